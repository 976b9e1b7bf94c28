"""Merging what a read found into what is stored, so no turn is ever counted twice.

A turn's identity is (role, kind, time, text); its record id is not part of it, so sessions
stored before turns carried record ids merge with a re-read of the same bytes. Merging keeps, for
each identity, as many copies as the larger of the stored and the newly read session has:
re-reading bytes already harvested (a rewritten, truncated or rotated file, or a crash between
saving sessions and saving cursors) adds nothing, while new turns are appended. Stored turns are
never dropped.
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime

from ..logs.checks import MAX_SESSION_CHECKS
from ..logs.marker import is_headless_cwd
from ..sessiondata import MAX_TOOL_CALLS, Session, ToolCall, Turn

_Identity = tuple[str, str, object, str]


def _identity(t: Turn) -> _Identity:
    return (t.role, t.kind, t.time, t.text)


def merge_session(stored: Session | None, new: Session, latest_project: bool = False
                  ) -> Session:
    """The stored session with the new one's turns, times, models and sources folded in.

    The stored project stays unless `latest_project` says the new one is where the session is
    now (a reader that follows the harness's own notion of the project, like Codex's)."""
    if stored is None:
        merged = Session(harness=new.harness, session_id=new.session_id, project=new.project,
                         started=new.started, ended=new.ended, models=list(new.models),
                         turns=list(new.turns), sources=list(new.sources), branch=new.branch,
                         commit=new.commit, checks=list(new.checks),
                         tool_calls=merge_tool_calls([], new.tool_calls))
        return mark_own_calls(merged)
    have = Counter(_identity(t) for t in stored.turns)
    unnamed: dict[_Identity, list[Turn]] = {}
    for t in stored.turns:
        if t.record is None:
            unnamed.setdefault(_identity(t), []).append(t)
    seen: Counter[_Identity] = Counter()
    turns = list(stored.turns)
    for t in new.turns:
        ident = _identity(t)
        seen[ident] += 1
        if seen[ident] > have[ident]:
            turns.append(t)
        elif t.record is not None and unnamed.get(ident):
            # Stored before turns carried their record id: a re-read names them.
            unnamed[ident].pop(0).record = t.record
    merged = Session(
        harness=stored.harness, session_id=stored.session_id,
        project=(new.project if latest_project and new.project
                 else stored.project or new.project),
        started=_min(stored.started, new.started), ended=_max(stored.ended, new.ended),
        models=stored.models + [m for m in new.models if m not in stored.models],
        turns=turns,
        sources=stored.sources + [s for s in new.sources if s not in stored.sources],
        # Where the session started: what was stored first stays.
        branch=stored.branch or new.branch, commit=stored.commit or new.commit,
        checks=(stored.checks + [c for c in new.checks
                                 if c not in stored.checks])[:MAX_SESSION_CHECKS],
        tool_calls=merge_tool_calls(stored.tool_calls, new.tool_calls),
    )
    return mark_own_calls(merged)


def merge_tool_calls(stored: list[ToolCall], new: list[ToolCall]) -> list[ToolCall]:
    """One entry per call id: a re-read adds nothing, a result read later completes its call."""
    out = [ToolCall(c.call_id, c.name, c.command, c.exit_code, c.ok) for c in stored]
    by_id = {c.call_id: c for c in out}
    for call in new:
        have = by_id.get(call.call_id)
        if have is not None:
            have.update(call)
        elif len(out) < MAX_TOOL_CALLS:
            copy = ToolCall(call.call_id, call.name, call.command, call.exit_code, call.ok)
            out.append(copy)
            by_id[call.call_id] = copy
    return out


def mark_own_calls(session: Session) -> Session:
    """A session skillopt-sleep itself started holds no requests of the person."""
    own = is_headless_cwd(session.project) or any(t.kind == "own_call" for t in session.turns)
    if own:
        for t in session.turns:
            if t.kind == "request":
                t.kind = "own_call"
    return session


def request_count(session: Session | None) -> int:
    return 0 if session is None else sum(1 for t in session.turns if t.kind == "request")


def _min(a: datetime | None, b: datetime | None) -> datetime | None:
    if a is None:
        return b
    return a if b is None or a <= b else b


def _max(a: datetime | None, b: datetime | None) -> datetime | None:
    if a is None:
        return b
    return a if b is None or a >= b else b
