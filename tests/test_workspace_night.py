"""Whole nights that replay in worktrees: sessions harvested from the logs Claude Code and Codex
write, mined into a recurring family with a standing preference about new tests, optimized with
the real Claude Code CLI (from npm) as the target model, its model a scripted endpoint on the
loopback that follows the documents it is shown, through the real `skillopt-sleep` command."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from helpers import real_clis
from helpers.cli import run_cli, run_json
from helpers.messages_api import MessagesAPI
from helpers.replay import (
    SKILL,
    SKILL_REL,
    SUBJECTS,
    claude_session,
    codex_session,
    make_repo,
    snapshot,
)
from helpers.responses_api import ResponsesAPI

pytestmark = pytest.mark.usefixtures("real_clis_on_path")


@pytest.fixture
def history(tmp_path: Path, sleep_home: Path, isolated_home: Path) -> dict:
    """A repository, nine sessions of "add a test for X" in it, with Claude Code and Codex (in
    one the person said to never use testify, as a rule; one started from a commit that is
    gone since)."""
    repo = tmp_path / "work" / "app"
    commits = make_repo(repo)
    for day, subject in enumerate(SUBJECTS[:7], start=10):
        texts = [f"add a test for {subject}"]
        if day == 10:
            texts.append("no, never use testify in new tests; we use plain table-driven tests")
        claude_session(isolated_home, f"s{day}", str(repo), texts, day)
    codex_session(isolated_home, "019b0000-0000-7000-8000-00000000000a", str(repo),
                  f"add a test for {SUBJECTS[7]}", 18, commit=commits["before_sessions"])
    # A session whose commit the repository no longer has (its history was rewritten).
    codex_session(isolated_home, "019b0000-0000-7000-8000-00000000000b", str(repo),
                  "add a test for OldThing, and no testify please", 19, commit="badc0ffee" * 4)
    real_clis.night_config(sleep_home, "[optimizer]\nepochs = 1\nbatch_size = 4\n"
                                       "[tasks]\nmin_family_size = 3\n")
    run_cli("harvest")
    return {"repo": repo, "commits": commits, "home": sleep_home,
            "replays": sleep_home / "cache" / "replays", "tmp": tmp_path}


def test_a_night_learns_the_standing_preference_from_replays_and_keeps_it(
        history: dict, isolated_home: Path) -> None:
    repo = history["repo"]
    before = snapshot(repo)
    with MessagesAPI() as api:
        env = {**os.environ, **real_clis.claude_env(api.url)}
        report = run_json("run", env=env, timeout=900)
        shown = [r.text for r in api.turns()]
    assert report["status"] == "ok", report
    [doc] = report["documents"]
    assert doc["path"] == str((repo / SKILL_REL).resolve())
    # The gate kept the derived line on validation: replays under it avoid testify.
    assert doc["edits_accepted"] == 1 and doc["val_before"] == 0.0 and doc["val_after"] == 1.0
    assert any(d["accepted"] and "Do not use testify in new tests." in " ".join(d["edits"])
               for d in doc["decisions"])
    # Tasks replayed in a worktree; the one whose commit is gone can only go to chat (the
    # night stops replaying train tasks once validation is perfect: "none").
    assert doc["replayed"]["workspace"] >= 5 and doc["replayed"]["chat"] <= 1
    assert sum(doc["replayed"].values()) == doc["tasks"] == 9
    [(reason, count)] = doc["not_replayable"].items()
    assert count == 1 and reason.startswith("the commit badc0ffeebad the session started "
                                            "from is no longer in the repository")
    shown_proposal = run_cli("proposals", "show", report["proposals"][0]).stdout
    assert "Do not use testify in new tests." in shown_proposal
    # The real CLI was shown the candidate document in its worktree.
    assert any("Do not use testify in new tests." in text for text in shown)
    # The person's repository and document are untouched, and no worktree is left.
    assert snapshot(repo) == before
    assert (repo / SKILL_REL).read_text(encoding="utf-8") == SKILL
    assert list(history["replays"].iterdir()) == []
    # What the replays' sessions hold is never harvested as the person's work.
    harvest = run_json("harvest")
    assert harvest["harnesses"]["claude-code"]["new_requests"] == 0
    status = run_json("status")
    [last] = status["last_night"]["documents"]
    assert last["replayed"] == doc["replayed"]
    assert last["not_replayable"] == doc["not_replayable"]
    text = run_cli("status").stdout
    assert f"tasks replayed: {doc['replayed']['workspace']} in a worktree" in text


def test_without_a_harness_cli_the_night_says_why_nothing_ran_in_a_worktree(
        history: dict, isolated_home: Path) -> None:
    cfg = history["home"] / "config" / "config.toml"
    cfg.write_text(cfg.read_text().replace('target = "claude-code/sonnet"',
                                           'target = "codex/gpt-5"'), encoding="utf-8")
    # A PATH with Claude Code and git but no codex.
    only = history["tmp"] / "without-codex"
    only.mkdir()
    (only / "claude").symlink_to(real_clis.bin_dir() / "claude")
    env = {**os.environ, "PATH": f"{only}{os.pathsep}/usr/bin{os.pathsep}/bin"}
    # The model check refuses a CLI that is not there before any work.
    failed = run_cli("run", "--json", check=False, env=env)
    assert failed.returncode != 0 and "`codex` command" in failed.stderr
    cfg.write_text(cfg.read_text().replace("[tasks]", "[replay]\nworkspace = false\n[tasks]"),
                   encoding="utf-8")
    with ResponsesAPI() as api:
        real_clis.write_codex_config(isolated_home / ".codex", api.url)
        report = run_json("run", "--dry-run", timeout=600)
    [doc] = report["documents"]
    assert doc["replayed"]["workspace"] == 0
    assert doc["not_replayable"] == {
        "replays in a workspace are turned off (replay.workspace)": 9}
