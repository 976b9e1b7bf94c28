from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from skillsleep import store as store_mod
from skillsleep.errors import StoreCorruptError, StoreError
from skillsleep.paths import resolve_paths
from skillsleep.store import Store

from helpers.cli import run_cli
from helpers.kills import acknowledged_before_kill

WRITER = textwrap.dedent(
    """
    import sys
    from skillsleep.store import Store

    root, tag, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    store = Store(__import__("pathlib").Path(root)).open()
    col = store.collection("tasks")
    for i in range(count):
        with col.write() as table:
            table.insert({"writer": tag, "n": i, "text": "x" * 200})
        # Acknowledged: the write is committed before this line is printed.
        print(f"{tag}:{i}", flush=True)
    """
)


def test_insert_read_update_round_trip(tmp_path: Path) -> None:
    store = Store(tmp_path / "store").open()
    col = store.collection("tasks")
    with col.write() as table:
        table.insert_multiple({"n": i} for i in range(5))
    with col.write() as table:
        table.update({"done": True}, doc_ids=[1])
    docs = sorted(col.all(), key=lambda d: d.doc_id)
    assert [d["n"] for d in docs] == [0, 1, 2, 3, 4]
    assert docs[0]["done"] is True
    assert Store(tmp_path / "store").open().collection("tasks").get(1)["done"] is True


def test_a_failing_transaction_writes_nothing(tmp_path: Path) -> None:
    col = Store(tmp_path / "store").open().collection("tasks")
    with col.write() as table:
        table.insert({"n": 1})
    before = col.path.read_bytes()
    with pytest.raises(RuntimeError), col.write() as table:
        table.insert({"n": 2})
        table.update({"n": 99}, doc_ids=[1])
        raise RuntimeError("boom")
    assert col.path.read_bytes() == before
    assert [d["n"] for d in col.all()] == [1]


def test_twenty_kills_at_random_moments_lose_no_acknowledged_write(tmp_path: Path) -> None:
    root = tmp_path / "store"
    Store(root).open()
    acknowledged: set[str] = set()
    rng = random.Random(1234)
    for run in range(20):
        acknowledged.update(acknowledged_before_kill(WRITER, str(root), f"r{run}", "100000",
                                                     after=0.15 + rng.random() * 0.5))
        # After every kill the store loads, and every acknowledged write is there.
        docs = Store(root).open().collection("tasks").all()
        present = {f"{d['writer']}:{d['n']}" for d in docs}
        assert acknowledged <= present
    assert len(acknowledged) > 20


def test_four_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    root = tmp_path / "store"
    Store(root).open()
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(root), f"w{i}", "200"],
                              stdout=subprocess.PIPE, text=True) for i in range(4)]
    for p in procs:
        p.communicate(timeout=600)
        assert p.returncode == 0
    docs = Store(root).open().collection("tasks").all()
    assert len(docs) == 800
    assert {(d["writer"], d["n"]) for d in docs} == {(f"w{i}", n) for i in range(4)
                                                      for n in range(200)}
    assert len({d.doc_id for d in docs}) == 800


@pytest.mark.parametrize("damage", ["truncated", "garbage", "empty", "not-tables"])
def test_a_damaged_store_file_gives_a_clear_error_and_is_kept(tmp_path: Path, damage: str) -> None:
    root = tmp_path / "store"
    col = Store(root).open().collection("tasks")
    with col.write() as table:
        table.insert_multiple({"n": i, "text": "some words"} for i in range(50))
    with col.write() as table:
        table.insert({"n": 50})
    good = col.path.read_bytes()
    bad = {"truncated": good[: len(good) // 2], "garbage": os.urandom(300), "empty": b"",
           "not-tables": b"[1, 2, 3]"}[damage]
    col.path.write_bytes(bad)

    fresh = Store(root).open().collection("tasks")
    with pytest.raises(StoreCorruptError) as err:
        fresh.all()
    assert str(col.path) in str(err.value) and "store repair" in str(err.value)
    with pytest.raises(StoreCorruptError), fresh.write() as table:
        table.insert({"n": 999})
    # The damaged file is neither replaced nor emptied, and a copy is kept aside.
    assert col.path.read_bytes() == bad
    assert any(p.read_bytes() == bad for p in root.glob("tasks.json.corrupt-*"))

    actions = Store(root).repair()
    assert actions and "restored" in actions[0]
    restored = Store(root).open().collection("tasks").all()
    assert len(restored) == 50  # the version before the last write


def test_repair_without_a_good_version_moves_the_file_aside(tmp_path: Path) -> None:
    root = tmp_path / "store"
    Store(root).open()
    (root / "tasks.json").write_bytes(b"{not json")
    actions = Store(root).repair()
    assert "moved" in actions[0]
    assert list(root.glob("tasks.json.damaged-*"))
    assert Store(root).open().collection("tasks").all() == []


def test_schema_versions_migrate_and_a_newer_store_is_refused(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    root = tmp_path / "store"
    col = Store(root).open().collection("tasks")
    with col.write() as table:
        table.insert({"n": 1})

    def add_field(store: Store) -> None:
        with store.collection("tasks").write() as table:
            table.update({"migrated": True})

    monkeypatch.setattr(store_mod, "SCHEMA_VERSION", 2)
    monkeypatch.setitem(store_mod.MIGRATIONS, 1, add_field)
    migrated = Store(root).open()
    assert migrated.schema_version == 2
    assert migrated.collection("tasks").all()[0]["migrated"] is True
    assert list(tmp_path.glob("store-backup-schema1-*"))

    monkeypatch.setattr(store_mod, "SCHEMA_VERSION", 1)
    with pytest.raises(StoreError, match="newer skillopt-sleep"):
        Store(root).open()


def test_cli_reports_a_damaged_store_without_a_traceback() -> None:
    run_cli("status")
    root = resolve_paths().store_dir
    (root / "tasks.json").write_text("{\"tasks\": {\"1\": ")
    info = run_cli("store", "info", "--json")
    assert "damaged" in json.loads(info.stdout)["collections"]["tasks"]["error"]
    repaired = run_cli("store", "repair")
    assert "tasks" in repaired.stdout
    assert "Traceback" not in repaired.stderr


def test_repair_brings_back_what_the_restored_sessions_lack_and_doubles_nothing(
        isolated_home: Path) -> None:
    """A real harvest, a second one after the log grew, then the month's sessions file is cut
    short on disk: `store repair` restores its previous version (or, when it has none, its
    turns went to its delta, moves it aside) and the harvest positions with it, so the next
    harvest reads back what the damaged version held."""
    from helpers.daemon import claude_log, claude_user_line, stored_requests

    sid = "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f"
    log = claude_log(isolated_home, sid)
    log.write_text(claude_user_line(sid, "first request", "/work/demo", 1)
                   + claude_user_line(sid, "second request", "/work/demo", 2))
    run_cli("harvest")
    with open(log, "a") as fh:
        fh.write(claude_user_line(sid, "third request", "/work/demo", 3))
    run_cli("harvest")
    assert sorted(stored_requests()) == ["first request", "second request", "third request"]
    root = resolve_paths().store_dir
    [month] = (p for p in root.glob("sessions-*.json") if not p.name.endswith(".delta.json"))
    good = month.read_bytes()
    month.write_bytes(good[: len(good) // 2])  # a disk that lost the end of the file

    info = json.loads(run_cli("store", "info", "--json").stdout)
    assert "damaged" in info["collections"][month.stem]["error"]
    repaired = run_cli("store", "repair").stdout
    assert f"{month.stem}: " in repaired and "read again" in repaired
    report = json.loads(run_cli("harvest", "--json").stdout)["harnesses"]["claude-code"]
    assert sorted(stored_requests()) == ["first request", "second request", "third request"]
    assert (report["sessions"], report["requests"]) == (1, 3)
    again = json.loads(run_cli("harvest", "--json").stdout)["harnesses"]["claude-code"]
    assert (again["new_requests"], again["requests"]) == (0, 3)
    assert sorted(stored_requests()) == ["first request", "second request", "third request"]


REPLACER = textwrap.dedent(
    """
    import os, sys
    from pathlib import Path
    from skillsleep import store as store_mod

    root, crash_at = Path(sys.argv[1]), sys.argv[2]
    if crash_at == "before-commit":  # every new file is written aside; no journal yet
        store_mod.atomic_write_bytes = lambda *a, **k: os._exit(9)
    else:  # the journal is written and one collection renamed into place: then killed
        real = store_mod.Collection._install_staged
        def install_then_die(self, data):
            real(self, data)
            os._exit(9)
        store_mod.Collection._install_staged = install_then_die
    store = store_mod.Store(root).open()
    store.replace_together({"alpha": [{"v": "new"}] * 3, "beta": [{"v": "new"}],
                            "gamma": [{"v": "new"}, {"v": "new"}]})
    """
)


def _values(store: Store) -> dict[str, list[str]]:
    return {n: [d["v"] for d in store.collection(n).all()] for n in ("alpha", "beta", "gamma")}


@pytest.mark.parametrize("crash_at", ["before-commit", "after-first-rename"])
def test_collections_replaced_together_are_all_old_or_all_new_after_a_kill(
        tmp_path: Path, crash_at: str) -> None:
    root = tmp_path / "store"
    store = Store(root).open()
    assert store.replace_together({n: [{"v": "old"}] for n in ("alpha", "beta", "gamma")}) \
        == ["alpha", "beta", "gamma"]
    assert store.replace_together({n: [{"v": "old"}] for n in ("alpha", "beta", "gamma")}) == []
    proc = subprocess.run([sys.executable, "-c", REPLACER, str(root), crash_at],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 9, proc.stderr
    if crash_at == "after-first-rename":
        assert (root / store_mod.JOURNAL_FILE).exists()
        # A reader that does not open the store sees the renames half done; opening it (any
        # command does) finishes them.
        assert _values(Store(root))["alpha"] == ["new"] * 3
        assert _values(Store(root))["beta"] == ["old"]
    after = Store(root).open()
    expected = ({"alpha": ["new"] * 3, "beta": ["new"], "gamma": ["new"] * 2}
                if crash_at == "after-first-rename"
                else {n: ["old"] for n in ("alpha", "beta", "gamma")})
    assert _values(after) == expected
    assert not (root / store_mod.JOURNAL_FILE).exists()
    assert after.collection_names() == ["alpha", "beta", "gamma"]
    # Nothing staged is left behind once the next write over them has run.
    after.replace_together({n: [{"v": "last"}] for n in ("alpha", "beta", "gamma")})
    assert not list(root.glob(".*.next")) and not list(root.glob(".*.tmp"))
    assert _values(Store(root).open()) == {n: ["last"] for n in ("alpha", "beta", "gamma")}


def test_a_damaged_journal_leaves_the_collections_as_they_are(tmp_path: Path) -> None:
    store = Store(tmp_path / "store").open()
    store.replace_together({"alpha": [{"v": "old"}]})
    (store.root / store_mod.JOURNAL_FILE).write_text('["alpha", ')
    reopened = Store(store.root).open()
    assert [d["v"] for d in reopened.collection("alpha").all()] == ["old"]
    reopened.replace_together({"alpha": [{"v": "new"}]})
    assert not (store.root / store_mod.JOURNAL_FILE).exists()


ONE_REPLACER = textwrap.dedent(
    """
    import os, sys
    from pathlib import Path
    from skillsleep import store as store_mod

    root = Path(sys.argv[1])
    real = os.replace
    def die_before_rename(src, dst):
        if str(dst).endswith("beta.json"):
            os._exit(9)
        real(src, dst)
    store_mod.os.replace = die_before_rename
    store = store_mod.Store(root).open()
    store.replace_together({"alpha": [{"v": "old"}], "beta": [{"v": "new"}],
                            "gamma": [{"v": "old"}]})
    """
)


def test_one_changed_collection_of_several_is_replaced_alone(tmp_path: Path) -> None:
    """Only `beta` changed: its file is replaced as any single write is (no journal), the
    others are not touched, and a kill before its rename leaves it old."""
    root = tmp_path / "store"
    store = Store(root).open()
    store.replace_together({n: [{"v": "old"}] for n in ("alpha", "beta", "gamma")})
    untouched = {n: (root / f"{n}.json").stat().st_ino for n in ("alpha", "gamma")}
    proc = subprocess.run([sys.executable, "-c", ONE_REPLACER, str(root)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 9, proc.stderr
    assert not (root / store_mod.JOURNAL_FILE).exists()
    assert _values(Store(root).open()) == {n: ["old"] for n in ("alpha", "beta", "gamma")}
    # The file written aside is dropped by the next write over it.
    assert store.replace_together({"alpha": [{"v": "old"}], "beta": [{"v": "new"}],
                                   "gamma": [{"v": "old"}]}) == ["beta"]
    assert not (root / store_mod.JOURNAL_FILE).exists()
    assert _values(Store(root).open()) == {"alpha": ["old"], "beta": ["new"], "gamma": ["old"]}
    assert {n: (root / f"{n}.json").stat().st_ino for n in ("alpha", "gamma")} == untouched
    assert [d["v"] for d in Store(root).collection("beta").all()] == ["new"]
    assert (root / "beta.json.prev").exists()  # the last good version, for `store repair`
    assert not list(root.glob(".*.tmp")) and not list(root.glob(".*.next"))
