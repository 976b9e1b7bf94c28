"""What every harness module provides to the runner."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..model import Session
from .cursors import Cursor
from .discovery import Env, Root
from .drafts import FileResult, ReadOptions


@dataclass
class ReadContext:
    options: ReadOptions = field(default_factory=ReadOptions)
    # A stored session by (harness, session id), for readers that must know the past
    # (a forked Codex rollout repeats its parent's requests).
    lookup: Callable[[str, str], Session | None] = lambda harness, sid: None
    # A full harvest (every log) rather than one after a change notice: readers may take
    # shortcuts on notices that a full harvest double-checks.
    thorough: bool = True


@dataclass(frozen=True)
class HarnessSpec:
    id: str
    # Discovered log roots for this machine (cheap: no scanning).
    default_roots: Callable[[Env], list[Root]]
    # Roots for a location the user configured (it may name a parent of the usual folder).
    override_roots: Callable[[Path], list[Root]]
    # Deepest folder level below a root that can hold logs, and which folders to enter.
    max_depth: int
    descend: Callable[[Root, tuple[str, ...]], bool]
    # What kind of log a file is ("transcript", "db", ...), or None when it is not a log.
    file_kind: Callable[[Path], str | None]
    read: Callable[[Path, str, Cursor | None, ReadContext], FileResult]
