"""The daemon's first harvest of a large history, done by a child process.

A first harvest reads a person's whole history (often hundreds of megabytes) and mines every
request in it. Done in the daemon, the memory it allocates and frees stays with the daemon for
good: Python returns one of its memory arenas to the system only once every object in it is
freed, and the objects that live on (imported modules, caches) end up spread over the arenas the
harvest filled. On the labelled real history (110 MB) that left the daemon at 78-90 MB idle,
where the same imports without the harvest take 58 MB. A child process running
`skillopt-sleep harvest --json` does the same work with the same code, store and locks, its
memory goes back to the system when it exits, and as a process without threads it may fork
reading and mining workers, which the daemon may not.

Only a first harvest (no harvest recorded yet) of at least CHILD_BYTES of logs goes to a child,
and so does the start-up harvest after an upgrade whose miner mines the whole history again
(`tasks/minerversion.py`): every later harvest reads a few new turns, in the daemon, which
keeps what they need imported (`warm_up`) so that the first of them is as quick as the rest. A
child that cannot start or fails is logged and the harvest is done in the daemon instead: what
the child stored is not read again, and what it did not is. (When only its mining failed, the
daemon's next harvest that changes a session mines every session: none was stored mined.)
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import signal
import subprocess
import sys
import threading
from typing import Any

from ..context import Context
from ..harvest import log_bytes
from ..harvest.runs import last_runs
from ..tasks.minerversion import mined_by_another_miner
from .children import own_group

log = logging.getLogger("skillsleep.daemon")

# Logs to read below which the first harvest stays in the daemon: starting the child and
# importing what a harvest needs again costs about half a second, and a small history leaves
# little behind (the same size as the one at which a harvest starts forked reading workers).
CHILD_BYTES = 32 << 20
_POLL_SECONDS = 0.2
_STDERR_LINES = 5  # of a failed child's error output, in the daemon's log


class ChildHarvestError(Exception):
    """The child process could not start, or ended in failure (the message says which)."""


def wanted(ctx: Context) -> bool:
    """Is this start-up's harvest a first one, or one that mines the whole history again (the
    tasks were mined by another version), large enough to be done by a child process?"""
    return (not last_runs(ctx.store) or mined_by_another_miner(ctx.store)) \
        and log_bytes(ctx) >= CHILD_BYTES


def harvest_command() -> list[str]:
    return [sys.executable, "-m", "skillsleep.cli", "harvest", "--json"]


def run_child(stopping: threading.Event) -> dict[str, Any] | None:
    """Harvest and mine in a child process; its `harvest --json` report, or None when
    `stopping` was set before it ended (it is then ended: every store write is atomic and a
    harvest saves sessions before the positions that say they were read, so the next harvest
    reads what it had not saved)."""
    try:
        proc = subprocess.Popen(harvest_command(), stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, **own_group())
    except OSError as exc:
        raise ChildHarvestError(f"could not start the harvest process ({exc})") from exc
    log.info("first harvest of a large history: in a child process (pid %d)", proc.pid)
    out, err = b"", b""
    while True:
        try:
            # Reads both pipes while waiting: a child whose output fills a pipe never blocks.
            out, err = proc.communicate(timeout=_POLL_SECONDS)
            break
        except subprocess.TimeoutExpired:
            if stopping.is_set():
                _end(proc)
                return None
    if proc.returncode != 0:
        tail = err.decode("utf-8", "replace").strip().splitlines()[-_STDERR_LINES:]
        raise ChildHarvestError(f"the harvest process ended with code {proc.returncode}"
                                + (f": {' / '.join(tail)}" if tail else ""))
    try:
        report = json.loads(out)
    except ValueError as exc:
        raise ChildHarvestError("the harvest process printed no report") from exc
    if not isinstance(report, dict):
        raise ChildHarvestError("the harvest process printed no report")
    return report


def _end(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        if sys.platform == "win32":
            proc.terminate()
        else:
            os.killpg(proc.pid, signal.SIGTERM)
    proc.communicate()


def warm_up() -> None:
    """Import what a harvest and its mining need in the daemon (the redaction library, numpy,
    the miner): the child did the first harvest, and the next, one turn, should not wait for
    them. The encoder's weights are not loaded: the daemon loads them for a mining and gives
    them back when idle."""
    from ..after_harvest import import_libraries
    from ..logs.redact import load_library

    load_library()
    import_libraries()
