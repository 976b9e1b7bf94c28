"""Run the real `skillopt-sleep` entry point in a subprocess, as a user would."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any


def run_cli(*args: str, check: bool = True, timeout: float = 120,
            env: dict[str, str] | None = None, input: str | None = None,
            cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [sys.executable, "-m", "skillsleep.cli", *args],
        capture_output=True, text=True, timeout=timeout, env=env, input=input, cwd=cwd,
    )
    if check and proc.returncode != 0:
        raise AssertionError(
            f"skillopt-sleep {' '.join(args)} exited {proc.returncode}\n"
            f"stdout:\n{proc.stdout}\nstderr:\n{proc.stderr}"
        )
    return proc


def run_json(*args: str, **kw: Any) -> Any:
    return json.loads(run_cli(*args, "--json", **kw).stdout)
