"""The daemon ingests on its own: appended log lines, new harness folders, spool notices, and
nothing is lost or counted twice when it is killed with SIGKILL in the middle of a burst."""

from __future__ import annotations

import collections
import os
import signal
import sys
import time
from pathlib import Path

import pytest

from skillsleep.paths import resolve_paths

from helpers.cli import run_json
from helpers.daemon import (
    claude_log,
    claude_user_line,
    kill_leftover,
    log_text,
    running_daemon,
    stored_requests,
    wait_for,
    write_config,
)

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and sockets")

FAST = """
[harvest]
harnesses = ["claude-code"]

[daemon]
debounce_seconds = 0.05
"""


def append(path: Path, text: str) -> None:
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()


def test_a_line_appended_to_a_log_is_ingested_without_any_command(isolated_home: Path) -> None:
    write_config(FAST)
    log = claude_log(isolated_home, "11111111-1111-4111-8111-111111111111")
    append(log, claude_user_line("11111111-1111-4111-8111-111111111111",
                                 "Add a retry to the upload helper", "/work/demo", 1))
    with running_daemon():
        wait_for(lambda: "Add a retry to the upload helper" in stored_requests(),
                 what="the start-up harvest")
        append(log, claude_user_line("11111111-1111-4111-8111-111111111111",
                                     "Now write a test for the retry", "/work/demo", 2))
        wait_for(lambda: "Now write a test for the retry" in stored_requests(),
                 what="the appended request")
        wait_for(lambda: "ingest (watch) claude-code" in log_text(resolve_paths()),
                 what="the ingest line in the log")
        # The command line reads the same store: nothing is left for it to harvest.
        report = run_json("harvest", "--harness", "claude-code")
        assert report["harnesses"]["claude-code"]["requests"] == 2
        assert report["harnesses"]["claude-code"]["new_requests"] == 0
        status = run_json("daemon", "status")
        assert any(w["mode"] == "recursive" and "claude-code" in w["harnesses"]
                   for w in status["watched"])
        assert status["heavy_modules"] == []


def test_a_harness_installed_after_the_daemon_started_is_watched(isolated_home: Path) -> None:
    write_config(FAST)
    with running_daemon() as started:
        # No ~/.claude yet: the daemon waits on the nearest existing parent.
        assert any(w["mode"] == "parent" for w in started["watched"])
        log = claude_log(isolated_home, "22222222-2222-4222-8222-222222222222")
        append(log, claude_user_line("22222222-2222-4222-8222-222222222222",
                                     "Explain the deploy script", "/work/demo", 1))
        wait_for(lambda: "Explain the deploy script" in stored_requests(),
                 what="the first log of a new harness folder")
        append(log, claude_user_line("22222222-2222-4222-8222-222222222222",
                                     "Shorten the explanation", "/work/demo", 2))
        wait_for(lambda: "Shorten the explanation" in stored_requests(),
                 what="a line appended in the new folder")
        status = run_json("daemon", "status")
        assert any(w["mode"] == "recursive" and w["path"].endswith(".claude/projects")
                   for w in status["watched"])


def test_a_notice_written_while_the_daemon_is_down_is_processed_at_start(
        isolated_home: Path) -> None:
    write_config(FAST)
    paths = resolve_paths()
    sid = "33333333-3333-4333-8333-333333333333"
    log = claude_log(isolated_home, sid)
    append(log, claude_user_line(sid, "Rename the config loader", "/work/demo", 1))
    paths.spool_dir.mkdir(parents=True, exist_ok=True)
    payload = (f'{{"session_id": "{sid}", "transcript_path": "{log}", '
               f'"hook_event_name": "SessionEnd", "cwd": "/work/demo"}}')
    notice = (f"skillopt-sleep-notice: 1\nharness: claude-code\nevent: SessionEnd\n"
              f"time: 2026-11-30T07:20:00Z\ncwd: /work/demo\n\n{payload}")
    tmp = paths.spool_dir / ".1764487200-42-abc.tmp"
    tmp.write_text(notice, encoding="utf-8")
    os.replace(tmp, paths.spool_dir / "1764487200-42-abc.notice")

    with running_daemon():
        wait_for(lambda: not (paths.spool_dir / "1764487200-42-abc.notice").exists(),
                 what="the notice to be consumed")
        assert stored_requests().count("Rename the config loader") == 1
        status = run_json("daemon", "status")
        assert status["notices_ingested"] == 1 and status["spool_backlog"] == 0
        assert "(claude-code SessionEnd): 1 named log(s), 1 new request(s)" in log_text(paths)


def test_kill_9_during_a_burst_loses_and_duplicates_nothing(isolated_home: Path) -> None:
    write_config(FAST)
    paths = resolve_paths()
    sids = [f"4444444{i}-4444-4444-8444-444444444444" for i in range(3)]
    logs = [claude_log(isolated_home, sid) for sid in sids]
    expected: list[str] = []
    n = 0

    def burst(count: int, pause: float) -> None:
        nonlocal n
        for _ in range(count):
            n += 1
            i = n % len(sids)
            text = f"Request number {n} about module {i}"
            append(logs[i], claude_user_line(sids[i], text, "/work/demo", n))
            expected.append(text)
            time.sleep(pause)

    try:
        first = run_json("daemon", "start")
        burst(60, 0.005)
        # Kill it while it is most likely inside a harvest of the burst.
        wait_for(lambda: len(stored_requests()) > 0, what="some ingest before the kill")
        burst(30, 0.0)
        os.kill(first["pid"], signal.SIGKILL)
        burst(30, 0.0)  # written while no daemon runs
        second = run_json("daemon", "start")
        assert second["pid"] != first["pid"]
        wait_for(lambda: len(stored_requests()) >= len(expected), timeout=30,
                 what="every request after the restart")
        time.sleep(0.5)  # let any late duplicate show up
        counts = collections.Counter(stored_requests())
        assert sorted(counts) == sorted(expected)
        assert max(counts.values()) == 1
    finally:
        kill_leftover(paths)


def test_sigterm_during_a_burst_finishes_the_write_and_loses_nothing(
        isolated_home: Path) -> None:
    import subprocess

    write_config(FAST)
    paths = resolve_paths()
    sid = "55555555-5555-4555-8555-555555555555"
    log = claude_log(isolated_home, sid)
    expected = []
    proc = subprocess.Popen([sys.executable, "-m", "skillsleep.cli", "daemon", "run"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        wait_for(lambda: paths.socket_path.exists(), what="the daemon's socket")
        for n in range(1, 81):
            text = f"Burst request {n}"
            append(log, claude_user_line(sid, text, "/work/demo", n))
            expected.append(text)
            if n == 40:
                wait_for(lambda: len(stored_requests()) > 0, what="some ingest")
                proc.send_signal(signal.SIGTERM)
        try:
            _out, err = proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGUSR1)  # the daemon dumps its threads' stacks
            time.sleep(1)
            proc.kill()
            _out, err = proc.communicate()
            raise AssertionError(
                f"the daemon did not stop:\n{err}\n{log_text(paths)}") from None
        assert proc.returncode == 0, err
        assert not paths.socket_path.exists()
        with running_daemon():
            wait_for(lambda: len(stored_requests()) >= len(expected), timeout=30,
                     what="the rest of the burst after the restart")
            counts = collections.Counter(stored_requests())
            assert sorted(counts) == sorted(expected) and max(counts.values()) == 1
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_a_stop_during_a_long_start_up_harvest_is_quick_and_loses_nothing(
        isolated_home: Path) -> None:
    import subprocess

    write_config(FAST)
    paths = resolve_paths()
    expected = []
    for i in range(600):
        sid = f"{i:08d}-6666-4666-8666-666666666666"
        lines = []
        for t in range(3):
            text = f"Session {i} request {t}: tidy the imports"
            lines.append(claude_user_line(sid, text, "/work/demo", t + 1))
            expected.append(text)
        claude_log(isolated_home, sid).write_text("".join(lines), encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "skillsleep.cli", "daemon", "run"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        # The start-up harvest is queued before the socket exists: it is running now.
        wait_for(lambda: paths.socket_path.exists(), interval=0.005, what="the socket")
        began = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        _out, err = proc.communicate(timeout=60)
        stop_seconds = time.monotonic() - began
        assert proc.returncode == 0, err
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert "harvest (start-up) interrupted by the stop" in log_text(paths)
    assert stop_seconds < 10  # one log file, not the whole corpus
    assert len(stored_requests()) < len(expected)
    with running_daemon():
        wait_for(lambda: len(stored_requests()) >= len(expected), timeout=60,
                 what="the whole corpus after the restart")
        counts = collections.Counter(stored_requests())
        assert sorted(counts) == sorted(expected) and max(counts.values()) == 1
