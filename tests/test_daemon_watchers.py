"""The watch plan and the debouncer, on real folders and real watchdog observers."""

from __future__ import annotations

import shutil
import threading
import time
from pathlib import Path

from skillsleep.daemon.watchers import Debouncer, Watchers, _plan

from helpers.daemon import wait_for


def test_plan_watches_existing_folders_files_and_parents(tmp_path: Path) -> None:
    logs = tmp_path / "a" / "logs"
    logs.mkdir(parents=True)
    nested = logs / "archived"
    nested.mkdir()
    db = tmp_path / "b" / "state.vscdb"
    db.parent.mkdir()
    db.write_bytes(b"")
    missing = tmp_path / "c" / "not" / "yet"
    plan = _plan({"claude-code": [logs], "codex": [nested], "cursor": [db],
                  "devin": [missing]})
    assert plan[(logs, "recursive")][0] == ["claude-code", "codex"]  # nested folded in
    assert (nested, "recursive") not in plan
    assert plan[(db.parent, "file")][0] == ["cursor"]
    assert plan[(tmp_path, "parent")] == (["devin"], [missing])


def test_a_folder_that_appears_and_one_that_is_recreated(tmp_path: Path) -> None:
    changed: list[Path] = []
    layout = threading.Event()
    root = tmp_path / "box" / ".claude" / "projects"
    (tmp_path / "box").mkdir()
    watchers = Watchers(on_log_paths=changed.extend, on_layout_change=layout.set)
    watchers.start()
    try:
        assert watchers.update_roots({"claude-code": [root]}) == []
        assert [w["mode"] for w in watchers.describe()] == ["parent"]
        root.mkdir(parents=True)
        wait_for(layout.is_set, what="the parent watch to see the new folder")
        assert watchers.update_roots({"claude-code": [root]}) == ["claude-code"]
        assert [w["mode"] for w in watchers.describe()] == ["recursive"]
        (root / "s.jsonl").write_text("{}\n")
        wait_for(lambda: root / "s.jsonl" in changed, what="an event for the new log")

        layout.clear()
        shutil.rmtree(tmp_path / "box" / ".claude")
        wait_for(layout.is_set, what="the deletion of the watched folder")
        root.mkdir(parents=True)
        # Same path, new inode: watched again, and reported so it gets harvested.
        assert watchers.update_roots({"claude-code": [root]}) == ["claude-code"]
        changed.clear()
        (root / "t.jsonl").write_text("{}\n")
        wait_for(lambda: root / "t.jsonl" in changed, what="an event in the recreated folder")
    finally:
        watchers.stop()


class _FolderMadeWhilePlanning(Watchers):
    """Makes the next folder level just before the first parent watch is in place, as a harness
    installing itself in the same instant would."""

    def __init__(self, folder: Path, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.folder = folder

    def _schedule(self, entry, handler, recursive, event_filter):  # type: ignore[no-untyped-def]
        if entry.mode == "parent" and not self.folder.exists():
            self.folder.mkdir()
        super()._schedule(entry, handler, recursive, event_filter)


def test_a_folder_made_between_planning_and_watching_is_not_missed(tmp_path: Path) -> None:
    layout = threading.Event()
    root = tmp_path / "box" / ".claude" / "projects"
    (tmp_path / "box").mkdir()
    watchers = _FolderMadeWhilePlanning(root.parent, on_log_paths=lambda _p: None,
                                        on_layout_change=layout.set)
    watchers.start()
    try:
        watchers.update_roots({"claude-code": [root]})
        # The watch on box/ came too late for .claude/: the plan moved on to it at once.
        assert [(w["mode"], w["path"]) for w in watchers.describe()] == \
            [("parent", str(root.parent))]
        root.mkdir()
        wait_for(layout.is_set, what="the watch on the folder made while planning")
    finally:
        watchers.stop()


def test_debouncer_batches_a_burst_and_bounds_the_wait() -> None:
    batches: list[set[Path]] = []
    deb = Debouncer(delay=0.2, max_delay=0.5, flush=batches.append)
    deb.start()
    try:
        for i in range(5):
            deb.add([Path(f"/x/{i % 2}")])
            time.sleep(0.02)
        wait_for(lambda: batches, what="the first batch")
        assert batches == [{Path("/x/0"), Path("/x/1")}]
        # A steady stream never quieter than the delay still flushes within max_delay.
        began = time.monotonic()
        while not batches[1:] and time.monotonic() - began < 3:
            deb.add([Path("/y")])
            time.sleep(0.05)
        assert batches[1:] and time.monotonic() - began < 1.5
    finally:
        deb.stop()
