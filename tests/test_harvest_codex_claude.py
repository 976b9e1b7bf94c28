"""Codex rollouts and Claude Code sidechains written to the documented schemas, and
skillopt-sleep's own headless calls."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from skillsleep.harvest import HEADLESS_CWD_PREFIX, HEADLESS_MARKER, run_harvest
from skillsleep.sessions import get_session

from helpers.harvest import fresh_context, slug, write_jsonl

THREAD = "019aad50-1c2d-7e3f-8a9b-0c1d2e3f4a5b"
FORK = "019aad60-0000-7000-8000-000000000001"
CHILD = "019aad70-0000-7000-8000-000000000002"


def _line(ts: str, kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    return {"timestamp": ts, "type": kind, "payload": payload}


def _user_item(text: str) -> dict[str, Any]:
    return {"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]}


def rollout(sid: str, prompts: list[str], cwd: str = "/home/dev/api",
            **meta: Any) -> list[dict[str, Any]]:
    t = "2026-11-22T20:45:{:02d}.000Z"
    out = [
        _line(t.format(0), "session_meta", {
            "id": sid, "timestamp": t.format(0), "cwd": cwd, "originator": "codex_cli_rs",
            "cli_version": "0.77.0", "source": "cli", "model_provider": "openai",
            "base_instructions": {"text": "You are Codex."},
            "git": {"commit_hash": "abc", "branch": "main"}, **meta}),
        _line(t.format(1), "response_item", {
            "type": "message", "role": "developer",
            "content": [{"type": "input_text", "text": "<permissions instructions>..."}]}),
        _line(t.format(1), "response_item", _user_item(
            f"# AGENTS.md instructions for {cwd}\n\n<INSTRUCTIONS>\nUse pnpm.\n</INSTRUCTIONS>")),
        _line(t.format(1), "response_item", _user_item(
            f"<environment_context>\n  <cwd>{cwd}</cwd>\n</environment_context>")),
    ]
    sec = 2
    for p in prompts:
        out += [
            _line(t.format(sec), "turn_context", {"cwd": cwd, "approval_policy": "on-request",
                                                  "model": "gpt-5-codex", "effort": "medium"}),
            _line(t.format(sec), "response_item", _user_item(p)),
            _line(t.format(sec), "event_msg", {"type": "user_message", "message": p,
                                               "images": []}),
            _line(t.format(sec + 1), "response_item", {
                "type": "reasoning", "summary": [], "encrypted_content": "gAAAA" + "x" * 400}),
            _line(t.format(sec + 1), "response_item", {
                "type": "function_call", "name": "shell", "call_id": "c1",
                "arguments": "{\"command\":[\"pytest\"]}"}),
            _line(t.format(sec + 2), "response_item", {
                "type": "function_call_output", "call_id": "c1",
                "output": "{\"output\":\"5 passed\",\"metadata\":{\"exit_code\":0}}"}),
            _line(t.format(sec + 3), "response_item", {
                "type": "message", "role": "assistant",
                "content": [{"type": "output_text", "text": "Done: tests pass."}]}),
            _line(t.format(sec + 3), "event_msg", {"type": "agent_message",
                                                   "message": "Done: tests pass."}),
            _line(t.format(sec + 3), "event_msg", {"type": "token_count", "info": None}),
        ]
        sec += 4
    return out


def _codex_path(home: Path, sid: str, archived: bool = False) -> Path:
    name = f"rollout-2026-11-22T21-45-00-{sid}.jsonl"
    if archived:
        return home / ".codex" / "archived_sessions" / name
    return home / ".codex" / "sessions" / "2026" / "11" / "22" / name


def test_codex_rollout_prompts_injections_and_mirrors(isolated_home: Path) -> None:
    path = _codex_path(isolated_home, THREAD)
    records = rollout(THREAD, ["fix the flaky test in test_orders.py", "now run the linter"])
    records.append(_line("2026-11-22T20:45:40.000Z", "event_msg",
                         {"type": "turn_aborted", "reason": "interrupted"}))
    records.append(_line("2026-11-22T20:45:41.000Z", "compacted", {
        "message": "summary of the work so far",
        "replacement_history": [_user_item("fix the flaky test in test_orders.py")]}))
    records.append(_line("2026-11-22T20:45:42.000Z", "event_msg", {"type": "context_compacted"}))
    write_jsonl(path, records)
    ctx = fresh_context()
    r = run_harvest(ctx, harnesses=["codex"]).to_json()["harnesses"]["codex"]
    assert r["errors"] == 0 and r["skipped"] == 0
    s = get_session(ctx.store, "codex", THREAD)
    assert s is not None
    assert [t.text for t in s.requests] == ["fix the flaky test in test_orders.py",
                                            "now run the linter"]
    assert s.project == "/home/dev/api" and s.models == ["gpt-5-codex"]
    kinds = Counter(t.kind for t in s.turns)
    assert kinds["tool_result"] == 2 and kinds["interruption"] == 1
    assert kinds["compaction"] == 2 and kinds["response"] == 2
    assert s.started is not None and s.started.isoformat() == "2026-11-22T20:45:00+00:00"


def test_codex_fork_subagent_legacy_and_archive(isolated_home: Path) -> None:
    write_jsonl(_codex_path(isolated_home, THREAD), rollout(THREAD, ["fix the flaky test"]))
    ctx = fresh_context()
    run_harvest(ctx, harnesses=["codex"])
    # A fork copies its parent's history, then goes on.
    write_jsonl(_codex_path(isolated_home, FORK), rollout(
        FORK, ["fix the flaky test", "and add a changelog entry"], forked_from_id=THREAD))
    # A subagent's prompt was written by the parent agent, not by the person.
    write_jsonl(_codex_path(isolated_home, CHILD), rollout(
        CHILD, ["inspect the failing fixture"],
        source={"subagent": {"thread_spawn": {"parent_thread_id": THREAD, "depth": 1}}}))
    # An early flat rollout: a header line, then bare items.
    legacy = isolated_home / ".codex" / "sessions" / "rollout-2025-04-01-legacy.jsonl"
    write_jsonl(legacy, [
        {"id": "legacy-1", "timestamp": "2025-04-01T10:00:00Z", "instructions": "be brief"},
        {"type": "message", "role": "user", "content": [
            {"type": "input_text", "text": "<environment_context>cwd=/x</environment_context>"}]},
        {"type": "message", "role": "user", "content": [
            {"type": "input_text", "text": "explain this repo"}]},
        {"type": "message", "role": "assistant", "content": [
            {"type": "output_text", "text": "It is a web app."}]},
    ])
    r = run_harvest(fresh_context(), harnesses=["codex"]).to_json()["harnesses"]["codex"]
    assert r["errors"] == 0 and r["skipped"] == 0
    store = fresh_context().store
    fork = get_session(store, "codex", FORK)
    assert fork is not None and [t.text for t in fork.requests] == ["and add a changelog entry"]
    child = get_session(store, "codex", CHILD)
    assert child is not None and child.requests == []
    old = get_session(store, "codex", "legacy-1")
    assert old is not None and [t.text for t in old.requests] == ["explain this repo"]
    assert r["new_requests"] == 2 and r["requests"] == 3

    # Codex archives a session by moving its file: no request is counted again.
    src = _codex_path(isolated_home, THREAD)
    dest = _codex_path(isolated_home, THREAD, archived=True)
    dest.parent.mkdir(parents=True)
    src.rename(dest)
    r = run_harvest(fresh_context(), harnesses=["codex"]).to_json()["harnesses"]["codex"]
    assert r["new_requests"] == 0 and r["requests"] == 3 and r["files_read"] == 0


def _cc(uuid: str, kind: str, message: dict[str, Any], ts: str, sid: str, cwd: str,
        **extra: Any) -> dict[str, Any]:
    return {"parentUuid": None, "isSidechain": False, "userType": "external", "cwd": cwd,
            "sessionId": sid, "version": "2.1.40", "gitBranch": "main", "type": kind,
            "message": message, "uuid": uuid, "timestamp": ts, **extra}


def test_claude_sidechains_and_subagent_files_belong_to_the_parent(isolated_home: Path) -> None:
    sid, cwd = "5e0c1d2a-3b4c-4d5e-8f60-718293a4b5c6", "/home/dev/webapp"
    folder = isolated_home / ".claude" / "projects" / slug(cwd)
    write_jsonl(folder / f"{sid}.jsonl", [
        _cc("u1", "user", {"role": "user", "content": "review the auth module"},
            "2026-11-23T09:00:00.000Z", sid, cwd),
        _cc("a1", "assistant", {"id": "m1", "role": "assistant", "model": "claude-opus-4-6",
                                "content": [{"type": "tool_use", "id": "t1", "name": "Task",
                                             "input": {"prompt": "find auth files"}}]},
            "2026-11-23T09:00:05.000Z", sid, cwd),
        _cc("u2", "user", {"role": "user", "content": "find every file that handles auth"},
            "2026-11-23T09:00:06.000Z", sid, cwd, isSidechain=True, agentId="a8c1"),
        _cc("u3", "user", {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "t1", "content": "auth.py, login.py"}]},
            "2026-11-23T09:00:30.000Z", sid, cwd,
            toolUseResult={"agentId": "a8c1", "agentType": "Explore", "status": "completed"}),
    ])
    write_jsonl(folder / sid / "subagents" / "agent-a8c1.jsonl", [
        _cc("s1", "user", {"role": "user", "content": "find every file that handles auth"},
            "2026-11-23T09:00:06.000Z", sid, cwd, isSidechain=True, agentId="a8c1"),
        _cc("s2", "assistant", {"id": "m2", "role": "assistant", "model": "claude-haiku-4-5",
                                "content": [{"type": "text", "text": "auth.py, login.py"}]},
            "2026-11-23T09:00:20.000Z", sid, cwd, isSidechain=True, agentId="a8c1"),
    ])
    ctx = fresh_context()
    r = run_harvest(ctx, harnesses=["claude-code"]).to_json()["harnesses"]["claude-code"]
    assert r["errors"] == 0 and r["skipped"] == 0
    assert r["files"] == 2 and r["sessions"] == 1
    s = get_session(ctx.store, "claude-code", sid)
    assert s is not None
    assert [t.text for t in s.requests] == ["review the auth module"]
    assert set(s.models) == {"claude-opus-4-6", "claude-haiku-4-5"}
    kinds = Counter(t.kind for t in s.turns)
    # The inline sidechain line and the side file's copy are the same turn: kept once.
    assert kinds["sidechain"] == 1 and kinds["tool_result"] == 1
    assert len(s.sources) == 2


def test_own_headless_calls_are_never_requests(isolated_home: Path) -> None:
    tmp_cwd = f"/tmp/{HEADLESS_CWD_PREFIX}k2j3h4"
    sid = "9f9f9f9f-0000-4000-8000-000000000009"
    write_jsonl(isolated_home / ".claude" / "projects" / slug(tmp_cwd) / f"{sid}.jsonl", [
        _cc("u1", "user", {"role": "user", "content": "Rewrite the following skill ..."},
            "2026-11-29T03:17:00.000Z", sid, tmp_cwd)])
    write_jsonl(_codex_path(isolated_home, THREAD), rollout(
        THREAD, [f"{HEADLESS_MARKER}\nScore this answer from 0 to 10."], cwd="/home/dev/api"))
    ctx = fresh_context()
    r = run_harvest(ctx).to_json()["harnesses"]
    assert r["claude-code"]["requests"] == 0 and r["codex"]["requests"] == 0
    s = get_session(ctx.store, "codex", THREAD)
    assert s is not None and [t.kind for t in s.turns].count("own_call") == 1
    s = get_session(ctx.store, "claude-code", sid)
    assert s is not None and [t.kind for t in s.turns] == ["own_call"]


def test_claude_local_command_records_are_commands(isolated_home: Path) -> None:
    sid, cwd = "2b2b2b2b-0000-4000-8000-000000000002", "/home/dev/api"
    write_jsonl(isolated_home / ".claude" / "projects" / slug(cwd) / f"{sid}.jsonl", [
        _cc("u1", "user", {"role": "user", "content": "tidy the imports"},
            "2026-11-23T09:00:00.000Z", sid, cwd),
        {"type": "system", "subtype": "local_command", "sessionId": sid, "cwd": cwd,
         "content": "<command-name>/clear</command-name>", "level": "info",
         "timestamp": "2026-11-23T09:01:00.000Z", "uuid": "s1"},
    ])
    ctx = fresh_context()
    run_harvest(ctx, harnesses=["claude-code"])
    s = get_session(ctx.store, "claude-code", sid)
    assert s is not None
    assert [(t.kind, t.text) for t in s.turns] == [
        ("request", "tidy the imports"), ("command", "<command-name>/clear</command-name>")]


def test_a_session_whose_start_moves_to_an_earlier_month_is_stored_once(
        isolated_home: Path) -> None:
    sid, cwd = "3c3c3c3c-0000-4000-8000-000000000003", "/home/dev/api"
    folder = isolated_home / ".claude" / "projects" / slug(cwd)
    # The subagent side file is on disk first (the parent transcript lags behind).
    write_jsonl(folder / sid / "subagents" / "agent-b1.jsonl", [
        _cc("s1", "user", {"role": "user", "content": "list the migrations"},
            "2026-12-01T00:00:10.000Z", sid, cwd, isSidechain=True)])
    run_harvest(fresh_context(), harnesses=["claude-code"])
    write_jsonl(folder / f"{sid}.jsonl", [
        _cc("u1", "user", {"role": "user", "content": "check the year-end migration"},
            "2026-11-30T23:59:00.000Z", sid, cwd)])
    r = run_harvest(fresh_context(), harnesses=["claude-code"]).to_json()["harnesses"]
    assert (r["claude-code"]["sessions"], r["claude-code"]["requests"]) == (1, 1)
    from skillsleep.sessions import iter_sessions

    stored = [s for s in iter_sessions(fresh_context().store) if s.session_id == sid]
    assert len(stored) == 1
    assert [t.kind for t in stored[0].turns] == ["sidechain", "request"]
    assert stored[0].started is not None and stored[0].started.month == 11


def test_claude_command_ends_are_read_from_the_tool_results(isolated_home: Path) -> None:
    """A command's end comes from its tool result: an error's "Exit code N", or an exit 1
    that is an answer (the result's `returnCodeInterpretation`), found after the tool's output
    even when a nested value holds the same key first."""
    sid, cwd = "6f1d2e3b-4c5d-4e6f-8a71-8293a4b5c6d7", "/home/dev/webapp"
    calls = [("t1", "grep -q TODO src/app.py"), ("t2", "make test"), ("t3", "ls src")]
    output = "line of output with {braces} and \"quotes\"\n" * 400
    records = [
        _cc("u0", "user", {"role": "user", "content": "check the todo markers and run tests"},
            "2026-11-23T09:00:00.000Z", sid, cwd),
        _cc("a1", "assistant", {"id": "m1", "role": "assistant", "model": "claude-opus-4-6",
                                "content": [{"type": "tool_use", "id": i, "name": "Bash",
                                             "input": {"command": c}} for i, c in calls]},
            "2026-11-23T09:00:05.000Z", sid, cwd),
        _cc("u1", "user", {"role": "user", "content": [
            {"tool_use_id": "t1", "type": "tool_result", "content": "", "is_error": False}]},
            "2026-11-23T09:00:06.000Z", sid, cwd, toolUseResult={
                "stdout": output, "stderr": "", "interrupted": False,
                "previous": {"returnCodeInterpretation": 'said "no match"'},
                "returnCodeInterpretation": "No matches found"}),
        _cc("u2", "user", {"role": "user", "content": [
            {"tool_use_id": "t2", "type": "tool_result", "content": "Exit code 2\nFAILED",
             "is_error": True}]},
            "2026-11-23T09:00:07.000Z", sid, cwd, toolUseResult="Error: Exit code 2"),
        _cc("u3", "user", {"role": "user", "content": [
            {"tool_use_id": "t3", "type": "tool_result", "content": output}]},
            "2026-11-23T09:00:08.000Z", sid, cwd,
            toolUseResult={"stdout": output, "stderr": "", "interrupted": False}),
    ]
    # Compact, as Claude Code writes its lines.
    log = isolated_home / ".claude" / "projects" / slug(cwd) / f"{sid}.jsonl"
    log.parent.mkdir(parents=True)
    log.write_text("".join(json.dumps(rec, separators=(",", ":")) + "\n" for rec in records),
                   encoding="utf-8")
    ctx = fresh_context()
    r = run_harvest(ctx, harnesses=["claude-code"]).to_json()["harnesses"]["claude-code"]
    assert r["errors"] == 0 and r["skipped"] == 0
    s = get_session(ctx.store, "claude-code", sid)
    assert s is not None
    ends = {c.call_id: (c.command, c.exit_code, c.ok) for c in s.tool_calls}
    assert ends == {"t1": ("grep -q TODO src/app.py", 1, True), "t2": ("make test", 2, False),
                    "t3": ("ls src", None, True)}
