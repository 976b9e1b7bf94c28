"""Rules said of one thing, of each of a kind, as a process, or as an answer, at first sight.

A first-sight batch, written from how developers state a house rule of one thing of the code
with a habit word ("the database session is always obtained through `X`", "the current time
always comes from `X`"), of each of a kind in the singular ("each CLI command registers itself
through `X`", "every test helper calls `X`"), with the project said first ("in this service, the
configuration is read via `X`"), a process said as a fact ("migrations are applied with `X`,
never by hand", "packages get published through `X`"), mocking named as code; each inside a
message that asks for work or pastes output. Beside them, close messages that describe the code
with the same words, quote someone else's rule, ask or muse, mocking said in plain words (which no
check can find: "don't mock Postgres" gives nothing), and one-off asks; answers to the agent's
proposal whose terms are the proposal's ("yes, and make that the standard ...", "no, stay on
`X`", "yes, that's how we do it in this repo"); and rules taken back in other words ("scratch the
rule about `X`", "the `X` rule no longer applies", "I take back what I said about ...", "stop
following the `X` rule"). It was measured before the reader was changed for it: rules read
exactly 3/30 (none with its terms right and the durable flag wrong), messages giving nothing
28/28, one-off asks giving no rule 5/5, answers 4/10, rules taken back or left standing as they
should 1/5. After: rules 25/30, 28/28, 5/5, answers 8/10, taken back 5/5.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, with the near shapes that must stay as they were.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.standing import preferences
from skillsleep.tasks.taskdata import Task

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import (
    ADDS,
    AVOIDS,
    RUNS,
    Judged,
    check_read,
    judged,
    said_in_session,
    stands,
)

# Messages whose own words state a house rule next to the work they ask for.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # a convention whose subject is one thing, or each of a kind
    ("session through get_session", "The export endpoint leaks connections under load:\n\n```\n"
     "sqlalchemy.exc.TimeoutError: QueuePool limit of size 5 overflow 10 reached\n```\n\nfix "
     "the leak. The database session is always obtained through `get_session()`.",
     {(ADDS, "get_session()", True)}),
    ("client built with newClient", "Add a call to the geocoding API for the store locator. "
     "The HTTP client is always built with `newClient()` in this service, never "
     "`http.DefaultClient`.", {(ADDS, "newClient()", True), (AVOIDS, "http.DefaultClient", True)}),
    ("every webhook verifies", "we need a webhook for refund events from the PSP. every "
     "webhook handler verifies the signature with `verify_hmac` before it parses the body",
     {(ADDS, "verify_hmac", True)}),
    ("logger from getLogger", "Add some logging to the importer so we can see which rows get "
     "skipped. The logger is always taken from `logging.getLogger(__name__)`, never the root "
     "logger.", {(ADDS, "logging.getLogger(__name__)", True)}),
    ("each command registers", "Add a `prune` subcommand that deletes snapshots older than 30 "
     "days. Each CLI command registers itself through `@app.command()`.",
     {(ADDS, "@app.command()", True), (ADDS, "prune", False)}),
    ("the router always uses", "Wire the new settings page into navigation. The router is "
     "always configured through `createBrowserRouter`, not `<BrowserRouter>`.",
     {(ADDS, "createBrowserRouter", True), (AVOIDS, "<BrowserRouter>", True)}),
    ("each test gets t.Helper", "Extract the repeated setup in the ledger tests into a helper. "
     "Every test helper calls `t.Helper()` on its first line.", {(ADDS, "t.Helper()", True)}),
    ("the cache is always", "the product page is slow again, p95 is 1.8s. add caching for the "
     "price lookup. the cache is always accessed through `cache.remember`",
     {(ADDS, "cache.remember", True)}),
    ("config read via Settings in this service", "Add a flag for the new pricing rules. In "
     "this service the configuration is read via `Settings.from_env()`.",
     {(ADDS, "Settings.from_env()", True)}),
    ("ids are ulids in this service", "Add an id to the audit entries. In this service ids are "
     "generated with `ulid.new()`.", {(ADDS, "ulid.new()", True)}),
    ("in this repo every error", "Handle the timeout from the tax service. In this repo every "
     "error returned to the caller is wrapped with `errors.Wrapf`.",
     {(ADDS, "errors.Wrapf", True)}),
    ("in this package each type", "Add a `Refund` type next to `Payment`. in this package each "
     "exported type gets a `String()` method", {(ADDS, "String()", True), (ADDS, "Refund", False)}),
    # a process said as a fact
    ("migrations applied with alembic", "Add a `deleted_at` column to `users`. Migrations are "
     "applied with `alembic upgrade head`, never by hand in psql.",
     {(RUNS, "alembic upgrade head", True), (ADDS, "deleted_at", False)}),
    ("releases cut by just", "Prepare 2.4.0, the changelog is in the PR description. Releases "
     "are cut by `just release`.", {(RUNS, "just release", True)}),
    ("packages published via changeset", "The `ui-kit` fix is merged. Packages get published "
     "through `changeset publish`, nobody runs `npm publish` by hand.",
     {(RUNS, "changeset publish", True)}),
    ("deps upgraded with uv", "bump `httpx` to pick up the proxy fix. dependencies are "
     "upgraded with `uv lock --upgrade-package`", {(RUNS, "uv lock --upgrade-package", True)}),
    ("schema ships via prisma", "Add the `invoices.due_at` field. Schema changes ship via "
     "`prisma migrate deploy`, `db push` is only for local experiments.",
     {(RUNS, "prisma migrate deploy", True), (ADDS, "invoices.due_at", False)}),
    ("version bumped by bumpver", "Get the patch release ready. The version is bumped by "
     "`bumpver update --patch`, nobody edits `__version__` by hand.",
     {(RUNS, "bumpver update --patch", True)}),
    ("fixtures regenerated by make", "The snapshot tests fail after the currency change:\n\n"
     "```\nE   AssertionError: snapshot 'invoice_eur' does not match\n```\n\nFixtures are "
     "regenerated by `make fixtures`, don't edit the JSON.", {(RUNS, "make fixtures", True)}),
    ("protos compiled by buf", "Add a `cancel_reason` to the `Order` message. Protos are "
     "compiled by `buf generate`.", {(RUNS, "buf generate", True),
                                     (ADDS, "cancel_reason", False)}),
    # mocking named as code
    ("no MagicMock for the db", "Write tests for the refund service. We never use "
     "`MagicMock` for the database session, there is a real Postgres in docker-compose.",
     {(AVOIDS, "MagicMock", True)}),
    ("jest.mock banned", "Cover the checkout hook with tests. We don't `jest.mock` our own "
     "modules, only network calls through `msw`.", {(AVOIDS, "jest.mock", True)}),
    ("gomock for interfaces", "add tests for the notifier. interface fakes are generated with "
     "`gomock`, no hand-written stubs", {(ADDS, "gomock", True)}),
    # other shapes, for width
    ("money is Decimal", "Show the discount on the receipt. Money is always a `Decimal`, "
     "never a `float`.", {(ADDS, "Decimal", True), (AVOIDS, "float", True)}),
    ("the API client is generated", "the `/v2/orders` endpoint is missing from the client. the "
     "API client is always generated with `openapi-generator`, never edited by hand",
     {(ADDS, "openapi-generator", True)}),
    ("every page exports metadata", "Add an about page. Every page in the app exports a "
     "`generateMetadata` function.", {(ADDS, "generateMetadata", True)}),
    ("the db is accessed through repo", "Count the active subscriptions for the dashboard "
     "card. The database is only ever accessed through `SubscriptionRepo`, no raw queries in "
     "the views.", {(ADDS, "SubscriptionRepo", True)}),
    ("each worker handles SIGTERM", "Add a worker that resizes uploaded images. Each worker "
     "shuts down through `graceful.Wait()`.", {(ADDS, "graceful.Wait()", True)}),
    ("the time always from clock", "The expiry test is flaky around midnight. The current time "
     "always comes from `clock.now()`, never `datetime.now()`.",
     {(ADDS, "clock.now()", True), (AVOIDS, "datetime.now()", True)}),
    ("each endpoint declares", "Add an endpoint that lists a customer's invoices. Each endpoint "
     "declares its response with `response_model=`.", {(ADDS, "response_model=", True)}),
)


NOT_RULES: tuple[tuple[str, str], ...] = (
    # how the code is now, of one thing
    ("session obtained today", "The database session is obtained through `get_session()` in "
     "`deps.py`, but the worker opens its own. Why?"),
    ("client built where", "the HTTP client is built with `newClient()` somewhere in `cmd/`. "
     "can you find where the timeout is set?"),
    ("logger configured", "The logger is configured in `logging.yaml` and the level is "
     "`DEBUG` in prod:\n\n```\nlevel: DEBUG\n```\n\nis that on purpose?"),
    ("each command registered", "each CLI command registers itself through "
     "`@app.command()`, so why doesn't `prune` show up in `--help`?"),
    ("router configured now", "the router is configured through `createBrowserRouter` and the "
     "404 page never renders. what's wrong?"),
    ("cache accessed now", "the cache is accessed through `cache.remember` and it returns "
     "stale prices after a deploy"),
    ("config read here now", "In this service the configuration is read via "
     "`Settings.from_env()`, which is why the test can't override it."),
    ("every webhook verifies, a bug", "every webhook handler verifies the signature with "
     "`verify_hmac`, and half of them fail since the key rotation:\n\n```\nInvalidSignature: "
     "expected 9f2c, got 1a7e\n```"),
    # a process described, asked or told of the past
    ("migrations applied yesterday", "The migrations were applied with `alembic upgrade head` "
     "yesterday and the column is still missing on staging."),
    ("releases cut, a question", "are releases cut by `just release` or by the GitHub "
     "workflow?"),
    ("published via changeset broke", "packages got published through `changeset publish` "
     "last night and `ui-kit` went out without its CSS"),
    ("deps upgraded, slow", "dependencies are upgraded with `uv lock --upgrade-package` and it "
     "takes four minutes for one package. is that normal?"),
    ("fixtures regenerated, what", "fixtures are regenerated by `make fixtures`, what does it "
     "read the currencies from?"),
    ("protos compiled, output", "protos are compiled by `buf generate` into `gen/`. is `gen/` "
     "checked in?"),
    # someone else's rule quoted or reviewed
    ("upstream rule quoted", "The upstream CONTRIBUTING says releases are cut by `goreleaser` "
     "only. Does that apply to our fork?"),
    ("reviewer's rule", "the reviewer wrote: \"the HTTP client is always built with "
     "`newClient()`\". I'm not sure they're right, what do you think?"),
    ("the other team's way", "the payments team says every handler verifies the signature "
     "with `verify_hmac`. how do they share the key?"),
    ("docs say", "The SDK docs say the client is always created with `Client.from_env()`. Is "
     "our wrapper doing that?"),
    # questions and musings
    ("should the logger", "should the logger always come from `logging.getLogger(__name__)`, "
     "or is the root logger fine for scripts?"),
    ("wonder about Decimal", "I wonder whether money should always be a `Decimal` here, the "
     "float rounding bit us twice"),
    ("maybe gomock", "maybe the interface fakes could be generated with `gomock`, not sure "
     "it's worth it"),
    ("mock the db?", "do we mock the database in the repository tests, or use the real one?"),
    ("plain mocking musing", "hitting the real database in tests is slow, I'm not sure what "
     "the others do"),
    # mocking said in plain words: nothing a check can find
    ("don't mock postgres plain", "Add tests for the invoice repository. Don't mock Postgres, "
     "there's a test database in docker-compose."),
    ("real redis in tests", "write the tests for the rate limiter against the real Redis "
     "container, not a fake"),
    # more close descriptions
    ("each worker today", "each worker shuts down through `graceful.Wait()`, and the deploy "
     "still waits the full 30 seconds. any idea?"),
    ("the time from clock, a bug", "the current time always comes from `clock.now()` in the "
     "tests, but the scheduler calls `time.Now()` directly. is that the flake?"),
    ("version bumped, a story", "the version was bumped by `bumpver update --patch` and then "
     "the tag pointed at the wrong commit"),
)

ONE_OFF_ASKS: tuple[tuple[str, str], ...] = (
    ("session for this endpoint", "use `get_session()` in this endpoint too, it opens its own "
     "connection"),
    ("run alembic once", "run `alembic upgrade head` against staging and tell me what it "
     "prints"),
    ("release now", "cut the release with `just release` once CI is green"),
    ("this helper t.Helper", "add `t.Helper()` to `mustParse` in this file, the line numbers "
     "point at the helper"),
    ("Decimal for this total", "make the total in `receipt.py` a `Decimal`, the float shows "
     "19.990000000002"),
)


ANSWERS: tuple[tuple[str, str, str, Judged], ...] = (
    ("yes, make it the standard", "I wrapped the error with `errors.Wrapf` so the caller sees "
     "the tax id. Want me to do the same in the other handlers?",
     "yes, and make that the standard for every handler going forward",
     {(ADDS, "errors.Wrapf", True)}),
    ("no, stay on requests", "Should I switch the crawler from `requests` to `httpx` while "
     "I'm in there?", "no, stay on `requests`", {(AVOIDS, "httpx", False)}),
    ("yes, everywhere from now on", "Want me to add `t.Parallel()` to these tests?",
     "yes, and everywhere from now on", {(ADDS, "t.Parallel()", True)}),
    ("yes, that's how we do it", "Should I use `structlog` for the new log lines?",
     "yes, that's how we do it in this repo", {(ADDS, "structlog", True)}),
    ("sure, once", "Want me to add `--frozen-lockfile` to the CI install step?", "sure",
     {(ADDS, "--frozen-lockfile", False)}),
    ("no, we don't pin", "Should I pin `boto3` to the exact version in `requirements.txt`?",
     "no, we never pin exact versions", set()),
    ("yes but only here", "Want me to use `pytest.approx` for the float comparison?",
     "yes, just in this test", {(ADDS, "pytest.approx", False)}),
    ("good, always", "I switched the date formatting to `date-fns`. Should I keep using it in "
     "new components?", "good, always", {(ADDS, "date-fns", True)}),
    ("not a yes", "I could wrap the calls with `retry()` so the flaky endpoint doesn't fail "
     "the job. Want me to?", "what does `retry()` do on a 4xx?", set()),
    ("no, plain asserts here", "Should I convert these asserts to `require`?",
     "no, we keep plain asserts in this package", {(AVOIDS, "require", True)}),
)


# A rule said in one session, and what was said in a later one: whether it still stands.
RETRACTIONS: tuple[tuple[str, str, str, bool], ...] = (
    ("the rule about require", "always use `require` for the assertions in our tests",
     "scratch the rule about `require`, the package has its own helpers now", False),
    ("no longer applies", "never use `print` for output, we log through the CLI helpers",
     "the `print` rule no longer applies, the CLI writes to stdout directly now", False),
    ("take back", "always use `require` for the assertions in our tests",
     "I take back what I said about the assertions, use whatever the file uses", False),
    ("stop following", "always run `make check` before you hand work back",
     "you can stop following the `make check` rule, the pre-push hook runs it", False),
    ("the rule holds", "always use `require` for the assertions in our tests",
     "the `require` rule still holds, add tests for the ledger", True),
)


# Written after the reader was changed for the batch: one case per shape it now reads, and the
# near shapes that must stay as they were. With an answer, the second text is the agent's message
# it answers.
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # One thing of the code, with a habit word and a verb of getting or making it.
    ("one thing, always", "", "the config is always loaded through `Settings`",
     {(ADDS, "Settings", True)}),
    ("one thing comes from", "", "the request id always comes from `ctx.request_id()`",
     {(ADDS, "ctx.request_id()", True)}),
    ("one thing, without the habit", "", "the config is loaded through `Settings`", set()),
    ("one thing, then a complaint", "", "the session is always obtained through "
     "`get_session()`, which is why it leaks", set()),
    ("one thing the product does", "", "the request is always rejected by `authMiddleware`",
     set()),
    ("one thing, where it is", "", "the error is always wrapped with `%w` somewhere in the "
     "stack", set()),
    ("one thing, in the past", "", "the config was always loaded through `Settings` before "
     "the refactor", set()),
    ("one thing, asked", "", "why is the client always built with `newClient()`?", set()),
    # Each of a kind, in the singular, with a verb of writing code.
    ("each of a kind", "", "each handler takes `ctx` first", {(ADDS, "ctx", True)}),
    ("each of a kind, and a flaw", "", "each handler takes `ctx` but never uses it", set()),
    ("each of a kind, but one", "", "every page exports a `generateMetadata` function, but the "
     "about page doesn't", set()),
    ("each of a kind returns", "", "each handler returns `nil` on error", set()),
    ("each of a kind, and what follows", "", "every test calls `setup()` twice, which is slow",
     set()),
    ("each of some of a kind", "", "every endpoint in the old API calls `legacyAuth`", set()),
    # The project said first.
    ("the project first", "", "in this service, the configuration is read via `Settings.load()`",
     {(ADDS, "Settings.load()", True)}),
    ("the project first, a plural kind", "", "in this service ids are generated with "
     "`ulid.new()`", {(ADDS, "ulid.new()", True)}),
    ("the project first, and why", "", "in this service the token is validated with "
     "`jwt.decode`, and the clock skew breaks it", set()),
    ("the project first, sometimes", "", "in this service, the cache is read via `cache.get` "
     "sometimes", set()),
    # A process said as a fact, with a command.
    ("how a change goes out", "", "releases go out via `git tag`", {(RUNS, "git tag", True)}),
    ("goes out, never by hand", "", "migrations are applied by `alembic upgrade head`, never by "
     "hand", {(RUNS, "alembic upgrade head", True)}),
    ("goes out, a tool and its verb", "", "protos are compiled by `buf generate`",
     {(RUNS, "buf generate", True)}),
    ("goes out, by whom", "", "packages are published through `npm publish` by the release "
     "bot", set()),
    ("goes out, in the past", "", "migrations were applied with `alembic upgrade head` "
     "yesterday", set()),
    ("goes out, automatically", "", "the version is bumped by `bumpver update` automatically "
     "in CI", set()),
    ("goes out, elsewhere", "", "releases go out via `git tag` in the old repo", set()),
    ("goes out, no command", "", "releases are cut by `release.yml`", set()),
    # Answers.
    ("the same elsewhere, made the standard", "I added `t.Cleanup` to the fixture. Want me to "
     "do the same for the other fixtures?", "yes, make that the standard",
     {(ADDS, "t.Cleanup", True)}),
    ("the same elsewhere, a yes", "I added `t.Cleanup` to the fixture. Want me to do the same "
     "for the other fixtures?", "yes", {(ADDS, "t.Cleanup", False)}),
    ("the same, asked of tests", "I added `t.Cleanup` to the fixture.", "do the same tests "
     "fail on main?", set()),
    ("the team's way, a yes", "Should I use `slog` for the new log lines?", "yes, that's how we "
     "do it", {(ADDS, "slog", True)}),
    ("the way, of the bug", "Should I use `slog` for the new log lines?", "that's how we found "
     "the bug", set()),
    ("a no by what stays", "Should I switch the loader from `yaml` to `toml`?", "no, stick with "
     "`yaml`", {(AVOIDS, "toml", False)}),
    ("a yes kept to the test", "Want me to use `freezegun` for the clock?", "yes, only here",
     {(ADDS, "freezegun", False)}),
    ("a no, the proposal retired", "Should I add `moment` for the date math?", "no, it's legacy",
     {(AVOIDS, "moment", True)}),
    ("a no, retired somewhere", "Should I add `moment` for the date math?", "no, it's legacy "
     "in the old app but fine here", set()),
    ("a no by the team's rule", "Should I pull in `lodash` for the deep merge?", "no, `ramda` "
     "is what we use", {(ADDS, "ramda", True), (AVOIDS, "lodash", True)}),
    ("a no for now", "Should I pull in `lodash` for the deep merge?", "no, use `ramda` for now",
     {(ADDS, "ramda", False)}),
    ("a no by what was used", "Should I pull in `lodash` for the deep merge?", "no, `ramda` is "
     "what we used before", set()),
    ("a no to a command by the team's rule", "Should I run `go mod tidy`?", "no, we always run "
     "`make deps`", {(RUNS, "make deps", True)}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A convention with a participle after its subject ("every error returned to the caller is
    # wrapped with"), a verb of having ("each exported type gets a `X` method"), or of shutting
    # down.
    "in this repo every error", "in this package each type", "each worker handles SIGTERM",
    # A singular subject with a copula ("money is always a `Decimal`").
    "money is Decimal",
    # An answer whose proposal names its term through "it" ("keep using it in new
    # components?"), and a no that keeps another thing "in this package".
    "good, always", "no, plain asserts here",
})


test_a_rule_of_one_thing_or_a_process_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_what_is_described_quoted_or_asked_gives_nothing(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), ONE_OFF_ASKS, ids=[n for n, _ in ONE_OFF_ASKS])
def test_an_ask_for_the_work_at_hand_is_no_rule(name: str, words: str) -> None:
    assert not any(durable for _, _, durable in judged(words))


test_an_answer_takes_its_terms_from_the_proposal = reads_as_expected(ANSWERS, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "rule", "later", "expected"), RETRACTIONS,
                         ids=[n for n, _, _, _ in RETRACTIONS])
def test_a_rule_taken_back_in_other_words_stands_no_longer(name: str, rule: str, later: str,
                                                           expected: bool) -> None:
    check_read(name, stands(rule, later), expected, KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


def _sessions(*texts: str) -> list[Task]:
    return [said_in_session(n, text) for n, text in enumerate(texts, 1)]


def test_a_one_off_said_in_several_sessions_stands_with_every_origin() -> None:
    tasks = _sessions("The refund lookup returns the wrong error. Compare it with `errors.Is` "
                      "please.",
                      "the retry loop swallows the timeout. use `errors.Is` to compare the error",
                      "the sync job retries on 404. use `errors.Is` to compare the error")
    assert not any(j.durable for t in tasks for j in t.judges)
    (pref,) = preferences(tasks)
    assert (pref.judge.kind, pref.judge.key_terms()) == (ADDS, ["errors.Is"])
    assert pref.origins == [t.origin for t in tasks]


def test_a_process_said_in_two_sessions_stands_once_with_both_origins() -> None:
    tasks = _sessions("Ship the fix. Releases are cut by `just release`.",
                      "prepare 2.5.0; releases are cut by `just release`")
    (pref,) = preferences(tasks)
    assert (pref.judge.kind, pref.judge.key_terms(), pref.judge.durable) == \
        (RUNS, ["just release"], True)
    assert pref.origins == [t.origin for t in tasks]


def test_different_things_of_one_kind_asked_each_time_are_no_preference() -> None:
    tasks = _sessions("add the invoice export. use the billing GraphQL client for the totals",
                      "fix the search page, use the search GraphQL client for the query",
                      "list the orders, use the orders GraphQL client",
                      "fix the flaky refund test. use `errors.Is` to compare the error",
                      "the retry loop swallows the timeout. use `errors.As` to get the error")
    assert all(t.judges for t in tasks)
    assert preferences(tasks) == []


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 30 and len(NOT_RULES) + len(ONE_OFF_ASKS) >= 30
    assert len(ANSWERS) >= 10
    names = [c[0] for c in (*RULES, *NOT_RULES, *ONE_OFF_ASKS, *ANSWERS, *RETRACTIONS)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in (*RULES, *ANSWERS, *RETRACTIONS)} >= KNOWN_MISSES
