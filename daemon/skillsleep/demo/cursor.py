"""Cursor: the IDE's SQLite state and the agent CLI's flat JSONL transcripts (Linux locations).

IDE (Cursor 3.x): `~/.config/Cursor/User/globalStorage/state.vscdb`, WAL mode, tables
`ItemTable` and `cursorDiskKV` (`key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB`) and
`composerHeaders`. A chat is a `composerData:<composerId>` row (ms timestamps, the bubble order in
`fullConversationHeadersOnly`) plus one `bubbleId:<composerId>:<bubbleId>` row per bubble (type 1
user, 2 assistant; ISO `createdAt`; tools in `toolFormerData`, thinking in `thinking`). An
`agentKv:blob:<sha256>` row caches the model request (the prompt wrapped in `<user_query>`), which
is not a second copy of the person's request. The workspace's own `state.vscdb` lists its
composers under `composer.composerData`, and `workspace.json` names the folder.

agent CLI: `~/.cursor/projects/<slug>/agent-transcripts/<id>.jsonl` (flat), lines
`{"role","message":{"content":[...]}}` and `{"type":"turn_ended"}`, user text wrapped in
`<user_query>` (after a `<timestamp>`), no timestamps on the lines: the file's mtime dates it.
"""

from __future__ import annotations

import json
import sqlite3
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
    set_mtime,
    sha256_hex,
    write_jsonl,
    write_text,
)
from skillsleep.harnesses.cursor import HARNESS as CURSOR

MODEL = "claude-4.5-sonnet-thinking"
KV_DDL = "CREATE TABLE {} (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)"
HEADERS_DDL = ("CREATE TABLE composerHeaders (composerId TEXT PRIMARY KEY, workspaceId TEXT, "
               "createdAt INTEGER, lastUpdatedAt INTEGER, isArchived INTEGER, isSubagent INTEGER, "
               "recency INTEGER, checkpointAt INTEGER, value TEXT)")


def _uri(path: Path) -> dict[str, Any]:
    return {"$mid": 1, "fsPath": str(path), "external": f"file://{path}", "path": str(path),
            "scheme": "file"}


def _rich_text(text: str) -> str:
    # The composer input is a Lexical editor; its state is stored as a JSON string.
    node = {"detail": 0, "format": 0, "mode": "normal", "style": "", "text": text,
            "type": "text", "version": 1}
    paragraph = {"children": [node], "direction": "ltr", "format": "", "indent": 0,
                 "type": "paragraph", "version": 1}
    return compact_json({"root": {"children": [paragraph], "direction": "ltr", "format": "",
                                  "indent": 0, "type": "root", "version": 1}})


def _user_info(project: Path, at: datetime) -> str:
    return (f"<user_info>\nOS Version: linux 6.8.0-49-generic\nShell: bash\n"
            f"Workspace Path: {project}\nToday's date: {at.strftime('%A %b %d, %Y')}\n"
            "</user_info>")


# --- IDE -------------------------------------------------------------------------------------

class _Composer:
    def __init__(self, plan: PlannedSession, project: Path, workspace_id: str) -> None:
        self.plan = plan
        self.project = project
        self.workspace_id = workspace_id
        self.rng = plan.rng(sources.CURSOR_IDE)
        self.ids = Ids(self.rng)
        self.composer_id = self.ids.uuid4()
        self.bubbles: list[dict[str, Any]] = []
        self.blobs: list[str] = []

    def _bubble(self, kind: int, at: datetime, **fields: Any) -> dict[str, Any]:
        bubble = {"_v": 3, "type": kind, "bubbleId": self.ids.uuid4(), "text": "",
                  "richText": "", "createdAt": iso_ms(at), "requestId": "", "isAgentic": True,
                  "unifiedMode": 2, "toolResults": [], "codeBlocks": [], "attachedCodeChunks": [],
                  "relevantFiles": [], "images": [], "humanChanges": [], "capabilities": [],
                  "tokenCount": {"inputTokens": 0, "outputTokens": 0}, **fields}
        self.bubbles.append(bubble)
        return bubble

    def _tool(self, tool: Tool) -> dict[str, Any]:
        path = str(self.project / tool.target)
        if tool.kind == "shell":
            name, params = "run_terminal_command_v2", {"command": tool.target,
                                                       "cwd": str(self.project)}
            result = {"output": tool.output, "exitCode": 0, "rejected": False}
        elif tool.kind == "read":
            name, params = "read_file_v2", {"targetFile": path}
            result = {"contents": tool.output, "totalLinesInFile": tool.output.count("\n")}
        elif tool.kind == "edit":
            name, params = "edit_file_v2", {"targetFile": path, "oldString": tool.old,
                                            "newString": tool.new}
            result = {"diff": {"chunks": [{"diffString": f"-{tool.old}\n+{tool.new}"}]}}
        else:
            name, params = "write_file_v2", {"targetFile": path, "contents": tool.new}
            result = {"success": True}
        number = {"run_terminal_command_v2": 15, "read_file_v2": 40}.get(name)
        data: dict[str, Any] = {"tool": number} if number else {}
        data.update({"name": name, "toolCallId": f"toolu_01{self.ids.token(22)}",
                     "params": compact_json(params), "rawArgs": "", "status": "completed",
                     "result": compact_json(result), "additionalData": {}})
        return data

    def exchange(self, ex: Exchange, at: datetime) -> datetime:
        request_id = self.ids.uuid4()
        self._bubble(1, at, text=ex.text, richText=_rich_text(ex.text), requestId=request_id,
                     modelInfo={"modelName": "default"},
                     context={"fileSelections": [], "folderSelections": [], "selections": [],
                              "terminalSelections": [], "cursorRules": [], "mentions": {}})
        # The model-request cache: the prompt as sent, with Cursor's own wrappers.
        self.blobs.append(compact_json({"role": "user", "content": [{
            "type": "text",
            "text": f"{_user_info(self.project, at)}\n\n<user_query>\n{ex.text}\n</user_query>"}],
            "providerOptions": {CURSOR.id: {"requestId": request_id}}}))
        at = later(at, self.rng, 2, 6)
        model = {"modelName": MODEL}
        if ex.thinking:
            self._bubble(2, at, capabilityType=30, thinkingDurationMs=1800, modelInfo=model,
                         thinking={"text": ex.thinking, "signature": self.ids.b64(80)},
                         requestId=request_id)
        for tool in ex.tools:
            at = later(at, self.rng, 1, 5)
            self._bubble(2, at, capabilityType=15, toolFormerData=self._tool(tool),
                         modelInfo=model, requestId=request_id)
        at = later(at, self.rng, 2, 8)
        self._bubble(2, at, text=ex.reply, modelInfo=model, requestId=request_id,
                     tokenCount={"inputTokens": 12000 + self.rng.randrange(8000),
                                 "outputTokens": 100 + self.rng.randrange(600)})
        return at

    def head(self, updated: datetime) -> dict[str, Any]:
        return {"type": "head", "composerId": self.composer_id,
                "name": self.plan.exchanges[0].text[:40],
                "createdAt": epoch_ms(self.plan.start), "lastUpdatedAt": epoch_ms(updated),
                "unifiedMode": "agent", "forceMode": "edit", "isDraft": False,
                "isArchived": False,
                "workspaceIdentifier": {"id": self.workspace_id, "uri": _uri(self.project)},
                "trackedGitRepos": [{"repoPath": str(self.project), "branches": ["main"]}]}

    def composer_data(self, updated: datetime) -> dict[str, Any]:
        return {"_v": 17, "composerId": self.composer_id,
                "name": self.plan.exchanges[0].text[:40], "richText": "", "text": "",
                "hasLoaded": True, "status": "completed", "isAgentic": True,
                "unifiedMode": "agent", "forceMode": "edit", "agentBackend": "cursor-agent",
                "createdAt": epoch_ms(self.plan.start), "lastUpdatedAt": epoch_ms(updated),
                "fullConversationHeadersOnly": [
                    {"bubbleId": b["bubbleId"], "type": b["type"],
                     **({"serverBubbleId": b["requestId"]} if b["type"] == 2 else {})}
                    for b in self.bubbles],
                "conversationMap": {}, "context": {"cursorRules": [], "fileSelections": [],
                                                   "folderSelections": [], "mentions": {}},
                "modelConfig": {"modelName": MODEL, "maxMode": False,
                                "selectedModels": [{"modelId": MODEL, "parameters": []}]},
                "subComposerIds": [], "subagentComposerIds": [], "todos": [],
                "workspaceIdentifier": {"id": self.workspace_id, "uri": _uri(self.project)},
                "usageData": {}, "totalLinesAdded": 0, "totalLinesRemoved": 0}


def _create(path: Path, tables: list[str]) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    for ddl in tables:
        db.execute(ddl)
    return db


def write_ide_sessions(plans: list[PlannedSession], home: Path,
                       projects: dict[str, Path]) -> list[Written]:
    """All IDE chats live in one global database, so they are written together."""
    user = home / ".config" / "Cursor" / "User"
    workspace_ids = {name: Ids(plans[0].rng(f"workspace:{name}")).hex(32) if plans else ""
                     for name in projects}
    written: list[Written] = []
    composers: list[tuple[_Composer, datetime]] = []
    for plan in plans:
        project = projects[plan.project]
        composer = _Composer(plan, project, workspace_ids[plan.project])
        at, times = plan.start, []
        for ex in plan.exchanges:
            times.append(at)
            at = composer.exchange(ex, at)
            at = later(at, composer.rng, 30, 240)
        composers.append((composer, at))
        written.append(Written(composer.composer_id, user / "globalStorage" / "state.vscdb",
                               times))
    db_path = user / "globalStorage" / "state.vscdb"
    db = _create(db_path, [KV_DDL.format("ItemTable"), KV_DDL.format("cursorDiskKV"),
                           HEADERS_DDL])
    with db:
        for composer, updated in composers:
            cid = composer.composer_id
            db.execute("INSERT INTO composerHeaders VALUES (?,?,?,?,?,?,?,?,?)",
                       (cid, composer.workspace_id, epoch_ms(composer.plan.start),
                        epoch_ms(updated), 0, 0, epoch_ms(updated), None,
                        compact_json(composer.head(updated))))
            db.execute("INSERT INTO cursorDiskKV VALUES (?, ?)",
                       (f"composerData:{cid}", compact_json(composer.composer_data(updated))))
            for bubble in composer.bubbles:
                db.execute("INSERT INTO cursorDiskKV VALUES (?, ?)",
                           (f"bubbleId:{cid}:{bubble['bubbleId']}", compact_json(bubble)))
            for blob in composer.blobs:
                db.execute("INSERT INTO cursorDiskKV VALUES (?, ?)",
                           (f"agentKv:blob:{sha256_hex(blob)}", blob.encode("utf-8")))
        db.execute("INSERT INTO ItemTable VALUES (?, ?)",
                   ("glass.localAgentProjects.v1", compact_json([
                       {"id": workspace_ids[name], "name": name,
                        "workspace": {"id": workspace_ids[name], "uri": _uri(path)}}
                       for name, path in projects.items()
                       if any(c.plan.project == name for c, _ in composers)])))
    db.close()
    files = [db_path]
    for name, path in projects.items():
        mine = [(c, u) for c, u in composers if c.plan.project == name]
        if not mine:
            continue
        folder = user / "workspaceStorage" / workspace_ids[name]
        files.append(write_text(folder / "workspace.json",
                                json.dumps({"folder": f"file://{path}"}, indent=2)))
        ws_db = _create(folder / "state.vscdb", [KV_DDL.format("ItemTable"),
                                                 KV_DDL.format("cursorDiskKV")])
        listing = {"allComposers": [c.head(u) for c, u in mine],
                   "selectedComposerIds": [mine[-1][0].composer_id],
                   "lastFocusedComposerIds": [mine[-1][0].composer_id],
                   "hasMigratedComposerData": True}
        with ws_db:
            ws_db.execute("INSERT INTO ItemTable VALUES (?, ?)",
                          ("composer.composerData", compact_json(listing)))
        ws_db.close()
        files.append(folder / "state.vscdb")
    for w in written:
        w.files = list(files)
    return written


# --- agent CLI -------------------------------------------------------------------------------

def _cli_tool(project: Path, tool: Tool) -> dict[str, Any]:
    path = str(project / tool.target)
    if tool.kind == "shell":
        return {"type": "tool_use", "name": "Shell",
                "input": {"command": tool.target, "description": f"Run {tool.target.split()[0]}",
                          "working_directory": str(project)}}
    if tool.kind == "read":
        return {"type": "tool_use", "name": "Read", "input": {"path": path}}
    if tool.kind == "edit":
        return {"type": "tool_use", "name": "StrReplace",
                "input": {"path": path, "old_string": tool.old, "new_string": tool.new}}
    return {"type": "tool_use", "name": "Write", "input": {"path": path, "contents": tool.new}}


def cli_slug(project: Path) -> str:
    return "".join(c if c.isalnum() else "-" for c in str(project).lstrip("/"))


def write_cli_session(plan: PlannedSession, home: Path, project: Path) -> Written:
    rng = plan.rng(sources.CURSOR_CLI)
    session_id = Ids(rng).uuid4()
    lines: list[dict[str, Any]] = [
        {"role": "user", "message": {"content": [{"type": "text",
                                                  "text": _user_info(project, plan.start)}]}}]
    at, times = plan.start, []
    for ex in plan.exchanges:
        times.append(at)
        stamp = at.strftime("%A, %b %d, %Y, %I:%M %p") + " (UTC)"
        query = f"<timestamp>{stamp}</timestamp>\n<user_query>\n{ex.text}\n</user_query>"
        lines.append({"role": "user", "message": {"content": [{"type": "text", "text": query}]}})
        content: list[dict[str, Any]] = []
        if ex.thinking:
            content.append({"type": "text", "text": ex.thinking})
        content.extend(_cli_tool(project, tool) for tool in ex.tools)
        if content:
            lines.append({"role": "assistant", "message": {"content": content}})
        lines.append({"role": "assistant",
                      "message": {"content": [{"type": "text", "text": ex.reply}]}})
        lines.append({"type": "turn_ended", "status": "success"})
        at = later(at, rng, 30, 240)
    folder = home / ".cursor" / "projects" / cli_slug(project)
    trusted = write_text(folder / ".workspace-trusted",
                         compact_json({"workspacePath": str(project),
                                       "trustedAt": iso_ms(plan.start)}))
    path = write_jsonl(folder / "agent-transcripts" / f"{session_id}.jsonl", lines)
    set_mtime(path, at)
    return Written(session_id, path, times, [trusted, path])
