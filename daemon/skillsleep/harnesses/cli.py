"""A harness's command-line program on this machine, and its version, found cheaply.

`status` shows each harness's CLI as found (`{"path": ..., "version": ...}`, or null when none
is on PATH) and must stay fast, so the version is read, not asked for: from the npm
`package.json` of the package the resolved binary belongs to (`@anthropic-ai/claude-code`,
`@openai/codex`, `@github/copilot`), or from the folder name of a native install that keeps its
versions side by side (`~/.local/share/claude/versions/2.1.328`). Where neither says, the version
`--version` printed when a harvest last ran it is used, recorded with the binary's path and
modification time so an upgrade is never shown with the old number; a binary no harvest has
asked yet shows no version. Running `--version` (tens to hundreds of milliseconds a CLI) happens
only there, off the fast paths.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_VERSION = re.compile(r"\b(\d+\.\d+\.\d+(?:[-+.][0-9A-Za-z.-]+)?)\b")
_MANIFEST_LEVELS = 4        # bin/claude.exe -> package.json is two levels up; allow some more
_VERSION_TIMEOUT = 10.0


@dataclass(frozen=True)
class HarnessCli:
    """How a harness's CLI is named: the command, and the npm package it ships in (if any)."""

    binary: str
    npm_package: str | None = None


@dataclass(frozen=True)
class FoundCli:
    path: str
    version: str | None
    mtime_ns: int

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "version": self.version}


def locate(cli: HarnessCli, recorded: dict[str, Any] | None = None) -> FoundCli | None:
    """The CLI on PATH with its version (from its package, or as last recorded), or None."""
    found = shutil.which(cli.binary)
    if found is None:
        return None
    try:
        real = Path(found).resolve()
        mtime = real.stat().st_mtime_ns
    except OSError:
        return None
    version = packaged_version(real, cli.npm_package) or _recorded(recorded, found, mtime)
    return FoundCli(found, version, mtime)


def packaged_version(binary: Path, npm_package: str | None) -> str | None:
    """The version the binary's own install says, without running it."""
    if npm_package:
        for folder in list(binary.parents)[:_MANIFEST_LEVELS]:
            manifest = folder / "package.json"
            try:
                data = json.loads(manifest.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if isinstance(data, dict) and data.get("name") == npm_package:
                version = data.get("version")
                return version if isinstance(version, str) else None
    # A native install keeps each version in a file or folder named by it.
    for part in (binary.name, binary.parent.name):
        if _VERSION.fullmatch(part):
            return part
    return None


def _recorded(recorded: dict[str, Any] | None, path: str, mtime_ns: int) -> str | None:
    entry = (recorded or {}).get(path)
    if isinstance(entry, dict) and entry.get("mtime_ns") == mtime_ns:
        version = entry.get("version")
        return version if isinstance(version, str) else None
    return None


def ask_version(path: str) -> str | None:
    """What `CLI --version` prints, as a version number; None when it fails or prints none."""
    import subprocess  # not on status's path, which only reads

    with contextlib.suppress(OSError, subprocess.TimeoutExpired):
        done = subprocess.run([path, "--version"], capture_output=True, text=True,
                              timeout=_VERSION_TIMEOUT, stdin=subprocess.DEVNULL, check=False)
        if done.returncode == 0:
            m = _VERSION.search(done.stdout)
            return m.group(1) if m else None
    return None


def load_recorded(file: Path) -> dict[str, Any]:
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def record_versions(clis: list[HarnessCli], file: Path) -> dict[str, Any]:
    """Ask `--version` of each CLI on PATH whose version its install does not say and that has
    changed since it was last asked; keep the answers in `file`. Returns what is recorded."""
    recorded = load_recorded(file)
    changed = False
    for cli in clis:
        found = locate(cli, recorded)
        if found is None or found.version is not None:
            continue
        recorded[found.path] = {"mtime_ns": found.mtime_ns, "version": ask_version(found.path)}
        changed = True
    if changed:
        tmp = file.with_name(file.name + ".tmp")
        with contextlib.suppress(OSError):
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(recorded, fh)
            os.replace(tmp, file)
    return recorded
