"""Rules proven by repetition, third round, at first sight: the same one-time ask in several
sessions of one repository, worded in shapes the earlier rounds do not hold, is one standing
preference with every place it was said; what only looks like it is none.

The shapes: the ask in another language than English (Spanish, German, French, Portuguese) in
two or more sessions among English ones; the ask as an item of a "checklist:", "steps:",
"todo:" or bulleted list in some sessions and a sentence in others; the ask as a requirement on
the result ("make sure the PR has a changelog entry", "`npm run lint` needs to be clean") and
as an imperative; the ask by a script of the repository ("npm run lint:fix", "make fmt") in one
session and by the tool it runs in another, one ask only where the repository's files tie them;
the ask after an emoji, a greeting or a ticket id. The close look-alikes: the same words about
other things (the changelog read, in three languages; "make sure the PR has a screenshot"), the
ask in three repositories once each, one file checked twice in one day, a pasted pull request
template, steps to reproduce, one plan carried on one branch and a step of a plan talked about
later, questions after greetings, a ticket pasted on its branch, an ask followed by its opposite
or given up as a rule.

At first sight (before the code was changed for them), 18 of the 33 written first were read
right: 1 of the 16 repeated asks, all 17 close negatives. Six were missed whole (no saying in
another language counted; nor "make sure the PR has a changelog entry", "the PR needs a
changelog entry too", "make sure sqlfluff lint is clean", "🙏 ruff format please"; nor a script
and the tool package.json says it runs), nine found with a place missing (each saying in
another language; "good morning :) add a cache ..., then `just check`", whose "then" is split
off with the clause before; an item under "steps:" or "todo:"; "don't forget the changelog";
"bitte auch die Tests laufen lassen"), and "run just check at the end" was read as the command
"just check at the end". After the fix (a clause in Spanish, German, French or Portuguese asks
for a term an ask was found for when an imperative of using, adding, running or updating
governs it, a German verb that ends the clause does, or a reminder not to forget it, with no
negation, taking out, topic or question; what the result must have, by a verb of making sure or
of needing, and the term as a check that passes or must pass; an emoji, a greeting or a ticket
id opens a clause; the term alone after a clause ending in "then"; a bare command ends before
"at"; a script joined to the tool its repository's package.json, Makefile or justfile says it
runs alone), 30 of the 33: 13 of the 16 and all 17. The first run of the fix made one wrong
preference ("stop updating the changelog, release-please writes it from now on" took nothing
back, and the Spanish saying made the ask twice): a step of the work given up by "stop
updating" or "stop editing" takes it back, as "stop running" did. One expectation was
corrected: the changelog asked as a requirement is stated as the one file the reader of
directives found, "CHANGELOG.md", not "CHANGELOG". The 10 written after the fix to break it
(`AFTER_THE_FIX`, `TIED_AFTER_THE_FIX`): the code before read 9 right (not the Makefile target
and its one command), the fix as first written 9 (that case wrote the tool as plain "gofmt -w",
which no reader takes for a command; it is written in backticks since), now all 10. The three
sayings in another language the second round missed (`test_tasks_repeated_second_first_sight`)
are read now. What is still missed is in `KNOWN_MISSES`.

Each case is a whole history of Claude Code sessions (3 to 5), written where and how Claude Code
writes them and harvested as the person's own, long and untidy as real work is: pasted logs and
review comments, follow-ups, several projects and stacks. The wordings are written for these
tests from how people ask in general; the expected standing preferences (check, term, said as a
rule, the sessions it was said in) were decided before the histories were run.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from skillsleep.tasks.judges import Origin
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.repetition import asks_for
from skillsleep.tasks.taskdata import Task
from test_tasks_repeated_second_first_sight import (
    GO_FAIL,
    JAVA_TRACE,
    PY_TRACE,
    REVIEW_PAGE,
    _standing,
)
from test_tasks_standing_histories import DONE

from helpers.judged import RUNS, check_read, check_whole, judged

LEDGER = "/work/ledger"        # Python billing API
CRAWLER = "/work/crawler"      # Python crawler
ETL = "/work/etl"              # Python data pipelines
QUILL = "/work/quill"          # Python library
PROTO = "/work/protohub"       # Go gRPC services
PAYROLL = "/work/payroll"      # Go service run with a Taskfile
ATLAS = "/work/atlas"          # Go API run with a justfile
STORE = "/work/storefront"     # TypeScript shop
CRATE = "/work/scanner"        # Rust CLI
BANK = "/work/bankcore"        # Java service
DWH = "/work/dwh"              # SQL models
DOCSITE = "/work/docsite"      # static site

RUST_PANIC = ("```\nthread 'main' panicked at src/walker.rs:88:14:\n"
              "called `Option::unwrap()` on a `None` value\n"
              "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n```")
TS_ERROR = ("```\nsrc/cart/Drawer.tsx:41:9 - error TS2322: Type 'string | undefined' is not "
            "assignable to type 'string'.\n\nFound 1 error in src/cart/Drawer.tsx:41\n```")
SQL_ERROR = ("```\nDatabase Error in model refunds_monthly (models/refunds_monthly.sql)\n"
             "  division by zero\n  compiled Code at target/run/refunds_monthly.sql\n```")
# A pull request template pasted to be filled in, in Spanish: its checklist is someone else's.
PR_TEMPLATE_ES = ("esta es la plantilla del PR, rellénala:\n\n## Lista\n"
                  "- [ ] Ejecuté `make fmt`\n- [ ] Actualicé el CHANGELOG.md\n"
                  "- [ ] Añadí tests\n")
REPRO_STEPS = ("steps to reproduce:\n1. run `npm start`\n2. open /cart with two items\n"
               "3. click pay twice\n\nexpected one charge, got two")

Case = tuple[str, list[tuple[Any, ...]], list[tuple[Any, ...]]]

# (a) The same ask made as a one-time request in several pieces of work, in new shapes.
REPEATED: list[Case] = [
    ("changelog_in_spanish_and_french_among_english", [
        ([("add a `--dry-run` flag to the publish command", "Added the flag."),
          ("also update the changelog", DONE)], "main", QUILL),
        ([("arregla el parser de fechas y añade también una entrada al changelog", DONE)],
         "main", QUILL),
        ([("why is the import slow?", "It parses every file twice."), ("ok thanks", DONE)],
         "main", QUILL),
        ([("ajoute le support des fichiers .toml", "C'est fait."),
          ("n'oublie pas le changelog", DONE)], "main", QUILL),
    ], [("edits_file", "CHANGELOG", False, ("s0", "s1", "s3"))]),
    ("cargo_fmt_in_german_and_portuguese", [
        ([("add a --max-depth option to the walker", DONE), ("run `cargo fmt` too", DONE)],
         "main", CRATE),
        ([("Füge eine --exclude Option hinzu", "Erledigt."),
          ("bitte danach noch `cargo fmt` laufen lassen", DONE)], "main", CRATE),
        ([("the scan crashes on an empty dir:\n\n" + RUST_PANIC, "The walker unwraps a None."),
          ("fix it", DONE)], "main", CRATE),
        ([("adiciona suporte a symlinks e roda o `cargo fmt` no final", DONE)],
         "main", CRATE),
    ], [("runs", "cargo fmt", False, ("s0", "s1", "s3"))]),
    ("the_tests_run_in_german_and_english", [
        ([("add the csv reader", DONE), ("run the tests too", DONE)], "main", ETL),
        ([("füge einen Retry für den S3-Upload hinzu, bitte auch die Tests laufen lassen",
           DONE)], "main", ETL),
        ([("the load step fails:\n\n" + PY_TRACE, "The file is closed early."),
          ("ok fix", DONE)], "main", ETL),
        ([("add the dedupe step", DONE), ("also run the tests before you finish", DONE)],
         "main", ETL),
    ], [("runs", "the tests", False, ("s0", "s1", "s3"))]),
    ("make_fmt_in_a_checklist_a_sentence_and_steps", [
        ([("checklist for this one:\n- add the Cancel RPC\n- wire it in the gateway\n"
           "- run `make fmt`\n- update the docs", DONE)], "main", PROTO),
        ([("CI is red:\n\n" + GO_FAIL + "\n\nfix it please", DONE)], "main", PROTO),
        ([("add a deadline to the Ping RPC", DONE), ("make fmt before you hand it back", DONE)],
         "main", PROTO),
        ([("steps:\n1. add tenant_id to RequestMeta\n2. regenerate the stubs\n3. `make fmt`",
           DONE)], "main", PROTO),
    ], [("runs", "make fmt", False, ("s0", "s2", "s3"))]),
    ("changelog_as_a_requirement_on_the_result", [
        ([("add a --since filter to the export", DONE),
          ("make sure the PR has a changelog entry", DONE)], "main", LEDGER),
        ([("fix the rounding of negative refunds", DONE),
          ("the PR needs a changelog entry too", DONE)], "main", LEDGER),
        ([("what does ledger/tax.py do?", "It computes VAT per line."), ("ok", DONE)],
         "main", LEDGER),
        ([("add the invoice pdf endpoint; also update CHANGELOG.md", DONE)], "main", LEDGER),
        ([("review came back:\n\n" + REVIEW_PAGE + "\n\nplease fix", DONE)], "main", LEDGER),
        # Expected "CHANGELOG" when written; the preference states the file as it was named
        # in the one saying the reader of directives finds, "CHANGELOG.md".
    ], [("edits_file", "CHANGELOG.md", False, ("s0", "s1", "s3"))]),
    ("lint_as_a_requirement_and_an_imperative", [
        ([("add the size guide modal", DONE),
          ("make sure `npm run lint` passes before you finish", DONE)], "main", STORE),
        ([("add the wishlist counter; also run `npm run lint`", DONE)], "main", STORE),
        ([("the drawer does not build:\n\n" + TS_ERROR, "total can be undefined there."),
          ("default it to an empty string", DONE)], "main", STORE),
        ([("the checkout button overlaps on mobile", DONE),
          ("npm run lint needs to be clean before you hand it back", DONE)], "main", STORE),
    ], [("runs", "npm run lint", False, ("s0", "s1", "s3"))]),
    ("just_check_after_a_greeting_an_emoji_and_a_ticket", [
        ([("hi! add a healthz endpoint to the api", DONE),
          ("thanks. also run `just check` before you finish", DONE)], "main", ATLAS),
        ([("🚀 ATL-231: add rate limiting to the login route, and run just check at the end",
           DONE)], "main", ATLAS),
        ([("ATL-240 why are the e2e tests flaky?", "The fixture shares a port."),
          ("ok leave it for now", DONE)], "main", ATLAS),
        ([("good morning :) add a cache for the user lookups, then `just check`", DONE)],
         "main", ATLAS),
    ], [("runs", "just check", False, ("s0", "s1", "s3"))]),
    ("task_test_after_ticket_ids_and_in_portuguese", [
        ([("PAY-88: add overtime to the payslip", DONE), ("run `task test` too", DONE)],
         "main", PAYROLL),
        ([("PAY-91 corrige o cálculo do INSS e roda também o `task test`", DONE)],
         "main", PAYROLL),
        ([("CI:\n\n" + GO_FAIL + "\n\nsee what broke", "The status mapping."),
          ("fix it", DONE)], "main", PAYROLL),
        ([("PAY-97: add the 13th salary line", DONE),
          ("task test before you hand it back please", DONE)], "main", PAYROLL),
    ], [("runs", "task test", False, ("s0", "s1", "s3"))]),
    ("ruff_format_after_emoji_and_in_french", [
        ([("add a --verbose flag to the cli", DONE), ("👍 now run `ruff format` too", DONE)],
         "main", QUILL),
        ([("ajoute un cache pour les fiches, puis lance `ruff format`", DONE)],
         "main", QUILL),
        ([("rename the `load` helper to `read_config`", DONE)], "main", QUILL),
        ([("split the parser into two modules", DONE),
          ("🙏 ruff format please, the diff has tabs again", DONE)], "main", QUILL),
    ], [("runs", "ruff format", False, ("s0", "s1", "s3"))]),
    ("slog_in_spanish_and_english", [
        ([("add logging to the refund handler", "I used log.Printf."),
          ("use `slog` for that", DONE)], "main", PROTO),
        ([("añade logs al handler de pedidos y usa `slog`", DONE)], "main", PROTO),
        ([("why does the gateway retry twice?", "Both the client and the proxy retry."),
          ("ok", DONE)], "main", PROTO),
        ([("add logging to the webhook retries", "Added log.Printf calls."),
          ("`slog` please, not log.Printf", DONE)], "main", PROTO),
    ], [("diff_adds", "slog", False, ("s0", "s1", "s3"))]),
    ("spotless_in_a_bulleted_list_and_a_sentence", [
        ([("todo:\n- add the iban check to Account\n- cover it with a test\n"
           "- run ./gradlew spotlessApply", DONE)], "main", BANK),
        ([("opening an account crashes:\n\n" + JAVA_TRACE, DONE)], "main", BANK),
        ([("add the transfer limit", DONE), ("also run `./gradlew spotlessApply`", DONE)],
         "main", BANK),
        ([("* add a currency column to statements\n* ./gradlew spotlessApply at the end",
           DONE)], "main", BANK),
    ], [("runs", "./gradlew spotlessApply", False, ("s0", "s2", "s3"))]),
    ("changelog_dont_forget_a_checklist_and_a_sentence", [
        ([("add the dark mode toggle", DONE), ("don't forget the changelog", DONE)],
         "main", DOCSITE),
        ([("checklist:\n- fix the broken footer link\n- update CHANGELOG.md", DONE)],
         "main", DOCSITE),
        ([("the build warns about a missing alt text", "On the team page."),
          ("add one", DONE)], "main", DOCSITE),
        ([("add a search box", DONE), ("and update the changelog too", DONE)],
         "main", DOCSITE),
    ], [("edits_file", "CHANGELOG", False, ("s0", "s1", "s3"))]),
    ("mypy_after_tickets_and_in_german", [
        ([("CRAWL-12 add retries to the fetcher", DONE),
          ("please run `mypy` before you finish", DONE)], "main", CRAWLER),
        ([("CRAWL-19: parse the sitemap index", DONE),
          ("lass bitte noch mypy drüber laufen", DONE)], "main", CRAWLER),
        ([("CRAWL-21 the crawl stops at 500 pages", "MAX_PAGES is 500."),
          ("raise it to 5000", DONE)], "main", CRAWLER),
        ([("CRAWL-23 cache robots.txt per host and run mypy afterwards", DONE)],
         "main", CRAWLER),
    ], [("runs", "mypy", False, ("s0", "s1", "s3"))]),
    ("sqlfluff_in_spanish_and_as_a_requirement", [
        ([("add a model for monthly churn; also run `sqlfluff lint`", DONE)], "main", DWH),
        ([("añade el modelo de ingresos por región y ejecuta `sqlfluff lint` al final", DONE)],
         "main", DWH),
        ([("the refunds model fails:\n\n" + SQL_ERROR, "A zero count divides."),
          ("guard it with nullif", DONE)], "main", DWH),
        ([("fix the null handling in the orders model", DONE),
          ("make sure sqlfluff lint is clean", DONE)], "main", DWH),
    ], [("runs", "sqlfluff lint", False, ("s0", "s1", "s3"))]),
    ("prettier_in_french_and_english", [
        ([("add the wishlist page", DONE), ("run prettier on it", DONE)], "main", STORE),
        ([("ajoute le tri par prix, et lance `prettier` à la fin", DONE)], "main", STORE),
        ([("which components read the cart store?", "Drawer and Summary."), ("ok", DONE)],
         "main", STORE),
        ([("fix the price rounding and format it with prettier", DONE)], "main", STORE),
    ], [("runs", "prettier", False, ("s0", "s1", "s3"))]),
]

# (b) What must not become a standing preference, however often its words come back.
NOT_REPEATED: list[Case] = [
    ("changelog_asked_once_then_read_in_other_languages", [
        ([("fix the flaky retry test and update the changelog", DONE)], "main", LEDGER),
        ([("lee el changelog y dime qué cambió en la 3.2", "El formato de config.")],
         "main", LEDGER),
        ([("résume le CHANGELOG.md pour les notes de version", DONE)], "main", LEDGER),
        ([("was steht im Changelog zur 2.4?", "Python 3.9 wurde entfernt.")],
         "main", LEDGER),
    ], []),
    ("one_ask_in_three_languages_in_three_repositories", [
        ([("add the tenant header", DONE), ("lance aussi `make fmt`", DONE)], "main", PROTO),
        ([("füge die Zusammenfassung hinzu", DONE),
          ("bitte auch `make fmt` laufen lassen", DONE)], "main", CRATE),
        ([("add the export job", DONE), ("also run `make fmt`", DONE)], "main", ETL),
    ], []),
    ("asked_in_two_languages_then_the_opposite", [
        ([("add a --max-depth option", DONE), ("run `cargo fmt` too", DONE)], "main", CRATE),
        ([("adiciona suporte a symlinks e roda também o `cargo fmt`", DONE)], "main", CRATE),
        ([("add the generated bindings under src/ffi", DONE),
          ("don't run cargo fmt on these, they're generated", DONE)], "main", CRATE),
    ], []),
    ("one_file_checked_twice_in_one_day_in_two_languages", [
        ([("fix the rounding in ledger/billing.py", DONE),
          ("make sure `mypy ledger/billing.py` passes", DONE)], "main", LEDGER, 5),
        ([("das Runden ist bei negativen Beträgen noch falsch", DONE),
          ("bitte noch mal `mypy ledger/billing.py` laufen lassen", DONE)], "main", LEDGER, 5),
        ([("add a --verbose flag to the export", DONE)], "main", LEDGER, 9),
    ], []),
    ("pr_template_in_spanish_pasted_in_three_sessions", [
        ([("add the refund endpoint", DONE), (PR_TEMPLATE_ES, DONE)], "feature/refunds",
         PROTO),
        ([("add the invoice pdf", DONE), (PR_TEMPLATE_ES, DONE)], "feature/invoice-pdf",
         PROTO),
        ([("add the credit note", DONE), (PR_TEMPLATE_ES, DONE)], "feature/credit-note",
         PROTO),
    ], []),
    ("steps_to_reproduce_in_three_sessions", [
        ([(REPRO_STEPS + "\n\nfix it", DONE)], "main", STORE),
        ([("still happens:\n\n" + REPRO_STEPS, DONE)], "main", STORE),
        ([("add the size guide link", DONE)], "main", STORE),
        ([("again, sorry:\n" + REPRO_STEPS + "\nplease look", DONE)], "main", STORE),
    ], []),
    ("one_plan_carried_on_one_branch", [
        ([("plan:\n1. add the iban column\n2. run `make migrate`\n3. backfill from the csv",
           "Step 1 is in."), ("go on", DONE)], "feature/iban", BANK),
        ([("continuing:\n1. add the iban column\n2. run `make migrate`\n3. backfill from the "
           "csv\nwe stopped at 2", DONE)], "feature/iban", BANK),
        ([("last bit of the plan:\n2. run `make migrate`\n3. backfill from the csv", DONE)],
         "feature/iban", BANK),
    ], []),
    ("a_step_of_one_plan_then_talked_about", [
        ([("1. add the iban column\n2. `make migrate`\n3. backfill from the csv", DONE)],
         "main", BANK),
        ([("why did make migrate fail on staging?", "The lock timed out."), ("ok", DONE)],
         "main", BANK),
        ([("make migrate is slow now, look into it", DONE)], "main", BANK),
    ], []),
    ("greetings_then_a_question_about_the_run", [
        ([("hi! add a healthz endpoint", "Done."),
          ("did you run `just check`?", "Yes, it passed.")], "main", ATLAS),
        ([("👋 ATL-12 add the rate limiter", "Done."), ("did just check pass?", "Yes.")],
         "main", ATLAS),
        ([("morning! cache the user lookups", "Done."),
          ("was just check happy with it?", "Yes, no findings.")], "main", ATLAS),
    ], []),
    ("a_ticket_about_the_tool_pasted_on_one_branch", [
        ([("here's the ticket:\n> ATL-231: run `just check` in the pre-commit hook\n\n"
           "implement it", DONE)], "feature/atl-231", ATLAS),
        ([("ATL-231 again, the hook is slow: " "> run `just check` in the pre-commit hook",
           DONE)], "feature/atl-231", ATLAS),
        ([("ATL-231: last review comment, address it\n> the hook should run `just check` "
           "only on staged files", DONE)], "feature/atl-231", ATLAS),
    ], []),
    ("same_spanish_words_about_different_things", [
        ([("añade un test para el parser de fechas", DONE)], "main", QUILL),
        ([("añade un test para el exportador", DONE)], "main", QUILL),
        ([("añade un test para el cliente http", DONE)], "main", QUILL),
    ], []),
    ("requirements_on_the_pr_about_different_things", [
        ([("add the dark mode toggle", DONE), ("make sure the PR has a screenshot", DONE)],
         "main", DOCSITE),
        ([("add the search box", DONE), ("the PR needs a description this time", DONE)],
         "main", DOCSITE),
        ([("fix the footer link", DONE), ("make sure the PR has a preview link", DONE)],
         "main", DOCSITE),
    ], []),
    ("the_tool_reported_on_in_french", [
        ([("add a --verbose flag to the cli", DONE), ("also run `ruff format`", DONE)],
         "main", QUILL),
        ([("pourquoi `ruff format` change les docstrings ?", "Il normalise les guillemets."),
          ("ok", DONE)], "main", QUILL),
        ([("ruff format plante sur quill/legacy.py, regarde", DONE)], "main", QUILL),
    ], []),
    ("asked_once_then_pasted_after_an_emoji_in_reviews", [
        ([("add the healthz endpoint", DONE), ("run `just check` too", DONE)], "main", ATLAS),
        ([("review:\n\n**mo** commented on api/health.go:\n> 🙏 please run `just check`, "
           "the linter fails\n\naddress it", DONE)], "main", ATLAS),
        ([("CI bot says:\n```\n❌ lint failed. Please run just check locally and push again\n"
           "```", DONE)], "main", ATLAS),
    ], []),
    ("asked_in_two_languages_then_given_up_as_a_rule", [
        ([("add a search box", DONE), ("also update the changelog", DONE)], "main", DOCSITE),
        ([("añade el modo oscuro y actualiza también el changelog", DONE)], "main", DOCSITE),
        ([("add the team page", DONE),
          ("stop updating the changelog, release-please writes it from now on", DONE)],
         "main", DOCSITE),
    ], []),
]


def _repository(home: Path, files: dict[str, str]) -> str:
    """A repository checked out under the home folder, holding these files."""
    repo = home / "work" / "shop"
    (repo / ".git").mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (repo / name).write_text(text, encoding="utf-8")
    return str(repo)


def _script_and_tool(repo: str, script: str, tool: str) -> list[tuple[Any, ...]]:
    return [
        ([("add the coupon field", DONE), (f"also run `{script}`", DONE)], "main", repo),
        ([("the cart total is off by a cent", "Rounded per line."), ("fix it", DONE)],
         "main", repo),
        ([("add the wishlist button", DONE), (f"run `{tool}` too", DONE)], "main", repo),
    ]


def _package(scripts: dict[str, str]) -> dict[str, str]:
    return {"package.json": json.dumps({"name": "shop", "scripts": scripts}, indent=2)}


# (c) A script named in one session and the tool it runs in another: one ask only where the
# repository's own files tie the two.
TIED: list[tuple[str, dict[str, str], str, str, list[tuple[Any, ...]]]] = [
    ("lint_fix_script_and_its_tool_tied_by_package_json",
     _package({"lint:fix": "eslint . --fix", "test": "vitest run"}),
     "npm run lint:fix", "eslint --fix", [("runs", "npm run lint:fix", False, ("s0", "s2"))]),
    ("lint_fix_script_and_the_tool_with_no_package_json", {},
     "npm run lint:fix", "eslint --fix", []),
    ("lint_fix_script_running_another_tool", _package({"lint:fix": "biome check --write ."}),
     "npm run lint:fix", "eslint --fix", []),
]
# Written after the fix, to break it.
TIED_AFTER_THE_FIX: list[tuple[str, dict[str, str], str, str, list[tuple[Any, ...]]]] = [
    ("script_of_several_commands", _package({"lint:fix": "eslint . --fix && prettier -w ."}),
     "npm run lint:fix", "eslint --fix", []),
    ("make_target_and_its_one_command",
     {"Makefile": ".PHONY: fmt test\nfmt:\n\t@gofmt -w .\n\ntest:\n\tgo test ./...\n"},
     "make fmt", "gofmt -w", [("runs", "make fmt", False, ("s0", "s2"))]),
    ("make_target_of_two_commands",
     {"Makefile": "fmt:\n\tgofmt -w .\n\tgoimports -w .\n"}, "make fmt", "gofmt -w", []),
    ("just_recipe_and_another_tool",
     {"justfile": "check:\n    cargo clippy -- -D warnings\n"}, "just check", "cargo fmt", []),
]

# Still read wrong, each checked to stay wrong so that reading it right is seen. "bitte auch die
# Tests laufen lassen" names the check in German words, which no English saying of it names: the
# preference stands on the other two. (A list under a bare "steps:" or "todo:", missed here at
# first, is read since the fourth round: `test_tasks_repeated_fourth_first_sight`.)
KNOWN_MISSES: frozenset[str] = frozenset({
    "the_tests_run_in_german_and_english",
})

# Written after the fix, to break it: words in the new shapes that do not ask for the term.
AFTER_THE_FIX: list[Case] = [
    ("turned_away_in_german_and_portuguese", [
        ([("add a --max-depth option", DONE), ("run `cargo fmt` too", DONE)], "main", CRATE),
        ([("füge die --exclude Option hinzu, aber `cargo fmt` bitte nicht laufen lassen",
           DONE)], "main", CRATE),
        ([("adiciona o parser de globs sem rodar o `cargo fmt`", DONE)], "main", CRATE),
    ], []),
    ("the_verb_told_of_a_tool_in_spanish_and_french", [
        ([("add the search box", DONE), ("also update the changelog", DONE)], "main", DOCSITE),
        ([("el bot añade una entrada al changelog solo, no hace falta", DONE)],
         "main", DOCSITE),
        ([("le script de release ajoute le changelog tout seul", DONE)], "main", DOCSITE),
    ], []),
    ("questions_in_spanish_and_german", [
        ([("add retries to the fetcher", DONE), ("also run `mypy`", DONE)], "main", CRAWLER),
        ([("¿por qué falla `mypy` en el CI?", "Un stub que falta."), ("vale", DONE)],
         "main", CRAWLER),
        ([("warum ist mypy so langsam?", "Der Cache ist kalt."), ("ok", DONE)],
         "main", CRAWLER),
    ], []),
    ("required_of_another_thing_than_the_term", [
        ([("add the search box", DONE), ("also update the changelog", DONE)], "main", DOCSITE),
        ([("add the team page", DONE),
          ("make sure the PR has a screenshot of the changelog page", DONE)], "main", DOCSITE),
        ([("fix the footer", DONE), ("the PR needs a link to the changelog", DONE)],
         "main", DOCSITE),
    ], []),
    ("made_sure_of_something_else_about_the_run", [
        ([("add the tenant header", DONE), ("run `make lint` too", DONE)], "main", PROTO),
        ([("add a lint rule for naked returns", DONE),
          ("make sure make lint fails on the fixture", DONE)], "main", PROTO),
        ([("speed up CI", DONE), ("make sure `make lint` is not skipped on forks", DONE)],
         "main", PROTO),
    ], []),
    ("an_emoji_before_talk_about_the_tool", [
        ([("add the healthz endpoint", DONE), ("also run `just check`", DONE)], "main", ATLAS),
        ([("🤔 just check fails on main, any idea?", "A stale lockfile."), ("ok", DONE)],
         "main", ATLAS),
        ([("👀 just check prints a warning about the cache, look at it", DONE)],
         "main", ATLAS),
    ], []),
]

CASES = REPEATED + NOT_REPEATED + AFTER_THE_FIX


@pytest.mark.parametrize(("name", "sessions", "expected"), CASES,
                         ids=[case[0] for case in CASES])
def test_repeated_asks_third_round(isolated_home: Path, name: str,
                                   sessions: list[tuple[Any, ...]],
                                   expected: list[tuple[Any, ...]]) -> None:
    found = _standing(isolated_home, sessions)
    check_read(name, found, expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "files", "script", "tool", "expected"),
                         TIED + TIED_AFTER_THE_FIX, ids=[t[0] for t in TIED + TIED_AFTER_THE_FIX])
def test_a_script_and_its_tool(isolated_home: Path, name: str, files: dict[str, str],
                               script: str, tool: str, expected: list[tuple[Any, ...]]) -> None:
    repo = _repository(isolated_home, files)
    found = _standing(isolated_home, _script_and_tool(repo, script, tool))
    check_read(name, found, expected, KNOWN_MISSES)


def test_the_case_names_are_each_their_own() -> None:
    check_whole([case[0] for case in CASES] + [t[0] for t in TIED + TIED_AFTER_THE_FIX],
                KNOWN_MISSES)


@pytest.mark.parametrize(("words", "term", "asked"), [
    # Another language than English: an imperative that governs the term, a verb that ends a
    # German clause, a reminder not to forget it.
    ("arregla el parser de fechas y añade también una entrada al changelog", "changelog", True),
    ("añade logs al handler de pedidos y usa `slog`", "slog", True),
    ("bitte danach noch `cargo fmt` laufen lassen", "cargo fmt", True),
    ("lass bitte noch mypy drüber laufen", "mypy", True),
    ("adiciona suporte a symlinks e roda o `cargo fmt` no final", "cargo fmt", True),
    ("PAY-91 corrige o cálculo do INSS e roda também o `task test`", "task test", True),
    ("ajoute le tri par prix, et lance `prettier` à la fin", "prettier", True),
    ("n'oublie pas le changelog", "changelog", True),
    ("no olvides el changelog", "changelog", True),
    # ... and what only names the term there: negated, taken out, its topic, told of a tool,
    # asked about.
    ("ne lance pas `prettier` sur les fichiers générés", "prettier", False),
    ("no ejecutes `sqlfluff lint` en los modelos viejos", "sqlfluff lint", False),
    ("`cargo fmt` bitte nicht laufen lassen", "cargo fmt", False),
    ("adiciona o parser de globs sem rodar o `cargo fmt`", "cargo fmt", False),
    ("añade un test para el parser de fechas", "parser", False),
    ("el script añade una entrada al changelog", "changelog", False),
    ("lee el changelog y dime qué cambió en la 3.2", "changelog", False),
    ("pourquoi `ruff format` change les docstrings ?", "ruff format", False),
    ("warum ist mypy so langsam?", "mypy", False),
    # What the result must have.
    ("make sure the PR has a changelog entry", "changelog", True),
    ("the PR needs a changelog entry too", "changelog", True),
    ("make sure sqlfluff lint is clean", "sqlfluff lint", True),
    ("npm run lint needs to be clean before you hand it back", "npm run lint", True),
    ("don't forget the changelog", "changelog", True),
    ("make sure the PR has a screenshot of the changelog page", "changelog", False),
    ("the PR needs a link to the changelog", "changelog", False),
    ("make sure make lint fails on the fixture", "make lint", False),
    ("make sure `make lint` is not skipped on forks", "make lint", False),
    # After an emoji, a greeting or a ticket; the term alone after a clause ending in "then".
    ("🙏 ruff format please, the diff has tabs again", "ruff format", True),
    ("good morning :) add a cache for the user lookups, then `just check`", "just check", True),
    ("👀 just check prints a warning about the cache, look at it", "just check", False),
    ("🤔 just check fails on main, any idea?", "just check", False),
])
def test_an_ask_said_again_in_the_third_round_shapes(words: str, term: str, asked: bool) -> None:
    assert bool(asks_for(words, term)) is asked


@pytest.mark.parametrize(("words", "expected"), [
    # When a bare command is run is no argument of it.
    ("add rate limiting, and run make lint at the end", {(RUNS, "make lint", False)}),
    ("🚀 ATL-231: add rate limiting to the login route, and run just check at the end",
     {(RUNS, "just check", False)}),
])
def test_a_bare_command_ends_before_when(words: str, expected: set[Any]) -> None:
    assert judged(words, DONE) == expected


@pytest.mark.parametrize(("files", "command", "tool"), [
    (_package({"lint:fix": "eslint . --fix"}), "npm run lint:fix", "eslint --fix"),
    (_package({"lint:fix": "eslint . --fix"}), "pnpm lint:fix", "eslint --fix"),
    (_package({"lint:fix": "eslint . --fix && prettier -w ."}), "npm run lint:fix", ""),
    (_package({"lint": "eslint ."}), "npm run lint:fix", ""),
    ({"package.json": "{not json"}, "npm run lint:fix", ""),
    ({"Makefile": "fmt:\n\t@gofmt -w .\n"}, "make fmt", "gofmt -w"),
    ({"Makefile": "fmt: deps\n\tgofmt -w .\n\tgoimports -w .\n"}, "make fmt", ""),
    ({"justfile": "check:\n    cargo clippy -- -D warnings\n"}, "just check",
     "cargo clippy -- -D warnings"),
    ({}, "make fmt", ""),
    ({"Makefile": "fmt:\n\tgofmt -w .\n"}, "gofmt -w .", ""),
])
def test_the_tool_a_script_runs(tmp_path: Path, files: dict[str, str], command: str,
                                tool: str) -> None:
    from skillsleep.tasks.scripts import Scripts

    assert Scripts().runs(_repository(tmp_path, files), command) == tool


def _asked(n: int, words: str, repo: str) -> Task:
    origin = Origin("claude-code", f"s{n}", f"r{n}")
    return Task(id=f"t{n}", request=words, harness="claude-code", session_id=f"s{n}",
                project=repo, time=f"2026-03-{n:02d}T09:00:00",
                judges=derive([Quote(words, origin)]), origin=origin)


def test_a_script_changed_since_is_read_again(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from skillsleep.identity import workspace_of
    from skillsleep.tasks import standingcache

    monkeypatch.setattr(standingcache, "_LAST", None)
    repo = _repository(tmp_path, _package({"lint:fix": "eslint . --fix"}))
    tasks = [_asked(1, "add the coupon field, and also run `npm run lint:fix`", repo),
             _asked(2, "add the wishlist button; run `eslint --fix` too", repo)]

    def found() -> list[str]:
        for t in tasks:
            t.judges = [j for j in t.judges if not j.standing]
        prefs = standingcache.standing_preferences(tasks, [], None, {repo: workspace_of(repo)},
                                                   "enc", set(), {})
        return [p.judge.subject()[-1] for p in prefs]

    assert found() == ["npm run lint:fix"]
    _repository(tmp_path, _package({"lint:fix": "biome check --write ."}))
    assert found() == []
