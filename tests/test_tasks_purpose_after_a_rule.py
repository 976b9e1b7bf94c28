"""What a rule is for, said after it as what the person wants: ", we want the test to stop at the
first failure", ", I need the logs to be structured". The clause says why; what it names (the
test, the logs, the process) is no place the rule is kept to, so a rule said with a habit word
stays the project's rule. A place said in the rule itself still keeps it to that place, and
without a habit word an ask stays the task's.
"""

from __future__ import annotations

import pytest

from helpers.judged import ADDS, AVOIDS, RUNS, Judged, judged

READ: tuple[tuple[str, Judged], ...] = (
    ("always use `require`, we want the test to stop at the first failure",
     {(ADDS, "require", True)}),
    ("no - always use `require` instead of `assert`, we want the test to stop at the first "
     "failure", {(ADDS, "require", True), (AVOIDS, "assert", True)}),
    ("from now on log through `slog`, I need the logs to be structured",
     {(ADDS, "slog", True)}),
    ("never use `unwrap()` in library code, we'd like the crate to return errors instead",
     {(AVOIDS, "unwrap()", True)}),
    ("always run `cargo clippy` before you say it's done; we want the build to stay warning-free",
     {(RUNS, "cargo clippy", True)}),
    # A place said in the rule itself keeps it there; no habit word keeps it to this work.
    ("never call `os.Exit` in the handler, we need the process to drain", {
        (AVOIDS, "os.Exit", False)}),
    ("use `slog` for this, I need the logs to be structured", {(ADDS, "slog", False)}),
)


@pytest.mark.parametrize(("words", "expected"), READ, ids=[w for w, _ in READ])
def test_what_the_rule_is_for_keeps_it_to_no_place(words: str, expected: Judged) -> None:
    assert judged(words) == expected
