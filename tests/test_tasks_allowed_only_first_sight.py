"""Code let in only under a condition, at first sight.

A first-sight batch, written from how developers hold back an escape hatch: "only use `unsafe` if
profiling proves it matters", "use `any` only when you must", "`@ts-ignore` only as a last
resort". What is named is allowed under a condition, so it is a way to hold back from, and no
way every piece of work is to take: nothing is checked (a check that the diff adds it would be
the opposite of the rule). "Only" that says which one to use ("only use `pnpm`", "only use
`pytest` for tests") and a wish with its occasion but no "only" ("always use
`context.WithTimeout` when calling external services") still are rules.

It was measured before the reader was changed for it: of the 10 allowances, 7 gave a check that
the diff adds what they hold back; after, none. The 5 wishes that stay rules were read the same
before and after.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected
from helpers.judged import ADDS, RUNS, Judged, check_read, judged

ALLOWANCES: tuple[tuple[str, str], ...] = (
    ("any only when you must", "use `any` only when you must"),
    ("unsafe if profiling says", "only use `unsafe` if profiling proves it matters"),
    ("ts-ignore last resort", "only use `@ts-ignore` as a last resort"),
    ("cast only where", "use `cast` only where the types can't be fixed"),
    ("eslint-disable no other way", "only add `// eslint-disable` when there is no other way"),
    ("unwrap only in tests when", "only call `.unwrap()` when the value was just checked"),
    ("reflection in rare cases", "only reach for `reflect` in rare cases, it's slow"),
    ("raw sql unless", "only use `text()` raw SQL if the ORM can't express the query"),
    ("type ignore exception", "only use `# type: ignore` as an exception, with a comment why"),
    ("force unwrap whenever", "in Swift, only use `!` whenever a crash is the right outcome"),
)

STILL_RULES: tuple[tuple[str, str, Judged], ...] = (
    ("only pnpm", "only use `pnpm`", {(RUNS, "pnpm", True)}),
    ("only pytest for tests", "only use `pytest` for tests", {(RUNS, "pytest", True)}),
    ("timeout when calling", "always use `context.WithTimeout` when calling external services",
     {(ADDS, "context.WithTimeout", True)}),
    ("errgroup when fanning out", "use `errgroup` when you need to fan out",
     {(ADDS, "errgroup", False)}),
    ("structlog everywhere", "we only use `structlog` for logging, everywhere",
     {(ADDS, "structlog", True)}),
)

KNOWN_MISSES: frozenset[str] = frozenset()


@pytest.mark.parametrize(("name", "words"), ALLOWANCES, ids=[n for n, _ in ALLOWANCES])
def test_code_allowed_only_under_a_condition_is_no_rule_to_add_it(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


test_only_that_picks_the_one_to_use_stays_a_rule = reads_as_expected(STILL_RULES, KNOWN_MISSES)
