"""Bad input: each case is counted as skipped with a reason, the rest is still read, nothing
crashes and nothing already stored is lost."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from skillsleep.harvest import run_harvest
from skillsleep.sessions import get_session

from helpers.harvest import fresh_context, slug, write_jsonl

SID = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"
CWD = "/home/dev/webapp"


def _user(text: str, second: int, **extra: Any) -> dict[str, Any]:
    return {"parentUuid": None, "isSidechain": False, "userType": "external", "cwd": CWD,
            "sessionId": SID, "version": "2.1.40", "type": "user",
            "message": {"role": "user", "content": text}, "uuid": f"u{second}",
            "timestamp": f"2026-11-23T09:00:{second:02d}.000Z", **extra}


def _claude_file(home: Path, name: str = SID) -> Path:
    return home / ".claude" / "projects" / slug(CWD) / f"{name}.jsonl"


def _line(rec: dict[str, Any]) -> bytes:
    return json.dumps(rec).encode() + b"\n"


def _claude(ctx: Any = None) -> dict[str, Any]:
    report = run_harvest(ctx or fresh_context(), harnesses=["claude-code"])
    return report.to_json()["harnesses"]["claude-code"]


def _requests() -> list[str]:
    s = get_session(fresh_context().store, "claude-code", SID)
    return [] if s is None else [t.text for t in s.requests]


def test_bad_lines_are_skipped_with_reasons_and_the_rest_is_read(isolated_home: Path) -> None:
    path = _claude_file(isolated_home)
    path.parent.mkdir(parents=True)
    bad_utf8 = _line(_user("caf\u00e9 latte", 2)).replace(b"caf\\u00e9", b"caf\xe9")
    path.write_bytes(
        b"\xef\xbb\xbf" + _line(_user("first request", 1))   # a BOM on the first line
        + b'{"type":"user","message":{"role":"user","content":"torn\n'
        + bad_utf8
        + b"[1, 2, 3]\n"
        + _line({"type": "brand-new-record", "sessionId": SID, "data": {"x": 1}})
        + b"\x00\x01\x02garbage\x00\n"
        + _line(_user("second request", 3))
        + _line({"type": "system", "subtype": "future_subtype", "sessionId": SID})
        + _line(_user("third request", 4)))
    r = _claude()
    assert r["errors"] == 0
    assert r["skipped_reasons"] == {
        "malformed JSON": 1, "not UTF-8 text": 1, "not a JSON object": 1,
        "unknown record type 'brand-new-record'": 1, "binary data": 1}
    assert r["unknown_types"] == {"brand-new-record": 1}   # a format change, by name
    assert all("at byte" in d["where"] for d in r["skipped_detail"])
    assert _requests() == ["first request", "second request", "third request"]
    again = _claude()
    assert again["skipped"] == 0 and again["new_requests"] == 0   # each counted once


def test_a_50_mb_line_is_skipped_without_stopping_the_file(isolated_home: Path) -> None:
    path = _claude_file(isolated_home)
    path.parent.mkdir(parents=True)
    with open(path, "wb") as fh:
        fh.write(_line(_user("before the paste", 1)))
        fh.write(_line(_user("x" * (50 << 20), 2)))
        fh.write(_line(_user("after the paste", 3)))
    r = _claude()
    assert r["skipped_reasons"] == {"line longer than 16 MB": 1}
    assert _requests() == ["before the paste", "after the paste"]


def test_binary_empty_and_vanishing_files(isolated_home: Path) -> None:
    folder = _claude_file(isolated_home).parent
    folder.mkdir(parents=True)
    (folder / "11111111-1111-4111-8111-111111111111.jsonl").write_bytes(
        bytes(range(256)) * 64)
    (folder / "22222222-2222-4222-8222-222222222222.jsonl").write_bytes(b"")
    write_jsonl(_claude_file(isolated_home), [_user("a real request", 1)])
    gone = folder / "33333333-3333-4333-8333-333333333333.jsonl"
    write_jsonl(gone, [_user("never read", 2)])
    r = run_harvest(fresh_context(), harnesses=["claude-code"],
                    only_paths=[folder / "11111111-1111-4111-8111-111111111111.jsonl",
                                folder / "22222222-2222-4222-8222-222222222222.jsonl",
                                _claude_file(isolated_home), gone, Path("/etc/hostname")],
                    progress=lambda p: gone.unlink(missing_ok=True)).to_json()
    cc = r["harnesses"]["claude-code"]
    assert cc["errors"] == 0
    assert cc["skipped_reasons"] == {"binary file, not JSON lines": 1,
                                     "file vanished before it could be read": 1}
    assert r["unrecognized"] == ["/etc/hostname"]
    assert _requests() == ["a real request"]
    assert cc["sessions"] == 1


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="file modes do not stop root")
def test_permission_denied_is_skipped(isolated_home: Path) -> None:
    write_jsonl(_claude_file(isolated_home), [_user("readable", 1)])
    locked = _claude_file(isolated_home, "44444444-4444-4444-8444-444444444444")
    write_jsonl(locked, [_user("secret", 1)])
    locked.chmod(0)
    try:
        r = _claude()
    finally:
        locked.chmod(0o600)
    assert r["skipped_reasons"] == {"permission denied": 1}
    assert r["requests"] == 1


def test_newer_schema_versions_are_reported_and_read(isolated_home: Path) -> None:
    events = isolated_home / ".copilot" / "session-state" / "s-1" / "events.jsonl"
    write_jsonl(events, [
        {"type": "session.start", "data": {"sessionId": "s-1", "version": 2,
                                           "producer": "copilot-agent",
                                           "context": {"cwd": "/home/dev/api"}},
         "id": "e1", "timestamp": "2026-11-20T10:00:00.000Z", "parentId": None},
        {"type": "user.message", "data": {"content": "list the open issues"},
         "id": "e2", "timestamp": "2026-11-20T10:00:01.000Z", "parentId": "e1"},
        {"type": "session.teleport", "data": {}, "id": "e3",
         "timestamp": "2026-11-20T10:00:02.000Z", "parentId": "e2"},
    ])
    transcripts = isolated_home / ".local" / "share" / "devin" / "cli" / "transcripts"
    transcripts.mkdir(parents=True)
    (transcripts / "bold-otter.json").write_text(json.dumps({
        "schema_version": "ATIF-v2.0", "session_id": "bold-otter",
        "steps": [{"step_id": 1, "source": "user", "message": "bump the go version",
                   "timestamp": "2026-11-21T08:00:00Z"},
                  {"step_id": 2, "source": "narrator", "message": "?",
                   "timestamp": "2026-11-21T08:00:01Z"}]}))
    report = run_harvest(fresh_context(), harnesses=["copilot", "devin"]).to_json()["harnesses"]
    cop, dev = report["copilot"], report["devin"]
    assert set(cop["skipped_reasons"]) == {
        "newer session schema version 2 (known: 1); recognizable events were still read",
        "unknown event type 'session.teleport'"}
    assert cop["requests"] == 1
    assert set(dev["skipped_reasons"]) == {
        "newer transcript schema ATIF-v2.0 (known: ATIF-v1.x); recognizable steps were still "
        "read", "unknown step source 'narrator'"}
    assert dev["requests"] == 1


def test_nothing_stored_is_lost_when_a_log_turns_bad(isolated_home: Path) -> None:
    path = _claude_file(isolated_home)
    write_jsonl(path, [_user("keep me", 1), _user("and me", 2)])
    assert _claude()["new_requests"] == 2
    path.write_bytes(b"\x00" * 10_000)            # overwritten with garbage
    r = _claude()
    assert r["skipped_reasons"] == {"binary file, not JSON lines": 1}
    assert _requests() == ["keep me", "and me"]
    path.write_bytes(b"")                          # then emptied
    assert _claude()["requests"] == 2
    path.unlink()                                  # then deleted (cleanupPeriodDays)
    assert _claude()["requests"] == 2
    assert _requests() == ["keep me", "and me"]


def test_bad_documents_and_newer_chat_versions(isolated_home: Path) -> None:
    transcripts = isolated_home / ".local" / "share" / "devin" / "cli" / "transcripts"
    transcripts.mkdir(parents=True)
    (transcripts / "latin1.json").write_bytes(
        b'{"schema_version": "ATIF-v1.7", "session_id": "latin1", "steps": '
        b'[{"source": "user", "message": "caf\xe9"}]}')
    (transcripts / "list.json").write_text("[1, 2]")
    (transcripts / "other.json").write_text('{"settings": {"theme": "dark"}}')
    chat = (isolated_home / ".config" / "Code" / "User" / "workspaceStorage" / "w" /
            "chatSessions" / "v4.jsonl")
    write_jsonl(chat, [{"kind": 0, "v": {"version": 4, "sessionId": "v4", "requests": [
        {"requestId": "r", "timestamp": 1764000000000, "message": {"text": "hello there"}}]}}])
    r = run_harvest(fresh_context(), harnesses=["devin", "copilot"]).to_json()["harnesses"]
    assert r["devin"]["errors"] == 0 and r["copilot"]["errors"] == 0
    assert r["devin"]["skipped_reasons"] == {
        "not UTF-8 text": 1, "message is not an object": 2,
        "no steps or messages (unknown Devin document)": 1}
    assert r["copilot"]["skipped_reasons"] == {
        "newer chat session version 4 (known: 3); recognizable requests were still read": 1}
    assert r["copilot"]["requests"] == 1


WRONG_TYPES = {"number": 5, "list": ["/a"], "object": {"path": "/a"}, "boolean": True}


def test_a_field_of_the_wrong_type_is_skipped_and_never_stops_any_harvest(
        isolated_home: Path) -> None:
    """Claude Code records whose `cwd` (or session id, or message) has the wrong JSON type:
    each is skipped with a reason, on this run and the next, in the CLI and the daemon; every
    other record and every other log is still read."""
    import shutil

    from skillsleep.paths import resolve_paths

    from helpers.cli import run_json
    from helpers.daemon import running_daemon, stored_requests, wait_for

    records = [_user(f"request with cwd as a {k}", n, cwd=v)
               for n, (k, v) in enumerate(WRONG_TYPES.items())]
    records += [_user("request with a session id object", 10, sessionId={"id": 1}),
                {**_user("x", 11), "message": ["not", "an", "object"]},
                _user("the good request in the same file", 12)]
    write_jsonl(_claude_file(isolated_home), records)
    other = "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e"
    write_jsonl(_claude_file(isolated_home, other),
                [{**_user("a good request in another log", 1), "sessionId": other}])
    for _ in range(2):  # the bad records stop neither this harvest nor the next
        report = run_json("harvest")["harnesses"]["claude-code"]
        assert report["errors"] == 0
    assert set(stored_requests()) == {"the good request in the same file",
                                      "a good request in another log"}
    # A fresh store filled by the daemon's start-up rescan holds the same.
    shutil.rmtree(resolve_paths().store_dir)
    with running_daemon():
        wait_for(lambda: len(stored_requests()) == 2, what="the daemon's rescan")
    report = run_harvest(fresh_context(), harnesses=["claude-code"]).to_json()
    assert report["harnesses"]["claude-code"]["errors"] == 0


def test_the_reasons_name_the_field_and_its_type(isolated_home: Path) -> None:
    write_jsonl(_claude_file(isolated_home),
                [_user(f"cwd as a {k}", n, cwd=v) for n, (k, v) in enumerate(WRONG_TYPES.items())]
                + [_user("the good one", 9)])
    r = _claude()
    assert r["errors"] == 0 and r["requests"] == 1
    assert sorted(r["skipped_reasons"]) == sorted(
        f"malformed record: field 'cwd' is {a} {k}, not a string"
        for k, a in (("number", "a"), ("list", "a"), ("object", "an"), ("boolean", "a")))


def test_numbers_json_allows_and_lone_surrogates_never_stop_a_harvest(
        isolated_home: Path) -> None:
    """Lines the fast parser refuses are read as the standard library reads them: NaN, a
    number beyond a double, an integer beyond 64 bits; a lone surrogate (which no UTF-8 store
    can hold) becomes U+FFFD instead of failing every later harvest."""
    log = _claude_file(isolated_home)
    log.parent.mkdir(parents=True)
    odd = (b'{"type":"user","sessionId":"' + SID.encode() + b'","cwd":"' + CWD.encode()
           + b'","uuid":"u2","timestamp":"2026-11-23T09:00:02.000Z","costUSD":NaN,'
           b'"huge":1e400,"big":123456789012345678901234567890,'
           b'"message":{"role":"user","content":"numbers json allows"}}\n')
    lone = _line(_user("ok", 3)).replace(b'"ok"', b'"a lone \\ud800 surrogate"')
    log.write_bytes(_line(_user("plain request", 1)) + odd + lone)
    report = _claude()
    assert report["errors"] == 0 and report["skipped"] == 0, report
    assert _requests() == ["plain request", "numbers json allows", "a lone \ufffd surrogate"]
    assert _claude()["new_requests"] == 0


def test_records_are_read_whatever_the_order_of_their_keys(isolated_home: Path) -> None:
    """The reader looks at a record's own type without parsing it only where that is certain;
    a nested type first, a progress record holding a user message, and a progress record with
    a user record written after it on the same line are all read right."""
    compact = {"separators": (",", ":")}
    nested_first = {"message": {"role": "user", "content": [{"type": "text",
                                                             "text": "type comes last"}]},
                    "type": "user", "sessionId": SID, "cwd": CWD, "uuid": "u1",
                    "timestamp": "2026-11-23T09:00:01.000Z"}
    progress = {"parentUuid": None, "isSidechain": False, "cwd": CWD, "sessionId": SID,
                "type": "progress", "data": {"type": "agent_progress", "message": {
                    "type": "user", "message": {"role": "user",
                                                "content": "a subagent's prompt"}}},
                "timestamp": "2026-11-23T09:00:02.000Z", "uuid": "p1"}
    reply = {"parentUuid": "u1", "sessionId": SID, "cwd": CWD, "message": {
        "model": "claude-opus-4-6", "id": "m", "type": "message", "role": "assistant",
        "content": [{"type": "text", "text": "Done: the reply."}]}, "type": "assistant",
        "uuid": "a1", "timestamp": "2026-11-23T09:00:03.000Z"}
    after = _user("written on the progress line", 4)
    log = _claude_file(isolated_home)
    log.parent.mkdir(parents=True)
    log.write_text(json.dumps(nested_first, **compact) + "\n"
                   + json.dumps(progress, **compact) + "\n"
                   + json.dumps(reply, **compact) + "\n"
                   + json.dumps(progress, **compact) + json.dumps(after, **compact) + "\n")
    report = _claude()
    assert report["skipped"] == 0, report["skipped_reasons"]
    assert _requests() == ["type comes last", "written on the progress line"]
    s = get_session(fresh_context().store, "claude-code", SID)
    assert s.models == ["claude-opus-4-6"]
    assert [t.text for t in s.turns if t.kind == "response"] == ["Done: the reply."]


def test_a_type_written_last_is_taken_from_the_end_only_where_certain(
        isolated_home: Path) -> None:
    """A record that writes its own type last (as a reply does) is known by it without parsing;
    a nested value ending in another type, or a second record on the same line, is not
    mistaken for it."""
    compact = {"separators": (",", ":")}
    typed_last = {"parentUuid": None, "sessionId": SID, "cwd": CWD,
                  "message": {"role": "user", "content": "a request that names its type last"},
                  "uuid": "u1", "timestamp": "2026-11-23T09:00:01.000Z", "type": "user"}
    reply = {"parentUuid": "u1", "sessionId": SID, "cwd": CWD, "message": {
        "model": "claude-opus-4-6", "id": "m", "type": "message", "role": "assistant",
        "content": [{"type": "text", "text": "Done: written on the request's line."}]},
        "type": "assistant", "uuid": "a1", "timestamp": "2026-11-23T09:00:02.000Z"}
    # A user record whose last key holds an assistant record: the last type is not its own.
    nested_last = {"parentUuid": "a1", "sessionId": SID, "cwd": CWD,
                   "message": {"role": "user", "content": "a request whose last value nests"},
                   "uuid": "u3", "timestamp": "2026-11-23T09:00:03.000Z", "type": "user",
                   "origin": {"type": "assistant", "note": "}"}}
    spaced = {**reply, "uuid": "a4", "timestamp": "2026-11-23T09:00:04.000Z",
              "message": {**reply["message"], "content": [
                  {"type": "text", "text": "A reply written with spaces."}]}}
    log = _claude_file(isolated_home)
    log.parent.mkdir(parents=True)
    log.write_text(json.dumps(typed_last, **compact) + json.dumps(reply, **compact) + "\n"
                   + json.dumps(nested_last, **compact) + "\n"
                   + json.dumps(spaced) + " \n")
    from skillsleep.harnesses.claude_code.logs import _last_type

    joined, nested, with_spaces = log.read_bytes().splitlines()
    assert [_last_type(line) for line in (joined, nested, with_spaces)] == [
        b"assistant", None, None]
    assert _last_type(json.dumps(reply, **compact).encode()) == b"assistant"
    assert _last_type(json.dumps(typed_last, **compact).encode()) == b"user"
    report = _claude()
    assert report["skipped"] == 0, report["skipped_reasons"]
    assert _requests() == ["a request that names its type last",
                           "a request whose last value nests"]
    s = get_session(fresh_context().store, "claude-code", SID)
    assert [t.text for t in s.turns if t.kind == "response"] == [
        "Done: written on the request's line.", "A reply written with spaces."]
