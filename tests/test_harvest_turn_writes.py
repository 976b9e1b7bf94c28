"""What a harvest of one new turn writes: the part of its session's page, the part of its log's
positions and the record of the run; a harvest with nothing new writes nothing.

Real logs written as Claude Code writes them, real harvests into a real store; the bad inputs:
a store written before parts (a page and the positions in one file each), a damaged part of a
page (cut short, not JSON, empty), a record of the runs written long ago.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from skillsleep.catalog import HARVEST_POSITIONS, HARVEST_RUNS
from skillsleep.harvest import run_harvest
from skillsleep.harvest.runs import RECORD_EVERY_S
from skillsleep.logs.positions import POSITION_PARTS
from skillsleep.sessions import PAGE_PARTS, partitions
from skillsleep.store import Store, file_version

from helpers.daemon import claude_log, claude_user_line, stored_requests
from helpers.harvest import fresh_context


def _sid(n: int) -> str:
    return f"{n:08d}-5555-4666-8777-888888888888"


def _history(home: Path, sessions: int = 6, turns: int = 4) -> dict[str, Path]:
    logs = {}
    for n in range(sessions):
        log = logs[_sid(n)] = claude_log(home, _sid(n))
        log.write_text("".join(claude_user_line(_sid(n), f"request {n}.{k}", "/work/demo", k)
                               for k in range(turns)))
    return logs


def _append(log: Path, sid: str, text: str) -> None:
    with open(log, "a") as fh:
        fh.write(claude_user_line(sid, text, "/work/demo", 40))


def _files(root: Path) -> dict[str, Any]:
    return {p.name: file_version(p) for p in root.glob("*.json")}


def _changed(before: dict[str, Any], after: dict[str, Any]) -> set[str]:
    return {name for name in after if after[name] != before.get(name)}


def _contents(store: Store) -> dict[str, list[tuple[int, dict[str, Any]]]]:
    """Every document of the sessions and the positions, by collection, with its id."""
    names = [*partitions(store), HARVEST_POSITIONS]
    return {name: [(d.doc_id, dict(d)) for d in store.collection(name).all()] for name in names}


def test_one_turn_rewrites_one_part_of_its_page_and_of_the_positions(
        isolated_home: Path) -> None:
    logs = _history(isolated_home)
    ctx = fresh_context()
    run_harvest(ctx)
    run_harvest(fresh_context())  # records that it found no new request
    root = ctx.store.root
    before = _files(root)
    run_harvest(fresh_context())  # nothing new: nothing written
    assert _changed(before, _files(root)) == set()

    sid = _sid(3)
    _append(logs[sid], sid, "one more request")
    run_harvest(fresh_context())
    [page] = partitions(fresh_context().store)
    key = f"claude-code:{sid}"
    assert _changed(before, _files(root)) == {
        f"{page}.part{PAGE_PARTS.of({'key': key}):02d}.json",
        f"{HARVEST_POSITIONS}.part{POSITION_PARTS.of({'path': str(logs[sid])}):02d}.json",
        f"{HARVEST_RUNS}.json"}
    assert "one more request" in stored_requests()
    assert len(stored_requests()) == 6 * 4 + 1


def test_a_store_written_in_one_file_per_collection_reads_the_same_and_is_split_by_a_turn(
        isolated_home: Path) -> None:
    logs = _history(isolated_home)
    ctx = fresh_context()
    run_harvest(ctx)
    root = ctx.store.root
    expected = _contents(fresh_context().store)
    # As an earlier version wrote them: each page and the positions in one file.
    for name in expected:
        path = root / f"{name}.json"
        path.write_text(json.dumps({name: {str(i): d for i, d in expected[name]}}))
        for part in root.glob(f"{name}.part[0-9][0-9].json"):
            part.unlink()
    assert _contents(fresh_context().store) == expected
    run_harvest(fresh_context())
    assert fresh_context().store.collection(HARVEST_POSITIONS).parts() is None  # as it was

    sid = _sid(1)
    _append(logs[sid], sid, "a turn after the upgrade")
    run_harvest(fresh_context())
    store = fresh_context().store
    assert store.collection(HARVEST_POSITIONS).parts() == POSITION_PARTS
    assert all(store.collection(name).parts() == PAGE_PARTS for name in partitions(store))
    assert sorted(stored_requests()) == sorted(
        [f"request {n}.{k}" for n in range(6) for k in range(4)] + ["a turn after the upgrade"])
    # The same documents under the same ids as a store that was in parts all along.
    reference = isolated_home / "reference"
    ctx_ref = fresh_context()
    ref_store = Store(reference).open()
    ctx_ref.store = ref_store  # type: ignore[misc]
    run_harvest(ctx_ref)
    mine, ref = _contents(store), _contents(ref_store)
    assert mine[HARVEST_POSITIONS] == ref[HARVEST_POSITIONS]
    assert {n: d for n, d in mine.items() if n != HARVEST_POSITIONS} == \
        {n: d for n, d in ref.items() if n != HARVEST_POSITIONS}


@pytest.mark.parametrize("damage", [lambda raw: raw[: len(raw) // 2], lambda raw: b"not json",
                                    lambda raw: b""], ids=["cut short", "not JSON", "empty"])
def test_a_damaged_part_of_a_page_is_named_and_repair_brings_back_its_sessions(
        isolated_home: Path, damage: Any) -> None:
    logs = _history(isolated_home)
    run_harvest(fresh_context())
    sid = _sid(2)
    _append(logs[sid], sid, "a second version of the part")
    run_harvest(fresh_context())  # so the part has a last good version to restore
    store = fresh_context().store
    [page] = partitions(store)
    part = store.root / f"{page}.part{PAGE_PARTS.of({'key': f'claude-code:{sid}'}):02d}.json"
    part.write_bytes(damage(part.read_bytes()))

    _append(logs[sid], sid, "written while the part is damaged")
    report = run_harvest(fresh_context())
    errors = report.harnesses["claude-code"].errors
    assert errors and all(part.name in e and "store repair" in e for e in errors)

    store = fresh_context().store
    assert any("restored" in a for a in store.repair())
    from skillsleep.logs.positions import rewind_after_repair

    rewind_after_repair(store, store.repaired)
    run_harvest(fresh_context())
    requests = stored_requests()
    assert "written while the part is damaged" in requests
    assert len(requests) == len(set(requests)) == 6 * 4 + 2


def test_the_record_of_the_runs_is_written_again_once_it_is_old(isolated_home: Path) -> None:
    _history(isolated_home, sessions=2)
    run_harvest(fresh_context())
    run_harvest(fresh_context())  # its new requests go from some to none: recorded
    store = fresh_context().store
    runs = store.collection(HARVEST_RUNS)
    version = runs.version()
    run_harvest(fresh_context())
    assert runs.version() == version
    long_ago = (datetime.now(UTC) - timedelta(seconds=RECORD_EVERY_S + 60))
    with runs.write() as table:
        table.update({"time": long_ago.isoformat().replace("+00:00", "Z")})
    version = runs.version()
    run_harvest(fresh_context())
    assert runs.version() != version
    [doc] = [d for d in fresh_context().store.collection(HARVEST_RUNS).all()
             if d["harness"] == "claude-code"]
    assert doc["time"] > long_ago.isoformat() and doc["new_requests"] == 0
    assert (doc["sessions"], doc["requests"]) == (2, 8)
