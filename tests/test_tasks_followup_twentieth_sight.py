"""A twentieth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the cues were looked at
for it, and its figure was taken with the model as it then was.

Its requests come after work of the newer kinds (a metric, a backfill, a version bumped, a form
made accessible, a password rotated, an endpoint made fast), after a reply that ends on a question
or on options, or after work done on the wrong thing. A follow-up asks more of that work ("also add
an alert for it when p95 goes over 10s", "run it for April too", "and tag it", "what about the
modal?", "rotate the staging one as well"); pastes a log or a review under or over one short line
("this one now", "still", "from the reviewer:"); answers the agent's question and adds one more
ask ("legacy_id, yes. also update the factories in the tests"); or says the goal again with a
correction ("no, I meant the v2 endpoint", "not the admin page, the public one", "wrong file - it's
in pkg/auth"). A new task asks work of the same kind on other things ("set up an alert when the
payment webhook queue backs up"), pastes a log of other code under a line that asks for its repair,
leaves the agent's question for other work ("nvm, different thing: ...", "actually before that,
the login page is broken on safari, look at it first"), or names another thing.

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked to
stay wrong, so the table's figure is the real one. At first sight the model made 14 of the 45
follow-ups tasks and 4 of the 32 new tasks follow-ups; after the readings they led to, 6 and 3. A
second batch of the same shapes, written before it was run, had 6 of 22 and 3 of 17 with the model
as it was at first sight, and 2 and 3 with the readings. The follow-up model has no weight for the
newer kinds (`asks_for_perf`, `asks_for_a11y`, ... are not among its features' weights) and weighs
a kind that changes between the exchange and the request as much as one that stays
(`other_kind_than_before` and `same_kind_as_before` both count for a task), so "check it with
voiceover too" after an a11y fix weighs as a task of its own by its kind alone; no feature changed
and the trainer was not run. The readings, by wording before any weight: the thing worked on
judged the wrong one by a single noun, then the right one named ("wrong file - it's in pkg/auth",
"that's the wrong endpoint, I meant v2", "wrong one, I meant the redis password not postgres"), is
the same work set right ("wrong totals on the invoice page" tells a defect: more than one word
before the mark); after a reply that ended on a question, a first sentence that answers it by the
question's code or words alone, then at most one more sentence that neither turns, drops nor
moves on, asks no operation and tells no defect, is the answer and more of the same work; one
ask of a pronoun standing first in a one-sentence request ("can you put it on the grafana dashboard
too?", "check it with voiceover too") is the piece's, unless the verb tells ("pushed it, ..."),
"now" opens it as a next step ("now deploy it to staging"), it is an operation ("commit it") or a
second ask is joined on ("build it and check that it works"); a log or a fenced run pasted under
or over four words at most that lean back or say "still" and name nothing the exchange did not
("this one now", "this again") is the work's; what is said "before that" or "before you start"
that names things of its own and leans on nothing is other work put first. The article "a"
before a word is no option picked ("a user sent this:"), and a list item that names a file of the
exchange ("backup.sh should use set -euo pipefail") is a change of the work. Known misses of
earlier tables decided right by the same readings: "wrong fix: the test expectation was the bug,
not invoice_total" (first), "ok, merge it" (sixth), "run it under stress: go test ..."
(seventeenth) and "rename it to `get_user` instead" (wordings).
Still missed: "now" before an ask of the piece ("now run it on staging so the numbers match"),
the release cut after the bump named as the next piece, a defect of the piece told with "though"
("the cache never clears though, ..."), an ask whose pronoun is not its object ("can you add a
benchmark so it doesn't regress", "add a panel for it in grafana as well", "alert on it too, ..."),
a paste under words of their own ("publish failed"), review comments pasted on the work (read as
the pr-feedback operation); and as follow-ups, a message of a user or customer
pasted under a heading of its sender ("a user sent this:", "a customer emailed:"), a problem of
other code with no ask ("the footer links on the public site all go to 404", "our docker images
are 2 GB, make them smaller") and the question dropped by "skip that for now" before a failure of
other things. A fact of other things told then asked ("the docker image for the worker is still
on python 3.10, move it to 3.12"), once a follow-up, is a task since the version a project is on
and the one it is taken to are a dependency moved (the twenty-first batch of sessions).
"""

from __future__ import annotations

import pytest

from helpers.exchanges import (
    Before,
    case_ids,
    cases,
    check_decision,
    check_known_misses,
    cue,
    why_decided,
)

# A histogram added for how long an export takes, in Go.
METRIC = Before(
    "add a prometheus metric for how long the pdf export takes",
    "Added an `export_duration_seconds` histogram in `internal/export/metrics.go`, observed "
    "around `Render()` in `export.go` and labelled by `format`. It shows up on `/metrics`; "
    "`go test ./internal/export/...` passes.")
# Rows fixed once in production by a script.
BACKFILL = Before(
    "fix the orders with a null currency in prod",
    "Wrote `scripts/backfill_order_currency.py`: it sets `orders.currency` from the customer's "
    "account for orders created in March where it is null, in batches of 1000. Ran it against "
    "prod: 48210 rows updated, none left null for March.")
# A version raised, not yet tagged.
BUMP = Before(
    "bump the version to 2.4.0",
    "Bumped `version` in `pyproject.toml` and `src/acme/__init__.py` to 2.4.0 and moved the "
    "Unreleased section of `CHANGELOG.md` under 2.4.0. Committed as `chore: release 2.4.0`.")
# A form made usable with a screen reader, in React.
A11Y = Before(
    "the signup form isn't usable with a screen reader, fix it",
    "In `src/components/SignupForm.tsx` every input now has a `<label htmlFor>`, the error "
    "messages are tied to their inputs with `aria-describedby`, and the submit button has a "
    "visible focus ring. axe reports no violations on `/signup` now.")
# A password rotated in a secret store.
SECRET = Before(
    "rotate the prod database password",
    "Generated a new password, updated `DATABASE_URL` in the prod secret `app-prod/db` in AWS "
    "Secrets Manager and restarted the `api` deployment in the `prod` namespace; the pods are "
    "healthy and connect with the new password. The old one is revoked.")
# A slow endpoint profiled and made fast, in Python.
PERF = Before(
    "the /search endpoint is slow, make it faster",
    "Profiled `/search` with py-spy: 80% of the time was in `rank_results`, which called "
    "`load_synonyms()` once per result. It is loaded once per request now and cached with "
    "`functools.lru_cache`; p95 went from 1.2s to 180ms on the local dataset. "
    "`pytest tests/test_search.py` passes.")
# The agent ends on two options.
OPTIONS = Before(
    "add rate limiting to the public api",
    "I can do it two ways:\n1. a token bucket in Redis per API key (`middleware/ratelimit.go`), "
    "shared by all instances;\n2. an in-memory limiter per instance with "
    "`golang.org/x/time/rate`, simpler but not shared.\nWhich do you prefer?")
# The agent ends on a question before it starts.
ASKS = Before(
    "migrate the users table to uuid ids",
    "Before I start: should the old integer `id` stay as `legacy_id` for the CSV exports, or can "
    "it go? And do you want it done in one migration or spread over two deploys?")
# An endpoint paged, in the wrong version.
PAGES = Before(
    "add pagination to the orders endpoint",
    "Added `limit` and `cursor` query parameters to `GET /api/v1/orders` in "
    "`app/api/v1/orders.py`, with a default limit of 50 and `next_cursor` in the response. "
    "`tests/api/v1/test_orders.py` passes.")
# A header made sticky on one of two sites.
HEADER = Before(
    "make the header sticky on the admin page",
    "`src/admin/AdminLayout.vue`: the header has `position: sticky; top: 0` and a z-index above "
    "the table's, so it stays visible when the orders table scrolls.")
# An expiry check fixed in a Go session package.
EXPIRY = Before(
    "sessions never expire, fix the expiry check",
    "`isExpired` in `internal/session/token.go` compared a local time with a UTC one; it now "
    "compares `time.Now().UTC()` with `ExpiresAt`. Added `TestIsExpiredAcrossZones` and "
    "`go test ./internal/session/` passes.")

TRACE_OTHER = (
    "```\nTraceback (most recent call last):\n  File \"/app/billing/invoices.py\", line 88, in "
    "render_invoice\n    total = sum(line.amount for line in lines)\nTypeError: unsupported "
    "operand type(s) for +: 'int' and 'NoneType'\n```")
CI_LOG = (
    "```\n#14 [build 6/9] RUN npm ci\n#14 ERROR: process \"/bin/sh -c npm ci\" did not complete "
    "successfully: exit code: 1\n------\n > [build 6/9] RUN npm ci:\nnpm ERR! code EUSAGE\n"
    "npm ERR! `npm ci` can only install packages when your package.json and package-lock.json "
    "are in sync.\n```")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # More of work of the newer kinds: on the piece just made, or the same again somewhere.
    ("newer kind", METRIC, "also add an alert for it when p95 goes over 10s"),
    ("newer kind", METRIC, "can you put it on the grafana dashboard too?"),
    ("newer kind", METRIC, "label it by tenant as well"),
    ("newer kind", METRIC, "and a counter for the failed exports"),
    ("newer kind", BACKFILL, "run it for April too"),
    ("newer kind", BACKFILL, "do the same for refunds, they have the same problem"),
    ("newer kind", BACKFILL, "how many were left from before march?"),
    ("newer kind", BACKFILL, "now run it on staging so the numbers match"),
    ("newer kind", BUMP, "and tag it"),
    ("newer kind", BUMP, "tag it and push the tag"),
    ("newer kind", BUMP, "make it 2.4.1 actually, 2.4.0 was already published to pypi"),
    ("newer kind", BUMP, "now cut the github release with the changelog as notes"),
    ("newer kind", A11Y, "what about the modal?"),
    ("newer kind", A11Y, "the login form needs the same"),
    ("newer kind", A11Y, "and the password strength meter isn't announced either"),
    ("newer kind", A11Y, "check it with voiceover too"),
    ("newer kind", SECRET, "rotate the staging one as well"),
    ("newer kind", SECRET, "did you update it in the worker deployment too? it still has the "
                           "old one"),
    ("newer kind", SECRET, "the cron jobs still use the old password, they failed at 3am"),
    ("newer kind", SECRET, "put the new one in 1password as well"),
    ("newer kind", PERF, "what about the autocomplete? it calls the same thing"),
    ("newer kind", PERF, "the cache never clears though, synonyms change every night"),
    ("newer kind", PERF, "p95 on staging is still 900ms"),
    ("newer kind", PERF, "can you add a benchmark so it doesn't regress"),
    # A paste with one short typed line on it.
    ("paste and a line", EXPIRY, "```\n--- FAIL: TestLogout (0.02s)\n    logout_test.go:31: got "
                                 "200, want 401\nFAIL\nFAIL\tgithub.com/acme/app/internal/http\t"
                                 "0.412s\n```\nthis one now"),
    ("paste and a line", A11Y, "from the reviewer:\n> the error text is read twice by NVDA "
                               "because the label also contains it\n> can we drop it from the "
                               "label?"),
    ("paste and a line", SECRET, "```\nError: connect ECONNREFUSED 10.0.3.12:5432\n    at "
                                 "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)"
                                 "\n```\nstill"),
    ("paste and a line", METRIC, "```\n# github.com/acme/app/internal/export\n"
                                 "internal/export/metrics.go:14:2: undefined: promauto\n"
                                 "FAIL\tgithub.com/acme/app/internal/export [build failed]\n```\n"
                                 "see the last lines"),
    ("paste and a line", BUMP, "```\nHTTP Error 400: File already exists. See "
                               "https://pypi.org/help/#file-name-reuse for more information.\n"
                               "```\npublish failed"),
    ("paste and a line", PAGES, "review comments:\n> cursor should be opaque, not the raw id\n> "
                                "default limit of 50 is a lot for mobile, 20?"),
    ("paste and a line", HEADER, "```\n[Vue warn]: Extraneous non-props attributes (class) were "
                                 "passed to component but could not be automatically inherited\n"
                                 "```\nthis shows up now in the console"),
    # An answer to the agent's question that adds one more ask.
    ("answer and one more", OPTIONS, "1, and exempt the internal health checks from it"),
    ("answer and one more", OPTIONS, "the redis one. also return a Retry-After header"),
    ("answer and one more", OPTIONS, "go with the token bucket, 100 requests a minute per key, "
                                     "and log when someone hits it"),
    ("answer and one more", ASKS, "keep it as legacy_id. one migration is fine, and add an "
                                  "index on the new column"),
    ("answer and one more", ASKS, "drop it, nobody uses the csv export anymore. two deploys "
                                  "please"),
    ("answer and one more", ASKS, "legacy_id, yes. also update the factories in the tests"),
    # The task's goal said again with a correction.
    ("goal corrected", PAGES, "no, I meant the v2 endpoint"),
    ("goal corrected", PAGES, "wrong version, v1 is frozen - do it in app/api/v2/orders.py"),
    ("goal corrected", HEADER, "not the admin page, the public one"),
    ("goal corrected", HEADER, "sorry, I meant the storefront header, the admin one is fine"),
    ("goal corrected", EXPIRY, "wrong file - it's in pkg/auth"),
    ("goal corrected", EXPIRY, "that's the web session, I was talking about the api tokens in "
                               "pkg/auth/apikey.go"),
    ("goal corrected", METRIC, "no, not the pdf export, the csv one - that's the slow one"),
    ("goal corrected", SECRET, "wrong one, I meant the redis password not postgres"),
    # A second batch of the same shapes, written before it was run.
    ("second batch", METRIC, "add a panel for it in grafana as well"),
    ("second batch", BACKFILL, "run it again for february, same problem there"),
    ("second batch", BUMP, "tag it as v2.4.0 and push"),
    ("second batch", A11Y, "and the error summary at the top, is that announced?"),
    ("second batch", SECRET, "update it in the github actions secrets too"),
    ("second batch", PERF, "what about the /suggest endpoint? same slowness"),
    ("second batch", PERF, "test it with the production dataset as well"),
    ("second batch", SECRET, "```\nFATAL:  password authentication failed for user \"app\"\n```\n"
                             "this again"),
    ("second batch", A11Y, "```\naxe-core: 2 violations found\n  color-contrast (serious): "
                           ".btn-secondary\n```\nstill these two"),
    ("second batch", EXPIRY, "```\n--- FAIL: TestRefreshToken (0.01s)\n    refresh_test.go:44: "
                             "token should be expired\n```\nand this one"),
    ("second batch", OPTIONS, "2 is enough for now, but put the limit in the config"),
    ("second batch", ASKS, "keep legacy_id for now. and backfill it from the old id in the same "
                           "migration"),
    ("second batch", ASKS, "one migration. also make the new column the primary key"),
    ("second batch", OPTIONS, "token bucket in redis. and make the limit per plan, not per key"),
    ("second batch", PAGES, "wrong endpoint, it's the one under /api/v2"),
    ("second batch", HEADER, "that's the wrong layout, the customer site uses "
                             "src/shop/ShopLayout.vue"),
    ("second batch", EXPIRY, "no, not the session one, the refresh token check in "
                             "pkg/auth/refresh.go"),
    ("second batch", SECRET, "you rotated the wrong thing, it was the stripe key I wanted"),
    ("second batch", METRIC, "I meant for the csv export, not the pdf one"),
    ("second batch", BUMP, "and push the tag"),
    ("second batch", A11Y, "do the same on the password reset form"),
    ("second batch", METRIC, "alert on it too, page the on-call if p99 stays over 30s for 5 "
                             "minutes"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # Work of the same newer kind, on other things.
    ("newer kind, other things", METRIC, "add a metric for the number of signups per day to "
                                         "the marketing dashboard"),
    ("newer kind, other things", METRIC, "set up an alert when the payment webhook queue backs "
                                         "up"),
    ("newer kind, other things", BACKFILL, "recompute the loyalty points for all customers, the "
                                           "formula was wrong since january"),
    ("newer kind, other things", BACKFILL, "delete the duplicate newsletter subscribers in prod"),
    ("newer kind, other things", BUMP, "upgrade react to 19 in the storefront"),
    ("newer kind, other things", BUMP, "the docker image for the worker is still on python "
                                       "3.10, move it to 3.12"),
    ("newer kind, other things", A11Y, "the checkout page has no skip link and the colour "
                                       "contrast of the prices is too low"),
    ("newer kind, other things", A11Y, "make the date picker in the booking flow usable with "
                                       "the keyboard"),
    ("newer kind, other things", SECRET, "add a SENTRY_DSN env var to the worker on fly"),
    ("newer kind, other things", SECRET, "the github token in the release workflow expires next "
                                         "week, replace it with an app token"),
    ("newer kind, other things", PERF, "the admin orders list takes 8 seconds to load, profile "
                                       "it"),
    ("newer kind, other things", PERF, "cold start of the lambda is 4s, can we cut that"),
    # A paste with a typed line that asks for other work.
    ("paste of other work", PERF, TRACE_OTHER + "\nunrelated, this is from the invoice job, can "
                                                "you fix it"),
    ("paste of other work", METRIC, CI_LOG + "\nthe frontend docker build fails on main since "
                                             "yesterday, fix the lockfile"),
    ("paste of other work", A11Y, "a user sent this:\n> I can't upload a profile picture on my "
                                  "phone, it just spins\ncan you look into it"),
    ("paste of other work", SECRET, "```\nWARN  [deprecated] the `set-output` command is "
                                    "deprecated and will be disabled soon\n```\nget rid of these "
                                    "warnings in all our workflows"),
    ("paste of other work", EXPIRY, "review comment on the billing PR:\n> this should use "
                                    "decimal, not float\nfix it over there"),
    # The agent's question left unanswered for other work.
    ("question left", OPTIONS, "nvm, different thing: the onboarding emails go out twice"),
    ("question left", OPTIONS, "hold that thought. can you write a script to export all api "
                               "keys created this year to csv"),
    ("question left", ASKS, "actually before that, the login page is broken on safari, look at "
                            "it first"),
    ("question left", ASKS, "let's leave it for now. add a health check endpoint to the worker"),
    ("question left", OPTIONS, "forget the rate limiting, the search page is more urgent, it "
                               "times out"),
    # Other work naming other things.
    ("other thing", PAGES, "add a csv export of the orders for the accountants"),
    ("other thing", HEADER, "the footer links on the public site all go to 404"),
    ("other thing", EXPIRY, "write a cleanup job that deletes expired sessions from postgres "
                            "every night"),
    ("other thing", PAGES, "now add request logging with the request id to every endpoint"),
    ("other thing", HEADER, "add a dark mode toggle to the admin settings"),
    ("other thing", EXPIRY, "the password reset email has the wrong link in staging"),
    ("other thing", BUMP, "write a github action that publishes to pypi when a tag is pushed"),
    ("other thing", METRIC, "the csv import skips rows with a BOM, fix that"),
    ("other thing", SECRET, "set up dependabot for the go modules"),
    ("other thing", BACKFILL, "write a runbook for on-call about what to do when the payment "
                              "provider is down"),
    # A second batch of the same shapes, written before it was run.
    ("second batch", METRIC, "add tracing to the payment service with opentelemetry"),
    ("second batch", BACKFILL, "the user signup dates are off by one day for everyone in "
                               "australia, fix them in the database"),
    ("second batch", BUMP, "update all the github actions to their latest major versions"),
    ("second batch", A11Y, "add alt text to all the product images on the storefront"),
    ("second batch", SECRET, "move the mailgun api key out of the repo into vault"),
    ("second batch", PERF, "the nightly report job takes 3 hours now, find out why"),
    ("second batch", PERF, "```\nERROR: relation \"invoices_archive\" does not exist\nLINE 1: "
                           "SELECT * FROM invoices_archive WHERE ...\n```\nthe archive report "
                           "fails with this since the weekend, look into it"),
    ("second batch", BUMP, "a customer emailed:\n> the download link in my receipt says "
                           "expired\nplease check the receipt emails"),
    ("second batch", A11Y, "```\nnpm WARN deprecated request@2.88.2: request has been "
                           "deprecated\n```\nclean up the deprecated packages in the admin app"),
    ("second batch", OPTIONS, "let me think about it. meanwhile write the migration that adds "
                              "api_keys.created_by"),
    ("second batch", ASKS, "skip that for now, the staging deploy is failing, check the logs"),
    ("second batch", OPTIONS, "different question: how do we rotate the jwt signing key without "
                              "logging everyone out?"),
    ("second batch", PAGES, "add a search box to the customers list"),
    ("second batch", HEADER, "write unit tests for the cart reducer"),
    ("second batch", EXPIRY, "set up a staging environment on render with its own database"),
    ("second batch", METRIC, "the signup form allows an empty email, fix that"),
    ("second batch", SECRET, "our docker images are 2 GB, make them smaller"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "now run it on staging so the numbers match",
    "now cut the github release with the changelog as",
    "can you add a benchmark so it doesn't regress",
    "```\nHTTP Error 400: File already exists. See htt",
    "review comments:\n> cursor should be opaque, not ",
    "alert on it too, page the on-call if p99 stays o",
    "the footer links on the public site all go to 40",
    "skip that for now, the staging deploy is failing",
    "our docker images are 2 GB, make them smaller",
})
CASES = cases(FOLLOW_UPS, NEW_TASKS)


@pytest.mark.parametrize(("form", "before", "words", "new"), CASES, ids=case_ids(CASES))
def test_a_request_after_the_work_is_told_a_new_task_or_a_follow_up_at_twentieth_sight(
        form: str, before: Before, words: str, new: bool) -> None:
    check_decision(before, words, new, KNOWN_MISSES)


def test_the_table_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(FOLLOW_UPS) >= 40 and len(NEW_TASKS) >= 30
    check_known_misses(FOLLOW_UPS + NEW_TASKS, KNOWN_MISSES)


@pytest.mark.parametrize(("words", "before", "redirected"), [
    ("wrong file - it's in pkg/auth", EXPIRY, True),
    ("that's the wrong endpoint, I meant v2", PAGES, True),
    ("wrong one, the redis password not postgres", SECRET, True),
    ("wrong repo", PAGES, True),
    # A defect told of things of its own: more than one word before the mark.
    ("wrong totals on the invoice page since monday", PAGES, False),
    # What follows names no right one, or turns to other work.
    ("wrong prices, the cart adds tax twice", PAGES, False),
    ("wrong file. separately, the README still says to use yarn", EXPIRY, False),
])
def test_the_work_said_to_be_done_on_the_wrong_thing_is_set_right(
        words: str, before: Before, redirected: bool) -> None:
    assert (why_decided(before, words) == ("says the work was done on the wrong thing",)) \
        is redirected


@pytest.mark.parametrize(("words", "before", "answers"), [
    ("legacy_id, yes. also update the factories in the tests", ASKS, True),
    ("keep it as legacy_id. one migration is fine, and add an index on the new column", ASKS,
     True),
    ("one migration. also make the new column the primary key", ASKS, True),
    # The question's words not taken up, or the answer followed by other work.
    ("hold that thought. can you write a script to export all api keys", OPTIONS, False),
    ("legacy_id. also, unrelated: the invoice pdf is blank in safari", ASKS, False),
    ("legacy_id. now write the invoice export", ASKS, False),
    ("legacy_id. the invoice pdf is broken in safari", ASKS, False),
    # No question was asked.
    ("legacy_id, yes. also update the factories in the tests", PAGES, False),
])
def test_an_answer_to_the_agents_question_with_one_more_ask_goes_on(
        words: str, before: Before, answers: bool) -> None:
    assert (why_decided(before, words) == ("answers the question asked, then adds to it",)) \
        is answers


@pytest.mark.parametrize(("words", "before", "of_it"), [
    ("check it with voiceover too", A11Y, True),
    ("can you put it on the grafana dashboard too?", METRIC, True),
    ("update it in the github actions secrets too", SECRET, True),
    # A trial told, a next step, an operation, a second ask, a question.
    ("pushed it, took 12 minutes to go green", BUMP, False),
    ("now deploy it to staging", PERF, False),
    ("commit it", PERF, False),
    ("build it and check that it works", PERF, False),
    ("test it, then write the release notes", BUMP, False),
    ("is it cached per user?", PERF, False),
    # The pronoun after a first clause points at what that clause named.
    ("the login page is broken on safari, look at it", A11Y, False),
])
def test_work_asked_of_a_pronoun_standing_first_is_the_pieces(
        words: str, before: Before, of_it: bool) -> None:
    assert (why_decided(before, words) == ("asks work of the piece just made by a pronoun",)) \
        is of_it


GO_FAIL = ("```\n--- FAIL: TestLogout (0.02s)\n    logout_test.go:31: got 200, want 401\nFAIL\n"
           "```\n")


@pytest.mark.parametrize(("words", "before", "points"), [
    (GO_FAIL + "this one now", EXPIRY, True),
    ("```\nFATAL:  password authentication failed for user \"app\"\n```\nthis again", SECRET,
     True),
    ("still:\n" + GO_FAIL, EXPIRY, True),
    # Words of their own, an ask, or a turn to other work.
    (TRACE_OTHER + "\nthe invoice job crashed with this", PERF, False),
    (CI_LOG + "\nfix this", METRIC, False),
    (CI_LOG + "\nbtw this too", METRIC, False),
])
def test_a_paste_under_a_few_words_that_lean_back_is_the_works(
        words: str, before: Before, points: bool) -> None:
    assert (why_decided(before, words)
            == ("points at a log pasted of the work in progress",)) is points


def test_other_work_put_before_the_work_in_progress_is_a_task() -> None:
    assert why_decided(ASKS, "actually before that, the login page is broken on safari, look at "
                             "it first") == ("puts other work before the work in progress",)
    assert why_decided(ASKS, "before you go on, keep legacy_id nullable") \
        != ("puts other work before the work in progress",)


@pytest.mark.parametrize(("words", "answer"), [
    ("a user sent this:\n> I can't upload a profile picture\ncan you look into it", 0.0),
    ("a couple of things: the cursor and the limit", 0.0),
    # The letter of an option, then how it is or what joins it.
    ("a is fine", 1.0),
    ("a, but keep the default", 1.0),
])
def test_the_article_a_is_no_option_picked(words: str, answer: float) -> None:
    assert max(cue(words, "answer_alone", OPTIONS), cue(words, "answer_then_more", OPTIONS)) \
        == answer
