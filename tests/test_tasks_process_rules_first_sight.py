"""Rules about how work goes out, and rules whose term is said before them, at first sight.

A first-sight batch, written from how developers state the rules of their workflow: a tool or a
store scoped by "only" ("new tests go in `vitest` only", "Postgres only, even in tests"); the
command named in the person's own sentence before the rule that points at it ("there's a `make
check` target. always run it first."); a gate that no commit, push, merge or pull request passes
without a check ("no commits without a passing `make check`", "don't open a PR until `cargo
clippy` is clean"); and the rules of git and pull requests, said with few or no code terms
("always rebase on main before opening the PR", "PRs are always opened as drafts", "sign off
every commit", "never push straight to main"), read into a command of the operation named, with
the flag or the branch the words give. A rule no command line shows ("always squash", "never
amend a commit that's already been pushed") is read as nothing: a missed rule costs less than a
wrong one. Beside them, close messages that describe what was done, ask, quote others' rules,
set a condition, tell a past habit or use "only" of how things are, and give nothing; one-offs
that may give at most a check of the task at hand; and answers to the agent's message.

It was measured before the reader was changed for it: rules read exactly 3/36 (three read wrong:
a gate and a condition read as bans, a flag read as code), messages giving nothing 28/28,
one-offs 6/6, answers 2/6; after: rules 36/36, messages giving nothing 28/28, one-offs 6/6,
answers 6/6.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, with the near shapes that must stay as they were.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, Judged, judged

MENTIONS = "must_mention"

# Messages whose own words state a rule of the workflow.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # scoped by "only"
    ("vitest only", "Add a test for the currency formatter. New tests go in `vitest` only.",
     {(RUNS, "vitest", True)}),
    ("pnpm only in this repo", "use pnpm only in this repo, the lockfile gets mangled otherwise",
     {(RUNS, "pnpm", True)}),
    ("Postgres only", "Add a repository class for invoices. Postgres only, even in tests.",
     {(MENTIONS, "postgres", True)}),
    ("format with ruff only", "Format with `ruff format` only.", {(RUNS, "ruff format", True)}),
    ("structlog only", "Logging goes through `structlog` only, no bare `print`.",
     {(ADDS, "structlog", True), (AVOIDS, "print", True)}),
    ("date-fns only", "Dates are handled with `date-fns` only.", {(ADDS, "date-fns", True)}),
    ("httpx only please", "Add a client for the billing API. HTTP calls: `httpx` only, please.",
     {(ADDS, "httpx", True)}),
    ("yarn only", "Use `yarn` only, mixing in npm breaks the lockfile.", {(RUNS, "yarn", True)}),
    # the term in the sentence before, and the rule pointing at it
    ("make check target", "there's a `make check` target. always run it first.",
     {(RUNS, "make check", True)}),
    ("lint script every time", "We have `scripts/lint.sh` — run that before you commit, every "
     "time.", {(RUNS, "scripts/lint.sh", True)}),
    ("just ci before every push", "Fix the flaky upload test. `just ci` runs the whole pipeline "
     "locally; run it before every push.", {(RUNS, "just ci", True)}),
    ("tox lint env", "The repo has a `tox -e lint` environment. Use it before you hand anything "
     "back, always.", {(RUNS, "tox -e lint", True)}),
    ("force push never again", "`git push --force` is what wiped Dana's commits last week. Never "
     "do that again.", {(NOT_RUN, "git push --force", True)}),
    ("bin/fmt wrapper", "We've got a wrapper, `bin/fmt`. Always use it instead of calling "
     "prettier directly.", {(RUNS, "bin/fmt", True)}),
    ("npm run verify", "`npm run verify` is our all-in-one check. Run it before every commit.",
     {(RUNS, "npm run verify", True)}),
    # gates
    ("no commits without make check", "no commits without a passing `make check`",
     {(RUNS, "make check", True)}),
    ("nothing merged unless npm test", "nothing gets merged unless `npm test` is green",
     {(RUNS, "npm test", True)}),
    ("no PR until clippy", "don't open a PR until `cargo clippy` is clean",
     {(RUNS, "cargo clippy", True)}),
    ("no push without go test", "Bump the grpc dependency. No push without `go test ./...` "
     "passing first.", {(RUNS, "go test ./...", True)}),
    ("never commit unless pytest", "Never commit unless `pytest -q` passes.",
     {(RUNS, "pytest -q", True)}),
    ("nothing to review until credo", "Nothing goes to review until `mix credo --strict` is "
     "clean.", {(RUNS, "mix credo --strict", True)}),
    ("don't merge before validate", "Don't merge anything before `terraform validate` passes.",
     {(RUNS, "terraform validate", True)}),
    # git and pull requests
    ("rebase on main before the PR", "always rebase on main before opening the PR",
     {(RUNS, "git rebase … main", True)}),
    ("rebase onto develop every PR", "Add the CSV export. We rebase onto `develop` before every "
     "PR.", {(RUNS, "git rebase … develop", True)}),
    ("always squash", "from now on always squash", set()),
    ("drafts always", "PRs are always opened as drafts", {(RUNS, "gh pr create --draft", True)}),
    ("every PR a draft", "Open every PR as a draft, the reviewers pick them up when CI is "
     "green.", {(RUNS, "gh pr create --draft", True)}),
    ("sign off every commit", "sign off every commit (`-s`), the DCO bot rejects the PR "
     "otherwise", {(RUNS, "git commit -s", True)}),
    ("commit with -s", "Always commit with `-s`.", {(RUNS, "git commit -s", True)}),
    ("signed off, always", "Commits in this repo are always signed off.",
     {(RUNS, "git commit -s", True)}),
    ("push straight to main", "never push straight to main", {(NOT_RUN, "git push … main", True)}),
    ("directly to master", "Don't ever push directly to `master`; open a PR instead.",
     {(NOT_RUN, "git push … master", True)}),
    ("pull with rebase", "Always pull with `--rebase`, we keep history linear.",
     {(RUNS, "git pull --rebase", True)}),
    ("amend once pushed", "Never amend a commit that's already been pushed.", set()),
    ("no-verify", "Never commit with `--no-verify`, fix the hook failure instead.",
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("use the flag never", "never use `--no-verify` when you commit",
     {(NOT_RUN, "git commit --no-verify", True)}),
)

# Messages that describe, ask, quote, set a condition or tell a past habit: no rule.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("squashed last time", "we squashed it last time"),
    ("CI only on main", "CI only runs on main"),
    ("always rebase asked", "should we always rebase?"),
    ("old team squashed", "The old team always squashed before merging, which is why blame is "
     "useless."),
    ("used to rebase", "We used to rebase everything onto develop."),
    ("kernel sign-off", "The kernel wants every commit signed off with `-s`; do they check that "
     "on patches sent by mail?"),
    ("their CONTRIBUTING", "Their CONTRIBUTING says never push straight to main. Is that "
     "enforced for us too?"),
    ("squash if big", "if the PR is big, squash it before merging"),
    ("only make check failed", "only `make check` failed, the rest passed"),
    ("only vitest slow", "only the vitest suite is slow, the jest one is fine"),
    ("Postgres only shows up", "Postgres only shows up in the integration tests, the unit tests "
     "use SQLite."),
    ("make check asked", "there's a `make check` target. does it run the linter too?"),
    ("lint script fails", "There's a `scripts/lint.sh` somewhere. It fails on my machine with "
     "exit 2."),
    ("nothing merged while red", "nothing got merged while `npm test` was red"),
    ("commits without, asked", "were there any commits without a passing `make check` this "
     "week?"),
    ("drafts until the bot", "PRs were opened as drafts until the bot broke."),
    ("drafts by default asked", "Are PRs opened as drafts by default in this org?"),
    ("Alice drafts", "Alice always opens her PRs as drafts."),
    ("DCO red", "The DCO check wants a sign-off on every commit; I think that's why it's red."),
    ("branch protection", "Pushing straight to main is blocked by branch protection anyway."),
    ("some folks squash", "Some folks here always squash, others don't care."),
    ("CI only npm test", "CI only runs `npm test` on pushes to main."),
    ("only package manager asked", "is `pnpm` the only package manager that works here?"),
    ("squash only if messy", "only squash if the history is messy"),
    ("release branch fixes", "The release branch only takes fixes."),
    ("Bob's rule", "Bob's rule is no merges without two approvals."),
    ("just ci takes minutes", "`just ci` runs the whole pipeline locally. It takes about four "
     "minutes."),
    ("rebase conflict pasted", "I ran `git rebase main` and got conflicts in the lockfile:\n\n"
     "```\nCONFLICT (content): Merge conflict in pnpm-lock.yaml\n```\n\nhow do I resolve it?"),
)

# Work asked once: at most a check of the task at hand, never a rule.
ONE_OFFS: tuple[tuple[str, str, str, Judged], ...] = (
    ("rebase this one", "", "rebase this one on main before you open it",
     {(RUNS, "git rebase … main", False)}),
    ("the PR until clippy", "", "Don't open the PR until `cargo clippy` is clean.",
     {(RUNS, "cargo clippy", False)}),
    ("no need to rebase", "", "no need to rebase, the branch is fresh",
     {(NOT_RUN, "git rebase", False)}),
    ("this one a draft", "", "open this one as a draft", {(RUNS, "gh pr create --draft", False)}),
    ("sign off this commit", "", "sign off this commit with `-s`, the bot is complaining",
     {(RUNS, "git commit -s", False)}),
    ("a draft, yes please", "Shall I open the PR as a draft?", "yes please",
     {(RUNS, "gh pr create --draft", False)}),
)

# The agent's message, and the person's answer.
REPLIES: tuple[tuple[str, str, str, Judged], ...] = (
    ("and always a draft", "Shall I push the branch and open the PR?",
     "yes, and always open it as a draft", {(RUNS, "gh pr create --draft", True)}),
    ("drafts first here", "I'll open the PR now.", "ok. PRs here are always drafts first.",
     {(RUNS, "gh pr create --draft", True)}),
    ("rebase every time", "Want me to rebase on main before pushing?",
     "yes, and do that every time from now on", {(RUNS, "git rebase … main", True)}),
    ("CI asked after", "I rebased on main and opened the PR.", "thanks. did CI pass?", set()),
    ("squash this time", "Want me to squash the commits before merging?", "sure, this time",
     set()),
    ("run it before you hand back", "I ran `make check` and it's green.",
     "good, always run it before you hand back", {(RUNS, "make check", True)}),
)

# One case per shape the reader was changed for, with the near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # A name scoped by "only".
    ("a name only, with a reach", "", "`sqlx` only, even in tests", {(ADDS, "sqlx", True)}),
    ("a name only, as an answer", "Should I run it on `main` or on every branch?", "`main` only",
     set()),
    ("a plain name only", "", "Linux only", set()),
    ("a name only, please", "", "`main` only, please", set()),
    ("a kind's name only, please", "", "queues: `sqs` only, please", set()),
    ("a name only, from now on", "", "`uv` only from now on", {(RUNS, "uv", True)}),
    ("only before the verb", "", "only use `pnpm` in this repo", {(RUNS, "pnpm", True)}),
    ("only, of one run", "", "run `pytest -k fast` only", {(RUNS, "pytest -k fast", False)}),
    ("only in one view", "", "use `Decimal` only in this view", {(ADDS, "Decimal", False)}),
    ("only, told of the tests", "", "the tests run with `vitest` only", set()),
    ("only, what was done", "", "we deployed with `helm` only", set()),
    ("a kind of work goes through, only", "", "Mocking goes through `msw` only.",
     {(ADDS, "msw", True)}),
    ("a kind of work goes through, no only", "", "Mocking goes through `msw`.", set()),
    ("the work's, goes through, only", "", "the mocking goes through `msw` only", set()),
    # A clause that points back at the one name of the clause before.
    ("two names before", "", "We have `make lint` and `make fmt`. Always run it first.", set()),
    ("a module, never used", "", "There's a `legacy_client` module. Never use it.", set()),
    ("run it again", "", "`tox -e lint` failed. run it again.", {(RUNS, "tox -e lint", False)}),
    ("a command run before", "", "I ran `make check` yesterday. Always run it first.",
     {(RUNS, "make check", True)}),
    ("a ban of some runs", "", "We have `scripts/seed.sh`. don't run it against prod.", set()),
    ("a file run", "", "There's a `Makefile`. always run it first.", set()),
    # A gate.
    ("a gate on no check", "", "no merges without two approvals", set()),
    ("nothing is ever merged", "", "nothing is ever merged without `bazel test //...` passing",
     {(RUNS, "bazel test //...", True)}),
    ("a gate left to the person", "", "don't push until I say so",
     {(NOT_RUN, "git push", False)}),
    ("a gate on the build, in words", "", "never push before the build is green", set()),
    ("a gate on a name", "", "nothing gets merged without `lodash`", set()),
    ("a gate of the work at hand", "", "don't commit until `npm test` passes",
     {(RUNS, "npm test", False)}),
    ("a gate of all work", "", "never push without running the tests", {(RUNS, "the tests", True)}),
    # An operation of git or of the forge's client, with its flag or branch.
    ("a draft of what", "", "always open it as a draft", set()),
    ("a rebase asked once", "", "rebase on main", set()),
    ("a flag of a commit asked once", "", "commit with `-s`", set()),
    # a long flag banned as a rule, of no operation: kept off every command line
    ("a flag of no operation", "", "never use `--no-verify`", {(NOT_RUN, "--no-verify", True)}),
    ("a flag of a push", "", "always use `--force-with-lease` when you push",
     {(RUNS, "git push --force-with-lease", True)}),
    ("we rebase, on a schedule", "", "we rebase onto main every morning, so expect force "
     "pushes", set()),
    ("we rebase, against a merge", "The branch is ready. Want me to merge main into it first?",
     "no, we rebase, we don't merge", {(NOT_RUN, "git merge", True)}),
    ("an operation and its exception", "", "we always rebase, but this branch is shared so merge "
     "instead", set()),
    ("an operation on a condition", "", "always rebase on main when the branch is behind", set()),
    ("an operation and why", "", "always rebase on main, it keeps history clean",
     {(RUNS, "git rebase … main", True)}),
    ("a condition in a relative clause", "", "never amend a commit that's been pushed", set()),
    # What the work meets is no place the rule is kept to.
    ("a ban, and the failure to fix", "", "never add `@skip`, fix the test failure instead",
     {(AVOIDS, "@skip", True)}),
    ("a ban in the test at hand", "", "never add `@skip` to the test", {(AVOIDS, "@skip", False)}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset()


test_a_rule_of_the_workflow_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_words_that_describe_ask_or_quote_give_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("name", "reply", "words", "allowed"), ONE_OFFS,
                         ids=[n for n, _, _, _ in ONE_OFFS])
def test_work_asked_once_is_no_rule(name: str, reply: str, words: str, allowed: Judged) -> None:
    assert judged(words, reply) <= allowed


test_an_answer_adds_a_rule_of_the_workflow = reads_as_expected(REPLIES, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 35 and len(NOT_RULES) >= 25 and len(ONE_OFFS) >= 5
    names = [c[0] for c in (*RULES, *NOT_RULES, *ONE_OFFS, *REPLIES)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in (*RULES, *REPLIES)} >= KNOWN_MISSES


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
