"""The command a model asked for, out of the shell wrapper a harness CLI records around it.

Codex records `exec_command {"cmd": "test -f app.go"}` as the command `/bin/bash -lc "test -f
app.go"` in its event stream; what the agent ran, for a judge or a person, is the inner line.
"""

from __future__ import annotations

import re
import shlex

_SHELL_WRAPPER = re.compile(r"^(?:/usr)?(?:/bin/)?(?:ba|z|da)?sh -l?c (.+)$", re.S)


def unwrap_shell(command: str) -> str:
    """The command inside `bash -lc "..."` (one quoted argument); any other line unchanged."""
    m = _SHELL_WRAPPER.match(command.strip())
    if m is None:
        return command
    try:
        parts = shlex.split(m.group(1))
    except ValueError:
        return command
    return parts[0] if len(parts) == 1 else command
