"""Bans of the work and of the process, at first sight.

A first-sight batch, written from how developers keep an agent off things: an action allowed only
after asking ("never add new npm dependencies without asking me first"), a suite or a place
banned ("never run the e2e suite locally", "never touch the migrations folder"), the comment
directive an agent keeps adding to quiet a linter ("stop adding nolint comments", "no more
eslint-disable comments"), a standing ban said as a request to remove with the team's way beside
it ("please drop testify, on this team we use the standard library"), a ban said as a short
fragment ("`unsafe`? Never in this crate."), a rule naming two or three commands to run before
the work is handed back, and a forced push banned in either spelling of its flag. Beside them,
close messages that must give nothing: descriptions, questions, what others did, pasted CI output;
and one-offs about the work or the file at hand, which give at most a check of that task.

It was measured before the reader was changed for it: rules read exactly 9/32, messages giving
nothing 12/12, one-offs 6/6; after: rules 29/32, messages giving nothing 12/12, one-offs 6/6.
`SHAPES` holds one case per shape the reader was changed for, with the near shapes that must
stay as they were.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges.attempt import Attempt, Command
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, FILES, HERE, NOT_RUN, RUNS, Judged, judged

# Messages whose own words state a standing ban or a check of the process.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # an action allowed only after asking
    ("npm deps, ask first", "never add new npm dependencies without asking me first",
     {(FILES, "package.json", True)}),
    ("crates, check with me", "Add retries to the HTTP client. Don't ever add new crates without "
     "checking with me first.", {(FILES, "Cargo.toml", True)}),
    ("gems, always ask", "Always ask before adding a gem to the `Gemfile`.",
     {(FILES, "Gemfile", True)}),
    ("prune, ask first", "Never run `docker system prune` without asking me first.",
     {(NOT_RUN, "docker system prune", True)}),
    ("alembic versions, ask first", "Never change anything in `alembic/versions/` without "
     "asking first.", {(FILES, "alembic/versions/", True)}),
    # a suite or a place banned
    ("e2e suite never", "Never run the e2e suite locally, it spins up the whole stack.",
     {(NOT_RUN, "the e2e suite", True)}),
    ("playwright, not ever", "Fix the login redirect. Don't ever run `npx playwright test` "
     "yourself, CI does that.", {(NOT_RUN, "npx playwright test", True)}),
    ("integration suite we never", "we never run the integration suite from here, it hits the "
     "real Stripe sandbox", {(NOT_RUN, "the integration suite", True)}),
    ("migrations folder never", "Never touch the migrations folder, schema changes go through "
     "the DBA.", {(FILES, "migrations/", True)}),
    ("vendor directory ever", "don't ever edit the vendor directory", {(FILES, "vendor/", True)}),
    # (expected once as a check that `gen/` stays unchanged, which regenerating it for the new
    # field fails: no check sees the hand)
    ("gen dir by hand", "Add the new field to the proto. Never edit anything under the `gen/` "
     "directory by hand.", set()),
    ("db:drop never", "never run `rails db:drop`, not even on your dev database",
     {(NOT_RUN, "rails db:drop", True)}),
    # the comment directive the agent keeps adding
    ("nolint stop", "stop adding nolint comments", {(AVOIDS, "nolint", True)}),
    ("noqa keeps", "You keep adding noqa to silence flake8. Stop that.",
     {(AVOIDS, "noqa", True)}),
    ("eslint-disable no more", "No more eslint-disable comments, fix the actual lint errors.",
     {(AVOIDS, "eslint-disable", True)}),
    ("ts-ignore everywhere", "Please stop sprinkling `@ts-ignore` everywhere.",
     {(AVOIDS, "@ts-ignore", True)}),
    ("type ignore never", "never add `# type: ignore` to make mypy shut up",
     {(AVOIDS, "# type: ignore", True)}),
    ("rubocop disable stop", "Stop adding rubocop:disable comments, we fix the cops.",
     {(AVOIDS, "rubocop:disable", True)}),
    # a standing ban said as a request to remove, with the team's way
    ("drop testify, std lib", "please drop testify, on this team we use the standard library",
     {(AVOIDS, "testify", True)}),
    ("remove mockito, fakes", "Please remove `mockito`, we use hand-written fakes on this team.",
     {(AVOIDS, "mockito", True)}),
    ("get rid of chai, node assert", "get rid of chai please, we use `node:assert` in this "
     "repo", {(AVOIDS, "chai", True), (ADDS, "node:assert", True)}),
    # a ban said as a short fragment
    ("SELECT star in this codebase", "No `SELECT *` in this codebase, list the columns.",
     {(AVOIDS, "SELECT *", True)}),
    ("unsafe, never in this crate", "`unsafe`? Never in this crate.",
     {(AVOIDS, "unsafe", True)}),
    ("moment, not in this repo", "`moment`? Not anymore, not in this repo.",
     {(AVOIDS, "moment", True)}),
    ("Thread.sleep, not on this team", "`Thread.sleep` in tests? Not on this team.",
     {(AVOIDS, "Thread.sleep", True)}),
    ("static mut, never", "`static mut`? Never.", {(AVOIDS, "static mut", True)}),
    # two or three commands to run
    ("vet and golangci-lint", "always run `go vet ./...` and `golangci-lint run` before you say "
     "done", {(RUNS, "go vet ./...", True), (RUNS, "golangci-lint run", True)}),
    ("fmt and clippy every commit", "Before every commit, run `cargo fmt --check` and `cargo "
     "clippy`.", {(RUNS, "cargo fmt --check", True), (RUNS, "cargo clippy", True)}),
    ("ruff and mypy every time", "Run `ruff check .` and `mypy src` every time before handing "
     "back.", {(RUNS, "ruff check .", True), (RUNS, "mypy src", True)}),
    ("three npm scripts", "From now on run `npm run lint`, `npm run typecheck` and `npm test` "
     "before you tell me it works.", {(RUNS, "npm run lint", True),
                                      (RUNS, "npm run typecheck", True), (RUNS, "npm test", True)}),
    # a forced push, either spelling
    ("force push we never", "we never `git push --force` in this repo",
     {(NOT_RUN, "git push --force", True)}),
    ("npm install force", "Don't ever run `npm install --force`, fix the peer deps instead.",
     {(NOT_RUN, "npm install --force", True)}),
)

# Messages that describe, ask, report or paste: no rule.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("e2e takes forty minutes", "the e2e suite takes forty minutes on CI, which is why nobody "
     "runs it locally"),
    ("nolint asked", "should I add a `//nolint` here or fix the shadowing?"),
    ("testify dropped last year", "we dropped testify last year when we moved to Go 1.22"),
    ("migrations folder size", "the migrations folder has 312 files in it, can we squash some?"),
    ("SELECT star asked", "is `SELECT *` ok inside a CTE?"),
    ("force spellings asked", "what's the difference between `git push -f` and "
     "`--force-with-lease`?"),
    ("nolintlint pasted", "CI says:\n\n```\ninternal/api/users.go:41:2: directive "
     "`//nolint:errcheck` is unused for linter \"errcheck\" (nolintlint)\n```\n\nwhat does that "
     "mean?"),
    ("Marta's deps", "Marta's PR adds three new npm dependencies without asking anyone."),
    ("vet and lint ran", "I ran `go vet` and `golangci-lint run`, both clean."),
    ("jQuery still loaded", "`jQuery`? It's still loaded on the admin pages, I think."),
    ("old team e2e", "The old team never ran the e2e suite before merging, and it showed."),
    ("no SELECT star left", "no `SELECT *` left in the reports module, I checked"),
)

# Work asked once, or of one file: at most a check of the task at hand, never a rule.
ONE_OFFS: tuple[tuple[str, str, Judged], ...] = (
    ("e2e, just the unit tests", "don't run the e2e suite, just the unit tests",
     {(NOT_RUN, "the e2e suite", False), (RUNS, "the unit tests", False)}),
    ("migrations in this PR", "don't touch the migrations folder in this PR",
     {(FILES, "migrations/", False)}),
    ("nolint from one file", "remove the `//nolint` from `handlers.go`",
     {(AVOIDS, "//nolint", False)}),
    ("testify from one test", "drop testify from `store_test.go` and use plain `if` checks",
     {(AVOIDS, "testify", False)}),
    ("SELECT star alone", "no `SELECT *`", {(AVOIDS, "SELECT *", False)}),
    ("vet and lint once", "run `go vet` and `golangci-lint run` before you say done",
     {(RUNS, "go vet", False), (RUNS, "golangci-lint run", False)}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A verb of adding the reader does not know ("stop sprinkling `X` everywhere").
    "ts-ignore everywhere",
})


test_a_ban_of_the_work_or_the_process_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_words_that_describe_ask_or_paste_give_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("name", "words", "allowed"), ONE_OFFS, ids=[n for n, _, _ in ONE_OFFS])
def test_work_asked_once_is_no_rule(name: str, words: str, allowed: Judged) -> None:
    assert judged(words) <= allowed


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 30 and len(NOT_RULES) >= 10 and len(ONE_OFFS) >= 5
    names = [c[0] for c in (*RULES, *NOT_RULES, *ONE_OFFS)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in RULES} >= KNOWN_MISSES


# One case per shape the reader was changed for, with the near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # Commands listed one after another: a run of each.
    ("two commands listed", "never run `make deploy` and `make release`",
     {(NOT_RUN, "make deploy", True), (NOT_RUN, "make release", True)}),
    ("a command and a flag", "run `make lint` and `make test` with `-j4`",
     {(RUNS, "make lint", False), (RUNS, "make test -j4", False)}),
    ("a command and what it runs on", "run `pytest` on `tests/unit/`", {(RUNS, "pytest", False)}),
    # A folder by its name, said as a word.
    ("a folder by its name", "leave the fixtures folder alone", {(FILES, "fixtures/", False)}),
    ("a folder by which one", "never touch the home directory", set()),
    ("a folder of something", "never touch the whole folder", set()),
    ("words about a folder", "don't ever change the log directory path", set()),
    # A linter's silencing comment, said as a word.
    ("a silencing comment as a word", "never add eslint-disable-next-line",
     {(AVOIDS, "eslint-disable-next-line", True)}),
    ("what the agent keeps adding, unquoted", "you keep adding nosec. stop it",
     {(AVOIDS, "nosec", True)}),
    ("what the agent keeps adding, no code", "you keep adding comments. stop.", set()),
    # New dependencies left to the person: the file that lists them.
    ("dependencies to a file, asked first", "never add a dependency to `pyproject.toml` without "
     "asking me first", {(FILES, "pyproject.toml", True)}),
    ("modules of an ecosystem, asked first", "ask me before you add any new go modules",
     {(FILES, "go.mod", False)}),
    ("dependencies of no ecosystem", "never add dependencies without asking me first", set()),
    ("an ecosystem of several files", "never add python packages without asking", set()),
    ("dependencies banned outright", "never add new npm dependencies", set()),
    # A star that stands alone is code, not a name's hole.
    ("a star alone", "never use `import *` in this repo", {(AVOIDS, "import *", True)}),
    ("a star in a name", "never use `*_old.py`", set()),
    # A name asked about alone, and the person's answer with a ban's reach.
    ("asked alone, not in this repo", "`eval`? Not in this repo.", {(AVOIDS, "eval", True)}),
    ("asked alone, not here", "`eval`? Not here.", set()),
    ("asked alone, not sure", "`eval`? Not sure.", set()),
    ("asked alone, never heard", "`eval`? Never heard of it.", set()),
    ("a file asked alone", "`settings.yaml`? Never.", set()),
    ("asked with more words", "is `eval` used anywhere? never in this repo I think", set()),
    # A name taken out, and the team's way with the project's reach.
    ("taken out, the team's way next", "Remove `sinon`. We use the built-in mocks in this repo.",
     {(AVOIDS, "sinon", True)}),
    ("taken out, the team always", "drop `lodash`, we always use native array methods",
     {(AVOIDS, "lodash", True)}),
    ("taken out, the team's way without reach", "remove `console.log`, we use the logger",
     set()),
    ("a kind taken out", "remove duplicates, we use sets here", set()),
    ("taken out, the team's way, an exception", "remove `mockito`, we use fakes on this team, "
     "but keep it in the legacy module", set()),
    ("a file taken out", "delete `old_client.py`, we use the new one here", set()),
    # A suite of tests by its kind.
    ("a suite by its kind", "never run the smoke suite", {(NOT_RUN, "the smoke suite", True)}),
    ("the whole of a suite", "never run the whole e2e suite", set()),
    ("what the suite does, after", "never run the unit tests, they take the whole afternoon",
     {(NOT_RUN, "the unit tests", True)}),
)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


def _banned_runs(words: str, lines: list[str]) -> list[str]:
    (judge,) = derive([Quote(words, HERE)])
    return [line for line in lines
            if judge.score(Attempt(commands=[Command(line, 0)])) == 0.0]


def test_a_banned_flag_is_found_in_either_spelling_the_command_gives_it() -> None:
    pushes = ["git push -f origin topic", "git push origin topic --force", "git push --force",
              "git push --force-with-lease", "git push -u origin topic", "git push --follow-tags"]
    forced = pushes[:3]
    assert _banned_runs("never `git push --force`", pushes) == forced
    assert _banned_runs("never `git push -f`", pushes) == forced
    assert _banned_runs("don't ever run `npm install --force`",
                        ["npm install -f", "npm install", "npm install --force"]) \
        == ["npm install -f", "npm install --force"]


def test_a_flag_keeps_its_spelling_where_the_letter_means_another_thing() -> None:
    # `helm upgrade -f` names a values file, `kubectl delete -f` a manifest.
    assert _banned_runs("never run `kubectl delete -f`",
                        ["kubectl delete -f pod.yaml", "kubectl delete --force pod/x"]) \
        == ["kubectl delete -f pod.yaml"]


def test_a_banned_suite_is_its_kind_of_tests_only() -> None:
    runs = ["npx playwright test", "npm run test:e2e", "npm test", "pytest tests/unit"]
    assert _banned_runs("never run the e2e suite", runs) == runs[:2]
    assert _banned_runs("never run the integration tests",
                        ["go test -tags integration ./...", "go test ./..."]) \
        == ["go test -tags integration ./..."]
