"""The same work asked again in other words, on the stacks the earlier batches used least: the
sixteenth batch, at first sight.

Thirteen whole sessions of three people, in `helpers/sessions_round16.py`: an Android app in
Kotlin and its iOS twin in Swift (Claude Code), a .NET service with its Terraform (Codex), a
dbt project on Snowflake with its notebooks (the Copilot CLI). The recurring work is of kinds
the earlier batches did not have, each worded otherwise each time: a crash report triaged
(Crashlytics' trace, an iOS crash log, an exception from Application Insights), new behaviour
put behind a feature flag (a remote config key, Microsoft.FeatureManagement), release notes (a
store's "what's new" over a pasted `git log --oneline`, a changelog, notes for the readers of
the data models), snapshot tests recorded again after a change meant to alter them (paparazzi,
Verify), a screen made usable with a screen reader (VoiceOver, TalkBack), a secret rotated (a
leaked API key in Key Vault, a Snowflake key pair) and a slow query profiled (EF Core's, a dbt
model's, a notebook's). Among them work that shares their words and is other: a wakelock
released, a command line flag added, a database's snapshot taken, a dbt snapshot written, a
notebook cleaned up. Around them the follow-ups as people type them: corrections, a test of the
work failing, a plan pasted after doing what the reply left to the person, "commit both",
"yes", "thx". Which requests are tasks of which recurring work, and which are follow-ups, was
written before the reader was run on them.

Measured through the real miner and clustering before the reader was changed for them: of the
18 requests of recurring work, 15 were tasks; of the 24 follow-ups, 8 were made tasks; of the 5
one-offs, 5; pairs of requests of the same work in one family and of other work apart: precision
0.30, recall 0.33, F1 0.32; of the 7 kinds of recurring work, none came out as a family of its
own, whole. The misses mended, each by its shape: a pasted `git log --oneline` read as typed, its
"chore: bump ..." making the release notes a dependency update; release notes named as a
store's "what's new" text, as "patch notes", asked by "do the changelog", or needed without an
"I" ("need the release notes for 4.12") read as no kind; snapshot tests recorded again
("re-record the goldens", "accept the new snapshots") and a snapshot tool failing by its name
(paparazzi) read as a defect or as nothing; a flag named by the service that serves it ("behind
a remote config key", "behind Microsoft.FeatureManagement") read as no kind; "did that, ..."
opening a message after the reply left a step to the person read as new work. After: 16 of 18
tasks; 7 follow-ups made tasks; 5 of 5 one-offs; pairs: precision 0.73, recall 0.73, F1 0.73; 3
of the 7 kinds of work whole and apart. No expectation was changed after the run.

Since the eighth kinds table (`test_tasks_kinds_eighth_first_sight.py`) named accessibility,
secrets and performance as kinds, the screen reader's fixes, the rotated secrets and the slow
queries each land in the family of their kind (a duration told as a range, "takes 4-6s", or
grown, "went from 3 to 40 minutes", is slowness told), and "the retention query ... is still
slow" below a cleanup is a task of its own: 17 of 18 tasks, the same 7 follow-ups made tasks, 5
of 5 one-offs; pairs precision 1.0, recall 1.0; the 7 kinds of work whole and apart.

Since `dotnet test`'s report is read as a log (the twenty-first batch), "test fails" over the
test the reply's change broke goes on with the work: 6 follow-ups made tasks.

Still wrong, in `KNOWN_MISSES` and checked to stay so: "now do the changelog" after other work
goes on with the work before it; "commit both", a version bumped for the hotfix, a correction
said as an order ("create the index concurrently"), "run the az
command" the reply named, the reply's list trimmed of "the dependabot bumps" and a question
about "the rename" are made tasks.

Variants of the shapes mended, written after the batch from how people say such things, are
below, each with its tests and its look-alikes.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from skillsleep.tasks.followups import Previous, decide
from skillsleep.tasks.instruction import instruction_of
from skillsleep.tasks.kinds import kind_of

from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import (
    families_of,
    kinds_whole,
    labelled_round,
    pair_figures,
    session_tests,
)
from helpers.sessions_round16 import (
    A11Y,
    AGENT,
    FLAG,
    FOLLOWUP,
    ONE_OFF,
    RELEASE,
    ROTATE,
    SESSIONS,
    SLOW_QUERY,
    SNAPSHOTS,
    TRIAGE,
)

T0 = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)
WORK = (TRIAGE, FLAG, RELEASE, SNAPSHOTS, A11Y, ROTATE, SLOW_QUERY)


_mined, READING, REQUESTS, FOLLOWUPS, ONE_OFFS = labelled_round(
    SESSIONS, T0, AGENT, WORK, FOLLOWUP, ONE_OFF)

# Read otherwise than written before the run, each checked to stay so (see the docstring).
KNOWN_MISSES: frozenset[str] = frozenset({
    # Requests of recurring work gone on with the work before them.
    "quarry-flag-4",      # "now do the changelog for 2.7.0 ..." after the flag
    # Follow-ups made tasks.
    "tandem-crash-4",     # "ok good. bump versionCode to 41102 so I can push a hotfix build"
    "tandem-a11y-6",      # "commit both": a commit, by its kind
    "quarry-slow-2",      # "create the index concurrently, ...": a correction said as an order
    "quarry-rotate-4",    # "ok run the az command, ...": the command the reply named
    "quarry-flag-6",      # "drop the dependabot bumps from Fixed": the reply's list trimmed
    "sluice-release-2",   # "say which dashboards break with the rename, ..."
})


(test_a_request_of_recurring_work_is_a_task, test_a_one_off_request_is_a_task,
 test_a_follow_up_goes_on_with_its_task, test_requests_of_one_kind_of_work_land_in_one_family,
 test_different_work_lands_in_different_families) = session_tests(
    REQUESTS, ONE_OFFS, FOLLOWUPS, WORK, READING, _mined, KNOWN_MISSES)


def _families(label: str) -> set[str | None]:
    return families_of(label, REQUESTS, READING, _mined())


def test_the_batch_reads_as_it_was_measured() -> None:
    mined = _mined()
    assert sum(r in mined for r in REQUESTS) == 17 and len(REQUESTS) == 18
    assert sum(r in mined for r in FOLLOWUPS) == 6 and len(FOLLOWUPS) == 24
    assert sum(r in mined for r in ONE_OFFS) == len(ONE_OFFS) == 5
    precision, recall = pair_figures(REQUESTS, READING, mined)
    assert round(precision, 2) == 1.0 and round(recall, 2) == 1.0
    whole = kinds_whole(WORK, _families)
    assert sorted(whole) == sorted(WORK)


# Variants of the shapes mended, written after the batch: the kind each request asks for.
KINDS: list[tuple[str | None, str]] = [
    # Release notes by other names, and asked in other ways.
    ("docs", "write the patch notes for 3.2, short and player-facing"),
    ("docs", "draft the what's new text for the app store release"),
    ("docs", "now do the changelog for v1.9.0"),
    ("docs", "then do the release notes, grouped by module"),
    ("docs", "need the release notes for 4.12 by friday"),
    ("docs", "need a changelog entry for the retry fix"),
    ("pr", "need a PR for this branch against develop"),
    # Snapshot tests recorded again, and a snapshot tool failing by its name.
    ("checks", "re-record the paparazzi goldens for the settings screen"),
    ("checks", "update the jest snapshots, the header markup changed on purpose"),
    ("checks", "accept the new verified files where only the date format changed"),
    ("checks", "regenerate the golden files for the renderer tests"),
    ("checks", "roborazzi fails on the onboarding screens after the theme change"),
    # Behind a flag by the service that serves it.
    ("feature", "hide the new onboarding carousel behind a remote config key"),
    ("feature", "put the dark mode toggle behind FeatureManagement, off by default"),
    ("feature", "wrap the beta exporter behind our unleash toggle so we can test in prod"),
]


@pytest.mark.parametrize(("kind", "text"), KINDS, ids=[t for _, t in KINDS])
def test_a_variant_gets_the_kind_it_asks_for(kind: str | None, text: str) -> None:
    found = kind_of(text)
    assert (found.id if found else None) == kind


# Named in passing or of something else: not the kind the mended cues read.
NOT_THOSE: list[tuple[str, str]] = [
    ("checks", "take a snapshot of the staging database before the migration"),
    ("checks", "add a dbt snapshot for dim_accounts with the check strategy"),
    ("checks", "update the snapshot of the prod volume before the resize"),
    ("feature", "hide the sidebar behind the hamburger menu on mobile"),
    ("docs", "need to fix the login redirect"),
    ("docs", "do the same for the orders page"),
    ("docs", "I need a ticket to Madrid"),
]


@pytest.mark.parametrize(("kind", "text"), NOT_THOSE, ids=[t for _, t in NOT_THOSE])
def test_a_look_alike_does_not_get_the_kind(kind: str, text: str) -> None:
    found = kind_of(text)
    assert found is None or found.id != kind


# A commit list as `git log --oneline` prints it, under a few words: pasted, not typed.
COMMIT_LISTS = [
    "5f1c2e0 feat(orders): one-tap reorder",
    "a09d7b3 fix(checkout): crash when closing payment sheet",
    "c4d1f9e (HEAD -> main, origin/main) chore: bump compose bom to 2024.10.01",
    "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d Merge pull request #88 from acme/retries",
]


@pytest.mark.parametrize("line", COMMIT_LISTS)
def test_a_commit_line_is_pasted(line: str) -> None:
    ins = instruction_of(f"need the release notes for 4.12\n\n{line}\n3b2a1c0 docs: typo\n\n"
                         "keep it short")
    assert line not in ins.words and "commits" in ins.payload_kinds


# A word or a number opening a typed line is no commit's hash.
TYPED_LINES = [
    "defaced pages should be restored from the backup, do that first",
    "1234567 rows were imported, check the totals",
    "decade-old code in the billing module, clean it up",
]


@pytest.mark.parametrize("line", TYPED_LINES)
def test_a_typed_line_is_no_commit(line: str) -> None:
    assert line in instruction_of(f"the import:\n{line}").words


def test_a_commit_list_does_not_make_the_notes_an_update_of_dependencies() -> None:
    found = kind_of("need the release notes for 2.3. what went in:\n\n"
                    "1a2b3c4 chore(deps): bump axios from 1.6.0 to 1.7.2\n"
                    "5d6e7f8 feat: export invoices as csv\n")
    assert found is not None and found.id == "docs"


# The step the reply left to the person, done, with what it showed: the work goes on.
DONE_AS_ASKED: list[tuple[str, str, str]] = [
    ("rotate the datadog api key",
     "I can't mint the key myself: create one in Datadog, put it in `secrets.auto.tfvars` and "
     "run `terraform plan`, then I'll apply and revoke the old one.",
     "did that, plan looks weird though\n\n"
     "  # aws_ssm_parameter.datadog_api_key must be replaced\n"
     "-/+ resource \"aws_ssm_parameter\" \"datadog_api_key\" {\n"
     "      ~ value = (sensitive value) # forces replacement\n    }\n\n"
     "Plan: 1 to add, 0 to change, 1 to destroy."),
    ("get the staging db seeded again",
     "Run `make db-reset` on the bastion first (it needs the VPN), then I'll load the seeds.",
     "done that, output looks weird:\n\nERROR: database \"app_staging\" is being accessed by "
     "other users\nDETAIL: There is 1 other session using the database."),
]


@pytest.mark.parametrize(("request_", "reply", "text"), DONE_AS_ASKED,
                         ids=["plan", "reset"])
def test_the_step_left_to_the_person_done_goes_on(request_: str, reply: str, text: str) -> None:
    previous = Previous(kind_of(request_), reply, T0, request=request_)
    assert not decide(text, previous, T0 + timedelta(minutes=4)).new


def test_new_work_after_the_step_done_is_new() -> None:
    previous = Previous(kind_of("rotate the stripe webhook secret"),
                        "Rotated; the worker reads the new version.", T0,
                        request="rotate the stripe webhook secret")
    assert decide("next: add a dark mode to the settings page", previous,
                  T0 + timedelta(minutes=4)).new
