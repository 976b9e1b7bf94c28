"""The CPUs a job may spread over, and how a worker process may be started.

Harvesting and a first mining both put part of their work in worker processes, and only where
that pays: one worker per CPU that no other process keeps busy (a worker on a busy machine only
waits for a core, and costs its start and its copy of the memory), forked where forking is safe
(Linux, a process that runs no other thread) and spawned elsewhere.
"""

from __future__ import annotations

import os
import sys
import threading

# Worker processes one job starts at most, however many CPUs are idle: each holds its own copy
# of the job's memory, and their results come back to one process that merges them in order.
MAX_WORKERS = 4


def usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def idle_cpus() -> int:
    """CPUs no other process keeps busy, by the one-minute load average."""
    cpus = usable_cpus()
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        return cpus
    return max(1, cpus - int(load))


def start_method() -> str:
    """"fork" where it is safe (Linux, no other thread in this process), else "spawn"."""
    if sys.platform.startswith("linux") and threading.active_count() == 1:
        return "fork"
    return "spawn"
