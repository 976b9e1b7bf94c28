"""How a night, or one of its documents, ended: the vocabulary of the `nights` record.

Apart from the night's report (optimize/report.py) so that what only reads the record (the
daemon, `skillopt-sleep status`) does not import the optimizer.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class NightStatus(StrEnum):
    """How a night, or one of its documents, ended; the strings are those stored in the `nights`
    record and printed by `skillopt-sleep run --json`."""

    OK = "ok"
    NOTHING = "nothing_to_do"
    BUDGET = "budget_stopped"
    ERROR = "error"
    INTERRUPTED = "interrupted"
    RUNNING = "running"  # only ever in the record of a night in progress, never a document's

    @classmethod
    def read(cls, value: Any) -> NightStatus:
        """A stored status; one this version does not know reads as an error."""
        try:
            return cls(value)
        except ValueError:
            return cls.ERROR
