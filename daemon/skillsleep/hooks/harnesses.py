"""Where each harness reads its hooks, whether it is on this machine, and what we subscribe to.

Events follow one rule: the session-end event where the harness has one; where it has none
(Codex; VS Code agent hooks; Cursor's `stop`, because cursor-agent in print mode fires only
`sessionEnd` and the IDE may miss it), the per-turn stop event. The daemon's watchers and rescans
cover whatever a hook misses (Ctrl+C, crashes, `codex exec`).
"""

from __future__ import annotations

import os
import sys
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from ..config import HARNESS_IDS

HOOK_SCRIPT = "skillopt-sleep-hook"
NOTIFY_SCRIPT = "skillopt-sleep-notify"
COPILOT_FILE = "skillopt-sleep.json"

LABELS = {
    "claude-code": "Claude Code",
    "codex": "Codex",
    "copilot": "GitHub Copilot",
    "cursor": "Cursor",
    "devin": "Devin",
}


@dataclass(frozen=True)
class Target:
    """One config file a harness reads, and the hooks of ours it should hold."""

    harness: str  # whose hook this is (also the script folder name)
    path: Path
    style: str  # claude | cursor | copilot | codex-notify (how the file lists hooks)
    events: tuple[str, ...]
    script: str = HOOK_SCRIPT
    reader: str = ""  # who reads the file, when not the harness itself (e.g. "VS Code")
    dedicated: bool = False  # the whole file is ours: uninstall deletes it
    matcher: bool = False  # groups carry `"matcher": ""` (Devin's documented shape)


@dataclass(frozen=True)
class Locations:
    """The folders harnesses use, from the environment; computing them touches no disk."""

    home: Path
    env: Mapping[str, str]
    platform: str = sys.platform

    @classmethod
    def current(cls) -> Locations:
        return cls(Path.home(), dict(os.environ))

    @property
    def windows(self) -> bool:
        return self.platform == "win32"

    def _env_path(self, name: str) -> Path | None:
        value = self.env.get(name, "").strip()
        return Path(value).expanduser() if value else None

    @property
    def claude_dir(self) -> Path:
        # ccusage and others treat CLAUDE_CONFIG_DIR as a comma-separated list; the first wins.
        value = self.env.get("CLAUDE_CONFIG_DIR", "").split(",")[0].strip()
        return Path(value).expanduser() if value else self.home / ".claude"

    @property
    def codex_home(self) -> Path:
        return self._env_path("CODEX_HOME") or self.home / ".codex"

    @property
    def copilot_home(self) -> Path:
        return self._env_path("COPILOT_HOME") or self.home / ".copilot"

    @property
    def cursor_dir(self) -> Path:
        return self.home / ".cursor"

    @property
    def devin_config_dir(self) -> Path:
        if self.windows:
            appdata = self._env_path("APPDATA") or self.home / "AppData" / "Roaming"
            return appdata / "devin"
        return (self._env_path("XDG_CONFIG_HOME") or self.home / ".config") / "devin"

    @property
    def devin_data_dirs(self) -> list[Path]:
        if self.windows:
            return [(self._env_path("APPDATA") or self.home / "AppData" / "Roaming") / "devin"]
        found = [(self._env_path("XDG_DATA_HOME") or self.home / ".local" / "share") / "devin"]
        if self.platform == "darwin":
            found.append(self.home / "Library" / "Application Support" / "devin")
        return found

    @property
    def vscode_user_dirs(self) -> list[Path]:
        if self.windows:
            base = self._env_path("APPDATA") or self.home / "AppData" / "Roaming"
        elif self.platform == "darwin":
            base = self.home / "Library" / "Application Support"
        else:
            base = self._env_path("XDG_CONFIG_HOME") or self.home / ".config"
        return [base / name / "User" for name in ("Code", "Code - Insiders")]

    @property
    def vscode_claude_settings(self) -> Path:
        # VS Code reads the user-level Claude file at this fixed place, not CLAUDE_CONFIG_DIR.
        return self.home / ".claude" / "settings.json"


def detected(harness: str, loc: Locations) -> bool:
    """Is the harness on this machine? A few stat calls, no scan."""
    if harness == "claude-code":
        return loc.claude_dir.is_dir()
    if harness == "codex":
        return loc.codex_home.is_dir()
    if harness == "copilot":
        return loc.copilot_home.is_dir() or _vscode_present(loc)
    if harness == "cursor":
        return loc.cursor_dir.is_dir()
    if harness == "devin":
        return loc.devin_config_dir.is_dir() or any(d.is_dir() for d in loc.devin_data_dirs)
    raise ValueError(f"unknown harness {harness!r}")


def _vscode_present(loc: Locations) -> bool:
    return any(d.is_dir() for d in loc.vscode_user_dirs)


def targets(harness: str, loc: Locations, *, every: bool = False) -> list[Target]:
    """The config files `harness` is hooked through. `every` also lists the optional ones that
    do not apply right now (uninstall and status look in all of them)."""
    if harness == "claude-code":
        return [Target(harness, loc.claude_dir / "settings.json", "claude", ("SessionEnd",))]
    if harness == "codex":
        found = [Target(harness, loc.codex_home / "config.toml", "codex-notify", ("notify",),
                        script=NOTIFY_SCRIPT)]
        hooks_json = loc.codex_home / "hooks.json"
        if every or codex_hooks_supported(loc):
            found.append(Target(harness, hooks_json, "claude", ("Stop",)))
        return found
    if harness == "copilot":
        found = []
        vscode = _vscode_present(loc)
        if every or loc.copilot_home.is_dir() or not vscode:
            found.append(Target(harness, loc.copilot_home / "hooks" / COPILOT_FILE, "copilot",
                                ("sessionEnd",), reader="Copilot CLI", dedicated=True))
        if every or vscode:
            found.append(Target(harness, loc.vscode_claude_settings, "claude", ("Stop",),
                                reader="VS Code"))
        return found
    if harness == "cursor":
        return [Target(harness, loc.cursor_dir / "hooks.json", "cursor", ("sessionEnd", "stop"))]
    if harness == "devin":
        return [Target(harness, loc.devin_config_dir / "config.json", "claude", ("SessionEnd",),
                       matcher=True)]
    raise ValueError(f"unknown harness {harness!r}")


def codex_hooks_supported(loc: Locations) -> bool:
    """Does this Codex read hooks.json? Judged by what exists: the file itself, or a config.toml
    that turns hooks on (`[features] hooks`/`codex_hooks`) or defines inline `[hooks]`."""
    if (loc.codex_home / "hooks.json").is_file():
        return True
    try:
        config = tomllib.loads((loc.codex_home / "config.toml").read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return False
    features = config.get("features")
    if isinstance(features, dict) and (features.get("hooks") is True
                                       or features.get("codex_hooks") is True):
        return True
    return isinstance(config.get("hooks"), dict)


def check_harness(name: str) -> str:
    if name not in HARNESS_IDS:
        from ..errors import UserError

        raise UserError(f"Unknown harness {name!r}; choose from {', '.join(HARNESS_IDS)}.")
    return name
