"""Lay harness logs out in a temporary HOME exactly where each harness writes them."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

from skillsleep.context import Context

from conftest import FIXTURES


def slug(cwd: str) -> str:
    """Claude Code's project folder name for a working directory."""
    return re.sub(r"[^A-Za-z0-9]", "-", cwd)


def first_values(path: Path, *keys: str) -> dict[str, Any]:
    found: dict[str, Any] = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            for k in keys:
                if k not in found and rec.get(k):
                    found[k] = rec[k]
    return found


def lay_out_real_fixtures(home: Path) -> dict[str, Path]:
    """Copy every real fixture (bytes unchanged) to where its harness writes it."""
    placed: dict[str, Path] = {}
    for src in sorted((FIXTURES / "claude-code").rglob("*.jsonl")):
        meta = first_values(src, "sessionId", "cwd")
        dest = home / ".claude" / "projects" / slug(meta["cwd"]) / f"{meta['sessionId']}.jsonl"
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dest)
        placed[src.name] = dest
    codex = home / ".codex" / "sessions" / "2025" / "01" / "01"
    codex.mkdir(parents=True)
    dest = codex / "rollout-2025-01-01T00-00-00-test-session.jsonl"
    shutil.copyfile(FIXTURES / "codex" / "sample_codex_session.jsonl", dest)
    placed["codex"] = dest
    for folder in sorted((FIXTURES / "copilot-cli" / "session-state").iterdir()):
        with open(folder / "events.jsonl", encoding="utf-8") as fh:
            sid = json.loads(fh.readline())["data"]["sessionId"]
        shutil.copytree(folder, home / ".copilot" / "session-state" / sid)
        placed[folder.name] = home / ".copilot" / "session-state" / sid / "events.jsonl"
    ws = home / ".config" / "Code" / "User" / "workspaceStorage" / "workspace1"
    shutil.copytree(FIXTURES / "vscode-copilot" / "workspaceStorage" / "workspace1", ws)
    placed["vscode"] = ws / "chatSessions" / "test-vscode-session.jsonl"
    devin = home / ".local" / "share" / "devin" / "cli" / "transcripts"
    devin.mkdir(parents=True)
    shutil.copyfile(FIXTURES / "devin" / "devin_sample.json", devin / "demo-001.json")
    placed["devin"] = devin / "demo-001.json"
    return placed


def fresh_context() -> Context:
    """A new Context (as a new process would build it), reading the same HOME and store."""
    return Context.create()


def write_jsonl(path: Path, records: list[dict[str, Any]], mode: str = "w") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, mode, encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps(r) + "\n")
