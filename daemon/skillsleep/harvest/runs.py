"""The record of each harvest (`harvest_runs`), and the cheap per-harness summary for status.

A harvest that finds nothing new leaves the record as it is (a store write costs waits for the
disk, and a daemon harvests at every event), unless its time is more than RECORD_EVERY_S old:
the last harvest a person sees in `status` is at most that late.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from tinydb import Query

from ..catalog import HARVEST_RUNS
from ..harnesses import IDS as HARNESS_IDS
from ..store import Store
from .report import HarvestReport

RECORD_EVERY_S = 600.0


def last_runs(store: Store) -> dict[str, dict[str, Any]]:
    """The last harvest's record, per harness."""
    return {d.get("harness"): dict(d) for d in store.collection(HARVEST_RUNS).all()}


def save_runs(store: Store, report: HarvestReport, full_scan: bool) -> None:
    now = datetime.now(UTC)
    stamp = now.isoformat().replace("+00:00", "Z")
    collection = store.collection(HARVEST_RUNS)
    stored = {d.get("harness"): d for d in collection.all()}
    docs = {}
    for h, hr in report.harnesses.items():
        old = stored.get(h) or {}
        docs[h] = {
            "harness": h, "time": stamp, "files": hr.files,
            "logs_found": hr.files if full_scan else old.get("logs_found", hr.files),
            "sessions": hr.sessions, "requests": hr.requests,
            "new_requests": hr.new_requests, "skipped": len(hr.skipped),
            "errors": len(hr.errors),
        }
    if all(_same_and_recent(stored.get(h), doc, now) for h, doc in docs.items()):
        return
    q = Query()
    with collection.write() as table:
        for h, doc in docs.items():
            table.upsert(doc, q.harness == h)


def _same_and_recent(old: dict[str, Any] | None, doc: dict[str, Any], now: datetime) -> bool:
    """Whether the stored record says what `doc` says, but its time, written lately."""
    if old is None or {**old, "time": doc["time"]} != doc:
        return False
    try:
        then = datetime.fromisoformat(str(old.get("time")).replace("Z", "+00:00"))
    except ValueError:
        return False
    return then.tzinfo is not None and 0 <= (now - then).total_seconds() <= RECORD_EVERY_S


def summary(store: Store) -> dict[str, dict[str, Any]]:
    """Per harness: sessions, requests, last harvest, logs found; from the store only."""
    runs = last_runs(store)
    out: dict[str, dict[str, Any]] = {}
    for h in HARNESS_IDS:
        d = runs.get(h, {})
        out[h] = {
            "sessions": d.get("sessions", 0),
            "requests": d.get("requests", 0),
            "last_harvest": d.get("time"),
            "logs_found": d.get("logs_found", 0),
            "new_requests": d.get("new_requests", 0),
            "skipped": d.get("skipped", 0),
            "errors": d.get("errors", 0),
        }
    return out
