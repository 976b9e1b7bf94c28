"""A use and the term the reader set it against are one line, however the sentence orders them:
"never use `any`, use `unknown`" is "Use `unknown`, not `any`.", as "use `unknown`, not `any`"
is; so are a deprecation and its replacement ("`request` is deprecated here, switch to
`undici`"). Two rules said side by side, neither set against the other, stay two lines, and so
do a ban and a use kept to new work ("use `date-fns` for anything new").
"""

from __future__ import annotations

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import HERE


def lines(words: str) -> set[str]:
    judges = [j for j in derive([Quote(words, HERE)]) if j.durable]
    return {instruction(j, judges) or "" for j in judges}


@pytest.mark.parametrize(("words", "line"), (
    ("never use `any`, use `unknown` and narrow it", "Use `unknown`, not `any`."),
    ("we never use `moment` anymore, always use `dayjs`", "Use `dayjs`, not `moment`."),
    ("`request` is deprecated here, switch to `undici`", "Use `undici`, not `request`."),
    ("we're migrating off `moment`, use `date-fns` from now on",
     "Use `date-fns`, not `moment`."),
))
def test_a_use_and_what_it_was_set_against_are_one_line(words: str, line: str) -> None:
    assert lines(words) == {line}, words


def test_a_use_kept_to_new_work_is_a_line_of_its_own() -> None:
    # "for anything new" is where the use holds, as "in new code" is; the ban holds in all work
    assert lines("we're migrating off `moment`, use `date-fns` for anything new") == {
        "Do not use `moment`.", "Use `date-fns` for anything new."}


def test_two_rules_side_by_side_stay_two_lines() -> None:
    assert lines("always run `make lint`, never run `git push --force`") == {
        "Run `make lint`.", "Do not run `git push --force`."}
