"""The rejected-edit buffer: edits the gate or the person turned down, kept across nights.

The optimizer shows them to the model that writes edits and drops any candidate that repeats one.
"""

from __future__ import annotations

import time
from typing import Any

from .catalog import REJECTED_EDITS
from .edits import Edit
from .identity import doc_key
from .store import Store

MAX_PER_TARGET = 200  # oldest entries beyond this are dropped, to keep the store bounded


def add_rejected(store: Store, target: str, edits: list[Edit], reason: str,
                 source: str) -> None:
    key = doc_key(target)  # a rejection holds in every worktree
    now = time.time()
    with store.collection(REJECTED_EDITS).write() as table:
        existing = {d["fingerprint"] for d in table.all() if d.get("target") == key}
        table.insert_multiple(
            {"target": key, "fingerprint": e.fingerprint(), "op": e.op, "anchor": e.anchor[:600],
             "new": e.new[:600], "reason": reason[:500], "source": source, "time": now}
            for e in edits if e.fingerprint() not in existing
        )
        mine = sorted((d for d in table.all() if d.get("target") == key),
                      key=lambda d: d.get("time", 0))
        if len(mine) > MAX_PER_TARGET:
            table.remove(doc_ids=[d.doc_id for d in mine[: len(mine) - MAX_PER_TARGET]])


def rejected_for(store: Store, target: str) -> list[dict[str, Any]]:
    key = doc_key(target)  # a rejection holds in every worktree
    return sorted((dict(d) for d in store.collection(REJECTED_EDITS).all()
                   if d.get("target") == key), key=lambda d: d.get("time", 0))


def is_rejected(store: Store, target: str, edit: Edit) -> bool:
    fp = edit.fingerprint()
    return any(d.get("fingerprint") == fp for d in rejected_for(store, target))
