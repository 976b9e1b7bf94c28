"""What people say in working sessions across Claude Code, Codex and the Copilot CLI: the fourth
batch, at first sight.

A first-sight batch taken from whole sessions of one person who works with three agents on three
repositories (a Go service, two Python projects), written before the reader was changed for
them: a rule said in one agent and said again in another in other words; a rule said in one
repository only; rules taken back days later in another agent ("you can drop the `make itest`
before pushing", "forget the changelog entries I asked for"); asks about one file; a pasted CI
lint log, a pasted test run and a pasted review thread; the agent's options picked by number;
and the text the harnesses inject (AGENTS.md, environment context, custom instructions, system
reminders), which the harvest keeps out of the person's words.

Measured on 20 sessions before the reader was changed for it: 14 read right; wrong lessons in 3
(two rules taken back in another agent still standing; "redo it with Path" read as what the
answer must mention), 3 misses (two rules said again in another agent in other words, which left
each "said in 1 session"; a file to leave alone "in this branch"). After: 18 read right; left:
the mention (the reader's design for plain names) and one rule said again through a pronoun
("it has to come back clean"). Here, by case: rules 3/7, nothing 10/11, one-offs 3/3, a file
left alone for one piece of work 0/3, rules taken back 0/4 (controls 4/4), a ban said again by
its bare name 0/2 (controls 3/3) before; after: rules 5/7, nothing 10/11, one-offs 3/3, 3/3,
4/4 (4/4), 2/2 (3/3). Later, with the checkers known by their name alone (staticcheck): rules
6/7.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.standing import preferences

from helpers.judged import (
    AVOIDS,
    FILES,
    RUNS,
    Judged,
    check_read,
    judged,
    said_in_session,
    stands,
)

EDITS = "edits_file"

_OPTIONS = ("Three ways to do it: 1. reload on SIGHUP into an `atomic.Pointer`. 2. watch the "
            "file with `fsnotify`. 3. an admin endpoint that sets the limits in memory. I'd go "
            "with 1.")

RULES: tuple[tuple[str, str, str, Judged], ...] = (
    ("from now on, a command before saying done", "looks fine. from now on run `staticcheck "
     "./...` before you tell me something is done, it caught two real bugs last week", "",
     {(RUNS, "staticcheck ./...", True)}),
    ("a deprecated call, anywhere, with a plea", "no datetime.utcnow() anywhere please, it's "
     "deprecated and gives you naive datetimes", "", {(AVOIDS, "datetime.utcnow()", True)}),
    ("everywhere in one repository", "in billing we use pathlib everywhere, no os.path", "",
     {(AVOIDS, "os.path", True)}),
    ("a result said as coming back clean", "`cargo clippy` must come back clean before any "
     "commit", "", {(RUNS, "cargo clippy", True)}),
    ("how often, after a comma", "`make check` has to pass before you hand me a change, each "
     "time", "", {(RUNS, "make check", True)}),
    # The same rules said again in another agent, in other words.
    ("the name of a call said bare, never in this codebase", "utcnow again. I said this "
     "before: never utcnow in this codebase, it's deprecated since 3.12", "",
     {(AVOIDS, "utcnow", True)}),
    ("a checker named as a noun, clean each time", "the linter not being run is the thing I "
     "keep having to point out. staticcheck has to come back clean before you hand me a "
     "change, each time", "", {(RUNS, "staticcheck", True)}),
)

NOTHING: tuple[tuple[str, str, str], ...] = (
    ("pasted golangci-lint output", "CI is red on the lint job, fix it:\n\n```\n  Error: "
     "store/pg.go:102:12: Error return value of `rows.Close` is not checked (errcheck)\n  "
     "Error: api/export.go:9:2: should not use dot imports (stylecheck)\n  Error: "
     "api/export.go:31:6: don't use underscores in Go names; func export_csv should be "
     "exportCSV (revive)\n##[error]Process completed with exit code 1.\n```", ""),
    ("pasted test run with a deprecation warning", "CI failed on main:\n\n```\nE       "
     "AssertionError: assert ['a', 'a', 'b'] == ['a', 'b']\ntests/test_jobs.py:48: "
     "AssertionError\nWARNING  jobs.runner:runner.py:40 always refresh on startup is "
     "deprecated, set refresh_on_start\n```\n\nwhy does it only fail in CI", ""),
    ("pasted review thread, one comment disagreed with", "review came back:\n\n> **dana** "
     "commented on `api/export.go` line 58\n> We should never return driver errors straight "
     "to the client.\n>\n> **dana** commented on `api/export.go` line 12\n> Please always take "
     "`ctx` as the first argument.\n\naddress the first one. I disagree with the ctx one for "
     "pure formatting helpers, leave those as they are", ""),
    ("an option picked, kept out of a layer", "1. but keep the reload logic out of the http "
     "handlers, they should only ever see a *Config", _OPTIONS),
    ("an option picked, a ticket for later", "1, and put a TODO with PAY-88 next to it, we'll "
     "revisit the other idea there", ""),
    ("should we always, a question", "should we always be using asyncio.TaskGroup instead of "
     "gather in the fetch loop? what's the tradeoff", ""),
    ("not now", "not now. leave them", ""),
    ("a commit message", "commit it as 'feat(log): --since filter' so the release tool picks "
     "it up", ""),
    ("a question before a risky run", "what does `sync --prune` actually delete? I want to be "
     "sure before I run it on the prod bucket", ""),
    ("coming back green, of the work at hand", "the tests have to come back green", ""),
    ("redo the work with a class", "in billing we use pathlib, redo it with Path", ""),
)

ONE_OFFS: tuple[tuple[str, str, Judged], ...] = (
    ("one file changed, another left alone", "only change feeds/rss.py for this. don't touch "
     "feeds/atom.py, it has its own ticket",
     {(FILES, "feeds/atom.py", False), (EDITS, "feeds/rss.py", False)}),
    ("a file left alone in this branch", "also leave store/migrate.go alone in this branch, "
     "Marek is rewriting it", {(FILES, "store/migrate.go", False)}),
    ("a unit file to add a line to", "also add ExecReload to deploy/api.service",
     {("diff_adds", "ExecReload", False), (EDITS, "deploy/api.service", False)}),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # A call's name written bare ("utcnow"), no parentheses nor backticks, is no code term.
    "the name of a call said bare, never in this codebase",
})


@pytest.mark.parametrize(("name", "words", "reply", "expected"), RULES,
                         ids=[c[0] for c in RULES])
def test_a_rule_said_in_one_of_several_agents_is_read(name: str, words: str, reply: str,
                                                      expected: Judged) -> None:
    check_read(name, judged(words, reply), expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "reply"), NOTHING, ids=[c[0] for c in NOTHING])
def test_words_that_state_no_rule_give_nothing(name: str, words: str, reply: str) -> None:
    check_read(name, judged(words, reply), set(), KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "allowed"), ONE_OFFS, ids=[c[0] for c in ONE_OFFS])
def test_work_asked_once_is_no_standing_rule(name: str, words: str, allowed: Judged) -> None:
    assert judged(words) <= allowed


def test_the_batch_is_whole_and_its_known_misses_are_in_it() -> None:
    names = [c[0] for c in (*RULES, *NOTHING, *ONE_OFFS)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in (*RULES, *NOTHING)} >= KNOWN_MISSES


# A rule, and what the person said days later, often to another agent: whether it still stands.
TAKEN_BACK: tuple[tuple[str, str, str], ...] = (
    ("a step dropped from a habit", "run `make itest` before every push from now on, the unit "
     "tests don't hit postgres", "yeah. you can drop the make itest before pushing, it takes "
     "nine minutes now and CI runs it on every PR anyway"),
    ("a step no longer run", "always run `cargo deny check` before you push", "stop running "
     "cargo deny check before each push, it's in CI now"),
    ("what was asked for, named by its kind", "from now on add an entry under ## Unreleased in "
     "CHANGELOG.md for every user-facing change", "forget the changelog entries I asked for. "
     "the release tool writes them from the commit messages now"),
    ("what was told, named by its kind", "from now on add a `Co-authored-by` trailer to every "
     "commit", "never mind the trailers I told you to add, the squash merge drops them"),
)

STILL_STANDS: tuple[tuple[str, str, str], ...] = (
    ("a step skipped today", "run `make itest` before every push from now on", "you can drop "
     "the make itest for this one, it's a docs change"),
    ("a step skipped for now", "always run `cargo deny check` before you push", "you can skip "
     "cargo deny check for now, the advisory db is down"),
    ("other things asked for", "from now on add an entry under ## Unreleased in CHANGELOG.md "
     "for every user-facing change", "forget the screenshots I asked for, the text is enough"),
    ("a dependency dropped, the ban kept", "never use `lodash` here, we're shrinking the "
     "bundle", "drop the lodash import in utils.ts, it's unused"),
)


@pytest.mark.parametrize(("name", "rule", "later"), TAKEN_BACK, ids=[c[0] for c in TAKEN_BACK])
def test_a_rule_taken_back_later_no_longer_stands(name: str, rule: str, later: str) -> None:
    assert not stands(rule, later)


@pytest.mark.parametrize(("name", "rule", "later"), STILL_STANDS,
                         ids=[c[0] for c in STILL_STANDS])
def test_a_rule_set_aside_once_or_other_things_dropped_still_stands(name: str, rule: str,
                                                                    later: str) -> None:
    assert stands(rule, later)


@pytest.mark.parametrize(("words", "path"), [
    ("also leave store/migrate.go alone in this branch, Marek is rewriting it",
     "store/migrate.go"),
    ("leave settings.py untouched in this PR", "settings.py"),
    ("leave `vendor/` alone for now, the upgrade is next sprint", "vendor/"),
])
def test_a_file_left_alone_for_one_piece_of_work_is_kept_out_of_it(words: str,
                                                                    path: str) -> None:
    """The piece of work a file is left alone in, said after "alone", keeps it to that work."""
    assert judged(words) == {(FILES, path, False)}


@pytest.mark.parametrize(("later", "sessions"), [
    ("utcnow again. I said this before: never utcnow in this codebase", 2),
    ("no `utcnow` in the scheduler either, same rule", 2),
    ("is there any utcnow left in the scheduler? no utcnow in there, right?", 1),
    ("why does utcnow give a naive datetime?", 1),
])
def test_a_ban_said_again_by_the_bare_name_of_its_call_is_said_twice(later: str,
                                                                     sessions: int) -> None:
    """A call banned as code once ("no `datetime.utcnow()`") is said again, in another agent,
    by its bare name ("never utcnow"): one preference said in both; a question names it only."""
    found = preferences([
        said_in_session(1, "no `datetime.utcnow()` anywhere please, it's deprecated"),
        said_in_session(2, later),
    ])
    assert [(p.judge.kind, len(p.sessions)) for p in found] == [("diff_avoids", sessions)]


def test_a_short_last_name_is_no_name_of_its_own() -> None:
    """"path" of `os.path` is a word as much as a name: saying "no path changes" bans nothing."""
    found = preferences([
        said_in_session(1, "in billing we use pathlib everywhere, no `os.path`"),
        said_in_session(2, "no path changes in this one, just the parser"),
    ])
    assert [len(p.sessions) for p in found] == [1]
