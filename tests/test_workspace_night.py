"""Whole nights that replay in worktrees: sessions harvested from the logs Claude Code and Codex
write, mined into a recurring family with a standing preference about new tests, optimized with
the stand-in harness CLIs as the target model, through the real `skillopt-sleep` command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from helpers.cli import run_cli, run_json
from helpers.replay import (
    SKILL,
    SKILL_REL,
    SUBJECTS,
    alive,
    claude_session,
    codex_session,
    git,
    install_standins,
    kill_when_ready,
    make_repo,
    snapshot,
    standin_log,
    wait_until,
)


@pytest.fixture
def history(tmp_path: Path, sleep_home: Path, isolated_home: Path,
            monkeypatch: pytest.MonkeyPatch) -> dict:
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
    bin_dir = install_standins(tmp_path / "bin")
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    log = tmp_path / "standin.jsonl"
    monkeypatch.setenv("STANDIN_LOG", str(log))
    cfg = sleep_home / "config" / "config.toml"
    cfg.parent.mkdir(parents=True, exist_ok=True)
    cfg.write_text('[models]\ntarget = "claude-code/sonnet"\noptimizer = "claude-code/sonnet"\n'
                   "[optimizer]\nepochs = 1\nbatch_size = 4\n"
                   "[tasks]\nmin_family_size = 3\n", encoding="utf-8")
    run_cli("harvest")
    return {"repo": repo, "commits": commits, "log": log, "home": sleep_home,
            "replays": sleep_home / "cache" / "replays", "tmp": tmp_path}


def test_a_night_learns_the_standing_preference_from_replays_and_keeps_it(
        history: dict, isolated_home: Path) -> None:
    repo = history["repo"]
    before = snapshot(repo)
    # As if the CLI wrote its sessions despite being told not to: they are still not harvested.
    env = dict(os.environ, STANDIN_PERSIST_ANYWAY="1")
    report = run_json("run", env=env)
    assert report["status"] == "ok", report
    [doc] = report["documents"]
    assert doc["path"] == str((repo / SKILL_REL).resolve())
    # The gate kept the derived line on validation: replays under it avoid testify.
    assert doc["edits_accepted"] == 1 and doc["val_before"] == 0.0 and doc["val_after"] == 1.0
    assert any(d["accepted"] and "Do not use testify." in " ".join(d["edits"])
               for d in doc["decisions"])
    # Tasks replayed in a worktree; the one whose commit is gone can only go to chat (the
    # night stops replaying train tasks once validation is perfect: "none").
    assert doc["replayed"]["workspace"] >= 5 and doc["replayed"]["chat"] <= 1
    assert sum(doc["replayed"].values()) == doc["tasks"] == 9
    [(reason, count)] = doc["not_replayable"].items()
    assert count == 1 and reason.startswith("the commit badc0ffeebad the session started "
                                            "from is no longer in the repository")
    shown = run_cli("proposals", "show", report["proposals"][0]).stdout
    assert "Do not use testify." in shown
    # Every replay ran at the commit its session started from, and saw a candidate.
    runs = [r for r in standin_log(history["log"]) if not r.get("chat")]
    assert {r["head"] for r in runs} == {history["commits"]["before_sessions"]}
    assert any("Do not use testify." in r["docs"][SKILL_REL] for r in runs)
    assert all("Do not use testify." not in r["docs"].get(SKILL_REL, "")
               for r in runs[:1])
    # The person's repository and document are untouched, and no worktree is left.
    assert snapshot(repo) == before
    assert (repo / SKILL_REL).read_text(encoding="utf-8") == SKILL
    assert list(history["replays"].iterdir()) == []
    # What the replays' sessions hold is never harvested as the person's work.
    written = [p for p in (isolated_home / ".claude" / "projects").glob("*/*.jsonl")
               if "replay" in p.parent.name]
    assert len(written) == len(runs)
    harvest = run_json("harvest")
    assert harvest["harnesses"]["claude-code"]["new_requests"] == 0
    assert harvest["harnesses"]["claude-code"]["sessions"] == 7 + len(runs)
    status = run_json("status")
    [last] = status["last_night"]["documents"]
    assert last["replayed"] == doc["replayed"]
    assert last["not_replayable"] == doc["not_replayable"]
    text = run_cli("status").stdout
    assert f"tasks replayed: {doc['replayed']['workspace']} in a worktree" in text


def test_a_night_killed_mid_replay_is_cleaned_at_the_next_start(history: dict,
                                                                 tmp_path: Path) -> None:
    repo = history["repo"]
    before = snapshot(repo)
    ready = tmp_path / "ready"
    env = dict(os.environ, STANDIN_SLEEP="300", STANDIN_READY=str(ready))
    night = subprocess.Popen([sys.executable, "-m", "skillsleep.cli", "run", "--json"],
                             env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    agent = kill_when_ready(night, ready)
    assert len(list(history["replays"].iterdir())) == 1   # left by the killed night
    report = run_json("run", "--dry-run")
    assert report["errors"].get("replay_leftovers_removed") == 1
    assert list(history["replays"].iterdir()) == []
    wait_until(lambda: not alive(agent), 10)
    assert snapshot(repo) == before
    assert git(repo, "worktree", "list").count("\n") == 0
    assert git(repo, "stash", "list") == ""


def test_without_a_harness_cli_the_night_says_why_nothing_ran_in_a_worktree(
        history: dict) -> None:
    cfg = history["home"] / "config" / "config.toml"
    cfg.write_text(cfg.read_text().replace('target = "claude-code/sonnet"',
                                           'target = "codex/gpt-5"'), encoding="utf-8")
    os.remove(history["tmp"] / "bin" / "codex")
    # The model check refuses a CLI that is not there before any work.
    failed = run_cli("run", "--json", check=False)
    assert failed.returncode != 0 and "`codex` command" in failed.stderr
    cfg.write_text(cfg.read_text().replace("[tasks]", "[replay]\nworkspace = false\n[tasks]"),
                   encoding="utf-8")
    install_standins(history["tmp"] / "bin")
    report = run_json("run", "--dry-run")
    [doc] = report["documents"]
    assert doc["replayed"]["workspace"] == 0
    assert doc["not_replayable"] == {
        "replays in a workspace are turned off (replay.workspace)": 9}
