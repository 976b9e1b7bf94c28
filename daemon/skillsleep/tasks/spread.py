"""Mining many sessions on several cores: the first sessions in forked worker processes, the
last here, meeting wherever the work puts them.

A first mining reads a whole history, and mining (the follow-up decisions, kinds and judges, all
pattern matching in Python) takes about a millisecond a request. Sessions are mined one by one
and independently, so when other CPUs are idle workers are forked from this process (each starts
in milliseconds), one per idle CPU but this one's. They take the sessions one at a time from the
front, in order, while this process first does what the caller must do anyway once mining is
done (when it says what) and then takes them one at a time from the back, until the two meet.
No share is fixed beforehand: a process that is slower (a session of many requests, loading the
encoder meanwhile, another program that starts on its CPU) simply takes fewer, and none waits
for another that still has many sessions to go. Each session's tasks are put back in the order
of the sessions, so the result is the one `mining.mine` gives, in the same order. A worker that
fails or dies only has the sessions it took mined here. Fewer requests than pay for a worker's
start, a busy machine, or a process that runs threads (the daemon: forking one is unsafe) mine
here alone.

The miner itself (its modules compile hundreds of patterns: a fifth of a second, as long as
mining a hundred and fifty requests, unless their programs are kept: `compiledpatterns`) is
imported here before the workers are forked, and they
inherit it compiled. No worker can mine before the miner is imported, in whichever process, so
importing it here first delays none of them, and each that imported it again would only spend
a fifth of a second of a CPU that this process or another program could use. A session may be
given as its stored document: it is decoded by the process that takes it.
"""

from __future__ import annotations

import logging
import multiprocessing
import sys
from collections.abc import Callable, Iterable, Iterator
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any

from ..compiledpatterns import kept
from ..cpus import MAX_WORKERS, Forked, idle_cpus, send_outcome, start_method
from ..sessiondata import Session

if TYPE_CHECKING:
    from .learned import LinearModel
    from .taskdata import Task  # not at run time: the judges' patterns are kept (import_miner)

log = logging.getLogger(__name__)

# Requests below which no worker is forked, and for each of which one more may be: mining
# costs about a millisecond a request, and forking, pickling and reading back a worker's tasks
# about 20 ms.
MIN_REQUESTS = 200

# Each session's tasks, by the session's place in the list mined.
Mined = dict[int, list["Task"]]
# A session, or its document as stored (decoded where it is mined).
Given = Session | dict[str, Any]


def _session(given: Given) -> Session:
    # Mining reads the turns, never the tool calls: a stored document's are not decoded.
    return given if isinstance(given, Session) else Session.from_doc(given, tool_calls=False)


def _requests(given: Given) -> int:
    if isinstance(given, Session):
        return sum(t.kind == "request" for t in given.turns)
    turns = given.get("turns")  # a damaged document fails where it is decoded, as anywhere
    return sum(isinstance(t, dict) and t.get("kind") == "request"
               for t in (turns if isinstance(turns, list) else ()))


def mine_spread(sessions: Iterable[Given], weights: LinearModel | None = None,
                meanwhile: Callable[[], object] | None = None) -> list[Task]:
    """`mining.mine(sessions, weights)` (each session given decoded or as its stored
    document), in as many processes as CPUs are idle (and requests pay for): workers take the
    sessions from the front, this process from the back. `meanwhile`: what this process has to
    do after mining anyway, done here before it takes its first session (only when there is a
    worker)."""
    sessions = list(sessions)
    import_miner()
    total = sum(_requests(s) for s in sessions)
    if total < MIN_REQUESTS or start_method() != "fork":
        return _miner(sessions, weights)
    parts = min(idle_cpus(), 1 + MAX_WORKERS, 1 + total // MIN_REQUESTS)
    if parts < 2:
        return _miner(sessions, weights)
    try:
        queue = _Queue(len(sessions))
    except OSError as exc:  # no shared memory to be had (a sandbox): mined here
        log.warning("could not share the mining between processes (%s); mining here", exc)
        return _miner(sessions, weights)
    workers: list[_Worker] = []
    mined: Mined = {}
    try:
        for _ in range(parts - 1):
            worker = _Worker.start(sessions, weights, queue)
            if worker is not None:
                workers.append(worker)
        if not workers:
            return _miner(sessions, weights)
        if meanwhile is not None:
            meanwhile()
        _mine_taken(sessions, weights, queue.from_back(), mined)
    except _Stuck:
        # A worker died holding the queue: the others would wait for it forever.
        log.warning("the mining workers stopped taking sessions; mining the rest here")
        for w in workers:
            w.stop()
        workers = []
    except BaseException:
        for w in workers:
            w.stop()  # none outlives the mining it was started for
        raise
    for w in workers:
        mined.update(w.tasks())
    # What no one mined: sessions a worker took and did not send back (it failed or died).
    left = [i for i in range(len(sessions)) if i not in mined]
    if left:
        log.warning("a mining worker failed; mining its %d sessions here", len(left))
        _mine_taken(sessions, weights, iter(left), mined)
    return [t for i in range(len(sessions)) for t in mined[i]]


def import_miner() -> None:
    """Import the miner (here, before any worker is forked: they inherit it) and the reader of
    standing preferences that reads every mining's tasks, their patterns' programs taken from
    those kept for this installation (`compiledpatterns`). Called before anything else imports
    either (the pattern of a module imported outside the block is compiled in every process)."""
    if f"{__package__}.mining" not in sys.modules:
        with kept("miner"):
            from . import mining, standing  # noqa: F401


def _miner(sessions: list[Given], weights: LinearModel | None) -> list[Task]:
    """`mining.mine`, imported when first called."""
    from .mining import mine

    return mine([_session(s) for s in sessions], weights)


def _mine_taken(sessions: list[Given], weights: LinearModel | None,
                taken: Iterator[int], mined: Mined | None = None) -> Mined:
    """The tasks of the sessions at the places `taken` gives, one at a time, each mined as
    `mining.mine(sessions)` mines it, added to `mined` as they are (what was mined stays
    there when the taking stops with an error)."""
    from . import memo
    from .mining import mine_session

    mined = {} if mined is None else mined
    with memo.mining(len(sessions)):
        for i in taken:
            mined[i] = mine_session(_session(sessions[i]), weights)
    return mined


class _Stuck(Exception):
    """The queue's lock was not had in LOCK_WAIT_S: a process died holding it."""


# The lock is held for a few instructions; a process that cannot have it in this long never
# will (its holder was killed in between).
LOCK_WAIT_S = 5.0


class _Queue:
    """The places of the sessions no process has taken yet: [front, back), shared by the
    processes forked after it was made."""

    def __init__(self, size: int) -> None:
        context = multiprocessing.get_context("fork")
        self.lock = context.Lock()
        self.front = context.RawValue("q", 0)
        self.back = context.RawValue("q", size)

    def _take(self, front: bool) -> int | None:
        if not self.lock.acquire(timeout=LOCK_WAIT_S):
            raise _Stuck
        try:
            if self.front.value >= self.back.value:
                return None
            if front:
                self.front.value += 1
                return self.front.value - 1
            self.back.value -= 1
            return self.back.value
        finally:
            self.lock.release()

    def from_front(self) -> Iterator[int]:
        """The next place from the front, until none is left (or the queue is stuck: what
        was not taken is then mined by the process that made it)."""
        try:
            while (taken := self._take(front=True)) is not None:
                yield taken
        except _Stuck:
            return

    def from_back(self) -> Iterator[int]:
        """The next place from the back, until none is left; _Stuck when the queue is."""
        while (taken := self._take(front=False)) is not None:
            yield taken


class _Worker(Forked):
    """A forked process mining sessions it takes from the front of the queue; its tasks are
    read back through a pipe."""

    @classmethod
    def start(cls, sessions: list[Given], weights: LinearModel | None,
              queue: _Queue) -> _Worker | None:
        """The worker, mining; None when no process could be started (mined here)."""
        return cls.fork(_work, (sessions, weights, queue), "skillopt-sleep mining")

    def tasks(self) -> Mined:
        """The tasks of the sessions the worker took; none when it failed or died (the
        sessions it took are then mined here)."""
        what, found = self.outcome()
        if what == "tasks" and _well_formed(found):
            return found
        log.warning("the mining worker failed (%s)", found)
        return {}


def _well_formed(found: Any) -> bool:
    return isinstance(found, dict) and all(
        isinstance(i, int) and isinstance(ts, list) for i, ts in found.items())


def _work(send: Connection, sessions: list[Given], weights: LinearModel | None,
          queue: _Queue) -> None:
    """In the worker: mine the sessions taken from the front, and send back their tasks or why
    it could not."""
    send_outcome(send, "tasks", lambda: _mine_taken(sessions, weights, queue.from_front()))
