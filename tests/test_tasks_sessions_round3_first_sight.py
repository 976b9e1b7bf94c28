"""What people say in long working sessions, at first sight: the third batch.

A first-sight batch taken from whole sessions of realistic work in Go, Python, TypeScript, Rust and
SQL, written before the reader was changed for them: CI logs, lint output, compiler warnings and
stack traces pasted whole; a teammate's review quoted and half disagreed with; the agent offering
numbered options and the person picking one; the person correcting the agent's code in their own
words; one rule said in three sessions in three wordings; asks about a single file; questions,
and a rule taken back later in the same session. Each case is one message, with the agent's
message it answers where that matters (kept on one line, as the harvest keeps an agent's message).

Measured before the reader was changed for it (24 sessions, run through harvest and mining):
17 read right, wrong lessons in 5 (a run of the folder a linter was pointed at, "next time" read
into a command, a count of commits from "the individual commits kept", a line of a code block
in the agent's message kept as a term, language tag and all; and "X, not Y" of plain names read
as what the answer may say, the reader's design, left), 2 required misses (a ban asked with a
plea, and the third saying of a rule, which left it "said in 2 sessions"); after: 22 read right,
the design's reading left, one miss. Here, by case: rules 2/10, nothing 14/20, one-offs 6/6
before; rules 7/10, nothing 20/20, one-offs 6/6 after. Two of the twenty are one-offs since the
reader reads new dependencies left to the person and a suite of tests by its kind: each gives a
check of the task at hand, no rule.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.standing import preferences
from skillsleep.tasks.terms import code_terms

from helpers.judged import (
    ADDS,
    AVOIDS,
    EDITS,
    FILES,
    NOT_RUN,
    RUNS,
    Judged,
    check_read,
    judged,
    said_in_session,
)

# An agent's message with a code block in it, on one line as it is kept.
_SHOWN_CODE = ("The job logs build messages with f-strings, for example: ```python "
               "logger.warning(f\"retry {attempt} for {job.id}\") ``` Grouping works by the "
               "message template; with an f-string every job id gives a new message, so each one "
               "is a new event. Passing the values as arguments keeps one template: ```python "
               "logger.warning(\"retry %s for %s\", attempt, job.id) ``` Changed the 9 calls in "
               "runner.py this way.")
_WRAPPED = ("Changed it to: ```go return fmt.Errorf(\"open store: %w\", err) ``` in "
            "store/open.go.")
_OPTIONS = ("Three ways to fix the race: 1. `sync.Map` keyed by tenant. 2. a `sync.Mutex` around "
            "the map. 3. shard the map into 16 buckets. I'd pick 2 and add a benchmark.")

# Messages that state a rule, each with the reading it should get.
RULES: tuple[tuple[str, str, str, Judged], ...] = (
    ("run the checker every time", "ok. before you say it's done, run pnpm typecheck. every "
     "time, not only when I ask", "", {(RUNS, "pnpm typecheck", True)}),
    ("has to pass before handing back", "you didn't run the typechecker again. pnpm typecheck "
     "has to pass before you hand anything back to me", "", {(RUNS, "pnpm typecheck", True)}),
    ("green before any commit, command in parentheses", "reminder, same as always: typecheck "
     "(pnpm typecheck) needs to be green before any commit", "", {(RUNS, "pnpm typecheck", True)}),
    ("an option picked, and a ban with a plea", "2. we use pytest-mock everywhere, no "
     "unittest.mock in the tests please", "", {(AVOIDS, "unittest.mock", True)}),
    ("always, as a sentence of its own", "validate the payloads with `zod`. always.", "",
     {(ADDS, "zod", True)}),
    ("passing before every push", "`make check` has to pass before every push", "",
     {(RUNS, "make check", True)}),
    ("clean before any commit", "cargo clippy must be clean before any commit", "",
     {(RUNS, "cargo clippy", True)}),
    ("never commit skipping the hooks", "no. don't ever commit with --no-verify, the hooks are "
     "there for a reason. undo that commit and commit again properly", "",
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("a linter unknown here, on a folder", "thanks. run sqlfluff lint db/migrations/ before you "
     "commit any migration from now on", "", {(RUNS, "sqlfluff lint db/migrations/", True)}),
    ("a command for next time", "PRs here always start as drafts, convert it. use gh pr create "
     "--draft next time", "", {(RUNS, "gh pr create --draft", True)}),
    # Written as a message giving nothing while shellcheck was a checker unknown here; since
    # a checker's bare name is a command in prose (`terms.CHECKER_PROGRAMS`), it reads as "run
    # `mypy ledger/billing.py` before every commit" does.
    ("a script after an unknown checker", "run shellcheck scripts/deploy.sh before every "
     "commit", "", {(RUNS, "shellcheck scripts/deploy.sh", True)}),
    # Likewise written as giving nothing while yamllint was unknown here; a checker named by a
    # word of its own (`logs.checks.CHECKERS`) is a command in prose.
    ("a folder after an unknown linter", "always run yamllint .github/workflows/ before "
     "pushing", "", {(RUNS, "yamllint .github/workflows/", True)}),
)

# Messages that state no rule of the person's, or one no check reads: nothing.
NOTHING: tuple[tuple[str, str, str], ...] = (
    ("keep the way of a shown block", "yes. logger calls take %s args, never f-strings. do "
     "the same across the whole service, and keep it that way in anything you write here",
     _SHOWN_CODE),
    ("keep it that way after a one-line block", "keep it that way", _WRAPPED),
    ("the team keeps the individual commits", "hmm, scratch that about squashing, the team "
     "wants the individual commits kept so the review is easier", ""),
    ("push my separate commits", "push my separate commits as they are", ""),
    ("pasted compiler warnings", "the build is noisy, clean these up:\n\n```\nwarning: field "
     "`retries` is never read\n  --> crates/core/src/fetch.rs:22:5\n   = note: don't use "
     "`#[allow(dead_code)]` unless the field is kept on purpose\n```", ""),
    ("pasted lint output", "pnpm lint output, fix these:\n\n```\n/src/api/client.ts\n  14:22  "
     "error  Don't use `{}` as a type  @typescript-eslint/ban-types\n  8:1  warning  Never use "
     "`export default` for components  import/no-default-export\n```", ""),
    ("pasted panic", "crashes on an empty config:\n\n```\nthread 'main' panicked at "
     "crates/cli/src/main.rs:44:38:\ncalled `Option::unwrap()` on a `None` value\n```\n\n"
     "fix it", ""),
    ("pasted docs and a question", "someone linked this:\n\n> Don't use timestamp (without time "
     "zone) to store timestamps, use timestamptz instead.\n\nare any of our tables affected?",
     ""),
    ("should we never, a question", "question: should we never catch bare Exception in the "
     "workers? I keep going back and forth", ""),
    ("leave it for now", "hm. not now, that's a bigger discussion with the team. leave it as is "
     "for now", ""),
    ("a teammate's rule disagreed with", "1 and 3 yes. I don't agree with the second one, we "
     "log at the handler boundary on purpose so keep the log there", ""),
    ("keep the names of one file", "split it up however you think is best but keep the "
     "exported names in that file exactly as they are", ""),
    ("an option picked, no benchmark", "2, and don't bother with a benchmark, it's 200 rps",
     _OPTIONS),
    ("thanks and push", "good. push it", ""),
    ("a plea about what a log holds", "no errors in the log please", ""),
    ("what a lockfile lacks", "no axios in the lockfile", ""),
)

# Work asked once: at most a check of the task at hand, never a standing rule.
ONE_OFFS: tuple[tuple[str, str, Judged], ...] = (
    ("one migration without CONCURRENTLY", "drop the CONCURRENTLY in 0042, the table is small "
     "enough that the lock is fine", {(AVOIDS, "CONCURRENTLY", False)}),
    ("one settings file", "update REDIS_URL in settings/local.py to redis://localhost:6380/0. "
     "don't touch settings/production.py",
     {(FILES, "settings/production.py", False), (EDITS, "settings/local.py", False)}),
    ("no hypothesis for this", "hmm no, I don't want hypothesis for this. plain "
     "pytest.mark.parametrize with a dozen cases is enough",
     {(AVOIDS, "hypothesis", False), (ADDS, "pytest.mark.parametrize", False)}),
    ("a ban with a plea, in one folder", "no console.log in the components please",
     {(AVOIDS, "console.log", False)}),
    ("every time, for this one", "run `make test` for this one. every time",
     {(RUNS, "make test", False)}),
    ("a split into separate commits", "split this into separate commits", {("commits", "2",
                                                                             False)}),
    # New dependencies left to the person keep the file that lists them for the task at hand; a
    # suite of tests by its kind is a check of it, as "the tests" are.
    ("no modules without asking", "please don't add modules to go.mod without asking, we vet "
     "every dependency here. a for loop is fine", {(FILES, "go.mod", False)}),
    ("every time, of how it fails", "run the e2e suite. every time it fails differently",
     {(RUNS, "the e2e suite", False)}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A command in parentheses is an aside, and "needs to be green before any commit" no
    # passing said of it.
    "green before any commit, command in parentheses",
    # A tool the reader does not know: "sqlfluff lint" is no command to it, so only "the
    # linter" is asked, for the task at hand.
    "a linter unknown here, on a folder",
    # "next time" is when, not a habit word: the command is read for the task at hand.
    "a command for next time",
})


@pytest.mark.parametrize(("name", "words", "reply", "expected"), RULES,
                         ids=[c[0] for c in RULES])
def test_a_rule_said_in_a_working_session_is_read(name: str, words: str, reply: str,
                                                  expected: Judged) -> None:
    check_read(name, judged(words, reply), expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "reply"), NOTHING, ids=[c[0] for c in NOTHING])
def test_words_of_a_working_session_that_state_no_rule_give_nothing(name: str, words: str,
                                                                    reply: str) -> None:
    check_read(name, judged(words, reply), set(), KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "allowed"), ONE_OFFS, ids=[c[0] for c in ONE_OFFS])
def test_work_asked_once_in_a_session_is_no_standing_rule(name: str, words: str,
                                                          allowed: Judged) -> None:
    assert judged(words) <= allowed


def test_the_batch_is_whole_and_its_known_misses_are_in_it() -> None:
    names = [c[0] for c in (*RULES, *NOTHING, *ONE_OFFS)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in (*RULES, *NOTHING)} >= KNOWN_MISSES


@pytest.mark.parametrize("message", [
    "Use this: ```ts const total = useMemo(() => sum(rows), [rows]) ``` in Summary.tsx.",
    "Before: ```python print(f\"done {n}\") ``` After: ```python log.info(\"done %s\", n) ```",
    "The block is cut off: ```sql SELECT id FROM orders WHERE",
])
def test_a_code_block_names_no_term(message: str) -> None:
    """A fenced block is shown code: nothing in it is a name the message gives, and its
    language tag is no part of any term."""
    assert not [t for t in code_terms(message) if t.text not in ("Summary.tsx",)]


def test_code_quoted_around_a_block_is_still_a_term() -> None:
    terms = [t.text for t in code_terms("Replaced `requests` with `httpx`: ```python "
                                         "httpx.get(url) ``` and kept `timeout=5`.")]
    assert terms == ["requests", "httpx", "timeout=5"]


def test_a_rule_said_last_in_words_states_the_command_said_before() -> None:
    """The same check asked in three sessions, the last naming it in words: the preference is
    said in all three, and states the command (which a document can name and a check can find),
    not "typecheck"."""
    found = preferences([
        said_in_session(1, "before you say it's done, always run `pnpm typecheck`"),
        said_in_session(2, "`pnpm typecheck` has to pass before you hand anything back"),
        said_in_session(3, "the typecheck has to pass before you hand anything back"),
    ])
    assert [(p.judge.kind, p.judge.params().get("command"), len(p.sessions)) for p in found] \
        == [("runs", "pnpm typecheck", 3)]
