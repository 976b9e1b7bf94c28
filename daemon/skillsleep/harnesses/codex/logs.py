"""Codex CLI: `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl` and `archived_sessions/`.

Each line is `{timestamp, type, payload}`. The typed prompt is `event_msg/user_message`; the
`response_item` user messages mirror it and also carry injected context (environment, AGENTS.md,
instructions), so they count as requests only in rollouts that have no `user_message` events
(early builds). Subagent rollouts and the history a fork copies from its parent are replays.
The session's project is the latest `turn_context.cwd`; `thread_rolled_back` takes the last
`num_turns` user turns back, and their requests stop counting (kind "rolled_back").
"""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ...logs.classify import classify_text
from ...logs.drafts import Draft, FileResult, ReadContext, fast_time
from ...logs.positions import LogPosition
from ...logs.readers import tail_records
from ...sessiondata import parse_time
from .name import ID

HARNESS = ID

_KNOWN_TYPES = {
    "session_meta", "response_item", "event_msg", "turn_context", "compacted", "world_state",
    "inter_agent_communication", "inter_agent_communication_metadata",
    "token_usage_record",   # one model call's usage (0.16x): nothing of it is stored
}
# Legacy rollouts: bare response items with no envelope.
_LEGACY_ITEMS = {
    "message", "reasoning", "function_call", "function_call_output", "custom_tool_call",
    "custom_tool_call_output", "local_shell_call", "web_search_call", "ghost_snapshot",
}
_SKIP_PAYLOADS = re.compile(
    rb'"payload":\s?\{"type":\s?"(?:reasoning|web_search_call|ghost_snapshot|token_count|'
    rb'agent_reasoning|agent_message|'
    rb'exec_command_end|exec_command_begin|patch_apply_end|patch_apply_begin)"'
)
_TOOL_OUTPUT = re.compile(
    rb'^\{"timestamp":\s?"([^"]+)",\s?(?:"ordinal":\s?\d+,\s?)?"type":\s?"response_item",\s?'
    rb'"payload":\s?\{"type":\s?"(function_call_output|custom_tool_call_output)"'
)
_CALL_ID = re.compile(rb'"call_id":\s?"([^"\\]{1,200})"')
# How a command's exit shows in its output: "Process exited with code N" (exec_command), or
# the JSON metadata of the older shell tool.
_EXIT = re.compile(rb'Process exited with code (\d{1,3})|\\"exit_code\\":\s?(\d{1,3})')
_UUID = re.compile(r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$")


def _prefilter(line: bytes) -> bool | dict[str, Any]:
    m = _TOOL_OUTPUT.match(line)
    if m:
        # Tool output is the bulk of a rollout; only its time, call and exit code are kept, so
        # do not parse it.
        payload: dict[str, Any] = {"type": m.group(2).decode()}
        call = _CALL_ID.search(line)
        if call:
            payload["call_id"] = call.group(1).decode("utf-8", "replace")
        code = _EXIT.search(line)
        if code:
            payload["exit_code"] = int(code.group(1) or code.group(2))
        return {"type": "response_item", "timestamp": m.group(1).decode("ascii", "replace"),
                "payload": payload}
    return _SKIP_PAYLOADS.search(line, 0, 200) is None


def _fallback_id(path: Path) -> str:
    m = _UUID.search(path.stem)
    return m.group(1) if m else path.stem


def read(path: Path, kind: str, pos: LogPosition | None, ctx: ReadContext) -> FileResult:
    opts = ctx.options
    source = str(path)

    def sink(records: Iterable[tuple[int, dict[str, Any]]], result: FileResult) -> None:
        state = result.state
        state["turns"] = list(state.get("turns", []))   # the stored position keeps its own
        # response_item user texts (text, time, record), kept if the log has no user events
        mirrored: list[tuple[str, Any, str]] = []
        draft: Draft | None = None

        def current() -> Draft:
            nonlocal draft
            if draft is None:
                sid = state.get("sid") or _fallback_id(path)
                state["sid"] = sid
                draft = result.draft(HARNESS, str(sid), source, opts)
                draft.set_project(state.get("cwd"), latest=True)
            return draft

        for offset, r in records:
            rtype = r.get("type")
            payload = r.get("payload")
            when = fast_time(r.get("timestamp"))
            if rtype is None and "id" in r and ("instructions" in r or "timestamp" in r):
                rtype, payload = "session_meta", r          # legacy header line
            elif rtype in _LEGACY_ITEMS and "payload" not in r:
                rtype, payload = "response_item", r
            if rtype not in _KNOWN_TYPES:
                result.unknown("record", rtype, f"{source} at byte {offset}")
                continue
            if not isinstance(payload, dict):
                continue
            if rtype == "session_meta":
                _meta(payload, state)
                d = current()
                git = payload.get("git")
                if isinstance(git, dict):
                    d.set_git(branch=git.get("branch"), commit=git.get("commit_hash"))
                d.set_project(state.get("cwd"), latest=True)
                d.see_time(parse_time(payload.get("timestamp")) or when)
            elif rtype == "turn_context":
                d = current()
                if isinstance(payload.get("cwd"), str) and payload["cwd"]:
                    # The project is where the session works now, as Codex's resume picker
                    # sees it: the latest turn's cwd.
                    state["cwd"] = payload["cwd"]
                    d.set_project(payload["cwd"], latest=True)
                d.add_model(payload.get("model"))
                d.see_time(when)
            elif rtype == "event_msg":
                _event(payload, current(), when, state, ctx, f"@{offset}")
            elif rtype == "response_item":
                _item(payload, current(), when, state, mirrored, f"@{offset}")
            elif rtype == "compacted":
                current().add_turn("user", "compaction", str(payload.get("message") or ""), when)
        if mirrored and not state.get("events"):
            d = current()
            for text, when, record in mirrored:
                d.add_user_text(text, when, _replay_kind(text, state, ctx), record)
            d.session.turns.sort(key=lambda t: (t.time is None, t.time))

    return tail_records(path, pos, sink, _prefilter)


def _meta(payload: dict[str, Any], state: dict[str, Any]) -> None:
    sid = payload.get("id") or payload.get("session_id")
    if sid and not state.get("sid"):
        state["sid"] = str(sid)
    if isinstance(payload.get("cwd"), str):
        state["cwd"] = payload["cwd"]
    if payload.get("forked_from_id"):
        state["forked_from"] = str(payload["forked_from_id"])
    source = payload.get("source")
    if isinstance(source, dict) or payload.get("agent_role") or payload.get("parent_thread_id"):
        state["subagent"] = True


def _replay_kind(text: str, state: dict[str, Any], ctx: ReadContext) -> Any:
    """sidechain for a subagent's prompt or a request a fork copied from its parent."""
    kind = classify_text(text)
    if kind != "request":
        return kind
    if state.get("subagent"):
        return "sidechain"
    parent_id = state.get("forked_from")
    if parent_id:
        parent = ctx.lookup(HARNESS, parent_id)
        if parent is not None and any(t.text == text.strip() for t in parent.requests):
            return "sidechain"
    return kind


def _event(payload: dict[str, Any], d: Draft, when: Any, state: dict[str, Any],
           ctx: ReadContext, record: str) -> None:
    """`record` names the line by its byte offset: Codex records carry no id of their own."""
    ptype = payload.get("type")
    if ptype == "user_message":
        state["events"] = True
        text = payload.get("message")
        if isinstance(text, str):
            d.add_user_text(text, when, _replay_kind(text, state, ctx), record)
            # Each typed message starts a user turn; a rollback takes the last ones back.
            state.setdefault("turns", []).append(record)
    elif ptype == "thread_rolled_back":
        # /undo, or an earlier prompt edited and sent again: the last N user turns are gone
        # from the thread, so their requests no longer count (they may be stored already).
        count = payload.get("num_turns")
        turns: list[str] = state.setdefault("turns", [])
        if isinstance(count, int) and not isinstance(count, bool) and count > 0:
            d.withdraw(turns[-count:])
            del turns[-count:]
        d.see_time(when)
    elif ptype == "context_compacted":
        d.add_turn("user", "compaction", "", when)
    elif ptype == "turn_aborted":
        d.add_turn("user", "interruption", str(payload.get("reason") or ""), when)
    else:
        d.see_time(when)


def _item(payload: dict[str, Any], d: Draft, when: Any, state: dict[str, Any],
          mirrored: list[tuple[str, Any, str]], record: str) -> None:
    ptype = payload.get("type")
    if ptype == "message":
        role = payload.get("role")
        if role == "user":
            if not state.get("events"):
                # Injected context arrives as separate blocks: judge each on its own.
                mirrored.extend((t, when, record) for t in _content_texts(payload.get("content")))
            d.see_time(when)
            return
        text = "\n".join(_content_texts(payload.get("content")))
        if role == "assistant":
            d.add_response(text, when)
        else:
            d.see_time(when)
    elif ptype in ("function_call", "custom_tool_call", "local_shell_call"):
        d.tool_call(payload.get("call_id") or payload.get("id"),
                    payload.get("name") or ptype, _command(payload))
        d.see_time(when)
    elif ptype in ("function_call_output", "custom_tool_call_output"):
        d.add_turn("user", "tool_result", "", when)
        code = payload.get("exit_code")
        if code is None and isinstance(payload.get("output"), str):
            found = _EXIT.search(payload["output"].encode("utf-8", "replace"))
            code = int(found.group(1) or found.group(2)) if found else None
        d.tool_result(payload.get("call_id"), code, None if code is None else code == 0)
    elif ptype == "compaction":
        d.add_turn("user", "compaction", "", when)
    else:
        d.see_time(when)


def _command(payload: dict[str, Any]) -> str | None:
    """The command line of a shell tool call: `exec_command {cmd}`, `shell {command: [...]}`,
    `local_shell_call {action: {command: [...]}}`."""
    arguments: Any = payload.get("arguments")
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except ValueError:
            return None
    if not isinstance(arguments, dict):
        action = payload.get("action")
        arguments = action if isinstance(action, dict) else {}
    command = arguments.get("cmd", arguments.get("command"))
    if isinstance(command, list) and all(isinstance(p, str) for p in command):
        if len(command) == 3 and command[1] in ("-lc", "-c"):
            return command[2]
        return shlex.join(command)
    return command if isinstance(command, str) else None


def _content_texts(content: Any) -> list[str]:
    if isinstance(content, str):
        return [content]
    if not isinstance(content, list):
        return []
    return [b["text"] for b in content
            if isinstance(b, dict) and isinstance(b.get("text"), str) and b["text"].strip()]

