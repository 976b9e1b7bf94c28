"""Standing preferences read from whole histories: what recurs is a preference only when it is the
person's rule.

Each scenario is a history of Claude Code sessions written where and how Claude Code writes them
(typed requests and the agent's replies, on the branch each session ran on), harvested as the
person's own; each asserts the exact standing preferences found (the check, its term) and where
each was said. Text that recurs without being the person's rule must not become one: a review
bot's comment or CI output pasted into session after session, the agent's own proposal quoted
back, a one-off about one file said in every session of one feature branch, a request that is
the running of a check, a question, the request itself made in two pieces of work, a rule said
"for this PR". What must: a rule said once as a rule ("always", "never", "we use"), the same
correction on top of the work in two pieces of work, a one-time ask in three, a yes to the
agent's offer to make something a habit, the latest of two rules that say the opposite. The
wordings are written for these tests from how people work in general.
"""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from skillsleep.after_harvest import after_harvest
from skillsleep.context import Context
from skillsleep.harvest import run_harvest
from skillsleep.tasks.instruction import instruction_of
from skillsleep.tasks.pipeline import load_families

PROJECT = "/work/shop"
DONE = "Done: the change is in and the tests pass."

Turns = list[tuple[str, str]]  # (what the person typed, what the agent answered)


def _record(sid: str, n: int) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"{sid}/{n}"))


def _session(home: Path, sid: str, day: int, turns: Turns, branch: str = "main",
             project: str = PROJECT) -> None:
    """A Claude Code transcript as the CLI writes it: each typed request (record `_record(sid,
    n)` for the n-th, from 0), then the agent's text reply, a minute apart."""
    path = home / ".claude" / "projects" / "".join(
        c if c.isalnum() else "-" for c in project) / f"{sid}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    base = {"cwd": project, "sessionId": sid, "gitBranch": branch, "isSidechain": False,
            "userType": "external", "entrypoint": "cli", "version": "2.1.34"}
    start = datetime(2026, 3, day, 9, tzinfo=UTC)
    lines: list[dict[str, Any]] = []
    parent = None
    for n, (said, answer) in enumerate(turns):
        user = _record(sid, n)
        reply = str(uuid.uuid5(uuid.NAMESPACE_URL, f"{sid}/{n}/reply"))
        lines.append({**base, "parentUuid": parent, "type": "user", "uuid": user,
                      "timestamp": (start + timedelta(minutes=2 * n)).isoformat()[:19] + ".000Z",
                      "message": {"role": "user", "content": said}})
        lines.append({**base, "parentUuid": user, "type": "assistant", "uuid": reply,
                      "timestamp": (start + timedelta(minutes=2 * n + 1)).isoformat()[:19]
                      + ".000Z",
                      "message": {"role": "assistant", "model": "claude-sonnet-4-5",
                                  "content": [{"type": "text", "text": answer}]}})
        parent = reply
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")


def _standing(home: Path, sessions: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """Harvest the history (one session per entry: its turns, branch, and the repository it ran
    in when not `PROJECT`) and return every
    standing preference once: its check, its term, whether it was said as a rule, and the
    (session, record) of each place it was said."""
    for n, (turns, branch, *project) in enumerate(sessions):
        _session(home, f"s{n}", 2 + n, turns, branch, *project)
    ctx = Context.create()
    after_harvest(ctx, run_harvest(ctx).changed)
    found: dict[str, tuple[Any, ...]] = {}
    for family in load_families(ctx.store):
        for pref in family.standing:
            params = pref["params"]
            term = params.get("term") or params.get("command") \
                or ", ".join(params.get("terms") or ()) or json.dumps(params, sort_keys=True)
            origins = tuple((o["session"], o["record"]) for o in pref["origins"])
            found.setdefault(json.dumps([pref["kind"], term]),
                             (pref["kind"], term, bool(pref.get("durable")), origins))
    return sorted(found.values())


def _at(sid: int, n: int) -> tuple[str, str]:
    return f"s{sid}", _record(f"s{sid}", n)


# -- recurring text that is not the person's rule ---------------------------------------------

REVIEW_BOT = (
    "the review bot left this on the PR, can you address it?\n\n"
    "**coderabbitai** bot commented:\n"
    "_⚠️ Potential issue_\n\n"
    "**Always close the response body.** The response from `http.Get` is never closed, which "
    "leaks connections. Use `defer resp.Body.Close()` right after the error check.\n\n"
    "<!-- This is an auto-generated comment by CodeRabbit -->")


COPILOT_REVIEW = (
    "Copilot AI reviewed 2 out of 2 changed files in this pull request.\n\n"
    "Comparing errors with `==` misses wrapped errors. Prefer `errors.Is(err, sql.ErrNoRows)` "
    "so that the check still matches after the error is wrapped.")


ANALYZER = ("the analyzer flagged this:\n"
            "Refactor this function to reduce its Cognitive Complexity from 18 to the 15 "
            "allowed. Use `early returns` instead of nested conditions.")


@pytest.mark.parametrize("comment", [REVIEW_BOT, COPILOT_REVIEW, ANALYZER])
def test_a_review_bots_comment_pasted_into_three_sessions_is_not_a_preference(
        isolated_home: Path, comment: str) -> None:
    assert _standing(isolated_home, [
        ([("add a client for the rates API", DONE), (comment, DONE)], "main"),
        ([("add a client for the shipping API", DONE), (comment, DONE)], "main"),
        ([("add a client for the tax API", DONE), (comment, DONE)], "main"),
    ]) == []


def test_a_rule_in_a_review_comment_of_several_paragraphs_pasted_once_is_not_a_preference(
        isolated_home: Path) -> None:
    comment = ("**coderabbitai** bot commented:\n\n"
               "The response body from `http.Get` is never closed.\n\n"
               "Always close it with `defer resp.Body.Close()` right after the error check.")
    assert _standing(isolated_home, [
        ([("add a client for the rates API", DONE), (comment, DONE)], "main"),
        ([("add a client for the shipping API", DONE)], "main"),
        ([("add a client for the tax API", DONE)], "main"),
    ]) == []


LINT_OUTPUT = (
    "CI is red again:\n\n```\n"
    "internal/cart/total.go:42:2: ineffectual assignment to err (ineffassign)\n"
    "internal/cart/total.go:57:9: Error return value of `rows.Close` is not checked "
    "(errcheck)\n"
    "make: *** [Makefile:31: lint] Error 1\n```")


ESLINT_OUTPUT = (
    "fix the lint errors:\n\n"
    "/home/dev/shop/src/cart.ts\n"
    "  12:5  error  Unexpected any. Specify a different type  "
    "@typescript-eslint/no-explicit-any\n"
    "  30:1  error  'total' is never reassigned. Use 'const' instead  prefer-const\n\n"
    "✖ 2 problems (2 errors, 0 warnings)")


ACTIONS_LOG = (
    "the check job fails again\n\n"
    "Run make check\n"
    "go: updates to go.mod needed; to update it:\n"
    "\tgo mod tidy\n"
    "Error: Process completed with exit code 1.")


@pytest.mark.parametrize("output", [LINT_OUTPUT, ESLINT_OUTPUT, ACTIONS_LOG])
def test_ci_output_pasted_again_and_again_is_not_a_preference(isolated_home: Path,
                                                              output: str) -> None:
    assert _standing(isolated_home, [
        ([("add a discount line to the cart total", DONE), (output, DONE)], "main"),
        ([("show the tax on the cart page", DONE), (output, DONE)], "main"),
        ([("round the cart total to cents", DONE), (output, DONE)], "main"),
    ]) == []


PROPOSAL = ("Done. One suggestion: we should always wrap errors with `fmt.Errorf` and `%w` so "
            "callers can use `errors.Is`.")


def test_the_agents_own_proposal_quoted_back_is_not_a_preference(isolated_home: Path) -> None:
    quoted = ('> we should always wrap errors with `fmt.Errorf` and `%w` so callers can use '
              '`errors.Is`\n\nwhat do you mean by this? where would that matter?')
    assert _standing(isolated_home, [
        ([(f"fix the error handling in the {part} store", PROPOSAL), (quoted, DONE)], "main")
        for part in ("order", "user", "invoice")
    ]) == []


def test_the_agents_earlier_proposal_pasted_into_a_new_session_is_not_a_preference(
        isolated_home: Path) -> None:
    pasted = ("here's what you suggested last time:\n\n"
              "Always wrap errors with `fmt.Errorf` and `%w`.\n\n"
              "let's do that in the user store too")
    assert _standing(isolated_home, [
        ([("fix the error handling in the order store", PROPOSAL)], "main"),
        ([("fix the error handling in the user store", DONE), (pasted, DONE)], "main"),
        ([("fix the error handling in the invoice store", DONE)], "main"),
    ]) == []


def test_a_one_off_about_one_file_said_in_every_session_of_one_branch_is_not_a_preference(
        isolated_home: Path) -> None:
    branch = "feature/billing-retries"
    assert _standing(isolated_home, [
        ([("add retries to the billing client", DONE),
          ("don't touch `billing/legacy_client.go`, leave it as it is", DONE)], branch),
        ([("now add backoff to the retries", DONE),
          ("again, never edit `billing/legacy_client.go`", DONE)], branch),
        ([("log each retry attempt", DONE),
          ("do not change `billing/legacy_client.go`", DONE)], branch),
    ]) == []


def test_a_request_that_is_the_running_of_a_check_is_not_a_preference(
        isolated_home: Path) -> None:
    assert _standing(isolated_home, [
        ([("run `make test`", "2 tests fail in internal/cart."), ("fix them", DONE)], "main"),
        ([("run make test and fix whatever fails", DONE)], "main"),
        ([("please run `make test`", "All tests pass.")], "main"),
        ([("can you run make test?", "All tests pass.")], "main"),
    ]) == []


def test_a_question_asked_in_several_sessions_is_not_a_preference(isolated_home: Path) -> None:
    assert _standing(isolated_home, [
        ([("add validation to the signup form", DONE),
          ("should we use `zod` for this?", "We could; it would add a dependency.")], "main"),
        ([("validate the login form", DONE),
          ("can we use `zod` for it, or would that be too much?", "It would be too much.")],
         "main"),
        ([("validate the checkout form", DONE),
          ("can we use `zod` here, or is that overkill?", "For one form it is overkill.")],
         "main"),
        ([("validate the address form", DONE),
          ("could we use `zod` for this or would plain checks do?", "Plain checks will do.")],
         "main"),
    ]) == []


def test_the_request_itself_made_in_two_pieces_of_work_is_not_a_preference(
        isolated_home: Path) -> None:
    assert _standing(isolated_home, [
        ([("move the user handler's validation to `zod`", DONE)], "main"),
        ([("add a search box to the header", DONE)], "main"),
        ([("move the order handler's validation to `zod`", DONE)], "main"),
    ]) == []


def test_a_rule_said_once_for_this_pr_is_not_a_preference(isolated_home: Path) -> None:
    assert _standing(isolated_home, [
        ([("upgrade the payment SDK", DONE),
          ("for this PR, never touch the database migrations", DONE)], "feature/sdk-upgrade"),
        ([("bump the logging library", DONE),
          ("in this PR don't use `lodash`, keep the diff small", DONE)], "feature/log-bump"),
        ([("add a health check endpoint", DONE)], "main"),
    ]) == []


def test_an_ask_kept_to_the_work_at_hand_each_time_is_not_a_preference(
        isolated_home: Path) -> None:
    """Said on top of the work in two pieces of work, as the same correction on two branches
    is (`test_the_same_correction_on_two_branches_is_a_preference`), but each time the person
    kept it to that change."""
    assert _standing(isolated_home, [
        ([("add request logging to the API", "I used the stdlib log package."),
          ("for this PR, use `slog` for the logging", DONE)], "feature/request-logs"),
        ([("add a health check endpoint", DONE)], "main"),
        ([("log slow queries", "I used the stdlib log package."),
          ("for now, use `slog` there", DONE)], "feature/slow-queries"),
    ]) == []


def test_a_yes_to_the_agents_one_time_offer_in_two_sessions_is_not_a_preference(
        isolated_home: Path) -> None:
    """The agent's idea taken up for the task at hand, twice: the person asked for nothing
    (contrast `test_a_yes_to_the_agents_offer_to_make_it_a_habit_is_a_preference`)."""
    assert _standing(isolated_home, [
        ([("add a retry to the webhook sender", "Done. Should I also run `make lint`?"),
          ("yes", DONE)], "main"),
        ([("add a timeout to the webhook sender", "Done. Want me to run `make lint` too?"),
          ("sure", DONE)], "main"),
        ([("log failed webhook deliveries", DONE)], "main"),
    ]) == []


@pytest.mark.parametrize(("text", "typed"), [
    # What a source said, under the line that names it, is not the person's.
    (REVIEW_BOT, ["the review bot left this on the PR, can you address it?",
                  "**coderabbitai** bot commented:"]),
    (ANALYZER, ["the analyzer flagged this:"]),
    (ACTIONS_LOG, ["the check job fails again"]),
    # The file a linter prints over its lines heads them, as pasted as they are.
    (ESLINT_OUTPUT, ["fix the lint errors:"]),
    # A paragraph addressed to the agent under it, however many paragraphs the source's words
    # take, is the person's again.
    ("the reviewer wrote:\n\nUse a constant here.\n\nplease do it, and always use `const`",
     ["the reviewer wrote:", "please do it, and always use `const`"]),
    ("the reviewer wrote:\n\nUse a constant here.\n\nThe name is unclear too.\n\n"
     "I agree with both, always use `const`",
     ["the reviewer wrote:", "I agree with both, always use `const`"]),
    # A heading is no speaker, "I reviewed" is the person's own account, and a typed "Run ..."
    # with nothing printed under it is an ask.
    ("Flags:\n  -f, --force   skip the prompt\nwhy is --force ignored?",
     ["Flags:", "-f, --force   skip the prompt", "why is --force ignored?"]),
    ("I reviewed the two files. Always keep `strict` on.",
     ["I reviewed the two files. Always keep `strict` on."]),
    ("Run make check before you push", ["Run make check before you push"]),
    # A chat thread, each line under the name of who wrote it, is theirs to the end of its
    # paragraph; the person's own lines in it ("me: ...") and a question to the agent under it
    # are the person's, and labels over the person's own lines ("Goal:", "Rule:") name no one.
    ("from slack:\nalice: we always use `pnpm` now\nbob: 👍\nalice: never `npm install`",
     ["from slack:"]),
    ("alice: we always use `pnpm` now\nbob: ok\ndoes that matter for the api repo?",
     ["does that matter for the api repo?"]),
    ("me: should we pin react?\nalice: always pin `react`\nme: ok",
     ["me: should we pin react?", "me: ok"]),
    ("Goal: move the build to vite\nRule: always use `pnpm`",
     ["Goal: move the build to vite", "Rule: always use `pnpm`"]),
    ("from slack:\n\nAlice Smith  10:42 AM\nwe always use `pnpm` now\n\nBob  10:43 AM\nok\n\n"
     "does this matter here?", ["from slack:", "does this matter here?"]),
    ("alice (lead): we always use `pnpm`\nbob: ok\nshould we here too?", ["should we here too?"]),
    ("please do it today", ["please do it today"]),
    ("discord:\n\nalice — Today at 10:42\nwe always use `pnpm` now\n\ndoes it matter here?",
     ["discord:", "does it matter here?"]),
    ("Dana's message in #frontend: from now on always use `pnpm`",
     ["Dana's message in #frontend:"]),
    ("Frontend: always use `pnpm`\nBackend: always use `uv`",
     ["Frontend: always use `pnpm`", "Backend: always use `uv`"]),
    ("assertions: `require`, not `assert`\nmocks: `gomock`",
     ["assertions: `require`, not `assert`", "mocks: `gomock`"]),
    ("the config:\n```yaml\nname: shop\nowner: alice\n```\nwhy is the owner ignored?",
     ["the config:", "why is the owner ignored?"]),
])
def test_the_persons_words_are_told_from_what_they_pasted(text: str, typed: list[str]) -> None:
    assert instruction_of(text).words.splitlines() == typed


# -- what the person wants for every piece of work ---------------------------------------------


@pytest.mark.parametrize(("rule", "checks"), [
    ("no, always use `pnpm` in this repo", [("runs", "pnpm")]),
    ("never use `any` in our TypeScript, use `unknown` and narrow it",
     [("diff_adds", "unknown"), ("diff_avoids", "any")]),
    ("we use `structlog` for logging here, not the stdlib logger", [("diff_adds", "structlog")]),
    # A package's function is code, not a file: the rule is not about one place.
    ("always compare errors with `errors.Is`", [("diff_adds", "errors.Is")]),
])
def test_a_rule_said_once_as_a_rule_is_a_preference(isolated_home: Path, rule: str,
                                                    checks: list[tuple[str, str]]) -> None:
    assert _standing(isolated_home, [
        ([("add an endpoint that lists open orders", DONE)], "main"),
        ([("add an endpoint that lists refunds", DONE), (rule, DONE)], "main"),
        ([("add an endpoint that lists customers", DONE)], "main"),
    ]) == [(kind, term, True, (_at(1, 1),)) for kind, term in checks]


def test_the_same_correction_on_two_branches_is_a_preference(isolated_home: Path) -> None:
    assert _standing(isolated_home, [
        ([("handle the not-found case in the order lookup", "I compare err == sql.ErrNoRows."),
          ("no, use `errors.Is` for that comparison", DONE)], "feature/order-404"),
        ([("add a health check endpoint", DONE)], "main"),
        ([("handle a missing user in the profile page", "I compare err == sql.ErrNoRows."),
          ("use `errors.Is` there instead of ==", DONE)], "fix/profile-missing-user"),
    ]) == [("diff_adds", "errors.Is", False, (_at(0, 1), _at(2, 1)))]


def test_a_one_time_ask_in_three_sessions_is_a_preference(isolated_home: Path) -> None:
    """Each time the ask is part of the request itself, worded for the test at hand: three
    pieces of work are enough (two are not: `test_the_request_itself_made_in_two_...`)."""
    assert _standing(isolated_home, [
        ([("test the rates client with `httptest.NewServer`", DONE)], "main"),
        ([("fake the shipping API with `httptest.NewServer` and test the client", DONE)], "main"),
        ([("add a health check endpoint", DONE)], "main"),
        ([("use `httptest.NewServer` to test the tax client", DONE)], "main"),
    ]) == [("diff_adds", "httptest.NewServer", False, (_at(0, 0), _at(1, 0), _at(3, 0)))]


def test_a_rule_typed_under_a_pasted_review_comment_is_the_persons(isolated_home: Path) -> None:
    own = REVIEW_BOT + "\n\nplease fix it. we always use `httpx` for outbound calls, not net/http"
    assert _standing(isolated_home, [
        ([("add a client for the rates API", DONE), (own, DONE)], "main"),
        ([("add a client for the shipping API", DONE), (REVIEW_BOT, DONE)], "main"),
        ([("add a client for the tax API", DONE)], "main"),
    ]) == [("diff_adds", "httpx", True, (_at(0, 1),)),
           ("diff_avoids", "net/http", True, (_at(0, 1),))]


OFFER = ("Done: I ran `ruff format` on the files I changed. Should I always run `ruff format` "
         "before finishing from now on?")


def test_a_yes_to_the_agents_offer_to_make_it_a_habit_is_a_preference(
        isolated_home: Path) -> None:
    assert _standing(isolated_home, [
        ([("add a retry to the webhook sender", OFFER), ("yes please, from now on", DONE)],
         "main"),
        ([("add a timeout to the webhook sender", DONE)], "main"),
        ([("log failed webhook deliveries", DONE)], "main"),
    ]) == [("runs", "ruff format", True, (_at(0, 1),))]


# -- a second batch of whole histories, at first sight -----------------------------------------

PYTEST_FAIL = ("```\n=================== FAILURES ===================\n"
               "___________ test_refund_expires ___________\n"
               "    time.sleep(2)\n"
               ">   assert refund.expired\nE   assert False\n"
               "tests/test_refund.py:41: AssertionError\n"
               "=========== 1 failed, 88 passed in 4.12s ===========\n```")

# (name, sessions, the exact standing preferences)
SECOND_BATCH: list[tuple[str, list[tuple[Any, ...]], list[tuple[Any, ...]]]] = [
    ("rule_between_pasted_test_output", [
        ([("add an expiry to refunds", DONE),
          (f"it fails on CI:\n\n{PYTEST_FAIL}\n\nthat sleep is why it is flaky. from now on never "
           f"use `time.sleep` in tests, move the clock with freezegun instead.\n\n"
           f"{PYTEST_FAIL}", DONE)], "main"),
        ([("add an expiry to vouchers", DONE)], "main"),
        ([("add an expiry to gift cards", DONE)], "main"),
    ], [("diff_avoids", "time.sleep", True, (_at(0, 1),))]),
    ("same_correction_worded_three_ways_after_different_replies", [
        ([("log failed payments", "I used `log.Printf` for the message."),
          ("no, use `slog` for that", DONE)], "main"),
        ([("add debug output to the cart sync", "I added `fmt.Println` calls."),
          ("please log it with `slog` instead of printing", DONE)], "main"),
        ([("report rejected webhooks", "I write them to stderr."),
          ("switch that over to `slog`", DONE)], "main"),
    ], [("diff_adds", "slog", False, (_at(0, 1), _at(1, 1), _at(2, 1)))]),
    ("one_off_about_one_function_on_two_branches", [
        ([("add a currency field to the config", DONE),
          ("don't change `parseConfig`, add a new function for it", DONE)], "feature/currency"),
        ([("add a health check endpoint", DONE)], "main"),
        ([("read the timeout from the config", DONE),
          ("leave `parseConfig` alone, don't touch it", DONE)], "feature/config-timeout"),
    ], []),
    ("team_rule_in_a_pasted_contributing_section", [
        ([("add a coupon model", DONE),
          ("here is the section from CONTRIBUTING.md:\n\n## Code style\n\n"
           "- Always format with `black` before committing.\n"
           "- Never use `print` for diagnostics; use the `logging` module.\n\n"
           "does my branch follow it?", "Yes, it does.")], "main"),
        ([("add a coupon admin page", DONE)], "main"),
        ([("expire old coupons nightly", DONE)], "main"),
    ], []),
    ("rule_retracted_later", [
        ([("test the order service", DONE),
          ("always use `require` for the assertions in our tests", DONE)], "main"),
        ([("test the user service", DONE)], "main"),
        ([("test the invoice service", DONE),
          ("actually, forget the `require` rule, plain `assert` is fine", DONE)], "main"),
    ], []),
    ("yes_to_make_this_a_habit", [
        ([("add a refund endpoint", "Done. I also ran `go vet ./...` and it is clean. Should I "
          "always do this from now on?"), ("yes", DONE)], "main"),
        ([("add a voucher endpoint", DONE)], "main"),
        ([("add a gift card endpoint", DONE)], "main"),
    ], [("runs", "go vet ./...", True, (_at(0, 1),))]),
    ("ask_kept_to_this_file_in_three_sessions", [
        ([("add a total helper to cart.py", DONE),
          ("in this file, use `Decimal` for the amounts", DONE)], "main"),
        ([("add a tax helper to tax.py", DONE),
          ("use `Decimal` in this file", DONE)], "main"),
        ([("add a rounding helper to money.py", DONE),
          ("in this file only, amounts are `Decimal`", DONE)], "main"),
    ], []),
    ("same_correction_in_two_repositories", [
        ([("log failed payments", "I used `log.Printf` for the message."),
          ("no, use `slog` for that", DONE)], "main", "/work/shop"),
        ([("add a health check endpoint", DONE)], "main", "/work/blog"),
        ([("log failed comments", "I used `log.Printf` for the message."),
          ("no, use `slog` for that", DONE)], "main", "/work/blog"),
    ], []),
    ("we_dont_use_said_once", [
        ([("add a date picker to checkout", DONE)], "main"),
        ([("format the order dates", "I added `moment` to format them."),
          ("we don't use `moment` here, dates go through `date-fns`", DONE)], "main"),
        ([("show the delivery date", DONE)], "main"),
    ], [("diff_adds", "date-fns", True, (_at(1, 1),)),
        ("diff_avoids", "moment", True, (_at(1, 1),))]),
    ("hypothetical_rule_asked_as_a_question", [
        ([("set up the python env", DONE),
          ("what if we always used `uv` instead of pip? would that break CI?", "It would not.")],
         "main"),
        ([("add a requirements lock", DONE)], "main"),
        ([("pin the python version", DONE)], "main"),
    ], []),
    ("rule_in_a_pasted_commit_message", [
        ([("why did the migration job change?", DONE),
          ("git log says:\n\ncommit 4f2a9c1\nAuthor: Dana <dana@shop.dev>\n\n"
           "    Always run `alembic check` before merging\n\nwho added this?", DONE)], "main"),
        ([("add an index to orders", DONE)], "main"),
        ([("add an index to users", DONE)], "main"),
    ], []),
    ("rule_after_a_long_account_of_a_bug", [
        ([("the nightly export crashed", DONE),
          ("ok so what happened: the export read the whole table into memory, the box ran out "
           "of RAM at 3am and the job was killed without a log line. I restarted it by hand and "
           "it finished. going forward, always stream rows with `yield_per` in the exports.",
           DONE)], "main"),
        ([("add a csv export of refunds", DONE)], "main"),
        ([("add a csv export of coupons", DONE)], "main"),
    ], [("diff_adds", "yield_per", True, (_at(0, 1),))]),
    ("rule_reminded_not_taken_back", [
        ([("test the order service", DONE),
          ("always use `require` for the assertions in our tests", DONE)], "main"),
        ([("test the user service", DONE)], "main"),
        ([("test the invoice service", DONE),
          ("don't forget the `require` rule", DONE)], "main"),
    ], [("diff_adds", "require", True, (_at(0, 1),))]),
    ("rule_taken_back_in_another_repository", [
        ([("test the order service", DONE),
          ("always use `require` for the assertions in our tests", DONE)], "main"),
        ([("test the blog renderer", DONE),
          ("forget the `require` rule, plain `assert` is fine here", DONE)], "main",
         "/work/blog"),
        ([("test the invoice service", DONE)], "main"),
    ], [("diff_adds", "require", True, (_at(0, 1),))]),
    ("rule_said_again_after_it_was_taken_back", [
        ([("test the order service", DONE),
          ("never mind what I said about `require`, plain asserts are fine", DONE)], "main"),
        ([("test the user service", DONE),
          ("we use `require` for assertions in tests, always", DONE)], "main"),
        ([("test the invoice service", DONE)], "main"),
    ], [("diff_adds", "require", True, (_at(1, 1),))]),
    ("no_to_an_offer_to_make_it_a_habit", [
        ([("add a refund endpoint", "Done. I also ran `go vet ./...` and it is clean. Should I "
          "always do this from now on?"), ("no thanks", DONE)], "main"),
        ([("add a voucher endpoint", DONE)], "main"),
        ([("add a gift card endpoint", DONE)], "main"),
    ], []),
    ("yes_to_make_a_habit_of_nothing_done", [
        ([("add a refund endpoint", "Done. The tests pass. Should I always do this from now on?"),
          ("yes", DONE)], "main"),
        ([("add a voucher endpoint", DONE)], "main"),
        ([("add a gift card endpoint", DONE)], "main"),
    ], []),
    ("one_off_this_time_in_two_sessions", [
        ([("add a discount banner", DONE),
          ("just this once, skip the tests and push it", DONE)], "main"),
        ([("fix the banner colour", DONE),
          ("this time skip the tests, it is a css change", DONE)], "main"),
        ([("add a footer link", DONE)], "main"),
    ], []),
]


# Rules the reader does not read yet, each checked to stay wrong so that reading it is seen:
# none left of this batch.
KNOWN_MISSES: frozenset[str] = frozenset()


# -- a third batch of whole histories, at first sight ------------------------------------------

GO_TEST_LOG = ("```\n--- FAIL: TestRefundWebhook (0.02s)\n"
               "    webhook_test.go:88: got status 500, want 200\n"
               "FAIL\nFAIL\tgithub.com/shop/internal/webhook\t0.412s\n"
               "Error: Process completed with exit code 1.\n```")
REVIEW_THREAD = ("**dana** commented on internal/webhook/handler.go:\n"
                 "> why does this swallow the error?\n\n"
                 "**sam** replied:\n> it was like that before, I only moved it\n\n"
                 "**dana** replied:\n> then let's fix it while we're here")
RENOVATE = ("renovate[bot] commented:\n\n### Configuration\n\n"
            "📅 **Schedule**: Branch creation - At any time.\n\n"
            "🚦 **Automerge**: Disabled by config. Please merge this manually once you are "
            "satisfied.\n\n"
            "♻ **Rebasing**: Whenever PR becomes conflicted, or you tick the rebase/retry "
            "checkbox.\n\n"
            "🔕 **Ignore**: Close this PR and you won't be reminded about this update again.")
PREAMBLE = ("Conventions: we use `pnpm`, never `npm`, and tests are written with `vitest`.\n\n"
            "Task: ")
MYPY_OFFER = "Done. Should I always run `mypy` before finishing from now on?"
HINTS_OFFER = ("Done. Want me to always add type hints to every function I touch from now on?")

THIRD_BATCH: list[tuple[str, list[tuple[Any, ...]], list[tuple[Any, ...]]]] = [
    ("rule_in_a_long_message_of_ci_log_and_review_thread", [
        ([("make the refund webhook return 200 on duplicates", DONE)], "main"),
        ([("CI failed on the webhook PR and there's a review thread:\n\n"
           f"{GO_TEST_LOG}\n\n{REVIEW_THREAD}\n\nfix both please. and from now on always use "
           "`slog` in this service, never `log.Printf`.", DONE)], "main"),
        ([("add a webhook for chargebacks", DONE)], "main"),
    ], [("diff_adds", "slog", True, (_at(1, 0),)),
        ("diff_avoids", "log.Printf", True, (_at(1, 0),))]),
    ("same_correction_in_other_words_in_three_sessions", [
        ([("add a repository test for orders", "I mocked the database with a fake repo."),
          ("no mocks for the db", DONE)], "main"),
        ([("test the user repository", "I used an in-memory stub for the database."),
          ("hit the real database in tests", DONE)], "main"),
        ([("test the invoice repository", "I stubbed the postgres calls."),
          ("don't mock postgres", DONE)], "main"),
    ], [("diff_avoids", "mock", False, (_at(0, 1), _at(1, 1), _at(2, 1)))]),
    ("rule_then_an_exception_for_one_task", [
        ([("open a PR for the coupon fix", DONE),
          ("we never merge PRs ourselves, never run `gh pr merge`", DONE)], "main"),
        ([("add a coupon expiry date", DONE)], "main"),
        ([("the hotfix PR is approved", "Should I wait for a reviewer to merge it?"),
          ("go ahead and run `gh pr merge` this time, it's urgent", DONE)], "main"),
    ], [("does_not_run", "gh pr merge", True, (_at(0, 1),))]),
    ("different_rules_in_two_projects", [
        ([("add a cart badge", DONE),
          ("we always use `pnpm` in this repo", DONE)], "main", "/work/shop"),
        ([("add a tag cloud", DONE),
          ("we always use `yarn` in this repo", DONE)], "main", "/work/blog"),
        ([("add a wishlist", DONE)], "main", "/work/shop"),
        ([("add an rss feed", DONE)], "main", "/work/blog"),
    ], [("runs", "pnpm", True, (_at(0, 1),)),
        ("runs", "yarn", True, (_at(1, 1),))]),
    ("rule_given_taken_back_given_again", [
        ([("add a date filter to the orders page", DONE),
          ("never use `lodash` in the frontend, write the helpers by hand", DONE)], "main"),
        ([("add a price filter", DONE)], "main"),
        ([("add a sort menu", DONE),
          ("`lodash` is fine again, the bundle size problem is solved", DONE)], "main"),
        ([("add a search box", DONE)], "main"),
        ([("add pagination", "I used `lodash/chunk` for the pages."),
          ("ugh, the bundle grew again. never use `lodash` in the frontend", DONE)], "main"),
    # "in the frontend" is one part of the project: the rule stands by being said twice.
    ], [("diff_avoids", "lodash", False, (_at(0, 1), _at(4, 1)))]),
    ("test_framework_rule_during_unrelated_work", [
        ([("rename the cart columns in the migration", DONE),
          ("for the record, we write tests with `pytest` here, never `unittest`", DONE)],
         "main"),
        ([("add a currency column", DONE)], "main"),
        ([("drop the legacy cart table", DONE)], "main"),
    ], [("diff_adds", "pytest", True, (_at(0, 1),)),
        ("diff_avoids", "unittest", True, (_at(0, 1),))]),
    ("proposal_accepted_then_another_refused", [
        ([("add type checks to the pricing module", MYPY_OFFER), ("yes, always", DONE)],
         "main"),
        ([("add a discount calculator", HINTS_OFFER), ("no, don't", DONE)], "main"),
        ([("add a tax calculator", DONE)], "main"),
    ], [("runs", "mypy", True, (_at(0, 1),))]),
    ("one_off_about_a_component_across_one_branch", [
        ([("move the checkout to the new layout", DONE),
          ("don't convert `PaymentForm` to hooks, that's out of scope", DONE)],
         "feature/checkout-v2"),
        ([("add the address step to the new checkout", DONE),
          ("leave `PaymentForm` as a class component", DONE)], "feature/checkout-v2"),
        ([("add the review step to the new checkout", DONE),
          ("again, no hooks in `PaymentForm`", DONE)], "feature/checkout-v2"),
    ], []),
    ("team_convention_said_as_a_plain_fact", [
        ([("return an error when the cart is empty", "I return fmt.Errorf with %v."),
          ("errors are wrapped with `%w` here", DONE)], "main"),
        ([("return an error when the coupon is expired", DONE)], "main"),
        ([("return an error when the stock is gone", DONE)], "main"),
    ], [("diff_adds", "%w", True, (_at(0, 1),))]),
    ("dependency_bot_text_pasted_in_every_session", [
        ([(f"can you check this upgrade is safe?\n\n{RENOVATE}", "It is safe."),
          ("ok", DONE)], "renovate/react-19"),
        ([(f"and this one?\n\n{RENOVATE}", "It is safe.")], "renovate/vite-6"),
        ([(f"is this bump safe too?\n\n{RENOVATE}", "It is safe.")], "renovate/eslint-9"),
        ([(f"last one:\n\n{RENOVATE}", "It is safe.")], "renovate/typescript-5.7"),
    ], []),
    ("rule_asked_as_a_polite_question", [
        ([("test the refund errors", DONE),
          ("can you always use `pytest.raises` for expected exceptions from now on?", DONE)],
         "main"),
        ([("test the voucher errors", DONE)], "main"),
        ([("test the gift card errors", DONE)], "main"),
    ], [("diff_adds", "pytest.raises", True, (_at(0, 1),))]),
    ("someone_elses_rule_the_person_does_not_hold", [
        ([("format the cart module", DONE),
          ("my colleague wants us to always use `black`, but I don't care, use whatever", DONE)],
         "main"),
        ([("format the tax module", DONE)], "main"),
        ([("format the coupon module", DONE)], "main"),
    ], []),
    ("a_past_experience_is_no_rule", [
        ([("add relative dates to the order list", DONE),
          ("last time we used `moment` the bundle doubled, so keep an eye on size", DONE)],
         "main"),
        ([("add relative dates to the refund list", DONE)], "main"),
        ([("add relative dates to the coupon list", DONE)], "main"),
    ], []),
    ("conventions_preamble_typed_at_the_start_of_every_session", [
        ([(PREAMBLE + "add a cart badge", DONE)], "main"),
        ([(PREAMBLE + "add a wishlist page", DONE)], "main"),
        ([(PREAMBLE + "add a compare page", DONE)], "main"),
    ], [("diff_adds", "pnpm", True, (_at(0, 0), _at(1, 0), _at(2, 0))),
        ("diff_adds", "vitest", True, (_at(0, 0), _at(1, 0), _at(2, 0))),
        ("diff_avoids", "npm", True, (_at(0, 0), _at(1, 0), _at(2, 0)))]),
    ("a_ban_replaced_by_its_opposite", [
        ([("call the rates API", "I used `axios`."),
          ("we don't use `axios` here", DONE)], "main"),
        ([("call the shipping API", DONE)], "main"),
        ([("call the tax API", "I used fetch as you asked before."),
          ("we switched to `axios` last month, use `axios` from now on", DONE)], "main"),
    ], [("diff_adds", "axios", True, (_at(2, 1),))]),
    ("rule_of_another_project_named_beside_this_ones", [
        ([("set up the python env", DONE),
          ("in my other repo we always use `poetry`; this one uses plain `pip`, keep it that "
           "way", DONE)], "main"),
        ([("add a requirements file for the worker", DONE)], "main"),
        ([("pin the worker's dependencies", DONE)], "main"),
    ], [("runs", "pip", True, (_at(0, 1),))]),
]


# Rules the reader does not read yet, each checked to stay wrong so that reading it is seen: a
# convention said inside a preamble ("tests are written with `vitest`") gives no standing
# preference; "no mocks for the db", "don't mock postgres" give none either. (A convention said
# as a plain fact in answer to the agent, "errors are wrapped with `%w` here", is read since its
# sessions' requests, "return an error when ...", are no longer thrown away as code.)
THIRD_MISSES: frozenset[str] = frozenset({
    "same_correction_in_other_words_in_three_sessions",
    "conventions_preamble_typed_at_the_start_of_every_session",
})


# -- a fourth batch of whole histories, at first sight -----------------------------------------

TRACEBACK = ("```\nTraceback (most recent call last):\n"
             '  File "/app/worker/sync.py", line 88, in run\n'
             "    stamp = datetime.utcnow()\n"
             '  File "/app/worker/sync.py", line 41, in _window\n'
             "    if stamp - last > WINDOW:\n"
             "TypeError: can't subtract offset-naive and offset-aware datetimes\n```")
SLACK_PNPM = ("alice: reminder for everyone, we always use `pnpm` in the frontend repo now\n"
              "bob: 👍\n"
              "carol: does that include the storybook scripts?\n"
              "alice: yes, never `npm install` there, the lockfile breaks")
SUGGESTION = ("**bob-k** reviewed internal/orders/store.go\n\n"
              "> `@@ -52,7 +52,7 @@ func (s *Store) Close() error {`\n\n"
              "**bob-k** 2 days ago\nPrefer `errors.Join` so both errors come back.\n\n"
              "Suggested change\n```suggestion\n\treturn errors.Join(errA, errB)\n```\n\n"
              "**kim-l** 2 days ago\nagree, always `errors.Join` when closing two things")
DIFF = ("```diff\ndiff --git a/src/cart/Total.tsx b/src/cart/Total.tsx\n"
        "index 3c1d2e4..8f9a0b1 100644\n--- a/src/cart/Total.tsx\n+++ b/src/cart/Total.tsx\n"
        "@@ -12,6 +12,9 @@ export function Total({ items }: Props) {\n"
        "   const sum = items.reduce((a, i) => a + i.price, 0);\n"
        "+  console.log('sum', sum);\n+  console.log('items', items);\n"
        "   return <span>{format(sum)}</span>;\n```")
AGENT_CODE = ("Done. Here is the new loader:\n\n```python\nimport os\n\n"
              "def load(name: str) -> str:\n"
              "    # Always resolve paths relative to the config dir.\n"
              "    path = os.path.join(CONFIG_DIR, name)\n"
              "    with open(path) as fh:\n        return fh.read()\n```\n\n"
              "It reads the file relative to `CONFIG_DIR`.")
ACTIONS_FORCE = ("```\nRun git push origin HEAD:release/2.4\n"
                 "To github.com:shop/api.git\n ! [rejected]        HEAD -> release/2.4 "
                 "(fetch first)\nerror: failed to push some refs to 'github.com:shop/api.git'\n"
                 "Error: Process completed with exit code 1.\n```")
ZOD_PROPOSAL = ("Done. I validated the body by hand. A suggestion: we could always validate "
                "request bodies with `zod` schemas, so the types and the checks stay in one "
                "place.")
AUDIT_OFFER = ("Done. I bumped `axios` to 1.7.9. Should I run `npm audit` every time I change "
               "dependencies?")
CHANGELOG_OFFER = "Done. Should I add an entry to CHANGELOG.md for this?"

FOURTH_BATCH: list[tuple[str, list[tuple[Any, ...]], list[tuple[Any, ...]]]] = [
    ("rule_typed_between_two_pastes_of_a_traceback", [
        ([("the sync worker crashes since the deploy, here's the log:\n\n"
           f"{TRACEBACK}\n\nthe naive timestamp comes from `utcnow`. never use "
           "`datetime.utcnow` in this codebase, it is deprecated and naive.\n\n"
           f"same crash on the second box:\n\n{TRACEBACK}", DONE)], "main"),
        ([("add a retry window to the sync worker", DONE)], "main"),
        ([("log how long each sync takes", DONE)], "main"),
    ], [("diff_avoids", "datetime.utcnow", True, (_at(0, 0),))]),
    ("teammates_rule_in_a_slack_paste_in_two_sessions", [
        ([("add a cart badge to the header", DONE),
          (f"saw this in slack:\n\n{SLACK_PNPM}\n\ndoes this affect the api repo at all?",
           "No, the api repo has no node dependencies.")], "main"),
        ([("add a tax line to the receipt", DONE)], "main"),
        ([(f"again from slack, for context:\n\n{SLACK_PNPM}\n\nanyway, can you add a footer "
           "link to the receipt?", DONE)], "main"),
    ], []),
    ("correction_of_the_agents_code_in_other_words_three_times", [
        ([("load the tax table from the config dir", AGENT_CODE),
          ("use `pathlib` for that, not os.path.join", DONE)], "main"),
        ([("load the shipping zones from the config dir", AGENT_CODE),
          ("os.path again... please rewrite it with `pathlib`", DONE)], "main"),
        ([("add a debug dump of the loaded config", AGENT_CODE),
          ("switch the path handling over to `pathlib`", DONE)], "main"),
    ], [("diff_adds", "pathlib", False, (_at(0, 1), _at(1, 1), _at(2, 1)))]),
    ("opposite_rules_for_two_packages_of_one_monorepo", [
        ([("add a price formatter to packages/web", DONE),
          ("in packages/web we always use `vitest` for tests", DONE)], "main"),
        ([("add a price endpoint to packages/api", DONE),
          ("in packages/api never use `vitest`, it stays on `jest`", DONE)], "main"),
        ([("add a discount field to both packages", DONE)], "main"),
    ], []),
    ("rule_until_a_migration_is_done_then_lifted", [
        ([("add the orders table to the new schema", DONE),
          ("until the Postgres migration is done, use `legacy_db.session` for every write",
           DONE)], "main"),
        ([("add the refunds table to the new schema", DONE)], "main"),
        ([("migration is finished, cut over the writes", DONE),
          ("the migration is done, stop using `legacy_db.session`", DONE)], "main"),
    ], []),
    ("preference_given_with_a_reason_the_agent_keeps_breaking", [
        ([("sum the order lines", "I added the line prices as floats."),
          ("use `Decimal` for money, floats lose cents when you add them up", DONE)], "main"),
        ([("apply the coupon to the total", "I multiply the float total by 0.9."),
          ("that's a float again. money has to be `Decimal`, the rounding is off", DONE)],
         "main"),
        ([("split the bill between two cards", "I divide the float total by two."),
          ("`Decimal` for the amounts please, the float split is a cent short", DONE)], "main"),
    ], [("diff_adds", "Decimal", False, (_at(0, 1), _at(1, 1), _at(2, 1)))]),
    ("same_one_symbol_fix_on_two_branches", [
        ([("add paging to the order list", DONE),
          ("also `RETRY_DELAY_MS` should be 500, not 50", DONE)], "feature/order-paging"),
        ([("add a health check endpoint", DONE)], "main"),
        ([("add paging to the refund list", DONE),
          ("and set `RETRY_DELAY_MS` to 500 here too", DONE)], "feature/refund-paging"),
    ], []),
    ("yes_to_the_same_one_time_offer_in_three_sessions", [
        ([("add a refund reason field", CHANGELOG_OFFER), ("yes", DONE)], "main"),
        ([("add a voucher expiry", CHANGELOG_OFFER), ("yep", DONE)], "main"),
        ([("add gift card balances", CHANGELOG_OFFER), ("sure, go ahead", DONE)], "main"),
    ], []),
    ("yes_with_a_habit_word_to_an_offer_to_run_a_command", [
        ([("bump axios", AUDIT_OFFER), ("yes, make that a habit", DONE)], "main"),
        ([("bump react-query", DONE)], "main"),
        ([("add a date picker", DONE)], "main"),
    ], [("runs", "npm audit", True, (_at(0, 1),))]),
    ("review_thread_with_a_suggested_change_pasted_twice", [
        ([("close the order store cleanly", DONE),
          (f"review came back:\n\n{SUGGESTION}\n\napply the suggestion", DONE)],
         "fix/store-close"),
        ([("add a health check endpoint", DONE)], "main"),
        ([("close the refund store cleanly", DONE),
          (f"same review on this one:\n\n{SUGGESTION}\n\napply it here too", DONE)],
         "fix/refund-store-close"),
    ], []),
    ("rule_typed_in_the_middle_of_a_pasted_diff", [
        ([("show the cart total", DONE),
          (f"this is what you committed:\n\n{DIFF}\n\nnever leave `console.log` in committed "
           f"code. strip them.\n\n{DIFF}", DONE)], "main"),
        ([("show the shipping cost", DONE)], "main"),
        ([("show the tax line", DONE)], "main"),
    ], [("diff_avoids", "console.log", True, (_at(0, 1),))]),
    ("comment_in_the_agents_code_is_not_the_persons", [
        ([("load the tax table from the config dir", AGENT_CODE), ("ok thanks", DONE)],
         "main"),
        ([("load the shipping zones from the config dir", AGENT_CODE), ("great", DONE)],
         "main"),
        ([("load the currency list from the config dir", AGENT_CODE), ("looks good", DONE)],
         "main"),
    ], []),
    ("ban_on_a_command_after_a_pasted_ci_incident", [
        ([("the release push failed:\n\n" f"{ACTIONS_FORCE}\n\n"
           "Please rebase on the remote branch and push again.", "I force-pushed the branch."),
          ("you overwrote two of sam's commits. don't ever run `git push --force` on shared "
           "branches again. I restored them from the reflog.", DONE)], "release/2.4"),
        ([("add a changelog for 2.4", DONE)], "release/2.4"),
        ([("tag the 2.4.1 hotfix", DONE)], "main"),
    ], [("does_not_run", "git push --force", True, (_at(0, 1),))]),
    ("the_agents_proposal_adopted_later_as_a_rule", [
        ([("validate the signup body", ZOD_PROPOSAL), ("not now", DONE)], "main"),
        ([("validate the login body", DONE)], "main"),
        ([("validate the checkout body", "I checked the fields by hand."),
          ("ok you were right before: from now on always validate request bodies with `zod`",
           DONE)], "main"),
    ], [("diff_adds", "zod", True, (_at(2, 1),))]),
    ("a_rule_said_as_not_always", [
        ([("add a lint script", DONE),
          ("we don't always use `pnpm`, plain npm is fine for the scripts folder", DONE)],
         "main"),
        ([("add a format script", DONE)], "main"),
        ([("add a typecheck script", DONE)], "main"),
    ], []),
    ("acceptance_criteria_of_a_ticket_pasted_in_two_sessions", [
        ([("here's the ticket:\n\nSHOP-412 Show prices in the customer's locale\n\n"
           "Acceptance criteria:\n- Always format prices with `Intl.NumberFormat`\n"
           "- Never hard-code the currency symbol\n\nplease do it for the product page", DONE)],
         "feature/shop-412"),
        ([("add a health check endpoint", DONE)], "main"),
        ([("same ticket, now the cart:\n\nSHOP-412 Show prices in the customer's locale\n\n"
           "Acceptance criteria:\n- Always format prices with `Intl.NumberFormat`\n"
           "- Never hard-code the currency symbol", DONE)], "feature/shop-412-cart"),
    ], []),
    ("rule_after_a_long_reply_of_the_agent", [
        ([("why is the export slow?",
           "The export loads every order with its lines one query at a time:\n\n```python\n"
           "for order in Order.objects.all():\n    lines = order.lines.all()\n```\n\n"
           "That is one query per order (N+1). With 40k orders it runs 40k queries. I can "
           "prefetch the lines with `prefetch_related('lines')`, which makes it two queries."),
          ("yes do that. and in general, always use `prefetch_related` when you loop over a "
           "relation, I don't want N+1s anywhere", DONE)], "main"),
        ([("add an export of refunds", DONE)], "main"),
        ([("add an export of coupons", DONE)], "main"),
    ], [("diff_adds", "prefetch_related", True, (_at(0, 1),))]),
]


# Rules the reader does not read yet, each checked to stay wrong so that reading it is seen: a
# correction said as a kind's plain fact ("money has to be `Decimal`") or as a term and its place
# with no verb ("`Decimal` for the amounts please") gives nothing, so one said three times in
# those words is no preference.
FOURTH_MISSES: frozenset[str] = frozenset({
    "preference_given_with_a_reason_the_agent_keeps_breaking",
})


@pytest.mark.parametrize(("name", "sessions", "expected"),
                         SECOND_BATCH + THIRD_BATCH + FOURTH_BATCH,
                         ids=[case[0] for case in SECOND_BATCH + THIRD_BATCH + FOURTH_BATCH])
def test_batches_of_histories_at_first_sight(
        isolated_home: Path, name: str, sessions: list[tuple[Any, ...]],
        expected: list[tuple[Any, ...]]) -> None:
    """Histories in shapes the ones above lack, each batch written at first sight, before the
    code was changed for it. The second: 7 of the first 13 passed then. The third: 9 of the 16
    passed; of the 7 that failed, one found two wrong preferences (a ban kept after the opposite
    rule replaced it, and "API" from "call the rates API" and the like in three requests) and
    six missed a rule. The fourth: 12 of the 17 passed; of the 5 that failed, three found wrong
    preferences (a teammate's rule in a pasted Slack thread, "not `os.path.join`" in "use
    `pathlib` for that, not ..." read as a rule, a wish said "until the migration is done") and
    two missed a rule; after the fixes, 16 pass and one miss is left (`FOURTH_MISSES`)."""
    found = _standing(isolated_home, sessions)
    if name in KNOWN_MISSES | THIRD_MISSES | FOURTH_MISSES:
        assert found != expected, f"{name} is read right now: take it off its misses"
    else:
        assert found == expected


@pytest.mark.parametrize(("sessions", "expected"), [
    # The later rule holds, whichever way round.
    ([([("add a client for the rates API", DONE),
        ("we always use `axios` for http calls", DONE)], "main"),
      ([("add a client for the shipping API", DONE)], "main"),
      ([("add a client for the tax API", DONE),
        ("we don't use `axios` anymore, it's too heavy", DONE)], "main")],
     [("diff_avoids", "axios", True, (_at(2, 1),))]),
    # An opposite said for the task at hand, or in another repository, overrules nothing.
    ([([("add a client for the rates API", DONE), ("we don't use `axios` here", DONE)], "main"),
      ([("add a client for the shipping API", DONE),
        ("use `axios` this time, the SDK needs it", DONE)], "main"),
      ([("add a client for the tax API", DONE)], "main")],
     [("diff_avoids", "axios", True, (_at(0, 1),))]),
    ([([("add a client for the rates API", DONE), ("we don't use `axios` here", DONE)], "main"),
      ([("add a client for the feed API", DONE),
        ("we always use `axios` in this repo", DONE)], "main", "/work/blog"),
      ([("add a client for the tax API", DONE)], "main")],
     [("diff_adds", "axios", True, (_at(1, 1),)),
      ("diff_avoids", "axios", True, (_at(0, 1),))]),
    # Not to run a command, then to run it.
    ([([("open a PR for the coupon fix", DONE),
        ("we never merge PRs ourselves, never run `gh pr merge`", DONE)], "main"),
      ([("open a PR for the voucher fix", DONE),
        ("from now on always run `gh pr merge` once a PR is approved", DONE)], "main")],
     [("runs", "gh pr merge", True, (_at(1, 1),))]),
    # A rule on another term is no opposite.
    ([([("add a client for the rates API", DONE), ("we don't use `axios` here", DONE)], "main"),
      ([("add a client for the tax API", DONE), ("we always use `axios-retry` in this repo", DONE)],
       "main")],
     [("diff_adds", "axios-retry", True, (_at(1, 1),)),
      ("diff_avoids", "axios", True, (_at(0, 1),))]),
])
def test_a_later_rule_that_says_the_opposite_replaces_a_rule(
        isolated_home: Path, sessions: list[tuple[Any, ...]],
        expected: list[tuple[Any, ...]]) -> None:
    assert _standing(isolated_home, sessions) == expected


def test_the_request_naming_one_thing_of_a_kind_each_time_is_not_a_preference(
        isolated_home: Path) -> None:
    """"the billing API", "the search API", "the stock API": three things of one kind, each
    the work of its own request, not one thing every piece of work must use."""
    assert _standing(isolated_home, [
        ([("use the billing API for the invoices page", DONE)], "main"),
        ([("use the search API for the header box", DONE)], "main"),
        ([("use the stock API on the product page", DONE)], "main"),
    ]) == []


def test_a_name_said_of_a_different_thing_each_time_is_not_a_preference(
        isolated_home: Path) -> None:
    """"the billing GraphQL client", "the search GraphQL client": the name is read as a term
    (it is no acronym of a kind of thing), yet each request is about its own client."""
    assert _standing(isolated_home, [
        ([("use the billing GraphQL client for the invoices page", DONE)], "main"),
        ([("use the search GraphQL client for the header box", DONE)], "main"),
        ([("use the stock GraphQL client on the product page", DONE)], "main"),
    ]) == []
