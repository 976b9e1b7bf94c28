"""A real daemon process for tests: started through the CLI, always stopped afterwards."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from skillsleep.paths import Paths, resolve_paths

from .cli import run_cli, run_json


def write_config(text: str) -> Path:
    """Write the config file of the test's SKILLOPT_SLEEP_HOME."""
    paths = resolve_paths()
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.config_file.write_text(text, encoding="utf-8")
    return paths.config_file


def wait_for(predicate: Callable[[], Any], timeout: float = 30.0, interval: float = 0.05,
             what: str = "the condition") -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        time.sleep(interval)


def log_text(paths: Paths) -> str:
    try:
        return (paths.log_dir / "daemon.log").read_text(encoding="utf-8")
    except FileNotFoundError:
        return ""


def kill_leftover(paths: Paths) -> None:
    """Make sure no daemon of this test outlives it."""
    with contextlib.suppress(Exception):
        run_cli("daemon", "stop", check=False, timeout=40)
    from skillsleep.daemon.instance import is_our_daemon

    with contextlib.suppress(OSError, ValueError):
        pid = int(paths.pid_file.read_text().strip())
        if is_our_daemon(paths, pid):  # a stale pid file may name someone else's process
            os.kill(pid, signal.SIGKILL)


@contextlib.contextmanager
def running_daemon() -> Iterator[dict[str, Any]]:
    """`skillopt-sleep daemon start`, then the status it printed; stopped on the way out."""
    paths = resolve_paths()
    try:
        yield run_json("daemon", "start")
    finally:
        kill_leftover(paths)


def foreground_daemon() -> subprocess.Popen[str]:
    """`skillopt-sleep daemon run` as a child of the test (to see its exit code)."""
    return subprocess.Popen([sys.executable, "-m", "skillsleep.cli", "daemon", "run"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


# -- harness logs written the way Claude Code writes them ---------------------------------------

def claude_user_line(session_id: str, text: str, cwd: str, n: int) -> str:
    """One Claude Code user record (a typed request), as the CLI appends it."""
    import json
    import uuid

    return json.dumps({
        "parentUuid": None, "isSidechain": False, "type": "user",
        "message": {"role": "user", "content": text},
        "uuid": str(uuid.uuid5(uuid.NAMESPACE_URL, f"{session_id}/{n}")),
        "timestamp": f"2026-11-30T07:{n // 60 % 60:02d}:{n % 60:02d}.000Z",
        "userType": "external", "entrypoint": "cli", "cwd": cwd, "sessionId": session_id,
        "version": "2.1.146", "gitBranch": "main",
    }) + "\n"


def claude_log(home: Path, session_id: str, project: str = "/work/demo") -> Path:
    slug = project.replace("/", "-")
    folder = home / ".claude" / "projects" / slug
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{session_id}.jsonl"


def stored_requests(paths: Paths | None = None) -> list[str]:
    """Every request text in the store, as a fresh reader (another process) sees it."""
    from skillsleep.sessions import iter_sessions
    from skillsleep.store import Store

    paths = paths or resolve_paths()
    store = Store(paths.store_dir).open()
    return [t.text for s in iter_sessions(store) for t in s.requests]
