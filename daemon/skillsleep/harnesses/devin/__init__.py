"""Devin: the CLI's ATIF transcripts in `<data>/devin/cli/transcripts/<session>.json`, exported
cloud sessions in a folder the person names (`harvest.devin_export_dir`); hooks in the user
config `~/.config/devin/config.json` (`%APPDATA%\\devin\\config.json` on Windows) under `hooks`,
in Claude Code's shape with a `matcher` on each group.

The config is JSON with comments (Devin's own example starts with a `//` line): it is edited as
text, so every comment and blank line stays where it was. Devin's hook payloads carry no
transcript path and no cwd; the hook's environment has DEVIN_PROJECT_DIR, and the transcript is
found from the session id.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...machine import Machine
from ..base import Harness, HookFile, LogRoot, existing
from ..cli import HarnessCli
from .name import ID

if TYPE_CHECKING:
    from ...logs.drafts import FileResult, ReadContext
    from ...logs.positions import LogPosition


class Devin(Harness):
    id = ID
    label = "Devin"
    reads_every_session = ("AGENTS.md",)
    cli = HarnessCli("devin")
    env_vars = ("DEVIN_HOME",)
    max_depth = 3
    project_header = "devin-project-dir"

    def data_dirs(self, machine: Machine) -> list[Path]:
        home = machine.path_var("DEVIN_HOME")
        if home:
            return [home]
        if machine.windows:
            return [machine.app_data() / "devin"]
        if machine.platform == "darwin":
            return [machine.home / "Library" / "Application Support" / "devin",
                    machine.xdg_data() / "devin"]
        return [machine.xdg_data() / "devin"]

    def config_dir(self, machine: Machine) -> Path:
        return (machine.app_data() if machine.windows else machine.xdg_config()) / "devin"

    def log_roots(self, machine: Machine) -> list[LogRoot]:
        return [LogRoot(self.id, d / "cli" / "transcripts", "transcripts")
                for d in self.data_dirs(machine)]

    def configured_roots(self, path: Path) -> list[LogRoot]:
        if (path / "cli" / "transcripts").is_dir():
            path = path / "cli" / "transcripts"
        return [LogRoot(self.id, path, "transcripts")]

    def extra_roots(self, settings: Any) -> list[LogRoot]:
        folder = getattr(settings, "devin_export_dir", "")
        if not folder:
            return []
        from ...logs.discovery import expand  # cycle: the harvest package imports harnesses

        return [LogRoot(self.id, expand(folder), "export")]

    def descend(self, root: LogRoot, parts: tuple[str, ...]) -> bool:
        return root.kind == "export"

    def file_kind(self, path: Path) -> str | None:
        return "session" if path.suffix == ".json" else None

    def read(self, path: Path, kind: str, pos: LogPosition | None,
             ctx: ReadContext) -> FileResult:
        from . import logs as devin  # start-up: the reader loads with the first log

        return devin.read(path, kind, pos, ctx)

    def detected(self, machine: Machine) -> bool:
        return self.config_dir(machine).is_dir() or any(
            d.is_dir() for d in self.data_dirs(machine))

    def hook_files(self, machine: Machine, every: bool = False) -> list[HookFile]:
        return [HookFile(self.id, self.config_dir(machine) / "config.json", "claude",
                         ("SessionEnd",), matcher=True, comments=True)]

    def transcripts_for(self, session_id: str, caller: str, machine: Machine,
                        when: Any) -> list[Path]:
        return existing([d / "cli" / "transcripts" / f"{session_id}.json"
                         for d in self.data_dirs(machine)])


HARNESS = Devin()
