"""One exchange of a session, written for a table of requests: what the person asked last and
what the agent replied, and whether the shipped model makes the next request a new task.

A table module keeps its rows and its known misses and takes its tests from here, once for all
tables: `decision_tests` (each row decided as its table says, and the table whole) and
`decided_because` (the reasons the model gives for a set of rows)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from skillsleep.tasks.followups import Previous, decide, features
from skillsleep.tasks.kinds import kind_of

T0 = datetime(2026, 11, 3, 10, 0, tzinfo=UTC)


@dataclass(frozen=True)
class Before:
    """What the agent was asked last and what it replied; `interrupted` when the person stopped
    the agent after it ("[Request interrupted by user]"), `gap` the time since, when the next
    request comes long after it (a session taken up again the next day)."""

    request: str
    reply: str
    interrupted: bool = False
    gap: timedelta = timedelta(minutes=2)

    def previous(self) -> Previous:
        return Previous(kind_of(self.request), self.reply, T0 - self.gap + timedelta(minutes=2),
                        interrupted=self.interrupted, request=self.request)


def decided_new(before: Before, words: str) -> bool:
    """The shipped model's decision on `words` said two minutes after `before`."""
    return decide(words, before.previous(), T0 + timedelta(minutes=2)).new


def why_decided(before: Before, words: str) -> tuple[str, ...]:
    """The reasons the shipped model gives for its decision on `words` after `before`."""
    return decide(words, before.previous(), T0 + timedelta(minutes=2)).why


def cue(words: str, name: str, before: Before) -> float:
    """One named feature of `words` said after `before`."""
    return features(words, before.previous())[name]


# A table's row: the form of the request, the exchange it follows, its words.
Row = tuple[str, Before, str]
KEY_CHARS = 48


def key(words: str) -> str:
    """A row as a known miss names it: the opening of its words."""
    return words[:KEY_CHARS]


def cases(follow_ups: list[Row], new_tasks: list[Row]) -> list[tuple[str, Before, str, bool]]:
    """The rows of a table, each with whether it is a new task."""
    return ([(f, b, t, False) for f, b, t in follow_ups]
            + [(f, b, t, True) for f, b, t in new_tasks])


def case_ids(rows: list[tuple[str, Before, str, bool]]) -> list[str]:
    return [f"{'new' if n else 'followup'}-{f}-{t[:40]}" for f, _, t, n in rows]


def check_decision(before: Before, words: str, new: bool, known_misses: frozenset[str]) -> None:
    """Right, or wrong and listed as a known miss: a miss fixed must leave the list."""
    decided = decided_new(before, words)
    if key(words) in known_misses:
        assert decided != new, f"{words!r} is decided right now: take it out of the known misses"
    else:
        assert decided == new


def check_known_misses(rows: list[Row], known_misses: frozenset[str]) -> None:
    """Every row is told apart by its key, and every known miss is a row."""
    keys = [key(t) for _, _, t in rows]
    assert len(set(keys)) == len(keys)
    assert set(keys) >= known_misses


def decision_tests(follow_ups: list[Row], new_tasks: list[Row], known_misses: frozenset[str],
                   least: tuple[int, int]) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """The two tests of a table of requests said after an exchange, taken as `test_a_request_...,
    test_the_table_... = decision_tests(...)`: each row decided as its table says (see
    `check_decision`), and the table whole, with at least `least` (follow-ups, new tasks) rows
    (see `check_known_misses`)."""
    rows = cases(follow_ups, new_tasks)

    @pytest.mark.parametrize(("form", "before", "words", "new"), rows, ids=case_ids(rows))
    def decided(form: str, before: Before, words: str, new: bool) -> None:
        check_decision(before, words, new, known_misses)

    def whole() -> None:
        assert len(follow_ups) >= least[0] and len(new_tasks) >= least[1]
        check_known_misses(follow_ups + new_tasks, known_misses)

    return decided, whole


def decided_because(why: tuple[str, ...],
                    rows: Sequence[tuple[str, Before]]) -> Callable[..., Any]:
    """A test that the shipped model gives `why` as its reasons for each row's words (`rows`:
    (words, the exchange they follow))."""

    @pytest.mark.parametrize(("words", "before"), rows)
    def because(words: str, before: Before) -> None:
        assert why_decided(before, words) == why

    return because
