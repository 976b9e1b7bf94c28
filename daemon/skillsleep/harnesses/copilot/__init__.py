"""GitHub Copilot: Copilot Chat in VS Code (stable, Insiders, VSCodium, ...) and the Copilot CLI.

Logs: VS Code's `User/workspaceStorage/<id>/chatSessions/` and empty-window chats; the CLI's
`$COPILOT_HOME/session-state/<id>/events.jsonl` (`COPILOT_HOME` defaults to `~/.copilot`).
Hooks: one file of ours, `hooks/skillopt-sleep.json` in `$COPILOT_HOME`, which the Copilot CLI
reads (`sessionEnd`) and VS Code reads too, from `~/.copilot/hooks` (`Stop`: VS Code agent
hooks have no session end). VS Code also reads `~/.claude/settings.json`, where an older version
of this tool put its `Stop` hook; install moves it out of there, so VS Code alone never creates
a Claude Code file.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...machine import Machine
from ..base import Harness, HookFile, LogRoot, existing
from ..cli import HarnessCli
from .name import ID

if TYPE_CHECKING:
    from ...logs.drafts import FileResult, ReadContext
    from ...logs.positions import LogPosition

VSCODE_APPS = ("Code", "Code - Insiders", "Code - Exploration", "VSCodium", "Code - OSS")
HOOKS_FILE = "skillopt-sleep.json"


class Copilot(Harness):
    id = ID
    label = "GitHub Copilot"
    reads_every_session = ("AGENTS.md", ".github/copilot-instructions.md")
    cli = HarnessCli("copilot", "@github/copilot")
    env_vars = ("COPILOT_HOME", "VSCODE_PORTABLE")
    max_depth = 3
    session_keys = ("sessionId", "session_id")

    def home(self, machine: Machine) -> Path:
        return machine.path_var("COPILOT_HOME") or machine.home / ".copilot"

    def vscode_data_dirs(self, machine: Machine) -> list[Path]:
        dirs = machine.user_data_dirs(*VSCODE_APPS)
        portable = machine.path_var("VSCODE_PORTABLE")
        if portable:
            dirs.insert(0, portable / "user-data")
        return dirs

    def log_roots(self, machine: Machine) -> list[LogRoot]:
        roots: list[LogRoot] = []
        for data in self.vscode_data_dirs(machine):
            roots.append(LogRoot(self.id, data / "User" / "workspaceStorage", "vscode"))
            roots.append(LogRoot(self.id, data / "User" / "globalStorage"
                                 / "emptyWindowChatSessions", "vscode"))
        roots.append(LogRoot(self.id, self.home(machine) / "session-state", "cli"))
        return roots

    def configured_roots(self, path: Path) -> list[LogRoot]:
        if (path / "session-state").is_dir():
            return [LogRoot(self.id, path / "session-state", "cli")]
        if (path / "User" / "workspaceStorage").is_dir():
            return [LogRoot(self.id, path / "User" / "workspaceStorage", "vscode")]
        return [LogRoot(self.id, path, "any")]

    def descend(self, root: LogRoot, parts: tuple[str, ...]) -> bool:
        if root.kind == "vscode":
            # <workspace id>/chatSessions/: never walk an extension's own storage.
            return len(parts) == 1 or parts[1] == "chatSessions"
        return True

    def file_kind(self, path: Path) -> str | None:
        if path.suffix in (".jsonl", ".json") and path.parent.name in (
                "chatSessions", "emptyWindowChatSessions", "transferredChatSessions"):
            return "vscode"
        if path.suffix == ".jsonl" and (path.name == "events.jsonl"
                                        or path.parent.name == "session-state"):  # legacy flat
            return "cli"
        return None

    def read(self, path: Path, kind: str, pos: LogPosition | None,
             ctx: ReadContext) -> FileResult:
        if kind == "vscode":
            from . import (
                vscode_logs as copilot_vscode,  # start-up: the reader loads with the first log
            )

            return copilot_vscode.read(path, kind, pos, ctx)
        from . import cli_logs as copilot_cli  # start-up: the reader loads with the first log

        return copilot_cli.read(path, kind, pos, ctx)

    def vscode_present(self, machine: Machine) -> bool:
        return any((d / "User").is_dir() for d in self.vscode_data_dirs(machine))

    def detected(self, machine: Machine) -> bool:
        return self.home(machine).is_dir() or self.vscode_present(machine)

    def hook_files(self, machine: Machine, every: bool = False) -> list[HookFile]:
        cli_home = self.home(machine)
        vscode_home = machine.home / ".copilot"       # VS Code reads this one, whatever the env
        vscode = every or self.vscode_present(machine)
        cli = every or cli_home.is_dir() or not vscode
        files: list[HookFile] = []
        if cli_home == vscode_home:
            if cli or vscode:
                events = ("sessionEnd", "Stop") if vscode else ("sessionEnd",)
                reader = ("Copilot CLI and VS Code" if cli and vscode
                          else "VS Code" if vscode else "Copilot CLI")
                files.append(HookFile(self.id, cli_home / "hooks" / HOOKS_FILE, "versioned-shells",
                                      events, reader=reader, dedicated=True))
        else:
            if cli:
                files.append(HookFile(self.id, cli_home / "hooks" / HOOKS_FILE, "versioned-shells",
                                      ("sessionEnd",), reader="Copilot CLI", dedicated=True))
            if vscode:
                files.append(HookFile(self.id, vscode_home / "hooks" / HOOKS_FILE,
                                      "versioned-shells", ("Stop",), reader="VS Code",
                                      dedicated=True))
        files.append(HookFile(self.id, machine.home / ".claude" / "settings.json", "claude",
                              ("Stop",), reader="VS Code", retired=True))
        return files

    def recognise(self, payload: Mapping[str, Any], hook: str) -> str | None:
        if "hookEventName" in payload:
            return "vscode"  # VS Code agent hooks send camelCase names
        timestamp = payload.get("timestamp")
        if "sessionId" in payload and isinstance(timestamp, int | float) and not isinstance(
                timestamp, bool):
            return "copilot-cli"  # camelCase fields and an epoch-ms timestamp
        return None

    def transcripts_for(self, session_id: str, caller: str, machine: Machine,
                        when: Any) -> list[Path]:
        if caller != "copilot-cli":
            return []
        return existing([self.home(machine) / "session-state" / session_id / "events.jsonl"])


HARNESS = Copilot()
