"""Cursor, written to the documented schemas: the IDE's state.vscdb, agent-transcripts and the
cursor-agent store.db (no public real sample exists)."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

from skillsleep.harvest import run_harvest
from skillsleep.sessions import get_session

from helpers.harvest import fresh_context, write_jsonl

COMPOSER = "1f0c7d1e-5b2a-4c55-9f4e-0a1b2c3d4e5f"
SUBAGENT = "7a7a7a7a-1111-4222-8333-944444444444"


def _global_db(home: Path) -> Path:
    return home / ".config" / "Cursor" / "User" / "globalStorage" / "state.vscdb"


def _kv(conn: sqlite3.Connection, key: str, value: object) -> None:
    conn.execute("INSERT INTO cursorDiskKV (key, value) VALUES (?, ?)",
                 (key, json.dumps(value).encode("utf-8")))


def _composer(cid: str, bubbles: list[dict], updated: int, **extra: object) -> dict:
    return {"_v": 10, "composerId": cid, "name": "Fix login", "createdAt": 1764000000000,
            "lastUpdatedAt": updated, "unifiedMode": "agent",
            "fullConversationHeadersOnly": [{"bubbleId": b["bubbleId"], "type": b["type"]}
                                            for b in bubbles],
            "modelConfig": {"modelName": "claude-4.5-sonnet", "maxMode": False}, **extra}


def _bubble(bid: str, btype: int, text: str, at: str, rich: str | None = None) -> dict:
    b = {"_v": 3, "type": btype, "bubbleId": bid, "text": text, "createdAt": at,
         "tokenCount": {"inputTokens": 0, "outputTokens": 0}}
    if rich is not None:
        b["richText"] = rich
    if btype == 2:
        b["modelInfo"] = {"modelName": "claude-4.5-sonnet"}
    return b


def _lexical(text: str) -> str:
    return json.dumps({"root": {"children": [{"children": [
        {"detail": 0, "format": 0, "mode": "normal", "text": text, "type": "text"}],
        "type": "paragraph"}], "type": "root"}})


def make_state_db(home: Path) -> Path:
    db = _global_db(home)
    db.parent.mkdir(parents=True)
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("CREATE TABLE ItemTable (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)")
    conn.execute("CREATE TABLE cursorDiskKV (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)")
    conn.execute("CREATE TABLE composerHeaders (composerId TEXT PRIMARY KEY, value TEXT, "
                 "workspaceId TEXT, createdAt INTEGER, lastUpdatedAt INTEGER, "
                 "isArchived INTEGER, isSubagent INTEGER)")
    bubbles = [
        _bubble("b1", 1, "the login form accepts an empty password, fix it",
                "2026-11-20T10:00:00.000Z"),
        _bubble("b2", 2, "I added a required check to the password field.",
                "2026-11-20T10:00:30.000Z"),
        _bubble("b3", 1, "", "2026-11-20T10:02:00.000Z",
                rich=_lexical("also add a test for it")),
    ]
    for b in bubbles:
        _kv(conn, f"bubbleId:{COMPOSER}:{b['bubbleId']}", b)
    _kv(conn, f"composerData:{COMPOSER}", _composer(
        COMPOSER, bubbles, 1764000100000, subagentComposerIds=[SUBAGENT]))
    conn.execute("INSERT INTO composerHeaders VALUES (?, ?, ?, ?, ?, 0, 0)", (
        COMPOSER, json.dumps({"type": "head", "name": "Fix login", "workspaceIdentifier": {
            "id": "abc", "uri": {"fsPath": "/home/dev/webapp", "scheme": "file"}}}),
        "abc", 1764000000000, 1764000100000))
    sub = [_bubble("s1", 1, "search the repo for password validators",
                   "2026-11-20T10:00:10.000Z")]
    _kv(conn, f"bubbleId:{SUBAGENT}:s1", sub[0])
    _kv(conn, f"composerData:{SUBAGENT}", _composer(
        SUBAGENT, sub, 1764000050000, trackedGitRepos=[{"repoPath": "/home/dev/webapp"}]))
    _kv(conn, "agentKv:blob:deadbeef", {"cached": "model request"})
    conn.commit()
    conn.close()
    return db


def test_ide_composers_bubbles_and_subagents(isolated_home: Path) -> None:
    db = make_state_db(isolated_home)
    ctx = fresh_context()
    report = run_harvest(ctx, harnesses=["cursor"]).to_json()["harnesses"]["cursor"]
    assert report["errors"] == 0 and report["skipped"] == 0
    s = get_session(ctx.store, "cursor", COMPOSER)
    assert s is not None
    assert [t.text for t in s.requests] == [
        "the login form accepts an empty password, fix it", "also add a test for it"]
    assert s.project == "/home/dev/webapp"
    assert s.models == ["claude-4.5-sonnet"]
    assert s.started is not None and s.started.isoformat() == "2025-11-24T16:00:00+00:00"
    sub = get_session(ctx.store, "cursor", SUBAGENT)
    assert sub is not None and sub.requests == []
    assert [t.kind for t in sub.turns] == ["sidechain"]
    assert report["requests"] == 2

    # Cursor replaces rows in place: a new bubble and a new lastUpdatedAt.
    conn = sqlite3.connect(db)
    b4 = _bubble("b4", 1, "ship it", "2026-11-20T10:05:00.000Z")
    _kv(conn, f"bubbleId:{COMPOSER}:b4", b4)
    prev = json.loads(conn.execute("SELECT value FROM cursorDiskKV WHERE key = ?",
                                   (f"composerData:{COMPOSER}",)).fetchone()[0])
    prev["fullConversationHeadersOnly"].append({"bubbleId": "b4", "type": 1})
    prev["lastUpdatedAt"] = 1764000300000
    _kv(conn, f"composerData:{COMPOSER}", prev)
    conn.commit()
    conn.close()
    # After a change notice only composers whose header moved are loaded: this header did not.
    notice = run_harvest(fresh_context(), only_paths=[Path(str(db) + "-wal")]).to_json()
    assert notice["harnesses"]["cursor"]["new_requests"] == 0
    # The periodic full harvest loads every composer and finds the new bubble.
    again = run_harvest(fresh_context(), harnesses=["cursor"]).to_json()["harnesses"]["cursor"]
    assert again["new_requests"] == 1
    assert again["requests"] == 3
    # With the header updated too (as Cursor does), a change notice is enough.
    conn = sqlite3.connect(db)
    _kv(conn, f"bubbleId:{COMPOSER}:b5", _bubble("b5", 1, "and tag it",
                                                 "2026-11-20T10:06:00.000Z"))
    prev["fullConversationHeadersOnly"].append({"bubbleId": "b5", "type": 1})
    prev["lastUpdatedAt"] = 1764000400000
    _kv(conn, f"composerData:{COMPOSER}", prev)
    conn.execute("UPDATE composerHeaders SET lastUpdatedAt = ? WHERE composerId = ?",
                 (1764000400000, COMPOSER))
    conn.commit()
    conn.close()
    notice = run_harvest(fresh_context(), only_paths=[db]).to_json()["harnesses"]["cursor"]
    assert (notice["new_requests"], notice["requests"]) == (1, 4)
    # The next full harvest double-checks what the notice trusted, then all is known.
    third = run_harvest(fresh_context(), harnesses=["cursor"]).to_json()["harnesses"]["cursor"]
    assert (third["new_requests"], third["files_read"]) == (0, 1)
    fourth = run_harvest(fresh_context(), harnesses=["cursor"]).to_json()["harnesses"]["cursor"]
    assert (fourth["new_requests"], fourth["files_read"]) == (0, 0)


def test_locked_database_is_read_without_blocking_its_writer(isolated_home: Path) -> None:
    db = make_state_db(isolated_home)
    # A writer in rollback-journal mode holding an exclusive lock, as a busy IDE might.
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.execute("BEGIN EXCLUSIVE")
    conn.execute("INSERT INTO ItemTable VALUES ('k', 'v')")
    try:
        report = run_harvest(fresh_context(), harnesses=["cursor"]).to_json()
    finally:
        conn.execute("COMMIT")          # the writer was never blocked by the harvest
        conn.close()
    r = report["harnesses"]["cursor"]
    assert r["errors"] == 0
    assert r["requests"] == 2


def test_unreadable_database_is_skipped_and_stored_sessions_stay(isolated_home: Path) -> None:
    db = make_state_db(isolated_home)
    run_harvest(fresh_context(), harnesses=["cursor"])
    for extra in ("-wal", "-shm"):
        Path(str(db) + extra).unlink(missing_ok=True)
    db.write_bytes(b"this is not a database at all" * 200)
    r = run_harvest(fresh_context(), harnesses=["cursor"]).to_json()["harnesses"]["cursor"]
    assert r["errors"] == 0
    assert r["skipped"] == 1 and "not a readable SQLite database" in next(iter(
        r["skipped_reasons"]))
    assert r["requests"] == 2                        # nothing already stored was lost


def test_a_store_of_another_shape_is_skipped_with_why(isolated_home: Path) -> None:
    """A database that opens but whose table has other columns (a future Cursor, or another
    program's file at that path): the reader's query fails, the log is skipped with the
    reason, and nothing else stops."""
    db = _global_db(isolated_home)
    db.parent.mkdir(parents=True)
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE cursorDiskKV (k TEXT, v BLOB)")
    r = run_harvest(fresh_context(), harnesses=["cursor"]).to_json()["harnesses"]["cursor"]
    assert r["errors"] == 0 and r["requests"] == 0
    assert r["skipped"] == 1 and "database could not be read" in next(iter(
        r["skipped_reasons"]))


def make_agent_store(home: Path, workspace: str, sid: str) -> Path:
    folder = home / ".cursor" / "chats" / hashlib.md5(workspace.encode()).hexdigest() / sid
    folder.mkdir(parents=True)
    db = folder / "store.db"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE blobs (id TEXT PRIMARY KEY, data BLOB)")
    conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
    meta = {"agentId": sid, "name": "New Agent", "createdAt": 1764100000000, "mode": "default",
            "workspacePath": workspace, "lastUsedModel": "gpt-5"}
    conn.execute("INSERT INTO meta VALUES ('0', ?)", (json.dumps(meta).encode().hex(),))
    conn.commit()
    conn.close()
    return db


def add_blob(db: Path, data: bytes) -> None:
    conn = sqlite3.connect(db)
    conn.execute("INSERT INTO blobs VALUES (?, ?)", (hashlib.sha256(data).hexdigest(), data))
    conn.commit()
    conn.close()


def _msg(role: str, content: object) -> bytes:
    return json.dumps({"role": role, "content": content,
                       "providerOptions": {"cursor": {"modelName": "gpt-5"}}}).encode()


def test_cursor_agent_store_reads_new_rows_only(isolated_home: Path) -> None:
    sid = "0d9a7f3e-8c1b-4e2a-9b6c-5d4e3f2a1b0c"
    db = make_agent_store(isolated_home, "/home/dev/api", sid)
    add_blob(db, _msg("system", "You are a coding agent"))
    add_blob(db, _msg("user", [{"type": "text", "text":
        "<user_info>OS: linux, shell: bash</user_info>\n<user_query>\nadd pagination to "
        "/orders\n</user_query>"}]))
    add_blob(db, b"\x0a\x20" + bytes(range(32)))          # protobuf turn state
    add_blob(db, _msg("assistant", [{"type": "text", "text": "Added limit/offset."},
                                    {"type": "tool-call", "toolName": "edit"}]))
    add_blob(db, _msg("tool", [{"type": "tool-result", "toolName": "edit", "result": "ok"}]))
    ctx = fresh_context()
    r = run_harvest(ctx, harnesses=["cursor"]).to_json()["harnesses"]["cursor"]
    assert r["errors"] == 0 and r["skipped"] == 0
    s = get_session(ctx.store, "cursor", sid)
    assert s is not None
    assert [t.text for t in s.requests] == ["add pagination to /orders"]
    assert s.project == "/home/dev/api" and s.models == ["gpt-5"]
    assert [t.kind for t in s.turns] == ["request", "response", "tool_result"]
    add_blob(db, _msg("user", [{"type": "text", "text": "<user_query>and a test</user_query>"}]))
    r = run_harvest(fresh_context(), harnesses=["cursor"]).to_json()["harnesses"]["cursor"]
    assert r["new_requests"] == 1 and r["requests"] == 2


def test_agent_transcripts(isolated_home: Path) -> None:
    slug_dir = isolated_home / ".cursor" / "projects" / "home-dev-webapp"
    slug_dir.mkdir(parents=True)
    (slug_dir / ".workspace-trusted").write_text(json.dumps(
        {"workspacePath": "/home/dev/webapp"}))
    tid = "4b1c2d3e-0000-4000-8000-00000000abcd"
    path = slug_dir / "agent-transcripts" / tid / f"{tid}.jsonl"
    write_jsonl(path, [
        {"role": "user", "message": {"content": [{"type": "text", "text":
            "<timestamp>Monday, Nov 24, 2026</timestamp>\n<user_query>\nrename the Button "
            "component to PrimaryButton\n</user_query>"}]}},
        {"role": "assistant", "message": {"content": [{"type": "text", "text": "Renamed."},
            {"type": "tool_use", "name": "StrReplace", "input": {"path": "a.tsx"}}]}},
        {"type": "turn_ended", "status": "success"},
        {"role": "user", "message": {"content": [{"type": "text", "text": "yes"}]}},
    ])
    ctx = fresh_context()
    r = run_harvest(ctx, harnesses=["cursor"]).to_json()["harnesses"]["cursor"]
    assert r["errors"] == 0 and r["skipped"] == 0
    s = get_session(ctx.store, "cursor", tid)
    assert s is not None and s.project == "/home/dev/webapp"
    assert [t.text for t in s.requests] == ["rename the Button component to PrimaryButton", "yes"]
    write_jsonl(path, [{"role": "user", "message": {"content": [
        {"type": "text", "text": "yes"}]}}], mode="a")
    r = run_harvest(fresh_context(), harnesses=["cursor"]).to_json()["harnesses"]["cursor"]
    # The same short answer again is a new turn, not a duplicate of the first "yes".
    assert r["new_requests"] == 1 and r["requests"] == 3
