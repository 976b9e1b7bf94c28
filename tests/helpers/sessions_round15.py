"""The sessions of the fifteenth batch: the same kinds of work asked again in other sessions in
other words, with the agent's replies, and work that shares their words but is of another kind.

Each person's turn carries the reading it should get, decided before the reader was run on it
(see `helpers.labelled`).
"""

from __future__ import annotations

from helpers.labelled import AGENT, FOLLOWUP, ONE_OFF, Turns, typed

# The recurring kinds of work of the batch.
REVIEW = "address-review"        # address the comments of a review of one's pull request
CHECKS = "fix-checks"            # make a failing CI job or test pass, a flaky one among them
BUMP = "bump-dependency"         # move a dependency to another version
MIGRATION = "write-migration"    # a schema migration
RELEASE = "release-notes"        # release notes, a changelog entry
ENDPOINT = "add-endpoint"        # a new endpoint of an API, with its tests
ADD_TESTS = "write-tests"        # write new tests for code
REVIEW_TESTS = "review-tests"    # look over tests and say what is wrong with them


# ledger: a Go service, with Claude Code.
LEDGER_REVIEW: Turns = [
    (REVIEW, typed(
        "got review back on #431 from Priya:",
        "",
        "> internal/accounts/transfer.go:88",
        "> this swallows the error from `tx.Rollback()`, at least log it",
        "",
        "> internal/accounts/transfer.go:112",
        "> nit: `amt` -> `amount`, we don't abbreviate in exported signatures",
        "",
        "> internal/accounts/transfer_test.go:40",
        "> can we make this table-driven? three copies of the same setup",
        "",
        "can you work through these")),
    (AGENT, "Done: the rollback error is logged with `slog.Error`, `amt` is `amount` in "
            "`Transfer` and its callers, and `TestTransfer` is one table of three cases. `go "
            "test ./internal/accounts/...` passes."),
    (FOLLOWUP, "for the rollback one use errors.Join instead of just logging, return both"),
    (AGENT, "`Transfer` now returns `errors.Join(err, rbErr)` when the rollback fails too, and "
            "the test checks both errors are in it with `errors.Is`."),
    (FOLLOWUP, "ok. reply on the threads saying fixed and resolve them"),
    (AGENT, "Replied \"fixed in 3c1e9a2\" on the three threads and resolved them."),
    (FOLLOWUP, "thanks"),
]
LEDGER_CI: Turns = [
    (CHECKS, typed(
        "lint job is red on my branch",
        "",
        "Run golangci-lint run --timeout=5m",
        "internal/ledger/post.go:54:2: ineffectual assignment to err (ineffassign)",
        "\terr = db.QueryRowContext(ctx, q, id).Scan(&bal)",
        "\t^",
        "internal/ledger/post.go:71:15: Error return value of `rows.Close` is not checked "
        "(errcheck)",
        "\tdefer rows.Close()",
        "\t             ^",
        "2 issues:",
        "* errcheck: 1",
        "* ineffassign: 1",
        "Error: issues found",
        "Error: Process completed with exit code 1.")),
    (AGENT, "The `Scan` error was assigned and never read; it is returned now. `rows.Close()` "
            "is deferred in a closure that joins its error into the named return. "
            "`golangci-lint run` is clean locally."),
    (FOLLOWUP, "the defer closure is ugly, just `defer func() { _ = rows.Close() }()` is fine "
               "here"),
    (AGENT, "Changed to `defer func() { _ = rows.Close() }()`; lint still clean."),
    (FOLLOWUP, "push it and watch the run"),
    (AGENT, "Pushed `a91f0c4`; the lint and test jobs passed on the run."),
    (ONE_OFF, "while you're there, what does the `reconcile` cron actually do at night?"),
    (AGENT, "It walks yesterday's postings, sums them per account and compares the totals with "
            "the balances table; a difference is written to `reconcile_diffs` and alerts."),
]
LEDGER_BUMP: Turns = [
    (BUMP, "bump google.golang.org/grpc to v1.64.0"),
    (AGENT, "Bumped `google.golang.org/grpc` to v1.64.0 and ran `go mod tidy`; it pulled "
            "`golang.org/x/net` v0.25.0 along. The build fails:"),
    (FOLLOWUP, typed(
        "yeah I see it too",
        "",
        "# github.com/acme/ledger/internal/rpc",
        "internal/rpc/server.go:33:17: grpc.WithInsecure is deprecated: use "
        "WithTransportCredentials and insecure.NewCredentials() instead.",
        "internal/rpc/client.go:21:9: undefined: grpc.WithBlock",
        "",
        "fix those")),
    (AGENT, "`server.go` and `client.go` dial with "
            "`grpc.WithTransportCredentials(insecure.NewCredentials())`; `WithBlock` is gone, "
            "the client waits for readiness with a health check instead. `go build ./...` and "
            "`go test ./...` pass."),
    (FOLLOWUP, "good. commit as chore(deps): bump grpc to 1.64"),
    (AGENT, "Committed `chore(deps): bump grpc to 1.64`."),
]
LEDGER_MIGRATION: Turns = [
    (MIGRATION, "need a goose migration that adds a `settled_at timestamptz` column to "
                "transfers, nullable, plus an index on it"),
    (AGENT, "Added `migrations/20261103091500_transfers_settled_at.sql` with the column and "
            "`CREATE INDEX CONCURRENTLY idx_transfers_settled_at`; the down migration drops "
            "both."),
    (FOLLOWUP, typed(
        "it fails on apply:",
        "",
        "2026/11/03 09:17:22 goose run: ERROR 20261103091500_transfers_settled_at.sql: failed "
        "to run SQL migration: failed to execute SQL query \"CREATE INDEX CONCURRENTLY ...\": "
        "ERROR: CREATE INDEX CONCURRENTLY cannot run inside a transaction block (SQLSTATE "
        "25001)")),
    (AGENT, "Goose wraps each migration in a transaction; the file now starts with `-- +goose "
            "NO TRANSACTION`, and applies cleanly on the local database."),
    (FOLLOWUP, "backfill settled_at from the status history in the same migration? or separate"),
    (AGENT, "Separate is safer: a backfill of that table holds locks for minutes. I can write it "
            "as its own migration that updates in batches of 10k."),
    (FOLLOWUP, "separate then, do it"),
    (AGENT, "Added `20261103093000_backfill_settled_at.sql` updating in batches of 10000."),
]

# kiln: a FastAPI service in Python, with Codex.
KILN_REVIEW: Turns = [
    (REVIEW, typed(
        "Nadia's comments on the PR, please handle them",
        "",
        "app/routers/exports.py",
        "  L27  Why is this a sync def? it blocks the event loop while we stream from S3",
        "  L58  magic number 500 -> settings.EXPORT_PAGE_SIZE",
        "tests/test_exports.py",
        "  L12  this fixture leaks the temp dir, use tmp_path")),
    (AGENT, "`stream_export` is `async def` and reads S3 through `aioboto3`; the page size "
            "comes from `settings.EXPORT_PAGE_SIZE` (default 500); the fixture uses `tmp_path`. "
            "`pytest tests/test_exports.py` passes."),
    (FOLLOWUP, "the settings default should be 1000 actually, she's right that 500 is too "
               "small"),
    (AGENT, "Default is 1000 now; the test that counted pages expects 3 instead of 5."),
    (FOLLOWUP, "cool, push"),
    (AGENT, "Pushed to `exports-streaming`."),
]
KILN_CI: Turns = [
    (CHECKS, typed(
        "the pytest job on main went red after the merge, see",
        "",
        "============================= test session starts ==============================",
        "platform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0",
        "collected 214 items",
        "",
        "tests/test_invoices.py ........F.....",
        "",
        "=================================== FAILURES ===================================",
        "_______________________ test_invoice_total_rounds_half_up _______________________",
        "",
        "    def test_invoice_total_rounds_half_up():",
        "        inv = make_invoice(lines=[Decimal(\"10.005\")])",
        ">       assert inv.total == Decimal(\"10.01\")",
        "E       AssertionError: assert Decimal('10.00') == Decimal('10.01')",
        "",
        "tests/test_invoices.py:88: AssertionError",
        "=========================== short test summary info ============================",
        "FAILED tests/test_invoices.py::test_invoice_total_rounds_half_up",
        "======================== 1 failed, 213 passed in 9.41s =========================")),
    (AGENT, "`Invoice.total` quantizes with the default `ROUND_HALF_EVEN` since the merge "
            "moved it into `money.py`; it uses `ROUND_HALF_UP` again and the job passes "
            "locally."),
    (FOLLOWUP, "was it the merge of #219? just so I know who to tell"),
    (AGENT, "Yes, #219 moved `quantize` into `money.py` without the rounding argument."),
    (CHECKS, "separate thing: test_export_csv has been flaky all week, passes locally, fails "
              "on CI maybe one run in four. find out why before anyone quarantines it"),
    (AGENT, "It compares rows in insertion order but the query has no `ORDER BY`; on CI's "
            "Postgres the planner picks a parallel scan and the order changes. Ordering by "
            "`id` in the export fixes it; 50 runs in a loop passed."),
    (FOLLOWUP, "👍"),
]
KILN_RELEASE: Turns = [
    (BUMP, "upgrade pydantic to 2.9 and fix whatever breaks"),
    (AGENT, "Upgraded to pydantic 2.9.2. Two deprecations: `class Config` in `schemas.py` is "
            "now `model_config = ConfigDict(...)`, and `.dict()` calls are `.model_dump()`. "
            "Tests pass."),
    (FOLLOWUP, "also pydantic-settings while you're at it, it pins <2.5"),
    (AGENT, "pydantic-settings is at 2.5.2; nothing else changed."),
    (RELEASE, "now draft the changelog entry for 1.8.0, everything merged since the 1.7.2 tag"),
    (AGENT, "Added `## 1.8.0` to `CHANGELOG.md`: streaming exports, half-up rounding fix, "
            "pydantic 2.9 upgrade, with the PR numbers."),
    (FOLLOWUP, "group them under Added / Fixed / Changed like the older entries"),
    (AGENT, "Grouped under Added, Fixed and Changed."),
    (FOLLOWUP, "perfect"),
]
KILN_ENDPOINT: Turns = [
    (ENDPOINT, "we need a cancel route for exports: POST /exports/{export_id}/cancel. 409 if "
               "it already finished. write the tests with it"),
    (AGENT, "Added `cancel_export` in `app/routers/exports.py`; it sets the status to "
            "`cancelled` and returns 202, 404 for an unknown id and 409 for a finished export. "
            "`tests/test_exports.py` has the three cases."),
    (FOLLOWUP, typed(
        "one fails for me",
        "",
        "FAILED tests/test_exports.py::test_cancel_finished_export - assert 202 == 409")),
    (AGENT, "The fixture made the finished export with status `done` and the route checked "
            "`finished`; both use `ExportStatus.FINISHED` now and the three pass."),
    (FOLLOWUP, "ok good"),
]
KILN_TESTS: Turns = [
    (ADD_TESTS, "write unit tests for parse_remittance in app/parsing.py, it has none. cover "
                "the empty file, a bad IBAN and the happy path"),
    (AGENT, "Added `tests/test_parsing.py` with five tests: empty file, bad IBAN, happy path, "
            "a BOM at the start and a trailing blank line. All pass."),
    (FOLLOWUP, "use pytest.mark.parametrize for the IBAN cases"),
    (AGENT, "The IBAN cases are one parametrized test of four ids."),
    (REVIEW_TESTS, "can you look over the tests in tests/api/ and tell me which ones are "
                   "redundant or test nothing? don't change anything yet"),
    (AGENT, "Three overlap: `test_create_export_ok` and `test_create_export_201` assert the "
            "same thing; `test_health` only checks the status code of a stub; "
            "`test_list_exports_paging` never reaches page 2 because the fixture makes 3 rows."),
    (FOLLOWUP, "ok delete the duplicate and fix the paging fixture"),
    (AGENT, "Deleted `test_create_export_201`; the fixture makes 25 rows and the test reads "
            "page 2."),
]

LEDGER_ENDPOINT: Turns = [
    (ENDPOINT, "add GET /v1/accounts/{id}/statements with a `from`/`to` query, paginated, and "
               "tests for it"),
    (AGENT, "Added the handler in `internal/http/statements.go`, registered on the router, with "
            "cursor pagination; `statements_test.go` covers the range, an empty month and a bad "
            "date with httptest."),
    (FOLLOWUP, "400 on from > to as well"),
    (AGENT, "`from` after `to` returns 400 `invalid_range`; one more test case."),
    (FOLLOWUP, "and the openapi spec"),
    (AGENT, "`api/openapi.yaml` documents the endpoint, its parameters and both errors."),
    (FOLLOWUP, "great thx"),
]

# harbor: a Next.js app in TypeScript, with the Copilot CLI.
HARBOR_REVIEW: Turns = [
    (REVIEW, typed(
        "address the review on my PR:",
        "",
        "src/app/api/invites/route.ts",
        "@@ -14,7 +14,9 @@ export async function POST(req: Request) {",
        "-  const body = await req.json()",
        "+  const body = InviteSchema.parse(await req.json())",
        "",
        "kenji: parse throws a ZodError and we return a 500. use safeParse and send a 400 with "
        "the issues",
        "",
        "kenji: also the email should be lowercased before the unique check")),
    (AGENT, "The route uses `InviteSchema.safeParse` and returns 400 with `error.flatten()`; the "
            "email is lowercased with a zod `.transform`. Two tests cover both."),
    (FOLLOWUP, "return just fieldErrors, not the whole flatten output"),
    (AGENT, "The 400 body is `{ errors: parsed.error.flatten().fieldErrors }` now."),
    (FOLLOWUP, "lgtm"),
]
HARBOR_CI: Turns = [
    (CHECKS, typed(
        "build failing in CI again",
        "",
        "> harbor@0.9.0 build",
        "> next build",
        "",
        "   ▲ Next.js 14.2.5",
        "   Creating an optimized production build ...",
        " ✓ Compiled successfully",
        "   Linting and checking validity of types  ..Failed to compile.",
        "",
        "./src/app/(dashboard)/invites/page.tsx:31:18",
        "Type error: Property 'expiresAt' does not exist on type 'Invite'.",
        "",
        "  29 |       {invites.map((i) => (",
        "  30 |         <li key={i.id}>",
        "> 31 |           {i.expiresAt.toLocaleDateString()}",
        "     |                  ^",
        "Error: Process completed with exit code 1.")),
    (AGENT, "The `Invite` type comes from the Prisma client, generated before `expiresAt` was "
            "added; CI runs `next build` without `prisma generate`. I added `prisma generate` to "
            "the `build` script and the type check passes."),
    (FOLLOWUP, "no, put it in postinstall, that's where prisma recommends it"),
    (AGENT, "Moved it to `postinstall`; `build` is `next build` again."),
    (FOLLOWUP, "ok"),
]
HARBOR_RELEASE: Turns = [
    (RELEASE, "write up release notes for v2.4.0, what changed since v2.3.0, user-facing "
              "stuff first"),
    (AGENT, "Drafted `docs/releases/v2.4.0.md`: invites with expiry, the new dashboard filters, "
            "then fixes (the 500 on bad invite bodies, date formatting) and internal changes."),
    (FOLLOWUP, "drop the internal changes section, nobody reads it"),
    (AGENT, "Removed it."),
    (BUMP, typed(
        "renovate's PR for next 14 -> 15 failed, do the bump by hand",
        "",
        "npm ERR! code ERESOLVE",
        "npm ERR! ERESOLVE unable to resolve dependency tree",
        "npm ERR! Found: react@18.3.1",
        "npm ERR! peer react@\"^19.0.0\" from next@15.0.3")),
    (AGENT, "Next 15 needs React 19: bumped `next` to 15.0.3 and `react`/`react-dom` to 19.0.0, "
            "`cookies()` and `headers()` are awaited in the three places that call them. Build "
            "and tests pass."),
    (FOLLOWUP, "run the e2e suite too before I look"),
    (AGENT, "`npx playwright test`: 41 passed."),
]
HARBOR_ENDPOINT: Turns = [
    (MIGRATION, "make a prisma migration for an `invite_reminders` table: invite id, sent_at, "
                "channel enum (email|slack)"),
    (AGENT, "Added the `InviteReminder` model and `ReminderChannel` enum and ran `prisma "
            "migrate dev --name invite_reminders`; the migration creates the table with a "
            "foreign key to `invites`."),
    (FOLLOWUP, "cascade on delete"),
    (AGENT, "The relation has `onDelete: Cascade`; the migration was regenerated."),
    (ENDPOINT, "next: an endpoint to resend an invite, POST /api/invites/[id]/resend, "
               "rate limited to once a minute, with tests"),
    (AGENT, "Added `src/app/api/invites/[id]/resend/route.ts`: it sends again through the "
            "mailer and returns 429 when the last reminder is under a minute old. Vitest "
            "covers the send, the 429 and an unknown id."),
    (ONE_OFF, "is there a way to see which migrations ran on staging without shelling into "
              "the box?"),
    (AGENT, "`prisma migrate status` against the staging `DATABASE_URL` lists them; it only "
            "reads `_prisma_migrations`."),
]
HARBOR_FLAKY: Turns = [
    (CHECKS, typed(
        "invites.spec.ts keeps failing randomly on CI, maybe 1 in 5 runs. never locally",
        "",
        "  1) [chromium] › invites.spec.ts:22:7 › invite flow › accepts an invite",
        "",
        "    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()",
        "",
        "    Locator: getByText('Welcome to the team')",
        "    Expected: visible",
        "    Received: <element(s) not found>",
        "",
        "  1 flaky",
        "    [chromium] › invites.spec.ts:22:7 › invite flow › accepts an invite")),
    (AGENT, "The test clicks \"Accept\" before the invite query settles; on CI's slower runner "
            "the click lands on the skeleton. It waits for the accept button to be enabled "
            "now, and 30 repeated runs passed."),
    (FOLLOWUP, "don't bump the timeout anywhere, right?"),
    (AGENT, "Right, no timeout was changed."),
    (ADD_TESTS, "add a playwright test for an expired invite showing the 'link expired' page"),
    (AGENT, "Added `invites.spec.ts › shows the expired page` with an invite seeded a day in "
            "the past."),
]

# Each session: its id, harness, project and turns.
SESSIONS: list[tuple[str, str, str, Turns]] = [
    ("ledger-review", "claude-code", "/work/ledger", LEDGER_REVIEW),
    ("ledger-ci", "claude-code", "/work/ledger", LEDGER_CI),
    ("ledger-bump", "claude-code", "/work/ledger", LEDGER_BUMP),
    ("ledger-migration", "claude-code", "/work/ledger", LEDGER_MIGRATION),
    ("ledger-endpoint", "claude-code", "/work/ledger", LEDGER_ENDPOINT),
    ("kiln-review", "codex", "/work/kiln", KILN_REVIEW),
    ("kiln-ci", "codex", "/work/kiln", KILN_CI),
    ("kiln-release", "codex", "/work/kiln", KILN_RELEASE),
    ("kiln-endpoint", "codex", "/work/kiln", KILN_ENDPOINT),
    ("kiln-tests", "codex", "/work/kiln", KILN_TESTS),
    ("harbor-review", "copilot", "/work/harbor", HARBOR_REVIEW),
    ("harbor-ci", "copilot", "/work/harbor", HARBOR_CI),
    ("harbor-release", "copilot", "/work/harbor", HARBOR_RELEASE),
    ("harbor-endpoint", "copilot", "/work/harbor", HARBOR_ENDPOINT),
    ("harbor-flaky", "copilot", "/work/harbor", HARBOR_FLAKY),
]
