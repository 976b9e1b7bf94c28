"""A move from one library to another is written as one line: "we migrated from `moment` to
`dayjs`" is "Use `dayjs`, not `moment`.", for both its checks. What the move goes to is no
construct the ban is said of ("`json` tags to struct fields" is one): read so, the line said
"Do not use `moment` for `dayjs`", and the ban held only where the work adds `dayjs`.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import HERE, durable_lines

MOVES: tuple[tuple[str, str], ...] = (
    ("we migrated from `moment` to `dayjs`", "Use `dayjs`, not `moment`."),
    ("we switched from `request` to `got`", "Use `got`, not `request`."),
    ("We moved from `enzyme` to `@testing-library/react`.",
     "Use `@testing-library/react`, not `enzyme`."),
)


@pytest.mark.parametrize(("words", "line"), MOVES, ids=[w for w, _ in MOVES])
def test_a_move_is_one_line_for_both_checks(words: str, line: str) -> None:
    assert {written for _, _, written in durable_lines(words)} == {line}


def test_a_term_put_on_a_construct_still_names_it() -> None:
    (ban,) = derive([Quote("from now on never add `json` tags to internal structs", HERE)])
    assert ban.params()["about"] == "internal structs"
