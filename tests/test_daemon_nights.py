"""Nights from the daemon: a missed night caught up when idle, never two at once, in a child
process; and proposals_changed pushed to subscribers whoever changes the proposals."""

from __future__ import annotations

import json
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from filelock import FileLock

from skillsleep.daemon.ipc import try_connect
from skillsleep.daemon.scheduler import NightRunner, NightState, state_path
from skillsleep.edits import Edit
from skillsleep.errors import UserError
from skillsleep.paths import ensure_dirs, resolve_paths
from skillsleep.proposals import build_proposal, save_proposal
from skillsleep.store import Store

from helpers.cli import run_cli, run_json
from helpers.daemon import log_text, running_daemon, wait_for, write_config

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and sockets")

DAY = 86400.0


def owe_a_night() -> None:
    """A state file saying the daemon has run for days and the last night was 2 days ago."""
    paths = resolve_paths()
    ensure_dirs(paths)
    NightState(first_seen=time.time() - 3 * DAY, last_started=time.time() - 2 * DAY,
               last_exit_code=0, last_reason="scheduled").save(state_path(paths.state_dir))


def night_state() -> NightState:
    return NightState.load(state_path(resolve_paths().state_dir))


def test_a_missed_night_runs_at_start_when_the_machine_is_idle() -> None:
    write_config("[daemon]\nquiet_minutes = 0\n")
    owe_a_night()
    before = time.time()
    with running_daemon():
        state = wait_for(lambda: (s := night_state()).last_exit_code is not None
                         and s.last_reason == "catch-up" and s, timeout=60,
                         what="the catch-up night to finish")
        assert state.last_started is not None and state.last_started >= before
        assert state.last_exit_code == 0, state.last_error
        # The child was a real `skillopt-sleep run --json`: its report is the summary.
        assert state.last_summary and state.last_summary["status"] in (
            "ok", "nothing_to_do", "budget_stopped")
        status = run_json("daemon", "status")
        assert status["next_night"]["catch_up_pending"] is None
        assert status["last_night"]["reason"] == "catch-up"
        assert status["heavy_modules"] == []  # the night's model libraries stayed in the child
        assert "catching up the missed night" in log_text(resolve_paths())
        # The night the child recorded now covers the slot: no second catch-up.
        time.sleep(1)
        assert night_state().last_started == state.last_started


def test_a_missed_night_waits_while_harness_logs_are_being_written() -> None:
    write_config("[daemon]\nquiet_minutes = 60\n")
    owe_a_night()
    started = night_state().last_started
    with running_daemon() as status:
        assert status["next_night"]["catch_up_pending"] is not None
        assert status["next_night"]["quiet_minutes"] == 60
        time.sleep(1.5)
        assert night_state().last_started == started
        assert run_json("daemon", "status")["night_running"] is None
    human = "after 60 quiet minutes"
    assert human in log_text(resolve_paths())


def test_the_night_runner_never_runs_two_at_once() -> None:
    """The daemon's runner (here outside any daemon, on a real child `skillopt-sleep run`)."""
    paths = resolve_paths()
    ensure_dirs(paths)
    finished = threading.Event()
    runner = NightRunner(state_path(paths.state_dir), on_finished=lambda _s: finished.set(),
                         cwd=paths.state_dir)
    first = runner.start("scheduled")
    assert first["pid"] > 0 and first["reason"] == "scheduled"
    assert runner.running is not None and runner.running["pid"] == first["pid"]
    with pytest.raises(UserError, match="A night is already running"):
        runner.start("catch-up")
    assert finished.wait(60), "the night did not finish"
    assert night_state().last_exit_code == 0, night_state().last_error
    assert runner.running is None
    assert runner.state.describe()["exit_code"] == 0

    # A night holding the lock elsewhere (here: this test) makes the runner's child refuse
    # clearly, and the runner records why.
    lock = FileLock(str(paths.night_lock), timeout=0)
    lock.acquire()
    try:
        finished.clear()
        runner.start("catch-up")
        assert finished.wait(60), "the refused night did not end"
        state = night_state()
        assert state.last_exit_code not in (None, 0)
        assert "already running" in (state.last_error or "")
        # The command line refuses the same way while the lock is held.
        cli = run_cli("run", check=False)
        assert cli.returncode == 2 and "already running" in cli.stderr
    finally:
        lock.release()


def _proposal(target: Path) -> Any:
    base = "# Deploy\n\nRun the script.\n"
    target.write_text(base, encoding="utf-8")
    edit = Edit(op="add", anchor="Run the script.", new="Check the branch first.",
                rationale="asked twice", evidence=[])
    return build_proposal(target, base, [edit])


def test_proposals_changed_is_pushed_whoever_writes(tmp_path: Path) -> None:
    paths = resolve_paths()
    target = tmp_path / "project" / "SKILL.md"
    target.parent.mkdir()
    events: list[dict[str, Any]] = []
    with running_daemon():
        listener = try_connect(paths)
        assert listener is not None
        subscribed = threading.Event()

        def listen() -> None:
            stream = listener.subscribe()
            subscribed.set()
            for event in stream:
                events.append(event)

        threading.Thread(target=listen, daemon=True).start()
        subscribed.wait(5)
        wait_for(lambda: run_json("daemon", "status")["subscribers"] == 1,
                 what="the subscription")

        # Another process writes a proposal into the store (as a night's child does).
        proposal = _proposal(target)
        save_proposal(Store(paths.store_dir).open(), proposal)
        wait_for(lambda: len(events) >= 1, what="the event for a new proposal")
        assert events[0] == {"v": 1, "event": "proposals_changed", "target": str(target)}

        # The command line decides (as the language server does): it writes the store, and
        # the daemon follows.
        assert [p["id"] for p in run_json("proposals", "list")] == [proposal.id]
        result = run_json("proposals", "accept", proposal.id, cwd=tmp_path)
        assert result["accepted"] == [1]  # edits are numbered from 1, as people see them
        assert "Check the branch first." in target.read_text(encoding="utf-8")
        wait_for(lambda: len(events) >= 2, what="the event for the accept")
        assert events[1]["target"] == str(target)
        time.sleep(0.5)
        assert len(events) == 2, json.dumps(events)  # one event per change, no echo

        second = _proposal(target)
        save_proposal(Store(paths.store_dir).open(), second)
        wait_for(lambda: len(events) >= 3, what="the event for the second proposal")
        refused = run_cli("proposals", "reject", "ffffffffffff", check=False)
        assert refused.returncode != 0 and "No proposal" in refused.stderr
        rejected = run_json("proposals", "reject", second.id, "--reason", "not our style")
        assert rejected["rejected"] == [1]
        wait_for(lambda: len(events) >= 4, what="the event for the reject")
        assert {e["target"] for e in events} == {str(target)}
        listener.close()


def test_an_interrupted_night_does_not_cover_its_slot_the_catch_up_resumes_it(
        tmp_path: Path) -> None:
    from datetime import datetime

    from skillsleep.daemon.scheduler import latest_slot, local_zone
    from skillsleep.optimize.memory import record_night

    write_config("[daemon]\nquiet_minutes = 0\n")
    paths = resolve_paths()
    ensure_dirs(paths)
    slot = latest_slot(datetime.now(local_zone()), 3, 17).timestamp()
    started = slot + 1  # last night ran, after its slot, and was stopped by SIGTERM
    NightState(first_seen=slot - 3 * DAY, last_started=started, last_exit_code=143,
               last_reason="scheduled").save(state_path(paths.state_dir))
    doc = tmp_path / "AGENTS.md"
    doc.write_text("# Agents\n", encoding="utf-8")
    store = Store(paths.store_dir).open()
    record_night(store, {
        "id": "stopped01", "status": "interrupted", "interrupted_by": "SIGTERM", "scope": "all",
        "started": datetime.fromtimestamp(started).astimezone().isoformat(timespec="seconds"),
        "plan": {"documents": [{"path": str(doc), "task_ids": []}]}, "documents": []})
    with running_daemon():
        state = wait_for(lambda: (s := night_state()).last_reason == "catch-up"
                         and s.last_exit_code is not None and s, timeout=90,
                         what="the catch-up night to finish")
        assert state.last_exit_code == 0, state.last_error
        assert state.last_summary and state.last_summary["resumed_from"] == "stopped01"
        nights = {d["id"]: d for d in Store(paths.store_dir).open().collection("nights").all()}
        assert nights["stopped01"]["resumed_by"] == state.last_summary["id"]
        time.sleep(1)
        assert night_state().last_started == state.last_started  # covered now: no second run
