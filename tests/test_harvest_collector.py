"""The cycle collector is paused while a harvest reads and merges and while mining runs, and is
as it was before once either ends, however it ends."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest

from skillsleep.harvest import run_harvest
from skillsleep.harvest.report import HarvestProgress
from skillsleep.sessions import iter_sessions

from helpers.harvest import fresh_context, lay_out_real_fixtures


@pytest.fixture
def collector_restored() -> Iterator[None]:
    was = gc.isenabled()
    yield
    if was:
        gc.enable()
    else:
        gc.disable()


def test_paused_while_merging_and_on_again_after(isolated_home: Path,
                                                 collector_restored: None) -> None:
    lay_out_real_fixtures(isolated_home)
    gc.enable()
    seen: list[bool] = []

    def progress(_: HarvestProgress) -> None:
        seen.append(gc.isenabled())

    ctx = fresh_context()
    report = run_harvest(ctx, progress=progress)
    assert seen and not any(seen)
    assert gc.isenabled()
    assert report.changed and len(list(iter_sessions(ctx.store))) == len(report.changed)


def test_on_again_after_a_harvest_that_fails(isolated_home: Path,
                                             collector_restored: None) -> None:
    lay_out_real_fixtures(isolated_home)
    gc.enable()

    def progress(_: HarvestProgress) -> None:
        raise RuntimeError("the person pressed ctrl-c")

    with pytest.raises(RuntimeError):
        run_harvest(fresh_context(), progress=progress)
    assert gc.isenabled()


def test_left_off_when_the_program_had_it_off(isolated_home: Path,
                                              collector_restored: None) -> None:
    lay_out_real_fixtures(isolated_home)
    gc.disable()
    run_harvest(fresh_context())
    assert not gc.isenabled()


def test_paused_while_mining_and_on_again_after(isolated_home: Path,
                                                collector_restored: None) -> None:
    from skillsleep.tasks.pipeline import update_tasks

    lay_out_real_fixtures(isolated_home)
    ctx = fresh_context()
    report = run_harvest(ctx)
    gc.enable()
    seen: list[bool] = []

    def then(tasks: list, families: list, similar: object) -> int:
        seen.append(gc.isenabled())
        return 0

    mined = update_tasks(ctx, sessions=report.changed, then=then)
    assert mined.tasks > 0 and seen == [False]
    assert gc.isenabled()
