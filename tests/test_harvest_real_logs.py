"""The real third-party logs, laid out where each harness writes them, harvested as a user would."""

from __future__ import annotations

import json
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import pytest

from skillsleep.harvest import run_harvest, summary
from skillsleep.sessiondata import Session
from skillsleep.sessions import iter_sessions

from helpers.cli import run_json
from helpers.harvest import fresh_context, lay_out_real_fixtures


def _by_id(ctx) -> dict[str, Session]:  # type: ignore[no-untyped-def]
    return {s.session_id: s for s in iter_sessions(ctx.store)}


@pytest.fixture
def harvested(isolated_home: Path) -> dict[str, Session]:
    lay_out_real_fixtures(isolated_home)
    ctx = fresh_context()
    report = run_harvest(ctx)
    data = report.to_json()["harnesses"]
    assert data["claude-code"]["files"] == 8
    assert data["codex"]["files"] == 1
    assert data["copilot"]["files"] == 3          # two CLI sessions, one VS Code chat
    assert data["devin"]["files"] == 1
    for h, r in data.items():
        assert r["errors"] == 0, (h, r["error_detail"])
        assert r["skipped"] == 0, (h, r["skipped_detail"])
    return _by_id(ctx)


def _requests(s: Session) -> list[str]:
    return [t.text for t in s.requests]


def test_claude_code_sessions_requests_and_projects(harvested: dict[str, Session]) -> None:
    s = harvested["1ecba475-5b18-4058-a0cb-e87703f6f792"]
    assert s.harness == "claude-code"
    assert s.project == "/Users/gtrrz-victor/wks/test-cli/cli"
    # The prompt was typed twice (a hook blocked the first); the hook's message is not a request.
    assert _requests(s) == ["fix tests", "fix tests", "fix the test, the code is right"]
    kinds = Counter(t.kind for t in s.turns)
    assert kinds["hook"] == 1 and kinds["interruption"] == 1
    assert s.models == ["claude-sonnet-4-5-20250929"]
    assert s.started == datetime(2026, 2, 3, 0, 25, 13, 595000, tzinfo=UTC)
    assert s.ended is not None and s.ended.tzinfo is not None

    assert _requests(harvested["19abe528-a510-4c89-a1f8-138956474766"]) == [
        "can you update CLAUDE.md that we should always run `mise run fmt` together with "
        "`mise run lint`"]
    assert _requests(harvested["ccc58457-00a5-4a2f-82a9-175e4473c60b"]) == [
        '"mise run test:ci" is failing, can you take a look?']
    assert _requests(harvested["559081d6-534c-40b9-afeb-5eb72cd84309"]) == [
        "can you use the code-simplifier plugin", "Simplify the code added in this branch"]
    s = harvested["78368290-ee0b-474f-8052-bb65a9a581d6"]
    assert s.project == "/Users/dip/Repositories/cli"
    assert _requests(s)[1] == "Commit and push" and len(_requests(s)) == 2
    assert s.models == ["claude-opus-4-6"]
    s = harvested["07d86da7-2e39-4276-a0d5-7b46a85b8750"]
    assert _requests(s)[0] == "I opened a PR and there's some feedback to address:"
    assert _requests(s)[1].startswith("* The JSONLContent function only handles JSON objects")
    assert len(_requests(s)) == 2
    s = harvested["399366ae-4ecb-4e13-9972-e423b4a03df6"]
    assert s.project == "/Users/testuser/workspace/demo-project"
    assert _requests(s) == [
        "Read .copilot/skills/demo-greeter/SKILL.md, then use the Task tool to delegate a subagent "
        "that (1) counts lines in hello.py and (2) summarizes README.md in one sentence. Report "
        "subagent findings."]


def test_claude_long_session_separates_injections_commands_and_compaction(
        harvested: dict[str, Session]) -> None:
    s = harvested["1284c080-f9cd-45f8-9942-ff58f5c517e5"]
    reqs = _requests(s)
    assert len(reqs) == 30
    assert reqs[0] == "got merge conflicts from parent alex/ent-221-phase-aware-git-hooks"
    assert "and /github-pr-review" in reqs            # typed text that names a skill
    assert reqs[-1] == "fix it up"
    assert not any(r.startswith(("Base directory", "<", "This session is being continued",
                                 "[Request interrupted")) for r in reqs)
    kinds = Counter(t.kind for t in s.turns)
    assert kinds["compaction"] == 1                  # the isCompactSummary line
    assert kinds["injection"] == 5                   # 3 skill bodies and 2 command caveats
    assert kinds["command"] == 5                     # ! bash input/output, /github-pr-review, /exit
    assert kinds["interruption"] == 1
    skill = next(t.text for t in s.turns if t.kind == "injection")
    assert skill.startswith("Base directory for this skill: /Users/alex/.claude/skills/")


def test_codex_copilot_and_devin_sessions(harvested: dict[str, Session]) -> None:
    s = harvested["test-session"]
    assert (s.harness, s.project) == ("codex", "/project")
    assert _requests(s) == ["Write a hello world function"]
    assert s.started == datetime(2025, 1, 1, tzinfo=UTC)

    s = harvested["66957610-db49-4dea-972d-c079e1898044"]
    assert (s.harness, s.project) == ("copilot", "/Users/testuser")
    assert _requests(s) == ["list available models"]
    assert "claude-sonnet-4.6" in s.models
    s = harvested["030f200c-c26f-4ef0-9099-6d1156c83631"]
    assert s.project == "/Users/testuser/workspace/demo-project"
    assert len(_requests(s)) == 1 and _requests(s)[0].startswith("Read .copilot/skills/")
    assert set(s.models) == {"claude-opus-4.7-1m-internal", "claude-haiku-4.5"}
    # The explore subagent's answer is a replay, not the session's own reply.
    responses = [t.text for t in s.turns if t.kind == "response"]
    assert len(responses) == 1 and responses[0].startswith("Subagent findings")

    s = harvested["0885a5a2-5c49-4a15-b22a-15d9ec401050"]
    assert s.harness == "copilot"
    assert _requests(s) == ["migrate to quarkus"]
    assert s.models == ["copilot/claude-opus-4.6"]
    assert s.project is None                          # the fixture has no workspace.json
    assert [t.text for t in s.turns if t.kind == "interruption"] == ["Canceled"]

    s = harvested["demo-001"]
    assert s.harness == "devin"
    assert _requests(s) == [
        "Fix the failing NullPointerException in OrderService.persist() in the dutch-kis project"]


def test_harvesting_again_finds_nothing_new_and_summary_is_cheap(harvested) -> None:  # type: ignore[no-untyped-def]
    ctx = fresh_context()
    report = run_harvest(ctx).to_json()["harnesses"]
    assert {h: r["new_requests"] for h, r in report.items()} == {
        "claude-code": 0, "codex": 0, "copilot": 0, "cursor": 0, "devin": 0}
    assert report["claude-code"]["requests"] == 42
    assert report["claude-code"]["sessions"] == 8
    assert report["claude-code"]["files_read"] == 0  # unchanged logs are not even opened
    info = summary(ctx.store)
    assert info["claude-code"]["requests"] == 42
    assert info["copilot"]["sessions"] == 3
    assert info["devin"]["logs_found"] == 1
    assert info["codex"]["last_harvest"].endswith("Z")


def test_vscode_project_comes_from_workspace_json(isolated_home: Path) -> None:
    placed = lay_out_real_fixtures(isolated_home)
    ws = placed["vscode"].parent.parent
    (ws / "workspace.json").write_text(json.dumps(
        {"folder": "file:///Users/testuser/workspace/my%20strapi"}))
    ctx = fresh_context()
    run_harvest(ctx, harnesses=["copilot"])
    s = _by_id(ctx)["0885a5a2-5c49-4a15-b22a-15d9ec401050"]
    assert s.project == "/Users/testuser/workspace/my strapi"


def test_sessions_command_lists_what_was_taken(isolated_home: Path) -> None:
    lay_out_real_fixtures(isolated_home)
    report = run_json("harvest")
    assert set(report["harnesses"]) == {"claude-code", "codex", "copilot", "cursor", "devin"}
    for r in report["harnesses"].values():
        assert {"files", "sessions", "requests", "new_requests", "skipped", "errors"} <= set(r)
    assert report["harnesses"]["claude-code"]["new_requests"] == 42
    listed = run_json("sessions", "--harness", "codex")
    [rollout] = (isolated_home / ".codex" / "sessions").rglob("rollout-*.jsonl")
    assert listed == [{
        "harness": "codex", "session_id": "test-session", "project": "/project",
        "started": "2025-01-01T00:00:00Z", "ended": "2025-01-01T00:00:02Z",
        "requests": ["Write a hello world function"], "models": [], "sources": [str(rollout)],
        "tools": {}, "commands": [],
    }]
    mine = run_json("sessions", "--project", "/Users/testuser/workspace/demo-project")
    assert {(s["harness"], len(s["requests"])) for s in mine} == {
        ("claude-code", 1), ("copilot", 1)}
    # The folder above it holds them too, and a folder whose name only begins the same does not.
    above = run_json("sessions", "--project", "/Users/testuser/workspace")
    assert {s["project"] for s in mine} <= {s["project"] for s in above}
    assert run_json("sessions", "--project", "/Users/testuser/workspace/demo") == []
    again = run_json("harvest", "--harness", "claude-code")
    assert list(again["harnesses"]) == ["claude-code"]
    assert again["harnesses"]["claude-code"]["new_requests"] == 0
