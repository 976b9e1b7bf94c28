"""A shell command an agent (or the project's check) ran, and how it ended: what a runner reads
from a harness's event stream and the judges of tasks score. Its own module, so the judges load
it without the runner's process handling."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Command:
    line: str
    exit_code: int | None = None
