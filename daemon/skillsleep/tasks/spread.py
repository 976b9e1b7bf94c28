"""Mining many sessions on two cores: the first part in a forked worker process, the rest here.

A first mining reads a whole history, and mining (the follow-up decisions, kinds and judges, all
pattern matching in Python) takes about a millisecond a request. Sessions are mined one by one
and independently, so when another CPU is idle the earlier sessions are mined in a worker
forked from this process (it starts in milliseconds with the miner already loaded) while this
one mines the later ones (and first what the caller must do anyway once mining is done, when
it says what); the worker's tasks come back pickled and go first, so the result is the one
`mining.mine` gives, in the same order. A worker that fails or dies only has its sessions
mined here. Fewer requests than pay for the worker's start, a busy machine, or a process that
runs threads (the daemon: forking one is unsafe) mine here alone.
"""

from __future__ import annotations

import logging
import multiprocessing
from collections.abc import Callable, Iterable
from multiprocessing.connection import Connection

from ..cpus import idle_cpus, start_method
from ..sessiondata import Session
from .learned import LinearModel
from .mining import mine
from .taskdata import Task

log = logging.getLogger(__name__)

# Requests below which no worker is forked: mining costs about a millisecond a request, and
# forking, pickling and reading back the worker's tasks about 20 ms.
MIN_REQUESTS = 200
# What `meanwhile` costs this process, in requests mined: importing numpy and the clustering
# modules and loading the encoder's weights took as long as mining about 240 requests.
MEANWHILE_REQUESTS = 240


def _requests(session: Session) -> int:
    return sum(t.kind == "request" for t in session.turns)


def mine_spread(sessions: Iterable[Session], weights: LinearModel | None = None,
                meanwhile: Callable[[], object] | None = None) -> list[Task]:
    """`mining.mine(sessions, weights)`, the first half of the work mined in a worker process
    when a CPU is idle and there are enough requests. `meanwhile`: what this process has to do
    after mining anyway, done here while the worker mines (only when there is a worker; it
    counts as MEANWHILE_REQUESTS requests when the work is halved)."""
    sessions = list(sessions)
    counts = [_requests(s) for s in sessions]
    total = sum(counts)
    if total < MIN_REQUESTS or idle_cpus() < 2 or start_method() != "fork":
        return mine(sessions, weights)
    half = (total + (MEANWHILE_REQUESTS if meanwhile is not None else 0)) // 2
    cut, running = 0, 0
    while cut < len(sessions) and running + counts[cut] <= half:
        running += counts[cut]
        cut += 1
    first, rest = sessions[:cut], sessions[cut:]
    if not first or (not rest and meanwhile is None):
        return mine(sessions, weights)
    worker = _Worker.start(first, weights)
    try:
        if worker is not None and meanwhile is not None:
            meanwhile()
        mined_here = mine(rest, weights)
    except BaseException:
        if worker is not None:
            worker.stop()  # none outlives the mining it was started for
        raise
    return (worker.tasks() if worker is not None else mine(first, weights)) + mined_here


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
        return mine(self.sessions, self.weights)


def _work(send: Connection, sessions: list[Session], weights: LinearModel | None) -> None:
    """In the worker: mine, and send back the tasks or why it could not."""
    try:
        send.send(("tasks", mine(sessions, weights)))
    except Exception as exc:  # sent back, so the sessions are mined (and fail) in the parent
        send.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        send.close()
