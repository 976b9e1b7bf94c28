"""Cross-process locks: the one way the tool waits for another of its processes.

A harvest, a tasks update, a night, a hooks install and every store write each hold a lock
file (filelock) for the length of their job, so a daemon thread, a CLI command, a hook and the
language server never do the same job at once. `held` waits at most `timeout` seconds (0: not
at all), never forever, and then raises `LockBusy`: one sentence that says what is running,
for how long it was waited for, which process holds it when that is known, and what to do.
`held_async` is the same lock for an event loop (the language server): it waits by polling, so
the loop goes on answering meanwhile, and takes and releases the lock on the loop's thread.

A lock held for a long job (`name_holder`) writes the holder's process id beside the lock file
(`<lock>.pid`), so the sentence can name it; a store write, held for milliseconds, does not. The
holder removes it as it lets go: one found by the next holder was left by a holder that was
killed, and `held` tells so (the job may have to check what its predecessor left half done).

Where the system has `flock` (Linux, macOS, the BSDs), `held` takes it itself on a descriptor of
its own: the very lock filelock takes (a whole-file `flock` of the same file, kept in place on
release), so each excludes the other, but without its bookkeeping, which cost a third of a
millisecond a lock: a harvest of one turn takes a dozen (every store write holds one), and the
import alone cost every command that locks 8 ms. A lock file that cannot be opened or a file
system without `flock` is left to filelock (which falls back to a lock of its own there), as
is every lock on other systems.
"""

from __future__ import annotations

import contextlib
import errno
import os
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

from .errors import LockBusy

try:
    import fcntl
except ImportError:  # Windows: filelock's locks only
    fcntl = None  # type: ignore[assignment]

WAIT = "wait for it to finish and retry, or stop that process if it is stuck"
POLL = 0.05  # seconds between two tries of a lock another holds (as filelock waits)


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
         error: type[LockBusy] = LockBusy, name_holder: bool = True) -> Iterator[bool]:
    """Hold the lock file `path` for the block, waiting at most `timeout` seconds for it; the
    block is given whether the last holder was killed while it held it (`name_holder` only).

    `what` names the job that holds the lock, as the start of a sentence ("A harvest");
    `advice` says what to do when it is busy; `error` is the LockBusy kind raised."""
    lock: Any = _flocked(path, timeout)
    if lock is None:
        raise error(busy_message(what, path, timeout, advice))
    if lock is _NO_FLOCK:
        # heavy: filelock (~8 ms), which hooks status and the server's start-up never need
        from filelock import Timeout

        lock = _file_lock(path)
        try:
            lock.acquire(timeout=timeout)
        except Timeout as exc:
            raise error(busy_message(what, path, timeout, advice)) from exc
    with _holding(lock, path, name_holder) as killed:
        yield killed


@contextlib.asynccontextmanager
async def held_async(path: Path, *, what: str, timeout: float, advice: str = WAIT,
                     error: type[LockBusy] = LockBusy,
                     name_holder: bool = True) -> AsyncIterator[bool]:
    """`held` for a coroutine: the same lock file, waited for without blocking the loop."""
    # start-up: asyncio (~10 ms) only for the language server, never on a hook's or CLI's path
    import asyncio

    from filelock import Timeout

    lock = _file_lock(path)
    deadline = time.monotonic() + timeout
    while True:
        try:
            lock.acquire(timeout=0)
            break
        except Timeout as exc:
            if time.monotonic() >= deadline:
                raise error(busy_message(what, path, timeout, advice)) from exc
        await asyncio.sleep(POLL)
    with _holding(lock, path, name_holder) as killed:
        yield killed


def _file_lock(path: Path) -> Any:
    from filelock import FileLock

    path.parent.mkdir(parents=True, exist_ok=True)
    return FileLock(str(path), mode=0o600)


# The descriptors of the locks this process holds. A forked worker gets a copy of each, and a
# `flock` lasts while any copy is open: a worker left behind by a holder killed with -9 (a pool
# waiting on a pipe no one writes to any more) would keep the lock for good. So a forked child
# closes its copies at once, as filelock does; the lock stays its parent's.
_HELD: set[int] = set()


def _close_copies_in_child() -> None:
    for fd in list(_HELD):
        with contextlib.suppress(OSError):
            os.close(fd)
    _HELD.clear()


if fcntl is not None and hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_close_copies_in_child)


class _Flock:
    """A `flock` held on a descriptor of the lock file opened for it."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.pid = os.getpid()
        _HELD.add(fd)

    def release(self) -> None:
        if os.getpid() != self.pid:
            return  # a forked child's: its copy is closed, and the lock is its parent's
        _HELD.discard(self.fd)
        # Unlocked before the close: a child forked by other code (with `os.fork` before the
        # handler above ran) would otherwise keep the lock until it ends.
        try:
            fcntl.flock(self.fd, fcntl.LOCK_UN)
        finally:
            os.close(self.fd)


_NO_FLOCK = object()  # `_flocked`: this lock is filelock's to take
# What `flock` answers when another descriptor holds the lock.
_BUSY = {errno.EAGAIN, errno.EWOULDBLOCK}


def _flocked(path: Path, timeout: float) -> _Flock | object | None:
    """The lock `path`, taken with `flock` within `timeout` seconds (tried every POLL seconds,
    as filelock does); None when another holds it all along; `_NO_FLOCK` when it is not to be
    taken so (no `flock` here, a file that cannot be opened, a file system without it)."""
    if fcntl is None:
        return _NO_FLOCK
    try:
        fd = _open_lock_file(path)
    except OSError:
        return _NO_FLOCK  # filelock says why (or copes: a read-only lock file it may use)
    deadline = time.monotonic() + timeout
    try:
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return _Flock(fd)
            except OSError as exc:
                if exc.errno not in _BUSY:
                    os.close(fd)
                    return _NO_FLOCK
            left = deadline - time.monotonic()
            if left <= 0:
                os.close(fd)
                return None
            time.sleep(min(POLL, left))
    except BaseException:
        with contextlib.suppress(OSError):
            os.close(fd)
        raise


def _open_lock_file(path: Path) -> int:
    """A new descriptor of the lock file, made (with its folder) when missing."""
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        return os.open(path, os.O_RDWR | os.O_CREAT, 0o600)


@contextlib.contextmanager
def _holding(lock: Any, path: Path, name_holder: bool) -> Iterator[bool]:
    """The acquired `lock`, released however the block ends (an error, a cancelled task);
    gives whether the last holder left its process id behind (it was killed)."""
    try:
        killed = False
        if name_holder:
            killed = pid_file(path).exists()
            pid_file(path).write_text(str(os.getpid()), encoding="utf-8")
        yield killed
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
