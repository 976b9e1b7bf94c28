"""A ban of code "left in" the code names what the change must not hold when it is done, typed in
backticks or not: "never leave console.log in the code" bans `console.log` as "never leave
`console.log` in the code" does. Unquoted, only a token shaped like code is a term ("leave
comments in the code" bans no word), a flag is no code the change holds, and a dotted name left
in the repository may be a file, so only code, the codebase or the source makes it code.
"""

from __future__ import annotations

import pytest

from helpers.judged import AVOIDS, judged

BANNED = (
    ("never leave console.log in the code", "console.log", True),
    ("don't leave console.log in the code", "console.log", False),
    ("please never leave fmt.Println calls in the codebase", "fmt.Println", True),
    ("we never leave pdb.set_trace() in the code", "pdb.set_trace()", True),
    ("never leave breakpoint() calls in committed code", "breakpoint()", True),
    ("don't leave `dbg!` calls in production code, ever", "dbg!", True),
    ("never leave `binding.pry` in the source", "binding.pry", True),
    ("never leave var_dump statements in the code", "var_dump", True),
    ("never leave System.out.println in the code", "System.out.println", True),
    ("never leave `console.log` in the codebase", "console.log", True),
)


@pytest.mark.parametrize(("words", "term", "durable"), BANNED)
def test_code_left_in_is_banned_typed_either_way(words: str, term: str, durable: bool) -> None:
    assert (AVOIDS, term, durable) in judged(words), words


NOT_A_TERM = (
    "never leave comments in the code",
    "don't leave debug prints in the code",
    "never leave debugger statements in committed code",
    "please don't leave it in the code",
    "never leave --debug in the code",
    "never leave notes.txt in the repo",
    "don't leave things in a broken state",
)


@pytest.mark.parametrize("words", NOT_A_TERM)
def test_no_code_shaped_term_bans_no_word(words: str) -> None:
    assert not {t for k, t, _d in judged(words) if k == AVOIDS}, words
