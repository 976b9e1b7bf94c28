"""Rules said without the usual cue words, inside longer messages, at first sight.

A first-sight batch, written from how developers state a house rule as a plain fact of the
codebase rather than an order: a kind of code as the subject ("fallible constructors are called
X"), a passive ("floats are compared with X"), a deprecation in other words ("X is frozen, new
code logs through Y"), the second half of a ban ("we don't hand-roll backoff loops, retries go
through X"), a spelling, an assertion style, a dependency kept or kept out, a git step and a
command that is part of being done; each inside a message that also pastes output or asks for
work. Beside them, close messages that describe how the code is now with the same terms, ask,
or review someone else's change, and state no rule; answers to the agent; and rules taken back
without naming their term. It was measured before the reader was changed for it: rules read
exactly 1/45 (the durable flag right on 1 of the 2 read with their terms), messages giving
nothing 34/34, answers 4/12, rules taken back or left standing as they should 4/7.
Rules read 21/45 before more verbs of making code, places that are kinds and a name frozen for
the team were read; 30/45 after.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, with the near shapes that must stay as they were.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import (
    ADDS,
    AVOIDS,
    FILES,
    NOT_RUN,
    RUNS,
    Judged,
    check_read,
    judged,
    stands,
)

# Messages whose own words state a house rule next to the work they ask for.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # naming
    ("fallible constructors", "`Config::new` panics when the path is missing:\n\n```\nthread "
     "'main' panicked at src/config.rs:42:10:\ncalled `Result::unwrap()` on an `Err` value\n```"
     "\n\nmake it return an error instead. Fallible constructors are called `try_new` in this "
     "crate.", {(ADDS, "try_new", True)}),
    ("Repo suffix", "I need an interface for the order storage so the service can be tested "
     "without a database. Our repository interfaces carry a `Repo` suffix.",
     {(ADDS, "Repo", True)}),
    ("Async suffix", "Make the invoice loading asynchronous; it blocks the UI thread for two "
     "seconds on big accounts. Methods that return a task get the `Async` suffix in these "
     "services.", {(ADDS, "Async", True)}),
    ("ff_ flags", "Hide the new checkout behind a flag until the payment provider signs off. "
     "Feature flag names begin with `ff_` followed by the ticket key.", {(ADDS, "ff_", True)}),
    ("Props types", "Add a size option to the Button. Component prop types are named after the "
     "component plus `Props`.", {(ADDS, "Props", True)}),
    ("Cmd variables", "wire up a subcommand that deletes old snapshots. cobra command variables "
     "end with `Cmd`, like the others in the package.", {(ADDS, "Cmd", True)}),
    # deprecations
    ("getJSON went away", "the dashboard shows a blank panel, the console says:\n\n```\n"
     "TypeError: request.getJSON is not a function\n    at loadStats (stats.js:18)\n```\n\n"
     "`request.getJSON` went away in v3; calls to the backend go through `apiFetch`.",
     {(ADDS, "apiFetch", True), (AVOIDS, "request.getJSON", True)}),
    ("enzyme is legacy", "Write tests for the new date picker. `enzyme` is legacy in this repo; "
     "component tests are written with `@testing-library/react`.",
     {(ADDS, "@testing-library/react", True), (AVOIDS, "enzyme", True)}),
    ("OldLogger frozen", "add logging to the sync job so we can see where it stalls. "
     "`OldLogger` is frozen, new code logs through `telemetry.log`.",
     {(ADDS, "telemetry.log", True), (AVOIDS, "OldLogger", True)}),
    ("yarn dropped", "the lockfile conflict is back after your rebase. we dropped `yarn` last "
     "quarter, it's `pnpm` for everything now", {(RUNS, "pnpm", True), (NOT_RUN, "yarn", True)}),
    ("pkg/errors retired", "Wrap the decode error so the caller sees which file failed. "
     "`github.com/pkg/errors` was retired here when we moved to Go 1.20; wrapping is done with "
     "`%w`.", {(ADDS, "%w", True), (AVOIDS, "github.com/pkg/errors", True)}),
    # the second half of a ban
    ("money through Decimal", "show the invoice total in the customer's currency. we don't do "
     "float math on money, amounts go through `Decimal`", {(ADDS, "Decimal", True)}),
    ("retries through backoff", "Add a retry to the webhook sender. We don't hand-roll backoff "
     "loops in this service, retries go through `backoff.Retry`.",
     {(ADDS, "backoff.Retry", True)}),
    ("forms through zod", "the settings form lost its validation. no ad-hoc checks in "
     "components; forms validate through a `zod` schema", {(ADDS, "zod", True)}),
    # spelling
    ("DataHub", "Update the onboarding copy for the new import flow (draft below).\n\n> Connect "
     "your Datahub account to import projects.\n\nThe product name is written `DataHub`, one "
     "word with a capital H.", {(ADDS, "DataHub", True)}),
    ("Kubernetes in prose", "fix what the docs linter found:\n\n```\ndocs/deploy.md:12 "
     "kubernetes\ndocs/deploy.md:40 k8s\n```\n\nin prose it's `Kubernetes`, capitalised",
     {(ADDS, "Kubernetes", True)}),
    ("licence", "Add a section about the licence to the README. Our docs follow British "
     "spelling, `licence` for the noun.", {(ADDS, "licence", True)}),
    ("Wi-Fi", "The settings screen says WiFi in two places and wifi in another. In our copy the "
     "word is written `Wi-Fi`.", {(ADDS, "Wi-Fi", True)}),
    ("macOS", "the About dialog lists the platforms as 'MacOS, Windows, Linux'. Apple's "
     "spelling `macOS` is the one our copy uses.", {(ADDS, "macOS", True)}),
    # assertion style
    ("pytest.approx", "The tax test fails on CI with\n\n```\nassert 0.30000000000000004 == 0.3"
     "\n```\n\nfix it. Floats are compared with `pytest.approx` in our suites.",
     {(ADDS, "pytest.approx", True)}),
    ("toBeInTheDocument", "cover the empty state of the orders table. DOM assertions in the web "
     "tests are made with `toBeInTheDocument`.", {(ADDS, "toBeInTheDocument", True)}),
    ("assert.ErrorIs", "add a test for the not-found path of the user lookup. error cases are "
     "asserted with `assert.ErrorIs`, comparing error strings doesn't pass review",
     {(ADDS, "assert.ErrorIs", True)}),
    ("assert_called_once_with", "Write a test for the notifier. Mock expectations are checked "
     "with `assert_called_once_with`; the bare called flag tells us nothing.",
     {(ADDS, "assert_called_once_with", True)}),
    ("assertk", "Port the Kotlin tests of the cart module. Our assertions are written with "
     "`assertk`.", {(ADDS, "assertk", True)}),
    # dependencies
    ("standard encoding/json", "The config loader needs to read the new retries field. We stay "
     "on the standard `encoding/json` package; `jsoniter` came up before and was turned down.",
     {(ADDS, "encoding/json", True), (AVOIDS, "jsoniter", True)}),
    ("one HTTP client", "add a call to the geocoding API. `ky` is the one HTTP client in the "
     "frontend, so `axios` stays out of package.json.",
     {(ADDS, "ky", True), (AVOIDS, "axios", True)}),
    ("serde derived", "Serialise the report to JSON for the API. Everything that crosses the "
     "wire is derived with `serde`.", {(ADDS, "serde", True)}),
    ("envs by uv", "Set up the dev environment section in the README. Environments here are "
     "managed by `uv`.", {(RUNS, "uv", True)}),
    ("secrets via vault", "Add the Stripe key to the worker's config. Secrets are read through "
     "`vault.read_secret`, they are not committed in env files.",
     {(ADDS, "vault.read_secret", True)}),
    # git process
    ("squash merge", "The export PR is approved. PRs here are merged with `gh pr merge "
     "--squash`, merge commits make the history unreadable.",
     {(RUNS, "gh pr merge --squash", True)}),
    ("tags by script", "Write the 2.4.0 release notes. Tags are created by "
     "`scripts/release.sh`, not by hand.", {(RUNS, "scripts/release.sh", True)}),
    ("main through PRs", "the hotfix is tiny, but changes reach `main` through pull requests "
     "only, even one-liners", {(NOT_RUN, "git push … main", True)}),
    # commands before done
    ("make check green", "Add pagination to the audit log endpoint. Work isn't finished in this "
     "repo until `make check` is green.", {(RUNS, "make check", True)}),
    ("alembic check ends", "Add an archived flag to projects. A schema change here ends with "
     "`alembic check` passing.", {(RUNS, "alembic check", True)}),
    ("storybook build", "Restyle the pagination buttons. UI changes get a `pnpm "
     "build-storybook` run before they go up for review.",
     {(RUNS, "pnpm build-storybook", True)}),
    ("terraform fmt", "Add the bucket for exports to the storage module. Terraform changes are "
     "formatted with `terraform fmt` before anyone looks at them.",
     {(RUNS, "terraform fmt", True)}),
    ("mypy strict", "type the payload of the event sender. `mypy --strict` is part of done on "
     "this codebase.", {(RUNS, "mypy --strict", True)}),
    ("poetry lock", "I resolved the conflict in the lock file by hand and now install fails:\n\n"
     "```\npoetry.lock is not consistent with pyproject.toml\n```\n\nfix it. Lock files get "
     "regenerated with `poetry lock`.", {(RUNS, "poetry lock", True)}),
    # how a kind of code is written
    ("timestamptz", "Store when the invite was accepted. Timestamps are stored as "
     "`timestamptz` in this schema.", {(ADDS, "timestamptz", True)}),
    ("uuid v7 keys", "add a table for coupons. primary keys in this database are generated by "
     "`uuid_generate_v7()`", {(ADDS, "uuid_generate_v7()", True)}),
    ("iterator for querysets", "The nightly report job got OOM-killed again:\n\n```\nKilled "
     "process 4121 (python) total-vm:8123456kB\n```\n\nmake it not load everything at once. "
     "Large querysets are walked with `.iterator()` in our jobs.",
     {(ADDS, ".iterator()", True)}),
    ("problemDetails", "the 404 for a missing order returns an HTML page. API errors are "
     "rendered with `problemDetails()` across the gateway.", {(ADDS, "problemDetails()", True)}),
    ("DTOs are records", "Add a DTO for the refund response. DTOs in the Java services are "
     "`record` types.", {(ADDS, "record", True)}),
    ("gen untouched", "Add the refund RPC to the proto and wire the handler. The `gen/` folder "
     "is output of the generator and stays untouched by hand.", {(FILES, "gen/", True)}),
    ("slog everywhere", "The worker prints to stdout with fmt.Println. Logging across our Go "
     "services is done with `log/slog`.", {(ADDS, "log/slog", True)}),
)

# Messages that describe how the code is now, ask, or review someone else's change: no rule.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("constructors today", "the constructors return `Result` today, except `Config::new`, which "
     "calls `unwrap`. can you see why it was left out?"),
    ("Repo and Store", "repository interfaces have a `Repo` suffix in some packages and `Store` "
     "in others. which is more common?"),
    ("Async on purpose", "Most methods in the billing service end with `Async`, but the report "
     "ones don't. Is that on purpose?"),
    ("a flag to turn on", "the flag for the new checkout is `ff_checkout_v2`, what does it gate?"),
    ("getJSON still called", "`request.getJSON` went away in v3 and the dashboard still calls it "
     "in two places:\n\n```\nTypeError: request.getJSON is not a function\n```\n\nwhy didn't the "
     "build catch it?"),
    ("a PR moves off enzyme", "This PR moves the component tests from `enzyme` to "
     "`@testing-library/react`. Can you review it?\n\n```diff\n-import { shallow } from 'enzyme'"
     "\n+import { render } from '@testing-library/react'\n```"),
    ("logs through OldLogger", "the sync job logs through `OldLogger`, which is why nothing shows "
     "up in Grafana"),
    ("pnpm on CI only", "CI installs with `pnpm` but people still run `yarn` locally. does the "
     "lockfile work for both?"),
    ("pkg/errors at the moment", "the handlers wrap errors with `github.com/pkg/errors` at the "
     "moment, and the stack traces are huge. how much work is it to move off?"),
    ("float64 today", "amounts go through `float64` in the invoice code today, which is why the "
     "totals are off by a cent"),
    ("backoff policy", "the webhook sender retries through `backoff.Retry` with the default "
     "policy. what's the max wait?"),
    ("zod caveat", "the docs say `zod` refinements run only after the base schema passes. is "
     "that why the error never shows?"),
    ("Datahub in the footer", "The marketing site writes `Datahub` in the footer. Who owns that "
     "repo?"),
    ("linter and fences", "the docs linter flags `kubernetes` in lower case even inside code "
     "blocks. can we turn that off for fences?"),
    ("license in LICENSE", "the American `license` is used in the LICENSE file itself. does the "
     "SPDX header care?"),
    ("Wi-Fi list", "`Wi-Fi` is spelled three ways across the settings screen:\n\n```\n"
     "settings.wifi.title = WiFi\nsettings.wifi.help = Wifi network\n```\n\nlist them all"),
    ("approx tolerance", "The tax test compares floats with `pytest.approx`, but the tolerance "
     "looks too loose. What is the default?"),
    ("jest-dom missing", "the web tests use `toBeInTheDocument` from jest-dom, which isn't set "
     "up in the new package yet. is that why it fails with 'not a function'?"),
    ("ErrorIs fails", "`assert.ErrorIs` fails even though the error wraps `ErrNotFound`:\n\n```"
     "\nError: Target error should be in err chain\n```\n\nwhat am I missing?"),
    ("never awaited", "the notifier tests check `assert_called_once_with` on a mock that is "
     "never awaited. is that why they pass?"),
    ("assertk count", "the cart module's assertions are written with `assertk` and the rest with "
     "AssertJ. count the files of each"),
    ("encoding/json slow", "`encoding/json` is slow on the big export, the profile shows 40% in "
     "reflection. can you find alternatives?"),
    ("who added axios", "who added `axios` to package.json next to `ky`? check the blame"),
    ("serde PR review", "The PR under review derives `serde` for the report types and drops the "
     "manual impl. Does it keep the field names?"),
    ("README and Dockerfile", "The README installs with `uv`, but the Dockerfile runs `pip "
     "install`. Which one is right?"),
    ("co-authors lost", "I merged the export PR with `gh pr merge --squash` and the co-authors "
     "got lost. can they be added back?"),
    ("release script failed", "`scripts/release.sh` creates the tag and pushes it; it failed "
     "halfway last night:\n\n```\nerror: tag 'v2.4.0' already exists\n```\n\nclean that up"),
    ("make check red", "`make check` is red on main since this morning, the vet step fails. "
     "find out which commit"),
    ("alembic check diff", "`alembic check` reports a difference on the projects table that I "
     "don't understand, look at it"),
    ("storybook slow", "`pnpm build-storybook` takes nine minutes on CI; where does the time "
     "go?"),
    ("terraform caveat", "the Terraform docs say `terraform fmt` skips nested folders unless you "
     "pass `-recursive`. does our CI do that?"),
    ("mypy errors", "`mypy --strict` shows 212 errors, most of them in generated code. can we "
     "exclude it?"),
    ("timestamps in the old schema", "Timestamps are stored as `timestamp` without time zone in "
     "the old schema, which is why the reports shift by an hour."),
    ("iterator question", "what does `.iterator()` do with `prefetch_related` in Django 4?"),
)

# The agent's message, and the person's answer.
REPLIES: tuple[tuple[str, str, str, Judged], ...] = (
    ("interfaces end in Repo", "I named the new interface `OrderStorage`. Want me to rename it?",
     "yes, interfaces of repositories end in `Repo`", {(ADDS, "Repo", True)}),
    ("new code formats with date-fns", "I used `moment` to format the dates since it was "
     "already in the lockfile.", "it's only there for the old charts; new code formats dates "
     "with `date-fns`", {(ADDS, "date-fns", True)}),
    ("what we use", "Should I add `jsoniter` for the faster decode?",
     "no, `encoding/json` is what we use", {(ADDS, "encoding/json", True),
                                            (AVOIDS, "jsoniter", True)}),
    ("floats get approx", "Done. I compared the floats with `==` after rounding.",
     "floats get `pytest.approx` in this codebase", {(ADDS, "pytest.approx", True)}),
    ("main through PRs, a reply", "Should I push the fix straight to `main`? It's a one-liner.",
     "no, changes reach main through PRs, even one-liners", {(NOT_RUN, "git push … main", True)}),
    ("that one's frozen", "Want me to keep using `OldLogger` for consistency with the job?",
     "no, that one's frozen", {(AVOIDS, "OldLogger", True)}),
    ("records, our standard", "I can write the DTO as a class with Lombok's `@Value`, or as a "
     "`record`. Which?", "records, that's our standard", {(ADDS, "record", True)}),
    ("we rebase", "The branch is ready. Want me to merge main into it first?",
     "no, we rebase, we don't merge", {(NOT_RUN, "git merge", True)}),
    ("scrap that", "I've switched every assertion to `require` as you asked.",
     "actually, scrap that, plain asserts are fine. sorry for the churn", set()),
    ("forget the import paths", "I moved all imports to absolute `@/` paths per your note.",
     "forget what I said about the import paths, whatever the file around it does is fine",
     set()),
    ("the rule was for release week", "Following your rule, I ran `make check` before handing "
     "back.", "that rule was for the release week, it's over now", set()),
    ("no need, only copy", "Should I add the `WiFi` spelling fix to the changelog too?",
     "no need, it's only copy", set()),
)

# A rule said in one session, and what was said in a later one: whether the rule still stands.
RETRACTIONS: tuple[tuple[str, str, str, bool], ...] = (
    ("forget what I said about the assertions", "always use `require` for the assertions in our "
     "tests", "forget what I said about the assertions, whatever the package already does is "
     "fine", False),
    ("scrap the dates rule", "we don't use `moment` here, dates go through `date-fns`",
     "scrap the dates rule, the charts need the old library anyway", False),
    ("never mind what I said about mocking", "never `mock.patch` our own modules in tests, "
     "mock only at the I/O boundary", "never mind what I said about mocking, patch whatever "
     "makes the test simplest", False),
    ("drop the make check rule", "always run `make check` before you hand work back",
     "drop the make check rule, CI does it now", False),
    ("don't forget what I said", "always use `require` for the assertions in our tests",
     "add tests for the refund service and don't forget what I said about the assertions",
     True),
    ("about something else", "always use `require` for the assertions in our tests",
     "forget what I said about the migration, just add the column", True),
    ("taken back and said again at once", "always use `require` for the assertions in our "
     "tests", "forget what I said about the assertions earlier: always use `require` for the "
     "assertions in our tests", True),
)

# Written after the reader was changed for the batch: one case per shape it now reads, and the
# near shapes that must stay as they were. With an answer, the second text is the agent's
# message it answers.
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # A kind said in the plural, with a verb of naming or of writing code.
    ("a plural kind compared with", "", "floats are compared with `pytest.approx`",
     {(ADDS, "pytest.approx", True)}),
    ("the plural kind", "", "the floats are compared with `==`", set()),
    ("a plural kind, still", "", "floats are still compared with `==`", set()),
    ("a plural kind, what the product does", "", "passwords are hashed with `bcrypt`", set()),
    ("a plural kind that uses", "", "customers use `Stripe` to pay", set()),
    ("a plural kind, a complaint", "", "floats are compared with `==`, which breaks rounding",
     set()),
    ("a plural kind the product makes", "", "customers are created with `POST /customers`",
     set()),
    # A suffix a kind carries.
    ("carry a suffix", "", "our repository interfaces carry a `Repo` suffix",
     {(ADDS, "Repo", True)}),
    ("carry a field", "", "our repository interfaces carry a `Repo` field", set()),
    # The project as where a convention holds; "here" is the project in a sentence of its own,
    # and may be the code at hand when the sentence goes on.
    ("in this crate", "", "fallible constructors are called `try_new` in this crate",
     {(ADDS, "try_new", True)}),
    ("here, of a kind", "", "fallible constructors are called `try_new` here",
     {(ADDS, "try_new", True)}),
    ("here, and more said", "", "fallible constructors are called `try_new` here, so why does "
     "clippy flag this one?", set()),
    ("in this file, of a kind", "", "fallible constructors are called `try_new` in this file",
     set()),
    # When in the work, the rest of the name, the code that already follows it.
    ("before anyone looks", "", "migrations are checked with `alembic check` before anyone "
     "reviews them", {(RUNS, "alembic check", True)}),
    ("before a release", "", "errors are wrapped with `fmt.Errorf` before the last release",
     set()),
    ("followed by", "", "error codes start with `E_` followed by the module name",
     {(ADDS, "E_", True)}),
    ("like the others", "", "handler types end in `Handler`, like the others in the package",
     {(ADDS, "Handler", True)}),
    # A kind of work done with the term.
    ("logging is done with", "", "logging is done with `structlog`",
     {(ADDS, "structlog", True)}),
    ("logging in some scripts", "", "logging is done with `print` in the old scripts", set()),
    # All the code to come.
    ("new code uses", "", "new code uses `slog`", {(ADDS, "slog", True)}),
    ("the new code uses", "", "the new code uses `slog`", set()),
    ("new code logs through", "", "new code logs through `telemetry.log`",
     {(ADDS, "telemetry.log", True)}),
    # What a kind goes through, as the second half of the team's ban.
    ("after a house ban", "", "we don't build URLs by hand, links go through `urlFor`",
     {(ADDS, "urlFor", True)}),
    ("goes through, no ban", "", "amounts go through `Decimal`", set()),
    ("goes through, after a description", "", "the totals are off, amounts go through "
     "`float64`", set()),
    ("after a ban, still", "", "we don't do float math, amounts still go through `float64`",
     set()),
    ("after a ban said of now", "", "we don't use sentry yet, errors go through "
     "`console.error`", set()),
    ("after an idiom", "", "no idea why, amounts go through `Decimal`", set()),
    # A convention spliced on with a comma.
    ("a convention after a comma", "", "`OldLogger` is frozen, new code logs through "
     "`telemetry.log`", {(ADDS, "telemetry.log", True), (AVOIDS, "OldLogger", True)}),
    # When work is done, said of any work.
    ("work isn't finished until, here", "", "work isn't finished in this repo until `make "
     "check` is green", {(RUNS, "make check", True)}),
    ("work isn't finished until", "", "work isn't finished until `make check` passes",
     {(RUNS, "make check", False)}),
    ("work unfinished, a description", "", "the work isn't finished because `make check` is red",
     set()),
    ("part of done", "", "`mypy --strict` is part of done here", {(RUNS, "mypy --strict", True)}),
    ("part of the problem", "", "`mypy --strict` is part of the problem", set()),
    # How a name is written.
    ("a product name written", "", "the product name is written `DataHub`",
     {(ADDS, "DataHub", True)}),
    ("a name written, then but", "", "the name is written `Foo`, but the import wants `foo`",
     set()),
    ("a product name written, which", "", "the product name is written `Datahub`, which is "
     "wrong", set()),
    # The name the team settled on.
    ("what we use", "", "`httpx` is what we use", {(ADDS, "httpx", True)}),
    ("what we use, asked", "", "is `httpx` what we use?", set()),
    ("the only one that", "", "`ky` is the only HTTP client that supports retries", set()),
    ("what we used", "", "`httpx` is what we used before", set()),
    ("our one client", "", "`ky` is our one HTTP client", {(ADDS, "ky", True)}),
    ("the default in a template", "", "`ky` is the default HTTP client in the template", set()),
    # The team's git process.
    # the merge of that branch, not every merge (`test_judges_git_integration.py`)
    ("we don't merge", "", "we don't merge main into feature branches",
     {(NOT_RUN, "git merge … main", True)}),
    ("we don't merge until", "", "we don't merge until CI passes", set()),
    # A command that generates.
    ("regenerated with", "", "lock files get regenerated with `poetry lock`",
     {(RUNS, "poetry lock", True)}),
    ("the client generates", "", "the client generates ids with `uuid4`", set()),
    # The means work is done with, said as a habit; what a reply opens with is its form.
    ("a habit's means", "", "from now on, batch the inserts with `executemany`",
     {(ADDS, "executemany", True)}),
    ("a means without a habit", "", "batch the inserts with `executemany`", set()),
    ("a habit's means, in two places", "", "always batch the inserts with `executemany` in two "
     "places", set()),
    ("what a reply opens with", "", "always reply with `ok`", set()),
    ("an adverb is no kind", "", "always start with `git status`", set()),
    # A package named by its path is no file.
    ("a scoped package", "", "component tests are written with `@testing-library/react`",
     {(ADDS, "@testing-library/react", True)}),
    ("a Go import path", "", "we're phasing out `github.com/pkg/errors`",
     {(AVOIDS, "github.com/pkg/errors", True)}),
    ("a file to look at", "", "use `src/lib/dates.ts` as the model", set()),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A subject with a relative clause or a place in it ("methods that return a task get ...",
    # "DOM assertions in the web tests are made with ..."), a name built from another ("named
    # after the component plus `Props`").
    "Async suffix", "toBeInTheDocument", "Props types",
    # A verb no convention is read with, or a subject no kind: "everything that crosses the wire
    # is derived with", "are read through `X`, they are not committed ...", "are merged with"
    # (a clause of its own after it), "`X` types".
    "serde derived", "secrets via vault", "squash merge", "DTOs are records",
    # A deprecation said as what happened ("went away in v3") or a name turned down in a story
    # ("came up before and was turned down"); the part read is right.
    "getJSON went away", "standard encoding/json",
    # A spelling said through a word ("British spelling, `X` for the noun", "Apple's spelling
    # `X` is the one our copy uses").
    "licence", "macOS",
    # A place in the project ("in the frontend, so `axios` stays out of package.json": the file
    # makes it one place).
    "one HTTP client",
    # Process said through what a change goes through: "a schema change here ends with `X`
    # passing", "UI changes get a `X` run".
    "alembic check ends", "storybook build",
    # A folder that "stays untouched by hand" after a task that adds a thing.
    "gen untouched",
    # Answers: "new code formats dates with `X`" (format is no verb of means), "floats get `X`
    # in this codebase", "no, that one's frozen", "records, that's our standard", and the no
    # to the proposal before "`X` is what we use".
    "new code formats with date-fns", "floats get approx", "records, our standard",
})


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_words_that_describe_ask_or_review_give_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


test_a_house_rule_said_as_a_fact_is_read = reads_as_expected(RULES, KNOWN_MISSES)


test_an_answer_states_or_takes_back_a_rule = reads_as_expected(REPLIES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "rule", "later", "expected"), RETRACTIONS,
                         ids=[n for n, _, _, _ in RETRACTIONS])
def test_a_rule_taken_back_by_what_it_was_about_stands_no_longer(name: str, rule: str, later: str,
                                                                 expected: bool) -> None:
    check_read(name, stands(rule, later), expected, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 40 and len(NOT_RULES) >= 30 and len(REPLIES) + len(RETRACTIONS) >= 10
    names = [c[0] for c in (*RULES, *NOT_RULES, *REPLIES, *RETRACTIONS)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in (*RULES, *REPLIES, *RETRACTIONS)} >= KNOWN_MISSES


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
