"""The common shape every harness's log is normalized into: sessions made of turns.

Only what the rest of the product needs is kept: the person's own requests and the markers that
say how the work went, as redacted, bounded excerpts. Whole transcripts stay in the harness's logs.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from datetime import UTC, datetime
from operator import attrgetter
from typing import Any, Literal

# What a user-side turn was. Only "request" is text the person typed as a request; the others are
# kept (without their text, or with a short excerpt) because they are outcome signals or counts.
TurnKind = Literal[
    "request",        # typed by the person
    "tool_result",    # output of a tool, shown to the model as a user turn
    "injection",      # system / context / skill / AGENTS.md text inserted by the harness
    "compaction",     # "This session is being continued..." summaries
    "interruption",   # "[Request interrupted by user]" and the like
    "command",        # slash-command wrappers and their output
    "hook",           # hook output fed back to the model
    "sidechain",      # subagent and sidechain replays
    "own_call",       # a headless call that skillopt-sleep itself made
    "rolled_back",    # a request the person took back (Codex /undo, an edited earlier prompt)
    "response",       # the assistant's reply (short excerpt)
]


def to_utc(value: datetime | None) -> datetime | None:
    if value is None:
        return None
    if value.tzinfo is None:
        raise ValueError("naive datetimes are ambiguous; give a timezone-aware one")
    return value.astimezone(UTC)


def parse_time(value: Any) -> datetime | None:
    """ISO-8601 strings (with Z or an offset) and epoch seconds or milliseconds, as aware UTC."""
    if value is None or value == "":
        return None
    if type(value) is str:
        # The store's own form, and most logs': UTC, read as it is (a first mining reads tens of
        # thousands). Any other form is read below, as before.
        try:
            parsed = datetime.fromisoformat(value)
        except ValueError:
            parsed = None
        if parsed is not None and parsed.tzinfo is UTC:
            return parsed
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        seconds = value / 1000 if value > 10_000_000_000 else value
        try:
            return datetime.fromtimestamp(seconds, tz=UTC)
        except (OverflowError, OSError, ValueError):
            return None
    if isinstance(value, str):
        text = value.strip()
        if text.endswith(("Z", "z")):
            text = text[:-1] + "+00:00"
        try:
            parsed = datetime.fromisoformat(text)
        except ValueError:
            return None
        if parsed.tzinfo is None:
            # Harness logs without an offset write UTC.
            parsed = parsed.replace(tzinfo=UTC)
        return parsed.astimezone(UTC)
    return None


def iso_time(value: datetime | None) -> str | None:
    """A time as the store writes it (UTC, with Z)."""
    if not value:
        return None
    # Nearly every time a log gives is in UTC already: a first harvest writes tens of thousands.
    utc = value if value.tzinfo is UTC else value.astimezone(UTC)
    return utc.isoformat().replace("+00:00", "Z")


@dataclass
class Turn:
    role: Literal["user", "assistant"]
    kind: TurnKind
    text: str = ""
    time: datetime | None = None
    # The harness's own id of the record the turn came from (a Claude Code record's `uuid`, a
    # Copilot event's `id`, ...), so that what is learned from a turn can cite its source.
    record: str | None = None
    # (the time, as the store writes it), kept by a process that keeps the session to write it
    # again (`sessions.py`: a session that grows a turn at a time is written whole after each,
    # and writing its hundreds of times was most of writing it). Not a field: no copy, pickle
    # or comparison of a turn sees it, and a time replaced since is written anew.
    written_time = None

    def to_doc(self) -> dict[str, Any]:
        time, written = self.time, self.written_time
        doc = {"role": self.role, "kind": self.kind, "text": self.text,
               "time": written[1] if written is not None and written[0] is time
               else iso_time(time)}
        if self.record:
            doc["record"] = self.record
        return doc

    def keep_written_time(self, written: str | None) -> None:
        """Keep `written` (what `to_doc` gave as the time) for this turn's next document."""
        self.written_time = (self.time, written)

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> Turn:
        record = doc.get("record")
        return cls(role=doc["role"], kind=doc["kind"], text=doc.get("text", ""),
                   time=parse_time(doc.get("time")),
                   record=record if isinstance(record, str) else None)

    def __reduce__(self) -> tuple[type[Turn], tuple[Any, ...]]:
        # A harvest's worker processes send thousands of turns back: pickled as the arguments
        # of the constructor they cost a third of what their attribute dictionaries cost.
        return Turn, _turn_fields(self)


_turn_fields = attrgetter(*(f.name for f in fields(Turn)))


# Tool calls kept per session: enough to see what the agent did, bounded for the store.
MAX_TOOL_CALLS = 200


@dataclass
class ToolCall:
    """One tool the agent called in a session, by the harness's id of the call: its name, the
    command line when it ran one (redacted, bounded), and how it ended (`exit_code` when the
    harness records one; `ok` False when the tool failed or was refused)."""

    call_id: str
    name: str = ""
    command: str | None = None
    exit_code: int | None = None
    ok: bool | None = None

    def to_doc(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"id": self.call_id, "name": self.name}
        if self.command is not None:
            doc["command"] = self.command
        if self.exit_code is not None:
            doc["exit_code"] = self.exit_code
        if self.ok is not None:
            doc["ok"] = self.ok
        return doc

    @classmethod
    def from_doc(cls, doc: Any) -> ToolCall | None:
        if not isinstance(doc, dict) or not isinstance(doc.get("id"), str):
            return None
        code = doc.get("exit_code")
        ok = doc.get("ok")
        return cls(doc["id"], str(doc.get("name") or ""),
                   doc["command"] if isinstance(doc.get("command"), str) else None,
                   code if isinstance(code, int) and not isinstance(code, bool) else None,
                   ok if isinstance(ok, bool) else None)

    @property
    def exit_status(self) -> int | None:
        """The command's exit code; a command whose tool succeeded exited 0 (harnesses report
        a non-zero exit as a failed tool, some without writing the 0 of a success)."""
        if self.exit_code is not None:
            return self.exit_code
        return 0 if self.ok and self.command is not None else None

    def __reduce__(self) -> tuple[type[ToolCall], tuple[Any, ...]]:
        return ToolCall, _tool_call_fields(self)  # as a Turn's, for the same reason

    def update(self, other: ToolCall) -> None:
        """What a later read learned of the same call (its result, usually)."""
        self.learn(other.name, other.command, other.exit_code, other.ok)

    def learn(self, name: str = "", command: str | None = None, exit_code: int | None = None,
              ok: bool | None = None) -> None:
        """`update` with the other call's fields (a reader learns them one record at a time,
        thousands of times in a long log: no call is built for them)."""
        self.name = self.name or name
        if self.command is None:
            self.command = command
        if self.exit_code is None:
            self.exit_code = exit_code
        if self.ok is None:
            self.ok = ok


_tool_call_fields = attrgetter(*(f.name for f in fields(ToolCall)))


@dataclass
class Session:
    harness: str
    session_id: str
    project: str | None = None
    started: datetime | None = None
    ended: datetime | None = None
    models: list[str] = field(default_factory=list)
    turns: list[Turn] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    # Where the work happened, for a replay in a workspace: the git branch checked out when the
    # session started, the commit it started from (when the harness records it), and the
    # project's own check commands run in the session (tests, linters), in the order first run.
    branch: str | None = None
    commit: str | None = None
    checks: list[str] = field(default_factory=list)
    # The tools the agent called, in order (at most MAX_TOOL_CALLS), with the commands it ran.
    tool_calls: list[ToolCall] = field(default_factory=list)

    @property
    def key(self) -> str:
        return f"{self.harness}:{self.session_id}"

    @property
    def requests(self) -> list[Turn]:
        return [t for t in self.turns if t.kind == "request"]

    def to_doc(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "harness": self.harness,
            "session_id": self.session_id,
            "project": self.project,
            "started": iso_time(self.started),
            "ended": iso_time(self.ended),
            "models": list(self.models),
            "turns": [t.to_doc() for t in self.turns],
            "sources": list(self.sources),
            **({"branch": self.branch} if self.branch else {}),
            **({"commit": self.commit} if self.commit else {}),
            **({"checks": list(self.checks)} if self.checks else {}),
            **({"tool_calls": [c.to_doc() for c in self.tool_calls]} if self.tool_calls else {}),
        }

    @classmethod
    def from_doc(cls, doc: dict[str, Any], tool_calls: bool = True) -> Session:
        """The session a stored document holds; without its tool calls when `tool_calls` is
        False (for a reader of the turns alone: mining decodes every session of a history)."""
        return cls(
            harness=doc["harness"],
            session_id=doc["session_id"],
            project=doc.get("project"),
            started=parse_time(doc.get("started")),
            ended=parse_time(doc.get("ended")),
            models=list(doc.get("models", [])),
            turns=[Turn.from_doc(t) for t in doc.get("turns", [])],
            sources=list(doc.get("sources", [])),
            branch=_text_or_none(doc.get("branch")),
            commit=_text_or_none(doc.get("commit")),
            checks=[c for c in _list(doc.get("checks")) if isinstance(c, str)],
            tool_calls=[c for c in map(ToolCall.from_doc, _list(doc.get("tool_calls")))
                        if c is not None] if tool_calls else [],
        )


def _text_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []

