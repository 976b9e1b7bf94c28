"""Kinds of work a new user types on the first day: performance, upgrades, schema, infra, ports.

A further table beside `test_tasks_kinds.py`, `kinds_across_projects.py`, `kinds_said_tersely.py`
and `kinds_in_context.py`, written from the everyday work of backend, frontend, data, infra and
mobile developers that the other tables touch little: something slow told by its figure, a
schema change or a migration, a port from one library to another, a dependency upgrade, a
change to the deployment's configuration. The kinds follow the families' definitions (README,
"Tasks and recurring families"):

- Something slow, told by how slow or asked why, was first a problem to find the cause of,
  debug; since the eighth kinds table it is performance work, a kind of its own ("the nightly
  job takes 40 minutes now", "profile the search endpoint, p99 is 2s":
  `test_tasks_kinds_eighth_first_sight.py`); a leak, a timeout or a pegged CPU stays debug.
- A migration written to add, drop or change what is stored is the migration kind's ("write a
  migration that adds a nullable `archived_at` column"); a column added with the behaviour that
  uses it, and no migration or database named, stays a feature.
- A port from one library to another ("port the CLI from click to typer", "move the tests from
  enzyme to testing-library") keeps what the code does and changes how it is written: a
  refactor, as converting callbacks to async/await is one.
- A dependency upgrade is none of those: it adds no behaviour (no feature), restructures no
  code of the project's own (no refactor), and names no defect (no debug); "and fix whatever
  breaks" anticipates a problem, tells none. It is the deps kind's, with toolchain bumps and a
  base image pinned to a version (`test_tasks_kinds_seventh_first_sight.py`).
- A change to the build or the deployment that adds no behaviour ("make the Docker image
  smaller", "raise the pod's memory limit") is of no kind either; one that adds a thing the
  product or its operators use (a health check, an alert, a metric) is a feature.

Its other half is what must get no kind, or one named kind: everyday requests with a kind's
verb ("port the photos to the new phone", "migrate my contacts"), questions about the product,
corrections to the work in progress. The tests that read this table are `test_tasks_kinds.py`'s.
"""

from __future__ import annotations

KINDS: dict[str, list[str]] = {
    "debug": [
        "dashboard queries time out on the prod replica",
        "memory usage of the worker climbs until it gets OOM killed, find the leak",
        "the spark job spills to disk and runs for hours",
        "our Lambda hits the 15 minute timeout on large uploads",
        "the Go service's CPU sits at 100% with no traffic",
        "the error rate is way up since the deploy",
        "the image resize endpoint sometimes times out under load, what can we do about it?",
    ],
    "perf": [
        "why is the nightly job taking 40 minutes now",
        "profile the search endpoint, p99 is 2s",
        "the orders page takes 9 seconds to load since yesterday's deploy",
        "find out why the import script is so slow on the big CSV",
        "the /api/reports endpoint got 5x slower after the ORM upgrade, figure out why",
        "p95 latency doubled after we enabled tracing, dig into it",
        "the React list re-renders on every keystroke and typing lags",
        "the GraphQL resolver makes an N+1 query per order, that's why it's slow",
        "profile the checkout flow in the React app",
        "the dashboard is laggy when the table has 10k rows",
        "the app's cold start on android went from 1s to 4s",
    ],
    "migration": [
        "write a migration that adds a nullable `archived_at` column to orders",
        "create an alembic migration adding an index on events.created_at",
        "write the migration for the new orders table",
        "add a `status` enum column to invoices with a migration that backfills 'paid'",
    ],
    "deps": [
        "bump axios to 1.7 and fix whatever breaks",
        "upgrade django to 5.0",
        "bump the spring boot parent to 3.2.4",
        "update all npm dependencies to their latest minor versions",
        "upgrade react-native to 0.74 and fix what breaks",
        "bump tokio to 1.37 in Cargo.toml",
        "renovate wants to bump pydantic, go ahead",
        "pin the python base image to 3.12-slim",
    ],
    "feature": [
        "add a `deleted_at` column to the users table and filter soft-deleted rows out",
        "add an env var to switch the payment provider to sandbox",
        "support dark mode in the settings screen on iOS",
        "add a retry with backoff to the S3 upload",
        "add a --dry-run flag to the deploy script",
    ],
    "refactor": [
        "port the CLI from click to typer",
        "move the API layer from axios to plain fetch",
        "migrate the date handling from moment to date-fns",
        "switch the HTTP client from requests to httpx, same behaviour",
        "replace lodash with native array methods",
        "port the state management from redux to zustand",
        "convert the class components in src/pages to hooks",
        "rewrite the bash deploy script in python, keep what it does",
        "swap the hand-rolled arg parsing in main.go for cobra",
        "migrate our gradle build scripts from groovy to kotlin dsl",
        "rewrite the parser in rust",
    ],
}

NO_KIND: list[str] = [
    # Build and deployment changes that add nothing the product does.
    "make the Dockerfile smaller, it's 1.2GB",
    "raise the memory limit of the api pod to 1Gi",
    "use a multi-stage build for the node image",
    "scale the worker deployment to 4 replicas",
    # Everyday requests with a kind's or a topic's verb.
    "port my phone number to the new carrier",
    "migrate my photos from google photos to icloud",
    "move my contacts to the new phone",
    "upgrade my spotify plan to family",
    "the train to Berlin is taking 40 minutes longer now",
    "why is my laptop so slow",
    "profile picture for my linkedin, which one looks better",
    # Questions about the product and corrections to the work in progress.
    "does the free plan include the export?",
    "no, the other column",
    "use 3.11 not 3.12",
]

# Requests at the boundary between two kinds, with the kind a careful labeller gives.
BOUNDARY: list[tuple[str, str]] = [
    # A feature once: an endpoint is a kind of its own.
    ("endpoint", "add a health check endpoint for the k8s liveness probe"),
    # The running software watched: observability, not a feature.
    ("observe", "expose a prometheus metric for queue depth"),
    ("observe", "add a Grafana alert when the error rate goes over 2%"),
    ("checks", "the test suite takes 12 minutes on CI, it used to take 3"),
    ("add-tests", "port the component tests from enzyme to react testing library"),
    ("checks", "after bumping jest to 29 half the tests fail, fix them"),
    ("plan", "outline the steps to move us from webpack to vite"),
    ("explain", "what does the `pool_pre_ping` setting in our sqlalchemy engine do?"),
    ("docs", "document the migration steps in the README"),
    ("pr", "open a PR for the django upgrade"),
    ("commit", "commit the migration and the model change"),
    ("add-tests", "write tests for the new migration's backfill"),
    ("review", "review the schema change before I run it on prod"),
    ("feature", "the p99 is 200ms which is fine, now add caching"),
    ("feature", "keep the same behaviour as the old CLI but add a --json flag"),
    ("explain", "why do we need a migration for this column?"),
]

# A kind's cue word that asks for no work of that kind here.
NOT_OF_KIND: list[tuple[str, str]] = [
    ("refactor", "port 8080 is already in use on my machine, which one should I pick"),
    ("feature", "add a column to the spreadsheet for the budget"),
    ("debug", "the pasta takes 12 minutes to cook"),
    ("refactor", "switch the lights off at 10pm"),
    ("feature", "I need to add a stop in Lyon to the itinerary"),
    ("debug", "slow down, explain the migration in smaller steps"),
    # A case to handle, not a defect told: asks for new behaviour.
    ("debug", "retry the upload when it times out"),
    ("debug", "alert when the error rate is over 2%"),
    ("debug", "add a fallback for when the lambda hits the memory limit"),
    ("debug", "wrap the page in an error boundary"),
    ("debug", "update the profile page header in the React app"),
    # Hosts and data moved, not code ported.
    ("refactor", "move the app from heroku to fly.io"),
    ("refactor", "migrate the users from the old plan to the new plan in the db"),
    ("refactor", "convert the response to a python dict"),
]

# Wordings the cues do not read: a job or a service named by no word of software alone, and a
# figure that grew told only by its two values.
KNOWN_MISSES: list[tuple[str, str]] = [
    ("perf", "why is the nightly job taking 40 minutes now"),
    ("debug", "the spark job spills to disk and runs for hours"),
    ("debug", "the Go service's CPU sits at 100% with no traffic"),
    ("refactor", "migrate the date handling from moment to date-fns"),
]
