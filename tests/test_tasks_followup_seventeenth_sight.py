"""A seventeenth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the cues were
looked at for it, and its figure was taken with the model as it then was.

Its requests act on the change just made, or hand over the next piece by where it comes from. A
follow-up names a linter, a formatter or a type checker to run on the change, or tells what one
said of it ("run prettier on it", "ruff it", "format the files you touched", "golangci-lint is
unhappy:" over its output); pastes the agent's own diff back with one line typed ("this hunk is
wrong", "use log::info there, not println"); reviews the change in bullets ("- rename perPage
...\n- drop the fmt.Println ...\n- add a test for the nil cursor case"); extends it after "also"
or "and" ("also handle negative durations", "and a line in --help for it"); names only a file of
the change ("handler_test.go too"); answers the agent's word that it could not run or reproduce
something ("chromium is at /usr/bin/chromium, try with that", "try it with -count=200 -race");
or cites the ticket the work is for ("PROJ-311 also says the export should be gzipped", "#42
still happens when ..."). A new task runs a checker across the project or sets one up ("run
prettier on the whole repo ...", "set up pre-commit with ruff ..."), opens other work after
"also" or "and" ("also, unrelated: the cron job is failing", "and another thing, the docker image
..."), lists pieces of other work, drops what the agent could not do for other work ("forget the
flake. the signup emails land in spam ..."), pastes a diff of another's change, or is introduced
by the ticket or issue it comes from ("next: PROJ-412", "#88 now", "can you pick up #95").

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked to
stay wrong, so the table's figure is the real one. At first sight the model made 7 of the 42
follow-ups tasks and 15 of the 31 new tasks follow-ups; 11 of the 15 were new tasks introduced by
a ticket's or an issue's reference, which the weights read as the work going on. After the
reading they led to, 3 and 5. A second batch of the same shapes, written before it was run, had 2
of 24 and 4 of 18 with the model as it was at first sight, and 2 and 0 with the reading. The
reading: a request that opens on a ticket's key or an issue's number ("PROJ-412", "#88"), alone or
after an acknowledgement or a word that heads the next piece ("ok, on to", "next one:", "can you
pick up"), and names no reference the exchange named, is other work by its wording; the
exchange's own reference, one further in ("do it the way #12 did"), a question ("#88 too?") and a
standard's name ("UTF-8", "ISO-8601") open none. A checker asked for or quoted on the change (the
kind of work of the checks), its object a pronoun or words for the change ("on it", "over what
you changed", "the files you touched") or files all of which the exchange named, is a follow-up
by its wording, whatever weight an operation has; run across the project ("the whole repo", "all
the files") or on files of its own, or after a turn to other work, it is left to the weights. A
diff or code pasted with a few words typed, sharing two names or more with the code spans of the
exchange (a diff's file headers count, a directory does not), is the agent's own change or what
it printed shown back, unless the words turn away, drop the work or say it is not the work's. No
feature changed, so no weight: the trainer was not run. Three known misses of earlier tables are
decided right by the same readings: an issue pasted from its number ("#231 Dark flash ...", sixth
table) and a failing test pasted in a code block under a few words (third table and the wordings
table).
A diff the paste reader does not see as one ("this part:\n+CREATE INDEX ...") is decided right
since its added line is told code by its shape (code_line.py). Still missed: a reviewer's
bullets whose items name things of the change the reply did not ("remove the print"), a request
after the agent could not run something that asks for another check of it ("just make
sure the unit tests pass", "at least add a unit test for ...", "run it under stress: go test
..."), a checker run on a folder of its own with "too" or after "now" ("lint the legacy/ folder
too"), "also can you write ..." before other work, which the weights read as going on, and a
diff of another's change under "not yours" that ends in a question. "and another thing," before
other work is decided right since the reading of the eighteenth table.
"""

from __future__ import annotations

import pytest

from helpers.exchanges import (
    Before,
    decided_because,
    decision_tests,
    why_decided,
)

# A React component added in TypeScript.
PRICE = Before(
    "add a PriceTag component that formats the price with the currency",
    "Added `src/components/PriceTag.tsx`: it takes `amount` and `currency` and renders "
    "`Intl.NumberFormat` output in a `<span className=\"price\">`, and "
    "`src/components/PriceTag.test.tsx` checks EUR and USD. `npm test -- PriceTag` passes.")
# A Python parser added with tests.
DURATION = Before(
    "write a parse_duration helper that reads things like 1h30m",
    "Added `parse_duration` to `utils/timeparse.py`: it reads `h`, `m` and `s` units with a "
    "regex and returns a `timedelta`, or `None` when the text does not parse. "
    "`tests/test_timeparse.py` has 9 cases; `pytest tests/test_timeparse.py` passes.")
# A Go handler given pagination.
PAGES = Before(
    "paginate the GET /orders endpoint",
    "`handler.go` now reads `page` and `per_page` from the query (default 1 and 50), and "
    "`Store.List` in `store.go` takes them and uses `LIMIT`/`OFFSET`. Added "
    "`TestListOrdersPaging` in `handler_test.go`; `go test ./...` passes.")
# A Rust CLI given a flag.
DRYRUN = Before(
    "add a --dry-run flag to the sync command",
    "Added `dry_run: bool` to `SyncArgs` in `src/main.rs`; `sync::run` in `src/sync.rs` now "
    "prints what it would copy and returns before touching the destination when it is set. "
    "`cargo test` passes.")
# A SQL migration written.
INDEX = Before(
    "orders by created_at are slow, add an index",
    "Added `migrations/20261103_orders_created_at_idx.sql` with "
    "`CREATE INDEX idx_orders_created_at ON orders (created_at);` and its down migration. "
    "On a copy of staging the `EXPLAIN` now shows an index scan.")
# The agent could not run what would check its change.
NO_BROWSER = Before(
    "the coupon e2e test fails, fix it",
    "I updated the selector in `e2e/checkout.spec.ts` to `getByRole('button', { name: 'Apply' "
    "})`, but I can't run the e2e tests here: no browser is installed in this environment, so "
    "I couldn't verify the fix.")
# The agent could not reproduce a failure.
NO_REPRO = Before(
    "TestWorkerShutdown is flaky, make it stable",
    "I wasn't able to reproduce the flake: `go test ./worker -run TestWorkerShutdown "
    "-count=20` passed every time. I haven't changed anything yet. My guess is the "
    "`time.Sleep(10 * time.Millisecond)` in `worker_test.go` racing the shutdown.")
# Work done for a ticket.
TICKET = Before(
    "PROJ-311: the account export times out for big accounts",
    "For PROJ-311 I moved `export_account` in `exports/account.py` to a Celery task, "
    "`export_account_async`, that streams rows in batches of 5000 and mails a link when done. "
    "The view now answers 202. Tests in `exports/tests/test_account.py` pass.")
# Work done for an issue.
ISSUE = Before(
    "fix #42, the login redirect loop",
    "Fixed #42: `middleware/auth.ts` redirected to `/login` even when already on `/login`, so "
    "the `next` param grew each time. It now skips the redirect for public routes, and "
    "`auth.test.ts` covers `/login` and `/signup`.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # A tool named, run on the agent's change.
    ("tool on the change", PRICE, "run prettier on it"),
    ("tool on the change", DURATION, "ruff it"),
    ("tool on the change", PAGES, "now lint that"),
    ("tool on the change", DRYRUN, "format the files you touched"),
    ("tool on the change", PAGES, "gofmt handler.go and store.go"),
    ("tool on the change", DURATION, "can you run black + isort over what you changed"),
    ("tool on the change", DRYRUN, "cargo fmt and clippy pls"),
    ("tool on the change", PRICE, "run eslint --fix on PriceTag.tsx"),
    ("tool on the change", DURATION, "and mypy, it's probably unhappy with the Optional"),
    ("tool on the change", PRICE, "prettier complains about PriceTag.tsx line 12"),
    ("tool on the change", DURATION, "ruff says F401 in timeparse.py"),
    ("tool on the change", PAGES, "golangci-lint is unhappy:\n"
                                  "handler.go:57:2: ineffectual assignment to err (ineffassign)"),
    ("tool on the change", DRYRUN, "clippy:\nwarning: redundant clone\n  --> src/sync.rs:88:21\n"
                                   "   |\n88 |     let dest = args.dest.clone();\n"),
    # The agent's diff pasted back with one typed line.
    ("own diff", PAGES, "this hunk is wrong\n\n"
                        "@@ -40,7 +40,9 @@ func (s *Store) List(ctx context.Context, page, "
                        "perPage int) ([]Order, error) {\n"
                        "-\toffset := page * perPage\n"
                        "+\toffset := (page - 1) * perPage\n"),
    ("own diff", DURATION, "```diff\n-    return None\n+    return timedelta(0)\n```\n"
                           "why? None was on purpose"),
    ("own diff", DRYRUN, "--- a/src/sync.rs\n+++ b/src/sync.rs\n@@ -12,6 +12,9 @@\n"
                         "+    if args.dry_run {\n"
                         "+        println!(\"would copy {}\", path.display());\n"
                         "+    }\n\nuse log::info there, not println"),
    ("own diff", INDEX, "this part:\n"
                        "+CREATE INDEX idx_orders_created_at ON orders (created_at);\n"
                        "should be CONCURRENTLY or it locks the table"),
    # The person's review of the change, in bullets.
    ("review bullets", PAGES, "- rename perPage to pageSize\n- drop the fmt.Println in List\n"
                              "- add a test for the nil cursor case"),
    ("review bullets", DURATION, "* parse_duration should accept uppercase units\n"
                                 "* remove the print\n* type hint the return"),
    ("review bullets", PRICE, "few notes:\n- PriceTag shouldn't import lodash just for round\n"
                              "- the currency prop should default to EUR\n- snapshot test please"),
    ("review bullets", DRYRUN, "- --dry-run should imply --verbose\n"
                               "- sync.rs: don't unwrap the metadata"),
    # "also" / "and" extending the same change.
    ("also the same change", DURATION, "also handle negative durations"),
    ("also the same change", PAGES, "and the same for the cursor in store.go"),
    ("also the same change", DRYRUN, "also, make the dry run print the total bytes"),
    ("also the same change", PRICE, "and make PriceTag accept a className"),
    ("also the same change", INDEX, "also the down migration needs to drop it if exists"),
    ("also the same change", DRYRUN, "and a line in --help for it"),
    # Only a file of the agent's change named.
    ("a file named", PAGES, "handler_test.go too"),
    ("a file named", DURATION, "test_timeparse.py as well"),
    ("a file named", PRICE, "PriceTag.test.tsx too, it still uses the old props"),
    ("a file named", DRYRUN, "src/sync.rs too"),
    # After the agent said it could not.
    ("after a can't", NO_BROWSER, "ok, I ran them locally, 2 fail:\n"
                                  "  ✘ checkout › applies coupon (3.2s)\n"
                                  "    Expected: \"€9.00\"\n    Received: \"€10.00\""),
    ("after a can't", NO_BROWSER, "fine, skip the e2e then, just make sure the unit tests pass"),
    ("after a can't", NO_BROWSER, "chromium is at /usr/bin/chromium, try with that"),
    ("after a can't", NO_BROWSER, "can't you install the browsers with npx playwright install?"),
    ("after a can't", NO_REPRO, "try it with -count=200 -race"),
    ("after a can't", NO_REPRO, "it only flakes on CI, which has 2 cpus. try GOMAXPROCS=2"),
    ("after a can't", NO_REPRO, "yeah go with your guess, replace the sleep with a channel"),
    # The same ticket cited.
    ("same ticket", TICKET, "PROJ-311 also says the export should be gzipped"),
    ("same ticket", TICKET, "per PROJ-311 the link should expire after 24h"),
    ("same ticket", ISSUE, "#42 still happens when the session cookie is expired"),
    ("same ticket", ISSUE, "the reporter on #42 says it also loops on /settings"),
    # A second batch of the same shapes, written before it was run.
    ("second batch", PRICE, "prettier it pls"),
    ("second batch", DURATION, "black that"),
    ("second batch", PAGES, "go vet it too"),
    ("second batch", DRYRUN, "rustfmt the two files you changed"),
    ("second batch", DURATION, "run mypy over what you wrote"),
    ("second batch", PRICE, "tsc complains about PriceTag.tsx:\n"
                            "src/components/PriceTag.tsx(14,7): error TS2322: Type 'string' is "
                            "not assignable to type 'number'."),
    ("second batch", DURATION, "flake8 on timeparse.py says E501 on line 30"),
    ("second batch", PAGES, "```diff\n-\tif page < 1 {\n+\tif page <= 0 {\n```\n"
                            "the old check was fine, put it back"),
    ("second batch", DRYRUN, "this bit\n```rust\nif args.dry_run {\n    return Ok(());\n}\n```\n"
                             "should still print the summary before returning"),
    ("second batch", PAGES, "review:\n- Store.List should take a struct, not two ints\n"
                            "- per_page needs a max of 200\n- the handler should 400 on page=0"),
    ("second batch", PRICE, "- PriceTag: memo it\n- currency should be a union type\n"
                            "- the test should cover JPY (no decimals)"),
    ("second batch", DURATION, "also accept days, like 2d4h"),
    ("second batch", PAGES, "and return the total count in a header"),
    ("second batch", INDEX, "also, add the same index to the orders_archive table"),
    ("second batch", PRICE, "also make the test check the span's class"),
    ("second batch", PAGES, "store_test.go too"),
    ("second batch", DRYRUN, "main.rs as well, the help text"),
    ("second batch", NO_BROWSER, "I installed chromium, try again"),
    ("second batch", NO_BROWSER, "ok then at least add a unit test for the selector logic"),
    ("second batch", NO_REPRO, "run it under stress: go test -run TestWorkerShutdown -count=500 "
                               "-cpu=1,2"),
    ("second batch", NO_REPRO, "i can repro with -race, here:\n"
                               "--- FAIL: TestWorkerShutdown (0.01s)\n"
                               "    worker_test.go:41: worker still running after Stop()"),
    ("second batch", TICKET, "PROJ-311 says admins should get the mail too"),
    ("second batch", ISSUE, "re #42: it also loops when the next param is url-encoded"),
    ("second batch", TICKET, "the acceptance criteria on PROJ-311 want a progress bar"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # A tool named on other things, or set up.
    ("tool on other things", PRICE, "run prettier on the whole repo and commit it separately"),
    ("tool on other things", DURATION, "set up pre-commit with ruff and black for the repo"),
    ("tool on other things", PAGES, "add a golangci-lint step to the CI workflow"),
    ("tool on other things", DRYRUN, "lint the legacy/ folder too, it hasn't been touched in "
                                     "years"),
    ("tool on other things", INDEX, "now lint and fix the scripts/ directory, shellcheck finds "
                                    "dozens of warnings"),
    # "also" / "and" opening other work.
    ("also other work", PAGES, "also, unrelated: the cron job is failing"),
    ("also other work", DURATION, "also unrelated, the nightly backup cron has failed since "
                                  "friday"),
    ("also other work", DRYRUN, "and another thing, the docker image is 2GB, can we slim it "
                                "down"),
    ("also other work", PRICE, "also, separately: set up dependabot for npm"),
    ("also other work", PRICE, "and now the search page needs debouncing on the input"),
    ("also other work", PRICE, "also the mobile app crashes on launch on iOS 18"),
    ("also other work", INDEX, "also can you write a migration that adds a tags table"),
    ("also other work", DURATION, "and while I remember: the staging TLS cert expires next "
                                  "week, renew it"),
    ("also other work", PAGES, "also unrelated: rotate the AWS keys in the CI secrets"),
    # A bulleted list of other work.
    ("list of other work", PAGES, "- add a /healthz endpoint\n- write a Dockerfile for the "
                                  "worker\n- bump go to 1.23"),
    # Other work after the agent said it could not.
    ("after a can't", NO_BROWSER, "ok never mind the e2e. can you write a script that seeds "
                                  "staging with fake orders"),
    ("after a can't", NO_REPRO, "forget the flake. the signup emails land in spam, check the "
                                "SPF record"),
    ("after a can't", NO_BROWSER, "ok. different thing: the docker compose file needs a redis "
                                  "service for local dev"),
    # A diff of other code pasted.
    ("other diff", DURATION, "this is from Sam's PR, not yours:\n```diff\n-TIMEOUT = 30\n"
                             "+TIMEOUT = 300\n```\nis that safe for the payments client?"),
    # A new task introduced by its ticket or issue.
    ("by its ticket", TICKET, "next: PROJ-412"),
    ("by its ticket", ISSUE, "#88 now"),
    ("by its ticket", TICKET, "ok PROJ-415 next, the invoice numbering restarts every year"),
    ("by its ticket", ISSUE, "now #91: the dark mode toggle doesn't persist"),
    ("by its ticket", TICKET, "let's do PROJ-420 - SSO through okta"),
    ("by its ticket", ISSUE, "can you pick up #95"),
    ("by its ticket", TICKET, "on to PROJ-433"),
    ("by its ticket", ISSUE, "#102 please"),
    ("by its ticket", TICKET, "PROJ-450: users can't upload avatars larger than 1MB"),
    ("by its ticket", ISSUE, "next issue is #77, the csv export drops the header row"),
    ("by its ticket", ISSUE, "ok, #60 next"),
    ("by its ticket", PAGES, "thanks. INFRA-88 now: move the staging db to the new vpc"),
    # A second batch of the same shapes, written before it was run.
    ("second batch", PRICE, "set up stylelint for the css modules"),
    ("second batch", DURATION, "run ruff --fix across the whole repo and commit that on its own"),
    ("second batch", PAGES, "add gofumpt to the Makefile's fmt target"),
    ("second batch", DRYRUN, "also, unrelated: the release workflow is failing on the macos "
                             "runner"),
    ("second batch", PAGES, "also, totally separate, the grafana alert for disk usage is "
                            "firing every night"),
    ("second batch", DURATION, "and another thing - the celery beat schedule runs twice"),
    ("second batch", PRICE, "- a dark mode toggle in the header\n- a 404 page\n"
                            "- cookie banner for the EU"),
    ("second batch", NO_BROWSER, "forget it then. can you write the release notes for 2.4"),
    ("second batch", NO_REPRO, "ok leave the flake. different thing: the API docs are out of "
                               "date for /invoices"),
    ("second batch", TICKET, "next one: PROJ-413"),
    ("second batch", ISSUE, "#89 next"),
    ("second batch", TICKET, "ok now PROJ-499, the pdf invoices have the wrong VAT"),
    ("second batch", ISSUE, "let's take #120 - search ignores accents"),
    ("second batch", TICKET, "BUG-17: the date picker shows the wrong week start"),
    ("second batch", ISSUE, "thanks! could you look at #64"),
    ("second batch", TICKET, "moving on to OPS-5"),
    ("second batch", ISSUE, "cool. #71 please, the avatar upload 413s"),
    ("second batch", INDEX, "next ticket is DATA-30, a nightly vacuum job"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "* parse_duration should accept uppercase units\n*",
    "fine, skip the e2e then, just make sure the unit",
    "ok then at least add a unit test for the selecto",
    "lint the legacy/ folder too, it hasn't been touc",
    "now lint and fix the scripts/ directory, shellch",
    "also can you write a migration that adds a tags ",
    "this is from Sam's PR, not yours:\n```diff\n-TIMEO",
})


(test_a_request_after_the_work_is_told_a_new_task_or_a_follow_up_at_seventeenth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(40, 30))


test_a_request_opened_by_another_ticket_is_a_new_task = decided_because(
    ("opens with another ticket",), [
    ("next: PROJ-412", TICKET),
    ("#88 now", ISSUE),
    ("ok, on to INFRA-7: move the staging db to the new vpc", TICKET),
    ("can you pick up #95", ISSUE),
    ("thanks! BILL-3 next, the invoice numbers restart every year", TICKET),
    ("now let's do #130", ISSUE),
])


@pytest.mark.parametrize(("words", "before"), [
    # The exchange's own ticket, cited.
    ("PROJ-311 also says the export should be gzipped", TICKET),
    ("#42 still happens when the cookie expired", ISSUE),
    # A reference not at the opening: an example, not the work.
    ("do it the way #12 did", ISSUE),
    # A question weighs.
    ("#88 too?", ISSUE),
    # A standard's name with a number, and words in lower case, are no tickets.
    ("UTF-8 everywhere in the export please", TICKET),
    ("now top-10 by revenue instead", TICKET),
])
def test_the_same_ticket_an_example_or_a_standard_opens_no_other_work(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("opens with another ticket",)


test_a_checker_run_on_the_change_is_a_follow_up = decided_because(
    ("runs a checker on the work just done",), [
    ("run prettier on it", PRICE),
    ("run eslint --fix on PriceTag.tsx", PRICE),
    ("prettier complains about PriceTag.tsx line 12", PRICE),
    ("run ruff over the files you touched", DURATION),
    ("run clippy on that", DRYRUN),
])


@pytest.mark.parametrize(("words", "before"), [
    # Across the project: a chore of its own.
    ("run prettier on the whole repo", PRICE),
    ("run eslint on all the files in src", PRICE),
    # Files the exchange did not name.
    ("eslint complains about Checkout.tsx", PRICE),
    # Turned to other work first.
    ("unrelated: run ruff on it, the billing module", DURATION),
])
def test_a_checker_run_on_other_things_is_not_of_the_change(words: str, before: Before) -> None:
    assert why_decided(before, words) != ("runs a checker on the work just done",)


test_the_works_own_diff_pasted_back_is_a_follow_up = decided_because(
    ("pastes the work's own code back",), [
    ("this hunk is wrong\n\n@@ -40,7 +40,9 @@ func (s *Store) List(ctx context.Context, page, "
     "perPage int) ([]Order, error) {\n-\toffset := page * perPage\n"
     "+\toffset := (page - 1) * perPage\n", PAGES),
    ("```diff\n-    return None\n+    return timedelta(0)\n```\nwhy? None was on purpose",
     DURATION),
    ("--- a/src/sync.rs\n+++ b/src/sync.rs\n@@ -12,6 +12,9 @@\n+    if args.dry_run {\n"
     "+        println!(\"would copy\");\n+    }\n\nuse log::info there", DRYRUN),
])


@pytest.mark.parametrize(("words", "before"), [
    # Code of its own, none of the exchange's names.
    ("```diff\n-TIMEOUT = 30\n+TIMEOUT = 300\n```\nlooks risky", DURATION),
    # Said not to be the work's.
    ("```diff\n-    return None\n+    return timedelta(0)\n```\nnot from your change, from "
     "the billing branch", DURATION),
    # Turned to other work.
    ("btw, unrelated:\n```go\nfunc (s *Store) List(page, perPage int)\n```\n", PAGES),
    # The work dropped first; the names shared are a directory and a word.
    ("never mind the tag, tsc fails on main:\n```\nerror TS2304: cannot find name 'Money'\n"
     "  src/components/CartTotal.tsx:8:3\n```\nfix that", PRICE),
    # Many words typed: left to the other cues.
    ("```diff\n-    return None\n+    return timedelta(0)\n```\nI keep thinking about how the "
     "reporting service should treat empty values across all of the nightly jobs we run",
     DURATION),
])
def test_other_code_or_a_diff_under_other_words_is_not_the_works_diff(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("pastes the work's own code back",)
