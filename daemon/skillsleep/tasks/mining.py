"""Tasks from sessions: each new request starts one; its follow-ups refine it and say how it went.

Only turns of kind "request" are the person's words. Interruptions are outcome signals; injected
context, compaction summaries, tool output, slash commands, hooks, subagent replays and our own
headless calls are never tasks. Whether a request starts a task or continues the one in progress
is `followups.decide`'s call; a follow-up joins its task as context, its words can add to the
task's judges, and what it says about the last answer (thanks, a correction, "revert that") is
the task's evidence.

A session grows a turn at a time, and is mined again after each harvest: a process that mined
it before goes on from where it stopped, with the task in progress as it was then, when every
turn before reads as it did (`_Resume`); the tasks it hands out are the very ones mining from
the first turn gives.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from operator import attrgetter
from typing import TypeVar

from ..sessiondata import Session, Turn
from . import memo, minerversion
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


@dataclass(frozen=True)
class _Resume:
    """Where mining a session picks up when it grew: where the last mining of it stopped, with
    all it knew there (the tasks closed, the task in progress before it was closed, the
    exchange, the requests seen). A session whose turns up to there read the same (`read`,
    compared whole: a session's turns are short texts, and comparing them costs a fifth of
    making a digest of them) is mined on from there. What is kept is as mined, and each mining
    is handed copies of its own (the pipeline changes the tasks it is handed)."""

    head: tuple[object, ...]  # the miner's version and the session's own fields it reads
    read: tuple[tuple[object, ...], ...]  # what mining read of each turn before `at`
    at: int
    exchange: Exchange
    closed: list[Task]
    current: _Open | None
    seen: dict[str, int]


# The last sessions mined, each with where its mining picks up again.
_RESUMES: memo.Remembered[_Resume] = memo.Remembered(memo.FEW_SESSIONS)


def mine_session(session: Session, weights: LinearModel | None = None) -> list[Task]:
    """The tasks of one session, in order, with context, outcome, evidence and judges.
    `weights`: another follow-up model than the shipped one. While a few sessions are mined
    (`memo`), a session mined before that grew since is mined on from where it stopped."""
    resumable = weights is None and memo.remembering()
    mining = _Mining(session, weights, resumable)
    kept = _RESUMES.find(session.key) if resumable else None
    if kept is not None and kept.head == _head(session) and kept.at <= len(session.turns) \
            and tuple(map(_READ, session.turns[:kept.at])) == kept.read:
        mining.resume(kept)
    else:
        kept = None
    tasks = mining.run()
    if resumable:
        _RESUMES.keep(session.key, mining.resumes(kept))
    return tasks


class _Mining:
    """One session's mining, turn by turn. `resumable`: what is known at the end is kept
    (`resumes`)."""

    def __init__(self, session: Session, weights: LinearModel | None, resumable: bool) -> None:
        self.session, self.weights, self.resumable = session, weights, resumable
        self.tasks: list[Task] = []
        self.current: _Open | None = None
        self.seen: dict[str, int] = {}
        self.exchange = Exchange()
        self.start = 0
        # At the end, before the task in progress was closed: what it was, how many were.
        self.last: _Open | None = None
        self.closed = 0

    def resume(self, kept: _Resume) -> None:
        """Go on from where `kept` says, as if every turn before it was mined here."""
        self.tasks = [_copy(t) for t in kept.closed]
        self.seen = dict(kept.seen)
        self.exchange = replace(kept.exchange)
        self.current = _copy_open(kept.current) if kept.current is not None else None
        self.start = kept.at

    def resumes(self, kept: _Resume | None) -> _Resume:
        """Where the next mining of this session, grown, picks up (after `run`)."""
        turns = self.session.turns
        if kept is not None and kept.at == len(turns):
            return kept  # nothing was added: the same place
        # The turns read and the tasks closed since `kept`; those before are kept's own.
        before = kept.closed if kept is not None else []
        closed = before + [_copy(t) for t in self.tasks[len(before):self.closed]]
        start = kept.at if kept is not None else 0
        read = (kept.read if kept is not None else ()) + tuple(map(_READ, turns[start:]))
        return _Resume(_head(self.session), read, len(turns), replace(self.exchange), closed,
                       self.last, dict(self.seen))

    def close(self) -> None:
        current = self.current
        if current is None:
            return
        current.task.outcome, current.task.evidence = decide_outcome(current.signals)
        current.task.judges = derive(current.quotes)
        current.task.said = list(current.quotes)
        self.tasks.append(current.task)

    def run(self) -> list[Task]:
        session, exchange = self.session, self.exchange
        for index in range(self.start, len(session.turns)):
            turn = session.turns[index]
            if turn.kind != "request":
                exchange.see(turn)
                if turn.kind == "interruption" and self.current is not None:
                    self.current.signals.append(
                        Signal("interruption", turn.text or "interrupted", index))
                continue
            text = (turn.text or "").strip()[:MAX_REQUEST_CHARS]
            if not text:
                continue
            origin = Origin(session.harness, session.session_id, turn.record)
            reply = exchange.reply
            decision = decide(text, exchange.previous(), turn.time, self.weights)
            exchange.asked(text, turn.time)
            current = self.current
            if decision.new and says_nothing(text, decision.kind):
                # Pasted code or a log with no words around it: context, never a task of its
                # own.
                if current is not None and len(current.task.context) < MAX_CONTEXT:
                    current.task.context.append(text[:500])
                continue
            if not decision.new:
                if current is not None:
                    _follow_up(current, text, origin, index, reply)
                    current.task.last_said = _iso(turn, session)
                # After a compaction the task in progress is in the summary, not here: its
                # follow-ups are nobody's task.
                continue
            approved, rest = split_approval(text)
            if current is not None:
                # "Thanks! Now write the tests": an approval of the last task, then a new one.
                current.signals.append(Signal("approval" if approved else "moved_on", text,
                                              index))
            if approved and rest:
                text = rest
            self.close()
            self.seen[text] = self.seen.get(text, 0) + 1
            self.current = _Open(
                Task(id=task_id(session.harness, session.session_id, text, self.seen[text]),
                     request=text, harness=session.harness, session_id=session.session_id,
                     project=session.project, time=_iso(turn, session),
                     kind=decision.kind.id if decision.kind else None, origin=origin,
                     branch=session.branch),
                quotes=[Quote(text, origin, reply=reply)],
            )
        if self.resumable:
            self.closed = len(self.tasks)
            self.last = _copy_open(self.current) if self.current is not None else None
        self.close()
        return self.tasks


# All that mining reads of a turn: equal for two turns, mining reads them the same.
_READ = attrgetter("kind", "record", "time", "text")


def _head(session: Session) -> tuple[object, ...]:
    """All that mining reads of the session but its turns, with the miner's version."""
    return (minerversion.MINER, session.harness, session.session_id, session.project,
            session.started, session.branch)


def _copy(task: Task) -> Task:
    """A task of its own, as mining makes it: the pipeline sets its family, adds to its judges
    and changes them. (Each copied as its attributes: a copy through the constructor or `copy`
    costs a session of hundreds of tasks a millisecond.)"""
    own = _shallow(task)
    own.context, own.evidence, own.said = list(task.context), list(task.evidence), \
        list(task.said)
    own.judges = [_shallow(j) for j in task.judges]
    for judge in own.judges:
        judge.said_in = list(judge.said_in)
    return own


def _copy_open(current: _Open) -> _Open:
    """A task in progress of its own: closing it sets its outcome, evidence and judges."""
    return _Open(_copy(current.task), list(current.quotes), list(current.signals))


_T = TypeVar("_T")


def _shallow(obj: _T) -> _T:
    own = object.__new__(type(obj))
    own.__dict__.update(obj.__dict__)
    return own


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
