"""A long-running process (the daemon) starts each tasks update from the tasks and families it
stored last, without reading the files again, while no one else replaced them; a file another
process wrote, or one changed, truncated or replaced behind its back, is read as any process
reads it. What it keeps is what reading the files gives, on a real history."""

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
from skillsleep.catalog import FAMILIES, TASKS
from skillsleep.context import Context
from skillsleep.errors import StoreCorruptError
from skillsleep.harvest import run_harvest
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import save_sessions
from skillsleep.store import Store
from skillsleep.tasks import pipeline
from skillsleep.tasks.pipeline import load_families, load_tasks, update_tasks
from skillsleep.tasks.taskdata import Family, Task

from conftest import SHARED
from helpers.cli import run_cli

REALDATA = SHARED / "realdata" / "entireio-dev"
T0 = datetime(2026, 11, 3, 8, 0, tzinfo=UTC)
REQUESTS = ["add unit tests for the config parser", "write tests for the login handler",
            "please add tests for the retry logic", "Add a unit test for the cache eviction",
            "add tests covering the CLI flags", "write unit tests for the date helpers"]


def _session(n: int, project: Path) -> Session:
    when = T0 + timedelta(hours=n)
    return Session("claude-code", f"s{n}", str(project), started=when,
                   turns=[Turn("user", "request", REQUESTS[n], when, record=f"s{n}-0"),
                          Turn("assistant", "response", "Done: the tests pass.",
                               when + timedelta(minutes=1), record=f"s{n}-1")])


@pytest.fixture
def decoded(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Which stored collections an update decoded (the real readers, counted)."""
    seen: list[str] = []
    reading_tasks, reading_families = pipeline.load_tasks, pipeline.load_families

    def tasks(store: Any) -> list[Task]:
        seen.append(TASKS)
        return reading_tasks(store)

    def families(store: Any) -> list[Family]:
        seen.append(FAMILIES)
        return reading_families(store)

    monkeypatch.setattr(pipeline, "load_tasks", tasks)
    monkeypatch.setattr(pipeline, "load_families", families)
    monkeypatch.setattr(pipeline, "_KEPT", None)
    return seen


@pytest.fixture
def project(tmp_path: Path) -> Path:
    folder = tmp_path / "api"
    folder.mkdir()
    return folder


def _started(project: Path, sessions: int = 4) -> Context:
    ctx = Context.create()
    save_sessions(ctx.store, [_session(n, project) for n in range(sessions)])
    update_tasks(ctx)
    return ctx


def _add(ctx: Context, n: int, project: Path) -> None:
    save_sessions(ctx.store, [_session(n, project)])
    update_tasks(ctx, sessions=[f"claude-code:s{n}"])


def _requests(ctx: Context) -> list[str]:
    return sorted(t.request for t in load_tasks(ctx.store))


def test_a_second_update_decodes_nothing_stored_when_nothing_else_wrote(
        project: Path, decoded: list[str]) -> None:
    ctx = _started(project)
    assert decoded == [TASKS, FAMILIES]  # the first update of this process reads them
    decoded.clear()
    _add(ctx, 4, project)
    _add(ctx, 5, project)
    assert decoded == []
    assert _requests(ctx) == sorted(REQUESTS)


def test_another_process_writing_the_store_is_read(project: Path, decoded: list[str]) -> None:
    ctx = _started(project)
    decoded.clear()
    # Another process (the command line) mines a session this process has not seen.
    save_sessions(ctx.store, [_session(4, project)])
    run_cli("tasks", "--update")
    _add(ctx, 5, project)
    assert decoded == [TASKS, FAMILIES]
    # Starting from what this process kept would have lost the other process's task.
    assert _requests(ctx) == sorted(REQUESTS)


def test_a_task_file_edited_behind_the_process_is_read(project: Path,
                                                       decoded: list[str]) -> None:
    ctx = _started(project)
    # The file that holds the session's task (the whole collection's, or the part it is in).
    path, data, doc = next(
        (path, data, doc) for path in _files(ctx, TASKS)
        for data in [json.loads(path.read_bytes())]
        for table in data.values() if isinstance(table, dict)
        for doc in table.values() if isinstance(doc, dict) and doc.get("session_id") == "s0")
    doc["request"] = "add unit tests for the config parser, edited"
    path.write_text(json.dumps(data), encoding="utf-8")  # in place: the same file
    decoded.clear()
    _add(ctx, 4, project)
    assert TASKS in decoded
    assert "add unit tests for the config parser, edited" in _requests(ctx)


def test_a_task_file_replaced_by_an_older_version_is_read(project: Path,
                                                          decoded: list[str]) -> None:
    ctx = _started(project)
    older = ctx.store.root / "older"
    older.mkdir()
    for path in _files(ctx, TASKS):
        shutil.copyfile(path, older / path.name)
    _add(ctx, 4, project)
    for path in older.iterdir():
        os.replace(path, ctx.store.root / path.name)  # new files, the old content
    decoded.clear()
    _add(ctx, 5, project)
    assert TASKS in decoded
    # What the file says, not what this process stored before it was replaced.
    assert REQUESTS[4] not in _requests(ctx)
    assert REQUESTS[5] in _requests(ctx)


def test_a_truncated_task_file_stops_the_update_as_it_would_anywhere(
        project: Path, decoded: list[str]) -> None:
    ctx = _started(project)
    path = ctx.store.root / f"{TASKS}.json"
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])
    save_sessions(ctx.store, [_session(4, project)])
    with pytest.raises(StoreCorruptError, match="store repair"):
        update_tasks(ctx, sessions=["claude-code:s4"])
    assert path.read_bytes() == raw[: len(raw) // 2]
    # Nothing is kept from the update that failed: after the repair, the file is read.
    assert ctx.store.repair()
    decoded.clear()
    update_tasks(ctx, sessions=["claude-code:s4"])
    assert decoded == [TASKS, FAMILIES]
    assert REQUESTS[4] in _requests(ctx)


def _as_read(ctx: Context, name: str) -> list[dict[str, Any]]:
    """The collection's documents as another process reads them (from the bytes on disk)."""
    return [dict(doc) for doc in Store(ctx.store.root).open().collection(name).all()]


def _files(ctx: Context, name: str) -> list[Path]:
    """The files a collection is stored in: its own, and its parts when it is split."""
    return [ctx.store.root / f"{name}.json", *sorted(ctx.store.root.glob(f"{name}.part*.json"))]


@pytest.mark.skipif(not REALDATA.is_dir(), reason="shared/realdata is not here")
def test_what_is_kept_is_what_reading_the_files_gives_on_a_real_history(
        isolated_home: Path, decoded: list[str]) -> None:
    """Every judge, origin, target and standing preference of a real history's tasks and
    families, kept in memory, equals its reading from the file; so do they after turns that
    follow a request up and that ask for new work, harvested as the daemon does."""
    shutil.copytree(REALDATA / "claude-home" / ".claude", isolated_home / ".claude")
    log = max((isolated_home / ".claude" / "projects").rglob("*.jsonl"),
              key=lambda p: p.stat().st_size)
    record = next(json.loads(line) for line in log.read_text("utf-8").splitlines()
                  if '"type":"user"' in line and "toolUseResult" not in line
                  and isinstance(json.loads(line)["message"].get("content"), str))
    for n, text in enumerate(["", "now also add a test for the resume command please",
                              "Great, that works. Next: translate the error messages of the "
                              "login command into French"]):
        if text:
            with open(log, "ab") as fh:
                fh.write(orjson.dumps({**record, "message": {"role": "user", "content": text},
                                       "uuid": f"00000000-0000-4000-8000-00000000000{n}"})
                         + b"\n")
        ctx = Context.create()
        after_harvest(ctx, run_harvest(ctx).changed)
        kept = pipeline._KEPT
        assert kept is not None and kept.tasks and any(f.recurring for f in kept.families)
        assert [Task.from_doc(d) for d in _as_read(ctx, TASKS)] == kept.tasks
        assert [Family.from_doc(d) for d in _as_read(ctx, FAMILIES)] == kept.families
        assert [t.to_doc() for t in kept.tasks] == _as_read(ctx, TASKS)
        assert [f.to_doc() for f in kept.families] == _as_read(ctx, FAMILIES)
    assert decoded == [TASKS, FAMILIES]  # only the first update read the files
    assert load_families(ctx.store)
