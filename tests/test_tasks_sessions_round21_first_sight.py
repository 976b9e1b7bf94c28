"""The same work asked again in other words, by people whose work is web backends in PHP, Ruby
and C# and firmware in C: the twenty-first batch, at first sight.

Twelve whole sessions of three people, in `helpers/sessions_round21.py`: an agency developer's
Laravel invoicing app and Rails clinic app (Claude Code), an ASP.NET Core API with EF Core on
Postgres (Codex), and a thermostat's firmware in C on an STM32, built with CMake, with its
drivers, host tests under ctest and a hardware-in-the-loop rig (the Copilot CLI). The recurring
work is the everyday work of those stacks, each worded otherwise each time, typed in a line or
pasted at length: a schema migration written ("need a migration for credit_notes", "add_index
... as an AR migration", "add the EF migration", "Add migration for the AuditEntries table"), a
failing test fixed (rspec's report, `dotnet test`'s, Unity's under ctest, "the pid tests are red
on ci"), an API resource, endpoint or controller action added ("now an api resource for it", "add
a cancel action to the appointments api", a tracker's story pasted), a framework or vendor SDK
moved to another version ("we're still on laravel 10, take it to 11", "time to go to .NET 9",
"rails 7.1.3 -> 7.2.2", "bump STM32CubeF4 1.27.1 -> 1.28.1"), a set of compiler warnings made to
go (gcc's pasted, "~40 CS8618/CS8602 nullable warnings ... clean them up", "clang has its own
warnings now ... fix those"), a review's comments addressed (GitHub's threads, a reviewer's
quoted list, GitLab's), and release notes written. Among them work that shares their words and
is other: a migration rolled back, a migration's idempotent script, a warning explained (EF's
data-loss warning, what `-Wdouble-promotion` catches), specs written for code that had none, a
flaky hardware-in-the-loop test, a release tagged. Around them the follow-ups as people type
them: a MySQL error or a unique index's violation pasted after the migration, a build error
after the endpoint or the bump, PHPUnit's report after the upgrade, corrections ("no dont change
the spec", "timeout in ms off HAL_GetTick, not a loop count"), "shorter. 5 bullets max", a
question, "👍", "thx". Which requests are tasks of which recurring work, and which are
follow-ups, was written before the reader was run on them.

Measured through the real miner and clustering before the reader was changed for them: of the
25 requests of recurring work, 22 were tasks; of the 23 follow-ups, 3 were made tasks; of the
11 one-offs, 8; pairs of requests of the same work in one family and of other work apart:
precision 0.57, recall 0.15, F1 0.24; of the 7 kinds of recurring work, none came out as a
family of its own, whole. The misses mended, each by its shape: a compiler's warnings cleared
were no kind (read as a defect by gcc's pasted lines, as nothing typed, and twice gone on with
the work before); the test runners' reports other than pytest's and Go's (rspec's "57 examples,
1 failure" and "Finished in 2.41 seconds", PHPUnit's "ERRORS!", `dotnet test`'s "Failed!  -
Failed: 1", Unity's and ctest's counts) were typed words, so a failing spec read as slowness or
a defect; an API resource, a controller's action added to an API and "now an endpoint ..."
without a colon read as nothing; a framework moved told by where the project is and where it
goes ("on laravel 10, take it to 11") or gone to ("go to .NET 9") read as nothing; a migration
by the short names of its tools ("EF", "AR") or asked "as a migration" read as a feature or as
nothing; release notes opening the request on the version they are for read as nothing; a review
from someone "on #418" read as nothing; "shorter. 5 bullets max" read as other things after a
short first sentence. Now: a compiler's warnings named by what prints them, their flag or their
code and asked to go, or pasted at their lines with no error, are a kind of their own
(`warning_cues.py`, a change to code, done to a thing); those reports are log lines, and their
counts of failures ask to fix the checks; an API resource and an action added to an API or a
controller are an endpoint; the project's version said, then "take it to" another, and a runtime
gone to by its version, are a dependency moved; the tools' short names and "as a migration" are
a migration; "release notes for <version>" opening a request is documentation; a review from
someone on a pull request's number is its comments addressed; a bound set on what was just made
("5 bullets max", "under 200 words") says how it should be. After: 25 of 25 tasks; 2 follow-ups
made tasks (1 once a command of two joined words was read as a verb); 8 of 11 one-offs; pairs:
precision 1.00, recall 0.91, F1 0.95; 6 of the 7 kinds of work whole and apart. No
expectation was changed after the run.

Still wrong, in `KNOWN_MISSES` and checked to stay so: a tracker's story pasted ("As a finance
user I need to void an invoice ... - POST /api/invoices/{id}/void") is a feature by its story,
so the endpoint it asks for shares no family with the others; a follow-up made a task:
PHPUnit's report of the upgrade just made, read as failing checks, an operation ("Remove-Migration
it then, I want it named ... not ...", a name corrected by a tool's command, is read right since
a command of two joined words asks of "it" as a verb does). Three one-offs go on
with the work before them, where either reading holds: a migration rolled back after an upgrade
fixed ("roll back the last migration on my local db ..."), and two questions about a warning
just after work that met it ("why does dotnet ef warn ... on that one?", "what does
-Wdouble-promotion actually catch?").

Variants of the shapes mended, written after the batch from how people say such things, are
below, each with its tests and its look-alikes.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from skillsleep.tasks.followups import Previous, decide
from skillsleep.tasks.instruction import instruction_of
from skillsleep.tasks.kinds import BY_ID, kind_of
from skillsleep.workspace.plan import CODE_KINDS

from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import (
    families_of,
    kinds_whole,
    labelled_round,
    pair_figures,
    session_tests,
)
from helpers.sessions_round21 import (
    ACTION,
    AGENT,
    BUMP,
    FOLLOWUP,
    MIGRATION,
    NOTES,
    ONE_OFF,
    REVIEW,
    SESSIONS,
    SPEC,
    WARNINGS,
)

T0 = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)
WORK = (MIGRATION, SPEC, ACTION, BUMP, WARNINGS, REVIEW, NOTES)

_mined, READING, REQUESTS, FOLLOWUPS, ONE_OFFS = labelled_round(
    SESSIONS, T0, AGENT, WORK, FOLLOWUP, ONE_OFF)

# Read otherwise than written before the run, each checked to stay so (see the docstring).
KNOWN_MISSES: frozenset[str] = frozenset({
    # Follow-ups made tasks.
    "inv-upgrade-2",      # PHPUnit's report of the upgrade just made
    # The endpoint a pasted story asks for is a feature by its story.
    ACTION,
})
# One-offs gone on with the work before them, where either reading holds.
ONE_OFF_MISSES = frozenset({"inv-upgrade-4", "net-payouts-8", "fw-warnings-4"})


(test_a_request_of_recurring_work_is_a_task, test_a_one_off_request_is_a_task,
 test_a_follow_up_goes_on_with_its_task, test_requests_of_one_kind_of_work_land_in_one_family,
 test_different_work_lands_in_different_families) = session_tests(
    REQUESTS, [r for r in ONE_OFFS if r not in ONE_OFF_MISSES], FOLLOWUPS, WORK, READING,
    _mined, KNOWN_MISSES)


def _families(label: str) -> set[str | None]:
    return families_of(label, REQUESTS, READING, _mined())


@pytest.mark.parametrize("record", sorted(ONE_OFF_MISSES))
def test_a_one_off_after_work_that_met_it_still_goes_on(record: str) -> None:
    assert record not in _mined()


def test_the_batch_reads_as_it_was_measured() -> None:
    mined = _mined()
    assert sum(r in mined for r in REQUESTS) == len(REQUESTS) == 25
    assert sum(r in mined for r in FOLLOWUPS) == 1 and len(FOLLOWUPS) == 23
    assert sum(r in mined for r in ONE_OFFS) == 8 and len(ONE_OFFS) == 11
    precision, recall = pair_figures(REQUESTS, READING, mined)
    assert (round(precision, 2), round(recall, 2)) == (1.0, 0.91)
    assert sorted(kinds_whole(WORK, _families)) == sorted(
        (MIGRATION, SPEC, BUMP, WARNINGS, REVIEW, NOTES))


# Variants of the shapes mended, written after the batch: the kind each request asks for.
KINDS: list[tuple[str | None, str]] = [
    # A compiler's warnings made to go.
    ("warnings", "fix the -Wsign-compare warnings in the motor driver"),
    ("warnings", "clang spits out a bunch of -Wshadow warnings in src/net, clean them up"),
    ("warnings", "we have 120 compiler warnings on the release build, get them to zero"),
    ("warnings", "silence the C4996 warnings msvc gives on strcpy, use the _s versions"),
    ("warnings", "dotnet build shows 37 CS8602 warnings, resolve them please"),
    ("warnings", "javac prints deprecation warnings for every Date ctor. get rid of them"),
    ("warnings", "fix all the nullable warnings in the Domain project"),
    ("warnings", "main.c:12:5: warning: unused variable 'x' [-Wunused-variable]\n"
                 "util.c:40:9: warning: implicit declaration of function 'foo' "
                 "[-Wimplicit-function-declaration]\n\nget these to zero"),
    # An API's resource, and an action added to an API or a controller.
    ("endpoint", "add an api resource for invoices with index and show"),
    ("endpoint", "now an api resource for the payments, store + index"),
    ("endpoint", "now an endpoint for resending the invite, POST /invites/:id/resend"),
    ("endpoint", "add a refund action to the orders api, POST /orders/:id/refund"),
    ("endpoint", "new action on OrdersController for exporting as csv"),
    # A framework or a runtime moved, told by where the project is and where it goes.
    ("deps", "time to go to node 22, fix what breaks"),
    ("deps", "we're on rails 7.1, take it to 7.2"),
    ("deps", "still on symfony 6.4 — move it to 7.1 pls"),
    ("deps", "let's get to python 3.13"),
    # A migration by its tool's short name, or asked as one.
    ("migration", "add the EF migration for the new Status column"),
    ("migration", "drop the legacy_tokens table, as a doctrine migration"),
    ("migration", "need an eloquent migration for the tags pivot"),
    ("migration", "index on orders (customer_id, created_at) as an AR migration pls"),
    # Release notes opening the request on their version.
    ("docs", "release notes for 4.2.0, for the app store listing"),
    ("docs", "patch notes for v1.9.3 pls"),
    # A review's comments by its reviewer and the pull request's number.
    ("pr-feedback", "review from Sam on #231 - do what he asked in the handler"),
    ("pr-feedback", "feedback from jo on !52: rename the flag"),
]


@pytest.mark.parametrize(("kind", "text"), KINDS, ids=[t for _, t in KINDS])
def test_a_variant_gets_the_kind_it_asks_for(kind: str | None, text: str) -> None:
    found = kind_of(text)
    assert (found.id if found else None) == kind


# Named in passing, asked about, refused or of something else: not the kind the cues read.
NOT_THOSE: list[tuple[str, str]] = [
    ("warnings", "what does -Wshadow warn about?"),
    ("warnings", "why does gcc give a warning on this cast?"),
    ("warnings", "the build fails with 3 errors and a few warnings, fix it"),
    ("warnings", "don't fix the compiler warnings yet, just the crash"),
    ("warnings", "add -Wall -Wextra to the toolchain file"),
    ("warnings", "fix the warnings banner on the dashboard"),
    ("warnings", "the build prints warnings about deprecated apis, is that a problem?"),
    ("warnings", "turn off the nullable warnings for the generated code"),
    ("warnings", "main.c:12:5: warning: unused variable 'x' [-Wunused-variable]\n"
                 "main.c:30:1: error: expected ';' before '}' token"),
    ("endpoint", "the cancel action on the bookings api returns 500"),
    ("endpoint", "add a loading state to the save action in the editor"),
    ("endpoint", "add logging to the api resource for users"),
    ("deps", "go to the python 3 docs and find the asyncio page"),
    ("deps", "go to node 3 in the graph view and check its edges"),
    ("deps", "time to go to the python 3 docs"),
    ("deps", "we're on page 3, take it to 4"),
    ("deps", "on level 3, take it to 5"),
    ("deps", "we're on node 20 in ci, what version does prod run?"),
    ("migration", "roll back the last migration on staging"),
    ("migration", "treat this as a migration guide for users"),
    ("migration", "why did the AR migration fail on staging?"),
    ("docs", "release notes for 4.2 are where?"),
    ("pr-feedback", "review #231 from Sam"),
]


@pytest.mark.parametrize(("kind", "text"), NOT_THOSE, ids=[t for _, t in NOT_THOSE])
def test_a_look_alike_does_not_get_the_kind(kind: str, text: str) -> None:
    found = kind_of(text)
    assert found is None or found.id != kind


def test_warnings_cleared_change_code_and_are_done_to_a_thing() -> None:
    # The sweep is judged in a workspace like a refactor's; a question about a warning asks to
    # be told; it is no operation on the work, which is taken nowhere.
    warnings = BY_ID["warnings"]
    assert warnings.changes_code and warnings.done_to_a_thing and not warnings.operation
    assert "warnings" in CODE_KINDS


# The test runners' reports, pasted: log lines.
@pytest.mark.parametrize("line", [
    "57 examples, 1 failure",
    "Finished in 2.41 seconds (files took 1.9 seconds to load)",
    "rspec ./spec/requests/appointments_spec.rb:48 # Appointments POST returns 422",
    "Tests: 19, Assertions: 54, Errors: 1.",
    "There was 1 error:",
    "Failed!  - Failed:     1, Passed:   311, Skipped:     2, Total:   314",
    "9 Tests 1 Failures 0 Ignored",
    "87% tests passed, 1 tests failed out of 8",
    "The following tests FAILED:",
])
def test_a_test_runners_report_is_a_log(line: str) -> None:
    ins = instruction_of(f"{line}\n\nwhy")
    assert "log" in ins.payload_kinds


@pytest.mark.parametrize("text", [
    "57 examples is a lot for one spec file, split it",
    "the tests: 19 of them are slow, why",
    "there was 1 error in the import yesterday, look at it",
])
def test_a_sentence_naming_such_counts_is_typed(text: str) -> None:
    assert "log" not in instruction_of(text).payload_kinds


# A failing run's report pasted asks to fix the checks, whatever runner printed it.
@pytest.mark.parametrize("text", [
    "Failures:\n\n  1) Cart totals with a coupon applies it once\n"
    "     Failure/Error: expect(total).to eq(90)\n\n"
    "Finished in 1.2 seconds (files took 0.8 seconds to load)\n"
    "41 examples, 1 failure\n\nred since this morning",
    "There was 1 failure:\n\n1) Tests\\Unit\\TaxTest::test_rounding\n"
    "Failed asserting that 10.01 matches expected 10.0.\n\nFAILURES!\n"
    "Tests: 88, Assertions: 201, Failures: 1.",
    "test/test_crc.c:12:test_crc8:FAIL: Expected 0x92 Was 0xAC\n"
    "-----------------------\n4 Tests 1 Failures 0 Ignored\nFAIL",
])
def test_a_failing_runs_report_asks_to_fix_the_checks(text: str) -> None:
    found = kind_of(text)
    assert found is not None and found.id == "checks"


# After release notes, a bound set on them goes on with them; other things told are new.
_NOTES = ("write the release notes for 2.3.0",
          "Wrote `docs/releases/2.3.0.md`: the new export, the faster sync and two fixes.")
AFTER_THE_WORK: list[tuple[str, str, str, bool]] = [
    (*_NOTES, "shorter. 5 bullets max", False),
    (*_NOTES, "too long. under 150 words", False),
    (*_NOTES, "done. the invoice pdf shows the old logo on page two", True),
]


@pytest.mark.parametrize(("request_", "reply", "text", "new"), AFTER_THE_WORK,
                         ids=[c[2] for c in AFTER_THE_WORK])
def test_after_the_work_a_bound_on_it_reads_as_written(request_: str, reply: str, text: str,
                                                      new: bool) -> None:
    previous = Previous(kind_of(request_), reply, T0, request=request_)
    assert decide(text, previous, T0 + timedelta(minutes=3)).new is new
