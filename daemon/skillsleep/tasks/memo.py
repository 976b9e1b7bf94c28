"""What mining decided about a person's words, remembered while a session grows.

After every harvest the sessions it changed are mined again, whole: a turn added to a long
session has every earlier request decided (new task or follow-up) and every earlier quote read
for judges once more, with the very same words and the very same agent's message before them.
Those answers are pure functions of their words, so a process (the daemon) remembers the last
ones it computed and answers again from memory. The agent's message enters a key only as a
digest (messages are long; a process keeps no copy of them), and only so many answers are
kept: a mining of a whole history remembers no more than one of a few sessions.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")
KEPT = 1024  # answers kept per question: more than the requests of the sessions a turn touches


def digest(text: str) -> bytes:
    """A long text as it enters a key."""
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()


class Remembered(Generic[V]):
    """The last answers to one question, by key, least recently used forgotten first."""

    def __init__(self, size: int = KEPT) -> None:
        self.size = size
        self._answers: OrderedDict[Hashable, V] = OrderedDict()

    def get(self, key: Hashable, compute: Callable[[], V]) -> V:
        answer = self._answers.get(key)
        if answer is not None:
            self._answers.move_to_end(key)
            return answer
        answer = self._answers[key] = compute()
        if len(self._answers) > self.size:
            self._answers.popitem(last=False)
        return answer

    def clear(self) -> None:
        self._answers.clear()

    def __len__(self) -> int:
        return len(self._answers)
