"""Harvesting every harness's session logs, incrementally, into the store.

Public interface (used by the daemon, the CLI, status and the optimizer):
  run_harvest(ctx, harnesses=None, only_paths=None, progress=None) -> HarvestReport
  log_bytes(ctx) -> the size of every log a full harvest looks at
  watch_roots(ctx) -> {harness: [folders to watch]}
  harness_for_path(ctx, path) -> harness id or None
  summary(store) -> {harness: {sessions, requests, last_harvest, logs_found, ...}}
  HEADLESS_MARKER, HEADLESS_CWD_PREFIX: how skillopt-sleep's own headless calls are recognized.
"""

from __future__ import annotations

from ..compiledpatterns import kept

# The harvest's modules compile about sixty patterns as they are imported (the redaction rules
# most of them), a hundredth of a second of every harvest command: their programs are kept for
# the installation (inside another block, they go to that block's file).
with kept("harvest"):
    from ..logs.marker import (
        HEADLESS_CWD_PREFIX,
        HEADLESS_MARKER,
        is_headless_cwd,
        is_headless_text,
    )
    from .locate import harness_for_path, harness_roots, watch_roots
    from .report import HarnessReport, HarvestProgress, HarvestReport
    from .runner import log_bytes, run_harvest
    from .runs import summary

__all__ = [
    "HEADLESS_CWD_PREFIX",
    "HEADLESS_MARKER",
    "HarnessReport",
    "HarvestProgress",
    "HarvestReport",
    "harness_for_path",
    "harness_roots",
    "is_headless_cwd",
    "is_headless_text",
    "log_bytes",
    "run_harvest",
    "summary",
    "watch_roots",
]
