"""A place said ahead of a rule stays its place behind a habit's opener: "from now on, in
`billing.go` use `Decimal`" is said of one file, as "in `billing.go`, always use `Decimal`" is,
and judges its own task; read without the file it wrote "Use `Decimal`." for every change. A kind
of code ahead ("from now on, in tests use `require`") is a reach the line keeps.
"""

from __future__ import annotations

import pytest

from helpers.judged import ADDS, AVOIDS, Judged, judged

READ: tuple[tuple[str, Judged], ...] = (
    ("from now on, in `billing.go` use `Decimal`", {(ADDS, "Decimal", False)}),
    ("going forward, in `parse_config`, never call `eval`", {(AVOIDS, "eval", False)}),
    ("From here on, inside `handleLogin`, always use `subtle.ConstantTimeCompare`",
     {(ADDS, "subtle.ConstantTimeCompare", False)}),
    ("in the future, in `settings.py`, use `env.str`", {(ADDS, "env.str", False)}),
    ("from now on, in tests use `require`", {(ADDS, "require", True)}),
)


@pytest.mark.parametrize(("words", "expected"), READ, ids=[w for w, _ in READ])
def test_a_place_ahead_keeps_the_rule_there_behind_a_habit_opener(words: str,
                                                                   expected: Judged) -> None:
    assert judged(words) == expected
