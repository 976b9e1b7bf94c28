"""A ninth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people talk to coding agents in general, before the cues were looked
at for it, and its figure was taken with the model as it then was.

Its requests open the way new work is opened inside a running session: "also", "btw", "one
more thing", "unrelated, but", "next:", "ok now let's", "while you're at it". The opening alone
decides nothing; what follows it does. A follow-up keeps to the piece just made: its inputs
("also make it handle the empty case"), its values and wording ("cap page_size at 100, not
200"), its defects ("btw that broke the build", "one more thing, the test still fails"), a
question about what the answer said, the next step of a plan the answer laid out, or the same
work again on a sibling ("ok now let's do the same for the list command"). A new task asks for
a piece that would stand as a request of its own on another day: another part of the project
("while you're at it, upgrade django to 5.1"), another kind of work (a hook, a workflow, a
man page), a defect of something the exchange did not touch, or a how-to question ("btw how do
I cross-compile this for windows?": "this" is the project, and the steps asked for are not the
answer's).

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked
to stay wrong, so the table's figure is the real one. At first sight the model made 10 of the
31 follow-ups tasks and 9 of the 25 new tasks follow-ups. After the reading they led to, 3 and
3: an aside ("btw", "one more thing", "also", "while you're at it") that tells of the piece
just made, in a sentence whose subject is a pronoun for it or a thing the exchange named, is a
follow-up by its wording, and so is "while you're at it" before an ask on what the exchange
named; "also" before words of things no one named, leaning on nothing, adds other work instead
of going on; "while you're at it" turns to other work as "btw" does; a pronoun after a first
clause that named things of its own points at them ("the signup email still has the old logo,
swap it"); "above 115200 baud" is a bound, not a reference back. No weight changed: the
labelled history holds one request that opens with an aside, and its features are the same.
Still missed: a subject of two words of which only the first was named ("the field names"
after "the same fields"), a regression of a part the answer did not name ("the back arrow is
gone now"), "run it against last week's dump" (a check of the piece, read as work on it), a
question of its own that names a tool the answer named ("... in gcc?"), a specification after
"also" of a part named in passing ("the projects index page should hide archived ones") and
new work on the thing just made, said with "it" ("a small cli around timefmt so ops can call
it").
"""

from __future__ import annotations

import pytest

from helpers.exchanges import (
    Before,
    cue,
    decided_new,
    decision_tests,
    why_decided,
)

PARSER = Before(
    "write a function that parses durations like 1h30m into seconds",
    "Added `parse_duration(text: str) -> int` in `utils/timefmt.py`. It accepts `h`, `m` and `s` "
    "units in any combination (`1h30m`, `45s`, `2h5s`) and raises `ValueError` on an unknown "
    "unit. Tests are in `tests/test_timefmt.py`; all 9 pass.")
PAGINATION = Before(
    "add pagination to the /api/orders endpoint",
    "`OrderViewSet` now uses `PageNumberPagination` with a page size of 50 and a `page_size` "
    "query parameter capped at 200. The response has `count`, `next`, `previous` and "
    "`results`. I updated the two tests in `orders/tests/test_views.py`; they pass.")
CI = Before(
    "set up a github actions workflow that runs the tests on every pull request",
    "Created `.github/workflows/tests.yml`: it runs on `pull_request`, checks out the code, sets "
    "up Python 3.11 and 3.12 in a matrix, caches pip, installs `requirements-dev.txt` and runs "
    "`pytest -q`. I pushed it on a branch and the first run is green.")
CSV = Before(
    "the csv importer crashes on rows with fewer columns than the header, fix it",
    "Fixed in `importer/reader.go`: a short row is now padded with empty strings, and a row with "
    "more columns than the header is reported as an error with its line number instead of "
    "panicking. Added `TestShortRows` and `TestLongRows`; `go test ./importer/...` passes.")
THEME = Before(
    "add a dark mode toggle to the settings page",
    "Added a `ThemeToggle` component to `SettingsPage.tsx`. The choice is kept in `localStorage` "
    "under `theme` and applied as a `data-theme` attribute on `<html>`; the colours come from "
    "CSS variables in `theme.css`. Checked both themes in Chrome and Firefox.")
FIRMWARE = Before(
    "get the firmware building with the arm-none-eabi 13 toolchain",
    "It builds now. Two changes: `-Wno-array-bounds` for the vendor HAL in `CMakeLists.txt` "
    "(GCC 13 flags a false positive there), and a missing `#include <stdint.h>` in "
    "`drivers/spi.h`. `cmake --build build` finishes with no warnings from our code; the image "
    "is 212 KB, 4 KB bigger than before.")
GO_CLI = Before(
    "add a --json flag to the status command",
    "Added `--json` to `status` in `cmd/status.go`: it prints the same fields as the table "
    "output as one JSON object, with `omitempty` on the optional ones. `go test ./...` passes "
    "and I added a golden file for the JSON output.")
MIGRATION = Before(
    "write a migration that adds an archived_at column to projects",
    "Created `db/migrate/20261201_add_archived_at_to_projects.rb`: a nullable `archived_at` "
    "datetime with an index. `rails db:migrate` ran cleanly locally and `schema.rb` is "
    "updated. Should I also add an `archived` scope to the `Project` model?")
ETL = Before(
    "the nightly etl job takes 40 minutes, speed it up",
    "The time went into row-by-row inserts. I switched `load_orders()` to `COPY` through a temp "
    "table and batched the customer lookups; on yesterday's dump the job now takes 11 minutes. "
    "The row counts match the old run exactly.")
ANDROID = Before(
    "migrate the settings screen to Jetpack Compose",
    "The settings screen is now a `SettingsScreen` composable with a `SettingsViewModel` "
    "holding the state as a `StateFlow`. The old `SettingsFragment` and its XML layout are "
    "deleted; navigation still goes through the same route. The UI tests in "
    "`SettingsScreenTest` pass on an API 34 emulator.")
DOCS_PLAN = Before(
    "plan the move of our docs from sphinx to mkdocs",
    "Plan:\n1. Convert the .rst pages to Markdown with pandoc\n2. Set up mkdocs-material with "
    "the same navigation\n3. Port the autodoc pages with mkdocstrings\n4. Redirect the old "
    "URLs\nI'd start with 1 and 2, they are mechanical.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # "also" of the piece just made: its inputs, its output, its behaviour.
    ("also, of the piece", PARSER, "also make it handle the empty case"),
    ("also, of the piece", PARSER, "also, it should accept uppercase units like 1H30M"),
    ("also, of the piece", PAGINATION, "also return the total number of pages in the response"),
    ("also, of the piece", THEME, "also the toggle should follow the system setting until "
                                  "someone clicks it"),
    ("also, of the piece", ETL, "also keep the old insert path behind a flag in case COPY "
                                "misbehaves"),
    ("also, a defect of the piece", CI, "also the cache key ignores requirements-dev.txt, so it "
                                        "never refreshes"),
    ("also, about the answer", FIRMWARE, "also, why -Wno-array-bounds for the whole HAL and not "
                                         "just the one file?"),
    # "btw" of the piece just made: what it broke, how it should be, a question about it.
    ("btw, a defect of the piece", FIRMWARE, "btw that broke the build for the bootloader "
                                             "target"),
    ("btw, a defect of the piece", THEME, "btw the toggle flashes white on every page load"),
    ("btw, still", CSV, "btw it still panics when the file ends without a newline"),
    ("btw, a correction", GO_CLI, "btw the field names should be snake_case, like the API"),
    ("btw, a correction", MIGRATION, "btw we don't use model scopes here, leave it out"),
    ("btw, about the answer", ETL, "btw does the temp table get dropped if the job dies "
                                   "halfway?"),
    # "one more thing" of the piece just made.
    ("one more thing, still", CSV, "one more thing, the test still fails on windows"),
    ("one more thing, a value", PAGINATION, "one more thing: cap page_size at 100, not 200"),
    ("one more thing, a defect", ANDROID, "one more thing: the back arrow in the top bar is "
                                          "gone now"),
    ("one more thing, an answer", MIGRATION, "yes, the scope too. one more thing: the index "
                                             "should be partial, only where archived_at is "
                                             "not null"),
    # Openings that turn away, said of the piece all the same.
    ("aside, about the answer", FIRMWARE, "side note, is 4 KB more going to fit on the 256 KB "
                                          "part?"),
    ("unsure if related", ANDROID, "not sure if it's related, but the dark theme colours are "
                                   "off on the new screen"),
    # "next" along the plan the answer laid out, or the same work on a sibling.
    ("next, of the plan", DOCS_PLAN, "next: step 3"),
    ("next, of the plan", DOCS_PLAN, "ok 1 and 2 look done, next do the redirects"),
    ("next, the same", PAGINATION, "next: the same for /api/invoices"),
    # "ok now let's" of the piece just made.
    ("ok now, the same", GO_CLI, "ok now let's do the same for the list command"),
    ("ok now, of the piece", PARSER, "ok now let's make it accept days too, like 2d4h"),
    ("ok now, a check", ETL, "ok now run it against last week's dump to compare"),
    ("ok now, a correction", THEME, "ok now put the toggle at the top of the page instead of "
                                    "the bottom"),
    # "while you're at it" of the piece just made.
    ("while you're at it, of the piece", PARSER, "while you're at it, add a docstring with the "
                                                 "accepted formats"),
    ("while you're at it, of the piece", CI, "while you're at it, add 3.13 to the matrix"),
    ("while you're at it, of the piece", CSV, "while you're at it, make the error message say "
                                              "which column is missing"),
    ("while you're at it, of the piece", GO_CLI, "while you're at it, the golden file should "
                                                 "end with a newline"),
    ("and, of the piece", PAGINATION, "and make sure the ordering is stable across pages"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # "also" of other work.
    ("also, other work", PARSER, "also, add a pre-commit hook that runs mypy"),
    ("also, other work", PAGINATION, "also can you look at why the admin dashboard takes 8 "
                                     "seconds to load"),
    ("also, other work", THEME, "also, the signup email still has the old logo, swap it for the "
                                "new one"),
    ("also, a question of its own", FIRMWARE, "also, what's the difference between -Os and -Oz "
                                              "in gcc?"),
    ("also, after an answer", MIGRATION, "no scope needed. also, the projects index page should "
                                         "hide archived ones"),
    # "btw" of other work.
    ("btw, a how-to", GO_CLI, "btw how do I cross-compile this for windows?"),
    ("btw, a how-to", PARSER, "btw is there a way to run only the failing tests with pytest?"),
    ("btw, other defect", CI, "btw the docs site has been returning 404 on /api since friday"),
    ("btw, other work", ANDROID, "btw, bump kotlin to 2.0 and fix whatever breaks"),
    # "one more thing" of other work.
    ("one more thing, other work", CSV, "one more thing: write a script that exports the "
                                        "customers table to parquet"),
    ("one more thing, other defect", FIRMWARE, "one more thing, the UART driver drops bytes "
                                               "above 115200 baud"),
    ("one more thing, other work", ANDROID, "one more thing: set up baseline profiles for app "
                                            "startup"),
    # "unrelated".
    ("unrelated", ETL, "unrelated, but can you set up dependabot for this repo?"),
    ("unrelated", THEME, "unrelated but how do I make jest print the full diff of a failing "
                         "snapshot?"),
    ("unrelated", MIGRATION, "unrelated: the seeds fail on a fresh database because of the "
                             "users foreign key"),
    # "next" of other work.
    ("next, other work", PARSER, "next: a small cli around timefmt so ops can call it from "
                                 "bash"),
    ("next, other defect", CSV, "next: the upload page times out on files over 50 MB"),
    ("next thing", THEME, "thanks! next thing: the avatar crop modal is not keyboard "
                          "accessible"),
    # "ok now let's" of other work.
    ("ok now, other work", CI, "ok now let's add a release workflow that publishes to pypi on "
                               "tags"),
    ("ok now, other work", ETL, "ok now let's move the job from cron to airflow"),
    ("ok now, other work", GO_CLI, "ok now let's write a man page for the whole cli"),
    # "while you're at it" of other work.
    ("while you're at it, other work", PAGINATION, "while you're at it, upgrade django to 5.1"),
    ("while you're at it, other work", FIRMWARE, "while you're at it, can you get the unit "
                                                 "tests running on the host with ceedling?"),
    ("while you're at it, other defect", CSV, "while you're at it, the logger in cmd/server "
                                              "prints secrets from the config, strip them"),
    ("another thing", ETL, "another thing, the grafana dashboard for the etl is empty since we "
                           "moved to the new prometheus"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    'btw the field names should be snake_case, like t',
    'one more thing: the back arrow in the top bar is',
    "ok now run it against last week's dump to compar",
    "also, what's the difference between -Os and -Oz ",
    'no scope needed. also, the projects index page s',
    'next: a small cli around timefmt so ops can call',
})


(test_a_request_is_told_a_new_task_or_a_follow_up_at_ninth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(30, 25))


@pytest.mark.parametrize(("words", "before"), [
    ("btw it hangs when the string is only whitespace", PARSER),
    ("one more thing, that made the sidebar jump when the page loads", THEME),
    ("by the way, the matrix runs the 3.12 job twice", CI),
    ("btw they come back in a different order on every page", PAGINATION),
    ("also the padding drops the last column when the header has a trailing comma", CSV),
    ("while you're at it, make the page size 25 by default", PAGINATION),
])
def test_an_aside_that_tells_of_the_piece_just_made_is_a_follow_up_by_its_wording(
        words: str, before: Before) -> None:
    assert not decided_new(before, words)
    assert why_decided(before, words) == ("tells of the piece just made, after an aside",)


@pytest.mark.parametrize(("words", "before"), [
    # Its subject is of things the exchange did not name.
    ("btw the invoice pdf shows the wrong VAT number", PARSER),
    ("one more thing, the password reset emails land in spam", THEME),
    ("btw the invoice emails should go out in the customer's language", PAGINATION),
    # "this" with a noun of its own, "it would be".
    ("btw this repo has no license file", CI),
    ("btw these payment webhooks time out since monday", GO_CLI),
    ("btw it would be nice to have a status page for the workers", ETL),
    # Asked for, or asked about.
    ("btw can you look at the flaky login test", CSV),
    ("while you're at it, upgrade eslint to v9", CI),
    ("one more thing, is the toggle keyboard accessible?", THEME),
])
def test_an_aside_of_other_things_or_an_ask_is_not_read_as_telling_of_the_piece(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("tells of the piece just made, after an aside",)


@pytest.mark.parametrize(("words", "before"), [
    ("also, add a renovate config for the whole monorepo", ETL),
    ("also can you find out why the staging deploys take half an hour", CSV),
    ("also, the marketing site still shows last year's pricing table, update it", FIRMWARE),
])
def test_also_before_other_things_adds_other_work(words: str, before: Before) -> None:
    assert cue(words, "goes_on", before) == 0.0
    assert decided_new(before, words)


@pytest.mark.parametrize(("words", "before"), [
    ("also make it case-insensitive", PARSER),
    ("also return the page count in the response", PAGINATION),
    ("also add the seed step", ANDROID),
    ("also, the banner should be dismissable", THEME),
])
def test_also_before_the_piece_goes_on(words: str, before: Before) -> None:
    assert cue(words, "goes_on", before) == 1.0


@pytest.mark.parametrize(("words", "before"), [
    ("unrelated: the staging certificate expires on friday, rotate it", PARSER),
    ("switching gears: the mobile nav overlaps the search box, move it below", ETL),
])
def test_a_pronoun_after_a_clause_of_its_own_points_at_that_clause(
        words: str, before: Before) -> None:
    assert cue(words, "asks_for_new_work", before) == 1.0


@pytest.mark.parametrize(("words", "before"), [
    ("one more thing, the fan spins above 80 percent at idle", FIRMWARE),
    ("btw the cron runs before 6am and misses the export", ETL),
])
def test_a_bound_is_no_reference_back(words: str, before: Before) -> None:
    assert cue(words, "leans_back", before) == 0.0
