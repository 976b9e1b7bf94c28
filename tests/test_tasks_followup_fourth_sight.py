"""A fourth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people talk to coding agents in general, before the cues were looked
at for it, and its figure was taken with the model as it then was.

Its shapes are the ones the first three tables lack. The exchanges: a helper added and named, a
form finished with an offer of more, a query sped up with an offer of more, a deploy blocked on
the person, code explained, call sites listed. The follow-ups read as a kind of work but work on
what the reply just named ("rename parseDuration to durationOf", "move it to internal/timeutil",
"document the accepted formats in its comment"), undo or redo it tersely ("undo the rename",
"try again"), say what the agent left out ("you forgot the golden files"), or answer the agent
blocked on the person ("logged in, retry"). The new tasks are said after the agent offered more
(an acknowledgement, then other work), report a defect with no verb of work ("the cart total
goes negative when a coupon is applied twice"), ask tersely for an operation of no kind ("check
out develop", "restart the dev server"), or wish for something ("it would be nice to have ...").

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked
to stay wrong, so the table's figure is the real one: a change that fixes one moves it out of
the list, a change that breaks one fails the test. At first sight the model made 7 of the 41
follow-ups tasks and 41 of the 52 new tasks follow-ups; after the cues it led to, 7 and 13.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.followups import english, features

from helpers.exchanges import (
    Before,
    cue,
    decision_tests,
)

ADDED = Before(
    "add a helper that parses the duration strings in the config",
    "I added `parseDuration(s string) (time.Duration, error)` in "
    "`internal/config/duration.go`. It accepts `30s`, `5m`, `1h30m` and a bare number as "
    "seconds, and returns an error naming the bad value. Eight table-driven tests in "
    "`duration_test.go` pass.")
FORM_OFFER = Before(
    "make the signup form validate the email as the user types",
    "Done: the email field now validates on input with a 300 ms debounce and shows the error "
    "under the field. `SignupForm.test.tsx` covers valid, invalid and empty input. Want me to do "
    "the same for the password field, with a strength meter?")
QUERY_OFFER = Before(
    "speed up the orders query on the dashboard",
    "The query did a sequential scan on `orders.created_at`. I added an index in migration "
    "`0051_orders_created_at_idx` and the dashboard query went from 2.3 s to 40 ms on the "
    "staging copy. I can also add a covering index for the status filter if you'd like.")
BLOCKED = Before(
    "deploy the worker to staging",
    "The deploy failed: `kubectl apply` returned `error: You must be logged in to the server "
    "(Unauthorized)`. Your kube context is `staging` but the token looks expired. Could you run "
    "`gcloud auth login` and tell me when to retry?")
EXPLAINED = Before(
    "how does the rate limiter in middleware/limit.py work?",
    "It is a token bucket per API key kept in Redis: each request runs a Lua script that refills "
    "the bucket from the time elapsed and takes one token; with none left it returns 429 with a "
    "`Retry-After` header. The bucket size and the refill rate come from "
    "`settings.RATE_LIMIT`.")
LISTED = Before(
    "find everything that still calls the v1 payments API",
    "Five places still call v1:\n- `billing/charge.py` (`create_charge`)\n- "
    "`billing/refund.py` (`refund`)\n- `jobs/nightly_settle.py`\n- `admin/views.py` (the manual "
    "refund button)\n- `scripts/backfill_fees.py`\nThe script was a one-off and could probably "
    "be deleted.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # A kind of work read, done on what the reply just named.
    ("kind on the new thing", ADDED, "rename parseDuration to durationOf"),
    ("kind on the new thing", ADDED, "move it to internal/timeutil"),
    ("kind on the new thing", ADDED, "document the accepted formats in its doc comment"),
    ("kind on the new thing", ADDED, "one more test case: the empty string"),
    ("kind on the new thing", ADDED, "extract the unit suffixes into a map"),
    ("kind on the new thing", ADDED, "export it, the cli package needs it too"),
    ("kind on the new thing", LISTED, "delete the backfill script"),
    ("kind on the new thing", QUERY_OFFER, "create the index concurrently so it doesn't lock"),
    ("kind on the new thing", FORM_OFFER, "translate the error message, we ship in german too"),
    # Corrections and refinements of the new thing.
    ("correction", ADDED, "drop the bare number case, it's ambiguous"),
    ("correction", ADDED, "the error should quote the value it got"),
    ("correction", ADDED, "just wrap time.ParseDuration, don't write your own parser"),
    ("correction", ADDED, "support days as well, like 2d"),
    ("correction", FORM_OFFER, "wait for blur before showing the error"),
    ("correction", FORM_OFFER, "500 ms debounce please"),
    # Terse undo and redo.
    ("undo or redo", ADDED, "undo the rename"),
    ("undo or redo", QUERY_OFFER, "roll the migration back"),
    ("undo or redo", BLOCKED, "try again"),
    ("undo or redo", BLOCKED, "run it once more with --v=6"),
    # What the agent left out.
    ("left out", ADDED, "you forgot to update the golden files"),
    ("left out", FORM_OFFER, "you left a console.log in SignupForm.tsx"),
    ("left out", LISTED, "you missed webhooks/stripe.py, it calls v1 too"),
    # Answers when the agent is blocked on the person, or offered more.
    ("answer", BLOCKED, "logged in, retry"),
    ("answer", BLOCKED, "done, go"),
    ("answer", BLOCKED, "use the ci service account instead of my user"),
    ("answer", BLOCKED, "wrong context, it should be staging-eu"),
    ("answer", FORM_OFFER, "yes, but skip the strength meter"),
    ("answer", FORM_OFFER, "just the password field"),
    ("answer", QUERY_OFFER, "yes add the covering one"),
    ("answer", LISTED, "do the two billing ones first"),
    # Questions about the reply.
    ("question", ADDED, "what does it return for 1.5h?"),
    ("question", QUERY_OFFER, "does the migration lock the table?"),
    ("question", QUERY_OFFER, "how big is that index going to be on prod?"),
    ("question", EXPLAINED, "so the refill happens per second?"),
    ("question", EXPLAINED, "what happens when redis is down?"),
    ("question", EXPLAINED, "where's the lua script?"),
    ("question", LISTED, "is the admin refund button even used anymore?"),
    # Acting on what was explained, or the result of trying.
    ("acting on the answer", EXPLAINED, "raise the bucket to 200 then"),
    ("tried it", BLOCKED, "still unauthorized after gcloud auth login"),
    ("tried it", FORM_OFFER, "on safari the error never goes away"),
    ("thanks", EXPLAINED, "got it, makes sense"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # An acknowledgement of what the agent offered, then other work.
    ("after an offer", FORM_OFFER, "no need. the password reset email never arrives, look into it"),
    ("after an offer", FORM_OFFER,
     "nah, good enough. the sidebar flickers when the window is resized"),
    ("after an offer", FORM_OFFER, "nice! let's move the frontend build to vite"),
    ("after an offer", FORM_OFFER, "cool. time to get the e2e suite running in CI"),
    ("after an offer", FORM_OFFER, "not now. the landing page jumps around on mobile, fix it"),
    ("after an offer", FORM_OFFER, "sweet. let's get stripe checkout wired into the pricing page"),
    ("after an offer", FORM_OFFER, "awesome, that's it for forms. the footer links are all 404s"),
    ("after an offer", QUERY_OFFER,
     "great, leave it at that. the nightly report job is running twice, find out why"),
    ("after an offer", QUERY_OFFER, "no, that's fine. write a runbook for restoring from backup"),
    ("after an offer", QUERY_OFFER,
     "awesome. let's turn on logging for every query slower than 500 ms"),
    ("after an offer", QUERY_OFFER, "perfect. let's get the invoices table archived by year"),
    ("after an offer", QUERY_OFFER, "nope. can we get a read replica set up for the reports"),
    ("after an offer", BLOCKED,
     "I'll do that later. in the meantime write the helm chart for the scheduler"),
    ("after an offer", EXPLAINED, "got it. let's add per-endpoint limits on top of the key ones"),
    ("after an offer", EXPLAINED, "thanks. set up a grafana dashboard for the 429s"),
    ("after an offer", LISTED, "thanks. unrelated: the staging cert expires next week, renew it"),
    ("after an offer", LISTED,
     "ok good to know. let's get the webhook signatures verified before anything else"),
    # A defect reported with no verb of work.
    ("kindless defect", ADDED, "the cart total goes negative when a coupon is applied twice"),
    ("kindless defect", ADDED, "invoice numbers skip a value after every deploy"),
    ("kindless defect", FORM_OFFER, "search returns products we deleted last week"),
    ("kindless defect", FORM_OFFER, "avatar uploads silently fail for pngs over 2MB"),
    ("kindless defect", QUERY_OFFER, "sessions expire after five minutes instead of a day"),
    ("kindless defect", QUERY_OFFER, "the csv export writes dates in US format for everyone"),
    ("kindless defect", LISTED, "users with two phones get every push notification twice"),
    ("kindless defect", EXPLAINED, "the booking page always shows times in UTC"),
    ("kindless defect", ADDED, "dark mode resets to light every time I reload"),
    ("kindless defect", BLOCKED, "the upload progress bar jumps back to zero halfway"),
    # Terse asks of no kind.
    ("terse ask", ADDED, "check out develop"),
    ("terse ask", FORM_OFFER, "restart the dev server"),
    ("terse ask", FORM_OFFER, "kill whatever is on port 3000"),
    ("terse ask", QUERY_OFFER, "flush the redis cache on staging"),
    ("terse ask", ADDED, "pull latest"),
    ("terse ask", ADDED, "stash everything"),
    ("terse ask", FORM_OFFER, "open the coverage report"),
    ("terse ask", EXPLAINED, "regenerate the lockfile"),
    ("terse ask", QUERY_OFFER, "run the seed script"),
    ("terse ask", LISTED, "start the postgres container"),
    ("terse ask", EXPLAINED, "tail the api logs"),
    ("terse ask", ADDED, "reinstall node_modules from scratch"),
    # Wishes and plans stated, not asked.
    ("wish", FORM_OFFER, "it would be nice to have a dark mode toggle in the header"),
    ("wish", ADDED, "I want the sync command to show a progress bar"),
    ("wish", EXPLAINED, "we should really cache the github api responses"),
    ("wish", QUERY_OFFER, "I'd love a weekly email with the slowest queries"),
    # A ticket or a question that asks for other work.
    ("ticket", ADDED, "pick up PROJ-482 next, the login redirect loop"),
    ("ticket", LISTED, "let's do issue #212 now: exports time out for big accounts"),
    ("question", FORM_OFFER, "is there a way to run only the tests that failed last time?"),
    ("question", QUERY_OFFER, "how do I get the logs of a crashed pod on the staging cluster?"),
    ("question", EXPLAINED, "can we make the docker image smaller? it's 1.2GB"),
    # The next piece of work, plainly.
    ("next work", ADDED, "add a max upload size to the config, default 10MB"),
    ("next work", LISTED, "write a script that lists the customers still on the legacy plan"),
    ("next work", BLOCKED, "while we wait, add a readiness probe to the api deployment"),
    ("next work", EXPLAINED, "the admin panel needs two-factor login"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    'rename parseDuration to durationOf',
    'document the accepted formats in its doc comment',
    'extract the unit suffixes into a map',
    "create the index concurrently so it doesn't lock",
    'invoice numbers skip a value after every deploy',
    'avatar uploads silently fail for pngs over 2MB',
    'sessions expire after five minutes instead of a ',
    'the csv export writes dates in US format for eve',
    'users with two phones get every push notificatio',
    'the booking page always shows times in UTC',
    'dark mode resets to light every time I reload',
    'the upload progress bar jumps back to zero halfw',
    "let's do issue #212 now: exports time out for bi",
    'the admin panel needs two-factor login',
    # Read as a feature since "a readiness probe" is one, it no longer counts as work on
    # things not said before (`asks_for_new_work`, for requests of no kind), and the offer it
    # leaves outweighs it.
    'while we wait, add a readiness probe to the api ',
})


(test_a_request_is_told_a_new_task_or_a_follow_up_at_fourth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(40, 50))


def _cue(words: str, name: str, before: Before = ADDED) -> float:
    return cue(words, name, before)


@pytest.mark.parametrize(("words", "new_work"), [
    # An operation on the workspace, asked tersely on things not named before.
    ("restart the dev server", True),
    ("tail the api logs", True),
    ("check out develop", True),
    ("pull latest", True),
    # On what was just named, again, or no ask at all.
    ("run the tests again", False),
    ("run it once more with --v=6", False),
    ("rerun the duration tests", False),
    ("stop for a second, what does parseDuration do with 1.5h", False),
    ("", False),
])
def test_a_terse_operation_on_new_things_is_new_work(words: str, new_work: bool) -> None:
    assert _cue(words, "asks_for_new_work") == float(new_work)


@pytest.mark.parametrize(("text", "read"), [
    ("still unauthorized after gcloud auth login", True),
    ("works fine over ssh but not over https", True),
    ("funktioniert immer noch nicht nach dem Login", False),
])
def test_short_english_with_few_common_words_is_read(text: str, read: bool) -> None:
    assert english(text) == read


@pytest.mark.parametrize(("words", "before", "asked"), [
    # Work asked for on other things leaves what the agent offered.
    ("restart the dev server", FORM_OFFER, False),
    ("nope. can we get a read replica set up for the reports", QUERY_OFFER, False),
    ("sweet. let's get stripe checkout wired into the pricing page", FORM_OFFER, False),
    # An answer that opens the ask takes the offer up; an answer alone or a question weighs it.
    ("yes, add the covering index for the status filter", QUERY_OFFER, True),
    ("let's do a strength meter with zxcvbn", FORM_OFFER, True),
    ("sure", FORM_OFFER, True),
    ("does the migration lock the table?", QUERY_OFFER, True),
    # No offer, nothing asked.
    ("restart the dev server", ADDED, False),
])
def test_new_work_leaves_what_the_agent_offered(words: str, before: Before, asked: bool) -> None:
    assert _cue(words, "agent_asked", before) == float(asked)


@pytest.mark.parametrize(("words", "then_more"), [
    # An operation after the answer is asked as such.
    ("yes, then commit and push", False),
    ("sure, open a draft PR", False),
    ("yes, and support days too", True),
    ("right, but quote the bad value", True),
])
def test_an_operation_after_an_answer_is_not_more_of_it(words: str, then_more: bool) -> None:
    assert _cue(words, "answer_then_more") == float(then_more)


@pytest.mark.parametrize(("words", "new_work"), [
    # What is told, then asked for in a closing clause: "it" is what was just told.
    ("the footer links on the pricing page are all 404s, fix it", True),
    ("no need. the password reset email never arrives, look into it", True),
    ("great, leave it at that. the staging cert expires next week, renew it", True),
    # The clause asks about what was just said, or only an answer opens it.
    ("the duration tests fail, fix it", False),
    ("yes, and quote the value in the error, fix that", False),
    ("the parser " * 400 + "fix it", False),
])
def test_a_defect_told_then_asked_for_is_new_work(words: str, new_work: bool) -> None:
    assert _cue(words, "asks_for_new_work") == float(new_work)


@pytest.mark.parametrize(("words", "new_work"), [
    # A wish for something not named before asks for it.
    ("it would be nice to have a dark mode toggle in the header", True),
    ("I'd love a weekly email with the slowest queries", True),
    ("we want a public status page for the api", True),
    # A wish about what was just made refines it.
    ("I want the error to name the bad value and its position", False),
    ("it would be nice to have days in the duration as well", False),
])
def test_a_wish_for_new_things_is_new_work(words: str, new_work: bool) -> None:
    assert _cue(words, "asks_for_new_work") == float(new_work)


@pytest.mark.parametrize(("words", "debug"), [
    # Mid-session, a defect told is one of the software, though it names no software word.
    ("the cart total goes negative when a coupon is applied twice", True),
    ("the sidebar flickers when the window is resized", True),
    # Said of the last reply, or no defect told.
    ("no, that's wrong", False),
    ("wrong one", False),
    ("hmm, somehow that still looks weird to me", False),
    ("the admin panel needs two-factor login", False),
    ("support days as well, like 2d", False),
])
def test_a_defect_told_in_everyday_words_asks_to_debug(words: str, debug: bool) -> None:
    assert features(words, ADDED.previous()).get("asks_for_debug", 0.0) == float(debug)
