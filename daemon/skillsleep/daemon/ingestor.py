"""The daemon's one writer: spool notices, changed logs and rescans, harvested one at a time.

Every harvest goes through a single worker thread, so two harvests never race for the same
read position, and stopping the daemon means "finish the job in hand, then stop": nothing is cut in
the middle of a store write. What is still queued at that moment is not lost: notices stay in
the spool folder, and the start-up rescan reads every log from its stored position.
"""

from __future__ import annotations

import contextlib
import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..after_harvest import after_harvest
from ..context import Context
from ..harvest import harness_for_path, run_harvest
from ..tasks.minerversion import mined_by_another_miner
from ..tasks.pipeline import release_encoders
from . import firstharvest
from .spool import NoticeError, clean_stale_temporaries, list_notices, parse_notice, set_aside

log = logging.getLogger("skillsleep.daemon")

# Mining loads the task encoder's weights (about 55 MB unpacked); the writer keeps them while
# requests keep coming and gives them back after this long with no job.
ENCODER_IDLE_SECONDS = 60.0


@dataclass
class Job:
    kind: str  # "notice" | "paths" | "rescan" | "layout"
    paths: list[Path] = field(default_factory=list)
    trigger: str = ""


_STOP = Job("stop")


class Interrupted(Exception):
    """Raised between two log files when the daemon stops during a long harvest."""


class Ingestor:
    def __init__(self, ctx: Context, on_layout_change: Callable[[], list[str]]) -> None:
        self.ctx = ctx
        self.on_layout_change = on_layout_change  # re-plans watches; returns new harnesses
        self._queue: queue.Queue[Job] = queue.Queue()
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, name="ingest", daemon=True)
        self._rescan_queued = threading.Event()
        self._layout_queued = threading.Event()
        self._busy = threading.Event()
        self.last_harvest: dict[str, Any] | None = None
        self.ingested_notices = 0
        self.last_log_write = 0.0  # time.time() when a watched harness log last changed
        self.set_aside_notices = 0
        self._unmined: set[str] = set()  # changed sessions whose mining has not succeeded yet
        self._mined_since_idle = False  # the encoder may hold its weights

    # the public side: every call only queues work and returns

    def start(self) -> None:
        self._thread.start()

    def stop(self, timeout: float = 60.0) -> bool:
        """Finish the job in progress and stop; True when the worker ended in time."""
        self._stopping.set()
        self._queue.put(_STOP)
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def notices(self, paths: list[Path]) -> None:
        for path in paths:
            if path.name.endswith(".notice"):
                self._queue.put(Job("notice", [path], trigger="spool"))

    def changed(self, paths: set[Path]) -> None:
        if paths:
            self._queue.put(Job("paths", sorted(paths), trigger="watch"))

    def rescan(self, trigger: str = "rescan") -> None:
        if not self._rescan_queued.is_set():
            self._rescan_queued.set()
            self._queue.put(Job("rescan", trigger=trigger))

    def layout_changed(self) -> None:
        if not self._layout_queued.is_set():
            self._layout_queued.set()
            self._queue.put(Job("layout", trigger="layout"))

    @property
    def busy(self) -> bool:
        return self._busy.is_set()

    def backlog(self) -> int:
        return self._queue.qsize()

    # the worker

    def _run(self) -> None:
        while True:
            try:
                job = self._queue.get(
                    timeout=ENCODER_IDLE_SECONDS if self._mined_since_idle else None)
            except queue.Empty:
                self._idle()
                continue
            if job is _STOP:
                return
            if self._stopping.is_set():
                continue  # what is left is not lost: see the module's docstring
            self._busy.set()
            try:
                self._do(job)
            except Interrupted:
                log.info("harvest (%s) interrupted by the stop; the next start reads the rest",
                         job.trigger)
            except Exception:
                log.exception("error during %s (%s)", job.kind, job.trigger)
            finally:
                self._busy.clear()

    def _idle(self) -> None:
        self._mined_since_idle = False
        try:
            release_encoders()
        except Exception:  # memory not given back is no reason to stop ingesting
            log.exception("could not release the task encoder's weights")

    def _do(self, job: Job) -> None:
        if job.kind == "notice":
            self._notice(job.paths[0])
        elif job.kind == "paths":
            self._paths(job.paths)
        elif job.kind == "rescan":
            self._rescan_queued.clear()
            self._full_rescan(job.trigger)
        elif job.kind == "layout":
            self._layout_queued.clear()
            appeared = self.on_layout_change()
            if appeared:
                log.info("new log location for %s; harvesting it", ", ".join(appeared))
                self._harvest(appeared, None, "new location")

    def _harvest(self, harnesses: list[str] | None, paths: list[Path] | None,
                 trigger: str, quiet: bool = False) -> dict[str, Any]:
        began = time.time()
        report = run_harvest(self.ctx, harnesses=harnesses, only_paths=paths,
                             progress=self._between_files)
        result = report.to_json()
        self._mine(report.changed)
        self._record(result, trigger, began, quiet)
        return result

    def _harvest_in_child(self, trigger: str) -> bool:
        """The first harvest of a large history, by a child process (see firstharvest.py);
        False when it has to be done here."""
        began = time.time()
        try:
            result = firstharvest.run_child(self._stopping)
        except firstharvest.ChildHarvestError as exc:
            log.warning("first harvest: %s; harvesting in the daemon instead", exc)
            return False
        if result is None:
            raise Interrupted
        firstharvest.warm_up()
        self._record(result, trigger, began, quiet=False)
        return True

    def _record(self, result: dict[str, Any], trigger: str, began: float,
                quiet: bool) -> None:
        seconds = time.time() - began
        summary = summarize(result)
        self.last_harvest = {"time": time.time(), "trigger": trigger,
                             "seconds": round(seconds, 3), **summary}
        if (summary["new_requests"] or summary["errors"]) and not quiet:
            log.info("ingest (%s) %s: %d file(s), %d new request(s), %d error(s) in %.2f s",
                     trigger, ", ".join(summary["harnesses"]) or "-", summary["files"],
                     summary["new_requests"], summary["errors"], seconds)
        else:
            log.debug("harvest (%s): nothing new in %.2f s", trigger, seconds)

    def _mine(self, changed: set[str]) -> None:
        """Mine the sessions the harvest changed, so families follow the sessions. A failure
        here is logged and retried with the next harvest: the sessions are stored either way."""
        self._unmined |= changed
        if not self._unmined and not mined_by_another_miner(self.ctx.store):
            return
        self._mined_since_idle = True
        try:
            after_harvest(self.ctx, sorted(self._unmined))
        except Exception:  # mining must never stop ingesting
            log.exception("mining %d changed session(s) failed; will retry after the next "
                          "harvest", len(self._unmined))
            return
        self._unmined.clear()

    def _between_files(self, _progress: Any) -> None:
        # Called by the harvest after each log file, never inside a store write. Stopping here
        # drops the unsaved batch together with its read positions, so the next start re-reads it.
        if self._stopping.is_set():
            raise Interrupted

    def _paths(self, paths: list[Path]) -> None:
        by_harness: dict[str, list[Path]] = {}
        for path in paths:
            harness = harness_for_path(self.ctx, path)
            if harness is not None:
                by_harness.setdefault(harness, []).append(path)
        if by_harness:
            # Only a harness's own log counts as activity: other files in its folders (an
            # editor's extension storage) do not keep a missed night waiting.
            self.last_log_write = time.time()
        for harness, files in by_harness.items():
            self._harvest([harness], files, "watch")

    def _notice(self, path: Path) -> None:
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return  # already handled (a watch event and a listing can both name it)
        try:
            notice = parse_notice(raw)
        except NoticeError as exc:
            set_aside(path, str(exc))
            self.set_aside_notices += 1
            log.warning("spool notice %s set aside: %s", path.name, exc)
            return
        paths = [Path(p) for p in notice.transcript_paths] or None
        result = self._harvest([notice.harness], paths, f"notice {notice.harness} "
                               f"{notice.event}", quiet=True)
        # Only now is the notice's log in the store: a crash before this line re-reads it.
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        self.ingested_notices += 1
        summary = summarize(result)
        if result.get("unrecognized"):
            log.warning("notice %s names logs outside every known location (%s); add their "
                        "folder to harvest.paths in the config", path.name,
                        ", ".join(result["unrecognized"][:3]))
        log.info("notice %s (%s %s): %s, %d new request(s), %d error(s)", path.name,
                 notice.harness, notice.event,
                 f"{len(paths)} named log(s)" if paths else "no log named: harness-wide harvest",
                 summary["new_requests"], summary["errors"])

    def _full_rescan(self, trigger: str) -> None:
        appeared = self.on_layout_change()
        if appeared and trigger != "start-up":
            log.info("new log location for %s", ", ".join(appeared))
        # Notices first: each names the log that just ended, the freshest work there is.
        clean_stale_temporaries(self.ctx.paths.spool_dir)
        for notice in list_notices(self.ctx.paths.spool_dir):
            if self._stopping.is_set():
                return
            self._notice(notice)
        if trigger == "start-up" and firstharvest.wanted(self.ctx) \
                and self._harvest_in_child(trigger):
            return
        self._harvest(None, None, trigger)


def summarize(report: dict[str, Any]) -> dict[str, Any]:
    """Totals of a harvest report (the `harnesses` table of `skillopt-sleep harvest --json`)."""
    per = report.get("harnesses") or {}
    totals = {"harnesses": [], "files": 0, "new_requests": 0, "errors": 0}
    if isinstance(per, dict):
        for harness, item in per.items():
            if not isinstance(item, dict):
                continue
            totals["harnesses"].append(harness)
            totals["files"] += _count(item.get("files_read", item.get("files")))
            totals["new_requests"] += _count(item.get("new_requests"))
            totals["errors"] += _count(item.get("errors"))
    return totals


def _count(value: Any) -> int:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, (list, dict)):
        return len(value)
    return 0
