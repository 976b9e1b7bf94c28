"""Claude Code: transcripts in `~/.claude/projects/<slug>/<session>.jsonl`, hooks in
`~/.claude/settings.json` (`SessionEnd`).

`CLAUDE_CONFIG_DIR` replaces `~/.claude`; like ccusage, it is read as a comma-separated list,
each entry a config folder or its projects folder (the first entry holds the settings). When it
is unset both `~/.claude/projects` and `~/.config/claude/projects` are read. Other harnesses read
`~/.claude/settings.json` too (VS Code, the Copilot CLI, Devin), so that file existing says
nothing about Claude Code: it is on the machine when it wrote its projects folder or its
`.claude.json`.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...machine import Machine
from ..base import Harness, HookFile, LogRoot, slashed
from ..cli import HarnessCli
from .name import ID

if TYPE_CHECKING:
    from ...logs.drafts import FileResult, ReadContext
    from ...logs.positions import LogPosition
    from ...replaykit.runner import HarnessRunner, RunSettings
    from ..headless import CliReply

_NOT_TRANSCRIPTS = {"history.jsonl", "journal.jsonl"}

CLI = HarnessCli("claude", "@anthropic-ai/claude-code")


class ClaudeCode(Harness):
    id = ID
    label = "Claude Code"
    reads_every_session = ("CLAUDE.md",)
    cli = CLI
    model_provider = "claude-code"
    model_overhead_tokens = 20_000
    env_vars = ("CLAUDE_CONFIG_DIR",)
    max_depth = 6
    project_header = "claude-project-dir"
    reads_alone = True

    def run_headless(self, model: str, messages: list[dict[str, Any]],
                     timeout: float) -> CliReply:
        from .headless import run_claude  # start-up: only a model call runs the CLI

        return run_claude(self.cli.binary, self.model_provider, model, messages, timeout)

    def replay_runner(self, model: str, settings: RunSettings) -> HarnessRunner:
        from .replay import ClaudeCodeRunner  # start-up: the runner loads with the first replay

        return ClaudeCodeRunner(model, settings, self)

    def config_dirs(self, machine: Machine) -> list[Path]:
        configured = machine.var("CLAUDE_CONFIG_DIR")
        if not configured:
            return [machine.home / ".claude"]
        dirs = []
        for part in configured.split(","):
            if part.strip():
                path = Path(part.strip()).expanduser()
                dirs.append(path.parent if path.name == "projects" else path)
        return dirs or [machine.home / ".claude"]

    def log_roots(self, machine: Machine) -> list[LogRoot]:
        roots = [LogRoot(self.id, d / "projects", "projects") for d in self.config_dirs(machine)]
        if not machine.var("CLAUDE_CONFIG_DIR"):
            roots.append(LogRoot(self.id, machine.xdg_config() / "claude" / "projects",
                                 "projects"))
        return roots

    def configured_roots(self, path: Path) -> list[LogRoot]:
        """A config folder (holding projects/) or the projects folder itself."""
        if path.name != "projects" and (path / "projects").is_dir():
            path = path / "projects"
        return [LogRoot(self.id, path, "projects")]

    def descend(self, root: LogRoot, parts: tuple[str, ...]) -> bool:
        return parts[-1] not in ("tool-results", "todos", "memory")

    def file_kind(self, path: Path) -> str | None:
        if path.suffix != ".jsonl" or path.name in _NOT_TRANSCRIPTS:
            return None
        if path.name.startswith("agent-") or "subagents" in path.parts:
            return "subagent"
        return "transcript"

    def read(self, path: Path, kind: str, pos: LogPosition | None,
             ctx: ReadContext) -> FileResult:
        from . import logs as claude  # start-up: the reader loads with the first log

        return claude.read(path, kind, pos, ctx)

    def detected(self, machine: Machine) -> bool:
        first = self.config_dirs(machine)[0]
        return ((first / "projects").is_dir() or (first / ".claude.json").is_file()
                or (not machine.var("CLAUDE_CONFIG_DIR")
                    and (machine.home / ".claude.json").is_file()))

    def settings_file(self, machine: Machine) -> Path:
        return self.config_dirs(machine)[0] / "settings.json"

    def hook_files(self, machine: Machine, every: bool = False) -> list[HookFile]:
        return [HookFile(self.id, self.settings_file(machine), "claude", ("SessionEnd",))]

    def recognise(self, payload: Mapping[str, Any], hook: str) -> str | None:
        if "hook_event_name" in payload and "/.claude/projects/" in slashed(
                payload.get("transcript_path")):
            return self.id
        return None


HARNESS = ClaudeCode()
