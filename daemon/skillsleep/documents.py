"""Which paths may be instruction documents: the one check every reader and writer makes.

A document is a regular file, or a symlink that stays inside the same repository. A cloned
repository can carry `CLAUDE.md -> ~/.aws/credentials`; such a link is never a document: it is
not mapped to a family, not read by a night, not sent to a model, not written by an accept. A
link inside the repository (`AGENTS.md -> docs/agents.md`) is followed, and an accept writes
through it, so the link stays a link.

"The repository" is the working tree that holds the path as it is spelled (the nearest folder
above it with a `.git`); it is found without running git. A document outside any repository
(the user-level `~/.claude/CLAUDE.md`) must not be a link itself; its folders may be (a
dotfiles checkout linked into place is common), since no cloned repository put them there.
Only regular files qualify: a folder, a FIFO or a device is refused before it is opened.

`checked_document` is called by the target mapping (tasks/targets.py, optimize/targets.py),
the night before it reads, and proposals accept before it writes.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from .errors import UserError


class DocumentRefused(UserError):
    """The path is not an instruction document the tool may read or write; says why."""


def repository_of(path: Path) -> Path | None:
    """The working tree that holds `path` as spelled (the folder with `.git`), or None."""
    # os.path, not pathlib: every candidate document of every update walks up its folders.
    folder = os.path.dirname(os.fspath(path))
    while True:
        if os.path.exists(os.path.join(folder, ".git")):
            return Path(folder)
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


def checked_document(path: str | Path) -> Path:
    """The real file behind the document path `path`, or DocumentRefused saying why not.

    The path may be given with `~`; the result is absolute and has no symlink in it.
    """
    spelled = Path(os.path.abspath(Path(path).expanduser()))
    try:
        info = os.stat(spelled)
    except FileNotFoundError:
        raise DocumentRefused(f"{spelled} does not exist.") from None
    except OSError as exc:
        raise DocumentRefused(f"{spelled} cannot be read ({exc.strerror}).") from None
    if stat.S_ISDIR(info.st_mode):
        raise DocumentRefused(f"{spelled} is a folder, not an instruction document.")
    if not stat.S_ISREG(info.st_mode):
        raise DocumentRefused(f"{spelled} is not a regular file, so it is not an instruction "
                              f"document.")
    real = Path(os.path.realpath(spelled))
    repo = repository_of(spelled)
    if repo is not None:
        root = Path(os.path.realpath(repo))
        if not real.is_relative_to(root):
            raise DocumentRefused(
                f"{spelled} is a link to {real}, outside its repository {repo}; a document "
                f"that leaves its repository is never read or written. Replace the link with "
                f"a file, or point it inside {repo}.")
        return real
    if spelled.is_symlink():
        raise DocumentRefused(
            f"{spelled} is a link to {real} and is in no repository; only a regular file, or a "
            f"link that stays inside its repository, is an instruction document.")
    return real


def is_document(path: str | Path) -> bool:
    try:
        checked_document(path)
    except DocumentRefused:
        return False
    return True
