"""What mining decided about a person's words, remembered while a session grows.

After every harvest the sessions it changed are mined again. A session that only grew is
mined on from its last task (`mining.py`); what is mined again whole (a session whose earlier
turns changed, the last task's own requests and quotes) has its requests decided (new task or
follow-up) and its quotes read for judges once more, mostly with the very same words and the
very same agent's message before them. Those answers are pure functions of their words, so a
process (the daemon) remembers the last ones it computed and answers again from memory. The
agent's message enters a key only as a digest (messages are long; a process keeps no copy of
them), and only so many answers are kept. Only a mining of a few sessions (after a harvest of
some turns) remembers: answers kept from a mining of a whole history, made among all its
passing objects, kept the daemon's heap from shrinking after it (7 MB more resident when idle).
"""

from __future__ import annotations

import contextlib
import hashlib
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from typing import Generic, TypeVar

V = TypeVar("V")
KEPT = 1024  # answers kept per question: more than the requests of the sessions a turn touches
FEW_SESSIONS = 16  # a mining of at most these many sessions remembers


def digest(text: str) -> bytes:
    """A long text as it enters a key."""
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()


class Remembered(Generic[V]):
    """The last answers to one question, by key, least recently used forgotten first."""

    def __init__(self, size: int = KEPT) -> None:
        self.size = size
        self._answers: OrderedDict[Hashable, V] = OrderedDict()

    def get(self, key: Hashable, compute: Callable[[], V]) -> V:
        if not _remembering:
            return compute()
        answer = self.find(key)
        if answer is None:
            answer = compute()
            self.keep(key, answer)
        return answer

    def find(self, key: Hashable) -> V | None:
        """The answer remembered for `key`, None when there is none (or nothing is
        remembered now)."""
        if not _remembering:
            return None
        answer = self._answers.get(key)
        if answer is not None:
            self._answers.move_to_end(key)
        return answer

    def keep(self, key: Hashable, answer: V) -> None:
        """Remember `answer` for `key` (only while answers are remembered)."""
        if not _remembering:
            return
        self._answers[key] = answer
        self._answers.move_to_end(key)
        if len(self._answers) > self.size:
            self._answers.popitem(last=False)

    def clear(self) -> None:
        self._answers.clear()

    def __len__(self) -> int:
        return len(self._answers)


_remembering = False


def remembering() -> bool:
    """Whether answers are remembered now (a mining of a few sessions runs)."""
    return _remembering


@contextlib.contextmanager
def mining(sessions: int) -> Iterator[None]:
    """Answers are remembered while a mining of at most FEW_SESSIONS sessions runs."""
    global _remembering
    before, _remembering = _remembering, sessions <= FEW_SESSIONS
    try:
        yield
    finally:
        _remembering = before
