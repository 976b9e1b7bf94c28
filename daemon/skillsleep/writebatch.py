"""Store writes made together: their files synced to disk at once, renamed in the order asked.

A store write costs two waits for the disk (the new file's fsync, then the folder's, for the
rename), whatever its size: on a virtual disk each is several milliseconds, far more than the
few kilobytes a new turn changes. A harvest of one turn makes three writes (the session, the
read positions, the record of the run), and they need not wait for each other: only their
renames have an order (a session is on disk before the position that says it was read).

So within `Store.batch()` a write is staged: its file is written aside and fsync'd on a thread
of its own, all of them at once (the filesystem commits them in one journal commit), and the
renames wait for the end of the batch, in groups (`barrier`): each group's files are renamed,
then the folder is fsync'd once, before the next group's. Three writes cost three waits rather
than six. Each file is still replaced whole by a rename, so a kill at any moment leaves each
one old or new, and a group never new before the groups before it.

The locks of the collections written are held from their first write to the end of the batch,
so no other process writes between a staged file and its rename; until then the process reads
what it staged.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .atomic import fsync_dir

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

    from .store import Collection, Store


def write_synced(path: Path, payload: bytes) -> None:
    """Write `payload` to `path` (created or truncated, owner only) and fsync it."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with open(fd, "wb") as fh:
        fh.write(payload)
        fh.flush()
        os.fsync(fh.fileno())


def write_all_synced(files: Iterable[tuple[Path, bytes]]) -> None:
    """`write_synced` for each file, all at once (one wait for the disk rather than one each);
    the first error is raised once every write ended."""
    files = list(files)
    if len(files) == 1:
        write_synced(*files[0])
        return
    futures = [_writers().submit(write_synced, path, payload) for path, payload in files]
    failure: BaseException | None = None
    for f in futures:
        try:
            f.result()
        except BaseException as exc:  # raised below, once every write ended
            failure = failure or exc
    if failure is not None:
        raise failure


class _Staged:
    __slots__ = ("col", "data", "done", "tmp")

    def __init__(self, col: Collection, tmp: Path, data: dict[str, Any],
                 done: Future[None]) -> None:
        self.col, self.tmp, self.data, self.done = col, tmp, data, done


class Batch:
    """The writes of one thread's `Store.batch()` block (see the module's docstring)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.locks = contextlib.ExitStack()
        self._held: set[Path] = set()
        self._groups: list[list[_Staged]] = [[]]
        self._after: list[Callable[[], None]] = []
        self._count = 0

    def hold(self, col: Collection) -> None:
        """Take the locks of `col` (once) until the batch ends."""
        if col._lock_path in self._held:
            return
        self.locks.enter_context(col._thread_lock)
        self.locks.enter_context(self.store.file_lock(col._lock_path))
        self._held.add(col._lock_path)

    def stage(self, col: Collection, data: dict[str, Any], payload: bytes) -> None:
        """Write `col`'s new file aside now; rename it at the end of the current group."""
        for group in self._groups:
            for s in [s for s in group if s.col is col]:  # written again: the last one wins
                group.remove(s)
                self._discard(s)
        self._count += 1
        tmp = col.path.parent / (f".{col.name}.json.{os.getpid()}.{threading.get_ident()}."
                                 f"{self._count}.tmp")
        self._groups[-1].append(_Staged(col, tmp, data,
                                        _writers().submit(write_synced, tmp, payload)))
        col._pending = data

    def barrier(self) -> None:
        """What was staged so far is renamed (and on disk) before anything staged after."""
        if self._groups[-1]:
            self._groups.append([])

    def after(self, fn: Callable[[], None]) -> None:
        """Run `fn` once what is staged now is renamed into place."""
        self._after.append(fn)

    def settle(self) -> None:
        """Rename every staged file (`rename`), then let the locks go: other writers (and
        readers in other threads) need not wait for the rest of the batch."""
        self.rename()
        self.locks.close()
        self.locks = contextlib.ExitStack()
        self._held.clear()

    def rename(self) -> None:
        """Rename every staged file, group by group, keeping the locks (a write in progress
        holds one of them); nothing is renamed when one failed to be written (each
        collection stays as it was)."""
        staged = [s for group in self._groups for s in group]
        failure: BaseException | None = None
        for s in staged:
            try:
                s.done.result()
            except BaseException as exc:  # raised below, once every write ended
                failure = failure or exc
        if failure is not None:
            self.drop()
            raise failure
        groups, self._groups = self._groups, [[]]
        after, self._after = self._after, []
        for group in groups:
            for s in group:
                s.col._keep_previous()
                os.replace(s.tmp, s.col.path)
                s.col._installed(s.data)
            if group:
                fsync_dir(self.store.root)
        for fn in after:
            fn()

    def drop(self) -> None:
        """Forget every staged file (none renamed)."""
        for group in self._groups:
            for s in group:
                self._discard(s)
        self._groups = [[]]
        self._after = []

    def _discard(self, s: _Staged) -> None:
        with contextlib.suppress(BaseException):
            s.done.result()  # its thread is done with the file before it goes
        with contextlib.suppress(FileNotFoundError):
            os.unlink(s.tmp)
        s.col._pending = None
        s.col._cache = None

    def close(self) -> None:
        self.locks.close()


# The threads that write staged files, started once per process (starting a thread costs about
# as much as the write it would do); idle ones cost no CPU.
_WRITERS: ThreadPoolExecutor | None = None
_WRITERS_GUARD = threading.Lock()


def _writers() -> ThreadPoolExecutor:
    global _WRITERS
    with _WRITERS_GUARD:
        if _WRITERS is None:
            # start-up: every command opens the store; only one that writes needs the threads
            from concurrent.futures import ThreadPoolExecutor
            _WRITERS = ThreadPoolExecutor(max_workers=4, thread_name_prefix="store-writer")
        return _WRITERS


def _forget_writers() -> None:
    """In a forked child: its parent's threads are not there; it starts its own if it writes."""
    global _WRITERS, _WRITERS_GUARD
    _WRITERS = None
    _WRITERS_GUARD = threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_writers)
