"""Which document a path is: the one answer to "are these two paths the same document?".

People run their agents in several git worktrees of one repository, so the same tracked
`CLAUDE.md` sits at a different path in each. A file that git tracks is identified by its
repository (the git folder all its worktrees share, what `git rev-parse --git-common-dir`
prints) and its path inside the repository; any other file by its resolved path (`resolved`:
the user folder expanded, links followed; never `absolute()`, which keeps `..` and links, so
two spellings of one file would differ). Tasks, families, the optimizer's memory, proposals,
the rejected-edit buffer and the language server all compare documents through `doc_key`, so
one recurring family yields one proposal, shown in every worktree.

Whether a document may be edited at all is another question, answered elsewhere.
Finding the repository reads a few files (no process); whether a file is tracked asks git once
per file and version of the git index.
"""

from __future__ import annotations

import functools
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Checkout:
    """One working tree of a repository."""

    common_dir: Path  # the repository: the git folder its worktrees share
    git_dir: Path     # this worktree's own git folder (its index lives there)
    root: Path        # this worktree's top folder


def resolved(path: str | Path) -> Path:
    """The one spelling of a path: the user folder expanded, links and `..` resolved."""
    return Path(path).expanduser().resolve()


def checkout_of(path: str | Path, seen: dict[Path, Checkout | None] | None = None
                ) -> Checkout | None:
    """The git working tree that holds `path` (a file or a folder), or None. `seen`: what
    earlier lookups found for the folders they walked (one update's memo: a repository's
    documents share their folders, and its checkouts do not move during an update)."""
    return _checkout_of_real(resolved(path), seen)


def _checkout_of_real(start: Path, seen: dict[Path, Checkout | None] | None
                      ) -> Checkout | None:
    walked: list[Path] = []
    found: Checkout | None = None
    for folder in (start, *start.parents):
        if seen is not None and folder in seen:
            found = seen[folder]
            break
        walked.append(folder)
        dot = folder / ".git"
        try:
            if dot.is_dir():
                found = Checkout(dot, dot, folder)
                break
            if dot.is_file():
                found = _linked(folder, dot)
                break
        except OSError:
            return None  # unknown, so not remembered
    if seen is not None:
        # Every folder walked lies inside the checkout found (or in none): no `.git` between.
        seen.update(dict.fromkeys(walked, found))
    return found


def _linked(root: Path, dot: Path) -> Checkout | None:
    """A linked worktree (or submodule): `.git` is a file `gitdir: <its git folder>`, and that
    folder's `commondir` names the repository's shared git folder."""
    try:
        line = dot.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    if not line.startswith("gitdir:"):
        return None
    git_dir = (root / line[len("gitdir:"):].strip()).resolve()
    try:
        common = (git_dir / (git_dir / "commondir").read_text(encoding="utf-8").strip())
    except (OSError, UnicodeDecodeError):
        common = git_dir
    return Checkout(common.resolve(), git_dir, root)


def _index_stamp(checkout: Checkout) -> int:
    try:
        return os.stat(checkout.git_dir / "index").st_mtime_ns
    except OSError:
        return 0


@functools.lru_cache(maxsize=4096)
def _tracked(root: str, rel: str, stamp: int) -> bool:
    try:
        done = subprocess.run(["git", "-C", root, "ls-files", "--error-unmatch", "--", rel],
                              capture_output=True, timeout=10, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


def in_main_checkout(path: str | Path, seen: dict[Path, Checkout | None] | None = None
                     ) -> bool:
    """Is the file in its repository's main working tree (not a linked worktree)?"""
    checkout = checkout_of(Path(path).parent, seen)
    return checkout is not None and checkout.git_dir == checkout.common_dir


def tracked_in(path: str | Path, seen: dict[Path, Checkout | None] | None = None
               ) -> tuple[Checkout, str] | None:
    """(the checkout, the path inside the repository) of a file git tracks, or None."""
    real = resolved(path)
    checkout = _checkout_of_real(real.parent, seen)
    if checkout is None:
        return None
    try:
        rel = real.relative_to(checkout.root).as_posix()
    except ValueError:
        return None
    if not _tracked(str(checkout.root), rel, _index_stamp(checkout)):
        return None
    return checkout, rel


def doc_key(path: str | Path, seen: dict[Path, Checkout | None] | None = None) -> str:
    """One spelling per document: `<repository>::<path in it>` for a tracked file, whichever
    worktree it is seen in; the resolved path for any other file."""
    found = tracked_in(path, seen)
    if found is None:
        return str(resolved(path))
    checkout, rel = found
    return f"{checkout.common_dir}::{rel}"


def in_checkout(path: str | Path, where: str | Path) -> Path | None:
    """The same tracked document in the worktree that holds `where` (a folder the person works
    in), or None when `where` is not a checkout of the document's repository."""
    found = tracked_in(path)
    if found is None:
        return None
    checkout, rel = found
    other = checkout_of(where)
    if other is None or other.common_dir != checkout.common_dir:
        return None
    return other.root / rel


# Folders that hold an agent's instructions for the folder above them.
_CONFIG_FOLDERS = frozenset({".claude", ".codex", ".copilot", ".github", ".cursor"})


def governed_root(document: str | Path) -> Path:
    """The folder whose work a document governs: the project of `<p>/CLAUDE.md`,
    `<p>/.claude/skills/x/SKILL.md` or `<p>/.github/copilot-instructions.md`, and the home
    folder of `~/.claude/CLAUDE.md` or `~/.codex/AGENTS.md`."""
    given = Path(document).expanduser()
    # Where the document sits decides what it governs: a link `AGENTS.md -> docs/agents.md`
    # at the top of a repository governs the repository.
    path = given.parent.resolve() / given.name
    for folder in path.parents:
        if folder.name in _CONFIG_FOLDERS:
            return folder.parent
    return path.parent


def is_personal(document: str | Path) -> bool:
    """Does the document hold the person's own instructions (`~/.claude/CLAUDE.md`,
    `~/.codex/AGENTS.md`), which govern all their work rather than one repository's?"""
    return governed_root(document) == Path.home().resolve()


@functools.lru_cache(maxsize=4096)
def governs(document: str, project: str) -> bool:
    """Is work done in `project` (a session's folder) governed by the document? Yes under the
    folder it governs, in any worktree of the same repository; a user-level document governs
    everything."""
    if is_personal(document):
        return True  # the person's own instructions apply to all their work, wherever it is
    root = governed_root(document)
    where = resolved(project)
    if where == root or root in where.parents:
        return True
    seen: dict[Path, Checkout | None] = {}  # the two walks meet at their common folders
    ours, theirs = checkout_of(root, seen), checkout_of(where, seen)
    if ours is None or theirs is None or ours.common_dir != theirs.common_dir:
        return False
    try:
        same = theirs.root / root.relative_to(ours.root)
    except ValueError:
        return False
    return where == same or same in where.parents


# Where people keep a repository's linked worktrees inside it: `<repo>/.worktrees/<name>`, and
# `<repo>/.claude/worktrees/<name>`. Only hidden folders: a plain `worktrees/` is as often a
# folder of unrelated checkouts.
_WORKTREE_FOLDERS = ((".worktrees",), (".claude", "worktrees"))


def _vanished_worktree_home(folder: Path) -> Path | None:
    """The repository folder a worktree that no longer exists was made in, when its path has
    the layout of one (`<repo>/.worktrees/<name>`); None otherwise, or when that folder would be
    the home folder (where a tool keeps every repository's worktrees)."""
    parts = folder.parts
    for layout in _WORKTREE_FOLDERS:
        n = len(layout)
        for i in range(len(parts) - n, 0, -1):
            if parts[i:i + n] == layout and i + n < len(parts):
                repo = Path(*parts[:i])
                return None if _a_home(repo) else repo
    return None


def _a_home(folder: Path) -> bool:
    """Is the folder someone's home folder (this person's, or the shape of one: `/Users/x`,
    `/home/x`), or above one?"""
    parts = folder.parts
    return folder == Path.home().resolve() or len(parts) < 3 \
        or (len(parts) == 3 and parts[1].lower() in ("users", "home"))


def workspace_of(project: str | None) -> str:
    """The repository a session's folder belongs to (shared by its worktrees), else the
    folder: tasks done in one workspace are governed by its documents. A worktree removed
    since (people remove a worktree once its branch is merged) belongs to the repository its
    path was made in, when the path says which (`<repo>/.worktrees/<name>`)."""
    if not project:
        return ""
    found = checkout_of(project)
    if found:
        return str(found.common_dir)
    folder = resolved(project)
    repo = None if folder.exists() else _vanished_worktree_home(folder)
    return workspace_of(str(repo)) if repo is not None else str(folder)
