"""Wrong lessons the rule reader could write into a person's instructions, at first sight.

A first-sight batch, written from how developers word things that look like rules and are not, or
are rules of another shape than their words suggest:
- the form of what a program or a tool prints, exports or returns ("I want the output in json so
  I can pipe it to jq", "the export should be csv, not xlsx"): no check of the agent's answer;
  asking for the answer in a form still is one;
- the one tool of its kind a project uses ("in this repo we only use pnpm"): which command the
  agent runs when it runs one of that kind, never a word every answer must say;
- a path or a module named with a slash ("log/slog", "`internal/db`", "src/generated"): one
  term, not two alternatives;
- Rust's and TypeScript's `?` inside code ("use `?` instead of unwrap"): no sentence's end;
- idioms and hedges that hold a negation and forbid nothing ("no worries", "I don't mind if you
  use X"), the state of the project told ("we don't have a linter yet"), and questions ("should
  we never use X?");
- a rule taken back ("never mind, ignore what I said about X", "forget the earlier rule about
  tabs"): no standing rule after it, and no correction of the unrelated work in progress it is
  said after.

It was measured before the reader was changed for it, 29/46 in all: forms of a program's output
10/12, one tool of its kind 2/7, paths 3/6, `?` in code 1/4, words that forbid nothing 11/11,
rules taken back 1/3, takings back that correct no work 1/3; after: 43/46 in all (12/12, 5/7,
6/6, 3/4, 11/11, 3/3, 3/3). The two answer forms asked with "let me see" and "make it", the rule
about a plain word taken back, the reminder, the session resumed, the operators and the words
scratched were added after. One tool of its kind read 7/7 once a tool named as code or said of
the project as the subject was read so (`test_tasks_tools_first_sight`).

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from skillsleep.sessiondata import Session, Turn
from skillsleep.tasks.judges import Attempt, Command, FileChange
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.mining import mine
from skillsleep.tasks.standing import preferences

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, FILES, HERE, RUNS, Judged, check_read, judged, stands
from helpers.mined import forgotten, of_turns  # noqa: F401  (forgets what mining remembers)

FORMAT = "format"

# The form of what a program or a tool prints, exports or returns: no check of the answer's form.
PROGRAM_OUTPUT: tuple[tuple[str, str, Judged], ...] = (
    ("output in json for jq", "I want the output in json so I can pipe it to jq", set()),
    ("cli prints yaml on a flag", "make the CLI print yaml when --format is given", set()),
    ("export csv not xlsx", "the export should be csv, not xlsx", set()),
    ("report script emits markdown", "the report script should emit a markdown table per team",
     set()),
    ("logger writes json lines", "change the logger so it writes JSON lines instead of plain "
     "text", set()),
    ("api responds xml, asked", "can the API respond in XML for the legacy clients?", set()),
    ("script prints numbered", "make `slow_queries.py` print a numbered list of the worst ten",
     set()),
    ("summary flag bullets", "the --summary flag should print bullet points, not a table", set()),
    ("webhook payload json", "the webhook payload needs to be json, the receiver can't parse "
     "form data", set()),
    ("tool output as json, for a pipe", "have the linter wrapper output json, our dashboard "
     "ingests it", set()),
    # the answer's form, asked: still one
    ("answer as bullets", "summarize what you changed as bullet points", {(FORMAT, "bullets",
                                                                            False)}),
    ("reply as json", "reply with the list of endpoints as JSON", {(FORMAT, "json", False)}),
    ("let me see as numbered", "let me see the failing tests as a numbered list",
     {(FORMAT, "numbered", False)}),
    ("make it numbered", "make it a numbered list", {(FORMAT, "numbered", False)}),
)

# The one tool of its kind a project uses, or a tool named for the work at hand.
ONE_TOOL: tuple[tuple[str, str, Judged], ...] = (
    ("we only use pnpm", "in this repo we only use pnpm", {(RUNS, "pnpm", True)}),
    ("we only use poetry", "we only use poetry for dependencies here", {(RUNS, "poetry", True)}),
    ("project only uses yarn", "this project only uses yarn", {(RUNS, "yarn", True)}),
    ("we only use vitest", "we only use vitest in this repo", {(RUNS, "vitest", True)}),
    ("always uv, quoted", "always use `uv` for installing packages", {(RUNS, "uv", True)}),
    ("only pnpm, asked", "do we only use pnpm here?", set()),
    ("we used to only use yarn", "we used to only use yarn, then moved to pnpm last year", set()),
)

# A path or a module with a slash: one term.
PATHS: tuple[tuple[str, str, Judged], ...] = (
    ("log/slog bare, from now on", "use log/slog for logging from now on",
     {(ADDS, "log/slog", True)}),
    ("internal/db quoted", "use `internal/db` for it", {(ADDS, "internal/db", False)}),
    ("src/generated no slash", "don't touch src/generated", {(FILES, "src/generated", False)}),
    ("third_party/proto never", "never edit anything under third_party/proto",
     {(FILES, "third_party/proto", True)}),
    ("encoding/json always", "always use encoding/json, no third-party json libs",
     {(ADDS, "encoding/json", True)}),
    ("net/http not a framework", "we use net/http for handlers, not gin",
     {(ADDS, "net/http", True), (AVOIDS, "gin", True)}),
)

# Rust's and TypeScript's `?` inside code.
QUESTION_MARK_IN_CODE: tuple[tuple[str, str, Judged], ...] = (
    ("? instead of unwrap", "in this crate always use `?` instead of `unwrap()`",
     {(ADDS, "?", True), (AVOIDS, "unwrap()", True)}),
    ("foo()? then map_err", "call `load()?` then `map_err` into our error type, never "
     "`expect()`", {(AVOIDS, "expect()", True)}),
    ("optional chaining", "use `user?.email` rather than the `&&` chain, always",
     {(ADDS, "user?.email", True)}),
    ("? then a rule", "propagate with `?`. never use `panic!` in library code",
     {(AVOIDS, "panic!", True)}),
)

# An operator turned away in one construct or for one use: no ban on every line that adds it; said
# bare, a ban (added after the batch was measured). A use the lines show ("to compare errors",
# `purposes.py`) is a ban judged only on the lines that do it
# (`test_judges_in_play_third_first_sight.py`).
OPERATORS: tuple[tuple[str, str, Judged], ...] = (
    ("or for defaults", "never use `||` for defaults", set()),
    ("equals to compare errors", "never use `==` to compare errors", {(AVOIDS, "==", True)}),
    ("nullish instead of or, for defaults", "use `??` instead of `||` for defaults",
     {(ADDS, "??", True)}),
    ("equals, bare", "never use `==`", {(AVOIDS, "==", True)}),
)


test_an_operator_turned_away_for_one_use_is_no_ban = reads_exactly(OPERATORS)


# Idioms and hedges that forbid nothing, the state of a project, questions.
NOTHING: tuple[tuple[str, str], ...] = (
    ("no worries, flaky", "no worries, the `e2e` suite is flaky anyway"),
    ("not a big deal if lint", "not a big deal if `eslint` complains about the old files"),
    ("don't mind if you use", "I don't mind if you use `lodash` for this"),
    ("no rush on it", "no rush, the `terraform` change can wait till Monday"),
    ("repo has no tests for", "the repo has no tests for `billing/refunds.py`"),
    ("no linter yet", "we don't have a linter yet"),
    ("never set up ci", "we never set up `pre-commit` here, so nothing runs on commit"),
    ("should we never use", "should we never use `unsafe` in this crate?"),
    ("is it ok to never", "is it ok to never call `close()` on these readers?"),
    ("don't care which", "I don't care whether you use `httpx` or `requests`"),
    ("not opposed", "I'm not opposed to using `zod` here if it's simpler"),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    "foo()? then map_err",  # the habit word of the next clause reaches the call asked once
})

READ = (*PROGRAM_OUTPUT, *ONE_TOOL, *PATHS, *QUESTION_MARK_IN_CODE)


test_each_is_read_as_written = reads_as_expected(READ, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOTHING, ids=[n for n, _ in NOTHING])
def test_words_that_forbid_nothing_give_nothing(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


RULE = "always use `require` for the assertions in our tests"

# A rule taken back in the next session: it no longer stands.
TAKEN_BACK: tuple[tuple[str, str], ...] = (
    ("ignore what I said", "never mind, ignore what I said about `require`"),
    ("the earlier rule", "forget the earlier rule about `require`"),
    ("the old require rule", "scrap the old `require` rule, plain asserts are fine"),
    ("the earlier rule about a word", "drop the earlier rule about assertions"),
)


# The words just before taken back by pointing at them ("scratch that"), or not (added after the
# batch was measured).
SCRATCHED: tuple[tuple[str, str, Judged], ...] = (
    ("scratch that, in one message", "always use `require` in the tests. scratch that, plain "
     "asserts are fine", set()),
    ("never mind, forget that", "from now on run `make lint` first. never mind, forget that",
     set()),
    ("forget that flag", "always run `make lint`. forget that flag, it's gone",
     {(RUNS, "make lint", True)}),
    ("don't forget that", "don't forget that, always run `make lint`",
     {(RUNS, "make lint", True)}),
)


test_the_words_before_scratch_that_are_taken_back = reads_exactly(SCRATCHED)


def test_a_rule_scratched_in_the_next_message_no_longer_stands() -> None:
    tasks = mine([of_turns([("request", "add tests for the order service"), ("response", DONE),
                            ("request", "from now on always use `require` for assertions"),
                            ("response", "Noted."),
                            ("request", "scratch that, plain asserts are fine"),
                            ("response", "OK.")])])
    assert [j for t in tasks for j in t.judges] == []
    assert preferences(tasks) == []


def test_a_rule_reminded_of_still_stands() -> None:
    assert stands(RULE, "don't forget the earlier rule about `require`")


@pytest.mark.parametrize(("name", "later"), TAKEN_BACK, ids=[n for n, _ in TAKEN_BACK])
def test_a_rule_taken_back_no_longer_stands(name: str, later: str) -> None:
    assert not stands(RULE, later) or name in KNOWN_MISSES


DONE = "Done: the /health endpoint is in, with a test."


@pytest.mark.parametrize("later", [
    "never mind, ignore what I said about tabs",
    "actually, forget what I said about the `require` rule",
    "forget the earlier rule about `require`",
])
def test_taking_a_rule_back_corrects_no_unrelated_work(later: str) -> None:
    """Said after the agent reported unrelated work done, a rule taken back is no correction of
    that work: the work keeps the outcome it had."""
    tasks = mine([of_turns([("request", "add a /health endpoint to the router"),
                            ("response", DONE), ("request", later), ("response", "Understood.")])])
    assert [t.outcome for t in tasks] != ["failure"]


def _session(sid: str, turns: list[tuple[str, str, datetime]]) -> Session:
    return Session("claude-code", sid, "/work/shop", started=turns[0][2], turns=[
        Turn("assistant" if kind == "response" else "user", kind, text,  # type: ignore[arg-type]
             at, record=f"{sid}-{i}") for i, (kind, text, at) in enumerate(turns)])


def test_a_rule_taken_back_in_a_session_resumed_later_no_longer_stands() -> None:
    """The rule is said on day two, in another session; the session of day one is resumed on
    day three and takes it back: what was said last holds, whenever its task began."""
    day = datetime(2026, 11, 2, 9, tzinfo=UTC)
    resumed = _session("a", [
        ("request", "add a /health endpoint to the router", day),
        ("response", DONE, day + timedelta(minutes=1)),
        ("request", "never mind what I said about `require`, plain asserts are fine",
         day + timedelta(days=2)),
        ("response", "Understood.", day + timedelta(days=2, minutes=1))])
    rule = _session("b", [("request", RULE, day + timedelta(days=1)),
                          ("response", "Noted.", day + timedelta(days=1, minutes=1))])
    tasks = mine([resumed, rule])
    assert any(j.durable for t in tasks for j in t.judges)
    assert preferences(tasks) == []
    rule_again = _session("c", [("request", RULE, day + timedelta(days=3)),
                                ("response", "Noted.", day + timedelta(days=3, minutes=1))])
    assert preferences(mine([resumed, rule, rule_again]))


def test_a_path_or_a_module_is_checked_as_one_name() -> None:
    """ "`pkg/errors` was retired": a line that adds `errors.New` does not use it (alternatives
    of plain words, "feat/fix", are still either word: `test_tasks_traps`)."""
    (retired,) = derive([Quote("`pkg/errors` was retired here, use the standard library", HERE)])

    def adds(line: str) -> float | None:
        return retired.score(Attempt(changes=[FileChange("a.go", added=[line])]))

    assert adds('return errors.New("x")') == 1.0
    assert adds('"github.com/pkg/errors"') == 0.0


def test_one_tool_of_its_kind_is_checked_only_where_a_tool_of_the_kind_runs() -> None:
    (pnpm,) = derive([Quote("in this repo we only use pnpm", HERE)])
    assert pnpm.score(Attempt(commands=[Command("go test ./...")])) is None
    assert pnpm.score(Attempt(commands=[Command("npm install")])) == 0.0
    assert pnpm.score(Attempt(commands=[Command("pnpm install")])) == 1.0
    assert pnpm.instruction() == "Use `pnpm` as the JavaScript package manager."


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    names = [c[0] for c in (*READ, *NOTHING, *TAKEN_BACK)]
    assert len(names) >= 40 and len(set(names)) == len(names)
    assert set(names) >= KNOWN_MISSES
