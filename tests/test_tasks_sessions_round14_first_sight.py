"""Whose words these are, across Claude Code, Codex and the Copilot CLI: the fourteenth batch, at
first sight.

A first-sight batch taken from twelve whole sessions of six people on six repositories: a Remix
app with Claude Code, a FastAPI + SQLAlchemy 2 service with Codex, a Tauri app in Rust with the
Copilot CLI, an Elixir Ash app with Claude Code, a dbt + Snowflake project with Codex and a Swift
Vapor service with the Copilot CLI. Written with the reading each message should get before the
reader was run on them. Most of the "always", "never", "use", "should" and "consider" of the
batch are not the people's rules: the programs' own words in what is pasted (Remix's "is
deprecated, use ... instead" and its future flag's "You can use", SQLAlchemy's and pydantic's
deprecations with "use ConfigDict instead", clippy's "help: consider using", Ash's DSL error with
its "You must either set", dbt's "Please see", Swift's "use @OptionalField"), colleagues'
reviews and a lead's chat message, each applied once or put off, the frameworks' and the ORM's
docs with their own imperatives; questions, hypotheticals ("if we ever ... we should always"),
idioms ("better late than never", "always something with ..."), sarcasm. Among them, the
people's own rules of code and process: bans with their reach ("in a route component", "inside
a repository function", "in a `#[tauri::command]`", "from a LiveView", "in a mart model",
"anywhere in `Sources/App`"), with no verb ("never `unwrap()` in ...", "never `select *` in
..."), a migration the agent is never to run; commands listed at their moment with no verb,
under a label ("house rule: `npm run typecheck` and `npm run lint` before you call anything
done"), with how often between the moment and the list ("before you push, every time: ..."),
of programs the reader did not know (`sqlfluff lint models`); the team's ways said in the
present ("all queries here go through `select()`, never the legacy ...", "we authorize with
...", "logging here is ..."); each after a yes to the agent's proposal, some in other words ("go
for it."), and each ban said again in the second session in other words ("like I said the other
day:", "same rule as last time:", "for the last time:", "we went through this:", "we agreed on
this:", "told you before,").

Measured on the twelve sessions before the reader was changed for them: 1 read right; no wrong
lesson and no wrong check; by message: rules 4/22, nothing 22/22, one-offs 8/8, look-alikes
13/13. Of the 27 standing preferences said, 10 stood with the sessions they were said in, 2 more
from one session of their two, none wrong. The misses: a label of the team's rule ("house
rule:", ") before a list of commands with no verb, and a "how often" between the
moment and its list, read as nothing; a program with its task of checking the tree that no list
knows (`sqlfluff lint models`) taken for no command; a ban said again after a mark with no day
("for the last time:", "we went through this:", "we agreed on this:") read as nothing or kept to
its task; what the banned thing does, told after the ban (", it ends up in the client bundle"),
read as a place the ban is kept to ("in the client"); a yes in other words ("go for it.") before
the person's own rule giving nothing; and the ten in `KNOWN_MISSES`. After: 6 read right, with
no wrong lesson or wrong check; by message: rules 12/22, nothing 22/22, one-offs 8/8,
look-alikes 13/13; of the 27 standing preferences said, 19 stand with the sessions they were
said in, and none that was not said (the 8 left out are in `STANDING_MISSED`, for the known
misses). No expectation was changed after the run.

Variants of the shapes mended, written after the batch from how people say such things, are
below, each with its tests: a label or how often before commands at their moment, and not
another's rule or a name that is no command; a ban said before without its day, and not work
gone through or a finding; a program with its checking task, and not a name; what the thing does
told after a ban, and not what "it" must be; a yes in other words then a rule.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from helpers.judged import (
    ADDS,
    AVOIDS,
    EDITS,
    NOT_RUN,
    RUNS,
    Judged,
    durable_lines,
    judged,
)
from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import batch_tests, standing_left


def _typed(*lines: str) -> str:
    """A message typed over several lines, a pasted output among them."""
    return "\n".join(lines)


# Messages with what they paste, and the agent's messages some of them answer, as they were
# typed and shown (an agent's message on one line, as the harvest keeps it).

# trailhead: a Remix app, with Claude Code.
_RX_LOG = _typed(
    "npm run typecheck",
    "",
    "> trailhead@0.4.0 typecheck",
    "> tsc",
    "",
    "app/routes/trips.$tripId.tsx:22:9 - error TS2339: Property 'trip' does not exist on type "
    "'{ trips: Trip[]; }'.",
    "",
    "22   const { trip } = useLoaderData<typeof loader>();",
    "             ~~~~",
    "",
    "Found 1 error in app/routes/trips.$tripId.tsx:22",
    "",
    "npm run build",
    "> remix vite:build",
    "warn: The `json` function is deprecated, use `Response.json` or return raw objects "
    "instead.",
    "Future flag warning: Data fetching is changing to a single fetch in React Router v7. You "
    "can use the `v3_singleFetch` future flag to opt-in early. -> "
    "https://remix.run/docs/en/2.13.1/start/future-flags#v3_singleFetch",
    "",
    "the trip page broke after I moved the loader, any idea?")
_RX_REPLY = (
    "The loader returned `{ trips }` while the component read `trip`; it returns the one trip "
    "now and the typecheck is clean. The forms in `app/routes/trips.new.tsx` post with `fetch` "
    "from an `onSubmit` handler; want me to switch them to Remix's `<Form>` component with an "
    "action?")
_RX_RULE = (
    "yes please. and never put `process.env` in a route component, it ends up in the client "
    "bundle")
_RX_CHECK_RULE = "house rule: `npm run typecheck` and `npm run lint` before you call anything done"
_RX_REVIEW = _typed(
    "Malia's review on #57:",
    "",
    "> app/routes/_index.tsx: please always `defer()` the slow stats query so the page streams. "
    "Also consider a `<Suspense>` boundary around the chart.",
    "",
    "do the `defer()` in `app/routes/_index.tsx`, the Suspense can wait")
_RX_AGAIN = (
    "`trips.$tripId.tsx` reads `process.env.MAPBOX_TOKEN` in the component again. like I said "
    "the other day: no `process.env` in route components, it goes through the loader")
_RX_DOCS = _typed(
    "the Remix docs on loaders:",
    "",
    "> You should always throw a `Response` from a loader when a record is not found. Never "
    "return `null` from a loader that the route depends on.",
    "",
    "does that apply to resource routes too?")
_RX_Q = "does `useLoaderData` always revalidate after an action, or only on the same route?"
_RX_IDIOM = "always something with Vite and CJS deps, isn't it. builds now anyway"

# billing-api: a FastAPI + SQLAlchemy 2 service, with Codex.
_FA_LOG = _typed(
    "uv run pytest -q",
    "....F",
    "FAILED tests/test_invoices.py::test_list_invoices - sqlalchemy.exc.MissingGreenlet: "
    "greenlet_spawn has not been called; can't call await_only() here. Was IO attempted in an "
    "unexpected place? (Background on this error at: https://sqlalche.me/e/20/xd2s)",
    "=============================== warnings summary ===============================",
    "app/models.py:14",
    "  /home/marek/src/billing-api/app/models.py:14: MovedIn20Warning: The "
    "``declarative_base()`` function is now available as sqlalchemy.orm.declarative_base(). "
    "(deprecated since: 2.0)",
    "tests/conftest.py:22",
    "  PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict "
    "instead. Deprecated in Pydantic V2.0 to be removed in V3.0.",
    "-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html",
    "1 failed, 4 passed, 2 warnings in 1.12s",
    "",
    "why does the list endpoint blow up, it worked before the async switch")
_FA_REPLY = (
    "`Invoice.lines` was lazy-loaded after the session closed; the query loads it with "
    "`selectinload(Invoice.lines)` now and the test passes. The routers also open sessions with "
    "`SessionLocal()` themselves; want me to inject them with a `get_session` dependency "
    "instead?")
_FA_RULE = (
    "yes. and never call `session.commit()` inside a repository function, the request handler "
    "owns the transaction")
_FA_CHECK_RULE = (
    "before you push, every time: `uv run ruff check .`, `uv run mypy app` and `uv run pytest`")
_FA_CONVENTION = "all queries here go through `select()`, never the legacy `session.query()`"
_FA_PROCESS = (
    "house rule: don't run `alembic upgrade head` against staging from here, CI does the "
    "migrations")
_FA_REVIEW = _typed(
    "comments from Hana on PR #88:",
    "",
    "> app/routers/invoices.py L40: you should never return ORM objects directly, always go "
    "through a response model. Also please add an index on `invoices.customer_id`.",
    "",
    "add `response_model=InvoiceOut` to that route in `app/routers/invoices.py`, the index can "
    "wait")
_FA_AGAIN = (
    "`save_payment` in `payments.py` commits again. same rule as last time: no "
    "`session.commit()` in the repositories, the handler commits")
_FA_DOCS = _typed(
    "the SQLAlchemy docs say:",
    "",
    "> When using AsyncSession, you should always set `expire_on_commit=False`. Lazy loading "
    "must never be relied upon under asyncio.",
    "",
    "so do we need that on our sessionmaker?")
_FA_HYPO = (
    "if we ever split billing into its own database we should always use two-phase commit, but "
    "that's not happening this year")
_FA_THANKS = "perfect, ship it"

# notch: a Tauri app in Rust, with the Copilot CLI.
_TA_LOG = _typed(
    "cargo clippy --all-targets -- -D warnings",
    "warning: this `MutexGuard` is held across an await point",
    "  --> src-tauri/src/commands.rs:31:13",
    "   |",
    "31 |         let state = app_state.lock().unwrap();",
    "   |             ^^^^^",
    "   |",
    "   = help: consider using an async-aware `Mutex` type or ensuring the `MutexGuard` is "
    "dropped before calling `await`",
    "   = help: for further information visit "
    "https://rust-lang.github.io/rust-clippy/master/index.html#await_holding_lock",
    "   = note: `-D clippy::await-holding-lock` implied by `-D warnings`",
    "",
    "error: could not compile `notch` (lib) due to 1 previous error",
    "",
    "and the app freezes when I save a note twice fast, related?")
_TA_REPLY = (
    "Yes: the guard was held across the `await` on the file write. `commands.rs` takes a "
    "`tokio::sync::Mutex` now and drops it before the write. The commands also return "
    "`Result<T, String>`; want me to add a `thiserror` error type that serializes for the "
    "frontend?")
_TA_RULE = (
    "go for it. and never `unwrap()` in a `#[tauri::command]`, a panic there takes the whole "
    "window down")
_TA_CHECK_RULE = (
    "run `cargo clippy --all-targets -- -D warnings` and `pnpm tauri build --debug` before you "
    "tell me it works")
_TA_ONE_OFF = (
    "in `src-tauri/capabilities/default.json` add `fs:allow-read-text-file`, just that one "
    "permission")
_TA_AGAIN = (
    "`export_note` has an `.unwrap()` on the path again. for the last time: no `unwrap()` in "
    "commands")
_TA_DOCS = _typed(
    "from the Tauri security docs:",
    "",
    "> You should never allow the shell plugin to open arbitrary URLs. Always restrict a "
    "capability to the windows that need it.",
    "",
    "are we doing that already?")
_TA_Q = "does `invoke` ever time out on its own?"
_TA_SARCASM = (
    "oh great, `\"csp\": null` in the config, very secure. put a real CSP in "
    "`src-tauri/tauri.conf.json`")

# helpdesk: an Elixir Ash app, with Claude Code.
_AH_LOG = _typed(
    "mix compile --warnings-as-errors",
    "Compiling 3 files (.ex)",
    "    warning: Ash.Query.filter/2 is deprecated. Use Ash.Query.filter_input/2 or require "
    "Ash.Query and use filter/2 as a macro instead",
    "    |",
    " 48 |     |> Ash.Query.filter(status == :open)",
    "    |     ~",
    "    |",
    "    └─ lib/helpdesk/support/ticket.ex:48: Helpdesk.Support.Ticket.open_for/1",
    "",
    "** (Spark.Error.DslError) [Helpdesk.Support.Ticket]",
    "actions -> update -> close:",
    "  Action `close` cannot be done atomically, because the change `CloseMessages` does not "
    "implement `atomic/3`. You must either set `require_atomic? false` on the action or make "
    "the change atomic.",
    "Compilation failed due to warnings while using the --warnings-as-errors option",
    "",
    "why is the close action rejected?")
_AH_REPLY = (
    "`close` runs a change that reads the related messages, which cannot be atomic; it sets "
    "`require_atomic? false` now and compiles. The LiveViews also call `Helpdesk.Repo` to list "
    "tickets; want me to go through a `code_interface` on the `Ticket` resource instead?")
_AH_RULE = (
    "yes. never call `Repo` directly from a LiveView, everything goes through the domain")
_AH_CHECK_RULE = (
    "`mix compile --warnings-as-errors`, `mix credo --strict` and `mix test` before every commit")
_AH_CONVENTION = (
    "we authorize with `Ash.Policy.Authorizer` on the resources in this app, not in plugs")
_AH_REVIEW = _typed(
    "Kofi's review:",
    "",
    "> lib/helpdesk/support/ticket.ex: always add a `description` to public actions, and we "
    "should probably paginate `list_open`.",
    "",
    "add the `description` to `close` in `ticket.ex` only, pagination is another PR")
_AH_AGAIN = (
    "`TicketLive.Index` calls `Helpdesk.Repo.all` again. we went through this: no `Repo` in the "
    "LiveViews")
_AH_DOCS = _typed(
    "from the Ash docs:",
    "",
    "> You should always call actions through a code interface. You must never bypass policies "
    "with `authorize?: false` in user-facing code.",
    "",
    "is our admin panel user-facing in that sense?")
_AH_IDIOM = "well, better late than never, the migration finally ran"
_AH_Q = "does `mix ash.codegen` always write a migration even when nothing changed?"

# analytics: a dbt + Snowflake project, with Codex.
_DB_LOG = _typed(
    "dbt build --select stg_orders+",
    "12:01:33  Running with dbt=1.8.7",
    "12:01:35  [WARNING]: Deprecated functionality",
    "The `tests` config has been renamed to `data_tests`. Please see "
    "https://docs.getdbt.com/docs/build/data-tests#new-data_tests-syntax for more information.",
    "12:01:41  1 of 4 START sql view model analytics_dev.stg_orders ........ [RUN]",
    "12:01:42  1 of 4 OK created sql view model analytics_dev.stg_orders ... [SUCCESS 1 in 0.91s]",
    "12:01:44  2 of 4 FAIL 37 unique_fct_orders_order_id ................... [FAIL 37 in 1.20s]",
    "12:01:46  Failure in test unique_fct_orders_order_id (models/marts/schema.yml)",
    "12:01:46    Got 37 results, configured to fail if != 0",
    "12:01:46    compiled code at "
    "target/compiled/analytics/models/marts/schema.yml/unique_fct_orders_order_id.sql",
    "12:01:46  Done. PASS=2 WARN=0 ERROR=1 SKIP=1 TOTAL=4",
    "",
    "37 dupes in fct_orders since the refunds join, why?")
_DB_REPLY = (
    "The refunds join fans out orders with partial refunds; `fct_orders` sums refunds per order "
    "first now and the test passes. The marts also `select *` from the staging views; want me to "
    "list the columns explicitly?")
_DB_RULE = (
    "yes, and never `select *` in a mart model, a new column upstream shouldn't change the mart")
_DB_CHECK_RULE = (
    "always `sqlfluff lint models` and `dbt build --select state:modified+` before you open a PR")
_DB_ONE_OFF = (
    "in `models/marts/fct_orders.sql` make it `incremental` with `unique_key='order_id'`, "
    "nothing else")
_DB_AGAIN = (
    "`fct_refunds.sql` opens with `select *` from the staging view again. we agreed on this: no "
    "`select *` in the marts")
_DB_SLACK = _typed(
    "from #data-eng, Lucia:",
    "",
    "> folks, please always use `QUALIFY` instead of a subquery for dedup in Snowflake, and never "
    "run full refreshes on `fct_events` during business hours",
    "",
    "noted, not now though. just fix the dedup in `models/staging/stg_events.sql`")
_DB_Q = (
    "does `dbt build` always run the tests before the downstream models, or only with "
    "`--fail-fast`?")
_DB_HYPO = (
    "if the warehouse bill keeps growing we should never run the hourly jobs on an XL warehouse, "
    "but that's finance's call")

# relay: a Swift Vapor service, with the Copilot CLI.
_VP_LOG = _typed(
    "swift build",
    "Building for debugging...",
    "/home/ben/src/relay/Sources/App/Controllers/MessageController.swift:42:17: warning: capture "
    "of 'req' with non-sendable type 'Request' in a `@Sendable` closure; this is an error in the "
    "Swift 6 language mode",
    "/home/ben/src/relay/Sources/App/Models/Message.swift:9:5: warning: 'init(key:)' is "
    "deprecated: use @OptionalField for optional properties",
    "/home/ben/src/relay/Sources/App/configure.swift:18:9: error: cannot find "
    "'DatabaseConfigurationFactory' in scope",
    "error: fatalError",
    "",
    "broke after the Fluent bump, what changed?")
_VP_REPLY = (
    "`DatabaseConfigurationFactory` moved to `FluentPostgresDriver`; `configure.swift` imports it "
    "now and it builds. The controllers decode bodies with `req.content.decode` and no "
    "validation; want me to make the DTOs conform to `Validatable`?")
_VP_RULE = (
    "yes do that. and never use `try!` anywhere in `Sources/App`, a crash takes down every "
    "connection")
_VP_CHECK_RULE = (
    "`swift build` and `swift test --parallel` before every push, and `swiftformat --lint .` too")
_VP_CONVENTION = "logging here is `req.logger`, never `print()`"
_VP_REVIEW = _typed(
    "from Ines on the PR:",
    "",
    "> MessageController.swift: you must always call `req.auth.require(User.self)` before "
    "reading the body. Nit: consider `@Sendable` on the route closures.",
    "",
    "add the auth check in `MessageController.swift`, skip the nit")
_VP_AGAIN = (
    "`UserController` has a `try!` on the password hash. told you before, no `try!` in this "
    "package")
_VP_DOCS = _typed(
    "the Vapor docs:",
    "",
    "> You should never block the event loop. Always move long work off it with async/await.",
    "",
    "does bcrypt hashing count as blocking?")
_VP_Q = "does Fluent ever run the migrations on boot without `--auto-migrate`?"
_VP_THANKS = "nice, thanks"

# Messages that state a rule of the person's, each with the reading it should get.
RULES: tuple[tuple[str, str, str, Judged], ...] = (
    ("a yes to a component and an environment banned in route components, with its reason",
     _RX_RULE, _RX_REPLY, {(ADDS, "<Form>", False), (AVOIDS, "process.env", True)}),
    ("a house rule, two scripts before done, no verb", _RX_CHECK_RULE, "",
     {(RUNS, "npm run typecheck", True), (RUNS, "npm run lint", True)}),
    ("the environment banned in route components again, said the other day", _RX_AGAIN, "",
     {(AVOIDS, "process.env", True)}),
    ("a yes to a dependency and a commit banned in repository functions, with its reason",
     _FA_RULE, _FA_REPLY, {(ADDS, "get_session", False), (AVOIDS, "session.commit()", True)}),
    ("the moment first, every time, then three commands", _FA_CHECK_RULE, "",
     {(RUNS, "uv run ruff check .", True), (RUNS, "uv run mypy app", True),
      (RUNS, "uv run pytest", True)}),
    ("all queries go through one call here, never the legacy one", _FA_CONVENTION, "",
     {(ADDS, "select()", True), (AVOIDS, "session.query()", True)}),
    ("a house rule, a migration the agent does not run, with its reason", _FA_PROCESS, "",
     {(NOT_RUN, "alembic upgrade head", True)}),
    ("the commit banned in repositories again, same rule as last time", _FA_AGAIN, "",
     {(AVOIDS, "session.commit()", True)}),
    ("a yes to an error type and an unwrap banned in commands, no verb", _TA_RULE, _TA_REPLY,
     {(ADDS, "thiserror", False), (AVOIDS, "unwrap()", True)}),
    ("a linter with flags and a debug build before it works, run", _TA_CHECK_RULE, "",
     {(RUNS, "cargo clippy --all-targets -- -D warnings", True),
      (RUNS, "pnpm tauri build --debug", True)}),
    ("the unwrap banned in commands again, for the last time", _TA_AGAIN, "",
     {(AVOIDS, "unwrap()", True)}),
    ("a yes to an interface and the repo banned from live views", _AH_RULE, _AH_REPLY,
     {(ADDS, "code_interface", False), (AVOIDS, "Repo", True)}),
    ("three mix tasks before every commit, no verb", _AH_CHECK_RULE, "",
     {(RUNS, "mix compile --warnings-as-errors", True), (RUNS, "mix credo --strict", True),
      (RUNS, "mix test", True)}),
    ("how the app authorizes, said in the present, in this app", _AH_CONVENTION, "",
     {(ADDS, "Ash.Policy.Authorizer", True)}),
    ("the repo banned in live views again, went through this", _AH_AGAIN, "",
     {(AVOIDS, "Repo", True)}),
    ("a yes in words and a select star banned in mart models, no verb", _DB_RULE, _DB_REPLY,
     {(AVOIDS, "select *", True)}),
    ("a linter and a build of what changed before a PR, always", _DB_CHECK_RULE, "",
     {(RUNS, "sqlfluff lint models", True), (RUNS, "dbt build --select state:modified+", True)}),
    ("the select star banned in marts again, agreed on this", _DB_AGAIN, "",
     {(AVOIDS, "select *", True)}),
    ("a yes to a protocol and a forced try banned in the sources", _VP_RULE, _VP_REPLY,
     {(ADDS, "Validatable", False), (AVOIDS, "try!", True)}),
    ("a build and tests before every push, and a format lint too", _VP_CHECK_RULE, "",
     {(RUNS, "swift build", True), (RUNS, "swift test --parallel", True),
      (RUNS, "swiftformat --lint .", True)}),
    ("how the service logs, said in the present, and what it never uses", _VP_CONVENTION, "",
     {(ADDS, "req.logger", True), (AVOIDS, "print()", True)}),
    ("the forced try banned in the package again, told before", _VP_AGAIN, "",
     {(AVOIDS, "try!", True)}),
)

# Messages whose every rule is someone else's, a program's, or not meant: nothing.
NOTHING: tuple[tuple[str, str, str], ...] = (
    ("a pasted typecheck and remix's deprecation and future flag, and a question", _RX_LOG, ""),
    ("the framework's docs on loaders pasted and a question", _RX_DOCS, ""),
    ("a question, does it always revalidate", _RX_Q, ""),
    ("an idiom, always something", _RX_IDIOM, ""),
    ("a pasted pytest run with the ORM's and pydantic's warnings", _FA_LOG, ""),
    ("the ORM's docs pasted and a question", _FA_DOCS, ""),
    ("a hypothetical, should always, not this year", _FA_HYPO, ""),
    ("a thank you, ship it", _FA_THANKS, ""),
    ("a pasted clippy run with its help and note, and a question", _TA_LOG, ""),
    ("the framework's security docs pasted and a question", _TA_DOCS, ""),
    ("a question, does it ever time out", _TA_Q, ""),
    ("a pasted mix compile with a deprecation and the DSL's must", _AH_LOG, ""),
    ("the resource framework's docs pasted and a question", _AH_DOCS, ""),
    ("an idiom, better late than never", _AH_IDIOM, ""),
    ("a question, does it always write a migration", _AH_Q, ""),
    ("a pasted dbt build with its deprecation and a failed test", _DB_LOG, ""),
    ("a question, does it always run the tests first", _DB_Q, ""),
    ("a hypothetical, should never, someone else's call", _DB_HYPO, ""),
    ("a pasted swift build with a deprecation's use", _VP_LOG, ""),
    ("the server framework's docs pasted, never block, and a question", _VP_DOCS, ""),
    ("a question, does it ever migrate on boot", _VP_Q, ""),
    ("a thank you, nice", _VP_THANKS, ""),
)

# Work asked once: at most a check of the task at hand, never a standing rule.
ONE_OFFS: tuple[tuple[str, str, str, Judged], ...] = (
    ("a colleague's review quoted, one point taken in one route", _RX_REVIEW, "",
     {(ADDS, "defer()", False), (EDITS, "app/routes/_index.tsx", False),
      (EDITS, "_index.tsx", False)}),
    ("a colleague's review quoted, a response model added to one route", _FA_REVIEW, "",
     {(ADDS, "response_model=InvoiceOut", False), (EDITS, "app/routers/invoices.py", False),
      (EDITS, "invoices.py", False)}),
    ("one permission added to one capability file", _TA_ONE_OFF, "",
     {(EDITS, "src-tauri/capabilities/default.json", False),
      (ADDS, "fs:allow-read-text-file", False)}),
    ("sarcasm about a null policy, and a real one put in the config", _TA_SARCASM, "",
     {(AVOIDS, "\"csp\": null", False), (EDITS, "src-tauri/tauri.conf.json", False)}),
    ("a colleague's review quoted, a description added to one action", _AH_REVIEW, "",
     {(ADDS, "description", False), (EDITS, "ticket.ex", False),
      (EDITS, "lib/helpdesk/support/ticket.ex", False)}),
    ("one model made incremental, nothing else", _DB_ONE_OFF, "",
     {(EDITS, "models/marts/fct_orders.sql", False), (ADDS, "incremental", False),
      (ADDS, "unique_key='order_id'", False)}),
    ("a lead's rules quoted from chat, put off, one dedup fixed", _DB_SLACK, "",
     {(EDITS, "models/staging/stg_events.sql", False), (ADDS, "QUALIFY", False)}),
    ("a colleague's review quoted, the auth check added, the nit skipped", _VP_REVIEW, "",
     {(ADDS, "req.auth.require(User.self)", False), (EDITS, "MessageController.swift", False)}),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # A yes to a proposal whose verb is no verb of using a thing ("inject them with a
    # `get_session` dependency", "go through a `code_interface`"): the yes gives nothing, the
    # rule after it is read. "inject" and "go through" name as much work that holds no name.
    "a yes to a dependency and a commit banned in repository functions, with its reason",
    "a yes to an interface and the repo banned from live views",
    # A ban kept to a path ("anywhere in `Sources/App`") is that place's when said once; said
    # again as "no `try!` in this package", "this package" is read as one place too, and the
    # ban as a finding: the preference is not left.
    "a yes to a protocol and a forced try banned in the sources",
    "the forced try banned in the package again, told before",
    # "from here" read as the place at hand, and ", the handler commits" after a ban as one
    # thing the ban is said of: each kept to its task.
    "a house rule, a migration the agent does not run, with its reason",
    "the commit banned in repositories again, same rule as last time",
    # Commands at a moment with no habit word and no "from now on": read as the check of the
    # work at hand, which is as often what "run X before you tell me it works" means.
    "a linter with flags and a debug build before it works, run",
    # The team's way said with a verb of no kind of work the reader knows ("we authorize with"),
    # as a copula ("logging here is `X`"), or the other way named with an adjective ("never the
    # legacy `X`"): nothing, or only the way.
    "how the app authorizes, said in the present, in this app",
    "how the service logs, said in the present, and what it never uses",
    "all queries go through one call here, never the legacy one",
})


(test_a_rule_of_the_persons_own_is_read, test_others_words_and_words_not_meant_give_nothing,
 test_work_asked_once_is_no_standing_rule,
 test_the_batch_is_whole_and_its_known_misses_are_in_it) = batch_tests(RULES, NOTHING, ONE_OFFS,
                                                                        KNOWN_MISSES)


# The twelve sessions as each harness keeps them: (harness, repository, turns).
_REMIX, _FASTAPI = "/home/aiko/src/trailhead", "/home/marek/src/billing-api"
_TAURI, _ASH = "/home/sofia/src/notch", "/home/dara/src/helpdesk"
_DBT, _VAPOR = "/home/priya/src/analytics", "/home/ben/src/relay"
_DONE, _NOTED = "Done.", "Noted."
SESSIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("claude-code", _REMIX, (_RX_LOG, _RX_REPLY, _RX_RULE, _DONE, _RX_CHECK_RULE, _NOTED)),
    ("claude-code", _REMIX, (_RX_REVIEW, _DONE, _RX_AGAIN, _DONE, _RX_DOCS,
                             "They do, the same way.", _RX_Q, "After every action.",
                             _RX_IDIOM, "OK.")),
    ("codex", _FASTAPI, (_FA_LOG, _FA_REPLY, _FA_RULE, _DONE, _FA_CHECK_RULE, _NOTED,
                         _FA_CONVENTION, _NOTED, _FA_PROCESS, _NOTED)),
    ("codex", _FASTAPI, (_FA_REVIEW, _DONE, _FA_AGAIN, _DONE, _FA_DOCS, "Yes, we do.",
                         _FA_HYPO, _NOTED, _FA_THANKS, "Shipped.")),
    ("copilot-cli", _TAURI, (_TA_LOG, _TA_REPLY, _TA_RULE, _DONE, _TA_CHECK_RULE, _NOTED)),
    ("copilot-cli", _TAURI, (_TA_ONE_OFF, _DONE, _TA_AGAIN, _DONE, _TA_DOCS, "Not yet.",
                             _TA_Q, "No, never.", _TA_SARCASM, _DONE)),
    ("claude-code", _ASH, (_AH_LOG, _AH_REPLY, _AH_RULE, _DONE, _AH_CHECK_RULE, _NOTED,
                           _AH_CONVENTION, _NOTED)),
    ("claude-code", _ASH, (_AH_REVIEW, _DONE, _AH_AGAIN, _DONE, _AH_DOCS, "It is.",
                           _AH_IDIOM, "Good.", _AH_Q, "Only when resources changed.")),
    ("codex", _DBT, (_DB_LOG, _DB_REPLY, _DB_RULE, _DONE, _DB_CHECK_RULE, _NOTED)),
    ("codex", _DBT, (_DB_ONE_OFF, _DONE, _DB_AGAIN, _DONE, _DB_SLACK, _DONE, _DB_Q,
                     "Only with the flag.", _DB_HYPO, _NOTED)),
    ("copilot-cli", _VAPOR, (_VP_LOG, _VP_REPLY, _VP_RULE, _DONE, _VP_CHECK_RULE, _NOTED,
                             _VP_CONVENTION, _NOTED)),
    ("copilot-cli", _VAPOR, (_VP_REVIEW, _DONE, _VP_AGAIN, _DONE, _VP_DOCS, "It does.",
                             _VP_Q, "No.", _VP_THANKS, "You're welcome.")),
)

T0 = datetime(2026, 12, 1, 9, tzinfo=UTC)


# The standing preferences the twelve sessions leave, with the sessions they were said in.
STANDING: set[tuple[str, str, int]] = {
    (AVOIDS, "process.env", 2),
    (RUNS, "npm run typecheck", 1),
    (RUNS, "npm run lint", 1),
    (AVOIDS, "session.commit()", 2),
    (RUNS, "uv run ruff check .", 1),
    (RUNS, "uv run mypy app", 1),
    (RUNS, "uv run pytest", 1),
    (ADDS, "select()", 1),
    (AVOIDS, "session.query()", 1),
    (NOT_RUN, "alembic upgrade head", 1),
    (AVOIDS, "unwrap()", 2),
    (RUNS, "cargo clippy --all-targets -- -D warnings", 1),
    (RUNS, "pnpm tauri build --debug", 1),
    (AVOIDS, "Repo", 2),
    (RUNS, "mix compile --warnings-as-errors", 1),
    (RUNS, "mix credo --strict", 1),
    (RUNS, "mix test", 1),
    (ADDS, "Ash.Policy.Authorizer", 1),
    (AVOIDS, "select *", 2),
    (RUNS, "sqlfluff lint models", 1),
    (RUNS, "dbt build --select state:modified+", 1),
    (AVOIDS, "try!", 2),
    (RUNS, "swift build", 1),
    (RUNS, "swift test --parallel", 1),
    (RUNS, "swiftformat --lint .", 1),
    (ADDS, "req.logger", 1),
    (AVOIDS, "print()", 1),
}


# Those of them that do not stand yet, for the known misses above: each was said, and none
# stands in a wrong form.
STANDING_MISSED: set[tuple[str, str, int]] = {
    (AVOIDS, "try!", 2),
    (NOT_RUN, "alembic upgrade head", 1),
    (RUNS, "cargo clippy --all-targets -- -D warnings", 1),
    (RUNS, "pnpm tauri build --debug", 1),
    (ADDS, "Ash.Policy.Authorizer", 1),
    (ADDS, "req.logger", 1),
    (AVOIDS, "print()", 1),
    (AVOIDS, "session.query()", 1),
}


def test_the_sessions_leave_the_peoples_rules_standing_with_where_they_were_said() -> None:
    assert STANDING_MISSED <= STANDING
    assert standing_left(SESSIONS, T0) == STANDING - STANDING_MISSED


# Sentences close to the rules of the batch that state none: questions, reports, what the code
# or a tool does, others' rules, what used to be, a wish with its reason not to.
LOOK_ALIKES: tuple[str, ...] = (
    "should route components never read `process.env`, even on the server?",
    "the old app always read `process.env` in the components and nobody noticed",
    "Hana says we should never call `session.commit()` in the repositories, is that right?",
    "`uv run mypy app` never catches the lazy loads, why?",
    "we used to write everything with `session.query()`, that's why half the code still does",
    "does `unwrap()` in a command always kill the window, or only in release?",
    "I never got `pnpm tauri build --debug` to work on the CI runner",
    "is `Repo` never OK in a LiveView, or only for writes?",
    "`mix credo --strict` always flags the generated migrations, any idea why?",
    "if it were up to me we'd never `select *` anywhere, but the staging views need it",
    "no `dbt build --select state:modified+` in CI either? how would it know the state then?",
    "does `swift test --parallel` always run the Fluent tests against the real database?",
    "no rush on the `try!` cleanup in the seed scripts, whenever",
)


@pytest.mark.parametrize("words", LOOK_ALIKES)
def test_a_look_alike_of_the_batchs_rules_gives_nothing(words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("words", "expected"), [
    # The team's rule named as a label, then commands at their moment with no verb.
    ("house rule: `npm run lint` before every push", {(RUNS, "npm run lint", True)}),
    ("team policy: `cargo fmt --check` and `cargo test` before every commit",
     {(RUNS, "cargo fmt --check", True), (RUNS, "cargo test", True)}),
    ("from now on: `make test` before you push", {(RUNS, "make test", True)}),
    # How often, between the moment and its list.
    ("before you push, every time: `make lint` and `make test`",
     {(RUNS, "make lint", True), (RUNS, "make test", True)}),
    ("before you commit, always: `go vet ./...`", {(RUNS, "go vet ./...", True)}),
    # Someone else's rule, or a name that is no command.
    ("their house rule: `npm run lint` before every push", set()),
    ("house rule: `v2` before every push", set()),
    ("before you push, every time: `v2`", set()),
])
def test_a_label_or_how_often_before_commands_at_their_moment(words: str,
                                                               expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # A ban marked as said before, with no day: tired of saying it, gone through, agreed on.
    ("for the last time: no `unwrap()` in the handlers", {(AVOIDS, "unwrap()", True)}),
    ("for the hundredth time, no `any` in the stores", {(AVOIDS, "any", True)}),
    ("we went through this: no `Repo` in the LiveViews", {(AVOIDS, "Repo", True)}),
    ("we agreed on that: no `select *` in the marts", {(AVOIDS, "select *", True)}),
    # Work gone through, a finding, a report.
    ("we went through this file and found no `unwrap()` in the handlers", set()),
    ("for the last time the build is green", set()),
    ("we agreed on this: the endpoint returns 404", set()),
])
def test_a_ban_said_before_without_its_day(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # A program of any ecosystem with its task of checking the tree, at a moment.
    ("`sqlfluff lint models` before every push", {(RUNS, "sqlfluff lint models", True)}),
    ("always `sqlfluff lint models` before you open a PR", {(RUNS, "sqlfluff lint models", True)}),
    ("`tflint check .` before every commit, every time", {(RUNS, "tflint check .", True)}),
    # A name that is no command.
    ("`Vec<T>` before every push", set()),
    ("`npm test` before every push, and `v2` too", set()),
])
def test_a_program_with_its_checking_task_at_a_moment(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # What the banned thing does, told after the ban: no place the ban is kept to.
    ("never put `process.env` in a route component, it ends up in the client code",
     {(AVOIDS, "process.env", True)}),
    ("never call `fetch` in a component, it ends up in the client bundle",
     {(AVOIDS, "fetch", True)}),
    # What "it" must be is more of the ask, no reason.
    ("use `httpx`, it has to be async", {(ADDS, "httpx", False)}),
])
def test_what_the_thing_does_told_after_a_ban(words: str, expected: Judged) -> None:
    assert judged(words) == expected


_OFFER = ("The commands return `Result<T, String>`; want me to add a `thiserror` error type for "
          "them?")


@pytest.mark.parametrize(("words", "expected"), [
    # A yes in other words, then a rule of the person's own in its own sentence.
    ("go for it. and never `unwrap()` in a command",
     {(ADDS, "thiserror", False), (AVOIDS, "unwrap()", True)}),
    ("please do. never `unwrap()` in a command, ever",
     {(ADDS, "thiserror", False), (AVOIDS, "unwrap()", True)}),
    # A yes alone.
    ("go for it", {(ADDS, "thiserror", False)}),
])
def test_a_yes_in_other_words_then_a_rule(words: str, expected: Judged) -> None:
    assert judged(words, _OFFER) == expected


@pytest.mark.parametrize(("words", "line"), [
    # One of a kind of code, with the word that narrows the kind, written as said.
    ("never put `process.env` in a route component", "Do not use `process.env` in a route "
     "component."),
    ("never use `print()` in a request handler", "Do not use `print()` in a request handler."),
    # The kind alone.
    ("never use `print()` in a handler", "Do not use `print()` in a handler."),
])
def test_the_kind_a_ban_holds_in_with_its_narrowing_word(words: str, line: str) -> None:
    assert [written for _, _, written in durable_lines(words)] == [line]
