"""Running git for replays. Reading the person's repository never writes to it: no optional
locks (a `git status` would refresh their index), no prompts, no pager."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

GIT_TIMEOUT_SECONDS = 120.0


class GitError(Exception):
    """A git command failed; the message holds git's own first line."""


def git_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"GIT_OPTIONAL_LOCKS": "0", "GIT_TERMINAL_PROMPT": "0", "GIT_PAGER": "cat",
                # A replay's checkout never downloads large files from a server.
                "GIT_LFS_SKIP_SMUDGE": "1"})
    env.update(extra or {})
    return env


def git(cwd: Path | str, *args: str, timeout: float = GIT_TIMEOUT_SECONDS,
        env: dict[str, str] | None = None) -> str:
    """git's standard output; GitError when it fails, cannot start or runs too long."""
    try:
        done = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True,
                              errors="replace", timeout=timeout, env=env or git_env(),
                              check=False)
    except FileNotFoundError as exc:
        raise GitError("git is not installed (not on PATH)") from exc
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise GitError(f"git {args[0]} did not finish: {exc}") from exc
    if done.returncode != 0:
        first = (done.stderr.strip() or done.stdout.strip()).splitlines()
        raise GitError(first[0] if first else f"git {args[0]} exited with {done.returncode}")
    return done.stdout


def git_ok(cwd: Path | str, *args: str) -> str | None:
    """git's output, or None when it fails (a ref or an object that is not there)."""
    try:
        return git(cwd, *args)
    except GitError:
        return None
