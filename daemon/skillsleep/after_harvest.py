"""What follows every harvest: the sessions it changed are mined, then every accepted edit is
measured on the tasks as stored (impact/measure.py).

One place for the pair, so the harvest command and the daemon's ingestor do the same, and so
the tasks package never reaches up to the accepted edits (it runs the measuring it is handed,
under its own lock, with the encoder it already loaded).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .context import Context
    from .tasks.pipeline import TasksReport
    from .tasks.taskdata import Family, Task


def after_harvest(ctx: Context, changed: Iterable[str]) -> TasksReport | None:
    """Mine what a harvest just brought in, so families are there as soon as sessions are, and
    measure the accepted edits on it; None when the harvest changed no session and the stored
    tasks are the current miner's (tasks another version mined are mined again, whole)."""
    from .tasks.minerversion import mined_by_another_miner

    keys = list(changed)
    if not keys and not mined_by_another_miner(ctx.store):
        return None
    # start-up: the CLI's fast commands import this module; mining loads numpy when it runs
    from .tasks.spread import import_miner

    import_miner()  # first: the measuring shares the miner's modules, and their kept patterns
    from .impact.measure import measure_all
    from .tasks.pipeline import update_tasks

    def measuring_accepted_edits(tasks: list[Task], families: list[Family],
                                     similar: Callable[[str, str], float] | None) -> int:
        return len(measure_all(ctx.store, tasks, families, similar))

    return update_tasks(ctx, sessions=keys, then=measuring_accepted_edits)


def import_libraries() -> None:
    """Import what after_harvest runs (numpy, the miner, clustering, the measuring of edits)
    without loading the encoder's weights: for a long-running process whose first harvest
    was done elsewhere, so that its next one pays no import."""
    from .cpus import import_numpy
    from .tasks.spread import import_miner

    import_miner()  # first, as in after_harvest
    import_numpy()  # then numpy, with its BLAS on one thread (as the mining imports it)
    from .impact import measure  # noqa: F401
    from .tasks import encoders, families, rankcache  # noqa: F401  heavy: numpy
