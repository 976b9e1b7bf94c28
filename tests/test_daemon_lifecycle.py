"""A real daemon process: start, refuse a second one, stop, SIGTERM, kill -9 and recover."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys

import pytest

from skillsleep.daemon.controls import daemon_status
from skillsleep.daemon.ipc import DaemonError, try_connect
from skillsleep.liveness import pid_alive
from skillsleep.paths import resolve_paths

from helpers.cli import run_cli, run_json
from helpers.daemon import foreground_daemon, kill_leftover, log_text, running_daemon, wait_for

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and sockets")


def test_start_status_second_start_and_stop() -> None:
    paths = resolve_paths()
    assert run_json("daemon", "status")["running"] is False
    with running_daemon() as started:
        assert started["running"] is True
        pid = started["pid"]
        assert stat.S_IMODE(os.stat(paths.socket_path).st_mode) == 0o600
        status = run_json("daemon", "status")
        assert status["running"] is True and status["pid"] == pid
        assert status["uptime_seconds"] >= 0 and status["version"]
        assert "spool_backlog" in status and "next_night" in status
        human = run_cli("daemon", "status").stdout
        assert f"pid {pid}" in human

        second = run_cli("daemon", "start", check=False)
        assert second.returncode == 2
        assert "already running" in second.stderr and str(pid) in second.stderr
        # A foreground one refuses too, even when it does not ask the socket first.
        paths.socket_path.rename(paths.socket_path.with_name("moved.sock"))
        try:
            fg = foreground_daemon()
            _out, err = fg.communicate(timeout=30)
            assert fg.returncode == 2
            assert "already running" in err and str(pid) in err
        finally:
            paths.socket_path.with_name("moved.sock").rename(paths.socket_path)

        stopped = run_json("daemon", "stop")
        assert stopped == {"was_running": True, "pid": pid}
        assert not paths.socket_path.exists()
        assert not paths.pid_file.exists()
    gone = run_cli("daemon", "status", check=False)
    assert gone.returncode == 3 and "not running" in gone.stdout
    assert run_json("daemon", "stop")["was_running"] is False


def test_sigterm_exits_zero_and_removes_the_socket() -> None:
    paths = resolve_paths()
    proc = foreground_daemon()
    try:
        wait_for(lambda: try_connect(paths) is not None, what="the daemon's socket")
        proc.send_signal(signal.SIGTERM)
        _out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, f"stderr:\n{err}\nlog:\n{log_text(paths)}"
        assert not paths.socket_path.exists()
        assert not paths.pid_file.exists()
        assert "daemon stopped" in log_text(paths)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_kill_9_leaves_a_stale_socket_that_the_next_start_recovers() -> None:
    paths = resolve_paths()
    try:
        first = run_json("daemon", "start")
        os.kill(first["pid"], signal.SIGKILL)
        wait_for(lambda: daemon_status(paths)["pid"] is None, what="the daemon to die")
        assert paths.socket_path.exists()  # left behind, nobody listening
        assert paths.pid_file.exists()
        assert daemon_status(paths)["running"] is False

        second = run_json("daemon", "start")
        assert second["pid"] != first["pid"]
        assert run_json("daemon", "status")["pid"] == second["pid"]
        assert "removed a stale socket" in log_text(paths)
    finally:
        kill_leftover(paths)


def test_stop_after_kill_9_never_signals_the_process_that_reused_the_pid() -> None:
    """After kill -9 the pid file stays; the kernel gives the dead daemon's pid to the next
    process (here written into the file, as reuse leaves it). `stop` must not signal that
    process nor wait for it, and cleans the stale pid file and socket."""
    paths = resolve_paths()
    stranger = subprocess.Popen(["sleep", "300"])
    try:
        first = run_json("daemon", "start")
        os.kill(first["pid"], signal.SIGKILL)
        wait_for(lambda: not pid_alive(first["pid"]), what="the daemon to die")
        paths.pid_file.write_text(f"{stranger.pid}\n")
        status = json.loads(run_cli("daemon", "status", "--json", check=False).stdout)
        assert (status["running"], status["pid"], status["unresponsive"]) == (False, None, False)
        assert run_json("daemon", "stop", timeout=30) == {"was_running": False, "pid": None}
        assert stranger.poll() is None  # alive: it was never sent a signal
        assert not paths.pid_file.exists() and not paths.socket_path.exists()
        second = run_json("daemon", "start")
        assert run_json("daemon", "stop")["pid"] == second["pid"]
        assert stranger.poll() is None
    finally:
        stranger.kill()
        stranger.wait()
        kill_leftover(paths)


def test_a_deeply_nested_line_gets_a_clear_answer_and_no_traceback_in_the_log() -> None:
    import socket as socketlib

    paths = resolve_paths()
    with running_daemon():
        with socketlib.socket(socketlib.AF_UNIX, socketlib.SOCK_STREAM) as sock:
            sock.settimeout(10)
            sock.connect(str(paths.socket_path))
            sock.sendall(b'{"v": 1, "id": 1, "params": ' + b"[" * 200_000 + b"\n")
            answer = b""
            while not answer.endswith(b"\n"):
                chunk = sock.recv(65536)
                if not chunk:
                    break
                answer += chunk
        reply = json.loads(answer)
        assert reply["ok"] is False and "nests JSON too deeply" in reply["error"]
        assert run_json("daemon", "status")["running"] is True  # and it still answers
        stderr = paths.log_dir / "daemon.stderr.log"
        log = log_text(paths) + (stderr.read_text() if stderr.exists() else "")
        assert "RecursionError" not in log and "Traceback" not in log


def test_shutdown_over_the_socket_and_unknown_methods() -> None:
    paths = resolve_paths()
    with running_daemon():
        client = try_connect(paths)
        assert client is not None
        with client:
            with pytest.raises(DaemonError, match=r"Unknown method `nope`; the methods are: "
                                                  r"status, shutdown, subscribe\."):
                client.call("nope")
            # Harvests, nights and decisions go to the store, not through the daemon.
            for gone in ("harvest", "run_night", "proposals.accept"):
                with pytest.raises(DaemonError, match=f"Unknown method `{gone}`"):
                    client.call(gone)
            assert client.call("shutdown") == {"stopping": True}
        wait_for(lambda: not paths.socket_path.exists(), what="the socket to go")


def test_corrupt_spool_notice_is_set_aside_with_a_logged_reason() -> None:
    paths = resolve_paths()
    with running_daemon():
        paths.spool_dir.mkdir(parents=True, exist_ok=True)
        tmp = paths.spool_dir / ".1700000000-1-bad.tmp"
        tmp.write_bytes(b"this is not a notice at all")
        os.replace(tmp, paths.spool_dir / "1700000000-1-bad.notice")
        rejected = paths.spool_dir / "rejected"
        wait_for(lambda: (rejected / "1700000000-1-bad.notice").exists(),
                 what="the notice to be set aside")
        reason = (rejected / "1700000000-1-bad.reason").read_text()
        assert "empty line" in reason
        wait_for(lambda: "1700000000-1-bad.notice set aside" in log_text(paths),
                 what="the log line")
        assert not (paths.spool_dir / "1700000000-1-bad.notice").exists()
        status = run_json("daemon", "status")
        assert status["notices_set_aside"] == 1 and status["spool_backlog"] == 0


def test_status_without_a_daemon_is_cheap_and_complete() -> None:
    status = daemon_status(resolve_paths())
    assert status["running"] is False
    assert {"socket", "log_file", "service", "last_night", "spool_backlog"} <= set(status)
    assert status["service"]["installed"] is False
    json.dumps(status)


def test_start_with_a_bad_config_says_why() -> None:
    from helpers.daemon import write_config

    write_config("[daemon]\nquiet_minutes = -5\n")
    proc = run_cli("daemon", "start", check=False)
    assert proc.returncode == 2
    assert "daemon.quiet_minutes" in proc.stderr and "at least 0" in proc.stderr
    assert "stopped right after starting" in proc.stderr
    assert not resolve_paths().socket_path.exists()


def test_sighup_asks_for_a_rescan() -> None:
    paths = resolve_paths()
    with running_daemon() as started:
        wait_for(lambda: (run_json("daemon", "status").get("last_harvest") or {})
                 .get("trigger") == "start-up", what="the start-up harvest")
        os.kill(started["pid"], signal.SIGHUP)
        wait_for(lambda: (run_json("daemon", "status").get("last_harvest") or {})
                 .get("trigger") == "SIGHUP", what="the rescan asked for by SIGHUP")
        assert try_connect(paths) is not None  # still running
