"""The same work asked again in other words, on the stacks the earlier batches used least: the
seventeenth batch, at first sight.

Twelve whole sessions of three people, in `helpers/sessions_round17.py`: Spark jobs in Scala with
their Helm chart (Claude Code), a Rails app with its Flutter client (Codex), a C++ tool built
with CMake with the firmware in C it talks to (the Copilot CLI). The recurring work is of kinds
the earlier batches did not have, each worded otherwise each time, typed in a line or pasted at
length: a customer's ticket answered with its fix (an email quoted, a helpdesk's message over a
Rails log, a HardFault's registers), a metric emitted and put on a dashboard (the pushgateway,
Yabeda, a firmware's telemetry frame), the product's version raised and tagged ("cut 3.14.1",
"make it 2.8.0 ... and tag", "bump + tag"), data filled in for a past range (a Spark job run
over old partitions, a resumable rake task, bench logs loaded), a subcommand added to a command
line tool (decline, Thor, CLI11), a guide for users moving to a new major version, and lint
errors after a toolchain update (scalafix after Scala 3.5, `flutter analyze` after Flutter 3.27,
clang-tidy after LLVM 18). Among them work that shares their words and is other: a module
renamed, a `--dry-run` option on a rake task, a schema migration, ctest's labels. Around them
the follow-ups as people type them: corrections, "push the tag", "run it on prod", a question
about the answer, "ok commit", "thx". Which requests are tasks of which recurring work, and
which are follow-ups, was written before the reader was run on them.

Measured through the real miner and clustering before the reader was changed for them: of the
22 requests of recurring work, 19 were tasks; of the 27 follow-ups, 5 were made tasks; of the 4
one-offs, 3; pairs of requests of the same work in one family and of other work apart:
precision 0.50, recall 0.12, F1 0.19; of the 7 kinds of recurring work, none came out as a
family of its own, whole. The misses mended, each by its shape: a release (a version raised
and tagged, a release cut by its version) was no kind, read as a dependency moved ("bump fw to
1.6.0 ... and tag") or as nothing, and "1.6.1 then" read as the pick of option 1; a request that
opens on someone's report introduced as theirs ("support ticket from ...:", "customer ticket,
...:", "ticket #4471 from intercom:") read as a feature or as nothing; log4j's lines under a
two-digit year, the Dart analyzer's findings and their count, and a request as Rails logs it read
as typed words; the analyzers (`flutter analyze`, clang-tidy, scalafix) not named as checkers;
a thing needing a new part ("ledger-admin needs a `replay` subcommand") or a sentence opening on
it ("new subcommand in the CLI11 app") and a document needed by its file ("need MIGRATING.md")
read as no kind; a stage named by what it does ("the dedupe stage") and a tool's "tidy" read as
a refactor; "run it on prod" read as a failure met in production; "reason should be the error
key not the message" not read as a correction of a thing named. After: 21 of 22 tasks; 2
follow-ups made tasks; 4 of 4 one-offs; pairs: precision 0.86, recall 0.82, F1 0.84; 4 of the 7
kinds of work whole and apart. No expectation was changed after the run. Five requests that the
earlier tables of kinds held to be of no kind, written when a release was none ("bump the
version to 2.4.0 and tag the release", "cut a 3.1.0 release", "cut the 2.3.1 release", "tag
v2.3.1 on main", "cut a 1.4.0 release and push the tag"), are the release kind's now.

Still wrong, in `KNOWN_MISSES` and checked to stay so: a metric and a backfill are no kinds the
reader names, so they fall apart by their words, and a backfill told by what is wrong ("is wrong
for everything from ...") shares the defects' family with the tickets; a backfill told first by
what is missing, its ask last, goes on with the guide before it; "add --dry-run that just prints
the count" and "ok commit" are made tasks.

Variants of the shapes mended, written after the batch from how people say such things, are
below, each with its tests and its look-alikes.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from skillsleep.tasks.followups import Previous, decide
from skillsleep.tasks.instruction import instruction_of, line_kind
from skillsleep.tasks.kinds import kind_of

from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import (
    families_of,
    kinds_whole,
    labelled_round,
    pair_figures,
    session_tests,
)
from helpers.sessions_round17 import (
    AGENT,
    BACKFILL,
    FOLLOWUP,
    GUIDE,
    LINT,
    METRIC,
    ONE_OFF,
    SESSIONS,
    SUBCOMMAND,
    SUPPORT,
    VERSION,
)

T0 = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)
WORK = (SUPPORT, METRIC, VERSION, BACKFILL, SUBCOMMAND, GUIDE, LINT)


_mined, READING, REQUESTS, FOLLOWUPS, ONE_OFFS = labelled_round(
    SESSIONS, T0, AGENT, WORK, FOLLOWUP, ONE_OFF)

# Read otherwise than written before the run, each checked to stay so (see the docstring).
KNOWN_MISSES: frozenset[str] = frozenset({
    # A request of recurring work gone on with the work before it.
    "torque-guide-4",     # "devices flashed before 1.5 have no calibration row ... fill ..."
    # Follow-ups made tasks.
    "ledger-cli-2",       # "add --dry-run that just prints the count"
    "brick-backfill-8",   # "ok commit": a commit, by its kind
    # Kinds the reader names none of: apart by their words, or with the defects.
    METRIC,
    BACKFILL,
    f"{SUPPORT} & {BACKFILL}",
})


(test_a_request_of_recurring_work_is_a_task, test_a_one_off_request_is_a_task,
 test_a_follow_up_goes_on_with_its_task, test_requests_of_one_kind_of_work_land_in_one_family,
 test_different_work_lands_in_different_families) = session_tests(
    REQUESTS, ONE_OFFS, FOLLOWUPS, WORK, READING, _mined, KNOWN_MISSES)


def _families(label: str) -> set[str | None]:
    return families_of(label, REQUESTS, READING, _mined())


def test_the_batch_reads_as_it_was_measured() -> None:
    mined = _mined()
    assert sum(r in mined for r in REQUESTS) == 21 and len(REQUESTS) == 22
    assert sum(r in mined for r in FOLLOWUPS) == 2 and len(FOLLOWUPS) == 27
    assert sum(r in mined for r in ONE_OFFS) == len(ONE_OFFS) == 4
    precision, recall = pair_figures(REQUESTS, READING, mined)
    assert round(precision, 2) == 0.86 and round(recall, 2) == 0.82
    whole = kinds_whole(WORK, _families)
    assert sorted(whole) == sorted((VERSION, SUBCOMMAND, GUIDE, LINT))


# Variants of the shapes mended, written after the batch: the kind each request asks for.
KINDS: list[tuple[str | None, str]] = [
    # A release: the product's version raised and tagged, or a release cut by its version.
    ("release", "bump to 0.9.0 and tag"),
    ("release", "set the crate version to 2.1.0, then tag v2.1.0"),
    ("release", "version 4.2.0 in package.json + CHANGELOG, tag it"),
    ("release", "cut 1.18.2 from main"),
    ("release", "let's cut a patch release for the retry fix"),
    ("release", "cut v3.0.0-rc.1 once CI is green"),
    ("release", "make it 5.4.1 in gradle.properties and tag the release"),
    ("release", "0.3.7 then, bump + tag like before"),
    ("release", "pubspec to 1.9.0+57 and tag app-v1.9.0"),
    ("release", "release 2.0 is ready, cut it: 2.0.0 in setup.cfg and tag"),
    ("release", "bump the chart and appVersion to 0.14.0, then tag"),
    # Someone's report, introduced as theirs: its defect to be fixed.
    ("debug", "customer report from Nordlys AS:\n\n> the PDF invoices show last month's VAT rate"),
    ("debug", "support email from Tern Logistics: the export endpoint gives them an empty file "
              "since Monday. take a look"),
    ("debug", "a user complaint from the app store:\n\n  \"app logs me out every time I switch "
              "apps\"\n\nany idea?"),
    ("debug", "ticket 2291 from zendesk: the 2FA code is never accepted on Android"),
    # A thing needing a new part, or a sentence opening on it.
    ("feature", "the deploy script needs a --rollback flag"),
    ("feature", "our admin CLI lacks a `purge` subcommand, same style as `export`"),
    ("endpoint", "new endpoint for the webhooks list. paginated, newest first"),
    ("feature", "ok. new option in the settings screen: haptics on/off"),
    # A document needed by its file.
    ("docs", "integrators need UPGRADING.md for the 3.x line"),
    ("docs", "the plugin API changed, plugin authors need a MIGRATION.md with examples"),
    # Analyzers and linters by name, failing after a toolchain update.
    ("checks", "dart analyze fails after the 3.6 upgrade, 12 infos"),
    ("checks", "clang-tidy complains about every std::copy since llvm 18"),
    ("checks", "scalafix errors on unused imports now, fix them"),
    ("checks", "the analyzer is unhappy about withOpacity everywhere"),
]


@pytest.mark.parametrize(("kind", "text"), KINDS, ids=[t for _, t in KINDS])
def test_a_variant_gets_the_kind_it_asks_for(kind: str | None, text: str) -> None:
    found = kind_of(text)
    assert (found.id if found else None) == kind


# Named in passing or of something else: not the kind the mended cues read.
NOT_THOSE: list[tuple[str, str]] = [
    ("release", "update the image tag to 1.4.2 in values.yaml"),
    ("release", "tag the issue as a bug and assign it to me"),
    ("release", "add a tag field to the posts table"),
    ("release", "cut the timeout to 5s"),
    ("release", "the release notes for 2.3 need a section on the API"),
    ("debug", "the support tickets page needs a filter by assignee"),
    ("debug", "add a priority field to support tickets"),
    ("debug", "customer tickets should be sorted by the last reply"),
    ("debug", "user email, name and password should be required on the signup form"),
    ("debug", "customer report: add a column for the region"),
    ("feature", "the tests need a fixture for the clock"),
    ("feature", "new columns in the export are empty for old accounts"),
    ("feature", "new messages in the inbox don't show the sender"),
    ("docs", "this needs a second look"),
    ("refactor", "the dedupe stage is slow on big partitions, profile it"),
    ("refactor", "clang-tidy fails on the new file"),
]


@pytest.mark.parametrize(("kind", "text"), NOT_THOSE, ids=[t for _, t in NOT_THOSE])
def test_a_look_alike_does_not_get_the_kind(kind: str, text: str) -> None:
    found = kind_of(text)
    assert found is None or found.id != kind


# Lines as programs print them: pasted, not typed.
PRINTED = [
    "26/04/01 02:14:07 INFO DAGScheduler: Job 3 finished: csv at Export.scala:88",
    "24/11/30 23:59:01 WARN TaskSetManager: Lost task 0.0 in stage 4.0",
    "   info - 'withOpacity' is deprecated and shouldn't be used - lib/ui/theme.dart:44:31 - "
    "deprecated_member_use",
    "warning - The value of the local variable 'x' isn't used - lib/a.dart:3:7 - "
    "unused_local_variable",
    "37 issues found. (ran in 4.1s)",
    'Started GET "/users/password/edit?reset_password_token=[FILTERED]" for 10.2.4.1',
    "Processing by Users::PasswordsController#edit as HTML",
    "Completed 302 Found in 12ms (ActiveRecord: 2.1ms)",
]


@pytest.mark.parametrize("line", PRINTED)
def test_a_printed_line_is_pasted(line: str) -> None:
    assert line_kind(line) == "log"


# Typed lines of the same words: no program printed them.
TYPED = [
    "12/03/24 is when we shipped it, check the logs from then",
    "info - ask Sam about the rollout",
    "started GET handler tests, finish them",
    "completed the import, 12 rows were skipped",
    "3 issues found by the reviewer, address them",
]


@pytest.mark.parametrize("line", TYPED)
def test_a_typed_line_is_typed(line: str) -> None:
    assert line in instruction_of(f"about the export:\n{line}").words


# After the work, a request the reply made no room for: the work goes on, or new work starts.
AFTER_THE_WORK: list[tuple[str, str, str, bool]] = [
    # A version said first is no option picked: the release is work of its own.
    ("add labels to the ctest tests", "Set `LABELS` on the tests; `ctest -L hil` runs seven.",
     "2.4.1 then. bump + tag", True),
    ("fix the overflow in the ring buffer", "The push checks for a full ring first now.",
     "0.9.3 then, same as last time: version.h and tag", True),
    # The piece just made, run where it is meant for.
    ("backfill the balances for september", "Added `scripts/backfill.sh` with --from/--to.",
     "run it on prod", False),
    ("write the cleanup job for stale sessions", "Added `CleanupSessionsJob`, daily at 03:00.",
     "ok deploy it to staging", False),
    # A thing the exchange named, said to be otherwise, by what it is not.
    ("count failed signups by reason", "Added `signup_failures` tagged by `reason` (the "
     "message).", "reason should be the error key not the message", False),
    ("add the retry to the uploader", "Retries 3 times with a 2s backoff.",
     "backoff should be exponential, not a fixed 2s", False),
]


@pytest.mark.parametrize(("request_", "reply", "text", "new"), AFTER_THE_WORK,
                         ids=[c[2] for c in AFTER_THE_WORK])
def test_after_the_work_the_request_reads_as_written(request_: str, reply: str, text: str,
                                                     new: bool) -> None:
    previous = Previous(kind_of(request_), reply, T0, request=request_)
    assert decide(text, previous, T0 + timedelta(minutes=3)).new is new


def test_an_option_picked_by_number_is_still_an_answer() -> None:
    previous = Previous(kind_of("speed up the import"),
                        "Two ways: 1. batch the inserts 2. drop the indexes first. Which one?",
                        T0, request="speed up the import")
    assert not decide("1. but keep the batch size small", previous,
                      T0 + timedelta(minutes=3)).new


def test_a_failure_met_in_production_is_still_told() -> None:
    previous = Previous(kind_of("add the export button"), "Added it to the toolbar.", T0,
                        request="add the export button")
    assert decide("customers are seeing 502s on checkout in prod", previous,
                  T0 + timedelta(minutes=3)).new
