"""A long harvest reads logs in worker processes: the store ends exactly as when every log is
read in the harvesting process, whatever a worker does."""

from __future__ import annotations

import multiprocessing
import os
import shutil
import threading
from pathlib import Path
from typing import Any

import pytest

import skillsleep.harvest.parallel as parallel
from skillsleep import cpus
from skillsleep.harnesses.claude_code import logs as claude
from skillsleep.harvest import run_harvest
from skillsleep.sessions import iter_sessions

from conftest import SHARED
from helpers.daemon import write_config
from helpers.harvest import fresh_context, lay_out_real_fixtures

REAL_PROJECTS = SHARED / "realdata" / "entireio-dev" / "claude-home" / ".claude" / "projects"


def _lay_out(home: Path, logs: int = 24) -> None:
    """Part of the real labelled history, plus every real fixture of every harness."""
    for path in sorted(REAL_PROJECTS.glob("*/*.jsonl"))[:logs]:
        dest = home / ".claude" / "projects" / path.parent.name / path.name
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dest)
    lay_out_real_fixtures(home)


def _stored() -> list[dict[str, Any]]:
    return sorted((s.to_doc() for s in iter_sessions(fresh_context().store)),
                  key=lambda d: d["key"])


def _report(report: Any) -> dict[str, Any]:
    data = report.to_json()
    data.pop("seconds", None)
    return data


@pytest.fixture
def always_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    """Workers however small the harvest and however busy the machine."""
    monkeypatch.setattr(parallel, "MIN_BYTES_FORKED", 0)
    monkeypatch.setattr(parallel, "MIN_BYTES_SPAWNED", 0)
    monkeypatch.setattr(parallel, "idle_cpus", lambda: 2)


@pytest.fixture
def forked_workers(monkeypatch: pytest.MonkeyPatch, always_workers: None) -> None:
    """Workers forked from this process, which inherit what a test patched in it, whatever
    threads earlier tests left behind here (a model library's logging threads): a process
    with another thread would spawn them."""
    monkeypatch.setattr(parallel, "start_method", lambda: "fork")


def _serial_then_parallel(home: Path, tmp_path: Path,
                          monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any]:
    """The same logs harvested into two stores: in this process only, then with workers."""
    monkeypatch.setenv("SKILLOPT_SLEEP_HOME", str(tmp_path / "serial"))
    write_config("[harvest]\nworkers = 1\n")
    serial = (_report(run_harvest(fresh_context())), _stored())
    monkeypatch.setenv("SKILLOPT_SLEEP_HOME", str(tmp_path / "parallel"))
    write_config("[harvest]\nworkers = 2\n")
    workers = []
    real = parallel.read_in_order

    def counted(planned: Any, read_ctx: Any, n: int) -> Any:
        workers.append(n)
        return real(planned, read_ctx, n)

    monkeypatch.setattr("skillsleep.harvest.runner.read_in_order", counted)
    both = (_report(run_harvest(fresh_context())), _stored())
    assert workers == [2]
    return serial, both


def test_workers_store_exactly_what_one_process_stores(isolated_home: Path, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch,
                                                       always_workers: None) -> None:
    _lay_out(isolated_home)
    serial, both = _serial_then_parallel(isolated_home, tmp_path, monkeypatch)
    assert serial == both
    assert sum(len(d["turns"]) for d in both[1]) > 1000


def test_a_process_running_threads_spawns_its_workers(isolated_home: Path, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      always_workers: None) -> None:
    """Like the daemon: with another thread running, workers are spawned, not forked."""
    _lay_out(isolated_home, logs=6)
    stop = threading.Event()
    other = threading.Thread(target=stop.wait, daemon=True)
    other.start()
    try:
        assert parallel.start_method() == "spawn"
        serial, both = _serial_then_parallel(isolated_home, tmp_path, monkeypatch)
    finally:
        stop.set()
        other.join()
    assert serial == both


def test_a_reader_failing_in_a_worker_costs_only_its_log(isolated_home: Path,
                                                         monkeypatch: pytest.MonkeyPatch,
                                                         forked_workers: None) -> None:
    _lay_out(isolated_home, logs=6)
    bad = sorted((isolated_home / ".claude" / "projects").glob("*/*.jsonl"))[2]
    real = claude.read

    def failing(path: Path, *args: Any) -> Any:
        if path == bad:
            raise RuntimeError("a reader bug")
        return real(path, *args)

    monkeypatch.setattr(claude, "read", failing)  # inherited by the forked workers
    report = run_harvest(fresh_context()).to_json()["harnesses"]["claude-code"]
    assert report["errors"] == 1 and "a reader bug" in report["error_detail"][0]
    assert report["files_read"] == report["files"] - 1
    monkeypatch.setattr(claude, "read", real)
    again = run_harvest(fresh_context()).to_json()["harnesses"]["claude-code"]
    assert again["errors"] == 0 and again["files_read"] == 1  # the failed log, now read


def test_a_worker_that_dies_sends_its_logs_back_to_be_read_here(
        isolated_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        forked_workers: None) -> None:
    _lay_out(isolated_home, logs=8)
    monkeypatch.setenv("SKILLOPT_SLEEP_HOME", str(tmp_path / "serial"))
    write_config("[harvest]\nworkers = 1\n")
    run_harvest(fresh_context())
    expected = _stored()
    monkeypatch.setenv("SKILLOPT_SLEEP_HOME", str(tmp_path / "dying"))
    victim = sorted((isolated_home / ".claude" / "projects").glob("*/*.jsonl"))[1]
    harvester = os.getpid()
    real = claude.read

    def dying(path: Path, *args: Any) -> Any:
        if path == victim and os.getpid() != harvester:
            os._exit(9)  # the worker is killed while it reads
        return real(path, *args)

    monkeypatch.setattr(claude, "read", dying)
    report = run_harvest(fresh_context()).to_json()["harnesses"]["claude-code"]
    assert report["errors"] == 0
    assert _stored() == expected
    assert multiprocessing.active_children() == []


def test_a_stop_between_two_logs_leaves_no_worker_and_loses_nothing(
        isolated_home: Path, monkeypatch: pytest.MonkeyPatch, always_workers: None) -> None:
    _lay_out(isolated_home, logs=12)

    class Stop(Exception):
        pass

    def stop_at_the_fourth(progress: Any) -> None:
        if progress.files_done == 4:
            raise Stop

    with pytest.raises(Stop):
        run_harvest(fresh_context(), progress=stop_at_the_fourth)
    assert multiprocessing.active_children() == []
    run_harvest(fresh_context())
    got = _stored()
    monkeypatch.setenv("SKILLOPT_SLEEP_HOME", str(isolated_home.parent / "once"))
    write_config("[harvest]\nworkers = 1\n")
    run_harvest(fresh_context())
    assert got == _stored()


def test_small_harvests_and_one_worker_read_here() -> None:
    planned = [parallel.Planned("claude-code", Path(f"/x/{n}.jsonl"), "transcript", 1 << 20,
                                None, "") for n in range(8)]
    assert parallel.worker_count(0, planned) == 0          # 8 MB: not worth a worker
    big = [parallel.Planned("claude-code", Path(f"/x/{n}.jsonl"), "transcript", 64 << 20,
                            None, "") for n in range(3)]
    assert parallel.worker_count(1, big) == 0              # the person asked for none
    codex = [parallel.Planned("codex", p.path, "rollout", p.size, None, "") for p in big]
    assert parallel.worker_count(2, codex) == 0            # its reader needs the store
    if parallel.idle_cpus() >= 2 and parallel.start_method() == "fork":
        assert parallel.worker_count(0, big) == min(3, parallel.idle_cpus(),
                                                    parallel.MAX_WORKERS)
    assert 1 <= parallel.idle_cpus() <= cpus.usable_cpus()


def test_turns_and_tool_calls_cross_the_process_boundary_whole() -> None:
    import pickle
    from datetime import UTC, datetime

    from skillsleep.sessiondata import ToolCall, Turn

    sent = [Turn("user", "request", "fix the flaky test", datetime(2026, 1, 5, 9, 30, tzinfo=UTC),
                 "rec-1"), Turn("assistant", "response"),
            ToolCall("toolu_1", "Bash", "go test ./...", 1, False), ToolCall("toolu_2")]
    back = pickle.loads(pickle.dumps(sent))
    assert back == sent and [type(x) for x in back] == [type(x) for x in sent]


def test_a_long_log_is_read_first_and_merged_in_its_turn(isolated_home: Path, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch,
                                                         always_workers: None) -> None:
    """The longest real log among short ones is handed out before them (read in its turn, it
    would keep one worker busy alone at the end); the store is still what one process makes."""
    logs = sorted(REAL_PROJECTS.glob("*/*.jsonl"), key=lambda p: p.stat().st_size)
    for path in [*logs[:10], logs[-1]]:
        dest = isolated_home / ".claude" / "projects" / path.parent.name / path.name
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dest)
    first: list[list[str]] = []
    real = parallel.read_in_order

    def seen(planned: Any, read_ctx: Any, n: int) -> Any:
        first.append([planned[i].path.name for i in parallel.read_first(planned, n)])
        return real(planned, read_ctx, n)

    monkeypatch.setattr(parallel, "read_in_order", seen)
    serial, both = _serial_then_parallel(isolated_home, tmp_path, monkeypatch)
    assert first[-1] == [logs[-1].name]
    assert serial == both
    # Logs of like sizes are handed out in their order.
    planned = [parallel.Planned("claude-code", p, "session", 1 << 20, None, "") for p in logs[:8]]
    assert parallel.read_first(planned, 2) == []
