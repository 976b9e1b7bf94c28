"""A first harvest of a large history is done by a child process of the daemon (its memory
leaves with it); every later harvest, and a first one the child could not do, in the daemon."""

from __future__ import annotations

import collections
import logging
import os
import re
import sys
import time
from pathlib import Path

import pytest

from skillsleep.catalog import TASKS, TASKS_META
from skillsleep.context import Context
from skillsleep.daemon import firstharvest
from skillsleep.daemon.ingestor import Ingestor
from skillsleep.liveness import pid_alive
from skillsleep.tasks.pipeline import load_tasks

from helpers.daemon import claude_log, claude_user_line, stored_requests, write_config

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")

CONFIG = """
[harvest]
harnesses = ["claude-code"]
"""
CHILD_LINE = re.compile(r"in a child process \(pid (\d+)\)")


def _history(home: Path, sessions: int, turns: int = 3) -> list[str]:
    texts = []
    for i in range(sessions):
        sid = f"{i:08d}-7777-4777-8777-777777777777"
        lines = []
        for t in range(turns):
            text = f"Session {i} request {t}: rename the config loader"
            lines.append(claude_user_line(sid, text, "/work/demo", t + 1))
            texts.append(text)
        claude_log(home, sid).write_text("".join(lines), encoding="utf-8")
    return texts


def _wait(condition, seconds: float = 120.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.05)
    return bool(condition())


def _child_pids(caplog: pytest.LogCaptureFixture) -> list[int]:
    return [int(m.group(1)) for r in caplog.records
            if (m := CHILD_LINE.search(r.getMessage())) is not None]


@pytest.fixture
def child_harvests(isolated_home: Path, monkeypatch: pytest.MonkeyPatch,
                   caplog: pytest.LogCaptureFixture) -> Path:
    """Any first harvest goes to a child; the daemon's log lines are kept. The home."""
    monkeypatch.setattr(firstharvest, "CHILD_BYTES", 1)
    caplog.set_level(logging.INFO, logger="skillsleep.daemon")
    write_config(CONFIG)
    return isolated_home


def _writer(ctx: Context | None = None) -> Ingestor:
    writer = Ingestor(ctx or Context.create(), on_layout_change=list)
    writer.start()
    return writer


def _start_up(writer: Ingestor) -> Ingestor:
    """The daemon's start-up harvest, waited for; the writer is stopped after it."""
    try:
        writer.rescan("start-up")
        assert _wait(lambda: writer.last_harvest is not None and not writer.busy)
    finally:
        writer.stop()
    return writer


def test_only_a_first_harvest_of_enough_logs_goes_to_a_child(
        isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_config(CONFIG)
    assert not firstharvest.wanted(Context.create())  # no log at all
    _history(isolated_home, 2)
    assert not firstharvest.wanted(Context.create())  # far below CHILD_BYTES
    monkeypatch.setattr(firstharvest, "CHILD_BYTES", 1)
    ctx = Context.create()
    assert firstharvest.wanted(ctx)
    writer = _writer(ctx)
    try:
        writer.changed({claude_log(isolated_home, "00000000-7777-4777-8777-777777777777")})
        assert _wait(lambda: writer.last_harvest is not None and not writer.busy)
    finally:
        writer.stop()
    # A harvest is recorded (even of one log): every later one reads what is new, here.
    assert not firstharvest.wanted(Context.create())


def test_the_first_harvest_is_done_by_a_child_and_the_next_turn_here(
        child_harvests: Path, caplog: pytest.LogCaptureFixture) -> None:
    expected = _history(child_harvests, 40)
    writer = _writer()
    try:
        writer.rescan("start-up")
        assert _wait(lambda: writer.last_harvest is not None and not writer.busy)
        assert writer.last_harvest["trigger"] == "start-up"
        assert writer.last_harvest["new_requests"] == len(expected)
        [pid] = _child_pids(caplog)
        assert pid != os.getpid() and not pid_alive(pid)
        assert sorted(stored_requests()) == sorted(expected)
        assert load_tasks(Context.create().store), "the child mined nothing"
        # What the child left for the daemon's next harvest: nothing read twice.
        log = claude_log(child_harvests, "00000000-7777-4777-8777-777777777777")
        with open(log, "a", encoding="utf-8") as fh:
            fh.write(claude_user_line("00000000-7777-4777-8777-777777777777",
                                      "Now document the renamed loader", "/work/demo", 9))
        writer.changed({log})
        assert _wait(lambda: writer.last_harvest["trigger"] == "watch" and not writer.busy)
        assert writer.last_harvest["new_requests"] == 1
        writer.rescan("start-up")  # a second start: this one is read here
        assert _wait(lambda: writer.backlog() == 0 and not writer.busy)
        assert len(_child_pids(caplog)) == 1
    finally:
        writer.stop()
    counts = collections.Counter(stored_requests())
    assert sorted(counts) == sorted([*expected, "Now document the renamed loader"])
    assert max(counts.values()) == 1


def test_a_child_that_fails_leaves_the_first_harvest_to_the_daemon(
        child_harvests: Path, caplog: pytest.LogCaptureFixture) -> None:
    expected = _history(child_harvests, 5)
    ctx = Context.create()
    ctx.config  # noqa: B018  the daemon read its config at start
    # Edited into broken TOML since: the child cannot start its harvest.
    write_config("[harvest\nharnesses = 3\n")
    writer = _start_up(_writer(ctx))
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert any("harvesting in the daemon instead" in w and "not valid TOML" in w
               for w in warnings), warnings
    assert writer.last_harvest["new_requests"] == len(expected)
    assert sorted(stored_requests()) == sorted(expected)


def test_a_stop_during_the_childs_harvest_ends_it_and_loses_nothing(
        child_harvests: Path, caplog: pytest.LogCaptureFixture) -> None:
    expected = _history(child_harvests, 400)
    writer = _writer()
    writer.rescan("start-up")
    assert _wait(lambda: bool(_child_pids(caplog)))
    assert writer.stop()
    [pid] = _child_pids(caplog)
    assert not pid_alive(pid), "the child outlived the daemon's stop"
    assert any("interrupted by the stop" in r.getMessage() for r in caplog.records)
    # The next start harvests the rest (in a child again: no harvest was recorded).
    _start_up(_writer())
    counts = collections.Counter(stored_requests())
    assert sorted(counts) == sorted(expected) and max(counts.values()) == 1


def test_after_an_upgrade_of_the_miner_a_child_mines_the_history_again(
        child_harvests: Path, caplog: pytest.LogCaptureFixture) -> None:
    _history(child_harvests, 6)
    _start_up(_writer())
    assert len(_child_pids(caplog)) == 1
    ctx = Context.create()
    assert not firstharvest.wanted(ctx)
    mined = sorted(t.request for t in load_tasks(ctx.store))
    assert len(mined) == 6
    # The store as an older version left it: its tasks mined by another miner.
    with ctx.store.collection(TASKS).write() as table:
        table.truncate()
    with ctx.store.collection(TASKS_META).write() as table:
        table.update({"miner": "1"}, doc_ids=[1])
    assert firstharvest.wanted(Context.create())
    _start_up(_writer())
    assert len(_child_pids(caplog)) == 2
    assert sorted(t.request for t in load_tasks(Context.create().store)) == mined
    assert not firstharvest.wanted(Context.create())
