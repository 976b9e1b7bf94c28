"""Standing preferences proven by repetition, at first sight: the same constraint asked again in
2 to 4 sessions of one repository, each time as a one-time request in other words, mined end to
end from Claude Code logs.

Said again: "can you use X here", "swap this to X", "X please, not Y", "same as last time: X",
a correction "no, use X", the term in backticks or bare; each gives one standing preference
listing every session it was said in. Look-alikes that give none: the same word in other roles
(asked about, reported, renamed), one migration carried on over sessions, one file asked about
again and again, an ask taken back later, the same ask once in each of two repositories, a
repeated ask about the form of the answer, asks that share only a library's name, the same
request that is the work itself.

Each history is made up for these tests from how people work in general (Go, Rust, TypeScript,
Python, Java, Ruby, SQL, shell); the expected standing preferences (check, term, said as a rule,
the sessions it was said in) were decided before the histories were run.

At first sight, 13 of the 25 were read right: none of the 12 said again, all 13 look-alikes. Of
the 12, nine were missed whole and three read wrong: two of them wrong preferences said as a
rule from one session ("use `satisfies` instead of the cast" as a rule to avoid "cast", "no -
find_by, not where.first" as one to avoid `where.first`), one lacking a session. What was
missed: an ask split off from the work as a request of its own ("can you use `errgroup` here",
"`List.of` please, not an ArrayList") counted as an ask made once, not on top of the work; and
the wordings "swap this to X", "wrap it in X", "same as last time: X", "like last time, X
instead of Y", "run X on it" after such an opening, and "shellcheck it before you hand it back".
After the fix (a term set against what the code has, "here", "instead", "not", in a request of
its own is asked on top of the work; a change's "swap ... to" and what the code is wrapped in
ask for the term; words that say the ask was made before open a clause, and the term alone after
them asks for it; a command run by the verb with nothing between, or said as the verb; what is
set aside by "instead of the cast" is the one thing of the code at hand, for the task), 22 of
the 25: 9 of the 12 said again, all 13 look-alikes; no wrong preference but the one of
`find_by` left in `KNOWN_MISSES`. Of the 8 written after the fix to break it (`AFTER_THE_FIX`),
the code before read 6 right (the two said again missed), the fix as first written 7 (the term
alone after "like last time:" is a clause of its own), the fix 8.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from skillsleep.tasks.repetition import asks_for
from test_tasks_standing_histories import DONE, _standing

from helpers.judged import ADDS, AVOIDS, check_read, judged

WORKERS = "/work/workers"      # Go job runner
BILLD = "/work/billd"          # Go billing daemon
SCANNER = "/work/scanner"      # Rust CLI
DASH = "/work/dash"            # TypeScript dashboard
CRAWLER = "/work/crawler"      # Python crawler
REPORTS = "/work/reports"      # Python reporting
PAYMENTS = "/work/payments"    # Java service
CATALOG = "/work/catalog"      # Java service, another team
SHOPPE = "/work/shoppe"        # Rails shop
WAREHOUSE = "/work/warehouse"  # SQL models
SCRIPTS = "/work/scripts"      # shell scripts

Case = tuple[str, list[tuple[Any, ...]], list[tuple[Any, ...]]]

# (a) One constraint said again as a one-time request, worded differently each time.
SAID_AGAIN: list[Case] = [
    ("errgroup_can_you_swap_no_use", [
        ([("fan out the thumbnail jobs", "I start a goroutine per job and wait on a "
           "`sync.WaitGroup`."), ("can you use `errgroup` here", DONE)], "main", WORKERS),
        ([("fetch the three feeds concurrently", "Each feed runs in its own goroutine with a "
           "WaitGroup."), ("swap this to errgroup", DONE)], "main", WORKERS),
        ([("add a retention cleanup job", DONE)], "main", WORKERS),
        ([("resize the uploads in parallel", "Goroutines and a WaitGroup again."),
          ("no, use errgroup", DONE)], "main", WORKERS),
    ], [("diff_adds", "errgroup", False, ("s0", "s1", "s3"))]),
    ("anyhow_please_not_box_dyn_error", [
        ([("add a main for the scan command", "main returns `Result<(), Box<dyn Error>>`."),
          ("`anyhow` please, not Box<dyn Error>", DONE)], "main", SCANNER),
        ([("add an export subcommand", "It returns `Box<dyn Error>` as well."),
          ("same as last time: anyhow", DONE)], "main", SCANNER),
    ], [("diff_adds", "anyhow", False, ("s0", "s1"))]),
    ("pathlib_three_wordings", [
        ([("save the crawled pages to disk", "I build the paths with `os.path.join`."),
          ("can you use `pathlib` here", DONE)], "main", CRAWLER),
        ([("write the sitemap next to the pages", "Paths are joined with os.path."),
          ("swap the os.path calls to pathlib", DONE)], "main", CRAWLER),
        ([("keep a cache of robots.txt files", "I used `os.path.exists` and `open`."),
          ("pathlib please", DONE)], "main", CRAWLER),
    ], [("diff_adds", "pathlib", False, ("s0", "s1", "s2"))]),
    ("list_of_for_fixed_lists_in_java", [
        ([("add the supported currencies", "I build an `ArrayList` and add each one."),
          ("use `List.of` for that", DONE)], "main", PAYMENTS),
        ([("add the blocked countries", "A new ArrayList with add calls."),
          ("same as last time: `List.of`", DONE)], "main", PAYMENTS),
        ([("add the card brands", "An ArrayList filled in a static block."),
          ("List.of please, not an ArrayList", DONE)], "main", PAYMENTS),
    ], [("diff_adds", "List.of", False, ("s0", "s1", "s2"))]),
    ("find_by_corrections_in_rails", [
        ([("load the coupon by code", "`Coupon.where(code: code).first`"),
          ("use `find_by` for that", DONE)], "main", SHOPPE),
        ([("load the gift card by number", "`GiftCard.where(number: n).first`"),
          ("no - find_by, not where.first", DONE)], "main", SHOPPE),
    ], [("diff_adds", "find_by", False, ("s0", "s1"))]),
    ("coalesce_in_sql_models", [
        ([("add the revenue per customer model", "I sum `amount` directly."),
          ("wrap the sum in `COALESCE` so nulls become 0", DONE)], "main", WAREHOUSE),
        ([("add the refunds per month model", "`SUM(refund_amount)` per month."),
          ("COALESCE please, the months without refunds come out null", DONE)], "main",
         WAREHOUSE),
        ([("add the churn model", "A `CASE WHEN x IS NULL THEN 0` for the missing months."),
          ("can you use COALESCE here instead of the CASE", DONE)], "main", WAREHOUSE),
    ], [("diff_adds", "COALESCE", False, ("s0", "s1", "s2"))]),
    ("shellcheck_run_asked_three_ways", [
        ([("write a script that tars the logs", "Added `tar-logs.sh`."),
          ("run `shellcheck` on it too", DONE)], "main", SCRIPTS),
        ([("write a script that renews the certs", "Added `renew.sh`."),
          ("shellcheck it before you hand it back please", DONE)], "main", SCRIPTS),
        ([("a script that syncs the bucket", "Added `sync.sh`."),
          ("same as last time, run shellcheck on it", DONE)], "main", SCRIPTS),
        # Since a checker's bare name is a command in prose (`terms.CHECKER_PROGRAMS`), the last
        # saying reads as "same as last time, run `shellcheck` on it" always did: as a habit.
    ], [("runs", "shellcheck", True, ("s0", "s1", "s2"))]),
    ("tracing_instead_of_println", [
        ([("log the files the scanner skips", "I print them with `println!`."),
          ("use `tracing` for that, not println", DONE)], "main", SCANNER),
        ([("log how long each file takes", "`eprintln!` with the elapsed time."),
          ("swap those eprintln calls to tracing", DONE)], "main", SCANNER),
    ], [("diff_adds", "tracing", False, ("s0", "s1"))]),
    ("satisfies_over_an_as_cast", [
        ([("type the chart config", "I cast the object with `as ChartConfig`."),
          ("use `satisfies` instead of the cast", DONE)], "main", DASH),
        ([("type the theme tokens", "`const tokens = {...} as Tokens`."),
          ("satisfies please, not as", DONE)], "main", DASH),
        ([("type the route table", "I added `as const as Routes`."),
          ("no, use satisfies for it", DONE)], "main", DASH),
    ], [("diff_adds", "satisfies", False, ("s0", "s1", "s2"))]),
    ("mail_outbox_fixture_like_last_time", [
        ([("test the report mailer", "The test patches `smtplib.SMTP`."),
          ("use the `mail_outbox` fixture for it", DONE)], "main", REPORTS),
        ([("test the weekly digest", "I patched smtplib again."),
          ("like last time, `mail_outbox` instead of patching", DONE)], "main", REPORTS),
    ], [("diff_adds", "mail_outbox", False, ("s0", "s1"))]),
    ("context_with_timeout_in_go_bare_then_code", [
        ([("call the tax service", "I call it with `context.Background()`."),
          ("wrap it in context.WithTimeout", DONE)], "main", BILLD),
        ([("call the fraud check", "The call uses context.Background()."),
          ("can you put a `context.WithTimeout` around it", DONE)], "main", BILLD),
        ([("call the ledger", "Background context again."),
          ("use context.WithTimeout here too, 2 seconds", DONE)], "main", BILLD),
    ], [("diff_adds", "context.WithTimeout", False, ("s0", "s1", "s2"))]),
    ("assert_throws_in_one_repo_twice", [
        ([("test that a negative amount is rejected", "A try/catch with `fail()`."),
          ("can you use `assertThrows` here", DONE)], "main", PAYMENTS),
        ([("test that an unknown currency is rejected", "try { ... fail(); } catch ..."),
          ("swap the try/catch to assertThrows", DONE)], "main", PAYMENTS),
    ], [("diff_adds", "assertThrows", False, ("s0", "s1"))]),
]

# (b) What only looks like a constraint said again: none.
LOOK_ALIKES: list[Case] = [
    ("errgroup_asked_once_then_asked_about_and_reported", [
        ([("fan out the thumbnail jobs", "Goroutines and a WaitGroup."),
          ("can you use `errgroup` here", DONE)], "main", WORKERS),
        ([("why does errgroup cancel the other jobs when one fails?", "Because of "
           "`WithContext`.")], "main", WORKERS),
        ([("errgroup swallows the second error, fix the resize job", DONE)], "main", WORKERS),
    ], []),
    ("one_migration_carried_on_over_sessions", [
        ([("swap `moment` to `dayjs` in the invoices page", DONE)], "main", DASH),
        ([("carry on with the dayjs swap, the reports page still uses moment", DONE)],
         "main", DASH),
        ([("finish moving the settings page from moment to dayjs", DONE)], "main", DASH),
    ], []),
    ("one_file_put_back_again_and_again", [
        ([("add the --exclude flag", "Done; `Cargo.lock` changed too."),
          ("revert `Cargo.lock`", DONE)], "main", SCANNER),
        ([("add the --include flag", "Done; I also updated Cargo.lock."),
          ("put Cargo.lock back as it was", DONE)], "main", SCANNER),
        ([("add a --max-depth flag", "Done, with a new Cargo.lock."),
          ("undo the Cargo.lock change please", DONE)], "main", SCANNER),
    ], []),
    ("ask_then_taken_back_by_its_thing", [
        ([("update the filters in the store", "I copy the state with spreads."),
          ("can you use `immer` here", DONE)], "main", DASH),
        ([("update the sort order in the store", "Spreads again."),
          ("same as last time: immer", DONE)], "main", DASH),
        ([("update the columns in the store", "I used immer's `produce`."),
          ("forget the immer thing, plain spreads are fine", DONE)], "main", DASH),
    ], []),
    ("same_ask_once_in_each_of_two_java_repositories", [
        ([("test that a negative amount is rejected", "A try/catch with `fail()`."),
          ("can you use `assertThrows` here", DONE)], "main", PAYMENTS),
        ([("test that an empty sku is rejected", "try { ... fail(); } catch ..."),
          ("swap the try/catch to assertThrows", DONE)], "main", CATALOG),
        ([("add a price history endpoint", DONE)], "main", CATALOG),
    ], []),
    ("answer_as_a_table_each_time", [
        ([("which dependencies are unused?", "serde_yaml, tempfile and regex."),
          ("as a table please", "| crate | used |")], "main", SCANNER),
        ([("which features does each crate enable?", "tokio enables full, ..."),
          ("table please, not bullets", "| crate | features |")], "main", SCANNER),
        ([("which tests are slowest?", "scan_big_tree, ..."),
          ("same as last time: a table", "| test | time |")], "main", SCANNER),
    ], []),
    ("output_as_json_each_time", [
        ([("list the open incidents", "INC-12 db latency, INC-13 ..."),
          ("give me that as `json`", "[{...}]")], "main", SCRIPTS),
        ([("list the failing cron jobs", "backup, rotate"),
          ("json please, not prose", "[...]")], "main", SCRIPTS),
    ], []),
    ("one_library_different_features", [
        ([("validate the date range", "An if in the handler."),
          ("use zod's `.refine` for that", DONE)], "main", DASH),
        ([("parse the page size from the query", "parseInt by hand."),
          ("can you use zod's `coerce` here", DONE)], "main", DASH),
        ([("lowercase the emails on input", "A map after parsing."),
          ("use `.transform` from zod for it", DONE)], "main", DASH),
    ], []),
    ("same_release_request_that_is_the_work", [
        ([("cut a release, same as last time: `make release`", DONE)], "main", SCRIPTS),
        ([("make release please", DONE)], "main", SCRIPTS),
        ([("time for a release, run `make release`", DONE)], "main", SCRIPTS),
    ], []),
    ("term_as_a_column_and_a_helper", [
        ([("compute the totals", "Floats for the sums."),
          ("can you use `Decimal` here", DONE)], "main", REPORTS),
        ([("the `Decimal` column in the export overflows, widen it", DONE)], "main", REPORTS),
        ([("rename the Decimal helper in utils to money", DONE)], "main", REPORTS),
    ], []),
    ("kept_to_one_script_each_time", [
        ([("write a script that tars the logs", "Added `tar-logs.sh`."),
          ("run `shellcheck` on it, just this once", DONE)], "main", SCRIPTS),
        ([("write a script that renews the certs", "Added `renew.sh`."),
          ("shellcheck this one only", DONE)], "main", SCRIPTS),
    ], []),
    ("swap_away_from_the_term_each_time", [
        ([("fetch the feeds", "I used `errgroup`."),
          ("swap errgroup to a plain WaitGroup here", DONE)], "main", WORKERS),
        ([("fetch the prices", "errgroup again."),
          ("no, not errgroup, the jobs must not cancel each other", DONE)], "main", WORKERS),
    ], []),
    ("one_symbol_set_in_three_sessions", [
        ([("speed up the crawl", DONE),
          ("set `MAX_DEPTH` to 4", DONE)], "main", CRAWLER),
        ([("skip binary files", DONE),
          ("no, MAX_DEPTH should be 4 not 6", DONE)], "main", CRAWLER),
        ([("respect robots.txt", DONE),
          ("same as last time: MAX_DEPTH back to 4", DONE)], "main", CRAWLER),
    ], []),
]

CASES = SAID_AGAIN + LOOK_ALIKES

# Written after the fix, to break it: the new words of an ask said again ("swap ... to",
# "wrap ... in", "run X", "same as last time: X", "X here") where they ask for nothing.
AFTER_THE_FIX: list[Case] = [
    ("swapped_away_from_the_term", [
        ([("log the files the scanner skips", "I print them with `println!`."),
          ("use `tracing` for that", DONE)], "main", SCANNER),
        ([("speed up the benches", "The spans cost 30%."),
          ("swap tracing to plain counters in the benches", DONE)], "main", SCANNER),
        ([("log the skipped symlinks", DONE),
          ("swap the tracing spans to log lines, they're too noisy", DONE)], "main", SCANNER),
    ], []),
    ("the_term_wrapped_not_wrapped_in", [
        ([("add a client for the rates API", "I used `requests`."),
          ("use `httpx` for that", DONE)], "main", CRAWLER),
        ([("the rates client times out", DONE),
          ("wrap the httpx calls in a retry please", DONE)], "main", CRAWLER),
        ([("the tax client leaks errors", DONE),
          ("wrap httpx errors in our own ApiError", DONE)], "main", CRAWLER),
    ], []),
    ("command_run_as_the_work_and_reported", [
        ([("add a --json flag to the export", DONE),
          ("also run `make lint` before you finish", DONE)], "main", BILLD),
        ([("run make lint and fix whatever it finds", DONE)], "main", BILLD),
        ([("make lint failed again, same as last time", DONE)], "main", BILLD),
    ], []),
    ("same_as_last_time_then_a_report", [
        ([("add an error type for the loader", "I return `String` errors."),
          ("use `anyhow` for the errors", DONE)], "main", SCANNER),
        ([("same as last time: anyhow swallowed the backtrace, fix it", DONE)], "main",
         SCANNER),
        ([("like last time, anyhow is missing from the lockfile", DONE)], "main", SCANNER),
    ], []),
    ("the_term_here_in_a_question", [
        ([("fan out the thumbnail jobs", "Goroutines and a WaitGroup."),
          ("can you use `errgroup` here", DONE)], "main", WORKERS),
        ([("errgroup here cancels the other jobs, is that right?", "Yes, with WithContext.")],
         "main", WORKERS),
        ([("add a cleanup job", DONE)], "main", WORKERS),
    ], []),
    ("a_rule_against_the_one_at_hand_kind", [
        ([("sum the invoice lines", "I add floats."),
          ("we always use `Decimal` for money, never the float", DONE)], "main", REPORTS),
        ([("add a csv export", DONE)], "main", REPORTS),
    ], [("diff_adds", "Decimal", True, ("s0",))]),
    ("the_term_alone_like_last_time", [
        ([("log the crawl errors", "I print them."),
          ("use `structlog` for it", DONE)], "main", CRAWLER),
        ([("log the robots.txt refusals", "I print them too."),
          ("like last time: structlog", DONE)], "main", CRAWLER),
        ([("log the retries", "print again."),
          ("structlog again", DONE)], "main", CRAWLER),
    ], [("diff_adds", "structlog", False, ("s0", "s1", "s2"))]),
    ("the_term_a_handler_is_wrapped_in", [
        ([("add tracing to the api server", "I start a span in each handler."),
          ("use `otelhttp.NewHandler` for that", DONE)], "main", BILLD),
        ([("add tracing to the admin server", "Spans in each handler again."),
          ("wrap the mux in otelhttp.NewHandler too", DONE)], "main", BILLD),
    ], [("diff_adds", "otelhttp.NewHandler", False, ("s0", "s1"))]),
]


def _found(home: Path, sessions: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """Each standing preference found: its check, its term, whether it was said as a rule, and
    the sessions it was said in."""
    return [(kind, term, durable, tuple(dict.fromkeys(s for s, _ in origins)))
            for kind, term, durable, origins in _standing(home, sessions)]


# Still read wrong, each checked to stay wrong so that reading it right is seen: an ask no saying
# of which gives a judge of its own ("`anyhow` please, not Box<dyn Error>", then "same as last
# time: anyhow": an ask said again is only found for an ask that was found); "no - find_by, not
# where.first", a bare contrast of two code terms, is read as the person's rule, with a ban of
# `where.first`. ("put a `context.WithTimeout` around it", missed here while "put" named no use,
# is read since `test_tasks_repeated_fifth_first_sight`.)
KNOWN_MISSES: frozenset[str] = frozenset({"anyhow_please_not_box_dyn_error",
                                          "find_by_corrections_in_rails"})


@pytest.mark.parametrize(("name", "sessions", "expected"), CASES + AFTER_THE_FIX,
                         ids=[case[0] for case in CASES + AFTER_THE_FIX])
def test_standing_preferences_by_repetition(isolated_home: Path, name: str,
                                            sessions: list[tuple[Any, ...]],
                                            expected: list[tuple[Any, ...]]) -> None:
    found = _found(isolated_home, sessions)
    check_read(name, found, expected, KNOWN_MISSES)


@pytest.mark.parametrize(("words", "term", "asked"), [
    # A change's "swap ... to" is read with its "to", as "switch ... to" is.
    ("swap this to errgroup", "errgroup", True),
    ("swap the os.path calls to pathlib", "pathlib", True),
    ("swap errgroup to a plain WaitGroup here", "errgroup", False),
    # What the code is wrapped in is what it uses; what is wrapped is what the work is on.
    ("wrap the sum in `COALESCE` so nulls become 0", "COALESCE", True),
    ("wrap it in context.WithTimeout", "context.WithTimeout", True),
    ("wrap the httpx calls in a retry please", "httpx", False),
    ("the bug in COALESCE handling", "COALESCE", False),
    # The term alone, or with "again", after words that say it was asked before.
    ("same as last time: anyhow", "anyhow", True),
    ("like last time: `structlog`", "structlog", True),
    ("like last time, `mail_outbox` instead of patching", "mail_outbox", True),
    ("`anyhow` again", "anyhow", True),
    ("same as last time: anyhow swallowed the backtrace", "anyhow", False),
    ("cut a release, same as last time: `make release`", "make release", False),
    # A command the verb runs, with nothing between; a tool's name said as the verb.
    ("same as last time, run shellcheck on it", "shellcheck", True),
    ("shellcheck it before you hand it back please", "shellcheck", True),
    ("run the tracing benchmarks", "tracing", False),
    ("did you run shellcheck on it?", "shellcheck", False),
])
def test_an_ask_said_again_in_other_words(words: str, term: str, asked: bool) -> None:
    assert bool(asks_for(words, term)) is asked


@pytest.mark.parametrize(("words", "expected"), [
    # What is set aside is the one thing of the code at hand: for the task.
    ("use `satisfies` instead of the cast", {(ADDS, "satisfies", False),
                                             (AVOIDS, "cast", False)}),
    ("use `Decimal`, not the float", {(ADDS, "Decimal", False)}),
    # A kind of code set aside, or a rule's words, still make a rule.
    ("use `satisfies` instead of casts", {(ADDS, "satisfies", True), (AVOIDS, "casts", True)}),
    ("always use `satisfies` instead of the cast", {(ADDS, "satisfies", True),
                                                    (AVOIDS, "cast", True)}),
])
def test_the_one_thing_at_hand_set_aside(words: str, expected: set[tuple[str, str, bool]]
                                         ) -> None:
    assert judged(words, DONE) == expected
