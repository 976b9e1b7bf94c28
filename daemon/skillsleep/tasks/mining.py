"""Tasks from sessions: each new request starts one; its follow-ups refine it and say how it went.

Only turns of kind "request" are the person's words. Interruptions are outcome signals; injected
context, compaction summaries, tool output, slash commands, hooks, subagent replays and our own
headless calls are never tasks. Whether a request starts a task or continues the one in progress
is `followups.decide`'s call; a follow-up joins its task as context, its words can add to the
task's judges, and what it says about the last answer (thanks, a correction, "revert that") is
the task's evidence.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..sessiondata import Session, Turn
from . import memo
from .followups import Exchange, decide
from .instruction import instruction_of
from .judges import Origin
from .judges.mine import Quote, derive
from .kinds import Kind
from .learned import LinearModel
from .outcomes import decide as decide_outcome
from .signals import Signal, classify, split_approval
from .taskdata import Task
from .text import PLACEHOLDERS, has_words, normalize, words

MAX_REQUEST_CHARS = 4000
MAX_CONTEXT = 12  # follow-ups kept per task; later ones still count as signals


def task_id(harness: str, session_id: str, request: str, occurrence: int = 1) -> str:
    """Stable across runs: the same request in the same session always gets the same id."""
    key = f"{harness}\0{session_id}\0{request}"
    if occurrence > 1:
        key += f"\0{occurrence}"
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]


def _iso(turn: Turn, session: Session) -> str | None:
    when = turn.time or session.started
    return when.isoformat().replace("+00:00", "Z") if when else None


@dataclass
class _Open:
    task: Task
    quotes: list[Quote] = field(default_factory=list)
    signals: list[Signal] = field(default_factory=list)


def mine_session(session: Session, weights: LinearModel | None = None) -> list[Task]:
    """The tasks of one session, in order, with context, outcome, evidence and judges.
    `weights`: another follow-up model than the shipped one."""
    tasks: list[Task] = []
    current: _Open | None = None
    seen: dict[str, int] = {}
    exchange = Exchange()

    def close() -> None:
        if current is None:
            return
        current.task.outcome, current.task.evidence = decide_outcome(current.signals)
        current.task.judges = derive(current.quotes)
        current.task.said = list(current.quotes)
        tasks.append(current.task)

    for index, turn in enumerate(session.turns):
        if turn.kind != "request":
            exchange.see(turn)
            if turn.kind == "interruption" and current is not None:
                current.signals.append(Signal("interruption", turn.text or "interrupted", index))
            continue
        text = (turn.text or "").strip()[:MAX_REQUEST_CHARS]
        if not text:
            continue
        origin = Origin(session.harness, session.session_id, turn.record)
        reply = exchange.reply
        decision = decide(text, exchange.previous(), turn.time, weights)
        exchange.asked(text, turn.time)
        if decision.new and says_nothing(text, decision.kind):
            # Pasted code or a log with no words around it: context, never a task of its own.
            if current is not None and len(current.task.context) < MAX_CONTEXT:
                current.task.context.append(text[:500])
            continue
        if not decision.new:
            if current is not None:
                _follow_up(current, text, origin, index, reply)
            # After a compaction the task in progress is in the summary, not here: its
            # follow-ups are nobody's task.
            continue
        approved, rest = split_approval(text)
        if current is not None:
            # "Thanks! Now write the tests": an approval of the last task, then a new one.
            current.signals.append(Signal("approval" if approved else "moved_on", text, index))
        if approved and rest:
            text = rest
        close()
        seen[text] = seen.get(text, 0) + 1
        current = _Open(
            Task(id=task_id(session.harness, session.session_id, text, seen[text]),
                 request=text, harness=session.harness, session_id=session.session_id,
                 project=session.project, time=_iso(turn, session),
                 kind=decision.kind.id if decision.kind else None, origin=origin,
                 branch=session.branch),
            quotes=[Quote(text, origin, reply=reply)],
        )
    close()
    return tasks


def _follow_up(current: _Open, text: str, origin: Origin, index: int, reply: str) -> None:
    said = classify(text, current.task.request)
    if said == "approval":
        current.signals.append(Signal("approval", text, index))
        # "thanks" asks for nothing, but "yes, do that" may take up what the agent proposed.
        current.quotes.append(Quote(text, origin, followup=True, reply=reply))
        return
    if said in ("correction", "revert", "retry"):
        current.signals.append(Signal(said, text, index))
    if len(current.task.context) < MAX_CONTEXT:
        current.task.context.append(text)
    current.quotes.append(Quote(text, origin, followup=True, reply=reply))


def says_nothing(text: str, kind: Kind | None) -> bool:
    """Is the request only pasted code or a log? One typed word that names the work ("push",
    "commit") says what to do; a paste that merely looks like a kind of work (a log reads as
    debugging) does not."""
    if has_words(text):
        return False
    # The typed word itself, not a path or a name it sits in ("/var/log/error.log").
    typed = " ".join(w for w in words(normalize(instruction_of(text).words))
                     if w not in PLACEHOLDERS)
    return kind is None or not kind.asked_in(typed)


def mine(sessions: Iterable[Session], weights: LinearModel | None = None) -> list[Task]:
    sessions = list(sessions)
    out: list[Task] = []
    with memo.mining(len(sessions)):
        for s in sessions:
            out.extend(mine_session(s, weights))
    return out
