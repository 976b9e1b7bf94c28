"""The demo's sample home: every file written where its harness writes it, every record readable,
the expected requests true to the logs, the families recurring, and the bytes reproducible."""

from __future__ import annotations

import json
import os
import pwd
import re
import shutil
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from skillsleep.demo import FAMILIES, HARNESSES, SampleHome, write_sample_home
from skillsleep.errors import UserError

NOW = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)


@pytest.fixture
def sample(tmp_path: Path) -> SampleHome:
    return write_sample_home(tmp_path / "demo-home", now=NOW, seed=7)


def _snapshot(home: Path) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes()
            for p in sorted(home.rglob("*")) if p.is_file()}


def _ro(db: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{db}?mode=ro", uri=True)


# --- files and formats -----------------------------------------------------------------------

def test_writes_projects_documents_and_logs_for_every_harness(sample: SampleHome) -> None:
    home = sample.home
    assert set(sample.projects) == {"webapp", "api"}
    assert (sample.projects["webapp"] / "package.json").is_file()
    assert (sample.projects["api"] / "app" / "services" / "billing.py").is_file()
    wanted = {
        sample.projects["webapp"] / ".claude/skills/commit-message/SKILL.md",
        sample.projects["webapp"] / "AGENTS.md",
        sample.projects["api"] / "CLAUDE.md",
        sample.projects["api"] / ".github/copilot-instructions.md",
        sample.projects["api"] / ".cursor/rules/python-tests.mdc",
        home / ".claude/skills/pr-summary/SKILL.md",
    }
    assert set(sample.documents.values()) == wanted
    skill_path = sample.projects["webapp"] / ".claude/skills/commit-message/SKILL.md"
    assert sample.target_document == skill_path
    for doc in wanted:
        assert doc.is_file()
    skill = (sample.projects["webapp"] / ".claude/skills/commit-message/SKILL.md").read_text()
    front = skill.split("---\n")[1]
    assert front.startswith("name: commit-message\ndescription: ")
    # The skill is deliberately silent on what the person keeps correcting.
    assert "conventional" not in skill.lower() and "72" not in skill
    assert (sample.projects["api"] / ".cursor/rules/python-tests.mdc").read_text().startswith(
        "---\ndescription: ")

    assert set(sample.expected) == set(HARNESSES)
    for harness in HARNESSES:
        assert sample.expected[harness], harness
    for path in sample.files:
        assert path.is_file(), path
    written = {p for p in home.rglob("*") if p.is_file()}
    assert written == set(sample.files)


def test_logs_sit_where_each_harness_writes_them(sample: SampleHome) -> None:
    home = sample.home
    sources = {s.source for group in sample.expected.values() for s in group}
    assert sources == {"claude-code", "codex", "copilot-vscode", "copilot-cli", "cursor-ide",
                       "cursor-cli", "devin"}
    for group in sample.expected.values():
        for s in group:
            rel = str(s.path.relative_to(home))
            if s.source == "claude-code":
                slug = re.sub(r"[^A-Za-z0-9]", "-", str(s.project))
                assert rel == f".claude/projects/{slug}/{s.session_id}.jsonl"
            elif s.source == "codex":
                day = s.requests[0].time.strftime("%Y/%m/%d")
                assert re.fullmatch(rf"\.codex/sessions/{day}/rollout-\d{{4}}-\d\d-\d\dT\d\d-\d\d"
                                    rf"-\d\d-{s.session_id}\.jsonl", rel), rel
                assert re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-"
                                    r"[0-9a-f]{12}", s.session_id)
            elif s.source == "copilot-vscode":
                assert re.fullmatch(r"\.config/Code/User/workspaceStorage/[0-9a-f]{32}/"
                                    rf"chatSessions/{s.session_id}\.jsonl", rel), rel
                folder = json.loads((s.path.parent.parent / "workspace.json").read_text())
                assert folder == {"folder": f"file://{s.project}"}
            elif s.source == "copilot-cli":
                assert rel == f".copilot/session-state/{s.session_id}/events.jsonl"
                yaml = (s.path.parent / "workspace.yaml").read_text()
                assert f"id: {s.session_id}\ncwd: {s.project}\n" in yaml
            elif s.source == "cursor-ide":
                assert rel == ".config/Cursor/User/globalStorage/state.vscdb"
            elif s.source == "cursor-cli":
                slug = re.sub(r"[^A-Za-z0-9]", "-", str(s.project).lstrip("/"))
                assert rel == f".cursor/projects/{slug}/agent-transcripts/{s.session_id}.jsonl"
                trusted = json.loads((s.path.parent.parent / ".workspace-trusted").read_text())
                assert trusted["workspacePath"] == str(s.project)
                # No timestamps inside: the file's mtime dates the last turn.
                assert s.path.stat().st_mtime > s.requests[-1].time.timestamp()
            else:
                assert rel == f".local/share/devin/cli/transcripts/{s.session_id}.json"
                assert re.fullmatch(r"[a-z]+-[a-z]+", s.session_id)


def test_every_jsonl_line_parses_and_files_end_like_the_harnesses_write_them(
        sample: SampleHome) -> None:
    logs = [p for p in sample.files if p.suffix == ".jsonl"]
    assert sorted(logs) == sorted(s.path for s in sample.sessions() if s.path.suffix == ".jsonl")
    for path in logs:
        raw = path.read_bytes()
        assert raw.endswith(b"\n") and b"\r" not in raw, path
        for line in raw.decode("utf-8").splitlines():
            record = json.loads(line)
            assert isinstance(record, dict)
            # Compact separators and raw UTF-8, as Node and serde write them.
            assert json.dumps(record, ensure_ascii=False, separators=(",", ":")) == line
    for group in sample.expected["devin"]:
        doc = json.loads(group.path.read_text())
        assert doc["schema_version"] == "ATIF-v1.7"
        assert doc["final_metrics"]["total_steps"] == len(doc["steps"])
        assert [s["step_id"] for s in doc["steps"]] == list(range(1, len(doc["steps"]) + 1))


def test_timestamps_are_utc_within_the_ten_days_before_now(sample: SampleHome) -> None:
    for s in sample.sessions():
        times = [r.time for r in s.requests]
        assert times == sorted(times)
        for t in times:
            assert t.tzinfo is not None and t.utcoffset() == timedelta(0)
            assert NOW - timedelta(days=11) < t < NOW
    for path in sample.files:
        if path.suffix != ".jsonl" or ".claude" not in path.parts:
            continue
        for line in path.read_text().splitlines():
            stamp = json.loads(line).get("timestamp")
            if stamp:
                assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", stamp)


# --- the expected requests are exactly the person's own turns in each log --------------------

def _claude_requests(path: Path) -> list[str]:
    out = []
    for line in path.read_text().splitlines():
        r = json.loads(line)
        if r.get("type") != "user" or r.get("isMeta") or r.get("isCompactSummary"):
            continue
        content = r["message"]["content"]
        if isinstance(content, str) and not content.startswith("<"):
            out.append(content)
    return out


def _vscode_requests(path: Path) -> list[str]:
    requests: list[dict] = []
    for line in path.read_text().splitlines():
        r = json.loads(line)
        if r["kind"] == 0:
            requests = list(r["v"]["requests"])
        elif r["kind"] == 2 and r["k"] == ["requests"]:
            requests.extend(r["v"])
    return [q["message"]["text"] for q in requests]


def _cursor_ide_requests(db: Path, composer: str) -> list[str]:
    with _ro(db) as con:
        data = json.loads(con.execute("SELECT value FROM cursorDiskKV WHERE key = ?",
                                      (f"composerData:{composer}",)).fetchone()[0])
        texts = []
        for head in data["fullConversationHeadersOnly"]:
            raw = con.execute("SELECT value FROM cursorDiskKV WHERE key = ?",
                              (f"bubbleId:{composer}:{head['bubbleId']}",)).fetchone()[0]
            bubble = json.loads(raw)
            if bubble["type"] == 1:
                texts.append(bubble["text"])
    con.close()
    return texts


def _requests_in_log(source: str, path: Path, session_id: str) -> list[str]:
    lines = [json.loads(x) for x in path.read_text().splitlines()] if path.suffix == ".jsonl" \
        else []
    if source == "claude-code":
        return _claude_requests(path)
    if source == "codex":
        return [r["payload"]["message"] for r in lines
                if r["type"] == "event_msg" and r["payload"]["type"] == "user_message"]
    if source == "copilot-cli":
        return [r["data"]["content"] for r in lines if r["type"] == "user.message"]
    if source == "copilot-vscode":
        return _vscode_requests(path)
    if source == "cursor-ide":
        return _cursor_ide_requests(path, session_id)
    if source == "cursor-cli":
        found = []
        for r in lines:
            text = r.get("message", {}).get("content", [{}])[0].get("text", "")
            if r.get("role") == "user" and "<user_query>" in text:
                found.append(text.split("<user_query>\n", 1)[1].rsplit("\n</user_query>", 1)[0])
        return found
    doc = json.loads(path.read_text())
    return [s["message"] for s in doc["steps"] if s["source"] == "user"]


def test_expected_requests_are_the_persons_turns_in_each_log(sample: SampleHome) -> None:
    for s in sample.sessions():
        assert _requests_in_log(s.source, s.path, s.session_id) == s.texts, s.source


def test_logs_hold_the_noise_a_harvester_must_drop(sample: SampleHome) -> None:
    text = "\n".join(p.read_text() for p in sample.files if p.suffix in (".jsonl", ".json"))
    with _ro(sample.expected["cursor"][0].path) as con:
        blobs = [row[0] for row in con.execute(
            "SELECT CAST(value AS TEXT) FROM cursorDiskKV WHERE key LIKE 'agentKv:blob:%'")]
    con.close()
    markers = [
        "Base directory for this skill: ", '"isMeta":true', "This session is being continued",
        '"isCompactSummary":true', '"subtype":"compact_boundary"',
        "[Request interrupted by user for tool use]", "<command-name>/model</command-name>",
        "<local-command-stdout>", '"type":"tool_result"', '"type":"last-prompt"',
        "<environment_context>", "# AGENTS.md instructions for ", '"type":"compacted"',
        '"type":"turn_aborted"', '"role":"developer"', "renderedUserMessage",
        '"kind":"promptFile"', '"type":"system.message"', "<current_datetime>",
        "<user_info>", '"source": "system"', '"observation": {']
    for marker in markers:
        assert marker in text, marker
    assert blobs and all("<user_query>" in b for b in blobs)
    requests = [t for s in sample.sessions() for t in s.texts]
    for t in requests:
        assert not t.startswith(("<", "[Request interrupted", "Base directory", "This session"))
    # Compaction repeats earlier requests in Codex's replacement history: a trap for double counts.
    codex_compacted = [line for p in sample.files if ".codex" in p.parts
                       for line in p.read_text().splitlines() if '"type":"compacted"' in line]
    assert codex_compacted
    history = json.loads(codex_compacted[0])["payload"]["replacement_history"]
    assert history[0]["content"][0]["text"] in requests


def test_cursor_state_opens_read_only_with_composer_and_bubble_rows(sample: SampleHome) -> None:
    ide = [s for s in sample.expected["cursor"] if s.source == "cursor-ide"]
    db = ide[0].path
    before = db.read_bytes()
    con = _ro(db)
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"ItemTable", "cursorDiskKV", "composerHeaders"} <= tables
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    composers = [k for (k,) in con.execute(
        "SELECT key FROM cursorDiskKV WHERE key LIKE 'composerData:%'")]
    assert sorted(composers) == sorted(f"composerData:{s.session_id}" for s in ide)
    for s in ide:
        head = json.loads(con.execute("SELECT value FROM composerHeaders WHERE composerId = ?",
                                      (s.session_id,)).fetchone()[0])
        assert head["workspaceIdentifier"]["uri"]["fsPath"] == str(s.project)
        bubbles = con.execute("SELECT count(*) FROM cursorDiskKV WHERE key LIKE ?",
                              (f"bubbleId:{s.session_id}:%",)).fetchone()[0]
        assert bubbles > len(s.requests)
        data = json.loads(con.execute("SELECT value FROM cursorDiskKV WHERE key = ?",
                                      (f"composerData:{s.session_id}",)).fetchone()[0])
        assert data["createdAt"] == int(s.requests[0].time.timestamp() * 1000)
    with pytest.raises(sqlite3.OperationalError):
        con.execute("INSERT INTO ItemTable VALUES ('x', 'y')")
    con.close()
    assert db.read_bytes() == before
    ws = next((db.parents[1] / "workspaceStorage").iterdir())
    with _ro(ws / "state.vscdb") as wcon:
        listing = json.loads(wcon.execute(
            "SELECT value FROM ItemTable WHERE key = 'composer.composerData'").fetchone()[0])
    wcon.close()
    assert {c["composerId"] for c in listing["allComposers"]} == {s.session_id for s in ide}


# --- the story: recurring families across sessions and harnesses -----------------------------

@pytest.mark.parametrize("seed", [7, 1, 42])
def test_families_recur_across_harnesses_and_sessions(tmp_path: Path, seed: int) -> None:
    sample = write_sample_home(tmp_path / "h", now=NOW, seed=seed)
    sessions = sample.sessions()
    for s in sessions:
        assert 1 <= len(s.requests) <= 4
    for family in FAMILIES:
        pairs = sample.family_requests(family)
        tasks = [r for _, r in pairs if r.kind == "task"]
        assert len({s.harness for s, _ in pairs}) >= 2, family
        assert len({s.session_id for s, _ in pairs}) >= 3, family
        assert len({r.text for r in tasks}) >= 3, family  # worded differently each time
        assert any(r.kind == "correction" for _, r in pairs), family
        assert any(r.kind == "approval" for _, r in pairs), family
    counts = {f: sum(r.kind == "task" for _, r in sample.family_requests(f)) for f in FAMILIES}
    # Enough commit messages for the optimizer to split into train, val and test.
    assert 11 <= counts["commit-message"] <= 13
    assert 5 <= counts["unit-tests"] <= 6
    assert 4 <= counts["pr-summary"] <= 5
    commit = {s.harness for s, _ in sample.family_requests("commit-message")}
    assert commit == {"claude-code", "codex", "cursor"}
    tests = {s.harness for s, _ in sample.family_requests("unit-tests")}
    assert {"copilot", "claude-code", "devin"} <= tests
    corrections = " ".join(r.text for s in sessions for r in s.requests if r.kind == "correction")
    for phrase in ("72", "pytest", "bullet", "100 words"):
        assert phrase in corrections
    one_offs = [r for s in sessions for r in s.requests if r.family is None]
    assert len(one_offs) >= 3 and len({r.text for r in one_offs}) == len(one_offs)


# --- determinism and safety ------------------------------------------------------------------

def test_same_seed_and_now_give_identical_bytes(tmp_path: Path) -> None:
    home = tmp_path / "again"
    first = write_sample_home(home, now=NOW, seed=7)
    snap = _snapshot(home)
    shutil.rmtree(home)
    second = write_sample_home(home, now=NOW, seed=7)
    assert _snapshot(home) == snap
    # Writing over an existing sample home replaces it rather than adding to it.
    third = write_sample_home(home, now=NOW, seed=7)
    assert _snapshot(home) == snap
    assert [s.texts for s in first.sessions()] == [s.texts for s in third.sessions()]
    assert [s.session_id for s in second.sessions()] == [s.session_id for s in first.sessions()]
    other = write_sample_home(tmp_path / "other", now=NOW, seed=8)
    assert [s.texts for s in other.sessions()] != [s.texts for s in first.sessions()]


def test_a_rerun_replaces_the_previous_samples_and_nothing_else(tmp_path: Path) -> None:
    home = tmp_path / "reused"
    mine = home / ".codex" / "sessions" / "notes.txt"
    mine.parent.mkdir(parents=True)
    mine.write_text("the person's own file")
    write_sample_home(home, now=NOW, seed=7)
    # A day later, another seed: the Codex rollouts move to other date folders.
    later = write_sample_home(home, now=NOW + timedelta(days=1), seed=3)
    on_disk = {p for p in home.rglob("*") if p.is_file()}
    assert on_disk == set(later.files) | {mine}
    assert mine.read_text() == "the person's own file"


def test_default_now_is_the_current_time(tmp_path: Path) -> None:
    sample = write_sample_home(tmp_path / "live")
    last = max(r.time for s in sample.sessions() for r in s.requests)
    assert datetime.now(UTC) - timedelta(days=2) < last < datetime.now(UTC)


def test_rejects_a_naive_now_and_the_real_home(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        write_sample_home(tmp_path / "x", now=datetime(2026, 11, 30, 9, 0))
    real = Path(pwd.getpwuid(os.getuid()).pw_dir)
    before = sorted(p.name for p in real.iterdir()) if real.is_dir() else None
    with pytest.raises(UserError, match="real home"):
        write_sample_home(real, now=NOW)
    after = sorted(p.name for p in real.iterdir()) if real.is_dir() else None
    assert before == after


# --- the harvester reads the sample home as the demo will ------------------------------------

def _harvest(home: Path) -> tuple[SampleHome, dict[tuple[str, str], Any], tuple[Any, ...]]:
    from skillsleep import harvest
    from skillsleep.context import Context
    from skillsleep.sessions import iter_sessions

    sample = write_sample_home(home, now=NOW)
    ctx = Context.create()
    report = harvest.run_harvest(ctx)
    got = {(s.harness, s.session_id): s for s in iter_sessions(ctx.store)}
    return sample, got, (harvest, ctx, report)


def test_harvest_extracts_exactly_the_expected_requests(isolated_home: Path) -> None:
    sample, got, (harvest, ctx, report) = _harvest(isolated_home)
    want = {(s.harness, s.session_id): s for s in sample.sessions()}
    assert set(got) == set(want)
    for key, expected in want.items():
        session = got[key]
        assert [t.text for t in session.requests] == expected.texts, expected.source
        assert session.project == str(expected.project), expected.source
    for harness in HARNESSES:
        hr = report.harnesses[harness]
        assert not hr.errors and not hr.skipped, (harness, hr.errors, hr.skipped)
        assert hr.requests == sum(len(s.requests) for s in sample.expected[harness])
    again = harvest.run_harvest(ctx)
    assert all(hr.new_requests == 0 for hr in again.harnesses.values())

