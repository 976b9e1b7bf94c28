"""The verdict on one accepted edit, from the tasks before and after it.

- `helped`: the person repeats the preference less often since, at least MIN_AFTER tasks were
  done since, and the fall is unlikely to be chance (exact.py, p < ALPHA);
- `not yet known`: too few tasks since, or said less often since but not yet beyond chance;
  `needed` says how many more tasks without it being said would settle it;
- `did not help`: the person keeps saying it: at least half as often as before, so not
  significantly less often.

Two more states are never a verdict on the edit, only a clear account of why there is none:
`line removed` (the document no longer has the accepted text) and `not measurable` (the
record does not match the store: the proposal is gone or not accepted, the family is gone, the
time of acceptance is later than the tasks can be).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .exact import p_fewer_after, tasks_needed

ALPHA = 0.1
MIN_AFTER = 5

HELPED = "helped"
NOT_YET_KNOWN = "not yet known"
DID_NOT_HELP = "did not help"
LINE_REMOVED = "line removed"
NOT_MEASURABLE = "not measurable"
VERDICTS = (HELPED, NOT_YET_KNOWN, DID_NOT_HELP)


@dataclass(frozen=True)
class Window:
    tasks: int
    repeats: int

    def to_doc(self) -> dict[str, int]:
        return {"tasks": self.tasks, "repeats": self.repeats}


@dataclass(frozen=True)
class Verdict:
    verdict: str
    reason: str
    p_value: float | None = None
    needed: int | None = None  # more tasks since that would settle a `not yet known`

    def to_doc(self) -> dict[str, Any]:
        return {"verdict": self.verdict, "reason": self.reason,
                "p_value": None if self.p_value is None else round(self.p_value, 4),
                "needed": self.needed}


def decide(before: Window, after: Window) -> Verdict:
    """The verdict on the two windows, with the test that decided it in `reason`."""
    p = p_fewer_after(before.repeats, before.tasks, after.repeats, after.tasks)
    test = f"one-sided Fisher exact test, p = {p:.3f}"
    fell = after.repeats * before.tasks < before.repeats * after.tasks
    if after.tasks >= MIN_AFTER and fell and p < ALPHA:
        return Verdict(HELPED, f"said less often since ({test} < {ALPHA})", p)
    # Still said at least half as often as before: the person keeps saying it.
    keeps = after.repeats > 0 and 2 * after.repeats * before.tasks >= before.repeats * after.tasks
    if after.tasks < MIN_AFTER or not keeps:
        more = tasks_needed(before.repeats, before.tasks, after.repeats, after.tasks, ALPHA,
                            MIN_AFTER)
        if more is None:
            more = max(0, MIN_AFTER - after.tasks)
            why = (f"{after.tasks} task(s) since; it needs {more} more" if more else
                   f"said {after.repeats} time(s) since, but in none of the {before.tasks} "
                   f"tasks of the same length of time before: nothing to compare with")
            return Verdict(NOT_YET_KNOWN, why, p, more or None)
        return Verdict(NOT_YET_KNOWN, f"said in {after.repeats} of {after.tasks} task(s) "
                       f"since; about {more} more without it being said again would show that "
                       f"it helped ({test})", p, more)
    return Verdict(DID_NOT_HELP, f"still said in {after.repeats} of {after.tasks} tasks since "
                   f"({test}, not below {ALPHA})", p)
