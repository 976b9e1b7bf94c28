"""Only the current user can read what the tool keeps: files 0600, folders 0700.

What is kept is the person's requests, their projects' paths, proposals and backups of their
instruction documents: nothing another account on the machine should read. Three things keep
it so:
  * every entry point (the CLI, the daemon it starts, the language server) sets the umask to
    077 before it writes anything, so whatever the tool or a library creates is private;
  * the writers that matter set the mode themselves too (the store, its locks, the logs, the
    backups), so the tool's modules stay private when used as a library;
  * `make_private` tightens a home written by an older version (0644 files in 0755 folders)
    once, and leaves a marker so later starts only look at the top folders.

Programs the tool starts for the person (a harness CLI) get the person's own umask back.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

PRIVATE_FILE = 0o600
PRIVATE_EXECUTABLE = 0o700
PRIVATE_DIR = 0o700
MARKER = ".private-modes"

_original_umask: int | None = None


def use_private_umask() -> int | None:
    """From now on every file and folder this process creates is private (umask 077);
    returns the umask it had (None on Windows, which has none)."""
    global _original_umask
    if sys.platform == "win32":
        return None
    previous = os.umask(0o077)
    if _original_umask is None:
        _original_umask = previous
    return previous


@contextlib.contextmanager
def private_umask() -> Iterator[None]:
    """Umask 077 while the block runs; a command run in-process gives its caller's back."""
    previous = use_private_umask()
    try:
        yield
    finally:
        if previous is not None:
            os.umask(previous)


def original_umask() -> int | None:
    """The umask the person had, for programs started on their behalf (None: unchanged)."""
    return _original_umask


def make_private(folders: Iterable[Path], marker_dir: Path) -> None:
    """Make each of the tool's folders 0700, and once per home every file below them 0600
    (0700 if executable) and every folder 0700."""
    if sys.platform == "win32":
        return
    folders = [f for f in dict.fromkeys(folders) if f.is_dir()]
    for folder in folders:
        _chmod(folder, PRIVATE_DIR)
    marker = marker_dir / MARKER
    if marker.exists():
        return
    for folder in folders:
        for root, dirs, files in os.walk(folder):
            for name in dirs:
                _chmod(Path(root) / name, PRIVATE_DIR)
            for name in files:
                path = Path(root) / name
                with contextlib.suppress(OSError):
                    info = path.lstat()
                    if stat.S_ISREG(info.st_mode):
                        executable = info.st_mode & 0o100
                        _chmod(path, PRIVATE_EXECUTABLE if executable else PRIVATE_FILE)
    with contextlib.suppress(OSError):
        fd = os.open(marker, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, PRIVATE_FILE)
        os.close(fd)


def _chmod(path: Path, mode: int) -> None:
    with contextlib.suppress(OSError):
        info = path.lstat()
        if stat.S_ISLNK(info.st_mode) or info.st_uid != os.getuid():
            return  # never follow a link, never touch what another account owns
        if stat.S_IMODE(info.st_mode) != mode:
            os.chmod(path, mode)
