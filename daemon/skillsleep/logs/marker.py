"""How skillopt-sleep recognizes the headless calls it makes itself to a harness CLI.

The harness-CLI model provider (`claude -p`, `codex exec`, ...) puts HEADLESS_MARKER in every
prompt it sends and runs the CLI in a fresh empty folder made with
`tempfile.mkdtemp(prefix=HEADLESS_CWD_PREFIX)`; a replay in a workspace runs the harness in a
worktree whose folder has that prefix, possibly in a folder below it (where the person's session
ran in the repository). Those calls land in the same session logs as the person's own work; the
harvester marks them `own_call` so they never become tasks.
"""

from __future__ import annotations

import re

HEADLESS_MARKER = "[skillopt-sleep:headless]"
HEADLESS_CWD_PREFIX = "skillopt-sleep-headless-"

_SEP = re.compile(r"[\\/]")


def is_headless_text(text: str) -> bool:
    return HEADLESS_MARKER in text


def is_headless_cwd(cwd: str | None) -> bool:
    """True for the temporary folder a headless call runs in, or a folder inside one (any OS's
    path separators)."""
    if not cwd:
        return False
    return any(p.startswith(HEADLESS_CWD_PREFIX) for p in _SEP.split(cwd) if p)
