"""The record of each harvest (`harvest_runs`), and the cheap per-harness summary for status."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from tinydb import Query

from ..catalog import HARVEST_RUNS
from ..harnesses import IDS as HARNESS_IDS
from ..store import Store
from .report import HarvestReport


def last_runs(store: Store) -> dict[str, dict[str, Any]]:
    """The last harvest's record, per harness."""
    return {d.get("harness"): dict(d) for d in store.collection(HARVEST_RUNS).all()}


def save_runs(store: Store, report: HarvestReport, full_scan: bool) -> None:
    now = datetime.now(UTC).isoformat().replace("+00:00", "Z")
    q = Query()
    with store.collection(HARVEST_RUNS).write() as table:
        for h, hr in report.harnesses.items():
            old = table.get(q.harness == h) or {}
            doc = {
                "harness": h, "time": now, "files": hr.files,
                "logs_found": hr.files if full_scan else old.get("logs_found", hr.files),
                "sessions": hr.sessions, "requests": hr.requests,
                "new_requests": hr.new_requests, "skipped": len(hr.skipped),
                "errors": len(hr.errors),
            }
            table.upsert(doc, q.harness == h)


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
