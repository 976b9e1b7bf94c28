"""A writer process killed (SIGKILL) at a moment of the test's choosing."""

from __future__ import annotations

import signal
import subprocess
import sys
import time


def acknowledged_before_kill(script: str, *args: str, after: float) -> list[str]:
    """Run `script` (python -c) with `args`, kill it `after` seconds later, and return the lines
    it printed by then: each one acknowledges a write it committed before printing it."""
    proc = subprocess.Popen([sys.executable, "-c", script, *args], stdout=subprocess.PIPE,
                            text=True)
    time.sleep(after)
    proc.send_signal(signal.SIGKILL)
    out, _ = proc.communicate()
    return [line for line in out.splitlines() if line]
