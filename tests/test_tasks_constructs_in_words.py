"""A construct named by what it is, in backticks or quotes, is no code to look for.

"use `f-strings`", "no `for-loops` in the hot path", "prefer `list-comprehensions`": people quote
the name of a construct as they would a name of code, but no added line spells "f-strings", so
a check for the words would fail every change that follows the rule (or pass every change that
breaks a ban of them). The name is read as prose: the rule's other, real code terms are still
read ("prefer `f-strings` over `.format()`" bans `.format()`). Names that code does use, with
the same shape, stay code: a package or lint rule ("`sort-imports`", "`no-loop-func`"), a CSS
class ("`btn-block`").
"""

from __future__ import annotations

import pytest

from helpers.judged import ADDS, AVOIDS, Judged, judged

# Each must give no check of the construct's name (what else it gives is listed).
NAMED: tuple[tuple[str, Judged], ...] = (
    ("use `f-strings`", set()),
    ("always use `f-strings` for formatting, it's the house style", set()),
    ("prefer `f-strings` over `.format()`", {(AVOIDS, ".format()", True)}),
    ("Please write it with an `f-string`.", set()),
    ("no `for-loops` in the render path", set()),
    ("use `list-comprehensions` where they read well", set()),
    ("use 'early-returns' instead of nested ifs", set()),
    ("write `if-statements` with braces, even for one line", set()),
    ("in Kotlin prefer `when-expressions` to chains of ifs", set()),
    ("avoid `one-liners` that hide a side effect", set()),
    ("don't put `multi-assignments` on one line", set()),
    ("use `template-literals` for strings built from variables", set()),
)

# The same shape that is code: a package, a lint rule, a class name.
CODE: tuple[tuple[str, Judged], ...] = (
    ("use `btn-block` on the submit button", {(ADDS, "btn-block", False)}),
    ("add `no-loop-statements` to the lint config", {(ADDS, "no-loop-statements", False)}),
)


@pytest.mark.parametrize(("words", "expected"), NAMED, ids=[w for w, _ in NAMED])
def test_a_construct_named_in_words_is_no_term(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), CODE, ids=[w for w, _ in CODE])
def test_code_of_the_same_shape_stays_code(words: str, expected: Judged) -> None:
    assert judged(words) == expected
