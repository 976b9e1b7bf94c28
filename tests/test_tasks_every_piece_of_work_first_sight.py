"""What every commit, pull request or change must pass or update, at first sight.

A first-sight batch, written from how developers state the check a commit, a pull request or a
change has to get through, with the work as the subject and the check as the object: "each
commit must pass `make lint`", "every PR has to pass `cargo clippy`", "your change must pass
`go vet ./...`". The check is a command to run before the work is handed back: said of every
commit, PR or change (or of new code, or everything) it is a standing rule; said of the work at
hand ("it", "your change", "the code", "this fix") it is this task's. "Pass" also means handing
a value or a flag on ("every handler must pass `ctx` to the service", "you must pass `--release`
to cargo"), which names no check and is read as before; and a question, a report, a past habit,
a musing or another repository's process gives nothing.

It was measured before the reader was changed for it: rules read exactly 0/20 (eleven read as
code the change adds: "each commit must pass `make lint`" would have had every later diff hold
the words `make lint`; the nine others gave nothing), look-alikes giving nothing 11/11; after:
rules 20/20, look-alikes 11/11. Three sentences first listed with the look-alikes hand a value
or a flag on ("every handler must pass `ctx` to the service"); they were read as code to add or
a flag to run with, which may be what they ask, and are kept apart (`HANDED_ON`): whatever they
give, no check is run for the value, then and now. A rule of every commit is written down as a
run before each commit, one of every pull request before one is opened.

A second part, written the same way, asks for a file every piece of work updates, with the
work as the subject or the place ("each PR must update `CHANGELOG.md`", "every change needs an
entry in `CHANGELOG.md`", "update `CHANGELOG.md` in every PR"), as "always update
`CHANGELOG.md`" already was: at first sight 0/8 (all gave nothing), after 8/8; its look-alikes (a
question, a report, a past habit, what the work has rather than what goes into a file: "every
PR needs an owner in `CODEOWNERS`") 6/6 before and after.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from helpers.judged import EDITS, RUNS, Judged, check_read, durable_lines, judged

# A unit of work that must pass a named check.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # said of every piece of work: a standing rule
    ("each commit make lint", "each commit must pass `make lint`", {(RUNS, "make lint", True)}),
    ("every PR cargo clippy", "every PR has to pass `cargo clippy`",
     {(RUNS, "cargo clippy", True)}),
    ("all changes npm run lint", "all changes need to pass `npm run lint`",
     {(RUNS, "npm run lint", True)}),
    ("every commit pre-commit", "every commit needs to pass `pre-commit run --all-files`",
     {(RUNS, "pre-commit run --all-files", True)}),
    ("all PRs terraform validate", "All PRs must pass `terraform validate`.",
     {(RUNS, "terraform validate", True)}),
    ("every change tox lint", "every change should pass `tox -e lint`",
     {(RUNS, "tox -e lint", True)}),
    ("each migration sqlfluff", "each migration must pass `sqlfluff lint`",
     {(RUNS, "sqlfluff lint", True)}),
    ("new code eslint", "new code must pass `eslint --max-warnings 0`",
     {(RUNS, "eslint --max-warnings 0", True)}),
    ("commits cz check", "commits have to pass `cz check`", {(RUNS, "cz check", True)}),
    ("everything ruff before commit", "everything must pass `ruff check` before you commit",
     {(RUNS, "ruff check", True)}),
    ("every PR test and lint", "every PR must pass `make test` and `make lint`",
     {(RUNS, "make test", True), (RUNS, "make lint", True)}),
    ("every pull request phpstan", "Every pull request needs to pass `vendor/bin/phpstan "
     "analyse`, no exceptions.", {(RUNS, "vendor/bin/phpstan analyse", True)}),
    ("after a task, every commit", "Add the retry to the uploader. Every commit has to pass "
     "`go test ./...`.", {(RUNS, "go test ./...", True)}),
    # said of the work at hand: this task's
    ("your change go vet", "your change must pass `go vet ./...`",
     {(RUNS, "go vet ./...", False)}),
    ("the code mypy strict", "the code must pass `mypy --strict`",
     {(RUNS, "mypy --strict", False)}),
    ("it pytest -x", "Fix the date parsing; it must pass `pytest -x`.",
     {(RUNS, "pytest -x", False)}),
    ("the build make check", "the build has to pass `make check`",
     {(RUNS, "make check", False)}),
    ("this fix dotnet test", "this fix has to pass `dotnet test`",
     {(RUNS, "dotnet test", False)}),
    ("the branch rubocop before push", "the branch needs to pass `bundle exec rubocop` before "
     "you push", {(RUNS, "bundle exec rubocop", False)}),
    ("the PR mix credo", "the PR must pass `mix credo --strict`",
     {(RUNS, "mix credo --strict", False)}),
)

# Look-alikes: nothing asked of the agent, or a "pass" that hands something on.
NOTHING: tuple[tuple[str, str], ...] = (
    ("question did each commit", "did each commit pass `make lint`?"),
    ("question should every commit", "should every commit pass `make lint`?"),
    ("report in CI", "each commit passed `make lint` in CI"),
    ("state now", "it passes `pytest -x` now"),
    ("past musing", "every PR I opened had to pass `cargo clippy`, which took forever"),
    ("another repo", "the old repo required every PR to pass `make lint`"),
    ("hypothetical", "even if every commit passes `make lint`, the build can still break"),
    ("pass a flag once", "pass `--no-verify` to skip the hook just this once"),
    ("the context down", "every function must pass the context down"),
    ("past twice", "my PR had to pass `make lint` twice before it went green"),
    ("whether", "I wonder whether every commit should pass `make lint` or just the PR"),
)

# "Pass" that hands a value or a flag on: whatever else they ask, no check is run for the value.
HANDED_ON: tuple[tuple[str, str, str], ...] = (
    ("hand a value on", "every handler must pass `ctx` to the service", "ctx"),
    ("request passes a field", "each request must pass `user_id` in the header", "user_id"),
    ("flag to cargo", "you must pass `--release` to cargo build for the benchmarks",
     "--release"),
    ("every call the token", "every call has to pass `auth_token`", "auth_token"),
    ("the build the flag", "the build must pass `-Werror` to the compiler", "-Werror"),
)

# A file every piece of work updates.
FILES: tuple[tuple[str, str, str], ...] = (
    ("update in every PR", "update `CHANGELOG.md` in every PR", "CHANGELOG.md"),
    ("each PR must update", "each PR must update `CHANGELOG.md`", "CHANGELOG.md"),
    ("every change needs an entry", "every change needs an entry in `CHANGELOG.md`",
     "CHANGELOG.md"),
    ("every release needs a note", "every release needs a note in `docs/releases.md`",
     "docs/releases.md"),
    ("a changelog entry", "every PR needs a changelog entry in `CHANGELOG.md`", "CHANGELOG"),
    ("bump on every release", "bump the version in `package.json` on every release",
     "package.json"),
    ("every feature a line", "every feature needs a line in `docs/features.md`",
     "docs/features.md"),
    ("each commit also", "each commit must also update `docs/schema.md`", "docs/schema.md"),
)
NOT_FILES: tuple[tuple[str, str], ...] = (
    ("an owner in CODEOWNERS", "every PR needs an owner in `CODEOWNERS`"),
    ("needs a review", "every PR needs a review"),
    ("question", "did every PR update `CHANGELOG.md`?"),
    ("report", "every PR I looked at updated `CHANGELOG.md`"),
    ("past habit", "each PR used to need an entry in `CHANGELOG.md`"),
    ("this PR's own edit", "update `CHANGELOG.md` in this PR"),
)

KNOWN_MISSES: frozenset[str] = frozenset()


@pytest.mark.parametrize(("name", "words", "expected"), RULES, ids=[r[0] for r in RULES])
def test_a_check_the_work_must_pass_is_run(name: str, words: str, expected: Judged) -> None:
    check_read(name, judged(words), expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOTHING, ids=[r[0] for r in NOTHING])
def test_what_asks_no_check_gives_nothing(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "value"), HANDED_ON, ids=[r[0] for r in HANDED_ON])
def test_a_value_handed_on_is_no_check(name: str, words: str, value: str) -> None:
    assert (RUNS, value, True) not in judged(words) and (RUNS, value, False) not in judged(words)


def test_the_line_says_which_point_of_the_work_the_check_comes_before() -> None:
    assert durable_lines("each commit must pass `make lint`") == [
        (RUNS, "make lint", "Run `make lint` before you commit.")]
    assert durable_lines("All PRs must pass `terraform validate`.") == [
        (RUNS, "terraform validate", "Run `terraform validate` before you open a pull request.")]
    assert durable_lines("all changes need to pass `npm run lint`") == [
        (RUNS, "npm run lint", "Run `npm run lint` before you say it's done.")]


@pytest.mark.parametrize(("name", "words", "path"), FILES, ids=[r[0] for r in FILES])
def test_a_file_every_piece_of_work_updates_is_a_rule(name: str, words: str, path: str) -> None:
    check_read(name, judged(words), {(EDITS, path, True)}, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_FILES, ids=[r[0] for r in NOT_FILES])
def test_what_asks_no_file_gives_nothing(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)
