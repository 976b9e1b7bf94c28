"""Whether Claude Code's own sandbox can run on this Linux machine.

A replay runs the agent's shell commands in the CLI's sandbox and refuses a command it cannot
sandbox, since nobody is there to approve it. On Linux that sandbox is bubblewrap (with socat
for its network proxy); without them, or where bubblewrap cannot make a namespace (a container
that forbids unprivileged user namespaces), every command the agent tries would be refused and
the replay would judge an agent that could run nothing: such a task is not replayed, and the
night says why. The answer is worked out once per process (one short bwrap run).
"""

from __future__ import annotations

import functools
import shutil
import subprocess
import sys


@functools.cache
def linux_sandbox_problem() -> str | None:
    """None when the sandbox can run (or this is not Linux), else why not, as a sentence."""
    if not sys.platform.startswith("linux"):
        return None
    missing = [name for name in ("bwrap", "socat") if shutil.which(name) is None]
    if missing:
        return ("Claude Code's sandbox on Linux needs bubblewrap and socat, and "
                f"{' and '.join(missing)} is not on PATH (install them: `apt-get install "
                "bubblewrap socat`), so the agent's commands would be refused")
    try:
        done = subprocess.run(["bwrap", "--ro-bind", "/", "/", "--dev", "/dev", "--unshare-all",
                               "--die-with-parent", "true"], capture_output=True, text=True,
                              timeout=10, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"bubblewrap could not be run for Claude Code's sandbox: {exc}"
    if done.returncode != 0:
        return ("bubblewrap cannot make a sandbox on this machine (are user namespaces "
                f"allowed?): {done.stderr.strip()[:200]}; the agent's commands would be refused")
    return None
