"""Sessions are stored per month in pages: a harvest that adds a turn rewrites one page only,
and every session is in exactly one page, whatever the store's history."""

from __future__ import annotations

import json
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import pytest
from tinydb import Query

import skillsleep.sessions as sessions_module
from skillsleep.catalog import SESSIONS_PREFIX as PREFIX
from skillsleep.harvest import run_harvest
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import (
    find_page,
    get_sessions,
    iter_sessions,
    keys_in_page,
    pages_of,
    partitions,
    save_sessions,
)
from skillsleep.store import Store

from helpers.daemon import claude_log, claude_user_line, stored_requests
from helpers.harvest import fresh_context

PAGE = 16 << 10  # small pages, so a few sessions fill several


@pytest.fixture
def small_pages(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sessions_module, "PAGE_BYTES", PAGE)


def _sid(n: int) -> str:
    return f"{n:08d}-1111-4222-8333-444444444444"


def _write_sessions(home: Path, count: int, turns: int = 12) -> dict[str, Path]:
    logs = {}
    for n in range(count):
        log = claude_log(home, _sid(n))
        log.write_text("".join(claude_user_line(_sid(n), f"request {n}.{k} " + "words " * 40,
                                                "/work/demo", k) for k in range(turns)))
        logs[_sid(n)] = log
    return logs


def _page_files(store_dir: Path) -> dict[str, tuple[str | int, ...]]:
    """The version of each page, by its file's name: its file's, and its delta's (`storedelta`)
    when it has one."""
    found: dict[str, tuple[str | int, ...]] = {}
    for p in sorted(store_dir.glob("sessions-*.json")):
        page = p.name.replace(".delta.json", ".json")
        found[page] = (*found.get(page, ()), p.name, p.stat().st_ino, p.stat().st_mtime_ns)
    return found


def _keys_per_page(store) -> Counter[str]:
    return Counter(d["key"] for name in partitions(store) for d in store.collection(name).all())


def test_a_month_fills_pages_and_an_appended_turn_rewrites_only_its_page(
        isolated_home: Path, small_pages: None) -> None:
    logs = _write_sessions(isolated_home, 12)
    ctx = fresh_context()
    run_harvest(ctx)
    store_dir = ctx.paths.store_dir
    before = _page_files(store_dir)
    assert len(before) >= 4, before
    assert set(_keys_per_page(ctx.store).values()) == {1}
    assert len(stored_requests()) == 12 * 12

    sid = _sid(5)
    with open(logs[sid], "a") as fh:
        fh.write(claude_user_line(sid, "one more request", "/work/demo", 50))
    report = run_harvest(fresh_context())
    assert report.changed == {f"claude-code:{sid}"}
    after = _page_files(store_dir)
    rewritten = [name for name in after if after[name] != before.get(name)]
    holder = find_page(fresh_context().store, f"claude-code:{sid}", "2026-11")
    assert rewritten == [f"sessions-{holder}.json"]
    assert len(stored_requests()) == 12 * 12 + 1
    assert set(_keys_per_page(fresh_context().store).values()) == {1}


def test_a_new_session_goes_to_the_open_page_and_old_pages_are_not_rewritten(
        isolated_home: Path, small_pages: None) -> None:
    _write_sessions(isolated_home, 8)
    run_harvest(fresh_context())
    store_dir = fresh_context().paths.store_dir
    before = _page_files(store_dir)
    last = f"sessions-{pages_of(fresh_context().store, '2026-11')[-1]}.json"
    log = claude_log(isolated_home, _sid(99))
    log.write_text(claude_user_line(_sid(99), "a brand new session", "/work/demo", 1))
    run_harvest(fresh_context())
    after = _page_files(store_dir)
    rewritten = {name for name in after if after[name] != before.get(name)}
    assert len(rewritten) == 1 and rewritten <= {last} | (set(after) - set(before))
    assert "a brand new session" in stored_requests()


def test_a_store_written_with_one_file_a_month_keeps_working(isolated_home: Path,
                                                              small_pages: None) -> None:
    """A month saved whole before pages existed stays where it is: its sessions grow in
    place, and the month's new sessions open its next page."""
    logs = _write_sessions(isolated_home, 6)
    run_harvest(fresh_context())
    store = fresh_context().store
    store_dir = fresh_context().paths.store_dir
    # Rewrite the store the old way: every session of the month in one collection.
    docs = [dict(d) for name in partitions(store) for d in store.collection(name).all()]
    for p in store_dir.glob("sessions-*.json*"):
        p.unlink()
    with store.collection("sessions-2026-11").write() as table:
        table.insert_multiple(docs)
    assert len(docs) == 6 and store.collection("sessions-2026-11").size_bytes() > PAGE

    sid = _sid(2)
    with open(logs[sid], "a") as fh:
        fh.write(claude_user_line(sid, "grows in place", "/work/demo", 40))
    log = claude_log(isolated_home, _sid(7))
    log.write_text(claude_user_line(_sid(7), "new in this month", "/work/demo", 1))
    run_harvest(fresh_context())
    store = fresh_context().store
    assert find_page(store, f"claude-code:{sid}", "2026-11") == "2026-11"
    assert find_page(store, f"claude-code:{_sid(7)}", "2026-11") == "2026-11-2"
    assert set(_keys_per_page(store).values()) == {1}
    assert sorted(stored_requests()).count("grows in place") == 1


def test_positions_lost_do_not_duplicate_a_session(isolated_home: Path,
                                                   small_pages: None) -> None:
    """Without the positions (a repaired store), every log is read again from its start; each
    session is found in its page by its key, and nothing is stored twice."""
    _write_sessions(isolated_home, 6)
    run_harvest(fresh_context())
    store_dir = fresh_context().paths.store_dir
    (store_dir / "harvest_cursors.json").unlink()
    report = run_harvest(fresh_context())
    assert report.to_json()["harnesses"]["claude-code"]["new_requests"] == 0
    assert set(_keys_per_page(fresh_context().store).values()) == {1}
    assert len(stored_requests()) == 6 * 12


def _session(sid: str, when: datetime | None, text: str) -> Session:
    return Session(harness="claude-code", session_id=sid, project="/p", started=when,
                   ended=when, turns=[Turn(role="user", kind="request", text=text, time=when)])


def test_a_session_moves_to_its_new_month_and_is_never_in_two_pages(
        isolated_home: Path, small_pages: None) -> None:
    store = fresh_context().store
    dec = datetime(2026, 12, 3, tzinfo=UTC)
    nov = datetime(2026, 11, 29, tzinfo=UTC)
    save_sessions(store, [_session("undated-one", None, "no time yet"),
                          _session("moving", dec, "started in december")])
    assert find_page(store, "claude-code:undated-one", "undated") == "undated"
    # The session's start moves to November (an earlier turn was read), and the undated one
    # gets a time: both leave their old page.
    placed = save_sessions(store, [_session("moving", nov, "started in november"),
                                   _session("undated-one", dec, "now dated")],
                           known={"claude-code:moving": "2026-12"})
    assert placed == {"claude-code:moving": "2026-11", "claude-code:undated-one": "2026-12"}
    assert _keys_per_page(store) == {"claude-code:moving": 1, "claude-code:undated-one": 1}
    assert [s.turns[0].text for s in iter_sessions(store)] == ["started in november",
                                                              "now dated"]


def test_keys_are_read_from_the_page_bytes_even_with_escapes(isolated_home: Path) -> None:
    store = fresh_context().store
    when = datetime(2026, 11, 1, tzinfo=UTC)
    odd = ['quote"in-id', "back\\slash", "ünïcode", "tab\there", 'mixed"\\"']
    save_sessions(store, [_session(sid, when, f"text with \"key\":\"x\" {sid}") for sid in odd])
    assert keys_in_page(store, "2026-11") == {f"claude-code:{sid}" for sid in odd}
    wanted = [f"claude-code:{odd[0]}", f"claude-code:{odd[3]}"]
    assert [s.session_id for s in get_sessions(store, wanted)] == [odd[0], odd[3]]
    raw = (fresh_context().paths.store_dir / "sessions-2026-11.json").read_bytes()
    assert json.loads(raw)  # still plain JSON that any reader takes


def test_get_sessions_gives_the_order_of_iter_sessions(isolated_home: Path,
                                                       small_pages: None) -> None:
    _write_sessions(isolated_home, 10)
    run_harvest(fresh_context())
    store = fresh_context().store
    every = [s.key for s in iter_sessions(store)]
    some = every[::3]
    assert [s.key for s in get_sessions(store, reversed(some))] == some
    assert get_sessions(store, []) == []
    assert get_sessions(store, ["claude-code:nobody"]) == []


def test_a_page_is_scanned_once_per_version_of_its_file(isolated_home: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A long-running process finds sessions without reading unchanged pages again; a page
    another process wrote, or one replaced behind its back, is read again."""
    store = fresh_context().store
    november, december = datetime(2026, 11, 1, tzinfo=UTC), datetime(2026, 12, 1, tzinfo=UTC)
    save_sessions(store, [_session("a", november, "first"), _session("z", december, "other")])
    scanned: list[str] = []
    reading = Path.read_bytes

    def read_bytes(path: Path) -> bytes:
        raw = reading(path)
        if path.name.startswith("sessions-"):
            scanned.append(path.name)
        return raw

    monkeypatch.setattr(Path, "read_bytes", read_bytes)
    assert keys_in_page(store, "2026-11") == {"claude-code:a"}
    assert keys_in_page(store, "2026-12") == {"claude-code:z"}
    scanned.clear()
    assert [s.session_id for s in get_sessions(store, ["claude-code:a"])] == ["a"]
    assert keys_in_page(store, "2026-12") == {"claude-code:z"}
    assert scanned == []
    # Written through another store object (another process's view of the same folder).
    save_sessions(fresh_context().store, [_session("b", november, "second")])
    scanned.clear()
    assert keys_in_page(store, "2026-11") == {"claude-code:a", "claude-code:b"}
    # (A page file this small may be a list of parts, and is parsed to tell: read twice.)
    assert set(scanned) == {"sessions-2026-11.json"} | (
        {"sessions-2026-11.delta.json"} if (store.root / "sessions-2026-11.delta.json").exists()
        else set())
    # Replaced behind the process's back by an older copy: what the file says (b is in the
    # page or in its delta; the copy's bytes differ from the page's, so a delta written
    # against the page no longer applies).
    page = store.root / "sessions-2026-11.json"
    older = json.loads(page.read_bytes())
    for k in [k for k, d in older["sessions-2026-11"].items() if d["key"] == "claude-code:b"]:
        del older["sessions-2026-11"][k]
    page.with_name("older").write_text(json.dumps(older, separators=(",", ":")) + "\n",
                                       "utf-8")
    page.with_name("older").replace(page)
    assert keys_in_page(store, "2026-11") == {"claude-code:a"}
    assert [s.session_id for s in get_sessions(store, ["claude-code:b"])] == []
    page.unlink()
    assert keys_in_page(store, "2026-11") == set()


def test_a_save_leaves_a_page_as_one_upsert_per_session_would(isolated_home: Path) -> None:
    """The page a save rewrites is byte for byte what TinyDB's `upsert(doc, key == ...)` once
    per session gives, on a page that also holds what an older or damaged store may: a
    document without a key, one whose key is not text, two of the same key, a gap in the ids;
    and with a session given twice in one save."""
    store = fresh_context().store
    when = datetime(2026, 10, 5, tzinfo=UTC)
    page = "2026-10"
    odd = [{"harness": "claude-code", "note": "no key"},
           {"key": "claude-code:removed"},
           {"key": 7, "harness": "claude-code"},
           {"key": "claude-code:twice", "turns": [], "extra": "kept"},
           {"key": "claude-code:twice", "turns": []},
           {"key": "claude-code:kept", "turns": [], "project": "/old"}]
    with store.collection(PREFIX + page).write() as table:
        table.insert_multiple(odd)
        table.remove(doc_ids=[2])
        table.insert({"key": "claude-code:after-gap", "turns": []})
    saved = [_session("twice", when, "grown"), _session("new-one", when, "first"),
             _session("kept", when, "grown too"), _session("new-one", when, "first, grown"),
             _session("new-two", when, "second")]
    expected = store.collection(PREFIX + page).path.read_bytes()
    reference = Store(store.root.parent / "reference").open()
    ref = reference.collection(PREFIX + page)
    ref.path.write_bytes(expected)
    with ref.write() as table:
        for s in saved:
            table.upsert(s.to_doc(), Query().key == s.key)
    placed = save_sessions(store, saved, known={s.key: page for s in saved[:3]})
    assert set(placed.values()) == {page}
    assert store.collection(PREFIX + page).path.read_bytes() == ref.path.read_bytes()
    stored = {d.doc_id: d for d in store.collection(PREFIX + page).all()}
    assert stored[4]["extra"] == "kept" and stored[5]["turns"][0]["text"] == "grown"
    assert stored[3] == {"key": 7, "harness": "claude-code"}
    assert [d["key"] for i, d in sorted(stored.items()) if i > 7] == ["claude-code:new-one",
                                                                      "claude-code:new-two"]
