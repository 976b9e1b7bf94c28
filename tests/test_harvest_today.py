"""The harnesses' logs as they are written today: records and shapes newer than the first
readers knew, each in the harness's own format."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from skillsleep.harvest import run_harvest
from skillsleep.sessions import get_session

from conftest import SHARED
from helpers.harvest import fresh_context, slug, write_jsonl

REAL_PROJECTS = SHARED / "realdata" / "entireio-dev" / "claude-home" / ".claude" / "projects"


def _report(harness: str) -> dict[str, Any]:
    return run_harvest(fresh_context(), harnesses=[harness]).to_json()["harnesses"][harness]


# --- Claude Code --------------------------------------------------------------------------------

def _cc(uuid: str, kind: str, content: Any, ts: str, **extra: Any) -> dict[str, Any]:
    return {"parentUuid": None, "isSidechain": False, "userType": "external",
            "cwd": "/home/dev/api", "sessionId": "cc-joined", "version": "2.1.140",
            "gitBranch": "main", "type": kind, "message": {"role": kind, "content": content},
            "uuid": uuid, "timestamp": ts, **extra}


def test_two_claude_records_on_one_line_are_both_read(isolated_home: Path) -> None:
    first = _cc("u-1", "user", "add a retry to the upload client", "2026-11-30T08:00:00.000Z")
    tool = _cc("u-2", "user", [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}],
               "2026-11-30T08:00:05.000Z", toolUseResult={"stdout": "}{ braces in output"})
    second = _cc("u-3", "user", "now make the delay exponential", "2026-11-30T08:01:00.000Z")
    snapshot = {"type": "file-history-snapshot", "messageId": "m1", "isSnapshotUpdate": False,
                "snapshot": {"trackedFileBackups": {}, "timestamp": "2026-11-30T08:01:00Z"}}
    log = isolated_home / ".claude" / "projects" / slug("/home/dev/api") / "cc-joined.jsonl"
    log.parent.mkdir(parents=True)
    compact = {"separators": (",", ":")}
    log.write_text(
        json.dumps(first, **compact) + json.dumps(tool, **compact) + "\n"   # joined, no newline
        + json.dumps(snapshot, **compact) + json.dumps(second, **compact) + "\n"
        + '{"type":"permission-mode","permissionMode":"acceptEdits","sessionId":"cc-joined"}\n'
        + json.dumps({"type": "attribution-snapshot", "messageId": "m2", "surface": "cli",
                      "fileStates": {"src/upload.py": {"contentHash": "ab", "claudeLines": 4}},
                      "promptCount": 2}, **compact) + "\n",
        encoding="utf-8")
    report = _report("claude-code")
    assert report["skipped"] == 0, report["skipped_reasons"]
    session = get_session(fresh_context().store, "claude-code", "cc-joined")
    assert [(t.text, t.record) for t in session.requests] == [
        ("add a retry to the upload client", "u-1"), ("now make the delay exponential", "u-3")]


def test_the_real_history_s_joined_lines_are_read_not_dropped(isolated_home: Path) -> None:
    # The labelled history holds lines with two records on them; none is malformed.
    joined, sessions = [], set()
    decoder = json.JSONDecoder()
    for path in sorted(REAL_PROJECTS.glob("*/*.jsonl")):
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
        if any('}{"' in line for line in lines):
            joined.append(path)
            sessions.update(decoder.raw_decode(line)[0].get("sessionId") for line in lines)
    assert joined, "the real history has joined lines"
    sessions.discard(None)
    for path in joined:
        dest = isolated_home / ".claude" / "projects" / path.parent.name / path.name
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dest)
    report = _report("claude-code")
    assert "malformed JSON" not in report["skipped_reasons"]
    assert not any(r.startswith("unknown record type") for r in report["skipped_reasons"])
    assert report["sessions"] == len(sessions)


# --- Codex --------------------------------------------------------------------------------------

THREAD = "019ad0a0-0000-7000-8000-00000000c0de"


def _line(ts: str, kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    return {"timestamp": ts, "type": kind, "payload": payload}


def _turn(sec: int, cwd: str, text: str) -> list[dict[str, Any]]:
    ts = f"2026-11-30T09:00:{sec:02d}.000Z"
    return [
        _line(ts, "turn_context", {"cwd": cwd, "approval_policy": "on-request",
                                   "model": "gpt-5-codex", "turn_id": f"turn-{sec}"}),
        _line(ts, "event_msg", {"type": "user_message", "message": text, "images": [],
                                "kind": "plain"}),
        _line(ts, "event_msg", {"type": "agent_message", "message": "done"}),
        _line(ts, "event_msg", {"type": "task_complete", "turn_id": f"turn-{sec}"}),
    ]


def _codex_log(home: Path) -> Path:
    return (home / ".codex" / "sessions" / "2026" / "11" / "30"
            / f"rollout-2026-11-30T10-00-00-{THREAD}.jsonl")


def test_codex_project_is_the_latest_turn_cwd(isolated_home: Path) -> None:
    log = _codex_log(isolated_home)
    meta = _line("2026-11-30T09:00:00.000Z", "session_meta", {
        "id": THREAD, "timestamp": "2026-11-30T09:00:00.000Z", "cwd": "/home/dev/api",
        "originator": "codex_cli_rs", "cli_version": "0.150.0", "source": "cli"})
    write_jsonl(log, [meta, *_turn(1, "/home/dev/api", "list the failing tests")])
    run_harvest(fresh_context(), harnesses=["codex"])
    assert get_session(fresh_context().store, "codex", THREAD).project == "/home/dev/api"
    # The session moved on to a worktree: Codex (its resume picker) now places it there.
    write_jsonl(log, _turn(2, "/home/dev/api-wt/fix", "fix the first one"), mode="a")
    run_harvest(fresh_context(), harnesses=["codex"])
    assert get_session(fresh_context().store, "codex", THREAD).project == "/home/dev/api-wt/fix"


def test_codex_rolled_back_prompts_are_not_requests(isolated_home: Path) -> None:
    log = _codex_log(isolated_home)
    meta = _line("2026-11-30T09:00:00.000Z", "session_meta", {
        "id": THREAD, "timestamp": "2026-11-30T09:00:00.000Z", "cwd": "/home/dev/api",
        "originator": "codex_cli_rs", "cli_version": "0.150.0", "source": "cli"})
    write_jsonl(log, [meta, *_turn(1, "/home/dev/api", "keep this request"),
                      *_turn(2, "/home/dev/api", "remove this request")])
    assert _report("codex")["requests"] == 2
    # Stored already, then taken back in a later harvest: Esc-Esc and an edited prompt.
    write_jsonl(log, [
        _line("2026-11-30T09:00:30.000Z", "event_msg", {"type": "thread_rolled_back",
                                                         "num_turns": 1}),
        *_turn(31, "/home/dev/api", "the edited request")], mode="a")
    report = _report("codex")
    assert report["skipped"] == 0 and report["requests"] == 2
    session = get_session(fresh_context().store, "codex", THREAD)
    assert [t.text for t in session.requests] == ["keep this request", "the edited request"]
    assert [t.text for t in session.turns if t.kind == "rolled_back"] == ["remove this request"]
    # Read again from the start (the file rewritten), nothing changes.
    log.write_bytes(log.read_bytes())
    run_harvest(fresh_context(), harnesses=["codex"])
    again = get_session(fresh_context().store, "codex", THREAD)
    assert [t.text for t in again.requests] == ["keep this request", "the edited request"]


# --- Copilot CLI --------------------------------------------------------------------------------

def _event(n: int, etype: str, data: dict[str, Any]) -> dict[str, Any]:
    return {"type": etype, "data": data, "id": f"ev-{n:03d}",
            "timestamp": f"2026-11-30T10:00:{n:02d}.000Z", "parentId": f"ev-{n - 1:03d}"}


def test_copilot_cli_injected_messages_are_not_requests(isolated_home: Path) -> None:
    sid = "8f3a2c1e-0000-4000-8000-000000000001"
    log = isolated_home / ".copilot" / "session-state" / sid / "events.jsonl"
    write_jsonl(log, [
        _event(1, "session.start", {"sessionId": sid, "version": 1, "producer": "copilot-agent",
                                    "copilotVersion": "1.0.60", "startTime":
                                    "2026-11-30T10:00:01.000Z", "selectedModel": "gpt-5",
                                    "context": {"cwd": "/home/dev/api"}}),
        _event(2, "user.message", {"content": "write the release notes", "interactionId": "i1"}),
        _event(3, "user.message", {"content": "Base directory for this skill: ...\n# Notes",
                                   "source": "skill-release-notes", "interactionId": "i1"}),
        _event(4, "permission.requested", {"requestId": "p1", "permissionRequest": {
            "kind": "shell", "fullCommandText": "git log"}}),
        _event(5, "permission.completed", {"requestId": "p1", "result": {"kind": "approved"}}),
        _event(6, "assistant.message", {"messageId": "m1", "content": "Here they are.",
                                        "model": "gpt-5"}),
        _event(7, "session.task_complete", {"summary": "release notes written"}),
        _event(8, "user.message", {"content": "Continue working on the objective.",
                                   "isAutopilotContinuation": True, "agentMode": "autopilot"}),
        _event(9, "user.message", {"content": "check the tests too", "source": "agent-peer"}),
        _event(10, "session.context_cleared", {}),
        _event(11, "user.message", {"content": "now bump the version", "source": "user"}),
        _event(12, "session.frobnicated", {}),
    ])
    report = _report("copilot")
    # Known-and-ignored event types are not skipped records; an unknown one still is.
    assert report["skipped_reasons"] == {"unknown event type 'session.frobnicated'": 1}
    session = get_session(fresh_context().store, "copilot", sid)
    assert [(t.text, t.record) for t in session.requests] == [
        ("write the release notes", "ev-002"), ("now bump the version", "ev-011")]
    kinds = {t.record: t.kind for t in session.turns if t.role == "user"}
    assert kinds["ev-003"] == "injection" and kinds["ev-008"] == "injection"
    assert kinds["ev-009"] == "sidechain"


# --- Devin --------------------------------------------------------------------------------------

def test_devin_step_message_as_content_parts(isolated_home: Path) -> None:
    doc = {
        "schema_version": "ATIF-v1.7", "session_id": "snowy-efraasia",
        "agent": {"name": "devin", "version": "3000.2.40", "model_name": "swe-1-6"},
        "steps": [
            {"step_id": 1, "timestamp": "2026-11-30T11:00:00Z", "source": "system",
             "message": "Working directory: /home/dev/api"},
            {"step_id": 2, "timestamp": "2026-11-30T11:00:05Z", "source": "user",
             "message": [{"type": "text", "text": "what does this screenshot show?"},
                         {"type": "image", "source": {"media_type": "image/png",
                                                      "path": "images/shot.png"}}]},
            {"step_id": 3, "timestamp": "2026-11-30T11:00:09Z", "source": "agent",
             "message": [{"type": "text", "text": "A failing CI run."}],
             "model_name": "swe-1-6"},
            {"step_id": 4, "timestamp": "2026-11-30T11:00:30Z", "source": "user",
             "message": "fix it"},
            {"step_id": 5, "timestamp": "2026-11-30T11:00:31Z", "source": "user",
             "message": {"unexpected": "shape"}},
        ],
    }
    folder = isolated_home / ".local" / "share" / "devin" / "cli" / "transcripts"
    folder.mkdir(parents=True)
    (folder / "snowy-efraasia.json").write_text(json.dumps(doc, indent=2))
    report = _report("devin")
    assert report["skipped_reasons"] == {
        "step message is neither text nor a list of content parts": 1}
    session = get_session(fresh_context().store, "devin", "snowy-efraasia")
    assert [(t.text, t.record) for t in session.requests] == [
        ("what does this screenshot show?", "2"), ("fix it", "4")]
    assert [t.text for t in session.turns if t.kind == "response"] == ["A failing CI run."]
    assert session.project == "/home/dev/api"
