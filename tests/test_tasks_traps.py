"""Constraints are read by the grammar of what the person says, not by remembered phrasings.

Each case is a shape of sentence people use with coding agents in general, in wordings written
for this test: what a keyword miner misreads (questions, musings, descriptions of how things are,
reasons, idioms, pasted findings and logs, the agent's own words quoted back, someone else's
work) yields no judge; a wish, however it is worded, yields the judge of its kind of check, with
the right polarity, term and scope.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Origin
from skillsleep.tasks.judges.mine import Quote, derive

HERE = Origin("claude-code", "s", "r")

TRAPS = {
    "a question about the work": "wait, did you actually run the unit tests?",
    "a question about the code": "are we calling `sync.Once` anywhere we shouldn't?",
    "a question that holds the fix": "why not just drop the `retries` argument?",
    "a hypothetical": "if I switch to `uv` later, would the lockfile still work?",
    "a musing": "I wonder whether `asyncio.gather` would be faster here",
    "a request to check": "can you make sure that nothing imports `legacy.utils` anymore?",
    "a request to verify": "please verify that `ruff` passes on the new module",
    "a description of what is missing": "the handler lacks a timeout on `http.Get`",
    "a description of how it is": "right now it uses `os.system` to start the job",
    "a reason": "let's keep the cache small to avoid `MemoryError` on the CI runners",
    "an idiom with a negation": "no worries, take your time with it",
    "another idiom": "never mind, I found the `config.yaml` myself",
    "a pasted review finding": (
        "Medium Severity\n\nThe `parseArgs()` function silently ignores unknown flags. This "
        "could lead to typos going unnoticed. Consider returning an error instead of "
        "skipping them."),
    "pasted linter output": ("lint fails:\nsrc/app.ts:12:5 error no-explicit-any Unexpected any. "
                             "Don't use `any`\nsrc/app.ts:30:1 error prefer-const"),
    "the agent's words quoted back": (
        "you said \"I will replace every call to requests.get with httpx.get and keep the old "
        "session object\" but the tests still fail"),
    "someone else's work": "their PR switches the client to `grpc-web` and drops REST",
    "what the product should do": "the cleanup script should delete `tmp/` when it's done",
    "a one-time word about the task": "a `--json` flag would be nice for this command",
    "a file to look at": "use `src/legacy/client.py` as the model for the new one",
    "a kind of thing, not one": "no docs please",
    "another kind of thing": "don't use the cache for this one",
    # The name of a letter case is a naming convention, not a word the change must contain.
    "a letter case named": "use camelCase for the JSON keys",
    "a team that does not do something yet": "we don't need `retry` there after all",
    "how things stand": "we don't use `redis` yet, the cache lives in memory",
    # A name with holes in it is a naming convention, not a literal to add.
    "a file name pattern": "we name the test files `*_test.go`",
    "a name template": "test functions should be named `TestXxx_Case`",
    "never and a word that is no term": "never again, that took ages",
    # What one thing does, with "never" in it: no contrast of two terms.
    "what a function never does": "`loadConfig` never calls `validate`, so bad files get through",
    # "no X around Y": Y is where X is missing, not what to avoid.
    "what is missing around a call": "no error handling around `fetch()` at all",
    # Someone else's words, reported or introduced by who said them.
    "a reviewer's words after a colon": (
        "reviewer: please avoid `init()` functions, they make testing harder"),
    "a warning reported": "the warning says `ioutil.ReadAll` is deprecated",
    "the agent's advice reported": "Claude suggested we use `errors.Join` here, not sure yet",
    "a colleague's habit": "my colleague always uses `pnpm`, but I'm on npm",
    # A wish left to the work's judgement asks for nothing a check can hold it to.
    "a term to add as needed": "let's add `os.MkdirAll` as needed",
    "a term to add where it makes sense": "add `retry` where it makes sense",
    "a command to run if needed": "run `make generate` if needed",
    # A review comment handed on: what it describes, and the reason it gives, ban nothing.
    "a review comment's description": ("fix this review comment: the loop never calls "
                                        "`ctx.Done()`, so cancellation is ignored."),
    "a review comment's reason": ("from the review: this fails on Windows since we don't "
                                  "normalize with `filepath.ToSlash`"),
    # Pasted with nothing typed around it: a linter's line is the linter's words.
    "a linter line alone": ("pkg/store.go:41:2: don't use `ioutil.ReadFile`, it is deprecated "
                            "(staticcheck)"),
    # A caveat or a rule a document states, introduced by the document.
    "a caveat a document has": "the runbook has a caveat: never run `db reset` on staging",
    "a rule a guide states": "the style guide states: always use `snake_case_names` for tables",
    # What happened, not what the team does from now on.
    "a replacement that broke something": "`fetchAll` was replaced by `fetchPage` and now the "
                                          "export is empty",
    "a move narrated": "we moved from `retry` to `backoff` earlier and now it hangs",
    "a branch switched to": "we switched to the `release` branch",
    "a file moved": "we moved `helpers.go` to `internal/`",
    # A kind of thing done with something, said as how it is.
    "what tests done with a library are like": "tests with `testify` are slow to read",
    "logs written with a library": "logs via `slog` look fine now",
    # A judgement of one thing, or of how something performs, is no rule against a term.
    "one thing judged": "the retry loop is not great",
    "a quality judged": "startup time is not great",
    "a kind of thing judged in the singular": "status is bad",
    "how results turned out": "benchmarks are not great, but fine for now",
    "a dislike with a call for ideas": "I'm not keen on `visit`, any other ideas?",
    # An idiom that opens the clause is what it says, whatever code it names.
    "an idiom about a library": "no problem with `cobra` here",
    "an idiom about a call": "no idea whether `t.Parallel()` helps",
    "an idiom of certainty": "without a doubt `pgx` is faster",
    "an idiom about a file no longer needed": "no longer need `legacy.go`",
    # Alternatives of a letter or two are no term: every other line has such a word.
    "short alternatives": 'answer with "yes/no", not "y/n"',
}


# The name of a letter case said of a kind of names is a naming convention: it is checked on the
# names of that kind the work declares, never as a word the change must contain.
LETTER_CASES = {
    "a letter case as a convention": ("file names should be snake_case", "name_case_of_work"),
    "a quoted letter case": ("we use `kebab-case` for flags", "name_case"),
}


@pytest.mark.parametrize("case", sorted(LETTER_CASES))
def test_a_letter_case_said_of_a_kind_of_names_is_a_naming_check(case: str) -> None:
    words, kind = LETTER_CASES[case]
    for followup in (False, True):
        assert [j.kind for j in derive([Quote(words, HERE, followup=followup)])] == [kind]


@pytest.mark.parametrize("kind", sorted(TRAPS))
def test_a_trap_yields_no_judge(kind: str) -> None:
    for followup in (False, True):
        assert derive([Quote(TRAPS[kind], HERE, followup=followup)]) == [], kind


def _judged(words: str, reply: str = "") -> set[tuple[str, str, bool]]:
    """(kind, term, durable) of every judge the words give."""
    out = set()
    for j in derive([Quote(words, HERE, reply=reply)]):
        term = next(iter(j.key_terms()), "") if j.key_terms() else ""
        out.add((j.kind, term, j.durable))
    return out


WISHES = {
    # (words): the judges they must give, (kind, term, durable)
    "use `errors.Is` for that, not string comparison": {("diff_adds", "errors.Is", False)},
    "please don't pull in `lodash` for this": {("diff_avoids", "lodash", False)},
    "no mocks please, hit the real database": {("diff_avoids", "mocks", False)},
    "never use `print()` in library code": {("diff_avoids", "print()", True)},
    "stop adding `# type: ignore` comments": {("diff_avoids", "# type: ignore", True)},
    "we use `zod` for validation in this repo, not `yup`": {
        ("diff_adds", "zod", True), ("diff_avoids", "yup", True)},
    "from now on, wrap errors with `fmt.Errorf`": {("diff_adds", "fmt.Errorf", True)},
    "`moment` is deprecated here, use `date-fns` instead": {
        ("diff_adds", "date-fns", True), ("diff_avoids", "moment", True)},
    "test helpers must use `t.Helper()`": {("diff_adds", "t.Helper()", True)},
    "rename `getUser` to `fetchUser`": {("diff_adds", "fetchUser", False)},
    "can you rename it to `load_settings`?": {("diff_adds", "load_settings", False)},
    "replace the hand-rolled loop with `bisect.insort`": {("diff_adds", "bisect.insort", False)},
    # What a thing is to be called or spelled.
    "spell it `licence` in the help texts": {("diff_adds", "licence", False)},
    "call them `jobs`, not `tasks`": {("diff_adds", "jobs", True), ("diff_avoids", "tasks", True)},
    # The other side of a contrast may be code named after a word that describes it.
    "check the whole result with `assertEqual`, not piecemeal `assertIn` calls": {
        ("diff_adds", "assertEqual", True), ("diff_avoids", "assertIn", True)},
    # Asking to find something out is a clause of its own, which asks for no term.
    "swap those loops for `bisect.insort` and check if there are more in the tests": {
        ("diff_adds", "bisect.insort", False)},
    # Words between the ask and the verb ("can you also", "could we please").
    "can you also add a `--dry-run` flag to the sync command?": {
        ("diff_adds", "--dry-run", False)},
    "could we please use `orjson.dumps` for that": {("diff_adds", "orjson.dumps", False)},
    # A choice between two named things holds beyond the task; between two values it does not.
    "use `require` rather than `assert` for these checks": {
        ("diff_adds", "require", True), ("diff_avoids", "assert", True)},
    "set the owner to the current git user, not \"ci@local\"": set(),
    "go with `errors.Is` here, not `==`": {("diff_adds", "errors.Is", False),
                                           ("diff_avoids", "==", False)},
    # A rename is about one symbol, however far the change reaches.
    "`user_id` -> `account_id` everywhere": {("diff_adds", "account_id", False)},
    "rename `getUser` to `fetchUser` across the codebase": {("diff_adds", "fetchUser", False)},
    "instead of `assert.Contains`, compare the whole string": {
        ("diff_avoids", "assert.Contains", False)},
    "keep `LegacyClient` for now": {("diff_keeps", "LegacyClient", False)},
    "always run `make check` before you tell me it's done": {("runs", "make check", True)},
    "run the linter before you say done": {("runs", "the linter", False)},
    "don't commit anything yet": {("does_not_run", "git commit", False)},
    "never push to main": {("does_not_run", "git push … main", True)},
    "don't touch anything under `migrations/`": {("files_unchanged", "migrations/", False)},
    "no - always use `pytest.raises` for errors, we use that for every error path": {
        ("diff_adds", "pytest.raises", True)},
    # A rule spliced onto a request with a comma is a clause of its own.
    "fix that one too, we never use `panic` in library code": {("diff_avoids", "panic", True)},
    "ok go ahead, you should always run `make lint` before committing": {
        ("runs", "make lint", True)},
    "let's do the same in the parser, we always want `ctx` as the first argument": {
        ("diff_adds", "ctx", True)},
    # Calling a thing deprecated or obsolete makes the rule hold for all work.
    "stop calling `utcnow()`, it's deprecated in favour of `now(UTC)`": {
        ("diff_adds", "now(UTC)", True), ("diff_avoids", "utcnow()", True)},
    "don't import `six` anymore, it's obsolete": {("diff_avoids", "six", True)},
    "the `v1` client is deprecated so switch to `ClientV2`": {
        ("diff_adds", "ClientV2", True), ("diff_avoids", "v1", True)},
    "`pkg_resources` was deprecated in setuptools 67, use `importlib.metadata`": {
        ("diff_adds", "importlib.metadata", True), ("diff_avoids", "pkg_resources", True)},
    "`var` is old style, write `const`": {("diff_adds", "const", True),
                                         ("diff_avoids", "var", True)},
    # What the team does not use, and what a person prefers over another, are rules.
    "we don't use `sinon`, write the stub by hand": {("diff_avoids", "sinon", True)},
    "I prefer `pathlib.Path` over `os.path` in scripts": {
        ("diff_adds", "pathlib.Path", True), ("diff_avoids", "os.path", True)},
    "keep using `structlog` for logging, not `print()`": {
        ("diff_adds", "structlog", True), ("diff_avoids", "print()", True)},
    # "never X" with no verb forbids the term itself.
    "raise `ValueError`, never `assert` for input checks": {("diff_avoids", "assert", True)},
    "no more `console.log` in the components": {("diff_avoids", "console.log", True)},
    # A spelling kept by the team.
    "we spell it `licence` in the help texts, not `license`": {
        ("diff_adds", "licence", True), ("diff_avoids", "license", True)},
    # Asked to make something use a thing: the thing is the wish.
    "make the handlers use `structlog`": {("diff_adds", "structlog", False)},
    "switch these tests to use `tmp_path` instead of the fixed folder": {
        ("diff_adds", "tmp_path", False)},
    # Names joined by a slash are either name, never the first alone; a pair against a pair
    # says which pair, not for what, so it holds for the task at hand.
    "use `get`/`set`, not `read`/`write`": {("diff_adds", "get/set", False),
                                            ("diff_avoids", "read/write", False)},
    # The reach of one change to one place is not a habit ("everywhere in that file").
    "use `t.TempDir()` everywhere in `store_test.go`": {("diff_adds", "t.TempDir()", False)},
    "replace `print` with `logger.info` in every function of this file": {
        ("diff_adds", "logger.info", False)},
    "use `t.TempDir()` everywhere": {("diff_adds", "t.TempDir()", True)},
    # A rule about one symbol or file said once is that place's; a rename stays one symbol
    # whatever rule it follows.
    "always call `cleanup()` at the end of `TestMain`": {("diff_adds", "cleanup()", False)},
    "always call `cleanup()` at the end of each test": {("diff_adds", "cleanup()", True)},
    "rename `parse_row` to `parseRow` in `rows.go`, we always use camelCase": {
        ("diff_adds", "parseRow", False)},
    "never touch `migrations/`": {("files_unchanged", "migrations/", True)},
    "we don't call `os.Exit` in that helper, it returns an error": {
        ("diff_avoids", "os.Exit", False)},
    # After an idiom, the wish is a clause of its own; "never mind" makes no habit.
    "no worries, just use `pnpm`": {("runs", "pnpm", False)},
    "never mind, use `pnpm` instead": {("runs", "pnpm", False)},
    "no need to run `make e2e`": {("does_not_run", "make e2e", False)},
    # The person's own words that credit or repeat someone stay the person's.
    "note: always run `make lint` before committing": {("runs", "make lint", True)},
    "as I said, never use `panic` in library code": {("diff_avoids", "panic", True)},
    "use `errgroup` like the reviewer suggested": {("diff_adds", "errgroup", False)},
    # A deprecation, or what the team moved to, said without the usual words.
    "`url.parse` was replaced by `new URL()`": {("diff_adds", "new URL()", True),
                                                ("diff_avoids", "url.parse", True)},
    # Two test runners: the one moved to is run, the one left is not ("last year" is when).
    "we moved from `mocha` to `vitest` last year": {("runs", "vitest", True),
                                                    ("does_not_run", "mocha", True)},
    "we've switched to `uv`": {("runs", "uv", True)},
    "`request` is the old way, we use `fetch` now": {("diff_adds", "fetch", True),
                                                     ("diff_avoids", "request", True)},
    # The means a kind of work is done with (an assertion style, a comparison, a mock).
    "compare the output using `cmp.Diff`": {("diff_adds", "cmp.Diff", False)},
    "assert with `require`, not `assert`": {("diff_adds", "require", True),
                                            ("diff_avoids", "assert", True)},
    "assert with `require` in `store_test.go`": {("diff_adds", "require", False)},
    "mock the clock with `freezegun`": {("diff_adds", "freezegun", False)},
    # What a kind of thing in the product does is the work's specification, not a habit; a
    # header named as code is no section of the answer.
    "handlers should return `ErrNotFound` for missing rows": {
        ("diff_adds", "ErrNotFound", False)},
    "responses should have a `Content-Type` header": {("diff_adds", "Content-Type", False)},
    "handlers should call `span.End()` before returning": {("diff_adds", "span.End()", True)},
    # A change across all that exists now is one change; a habit for what is to come is a rule.
    "update all tests to use `newFixture()`": {("diff_adds", "newFixture()", False)},
    "add `context.Context` to every function in the package": {
        ("diff_adds", "context.Context", False)},
    "all future tests should use `newFixture()`": {("diff_adds", "newFixture()", True)},
    "use `errors.Is` everywhere": {("diff_adds", "errors.Is", True)},
    "from now on, update every test to use `newFixture()`": {("diff_adds", "newFixture()", True)},
    # A kind of thing named first, in the plural and without an article, is what the wish is a
    # convention for; "the tests", "this case", "for now" are the task's.
    "in tests, use `t.TempDir()`": {("diff_adds", "t.TempDir()", True)},
    "for new handlers prefer `chi.Router`": {("diff_adds", "chi.Router", True)},
    "in the tests, use `t.TempDir()`": {("diff_adds", "t.TempDir()", False)},
    "in this case, use `t.TempDir()`": {("diff_adds", "t.TempDir()", False)},
    "in tests, replace `os.MkdirTemp` with `t.TempDir()`": {("diff_adds", "t.TempDir()", False)},
    # A flag said of no command: no check knows which run it is about.
    "in status, use `--long`": set(),
    # A kind of thing judged bad, named in the plural, is a convention against it; asking for
    # other ideas after it leaves it standing.
    "globals are evil": {("diff_avoids", "global", True)},
    "`init()` functions are an anti-pattern": {("diff_avoids", "init()", True)},
    "hmm, sleeps in tests are not great either, any other options?": {
        ("diff_avoids", "sleep", True)},
    # A built-in type turned away is named by every other change for other reasons.
    "we always want a typed `UserID` there, not `string`": {("diff_adds", "UserID", True)},
    # A spelling said against another spelling is a convention.
    "it's spelled `GitHub`, not `Github`": {("diff_adds", "GitHub", True),
                                            ("diff_avoids", "Github", True)},
}


@pytest.mark.parametrize("words", sorted(WISHES))
def test_a_wish_yields_the_judge_of_its_kind(words: str) -> None:
    assert _judged(words) == WISHES[words]


def test_alternatives_joined_by_a_slash_are_either_word_not_the_literal() -> None:
    (judge, avoided) = derive([Quote("prefix commits with feat/fix, not feature/bugfix", HERE)])
    assert judge.score is not None
    from skillsleep.tasks.judges import Attempt, FileChange

    wrote = Attempt(changes=[FileChange("CHANGELOG.md", added=["fix: handle empty carts"])])
    assert judge.score(wrote) == 1.0
    assert avoided.score(Attempt(changes=[FileChange("x", added=["bugfix: x"])])) == 0.0


def test_a_spelling_is_checked_in_its_letter_case() -> None:
    from skillsleep.tasks.judges import Attempt, FileChange

    def scores(words: str) -> dict[str, list[float | None]]:
        lines = ("push it to GitHub", "push it to Github", "the Acme CLI", "the acme CLI")
        return {j.kind: [j.score(Attempt(changes=[FileChange("a.md", added=[ln])]))
                         for ln in lines] for j in derive([Quote(words, HERE)])}

    # Work that never writes the word says nothing of how it is written.
    assert scores("it's spelled `GitHub`, not `Github`") == {
        "diff_adds": [1.0, 0.0, None, None], "diff_avoids": [1.0, 0.0, 1.0, 1.0]}
    # The name turned away at the end keeps the case the sentence sets it against.
    assert scores("the product is written `Acme`, never `acme`") == {
        "diff_adds": [None, None, 1.0, 0.0], "diff_avoids": [1.0, 1.0, 1.0, 0.0]}
    # Without a second spelling the case is not the point.
    assert scores("never use `github` in the docs") == {"diff_avoids": [0.0, 0.0, 1.0, 1.0]}


def test_a_yes_takes_its_terms_from_what_the_agent_proposed() -> None:
    proposed = "Three tests share the setup. Want me to extract it into `newTestServer()`?"
    assert _judged("yes please", proposed) == {("diff_adds", "newTestServer()", False)}
    assert _judged("yes, always do that", proposed) == {("diff_adds", "newTestServer()", True)}
    # "X, or Y?": a yes does not say which.
    either = "Want me to use `httpx` or keep `requests` for now?"
    assert _judged("yes", either) == set()
    # "add them" names what the agent's last words name.
    listed = "These four handlers have no timeout. Shall I add `context.WithTimeout` to them?"
    assert _judged("yep, add them", listed) == {("diff_adds", "context.WithTimeout", False)}
    # A dot inside code does not end the proposal.
    dotted = "Should I replace `log.Printf` with `slog.Info` in the handlers?"
    assert _judged("yep please", dotted) == {("diff_adds", "slog.Info", False)}


def test_a_yes_in_other_words_is_a_yes_and_more_words_are_more_than_a_yes() -> None:
    proposed = "These scripts parse arguments by hand. Want me to switch them to `click`?"
    for words in ("yeah that makes sense, do it", "ok let's go with your suggestion",
                  "sure, sounds good", "yes, please make that change for all of them"):
        assert _judged(words, proposed) == {("diff_adds", "click", False)}, words
    assert _judged("yes, do it that way from now on", proposed) == {("diff_adds", "click", True)}
    for words in ("yes, and do the same in the other module", "ok, but first explain why",
                  "ok the tests fail now", "right"):
        assert _judged(words, proposed) == set(), words


def test_a_yes_to_do_that_takes_the_change_the_agent_described_before() -> None:
    described = ("The fixtures write into a fixed folder. I could switch these tests to use "
                 "`tmp_path` instead. Want me to do that?")
    assert _judged("yes, do that", described) == {("diff_adds", "tmp_path", False)}
    assert _judged("yes, and always do that from now on", described) == {
        ("diff_adds", "tmp_path", True)}
    # No change described before, or a choice of two: nothing to agree to.
    assert _judged("yes, do that", "Want me to do that?") == set()
    assert _judged("yes, do that", "The tests pass. Want me to do that?") == set()
    choice = "I could use `tmp_path` or `tmpdir` here. Want me to do that?"
    assert _judged("yes, do that", choice) == set()


def test_a_no_to_a_proposal_keeps_what_was_proposed_out_of_the_change() -> None:
    proposed = "Should I swap `requests` for `httpx` in the client?"
    assert _judged("no, leave it", proposed) == {("diff_avoids", "httpx", False)}
    assert _judged("nope, never do that", proposed) == {("diff_avoids", "httpx", True)}
    # A no that says more is not only a refusal; a refused command names no term of the change.
    assert _judged("no, the other client", proposed) == set()
    assert _judged("no", "Want me to run `make lint` first?") == set()
    assert _judged("no", "") == set()


def test_a_no_that_says_the_team_does_not_do_it_is_a_rule_against_the_proposal() -> None:
    proposed = "These tests share no state. Should I add `t.Parallel()` to each of them?"
    for words in ("no, we don't do that here", "nah, we never do that",
                  "no - we don't use it in this repo"):
        assert _judged(words, proposed) == {("diff_avoids", "t.Parallel()", True)}, words
    assert _judged("yes - we always want that", proposed) == {
        ("diff_adds", "t.Parallel()", True)}
    # A no with its own reason about something else is more than a refusal.
    assert _judged("no, we don't do that because the suite is flaky", proposed) == set()


def test_a_proposal_worded_with_a_gerund_is_still_the_change_proposed() -> None:
    proposed = "The client retries by hand. I'd recommend switching it to `tenacity`."
    for words in ("ok do it", "sounds good", "let's do that"):
        assert _judged(words, proposed) == {("diff_adds", "tenacity", False)}, words
    assert _judged("no thanks", proposed) == {("diff_avoids", "tenacity", False)}


def test_an_offer_in_other_words_is_still_an_offer() -> None:
    offers = {
        "Should we switch these to `t.Setenv`?": "t.Setenv",
        "Happy to add `context.WithTimeout` to the calls if you want.": "context.WithTimeout",
        "Next I'll add `t.Parallel()` to all of them. Proceed?": "t.Parallel()",
        "One option is to replace the loop with `slices.Index`. Want me to go ahead?":
            "slices.Index",
    }
    for reply, term in offers.items():
        assert _judged("yes please", reply) == {("diff_adds", term, False)}, reply
    # "Proceed?" after words that propose nothing, or after a choice, agrees to nothing.
    assert _judged("yes", "All 40 tests pass. Proceed?") == set()
    assert _judged("yes", "I could use `tmp_path` or `tmpdir` here. Proceed?") == set()


def test_choosing_one_of_the_options_the_agent_listed_takes_its_term() -> None:
    listed = ("Two ways to do this:\n\n1. Use `asyncio.TaskGroup` to run the downloads.\n"
              "2. Keep `asyncio.gather` and cancel the rest on the first error.\n\n"
              "Which one?")
    for words in ("1", "option 1", "let's go with 1", "the first one please"):
        assert _judged(words, listed) == {("diff_adds", "asyncio.TaskGroup", False)}, words
    assert _judged("2", listed) == {("diff_keeps", "asyncio.gather", False)}
    lettered = ("**Option A** - move the settings to `pydantic.BaseSettings`\n"
                "**Option B** - leave it")
    assert _judged("option A", lettered) == {("diff_adds", "pydantic.BaseSettings", False)}
    # An option with no term, a number no option has, more words than a choice, no list.
    assert _judged("option B", lettered) == set()
    assert _judged("3", listed) == set()
    assert _judged("1, and also add a retry", listed) == set()
    assert _judged("1", "Done. All 12 tests pass.") == set()


def test_later_words_overrule_earlier_ones() -> None:
    quotes = [Quote("set up the tooling with yarn, not npm", HERE),
              Quote("no, use npm instead", HERE, followup=True)]
    assert {(j.kind, j.key_terms()[0]) for j in derive(quotes)} == {
        ("runs", "npm"), ("does_not_run", "yarn")}


def test_choosing_among_the_agents_options_names_no_term() -> None:
    for words in ("let's go with option 2", "use the second approach", "go with that one"):
        assert derive([Quote(words, HERE)]) == [], words
