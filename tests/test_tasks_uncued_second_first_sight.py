"""Rules said without the usual cue words, second batch, at first sight.

A first-sight batch of the shapes most often missed among durable preferences: a naming
convention (a prefix or suffix a kind of name carries, a branch or variable naming scheme), a
name deprecated in favour of another or moved off ("X is being sunset, Y going forward", "we're
moving off X to Y"), a spelling or a term of the product's language ("it's `Sign in`, not
`Login`", British spelling in the docs), an assertion or test style ("checks are `require`
calls, not `assert`"), and a rule with an exception for one kind of code ("..., except in
migrations"); each next to the work the message asks for, in other words than the first batch
(`test_tasks_uncued_first_sight.py`) and the conventions batch
(`test_tasks_conventions_first_sight.py`). Beside them, close messages that must give nothing:
the names the code has now described, a deprecation warning pasted from a tool, a question about
naming, "is X deprecated?", a rule quoted from someone else; and one-off asks about one thing,
which give no rule that stands. The expected readings were written before the batch was run;
one was corrected after, the ask's own term "Add the `archived_at` column" (read for the task,
as every such ask is), and the case stayed a miss. At first sight: rules read exactly 7/40,
messages giving nothing 16/16, one-off asks giving no standing rule 2/3 ("spell it `X` on this
button only" stood). After: rules 26/40, messages giving nothing 16/16, one-off asks 3/3;
rules 27/40 once tests said to be table-driven "with a `t.Run` per case" were read.

A term said as a prefix or a suffix of names was checked as a word and written down as "Use
Repo."; it is now checked as the start or the end of a name and said with the kind of name it
is for ("Name repository interfaces with a `Repo` suffix.", `judges/naming.py`).

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, with the near shapes that must stay as they were; `LINES` the line a night writes
for some of them.
"""

from __future__ import annotations

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.tasks.judges.attempt import Attempt
from skillsleep.tasks.judges.base import judge_from_doc
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, HERE, NOT_RUN, RUNS, Judged, judged

# Messages whose own words state a house rule next to the work they ask for.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # naming: a prefix or suffix a kind of name carries
    ("test_should_ prefix", "Add tests for the coupon expiry. Test functions in this suite start "
     "with `test_should_`.", {(ADDS, "test_should_", True)}),
    ("er interfaces", "Extract an interface for the blob uploader. One-method interfaces in our "
     "Go code end in `er`, like `Uploader`.", {(ADDS, "er", True)}),
    ("APP_ env vars", "Read the request timeout from the environment. Environment variables of "
     "this service are prefixed with `APP_`.", {(ADDS, "APP_", True)}),
    ("Error not Exception", "Add an exception for an expired card. Custom exceptions end in "
     "`Error`, not `Exception`.", {(ADDS, "Error", True), (AVOIDS, "Exception", True)}),
    ("--ds- properties", "Add a token for the focus ring colour. CSS custom properties carry the "
     "`--ds-` prefix.", {(ADDS, "--ds-", True)}),
    ("Fake not Mock", "Write a double for the mailer so the signup test stops sending mail. Test "
     "doubles take the `Fake` prefix, never `Mock`.",
     {(ADDS, "Fake", True), (AVOIDS, "Mock", True)}),
    ("is boolean fields", "Add a flag on the account for the trial. Boolean fields are named with "
     "an `is` prefix in our models.", {(ADDS, "is", True)}),
    ("Dto suffix", "Map the shipment entity for the tracking endpoint. Data transfer classes get "
     "a `Dto` suffix across the backend.", {(ADDS, "Dto", True)}),
    ("k constants", "Move the retry limit out of the function. C++ constants are named with a "
     "leading `k`, as in `kMaxRetries`.", {(ADDS, "k", True)}),
    ("feat branches", "Start the export work on a new branch. Branch names are "
     "`feat/<ticket>`, e.g. `feat/PAY-123`.", {(RUNS, "feat/", True)}),
    # a deprecation in favour of another, or a move off a name
    ("utcnow deprecated for us", "Stamp the export with the current time. `datetime.utcnow()` "
     "is deprecated for us, use `datetime.now(timezone.utc)`.",
     {(ADDS, "datetime.now(timezone.utc)", True), (AVOIDS, "datetime.utcnow()", True)}),
    ("moving off memcached", "Add a cache for the exchange rates. We're moving off `memcached` to "
     "`redis`.", {(ADDS, "redis", True), (AVOIDS, "memcached", True)}),
    ("request sunset", "The scraper needs a proxy setting. `requests` is being sunset in this "
     "codebase, `httpx` going forward.", {(ADDS, "httpx", True), (AVOIDS, "requests", True)}),
    ("migrating to vitest", "Cover the price formatter. We're migrating from `jest` to `vitest`, "
     "so new test files import from `vitest`.",
     {(RUNS, "vitest", True), (NOT_RUN, "jest", True)}),
    ("ioutil moved", "Read the fixture file in the test. `ioutil` is deprecated in our Go code; "
     "files are read with `os.ReadFile`.",
     {(ADDS, "os.ReadFile", True), (AVOIDS, "ioutil", True)}),
    ("formatDate superseded", "Show the due date on the invoice row. `Helpers.formatDate` has "
     "been superseded by `DateFormatter` in the web app.",
     {(ADDS, "DateFormatter", True), (AVOIDS, "Helpers.formatDate", True)}),
    ("LegacyClient end of life", "Fetch the plan limits on the billing page. `LegacyClient` is "
     "end-of-life for us; everything talks to `ApiClient` now.",
     {(ADDS, "ApiClient", True), (AVOIDS, "LegacyClient", True)}),
    ("celery replaced", "Send the weekly digest in the background. Background work runs on "
     "`dramatiq` since we got rid of `celery`.",
     {(ADDS, "dramatiq", True), (AVOIDS, "celery", True)}),
    # a spelling or a term of the product's language
    ("Sign in not Login", "Update the header buttons for the new nav. In the UI it's `Sign in`, "
     "not `Login`.", {(ADDS, "Sign in", True), (AVOIDS, "Login", True)}),
    ("behaviour British", "Document the retry settings in the guide. The docs use British "
     "spelling: `behaviour`, never `behavior`.",
     {(ADDS, "behaviour", True), (AVOIDS, "behavior", True)}),
    ("workspace not project", "Write the empty-state text for the sidebar. In user-facing text "
     "we say `workspace`, never `project`.",
     {(ADDS, "workspace", True), (AVOIDS, "project", True)}),
    ("email spelt", "Reword the password reset screen. `e-mail` is spelt `email` in our copy.",
     {(ADDS, "email", True), (AVOIDS, "e-mail", True)}),
    ("Sie not du", "Translate the new onboarding strings into German. Our German copy addresses "
     "people with `Sie`, not `du`.", {(ADDS, "Sie", True), (AVOIDS, "du", True)}),
    ("color in identifiers", "Add a field for the label colour to the API. Identifiers use "
     "American spelling, `color` rather than `colour`.",
     {(ADDS, "color", True), (AVOIDS, "colour", True)}),
    ("members not users", "Write the error for a full seat count. Messages call them "
     "`members`, not `users`.", {(ADDS, "members", True), (AVOIDS, "users", True)}),
    ("PayPal in copy", "Add the payment options to the pricing page. The brand is written "
     "`PayPal`, with both capitals, in all our copy.", {(ADDS, "PayPal", True)}),
    # an assertion or test style
    ("require not assert", "Add tests for the rate limiter. Checks in the Go tests are "
     "`require` calls, not `assert`.", {(ADDS, "require", True), (AVOIDS, "assert", True)}),
    ("table-driven t.Run", "Add tests for `parseDuration`. Go tests here are table-driven, "
     "with a `t.Run` per case.", {(ADDS, "t.Run", True)}),
    ("no snapshots", "Cover the receipt component. Snapshot assertions with `toMatchSnapshot` "
     "don't get past review here.", {(AVOIDS, "toMatchSnapshot", True)}),
    ("assertThat", "Test the discount calculator. Java tests assert with `assertThat` from "
     "AssertJ, not `assertEquals`.", {(ADDS, "assertThat", True), (AVOIDS, "assertEquals", True)}),
    ("findBy over waitFor", "Test the search results loading. Async UI tests await `findBy` "
     "queries rather than wrapping them in `waitFor`.",
     {(ADDS, "findBy", True), (AVOIDS, "waitFor", True)}),
    ("parametrize", "Add the edge cases for the slug function. Several cases of one behaviour "
     "go through `pytest.mark.parametrize` in our suites.",
     {(ADDS, "pytest.mark.parametrize", True)}),
    ("freezegun", "Test the token expiry. Time in tests is frozen with `freezegun`.",
     {(ADDS, "freezegun", True)}),
    ("respx stubs", "Write tests for the payment client. HTTP calls in tests are stubbed with "
     "`respx`, nothing goes out to the network.", {(ADDS, "respx", True)}),
    # a scope with an exception
    ("ORM except migrations", "Add the `archived_at` column and a query for it. Queries go "
     "through `SQLAlchemy`, except in migrations, where raw SQL is fine.",
     {(ADDS, "SQLAlchemy", True), (ADDS, "archived_at", False)}),
    ("print except CLI", "Add progress output to the sync. No `print` in library code, except "
     "the CLI entry point.", {(AVOIDS, "print", True)}),
    ("logger except scripts", "Log the retries of the uploader. We log with `logger` rather than "
     "`console.log`, except in the one-off scripts.",
     {(ADDS, "logger", True), (AVOIDS, "console.log", True)}),
    ("any except generated", "Type the response of the search API. `any` is off limits in our "
     "TypeScript, except in the generated types.", {(AVOIDS, "any", True)}),
    ("const except counters", "Clean up the cart reducer. Variables are declared with `const`, "
     "except loop counters.", {(ADDS, "const", True)}),
    ("UTC except PDF", "Add the delivery date to the order API. Dates are stored as `UTC` "
     "everywhere except the invoice PDF, which shows the customer's zone.",
     {(ADDS, "UTC", True)}),
)

# Messages that describe the names of the code now, paste a warning, ask, or quote: no rule.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("Interface suffix today", "Our interfaces end in `Interface` right now, which the linter "
     "hates. How many are there?"),
    ("two env prefixes", "The env vars in `docker-compose.yml` are prefixed with `APP_` and the "
     "Helm chart uses `SVC_`, so staging reads nothing."),
    ("utcnow warning pasted", "pytest prints\n\n```\nDeprecationWarning: datetime.datetime."
     "utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware "
     "objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).\n```\n\n"
     "where does that come from?"),
    ("npm warning pasted", "npm install says\n\n```\nnpm WARN deprecated request@2.88.2: "
     "request has been deprecated, see https://github.com/request/request/issues/3142\n```\n\n"
     "which package pulls it in?"),
    ("prefix asked", "Should test functions start with `test_should_` or `test_it_`?"),
    ("ioutil deprecated?", "`ioutil` is deprecated?"),
    ("moment deprecated asked", "Is `moment` deprecated? The dashboard still pulls it in."),
    ("branch described", "The branch is `feat/PAY-123`, can you rebase it on main?"),
    ("sign in asked", "Which spelling does the style guide want, `sign in` or `log in`?"),
    ("colour mixed", "The docs mix `colour` and `color`; list the pages with each."),
    ("assert not require described", "The tests use `assert` from testify, not `require`, so a "
     "failure doesn't stop the test. Is that why it panics on the nil user?"),
    ("moved off memcached story", "We moved off `memcached` to `redis` in 2022 and the hit rate "
     "dropped by half. Why would that be?"),
    ("end of life upstream", "`LegacyClient` is end-of-life upstream according to the vendor's "
     "changelog. Does that affect us?"),
    ("exceptions in one module", "Custom exceptions in the payment module end in `Exception`, "
     "the rest in `Error`. Which came first?"),
    ("linter quoted", "The linter says exported names shouldn't start with `Get`. Is that right "
     "for Go?"),
    ("except in migrations asked", "Do queries go through `SQLAlchemy` in the migrations too, or "
     "only in the app?"),
)

# One-off asks about one thing: no rule that stands.
ONE_OFFS: tuple[tuple[str, str], ...] = (
    ("APP_ for this one", "Prefix this one variable with `APP_` so compose picks it up."),
    ("Sign in on this button", "Spell it `Sign in` on this button only, the rest is next "
     "sprint."),
    ("require in this test", "Use `require` in `limiter_test.go`; the other files can stay as "
     "they are."),
)

# Written after the reader was changed for the batch: one case per shape it now reads, and the
# near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # A kind named by the words before its verb; a compound word is no determiner.
    ("a compound kind", "one-method interfaces end in `er`", {(ADDS, "er", True)}),
    ("one of a kind", "one interface ends in `er`", set()),
    # A prefix or suffix said with more after it, or as a leading letter.
    ("a suffix across the code", "data transfer classes get a `Dto` suffix across the backend",
     {(ADDS, "Dto", True)}),
    ("a suffix in some places", "data transfer classes get a `Dto` suffix in two places",
     set()),
    ("a leading letter", "constants are named with a leading `k`, as in `kMaxRetries`",
     {(ADDS, "k", True)}),
    ("a leading letter, in one name", "the constant is named with a leading `k`", set()),
    ("the kind of this service", "environment variables of this service are prefixed with "
     "`APP_`", {(ADDS, "APP_", True)}),
    ("a prefix shaped like a flag", "CSS custom properties carry the `--ds-` prefix",
     {(ADDS, "--ds-", True)}),
    # A spelling or the team's words, set against another.
    ("a spelling way, then the pair", "our docs follow British spelling: `colour`, not `color`",
     {(ADDS, "colour", True), (AVOIDS, "color", True)}),
    ("a spelling way of old docs", "the old docs follow British spelling: `colour`, not `color`",
     set()),
    ("what we say", "in the app we say `team`, never `group`",
     {(ADDS, "team", True), (AVOIDS, "group", True)}),
    ("what they call it", "the emails call them `guests`, not `visitors`", set()),
    ("spelt where read", "`web site` is spelt `website` in our docs",
     {(ADDS, "website", True), (AVOIDS, "web site", True)}),
    ("spelt somewhere", "`web site` is spelt `website` in the footer", set()),
    ("where read, against another", "in the docs it's `Postgres`, not `PostgreSQL`",
     {(ADDS, "Postgres", True), (AVOIDS, "PostgreSQL", True)}),
    ("only on this screen", "spell it `Log out` on this screen only",
     {(ADDS, "Log out", False)}),
    # A deprecation with what comes instead said by when it holds, or by where.
    ("sunset, then going forward", "`moment` is being sunset, `luxon` going forward",
     {(ADDS, "luxon", True), (AVOIDS, "moment", True)}),
    ("sunset by its makers", "`moment` was sunset by its maintainers", set()),
    ("superseded in our code", "`fetchJson` has been superseded by `api.get` in our code",
     {(ADDS, "api.get", True), (AVOIDS, "fetchJson", True)}),
    ("superseded, then a story", "`fetchJson` was superseded by `api.get` in our code, and the "
     "retries broke", set()),
    ("a move, then what follows of it", "we're moving from `npm` to `pnpm`, so lockfiles come "
     "from `pnpm`", {(RUNS, "pnpm", True), (NOT_RUN, "npm", True)}),
    # What review turns away.
    ("turned away by review", "`@ts-ignore` comments don't get past review",
     {(AVOIDS, "@ts-ignore", True)}),
    ("one turned away by review", "this `@ts-ignore` didn't get past review", set()),
    ("review asked about", "why doesn't `@ts-ignore` get past review?", set()),
    # A kind of code the rule leaves out.
    ("a kind left out", "variables are declared with `let`, except loop counters",
     {(ADDS, "let", True)}),
    ("the work at hand left out", "variables are declared with `let`, except this one", set()),
    ("a name off limits", "`eval` is off limits in our code", {(AVOIDS, "eval", True)}),
)

# The line the night writes for a rule of the batch: what the person meant, no wider.
LINES: tuple[tuple[str, str, set[str]], ...] = (
    ("a prefix of test names", "Test functions in this suite start with `test_should_`.",
     {"Name test functions with a `test_should_` prefix."}),
    ("a suffix against another", "Custom exceptions end in `Error`, not `Exception`.",
     {"Name custom exceptions with an `Error` suffix, not `Exception`."}),
    ("a prefix banned", "Go getters don't carry a `Get` prefix.",
     {"Do not name Go getters with a `Get` prefix."}),
    ("the team prefixes", "we prefix interfaces with `I`", {"Name interfaces with an `I` prefix."}),
    ("a kind left out", "Variables are declared with `const`, except loop counters.",
     {"Use `const` for variables, except loop counters."}),
    ("a spelling pair", "In the UI it's `Sign in`, not `Login`.",
     {"Write `Sign in`, not `Login`."}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A branch naming scheme: no command line shows it unless a branch is made, and no check
    # holds only then.
    "feat branches",
    # What comes instead said with a verb no convention is read with ("files are read with",
    # "everything talks to", "runs on ... since we got rid of").
    "ioutil moved", "LegacyClient end of life", "celery replaced",
    # Said of one part of the project ("in the web app"): read, but as the task's.
    "formatDate superseded",
    # A test style said through what a kind of test is ("are `require` calls"), how it awaits
    # ("await `findBy` queries rather than wrapping them"), a subject with a phrase of its own
    # ("several cases of one behaviour"), a mass with a place ("time in tests is frozen with"),
    # or a tail that turns the other way away in other words ("nothing goes out to the network").
    "require not assert", "findBy over waitFor", "parametrize",
    "freezegun", "respx stubs",
    # A convention with no ban before it ("queries go through `X`"), "no `X`" said without a
    # habit word, a storage said with "everywhere except the ..., which ...".
    "ORM except migrations", "print except CLI", "UTC except PDF",
})


test_a_rule_said_without_cue_words_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_words_that_describe_paste_or_ask_give_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("name", "words"), ONE_OFFS, ids=[n for n, _ in ONE_OFFS])
def test_a_one_off_ask_gives_no_standing_rule(name: str, words: str) -> None:
    assert not any(durable for _, _, durable in judged(words))


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


@pytest.mark.parametrize(("name", "words", "expected"), LINES, ids=[n for n, _, _ in LINES])
def test_the_line_says_what_the_person_meant(name: str, words: str, expected: set[str]) -> None:
    judges = derive([Quote(words, HERE)])
    assert {said for j in judges if (said := instruction(j, judges))} == expected


def test_a_part_of_names_is_checked_as_the_start_or_the_end_of_a_name() -> None:
    def scored(words: str, code: str) -> float | None:
        judge, = derive([Quote(words, HERE)])
        return judge.score(Attempt.of_answer(f"```\n{code}\n```"))

    suffix = "repository interfaces carry a `Repo` suffix"
    assert scored(suffix, "type OrderRepo interface {") == 1.0
    assert scored(suffix, "type OrderStore interface { // see the repo") == 0.0
    prefix = "getters don't carry a `Get` prefix"
    assert scored(prefix, "func (c *Client) GetUser() User {") == 0.0
    assert scored(prefix, "home := os.Getenv(\"HOME\")") == 1.0
    assert scored("boolean fields are named with an `is` prefix", "issue_count = 0") == 0.0
    assert scored("boolean fields are named with an `is` prefix", "isActive = True") == 1.0
    stored, = derive([Quote(suffix, HERE)])
    assert judge_from_doc(stored.to_doc()).instruction() == stored.instruction() \
        == "Name repository interfaces with a `Repo` suffix."


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 40 and len(NOT_RULES) + len(ONE_OFFS) >= 15
    names = [c[0] for c in (*RULES, *NOT_RULES, *ONE_OFFS)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in RULES} >= KNOWN_MISSES
