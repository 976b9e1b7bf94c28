"""Mining many sessions on several cores: the first parts in forked worker processes, the
last here.

A first mining reads a whole history, and mining (the follow-up decisions, kinds and judges, all
pattern matching in Python) takes about a millisecond a request. Sessions are mined one by one
and independently, so when other CPUs are idle the earlier sessions are mined in workers forked
from this process (each starts in milliseconds with the miner already loaded), one per idle CPU
but this one's, while this one mines the last ones (and first what the caller must do anyway
once mining is done, when it says what); the workers' tasks come back pickled and go first, in
the order of their sessions, so the result is the one `mining.mine` gives, in the same order. A
worker that fails or dies only has its sessions mined here. Fewer requests than pay for a
worker's start, a busy machine, or a process that runs threads (the daemon: forking one is
unsafe) mine here alone.

The miner itself (its modules compile hundreds of patterns: a fifth of a second, as long as
mining a hundred and fifty requests) is imported only once the workers are forked, by each of
them and by this process at the same time, rather than by this process alone before.
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing
from collections.abc import Callable, Iterable
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING

from ..cpus import MAX_WORKERS, idle_cpus, start_method
from ..sessiondata import Session
from .taskdata import Task

if TYPE_CHECKING:
    from .learned import LinearModel

log = logging.getLogger(__name__)

# Requests below which no worker is forked, and for each of which one more may be: mining
# costs about a millisecond a request, and forking, pickling and reading back a worker's tasks
# about 20 ms.
MIN_REQUESTS = 200
# What `meanwhile` costs this process, in requests mined: importing numpy and the clustering
# modules and loading the encoder's weights took as long as mining about 240 requests.
MEANWHILE_REQUESTS = 240


def _requests(session: Session) -> int:
    return sum(t.kind == "request" for t in session.turns)


def mine_spread(sessions: Iterable[Session], weights: LinearModel | None = None,
                meanwhile: Callable[[], object] | None = None) -> list[Task]:
    """`mining.mine(sessions, weights)`, the work cut into as many parts as CPUs are idle (and
    requests pay for), all but the last mined in worker processes. `meanwhile`: what this
    process has to do after mining anyway, done here while the workers mine (only when there
    is a worker; it counts as MEANWHILE_REQUESTS requests of this process's part)."""
    sessions = list(sessions)
    counts = [_requests(s) for s in sessions]
    total = sum(counts)
    if total < MIN_REQUESTS or start_method() != "fork":
        return _miner(sessions, weights)
    parts = min(idle_cpus(), 1 + MAX_WORKERS, 1 + total // MIN_REQUESTS)
    if parts < 2:
        return _miner(sessions, weights)
    shares = _cut(counts, total + (MEANWHILE_REQUESTS if meanwhile is not None else 0), parts)
    while meanwhile is None and shares and shares[-1] == len(sessions):
        shares.pop()  # nothing left here: the last part is mined here rather than waited for
    starts = [0, *shares]
    groups = [sessions[a:b] for a, b in itertools.pairwise(starts) if b > a]
    rest = sessions[starts[-1]:]
    if not groups:
        return _miner(sessions, weights)
    workers: list[_Worker | list[Session]] = []
    try:
        for group in groups:
            workers.append(_Worker.start(group, weights) or group)
        if meanwhile is not None and any(isinstance(w, _Worker) for w in workers):
            meanwhile()
        mined_here = _miner(rest, weights)
    except BaseException:
        for w in workers:
            if isinstance(w, _Worker):
                w.stop()  # none outlives the mining it was started for
        raise
    out: list[Task] = []
    for w in workers:
        out += w.tasks() if isinstance(w, _Worker) else _miner(w, weights)
    return out + mined_here


def _miner(sessions: list[Session], weights: LinearModel | None) -> list[Task]:
    """`mining.mine`, imported when first called (in a worker: after it was forked)."""
    from .mining import mine

    return mine(sessions, weights)


def _cut(counts: list[int], work: int, parts: int) -> list[int]:
    """Where each of the first `parts - 1` parts of the sessions ends (an index into `counts`,
    their requests), each holding about an equal share of `work` (the requests, and what this
    process does besides)."""
    ends: list[int] = []
    end, running = 0, 0
    for n in range(1, parts):
        share = work * n // parts
        while end < len(counts) and running + counts[end] <= share:
            running += counts[end]
            end += 1
        ends.append(end)
    return ends


class _Worker:
    """A forked process mining `sessions`; its tasks are read back through a pipe."""

    def __init__(self, process: multiprocessing.process.BaseProcess, receive: Connection,
                 sessions: list[Session], weights: LinearModel | None) -> None:
        self.process, self.receive = process, receive
        self.sessions, self.weights = sessions, weights

    @classmethod
    def start(cls, sessions: list[Session], weights: LinearModel | None) -> _Worker | None:
        """The worker, mining; None when no process could be started."""
        context = multiprocessing.get_context("fork")
        receive, send = context.Pipe(duplex=False)
        process = context.Process(target=_work, args=(send, sessions, weights), daemon=True,
                                  name="skillopt-sleep mining")
        try:
            process.start()
        except OSError as exc:  # no process left to fork (a limit): mined here
            log.warning("could not start a mining worker (%s); mining here", exc)
            receive.close()
            return None
        finally:
            send.close()  # the worker's end: one that dies is then seen as the pipe's end
        return cls(process, receive, sessions, weights)

    def stop(self) -> None:
        self.receive.close()
        self.process.terminate()
        self.process.join()

    def tasks(self) -> list[Task]:
        """The worker's tasks, or the same mined here when it failed or died."""
        try:
            what, found = self.receive.recv()
        except Exception as exc:  # it died, or sent what does not unpickle: mined here
            what, found = "error", f"the worker stopped ({type(exc).__name__})"
        finally:
            self.receive.close()
            self.process.join()
        if what == "tasks" and isinstance(found, list):
            return found
        log.warning("the mining worker failed (%s); mining its sessions here", found)
        return _miner(self.sessions, self.weights)


def _work(send: Connection, sessions: list[Session], weights: LinearModel | None) -> None:
    """In the worker: mine, and send back the tasks or why it could not."""
    try:
        send.send(("tasks", _miner(sessions, weights)))
    except Exception as exc:  # sent back, so the sessions are mined (and fail) in the parent
        send.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        send.close()
