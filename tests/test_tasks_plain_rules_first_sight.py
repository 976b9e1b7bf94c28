"""Rules said without cue words, and answers that add a rule to the agent's message, at first sight.

A first-sight batch, written from how developers state a house rule in passing rather than as an
order: a convention with a bare participle ("... serialized with `X`, always with the offset"),
a term used as the verb of the team's ban ("we don't `X` in library code"), a complaint that
ends in an order to stop, a rule that starts with the next release or sprint, a kind of code
narrowed to the project ("event classes here end in `X`"), a deprecation in other words ("is
being retired", "on our banned list"), a spelling, an assertion style and a fact about the
codebase; each inside a message that also pastes output or asks for work. Beside them, close
messages that describe the code with the same terms, quote someone else's rule, paste a tool's
deprecation notice, ask or muse, and state no rule; and answers to the agent's message, where
"it" and "that" are what the agent named. It was measured before the reader was changed for it:
rules read exactly 4/31 (5 with their terms, the durable flag right on 4 of them), messages
giving nothing 33/34, answers 3/11; after: rules 14/31, messages giving nothing 34/34, answers
7/11; rules 19/31 once more verbs of making code, places that are kinds, a mass in the
singular and a name gone or frozen for the team were read.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, with the near shapes that must stay as they were.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, Judged, judged

# Messages whose own words state a house rule next to the work they ask for.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # a participle or a modal of fact after the subject
    ("offsets serialized", "The export endpoint returns naive datetimes:\n\n```\n\"created\": "
     "\"2026-03-02 10:15:00\"\n```\n\nfix that. Timestamps in API responses serialized with "
     "`isoformat()`, always with the offset.", {(ADDS, "isoformat()", True)}),
    ("config read via env.get", "port the retry helper to the new client. config values read "
     "via `env.get`, please, never `os.environ` directly",
     {(ADDS, "env.get", True), (AVOIDS, "os.environ", True)}),
    ("durations have to be", "Add a poll interval to the agent config. Durations have to be "
     "`time.Duration` values in our config structs, never raw ints of seconds.",
     {(ADDS, "time.Duration", True)}),
    ("sleeps computed by", "Add a retry around the S3 upload, it fails once a day with a 503. "
     "Sleeps between attempts computed by `backoff.expo`, not fixed numbers.",
     {(ADDS, "backoff.expo", True)}),
    # a term used as a verb
    ("we don't unwrap", "the parser crashes on an empty file:\n\n```\nthread 'main' panicked "
     "at 'called `Option::unwrap()` on a `None` value', src/parse.rs:88\n```\n\nwe don't "
     "`unwrap()` in library code, return the error to the caller.",
     {(AVOIDS, "unwrap()", True)}),
    ("nobody console.logs", "Add a debug view for the websocket messages. Nobody `console.log`s "
     "in committed code here, the `debug` package is what we log with.",
     {(AVOIDS, "console.log", True), (ADDS, "debug", True)}),
    # a complaint that is a rule
    ("eslint-disable again", "you put `eslint-disable-next-line` above the hook again to get "
     "past the linter. cut that out, fix the dependency array instead.",
     {(AVOIDS, "eslint-disable-next-line", True)}),
    ("as any casts", "again with the `as any` casts in the reducers. I'm tired of removing them "
     "in review.", {(AVOIDS, "as any", True)}),
    ("third PR with sleep", "this is the third PR where `time.sleep` shows up in a test. it makes "
     "the suite slow and flaky; we poll with `wait_for` instead.",
     {(AVOIDS, "time.sleep", True), (ADDS, "wait_for", True)}),
    # a rule that starts later
    ("starting next sprint", "Add the reports endpoint. Starting next sprint all new endpoints "
     "live under `/api/v2`, so put it there.", {(ADDS, "/api/v2", True)}),
    ("after the 3.0 cut", "Bump the version for the release. After the 3.0 cut, tags are "
     "created by `make tag` and no longer by hand.", {(RUNS, "make tag", True)}),
    # naming
    ("Event classes", "Add an event for refunds to the ledger. Event classes here end in "
     "`Event` (`OrderPlacedEvent`, `OrderShippedEvent`).", {(ADDS, "Event", True)}),
    ("is_ columns", "The new boolean column is `deleted`. Boolean columns are prefixed `is_` in "
     "our schema, rename it.", {(ADDS, "is_", True)}),
    ("SHOP_ env vars", "Add a setting for the upload size limit. Env vars of this app all carry "
     "the `SHOP_` prefix.", {(ADDS, "SHOP_", True)}),
    ("test file names", "Add a test for the search debounce. Test files sit next to the "
     "component and are named `*.test.tsx`.", {(ADDS, "*.test.tsx", True)}),
    # deprecation in favour of something else
    ("legacy_csv on its way out", "The CSV export still imports `utils.legacy_csv`. That "
     "module is on its way out; the replacement is `exports.csv_writer`.",
     {(ADDS, "exports.csv_writer", True), (AVOIDS, "utils.legacy_csv", True)}),
    ("useHistory gone", "Hook the new settings page into routing. `useHistory` is gone for us "
     "since the router upgrade; navigation goes through `useNavigate`.",
     {(ADDS, "useNavigate", True), (AVOIDS, "useHistory", True)}),
    ("utcnow banned", "Compute the expiry from the token's issue time. `datetime.utcnow()` is on "
     "our banned list since 3.12; timestamps come from `datetime.now(UTC)`.",
     {(AVOIDS, "datetime.utcnow()", True), (ADDS, "datetime.now(UTC)", True)}),
    ("Dialog retired", "Add a modal for confirming deletion. The old `Dialog` component is being "
     "retired; confirmation modals are built on `Sheet`.",
     {(ADDS, "Sheet", True), (AVOIDS, "Dialog", True)}),
    # spelling
    ("Acme Labs", "Write the release announcement for the blog. The company is `Acme Labs` in "
     "copy, never ACME or AcmeLabs.", {(ADDS, "Acme Labs", True)}),
    ("canceled one l", "the error toast says 'Cancelled' in one place and 'Canceled' in "
     "another. we spell it `canceled`, one l, everywhere in the UI",
     {(ADDS, "canceled", True)}),
    ("e-mail in docs", "Proofread the signup guide below.\n\n> Enter your email and press "
     "Continue.\n\nOur docs hyphenate it: `e-mail`.", {(ADDS, "e-mail", True)}),
    # assertion style
    ("require not assert", "Add tests for the rate limiter. Our Go tests assert with `require`, "
     "so a failure stops the test right there.", {(ADDS, "require", True)}),
    ("panics via assert.Panics", "Cover the nil-map branch of the merger. Panics in our tests "
     "are checked via `assert.Panics`.", {(ADDS, "assert.Panics", True)}),
    ("inline snapshots", "Snapshot the rendered invoice. Snapshots are inline in this repo, "
     "with `toMatchInlineSnapshot`.", {(ADDS, "toMatchInlineSnapshot", True)}),
    # a rule said as a fact about the codebase
    ("healthz", "Add a health check to the worker. All our services expose health on "
     "`/healthz`, the load balancer probes that path.", {(ADDS, "/healthz", True)}),
    ("formatMoney only", "Add the discount line to the order summary. Money is formatted by "
     "`formatMoney` in every component.", {(ADDS, "formatMoney", True)}),
    ("typecheck before handing back", "Refactor the cart reducer. Nothing gets handed back here "
     "without a clean `npm run typecheck`.", {(RUNS, "npm run typecheck", True)}),
    ("changelog generated", "Bump the SDK version. The changelog is generated by `changeset "
     "version`, nobody edits it by hand.", {(RUNS, "changeset version", True)}),
    ("redact emails", "Log the failed webhook payloads so we can replay them. Personal data "
     "never reaches our logs: emails are masked with `redact_email()` first.",
     {(ADDS, "redact_email()", True)}),
    ("conventional subjects", "Commit the fix for the login redirect. Commit subjects here "
     "follow Conventional Commits (`fix:`, `feat:`).", {("regex", "conventional", True)}),
)

# Messages that describe, quote, paste, ask or muse: no rule.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("naive timestamps described", "The old exporter: timestamps serialized with `str()`, "
     "which drops the offset. That's the bug in the report Sam sent."),
    ("utcnow warning pasted", "pytest prints this on every run:\n\n```\nDeprecationWarning: "
     "datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. "
     "Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now("
     "datetime.UTC).\n```\n\nwhere does it come from?"),
    ("npm deprecated pasted", "npm install prints\n\n```\nnpm WARN deprecated request@2.88.2: "
     "request has been deprecated, see https://github.com/request/request/issues/3142\n```\n\n"
     "which package pulls it in?"),
    ("ioutil lint pasted", "golangci-lint says:\n\n```\nSA1019: \"io/ioutil\" has been "
     "deprecated since Go 1.19: As of Go 1.16, the same functionality is now provided by "
     "package io or package os\n```\n\nis it only the one file?"),
    ("upstream signoff", "The upstream CONTRIBUTING.md says 'all commits must be signed off "
     "with `git commit -s`'. Does that apply to our fork?"),
    ("Bob on unwrap", "Bob left this on the PR: \"we never use `unwrap()` outside tests\". Is "
     "he right that the parser does?"),
    ("SDK README close", "The SDK's README: 'Always call `client.close()` when you're done.' Do "
     "we do that in the worker?"),
    ("redux docs recommend", "Redux docs recommend `createSlice` over hand-written reducers. "
     "Would that help with the boilerplate in cart?"),
    ("do we vi.mock", "do we `vi.mock` the http client in other tests, or only here?"),
    ("CI doesn't pip install", "the CI image doesn't `pip install` the dev extras, which is why "
     "pytest-cov is missing"),
    ("Alice rebased", "Alice `git rebase`d the branch onto main and now the PR shows 300 "
     "commits. can you untangle it?"),
    ("I wonder about use", "I wonder whether all our hooks should start with `use`, a few "
     "don't"),
    ("Evt or Event", "Event classes in the billing module end in `Evt`, the rest in `Event`. "
     "Which should the new one use?"),
    ("LEGACY_ vars", "Env vars of the old app carry a `LEGACY_` prefix; list them for the "
     "migration doc"),
    ("tag exists", "the release script tags with `vX.Y.Z` and pushes; it failed on 4.1.0:\n\n"
     "```\nfatal: tag 'v4.1.0' already exists\n```"),
    ("npm install timeouts", "you keep getting timeouts from `npm install` on CI; is the "
     "registry down?"),
    ("migration guide says", "`useHistory` is gone in react-router v6 and the migration guide "
     "says to switch to `useNavigate`. How many call sites do we have?"),
    ("admin uses useHistory", "Navigation in the admin app uses `useHistory` everywhere, which "
     "is why the upgrade is blocked."),
    ("Intl prices", "Prices formatted by `Intl.NumberFormat` show 'US$' in some locales:\n\n"
     "```\nUS$12.00\n```\n\nwhy?"),
    ("raw int durations", "Durations in the config are raw ints right now, e.g. `timeout: 30`. "
     "what unit is that?"),
    ("Panics old and new", "Panics are checked via `assert.Panics` in the old tests and via "
     "`recover()` in the new ones. any reason?"),
    ("k8s docs probes", "the Kubernetes docs say probes should hit `/healthz` or `/livez`; ours "
     "use `/status`. does the chart override it?"),
    ("upstream conventional", "Commit subjects in the upstream repo follow Conventional Commits; "
     "ours don't. Is there a tool that rewrites old ones?"),
    ("changeset failed", "`changeset version` failed with\n\n```\nError: no changesets found\n"
     "```\n\nwhat did I forget?"),
    ("on leave next sprint", "From the next sprint on I'm on leave, Alice will review your "
     "PRs."),
    ("runners next week", "Starting next week the CI runners move to `ubuntu-24.04`; will the "
     "build break?"),
    ("after the monorepo move", "once the monorepo move lands, can we drop the `@acme/*` path "
     "aliases?"),
    ("as any in generated", "I was annoyed the `as any` casts slipped through review, but "
     "they're in generated code so it doesn't matter."),
    ("SHOP_ point", "What's the point of the `SHOP_` prefix on the env vars? Is something "
     "reading them by prefix?"),
    ("Dialog roadmap", "The design-system team retires the old `Dialog` component next quarter "
     "according to their roadmap; does anything of ours still use it?"),
    ("spec or test names", "Tests in the legacy package are named `*_spec.rb` and the new ones "
     "`*_test.rb`; which does rspec pick up?"),
    ("is_ tinyint", "Boolean columns prefixed `is_` show up as tinyint in the MySQL dump:\n\n"
     "```\n`is_active` tinyint(1) NOT NULL\n```\n\nis that expected?"),
    ("maybe inline snapshots", "maybe snapshots should be inline with `toMatchInlineSnapshot`? "
     "not sure it's worth it"),
    ("sleep shows up", "`time.sleep` shows up in the profile of the test run, 40 s in total. "
     "which tests call it?"),
)

# The agent's message, and the person's answer.
REPLIES: tuple[tuple[str, str, str, Judged], ...] = (
    ("deepmerge not lodash", "I'll add `lodash` for the deep merge of the settings.",
     "we have `deepmerge` for that, and `lodash` doesn't go into the bundle",
     {(ADDS, "deepmerge", True), (AVOIDS, "lodash", True)}),
    ("and always draft", "Shall I push the branch and open the PR?",
     "yes, and always open them with `gh pr create --draft`",
     {(RUNS, "gh pr create --draft", True)}),
    ("never do that, audit fix", "I ran `npm audit fix --force` to clear the warnings.",
     "never do that, it bumps majors behind our back",
     {(NOT_RUN, "npm audit fix --force", True)}),
    ("use it for every call", "I wrapped the handler with `withRetry` so the flaky call is "
     "retried.", "nice, use it for every outbound call from now on",
     {(ADDS, "withRetry", True)}),
    ("type ignore not acceptable", "I added `# type: ignore` on the two lines mypy complained "
     "about.", "please don't, fix the types. that's never acceptable here",
     {(AVOIDS, "# type: ignore", True)}),
    ("rates are Decimal", "I used `float` for the tax rate.",
     "rates are `Decimal`, like all money values", {(ADDS, "Decimal", True)}),
    ("we intercept with msw", "I'll mock `fetch` globally in the test setup.",
     "no, we intercept requests with `msw`", {(ADDS, "msw", True)}),
    ("DateTimeOffset every table", "Done, I stored the timestamps as `DateTime` without a zone.",
     "thanks. they should be `DateTimeOffset`, that's how every table here does it",
     {(ADDS, "DateTimeOffset", True)}),
    ("ok after audit fix", "I ran `npm audit fix --force` and it upgraded webpack to 5.",
     "ok, thanks. does the build still pass?", set()),
    ("is it used elsewhere", "I wrapped the handler with `withRetry`.",
     "nice, is it used anywhere else?", set()),
    ("and tag Alice", "I'll open the PR as a draft with `gh pr create --draft`.",
     "yes, and tag Alice as reviewer", set()),
)

# Written after the reader was changed for the batch: one case per shape it now reads, and the
# near shapes that must stay as they were. With an answer, the second text is the agent's
# message it answers.
RAN = "I ran `npm audit fix --force` to clear the warnings."
WRAPPED = "I wrapped the handler with `withRetry` so the flaky call is retried."
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # A term as the verb of the team's ban.
    ("a term as the ban's verb", "", "we don't `unwrap()` in library code",
     {(AVOIDS, "unwrap()", True)}),
    ("a command as the ban's verb", "", "we never `git push --force` to shared branches",
     {(NOT_RUN, "git push --force", True)}),
    ("a term as the ban's verb, then a comma", "", "we don't `unwrap()`, we return errors",
     {(AVOIDS, "unwrap()", True)}),
    ("a term as a verb, asked", "", "do we `vi.mock` the client anywhere?", set()),
    ("a term as a verb, said of a tool", "", "the CI image doesn't `pip install` the extras",
     set()),
    ("a term as a verb, on a condition", "", "we don't `git push` until CI passes", set()),
    ("a term as a verb, not yet", "", "we don't `npm publish` yet", set()),
    ("a term as a verb, what happened", "", "I think we didn't `git rebase` that branch", set()),
    ("a term made a past verb", "", "we never `git tag`ged the 2.0 release, so the changelog "
     "is off", set()),
    # What "that" and "it" are in an answer: the one term of the agent's last sentence that
    # names code, done, run or added.
    ("never do that, a command", RAN, "never do that, it bumps majors behind our back",
     {(NOT_RUN, "npm audit fix --force", True)}),
    ("never run that", RAN, "never run that", {(NOT_RUN, "npm audit fix --force", True)}),
    ("don't do that again", RAN, "don't do that again",
     {(NOT_RUN, "npm audit fix --force", False)}),
    ("never do that, on a condition", RAN, "never do that, unless the build is red", set()),
    ("never do that, two commands", "I ran `npm audit fix --force` and `npm dedupe`.",
     "never do that", set()),
    ("never do that, a removal", "I removed `legacy_shim` since nothing imports it.",
     "never do that", set()),
    ("never do that, a skip", "I skipped `make lint` since it is slow.", "never do that", set()),
    ("that's never acceptable", "I added `# type: ignore` on the two lines mypy flagged.",
     "that's never acceptable here", {(AVOIDS, "# type: ignore", True)}),
    ("that's never ok, of a removal", "I removed `# type: ignore` from the two lines.",
     "that's never ok", set()),
    ("use it for every call", WRAPPED, "nice, use it for every outbound call from now on",
     {(ADDS, "withRetry", True)}),
    ("is it used, asked", WRAPPED, "is it used everywhere?", set()),
    # The stop that makes a complaint a ban.
    ("you keep, please stop", "", "you keep using `any` in the types. please stop",
     {(AVOIDS, "any", True)}),
    ("you keep, cut it out", "", "you keep adding `print` calls, cut it out",
     {(AVOIDS, "print", True)}),
    ("you keep, no stop", "", "you keep using `any`. is that needed?", set()),
    ("you keep, stop here", "", "you keep using `any`. stop here and show me the types", set()),
    ("you keep getting", "", "you keep getting timeouts from `npm install`. stop", set()),
    ("I keep", "", "I keep using `any`. stop me if it's wrong", set()),
    # A rule that starts with the next release.
    ("from the next release on", "", "from the next release on, use `towncrier` for the changelog",
     {(ADDS, "towncrier", True)}),
    ("from a version on", "", "from 4.0 on, use `ruff`", {(RUNS, "ruff", True)}),
    ("from a version on, history", "", "from 4.0 on the builds were slower with `esbuild`",
     set()),
    ("the next release, what happened", "", "starting with the next release, `pnpm` replaced "
     "`yarn`", set()),
    ("leave from the next sprint", "", "From the next sprint on I'm on leave, Alice reviews "
     "your PRs.", set()),
    # A convention's verb as a bare participle, asked for or said as a habit.
    ("a participle, please", "", "errors wrapped with `%w`, please", {(ADDS, "%w", True)}),
    ("a participle, always", "", "floats always compared with `pytest.approx`",
     {(ADDS, "pytest.approx", True)}),
    ("a participle alone", "", "errors wrapped with `%w`", set()),
    ("a participle of the product", "", "passwords hashed with `bcrypt`, please", set()),
    ("a participle as a noun phrase", "", "Prices formatted by `Intl.NumberFormat` show 'US$', "
     "please look", set()),
    ("a participle, some places", "", "errors always wrapped with `%w` in three places", set()),
    # A kind narrowed to the project, after the kind.
    ("a kind here", "", "event classes here end in `Event`", {(ADDS, "Event", True)}),
    ("a kind in our tests", "", "panics in our tests are checked via `assert.Panics`",
     {(ADDS, "assert.Panics", True)}),
    ("a kind of this app, all", "", "env vars of this app all carry the `SHOP_` prefix",
     {(ADDS, "SHOP_", True)}),
    ("a kind in one module", "", "event classes in the billing module end in `Evt`", set()),
    ("the kind here", "", "the tests here use `require`", set()),
    ("a kind here, asked why", "", "errors here are wrapped with `%w`, so why does it fail?",
     set()),
    # Why, after the rule, names no place it is for.
    ("a reason that names the test", "", "always use `require`, so a failure stops the test",
     {(ADDS, "require", True)}),
    ("a place, and a reason", "", "always use `require` in this test because it is flaky",
     {(ADDS, "require", False)}),
    # A deprecation in other words, and what takes its place.
    ("being retired", "", "the old `Dialog` component is being retired",
     {(AVOIDS, "Dialog", True)}),
    ("on our banned list, then what comes instead", "", "`datetime.utcnow()` is on our banned "
     "list; timestamps come from `datetime.now(UTC)`",
     {(AVOIDS, "datetime.utcnow()", True), (ADDS, "datetime.now(UTC)", True)}),
    ("retired, and still used", "", "`OldLogger` was retired last year, logs still go through "
     "it", set()),
    ("deprecated upstream", "", "`request` is deprecated upstream; responses come from `got` "
     "in our client", set()),
    ("retired, a question", "", "the `Dialog` was retired in the redesign, so which modal does "
     "settings use?", set()),
    # The name the team already has for a kind of work.
    ("we have it for that", "I'll add `lodash` for the deep merge.",
     "we have `deepmerge` for that", {(ADDS, "deepmerge", True)}),
    ("we have it for that, asked", "", "we have `deepmerge` for that?", set()),
    ("we had it for that", "", "we had `deepmerge` for that", set()),
    ("we have it for that, elsewhere", "", "we have `deepmerge` for that in the old repo",
     set()),
    # What no piece of work goes on without.
    ("nothing without a clean check", "", "no PR is merged without a green `make check`",
     {(RUNS, "make check", True)}),
    ("nothing without, a complaint", "", "nothing is merged without `make check`, which is why "
     "main is red", set()),
    ("nothing without, no check", "", "nothing gets merged without `lodash`", set()),
    ("nothing without, what happened", "", "no PR was merged without `make check` last week",
     set()),
    ("nothing without, for now", "", "no PR is merged without `make check` for now", set()),
    # What a name is where people read it.
    ("a name in copy", "", "the product is `DataHub` in the docs", {(ADDS, "DataHub", True)}),
    ("in prose it's", "", "in the docs, it's `DataHub`", {(ADDS, "DataHub", True)}),
    ("a name in some copy", "", "the product is `Datahub` in the old docs", set()),
    ("a name in copy, wrong", "", "the product is `Datahub` in the docs, which is wrong", set()),
    ("a name in copy, asked", "", "is the product `DataHub` in the docs?", set()),
    ("a name in copy, but", "", "in the docs it's `datahub` but the UI says DataHub", set()),
    # A command that opens what the work makes is how it is done.
    ("open them with a command", "Shall I push the branch and open the PR?", "yes, and always "
     "open them with `gh pr create --draft`", {(RUNS, "gh pr create --draft", True)}),
    ("open them with words", "", "always open them with `ok`", set()),
    ("open with a command, once", "", "open the PR with `gh pr create --draft`", set()),
    # The form of another project's work, and of this one's.
    ("a form said of upstream", "", "commit subjects in the upstream repo follow Conventional "
     "Commits", set()),
    ("a form said of the project", "", "commit messages in this repo follow conventional "
     "commits", {("regex", "conventional", True)}),
    # The team's way, said of what was just asked.
    ("that's how we do it", "", "use `DateTimeOffset`, that's how we do it",
     {(ADDS, "DateTimeOffset", True)}),
    ("that's how we did it", "", "use `DateTimeOffset`, that's how we did it before",
     {(ADDS, "DateTimeOffset", False)}),
    ("is that how we do it", "", "use `DateTimeOffset`. is that how we do it?",
     {(ADDS, "DateTimeOffset", False)}),
    # What code holds as a mass, as a kind.
    ("money has to be", "", "money has to be `Decimal`", {(ADDS, "Decimal", True)}),
    ("the money has to be", "", "the money has to be `Decimal`", set()),
    ("money in one function", "", "money has to be `Decimal` in this function",
     {(ADDS, "Decimal", False)}),
    ("time spent", "", "time has to be spent on `docs`", set()),
    # Who reviews a kind of work is no code.
    ("reviewed by a person", "", "tests should be reviewed by `@qa`", set()),
    ("tested with a scoped package", "", "components should be tested with "
     "`@testing-library/react`", {(ADDS, "@testing-library/react", True)}),
    # A time of the day in a sentence over a rule is no chat header over someone else's words.
    ("a meeting's time over a rule", "", "standup moved to 10:30\nalways use `pnpm` for "
     "installs", {(RUNS, "pnpm", True)}),
    ("a deploy's time over a rule", "", "deploy at 10:42\nalways use `pnpm` for installs",
     {(RUNS, "pnpm", True)}),
    ("a chat header over someone's rule", "", "Alice Smith  10:42 AM\nalways use `yarn` for "
     "installs", set()),
    ("a handle and a time over someone's rule", "", "bob.k 9:15\nalways use `yarn` for installs",
     set()),
    # More verbs a kind of code is made with, "by" its maker, and a mass in the singular.
    ("a kind read via", "", "settings are read via `env.get`", {(ADDS, "env.get", True)}),
    ("a kind generated by", "", "primary keys are generated by `uuid_generate_v7()`",
     {(ADDS, "uuid_generate_v7()", True)}),
    ("a kind managed by a tool", "", "environments are managed by `uv`", {(RUNS, "uv", True)}),
    ("a kind read with a command", "", "logs are read via `kubectl logs` when something breaks",
     set()),
    ("a kind no configuration read via", "", "events are read via `kafka-console-consumer` when "
     "we debug", set()),
    ("a product's kind computed", "", "orders are computed by `calc_total`", set()),
    ("a mass formatted by", "", "money is formatted by `formatMoney`",
     {(ADDS, "formatMoney", True)}),
    ("the mass", "", "the money is formatted by `formatMoney`", set()),
    ("a mass, still", "", "money is still formatted by `toFixed`", set()),
    ("a mass in one table", "", "money is stored as `bigint` in the orders table", set()),
    # A place that is itself a kind, inside the kind; all of the project after the term.
    ("a kind in a kind", "", "timestamps in API responses are serialized with `isoformat()`",
     {(ADDS, "isoformat()", True)}),
    ("a kind in one table", "", "keys in the billing table are generated by `uuid4()`", set()),
    ("a kind in some places", "", "responses in three places are built with `jsonify`", set()),
    ("a kind in this database", "", "keys in this database are generated by `uuid4()`",
     {(ADDS, "uuid4()", True)}),
    ("across the whole", "", "API errors are rendered with `problemDetails()` across the gateway",
     {(ADDS, "problemDetails()", True)}),
    ("across the whole, a complaint", "", "API errors are rendered with `problemDetails()` across "
     "the gateway, which breaks the SPA", set()),
    ("in every one", "", "money is formatted by `formatMoney` in every component",
     {(ADDS, "formatMoney", True)}),
    # The other way turned away, or the habit said again, after the convention.
    ("another kind turned away", "", "sleeps are computed by `backoff.expo`, not fixed numbers",
     set()),
    ("a kind, then another turned away", "", "timeouts are computed by `backoff.expo`, not fixed "
     "numbers", {(ADDS, "backoff.expo", True)}),
    ("the other way does not pass review", "", "error cases are asserted with `assert.ErrorIs`, "
     "comparing strings doesn't pass review", {(ADDS, "assert.ErrorIs", True)}),
    ("the habit again", "", "timestamps are serialized with `isoformat()`, always with the offset",
     {(ADDS, "isoformat()", True)}),
    ("an exception after", "", "timestamps are serialized with `isoformat()`, not in tests",
     {(ADDS, "isoformat()", False)}),
    # A name gone or frozen for the team, and what is done instead.
    ("frozen, then the way instead", "", "`OldLogger` is frozen, new code logs through "
     "`telemetry.log`", {(ADDS, "telemetry.log", True), (AVOIDS, "OldLogger", True)}),
    ("gone for us, then the way instead", "", "`useHistory` is gone for us since the router "
     "upgrade; navigation goes through `useNavigate`",
     {(ADDS, "useNavigate", True), (AVOIDS, "useHistory", True)}),
    ("frozen alone", "", "`OldLogger` is frozen until Friday", set()),
    ("frozen, and still used", "", "`OldLogger` is frozen, new code still logs through it", set()),
    ("gone for us, what happened", "", "`request` is gone for us since v3, and the build fails",
     set()),
    ("retired, then built on", "", "the old `Dialog` is being retired; modals are built on "
     "`Sheet`", {(ADDS, "Sheet", True), (AVOIDS, "Dialog", True)}),
    ("built on, no retirement", "", "modals are built on `Sheet`", set()),
    ("retired here when we moved", "", "`pkg/errors` was retired here when we moved to Go 1.20",
     {(AVOIDS, "pkg/errors", True)}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A verb no convention is read with ("computed by" of a kind no code is made of, "masked
    # with" after a colon, "are named `X`" after another verb, "are inline", "expose ... on").
    "sleeps computed by", "redact emails", "test file names", "inline snapshots", "healthz",
    # A term as a verb after "nobody", with an inflection ("`console.log`s").
    "nobody console.logs",
    # A complaint with no order to stop ("I'm tired of removing them", "the third PR where `X`
    # shows up": the team's way after it, "we poll with `Y` instead", is read).
    "as any casts", "third PR with sleep",
    # A rule that starts later, with a verb no convention is read with ("live under",
    # "are created by").
    "starting next sprint", "after the 3.0 cut",
    # A deprecation whose subject is "that module", the name in the sentence before.
    "legacy_csv on its way out",
    # A spelling said as what the docs do to a word.
    "e-mail in docs",
    # Answers: "we have `X` for that, and ..." (one clause), "rates are `X`", "we intercept
    # requests with `X`", "they should be `X`, that's how every table here does it".
    "deepmerge not lodash", "rates are Decimal", "we intercept with msw",
    "DateTimeOffset every table",
})


test_a_rule_said_without_cue_words_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_words_that_describe_quote_or_ask_give_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


test_an_answer_reads_what_the_agent_named = reads_as_expected(REPLIES, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 30 and len(NOT_RULES) >= 30 and len(REPLIES) >= 10
    names = [c[0] for c in (*RULES, *NOT_RULES, *REPLIES)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in (*RULES, *REPLIES)} >= KNOWN_MISSES


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
