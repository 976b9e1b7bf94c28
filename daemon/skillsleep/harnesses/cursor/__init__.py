"""Cursor: the IDE's `User/globalStorage/state.vscdb`, the agent transcripts in
`~/.cursor/projects/<slug>/agent-transcripts/`, cursor-agent's `~/.cursor/chats/*/*/store.db`;
hooks in `~/.cursor/hooks.json` (`sessionEnd`, and `stop` because cursor-agent in print mode
fires only the first and the IDE may miss it).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...machine import Machine
from ..base import Harness, HookFile, LogRoot, as_path
from ..cli import HarnessCli
from .name import ID

if TYPE_CHECKING:
    from ...logs.drafts import FileResult, ReadContext
    from ...logs.positions import LogPosition


class Cursor(Harness):
    id = ID
    label = "Cursor"
    reads_every_session = ("AGENTS.md", ".cursorrules")
    cli = HarnessCli("cursor-agent")
    env_vars = ("CURSOR_DESKTOP_USER_DIR", "CURSOR_HOME")
    max_depth = 4
    session_keys = ("conversation_id", "session_id")
    project_header = "cursor-project-dir"

    def home(self, machine: Machine) -> Path:
        return machine.path_var("CURSOR_HOME") or machine.home / ".cursor"

    def log_roots(self, machine: Machine) -> list[LogRoot]:
        roots: list[LogRoot] = []
        data = machine.path_var("CURSOR_DESKTOP_USER_DIR")
        for base in ([data] if data else machine.user_data_dirs("Cursor")):
            roots.append(LogRoot(self.id, base / "User" / "globalStorage", "ide"))
        home = self.home(machine)
        roots.append(LogRoot(self.id, home / "projects", "transcripts"))
        roots.append(LogRoot(self.id, home / "chats", "agent"))
        return roots

    def configured_roots(self, path: Path) -> list[LogRoot]:
        if (path / "User" / "globalStorage").is_dir():
            return [LogRoot(self.id, path / "User" / "globalStorage", "ide")]
        if (path / "projects").is_dir() or (path / "chats").is_dir():
            return [LogRoot(self.id, path / "projects", "transcripts"),
                    LogRoot(self.id, path / "chats", "agent")]
        return [LogRoot(self.id, path, "any")]

    def descend(self, root: LogRoot, parts: tuple[str, ...]) -> bool:
        if root.kind == "ide":
            return False                       # only globalStorage/state.vscdb itself
        if root.kind == "transcripts":
            # <slug>/agent-transcripts/[<id>/]<id>.jsonl
            return len(parts) == 1 or parts[1] == "agent-transcripts"
        return True

    def file_kind(self, path: Path) -> str | None:
        if path.name == "state.vscdb" and path.parent.name == "globalStorage":
            return "db"
        if path.name == "store.db":
            return "agent-db"
        if path.suffix == ".jsonl" and "agent-transcripts" in path.parts:
            return "transcript"
        return None

    def read(self, path: Path, kind: str, pos: LogPosition | None,
             ctx: ReadContext) -> FileResult:
        if kind == "db":
            from . import ide_logs as cursor_ide  # start-up: the reader loads with the first log

            return cursor_ide.read(path, kind, pos, ctx)
        if kind == "agent-db":
            from . import (
                agent_logs as cursor_agent,  # start-up: the reader loads with the first log
            )

            return cursor_agent.read(path, kind, pos, ctx)
        from . import (
            transcript_logs as cursor_transcript,  # start-up: the reader loads with the first log
        )

        return cursor_transcript.read(path, kind, pos, ctx)

    def detected(self, machine: Machine) -> bool:
        return self.home(machine).is_dir()

    def hook_files(self, machine: Machine, every: bool = False) -> list[HookFile]:
        return [HookFile(self.id, self.home(machine) / "hooks.json", "versioned-command",
                         ("sessionEnd", "stop"))]

    def recognise(self, payload: Mapping[str, Any], hook: str) -> str | None:
        if "cursor_version" in payload or "conversation_id" in payload:
            return self.id
        return None

    def payload_project(self, payload: Mapping[str, Any]) -> Path | None:
        roots = payload.get("workspace_roots")
        if isinstance(roots, list) and roots and isinstance(roots[0], str):
            return as_path(roots[0])
        return super().payload_project(payload)


HARNESS = Cursor()
