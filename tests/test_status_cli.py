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


def test_config_init_and_status_say_an_installed_cli_can_be_the_nights_model(
        real_clis_on_path: Path, sleep_home: Path) -> None:
    from helpers.cli import run_cli

    out = run_cli("config", "init").stdout
    assert "models.target claude-code/default" in out and "models.target codex/default" in out
    config = (sleep_home / "config" / "config.toml").read_text(encoding="utf-8")
    assert "# Harness CLIs on this machine that can be the night's model:" in config
    status = run_json("status")
    # Said, never switched: the models stay as configured.
    assert status["budget"]["models"]["target"] == "local/smollm2"
    offered = {m["model"]: m for m in status["budget"]["harness_models"]}
    assert set(offered) == {"claude-code/default", "codex/default"}
    assert offered["claude-code/default"]["calls_within_budget"] == 400_000 // 20_000
    assert offered["claude-code/default"]["cli"]["version"] == real_clis.PINS["claude"][1]
    # Once it is the model, status no longer suggests it.
    run_cli("config", "set", "models.target", "claude-code/default")
    text = run_cli("status").stdout
    assert "models.target claude-code/default" not in text
    assert "models.target codex/default" in text


def test_without_a_harness_cli_nothing_is_offered(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    assert run_json("status")["budget"]["harness_models"] == []
