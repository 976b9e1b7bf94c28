"""Only the current user can read what the tool keeps: after a real harvest, hooks, a daemon,
a night and an accept, every file under the tool's home is 0600 (0700 for the hook scripts)
and every folder 0700; a home an older version left readable is tightened on the next run."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest

from helpers.cli import run_cli, run_json
from helpers.daemon import kill_leftover, wait_for
from helpers.harvest import lay_out_real_fixtures

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX modes")


def loose(root: Path) -> list[str]:
    """Every file or folder below `root` (and root) that another user could read or enter."""
    found = []
    for path in [root, *root.rglob("*")]:
        info = path.lstat()
        mode = stat.S_IMODE(info.st_mode)
        if stat.S_ISLNK(info.st_mode):
            continue
        if stat.S_ISSOCK(info.st_mode):
            ok = mode & 0o077 == 0
        elif stat.S_ISDIR(info.st_mode) or (path.suffix == ".sh" and "hooks" in path.parts):
            ok = mode == 0o700  # folders, and the hook scripts the harnesses run
        else:
            ok = mode == 0o600
        if not ok:
            found.append(f"{oct(mode)} {path.relative_to(root)}")
    return found


def test_everything_the_tool_writes_is_private(isolated_home: Path, sleep_home: Path,
                                               tmp_path: Path) -> None:
    from skillsleep.paths import resolve_paths

    os.umask(0o022)  # the person's usual umask: the tool must not rely on it
    lay_out_real_fixtures(isolated_home)
    for folder in (".claude", ".codex", ".cursor"):
        (isolated_home / folder).mkdir(exist_ok=True)
    run_cli("config", "init")
    run_cli("harvest")
    run_cli("hooks", "install", "claude-code", "codex", "cursor")
    paths = resolve_paths()
    try:
        run_json("daemon", "start")
        hook = json.loads((isolated_home / ".claude" / "settings.json").read_text())
        command = hook["hooks"]["SessionEnd"][-1]["hooks"][0]["command"]
        os.system(f"echo '{{}}' | {command}")  # a harness running its hook
        wait_for(lambda: not list(paths.spool_dir.glob("*.notice")), what="the notice")
        run_cli("tasks", "--update")
        skill = tmp_path / "project" / "SKILL.md"
        skill.parent.mkdir()
        skill.write_text("# Notes\n\nKeep answers short.\n")
        from skillsleep.context import Context
        from skillsleep.edits import Edit
        from skillsleep.proposals import build_proposal, save_proposal

        proposal = build_proposal(skill, skill.read_text(),
                                  [Edit("add", "Keep answers short.", "Use pnpm, not npm.")])
        save_proposal(Context.create().store, proposal)
        run_cli("proposals", "accept", proposal.id)
        run_cli("store", "repair")
    finally:
        run_cli("daemon", "stop", check=False)
        kill_leftover(paths)
    assert list((sleep_home / "data" / "backups").iterdir())
    assert (sleep_home / "log" / "daemon.log").exists()
    assert loose(sleep_home) == []
    assert loose(paths.runtime_dir) == []


def test_a_home_an_older_version_left_readable_is_tightened(sleep_home: Path,
                                                            isolated_home: Path) -> None:
    lay_out_real_fixtures(isolated_home)
    run_cli("harvest")
    # What an older version left: 0644 files in 0755 folders, without the marker.
    (sleep_home / "state" / ".private-modes").unlink()
    for path in sleep_home.rglob("*"):
        path.chmod(0o755 if path.is_dir() else 0o644)
    sleep_home.chmod(0o755)  # a folder the person chose for SKILLOPT_SLEEP_HOME
    assert loose(sleep_home / "state")
    run_cli("status")
    assert [line for line in loose(sleep_home) if not line.endswith(" .")] == []
    assert stat.S_IMODE(sleep_home.stat().st_mode) == 0o755  # theirs, left as it was
    assert (sleep_home / "state" / ".private-modes").exists()
