"""A collection split into parts by session: read as one, written part by part.

Real TinyDB files in a temporary store; the bad inputs a store meets: a store written in one
file by an earlier version, a part or the list of parts damaged, a write killed after its
commit point, two processes writing at once.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from skillsleep import store as store_mod
from skillsleep.errors import StoreCorruptError
from skillsleep.store import Parts, Store

PARTS = Parts(by=("harness", "session_id"), identity="id")


def _task(session: str, n: int, **extra: Any) -> dict[str, Any]:
    return {"id": f"{session}-{n}", "harness": "claude-code", "session_id": session,
            "request": f"request {n} of {session}", **extra}


def _history(sessions: int = 12, each: int = 3) -> list[dict[str, Any]]:
    return [_task(f"s{s}", n) for s in range(sessions) for n in range(each)]


def _read(store: Store) -> list[dict[str, Any]]:
    return [dict(d) for d in store.collection("tasks").all()]


def _versions(store: Store) -> dict[str, Any]:
    return {p.name: store_mod.file_version(p) for p in sorted(store.root.glob("tasks*.json"))}


def test_split_documents_read_as_one_in_their_order_and_only_a_changed_part_is_written(
        tmp_path: Path) -> None:
    store = Store(tmp_path / "store").open()
    docs = _history()
    written = store.replace_together({"tasks": docs, "families": [{"f": 1}]},
                                     parts={"tasks": PARTS})
    assert "tasks" in written and "families" in written
    assert any(name.startswith("tasks.part") for name in written)
    assert _read(store) == docs
    assert len(store.collection("tasks")) == len(docs)
    before = _versions(store)

    # One session grows, and (as mining does) its tasks come last.
    grown = [d for d in docs if d["session_id"] != "s3"] + \
        [d for d in docs if d["session_id"] == "s3"] + [_task("s3", 3)]
    written = store.replace_together({"tasks": grown, "families": [{"f": 1}]})
    part = f"tasks.part{PARTS.of(_task('s3', 0)):02d}"
    assert written == [part]
    after = _versions(store)
    assert {n for n in after if after[n] != before.get(n)} == {f"{part}.json"}
    assert _read(store) == grown
    # A new process reads the same, in the same order.
    assert _read(Store(tmp_path / "store").open()) == grown
    assert store.replace_together({"tasks": grown}) == []


def test_a_store_written_in_one_file_opens_as_it_is_and_is_split_by_its_next_write(
        tmp_path: Path) -> None:
    root = tmp_path / "store"
    docs = _history(4)
    with Store(root).open().collection("tasks").write() as table:
        table.insert_multiple(docs)
    old = Store(root).open()
    assert _read(old) == docs and old.collection("tasks").parts() is None
    assert not list(root.glob("tasks.part*.json"))

    old.replace_together({"tasks": docs}, parts={"tasks": PARTS})
    assert old.collection("tasks").parts() == PARTS
    assert list(root.glob("tasks.part*.json"))
    assert json.loads((root / "tasks.json").read_text())["tasks"] == {}
    reopened = Store(root).open()
    assert _read(reopened) == docs
    # A write through the collection's own transaction keeps it split.
    with reopened.collection("tasks").write() as table:
        table.insert(_task("s9", 0))
    assert _read(Store(root).open()) == [*docs, _task("s9", 0)]
    assert json.loads((root / "tasks.json").read_text())["tasks"] == {}


@pytest.mark.parametrize("damage", ["truncated", "not json", "empty"])
def test_a_damaged_part_is_named_kept_and_nothing_is_written_over_it(
        tmp_path: Path, damage: str) -> None:
    store = Store(tmp_path / "store").open()
    docs = _history()
    store.replace_together({"tasks": docs}, parts={"tasks": PARTS})
    store.replace_together({"tasks": [*docs, _task("s0", 9)]})  # keeps a good previous version
    part = store.root / f"tasks.part{PARTS.of(_task('s0', 0)):02d}.json"
    raw = part.read_bytes()
    part.write_bytes({"truncated": raw[: len(raw) // 2], "not json": b"\x00garbage",
                      "empty": b""}[damage])
    damaged = part.read_bytes()
    fresh = Store(tmp_path / "store").open()
    with pytest.raises(StoreCorruptError) as caught:
        fresh.collection("tasks").all()
    assert part.name in str(caught.value) and "store repair" in str(caught.value)
    with pytest.raises(StoreCorruptError):
        fresh.replace_together({"tasks": docs})
    assert part.read_bytes() == damaged
    assert list(part.parent.glob(f"{part.name}.corrupt-*"))

    repairer = Store(tmp_path / "store")
    actions = repairer.repair()
    assert repairer.repaired == ["tasks"]
    assert any(part.name[: -len(".json")] in a for a in actions)
    assert _read(Store(tmp_path / "store").open()) == docs


def test_a_damaged_list_of_parts_gives_a_clear_error(tmp_path: Path) -> None:
    store = Store(tmp_path / "store").open()
    store.replace_together({"tasks": _history()}, parts={"tasks": PARTS})
    (store.root / "tasks.json").write_text(json.dumps({"_parts": {"1": {"by": 3}},
                                                       "tasks": {}}))
    with pytest.raises(StoreCorruptError) as caught:
        Store(tmp_path / "store").open().collection("tasks").all()
    assert "tasks.json" in str(caught.value) and "parts" in str(caught.value)


def test_parts_replaced_together_are_all_old_or_all_new_after_a_kill(tmp_path: Path) -> None:
    root = tmp_path / "store"
    store = Store(root).open()
    docs = _history()
    store.replace_together({"tasks": docs, "families": [{"v": "old"}]}, parts={"tasks": PARTS})
    new = [{**d, "outcome": "success"} for d in docs]
    script = textwrap.dedent(f"""
        import os, sys
        from pathlib import Path
        from skillsleep import store as store_mod
        from skillsleep.store import Parts, Store
        real = store_mod.Collection._install_staged
        done = []
        def install_then_die(self, data):
            real(self, data)
            done.append(self.name)
            if len(done) == 3:
                os._exit(9)  # killed after the commit point, some files renamed
        store_mod.Collection._install_staged = install_then_die
        store = Store(Path({str(root)!r})).open()
        store.replace_together({{"tasks": {new!r}, "families": [{{"v": "new"}}]}})
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=False)
    assert out.returncode == 9, out.stderr
    assert (root / store_mod.JOURNAL_FILE).exists()
    reopened = Store(root).open()
    assert _read(reopened) == new
    assert [dict(d) for d in reopened.collection("families").all()] == [{"v": "new"}]
    assert not (root / store_mod.JOURNAL_FILE).exists()


WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from skillsleep.store import Store

    root, tag, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    store = Store(Path(root)).open()
    col = store.collection("tasks")
    for i in range(count):
        with col.write() as table:
            table.insert({"id": f"{tag}-{i}", "harness": "codex", "session_id": tag})
    """
)


def test_two_processes_writing_a_split_collection_at_once_lose_nothing(tmp_path: Path) -> None:
    root = tmp_path / "store"
    Store(root).open().replace_together({"tasks": _history(2)}, parts={"tasks": PARTS})
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(root), tag, "25"])
             for tag in ("daemon", "cli")]
    for p in procs:
        assert p.wait(timeout=120) == 0
    ids = [d["id"] for d in _read(Store(root).open())]
    assert len(ids) == len(set(ids)) == 6 + 50
    for tag in ("daemon", "cli"):
        assert [i for i in ids if i.startswith(tag)] == [f"{tag}-{i}" for i in range(25)]
