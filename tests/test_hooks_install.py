"""Installing and uninstalling the hooks in a home full of realistic existing configs.

Every harness config here holds what real users' files hold: comments (TOML), other tools' hooks,
keys we do not know. Install, install again, uninstall: the files must end as they began.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from skillsleep.harnesses import copilot
from skillsleep.hooks import Machine, install, targets, uninstall
from skillsleep.hooks.commandline import (
    notify_argv,
    owner,
    powershell_command,
    shell_command,
    split_notify,
)
from skillsleep.paths import resolve_paths

from helpers.cli import run_cli, run_json

CLAUDE_SETTINGS = """{
  "$schema": "https://json.schemastore.org/claude-code-settings.json",
  "model": "opus",
  "permissions": {
    "allow": [
      "Bash(npm run test:*)"
    ],
    "deny": []
  },
  "hooks": {
    "PostToolUse": [
      {
        "matcher": "Edit|Write",
        "hooks": [
          {
            "type": "command",
            "command": "npx prettier --write \\"$CLAUDE_FILE_PATHS\\""
          }
        ]
      }
    ],
    "SessionEnd": [
      {
        "matcher": "",
        "hooks": [
          {
            "type": "command",
            "command": "~/.claude/hooks/log-session.sh",
            "timeout": 5
          }
        ]
      }
    ]
  },
  "statusLine": {
    "type": "command",
    "command": "~/.claude/statusline.sh"
  },
  "feedbackSurveyState": {
    "lastShownTime": 1754000000000
  },
  "enabledPlugins": {
    "entire@entire": true
  },
  "language": "français"
}
"""

CODEX_CONFIG = """# Codex configuration; see docs/config.md
model = "gpt-5-codex"   # default model
approval_policy = "on-request"
notify = ["python3", "/home/me/.codex/notify.py"]  # desktop notification

[features]
codex_hooks = true

[mcp_servers.docs]
command = "npx"
args = ["-y", "@upstash/context7-mcp"]

# a faster profile for quick questions
[profiles.fast]
model = "gpt-5-mini"
model_reasoning_effort = "low"
"""

CODEX_HOOKS = """{
  "hooks": {
    "Stop": [
      {
        "hooks": [
          {
            "type": "command",
            "command": "entire hooks codex stop",
            "timeout": 30
          }
        ]
      }
    ]
  }
}
"""

CURSOR_HOOKS = """{
  "version": 1,
  "hooks": {
    "afterFileEdit": [
      {
        "command": "./hooks/format.sh"
      }
    ],
    "stop": [
      {
        "command": "entire hooks cursor stop",
        "loop_limit": 3
      }
    ]
  }
}
"""

DEVIN_CONFIG = """{
    "read_config_from": {
        "claude": true
    },
    "permissions": {
        "allow": [
            "Read"
        ]
    },
    "hooks": {
        "PreToolUse": [
            {
                "matcher": "exec",
                "hooks": [
                    {
                        "type": "command",
                        "command": "audit.sh"
                    }
                ]
            }
        ]
    }
}
"""

COPILOT_OTHER = '{"version": 1, "hooks": {"preToolUse": [{"type": "command", "bash": "guard.sh"}]}}'


def realistic_home(home: Path) -> dict[Path, bytes]:
    """Write each harness's config as users have them; return every file's original bytes."""
    files = {
        home / ".claude.json": '{"numStartups": 12, "installMethod": "native"}\n',
        home / ".claude" / "settings.json": CLAUDE_SETTINGS,
        home / ".codex" / "config.toml": CODEX_CONFIG,
        home / ".codex" / "hooks.json": CODEX_HOOKS,
        home / ".cursor" / "hooks.json": CURSOR_HOOKS,
        home / ".config" / "devin" / "config.json": DEVIN_CONFIG,
        home / ".copilot" / "hooks" / "other-tool.json": COPILOT_OTHER,
        home / ".config" / "Code" / "User" / "settings.json": '{"editor.fontSize": 13}\n',
    }
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return {path: path.read_bytes() for path in files}


def snapshot(home: Path) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes()
            for p in sorted(home.rglob("*")) if p.is_file()}


ALL = ["claude-code", "codex", "copilot", "cursor", "devin"]


def test_install_twice_then_uninstall_leaves_every_file_as_it_was(isolated_home: Path) -> None:
    before = snapshot(isolated_home) if realistic_home(isolated_home) else {}
    paths = resolve_paths()

    first = install(paths, ALL)
    assert [p.error for p in first] == [None] * 5
    after_first = snapshot(isolated_home)
    assert after_first != before
    second = install(paths, ALL)
    assert not any(c.changed for p in second for c in p.changes)
    assert snapshot(isolated_home) == after_first  # idempotent, byte for byte

    uninstall(paths, ALL)
    assert snapshot(isolated_home) == before
    assert not (paths.hooks_dir / "claude-code").exists()
    assert not (paths.hooks_dir / "lib").exists()


def test_install_keeps_unknown_keys_comments_and_other_tools_hooks(isolated_home: Path) -> None:
    realistic_home(isolated_home)
    paths = resolve_paths()
    install(paths, ALL)
    home = isolated_home

    claude = json.loads((home / ".claude" / "settings.json").read_text())
    original = json.loads(CLAUDE_SETTINGS)
    for key in ("$schema", "model", "permissions", "statusLine", "feedbackSurveyState",
                "enabledPlugins", "language"):
        assert claude[key] == original[key]
    assert claude["hooks"]["PostToolUse"] == original["hooks"]["PostToolUse"]
    ends = claude["hooks"]["SessionEnd"]
    assert ends[0] == original["hooks"]["SessionEnd"][0]  # theirs first, untouched
    ours = ends[1]["hooks"][0]["command"]
    assert owner(ours) == "claude-code" and ours.endswith(f"SessionEnd {paths.spool_dir}")
    assert "Stop" not in claude["hooks"]  # VS Code reads our hook from ~/.copilot/hooks

    text = (home / ".codex" / "config.toml").read_text()
    for comment in ("# Codex configuration; see docs/config.md", "# default model",
                    "# desktop notification", "# a faster profile for quick questions"):
        assert comment in text
    codex = tomllib.loads(text)
    assert split_notify(codex["notify"]) == (True, ["python3", "/home/me/.codex/notify.py"])
    assert codex["mcp_servers"]["docs"]["args"] == ["-y", "@upstash/context7-mcp"]
    codex_hooks = json.loads((home / ".codex" / "hooks.json").read_text())["hooks"]
    assert codex_hooks["Stop"] == json.loads(CODEX_HOOKS)["hooks"]["Stop"]  # theirs, untouched
    ours = codex_hooks["SessionEnd"][0]["hooks"][0]["command"]
    assert owner(ours) == "codex" and ours.endswith(f"SessionEnd {paths.spool_dir}")

    cursor = json.loads((home / ".cursor" / "hooks.json").read_text())
    assert cursor["version"] == 1
    assert cursor["hooks"]["afterFileEdit"] == [{"command": "./hooks/format.sh"}]
    assert cursor["hooks"]["stop"][0] == {"command": "entire hooks cursor stop", "loop_limit": 3}
    assert [owner(e["command"]) for e in cursor["hooks"]["sessionEnd"]] == ["cursor"]

    devin_text = (home / ".config" / "devin" / "config.json").read_text()
    assert devin_text.startswith('{\n    "read_config_from"')  # its 4-space indent is kept
    devin = json.loads(devin_text)
    assert devin["read_config_from"] == {"claude": True}
    assert devin["hooks"]["PreToolUse"][0]["hooks"][0]["command"] == "audit.sh"
    assert devin["hooks"]["SessionEnd"][0]["matcher"] == ""

    copilot = json.loads((home / ".copilot" / "hooks" / "skillopt-sleep.json").read_text())
    entry = copilot["hooks"]["sessionEnd"][0]
    assert copilot["version"] == 1 and entry["type"] == "command"
    assert owner(entry["bash"]) == owner(entry["powershell"]) == "copilot"
    vscode = copilot["hooks"]["Stop"][0]  # VS Code reads ~/.copilot/hooks too
    assert owner(vscode["bash"]) == "copilot" and vscode["bash"].endswith(
        f"Stop {paths.spool_dir}")
    assert (home / ".copilot" / "hooks" / "other-tool.json").read_text() == COPILOT_OTHER


def test_uninstall_after_the_user_edited_keeps_their_edit(isolated_home: Path) -> None:
    realistic_home(isolated_home)
    paths = resolve_paths()
    install(paths, ["claude-code"])
    settings = isolated_home / ".claude" / "settings.json"
    data = json.loads(settings.read_text())
    data["model"] = "sonnet"  # Claude Code rewrote the file when the user changed model
    settings.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n")

    uninstall(paths, ["claude-code"])
    result = json.loads(settings.read_text())
    expected = json.loads(CLAUDE_SETTINGS)
    expected["model"] = "sonnet"
    assert result == expected
    # Written in the file's own style, the rest of the text is what it was.
    assert settings.read_text() == CLAUDE_SETTINGS.replace('"opus"', '"sonnet"')


@pytest.mark.parametrize("order", [["claude-code", "copilot"], ["copilot", "claude-code"]],
                         ids=["claude-code-first", "copilot-first"])
@pytest.mark.parametrize("how", ["all-at-once", "one-by-one"])
def test_uninstall_keeps_later_edits_to_a_file_two_harnesses_share(
        isolated_home: Path, order: list[str], how: str) -> None:
    """VS Code's hook lives in Claude Code's settings.json: whatever the order the harnesses
    are installed and uninstalled in, the person's edit made after install stays."""
    realistic_home(isolated_home)
    paths = resolve_paths()
    install(paths, order)
    settings = isolated_home / ".claude" / "settings.json"
    data = json.loads(settings.read_text())
    data["model"] = "sonnet"
    data["hooks"]["PreToolUse"] = [{"matcher": "Bash", "hooks": [
        {"type": "command", "command": "~/.claude/hooks/guard.sh"}]}]
    settings.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n")

    if how == "all-at-once":
        assert run_cli("hooks", "uninstall", "--all").returncode == 0
    else:
        for harness in reversed(order):
            uninstall(paths, [harness])
    result = json.loads(settings.read_text())
    expected = json.loads(CLAUDE_SETTINGS)
    expected["model"] = "sonnet"
    expected["hooks"]["PreToolUse"] = data["hooks"]["PreToolUse"]
    assert result == expected
    assert b"skillopt-sleep-" not in settings.read_bytes()


def test_uninstall_without_the_record_still_restores_canonical_files(
        isolated_home: Path) -> None:
    before = snapshot(isolated_home) if realistic_home(isolated_home) else {}
    paths = resolve_paths()
    install(paths, ALL)
    (paths.hooks_dir / "installed.json").unlink()  # lost with a wiped data folder
    uninstall(paths, ALL)
    after = snapshot(isolated_home)
    # Our dedicated Copilot file goes; the shared files come back to the same bytes.
    assert after == before


def test_codex_chain_is_restored_and_a_missing_notify_is_removed(isolated_home: Path) -> None:
    config = isolated_home / ".codex" / "config.toml"
    config.parent.mkdir()
    config.write_text('model = "o3"\n\n[tui]\nnotifications = true\n')
    paths = resolve_paths()
    install(paths, ["codex"])
    notify = tomllib.loads(config.read_text())["notify"]
    assert notify == notify_argv(paths.hooks_dir, "codex", paths.spool_dir, [], windows=False)
    assert config.read_text().index("notify") < config.read_text().index("[tui]")
    # Codex reads hooks.json by default: it is written even though the person had none.
    hooks = json.loads((isolated_home / ".codex" / "hooks.json").read_text())["hooks"]
    assert owner(hooks["SessionEnd"][0]["hooks"][0]["command"]) == "codex"
    uninstall(paths, ["codex"])
    assert config.read_text() == 'model = "o3"\n\n[tui]\nnotifications = true\n'
    assert not (isolated_home / ".codex" / "hooks.json").exists()


def test_malformed_files_are_refused_and_left_untouched(isolated_home: Path) -> None:
    realistic_home(isolated_home)
    broken = {
        isolated_home / ".claude" / "settings.json": b'{\n  // my settings\n  "model": "opus"\n}\n',
        isolated_home / ".codex" / "config.toml": b'model = "o3\n[oops\n',
        isolated_home / ".cursor" / "hooks.json": b'{"version": 1, "hooks": []}\n',
        isolated_home / ".config" / "devin" / "config.json": b'["not", "an", "object"]\n',
    }
    for path, data in broken.items():
        path.write_bytes(data)
    proc = run_cli("hooks", "install", "claude-code", "codex", "cursor", "devin", check=False)
    assert proc.returncode == 2
    assert "not valid JSON (line 2" in proc.stderr
    assert "not valid TOML" in proc.stderr
    assert '"hooks" is not a JSON object' in proc.stderr
    assert "top level is not a JSON object" in proc.stderr
    assert "Nothing was changed" in proc.stderr
    for path, data in broken.items():
        assert path.read_bytes() == data
    assert not (isolated_home / ".codex" / "hooks.json").read_text().count("skillopt-sleep")


def test_one_malformed_file_stops_its_harness_only(isolated_home: Path) -> None:
    realistic_home(isolated_home)
    hooks_json = isolated_home / ".codex" / "hooks.json"
    hooks_json.write_text("{ trailing, }")
    config_before = (isolated_home / ".codex" / "config.toml").read_bytes()
    paths = resolve_paths()
    plans = install(paths, ["codex", "cursor"])
    assert plans[0].error and "hooks.json" in plans[0].error
    assert (isolated_home / ".codex" / "config.toml").read_bytes() == config_before
    assert plans[1].error is None and "skillopt-sleep" in (
        isolated_home / ".cursor" / "hooks.json").read_text()


def test_dry_run_prints_the_exact_diff_and_changes_nothing(isolated_home: Path) -> None:
    realistic_home(isolated_home)
    before = snapshot(isolated_home)
    proc = run_cli("hooks", "install", "--all", "--dry-run")
    assert snapshot(isolated_home) == before
    assert not resolve_paths().hooks_dir.exists()
    out = proc.stdout
    assert f"--- {isolated_home}/.claude/settings.json" in out
    assert "--- /dev/null" in out
    assert f"+++ {isolated_home}/.copilot/hooks/skillopt-sleep.json" in out
    assert '-notify = ["python3", "/home/me/.codex/notify.py"]  # desktop notification' in out
    assert "Dry run: nothing was changed." in out

    # Applying the printed diff with patch(1) gives exactly what install writes.
    patch_dir = isolated_home.parent / "patched"
    subprocess.run(["cp", "-a", str(isolated_home), str(patch_dir)], check=True)
    diff = "".join(line for line in out.splitlines(keepends=True)
                   if line.startswith(("---", "+++", "@@", " ", "-", "+", "\\")))
    subprocess.run(["patch", "-s", "-p0", "-d", "/"], input=diff.replace(
        str(isolated_home), str(patch_dir)), text=True, check=True)
    run_cli("hooks", "install", "--all")
    after = snapshot(isolated_home)
    patched = snapshot(patch_dir)
    assert {k: v for k, v in after.items() if k in patched} == patched


def test_uninstall_dry_run_shows_the_restore(isolated_home: Path) -> None:
    realistic_home(isolated_home)
    run_cli("hooks", "install", "cursor")
    hooked = snapshot(isolated_home)
    proc = run_cli("hooks", "uninstall", "cursor", "--dry-run")
    assert snapshot(isolated_home) == hooked
    assert "-        \"command\": " in proc.stdout and "restore" in proc.stdout


def test_a_backup_is_taken_before_the_first_change(isolated_home: Path) -> None:
    originals = realistic_home(isolated_home)
    paths = resolve_paths()
    plans = install(paths, ["cursor"])
    backup = plans[0].changes[0].backup
    assert backup is not None and backup.read_bytes() == originals[
        isolated_home / ".cursor" / "hooks.json"]
    assert install(paths, ["cursor"])[0].changes[0].backup is None  # nothing changed


def test_a_symlinked_config_stays_a_symlink(isolated_home: Path) -> None:
    dotfiles = isolated_home / "dotfiles" / "claude-settings.json"
    dotfiles.parent.mkdir()
    dotfiles.write_text(CLAUDE_SETTINGS)
    link = isolated_home / ".claude" / "settings.json"
    link.parent.mkdir()
    link.symlink_to(dotfiles)
    paths = resolve_paths()
    install(paths, ["claude-code"])
    assert link.is_symlink() and "skillopt-sleep-hook" in dotfiles.read_text()
    uninstall(paths, ["claude-code"])
    assert link.is_symlink() and dotfiles.read_text() == CLAUDE_SETTINGS


def test_new_files_and_folders_are_removed_again(isolated_home: Path) -> None:
    paths = resolve_paths()
    install(paths, ALL)  # nothing detected, every harness named: their files are created
    assert (isolated_home / ".cursor" / "hooks.json").is_file()
    assert (isolated_home / ".copilot" / "hooks" / "skillopt-sleep.json").is_file()
    uninstall(paths, ALL)
    assert [p for p in isolated_home.rglob("*")] == []


def test_a_stale_entry_from_a_moved_data_folder_is_replaced(isolated_home: Path,
                                                            monkeypatch: pytest.MonkeyPatch,
                                                            tmp_path: Path) -> None:
    realistic_home(isolated_home)
    install(resolve_paths(), ["cursor", "codex"])
    monkeypatch.setenv("SKILLOPT_SLEEP_HOME", str(tmp_path / "moved"))
    moved = resolve_paths()
    install(moved, ["cursor", "codex"])
    cursor = json.loads((isolated_home / ".cursor" / "hooks.json").read_text())["hooks"]
    commands = [e["command"] for e in cursor["sessionEnd"]]
    assert len(commands) == 1 and str(moved.hooks_dir) in commands[0]
    notify = tomllib.loads((isolated_home / ".codex" / "config.toml").read_text())["notify"]
    assert notify[0].startswith(str(moved.hooks_dir))
    assert notify[-2:] == ["python3", "/home/me/.codex/notify.py"]  # still chained, once


def test_hooks_list_reports_each_harness(isolated_home: Path) -> None:
    realistic_home(isolated_home)
    (isolated_home / ".config" / "devin").rename(isolated_home / "devin-elsewhere")
    run_cli("hooks", "install", "claude-code", "codex")
    status = run_json("hooks", "list")
    assert set(status) == set(ALL)
    claude = status["claude-code"]
    assert claude["detected"] and claude["installed"] and claude["complete"]
    assert claude["events"] == ["SessionEnd"]
    assert claude["config_file"] == str(isolated_home / ".claude" / "settings.json")
    assert status["codex"]["events"] == ["notify", "SessionEnd"]
    assert status["cursor"] == status["cursor"] | {"detected": True, "installed": False,
                                                   "events": []}
    assert status["devin"]["detected"] is False
    text = run_cli("hooks", "list").stdout
    assert "claude-code  yes       yes     SessionEnd" in text


def test_hooks_status_is_cheap_no_tomlkit_no_litellm() -> None:
    code = ("import sys; from skillsleep.context import Context; "
            "from skillsleep.hooks import hooks_status; hooks_status(Context.create()); "
            "print(sorted(m for m in ('tomlkit', 'litellm', 'filelock') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_the_cli_refuses_unclear_requests() -> None:
    assert "or pass --all" in run_cli("hooks", "install", check=False).stderr
    assert "Unknown harness 'gemini'" in run_cli("hooks", "install", "gemini",
                                                 check=False).stderr
    assert "not both" in run_cli("hooks", "install", "codex", "--all", check=False).stderr
    assert "No harness was found" in run_cli("hooks", "install", "--all", check=False).stderr


def test_windows_commands_use_powershell_with_quoted_paths() -> None:
    hooks_dir = Path("C:/Users/Ana Lima/AppData/Local/skillopt-sleep/hooks")
    command = shell_command(hooks_dir, "claude-code", "skillopt-sleep-hook",
                            ["SessionEnd", "C:/Users/Ana Lima/spool"], windows=True)
    assert command.startswith("powershell.exe -NoProfile -NonInteractive -ExecutionPolicy "
                              "Bypass -File \"C:")
    assert command.endswith('skillopt-sleep-hook.ps1" SessionEnd "C:/Users/Ana Lima/spool"')
    assert owner(command) == "claude-code"
    # Inside PowerShell (the Copilot CLI's `powershell` field) the script runs in place.
    inline = powershell_command(Path("C:/Users/O'Neil/hooks"), "copilot",
                                "skillopt-sleep-hook", ["sessionEnd", "C:/spool"])
    assert inline == ("& 'C:/Users/O''Neil/hooks/copilot/skillopt-sleep-hook.ps1' "
                      "'sessionEnd' 'C:/spool'")
    assert owner(inline) == "copilot"
    argv = notify_argv(hooks_dir, "codex", Path("C:/spool"), ["notify.exe"], windows=True)
    assert argv[:6] == ["powershell.exe", "-NoProfile", "-NonInteractive", "-ExecutionPolicy",
                        "Bypass", "-File"]
    assert split_notify(argv) == (True, ["notify.exe"])


def test_windows_locations() -> None:
    machine = Machine(Path("C:/Users/ana"), {"APPDATA": "C:/Users/ana/AppData/Roaming"},
                      platform="win32")
    devin = targets("devin", machine)[0]
    assert devin.path == Path("C:/Users/ana/AppData/Roaming/devin/config.json")
    assert copilot.HARNESS.vscode_data_dirs(machine)[0] == Path(
        "C:/Users/ana/AppData/Roaming/Code")


def test_claude_config_dir_is_honoured(isolated_home: Path, monkeypatch: pytest.MonkeyPatch
                                       ) -> None:
    custom = isolated_home / "claude-work"
    custom.mkdir()
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", f"{custom},{isolated_home / 'other'}")
    install(resolve_paths(), ["claude-code"])
    assert "skillopt-sleep-hook" in (custom / "settings.json").read_text()
    assert not (isolated_home / ".claude").exists()
    assert os.environ["CLAUDE_CONFIG_DIR"].startswith(str(custom))


def test_uninstall_all_ignores_malformed_files_that_hold_nothing_of_ours(
        isolated_home: Path) -> None:
    realistic_home(isolated_home)
    run_cli("hooks", "install", "claude-code")
    cursor = isolated_home / ".cursor" / "hooks.json"
    cursor.write_text("{ // the user's own half-finished edit\n")
    proc = run_cli("hooks", "uninstall", "--all")
    assert "restore" in proc.stdout and "cursor: not hooked" in proc.stdout
    assert cursor.read_text() == "{ // the user's own half-finished edit\n"
    assert (isolated_home / ".claude" / "settings.json").read_text() == CLAUDE_SETTINGS


def test_status_warns_when_the_harness_disables_all_hooks(isolated_home: Path) -> None:
    realistic_home(isolated_home)
    run_cli("hooks", "install", "claude-code")
    settings = isolated_home / ".claude" / "settings.json"
    data = json.loads(settings.read_text())
    settings.write_text(json.dumps({**data, "disableAllHooks": True}, indent=2))
    status = run_json("hooks", "list")["claude-code"]
    assert status["installed"]
    assert any("disableAllHooks" in p for p in status["problems"])


# Devin's own example of its user config (docs "Configuration File"): JSON with comments.
DEVIN_DOCUMENTED = """// ~/.config/devin/config.json
{
  // Agent behavior
  "agent": {
    "model": "swe-1-6-fast",           // Default model
    "show_history_on_continue": true  // Show messages when resuming
  },

  // Theme
  "theme_mode": null,            // "light", "dark", "nocolor", or null (auto)

  // Permissions
  "permissions": {
    "allow": [],
    "deny": [],
    "ask": []
  },

  // MCP servers
  "mcpServers": {},

  /* Import settings from other tools */
  "read_config_from": {
    "cursor": true,
    "windsurf": true,
    "claude": true
  },
}
"""


def test_a_commented_devin_config_installs_and_uninstalls_byte_for_byte(
        isolated_home: Path) -> None:
    config = isolated_home / ".config" / "devin" / "config.json"
    config.parent.mkdir(parents=True)
    config.write_text(DEVIN_DOCUMENTED, encoding="utf-8")
    paths = resolve_paths()
    [plan] = install(paths, ["devin"])
    assert plan.error is None
    text = config.read_text(encoding="utf-8")
    # Every line of theirs is still there, in order; ours is appended as a `hooks` member.
    lines = iter(text.splitlines())
    assert all(any(line == mine for line in lines) for mine in DEVIN_DOCUMENTED.splitlines())
    from skillsleep.hooks import jsonc
    hooks = jsonc.loads(text)["hooks"]["SessionEnd"]
    assert hooks[0]["matcher"] == "" and owner(hooks[0]["hooks"][0]["command"]) == "devin"
    assert run_json("hooks", "list")["devin"]["complete"] is True
    assert not install(paths, ["devin"])[0].changed  # idempotent
    uninstall(paths, ["devin"])
    assert config.read_text(encoding="utf-8") == DEVIN_DOCUMENTED

    # Without the install record (a wiped data folder), our member is taken out as text.
    install(paths, ["devin"])
    (paths.hooks_dir / "installed.json").unlink()
    uninstall(paths, ["devin"])
    assert config.read_text(encoding="utf-8") == DEVIN_DOCUMENTED


def test_a_commented_claude_settings_file_is_still_refused(isolated_home: Path) -> None:
    # Claude Code reads plain JSON: a comment there is a broken file, not ours to rewrite.
    settings = isolated_home / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text('{\n  // mine\n  "model": "opus"\n}\n')
    [plan] = install(resolve_paths(), ["claude-code"])
    assert plan.error and "not valid JSON (line 2" in plan.error


def test_vscode_alone_does_not_make_claude_code_look_installed(isolated_home: Path) -> None:
    (isolated_home / ".config" / "Code" / "User").mkdir(parents=True)
    paths = resolve_paths()
    assert run_json("hooks", "list")["claude-code"]["detected"] is False
    run_cli("hooks", "install", "--all")
    assert not (isolated_home / ".claude").exists()
    hooks = json.loads((isolated_home / ".copilot" / "hooks" / "skillopt-sleep.json")
                       .read_text())["hooks"]
    assert owner(hooks["Stop"][0]["bash"]) == "copilot"  # VS Code reads ~/.copilot/hooks
    status = run_json("hooks", "list")
    assert status["claude-code"]["detected"] is False
    assert status["copilot"]["detected"] and status["copilot"]["complete"]
    # A later install --all still hooks only what is there.
    second = run_json("hooks", "install", "--all", "--json")["harnesses"]
    assert [h["harness"] for h in second] == ["copilot"]
    uninstall(paths, ["copilot"])
    assert sorted(p.name for p in isolated_home.rglob("*")) == [".config", "Code", "User"]


def test_an_older_vscode_hook_in_claude_settings_is_moved_out(isolated_home: Path) -> None:
    (isolated_home / ".config" / "Code" / "User").mkdir(parents=True)
    settings = isolated_home / ".claude" / "settings.json"
    settings.parent.mkdir()
    paths = resolve_paths()
    old_hook = shell_command(paths.hooks_dir, "copilot", "skillopt-sleep-hook",
                             ["Stop", str(paths.spool_dir)], False)
    original = {"model": "opus", "hooks": {"Stop": [{"hooks": [
        {"type": "command", "command": old_hook}]}]}}
    settings.write_text(json.dumps(original, indent=2) + "\n")
    assert any("older version" in p for p in run_json("hooks", "list")["copilot"]["problems"])
    out = run_cli("hooks", "install", "copilot").stdout
    assert "take the old Stop hook (read by VS Code) out of" in out
    assert json.loads(settings.read_text()) == {"model": "opus"}
    assert (isolated_home / ".copilot" / "hooks" / "skillopt-sleep.json").is_file()
