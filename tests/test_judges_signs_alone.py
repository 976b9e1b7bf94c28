"""A ban of one sign alone: kept only where a line can show the use the rule is about.

A sign by itself is part of too many constructs for an added line to show the one a rule speaks
of: `_` is Go's blank identifier and the joint of every snake_case name, `.` every call, `-`
every flag, `@` every decorator. "never use `_` in package names" is about a name, which no
line's sign shows, so such a ban gives no check of lines (the words may still give another
check, such as a name's case). Three signs are operators by themselves and keep their ban: `;`,
`?` and `!`, whose ban is of the assertion that a value is not null (`config!.port`), never of
the negation (`!ok`) or a comparison (`!=`).
"""

from __future__ import annotations

import re

import pytest

from skillsleep.tasks.judges.work import term_pattern

from helpers.judged import AVOIDS, judged

NOTHING_OF_LINES = [
    "never use `_` in package names",
    "Go package names are lower case; never use `_` in them",
    "never use `.` in config keys",
    "no `-` in file names please, use underscores",
    "we never put `@` in usernames",
    "never use `/` in branch descriptions",
    "don't use `$` in variable names",
    "never use `#` in the ids",
    "never use `%` in the slugs",
    "avoid `~` in paths we write to the manifest",
    "never use `:` in tag names",
]


@pytest.mark.parametrize("words", NOTHING_OF_LINES)
def test_a_sign_alone_kept_out_of_names_bans_no_line(words: str) -> None:
    assert not {j for j in judged(words) if j[0] == AVOIDS}


@pytest.mark.parametrize(("words", "sign"), [
    ("never use `!`, check for null properly", "!"),
    ("never use `;` in TypeScript", ";"),
    ("never use `?` in main, handle each error there", "?"),
    ("never use `!!` in Kotlin", "!!"),
    ("we never use `?.`", "?."),
    ("never use `??` in this codebase", "??"),
    ("never `==` in JavaScript, always `===`", "=="),
])
def test_an_operator_keeps_its_ban(words: str, sign: str) -> None:
    assert (AVOIDS, sign, True) in judged(words)


@pytest.mark.parametrize(("line", "asserted"), [
    ("const port = this.config!.port;", True),
    ("return user!;", True),
    ("send(order!)", True),
    ("const id = items[0]!.id;", True),
    ("if (!ok) return;", False),
    ("if (a != b) {", False),
    ("if (a!==b) {", False),
    ('println!("done");', False),
    ("const e = !!value;", False),
])
def test_the_bang_alone_is_the_not_null_assertion(line: str, asserted: bool) -> None:
    assert (re.search(term_pattern("!"), line) is not None) is asserted
