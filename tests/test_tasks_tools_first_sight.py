"""Rules that name a tool or a command, at first sight.

A first-sight batch, written from how developers say which tool a project uses across
ecosystems: package managers (npm, pnpm, yarn, bun, pip, uv, poetry, conda), formatters
(black, prettier, gofmt, gofumpt), linters (ruff, flake8, eslint, golangci-lint, rubocop,
standardrb), test runners (jest, vitest, pytest, cargo nextest), builds (gradle, maven) and type
checkers (mypy, pyright). The one tool of its kind a project uses is about the commands the
agent runs, in work that runs a tool of that kind, whether it is named in plain words or as code
("always use `uv`"), with the verb "use" or the kind's own ("we lint with ruff", "we build with
gradle", "type-check with pyright"), said of the team or of the project ("this project only
uses yarn"); the tool it replaces, or a tool of a kind banned ("never use `npm`"), is not run,
and is no word the change must leave out. A command banned by name ("never run `cargo
update`") is not run, and an order to stop doing something the agent does ("stop adding
nolint comments", "stop running npm") is a rule for the work to come.

Beside them, close messages that give nothing: questions about a tool, what a tool did, pasted
output, a run that failed, someone else's habit or a past one, a tool named for something that is
no tool's work ("use `black` for the text"), and a rule the person asks to have written into a
file without saying it themselves ("update CLAUDE.md so it says we use pnpm": the edit is this
piece of work, and the rule is the file's words, not the person's request); and runs asked for
once, which give at most that run.

It was measured before the reader was changed for it: rules read exactly 5/44 (6/44 as first
written: the ban said of one part of the project was expected to read as a ban everywhere, then
judged better read as nothing), messages giving nothing 17/17, runs at hand giving no more than
that run 2/4, near shapes 12/13, lines written 0/9; after: 41/44, 17/17, 4/4, 13/13, 9/9.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.tasks.judges import Origin
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import AVOIDS, NOT_RUN, RUNS, Judged, judged

# The tool of its kind a project uses, the one it replaces, a tool or command banned.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # JavaScript package managers
    ("project only uses yarn", "this project only uses yarn", {(RUNS, "yarn", True)}),
    ("repo uses pnpm, not npm", "This repo uses pnpm, not npm.",
     {(RUNS, "pnpm", True), (NOT_RUN, "npm", True)}),
    ("always yarn in backticks", "always use `yarn`", {(RUNS, "yarn", True)}),
    ("bun instead of npm", "use `bun` instead of `npm`",
     {(RUNS, "bun", True), (NOT_RUN, "npm", True)}),
    ("prefer yarn for installs", "prefer `yarn` over `npm` for installs",
     {(RUNS, "yarn", True), (NOT_RUN, "npm", True)}),
    ("never npm in backticks", "never use `npm`", {(NOT_RUN, "npm", True)}),
    ("we don't use yarn", "we don't use yarn here, it's npm", {(NOT_RUN, "yarn", True)}),
    ("pnpm, never npm or yarn", "always use `pnpm`, never `npm` or `yarn`",
     {(RUNS, "pnpm", True), (NOT_RUN, "npm", True), (NOT_RUN, "yarn", True)}),
    ("stop running npm", "stop running npm, this is a pnpm project", {(NOT_RUN, "npm", True)}),
    # Python package managers
    ("always uv in backticks", "always use `uv`", {(RUNS, "uv", True)}),
    ("stick with poetry", "stick with `poetry` for dependencies", {(RUNS, "poetry", True)}),
    ("no poetry, we use uv", "no poetry, we use uv",
     {(NOT_RUN, "poetry", True), (RUNS, "uv", True)}),
    ("never conda", "never use conda, it breaks the CI image", {(NOT_RUN, "conda", True)}),
    ("the project uses poetry only", "the project uses `poetry` only", {(RUNS, "poetry", True)}),
    # formatters
    ("black for formatting", "we use black for formatting", {(RUNS, "black", True)}),
    ("black in backticks, not autopep8", "`black`, not `autopep8`",
     {(RUNS, "black", True), (NOT_RUN, "autopep8", True)}),
    ("gofumpt not gofmt", "we format Go code with gofumpt, not gofmt",
     {(RUNS, "gofumpt", True), (NOT_RUN, "gofmt", True)}),
    ("prettier for formatting", "We use Prettier for formatting the frontend.",
     {(RUNS, "prettier", True)}),
    # linters
    ("ruff for linting, not flake8", "we use `ruff` for linting, not flake8",
     {(RUNS, "ruff", True), (NOT_RUN, "flake8", True)}),
    ("we lint with ruff", "we lint with ruff", {(RUNS, "ruff", True)}),
    ("rubocop in this repo", "in this repo we use rubocop for linting",
     {(RUNS, "rubocop", True)}),
    ("standardrb instead of rubocop", "we use standardrb instead of rubocop",
     {(RUNS, "standardrb", True), (NOT_RUN, "rubocop", True)}),
    ("golangci-lint is our linter", "golangci-lint is our linter",
     {(RUNS, "golangci-lint", True)}),
    ("eslint only", "only use `eslint` for linting the TypeScript code",
     {(RUNS, "eslint", True)}),
    # type checkers
    ("pyright instead of mypy", "use pyright instead of mypy",
     {(RUNS, "pyright", True), (NOT_RUN, "mypy", True)}),
    ("pyright in backticks instead of mypy", "use `pyright` instead of `mypy`",
     {(RUNS, "pyright", True), (NOT_RUN, "mypy", True)}),
    ("type-check with pyright", "type-check with pyright, never mypy",
     {(RUNS, "pyright", True), (NOT_RUN, "mypy", True)}),
    ("mypy in strict mode", "we use mypy in strict mode", {(RUNS, "mypy", True)}),
    # test runners
    ("jest for tests", "we use Jest for tests", {(RUNS, "jest", True)}),
    ("vitest not jest", "our tests run on vitest, not jest",
     {(RUNS, "vitest", True), (NOT_RUN, "jest", True)}),
    ("pytest in backticks", "always use `pytest`, not `unittest`",
     {(RUNS, "pytest", True), (NOT_RUN, "unittest", True)}),
    ("nextest instead of cargo test", "use `cargo nextest` instead of `cargo test`",
     {(RUNS, "cargo nextest", True), (NOT_RUN, "cargo test", True)}),
    ("gotestsum", "we use gotestsum to run the Go tests", {(RUNS, "gotestsum", True)}),
    # builds
    ("maven not gradle", "use Maven, not Gradle, for the Java services",
     {(RUNS, "maven", True), (NOT_RUN, "gradle", True)}),
    ("we build with gradle", "we build with gradle", {(RUNS, "gradle", True)}),
    ("gradle in backticks", "always use `gradle`, never `mvn`",
     {(RUNS, "gradle", True), (NOT_RUN, "mvn", True)}),
    # commands banned by name
    ("never npm audit fix", "don't ever run `npm audit fix`", {(NOT_RUN, "npm audit fix", True)}),
    ("never cargo update", "never run `cargo update`", {(NOT_RUN, "cargo update", True)}),
    ("no bundle update", "Never run bundle update, pin the gem instead.",
     {(NOT_RUN, "bundle update", True)}),
    # said of one part of the project: no check keeps the part, so nothing is better than a ban
    # everywhere
    ("go mod tidy never", "never run `go mod tidy` on the vendored modules", set()),
    # stop doing what the agent does
    ("stop adding nolint", "stop adding nolint comments", {(AVOIDS, "nolint", True)}),
    ("stop adding type ignore", "stop adding `# type: ignore`",
     {(AVOIDS, "# type: ignore", True)}),
    ("stop running pip", "stop running `pip install`, we use poetry",
     {(NOT_RUN, "pip install", True), (RUNS, "poetry", True)}),
    ("stop using println", "stop using `fmt.Println` for logging",
     {(AVOIDS, "fmt.Println", True)}),
)

# Questions, descriptions, pasted output, failures, others' habits: no rule.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("yarn or npm asked", "does this project use yarn or npm?"),
    ("why npm", "why did you use `npm` here?"),
    ("yarn install failed", "I ran `yarn install` and it failed with a peer dependency error"),
    ("black reformatted", "black reformatted half the repo, can you see why?"),
    ("poetry pasted", "```\n$ poetry install\nInstalling dependencies from lock file\n```\n"
     "what now?"),
    ("ruff faster", "is ruff faster than flake8?"),
    ("used to use yarn", "we used to use yarn before the migration"),
    ("ci uses xdist", "the CI uses `pytest-xdist` to run the tests in parallel"),
    ("mypy complains", "mypy complains about the missing stubs for `requests`"),
    ("alice uses pnpm", "Alice always uses pnpm locally"),
    ("switch to uv asked", "should we switch to uv?"),
    ("readme says poetry", "the README says to use poetry"),
    ("gradle slower", "I think gradle is slower than maven"),
    ("npm ci failed", "`npm ci` failed on node 18, see the log"),
    ("jest timing out", "jest keeps timing out on the auth tests"),
    ("eslint errors pasted", "eslint found 3 errors:\n\n```\nsrc/a.ts 4:7 error 'x' is "
     "assigned a value but never used no-unused-vars\n```"),
    ("update CLAUDE.md so it says", "update CLAUDE.md so it says we use pnpm"),
)

# A run asked for once: at most that run, never a rule.
AT_HAND: tuple[tuple[str, str, Judged], ...] = (
    ("pnpm install now", "run `pnpm install` now", {(RUNS, "pnpm install", False)}),
    ("black on utils", "can you use black to reformat `utils.py`?", {(RUNS, "black", False)}),
    ("pnpm this time", "try with pnpm this time", {(RUNS, "pnpm", False)}),
    ("don't use pip, use uv", "don't use pip, use uv",
     {(NOT_RUN, "pip", False), (RUNS, "uv", False)}),
)

# One case per shape the reader was changed for, with the near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # a tool's name that is a word of the code, said for what no tool of its kind does
    ("a colour named like a formatter", "use `black` for the text",
     {("diff_adds", "black", False)}),
    ("a colour in words", "use black for the background colour",
     {("must_mention", "black", False)}),
    # a tool's name written in a text the change edits: the change's lines, not a run
    ("a tool banned in a text", "don't use `npm` in the README", {(AVOIDS, "npm", False)}),
    ("a tool wanted in a text", "use `pnpm` in the README examples",
     {("diff_adds", "pnpm", False)}),
    # a name in code that is no tool: still code the change uses
    ("a function of a test runner", "always use `jest.fn()` for mocks",
     {("diff_adds", "jest.fn()", True)}),
    ("a module of a test runner", "always use `unittest.mock`",
     {("diff_adds", "unittest.mock", True)}),
    # a language is no tool
    ("a language", "we use Go for the services", set()),
    # the kind's work done once to a thing named, the setup told, a ban with more than tools
    ("a work verb with its object", "format the code with `gofmt`", set()),
    ("a project that uses a tool, told", "this project uses poetry", set()),
    ("the tests run on a tool, told", "the tests run with `vitest` only", set()),
    ("a job with a flaw told", "golangci-lint is our linter but it misses a lot", set()),
    ("a bare ban with a place", "never npm in CI", set()),
    # a part of a tool named, a command that may be a process to end
    # (its parts in the plural say which of them, not the tool: `test_judges_working_messages`)
    ("a part of a test runner", "use `pytest` fixtures for the setup", set()),
    ("a process to end", "stop running `npm start`", {(NOT_RUN, "npm start", False)}),
    ("a run stopped in one place", "stop running yarn in the docs folder",
     {(NOT_RUN, "yarn", False)}),
    # a tool set against one that is no tool of its kind: code the change leaves out
    ("a runner over a module", "`pytest`, not `unittest`",
     {(RUNS, "pytest", True), (AVOIDS, "unittest", True)}),
)

# The line the night writes for each judge says what the person meant.
LINES: tuple[tuple[str, str, set[str]], ...] = (
    ("a formatter", "we use black for formatting", {"Use `black` as the Python formatter."}),
    ("a type checker replacing another", "use pyright instead of mypy",
     {"Use `pyright` as the Python type checker, not mypy."}),
    ("a package manager banned", "never use `npm`", {"Do not run `npm`."}),
    ("a package manager in backticks", "always use `uv`",
     {"Use `uv` as the Python package manager."}),
    ("a linter and formatter", "we use `ruff`, not `black`",
     {"Use `ruff` as the Python linter and formatter, not `black`."}),
    ("a build", "we build with gradle", {"Use `gradle` as the JVM build tool."}),
    ("a tool of two kinds, its work said", "we lint with ruff",
     {"Use `ruff` as the Python linter."}),
    ("tools banned in a list", "always use `pnpm`, never `npm` or `yarn`",
     {"Use `pnpm` as the JavaScript package manager, not `npm` or `yarn`."}),
    ("a tool banned by its name alone", "use pyright, never mypy",
     {"Use `pyright` as the Python type checker, not mypy."}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # "stick with X" with no word of a habit is read as the work at hand, as everywhere in the
    # reader ("stick with poetry" in `test_tasks_wordings`); "for dependencies" says the kind's
    # work, not that it holds beyond this task.
    "stick with poetry",
    # A ban of running a command on one part of the project is read as a ban everywhere (the
    # line written says more than the person did).
    "go mod tidy never",
    # `unittest` is no test runner of the table (its tests are as often run by pytest): the
    # replaced side is code the change leaves out.
    "pytest in backticks",
})

HERE = Origin("claude-code", "s", "r")


test_a_tool_rule_is_about_the_commands_run = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_a_tool_asked_about_described_or_pasted_gives_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("name", "words", "allowed"), AT_HAND, ids=[n for n, _, _ in AT_HAND])
def test_a_run_asked_once_is_no_rule(name: str, words: str, allowed: Judged) -> None:
    assert judged(words) <= allowed


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


@pytest.mark.parametrize(("name", "words", "expected"), LINES, ids=[n for n, _, _ in LINES])
def test_the_line_says_the_tool_rule(name: str, words: str, expected: set[str]) -> None:
    judges = derive([Quote(words, HERE)])
    assert {said for j in judges if (said := instruction(j, judges))} == expected


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 40 and len(NOT_RULES) >= 15
    names = [c[0] for c in (*RULES, *NOT_RULES, *AT_HAND, *SHAPES, *LINES)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in RULES} >= KNOWN_MISSES
