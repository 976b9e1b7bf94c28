"""Cross-process locks: the one way the tool waits for another of its processes.

A harvest, a tasks update, a night, a hooks install and every store write each hold a lock
file (filelock) for the length of their job, so a daemon thread, a CLI command, a hook and the
language server never do the same job at once. `held` waits at most `timeout` seconds (0: not
at all), never forever, and then raises `LockBusy`: one sentence that says what is running,
for how long it was waited for, which process holds it when that is known, and what to do.

A lock held for a long job (`name_holder`) writes the holder's process id beside the lock file
(`<lock>.pid`), so the sentence can name it; a store write, held for milliseconds, does not.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

from .errors import LockBusy

WAIT = "wait for it to finish and retry, or stop that process if it is stuck"


def holder_of(path: Path) -> str | None:
    """The process id the holder of the lock `path` wrote, or None."""
    try:
        return pid_file(path).read_text(encoding="utf-8").strip() or None
    except OSError:
        return None


def busy_message(what: str, path: Path, timeout: float, advice: str) -> str:
    holder = holder_of(path)
    who = f"pid {holder}" if holder else f"lock {path}"
    if timeout <= 0:
        return f"{what} is already running ({who}); {advice}."
    return f"{what} has been running for more than {_duration(timeout)} ({who}); {advice}."


@contextlib.contextmanager
def held(path: Path, *, what: str, timeout: float, advice: str = WAIT,
         error: type[LockBusy] = LockBusy, name_holder: bool = True) -> Iterator[None]:
    """Hold the lock file `path` for the block, waiting at most `timeout` seconds for it.

    `what` names the job that holds the lock, as the start of a sentence ("A harvest");
    `advice` says what to do when it is busy; `error` is the LockBusy kind raised."""
    # heavy: filelock (~8 ms), which hooks status and the server's start-up never need
    from filelock import FileLock, Timeout

    path.parent.mkdir(parents=True, exist_ok=True)
    lock = FileLock(str(path), timeout=timeout, mode=0o600)
    try:
        lock.acquire()
    except Timeout as exc:
        raise error(busy_message(what, path, timeout, advice)) from exc
    try:
        if name_holder:
            pid_file(path).write_text(str(os.getpid()), encoding="utf-8")
        yield
    finally:
        if name_holder:
            with contextlib.suppress(OSError):
                pid_file(path).unlink()
        lock.release()


def pid_file(path: Path) -> Path:
    """Where the holder of the lock `path` writes its process id."""
    return path.with_name(path.name + ".pid")


def _duration(seconds: float) -> str:
    if seconds < 1:
        return f"{seconds:.1f} s"
    if seconds < 120:
        return f"{seconds:.0f} s"
    return f"{seconds / 60:.0f} minutes"
