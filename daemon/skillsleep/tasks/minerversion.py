"""Which version of the miner the stored tasks were mined by.

Mining changes from one version of the product to the next (a wording read that was not, a
wrong lesson no longer drawn): tasks mined by another version are mined again, as a whole, by
the next harvest, even one that brings nothing new, so that an upgrade never leaves the old
lessons standing until the person's next turn. Light on purpose: the harvest command and the
daemon ask after every harvest, before anything of the miner is imported.
"""

from __future__ import annotations

from ..catalog import TASKS_META
from ..store import Store

# Changes whenever mining would find other tasks or judges in the same sessions.
MINER = "34"


def mined_by_another_miner(store: Store) -> bool:
    """Whether the stored tasks were mined by another version of the miner (False when nothing
    was mined yet: the first harvest that brings sessions mines them)."""
    meta = store.collection(TASKS_META).get(1)
    return bool(meta) and meta.get("miner") != MINER
