"""Codex CLI: rollouts in `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl` (and
`archived_sessions/`), hooks in `$CODEX_HOME/config.toml` (`notify`) and `$CODEX_HOME/hooks.json`.

Two hooks, because each misses what the other sees: `notify` runs after every turn in every
Codex version (chained to the person's own notify program, which Codex allows only one of), and
the `SessionEnd` hook of `hooks.json` runs when the session ends. Codex reads `hooks.json` by
default; a hook it has not seen before runs only once the person trusts it in `/hooks`.
`CODEX_HOME` defaults to `~/.codex`.
"""

from __future__ import annotations

import contextlib
import tomllib
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...machine import Machine
from ..base import NOTIFY_SCRIPT, Harness, HookFile, LogRoot
from ..cli import HarnessCli
from .name import ID

if TYPE_CHECKING:
    from ...logs.drafts import FileResult, ReadContext
    from ...logs.positions import LogPosition
    from ...replaykit.runner import HarnessRunner, RunSettings
    from ..headless import CliReply

CLI = HarnessCli("codex", "@openai/codex")


class Codex(Harness):
    id = ID
    label = "Codex"
    reads_every_session = ("AGENTS.md",)
    cli = CLI
    model_provider = "codex"
    model_overhead_tokens = 15_000
    env_vars = ("CODEX_HOME",)
    max_depth = 5
    session_keys = ("thread-id", "session_id")

    def run_headless(self, model: str, messages: list[dict[str, Any]],
                     timeout: float) -> CliReply:
        from .headless import run_codex  # start-up: only a model call runs the CLI

        return run_codex(self.cli.binary, self.model_provider, model, messages, timeout)

    def replay_runner(self, model: str, settings: RunSettings) -> HarnessRunner:
        from .replay import CodexRunner  # start-up: the runner loads with the first replay

        return CodexRunner(model, settings, self)

    def home(self, machine: Machine) -> Path:
        return machine.path_var("CODEX_HOME") or machine.home / ".codex"

    def log_roots(self, machine: Machine) -> list[LogRoot]:
        home = self.home(machine)
        return [LogRoot(self.id, home / "sessions", "sessions"),
                LogRoot(self.id, home / "archived_sessions", "archived_sessions")]

    def configured_roots(self, path: Path) -> list[LogRoot]:
        """CODEX_HOME-like folders hold sessions/ and archived_sessions/; any other folder is
        taken as a folder of rollouts."""
        if path.name in ("sessions", "archived_sessions"):
            return [LogRoot(self.id, path, path.name)]
        subs = [path / "sessions", path / "archived_sessions"]
        if path == Path.home() / ".codex" or any(p.exists() for p in subs) or not path.exists():
            return [LogRoot(self.id, subs[0], "sessions"),
                    LogRoot(self.id, subs[1], "archived_sessions")]
        return [LogRoot(self.id, path, "rollouts")]

    def file_kind(self, path: Path) -> str | None:
        if path.name.startswith("rollout-") and path.suffix == ".jsonl":
            return "rollout"
        return None

    def read(self, path: Path, kind: str, pos: LogPosition | None,
             ctx: ReadContext) -> FileResult:
        from . import logs as codex  # start-up: the reader loads with the first log

        return codex.read(path, kind, pos, ctx)

    def detected(self, machine: Machine) -> bool:
        return self.home(machine).is_dir()

    def hook_files(self, machine: Machine, every: bool = False) -> list[HookFile]:
        home = self.home(machine)
        return [
            HookFile(self.id, home / "config.toml", "codex-notify", ("notify",),
                     script=NOTIFY_SCRIPT),
            HookFile(self.id, home / "hooks.json", "claude", ("SessionEnd",)),
        ]

    def hook_problems(self, machine: Machine) -> list[str]:
        config = self.home(machine) / "config.toml"
        try:
            data = tomllib.loads(config.read_text(encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            return []
        features = data.get("features")
        if isinstance(features, dict) and (features.get("hooks") is False
                                           or features.get("codex_hooks") is False):
            return [f"{config} turns hooks off ([features] hooks = false), so Codex runs "
                    f"only the notify program, after each turn"]
        return []

    def install_notes(self, machine: Machine) -> list[str]:
        return ["Codex runs the new SessionEnd hook once you trust it: open /hooks in Codex "
                "and approve it (notify works without that)."]

    def recognise(self, payload: Mapping[str, Any], hook: str) -> str | None:
        if payload.get("type") == "agent-turn-complete" or "thread-id" in payload:
            return "codex-notify"
        if hook == self.id and ("hook_event_name" in payload or "turn_id" in payload):
            return "codex-hooks"
        return None

    def transcripts_for(self, session_id: str, caller: str, machine: Machine,
                        when: Any) -> list[Path]:
        return rollouts(self.home(machine), session_id, when)


def rollouts(codex_home: Path, thread_id: str, when: datetime | None) -> list[Path]:
    """Codex names no file: look for `rollout-*-<thread-id>.jsonl` in a few day folders.

    The folders are named by the session's local start date. A UUIDv7 thread id carries its
    creation time; the notice time covers other ids. A day either side absorbs time zones.
    """
    days: set[datetime] = set()
    for moment in (_uuid7_time(thread_id), when):
        if moment is not None:
            days.update(moment + timedelta(days=d) for d in (-1, 0, 1))
    found: list[Path] = []
    for day in sorted(days):
        folder = codex_home / "sessions" / f"{day:%Y}" / f"{day:%m}" / f"{day:%d}"
        with contextlib.suppress(OSError):
            found.extend(sorted(folder.glob(f"rollout-*-{thread_id}.jsonl")))
    return list(dict.fromkeys(found))


def _uuid7_time(value: str) -> datetime | None:
    digits = value.replace("-", "")
    if len(digits) != 32 or digits[12] != "7":
        return None
    try:
        millis = int(digits[:12], 16)
    except ValueError:
        return None
    try:
        return datetime.fromtimestamp(millis / 1000, tz=UTC)
    except (OverflowError, OSError, ValueError):
        return None


HARNESS = Codex()
