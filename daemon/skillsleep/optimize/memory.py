"""What the optimizer keeps between nights: its notes per document, and the record of nights."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from tinydb import Query

from ..store import Store

NOTES = "optimizer_notes"
NIGHTS = "nights"
MAX_NIGHTS = 200  # older night records are dropped, to keep the store bounded


def _key(target: str) -> str:
    return str(Path(target).expanduser().resolve())


def load_notes(store: Store, target: str) -> list[str]:
    key = _key(target)
    for doc in store.collection(NOTES).all():
        if doc.get("target") == key and isinstance(doc.get("notes"), list):
            return [str(n) for n in doc["notes"]]
    return []


def save_notes(store: Store, target: str, notes: list[str]) -> None:
    key = _key(target)
    with store.collection(NOTES).write() as table:
        table.upsert({"target": key, "notes": notes, "updated": time.time()},
                     Query().target == key)


def record_night(store: Store, night: dict[str, Any]) -> None:
    with store.collection(NIGHTS).write() as table:
        table.upsert(night, Query().id == night["id"])
        docs = sorted(table.all(), key=lambda d: str(d.get("started", "")))
        if len(docs) > MAX_NIGHTS:
            table.remove(doc_ids=[d.doc_id for d in docs[: len(docs) - MAX_NIGHTS]])


def last_night(store: Store) -> dict[str, Any] | None:
    docs = store.collection(NIGHTS).all()
    return dict(max(docs, key=lambda d: str(d.get("started", "")))) if docs else None
