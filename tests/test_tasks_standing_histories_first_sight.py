"""Standing preferences from whole histories, at first sight: what is durable by evidence, mined
end to end from Claude Code logs of several sessions.

A standing preference is a constraint said with a rule's scope ("from now on", "in this repo",
"never", "we use") or the same constraint asked again in other pieces of work, the same by
meaning, not by words; it lists every session it was said in. What must give none: one fix
carried on over several sessions, an ask about one file or one symbol, a rule taken back or set
aside later, two asks that only share a word, the same ask once in each of two repositories.

Each history is 2 to 4 sessions, made up for these tests from how people work in general
(several projects, languages and tools); the expected standing preferences (check, term, said
as a rule, the sessions it was said in) were decided before the histories were run.

At first sight, 17 of the 24 were read right: 4 of the 9 said again (four lacked a session it
was said in: three where it was said again in other words, "switch this to zod too", "clsx again
please", "slices.Contains would do here, switch to it", one where it was asked before the same
rule was said; one was missed), all 10 look-alikes, 3 of the 5 rules (one wrong preference:
"AssertJ" of "we use AssertJ's `assertThat`" read as the term, and the ban of "not JUnit's
`assertEquals`" missed; "never ... in this repo, fix what the hook says" read as kept to the
hook). After the fix (a library's name as the owner of the code term after it is no term; a fix
asked after a comma is a clause of its own; an ask said again as a change's "switch this to X",
as "X again please", as the term and where it goes, or as the term and then "it" in the next
clause, "it's missing X, put it in"; a rule gains the sessions that asked for its term in other
words as its origins), all 24. Of the 7 written after the fix to break it (`AFTER_THE_FIX`), the
code before read 4 right (one wrong preference: a term named far from the verb, "add a test ...,
like the httpx ones"), the fix all 7.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from test_tasks_standing_histories import DONE, _standing

from helpers.judged import ADDS, AVOIDS, NOT_RUN, check_read, judged

ADMIN = "/work/admin"          # TypeScript back office
CRATE = "/work/ripcache"       # Rust crate
OPS = "/work/ops"              # shell scripts and terraform
STORE = "/work/storefront"     # React shop
ETL = "/work/etl"              # Python pipelines
FORUM = "/work/forum"          # Rails app
GATEWAY = "/work/gateway"      # Go service
LEDGER = "/work/ledger"        # Java service
CHAT = "/work/chat"            # Elixir app
API = "/work/api"              # Django API
BOT = "/work/bot"              # Python chat bot

Case = tuple[str, list[tuple[Any, ...]], list[tuple[Any, ...]]]

# (a) The same correction, worded differently each time and said as a one-time request: one
# standing preference with every session it was said in.
SAID_AGAIN: list[Case] = [
    ("zod_asked_three_ways_in_three_sessions", [
        ([("validate the signup form on the server", "I check each field with an if."),
          ("can you validate it with `zod` instead", DONE)], "main", ADMIN),
        ([("validate the invite payload", "I wrote a type guard by hand."),
          ("switch this to zod too", DONE)], "main", ADMIN),
        ([("validate the billing webhook body", "Manual checks on each property."),
          ("zod please, not hand-written guards", DONE)], "main", ADMIN),
    ], [("diff_adds", "zod", False, ("s0", "s1", "s2"))]),
    ("thiserror_after_the_answer_twice", [
        ([("add an error type for the cache", "I return `Box<dyn Error>` from every call."),
          ("derive it with `thiserror`", DONE)], "main", CRATE),
        ([("bump clap to 4.5", DONE)], "main", CRATE),
        ([("add errors to the config loader", "The loader returns `String` errors."),
          ("please use thiserror for these as well", DONE)], "main", CRATE),
    ], [("diff_adds", "thiserror", False, ("s0", "s2"))]),
    ("strict_mode_line_in_three_scripts", [
        ([("write a backup script for the database", "Added `backup.sh`."),
          ("add `set -euo pipefail` at the top", DONE)], "main", OPS),
        ([("write a script that rotates the nginx logs", "Added `rotate.sh`."),
          ("it's missing set -euo pipefail, put it in", DONE)], "main", OPS),
        ([("a script to prune old docker images", "Added `prune.sh`."),
          ("same as before: `set -euo pipefail` as the first line", DONE)], "main", OPS),
    ], [("diff_adds", "set -euo pipefail", False, ("s0", "s1", "s2"))]),
    ("clsx_for_class_names_three_times", [
        ([("add a disabled state to the button", "I join the class names in a template "
           "string."), ("use `clsx` for the class names", DONE)], "main", STORE),
        ([("highlight the active tab", "I build the className with a ternary."),
          ("could you do that with clsx instead?", DONE)], "main", STORE),
        ([("add an error style to the email input", "The classes are concatenated strings."),
          ("clsx again please", DONE)], "main", STORE),
    ], [("diff_adds", "clsx", False, ("s0", "s1", "s2"))]),
    ("tmp_path_instead_of_tmp_twice", [
        ([("test the csv exporter", "The test writes to `/tmp/out.csv`."),
          ("use the `tmp_path` fixture instead of /tmp", DONE)], "main", ETL),
        ([("test the archive step", "The test creates its files under `/tmp`."),
          ("switch those to tmp_path", DONE)], "main", ETL),
    ], [("diff_adds", "tmp_path", False, ("s0", "s1"))]),
    ("find_each_in_three_of_four_sessions", [
        ([("backfill the slugs for posts", "I loop with `Post.all.each`."),
          ("use `find_each` for that, the table is big", DONE)], "main", FORUM),
        ([("recompute the user karma", "`User.all.each do |u|` ..."),
          ("find_each please, not all.each", DONE)], "main", FORUM),
        ([("add a dark theme", DONE)], "main", FORUM),
        ([("reindex the comments", "I iterate over `Comment.all.each`."),
          ("again, batch it with find_each", DONE)], "main", FORUM),
    ], [("diff_adds", "find_each", False, ("s0", "s1", "s3"))]),
    ("clippy_asked_after_the_answer_twice", [
        ([("add a --json flag to the stats command", "Done; `cargo test` passes."),
          ("run `cargo clippy` too before you call it done", DONE)], "main", CRATE),
        ([("read the config from toml", "Done; the tests pass."),
          ("did you run clippy? please run cargo clippy", DONE)], "main", CRATE),
    ], [("runs", "cargo clippy", False, ("s0", "s1"))]),
    ("slices_contains_for_membership_three_ways", [
        ([("check the role is allowed", "I loop over the allowed roles."),
          ("use `slices.Contains` for that", DONE)], "main", GATEWAY),
        ([("check the region is supported", "A for loop over the list of regions."),
          ("slices.Contains would do here, switch to it", DONE)], "main", GATEWAY),
        ([("check the currency is known", "I range over the currencies."),
          ("again, `slices.Contains` instead of a loop", DONE)], "main", GATEWAY),
    ], [("diff_adds", "slices.Contains", False, ("s0", "s1", "s2"))]),
    ("asked_once_then_said_as_a_rule", [
        ([("test the refund view", "The test queries the database without a marker."),
          ("mark it with `pytest.mark.django_db`", DONE)], "main", API),
        ([("add a voucher serializer", DONE)], "main", API),
        ([("test the voucher view", "I wrote the test without a marker."),
          ("we always mark db tests with `pytest.mark.django_db`", DONE)], "main", API),
    ], [("diff_adds", "pytest.mark.django_db", True, ("s0", "s2"))]),
]

# (b) What only looks like a standing preference: none.
LOOK_ALIKES: list[Case] = [
    ("one_rename_carried_on_next_day", [
        ([("rename `fetchUser` to `getUser` in api.ts", DONE)], "main", ADMIN),
        ([("carry on renaming fetchUser to getUser, the hooks still use the old name", DONE)],
         "main", ADMIN),
        ([("finish the fetchUser -> getUser rename in the tests", DONE)], "main", ADMIN),
    ], []),
    ("one_flaky_spec_fixed_over_two_sessions", [
        ([("`checkout.spec.ts` is flaky, wrap the total assertion in `waitFor`", DONE)],
         "main", STORE),
        ([("checkout.spec.ts failed again, put the coupon assertion in waitFor too", DONE)],
         "main", STORE),
    ], []),
    ("dry_run_for_deploys_and_for_migrations_in_two_projects", [
        ([("deploy the worker to staging", "Running `./deploy.sh staging`."),
          ("do a `--dry-run` of the deploy first", DONE)], "main", OPS),
        ([("apply the new migrations", "Running `python manage.py migrate`."),
          ("run the migrations with --dry-run first", DONE)], "main", API),
    ], []),
    ("one_time_ask_once_in_each_of_two_repositories", [
        ([("format the loader module", "I ran `black` on it."),
          ("use `ruff format` rather than black", DONE)], "main", ETL),
        ([("format the command handlers", "Formatted with `black`."),
          ("ruff format please, not black", DONE)], "main", BOT),
    ], []),
    ("rule_said_once_then_given_up", [
        ([("add a filter to the audit log page", DONE),
          ("from now on run `npm run typecheck` before you commit", DONE)], "main", ADMIN),
        ([("add a csv export to the audit log", DONE)], "main", ADMIN),
        ([("add paging to the audit log", DONE),
          ("you can stop running npm run typecheck before commits, CI does it now", DONE)],
         "main", ADMIN),
    ], []),
    ("rule_set_aside_later_by_what_it_was_about", [
        ([("merge the ledger fix", DONE),
          ("always squash-merge PRs with `gh pr merge --squash`", DONE)], "main", LEDGER),
        ([("add a balance endpoint", DONE)], "main", LEDGER),
        ([("merge the balance PR", DONE),
          ("we stopped squashing, ignore what I said about squash merges", DONE)],
         "main", LEDGER),
    ], []),
    ("a_flag_as_the_work_and_a_flag_to_run_with", [
        ([("add a `--verbose` flag to the sync command", DONE)], "main", GATEWAY),
        ([("run the failing test with --verbose and show me the output", "Here it is.")],
         "main", GATEWAY),
        ([("add a health endpoint", DONE)], "main", GATEWAY),
    ], []),
    ("one_variable_through_one_branch", [
        ([("use the `--color-surface` variable in Header.tsx", DONE)], "feature/dark-mode",
         STORE),
        ([("use `--color-surface` in Footer.tsx too", DONE)], "feature/dark-mode", STORE),
        ([("and in Sidebar.tsx, --color-surface for the background", DONE)],
         "feature/dark-mode", STORE),
    ], []),
    ("one_serializer_on_two_branches", [
        ([("add the order history endpoint", DONE),
          ("make `OrderSerializer` read-only", DONE)], "feature/order-history", API),
        ([("add a health endpoint", DONE)], "main", API),
        ([("add the order export", DONE),
          ("`OrderSerializer` has to stay read-only, you made it writable again", DONE)],
         "feature/order-export", API),
    ], []),
    ("dry_run_asked_of_a_command_and_made_as_a_flag_in_one_project", [
        ([("upgrade the ingress chart", "Running `helm upgrade ingress ./chart`."),
          ("run the helm upgrade with --dry-run first", DONE)], "main", OPS),
        ([("add a `--dry-run` option to the cleanup script", DONE)], "main", OPS),
    ], []),
]

# (c) A rule said once with a rule's scope: standing after one session.
SAID_AS_A_RULE: list[Case] = [
    ("terraform_fmt_from_now_on", [
        ([("add an S3 bucket for the backups", DONE),
          ("from now on, run `terraform fmt -recursive` before you commit", DONE)], "main", OPS),
        ([("add a lifecycle rule to the bucket", DONE)], "main", OPS),
    ], [("runs", "terraform fmt -recursive", True, ("s0",))]),
    ("no_unwrap_in_library_code", [
        ([("add a get_many method to the cache", "Done; it calls `unwrap()` on the lock."),
          ("never call `unwrap()` in library code, return the error with `?`", DONE)],
         "main", CRATE),
        ([("add an eviction metric", DONE)], "main", CRATE),
    ], [("diff_avoids", "unwrap()", True, ("s0",))]),
    ("mix_format_always", [
        ([("add typing indicators to the room channel", DONE),
          ("always run `mix format` before committing", DONE)], "main", CHAT),
        ([("add read receipts", DONE)], "main", CHAT),
        ([("add message reactions", DONE)], "main", CHAT),
    ], [("runs", "mix format", True, ("s0",))]),
    ("assertj_in_this_repo", [
        ([("test the transfer service", "I used `assertEquals` for the checks."),
          ("in this repo we use AssertJ's `assertThat`, not JUnit's `assertEquals`", DONE)],
         "main", LEDGER),
        ([("test the statement service", DONE)], "main", LEDGER),
    ], [("diff_adds", "assertThat", True, ("s0",)),
        ("diff_avoids", "assertEquals", True, ("s0",))]),
    ("never_skip_hooks_in_this_repo", [
        ([("commit the rate limiter", "The pre-commit hook failed, so I committed with "
           "`--no-verify`."),
          ("don't ever use `git commit --no-verify` in this repo, fix what the hook says", DONE)],
         "main", GATEWAY),
        ([("add a request id header", DONE)], "main", GATEWAY),
    ], [("does_not_run", "git commit --no-verify", True, ("s0",))]),
]

CASES = SAID_AGAIN + LOOK_ALIKES + SAID_AS_A_RULE

# Written after the fix, to break it: a rule said once gains as evidence the sessions that asked
# for its term in other words, but those never make a rule stand that was taken back, nor count
# in another repository.
AFTER_THE_FIX: list[Case] = [
    # Asked for on top of the work in two sessions, once for one file: the ask stands by
    # repetition, not as a rule.
    ("ask_in_other_words_then_kept_to_one_file", [
        ([("add a retry to the uploader", "I used `time.sleep` between tries."),
          ("switch this to backoff too", DONE)], "main", BOT),
        ([("add a retry to the notifier", DONE),
          ("always use `backoff` in notifier.py", DONE)], "main", BOT),
    ], [("diff_adds", "backoff", False, ("s0", "s1"))]),
    ("rule_taken_back_after_an_ask_in_other_words", [
        ([("add a cli entry point", "I parse the arguments with `argparse`."),
          ("rewrite it with typer", DONE)], "main", ETL),
        ([("add a second command", DONE),
          ("from now on always use `typer` for the cli", DONE)], "main", ETL),
        ([("add a third command", DONE),
          ("forget the `typer` rule, argparse is fine", DONE)], "main", ETL),
    ], []),
    ("rule_with_asks_in_other_words_in_another_repository", [
        ([("add a cli entry point", "I parse the arguments with `argparse`."),
          ("rewrite it with typer", DONE)], "main", BOT),
        ([("add a second command", DONE),
          ("from now on always use `typer` for the cli", DONE)], "main", ETL),
    ], [("diff_adds", "typer", True, ("s1",))]),
    # The term said again with a place, or with "again", in words that tell of it.
    ("term_and_a_place_in_a_report", [
        ([("add a client for the rates API", "I used `requests`."),
          ("use `httpx` for that", DONE)], "main", ETL),
        ([("`httpx` for the tax client keeps timing out", DONE)], "main", ETL),
        ([("`httpx` at the moment is pinned to 0.27, why?", "Because of the proxy.")],
         "main", ETL),
        ([("same as before: `httpx` fails on redirects", DONE)], "main", ETL),
    ], []),
    ("term_named_far_from_the_verb", [
        ([("add a client for the rates API", "I used `requests`."),
          ("use `httpx` for that", DONE)], "main", ETL),
        ([("add retries to the fx client, the one httpx talks to", DONE)], "main", ETL),
        ([("add a test for the tax client, like the httpx ones", DONE)], "main", ETL),
    ], []),
    ("term_then_it_in_reports", [
        ([("add a client for the rates API", "I used `requests`."),
          ("use `httpx` for that", DONE)], "main", ETL),
        ([("`httpx` keeps timing out on the tax API, replace it with requests", DONE)],
         "main", ETL),
        ([("httpx broke the nightly build, fix it", DONE)], "main", ETL),
    ], []),
    ("rule_then_asked_again_in_other_words", [
        ([("add a cli entry point", DONE),
          ("from now on always use `typer` for the cli", DONE)], "main", ETL),
        ([("add an export command", "I parse the arguments with `argparse`."),
          ("typer again please", DONE)], "main", ETL),
    ], [("diff_adds", "typer", True, ("s0", "s1"))]),
]


def _found(home: Path, sessions: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """Each standing preference found: its check, its term, whether it was said as a rule, and
    the sessions it was said in."""
    return [(kind, term, durable, tuple(dict.fromkeys(s for s, _ in origins)))
            for kind, term, durable, origins in _standing(home, sessions)]


# Still read wrong, each checked to stay wrong so that reading it right is seen: none.
KNOWN_MISSES: frozenset[str] = frozenset()


@pytest.mark.parametrize(("name", "sessions", "expected"), CASES + AFTER_THE_FIX,
                         ids=[case[0] for case in CASES + AFTER_THE_FIX])
def test_standing_preferences_of_whole_histories(isolated_home: Path, name: str,
                                                 sessions: list[tuple[Any, ...]],
                                                 expected: list[tuple[Any, ...]]) -> None:
    found = _found(isolated_home, sessions)
    check_read(name, found, expected, KNOWN_MISSES)


@pytest.mark.parametrize(("words", "reply", "expected"), [
    # A library named as the owner of the code term asked for ("AssertJ's `assertThat`") is no
    # term of its own, on either side of a contrast.
    ("always use FastAPI's `Depends` for the db session", "",
     {(ADDS, "Depends", True)}),
    ("we use SQLAlchemy's `select()`, not the legacy `query()`", "",
     {(ADDS, "select()", True), (AVOIDS, "query()", True)}),
    ("here we always use `assertThat`, not JUnit's `assertEquals`", "",
     {(ADDS, "assertThat", True), (AVOIDS, "assertEquals", True)}),
    # A fix asked after a rule, with a comma, is a clause of its own: the place it names ("the
    # hook", "the function") is the fix's, not the rule's.
    ("never commit with `--no-verify`, fix what the hook reports", "",
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("never add `# type: ignore`, fix the type in the function instead", "",
     {(AVOIDS, "# type: ignore", True)}),
    # Said for the work at hand, still.
    ("don't use `any`, fix this function", "", {(AVOIDS, "any", False)}),
])
def test_what_the_histories_found_read_wrong_by_shape(words: str, reply: str,
                                                      expected: set[tuple[str, str, bool]]
                                                      ) -> None:
    assert judged(words, reply) == expected
