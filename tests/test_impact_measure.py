"""The states an accepted edit gets when its verdict cannot be told, measured on real tasks and
judges with a real document, at times a test cannot wait for (weeks after the acceptance)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from skillsleep.acceptance import AcceptedEdit, answers, iso
from skillsleep.edits import Edit
from skillsleep.impact.measure import measure
from skillsleep.proposals import Proposal
from skillsleep.tasks.judges import Origin, judge_from_doc
from skillsleep.tasks.taskdata import Family, Task

DAY = 86_400.0
ACCEPTED = 1_790_000_000.0
LINE = "Never use testify; use the standard testing package."
PREF = {"kind": "diff_avoids", "params": {"term": "testify"}, "quote": "no testify please",
        "origins": [{"harness": "codex", "session": "s1", "record": "r2"}],
        "quotes": ["no testify please"], "project": "/work/app"}


def _task(n: int, when: float, said: bool) -> Task:
    task = Task(id=f"t{n}", request="add a test", harness="codex", session_id=f"s{n}",
                project="/work/app", time=iso(when), family_id="fam", outcome="success")
    if said:
        judge = judge_from_doc({**PREF, "quote": "no, drop testify"})
        judge.origin, judge.followup = Origin("codex", f"s{n}"), True
        task.judges.append(judge)
    return task


@pytest.fixture
def doc(tmp_path: Path) -> Path:
    path = tmp_path / "AGENTS.md"
    path.write_text(f"# Tests\n\n{LINE}\n", encoding="utf-8")
    return path


def _measure(doc: Path, tasks: list[Task], now: float, op: str = "add",
             status: str = "accepted", families: tuple[str, ...] = ("fam",),
             record_families: tuple[str, ...] = ("fam",),
             preferences: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    text = LINE if op != "delete" else "Use testify."
    proposal = Proposal(target=str(doc), base_hash="-", new_content="", diff="",
                        edits=[Edit(op, text if op == "delete" else "",  # type: ignore[arg-type]
                                    "" if op == "delete" else text, status=status)],
                        id="p1", status="accepted")
    record = AcceptedEdit("p1", 0, op, text, str(doc), iso(ACCEPTED),
                          families=list(record_families), project="/work/app",
                          preferences=[PREF] if preferences is None else preferences)
    return measure(record, {"p1": proposal}, tasks, {f: Family(f, "x") for f in families},
                   None, now)


def test_work_quiet_for_weeks_since_says_it_may_no_longer_recur(doc: Path) -> None:
    before = [_task(n, ACCEPTED - DAY * (n + 1), n % 2 == 0) for n in range(6)]
    out = _measure(doc, before, ACCEPTED + 20 * DAY)
    assert out["verdict"] == "not yet known" and out["after"]["tasks"] == 0
    assert "no task of this family since it was accepted 20 days ago" in out["reason"]
    assert out["before"] == {"tasks": 6, "repeats": 3}


def test_an_acceptance_later_than_the_clock_is_not_measured(doc: Path) -> None:
    out = _measure(doc, [_task(0, ACCEPTED - DAY, True)], ACCEPTED - 3 * DAY)
    assert out["verdict"] == "not measurable" and "later than this machine's clock" in \
        out["reason"]


def test_a_family_gone_from_the_mined_families_is_not_measured(doc: Path) -> None:
    out = _measure(doc, [], ACCEPTED + DAY, families=("other",))
    assert out["verdict"] == "not measurable" and "no longer among the families" in \
        out["reason"]


def test_tasks_that_moved_to_another_family_are_followed(doc: Path) -> None:
    tasks = [_task(n, ACCEPTED - DAY * (n + 1), True) for n in range(4)]
    tasks += [_task(10 + n, ACCEPTED + DAY * (n + 1), False) for n in range(6)]
    for t in tasks:
        t.family_id = "renamed"
    out = _measure(doc, tasks, ACCEPTED + 6 * DAY, families=("renamed",),
                   record_families=("fam",))
    assert out["verdict"] == "not measurable"  # the record knew none of their ids
    record = AcceptedEdit("p1", 0, "add", LINE, str(doc), iso(ACCEPTED), families=["fam"],
                          family_tasks=["t0", "t1"], project="/work/app", preferences=[PREF])
    proposal = Proposal(target=str(doc), base_hash="-", new_content="", diff="",
                        edits=[Edit("add", "", LINE, status="accepted")], id="p1")
    out = measure(record, {"p1": proposal}, tasks, {"renamed": Family("renamed", "x")}, None,
                  ACCEPTED + 6 * DAY)
    assert out["verdict"] == "helped" and out["after"] == {"tasks": 6, "repeats": 0}


def test_a_deleted_text_back_in_the_document_and_a_rejected_edit_give_no_verdict(
        doc: Path) -> None:
    doc.write_text("# Tests\n\nUse testify.\n", encoding="utf-8")
    out = _measure(doc, [], ACCEPTED + DAY, op="delete")
    assert out["verdict"] == "line removed" and "is back in AGENTS.md" in out["reason"]
    out = _measure(doc, [], ACCEPTED + DAY, status="pending")
    assert out["verdict"] == "not measurable" and "is pending, not accepted" in out["reason"]


def test_an_edit_that_answers_no_preference_has_nothing_to_count(doc: Path) -> None:
    out = _measure(doc, [], ACCEPTED + DAY, preferences=[])
    assert out["verdict"] == "not measurable" and "answers no standing preference" in \
        out["reason"]


def test_an_edit_answers_the_preferences_it_cites_or_states() -> None:
    cites = Edit("add", "", "Keep tests small.", evidence={"origins": PREF["origins"]})
    states = Edit("add", "", "Do not use testify in tests.")
    neither = Edit("add", "", "Keep tests small.")
    assert answers(cites, PREF) and answers(states, PREF) and not answers(neither, PREF)
    assert not answers(states, {**PREF, "kind": "no-such-kind"})


def test_records_lost_are_made_again_only_where_the_decision_time_is_known(
        tmp_path: Path, doc: Path) -> None:
    from skillsleep.acceptance import load_accepted, recover
    from skillsleep.store import Store

    store = Store(tmp_path / "store").open()
    # A preference of work done where the document governs.
    family = Family("fam", "x", task_ids=["t0"], standing=[{**PREF, "project": str(tmp_path)}])
    done = Proposal(target=str(doc), base_hash="-", new_content="", diff="",
                    edits=[Edit("add", "", LINE, status="accepted"),
                           Edit("add", "", "Keep tests small.", status="rejected")],
                    id="p1", status="accepted", families=["fam"], decided=ACCEPTED)
    partly = Proposal(target=str(doc), base_hash="-", new_content="", diff="",
                      edits=[Edit("add", "", LINE, status="accepted"),
                             Edit("add", "", "x", status="pending")], id="p2",
                      families=["fam"])
    assert recover(store, [done, partly], [family]) == ["p1:0"]
    (record,) = load_accepted(store)
    assert record.accepted_at == iso(ACCEPTED) and record.preferences[0]["family"] == "fam"
    assert recover(store, [done, partly], [family]) == []  # once
