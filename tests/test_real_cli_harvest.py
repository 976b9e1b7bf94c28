"""Harvesting the logs the real Claude Code, Codex and Copilot CLIs just wrote.

Each CLI (from npm, at its pinned version) runs one headless session in a real git repository,
with its model a scripted endpoint on the loopback that asks for a skill, writes a test file and
runs the commands the project's documents name. Then `skillopt-sleep harvest --json` reads the
log the CLI wrote where it writes it: the person's request is the one request, the documents
and context the CLI injected are not, every command the agent ran is there with its exit code,
and no record or event type is unknown to the harvester (a new one in a later CLI version fails
here, by name, instead of being skipped in silence).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import real_clis
from helpers.cli import run_json
from helpers.messages_api import MessagesAPI
from helpers.replay import SKILL_REL, make_repo
from helpers.responses_api import ResponsesAPI

REQUEST = "add a test for ParseConfig"
RULES = ("\nDo not use testify.\nRun `test -f app.go` before you finish.\n"
         "Run `test -f gone.go` too.\n")

pytestmark = pytest.mark.usefixtures("real_clis_on_path")


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "work" / "app"
    make_repo(root)
    skill = root / SKILL_REL
    skill.write_text(skill.read_text(encoding="utf-8") + RULES, encoding="utf-8")
    (root / "AGENTS.md").write_text("Always mention the changelog.\n", encoding="utf-8")
    return root


def _harvested(harness: str) -> tuple[dict, list[dict]]:
    report = run_json("harvest", "--harness", harness)["harnesses"][harness]
    sessions = run_json("sessions", "--harness", harness)
    return report, sessions


def _assert_one_clean_session(report: dict, sessions: list[dict], repo: Path) -> dict:
    assert report["unknown_types"] == {}, report["skipped_reasons"]
    assert not any(r.startswith("unknown") for r in report["skipped_reasons"])
    assert report["sessions"] == 1 and report["requests"] == 1
    [session] = sessions
    assert session["requests"] == [REQUEST]
    assert Path(session["project"]).resolve() == repo.resolve()
    return session


def test_a_real_claude_code_transcript(repo: Path, isolated_home: Path) -> None:
    with MessagesAPI() as api:
        done = real_clis.claude_session(repo, REQUEST, api.url)
    assert done.returncode == 0, done.stderr
    assert (repo / "parseconfig_test.go").exists()
    [transcript] = (isolated_home / ".claude" / "projects").glob("*/*.jsonl")
    report, sessions = _harvested("claude-code")
    session = _assert_one_clean_session(report, sessions, repo)
    assert {"Skill", "Write", "Bash"} <= set(session["tools"])
    # Claude Code refuses commands it cannot sandbox or have approved in -p: the transcript
    # says so, and so does the harvest (no exit code; the tool result is an error).
    assert [c["command"] for c in session["commands"]] == ["test -f app.go", "test -f gone.go"]
    assert str(transcript) in session["sources"]


def test_a_real_codex_rollout(repo: Path, isolated_home: Path) -> None:
    with ResponsesAPI() as api:
        real_clis.write_codex_config(isolated_home / ".codex", api.url)
        done = real_clis.codex_session(repo, REQUEST)
    assert done.returncode == 0, done.stderr
    [rollout] = (isolated_home / ".codex" / "sessions").rglob("rollout-*.jsonl")
    report, sessions = _harvested("codex")
    session = _assert_one_clean_session(report, sessions, repo)
    assert "exec_command" in session["tools"]
    commands = {c["command"]: c["exit_code"] for c in session["commands"]}
    assert commands["test -f app.go"] == 0 and commands["test -f gone.go"] == 1
    assert str(rollout) in session["sources"]


def test_a_real_copilot_cli_session(repo: Path, isolated_home: Path) -> None:
    with MessagesAPI() as api:
        done = real_clis.copilot_session(repo, REQUEST, api.url)
    assert done.returncode == 0, done.stderr
    assert "plain table-driven test" in done.stdout and "the changelog" in done.stdout
    [events] = (isolated_home / ".copilot" / "session-state").glob("*/events.jsonl")
    report, sessions = _harvested("copilot")
    session = _assert_one_clean_session(report, sessions, repo)
    assert {"bash", "create"} <= set(session["tools"])
    commands = {c["command"]: c["exit_code"] for c in session["commands"]}
    assert commands["test -f app.go"] == 0 and commands["test -f gone.go"] == 1
    assert str(events) in session["sources"]
