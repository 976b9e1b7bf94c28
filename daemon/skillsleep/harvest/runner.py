"""One harvest: find the logs, read what is new in each, merge it into the store.

The logs are found by a walk that does not list again a folder that did not change
(`listing`), and each file's size and times, read once as it is found, say whether it changed.

The whole run holds the store's harvest lock, so a daemon thread and a CLI process never
harvest at the same time; sessions are saved before the positions that say they were read, and
the merge is idempotent, so a crash between the two re-reads a little and counts nothing twice.
The totals of the harvest's record are carried from the last record plus what a harvest added;
one killed after it saved sessions but before its record would leave them short of what it
added (read again, it adds nothing): the next harvest, told by the harvest lock that its last
holder was killed, counts them from the store once.
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Protocol

from .. import harnesses
from ..collector import collector_paused
from ..config import Config
from ..harnesses import ALL as ALL_HARNESSES
from ..harnesses import LogRoot
from ..harnesses.cli import record_versions
from ..locks import held
from ..logs.drafts import FileResult, ReadContext, ReadOptions, withdraw_turns
from ..logs.positions import LogPosition, PositionBook, head_hash
from ..logs.sqlite_ro import companion_signature
from ..paths import Paths
from ..sessiondata import Session
from ..sessions import count_sessions, partition_of
from ..store import Store
from .listing import walk
from .locate import harness_roots, match, normalize
from .merge import merge_session, request_count
from .parallel import Planned, read_in_order, worker_count
from .report import HarnessReport, HarvestProgress, HarvestReport
from .runs import last_runs, save_runs
from .stored import StoredSessions

log = logging.getLogger(__name__)

LOCK_NAME = "harvest.lock"
LOCK_TIMEOUT_S = 900.0
# Save what was read every so many bytes, so a long first harvest keeps its progress.
BATCH_BYTES = 128 << 20
BATCH_SESSIONS = 2000


class _Job:
    __slots__ = ("harness", "kind", "path", "root", "size", "stat")

    def __init__(self, harness: str, root: LogRoot, path: Path, kind: str,
                 stat: os.stat_result | None) -> None:
        self.harness, self.root, self.path, self.kind = harness, root, path, kind
        self.stat = stat  # as the file was found (None: it could not be read then)
        self.size = stat.st_size if stat is not None else 0


def _wanted(config: Config, names: list[str] | None) -> list[str]:
    if not names:
        return list(config.harvest.harnesses)
    return harnesses.check(names)


class HarvestPlace(Protocol):
    """What a harvest reads and writes: a `context.Context` is one."""

    @property
    def config(self) -> Config: ...  # which harnesses, where their logs are, the limits

    @property
    def store(self) -> Store: ...  # the sessions, and how far each log was read

    @property
    def paths(self) -> Paths: ...  # where the harness CLIs' versions are recorded


def run_harvest(ctx: HarvestPlace, harnesses: list[str] | None = None,
                only_paths: list[Path] | None = None,
                progress: Callable[[HarvestProgress], None] | None = None) -> HarvestReport:
    """Harvest now: every log of the wanted harnesses, or only the given files."""
    started = time.monotonic()
    config, store = ctx.config, ctx.store
    wanted = _wanted(config, harnesses)
    roots = harness_roots(config, wanted=wanted)
    report = HarvestReport(harnesses={h: HarnessReport() for h in wanted})
    read_ctx = ReadContext(options=ReadOptions(config.harvest.max_request_chars),
                           thorough=only_paths is None)
    with _harvest_lock(store) as killed, collector_paused():
        # Found under the lock: what each file is now is compared with how far it was read.
        jobs = _jobs(roots, report, only_paths)
        book = PositionBook(store)
        stored = StoredSessions(store, book)
        previous = {} if killed else last_runs(store)

        def lookup(harness: str, sid: str) -> Session | None:
            return stored.get(f"{harness}:{sid}")

        read_ctx.lookup = lookup
        _run_jobs(jobs, book, stored, read_ctx, report, store, progress,
                  config.harvest.workers)
        for h, hr in report.harnesses.items():
            old = previous.get(h)
            if old is None or "sessions" not in old:
                hr.sessions, hr.requests = count_sessions(store, h)
            else:
                # Totals carried from the last harvest plus what this one added: no need to
                # read every month of sessions.
                hr.sessions = int(old["sessions"]) + stored.added.get(h, 0)
                hr.requests = int(old["requests"]) + hr.request_delta
        save_runs(store, report, full_scan=only_paths is None)
    if only_paths is None:
        # A full harvest runs off the fast paths: the place to ask a CLI its version when its
        # install does not say (status reads what is recorded).
        record_versions([h.cli for h in ALL_HARNESSES if h.id in wanted and h.cli],
                        ctx.paths.cli_versions_file)
    report.seconds = time.monotonic() - started
    return report


def log_bytes(ctx: HarvestPlace) -> int:
    """The size of every log a full harvest looks at, read or not: what a first harvest reads.
    Costs a walk of the log folders, as a harvest with nothing new does."""
    wanted = _wanted(ctx.config, None)
    report = HarvestReport(harnesses={h: HarnessReport() for h in wanted})
    return sum(j.size for j in _jobs(harness_roots(ctx.config, wanted=wanted), report, None))


def _jobs(roots: dict[str, list[LogRoot]], report: HarvestReport,
          only_paths: list[Path] | None) -> list[_Job]:
    jobs: list[_Job] = []
    seen: set[Path] = set()

    def add(h: str, root: LogRoot, path: Path, kind: str) -> None:
        if path in seen:
            return
        seen.add(path)
        try:
            st = os.stat(path)
        except OSError:
            st = None
        jobs.append(_Job(h, root, path, kind, st))
        report.harnesses[h].files += 1

    if only_paths is not None:
        for p in only_paths:
            found = match(roots, Path(p))
            if found is None:
                report.unrecognized.append(str(p))
                continue
            h, root, kind = found
            add(h, root, normalize(Path(os.path.abspath(p))), kind)
        return jobs
    for h, rs in roots.items():
        harness = harnesses.get(h)
        hr = report.harnesses[h]

        def on_error(reason: str, where: str, hr: HarnessReport = hr) -> None:
            hr.skipped.append((reason, where))

        for root in rs:
            for path in walk(root.path, harness.max_depth,
                             lambda parts, r=root, s=harness: s.descend(r, parts),
                             lambda p, s=harness: s.file_kind(p) is not None, on_error):
                kind = harness.file_kind(path)
                if kind is not None:
                    add(h, root, path, kind)
    return jobs


def _run_jobs(jobs: list[_Job], book: PositionBook, stored: StoredSessions, read_ctx: ReadContext,
              report: HarvestReport, store: Store,
              progress: Callable[[HarvestProgress], None] | None, workers: int) -> None:
    pending: dict[str, Session] = {}
    pending_bytes = 0
    bytes_total = sum(j.size for j in jobs)
    bytes_done = 0

    def flush() -> None:
        nonlocal pending_bytes
        if pending:
            stored.save(pending.values())
            pending.clear()
        # Where each session was saved, for the positions that name it.
        book.point_to(stored.where)
        book.flush()
        pending_bytes = 0

    plans = [(job, _plan(job, book, read_ctx, report.harnesses[job.harness])) for job in jobs]
    planned = [p for _, p in plans if p is not None]
    outcomes = read_in_order(planned, read_ctx, worker_count(workers, planned))
    with contextlib.closing(outcomes):
        for done, (job, plan) in enumerate(plans, 1):
            hr = report.harnesses[job.harness]
            read_bytes = 0
            if plan is not None:
                _, result, error = next(outcomes)
                if error is not None:  # one log never stops the harvest of the others
                    log.error("harvesting %s failed", job.path, exc_info=error)
                    hr.errors.append(f"{job.path}: {type(error).__name__}: {error}")
                else:
                    try:
                        read_bytes = _merge(plan, result, book, stored, hr, pending)
                    except Exception as exc:
                        log.exception("harvesting %s failed", job.path)
                        hr.errors.append(f"{job.path}: {type(exc).__name__}: {exc}")
            pending_bytes += read_bytes
            report.bytes_read += read_bytes
            bytes_done += job.size
            if pending_bytes >= BATCH_BYTES or len(pending) >= BATCH_SESSIONS:
                flush()
            if progress is not None:
                progress(HarvestProgress(job.harness, job.path, done, len(jobs), bytes_done,
                                         bytes_total))
    flush()


def _plan(job: _Job, book: PositionBook, read_ctx: ReadContext,
          hr: HarnessReport) -> Planned | None:
    """The read a log needs (from where), or None when it did not change."""
    path_text = str(job.path)
    try:
        pos = book.get(path_text)
        # As the file was when it was found, a moment ago (asked again when that failed, for
        # the reason to report).
        st = job.stat if job.stat is not None else os.stat(job.path)
    except OSError as exc:
        from ..logs.readers import (
            os_reason,  # start-up: status imports this module; an error needs it
        )

        hr.skipped.append((os_reason(exc), path_text))
        return None
    companion = companion_signature(job.path, job.kind)
    recheck = read_ctx.thorough and pos is not None and pos.state.get("recheck")
    if (pos is not None and pos.unchanged(st) and pos.state.get("companion", "") == companion
            and not recheck):
        return None
    if pos is None:
        pos = _moved_position(book, job, st)
        if pos is not None:
            # The same file under a new path (Codex archiving a rollout): follow it.
            book.forget(pos.path)
            pos = replace(pos, path=path_text)
            if pos.unchanged(st) and pos.state.get("companion", "") == companion:
                book.put(pos)
                return None
    return Planned(job.harness, job.path, job.kind, job.size, pos, companion)


def _merge(plan: Planned, result: FileResult, book: PositionBook, stored: StoredSessions,
           hr: HarnessReport, pending: dict[str, Session]) -> int:
    """Fold what one read found into the stored sessions; returns the bytes it read."""
    path_text, pos = str(plan.path), plan.pos
    hr.read += 1
    hr.skipped.extend((s.reason, s.where) for s in result.skipped)
    keys: list[str] = list(pos.sessions) if pos is not None else []
    for draft in result.drafts.values():
        new = draft.session
        if not new.turns:
            continue
        before = stored.get(new.key, partition_of(new))
        counted = request_count(before)
        merged = merge_session(before, new, latest_project=draft.latest_project)
        if draft.withdrawn:
            withdraw_turns(merged.turns, draft.withdrawn)
        if before is None or len(merged.turns) > len(before.turns) or draft.withdrawn:
            hr.changed.add(merged.key)
        delta = request_count(merged) - counted
        hr.request_delta += delta
        hr.new_requests += max(0, delta)
        stored.put(before, merged)
        pending[merged.key] = merged
        if merged.key not in keys:
            keys.append(merged.key)
    if result.offset >= 0 and result.stat is not None:
        state = dict(result.state)
        if plan.companion:
            state["companion"] = plan.companion
        st2 = result.stat
        book.put(LogPosition(path=path_text, harness=plan.harness, dev=st2.st_dev,
                             ino=st2.st_ino, size=st2.st_size, mtime_ns=st2.st_mtime_ns,
                             offset=result.offset, head=result.head, sessions=keys,
                             state=state))
    start = pos.offset if (pos is not None and not result.full) else 0
    return max(0, (result.offset if result.offset >= 0 else plan.size) - start)


def _moved_position(book: PositionBook, job: _Job, st: os.stat_result) -> LogPosition | None:
    """The position of this same file under its old path, when it was moved (not copied)."""
    candidates = [c for c in book.by_path.values()
                  if c.ino == st.st_ino and c.dev == st.st_dev and c.harness == job.harness]
    if not candidates:
        return None
    try:
        with open(job.path, "rb") as fh:
            head = head_hash(fh)
    except OSError:
        return None
    return book.moved_from(st, head, job.harness)


def _harvest_lock(store: Store) -> contextlib.AbstractContextManager[bool]:
    return held(store.root / LOCK_NAME, what="Another harvest (the daemon or another command)",
                timeout=LOCK_TIMEOUT_S)
