""""Next time" opening an ask is the work to come: a slip corrected for good.

"next time run `make lint` before you commit", "next time, don't add `// eslint-disable`
comments", "ok, but next time use `pnpm`": said after the agent got it wrong, the ask holds for
the work that follows, as "from now on" does. "Next time" that says when something is seen or
done ("so we can see it next time", "next time you touch pool.go add a test") opens no ask and
makes no habit. Before, "next" was read as an opener ("first, next, finally") and left "time
run ..." behind, so the ask was the task's own or nothing.
"""

from __future__ import annotations

import pytest

from helpers.judged import AVOIDS, RUNS, Judged, judged

RULES: tuple[tuple[str, Judged], ...] = (
    ("next time run `make lint` before you commit", {(RUNS, "make lint", True)}),
    ("Next time, run `cargo clippy` before you say it's done",
     {(RUNS, "cargo clippy", True)}),
    ("next time please run `go vet ./...` first", {(RUNS, "go vet ./...", True)}),
    ("next time, don't add `// eslint-disable` comments",
     {(AVOIDS, "// eslint-disable", True)}),
    ("fine. next time just use `rg` instead of grep",
     {(RUNS, "rg", True), ("does_not_run", "grep", True)}),
    ("thanks, but next time never use `git push --force` on main",
     {("does_not_run", "git push --force", True)}),
)


@pytest.mark.parametrize(("words", "expected"), RULES, ids=[w for w, _ in RULES])
def test_next_time_opening_an_ask_makes_it_a_rule(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# "next time" saying when, or with nothing checkable: no rule.
NOT_RULES = (
    "add a log line so we can see it next time",
    "next time you touch pool.go add a test",
    "give me the answer as a table next time",
    "do that with care next time",
    "we'll fix the flaky test next time",
    "next time the deploy fails, page me",
    "maybe next time",
    "next time, ask first",
)


@pytest.mark.parametrize("words", NOT_RULES)
def test_next_time_saying_when_gives_no_rule(words: str) -> None:
    assert not any(durable for _, _, durable in judged(words))
