"""The state of the whole tool, gathered cheaply: no model library, no disk scan."""

from __future__ import annotations

from typing import Any

from . import __version__
from .context import Context


def collect_status(ctx: Context) -> dict[str, Any]:
    cfg = ctx.config  # a bad config stops here, with its clear message
    store_stats = ctx.store.stats()
    return {
        "version": __version__,
        "paths": ctx.paths.as_dict(),
        "config": {
            "file": str(ctx.paths.config_file),
            "exists": ctx.paths.config_file.exists(),
            "night_time": cfg.night.time,
        },
        "store": store_stats,
    }
