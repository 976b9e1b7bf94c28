"""The CPUs a job may spread over, and how a worker process may be started.

Harvesting and a first mining both put part of their work in worker processes, and only where
that pays: one worker per CPU that no other process keeps busy (a worker on a busy machine only
waits for a core, and costs its start and its copy of the memory), forked where forking is safe
(Linux, a process that runs no other thread) and spawned elsewhere.

Whether a CPU is busy is decided by what runs now, not by the one-minute load average: that
average still counts, a minute later, the build a person just ran or the harvest benchmark's
earlier runs, and would keep a job on one core on a machine that is idle now. Where the kernel
says how many threads are runnable at this instant (`/proc/loadavg` on Linux), a few readings
a millisecond apart are taken, and the most seen counts (a process that is runnable at any of
them is at work). Elsewhere (macOS, the BSDs) the load average is all there is; where even that
is missing (Windows), every usable CPU counts as idle.

A job's forked worker (`Forked`) sends back what it made, or why it could not, through a pipe:
a worker that fails or dies only leaves its share of the work to the process that forked it.
"""

from __future__ import annotations

import functools
import logging
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

log = logging.getLogger(__name__)

# Worker processes one job starts at most, however many CPUs are idle: each holds its own copy
# of the job's memory, and their results come back to one process that merges them in order.
MAX_WORKERS = 4

# The kernel's count of runnable threads: its fourth field is "runnable/all", this process
# (which runs while it reads the file) included.
LOADAVG = Path("/proc/loadavg")
# Readings of that count, a millisecond apart: a process at work is runnable at nearly every
# instant, one that merely woke up (a shell prompt, a timer) at one at most.
SAMPLES = 3
SAMPLE_GAP_S = 0.001


# Mining's BLAS runs on one thread: said here, for the import of numpy and for the encoding.
# The matrices mining multiplies are small: the sentence encoder's products were slower on a
# multi-threaded BLAS (40-240 ms per request on a busy 2-core machine against a steady 10 ms on
# one thread, and batches no faster), and a BLAS thread started for nothing spins as it starts
# and after each product. One thread is also no thread at all beside this one when a mining
# worker is forked after the import.
#
# The variables a BLAS reads its thread count from as it loads: OpenBLAS's own and GotoBLAS's
# (which OpenBLAS still reads), MKL's, and OpenMP's, which both fall back on. A person who set
# any of them chose the count numpy's import gets.
_BLAS_THREAD_VARIABLES = ("OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS", "MKL_NUM_THREADS",
                          "OMP_NUM_THREADS")
# The one set for the import (numpy's wheels bundle OpenBLAS, which reads it first).
_FOR_THE_IMPORT = "OPENBLAS_NUM_THREADS"


def import_numpy() -> None:
    """Import numpy with its BLAS held to one thread (unless the person set a count in any of
    `_BLAS_THREAD_VARIABLES`, or numpy is imported already).

    In a process that runs no other thread, by setting OpenBLAS's variable for the import,
    which is when the library reads it: its threads are then never started. Measured on a
    2-core machine, the least CPU of 9 interleaved runs of a process importing numpy: 138 ms
    as it is, 108 ms with the variable, 126 ms importing it as it is and limiting the threads
    after (threadpoolctl: they have started and spun by then). The variable is taken away
    after the import, so the commands this process runs later (a replay's tests) get the
    environment as it was; with no other thread, none can start a command meanwhile, nor read
    the environment as it is written (setenv is no thread-safe call).

    In a process that runs other threads (the daemon: its socket and its ingestor), one of
    them could start a command during the import, which would inherit the variable: there the
    environment is left alone, and the threads are limited after the import instead."""
    if "numpy" in sys.modules:
        return
    if any(v in os.environ for v in _BLAS_THREAD_VARIABLES):
        import numpy
        return
    if threading.active_count() > 1:
        import numpy

        _blas_controller().limit(limits=1, user_api="blas")  # kept: never restored
        return
    os.environ[_FOR_THE_IMPORT] = "1"
    try:
        import numpy  # noqa: F401  heavy: numpy
    finally:
        os.environ.pop(_FOR_THE_IMPORT, None)


@functools.lru_cache(maxsize=1)
def _blas_controller() -> Any:
    from threadpoolctl import ThreadpoolController  # heavy: threadpoolctl

    return ThreadpoolController()


def one_blas_thread() -> Any:
    """A context in which numpy's BLAS runs on one thread (the encoder's products), whatever
    count the import gave it: measured faster there (see above)."""
    return _blas_controller().limit(limits=1, user_api="blas")


def usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def idle_cpus() -> int:
    """CPUs no other process keeps busy now (at least one: this process's own)."""
    cpus = usable_cpus()
    busy = others_running()
    if busy is None:
        try:
            busy = int(os.getloadavg()[0])
        except (AttributeError, OSError):  # no load average either (Windows)
            return cpus
    return max(1, cpus - busy)


def others_running(loadavg: Path | None = None) -> int | None:
    """Threads of other processes runnable now, the most of SAMPLES readings of `loadavg`
    (LOADAVG by default); None where the file is missing or says what it should not."""
    loadavg = loadavg or LOADAVG
    most = 0
    for n in range(SAMPLES):
        if n:
            time.sleep(SAMPLE_GAP_S)
        try:
            fields = loadavg.read_text(encoding="ascii").split()
            running = int(fields[3].split("/")[0])
        except (OSError, UnicodeDecodeError, IndexError, ValueError):
            return None
        if running < 1:  # this process runs as it reads: a count without it is not the kernel's
            return None
        most = max(most, running - 1)
    return most


def start_method() -> str:
    """"fork" where it is safe (Linux, no other thread in this process), else "spawn"."""
    if sys.platform.startswith("linux") and threading.active_count() == 1:
        return "fork"
    return "spawn"


def end_with_parent(parent: int) -> None:
    """Run first in each worker: one whose parent is killed with -9 would otherwise wait for
    good, on a pipe it holds open itself (a pool's worker waiting for work, one sending back
    more than a pipe holds); on Linux the kernel ends a worker with the process that forked
    it."""
    if sys.platform.startswith("linux"):
        import ctypes
        import signal

        try:
            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):  # no prctl: the worker may outlive a killed parent
            return
    if os.getppid() != parent:
        os._exit(0)  # the parent died before the request was in place


def _ending_with(parent: int, target: Callable[..., None], *args: Any) -> None:
    end_with_parent(parent)
    target(*args)


class Forked:
    """A forked worker process, and the end of the pipe its outcome is read from: the worker
    runs `target(send, *args)`, which sends back what it made (`send_outcome`)."""

    def __init__(self, process: BaseProcess, receive: Connection) -> None:
        self.process, self.receive = process, receive

    @classmethod
    def fork(cls, target: Callable[..., None], args: tuple[Any, ...], name: str) -> Self | None:
        """The worker, at work (`name`: its process's); None when no process could be
        started (its work is then done by the caller)."""
        import multiprocessing  # here: a job that forks no worker never pays it

        context = multiprocessing.get_context("fork")
        receive, send = context.Pipe(duplex=False)
        process = context.Process(target=_ending_with, args=(os.getpid(), target, send, *args),
                                  daemon=True, name=name)
        try:
            process.start()
        except OSError as exc:  # no process left to fork (a limit)
            log.warning("could not start the worker %s (%s); its work is done here", name, exc)
            receive.close()
            return None
        finally:
            send.close()  # the worker's end: one that dies is then seen as the pipe's end
        return cls(process, receive)

    def stop(self) -> None:
        self.receive.close()
        self.process.terminate()
        self.process.join()

    def outcome(self) -> tuple[str, Any]:
        """(what, the result) as the worker sent them, or ("error", why) when it failed,
        died or sent what does not unpickle; the worker is waited for."""
        try:
            what, found = self.receive.recv()
        except Exception as exc:  # it died, or sent what does not unpickle
            what, found = "error", f"the worker stopped ({type(exc).__name__})"
        finally:
            self.receive.close()
            self.process.join()
        return what, found


def send_outcome(send: Connection, what: str, make: Callable[[], Any]) -> None:
    """In a worker: send back (what, make()), or ("error", why) when making it failed (its work
    is then done, and fails, in the process that forked it)."""
    try:
        send.send((what, make()))
    except Exception as exc:
        send.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        send.close()
