"""Requests of the kinds of work the labelled history never asked for, said after a piece of work:
new endpoints and list paging, environments, UI components, secrets, accessibility, speed,
observability, data backfills, dependency moves, migrations and releases.

The learned follow-up model was fitted on sessions that held only some of the kinds, so the part
of its features that reads the kind must hold for any kind by what the kind is (`kinds.Kind`), not
by which kind it is. One such property is whether a kind names an operation on the work, asked for
as such even in the middle of other work: a release ("bump to 2.4.1 and tag it") is one, as a
commit or a pull request is, so a go-ahead that names it is a task of its own and not more of the
work it answers, as the labelled history counts a go-ahead that names a commit. Kinds that build
or mend the software are no operations.

A new task here asks a newer kind of work on things of its own; a follow-up asks something of the
piece just made. The decision is the shipped model's; cases it still gets wrong are in
`KNOWN_MISSES`, checked to stay wrong: work of a newer kind asked of the piece just made by its
things ("add a metric for the retries", "add a dashboard panel for its latency", "make it faster
while you're there") reads as a task of that kind, as the labelled history reads tests asked for
the piece; a list said to return everything at once and an environment stood up by "stand up"
are read as no kind and follow the work.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.kinds import BY_ID, KINDS, kind_of

from helpers.exchanges import Before, cue, decided_new, decision_tests

# A read endpoint added to a Go service.
ORDERS = Before(
    "add a GET /orders/{id} endpoint to the Go service",
    "Added `GetOrder` in `internal/api/orders.go`, wired the route in `router.go` and added a "
    "table test in `orders_test.go`. `go test ./...` passes.")
# A React component given a loading state.
BUTTON = Before(
    "make the Button component support a loading state",
    "`Button.tsx` now takes `loading?: boolean`, shows a spinner and sets `aria-busy`. Updated "
    "`Button.stories.tsx` with a Loading story.")
# A defect of a CSV export fixed, in Java.
CSV = Before(
    "the CSV export drops rows with a null email, fix it",
    "Fixed: `ExportService.java` skipped rows where `email` was null in `toRow()`. It now writes "
    "an empty cell. Added a test in `ExportServiceTest`.")
# Retries added to a Python client.
RETRY = Before(
    "add retries with backoff to the payment client",
    "Added `retry_with_backoff` in `payments/client.py` (3 attempts, exponential, jitter) and "
    "tests in `tests/test_client.py`. All green.")
# A column added by a migration, in Rust.
MIGR = Before(
    "add a created_by column to invoices",
    "Added migration `0042_invoices_created_by.sql` adding `created_by uuid null` and updated the "
    "`Invoice` struct in `models.rs`.")
# A shell script fixed, the agent offering to release it.
OFFER = Before(
    "fix the changelog script so it skips merge commits",
    "Fixed `scripts/changelog.sh`: it now passes `--no-merges` to `git log`. Want me to cut a "
    "release with this?")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # Something asked of the piece just made, by a pronoun or its things.
    ("of the piece", ORDERS, "page it too, with a limit param"),
    ("of the piece", ORDERS, "also return a 404 instead of a 500 when it doesn't exist"),
    ("of the piece", BUTTON, "add a story for the disabled + loading combo too"),
    ("of the piece", RETRY, "log each attempt at debug level"),
    ("of the piece", RETRY, "put the max attempts in an env var"),
    ("of the piece", MIGR, "make it not null with a default instead"),
    ("of the piece", MIGR, "backfill it from the audit log in the same migration"),
    # A defect or a doubt of the piece.
    ("defect of the piece", BUTTON, "the spinner isn't announced by voiceover"),
    ("doubt of the piece", CSV, "does it still work when the email has a comma in it?"),
    # Work of a newer kind asked of the piece by its things.
    ("newer kind of the piece", RETRY, "add a metric for the retries"),
    ("newer kind of the piece", CSV, "make it faster while you're there, it's doing one query "
                                     "per row"),
    ("newer kind of the piece", ORDERS, "add a dashboard panel for its latency"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    ("endpoint", ORDERS, "now add a POST /refunds endpoint that takes an order id and an amount"),
    ("endpoint", CSV, "add an endpoint to list a customer's invoices"),
    ("paging", RETRY, "add cursor pagination to GET /v1/users"),
    ("paging", BUTTON, "the /projects list returns everything at once, page it with limit and "
                       "offset"),
    ("environment", CSV, "stand up a staging environment for the billing service"),
    ("environment", RETRY, "create a new namespace for the eu region in the cluster"),
    ("component", ORDERS, "add a DatePicker component with stories"),
    ("component", MIGR, "we need a Tooltip component in the design system, with storybook "
                        "stories"),
    ("secrets", BUTTON, "rotate the stripe api key, it leaked in a screenshot"),
    ("secrets", ORDERS, "move the DATABASE_URL secret to vault"),
    ("a11y", CSV, "the settings modal isn't usable with a screen reader, fix the focus order"),
    ("a11y", RETRY, "add alt text to all the product images"),
    ("perf", BUTTON, "the search query takes 4 seconds, make it faster"),
    ("perf", MIGR, "profile the nightly import, it's gotten really slow"),
    ("observe", ORDERS, "add prometheus metrics for the queue depth"),
    ("observe", CSV, "set up a grafana dashboard for checkout latency"),
    ("backfill", RETRY, "backfill the country column for existing users"),
    ("deps", ORDERS, "bump axios to 1.7"),
    ("deps", BUTTON, "upgrade react to 19 and fix whatever breaks"),
    ("migration", CSV, "write a migration that adds an index on orders.customer_id"),
    ("release", MIGR, "cut a 2.3.0 release and tag it"),
    # A go-ahead that names the release: a task of that operation, as "yes, commit" is.
    ("release go-ahead", OFFER, "yes, bump to 2.4.1 and tag it"),
    ("release go-ahead", OFFER, "sure, cut 2.4.1 and push the tag"),
    ("release go-ahead", RETRY, "yes please, bump the version to 1.9.0 and tag it"),
    ("release go-ahead", CSV, "ok, tag 1.9.0"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "add a metric for the retries",
    "make it faster while you're there, it's doing on",
    "add a dashboard panel for its latency",
    "the /projects list returns everything at once, p",
    "stand up a staging environment for the billing s",
})

(test_a_request_of_a_newer_kind_after_the_work_is_a_new_task_or_a_follow_up,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(12, 25))


def test_a_release_is_an_operation_and_what_builds_or_mends_is_none() -> None:
    assert BY_ID["release"].operation and BY_ID["commit"].operation and BY_ID["pr"].operation
    for built in ("endpoint", "paging", "environment", "component", "a11y", "perf", "observe",
                  "migration", "feature", "debug", "refactor"):
        assert not BY_ID[built].operation, built


def test_every_kind_says_whether_it_is_an_operation() -> None:
    assert all(isinstance(k.operation, bool) for k in KINDS)
    assert {k.id for k in KINDS if k.operation} < {k.id for k in KINDS}


@pytest.mark.parametrize("words", [
    "yes, bump to 2.4.1 and tag it",
    "sure, cut 2.4.1 and push the tag",
    "yes please, bump the version to 1.9.0 and tag it",
    "yep go ahead, make it 3.0.0 and tag",
])
def test_a_go_ahead_that_names_a_release_asks_the_operation(words: str) -> None:
    assert kind_of(words) is BY_ID["release"]
    assert cue(words, "asks_operation", OFFER) == 1.0
    assert cue(words, "answer_then_more", OFFER) == 0.0
    assert decided_new(OFFER, words)


@pytest.mark.parametrize("words", [
    "yes, and support the --dry-run flag too",
    "sure, but keep the old output format",
])
def test_a_go_ahead_with_more_of_the_work_is_still_more_of_it(words: str) -> None:
    assert cue(words, "answer_then_more", OFFER) == 1.0
    assert not decided_new(OFFER, words)
