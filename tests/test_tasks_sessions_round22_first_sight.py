"""The same work asked again in other words, by maintainers of open-source libraries in Python,
TypeScript and Go: the twenty-second batch, at first sight.

Nine whole sessions of three people, in `helpers/sessions_round22.py`: the author of a date
parsing library on PyPI (Claude Code), of a form validation library on npm with a docs site
(Codex), and of a Go package that loads settings from the environment (the Copilot CLI). The
recurring work is a maintainer's, each worded otherwise each time, typed in a line or pasted at
length, and much of what is pasted written by other people (an issue's reporter: "The library
should never return a date in the past", a contributor's description: "This should never break
existing callers", a co-maintainer in a review thread: "we should never read files
implicitly"): a reported issue triaged (a forge's issue pasted with "triage this one, repro
first", "triage #431 pls", a bug template with "triage pls. bug or working as intended?", "new
issue from a user: ... triage, label it"), an outside contributor's pull request reviewed ("can
u review #418, first time contributor", a forge's PR header pasted with "go over this one ... is
it mergeable?", "give it a proper review", a review thread pasted for "a second opinion"), a
release cut with its changelog ("ship 2.7.0. changelog from whats been merged", "cut 4.3.0 pls.
changeset version", "v1.9.0: CHANGELOG.md section from the commits since v1.8.2"), one job of
the CI matrix made green again ("test (3.9) failing on main, rest green", "node 18 job red, 20 +
22 fine", "pypy3.10 leg of the matrix fails", "go 1.21 in the matrix broke", "windows-latest /
go 1.23 red"), and a public function deprecated and kept working ("deprecate it in favour of
parse(), DeprecationWarning", "mark useFormState deprecated — @deprecated jsdoc", "add the
Deprecated: comment pointing at Load"). Among them work that shares their words and is other: a
version added to the matrix, a shim already deprecated removed, a docs site's page written or
fixed, a question answered in the forge's discussions, slow CI asked about, a package renamed.
Around them the follow-ups as people type them: corrections ("no future import ... Optional[
ZoneInfo]", "only when NODE_ENV isnt production", "stacklevel=2"), an order for the changelog,
"post that as the review", "thx", "👍". Which requests are tasks of which recurring work, and
which are follow-ups, was written before the reader was run on them.

Measured through the real miner and clustering before the reader was changed for them: of the
19 requests of recurring work, 18 were tasks; of the 14 follow-ups, 2 were made tasks; of the 9
one-offs, 6; pairs of requests of the same work in one family and of other work apart:
precision 0.69, recall 0.36, F1 0.47; of the 5 kinds of recurring work, 1 (the release) came
out as a family of its own, whole; judges taken from the words of others pasted: none (the
three judges the batch gives are the maintainer's own, of one task: a version added to a
matrix, a package's new name, a CI step's command). The misses mended, each by its shape: an API
deprecated was no kind (read as nothing, or as documentation by its "comment"); a matrix's job
told by its runtime's version ("node 18 job red", "test (3.9) failing") was no failing check
(the dots of the version cut the checks' sentence short, and the words alone were no software
talk), so it fell among the defects with the tracebacks it came with; a report triaged by the
verb was a defect's or a tracker's by the words around it; "give it a proper review" and "is it
mergeable?" asked for nothing. Now: the verb "deprecate" asked of a thing, a thing marked
deprecated and a deprecation's marker added (`@deprecated`, `[Obsolete]`, `// Deprecated:`, a
deprecation warning) are a kind of their own (`deprecation_cues.py`, a change to code, done to
a thing); a job, a leg, a build or the tests named with a runtime's version, or a version in
brackets, told red or failing, are failing checks and software talk by themselves
(`matrix_cues.py`); "triage" opening a sentence or asked, of one report and not a queue, is a
kind of its own (`triage_cues.py`, done to a thing, no change to code and no operation), and
asked of a report by its number it is software talk; the work at hand given a review, or asked
whether it is mergeable or ready to merge, is a review. After: 19 of 19 tasks; 2 follow-ups
made tasks; 6 of 9 one-offs; pairs: precision 1.00, recall 0.82, F1 0.90; 4 of the 5 kinds of
work whole and apart; judges from the words of others: none. No expectation was changed after
the run.

Still wrong, in `KNOWN_MISSES` and checked to stay so: two of the four triages open on the
pasted issue (a forge's title and "opened this issue" header; a bug template's "### Bug
report"), typed words by the reader, so the defect or the ticket they tell wins over the
"triage" typed below them: the triages fall in three families. Follow-ups made tasks: "ok its
real. label bug + good first issue and draft a reply to them" (a defect by "bug") and "post that
as the review, request changes" (a review by its word). Three one-offs go on with the work
before them, where either reading holds: the removal of a shim deprecated long ago, after a
triage, and two answers written in the forge's discussions, after a review and a matrix fix.

Variants of the shapes mended, written after the batch from how people say such things, are
below, each with its tests and its look-alikes.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from skillsleep.tasks.kinds import BY_ID, kind_of
from skillsleep.workspace.plan import CODE_KINDS

from helpers.judged import judged
from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import (
    families_of,
    kinds_whole,
    labelled_round,
    pair_figures,
    session_tests,
)
from helpers.sessions_round22 import (
    AGENT,
    CONTRIB,
    DEPRECATE,
    FOLLOWUP,
    MATRIX,
    ONE_OFF,
    RELEASE,
    SESSIONS,
    TRIAGE,
)

T0 = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)
WORK = (TRIAGE, CONTRIB, RELEASE, MATRIX, DEPRECATE)

_mined, READING, REQUESTS, FOLLOWUPS, ONE_OFFS = labelled_round(
    SESSIONS, T0, AGENT, WORK, FOLLOWUP, ONE_OFF)

# Read otherwise than written before the run, each checked to stay so (see the docstring).
KNOWN_MISSES: frozenset[str] = frozenset({
    # Follow-ups made tasks.
    "wh-triage-2",        # "ok its real. label bug + good first issue and draft a reply"
    "wh-pr-2",            # "post that as the review, request changes"
    # Triages opening on the pasted issue fall among the defects and the tickets it tells.
    TRIAGE,
})
# One-offs gone on with the work before them, where either reading holds.
ONE_OFF_MISSES = frozenset({"wh-release-8", "tf-release-8", "env-release-6"})


(test_a_request_of_recurring_work_is_a_task, test_a_one_off_request_is_a_task,
 test_a_follow_up_goes_on_with_its_task, test_requests_of_one_kind_of_work_land_in_one_family,
 test_different_work_lands_in_different_families) = session_tests(
    REQUESTS, [r for r in ONE_OFFS if r not in ONE_OFF_MISSES], FOLLOWUPS, WORK, READING,
    _mined, KNOWN_MISSES)


def _families(label: str) -> set[str | None]:
    return families_of(label, REQUESTS, READING, _mined())


@pytest.mark.parametrize("record", sorted(ONE_OFF_MISSES))
def test_a_one_off_after_other_work_still_goes_on(record: str) -> None:
    assert record not in _mined()


def test_the_batch_reads_as_it_was_measured() -> None:
    mined = _mined()
    assert sum(r in mined for r in REQUESTS) == len(REQUESTS) == 19
    assert sum(r in mined for r in FOLLOWUPS) == 2 and len(FOLLOWUPS) == 14
    assert sum(r in mined for r in ONE_OFFS) == 6 and len(ONE_OFFS) == 9
    precision, recall = pair_figures(REQUESTS, READING, mined)
    assert (round(precision, 2), round(recall, 2)) == (1.0, 0.82)
    assert sorted(kinds_whole(WORK, _families)) == sorted((CONTRIB, RELEASE, MATRIX, DEPRECATE))


def _said() -> list[tuple[str, str, str]]:
    """Each of the person's turns: its record, its text and the agent's reply before it."""
    said = []
    for sid, _, _, turns in SESSIONS:
        reply = ""
        for i, (label, text) in enumerate(turns):
            if label == AGENT:
                reply = text
            else:
                said.append((f"{sid}-{i}", text, reply))
    return said


def test_the_words_of_others_pasted_give_no_judge() -> None:
    # An issue's reporter, a contributor and a co-maintainer say "should" and "never" in what is
    # pasted: their rules, not the maintainer's. The batch's only judges are the maintainer's
    # own, of one task each.
    found = {record: judged(text, reply) for record, text, reply in _said()}
    assert {r for r, j in found.items() if j} == {"wh-triage-8", "env-matrix-0",
                                                 "env-deprecate-6"}
    assert not any(durable for j in found.values() for _, _, durable in j)


# Variants of the shapes mended, written after the batch: the kind each request asks for.
KINDS: list[tuple[str | None, str]] = [
    # A public API deprecated.
    ("deprecate", "deprecate the v1 client in favour of v2, keep it working"),
    ("deprecate", "lets deprecate --legacy-output, warn when its passed"),
    ("deprecate", "time to deprecate the sync api"),
    ("deprecate", "mark OldParser as deprecated, point at Parser"),
    ("deprecate", "add @Deprecated to the old constructor and a javadoc pointing at the builder"),
    ("deprecate", "put a #[deprecated] on read_config, since = 0.9"),
    ("deprecate", "add a // Deprecated: line to NewClientWithTimeout"),
    ("deprecate", "add a DeprecationWarning to parse_date"),
    # One job of a CI matrix failing, told by its version.
    ("checks", "py3.8 job red since the setuptools release"),
    ("checks", "node 20 leg failing on windows, others fine"),
    ("checks", "tests (3.12) failing on the nightly"),
    ("checks", "go 1.22 build broken in the matrix"),
    ("checks", "jdk 11 job fails after the bump"),
    # A reported issue triaged.
    ("triage", "triage #88 pls"),
    ("triage", "can you triage #1204?"),
    ("triage", "new bug report from a user, triage it and tell me if its ours"),
    # The work at hand given a review, or asked whether it can be merged.
    ("review", "pr #241 from @lenaw adds a valibot adapter, give it a proper review"),
    ("review", "give #512 a quick review before I merge"),
    ("review", "is this ready to merge?"),
    ("review", "are these good to merge?"),
]


@pytest.mark.parametrize(("kind", "text"), KINDS, ids=[t for _, t in KINDS])
def test_a_variant_gets_the_kind_it_asks_for(kind: str | None, text: str) -> None:
    found = kind_of(text)
    assert (found.id if found else None) == kind


# Named in passing, asked about, refused or of something else: not the kind the cues read.
NOT_THOSE: list[tuple[str, str]] = [
    ("deprecate", "drop the compat shim we deprecated last year"),
    ("deprecate", "remove the deprecated /v2/search handler"),
    ("deprecate", "fix the deprecation warnings in the test output"),
    ("deprecate", "why was parse_date deprecated?"),
    ("deprecate", "how do I deprecate a field in protobuf?"),
    ("deprecate", "dont deprecate it yet, just add the new one"),
    ("deprecate", "the deprecated flag still works?"),
    ("deprecate", "deprecated apis are listed in the docs"),
    ("checks", "add node 22 to the matrix"),
    ("checks", "node 18 is end of life, drop it"),
    ("checks", "is the node 18 job red?"),
    ("checks", "python 3.9 fails to install on my mac"),
    ("triage", "triage the new issues"),
    ("triage", "move it to triage"),
    ("triage", "the triage board is a mess"),
    ("triage", "how do we triage?"),
    ("triage", "the ER was full, triage took hours"),
    ("review", "give it a rest"),
    ("review", "is it ready to ship?"),
]


@pytest.mark.parametrize(("kind", "text"), NOT_THOSE, ids=[t for _, t in NOT_THOSE])
def test_a_look_alike_does_not_get_the_kind(kind: str, text: str) -> None:
    found = kind_of(text)
    assert found is None or found.id != kind


def test_an_api_deprecated_changes_code_and_is_done_to_a_thing() -> None:
    # The old function kept working beside its marker is judged in a workspace, like a
    # refactor's; a question about what is deprecated asks to be told; nothing is taken anywhere.
    deprecate = BY_ID["deprecate"]
    assert deprecate.changes_code and deprecate.done_to_a_thing and not deprecate.operation
    assert "deprecate" in CODE_KINDS


def test_a_triage_is_done_to_a_report_and_changes_no_code() -> None:
    # Its outcome is a reading of the report (ours or not, its labels, an answer), not a change:
    # it is no replay in a workspace, and it is work of its own, not a step taken with other work.
    triage = BY_ID["triage"]
    assert triage.done_to_a_thing and not triage.changes_code and not triage.operation
    assert "triage" not in CODE_KINDS
