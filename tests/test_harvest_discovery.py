"""Where each harness's logs are looked for: HOME, the harnesses' own variables, per OS, and
the config's overrides; which harness a changed file belongs to."""

from __future__ import annotations

from pathlib import Path

from skillsleep.config import Config, HarvestConfig
from skillsleep.harvest import harness_for_path, run_harvest, watch_roots
from skillsleep.harvest.locate import harness_roots
from skillsleep.machine import Machine

from helpers.cli import run_cli
from helpers.harvest import fresh_context, lay_out_real_fixtures

H = Path("/home/ana")


def _paths(env: Machine, config: Config | None = None) -> dict[str, set[str]]:
    roots = harness_roots(config or Config(), env)
    return {h: {str(r.path) for r in rs} for h, rs in roots.items()}


def test_linux_defaults_and_environment_variables() -> None:
    p = _paths(Machine(H, {}, "linux"))
    assert p["claude-code"] == {"/home/ana/.claude/projects", "/home/ana/.config/claude/projects"}
    assert p["codex"] == {"/home/ana/.codex/sessions", "/home/ana/.codex/archived_sessions"}
    assert "/home/ana/.config/Code/User/workspaceStorage" in p["copilot"]
    assert "/home/ana/.config/Code - Insiders/User/workspaceStorage" in p["copilot"]
    assert "/home/ana/.copilot/session-state" in p["copilot"]
    assert p["cursor"] == {"/home/ana/.config/Cursor/User/globalStorage",
                           "/home/ana/.cursor/projects", "/home/ana/.cursor/chats"}
    assert p["devin"] == {"/home/ana/.local/share/devin/cli/transcripts"}

    env = Machine(H, {"CLAUDE_CONFIG_DIR": "/cfg/a, /cfg/b/projects", "CODEX_HOME": "/data/codex",
                  "COPILOT_HOME": "/data/copilot", "XDG_CONFIG_HOME": "/xdg",
                  "XDG_DATA_HOME": "/xdgdata"}, "linux")
    p = _paths(env)
    assert p["claude-code"] == {"/cfg/a/projects", "/cfg/b/projects"}
    assert p["codex"] == {"/data/codex/sessions", "/data/codex/archived_sessions"}
    assert "/data/copilot/session-state" in p["copilot"]
    assert "/xdg/Code/User/workspaceStorage" in p["copilot"]
    assert "/xdg/Cursor/User/globalStorage" in p["cursor"]
    assert p["devin"] == {"/xdgdata/devin/cli/transcripts"}


def test_macos_and_windows_locations() -> None:
    mac = _paths(Machine(Path("/Users/ana"), {}, "darwin"))
    sup = "/Users/ana/Library/Application Support"
    assert f"{sup}/Code/User/workspaceStorage" in mac["copilot"]
    assert f"{sup}/Cursor/User/globalStorage" in mac["cursor"]
    assert f"{sup}/devin/cli/transcripts" in mac["devin"]
    assert "/Users/ana/.claude/projects" in mac["claude-code"]
    win = _paths(Machine(Path("C:/Users/ana"), {"APPDATA": "C:/Users/ana/AppData/Roaming"},
                     "win32"))
    assert "C:/Users/ana/AppData/Roaming/Code/User/workspaceStorage" in win["copilot"]
    assert "C:/Users/ana/AppData/Roaming/Cursor/User/globalStorage" in win["cursor"]
    assert win["devin"] == {"C:/Users/ana/AppData/Roaming/devin/cli/transcripts"}
    assert "C:/Users/ana/.codex/sessions" in win["codex"]


def test_config_paths_replace_discovery(tmp_path: Path) -> None:
    work = tmp_path / "work-claude"
    (work / "projects").mkdir(parents=True)
    cfg = Config(harvest=HarvestConfig(paths={"claude-code": [str(work)]},
                                       devin_export_dir=str(tmp_path / "exports")))
    p = _paths(Machine(H, {"CLAUDE_CONFIG_DIR": "/ignored"}, "linux"), cfg)
    assert p["claude-code"] == {str(work / "projects")}
    assert str(tmp_path / "exports") in p["devin"]


def test_watch_roots_and_harness_for_path(isolated_home: Path) -> None:
    placed = lay_out_real_fixtures(isolated_home)
    ctx = fresh_context()
    roots = watch_roots(ctx)
    assert isolated_home / ".claude" / "projects" in roots["claude-code"]
    assert set(roots) == {"claude-code", "codex", "copilot", "cursor", "devin"}
    assert harness_for_path(ctx, placed["codex"]) == "codex"
    assert harness_for_path(ctx, placed["vscode"]) == "copilot"
    assert harness_for_path(ctx, placed["session-demo"]) == "copilot"
    assert harness_for_path(ctx, placed["devin"]) == "devin"
    db = isolated_home / ".config" / "Cursor" / "User" / "globalStorage" / "state.vscdb-wal"
    assert harness_for_path(ctx, db) == "cursor"
    assert harness_for_path(ctx, isolated_home / ".claude" / "settings.json") is None
    assert harness_for_path(ctx, "/etc/passwd") is None


def test_disabled_harnesses_and_unknown_ids(isolated_home: Path) -> None:
    lay_out_real_fixtures(isolated_home)
    run_cli("config", "set", "harvest.harnesses", '["codex"]')
    report = run_harvest(fresh_context()).to_json()
    assert list(report["harnesses"]) == ["codex"]
    proc = run_cli("harvest", "--harness", "emacs", check=False)
    assert proc.returncode == 2 and "invalid choice" in proc.stderr
