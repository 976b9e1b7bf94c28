"""Every lock the tool takes waits a bounded time for another process that holds it, then
says in one sentence what is running, which process it is, and what to do; nothing is written
meanwhile. The holder is a real second process holding the real lock file."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from skillsleep import hooks
from skillsleep.context import Context
from skillsleep.errors import LockBusy, StoreError, StoreLockTimeout, UserError
from skillsleep.harvest import runner
from skillsleep.hooks.record import RECORD_FILE
from skillsleep.locks import held, pid_file
from skillsleep.store import Store
from skillsleep.tasks import pipeline


@contextmanager
def held_elsewhere(path: Path, what: str = "A test job",
                   name_holder: bool = True) -> Iterator[subprocess.Popen[str]]:
    """Another process holding the lock `path` until the block ends."""
    holder = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import sys
        from pathlib import Path
        from skillsleep.locks import held
        with held(Path({str(path)!r}), what={what!r}, timeout=5,
                  name_holder={name_holder!r}):
            print("held", flush=True)
            sys.stdin.read()
    """)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        yield holder
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=30)


def test_a_busy_lock_names_its_holder_and_what_to_do(tmp_path: Path) -> None:
    lock = tmp_path / "state" / "job.lock"
    with held_elsewhere(lock) as holder:
        assert pid_file(lock).read_text() == str(holder.pid)
        with pytest.raises(LockBusy) as caught, held(lock, what="A test job", timeout=0.2):
            pytest.fail("the lock was taken while another process held it")
        assert str(caught.value) == (
            f"A test job has been running for more than 0.2 s (pid {holder.pid}); wait for it "
            f"to finish and retry, or stop that process if it is stuck.")
        with pytest.raises(LockBusy, match=rf"^A test job is already running \(pid {holder.pid}\); "
                                           r"see the log\.$"), \
                held(lock, what="A test job", timeout=0, advice="see the log"):
            pass
    # Released by its holder (and its pid file gone): taken at once.
    assert not pid_file(lock).exists()
    with held(lock, what="A test job", timeout=0):
        assert pid_file(lock).exists()


def test_a_lock_left_by_a_killed_process_is_free(tmp_path: Path) -> None:
    lock = tmp_path / "job.lock"
    with held_elsewhere(lock) as holder:
        holder.kill()  # kill -9: no release, the pid file stays behind
        holder.wait()
        with held(lock, what="A test job", timeout=5) as killed:
            assert pid_file(lock).read_text() == str(os.getpid())
            assert killed  # what it left half done is for the job to check
    with held(lock, what="A test job", timeout=5) as killed:
        assert not killed
    with held_elsewhere(lock):
        pass
    with held(lock, what="A test job", timeout=5) as killed:
        assert not killed  # released by its holder


def test_a_lock_left_by_a_killed_process_is_free_though_its_forked_worker_lives(
        tmp_path: Path) -> None:
    """A holder killed with -9 while its forked worker goes on (a process pool waiting for work
    that never comes): the worker's copy of the descriptor does not keep the lock."""
    lock = tmp_path / "job.lock"
    holder = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import os, signal, sys, time
        from pathlib import Path
        from skillsleep.locks import held
        with held(Path({str(lock)!r}), what="A test job", timeout=5):
            worker = os.fork()
            if worker == 0:
                time.sleep(60)
                os._exit(0)
            print(worker, flush=True)
            sys.stdin.read()
    """)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None
    worker = int(holder.stdout.readline())
    try:
        holder.kill()
        holder.wait()
        with held(lock, what="A test job", timeout=5):
            pass
    finally:
        os.kill(worker, 9)


def test_a_store_write_waits_then_fails_and_writes_nothing(tmp_path: Path) -> None:
    store = Store(tmp_path / "store", lock_timeout=0.3).open()
    with store.collection("tasks").write() as table:
        table.insert({"id": "t1"})
    before = (store.root / "tasks.json").read_bytes()
    with held_elsewhere(store.root / "tasks.lock", name_holder=False), \
            pytest.raises(StoreLockTimeout) as caught, store.collection("tasks").write() as table:
        table.insert({"id": "t2"})
    assert isinstance(caught.value, StoreError) and isinstance(caught.value, LockBusy)
    assert str(caught.value).startswith("A store write by another skillopt-sleep process has "
                                        "been running for more than 0.3 s (lock ")
    assert (store.root / "tasks.json").read_bytes() == before
    assert [d["id"] for d in store.collection("tasks").all()] == ["t1"]


def test_harvest_tasks_update_and_hooks_install_refuse_while_another_runs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = Context.create()
    for module in (runner, pipeline, hooks):
        monkeypatch.setattr(module, "LOCK_TIMEOUT_S", 0.3)
    sites = [
        (ctx.store.root / runner.LOCK_NAME, "Another harvest (the daemon or another command)",
         lambda: runner.run_harvest(ctx)),
        (ctx.paths.cache_dir / "tasks-update.lock",
         "A tasks update (the daemon or another command)", lambda: pipeline.update_tasks(ctx)),
        (ctx.paths.hooks_dir / ".lock", "Another `skillopt-sleep hooks` install or uninstall",
         lambda: hooks.install(ctx.paths, ["claude-code"])),
    ]
    for lock, what, job in sites:
        with held_elsewhere(lock) as holder:
            with pytest.raises(UserError) as caught:
                job()
            assert str(caught.value) == (
                f"{what} has been running for more than 0.3 s (pid {holder.pid}); wait for it "
                f"to finish and retry, or stop that process if it is stuck.")
    assert not (ctx.paths.hooks_dir / RECORD_FILE).exists()  # nothing was installed
    runner.run_harvest(ctx)  # every lock is free again
    pipeline.update_tasks(ctx)


def test_the_event_loops_lock_waits_its_time_then_names_the_holder_and_is_freed_after_errors(
        tmp_path: Path) -> None:
    import asyncio

    from skillsleep.locks import held_async

    lock = tmp_path / "state" / "decisions.lock"

    async def take(timeout: float) -> None:
        async with held_async(lock, what="A decision", timeout=timeout):
            raise ValueError("the job failed")

    with held_elsewhere(lock) as holder, \
            pytest.raises(LockBusy, match=rf"A decision has been running .*pid {holder.pid}"):
        asyncio.run(take(0.3))
    for _ in range(2):  # released after the error: taken again at once, here and elsewhere
        with pytest.raises(ValueError):
            asyncio.run(take(0))
    with held_elsewhere(lock) as holder:
        assert holder.poll() is None


def test_the_locks_import_no_event_loop_on_the_hooks_and_cli_path() -> None:
    code = ("import sys, skillsleep.store, skillsleep.locks; "
            "sys.exit(1 if 'asyncio' in sys.modules else 0)")
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


def test_filelocks_lock_and_ours_exclude_each_other(tmp_path: Path) -> None:
    # The language server takes the same lock files through filelock (`held_async`).
    from filelock import FileLock, Timeout

    lock = tmp_path / "state" / "tasks.lock"
    theirs = FileLock(str(lock), timeout=0)
    with theirs, pytest.raises(LockBusy), held(lock, what="A test job", timeout=0.2,
                                               name_holder=False):
        pytest.fail("taken while filelock held it")
    with held(lock, what="A test job", timeout=0, name_holder=False), pytest.raises(Timeout):
        theirs.acquire()
    with theirs:  # released: filelock takes it at once
        pass


def test_a_lock_is_held_once_in_a_process_and_freed_when_its_block_fails(
        tmp_path: Path) -> None:
    lock = tmp_path / "job.lock"
    with held(lock, what="A test job", timeout=0), \
            pytest.raises(LockBusy, match="already running"), \
            held(lock, what="A test job", timeout=0):
        pytest.fail("taken twice")
    with pytest.raises(ValueError), held(lock, what="A test job", timeout=0):
        raise ValueError("the job failed")
    assert not pid_file(lock).exists()
    with held_elsewhere(lock) as holder:  # free for another process too
        assert holder.poll() is None


def test_without_flock_the_lock_is_filelocks(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from skillsleep import locks

    monkeypatch.setattr(locks, "fcntl", None)
    lock = tmp_path / "state" / "job.lock"
    with held_elsewhere(lock) as holder, pytest.raises(LockBusy, match=rf"pid {holder.pid}"), \
                held(lock, what="A test job", timeout=0.2):
        pass
    with held(lock, what="A test job", timeout=0):
        assert pid_file(lock).read_text() == str(os.getpid())


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="flock is taken directly here")
def test_a_store_write_takes_its_lock_without_loading_filelock(tmp_path: Path) -> None:
    code = textwrap.dedent(f"""
        import sys
        from skillsleep.store import Store
        store = Store(__import__("pathlib").Path({str(tmp_path / "store")!r})).open()
        with store.collection("tasks").write() as table:
            table.insert({{"id": "t1"}})
        sys.exit(1 if "filelock" in sys.modules else 0)
    """)
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0
