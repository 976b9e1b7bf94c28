"""A score before and after is shown with as many decimals as it takes for a change to show: the
gate keeps an edit only when validation strictly improves, and "0.54 -> 0.54" beside "1 edit
kept" would read as a gate that keeps what does not help."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillsleep.context import Context
from skillsleep.evidence import score_change
from skillsleep.status import collect_status, render_status


@pytest.mark.parametrize(("before", "after", "shown"), [
    (0.536, 0.543, "0.536 -> 0.543"),     # two decimals would hide the change
    (0.47, 0.71, "0.47 -> 0.71"),
    (0.5, 0.5, "0.50 -> 0.50"),           # no change, and none shown
    (0.704, 0.701, "0.704 -> 0.701"),     # a fall shows too
    (0.4, 0.41, "0.40 -> 0.41"),
    (None, 0.5, "n/a -> 0.50"),           # a score not recorded
    (0.5, None, "0.50 -> n/a"),
    (None, None, "n/a -> n/a"),
])
def test_a_change_shows_in_its_digits(before: float | None, after: float | None,
                                      shown: str) -> None:
    assert score_change(before, after) == shown


def test_the_missing_mark_and_the_arrow_are_the_callers() -> None:
    assert score_change(0.536, 0.543, "-", "->") == "0.536->0.543"
    assert score_change(None, 0.5, "-", "->") == "-->0.50"


def test_status_shows_the_kept_edits_small_gain(isolated_home: Path) -> None:
    status = collect_status(Context.create())
    status["last_night"] = {
        "started": "2026-12-05T03:00:00", "status": "ok", "tokens": 1200, "cost_usd": 0.0,
        "documents": [{"path": "/p/SKILL.md", "status": "ok", "edits_accepted": 1,
                       "edits_rejected": 0, "val_before": 0.536, "val_after": 0.543,
                       "test_before": 0.5, "test_after": 0.5, "condensed": False}],
    }
    text = render_status(status)
    assert "1 edit kept, 0 rejected by the gate; val 0.536 -> 0.543, test 0.50 -> 0.50" in text
