"""Encoding a first mining's batches on two cores: the dearest in a forked worker process, the
rest here, each batch encoded whole.

After mining, the requests no built-in kind fits are encoded before they can be clustered, and
nothing else can run meanwhile: on a real history that is a tenth of a second and more of matrix
products on one core while the other idles. Threads do not help: the BLAS that numpy ships runs
the products of two threads one after the other. So when a CPU is idle and there is work enough
to pay for it, a worker is forked (a few milliseconds: the weights are shared, not copied) and
encodes the batches given to it, dearest first, while this process encodes the others; the
shares are fixed beforehand, each batch going to the process with less work so far. Every batch
is encoded whole by the same code in either process, so the vectors are those of encoding one
batch after the other, bit for bit. A worker that fails or dies only has its batches encoded
here; a process that runs threads (the daemon: forking one is unsafe), a busy machine or a few
requests encode here alone.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from ..cpus import Forked, idle_cpus, send_outcome, start_method

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

log = logging.getLogger(__name__)

# Token ids of each text of a batch.
Batch = list[list[int]]
Encode = Callable[[Batch], np.ndarray]

# Work (`work`) below which no worker is forked: about 60 ms of encoding on one core, against
# a fork, and the vectors sent back, of a few milliseconds.
MIN_FORKED_WORK = 400_000
# A layer's matrix products multiply 12 x 384 x 384 times a token, its attention 2 x 384 times
# a pair of tokens: in a batch this many tokens long, the two would cost the same.
_ATTENTION_EVEN = 6 * 384


def work(batch: Batch) -> int:
    """About how much encoding a batch is: its padded tokens, each attending to every other."""
    length = max(len(ids) for ids in batch)
    return len(batch) * length * (length + _ATTENTION_EVEN)


def pays_a_worker(batches: Sequence[Batch]) -> bool:
    """Is there work enough for a second process, a CPU for it, and is forking safe here?"""
    return len(batches) > 1 and sum(map(work, batches)) >= MIN_FORKED_WORK \
        and start_method() == "fork" and idle_cpus() > 1


def shares(batches: Sequence[Batch]) -> tuple[list[int], list[int]]:
    """(the worker's, this process's) batches by place: dearest first, each to the process with
    less work so far (the worker takes the dearest)."""
    theirs: list[int] = []
    ours: list[int] = []
    loads = [0, 0]
    for k in sorted(range(len(batches)), key=lambda k: -work(batches[k])):
        lighter = 0 if loads[0] <= loads[1] else 1
        (theirs if lighter == 0 else ours).append(k)
        loads[lighter] += work(batches[k])
    return theirs, ours


def each_batch(encode: Encode, batches: Sequence[Batch], forked: bool) -> list[np.ndarray]:
    """`encode` of every batch, in order; with `forked`, a forked worker encodes its share
    (`shares`) meanwhile."""
    if not forked:
        return [encode(b) for b in batches]
    theirs, ours = shares(batches)
    worker = _Worker.start(encode, batches, theirs)
    found: dict[int, np.ndarray] = {}
    try:
        for k in ours:
            found[k] = encode(batches[k])
    except BaseException:
        if worker is not None:
            worker.stop()  # none outlives the encoding it was started for
        raise
    if worker is not None:
        found.update(worker.vectors(len(batches)))
    # What no worker sent back (none started, or it failed) is encoded here.
    return [found[k] if k in found else encode(batches[k]) for k in range(len(batches))]


class _Worker(Forked):
    """A forked process encoding the batches it was given; their vectors are read back through
    a pipe."""

    @classmethod
    def start(cls, encode: Encode, batches: Sequence[Batch],
              theirs: list[int]) -> _Worker | None:
        """The worker, encoding; None when no process could be started (encoded here)."""
        return cls.fork(_work, (encode, batches, theirs), "skillopt-sleep encoding")

    def vectors(self, count: int) -> dict[int, np.ndarray]:
        """The vectors of the batches the worker encoded, by place; none when it failed or
        died (they are then encoded here)."""
        what, found = self.outcome()
        if what == "vectors" and _well_formed(found, count):
            return found
        log.warning("the encoding worker failed (%s)", found)
        return {}


def _well_formed(found: Any, count: int) -> bool:
    return isinstance(found, dict) and all(
        isinstance(k, int) and 0 <= k < count and isinstance(v, np.ndarray)
        for k, v in found.items())


def _work(send: Connection, encode: Encode, batches: Sequence[Batch],
          theirs: list[int]) -> None:
    """In the worker: encode its batches, and send back their vectors or why it could not."""
    send_outcome(send, "vectors", lambda: {k: encode(batches[k]) for k in theirs})
