"""The project a team's rule holds in, named in any of its words, at first sight.

A team says where its rule holds in many words: "in this repo", "in our codebase", "on this
team", "around here", "in this monorepo", "across the org", "throughout the codebase". The
reader lists those words once (`directives._THE_PROJECT`) for every shape that reads a rule's
reach: a place opening the rule ("in the monorepo we always use `pnpm`"), a ban with its reach
after it ("no `Any` in this monorepo"), a ban said again as the team's way ("no testify pls.
we don't use it across the company"), a name asked about and answered with a reach
("`jQuery`? Not in this monorepo."), a name taken out for the team's way ("please drop
`lodash`, in this monorepo we use the standard library"). A file, another repository or one
service is no project ("no `Any` in this file", "we don't use it in the legacy service").

It was measured before the words were listed once, when each shape had its own list: 5 of the
15 rules were read with the project's reach (the others as the task's, or not at all), and the
3 near shapes were right; after, 14 of 15 and 3 of 3; then 15 of 15, once a dotted name in code
(`console.log`) banned "in the project" was no longer taken for a file told missing.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

from helpers.first_sight import reads_as_expected
from helpers.judged import AVOIDS, RUNS, Judged

CASES: tuple[tuple[str, str, Judged], ...] = (
    ("ban, monorepo", "no `Any` in this monorepo", {(AVOIDS, "Any", True)}),
    ("ban, the codebase", "no `Any` in the codebase", {(AVOIDS, "Any", True)}),
    ("don't use, crate", "don't use `moment` in this crate", {(AVOIDS, "moment", True)}),
    ("we don't use, org", "we don't use `mocha` across the org", {(AVOIDS, "mocha", True)}),
    ("said again, monorepo", "no testify pls. we don't use it in this monorepo",
     {(AVOIDS, "testify", True)}),
    ("said again, company", "no testify pls. we don't use it across the company",
     {(AVOIDS, "testify", True)}),
    ("asked alone, monorepo", "`jQuery`? Not in this monorepo.", {(AVOIDS, "jQuery", True)}),
    ("asked alone, shop", "`unsafe`? Never in this shop.", {(AVOIDS, "unsafe", True)}),
    ("taken out, monorepo", "please drop `lodash`, in this monorepo we use the standard library",
     {(AVOIDS, "lodash", True)}),
    ("taken out, throughout", "remove `mockito`. we use fakes throughout the codebase",
     {(AVOIDS, "mockito", True)}),
    ("opening, throughout", "throughout the codebase, we never use `eval`",
     {(AVOIDS, "eval", True)}),
    ("opening, the monorepo", "in the monorepo we always use `pnpm`", {(RUNS, "pnpm", True)}),
    ("ban, our code", "no `print` in our code", {(AVOIDS, "print", True)}),
    ("don't use, the team", "don't use `var` in the team", {(AVOIDS, "var", True)}),
    ("ban, the project", "no `console.log` in the project", {(AVOIDS, "console.log", True)}),
    # near shapes: a file, another repository, one service
    ("ban, this file", "no `Any` in this file", set()),
    ("the other repo", "we don't use it in the other repo", set()),
    ("said again, one service", "no testify pls. we don't use it in the legacy service",
     {(AVOIDS, "testify", False)}),
)

KNOWN_MISSES: frozenset[str] = frozenset()


test_the_project_is_read_in_any_of_its_words = reads_as_expected(CASES, KNOWN_MISSES)
