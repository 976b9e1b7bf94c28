"""A night killed with kill -9 while the real Claude Code CLI (from npm) replays a task in its
worktree, its model a scripted endpoint on the loopback that takes its time: the next start
stops the CLI the killed night left running and removes its worktree, and the person's
repository is byte for byte as it was."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import real_clis
from helpers.cli import run_json
from helpers.messages_api import MessagesAPI
from helpers.replay import (
    SUBJECTS,
    agents_in,
    alive,
    claude_session,
    git,
    make_repo,
    snapshot,
    wait_until,
)

pytestmark = pytest.mark.usefixtures("real_clis_on_path")


def test_a_night_killed_mid_replay_is_cleaned_at_the_next_start(
        tmp_path: Path, sleep_home: Path, isolated_home: Path) -> None:
    repo = tmp_path / "work" / "app"
    make_repo(repo)
    for day, subject in enumerate(SUBJECTS[:4], start=10):
        claude_session(isolated_home, f"s{day}", str(repo), [f"add a test for {subject}",
                                                             "no, never use testify"], day)
    real_clis.night_config(sleep_home, "[tasks]\nmin_family_size = 3\n")
    run_json("harvest")
    before = snapshot(repo)
    replays = sleep_home / "cache" / "replays"
    with MessagesAPI() as api:
        api.hold_after = 0   # the model never answers the first replay's first turn
        env = {**os.environ, **real_clis.claude_env(api.url)}
        night = subprocess.Popen([sys.executable, "-m", "skillsleep.cli", "run", "--json"],
                                 env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_until(lambda: api.turns() or night.poll() is not None, 120)
            assert night.poll() is None, "the night ended before its replay could be killed"
            agents = agents_in(replays)
            assert agents, "no Claude Code process works in a replay worktree"
            os.kill(night.pid, signal.SIGKILL)
            night.wait(10)
        finally:
            if night.poll() is None:
                night.kill()
        assert len(list(replays.iterdir())) == 1   # left by the killed night
        assert any(alive(pid) for pid in agents)
        api.hold_after = None   # the held turn stays held; the next start asks its own
        report = run_json("run", "--dry-run", env=env)
        api.released.set()
    assert report["errors"].get("replay_leftovers_removed") == 1
    assert list(replays.iterdir()) == []
    wait_until(lambda: not any(alive(pid) for pid in agents), 10)
    assert snapshot(repo) == before
    assert git(repo, "worktree", "list").count("\n") == 0
    assert git(repo, "stash", "list") == ""
