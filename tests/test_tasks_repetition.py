"""What a person has to keep asking for becomes a standing preference, however each ask is worded.

Each scenario is a history of Claude Code sessions written where and how Claude Code writes them,
harvested as the person's own: the same ask with a checkable term, made as a one-time request in
several pieces of work, in other words each time, becomes one preference with every place it
was said; what only looks like repetition (the same work carried over sessions on one branch,
one session saying it again, a request that is itself the running of a check, too few pieces of
work) stays with its tasks. The wordings are written for these tests from how people ask in
general.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from skillsleep.after_harvest import after_harvest
from skillsleep.context import Context
from skillsleep.harvest import run_harvest
from skillsleep.identity import workspace_of
from skillsleep.tasks.directives import directives
from skillsleep.tasks.judges import Attempt, Origin, judge_from_doc
from skillsleep.tasks.judges.mine import judges_of
from skillsleep.tasks.judges.work import (
    AddsMatching,
    AddsNothingMatching,
    DoesNotRun,
    KeepsMatching,
    Runs,
)
from skillsleep.tasks.pipeline import load_families, load_tasks
from skillsleep.tasks.repetition import (
    Count,
    ask_key,
    asks_for,
    counts,
    opposite_key,
    plain_term,
)
from skillsleep.tasks.taskdata import Task

from helpers.cli import run_cli, run_json
from helpers.replay import claude_session

PROJECT = "/work/shop"

# The same ask, `make lint`, added to three different pieces of work in three wordings.
LINT_ASKS = [
    "add a --json flag to the export command; also run make lint before you're done",
    "fix the pagination bug in the search endpoint. run `make lint` when you're done",
    "add a timeout option to the uploader, then run make lint",
]
# One decorator, written three ways, asked for in tests of three different things.
PARAMETRIZE_ASKS = [
    ["add tests for parse_date, use `pytest.mark.parametrize` for the cases"],
    ["write tests for the slugify helper", "could you use @pytest.mark.parametrize for these"],
    ["cover the csv reader with tests; please use `pytest.mark.parametrize()` for the inputs"],
]


def _history(home: Path, sessions: list[tuple[list[str], str]], project: str = PROJECT) -> None:
    """One Claude Code session per entry: its typed requests, and the branch it ran on."""
    for n, (texts, branch) in enumerate(sessions):
        claude_session(home, f"s{n}", project, texts, 10 + n, branch=branch)


def _harvest() -> Context:
    ctx = Context.create()
    report = run_harvest(ctx)
    after_harvest(ctx, report.changed)
    return ctx


def _preferences(ctx: Context) -> dict[tuple[str, ...], dict[str, Any]]:
    """Every standing preference, once, by what it asks for."""
    out: dict[tuple[str, ...], dict[str, Any]] = {}
    for family in load_families(ctx.store):
        for pref in family.standing:
            out.setdefault(ask_key(judge_from_doc(pref)), pref)
    return out


def test_a_preference_in_a_family_under_the_recurring_size_is_pointed_at(
        isolated_home: Path) -> None:
    _history(isolated_home, [([LINT_ASKS[0]], "main"), ([LINT_ASKS[1]], "main")])
    run_cli("harvest")
    [family] = [f for f in run_json("clusters", "--min-size", "1") if f["standing"]]
    assert family["size"] < 3
    shown = run_cli("clusters").stdout
    assert "(1 standing preference(s) among them)" in shown and "--min-size 1" in shown


def test_an_ask_made_in_three_pieces_of_work_in_three_wordings_is_one_preference(
        isolated_home: Path) -> None:
    _history(isolated_home, [([LINT_ASKS[0]], "main"), ([LINT_ASKS[1]], "main"),
                             (["add retries to the http client"], "main"),
                             ([LINT_ASKS[2]], "main"),
                             (["run the tests and fix whatever fails"], "main")])
    run_cli("harvest")
    families = run_json("clusters", "--min-size", "1")
    said = [p for f in families for p in f["standing"]]
    assert said, "no standing preference"
    assert {(p["kind"], p["params"]["command"]) for p in said} == {("runs", "make lint")}
    pref = said[0]
    assert [o["session"] for o in pref["origins"]] == ["s0", "s1", "s3"]
    assert pref["said_in"] == 3 and not pref.get("durable")
    assert pref["why"] == "said in 3 sessions, each time for the task at hand"
    # Each place, with the sentence that asked it.
    assert [q in ask for q, ask in zip(pref["quotes"], LINT_ASKS, strict=True)] == [True] * 3
    assert "said in 3 sessions" in run_cli("clusters", "--min-size", "1").stdout
    # Another task of a family it was said in is scored on it, citing the three places.
    tasks = {t["session_id"]: t for t in run_json("tasks")}
    (copy,) = [j for j in tasks["s4"]["judges"] if j.get("standing")]
    assert copy["params"]["command"] == "make lint"
    assert [o["session"] for o in copy["said_in"]] == ["s0", "s1", "s3"]


def test_one_term_written_three_ways_is_one_ask_and_the_plain_spelling_is_checked(
        isolated_home: Path) -> None:
    _history(isolated_home, [(texts, "main") for texts in PARAMETRIZE_ASKS]
             + [(["add a test for the retry backoff"], "main")])
    ctx = _harvest()
    (pref,) = _preferences(ctx).values()
    assert (pref["kind"], pref["params"]["term"]) == ("diff_adds", "pytest.mark.parametrize")
    assert [o["session"] for o in pref["origins"]] == ["s0", "s1", "s2"]
    # The check it states finds the decorator as it is written in code.
    judge = AddsMatching(term=pref["params"]["term"], pattern=pref["params"]["pattern"])
    assert judge.score(Attempt.of_answer(
        "```python\n@pytest.mark.parametrize(\"raw\", [\"a\", \"b\"])\ndef test_x(raw): ...\n"
        "```")) == 1.0
    tasks = {t.session_id: t for t in load_tasks(ctx.store)}
    assert any(j.standing and j.key_terms() == ["pytest.mark.parametrize"]
               for j in tasks["s3"].judges)


def test_asked_on_top_of_the_work_in_two_pieces_of_work_is_a_preference(
        isolated_home: Path) -> None:
    _history(isolated_home, [([LINT_ASKS[0]], "main"), ([LINT_ASKS[1]], "main"),
                             (["add retries to the http client"], "main")])
    ctx = _harvest()
    (pref,) = _preferences(ctx).values()
    assert pref["params"]["command"] == "make lint" and pref["said_in"] == 2


def test_what_the_work_makes_asked_in_two_pieces_of_work_is_not_a_preference(
        isolated_home: Path) -> None:
    """Two requests for the same kind of thing name what each piece of work makes, not a
    condition on other work."""
    _history(isolated_home, [(["add a `--json` flag to the export command"], "main"),
                             (["add a `--json` flag to the import command, one object per "
                               "line"], "main"),
                             (["add retries to the http client"], "main")])
    ctx = _harvest()
    assert _preferences(ctx) == {}
    said = [j for t in load_tasks(ctx.store) for j in t.judges if not j.standing]
    assert [j.key_terms() for j in said] == [["--json"], ["--json"]]


def test_asked_again_after_the_agents_answer_in_two_pieces_of_work_is_a_preference(
        isolated_home: Path) -> None:
    """A correction the person had to make again in another piece of work is what the
    instructions are missing: two are enough."""
    _history(isolated_home, [
        (["add unit tests for the invoice totals",
          "no, assert with `pytest.approx` for the amounts"], "main"),
        (["add unit tests for the tax rounding"], "main"),
        (["write a test for the currency converter",
          "please use pytest.approx() when comparing the floats"], "main"),
    ])
    ctx = _harvest()
    (pref,) = _preferences(ctx).values()
    assert (pref["kind"], pref["params"]["term"]) == ("diff_adds", "pytest.approx")
    assert [o["session"] for o in pref["origins"]] == ["s0", "s2"]


def test_sessions_on_one_feature_branch_are_one_piece_of_work(isolated_home: Path) -> None:
    """A change carried over three sessions on its branch brings up its own details in each:
    the same work resumed, not a habit."""
    _history(isolated_home, [([ask], "feature/export-json") for ask in LINT_ASKS])
    ctx = _harvest()
    assert _preferences(ctx) == {}
    assert len([j for t in load_tasks(ctx.store) for j in t.judges if j.kind == "runs"]) == 3


def test_the_same_asks_on_three_feature_branches_are_three_pieces_of_work(
        isolated_home: Path) -> None:
    _history(isolated_home, [([ask], f"feature/change-{n}") for n, ask in enumerate(LINT_ASKS)])
    ctx = _harvest()
    (pref,) = _preferences(ctx).values()
    assert pref["params"]["command"] == "make lint" and pref["said_in"] == 3


def test_one_session_saying_it_again_and_again_is_said_once(isolated_home: Path) -> None:
    _history(isolated_home, [(LINT_ASKS, "main"),
                             (["add retries to the http client"], "main")])
    ctx = _harvest()
    assert _preferences(ctx) == {}


def test_a_request_to_run_a_check_is_the_work_not_a_condition_on_other_work(
        isolated_home: Path) -> None:
    _history(isolated_home, [(["run the tests and fix whatever fails"], "main"),
                             (["run `make test`, then fix the failures"], "main"),
                             (["can you run make test and fix what breaks"], "main"),
                             (["run the tests and fix them"], "main")])
    ctx = _harvest()
    assert _preferences(ctx) == {}
    # Each still judges its own task.
    assert all(any(j.kind == "runs" for j in t.judges) for t in load_tasks(ctx.store))


def test_a_check_named_in_words_is_the_command_said_for_it(isolated_home: Path) -> None:
    """ "the linter" in one piece of work and `make lint` in two others are one ask; the
    preference states the command."""
    _history(isolated_home, [
        (["add a --since filter to the log command. Run the linter before you finish."], "main"),
        ([LINT_ASKS[1]], "main"),
        ([LINT_ASKS[2]], "main"),
    ])
    ctx = _harvest()
    (pref,) = _preferences(ctx).values()
    assert (pref["kind"], pref["params"]["command"]) == ("runs", "make lint")
    assert [o["session"] for o in pref["origins"]] == ["s0", "s1", "s2"]


def test_what_only_writes_a_term_down_is_not_part_of_it() -> None:
    assert {plain_term(t) for t in ("`@pytest.mark.parametrize`", "pytest.mark.parametrize()",
                                    "pytest.mark.parametrize")} == {"pytest.mark.parametrize"}
    assert ask_key(AddsMatching(term="t.Parallel()")) == ask_key(AddsMatching(term="t.Parallel"))
    assert plain_term("`require.NoError(t, err)`") == "require.NoError"
    assert ask_key(Runs(command="`make lint`")) == ask_key(Runs(command="make  lint"))
    # A check named in words is the check, whatever words name it.
    named = [j for words in ("run the linter", "run the linters before you finish", "run lint")
             for d in directives(words) for j in judges_of(d)]
    assert len(named) == 3 and len({ask_key(j) for j in named}) == 1
    # A different term is a different ask, however alike the words around it.
    assert ask_key(AddsMatching(term="errors.Is")) != ask_key(AddsMatching(term="errors.As"))


def test_the_opposite_ask_is_on_the_same_term_the_other_way() -> None:
    assert opposite_key(AddsMatching(term="`axios`")) == ask_key(AddsNothingMatching(term="axios"))
    assert opposite_key(AddsNothingMatching(term="axios")) == ask_key(AddsMatching(term="axios"))
    assert opposite_key(Runs(command="gh pr merge")) == ask_key(DoesNotRun(command="gh pr merge"))
    assert opposite_key(AddsMatching(term="axios")) != ask_key(
        AddsNothingMatching(term="axios-retry"))
    # A check kept has no opposite, nor has a check named in words ("the linter": which one?).
    assert opposite_key(KeepsMatching(term="strict")) is None
    (named,) = [j for d in directives("run the linter") for j in judges_of(d)]
    assert opposite_key(named) is None


def test_worktrees_removed_since_are_still_of_their_repository(isolated_home: Path,
                                                                tmp_path: Path) -> None:
    """People remove a worktree once its branch is merged; the sessions that ran there are
    still work on that repository, and what they kept asking is asked in one codebase."""
    repo = tmp_path / "src" / "shop"
    for n, ask in enumerate(LINT_ASKS):
        _history_at(isolated_home, f"w{n}", str(repo / ".worktrees" / f"task-{n}"), ask,
                    f"feature/change-{n}")
    ctx = _harvest()
    (pref,) = _preferences(ctx).values()
    assert pref["params"]["command"] == "make lint" and pref["said_in"] == 3
    # Another repository's removed worktrees, or a tool's folder of every repository's
    # worktrees in a home folder, are not that repository.
    assert workspace_of(str(repo / ".worktrees" / "task-0")) == str(repo)
    assert workspace_of("/Users/sam/.worktrees/shop/task-0") == "/Users/sam/.worktrees/shop/task-0"
    assert workspace_of(str(tmp_path / "src" / "web" / ".worktrees" / "x")) != str(repo)


def _history_at(home: Path, sid: str, cwd: str, text: str, branch: str) -> None:
    claude_session(home, sid, cwd, [text], 10, branch=branch)


def test_two_commands_in_the_same_words_are_two_asks(isolated_home: Path) -> None:
    """The encoder reads two sentences that differ only in the command they name as one; the
    commands say they are two asks: `make lint`, asked twice, and `make test`, once."""
    _history(isolated_home, [
        (["add a --json flag to the export command",
          "also run `make lint` before you finish"], "main"),
        (["fix the pagination bug in the search endpoint",
          "also run `make test` before you finish"], "main"),
        (["add a timeout option to the uploader",
          "also run `make lint` before you finish"], "main"),
    ])
    ctx = _harvest()
    (pref,) = _preferences(ctx).values()
    assert pref["params"]["command"] == "make lint"
    assert [o["session"] for o in pref["origins"]] == ["s0", "s2"]


def test_one_record_in_two_logs_is_said_once() -> None:
    """A record copied into another log (a conversation carried on in a new one) is one saying."""
    said = []
    for n, record in enumerate(("r1", "r1", "r2")):
        task = Task(id=f"t{n}", request="add tests for the parser", harness="claude-code",
                    session_id=f"s{n}", project=PROJECT)
        said.append((task, AddsMatching(term="pytest.approx", followup=True,
                                        origin=Origin("claude-code", f"s{n}", record))))
    assert counts(said) == Count(pieces=2, added=2) and counts(said).enough
    assert counts(said[:2]) == Count(pieces=1, added=1) and not counts(said[:2]).enough


def test_a_term_once_written_as_code_is_checked_in_the_code(isolated_home: Path) -> None:
    """ "use slog" reads as a word the answer should say, "use `slog`" as code the change should
    use: one ask, and the preference checks the code."""
    _history(isolated_home, [
        (["add a retry loop to the uploader. Use slog for the logging"], "main"),
        (["add a cleanup job for old exports; use slog for its logs"], "main"),
        (["add a health check endpoint. log with `slog` please"], "main"),
    ])
    ctx = _harvest()
    (pref,) = _preferences(ctx).values()
    assert (pref["kind"], pref["params"]["term"]) == ("diff_adds", "slog")
    assert [o["session"] for o in pref["origins"]] == ["s0", "s1", "s2"]


@pytest.mark.parametrize(("text", "term", "asked"), [
    # A verb of using, a word of means between the verb and the term, the term asked by itself.
    ("use %w when you wrap the error, not %v", "%w", True),
    ("please log with structlog instead of printing", "structlog", True),
    ("can you rewrite it with httpx", "httpx", True),
    ("go through `data-testid` attributes please", "data-testid", True),
    ("fmt.Errorf with `%w` please, so errors.Is still works", "%w", True),
    ("httpx please, like the others", "httpx", True),
    ("no - add `t.Parallel()` to these", "t.Parallel", True),
    ("parametrize those with @pytest.mark.parametrize", "pytest.mark.parametrize", True),
    ("again: `uv run`, not python", "uv run", True),
    ("run it through `uv run` please", "uv run", True),
    # The verb of a change read with its "to"; "again" before the "please"; the term and where
    # it goes as the whole clause, after "same as before".
    ("switch this to zod too", "zod", True),
    ("move the handlers over to `structlog`", "structlog", True),
    ("clsx again please", "clsx", True),
    ("same as before: `set -euo pipefail` as the first line", "set -euo pipefail", True),
    ("`Decimal` for the amounts please", "Decimal", True),
    # The term, then "it" in the next clause: why it is asked for may be that it is missing.
    ("it's missing `t.Parallel()` again, add it", "t.Parallel", True),
    ("structlog would be nicer here, switch to it", "structlog", True),
    # What the work is on, or what is said about the term.
    ("upgrade `httpx` to 0.28", "httpx", False),
    ("mock httpx in the client tests", "httpx", False),
    ("add tests for `parseConfig`", "parseConfig", False),
    ("explain how `t.Parallel()` works", "t.Parallel", False),
    ("`httpx` is timing out again, please look", "httpx", False),
    ("the importer already uses structlog", "structlog", False),
    ("tests use `require` for assertions", "require", False),
    ("`httpx` for the whole thing is overkill", "httpx", False),
    ("`httpx` keeps timing out, replace it", "httpx", False),
    ("don't use httpx, switch to it later", "httpx", False),
    ("httpx broke the build, fix it", "httpx", False),
    ("add unit tests for the parser, the ones `tox -e lint` runs too", "tox -e lint", False),
    ("use the fixtures from conftest, they set up structlog already", "structlog", False),
    ("`Decimal` for the totals seems wrong", "Decimal", False),
    ("`structlog` at the moment, until the move", "structlog", False),
    # Turned away: removed, banned, set aside for another, missing, kept to the work at hand.
    ("remove t.Parallel from the db tests", "t.Parallel", False),
    ("stop adding `t.Parallel()`, the tests share a database", "t.Parallel", False),
    ("use requests, not httpx", "httpx", False),
    ("switch from `httpx` to `aiohttp`", "httpx", False),
    ("python, not `uv run`", "uv run", False),
    ("you forgot t.Parallel in the second one", "t.Parallel", False),
    ("use httpx for this one", "httpx", False),
    # Not the person's words, a question, another term that holds it, nothing at all.
    ("why does this fail?\n\n```python\nimport httpx\nclient = httpx.Client()\n```", "httpx",
     False),
    ("should we switch this to `httpx`?", "httpx", False),
    ("use httpx-mock for the client tests", "httpx", False),
    ("add a health check", "httpx", False),
    ("", "httpx", False),
])
def test_an_ask_said_again_in_other_words_is_read_by_what_governs_the_term(
        text: str, term: str, asked: bool) -> None:
    assert bool(asks_for(text, term)) is asked
