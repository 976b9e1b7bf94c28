"""A task's outcome from its signals, with the quotes that decided it."""

from __future__ import annotations

from collections.abc import Sequence

from ..output import shorten
from .signals import NEGATIVE, POSITIVE, Signal
from .taskdata import Outcome

_LABEL = {
    "approval": "approved", "correction": "corrected", "revert": "asked to revert",
    "retry": "asked again", "interruption": "interrupted", "moved_on": "moved on to",
}


def decide(signals: Sequence[Signal]) -> tuple[Outcome, list[str]]:
    """success: approved, or the person moved on without complaint; failure: corrected,
    reverted, retried or interrupted and never approved; mixed: both; unknown: no signal."""
    negative = [s for s in signals if s.kind in NEGATIVE]
    positive = [s for s in signals if s.kind in POSITIVE]
    moved_on = [s for s in signals if s.kind == "moved_on"]
    if negative and positive:
        outcome: Outcome = "mixed"
        deciding = negative + positive
    elif negative:
        outcome, deciding = "failure", negative
    elif positive:
        outcome, deciding = "success", positive
    elif moved_on:
        outcome, deciding = "success", moved_on
    else:
        return "unknown", ["no follow-up in the session says how it went"]
    deciding.sort(key=lambda s: s.turn)
    return outcome, [f'{_LABEL[s.kind]}: "{shorten(s.quote, 120)}"' for s in deciding]
