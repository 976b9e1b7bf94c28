"""A few changed documents of a large store file written in its delta (`storedelta`): what is
stored reads exactly as a rewrite of the whole file would, through appended, cut, replaced and
deleted logs, kills at any moment, a delta left by a killed fold, a damaged delta, a store of
the layout without deltas, and writers and readers at once."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from skillsleep import storedelta
from skillsleep.errors import StoreCorruptError
from skillsleep.harvest import run_harvest
from skillsleep.logs.positions import rewind_after_repair
from skillsleep.paths import resolve_paths
from skillsleep.store import Store, _dumps

from helpers.daemon import claude_log, claude_user_line, stored_requests
from helpers.harvest import fresh_context
from helpers.kills import acknowledged_before_kill

PAGE = "sessions-2026-11"


def _sid(n: int) -> str:
    return f"{n:08d}-2222-4333-8444-555555555555"


def _line(n: int, k: int, text: str | None = None) -> str:
    return claude_user_line(_sid(n), text or f"request {n}.{k} " + "words to keep " * 30,
                            "/work/demo", k)


_TAKES_DELTA = storedelta.takes_delta


def _deltas(monkeypatch: pytest.MonkeyPatch, on: bool) -> None:
    monkeypatch.setattr(storedelta, "DELTA_MIN_BYTES", 0)
    monkeypatch.setattr(storedelta, "takes_delta", _TAKES_DELTA if on else lambda name: False)


_OF_THE_RUN = {"time", "ino", "dev", "mtime_ns"}


def _dump(root: Path) -> dict[str, Any]:
    """Every collection of a store as a reader sees it: its documents by id, and the bytes a
    rewrite of its whole file would hold (left out: the time of the last harvest, and which
    file on disk each position was read from, that differ between two runs)."""
    store = Store(root).open()
    out: dict[str, Any] = {}
    for name in store.collection_names():
        col = store.collection(name)
        docs = [(d.doc_id, {k: v for k, v in d.items() if k not in _OF_THE_RUN})
                for d in col.all()]
        out[name] = docs
        if name.startswith("sessions-"):
            out[name + " bytes"] = _dumps(col._load())
    return out


def _scenario(home: Path, root: Path) -> list[str]:
    """Harvests through the inputs a log meets; returns what was stored after each step, as
    the positions and the page's delta say it."""
    logs = {n: claude_log(home, _sid(n)) for n in range(7)}
    for n in range(6):
        logs[n].write_text("".join(_line(n, k) for k in range(8)))
    seen = []

    def harvest() -> None:
        run_harvest(fresh_context())
        seen.append(sorted(stored_requests()))

    harvest()
    with open(logs[2], "a") as fh:  # one appended turn
        fh.write(_line(2, 20))
    harvest()
    cut = _line(3, 21)
    with open(logs[3], "a") as fh:  # a turn being written: cut mid-line
        fh.write(cut[: len(cut) // 2])
    harvest()
    with open(logs[3], "a") as fh:
        fh.write(cut[len(cut) // 2:])
    harvest()
    # Replaced by a shorter file (a new inode) holding a turn not read before.
    shorter = logs[4].with_suffix(".new")
    shorter.write_text(_line(4, 0) + _line(4, 22, "a request after the rewrite"))
    os.replace(shorter, logs[4])
    harvest()
    logs[5].unlink()  # deleted: what was stored stays
    harvest()
    logs[6].write_text(_line(6, 1))  # a new session in the same month
    harvest()
    for k in (23, 24):
        with open(logs[2], "a") as fh:
            fh.write(_line(2, k))
        harvest()
    assert root.is_dir()
    return [json.dumps(s) for s in seen]


def test_harvests_through_bad_inputs_store_what_whole_rewrites_store(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    results = {}
    for on in (False, True):
        # The same folders each time: the stored sources name the logs' paths.
        home, state = tmp_path / "home", tmp_path / "state"
        for folder in (home, state):
            shutil.rmtree(folder, ignore_errors=True)
        home.mkdir()
        monkeypatch.setenv("HOME", str(home))
        monkeypatch.setenv("SKILLOPT_SLEEP_HOME", str(state))
        _deltas(monkeypatch, on)
        root = resolve_paths().store_dir
        steps = _scenario(home, root)
        deltas = sorted(p.name for p in root.glob("*.delta.json"))
        results[on] = (steps, _dump(root), deltas)
    assert results[True][0] == results[False][0]
    assert results[True][1] == results[False][1]
    assert results[False][2] == []
    assert f"{PAGE}.delta.json" in results[True][2]
    requests = json.loads(results[True][0][-1])
    assert len(requests) == len(set(requests)) == 6 * 8 + 2 + 1 + 1 + 2


def test_an_appended_turn_leaves_the_page_file_as_it_was(isolated_home: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    _deltas(monkeypatch, True)
    for n in range(6):
        claude_log(isolated_home, _sid(n)).write_text("".join(_line(n, k) for k in range(8)))
    run_harvest(fresh_context())
    root = resolve_paths().store_dir
    page = root / f"{PAGE}.json"
    before = page.read_bytes(), page.stat().st_ino
    with open(claude_log(isolated_home, _sid(1)), "a") as fh:
        fh.write(_line(1, 30, "one more request"))
    run_harvest(fresh_context())
    assert (page.read_bytes(), page.stat().st_ino) == before
    delta = json.loads((root / f"{PAGE}.delta.json").read_bytes())
    assert [d["session_id"] for d in delta[PAGE].values()] == [_sid(1)]
    assert "one more request" in stored_requests()


def test_a_store_without_deltas_opens_as_it_is_and_takes_one_at_its_next_turn(
        isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _deltas(monkeypatch, False)
    for n in range(6):
        claude_log(isolated_home, _sid(n)).write_text("".join(_line(n, k) for k in range(8)))
    run_harvest(fresh_context())
    root = resolve_paths().store_dir
    old, requests = _dump(root), stored_requests()
    assert len(requests) == 6 * 8
    _deltas(monkeypatch, True)
    assert _dump(root) == old
    with open(claude_log(isolated_home, _sid(0)), "a") as fh:
        fh.write(_line(0, 30, "after the upgrade"))
    run_harvest(fresh_context())
    assert (root / f"{PAGE}.delta.json").exists()
    assert sorted(stored_requests()) == sorted([*requests, "after the upgrade"])


def _large(store: Store, docs: int = 40) -> None:
    with store.collection(PAGE).write() as table:
        table.insert_multiple({"key": f"k{i}", "n": 0, "text": "x" * 300} for i in range(docs))


def test_a_delta_left_by_a_killed_fold_is_ignored_and_replaced(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _deltas(monkeypatch, True)
    root = tmp_path / "store"
    store = Store(root).open()
    _large(store)
    col = store.collection(PAGE)
    with col.write() as table:
        table.update({"n": 1}, doc_ids=[3])
    left = col.delta_path.read_bytes()  # the delta as it was when the fold was killed
    with col.write() as table:  # a removal folds the delta into the page
        table.update({"n": 2}, doc_ids=[3])
        table.remove(doc_ids=[5])
    assert not col.delta_path.exists()
    col.delta_path.write_bytes(left)

    fresh = Store(root).open().collection(PAGE)
    docs = {d.doc_id: d["n"] for d in fresh.all()}
    assert docs[3] == 2 and 5 not in docs and len(docs) == 39
    with fresh.write() as table:
        table.update({"n": 3}, doc_ids=[7])
    again = Store(root).open().collection(PAGE)
    assert {d.doc_id: d["n"] for d in again.all()} == {**docs, 7: 3}
    assert json.loads(again.delta_path.read_bytes())[PAGE].keys() == {"7"}


@pytest.mark.parametrize(("which", "damage"), [
    (PAGE, "truncated"), (PAGE, "no base"), (PAGE, "empty"),
    ("harvest_cursors", "truncated")])
def test_a_damaged_delta_is_named_and_repair_brings_back_what_it_held(
        isolated_home: Path, monkeypatch: pytest.MonkeyPatch, which: str, damage: str) -> None:
    _deltas(monkeypatch, True)
    for n in range(6):
        claude_log(isolated_home, _sid(n)).write_text("".join(_line(n, k) for k in range(8)))
    run_harvest(fresh_context())
    for k in (40, 41):
        with open(claude_log(isolated_home, _sid(2)), "a") as fh:
            fh.write(_line(2, k, f"appended {k}"))
        run_harvest(fresh_context())
    expected = sorted(stored_requests())
    root = resolve_paths().store_dir
    delta = root / f"{which}.delta.json"
    good = delta.read_bytes()
    # Cut inside its first record, which is written whole with the file (a later one cut
    # short is an append that never finished: `test_store_turn_writes`).
    delta.write_bytes({"truncated": good[: good.find(b"\n") // 2], "empty": b"",
                       "no base": json.dumps({which: {}}).encode()}[damage])

    with pytest.raises(StoreCorruptError) as err:
        Store(root).open().collection(which).all()
    assert str(delta) in str(err.value) and "store repair" in str(err.value)
    store = Store(root).open()
    actions = store.repair()
    assert any(f"{which}.delta: moved to" in a for a in actions)
    rewound = rewind_after_repair(store, store.repaired)
    assert which != PAGE or any("read again" in a for a in rewound)
    report = run_harvest(fresh_context()).harnesses["claude-code"]
    assert sorted(stored_requests()) == expected
    assert report.requests == len(expected)
    assert run_harvest(fresh_context()).harnesses["claude-code"].new_requests == 0


WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from skillsleep import storedelta
    from skillsleep.store import Store

    storedelta.DELTA_MIN_BYTES = 0
    root, tag, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    col = Store(root).open().collection("sessions-2026-11")
    for i in range(count):
        with col.write() as table:
            # Mostly one document changed (a delta), at times many (a fold), at times a new one.
            ids = [d.doc_id for d in table.all()]
            if i % 7 == 6:
                table.update({"by": tag, "n": i}, doc_ids=ids[: len(ids) // 2 + 1])
            elif i % 5 == 4:  # as `_inserts` says
                table.insert({"key": f"{tag}-{i}", "by": tag, "n": i, "text": "y" * 300})
            else:
                table.update({"by": tag, "n": i}, doc_ids=[ids[i % len(ids)]])
        print(f"{tag}:{i}", flush=True)  # acknowledged: committed before this line
    """
)


def _inserts(i: int) -> bool:
    """Whether the WRITER's write `i` adds a document."""
    return i % 7 != 6 and i % 5 == 4


def _state(root: Path) -> dict[str, Any]:
    return {d["key"]: (d.get("by"), d["n"]) for d in
            Store(root).open().collection(PAGE).all()}


def test_kills_at_random_moments_lose_no_acknowledged_write(tmp_path: Path) -> None:
    root = tmp_path / "store"
    _large(Store(root).open())
    rng = random.Random(7)
    checked = 0
    for run in range(8):
        acknowledged = acknowledged_before_kill(WRITER, str(root), f"r{run}", "100000",
                                                after=0.3 + rng.random() * 0.4)
        if not acknowledged:  # killed while it started
            continue
        checked += 1
        last = int(acknowledged[-1].split(":")[1])
        state = _state(root)
        # The last acknowledged write is there (a later one, never acknowledged, may be too).
        assert any(by == f"r{run}" and n >= last for by, n in state.values())
        assert all(f"r{run}-{i}" in state for i in range(last + 1) if _inserts(i))
    assert checked >= 4


READER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from skillsleep.store import Store

    root, seconds = Path(sys.argv[1]), float(sys.argv[2])
    store = Store(root).open()
    col = store.collection("sessions-2026-11")
    seen, reads, end = {}, 0, time.monotonic() + seconds
    while time.monotonic() < end:
        docs = col.all()
        for d in docs:
            if d.get("by") == "w0":
                # One writer's numbers only grow: a read never goes back to an older state.
                assert d["n"] >= seen.get(d["key"], -1), (d, seen.get(d["key"]))
                seen[d["key"]] = d["n"]
        reads += 1
    print(reads)
    """
)


def test_writers_and_readers_at_once_lose_nothing_and_never_read_backwards(
        tmp_path: Path) -> None:
    root = tmp_path / "store"
    _large(Store(root).open())
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(root), f"w{i}", "150"],
                                stdout=subprocess.PIPE, text=True) for i in range(2)]
    reader = subprocess.Popen([sys.executable, "-c", READER, str(root), "4"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    for w in writers:
        w.communicate(timeout=600)
        assert w.returncode == 0
    out, err = reader.communicate(timeout=600)
    assert reader.returncode == 0, err
    assert int(out) > 10
    state = _state(root)
    assert len(state) == 40 + 2 * len([i for i in range(150) if _inserts(i)])
    assert {by for by, _ in state.values()} >= {"w0", "w1"}


def test_a_daemon_and_a_command_harvesting_at_once_lose_nothing(
        isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The daemon's harvest (a thread here, writing deltas) and the `harvest` command (another
    process, with the shipped threshold) race after each new turn: every request is stored
    once, whichever wrote the page or its delta last."""
    import threading

    _deltas(monkeypatch, True)
    logs = [claude_log(isolated_home, _sid(n)) for n in range(6)]
    for n, log in enumerate(logs):
        log.write_text("".join(_line(n, k) for k in range(8)))
    run_harvest(fresh_context())
    for k in range(50, 54):
        for n in (1, 4):
            with open(logs[n], "a") as fh:
                fh.write(_line(n, k, f"turn {n}.{k}"))
        command = subprocess.Popen([sys.executable, "-m", "skillsleep.cli", "harvest", "--json"],
                                   stdout=subprocess.PIPE, text=True)
        daemon = threading.Thread(target=run_harvest, args=(fresh_context(),))
        daemon.start()
        command.communicate(timeout=120)
        daemon.join(timeout=120)
        assert command.returncode == 0
    requests = stored_requests()
    assert len(requests) == len(set(requests)) == 6 * 8 + 2 * 4
    assert {f"turn {n}.{k}" for n in (1, 4) for k in range(50, 54)} <= set(requests)
    assert run_harvest(fresh_context()).harnesses["claude-code"].requests == 6 * 8 + 2 * 4


def _records(delta: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in delta.read_bytes().splitlines()]


def test_a_delta_takes_appends_until_it_weighs_half_its_file_then_is_written_anew(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each write appends the documents it changed; once the delta would weigh half its file,
    it is written anew with each document once, and the file is left as it is."""
    _deltas(monkeypatch, True)
    root = tmp_path / "store"
    store = Store(root).open()
    _large(store, docs=40)
    col = store.collection(PAGE)
    page, half = col.path.stat().st_ino, col.path.stat().st_size // 2
    deltas, sizes = set(), []
    for n in range(40):  # two documents changed in turn
        with col.write() as table:
            table.update({"n": n + 1}, doc_ids=[1 + n % 2])
        deltas.add(col.delta_path.stat().st_ino)
        sizes.append(col.delta_path.stat().st_size)
    assert col.path.stat().st_ino == page
    assert max(sizes) <= half
    assert 2 <= len(deltas) <= 6  # written anew a few times, appended to otherwise
    assert len(_records(col.delta_path)) > 1
    assert {d.doc_id: d["n"] for d in Store(root).open().collection(PAGE).all()} == {
        **dict.fromkeys(range(1, 41), 0), 1: 39, 2: 40}


def test_documents_left_in_a_delta_by_earlier_writes_are_folded_once_they_weigh(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Written anew, a delta holds every document that differs from its file: many left there
    by earlier writes are folded into the file instead, once."""
    _deltas(monkeypatch, True)
    root = tmp_path / "store"
    store = Store(root).open()
    _large(store, docs=40)
    col = store.collection(PAGE)
    page = col.path.stat().st_ino
    with col.write() as table:  # a quarter of the documents, at once: a delta
        table.update({"n": 9}, doc_ids=list(range(3, 13)))
    assert col.path.stat().st_ino == page
    assert _records(col.delta_path)[0][PAGE].keys() == {str(i) for i in range(3, 13)}
    folded = None
    for n in range(13, 41):  # one more at a time, appended until the delta weighs half
        with col.write() as table:
            table.update({"n": 10}, doc_ids=[n])
        if col.path.stat().st_ino != page:
            folded = n
            break
        assert _records(col.delta_path)[-1] == {PAGE: {str(n): {"key": f"k{n - 1}", "n": 10,
                                                                 "text": "x" * 300}}}
    assert folded is not None and folded > 14 and not col.delta_path.exists()
    assert {d.doc_id: d["n"] for d in Store(root).open().collection(PAGE).all()} == {
        **dict.fromkeys(range(1, 41), 0), **dict.fromkeys(range(3, 13), 9),
        **dict.fromkeys(range(13, folded + 1), 10)}


def test_a_small_file_takes_appends_while_its_delta_weighs_half_the_least_room(
        tmp_path: Path) -> None:
    """The harvest's record, under a kilobyte and written at every harvest, is appended to
    rather than written anew each time; its delta never weighs more than half of
    DELTA_MIN_BYTES."""
    root = tmp_path / "store"
    col = Store(root).open().collection("harvest_runs")
    with col.write() as table:
        table.insert_multiple({"harness": h, "time": "", "requests": 0} for h in "abc")
    file, deltas = col.path.stat().st_ino, set()
    for n in range(200):
        with col.write() as table:
            table.update({"time": f"t{n}", "requests": n}, doc_ids=[1 + n % 3])
        deltas.add(col.delta_path.stat().st_ino)
        assert col.delta_path.stat().st_size <= storedelta.DELTA_MIN_BYTES // 2
    assert col.path.stat().st_ino == file
    assert len(deltas) <= 200 // 50
    assert {d["harness"]: d["requests"] for d in Store(root).open().collection(
        "harvest_runs").all()} == {"a": 198, "b": 199, "c": 197}
