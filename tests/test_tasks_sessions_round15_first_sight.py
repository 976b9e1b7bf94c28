"""The same work asked again in other words, across Claude Code, Codex and the Copilot CLI: the
fifteenth batch, at first sight.

Where the earlier batches read the people's rules, this one reads their work: fifteen whole
sessions of three people on three repositories (a Go service with Claude Code, a FastAPI
service with Codex, a Next.js app with the Copilot CLI), in `helpers/sessions_round15.py`, each
of the recurring work people really repeat, worded otherwise in each session: a review's
comments pasted to be addressed (quoted with their lines, as a list under each file, over a
diff), a red CI job with its log (golangci-lint, pytest, `next build`), a test that fails now
and then (by its name, by its spec's report), a dependency moved to another version (by hand
after a bot's pull request failed, with its breakage fixed), a schema migration (goose,
prisma), an endpoint with its tests (by its method and path, by a heading "next:"), release
notes and a changelog entry; and work that shares their words but is of another kind: tests
written, tests looked over to be judged, a test to be fixed. Around them the follow-ups as
people type them: a correction of what was made, a log of the work just done failing, "push
it", "thanks", a question about the answer. Which requests are tasks of which recurring work,
and which are follow-ups, was written before the reader was run on them. Three of the sessions
are of five turns, the others of six to nine.

Measured on the fifteen sessions through the real miner and clustering before the reader was
changed for them: of the 21 requests of recurring work, 21 were tasks; of the 32 follow-ups, 7
were made tasks; of the 2 one-off requests, 1; pairs of requests of the same work in one family
and of other work apart: precision 0.64, recall 0.73, F1 0.68; of the 8 kinds of recurring work,
2 came out as a family of their own, whole. The misses: an endpoint asked for "with tests" or
"and tests for it" read as writing tests, so two endpoints shared a family with the tests
written and the third went elsewhere; tests looked over "to tell which are redundant" read as
failing checks, "red" found in "redundant"; a migration asked for by "need a ... migration"
read as no kind; a log pasted under "it fails on apply:" whose lines open on a date with slashes
(Go's `log`) read as typed words, and the migration file it names, which opens on digits, not
seen as the one the reply made; a correction of a thing the reply named ("the settings default
should be 1000 actually") read as new work. Reading Go's log lines as pasted, two shapes next to
them were mended as well, so that a log of one's own trial stays the work's: the request's last
line, right below a log's line, asking the agent something of it ("why does the third retry
give up right away?"), is typed, not the log's; and a log pasted under the person's trial of the
piece ("ran it against staging:", "tried it locally:") is the work's own, whatever it names.
After: 21 of 21 tasks; 5 follow-ups made tasks; 2
of 2 one-offs; pairs: precision 0.76, recall 0.86, F1 0.81; 5 of the 8 kinds of work whole and
apart. No expectation was changed after the run.

Since the kinds `deps` and `migration` (`test_tasks_kinds_seventh_first_sight.py`), the three
bumps share their kind's family and the migrations are apart from the endpoints: pairs precision
1.0, recall 1.0, all 8 kinds of work whole and apart; the variants of a migration needed are
`migration`. Before, a dependency bumped was no kind of work the reader named, the three bumps'
words too far apart in meaning to be clustered together, and a migration and an endpoint both
the feature kind's, in one family.

Still wrong, in `KNOWN_MISSES` and checked to stay so: "commit as ..." and "push" after the
work are operations of their own kinds, tasks by the taxonomy, where these people said them to
end the work; the findings of a review of tests taken up ("ok delete the duplicate and fix the
paging fixture"), the tests run once more "too", and a yes-or-no question about the cause
just told are read as new work.

Variants of the shapes mended, written after the batch from how people say such things, are
below, each with its tests: an endpoint opened on, with its tests, and tests for an endpoint; tests
looked over, and failing tests gone over; a migration needed, and one asked about; a log line
opening on a date with slashes; a file opening on digits named in a log and a reply; a thing the
exchange named corrected, and one no one named; a question right below a log, and a log's own
last line; a log of the piece tried.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from skillsleep.tasks.followups import Previous, decide
from skillsleep.tasks.instruction import instruction_of
from skillsleep.tasks.kinds import kind_of

from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import (
    families_of,
    kinds_whole,
    labelled_round,
    pair_figures,
    session_tests,
)
from helpers.sessions_round15 import (
    ADD_TESTS,
    AGENT,
    BUMP,
    CHECKS,
    ENDPOINT,
    FOLLOWUP,
    MIGRATION,
    ONE_OFF,
    RELEASE,
    REVIEW,
    REVIEW_TESTS,
    SESSIONS,
)

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
WORK = (REVIEW, CHECKS, BUMP, MIGRATION, RELEASE, ENDPOINT, ADD_TESTS, REVIEW_TESTS)


_mined, READING, REQUESTS, FOLLOWUPS, ONE_OFFS = labelled_round(
    SESSIONS, T0, AGENT, WORK, FOLLOWUP, ONE_OFF)

# Read otherwise than written before the run, each checked to stay so (see the docstring).
KNOWN_MISSES: frozenset[str] = frozenset({
    # Follow-ups made tasks.
    "ledger-bump-4",      # "commit as chore(deps): ..." after the bump: a commit, by its kind
    "kiln-review-4",      # "cool, push": a push, by its kind
    "kiln-ci-2",          # "was it the merge of #219?": a question about the cause just told
    "kiln-tests-6",       # "ok delete the duplicate and fix ...": the review's findings taken up
    "harbor-release-6",   # "run the e2e suite too before I look": the checks run once more
})


(test_a_request_of_recurring_work_is_a_task, test_a_one_off_request_is_a_task,
 test_a_follow_up_goes_on_with_its_task, test_requests_of_one_kind_of_work_land_in_one_family,
 test_different_work_lands_in_different_families) = session_tests(
    REQUESTS, ONE_OFFS, FOLLOWUPS, WORK, READING, _mined, KNOWN_MISSES)


def _families(label: str) -> set[str | None]:
    return families_of(label, REQUESTS, READING, _mined())


def test_the_batch_reads_as_it_was_measured() -> None:
    mined = _mined()
    assert sum(r in mined for r in REQUESTS) == len(REQUESTS) == 21
    assert sum(r in mined for r in FOLLOWUPS) == 5 and len(FOLLOWUPS) == 32
    assert sum(r in mined for r in ONE_OFFS) == len(ONE_OFFS) == 2
    precision, recall = pair_figures(REQUESTS, READING, mined)
    assert round(precision, 2) == 1.0 and round(recall, 2) == 1.0
    whole = kinds_whole(WORK, _families)
    assert len(whole) == 8


# Variants of the shapes mended, written after the batch: the kind each request asks for.
KINDS: list[tuple[str | None, str]] = [
    # An endpoint opened on, with its tests: the endpoint is the work.
    ("endpoint", "add GET /api/orders/{id}/items with tests"),
    ("endpoint", "implement POST /v2/payouts and write integration tests for it"),
    ("endpoint", "we need a delete route for comments, DELETE /comments/:id, plus tests"),
    ("endpoint", "next: an endpoint that lists a user's sessions, with a test or two"),
    ("endpoint", "add an endpoint to export the audit log as csv, and tests for it"),
    ("endpoint", "i need a new route for the webhook callbacks from stripe, tests too"),
    ("endpoint", "create a healthz endpoint that pings the database, with a unit test"),
    # Tests for an endpoint are tests.
    ("add-tests", "write tests for the /users endpoint"),
    ("add-tests", "add an endpoint test for GET /health"),
    ("add-tests", "add a route test for the login redirect"),
    ("add-tests", "add integration tests for POST /orders"),
    # Tests looked over to be judged, and failing tests gone over to be fixed.
    ("review", "look over the tests in pkg/billing and tell me which ones are pointless"),
    ("review", "go through the specs in spec/models, anything redundant or badly named?"),
    ("review", "read over our test suite for the parser and say what's missing"),
    ("checks", "go over the failing tests in the CI run and fix them"),
    # "red" a word of its own: a red job, not "redundant", "redirect".
    ("checks", "the lint job is red since this morning"),
    ("checks", "integration tests red on main, no idea why"),
    # A migration needed, and one asked about.
    ("migration", "need an alembic migration that adds a nullable `archived_at` column"),
    ("migration", "we need a flyway migration creating the audit_events table"),
    ("migration", "I need a knex migration that adds an index on orders.customer_id"),
]


@pytest.mark.parametrize(("kind", "text"), KINDS, ids=[t for _, t in KINDS])
def test_a_variant_gets_the_kind_it_asks_for(kind: str | None, text: str) -> None:
    found = kind_of(text)
    assert (found.id if found else None) == kind


# Asked about or named in passing: not the kind the mended cues read.
NOT_THOSE: list[tuple[str, str]] = [
    ("feature", "do we need a migration for this column?"),
    ("checks", "the tests for the redirect middleware look redundant to me, thoughts?"),
    ("checks", "are the redis tests redundant with the cache ones?"),
    ("feature", "add a route test for the signup redirect"),
    ("feature", "write tests for the new endpoint"),
    ("review", "look through the specs that broke after the upgrade and fix them"),
    ("feature", "an endpoint for the exports keeps timing out since the deploy"),
    ("feature", "a route for the admin page returns 404 after the upgrade"),
]


@pytest.mark.parametrize(("kind", "text"), NOT_THOSE, ids=[t for _, t in NOT_THOSE])
def test_a_look_alike_does_not_get_the_kind(kind: str, text: str) -> None:
    found = kind_of(text)
    assert found is None or found.id != kind


# Lines as Go's `log` package prints them, under a few words: what is pasted, not typed.
GO_LOG = [
    "2026/11/03 09:17:22 goose run: ERROR 0042_add_users.sql: failed to run SQL migration",
    "2025/01/14 23:05:41 listen tcp :8080: bind: address already in use",
    "2024/06/30 07:00:00 http: panic serving 10.0.0.4:51234: runtime error: index out of range",
]


@pytest.mark.parametrize("line", GO_LOG)
def test_a_go_log_line_is_pasted(line: str) -> None:
    ins = instruction_of(f"it fails when I start it:\n\n{line}")
    assert line not in ins.words and "log" in ins.payload_kinds


def test_a_dated_sentence_with_slashes_is_typed() -> None:
    ins = instruction_of("on 2026/11/03 we moved the jobs to the new queue, check them")
    assert "moved the jobs" in ins.words


# The work just done failing, by a file that opens on digits (a migration's), as a reply and a
# log name it: the failure is the work's.
FAILED_MIGRATIONS: list[tuple[str, str, str]] = [
    ("write a knex migration that adds a status column to orders",
     "Added `migrations/20261104093000_add_status_to_orders.js` with the column, "
     "`notNullable()`.",
     "doesn't run:\n\nError: migration file \"20261104093000_add_status_to_orders.js\" failed\n"
     "error: alter table \"orders\" add column \"status\" varchar(255) not null - column "
     "\"status\" contains null values"),
    ("a migration for the invoices table please",
     "Added `db/migrations/000042_create_invoices.up.sql` and the matching down file.",
     "nope:\n\n2026/11/04 10:02:11 error: 000042_create_invoices.up.sql: pq: relation "
     "\"customers\" does not exist"),
]


@pytest.mark.parametrize(("request_", "reply", "text"), FAILED_MIGRATIONS, ids=["knex", "go"])
def test_a_migration_of_the_reply_failing_goes_on_with_its_task(request_: str, reply: str,
                                                                 text: str) -> None:
    previous = Previous(kind_of(request_), reply, T0, request=request_)
    assert not decide(text, previous, T0 + timedelta(minutes=2)).new


# A thing the exchange named, corrected; and one no one named, wished otherwise.
CORRECTIONS: list[tuple[str, str, str, bool]] = [
    ("add retries to the http client",
     "The client retries with `backoff = 2s` between tries, up to 5 tries.",
     "the backoff should be 500ms actually", False),
    ("paginate the invoices list",
     "The page size comes from `settings.PAGE_SIZE` (default 50) and the view reads it.",
     "that default needs to be 100 instead, 50 is too few", False),
    ("write a migration that marks orders as archived",
     "Added the `archived` column as `boolean NOT NULL DEFAULT false`.",
     "the column should be a timestamp instead, archived_at", False),
    ("add retries to the http client",
     "The client retries with `backoff = 2s` between tries, up to 5 tries.",
     "the sidebar should be collapsible instead of fixed on mobile", True),
]


@pytest.mark.parametrize(("request_", "reply", "text", "new"), CORRECTIONS,
                         ids=[t for _, _, t, _ in CORRECTIONS])
def test_a_correction_of_what_was_named_goes_on(request_: str, reply: str, text: str,
                                                new: bool) -> None:
    previous = Previous(kind_of(request_), reply, T0, request=request_)
    assert decide(text, previous, T0 + timedelta(minutes=2)).new is new


# The last line right below a log's lines, asking the agent something of it: the person's.
ASKED_BELOW_A_LOG: list[tuple[str, str]] = [
    ("ran the import again:\n2026/11/04 08:12:09 imported 0 rows from orders.csv\n"
     "2026/11/04 08:12:09 done in 3ms\nwhy zero rows?", "why zero rows?"),
    ("still:\n2026-11-04 08:12:09,114 ERROR worker: lost connection to broker\n"
     "can you check the reconnect logic", "can you check the reconnect logic"),
    ("here:\nFAILED tests/test_dates.py::test_leap_year - assert 28 == 29\n"
     "is that the timezone thing again?", "is that the timezone thing again?"),
]


@pytest.mark.parametrize(("text", "asked"), ASKED_BELOW_A_LOG,
                         ids=[a for _, a in ASKED_BELOW_A_LOG])
def test_a_question_right_below_a_log_is_typed(text: str, asked: str) -> None:
    ins = instruction_of(text)
    assert asked in ins.words and asked not in ins.payload


def test_a_log_line_of_its_own_below_a_log_stays_pasted() -> None:
    ins = instruction_of("it fails:\n2026/11/04 08:12:09 dial tcp: connection refused\n"
                         "exit status 1")
    assert "exit status 1" not in ins.words


# What the person saw of the piece by trying it, pasted, whatever it names: the work's own.
TRIED_AND_PASTED: list[tuple[str, str, str]] = [
    ("make the sync retry when the api rate limits us",
     "The sync now retries on 429 with the delay from `Retry-After`, up to 3 times.",
     "ran it against prod:\n2026/11/04 09:00:01 sync: 429, waiting 60s\n"
     "2026/11/04 09:01:01 sync: 429, waiting 60s\n2026/11/04 09:02:01 sync: giving up\n"
     "why does it wait the full minute every time instead of backing off?"),
    ("cache the exchange rates for an hour",
     "Rates are cached in Redis for 3600s under `fx:<base>`; a miss fetches and stores them.",
     "tried it locally:\n2026-11-04 09:14:02 INFO fetched rates EUR in 812ms\n"
     "2026-11-04 09:14:09 INFO fetched rates EUR in 790ms\nis it even hitting the cache?"),
]


@pytest.mark.parametrize(("request_", "reply", "text"), TRIED_AND_PASTED, ids=["sync", "cache"])
def test_a_log_of_the_piece_tried_goes_on_with_its_task(request_: str, reply: str,
                                                        text: str) -> None:
    previous = Previous(kind_of(request_), reply, T0, request=request_)
    assert not decide(text, previous, T0 + timedelta(minutes=3)).new
