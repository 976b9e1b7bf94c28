"""GitHub Copilot CLI: `$COPILOT_HOME/session-state/<id>/events.jsonl` (append-only events).

Events are `{type, data, id, timestamp, parentId}`; the typed prompt is `user.message.content`.
Events tagged with an `agentId` come from a subagent and are replays, not the person's turns; a
`user.message` with a `source` (a skill's body, autopilot, another agent) or with
`isAutopilotContinuation` is text the CLI injected.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ...logs.classify import unwrap_user_query
from ...logs.drafts import Draft, FileResult, ReadContext, fast_time
from ...logs.positions import LogPosition
from ...logs.readers import tail_records
from ...sessiondata import TurnKind, parse_time
from .name import ID

HARNESS = ID
KNOWN_SCHEMA = 1

# Event types the Copilot CLI writes by design that hold nothing harvested: known, so they are
# passed over without being reported as skipped records.
_IGNORED = {
    "system.message", "assistant.turn_start", "assistant.turn_end", "assistant.turn_retry",
    "assistant.reasoning", "assistant.message_delta", "assistant.streaming_delta",
    "assistant.usage", "assistant.intent", "assistant.idle",
    "session.info", "session.error", "session.warning", "session.truncation",
    "session.compaction_start", "session.usage_info", "session.usage_checkpoint",
    "session.context_changed", "session.context_cleared", "session.task_complete",
    "session.mode_changed", "session.plan_changed", "session.workspace_file_changed",
    "session.title_changed", "session.handoff", "session.snapshot_rewind", "session.idle",
    "session.autopilot_objective_changed", "session.model_deselected",
    "session.completion_receipt", "pending_messages.modified", "abort.requested",
}
# Whole families of them: permission prompts, questions to the person, tools, hooks, skills,
# subagents, MCP and model-call bookkeeping.
_IGNORED_FAMILIES = ("permission.", "user_input.", "elicitation.", "sampling.", "mcp.",
                     "external_tool.", "tool.", "hook.", "skill.", "subagent.", "model.",
                     "command.")
# `user.message` events the person did not type: a `source` other than "user" (a skill's body,
# autopilot, another agent) or an autopilot continuation.
_SOURCE_KINDS = {"skill": "injection", "autopilot": "injection", "agent": "sidechain"}
_CWD_LINE = re.compile(r"^cwd:\s*(.+?)\s*$", re.MULTILINE)


def _fallback(path: Path) -> tuple[str, str | None]:
    """Session id and project from the folder and its workspace.yaml."""
    if path.name != "events.jsonl":
        return path.stem, None
    folder = path.parent
    cwd = None
    try:
        m = _CWD_LINE.search((folder / "workspace.yaml").read_text(encoding="utf-8",
                                                                    errors="replace"))
        if m:
            cwd = m.group(1).strip("'\"")
    except OSError:
        pass
    return folder.name, cwd


def read(path: Path, kind: str, pos: LogPosition | None, ctx: ReadContext) -> FileResult:
    opts = ctx.options
    source = str(path)

    def sink(records: Iterable[tuple[int, dict[str, Any]]], result: FileResult) -> None:
        state = result.state
        draft: Draft | None = None

        def current() -> Draft:
            nonlocal draft
            if draft is None:
                if not state.get("sid"):
                    sid, cwd = _fallback(path)
                    state["sid"], state["cwd"] = sid, state.get("cwd") or cwd
                draft = result.draft(HARNESS, state["sid"], source, opts)
                draft.set_project(state.get("cwd"))
            return draft

        for offset, ev in records:
            etype = ev.get("type")
            data = ev.get("data") if isinstance(ev.get("data"), dict) else {}
            when = fast_time(ev.get("timestamp"))
            sub = bool(ev.get("agentId") or data.get("agentId"))
            if etype == "session.start" or etype == "session.resume":
                if etype == "session.start":
                    _start(data, state, result, f"{source} at byte {offset}")
                draft = None
                d = current()
                d.add_model(data.get("selectedModel"))
                d.see_time(parse_time(data.get("startTime")) or when)
            elif etype == "session.model_change":
                current().add_model(data.get("newModel"))
            elif etype == "user.message":
                text = data.get("content")
                if not isinstance(text, str) or not text.strip():
                    text = unwrap_user_query(str(data.get("transformedContent") or ""))
                kind = "sidechain" if sub else _injected(data)
                current().add_user_text(text, when, kind, ev.get("id"))
            elif etype == "assistant.message":
                d = current()
                d.add_model(data.get("model"))
                if sub:
                    d.see_time(when)
                else:
                    d.add_response(str(data.get("content") or ""), when)
            elif etype == "tool.execution_start":
                d = current()
                if not sub:
                    arguments = data.get("arguments")
                    command = arguments.get("command") if isinstance(arguments, dict) and \
                        data.get("toolName") == "bash" else None
                    d.tool_call(data.get("toolCallId"), data.get("toolName"), command)
                d.see_time(when)
            elif etype == "tool.execution_complete":
                if sub:
                    current().see_time(when)
                else:
                    failed = data.get("success") is False
                    current().add_turn("user", "tool_result", _error(data) if failed else "",
                                       when)
                    shell = data.get("shellExecution")
                    code = shell.get("exitCode") if isinstance(shell, dict) else None
                    ok = not failed and code in (None, 0)
                    current().tool_result(data.get("toolCallId"), code, ok)
            elif etype == "session.usage_record":
                # One model call's usage (1.0.10x): the model is what is kept of it.
                usage = data.get("usage")
                d = current()
                if isinstance(usage, dict) and not sub:
                    d.add_model(usage.get("model"))
                d.see_time(when)
            elif etype == "abort":
                current().add_turn("user", "interruption", str(data.get("reason") or ""), when)
            elif etype == "session.compaction_complete":
                current().add_turn("user", "compaction", "", when)
            elif etype == "session.shutdown":
                d = current()
                metrics = data.get("modelMetrics")
                if isinstance(metrics, dict):
                    for model in metrics:
                        d.add_model(model)
                d.see_time(when)
            elif etype in _IGNORED or (isinstance(etype, str)
                                       and etype.startswith(_IGNORED_FAMILIES)):
                if draft is not None:
                    draft.see_time(when)
            else:
                result.unknown("event", etype, f"{source} at byte {offset}")

    return tail_records(path, pos, sink)


def _injected(data: dict[str, Any]) -> TurnKind | None:
    """The kind of a user.message the harness wrote itself, or None for a typed one."""
    if data.get("isAutopilotContinuation") is True:
        return "injection"
    source = data.get("source")
    if not isinstance(source, str) or source in ("", "user"):
        return None
    family = source.split("-", 1)[0]
    return _SOURCE_KINDS.get(family, "injection")  # type: ignore[return-value]


def _start(data: dict[str, Any], state: dict[str, Any], result: FileResult, where: str) -> None:
    if data.get("sessionId"):
        state["sid"] = str(data["sessionId"])
    ctx = data.get("context")
    if isinstance(ctx, dict) and isinstance(ctx.get("cwd"), str):
        state["cwd"] = ctx["cwd"]
    version = data.get("version")
    if isinstance(version, int) and version > KNOWN_SCHEMA:
        result.skip(f"newer session schema version {version} (known: {KNOWN_SCHEMA}); "
                    f"recognizable events were still read", where)


def _error(data: dict[str, Any]) -> str:
    res = data.get("result")
    if isinstance(res, dict):
        return f"error: {res.get('content') or ''}"
    return "error"
