"""Every request turn names the harness record it came from, and editor context is not typed."""

from __future__ import annotations

import json
from pathlib import Path

from skillsleep.harvest import run_harvest
from skillsleep.sessions import iter_sessions

from helpers.harvest import fresh_context, lay_out_real_fixtures, slug


def _uuids_of_user_records(path: Path) -> set[str]:
    out = set()
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            if rec.get("type") == "user" and rec.get("uuid"):
                out.add(rec["uuid"])
    return out


def test_requests_carry_their_record_ids(isolated_home: Path) -> None:
    placed = lay_out_real_fixtures(isolated_home)
    ctx = fresh_context()
    run_harvest(ctx)
    sessions = list(iter_sessions(ctx.store))
    claude_uuids = set().union(*(_uuids_of_user_records(p) for name, p in placed.items()
                                 if p.suffix == ".jsonl" and ".claude" in p.parts))
    requests = [(s, t) for s in sessions for t in s.requests]
    assert requests
    for s, t in requests:
        assert t.record, (s.key, t.text)
        if s.harness == "claude-code":
            assert t.record in claude_uuids
        if s.harness == "codex":
            assert t.record.startswith("@")  # Codex lines carry no id: the byte offset


def test_ide_context_blocks_are_not_part_of_the_request(isolated_home: Path) -> None:
    cwd = "/home/dev/proj"
    folder = isolated_home / ".claude" / "projects" / slug(cwd)
    folder.mkdir(parents=True)
    base = {"type": "user", "sessionId": "s-ide", "cwd": cwd, "isSidechain": False}
    records = [
        dict(base, uuid="u1", timestamp="2026-01-01T10:00:00.000Z", message={
            "role": "user", "content": [
                {"type": "text", "text": "<ide_opened_file>The user opened the file "
                                         "/home/dev/proj/main.go in the IDE.</ide_opened_file>"},
                {"type": "text", "text": "add a test for the parser"}]}),
        dict(base, uuid="u2", timestamp="2026-01-01T10:05:00.000Z", message={
            "role": "user", "content": [
                {"type": "text", "text": "<ide_selection>The user selected lines 1-3"
                                         "</ide_selection>"}]}),
    ]
    (folder / "s-ide.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    ctx = fresh_context()
    run_harvest(ctx)
    (session,) = list(iter_sessions(ctx.store))
    assert [(t.text, t.record) for t in session.requests] == [("add a test for the parser", "u1")]
    assert [t.kind for t in session.turns if t.record == "u2"] == ["injection"]


def test_sessions_sharing_a_log_keep_their_own_folder_and_branch(isolated_home: Path) -> None:
    # Records of two sessions taking turns in one log (a resumed conversation writes its new
    # session's records into the old file); each session keeps the first folder and branch it
    # was seen in, however the records alternate.
    def rec(sid: str, n: int, text: str, **extra: object) -> str:
        return json.dumps({"type": "user", "sessionId": sid, "uuid": f"{sid}-{n}",
                           "timestamp": f"2026-01-05T09:0{n}:00.000Z",
                           "message": {"role": "user", "content": text}, **extra})

    log = isolated_home / ".claude" / "projects" / slug("/work/app") / "mixed.jsonl"
    log.parent.mkdir(parents=True)
    lines = [
        rec("s1", 0, "look at the parser first"),                         # no folder yet
        rec("s1", 1, "fix the failing parser test", cwd="/work/app", gitBranch="HEAD"),
        rec("s2", 2, "add a changelog entry", cwd="/work/site", gitBranch="docs"),
        rec("s1", 3, "now run the linter", cwd="/work/other", gitBranch="fix-parser"),
        rec("s2", 4, "bump the version", cwd="/work/app", gitBranch="main"),
        rec("s1", 5, "and commit it", cwd="/work/app", gitBranch="later"),
    ]
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    ctx = fresh_context()
    run_harvest(ctx)
    got = {s.session_id: (s.project, s.branch, len(s.requests)) for s in iter_sessions(ctx.store)}
    # `HEAD` names no branch: the next record's branch is the session's.
    assert got == {"s1": ("/work/app", "fix-parser", 4), "s2": ("/work/site", "docs", 2)}
