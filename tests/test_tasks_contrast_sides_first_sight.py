"""A way preferred over code, said with the preferred side in plain words, at first sight.

A first-sight batch, written from how developers state a preference between two ways when only
the way turned away is code: "we prefer a fake clock over `time.Sleep`", "use a context manager
instead of calling `close()` by hand", "early returns over nested `else` blocks". The code after
the contrast word is the side turned away, so it is never what a diff must add; the side asked
for is no term a diff can show, so nothing is checked. When both sides are terms the contrast is
read as before ("prefer `pathlib` over `os.path`").

It was measured before the reader was changed for it: of the 12 preferences with a plain-words
side, 8 gave the turned-away code as what the diff must add (a rule the person said the opposite
of); after, 12/12 give nothing. The 4 contrasts of two terms read the same before and after; two
of them differ in reach from what was written at first sight, and the reader's reach stands: a
contrast of two tools is the project's way ("use `vitest` rather than `jest`"), a bare "prefer"
the task's.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected
from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, Judged, check_read, judged

# The preferred side in plain words, the turned-away side code: nothing to check.
PLAIN_SIDE: tuple[tuple[str, str], ...] = (
    ("fake clock over sleep", "we prefer a fake clock over `time.Sleep` in tests"),
    ("table tests over t.Run soup", "I prefer table-driven tests over `t.Run` soup"),
    ("composition over extends", "prefer composition over `extends`"),
    ("fake clock rather than sleep", "use a fake clock rather than `time.Sleep`"),
    ("pure functions than effects", "we'd rather have small pure functions than `useEffect` "
     "chains"),
    ("early returns over else", "always prefer early returns over nested `else` blocks"),
    ("injection rather than patch", "stick with dependency injection rather than `@patch` "
     "everywhere"),
    ("context manager instead of close", "use a context manager instead of calling `close()` "
     "by hand"),
    ("structured logging over println", "prefer structured logging over `fmt.Println` "
     "debugging"),
    ("state machine rather than ifs", "write it as a small state machine rather than a pile of "
     "`if` statements"),
    ("env vars instead of hard-coding", "use environment variables instead of hard-coding "
     "`API_KEY`"),
    ("long reason then preference", "The retry test is flaky on the CI runners because it waits "
     "on the wall clock. We prefer injecting a clock over `time.Sleep` in tests, so rewrite it "
     "that way."),
)

# Both sides terms: the contrast as it was read before.
BOTH_TERMS: tuple[tuple[str, str, Judged], ...] = (
    ("pathlib over os.path", "prefer `pathlib` over `os.path` in new code",
     {(ADDS, "pathlib", True), (AVOIDS, "os.path", True)}),
    ("vitest rather than jest", "use `vitest` rather than `jest`",
     {(RUNS, "vitest", True), (NOT_RUN, "jest", True)}),
    ("dayjs over moment", "we prefer `dayjs` over moment",
     {(ADDS, "dayjs", True), (AVOIDS, "moment", True)}),
    ("errors.As to type assertions", "prefer `errors.As` to type assertions",
     {(ADDS, "errors.As", False)}),
)

KNOWN_MISSES: frozenset[str] = frozenset()


@pytest.mark.parametrize(("name", "words"), PLAIN_SIDE, ids=[n for n, _ in PLAIN_SIDE])
def test_code_turned_away_is_never_what_the_diff_must_add(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


test_a_contrast_of_two_terms_is_read_as_before = reads_as_expected(BOTH_TERMS, KNOWN_MISSES)
