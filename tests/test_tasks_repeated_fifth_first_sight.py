"""Rules proven by repetition, fifth round, at first sight: the same one-time ask in several
sessions of one repository, worded in shapes the earlier rounds do not hold, is one standing
preference with every place it was said; what only looks like it is none.

The shapes: a check named by what the work must be ("make sure it's formatted", "it should be
lint-clean before you hand it back", "keep it mypy-clean", "make sure it typechecks", "tests
green before you stop") beside the same check asked as a run in other sessions; an ask with a
call's parentheses or a place word ("do you mind adding `#[must_use]` there?", "can you put
`t.Parallel()` in it too?", "mark it #[must_use] as well"); a check named by its noun in German,
French, Spanish or Portuguese ("lass danach die Tests laufen", "puis lance les tests", "ejecuta los
tests al final", "roda os testes antes de terminar") beside the English ask; the same ask said
once as the team's rule ("we always add a changelog entry", "we always run the tests before
calling it done here") and twice as a one-time ask, one preference with three origins, which a
later "skip the tests this time" does not take back; the ask typed as the last line after a
pasted log or snippet. The close look-alikes: the same words once in each of three repositories,
an ask taken back ("stop running the linter, it's slow"), each kind of check said by its state
once, questions whether the code is clean, the check in pasted CI output and pasted clippy
warnings, a call asked about and removed, the tests turned away in other languages, a rule of an
old job, a reviewer's ask pasted, a pasted PR checklist, a different package kept lint-clean
each time, the tests' state told.

At first sight (before the code was changed for them), 17 of the 30 written first were read
right: 3 of the 15 repeated asks (the changelog said as a rule and asked twice, and the two asks
typed after a paste), 14 of the 15 look-alikes. Five were missed whole: no saying of a check by
the state the work must be in was one ("formatted", "typechecks", "typecheck cleanly"); "do you
mind adding" was read as a question, and "put" and "mark" as verbs of no use; "roda os testes"
was never a saying of "the tests". Seven were found with a place missing: "it should be
lint-clean ...", "it needs to be mypy clean ...", "tests green before you stop" (no "stop" among
the points of the work), the German, French and Spanish sayings of the tests, and the rule "we
always run the tests before calling it done here" (a team's habit of a check named in words gave
nothing, so the preference was no rule). One expectation was corrected: `format_and_lint_confused`
says each kind twice, so two preferences, each of its own kind, is the right reading (at first
sight only the linter's was found). After the fix (the work said to be in the state a check
leaves it in, the term glued to the word of the state, asks for it: `required.asks_as_state`;
"stop" and "wrap up" are points of the work; "do you mind" asks as "would you mind" does; "put"
is a verb of using, and "mark", "tag" with the work at hand as object put the term on it; the
tests named by their noun in another language are asked for by a verb of running only, never of
adding: `other_languages.asks_for_check`; "we always run" a check named in words, timed against
the work, is the rule "always run" is), 29 of the 30: 14 of the 15 and all 15. The 5 written
after the fix to break it (`AFTER_THE_FIX`: tests to write in other languages, the team's process
told as a habit, the code's state as it was, a term marked as something to drop, each kind by its
state once): the code before read all 5 right, and so does the fix. Two misses of earlier rounds
are read now ("make sure it's formatted before you finish":
`test_tasks_repeated_fourth_first_sight`; "put a `context.WithTimeout` around it":
`test_tasks_standing_repeated_first_sight`). What is still missed is in `KNOWN_MISSES`.

Each case is a whole history of Claude Code sessions (3 to 5), written where and how Claude Code
writes them and harvested as the person's own, long and untidy as real work is: pasted logs and
review comments, follow-ups, several projects and stacks. The wordings are written for these
tests from how people ask in general; the expected standing preferences (check, term, said as a
rule, the sessions it was said in) were decided before the histories were run.
"""

from __future__ import annotations

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
DOCSITE = "/work/docsite"      # static site
PAYROLL = "/work/payroll"      # Java service

CLIPPY_WARN = ("warning: this method could have a `#[must_use]` attribute\n"
               "  --> src/walk.rs:41:5\n   |\n41 |     pub fn depth(mut self, n: usize) -> Self {\n"
               "   = help: for further information visit https://rust-lang.github.io/"
               "rust-clippy/master/index.html#must_use_candidate")
CI_LINT_LOG = ("```\n$ make lint\ngolangci-lint run ./...\ninternal/gw/proxy.go:88:2: ineffectual "
               "assignment to err (ineffassign)\nmake: *** [lint] Error 1\n```")
RUST_SNIPPET = ("```rust\npub fn with_depth(mut self, n: usize) -> Self {\n    self.depth = n;\n"
                "    self\n}\n```")
CHECKLIST = ("PR checklist:\n- [x] code is formatted\n- [x] it is lint-clean\n"
             "- [x] tests green\n")

Case = tuple[str, list[tuple[Any, ...]], list[tuple[Any, ...]]]

# (a) The same ask made as a one-time request in several pieces of work, in new shapes.
REPEATED: list[Case] = [
    # A check named by what the work must be, beside the same check asked as a run.
    ("formatted_as_what_the_work_must_be", [
        ([("add the --exclude option to the walker", "Added it."),
          ("run the formatter too", DONE)], "main", CRATE),
        ([("add symlink support", "Added it."),
          ("make sure it's formatted before you stop", DONE)], "main", CRATE),
        ([("why is the scan slow on big dirs?", "It stats every file twice."), ("ok", DONE)],
         "main", CRATE),
        ([("add a --json output", "Added it."), ("and keep it formatted please", DONE)],
         "main", CRATE),
    ], [("runs", "the formatter", False, ("s0", "s1", "s3"))]),
    ("lint_clean_as_what_the_work_must_be", [
        ([("add the size guide modal", "Added it."), ("also run the linter", DONE)],
         "main", STORE),
        ([("add the wishlist counter", "Added it."),
          ("it should be lint-clean before you hand it back", DONE)], "main", STORE),
        ([("the drawer does not build:\n\n" + TS_ERROR, "total can be undefined there."),
          ("default it to an empty string", DONE)], "main", STORE),
        ([("fix the price rounding, and keep it lint clean", DONE)], "main", STORE),
    ], [("runs", "the linter", False, ("s0", "s1", "s3"))]),
    ("mypy_clean_as_what_the_work_must_be", [
        ([("add retries to the fetcher", "Added them."), ("run `mypy` too", DONE)],
         "main", CRAWLER),
        ([("parse the sitemap index", "Parsed."), ("keep it mypy-clean", DONE)],
         "main", CRAWLER),
        ([("the crawl stops at 500 pages", "MAX_PAGES is 500."), ("raise it to 5000", DONE)],
         "main", CRAWLER),
        ([("cache robots.txt per host", "Cached."),
          ("it needs to be mypy clean when you're done", DONE)], "main", CRAWLER),
    ], [("runs", "mypy", False, ("s0", "s1", "s3"))]),
    ("typechecks_as_what_the_work_must_be", [
        ([("add the coupon field to the cart", "Added it."), ("run the type checker too", DONE)],
         "main", STORE),
        ([("add the gift card input", "Added it."),
          ("make sure it typechecks before you stop", DONE)], "main", STORE),
        ([("move the totals into a hook", "Moved them."),
          ("it should typecheck cleanly when you're done", DONE)], "main", STORE),
    ], [("runs", "the type checker", False, ("s0", "s1", "s2"))]),
    ("tests_green_as_what_the_work_must_be", [
        ([("add the parquet writer", "Added it."), ("run the tests too", DONE)], "main", ETL),
        ([("add retries to the s3 upload", "Added them."), ("tests green before you stop", DONE)],
         "main", ETL),
        ([("the load step fails:\n\n" + PY_TRACE, "The file is closed early."),
          ("ok fix", DONE)], "main", ETL),
        ([("add the dedupe step", "Added it."),
          ("the tests should be green before you hand it back", DONE)], "main", ETL),
    ], [("runs", "the tests", False, ("s0", "s1", "s3"))]),
    # An ask with a call's parentheses or a place word.
    ("t_parallel_asked_with_a_place_word", [
        ([("add a test for the tenant header", "Added TestTenantHeader."),
          ("do you mind adding `t.Parallel()` here?", DONE)], "main", PROTO),
        ([("cover the Cancel RPC with a test", "Added TestCancel."),
          ("can you put t.Parallel() in it too?", DONE)], "main", PROTO),
        ([("CI is red:\n\n" + GO_FAIL + "\n\nfix it please", DONE)], "main", PROTO),
        ([("add table tests for the deadline parsing", "Added them."),
          ("add `t.Parallel()` to these as well", DONE)], "main", PROTO),
    ], [("diff_adds", "t.Parallel()", False, ("s0", "s1", "s3"))]),
    ("must_use_asked_with_a_place_word", [
        ([("add a with_depth builder method", "Added it."),
          ("can you put `#[must_use]` on it too?", DONE)], "main", CRATE),
        ([("add a with_ignore builder", "Added it."),
          ("mark it #[must_use] as well", DONE)], "main", CRATE),
        ([("add with_follow_links", "Added it."),
          ("do you mind adding `#[must_use]` there?", DONE)], "main", CRATE),
    ], [("diff_adds", "#[must_use]", False, ("s0", "s1", "s2"))]),
    # A check named in another language's words, tied to the English ask of the same kind.
    ("the_tests_in_german_and_english", [
        ([("add the csv reader", DONE), ("run the tests too", DONE)], "main", ETL),
        ([("füge die Dedupe-Stufe hinzu und lass danach die Tests laufen", DONE)], "main", ETL),
        ([("add the s3 retries", DONE), ("also run the tests before you finish", DONE)],
         "main", ETL),
    ], [("runs", "the tests", False, ("s0", "s1", "s2"))]),
    ("the_tests_in_french_and_english", [
        ([("add the refund reason", DONE), ("run the tests when you're done", DONE)],
         "main", LEDGER),
        ([("ajoute le filtre --since à l'export, puis lance les tests", DONE)], "main", LEDGER),
        ([("add the credit note model", DONE), ("run the tests too", DONE)], "main", LEDGER),
    ], [("runs", "the tests", False, ("s0", "s1", "s2"))]),
    ("the_tests_in_spanish_and_english", [
        ([("añade el campo de cupón y ejecuta los tests al final", DONE)], "main", STORE),
        ([("add the size guide modal", DONE), ("run the tests too", DONE)], "main", STORE),
        ([("add the wishlist counter", DONE), ("please run the tests before you stop", DONE)],
         "main", STORE),
    ], [("runs", "the tests", False, ("s0", "s1", "s2"))]),
    ("the_tests_in_portuguese_and_english", [
        ([("add the overtime rule", DONE), ("run the tests too", DONE)], "main", PAYROLL),
        ([("corrige o cálculo do INSS e roda os testes antes de terminar", DONE)],
         "main", PAYROLL),
        ([("why does the payslip round down?", "It truncates."), ("ok", DONE)],
         "main", PAYROLL),
        ([("adiciona o campo de férias e depois roda os testes", DONE)], "main", PAYROLL),
    ], [("runs", "the tests", False, ("s0", "s1", "s3"))]),
    # Said once as the person's rule and twice as a one-time ask: one preference, three origins.
    ("changelog_said_as_a_rule_once_and_asked_twice", [
        ([("add a --since filter to the export", "Added it."),
          ("we always add a changelog entry for anything user-facing", DONE)], "main", LEDGER),
        ([("fix the rounding of negative refunds", "Fixed."), ("also update the changelog",
                                                                DONE)], "main", LEDGER),
        ([("add the invoice pdf endpoint", "Added it."),
          ("can you add a changelog entry too?", DONE)], "main", LEDGER),
    ], [("edits_file", "CHANGELOG", True, ("s0", "s1", "s2"))]),
    # A one-off "skip the tests this time" in a later session does not take back the rule.
    ("a_rule_kept_through_a_one_off_skip", [
        ([("add the dedupe step", "Added it."),
          ("we always run the tests before calling it done here", DONE)], "main", ETL),
        ([("add the csv reader", "Added it."), ("run the tests too", DONE)], "main", ETL),
        ([("rename the env var in the readme", "Renamed."),
          ("actually skip the tests this time, it's docs only", DONE)], "main", ETL),
        ([("add the parquet writer", "Added it."), ("run the tests when you're done", DONE)],
         "main", ETL),
    ], [("runs", "the tests", True, ("s0", "s1", "s3"))]),
    # The ask repeated as the typed last line of a longer message after a paste.
    ("the_ask_typed_after_a_pasted_log", [
        ([("CI failed on the gateway:\n\n" + CI_LINT_LOG + "\n\nfix it and run `make lint` "
           "before you finish", DONE)], "main", PROTO),
        ([("add the Cancel RPC", "Added it."), ("also run `make lint`", DONE)], "main", PROTO),
        ([("here is the panic:\n\n" + GO_FAIL + "\n\nplease fix, and run `make lint` after",
           DONE)], "main", PROTO),
    ], [("runs", "make lint", False, ("s0", "s1", "s2"))]),
    ("the_ask_typed_after_a_pasted_snippet", [
        ([("this builder:\n\n" + RUST_SNIPPET + "\n\nadd a with_ignore next to it, and run "
           "`cargo clippy` before you're done", DONE)], "main", CRATE),
        ([("add symlink support", "Added it."), ("run `cargo clippy` too", DONE)],
         "main", CRATE),
        ([("look at this:\n\n" + RUST_SNIPPET + "\n\nmake depth optional; cargo clippy before "
           "you hand it back", DONE)], "main", CRATE),
    ], [("runs", "cargo clippy", False, ("s0", "s1", "s2"))]),
]

# (b) What must not become a standing preference, however often its words come back.
NOT_REPEATED: list[Case] = [
    ("formatted_once_in_each_of_three_repositories", [
        ([("add the export job", "Added it."), ("make sure it's formatted before you stop",
                                                 DONE)], "main", ETL),
        ([("add the retry", "Added it."), ("make sure it's formatted before you stop", DONE)],
         "main", CRAWLER),
        ([("add the refund field", "Added it."), ("make sure it's formatted before you stop",
                                                   DONE)], "main", LEDGER),
    ], []),
    ("lint_clean_asked_then_taken_back", [
        ([("add the size guide modal", "Added it."), ("also run the linter", DONE)],
         "main", STORE),
        ([("add the wishlist counter", "Added it."), ("keep it lint-clean", DONE)],
         "main", STORE),
        ([("add the coupon field", "Added it."),
          ("stop running the linter, it's slow and CI does it", DONE)], "main", STORE),
    ], []),
    ("each_kind_said_as_what_the_work_must_be_once", [
        ([("add the parquet writer", "Added it."), ("make sure it's formatted", DONE)],
         "main", ETL),
        ([("add the s3 retries", "Added them."), ("it should be lint-clean", DONE)],
         "main", ETL),
        ([("add the dedupe step", "Added it."), ("keep it mypy-clean", DONE)], "main", ETL),
        ([("add the csv reader", "Added it."), ("tests green before you stop", DONE)],
         "main", ETL),
    ], []),
    # Expected none when written: but each kind is said twice here, so two preferences, each of
    # its own kind and never one of both, is the right reading (corrected after the first run).
    ("format_and_lint_confused", [
        ([("add the --exclude option", "Added it."), ("run the formatter too", DONE)],
         "main", CRATE),
        ([("add symlink support", "Added it."), ("keep it lint-clean", DONE)], "main", CRATE),
        ([("add the json output", "Added it."), ("run the linter too", DONE)], "main", CRATE),
        ([("add the glob parser", "Added it."), ("make sure it's formatted", DONE)],
         "main", CRATE),
    ], [("runs", "the formatter", False, ("s0", "s3")),
        ("runs", "the linter", False, ("s1", "s2"))]),
    ("questions_whether_it_is_clean", [
        ([("add retries to the fetcher", "Done."), ("is it mypy-clean now?", "Yes.")],
         "main", CRAWLER),
        ([("parse the sitemap index", "Done."), ("was it mypy clean before my change?", "No.")],
         "main", CRAWLER),
        ([("cache robots.txt", "Done."), ("why isn't it mypy-clean anymore?", "A new Any.")],
         "main", CRAWLER),
    ], []),
    ("the_check_in_pasted_ci_output", [
        ([("CI says:\n\n" + CI_LINT_LOG + "\n\nwhat is ineffassign?", "An unused assignment."),
          ("ok", DONE)], "main", PROTO),
        ([("again:\n\n" + CI_LINT_LOG, "Same line, err is set and never read."),
          ("fix it", DONE)], "main", PROTO),
        ([("and on the other branch:\n\n" + CI_LINT_LOG + "\n\nsame thing?", "Yes."),
          ("thanks", DONE)], "main", PROTO),
    ], []),
    ("must_use_in_pasted_clippy_warnings", [
        ([("clippy says:\n\n" + CLIPPY_WARN + "\n\nis that worth it?", "It is a pedantic lint."),
          ("ok leave it", DONE)], "main", CRATE),
        ([("again:\n\n" + CLIPPY_WARN, "Same pedantic lint."), ("ignore it", DONE)],
         "main", CRATE),
        ([(CLIPPY_WARN + "\n\nwhy does this keep showing up?", "pedantic is on in CI."),
          ("ok", DONE)], "main", CRATE),
    ], []),
    ("t_parallel_asked_about_and_removed", [
        ([("why is `t.Parallel()` here?", "The test shares nothing."), ("ok", DONE)],
         "main", PROTO),
        ([("does t.Parallel() matter in this test?", "It saves a second."), ("ok", DONE)],
         "main", PROTO),
        ([("remove `t.Parallel()` here, it races on the global config", DONE)], "main", PROTO),
    ], []),
    ("german_tests_once_in_each_of_three_repositories", [
        ([("füge den Export hinzu und lass danach die Tests laufen", DONE)], "main", ETL),
        ([("füge den Retry hinzu und lass danach die Tests laufen", DONE)], "main", CRAWLER),
        ([("füge das Feld hinzu und lass danach die Tests laufen", DONE)], "main", LEDGER),
    ], []),
    ("the_tests_turned_away_in_other_languages", [
        ([("add the refund reason", DONE), ("run the tests too", DONE)], "main", LEDGER),
        ([("ajoute le filtre --since, mais ne lance pas les tests, c'est trop long", DONE)],
         "main", LEDGER),
        ([("añade el modelo de nota de crédito, sin ejecutar los tests", DONE)],
         "main", LEDGER),
    ], []),
    ("a_changelog_rule_of_an_old_job", [
        ([("at my old job we always added a changelog entry, it was painful", "Sounds tedious."),
          ("add the search box", DONE)], "main", DOCSITE),
        ([("add the dark mode toggle", "Added it."), ("also update the changelog", DONE)],
         "main", DOCSITE),
        ([("fix the footer link", "Fixed."), ("ok thanks", DONE)], "main", DOCSITE),
    ], []),
    ("a_review_comment_pasted_with_the_ask_in_it", [
        ([("review from Dana:\n\n> please run `make lint` before pushing, there are unused "
           "vars\n\nfix the unused vars", DONE)], "main", PROTO),
        ([("review from Dana:\n\n> please run `make lint` before pushing\n\nthe vars are gone, "
           "what else does she mean?", "The shadowed err.")], "main", PROTO),
        ([("review from Dana again:\n\n> please run `make lint` before pushing\n\nwhat now?",
           "The import order.")], "main", PROTO),
    ], []),
    ("a_pasted_pr_checklist_three_times", [
        ([("add the --max-depth option", DONE), (CHECKLIST, "Noted.")], "feature/depth", CRATE),
        ([("add symlink support", DONE), (CHECKLIST, "Noted.")], "feature/symlinks", CRATE),
        ([("add the json output", DONE), (CHECKLIST, "Noted.")], "feature/json", CRATE),
    ], []),
    ("a_different_package_kept_lint_clean_each_time", [
        ([("add the price filter", "Added it."), ("keep the web package lint-clean", DONE)],
         "main", STORE),
        ([("add the order export", "Added it."), ("keep the api package lint-clean", DONE)],
         "main", STORE),
        ([("add the stock alert", "Added it."), ("keep the worker package lint-clean", DONE)],
         "main", STORE),
    ], []),
    ("tests_green_told_as_the_state", [
        ([("tests are green on main now, add the csv reader", DONE)], "main", ETL),
        ([("the tests were green before your change, what broke?", "The fixture path.")],
         "main", ETL),
        ([("tests green on CI, nice. now add the dedupe step", DONE)], "main", ETL),
    ], []),
]

# Written after the fix, to break it.
AFTER_THE_FIX: list[Case] = [
    ("format_lint_and_mypy_each_once_by_state", [
        ([("add the --exclude option", "Added it."), ("run the formatter too", DONE)],
         "main", CRAWLER),
        ([("add symlink support", "Added it."), ("keep it lint-clean", DONE)], "main", CRAWLER),
        ([("add the json output", "Added it."), ("it should be mypy clean when you're done",
                                                  DONE)], "main", CRAWLER),
    ], []),
    ("tests_to_write_in_other_languages", [
        ([("add the refund reason", DONE), ("run the tests too", DONE)], "main", LEDGER),
        ([("añade tests para el parser de fechas", DONE)], "main", LEDGER),
        ([("ajoute des tests pour l'export", DONE)], "main", LEDGER),
        ([("füge Tests für den Importer hinzu", DONE)], "main", LEDGER),
    ], []),
    ("the_teams_process_told_as_a_habit", [
        ([("we always run the e2e suite on the nightly build", "Noted."),
          ("add the stock alert", DONE)], "main", STORE),
        ([("add the price filter", "Added it."), ("run the e2e suite too", DONE)],
         "main", STORE),
        ([("add the order export", DONE)], "main", STORE),
    ], []),
    ("formatted_told_of_the_code_as_it_was", [
        ([("add the walker option", "Added it."), ("run the formatter too", DONE)],
         "main", CRATE),
        ([("it was formatted before your change, why the diff?", "Rustfmt changed.")],
         "main", CRATE),
        ([("the old module is formatted by hand, leave it", DONE)], "main", CRATE),
    ], []),
    ("marked_as_deprecated_is_no_ask_for_the_term", [
        ([("add a with_depth builder", "Added it."), ("put `#[must_use]` on it too", DONE)],
         "main", CRATE),
        ([("mark `#[must_use]` as something we should drop, it is noisy", DONE)],
         "main", CRATE),
        ([("add a with_ignore builder", DONE)], "main", CRATE),
    ], []),
]

# Still read wrong, each checked to stay wrong so that reading it right is seen. "add
# `t.Parallel()` to these as well" names no code it is for ("in Go tests"), so its line would
# say the rule wider than it was said and the ask is kept to its task; the asks with a place word
# have nothing found to add to.
KNOWN_MISSES: frozenset[str] = frozenset({"t_parallel_asked_with_a_place_word"})

CASES = REPEATED + NOT_REPEATED + AFTER_THE_FIX


@pytest.mark.parametrize(("name", "sessions", "expected"), CASES,
                         ids=[case[0] for case in CASES])
def test_repeated_asks_fifth_round(isolated_home: Path, name: str,
                                   sessions: list[tuple[Any, ...]],
                                   expected: list[tuple[Any, ...]]) -> None:
    check_read(name, _standing(isolated_home, sessions), expected, KNOWN_MISSES)


def test_the_case_names_are_each_their_own() -> None:
    check_whole([case[0] for case in CASES], KNOWN_MISSES)


@pytest.mark.parametrize(("words", "term", "asked"), [
    # What the work must be: the work as the subject, the term glued to the word of the state.
    ("make sure it's formatted before you stop", "format", True),
    ("and keep it formatted please", "format", True),
    ("it should be lint-clean before you hand it back", "lint", True),
    ("it needs to be mypy clean when you're done", "mypy", True),
    ("make sure it typechecks before you stop", "typecheck", True),
    ("it should typecheck cleanly when you're done", "typecheck", True),
    ("was it mypy clean before my change?", "mypy", False),
    ("is it mypy-clean now?", "mypy", False),
    ("it's formatted with tabs", "format", False),
    ("the old module is formatted by hand, leave it", "format", False),
    # A place word, a verb that puts the term on the work at hand.
    ("do you mind adding `#[must_use]` there?", "#[must_use]", True),
    ("can you put t.Parallel() in it too?", "t.Parallel", True),
    ("mark it #[must_use] as well", "#[must_use]", True),
    ("mark `parse` as deprecated", "parse", False),
    ("put the tests in `conftest`", "conftest", False),
    # A check by its noun, in another language: run by a verb of running only.
    ("füge die Dedupe-Stufe hinzu und lass danach die Tests laufen", "test", True),
    ("ajoute le filtre, puis lance les tests", "test", True),
    ("añade el campo y ejecuta los tests al final", "test", True),
    ("corrige o cálculo e roda os testes antes de terminar", "test", True),
    ("ajoute le filtre, mais ne lance pas les tests", "test", False),
    ("añade el modelo, sin ejecutar los tests", "test", False),
    ("añade tests para el parser", "test", False),
    ("füge Tests hinzu", "test", False),
    ("add tests for the parser", "test", False),
    ("run the tests too", "test", False),
    ("warum schlagen die Tests fehl?", "test", False),
])
def test_an_ask_said_again_in_the_fifth_round_shapes(words: str, term: str, asked: bool) -> None:
    from skillsleep.tasks.repetition import asks_for

    assert bool(asks_for(words, term)) is asked


@pytest.mark.parametrize(("words", "read"), [
    # The team's habit of a check named in words, timed against the work, is a rule; without
    # that moment it tells the team's process.
    ("we always run the tests before calling it done here", {("runs", "the tests", True)}),
    ("we always run the linter before you push", {("runs", "the linter", True)}),
    ("we always run the e2e suite on the nightly build", set()),
    ("we always run the tests on staging after deploy", set()),
    ("we always run the tests", set()),
    ("we only run the unit tests locally", set()),
    # A check's state and the point of the work, no verb.
    ("tests green before you stop", {("runs", "tests", False)}),
])
def test_a_check_named_in_words_read_in_the_fifth_round_shapes(words: str,
                                                               read: set[tuple[Any, ...]]) -> None:
    from helpers.judged import judged

    assert judged(words, "Added it.") == read
