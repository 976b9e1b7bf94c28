"""What the optimizer keeps between nights: its notes per document, and the record of nights."""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from typing import Any

from tinydb import Query

from ..catalog import NIGHTS, OPTIMIZER_NOTES
from ..identity import doc_key
from ..rejected import RejectedEdit
from ..store import Store
from ..tasks.taskdata import Task

MAX_NIGHTS = 200  # older night records are dropped, to keep the store bounded


def inputs_fingerprint(text: str, tasks: list[Task], buffer: list[RejectedEdit],
                       settings: dict[str, Any]) -> str:
    """What a night on one document depends on from outside: the document, its tasks, the
    edits the person rejected, and the settings. The optimizer's own memory is not part of it."""
    payload = {
        "text": text,
        "tasks": sorted([t.id, t.request, [j.to_doc() for j in t.judges]] for t in tasks),
        "user_rejected": sorted(b.fingerprint for b in buffer if b.by_user),
        "settings": settings,
    }
    raw = json.dumps(payload, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


@dataclass
class Memory:
    notes: list[str]
    buffer: list[RejectedEdit]
    replay: bool  # the inputs equal the last night's, so that night is replayed from the cache
    started: float  # when the night this memory belongs to started


def load_memory(store: Store, target: str, inputs: str,
                buffer: list[RejectedEdit]) -> Memory:
    """The notes and rejected-edit buffer a night starts from.

    When nothing outside changed since the last night on this document, that night starts from
    the same memory it started from then (its own notes and gate rejections left out), so the
    rerun asks the models exactly the same questions and every answer comes from the cache.
    """
    now = time.time()
    doc = _notes_doc(store, target)
    if doc is None:
        return Memory([], buffer, False, now)
    if doc.get("inputs") == inputs:
        since = float(doc.get("started", 0.0))
        kept = [b for b in buffer if b.by_user or b.time < since]
        return Memory([str(n) for n in doc.get("notes_before", [])], kept, True, since)
    return Memory([str(n) for n in doc.get("notes", [])], buffer, False, now)


def _notes_doc(store: Store, target: str) -> dict[str, Any] | None:
    key = doc_key(target)  # one memory per document, in any worktree
    for doc in store.collection(OPTIMIZER_NOTES).all():
        if doc.get("target") == key:
            return dict(doc)
    return None


def save_memory(store: Store, target: str, notes: list[str], notes_before: list[str],
                inputs: str, started: float) -> None:
    key = doc_key(target)  # one memory per document, in any worktree
    with store.collection(OPTIMIZER_NOTES).write() as table:
        table.upsert({"target": key, "notes": notes, "notes_before": notes_before,
                      "inputs": inputs, "started": started, "updated": time.time()},
                     Query().target == key)


def record_night(store: Store, night: dict[str, Any]) -> None:
    with store.collection(NIGHTS).write() as table:
        table.upsert(night, Query().id == night["id"])
        docs = sorted(table.all(), key=lambda d: str(d.get("started", "")))
        if len(docs) > MAX_NIGHTS:
            table.remove(doc_ids=[d.doc_id for d in docs[: len(docs) - MAX_NIGHTS]])
