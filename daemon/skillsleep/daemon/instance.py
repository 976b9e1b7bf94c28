"""One daemon per user: its lock, its pid file, and telling it from a process that reused its pid.

The daemon holds an exclusive lock on `paths.daemon_lock` for its whole life, so a second one
refuses to start; the kernel drops the lock with the process, so a daemon killed with kill -9
leaves nothing that blocks the next. Its pid file, though, outlives it, and the pid may since
belong to any other process: before anything signals that pid, `is_our_daemon` checks it.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from pathlib import Path
from typing import TextIO

from ..liveness import pid_alive
from ..paths import Paths
from .ipc import try_connect

if sys.platform == "win32":
    import msvcrt
else:
    import fcntl

# A stop that takes longer than this ends the daemon anyway (its stacks go to stderr first);
# whoever waits for a stop waits a little longer than this.
STOP_GUARD_SECONDS = 90.0


class DaemonLock:
    """An exclusive, non-blocking lock held for the daemon's life; the OS frees it on death."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fh: TextIO | None = None

    def acquire(self) -> bool:
        fh = open(self.path, "a+")  # noqa: SIM115 - held open for the daemon's whole life
        try:
            if sys.platform == "win32":
                fh.seek(0)
                msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
            else:
                fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            fh.close()
            return False
        self._fh = fh
        return True

    def release(self) -> None:
        if self._fh is not None:
            self._fh.close()  # closing the descriptor drops the lock
            self._fh = None


def read_pid(paths: Paths) -> int | None:
    try:
        return int(paths.pid_file.read_text().strip())
    except (OSError, ValueError):
        return None


def _command_line(pid: int) -> str:
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
        return raw.replace(b"\0", b" ").decode("utf-8", "replace")
    except OSError:
        pass
    if sys.platform == "win32":
        return ""
    try:  # macOS and the BSDs have no /proc
        return subprocess.run(["ps", "-o", "command=", "-p", str(pid)], capture_output=True,
                              text=True, timeout=5, check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return ""


def _holds_lock(pid: int, lock_path: Path) -> bool | None:
    """Whether `pid` holds the flock on `lock_path`, from /proc/locks; None where it cannot
    be told (no /proc, no lock file)."""
    try:
        info = os.stat(lock_path)
        table = Path("/proc/locks").read_text()
    except OSError:
        return None
    wanted = f"{os.major(info.st_dev):02x}:{os.minor(info.st_dev):02x}:{info.st_ino}"
    for line in table.splitlines():
        parts = line.split()
        # "3: FLOCK  ADVISORY  WRITE 4242 08:01:131081 0 EOF" ("->" lines are waiters)
        if len(parts) >= 6 and parts[1] == "FLOCK" and parts[5] == wanted:
            return parts[4] == str(pid)
    return False


def is_our_daemon(paths: Paths, pid: int) -> bool:
    """Is `pid` this user's daemon for these paths? A pid file outlives a daemon killed with
    kill -9, and its pid may since belong to any other process: it must be alive, run
    `skillopt-sleep daemon run`, and (where the system tells) hold this home's daemon lock."""
    if not pid_alive(pid):
        return False
    if sys.platform != "win32":
        words = _command_line(pid).split()
        if not ("daemon" in words and "run" in words
                and any("skillsleep" in w or "skillopt-sleep" in w for w in words)):
            return False
    return _holds_lock(pid, paths.daemon_lock) is not False


def clean_stale_files(paths: Paths) -> list[str]:
    """Remove the pid file and socket of a daemon that is gone; returns what was removed."""
    removed = []
    pid = read_pid(paths)
    if paths.pid_file.exists() and (pid is None or not is_our_daemon(paths, pid)):
        with contextlib.suppress(FileNotFoundError):
            paths.pid_file.unlink()
            removed.append(str(paths.pid_file))
    sock = paths.socket_path
    if (sock.exists() or sock.is_symlink()) and try_connect(paths, timeout=0.3) is None:
        with contextlib.suppress(FileNotFoundError):
            sock.unlink()
            removed.append(str(sock))
    return removed
