"""A twenty-first table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the cues were looked at
for it, and its figure was taken with the model as it then was.

Its requests come right after a piece of work on many stacks (a gRPC method in Go, a cache in
Python, a React table, a clap upgrade in Rust, a dark mode toggle, a SQL script, a Spring Boot
upload, slog in a Go worker). A follow-up tells that a checker or the build fails on the work just
made ("mypy is unhappy now", "clippy has two new warnings after this", "the type check is red since
your change"), tells a regression of the piece by its symptom ("the help output colors are gone",
"now the page flickers on load", "the toggle resets after a reload"), asks the piece taken on
("now run it on staging so the numbers match"), asks for a thing made for the piece by a pronoun
that is not the object ("add a metric for it", "write a test for that", "add a panel for it in
grafana"), tells a defect of the piece with "though" ("the cache never clears though"), or passes
on a message of the thing just worked on under its sender ("a customer emailed:\n> I uploaded a
new avatar but my profile still shows the old one"). A new task tells a check failing on other code
("clippy is red on main in the parser crate", "eslint has 400 warnings across the repo"), a
defect of other code, asks an operation on the work ("commit", "fine, commit it all", "push it and
open the PR against release/2.14", "now deploy it to staging": tasks of their own kind, as the
first, wordings and thirteenth tables and the labelled history count them; the eighteenth round of
sessions had written them as follow-ups and is set right to that count), asks things of a
pronoun's look for other things by name, says "works. ... is broken on firefox though" of other
work, or passes on a message of other things.

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked to
stay wrong, so the table's figure is the real one. At first sight the model made 17 of the 41
follow-ups tasks and 5 of the 32 new tasks follow-ups; after the readings they led to, 2 and 1.
A second batch of the same shapes, written before it was run, had 15 of 22 and 6 of 17 with the
model as it was at first sight, 8 and 3 with the readings of the first batch, and 4 and 3 after
two of them were widened by shape (a preposition after the pronoun, "against the sandbox"; a
sender's verb, "support forwarded this:") and a failure tied to the work by its time was read
with any thing of the exchange it names ("spotless fails on the new controller"). No feature of
the model changed and the trainer was not run. The readings, by wording before any weight: one
sentence that asks nothing and only tells that the work just done broke something (a checker's
complaint tied to it by its time: "now", "after this", "since your change", "in the new file";
a defect whose subject is a pronoun for the piece or first names a thing the exchange named in its
words; a thing said to be lost with it, "gone", "anymore", "no longer"; or a failure so tied that
names a thing of the exchange) is the work's, unless it is told on a shared branch or across the
project, of users in production, of a trial, or turns to other work; an ask of a thing of its own
kind made for, on or around "it", "that" or "them" standing first ("add a panel for it in
grafana", "write a test for that") is the piece's, unless "now" opens it, it is an operation, a
second ask is joined on or a turn follows ("this"/"these" point at a paste below as often); a
message pasted under a heading that names only its sender ("a customer emailed:", "from the ops
channel:", "support forwarded this:") is other work when it names nothing the exchange named,
every word its own, and the work's when two things of it or more are the exchange's. An
imperative whose verb the asking verbs do not list ("use `thiserror` for the error enum") tells
no defect by its "error". Known misses of earlier tables decided right by the same readings:
"add a panel for it in grafana as well", "a user sent this: ...", "a customer emailed: ..."
(twentieth), "rabbitmq never becomes healthy, the healthcheck times out" (third), "reviewer
says:" over a comment on the piece's code (tenth), and in the eighteenth round of sessions
"the help output colors are gone in my terminal".
Still missed: a checker's terse report read as a pasted log ("tsc: 3 errors in the new file"), a
changelog entry asked for the piece (read as the docs operation), a defect
said with "still" and "old" alone ("subcommands still show the old help though"), a message of
the piece told in words of its own ("my new profile picture is upside down" after the avatar
upload: read as other things), a second ask joined on "now run it" ("... and show me the diff");
and as follow-ups, defects of other code told without a word the defect cues read ("cargo audit
flags an old openssl in the server crate", "the pricing page layout breaks on tablets", "the
admin dashboard shows last month's signups twice") or tied to a day of their own ("the nightly
backup job silently fails since monday"). "now" before a regression told of a thing no word
marks as a defect ("now the header row scrolls away with the rows") is decided right since the
twenty-third table's reading of "now" before a clause that tells a state.
"""

from __future__ import annotations

import pytest

from helpers.exchanges import Before, decision_tests, why_decided

# A gRPC method added to a Go service.
PROTO = Before(
    "add a RefundPayment rpc to the payments service",
    "Added `RefundPayment` to `proto/payments/v1/payments.proto` with its request and response "
    "messages, regenerated with `buf generate`, and implemented it in "
    "`internal/server/refund.go`: it checks the payment is captured and calls the provider's "
    "refund API. `go test ./internal/server/...` passes.")
# A lookup cached in Redis, in Python.
CACHE = Before(
    "cache the exchange rates lookup, it hits the provider on every request",
    "`get_rates` in `rates/service.py` now reads through `rates/cache.py`: the provider's answer "
    "is kept in Redis under `rates:{base}` for an hour. Added `tests/test_rates_cache.py`; "
    "pytest passes.")
# A sortable table component in React and TypeScript.
TABLE = Before(
    "make the orders table sortable by date and amount",
    "Added `src/components/OrdersTable.tsx` with clickable column headers and a "
    "`useSortedRows` hook in `src/hooks/useSortedRows.ts` that keeps the sort key and "
    "direction. `vitest run` passes.")
# A Rust command line tool moved to clap 4.
CLAP = Before(
    "upgrade clap to 4 in the cli",
    "Moved `rl` to clap 4: `#[clap(...)]` became `#[arg(...)]` and `#[command(...)]` in "
    "`src/cli.rs`, `App` builders are gone and `value_parser!` replaces `validator`. "
    "`cargo build` and `cargo test` pass.")
# A dark mode toggle in a React settings page.
THEME = Before(
    "add a dark mode toggle to the settings page",
    "Added `src/settings/ThemeToggle.tsx`: it stores the choice in `localStorage` under "
    "`theme` and sets `class=\"dark\"` on `<html>`; the Tailwind config uses "
    "`darkMode: 'class'`. It is shown in `SettingsPage.tsx` under Appearance.")
# A SQL script that recomputes totals, run locally.
SCRIPT = Before(
    "write a script that recomputes the monthly totals from the invoices",
    "Wrote `scripts/recompute_monthly_totals.sql`, which rebuilds `monthly_totals` from "
    "`invoices` month by month in one transaction, and `bin/recompute-totals.sh` to run it "
    "with `psql`. Ran it on the local database: 36 months rebuilt, the totals match the "
    "invoices.")
# An avatar upload endpoint in Spring Boot.
AVATAR = Before(
    "add an endpoint to upload a user's avatar",
    "Added `POST /users/{id}/avatar` in `AvatarController.java`: it takes a multipart file, "
    "resizes it to 256x256 with Thumbnailator and stores it in S3 under `avatars/{id}.png`; "
    "`UserResponse` carries its URL. `./gradlew test` passes.")
# A Go service moved to structured logging.
SLOG = Before(
    "switch the worker to structured logging with slog",
    "Replaced the `log.Printf` calls in `cmd/worker/main.go` and `internal/jobs/*.go` with a "
    "`slog.Logger` (JSON handler, level from `LOG_LEVEL`), passed down through `jobs.Runner`. "
    "`go test ./...` passes.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # A checker or build failing on the work just made, told or pasted.
    ("checker on the work", PROTO, "buf lint is failing on the new rpc"),
    ("checker on the work", CACHE, "mypy is unhappy now"),
    ("checker on the work", TABLE, "tsc: 3 errors in the new file"),
    ("checker on the work", TABLE, "eslint complains about the hook's dependency array now"),
    ("checker on the work", CLAP, "clippy has two new warnings after this"),
    ("checker on the work", AVATAR, "checkstyle fails now, line too long in the controller"),
    ("checker on the work", CACHE, "the type check is red since your change"),
    ("checker on the work", PROTO, "golangci-lint: errcheck in refund.go"),
    ("checker on the work", SCRIPT, "shellcheck flags the new script, SC2086 twice"),
    ("checker on the work", SLOG, "staticcheck says the logger in worker main is never used"),
    # A regression of the piece just changed, told by its symptom.
    ("regression told", CLAP, "the help output colors are gone"),
    ("regression told", THEME, "now the page flickers on load"),
    ("regression told", THEME, "the toggle resets after a reload"),
    ("regression told", CLAP, "the --verbose flag doesn't do anything anymore"),
    ("regression told", TABLE, "the table jumps back to page 1 every time I sort"),
    ("regression told", AVATAR, "big avatars come out sideways now"),
    ("regression told", SLOG, "the request ids are gone from the logs"),
    ("regression told", CACHE, "now every request is slower than before"),
    # "now <verb> it": the piece itself, taken on.
    ("now on the piece", SCRIPT, "now run it on staging so the numbers match"),
    ("now on the piece", SCRIPT, "now run it for last year as well"),
    ("now on the piece", CACHE, "now try it with redis down and see what happens"),
    ("now on the piece", TABLE, "now hook it up to the orders page"),
    ("now on the piece", THEME, "now make it follow the system setting by default"),
    # An ask whose pronoun is not its object.
    ("pronoun not the object", CACHE, "add a metric for it, the hit rate at least"),
    ("pronoun not the object", AVATAR, "write a test for that"),
    ("pronoun not the object", SCRIPT, "add a dry run flag for it"),
    ("pronoun not the object", CACHE, "add a panel for it in grafana"),
    ("pronoun not the object", PROTO, "write a test for it that refunds the same payment twice"),
    ("pronoun not the object", TABLE, "add a story for it in storybook"),
    ("pronoun not the object", CLAP, "add a changelog entry for it"),
    ("pronoun not the object", AVATAR, "put a size limit on it, 5 MB"),
    # A defect of the piece told with "though".
    ("though", CACHE, "the cache never clears though"),
    ("though", THEME, "the toggle doesn't remember the choice though"),
    ("though", AVATAR, "png works, heic uploads still fail though"),
    ("though", SCRIPT, "it double counts refunds though"),
    ("though", TABLE, "sorting by date sorts them as strings though"),
    # A message pasted under its sender, of the thing just worked on.
    ("sender heading", AVATAR, "a customer emailed:\n> I uploaded a new avatar but my profile "
                               "still shows the old one"),
    ("sender heading", THEME, "from support:\n> users say dark mode makes the charts "
                              "unreadable"),
    ("sender heading", CACHE, "from the finance team:\n> the EUR rate on today's invoices is an "
                              "hour behind the bank's"),
    ("sender heading", TABLE, "a user wrote in:\n> sorting the orders by amount puts 100 before "
                              "20"),
    ("sender heading", CLAP, "from a user on discord:\n> `rl --help` has no colors anymore "
                             "since 4.0"),
    # A second batch of the same shapes, written before it was run.
    ("second batch", PROTO, "buf breaking complains about the new field number"),
    ("second batch", CACHE, "ruff is red now"),
    ("second batch", TABLE, "the lint job fails since this change"),
    ("second batch", AVATAR, "spotless fails on the new controller"),
    ("second batch", SLOG, "go vet has new warnings"),
    ("second batch", CLAP, "cargo doc now warns about a broken link"),
    ("second batch", THEME, "the charts don't switch colors anymore"),
    ("second batch", TABLE, "now the header row scrolls away with the rows"),
    ("second batch", SLOG, "the worker doesn't print anything anymore when LOG_LEVEL is unset"),
    ("second batch", CLAP, "completions for zsh are gone"),
    ("second batch", CACHE, "the rates endpoint returns 500 now when redis restarts"),
    ("second batch", AVATAR, "add a metric for them, count of uploads per day"),
    ("second batch", SCRIPT, "add a progress log to it, it's silent for minutes"),
    ("second batch", PROTO, "add an integration test for it against the sandbox"),
    ("second batch", SLOG, "add a trace span around it too"),
    ("second batch", THEME, "the toggle flashes the light theme first though"),
    ("second batch", SCRIPT, "the totals for february are off by one day though"),
    ("second batch", CLAP, "subcommands still show the old help though"),
    ("second batch", AVATAR, "from a customer:\n> my new profile picture is upside down"),
    ("second batch", CACHE, "support forwarded this:\n> the exchange rate on my invoice doesn't "
                            "match today's rate"),
    ("second batch", TABLE, "a user wrote:\n> when I sort by date twice the order doesn't flip "
                            "back"),
    ("second batch", SCRIPT, "now run it against prod in a transaction and show me the diff"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # A checker failing on other code, or checks set up.
    ("checker on other code", CACHE, "mypy fails on the legacy billing module, can you clean "
                                     "it up"),
    ("checker on other code", TABLE, "eslint has 400 warnings across the repo, fix them"),
    ("checker on other code", PROTO, "buf breaking fails on the inventory protos since last "
                                     "week, look into it"),
    ("checker on other code", CLAP, "clippy is red on main in the parser crate"),
    ("checker on other code", AVATAR, "set up spotbugs in the gradle build"),
    ("checker on other code", SCRIPT, "add shellcheck to the pre-commit hooks"),
    # A defect of other code.
    ("defect of other code", THEME, "the checkout page flickers on mobile"),
    ("defect of other code", CLAP, "the docs site search returns nothing"),
    ("defect of other code", CACHE, "the invoice pdf shows the wrong VAT number"),
    ("defect of other code", TABLE, "the login form doesn't submit on enter"),
    ("defect of other code", SLOG, "the nightly backup job silently fails since monday"),
    # Operations on the work: tasks of their own kind, as the other tables count them.
    ("operation", PROTO, "commit"),
    ("operation", AVATAR, "fine, commit it all"),
    ("operation", CLAP, "push it and open the PR against release/2.14"),
    ("operation", TABLE, "squash it into one commit and push"),
    ("operation", CACHE, "open a draft PR"),
    ("operation", THEME, "now deploy it to staging"),
    ("operation", SCRIPT, "ok commit and push"),
    # Asks of a pronoun's look, on other things.
    ("other things by name", CACHE, "add a grafana panel for the mailer's queue depth"),
    ("other things by name", AVATAR, "write a test for the password reset flow"),
    ("other things by name", TABLE, "add a storybook story for the Button component"),
    # Other work, told with "though".
    ("though, other work", THEME, "works. the sidebar is broken on firefox though"),
    ("though, other work", AVATAR, "looks good. the search page is still slow though, can you "
                                   "profile it"),
    ("though, other work", CACHE, "thanks! the signup emails land in spam though"),
    # A message pasted under its sender, of other things.
    ("sender, other things", AVATAR, "a customer emailed:\n> I was charged twice for my "
                                     "subscription this month"),
    ("sender, other things", THEME, "from support:\n> people can't reset their password, the "
                                    "link says expired"),
    ("sender, other things", TABLE, "from the ops channel:\n> disk on db-2 is at 91%\ncan you "
                                    "look"),
    ("sender, other things", CLAP, "a user wrote on github:\n> the windows installer puts rl in "
                                   "the wrong folder"),
    # Other work.
    ("other work", SLOG, "add a health check endpoint to the worker"),
    ("other work", SCRIPT, "write a migration that adds an archived_at column to projects"),
    ("other work", PROTO, "now add a ListRefunds rpc with paging"),
    ("other work", CLAP, "bump tokio to 1.40 in the server crate"),
    # A second batch of the same shapes, written before it was run.
    ("second batch", CACHE, "mypy fails in the payments package on main, can you fix it"),
    ("second batch", TABLE, "the storybook build has been red for a week"),
    ("second batch", SLOG, "add a govulncheck step to CI"),
    ("second batch", CLAP, "cargo audit flags an old openssl in the server crate"),
    ("second batch", THEME, "the pricing page layout breaks on tablets"),
    ("second batch", AVATAR, "the password reset email never arrives on outlook"),
    ("second batch", SCRIPT, "the admin dashboard shows last month's signups twice"),
    ("second batch", PROTO, "commit it and push"),
    ("second batch", CACHE, "open a PR against develop"),
    ("second batch", TABLE, "now deploy it to production"),
    ("second batch", AVATAR, "add a test for the signup validation"),
    ("second batch", SLOG, "write a runbook for the worker's alerts"),
    ("second batch", THEME, "nice. the footer overlaps the content on small screens though"),
    ("second batch", CLAP, "ok. the release workflow is slow though, can you cache cargo"),
    ("second batch", CACHE, "a customer emailed:\n> I can't log in with google since yesterday"),
    ("second batch", TABLE, "from sales:\n> can we get a pdf export of the quarterly report"),
    ("second batch", SCRIPT, "from the security team:\n> rotate the aws keys on the ci runners by "
                             "friday"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "tsc: 3 errors in the new file",
    "add a changelog entry for it",
    "subcommands still show the old help though",
    "from a customer:\n> my new profile picture is ups",
    "now run it against prod in a transaction and sho",
    "the nightly backup job silently fails since mond",
    "cargo audit flags an old openssl in the server c",
    "the pricing page layout breaks on tablets",
    "the admin dashboard shows last month's signups t",
})

(test_a_request_after_the_work_is_told_a_new_task_or_a_follow_up_at_twenty_first_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(40, 30))

BROKE = ("tells what the work just done broke",)


@pytest.mark.parametrize(("words", "before", "broke"), [
    ("mypy is unhappy now", CACHE, True),
    ("clippy has two new warnings after this", CLAP, True),
    ("the type check is red since your change", CACHE, True),
    ("now the page flickers on load", THEME, True),
    ("the request ids are gone from the logs", SLOG, True),
    ("the --verbose flag doesn't do anything anymore", CLAP, True),
    ("spotless fails on the new controller", AVATAR, True),
    # A check of the project's, of a shared branch, of other code, or not tied to the work.
    ("clippy is red on main in the parser crate", CLAP, False),
    ("eslint has 400 warnings across the repo now", TABLE, False),
    ("mypy fails on the legacy billing module", CACHE, False),
    ("the checkout page flickers on mobile", THEME, False),
    ("the nightly backup job silently fails since monday", SLOG, False),
    # Asked, turned, of users in production, or said in two sentences.
    ("mypy is unhappy now, fix it", CACHE, False),
    ("run mypy now", CACHE, False),
    ("the page flickers on load in prod, customers are seeing it", THEME, False),
    ("the toggle works now. the login page is broken on safari", THEME, False),
    ("btw, unrelated: the docs build is red now", CLAP, False),
    # An imperative whose verb the asking verbs do not list, its "error" no defect.
    ("use `thiserror` for the error enum", CLAP, False),
    ("keep the old errors for now", CACHE, False),
    # A trial told is `_reports_a_trial`'s.
    ("pushed it, the lint job fails now", CACHE, False),
])
def test_what_the_work_just_done_broke_is_the_works(words: str, before: Before,
                                                    broke: bool) -> None:
    assert (why_decided(before, words) == BROKE) is broke


FOR_IT = ("asks a thing made for the piece just made",)


@pytest.mark.parametrize(("words", "before", "for_it"), [
    ("add a metric for it, the hit rate at least", CACHE, True),
    ("write a test for that", AVATAR, True),
    ("add a panel for it in grafana", CACHE, True),
    ("add an integration test for it against the sandbox", PROTO, True),
    ("can you add a trace span around it too", SLOG, True),
    # Things of their own by name, a determiner, a next step, an operation, a second ask.
    ("add a grafana panel for the mailer's queue depth", CACHE, False),
    ("write a parser for that log format", CACHE, False),
    ("now add tests for it", PROTO, False),
    ("add a changelog entry for it", CLAP, False),
    ("add a test for it and then deploy to staging", PROTO, False),
    ("add a test for it. separately, the docs are stale", PROTO, False),
    # "this" points at what is pasted below as often as at the piece.
    ("set up an alert on this when it goes over 2%", CACHE, False),
])
def test_a_thing_asked_for_the_piece_by_a_pronoun_is_the_pieces(words: str, before: Before,
                                                               for_it: bool) -> None:
    assert (why_decided(before, words) == FOR_IT) is for_it


OTHER_MESSAGE = ("passes on a message of other things",)
ITS_MESSAGE = ("passes on a message of the work in progress",)


@pytest.mark.parametrize(("words", "before", "why"), [
    ("a customer emailed:\n> I was charged twice for my subscription this month", AVATAR,
     OTHER_MESSAGE),
    ("from the ops channel:\n> disk on db-2 is at 91%\ncan you look", TABLE, OTHER_MESSAGE),
    ("support forwarded this:\n> the exchange rate on my invoice doesn't match today's rate",
     CACHE, ITS_MESSAGE),
    ("from support:\n> users say dark mode makes the charts unreadable", THEME, ITS_MESSAGE),
    ("the billing team says:\n> the invoices are late since the first", AVATAR, OTHER_MESSAGE),
    # A heading that names its matter is no sender's heading.
    ("new issue from a user:\n> I was charged twice this month", AVATAR, None),
    # A message of one word of the exchange's and words of its own says too little.
    ("a user wrote in:\n> the avatar page is slow on my old phone", AVATAR, None),
])
def test_a_message_passed_on_under_its_sender_is_read_by_what_it_names(
        words: str, before: Before, why: tuple[str, ...] | None) -> None:
    got = why_decided(before, words)
    if why is None:
        assert got not in (OTHER_MESSAGE, ITS_MESSAGE)
    else:
        assert got == why
