"""Harvested sessions in the store, one collection per month so each write stays small."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator

from tinydb import Query

from .model import Session
from .store import Store

_PREFIX = "sessions-"
UNDATED = "undated"


def partition_of(session: Session) -> str:
    return session.started.strftime("%Y-%m") if session.started else UNDATED


def save_sessions(store: Store, sessions: Iterable[Session]) -> int:
    """Insert or replace each session (by harness and id); one transaction per month touched."""
    by_partition: dict[str, list[Session]] = defaultdict(list)
    for s in sessions:
        by_partition[partition_of(s)].append(s)
    q = Query()
    count = 0
    for part, group in sorted(by_partition.items()):
        with store.collection(_PREFIX + part).write() as table:
            for s in group:
                table.upsert(s.to_doc(), q.key == s.key)
                count += 1
        if part != UNDATED:
            # A session first seen without a start time moves to its month once it has one.
            keys = {s.key for s in group}
            undated = store.collection(_PREFIX + UNDATED)
            if undated.path.exists() and any(d.get("key") in keys for d in undated.all()):
                with undated.write() as table:
                    table.remove(q.key.one_of(sorted(keys)))
    return count


def partitions(store: Store) -> list[str]:
    return [name for name in store.collection_names() if name.startswith(_PREFIX)]


def iter_sessions(store: Store, harness: str | None = None,
                  project: str | None = None) -> Iterator[Session]:
    """Every stored session, oldest month first, optionally for one harness or project."""
    for name in partitions(store):
        docs = sorted(store.collection(name).all(), key=lambda d: d.get("started") or "")
        for doc in docs:
            if harness and doc.get("harness") != harness:
                continue
            if project and doc.get("project") != project:
                continue
            yield Session.from_doc(doc)


def get_session(store: Store, harness: str, session_id: str) -> Session | None:
    key = f"{harness}:{session_id}"
    for name in partitions(store):
        for doc in store.collection(name).all():
            if doc.get("key") == key:
                return Session.from_doc(doc)
    return None
