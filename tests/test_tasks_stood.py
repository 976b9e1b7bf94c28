"""An update after a harvest that changed no task (the agent's reply, a tool call, a follow-up
that adds nothing to its task) stores nothing: the stored families, their documents and the
standing preferences stand as they are, which is what storing them anew gives. Whatever would
make them come out otherwise (another task, other settings, task vectors lost or damaged behind
the process, a tasks file another process wrote) has the update run whole; what runs on the
stored result after a harvest (measuring accepted edits) runs either way."""

from __future__ import annotations

import json
import os
import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import orjson
import pytest

from skillsleep.after_harvest import after_harvest
from skillsleep.catalog import FAMILIES, TASKS, TASKS_META
from skillsleep.context import Context
from skillsleep.harvest import run_harvest
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import get_sessions, save_sessions
from skillsleep.store import Store, file_version
from skillsleep.tasks import pipeline, vectors
from skillsleep.tasks.pipeline import TasksReport, update_tasks
from skillsleep.tasks.taskdata import Family, Task

from conftest import SHARED
from helpers.cli import run_cli

REALDATA = SHARED / "realdata" / "entireio-dev"
T0 = datetime(2026, 11, 3, 8, 0, tzinfo=UTC)
# Requests of a built-in kind of work and requests clustered by meaning, in several sessions.
REQUESTS = ["add unit tests for the config parser", "translate the login errors into French",
            "write tests for the login handler", "translate the signup page into French",
            "please add tests for the retry logic", "translate the settings screen to French"]
COLLECTIONS = (TASKS, FAMILIES, TASKS_META)
LAST = len(REQUESTS) - 1  # the session whose tasks are stored last


def _session(n: int, project: Path, *more: Turn) -> Session:
    when = T0 + timedelta(hours=n)
    return Session("claude-code", f"s{n}", str(project), started=when,
                   turns=[Turn("user", "request", REQUESTS[n], when, record=f"s{n}-0"),
                          Turn("assistant", "response", "Done: it works now.",
                               when + timedelta(minutes=1), record=f"s{n}-1"), *more])


def _turn(n: int, role: str, kind: str, text: str, minute: int) -> Turn:
    return Turn(role, kind, text, T0 + timedelta(hours=n, minutes=minute),  # type: ignore[arg-type]
                record=f"s{n}-{minute}")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    folder = tmp_path / "app"
    folder.mkdir()
    return folder


@pytest.fixture
def ctx(project: Path, monkeypatch: pytest.MonkeyPatch) -> Context:
    """A history mined by this process (which keeps the result it stored)."""
    monkeypatch.setattr(pipeline, "_KEPT", None)
    monkeypatch.setattr(vectors, "_KEPT", None)
    ctx = Context.create()
    save_sessions(ctx.store, [_session(n, project) for n in range(len(REQUESTS))])
    update_tasks(ctx)
    assert pipeline._KEPT is not None
    return ctx


def _versions(ctx: Context) -> dict[str, Any]:
    """Every file of each collection (a split one's parts too), by version."""
    return {name: [(path.name, file_version(path)) for path in sorted(
        [ctx.store.root / f"{name}.json", *ctx.store.root.glob(f"{name}.part*.json")])]
        for name in COLLECTIONS}


def _docs(ctx: Context) -> dict[str, list[dict[str, Any]]]:
    """The stored collections as another process reads them (from the bytes on disk)."""
    store = Store(ctx.store.root).open()
    return {name: [dict(doc) for doc in store.collection(name).all()] for name in COLLECTIONS}


def _again(ctx: Context, session: Session) -> TasksReport:
    """Store the session as a harvest would, and update after it."""
    save_sessions(ctx.store, [session])
    return update_tasks(ctx, sessions=[f"{session.harness}:{session.session_id}"])


def _whole(ctx: Context, session: Session) -> TasksReport:
    """The same update run whole: by a process that did not store the result itself."""
    pipeline._KEPT = None
    report = update_tasks(ctx, sessions=[f"{session.harness}:{session.session_id}"])
    assert not report.stood
    return report


def test_a_turn_that_changes_no_task_stores_nothing_and_the_result_is_the_whole_update(
        ctx: Context, project: Path) -> None:
    before, versions = _docs(ctx), _versions(ctx)
    assert any(f["kind"] is None and f["recurring"] for f in before[FAMILIES])
    replied = _session(LAST, project, _turn(LAST, "assistant", "response",
                                         "I also checked the other error messages.", 3))
    report = _again(ctx, replied)
    assert report.stood and report.sessions_mined == 1
    assert (report.tasks, report.new_tasks, report.removed_tasks) == (len(REQUESTS), 0, 0)
    assert report.families == len(before[FAMILIES])
    assert report.recurring == sum(f["recurring"] for f in before[FAMILIES])
    assert _versions(ctx) == versions  # not a file written
    # Run whole on the same sessions, the update stores exactly what stood (and so writes
    # nothing either).
    whole = _whole(ctx, replied)
    assert _versions(ctx) == versions and _docs(ctx) == before
    assert (whole.families, whole.recurring, whole.standing) == (
        report.families, report.recurring, report.standing)


def test_a_session_mined_again_has_its_tasks_stored_last_before_they_stand(
        ctx: Context, project: Path) -> None:
    """Re-mined tasks go after the others, as always: the first turn of a session stored
    before others reorders the tasks (the update runs whole); the next one stands."""
    reply = _turn(1, "assistant", "response", "Checked again.", 3)
    assert not _again(ctx, _session(1, project, reply)).stood
    assert _docs(ctx)[TASKS][-1]["session_id"] == "s1"
    again = _turn(1, "assistant", "response", "And once more.", 4)
    assert _again(ctx, _session(1, project, reply, again)).stood


def test_what_stood_is_kept_for_the_next_update(ctx: Context, project: Path) -> None:
    replied = _session(LAST, project, _turn(LAST, "assistant", "response", "Checked again.", 3))
    assert _again(ctx, replied).stood
    kept = pipeline._KEPT
    assert kept is not None
    assert [t.to_doc() for t in kept.tasks] == _docs(ctx)[TASKS]
    assert [f.to_doc() for f in kept.families] == _docs(ctx)[FAMILIES]
    again = _session(LAST, project, _turn(LAST, "assistant", "response", "Checked again.", 3),
                     _turn(LAST, "assistant", "response", "And once more.", 4))
    assert _again(ctx, again).stood
    # So is it by an update through another handle on the same store, which read nothing.
    more = _session(LAST, project, *again.turns[2:],
                    _turn(LAST, "assistant", "response", "And a last time.", 5))
    assert _again(Context.create(), more).stood
    assert _again(Context.create(), _session(LAST, project, *more.turns[2:],
                                             _turn(LAST, "assistant", "response", "Done.", 6))
                  ).stood


def test_a_turn_that_changes_a_task_runs_the_update_whole(ctx: Context, project: Path) -> None:
    before = _docs(ctx)
    followed = _session(LAST, project, _turn(LAST, "user", "request",
                                          "no, keep the English messages as a fallback", 3))
    report = _again(ctx, followed)
    assert not report.stood
    after = _docs(ctx)
    assert after[TASKS] != before[TASKS]
    (task,) = [t for t in after[TASKS] if t["session_id"] == f"s{LAST}"]
    assert "no, keep the English messages as a fallback" in task["context"]
    # A new task after it.
    report = _again(ctx, _session(
        LAST, project, _turn(LAST, "user", "request",
                             "no, keep the English messages as a fallback", 3),
        _turn(LAST, "assistant", "response", "Done: English stays the fallback.", 4),
        _turn(LAST, "user", "request", "Thanks! Now add unit tests for the date helpers", 5)))
    assert not report.stood and report.new_tasks == 1


def test_other_settings_run_the_update_whole(ctx: Context, project: Path) -> None:
    before = _docs(ctx)
    assert sum(f["recurring"] for f in before[FAMILIES]) == 2
    ctx.config.tasks.min_family_size = 4
    report = _again(ctx, _session(LAST, project, _turn(LAST, "assistant", "response", "Done.", 3)))
    assert not report.stood
    assert report.recurring == 0 and not any(f["recurring"] for f in _docs(ctx)[FAMILIES])


@pytest.mark.parametrize("damage", ["deleted", "truncated", "foreign"])
def test_task_vectors_lost_or_damaged_behind_the_process_run_the_update_whole(
        ctx: Context, project: Path, damage: str) -> None:
    before = _docs(ctx)
    (path,) = ctx.paths.cache_dir.glob("task-vectors-*.npz")
    raw = path.read_bytes()
    if damage == "deleted":
        path.unlink()
    elif damage == "truncated":
        path.write_bytes(raw[: len(raw) // 2])
    else:  # another file under its name
        path.write_bytes(json.dumps({"ids": ["x"]}).encode())
    report = _again(ctx, _session(LAST, project, _turn(LAST, "assistant", "response", "Done.", 3)))
    assert not report.stood
    # Every vector was encoded again and written back; nothing mined was lost.
    assert report.full
    assert len(_docs(ctx)[TASKS]) == len(before[TASKS])
    with open(path, "rb") as fh:
        assert fh.read(2) == b"PK"
    assert _again(ctx, _session(LAST, project, _turn(LAST, "assistant", "response", "Done.", 3),
                                _turn(LAST, "assistant", "response", "Done again.", 4))).stood


def test_a_tasks_file_another_process_wrote_runs_the_update_whole(
        ctx: Context, project: Path) -> None:
    followed = _session(1, project, _turn(1, "user", "request",
                                          "no, keep the English messages as a fallback", 3))
    save_sessions(ctx.store, [followed])
    run_cli("tasks", "--update")  # another process mines it
    report = _again(ctx, _session(LAST, project, _turn(LAST, "assistant", "response", "Ok.", 3)))
    assert not report.stood
    # What the other process stored is in the result.
    (task,) = [t for t in _docs(ctx)[TASKS] if t["session_id"] == "s1"]
    assert "no, keep the English messages as a fallback" in task["context"]
    # The result this process stored is kept again: the next turn stands.
    assert _again(ctx, _session(LAST, project, _turn(LAST, "assistant", "response", "Ok.", 3),
                                _turn(LAST, "assistant", "response", "Ok again.", 4))).stood


def test_what_runs_after_a_harvest_runs_on_the_result_that_stood(
        ctx: Context, project: Path) -> None:
    seen: list[tuple[int, list[str], float | None]] = []

    def then(tasks: list[Task], families: list[Family], similar: Any) -> int:
        likeness = similar("translate it into French", "put it in French") if similar else None
        seen.append((len(tasks), [f.id for f in families], likeness))
        return 7

    replied = _session(LAST, project, _turn(LAST, "assistant", "response", "Done.", 3))
    save_sessions(ctx.store, [replied])
    report = update_tasks(ctx, sessions=[f"claude-code:s{LAST}"], then=then)
    assert report.stood and report.accepted_edits == 7
    ((count, families, likeness),) = seen
    assert count == len(REQUESTS) and families == [f["id"] for f in _docs(ctx)[FAMILIES]]
    assert likeness is not None and 0.3 < likeness <= 1.0
    # The sayings compared are kept with the task vectors, and the next turn still stands.
    assert _again(ctx, _session(LAST, project, _turn(LAST, "assistant", "response", "Done.", 3),
                                _turn(LAST, "assistant", "response", "Done again.", 4))).stood


@pytest.mark.skipif(not REALDATA.is_dir(), reason="shared/realdata is not here")
def test_a_real_history_re_harvested_after_turns_that_change_no_task(
        isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Harvested as the daemon does, a real history's families stand after a follow-up past
    the ones a task keeps and after the agent's reply, and are what a whole update gives."""
    monkeypatch.setattr(pipeline, "_KEPT", None)
    shutil.copytree(REALDATA / "claude-home" / ".claude", isolated_home / ".claude")
    log = max((isolated_home / ".claude" / "projects").rglob("*.jsonl"),
              key=lambda p: p.stat().st_size)
    lines = log.read_text("utf-8").splitlines()
    request = next(json.loads(line) for line in lines
                   if '"type":"user"' in line and "toolUseResult" not in line
                   and isinstance(json.loads(line)["message"].get("content"), str))
    last = next(json.loads(line) for line in reversed(lines) if '"type":"assistant"' in line)
    reply = {**last, "message": {**last["message"], "id": "msg_0000000000000000000000000",
                                 "content": [{"type": "text", "text": "Noted."}]}}
    ctx = Context.create()
    after_harvest(ctx, run_harvest(ctx).changed)
    before = _docs(ctx)
    stood = []
    for n, record in enumerate([{**request, "message": {"role": "user",
                                                        "content": "one more thing to note"}},
                                reply]):
        with open(log, "ab") as fh:
            fh.write(orjson.dumps({**record, "uuid": f"00000000-0000-4000-8000-00000000000{n}"})
                     + b"\n")
        ctx = Context.create()
        harvested = run_harvest(ctx)
        assert len(harvested.changed) == 1
        report = after_harvest(ctx, harvested.changed)
        assert report is not None
        stood.append(report.stood)
    assert stood[-1]
    after = _docs(ctx)
    (key,) = harvested.changed
    _whole(ctx, get_sessions(ctx.store, [key])[0])
    assert _docs(ctx) == after
    assert len(after[TASKS]) == len(before[TASKS])


def test_the_task_vectors_are_read_once_while_no_one_replaces_their_file(
        ctx: Context, project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The vectors an update wrote (or found unchanged) are the next one's, until their file
    is replaced: then it is read, as any process reads it."""
    read: list[Path] = []
    reading = vectors.VectorCache.load

    def load(self: vectors.VectorCache) -> vectors.VectorCache:
        read.append(self.path)
        return reading(self)

    monkeypatch.setattr(vectors.VectorCache, "load", load)
    asked = [_turn(LAST, "user", "request", "no, keep the English messages as a fallback", 3)]
    assert not _again(ctx, _session(LAST, project, *asked)).stood
    assert read == []
    (path,) = ctx.paths.cache_dir.glob("task-vectors-*.npz")
    copy = path.with_name("copy.npz")
    shutil.copyfile(path, copy)
    os.replace(copy, path)  # the same vectors, in a file another process wrote
    asked.append(_turn(LAST, "user", "request", "and mention it in the changelog", 4))
    report = _again(ctx, _session(LAST, project, *asked))
    assert not report.stood and not report.full
    assert read == [path]
