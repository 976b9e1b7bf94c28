"""`status` shows each harness's CLI as found on PATH, with its version read from its install
(the real Claude Code, Codex and Copilot CLIs from npm), or as a harvest last asked it; null
where none is installed."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from helpers import real_clis
from helpers.cli import run_json


def _cli(home_env: dict[str, str] | None = None) -> dict:
    return {h: v["cli"] for h, v in run_json("status", env=home_env)["harnesses"].items()}


def test_status_shows_the_real_clis_and_their_versions(real_clis_on_path: Path) -> None:
    found = _cli()
    for harness, command in (("claude-code", "claude"), ("codex", "codex"),
                             ("copilot", "copilot")):
        _, version = real_clis.PINS[command]
        assert found[harness] == {"path": str(real_clis_on_path / command), "version": version}
    assert found["cursor"] is None and found["devin"] is None


def _script(folder: Path, name: str, body: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(0o755)
    return path


def test_a_cli_its_install_does_not_name_shows_the_version_a_harvest_asked(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bin_dir = tmp_path / "bin"
    devin = _script(bin_dir, "devin", 'echo "devin 3000.2.17 (build 5)"')
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    assert _cli()["devin"] == {"path": str(devin), "version": None}   # not asked yet
    run_json("harvest")
    assert _cli()["devin"] == {"path": str(devin), "version": "3000.2.17"}
    # An upgrade that prints garbage: the old number is never shown for the new binary.
    _script(bin_dir, "devin", "echo 'no version here'")
    later = time.time() + 5
    os.utime(devin, (later, later))
    assert _cli()["devin"]["version"] is None
    run_json("harvest")
    assert _cli()["devin"]["version"] is None
    # One that fails is no version either, and the harvest still succeeds.
    _script(bin_dir, "devin", "echo 'devin 9.9.9'; exit 3")
    os.utime(devin, (later + 5, later + 5))
    assert run_json("harvest")["harnesses"]["devin"]["errors"] == 0
    assert _cli()["devin"]["version"] is None


def test_a_broken_package_manifest_gives_no_version_and_no_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "lib" / "node_modules" / "@openai" / "codex"
    codex = _script(package / "bin", "codex.js", "echo 'codex-cli 0.1.0'")
    (package / "package.json").write_text("{not json", encoding="utf-8")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "codex").symlink_to(codex)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    assert _cli()["codex"] == {"path": str(bin_dir / "codex"), "version": None}
    run_json("harvest")       # then --version is asked, off the fast path
    assert _cli()["codex"] == {"path": str(bin_dir / "codex"), "version": "0.1.0"}
