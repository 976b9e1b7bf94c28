"""Rules proven by repetition, fourth round, at first sight: the same one-time ask in several
sessions of one repository, worded in shapes the earlier rounds do not hold, is one standing
preference with every place it was said; what only looks like it is none.

The shapes: a check named in words, said differently each time ("run the tests before you say
done", "make sure the test suite passes", "don't finish until the tests are green"; "the linter",
"lint", "lint it before you hand it back"), one ask only when the check is of one kind (tests,
lint, type check, format, build); a script of a task runner (a Taskfile task, a tox environment,
a nox session, a Rake task, a composer script, a cargo-make task) in one session and the tool it
runs in another; the person's own "todo:", "steps:" or "plan:" list of work for the agent in some
sessions and a sentence in others; the ask as a question ("can you also add a changelog entry?",
"could you run `ruff check` first?", "would you mind running mypy as well?") and as an
imperative. The close look-alikes: one frame said of a different check each time, tests then
lint then a formatter by meaning, a different part of the tests each time, steps to reproduce in
three bug reports, a pull request checklist and someone else's runbook pasted in three sessions,
a list of work put off, questions about a check's run, an ask made as a question then taken back,
the same question in three repositories, questions about a different file each time.

At first sight (before the code was changed for them), 17 of the 31 written first were read
right: 2 of the 16 repeated asks (the changelog and `terraform fmt` asked as questions), all 15
close negatives. Ten were missed whole: no script of a task runner was tied to its tool (6);
no check named in words said differently was one ask ("make sure the test suite passes" was read
as a part of the tests named "make sure"), nor was "lint it before you hand it back" or
"typecheck it once you're done" a saying of it (3); and "todo:" and "steps:" lists over "run
`make lint`" were read as someone else's, leaving one saying. Four were found with a place
missing: an item of a list under a bare "plan:" or "todo:", "would you mind running mypy as
well?", and "make sure it's formatted before you finish" (still missed, `KNOWN_MISSES`). After
the fix (a Taskfile, tox, nox, Rake, composer and cargo-make script whose one command is the
tool's is tied to it, each file read by its runner's layout; a check said with its determiner
has no part named before it, and words before it not closed off by a determiner or a verb are
the clause's own; a check named in words is said again by its kind's
verb with the work as its object, "lint", "typecheck", "format"; "would you mind" and a gerund
ask as the verb does; a list under a bare label whose every item asks for work, none a step of
using the app, with nothing after it, is the person's own), 30 of the 31: 15 of the 16 and all
15. Two expectations were corrected: a check named in words is stated in the words of a saying
the reader of directives found ("the linter", "the type checker"), not the words first guessed
("lint", "typecheck"). The 8 written after the fix to break it (`AFTER_THE_FIX` and the last
four of `TIED`): the code before read all 8 right, the fix as first written 7 (three bug reports
whose steps to reproduce were all verbs of work, "run `make seed`", "run `make lint`", each
followed by what happened, made a preference: a list under a bare label is the person's own only
when nothing follows it), now all 8. Three misses of the earlier rounds are read now (a list
under "steps:", "todo:" or a bullet list: `test_tasks_repeated_second_first_sight`,
`test_tasks_repeated_third_first_sight`). What is still missed is in `KNOWN_MISSES`.

Each case is a whole history of Claude Code sessions (3 or 4), written where and how Claude Code
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

from test_tasks_repeated_second_first_sight import GO_FAIL, PY_TRACE, REVIEW_PAGE, _standing
from test_tasks_repeated_third_first_sight import TS_ERROR, _repository, _script_and_tool
from test_tasks_standing_histories import DONE

LEDGER = "/work/ledger"        # Python billing API
ETL = "/work/etl"              # Python data pipelines
CRAWLER = "/work/crawler"      # Python crawler
PROTO = "/work/protohub"       # Go gRPC services
STORE = "/work/storefront"     # TypeScript shop
CRATE = "/work/scanner"        # Rust CLI
SHOPRB = "/work/shoprb"        # Rails app
DOCSITE = "/work/docsite"      # static site
INFRA = "/work/infra"          # terraform

# A bug report's steps, each time about another bug, with the command that starts the app.
def _repro(where: str, what: str) -> str:
    return (f"steps:\n1. run `npm run dev`\n2. open {where}\n3. {what}\n\n"
            "expected it to work, got a blank page")


PR_CHECKLIST = ("PR template for this repo, fill it in:\n\n## Checklist\n"
                "- [ ] I ran `cargo clippy`\n- [ ] I updated the docs\n- [ ] Tests added\n")
RUNBOOK = ("from the release runbook:\n- bump the version in Cargo.toml\n- run `cargo clippy`\n"
           "- tag and push\n\njust fyi, no need to do it now")

Case = tuple[str, list[tuple[Any, ...]], list[tuple[Any, ...]]]

# (a) The same ask made as a one-time request in several pieces of work, in new shapes.
REPEATED: list[Case] = [
    # A check named in words, said differently each time: one ask by meaning, of one kind.
    ("the_tests_named_differently_each_time", [
        ([("add the parquet writer", "Added it."),
          ("run the tests before you say done", DONE)], "main", ETL),
        ([("add retries to the s3 upload", "Added them."),
          ("make sure the test suite passes before you finish", DONE)], "main", ETL),
        ([("the load step fails:\n\n" + PY_TRACE, "The file is closed early."),
          ("ok fix", DONE)], "main", ETL),
        ([("add the dedupe step", "Added it."),
          ("don't finish until the tests are green", DONE)], "main", ETL),
    ], [("runs", "the tests", False, ("s0", "s1", "s3"))]),
    ("the_linter_named_differently_each_time", [
        ([("add the size guide modal", "Added it."), ("also run the linter", DONE)],
         "main", STORE),
        ([("add the wishlist counter", "Added it."),
          ("make sure lint is clean before you're done", DONE)], "main", STORE),
        ([("the drawer does not build:\n\n" + TS_ERROR, "total can be undefined there."),
          ("default it to an empty string", DONE)], "main", STORE),
        ([("fix the price rounding and lint it before you hand it back", DONE)],
         "main", STORE),
        # Expected "lint" when written: the check named in words is stated in the words of a
        # saying the reader of directives found ("the linter"); the same below ("typecheck").
    ], [("runs", "the linter", False, ("s0", "s1", "s3"))]),
    ("the_type_check_named_differently_each_time", [
        ([("add the coupon field to the cart", "Added it."), ("run the type checker too", DONE)],
         "main", STORE),
        ([("which components read the cart store?", "Drawer and Summary."), ("ok", DONE)],
         "main", STORE),
        ([("add the gift card input", "Added it."),
          ("make sure the typecheck passes before you finish", DONE)], "main", STORE),
        ([("move the totals into a hook", "Moved them."),
          ("and typecheck it once you're done", DONE)], "main", STORE),
    ], [("runs", "the type checker", False, ("s0", "s2", "s3"))]),
    ("the_formatter_named_differently_each_time", [
        ([("add the --exclude option to the walker", "Added it."),
          ("run the formatter too", DONE)], "main", CRATE),
        ([("add symlink support", "Added it."),
          ("make sure it's formatted before you finish", DONE)], "main", CRATE),
        ([("why is the scan slow on big dirs?", "It stats every file twice."), ("ok", DONE)],
         "main", CRATE),
        ([("add a --json output", "Added it."), ("also run the formatter", DONE)],
         "main", CRATE),
    ], [("runs", "the formatter", False, ("s0", "s1", "s3"))]),
    # The person's own list of what to do, and a sentence.
    ("make_lint_in_a_todo_a_sentence_and_steps", [
        ([("todo:\n- add the webhook signature check\n- cover it with a test\n"
           "- run `make lint`", DONE)], "main", PROTO),
        ([("add a deadline to the Ping RPC; also run `make lint`", DONE)], "main", PROTO),
        ([("CI is red:\n\n" + GO_FAIL + "\n\nfix it please", DONE)], "main", PROTO),
        ([("steps:\n1. add tenant_id to RequestMeta\n2. regenerate the stubs\n"
           "3. run `make lint`", DONE)], "main", PROTO),
    ], [("runs", "make lint", False, ("s0", "s1", "s3"))]),
    ("rails_test_in_a_plan_and_a_todo_for_you", [
        ([("plan:\n1. add the iban column to accounts\n2. backfill it from the csv\n"
           "3. run `bin/rails test`", DONE)], "main", SHOPRB),
        ([("the admin page 500s on empty orders", "The presenter calls .first on nil."),
          ("fix it", DONE)], "main", SHOPRB),
        ([("add the refund reason dropdown", "Added it."), ("run `bin/rails test` too", DONE)],
         "main", SHOPRB),
        ([("todo for you:\n- add a scope for overdue invoices\n- use it on the dashboard\n"
           "- run `bin/rails test`", DONE)], "main", SHOPRB),
    ], [("runs", "bin/rails test", False, ("s0", "s2", "s3"))]),
    # The ask as a question in some sessions, an imperative in others.
    ("changelog_asked_as_a_question_and_an_imperative", [
        ([("add a --since filter to the export", "Added it."),
          ("can you also add a changelog entry?", DONE)], "main", LEDGER),
        ([("fix the rounding of negative refunds", "Fixed."), ("also update the changelog",
                                                                DONE)], "main", LEDGER),
        ([("review came back:\n\n" + REVIEW_PAGE + "\n\nplease fix", DONE)], "main", LEDGER),
        ([("add the invoice pdf endpoint", "Added it."),
          ("could you update the changelog too?", DONE)], "main", LEDGER),
    ], [("edits_file", "CHANGELOG", False, ("s0", "s1", "s3"))]),
    ("mypy_asked_as_questions_and_an_imperative", [
        ([("add retries to the fetcher", "Added them."),
          ("could you run mypy on it before you finish?", DONE)], "main", CRAWLER),
        ([("parse the sitemap index", "Parsed."), ("run `mypy` too", DONE)], "main", CRAWLER),
        ([("the crawl stops at 500 pages", "MAX_PAGES is 500."), ("raise it to 5000", DONE)],
         "main", CRAWLER),
        ([("cache robots.txt per host", "Cached."),
          ("would you mind running mypy as well?", DONE)], "main", CRAWLER),
    ], [("runs", "mypy", False, ("s0", "s1", "s3"))]),
    ("ruff_check_as_a_question_a_todo_and_a_sentence", [
        ([("add a --verbose flag to the export", "Added it."),
          ("could you run `ruff check` first?", DONE)], "main", LEDGER),
        ([("todo:\n- split the tax module in two\n- run `ruff check`", DONE)],
         "main", LEDGER),
        ([("what does ledger/tax.py do?", "It computes VAT per line."), ("ok", DONE)],
         "main", LEDGER),
        ([("add the credit note model", "Added it."),
          ("ruff check before you hand it back", DONE)], "main", LEDGER),
    ], [("runs", "ruff check", False, ("s0", "s1", "s3"))]),
    ("terraform_fmt_asked_as_a_question_then_an_imperative", [
        ([("add the exports bucket", "Added it."), ("can you run terraform fmt too?", DONE)],
         "main", INFRA),
        ([("add a lifecycle rule to the logs bucket", "Added it."),
          ("also run `terraform fmt`", DONE)], "main", INFRA),
        ([("why does the plan want to recreate the NAT gateway?", "The AZ changed."),
          ("ok leave it", DONE)], "main", INFRA),
    ], [("runs", "terraform fmt", False, ("s0", "s1"))]),
]

# (b) What must not become a standing preference, however often its words come back.
NOT_REPEATED: list[Case] = [
    ("one_frame_said_of_a_different_check_each_time", [
        ([("add the parquet writer", "Added it."), ("run the tests before you say done", DONE)],
         "main", ETL),
        ([("add the s3 retries", "Added them."),
          ("make sure lint passes before you say done", DONE)], "main", ETL),
        ([("add the dedupe step", "Added it."),
          ("run the type checker before you say done", DONE)], "main", ETL),
        ([("add the csv reader", "Added it."),
          ("make sure the build passes before you say done", DONE)], "main", ETL),
    ], []),
    ("tests_then_lint_then_format_by_meaning", [
        ([("add the size guide modal", "Added it."), ("make sure the tests pass", DONE)],
         "main", STORE),
        ([("add the wishlist counter", "Added it."), ("make sure the linter passes", DONE)],
         "main", STORE),
        ([("add the coupon field", "Added it."), ("make sure prettier passes", DONE)],
         "main", STORE),
    ], []),
    ("a_different_part_of_the_tests_each_time", [
        ([("add the refund reason", "Added it."), ("run the model tests too", DONE)],
         "main", SHOPRB),
        ([("add the overdue scope", "Added it."), ("run the controller tests too", DONE)],
         "main", SHOPRB),
        ([("add the csv export", "Added it."), ("run the system tests too", DONE)],
         "main", SHOPRB),
    ], []),
    ("repro_steps_in_three_bug_reports", [
        ([(_repro("/cart with two items", "click pay twice") + "\n\nfix it", DONE)],
         "main", STORE),
        ([(_repro("/account", "change the avatar") + "\n\nplease look", DONE)],
         "main", STORE),
        ([("add the size guide link", DONE)], "main", STORE),
        ([(_repro("/search", "type a quote character") + "\n\nany idea?", "The query is not "
           "escaped."), ("fix it", DONE)], "main", STORE),
    ], []),
    ("a_pr_checklist_pasted_in_three_sessions", [
        ([("add the --max-depth option", DONE), (PR_CHECKLIST, DONE)], "feature/depth", CRATE),
        ([("add symlink support", DONE), (PR_CHECKLIST, DONE)], "feature/symlinks", CRATE),
        ([("add the json output", DONE), (PR_CHECKLIST, DONE)], "feature/json", CRATE),
    ], []),
    ("someone_elses_runbook_pasted_in_three_sessions", [
        ([("add the --max-depth option", DONE), (RUNBOOK, "Noted.")], "main", CRATE),
        ([("add symlink support", DONE), (RUNBOOK, "Noted.")], "main", CRATE),
        ([("add the json output", DONE), (RUNBOOK, "Noted.")], "main", CRATE),
    ], []),
    ("work_put_off_in_a_list_for_later", [
        ([("add the tenant header", DONE),
          ("todo for later, not now:\n- run `make bench`\n- profile the gateway", "Noted.")],
         "main", PROTO),
        ([("add the Cancel RPC", DONE),
          ("later:\n- run `make bench`\n- look at the allocs", "Noted.")], "main", PROTO),
        ([("add a deadline to Ping", DONE),
          ("someday:\n- run `make bench`\n- write it up", "Noted.")], "main", PROTO),
    ], []),
    ("questions_about_the_run_not_asks", [
        ([("add retries to the fetcher", "Done."), ("did you run mypy?", "Yes, it passed.")],
         "main", CRAWLER),
        ([("parse the sitemap index", "Done."), ("does mypy pass on it?", "Yes.")],
         "main", CRAWLER),
        ([("cache robots.txt", "Done."), ("why is mypy so slow here?", "The cache is cold.")],
         "main", CRAWLER),
        ([("add the sitemap filter", "Done."),
          ("can you explain what mypy complained about earlier?", "A missing stub.")],
         "main", CRAWLER),
    ], []),
    ("asked_as_a_question_then_taken_back", [
        ([("add the walker option", "Added it."), ("can you also run `cargo deny`?", DONE)],
         "main", CRATE),
        ([("add symlink support", "Added it."), ("run `cargo deny` too", DONE)],
         "main", CRATE),
        ([("add the json output", "Added it."),
          ("stop running cargo deny, CI does it now", DONE)], "main", CRATE),
    ], []),
    ("asked_as_a_question_once_in_each_of_three_repositories", [
        ([("add the export job", "Added it."), ("could you run the tests too?", DONE)],
         "main", ETL),
        ([("add the retry", "Added it."), ("could you run the tests too?", DONE)],
         "main", CRAWLER),
        ([("add the refund field", "Added it."), ("could you run the tests too?", DONE)],
         "main", LEDGER),
    ], []),
    ("a_question_about_a_different_file_each_time", [
        ([("add the search box", "Added it."), ("can you also update the README?", DONE)],
         "main", DOCSITE),
        ([("add the dark mode toggle", "Added it."), ("can you also update the sitemap?",
                                                       DONE)], "main", DOCSITE),
        ([("fix the footer link", "Fixed."), ("can you also update the robots file?", DONE)],
         "main", DOCSITE),
    ], []),
]

# (c) A script of the repository's task runner named in one session and the tool it runs in
# another: one ask only where the repository's own file ties the two.
TASKFILE = {"Taskfile.yml": "version: '3'\n\ntasks:\n  lint:\n    cmds:\n"
            "      - golangci-lint run\n  test:\n    cmds:\n      - go test ./...\n"}
TOX = {"tox.ini": "[tox]\nenvlist = py311, lint\n\n[testenv]\ndeps = pytest\ncommands = pytest\n\n"
       "[testenv:lint]\ndeps = ruff\ncommands = ruff check .\n"}
NOX = {"noxfile.py": "import nox\n\n\n@nox.session\ndef tests(session):\n"
       "    session.install(\"pytest\")\n    session.run(\"pytest\")\n"}
RAKE = {"Rakefile": "require 'rake'\n\ndesc 'lint'\ntask :lint do\n  sh 'bundle exec rubocop'\n"
        "end\n"}
COMPOSER = {"composer.json": json.dumps({"name": "acme/shop", "scripts": {
    "cs": "php-cs-fixer fix", "test": "phpunit"}}, indent=2)}
CARGO_MAKE = {"Makefile.toml": "[tasks.lint]\ncommand = \"cargo\"\nargs = [\"clippy\"]\n"}
TIED: list[tuple[str, dict[str, str], str, str, list[tuple[Any, ...]]]] = [
    ("taskfile_lint_and_golangci_lint", TASKFILE, "task lint", "golangci-lint run",
     [("runs", "task lint", False, ("s0", "s2"))]),
    ("tox_lint_env_and_ruff_check", TOX, "tox -e lint", "ruff check",
     [("runs", "tox -e lint", False, ("s0", "s2"))]),
    ("nox_tests_session_and_pytest", NOX, "nox -s tests", "pytest",
     [("runs", "nox -s tests", False, ("s0", "s2"))]),
    ("rake_lint_and_rubocop", RAKE, "rake lint", "bundle exec rubocop",
     [("runs", "rake lint", False, ("s0", "s2"))]),
    ("composer_cs_and_php_cs_fixer", COMPOSER, "composer cs", "php-cs-fixer fix",
     [("runs", "composer cs", False, ("s0", "s2"))]),
    ("cargo_make_lint_and_clippy", CARGO_MAKE, "cargo make lint", "cargo clippy",
     [("runs", "cargo make lint", False, ("s0", "s2"))]),
    # ... and the close negatives: no file, a task of two commands, another tool.
    ("taskfile_lint_of_two_commands",
     {"Taskfile.yml": "version: '3'\ntasks:\n  lint:\n    cmds:\n      - golangci-lint run\n"
      "      - go vet ./...\n"}, "task lint", "golangci-lint run", []),
    ("tox_lint_env_running_another_tool", TOX, "tox -e lint", "flake8", []),
    ("nox_session_with_no_noxfile", {}, "nox -s tests", "pytest", []),
    ("taskfile_test_task_and_the_lint_tool", TASKFILE, "task test", "golangci-lint run", []),
    # Written after the fix, to break it.
    ("taskfile_task_with_dependencies",
     {"Taskfile.yml": "version: '3'\ntasks:\n  lint:\n    deps: [generate]\n    cmds:\n"
      "      - golangci-lint run\n"}, "task lint", "golangci-lint run", []),
    ("rake_task_of_two_commands",
     {"Rakefile": "task :lint do\n  sh 'bundle exec rubocop'\n  sh 'bundle exec erblint'\nend\n"},
     "rake lint", "bundle exec rubocop", []),
    ("composer_script_of_two_commands",
     {"composer.json": json.dumps({"scripts": {"cs": ["php-cs-fixer fix", "phpstan"]}})},
     "composer cs", "php-cs-fixer fix", []),
    ("cargo_make_task_of_a_script",
     {"Makefile.toml": "[tasks.lint]\nscript = [\"cargo clippy\"]\n"},
     "cargo make lint", "cargo clippy", []),
]


# Written after the fix, to break it.
AFTER_THE_FIX: list[Case] = [
    ("repro_steps_of_work_verbs_across_bug_reports", [
        ([("steps:\n1. run `make seed`\n2. start the api with `make run`\n3. run `make lint`\n\n"
           "and the lint step hangs forever", "The cache lock is never released."),
          ("fix it", DONE)], "main", PROTO),
        ([("steps:\n1. run `make seed`\n2. run `make lint`\n\nthe second one prints a "
           "panic, see above", "A nil map."), ("fix it", DONE)], "main", PROTO),
        ([("steps:\n1. check out the release branch\n2. run `make lint`\n\nsame hang as "
           "yesterday", "Same lock."), ("ok", DONE)], "main", PROTO),
    ], []),
    ("each_kind_of_check_by_its_verb_once", [
        ([("add the parquet writer", "Added it."), ("run the tests too", DONE)], "main", ETL),
        ([("add the s3 retries", "Added them."), ("lint it before you hand it back", DONE)],
         "main", ETL),
        ([("add the dedupe step", "Added it."), ("typecheck it once you're done", DONE)],
         "main", ETL),
        ([("add the csv reader", "Added it."), ("format it before you finish", DONE)],
         "main", ETL),
    ], []),
    ("would_you_mind_about_the_tool", [
        ([("add retries to the fetcher", "Added them."), ("also run `mypy`", DONE)],
         "main", CRAWLER),
        ([("would you mind explaining what mypy flagged?", "A missing return type."),
          ("ok", DONE)], "main", CRAWLER),
        ([("would you mind looking at why mypy is slow?", "The cache is cold."), ("ok", DONE)],
         "main", CRAWLER),
    ], []),
    ("an_agents_plan_pasted_back_in_three_sessions", [
        ([("add the iban column", "Plan:\n1. Add the column\n2. Run `make lint`"),
          ("Plan:\n1. Add the column\n2. Run `make lint`\n\nis that the right order?",
           "Yes.")], "main", PROTO),
        ([("the old plan from yesterday:\nPlan:\n1. Add the index\n2. Run `make lint`",
           "Noted.")], "main", PROTO),
        ([("Plan:\n1. Add the backfill\n2. Run `make lint`\n\nthoughts?", "Looks fine.")],
         "main", PROTO),
    ], []),
]

# Still read wrong, each checked to stay wrong so that reading it right is seen. ("make sure it's
# formatted before you finish", the check named by what the work must be, is read since
# `test_tasks_repeated_fifth_first_sight`.)
KNOWN_MISSES: frozenset[str] = frozenset()

CASES = REPEATED + NOT_REPEATED + AFTER_THE_FIX


@pytest.mark.parametrize(("name", "sessions", "expected"), CASES,
                         ids=[case[0] for case in CASES])
def test_repeated_asks_fourth_round(isolated_home: Path, name: str,
                                    sessions: list[tuple[Any, ...]],
                                    expected: list[tuple[Any, ...]]) -> None:
    found = _standing(isolated_home, sessions)
    if name in KNOWN_MISSES:
        assert found != expected, f"{name} is read right now: take it out of KNOWN_MISSES"
    else:
        assert found == expected


@pytest.mark.parametrize(("name", "files", "script", "tool", "expected"), TIED,
                         ids=[t[0] for t in TIED])
def test_a_task_runners_script_and_its_tool(isolated_home: Path, name: str,
                                            files: dict[str, str], script: str, tool: str,
                                            expected: list[tuple[Any, ...]]) -> None:
    repo = _repository(isolated_home, files)
    found = _standing(isolated_home, _script_and_tool(repo, script, tool))
    if name in KNOWN_MISSES:
        assert found != expected, f"{name} is read right now: take it out of KNOWN_MISSES"
    else:
        assert found == expected


def test_the_case_names_are_each_their_own() -> None:
    names = [case[0] for case in CASES] + [t[0] for t in TIED]
    assert len(names) == len(set(names)) and set(names) >= KNOWN_MISSES


@pytest.mark.parametrize(("files", "command", "tool"), [
    (TASKFILE, "task lint", "golangci-lint run"),
    (TASKFILE, "task test", "go test"),
    ({"Taskfile.yml": "tasks:\n  fmt:\n    cmd: gofumpt -w .\n"}, "task fmt", "gofumpt -w"),
    ({"Taskfile.yml": "tasks:\n  ci:\n    cmds:\n      - task: lint\n"}, "task ci", ""),
    ({"Taskfile.yml": "tasks:\n  lint:\n    cmds:\n      - golangci-lint run\n"
      "      - go vet ./...\n"}, "task lint", ""),
    (TOX, "tox -e lint", "ruff check"),
    (TOX, "tox -elint", "ruff check"),
    ({"tox.ini": "[testenv:lint]\ncommands =\n    ruff check .\n    mypy .\n"}, "tox -e lint", ""),
    (NOX, "nox -s tests", "pytest"),
    ({"noxfile.py": "import nox\n\n@nox.session\ndef lint(session):\n"
      "    session.run('ruff', 'check', '.')\n    session.run('mypy', '.')\n"}, "nox -s lint", ""),
    ({"noxfile.py": "def tests(session):\n    session.run('pytest')\n"}, "nox -s tests", ""),
    (RAKE, "rake lint", "bundle exec rubocop"),
    (RAKE, "bundle exec rake lint", "bundle exec rubocop"),
    (COMPOSER, "composer cs", "php-cs-fixer fix"),
    (COMPOSER, "composer run-script test", "phpunit"),
    (COMPOSER, "composer install", ""),
    (CARGO_MAKE, "cargo make lint", "cargo clippy"),
    ({"Makefile.toml": "[tasks.lint]\ncommand = \"cargo\"\nargs = [\"clippy\"]\n"
      "dependencies = [\"fmt\"]\n"}, "cargo make lint", ""),
    ({"Makefile.toml": "not toml ["}, "cargo make lint", ""),
    ({}, "task lint", ""),
])
def test_the_tool_a_task_runners_script_runs(tmp_path: Path, files: dict[str, str],
                                             command: str, tool: str) -> None:
    from skillsleep.tasks.scripts import Scripts

    assert Scripts().runs(_repository(tmp_path, files), command) == tool


@pytest.mark.parametrize(("words", "part"), [
    # A check said with its determiner has no part before it; words not closed off by a
    # determiner or a verb are the clause's own.
    ("make sure the test suite passes before you finish", ""),
    ("don't finish until the tests are green", ""),
    ("make sure lint is clean before you're done", ""),
    ("please make sure the integration tests pass", "integration"),
    ("run the model tests too", "model"),
    ("also run the web package linter", "web package"),
    ("run the tests for the parser too", "parser"),
])
def test_the_part_of_a_check_named_in_words(words: str, part: str) -> None:
    from skillsleep.tasks.judges.mine import Quote, derive
    from skillsleep.tasks.repetition import named_in_words, part_named

    from helpers.judged import HERE

    judges = [j for j in derive([Quote(words, HERE, reply="Added it.")]) if named_in_words(j)]
    assert [part_named(j) for j in judges] == [part]


@pytest.mark.parametrize(("words", "term", "asked"), [
    # The verb of a kind of check, with the work as its object, when it is wanted.
    ("fix the price rounding and lint it before you hand it back", "lint", True),
    ("and typecheck it once you're done", "typecheck", True),
    ("format it before you finish", "format", True),
    ("fix the lint errors", "lint", False),
    ("why does lint fail on main?", "lint", False),
    ("don't lint the generated folder", "lint", False),
    # An ask said as "would you mind" and a gerund.
    ("would you mind running mypy as well?", "mypy", True),
    ("would you mind explaining what mypy flagged?", "mypy", False),
    ("would you mind looking at why mypy is slow?", "mypy", False),
])
def test_an_ask_said_again_in_the_fourth_round_shapes(words: str, term: str,
                                                      asked: bool) -> None:
    from skillsleep.tasks.repetition import asks_for

    assert bool(asks_for(words, term)) is asked


@pytest.mark.parametrize(("words", "read"), [
    # The person's own list of work under a bare label: its items are read (and the label, as
    # a line of its own, which asks nothing).
    ("todo:\n- split the tax module in two\n- run `ruff check`",
     ["todo:", "split the tax module in two", "run `ruff check`"]),
    ("steps:\n1. add the column\n2. `make fmt`", ["steps:", "add the column", "`make fmt`"]),
    ("plan for this one:\n1. add the index\n2. run `make lint`",
     ["plan for this one:", "add the index", "run `make lint`"]),
    # Steps to reproduce, what happened after the list, an agent's plan, work put off.
    ("steps:\n1. run `npm run dev`\n2. open /cart\n3. click pay twice", []),
    ("steps:\n1. run `make seed`\n2. run `make lint`\n\nthe second one hangs",
     ["the second one hangs"]),
    ("Plan:\n1. Add the column\n2. Run `make lint`", []),
    ("todo for later:\n- run `make bench`\n- profile the gateway", []),
    ("todo:\n- fixed the parser\n- run `make lint`", []),
])
def test_the_persons_own_list_under_a_bare_label(words: str, read: list[str]) -> None:
    from skillsleep.tasks.lists import typed_lines

    assert [line for _, line in typed_lines(words)] == read
