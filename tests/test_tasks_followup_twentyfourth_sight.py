"""A twenty-fourth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the model was run on
it, and its figure was taken with the model as it then was.

Its requests come right after a piece of work on many stacks (an endpoint in FastAPI, a transfer
endpoint in Go, a TypeScript helper, a Rust parser, an Excel export in Python, a React signup
page, an EF Core migration, helpers moved into a module, a backup script, an email drafted, a
summary of failing tests) and after a reply that ends on a question (a port, a database, an api
version, a cache, a name). A follow-up asks a behaviour of the piece just made in a short
correction ("make it return 404 when the team doesn't exist", "it should be a 400 if from ==
to"), pastes an image of it under one line ("[Image #1] the header row is missing in excel"),
names a tool's command on it ("Remove-Migration it then, ...", "git mv it to lib/ instead",
"shellcheck it"), adds a part to it after "also" ("also freeze the header row"), sets a limit or
a format on what was just written ("shorter", "as a table", "in German"), or answers the agent's
question with a value alone ("8080", "the staging one", "yes, v2"). A new task names a new target
of the same kind after the work was reported done ("add an endpoint that deletes a team", "write
a parser for the lockfile format"), starts other work after "also" ("also upgrade pandas to
2.2"), runs a tool's command on other things, shows an image of other code, asks a format of
another text, asks a question of its own or an operation.

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked to
stay wrong, so the table's figure is the real one. At first sight the model made 4 of the 38
follow-ups tasks and 7 of the 25 new tasks follow-ups; after the readings below, 1 and 7. No
feature of the model changed and the trainer was not run.
The readings, by wording before any weight: an image marker opening the request ("[Image #1]")
is no word typed, the line under it is what was said (its "#1" was read as a ticket's reference,
which made "[Image #1] the labels are cut off" a task of its own); a caption of one sentence
that asks nothing and names the exchange's things at least as much as its own shows the piece
just made (`image_caption`); a command of two words joined by a hyphen stands as the verb of an
ask of a pronoun standing first ("Remove-Migration it then", `turning.PRONOUN_OBJECT`).
Still missed: a caption of a defect in words of its own ("the button overlaps the footer on
mobile" after a signup page); and as follow-ups, an image of other code ("the admin table
doesn't sort by date"), "also" before a short ask that shares a word with the exchange ("also
we need a cookie banner on the landing page" after a signup page): "also add a loading spinner"
names as few things and adds a part, so no count of names tells them apart; and an ask whose
verb is no verb the reader knows ("export the invoices list to csv", "dotnet add package
Serilog ..."). "also" before an ask of a kind of its own that touches none of the exchange's
things ("also upgrade pandas to 2.2"; "also set up dependabot for the repo" shares "repo" with
the exchange and is left to the weights, still a miss) and a push to a new branch ("push it
to a new branch called team-members", now `git-sync`) are read since the sixth table of kind
traps (`test_tasks_kinds_traps6.py`).
"""

from __future__ import annotations

import pytest

from skillsleep.tasks import turning
from skillsleep.tasks.image_caption import caption, names_the_piece

from helpers.exchanges import Before, decision_tests, why_decided

# An endpoint in a FastAPI app, reported done.
TEAMS = Before(
    "add an endpoint that returns the members of a team",
    "Added `GET /teams/{team_id}/members` in `api/routes/teams.py`; it reads "
    "`TeamRepository.members` and returns a list of `MemberOut`. Added "
    "`tests/test_teams.py`; `pytest` passes.")
# A transfer endpoint in a Go service.
TRANSFER = Before(
    "add a POST /transfers endpoint that moves money between two accounts",
    "Added `POST /transfers` in `internal/http/transfers.go`: it decodes `from`, `to` and "
    "`amount`, calls `ledger.Transfer` in one transaction and answers 201 with the transfer. "
    "`go test ./...` passes.")
# A helper in TypeScript.
SUMS = Before(
    "write a function that adds up the durations of the tracks",
    "Added `totalDuration(tracks: Track[]): number` in `src/lib/tracks.ts`; it sums "
    "`track.durationMs` with `reduce`. Added two cases to `tracks.test.ts`.")
# A parser in Rust.
PARSER = Before(
    "write a parser for the .env style config file",
    "Added `parse_config(input: &str) -> Result<Config, ParseError>` in `src/config.rs`: "
    "it reads `KEY=value` lines, skips comments and blank lines and trims quotes. "
    "`cargo test` passes.")
# An Excel export in Python.
EXPORT = Before(
    "export the monthly report to excel",
    "Added `export_xlsx(report, path)` in `reports/export.py` with openpyxl: one sheet per "
    "region, the totals row in bold. `python -m reports.export --month 2026-10` writes "
    "`report-2026-10.xlsx`.")
# A signup page in React.
SIGNUP = Before(
    "build the signup page",
    "Added `SignupPage.tsx` with email, password and confirm fields, client-side checks and "
    "a call to `POST /api/users`; routed at `/signup` in `App.tsx`. `npm test` passes.")
# An EF Core migration in C#.
MIGRATION = Before(
    "add a migration for the new order columns",
    "Ran `dotnet ef migrations add OrderColumns`: it adds `ShippedAt` and `TrackingCode` to "
    "`Orders`. The migration is in `Data/Migrations/20261103_OrderColumns.cs`.")
# Helpers moved in a Python package.
HELPERS = Before(
    "move the date helpers out of utils.py into their own module",
    "Moved `parse_date`, `to_utc` and `business_days` from `app/utils.py` into "
    "`app/dates.py` and updated the 14 imports. `pytest` passes.")
# A shell script.
BACKUP = Before(
    "write a script that backs up the postgres database to s3",
    "Wrote `scripts/backup.sh`: it runs `pg_dump` with `--format=custom`, gzips the dump and "
    "uploads it with `aws s3 cp` to `s3://acme-backups/db/` under a dated name.")
# A text written for the person.
EMAIL = Before(
    "draft the email announcing the 2.0 release to our customers",
    "Here is a draft:\n\nSubject: Acme 2.0 is here\n\nHi there, we are happy to announce "
    "Acme 2.0, with a new dashboard, faster exports and single sign-on for every plan. "
    "Read the full notes on our blog. Thanks for building with us, the Acme team.")
# A summary the agent printed.
FAILING = Before(
    "which tests failed in the last ten CI runs?",
    "Failing tests across the last ten runs of `ci.yml`:\n\n- `test_refund_partial` failed 6 "
    "times\n- `test_export_timeout` failed 3 times\n- `test_login_rate_limit` failed once")
# Questions the agent asked at the end of its reply.
PORT = Before(
    "set up the dev server config for the admin app",
    "Added `admin/vite.config.ts` with the proxy to the api and the env loading. Which port "
    "should the dev server listen on?")
DATABASE = Before(
    "point the reporting job at a real database",
    "The job reads `DATABASE_URL` in `reporting/settings.py`. Should I point it at the local "
    "database or at the staging one?")
CLIENT = Before(
    "switch the mobile client to the new payments api",
    "The new api has v1 and v2 endpoints; v1 is deprecated but still matches the old payload. "
    "Should I use v2 and adapt the models in `PaymentsApi.kt`?")
CACHE = Before(
    "add caching to the product list",
    "`ProductService.list` is the hot path. Do you want Redis, or an in-memory LRU in the "
    "process?")
NAME = Before(
    "create a new worker service for the billing jobs",
    "I can scaffold it from the `services/template` folder. What should the service be "
    "called?")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # A behaviour of the piece just made, asked in a short correction.
    ("behaviour asked", TEAMS, "make it return 404 when the team doesn't exist"),
    ("behaviour asked", TRANSFER, "it should be a 400 if from == to"),
    ("behaviour asked", SUMS, "and it needs to handle the empty list"),
    ("behaviour asked", TEAMS, "it should give an empty list, not null, for a team with no "
                               "members"),
    ("behaviour asked", TRANSFER, "negative amounts should be rejected too"),
    ("behaviour asked", PARSER, "make it fail on duplicate keys"),
    ("behaviour asked", SUMS, "should return 0 for undefined"),
    ("behaviour asked", TEAMS, "a 403 for people outside the team please"),
    # An image marker with one line about it.
    ("image marker", EXPORT, "[Image #1] the header row is missing in excel"),
    ("image marker", EXPORT, "[Image #2] the dates show up as numbers"),
    ("image marker", SIGNUP, "[Image #1] the button overlaps the footer on mobile"),
    ("image marker", SIGNUP, "[Image #1] the labels are cut off"),
    ("image marker", EXPORT, "[Image #1]\nthis column should be wider"),
    # A tool's command on the piece.
    ("tool command", MIGRATION, "Remove-Migration it then, I want it named AddShippingInfo"),
    ("tool command", HELPERS, "git mv it to lib/ instead"),
    ("tool command", BACKUP, "chmod +x it and run it once"),
    ("tool command", BACKUP, "shellcheck it"),
    ("tool command", PARSER, "cargo fmt and clippy it"),
    ("tool command", MIGRATION, "script it with dotnet ef migrations script so I can read "
                                "the sql"),
    # "also" adding a part to the work just done.
    ("also, a part", TEAMS, "also return each member's role"),
    ("also, a part", TRANSFER, "also log the transfer id"),
    ("also, a part", SIGNUP, "also disable the button while it submits"),
    ("also, a part", EXPORT, "also freeze the header row"),
    ("also, a part", BACKUP, "also keep only the last 7 dumps in the bucket"),
    # A limit or a format set on what was just written.
    ("limit or format", EMAIL, "shorter"),
    ("limit or format", FAILING, "as a table"),
    ("limit or format", EMAIL, "in German"),
    ("limit or format", EMAIL, "half as long, and no exclamation marks"),
    ("limit or format", FAILING, "just the names, one per line"),
    ("limit or format", EMAIL, "more formal please"),
    ("limit or format", FAILING, "sorted by how often they failed"),
    # The agent's question answered with a value only.
    ("a value", PORT, "8080"),
    ("a value", DATABASE, "the staging one"),
    ("a value", CLIENT, "yes, v2"),
    ("a value", PORT, "5174, 5173 is the storefront"),
    ("a value", DATABASE, "local"),
    ("a value", CACHE, "redis"),
    ("a value", NAME, "billing-worker"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # A new target of the same kind, asked after the work was reported done.
    ("new target, same kind", TEAMS, "add an endpoint that deletes a team"),
    ("new target, same kind", TRANSFER, "add a GET /accounts/{id}/balance endpoint"),
    ("new target, same kind", EXPORT, "export the invoices list to csv"),
    ("new target, same kind", MIGRATION, "add a migration that drops Customers.Fax"),
    ("new target, same kind", BACKUP, "write a script that rotates the nginx logs"),
    ("new target, same kind", PARSER, "write a parser for the lockfile format"),
    ("new target, same kind", SIGNUP, "build the password reset page"),
    ("new target, same kind", EMAIL, "draft the email for the mobile app launch"),
    ("new target, same kind", SUMS, "write a function that shuffles a playlist"),
    # "also" starting other work.
    ("also, other work", TEAMS, "also set up dependabot for the repo"),
    ("also, other work", TRANSFER, "also add a CONTRIBUTING.md"),
    ("also, other work", EXPORT, "also upgrade pandas to 2.2"),
    ("also, other work", SIGNUP, "also we need a cookie banner on the landing page"),
    ("also, other work", BACKUP, "also write a cron job that renews the tls certs"),
    # A tool's command on other things.
    ("tool command, other", HELPERS, "git mv the old docs folder to archive/"),
    ("tool command, other", MIGRATION, "dotnet add package Serilog to the api project"),
    ("tool command, other", SIGNUP, "npm audit fix the storefront"),
    # An image of other code.
    ("image, other code", EXPORT, "[Image #1] the settings page crashes when I click save"),
    ("image, other code", SIGNUP, "[Image #2] the admin table doesn't sort by date"),
    # A limit or format on other text.
    ("format, other text", EMAIL, "write a short changelog entry for 1.9 in German"),
    ("format, other text", FAILING, "make a table of our api endpoints and who owns each"),
    # Questions and operations of their own.
    ("question of its own", TEAMS, "what's the best way to version a REST API?"),
    ("question of its own", PORT, "how do I make vite open the browser on start?"),
    ("operation", TEAMS, "push it to a new branch called team-members"),
    ("operation", HELPERS, "open a draft PR"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "[Image #1] the button overlaps the footer on mob",
    "export the invoices list to csv",
    "also set up dependabot for the repo",
    "also we need a cookie banner on the landing page",
    "dotnet add package Serilog to the api project",
    "[Image #2] the admin table doesn't sort by date",
})

(test_a_request_after_the_work_is_told_a_new_task_or_a_follow_up_at_twenty_fourth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(35, 25))


@pytest.mark.parametrize(("text", "said"), [
    ("[Image #1] the header row is missing in excel", "the header row is missing in excel"),
    ("[Image #2]\nthis column should be wider", "this column should be wider"),
    ("[Image #1] [Image #2] both pages", "both pages"),
    ("[image]: the dates", "the dates"),
    ("[Image #1]", ""),
    # A marker inside the words, or none: the request is read as it is.
    ("the header row, see [Image #1]", None),
    ("#12 the header row", None),
    ("", None),
])
def test_the_words_under_an_image_are_its_caption(text: str, said: str | None) -> None:
    assert caption(text) == said


def _stems(text: str) -> set[str]:
    return {w.lower().rstrip("s") for w in text.split() if len(w) > 3}


@pytest.mark.parametrize(("words", "shows"), [
    ("the header rows missing from excel", True),
    ("excel shows dates wrong", True),
    # Things of its own, more than the exchange's.
    ("the settings page crashes when clicking save", False),
    # More than a caption: an ask, a question, a second sentence.
    ("make the header rows bold in excel", False),
    ("why are the header rows missing in excel?", False),
    ("header rows missing in excel. also the footer", False),
    ("the header rows missing in excel, fix it", False),
    ("", False),
])
def test_a_caption_shows_the_piece_when_it_names_its_things(words: str, shows: bool) -> None:
    assert names_the_piece(words, {"header", "row", "excel", "date"}, _stems) is shows


@pytest.mark.parametrize(("words", "asked"), [
    ("Remove-Migration it then", True),
    ("re-run it with the cache off", True),
    ("git mv it to lib/", False),
    ("pushed it, took 12 minutes", False),
    ("is it still slow", False),
])
def test_a_command_of_two_joined_words_asks_of_the_piece(words: str, asked: bool) -> None:
    assert (turning.PRONOUN_OBJECT.match(words) is not None) is asked


def test_an_image_of_the_piece_is_decided_by_its_caption() -> None:
    assert why_decided(EXPORT, "[Image #1] the header row is missing in excel") == (
        "shows the piece just made in an image",)
