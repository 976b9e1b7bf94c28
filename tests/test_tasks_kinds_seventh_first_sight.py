"""Dependency updates and schema migrations as kinds of work, read at first sight: the seventh
table.

Moving what a project depends on to other versions and writing a migration for what its
database stores come back for every developer, in every ecosystem, worded far apart: "bump axios
to 1.7", "cargo update and fix what breaks", "renovate PR #88 is failing, take a look", "pin
`urllib3<2`", "upgrade the go toolchain"; "need a goose migration for the payouts table", "rails
g migration AddIndexToUsersEmail". Clustered by meaning, the bumps of one person fell into as
many families as they were worded, and a migration shared the feature kind's family with the
endpoints it was written for. So both are kinds of their own (`tasks/upkeep_cues.py`): `deps`
("update dependencies") and `migration` ("write a database migration"). The table was written
before the kinds read it, across npm, yarn, pnpm, pip, poetry, uv, go modules, cargo, maven,
gradle, bundler, docker base images, GitHub Actions versions and the migration tools of Python,
Ruby, Go, Rust, Elixir, Node and the JVM; with its traps: a dependency of the product's domain,
"update the README", "upgrade the user's plan", "migrate the user to the new UI", the product's
own version bumped for a release, a setting raised ("bump the retries to 5"), one's own phone
upgraded, the upgrade or the migration named by other work (a plan, a guide, a ticket, a
question, a commit, a review, tests of it).

At first sight (the kinds as they were before this table), of the 59 requests of the two kinds
none was read as either: of the 35 dependency updates 33 got no kind, 1 `refactor` ("go get -u
./... && go mod tidy"), 1 `checks` (an upgrade "and fix the new type errors"); of the 24
migrations 9 got `feature`, 1 `refactor` (a migration that renames a column), 1 `docs` (a
migration "for the comments table") and 13 none. The 33 traps were all read as expected. Through
the real store, the 11 sessions (`helpers/sessions_kinds7.py`: a Go service with Claude Code, a
FastAPI service with Codex, a Next.js app with the Copilot CLI, a Rust CLI with Claude Code),
where 7 dependency updates, 3 migrations, 3 endpoints and 2 documentation updates recur among
follow-ups: 15 of 15 requests of the recurring work were tasks, 4 of 12 follow-ups made tasks, 0
of 1 one-off question; pairs of requests of the same work in one family and of other work apart:
precision 0.45, recall 0.18, F1 0.26; the 7 bumps in 7 families, two migrations in the endpoints'
family and the third alone.

After the two kinds (read after review and before failing checks, so that an upgrade "and fix
the new type errors" stays the upgrade and "after bumping jest half the tests fail" the checks;
a migration before documentation and refactoring, so that a migration "for the comments table"
or one that renames a column is the migration; a dependency moved by its version is software
talk by its shape alone), 59 of 59 requests, 33 of 33 traps, none of the 24 look-alikes given
the kind; the sessions: 15 of 15 tasks, the same 4 of 12 follow-ups made tasks, 1 of 1 one-off;
pairs precision 1.0, recall 1.0, F1 1.0, the 4 kinds of recurring work each whole and apart.
No expectation was changed after the run. The cases in `TRIED` were written after the cues, to
try them where they could go wrong: of 46, 8 were read otherwise at first; 3 were mended (a
client moved to v3 was taken for a setting, several words before "switch ... to ubuntu 24.04",
`pip-compile --upgrade`), and the 5 that other kinds' cues miss ("plan the upgrade ...", a
question what changed between two versions, a picker of dependencies, an alembic migration that
errors "with duplicate column name" read as `refactor`, a table of a report builder) are
look-alikes here, checked only not to be read as the new kinds. A migration is one only as the
head of its phrase: "migration" qualifying another thing ("add migration logic to the config
loader", "the migration code", "a migration checklist") is code that moves old data or a
document, not a schema migration (3 look-alikes and 2 wordings in `TRIED` for it; `TRIED` has
43). A version moved told by an arrow ("next 14 -> 15") is not a line or a page renumbered.

Still read otherwise, in `SESSION_MISSES` and checked to stay so (the follow-ups, as before the
kinds): a correction of what the agent did told as a thing still on the old version ("the CI
image is still on 1.22, change that too"), a change to the endpoint's error body, a build log of
the bump just done ("build is broken now"), and a part of the update left out ("skip eslint 9")
are read as new work; and so is "return 404 when the team doesn't exist" after the route was
made, which went on with it only while a line opening with "return" was thrown away as code and
left no words (code_line.py tells code by its shape now): 5 of 12 follow-ups made tasks.
"""

from __future__ import annotations

from datetime import UTC, datetime

from skillsleep.tasks.kinds import BY_ID
from skillsleep.workspace.plan import CODE_KINDS

from helpers.kinds_read import kinds_as_asked, kinds_not_given
from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import (
    families_of,
    follow_ups_go_on,
    kinds_apart,
    kinds_whole,
    labelled_round,
    one_family_each,
    pair_figures,
    tasks_made,
)
from helpers.sessions_kinds7 import (
    AGENT,
    BUMP,
    DOCS,
    ENDPOINT,
    FOLLOWUP,
    MIGRATION,
    ONE_OFF,
    SESSIONS,
)

# Requests of the two kinds, across ecosystems and ways of saying them.
REQUESTS: list[tuple[str | None, str]] = [
    # Dependencies: a version named, a package manager's command, a bot's pull request, a pin,
    # a toolchain, a base image, the versions of CI actions.
    ("deps", "bump axios to 1.7"),
    ("deps", "upgrade the go toolchain to 1.23"),
    ("deps", "upgrade the go toolchain"),
    ("deps", "update deps"),
    ("deps", "renovate PR #88 is failing, take a look"),
    ("deps", "pin `urllib3<2` in requirements.txt"),
    ("deps", "cargo update and fix what breaks"),
    ("deps", "npm update and check nothing regressed"),
    ("deps", "yarn upgrade-interactive --latest, skip the majors"),
    ("deps", "poetry update pydantic"),
    ("deps", "uv lock --upgrade-package httpx"),
    ("deps", "pip install -U requests and refreeze requirements.txt"),
    ("deps", "go get -u ./... && go mod tidy"),
    ("deps", "bump golang.org/x/crypto to v0.31.0, there's an advisory"),
    ("deps", "upgrade spring boot from 3.1 to 3.3"),
    ("deps", "bump the gradle wrapper to 8.10"),
    ("deps", "update the jackson-databind version in the pom to 2.17.2"),
    ("deps", "bundle update rails"),
    ("deps", "upgrade rails to 7.2 and fix the deprecation warnings"),
    ("deps", "bump the base image to node:22-alpine"),
    ("deps", "bump actions/checkout to v4 in all workflows"),
    ("deps", "update the github actions to their latest major versions"),
    ("deps", "merge the dependabot PRs that are green"),
    ("deps", "our dependencies are way out of date, update them"),
    ("deps", "we're still on react 17, upgrade to react 18"),
    ("deps", "migrate to pydantic v2"),
    ("deps", "bump the node version to 20 in .nvmrc"),
    ("deps", "upgrade typescript to 5.5 and fix the new type errors"),
    ("deps", "downgrade protobuf to 3.20, 4.x breaks the grpc stubs"),
    ("deps", "regenerate the package-lock.json from scratch"),
    ("deps", "upgrade all the crates to their latest semver-compatible versions"),
    ("deps", "update the terraform aws provider to 5.x"),
    ("deps", "can you bump lodash to 4.17.21 for the prototype pollution advisory"),
    ("deps", "upgrade next.js to 15"),
    ("deps", "move the project to java 21"),
    # Migrations: a schema change written as a migration, by a tool's name or by what it does.
    ("migration", "write a migration that adds a nullable `archived_at` column to orders"),
    ("migration", "create an alembic migration adding an index on events.created_at"),
    ("migration", "need a goose migration for the new payouts table"),
    ("migration", "generate the prisma migration for the schema change"),
    ("migration", "add a flyway migration that renames `usr_name` to `username`"),
    ("migration", "make a django migration for the new `Invoice.due_date` field"),
    ("migration", "rails g migration AddIndexToUsersEmail"),
    ("migration", "python manage.py makemigrations and check the generated file"),
    ("migration", "write a knex migration creating the audit_log table"),
    ("migration", "add a down migration for 0042, it only has the up"),
    ("migration", "the migration needs a backfill for existing rows, add it"),
    ("migration", "squash the migrations in the payments app into one"),
    ("migration", "add a unique constraint on (tenant_id, email) to the users table with a "
                  "migration"),
    ("migration", "drop the legacy_sessions table, write the migration"),
    ("migration", "alter the amount column to numeric(12,2) in postgres"),
    ("migration", "add a foreign key from orders.customer_id to customers.id"),
    ("migration", "write a sql migration that splits the name column into first_name and "
                  "last_name"),
    ("migration", "create a liquibase changeset adding the status column"),
    ("migration", "the schema needs a new `tags` jsonb column on products, write the migration"),
    ("migration", "make the migration reversible"),
    ("migration", "add an ecto migration for the comments table"),
    ("migration", "write a data migration that copies the old settings into the new table"),
    ("migration", "create the sqlx migration for the api_keys table"),
    ("migration", "I need a migration that makes `email` not null"),
]

# Words of the two kinds that ask for other work, or for none.
TRAPS: list[tuple[str | None, str]] = [
    ("docs", "update the README with the new install steps"),
    (None, "upgrade my spotify plan to family"),
    (None, "upgrade my phone to ios 18"),
    (None, "migrate my photos from google photos to icloud"),
    (None, "bump the version number in the changelog"),
    # A release is a kind of its own since (`test_tasks_sessions_round17_first_sight.py`).
    ("release", "bump the version to 2.4.0 and tag the release"),
    ("release", "cut a 3.1.0 release"),
    ("feature", "let users upgrade their plan from the billing page"),
    ("feature", "add an upgrade button to the pricing page"),
    ("plan", "plan the migration from mysql to postgres before we write code"),
    ("docs", "write a migration guide for users moving from v1 to v2 of our sdk"),
    ("checks", "after bumping jest to 29 half the tests fail, fix them"),
    ("pr", "open a PR for the django upgrade"),
    ("commit", "commit the migration and the model change"),
    ("add-tests", "write tests for the new migration's backfill"),
    ("review", "review the schema change before I run it on prod"),
    ("explain", "why do we need a migration for this column?"),
    ("debug", "the migration fails on postgres 12 with a syntax error near CONCURRENTLY"),
    ("explain", "what version of react are we on?"),
    ("debug", "the app crashes on startup since the axios bump"),
    (None, "raise the memory limit of the api pod to 1Gi"),
    (None, "pls don't update the lockfile this time"),
    (None, "we don't run the migrations by hand"),
    ("explain", "how do I run the migrations locally?"),
    (None, "switch the base image to distroless"),
    (None, "bump the versionCode and versionName for the play store release"),
    ("docs", "document the migration steps in the README"),
    (None, "run the migrations on staging"),
    ("tracker", "file an issue to upgrade the ORM next quarter"),
    ("feature", "add an `--upgrade` flag to the cli that updates the installed plugins"),
    (None, "I need to update my address with the bank"),
    (None, "move to step 3 of the tutorial"),
    ("review", "review the dependabot PR for express before I merge it"),
]

# A kind's words that ask for no work of that kind here.
NOT_OF_KIND: list[tuple[str, str]] = [
    ("deps", "bump the retries to 5"),
    ("deps", "bump the workers to 8"),
    ("deps", "bump the font size to 1.25rem"),
    ("deps", "update the price to 9.99 on the pricing page"),
    ("deps", "upgrade the user's plan to pro when the payment clears"),
    ("deps", "show the task's dependencies in the sidebar"),
    ("deps", "add a dependency graph view to the project page"),
    ("deps", "update the user's email to the new domain"),
    ("deps", "the package-lock keeps getting changed when I run npm install"),
    ("migration", "migrate the user to the new UI on their next login"),
    ("migration", "add a column for the budget to the spreadsheet"),
    ("migration", "add a status column to the orders table on the admin page"),
    ("migration", "migrate the date handling from moment to date-fns"),
    ("migration", "the birds' migration season starts in march"),
    ("deps", "plan the upgrade to django 5 before touching anything"),
    ("deps", "what changed between axios 0.27 and 1.7?"),
    ("deps", "add a dependency picker to the task form"),
    ("migration", "the alembic migration errors with duplicate column name"),
    ("migration", "let admins create a new table in the report builder"),
    # "migration" qualifying another thing: code that moves old data, not a schema migration.
    ("migration", "add migration logic to the config loader for old files"),
    ("migration", "write the migration code that converts old sessions"),
    ("migration", "create a migration checklist for the team"),
    # An arrow between numbers that are no versions.
    ("deps", "the error moved from line 452 -> 453 after your edit"),
    ("deps", "go from page 2 -> 3 in the wizard"),
]

# Written after the cues, to try them where they could go wrong: a time, a price or a total said
# with a dot, one's own devices, a release's version, a rule, the upgrade as a noun, a name then
# its version, other ecosystems, a table of a screen or a sheet, squashed commits.
TRIED: list[tuple[str | None, str]] = [
    (None, "move the meeting to 3.30"),
    (None, "update the total to 12.50 in the invoice"),
    (None, "update the copy on the landing page to the 2.0 wording"),
    (None, "bump the counter to 3 when the user clicks"),
    (None, "move the dentist appointment to 4.15"),
    (None, "upgrade my macbook to sonoma 14.5"),
    (None, "update my iphone to ios 17.5"),
    (None, "switch to plan 2 of the gym membership"),
    ("deps", "update the api client to v3"),
    ("deps", "update eslint to 9.4.0"),
    ("deps", "bump the spring-boot-starter-parent to 3.3.1 in pom.xml"),
    ("deps", "upgrade to node 22"),
    ("deps", "move us to python 3.12"),
    ("deps", "switch the ci runners to ubuntu 24.04"),
    ("deps", "update the docker base image to debian:bookworm-slim"),
    ("deps", "pip-compile --upgrade and commit the new requirements"),
    ("deps", "npm outdated shows a lot, update the minor ones"),
    ("deps", "the crates are way behind, bring them up"),
    ("deps", "bump @types/node to 20.14.2"),
    ("deps", "roll back tokio to 1.36, 1.37 broke the runtime on musl"),
    (None, "don't upgrade react to 19 yet"),
    ("tracker", "open a ticket to upgrade the ORM to 2.0"),
    ("migration", "create a migration for the new `orders.shipped_at` column"),
    ("migration", "add a nullable column `archived_at` to the orders table in postgres"),
    ("migration", "rename the `usr` column to `user_id`, with a migration"),
    ("migration", "drop the unused sessions_old table from the database"),
    (None, "migrate my contacts to the new phone"),
    ("docs", "update the migration guide with the new flags"),
    ("explain", "what does the latest migration do?"),
    (None, "add a column for tips to the expense sheet"),
    ("feature", "add a sortable column to the users table in the admin UI"),
    ("migration", "generate migrations for the model changes"),
    ("migration", "write a migration to add a nullable column to orders"),
    ("migration", "add a migration (goose) for the index"),
    ("commit", "squash these into one commit"),
    ("commit", "squash the last three commits into one"),
    (None, "the birds' migration starts in march, plan a trip"),
    ("refactor", "rename `getUser` to `fetchUser` everywhere"),
    ("release", "cut the 2.3.1 release"),
    (None, "bump the app version to 2.3.1"),
    ("deps", "bump the terraform version to 1.9 in .terraform-version"),
    (None, ""),
    (None, "```\n$ npm update\nup to date, audited 812 packages\n```"),
]




CASES = REQUESTS + TRAPS


test_a_request_gets_the_kind_it_asks_for = kinds_as_asked(CASES)


test_the_cues_read_what_they_were_not_written_for_as_expected = kinds_as_asked(TRIED)


test_a_kinds_word_alone_gives_no_kind = kinds_not_given(NOT_OF_KIND)


def test_the_new_kinds_are_in_the_taxonomy_and_the_table_is_large() -> None:
    assert {"deps", "migration"} <= set(BY_ID)
    # Their outcome is a change to code (a manifest, a lockfile, a migration file), replayed in
    # a workspace as a feature's is.
    assert {"deps", "migration"} <= CODE_KINDS
    assert sum(k in ("deps", "migration") for k, _ in REQUESTS) >= 40
    assert len(TRAPS) + len(NOT_OF_KIND) >= 30
    assert len({t for _, t in CASES}) == len(CASES)


# Whole sessions through the real store: the recurring work among other work.
T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
WORK = (BUMP, MIGRATION, ENDPOINT, DOCS)


_mined, READING, WORK_REQUESTS, FOLLOWUPS, ONE_OFFS = labelled_round(
    SESSIONS, T0, AGENT, WORK, FOLLOWUP, ONE_OFF)

# Read otherwise in the sessions, each checked to stay so (see the docstring).
SESSION_MISSES: frozenset[str] = frozenset({
    "orbit-toolchain-2",  # "the CI image is still on 1.22, change that too"
    "orbit-redeliver-4",  # "409 is fine but put the current status in the error body"
    "atlas-next-2",       # "build is broken now" over the build's log
    "atlas-deps-2",       # "skip eslint 9, ...": a part of the update left out
    "atlas-members-2",    # "return 404 when the team doesn't exist"
})


def _families(label: str) -> set[str | None]:
    return families_of(label, WORK_REQUESTS, READING, _mined())


test_a_request_of_work_is_a_task = tasks_made(WORK_REQUESTS + ONE_OFFS, _mined, SESSION_MISSES)
test_a_follow_up_goes_on_with_its_task = follow_ups_go_on(FOLLOWUPS, _mined, SESSION_MISSES)
test_requests_of_one_kind_of_work_land_in_one_family = one_family_each(WORK, _families,
                                                                       SESSION_MISSES)
test_different_work_lands_in_different_families = kinds_apart(WORK, _families, SESSION_MISSES)


def test_the_sessions_read_as_they_were_measured() -> None:
    mined = _mined()
    assert len(SESSIONS) >= 10
    assert sum(r in mined for r in WORK_REQUESTS) == len(WORK_REQUESTS) == 15
    assert sum(r in mined for r in FOLLOWUPS) == 5 and len(FOLLOWUPS) == 12
    assert sum(r in mined for r in ONE_OFFS) == len(ONE_OFFS) == 1
    precision, recall = pair_figures(WORK_REQUESTS, READING, mined)
    assert (round(precision, 2), round(recall, 2)) == (1.0, 1.0)
    whole = kinds_whole(WORK, _families)
    assert len(whole) == len(WORK)
