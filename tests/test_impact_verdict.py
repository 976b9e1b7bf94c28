"""The test behind the verdicts: the one-sided Fisher exact test against a count of every way the
repeats could have fallen, and the verdict rule on the windows it is stated for."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

import pytest

from skillsleep.impact.exact import p_fewer_after, tasks_needed
from skillsleep.impact.verdict import (
    DID_NOT_HELP,
    HELPED,
    NOT_YET_KNOWN,
    Window,
    decide,
)


def _enumerated(k1: int, n1: int, k2: int, n2: int) -> Fraction:
    """Of every way to place the k1+k2 repeats among the n1+n2 tasks, the share that puts k2
    or fewer after the edit."""
    tasks = range(n1 + n2)
    ways = list(combinations(tasks, k1 + k2))
    fewer = sum(1 for w in ways if sum(1 for t in w if t >= n1) <= k2)
    return Fraction(fewer, len(ways))


@pytest.mark.parametrize(("k1", "n1", "k2", "n2"), [
    (4, 6, 0, 6), (3, 6, 0, 6), (2, 4, 0, 6), (5, 11, 0, 9), (6, 6, 6, 6), (1, 5, 1, 7),
    (0, 4, 0, 5), (3, 8, 2, 3), (7, 9, 1, 8)])
def test_the_p_value_is_the_share_of_arrangements_with_as_few_repeats_after(
        k1: int, n1: int, k2: int, n2: int) -> None:
    expected = float(_enumerated(k1, n1, k2, n2)) if k1 + k2 else 1.0
    assert p_fewer_after(k1, n1, k2, n2) == pytest.approx(expected, rel=1e-12)


def test_windows_that_cannot_be_are_refused() -> None:
    with pytest.raises(ValueError, match="5 repeats in 3 tasks"):
        p_fewer_after(5, 3, 0, 6)
    with pytest.raises(ValueError, match="after"):
        p_fewer_after(1, 3, -1, 6)


def test_stopping_after_a_repeated_preference_helped() -> None:
    v = decide(Window(6, 4), Window(6, 0))
    assert v.verdict == HELPED
    assert v.p_value == pytest.approx(15 / 495)
    assert "Fisher" in v.reason and "0.030" in v.reason


def test_saying_it_as_often_did_not_help_and_a_small_fall_is_not_yet_known() -> None:
    assert decide(Window(6, 4), Window(6, 6)).verdict == DID_NOT_HELP
    assert decide(Window(10, 5), Window(6, 2)).verdict == DID_NOT_HELP
    assert decide(Window(0, 0), Window(6, 2)).verdict == DID_NOT_HELP
    # Less often, but not yet beyond chance: more tasks would tell, and how many is said.
    fell = decide(Window(5, 2), Window(8, 1))
    assert fell.verdict == NOT_YET_KNOWN and fell.needed and fell.needed > 0
    assert f"about {fell.needed} more" in fell.reason


def test_too_few_tasks_after_is_not_yet_known_with_how_many_are_needed() -> None:
    v = decide(Window(6, 4), Window(2, 0))
    assert v.verdict == NOT_YET_KNOWN and v.needed == 3
    # Even when every one of them repeated it: two tasks are not enough to tell.
    assert decide(Window(6, 4), Window(2, 2)).verdict == NOT_YET_KNOWN
    # A repeat every time before and none since, over five tasks, is enough.
    assert decide(Window(6, 4), Window(5, 0)).verdict == HELPED
    assert tasks_needed(4, 6, 0, 2, 0.1, 5) == 3
    assert tasks_needed(0, 6, 0, 5, 0.1, 5) is None  # never said before: nothing can show it


def test_nothing_before_to_compare_with_is_never_helped() -> None:
    v = decide(Window(0, 0), Window(9, 0))
    assert v.verdict == NOT_YET_KNOWN and "nothing to compare with" in v.reason
