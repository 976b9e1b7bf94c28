"""The hooks `hooks install --all` writes, fired by the real Claude Code, Codex and Copilot CLIs
(from npm) at the end of a real session, and taken out again byte for byte.

Each CLI runs one headless session against a scripted model on the loopback. Its hook drops a
notice in the spool (Claude Code's SessionEnd, Copilot's sessionEnd, Codex's notify after the
turn); the daemon, started afterwards, harvests the session the notice names. `hooks uninstall
--all` leaves every config file as it was before install, byte for byte.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from skillsleep.paths import resolve_paths

from helpers import real_clis
from helpers.cli import run_cli, run_json
from helpers.daemon import running_daemon, wait_for
from helpers.messages_api import MessagesAPI
from helpers.replay import make_repo
from helpers.responses_api import ResponsesAPI

pytestmark = pytest.mark.usefixtures("real_clis_on_path")
REQUEST = "add a test for ParseConfig"


def _configs(home: Path) -> dict[str, bytes | None]:
    """The files hooks install edits (the CLIs' own state files, which they write, are not)."""
    files = [home / ".claude" / "settings.json", home / ".codex" / "config.toml",
             home / ".codex" / "hooks.json", home / ".copilot" / "hooks" / "skillopt-sleep.json"]
    return {str(f): f.read_bytes() if f.exists() else None for f in files}


def _notices() -> list[str]:
    spool = resolve_paths().spool_dir
    return sorted(p.read_text(encoding="utf-8") for p in spool.glob("*.notice"))


def test_each_real_cli_fires_its_hook_and_the_daemon_harvests_the_session(
        tmp_path: Path, isolated_home: Path) -> None:
    repo = tmp_path / "work" / "app"
    make_repo(repo)
    # The harnesses as a person has them: their folders, and Codex's provider in its config.
    (isolated_home / ".claude" / "projects").mkdir(parents=True)
    (isolated_home / ".copilot").mkdir()
    with MessagesAPI() as messages, ResponsesAPI() as responses:
        real_clis.write_codex_config(isolated_home / ".codex", responses.url)
        before = _configs(isolated_home)
        run_cli("hooks", "install", "--all")

        assert real_clis.claude_session(repo, REQUEST, messages.url).returncode == 0
        assert real_clis.codex_session(repo, REQUEST).returncode == 0
        assert real_clis.copilot_session(repo, REQUEST, messages.url).returncode == 0

    notices = _notices()
    events = {(n.split("harness: ")[1].split("\n")[0], n.split("event: ")[1].split("\n")[0])
              for n in notices}
    assert ("claude-code", "SessionEnd") in events
    assert ("codex", "notify") in events
    assert any(h == "copilot" and e.lower() == "sessionend" for h, e in events)

    with running_daemon():
        # The daemon handles the notices first, then every log they name is in the store.
        def harvested() -> set[str]:
            return {s["harness"] for s in run_json("sessions")}

        assert wait_for(lambda: harvested() >= {"claude-code", "codex", "copilot"},
                        timeout=60, what="the three sessions in the store")
        wait_for(lambda: not _notices(), timeout=30, what="the spool to be emptied")
    for session in run_json("sessions"):
        assert session["requests"] == [REQUEST]

    run_cli("hooks", "uninstall", "--all")
    assert _configs(isolated_home) == before


def test_a_session_that_ends_while_the_daemon_runs_is_harvested_from_its_hook(
        tmp_path: Path, isolated_home: Path) -> None:
    repo = tmp_path / "work" / "app"
    make_repo(repo)
    (isolated_home / ".claude" / "projects").mkdir(parents=True)
    run_cli("hooks", "install", "claude-code")
    with running_daemon(), MessagesAPI() as messages:
        assert real_clis.claude_session(repo, REQUEST, messages.url).returncode == 0
        [session] = wait_for(lambda: run_json("sessions", "--harness", "claude-code"),
                             timeout=30, what="the session in the store")
        assert session["requests"] == [REQUEST]
    log = (resolve_paths().log_dir / "daemon.log").read_text(encoding="utf-8")
    assert "notice" in log.lower()      # it came through the hook's notice
