"""A place or a kind of work that opens an order with no comma after it: "for new stuff use
`tokio`", "in library code never use `unwrap()`". Typed fast, the comma is left out; the words are
mended with it put back, and read as the careful writer's. Words that open no place ("in case",
"for now") are left as typed, and so is a place followed by what someone does there ("in the old
repo we always deployed with ...", "in this file we don't use `lodash`"): it tells of that place,
or of one file, and gives no rule.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.slips import mend

from helpers.judged import ADDS, AVOIDS, Judged, judged

MENDED: tuple[tuple[str, str], ...] = (
    ("in library code never use `unwrap()`", "in library code, never use `unwrap()`"),
    ("in the api package always validate with `zod`",
     "in the api package, always validate with `zod`"),
    ("for new stuff use `tokio`", "for new stuff, use `tokio`"),
    ("fix the test. in the api package always use `zod`",
     "fix the test. in the api package, always use `zod`"),
    # Left as typed.
    ("in case we need it use `retry`", "in case we need it use `retry`"),
    ("for now use `print` for debugging", "for now use `print` for debugging"),
    ("in library code, we never use `unwrap()`", "in library code, we never use `unwrap()`"),
    ("we never use `panic` in our code", "we never use `panic` in our code"),
    ("in the old repo we always deployed with `fab deploy`",
     "in the old repo we always deployed with `fab deploy`"),
    ("in this file we don't use `lodash`", "in this file we don't use `lodash`"),
    ("in everything we publish it's `Kubernetes`", "in everything we publish it's `Kubernetes`"),
)


@pytest.mark.parametrize(("typed", "mended"), MENDED, ids=[t for t, _ in MENDED])
def test_the_comma_after_a_place_ahead_is_put_back(typed: str, mended: str) -> None:
    assert mend(typed) == mended


READ: tuple[tuple[str, Judged], ...] = (
    ("in Go code never use `panic`", {(AVOIDS, "panic", True)}),
    ("in library code never use `unwrap()`", {(AVOIDS, "unwrap()", True)}),
    ("For everything new use `Temporal`", {(ADDS, "Temporal", True)}),
    ("for new stuff use `tokio`", {(ADDS, "tokio", True)}),
    ("in this file never use `eval`", {(AVOIDS, "eval", False)}),
    ("in this file we don't use `lodash`", set()),
)


@pytest.mark.parametrize(("words", "expected"), READ, ids=[w for w, _ in READ])
def test_a_rule_with_its_place_ahead_is_read_as_with_the_comma(words: str,
                                                               expected: Judged) -> None:
    assert judged(words) == expected
