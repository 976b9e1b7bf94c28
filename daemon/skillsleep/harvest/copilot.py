"""GitHub Copilot: VS Code Copilot Chat (stable and Insiders) and the Copilot CLI."""

from __future__ import annotations

from pathlib import Path

from . import copilot_cli, copilot_vscode
from .cursors import Cursor
from .discovery import Env, Root
from .drafts import FileResult
from .spec import HarnessSpec, ReadContext

HARNESS = "copilot"
VSCODE_APPS = ("Code", "Code - Insiders", "Code - Exploration", "VSCodium", "Code - OSS")


def default_roots(env: Env) -> list[Root]:
    roots: list[Root] = []
    data_dirs = env.user_data_dirs(*VSCODE_APPS)
    portable = env.path_var("VSCODE_PORTABLE")
    if portable:
        data_dirs.insert(0, portable / "user-data")
    for data in data_dirs:
        roots.append(Root(HARNESS, data / "User" / "workspaceStorage", "vscode"))
        roots.append(Root(HARNESS, data / "User" / "globalStorage" / "emptyWindowChatSessions",
                          "vscode"))
    cli_home = env.path_var("COPILOT_HOME") or env.home / ".copilot"
    roots.append(Root(HARNESS, cli_home / "session-state", "cli"))
    return roots


def override_roots(path: Path) -> list[Root]:
    if (path / "session-state").is_dir():
        return [Root(HARNESS, path / "session-state", "cli")]
    if (path / "User" / "workspaceStorage").is_dir():
        return [Root(HARNESS, path / "User" / "workspaceStorage", "vscode")]
    return [Root(HARNESS, path, "any")]


def descend(root: Root, parts: tuple[str, ...]) -> bool:
    if root.kind == "vscode":
        # <workspace id>/chatSessions/: never walk an extension's own storage.
        return len(parts) == 1 or parts[1] == "chatSessions"
    return True


def file_kind(path: Path) -> str | None:
    if copilot_vscode.is_chat_file(path):
        return "vscode"
    if copilot_cli.is_events_file(path):
        return "cli"
    return None


def read(path: Path, kind: str, cur: Cursor | None, ctx: ReadContext) -> FileResult:
    if kind == "vscode":
        return copilot_vscode.read(path, kind, cur, ctx)
    return copilot_cli.read(path, kind, cur, ctx)


SPEC = HarnessSpec(
    id=HARNESS, default_roots=default_roots, override_roots=override_roots, max_depth=3,
    descend=descend, file_kind=file_kind, read=read,
)
