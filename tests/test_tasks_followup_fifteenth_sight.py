"""A fifteenth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the cues were
looked at for it, and its figure was taken with the model as it then was.

Its requests come while the agent works or right after: a status ping or a nudge ("any luck?",
"still going?", "where are we", "status?"), the work to go on in many forms and the languages
people mix in ("go on then", "weiter", "mach weiter bitte", "continua", "proceed with the rest",
"resume where you stopped", "sorry, hit escape by mistake. carry on"), an approval with a small
addition ("lgtm, but also rename the flag to --dry-run"), a question about the agent's own change
("why did you drop the retry?", "did get_invoices ever retry before your change?"), a trace of
the work failing with one line typed, the last change undone ("undo that last change"), and the
agent's question answered by a bare choice ("2.", "second", "B", "the postgres one"): each a
follow-up. A new task opens with thanks or "ok" after finished work ("thanks, now write a grafana
dashboard ..."), names another file or area ("separately, the login page is broken too", "also
the admin page 500s when I open the audit tab"), comes after a commit or a push ("pushed. next:
add a /metrics endpoint ...", "committed it myself. now on to the config loader, ..."), or pastes
the trace of other code with one line typed.

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked to
stay wrong, so the table's figure is the real one. At first sight the model made 1 of the 35
follow-ups a task and 2 of the 27 new tasks follow-ups; a second batch of the same shapes, also
written before it was run, after the first figure was taken, had 3 of 40 and 3 of 14. After the
reading they led to, 0 and 0, and 1 and 2 (1 and 1 once "now" and one named thing was read as
the next piece of work): a question whether a thing did something is asked
of any name ("did get_invoices ever retry ...?", "did CI run ...?") as of "the X" or "you",
and weighs the work; a heading of other work may turn to it ("now let's do the scheduler:", "now
on to the config loader," with a comma or a dash as well as a colon) after thanks ("thanks,")
or after a first sentence ended by a pictograph ("pushed 👍 next: ..."); "as well as" joins two
things of the request's own, where "as well" alone leans on what was said; one question whose things
are the answer's, in its words or its code ("what's the ApiError for?", "why the shared
client?", "what does leakDetectionThreshold do exactly?"), asks about the answer; and a choice
left to a measure ("whichever is less code") answers the agent's question. Three follow-ups of
earlier tables are decided right too ("where's the lua script?", "what would you log for the
bad rows?", "why is the notifier separate from the repository?"), and a new task of the second
("cool, next: a /metrics endpoint for Prometheus"). No weight changed: the trainer gives the
same weights on the labelled history. Still missed: an approval with "one nit:" ("lgtm! one
nit: call it --dry-run", read as pull-request feedback by its "nit") and an offer declined before
other work asked "instead" ("no need. can you look at the flaky e2e test in checkout instead",
its "instead" read as the work redirected).
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from skillsleep.tasks.followups import decide

from helpers.exchanges import (
    T0,
    Before,
    decided_because,
    decision_tests,
    why_decided,
)

# A Python client moved to httpx; the agent dropped a retry on the way.
HTTPX = Before(
    "switch the api client from requests to httpx",
    "Replaced `requests` with `httpx` in `client/api.py`: one `httpx.Client` is shared with a "
    "10 s timeout, and `get_orders` and `get_invoices` now raise `ApiError` on a non-2xx "
    "status. I removed the `@retry` decorator from `get_orders` because it wrapped the old "
    "session. `pytest tests/test_api.py` passes.")
# A TypeScript test migration half done, the agent going on with it.
VITEST = Before(
    "move the unit tests from jest to vitest",
    "Converted 14 of 38 files under `src/__tests__/` so far: `jest.fn` became `vi.fn`, "
    "`jest.mock` became `vi.mock`, and `vitest.config.ts` reuses the path aliases of "
    "`tsconfig.json`. Carrying on with the `components/` folder next.")
# The same migration, stopped by the person mid-way.
VITEST_STOPPED = Before(
    "move the unit tests from jest to vitest",
    "Converting `src/__tests__/components/Button.test.tsx`: replacing `jest.spyOn` with "
    "`vi.spyOn` and the manual mock of `next/router`",
    interrupted=True)
# A Go flaky test being reproduced, the agent still at it.
FLAKY = Before(
    "TestSyncPeers fails about one run in ten on CI, find out why",
    "Running `go test -run TestSyncPeers -count=500 -race ./internal/sync/` to reproduce it "
    "locally; the race detector should show whether two goroutines touch `peerTable` at once.")
# A design question answered with numbered options.
SESSIONS_Q = Before(
    "where should we keep the user sessions now that we run three api pods?",
    "Two options:\n"
    "1. Redis with a TTL per session: fast, and expiry comes free, but it is one more service "
    "to run.\n"
    "2. A `sessions` table in Postgres with a cleanup job: nothing new to run, but every "
    "request reads the database.\n"
    "Which do you prefer?")
# A design question answered with lettered options.
PROGRESS_Q = Before(
    "the upload form should show progress",
    "I can do it two ways:\n"
    "A) `XMLHttpRequest` with `upload.onprogress`: works today, but we leave `fetch`.\n"
    "B) A chunked upload through `fetch` with our own counter: more code, but it can resume.\n"
    "Which one?")
# A Go flag added, the commit offered.
SIMULATE = Before(
    "add a flag to the sync command that only prints what it would do",
    "Added `--simulate` to `cmd/sync.go`: with it, `runSync` collects the planned copies and "
    "deletes into a `[]Action` and prints them instead of running them. `TestSyncSimulate` "
    "checks nothing is written. Want me to commit it?")
# A Python importer fixed and done.
BOM = Before(
    "the csv import chokes on a BOM at the start of the file",
    "Fixed: `importer/csv_reader.py` now opens files with `encoding=\"utf-8-sig\"`, so a "
    "leading BOM is dropped before the header is read. Added `test_bom_header` with a fixture "
    "that starts with `\\ufeff`; all tests pass.")
# A Rust limiter fixed, ready to commit.
LIMITER = Before(
    "the rate limiter lets bursts through after a redeploy",
    "The limiter kept its buckets in memory, so each new pod started empty. "
    "`ratelimit/bucket.rs` now keeps them in Redis with `INCR` and `EXPIRE` in one `MULTI`, and "
    "`tests/burst.rs` restarts the limiter mid-burst. Ready to commit.")
# A Java pool setting changed.
POOL = Before(
    "lower the connection pool size, we're hitting max_connections",
    "Set `maximumPoolSize` to 10 in `src/main/resources/application.yml` (it was 50) and "
    "`minimumIdle` to 2, and added `leakDetectionThreshold: 20000` so a connection held over "
    "20 s is logged.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # Status pings and nudges while the agent works.
    ("status", FLAKY, "any luck?"),
    ("status", FLAKY, "still going?"),
    ("status", FLAKY, "where are we"),
    ("status", FLAKY, "anything yet"),
    ("status", VITEST, "how far along are you?"),
    ("status", VITEST, "status?"),
    # Go on, in many forms and a few languages.
    ("continue", VITEST, "pls continue"),
    ("continue", VITEST, "go on then"),
    ("continue", VITEST, "weiter"),
    ("continue", VITEST, "mach weiter bitte"),
    ("continue", VITEST, "continua"),
    ("continue", VITEST, "proceed with the rest"),
    ("continue", VITEST, "resume where you stopped"),
    ("continue", VITEST, "keep at it, you were on the components folder"),
    ("continue", VITEST_STOPPED, "sorry, hit escape by mistake. carry on"),
    # Approvals with a small addition.
    ("approve+", SIMULATE, "lgtm, but also rename the flag to --dry-run"),
    ("approve+", SIMULATE, "looks good, just print the actions to stderr"),
    ("approve+", LIMITER, "nice. one thing before that: read the key prefix from the config"),
    ("approve+", POOL, "ok good, but keep minimumIdle at 5"),
    # Questions about the agent's own change.
    ("why", HTTPX, "why did you drop the retry?"),
    ("why", POOL, "why 20 seconds for the leak threshold"),
    ("why", LIMITER, "wait, why MULTI and not a lua script?"),
    ("why", HTTPX, "did get_invoices ever retry before your change?"),
    # A trace of the work failing, one line typed.
    ("trace", HTTPX, "Traceback (most recent call last):\n"
                     "  File \"/srv/app/client/api.py\", line 41, in get_orders\n"
                     "    resp.raise_for_status()\n"
                     "httpx.ReadTimeout: timed out\n"
                     "this is on the nightly sync"),
    ("trace", LIMITER, "thread 'burst_after_restart' panicked at tests/burst.rs:31:9:\n"
                       "called `Result::unwrap()` on an `Err` value: Io(Os { code: 111, kind: "
                       "ConnectionRefused })\n"
                       "needs redis running?"),
    ("trace", BOM, "got this with the vendor's file\n\n"
                   "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1022: "
                   "invalid continuation byte\n"
                   "  File \"importer/csv_reader.py\", line 18, in read_rows"),
    # The last change undone.
    ("revert", POOL, "undo that last change"),
    ("revert", HTTPX, "put the retry back the way it was"),
    ("revert", SIMULATE, "scrap that, go back to what we had"),
    # The agent's question answered with a bare choice.
    ("choice", SESSIONS_Q, "2."),
    ("choice", SESSIONS_Q, "second"),
    ("choice", SESSIONS_Q, "the postgres one"),
    ("choice", PROGRESS_Q, "B"),
    ("choice", PROGRESS_Q, "b, and keep the resume part simple"),
    ("choice", PROGRESS_Q, "option A for now"),
    # A second batch of the same shapes, written before running as well.
    ("second batch", FLAKY, "any progress on this?"),
    ("second batch", FLAKY, "how's it going"),
    ("second batch", FLAKY, "you still there?"),
    ("second batch", FLAKY, "hello?"),
    ("second batch", FLAKY, "eta?"),
    ("second batch", VITEST, "done yet?"),
    ("second batch", FLAKY, "found anything?"),
    ("second batch", FLAKY, "so? what did the race detector say"),
    ("second batch", VITEST, "fortfahren"),
    ("second batch", VITEST, "sigue"),
    ("second batch", VITEST, "continuez svp"),
    ("second batch", VITEST, "dale"),
    ("second batch", VITEST, "ga door"),
    ("second batch", VITEST, "go ahead and finish the rest"),
    ("second batch", VITEST, "keep going till all of them pass"),
    ("second batch", VITEST, "resume"),
    ("second batch", VITEST, "next file"),
    ("second batch", VITEST, "and the rest?"),
    ("second batch", VITEST, "finish it"),
    ("second batch", VITEST_STOPPED, "ok continue, but don't touch the snapshot files"),
    ("second batch", VITEST_STOPPED, "go on, I was just checking something"),
    ("second batch", SIMULATE, "lgtm! one nit: call it --dry-run"),
    ("second batch", SIMULATE, "ship it, but drop the debug print first"),
    ("second batch", SIMULATE, "yes, though the output should list deletes last"),
    ("second batch", POOL, "approved, keep the leak threshold but make it 30s"),
    ("second batch", HTTPX, "what's the ApiError for?"),
    ("second batch", HTTPX, "why is there a 10 s timeout now"),
    ("second batch", HTTPX, "how come you removed the retry on get_orders?"),
    ("second batch", HTTPX, "you dropped the retry, was that on purpose?"),
    ("second batch", POOL, "go back to the previous values"),
    ("second batch", HTTPX, "restore the retry decorator"),
    ("second batch", POOL, "roll that back pls"),
    ("second batch", SESSIONS_Q, "1"),
    ("second batch", SESSIONS_Q, "redis"),
    ("second batch", SESSIONS_Q, "option 2 please"),
    ("second batch", PROGRESS_Q, "A)"),
    ("second batch", PROGRESS_Q, "go with b"),
    ("second batch", SESSIONS_Q, "let's do 2 but skip the cleanup job for now"),
    ("second batch", PROGRESS_Q, "the xhr one"),
    ("second batch", PROGRESS_Q, "whichever is less code"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # Other work after finished work, opened by "ok", "great", "thanks, now".
    ("after done", BOM, "ok, now the export endpoint needs pagination"),
    ("after done", BOM, "great. add a healthcheck to the docker compose file for postgres"),
    ("after done", LIMITER, "thanks, now write a grafana dashboard for the limiter metrics"),
    ("after done", POOL, "ok cool. the flyway migrations run twice on startup, can you look"),
    ("after done", HTTPX, "great, thanks! can you set up dependabot for the python deps"),
    ("after done", BOM, "thanks, now let's do the scheduler: it should run the import every "
                        "hour"),
    ("after done", BOM, "perfect. onto the next thing, the dashboard loads slowly with 10k rows"),
    ("after done", POOL, "good. write a runbook for when the pool is exhausted"),
    ("after done", HTTPX, "ok next: type hints for the whole client package and mypy in CI"),
    ("after done", BOM, "thanks! can you now translate the error messages to german"),
    ("after done", LIMITER, "great work. now let's containerize the admin service"),
    ("after done", BOM, "ok. write a small script that dedupes the customers table by email"),
    # Another file or area named.
    ("other area", BOM, "separately, the login page is broken too"),
    ("other area", HTTPX, "unrelated, but the footer overlaps the cookie banner on iOS"),
    ("other area", POOL, "also the admin page 500s when I open the audit tab"),
    ("other area", LIMITER, "btw the docs site build is failing on main, different issue"),
    ("other area", POOL, "separately: the staging cert expires friday, renew it with certbot"),
    ("other area", FLAKY, "while that runs: the Makefile's lint target skips the tools/ dir, "
                          "fix it"),
    ("other area", FLAKY, "continue with the billing service refactor from yesterday"),
    # Pushed or merged, then the next piece.
    ("pushed next", LIMITER, "pushed. next: add a /metrics endpoint with the bucket counts"),
    ("pushed next", BOM, "merged and deployed. next thing: the weekly digest email has broken "
                         "images"),
    ("pushed next", SIMULATE, "committed it myself. now on to the config loader, it should read "
                              "TOML as well as YAML"),
    ("pushed next", POOL, "shipped, thanks. let's look at why the reports query takes 8s"),
    ("pushed next", HTTPX, "pushed, CI green. next up, the cli should print a progress bar while "
                           "syncing"),
    # Other code's trace, one line typed.
    ("other trace", HTTPX, "different thing, this one's from the worker:\n"
                           "Traceback (most recent call last):\n"
                           "  File \"/srv/app/worker/thumbnails.py\", line 77, in make_thumb\n"
                           "    img = Image.open(path)\n"
                           "PIL.UnidentifiedImageError: cannot identify image file "
                           "'/tmp/up/8812.heic'"),
    ("other trace", LIMITER, "Exception in thread \"main\" java.lang.NullPointerException\n"
                             "\tat com.acme.billing.InvoiceMailer.send(InvoiceMailer.java:52)\n"
                             "\tat com.acme.billing.Job.run(Job.java:18)\n"
                             "the invoice mailer crashes every morning, can you look"),
    ("other trace", VITEST, "TypeError: Cannot read properties of null (reading 'map')\n"
                            "    at OrderList (OrderList.tsx:22:18)\n"
                            "the orders page blanks out in prod"),
    # A second batch of the same shapes, written before running as well.
    ("second batch", BOM, "ok. what's the best way to profile memory in a node service?"),
    ("second batch", BOM, "great! now let's add i18n to the settings page"),
    ("second batch", BOM, "thanks, now bump the go version in go.mod to 1.23"),
    ("second batch", LIMITER, "pushed 👍 next: dark mode for the admin ui"),
    ("second batch", BOM, "merged. let's write the changelog for 2.1 now"),
    ("second batch", POOL, "ok now the signup form needs captcha"),
    ("second batch", HTTPX, "cool. the s3 uploads are slow from the eu region, can you "
                            "investigate"),
    ("second batch", LIMITER, "separately, the README still says node 16"),
    ("second batch", BOM, "the mobile app crashes on launch since this morning, different issue"),
    ("second batch", HTTPX, "thanks! unrelated q: how do I make pytest show locals on failure"),
    ("second batch", POOL, "perfect. set up sentry for the frontend"),
    ("second batch", SIMULATE, "no need. can you look at the flaky e2e test in checkout instead"),
    ("second batch", LIMITER, "great. also the cron job for cleanup never runs on sundays, can "
                              "you check why"),
    ("second batch", BOM, "ok thanks. next: migrate the user table ids to uuid"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "lgtm! one nit: call it --dry-run",
    "no need. can you look at the flaky e2e test in c",
})


(test_a_request_after_the_work_is_told_a_new_task_or_a_follow_up_at_fifteenth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(30, 25))


@pytest.mark.parametrize(("words", "before"), [
    ("did get_invoices ever retry before your change?", HTTPX),
    ("did CI run the burst test with redis up?", LIMITER),
    ("did rows_read ever count the header before?", BOM),
    ("did Button.test.tsx pass before you stopped?", VITEST_STOPPED),
    ("did peerTable get locked anywhere before?", FLAKY),
])
def test_a_question_whether_a_named_thing_did_something_weighs_the_work(
        words: str, before: Before) -> None:
    assert not decide(words, before.previous(), T0 + timedelta(minutes=2)).new


test_a_turn_to_the_next_piece_heads_its_specification = decided_because(
    ("heads a specification of other work",), [
    ("thanks, now the audit log: every admin action gets a row with who, what and when", POOL),
    ("great, now let's tackle the invoice emails: they go out in the customer's language, "
     "with the tenant's logo", BOM),
    ("done here. on to the search page, results ranked by recency and paged by twenty",
     LIMITER),
    ("ok, moving on to the payment webhook - verify the stripe signature, then parse the event",
     HTTPX),
    ("committed. now on to the exporter, it should write parquet as well as json", SIMULATE),
])


@pytest.mark.parametrize(("words", "before"), [
    # The piece turned to is the work in progress, named by the exchange.
    ("ok, now let's do the chunked upload: keep the chunk index in local storage", PROGRESS_Q),
    ("now on to the components folder, jest.fn calls the same way", VITEST),
    # "as well" alone adds to what was said.
    ("now on to the exporter, it should write parquet as well", SIMULATE),
])
def test_a_turn_to_the_work_in_progress_is_not_read_as_other_work(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("heads a specification of other work",)


@pytest.mark.parametrize(("words", "before"), [
    ("what's the ApiError for?", HTTPX),
    ("why the shared client?", HTTPX),
    ("where did the session go?", HTTPX),
    ("what does leakDetectionThreshold do exactly?", POOL),
    ("why keep the buckets in redis and not in the pod?", LIMITER),
])
def test_a_question_of_the_things_the_answer_named_is_about_it(
        words: str, before: Before) -> None:
    assert why_decided(before, words) == ("asks about the answer just given",)


@pytest.mark.parametrize(("words", "before"), [
    ("what's a context manager in python?", HTTPX),
    ("what is the difference between redis and memcached?", LIMITER),
    ("how do I profile memory in a go service?", FLAKY),
    ("why does the staging cert expire every month?", POOL),
])
def test_a_question_of_other_things_is_not_read_as_about_the_answer(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("asks about the answer just given",)


@pytest.mark.parametrize(("words", "before"), [
    # The measure's words read as a kind of work ("code", "refactoring") when not an answer.
    ("whichever is less code", PROGRESS_Q),
    ("whichever is less code to maintain", PROGRESS_Q),
    ("whichever's less code", PROGRESS_Q),
    ("whichever one is less refactoring", PROGRESS_Q),
])
def test_the_choice_left_to_a_measure_answers_the_question(words: str, before: Before) -> None:
    assert not decide(words, before.previous(), T0 + timedelta(minutes=2)).new


@pytest.mark.parametrize(("words", "before"), [
    ("pushed 👍 next: dark mode for the admin ui", LIMITER),
    ("merged 🎉 next up: the billing export must include VAT numbers", BOM),
])
def test_a_first_sentence_ended_by_a_pictograph_before_a_heading(
        words: str, before: Before) -> None:
    assert why_decided(before, words) == ("heads a specification of other work",)
