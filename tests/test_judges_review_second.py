"""The second review's defects of the rule reader, each guarded by its shape in general wordings.

- A tool named as the team's standard is a tool it runs, or nothing; never a word every change
  must add ("our standard is `gofmt` plus `golangci-lint`", "... whatever `prettier` outputs").
- A shell trace (`set -x`, `set -v`, `set -o xtrace`) is a switch for one debugging session, no
  line a script keeps: "use `set -x` when you debug" makes no check of the diff.
- An agent's plan of two steps, joined by a verb of any work ("log", "skip", "handle",
  "refactor", "use"...) or by ";" and "then I'll", makes no rule of "yes, always": the answer may
  be of either step.
- One commit asked with an exception ("unless", "except when") is not made a rule that leaves it
  out; one commit and then a second commit asks for no single commit.
- Reading whether an agent's words hold several steps costs in proportion to their length.
Each case keeps its reading; each trap gives nothing of the defect's kind.
"""

from __future__ import annotations

import time

import pytest

from skillsleep.tasks.several_steps import holds_several_steps

from helpers.first_sight import gives_nothing_durable, reads_exactly
from helpers.judged import ADDS, RUNS, Judged, judged

ONE = "one_commit"

# --- 6. a tool named as the standard: runs it, or nothing; no word the diff must add.
TOOLS_AS_STANDARD: tuple[str, ...] = (
    "our standard is `gofmt` plus `golangci-lint`",
    "our standard is whatever `prettier` outputs",
    "the standard here is whatever `black` produces",
    "house style is `eslint` plus `prettier`",
    "we use whatever `black` outputs",
    "our team's standard is whatever `rustfmt` gives you",
    "the convention here is whatever `php-cs-fixer` spits out",
    "our standard is `ruff` plus `mypy` on every file",
)

# --- 7. a shell trace is a debugging switch, no line a script keeps.
TRACES: tuple[str, ...] = (
    "always run `set -x` when you debug a failing script",
    "use `set -x` to see what the script does",
    "use `set -v` while you debug the build script",
    "always use `set -o xtrace` when a deploy script hangs",
    "run `set -x` first when a bash script misbehaves",
)

# --- 8. a plan of two steps: "yes, always" takes the plan for this task; which step the "always"
# is of, it does not say, so nothing stands beyond the task.
PLANS: tuple[tuple[str, str, str], ...] = (
    ("wrap then log", "I'll wrap the handler in `recover()` and log the panic with "
     "`slog.Error`. Sound good?", "yes, always"),
    ("semicolon, then I'll use", "I'll run `cargo fmt`; then I'll use `cargo clippy --fix` on "
     "the crate. OK?", "yes, every time"),
    ("add and skip", "I'll add `t.Parallel()` to the tests and skip `TestSlow` on CI. OK?",
     "yes, always"),
    ("refactor and handle", "I'll refactor `parse()` into two functions and handle the `EOF` "
     "case. OK?", "yes, always do that"),
    ("disable then enable", "I'll disable `no-console` in `.eslintrc`, then enable `strict` in "
     "`tsconfig.json`. OK?", "yes, every time"),
    ("set and introduce", "I'll set `GOFLAGS=-mod=mod` and introduce a `lint` target in the "
     "`Makefile`. Good?", "yes, always"),
    ("semicolon, we'll", "we'll bump `requests` to 2.32; we'll also pin `urllib3`. OK?",
     "yes, every time"),
    ("report, fixed and logged", "I fixed it with `time.Parse` and logged the input with "
     "`log.Printf`.", "great, always do that"),
)

SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # --- 6. cases that keep their reading.
    ("standard, a tool for its work", "", "our team's standard is `black` for formatting",
     {(RUNS, "black", True)}),
    ("standard, a library for its use", "", "our standard is `zod` for validation",
     {(ADDS, "zod", True)}),
    ("rule here, a type for money", "", "the rule here is `Decimal` for money",
     {(ADDS, "Decimal", True)}),
    ("standard, a tool alone", "", "our standard is `gofmt`", {(RUNS, "gofmt", True)}),
    # --- 7. settings a script keeps keep their reading.
    ("strict mode in scripts", "", "always use `set -euo pipefail` in bash scripts",
     {(ADDS, "set -euo pipefail", True)}),
    ("errexit with trace", "", "always use `set -eux` in CI scripts",
     {(ADDS, "set -eux", True)}),
    ("trace banned from scripts", "", "never use `set -x` in the release scripts",
     {("diff_avoids", "set -x", True)}),
    # one step keeps its reading.
    ("one step, a command", "I'll run `cargo fmt` before I commit. OK?", "yes, every time",
     {(RUNS, "cargo fmt", True)}),
    # --- 9. one commit: the exception travels or no rule is made; a second commit asks for two.
    ("one commit, always", "", "always squash into one commit", {(ONE, "", True)}),
    ("one commit unless", "", "always squash into one commit unless it's a big refactor", set()),
    ("one commit except when", "", "always squash everything into one commit, except when the "
     "PR touches the schema", set()),
    ("one commit unless migration", "", "put it all in one commit unless there's a migration",
     set()),
    ("one commit then a second", "", "commit it as one commit and then split the docs into a "
     "second commit", set()),
    ("one commit then another", "", "squash the work into one commit, then put the changelog "
     "in another commit", set()),
    ("one commit plus a separate", "", "land the fix in one commit and the tests in a separate "
     "commit", set()),
)

test_each_shape_reads_exactly = reads_exactly(SHAPES)
test_a_plan_of_two_steps_makes_no_rule = gives_nothing_durable(PLANS, frozenset())


@pytest.mark.parametrize("words", TOOLS_AS_STANDARD)
def test_a_tool_named_as_the_standard_is_run_or_nothing(words: str) -> None:
    """No word the change must add; a run of the tool, or nothing."""
    assert {kind for kind, _, _ in judged(words)} <= {RUNS}


@pytest.mark.parametrize("words", TRACES)
def test_a_shell_trace_is_no_line_a_script_keeps(words: str) -> None:
    assert not {(k, t) for k, t, _ in judged(words) if k == ADDS}


def _read_time(text: str) -> float:
    start = time.perf_counter()
    holds_several_steps(text)
    return time.perf_counter() - start


@pytest.mark.parametrize("blank", [" ", ", ", " and ", "\n"])
def test_several_steps_are_read_in_linear_time(blank: str) -> None:
    """Long runs of blanks in an agent's reply (a pasted table, an indented log) cost in
    proportion to their length: 16 times longer takes no more than 3 times 16 as long (at 8 kB
    it took seconds when each blank started the search again)."""
    _read_time("run `a`" + blank * 50 + "x")  # compiled pattern warmed
    short = min(_read_time("run `a`" + " " * 500 + blank + "x `b`") for _ in range(3))
    long = _read_time("run `a`" + " " * 8_000 + blank + "x `b`")
    assert long < max(short, 1e-3) * 16 * 3
