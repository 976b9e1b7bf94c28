"""How the daemon starts its child processes (a night, a first harvest of a large history).

Each starts in a process group of its own: a Ctrl-C meant for a daemon run in a terminal does
not reach it, and ending the group (POSIX) ends whatever the child started too, such as its
reading workers.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any


def own_group() -> dict[str, Any]:
    """`subprocess.Popen` keyword arguments that start the child in a process group of its own."""
    if sys.platform == "win32":
        return {"creationflags": getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)}
    return {"start_new_session": True}
