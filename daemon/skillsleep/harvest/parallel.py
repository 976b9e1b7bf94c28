"""Reading the logs of one harvest in order, the long ones ahead in worker processes.

A first harvest reads hundreds of megabytes, and reading (parsing, classifying, redacting) is
nearly all of its time: spread over the machine's cores it ends sooner. Only what a reader
produces from the file alone crosses the process boundary (`FileResult`: drafts, skips, the
position), for the harnesses whose reader needs nothing else (`Harness.reads_alone`); merging
into the store stays in the harvesting process and happens in job order, so the outcome is the
same as reading every log there, one after the other. Workers are used only when the logs to
read are large enough to pay for starting them, one per CPU that no other process keeps busy; a
worker that dies only sends its log back to be read here. They are handed the logs in job order,
far enough ahead that saving a batch here stops none of them, and a log long enough to keep one
worker busy after the others ran out of logs first of all.
"""

from __future__ import annotations

import logging
import os
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .. import harnesses
from ..cpus import MAX_WORKERS, end_with_parent, idle_cpus, start_method
from ..logs.drafts import FileResult, ReadContext, ReadOptions
from ..logs.positions import LogPosition
from ..logs.redact import load_library

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

log = logging.getLogger(__name__)

# Bytes to read, in logs of harnesses that read alone, below which no worker is started: a
# forked worker starts in milliseconds, a spawned one (another platform, or a process that runs
# threads, like the daemon) imports the harvester first.
MIN_BYTES_FORKED = 32 << 20
MIN_BYTES_SPAWNED = 256 << 20
# How far the workers may read ahead of the merging here: far enough that they keep reading
# while a batch of sessions is saved (a tenth of a second and more on a long first harvest,
# when a few logs ahead would be read in milliseconds), near enough to hold little memory (a
# result is a small fraction of its log's size).
AHEAD_BYTES = 64 << 20
AHEAD_LOGS = 64
# A log holding more than this share of a worker's bytes is read first (see read_first).
FIRST_SHARE = 4


@dataclass
class Planned:
    """A log the harvest reads, from the position `pos`."""

    harness: str
    path: Path
    kind: str
    size: int
    pos: LogPosition | None
    companion: str


def worker_count(configured: int, planned: list[Planned]) -> int:
    """How many worker processes to read these logs with (0: none): `configured`, or with 0
    one per idle CPU, at most MAX_WORKERS."""
    if configured == 1:
        return 0
    alone = [p for p in planned if harnesses.get(p.harness).reads_alone]
    todo = sum(map(_to_read, alone))
    least = MIN_BYTES_FORKED if start_method() == "fork" else MIN_BYTES_SPAWNED
    if todo < least:
        return 0  # and no look at the CPUs: a harvest of a few turns takes milliseconds
    n = configured or min(idle_cpus(), MAX_WORKERS)
    return min(n, len(alone)) if n >= 2 else 0


def _to_read(p: Planned) -> int:
    return max(0, p.size - (p.pos.offset if p.pos is not None else 0))


def read_first(planned: list[Planned], workers: int) -> list[int]:
    """The logs (by index) handed to the workers before the others, longest first: each of
    them is long enough that, read in its turn, one worker would still be on it after the
    others ran out of logs. Their results wait to be merged in their turn."""
    alone = [i for i, p in enumerate(planned) if harnesses.get(p.harness).reads_alone]
    long = sum(_to_read(planned[i]) for i in alone) // (FIRST_SHARE * workers)
    return sorted((i for i in alone if _to_read(planned[i]) > long),
                  key=lambda i: -_to_read(planned[i]))


def read_log(harness: str, path: Path, kind: str, pos: LogPosition | None,
             read_ctx: ReadContext) -> FileResult:
    """One log read by its harness's reader, finished (`FileResult.finish`)."""
    return harnesses.get(harness).read(path, kind, pos, read_ctx).finish()


def _read(harness: str, path: Path, kind: str, pos: LogPosition | None,
          options: ReadOptions, thorough: bool) -> FileResult:
    """In a worker: read one log of a harness that reads alone."""
    return read_log(harness, path, kind, pos, ReadContext(options=options, thorough=thorough))


Outcome = tuple[Planned, FileResult | None, BaseException | None]


def read_in_order(planned: list[Planned], read_ctx: ReadContext,
                  workers: int) -> Iterator[Outcome]:
    """(planned, result, error) for each log, in the order given; with `workers`, the logs of
    harnesses that read alone are read ahead in that many processes."""
    if workers < 1:
        for p in planned:
            yield _here(p, read_ctx)
        return

    # Imported here: the process pool costs a harvest that reads without workers 20 ms.
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    method = start_method()
    if method == "fork":
        # Loaded once here and shared by the forked workers, instead of once in each.
        load_library()
    context = multiprocessing.get_context(method)
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=context,
                               initializer=end_with_parent, initargs=(os.getpid(),))
    early = {i: _submit(pool, planned[i], read_ctx) for i in read_first(planned, workers)}
    ahead: deque[tuple[Planned, Future[FileResult] | None, int]] = deque()
    ahead_bytes = 0
    queue = enumerate(planned)
    done = False
    try:
        while True:
            # Keep every worker busy, with a bounded number of results waiting (the long logs
            # handed out first are not counted: their bytes would stop the others).
            while len(ahead) < 2 * workers or (ahead_bytes < AHEAD_BYTES
                                               and len(ahead) < AHEAD_LOGS * workers):
                i, p = next(queue, (-1, None))
                if p is None:
                    break
                counted = 0 if i in early else _to_read(p)
                future = early.pop(i) if i in early else _submit(pool, p, read_ctx)
                ahead.append((p, future, counted))
                ahead_bytes += counted
            if not ahead:
                break
            p, future, counted = ahead.popleft()
            ahead_bytes -= counted
            if future is None:
                yield _here(p, read_ctx)
                continue
            try:
                yield p, future.result(), None
            except BrokenProcessPool:
                log.warning("a harvest worker stopped; reading %s here", p.path)
                yield _here(p, read_ctx)
            except Exception as exc:  # the reader failed on this log, in the worker
                yield p, None, exc
        done = True
    finally:
        # A stop between two logs (the daemon's) drops what was read ahead, which is read
        # again at the next harvest (its position was not saved); the workers finish the log
        # in hand and end with the harvest, so none outlives it.
        pool.shutdown(wait=True, cancel_futures=not done)


def _submit(pool: ProcessPoolExecutor, p: Planned,
            read_ctx: ReadContext) -> Future[FileResult] | None:
    if not harnesses.get(p.harness).reads_alone:
        return None
    from concurrent.futures.process import BrokenProcessPool

    try:
        return pool.submit(_read, p.harness, p.path, p.kind, p.pos, read_ctx.options,
                           read_ctx.thorough)
    except (BrokenProcessPool, RuntimeError):
        return None


def _here(p: Planned, read_ctx: ReadContext) -> Outcome:
    try:
        return p, read_log(p.harness, p.path, p.kind, p.pos, read_ctx), None
    except Exception as exc:  # a reader bug must not stop the other logs
        return p, None, exc

