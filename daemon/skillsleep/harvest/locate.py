"""Which harness writes a file, and which folders to watch: computed without scanning."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .. import harnesses
from ..config import Config
from ..harnesses import LogRoot
from ..logs.discovery import expand
from ..machine import Machine


def harness_roots(config: Config, machine: Machine | None = None,
                  wanted: Iterable[str] | None = None) -> dict[str, list[LogRoot]]:
    """Per harness, the folders its logs live in: configured, or discovered for this machine."""
    machine = machine or Machine.current()
    cfg = config.harvest
    out: dict[str, list[LogRoot]] = {}
    for h in harnesses.IDS if wanted is None else wanted:
        harness = harnesses.get(h)
        configured = cfg.paths.get(h)
        if configured:
            roots = [r for p in configured for r in harness.configured_roots(expand(p))]
        else:
            roots = harness.log_roots(machine)
        roots += harness.extra_roots(cfg)
        unique: dict[Path, LogRoot] = {}
        for r in roots:
            unique.setdefault(r.path, r)
        out[h] = list(unique.values())
    return out


def watch_roots(ctx: Any) -> dict[str, list[Path]]:
    """Per enabled harness, the folders to watch (existing or not yet); no scanning."""
    roots = harness_roots(ctx.config, wanted=ctx.config.harvest.harnesses)
    return {h: [r.path for r in rs] for h, rs in roots.items()}


def normalize(path: Path) -> Path:
    """A SQLite companion file (-wal, -shm, -journal) stands for its database."""
    name = path.name
    for suffix in ("-wal", "-shm", "-journal"):
        if name.endswith(suffix):
            return path.with_name(name[: -len(suffix)])
    return path


def match(roots: dict[str, list[LogRoot]], path: Path) -> tuple[str, LogRoot, str] | None:
    path = normalize(Path(os.path.abspath(path)))
    for h, rs in roots.items():
        harness = harnesses.get(h)
        for r in rs:
            base = Path(os.path.abspath(r.path))
            if path == base or base in path.parents:
                kind = harness.file_kind(path)
                if kind is not None:
                    return h, r, kind
    return None


def harness_for_path(ctx: Any, path: str | Path) -> str | None:
    """Which enabled harness writes this file (a log of it), or None."""
    roots = harness_roots(ctx.config, wanted=ctx.config.harvest.harnesses)
    found = match(roots, Path(path))
    return found[0] if found else None
