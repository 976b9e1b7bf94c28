"""The sessions of the eighteenth batch: the same kinds of work asked again in other sessions in
other words, on the stacks most people work on (Go services speaking gRPC with a Rust command
line tool beside them, a Django and FastAPI product with Celery workers, a TypeScript monorepo of
Next.js and NestJS in pnpm workspaces with a Spring Boot service built with Gradle), with the
agent's replies, and work that shares their words but is of another kind.

Each person's turn carries the reading it should get, decided before the reader was run on it:
the name of the recurring kind of work its request is of (tasks of one name must land in one
family, of two names in two), `FOLLOWUP` for a turn that goes on with the task in progress (it
is no task of its own), or `ONE_OFF` for a request of work that does not come back here (a task,
of whatever family). The agent's turns are `AGENT`.
"""

from __future__ import annotations

FOLLOWUP = "followup"
ONE_OFF = "one-off"
AGENT = "agent"

# The recurring kinds of work of the batch.
ENDPOINT = "add-endpoint"        # an endpoint or RPC added with its proto or OpenAPI change
FLAKY = "fix-flaky-test"         # a test that fails now and then made deterministic
UPGRADE = "upgrade-dependency"   # a dependency moved to a version that breaks the code
REVIEW = "address-review"        # the comments of a pull request's reviewers addressed
PAGINATE = "paginate-list"       # paging or filtering added to a list endpoint
RUNBOOK = "write-runbook-adr"    # an operations runbook or a decision record written
HOTFIX = "hotfix-cherry-pick"    # a hotfix branch cut from a release and a fix picked onto it


def typed(*lines: str) -> str:
    """A message typed over several lines, a pasted output among them."""
    return "\n".join(lines)


Turns = list[tuple[str, str]]

# payrail: Go services speaking gRPC, and `rl`, a Rust command line tool, with Claude Code.
PAY_REFUND: Turns = [
    (ENDPOINT, "we need a RefundPayment rpc on PaymentsService. request: payment_id, amount "
               "(optional, full refund if unset), reason enum, idempotency_key. add it to "
               "payments/v1/payments.proto, regen with buf, implement it in the server"),
    (AGENT, "Added `rpc RefundPayment(RefundPaymentRequest) returns (RefundPaymentResponse)` "
            "with `RefundReason` (`DUPLICATE`, `FRAUDULENT`, `REQUESTED_BY_CUSTOMER`) to "
            "`proto/payments/v1/payments.proto`; `buf generate` updated `gen/go/payments/v1`. "
            "`server.RefundPayment` checks the payment is captured, caps the amount at what is "
            "left to refund, and stores the idempotency key in `refunds.idempotency_key` "
            "(unique). Table test in `server/refund_test.go`."),
    (FOLLOWUP, "buf lint is failing: RPC request type should be named RefundPaymentRequest... "
               "oh wait it is. it's the enum zero value, needs _UNSPECIFIED"),
    (AGENT, "Added `REFUND_REASON_UNSPECIFIED = 0` and prefixed the others with "
            "`REFUND_REASON_`; `buf lint` and `buf breaking --against '.git#branch=main'` pass."),
    (FOLLOWUP, "and return FailedPrecondition not InvalidArgument when it isnt captured yet"),
    (AGENT, "It returns `codes.FailedPrecondition` with \"payment not captured\" now; the test "
            "checks the code."),
    (ONE_OFF, "write a test for the idempotency key middleware, it has none. same key twice "
              "should return the stored response"),
    (AGENT, "Added `middleware/idempotency_test.go`: two calls with one key return the first "
            "response and call the handler once; a different body under the same key gets "
            "`AlreadyExists`."),
    (FOLLOWUP, "k"),
]
PAY_FLAKY: Turns = [
    (FLAKY, typed(
        "TestLedgerConsumer_Reorders keeps failing on CI maybe 1 in 5 runs, passes locally "
        "every time",
        "",
        "=== RUN   TestLedgerConsumer_Reorders",
        "    consumer_test.go:88: ",
        "        \tError Trace:\t/home/runner/work/payrail/ledger/consumer_test.go:88",
        "        \tError:      \tNot equal: ",
        "        \t            \texpected: []string{\"e1\", \"e2\", \"e3\"}",
        "        \t            \tactual  : []string{\"e1\", \"e3\", \"e2\"}",
        "--- FAIL: TestLedgerConsumer_Reorders (0.31s)",
        "FAIL",
        "FAIL\tgithub.com/payrail/payrail/ledger\t2.114s",
        "",
        "pls make it stop")),
    (AGENT, "The consumer hands events to a pool of 4 workers and the test reads the output "
            "slice as they finish; ordering is only guaranteed per account key, and the test's "
            "three events have different keys. On CI (2 cores) the scheduling differs. The test "
            "now gives the three events the same account key, which is what it meant to check, "
            "and a second test checks that different keys may interleave. `go test -race "
            "-count=200 ./ledger/` passes."),
    (FOLLOWUP, "ran it with -count=500 here, green"),
    (AGENT, "Good: that's the test's shape fixed rather than a timing tweak."),
    (PAGINATE, "ListInvoices returns everything for a merchant, some have 40k invoices. add "
               "page_size + page_token per AIP-158, and a filter on status"),
    (AGENT, "Added `page_size` (default 50, max 500), `page_token` and `filter` to "
            "`ListInvoicesRequest`, and `next_page_token` to the response. The token is an "
            "opaque base64 of `(created_at, id)` of the last row; the query is keyset-paged on "
            "`(created_at, id)`. `filter` accepts `status = \"PAID\"` style expressions via "
            "`aip-go/filtering`. Regenerated, tests for paging across equal timestamps."),
    (FOLLOWUP, "an invalid page_token should be InvalidArgument, right now it panics"),
    (AGENT, "Decoding errors return `codes.InvalidArgument` with \"invalid page_token\"; test "
            "added."),
    # An operation on the work: a task of its own, as the other tables count it.
    (ONE_OFF, "commit"),
    (AGENT, "Committed as \"ListInvoices: keyset pagination and status filter\"."),
]
PAY_CLAP: Turns = [
    (UPGRADE, typed(
        "dependabot opened the clap 3 -> 4 bump for rl and it doesnt compile:",
        "",
        "error[E0599]: no method named `takes_value` found for struct `Arg` in the current "
        "scope",
        "  --> src/cli.rs:41:14",
        "   |",
        "41 |             .takes_value(true)",
        "   |              ^^^^^^^^^^^ method not found in `Arg`",
        "error[E0433]: failed to resolve: could not find `AppSettings` in `clap`",
        "  --> src/cli.rs:3:12",
        "error: could not compile `rl` (bin \"rl\") due to 14 previous errors",
        "",
        "get it building on clap 4, keep the flags the same")),
    (AGENT, "Moved `rl` to clap 4.5 with the derive API: `Cli` is a `#[derive(Parser)]` with "
            "`#[command(subcommand)]`, `takes_value` is implied by the field types, "
            "`AppSettings::ArgRequiredElseHelp` became `#[command(arg_required_else_help = "
            "true)]`. The flags and their short forms are unchanged; the snapshot tests of "
            "`rl --help` pass after updating for clap 4's help layout."),
    (FOLLOWUP, "the help output colors are gone in my terminal"),
    (AGENT, "clap 4 needs the `color` feature; enabled it in `Cargo.toml` with "
            "`ColorChoice::Auto`."),
    (ONE_OFF, "add indicatif so rl replay shows a progress bar"),
    (AGENT, "Added `indicatif = \"0.17\"` and a `ProgressBar` over the events in `rl replay`, "
            "hidden when stdout isn't a terminal."),
    (HOTFIX, typed(
        "prod is on 2.14 and the refund double-charge fix (a81c3e2) has to go out today. "
        "make a hotfix/2.14.1 branch off the v2.14.0 tag and cherry pick it, there may be "
        "conflicts in the server pkg since main moved")),
    (AGENT, "Created `hotfix/2.14.1` from `v2.14.0` and cherry-picked `a81c3e2`. One conflict "
            "in `server/refund.go`: main renamed `repo` to `store`; resolved to 2.14's names. "
            "`go test ./...` passes on the branch."),
    (ONE_OFF, "push it and open the PR against release/2.14"),
    (AGENT, "Pushed `hotfix/2.14.1` and opened #918 against `release/2.14`."),
]
PAY_REVIEW: Turns = [
    (REVIEW, typed(
        "comments on the webhook retry PR:",
        "",
        "marta-k: internal/webhooks/sender.go L77",
        "  > this retries on 4xx too. a 410 means the endpoint is gone, we should disable it",
        "",
        "dsouza: internal/webhooks/sender.go L102",
        "  > jitter? all merchants retry at the same second after an outage",
        "",
        "marta-k: nit: backoffMax should be a config value",
        "",
        "dsouza: approved with the jitter change",
        "",
        "go through these")),
    (AGENT, "`sender.go` no longer retries on 4xx; a 410 marks the endpoint `disabled` and "
            "emits `webhook_endpoint_disabled`. The backoff has full jitter (`rand.Int63n` over "
            "the exponential step). `backoffMax` comes from `WEBHOOK_BACKOFF_MAX` (default 1h). "
            "Tests for 410 and for the jitter's bounds. Replied on each thread."),
    (FOLLOWUP, "408 and 429 should still retry tho"),
    (AGENT, "408 and 429 retry (429 honours `Retry-After`); other 4xx don't. Test table "
            "extended."),
    (RUNBOOK, "write the runbook for when the ledger consumer lag alert fires. what to check "
              "(kafka lag dashboard, db locks, the dead letter topic), how to scale the "
              "consumer, and when to page the payments oncall. docs/runbooks/"),
    (AGENT, "Wrote `docs/runbooks/ledger-consumer-lag.md`: what the alert means, a checklist "
            "(the lag panel per partition, `pg_locks` on `ledger_entries`, the DLQ's rate), "
            "scaling with `kubectl scale deploy/ledger-consumer` up to the partition count, "
            "and escalation to payments on-call when lag passes 30 min or the DLQ grows."),
    (FOLLOWUP, "link it from the alert's annotations too"),
    (AGENT, "Added `runbook_url` to the `LedgerConsumerLag` rule in "
            "`deploy/alerts/ledger.yaml`."),
    (FOLLOWUP, "thanks"),
]

# clinicq: a Django and FastAPI product with Celery workers, with Codex.
CLINIC_FLAKY: Turns = [
    (FLAKY, typed(
        "test_reminder_sent_day_before is flaky again. failed twice this week on the nightly:",
        "",
        "FAILED tests/test_reminders.py::test_reminder_sent_day_before - AssertionError: "
        "assert 0 == 1",
        " +  where 0 = len([])",
        " +    where [] = <django.core.mail.outbox>",
        "========================= 1 failed, 812 passed in 94.12s =========================",
        "",
        "the nightly runs at 23:30 UTC if that matters")),
    (AGENT, "It matters: the test books an appointment for `timezone.now() + timedelta(days=1)` "
            "and the task selects appointments whose *local* date is tomorrow in "
            "Europe/Berlin. Between 23:00 and 00:00 UTC the two dates differ. The test now "
            "freezes time with `time_machine` at a fixed noon and books for that date's "
            "tomorrow; it passes at any hour (checked with the clock set to 23:30)."),
    (FOLLOWUP, "is the task itself right though? clinic in lisbon would get it wrong"),
    (AGENT, "The task uses `settings.TIME_ZONE`, not the clinic's: a Lisbon clinic's 00:30 "
            "appointments get reminded a day early. `send_reminders` now groups clinics by "
            "`clinic.timezone` and computes tomorrow in each; test for a Lisbon clinic."),
    (ONE_OFF, "add a test that the reminder email renders in portuguese for pt clinics"),
    (AGENT, "Added `test_reminder_email_uses_clinic_language`: a `pt-PT` clinic's reminder has "
            "the Portuguese subject and body."),
    (FOLLOWUP, "ok good"),
]
CLINIC_SLOTS: Turns = [
    (ENDPOINT, "new endpoint in the fastapi booking service: GET /clinics/{clinic_id}/slots?"
               "date=YYYY-MM-DD returning free slots. pydantic response model, and regenerate "
               "openapi.json + the ts client in the frontend"),
    (AGENT, "Added `GET /clinics/{clinic_id}/slots` in `booking/api/slots.py` with a `date` "
            "query param and `list[SlotOut]` (`start`, `end`, `practitioner_id`). It subtracts "
            "booked appointments from the practitioners' schedules. `make openapi` wrote "
            "`openapi.json`; `pnpm gen:api` regenerated `frontend/src/api/`. Tests with the "
            "async client."),
    (FOLLOWUP, "404 when the clinic doesnt exist, it returns [] now"),
    (AGENT, "Returns 404 `{\"detail\": \"clinic not found\"}`; test added."),
    (REVIEW, typed(
        "PR #412 feedback, fix these pls",
        "",
        "@hjensen: `slots.py` line 40 - N+1, you query appointments per practitioner",
        "@hjensen: the date param should reject dates in the past",
        "@amaral: can we name it `available_slots`? `slots` alone is ambiguous next to the "
        "schedule slots",
        "@amaral: otherwise lgtm")),
    (AGENT, "One query for the day's appointments of all the clinic's practitioners, grouped in "
            "Python. `date` before today returns 422. Renamed the route to "
            "`/clinics/{clinic_id}/available-slots` and the model to `AvailableSlotOut`; "
            "regenerated the schema and the client. Replied to each comment."),
    (FOLLOWUP, "hm amaral meant only the model name I think, keep the path /slots"),
    (AGENT, "The path is `/clinics/{clinic_id}/slots` again; the model stays "
            "`AvailableSlotOut`."),
]
CLINIC_DJANGO: Turns = [
    (UPGRADE, typed(
        "moving to django 5.1 from 4.2. first run of the tests:",
        "",
        "Traceback (most recent call last):",
        "  File \"/app/clinics/admin.py\", line 12, in <module>",
        "    from django.contrib.admin.utils import lookup_needs_distinct",
        "ImportError: cannot import name 'lookup_needs_distinct' from "
        "'django.contrib.admin.utils'",
        "",
        "and a bunch of RemovedInDjango51Warning before that. also DEFAULT_FILE_STORAGE is "
        "gone. fix whatever breaks")),
    (AGENT, "`lookup_needs_distinct` became `lookup_spawns_duplicates`; "
            "`DEFAULT_FILE_STORAGE`/`STATICFILES_STORAGE` moved into `STORAGES`; "
            "`index_together` on `Appointment` became an `Index` in `Meta.indexes` with a "
            "migration that renames the index rather than recreating it; `assertFormsetError` "
            "spelling fixed in 3 tests. The suite passes on 5.1 with `-W error::"
            "DeprecationWarning`."),
    (FOLLOWUP, "does django-celery-beat support 5.1?"),
    (AGENT, "From 2.7.0 on; we pin 2.5.0, so I raised it to 2.7.0, which needs no migration "
            "of ours."),
    (RUNBOOK, "ADR time. we decided to replace celery beat with a k8s CronJob per schedule "
              "(beat was a single point of failure and double-fired after failovers). write "
              "it up as docs/adr/0012-..., the usual template, include the alternatives we "
              "rejected (redbeat, django-q)"),
    (AGENT, "Wrote `docs/adr/0012-cronjobs-instead-of-celery-beat.md`: status Accepted, the "
            "context (one beat pod, the two double-sent reminder batches after node "
            "failovers), the decision (a CronJob per schedule running `manage.py enqueue "
            "<task>`), the alternatives (RedBeat's lock, django-q) and why they lost, and the "
            "consequences (schedules in Helm values, no more `PeriodicTask` admin)."),
    (FOLLOWUP, "date is wrong, we decided it on the 3rd"),
    (AGENT, "Date is 2026-12-03 now."),
]
CLINIC_LIST: Turns = [
    (PAGINATE, "the patients list in the DRF api (/api/patients/) needs cursor pagination and "
               "filters for clinic, last_visit before/after and a name search. it times out "
               "for big clinics"),
    (AGENT, "`PatientViewSet` uses a `CursorPagination` on `(-last_visit, id)` with 50 a page, "
            "a `django_filters` `PatientFilter` with `clinic`, `last_visit_before`, "
            "`last_visit_after`, and `SearchFilter` on `first_name`/`last_name`. Added the index "
            "on `(clinic_id, last_visit, id)` with a migration. The OpenAPI schema shows the "
            "new params."),
    (FOLLOWUP, "search should be case insensitive and ignore accents, half our patients are "
               "portuguese"),
    (AGENT, "Search uses `unaccent` and `icontains` (the `unaccent` extension is created in a "
            "migration); `João` is found by `joao`."),
    (HOTFIX, "the accent search needs to be on the 2026.11 release too, the clinics on it are "
             "complaining. pick the commits onto release/2026.11 and tag 2026.11.3"),
    (AGENT, "Cherry-picked `4c1d9e0` (the unaccent migration) and `8f2a771` (the search) onto "
            "`release/2026.11`; the migration number clashed with 2026.11's latest, so it is "
            "`0047_unaccent` there with its dependency fixed. Tests pass; tagged `2026.11.3`."),
    (FOLLOWUP, "did main get a merge migration then?"),
    (AGENT, "No: main keeps its own `0051_unaccent`; `CREATE EXTENSION IF NOT EXISTS` makes "
            "both safe on a database that upgrades from 2026.11.3 to main."),
    (ONE_OFF, "add sentry-sdk to the celery workers, dsn from SENTRY_DSN"),
    (AGENT, "Added `sentry-sdk[celery]` and `sentry_sdk.init(..., integrations=[CeleryIntegration()"
            "])` in `worker/celery.py`, off when `SENTRY_DSN` is unset."),
]

# shelf: a TypeScript monorepo (Next.js web, NestJS api, pnpm workspaces) and a Spring Boot
# service built with Gradle, with the Copilot CLI.
SHELF_RETURNS: Turns = [
    (ENDPOINT, "POST /orders/:id/returns in apps/api (nest). body: items [{lineId, qty}], "
               "reason. swagger decorators so the generated client in packages/api-client picks "
               "it up"),
    (AGENT, "Added `ReturnsController` with `@Post(':id/returns')`, a `CreateReturnDto` with "
            "`class-validator` rules and `@ApiProperty` on each field, and "
            "`ReturnsService.create` that checks each line belongs to the order and the qty "
            "doesn't exceed what was shipped. `pnpm --filter api-client generate` picked it up "
            "as `ordersApi.createReturn`. e2e test with supertest."),
    (FOLLOWUP, "return 201 with the return's id, not the whole order"),
    (AGENT, "It returns `201 {\"id\": ...}`; the DTO `ReturnCreatedDto` documents it."),
    (PAGINATE, "orders table on the admin page loads all orders at once. server side paging + "
               "filter by status and date range in GET /orders, and wire the table in "
               "apps/web to it"),
    (AGENT, "`GET /orders` takes `page`, `pageSize` (max 100), `status[]`, `from`, `to` and "
            "returns `{items, total}`; the Prisma query uses `skip/take` with a `count` in the "
            "same transaction. In `apps/web` the `OrdersTable` reads them from the URL search "
            "params and fetches with the client; the filters are a status multi-select and a "
            "date range picker."),
    (FOLLOWUP, "total makes it slow on the big tenants, drop it and just say if there's a next "
               "page"),
    (AGENT, "Dropped `total`; it fetches `pageSize + 1` rows and returns `hasNext`. The table "
            "shows Next/Previous only."),
]
SHELF_NEXT: Turns = [
    (UPGRADE, typed(
        "pnpm up next@15 react@19 react-dom@19 -r in apps/web and the build dies:",
        "",
        "./app/account/page.tsx:14:23",
        "Type error: Property 'get' does not exist on type 'Promise<ReadonlyRequestCookies>'.",
        "",
        "  12 | export default async function AccountPage() {",
        "  13 |   const store = cookies()",
        "> 14 |   const session = store.get('sid')",
        "     |                       ^",
        " ELIFECYCLE  Command failed with exit code 1.",
        "",
        "there's also something about params being a promise now")),
    (AGENT, "In Next 15 `cookies()`, `headers()` and a page's `params`/`searchParams` are "
            "promises. Awaited them in the 9 places (`const store = await cookies()`, `const "
            "{ id } = await params`), ran the `@next/codemod next-async-request-api` on the "
            "rest, and moved `fetch` calls that relied on the old default cache to `cache: "
            "'force-cache'` where they should stay cached. `pnpm -r build` and the Playwright "
            "smoke tests pass."),
    (FOLLOWUP, "some pages are slower now, is that the fetch caching thing?"),
    (AGENT, "Yes: the product and category pages fetched uncached. Added `cache: "
            "'force-cache'` with `next: { revalidate: 300 }` to those two fetches."),
    (RUNBOOK, "need an ADR for moving the shared deps to pnpm catalogs (one version of react, "
              "zod, typescript across the workspace). docs/decisions/, same format as 0007"),
    (AGENT, "Wrote `docs/decisions/0009-pnpm-catalogs.md` in 0007's format: context (three "
            "versions of zod in the lockfile, the type mismatches it caused), the decision "
            "(`catalog:` in `pnpm-workspace.yaml` for react, zod, typescript, @types/node), "
            "options considered (syncpack, renovate groups), consequences (a bump is one line; "
            "a package that needs another version opts out with a named catalog)."),
    (FOLLOWUP, "status should be Proposed, we haven't voted yet"),
    (AGENT, "Status is Proposed."),
]
SHELF_E2E: Turns = [
    (FLAKY, typed(
        "checkout.spec.ts intermittently times out in the e2e job, retries hide it but it's "
        "costing us 6 minutes a run",
        "",
        "  1) [chromium] › checkout.spec.ts:31:7 › checkout › pays with saved card",
        "",
        "    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()",
        "",
        "    Locator: getByText('Order confirmed')",
        "",
        "      39 |     await page.getByRole('button', { name: 'Pay' }).click()",
        "    > 40 |     await expect(page.getByText('Order confirmed')).toBeVisible()",
        "",
        "  1 flaky",
        "    [chromium] › checkout.spec.ts:31:7 › checkout › pays with saved card")),
    (AGENT, "The Pay button is clickable before the saved card's Stripe element finishes "
            "mounting; a click in that window submits without a payment method and the page "
            "shows a validation error instead. The test now waits for the card element's "
            "`ready` state (`data-ready=\"true\"`, which the component sets on Stripe's "
            "`ready` event) before clicking. 50 runs with `--repeat-each=50` and no retries: "
            "all pass."),
    (FOLLOWUP, "the button shouldn't be clickable then, real users hit that too"),
    (AGENT, "The Pay button is disabled until the element is ready; a component test checks "
            "it."),
    (ONE_OFF, "write a playwright test for the guest checkout, we only cover logged in users"),
    (AGENT, "Added `guest-checkout.spec.ts`: a guest adds a product, enters an email and a test "
            "card, pays, and sees the confirmation with an order number."),
    (HOTFIX, typed(
        "inventory-service (the spring one) 3.8.0 in prod has the reservation leak. the fix "
        "is on main:",
        "",
        "commit 5e0b7d1c2",
        "    Release reservations when the payment times out",
        "",
        "need a 3.8.1: branch from the 3.8.0 tag, cherry-pick that, bump version in "
        "gradle.properties")),
    (AGENT, "Branched `hotfix/3.8.1` from `v3.8.0`, cherry-picked `5e0b7d1c2` cleanly, set "
            "`version=3.8.1` in `gradle.properties`. `./gradlew check` passes; tagged "
            "`v3.8.1`."),
    (FOLLOWUP, "push both"),
    (AGENT, "Pushed the branch and the tag; the release pipeline is building 3.8.1."),
]
SHELF_SPRING: Turns = [
    (ENDPOINT, typed(
        "inventory-service: need an endpoint to move stock between warehouses.",
        "",
        "POST /api/v1/transfers {sku, fromWarehouse, toWarehouse, qty}",
        "",
        "spec first in src/main/resources/openapi/inventory.yaml, we generate the interfaces "
        "with openapi-generator-gradle-plugin, then implement the delegate")),
    (AGENT, "Added `/api/v1/transfers` with `TransferRequest`/`TransferResponse` schemas to "
            "`inventory.yaml`; `./gradlew openApiGenerate` produced `TransfersApiDelegate`. "
            "`TransfersDelegateImpl` decrements and increments `stock_levels` in one "
            "`@Transactional` with a pessimistic lock on the source row, and returns 409 when "
            "stock is short. `@SpringBootTest` with Testcontainers Postgres."),
    (FOLLOWUP, "fromWarehouse == toWarehouse should be a 400"),
    (AGENT, "Validated in the delegate: 400 with `problem+json` \"source and target are the "
            "same\"."),
    (REVIEW, typed(
        "review from Ines and Tom on the transfers PR, can you handle them",
        "",
        "Ines Duarte commented on TransfersDelegateImpl.java:",
        "  Locking order: two opposite transfers at once will deadlock. lock both rows ordered "
        "by warehouse id",
        "",
        "Tom Becker requested changes:",
        "  - use BigDecimal? no wait qty is int, fine. but please add the audit event like the "
        "other writes",
        "  - the 409 body should use our ErrorResponse, not raw problem+json")),
    (AGENT, "Both rows are locked with one `SELECT ... FOR UPDATE` ordered by warehouse id; a "
            "test runs two opposite transfers concurrently. A `StockTransferred` audit event "
            "is published like the other writes. 409 and 400 return `ErrorResponse` through "
            "the existing `@ControllerAdvice`. Replied on each comment."),
    (ONE_OFF, "add resilience4j to the service, we'll need a circuit breaker on the pricing "
              "client next week"),
    (AGENT, "Added `io.github.resilience4j:resilience4j-spring-boot3` to `build.gradle.kts` "
            "and a default `circuitbreaker` block in `application.yml`; nothing uses it yet."),
    (ONE_OFF, "fine, commit it all"),
    (AGENT, "Committed as two commits: the review fixes and the resilience4j dependency."),
]

# Each session: its id, harness, project and turns.
SESSIONS: list[tuple[str, str, str, Turns]] = [
    ("pay-refund", "claude-code", "/work/payrail", PAY_REFUND),
    ("pay-flaky", "claude-code", "/work/payrail", PAY_FLAKY),
    ("pay-clap", "claude-code", "/work/payrail", PAY_CLAP),
    ("pay-review", "claude-code", "/work/payrail", PAY_REVIEW),
    ("clinic-flaky", "codex", "/work/clinicq", CLINIC_FLAKY),
    ("clinic-slots", "codex", "/work/clinicq", CLINIC_SLOTS),
    ("clinic-django", "codex", "/work/clinicq", CLINIC_DJANGO),
    ("clinic-list", "codex", "/work/clinicq", CLINIC_LIST),
    ("shelf-returns", "copilot", "/work/shelf", SHELF_RETURNS),
    ("shelf-next", "copilot", "/work/shelf", SHELF_NEXT),
    ("shelf-e2e", "copilot", "/work/shelf", SHELF_E2E),
    ("shelf-spring", "copilot", "/work/shelf", SHELF_SPRING),
]
