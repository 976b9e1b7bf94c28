"""The sessions of the seventh kinds batch: dependencies moved to other versions and schema
migrations written, again and again in other words, among other work of the same projects.

Each person's turn carries the reading it should get, decided before the reader was run on it
(see `helpers.labelled`).
"""

from __future__ import annotations

from helpers.labelled import AGENT, FOLLOWUP, ONE_OFF, Turns, typed

# The recurring work of the batch.
BUMP = "update-dependencies"     # move dependencies, a toolchain or a base image to other versions
MIGRATION = "write-migration"    # a schema migration
ENDPOINT = "add-endpoint"        # a new endpoint of an API
DOCS = "write-docs"              # a README or a guide brought up to date


# orbit: a Go service, with Claude Code.
ORBIT_TOOLCHAIN: Turns = [
    (BUMP, "upgrade the go toolchain to 1.23"),
    (AGENT, "`go.mod` now says `go 1.23.0` with `toolchain go1.23.4`; the Dockerfile builds "
            "from `golang:1.23-bookworm`. `go vet ./...` and `go test ./...` pass."),
    (FOLLOWUP, "the CI image is still on 1.22, change that too"),
    (AGENT, "`.github/workflows/ci.yml` sets `go-version: '1.23'` in `actions/setup-go`."),
    (FOLLOWUP, "thanks"),
]
ORBIT_MIGRATION: Turns = [
    (MIGRATION, "need a goose migration creating the webhook_deliveries table: id, endpoint_id, "
                "status, attempted_at"),
    (AGENT, "Added `migrations/20261201101500_webhook_deliveries.sql` with the table, a foreign "
            "key to `endpoints(id)`, and the down migration dropping it."),
    (FOLLOWUP, "add an index on endpoint_id as well"),
    (AGENT, "The migration creates `idx_webhook_deliveries_endpoint_id` after the table."),
    (DOCS, "update the README's local setup section, it still says to run `make db` which is "
           "gone"),
    (AGENT, "The local setup section now starts the database with `docker compose up db` and "
            "applies migrations with `goose up`."),
]
ORBIT_REDELIVER: Turns = [
    (MIGRATION, "the deliveries table needs a `retry_count int not null default 0` column, "
                "write the migration"),
    (AGENT, "Added `20261203090000_deliveries_retry_count.sql`; the default fills the existing "
            "rows, the down migration drops the column."),
    (ENDPOINT, "now add POST /v1/deliveries/{id}/redeliver that re-queues a failed delivery and "
               "bumps retry_count"),
    (AGENT, "`POST /v1/deliveries/{id}/redeliver` re-queues the delivery when it failed, "
            "increments `retry_count`, and answers 409 when it did not fail; with a handler "
            "test of the three cases."),
    (FOLLOWUP, "409 is fine but put the current status in the error body"),
    (AGENT, "The 409 body is `{\"error\": \"not failed\", \"status\": \"delivered\"}`."),
]

# quill: a FastAPI service in Python, with Codex.
QUILL_SOFT_DELETE: Turns = [
    (MIGRATION, "write an alembic migration that adds a `deleted_at` timestamp column to "
                "documents"),
    (AGENT, "Added `alembic/versions/7c1d2e_documents_deleted_at.py` adding `deleted_at` as "
            "`TIMESTAMP WITH TIME ZONE NOT NULL`."),
    (FOLLOWUP, "make it nullable, there are existing rows"),
    (AGENT, "`deleted_at` is nullable now; upgrade and downgrade run cleanly on a copy of the "
            "database."),
    (ENDPOINT, "add DELETE /documents/{id} that soft-deletes by setting deleted_at, with a test"),
    (AGENT, "`DELETE /documents/{id}` sets `deleted_at` and answers 204; listing skips deleted "
            "documents. `tests/test_documents.py` covers delete, delete twice and list."),
]
QUILL_RENOVATE: Turns = [
    (BUMP, "renovate PR #88 is failing, take a look"),
    (AGENT, "The PR moves `httpx` from 0.27 to 0.28, which removed the `app=` argument of "
            "`AsyncClient`; `tests/conftest.py` used it. It now builds the client with "
            "`transport=ASGITransport(app=app)` and the suite passes."),
    (FOLLOWUP, "push it to the renovate branch"),
    (AGENT, "Pushed to `renovate/httpx-0.x`; the checks are running."),
]
QUILL_PIN: Turns = [
    (BUMP, "pin `urllib3<2` in requirements.txt, the vendored boto in the worker can't take 2.x"),
    (AGENT, "`requirements.txt` has `urllib3>=1.26.18,<2`; `pip-compile` keeps the rest as it "
            "was."),
    (DOCS, "add a note to docs/deploy.md about why urllib3 is pinned"),
    (AGENT, "`docs/deploy.md` has a short \"Pinned dependencies\" section with the reason."),
    (FOLLOWUP, "perfect"),
]

# atlas: a Next.js app, with the Copilot CLI.
ATLAS_NEXT: Turns = [
    (BUMP, "bump next to 15.1 and react to 19"),
    (AGENT, "`package.json` has `next@15.1.3`, `react@19.0.0`, `react-dom@19.0.0`; ran "
            "`pnpm install`."),
    (FOLLOWUP, typed(
        "build is broken now",
        "",
        "Type error: Type '{ params: { id: string; }; }' does not satisfy the constraint "
        "'PageProps'.",
        "  Types of property 'params' are incompatible.",
        "")),
    (AGENT, "Next 15 passes `params` as a promise: the three dynamic pages await it now. "
            "`pnpm build` passes."),
    (FOLLOWUP, "ok good"),
]
ATLAS_MEMBERS: Turns = [
    (ENDPOINT, "add a GET route handler at /api/teams/[id]/members that returns the members "
               "sorted by name"),
    (AGENT, "`app/api/teams/[id]/members/route.ts` returns the members ordered by `name`, with "
            "a test in `route.test.ts`."),
    (FOLLOWUP, "return 404 when the team doesn't exist"),
    (AGENT, "It answers 404 with `{ error: \"team not found\" }` when there is no such team."),
]
ATLAS_DEPS: Turns = [
    (BUMP, "update deps"),
    (AGENT, "Updated every dependency within its range and the majors of `zod` (3 to 4 is not "
            "out yet, so left) and `eslint` (8 to 9). `pnpm lint` fails on the old config "
            "format."),
    (FOLLOWUP, "skip eslint 9, moving the config to the flat format is its own job"),
    (AGENT, "`eslint` is back on 8.57; lint, typecheck and tests pass."),
]

# ferrous: a Rust CLI, with Claude Code.
FERROUS_CARGO: Turns = [
    (BUMP, "cargo update and fix what breaks"),
    (AGENT, "`cargo update` moved 41 crates; `clap` 4.5 deprecates `value_parser!` for paths, "
            "which two arguments used. They take `PathBuf` directly now; `cargo test` passes."),
    (FOLLOWUP, "leave reqwest on 0.11, we're not ready for the hyper 1 move"),
    (AGENT, "`Cargo.toml` keeps `reqwest = \"0.11\"`; the lockfile has 0.11.27."),
]
FERROUS_ACTIONS: Turns = [
    (BUMP, "the workflows still use actions/checkout@v3 and actions/cache@v3, move them to v4"),
    (AGENT, "The three workflows use `actions/checkout@v4` and `actions/cache@v4`."),
    (ONE_OFF, "what does the `Swatinem/rust-cache` step do that actions/cache doesn't?"),
    (AGENT, "It keys the cache on the toolchain and the lockfile and prunes the target "
            "directory of the workspace's own crates before saving."),
]

SESSIONS: list[tuple[str, str, str, Turns]] = [
    ("orbit-toolchain", "claude-code", "/work/orbit", ORBIT_TOOLCHAIN),
    ("orbit-migration", "claude-code", "/work/orbit", ORBIT_MIGRATION),
    ("orbit-redeliver", "claude-code", "/work/orbit", ORBIT_REDELIVER),
    ("quill-soft-delete", "codex", "/work/quill", QUILL_SOFT_DELETE),
    ("quill-renovate", "codex", "/work/quill", QUILL_RENOVATE),
    ("quill-pin", "codex", "/work/quill", QUILL_PIN),
    ("atlas-next", "copilot", "/work/atlas", ATLAS_NEXT),
    ("atlas-members", "copilot", "/work/atlas", ATLAS_MEMBERS),
    ("atlas-deps", "copilot", "/work/atlas", ATLAS_DEPS),
    ("ferrous-cargo", "claude-code", "/work/ferrous", FERROUS_CARGO),
    ("ferrous-actions", "claude-code", "/work/ferrous", FERROUS_ACTIONS),
]
