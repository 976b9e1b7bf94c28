"""Which harness writes a file, and which folders to watch: computed without scanning."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..config import HARNESS_IDS, Config
from . import claude, codex, copilot, cursor, devin
from .discovery import Env, Root, expand
from .spec import HarnessSpec

SPECS: dict[str, HarnessSpec] = {
    s.id: s for s in (claude.SPEC, codex.SPEC, copilot.SPEC, cursor.SPEC, devin.SPEC)
}


def harness_roots(config: Config, env: Env | None = None,
                  harnesses: Iterable[str] | None = None) -> dict[str, list[Root]]:
    """Per harness, the folders its logs live in: configured, or discovered for this machine."""
    env = env or Env.current()
    cfg = config.harvest
    out: dict[str, list[Root]] = {}
    for h in harnesses or HARNESS_IDS:
        spec = SPECS[h]
        configured = cfg.paths.get(h)
        if configured:
            roots = [r for p in configured for r in spec.override_roots(expand(p))]
        else:
            roots = spec.default_roots(env)
        if h == "devin" and cfg.devin_export_dir:
            roots.append(Root("devin", expand(cfg.devin_export_dir), "export"))
        unique: dict[Path, Root] = {}
        for r in roots:
            unique.setdefault(r.path, r)
        out[h] = list(unique.values())
    return out


def watch_roots(ctx: Any) -> dict[str, list[Path]]:
    """Per enabled harness, the folders to watch (existing or not yet); no scanning."""
    roots = harness_roots(ctx.config, harnesses=ctx.config.harvest.harnesses)
    return {h: [r.path for r in rs] for h, rs in roots.items()}


def normalize(path: Path) -> Path:
    """A SQLite companion file (-wal, -shm, -journal) stands for its database."""
    name = path.name
    for suffix in ("-wal", "-shm", "-journal"):
        if name.endswith(suffix):
            return path.with_name(name[: -len(suffix)])
    return path


def match(roots: dict[str, list[Root]], path: Path) -> tuple[str, Root, str] | None:
    path = normalize(Path(os.path.abspath(path)))
    for h, rs in roots.items():
        spec = SPECS[h]
        for r in rs:
            base = Path(os.path.abspath(r.path))
            if path == base or base in path.parents:
                kind = spec.file_kind(path)
                if kind is not None:
                    return h, r, kind
    return None


def harness_for_path(ctx: Any, path: str | Path) -> str | None:
    """Which enabled harness writes this file (a log of it), or None."""
    roots = harness_roots(ctx.config, harnesses=ctx.config.harvest.harnesses)
    found = match(roots, Path(path))
    return found[0] if found else None
