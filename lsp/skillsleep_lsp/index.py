"""The pending proposals, grouped by the document they target, reloaded only when the store changes.

The store is opened lazily, and only once its proposals file exists, so a server started on a
machine that never ran a night touches nothing on disk. Every write to a store collection is an
atomic rename, so the file's (inode, size, mtime) signature changes exactly when its content can
have changed: one stat() tells whether anything needs reloading.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path

from skillsleep.catalog import PROPOSALS
from skillsleep.errors import StoreError
from skillsleep.identity import doc_key
from skillsleep.proposals import Proposal, load_proposals
from skillsleep.store import Store

log = logging.getLogger(__name__)

Signature = tuple[int, int, int] | None


class ProposalIndex:
    def __init__(self, store_dir: Path, report: Callable[[str], None] | None = None) -> None:
        self.store_dir = store_dir
        self.file = store_dir / f"{PROPOSALS}.json"
        self._report = report or log.warning
        self._store: Store | None = None
        self._signature: Signature = None
        self._by_target: dict[str, list[Proposal]] = {}
        self._by_id: dict[str, Proposal] = {}
        self._reported: set[str] = set()
        self.generation = 0  # bumped on every reload, so derived views know when to recompute

    def signature(self) -> Signature:
        try:
            st = os.stat(self.file)
        except OSError:
            return None
        return (st.st_ino, st.st_size, st.st_mtime_ns)

    @property
    def store(self) -> Store:
        if self._store is None:
            self._store = Store(self.store_dir).open()
        return self._store

    def refresh(self) -> bool:
        """Reload when the proposals file changed; True when the pending set may differ."""
        sig = self.signature()
        if sig == self._signature:
            return False
        self._signature = sig
        by_target: dict[str, list[Proposal]] = {}
        by_id: dict[str, Proposal] = {}
        if sig is not None:
            skipped: list[str] = []
            try:
                proposals = load_proposals(self.store, skipped=skipped)
            except StoreError as exc:
                # A damaged store must not take the editor down: say so once, show nothing.
                self._report_once(str(exc))
                proposals = []
            for reason in skipped:
                self._report_once(f"Skipped a malformed proposal in the store: {reason}.")
            for p in proposals:
                problem = _unshowable(p)
                if problem:
                    self._report_once(f"Skipped a malformed proposal in the store: proposal "
                                      f"{p.id}: {problem}.")
                    continue
                if p.status == "pending" and p.pending_indexes:
                    by_target.setdefault(doc_key(p.target), []).append(p)
                by_id[p.id] = p
        self._by_target, self._by_id = by_target, by_id
        self.generation += 1
        return True

    def _report_once(self, message: str) -> None:
        if message not in self._reported:
            self._reported.add(message)
            self._report(message)

    def pending_for(self, path: str | Path) -> list[Proposal]:
        """Pending proposals for one document, oldest first so edits read in a stable order."""
        return sorted(self._by_target.get(doc_key(path), []), key=lambda p: p.created)

    def has_target(self, path: str | Path) -> bool:
        return doc_key(path) in self._by_target

    def get(self, proposal_id: str) -> Proposal | None:
        return self._by_id.get(proposal_id)


def _unshowable(p: Proposal) -> str | None:
    """What load_proposals lets through but the editor cannot show (scores that are not numbers)."""
    for name in ("val_before", "val_after", "test_before", "test_after"):
        value = getattr(p, name)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int | float)):
            return f"{name} is {value!r}, not a number"
    return None
