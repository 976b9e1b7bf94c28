"""How a team writes its tests and names its branches, at first sight.

A first-sight batch, written from how developers state the conventions of their test suites and
the rules of their branches, in several languages and test frameworks: the construct each test
is written with ("table-driven, with a `t.Run` per case", "`@pytest.fixture` instead of
`setUp`", "every test gets its own `t.TempDir()`"), the library a suite asserts or mocks with
and the one it turns away ("`FluentAssertions`, not `Assert.AreEqual`", "no testify"), and the
rules of branches: where work is never pushed or committed ("never push to main directly, open a
PR"), and the name a new branch is given ("branch names are `feat/<ticket>-<slug>`"), read as
the prefix every branch the agent creates starts with. A rule whose term no check can find is
read as nothing rather than as a wrong term: "assert on the error type, not the message", "each
test gets its own tmp dir", "always branch off `develop`" (no command line shows the branch a
new one starts from), "prefix fix branches with `fix/`" (which branch is a fix, no command line
says), a name whose prefix is itself a hole ("`<initials>/<topic>`"). Beside them, close
messages that must give nothing: the suite described as it is, a failing test asked about, a
test run or a git error pasted, a question, someone else's rule quoted; and work asked once,
which gives no standing rule.

It was measured before the reader was changed for it: rules read exactly 23/41 (24/41 with
one expectation set right: "never `setUp`/`tearDown`" is rightly one check of either name; three
read wrong: "assert on the error type, not the message" as words the answer must and must not
say, a branch name with an example id in it as a literal line of the change, a ban of pushes to
`release/*` as a check no command line could meet), messages giving nothing 16/16, work asked
once giving no standing rule 5/5; after: rules 35/41, messages giving nothing 16/16, work asked
once 5/5.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, with the near shapes that must stay as they were.
"""

from __future__ import annotations

import pytest

from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges.attempt import Attempt
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, HERE, NOT_RUN, RUNS, Judged, judged

# Messages whose own words state how tests are written or how branches are named and used.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # the construct each test is written with
    ("t.Run per case", "Add tests for the rate limiter. Tests here are table-driven, with a "
     "`t.Run` per case.", {(ADDS, "t.Run", True)}),
    ("fixture over setUp", "In this codebase we use `@pytest.fixture` instead of `setUp` and "
     # each rival named is turned away
     "`tearDown`.", {(ADDS, "@pytest.fixture", True), (AVOIDS, "setUp", True),
                     (AVOIDS, "tearDown", True)}),
    ("fixtures always, setUp never", "Always use pytest fixtures, never `setUp`/`tearDown`.",
     {(AVOIDS, "setUp/tearDown", True)}),
    ("parametrize always", "Always `@pytest.mark.parametrize` rather than copy-pasted test "
     "functions.", {(ADDS, "@pytest.mark.parametrize", True)}),
    ("we parametrize here", "We parametrize with `pytest.mark.parametrize` here instead of "
     "copy-pasting test functions.", {(ADDS, "pytest.mark.parametrize", True)}),
    ("own tmp_path", "Each test gets its own `tmp_path`, never write into the repo checkout.",
     {(ADDS, "tmp_path", True)}),
    ("own TempDir", "Every test gets its own `t.TempDir()`; never share a scratch directory "
     "between tests.", {(ADDS, "t.TempDir()", True)}),
    ("own tmp dir, in words", "each test gets its own tmp dir", set()),
    ("t.Parallel every test", "Mark every Go test with `t.Parallel()`.",
     {(ADDS, "t.Parallel()", True)}),
    ("t.Helper in helpers", "Use `t.Helper()` in every test helper function.",
     {(ADDS, "t.Helper()", True)}),
    ("no sleep in tests", "Never `time.sleep` in tests; poll with `wait_for` instead.",
     {(AVOIDS, "time.sleep", True)}),
    ("DataProvider attributes", "In PHPUnit we use `#[DataProvider]` attributes, not "
     "copy-pasted test methods.", {(ADDS, "#[DataProvider]", True)}),
    ("test names template", "Test names follow `test_<unit>_<behaviour>`.", set()),
    ("pytest.raises with match", "Always `pytest.raises(ValueError, match=...)`, never a bare "
     "try/except in tests.", {(ADDS, "pytest.raises", True)}),
    # the library a suite asserts or mocks with
    ("no testify in this repo", "We don't use testify in this repo, plain `if got != want` and "
     "`t.Errorf`.", {(AVOIDS, "testify", True)}),
    ("testcontainers, not mocks", "We don't mock the database in tests, we use "
     "`testcontainers`.", {(ADDS, "testcontainers", True)}),
    ("test container, in words", "don't mock the database, use the test container", set()),
    ("error type not message", "Assert on the error type, not the message.", set()),
    ("errors.Is in Go tests", "In Go tests, check errors with `errors.Is`, never by comparing "
     "`err.Error()` strings.", {(ADDS, "errors.Is", True)}),
    # the parentheses of code are no aside: what it is set against is the whole call, as it is
    # read without "in our Rust tests"
    ("assert_eq in Rust", "Always use `assert_eq!` over `assert!(a == b)` in our Rust tests.",
     {(ADDS, "assert_eq!", True), (AVOIDS, "assert!(a == b)", True)}),
    ("no snapshots", "Snapshot tests are banned here, no `toMatchSnapshot`.",
     {(AVOIDS, "toMatchSnapshot", True)}),
    ("AssertJ over assertEquals", "Prefer `assertThat` from AssertJ over JUnit's "
     "`assertEquals`.", {(ADDS, "assertThat", True), (AVOIDS, "assertEquals", True)}),
    ("FluentAssertions", "In the C# tests we use `FluentAssertions`, not `Assert.AreEqual`.",
     {(ADDS, "FluentAssertions", True), (AVOIDS, "Assert.AreEqual", True)}),
    ("mockk not Mockito", "For Kotlin tests we use `mockk`, never `Mockito`.",
     {(ADDS, "mockk", True), (AVOIDS, "Mockito", True)}),
    ("mocker fixture", "We use the `mocker` fixture from pytest-mock, not "
     "`unittest.mock.patch`.", {(ADDS, "mocker", True), (AVOIDS, "unittest.mock.patch", True)}),
    # branches: their names
    ("feat branch template", "branch names are `feat/<ticket>-<slug>`",
     {(RUNS, "git checkout -b feat/…", True)}),
    ("feature JIRA template", "Branches are named `feature/<JIRA-123>-short-description` here.",
     {(RUNS, "git checkout -b feature/…", True)}),
    ("claude prefix", "Branches you create are always prefixed with `claude/`.",
     {(RUNS, "git checkout -b claude/…", True)}),
    ("prefix fix branches", "prefix fix branches with `fix/`", set()),
    ("bugfix branches get fix/", "Bugfix branches get the `fix/` prefix.", set()),
    ("initials branches", "Name your branches `<initials>/<topic>`, e.g. `jd/retry-budget`.",
     set()),
    ("type/description branches", "Branch names here are `<type>/<short-description>`, where "
     "type is feat, fix or chore.", set()),
    # branches: where work goes
    ("branch off develop", "always branch off `develop`", set()),
    ("off develop, never main", "Always branch off develop, never off main.", set()),
    ("never push to main, open a PR", "never push to main directly, open a PR",
     {(NOT_RUN, "git push … main", True)}),
    ("never commit to main", "Never commit directly to `main`.",
     {(NOT_RUN, "git commit … main", True)}),
    ("branch per task", "Create a new branch for every task, don't commit on main.",
     {(NOT_RUN, "git commit … main", True)}),
    ("release branches, the bot's", "Don't push to `release/*` branches, those are cut by the "
     "release bot.", {(NOT_RUN, "git push … release/*", True)}),
    ("delete after merge", "Delete the branch after it's merged.", set()),
    # commits
    ("conventional commits", "Commit messages follow Conventional Commits.",
     {("regex", "conventional", True)}),
    ("ticket id first", "Commit subjects start with the ticket id, like `PAY-123: ...`.", set()),
)

# Messages that describe, ask, paste or quote: no rule.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("store tests described", "The tests in `store/` are table-driven with `t.Run`, the older "
     "ones aren't."),
    ("failing test asked", "Why does `TestRetryBudget` fail with `got 3, want 2`?"),
    ("go test run pasted", "```\n--- FAIL: TestParse (0.00s)\n    parse_test.go:42: got \"\" "
     "want \"a\"\nFAIL\tgithub.com/acme/conf\t0.012s\n```\nwhat's wrong here?"),
    ("pytest line pasted", "FAILED tests/test_api.py::test_create_user - AssertionError: assert "
     "500 == 201"),
    ("fixtures asked", "Should we use pytest fixtures instead of `setUp`/`tearDown`?"),
    ("old suite mocks the db", "The old suite mocks the database everywhere, which is why it "
     "missed the migration bug."),
    ("upstream scheme asked", "Is `feat/<ticket>-<slug>` the branch naming scheme they use "
     "upstream?"),
    ("pushed to main by accident", "I pushed to main by accident, can you revert it?"),
    ("their CONTRIBUTING", "Their CONTRIBUTING says branch names are `feat/<ticket>-<slug>`; "
     "does the CI check that?"),
    ("used to use testify", "We used to use testify but moved away from it last year."),
    ("setUp and fixtures, a mess", "Some tests use `setUp`, some use fixtures; it's a mess."),
    ("branched off what", "Did you branch off develop or main?"),
    ("test container if needed", "If the test needs the database, use the test container."),
    ("tmp_path already", "Every test in `billing/` gets its own `tmp_path` already, so that's "
     "not the leak."),
    ("branch made by the bot", "The branch was created as `feat/PAY-88-refunds` by the bot."),
    ("branch exists pasted", "`git checkout -b feat/PAY-91-retry` fails with `fatal: a branch "
     "named 'feat/PAY-91-retry' already exists`."),
)

# Work asked once: no standing rule.
ONE_OFFS: tuple[tuple[str, str], ...] = (
    ("parametrize the slug tests", "Cover the slug helper. Parametrize with "
     "`pytest.mark.parametrize` instead of copy-pasting test functions."),
    ("ParseDuration without testify", "Write the tests for `ParseDuration`: no `testify`, just "
     "plain `if got != want` checks."),
    ("fix branch checked out", "The fix branch is `fix/login-redirect`, check it out and run "
     "the tests."),
    ("this fix on a branch", "Put this fix on a branch called `fix/login-redirect`."),
    ("a branch off develop", "Create a branch `feat/PAY-91-retry` off develop and commit there."),
)

MENTIONS, NOT_MENTION = "must_mention", "must_not_mention"

# One case per shape the reader was changed for, with the near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # A verb, then "on", "with" or "when", then a contrast of plain words: no term either side.
    ("a verb on, not", "Assert on the error type, not the message.", set()),
    ("a verb with, not", "Reply with the stack trace, not a summary.", set()),
    ("a thing for its use, not another", "httpx for HTTP calls, not requests",
     {(MENTIONS, "httpx", False), (NOT_MENTION, "requests", False)}),
    ("a verb with code, not code", "Assert with `require`, not `assert`.",
     {(ADDS, "require", True), (AVOIDS, "assert", True)}),
    # The name every new branch is given.
    ("branches named, an order", "prefix your branches with `bot/`",
     {(RUNS, "git checkout -b bot/…", True)}),
    ("branch names look like an example", "Branch names here look like `feat/PAY-12-refunds`.",
     {(RUNS, "git checkout -b feat/…", True)}),
    ("branches of one kind named", "release branches are named `release/<version>`", set()),
    ("branch names and an exception", "branch names are `feat/<ticket>-<slug>` unless it's a "
     "hotfix", set()),
    ("branches with no prefix", "our branches are `main` and `develop`", set()),
    ("branch names of another project", "Branch names are `feat/<ticket>` in the upstream repo.",
     set()),
    ("branches named by a bot", "Branches are named `bot/<id>` by the bot.", set()),
    ("branch names there", "branch names are `feat/<ticket>-<slug>` there", set()),
    ("the branch at hand named", "name the branch `feat/PAY-12-refunds`", set()),
    ("a branch name to use", "use `fix/typo` as the branch name", set()),
    ("a base branch to use", "use `origin/main` as the base", set()),
    ("a class to use as the base", "use `BaseModel` as the base class",
     {(ADDS, "BaseModel", False)}),
    # A name with an example id in angle brackets has a hole.
    ("an example id in a file name", "Migration files are named `<JIRA-123>_description.sql` "
     "here.", set()),
    # A branch named with a hole in a ban.
    ("a ban of pushes to a kind of branch", "Never push to `release/*` branches.",
     {(NOT_RUN, "git push … release/*", True)}),
    ("a ban of pushes to a hole", "Never push to `<your-branch>`.", set()),
    # What every one of a kind of test is given.
    ("each has its own, now", "Each test has its own `tmp_path` now.", set()),
    ("a construct per case, asked", "Are tests here table-driven, with a `t.Run` per case?",
     set()),
    ("a flaw per row", "Handlers here are slow, with a `SELECT` per row.", set()),
    # The tests of a language or a framework are a kind, not one place.
    ("in the Go tests", "In the Go tests we use `require`.", {(ADDS, "require", True)}),
    ("in the billing tests", "In the billing tests we use `require`.", set()),
    # A ban said as the project's policy.
    ("banned upstream", "Snapshot tests are banned upstream, no `toMatchSnapshot`.",
     {(AVOIDS, "toMatchSnapshot", False)}),
    # The team's way of doing a thing, in the present, set against another; in the past, told.
    ("we did it with, instead", "we fixed it with `retry()` instead of a sleep", set()),
    ("we ran it with, instead", "we ran it with `uv` instead of `pip` yesterday", set()),
    ("we tried, instead", "We tried `pytest.mark.parametrize` instead of copy-pasting test "
     "functions.", set()),
    # A call with holes in its arguments is the name called.
    ("a call with holes in its arguments", "Always use `pytest.raises(ValueError, match=...)` "
     "in tests.", {(ADDS, "pytest.raises", True)}),
    ("a call with a string with holes", "Always wrap with `fmt.Errorf(\"...: %w\", err)`.",
     set()),
    ("a chain with holes", "Always `expect(...).to` in our specs.", set()),
    # The form all commit messages follow.
    ("the upstream form", "Commit messages in the upstream repo follow Conventional Commits.",
     set()),
    ("this commit's form", "Make this commit message follow conventional commits.",
     {("regex", "conventional", False)}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # An order over every one of a kind of code ("every Go test", "every test helper") is as
    # often one change across the code as a rule: read as the task's.
    "t.Parallel every test", "t.Helper in helpers",
    # The term before a kind of code ("`#[DataProvider]` attributes") set against a phrase.
    "DataProvider attributes",
    # A call said with a habit word and no verb, then a ban in words ("Always `X(...)`, never a
    # bare try/except").
    "pytest.raises with match",
    # What the library's term is "from" cuts the contrast off ("the `mocker` fixture from
    # pytest-mock, not ...").
    "mocker fixture",
    # A ban of pushes to a kind of branch with no habit word ("don't push to `release/*`
    # branches") is read as the task's.
    "release branches, the bot's",
})


test_a_test_or_branch_convention_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_words_that_describe_ask_or_paste_give_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("name", "words"), ONE_OFFS, ids=[n for n, _ in ONE_OFFS])
def test_work_asked_once_gives_no_standing_rule(name: str, words: str) -> None:
    assert not any(durable for _, _, durable in judged(words))


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


def test_a_branch_name_rule_checks_the_branches_the_agent_creates() -> None:
    rule = derive([Quote("branch names are `feat/<ticket>-<slug>`", HERE)])[0]
    assert rule.instruction() == "Name every new branch `feat/<ticket>-<slug>`."

    def ran(*lines: str) -> float | None:
        return rule.score(Attempt(commands=[Command(line, 0) for line in lines]))

    assert ran("git checkout -b feat/PAY-12-refunds") == 1.0
    assert ran("git switch -c feat/PAY-12-refunds") == 1.0
    assert ran("git checkout -b fix/PAY-12-refunds") == 0.0
    assert ran("git switch -c main-2 origin/feat/base") == 0.0
    # No branch created: nothing to say.
    assert ran("git status", "git branch -D feat/old", "git push origin feat/x") is None


def test_a_ban_of_pushes_to_a_kind_of_branch_holds_the_branches_it_names() -> None:
    ban = derive([Quote("Never push to `release/*` branches.", HERE)])[0]

    def ran(line: str) -> float | None:
        return ban.score(Attempt(commands=[Command(line, 0)]))

    assert ran("git push origin release/1.4") == 0.0
    assert ran("git push origin HEAD:release/1.4") == 0.0
    assert ran("git push origin feat/release-notes") == 1.0
    assert ran("git push origin main") == 1.0


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 35 and len(NOT_RULES) + len(ONE_OFFS) >= 12
    names = [c[0] for c in (*RULES, *NOT_RULES, *ONE_OFFS)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in RULES} >= KNOWN_MISSES
