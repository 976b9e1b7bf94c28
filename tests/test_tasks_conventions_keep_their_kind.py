"""A convention said in the present keeps its kind in the line written down.

"errors are wrapped with `fmt.Errorf`", "tests use `require`", "all HTTP calls go through
`httpClient`": how the project does one kind of thing. Written as "Use `fmt.Errorf`." the line
would ask for the tool in every change; the kind it is for goes with it ("for errors", "in
tests"), as it does when the convention is said with "should"; so does the work the tool does
("we handle errors with `anyhow`": to handle errors), and a part the rule leaves out
closes the line ("for variables, except loop counters"). A sentence that opens with a
word that is no kind ("always", "please", "also") names no kind.
"""

from __future__ import annotations

import pytest

from helpers.judged import durable_lines

LINES: tuple[tuple[str, str], ...] = (
    ("errors are wrapped with `fmt.Errorf`", "Use `fmt.Errorf` for errors."),
    ("Dates are formatted with `date-fns`.", "Use `date-fns` for dates."),
    ("money is always formatted by `formatMoney`", "Use `formatMoney` for money."),
    ("ids are generated with `ulid`", "Use `ulid` for ids."),
    ("our handlers are wrapped in `withAuth`", "Use `withAuth` for our handlers."),
    ("tests use `require`", "Use `require` in tests."),
    ("Controllers always go through `authorize!`", "Use `authorize!` in controllers."),
    ("all HTTP calls go through `httpClient`", "Use `httpClient` in all HTTP calls."),
    ("Errors should be wrapped with `%w`", "Use `%w` for errors."),
    # The work the tool does, said as the team's or a kind's.
    ("we handle errors with `anyhow`", "Use `anyhow` to handle errors."),
    ("we always wrap errors with `fmt.Errorf`", "Use `fmt.Errorf` to wrap errors."),
    ("tests mock time with `freezegun`", "Use `freezegun` to mock time in tests."),
    ("Tests stub the network with `msw`", "Use `msw` to stub the network in tests."),
    ("we prefix interfaces with `I`", "Name interfaces with an `I` prefix."),
    # What the rule leaves out closes the line.
    ("variables are declared with `let`, except loop counters",
     "Use `let` for variables, except loop counters."),
    # No kind: a word that opens the sentence is no subject.
    ("always use `require`", "Use `require`."),
    ("please use `slog`, always", "Use `slog`."),
)


@pytest.mark.parametrize(("words", "line"), LINES, ids=[w for w, _ in LINES])
def test_the_line_says_the_kind_the_convention_is_for(words: str, line: str) -> None:
    assert [written for _, _, written in durable_lines(words)] == [line]


# A name a kind of code does not take, with the project said last: all of its code.
AFFIXES: tuple[tuple[str, str], ...] = (
    ("getters don't carry a `Get` prefix in this codebase",
     "Do not name getters with a `Get` prefix."),
    ("interfaces don't get an `I` prefix in this repo.",
     "Do not name interfaces with an `I` prefix."),
    ("Handlers are never prefixed with `handle`, in our code",
     "Do not name handlers with a `handle` prefix."),
)


@pytest.mark.parametrize(("words", "line"), AFFIXES, ids=[w for w, _ in AFFIXES])
def test_a_name_a_kind_does_not_take_holds_in_the_project_said_last(words: str,
                                                                     line: str) -> None:
    assert [written for _, _, written in durable_lines(words)] == [line]


def test_a_name_a_kind_does_not_take_in_one_file_is_no_rule_of_the_project() -> None:
    assert durable_lines("getters don't carry a `Get` prefix in this file") == []
