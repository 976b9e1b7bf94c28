"""Where the last harvest stopped in each log: one read position per log file.

The positions are kept in the store's `harvest_cursors` collection (its name predates this
module; it is kept so existing stores keep their positions).

A file's identity is its device, inode, size and a hash of its first line. Reading resumes at
the stored offset only when the same file grew; a file that was replaced (new inode), truncated
(smaller), or rewritten in place (new first line) is read again from the start, and the merge
into stored sessions makes that re-read count nothing twice. A file moved to another path (for
example a Codex rollout moved to archived_sessions) keeps its position.
"""

from __future__ import annotations

import copy
import hashlib
import os
from dataclasses import dataclass, field, fields
from typing import Any, BinaryIO

from tinydb import Query
from tinydb.operations import delete

from ..catalog import HARVEST_POSITIONS, HARVEST_RUNS, SESSIONS_PREFIX
from ..store import Store

HEAD_BYTES = 4096


@dataclass
class LogPosition:
    path: str
    harness: str
    dev: int = 0
    ino: int = 0
    size: int = 0
    mtime_ns: int = 0
    offset: int = 0
    head: str = ""
    sessions: list[str] = field(default_factory=list)
    # The store page each of those sessions is saved in, so a harvest loads only the pages it
    # touches.
    parts: dict[str, str] = field(default_factory=dict)
    state: dict[str, Any] = field(default_factory=dict)

    def to_doc(self) -> dict[str, Any]:
        # What `dataclasses.asdict` gives, without its deep walk over every session key: a
        # first harvest writes a position for each of thousands of logs.
        doc = {name: getattr(self, name) for name in _FIELDS}
        doc["sessions"] = list(self.sessions)
        doc["parts"] = dict(self.parts)
        doc["state"] = copy.deepcopy(self.state)
        return doc

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> LogPosition:
        known = {f for f in cls.__dataclass_fields__}
        return cls(**{k: v for k, v in doc.items() if k in known})

    def unchanged(self, st: os.stat_result) -> bool:
        """Same file, same size, same modification time: nothing new to read."""
        return (self.ino == st.st_ino and self.dev == st.st_dev and self.size == st.st_size
                and self.mtime_ns == st.st_mtime_ns)


_FIELDS = tuple(f.name for f in fields(LogPosition))


def head_hash(fh: BinaryIO) -> str:
    """Hash of the first line (at most HEAD_BYTES of it)."""
    fh.seek(0)
    head = fh.read(HEAD_BYTES)
    nl = head.find(b"\n")
    if nl >= 0:
        head = head[:nl]
    return hashlib.sha1(head).hexdigest()


def resume_offset(pos: LogPosition | None, st: os.stat_result, head: str) -> int:
    """Where to start reading: the stored offset if this is the same, grown file, else 0."""
    if pos is None:
        return 0
    if (pos.dev, pos.ino) != (st.st_dev, st.st_ino):
        return 0
    if st.st_size < pos.offset or head != pos.head:
        return 0
    return pos.offset


class PositionBook:
    """Every position, loaded once per harvest; changed ones are written back in one transaction."""

    def __init__(self, store: Store) -> None:
        self.collection = store.collection(HARVEST_POSITIONS)
        self.by_path: dict[str, LogPosition] = {}
        for doc in self.collection.all():
            try:
                pos = LogPosition.from_doc(doc)
            except TypeError:
                continue
            self.by_path[pos.path] = pos
        self._dirty: dict[str, LogPosition] = {}
        self._gone: set[str] = set()

    def get(self, path: str) -> LogPosition | None:
        return self.by_path.get(path)

    def moved_from(self, st: os.stat_result, head: str, harness: str) -> LogPosition | None:
        """The position of a file that moved here: same device, inode and first line, and its
        old path gone."""
        for pos in self.by_path.values():
            if (pos.harness == harness and pos.ino == st.st_ino and pos.dev == st.st_dev
                    and pos.head == head and not os.path.exists(pos.path)):
                return pos
        return None

    def put(self, pos: LogPosition) -> None:
        self.by_path[pos.path] = pos
        self._dirty[pos.path] = pos
        self._gone.discard(pos.path)

    def forget(self, path: str) -> None:
        self.by_path.pop(path, None)
        self._dirty.pop(path, None)
        self._gone.add(path)

    def point_to(self, pages: dict[str, str]) -> None:
        """Record in the positions about to be written the page each of their sessions is in."""
        for pos in self._dirty.values():
            pos.parts = {k: pages[k] for k in pos.sessions if k in pages}

    def flush(self) -> None:
        if not self._dirty and not self._gone:
            return
        q = Query()
        with self.collection.write() as table:
            if self._gone:
                table.remove(q.path.one_of(sorted(self._gone)))
            if len(self._dirty) <= 16:
                for pos in self._dirty.values():
                    table.upsert(pos.to_doc(), q.path == pos.path)
            else:
                # Each TinyDB operation costs a pass over the table: rebuild it in two.
                merged = {doc.get("path"): dict(doc) for doc in table.all()}
                merged.update({p: c.to_doc() for p, c in self._dirty.items()})
                table.truncate()
                table.insert_multiple(merged.values())
        self._dirty.clear()
        self._gone.clear()


def rewind_after_repair(store: Store, repaired: list[str]) -> list[str]:
    """Put the harvest positions back in step with session collections `store repair` restored
    (or emptied): every log that fed one is read again from its start at the next harvest,
    and the merge counts nothing twice, so what the restored version lacks comes back and
    nothing is doubled. Returns what was done, for the person."""
    parts = {name.removeprefix(SESSIONS_PREFIX) for name in repaired
             if name.startswith(SESSIONS_PREFIX)}
    actions: list[str] = []
    if parts:
        book = PositionBook(store)
        stale = [pos.path for pos in book.by_path.values()
                 if any(pos.parts.get(key) in parts or key not in pos.parts
                        for key in pos.sessions)]
        for path in stale:
            book.forget(path)
        book.flush()
        if stale:
            actions.append(f"harvest positions: {len(stale)} log(s) will be read again from "
                           f"the start at the next harvest, to bring back what the restored "
                           f"sessions lack")
    if parts or HARVEST_RUNS in repaired or HARVEST_POSITIONS in repaired:
        # The per-harness totals were counted on the damaged state: count them afresh.
        with store.collection(HARVEST_RUNS).write() as table:
            for doc in table.all():
                for key in ("sessions", "requests"):
                    if key in doc:
                        table.update(delete(key), doc_ids=[doc.doc_id])
    return actions
