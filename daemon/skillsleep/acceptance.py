"""What each accepted edit was for, written once when the person accepts it.

An accepted edit answers the standing preferences of its proposal's families that it states:
those whose origins its evidence cites, or whose key terms its text contains. The record keeps
each preference as the judge it was mined as, with every place it was said (the corrections that
made it a preference), the family and project, the document, the accepted text and the time;
after every harvest, impact/measure.py reads the person's later tasks against it. One record per
edit (`<proposal id>:<edit index>`), in the `accepted_edits` collection; each write is one
upsert under the collection's lock, so an accept and a harvest never lose each other's.

Light: the language server accepts edits; nothing here loads numpy or a model library.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from tinydb import Query

from .catalog import ACCEPTED_EDITS
from .edits import Edit
from .store import Store

if TYPE_CHECKING:
    from .proposals import Proposal
    from .tasks.taskdata import Family


def iso(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds")


@dataclass
class AcceptedEdit:
    proposal_id: str
    index: int                 # the edit's place in its proposal, from 0
    op: str
    text: str                  # the text the edit put in the document (its anchor for a delete)
    target: str
    accepted_at: str           # ISO-8601 UTC
    families: list[str] = field(default_factory=list)
    family_tasks: list[str] = field(default_factory=list)  # the families' tasks when accepted
    project: str | None = None
    # Each preference as stored on its family (a judge document, with `quotes`, `origins`,
    # `project` and `why`), plus `family`: the family it was found in.
    preferences: list[dict[str, Any]] = field(default_factory=list)

    @property
    def id(self) -> str:
        return f"{self.proposal_id}:{self.index}"

    @property
    def edit_number(self) -> int:
        """The edit's number as the person sees it, from 1."""
        return self.index + 1

    @property
    def preference_words(self) -> str:
        """The preference in the person's words (the latest saying), or its check."""
        for pref in self.preferences:
            said = str(pref.get("quote") or pref.get("check") or "")
            if said:
                return said
        return ""

    @property
    def corrections(self) -> list[dict[str, Any]]:
        """Every place the person said the preferences before the edit."""
        seen: list[dict[str, Any]] = []
        for pref in self.preferences:
            for origin in pref.get("origins") or []:
                if isinstance(origin, dict) and origin not in seen:
                    seen.append(origin)
        return seen

    def to_doc(self) -> dict[str, Any]:
        return {"id": self.id, "proposal_id": self.proposal_id, "index": self.index,
                "op": self.op, "text": self.text, "target": self.target,
                "accepted_at": self.accepted_at, "families": list(self.families),
                "family_tasks": list(self.family_tasks), "project": self.project,
                "preferences": list(self.preferences), "corrections": self.corrections}

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> AcceptedEdit:
        """Raises ValueError, KeyError or TypeError on a damaged record; readers skip it."""
        for key in ("proposal_id", "target", "accepted_at"):
            if not isinstance(doc.get(key), str) or not doc[key]:
                raise ValueError(f"accepted edit field {key!r} is missing or not a string")
        datetime.fromisoformat(doc["accepted_at"])
        prefs = doc.get("preferences") or []
        if not isinstance(prefs, list):
            raise ValueError("accepted edit preferences are not a list")
        return cls(proposal_id=doc["proposal_id"], index=int(doc["index"]),
                   op=str(doc.get("op", "")), text=str(doc.get("text", "")),
                   target=doc["target"], accepted_at=doc["accepted_at"],
                   families=[str(f) for f in doc.get("families") or []],
                   family_tasks=[str(t) for t in doc.get("family_tasks") or []],
                   project=doc.get("project"),
                   preferences=[p for p in prefs if isinstance(p, dict)])


def _origins(doc: dict[str, Any]) -> set[tuple[str, str]]:
    return {(str(o.get("harness")), str(o.get("session"))) for o in doc.get("origins") or []
            if isinstance(o, dict)}


def answers(edit: Edit, preference: dict[str, Any]) -> bool:
    """Whether the edit states the preference: its evidence cites where the preference was
    said, or its text has every key term of the preference's check."""
    from .tasks.judges import judge_from_doc
    from .tasks.standing import stated_in

    if _origins(edit.evidence) & _origins(preference):
        return True
    try:
        judge = judge_from_doc(preference)
    except ValueError:
        return False
    return bool(edit.new and stated_in(judge, edit.new))


def build_records(proposal: Proposal, indexes: list[int], families: list[Family],
                  now: float | None = None) -> list[AcceptedEdit]:
    """The records of the accepted edits of `proposal`, from its families as stored now."""
    from .identity import governs

    when = iso(time.time() if now is None else now)
    mine = [f for f in families if f.id in set(proposal.families)]
    out = []
    for i in indexes:
        edit = proposal.edits[i]
        prefs = [{**p, "family": f.id} for f in mine for p in f.standing
                 if answers(edit, p) and (not p.get("project")
                                          or governs(proposal.target, str(p["project"])))]
        fams = list(dict.fromkeys(p["family"] for p in prefs)) or [f.id for f in mine]
        project = next((p.get("project") for p in prefs if p.get("project")), None)
        tasks = [t for f in mine if f.id in fams for t in f.task_ids]
        out.append(AcceptedEdit(
            proposal_id=proposal.id, index=i, op=edit.op,
            text=edit.anchor if edit.op == "delete" else edit.new, target=proposal.target,
            accepted_at=when, families=fams, family_tasks=tasks, project=project,
            preferences=prefs))
    return out


def record_acceptance(store: Store, proposal: Proposal, indexes: list[int]) -> list[str]:
    """Keep what the accepted edits were for; the ids of the records written."""
    from .tasks.pipeline import load_families

    records = build_records(proposal, indexes, load_families(store))
    with store.collection(ACCEPTED_EDITS).write() as table:
        for record in records:
            table.upsert(record.to_doc(), Query().id == record.id)
    return [r.id for r in records]


def recover(store: Store, proposals: list[Proposal], families: list[Family]) -> list[str]:
    """Records for the accepted edits that have none (accepted by an earlier version, or whose
    record was lost with a store file), from the families as they are now and timed by the
    proposal's decision; the ids of the records written. An edit accepted while others of its
    proposal still wait has no time of decision kept, so it is left without one."""
    have = {str(d.get("id")) for d in store.collection(ACCEPTED_EDITS).all()}
    missing: list[AcceptedEdit] = []
    for p in proposals:
        wanted = [i for i, e in enumerate(p.edits)
                  if e.status == "accepted" and f"{p.id}:{i}" not in have]
        if wanted and p.decided is not None:
            missing += build_records(p, wanted, families, now=float(p.decided))
    if missing:
        with store.collection(ACCEPTED_EDITS).write() as table:
            for record in missing:
                table.upsert(record.to_doc(), Query().id == record.id)
    return [r.id for r in missing]


def load_accepted(store: Store, skipped: list[str] | None = None) -> list[AcceptedEdit]:
    """Every readable record, newest first; damaged ones are named in `skipped`."""
    out = []
    for doc in store.collection(ACCEPTED_EDITS).all():
        try:
            out.append(AcceptedEdit.from_doc(dict(doc)))
        except (ValueError, KeyError, TypeError) as exc:
            if skipped is not None:
                skipped.append(f"accepted edit #{doc.doc_id}: {exc}")
    return sorted(out, key=lambda r: (r.accepted_at, r.index), reverse=True)
