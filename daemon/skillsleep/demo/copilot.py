"""GitHub Copilot: VS Code chat sessions and Copilot CLI session state.

VS Code (Copilot Chat 0.49, Linux): `~/.config/Code/User/workspaceStorage/<hash>/chatSessions/
<session>.jsonl`, a mutation log: a kind-0 line with the whole state (version 3, first request
included), then kind-1 "set" and kind-2 "push" patches at paths like ["requests", 0, "response"];
later requests are pushed onto ["requests"]. `workspace.json` beside it names the folder. The
injected copilot-instructions.md rides in `variableData`, and `result.metadata.renderedUserMessage`
holds the prompt as sent, wrapped in context tags; neither is something the person typed.

Copilot CLI (1.0.x): `~/.copilot/session-state/<session>/events.jsonl` (compact JSON events
`{type,data,id,timestamp,parentId}` chained by parentId) and `workspace.yaml`.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from pathlib import Path
from typing import Any

from skillsleep.demo import sources
from skillsleep.demo.common import (
    Exchange,
    Ids,
    PlannedSession,
    Tool,
    Written,
    compact_json,
    epoch_ms,
    iso_ms,
    later,
    write_jsonl,
    write_text,
)
from skillsleep.harnesses.copilot import HARNESS as COPILOT

EXTENSION = {"value": "GitHub.copilot-chat", "_lower": "github.copilot-chat"}
# VS Code names a chat model `<vendor>/<model>`; Copilot is the vendor.
VSCODE_MODEL = f"{COPILOT.id}/claude-sonnet-4.6"
CLI_VERSION = "1.0.61-0"
CLI_MODEL = "claude-sonnet-4.6"


def _uri(path: Path | str) -> dict[str, Any]:
    return {"$mid": 1, "fsPath": str(path), "external": f"file://{path}", "path": str(path),
            "scheme": "file"}


def _md(text: str) -> dict[str, Any]:
    return {"value": text, "isTrusted": False, "supportThemeIcons": False, "supportHtml": False,
            "supportAlertSyntax": False}


# --- VS Code ---------------------------------------------------------------------------------

class _ChatLog:
    def __init__(self, plan: PlannedSession, project: Path) -> None:
        self.plan = plan
        self.project = project
        self.rng = plan.rng(sources.COPILOT_VSCODE)
        self.ids = Ids(self.rng)
        self.session_id = self.ids.uuid4()
        # VS Code names a workspace folder by an md5 hash; one folder per project.
        self.workspace_hash = hashlib.md5(f"file://{project}".encode()).hexdigest()
        self.lines: list[dict[str, Any]] = []

    def _agent(self) -> dict[str, Any]:
        return {"extensionId": EXTENSION, "extensionVersion": "0.49.0",
                "publisherDisplayName": "GitHub", "extensionPublisherId": "GitHub",
                "extensionDisplayName": "GitHub Copilot Chat", "id": "github.copilot.editsAgent",
                "description": "Edit files in your workspace in agent mode",
                "when": "config.chat.agent.enabled",
                "metadata": {"themeIcon": {"id": "tools"}, "hasFollowups": False,
                             "supportIssueReporting": False},
                "name": "agent", "fullName": "GitHub Copilot", "isDefault": True,
                "locations": ["panel"], "modes": ["agent"], "slashCommands": [],
                "disambiguation": []}

    def _instructions(self) -> list[dict[str, Any]]:
        doc = self.project / ".github" / "copilot-instructions.md"
        if not doc.is_file():
            return []
        return [{"id": f"vscode.instructions.file.root__file://{doc}",
                 "name": "prompt:copilot-instructions.md",
                 "value": {"$mid": 1, "external": f"file://{doc}", "path": str(doc),
                           "scheme": "file"},
                 "kind": "promptFile", "modelDescription": "Prompt instructions file",
                 "isRoot": True, "automaticallyAdded": True}]

    def request(self, ex: Exchange, at: datetime) -> dict[str, Any]:
        n = len(ex.text)
        return {
            "requestId": f"request_{self.ids.uuid4()}", "timestamp": epoch_ms(at),
            "agent": self._agent(), "modelId": VSCODE_MODEL,
            "responseId": f"response_{self.ids.uuid4()}", "modelState": {"value": 0},
            "contentReferences": [], "codeCitations": [], "timeSpentWaiting": epoch_ms(at),
            "modeInfo": {"kind": "agent", "isBuiltin": True, "modeId": "agent",
                         "modeName": "Agent", "permissionLevel": "default"},
            "response": [],
            "message": {"text": ex.text, "parts": [{
                "range": {"start": 0, "endExclusive": n},
                "editorRange": {"startLineNumber": 1, "startColumn": 1, "endLineNumber": 1,
                                "endColumn": n + 1},
                "text": ex.text, "kind": "text"}]},
            "variableData": {"variables": self._instructions()},
        }

    def _tool_part(self, tool: Tool) -> list[dict[str, Any]]:
        call_id = "toolu_vrtx_01" + self.ids.token(22)
        base = {"kind": "toolInvocationSerialized", "isConfirmed": {"type": 1},
                "isComplete": True, "source": {"type": "internal", "label": "Built-In"},
                "toolCallId": call_id}
        path = self.project / tool.target
        if tool.kind == "shell":
            return [{**base, "invocationMessage": _md(f"Running `{tool.target}`"),
                     "pastTenseMessage": _md(f"Ran `{tool.target}`"),
                     "toolSpecificData": {"kind": "terminal", "language": "sh",
                                          "commandLine": {"original": tool.target},
                                          "terminalCommandOutput": {"text": tool.output}},
                     "toolId": "run_in_terminal"}]
        if tool.kind == "read":
            return [{**base, "invocationMessage": _md(f"Reading [](file://{path})"),
                     "pastTenseMessage": _md(f"Read [](file://{path})"),
                     "toolId": "copilot_readFile"}]
        text = tool.new
        tool_id = "copilot_replaceString" if tool.kind == "edit" else "copilot_createFile"
        edit = {"kind": "textEditGroup", "uri": _uri(path),
                "edits": [[{"text": text, "range": {"startLineNumber": 1, "startColumn": 1,
                                                     "endLineNumber": 1, "endColumn": 1}}], []],
                "done": True}
        return [{**base, "invocationMessage": _md(f"Editing [](file://{path})"),
                 "pastTenseMessage": _md(f"Edited [](file://{path})"), "toolId": tool_id},
                edit]

    def exchange(self, index: int, ex: Exchange, at: datetime) -> datetime:
        request = self.request(ex, at)
        if index == 0:
            self.lines.append({"kind": 0, "v": {
                "version": 3, "creationDate": epoch_ms(self.plan.start),
                "customTitle": ex.text[:48].rstrip(" ?"), "initialLocation": "panel",
                "responderUsername": "GitHub Copilot", "sessionId": self.session_id,
                "hasPendingEdits": False, "requests": [request], "pendingRequests": [],
                "inputState": {"attachments": [], "mode": {"id": "agent", "kind": "agent"},
                               "inputText": "", "permissionLevel": "default"}}})
        else:
            self.lines.append({"kind": 2, "k": ["requests"], "v": [request]})
        key = ["requests", index]
        refs = [{"kind": "reference", "reference": _uri(v["value"]["path"])}
                for v in request["variableData"]["variables"]]
        if refs:
            self.lines.append({"kind": 1, "k": [*key, "contentReferences"], "v": refs})
        parts: list[dict[str, Any]] = []
        if ex.thinking:
            parts.append({"kind": "thinking", "value": ex.thinking, "id": "thinking_0",
                          "generatedTitle": ex.thinking.split(",")[0]})
        for tool in ex.tools:
            parts.extend(self._tool_part(tool))
        parts.append({"value": ex.reply, "supportThemeIcons": False, "supportHtml": False,
                      "baseUri": _uri(f"{self.project}/")})
        self.lines.append({"kind": 2, "k": [*key, "response"], "v": parts})
        done = later(at, self.rng, 8, 60)
        elapsed = epoch_ms(done) - epoch_ms(at)
        rendered = (f"<context>\nThe current date is {at.strftime('%B %d, %Y')}.\n</context>\n"
                    "<reminderInstructions>\nWhen using the replace_string_in_file tool, "
                    "include 3-5 lines of unchanged code before and after the string you want "
                    "to replace.\n</reminderInstructions>\n"
                    f"<userRequest>\n{ex.text}\n</userRequest>\n")
        self.lines.append({"kind": 1, "k": [*key, "result"], "v": {
            "timings": {"firstProgress": 1200 + self.rng.randrange(3000),
                        "totalElapsed": elapsed},
            "metadata": {"codeBlocks": [], "renderedUserMessage": [{"type": 1,
                                                                     "text": rendered}],
                         "toolCallRounds": len(ex.tools) + 1,
                         "modelMessageId": self.ids.uuid4(),
                         "responseId": self.ids.uuid4(), "sessionId": self.ids.uuid4(),
                         "agentId": "github.copilot.editsAgent"}}})
        self.lines.append({"kind": 1, "k": [*key, "modelState"],
                           "v": {"value": 1, "completedAt": epoch_ms(done)}})
        self.lines.append({"kind": 1, "k": [*key, "completionTokens"],
                           "v": 80 + self.rng.randrange(600)})
        self.lines.append({"kind": 1, "k": [*key, "elapsedMs"], "v": elapsed})
        return done


def write_vscode_session(plan: PlannedSession, home: Path, project: Path) -> Written:
    log = _ChatLog(plan, project)
    at = plan.start
    times = []
    for i, ex in enumerate(plan.exchanges):
        times.append(at)
        at = log.exchange(i, ex, at)
        at = later(at, log.rng, 30, 240)
    folder = home / ".config" / "Code" / "User" / "workspaceStorage" / log.workspace_hash
    workspace = write_text(folder / "workspace.json",
                           json.dumps({"folder": f"file://{project}"}, indent=2))
    path = write_jsonl(folder / "chatSessions" / f"{log.session_id}.jsonl", log.lines)
    return Written(log.session_id, path, times, [workspace, path])


# --- Copilot CLI -----------------------------------------------------------------------------

class _Events:
    def __init__(self, plan: PlannedSession, project: Path) -> None:
        self.plan = plan
        self.project = project
        self.rng = plan.rng(sources.COPILOT_CLI)
        self.ids = Ids(self.rng)
        self.session_id = self.ids.uuid4()
        self.lines: list[dict[str, Any]] = []
        self.parent: str | None = None
        self.turn = 0
        self.output_tokens = 0

    def add(self, kind: str, at: datetime, data: dict[str, Any]) -> None:
        event_id = self.ids.uuid4()
        self.lines.append({"type": kind, "data": data, "id": event_id,
                           "timestamp": iso_ms(at), "parentId": self.parent})
        self.parent = event_id

    def start(self, at: datetime) -> datetime:
        self.add("session.start", at, {
            "sessionId": self.session_id, "version": 1, "producer": "copilot-agent",
            "copilotVersion": CLI_VERSION, "startTime": iso_ms(at),
            "selectedModel": CLI_MODEL,
            "context": {"cwd": str(self.project), "gitRoot": str(self.project),
                        "branch": "main", "repository": f"acme/{self.project.name}"},
            "alreadyInUse": False, "remoteSteerable": False})
        at = later(at, self.rng, 1, 4)
        self.add("session.model_change", at, {"newModel": CLI_MODEL, "reasoningEffort": None,
                                              "contextTier": None})
        doc = self.project / ".github" / "copilot-instructions.md"
        custom = doc.read_text(encoding="utf-8") if doc.is_file() else ""
        at = later(at, self.rng, 0.5, 1.5)
        self.add("system.message", at, {
            "role": "system",
            "content": "You are the GitHub Copilot CLI, a terminal assistant built by GitHub. "
                       "You help with software engineering tasks in the user's repository.\n\n"
                       f"<custom_instructions>\n{custom}</custom_instructions>"})
        return at

    def _tool(self, tool: Tool) -> tuple[str, dict[str, Any], str]:
        path = str(self.project / tool.target)
        if tool.kind == "shell":
            return "bash", {"command": tool.target, "description": f"Run {tool.target}"}, \
                f"$ {tool.target}"
        if tool.kind == "read":
            return "view", {"path": path}, f"view the file at {path}."
        if tool.kind == "edit":
            return "edit", {"path": path, "old_str": tool.old, "new_str": tool.new}, \
                f"edit the file at {path}."
        return "create", {"path": path, "file_text": tool.new}, f"create a new file at {path}."

    def assistant(self, at: datetime, interaction: str, content: str,
                  requests: list[dict[str, Any]], reasoning: str = "") -> datetime:
        self.add("assistant.turn_start", at, {"turnId": str(self.turn),
                                              "interactionId": interaction})
        at = later(at, self.rng, 2, 6)
        tokens = 40 + self.rng.randrange(400)
        self.output_tokens += tokens
        data: dict[str, Any] = {"messageId": self.ids.uuid4(), "model": CLI_MODEL,
                                "content": content, "toolRequests": requests,
                                "interactionId": interaction, "turnId": str(self.turn)}
        if reasoning:
            data["reasoningOpaque"] = self.ids.b64(240)
            data["reasoningText"] = reasoning
        data["outputTokens"] = tokens
        data["requestId"] = f"{self.ids.hex(4).upper()}:{self.ids.hex(6).upper()}"
        self.add("assistant.message", at, data)
        return at

    def exchange(self, ex: Exchange, at: datetime) -> datetime:
        interaction = self.ids.uuid4()
        self.add("user.message", at, {
            "content": ex.text,
            "transformedContent": f"<current_datetime>{iso_ms(at)[:-1]}+00:00"
                                  f"</current_datetime>\n\n{ex.text}\n\n<system_reminder>\n"
                                  "<sql_tables>No tables currently exist.</sql_tables>\n"
                                  "</system_reminder>",
            "attachments": [], "supportedNativeDocumentMimeTypes": [],
            "interactionId": interaction})
        at = later(at, self.rng, 0.3, 1.0)
        for tool in ex.tools:
            name, args, summary = self._tool(tool)
            call_id = "toolu_vrtx_01" + self.ids.token(22)
            request = {"toolCallId": call_id, "name": name, "arguments": args,
                       "type": "function", "intentionSummary": summary}
            at = self.assistant(at, interaction, "", [request], reasoning=ex.thinking)
            self.add("tool.execution_start", at, {"toolCallId": call_id, "toolName": name,
                                                  "arguments": args, "turnId": str(self.turn)})
            at = later(at, self.rng, 0.05, 3)
            result = tool.output if tool.kind in ("shell", "read") else f"Edited {args['path']}"
            self.add("tool.execution_complete", at, {
                "toolCallId": call_id, "model": CLI_MODEL, "interactionId": interaction,
                "turnId": str(self.turn), "success": True,
                "result": {"content": result, "detailedContent": result}, "toolTelemetry": {}})
            self.add("assistant.turn_end", at, {"turnId": str(self.turn)})
            self.turn += 1
        at = self.assistant(at, interaction, ex.reply, [])
        self.add("assistant.turn_end", at, {"turnId": str(self.turn)})
        self.turn += 1
        return at

    def shutdown(self, at: datetime) -> None:
        calls = self.turn
        self.add("session.shutdown", at, {
            "shutdownType": "routine", "totalPremiumRequests": len(self.plan.exchanges),
            "totalApiDurationMs": 2500 * calls, "sessionStartTime": epoch_ms(self.plan.start),
            "codeChanges": {"linesAdded": 0, "linesRemoved": 0, "filesModified": []},
            "modelMetrics": {CLI_MODEL: {
                "requests": {"count": calls, "cost": len(self.plan.exchanges)},
                "usage": {"inputTokens": 24000 * calls, "outputTokens": self.output_tokens,
                          "cacheReadTokens": 20000 * calls, "cacheWriteTokens": 3000 * calls,
                          "reasoningTokens": 0}}},
            "currentModel": CLI_MODEL})


def _yaml_scalar(text: str) -> str:
    plain = text and not any(c in text for c in ":#'\"{}[],&*!|>%@`") and text.strip() == text
    return text if plain else compact_json(text)


def write_cli_session(plan: PlannedSession, home: Path, project: Path) -> Written:
    ev = _Events(plan, project)
    at = ev.start(plan.start)
    times = []
    for ex in plan.exchanges:
        at = later(at, ev.rng, 2, 20) if not times else later(at, ev.rng, 30, 240)
        times.append(at)
        at = ev.exchange(ex, at)
    at = later(at, ev.rng, 5, 60)
    ev.shutdown(at)
    folder = home / ".copilot" / "session-state" / ev.session_id
    path = write_jsonl(folder / "events.jsonl", ev.lines)
    yaml = "".join(f"{k}: {v}\n" for k, v in (
        ("id", ev.session_id), ("cwd", str(project)), ("git_root", str(project)),
        ("repository", f"acme/{project.name}"), ("branch", "main"), ("user_named", "false"),
        ("summary_count", "0"), ("created_at", iso_ms(plan.start)), ("updated_at", iso_ms(at)),
        ("name", _yaml_scalar(plan.exchanges[0].text[:60]))))
    workspace = write_text(folder / "workspace.yaml", yaml)
    return Written(ev.session_id, path, times, [path, workspace])
