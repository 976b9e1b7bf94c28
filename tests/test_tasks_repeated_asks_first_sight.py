"""Rules proven by repetition, at first sight: the same one-time ask in several sessions, each
worded differently, is one standing preference with every place it was said; what only looks
like it is none.

Each case is a whole history of Claude Code sessions (3 to 8), written where and how Claude Code
writes them and harvested as the person's own, long and untidy as real work is: pasted logs and
review comments, follow-ups, several projects. The wordings are written for these tests from how
people ask in general.

At first sight (before the code was changed for them), 16 of the 31 were read right: 2 of the 15
repeated asks (the reader of directives finds one wording of most asks, not the others), 14 of
the 16 close negatives (wrong: an ask not to touch one file, said in three sessions, became a
preference; and a review comment pasted into three sessions). After the fix (an ask said again
in words the reader has no shape for counts, for a term to use or a command to run; an ask about
one file never stands by repetition alone; a later opposite ask overrules what was only asked;
"for this one only" keeps an ask to its work), 25 of the 31: 10 of the 15 and 15 of the 16;
with the reader of answers and of review headers since, 28: 12 of the 15 and all 16.
The 12 written after the fix to break it (`AFTER_THE_FIX`): 11 were read right by the code
before it, 8 by the fix as first written, all 12 now; the 4 written after it was extended to
commands (`AFTER_THE_COMMANDS`): all 4, before and after. What is still missed is in `MISSES`.

Rules are per repository (its worktrees are one): what a person asks in one repository is
that codebase's convention and its team's, and another repository, often of other people, keeps
its own; the preference is written into the repository's own documents. The same ask said once
in each of two repositories is no preference (`one_time_ask_once_in_each_of_two_projects`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from test_tasks_standing_histories import DONE, _standing

SHOP = "/work/shop"
BLOG = "/work/blog"
CLI = "/work/gocli"

GO_FAIL = ("```\n--- FAIL: TestLoadConfig (0.01s)\n"
           "    config_test.go:31: got \"\", want \"eu-west-1\"\n"
           "FAIL\nFAIL\tgithub.com/acme/gocli/internal/config\t0.208s\n```")
PY_TRACE = ("```\nTraceback (most recent call last):\n"
            "  File \"shop/orders/export.py\", line 88, in export\n"
            "    writer.writerow(row)\n"
            "ValueError: I/O operation on closed file.\n```")
REVIEW_WRAP = ("**marta** commented on internal/store/orders.go:\n\n"
               "> return fmt.Errorf(\"load order: %v\", err)\n\n"
               "Please wrap the error with `%w` here so callers can match it with errors.Is.")
AGENT_TESTS = ("Done. I added `TestParseDuration` with six table cases; `go test ./...` passes.")
AGENT_FLOAT = ("Done. The test compares `total == 10.3` and it passes.")
AGENT_ERR = ("Done: the store now returns `fmt.Errorf(\"load user: %v\", err)` when the query "
             "fails.")

Case = tuple[str, list[tuple[Any, ...]], list[tuple[Any, ...]]]

# The same ask, made as a one-time request in several pieces of work, worded differently.
REPEATED: list[Case] = [
    ("t_parallel_asked_after_the_answer_in_three_sessions", [
        ([("add tests for the config loader", AGENT_TESTS),
          ("add `t.Parallel()` to these tests", DONE)], "main", CLI),
        ([("the config test fails on CI:\n\n" + GO_FAIL + "\n\nany idea?",
           "The region default is read before the env is set."), ("fix it", DONE)],
         "main", CLI),
        ([("write table tests for ParseDuration", AGENT_TESTS),
          ("each subtest should call t.Parallel() too", DONE)], "feature/durations", CLI),
        ([("cover the retry helper with tests", AGENT_TESTS),
          ("please make them run in parallel with `t.Parallel`", DONE)], "feature/retry", CLI),
    ], [("diff_adds", "t.Parallel", False, ("s0", "s2", "s3"))]),
    ("wrap_with_percent_w_in_other_words", [
        ([("load the user by email in the store", AGENT_ERR),
          ("wrap that error with `%w`", DONE)], "feature/user-email", CLI),
        ([("add a health command", DONE)], "main", CLI),
        ([("return a not-found error from the order store", AGENT_ERR),
          ("use %w when you wrap the error, not %v", DONE)], "feature/order-404", CLI),
        ([("add a --verbose flag", DONE), ("print the version too", DONE)], "main", CLI),
        ([("handle the timeout in the invoice store", AGENT_ERR),
          ("fmt.Errorf with `%w` please, so errors.Is still works", DONE)],
         "fix/invoice-timeout", CLI),
    ], [("diff_adds", "%w", False, ("s0", "s2", "s4"))]),
    ("approx_for_floats_two_corrections", [
        ([("test the cart total with two coupons", AGENT_FLOAT),
          ("compare the floats with `pytest.approx`", DONE)], "main", SHOP),
        ([("why is the export failing?\n\n" + PY_TRACE, "The writer is used after the with "
           "block closes the file."), ("ok fix it", DONE)], "main", SHOP),
        ([("test the tax rounding", AGENT_FLOAT),
          ("no - use pytest.approx() for that assertion", DONE)], "main", SHOP),
    ], [("diff_adds", "pytest.approx", False, ("s0", "s2"))]),
    ("errors_is_in_four_sessions_one_with_the_file", [
        ([("handle a missing order in `internal/store/orders.go`",
           "I compare `err == sql.ErrNoRows`."),
          ("check it with `errors.Is` in orders.go", DONE)], "feature/order-missing", CLI),
        ([("add a --json flag to the list command", DONE)], "main", CLI),
        ([("handle a missing user in the profile command", "I compare `err == sql.ErrNoRows`."),
          ("use errors.Is for that comparison instead", DONE)], "feature/profile", CLI),
        ([("handle a missing invoice", "I compare `err == sql.ErrNoRows`."),
          ("switch the == to `errors.Is(err, sql.ErrNoRows)`", DONE)], "feature/invoice", CLI),
        ([("add a --limit flag to the list command", DONE)], "main", CLI),
    ], [("diff_adds", "errors.Is", False, ("s0", "s2", "s3"))]),
    ("require_no_error_as_part_of_three_requests", [
        ([("add tests for the token parser, use `require.NoError` for the error checks", DONE)],
         "main", CLI),
        ([("write tests for the cache eviction with require.NoError(t, err) after each call",
           DONE)], "main", CLI),
        ([("bump cobra to 1.9", DONE)], "main", CLI),
        ([("test the webhook signer and check errors with `require.NoError`", DONE)],
         "main", CLI),
    ], [("diff_adds", "require.NoError", False, ("s0", "s1", "s3"))]),
    ("race_flag_on_top_of_the_work_twice", [
        ([("fix the data race in the progress bar", "Fixed; `go test ./...` passes."),
          ("run the tests with `go test -race ./...` before you say it's fixed", DONE)],
         "fix/progress-race", CLI),
        ([("add a --quiet flag", DONE)], "main", CLI),
        ([("make the worker pool size configurable", "Done; `go test ./...` passes."),
          ("did you run go test -race ./...? run it", DONE)], "feature/pool-size", CLI),
    ], [("runs", "go test -race ./...", False, ("s0", "s2"))]),
    ("structlog_in_five_messy_sessions", [
        ([("add logging to the order importer", "I used `logging.getLogger(__name__)`."),
          ("use `structlog` for it", DONE)], "main", SHOP),
        ([("the nightly export crashed:\n\n" + PY_TRACE + "\n\nthe file is closed too early",
           DONE)], "main", SHOP),
        ([("log the refund decisions", "I added `print` calls."),
          ("please log with structlog instead of printing", DONE)], "main", SHOP),
        ([("add a coupon admin page", DONE), ("make the table sortable", DONE)], "main", SHOP),
        ([("log why webhooks get rejected", "I used the stdlib logger."),
          ("switch it to `structlog`", DONE)], "main", SHOP),
        ([("add a csv export of coupons", DONE)], "main", SHOP),
    ], [("diff_adds", "structlog", False, ("s0", "s2", "s4"))]),
    ("decimal_for_money_four_ways", [
        ([("sum the order lines", "I add the prices as floats."),
          ("use `Decimal` for the sums", DONE)], "main", SHOP),
        ([("apply the coupon", "I multiply the float total."),
          ("do that with Decimal, not float", DONE)], "main", SHOP),
        ([("add a shipping estimate page", DONE)], "main", SHOP),
        ([("split the bill", "I divide the float total by two."),
          ("rewrite the split with `Decimal`", DONE)], "main", SHOP),
    ], [("diff_adds", "Decimal", False, ("s0", "s1", "s3"))]),
    ("testid_selectors_on_three_branches_with_review_noise", [
        ([("write a playwright test for the checkout", "I select the button by its text."),
          ("select it by `data-testid` instead", DONE)], "test/checkout-e2e", SHOP),
        ([("review came back on the cart PR:\n\n**lee** commented:\nThe spinner never stops "
           "when the request fails.\n\nplease fix", DONE)], "fix/cart-spinner", SHOP),
        ([("add an e2e test for login", "I used the CSS class `.btn-primary`."),
          ("use data-testid for the selectors", DONE)], "test/login-e2e", SHOP),
        ([("e2e test for the wishlist", "I matched on the heading text."),
          ("go through `data-testid` attributes please", DONE)], "test/wishlist-e2e", SHOP),
    ], [("diff_adds", "data-testid", False, ("s0", "s2", "s3"))]),
    ("frozen_lockfile_said_to_the_same_answer_twice", [
        ([("set up the CI job for the web app", "I run `pnpm install` in the job."),
          ("use `pnpm install --frozen-lockfile` there", DONE)], "ci/web", SHOP),
        ([("add a storybook job", "The job runs `pnpm install` first."),
          ("the install step needs pnpm install --frozen-lockfile", DONE)], "ci/storybook",
         SHOP),
        ([("add a cart badge", DONE)], "main", SHOP),
    ], [("diff_adds", "pnpm install --frozen-lockfile", False, ("s0", "s1"))]),
    ("httpx_for_outbound_calls_in_three_projects_sessions", [
        ([("add a client for the rates API", "I used `requests`."),
          ("use `httpx` for that", DONE)], "main", SHOP),
        ([("add a client for the shipping API", "I used `urllib`."),
          ("can you rewrite it with httpx", DONE)], "main", SHOP),
        ([("fix the typo in the about page", DONE)], "main", BLOG),
        ([("add a client for the tax API", "I used `requests`."),
          ("httpx please, like the others", DONE)], "main", SHOP),
    ], [("diff_adds", "httpx", False, ("s0", "s1", "s3"))]),
    ("context_first_argument_in_other_words", [
        ([("add a Fetch method to the rates client", "Added `Fetch(currency string)`."),
          ("pass a `context.Context` as the first argument", DONE)], "feature/rates", CLI),
        ([("add a Sync method to the mirror", "Added `Sync()`."),
          ("it should take a context.Context first", DONE)], "feature/mirror", CLI),
        ([("add a --dry-run flag to sync", DONE)], "main", CLI),
    ], [("diff_adds", "context.Context", False, ("s0", "s1"))]),
    ("uv_run_said_on_top_of_the_work_three_times_among_other_asks", [
        ([("add a management command to expire coupons", "Run it with `python manage.py "
           "expire_coupons`."), ("run it through `uv run` please", DONE),
          ("and add a --dry-run flag", DONE)], "main", SHOP),
        ([("add a seed script", "Run `python scripts/seed.py`."),
          ("use uv run for that, not bare python", DONE)], "main", SHOP),
        ([("add a dark mode toggle", DONE)], "main", SHOP),
        ([("add a script that prunes old carts", "Run `python scripts/prune.py`."),
          ("again: `uv run`, not python", DONE)], "main", SHOP),
    ], [("runs", "uv run", False, ("s0", "s1", "s3"))]),
    ("slog_with_pasted_ci_between", [
        ([("add request logging to the server", "I used `log.Printf`."),
          ("use `slog` for the logging", DONE)], "main", CLI),
        ([("CI is red:\n\n" + GO_FAIL + "\n\nfix it please", DONE)], "main", CLI),
        ([("log the cache misses", "I print them with `fmt.Println`."),
          ("log them with slog instead", DONE)], "main", CLI),
        ([("log slow queries", "I used the stdlib `log` package."),
          ("could you do this with `slog`?", DONE)], "main", CLI),
    ], [("diff_adds", "slog", False, ("s0", "s2", "s3"))]),
    ("parametrize_three_wordings_with_follow_ups", [
        ([("test the slug helper", "I wrote five test functions."),
          ("fold them into one with `pytest.mark.parametrize`", DONE),
          ("and name the ids", DONE)], "main", SHOP),
        ([("test the date parser", "I wrote a test per format."),
          ("parametrize those with @pytest.mark.parametrize", DONE)], "main", SHOP),
        ([("test the price formatter", "Four separate tests."),
          ("use pytest.mark.parametrize() for the cases", DONE)], "main", SHOP),
    ], [("diff_adds", "pytest.mark.parametrize", False, ("s0", "s1", "s2"))]),
]

# What must not become a standing preference, however often its words come back.
NOT_REPEATED: list[Case] = [
    ("one_term_added_removed_explained", [
        ([("add tests for the config loader", AGENT_TESTS),
          ("add `t.Parallel()` to these tests", DONE)], "main", CLI),
        ([("the db tests are flaky", "They run in parallel against one database."),
          ("remove t.Parallel from the db tests, they share state", DONE)], "main", CLI),
        ([("what does `t.Parallel()` actually do with subtests?", "It pauses the subtest...")],
         "main", CLI),
    ], []),
    ("said_three_times_in_one_session", [
        ([("add tests for the config loader", AGENT_TESTS),
          ("add `t.Parallel()` to these tests", DONE),
          ("you forgot t.Parallel in the second one", DONE),
          ("t.Parallel() in the table test too please", DONE)], "main", CLI),
        ([("add a --quiet flag", DONE)], "main", CLI),
        ([("add a --limit flag", DONE)], "main", CLI),
    ], []),
    ("said_in_every_session_of_one_branch", [
        ([("start the retry work: add a Retry helper", AGENT_TESTS),
          ("wrap the error with `%w`", DONE)], "feature/retries", CLI),
        ([("now use the Retry helper in the uploader", AGENT_ERR),
          ("use %w there too", DONE)], "feature/retries", CLI),
        ([("and in the downloader", AGENT_ERR),
          ("again %w please", DONE)], "feature/retries", CLI),
        ([("add a --quiet flag", DONE)], "main", CLI),
    ], []),
    ("one_file_of_one_project_in_three_sessions", [
        ([("add a currency field to the settings", DONE),
          ("don't touch `shop/settings/legacy.py`", DONE)], "main", SHOP),
        ([("add a timeout setting", DONE),
          ("leave shop/settings/legacy.py alone", DONE)], "main", SHOP),
        ([("add a feature flag for the new cart", DONE),
          ("do not edit `shop/settings/legacy.py`", DONE)], "main", SHOP),
    ], []),
    ("one_symbol_fix_in_three_sessions", [
        ([("speed up the order sync", DONE),
          ("set `SYNC_BATCH_SIZE` to 500", DONE)], "main", SHOP),
        ([("log the sync progress", DONE),
          ("and `SYNC_BATCH_SIZE` should be 500, not 50", DONE)], "main", SHOP),
        ([("retry failed syncs", DONE),
          ("bump SYNC_BATCH_SIZE to 500 again, it got reverted", DONE)], "main", SHOP),
    ], []),
    ("asked_twice_then_retracted", [
        ([("add tests for the config loader", AGENT_TESTS),
          ("add `t.Parallel()` to them", DONE)], "main", CLI),
        ([("test the token parser", AGENT_TESTS),
          ("these should call t.Parallel() too", DONE)], "main", CLI),
        ([("the suite is flaky since last week", "Two parallel tests share a temp dir."),
          ("stop adding `t.Parallel()`, our tests share a database", DONE)], "main", CLI),
        ([("test the webhook signer", AGENT_TESTS)], "main", CLI),
        # the asks are taken back, and the order to stop is the rule that holds now
    ], [("diff_avoids", "t.Parallel()", True, ("s2",))]),
    ("review_comment_pasted_in_three_sessions", [
        ([("address the review:\n\n" + REVIEW_WRAP, DONE)], "fix/orders-review", CLI),
        ([("add a --quiet flag", DONE)], "main", CLI),
        ([("same comment on the users PR:\n\n" + REVIEW_WRAP, DONE)], "fix/users-review", CLI),
        ([("and again on invoices, sigh\n\n" + REVIEW_WRAP, DONE)], "fix/invoices-review",
         CLI),
    ], []),
    ("one_time_ask_once_in_each_of_two_projects", [
        ([("add a client for the rates API", "I used `requests`."),
          ("use `httpx` for that", DONE)], "main", SHOP),
        ([("add a client for the comments API", "I used `requests`."),
          ("use httpx here", DONE)], "main", BLOG),
        ([("add a tag cloud", DONE)], "main", BLOG),
        ([("add a wishlist", DONE)], "main", SHOP),
    ], []),
    ("different_libraries_in_the_same_words", [
        ([("add a client for the rates API", DONE), ("use `httpx` for it", DONE)], "a", SHOP),
        ([("add a client for the tax API", DONE), ("use `requests` for it", DONE)], "b", SHOP),
        ([("add a client for the fx API", DONE), ("use `aiohttp` for it", DONE)], "c", SHOP),
    ], []),
    ("errors_is_as_join_in_the_same_words", [
        ([("handle a missing order", DONE), ("use `errors.Is` there", DONE)], "x", CLI),
        ([("unwrap the API error", DONE), ("use `errors.As` there", DONE)], "y", CLI),
        ([("return both close errors", DONE), ("use `errors.Join` there", DONE)], "z", CLI),
    ], []),
    ("no_need_to_run_a_command_three_times", [
        ([("fix the typo in the README", DONE),
          ("no need to run `make lint` for that", DONE)], "main", CLI),
        ([("reword the help text of the list command", DONE),
          ("you don't need to run make lint for a docs change", DONE)], "main", CLI),
        ([("update the changelog wording", DONE),
          ("skip `make lint` this time, it's only text", DONE)], "main", CLI),
    ], []),
    ("request_itself_twice_names_what_the_work_makes", [
        ([("add a `--dry-run` flag to the sync command", DONE)], "main", CLI),
        ([("add a --quiet flag", DONE)], "main", CLI),
        ([("add a `--dry-run` flag to the prune command too", DONE)], "main", CLI),
    ], []),
    ("question_about_a_term_in_three_sessions", [
        ([("add a client for the rates API", DONE),
          ("would `httpx` be better here than requests?", "Only if you need async.")],
         "main", SHOP),
        ([("add a client for the tax API", DONE),
          ("is httpx worth it for this one?", "Not really.")], "main", SHOP),
        ([("add a client for the fx API", DONE),
          ("should we switch this to `httpx`?", "No need.")], "main", SHOP),
    ], []),
    ("description_of_the_code_mentions_a_term_each_time", [
        ([("the order store uses `interface{}` for every row, why?", "It predates generics."),
          ("ok, leave it", DONE)], "main", CLI),
        ([("I see `interface{}` in the cache too", "Same history."),
          ("fine", DONE)], "main", CLI),
        ([("and the webhook payloads are `interface{}` as well", "Yes."),
          ("thanks", DONE)], "main", CLI),
    ], []),
    ("kept_to_the_task_each_time", [
        ([("add logging to the importer", DONE),
          ("for now, use `print` for the debug output", DONE)], "main", SHOP),
        ([("add logging to the exporter", DONE),
          ("just this once, `print` is fine", DONE)], "main", SHOP),
        ([("add logging to the mailer", DONE),
          ("use `print` for this PR, we'll clean up later", DONE)], "main", SHOP),
    ], []),
    ("agents_own_suggestion_agreed_to_in_three_sessions", [
        ([("add a refund endpoint", "Done. Should I add `t.Parallel()` to the new tests?"),
          ("ok", DONE)], "main", CLI),
        ([("add a voucher endpoint", "Done. Want me to mark the tests with `t.Parallel()`?"),
          ("sure", DONE)], "main", CLI),
        ([("add a gift card endpoint", "Done. I can add `t.Parallel()` to the tests if you "
           "like."), ("go ahead", DONE)], "main", CLI),
    ], []),
]


# Written after the reader of asks said again in other words was added, to break it: each has
# one ask the reader of directives finds ("use `httpx` for that"), and other sessions that name
# its term in words that do not ask for it.
SEED = ([("add a client for the rates API", "I used `requests`."),
         ("use `httpx` for that", DONE)], "main", SHOP)
AFTER_THE_FIX: list[Case] = [
    ("term_as_what_the_work_is_on", [
        SEED,
        ([("upgrade `httpx` to 0.28", DONE)], "main", SHOP),
        ([("pin httpx to 0.27, the new one breaks our proxy", DONE)], "main", SHOP),
        ([("test the httpx wrapper against the sandbox", DONE)], "main", SHOP),
    ], []),
    ("term_as_the_subject_of_a_report_with_please", [
        SEED,
        ([("`httpx` is timing out again on the tax API, please look", DONE)], "main", SHOP),
        ([("httpx throws on redirects, please fix", DONE)], "main", SHOP),
        ([("add a retry to the shipping client", DONE)], "main", SHOP),
    ], []),
    ("term_mocked_or_wrapped_as_the_topic", [
        SEED,
        ([("mock httpx in the client tests", DONE)], "main", SHOP),
        ([("wrap httpx errors in our own ApiError", DONE)], "main", SHOP),
        ([("add a health check", DONE)], "main", SHOP),
    ], []),
    ("moved_away_from_the_term_later", [
        SEED,
        ([("add a client for the fx API", "I used `requests`."),
          ("can you rewrite it with httpx", DONE)], "main", SHOP),
        ([("add a client for the tax API", "I used `requests`."),
          ("httpx please, like the others", DONE)], "main", SHOP),
        ([("the proxy breaks httpx", "Yes, it drops HTTP/2."),
          ("stop using `httpx`, go back to requests everywhere", DONE)], "main", SHOP),
    ], [("diff_avoids", "httpx", True, ("s3",))]),
    ("asked_again_and_again_then_the_opposite_once", [
        SEED,
        ([("add a client for the fx API", "I used `requests`."),
          ("can you rewrite it with httpx", DONE)], "main", SHOP),
        ([("add a client for the tax API", "I used `requests`."),
          ("httpx please, like the others", DONE)], "main", SHOP),
        ([("the proxy drops HTTP/2 requests", "httpx negotiates HTTP/2 with it."),
          ("don't use `httpx` for the geo client then", DONE)], "main", SHOP),
    ], []),
    ("term_pasted_in_code_and_logs", [
        SEED,
        ([("why does this fail?\n\n```python\nimport httpx\nclient = httpx.Client()\n```",
           DONE)], "main", SHOP),
        ([("CI says:\n\n```\nE   ModuleNotFoundError: No module named 'httpx'\n```\n\n"
           "fix please", DONE)], "main", SHOP),
        ([("add a retry to the shipping client", DONE)], "main", SHOP),
    ], []),
    ("term_inside_a_longer_name", [
        SEED,
        ([("use httpx-mock for the client tests", DONE)], "main", SHOP),
        ([("switch the fixtures to `pytest_httpx`", DONE)], "main", SHOP),
        ([("add a health check", DONE)], "main", SHOP),
    ], []),
    ("term_kept_to_one_place_each_time", [
        SEED,
        ([("add a client for the fx API", DONE), ("use httpx for this one only", DONE)],
         "main", SHOP),
        ([("add a client for the tax API", DONE), ("just this once use `httpx`", DONE)],
         "main", SHOP),
    ], []),
    ("term_said_again_in_another_repository", [
        SEED,
        ([("add a comments client", "I used `requests`."),
          ("rewrite it with httpx", DONE)], "main", BLOG),
        ([("add a feed client", "I used `urllib`."),
          ("httpx please", DONE)], "main", BLOG),
    ], []),
    ("term_named_as_the_alternative_set_aside", [
        SEED,
        ([("add a client for the fx API", DONE),
          ("switch from `httpx` to `aiohttp` for this one, it streams", DONE)], "main", SHOP),
        ([("add a client for the tax API", DONE),
          ("use requests with a session, rather than httpx", DONE)], "main", SHOP),
    ], []),
    ("term_in_a_reply_to_the_agent", [
        SEED,
        ([("add a client for the fx API", "Should I use `httpx` or `requests`?"),
          ("whatever you think is best", DONE)], "main", SHOP),
        ([("add a client for the tax API", "I used `httpx` as in the rates client."),
          ("thanks, httpx is fine", DONE)], "main", SHOP),
        ([("add a client for the geo API", "Done with `httpx`."),
          ("great, now add a timeout", DONE)], "main", SHOP),
    ], []),
    ("removal_and_install_of_the_term", [
        SEED,
        ([("drop httpx from requirements-dev.txt", DONE)], "main", SHOP),
        ([("get rid of httpx in the cli, it's unused", DONE)], "main", SHOP),
        ([("uninstall httpx from the image", DONE)], "main", SHOP),
    ], []),
]
# Written after the reader was extended to commands and to a term set against another ("`uv
# run`, not python"): each has one ask to run a command the reader of directives finds, on top
# of the work, and other sessions that name the command without asking for it on other work.
LINT_SEED = ([("add a --json flag to the export command", DONE),
              ("also run `make lint` before you finish", DONE)], "main", CLI)
AFTER_THE_COMMANDS: list[Case] = [
    ("command_run_as_the_work_itself", [
        LINT_SEED,
        ([("run `make lint` and fix whatever it finds", DONE)], "main", CLI),
        ([("run make lint, then fix the errors", DONE)], "main", CLI),
    ], []),
    ("command_as_the_subject_of_a_report", [
        LINT_SEED,
        ([("`make lint` fails on main, not sure why", DONE)], "main", CLI),
        ([("make lint is slow, please look into it", DONE)], "main", CLI),
    ], []),
    ("command_set_aside_for_another", [
        LINT_SEED,
        ([("add a --quiet flag", DONE), ("golangci-lint run, not `make lint`", DONE)],
         "main", CLI),
        ([("add a --limit flag", DONE), ("use go vet instead of make lint here", DONE)],
         "main", CLI),
    ], []),
    ("command_kept_to_one_run", [
        LINT_SEED,
        ([("add a --since flag", DONE), ("run `make lint` this time only", DONE)], "main", CLI),
        ([("add a --until flag", DONE), ("just this once, make lint please", DONE)],
         "main", CLI),
    ], []),
]

def _found(home: Path, sessions: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """Each standing preference found: its check, its term, whether it was said as a rule, and
    the sessions it was said in (a follow-up's own record is not kept, its session is)."""
    return [(kind, term, durable, tuple(dict.fromkeys(s for s, _ in origins)))
            for kind, term, durable, origins in _standing(home, sessions)]


# Cases still read wrong, each checked to stay wrong so that reading it right is seen. Each
# misses a saying the reader of directives or of pasted text gives nothing for, or the wrong
# thing: a command asked for in "did you run X? run it" (a question, then "it"); "it should
# take a `context.Context` first" speaks of the code being written; and `pnpm install
# --frozen-lockfile` is a command to run, not a line of the CI file.
MISSES: frozenset[str] = frozenset({
    "race_flag_on_top_of_the_work_twice",
    "frozen_lockfile_said_to_the_same_answer_twice",
    "context_first_argument_in_other_words",
})


@pytest.mark.parametrize(("name", "sessions", "expected"),
                         REPEATED + NOT_REPEATED + AFTER_THE_FIX + AFTER_THE_COMMANDS,
                         ids=[case[0] for case in
                              REPEATED + NOT_REPEATED + AFTER_THE_FIX + AFTER_THE_COMMANDS])
def test_repeated_asks_at_first_sight(isolated_home: Path, name: str,
                                      sessions: list[tuple[Any, ...]],
                                      expected: list[tuple[Any, ...]]) -> None:
    found = _found(isolated_home, sessions)
    if name in MISSES:
        assert found != expected, f"{name} is read right now: take it off the misses"
    else:
        assert found == expected
