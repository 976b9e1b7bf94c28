"""What one read of one log produces: session drafts, skipped records and the reader's state.

A draft holds only the turns found in the bytes just read; the runner merges it into the stored
session. Text is redacted and bounded here, as it is added, so nothing unredacted or unbounded
ever leaves a reader; the one exception is the agent's replies, which are redacted when the read
ends (`FileResult.finish`), and only those the person's next words may answer: the last reply
before each of their turns, and the session's last. The others (the agent's notes between its
tool calls, most replies of a long session) are kept as turns without text: no reader reads
them, and redacting them was the dearest part of reading a log. (Bytes read again, as after a
file was rewritten, may find a reply stored with its text now followed by another: it is stored
again without its text, a copy no reader reads.)
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ..sessiondata import MAX_TOOL_CALLS, Session, ToolCall, Turn, TurnKind, parse_time
from ..shellwrap import unwrap_shell
from .checks import MAX_CHECK_CHARS, MAX_SESSION_CHECKS, is_check, normalize
from .classify import classify_text
from .redact import MARGIN_CHARS, redact_bounded, redact_ends

# The reason a reader gives for a record or event type it does not know, and that reason read
# back: harvest --json counts them by type, so a format change shows by name.
UNKNOWN_TYPE = re.compile(r"^unknown \w+ type (.+)$")


def unknown_type_reason(what: str, name: Any) -> str:
    return f"unknown {what} type {name!r}"


# Longest command line kept for a tool call.
MAX_COMMAND_CHARS = 400
# Longest excerpt kept for turns that are not requests: enough to see what they were.
EXCERPT_CHARS = 240
# A reply keeps more: its opening says what the agent did, its closing what it proposes or asks
# ("Want me to add `t.Parallel()` to the other tests?"), which is what the person's next words
# answer, and a "yes, do that" takes its terms from there.
REPLY_CHARS = 600
MAX_GIT_NAME_CHARS = 250
_HEX = re.compile(r"[0-9a-fA-F]{7,64}")


def fast_time(value: Any) -> datetime | None:
    """parse_time, with a fast path for the common `...Z` timestamps of JSON-lines logs."""
    if isinstance(value, str) and value.endswith("Z") and len(value) >= 20:
        try:
            return datetime.fromisoformat(value)     # Python 3.11+ reads the Z as UTC
        except ValueError:
            pass
    return parse_time(value)


def _record_id(value: Any) -> str | None:
    """A record id as logs write them (strings, sometimes numbers); anything else is no id."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (str, int)):
        text = str(value).strip()
        return text[:128] or None
    return None


def _ends(text: str, limit: int) -> str:
    """The start and the end of a long reply: an agent says what it did first and asks its
    question ("Want me to proceed?") last, and both tell what the person's next words answer;
    the end gets two thirds."""
    if len(text) <= limit:
        return text
    head = (limit - 3) // 3
    return f"{text[:head]} … {text[-(limit - 3 - head):]}"


def wrong_type(record: dict[str, Any], fields: dict[str, type | tuple[type, ...]]) -> str | None:
    """Why `record` is malformed, when one of `fields` is present with another JSON type."""
    for name, kinds in fields.items():
        value = record.get(name)
        if value is not None and not isinstance(value, kinds):
            return f"field {name!r} is {_json_type(value)}, not {_json_type_of(kinds)}"
    return None


def _json_type(value: Any) -> str:
    return {bool: "a boolean", int: "a number", float: "a number", str: "a string",
            list: "a list", dict: "an object"}.get(type(value), type(value).__name__)


def _json_type_of(kinds: type | tuple[type, ...]) -> str:
    first = kinds[0] if isinstance(kinds, tuple) else kinds
    return {str: "a string", dict: "an object", list: "a list"}.get(first, first.__name__)


@dataclass
class ReadOptions:
    max_request_chars: int = 4000


def _bounded(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[: limit - 1] + "…"


# Texts up to this long are remembered as kept: a history holds the same text many times (a
# resumed session's copy of its past, the same "yes, go on"), and redaction is the dearest step
# of reading it. Keys hold the text, so the memory is bounded by both limits.
_REMEMBER_CHARS = 8192
_REMEMBERED = 4096


def kept_text(kind: str, text: str, request_chars: int) -> str:
    """A turn's text as stored: redacted, then cut to the length kept for its kind."""
    if len(text) <= _REMEMBER_CHARS:
        return _remembered(kind if kind in _OWN_LIMITS else "other", text, request_chars)
    return _kept(kind, text, request_chars)


_OWN_LIMITS = ("request", "tool_result", "response")


def _kept(kind: str, text: str, request_chars: int) -> str:
    # Redacted before it is cut (a secret across the limit is never kept in part), reading no
    # more than the limit and a margin of a huge paste.
    if kind == "request":
        return redact_bounded(text.strip(), request_chars, _bounded)
    if kind == "tool_result":
        return redact_bounded(text.strip(), EXCERPT_CHARS, _bounded)
    if kind == "response":
        return redact_ends(" ".join(text.split()), REPLY_CHARS, _ends)
    head = text[: EXCERPT_CHARS + MARGIN_CHARS]
    if len(head) < len(text):
        head = head.rsplit(None, 1)[0]  # a word the window cut is dropped, not kept
    return redact_bounded(" ".join(head.split()), EXCERPT_CHARS, _bounded)


_remembered = functools.lru_cache(maxsize=_REMEMBERED)(_kept)
_remembered_bounded = functools.lru_cache(maxsize=_REMEMBERED)(redact_bounded)


def kept_line(text: str, limit: int) -> str:
    """A command line, a check or a branch name as stored: redacted, then cut to `limit`
    (remembered like the turns' texts: a resumed session's log repeats its calls)."""
    if len(text) <= _REMEMBER_CHARS:
        return _remembered_bounded(text, limit)
    return redact_bounded(text, limit)


class Draft:
    """One session as seen in the bytes just read."""

    def __init__(self, harness: str, session_id: str, source: str,
                 options: ReadOptions) -> None:
        self.session = Session(harness=harness, session_id=session_id, sources=[source])
        self.options = options
        # The project replaces the stored one (the harness says where the session is now).
        self.latest_project = False
        # Record ids of requests the person took back (stored ones included).
        self.withdrawn: set[str] = set()
        self._calls: dict[str, ToolCall] = {}  # the session's tool calls by id
        # The replies read, with their texts as written, until `finish` keeps those answered.
        self._replies: list[tuple[Turn, str]] = []

    def see_time(self, when: datetime | None) -> None:
        if when is None:
            return
        s = self.session
        if s.started is None or when < s.started:
            s.started = when
        if s.ended is None or when > s.ended:
            s.ended = when

    def set_project(self, project: Any, replace: bool = False,
                    latest: bool = False) -> None:
        """The session's project; `latest`: this read knows where the session is now, and
        that replaces what was stored. A folder that is not a string (a log's `cwd` written
        as a number) is no folder."""
        if isinstance(project, str) and project and (replace or latest
                                                     or not self.session.project):
            self.session.project = project
            self.latest_project = self.latest_project or latest

    def set_git(self, branch: Any = None, commit: Any = None) -> None:
        """Where the session started: the first branch and commit a log names are kept
        (`HEAD` is git's word for no branch). Both are redacted like any text we keep."""
        s = self.session
        if s.branch is None and isinstance(branch, str) and branch.strip() not in ("", "HEAD"):
            s.branch = kept_line(branch.strip(), MAX_GIT_NAME_CHARS)
        if s.commit is None and isinstance(commit, str) and _HEX.fullmatch(commit.strip()):
            s.commit = commit.strip().lower()

    def add_check(self, command: Any) -> None:
        """A shell command the session ran; kept when it is one of the project's checks."""
        if not isinstance(command, str) or len(self.session.checks) >= MAX_SESSION_CHECKS:
            return
        line = normalize(command)
        if is_check(line):
            kept = kept_line(line, MAX_CHECK_CHARS)
            if kept not in self.session.checks:
                self.session.checks.append(kept)

    def tool_call(self, call_id: Any, name: Any, command: Any = None) -> None:
        """The agent called a tool (a command line, when it ran one: also a check candidate)."""
        if not isinstance(call_id, str) or not call_id:
            return
        line = unwrap_shell(command) if isinstance(command, str) else None
        call = self._call(call_id)
        if call is not None:
            # Redacted only when kept: a long session's later calls are not stored.
            kept = kept_line(normalize(line), MAX_COMMAND_CHARS) if line else None
            call.learn(name if isinstance(name, str) else "", kept)
        if line:
            self.add_check(line)

    def tool_result(self, call_id: Any, exit_code: Any = None, ok: Any = None) -> None:
        """How a tool call ended; the call itself may be in bytes read earlier."""
        if not isinstance(call_id, str) or not call_id:
            return
        code = exit_code if isinstance(exit_code, int) and not isinstance(exit_code, bool) \
            else None
        call = self._call(call_id)
        if call is not None:
            call.learn(exit_code=code, ok=ok if isinstance(ok, bool) else None)

    def _call(self, call_id: str) -> ToolCall | None:
        """The session's record of this call, or None once the session holds as many as it
        keeps."""
        if len(self._calls) != len(self.session.tool_calls):
            self._calls = {c.call_id: c for c in self.session.tool_calls}
        call = self._calls.get(call_id)
        if call is None and len(self.session.tool_calls) < MAX_TOOL_CALLS:
            call = self._calls[call_id] = ToolCall(call_id)
            self.session.tool_calls.append(call)
        return call

    def withdraw(self, records: list[str]) -> None:
        """The requests of these records were taken back by the person: not requests now."""
        self.withdrawn.update(records)
        withdraw_turns(self.session.turns, self.withdrawn)

    def add_model(self, model: Any) -> None:
        if (isinstance(model, str) and model and model not in ("<synthetic>", "default")
                and model not in self.session.models):
            self.session.models.append(model)

    def add_turn(self, role: str, kind: TurnKind, text: str = "",
                 when: datetime | None = None, record: Any = None) -> None:
        kept = kept_text(kind, text, self.options.max_request_chars) if text else ""
        self.session.turns.append(Turn(role=role, kind=kind, text=kept, time=when,  # type: ignore[arg-type]
                                       record=_record_id(record)))
        self.see_time(when)

    def add_user_text(self, text: str, when: datetime | None = None,
                      kind: TurnKind | None = None, record: Any = None) -> None:
        """A user-side text, classified by its content unless the caller already knows."""
        found = kind or classify_text(text)
        if found is not None:
            self.add_turn("user", found, text, when, record)

    def add_response(self, text: str, when: datetime | None = None,
                     record: Any = None) -> None:
        """A reply of the agent; its text is kept by `finish`, if the person answered it."""
        if text and text.strip():
            turn = Turn(role="assistant", kind="response", time=when, record=_record_id(record))
            self.session.turns.append(turn)
            self._replies.append((turn, text))
            self.see_time(when)

    def finish(self) -> None:
        """Keep, redacted and bounded, the text of each reply the person's next words may
        answer: the last one before each turn of theirs that is not a tool's result, and the
        session's last (the next read may begin with their answer)."""
        if not self._replies:
            return
        answered = {id(turn) for turn in answered_replies(self.session.turns)}
        for turn, text in self._replies:
            if id(turn) in answered:
                turn.text = kept_text("response", text, self.options.max_request_chars)
        self._replies = []


def answered_replies(turns: list[Turn]) -> list[Turn]:
    """The replies a turn of the person may answer, in the order of `turns` (a reader may sort
    them by time after reading, so they are found in the final order)."""
    out: list[Turn] = []
    last: Turn | None = None
    for turn in turns:
        if turn.kind == "response":
            last = turn
        elif last is not None and turn.role == "user" and turn.kind != "tool_result":
            out.append(last)
            last = None
    if last is not None:
        out.append(last)
    return out


def withdraw_turns(turns: list[Turn], records: set[str]) -> None:
    for t in turns:
        if t.kind == "request" and t.record in records:
            t.kind = "rolled_back"


@dataclass
class Skip:
    reason: str
    where: str


@dataclass
class FileResult:
    """What one read of one file gave."""

    drafts: dict[str, Draft] = field(default_factory=dict)
    skipped: list[Skip] = field(default_factory=list)
    offset: int = 0                      # bytes consumed (for append-only logs)
    state: dict[str, Any] = field(default_factory=dict)   # reader state kept in the cursor
    full: bool = True                    # the whole file was read (not just new bytes)
    stat: os.stat_result | None = None   # the file's identity when it was read
    head: str = ""                       # hash of its first line

    def draft(self, harness: str, session_id: str, source: str, options: ReadOptions) -> Draft:
        d = self.drafts.get(session_id)
        if d is None:
            d = self.drafts[session_id] = Draft(harness, session_id, source, options)
        return d

    def skip(self, reason: str, where: str) -> None:
        self.skipped.append(Skip(reason, where))

    def finish(self) -> FileResult:
        """The read ended: each draft keeps the texts of the replies it was answered on."""
        for draft in self.drafts.values():
            draft.finish()
        return self

    def unknown(self, what: str, name: Any, where: str) -> None:
        """A record or event type the reader does not know: skipped, and named in the report."""
        self.skip(unknown_type_reason(what, name), where)



@dataclass
class ReadContext:
    """What a reader gets besides the log: options, and what the store already knows."""

    options: ReadOptions = field(default_factory=ReadOptions)
    # A stored session by (harness, session id), for readers that must know the past
    # (a forked Codex rollout repeats its parent's requests).
    lookup: Callable[[str, str], Session | None] = lambda harness, sid: None
    # A full harvest (every log) rather than one after a change notice: readers may take
    # shortcuts on notices that a full harvest double-checks.
    thorough: bool = True
