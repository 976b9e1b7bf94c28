"""Observability and data fixes as kinds of work, read at first sight: the ninth table.

Two kinds of work come back for nearly every developer whose software runs somewhere and keeps
data, in every stack, worded far apart: the running software watched, piece by piece ("emit a
counter for failed logins", "add a Grafana panel for queue depth", "alert when the error rate >
2%", "add a span around the DB call", "log the job duration as a field", "wire Sentry into the
app"), and the stored data changed once ("backfill the new column for existing rows", "re-run
the import for March", "fix the orders with a null currency in prod", "migrate the old S3
objects to the new prefix", a one-off UPDATE, a rake or manage.py command, a dbt model or an
Airflow DAG run again for a period). Clustered by meaning, each fell apart by wording or in with
the features and the defects of its topic. So each is a kind of its own
(`tasks/observe_cues.py`, `tasks/data_fix_cues.py`): `observe`, `backfill`. The table was
written before the kinds read it, across Prometheus, OpenTelemetry, Datadog, StatsD,
CloudWatch, Sentry, Go, Rust, Python, SQL, rake, manage.py, dbt, Airflow and S3; with its
traps: a product's metric, dashboard, chart or alerts, JavaScript's `alert()`, logging in, an
HTML span, a counter on a button, a call path traced to be explained, a quantity told as a
symptom ("the error rate jumped, find out why"), an error tracker's finding, a schema migration
(even one that backfills), import statements and a product's import, tests re-run, code moved
between modules or frameworks, a defect of a page told with a null value, the tests, documents,
questions, reviews and commits about the kinds' things.

At first sight (the kinds as they were before this table), of the 42 requests of the two kinds
none was read as one: of the 22 about observability 9 got `feature` and 13 none; of the 20 data
fixes 2 got `feature` and 18 none. Of the 20 traps 14 were read as expected and 6 none; none of
the 24 look-alikes was given a new kind. Through the real store, the 6 sessions
(`helpers/sessions_kinds9.py`: a Django app with Claude Code, a Go service with Codex, a
TypeScript shop with the Copilot CLI), where 5 observability additions, 4 data fixes and 3
defects recur among 7 follow-ups: 11 of 12 requests of the recurring work were tasks, 0 of 7
follow-ups made tasks, 0 of 1 one-off question; pairs of requests of the same work in one
family and of other work apart: precision 1.00, recall 0.06, F1 0.11 (each request alone, but
two observability requests together in the features' family).

After the two kinds (read after speed work and before refactoring, so that a migration that
backfills stays the migration's, a test of a counter the tests', a slow dashboard speed work;
before debug and feature, so that an alert on a measured quantity or a span around a call is
observability, while a quantity told as a symptom stays a defect; their shapes are software
talk by themselves but for a job run again for a period, an everyday errand too), 41 of 42
requests, the same 14 of 20 traps (the 6 read none are of other kinds and name no software),
none of the 30 look-alikes given a new kind; the sessions: 11 of 12 tasks, 0 of 7 follow-ups
made tasks, 0 of 1 one-off; pairs precision 1.00, recall 0.94, F1 0.97: observability and data
fixes each whole and apart, the defects by topic as before. No expectation was changed after
the run. The cases in `TRIED` (18) and the last 6 look-alikes were written after the cues, to
try them where they could go wrong: of the 24, 2 were mended by their shape (a metric sent "as
a gauge", rows told bad "in prod" before "clean them up"), and the look-alikes tightened the
cues (a bare "errors" is no measured quantity, people's own metrics tracked, an admin
dashboard, a tool's readings told are not the work).

Earlier tables read differently since: seven requests for a metric, an alert on a measured
quantity, a trace span or a monitoring dashboard, once `feature` ("expose prometheus metrics
for queue depth", "add a Grafana alert when the error rate goes over 2%", "add a trace span
around the payment provider call", ... in `kinds_across_projects.py`, `kinds_fifth_sight.py`,
the fields and the sixth tables), are `observe`. On the labelled real split no request is
of the two kinds: the mined tasks, families and
judges are unchanged.

Still read otherwise, in `KNOWN_MISSES` and checked to stay so: a job run again for a period
with no software word ("re-send the invoices that failed to send on Monday"); a histogram or a
count alone, which may be a product's chart; a value set "for existing users", which may be a
product's default; a pasted `UPDATE ... SET plan=...` read as a plan; the 6 traps read none.
In the sessions (`SESSION_MISSES`), a defect told right after "nice" is taken for a remark on
the last reply and the defects are in families by topic. A question about the monitoring tool
after its work ("what's the difference between a histogram and a summary ...?") is a task of
its own since a definition asked of things no one named is read as one (the twenty-third table
of follow-ups).
"""

from __future__ import annotations

from datetime import UTC, datetime

from skillsleep.tasks.kinds import BY_ID
from skillsleep.workspace.plan import CODE_KINDS

from helpers.kinds_read import kinds_as_asked, kinds_not_given, known_misses_stay_wrong
from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import (
    families_of,
    follow_ups_go_on,
    kinds_apart,
    labelled_round,
    one_family_each,
    pair_figures,
    tasks_made,
)
from helpers.sessions_kinds9 import AGENT, BACKFILL, DEFECT, FOLLOWUP, OBSERVE, ONE_OFF, SESSIONS

NEW = ("observe", "backfill")

# Requests of the two kinds, across stacks and ways of saying them.
REQUESTS: list[tuple[str | None, str]] = [
    # Observability added: a metric (counter, gauge, histogram), a dashboard or its panel, an
    # alert on a measured quantity, a trace span or its attributes, structured log fields, an
    # error tracker wired in; Prometheus, OpenTelemetry, Datadog, StatsD, CloudWatch, Sentry.
    ("observe", "emit a counter for failed logins"),
    ("observe", "add a Grafana panel for queue depth"),
    ("observe", "alert when the error rate > 2%"),
    ("observe", "add a span around the DB call"),
    ("observe", "add structured log fields for request_id and user_id in the payment handler"),
    ("observe", "instrument the checkout service with OpenTelemetry"),
    ("observe", "expose a prometheus histogram for request latency on /search"),
    ("observe", "add a datadog monitor on the p99 of the orders api"),
    ("observe", "send a statsd gauge for the number of active websocket connections"),
    ("observe", "create a cloudwatch alarm when the lambda errors exceed 5 per minute"),
    ("observe", "add tracing to the kafka consumer so we can see where messages wait"),
    ("observe", "wire sentry into the fastapi app"),
    ("observe", "add a metric for cache hits and misses"),
    ("observe", "we need a dashboard for the ingestion pipeline: throughput, lag, errors"),
    ("observe", "page on-call if the queue backlog stays above 10k for 15 minutes"),
    ("observe", "tag the spans with the tenant id"),
    ("observe", "log the job duration as a field instead of inside the message"),
    ("observe", "add a counter metric in the Go worker for retries"),
    ("observe", "set up an alert rule in alertmanager for disk usage over 90%"),
    ("observe", "propagate the trace context through the http client"),
    ("observe", "add a /metrics endpoint to the rust service"),
    ("observe", "add a sentry breadcrumb before the payment call"),
    # Data backfilled, re-run or corrected once: a column filled for existing rows, an import
    # or a job run again for a period, bad rows fixed, objects moved, records reprocessed;
    # SQL UPDATE scripts, rake and manage.py commands, dbt, Airflow.
    ("backfill", "backfill the new column for existing rows"),
    ("backfill", "re-run the import for March"),
    ("backfill", "fix the orders with a null currency in prod"),
    ("backfill", "migrate the old S3 objects to the new prefix"),
    ("backfill", "write a one-off script to set status='archived' on projects untouched since "
                 "2022"),
    ("backfill", "backfill slugs for the existing articles"),
    ("backfill", "run the management command to recompute the cached totals for all invoices"),
    ("backfill", "write a rake task that fixes the duplicated emails in the users table"),
    ("backfill", "correct the timezone on the events imported last week, they're all shifted "
                 "by 2h"),
    ("backfill", "re-run the airflow DAG for the 1st to the 5th of June"),
    ("backfill", "rebuild the dbt model for the last 30 days"),
    ("backfill", "delete the orphaned rows in order_items whose order no longer exists"),
    ("backfill", "reprocess the failed webhooks from yesterday"),
    ("backfill", "write an UPDATE to set country to 'DE' where it's 'Germany'"),
    ("backfill", "copy the avatars from the old bucket to the new one"),
    ("backfill", "re-index all the products in elasticsearch after the mapping change"),
    ("backfill", "backfill the search vectors for old posts in batches of 1000"),
    ("backfill", "some users have negative balances in prod, write a script to fix them"),
    ("backfill", "re-send the invoices that failed to send on Monday"),
    ("backfill", "populate the new `display_name` column from first_name and last_name for "
                 "existing users"),
]

# Words of the two kinds that ask for other work, or for none.
TRAPS: list[tuple[str | None, str]] = [
    # A metric or a dashboard as a product's word, a product's alerts, alert() in JS.
    ("feature", "add a metrics page to the analytics dashboard showing weekly signups"),
    ("feature", "show the total revenue metric on the admin dashboard"),
    ("feature", "add a dashboard page for customers with their recent orders"),
    ("debug", "the alert() in the checkout form shows undefined"),
    ("feature", "alert the user when their upload fails"),
    ("feature", "send an email alert when a new order comes in"),
    # Log in, a symptom told by a metric, an error tracker's finding: defects.
    ("debug", "users can't log in after the password reset"),
    ("debug", "the error rate jumped to 5% after the deploy, find out why"),
    ("debug", "sentry shows a TypeError on the cart page, fix it"),
    # A schema migration, import statements, a failing import script.
    ("migration", "write a migration adding a currency column to orders"),
    ("migration", "add an alembic migration that renames created to created_at"),
    ("debug", "the import of lodash fails with ERR_MODULE_NOT_FOUND"),
    # Other work about the kinds' things: tests, docs, a question, a review, a commit.
    ("add-tests", "add a test that the login counter is incremented"),
    ("docs", "document the new metrics in the README"),
    ("explain", "what does the requests_total metric count?"),
    ("commit", "commit the tracing changes"),
    ("review", "review the PR that adds the backfill script"),
    # No software talked about.
    (None, "re-run the numbers for my tax return"),
    (None, "set an alarm for 7am"),
    (None, ""),
]

# A kind's words that ask for no work of that kind here.
NOT_OF_KIND: list[tuple[str, str]] = [
    ("observe", "replace the alert() with a toast"),
    ("observe", "log in the user right after signup"),
    ("observe", "add a login page"),
    ("observe", "add a span element around the price so we can style it"),
    ("observe", "the dashboard page crashes when the user has no projects"),
    ("observe", "add a counter to the like button"),
    ("observe", "add a chart of monthly active users to the analytics page"),
    ("observe", "the logs are full of deprecation warnings, silence them"),
    ("observe", "remove the console.log calls"),
    ("observe", "let users set price alerts on products"),
    ("observe", "trace the call path from the handler to the db and explain it"),
    ("observe", "why is the p99 so high?"),
    ("backfill", "add an import button for CSV contacts"),
    ("backfill", "sort the imports in utils.py"),
    ("backfill", "re-run the tests"),
    ("backfill", "the orders page crashes when the currency is null"),
    ("backfill", "migrate the project from webpack to vite"),
    ("backfill", "move the helper to utils/"),
    ("backfill", "write a migration that backfills the new column"),
    ("backfill", "let users fix typos in their past orders"),
    ("backfill", "handle a null currency in the order serializer"),
    ("backfill", "the import script crashes on row 512"),
    ("backfill", "re-run the failed CI job"),
    ("backfill", "fix the data model so orders have one currency"),
]

# Written after the cues, to try them where they could go wrong: a metric sent as a gauge, a
# monitor tuned, rows told bad in prod before "clean them up", a copied test in a table's
# component, broken imports in tests, a blog rebuilt for today, tests re-run for yesterday.
TRIED: list[tuple[str | None, str]] = [
    ("observe", "the datadog alerts for the api are too noisy, raise the threshold"),
    ("observe", "emit the retry count as a gauge from the scheduler"),
    ("observe", "notify us when memory usage goes above 80% on the workers"),
    ("observe", "add otel spans for each step of the checkout saga"),
    ("observe", "add a span around each redis lookup"),
    ("backfill", "regenerate the thumbnails for old posts"),
    ("backfill", "the users table in prod has rows with a null email, clean them up"),
    ("backfill", "recalculate all the order totals, the tax was wrong"),
    ("refactor", "delete the duplicated tests in the users table component"),
    ("checks", "some tests have broken imports, fix them"),
    ("checks", "re-run the failing tests for yesterday's build"),
    (None, "set the theme for older browsers"),
    (None, "rebuild the blog for today's post"),
    ("observe", "add a histogram for how long the pdf render takes"),
    ("observe", "count 5xx responses per route in prometheus"),
    ("backfill", "set a default avatar for existing users"),
    ("backfill", "reimport the stripe payouts since 2024-01"),
    ("backfill", "UPDATE users SET plan='free' WHERE plan IS NULL, run this on staging"),
]
# Written after the cues: a kind's words that must not give it.
NOT_OF_KIND += [
    ("observe", "let users track their fitness metrics"),
    ("observe", "show an alert on errors in the signup form"),
    ("observe", "add email alerts for failed payments to the customer"),
    ("observe", "build an admin dashboard for the api keys"),
    ("observe", "the spans for the nav items overlap on mobile"),
    ("observe", "the datadog traces show a 3s gap in the checkout, find out why"),
]

# Read otherwise, each checked to stay so (see the docstring): none of them with a wrong new
# kind.
KNOWN_MISSES: frozenset[str] = frozenset({
    # No software word: an everyday errand too.
    "re-send the invoices that failed to send on Monday",
    "reimport the stripe payouts since 2024-01",
    # Read none before and after: other kinds' words said of no software.
    "show the total revenue metric on the admin dashboard",
    "the alert() in the checkout form shows undefined",
    "alert the user when their upload fails",
    "send an email alert when a new order comes in",
    "users can't log in after the password reset",
    "sentry shows a TypeError on the cart page, fix it",
    # A histogram or a count alone may be a product's chart; "set" for existing users a
    # product's default; `plan` in a pasted UPDATE read as a plan.
    "add a histogram for how long the pdf render takes",
    "count 5xx responses per route in prometheus",
    "set a default avatar for existing users",
    "UPDATE users SET plan='free' WHERE plan IS NULL, run this on staging",
})




CASES = REQUESTS + TRAPS


test_a_request_gets_the_kind_it_asks_for = kinds_as_asked(CASES, KNOWN_MISSES)


test_a_known_miss_stays_read_otherwise = known_misses_stay_wrong(CASES + TRIED, KNOWN_MISSES)


test_the_cues_read_what_they_were_not_written_for_as_expected = kinds_as_asked(TRIED, KNOWN_MISSES)


test_a_kinds_word_alone_gives_no_kind = kinds_not_given(NOT_OF_KIND)


def test_the_new_kinds_are_in_the_taxonomy_and_the_table_is_large() -> None:
    assert set(NEW) <= set(BY_ID)
    # Observability is a change to the code, replayed in a workspace; data fixed is done to a
    # database or a bucket, outside the code.
    assert "observe" in CODE_KINDS and "backfill" not in CODE_KINDS
    assert sum(k in NEW for k, _ in REQUESTS) >= 40
    assert len(TRAPS) + len(NOT_OF_KIND) >= 30
    assert len({t for _, t in CASES + TRIED}) == len(CASES) + len(TRIED)


# Whole sessions through the real store: the recurring work among other work.
T0 = datetime(2026, 12, 3, 9, 0, tzinfo=UTC)
WORK = (OBSERVE, BACKFILL, DEFECT)


_mined, READING, WORK_REQUESTS, FOLLOWUPS, ONE_OFFS = labelled_round(
    SESSIONS, T0, AGENT, WORK, FOLLOWUP, ONE_OFF)

# Read otherwise in the sessions, each checked to stay so (see the docstring).
# A defect told right after "nice" is taken for a remark on the last reply, a question about
# the monitoring tool after its work for a follow-up of it; the defects' families are by topic.
SESSION_MISSES: frozenset[str] = frozenset({"k9-shop-1-3", DEFECT})


def _families(label: str) -> set[str | None]:
    return families_of(label, WORK_REQUESTS, READING, _mined())


test_a_request_of_work_is_a_task = tasks_made(WORK_REQUESTS + ONE_OFFS, _mined, SESSION_MISSES)
test_a_follow_up_goes_on_with_its_task = follow_ups_go_on(FOLLOWUPS, _mined, SESSION_MISSES)
test_requests_of_one_kind_of_work_land_in_one_family = one_family_each(WORK, _families,
                                                                       SESSION_MISSES)
test_different_work_lands_in_different_families = kinds_apart(WORK, _families, SESSION_MISSES)


def test_the_sessions_read_as_they_were_measured() -> None:
    mined = _mined()
    assert len(SESSIONS) >= 6
    assert sum(r in mined for r in WORK_REQUESTS) == len(WORK_REQUESTS) - 1 == 11
    assert sum(r in mined for r in FOLLOWUPS) == 0 and len(FOLLOWUPS) == 7
    assert sum(r in mined for r in ONE_OFFS) == 1 and len(ONE_OFFS) == 1
    precision, recall = pair_figures(WORK_REQUESTS, READING, mined)
    assert (round(precision, 2), round(recall, 2)) == (1.0, 0.94)
    assert {label: {mined[r][1] for r in WORK_REQUESTS if READING[r] == label}
            for label in WORK if label != DEFECT} == {OBSERVE: {"observe"},
                                                      BACKFILL: {"backfill"}}
