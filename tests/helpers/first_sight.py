"""The tests a first-sight batch of the rule reader runs over its tables, written once.

A batch module keeps its own tables and its `KNOWN_MISSES`, and takes each test with
`test_an_exchange_makes_a_rule = reads_as_expected(EXCHANGES, KNOWN_MISSES)`: pytest collects it
by the name it is given there, one case a row, each under its row's name.

A row holds the case's name, the agent's message the words answer when the table has one, the
words, and what they must give: (name, words, judged) for words said alone, (name, reply, words,
judged) for an answer; a table of words that must give nothing holds (name, words) or (name,
reply, words). A case named in the known misses is checked to stay read otherwise (see
`check_read`), so a change that mends it must take it out of the list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from helpers.judged import Judged, check_read, check_within, durable_lines, judged

# (name, reply, words, judged): a row as the tests read it.
Exchange = tuple[str, str, str, Judged]
Test = Callable[..., Any]

_ARGS = ("name", "reply", "words", "expected")


def _exchanges(rows: Sequence[tuple[Any, ...]], width: int) -> list[tuple[Any, ...]]:
    """The rows with the agent's message in second place, empty where the table holds none
    (`width`: the length of a row that holds one)."""
    return [row if len(row) == width else (row[0], "", *row[1:]) for row in rows]


def _parametrized(rows: Sequence[tuple[Any, ...]], width: int = 4) -> Callable[[Test], Test]:
    cases = _exchanges(rows, width)
    return pytest.mark.parametrize(_ARGS[:width], cases, ids=[c[0] for c in cases])


def reads_as_expected(rows: Sequence[tuple[Any, ...]], known_misses: frozenset[str]) -> Test:
    """Each row's words give what it expects, or, named as a known miss, something else."""

    @_parametrized(rows)
    def read(name: str, reply: str, words: str, expected: Judged) -> None:
        check_read(name, judged(words, reply), expected, known_misses)

    return read


def gives_no_more_than(rows: Sequence[tuple[Any, ...]], known_misses: frozenset[str]) -> Test:
    """Each row's words give nothing beyond what it allows (a one-off of its own task), or,
    named as a known miss, more."""

    @_parametrized(rows)
    def within(name: str, reply: str, words: str, expected: Judged) -> None:
        check_within(name, judged(words, reply), expected, known_misses)

    return within


def gives_nothing(rows: Sequence[tuple[Any, ...]], known_misses: frozenset[str]) -> Test:
    """Each row's words give nothing at all, or, named as a known miss, something."""

    @_parametrized(rows, 3)
    def nothing(name: str, reply: str, words: str) -> None:
        check_read(name, judged(words, reply), set(), known_misses)

    return nothing


def gives_nothing_durable(rows: Sequence[tuple[Any, ...]],
                          known_misses: frozenset[str]) -> Test:
    """Each row's words give nothing that stands beyond its task (a yes or a no for this once
    may take the task's check), or, named as a known miss, something that does."""

    @_parametrized(rows, 3)
    def nothing_durable(name: str, reply: str, words: str) -> None:
        check_read(name, {j for j in judged(words, reply) if j[2]}, set(), known_misses)

    return nothing_durable


def reads_exactly(rows: Sequence[tuple[Any, ...]]) -> Test:
    """Each row's words give what it expects, with no known misses: the shapes a change was made
    for and the near shapes that must stay as they were."""

    @_parametrized(rows)
    def exactly(name: str, reply: str, words: str, expected: Judged) -> None:
        assert judged(words, reply) == expected

    return exactly


def writes_lines(lines: Sequence[tuple[str, list[str]]], rows: Sequence[tuple[Any, ...]]) -> Test:
    """The lines the night writes of a row's words, named by the row (`lines`: (name, lines)),
    in any order."""
    said = {c[0]: (c[1], c[2]) for c in _exchanges(rows, 4)}

    @pytest.mark.parametrize(("name", "lines"), lines, ids=[n for n, _ in lines])
    def written(name: str, lines: list[str]) -> None:
        reply, words = said[name]
        assert sorted(line for _, _, line in durable_lines(words, reply)) == sorted(lines)

    return written


def lines_name_their_terms(rows: Sequence[tuple[Any, ...]], known_misses: frozenset[str]) -> Test:
    """Each rule a row's words give (not a known miss) is written as a line, one for each
    durable (kind, term) it expects, that names its term."""

    @_parametrized(rows)
    def named(name: str, reply: str, words: str, expected: Judged) -> None:
        if name in known_misses:
            return
        written = durable_lines(words, reply)
        assert {(kind, term) for kind, term, _ in written} == {(k, t) for k, t, d in expected
                                                               if d}
        assert all(term in line for _, term, line in written)

    return named
