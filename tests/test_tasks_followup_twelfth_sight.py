"""A twelfth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the cues were
looked at for it, and its figure was taken with the model as it then was.

Its requests are worded like the other side. A follow-up said as a fresh imperative about the
files the exchange touched ("make `retry.go` read the backoff from the config"), about another
file of the same feature ("the serializer needs the new field too"), turning from questions to
an edit ("ok then change it"), asking the agent to check its own work ("did you update the
tests too?"), correcting by example ("more like `user_id`, not `userId`"), or pasting a log at
length and asking about it. A new task opens with thanks for the last one ("thanks! now can you
..."), is another piece of the same kind of work (another bug after a bug fix, another
endpoint's docs after docs), or pastes a log at length and asks about something else.

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked
to stay wrong, so the table's figure is the real one. At first sight the model made 12 of the
36 follow-ups tasks and 5 of the 30 new tasks follow-ups. After the reading they led to, 8 and
3: what the answer laid out, asked for by a pronoun alone ("ok then change it": "ok then" had
read as moving on), how the piece should be said with no subject of its own ("should be
is_archived, ..."), an approval with a reservation ("ok but log a warning when ...") and a
question whether what the work left is still there ("are there still unwraps anywhere in that
file?") are follow-ups by their wording, unless what follows turns to other work or something
pasted may be what "this" points at; "another one:" heads other work as "next bug:" does, and
"while I have you," turns away as "btw" does ("have you" in it asks nothing of the agent's
work). No weight changed: the labelled history's features are the same, so the trainer gives
the same weights. Still missed: terse imperatives of the same feature on things the exchange
named or not ("add jitter to the backoff", "now show an Archived badge on the project detail
page", "update the README section on retries to match"), which the weights read as the next
piece of work; and new work said as "now" and a
noun ("now a query for churned customers per month", "now backup.sh, it ..."), which goes on
as "now the same for X" does, or as a how-to about "this" ("how do I schedule this ...").
A request whose first lines are a traceback glued to the typed words ("migrate fails:\n
Applying ...Traceback") is still missed: its last line, right below the trace and asking of it,
is read as typed, so the glued lines are read as typed too and the code they name (the
exchange's migration) is not weighed as a log of the work.
"""

from __future__ import annotations

import pytest

from helpers.exchanges import (
    Before,
    decided_new,
    decision_tests,
)

# A retry fixed in a Go client.
RETRY = Before(
    "the http client retries forever when the server returns 503, fix it",
    "Fixed: `internal/httpx/retry.go` now stops after 5 attempts with exponential backoff "
    "(`base * 2^n`, capped at 30s) and returns `ErrRetriesExhausted`. Added "
    "`TestRetryStopsAfterMax` in `retry_test.go`; `go test ./internal/httpx/...` passes.")
# A field added to a Django model.
ARCHIVED = Before(
    "add an archived flag to projects",
    "Added `archived = models.BooleanField(default=False)` to `Project` in `projects/models.py` "
    "with migration `0031_project_archived.py`, and `ProjectQuerySet.active()` filters it out. "
    "The list view now uses `Project.objects.active()`.")
# A question about code, answered.
DEBOUNCE = Before(
    "why does the search box fire a request on every keystroke?",
    "`SearchBox.tsx` calls `fetchResults` directly in `onChange`, so every key press sends a "
    "request. The `useDebounce` hook in `src/hooks/useDebounce.ts` exists but isn't used "
    "there. Wrapping the query in `useDebounce(query, 300)` would send one request after the "
    "user stops typing for 300 ms.")
# A Rust function renamed and documented.
PARSER = Before(
    "clean up the config parser",
    "I split `parse` in `src/config.rs` into `parse_section` and `parse_entry`, replaced the "
    "`unwrap()` calls with `?` and a `ConfigError` enum, and renamed `cfgVal` to `configValue`. "
    "`cargo clippy` is clean and the tests pass.")
# A bug fixed in a Java service.
NPE = Before(
    "OrderService throws an NPE when the customer has no address",
    "The NPE came from `order.getCustomer().getAddress().getCountry()` in "
    "`OrderService.calculateTax`. I made it return the default tax rate when the address is "
    "missing and added `calculateTaxWithoutAddress` to `OrderServiceTest`. All tests pass.")
# A SQL report query written.
REVENUE = Before(
    "write a query for monthly revenue per plan",
    "Here it is, in `reports/monthly_revenue.sql`:\n```sql\nSELECT date_trunc('month', "
    "paid_at) AS month, plan, sum(amount_cents) / 100.0 AS revenue\nFROM invoices WHERE status "
    "= 'paid'\nGROUP BY 1, 2 ORDER BY 1, 2;\n```")
# A shell deploy script made safer.
DEPLOY = Before(
    "make deploy.sh fail fast",
    "`deploy.sh` now starts with `set -euo pipefail`, quotes every variable, and checks that "
    "`$ENVIRONMENT` is one of staging or production before it runs `kubectl apply`. "
    "shellcheck reports nothing.")
# Docs written for one endpoint.
DOCS = Before(
    "document the POST /orders endpoint",
    "Added `docs/api/orders.md` with the request body, each field's type and whether it is "
    "required, the 201 response, the 400 and 409 errors, and a curl example.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # A fresh imperative about the files the exchange touched.
    ("same files", RETRY, "make retry.go read the max attempts from the config instead of "
                          "hardcoding 5"),
    ("same files", RETRY, "add jitter to the backoff"),
    ("same files", ARCHIVED, "index the archived column"),
    ("same files", PARSER, "move ConfigError into its own file, src/error.rs"),
    ("same files", DEPLOY, "print which environment it's deploying to before kubectl apply"),
    ("same files", REVENUE, "exclude refunded invoices from the sum"),
    # Another file of the same feature.
    ("same feature", ARCHIVED, "the serializer needs the new field too"),
    ("same feature", ARCHIVED, "now show an Archived badge on the project detail page"),
    ("same feature", RETRY, "update the README section on retries to match"),
    ("same feature", NPE, "InvoiceService has the same getAddress chain, fix it there as well"),
    ("same feature", DOCS, "also add the endpoint to openapi.yaml"),
    # From questions to an edit.
    ("then change it", DEBOUNCE, "ok then change it"),
    ("then change it", DEBOUNCE, "makes sense, go ahead and wire up the hook"),
    ("then change it", DEBOUNCE, "do that, but make it 250ms"),
    ("then change it", DEBOUNCE, "yeah let's use the hook"),
    ("then change it", DEBOUNCE, "would 300 be too slow on mobile? if not just apply it"),
    # The agent's own work checked.
    ("check own work", RETRY, "did you update the tests too?"),
    ("check own work", ARCHIVED, "did you run makemigrations or write the migration by hand?"),
    ("check own work", PARSER, "are there still unwraps anywhere in that file?"),
    ("check own work", NPE, "did you check the other callers of calculateTax?"),
    ("check own work", DEPLOY, "did you actually run shellcheck on it?"),
    ("check own work", DOCS, "is the 409 case really what the handler returns? double check "
                             "against the code"),
    # Corrected by example.
    ("by example", PARSER, "more like config_value, not configValue. this is rust"),
    ("by example", REVENUE, "call the column revenue_usd, like total_usd in the other "
                            "reports"),
    ("by example", RETRY, "name it ErrTooManyRetries, the way we have ErrTooManyRequests"),
    ("by example", DOCS, "format the errors as a table like in docs/api/users.md"),
    ("by example", DEPLOY, "use [[ ]] instead of [ ] for the checks, like the other scripts"),
    ("by example", ARCHIVED, "should be is_archived, all our booleans start with is_"),
    # A log pasted at length, asked about.
    ("log, same work", RETRY, "ran it against staging:\n"
                              "2026/11/03 10:01:12 retry 1/5 after 1s: 503 Service Unavailable\n"
                              "2026/11/03 10:01:14 retry 2/5 after 2s: 503 Service Unavailable\n"
                              "2026/11/03 10:01:18 retry 3/5 after 4s: 503 Service Unavailable\n"
                              "2026/11/03 10:01:18 giving up: retries exhausted\n"
                              "why does the third retry give up right away?"),
    ("log, same work", ARCHIVED, "migrate fails:\n"
                                 "  Applying projects.0031_project_archived...Traceback (most "
                                 "recent call last):\n"
                                 "  File \"/app/manage.py\", line 22, in <module>\n"
                                 "    main()\n"
                                 "  File \"/usr/local/lib/python3.12/site-packages/django/db/"
                                 "backends/utils.py\", line 105, in _execute\n"
                                 "    return self.cursor.execute(sql, params)\n"
                                 "django.db.utils.ProgrammingError: column \"archived\" of "
                                 "relation \"projects_project\" already exists\n"
                                 "I think I added it by hand last week, how do we get past "
                                 "this?"),
    ("log, same work", DEPLOY, "+ ENVIRONMENT=prod\n"
                               "./deploy.sh: line 14: ENVIRONMENT must be staging or "
                               "production\n"
                               "we call it prod everywhere, accept that too"),
    ("log, same work", NPE, "still see this in the logs after deploying your fix:\n"
                            "java.lang.NullPointerException: Cannot invoke "
                            "\"Address.getCountry()\" because the return value of "
                            "\"Customer.getAddress()\" is null\n"
                            "    at com.shop.orders.OrderService.estimateShipping"
                            "(OrderService.java:212)\n"
                            "same thing in estimateShipping?"),
    # Approved with a small change.
    ("approved", REVENUE, "good, but round it to 2 decimals"),
    ("approved", PARSER, "nice. keep the old parse as a thin wrapper so callers don't break"),
    ("approved", DOCS, "looks good, just add a response example for the 409"),
    ("approved", NPE, "ok but log a warning when the address is missing, so we notice"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # Thanks for the last one, then other work.
    ("thanks, now", RETRY, "thanks! now can you add a --verbose flag to the cli that prints "
                           "every request"),
    ("thanks, now", ARCHIVED, "perfect, thank you. next, set up celery beat for the nightly "
                              "digest emails"),
    ("thanks, now", DEBOUNCE, "thanks, that explains it. can you also look at why the "
                              "dashboard charts flicker on resize"),
    ("thanks, now", PARSER, "great work, thanks. could you write a github action that runs "
                            "cargo fmt --check on PRs"),
    ("thanks, now", DOCS, "thx! now write a migration guide for people moving from v1 to v2 "
                          "of the api"),
    ("thanks, now", DEPLOY, "ty. can you make a Makefile with build, test and lint targets"),
    # Another bug after a bug fix.
    ("another bug", NPE, "another one: PaymentService times out when the gateway is slow and "
                         "the order is left pending forever"),
    ("another bug", RETRY, "next bug: the cli exits 0 even when the upload failed"),
    ("another bug", NPE, "ok that's fixed. there's also a bug where discount codes are "
                         "case-sensitive, SAVE10 works but save10 doesn't"),
    ("another bug", ARCHIVED, "different bug: the user search is case sensitive on postgres "
                              "but not on sqlite"),
    ("another bug", DEPLOY, "now backup.sh, it silently skips the database dump when pg_dump "
                            "isn't on the PATH"),
    # Another piece of the same kind of work.
    ("same kind", DOCS, "now document the webhooks, what we send and how to verify the "
                        "signature"),
    ("same kind", REVENUE, "now a query for churned customers per month"),
    ("same kind", PARSER, "next clean up src/cli.rs, it has the same unwrap mess"),
    ("same kind", ARCHIVED, "add a soft delete to comments"),
    ("same kind", RETRY, "write a rate limiter for the outgoing calls to the github api"),
    # A log pasted at length, about other work.
    ("log, other work", RETRY, "unrelated, the nightly build broke:\n"
                               "#12 [build 4/6] RUN npm ci\n"
                               "#12 12.31 npm ERR! code ERESOLVE\n"
                               "#12 12.31 npm ERR! ERESOLVE unable to resolve dependency tree\n"
                               "#12 12.32 npm ERR! peer react@\"^17.0.0\" from "
                               "react-beautiful-dnd@13.1.1\n"
                               "can you sort out the frontend deps"),
    ("log, other work", ARCHIVED, "different thing, celery keeps dying on the worker box:\n"
                                  "[2026-11-03 09:12:01,551: ERROR/MainProcess] Process "
                                  "'ForkPoolWorker-3' pid:4121 exited with 'signal 9 "
                                  "(SIGKILL)'\n"
                                  "[2026-11-03 09:12:01,560: ERROR/MainProcess] Task "
                                  "reports.tasks.build_pdf raised WorkerLostError\n"
                                  "can you find out what's eating the memory in build_pdf"),
    ("log, other work", DEPLOY, "separate issue, cert renewal failed last night:\n"
                                "Attempting to renew cert (shop.example.com) from "
                                "/etc/letsencrypt/renewal/shop.example.com.conf produced an "
                                "unexpected error: Timeout during connect (likely firewall "
                                "problem). Skipping.\n"
                                "please write a cron check that alerts us when a cert expires "
                                "in less than 14 days"),
    ("log, other work", NPE, "while I have you, our sonar scan shows this:\n"
                             "CRITICAL java:S2095 Use try-with-resources or close this "
                             "\"FileInputStream\" in a \"finally\" clause. "
                             "ReportExporter.java:88\n"
                             "CRITICAL java:S2095 ... ReportExporter.java:131\n"
                             "fix those in ReportExporter"),
    # A question of its own after an answer.
    ("own question", DEBOUNCE, "ok. how do we do code splitting for the settings routes?"),
    ("own question", DEBOUNCE, "got it. unrelated question, why is our jest run so slow on "
                               "ci?"),
    ("own question", REVENUE, "cool. how do I schedule this to run every month and send it to "
                              "finance"),
    # New work after approval.
    ("new after ok", PARSER, "looks good. let's add a toml output format to the export "
                             "command"),
    ("new after ok", DOCS, "fine. set up mkdocs so the docs folder gets published"),
    ("new after ok", RETRY, "ok cool. bump the go version to 1.23 in go.mod and the CI "
                            "workflow"),
    ("new after ok", REVENUE, "great. write a dbt model for the active users table"),
    ("new after ok", DEPLOY, "good. add a rollback.sh that redeploys the previous image tag"),
    ("new after ok", NPE, "alright. set up testcontainers so the repository tests run "
                          "against a real postgres"),
    ("new after ok", ARCHIVED, "ok. add a health check endpoint that the load balancer can "
                               "poll"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "add jitter to the backoff",
    "move ConfigError into its own file, src/error.rs",
    "print which environment it's deploying to before",
    "now show an Archived badge on the project detail",
    "update the README section on retries to match",
    "format the errors as a table like in docs/api/us",
    "migrate fails:\n  Applying projects.0031_project_",
    "nice. keep the old parse as a thin wrapper so ca",
    "now backup.sh, it silently skips the database du",
    "now a query for churned customers per month",
    "cool. how do I schedule this to run every month ",
})


(test_a_request_worded_like_the_other_side_is_told_a_new_task_or_a_follow_up_at_twelfth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(35, 30))


@pytest.mark.parametrize(("before", "words"), [
    (DEBOUNCE, "ok then do that"),
    (DEBOUNCE, "i see. go ahead and apply it then"),
    (NPE, "fix that then"),
    (RETRY, "it should return the last error, not ErrRetriesExhausted"),
    (DOCS, "that needs to say 422, not 400"),
    (REVENUE, "should use paid_at in UTC"),
    (PARSER, "fine, but keep cfgVal as a deprecated alias"),
    (RETRY, "lgtm but cap the backoff at 10s"),
    (DEPLOY, "is it still using kubectl apply or helm?"),
])
def test_the_work_acted_on_corrected_or_approved_with_a_reservation_is_a_follow_up(
        before: Before, words: str) -> None:
    assert not decided_new(before, words)


@pytest.mark.parametrize(("before", "words"), [
    (ARCHIVED, "it should be possible to export projects as csv from the admin"),
    (NPE, "ok but unrelated, the login page 500s, can you look"),
    (DOCS, "ok, but next thing: set up a changelog with release-please"),
    (RETRY, "while I have you, add a make target that runs golangci-lint"),
    (NPE, "another bug: refunds are booked twice when the webhook is retried"),
])
def test_other_work_after_the_same_openings_is_a_new_task(before: Before, words: str) -> None:
    assert decided_new(before, words)


def test_a_pronoun_that_may_point_at_a_paste_is_left_to_the_weights() -> None:
    paste = ("fix this\n```\nTraceback (most recent call last):\n  File \"app/billing.py\", "
             "line 12, in charge\n    total = cart.total()\nAttributeError: 'NoneType' object "
             "has no attribute 'total'\n```")
    assert decided_new(DEBOUNCE, paste)
