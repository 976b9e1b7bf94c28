"""The folder where replays happen, and one replay's workspace in it.

Each replay gets its own folder under the tool's cache (private, 0700):

    <replays>/<id>/owner.json          the process that made it (leftovers are found by it)
    <replays>/<id>/repo.git            a bare clone that borrows the person's objects
    <replays>/<id>/skillopt-sleep-headless-replay-<id>/   the detached worktree (the agent's)

The clone is made with `git clone --bare --shared`: it reads the person's repository once and
from then on finds their objects through git's alternates, read only; everything new (the
agent's commits, branches, stashes) is written into the clone. Its remote is removed, so a push
has nowhere to go, and its hooks folder is empty, so no hook of the person's or the project's
runs. The worktree folder's name starts with the headless prefix, so whatever session a harness
writes in it is never harvested as the person's work.

After the replay the worktree is removed and pruned and the folder deleted. A night killed in
the middle leaves a folder whose owner is gone: `clean_leftovers` (called when a night starts)
stops what still runs in it and deletes it.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import stat
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..liveness import pid_alive
from ..logs.marker import HEADLESS_CWD_PREFIX
from .git import GitError, git
from .place import Place

OWNER_FILE = "owner.json"
WORKTREE_PREFIX = HEADLESS_CWD_PREFIX + "replay-"
# A folder younger than this without an owner file may be one being made right now.
_FRESH_SECONDS = 60.0


class WorkspaceError(Exception):
    """The workspace could not be made; the message says why."""


@dataclass(frozen=True)
class Workspace:
    folder: Path     # the replay's own folder (deleted afterwards)
    git_dir: Path    # the private clone
    root: Path       # the worktree's top folder
    cwd: Path        # where the agent starts: the session's folder inside the worktree
    commit: str      # what the worktree was checked out at
    place: Place

    def path(self, rel: str) -> Path:
        return self.root / rel


class ReplayArea:
    def __init__(self, root: Path) -> None:
        self.root = root

    @contextlib.contextmanager
    def workspace(self, place: Place) -> Iterator[Workspace]:
        """A fresh worktree at the place's commit; removed (and its folder deleted) on exit,
        whatever happens inside."""
        ws = self._make(place)
        try:
            yield ws
        finally:
            self._remove(ws)

    def _make(self, place: Place) -> Workspace:
        self.root.mkdir(parents=True, exist_ok=True, mode=0o700)
        rid = uuid.uuid4().hex[:12]
        folder = self.root / rid
        folder.mkdir(mode=0o700)
        _write_owner(folder, place)
        git_dir = folder / "repo.git"
        root = folder / f"{WORKTREE_PREFIX}{rid}"
        try:
            git(folder, "clone", "--quiet", "--bare", "--shared", str(place.repository),
                str(git_dir))
            with contextlib.suppress(GitError):
                git(git_dir, "remote", "remove", "origin")
            hooks = folder / "no-hooks"
            hooks.mkdir(mode=0o700)
            git(git_dir, "config", "core.hooksPath", str(hooks))
            git(git_dir, "worktree", "add", "--quiet", "--detach", str(root), place.commit)
        except GitError as exc:
            _delete(folder)
            raise WorkspaceError(f"cannot make a worktree of {place.repository} at "
                                 f"{place.commit[:12]}: {exc}") from exc
        cwd = root / place.subdir if place.subdir and (root / place.subdir).is_dir() else root
        return Workspace(folder, git_dir, root, cwd, place.commit, place)

    def _remove(self, ws: Workspace) -> None:
        with contextlib.suppress(GitError, OSError):
            git(ws.git_dir, "worktree", "remove", "--force", str(ws.root))
        with contextlib.suppress(GitError, OSError):
            git(ws.git_dir, "worktree", "prune")
        _stop_processes_in(ws.folder)
        _delete(ws.folder)

    def leftovers(self) -> list[Path]:
        """Replay folders whose owner process is gone."""
        try:
            children = sorted(p for p in self.root.iterdir() if p.is_dir())
        except OSError:
            return []
        return [p for p in children if not _owner_alive(p)]

    def clean_leftovers(self) -> list[str]:
        """Stop what still runs in each leftover folder and delete it; the names removed."""
        removed = []
        for folder in self.leftovers():
            _stop_processes_in(folder)
            _delete(folder)
            if not folder.exists():
                removed.append(folder.name)
        return removed


def _write_owner(folder: Path, place: Place) -> None:
    doc = {"pid": os.getpid(), "process_start": _process_start(os.getpid()),
           "created": time.time(), "place": place.to_doc()}
    (folder / OWNER_FILE).write_text(json.dumps(doc), encoding="utf-8")


def _owner_alive(folder: Path) -> bool:
    try:
        doc = json.loads((folder / OWNER_FILE).read_text(encoding="utf-8"))
        pid = int(doc["pid"])
    except (OSError, ValueError, KeyError, TypeError):
        try:
            return time.time() - folder.stat().st_mtime < _FRESH_SECONDS
        except OSError:
            return False
    if not pid_alive(pid):
        return False
    started = doc.get("process_start")
    # The pid lives, but a process started since took it: the owner is gone.
    return started is None or started == _process_start(pid)


def _process_start(pid: int) -> str | None:
    """When a process started (Linux: /proc/<pid>/stat field 22), to tell a reused pid."""
    try:
        raw = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    fields = raw.rsplit(")", 1)[-1].split()
    return fields[19] if len(fields) > 19 else None


def _stop_processes_in(folder: Path) -> None:
    """Kill the processes (of this user) still working in the folder: an agent left running by
    a night killed mid-replay. Linux finds them through /proc; elsewhere nothing is found."""
    target = str(folder.resolve())
    proc = Path("/proc")
    if not proc.is_dir():
        return
    for entry in proc.iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cwd = os.readlink(entry / "cwd")
        except OSError:
            continue
        if cwd == target or cwd.startswith(target + os.sep):
            with contextlib.suppress(OSError):
                os.kill(int(entry.name), signal.SIGKILL)


def _delete(folder: Path) -> None:
    """Delete a folder tree, also where an agent or a build left read-only files and folders."""

    def retry(func: Callable[..., Any], path: str, *_: Any) -> None:
        with contextlib.suppress(OSError):
            os.chmod(os.path.dirname(path), stat.S_IRWXU)
            os.chmod(path, stat.S_IRWXU)
            func(path)

    if not folder.exists():
        return
    if sys.version_info >= (3, 12):
        shutil.rmtree(folder, onexc=retry)
    else:
        shutil.rmtree(folder, onerror=retry)
