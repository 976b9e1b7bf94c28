"""The harnesses skillopt-sleep knows, each defined once in its own package.

A harness package (claude_code, codex, copilot, cursor, devin) holds everything about its
harness: its description (the package's own module: where its logs are, whether it is on this
machine, where its hooks go and how to recognise their payloads, which instruction documents it
reads on every session, which model provider runs its CLI headless), its log readers (loaded
with the first log read) and, for a harness a task can be replayed through, its replay runner
(`replay.py`, loaded with the first replay). The headless runs of the harness CLIs are in
headless.py. The rest of the product asks this registry (ALL, get, MODEL_PROVIDERS) and never
names a harness: adding one is adding its package to `ALL`.
"""

from __future__ import annotations

from ..errors import UserError
from .base import HOOK_SCRIPT, NOTIFY_SCRIPT, Harness, HookFile, LogRoot
from .claude_code import HARNESS as CLAUDE_CODE
from .codex import HARNESS as CODEX
from .copilot import HARNESS as COPILOT
from .cursor import HARNESS as CURSOR
from .devin import HARNESS as DEVIN

ALL: tuple[Harness, ...] = (CLAUDE_CODE, CODEX, COPILOT, CURSOR, DEVIN)
IDS: tuple[str, ...] = tuple(h.id for h in ALL)
_BY_ID = {h.id: h for h in ALL}
# The model providers that run a harness's CLI headless (`claude-code/<model>`), by name.
MODEL_PROVIDERS: dict[str, Harness] = {h.model_provider: h for h in ALL if h.model_provider}

__all__ = ["ALL", "HOOK_SCRIPT", "IDS", "MODEL_PROVIDERS", "NOTIFY_SCRIPT", "Harness", "HookFile",
           "LogRoot", "check", "get"]


def get(harness_id: str) -> Harness:
    """The harness with this id; a clear error naming the known ones otherwise."""
    try:
        return _BY_ID[harness_id]
    except KeyError:
        raise UserError(f"Unknown harness {harness_id!r}; the harnesses are: "
                        f"{', '.join(IDS)}.") from None


def check(names: list[str]) -> list[str]:
    """The names, each checked, without repeats."""
    for name in names:
        get(name)
    return list(dict.fromkeys(names))
