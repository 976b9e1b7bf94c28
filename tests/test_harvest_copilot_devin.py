"""VS Code chat mutation logs and legacy JSON, Devin transcripts and exported cloud sessions."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from skillsleep.harvest import run_harvest
from skillsleep.sessions import get_session

from helpers.cli import run_cli
from helpers.harvest import fresh_context, write_jsonl

COPILOT = {"value": "GitHub.copilot-chat", "_lower": "github.copilot-chat"}


def _req(rid: str, text: str, ms: int, **extra: Any) -> dict[str, Any]:
    return {"requestId": rid, "timestamp": ms, "agent": {"extensionId": COPILOT, "id": "a"},
            "modelId": "copilot/gpt-5", "message": {"text": text, "parts": []},
            "response": [], **extra}


def _storage(home: Path, app: str = "Code") -> Path:
    return home / ".config" / app / "User" / "workspaceStorage"


def test_vscode_mutation_log_is_replayed_with_truncating_pushes(isolated_home: Path) -> None:
    ws = _storage(isolated_home, "Code - Insiders") / "f00dcafe"
    ws.mkdir(parents=True)
    (ws / "workspace.json").write_text(json.dumps({"folder": "file:///home/dev/webapp"}))
    log = ws / "chatSessions" / "a1b2.jsonl"
    base = 1764000000000
    write_jsonl(log, [
        {"kind": 0, "v": {"version": 3, "sessionId": "a1b2", "creationDate": base,
                          "requests": [_req("r1", "explain the build script", base + 1000)]}},
        {"kind": 2, "k": ["requests", 0, "response"], "v": [{"value": "It runs vite."}]},
        {"kind": 2, "k": ["requests"], "v": [_req("r2", "draft wording, ignore", base + 2000)]},
        # The person edited the request: VS Code truncates the list at 1 and pushes again.
        {"kind": 2, "k": ["requests"], "i": 1,
         "v": [_req("r3", "make the build script fail on lint errors", base + 3000)]},
        {"kind": 1, "k": ["customTitle"], "v": "Build script"},
        {"kind": 2, "k": ["requests"], "v": [
            _req("r4", "summarize the changes", base + 4000, isSystemInitiated=True),
            _req("r5", "@azure deploy this", base + 5000, agent={"extensionId": {
                "value": "ms-azuretools.vscode-azure-github-copilot"}})]},
        {"kind": 3, "k": ["inputState"]},
        {"kind": 9, "k": ["x"]},
    ])
    legacy = _storage(isolated_home) / "0ld" / "chatSessions" / "legacy-1.json"
    legacy.parent.mkdir(parents=True)
    legacy.write_text(json.dumps({"version": 2, "sessionId": "legacy-1",
                                  "creationDate": base, "lastMessageDate": base + 9000,
                                  "requests": [_req("q1", "why is CI red?", base + 8000)]}))
    empty_window = (isolated_home / ".config" / "Code" / "User" / "globalStorage" /
                    "emptyWindowChatSessions" / "e1.jsonl")
    write_jsonl(empty_window, [{"kind": 0, "v": {"version": 3, "sessionId": "e1",
                                                 "creationDate": base, "requests": [
                                                     _req("z", "what is a monad", base)]}}])
    ctx = fresh_context()
    r = run_harvest(ctx, harnesses=["copilot"]).to_json()["harnesses"]["copilot"]
    assert r["errors"] == 0
    assert r["skipped_reasons"] == {"unusable change (unknown mutation kind 9)": 1}
    s = get_session(ctx.store, "copilot", "a1b2")
    assert s is not None and s.project == "/home/dev/webapp"
    assert [t.text for t in s.requests] == [
        "explain the build script", "make the build script fail on lint errors"]
    kinds = [t.kind for t in s.turns]
    assert kinds.count("injection") == 1 and kinds.count("sidechain") == 1
    old = get_session(ctx.store, "copilot", "legacy-1")
    assert old is not None and [t.text for t in old.requests] == ["why is CI red?"]
    assert old.ended is not None and old.ended.timestamp() == (base + 9000) / 1000
    e1 = get_session(ctx.store, "copilot", "e1")
    assert e1 is not None and [t.text for t in e1.requests] == ["what is a monad"]

    # VS Code compacts the log into one fresh kind-0 line: nothing is counted twice.
    write_jsonl(log, [{"kind": 0, "v": {"version": 3, "sessionId": "a1b2", "creationDate": base,
                                        "requests": [
                                            _req("r1", "explain the build script", base + 1000),
                                            _req("r3", "make the build script fail on lint "
                                                       "errors", base + 3000),
                                            _req("r6", "and on type errors", base + 6000)]}}])
    r = run_harvest(fresh_context(), harnesses=["copilot"]).to_json()["harnesses"]["copilot"]
    assert r["new_requests"] == 1 and r["requests"] == 5

    # A change being written (no newline yet) waits; it is read once complete.
    change = json.dumps({"kind": 2, "k": ["requests"],
                         "v": [_req("r7", "and on warnings", base + 7000)]}).encode()
    with open(log, "ab") as fh:
        fh.write(change[:30])
    r = run_harvest(fresh_context(), harnesses=["copilot"]).to_json()["harnesses"]["copilot"]
    assert (r["new_requests"], r["skipped"]) == (0, 0)
    with open(log, "ab") as fh:
        fh.write(change[30:] + b"\n")
    r = run_harvest(fresh_context(), harnesses=["copilot"]).to_json()["harnesses"]["copilot"]
    assert (r["new_requests"], r["requests"]) == (1, 6)


def test_devin_transcript_rewrite_and_cloud_export(isolated_home: Path) -> None:
    folder = isolated_home / ".local" / "share" / "devin" / "cli" / "transcripts"
    folder.mkdir(parents=True)
    steps = [
        {"step_id": 1, "timestamp": "2026-11-25T16:52:32.183Z", "source": "system",
         "message": "You are Devin.\n<environment>\nWorking directory: /home/dev/api\n"
                    "</environment>"},
        {"step_id": 2, "timestamp": "2026-11-25T16:52:40.000Z", "source": "user",
         "message": "add rate limiting to the login endpoint"},
        {"step_id": 3, "timestamp": "2026-11-25T16:53:10.000Z", "source": "agent",
         "message": "Added a token bucket.", "model_name": "SWE-1.7",
         "tool_calls": [{"tool_call_id": "t", "function_name": "edit", "arguments": {}}]},
    ]
    doc = {"schema_version": "ATIF-v1.7", "session_id": "snowy-efraasia",
           "agent": {"name": "devin", "version": "3000.2.17", "model_name": "SWE-1.7"},
           "steps": steps}
    path = folder / "snowy-efraasia.json"
    path.write_text(json.dumps(doc))
    export = isolated_home / "devin-exports"
    export.mkdir()
    (export / "devin-4f2a.json").write_text(json.dumps({
        "session_id": "devin-4f2a", "status": "finished", "created_at": "2026-11-26T08:00:00Z",
        "messages": [
            {"type": "initial_user_message", "message": "upgrade the project to Node 22",
             "timestamp": "2026-11-26T08:00:00Z"},
            {"type": "devin_message", "message": "Done, PR opened.",
             "timestamp": "2026-11-26T08:30:00Z"},
            {"type": "user_message", "message": "also bump the CI image",
             "timestamp": "2026-11-26T08:31:00Z"}]}))
    run_cli("config", "set", "harvest.devin_export_dir", str(export))
    ctx = fresh_context()
    r = run_harvest(ctx, harnesses=["devin"]).to_json()["harnesses"]["devin"]
    assert r["errors"] == 0 and r["skipped"] == 0 and r["files"] == 2
    s = get_session(ctx.store, "devin", "snowy-efraasia")
    assert s is not None and s.project == "/home/dev/api" and s.models == ["SWE-1.7"]
    assert [t.text for t in s.requests] == ["add rate limiting to the login endpoint"]
    cloud = get_session(ctx.store, "devin", "devin-4f2a")
    assert cloud is not None
    assert [t.text for t in cloud.requests] == ["upgrade the project to Node 22",
                                                "also bump the CI image"]

    # Resume rewrites the transcript whole with the longer step list.
    doc["steps"] = [*steps, {"step_id": 4, "timestamp": "2026-11-25T17:10:00.000Z",
                             "source": "user", "message": "now add a test"}]
    path.write_text(json.dumps(doc))
    r = run_harvest(fresh_context(), harnesses=["devin"]).to_json()["harnesses"]["devin"]
    assert r["new_requests"] == 1 and r["requests"] == 4
    # A transcript caught mid-write is retried later, not lost.
    path.write_text(json.dumps(doc)[:-40])
    r = run_harvest(fresh_context(), harnesses=["devin"]).to_json()["harnesses"]["devin"]
    assert r["skipped_reasons"] == {"malformed JSON document": 1} and r["requests"] == 4
