"""Rules about a command-line flag, at first sight.

A first-sight batch, written from how developers state a rule about a flag across the tools
agents run (npm, pnpm, yarn, pip, uv, cargo, go test, pytest, docker, kubectl, terraform, helm,
git): a flag said of a command is about what the agent runs, not a word the change adds or
avoids. "always pass `--frozen-lockfile` to `pnpm install`" has the agent run `pnpm install`
with the flag, "never pass `-f` to `git push`" keeps only that command with that flag out (an
`rm -f` the change adds to a script is no concern of it), whether the command is in the clause
("run `cargo test` with `--all-features`"), said before it ("for `docker run`, always add
`--rm`", "when you run pytest, always pass `-x`") or named in plain words ("to pytest"). A flag
said of a file the change edits ("in the CI workflow, always pass `--frozen-lockfile`", "in the
Dockerfile ...") stays a check of the change. A flag said of no command and no file ("`--no-verify`
is banned", "always use `--frozen-lockfile`", "prefer `--force-with-lease` over a plain force")
gives nothing: no check knows which run it is about; but a long flag banned as a rule of no
command ("`--no-verify` is banned") is kept off every command line
(`test_tasks_process_flags_first_sight.py`). Beside them, close messages that describe a
flag, ask about it, tell someone else's habit or a past one, or paste a command's output, and
give nothing; and asks for the run at hand, which give at most that run.

It was measured before the reader was changed for it: rules of a command read exactly 3/30
(the rest read as a word the change adds or avoids, or as the command without its flag), rules
of a file 3/4, flags of no command giving nothing 1/6, messages giving nothing 16/16, runs at
hand giving no more than that run 1/4; after: 30/30, 3/4, 6/6, 16/16, 4/4. One of the six
flags of no command, a long flag banned, has been read since as a ban of every command line.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, NOT_RUN, RUNS, Judged, check_read, judged

# A flag said of a command: the agent runs that command with the flag, or never does.
OF_A_COMMAND: tuple[tuple[str, str, Judged], ...] = (
    # pnpm, npm, yarn
    ("pnpm frozen lockfile", "always pass `--frozen-lockfile` to `pnpm install`",
     {(RUNS, "pnpm install --frozen-lockfile", True)}),
    ("for pnpm install, frozen", "for `pnpm install`, always pass `--frozen-lockfile`",
     {(RUNS, "pnpm install --frozen-lockfile", True)}),
    ("frozen when you run pnpm", "Bump the zod version. Always pass `--frozen-lockfile` when you "
     "run `pnpm install`, the lockfile is the source of truth.",
     {(RUNS, "pnpm install --frozen-lockfile", True)}),
    ("npm legacy peer deps", "Never pass `--legacy-peer-deps` to `npm install`; fix the peer "
     "conflict instead.", {(NOT_RUN, "npm install --legacy-peer-deps", True)}),
    ("npm install force", "Don't ever use `--force` with `npm install`.",
     {(NOT_RUN, "npm install --force", True)}),
    ("yarn immutable", "With `yarn install`, always use `--immutable`.",
     {(RUNS, "yarn install --immutable", True)}),
    # pip, uv
    ("pip no-deps in words", "never pass `--no-deps` to pip install, it hides broken "
     "requirements", {(NOT_RUN, "pip install --no-deps", True)}),
    ("uv sync locked", "Always run `uv sync` with `--locked` so the lockfile isn't rewritten.",
     {(RUNS, "uv sync --locked", True)}),
    ("pip break system packages", "Please never use `--break-system-packages` with `pip "
     "install`.", {(NOT_RUN, "pip install --break-system-packages", True)}),
    # cargo
    ("cargo test all features", "always run `cargo test` with `--all-features`",
     {(RUNS, "cargo test --all-features", True)}),
    ("we pass locked to cargo build", "We always pass `--locked` to `cargo build`.",
     {(RUNS, "cargo build --locked", True)}),
    # go test
    ("go test race", "always pass `-race` to `go test`", {(RUNS, "go test -race", True)}),
    ("go test count", "Fix the retry test. Always run `go test` with `-count=1` so the cache "
     "doesn't hide flakes.", {(RUNS, "go test -count=1", True)}),
    # pytest
    ("pytest x when you run", "When you run pytest, always pass `-x` so it stops at the first "
     "failure.", {(RUNS, "pytest -x", True)}),
    ("pytest v in words", "always pass `-v` to pytest", {(RUNS, "pytest -v", True)}),
    ("pytest no cov", "Never run `pytest` with `--no-cov`, the coverage gate needs it.",
     {(NOT_RUN, "pytest --no-cov", True)}),
    # docker
    ("docker build no-cache", "always add `--no-cache` to `docker build`",
     {(RUNS, "docker build --no-cache", True)}),
    ("docker run rm", "For `docker run`, always add `--rm`.", {(RUNS, "docker run --rm", True)}),
    ("docker privileged", "never run `docker run` with `--privileged`",
     {(NOT_RUN, "docker run --privileged", True)}),
    # kubectl
    ("kubectl dry run", "Run `kubectl apply` with `--dry-run=server` first, every time.",
     {(RUNS, "kubectl apply --dry-run=server", True)}),
    ("kubectl delete all", "Don't ever run `kubectl delete` with `--all`.",
     {(NOT_RUN, "kubectl delete --all", True)}),
    # terraform
    ("terraform auto approve", "Never run `terraform apply` with `-auto-approve`.",
     {(NOT_RUN, "terraform apply -auto-approve", True)}),
    ("terraform plan out", "always run `terraform plan` with `-out=tfplan`",
     {(RUNS, "terraform plan -out=tfplan", True)}),
    # helm
    ("helm force", "never pass `--force` to `helm upgrade`",
     {(NOT_RUN, "helm upgrade --force", True)}),
    # git
    ("git push f", "never pass `-f` to `git push`", {(NOT_RUN, "git push -f", True)}),
    # "don't" with no word of a habit is the work at hand's, as everywhere in the reader
    ("git commit amend", "Don't pass `--amend` to `git commit`, make a new commit.",
     {(NOT_RUN, "git commit --amend", False)}),
    ("no-verify when committing", "Don't use `--no-verify` when you commit.",
     {(NOT_RUN, "git commit --no-verify", False)}),
    ("force with lease when pushing", "always use `--force-with-lease` when you push",
     {(RUNS, "git push --force-with-lease", True)}),
    ("git push f banned", "`git push -f` is banned", {(NOT_RUN, "git push -f", True)}),
    ("rebase autosquash", "Always run `git rebase` with `--autosquash`.",
     {(RUNS, "git rebase --autosquash", True)}),
)

# A flag said of a file the change edits: a check of the change.
OF_A_FILE: tuple[tuple[str, str, Judged], ...] = (
    ("CI workflow frozen", "in the CI workflow, always pass `--frozen-lockfile`",
     {(ADDS, "--frozen-lockfile", True)}),
    ("Dockerfile no-cache-dir", "In the Dockerfile, always use `--no-cache-dir` for `pip "
     "install`.", {(ADDS, "--no-cache-dir", True)}),
    ("package.json scripts", "In `package.json` scripts, always pass `--max-warnings=0` to "
     "`eslint`.", {(ADDS, "--max-warnings=0", True)}),
    ("Makefile test target", "The `test` target in the Makefile should always pass `-race`.",
     {(ADDS, "-race", True)}),
)

# A flag said of no command and no file: nothing a check knows.
OF_NOTHING: tuple[tuple[str, str], ...] = (
    ("force with lease over force", "prefer `--force-with-lease` over a plain force"),
    ("in status, long", "in status, use `--long`"),
    ("always frozen", "always use `--frozen-lockfile`"),
    ("never f", "never use `-f`"),
    ("strict always", "Always use `--strict`."),
)

# Flags described, asked about, told of others or of the past, or in pasted output: no rule.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("what does frozen do", "what does `--frozen-lockfile` actually do in pnpm?"),
    ("ran frozen, it failed", "I ran `pnpm install --frozen-lockfile` and it failed with "
     "ERR_PNPM_OUTDATED_LOCKFILE, any idea why?"),
    ("CI passes no-cache", "CI passes `--no-cache` to `docker build`, that's why it's slow."),
    ("does cargo need all features", "Does `cargo test` need `--all-features` here?"),
    ("README says race", "The README says to always pass `-race` to `go test`."),
    ("Alice runs pytest x", "Alice always runs `pytest` with `-x`."),
    ("if you pass f", "if you pass `-f` to `git push` it overwrites the remote branch"),
    ("used to legacy peer deps", "we used to pass `--legacy-peer-deps` to `npm install` before "
     "the React upgrade"),
    ("pipeline auto-approve", "`terraform apply -auto-approve` is what the deploy pipeline "
     "runs."),
    ("should I always frozen", "Should I always pass `--frozen-lockfile` to `pnpm install`?"),
    ("kubectl unknown flag", "kubectl says:\n\n```\nerror: unknown flag: --dry-run=server\n```\n"
     "\nwhat version are we on?"),
    ("no-verify skips hooks", "the `--no-verify` flag skips the pre-commit hooks"),
    ("why push f", "Why did you run `git push -f` on the feature branch?"),
    ("npm warn pasted", "got this:\n\n```\n$ npm install --legacy-peer-deps\nnpm WARN "
     "ERESOLVE overriding peer dependency\n```"),
    ("auto-approve removed", "`-auto-approve` was removed from the Makefile last week."),
    ("helm force docs", "the helm docs say `--force` recreates resources on `helm upgrade`"),
)

# A run asked for once: at most that run, never a rule.
AT_HAND: tuple[tuple[str, str, Judged], ...] = (
    ("pytest x this time", "run `pytest` with `-x` this time", {(RUNS, "pytest -x", False)}),
    ("pytest x in words", "run pytest with `-x`", {(RUNS, "pytest -x", False)}),
    ("no-cache this build", "rebuild with `docker build --no-cache`",
     {(RUNS, "docker build --no-cache", False)}),
    ("don't pass f this time", "don't pass `-f` to `git push` here, someone else is on the "
     "branch", {(NOT_RUN, "git push -f", False)}),
)

# One case per shape the reader was changed for, with the near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # A flag handed to a command, in the clause or around it.
    ("a flag to a command", "", "never pass `-rf` to `rm`", {(NOT_RUN, "rm -rf", True)}),
    ("a flag with a command in words", "", "always use the `--frozen-lockfile` flag with pnpm "
     "install", {(RUNS, "pnpm install --frozen-lockfile", True)}),
    ("a flag preferred over another", "", "with `git push`, prefer `--force-with-lease` over "
     "`-f`", {(RUNS, "git push --force-with-lease", True), (NOT_RUN, "git push -f", True)}),
    ("a flag to make, the verb", "", "always use `--strict` to make sure nothing slips", set()),
    # a long flag banned as a rule, of no command: kept off every command line; one letter
    # means something else to each command
    ("a flag of no command, banned", "", "never use the `--no-verify` flag",
     {(NOT_RUN, "--no-verify", True)}),
    ("a letter of no command, banned", "", "`-f` is banned", set()),
    ("a flag of no command, banned once", "", "don't use `--no-verify`", set()),
    # A flag of a file, or of the program the change writes.
    ("a flag in CI", "", "always use `--frozen-lockfile` in CI",
     {(ADDS, "--frozen-lockfile", True)}),
    ("a flag banned in a file", "", "in `scripts/ci.sh`, never use `-f`", set()),
    ("a flag of the program", "", "add a `--json` flag to the export command",
     {(ADDS, "--json", False)}),
    ("a flag added once", "", "add `--no-cache` to `docker build`", {(ADDS, "--no-cache", False)}),
    ("a flag added as a rule", "", "always add `--atomic` to `helm upgrade`",
     {(RUNS, "helm upgrade --atomic", True)}),
    ("a flag added as a rule, to no command", "", "Always add `--strict`.", set()),
    # A run with its flag.
    ("a check banned with a flag", "", "never run the tests with `--no-cov`", set()),
    ("a run without a flag", "", "always run `make lint` without `--fix`",
     {(RUNS, "make lint", True)}),
    ("a run in a place", "", "always run pytest in the container", {(RUNS, "pytest", True)}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A rule whose subject is a part of a file ("the `test` target in the Makefile should ...")
    # is read by no grammar of a directive.
    "Makefile test target",
})


test_a_flag_of_a_command_is_a_run = reads_as_expected(OF_A_COMMAND, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "expected"), OF_A_FILE,
                         ids=[n for n, _, _ in OF_A_FILE])
def test_a_flag_of_a_file_the_change_edits_is_a_check_of_the_change(
        name: str, words: str, expected: Judged) -> None:
    check_read(name, judged(words), expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), OF_NOTHING, ids=[n for n, _ in OF_NOTHING])
def test_a_flag_of_no_command_and_no_file_gives_nothing(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_a_flag_described_asked_or_pasted_gives_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("name", "words", "allowed"), AT_HAND, ids=[n for n, _, _ in AT_HAND])
def test_a_run_asked_once_is_no_rule(name: str, words: str, allowed: Judged) -> None:
    assert judged(words) <= allowed


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(OF_A_COMMAND) >= 30 and len(NOT_RULES) >= 15
    names = [c[0] for c in (*OF_A_COMMAND, *OF_A_FILE, *OF_NOTHING, *NOT_RULES, *AT_HAND)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in (*OF_A_COMMAND, *OF_A_FILE, *OF_NOTHING)} >= KNOWN_MISSES


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
