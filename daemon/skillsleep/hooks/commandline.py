"""The command lines written into harness configs, and how we recognise our own later.

Hook commands point at the copies in `paths.hooks_dir` with absolute paths and pass the spool
folder as an argument, so the script needs no Python and no config file to find it. Our entries
are recognised by the script path's last two parts, `<harness>/skillopt-sleep-*.sh|.ps1`, which
survive a moved data folder (a reinstall then replaces the stale entry instead of adding one).
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from ..harnesses import HOOK_SCRIPT, IDS, NOTIFY_SCRIPT

_OWNER = re.compile(
    r"(?:^|[\\/])(" + "|".join(re.escape(h) for h in IDS) + r")[\\/]"
    + f"(?:{HOOK_SCRIPT}|{NOTIFY_SCRIPT})" + r"\.(?:sh|ps1)\b"
)

_NOTIFY = re.compile(r"[\\/]" + re.escape(NOTIFY_SCRIPT) + r"\.(?:sh|ps1)\b")

POWERSHELL = ("powershell.exe", "-NoProfile", "-NonInteractive", "-ExecutionPolicy", "Bypass",
              "-File")


def script_path(hooks_dir: Path, harness: str, script: str, windows: bool) -> Path:
    return hooks_dir / harness / f"{script}.{'ps1' if windows else 'sh'}"


def shell_command(hooks_dir: Path, harness: str, script: str, args: Sequence[str],
                  windows: bool) -> str:
    """A command string for harnesses that run hooks through a shell."""
    path = script_path(hooks_dir, harness, script, windows)
    if windows:
        return " ".join([*POWERSHELL, *(_win_quote(str(a)) for a in (path, *args))])
    return " ".join(shlex.quote(str(a)) for a in (path, *args))


def powershell_command(hooks_dir: Path, harness: str, script: str, args: Sequence[str]) -> str:
    """A command for harnesses that run it inside PowerShell (the Copilot CLI's `powershell`).

    The script runs in that same PowerShell, so it reads the harness's stdin; a nested
    powershell.exe would not receive it.
    """
    path = script_path(hooks_dir, harness, script, windows=True)
    return "& " + " ".join(_ps_quote(str(a)) for a in (path, *args))


def notify_argv(hooks_dir: Path, harness: str, spool_dir: Path, chain: Sequence[str],
                windows: bool) -> list[str]:
    """Codex `notify`: an argv (no shell); Codex appends the payload as the last argument."""
    path = script_path(hooks_dir, harness, NOTIFY_SCRIPT, windows)
    prefix = [*POWERSHELL, str(path)] if windows else [str(path)]
    return [*prefix, str(spool_dir), "--", *chain]


def owner(text: str) -> str | None:
    """The harness whose skillopt-sleep script `text` runs, or None for anything else."""
    match = _OWNER.search(text)
    return match.group(1) if match else None


def owners_in(value: Any) -> set[str]:
    """Every harness whose script appears in the strings of a JSON value."""
    return {o for text in _strings(value) if (o := owner(text))}


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def split_notify(argv: Sequence[str]) -> tuple[bool, list[str]]:
    """(ours, chain): whether a Codex notify argv is ours, and the user's program it chains to."""
    for index, item in enumerate(argv):
        if owner(item) is not None and _NOTIFY.search(item):
            rest = list(argv[index + 1:])
            if "--" in rest:
                return True, rest[rest.index("--") + 1:]
            return True, []
    return False, list(argv)


def _win_quote(text: str) -> str:
    # Windows paths cannot hold a double quote; quoting keeps spaces (C:\Program Files) whole.
    return f'"{text}"' if (not text or any(c in text for c in ' \t&()[]{}^=;!\'+,`~')) else text


def _ps_quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"
