"""What a harvest of one new turn writes and fsyncs, and that a kill -9 at any step of it loses
nothing: the session's delta and its log's position are appended to, each with one fsync of
its file and none of the folder; a record cut short is not read and is written over."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from skillsleep import storedelta
from skillsleep.errors import StoreCorruptError
from skillsleep.harvest import run_harvest
from skillsleep.paths import resolve_paths
from skillsleep.store import Store

from helpers.daemon import claude_log, claude_user_line, stored_requests
from helpers.harvest import fresh_context

PAGE = "sessions-2026-11"
POSITIONS = "harvest_cursors"
RUNS = "harvest_runs"


def _sid(n: int) -> str:
    return f"{n:08d}-7777-4333-8444-555555555555"


def _line(n: int, k: int, text: str | None = None) -> str:
    return claude_user_line(_sid(n), text or f"request {n}.{k} " + "words to keep " * 30,
                            "/work/demo", k)


def _corpus(home: Path, sessions: int = 6) -> list[Path]:
    """Logs of `sessions` sessions (with 30, a turn's records take a few per cent of their
    files: several of them are appended before a delta weighs half its file)."""
    logs = [claude_log(home, _sid(n)) for n in range(sessions)]
    for n, log in enumerate(logs):
        log.write_text("".join(_line(n, k) for k in range(8)))
    return logs


def _turn(log: Path, n: int, k: int) -> str:
    text = f"one more request {n}.{k}"
    with open(log, "a") as fh:
        fh.write(_line(n, k, text))
    return text


@contextmanager
def _fsyncs(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The files fsynced meanwhile, by name (a folder's with a trailing slash)."""
    seen: list[str] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        target = Path(os.readlink(f"/proc/self/fd/{fd}"))
        seen.append(target.name + ("/" if stat.S_ISDIR(os.fstat(fd).st_mode) else ""))
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    yield seen
    monkeypatch.setattr(os, "fsync", real)


@pytest.fixture
def deltas(monkeypatch: pytest.MonkeyPatch) -> None:
    """Deltas for the small files of a test (the session page, the positions)."""
    monkeypatch.setattr(storedelta, "DELTA_MIN_BYTES", 0)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="names fds through /proc")
def test_a_turn_fsyncs_each_of_the_deltas_it_appends_to_once_and_never_the_folder(
        isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    logs = _corpus(isolated_home, 30)
    ctx = fresh_context()  # one context for every harvest, as the daemon keeps it
    run_harvest(ctx)
    _turn(logs[2], 2, 40)
    run_harvest(ctx)  # the first turn writes each delta anew
    for k in (41, 42, 43):
        text = _turn(logs[2], 2, k)
        with _fsyncs(monkeypatch) as seen:
            run_harvest(ctx)
        # The session's turn, then its log's position (in that order: the position never
        # says a turn was read before the turn is on disk), then the harvest's record.
        assert seen == [f"{PAGE}.delta.json", f"{POSITIONS}.delta.json", f"{RUNS}.delta.json"]
        assert text in stored_requests()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="names fds through /proc")
def test_a_new_process_fsyncs_the_folder_once_before_it_appends(
        isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The name of a delta another process renamed into place is on disk unless that process
    was killed before its fsync of the folder: one fsync of the folder, for every delta, comes
    first."""
    logs = _corpus(isolated_home, 30)
    run_harvest(fresh_context())
    _turn(logs[2], 2, 40)
    run_harvest(fresh_context())
    _turn(logs[2], 2, 41)
    with _fsyncs(monkeypatch) as seen:
        run_harvest(fresh_context())
    assert seen == ["store/", f"{PAGE}.delta.json", f"{POSITIONS}.delta.json",
                    f"{RUNS}.delta.json"]


def _store(tmp_path: Path) -> tuple[Store, Path]:
    root = tmp_path / "store"
    store = Store(root).open()
    with store.collection(PAGE).write() as table:
        table.insert_multiple({"key": f"k{i}", "n": 0, "text": "x" * 300} for i in range(40))
    with store.collection(PAGE).write() as table:
        table.update({"n": 1}, doc_ids=[3])  # the delta, written anew
    with store.collection(PAGE).write() as table:
        table.update({"n": 2}, doc_ids=[4])  # appended
    return store, root


def _read(root: Path) -> dict[int, int]:
    return {d.doc_id: d["n"] for d in Store(root).open().collection(PAGE).all()}


def test_a_record_cut_short_is_not_read_and_the_next_write_writes_the_delta_anew(
        tmp_path: Path, deltas: None) -> None:
    store, root = _store(tmp_path)
    delta = store.collection(PAGE).delta_path
    assert delta is not None
    before = _read(root)
    whole = delta.read_bytes()
    record = json.dumps({PAGE: {"5": {"key": "k4", "n": 7, "text": ""}}}).encode()
    for cut in (1, len(record) // 2, len(record)):  # short of its newline
        delta.write_bytes(whole + record[:cut])
        assert _read(root) == before
        assert store.repair() == []
    ino = delta.stat().st_ino
    with Store(root).open().collection(PAGE).write() as table:
        table.update({"n": 3}, doc_ids=[6])
    assert delta.stat().st_ino != ino
    assert _read(root) == {**before, 6: 3}
    assert b"k4" not in delta.read_bytes().split(b"\n", 1)[1]


@pytest.mark.parametrize("damage", ["not json", "another table", "a list"])
def test_a_damaged_record_before_the_last_newline_is_damage(
        tmp_path: Path, deltas: None, damage: str) -> None:
    store, root = _store(tmp_path)
    delta = store.collection(PAGE).delta_path
    assert delta is not None
    first, *rest = delta.read_bytes().split(b"\n")
    bad = {"not json": b'{"sessions-2026-11":{"5":', "another table": b'{"other":{}}',
           "a list": b"[1,2]"}[damage]
    delta.write_bytes(b"\n".join([first, bad, *rest]))
    with pytest.raises(StoreCorruptError) as err:
        _read(root)
    assert str(delta) in str(err.value) and "store repair" in str(err.value)
    assert any(f"{PAGE}.delta: moved to" in a for a in Store(root).open().repair())


# A harvest that dies by SIGKILL at its step `sys.argv[1]` (counted over the calls that write
# the store: os.write, fsync, replace, link, unlink), before the call or, for a write, after
# half of its bytes; it prints the number of steps when it lives to the end.
KILLED = textwrap.dedent(
    """
    import os, signal, sys
    at, steps = int(sys.argv[1]), [0]

    def step(name, real):
        def call(*args, **kw):
            steps[0] += 1
            if steps[0] == at:
                if name == "write":
                    real(args[0], bytes(args[1])[: max(1, len(args[1]) // 2)])
                os.kill(os.getpid(), signal.SIGKILL)
            return real(*args, **kw)
        return call

    for name in ("write", "fsync", "replace", "link", "unlink"):
        setattr(os, name, step(name, getattr(os, name)))
    from skillsleep.context import Context
    from skillsleep.harvest.runner import run_harvest
    run_harvest(Context.create())
    print(steps[0])
    """
)


def test_a_kill_at_any_step_of_a_turn_loses_and_doubles_nothing(isolated_home: Path) -> None:
    """Two sessions grew: their page's delta, the positions' and the harvest's record are
    appended to (the writes a turn makes); the harvest is killed before each of its steps, or
    in the middle of each write, in turn."""
    logs = _corpus(isolated_home, 30)
    run_harvest(fresh_context())
    for k in (40, 41):  # the deltas exist, and take appends
        _turn(logs[2], 2, k)
        run_harvest(fresh_context())
    _turn(logs[2], 2, 42)
    _turn(logs[4], 4, 42)
    root = resolve_paths().store_dir
    kept = root.parent / "kept"
    shutil.copytree(root, kept)
    done = subprocess.run([sys.executable, "-c", KILLED, "0"], capture_output=True, text=True,
                          check=True)
    steps = int(done.stdout)
    expected = sorted(stored_requests())
    assert "one more request 2.42" in expected and "one more request 4.42" in expected
    assert steps >= 8
    for at in range(1, steps + 1):
        shutil.rmtree(root)
        shutil.copytree(kept, root)
        killed = subprocess.run([sys.executable, "-c", KILLED, str(at)], capture_output=True,
                                text=True, check=False)
        assert killed.returncode == -9, (at, killed.stderr)
        # What the killed harvest left reads, and the next harvest ends with every request
        # once.
        report = run_harvest(fresh_context()).harnesses["claude-code"]
        assert report.errors == [], at
        assert sorted(stored_requests()) == expected, at
        assert report.requests == len(expected), at
        assert run_harvest(fresh_context()).harnesses["claude-code"].new_requests == 0, at
