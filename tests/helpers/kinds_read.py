"""What the kind reader makes of a request, for the tables of requests and the kind each asks for.

A table module keeps its rows, (kind, request) with None for a request of no kind, and its
`KNOWN_MISSES` (requests still read otherwise), and takes each test with
`test_a_request_gets_the_kind_it_asks_for = kinds_as_asked(REQUESTS, KNOWN_MISSES)`: pytest
collects it by the name it is given there, one case a row, each under `row_id` of its request.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from skillsleep.tasks.kinds import kind_of

Row = tuple[str | None, str]
Test = Callable[..., Any]


def kind_read(text: str) -> str | None:
    """The id of the kind of work the reader gives the request, or None."""
    found = kind_of(text)
    return found.id if found else None


def row_id(text: str) -> str:
    """A row as a test id names it: the opening of the request's last line."""
    return (text.strip().splitlines() or [""])[-1][:60]


def kinds_as_asked(rows: Sequence[Row], known_misses: frozenset[str] = frozenset(),
                   ids: Callable[[str], str] = row_id) -> Test:
    """Each request not in the known misses gets the kind its row asks for."""
    kept = [row for row in rows if row[1] not in known_misses]

    @pytest.mark.parametrize(("kind", "text"), kept, ids=[ids(t) for _, t in kept])
    def as_asked(kind: str | None, text: str) -> None:
        assert kind_read(text) == kind, text

    return as_asked


def known_misses_stay_wrong(rows: Sequence[Row], known_misses: frozenset[str],
                            ids: Callable[[str], str] = row_id) -> Test:
    """Each known miss is a row, and still gets another kind than its row asks for: a change
    that reads it right takes it out of the list."""
    asked = {text: kind for kind, text in rows}

    @pytest.mark.parametrize("text", sorted(known_misses), ids=ids)
    def stays_wrong(text: str) -> None:
        assert kind_read(text) != asked[text], \
            f"{text!r} is read now: take it out of the known misses"

    return stays_wrong


def kinds_not_given(rows: Sequence[tuple[str, str]]) -> Test:
    """Each request gets any kind but the one its row names (a kind's word alone)."""

    @pytest.mark.parametrize(("kind", "text"), rows, ids=[row_id(t) for _, t in rows])
    def not_given(kind: str, text: str) -> None:
        assert kind_read(text) != kind, text

    return not_given
