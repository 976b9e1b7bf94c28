"""Claude Code: `~/.claude/projects/<slug>/<session>.jsonl`, append-only JSON lines.

Subagent side files (`<session>/subagents/agent-*.jsonl`, older `agent-*.jsonl` siblings) belong
to their parent session: their turns are sidechain replays, never requests.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ...logs.classify import classify_text, typed_blocks
from ...logs.drafts import FileResult, ReadContext, fast_time, wrong_type
from ...logs.jsonl import loads
from ...logs.positions import LogPosition
from ...logs.readers import tail_records
from .name import ID

HARNESS = ID
_EXIT_CODE = re.compile(r"^\s*Exit code (\d+)")

# Records that never hold a user turn or a model name: bookkeeping Claude Code writes by design
# (titles, modes, file and attribution snapshots, which can be most of a long session's bytes).
_IGNORED_TYPES = (
    "progress", "file-history-snapshot", "summary", "system", "attachment", "last-prompt",
    "ai-title", "custom-title", "agent-name", "agent-color", "pr-link", "mode",
    "permission-mode", "agent-setting", "file-history-delta", "tag", "worktree-state",
    "attribution-snapshot", "content-replacement", "speculation-accept",
    "marble-origami-commit", "marble-origami-snapshot",
    # 2.1.32x bookkeeping: each API request (its parameters, shape and the messages it sent,
    # which repeat the person's words and the injected context), the tools used, the cost.
    "api-request", "api-request-blob", "api-request-shape", "tools-used", "cost-state",
    "atis-latch",
)
# Skipped before parsing.
_OTHER_TYPES = re.compile(
    rb'"type":\s?"(?:' + b"|".join(re.escape(t.encode()) for t in _IGNORED_TYPES) + rb')"')
_KNOWN_TYPES = {"user", "assistant", "queue-operation", *_IGNORED_TYPES}
# Two records written on one line (Claude Code does this now and then): `}{"` cannot occur
# inside one compact JSON value, where a quote in a string is escaped. (The regex finds it
# faster than bytes.find, whose skip table is useless when the needle ends in a quote.)
_JOINED = re.compile(rb'\}\{"')
# What is kept of a tool result's `toolUseResult` (the rest is the tool's output again).
_INTERPRETATION = re.compile(rb'"returnCodeInterpretation":\s?"([^"\\]{0,200})"')
_INTERPRETATION_KEY = b'"returnCodeInterpretation":'
# Fields whose type the reader relies on; a record with another type there is skipped.
_FIELD_TYPES: dict[str, type | tuple[type, ...]] = {
    "cwd": str, "sessionId": str, "message": dict, "timestamp": (str, int, float),
}


_TOOL_USE_RESULT = b',"toolUseResult":'
_TYPE_KEY = b'"type":"'
_SKIPPED = frozenset(t.encode() for t in _IGNORED_TYPES if t != "system")


def _top_type(line: bytes) -> bytes | None:
    """The record's type, read from the bytes when the first `"type":"` key of the line is
    certainly the record's own, else None.

    It is when no `{` or `[` comes before it (so it is not inside a nested value: such a byte
    inside a string only makes the test give up) and it follows `{` or `,` (so it is a key, not
    the end of a key that holds an escaped quote). The pattern cannot sit inside a string,
    where its quotes would be escaped.
    """
    at = line.find(_TYPE_KEY)
    if at <= 0 or line[0] != 0x7B or line[at - 1] not in (0x2C, 0x7B):
        return None
    if line.find(b"{", 1, at) >= 0 or line.find(b"[", 1, at) >= 0:
        return None
    end = line.find(b'"', at + len(_TYPE_KEY))
    value = line[at + len(_TYPE_KEY):end]
    return None if end < 0 or b"\\" in value else value


def _last_type(line: bytes) -> bytes | None:
    """The record's type, read from the bytes when the last `"type":"` key of the line is
    certainly the record's own, else None: an assistant record writes its `message` (which
    holds other `type` keys) first and its own type near the end.

    It is when no `}` or `]` but the line's last byte comes after it (so no nested value ends
    after it, and it is not inside one: such a byte inside a string only makes the test give
    up) and it follows `,` or `{` (so it is a key); as in `_top_type`, the pattern cannot sit
    inside a string.
    """
    at = line.rfind(_TYPE_KEY)
    last = len(line) - 1
    if at <= 0 or line[last] != 0x7D or line[at - 1] not in (0x2C, 0x7B):
        return None
    if line.find(b"}", at, last) >= 0 or line.find(b"]", at) >= 0:
        return None
    end = line.find(b'"', at + len(_TYPE_KEY))
    value = line[at + len(_TYPE_KEY):end]
    return None if end < 0 or b"\\" in value else value


def _prefilter(line: bytes) -> bool | dict[str, Any]:
    """False for a line no reader uses, the record without its copy of the output for a tool
    result line, True for a line to parse whole."""
    top = _top_type(line)
    if top is not None:
        if top in _SKIPPED or (top == b"system" and b'"local_command"' not in line):
            # Never harvested; unless a second record was written on the same line.
            return _JOINED.search(line) is not None
        if top == b"user":
            return _user_line(line)
        return True
    if _last_type(line) == b"assistant":
        return True
    if b'"type":"user"' in line:
        return _user_line(line)
    if b'"type":"assistant"' in line:
        return True
    if b'"queue-operation"' in line or b'"local_command"' in line:
        return True
    return _OTHER_TYPES.search(line) is None


def _user_line(line: bytes) -> bool | dict[str, Any]:
    """A user record, without its `toolUseResult` when it has one.

    A tool result line repeats the tool's whole output in `toolUseResult` (about a third of a
    transcript's bytes); only its `returnCodeInterpretation` (a command's exit 1 that is no
    error) is harvested, so the line is parsed without the rest. A key
    spelled this way cannot sit inside a JSON string (its quotes would be escaped), and if it
    is not a top-level key the shortened text does not parse: then the whole line is parsed as
    usual.
    """
    cut = line.find(_TOOL_USE_RESULT)
    if cut > 0 and _JOINED.search(line, cut) is None:
        try:
            rec = loads(line[:cut] + b"}")
        except (ValueError, RecursionError):
            return True
        if isinstance(rec, dict) and rec.get("type") == "user" and "message" in rec:
            m = _interpretation(line, cut)
            if m:
                rec["toolUseResult"] = {"returnCodeInterpretation": m.group(1).decode(
                    "utf-8", "replace")}
            return rec
    return True


def _interpretation(line: bytes, start: int) -> re.Match[bytes] | None:
    """`_INTERPRETATION.search(line, start)`, tried only where its key is: the key is found
    twice as fast by `bytes.find` as by the regex's scan of a long tool output."""
    at = line.find(_INTERPRETATION_KEY, start)
    while at >= 0:
        m = _INTERPRETATION.match(line, at)
        if m is not None:
            return m
        at = line.find(_INTERPRETATION_KEY, at + 1)
    return None


def _fallback_id(path: Path, kind: str) -> str:
    if kind == "subagent":
        # <session>/subagents/agent-x.jsonl (or .../subagents/workflows/wf/agent-x.jsonl)
        parts = path.parts
        if "subagents" in parts:
            return parts[parts.index("subagents") - 1]
    return path.stem


def read(path: Path, kind: str, pos: LogPosition | None, ctx: ReadContext) -> FileResult:
    opts = ctx.options
    source = str(path)

    def sink(records: Iterable[tuple[int, dict[str, Any]]], result: FileResult) -> None:
        state = result.state
        side_file = kind == "subagent"
        draft: Any = None
        draft_sid = None
        # Kept here as well as in the state (read once a record otherwise).
        start_seen = side_file or bool(state.get("start_seen"))
        for offset, r in records:
            rtype = r.get("type")
            if rtype == "system" and r.get("subtype") == "local_command":
                rtype = "local_command"       # newer CLIs log slash commands here
            elif rtype not in ("user", "assistant", "queue-operation"):
                if rtype not in _KNOWN_TYPES:
                    result.unknown("record", rtype, f"{source} at byte {offset}")
                continue
            cwd, sid, when = r.get("cwd"), r.get("sessionId"), r.get("timestamp")
            if not _well_typed(cwd, sid, r.get("message"), when):
                bad = wrong_type(r, _FIELD_TYPES)
                result.skip(f"malformed record: {bad}", f"{source} at byte {offset}")
                continue
            sid = sid or state.get("sid") or _fallback_id(path, kind)
            state["sid"] = sid
            if sid != draft_sid:  # nearly every record of a log is of one session
                draft, draft_sid = result.draft(HARNESS, str(sid), source, opts), sid
            session = draft.session
            # (Both are kept from the first record that names them: later ones change nothing.)
            if cwd and not session.project:
                draft.set_project(cwd)
            if cwd and not side_file and session.branch is None:
                draft.set_git(branch=r.get("gitBranch"))
            when = fast_time(when)
            sidechain = side_file or bool(r.get("isSidechain"))
            record = r.get("uuid")
            if not start_seen and rtype in ("user", "assistant"):
                state["start_seen"] = start_seen = True
                if _continues_elsewhere(path, offset, r.get("parentUuid")):
                    # A resumed or split conversation: the work in progress began before.
                    draft.add_turn("user", "compaction", "", when, record)
            if rtype == "assistant":
                _assistant(r, draft, when, sidechain, record)
            elif rtype == "user":
                _user(r, draft, when, sidechain, record)
            elif rtype == "local_command":
                draft.add_turn("user", "command", str(r.get("content") or ""), when, record)
            elif r.get("operation") == "remove" and isinstance(r.get("content"), str):
                # A message typed while the agent worked and taken out of the queue as steering.
                draft.add_user_text(r["content"], when, "sidechain" if sidechain else None,
                                    record)
            else:
                draft.see_time(when)

    return tail_records(path, pos, sink, _prefilter)


def _well_typed(cwd: Any, sid: Any, message: Any, timestamp: Any) -> bool:
    """`_FIELD_TYPES`, checked inline on the record's hot path (wrong_type says what is
    wrong)."""
    return ((cwd is None or isinstance(cwd, str)) and (sid is None or isinstance(sid, str))
            and (message is None or isinstance(message, dict))
            and (timestamp is None or isinstance(timestamp, (str, int, float))))


def _continues_elsewhere(path: Path, offset: int, parent: Any) -> bool:
    """Does the log begin in the middle of a conversation? A new conversation's first record
    has no parent; a resumed or split one points to a record this log does not hold. The
    records before the first message (system records the fast path skips) are read here."""
    if not isinstance(parent, str) or not parent:
        return False
    try:
        with open(path, "rb") as fh:
            head = fh.read(max(0, offset))
    except OSError:
        return False
    seen: set[str] = set()
    for line in head.splitlines():
        try:
            rec = loads(line)
        except (ValueError, RecursionError):
            continue
        if not isinstance(rec, dict):
            continue
        if "parentUuid" in rec:
            first = rec.get("parentUuid")
            return isinstance(first, str) and bool(first) and first not in seen
        if isinstance(rec.get("uuid"), str):
            seen.add(rec["uuid"])
    return parent not in seen


def _assistant(r: dict[str, Any], draft: Any, when: Any, sidechain: bool, record: Any) -> None:
    msg = r.get("message")
    if not isinstance(msg, dict):
        draft.see_time(when)
        return
    draft.add_model(msg.get("model"))
    if sidechain:
        draft.see_time(when)
        return
    content = msg.get("content")
    texts: list[str] = []
    if isinstance(content, list):
        for block in content:
            if not isinstance(block, dict):
                continue
            btype = block.get("type")
            if btype == "text":
                text = block.get("text")
                if isinstance(text, str):
                    texts.append(text)
            elif btype == "tool_use":
                tool_input = block.get("input")
                name = block.get("name")
                # A Bash command is also a check candidate (`mise run lint`), for a replay to run.
                command = tool_input.get("command") \
                    if name == "Bash" and isinstance(tool_input, dict) else None
                draft.tool_call(block.get("id"), name, command)
    elif isinstance(content, str):
        texts = [content]
    if texts:
        draft.add_response("\n".join(texts), when, record)
    else:
        draft.see_time(when)


def _user(r: dict[str, Any], draft: Any, when: Any, sidechain: bool, record: Any) -> None:
    msg = r.get("message")
    content = msg.get("content") if isinstance(msg, dict) else None
    texts: list[str] = []
    tool_results: list[dict[str, Any]] = []
    if isinstance(content, str):
        texts = [content]
    elif isinstance(content, list):
        for block in content:
            if not isinstance(block, dict):
                continue
            btype = block.get("type")
            if btype == "text" and isinstance(block.get("text"), str):
                texts.append(block["text"])
            elif btype == "tool_result":
                tool_results.append(block)
    used = r.get("toolUseResult")
    interpretation = used.get("returnCodeInterpretation") if isinstance(used, dict) else None
    if not sidechain:
        for block in tool_results:
            draft.add_turn("user", "tool_result", _tool_error(block), when, record)
            draft.tool_result(block.get("tool_use_id"), *tool_outcome(block, interpretation))
    typed = typed_blocks(texts)
    if texts and not typed:
        draft.add_turn("user", "injection", "\n".join(texts), when, record)
        return
    text = "\n".join(typed)
    if not text.strip():
        if not tool_results:
            draft.see_time(when)
        return
    if sidechain:
        draft.add_turn("user", "sidechain", text, when, record)
    elif r.get("isCompactSummary"):
        draft.add_turn("user", "compaction", text, when, record)
    elif r.get("isMeta"):
        kind = classify_text(text)
        # Meta lines are never typed: skill bodies, caveats, command expansions.
        draft.add_turn("user", kind if kind in ("command", "hook", "own_call") else "injection",
                       text, when, record)
    else:
        draft.add_user_text(text, when, record=record)


def _tool_error(block: dict[str, Any]) -> str:
    """A failed tool's message (an outcome signal); successful output is not kept."""
    if not block.get("is_error"):
        return ""
    content = block.get("content")
    if isinstance(content, list):
        content = " ".join(b.get("text", "") for b in content if isinstance(b, dict))
    return f"error: {content}" if isinstance(content, str) else "error"


def tool_outcome(block: Mapping[str, Any],
                 interpretation: Any = None) -> tuple[int | None, bool]:
    """(exit code, ok) of a `tool_result` block, as Claude Code reports a command's end.

    A command that exited non-zero is an error whose text starts "Exit code N". A command whose
    exit 1 is an answer rather than a failure (`test` false, `grep` no match, `diff` different)
    is no error, and the tool's result then carries a `returnCodeInterpretation` ("Condition is
    false"): it exited 1. Any other error (a refused or failed tool) has no exit code; a result
    with neither is a command that exited 0 (the exit code is None here: it is not written).
    """
    if not block.get("is_error"):
        if isinstance(interpretation, str) and interpretation:
            return 1, True
        return None, True
    content = block.get("content")
    if isinstance(content, list):
        content = " ".join(str(b.get("text", "")) for b in content if isinstance(b, dict))
    m = _EXIT_CODE.match(content) if isinstance(content, str) else None
    return (int(m.group(1)) if m else None), False
