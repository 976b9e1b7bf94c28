"""The rejected-edit buffer: edits the gate or the person turned down, kept across nights.

The optimizer shows them to the model that writes edits and drops any candidate that repeats one.
A rejection holds for its document in every worktree (entries are kept under `doc_key`).
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from .catalog import REJECTED_EDITS
from .edits import Edit
from .identity import doc_key
from .store import Store

MAX_PER_TARGET = 200  # oldest entries beyond this are dropped, to keep the store bounded


class RejectedBy(StrEnum):
    """Who turned an edit down; the strings are stored."""

    GATE = "gate"   # the night's validation gate: the edit did not improve the scores
    USER = "user"   # the person, in the editor or with `proposals reject`


@dataclass(frozen=True)
class RejectedEdit:
    """One entry of the buffer, as stored in the `rejected_edits` collection."""

    target: str        # the document's doc_key
    fingerprint: str   # Edit.fingerprint(): the same edit proposed again has the same one
    op: str
    anchor: str
    new: str
    reason: str
    source: str        # a RejectedBy; kept as read, so an entry of another version still loads
    time: float

    @classmethod
    def of(cls, target: str, edit: Edit, reason: str, source: RejectedBy,
           when: float) -> RejectedEdit:
        return cls(target=target, fingerprint=edit.fingerprint(), op=edit.op,
                   anchor=edit.anchor[:600], new=edit.new[:600], reason=reason[:500],
                   source=str(source), time=when)

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> RejectedEdit:
        """Raises ValueError for an entry without a fingerprint (it could match nothing)."""
        fingerprint = doc.get("fingerprint")
        if not isinstance(fingerprint, str) or not fingerprint:
            raise ValueError("rejected edit without a fingerprint")
        return cls(target=str(doc.get("target", "")), fingerprint=fingerprint,
                   op=str(doc.get("op", "")), anchor=str(doc.get("anchor", "")),
                   new=str(doc.get("new", "")), reason=str(doc.get("reason", "")),
                   source=str(doc.get("source", "")), time=_number(doc.get("time")))

    def to_doc(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def by_user(self) -> bool:
        return self.source != RejectedBy.GATE

    def describe(self) -> str:
        """The edit in one line, as the optimizer is shown it."""
        new = " ".join(self.new.split())
        anchor = " ".join(self.anchor.split())
        return f"{self.op} {new!r}" if self.op == "add" else f"{self.op} {anchor!r} -> {new!r}"


def _number(value: Any) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) \
        else 0.0


def add_rejected(store: Store, target: str, edits: list[Edit], reason: str,
                 source: RejectedBy) -> None:
    key = doc_key(target)
    now = time.time()
    with store.collection(REJECTED_EDITS).write() as table:
        existing = {d.get("fingerprint") for d in table.all() if d.get("target") == key}
        table.insert_multiple(RejectedEdit.of(key, e, reason, source, now).to_doc()
                              for e in edits if e.fingerprint() not in existing)
        mine = sorted((d for d in table.all() if d.get("target") == key),
                      key=lambda d: _number(d.get("time")))
        if len(mine) > MAX_PER_TARGET:
            table.remove(doc_ids=[d.doc_id for d in mine[: len(mine) - MAX_PER_TARGET]])


def rejected_for(store: Store, target: str) -> list[RejectedEdit]:
    """The buffer of one document (in any worktree), oldest first; unreadable entries are
    left out."""
    key = doc_key(target)
    out = []
    for doc in store.collection(REJECTED_EDITS).all():
        if doc.get("target") == key:
            try:
                out.append(RejectedEdit.from_doc(dict(doc)))
            except ValueError:
                continue
    return sorted(out, key=lambda r: r.time)
