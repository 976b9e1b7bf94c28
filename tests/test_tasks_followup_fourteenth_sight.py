"""A fourteenth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the cues were
looked at for it, and its figure was taken with the model as it then was.

Its requests are the shapes sessions are full of. A follow-up pastes what the work did when
tried, with few words of the person's own or none: a curl response under "hmm", a compiler's
errors alone, a screenshot ("[Image #1] still"), a worker's log under "same", a failing test's
output under "?", a linter's warning under "now this". It is terse ("next", "go on", "try
again", "revert", "nope", "why?", "huh", "wdym", "and the other one?", "same for users"),
restates and extends the spec at length in many new words about the same feature ("this isn't
quite it. the limit should be per account as well ...", "before you go on: for every tab ..."),
or takes the work up after a night ("ok back. did the eviction also cover ...?"). A new task
pastes other code's error (a route the exchange did not touch, another platform's build, another
container) or a user's issue under a heading, names the next piece tersely ("login page next",
"next up, a health check endpoint", "different thing: ..."), specifies other work at length, or
opens the day after a gap with other work.

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked
to stay wrong, so the table's figure is the real one. At first sight the model made 5 of the
30 follow-ups tasks and 8 of the 25 new tasks follow-ups. After the reading they led to, 1 and
3: the values a log prints under its line ("  left: ...", " right: ...", "  host: db") are
pasted with it, not a chat whose lines before it were typed; the reply judged to miss ("this
isn't quite it.", "that's not right:") opens the request said again; how the work goes on, said
before it does ("before you go on:", "before continuing,"), is a follow-up when it leans on the
work or names as much of it as of its own; a question whether the work did something is no
other work after a return ("ok back.", "morning!") as after any short first sentence; "a
different thing:", "an unrelated task:" say the work is separate as "separate thing:" does; a
heading that ends the typed words ("new issue from a user:", "new bug from support:") heads what
was pasted below it; and one thing named as the next piece with no ask ("login page next", "the
onboarding emails are next", "next up, the audit log export") is other work when the exchange
did not name all of it. A code name's short word counts as named ("Tab" of "BillingTab"), so the
next step the reply listed stays the work in progress. A new task of the sixth table ("the
settings page needs a language picker next") is decided right too. No weight changed: the
labelled history's features are the same, so the trainer gives the same weights. Still missed:
an explanation or a plan of other things asked for in words the kinds do not read as one
("can you explain how the checkout service talks to the payment gateway?", "plan how we'd move
the scheduler off celery beat").
New work said as "now" and a noun ("now the password reset email") was missed at first, and is
decided right since "now" and one thing named, not a part of the work in progress by where it
stands ("now the edge cases", "now the next step"), are read as the next piece of work.
Since a line is told code by its shape (code_line.py), a paste whose typed line comes right
below it ("$ tool status --json ... keys should be snake_case") is decided right: its line of
JSON is code, and the typed line the person's own. "[Image #1] the header row is missing in
excel" was decided right only while a line opening with a bracket was thrown away as code and
left no words; read, its words name nothing the exchange did, and it is missed since.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from skillsleep.tasks.followups import decide, instruction_of

from helpers.exchanges import (
    T0,
    Before,
    decided_because,
    decision_tests,
    why_decided,
)

# A TypeScript login route rate limited.
LOGIN_LIMIT = Before(
    "add rate limiting to POST /api/login",
    "Added `express-rate-limit` in `src/routes/auth.ts`: 5 attempts per 15 minutes per IP on "
    "`POST /api/login`, answering 429 with a `Retry-After` header. `auth.test.ts` covers the "
    "sixth attempt; `npm test` passes.")
# A Go command given a --json flag; its sibling left as it was.
STATUS_JSON = Before(
    "add a --json flag to the status command",
    "Added `--json` to `cmd/status.go`: with it, `runStatus` marshals a `StatusReport` with "
    "`encoding/json` instead of printing the table. `TestStatusJSON` checks the keys; "
    "`go test ./cmd/...` passes. The `list` command still prints only a table.")
# A React layout fixed on small screens.
SIDEBAR = Before(
    "the sidebar overlaps the content on mobile",
    "`Sidebar.module.css` now hides the sidebar below 768px, and `Layout.tsx` shows a "
    "hamburger button that opens it as a drawer over the page, closed by a click outside.")
# A Python job made to send its emails once.
NIGHTLY = Before(
    "the nightly report job sends every email twice",
    "Two beat schedulers were running. `tasks/report.py` now takes a Redis lock "
    "`report:{date}` with `SET NX EX 3600` before `send_nightly` sends anything, so a second "
    "run that day exits early. Added `test_second_run_sends_nothing`.")
# A Rust lexer taught escaped quotes.
LEXER = Before(
    "make the tokenizer handle escaped quotes inside strings",
    "`read_string` in `src/lexer.rs` now treats `\\\"` and `\\\\` as escapes and keeps "
    "reading; an escape at the end of input gives `LexError::UnterminatedString`. Added "
    "`escaped_quote_inside_string` to `tests/lexer.rs`.")
# A React migration done step by step, the next step named.
HOOKS = Before(
    "migrate the settings page from class components to hooks",
    "Step 1 of 4 done: `SettingsPage` is a function component, its state in `useState` and "
    "the fetch in `useEffect`. Next I'll convert `NotificationsTab`, then `BillingTab` and "
    "`ApiKeysTab`.")
# A question about CI answered.
LOCKFILE = Before(
    "what does --frozen-lockfile do in our CI?",
    "`pnpm install --frozen-lockfile` fails instead of updating `pnpm-lock.yaml` when "
    "`package.json` and the lockfile disagree. CI runs it so a dependency added without "
    "committing the lockfile breaks the build, rather than resolving versions nobody tested.")
# A SQL soft delete on one table.
SOFT_DELETE = Before(
    "add soft delete to the orders table",
    "Added `deleted_at timestamptz` to `orders` in `migrations/0042_orders_soft_delete.sql`, "
    "`OrderRepository.delete` now sets it, and every query in `OrderRepository` filters on "
    "`deleted_at IS NULL`.")
# A CSV export added to a reports page.
EXPORT = Before(
    "add a CSV export to the reports page",
    "Added an Export CSV button to `ReportsPage.tsx` that calls `GET /api/reports/export`; the "
    "handler in `reports/views.py` streams the rows with `csv.writer` and a "
    "`StreamingHttpResponse`.")
# A Java cache fix, taken up again the next morning.
OVERNIGHT = Before(
    "the price cache serves stale prices after an update",
    "`PriceService.update` now evicts the product's entry with `@CacheEvict(value = "
    "\"prices\", key = \"#productId\")`, and `PriceCacheIT` checks that a read after an update "
    "sees the new price.",
    gap=timedelta(hours=15))

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # A paste of the work failing, with few words or none.
    ("paste", LOGIN_LIMIT, "hmm\n"
                           "$ curl -i -X POST localhost:3000/api/login -d '{\"email\":\"a@b.c\"}'\n"
                           "HTTP/1.1 500 Internal Server Error\n"
                           "Content-Type: application/json\n\n"
                           "{\"error\":\"Cannot read properties of undefined (reading 'ip')\"}"),
    ("paste", STATUS_JSON, "# github.com/acme/tool/cmd\n"
                           "cmd/status.go:48:15: undefined: StatusReport\n"
                           "cmd/status.go:52:9: too many return values\n"
                           "\thave (string, error)\n"
                           "\twant (error)"),
    ("paste", SIDEBAR, "[Image #1] still"),
    ("paste", SIDEBAR, "[Image #2]\nthe hamburger sits on top of the page title now"),
    ("paste", NIGHTLY, "same\n"
                       "[2026-11-04 02:00:01,233: INFO/ForkPoolWorker-2] Task "
                       "tasks.report.send_nightly[8f1c] received\n"
                       "[2026-11-04 02:00:01,240: INFO/ForkPoolWorker-1] Task "
                       "tasks.report.send_nightly[91ad] received\n"
                       "[2026-11-04 02:00:03,871: INFO/ForkPoolWorker-2] sent 412 emails\n"
                       "[2026-11-04 02:00:03,902: INFO/ForkPoolWorker-1] sent 412 emails"),
    ("paste", LEXER, "?\n"
                     "---- escaped_quote_inside_string stdout ----\n"
                     "thread 'escaped_quote_inside_string' panicked at tests/lexer.rs:57:5:\n"
                     "assertion `left == right` failed\n"
                     "  left: [Str(\"a\\\\\"), Ident(\"b\")]\n"
                     " right: [Str(\"a\\\"b\")]"),
    ("paste", HOOKS, "now this\n"
                     "Warning: React Hook useEffect has a missing dependency: 'userId'. Either "
                     "include it or remove the dependency array.  react-hooks/exhaustive-deps\n"
                     "  src/settings/SettingsPage.tsx  line 23"),
    # Terse replies.
    ("terse", HOOKS, "next"),
    ("terse", HOOKS, "go on"),
    ("terse", HOOKS, "ok"),
    ("terse", LEXER, "try again"),
    ("terse", SIDEBAR, "revert"),
    ("terse", NIGHTLY, "nope"),
    ("terse", SOFT_DELETE, "why?"),
    ("terse", LOCKFILE, "huh"),
    ("terse", LOCKFILE, "wdym"),
    ("terse", STATUS_JSON, "and the other one?"),
    ("terse", SOFT_DELETE, "same for users"),
    # The spec restated and extended, at length, about the same feature.
    ("restated", EXPORT, "ok so to be clearer about what I want from the export: it should use "
                         "whatever filters are applied on the page right now (date range, team, "
                         "status), the columns should come in the same order as the table with "
                         "the same headers, dates in ISO 8601, amounts as plain numbers without "
                         "the currency symbol, and if there are more than 50k rows it should "
                         "email a link instead of downloading in the browser"),
    ("restated", LOGIN_LIMIT, "this isn't quite it. the limit should be per account as well as "
                              "per IP, because people behind the office NAT all share one "
                              "address. so: 5 failed attempts per email per 15 minutes, 50 per "
                              "IP, successful logins don't count, and the 429 body should say "
                              "when they can try again in a human readable way"),
    ("restated", SOFT_DELETE, "thinking about it more, deleted orders still have to show up in "
                              "the admin panel with a grey badge, and the monthly revenue report "
                              "must keep counting them if they were paid before deletion. only "
                              "the customer facing queries should hide them"),
    ("restated", HOOKS, "before you go on: for every tab keep the same prop names as the class "
                        "version so the storybook stories keep working, move shared fetch logic "
                        "into a useSettings hook rather than copy it per tab, and no "
                        "useReducer unless a tab has more than three pieces of state"),
    # After a long gap.
    ("gap", OVERNIGHT, "still seeing old prices this morning on the product page:\n"
                       "GET /api/products/812/price -> {\"productId\":812,\"amount\":19.99}\n"
                       "admin shows 24.99 since yesterday 17:40"),
    ("gap", OVERNIGHT, "ok back. did the eviction also cover the bulk price import?"),
    ("gap", OVERNIGHT, "where did we leave this?"),
    ("gap", OVERNIGHT, "morning, the IT passed on CI overnight but prices are still stale on "
                       "staging"),
    # Pasted failures of the work, with the words after.
    ("paste", EXPORT, "Traceback (most recent call last):\n"
                      "  File \"/app/reports/views.py\", line 88, in export_csv\n"
                      "    writer.writerow(row.values())\n"
                      "AttributeError: 'tuple' object has no attribute 'values'\n"
                      "clicking the button gives this"),
    ("paste", SOFT_DELETE, "ERROR:  column \"deleted_at\" does not exist\n"
                           "LINE 1: SELECT id, total FROM orders WHERE deleted_at IS NULL\n"
                           "                                           ^\n"
                           "on staging"),
    ("paste", STATUS_JSON, "$ tool status --json\n"
                           "{\"Name\":\"api\",\"Healthy\":true,\"LastCheck\":\"2026-11-03T10:02:11Z\"}\n"
                           "keys should be snake_case"),
    ("paste", EXPORT, "[Image #1] the header row is missing in excel"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # A paste of other code's error, starting new work.
    ("other paste", LOGIN_LIMIT, "$ curl -i localhost:3000/api/invoices/42\n"
                                 "HTTP/1.1 404 Not Found\n\n"
                                 "{\"error\":\"invoice not found\"}\n"
                                 "the invoice is in the db though, check the invoices route"),
    ("other paste", STATUS_JSON, "unrelated build failure on the windows runner:\n"
                                 "internal/fsutil/lock_windows.go:14:2: undefined: "
                                 "syscall.LOCK_EX\n"
                                 "FAIL\tgithub.com/acme/tool/internal/fsutil [build failed]"),
    ("other paste", NIGHTLY, "the beat container keeps restarting too, different problem:\n"
                             "celery-beat-1  | Traceback (most recent call last):\n"
                             "celery-beat-1  |   File \"/app/scheduler/db.py\", line 12, in "
                             "<module>\n"
                             "celery-beat-1  | ModuleNotFoundError: No module named "
                             "'psycopg2'"),
    ("other paste", SIDEBAR, "[Image #3] the pricing table on the landing page is cut off on "
                             "tablets, fix that"),
    ("other paste", LEXER, "new issue from a user:\n"
                           "> parsing `1e400` makes the evaluator print `inf` instead of an "
                           "overflow error\n"
                           "can you take it"),
    # New tasks said tersely, with a new subject.
    ("terse new", EXPORT, "now the password reset email"),
    ("terse new", HOOKS, "login page next"),
    ("terse new", STATUS_JSON, "different thing: the release workflow should build arm64 too"),
    ("terse new", SOFT_DELETE, "next up, a health check endpoint"),
    ("terse new", LEXER, "now write a fuzz target for the parser"),
    ("terse new", NIGHTLY, "ok. the invoice pdfs are blank in production"),
    ("terse new", SIDEBAR, "dark mode for the whole app next"),
    ("terse new", LOGIN_LIMIT, "add structured logging to the worker service"),
    ("terse new", EXPORT, "bump django to 5.1"),
    # New tasks at length, after the work was done.
    ("long new", SOFT_DELETE, "next: I need a nightly job that archives orders older than two "
                              "years into a separate archive schema, keeps foreign keys "
                              "intact, runs in batches of 10k so it doesn't lock the table, and "
                              "writes a summary row to job_runs when it's done"),
    ("long new", LOCKFILE, "got it, thanks. can you set up renovate for the monorepo, grouping "
                           "minor updates per workspace, automerging patch updates of dev "
                           "dependencies, and keeping the schedule to weekends"),
    # After a long gap.
    ("gap", OVERNIGHT, "morning. the staging deploy is stuck on the flyway migration, take a "
                       "look"),
    ("gap", OVERNIGHT, "new day. write the release notes for 3.2 from the merged PRs"),
    ("gap", OVERNIGHT, "let's add an endpoint that lists products whose price changed in the "
                       "last 24 hours"),
    ("gap", OVERNIGHT, "can you explain how the checkout service talks to the payment "
                       "gateway?"),
    # Terse asks of another kind of work on the project.
    ("other kind", STATUS_JSON, "write a man page for the cli"),
    ("other kind", HOOKS, "review my branch feat/billing-tab before I open the PR"),
    ("other kind", LEXER, "explain how the pratt parser handles precedence here"),
    ("other kind", NIGHTLY, "plan how we'd move the scheduler off celery beat"),
    ("other kind", SIDEBAR, "update the README screenshots"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "[Image #1] the header row is missing in excel",
    "can you explain how the checkout service talks t",
    "plan how we'd move the scheduler off celery beat",
})


(test_a_request_after_the_work_is_told_a_new_task_or_a_follow_up_at_fourteenth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(30, 25))


@pytest.mark.parametrize(("text", "pasted"), [
    ("?\nthread 'main' panicked at src/lib.rs:9:5:\nassertion `left == right` failed\n"
     "  left: 3\n right: 4", "panicked at"),
    ("same\npsycopg2.OperationalError: connection refused\n  host: db\n  port: 5432",
     "connection refused"),
])
def test_the_values_a_log_prints_under_its_line_are_pasted_not_a_chat(
        text: str, pasted: str) -> None:
    # Read as a chat, the values took the log's own line for the person's words.
    ins = instruction_of(text)
    assert pasted in ins.payload and pasted not in ins.words and "\n" not in ins.words


@pytest.mark.parametrize(("words", "before"), [
    ("different thing: the release workflow should also build arm64 images", STATUS_JSON),
    ("thanks. a different question, how are the celery queues routed in production", NIGHTLY),
    ("looks right. an unrelated task: rename the staging bucket to media-staging-eu", EXPORT),
])
def test_a_different_or_unrelated_thing_is_work_said_to_be_separate(
        words: str, before: Before) -> None:
    assert why_decided(before, words) == ("turns to work said to be separate",)


test_other_work_named_as_the_next_piece_is_a_new_task = decided_because(
    ("names other work as the next piece",), [
    ("login page next", HOOKS),
    ("next up, the audit log export", SOFT_DELETE),
    ("ok cool. the onboarding emails are next", LOGIN_LIMIT),
    ("great, webhook retries up next", EXPORT),
])


@pytest.mark.parametrize(("words", "before"), [
    # The next step the reply laid out, or nothing named.
    ("the billing tab next", HOOKS),
    ("ok next", HOOKS),
    ("what comes next", HOOKS),
    # Asked with a verb, or leaning on the work.
    ("do the payments page next", HOOKS),
    ("the same for the refunds table next", SOFT_DELETE),
])
def test_the_next_step_or_an_ask_is_not_read_as_a_next_piece_named(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("names other work as the next piece",)


@pytest.mark.parametrize(("words", "before"), [
    ("this isn't quite it. the lock has to be per recipient, not per day", NIGHTLY),
    ("that's not right: escapes inside single quoted strings stay literal", LEXER),
    ("hmm, it's not quite there. the drawer should push the content, not cover it", SIDEBAR),
])
def test_the_reply_judged_to_miss_before_the_request_said_again_is_a_restatement(
        words: str, before: Before) -> None:
    assert why_decided(before, words) == ("says the last request again",)


@pytest.mark.parametrize(("words", "before"), [
    ("before you go on: keep the same prop names as the class version in every tab", HOOKS),
    ("wait, before continuing, the remaining tabs should fetch through the same hook", HOOKS),
])
def test_how_the_work_goes_on_said_before_it_does_is_a_follow_up(
        words: str, before: Before) -> None:
    assert why_decided(before, words) == ("says how the work in progress goes on",)


@pytest.mark.parametrize(("words", "before"), [
    ("before you go on, can you look at why CI fails on main", HOOKS),
    ("before you continue, another thing: the favicon is missing on the docs site", HOOKS),
])
def test_other_work_asked_before_the_work_goes_on_is_not_read_so(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("says how the work in progress goes on",)


test_a_heading_over_a_paste_heads_other_work = decided_because(
    ("heads a specification of other work",), [
    ("new bug from support:\n> exporting a report with an emoji in the team name gives a "
     "garbled file in excel on windows", LOGIN_LIMIT),
    ("new issue in the tracker:\n> the evaluator prints inf for 1e400 instead of raising an "
     "overflow error", LEXER),
])


@pytest.mark.parametrize(("words", "before"), [
    ("ok back. did the eviction also cover the bulk price import?", OVERNIGHT),
    ("morning! did the lock survive a worker restart overnight?", NIGHTLY),
])
def test_a_question_whether_the_work_did_something_after_a_return_weighs_it(
        words: str, before: Before) -> None:
    assert not decide(words, before.previous(), T0 + timedelta(minutes=2)).new
