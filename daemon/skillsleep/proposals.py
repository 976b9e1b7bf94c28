"""Proposals: the optimizer's suggested edits to one document, waiting for the person's decision.

The live document changes only through `accept`, which backs it up first, writes atomically, and
re-anchors each edit on the current text: an edit whose anchor is gone or ambiguous is stale and
is never applied. Rejected edits go into the rejected-edit buffer, so they are not proposed again.
Accept and reject, in a terminal or in the editor, hold one cross-process lock from reading the
proposal to recording the decision, and accept writes only a document
`documents.checked_document` accepts.
"""

from __future__ import annotations

import contextlib
import difflib
import hashlib
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from tinydb import Query

from .atomic import atomic_write_text
from .catalog import PROPOSALS
from .documents import DocumentRefused, checked_document
from .edits import Edit, apply_edits, locate
from .errors import UserError
from .evidence import edit_index, edit_number
from .identity import doc_key, in_checkout
from .paths import ensure_private_dir
from .store import Store

DECISION_LOCK = "decisions.lock"

ProposalStatus = Literal["pending", "accepted", "rejected", "stale"]


def content_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def unified_diff(path: str, before: str, after: str) -> str:
    return "".join(difflib.unified_diff(
        before.splitlines(keepends=True), after.splitlines(keepends=True),
        fromfile=f"a/{Path(path).name}", tofile=f"b/{Path(path).name}",
    ))


@dataclass
class Proposal:
    target: str
    base_hash: str
    new_content: str
    diff: str
    edits: list[Edit]
    id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    status: ProposalStatus = "pending"
    created: float = field(default_factory=time.time)
    val_before: float | None = None
    val_after: float | None = None
    test_before: float | None = None
    test_after: float | None = None
    models: dict[str, str] = field(default_factory=dict)
    tokens: int = 0
    cost_usd: float = 0.0
    seconds: float = 0.0
    families: list[str] = field(default_factory=list)
    # The families' labels when the proposal was made (absent from older proposals).
    family_labels: dict[str, str] = field(default_factory=dict)
    night_id: str | None = None
    decided: float | None = None

    def to_doc(self) -> dict[str, Any]:
        return {
            "id": self.id, "target": self.target, "base_hash": self.base_hash,
            "new_content": self.new_content, "diff": self.diff,
            "edits": [e.to_doc() for e in self.edits], "status": self.status,
            "created": self.created, "val_before": self.val_before, "val_after": self.val_after,
            "test_before": self.test_before, "test_after": self.test_after,
            "models": self.models, "tokens": self.tokens, "cost_usd": self.cost_usd,
            "seconds": self.seconds, "families": self.families,
            "family_labels": self.family_labels, "night_id": self.night_id,
            "decided": self.decided,
        }

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> Proposal:
        """Raises ValueError (or KeyError/TypeError) on malformed data; callers skip and log."""
        edits = doc.get("edits")
        if not isinstance(edits, list):
            raise ValueError("proposal has no edit list")
        for key in ("id", "target", "base_hash"):
            if not isinstance(doc.get(key), str) or not doc.get(key):
                raise ValueError(f"proposal field {key!r} is missing or not a string")
        return cls(
            id=doc["id"], target=doc["target"], base_hash=doc["base_hash"],
            new_content=str(doc.get("new_content", "")), diff=str(doc.get("diff", "")),
            edits=[Edit.from_doc(e) for e in edits], status=doc.get("status", "pending"),
            created=float(doc.get("created", 0.0)), val_before=doc.get("val_before"),
            val_after=doc.get("val_after"), test_before=doc.get("test_before"),
            test_after=doc.get("test_after"), models=dict(doc.get("models") or {}),
            tokens=int(doc.get("tokens", 0)), cost_usd=float(doc.get("cost_usd", 0.0)),
            seconds=float(doc.get("seconds", 0.0)), families=list(doc.get("families") or []),
            family_labels={str(k): str(v) for k, v in (doc.get("family_labels") or {}).items()}
            if isinstance(doc.get("family_labels"), dict) else {},
            night_id=doc.get("night_id"), decided=doc.get("decided"),
        )

    @property
    def pending_indexes(self) -> list[int]:
        return [i for i, e in enumerate(self.edits) if e.status == "pending"]


def build_proposal(target: Path, base_text: str, edits: list[Edit], **fields: Any) -> Proposal:
    """A proposal for `target` from the text the edits were made on."""
    new_text, stale = apply_edits(base_text, edits)
    if stale:
        raise ValueError(f"edits {stale} do not apply to the base text")
    return Proposal(target=str(target), base_hash=content_hash(base_text), new_content=new_text,
                    diff=unified_diff(str(target), base_text, new_text), edits=edits, **fields)


# -- the store ----------------------------------------------------------------------------------

def save_proposal(store: Store, proposal: Proposal) -> None:
    with store.collection(PROPOSALS).write() as table:
        table.upsert(proposal.to_doc(), Query().id == proposal.id)


def load_proposals(store: Store, target: str | None = None,
                   skipped: list[str] | None = None) -> list[Proposal]:
    """Every readable proposal, newest first; malformed ones are reported in `skipped`.

    With `target`, the proposals for that document (in any worktree of its repository)."""
    wanted = doc_key(target) if target is not None else None
    out = []
    for doc in store.collection(PROPOSALS).all():
        try:
            p = Proposal.from_doc(doc)
        except (ValueError, KeyError, TypeError) as exc:
            if skipped is not None:
                skipped.append(f"proposal #{doc.doc_id} ({doc.get('id', '?')}): {exc}")
            continue
        if wanted is None or doc_key(p.target) == wanted:
            out.append(p)
    return sorted(out, key=lambda p: p.created, reverse=True)


def get_proposal(store: Store, proposal_id: str) -> Proposal:
    matches = [p for p in load_proposals(store) if p.id.startswith(proposal_id)]
    if not matches:
        raise UserError(f"No proposal has the id {proposal_id!r}; "
                        f"`skillopt-sleep proposals list` shows them.")
    if len(matches) > 1:
        raise UserError(f"The id {proposal_id!r} matches {len(matches)} proposals; "
                        f"give more of it.")
    return matches[0]


# -- deciding -----------------------------------------------------------------------------------

@dataclass
class EditState:
    index: int
    edit: Edit
    applicable: bool  # its anchor is found exactly once in the current text


def edit_states(proposal: Proposal, current_text: str) -> list[EditState]:
    return [EditState(i, e, locate(current_text, e) is not None)
            for i, e in enumerate(proposal.edits)]


def current_status(proposal: Proposal, current_text: str | None) -> ProposalStatus:
    """pending, accepted, rejected, or stale when no pending edit applies to the live text."""
    if proposal.status != "pending":
        return proposal.status
    if current_text is None:
        return "stale"
    pending = proposal.pending_indexes
    if pending and not any(locate(current_text, proposal.edits[i]) for i in pending):
        return "stale"
    return "pending"


def _select(proposal: Proposal, indexes: list[int] | None) -> list[int]:
    if indexes is None:
        chosen = proposal.pending_indexes
    else:
        for i in indexes:
            if not 0 <= i < len(proposal.edits):
                try:
                    edit_index(edit_number(i), len(proposal.edits), proposal.id)
                except ValueError as exc:
                    raise UserError(str(exc)) from None
        chosen = [i for i in indexes if proposal.edits[i].status == "pending"]
    if not chosen and indexes:
        first = proposal.edits[indexes[0]]
        which = ", ".join(str(edit_number(i)) for i in indexes)
        raise UserError(f"Proposal {proposal.id} has no pending edit among those given: edit "
                        f"{which} was already {first.status}; nothing changed.")
    if not chosen:
        raise UserError(f"Proposal {proposal.id} has no pending edit to decide"
                        + ("" if indexes is None else " among those given") + ".")
    return chosen


def plan_accept(proposal: Proposal, current_text: str,
                indexes: list[int] | None = None) -> tuple[str, list[int]]:
    """The text after accepting the chosen edits on the live text; refuses stale ones."""
    chosen = _select(proposal, indexes)
    new_text, stale = apply_edits(current_text, [proposal.edits[i] for i in chosen])
    if stale:
        names = ", ".join(str(edit_number(chosen[i])) for i in stale)
        raise UserError(
            f"{proposal.target} changed since proposal {proposal.id} was made, and edit "
            f"{names} no longer applies to it; nothing was written. Reject it, or wait for "
            f"the next night to propose again."
        )
    return new_text, chosen


def backup(paths_backups: Path, target: Path, text: str) -> Path:
    ensure_private_dir(paths_backups)
    stamp = time.strftime("%Y%m%dT%H%M%S")
    digest = content_hash(text)[:8]
    dest = paths_backups / f"{stamp}-{digest}-{target.name}"
    atomic_write_text(dest, text, mode=0o600)
    return dest


@contextlib.contextmanager
def decision_lock(store: Store) -> Iterator[None]:
    """Held from reading a proposal to recording the decision, across processes: two accepts
    at the same instant apply an edit once, and the second is told it was decided."""
    with store.file_lock(store.root / DECISION_LOCK):
        yield


def decision_lock_async(store: Store) -> contextlib.AbstractAsyncContextManager[None]:
    """The same lock for the language server, which holds it while the editor applies the edit."""
    return store.file_lock_async(store.root / DECISION_LOCK)


def _live_document(proposal: Proposal, target: Path) -> tuple[Path, str]:
    """The file behind the proposal's `target` (through a link that stays in its repository)
    and its text; a clear UserError for every target that cannot take the edit."""
    reject_hint = f"Reject it with `skillopt-sleep proposals reject {proposal.id}`."
    try:
        real = checked_document(target)
    except DocumentRefused as exc:
        raise UserError(f"Proposal {proposal.id} cannot be accepted: {exc} Nothing was "
                        f"written. {reject_hint}") from None
    try:
        return real, real.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError(f"{target} no longer exists; proposal {proposal.id} cannot be "
                        f"accepted. {reject_hint}") from None
    except UnicodeDecodeError:
        raise UserError(f"{target} is no longer UTF-8 text; proposal {proposal.id} "
                        f"cannot be accepted and nothing was written. {reject_hint}") from None
    except OSError as exc:
        raise UserError(f"{target} cannot be read ({exc.strerror}); proposal "
                        f"{proposal.id} cannot be accepted. {reject_hint}") from None


def accept(store: Store, backups_dir: Path, proposal_id: str,
           indexes: list[int] | None = None, checkout: Path | None = None) -> dict[str, Any]:
    """Apply chosen edits to the live document: backup, atomic write, then record.

    `checkout`: the folder the person works in; when it is another worktree of the document's
    repository, the document is written there (the proposal shows in every worktree). A
    target that is a link inside its repository is written through (the link stays); the
    edits are re-anchored on the document as it is now, keeping the person's own changes."""
    with decision_lock(store):
        proposal = get_proposal(store, proposal_id)
        target = Path(proposal.target)
        if checkout is not None:
            target = in_checkout(target, checkout) or target
        real, current = _live_document(proposal, target)
        new_text, chosen = plan_accept(proposal, current, indexes)
        saved = backup(backups_dir, real, current)
        try:
            atomic_write_text(real, new_text)
        except OSError as exc:
            raise UserError(f"{target} cannot be written ({exc.strerror}); nothing was "
                            f"changed. The previous text is also kept at {saved}.") from None
        record_decision(store, proposal.id, chosen, "accepted")
    return {"id": proposal.id, "target": str(target), "accepted": chosen,
            "backup": str(saved), "changed_since_proposal": content_hash(current)
            != proposal.base_hash}


def reject(store: Store, proposal_id: str, indexes: list[int] | None = None,
           reason: str = "") -> dict[str, Any]:
    with decision_lock(store):
        return reject_held(store, proposal_id, indexes, reason)


def reject_held(store: Store, proposal_id: str, indexes: list[int] | None = None,
                reason: str = "") -> dict[str, Any]:
    """`reject` for a caller that already holds the decision lock."""
    proposal = get_proposal(store, proposal_id)
    chosen = _select(proposal, indexes)
    record_decision(store, proposal.id, chosen, "rejected", reason=reason)
    return {"id": proposal.id, "target": proposal.target, "rejected": chosen}


def record_decision(store: Store, proposal_id: str, indexes: list[int],
                    decision: Literal["accepted", "rejected"], reason: str = "") -> Proposal:
    """Mark edits accepted or rejected; rejected ones join the buffer, and what accepted ones
    were for is recorded (so later sessions can tell whether they helped). One transaction
    each; terminal and editor both decide through here."""
    with store.collection(PROPOSALS).write() as table:
        doc = table.get(Query().id == proposal_id)
        if doc is None:
            raise UserError(f"No proposal has the id {proposal_id!r}.")
        proposal = Proposal.from_doc(dict(doc))
        decided = [i for i in indexes if proposal.edits[i].status != "pending"]
        if decided:
            raise UserError(f"Edit {', '.join(str(edit_number(i)) for i in decided)} of "
                            f"proposal {proposal_id} was "
                            f"already {proposal.edits[decided[0]].status}; nothing changed.")
        for i in indexes:
            proposal.edits[i].status = decision
        statuses = {e.status for e in proposal.edits}
        if "pending" not in statuses:
            proposal.status = "accepted" if "accepted" in statuses else "rejected"
            proposal.decided = time.time()
        table.upsert(proposal.to_doc(), Query().id == proposal_id)
    if decision == "accepted":
        # start-up: the language server's start-up and --version never accept an edit
        from .acceptance import record_acceptance

        record_acceptance(store, proposal, indexes)
    if decision == "rejected":
        # start-up: the language server's start-up and --version never reject an edit
        from .rejected import RejectedBy, add_rejected

        add_rejected(store, proposal.target, [proposal.edits[i] for i in indexes],
                     reason=reason or "rejected by the user", source=RejectedBy.USER)
    return proposal
