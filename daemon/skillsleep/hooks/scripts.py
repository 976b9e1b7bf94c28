"""Copying the hook scripts into the data folder, where harness configs point.

The copies live in `paths.hooks_dir/<harness>/` beside a shared `lib/`, so a hook keeps working
when the virtualenv moves or the package is upgraded; install refreshes them, uninstall removes
the folder of a harness no longer hooked anywhere.
"""

from __future__ import annotations

import contextlib
import shutil
from pathlib import Path

from ..atomic import atomic_write_bytes
from ..paths import Paths
from ..resources import shells_dir

LIB = "lib"


def _sources(harness: str) -> list[tuple[Path, str]]:
    """(source file, path relative to the hooks folder) for the harness's scripts."""
    root = shells_dir()
    found = []
    for folder in (LIB, harness):
        for source in sorted((root / folder).iterdir()):
            if source.is_file() and source.suffix in (".sh", ".ps1"):
                found.append((source, f"{folder}/{source.name}"))
    if not any(rel.startswith(f"{harness}/") for _, rel in found):
        raise FileNotFoundError(
            f"The {harness} hook scripts are missing from {root}; reinstall skillopt-sleep."
        )
    return found


def pending(paths: Paths, harness: str) -> list[Path]:
    """The installed copies that are missing or differ from the packaged scripts."""
    stale = []
    for source, rel in _sources(harness):
        target = paths.hooks_dir / rel
        try:
            same = target.read_bytes() == source.read_bytes() and _mode_ok(target)
        except OSError:
            same = False
        if not same:
            stale.append(target)
    return stale


def copy_scripts(paths: Paths, harness: str) -> list[Path]:
    """Install or refresh the copies; return the files written."""
    written = []
    for source, rel in _sources(harness):
        target = paths.hooks_dir / rel
        data = source.read_bytes()
        with contextlib.suppress(OSError):
            if target.read_bytes() == data and _mode_ok(target):
                continue
        target.parent.mkdir(parents=True, exist_ok=True)
        # Run by the harness as the same user: nobody else needs to read or run them.
        atomic_write_bytes(target, data, mode=0o700 if target.suffix == ".sh" else 0o600)
        written.append(target)
    return written


def remove_scripts(paths: Paths, harness: str, still_hooked: set[str]) -> None:
    """Remove the harness's copies, and the shared lib once no harness is hooked."""
    shutil.rmtree(paths.hooks_dir / harness, ignore_errors=True)
    if not still_hooked:
        shutil.rmtree(paths.hooks_dir / LIB, ignore_errors=True)


def present(paths: Paths, harness: str, script: str) -> bool:
    folder = paths.hooks_dir / harness
    return (folder / f"{script}.sh").is_file() or (folder / f"{script}.ps1").is_file()


def _mode_ok(target: Path) -> bool:
    return target.suffix != ".sh" or bool(target.stat().st_mode & 0o100)
