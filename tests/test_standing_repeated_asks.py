"""Durable by evidence, across harnesses: the same constraint asked as a one-time request in two or
more pieces of work is one standing preference listing every place it was said; a constraint
that names one file, symbol or pull request, a retry inside one session, an ask said three times
in one session, and an ask the person later takes back are not.

Each scenario is a real store of sessions: Claude Code transcripts, Codex CLI rollouts and
GitHub Copilot CLI event logs, written where and as those CLIs write them, harvested and mined
with the product's own code (one person's home, several repositories and stacks: Go, Python,
TypeScript, Rust, Ruby, PHP, Java). The asks are the checks people keep having to ask for: a
formatter, a linter, a test runner, a type checker, a changelog entry, a commit message's form,
squashing; each said in other words in each session ("run gofmt before you commit", "can you
gofmt everything first", "format it with gofmt please"). The traps: the same words about a
different thing each time (a rename of one symbol, a reword of one commit), one file's fix asked
twice in one session, one ask three times in one session, the same ask once in each of three
repositories, the ask on one feature branch carried over three sessions, questions and reports
about the tool, pasted CI output and a reviewer's words, the ask that is the work itself, the ask
kept to its task ("just this once"), and a repeated ask later taken back whole ("stop running
gofmt") or in part ("actually, don't gofmt the generated files").

The wordings are written for these tests from how people ask in general; the expected standing
preferences (check, term, said as a rule, the sessions it was said in) were decided before the
histories were run.

At first sight (before the code was changed for them), 29 of the 34 written first were read
right: 10 of the 15 asked again, all 19 traps. Missed whole: a checker named bare in prose ("run
gofmt before you commit", "run rubocop too", "can you run phpstan on it too") gave no judge (the
command list of prose knew eslint and ruff, not gofmt, rubocop, phpstan, staticcheck,
shellcheck, stylelint, pylint...), and "run gofmt -w ." ran "-w"; one commit asked for ("squash it
into one commit") had no check at all. One expectation was corrected: a conventional-commit
preference is named "conventional" by this table, as `helpers.judged` names it. After the fix
(`terms.CHECKER_PROGRAMS`, the checkers named by a word that means nothing else, are commands in
prose and the names `directives` reads as what passes; "gofmt everything" is the tool said as the
verb on all of the code; `OneCommit`, a check of the commits, asked on top of the work however it
is worded), all 34. The fix as first written broke one trap (the gofmt asked three times, then
"actually, don't gofmt the generated files", stood without the exception): a command only asked
for, later turned away from part of the code by the tool said as the verb, stands no more; and
adding the one commit broke another (one pull request squashed in two sessions): an ask with no
term named one pull request or ticket in every saying is that work's. The 8 written after the
fix to break it (`AFTER_THE_FIX`): the code before read 3 right, the fix all 8. Of the wordings
of one saying (`WORDINGS`), the code before read 0 of the 16 checks (one wrong, "-w") and gave
nothing for all 25 others; the fix all 41. The reader set then showed "clippy" as a command of
its own lost `cargo clippy` where the agent had run it ("always run clippy before you hand
back"), and "squash your fixups into one commit" asked all of the work to be one commit: clippy
is left to the agent's command, and one commit is asked of all of the work only.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from skillsleep.after_harvest import after_harvest
from skillsleep.context import Context
from skillsleep.harvest import run_harvest
from skillsleep.tasks.judges.mine import CONVENTIONAL_PATTERN
from skillsleep.tasks.pipeline import load_families
from skillsleep.tasks.repetition import asks_for
from test_tasks_standing_histories import DONE, _session

from helpers.cli import run_json
from helpers.judged import check_read, check_whole, judged

GOAPI = "/work/goapi"        # Go service
GOCLI = "/work/gocli"        # another Go repository
GOTOOLS = "/work/gotools"    # a third
PYSVC = "/work/pysvc"        # Python service
WEB = "/work/web"            # TypeScript front end
RSCAN = "/work/rscan"        # Rust CLI
SHOP = "/work/shop"          # Rails app
BLOG = "/work/blog"          # PHP site
BANK = "/work/bank"          # Java service

CC, CODEX, COPILOT = "claude-code", "codex", "copilot"

Turns = list[tuple[str, str]]
Said = tuple[str, Turns, str, str]  # harness, turns, branch, repository
Expected = tuple[str, str, bool, tuple[str, ...]]
Case = tuple[str, list[Said], list[Expected]]


def _stamp(day: int, minute: int) -> str:
    return (datetime(2026, 3, day, 9, tzinfo=UTC) + timedelta(minutes=minute)) \
        .isoformat()[:19] + ".000Z"


def _codex(home: Path, sid: str, day: int, turns: Turns, branch: str, project: str) -> None:
    """A Codex CLI rollout as the CLI writes it: the session's meta with its folder and branch,
    the injected instructions and environment, then each typed prompt and the agent's reply."""
    def line(minute: int, kind: str, payload: dict[str, Any]) -> dict[str, Any]:
        return {"timestamp": _stamp(day, minute), "type": kind, "payload": payload}

    def said(role: str, kind: str, text: str) -> dict[str, Any]:
        return {"type": "message", "role": role, "content": [{"type": kind, "text": text}]}

    thread = f"019aad50-0000-7000-8000-{day:012d}"
    lines = [line(0, "session_meta", {
        "id": thread, "timestamp": _stamp(day, 0), "cwd": project, "originator": "codex_cli_rs",
        "cli_version": "0.77.0", "source": "cli", "model_provider": "openai",
        "git": {"commit_hash": "abc123", "branch": branch}}),
        line(0, "response_item", said("user", "input_text",
                                      f"<environment_context>\n  <cwd>{project}</cwd>\n"
                                      "</environment_context>"))]
    for n, (text, answer) in enumerate(turns):
        lines += [line(2 * n + 1, "turn_context", {"cwd": project, "model": "gpt-5-codex"}),
                  line(2 * n + 1, "response_item", said("user", "input_text", text)),
                  line(2 * n + 1, "event_msg", {"type": "user_message", "message": text,
                                                "images": []}),
                  line(2 * n + 2, "response_item", said("assistant", "output_text", answer)),
                  line(2 * n + 2, "event_msg", {"type": "agent_message", "message": answer})]
    path = home / ".codex" / "sessions" / "2026" / "03" / f"{day:02d}" / \
        f"rollout-2026-03-{day:02d}T09-00-00-{thread}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")


def _copilot(home: Path, sid: str, day: int, turns: Turns, branch: str, project: str) -> None:
    """A GitHub Copilot CLI session as the CLI writes it: `session-state/<id>/events.jsonl`, a
    start event with the folder, then each typed message and the agent's reply."""
    del branch  # the CLI's events do not name the branch
    sid = f"c0ffee00-0000-4000-8000-{day:012d}"
    events: list[dict[str, Any]] = [{
        "type": "session.start", "id": f"{sid}-start", "timestamp": _stamp(day, 0),
        "data": {"sessionId": sid, "version": 1, "startTime": _stamp(day, 0),
                 "selectedModel": "gpt-5", "context": {"cwd": project}}}]
    for n, (text, answer) in enumerate(turns):
        events += [{"type": "user.message", "id": f"{sid}-u{n}",
                    "timestamp": _stamp(day, 2 * n + 1), "data": {"content": text}},
                   {"type": "assistant.message", "id": f"{sid}-a{n}",
                    "timestamp": _stamp(day, 2 * n + 2),
                    "data": {"content": answer, "model": "gpt-5"}}]
    path = home / ".copilot" / "session-state" / sid / "events.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(x) + "\n" for x in events), encoding="utf-8")


WRITERS = {CC: _session, CODEX: _codex, COPILOT: _copilot}


def _write(home: Path, sessions: list[Said]) -> dict[str, str]:
    """Write the store; the session id each harness gave session n, mapped to "sn"."""
    names: dict[str, str] = {}
    for n, (harness, turns, branch, project) in enumerate(sessions):
        WRITERS[harness](home, f"s{n}", 2 + n, turns, branch, project)
        sid = {CC: f"s{n}", CODEX: f"019aad50-0000-7000-8000-{2 + n:012d}",
               COPILOT: f"c0ffee00-0000-4000-8000-{2 + n:012d}"}[harness]
        names[sid] = f"s{n}"
    return names


def _found(home: Path, sessions: list[Said]) -> list[Expected]:
    """Each standing preference found once: its check, its term, whether it was said as a rule,
    and the sessions it was said in (as "s0", "s1", ... in the order written)."""
    names = _write(home, sessions)
    ctx = Context.create()
    after_harvest(ctx, run_harvest(ctx).changed)
    found: dict[str, Expected] = {}
    for family in load_families(ctx.store):
        for pref in family.standing:
            params = pref["params"]
            conventional = params.get("pattern") == CONVENTIONAL_PATTERN and "conventional"
            term = conventional or params.get("term") or params.get("command") \
                or params.get("path") or ", ".join(params.get("terms") or ()) \
                or (json.dumps(params, sort_keys=True) if params else pref["kind"])
            where = tuple(sorted(dict.fromkeys(names.get(o["session"], o["session"])
                                               for o in pref["origins"])))
            found.setdefault(json.dumps([pref["kind"], term]),
                             (pref["kind"], term, bool(pref.get("durable")), where))
    return sorted(found.values())


def cc(turns: Turns, project: str, branch: str = "main") -> Said:
    return CC, turns, branch, project


def cx(turns: Turns, project: str, branch: str = "main") -> Said:
    return CODEX, turns, branch, project


def cp(turns: Turns, project: str, branch: str = "main") -> Said:
    return COPILOT, turns, branch, project


# (a) One constraint asked again, as a one-time request each time, in other words and often in
# another harness: one standing preference, with every session it was said in.
SAID_AGAIN: list[Case] = [
    ("gofmt_three_wordings", [
        cc([("add a health check endpoint", "Added `/healthz`."),
            ("run gofmt before you commit", DONE)], GOAPI),
        cx([("add a readiness endpoint", "Added `/readyz`."),
            ("can you gofmt everything first", DONE)], GOAPI),
        cp([("add request ids to the logs", "Every log line now carries the request id."),
            ("format it with gofmt please", DONE)], GOAPI),
    ], [("runs", "gofmt", False, ("s0", "s1", "s2"))]),
    ("ruff_check_in_three_harnesses", [
        cx([("add a retry to the fetcher", "The fetcher retries three times."),
            ("also run `ruff check` when you're done", DONE)], PYSVC),
        cp([("add a timeout to the webhook sender", "It times out after 10 seconds."),
            ("ruff check it before you hand it back", DONE)], PYSVC),
        cc([("cache the exchange rates", "They are cached for an hour."),
            ("you forgot ruff check again", DONE)], PYSVC),
    ], [("runs", "ruff check", False, ("s0", "s1", "s2"))]),
    ("cargo_clippy_three_ways", [
        cc([("add a --quiet flag", "Added `--quiet`."), ("run cargo clippy too", DONE)], RSCAN),
        cc([("skip hidden files by default", "Hidden files are skipped."),
            ("cargo clippy before you're done please", DONE)], RSCAN),
        cx([("print the totals at the end", "Totals are printed."),
            ("can you also run `cargo clippy`?", DONE)], RSCAN),
    ], [("runs", "cargo clippy", False, ("s0", "s1", "s2"))]),
    ("pytest_asked_in_two_harnesses", [
        cc([("add pagination to the orders endpoint", "Added `page` and `per_page`."),
            ("run pytest at the end", DONE)], PYSVC),
        cp([("validate the email field", "Emails are validated."),
            ("could you run pytest too?", DONE)], PYSVC),
    ], [("runs", "pytest", False, ("s0", "s1"))]),
    ("eslint_on_top_of_the_work", [
        cc([("add a dark mode toggle", "The toggle is in the header."),
            ("run eslint on it too", DONE)], WEB),
        cx([("show a spinner while saving", "A spinner shows while saving."),
            ("eslint it before you finish", DONE)], WEB),
        cc([("debounce the search box", "Debounced by 300 ms."),
            ("and run `eslint` please", DONE)], WEB),
    ], [("runs", "eslint", False, ("s0", "s1", "s2"))]),
    ("go_vet_twice_in_other_harnesses", [
        cp([("add a --dry-run flag to the sync command", "Added it."),
            ("also run `go vet ./...`", DONE)], GOAPI),
        cx([("log the sync duration", "The duration is logged."),
            ("go vet ./... before you hand it back", DONE)], GOAPI),
    ], [("runs", "go vet ./...", False, ("s0", "s1"))]),
    ("rubocop_in_rails", [
        cc([("add a scope for overdue invoices", "Added `Invoice.overdue`."),
            ("run rubocop too", DONE)], SHOP),
        cc([("send a reminder mail for overdue invoices", "Added the mailer."),
            ("rubocop it before you hand it back please", DONE)], SHOP),
    ], [("runs", "rubocop", False, ("s0", "s1"))]),
    ("phpstan_in_php", [
        cx([("add a sitemap route", "Added `/sitemap.xml`."),
            ("run phpstan as well", DONE)], BLOG),
        cc([("add an rss feed", "Added `/feed`."),
            ("can you run phpstan on it too", DONE)], BLOG),
    ], [("runs", "phpstan", False, ("s0", "s1"))]),
    ("mvnw_test_in_java", [
        cc([("add an endpoint for the account balance", "Added `GET /accounts/{id}/balance`."),
            ("run `./mvnw test` before you finish", DONE)], BANK),
        cp([("reject transfers above the daily limit", "Transfers above the limit fail."),
            ("./mvnw test too please", DONE)], BANK),
    ], [("runs", "./mvnw test", False, ("s0", "s1"))]),
    ("mypy_three_harnesses", [
        cp([("add a csv export of the orders", "Added `export_orders_csv`."),
            ("also run mypy", DONE)], PYSVC),
        cc([("add a json export of the orders", "Added `export_orders_json`."),
            ("mypy it before you're done", DONE)], PYSVC),
        cx([("add an xlsx export", "Added it."),
            ("you didn't run mypy", DONE)], PYSVC),
    ], [("runs", "mypy", False, ("s0", "s1", "s2"))]),
    ("tsc_noemit_twice", [
        cc([("add a settings page", "Added `/settings`."),
            ("run `tsc --noEmit` too", DONE)], WEB),
        cx([("add a profile page", "Added `/profile`."),
            ("tsc --noEmit before you hand it back please", DONE)], WEB),
    ], [("runs", "tsc --noEmit", False, ("s0", "s1"))]),
    ("changelog_entry_three_ways", [
        cc([("fix the rounding of refunds", "Refunds round half up now."),
            ("add a changelog entry too", DONE)], PYSVC),
        cx([("support partial refunds", "Partial refunds work."),
            ("and a changelog entry please", DONE)], PYSVC),
        cp([("refund the shipping fee too", "The fee is refunded."),
            ("don't forget the changelog", DONE)], PYSVC),
    ], [("edits_file", "CHANGELOG", False, ("s0", "s1", "s2"))]),
    ("conventional_commit_message_three_ways", [
        cc([("fix the flaky login test and commit", "Committed as `fixed test`."),
            ("use a conventional commit message", DONE)], WEB),
        cc([("bump the date library and commit", "Committed as `update deps`."),
            ("commit message in the conventional commits format please", DONE)], WEB),
        cx([("remove the unused icons and commit", "Committed as `cleanup`."),
            ("no, conventional commits please: fix: or feat: in front", DONE)], WEB),
    ], [("regex", "conventional", False, ("s0", "s1", "s2"))]),
    ("squash_into_one_commit", [
        cc([("add the invoice pdf and commit", "Three commits: model, view, tests."),
            ("squash it into one commit", DONE)], SHOP),
        cx([("add the credit note pdf and commit", "Two commits: the view and its tests."),
            ("squash them into a single commit please", DONE)], SHOP),
    ], [("one_commit", "one_commit", False, ("s0", "s1"))]),
    ("gofmt_run_and_said_as_a_rule_later", [
        cc([("add a ping command", "Added `ping`."), ("run gofmt before you commit", DONE)],
           GOCLI),
        cx([("add a version command", "Added `version`."), ("gofmt it first please", DONE)],
           GOCLI),
    ], [("runs", "gofmt", False, ("s0", "s1"))]),
]

# (b) What only looks like the same constraint asked again: none.
TRAPS: list[Case] = [
    ("rename_one_symbol_in_three_sessions", [
        cc([("clean up the user service", "Done."), ("rename `fetchUser` to `loadUser`", DONE)],
           WEB),
        cx([("add caching to the user service", "Done."),
            ("rename fetchUser to loadUser like I said", DONE)], WEB),
        cp([("add tests for the user service", "Done."),
            ("can you rename `fetchUser` to `loadUser`", DONE)], WEB),
    ], []),
    ("rename_a_different_symbol_each_time", [
        cc([("tidy the billing module", "Done."), ("rename `calc` to `computeTotal`", DONE)],
           GOAPI),
        cc([("tidy the invoice module", "Done."), ("rename `tmp` to `draft`", DONE)], GOAPI),
        cx([("tidy the tax module", "Done."), ("rename `r` to `rate`", DONE)], GOAPI),
    ], []),
    ("one_files_fix_asked_twice_in_one_session", [
        cc([("run gofmt on handlers.go", "Formatted `handlers.go`."),
            ("run gofmt on handlers.go again, the imports are still off", DONE)], GOAPI),
        cc([("add a metrics endpoint", DONE)], GOAPI),
        cc([("add a pprof endpoint", DONE)], GOAPI),
    ], []),
    ("one_files_typo_asked_twice_in_one_session", [
        cp([("fix the typo in README.md", "Fixed 'recieve'."),
            ("fix the typo in README.md again, you missed one in the install section", DONE)],
           GOCLI),
        cc([("add a --json flag", DONE)], GOCLI),
    ], []),
    ("the_same_ask_three_times_in_one_session", [
        cc([("add a login rate limit", "Added a limiter."), ("run gofmt before you commit", "Ok."),
            ("and a lockout after five failures", "Added."), ("gofmt it again please", "Ok."),
            ("and log the lockouts", "Logged."), ("format it with gofmt before committing",
                                                  DONE)], GOAPI),
        cc([("add a logout endpoint", DONE)], GOAPI),
        cx([("add a session list endpoint", DONE)], GOAPI),
    ], []),
    ("asked_in_three_sessions_then_stopped", [
        cc([("add a health check", "Added."), ("run gofmt before you commit", DONE)], GOTOOLS),
        cx([("add a readiness check", "Added."), ("can you gofmt everything first", DONE)],
           GOTOOLS),
        cc([("add a liveness check", "Added."), ("format it with gofmt please", DONE)], GOTOOLS),
        cp([("add a startup probe", "Added, and I ran gofmt."),
            ("stop running gofmt, the pre-commit hook does it now", DONE)], GOTOOLS),
    ], []),
    ("asked_in_three_sessions_then_narrowed", [
        cc([("add a health check", "Added."), ("run gofmt before you commit", DONE)], GOTOOLS),
        cx([("add a readiness check", "Added."), ("can you gofmt everything first", DONE)],
           GOTOOLS),
        cc([("add a liveness check", "Added."), ("format it with gofmt please", DONE)], GOTOOLS),
        cc([("regenerate the protobuf code", "Regenerated and ran gofmt over everything."),
            ("actually, don't gofmt the generated files", DONE)], GOTOOLS),
    ], []),
    ("the_same_ask_once_in_each_of_three_repositories", [
        cc([("add a health check", "Added."), ("run gofmt before you commit", DONE)], GOAPI),
        cx([("add a ping command", "Added."), ("can you gofmt everything first", DONE)], GOCLI),
        cp([("add a lint rule", "Added."), ("format it with gofmt please", DONE)], GOTOOLS),
    ], []),
    ("one_feature_branch_carried_over_three_sessions", [
        cc([("start the csv import", "The parser is in."), ("also run `npm run e2e`", DONE)],
           WEB, "feat/csv-import"),
        cx([("carry on with the csv import, the preview is next", "The preview is in."),
            ("npm run e2e again please", DONE)], WEB, "feat/csv-import"),
        cc([("finish the csv import, wire up the button", "Wired up."),
            ("also run `npm run e2e`", DONE)], WEB, "feat/csv-import"),
    ], []),
    ("questions_about_the_tool", [
        cc([("add a health check", "Added, and I ran gofmt."), ("did you run gofmt?", "Yes.")],
           GOAPI),
        cx([("does gofmt change the import order?", "It sorts each import block.")], GOAPI),
        cp([("why did gofmt realign these struct tags?", "It aligns field comments and tags.")],
           GOAPI),
    ], []),
    ("reports_about_the_tool", [
        cc([("the gofmt step in CI takes four minutes, make it faster", DONE)], GOAPI),
        cx([("gofmt is missing from the dev container, add it", DONE)], GOAPI),
        cc([("gofmt broke the build tags in legacy.go, fix them", DONE)], GOAPI),
    ], []),
    ("pasted_ci_output_naming_the_command", [
        cc([("CI is red:\n```\nstep: lint\nthe following files are not formatted, "
             "run gofmt -l -w:\n  internal/api/users.go\nexit status 1\n```", DONE)], GOAPI),
        cx([("CI is red:\n```\nstep: lint\nthe following files are not formatted, "
             "run gofmt -l -w:\n  internal/api/orders.go\nexit status 1\n```", DONE)], GOAPI),
        cp([("CI is red:\n```\nstep: lint\nthe following files are not formatted, "
             "run gofmt -l -w:\n  cmd/server/main.go\nexit status 1\n```", DONE)], GOAPI),
    ], []),
    ("a_reviewers_words_pasted", [
        cc([("address this review comment:\n> nit: please run rubocop before pushing, there "
             "are style offenses", DONE)], SHOP),
        cc([("address this review comment:\n> please run rubocop before pushing, the cops "
             "fail on line 12", DONE)], SHOP),
        cx([("address this review comment:\n> run rubocop before pushing please", DONE)], SHOP),
    ], []),
    ("the_check_is_the_work_itself", [
        cc([("run gofmt on the whole repo", DONE)], GOCLI),
        cx([("gofmt everything please", DONE)], GOCLI),
        cp([("can you run gofmt over all the packages", DONE)], GOCLI),
    ], []),
    ("kept_to_its_task_each_time", [
        cc([("add a --verbose flag", "Added."), ("run cargo clippy, just this once", DONE)],
           RSCAN),
        cx([("add a --color flag", "Added."), ("clippy this one only please", DONE)], RSCAN),
        cc([("add a --no-color flag", "Added."), ("run cargo clippy just this time", DONE)],
           RSCAN),
    ], []),
    ("a_different_linter_each_time", [
        cc([("add a footer", "Added."), ("run eslint too", DONE)], WEB),
        cx([("add a header", "Added."), ("run stylelint too", DONE)], WEB),
        cp([("add a sidebar", "Added."), ("run `prettier --check .` too", DONE)], WEB),
    ], []),
    ("reword_one_commit_each_time", [
        cc([("commit the login fix", "Committed as `wip`."),
            ("reword the commit message to \"fix login redirect\"", DONE)], WEB),
        cx([("commit the signup fix", "Committed as `stuff`."),
            ("reword the commit message to \"fix signup validation\"", DONE)], WEB),
        cc([("commit the avatar fix", "Committed as `x`."),
            ("reword the commit message to \"fix avatar upload\"", DONE)], WEB),
    ], []),
    ("one_pull_request_named_each_time", [
        cc([("look at PR #482", "It adds the export."),
            ("squash PR #482 into one commit before merging", DONE)], SHOP),
        cx([("PR #482 has conflicts, rebase it", "Rebased."),
            ("squash #482 into a single commit please", DONE)], SHOP),
    ], []),
    ("the_changelog_read_not_written", [
        cc([("what does the changelog say about 2.3?", "It lists the new export.")], PYSVC),
        cx([("read the changelog and tell me what broke in 2.4", "The auth change.")], PYSVC),
        cp([("is the changelog up to date?", "It is missing 2.5.")], PYSVC),
    ], []),
]

# Written after the fix, to break it: the checker's bare name, the one commit and the tool
# turned away as a verb, where they must give nothing or must still stand.
AFTER_THE_FIX: list[Case] = [
    ("questions_and_reports_of_one_commit", [
        cc([("add the export", "Done in three commits."),
            ("why did you squash it into one commit?", "To keep the history short.")], SHOP),
        cx([("I squashed it into one commit, is the message ok?", "Yes.")], SHOP),
        cc([("if it's small, put it in one commit", "Ok."), ("add the import", DONE)], SHOP),
    ], []),
    ("one_commit_said_as_a_rule_once", [
        cc([("add the export", "Done in three commits."),
            ("from now on, always squash into one commit before you push", DONE)], SHOP),
        cx([("add the import", DONE)], SHOP),
    ], [("one_commit", "one_commit", True, ("s0",))]),
    ("one_commit_with_a_different_ticket_each_time", [
        cc([("SHOP-12: add the export", "Three commits."),
            ("squash it into one commit please", DONE)], SHOP),
        cx([("SHOP-13: add the import", "Two commits."),
            ("SHOP-13 - a single commit please", DONE)], SHOP),
    ], [("one_commit", "one_commit", False, ("s0", "s1"))]),
    ("tool_turned_away_before_it_was_asked", [
        cc([("regenerate the protobuf code", "Regenerated and formatted."),
            ("don't gofmt the generated files", DONE)], GOTOOLS),
        cc([("add a health check", "Added."), ("run gofmt before you commit", DONE)], GOTOOLS),
        cx([("add a readiness check", "Added."), ("can you gofmt everything first", DONE)],
           GOTOOLS),
        cc([("add a liveness check", "Added."), ("format it with gofmt please", DONE)], GOTOOLS),
    ], [("runs", "gofmt", False, ("s1", "s2", "s3"))]),
    ("an_english_word_turned_away_takes_nothing_back", [
        cc([("add a health check", "Added."), ("run `make lint` before you commit", DONE)],
           GOTOOLS),
        cx([("add a readiness check", "Added."), ("make lint before you hand it back", DONE)],
           GOTOOLS),
        cc([("add a liveness check", "Added, and the generated files are writable."),
            ("don't make the generated files writable", DONE)], GOTOOLS),
    ], [("runs", "make lint", False, ("s0", "s1"))]),
    ("a_rule_with_an_exception_said_later_stands", [
        cc([("add a health check", "Added."),
            ("always run gofmt before you commit in this repo", DONE)], GOTOOLS),
        cx([("regenerate the protobuf code", "Regenerated and formatted."),
            ("actually, don't gofmt the generated files", DONE)], GOTOOLS),
    ], [("runs", "gofmt", True, ("s0",))]),
    ("checker_names_in_questions_and_reports", [
        cc([("did you run rubocop?", "Yes, no offenses.")], SHOP),
        cx([("rubocop flags the long method in the invoice model, fix it", DONE)], SHOP),
        cp([("why is rubocop slow on CI?", "It inspects the vendored gems.")], SHOP),
        cc([("upgrade rubocop to the latest minor", DONE)], SHOP),
    ], []),
    ("bare_checker_asked_in_three_harnesses", [
        cc([("add an admin page", "Added."), ("run staticcheck too", DONE)], GOCLI),
        cx([("add an audit log", "Added."), ("also run staticcheck before you finish", DONE)],
           GOCLI),
        cp([("add an export command", "Added."), ("could you run staticcheck as well?", DONE)],
           GOCLI),
    ], [("runs", "staticcheck", False, ("s0", "s1", "s2"))]),
]

CASES = SAID_AGAIN + TRAPS + AFTER_THE_FIX

# Still read otherwise, each checked to stay so; reading one right takes it out.
KNOWN_MISSES: frozenset[str] = frozenset()


def test_the_table_is_whole() -> None:
    check_whole([name for name, _, _ in CASES], KNOWN_MISSES)
    assert len(SAID_AGAIN + TRAPS) >= 25 and len(TRAPS) >= 15


@pytest.mark.parametrize(("name", "sessions", "expected"), CASES,
                         ids=[case[0] for case in CASES])
def test_standing_preferences_by_repetition_across_harnesses(
        isolated_home: Path, name: str, sessions: list[Said], expected: list[Expected]) -> None:
    check_read(name, _found(isolated_home, sessions), expected, KNOWN_MISSES)


def test_clusters_json_lists_each_place_the_repeated_ask_was_said(isolated_home: Path) -> None:
    """`clusters --json` shows the preference with its origins: one a session, each with the
    harness and folder it was said in, and why it stands."""
    _, sessions, _ = SAID_AGAIN[0]
    names = _write(isolated_home, sessions)
    run_json("harvest")
    standing = [pref for family in run_json("clusters", "--min-size", "1")
                for pref in family["standing"]]
    gofmt = [pref for pref in standing if pref["kind"] == "runs"
             and pref["params"].get("command") == "gofmt"]
    # Each family the three tasks fell into lists the one preference, with all its places.
    assert gofmt and all(pref["origins"] == gofmt[0]["origins"] for pref in gofmt), standing
    origins = gofmt[0]["origins"]
    assert sorted(names[o["session"]] for o in origins) == ["s0", "s1", "s2"]
    assert {o["harness"] for o in origins} == {CC, CODEX, COPILOT}
    assert {o["project"] for o in origins} == {GOAPI}
    assert "said in 3 sessions" in gofmt[0]["why"]


RUN = "runs"
NOT_RUN = "does_not_run"
ONE = ("one_commit", "", False)

# What one saying gives, the checkers named bare and the one commit: read (at first sight none of
# the checkers named bare in prose gave a judge, and "run gofmt -w ." ran "-w"), and the near
# misses that must give nothing (all nothing at first sight too).
WORDINGS: list[tuple[str, set[tuple[str, str, bool]]]] = [
    ("run gofmt before you commit", {(RUN, "gofmt", False)}),
    ("run rubocop too", {(RUN, "rubocop", False)}),
    ("can you run phpstan on it too", {(RUN, "phpstan", False)}),
    ("run staticcheck as well", {(RUN, "staticcheck", False)}),
    ("also run shellcheck on the script", {(RUN, "shellcheck", False)}),
    ("squash your fixups into one commit", set()),
    ("please run stylelint too", {(RUN, "stylelint", False)}),
    ("run pylint on it too", {(RUN, "pylint", False)}),
    ("run gofmt -w . before you commit", {(RUN, "gofmt -w", False)}),
    ("always run rubocop before pushing", {(RUN, "rubocop", True)}),
    ("we never run phpstan in this repo", {(NOT_RUN, "phpstan", True)}),
    ("squash it into one commit", {ONE}),
    ("squash them into a single commit please", {ONE}),
    ("put it all in one commit", {ONE}),
    ("one commit please", {ONE}),
    ("can you squash it down to one commit", {ONE}),
    ("always squash into one commit before you push", {("one_commit", "", True)}),
    # Near misses: nothing.
    ("did you run gofmt?", set()),
    ("gofmt is slow on this repo", set()),
    ("the rubocop config lives in .rubocop.yml", set()),
    ("I ran phpstan and it found 3 issues", set()),
    ("CI runs staticcheck on every push", set()),
    ("clippy says the match is redundant", set()),
    # Rust's linter named bare: the command that runs it (`test_tasks_misses_third_first_sight`)
    ("run clippy before you hand it back", {(RUN, "cargo clippy", False)}),
    ("why is pylint complaining about this?", set()),
    ("shellcheck flagged line 12", set()),
    ("upgrade rubocop to 1.60", set()),
    ("is gofmt installed in the container?", set()),
    ("the stylelint rules are too strict", set()),
    ("add isort to the pre-commit config", set()),
    ("ktlint and detekt both run in CI", set()),
    ("the bug came in one commit", set()),
    ("did you put it in one commit?", set()),
    ("Bob squashed it into one commit", set()),
    ("it's all in one commit already", set()),
    ("squash the two migrations into one", set()),
    ("squash merge it", set()),
    ("from now on always squash", set()),
    ("we put everything in one commit at my old job", set()),
    ("don't squash it into one commit, keep the history", set()),
    ("if it's small, put it in one commit", set()),
]


@pytest.mark.parametrize(("words", "expected"), WORDINGS, ids=[w for w, _ in WORDINGS])
def test_one_saying(words: str, expected: set[tuple[str, str, bool]]) -> None:
    assert judged(words, "Added it.") == expected


@pytest.mark.parametrize(("words", "asked"), [
    ("can you gofmt everything first", True),
    ("gofmt all of it please", True),
    ("don't gofmt everything", False),
    ("did you gofmt everything?", False),
    ("why did gofmt everything change", False),
])
def test_the_tool_said_as_the_verb_on_all_of_the_code(words: str, asked: bool) -> None:
    assert bool(asks_for(words, "gofmt")) is asked
