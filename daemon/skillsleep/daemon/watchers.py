"""File-system watches for the daemon: harness log folders, and parents of those not there yet.

Events are hints, never the source of truth: a watched file that changed is harvested from its
stored cursor, and the daemon's periodic rescan catches whatever events were lost or coalesced.
A harness folder that does not exist yet (the harness is installed later) is covered by a
non-recursive watch on its nearest existing parent; when something appears there, the daemon
recomputes the plan and the real recursive watch replaces it.
"""

from __future__ import annotations

import errno
import logging
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from watchdog.events import (
    DirCreatedEvent,
    DirDeletedEvent,
    DirMovedEvent,
    FileClosedEvent,
    FileCreatedEvent,
    FileModifiedEvent,
    FileMovedEvent,
    FileSystemEvent,
    FileSystemEventHandler,
)
from watchdog.observers import Observer
from watchdog.observers.api import BaseObserver, ObservedWatch
from watchdog.observers.polling import PollingObserver

log = logging.getLogger("skillsleep.daemon")

# Events that mean "a file's content may have changed"; opened/closed-without-write are noise.
_CONTENT_EVENTS = [FileCreatedEvent, FileModifiedEvent, FileMovedEvent, FileClosedEvent,
                   DirCreatedEvent, DirMovedEvent, DirDeletedEvent]
_LAYOUT_EVENTS = [DirCreatedEvent, DirMovedEvent]
# Each round catches one more level made while the last was being watched; a harness's log
# folder is at most a few levels below the nearest folder that existed.
_SETTLE_ROUNDS = 8


def _event_paths(event: FileSystemEvent) -> list[Path]:
    """The paths whose content an event may have changed (the destination of a move)."""
    dest = getattr(event, "dest_path", "")
    if event.event_type == "moved" and dest:
        return [Path(os.fsdecode(dest))]
    return [Path(os.fsdecode(event.src_path))]


class _Forward(FileSystemEventHandler):
    """Runs on the observer's thread: hands paths over and returns at once."""

    def __init__(self, callback: Callable[[list[Path]], None],
                 on_folder_gone: Callable[[], None] | None = None) -> None:
        self.callback = callback
        self.on_folder_gone = on_folder_gone

    def on_any_event(self, event: FileSystemEvent) -> None:
        if event.is_directory and event.event_type == "deleted":
            # Perhaps the watched folder itself: its watch dies with it, so plan again.
            if self.on_folder_gone is not None:
                self.on_folder_gone()
            return
        if event.is_directory and event.event_type not in ("created", "moved"):
            return
        self.callback(_event_paths(event))


@dataclass
class WatchEntry:
    path: Path
    mode: str  # "recursive" | "file" | "parent" (see _plan) | "folder" (the daemon's own)
    harnesses: list[str]
    roots: list[Path]
    ino: int | None = None
    polling: bool = False
    watch: ObservedWatch | None = None
    observer: BaseObserver | None = None


def _inode(path: Path) -> int | None:
    try:
        return path.stat().st_ino
    except OSError:
        return None


def _plan(roots: dict[str, list[Path]]) -> dict[tuple[Path, str], tuple[list[str], list[Path]]]:
    """(path, mode) -> (harnesses, roots): what to watch, and how.

    recursive: an existing log folder; file: the folder of a single log file (a database);
    parent: the nearest existing parent of a folder that does not exist yet.
    """
    wanted: dict[tuple[Path, str], tuple[list[str], list[Path]]] = {}
    for harness, paths in roots.items():
        for root in map(Path, paths):
            if root.is_dir():
                key = (root, "recursive")
            elif root.is_file():
                key = (root.parent, "file")
            else:
                parent = nearest_existing(root)
                if parent is None:
                    continue
                key = (parent, "parent")
            harnesses, rs = wanted.setdefault(key, ([], []))
            if harness not in harnesses:
                harnesses.append(harness)
            rs.append(root)
    # A watch inside a recursive watch only doubles the events: fold it into the outer one.
    recursive = [p for p, mode in wanted if mode == "recursive"]
    recursive = [p for p in recursive if not any(o != p and o in p.parents for o in recursive)]
    for path, mode in list(wanted):
        if mode == "parent":
            continue
        outer = next((o for o in recursive if (o != path and o in path.parents)
                      or (mode == "file" and o == path)), None)
        if outer is not None:
            harnesses = wanted[(outer, "recursive")][0]
            harnesses.extend(h for h in wanted[(path, mode)][0] if h not in harnesses)
            del wanted[(path, mode)]
    return wanted


def nearest_existing(path: Path) -> Path | None:
    for candidate in (path, *path.parents):
        if candidate.is_dir():
            return candidate
    return None


class Watchers:
    """One native observer (and a polling one only if the native one hits a system limit)."""

    def __init__(self, on_log_paths: Callable[[list[Path]], None],
                 on_layout_change: Callable[[], None], poll_seconds: float = 5.0) -> None:
        self.on_log_paths = on_log_paths
        self.on_layout_change = on_layout_change
        self.poll_seconds = poll_seconds
        self._observer: BaseObserver = Observer()
        self._polling: BaseObserver | None = None
        self._entries: dict[tuple[Path, str], WatchEntry] = {}
        self._lock = threading.Lock()

    def start(self) -> None:
        self._observer.start()

    def stop(self) -> None:
        for obs in (self._observer, self._polling):
            if obs is not None and obs.is_alive():
                obs.stop()
        for obs in (self._observer, self._polling):
            if obs is not None and obs.is_alive():
                obs.join(5)

    # folders the daemon watches for itself (spool, store)

    def watch_folder(self, folder: Path, callback: Callable[[list[Path]], None]) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        handler = _Forward(callback)
        entry = WatchEntry(folder, "folder", [], [folder])
        self._schedule(entry, handler, recursive=False, event_filter=_CONTENT_EVENTS)
        with self._lock:
            self._entries[(folder, "folder")] = entry

    # harness log locations

    def update_roots(self, roots: dict[str, list[Path]]) -> list[str]:
        """Bring the watches in line with `roots`.

        Returns the harnesses that got a new content watch (at start-up: all of them), so the
        caller can harvest a folder that appeared with files already in it. A watched folder
        that was deleted and created again is watched afresh.
        """
        appeared: list[str] = []
        for _ in range(_SETTLE_ROUNDS):
            wanted = _plan(roots)
            self._apply(wanted, appeared)
            # A folder made between planning and scheduling sent its event before any watch
            # was there to see it: plan again until the watches match what is on disk.
            if _plan(roots) == wanted:
                break
        return appeared

    def _apply(self, wanted: dict[tuple[Path, str], tuple[list[str], list[Path]]],
               appeared: list[str]) -> None:
        with self._lock:
            for key, entry in list(self._entries.items()):
                if entry.mode == "folder":
                    continue
                if key not in wanted or not self._alive(entry) or \
                        _inode(entry.path) != entry.ino:
                    self._unschedule(entry)
                    del self._entries[key]
            for key, (harnesses, rs) in wanted.items():
                if key in self._entries:
                    self._entries[key].harnesses = harnesses
                    self._entries[key].roots = rs
                    continue
                path, mode = key
                entry = WatchEntry(path, mode, harnesses, rs, ino=_inode(path))
                if mode == "parent":
                    handler = _Forward(lambda _paths: self.on_layout_change())
                    self._schedule(entry, handler, recursive=False, event_filter=_LAYOUT_EVENTS)
                else:
                    self._schedule(entry, _Forward(self.on_log_paths, self.on_layout_change),
                                   recursive=mode == "recursive", event_filter=_CONTENT_EVENTS)
                    appeared.extend(h for h in harnesses if h not in appeared)
                self._entries[key] = entry

    @staticmethod
    def _alive(entry: WatchEntry) -> bool:
        """False once the watched folder was deleted: inotify ends that watch for good."""
        if entry.watch is None or entry.observer is None:
            return True  # never watched (an error was logged); the rescan covers it
        return any(e.watch == entry.watch and e.is_alive() for e in entry.observer.emitters)

    def _schedule(self, entry: WatchEntry, handler: FileSystemEventHandler, recursive: bool,
                  event_filter: list[type[FileSystemEvent]]) -> None:
        try:
            entry.watch = self._observer.schedule(handler, str(entry.path), recursive=recursive,
                                                  event_filter=event_filter)
            entry.observer = self._observer
        except OSError as exc:
            if exc.errno not in (errno.ENOSPC, errno.EMFILE):
                log.error("cannot watch %s: %s; the periodic rescan still covers it",
                          entry.path, exc)
                return
            # The inotify watch or instance limit is reached: poll this folder instead.
            log.warning("the system's file-watch limit is reached (%s); polling %s every %.0f s",
                        exc, entry.path, self.poll_seconds)
            if self._polling is None:
                self._polling = PollingObserver(timeout=self.poll_seconds)
                self._polling.start()
            entry.watch = self._polling.schedule(handler, str(entry.path), recursive=recursive,
                                                 event_filter=event_filter)
            entry.observer = self._polling
            entry.polling = True

    def _unschedule(self, entry: WatchEntry) -> None:
        if entry.watch is not None and entry.observer is not None:
            try:
                entry.observer.unschedule(entry.watch)
            except (KeyError, OSError) as exc:
                log.debug("unschedule %s: %s", entry.path, exc)

    def describe(self) -> list[dict[str, Any]]:
        """The watches, for `status`: what is watched, how, and for which harnesses."""
        with self._lock:
            entries = sorted(self._entries.values(), key=lambda e: (e.mode, str(e.path)))
        out = []
        for e in entries:
            item: dict[str, Any] = {"path": str(e.path), "mode": e.mode,
                                    "harnesses": e.harnesses, "polling": e.polling,
                                    "active": e.watch is not None}
            if e.mode == "parent":
                item["waiting_for"] = [str(r) for r in e.roots]
            out.append(item)
        return out


class Debouncer:
    """Collects changed paths and hands them over once the burst is over.

    It waits `delay` seconds after the last event, but never more than `max_delay` after the
    first, so a log that is written continuously is still harvested. Idle, its thread sleeps on
    a condition variable: no polling.
    """

    def __init__(self, delay: float, max_delay: float,
                 flush: Callable[[set[Path]], None]) -> None:
        self.delay = delay
        self.max_delay = max(max_delay, delay)
        self.flush = flush
        self._pending: set[Path] = set()
        self._first = 0.0
        self._last = 0.0
        self._cond = threading.Condition()
        self._stopped = False
        self._thread = threading.Thread(target=self._run, name="debounce", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def add(self, paths: list[Path]) -> None:
        now = time.monotonic()
        with self._cond:
            if not self._pending:
                self._first = now
            self._pending.update(paths)
            self._last = now
            self._cond.notify()

    def stop(self) -> None:
        with self._cond:
            self._stopped = True
            self._cond.notify()
        self._thread.join(5)

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._stopped:
                    self._cond.wait()
                if self._stopped:
                    return
                due = min(self._last + self.delay, self._first + self.max_delay)
                wait = due - time.monotonic()
                if wait > 0:
                    self._cond.wait(wait)
                    continue
                batch, self._pending = self._pending, set()
            try:
                self.flush(batch)
            except Exception:
                log.exception("error while handing over changed files")
