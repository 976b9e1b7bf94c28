"""Rules proven by repetition, sixth round, at first sight: the same one-time ask in several
sessions of one repository, worded in shapes the earlier rounds do not hold, is one standing
preference with every place it was said; what only looks like it is none.

The shapes: the same ask by meaning with no content word shared ("bump the changelog", "add a
line to CHANGELOG.md for it", "and a changelog entry please"; "run the type checker", "make sure
mypy is happy", "mypy should pass"; "pyright should pass", "make sure pyright is happy"); an ask
with a call's parentheses or a place word ("do you mind adding `t.Parallel()` at the top of
it?", "the new test needs `t.Parallel()` as well", "do you mind putting `@pytest.mark.slow` on
it?"); the ask as the tail of a long message after a review thread or a pasted diff; a team's
script named in some sessions and the tools it runs, as one list, in another ("make check" and
"run ruff and mypy", "just check" and "`cargo fmt --check` and `cargo clippy`", "npm run verify"
and "tsc --noEmit and eslint"), where the runner's file is in the repository; an ask once in
each of three sessions among others; "make sure `./gradlew spotlessApply` is run". The close
look-alikes: the same words in three repositories, an ask taken back ("stop adding changelog
entries, we generate them from the commits now"), the ask three times in one session only, a
one-off plan carried on one feature branch, the script in pasted CI output, the ask in a quoted
review, a check the agent ran unasked, each kind of check by meaning once, a different document
each time, "for this PR" in three sessions, questions whether the check is happy, the call in
pasted diffs, the changelog read; a part of a script's tools, tools it does not run, and no
runner's file.

At first sight (before the code was changed for them), 26 of the 34 written first were read
right: 8 of the 16 repeated asks (pyright, `tsc --noEmit` and `golangci-lint run` said as what
must pass or be happy, both tails after a review thread, the changelog after a pasted diff,
`sqlfluff lint` among other sessions, and `@pytest.mark.slow` with a place word), all 18
look-alikes. Three were missed whole: no file ask was "bump the changelog too" or "and a
changelog entry please" (and "add a line to CHANGELOG.md for it", typed after the agent's answer
and read as a request of its own, is the work), nor was "note it in the release notes" one; "do
you mind adding `t.Parallel()` at the top of it?" only adds to an ask found, and the one found
("can you call t.Parallel() in the new test too?") was not enough with it. Five were found with a
place missing: "the new test needs `t.Parallel()` as well" (no saying of the term), "make sure
mypy is happy" (read as a request of its own whose work is the check), "make sure
`./gradlew spotlessApply` is run", and "run ruff and mypy" (and the other two lists of a
script's tools: a script of several commands was tied to no saying). Two expectations were
corrected: a preference states its term written plain ("t.Parallel", "pytest.mark.slow"), as the
earlier rounds' do. After the fix (a script of several plain commands is asked for by a saying
that names every one of its tools as one list, by command or program, nothing left out or
added, not on a part of the code: `scripts.names_every_step`; "bump" edits the file it governs,
and a file's entry asked for by itself with "please" or "too" is the ask to add it:
`file_asks`; a thing the work made, named as new, that needs the term asks for it, and "make
sure X is run" asks for the run: `required`; "stop adding" gives up a step as "stop updating"
does, and takes back no ban it makes itself), 32 of the 34: 14 of the 16 and all 18. The first
run of the fix made one wrong preference: the changelog asked twice and then given up by "stop
adding changelog entries" stood, since giving up a step did not know "adding". The 8 written
after the fix to break it (the five of `AFTER_THE_FIX` and the last three of `BY_SCRIPT`:
a changelog entry asked about, a Dockerfile bumped as the work itself, the new test's call
removed or asked about, a run made sure of in CI, a call asked twice then banned by "stop
adding", a longer list than the script's, its tools on one package, a recipe of other recipes):
the code before read all 8 right, and so does the fix. What is still missed is in
`KNOWN_MISSES`.

Each case is a whole history of Claude Code sessions (3 to 8), written where and how Claude Code
writes them and harvested as the person's own, long and untidy as real work is: pasted logs,
diffs and review threads, follow-ups, several projects and stacks. The wordings are written for
these tests from how people ask in general; the expected standing preferences (check, term, said
as a rule, the sessions it was said in) were decided before the histories were run.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from test_tasks_repeated_second_first_sight import GO_FAIL, PY_TRACE, _standing
from test_tasks_repeated_third_first_sight import TS_ERROR
from test_tasks_standing_histories import DONE

from helpers.judged import check_read, check_whole

ETL = "/work/etl"              # Python data pipelines
CRAWLER = "/work/crawler"      # Python crawler
LEDGER = "/work/ledger"        # Python billing API
PROTO = "/work/protohub"       # Go gRPC services
STORE = "/work/storefront"     # TypeScript shop
CRATE = "/work/scanner"        # Rust CLI
WAREHOUSE = "/work/warehouse"  # SQL models
PAYROLL = "/work/payroll"      # Java service
# The repository whose files the case writes (a Makefile, a justfile, a package.json).
REPO = "<repository>"

REVIEW_THREAD = ("review thread on #412:\n\n"
                 "**mira**: `parse_since` swallows the ValueError, can we surface it?\n"
                 "**joao**: agreed, and the default of 7 days should be a constant\n"
                 "**mira**: also the docstring still says hours\n\n")
GO_REVIEW = ("comments from the review:\n\n"
             "> orders/cancel.go:31 this leaks the context, defer cancel()\n"
             "> orders/cancel.go:58 wrap the error with %w\n"
             "> nit: the test name should say what it checks\n\n")
PY_DIFF = ("```diff\n--- a/etl/load.py\n+++ b/etl/load.py\n@@ -40,7 +40,9 @@ def load(rows):\n"
           "-    with open(path) as fh:\n+    with open(path, newline=\"\") as fh:\n"
           "         writer = csv.writer(fh)\n+        writer.writerow(HEADER)\n```\n\n")
TS_DIFF = ("```diff\n--- a/src/cart/total.ts\n+++ b/src/cart/total.ts\n@@ -12,4 +12,6 @@\n"
           "-  return lines.reduce((a, l) => a + l.price, 0)\n"
           "+  const sum = lines.reduce((a, l) => a + l.price * l.qty, 0)\n"
           "+  return Math.round(sum * 100) / 100\n```\n\n")
CI_CHECK_LOG = ("```\nRun make check\nruff check .\nAll checks passed!\nmypy .\n"
                "etl/load.py:41: error: Incompatible return value type (got \"None\", expected "
                "\"int\")\nFound 1 error in 1 file (checked 38 source files)\nmake: *** [check] "
                "Error 1\nhint: run `make check` locally before pushing\n```")
GO_DIFF_PARALLEL = ("```diff\n+func TestCancelDeadline(t *testing.T) {\n+\tt.Parallel()\n"
                    "+\tctx := context.Background()\n```\n\n")

Case = tuple[str, list[tuple[Any, ...]], list[tuple[Any, ...]]]

# (a) The same ask made as a one-time request in several pieces of work, in new shapes.
REPEATED: list[Case] = [
    # The same file named by meaning, with no content word shared.
    ("the_changelog_named_three_ways", [
        ([("add the --since filter to the export", "Added it."),
          ("bump the changelog too", DONE)], "main", LEDGER),
        ([("fix the rounding of negative refunds", "Fixed."),
          ("add a line to CHANGELOG.md for it", DONE)], "main", LEDGER),
        ([("why is the invoice pdf slow?", "It renders fonts each time."), ("ok", DONE)],
         "main", LEDGER),
        ([("add the invoice pdf endpoint", "Added it."),
          ("and a changelog entry please", DONE)], "main", LEDGER),
    ], [("edits_file", "CHANGELOG", False, ("s0", "s1", "s3"))]),
    ("the_release_notes_named_two_ways", [
        ([("add the dark mode toggle", "Added it."),
          ("note it in the release notes", DONE)], "main", STORE),
        ([("add the size guide modal", "Added it."),
          ("add it to RELEASE_NOTES.md as well", DONE)], "main", STORE),
        ([("add the wishlist counter", "Added it."),
          ("update the release notes too", DONE)], "main", STORE),
    ], [("edits_file", "RELEASE_NOTES", False, ("s0", "s1", "s2"))]),
    # The same check kind by meaning: the type checker, and the one tool that does it.
    ("the_type_checker_and_mypy_by_meaning", [
        ([("add retries to the fetcher", "Added them."), ("run the type checker too", DONE)],
         "main", CRAWLER),
        ([("parse the sitemap index", "Parsed."), ("make sure mypy is happy", DONE)],
         "main", CRAWLER),
        ([("cache robots.txt per host", "Cached."),
          ("mypy should pass before you hand it back", DONE)], "main", CRAWLER),
    ], [("runs", "mypy", False, ("s0", "s1", "s2"))]),
    ("pyright_should_pass_and_be_happy", [
        ([("add the dedupe step", "Added it."), ("pyright should pass", DONE)], "main", ETL),
        ([("add the parquet writer", "Added it."), ("also run `pyright`", DONE)], "main", ETL),
        ([("the load step fails:\n\n" + PY_TRACE, "The file is closed early."),
          ("ok fix", DONE)], "main", ETL),
        ([("add the s3 retries", "Added them."), ("make sure pyright is happy", DONE)],
         "main", ETL),
    ], [("runs", "pyright", False, ("s0", "s1", "s3"))]),
    ("tsc_and_the_type_checker_by_meaning", [
        ([("add the coupon field to the cart", "Added it."), ("run `tsc --noEmit` too", DONE)],
         "main", STORE),
        ([("the drawer does not build:\n\n" + TS_ERROR, "total can be undefined there."),
          ("default it to an empty string", DONE)], "main", STORE),
        ([("add the gift card input", "Added it."),
          ("tsc --noEmit should be clean when you're done", DONE)], "main", STORE),
        ([("move the totals into a hook", "Moved them."),
          ("make sure `tsc --noEmit` is happy", DONE)], "main", STORE),
    ], [("runs", "tsc --noEmit", False, ("s0", "s2", "s3"))]),
    ("golangci_lint_should_be_clean", [
        ([("add the Cancel RPC", "Added it."), ("run `golangci-lint run` too", DONE)],
         "main", PROTO),
        ([("add the tenant header", "Added it."),
          ("golangci-lint run should pass before you stop", DONE)], "main", PROTO),
        ([("CI is red:\n\n" + GO_FAIL + "\n\nfix it please", DONE)], "main", PROTO),
        ([("add the deadline parsing", "Added it."),
          ("make sure golangci-lint run is happy", DONE)], "main", PROTO),
    ], [("runs", "golangci-lint run", False, ("s0", "s1", "s3"))]),
    # An ask with a call's parentheses or a place word.
    ("t_parallel_with_a_place_word_again", [
        ([("add a test for the tenant header", "Added TestTenantHeader."),
          ("do you mind adding `t.Parallel()` at the top of it?", DONE)], "main", PROTO),
        ([("cover the Cancel RPC with a test", "Added TestCancel."),
          ("can you call t.Parallel() in the new test too?", DONE)], "main", PROTO),
        ([("add a test for deadline parsing", "Added it."),
          ("the new test needs `t.Parallel()` as well", DONE)], "main", PROTO),
    ], [("diff_adds", "t.Parallel", False, ("s0", "s1", "s2"))]),
    ("pytest_mark_slow_with_a_place_word", [
        ([("add an end-to-end test for the crawl", "Added it."),
          ("do you mind putting `@pytest.mark.slow` on it?", DONE)], "main", CRAWLER),
        ([("add a test that crawls the fixture site", "Added it."),
          ("mark it @pytest.mark.slow please", DONE)], "main", CRAWLER),
        ([("add a test for the sitemap walk", "Added it."),
          ("can you add `@pytest.mark.slow` there too?", DONE)], "main", CRAWLER),
    ], [("diff_adds", "pytest.mark.slow", False, ("s0", "s1", "s2"))]),
    # The ask repeated as the tail of a long message after a review thread or a pasted diff.
    ("the_ask_as_the_tail_after_a_review_thread", [
        ([(REVIEW_THREAD + "please address all three, and run `ruff check` when you're done",
           DONE)], "main", LEDGER),
        ([("add the refund reason", "Added it."), ("also run `ruff check`", DONE)],
         "main", LEDGER),
        ([(REVIEW_THREAD + "mira's last point is fixed already. do the rest; ruff check before "
           "you hand it back", DONE)], "main", LEDGER),
    ], [("runs", "ruff check", False, ("s0", "s1", "s2"))]),
    ("go_vet_as_the_tail_after_review_comments", [
        ([(GO_REVIEW + "fix these and run `go vet ./...` after", DONE)], "main", PROTO),
        ([("add the tenant header", "Added it."), ("run go vet ./... too", DONE)],
         "main", PROTO),
        ([(GO_REVIEW + "same comments on the refund handler. fix them there too, then "
           "`go vet ./...`", DONE)], "main", PROTO),
    ], [("runs", "go vet ./...", False, ("s0", "s1", "s2"))]),
    ("the_changelog_as_the_tail_after_a_pasted_diff", [
        ([("I started this:\n\n" + PY_DIFF + "finish it and update the changelog", DONE)],
         "main", ETL),
        ([("add the csv reader", "Added it."), ("update the changelog too", DONE)],
         "main", ETL),
        ([("here is what I have so far:\n\n" + PY_DIFF + "the header is wrong for the gzip "
           "case, fix that and add a changelog entry", DONE)], "main", ETL),
    ], [("edits_file", "CHANGELOG", False, ("s0", "s1", "s2"))]),
    # Said once in each of three sessions: durable; the sessions in between do not matter.
    ("sqlfluff_once_in_each_of_three_sessions_among_others", [
        ([("add the refunds_monthly model", "Added it."), ("run `sqlfluff lint` on it", DONE)],
         "main", WAREHOUSE),
        ([("why is orders_daily slow?", "It scans the whole table."), ("ok", DONE)],
         "main", WAREHOUSE),
        ([("partition orders_daily by day", "Done."), ("sqlfluff lint it too", DONE)],
         "main", WAREHOUSE),
        ([("rename the dim_customer columns", "Renamed."), ("thanks", DONE)],
         "main", WAREHOUSE),
        ([("add the churn model", "Added it."),
          ("`sqlfluff lint` before you finish please", DONE)], "main", WAREHOUSE),
        ([("what does the ltv model compute?", "Revenue per customer."), ("ok", DONE)],
         "main", WAREHOUSE),
    ], [("runs", "sqlfluff lint", False, ("s0", "s2", "s4"))]),
    ("spotless_in_java_by_the_gradle_task", [
        ([("add the overtime rule", "Added it."), ("run `./gradlew spotlessApply` too", DONE)],
         "main", PAYROLL),
        ([("add the holiday calendar", "Added it."),
          ("and ./gradlew spotlessApply before you stop", DONE)], "main", PAYROLL),
        ([("fix the INSS bracket", "Fixed."),
          ("make sure `./gradlew spotlessApply` is run", DONE)], "main", PAYROLL),
    ], [("runs", "./gradlew spotlessApply", False, ("s0", "s1", "s2"))]),
]

MAKE_CHECK = {"Makefile": ".PHONY: check\ncheck:\n\truff check .\n\tmypy .\n"}
JUST_CHECK = {"justfile": "check:\n    cargo fmt --check\n    cargo clippy\n"}
NPM_VERIFY = {"package.json": json.dumps({"name": "shop", "scripts": {
    "verify": "tsc --noEmit && eslint ."}}, indent=2)}

# (b) A team's script named in one session and the tools it runs in another, where the runner
# file is in the repository.
RepoCase = tuple[str, dict[str, str], list[tuple[Any, ...]], list[tuple[Any, ...]]]
BY_SCRIPT: list[RepoCase] = [
    ("make_check_and_ruff_and_mypy", MAKE_CHECK, [
        ([("add the parquet writer", "Added it."), ("run `make check` too", DONE)],
         "main", REPO),
        ([("add the s3 retries", "Added them."), ("run ruff and mypy before you stop", DONE)],
         "main", REPO),
        ([("add the dedupe step", "Added it."), ("also `make check` please", DONE)],
         "main", REPO),
    ], [("runs", "make check", False, ("s0", "s1", "s2"))]),
    ("just_check_and_fmt_and_clippy", JUST_CHECK, [
        ([("add the --exclude option", "Added it."), ("run `just check` too", DONE)],
         "main", REPO),
        ([("add symlink support", "Added it."),
          ("run `cargo fmt --check` and `cargo clippy` before you finish", DONE)],
         "main", REPO),
        ([("add the json output", "Added it."), ("also `just check` please", DONE)],
         "main", REPO),
    ], [("runs", "just check", False, ("s0", "s1", "s2"))]),
    ("npm_verify_and_tsc_and_eslint", NPM_VERIFY, [
        ([("add the coupon field", "Added it."), ("run `npm run verify` too", DONE)],
         "main", REPO),
        ([("add the gift card input", "Added it."),
          ("run tsc --noEmit and eslint before you hand it back", DONE)], "main", REPO),
        ([("add the wishlist counter", "Added it."), ("also `npm run verify` please", DONE)],
         "main", REPO),
    ], [("runs", "npm run verify", False, ("s0", "s1", "s2"))]),
    # ... and its close negatives: a part of the script, a tool the script does not run, no file.
    ("make_check_and_ruff_alone", MAKE_CHECK, [
        ([("add the parquet writer", "Added it."), ("run `make check` too", DONE)],
         "main", REPO),
        ([("add the s3 retries", "Added them."), ("run ruff before you stop", DONE)],
         "main", REPO),
        ([("add the dedupe step", "Added it."), ("also `make check` please", DONE)],
         "main", REPO),
    ], [("runs", "make check", False, ("s0", "s2"))]),
    ("make_check_and_tools_it_does_not_run", MAKE_CHECK, [
        ([("add the parquet writer", "Added it."), ("run `make check` too", DONE)],
         "main", REPO),
        ([("add the s3 retries", "Added them."), ("run black and pylint before you stop", DONE)],
         "main", REPO),
        ([("add the dedupe step", "Added it."), ("also `make check` please", DONE)],
         "main", REPO),
    ], [("runs", "make check", False, ("s0", "s2"))]),
    ("make_check_and_ruff_and_mypy_with_no_makefile", {}, [
        ([("add the parquet writer", "Added it."), ("run `make check` too", DONE)],
         "main", REPO),
        ([("add the s3 retries", "Added them."), ("run ruff and mypy before you stop", DONE)],
         "main", REPO),
        ([("add the dedupe step", "Added it."), ("also `make check` please", DONE)],
         "main", REPO),
    ], [("runs", "make check", False, ("s0", "s2"))]),
    # Written after the fix, to break it.
    ("make_check_and_a_longer_list", MAKE_CHECK, [
        ([("add the parquet writer", "Added it."), ("run `make check` too", DONE)],
         "main", REPO),
        ([("add the s3 retries", "Added them."), ("run ruff, mypy and pytest before you stop",
                                                   DONE)], "main", REPO),
        ([("add the dedupe step", "Added it."), ("also `make check` please", DONE)],
         "main", REPO),
    ], [("runs", "make check", False, ("s0", "s2"))]),
    ("make_check_and_its_tools_on_one_package", MAKE_CHECK, [
        ([("add the parquet writer", "Added it."), ("run `make check` too", DONE)],
         "main", REPO),
        ([("add the s3 retries", "Added them."),
          ("run ruff and mypy on the api package only", DONE)], "main", REPO),
        ([("add the dedupe step", "Added it."), ("also `make check` please", DONE)],
         "main", REPO),
    ], [("runs", "make check", False, ("s0", "s2"))]),
    ("just_check_of_other_recipes", {"justfile": "check:\n    just lint\n    just test\n"}, [
        ([("add the --exclude option", "Added it."), ("run `just check` too", DONE)],
         "main", REPO),
        ([("add symlink support", "Added it."),
          ("run `just lint` and `just test` before you finish", DONE)], "main", REPO),
        ([("add the json output", "Added it."), ("also `just check` please", DONE)],
         "main", REPO),
    ], [("runs", "just check", False, ("s0", "s2"))]),
]

# (c) What must not become a standing preference, however often its words come back.
NOT_REPEATED: list[Case] = [
    ("bump_the_changelog_in_three_repositories", [
        ([("add the export job", "Added it."), ("bump the changelog too", DONE)], "main", ETL),
        ([("add the retry", "Added it."), ("bump the changelog too", DONE)], "main", CRAWLER),
        ([("add the refund field", "Added it."), ("bump the changelog too", DONE)],
         "main", LEDGER),
    ], []),
    ("mypy_happy_in_three_repositories", [
        ([("add the export job", "Added it."), ("make sure mypy is happy", DONE)], "main", ETL),
        ([("add the retry", "Added it."), ("make sure mypy is happy", DONE)], "main", CRAWLER),
        ([("add the refund field", "Added it."), ("make sure mypy is happy", DONE)],
         "main", LEDGER),
    ], []),
    ("changelog_entries_taken_back", [
        ([("add the --since filter", "Added it."), ("bump the changelog too", DONE)],
         "main", LEDGER),
        ([("fix the refund rounding", "Fixed."), ("add a line to CHANGELOG.md", DONE)],
         "main", LEDGER),
        ([("add the invoice pdf", "Added it."),
          ("stop adding changelog entries, we generate them from the commits now", DONE)],
         "main", LEDGER),
    ], []),
    ("said_three_times_in_one_session_only", [
        ([("add retries to the fetcher", "Added them."), ("run mypy too", "Ran it, clean."),
          ("now parse the sitemap index", "Parsed."), ("run mypy again", "Clean."),
          ("cache robots.txt too", "Cached."), ("and mypy once more please", DONE)],
         "main", CRAWLER),
        ([("why does the crawl stop at 500?", "MAX_PAGES."), ("raise it", DONE)],
         "main", CRAWLER),
        ([("add a user agent header", "Added it."), ("thanks", DONE)], "main", CRAWLER),
    ], []),
    ("the_changelog_three_times_in_one_session_only", [
        ([("add the dark mode toggle", "Added it."), ("bump the changelog", "Bumped."),
          ("also the footer link", "Fixed."), ("changelog for that too", "Added."),
          ("and the search box", "Added it."), ("changelog entry please", DONE)],
         "main", STORE),
        ([("the cart badge is off by one", "Fixed."), ("ok", DONE)], "main", STORE),
        ([("add the size guide", DONE)], "main", STORE),
    ], []),
    ("a_one_off_plan_carried_on_one_branch", [
        ([("plan for the billing v2 migration: add the new tables, backfill, run mypy, "
           "then switch the reads. start with the tables", DONE)], "feature/billing-v2", LEDGER),
        ([("continue the billing v2 plan: backfill next, then run mypy", DONE)],
         "feature/billing-v2", LEDGER),
        ([("last step of the plan: switch the reads, then run mypy", DONE)],
         "feature/billing-v2", LEDGER),
    ], []),
    ("the_script_in_pasted_ci_output", [
        ([("CI failed:\n\n" + CI_CHECK_LOG + "\n\nwhy?", "load() returns None on empty input."),
          ("fix it", DONE)], "main", ETL),
        ([("again:\n\n" + CI_CHECK_LOG, "Same line."), ("ok fix it properly", DONE)],
         "main", ETL),
        ([(CI_CHECK_LOG + "\n\nthird time this week, what is going on?",
           "The fixture has an empty file."), ("ok", DONE)], "main", ETL),
    ], []),
    ("pyright_in_a_quoted_review", [
        ([("from the review:\n\n> please make sure pyright is happy before merging\n\n"
           "what does pyright complain about?", "Two Optional accesses.")], "main", ETL),
        ([("she wrote again:\n\n> pyright should pass before merging\n\ndoes it?",
           "Not yet: one Optional access.")], "main", ETL),
        ([("> make sure pyright is happy\n\nthat's from the reviewer, is it now?", "Yes.")],
         "main", ETL),
    ], []),
    ("the_agent_runs_mypy_unasked", [
        ([("add retries to the fetcher", "Added them. I ran mypy and it passes."),
          ("thanks", DONE)], "main", CRAWLER),
        ([("parse the sitemap index", "Parsed. mypy is happy."), ("great", DONE)],
         "main", CRAWLER),
        ([("cache robots.txt per host", "Cached. mypy should pass now, I checked."),
          ("nice", DONE)], "main", CRAWLER),
    ], []),
    ("each_kind_of_check_by_meaning_once", [
        ([("add the dedupe step", "Added it."), ("run the type checker too", DONE)],
         "main", ETL),
        ([("add the parquet writer", "Added it."), ("make sure ruff is happy", DONE)],
         "main", ETL),
        ([("add the csv reader", "Added it."), ("run the formatter too", DONE)], "main", ETL),
    ], []),
    ("a_different_document_each_time", [
        ([("add the --since filter", "Added it."), ("add a line to CHANGELOG.md", DONE)],
         "main", LEDGER),
        ([("add the refund reason", "Added it."), ("update the README too", DONE)],
         "main", LEDGER),
        ([("add the invoice pdf", "Added it."), ("note it in docs/api.md", DONE)],
         "main", LEDGER),
    ], []),
    ("for_this_pr_in_three_sessions", [
        ([("add the checkout redesign", "Added it."),
          ("for this PR, run the e2e tests too", DONE)], "feature/checkout", STORE),
        ([("add the new nav", "Added it."), ("for this PR, run the e2e tests too", DONE)],
         "feature/nav", STORE),
        ([("add the new footer", "Added it."), ("for this PR, run the e2e tests too", DONE)],
         "feature/footer", STORE),
    ], []),
    ("questions_whether_mypy_is_happy", [
        ([("add retries to the fetcher", "Done."), ("is mypy happy?", "Yes.")],
         "main", CRAWLER),
        ([("parse the sitemap index", "Done."), ("does mypy pass now?", "It does.")],
         "main", CRAWLER),
        ([("cache robots.txt", "Done."), ("should mypy pass with this?", "Yes.")],
         "main", CRAWLER),
    ], []),
    ("t_parallel_in_pasted_diffs", [
        ([("here's my diff:\n\n" + GO_DIFF_PARALLEL + "looks ok?", "Yes.")], "main", PROTO),
        ([("and this one:\n\n" + GO_DIFF_PARALLEL + "any issue?", "No.")], "main", PROTO),
        ([("last one:\n\n" + GO_DIFF_PARALLEL + "merge-worthy?", "Yes.")], "main", PROTO),
    ], []),
    ("the_changelog_read_each_time", [
        ([("what's in the changelog for 2.3?", "Three fixes."), ("ok", DONE)], "main", STORE),
        ([("does CHANGELOG.md mention the coupon bug?", "Yes, under 2.2."), ("ok", DONE)],
         "main", STORE),
        ([("when did the changelog stop listing the api changes?", "After 2.0."),
          ("ok", DONE)], "main", STORE),
    ], []),
]

# Written after the fix, to break it.
AFTER_THE_FIX: list[Case] = [
    ("a_changelog_entry_asked_about", [
        ([("add the --since filter", "Added it."), ("is a changelog entry needed for this?",
                                                     "Yes, it is user-facing.")], "main", LEDGER),
        ([("fix the refund rounding", "Fixed."), ("a changelog entry? not sure we need one",
                                                   "It is a bug fix users saw.")], "main", LEDGER),
        ([("add the invoice pdf", "Added it."), ("what would a changelog entry for this say?",
                                                  "Added: invoice PDFs.")], "main", LEDGER),
    ], []),
    ("the_dockerfile_bumped_as_the_work_itself", [
        ([("bump the Dockerfile to node 20", DONE)], "main", STORE),
        ([("bump the Dockerfile to node 22", DONE)], "main", STORE),
        ([("bump the Dockerfile base image to the new alpine", DONE)], "main", STORE),
    ], []),
    ("the_new_test_needs_it_removed_or_asked_about", [
        ([("add a test for the tenant header", "Added it."), ("add `t.Parallel()` to it", DONE)],
         "main", PROTO),
        ([("add a test for Cancel", "Added it."),
          ("the new test needs t.Parallel() removed, it races", DONE)], "main", PROTO),
        ([("add a test for deadlines", "Added it."), ("does the new test need t.Parallel()?",
                                                       "It could take it.")], "main", PROTO),
    ], []),
    ("make_lint_run_in_ci_is_no_ask_of_the_work", [
        ([("add the Cancel RPC", "Added it."), ("also run `make lint`", DONE)], "main", PROTO),
        ([("add the tenant header", "Added it."),
          ("make sure make lint is run in CI, not just locally", DONE)], "main", PROTO),
        ([("add the deadline parsing", "Added it."),
          ("make sure `make lint` is run on the nightly job", DONE)], "main", PROTO),
    ], []),
    ("must_use_asked_twice_then_given_up", [
        ([("add a with_depth builder", "Added it."), ("put `#[must_use]` on it too", DONE)],
         "main", CRATE),
        ([("add a with_ignore builder", "Added it."), ("mark it #[must_use] as well", DONE)],
         "main", CRATE),
        ([("clippy is noisy now", "must_use_candidate fires."),
          ("stop adding `#[must_use]`, nobody reads them", DONE)], "main", CRATE),
    ], [("diff_avoids", "#[must_use]", True, ("s2",))]),
]

# Still read wrong, each checked to stay wrong so that reading it right is seen. "the release
# notes" is no file name (a project keeps them in a file, on a release page or in a tool), so
# "note it in the release notes" is not `RELEASE_NOTES.md` asked again. "make sure mypy is
# happy", typed after the agent's answer, is read as a request of its own whose work is the
# check (as "make sure the tests pass" often is: fix what fails), so it is not counted.
KNOWN_MISSES: frozenset[str] = frozenset({
    "the_release_notes_named_two_ways",
    "the_type_checker_and_mypy_by_meaning",
})

CASES = REPEATED + NOT_REPEATED + AFTER_THE_FIX


def _in_repository(home: Path, files: dict[str, str],
                   sessions: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """The sessions run in a repository checked out under the home folder, holding `files`."""
    repo = home / "work" / "checks"
    (repo / ".git").mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (repo / name).write_text(text, encoding="utf-8")
    return [(turns, branch, str(repo) if project == REPO else project, *rest)
            for turns, branch, project, *rest in sessions]


@pytest.mark.parametrize(("name", "sessions", "expected"), CASES,
                         ids=[case[0] for case in CASES])
def test_repeated_asks_sixth_round(isolated_home: Path, name: str,
                                   sessions: list[tuple[Any, ...]],
                                   expected: list[tuple[Any, ...]]) -> None:
    check_read(name, _standing(isolated_home, sessions), expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "files", "sessions", "expected"), BY_SCRIPT,
                         ids=[case[0] for case in BY_SCRIPT])
def test_a_script_and_the_tools_it_runs(isolated_home: Path, name: str, files: dict[str, str],
                                        sessions: list[tuple[Any, ...]],
                                        expected: list[tuple[Any, ...]]) -> None:
    found = _standing(isolated_home, _in_repository(isolated_home, files, sessions))
    check_read(name, found, expected, KNOWN_MISSES)


def test_the_case_names_are_each_their_own() -> None:
    check_whole([case[0] for case in CASES] + [case[0] for case in BY_SCRIPT], KNOWN_MISSES)


STEPS = ("ruff check", "mypy")


@pytest.mark.parametrize(("clause", "steps", "named"), [
    # Every tool of the script, as one list, by its command or its program.
    ("run ruff and mypy before you stop", STEPS, True),
    ("run `ruff check` and `mypy` too", STEPS, True),
    ("run mypy and ruff please", STEPS, True),
    ("run ruff and then mypy", STEPS, True),
    ("ruff + mypy on it too", STEPS, True),
    ("run `cargo fmt --check` and `cargo clippy` before you finish",
     ("cargo fmt --check", "cargo clippy"), True),
    ("run tsc --noEmit and eslint before you hand it back", ("tsc --noEmit", "eslint"), True),
    ("run eslint and tsc", ("npx eslint", "tsc --noEmit"), True),
    # A part of them, a longer list, a part of the code, a tool turned away, a shared program.
    ("run ruff before you stop", STEPS, False),
    ("run ruff, mypy and pytest too", STEPS, False),
    ("run ruff and mypy on the api package only", STEPS, False),
    ("run ruff but not mypy", STEPS, False),
    ("run black and pylint", STEPS, False),
    ("run cargo fmt and cargo clippy", ("cargo fmt --check", "cargo clippy"), False),
    ("", STEPS, False),
])
def test_a_list_names_every_step_of_a_script(clause: str, steps: tuple[str, ...],
                                             named: bool) -> None:
    from skillsleep.tasks.scripts import names_every_step

    assert names_every_step(clause, steps) is named


@pytest.mark.parametrize(("files", "command", "steps"), [
    (MAKE_CHECK, "make check", ("ruff check", "mypy")),
    (JUST_CHECK, "just check", ("cargo fmt --check", "cargo clippy")),
    (NPM_VERIFY, "npm run verify", ("tsc --noEmit", "eslint")),
    # One command (a tool of its own), other recipes, a pipe, no file.
    ({"Makefile": "lint:\n\truff check .\n"}, "make lint", ()),
    ({"justfile": "check:\n    just lint\n    just test\n"}, "just check", ()),
    ({"Makefile": "check:\n\truff check . | tee lint.log\n\tmypy .\n"}, "make check", ()),
    ({}, "make check", ()),
])
def test_the_steps_of_a_script(isolated_home: Path, files: dict[str, str], command: str,
                               steps: tuple[str, ...]) -> None:
    from skillsleep.tasks.scripts import Scripts

    repo = _in_repository(isolated_home, files, [([], "main", REPO)])[0][2]
    assert Scripts().steps(repo, command) == steps


@pytest.mark.parametrize(("words", "term", "asked"), [
    # A thing the work made, named as new, that needs the term.
    ("the new test needs `t.Parallel()` as well", "t.Parallel", True),
    ("the new tests need t.Parallel() too", "t.Parallel", True),
    ("each new handler should call `t.Parallel()`", "t.Parallel", True),
    ("the new test needs t.Parallel() removed", "t.Parallel", False),
    ("does the new test need t.Parallel()?", "t.Parallel", False),
    ("the test needs t.Parallel()", "t.Parallel", False),
    # The run itself made sure of.
    ("make sure `./gradlew spotlessApply` is run", "./gradlew spotlessApply", True),
    ("make sure make lint is run before you finish", "make lint", True),
    ("make sure make lint is run in CI, not just locally", "make lint", False),
    ("`make lint` is run in CI", "make lint", False),
])
def test_an_ask_said_again_in_the_sixth_round_shapes(words: str, term: str, asked: bool) -> None:
    from skillsleep.tasks.repetition import asks_for

    assert bool(asks_for(words, term)) is asked


@pytest.mark.parametrize(("words", "followup", "files"), [
    # "bump" a file, and the entry asked for by itself.
    ("bump the changelog too", True, ["CHANGELOG"]),
    ("and a changelog entry please", True, ["CHANGELOG"]),
    ("a changelog entry too", False, ["CHANGELOG"]),
    ("a `CHANGES.md` line please", True, ["CHANGES.md"]),
    ("a changelog entry", True, []),
    ("a changelog entry?", True, []),
    ("the changelog entry is wrong, please fix", True, []),
    ("no changelog entry please", True, []),
    ("bump the version in package.json", True, ["package.json"]),
    ("bump the Dockerfile to node 20", False, []),
])
def test_a_file_asked_in_the_sixth_round_shapes(words: str, followup: bool,
                                                files: list[str]) -> None:
    from skillsleep.tasks.file_asks import file_asks

    assert [a.path for a in file_asks(words, "Added it.", followup)] == files
