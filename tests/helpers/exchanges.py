"""One exchange of a session, written for a table of requests: what the person asked last and
what the agent replied, and whether the shipped model makes the next request a new task."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from skillsleep.tasks.followups import Previous, decide
from skillsleep.tasks.kinds import kind_of

T0 = datetime(2026, 11, 3, 10, 0, tzinfo=UTC)


@dataclass(frozen=True)
class Before:
    """What the agent was asked last and what it replied."""

    request: str
    reply: str

    def previous(self) -> Previous:
        return Previous(kind_of(self.request), self.reply, T0, request=self.request)


def decided_new(before: Before, words: str) -> bool:
    """The shipped model's decision on `words` said two minutes after `before`."""
    return decide(words, before.previous(), T0 + timedelta(minutes=2)).new
