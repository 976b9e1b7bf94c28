"""Rules proven by repetition, second round, at first sight: the same one-time ask in several
sessions of one repository, worded in shapes the first rounds do not hold, is one standing
preference with every place it was said; what only looks like it is none.

The shapes: the ask as a trailing clause of other work ("fix the flaky test and update the
changelog", "...; also run `go generate ./...`"), the ask said with the tool as its verb or
with a verb of its own ("format it with black", "make it black-clean", "terraform fmt it"), a
complaint after the agent forgot it ("you forgot the changelog again"), the ask in another
language than English in one session, and the ask as one step of a numbered list. The close
look-alikes: the same words about different things (a changelog asked for in one repository
and read in another), the same ask in two sessions of one day about one file, an ask repeated
only by pasted text (a CI log or a pull request template that says to run the linter), an ask
followed later by its opposite, the same ask once in each of several repositories.

Each case is a whole history of Claude Code sessions (2 to 6), written where and how Claude Code
writes them and harvested as the person's own, long and untidy as real work is: pasted logs and
review comments, follow-ups, several projects and stacks. The wordings are written for these
tests from how people ask in general; the expected standing preferences (check, term, said as a
rule, the sessions it was said in) were decided before the histories were run.

At first sight (before the code was changed for them), 16 of the 33 were read right: 1 of the
16 repeated asks (six found with a place missing: "you forgot the changelog again", "make it
black-clean too", "go generate ./... before you hand it back", "check the types with mypy" and
two sayings in another language; nine missed whole: a run joined to the work by "and" gave no
ask, "... with `make openapi`" was read as code the change adds, a run on the work just done,
"run prettier on it", as the work itself), 15 of the 17 close negatives (wrong: a check run on
one file, `mypy ledger/billing.py`, and an edit of `docs/refunds.md`, each asked in two
sessions of one day). After the fix (a run joined to the work by "and" is an ask of its own; a
command named as the means of other work is run; "run X on it" is on top of the work; an ask
said again as a complaint that the agent left it out, with the tool as the verb, "X-clean",
the term alone as the next step or a numbered step, in a verb phrase joined by "and", "check
... with X", and for a file to edit; "./..." is part of a command; a check run on one file is
about that file, and a document of the work's own edited only in one day's sessions is that
work going on), 28 of the 33: 11 of the 16 and all 17. The 9 written after the fix to break it
(`AFTER_THE_FIX`; the last two after the reader's whole test set found the second): the code
before read all 9 as first expected, the fix as first written 5 (a complaint about another
thing of the term counted; "rebase on main and run `make test`" in three sessions gave a
preference; `python manage.py test` and `ansible-playbook site.yml --check`, each asked twice,
were read as checks of one file), now 8 as first expected; the expectation of the rebase was
changed to that preference, as "rebase on main, then run `make test`" was read before.
What is still missed is in `KNOWN_MISSES`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from skillsleep.after_harvest import after_harvest
from skillsleep.context import Context
from skillsleep.harvest import run_harvest
from skillsleep.tasks.pipeline import load_families
from skillsleep.tasks.repetition import asks_for, plain_term
from test_tasks_standing_histories import DONE, _session

from helpers.judged import ADDS, RUNS, check_read, check_whole, judged

LEDGER = "/work/ledger"        # Python billing API
CRAWLER = "/work/crawler"      # Python crawler
ETL = "/work/etl"              # Python data pipelines
PROTO = "/work/protohub"       # Go gRPC services
STORE = "/work/storefront"     # TypeScript shop
CRATE = "/work/scanner"        # Rust CLI
BANK = "/work/bankcore"        # Java service
DWH = "/work/dwh"              # SQL models
INFRA = "/work/infra"          # terraform
PHONE = "/work/phone"          # Kotlin Android app
DOCSITE = "/work/docsite"      # static site
HANDBOOK = "/work/handbook"    # another team's docs

PY_TRACE = ("```\nTraceback (most recent call last):\n"
            "  File \"ledger/export.py\", line 88, in export\n"
            "    writer.writerow(row)\n"
            "ValueError: I/O operation on closed file.\n```")
GO_FAIL = ("```\n--- FAIL: TestOrderStatus (0.01s)\n"
           "    order_test.go:44: got PENDING, want SHIPPED\n"
           "FAIL\nFAIL\tgithub.com/acme/protohub/orders\t0.311s\n```")
JAVA_TRACE = ("```\njava.lang.NullPointerException: Cannot invoke \"String.length()\"\n"
              "\tat com.acme.bank.Iban.validate(Iban.java:31)\n"
              "\tat com.acme.bank.AccountService.open(AccountService.java:77)\n```")
REVIEW_PAGE = ("**ana** commented on api/orders.py:\n\n"
               "> page_size = int(request.args['size'])\n\n"
               "This will 500 on a bad value, validate it first.")
PLAN = ("```\nTerraform will perform the following actions:\n\n"
        "  # aws_s3_bucket.exports will be created\n"
        "  + resource \"aws_s3_bucket\" \"exports\" {\n"
        "      + bucket = \"acme-exports\"\n    }\n\n"
        "Plan: 1 to add, 0 to change, 0 to destroy.\n```")
# What a linter's CI job prints: its own advice to run a command, pasted by the person.
CI_LINT = ("```\n> storefront@1.4.0 lint\n> eslint . --max-warnings 0\n\n"
           "src/cart/Drawer.tsx\n  12:7  error  'total' is never reassigned  prefer-const\n\n"
           "✖ 1 problem (1 error, 0 warnings)\n"
           "  1 error is potentially fixable with the `--fix` option.\n\n"
           "Run `npm run lint` locally before pushing.\n"
           "Error: Process completed with exit code 1.\n```")
BLACK_CI = ("```\nwould reformat ledger/api/orders.py\n"
            "Oh no! 💥 💔 💥\n1 file would be reformatted, 41 files would be left unchanged.\n"
            "Run `black .` to fix.\n```")
PR_TEMPLATE = ("here's the PR template, fill it in for this change:\n\n"
               "## Checklist\n- [ ] Ran `make lint`\n- [ ] Updated CHANGELOG.md\n"
               "- [ ] Added tests\n")

Case = tuple[str, list[tuple[Any, ...]], list[tuple[Any, ...]]]

# (a) The same ask made as a one-time request in several pieces of work, in new shapes.
REPEATED: list[Case] = [
    ("changelog_as_a_trailing_clause_and_a_complaint", [
        ([("fix the flaky retry test in tests/test_webhooks.py and update the changelog",
           DONE)], "main", LEDGER),
        ([("the nightly export died:\n\n" + PY_TRACE + "\n\nany idea?",
           "The writer is used after the file is closed."), ("ok fix it", DONE)],
         "main", LEDGER),
        ([("add a --since filter to the export command", DONE),
          ("you forgot the changelog again", DONE)], "main", LEDGER),
        ([("rename the settings loader to config_loader; also add an entry to CHANGELOG.md",
           DONE)], "main", LEDGER),
    ], [("edits_file", "CHANGELOG.md", False, ("s0", "s2", "s3"))]),
    ("black_said_three_ways", [
        ([("add an audit_log table and its model", "Added the model and a migration."),
          ("format it with black before you finish", DONE)], "main", LEDGER),
        ([("add pagination to the /orders endpoint; run black when you're done", DONE)],
         "main", LEDGER),
        ([("review came back:\n\n" + REVIEW_PAGE + "\n\nplease fix", DONE)], "main", LEDGER),
        ([("tidy up the settings loader", DONE), ("make it black-clean too", DONE)],
         "main", LEDGER),
    ], [("runs", "black", False, ("s0", "s1", "s3"))]),
    ("buf_generate_on_top_forgotten_and_trailing", [
        ([("add a `status` enum to the Order message", "Added the enum to order.proto."),
          ("run `buf generate` too", DONE)], "feature/order-status", PROTO),
        ([("CI is red:\n\n" + GO_FAIL + "\n\nfix it please", DONE)], "main", PROTO),
        ([("add a refund_reason field to Refund", "Added the field to refund.proto."),
          ("you forgot to run buf generate again", DONE)], "feature/refund-reason", PROTO),
        ([("add tenant_id to the RequestMeta message and regenerate the stubs with "
           "buf generate", DONE)], "feature/tenant", PROTO),
    ], [("runs", "buf generate", False, ("s0", "s2", "s3"))]),
    ("go_generate_trailing_tool_first_and_in_a_list", [
        ([("add a Cancel method to the Store interface; also run `go generate ./...`", DONE)],
         "main", PROTO),
        ([("add ListByTenant to the repository interface", DONE),
          ("go generate ./... before you hand it back please", DONE)], "main", PROTO),
        ([("why is the orders service slow on startup?", "It warms the cache synchronously."),
          ("ok leave it", DONE)], "main", PROTO),
        ([("do these:\n1. add a Ping method to the Health interface\n"
           "2. run `go generate ./...` so the mocks are fresh\n"
           "3. make sure the health tests still pass", DONE)], "main", PROTO),
    ], [("runs", "go generate ./...", False, ("s0", "s1", "s3"))]),
    ("npm_lint_in_a_list_a_complaint_and_at_the_end", [
        ([("steps:\n1. add a `size` prop to the Button\n2. update its stories\n"
           "3. run `npm run lint`", DONE)], "main", STORE),
        ([("add the cart drawer animation", DONE),
          ("you didn't lint it. run npm run lint", DONE)], "main", STORE),
        ([("why does the checkout page flash on load?", "The font swaps in late."),
          ("thanks", DONE)], "main", STORE),
        ([("lazy load the product images, and npm run lint at the end", DONE)],
         "main", STORE),
    ], [("runs", "npm run lint", False, ("s0", "s1", "s3"))]),
    ("cargo_clippy_once_in_german", [
        ([("add a --json flag to the scan command", DONE),
          ("run `cargo clippy` too", DONE)], "main", CRATE),
        ([("Füge eine --quiet Option hinzu und lass danach bitte `cargo clippy` laufen",
           DONE)], "main", CRATE),
        ([("read the ignore file from the home dir", DONE),
          ("cargo clippy before you hand it back", DONE)], "main", CRATE),
    ], [("runs", "cargo clippy", False, ("s0", "s1", "s2"))]),
    ("spotless_once_in_french_and_as_a_trailing_clause", [
        ([("ajoute un champ `iban` à Account", DONE),
          ("lance aussi `./gradlew spotlessApply` avant de finir", DONE)], "main", BANK),
        ([("add the transfer limit check", DONE),
          ("also run ./gradlew spotlessApply", DONE)], "main", BANK),
        ([("opening an account crashes:\n\n" + JAVA_TRACE, DONE)], "main", BANK),
        ([("add a currency column to statements and run ./gradlew spotlessApply", DONE)],
         "main", BANK),
    ], [("runs", "./gradlew spotlessApply", False, ("s0", "s1", "s3"))]),
    ("sqlfluff_trailing_and_forgotten", [
        ([("add a model for monthly churn; also run `sqlfluff lint`", DONE)], "main", DWH),
        ([("add the revenue by region model", DONE),
          ("you forgot sqlfluff lint again", DONE)], "main", DWH),
        ([("which models read from raw.payments?", "orders_daily and refunds_monthly."),
          ("ok", DONE)], "main", DWH),
        ([("fix the null handling in the refunds model and run sqlfluff lint afterwards",
           DONE)], "main", DWH),
    ], [("runs", "sqlfluff lint", False, ("s0", "s1", "s3"))]),
    ("mypy_again_and_as_a_trailing_means", [
        ([("add retries to the fetcher", "Done; the tests pass."),
          ("please run `mypy` before you finish", DONE)], "main", CRAWLER),
        ([("the crawl stops at 500 pages", "MAX_PAGES is 500."), ("raise it to 5000", DONE)],
         "main", CRAWLER),
        ([("parse the sitemap index", DONE),
          ("mypy again please, it was skipped last time", DONE)], "main", CRAWLER),
        ([("cache robots.txt per host, then check the types with mypy", DONE)],
         "main", CRAWLER),
    ], [("runs", "mypy", False, ("s0", "s2", "s3"))]),
    ("prettier_on_it_trailing_and_forgotten", [
        ([("add the wishlist page", DONE), ("run prettier on it", DONE)], "main", STORE),
        ([("fix the price rounding in the cart and format it with prettier", DONE)],
         "main", STORE),
        ([("add a skeleton loader to the grid", DONE),
          ("you forgot prettier again, the diff is full of quote changes", DONE)],
         "main", STORE),
        ([("fix the typo on the about page", DONE)], "main", DOCSITE),
    ], [("runs", "prettier", False, ("s0", "s1", "s2"))]),
    ("make_openapi_trailing_listed_and_alone", [
        ([("add the refund endpoint and regenerate the client with `make openapi`", DONE)],
         "main", LEDGER),
        ([("1. add a `currency` query param to /invoices\n2. `make openapi`\n"
           "3. add a test for the param", DONE)], "main", LEDGER),
        ([("CI:\n\n" + BLACK_CI + "\n\nfix", DONE)], "main", LEDGER),
        ([("add the /health endpoint", DONE),
          ("make openapi please, the client is stale again", DONE)], "main", LEDGER),
    ], [("runs", "make openapi", False, ("s0", "s1", "s3"))]),
    ("changelog_once_in_spanish", [
        ([("add the dark mode toggle; also update CHANGELOG.md", DONE)], "main", DOCSITE),
        ([("arregla el enlace roto del footer y actualiza también el CHANGELOG.md", DONE)],
         "main", DOCSITE),
        ([("add a search box", DONE), ("the changelog needs an entry for this too", DONE)],
         "main", DOCSITE),
    ], [("edits_file", "CHANGELOG", False, ("s0", "s1", "s2"))]),
    ("ruff_check_trailing_and_forgotten", [
        ([("add the s3 loader", DONE), ("also run `ruff check` before you finish", DONE)],
         "main", ETL),
        ([("the load step fails on CI:\n\n" + PY_TRACE, DONE)], "main", ETL),
        ([("add the parquet writer, then ruff check it", DONE)], "main", ETL),
        ([("add the dedupe step", DONE), ("you forgot `ruff check` again", DONE)],
         "main", ETL),
    ], [("runs", "ruff check", False, ("s0", "s2", "s3"))]),
    ("detekt_as_a_step_trailing_and_forgotten", [
        ([("add the settings screen", DONE),
          ("now:\n1. run ./gradlew detekt\n2. fix what it finds\n3. tell me when it's clean",
           DONE)], "feature/settings", PHONE),
        ([("add pull to refresh to the feed; then ./gradlew detekt", DONE)],
         "feature/refresh", PHONE),
        ([("add the about screen", DONE), ("you forgot `./gradlew detekt` again", DONE)],
         "feature/about", PHONE),
    ], [("runs", "./gradlew detekt", False, ("s0", "s1", "s2"))]),
    ("terraform_fmt_tool_as_verb_trailing_and_forgotten", [
        ([("add an s3 bucket for the exports", DONE), ("terraform fmt it too", DONE)],
         "main", INFRA),
        ([("bump the postgres instance class and run terraform fmt", DONE)], "main", INFRA),
        ([("does this plan look right?\n\n" + PLAN, "Yes, one bucket is added."),
          ("apply it", DONE)], "main", INFRA),
        ([("add a lifecycle rule to the logs bucket", DONE),
          ("again you forgot terraform fmt", DONE)], "main", INFRA),
    ], [("runs", "terraform fmt", False, ("s0", "s1", "s3"))]),
    ("zod_trailing_asked_and_listed", [
        ([("add the signup form and validate it with zod", DONE)], "main", STORE),
        ([("add the address form", "I check the fields by hand."),
          ("use `zod` for the validation", DONE)], "main", STORE),
        ([("1. add the coupon form\n2. validate the input with zod\n"
           "3. show the errors inline", DONE)], "main", STORE),
    ], [("diff_adds", "zod", False, ("s0", "s1", "s2"))]),
]

# (b) What must not become a standing preference, however often its words come back.
NOT_REPEATED: list[Case] = [
    ("changelog_asked_here_read_in_another_repository", [
        ([("fix the flaky retry test and update the changelog", DONE)], "main", LEDGER),
        ([("read the changelog and tell me what broke in 3.2", "The config format.")],
         "main", HANDBOOK),
        ([("summarize CHANGELOG.md for the release notes", DONE)], "main", HANDBOOK),
        ([("add a --verbose flag to the export", DONE)], "main", LEDGER),
    ], []),
    ("changelog_asked_once_then_read_in_the_same_repository", [
        ([("fix the flaky retry test and update the changelog", DONE)], "main", LEDGER),
        ([("what does the changelog say about 2.3?", "It dropped Python 3.9.")],
         "main", LEDGER),
        ([("check the changelog for when the v1 API was removed", "In 3.0.")],
         "main", LEDGER),
        ([("copy the 2.4 section of CHANGELOG.md into the release notes draft", DONE)],
         "main", LEDGER),
    ], []),
    ("one_file_checked_in_two_sessions_of_one_day", [
        ([("fix the rounding in ledger/billing.py", DONE),
          ("also run `mypy ledger/billing.py`", DONE)], "main", LEDGER, 5),
        ([("the rounding is still off for negative amounts", DONE),
          ("run mypy ledger/billing.py too", DONE)], "main", LEDGER, 5),
        ([("add a --verbose flag to the export", DONE)], "main", LEDGER, 9),
    ], []),
    ("one_doc_updated_in_two_sessions_of_one_day", [
        ([("add the /refunds endpoint", DONE), ("also update docs/refunds.md", DONE)],
         "main", LEDGER, 5),
        ([("refunds need a reason field", DONE), ("update docs/refunds.md too", DONE)],
         "main", LEDGER, 5),
        ([("add a --verbose flag to the export", DONE)], "main", LEDGER, 9),
    ], []),
    ("ci_log_advice_pasted_in_five_sessions", [
        ([("CI is failing:\n\n" + CI_LINT + "\n\nfix it", DONE)], "main", STORE),
        ([("again:\n\n" + CI_LINT, DONE)], "main", STORE),
        ([("add the size guide link", DONE)], "main", STORE),
        ([("lint job red again\n\n" + CI_LINT + "\nplease fix", DONE)], "main", STORE),
        ([("same failure\n" + CI_LINT, DONE)], "main", STORE),
        ([("and once more, sorry:\n\n" + CI_LINT, DONE)], "main", STORE),
    ], []),
    ("formatter_advice_pasted_in_three_sessions", [
        ([("CI:\n\n" + BLACK_CI + "\n\nfix", DONE)], "main", LEDGER),
        ([("black fails again\n\n" + BLACK_CI, DONE)], "main", LEDGER),
        ([("add an index on orders.created_at", DONE)], "main", LEDGER),
        ([(BLACK_CI + "\nsame thing, please fix", DONE)], "main", LEDGER),
    ], []),
    ("pr_template_pasted_in_three_sessions", [
        ([("add the refund endpoint", DONE), (PR_TEMPLATE, DONE)], "feature/refunds", LEDGER),
        ([("add the invoice pdf", DONE), (PR_TEMPLATE, DONE)], "feature/invoice-pdf",
         LEDGER),
        ([("add the credit note", DONE), (PR_TEMPLATE, DONE)], "feature/credit-note",
         LEDGER),
    ], []),
    ("asked_twice_then_the_opposite_for_a_task", [
        ([("add an audit_log table", DONE), ("format it with black before you finish", DONE)],
         "main", LEDGER),
        ([("add pagination to /orders; run black when you're done", DONE)], "main", LEDGER),
        ([("add the generated grpc stubs under ledger/pb", DONE),
          ("don't run black on these, they're generated", DONE)], "main", LEDGER),
        ([("add an index on orders.created_at", DONE)], "main", LEDGER),
    ], []),
    ("asked_in_three_repositories_once_each", [
        ([("add the tenant header", DONE), ("run `make lint` too", DONE)], "main", PROTO),
        ([("add the scan summary", DONE), ("also make lint before you finish", DONE)],
         "main", CRATE),
        ([("add the export job", DONE), ("you forgot make lint again", DONE)], "main", ETL),
        ([("add a timeout to the fetcher", DONE)], "main", CRAWLER),
    ], []),
    ("complaints_about_different_files", [
        ([("add a --since filter to the export", DONE),
          ("you forgot the changelog again", DONE)], "main", LEDGER),
        ([("add the refunds table", DONE),
          ("you forgot the migration again", DONE)], "main", LEDGER),
        ([("add the /health endpoint", DONE),
          ("you forgot the README again", DONE)], "main", LEDGER),
    ], []),
    ("numbered_list_whose_first_step_is_the_run", [
        ([("1. run `make lint`\n2. fix what it reports\n3. commit", DONE)], "main", PROTO),
        ([("1. run make lint\n2. fix everything it flags\n3. push", DONE)], "main", PROTO),
        ([("steps:\n1. run `make lint`\n2. fix the errors\n3. open a PR", DONE)],
         "main", PROTO),
    ], []),
    ("own_forgetting_told_in_three_sessions", [
        ([("I forgot to run buf generate before pushing and CI failed, fix the build", DONE)],
         "main", PROTO),
        ([("forgot buf generate again on my branch, CI is red, can you sort it", DONE)],
         "main", PROTO),
        ([("CI red because I didn't run buf generate, fix please", DONE)], "main", PROTO),
    ], []),
    ("asked_whether_it_was_run_each_time", [
        ([("add retries to the fetcher", "Done."), ("did you run mypy?", "Yes, it's clean.")],
         "main", CRAWLER),
        ([("parse the sitemap index", "Done."), ("did mypy pass?", "Yes.")],
         "main", CRAWLER),
        ([("cache robots.txt", "Done."), ("was mypy happy with it?", "Yes, no errors.")],
         "main", CRAWLER),
    ], []),
    ("the_tool_reported_in_german_and_asked_once", [
        ([("add a --json flag to the scan command", DONE),
          ("run `cargo clippy` too", DONE)], "main", CRATE),
        ([("`cargo clippy` schlägt auf main fehl, kannst du schauen?", DONE)], "main", CRATE),
        ([("cargo clippy meldet eine Warnung in walker.rs, bitte beheben", DONE)],
         "main", CRATE),
    ], []),
    ("the_agents_offer_turned_down_each_time", [
        ([("add an s3 bucket for the exports", "Done. Want me to run `terraform fmt`?"),
          ("no", DONE)], "main", INFRA),
        ([("add a lifecycle rule", "Done. Should I run terraform fmt too?"),
          ("not needed", DONE)], "main", INFRA),
        ([("bump the instance class", "Done. I can run `terraform fmt` if you like."),
          ("no thanks", DONE)], "main", INFRA),
    ], []),
    ("different_files_as_trailing_clauses", [
        ([("fix the retry bug and add a note to docs/upgrade.md", DONE)], "main", LEDGER),
        ([("rename the export flag and add a line to docs/faq.md", DONE)], "main", LEDGER),
        ([("drop python 3.9 and mention it in docs/install.md", DONE)], "main", LEDGER),
    ], []),
    ("asked_once_then_pasted_back_in_a_review", [
        ([("add a `status` enum to the Order message", DONE),
          ("run `buf generate` too", DONE)], "main", PROTO),
        ([("review says:\n\n**kai** commented on orders.proto:\n"
           "Please run buf generate, the stubs are stale.\n\naddress it", DONE)],
         "main", PROTO),
        ([("CI:\n```\nbuf generate produced a diff in gen/orders.pb.go\n"
           "please run buf generate and commit the result\n```", DONE)], "main", PROTO),
    ], []),
]

# Written after the fix, to break it: each has one ask the reader of directives finds, and other
# sessions whose words have the new shapes (a complaint, a clause joined by "and", the tool said
# as a verb, a step of a numbered list, "X-clean", "check ... with X") without asking for it.
HTTPX = ([("add a client for the rates API", "I used `requests`."),
          ("use `httpx` for that", DONE)], "main", CRAWLER)
LINT = ([("add the wishlist badge", DONE), ("also run `npm run lint`", DONE)], "main", STORE)
AFTER_THE_FIX: list[Case] = [
    ("complaint_about_something_else_of_the_term", [
        HTTPX,
        ([("add a client for the fx API", DONE),
          ("you forgot the httpx timeout again", DONE)], "main", CRAWLER),
        ([("add a client for the geo API", DONE),
          ("you forgot to mock httpx again in the tests", DONE)], "main", CRAWLER),
    ], []),
    ("term_joined_by_and_as_a_subject", [
        LINT,
        ([("the build and npm run lint are both slow, look into it", DONE)], "main", STORE),
        ([("fix the login bug and npm run lint failures", DONE)], "main", STORE),
    ], []),
    ("numbered_steps_of_what_ci_does", [
        LINT,
        ([("the CI pipeline does:\n1. `npm ci`\n2. `npm run lint`\n3. `npm test`\n"
           "why is it so slow?", "Step 2 lints every file."), ("ok", DONE)], "main", STORE),
        ([("CI output:\n1. `npm ci`\n2. `npm run lint`\nfails at step 2", DONE)],
         "main", STORE),
    ], []),
    ("tool_said_with_it_as_a_subject", [
        LINT,
        ([("npm run lint it's complaining about the generated files", DONE)], "main", STORE),
        ([("the cart test, npm run lint it is not", DONE)], "main", STORE),
    ], []),
    ("clean_of_another_thing", [
        ([("add the s3 loader", DONE), ("also run `ruff check`", DONE)], "main", ETL),
        ([("make the ruff check clean target faster", DONE)], "main", ETL),
        ([("keep the ruff check config as it is", DONE)], "main", ETL),
    ], []),
    ("checked_with_someone_about_the_tool", [
        ([("add retries to the fetcher", DONE), ("please run `mypy` before you finish", DONE)],
         "main", CRAWLER),
        ([("check with the team whether we still need mypy", DONE)], "main", CRAWLER),
        ([("check the mypy output with me before changing anything", DONE)], "main", CRAWLER),
    ], []),
    ("script_run_by_its_interpreter_said_twice", [
        ([("add the coupon admin", DONE),
          ("also run `python manage.py test` before you finish", DONE)], "main", LEDGER),
        ([("add the refund admin", DONE), ("run python manage.py test too", DONE)],
         "main", LEDGER),
    ], [("runs", "python manage.py test", False, ("s0", "s1"))]),
    ("playbook_run_on_its_file_said_twice", [
        ([("add the node exporter role", DONE),
          ("also run `ansible-playbook site.yml --check` before you finish", DONE)],
         "main", INFRA),
        ([("open port 9100 on the monitoring hosts", DONE),
          ("run ansible-playbook site.yml --check too", DONE)], "main", INFRA),
    ], [("runs", "ansible-playbook site.yml --check", False, ("s0", "s1"))]),
    ("the_run_as_the_work_after_a_chore", [
        ([("rebase on main and run `make test`", DONE)], "main", PROTO),
        ([("pull the latest and run make test", DONE)], "main", PROTO),
        ([("rebase again and run `make test`", DONE)], "main", PROTO),
        # Expected none when written; read as the run after the chore each time, as "rebase on
        # main, then run `make test`" was read before: a run the person wants after that work.
    ], [("runs", "make test", False, ("s0", "s1", "s2"))]),
]


def _standing(home: Path, sessions: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """Harvest the history (one session per entry: its turns, branch, repository and, when
    given, the day of the month it ran on) and return each standing preference found: its
    check, its term, whether it was said as a rule, and the sessions it was said in."""
    for n, (turns, branch, project, *day) in enumerate(sessions):
        _session(home, f"s{n}", day[0] if day else 2 + n, turns, branch, project)
    ctx = Context.create()
    after_harvest(ctx, run_harvest(ctx).changed)
    found: dict[str, tuple[Any, ...]] = {}
    for family in load_families(ctx.store):
        for pref in family.standing:
            params = pref["params"]
            term = params.get("term") or params.get("command") or params.get("path") \
                or json.dumps(params, sort_keys=True)
            sessions_said = tuple(dict.fromkeys(o["session"] for o in pref["origins"]))
            found.setdefault(json.dumps([pref["kind"], term]),
                             (pref["kind"], term, bool(pref.get("durable")), sessions_said))
    return sorted(found.values())


# Still read wrong, each checked to stay wrong so that reading it right is seen. (A numbered list
# under "steps:", read at first as steps to reproduce, is read as the person's own since the
# fourth round: `test_tasks_repeated_fourth_first_sight`.) "now: 1. run `./gradlew detekt` 2.
# fix what it finds" is read as a request of its own, whose work is the run: no saying of the
# three is left to count. (The three sayings in another language than English that were missed
# here are read since the third round: `test_tasks_repeated_third_first_sight`.)
KNOWN_MISSES: frozenset[str] = frozenset({
    "detekt_as_a_step_trailing_and_forgotten",
})

CASES = REPEATED + NOT_REPEATED + AFTER_THE_FIX


@pytest.mark.parametrize(("name", "sessions", "expected"), CASES,
                         ids=[case[0] for case in CASES])
def test_repeated_asks_second_round(isolated_home: Path, name: str,
                                    sessions: list[tuple[Any, ...]],
                                    expected: list[tuple[Any, ...]]) -> None:
    found = _standing(isolated_home, sessions)
    check_read(name, found, expected, KNOWN_MISSES)


def test_the_case_names_are_each_their_own() -> None:
    check_whole([case[0] for case in CASES], KNOWN_MISSES)


@pytest.mark.parametrize(("words", "term", "asked"), [
    # A complaint that the agent left it out, again: the ask made again.
    ("you forgot the changelog again", "changelog", True),
    ("again you forgot terraform fmt", "terraform fmt", True),
    ("you forgot to run buf generate again", "buf generate", True),
    ("you didn't run mypy", "mypy", True),
    ("you forgot the httpx timeout again", "httpx", False),
    ("I forgot to run buf generate before pushing", "buf generate", False),
    ("you forgot to mock httpx again in the tests", "httpx", False),
    # What passes the tool's check.
    ("make it black-clean too", "black", True),
    ("keep the crate clippy clean", "clippy", True),
    ("make the ruff check clean target faster", "ruff check", False),
    # The tool said as the verb, with its object; the term alone as the next step.
    ("terraform fmt it too", "terraform fmt", True),
    ("add the parquet writer, then ruff check it", "ruff check", True),
    ("add pull to refresh to the feed; then ./gradlew detekt", "./gradlew detekt", True),
    ("npm run lint it's complaining about the generated files", "npm run lint", False),
    ("1. add a `currency` param\n2. `make openapi`\n3. add a test for it", "make openapi",
     True),
    # A verb phrase joined by "and" governs its own term.
    ("lazy load the product images, and npm run lint at the end", "npm run lint", True),
    ("stop using requests and use httpx", "httpx", True),
    ("the build and npm run lint are both slow, look into it", "npm run lint", False),
    # A check made with the tool.
    ("cache robots.txt per host, then check the types with mypy", "mypy", True),
    ("check with the team whether we still need mypy", "mypy", False),
])
def test_an_ask_said_again_in_new_shapes(words: str, term: str, asked: bool) -> None:
    assert bool(asks_for(words, term)) is asked


@pytest.mark.parametrize(("words", "expected"), [
    # A run joined to the work by "and" is an ask of its own.
    ("fix the pager and run `make lint`", {(RUNS, "make lint", False)}),
    ("bump the postgres instance class and run terraform fmt",
     {(RUNS, "terraform fmt", False)}),
    # A command named as the means of other work is run.
    ("add the refund endpoint and regenerate the client with `make openapi`",
     {(RUNS, "make openapi", False)}),
    ("add `npm ci` to the workflow", {(ADDS, "npm ci", False)}),
    ("build and run the app", set()),
])
def test_a_run_after_other_work(words: str, expected: set[tuple[str, str, bool]]) -> None:
    assert judged(words, DONE) == expected


def test_every_package_below_is_part_of_the_term() -> None:
    assert plain_term("`go generate ./...`") == "go generate ./..."
    assert plain_term("make lint.") == "make lint"
