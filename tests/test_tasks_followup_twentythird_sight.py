"""A twenty-third table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the model was run on
it, and its figure was taken with the model as it then was.

Its requests come right after a piece of work on many stacks (an avatar upload in Django, a login
form in TypeScript, error prone in a Gradle build, slog in a Go worker, a Rust release prepared,
retries with backoff in Python, a feature flag, a paginated SQL endpoint, a dark mode, a health
endpoint in Go), after a reply that asks the person a question, and the morning after a nightly
job was written. A follow-up tells, after "now", what the work changed ("now the build takes 4
minutes", "now it logs twice"), tells a defect of the piece in words other than the work's ("my
profile picture is still the old one" after the avatar upload), asks the piece run and what came
of it shown ("run it, then show me the diff"), answers the agent's question ("just the staging
one", "only in tests"), quotes the agent's words back with one line of ask ("> only on 5xx and
timeouts\n\nadd 429 to that"), asks the same work for another target ("now do the same for the
orders service", as the first and ninth tables count it), tells the morning after what the job
did, or tags the release the exchange raised ("tag it as v0.9.0 and push the tag": written as a
new task at first sight, and counted as the twentieth table counts a tag after the version was
raised; after other work, as the twenty-second table counts it, it is an operation of its own).
A new task is an operation (commit, a PR, a publish, a release of a version the exchange did not
raise), new work after a long gap, "now" before other work asked ("now we need a csv import"),
a defect of other code, two asks of other work joined, other things by name, and questions of
their own ("what's the difference between rem and em?").

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked to
stay wrong, so the table's figure is the real one. At first sight the model made 11 of the 36
follow-ups tasks and 5 of the 26 new tasks follow-ups; counted with the two tags of the release
as follow-ups, 12 of 38 and 4 of 24; after the readings below, 4 and 3. A second batch of the same
shapes, written before it was run, had 3 of 7 and 1 of 6 with the model as it was at first sight,
2 and 0 with the readings. No feature of the model changed and the trainer was not run.
The readings, by wording before any weight: "now" before a clause, a subject and a verb that
tells how things are and asks nothing ("now every line has the job id twice"; not "now the admin
page needs ...", "now we ...", "now that ..."), whose subject is a pronoun or names a thing the
exchange named, is what the work just done changed (`turning.NOW_TOLD`, read with the regressions
told); an ask of a pronoun standing first whose only joined ask is to be shown or told what came
of it ("build it and tell me how long it took") is the piece's; lines marked as a quote (">"),
three words or more found whole in the reply, are the reply quoted back however few they are;
"what's the difference between ..." and "what is a ..." of things no one named ask to be told of
them as "explain" does; a release tag (`kinds.RELEASE`, now read with "tag it as v0.9.0" and
"... and push the tag") is an operation (`followups.OPERATIONS`), and the next step of the
release in progress when the exchange raised the version it tags (`release_taken_on`). Known
misses of earlier tables decided right by them: "now the header row scrolls away with the rows"
(twenty-first), "run it on the replica and show me the plan" and "tag it as v1.4.0 and push the
tag" (twenty-second).
The bundled encoder was measured as a reader of a defect told in other words: the cosine of a
request and its exchange (request and reply) ranks the two synonym misses here at 0.50 and 0.49,
but the follow-ups of other shapes spread from 0.59 down to 0.02 and a new task (an operation)
reaches 0.44, and the synonym follow-ups it decides right score 0.24 to 0.38: no cut of a dozen
rows would hold on other people's words, so it is not read.
Still missed: a defect in other words ("sign-in ... spins forever" after a login form, "the output
isn't valid json" after JSON logs, "now the first page is always empty" after a cursor
pagination), a test asked for the piece by its case ("add a test for a file that isn't an
image"), the piece run by its name with a second ask ("run the
worker locally and paste me ..."); and as follow-ups, a publish of the piece by "it" ("publish it
to crates.io"), a defect of other code ("the signup form accepts an empty email") and a need of
another service that shares a word with the exchange ("the billing service needs a graceful
shutdown" after the users service). "now the settings page is blank ..." after "let users
upload an avatar ..." is decided right since a line is told code by its shape, not by its first
word (code_line.py): the request names what it asks for.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from skillsleep.tasks import turning
from skillsleep.tasks.followups import _marks_a_quote_of
from skillsleep.tasks.release_taken_on import tags_the_raised_version

from helpers.exchanges import Before, decision_tests

NEXT_DAY = timedelta(hours=16)

# An avatar upload in a Django app.
AVATAR = Before(
    "let users upload an avatar on the settings page",
    "Added `avatar` to `Profile` in `accounts/models.py` with a migration, an `AvatarForm` in "
    "`accounts/forms.py` and the upload field on `settings.html`; images are resized to 256 px "
    "with Pillow and stored under `media/avatars/`. `pytest accounts` passes.")
# A login flow in a TypeScript app.
LOGIN = Before(
    "the login form should show an error when the password is wrong",
    "`LoginForm.tsx` now reads the 401 from `POST /api/session` and shows \"Wrong email or "
    "password\" under the form; the submit button is disabled while the request runs. Added a "
    "case to `LoginForm.test.tsx`; `npm test` passes.")
# A Gradle build change in Java.
BUILD = Before(
    "turn on the error prone checks in the gradle build",
    "Added the `net.ltgt.errorprone` plugin to `build.gradle.kts` and enabled it for "
    "`compileJava`, with `NullAway` set to error for `com.acme`. `./gradlew build` passes.")
# Structured logging in a Go worker.
LOGGING = Before(
    "switch the worker to structured logging with slog",
    "Replaced the `log.Printf` calls in `cmd/worker/main.go` and `internal/jobs/runner.go` with "
    "a `slog.Logger` writing JSON to stdout; each job logs its id and duration. `go test ./...` "
    "passes.")
# A release prepared in a Rust crate.
RELEASE = Before(
    "prepare the 0.9.0 release",
    "Bumped the version to `0.9.0` in `Cargo.toml` and `Cargo.lock`, moved the Unreleased "
    "notes in `CHANGELOG.md` under `0.9.0` with today's date. `cargo publish --dry-run` passes.")
# A retry with backoff in a Python HTTP client.
RETRY = Before(
    "retry the payment api calls with exponential backoff",
    "Wrapped `PaymentClient.charge` and `PaymentClient.refund` in `payments/client.py` with "
    "`tenacity`: up to 5 attempts, backoff from 0.5 s doubling, only on 5xx and timeouts. Tests "
    "in `tests/test_client.py` pass.")
# A migration with a question at its end.
FLAG = Before(
    "put the new checkout behind a feature flag",
    "Added the `new_checkout` flag to `config/flags.yaml` and the check in "
    "`CheckoutController#show`; it is off by default. Should I turn it on in every environment "
    "or only in one of them?")
# An agent's question on where a change goes.
MOCKS = Before(
    "replace the real s3 client with a fake where it makes sense",
    "I found the S3 client built in `storage/client.py` and used by the app and by the tests in "
    "`tests/`. Do you want the fake in the test suite only, or also behind a setting for local "
    "development?")
# A pagination change in a SQL-backed API.
PAGES = Before(
    "paginate the /orders endpoint with a cursor",
    "`GET /orders` now takes `cursor` and `limit` (default 50); the cursor encodes the last "
    "`(created_at, id)` and `list_orders` in `orders/repo.py` filters on it. Added "
    "`tests/test_orders_pagination.py`.")
# A dark mode in a CSS/React app.
THEME = Before(
    "add a dark mode",
    "Added a `[data-theme=dark]` palette in `src/styles/theme.css` and a `ThemeToggle` in the "
    "header that stores the choice in localStorage and follows `prefers-color-scheme` by "
    "default.")
# A summary table the agent printed.
COVERAGE = Before(
    "which modules have the least test coverage?",
    "Coverage by module from `pytest --cov`:\n\n| module | coverage |\n|---|---|\n"
    "| billing/invoices.py | 41% |\n| billing/refunds.py | 38% |\n| api/webhooks.py | 22% |\n\n"
    "`api/webhooks.py` has no tests for the retry path.")
# A resumed exchange, the next morning.
NIGHT = Before(
    "add a nightly job that prunes expired sessions",
    "Added `prune_sessions` in `jobs/sessions.py` and scheduled it at 03:00 in `jobs/schedule.py`; "
    "it deletes sessions whose `expires_at` is past, in batches of 1000.", gap=NEXT_DAY)
# The same work wanted on a sibling.
HEALTH = Before(
    "add a /healthz endpoint to the users service",
    "Added `GET /healthz` in `users/http/health.go`: it pings Postgres and Redis and answers "
    "200 or 503 with the failing dependency. Registered it in `users/http/router.go`.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # "now" before a clause that tells what the work changed.
    ("now, what changed", BUILD, "now the build takes 4 minutes"),
    ("now, what changed", LOGGING, "now it logs twice"),
    ("now, what changed", LOGGING, "now every line has the job id twice"),
    ("now, what changed", THEME, "now the header is white on white in dark mode"),
    ("now, what changed", RETRY, "now a declined card gets charged five times"),
    ("now, what changed", PAGES, "now the first page is always empty"),
    # A defect of the piece told in words other than the work's.
    ("synonym", AVATAR, "my profile picture is still the old one after a refresh"),
    ("synonym", LOGIN, "sign-in with a wrong password just spins forever"),
    ("synonym", THEME, "the night theme makes the links unreadable"),
    ("synonym", PAGES, "page two shows the same orders as page one"),
    ("synonym", RETRY, "the charge calls hammer stripe with no pause between them"),
    ("synonym", LOGGING, "the output isn't valid json when a job panics"),
    # A second ask joined on after a comma or "then".
    ("second ask", RETRY, "run it, then show me the diff"),
    ("second ask", PAGES, "run the tests again, then paste me the failures"),
    ("second ask", BUILD, "build it and tell me how long it took"),
    ("second ask", NIGHT, "run it once by hand, then show me how many rows it deleted"),
    ("second ask", AVATAR, "try it with a 20 MB png and tell me what happens"),
    # The agent's question answered.
    ("answers the question", FLAG, "just the staging one"),
    ("answers the question", FLAG, "only staging for now"),
    ("answers the question", MOCKS, "only in tests"),
    ("answers the question", MOCKS, "just the test suite, keep local dev on minio"),
    ("answers the question", FLAG, "only in the eu environments"),
    # The agent's own output pasted back with one line of ask.
    ("paste of its output", COVERAGE, "| api/webhooks.py | 22% |\n\nstart with this one"),
    ("paste of its output", COVERAGE, "> `api/webhooks.py` has no tests for the retry path.\n\n"
                                      "write those"),
    ("paste of its output", PAGES, "> the cursor encodes the last `(created_at, id)`\n\nwhy not "
                                   "just the id?"),
    ("paste of its output", RETRY, "> only on 5xx and timeouts\n\nadd 429 to that"),
    # The same work on another target.
    ("the same, elsewhere", HEALTH, "now do the same for the orders service"),
    ("the same, elsewhere", HEALTH, "same thing for billing please"),
    ("the same, elsewhere", LOGGING, "do the same in cmd/scheduler"),
    # After a long gap, the work taken on.
    ("after a gap", NIGHT, "morning. did it run last night?"),
    ("after a gap", NIGHT, "it ran at 3 but deleted nothing"),
    ("after a gap", NIGHT, "the batch of 1000 locks the table for too long"),
    # Things made for the piece, or a checker on it.
    ("for it", RETRY, "log each retry with the attempt number"),
    ("for it", AVATAR, "add a test for a file that isn't an image"),
    ("checker on the work", BUILD, "error prone flags 30 warnings in the new module now"),
    ("checker on the work", LOGIN, "eslint complains about LoginForm.tsx"),
    # The release in progress tagged (written as new tasks at first sight, counted as the
    # twentieth table counts a tag after the version raised).
    ("release taken on", RELEASE, "tag it as v0.9.0 and push the tag"),
    ("release taken on", RELEASE, "tag the release and push the tags"),
    # A second batch of the same shapes, written before it was run.
    ("second batch", RETRY, "now the tests take 40 seconds because of the backoff"),
    ("second batch", AVATAR, "now the settings page is blank for users without an avatar"),
    ("second batch", LOGGING, "run the worker locally and paste me a few lines of the output"),
    ("second batch", HEALTH, "curl it and show me what it answers with redis stopped"),
    ("second batch", HEALTH, "> it pings Postgres and Redis\n\nredis isn't a hard dependency, "
                             "leave it out"),
    ("second batch", RELEASE, "tag it as 0.9.0 and push"),
    ("second batch", MOCKS, "tests only"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # Operations of release, on the work ("tag it" is an operation of its own kind).
    ("operation", RELEASE, "publish it to crates.io"),
    ("operation", AVATAR, "commit and push"),
    ("operation", PAGES, "open a PR for it"),
    # New work after a long gap.
    ("after a gap", NIGHT, "morning! let's add a health check endpoint to the gateway"),
    ("after a gap", NIGHT, "new day. set up renovate for the monorepo"),
    ("after a gap", NIGHT, "write a script that exports the audit log to s3"),
    # "now" before other work.
    ("now, other work", THEME, "now add a language switcher to the footer"),
    ("now, other work", BUILD, "now we need a csv import for the customers"),
    ("now, other work", LOGGING, "now let's add tracing with opentelemetry to the api"),
    # Defects of other code.
    ("defect of other code", AVATAR, "the password reset email has a broken link"),
    ("defect of other code", LOGIN, "the invoice pdf cuts off the last line"),
    ("defect of other code", RETRY, "the admin search returns deleted users"),
    ("defect of other code", PAGES, "the signup form accepts an empty email"),
    # Two asks of other work joined.
    ("two asks, other work", THEME, "bump node to 22, then update the lockfile"),
    ("two asks, other work", RETRY, "upgrade django to 5.1 and fix whatever breaks"),
    ("two asks, other work", HEALTH, "add a dockerfile for the gateway, then a compose file "
                                     "with postgres"),
    # Other things asked by name.
    ("other things by name", BUILD, "write a readme section on how to run the integration "
                                    "tests"),
    ("other things by name", LOGGING, "add a grafana dashboard for the queue depth"),
    ("other things by name", FLAG, "set up sentry for the mobile app"),
    ("other things by name", MOCKS, "add a make target that seeds the dev database"),
    # Other work on another service.
    ("other work elsewhere", HEALTH, "add rate limiting to the orders service"),
    ("other work elsewhere", HEALTH, "the billing service needs a graceful shutdown"),
    # Questions of their own.
    ("question of its own", COVERAGE, "how do I set up mutation testing in python?"),
    ("question of its own", THEME, "what's the difference between rem and em?"),
    # A second batch of the same shapes, written before it was run.
    ("second batch", BUILD, "tag it as v3.2.0 and push the tag"),
    ("second batch", HEALTH, "tag v1.8.0 and push it"),
    ("second batch", PAGES, "now the admin dashboard should show the order count per day"),
    ("second batch", AVATAR, "now we need an account deletion flow"),
    ("second batch", NIGHT, "different thing today: the csv import drops rows with unicode names"),
    ("second batch", LOGGING, "what is a dead letter queue?"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "now the first page is always empty",
    "sign-in with a wrong password just spins forever",
    "the output isn't valid json when a job panics",
    "add a test for a file that isn't an image",
    "run the worker locally and paste me a few lines ",
    "publish it to crates.io",
    "the signup form accepts an empty email",
    "the billing service needs a graceful shutdown",
})

(test_a_request_after_the_work_is_told_a_new_task_or_a_follow_up_at_twenty_third_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(35, 25))


@pytest.mark.parametrize(("words", "told"), [
    ("now the build takes 4 minutes", True),
    ("now every line has the job id twice", True),
    ("now a declined card gets charged five times", True),
    ("now it logs twice", True),
    ("now, half of the requests don't finish", True),
    ("now the admin page needs a search box", False),
    ("now the billing service should retry too", False),
    ("now we need a csv import", False),
    ("now that the bucket exists, add the policy", False),
    ("now add a language switcher", False),
    ("now the onboarding flow", False),
    ("now the tests", False),
    ("now the export endpoint", False),
    ("now the user settings page", False),
    ("the build takes 4 minutes now", False),
    ("", False),
])
def test_now_before_a_clause_tells_what_changed(words: str, told: bool) -> None:
    assert (turning.NOW_TOLD.match(words) is not None) is told


REPLY = ("Wrapped `PaymentClient.charge` in `payments/client.py` with `tenacity`: up to 5 "
         "attempts, backoff from 0.5 s doubling, only on 5xx and timeouts.")


@pytest.mark.parametrize(("text", "quoted"), [
    ("> only on 5xx and timeouts\n\nadd 429 to that", True),
    ("> up to 5 attempts,\n> backoff from 0.5 s doubling\n\ntoo many", True),
    # Two words are no quote; words not in the reply are someone else's.
    ("> only on\n\nwhy", False),
    ("> only on 5xx and connection resets\n\nwhy", False),
    ("a user wrote:\n> the payment failed three times\n\nlook", False),
    ("only on 5xx and timeouts, add 429", False),
    ("```\n> only on 5xx and timeouts\n```", True),
    ("", False),
])
def test_a_quote_of_the_reply_is_marked_and_found_whole(text: str, quoted: bool) -> None:
    assert _marks_a_quote_of(text, REPLY) is quoted


BUMPED = "prepare the 2.4.0 release\nBumped the version to `2.4.0` in `pyproject.toml`."
SCRIPT = "write a deploy script\nWrote `scripts/deploy.sh`: it tags the image with the git sha."


@pytest.mark.parametrize(("text", "exchange", "taken_on"), [
    ("tag it as v2.4.0 and push the tag", BUMPED, True),
    ("tag 2.4.0 and push it", BUMPED, True),
    ("tag the release and push the tags", BUMPED, True),
    # Another version than the one raised, or a release after work that raised none.
    ("tag it as v2.5.0 and push the tag", BUMPED, False),
    ("tag it as v1.4.0 and push the tag", SCRIPT, False),
    ("tag the release and push the tags", SCRIPT, False),
    # No release asked: the image tag is a container's.
    ("tag the image with the sha and push it", BUMPED, False),
    ("commit and push", BUMPED, False),
    ("", BUMPED, False),
])
def test_a_tag_of_the_version_raised_takes_the_release_on(text: str, exchange: str,
                                                          taken_on: bool) -> None:
    assert tags_the_raised_version(text, exchange) is taken_on
