"""A task replayed in a throwaway worktree of a real repository with real history, through the
real Claude Code and Codex CLIs (from npm), their model a scripted endpoint on the loopback that
follows the documents it is shown and asked for: at the session's commit, with the candidate
document, scored on the diff, the commands and the project's check, stopped on time, on a stop
request and by the budget, leaving the person's repository byte for byte as it was."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from skillsleep.logs.marker import HEADLESS_CWD_PREFIX
from skillsleep.models import ModelClient
from skillsleep.models.errors import BudgetExhausted
from skillsleep.models.ledger import Budget, Ledger
from skillsleep.tasks.judges import Attempt, FileChange, score_task
from skillsleep.tasks.judges.work import AddsNothingMatching
from skillsleep.tasks.taskdata import Task
from skillsleep.workspace.area import ReplayArea
from skillsleep.workspace.place import SessionFacts, locate
from skillsleep.workspace.plan import plan_replays
from skillsleep.workspace.rollouts import WorkspaceRollouts, attempt_from_doc, attempt_to_doc
from skillsleep.workspace.runners import RunSettings, runner_for

from helpers import real_clis
from helpers.cli import run_cli
from helpers.messages_api import MessagesAPI
from helpers.replay import (
    SKILL,
    SKILL_REL,
    agents_in,
    alive,
    git,
    make_repo,
    snapshot,
    wait_until,
)

CANDIDATE = SKILL + "\nDo not use testify.\n"
STARTED = datetime(2026, 1, 10, 10, 0, tzinfo=UTC)


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
            real_clis_on_path: Path) -> Iterator[dict[str, object]]:
    repo = tmp_path / "work" / "app"
    commits = make_repo(repo)
    monkeypatch.setenv("GH_TOKEN", "gho_not-a-real-token-for-the-test")
    with MessagesAPI() as api:
        for key, value in real_clis.claude_env(api.url).items():
            monkeypatch.setenv(key, value)
        yield {"repo": repo, "commits": commits, "replays": tmp_path / "replays", "api": api,
               "tmp": tmp_path}
        api.released.set()


def _task(tid: str = "t1", request: str = "add a test for ParseConfig",
          judges: list | None = None) -> Task:
    return Task(id=tid, request=request, harness="claude-code", session_id="s1",
                time="2026-01-10T10:00:00Z",
                judges=judges if judges is not None else [AddsNothingMatching(term="testify")])


def _rollouts(project: dict, task: Task, model: str = "claude-code/sonnet",
              facts: SessionFacts | None = None, ledger: Ledger | None = None,
              timeout: float = 120.0) -> WorkspaceRollouts:
    repo = project["repo"]
    facts = facts or SessionFacts(project=str(repo), started=STARTED, branch="main")
    plan = plan_replays(str(repo / SKILL_REL), SKILL, [task], {"claude-code:s1": facts}, None,
                        False)
    runner = runner_for(model, RunSettings(timeout_seconds=timeout))
    return WorkspaceRollouts(plan, ReplayArea(project["replays"]), runner,
                             ModelClient(ledger=ledger or Ledger()))


def _shown(project: dict) -> str:
    return "\n".join(r.text for r in project["api"].turns())


def test_the_replay_runs_at_the_sessions_commit_and_sees_the_candidate(
        project: dict, isolated_home: Path) -> None:
    repo, commits = project["repo"], project["commits"]
    run_cli("hooks", "install", "claude-code")
    spool = sorted((Path(os.environ["SKILLOPT_SLEEP_HOME"])).rglob("spool/*"))
    before = snapshot(repo)
    # The agent also writes down the environment its commands see.
    doc = CANDIDATE + "Run `env > seen-env.txt` first.\n"
    rollouts = _rollouts(project, _task())
    task = rollouts.plan.tasks[0]
    assert rollouts.handles(task)
    answer, attempt = rollouts.rollout(doc, task, 0)
    shown = _shown(project)
    # The newest commit of main at the session's start, not main as it is now: the CLI's own
    # view of the repository says so.
    head = git(repo, "rev-parse", "HEAD")
    assert f"Recent commits:\\n{commits['before_sessions'][:7]} " in shown
    assert head[:7] not in shown and commits["before_sessions"] != head
    assert "Do not use testify." in shown
    # A worktree of the tool's own, which the harvester knows for a headless call.
    cwd = Path(re.search(r"Primary working directory: (\S+?)(?:\\n|\s)", shown).group(1))
    assert cwd.is_relative_to(project["replays"]) and cwd.name.startswith(HEADLESS_CWD_PREFIX)
    # No session written, no hook run, no account of the person's reachable.
    assert not list((isolated_home / ".claude" / "projects").rglob("*.jsonl"))
    assert sorted((Path(os.environ["SKILLOPT_SLEEP_HOME"])).rglob("spool/*")) == spool
    env = {c.path: c.added for c in attempt.changes}["seen-env.txt"]
    assert not any(line.startswith("GH_TOKEN=") for line in env)
    gh = next(line.split("=", 1)[1] for line in env if line.startswith("GH_CONFIG_DIR="))
    assert Path(gh).is_relative_to(project["replays"])
    # The outcome: the file the agent wrote, its final message, the outcome in words.
    assert "parseconfig_test.go" in [c.path for c in attempt.changes]
    test = next(c for c in attempt.changes if c.path == "parseconfig_test.go")
    assert not any("testify" in line for line in test.added)
    assert attempt.text.startswith("I wrote parseconfig_test.go")
    assert "CHANGED: " in answer and "parseconfig_test.go" in answer
    # Nothing is left, and the person's repository is byte for byte as it was.
    assert list(project["replays"].iterdir()) == []
    assert snapshot(repo) == before
    assert git(repo, "worktree", "list").count("\n") == 0


def test_the_projects_check_runs_after_the_agent_and_is_judged(project: dict,
                                                               tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch
                                                               ) -> None:
    # The project's linter (run through its task runner, `mise`) refuses testify in tests.
    tools = tmp_path / "tools"
    tools.mkdir()
    mise = tools / "mise"
    mise.write_text("#!/bin/sh\n[ \"$2\" = lint ] || exit 0\n"
                    "! grep -rl testify --include='*_test.go' .\n", encoding="utf-8")
    mise.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ['PATH']}")
    facts = SessionFacts(project=str(project["repo"]), started=STARTED, branch="main",
                         checks=("mise run lint",))
    rollouts = _rollouts(project, _task(request="add a test for ParseConfig, fix the lint"),
                         facts=facts)
    task = rollouts.plan.tasks[0]
    assert rollouts.plan.entries[task.id].check == "mise run lint"
    assert task.judges[-1].kind == "checks_pass"
    _, base = rollouts.rollout(SKILL, task, 0)
    _, candidate = rollouts.rollout(CANDIDATE, task, 0)
    assert [(c.line, c.exit_code) for c in base.checks] == [("mise run lint", 1)]
    assert [(c.line, c.exit_code) for c in candidate.checks] == [("mise run lint", 0)]
    assert score_task(task.judges, base) == 0.0 and score_task(task.judges, candidate) == 1.0


def test_a_commit_the_agent_makes_stays_in_the_replay(project: dict) -> None:
    repo = project["repo"]
    refs = git(repo, "for-each-ref")
    rollouts = _rollouts(project, _task(request="add a test for ParseConfig and commit it"))
    _, attempt = rollouts.rollout(CANDIDATE, rollouts.plan.tasks[0], 0)
    assert attempt.commits == ["test: cover ParseConfig"]
    assert [c.path for c in attempt.changes] == ["parseconfig_test.go"]
    assert git(repo, "for-each-ref") == refs
    assert git(repo, "cat-file", "-t", git(repo, "rev-parse", "HEAD")) == "commit"
    assert list(project["replays"].iterdir()) == []


def test_a_replay_on_a_feature_branch_starts_from_that_branch(project: dict) -> None:
    facts = SessionFacts(project=str(project["repo"]), started=STARTED.replace(day=13),
                         branch="feature/render")
    place = locate(facts)
    assert place.commit == project["commits"]["feature"]
    assert place.how == "the newest commit of feature/render at the session's start"


def test_a_replay_that_runs_too_long_is_stopped_and_fails(project: dict) -> None:
    project["api"].hold_after = 0   # a model that never answers
    rollouts = _rollouts(project, _task(), timeout=8.0)
    seen: list[int] = []

    def watch() -> None:
        wait_until(lambda: project["api"].turns(), 60)
        seen.extend(agents_in(project["replays"]))

    import threading

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    assert rollouts.rollout(CANDIDATE, rollouts.plan.tasks[0], 0) is None
    watcher.join(10)
    assert rollouts.issues == {"replay_timeout": 1}
    assert seen and not any(alive(pid) for pid in seen)
    assert list(project["replays"].iterdir()) == []


def test_replays_count_against_the_budget_and_come_from_the_cache(project: dict,
                                                                   tmp_path: Path) -> None:
    from skillsleep.models.cache import ResponseCache

    ledger = Ledger(Budget(max_tokens=10**9, max_usd=100.0))
    rollouts = _rollouts(project, _task(), ledger=ledger)
    rollouts.cache = ResponseCache(tmp_path / "cache", 10_000_000)
    task = rollouts.plan.tasks[0]
    first = rollouts.rollout(CANDIDATE, task, 0)
    asked = len(project["api"].turns())
    # Tokens and cost as the CLI reported them.
    assert ledger.calls == 1 and ledger.tokens > 0 and ledger.cost_usd > 0
    again = rollouts.rollout(CANDIDATE, task, 0)
    assert again[0] == first[0] and ledger.calls == 1 and ledger.cache_hits == 1
    assert len(project["api"].turns()) == asked
    # A replay that could go over the budget is refused before it starts.
    ledger.budget = Budget(max_tokens=ledger.tokens + 500, max_usd=100.0)
    with pytest.raises(BudgetExhausted):
        rollouts.rollout(SKILL, task, 0)
    assert len(project["api"].turns()) == asked


def test_a_damaged_cached_attempt_is_a_miss() -> None:
    assert attempt_from_doc({"changes": [{"nope": 1}]}) is None
    assert attempt_from_doc("garbage") is None
    attempt = Attempt(text="hi", changes=[], commands=[], commits=["x"], checks=None)
    assert attempt_from_doc(attempt_to_doc(attempt)) == attempt
    made = Attempt(text="", changes=[FileChange("a_test.go", ["package a"], created=True),
                                     FileChange("a.go", ["// x"])], commands=[], commits=[])
    assert attempt_from_doc(attempt_to_doc(made)) == made


def test_a_change_cached_before_new_files_were_recorded_is_a_miss() -> None:
    """Without it a check of a new file's name would say nothing of the cached attempt and
    judge a fresh replay of another document, and the two would be scored unlike."""
    doc = attempt_to_doc(Attempt(text="", changes=[FileChange("a_test.go", ["package a"])],
                                 commands=[], commits=[]))
    assert attempt_from_doc(doc) is not None
    del doc["changes"][0]["created"]
    assert attempt_from_doc(doc) is None
    assert attempt_from_doc({"text": "no change", "changes": []}) is not None


def test_a_night_killed_mid_replay_leaves_nothing_after_the_next_start(project: dict) -> None:
    repo = project["repo"]
    before = snapshot(repo)
    project["api"].hold_after = 0
    script = textwrap.dedent(f"""
        from datetime import datetime, timezone
        from pathlib import Path
        from skillsleep.models import ModelClient
        from skillsleep.tasks.judges.work import AddsNothingMatching
        from skillsleep.tasks.taskdata import Task
        from skillsleep.workspace.area import ReplayArea
        from skillsleep.workspace.place import SessionFacts
        from skillsleep.workspace.plan import plan_replays
        from skillsleep.workspace.rollouts import WorkspaceRollouts
        from skillsleep.workspace.runners import RunSettings, runner_for
        repo = Path({str(repo)!r})
        task = Task(id="t1", request="add a test for ParseConfig", harness="claude-code",
                    session_id="s1", judges=[AddsNothingMatching(term="testify")])
        facts = SessionFacts(project=str(repo), branch="main",
                             started=datetime(2026, 1, 10, 10, tzinfo=timezone.utc))
        plan = plan_replays(str(repo / {SKILL_REL!r}), "x", [task], {{"claude-code:s1": facts}},
                            None, False)
        rollouts = WorkspaceRollouts(plan, ReplayArea(Path({str(project['replays'])!r})),
                                     runner_for("claude-code/sonnet", RunSettings()),
                                     ModelClient())
        rollouts.rollout("Do not use testify.", plan.tasks[0], 0)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script])
    try:
        wait_until(lambda: project["api"].turns() or proc.poll() is not None, 120)
        assert proc.poll() is None, "the replay ended before it could be killed"
        agents = agents_in(project["replays"])
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
    [left] = list(project["replays"].iterdir())
    assert agents and any(alive(pid) for pid in agents)   # the agent was still at work in it
    area = ReplayArea(project["replays"])
    assert area.leftovers() == [left]
    assert area.clean_leftovers() == [left.name]
    wait_until(lambda: not any(alive(pid) for pid in agents), 10)
    assert list(project["replays"].iterdir()) == []
    assert snapshot(repo) == before
    assert git(repo, "worktree", "list").count("\n") == 0


def test_a_replay_folder_of_a_live_process_is_not_a_leftover(tmp_path: Path) -> None:
    area = ReplayArea(tmp_path / "replays")
    live = tmp_path / "replays" / "a"
    live.mkdir(parents=True)
    (live / "owner.json").write_text(json.dumps({"pid": os.getppid()}))
    dead = tmp_path / "replays" / "b"
    dead.mkdir()
    (dead / "owner.json").write_text(json.dumps({"pid": _dead_pid()}))
    damaged = tmp_path / "replays" / "c"
    damaged.mkdir()
    (damaged / "owner.json").write_text("{not json")
    os.utime(damaged, (time.time() - 3600, time.time() - 3600))
    (dead / "readonly").mkdir()
    (dead / "readonly" / "f").write_text("x")
    (dead / "readonly").chmod(0o500)
    assert area.clean_leftovers() == ["b", "c"]
    assert [p.name for p in (tmp_path / "replays").iterdir()] == ["a"]


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def _events(*lines: object) -> list[dict]:
    return [line for line in lines if isinstance(line, dict)]


def test_the_claude_stream_is_read_as_documented_and_bad_streams_fail_clearly() -> None:
    runner = runner_for("claude-code/sonnet", RunSettings())
    tool = {"type": "assistant", "message": {"content": [
        {"type": "tool_use", "id": "a", "name": "Bash", "input": {"command": "make lint"}},
        {"type": "tool_use", "id": "b", "name": "Read", "input": {"file_path": "x"}}]}}
    failed = {"type": "user", "message": {"content": [
        {"type": "tool_result", "tool_use_id": "a", "is_error": True,
         "content": [{"type": "text", "text": "Exit code 2\nlint: 3 problems"}]}]}}
    done = {"type": "result", "subtype": "success", "is_error": False, "result": "Fixed.",
            "usage": {"input_tokens": 10, "cache_read_input_tokens": 5, "output_tokens": 3},
            "total_cost_usd": 0.01}
    out = runner.parse(iter(_events(tool, failed, done)), 0, "")
    assert (out.failure, out.text, out.tokens, out.cost_usd) == (None, "Fixed.", 18, 0.01)
    assert [(c.line, c.exit_code) for c in out.commands] == [("make lint", 2)]
    # Out of turns: the work stands as it is; any other error is a failed replay.
    turns = dict(done, subtype="error_max_turns", is_error=True, result="")
    assert runner.parse(iter([tool, turns]), 1, "").failure is None
    error = dict(done, subtype="error_during_execution", is_error=True, result="boom")
    assert runner.parse(iter([error]), 1, "").failure == "failed"
    # No result at all: the CLI died; its error output says whether it was a rate limit.
    cut = runner.parse(iter([tool]), 1, "API Error: 429 rate_limit_error")
    assert cut.failure == "rate_limited" and "without a result" in cut.detail
    assert runner.parse(iter([]), 127, "claude: command not found").failure == "failed"
    # A command whose result never came has no exit code.
    assert runner.parse(iter([tool, done]), 0, "").commands[0].exit_code is None


def test_the_codex_stream_is_read_as_documented_and_bad_streams_fail_clearly(
        tmp_path: Path) -> None:
    from skillsleep.replaykit.runner import read_events

    runner = runner_for("codex/gpt-5", RunSettings())
    log = tmp_path / "events.jsonl"
    log.write_text("\n".join([
        "WARNING: proceeding, even though we could not update PATH",
        json.dumps({"type": "thread.started", "thread_id": "t"}),
        '{"type": "item.completed", "item": {"id": "i0", "type": "command_execution", ',
        json.dumps({"type": "item.completed", "item": {
            "id": "i1", "type": "command_execution", "command": "bash -lc 'go test ./...'",
            "exit_code": 1, "status": "failed"}}),
        json.dumps({"type": "item.completed", "item": {
            "id": "i2", "type": "command_execution", "command": "true", "exit_code": "0"}}),
        json.dumps(["not", "an", "event"]),
        json.dumps({"type": "item.completed", "item": {"id": "i3", "type": "agent_message",
                                                       "text": "Tests fail."}}),
        json.dumps({"type": "turn.completed", "usage": {"input_tokens": 7,
                                                        "output_tokens": 2}}),
    ]) + "\n", encoding="utf-8")
    out = runner.parse(read_events(log), 0, "")
    assert (out.failure, out.text, out.tokens) == (None, "Tests fail.", 9)
    # The model's command, out of the shell wrapper Codex records it in.
    assert [(c.line, c.exit_code) for c in out.commands] == [
        ("go test ./...", 1), ("true", None)]
    failed = runner.parse(iter([{"type": "turn.failed",
                                 "error": {"message": "usage limit reached"}}]), 1, "")
    assert failed.failure == "rate_limited"
    assert runner.parse(iter([]), 2, "error: unexpected argument").failure == "failed"
    assert list(read_events(tmp_path / "missing.jsonl")) == []


def test_a_commit_the_repository_lost_fails_the_workspace_clearly(project: dict) -> None:
    from skillsleep.workspace.area import WorkspaceError
    from skillsleep.workspace.place import Place

    area = ReplayArea(project["replays"])
    gone = Place((project["repo"] / ".git").resolve(), "0" * 40)
    with pytest.raises(WorkspaceError, match="cannot make a worktree of"), \
            area.workspace(gone):
        pass
    assert list(project["replays"].iterdir()) == []


def test_a_replay_whose_cli_is_missing_fails_and_leaves_nothing(
        project: dict, monkeypatch: pytest.MonkeyPatch) -> None:
    rollouts = _rollouts(project, _task())
    assert rollouts.runner.available() is None
    monkeypatch.setenv("PATH", "/usr/bin:/bin")   # git, and no `claude`
    assert "`claude` command" in rollouts.runner.available()
    assert rollouts.rollout(CANDIDATE, rollouts.plan.tasks[0], 0) is None
    assert rollouts.issues == {"replay_failed": 1}
    assert list(project["replays"].iterdir()) == []


def test_a_replay_gets_no_more_time_than_the_night_has_left(project: dict,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    now = [1000.0]
    ledger = Ledger(Budget(max_tokens=10**9, max_usd=100.0, max_seconds=600.0),
                    clock=lambda: now[0])
    rollouts = _rollouts(project, _task(), ledger=ledger)
    task = rollouts.plan.tasks[0]
    now[0] += 590.0  # ten seconds left: no replay could finish in them
    with pytest.raises(BudgetExhausted, match="needs at least 30 s, and 10 s are left"):
        rollouts.rollout(CANDIDATE, task, 0)
    # A document's share of the time binds the same way, and stops only that document.
    now[0] = 1000.0
    ledger.set_share(5.0, "CLAUDE.md used its share")
    with pytest.raises(BudgetExhausted) as stopped:
        rollouts.rollout(CANDIDATE, task, 0)
    assert stopped.value.scope == "document" and stopped.value.kind == "time"
    # With 40 s left, the agent gets those 40 s and is stopped at their end.
    ledger.set_share(None)
    now[0] = 1000.0 + 560.0
    project["api"].hold_after = 0
    seen: list[float] = []
    real_run = type(rollouts.runner).run

    def timed(self, ws, prompt, timeout=None):  # the limit the replay was given
        seen.append(timeout)
        return real_run(self, ws, prompt, timeout=5.0)

    monkeypatch.setattr(type(rollouts.runner), "run", timed)
    assert rollouts.rollout(CANDIDATE, task, 0) is None
    assert seen == [40.0] and rollouts.issues == {"replay_timeout": 1}
    assert ledger.by_model["claude-code/sonnet (worktree)"]["calls"] == 1


def test_a_stop_request_mid_replay_stops_the_agent_and_removes_the_worktree(
        project: dict) -> None:
    import threading

    from skillsleep.models import Interruption, NightInterrupted

    project["api"].hold_after = 0
    interruption = Interruption()
    rollouts = _rollouts(project, _task())
    rollouts.client.interrupt = interruption
    agents: list[int] = []

    def stop_when_at_work() -> None:
        wait_until(lambda: project["api"].turns(), 60)
        agents.extend(agents_in(project["replays"]))
        os.kill(os.getpid(), signal.SIGTERM)

    stopper = threading.Thread(target=stop_when_at_work, daemon=True)
    with interruption.installed():
        stopper.start()
        with pytest.raises(NightInterrupted):
            rollouts.rollout(CANDIDATE, rollouts.plan.tasks[0], 0)
    stopper.join(10)
    assert agents and not any(alive(pid) for pid in agents)
    assert list(project["replays"].iterdir()) == []
    # And the next replay of this night does not start at all.
    with pytest.raises(NightInterrupted):
        rollouts.rollout(SKILL, rollouts.plan.tasks[0], 0)
