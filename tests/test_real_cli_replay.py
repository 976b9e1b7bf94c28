"""A task replayed in a throwaway worktree through the real Claude Code and Codex CLIs (from
npm), their model a scripted endpoint on the loopback that follows the documents it is shown
and asked for: at the session's commit, with the candidate document, judged on the diff the CLI
made and the commands it ran, the person's repository byte for byte as it was."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from skillsleep.harnesses.claude_code.sandbox import linux_sandbox_problem
from skillsleep.models import ModelClient
from skillsleep.models.ledger import Ledger
from skillsleep.tasks.judges import score_task
from skillsleep.tasks.judges.work import AddsNothingMatching, Runs
from skillsleep.tasks.taskdata import Task
from skillsleep.workspace.area import ReplayArea
from skillsleep.workspace.place import SessionFacts
from skillsleep.workspace.plan import plan_replays
from skillsleep.workspace.rollouts import WorkspaceRollouts
from skillsleep.workspace.runners import RunSettings, runner_for

from helpers import real_clis
from helpers.messages_api import MessagesAPI
from helpers.replay import SKILL, SKILL_REL, git, make_repo, snapshot
from helpers.responses_api import ResponsesAPI

CANDIDATE = SKILL + "\nDo not use testify.\n"
RUNS = "\nRun `test -f app.go` before you finish.\nRun `test -f gone.go` too.\n"
STARTED = datetime(2026, 1, 10, 10, 0, tzinfo=UTC)

pytestmark = pytest.mark.usefixtures("real_clis_on_path")


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict:
    repo = tmp_path / "work" / "app"
    commits = make_repo(repo)
    monkeypatch.setenv("GH_TOKEN", "gho_not-a-real-token-for-the-test")
    return {"repo": repo, "commits": commits, "replays": tmp_path / "replays"}


def _rollouts(project: dict, task: Task, model: str) -> WorkspaceRollouts:
    repo = project["repo"]
    facts = SessionFacts(project=str(repo), started=STARTED, branch="main")
    plan = plan_replays(str(repo / SKILL_REL), SKILL, [task], {"claude-code:s1": facts}, None,
                        False)
    runner = runner_for(model, RunSettings(timeout_seconds=120))
    return WorkspaceRollouts(plan, ReplayArea(project["replays"]), runner,
                             ModelClient(ledger=Ledger()))


def _task(judges: list) -> Task:
    return Task(id="t1", request="add a test for ParseConfig", harness="claude-code",
                session_id="s1", time="2026-01-10T10:00:00Z", judges=judges)


def test_claude_code_replays_at_the_commit_and_the_diff_judge_tells_the_candidate(
        project: dict, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = project["repo"]
    before = snapshot(repo)
    task = _task([AddsNothingMatching(term="testify")])
    with MessagesAPI() as api:
        for key, value in real_clis.claude_env(api.url).items():
            monkeypatch.setenv(key, value)
        rollouts = _rollouts(project, task, "claude-code/sonnet")
        planned = rollouts.plan.tasks[0]
        assert rollouts.handles(planned)
        _, base = rollouts.rollout(SKILL, planned, 0)
        answer, candidate = rollouts.rollout(CANDIDATE, planned, 0)
        shown = "\n".join(r.text for r in api.turns())
    # The real CLI listed the project's skill, the model asked for it, and the CLI showed it
    # the candidate's words, from the worktree at the session's commit.
    assert "Do not use testify." in shown
    assert [c.path for c in candidate.changes] == ["parseconfig_test.go"]
    assert any("testify" in line for c in base.changes for line in c.added)
    assert not any("testify" in line for c in candidate.changes for line in c.added)
    assert score_task(planned.judges, base) == 0.0
    assert score_task(planned.judges, candidate) == 1.0
    assert candidate.text.startswith("I wrote parseconfig_test.go")
    assert "CHANGED: parseconfig_test.go" in answer
    # Tokens come from the CLI's own result.
    assert rollouts.client.ledger.tokens > 0
    # Nothing left, and the person's repository byte for byte as it was.
    assert list(project["replays"].iterdir()) == []
    assert snapshot(repo) == before
    assert git(repo, "worktree", "list").count("\n") == 0


def test_codex_replays_record_the_commands_and_their_exit_codes(
        project: dict, isolated_home: Path) -> None:
    repo = project["repo"]
    before = snapshot(repo)
    task = _task([Runs(command="test -f app.go", pattern=r"test -f app\.go")])
    with ResponsesAPI() as api:
        real_clis.write_codex_config(isolated_home / ".codex", api.url)
        rollouts = _rollouts(project, task, "codex/scripted-model")
        _, attempt = rollouts.rollout(SKILL + RUNS, rollouts.plan.tasks[0], 0)
    ran = [(c.line, c.exit_code) for c in attempt.commands if c.line.startswith("test ")]
    assert ran == [("test -f app.go", 0), ("test -f gone.go", 1)]
    assert [c.path for c in attempt.changes] == ["parseconfig_test.go"]
    assert score_task(rollouts.plan.tasks[0].judges, attempt) == 1.0
    # An ephemeral run: Codex wrote no rollout of the replay.
    assert not list((isolated_home / ".codex" / "sessions").rglob("*.jsonl"))
    assert snapshot(repo) == before
    assert list(project["replays"].iterdir()) == []


def test_claude_codes_sandbox_runs_the_documents_commands_or_the_task_is_not_replayable(
        project: dict, monkeypatch: pytest.MonkeyPatch) -> None:
    task = _task([Runs(command="test -f app.go", pattern=r"test -f app\.go")])
    problem = linux_sandbox_problem()
    with MessagesAPI() as api:
        for key, value in real_clis.claude_env(api.url).items():
            monkeypatch.setenv(key, value)
        runner = runner_for("claude-code/sonnet", RunSettings(timeout_seconds=120))
        assert runner is not None and runner.available() == problem
        if problem is not None:
            # Without the sandbox every command would be refused: the night does not replay.
            plan = plan_replays(str(project["repo"] / SKILL_REL), SKILL, [task], {
                "claude-code:s1": SessionFacts(project=str(project["repo"]), started=STARTED,
                                               branch="main")}, problem, False)
            assert plan.reasons() == {problem: 1}
            return
        rollouts = _rollouts(project, task, "claude-code/sonnet")
        _, attempt = rollouts.rollout(SKILL + RUNS, rollouts.plan.tasks[0], 0)
    # Run in Claude Code's sandbox; `test` false is exit 1 that Claude Code calls no error.
    assert [(c.line, c.exit_code) for c in attempt.commands] == [
        ("test -f app.go", 0), ("test -f gone.go", 1)]
    assert score_task(rollouts.plan.tasks[0].judges, attempt) == 1.0


def test_without_bubblewrap_claude_code_replays_are_not_replayable_and_say_why(
        project: dict, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    bare = tmp_path / "bare-bin"
    bare.mkdir()
    monkeypatch.setenv("PATH", f"{real_clis.bin_dir()}:{bare}")
    linux_sandbox_problem.cache_clear()
    try:
        runner = runner_for("claude-code/sonnet", RunSettings())
        assert runner is not None
        reason = runner.available()
    finally:
        linux_sandbox_problem.cache_clear()
    assert reason is not None and "bubblewrap" in reason and "apt-get install" in reason
    task = _task([Runs(command="test -f app.go", pattern=r"test -f app\.go")])
    plan = plan_replays(str(project["repo"] / SKILL_REL), SKILL, [task], {
        "claude-code:s1": SessionFacts(project=str(project["repo"]), started=STARTED,
                                       branch="main")}, reason, False)
    assert plan.reasons() == {reason: 1}
