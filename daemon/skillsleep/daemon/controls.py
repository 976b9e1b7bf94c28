"""Starting, stopping and asking after the daemon from the command line.

These run in the CLI's process, never in the daemon's: they reach it over its socket and, when
it does not answer, read what its files say. `daemon_status` runs on every `skillopt-sleep
status`, so everything here is cheap: no store scan, no model library, none of the daemon's
parts (watchdog, APScheduler).
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from .. import __version__
from ..errors import UserError
from ..liveness import pid_alive
from ..paths import Paths, ensure_dirs
from .instance import STOP_GUARD_SECONDS, clean_stale_files, is_our_daemon, read_pid
from .ipc import DaemonError, try_connect
from .logs import log_file, stderr_file
from .scheduler import NightState, cli_night, state_path
from .servicefiles import service_state
from .spool import spool_backlog

START_TIMEOUT = 20.0


def daemon_status(paths: Paths) -> dict[str, Any]:
    """The daemon's state whether or not it runs; cheap (no store scan, no model library)."""
    service = service_state(paths)
    client = try_connect(paths, timeout=0.3)
    if client is not None:
        client.timeout = 3.0
        try:
            with client:
                status = client.call("status")
            return {**status, "service": service}
        except DaemonError:
            pass  # answered the connect but not the request: report what the files say
    pid = read_pid(paths)
    alive = pid is not None and is_our_daemon(paths, pid)
    return {
        "running": False,
        "pid": pid if alive else None,
        "unresponsive": alive,
        "version": __version__,
        "socket": str(paths.socket_path),
        "log_file": str(log_file(paths)),
        "spool_backlog": spool_backlog(paths.spool_dir),
        "last_night": NightState.load(state_path(paths.state_dir)).describe(),
        "next_night": None,
        "night_running": cli_night(paths),
        "service": service,
    }


def start_detached(paths: Paths, timeout: float = START_TIMEOUT) -> dict[str, Any]:
    """Start `daemon run` in the background; return its status once it answers on its socket."""
    client = try_connect(paths)
    if client is not None:
        client.close()
        pid = read_pid(paths)
        raise UserError(f"The daemon is already running{f' (pid {pid})' if pid else ''}; "
                        f"`skillopt-sleep daemon stop` stops it.")
    ensure_dirs(paths)
    err_file = stderr_file(paths)
    kwargs: dict[str, Any] = {}
    if sys.platform == "win32":
        kwargs["creationflags"] = (getattr(subprocess, "DETACHED_PROCESS", 0)
                                   | getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0))
    else:
        kwargs["start_new_session"] = True  # no controlling terminal, its own process group
    with open(err_file, "ab") as err:
        offset = err.tell()
        proc = subprocess.Popen([sys.executable, "-m", "skillsleep.cli", "daemon", "run"],
                                stdin=subprocess.DEVNULL, stdout=err, stderr=err,
                                cwd=paths.state_dir, close_fds=True, **kwargs)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        code = proc.poll()
        if code is not None:
            reason = _tail(err_file, offset) or f"exit code {code}"
            raise UserError(f"The daemon stopped right after starting: {reason} "
                            f"(details in {log_file(paths)} and {err_file}).")
        client = try_connect(paths, timeout=0.2)
        if client is not None:
            client.timeout = 5.0
            with client:
                try:
                    return client.call("status")
                except DaemonError:
                    pass
        time.sleep(0.05)
    raise UserError(f"The daemon (pid {proc.pid}) did not answer on {paths.socket_path} within "
                    f"{timeout:.0f} s; see {log_file(paths)} and {err_file}.")


def _tail(path: Path, offset: int) -> str:
    try:
        with open(path, "rb") as fh:
            fh.seek(offset)
            text = fh.read().decode("utf-8", "replace").strip()
    except OSError:
        return ""
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1].removeprefix("skillopt-sleep: ") if lines else ""


def stop_daemon(paths: Paths, timeout: float = STOP_GUARD_SECONDS + 5) -> dict[str, Any]:
    """Ask the daemon to stop and wait until it has; SIGTERM if it does not answer.

    A pid is signalled only once it is known to be our daemon (`is_our_daemon`); the pid file
    and socket a killed daemon left are removed, and an unrelated process that has its old pid
    is never touched."""
    pid = read_pid(paths)
    ours = pid is not None and is_our_daemon(paths, pid)
    client = try_connect(paths)
    if client is None and not ours:
        clean_stale_files(paths)
        return {"was_running": False, "pid": None}
    asked = False
    if client is not None:
        client.timeout = 5.0
        with client, contextlib.suppress(DaemonError):
            pid = int(client.call("status").get("pid") or 0) or pid  # whoever answers is ours
            ours = pid is not None
            client.call("shutdown")
            asked = True
    if not asked and ours and pid is not None and sys.platform != "win32":
        os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        gone = pid is None or not pid_alive(pid) or read_pid(paths) != pid
        if gone and not paths.socket_path.exists():
            return {"was_running": True, "pid": pid}
        time.sleep(0.05)
    raise UserError(f"The daemon (pid {pid}) did not stop within {timeout:.0f} s; see "
                    f"{log_file(paths)}, or end it with `kill {pid}`.")
