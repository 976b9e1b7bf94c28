"""The stored sessions a harvest merges into, read one month partition at a time."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..model import Session
from ..sessions import UNDATED, partition_of, partitions
from ..store import Store
from .positions import PositionBook

PARTITION_PREFIX = "sessions-"


class StoredSessions:
    """Stored sessions by key, reading only the month partitions a harvest touches.

    The positions remember in which partition each harvested session was saved; a session no
    position knows is looked for in the partition it would be saved to (and the undated one).
    """

    def __init__(self, store: Store, book: PositionBook) -> None:
        self.store = store
        self.where: dict[str, str] = {}
        for pos in book.by_path.values():
            self.where.update(pos.parts)
        self._docs: dict[str, dict[str, dict[str, Any]]] = {}
        self.sessions: dict[str, Session] = {}
        self.origin: dict[str, str] = {}         # key -> the partition it was read from
        self.added: dict[str, int] = {}          # harness -> sessions first stored in this run

    def _partition(self, part: str) -> dict[str, dict[str, Any]]:
        docs = self._docs.get(part)
        if docs is None:
            col = self.store.collection(PARTITION_PREFIX + part)
            docs = {d["key"]: d for d in col.all() if isinstance(d.get("key"), str)} \
                if col.path.exists() else {}
            self._docs[part] = docs
        return docs

    def get(self, key: str, hint: str | None = None) -> Session | None:
        s = self.sessions.get(key)
        if s is not None:
            return s
        candidates = [self.where.get(key), hint, UNDATED]
        for part in dict.fromkeys(p for p in candidates if p):
            doc = self._partition(part).get(key)
            if doc is not None:
                s = self.sessions[key] = Session.from_doc(doc)
                self.origin[key] = part
                return s
        return None

    def forget_partition(self, part: str) -> None:
        self._docs.pop(part, None)

    def moved(self, sessions: Iterable[Session]) -> dict[str, list[str]]:
        """Per old partition, the sessions that now belong to another month (an earlier turn
        moved their start); save_sessions itself only clears the undated partition."""
        out: dict[str, list[str]] = {}
        for s in sessions:
            old = self.origin.get(s.key)
            new = partition_of(s)
            if old and old != new and old != UNDATED:
                out.setdefault(old, []).append(s.key)
            self.origin[s.key] = new
        return out

    def put(self, before: Session | None, session: Session) -> None:
        if before is None:
            self.added[session.harness] = self.added.get(session.harness, 0) + 1
        self.sessions[session.key] = session
        self.where[session.key] = partition_of(session)


def count_stored(store: Store, harness: str) -> tuple[int, int]:
    """Sessions and requests stored for a harness, counted over every partition."""
    sessions = requests = 0
    for name in partitions(store):
        for doc in store.collection(name).all():
            if doc.get("harness") == harness:
                sessions += 1
                requests += sum(1 for t in doc.get("turns", []) if t.get("kind") == "request")
    return sessions, requests
