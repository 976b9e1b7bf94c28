"""The same work asked again in other words, on the stacks most people work on: the eighteenth
batch, at first sight.

Twelve whole sessions of three people, in `helpers/sessions_round18.py`: Go services speaking
gRPC with a Rust command line tool beside them (Claude Code), a Django and FastAPI product with
Celery workers (Codex), a TypeScript monorepo of Next.js and NestJS in pnpm workspaces with a
Spring Boot service built with Gradle (the Copilot CLI). The recurring work is the everyday work
of services, each worded otherwise each time, typed in a line or pasted at length: an endpoint
or RPC added with its proto or OpenAPI change ("we need a RefundPayment rpc on ...", "new
endpoint in the fastapi booking service: GET ...", "POST /orders/:id/returns in apps/api ...",
"need an endpoint to move stock ..."), a flaky test made deterministic (a Go test's diff, a
pytest failure on the nightly, a Playwright timeout), a dependency moved to a version that
breaks the code (clap 3 to 4, Django 4.2 to 5.1, Next 14 to 15), a pull request's reviews
addressed (threads pasted under their reviewers' names), a list endpoint paged and filtered
(AIP-158's page token, DRF's cursor pagination, server side paging of an admin table), a
runbook or a decision record written, and a hotfix branch cut from a release with a fix picked
onto it. Among them work that shares their words and is other: a new test (not a flaky one), a
dependency added (not moved), a Playwright test for another path. Around them the follow-ups as
people type them: corrections, a check failing after the work, "push it and open the PR", a
question about the answer, "commit", "k". Which requests are tasks of which recurring work, and
which are follow-ups, was written before the reader was run on them.

Measured through the real miner and clustering before the reader was changed for them: of the
22 requests of recurring work, 20 were tasks; of the 27 follow-ups, 9 were made tasks; of the 6
one-offs, 6; pairs of requests of the same work in one family and of other work apart:
precision 0.62, recall 0.38, F1 0.47; of the 7 kinds of recurring work, 1 (the runbooks and
decision records, read as docs) came out as a family of its own, whole. The misses mended, each
by its shape: an endpoint and a list's paging were no kinds (an endpoint read as a feature or
as nothing, paging as a feature, a defect or nothing, and two paging requests after finished
work went on with it); a flaky test told by how often it fails ("intermittently times out",
"1 in 5 runs") read as a defect; a dependency's move told as under way ("moving to django 5.1
from 4.2") read as failing checks by the traceback under it; reviews named by their reviewers
("review from Ines and Tom on the transfers PR") read as a defect; commits picked onto a
release branch and tagged read as a release; a correction of a thing named, told by what it
does now ("an invalid page_token should be InvalidArgument, right now it panics"), read as a
defect. After: 22 of 22 tasks; 8 follow-ups made tasks; 6 of 6 one-offs; pairs: precision
1.00, recall 1.00, F1 1.00; 7 of the 7 kinds of work whole and apart. No expectation was
changed after the run. Sixteen requests that earlier tables held to be features, written when
an endpoint and paging were none ("add an endpoint to delete a user's account", "add GET
/api/orders/{id}/items with tests", "we need a delete route for comments, DELETE /comments/:id,
plus tests", "paginate the orders list", "implement pagination for the /users endpoint", ...),
are the endpoint's or paging's now; a `/metrics` endpoint stays observability's, and paging a
command's output ("add paging to the output") stays a feature.

Still wrong, in `KNOWN_MISSES` and checked to stay so: follow-ups made tasks, by the kind their
words ask for: a checker failing on the work just made ("buf lint is failing: ..."), a
regression of the upgrade told ("the help output colors are gone"), operations after the work
("commit", "fine, commit it all", "push it and open the PR against ..."), a question of whether
a dependency supports the new version, a requirement on the piece just made with no contrast
("search should be case insensitive ..."), and a part of it said to be slow and dropped. And
a requirement said of a condition in code ("fromWarehouse == toWarehouse should be a 400"): it
went on with the work only while the line was taken for an assignment and thrown away as code,
leaving no words; read as the person's words (code_line.py), it is made a task: 5 of 24.

The operations after the work ("commit", "fine, commit it all", "push it and open the PR against
release/2.14") were written here as follow-ups, where every table of exchanges (first, wordings,
thirteenth, twenty-first) and the labelled history count an operation asked on the work as a
task of its own kind; they are one-offs now, tasks of whatever family, as those count them. The
regression of the upgrade told by its symptom ("the help output colors are gone in my terminal")
is read as the work's since the twenty-first table of exchanges: so counted, 4 of 24 follow-ups
made tasks, 9 of 9 one-offs.

Variants of the shapes mended, written after the batch from how people say such things, are
below, each with its tests and its look-alikes.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from functools import cache

import pytest

from skillsleep.sessiondata import Session
from skillsleep.tasks.followups import Previous, decide
from skillsleep.tasks.kinds import BY_ID, kind_of
from skillsleep.tasks.kinds import KINDS as TAXONOMY
from skillsleep.workspace.plan import CODE_KINDS

from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import (
    families_mined,
    families_of,
    family_pairs,
    labelled_sessions,
    session_tests,
)
from helpers.sessions_round18 import (
    AGENT,
    ENDPOINT,
    FLAKY,
    FOLLOWUP,
    HOTFIX,
    ONE_OFF,
    PAGINATE,
    REVIEW,
    RUNBOOK,
    SESSIONS,
    UPGRADE,
)

T0 = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)
WORK = (ENDPOINT, FLAKY, UPGRADE, REVIEW, PAGINATE, RUNBOOK, HOTFIX)


def _sessions() -> tuple[list[Session], dict[str, str]]:
    return labelled_sessions(SESSIONS, T0, AGENT)


@cache
def _mined() -> dict[str, tuple[str | None, str | None]]:
    return families_mined(_sessions()[0])


READING = _sessions()[1]
REQUESTS = [r for r, label in READING.items() if label in WORK]
FOLLOWUPS = [r for r, label in READING.items() if label == FOLLOWUP]
ONE_OFFS = [r for r, label in READING.items() if label == ONE_OFF]

# Read otherwise than written before the run, each checked to stay so (see the docstring).
KNOWN_MISSES: frozenset[str] = frozenset({
    # Follow-ups made tasks, by the kind their words ask for.
    "pay-refund-2",     # "buf lint is failing: ...": the work's own check, failing
    "clinic-django-2",  # "does django-celery-beat support 5.1?"
    "clinic-list-2",    # "search should be case insensitive and ignore accents, ..."
    "shelf-returns-6",  # "total makes it slow on the big tenants, drop it ..."
    "shelf-spring-2",   # "fromWarehouse == toWarehouse should be a 400"
})


(test_a_request_of_recurring_work_is_a_task, test_a_one_off_request_is_a_task,
 test_a_follow_up_goes_on_with_its_task, test_requests_of_one_kind_of_work_land_in_one_family,
 test_different_work_lands_in_different_families) = session_tests(
    REQUESTS, ONE_OFFS, FOLLOWUPS, WORK, READING, _mined, KNOWN_MISSES)


def _families(label: str) -> set[str | None]:
    return families_of(label, REQUESTS, READING, _mined())


def test_the_batch_reads_as_it_was_measured() -> None:
    mined = _mined()
    assert sum(r in mined for r in REQUESTS) == len(REQUESTS) == 22
    assert sum(r in mined for r in FOLLOWUPS) == 5 and len(FOLLOWUPS) == 24
    assert sum(r in mined for r in ONE_OFFS) == len(ONE_OFFS) == 9
    same, apart, split = family_pairs(REQUESTS, READING, mined)
    assert apart == split == 0 and same > 0
    whole = [label for label in WORK if len(_families(label)) == 1
             and not any(_families(label) & _families(o) for o in WORK if o != label)]
    assert sorted(whole) == sorted(WORK)


# Variants of the shapes mended, written after the batch: the kind each request asks for.
KINDS: list[tuple[str | None, str]] = [
    # An endpoint or an RPC asked for as a new thing.
    ("endpoint", "add a GET /users/{id}/sessions endpoint"),
    ("endpoint", "we need a CancelSubscription rpc on BillingService, proto first"),
    ("endpoint", "new endpoint: DELETE /api/v2/tokens/{id}, admins only"),
    ("endpoint", "the mobile app needs an endpoint to upload avatars"),
    ("endpoint", "expose a health endpoint for the k8s probes"),
    ("endpoint", "implement a StreamEvents rpc in the gateway, server streaming"),
    ("endpoint", "PUT /v1/teams/{team_id}/members/{user_id} in the users service, body: role"),
    ("endpoint", "add two endpoints to the reports api: one to start an export, one to poll it"),
    # Paging asked for a list.
    ("paging", "add page_size + page_token to ListInvoices"),
    ("paging", "the /api/orders list needs cursor pagination, it's 80k rows for some shops"),
    ("paging", "paginate GET /projects and let it filter by owner"),
    ("paging", "server side paging for the audit log table please"),
    ("paging", "implement keyset pagination on ListEvents instead of offset"),
    ("paging", "Pagination for the search results endpoint, 25 a page"),
    # A test failing now and then, told by how often.
    ("checks", "checkout.spec.ts intermittently times out in the e2e job"),
    ("checks", "the login test fails randomly on CI"),
    ("checks", "OrderServiceIT fails maybe 1 in 10 builds, never locally"),
    ("checks", "consumer_test.go fails now and then on the race detector job"),
    # A dependency's move told as under way or done.
    ("deps", "moving to django 5.1 from 4.2. the test run:"),
    ("deps", "we're upgrading to spring boot 3.3, fix the compile errors"),
    ("deps", "migrating to pydantic 2 from 1.10, the validators broke"),
    ("deps", "switched to tokio 1.38 and now two tests hang"),
    # Reviews named by their reviewers.
    ("pr-feedback", "review from Ines and Tom on the transfers PR, can you handle them"),
    ("pr-feedback", "feedback from @kaz, @mira and Lee on my MR:"),
    ("pr-feedback", "notes from Dana on the billing pull request, go through them"),
    # Commits picked onto a maintained line.
    ("git-sync", "pick the commits onto release/2026.11 and tag 2026.11.3"),
    ("git-sync", "pick 4c1d9e0 onto the release-3.2 branch"),
    ("git-sync", "pick the fix into stable/1.x, then tag it"),
]


@pytest.mark.parametrize(("kind", "text"), KINDS, ids=[t for _, t in KINDS])
def test_a_variant_gets_the_kind_it_asks_for(kind: str | None, text: str) -> None:
    found = kind_of(text)
    assert (found.id if found else None) == kind


# Named in passing, of something else or going wrong: not the kind the mended cues read.
NOT_THOSE: list[tuple[str, str]] = [
    ("endpoint", "add logging to the users endpoint"),
    ("endpoint", "the orders endpoint is slow"),
    ("endpoint", "new endpoints are slow since friday"),
    ("endpoint", "GET /orders returns 500 for admins"),
    ("endpoint", "document the new endpoint"),
    ("endpoint", "add tests for the new endpoint"),
    ("endpoint", "add a route for the settings page in the next app"),
    ("endpoint", "add a route test for the login redirect"),
    ("endpoint", "remove the legacy export endpoint"),
    ("paging", "the pagination skips a row between pages"),
    ("paging", "pagination is broken on the second page"),
    ("paging", "the landing page needs a pricing section"),
    ("paging", "add a page for the team settings"),
    ("paging", "paging alerts for the db should go to the on-call rotation"),
    ("checks", "login intermittently fails for users in safari"),
    ("checks", "the upload fails randomly for big files"),
    ("deps", "moved to step 3 of the wizard"),
    ("deps", "switched to page 2.1 of the docs"),
    ("deps", "moving to the new office on 3.12"),
    ("pr-feedback", "do a review on the PR from dependabot"),
    ("pr-feedback", "review the PR from Ines"),
    ("git-sync", "pick a color for the release button"),
    ("git-sync", "pick a name for the release"),
]


@pytest.mark.parametrize(("kind", "text"), NOT_THOSE, ids=[t for _, t in NOT_THOSE])
def test_a_look_alike_does_not_get_the_kind(kind: str, text: str) -> None:
    found = kind_of(text)
    assert found is None or found.id != kind


# After the work, a request the reply made no room for: the work goes on, or new work starts.
AFTER_THE_WORK: list[tuple[str, str, str, bool]] = [
    # A thing the exchange named, said to be otherwise by what it does now.
    ("add page_size and page_token to ListInvoices",
     "Added `page_size` (default 50) and an opaque `page_token` of the last row's key.",
     "an invalid page_token should be InvalidArgument, right now it panics", False),
    ("add the retry to the uploader", "Retries 3 times with a 2s backoff.",
     "the backoff should be exponential, currently it's fixed", False),
    ("add the export endpoint", "Added `GET /exports/{id}` returning the file's metadata.",
     "a missing export should return 404, at the moment it returns 200 with nulls", False),
    # Of a thing nobody named: other work, whatever it says of now.
    ("add the export endpoint", "Added `GET /exports/{id}` returning the file's metadata.",
     "the sidebar should be collapsible, right now it takes half the screen", True),
    # Paging asked after finished work: new work.
    ("fix the flaky consumer test", "The test gives the events one key now; 200 runs pass.",
     "ListInvoices returns everything, add page_size + page_token", True),
]


@pytest.mark.parametrize(("request_", "reply", "text", "new"), AFTER_THE_WORK,
                         ids=[c[2] for c in AFTER_THE_WORK])
def test_after_the_work_the_request_reads_as_written(request_: str, reply: str, text: str,
                                                     new: bool) -> None:
    previous = Previous(kind_of(request_), reply, T0, request=request_)
    assert decide(text, previous, T0 + timedelta(minutes=3)).new is new


def test_an_endpoint_and_a_list_paged_are_changes_to_code_replayed_in_a_workspace() -> None:
    # They were features' before they were kinds of their own, and a feature is replayed in a
    # workspace: a kind is a change to code by its own word, never by a list kept elsewhere.
    assert {"endpoint", "paging"} <= CODE_KINDS
    assert {k.id for k in TAXONOMY if k.changes_code} == CODE_KINDS
    assert not BY_ID["secrets"].changes_code and not BY_ID["commit"].changes_code
