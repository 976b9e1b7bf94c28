"""A process keeps the few sessions it saved last, decoded, while their page is the version it
wrote: the next harvest of a turn and the mining after it start from them instead of decoding
the page again; a page another process wrote, or one gone, is read again."""

from __future__ import annotations

import json
import os
import shutil
from datetime import UTC, datetime
from pathlib import Path

from skillsleep.after_harvest import after_harvest
from skillsleep.harvest import run_harvest
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import (
    KEEP_SESSIONS,
    get_sessions,
    iter_sessions,
    kept_session,
    page_documents,
    save_sessions,
)

from helpers.daemon import claude_log, claude_user_line, stored_requests
from helpers.harvest import fresh_context

FIXTURES = Path(__file__).resolve().parents[2] / "shared" / "fixtures" / "real" / "claude-code"
WHEN = datetime(2026, 11, 3, 9, 30, tzinfo=UTC)


def _session(sid: str, text: str = "fix the pager") -> Session:
    return Session(harness="claude-code", session_id=sid, project="/p", started=WHEN, ended=WHEN,
                   turns=[Turn(role="user", kind="request", text=text, time=WHEN, record="r1")])


def test_a_small_save_is_kept_and_read_back_without_decoding(isolated_home: Path) -> None:
    store = fresh_context().store
    s = _session("one")
    save_sessions(store, [s])
    page, kept = kept_session(store, s.key) or ("", None)
    assert kept is s and page == "2026-11"
    assert get_sessions(store, [s.key])[0] is s
    # What a decode of the stored document gives is the same session.
    assert Session.from_doc(page_documents(store, page)[s.key]) == s


def test_a_page_written_by_another_process_is_read_again(isolated_home: Path) -> None:
    store = fresh_context().store
    s = _session("one")
    save_sessions(store, [s])
    # Another process rewrites the page (as a store write does: a new file renamed over it).
    page_file = store.root / "sessions-2026-11.json"
    data = json.loads(page_file.read_text())
    for doc in data["sessions-2026-11"].values():
        doc["turns"][0]["text"] = "another process wrote this"
    written = page_file.with_suffix(".tmp")
    written.write_text(json.dumps(data, separators=(",", ":")))
    os.replace(written, page_file)
    assert kept_session(store, s.key) is None
    assert [t.text for t in get_sessions(store, [s.key])[0].turns] == [
        "another process wrote this"]


def test_a_page_gone_or_replaced_by_an_older_copy_is_not_trusted(isolated_home: Path) -> None:
    store = fresh_context().store
    save_sessions(store, [_session("one")])
    page_file = store.root / "sessions-2026-11.json"
    older = page_file.with_suffix(".older")
    shutil.copy2(page_file, older)
    save_sessions(store, [_session("one", "second version")])
    # The page as it was: its file, and no delta (`storedelta`) yet.
    page_file.with_name("sessions-2026-11.delta.json").unlink(missing_ok=True)
    older.replace(page_file)
    assert kept_session(store, "claude-code:one") is None
    assert get_sessions(store, ["claude-code:one"])[0].turns[0].text == "fix the pager"
    save_sessions(store, [_session("two")])
    page_file.unlink()
    assert kept_session(store, "claude-code:two") is None
    assert get_sessions(store, ["claude-code:two"]) == []


def test_taking_a_session_to_change_it_keeps_it_no_longer(isolated_home: Path) -> None:
    store = fresh_context().store
    save_sessions(store, [_session("one")])
    assert kept_session(store, "claude-code:one", take=True) is not None
    assert kept_session(store, "claude-code:one") is None
    # Read from the page instead, as it is stored.
    assert get_sessions(store, ["claude-code:one"])[0].turns[0].text == "fix the pager"


def test_a_large_save_keeps_nothing(isolated_home: Path) -> None:
    store = fresh_context().store
    many = [_session(f"s{n}") for n in range(KEEP_SESSIONS + 1)]
    save_sessions(store, many)
    assert all(kept_session(store, s.key) is None for s in many)
    few = many[:2]
    save_sessions(store, few)
    assert [kept_session(store, s.key) is not None for s in few] == [True, True]


def test_real_logs_kept_sessions_are_what_their_documents_decode_to(isolated_home: Path) -> None:
    """Every real Claude Code session, harvested turn by turn through one context, is the
    same object kept as a fresh process decodes from the store."""
    projects = isolated_home / ".claude" / "projects" / "-work-real"
    projects.mkdir(parents=True)
    ctx = fresh_context()
    for log in sorted((FIXTURES / "entireio").glob("*.jsonl")):
        shutil.copy2(log, projects / log.name)
        report = run_harvest(ctx)
        after_harvest(ctx, report.changed)
    decoded = {s.key: s for s in iter_sessions(fresh_context().store)}
    kept = {key: hit[1] for key in decoded if (hit := kept_session(ctx.store, key))}
    assert kept, "the last harvest's session is kept"
    assert all(kept[key] == decoded[key] for key in kept)


def test_turns_appended_through_one_context_store_what_a_fresh_harvest_stores(
        isolated_home: Path) -> None:
    sid = "00000001-1111-4222-8333-444444444444"
    log = claude_log(isolated_home, sid)
    log.write_text(claude_user_line(sid, "add a --json flag to export", "/work/demo", 0))
    ctx = fresh_context()
    run_harvest(ctx)
    for n in range(1, 4):
        with open(log, "a", encoding="utf-8") as fh:
            fh.write(claude_user_line(sid, f"now also handle case {n}", "/work/demo", n))
        report = run_harvest(ctx, only_paths=[log])
        after_harvest(ctx, report.changed)
        assert kept_session(ctx.store, f"claude-code:{sid}") is not None
    assert stored_requests() == ["add a --json flag to export"] + [
        f"now also handle case {n}" for n in range(1, 4)]
    # A broken line appended: the harvest skips it and loses nothing kept.
    with open(log, "a", encoding="utf-8") as fh:
        fh.write('{"type":"user","message":\n')
        fh.write(claude_user_line(sid, "and run the tests", "/work/demo", 9))
    run_harvest(ctx, only_paths=[log])
    assert stored_requests()[-1] == "and run the tests"
    assert len(stored_requests()) == 5


def test_a_kept_sessions_turns_are_written_again_as_they_read_now(isolated_home: Path) -> None:
    store = fresh_context().store
    s = _session("one")
    s.turns.append(Turn(role="assistant", kind="response", text="done", time=WHEN))
    save_sessions(store, [s])
    # The times as written are kept with the turns; a time changed since is written anew.
    later = datetime(2026, 11, 3, 10, 0, 0, 250000, tzinfo=UTC)
    s.turns[1].time = later
    s.turns.append(Turn(role="user", kind="request", text="and the footer", time=later))
    save_sessions(store, [s])
    stored = page_documents(store, "2026-11")[s.key]
    assert [t["time"] for t in stored["turns"]] == [
        "2026-11-03T09:30:00Z", "2026-11-03T10:00:00.250000Z", "2026-11-03T10:00:00.250000Z"]
    fresh = Session.from_doc(stored)
    assert fresh == s and fresh.to_doc() == s.to_doc() == stored
