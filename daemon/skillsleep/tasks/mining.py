"""Tasks from sessions: each new request starts one; its follow-ups refine it and say how it went.

Only turns of kind "request" are the person's words. Interruptions are outcome signals; injected
context, compaction summaries, tool output, slash commands, hooks, subagent replays and our own
headless calls are never tasks.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..model import Session
from .judges import Quote, derive
from .model import Task
from .outcomes import decide
from .signals import Signal, classify, split_approval
from .text import has_words

MAX_REQUEST_CHARS = 4000
MAX_CONTEXT = 12  # follow-ups kept per task; later ones still count as signals


def task_id(harness: str, session_id: str, request: str, occurrence: int = 1) -> str:
    """Stable across runs: the same request in the same session always gets the same id."""
    key = f"{harness}\0{session_id}\0{request}"
    if occurrence > 1:
        key += f"\0{occurrence}"
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]


@dataclass
class _Open:
    task: Task
    quotes: list[Quote] = field(default_factory=list)
    signals: list[Signal] = field(default_factory=list)


def mine_session(session: Session) -> list[Task]:
    """The tasks of one session, in order, with context, outcome, evidence and judges."""
    tasks: list[Task] = []
    current: _Open | None = None
    seen: dict[str, int] = {}

    def close() -> None:
        if current is None:
            return
        current.task.outcome, current.task.evidence = decide(current.signals)
        current.task.judges = derive(current.quotes)
        tasks.append(current.task)

    for index, turn in enumerate(session.turns):
        where = f"{session.key} turn {index}"
        if turn.kind == "interruption":
            if current is not None:
                current.signals.append(Signal("interruption", turn.text or "interrupted", index))
            continue
        if turn.kind != "request":
            continue
        text = (turn.text or "").strip()[:MAX_REQUEST_CHARS]
        if not text:
            continue
        kind = classify(text, current.task.request if current else None)
        if kind == "new" and not has_words(text):
            # Pasted code or a log with no words around it: context, never a task of its own.
            if current is not None and len(current.task.context) < MAX_CONTEXT:
                current.task.context.append(text[:500])
            continue
        if kind == "approval" and current is not None:
            current.signals.append(Signal("approval", text, index))
            continue
        if kind != "new" and current is not None:
            if kind != "refinement":
                current.signals.append(Signal(kind, text, index))
            if len(current.task.context) < MAX_CONTEXT:
                current.task.context.append(text)
            current.quotes.append(Quote(text, where, followup=True))
            continue
        approved, rest = split_approval(text)
        if approved and current is not None:
            # "Thanks! Now write the tests": an approval of the last task, then a new one.
            current.signals.append(Signal("approval", text, index))
            text = rest
        elif current is not None:
            current.signals.append(Signal("moved_on", text, index))
        close()
        seen[text] = seen.get(text, 0) + 1
        current = _Open(
            Task(
                id=task_id(session.harness, session.session_id, text, seen[text]),
                request=text, harness=session.harness, session_id=session.session_id,
                project=session.project,
                time=(turn.time or session.started).isoformat().replace("+00:00", "Z")
                if (turn.time or session.started) else None,
            ),
            quotes=[Quote(text, where)],
        )
    close()
    return tasks


def mine(sessions: Iterable[Session]) -> list[Task]:
    out: list[Task] = []
    for s in sessions:
        out.extend(mine_session(s))
    return out
