"""The record of a night in the store, written while the night runs, so that stopping it loses
nothing it had finished.

A night's record is written when it starts ("running", with its plan and process id), again as
soon as each document's outcome is decided (decisions, scores, proposal), every
PROGRESS_SECONDS while a document is being worked on (which document, the calls so far), and
when it ends: with its final status, or "interrupted" and the signal that stopped it. A record
still "running" that no live process holds belongs to a night that died without a word (kill -9,
a power cut): the next night, which holds the night lock, marks it interrupted.

An interrupted night is resumed by the next one: the same plan, its finished documents carried
over as they were (no model call), the document it was in the middle of run again, its finished
calls answered by the response cache.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ..catalog import NIGHTS
from ..models.interrupt import Interruption
from ..store import Store
from .memory import record_night
from .report import NightStatus

PROGRESS_SECONDS = 10.0
DIED = ("the night's process ended before it finished (killed, or the machine stopped); "
        "what it had finished is kept")


def night_records(store: Store) -> list[dict[str, Any]]:
    """Every recorded night, oldest first (dry runs are never recorded); nights started in the
    same second keep the order they were first recorded in."""
    docs = list(enumerate(dict(d) for d in store.collection(NIGHTS).all()))
    return [d for _, d in sorted(docs, key=lambda p: (str(p[1].get("started", "")), p[0]))]


def close_dead_nights(store: Store) -> list[str]:
    """Mark "running" records as interrupted; call only while holding the night lock."""
    closed = []
    for night in night_records(store):
        if night.get("status") == NightStatus.RUNNING:
            night["status"], night["reason"] = NightStatus.INTERRUPTED, DIED
            night["interrupted_by"] = "unknown"
            night.pop("progress", None)
            record_night(store, night)
            closed.append(str(night.get("id")))
    return closed


def resumable(store: Store, scope: str) -> dict[str, Any] | None:
    """The interrupted night the next night over the same documents (`scope`) picks up."""
    nights = night_records(store)
    if not nights:
        return None
    last = nights[-1]
    if last.get("status") != NightStatus.INTERRUPTED or last.get("resumed_by") or \
            last.get("scope", "all") != scope or not (last.get("plan") or {}).get("documents"):
        return None
    return last


def last_pace(store: Store) -> dict[str, float]:
    """Seconds per model call, per model, as the latest nights measured them."""
    pace: dict[str, float] = {}
    for night in night_records(store):
        for model, seconds in (night.get("pace") or {}).items():
            if isinstance(seconds, (int, float)) and seconds > 0:
                pace[str(model)] = float(seconds)
    return pace


class NightRecorder:
    """Writes one night's record at each point of its life; nothing when `enabled` is off."""

    def __init__(self, store: Store, snapshot: Callable[[], dict[str, Any]], enabled: bool,
                 interruption: Interruption,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.store = store
        self.snapshot = snapshot
        self.enabled = enabled
        self.interruption = interruption
        self.clock = clock
        self._last = 0.0

    def write(self) -> None:
        """Write the record now; a stop request waits until it is written."""
        if not self.enabled:
            return
        with self.interruption.deferred():
            record_night(self.store, self.snapshot())
            self._last = self.clock()

    def tick(self) -> None:
        """Called after every model call: write the progress, at most every PROGRESS_SECONDS."""
        if self.enabled and self.clock() - self._last >= PROGRESS_SECONDS:
            self.write()

    def mark_resumed(self, night: dict[str, Any], by: str) -> None:
        if not self.enabled:
            return
        with self.interruption.deferred():
            record_night(self.store, {**night, "resumed_by": by})
