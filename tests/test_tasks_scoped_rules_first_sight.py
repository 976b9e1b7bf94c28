"""Rules read through their scope and the exceptions granted to them, at first sight.

A first-sight batch, written from how developers give a rule its reach and take the work at
hand out of it: a standing word with the project said as a place ("always use X in this
service"), a convention said as a plain fact in a sentence of its own ("X are defined with `Y`
here"), the way the project does a thing kept as its rule ("this project uses `X`, keep it
that way"), a kind narrowed by a relative clause ("functions that take a context are named
..."), verbs of storing and rendering, a deprecation told as what happened, and process said
through what a change goes through; each inside a message that asks for work. Beside them,
close messages that describe how the code is now with "here" or "in this service", or ask a
question; one-off asks with a place ("use X in this function"), which are no rule; and bans
said with an exception granted in the same message ("..., but in this test it's fine"), whose
reach is no longer what their words say. It was measured before the reader was changed for
it: rules read exactly 6/32 (2 more with their terms and the durable flag wrong), messages
giving nothing 21/22, one-off asks giving no rule 8/8, exceptions giving nothing 6/10 (four
gave a ban everywhere or on the very thing asked for). After: rules 22/32 (1 more with its
terms), 21/22, 8/8, 10/10; rules 23/32 once "only" made the means of a kind of work a rule,
26/32 once a mass in the singular ("money is stored as `X`") was a kind, and messages giving
nothing 22/22 once a fact told as the ground of a question about it was no rule.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, with the near shapes that must stay as they were.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, Judged, check_read, judged

RULES: tuple[tuple[str, str, Judged], ...] = (
    # a standing word with the project's reach said as a place
    ("zap in this service", "The retry worker logs with `fmt.Println` everywhere. From now on "
     "always use `zap` in this service, structured fields only.", {(ADDS, "zap", True)}),
    ("httpx in this package", "add a client for the billing API. going forward we always use "
     "`httpx` in this package, it's async-ready", {(ADDS, "httpx", True)}),
    ("Result in this crate", "Port the parser error handling over. From now on, in this crate, "
     "always return `anyhow::Result` from the binaries' entry points.",
     {(ADDS, "anyhow::Result", True)}),
    ("dayjs in this app", "the date header is off by a day in Sydney. from now on use `dayjs` "
     "in this app, never `moment`", {(ADDS, "dayjs", True), (AVOIDS, "moment", True)}),
    ("pathlib in this repo", "Add a cleanup step for the temp uploads. Always use `pathlib` in "
     "this repo, not `os.path`.", {(ADDS, "pathlib", True), (AVOIDS, "os.path", True)}),
    ("clsx in this project", "The card variants got messy. In this project we always use "
     "`clsx` for conditional classes, going forward too.", {(ADDS, "clsx", True)}),
    # a convention said as a plain fact, with "here"
    ("thiserror here", "The config loader returns strings as errors. Library errors are "
     "defined with `thiserror` here.", {(ADDS, "thiserror", True)}),
    ("structlog here", "add a log line when the cache misses. we log with `structlog` here",
     {(ADDS, "structlog", True)}),
    ("testify here", "Cover the new rate limiter with tests. Assertions are made with "
     "`testify/require` here.", {(ADDS, "testify/require", True)}),
    ("pydantic settings", "Read the SMTP host from the environment. Settings are loaded with "
     "`pydantic-settings` in this service.", {(ADDS, "pydantic-settings", True)}),
    ("msw mocks", "Write a test for the profile page. Network calls are mocked with `msw`.",
     {(ADDS, "msw", True)}),
    ("sqlc queries", "we need a query for the unpaid invoices. queries are written in SQL and "
     "generated with `sqlc` here", {(ADDS, "sqlc", True)}),
    # what the code does, kept as a rule
    ("poetry keep it", "Add `rich` as a dependency. This project uses `poetry`, keep it that "
     "way.", {(RUNS, "poetry", True), (ADDS, "rich", False)}),
    ("tabs keep", "fix the indentation in the Makefile include. this repo uses `black` for "
     "formatting, let's keep it that way", {(RUNS, "black", True)}),
    ("unittest stays", "add a test for the slug helper. this package uses `unittest`, and it "
     "should stay that way", {(ADDS, "unittest", True)}),
    ("npm stick with", "install the chart library. this one uses `npm`, stick with it",
     {(RUNS, "npm", True)}),
    # a subject with a relative clause
    ("Ctx prefix", "Add a helper that reads the tenant from the request. Functions that take "
     "a context are named with a `Ctx` prefix.", {(ADDS, "Ctx", True)}),
    ("Error suffix", "Add an error for an expired token. Classes that extend `Exception` end "
     "with `Error` in this codebase.", {(ADDS, "Error", True)}),
    ("Mut suffix", "write the setter for the player score. methods which mutate state get a "
     "`_mut` suffix", {(ADDS, "_mut", True)}),
    ("Spec files", "Add tests for the cart reducer. Files that hold tests end with `.spec.ts`.",
     {(ADDS, ".spec.ts", True)}),
    # verbs of storing, rendering, keeping
    ("money as cents", "add a price column to products. Money is stored as `bigint` cents.",
     {(ADDS, "bigint", True)}),
    ("markdown rendered", "Show the release notes in the about dialog. Markdown is rendered "
     "with `markdown-it` in the app.", {(ADDS, "markdown-it", True)}),
    ("fixtures kept as", "Add a fixture for a refunded order. Fixtures are kept as `yaml` "
     "files.", {(ADDS, "yaml", True)}),
    ("emails rendered", "Write the password reset email. Emails are rendered with `mjml`.",
     {(ADDS, "mjml", True)}),
    # a deprecation said as what happened
    ("lodash removed", "the bundle is still 2 MB. we removed `lodash` in the spring, use the "
     "native methods", {(AVOIDS, "lodash", True)}),
    ("request ripped out", "Add an HTTP call to the weather service. We ripped out `request` "
     "last year, everything uses `undici` now.", {(ADDS, "undici", True),
                                                 (AVOIDS, "request", True)}),
    ("nose gone", "Add tests for the importer. `nose` has been gone since the 3.11 upgrade; "
     "tests run under `pytest`.", {(ADDS, "pytest", True), (AVOIDS, "nose", True)}),
    # `eslint` is a linter the agent runs; `tslint`, no tool the tool table knows, is code left out.
    ("tslint replaced", "Fix the lint errors in the upload form. `tslint` was replaced by "
     "`eslint` two years ago.", {(RUNS, "eslint", True), (AVOIDS, "tslint", True)}),
    # process said through what a change goes through
    ("release via tags", "Cut the 1.8 release. Releases go out via `git tag` only, never by "
     "editing the version file by hand.", {(RUNS, "git tag", True)}),
    ("migrations through review", "add a column for the avatar url. schema changes land on "
     "`main` only via merge requests", {(NOT_RUN, "git push … main", True)}),
    ("deploys through make", "Ship the fix to staging. Deploys happen through `make deploy`, "
     "nobody runs kubectl by hand.", {(RUNS, "make deploy", True)}),
    ("commits signed", "commit the rename. commits here are signed with `git commit -S`",
     {(RUNS, "git commit -S", True)}),
)


NOT_RULES: tuple[tuple[str, str], ...] = (
    # what the code does now, with "here" or "in this service"
    ("zap today", "The service logs with `zap` here, but the fields are all strings. Why?"),
    ("httpx in this package now", "this package uses `httpx` right now and the tests hang on "
     "teardown:\n\n```\nRuntimeError: Event loop is closed\n```"),
    ("thiserror count", "Errors are defined with `thiserror` here and with plain enums in the "
     "CLI crate. Which one has more variants?"),
    ("structlog output", "we log with `structlog` here, and the JSON output has the timestamp "
     "twice. can you find where?"),
    ("poetry lock slow", "this project uses `poetry` and the lock takes six minutes. what's "
     "slow?"),
    ("npm version", "this one uses `npm` 8, the other repo is on 10. does that matter for the "
     "workspaces?"),
    ("money cents now", "Money is stored as `bigint` cents in the orders table but as `numeric` "
     "in refunds. Is that why the totals disagree?"),
    ("markdown-it version", "markdown is rendered with `markdown-it` in the app; which plugins "
     "are loaded?"),
    ("lodash still in bundle", "we removed `lodash` in the spring but it's still in the "
     "bundle:\n\n```\nlodash 71.2 kB\n```\n\nwho pulls it in?"),
    ("tslint config left", "`tslint` was replaced by `eslint` two years ago but `tslint.json` "
     "is still in the root. is anything reading it?"),
    ("deploy target", "deploys happen through `make deploy` here. which cluster does it hit?"),
    ("sqlc generated where", "queries are generated with `sqlc` in this service. where does the "
     "output go?"),
    ("Ctx prefix count", "Functions that take a context are named with a `Ctx` prefix in about "
     "half of the package. Can you list the others?"),
    ("spec files where", "files that hold tests end with `.spec.ts` in the web app and `.test.ts` "
     "in the API. does jest pick up both?"),
    # questions
    ("should we use zap", "should we always use `zap` in this service, or is `slog` enough now?"),
    ("does the team use msw", "do we mock network calls with `msw` anywhere, or is it all "
     "`nock`?"),
    ("is undici ok", "is `undici` fine for the weather call or do we still have `request` "
     "somewhere?"),
    ("keep poetry?", "this project uses `poetry`. should we keep it that way or move to `uv`?"),
    ("unittest or pytest", "this package uses `unittest`; would `pytest` break anything?"),
    ("mjml question", "are emails rendered with `mjml` or with the old handlebars templates?"),
    ("signed commits?", "are commits here signed with `git commit -S`? mine were rejected"),
    ("relative clause question", "do methods which mutate state get a `_mut` suffix, or was "
     "that only in the engine?"),
)


ONE_OFF_ASKS: tuple[tuple[str, str], ...] = (
    ("zap in this function", "use `zap` in this function instead of the print, I need the "
     "fields in the trace"),
    ("httpx in this test", "In this test, use `httpx` so we can mock the transport."),
    ("dayjs in this file", "switch this file to `dayjs`, the moment import is the only one "
     "left"),
    ("pathlib in this handler", "in this handler use `pathlib` to build the path, the string "
     "concat breaks on Windows"),
    ("clsx in this component", "use `clsx` in this component, the template string is "
     "unreadable"),
    ("black on this file", "run `black` on this file only, the rest has a pending PR"),
    ("git tag for this one", "tag this one with `git tag v1.8.1` and push it"),
    ("make deploy once", "run `make deploy` for staging now please"),
)

EXCEPTIONS: tuple[tuple[str, str], ...] = (
    ("vendored file commit", "We don't commit the `vendor/` output, but this one patch is "
     "needed for the audit, so commit it."),
    ("expect in this test", "we don't use `expect()` in library code, but in this test it's "
     "fine"),
    ("print in the script", "No `print` in the package, but in this one-off script it's ok."),
    ("any in the shim", "we avoid `any` in the app code; the type shim for the old SDK is the "
     "exception, leave it."),
    ("force push branch", "We never `git push --force`, except on your own feature branch like "
     "this one, so go ahead and force push."),
    ("skip hooks this time", "normally we never commit with `--no-verify`, but the hook is "
     "broken right now, so use it this once"),
    ("console in debug page", "`console.log` doesn't ship, but the debug page is allowed to "
     "keep it, so leave that one."),
    ("sleep in the e2e", "We don't use `time.sleep` in tests, except the e2e smoke test, which "
     "needs it for the container."),
    ("raw sql in migration", "we don't write raw `SQL` strings outside the repository layer, "
     "but migrations are an exception, so this one's fine"),
    ("unsafe in ffi", "No `unsafe` in this crate, apart from the FFI module, where it's "
     "needed."),
)

SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # A standing word with the service, package or app as where: the project; a function stays
    # a place.
    ("habit in this service", "going forward, use `zap` across this service",
     {(ADDS, "zap", True)}),
    ("habit in this function", "from now on always use `zap` in this function",
     {(ADDS, "zap", False)}),
    # A ban with an exception granted for the work at hand gives nothing; alone, or with another
    # name allowed beside it, the ban is as it was.
    ("ban, then the exception", "we don't use `expect()` in library code, but in this test it's "
     "fine", set()),
    ("the exception, typeset", "we never use `print` in the package, but in this script it’s "
     "fine", set()),
    ("the ban alone", "we don't use `expect()` in library code", {(AVOIDS, "expect()", True)}),
    ("a ban and another name", "don't use `moment`, but `dayjs` is fine",
     {(AVOIDS, "moment", False)}),
    # (its line keeps the exception: test_tasks_rule_exceptions_first_sight.py)
    ("an exception in a symbol", "never call `os.Exit` except in `main()`",
     {(AVOIDS, "os.Exit", True)}),
    # A kind narrowed by a relative clause; with a determiner it is some of them.
    ("kind with a relative clause", "functions that take a context are named with a `Ctx` "
     "prefix", {(ADDS, "Ctx", True)}),
    ("some with a relative clause", "the functions that take a context are named with a `Ctx` "
     "prefix", set()),
    # Stored as; with a complaint after it, how things are.
    ("stored as", "configs are stored as `toml` files", {(ADDS, "toml", True)}),
    ("stored as, a complaint", "configs are stored as `toml` files, which is why the loader is "
     "slow", set()),
    # "here" in a sentence of its own; with more said after it, the code at hand.
    ("here, a sentence of its own", "fix the panic. Errors are wrapped with `%w` here.",
     {(ADDS, "%w", True)}),
    ("here, more said", "Errors are wrapped with `%w` here, so `errors.Is` should work. Why "
     "does it fail?", set()),
    # Kept that way; asked whether to keep it, nothing.
    ("kept that way", "this repo uses `ruff`, keep it that way", {(RUNS, "ruff", True)}),
    ("kept that way?", "this repo uses `ruff`, can we keep it that way?", set()),
    # What the team did away with, when, and what instead; alone before a question, or with
    # what happened next, a story.
    ("dropped, and instead", "we dropped `tox` last year, it's `nox` now",
     {(ADDS, "nox", True), (AVOIDS, "tox", True)}),
    ("dropped, then a question", "we dropped `tox` last year. why does CI still call it?",
     set()),
    ("dropped, then a story", "we dropped `tox` last year but the CI image still has it", set()),
    # A reminder opened with "for the record" is said as the rule it opens; how things are now
    # stays a description.
    ("for the record", "for the record, we bundle with `esbuild`, never `webpack`",
     {(ADDS, "esbuild", True), (AVOIDS, "webpack", True)}),
    ("for the record, now", "for the record, the tests use `unittest` right now. why?", set()),
    # The branch reached through review: no push to it; one person's changes, or one change, are
    # no rule.
    ("main by review", "fixes reach `develop` only through merge requests",
     {(NOT_RUN, "git push … develop", True)}),
    ("my changes by review", "my changes reach `develop` through merge requests, but CI is slow",
     set()),
    ("one change by review", "the change reached `develop` via a merge request yesterday", set()),
    # When a replacement happened; what happened next is a story.
    ("replaced years ago", "`tslint` was replaced by `eslint` two years ago",
     {(RUNS, "eslint", True), (AVOIDS, "tslint", True)}),
    ("replaced, then a story", "`tslint` was replaced by `eslint` two years ago and now the "
     "build breaks", set()),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # A "here" inside a longer sentence ("generated with `sqlc` here").
    "sqlc queries",
    # A file suffix as the convention (read, but no check is made of it).
    "Spec files",
    # A kind the reader does not know ("Emails are rendered with").
    "emails rendered",
    # A deprecation told as a state since when ("`X` has been gone since ...").
    "nose gone",
    # Process said through how a change goes out ("deploys happen through `make deploy`",
    # "commits here are signed with `git commit -S`").
    "deploys through make", "commits signed",
})


test_a_rule_said_with_its_reach_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_how_the_code_is_now_or_a_question_gives_nothing(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), ONE_OFF_ASKS, ids=[n for n, _ in ONE_OFF_ASKS])
def test_an_ask_kept_to_one_place_is_no_rule(name: str, words: str) -> None:
    assert not any(durable for _, _, durable in judged(words))


@pytest.mark.parametrize(("name", "words"), EXCEPTIONS, ids=[n for n, _ in EXCEPTIONS])
def test_a_ban_with_an_exception_granted_gives_no_ban(name: str, words: str) -> None:
    assert judged(words) == set()


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 30 and len(NOT_RULES) + len(ONE_OFF_ASKS) >= 30
    assert len(EXCEPTIONS) >= 10
    names = [c[0] for c in (*RULES, *NOT_RULES, *ONE_OFF_ASKS, *EXCEPTIONS)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in (*RULES, *NOT_RULES)} >= KNOWN_MISSES


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
