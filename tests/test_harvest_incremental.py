"""Incremental harvests: appended, partial, rewritten, truncated and rotated logs, a crash
between saving sessions and cursors, and two harvesters at once; each request counted once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from skillsleep.harvest import run_harvest
from skillsleep.sessions import get_session

from helpers.harvest import fresh_context, slug, write_jsonl

SID = "6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f"
CWD = "/home/dev/api"


def _user(text: str, second: int) -> dict[str, Any]:
    return {"parentUuid": None, "isSidechain": False, "userType": "external", "cwd": CWD,
            "sessionId": SID, "version": "2.1.40", "type": "user",
            "message": {"role": "user", "content": text}, "uuid": f"u{second}",
            "timestamp": f"2026-11-23T10:{second // 60:02d}:{second % 60:02d}.000Z"}


def _answer(text: str, second: int) -> dict[str, Any]:
    return {"parentUuid": f"u{second}", "isSidechain": False, "cwd": CWD, "sessionId": SID,
            "type": "assistant", "uuid": f"a{second}",
            "timestamp": f"2026-11-23T10:{second // 60:02d}:{second % 60:02d}.500Z",
            "message": {"id": f"m{second}", "role": "assistant", "model": "claude-opus-4-6",
                        "content": [{"type": "text", "text": text}]}}


def _path(home: Path) -> Path:
    return home / ".claude" / "projects" / slug(CWD) / f"{SID}.jsonl"


def _harvest() -> dict[str, Any]:
    return run_harvest(fresh_context(), harnesses=["claude-code"]).to_json()[
        "harnesses"]["claude-code"]


def _requests() -> list[str]:
    s = get_session(fresh_context().store, "claude-code", SID)
    return [] if s is None else [t.text for t in s.requests]


def test_append_partial_line_rewrite_truncate_and_rotate(isolated_home: Path) -> None:
    path = _path(isolated_home)
    write_jsonl(path, [_user("add an index on orders.created_at", 1), _answer("Added.", 1)])
    assert _harvest()["new_requests"] == 1

    # Append a turn.
    write_jsonl(path, [_user("now write the migration", 2), _answer("Written.", 2)], mode="a")
    r = _harvest()
    assert (r["new_requests"], r["requests"]) == (1, 2)

    # A partial last line waits for the writer to finish it.
    line = json.dumps(_user("and run it on staging", 3)).encode() + b"\n"
    with open(path, "ab") as fh:
        fh.write(line[:40])
    assert _harvest()["new_requests"] == 0
    with open(path, "ab") as fh:
        fh.write(line[40:])
    r = _harvest()
    assert (r["new_requests"], r["requests"]) == (1, 3)

    # Rewritten whole (a new file renamed over the old one): only the added turn is new.
    records = [json.loads(x) for x in path.read_text().splitlines()]
    tmp = path.with_suffix(".tmp")
    write_jsonl(tmp, [*records, _user("thanks, that worked", 4)])
    os.replace(tmp, path)
    r = _harvest()
    assert (r["new_requests"], r["requests"]) == (1, 4)

    # Truncated in place and restarted with other content: earlier requests stay stored.
    with open(path, "r+b") as fh:
        fh.truncate(0)
    write_jsonl(path, [_user("one more thing: add a rollback", 5)], mode="a")
    r = _harvest()
    assert (r["new_requests"], r["requests"]) == (1, 5)

    # Rewritten in place with the same size, different first line: noticed by the head hash.
    size = path.stat().st_size
    same_size = json.dumps(_user("one more thing: add a rollbacK", 5)).encode() + b"\n"
    assert len(same_size) == size
    with open(path, "r+b") as fh:
        fh.write(same_size)
    r = _harvest()
    assert (r["new_requests"], r["requests"]) == (1, 6)

    # Rotated: the old file moves aside, the session continues in a fresh file.
    path.rename(path.with_name(path.name + ".1"))
    write_jsonl(path, [_user("last: update the changelog", 6)])
    r = _harvest()
    assert (r["new_requests"], r["requests"]) == (1, 7)
    assert _harvest()["new_requests"] == 0
    assert _requests() == [
        "add an index on orders.created_at", "now write the migration", "and run it on staging",
        "thanks, that worked", "one more thing: add a rollback",
        "one more thing: add a rollbacK", "last: update the changelog"]


def test_a_crash_before_cursors_are_saved_counts_nothing_twice(isolated_home: Path,
                                                              sleep_home: Path) -> None:
    write_jsonl(_path(isolated_home), [_user("first", 1), _user("second", 2)])
    assert _harvest()["new_requests"] == 2
    # As if the process died after saving sessions but before saving cursors.
    cursors = next(sleep_home.rglob("harvest_cursors.json"))
    cursors.unlink()
    r = _harvest()
    assert (r["new_requests"], r["requests"], r["files_read"]) == (0, 2, 1)
    assert _requests() == ["first", "second"]


def test_two_harvesters_at_once_count_each_request_once(isolated_home: Path) -> None:
    for n in range(12):
        sid = f"{n:08d}-0000-4000-8000-000000000000"
        records = [dict(_user(f"request {n}.{k}", k), sessionId=sid) for k in range(1, 6)]
        write_jsonl(isolated_home / ".claude" / "projects" / slug(CWD) / f"{sid}.jsonl",
                    records)
    cmd = [sys.executable, "-m", "skillsleep.cli", "harvest", "--json"]
    procs = [subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True) for _ in range(2)]
    outs = [json.loads(p.communicate(timeout=120)[0]) for p in procs]
    assert all(p.returncode == 0 for p in procs)
    news = [o["harnesses"]["claude-code"]["new_requests"] for o in outs]
    assert sorted(news) == [0, 60]
    assert _harvest()["requests"] == 60


def test_only_paths_reads_just_the_named_log(isolated_home: Path) -> None:
    write_jsonl(_path(isolated_home), [_user("from the hook notice", 1)])
    other = _path(isolated_home).with_name("7f7f7f7f-0000-4000-8000-000000000000.jsonl")
    write_jsonl(other, [dict(_user("not named", 1), sessionId="7f7f7f7f")])
    ctx = fresh_context()
    r = run_harvest(ctx, only_paths=[_path(isolated_home)]).to_json()["harnesses"]
    assert r["claude-code"]["files"] == 1 and r["claude-code"]["new_requests"] == 1
    assert _requests() == ["from the hook notice"]
    full = _harvest()
    assert full["new_requests"] == 1 and full["files"] == 2


def test_a_daemon_thread_and_a_caller_harvest_at_once(isolated_home: Path) -> None:
    import threading

    for n in range(8):
        sid = f"{n:08d}-1111-4000-8000-000000000000"
        write_jsonl(isolated_home / ".claude" / "projects" / slug(CWD) / f"{sid}.jsonl",
                    [dict(_user(f"ask {n}.{k}", k), sessionId=sid) for k in range(1, 4)])
    results: list[int] = []

    def harvest() -> None:
        r = run_harvest(fresh_context(), harnesses=["claude-code"])
        results.append(r.harnesses["claude-code"].new_requests)

    threads = [threading.Thread(target=harvest) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert sorted(results) == [0, 0, 24]
    assert _harvest()["requests"] == 24
