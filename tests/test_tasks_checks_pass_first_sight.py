"""A check asked to pass, in plain words, at first sight.

A first-sight batch, written from how developers ask that a project's check passes without
quoting it: "make sure mypy passes", "make sure ruff is clean", "eslint must pass", "keep the
build green", "the linter should be clean before you hand it back", "all tests green before you
say done", "nothing gets merged with failing lint"; and requirements of every new piece of code
said with "needs" ("every new endpoint needs a `@require_auth` decorator"), read only of a
decorator, annotation or attribute ("users need `admin` role" is who may do what).

Said once, "make sure mypy passes" asks the agent to get the check passing; the only way to be
sure of it is to run the check, so it gives a check that this task ran it, kept to the task (no
standing rule: nothing says every piece of work). Whether the person meant "make it pass" or
"find out whether it passes" the run is the same, which is why the reading holds either way.
What is not asked of the agent gives nothing: a question ("does eslint pass?"), a report of how
things are ("mypy passes now", "I made sure ruff is clean"), a condition ("if mypy passes, merge
it"), pasted output, a check the agent cannot run ("keep CI green"), a place it cannot reach
("make sure the build passes on Windows"), and "the tests must pass" alone, which may say how
the code at hand should end up (a named tool, "eslint must pass", is the command to run, as its
quoted form already was). A gate said of all work ("nothing gets merged with failing lint") is
a standing rule, as "no commits without a passing `make check`" already was. "every new endpoint
needs a `@require_auth` decorator" asks the same as "every new endpoint must use
`@require_auth`": a decorator or attribute is how the code is written, not what the product
does, so it stands for every new endpoint.

It was measured before the reader was changed for it: rules read exactly 1/32 (two read wrong:
"keep `npm run lint` green" as code the change keeps, "never push with a failing `go test
./...`" as a ban of every push), messages giving nothing 24/24; after: rules 32/32, messages
giving nothing 24/24. "all tests green before you say done" stands for all work, as "all tests
must pass before you push" already did.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected
from helpers.judged import ADDS, RUNS, Judged, check_read, judged

# Messages that ask for a check to pass, or state what every new piece of code needs.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # "make sure" a named check passes, said once
    ("make sure mypy passes", "make sure mypy passes", {(RUNS, "mypy", False)}),
    ("fix and make sure pytest", "Fix the flaky retry test and make sure `pytest -q` passes.",
     {(RUNS, "pytest -q", False)}),
    ("make sure ruff is clean", "make sure ruff is clean", {(RUNS, "ruff", False)}),
    ("clippy happy before push", "make sure clippy is happy before you push",
     {(RUNS, "cargo clippy", False)}),
    ("clippy happy", "Add the retry budget to the client, and make sure clippy is happy.",
     {(RUNS, "cargo clippy", False)}),
    ("golangci-lint passes", "make sure golangci-lint passes", {(RUNS, "golangci-lint", False)}),
    ("go vet is clean", "ensure `go vet ./...` is clean", {(RUNS, "go vet ./...", False)}),
    ("the type checks pass", "make sure the type checks pass",
     {(RUNS, "the type checks", False)}),
    ("phpstan again", "be sure phpstan passes again", {(RUNS, "phpstan", False)}),
    ("rubocop comes back clean", "make sure rubocop comes back clean",
     {(RUNS, "rubocop", False)}),
    ("tsc noEmit quoted", "make sure `tsc --noEmit` passes", {(RUNS, "tsc --noEmit", False)}),
    ("the e2e suite passes", "Rename the checkout button and make sure the e2e suite passes.",
     {(RUNS, "the e2e suite", False)}),
    # a named tool or command that has to pass
    ("eslint must pass", "eslint must pass", {(RUNS, "eslint", False)}),
    ("tsc noEmit has to pass", "tsc --noEmit has to pass", {(RUNS, "tsc --noEmit", False)}),
    ("prettier has to pass", "Bump the date library. prettier has to pass.",
     {(RUNS, "prettier", False)}),
    ("cargo fmt check needs to pass", "`cargo fmt --check` needs to pass",
     {(RUNS, "cargo fmt --check", False)}),
    ("linter should be clean before", "the linter should be clean before you hand it back",
     {(RUNS, "the linter", False)}),
    ("type checker should pass", "the type checker should pass before you call it done",
     {(RUNS, "the type checker", False)}),
    # kept green
    ("keep the build green", "keep the build green", {(RUNS, "the build", False)}),
    ("keep the tests passing", "Refactor the parser, but keep the tests passing.",
     {(RUNS, "the tests", False)}),
    ("keep npm run lint green", "keep `npm run lint` green", {(RUNS, "npm run lint", False)}),
    # without a verb
    # ("all tests ... before": a rule of all work, as "all tests must pass before you push" is)
    ("all tests green before done", "all tests green before you say done",
     {(RUNS, "all tests", True)}),
    ("unit tests green before", "unit tests green before you hand it back",
     {(RUNS, "unit tests", False)}),
    # gates said with what fails
    ("merged with failing lint", "nothing gets merged with failing lint", {(RUNS, "lint", True)}),
    ("pushed with failing tests", "nothing gets pushed with failing tests",
     {(RUNS, "tests", True)}),
    ("never push with failing go test", "never push with a failing `go test ./...`",
     {(RUNS, "go test ./...", True)}),
    ("review with red make lint", "nothing goes to review with a red `make lint`",
     {(RUNS, "make lint", True)}),
    # what every new piece of code needs
    ("every endpoint needs decorator", "every new endpoint needs a `@require_auth` decorator",
     {(ADDS, "@require_auth", True)}),
    ("all endpoints need", "all new endpoints need `@require_auth`",
     {(ADDS, "@require_auth", True)}),
    ("each handler needs annotation", "Each service method needs an `@Transactional` "
     "annotation.", {(ADDS, "@Transactional", True)}),
    ("public fns need must_use", "all new public functions need a `#[must_use]` attribute",
     {(ADDS, "#[must_use]", True)}),
    ("ruff clean before", "ruff clean before you hand it back", {(RUNS, "ruff", False)}),
)

# Questions, reports, conditions, pasted output and checks out of reach: nothing.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("mypy passes now", "mypy passes now"),
    ("does eslint pass", "does eslint pass?"),
    ("ruff clean on my machine", "ruff is clean on my machine, is it failing on yours?"),
    ("make sure it works", "make sure it works"),
    ("pasted lint output", "```\n$ npm run lint\n✖ 3 problems (3 errors, 0 warnings)\n```\n"
     "lint fails on CI"),
    ("passes locally fails in CI", "eslint passes locally but fails in CI"),
    ("did you make sure", "did you make sure mypy passes?"),
    ("clippy was happy", "clippy was happy yesterday, what changed?"),
    ("keep CI green", "keep CI green"),
    ("I made sure", "I made sure ruff is clean"),
    ("why does tsc pass", "why does tsc --noEmit pass locally?"),
    ("endpoint needs a rate limit", "every endpoint needs a rate limit"),
    ("does every endpoint need", "does every endpoint need `@require_auth`?"),
    ("if mypy passes", "if mypy passes, merge it"),
    ("users need a role", "users need `admin` role"),
    ("tests need a plugin", "tests need `pytest-asyncio`"),
    ("the endpoint needs", "the endpoint needs `@require_auth`"),
    ("make sure CI passes", "make sure CI passes"),
    ("on the CI", "mypy must pass on the CI"),
    ("keep main green", "keep main green"),
    ("I'll make sure", "I'll make sure mypy passes"),
    ("green before you touched it", "the tests were green before you touched it"),
    ("green before done asked", "tests green before you say done?"),
    ("the tests must pass", "the tests must pass"),
)

KNOWN_MISSES: frozenset[str] = frozenset()


test_a_check_asked_to_pass_is_run = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_what_asks_nothing_of_the_agent_gives_nothing(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)
