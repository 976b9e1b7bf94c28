"""A third table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people talk to coding agents in general, before the cues were looked
at for it, and its figure was taken with the model as it then was.

Its shapes are the ones the first two tables lack. The exchanges: a question the agent asked
back, an endpoint finished, a refactor reported, a fix the person is asked to try, a migration
written, a review with numbered points. The follow-ups answer the question, pick points of the
review ("fix 1", "do 1 and 3, skip 2"), ask for the same on the other endpoints, approve ("looks
good, ship it"), correct a value or a place, say what the change broke ("that broke uploads"),
or paste the result of trying the fix. The new tasks set the question aside for other work
("not sure, I'll ask ops. meanwhile ..."), name the same file or endpoint for another kind of
work (its docs, its tests, splitting it), paste a failure users meet now ("this is happening in
prod now"), or open the next piece of work once the last one works.

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked
to stay wrong, so the table's figure is the real one: a change that fixes one moves it out of
the list, a change that breaks one fails the test. At first sight the model made 6 of the 40
follow-ups tasks and 21 of the 51 new tasks follow-ups. Two more were decided right once
"now" and the one thing named as the next piece of work was read as other work ("now expose the
phone on the /me endpoint"), and one more once code pasted back that shares names with the
exchange's code spans was read as the work's own ("tests pass locally but CI says:" over its
failing test).
"""

from __future__ import annotations

import pytest

from helpers.exchanges import (
    Before,
    cue,
    decision_tests,
)

ASKED_BACK = Before(
    "add caching to the product search endpoint",
    "Where should the cache live? I can use the Redis instance the sessions already use, or an "
    "in-process LRU per worker. Redis survives restarts and is shared across the 4 workers; "
    "the LRU needs no infrastructure. Which do you prefer?")
ENDPOINT_DONE = Before(
    "add cursor pagination to GET /orders",
    "Done. `GET /orders` now takes `cursor` and `limit` (default 50, max 200) and returns "
    "`next_cursor`. The change is in `api/orders.py` and `api/pagination.py`; I added four "
    "tests in `tests/test_orders_api.py`. All tests pass.")
REFACTORED = Before(
    "pull the retry logic out of src/http/client.ts",
    "I moved the retry loop into a `withRetry(fn, {attempts, backoffMs})` helper in "
    "`src/http/retry.ts` and made `client.ts` call it from `get`, `post` and `put`. Behaviour "
    "is unchanged: 3 attempts, exponential backoff from 200 ms. Type-check and tests pass.")
TRY_THIS = Before(
    "the worker crashes on startup with a connection refused",
    "The worker connects to RabbitMQ before the broker container is healthy. I added a "
    "`depends_on` with `condition: service_healthy` and a healthcheck for rabbitmq in "
    "`docker-compose.yml`. Can you run `docker compose up` again and tell me if it starts?")
MIGRATION = Before(
    "add a nullable phone column to users",
    "I created `migrations/0042_add_user_phone.py` adding `phone VARCHAR(32) NULL` to "
    "`users`, and added the field to the `User` model and the admin form. The migration "
    "applies and rolls back cleanly on a local copy.")
REVIEWED = Before(
    "review my PR for the csv importer",
    "Overall solid. Three things:\n1. `parse_row` swallows `ValueError` and returns None, so "
    "bad rows vanish silently\n2. The file is read into memory at once; large uploads will "
    "hit the 512 MB limit\n3. No test covers a header with extra columns\n\nI'd fix 1 before "
    "merging; 2 and 3 can wait.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # Answers to a question the agent asked back.
    ("answer", ASKED_BACK, "redis, we already run it"),
    ("answer", ASKED_BACK, "in-process is enough for now"),
    ("answer", ASKED_BACK, "whichever is simpler to test"),
    ("answer", ASKED_BACK, "redis, but with a 5 minute TTL"),
    ("answer", TRY_THIS, "works!"),
    # Questions that weigh the reply.
    ("question", ASKED_BACK, "what happens to the LRU when we scale to 10 workers?"),
    ("question", REFACTORED, "why 200 ms?"),
    ("question", MIGRATION, "does the rollback drop the data?"),
    ("question", REVIEWED, "what would you log for the bad rows?"),
    ("question", REVIEWED, "is 2 really a problem? nginx caps uploads at 50 MB"),
    ("question", ENDPOINT_DONE, "and next_cursor is null on the last page?"),
    # The same again elsewhere.
    ("the same for X", ENDPOINT_DONE, "same for the other two endpoints"),
    ("the same for X", ENDPOINT_DONE, "same for /invoices and /customers"),
    ("the same for X", REFACTORED, "the websocket client needs the same treatment"),
    # Approval, or a choice among the points of a review.
    ("approval", ENDPOINT_DONE, "looks good, ship it"),
    ("approval", REFACTORED, "nice, ship it"),
    ("approval", REVIEWED, "fix 1"),
    ("approval", REVIEWED, "do 1 and 3, skip 2"),
    ("approval", REVIEWED, "agreed on all three, go ahead"),
    ("approval", MIGRATION, "lgtm"),
    # Corrections of a value or a place.
    ("correction", ENDPOINT_DONE, "make the max 100"),
    ("correction", ENDPOINT_DONE, "default limit should be 20"),
    ("correction", ENDPOINT_DONE, "the cursor should be opaque, base64 it"),
    ("correction", ENDPOINT_DONE, "return a 400 when limit is over the max instead of clamping"),
    ("correction", REFACTORED, "rename withRetry to retrying"),
    ("correction", REFACTORED, "put the helper in src/lib, not src/http"),
    ("correction", MIGRATION, "32 is too short for international numbers, use 64"),
    ("correction", MIGRATION, "make it not null with a default of ''"),
    ("refinement", REFACTORED, "keep the backoff configurable per call"),
    ("refinement", MIGRATION, "index it as well"),
    ("refinement", REVIEWED, "for 2, stream it with csv.reader over the upload"),
    # What the change broke.
    ("it broke X", ENDPOINT_DONE, "that broke the mobile app, it still sends page=2"),
    ("it broke X", REFACTORED, "that broke uploads, a failed upload is now retried twice"),
    ("it broke X", REFACTORED, "make test hangs since this change"),
    # The result of trying the fix, pasted back.
    ("tried it", TRY_THIS,
     "```\nworker-1  | Error: connect ECONNREFUSED 172.18.0.3:5672\n```\nsame thing"),
    ("tried it", TRY_THIS, "it starts now but takes 40 seconds"),
    ("tried it", TRY_THIS,
     "still crashing:\n```\nworker-1 exited with code 1\nrabbitmq-1 | unhealthy\n```"),
    ("tried it", TRY_THIS, "rabbitmq never becomes healthy, the healthcheck times out"),
    ("tried it", ENDPOINT_DONE,
     "tests pass locally but CI says:\n```\nFAILED tests/test_orders_api.py::"
     "test_cursor_roundtrip - KeyError: 'next_cursor'\n```"),
    ("tried it", ENDPOINT_DONE, "tried `curl /orders?limit=500`, I get 500 items back"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # New work after the agent asked a question back.
    ("after a question", ASKED_BACK,
     "park that. the checkout page throws a 500 when the cart is empty, look at that first"),
    ("after a question", ASKED_BACK,
     "not sure, I'll check with ops. meanwhile write the migration for the reviews table"),
    ("after a question", ASKED_BACK,
     "good question, let me think. can you upgrade django to 5.0 in the meantime"),
    ("after a question", ASKED_BACK,
     "before we decide, load test the search endpoint to see how slow it really is"),
    ("after a question", ASKED_BACK, "let's come back to that. set up sentry for the api"),
    ("after a question", ASKED_BACK,
     "forget the cache. the nightly export job has been failing since tuesday, find out why"),
    ("after a question", TRY_THIS,
     "can't right now, docker is broken on my laptop. write the e2e test for signup"),
    ("after a question", MIGRATION, "run the migration on staging"),
    # The same file or endpoint, another kind of work.
    ("same file, other work", ENDPOINT_DONE, "now write the openapi docs for GET /orders"),
    ("same file, other work", ENDPOINT_DONE,
     "api/orders.py is getting huge, split it into a package"),
    ("same file, other work", ENDPOINT_DONE, "write a locust load test for the orders endpoint"),
    ("same file, other work", REFACTORED, "now add unit tests for src/http/retry.ts"),
    ("same file, other work", REFACTORED, "add jsdoc comments to everything in src/http/client.ts"),
    ("same file, other work", REFACTORED,
     "what does the `credentials: 'include'` option in client.ts do?"),
    ("same file, other work", MIGRATION,
     "write a data migration that copies phone numbers from the legacy profiles table"),
    ("same file, other work", MIGRATION, "now expose the phone on the /me endpoint"),
    ("same file, other work", MIGRATION, "while you're in the User model, add a created_at index"),
    ("same file, other work", REVIEWED,
     "noted. now review the exporter PR, the one that adds parquet output"),
    # A pasted failure from production.
    ("prod failure", ENDPOINT_DONE,
     "```\nTraceback (most recent call last):\n  File \"/app/api/auth.py\", line 61, in verify\n"
     "    payload = jwt.decode(token, KEY)\njwt.exceptions.ExpiredSignatureError: Signature has "
     "expired\n```\nthis is happening in prod now, every user gets logged out"),
    ("prod failure", REFACTORED,
     "prod is down:\n```\nFATAL: remaining connection slots are reserved for non-replication "
     "superuser connections\n```\nhelp"),
    ("prod failure", ASKED_BACK,
     "```\nRedisError: OOM command not allowed when used memory > 'maxmemory'\n```\nsessions "
     "are failing in prod because of this, urgent"),
    ("prod failure", MIGRATION,
     "customers are seeing this on checkout right now:\n```\nstripe.error.InvalidRequestError: "
     "No such price: 'price_1Nx'\n```"),
    ("prod failure", TRY_THIS,
     "```\nError: ENOSPC: System limit for number of file watchers reached\n```\nI get this "
     "when I start the dev server, fix it"),
    ("prod failure", REVIEWED,
     "oncall paged me for this:\n```\nkubelet: Back-off restarting failed container api in pod "
     "api-7d9f\n```\nfigure out what's going on"),
    # The next piece of work once the last one is done.
    ("next work", TRY_THIS,
     "it works now. next, the worker should log json so datadog can parse it"),
    ("next work", TRY_THIS, "works. write a README section on running the stack locally"),
    ("next work", TRY_THIS,
     "up and running, thanks. add a github action that builds the compose stack on every PR"),
    ("next work", ENDPOINT_DONE,
     "add rate limiting to the whole api, 100 requests a minute per key"),
    ("next work", ENDPOINT_DONE, "now add request logging middleware"),
    ("next work", ENDPOINT_DONE, "update the changelog"),
    ("next work", ENDPOINT_DONE, "open a draft PR for this"),
    ("next work", REFACTORED, "set up a pre-commit hook that runs the type-check"),
    ("next work", REFACTORED, "the login form shows no error when the password is wrong, fix that"),
    ("next work", REFACTORED, "upgrade typescript to 5.5 and fix whatever breaks"),
    ("next work", REFACTORED, "bump all the minor versions in package.json"),
    ("next work", REFACTORED, "swap axios for native fetch across the frontend"),
    ("next work", MIGRATION, "good. now validate phone numbers on the signup form"),
    ("next work", MIGRATION, "generate an ER diagram of the current schema"),
    ("next work", MIGRATION, "our test db setup takes forever, make the fixtures load faster"),
    ("next work", REVIEWED, "noted. can you triage the open dependabot PRs"),
    ("next work", REVIEWED, "makes sense. why is CI red on the importer PR?"),
    ("next work", REVIEWED,
     "cool. unrelated, the staging db is out of disk space, clean up the old backups"),
    ("next work", REVIEWED, "I'll pass that on. write a script that anonymizes a prod dump"),
    ("next work", ASKED_BACK, "can you explain how our celery retries are configured?"),
    ("next work", ENDPOINT_DONE, "ok, time for the frontend: show the orders in an infinite list"),
    ("next work", MIGRATION, "sweet. let's get the users table partitioned by region"),
    ("next work", TRY_THIS, "yes it starts. now seed the db with some demo data"),
    ("next work", REFACTORED, "great. the bundle is 2MB, find out what's in it"),
    ("next work", ENDPOINT_DONE, "add an endpoint to export orders as CSV"),
    ("next work", REVIEWED, "thanks. merge the dependabot PR for lodash"),
    ("next work", MIGRATION, "we also need audit logging for changes to a user's email"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    'rename withRetry to retrying',
    'make test hangs since this change',
    'tried `curl /orders?limit=500`, I get 500 items ',
    'api/orders.py is getting huge, split it into a p',
    '```\nRedisError: OOM command not allowed when use',
    'it works now. next, the worker should log json s',
    'swap axios for native fetch across the frontend',
})


(test_a_request_is_told_a_new_task_or_a_follow_up_at_first_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(40, 50))


def _cue(words: str, name: str, before: Before = ENDPOINT_DONE) -> float:
    return cue(words, name, before)


@pytest.mark.parametrize(("words", "live"), [
    ("this is happening in prod now, every user gets logged out", True),
    ("customers keep getting a 502 on the checkout page", True),
    ("prod is down, the api answers nothing", True),
    ("oncall paged me for this, the queue is backing up", True),
    # What goes on failing after the change, or no failure users meet.
    ("still failing in prod after your fix", False),
    ("prod shows the same error again", False),
    ("make the orders list paged, 20 a page", False),
    ("add a column to the users table", False),
    ("deploy it to staging", False),
    ("", False),
])
def test_a_failure_users_meet_now_is_a_cue(words: str, live: bool) -> None:
    assert _cue(words, "reports_a_live_failure") == float(live)


@pytest.mark.parametrize(("words", "goes_on"), [
    # A leaning first sentence, ended, then another ask: set aside.
    ("not sure, I'll check with ops. meanwhile write the seed script", False),
    ("```\nKeyError: 'user_id'\n```\nthis is happening on every login now", False),
    # After a comma the ask is the correction itself; with no ask after, it leans.
    ("hmm, change the default to 20", True),
    ("not quite. the cursor is wrong", True),
    ("this is still wrong", True),
])
def test_what_is_set_aside_or_pasted_does_not_go_on(words: str, goes_on: bool) -> None:
    assert _cue(words, "goes_on") == float(goes_on)


@pytest.mark.parametrize(("words", "then_more"), [
    ("thanks. merge the dependabot PR for lodash", False),
    ("yes, and make the max 100", True),
    ("yes, but the cursor should be opaque", True),
    ("yes", False),
])
def test_an_answer_closed_before_another_ask_is_not_more_of_it(
        words: str, then_more: bool) -> None:
    assert _cue(words, "answer_then_more") == float(then_more)
