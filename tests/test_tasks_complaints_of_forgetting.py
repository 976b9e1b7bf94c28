"""What the agent keeps forgetting to do is what it is to do every time: "you keep forgetting to
run `go vet`", "you always forget to run `cargo fmt` before handing it back", "you forgot to add
`t.Helper()` again". The complaint says the rule, with when it is due. Forgetting once, a
question, the person's own forgetting, or a thing no check can find give nothing.
"""

from __future__ import annotations

import pytest

from helpers.judged import ADDS, RUNS, Judged, durable_lines, judged

READ: tuple[tuple[str, Judged], ...] = (
    ("you keep forgetting to run `go vet`", {(RUNS, "go vet", True)}),
    ("you keep forgetting to run `make lint` before you commit", {(RUNS, "make lint", True)}),
    ("you always forget to run `cargo fmt` before handing it back", {(RUNS, "cargo fmt", True)}),
    ("ugh, you keep forgetting to use `errors.Is` for sentinel errors",
     {(ADDS, "errors.Is", True)}),
    ("you forgot to add `t.Helper()` again", {(ADDS, "t.Helper()", True)}),
    ("you constantly forget to call `defer rows.Close()`", {(ADDS, "defer rows.Close()", True)}),
    # Nothing: once, asked, the person's own, no code named.
    ("you forgot to run `go vet`", set()),
    ("did you forget to run `go vet` again?", set()),
    ("I keep forgetting to run `go vet` myself", set()),
    ("you keep forgetting to run the linter", set()),
    ("you forgot to run `go vet`. again, the tests pass though", set()),
)


@pytest.mark.parametrize(("words", "expected"), READ, ids=[w for w, _ in READ])
def test_what_the_agent_keeps_forgetting_is_a_rule(words: str, expected: Judged) -> None:
    assert judged(words) == expected


def test_the_line_says_when_it_is_due() -> None:
    assert [line for _, _, line in durable_lines(
        "you keep forgetting to run `make lint` before you commit")] == [
        "Run `make lint` before you commit."]
