"""Standing preferences made by repetition, at first sight: asks that only look alike are no rule.

A one-time ask made in two or more pieces of work becomes a standing preference of the
repository. The risk is two asks that share a verb or a kind of thing but ask for different
things ("just run the model tests", then "just run the credit note tests"; "add logging to the
importer", then "add logging to the mailer"; `npm run build`, then `npm run lint`): read as one,
they make a rule the person never stated. What must still stand is the same ask said again in
other words ("run `cargo fmt` too", then "cargo fmt before you hand it back please").

Each history is 2 to 4 sessions, written where and how Claude Code writes them and harvested
and mined with the product's own code; the wordings are made up for these tests from how people
ask in general (several projects, languages and tools). The expected standing preferences
(check, term, said as a rule, the sessions it was said in) were decided before the histories
were run.

At first sight, 16 of the first 20 were read right: all 14 look-alikes (each said with "just"
or "only", which kept them from counting), 2 of the 6 said again (one wrong preference, "runs
`test/models`", from `bin/rails test test/models`: a program run by its path was not read as a
command; three missed: "cargo fmt before you hand it back please", and `./gradlew ktlintCheck`
in any wording). The 6 written after that first run, before any change, in the shape of the
example found (a part of the tests named in words, asked on top of the work: `ON_TOP`): 2
right, and all 4 look-alikes a wrong preference ("runs the tests" from the model tests and the
credit note tests; the unit and the integration tests; the tests for the parser and for the
exporter; the linter on two packages); one expectation named the term "tests" where the
preference states the latest saying, "the tests", and was corrected. Wrong preferences: 5 of
26; right preferences: 4 of the 8 expected.

After the fix (a part of a check named in words, "the model tests", "the tests for the
parser", "the linter on the web package", is an ask of its own, and all of the check,
"the whole test suite", is "the tests"; a program run by its path, "./gradlew", "bin/rails",
opens a command; the term and when it is wanted, "cargo fmt before you hand it back", asks
for it; a script run by its path is no file the ask is about), 25 of the 26: no wrong
preference, 7 of the 8 expected (the `structlog` ask is still missed). Of the first 5 written
after the fix to break it (`AFTER_THE_FIX`), the code before read 2 right (a wrong preference
from lint on two parts of the code), the fix 4 ("for every package" is read as a rule's scope).
The 4 after them (a check in words, then one command for it): the code before read 1 right
(two wrong preferences, "runs `pytest tests/test_upload.py`" from "the tests" or "the model
tests" and one test file), the fix as then written 2; after the join was kept to a command
that runs the part the words name (all of the check, or the part they name), all 4.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.repetition import ask_key, asks_for
from test_tasks_standing_histories import DONE, _standing

from helpers.judged import HERE, RUNS, check_read, judged

BILLING = "/work/billing"      # Rails invoicing app
SHOP = "/work/shopfront"       # Node/TypeScript shop
PIPE = "/work/pipelines"       # Python data pipelines
MESH = "/work/mesh"            # Go services
TOOLS = "/work/devtools"       # Rust command line tools
INFRA = "/work/infra"          # terraform and docker
NOTES = "/work/notes"          # Django app
PHONE = "/work/phone"          # Kotlin Android app

Case = tuple[str, list[tuple[Any, ...]], list[tuple[Any, ...]]]

# (a) Asks that share a verb or a kind but ask for different things: no standing preference.
LOOK_ALIKES: list[Case] = [
    ("different_test_subsets_named_in_words", [
        ([("add a discount column to invoices", "Done; I ran the whole suite, 9 minutes."),
          ("just run the model tests", DONE)], "main", BILLING),
        ([("fix the rounding on credit notes", "Running the full suite now."),
          ("just run the credit note tests", DONE)], "main", BILLING),
    ], []),
    ("different_test_subsets_in_three_sessions", [
        ([("speed up the cart total", "I'll run every test."),
          ("only run the cart tests", DONE)], "main", SHOP),
        ([("fix the coupon expiry", "Running the whole suite."),
          ("only run the coupon tests please", DONE)], "main", SHOP),
        ([("rename the checkout events", "Running all the tests."),
          ("just the checkout tests, not everything", DONE)], "main", SHOP),
    ], []),
    ("different_test_files_of_one_runner", [
        ([("handle empty rows in the loader", "Done."),
          ("run `pytest tests/test_loader.py` too", DONE)], "main", PIPE),
        ([("retry the upload on 503", "Done."),
          ("run `pytest tests/test_upload.py` as well", DONE)], "main", PIPE),
    ], []),
    ("different_scripts_of_one_tool", [
        ([("add a sale badge to the product card", "Done."),
          ("run `npm run build` too before you finish", DONE)], "main", SHOP),
        ([("show the stock count on the product page", "Done."),
          ("also run `npm run lint` before you finish", DONE)], "main", SHOP),
    ], []),
    ("different_subcommands_of_one_tool_in_three_sessions", [
        ([("add a cache volume for the builder", "Done."),
          ("run `docker compose build` after that", DONE)], "main", INFRA),
        ([("bump the postgres image", "Done."),
          ("run `docker compose pull` when you're done", DONE)], "main", INFRA),
        ([("add a healthcheck to the api service", "Done."),
          ("run `docker compose config` too", DONE)], "main", INFRA),
    ], []),
    ("different_make_targets_for_tests", [
        ([("add the orders endpoint", "Done."),
          ("also run `make test-unit`", DONE)], "main", MESH),
        ([("add tracing to the gateway", "Done."),
          ("also run `make test-e2e`", DONE)], "main", MESH),
    ], []),
    ("logging_added_to_different_places", [
        ([("import the bank statements nightly", "Done; it runs silently."),
          ("add logging to the importer", DONE)], "main", PIPE),
        ([("send the weekly digest", "Done."),
          ("add logging to the mailer too", DONE)], "main", PIPE),
    ], []),
    ("debug_logs_in_three_places", [
        ([("the sync drops some records", "I found where it filters them."),
          ("add a debug log in the filter", DONE)], "main", MESH),
        ([("the retry loop never stops", "It retries on every error."),
          ("put a debug log before each retry", DONE)], "main", MESH),
        ([("the cache misses too often", "The keys include the timestamp."),
          ("add a debug log where the key is built", DONE)], "main", MESH),
    ], []),
    ("staging_db_for_two_different_tasks", [
        ([("check the migration for the notes table", "I'd run it locally."),
          ("use the staging db for this", DONE)], "main", NOTES),
        ([("find why search is slow for big accounts", "I'll profile on my local data."),
          ("use the staging db for this one, it has real volumes", DONE)], "main", NOTES),
    ], []),
    ("tests_added_for_different_modules", [
        ([("parse the new csv header", "Done."),
          ("add tests for the parser", DONE)], "main", PIPE),
        ([("export the report as xlsx", "Done."),
          ("add tests for the exporter too", DONE)], "main", PIPE),
    ], []),
    ("different_files_left_alone", [
        ([("add a region setting", "I also changed `config/prod.yml`."),
          ("don't touch `config/prod.yml`", DONE)], "main", NOTES),
        ([("add a feature flag for the editor", "I updated `config/dev.yml` too."),
          ("leave `config/dev.yml` alone", DONE)], "main", NOTES),
    ], []),
    ("different_gradle_tasks", [
        ([("add the settings screen", "Done."),
          ("run `./gradlew lint` too", DONE)], "main", PHONE),
        ([("add a dark theme toggle", "Done."),
          ("run `./gradlew connectedAndroidTest` as well", DONE)], "main", PHONE),
    ], []),
    ("different_cargo_commands", [
        ([("add a --quiet flag", "Done."),
          ("run `cargo bench` too", DONE)], "main", TOOLS),
        ([("read the path from an env var", "Done."),
          ("run `cargo doc` as well", DONE)], "main", TOOLS),
    ], []),
    ("mock_different_things", [
        ([("test the invoice reminder", "The test waits for a real day."),
          ("mock the clock in this test", DONE)], "main", BILLING),
        ([("test the payment webhook", "The test calls Stripe."),
          ("mock the http client in the test", DONE)], "main", BILLING),
    ], []),
]

# (b) The same ask said again in other words, on top of the work each time: it stands, with
# every session it was said in. Some sit beside a look-alike in the same history.
SAID_AGAIN: list[Case] = [
    ("cargo_fmt_said_two_ways", [
        ([("add a --json flag to list", "Done."),
          ("run `cargo fmt` too", DONE)], "main", TOOLS),
        ([("colour the error output", "Done."),
          ("cargo fmt before you hand it back please", DONE)], "main", TOOLS),
    ], [("runs", "cargo fmt", False, ("s0", "s1"))]),
    ("same_npm_script_said_two_ways_beside_another_script", [
        ([("add a wishlist button", "Done."),
          ("run `npm run lint` too before you finish", DONE)], "main", SHOP),
        ([("lazy load the product images", "Done."),
          ("run `npm run build` as well", DONE)], "main", SHOP),
        ([("add a size guide link", "Done."),
          ("did you lint it? please run npm run lint when you're done", DONE)], "main", SHOP),
    ], [("runs", "npm run lint", False, ("s0", "s2"))]),
    ("same_test_subset_command_twice_beside_a_subset_in_words", [
        ([("fix the overdue filter", "Done; I ran every spec."),
          ("just run the model tests", DONE),
          ("also run `bin/rails test test/models` before you finish", DONE)], "main", BILLING),
        ([("add a vat number to customers", "Done."),
          ("just run the credit note tests", DONE),
          ("please run bin/rails test test/models too", DONE)], "main", BILLING),
    ], [("runs", "bin/rails test test/models", False, ("s0", "s1"))]),
    ("structlog_beside_logging_added_to_places", [
        ([("import the bank statements nightly", "Done; it prints progress."),
          ("add logging to the importer, with `structlog`", DONE)], "main", PIPE),
        ([("send the weekly digest", "I used print for the progress."),
          ("log it through structlog please", DONE)], "main", PIPE),
    ], [("diff_adds", "structlog", False, ("s0", "s1"))]),
    ("race_detector_said_two_ways", [
        ([("add the payments client", "Done; `go test ./...` passes."),
          ("run `go test -race ./...` too", DONE)], "main", MESH),
        ([("cache the tenant lookups", "Done; the tests pass."),
          ("also run go test -race ./... before you finish", DONE)], "main", MESH),
    ], [("runs", "go test -race ./...", False, ("s0", "s1"))]),
    ("ktlint_three_ways_in_three_sessions", [
        ([("add the login screen", "Done."),
          ("run `./gradlew ktlintCheck` too", DONE)], "main", PHONE),
        ([("add pull to refresh", "Done."),
          ("please also run ./gradlew ktlintCheck before you finish", DONE)], "main", PHONE),
        ([("add the about screen", "Done."),
          ("./gradlew ktlintCheck again please", DONE)], "main", PHONE),
    ], [("runs", "./gradlew ktlintCheck", False, ("s0", "s1", "s2"))]),
]

# Written after the first run, before any change, in the shape of the example that was found:
# a part of the tests named in words and asked for on top of the work ("too", "also").
ON_TOP: list[Case] = [
    ("test_subsets_asked_on_top", [
        ([("add a discount column to invoices", "Done."),
          ("run the model tests too", DONE)], "main", BILLING),
        ([("fix the rounding on credit notes", "Done."),
          ("also run the credit note tests", DONE)], "main", BILLING),
    ], []),
    ("unit_then_integration_tests_on_top", [
        ([("add the tenant header", "Done."),
          ("also run the unit tests", DONE)], "main", MESH),
        ([("retry the broker connection", "Done."),
          ("run the integration tests as well", DONE)], "main", MESH),
    ], []),
    ("tests_of_different_modules_on_top", [
        ([("parse the new csv header", "Done."),
          ("run the tests for the parser too", DONE)], "main", PIPE),
        ([("export the report as xlsx", "Done."),
          ("also run the tests for the exporter before you finish", DONE)], "main", PIPE),
    ], []),
    ("linter_on_different_packages_on_top", [
        ([("add the cart drawer", "Done."),
          ("run the linter on the web package too", DONE)], "main", SHOP),
        ([("add the orders query", "Done."),
          ("also run the linter on the api package", DONE)], "main", SHOP),
    ], []),
    ("same_part_of_the_tests_said_two_ways", [
        ([("add a discount column to invoices", "Done."),
          ("run the model tests too", DONE)], "main", BILLING),
        ([("add a vat number to customers", "Done."),
          ("please also run the model tests before you finish", DONE)], "main", BILLING),
    ], [("runs", "tests", False, ("s0", "s1"))]),
    ("all_the_tests_said_two_ways", [
        ([("add the payments client", "Done."),
          ("run the tests too", DONE)], "main", MESH),
        ([("cache the tenant lookups", "Done."),
          ("please also run the tests before you finish", DONE)], "main", MESH),
    ], [("runs", "the tests", False, ("s0", "s1"))]),
]

CASES = LOOK_ALIKES + SAID_AGAIN + ON_TOP

# Written after the fix, to break it: a part named of all of a check ("for every package"), the
# same part said twice, scripts run by their path, a check in words and a command for a part.
AFTER_THE_FIX: list[Case] = [
    ("tests_for_every_package_then_the_tests", [
        ([("split the config loader", "Done."),
          ("run the tests for every package too", DONE)], "main", MESH),
        ([("add a metrics endpoint", "Done."),
          ("also run the tests before you finish", DONE)], "main", MESH),
    ], [("runs", "the tests", False, ("s0", "s1"))]),
    ("unit_tests_said_two_ways", [
        ([("add a slug to notes", "Done."),
          ("run the unit tests too", DONE)], "main", NOTES),
        ([("add tags to notes", "Done."),
          ("please also run the unit tests before you finish", DONE)], "main", NOTES),
    ], [("runs", "the unit tests", False, ("s0", "s1"))]),
    ("lint_on_different_parts", [
        ([("add the checkout banner", "Done."),
          ("run lint on the frontend too", DONE)], "main", SHOP),
        ([("add the refunds route", "Done."),
          ("also run lint on the backend", DONE)], "main", SHOP),
    ], []),
    ("different_scripts_by_path", [
        ([("add the export job", "Done."),
          ("run `./scripts/check.sh` too", DONE)], "main", PIPE),
        ([("add the import job", "Done."),
          ("also run `./scripts/smoke.sh`", DONE)], "main", PIPE),
    ], []),
    ("one_script_by_path_said_two_ways", [
        ([("add the export job", "Done."),
          ("run `./scripts/check.sh` too", DONE)], "main", PIPE),
        ([("add the import job", "Done."),
          ("./scripts/check.sh before you hand it over please", DONE)], "main", PIPE),
    ], [("runs", "./scripts/check.sh", False, ("s0", "s1"))]),
    # A check named in words is the one command said for it only when that command runs the
    # part the words name: all of it, or the part they name.
    ("a_part_in_words_then_one_test_file", [
        ([("add a discount column", "Done."),
          ("also run the model tests", DONE)], "main", BILLING),
        ([("fix the rounding on refunds", "Done."),
          ("also run `bin/rails test test/services/refund_test.rb`", DONE)], "main", BILLING),
    ], []),
    ("the_tests_in_words_then_one_test_file", [
        ([("handle empty rows in the loader", "Done."),
          ("also run the tests", DONE)], "main", PIPE),
        ([("retry the upload on 503", "Done."),
          ("also run `pytest tests/test_upload.py`", DONE)], "main", PIPE),
    ], []),
    ("the_tests_in_words_then_every_package", [
        ([("add the orders endpoint", "Done."),
          ("also run the tests", DONE)], "main", MESH),
        ([("add tracing to the gateway", "Done."),
          ("also run `go test ./...`", DONE)], "main", MESH),
    ], [("runs", "go test ./...", False, ("s0", "s1"))]),
    ("a_part_in_words_then_the_command_for_that_part", [
        ([("add a discount column", "Done."),
          ("also run the model tests", DONE)], "main", BILLING),
        ([("add a vat number to customers", "Done."),
          ("also run `bin/rails test test/models`", DONE)], "main", BILLING),
    ], [("runs", "bin/rails test test/models", False, ("s0", "s1"))]),
]


def _found(home: Path, sessions: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """Each standing preference found: its check, its term, whether it was said as a rule, and
    the sessions it was said in."""
    return [(kind, term, durable, tuple(dict.fromkeys(s for s, _ in origins)))
            for kind, term, durable, origins in _standing(home, sessions)]


# Still read wrong, each checked to stay wrong so that reading it right is seen: an ask for a
# library said as "add logging to X, with `structlog`" and "log it through structlog" gives no
# judge at all.
KNOWN_MISSES: frozenset[str] = frozenset({"structlog_beside_logging_added_to_places"})


@pytest.mark.parametrize(("name", "sessions", "expected"), CASES + AFTER_THE_FIX,
                         ids=[case[0] for case in CASES + AFTER_THE_FIX])
def test_repeated_look_alikes_of_whole_histories(isolated_home: Path, name: str,
                                                 sessions: list[tuple[Any, ...]],
                                                 expected: list[tuple[Any, ...]]) -> None:
    found = _found(isolated_home, sessions)
    check_read(name, found, expected, KNOWN_MISSES)


def _key(words: str) -> tuple[str, ...]:
    (judge,) = derive([Quote(words, HERE, followup=True, reply=DONE)])
    return ask_key(judge)


@pytest.mark.parametrize(("first", "second", "same"), [
    # A part of a check named in words is the part the work touched: two parts, two asks.
    ("run the model tests too", "also run the credit note tests", False),
    ("also run the unit tests", "run the integration tests as well", False),
    ("run the tests for the parser too", "also run the tests for the exporter", False),
    ("run the linter on the web package too", "also run the linter on the api package", False),
    # The same part, or all of the check however much of it is named, is one ask.
    ("run the model tests too", "please also run the model tests before you finish", True),
    ("run the tests too", "please run the whole test suite before you finish", True),
    ("run the tests for every package too", "also run the tests", True),
])
def test_a_part_of_a_check_named_in_words_is_its_own_ask(first: str, second: str,
                                                         same: bool) -> None:
    assert (_key(first) == _key(second)) is same


@pytest.mark.parametrize(("words", "command"), [
    # A program run by its path opens a command, written as code or not.
    ("also run `bin/rails test test/models` before you finish", "bin/rails test test/models"),
    ("please run bin/rails test test/models too", "bin/rails test test/models"),
    ("run `./gradlew ktlintCheck` too", "./gradlew ktlintCheck"),
    ("please also run ./gradlew ktlintCheck before you finish", "./gradlew ktlintCheck"),
    ("run `vendor/bin/phpunit --filter Invoice` too", "vendor/bin/phpunit --filter Invoice"),
])
def test_a_program_run_by_its_path_is_the_command(words: str, command: str) -> None:
    assert judged(words, DONE) == {(RUNS, command, False)}


@pytest.mark.parametrize(("words", "term", "asked"), [
    # The term, then when it is wanted.
    ("cargo fmt before you hand it back please", "cargo fmt", True),
    ("`ruff check` once you're done", "ruff check", True),
    # The dot of a path that opens the clause is the term's.
    ("./gradlew ktlintCheck again please", "./gradlew ktlintCheck", True),
    # Told of, not asked for.
    ("cargo fmt broke before we shipped", "cargo fmt", False),
    ("is cargo fmt needed before you push?", "cargo fmt", False),
])
def test_a_term_asked_for_by_itself(words: str, term: str, asked: bool) -> None:
    assert bool(asks_for(words, term)) is asked
