"""Tasks mined by another version of the miner are mined again, whole, by the next harvest,
even one that brings nothing new: an upgrade never leaves the old lessons standing until the
person's next turn. Tasks the current miner stored are left alone by a harvest that brings
nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from skillsleep.after_harvest import after_harvest
from skillsleep.catalog import TASKS, TASKS_META
from skillsleep.context import Context
from skillsleep.store import file_version
from skillsleep.tasks.minerversion import MINER, mined_by_another_miner
from skillsleep.tasks.pipeline import load_tasks

from helpers.cli import run_json
from helpers.daemon import claude_log, claude_user_line

REQUESTS = ["add unit tests for the config parser", "write tests for the login handler",
            "please add tests for the retry logic"]


def _history(home: Path) -> None:
    for i, text in enumerate(REQUESTS):
        sid = f"{i:08d}-5555-4555-8555-555555555555"
        claude_log(home, sid).write_text(claude_user_line(sid, text, "/work/demo", 1))


def _set_meta(ctx: Context, **fields: Any) -> None:
    with ctx.store.collection(TASKS_META).write() as table:
        doc = dict(table.get(doc_id=1) or {})
        doc.update(fields)
        for key in [k for k, v in doc.items() if v is None]:
            del doc[key]
        table.truncate()
        table.insert(doc)


def _forget_tasks(ctx: Context) -> None:
    with ctx.store.collection(TASKS).write() as table:
        table.truncate()


@pytest.fixture
def mined(isolated_home: Path) -> Context:
    _history(isolated_home)
    run_json("harvest")
    ctx = Context.create()
    assert len(load_tasks(ctx.store)) == len(REQUESTS)
    return ctx


def test_a_harvest_with_nothing_new_leaves_the_current_miners_tasks_alone(mined: Context) -> None:
    assert not mined_by_another_miner(mined.store)
    tasks_file = mined.store.collection(TASKS).path
    before = file_version(tasks_file)
    report = run_json("harvest")
    assert sum(h["new_requests"] for h in report["harnesses"].values()) == 0
    assert file_version(tasks_file) == before
    assert after_harvest(Context.create(), []) is None


def test_an_upgrade_mines_every_session_again_at_the_next_harvest(mined: Context) -> None:
    # As a store mined by an older version holds it: other tasks, another miner.
    _forget_tasks(mined)
    _set_meta(mined, miner="1")
    assert mined_by_another_miner(Context.create().store)
    run_json("harvest")  # brings nothing new
    ctx = Context.create()
    assert sorted(t.request for t in load_tasks(ctx.store)) == sorted(REQUESTS)
    assert not mined_by_another_miner(ctx.store)


@pytest.mark.parametrize("miner", [8, "", ["8"], None], ids=["number", "empty", "list", "absent"])
def test_a_meta_record_without_a_readable_miner_is_mined_again(mined: Context,
                                                               miner: Any) -> None:
    _forget_tasks(mined)
    _set_meta(mined, miner=miner)
    ctx = Context.create()
    assert mined_by_another_miner(ctx.store)
    report = after_harvest(ctx, [])
    assert report is not None
    assert len(load_tasks(Context.create().store)) == len(REQUESTS)
    assert Context.create().store.collection(TASKS_META).get(doc_id=1)["miner"] == MINER


def test_nothing_mined_yet_is_no_other_miner(isolated_home: Path) -> None:
    ctx = Context.create()
    assert not mined_by_another_miner(ctx.store)
    assert after_harvest(ctx, []) is None
