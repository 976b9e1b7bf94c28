"""A sixth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people talk to coding agents in long sessions in general, before the
cues were looked at for it, and its figure was taken with the model as it then was.

Its shapes are those of long sessions. The exchanges: a parser fixed, a branch pushed for CI, a
pull request opened, an index added to one table, a branch reviewed by the agent with numbered
findings, a dark mode toggle added, a compose file changed for the database. The follow-ups
paste the output of the agent's own change failing, with a word or none; say it is "still
broken" or gives the "same error"; restate the task the agent got wrong ("I asked for the index
on email, not created_at"); pick among the agent's own findings ("fix 1 and 3"); or ask for the
same again on another object ("now the same for the orders table": the labels count "do the same
for X" as a follow-up, it names no work of its own). The new tasks name work of their own in the
same area right after the agent finished, paste an issue or a ticket, come after thanks ("ok
cool. ..."), open with "also", or paste a reviewer's comments to address (the labels give those
a kind of work of their own, pull-request feedback, whatever the pull request).

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked
to stay wrong, so the table's figure is the real one: a change that fixes one moves it out of
the list, a change that breaks one fails the test. At first sight the model made 15 of the 40
follow-ups tasks and 9 of the 40 new tasks follow-ups; after the cues it led to (the lines test
runners, browsers and docker compose print are read as pasted; a log that names files or code
of the work just done is that work failing, and asks for no repair of its own; a paste's first
line asks nothing when nothing was typed), 9 and 9. The failures still taken for new work name
none of the reply's files or code ("api-1 | ... could not translate host name"), or are told in
words of a defect ("toggle does nothing, console says"); the new tasks that open with "also"
stay missed, as "also" adds to the work in progress as often ("also add a Rollback plan
section"). Work named as the next piece ("the settings page needs a language picker next") is
decided right since the reading of the fourteenth table, and an issue pasted from its number
("#231 Dark flash ...") since the reading of the seventeenth.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.instruction import instruction_of

from helpers.exchanges import (
    Before,
    cue,
    decision_tests,
)

PARSER_FIXED = Before(
    "the csv importer chokes on blank lines at the end of the file, fix it",
    "Fixed: `importer/reader.py` now skips lines that are empty or only whitespace before it "
    "splits them, so trailing blank lines no longer raise `IndexError`. I added "
    "`test_trailing_blank_lines` to `tests/test_reader.py`; all 87 tests pass.")
PUSHED_FOR_CI = Before(
    "make the http client retry on 502 and 503 with backoff",
    "`ApiClient.send` now retries up to 4 times on 502 and 503, waiting 0.5 s, 1 s, 2 s and 4 s. "
    "The retry loop is in `client/retry.py` with tests in `tests/test_retry.py`. I pushed the "
    "branch `feat/client-retry`; CI should pick it up in a minute.")
PR_OPENED = Before(
    "add rate limiting to the public api, 100 requests a minute",
    "I added a `RateLimitMiddleware` backed by Redis (a fixed window per client IP, 100 requests "
    "a minute, answering 429 with a `Retry-After` header) and registered it for `/api/v1`. "
    "Tests cover the limit and the reset. Opened PR #512 against main.")
INDEX_ADDED = Before(
    "the users list is slow when sorted by signup date, add an index",
    "Added migration `0031_users_created_at_idx` which creates an index on `users(created_at)` "
    "concurrently, so it does not lock the table. Locally the sorted query went from 1.8 s to "
    "12 ms. The migration ran cleanly against the dev database.")
REVIEWED = Before(
    "review my branch before I open the PR",
    "Here is what I found:\n1. `OrderService.cancel` refunds before it checks the order state, "
    "so a shipped order can be refunded.\n2. `calc_tax` is duplicated in `cart.py` and "
    "`invoice.py`.\n3. The new endpoint has no test for the 404 case.\n4. `tmp_fix` is not a "
    "great name for the feature flag.\nThe rest looks good.")
DARK_MODE = Before(
    "add a dark mode toggle to the settings page",
    "Done. The settings page has a Dark mode switch; the choice is stored in localStorage and "
    "applied by setting `data-theme=\"dark\"` on `<html>`, and the colours come from CSS "
    "variables in `theme.css`. I checked it in Chrome and Firefox.")
COMPOSE_FIXED = Before(
    "the api container can't connect to postgres",
    "The api used `localhost:5432`, which inside the container is the container itself. I "
    "changed `DATABASE_URL` in `docker-compose.yml` to point at the `db` service and added "
    "`depends_on` with a health check. Rebuild with `docker compose up --build` and it should "
    "connect.")

_PYTEST_FAIL = """\
============================= FAILURES =============================
_______________________ test_quoted_newlines _______________________

    def test_quoted_newlines():
>       rows = list(read_rows(io.StringIO('a,"b\\n\\nc"\\n')))
E       AssertionError: assert [['a', 'b'], ['c"']] == [['a', 'b\\n\\nc']]

tests/test_reader.py:41: AssertionError
==================== 1 failed, 86 passed in 3.12s ===================="""
_CI_LOG = """\
Run pytest -q
........................F.....
FAILED tests/test_retry.py::test_gives_up_after_four_attempts - AssertionError: \
assert 5 == 4
1 failed, 29 passed in 9.81s
Error: Process completed with exit code 1."""
_CI_LOG_TIMEOUT = """\
##[group]Run pytest -q tests/test_retry.py
FAILED tests/test_retry.py::test_backoff_sleeps - Failed: Timeout >10.0s
##[endgroup]
##[error]Process completed with exit code 1."""
_COMPOSE_LOG = """\
api-1  | sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate \
host name "db" to address: Name or service not known
api-1  | ERROR:    Application startup failed. Exiting.
api-1 exited with code 3"""
_MIGRATION_ERROR = """\
Running migrations:
  Applying accounts.0031_users_created_at_idx...
django.db.utils.NotSupportedError: CREATE INDEX CONCURRENTLY cannot run inside a transaction \
block"""
_CONSOLE_ERROR = """\
Uncaught TypeError: Cannot read properties of null (reading 'setAttribute')
    at applyTheme (theme.js:9:31)
    at HTMLInputElement.onToggle (settings.js:44:5)"""
_REDIS_TRACE = """\
Traceback (most recent call last):
  File "api/middleware/ratelimit.py", line 27, in __call__
    count = await self.redis.incr(key)
redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused."""

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # The agent's own change failing, pasted with a word or none.
    ("pasted failure", PARSER_FIXED, _PYTEST_FAIL),
    ("pasted failure", PARSER_FIXED, "hmm\n\n" + _PYTEST_FAIL),
    ("pasted failure", PARSER_FIXED, "this one broke now:\n" + _PYTEST_FAIL),
    ("pasted failure", PUSHED_FOR_CI, _CI_LOG),
    ("pasted failure", PUSHED_FOR_CI, "CI:\n\n" + _CI_LOG),
    ("pasted failure", PUSHED_FOR_CI, "red again\n" + _CI_LOG_TIMEOUT),
    ("pasted failure", PUSHED_FOR_CI, _CI_LOG_TIMEOUT + "\n\n?"),
    ("pasted failure", COMPOSE_FIXED, _COMPOSE_LOG),
    ("pasted failure", COMPOSE_FIXED, "after the rebuild:\n\n" + _COMPOSE_LOG),
    ("pasted failure", INDEX_ADDED, _MIGRATION_ERROR),
    ("pasted failure", INDEX_ADDED, "migrate fails\n\n" + _MIGRATION_ERROR),
    ("pasted failure", DARK_MODE, "toggle does nothing, console says\n\n" + _CONSOLE_ERROR),
    ("pasted failure", PR_OPENED, _REDIS_TRACE + "\n\nwhen I run the tests locally"),
    # Still broken, the same error.
    ("still broken", COMPOSE_FIXED, "still broken"),
    ("still broken", COMPOSE_FIXED, "same error"),
    ("still broken", COMPOSE_FIXED, "nope, same thing after docker compose down -v"),
    ("still broken", DARK_MODE, "still doesn't switch in safari"),
    ("still broken", PARSER_FIXED, "it still blows up on the files exported from excel"),
    ("still broken", PUSHED_FOR_CI, "didn't help, the pipeline is still red"),
    ("still broken", INDEX_ADDED, "still 2 seconds on staging"),
    # Corrections that restate the task.
    ("restated", INDEX_ADDED, "I asked for the index on users.email, not created_at"),
    ("restated", PARSER_FIXED,
     "no, I meant lines with only commas too, like ,,,, — those are blank rows as well"),
    ("restated", DARK_MODE, "the toggle should be in the header so it works on every page"),
    ("restated", PR_OPENED, "no no, the limit is per api key, not per ip"),
    ("restated", PUSHED_FOR_CI,
     "I wanted exponential backoff with jitter, what you wrote is fixed steps"),
    ("restated", COMPOSE_FIXED,
     "to be clear: the api has to use the postgres running on my host, not a container"),
    ("restated", REVIEWED, "I meant review it for security, not style"),
    # The agent's own findings, picked.
    ("findings", REVIEWED, "fix 1 and 3, leave 2 for now"),
    ("findings", REVIEWED, "address all of them except the naming one"),
    ("findings", REVIEWED, "go ahead with all four"),
    ("findings", REVIEWED, "is 1 really possible? cancel is only called from the admin"),
    # The same again on another object, or an answer.
    ("same again", INDEX_ADDED, "now the same for the orders table"),
    ("same again", DARK_MODE, "same for the admin dashboard please"),
    ("same again", PARSER_FIXED, "and for the tsv reader too"),
    ("answer", PR_OPENED, "ok, merge it"),
    ("answer", COMPOSE_FIXED, "works now, thanks!"),
    ("question", PUSHED_FOR_CI, "why does it pass locally then?"),
    ("question", PR_OPENED, "what happens when redis is down, does every request fail?"),
    ("question", INDEX_ADDED, "will concurrently work inside the migration's transaction?"),
    ("question", DARK_MODE, "does it follow the OS setting on first visit?"),
]

_ISSUE = """\
**Export fails for large accounts**

Steps to reproduce:
1. Log in as an account with more than 10k invoices
2. Go to Billing > Export and choose CSV

Expected: the file downloads
Actual: the request times out after 30s and nothing downloads"""
_TICKET = """\
PROJ-412: Bulk deactivate users

As an admin I want to select several users in the admin list and deactivate them at once, \
so that offboarding a team does not take one click per person.

Acceptance criteria:
- checkbox per row and a select-all
- a confirmation dialog that lists the names
- deactivated users are logged out of every session"""
_BUG_REPORT = """\
Bug: timestamps in the activity feed show UTC instead of the user's timezone

Reported by two customers in Sydney. The feed shows "3:00 AM" for an event that happened at \
1 PM their time. The user's timezone is saved in their profile."""
_GITHUB_ISSUE = """\
#231 Dark flash on page load

When dark mode is on and you reload any page, it flashes white for a moment before the dark \
theme applies. Happens in every browser, worse on slow connections."""
_REVIEW_COMMENTS = """\
> api/middleware/ratelimit.py line 18: the key should include the route, otherwise one busy \
endpoint locks a client out of all of them
> api/middleware/ratelimit.py line 31: use a sliding window, fixed windows allow 200 requests \
across a boundary
> tests/test_ratelimit.py: the test sleeps for 61 s, mock the clock instead"""
_REVIEWER_NOTES = """\
From Maria on the PR:
- retry.py: the backoff should be capped, otherwise a long outage sleeps for minutes
- we never retry on connection errors, only on status codes
- the tests should not really sleep"""

NEW_TASKS: list[tuple[str, Before, str]] = [
    # Work of its own in the same area, right after the agent finished.
    ("same area", INDEX_ADDED, "add a unique constraint on orders.reference"),
    ("same area", INDEX_ADDED, "write a migration that archives orders older than two years"),
    ("same area", DARK_MODE, "the settings page needs a language picker next"),
    ("same area", PARSER_FIXED, "make the importer report the line number of each bad row"),
    ("same area", COMPOSE_FIXED, "add a redis service to the compose file for the cache"),
    ("same area", PUSHED_FOR_CI, "add a circuit breaker to the payments client"),
    ("same area", PR_OPENED, "now write the api docs for the v1 endpoints"),
    # An issue or a ticket, pasted.
    ("pasted issue", PARSER_FIXED, "can you take this one?\n\n" + _ISSUE),
    ("pasted issue", DARK_MODE, _GITHUB_ISSUE),
    ("pasted issue", INDEX_ADDED, _TICKET),
    ("pasted issue", INDEX_ADDED, "next ticket:\n\n" + _TICKET),
    ("pasted issue", COMPOSE_FIXED, _BUG_REPORT + "\n\nlook into this"),
    ("pasted issue", PR_OPENED, "here's the next one from the board\n\n" + _BUG_REPORT),
    ("pasted issue", PUSHED_FOR_CI, _ISSUE + "\n\nfix this"),
    # After thanks or "ok cool".
    ("after thanks", PARSER_FIXED, "thanks! can you add a --verbose flag to the import command"),
    ("after thanks", COMPOSE_FIXED, "ok cool. the search box ignores accents, café finds nothing"),
    ("after thanks", DARK_MODE,
     "perfect, thank you. let's write a section in the README on deploying to fly.io"),
    ("after thanks", INDEX_ADDED, "great. how do I see which queries are slowest in postgres?"),
    ("after thanks", PR_OPENED, "thanks. set up a nightly job that prunes expired sessions"),
    ("after thanks", PUSHED_FOR_CI, "cool, green now. the login page has no favicon"),
    ("after thanks", REVIEWED, "ok thanks, I'll fix those myself. write a seed script for demo "
     "data"),
    ("after thanks", COMPOSE_FIXED, "nice, it connects. what's eating all the disk in /var/lib/"
     "docker?"),
    # Opening with "also".
    ("also", PARSER_FIXED, "also, the favicon is missing on the docs site"),
    ("also", DARK_MODE, "also can you bump eslint to v9"),
    ("also", PUSHED_FOR_CI, "also add a make target that runs the e2e tests"),
    ("also", INDEX_ADDED,
     "also: the invoice reminder cron runs twice a day instead of once"),
    ("also", PR_OPENED, "also, write a CONTRIBUTING.md with how to run the tests"),
    ("also", COMPOSE_FIXED, "also the mailer logs every email body at info level, remove that"),
    ("also", REVIEWED, "also, how do I squash the last five commits?"),
    # A reviewer's comments, pasted to be addressed.
    ("review comments", PR_OPENED, "address these\n\n" + _REVIEW_COMMENTS),
    ("review comments", PR_OPENED, _REVIEW_COMMENTS),
    ("review comments", PUSHED_FOR_CI, _REVIEWER_NOTES + "\n\ncan you handle these?"),
    # Other new work, said plainly after the agent finished.
    ("plain", PARSER_FIXED, "write a benchmark for the importer with a 1 GB file"),
    ("plain", DARK_MODE, "the avatar upload fails for png files over 2 MB"),
    ("plain", COMPOSE_FIXED, "how do I run just one test file with vitest?"),
    ("plain", PUSHED_FOR_CI, "rename the `utils` package to `common` across the repo"),
    ("plain", INDEX_ADDED, "set up sentry for the frontend"),
    ("plain", REVIEWED, "let's plan the move from REST to GraphQL for the mobile app"),
    ("plain", PR_OPENED, "delete the feature flags we no longer use"),
    ("plain", DARK_MODE, "translate the onboarding emails into German"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    'api-1  | sqlalchemy.exc.OperationalError: (psyco',
    'Running migrations:\n  Applying accounts.0031_use',
    'migrate fails\n\nRunning migrations:\n  Applying ac',
    'toggle does nothing, console says\n\nUncaught Type',
    'Traceback (most recent call last):\n  File "api/m',
    "didn't help, the pipeline is still red",
    'fix 1 and 3, leave 2 for now',
    'also: the invoice reminder cron runs twice a day',
    'also the mailer logs every email body at info le',
    'address these\n\n> api/middleware/ratelimit.py lin',
    # A question about the reply after work of a kind, taken for new work as the one about
    # redis is: decided right only while "... is slow, add an index" was of no kind.
})


(test_a_request_is_told_a_new_task_or_a_follow_up_at_sixth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(40, 40))


@pytest.mark.parametrize(("words", "typed"), [
    # The lines a test runner, a browser, a framework or docker compose prints are pasted.
    ("hmm\n\n" + _PYTEST_FAIL, "hmm"),
    ("CI:\n\n" + _CI_LOG, "CI:"),
    ("after the rebuild:\n\n" + _COMPOSE_LOG, "after the rebuild:"),
    ("toggle does nothing, console says\n\n" + _CONSOLE_ERROR,
     "toggle does nothing, console says"),
    ("hmm\n..........F..s\n2 failed, 40 passed in 1.20s", "hmm"),
    ("seeing\nkeystore.errors.KeyStoreError: key 'signing' not found", "seeing"),
    # Typed words that look like none of them.
    ("E2E tests are flaky again, fix them", "E2E tests are flaky again, fix them"),
    ("the =, _ and - keys do nothing", "the =, _ and - keys do nothing"),
    ("web-1 is the host that fails", "web-1 is the host that fails"),
])
def test_what_tools_print_is_read_as_pasted(words: str, typed: str) -> None:
    assert instruction_of(words).words == typed


@pytest.mark.parametrize(("words", "before", "fails"), [
    # A log naming a file, a test or a migration of the work just done.
    (_PYTEST_FAIL, PARSER_FIXED, True),
    ("CI:\n\n" + _CI_LOG, PUSHED_FOR_CI, True),
    ("red again\n" + _CI_LOG_TIMEOUT, PUSHED_FOR_CI, True),
    # A log of other code, or no log.
    (_PYTEST_FAIL, PUSHED_FOR_CI, False),
    (_COMPOSE_LOG, PARSER_FIXED, False),
    ("tests/test_reader.py fails", PARSER_FIXED, False),
])
def test_a_log_naming_the_work_just_done_is_its_failure(words: str, before: Before,
                                                        fails: bool) -> None:
    assert cue(words, "pastes_a_failure_of_the_work", before) == float(fails)
    if fails:  # repairing it is the work in progress, not a kind of work asked for
        assert not any(cue(words, name, before) for name in
                       ("asks_operation", "asks_kind", "asks_kind_implicitly"))


@pytest.mark.parametrize(("words", "imperative"), [
    # Nothing typed: the paste's first line stands for the words, and asks nothing, though
    # the failure of the work just done asks for no kind of work either.
    (_CI_LOG, False),
    # Typed, in the imperative.
    ("Run the seed script on staging", True),
])
def test_a_pasted_line_asks_nothing(words: str, imperative: bool) -> None:
    assert cue(words, "asks_in_imperative", PUSHED_FOR_CI) == float(imperative)
