"""A session mined again after it grew is mined on from where its last mining stopped, and
gives exactly the tasks a process that never saw it mines: a follow-up added to the task in
progress, a new task, an earlier turn edited or the log rewritten shorter, a session deleted and
written again under its id, tasks changed by whoever was handed them, another follow-up model,
another version of the miner."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from skillsleep.sessiondata import Session
from skillsleep.tasks import memo, minerversion, mining
from skillsleep.tasks.judges import Origin
from skillsleep.tasks.learned import LinearModel
from skillsleep.tasks.mining import mine

from helpers.mined import T0, as_stored, cold, forgotten, of_turns  # noqa: F401  (a fixture)

WORK = [("request", "add a --dry-run flag to the sync command"),
        ("response", "Added the flag. Should I also document it in the README?"),
        ("request", "yes, and always use pnpm, never npm, in the examples"),
        ("response", "Done: the README shows the flag with pnpm."),
        ("request", "thanks! now write the release notes for 2.4"),
        ("response", "Here are the release notes for 2.4."),
        ("request", "no, keep them under 100 words")]
FOLLOW_UP = [("response", "Shortened them to 80 words."), ("request", "use bullet points")]
NEW_TASK = [("response", "Done: bullets."), ("interruption", "[Request interrupted by user]"),
            ("request", "thanks. next: rename the config loader to settings loader")]


@pytest.fixture
def resumed(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The turn each mining went on from, when it did (the real method, counted)."""
    at: list[int] = []
    real = mining._Mining.resume

    def counted(self: mining._Mining, kept: Any) -> None:
        at.append(kept.at)
        real(self, kept)

    monkeypatch.setattr(mining._Mining, "resume", counted)
    return at


def _warm(*sessions: Session) -> list[dict[str, Any]]:
    """Each session mined in turn, as a daemon mines them after each harvest: the last one's
    tasks."""
    tasks: list[Any] = []
    for s in sessions:
        tasks = mine([s])
    return as_stored(tasks)


def test_a_follow_up_added_to_the_task_in_progress_is_mined_on_from_where_mining_stopped(
        resumed: list[int]) -> None:
    grown = of_turns(WORK + FOLLOW_UP)
    warm = _warm(of_turns(WORK), grown)
    assert resumed == [len(WORK)]
    assert warm == cold(grown)
    assert len(warm) == 2 and warm[1]["context"] == ["no, keep them under 100 words",
                                                     "use bullet points"]
    assert warm[1]["outcome"] == "failure"  # corrected in the follow-up mined before
    # The same session again, nothing added (mined first by a process that forgot all).
    assert _warm(grown, grown) == cold(grown)
    assert resumed == [len(WORK), len(WORK + FOLLOW_UP)]


def test_a_new_task_closes_the_last_and_is_where_the_next_mining_goes_on(
        resumed: list[int]) -> None:
    grown = of_turns(WORK + FOLLOW_UP + NEW_TASK)
    more = of_turns(WORK + FOLLOW_UP + NEW_TASK + [("response", "Renamed it."),
                                                  ("request", "also update the imports")])
    warm = _warm(of_turns(WORK), grown, more)
    assert resumed == [len(WORK), len(WORK + FOLLOW_UP + NEW_TASK)]
    assert warm == cold(more)
    assert [t["request"] for t in warm][-1] == "next: rename the config loader to settings loader"
    assert warm[1]["outcome"] == "mixed"  # corrected, interrupted, then thanked


def test_an_earlier_turn_edited_or_the_log_rewritten_shorter_is_mined_from_the_start(
        resumed: list[int]) -> None:
    edited = [*WORK[:2], ("request", "yes, and always use yarn, never npm, in the examples"),
              *WORK[3:], *FOLLOW_UP]
    warm = _warm(of_turns(WORK), of_turns(edited))
    assert resumed == []
    assert warm == cold(of_turns(edited))
    assert any("yarn" in str(j["params"]) for t in warm for j in t["judges"])
    # The same words with another time, record or length stand for another turn too.
    moved = of_turns(WORK, started=T0 + timedelta(days=1))
    assert _warm(of_turns(WORK), moved) == cold(moved) and resumed == []
    shorter = of_turns(WORK[:3])
    assert _warm(of_turns(WORK), shorter) == cold(shorter)
    assert resumed == []
    # What was mined last is what the next mining goes on from: the shorter log.
    regrown = of_turns([*WORK[:3], ("response", "Done."), ("request", "and the changelog")])
    assert _warm(regrown) == cold(regrown)


def test_a_session_deleted_and_written_again_under_its_id_is_mined_as_written(
        resumed: list[int]) -> None:
    other = [("request", "profile the importer on the big fixture"),
             ("response", "The parser takes 80% of the time."),
             ("request", "thanks. now write the release notes for 2.4")]
    _warm(of_turns(WORK))
    assert _warm(of_turns(other)) == cold(of_turns(other))
    assert _warm(of_turns([])) == [] == cold(of_turns([]))
    assert resumed == []
    # Sessions of other ids are kept apart.
    mine([of_turns(WORK, sid="s2")])
    grown = of_turns(WORK + FOLLOW_UP, sid="s2")
    assert _warm(of_turns(other), grown) == cold(grown)
    assert resumed == [len(WORK)]


def test_the_tasks_handed_out_are_each_callers_own(resumed: list[int]) -> None:
    first = mine([of_turns(WORK + FOLLOW_UP + NEW_TASK)])
    # What the pipeline does to the tasks it is handed: families, rubrics, standing copies.
    for task in first:
        task.family_id = "changed"
        task.context.append("changed")
        task.evidence.clear()
        task.said = []
        for judge in task.judges:
            judge.standing = True
            judge.quote = "changed"
            judge.said_in.append(Origin("codex", "elsewhere"))
        task.judges.append(task.judges[0].copy() if task.judges else None)  # type: ignore[arg-type]
    grown = of_turns(WORK + FOLLOW_UP + NEW_TASK + [("request", "and the imports")])
    again = mine([grown])
    assert resumed == [len(WORK + FOLLOW_UP + NEW_TASK)]
    assert as_stored(again) == cold(grown)
    assert all(a is not b for a, b in zip(again, first, strict=False))


def test_another_miner_version_goes_on_from_no_earlier_mining(
        resumed: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
    mine([of_turns(WORK)])
    monkeypatch.setattr(minerversion, "MINER", minerversion.MINER + "-next")
    grown = of_turns(WORK + FOLLOW_UP)
    assert as_stored(mine([grown])) == cold(grown)
    assert resumed == []


def test_another_follow_up_model_and_a_mining_of_many_sessions_keep_no_place(
        resumed: list[int]) -> None:
    always_new = LinearModel({}, bias=30.0)
    grown = of_turns(WORK + FOLLOW_UP)
    with memo.mining(1):
        mining.mine_session(of_turns(WORK), always_new)
        every = mining.mine_session(grown, always_new)
    assert resumed == [] and len(mining._RESUMES) == 0
    assert len(every) == 5  # each request its own task: the model given decided
    many = [of_turns(WORK, sid=f"s{n}") for n in range(memo.FEW_SESSIONS + 1)]
    mine(many)
    assert len(mining._RESUMES) == 0
    mine([many[0]])
    assert len(mining._RESUMES) == 1
