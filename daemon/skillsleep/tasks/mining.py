"""Tasks from sessions: each new request starts one; its follow-ups refine it and say how it went.

Only turns of kind "request" are the person's words. Interruptions are outcome signals; injected
context, compaction summaries, tool output, slash commands, hooks, subagent replays and our own
headless calls are never tasks. Whether a request starts a task or continues the one in progress
is `followups.decide`'s call; a follow-up joins its task as context, its words can add to the
task's judges, and what it says about the last answer (thanks, a correction, "revert that") is
the task's evidence.

A session grows a turn at a time, and is mined again after each harvest. A task's lot is sealed
once the next one opens, so a process that mined a session before goes on from the request that
opened its last task, when every turn before it reads as it did (`_Resume`); the tasks it hands
out are the very ones mining from the first turn gives.
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
_T = TypeVar("_T")
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
class _Opening:
    """The request that opened a task, with what mining knew right after it: enough to open
    the task again and go on from the next turn."""

    at: int  # the turn after the request
    text: str
    occurrence: int  # of the same words as a task's request in the session
    kind: str | None
    origin: Origin
    reply: str
    exchange: Exchange  # as it was after the request (a copy)


@dataclass(frozen=True)
class _Resume:
    """Where mining a session picks up when it grew: at the request that opened its last task.
    The tasks closed before it are final (what comes later adds only to the task in progress),
    so a session whose turns up to there read the same (`read`, compared whole: a session's
    turns are short texts, and a digest would cost as much to make) is mined from there on.
    The tasks are kept as mined, and each mining is handed copies of its own (the pipeline
    changes what it is handed)."""

    head: tuple[object, ...]  # the miner's version and the session's own fields it reads
    read: tuple[tuple[object, ...], ...]  # what mining read of each turn before the place
    opening: _Opening
    closed: list[Task]
    seen: dict[str, int]


# The last sessions mined, each with where its mining picks up again.
_RESUMES: memo.Remembered[_Resume] = memo.Remembered(memo.FEW_SESSIONS)


def mine_session(session: Session, weights: LinearModel | None = None) -> list[Task]:
    """The tasks of one session, in order, with context, outcome, evidence and judges.
    `weights`: another follow-up model than the shipped one. While a few sessions are mined
    (`memo`), a session mined before that grew since is mined on from its last task."""
    mining = _Mining(session, weights)
    resumable = weights is None and memo.remembering()
    kept = _RESUMES.find(session.key) if resumable else None
    if kept is not None and kept.head == _head(session) \
            and kept.opening.at <= len(session.turns) \
            and tuple(map(_READ, session.turns[:kept.opening.at])) == kept.read:
        mining.resume(kept)
    else:
        kept = None
    tasks = mining.run()
    if resumable and mining.opening is not None:
        _RESUMES.keep(session.key, mining.resumes(kept))
    return tasks


class _Mining:
    """One session's mining, turn by turn."""

    def __init__(self, session: Session, weights: LinearModel | None) -> None:
        self.session, self.weights = session, weights
        self.tasks: list[Task] = []
        self.current: _Open | None = None
        self.seen: dict[str, int] = {}
        self.exchange = Exchange()
        self.opening: _Opening | None = None
        self.start = 0

    def resume(self, kept: _Resume) -> None:
        """Go on from where `kept` says, as if every turn before it was mined here."""
        self.tasks = [_copy(t) for t in kept.closed]
        self.seen = dict(kept.seen)
        self.opening = kept.opening
        self.exchange = replace(kept.opening.exchange)
        self.current = self._open(kept.opening)
        self.start = kept.opening.at

    def resumes(self, kept: _Resume | None) -> _Resume:
        """Where the next mining of this session, grown, picks up (after `run`)."""
        opening = self.opening
        assert opening is not None
        if kept is not None and kept.opening is opening:
            return kept  # the same task is still the last: the same place
        # The turns and tasks since `kept`; those before it are kept's own already.
        before = kept.closed if kept is not None else []
        closed = before + [_copy(t) for t in self.tasks[len(before):-1]]
        start = kept.opening.at if kept is not None else 0
        read = (kept.read if kept is not None else ()) + tuple(
            map(_READ, self.session.turns[start:opening.at]))
        return _Resume(_head(self.session), read, opening, closed, dict(self.seen))

    def _open(self, opening: _Opening) -> _Open:
        session, text = self.session, opening.text
        return _Open(
            Task(id=task_id(session.harness, session.session_id, text, opening.occurrence),
                 request=text, harness=session.harness, session_id=session.session_id,
                 project=session.project, time=_iso(session.turns[opening.at - 1], session),
                 kind=opening.kind, origin=opening.origin, branch=session.branch),
            quotes=[Quote(text, opening.origin, reply=opening.reply)],
        )

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
            self.opening = _Opening(index + 1, text, self.seen[text],
                                    decision.kind.id if decision.kind else None, origin, reply,
                                    replace(exchange))
            self.current = self._open(self.opening)
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
