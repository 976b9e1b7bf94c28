"""A team's convention, its names' case, its copy and a name on its way out, read only when said
as the rule: the near shapes that describe, complain or tell a cause give no judge.

Guards five readers against wrong lessons:
- after a convention opener ("the rule here is", "our standard is", "house style:") only a noun
  phrase complement is the team's way (`X`, `X` for/in/over ...); a clause whose term is followed
  by its own verb ("`rm -rf` is never ok", "`main` is protected", "`eslint` errors block the
  merge") or that carries a negation, "but", "which", "though" tells something else;
- "our X are <case style>" is the rule only with nothing after it but a place; a cause, a time, a
  complaint after it ("after the bad merge", "and that's why ...", "in theory") describe the code;
- "our copy says `X`, not `Y`" is the rule only when the clause ends there;
- "`A` is legacy here; we're on `B`" is about tools: branches and versions make no judge;
- a convention opener followed by a long paste of backticked terms is read in linear time.
Each row's reading is exact: the cases keep their judges, the traps give none.
"""

from __future__ import annotations

import time

import pytest

from helpers.first_sight import reads_exactly
from helpers.judged import ADDS, AVOIDS, Judged
from helpers.judged import judged as read_all

CASE = "name_case"

SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # --- 1. convention opener: a noun-phrase complement is the way; a clause of its own is not.
    ("rule here, a term for", "the rule here is `Decimal` for money", {(ADDS, "Decimal", True)}),
    ("standard, a term for", "our standard is `zod` for validation", {(ADDS, "zod", True)}),
    ("convention, term over", "the convention here is `pathlib` over `os.path`",
     {(ADDS, "pathlib", True), (AVOIDS, "os.path", True)}),
    ("rule, term never ok", "the rule here is `rm -rf` is never ok", set()),
    ("rule, term is not allowed", "the rule in this repo is `unwrap()` is not allowed", set()),
    ("house rule, a code smell", "our house rule is `any` is a code smell", set()),
    ("house rule, term is banned", "our house rule is `eval` is banned",
     {(AVOIDS, "eval", True)}),
    ("rule, that term protected", "the rule here is that `main` is protected", set()),
    ("rule, term always green", "our rule is `main` is always green", set()),
    ("rule, term are reviewed", "the rule here is `migrations/` files are reviewed twice", set()),
    ("rule, term comments need", "the rule in this repo is `TODO` comments need a ticket", set()),
    ("rule, term needs", "our rule is `FIXME` needs an issue link", set()),
    ("standard, errors block", "the standard here is `eslint` errors block the merge", set()),
    ("standard, term runs", "the standard here is `prettier` runs on commit", set()),
    ("standard, term but nobody", "our team's standard is `ktlint` but nobody runs it", set()),
    ("standard, term though", "our standard is `mypy --strict`, though half the repo fails it",
     set()),
    ("naming convention, which I hate", "our naming convention is `IFoo` for interfaces, which "
     "I hate", set()),
    ("convention, term not", "the convention here is not `snake_case` for files", set()),
    ("convention, term must", "the convention here is `black` must pass before merge", set()),
    # --- 2. our X are STYLE: only with a place after it.
    ("our kind in a style", "our constants are SCREAMING_SNAKE_CASE",
     {(CASE, "SCREAMING_SNAKE_CASE", True)}),
    ("our kind in a style, a place", "our constants are SCREAMING_SNAKE_CASE in this repo",
     {(CASE, "SCREAMING_SNAKE_CASE", True)}),
    ("style after the bad merge", "our constants are camelCase after the bad merge", set()),
    ("style now after, oops", "our constants are camelCase now after my refactor, oops", set()),
    ("style and that's why", "our env vars are UPPER_CASE and that's why the lookup fails",
     set()),
    ("style thanks to", "our tables are PascalCase, thanks to whoever set up the DB", set()),
    ("style in theory", "our functions are snake_case in theory", set()),
    ("style because", "our columns are snake_case because the ORM wants it", set()),
    ("style since the migration", "our props are camelCase since the migration", set()),
    ("style, which is why", "our classes are PascalCase, which is why the linter complains",
     set()),
    ("style for now", "our methods are snake_case for now", set()),
    ("style, sadly", "our fields are kebab-case, sadly", set()),
    # --- 3. our copy says `X`, not `Y`: the clause must end there.
    ("our copy says, not", "our copy says `sign in`, not `log in`",
     {(ADDS, "sign in", True), (AVOIDS, "log in", True)}),
    ("copy says, a typo", "our copy says `Login`, not `Log in` and that's a typo, fix it", set()),
    ("copy says, but marketing", "our copy says `Sign up`, not `Register` but marketing wants "
     "to change it", set()),
    ("copy says, which is wrong", "our copy says `Email`, not `E-mail`, which is wrong", set()),
    ("copy says, because", "our copy says `Cancel`, not `Abort` because legal asked", set()),
    # --- 4. legacy here, then on: tools, not branches or versions.
    ("legacy here, then on", "`logrus` is legacy here; we're on `zerolog`",
     {(ADDS, "zerolog", True), (AVOIDS, "logrus", True)}),
    ("legacy branch, on main", "`master` is legacy here; we're on `main`",
     {(AVOIDS, "master", True)}),
    ("legacy version, on v2", "`v1` is legacy here; we're on `v2`", set()),
    ("legacy version dotted", "`3.8` is legacy here, we're on `3.12`", set()),
    ("legacy branch, on trunk", "`develop` is legacy here; we're on `trunk`",
     {(AVOIDS, "develop", True)}),
)

test_each_shape_reads_exactly = reads_exactly(SHAPES)


def _read_time(text: str) -> float:
    start = time.perf_counter()
    read_all(text)
    return time.perf_counter() - start


@pytest.mark.parametrize("opener", ["the convention here is ", "we use ", "our standard is "])
def test_a_paste_of_terms_after_a_rule_opener_is_read_in_linear_time(opener: str) -> None:
    """A paste of backticked terms after a rule's opening words is no rule; reading it costs in
    proportion to its length (at 4 kB it took seconds and 100 kB did not end when each term
    re-read the clause). A text 16 times longer takes no more than 3 times 16 as long."""
    _read_time(opener + "`w` x " * 1_000)  # compiled patterns warmed
    short = min(_read_time(opener + f"`{word}` b " * 1_000) for word in ("a", "c", "d"))
    long = _read_time(opener + "`a` b " * 16_000)
    assert long < short * 16 * 3
