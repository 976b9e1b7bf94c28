"""Store writes made in one batch: staged together, renamed at its end, group by group.

Real TinyDB files in a temporary store; the bad inputs a batch meets: a block that raises after
some writes, a process killed between two groups of renames, another process writing the same
collection meanwhile, a collection written twice in one batch.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

from skillsleep import store as store_mod
from skillsleep.store import Parts, Store

PARTS = Parts(by=("key",), identity="key", count=4)


def _docs(store: Store, name: str) -> list[dict[str, Any]]:
    return [dict(d) for d in store.collection(name).all()]


def _versions(root: Path) -> dict[str, Any]:
    return {p.name: store_mod.file_version(p) for p in sorted(root.glob("*.json"))}


def test_writes_in_a_batch_are_read_back_at_once_and_on_disk_only_at_its_end(
        tmp_path: Path) -> None:
    root = tmp_path / "store"
    store = Store(root).open()
    with store.collection("sessions").write(PARTS) as table:
        table.insert_multiple([{"key": "a", "v": 1}, {"key": "b", "v": 1}])
    before = _versions(root)
    other = Store(root).open()  # another process's view of the same folder
    with store.batch() as batch:
        with store.collection("sessions").write(PARTS) as table:
            table.update({"v": 2}, doc_ids=[1])  # one part changes: staged
        batch.barrier()
        with store.collection("positions").write() as table:
            table.insert({"path": "/log", "offset": 10})
        # This process reads what it wrote; the disk and other processes, the old state.
        assert _docs(store, "sessions") == [{"key": "a", "v": 2}, {"key": "b", "v": 1}]
        assert "positions" in store.collection_names()
        assert _versions(root) == before
        assert _docs(other, "sessions") == [{"key": "a", "v": 1}, {"key": "b", "v": 1}]
    assert _docs(Store(root).open(), "sessions") == [{"key": "a", "v": 2}, {"key": "b", "v": 1}]
    assert _docs(Store(root).open(), "positions") == [{"path": "/log", "offset": 10}]
    assert not list(root.glob(".*.tmp"))


def test_a_block_that_raises_keeps_the_writes_it_finished(tmp_path: Path) -> None:
    root = tmp_path / "store"
    store = Store(root).open()
    try:
        with store.batch():
            with store.collection("runs").write() as table:
                table.insert({"n": 1})
            with store.collection("positions").write() as table:
                table.insert({"n": 2})
                raise RuntimeError("the disk said no")
    except RuntimeError:
        pass
    # As without a batch: the finished write is in place, the one whose block raised is not.
    assert _docs(Store(root).open(), "runs") == [{"n": 1}]
    assert not (root / "positions.json").exists()
    assert not list(root.glob(".*.tmp"))
    with store.collection("positions").write() as table:  # its locks were let go
        table.insert({"n": 3})
    assert _docs(Store(root).open(), "positions") == [{"n": 3}]


def test_a_collection_written_twice_in_a_batch_keeps_the_last_write(tmp_path: Path) -> None:
    root = tmp_path / "store"
    store = Store(root).open()
    with store.batch():
        for n in range(3):
            with store.collection("runs").write() as table:
                table.insert({"n": n})
    assert _docs(Store(root).open(), "runs") == [{"n": 0}, {"n": 1}, {"n": 2}]
    assert not list(root.glob(".*.tmp"))


def test_a_kill_between_two_groups_leaves_the_first_new_and_the_second_old(
        tmp_path: Path) -> None:
    root = tmp_path / "store"
    store = Store(root).open()
    with store.collection("sessions").write() as table:
        table.insert({"key": "a", "turns": 1})
    with store.collection("positions").write() as table:
        table.insert({"path": "/log", "offset": 1})
    script = textwrap.dedent(f"""
        import os
        from pathlib import Path
        from skillsleep import store as store_mod
        from skillsleep.store import Store
        real = store_mod.Collection._installed
        def installed_then_die(self, data):
            real(self, data)
            if self.name == "sessions":
                os._exit(9)  # killed after the first group's rename
        store_mod.Collection._installed = installed_then_die
        store = Store(Path({str(root)!r})).open()
        with store.batch() as batch:
            with store.collection("positions").write() as table:
                table.update({{"offset": 5}})
            with store.collection("sessions").write() as table:
                table.update({{"turns": 2}})
            batch.barrier()
            with store.collection("positions").write() as table:
                table.update({{"offset": 2}})
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=False)
    assert out.returncode == 9, out.stderr
    # The later write of a collection goes in the later group: the positions' rename waited.
    reopened = Store(root).open()
    assert _docs(reopened, "sessions") == [{"key": "a", "turns": 2}]
    assert _docs(reopened, "positions") == [{"path": "/log", "offset": 1}]


def test_a_store_written_in_one_file_is_split_when_a_batch_first_writes_it(
        tmp_path: Path) -> None:
    root = tmp_path / "store"
    store = Store(root).open()
    with store.collection("sessions").write() as table:
        table.insert_multiple({"key": f"k{n}", "n": n} for n in range(10))
    with store.batch():
        with store.collection("runs").write() as table:
            table.insert({"n": 1})
        with store.collection("sessions").write(PARTS) as table:
            table.update({"n": 99}, doc_ids=[3])
    reopened = Store(root).open()
    assert reopened.collection("sessions").parts() == PARTS
    assert [d.doc_id for d in reopened.collection("sessions").all()] == list(range(1, 11))
    assert _docs(reopened, "sessions")[2] == {"key": "k2", "n": 99}
    assert _docs(reopened, "runs") == [{"n": 1}]
    assert not (root / store_mod.JOURNAL_FILE).exists()


WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from skillsleep.store import Parts, Store

    root, tag, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    store = Store(Path(root)).open()
    parts = Parts(by=("key",), identity="key", count=4)
    for i in range(count):
        with store.batch() as batch:
            with store.collection("sessions").write(parts) as table:
                table.insert({"key": f"{tag}-{i}"})
            batch.barrier()
            with store.collection("positions").write() as table:
                table.insert({"path": f"{tag}-{i}"})
    """
)


def test_two_processes_writing_in_batches_at_once_lose_nothing(tmp_path: Path) -> None:
    root = tmp_path / "store"
    Store(root).open()
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(root), tag, "15"])
             for tag in ("daemon", "cli")]
    for p in procs:
        assert p.wait(timeout=120) == 0
    store = Store(root).open()
    keys = [d["key"] for d in store.collection("sessions").all()]
    paths = [d["path"] for d in store.collection("positions").all()]
    for tag in ("daemon", "cli"):
        assert [k for k in keys if k.startswith(tag)] == [f"{tag}-{i}" for i in range(15)]
        assert [p for p in paths if p.startswith(tag)] == [f"{tag}-{i}" for i in range(15)]


def test_a_settled_batch_lets_other_writers_in_before_it_ends(tmp_path: Path) -> None:
    root = tmp_path / "store"
    store = Store(root).open()
    other = Store(root, lock_timeout=2.0).open()  # another process's view: its own lock files
    with store.batch() as batch:
        with store.collection("positions").write() as table:
            table.insert({"path": "/a"})
        batch.settle()  # renamed, and its locks let go
        assert _docs(other, "positions") == [{"path": "/a"}]
        with other.collection("positions").write() as table:
            table.insert({"path": "/b"})
        with store.collection("positions").write() as table:  # reads what the other wrote
            table.insert({"path": "/c"})
    assert _docs(Store(root).open(), "positions") == [{"path": "/a"}, {"path": "/b"},
                                                       {"path": "/c"}]


def test_a_process_forked_after_a_batch_writes_its_own_batches(tmp_path: Path) -> None:
    root = tmp_path / "store"
    store = Store(root).open()
    with store.batch(), store.collection("runs").write() as table:
        table.insert({"by": "parent"})  # the parent's writer threads are started
    pid = os.fork()
    if pid == 0:  # the child: none of its parent's threads
        code = 1
        try:
            child = Store(root).open()
            with child.batch(), child.collection("runs").write() as table:
                table.insert({"by": "child"})
            code = 0
        finally:
            os._exit(code)
    deadline = time.monotonic() + 60
    while (done := os.waitpid(pid, os.WNOHANG))[0] == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    if done[0] == 0:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        raise AssertionError("the forked process waited for writer threads it does not have")
    assert os.waitstatus_to_exitcode(done[1]) == 0
    assert _docs(Store(root).open(), "runs") == [{"by": "parent"}, {"by": "child"}]
