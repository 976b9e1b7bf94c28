"""Sessions as the harvesters store them, mined as after a harvest, and what a process that
remembers nothing of earlier minings mines from them: for the tests of what mining remembers."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from skillsleep.sessiondata import Session, Turn
from skillsleep.tasks import followups, mining
from skillsleep.tasks.judges import mine as judges_mine
from skillsleep.tasks.mining import mine

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def of_turns(turns: list[tuple[str, str]], sid: str = "s1", started: datetime = T0) -> Session:
    """A Claude Code session of (kind, text) turns, a minute apart."""
    return Session("claude-code", sid, "/work/shop", started=started, turns=[
        Turn("assistant" if kind == "response" else "user", kind, text,  # type: ignore[arg-type]
             T0 + timedelta(minutes=i), record=f"r{i}")
        for i, (kind, text) in enumerate(turns)])


def forget() -> None:
    """Forget all that mining remembers in this process."""
    followups._DECIDED.clear()
    judges_mine._FOUND.clear()
    mining._RESUMES.clear()


@pytest.fixture(autouse=True)
def forgotten() -> Iterator[None]:
    """Each test of a module that imports it starts and ends with nothing remembered."""
    forget()
    yield
    forget()


def as_stored(tasks: list[Any]) -> list[dict[str, Any]]:
    """The tasks as stored, with the words they were mined from."""
    return [{**t.to_doc(), "said": [repr(q) for q in t.said]} for t in tasks]


def cold(s: Session) -> list[dict[str, Any]]:
    """What a process that remembers nothing mines from the session, as after a harvest; it
    leaves nothing remembered."""
    forget()
    tasks = as_stored(mine([s]))
    forget()
    return tasks
