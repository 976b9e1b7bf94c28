"""The logs under a harness's log roots, found again without listing the folders that did not
change.

A harvest finds its logs with a pruned, depth-limited walk (`logs.discovery.walk`, whose
contract this keeps: the same files, in the same order, the same reasons for what could not be
listed). A long-running process (the daemon) harvests after every turn, and a real history
holds thousands of folders of which a turn changes none: a file appended to changes its own
size and times, not its folder's. A folder's modification time changes whenever an entry is
added to it, removed or renamed, so a folder whose time is the one it had when it was listed is
not listed again; its entries (their names, whether each is a folder or a file) are the ones
listed then. A new file anywhere changes the time of the folder it is in, which is then listed,
as is a new folder, found in its parent's new listing. A folder listed within a moment of its
last change is listed again next time (a change in the same tick of the clock would not show),
and an entry that is a symbolic link is looked at every time (its target can change alone).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from ..logs import discovery

# How long after a folder's last change its listing is trusted: longer than the coarsest clock
# tick of a filesystem's times (FAT's 2 s).
SETTLED_NS = 3_000_000_000
KEPT_FOLDERS = 1 << 17  # listings kept at most (the folders of a very large history)

# An entry: its name, its path, whether it is a folder, a file, a symbolic link.
_Entry = tuple[str, Path, bool, bool, bool]
_LISTED: dict[str, tuple[int, list[_Entry]]] = {}  # folder -> (its mtime_ns, its entries)


def _listing(folder: Path) -> list[_Entry]:
    """The folder's entries by name; raises what `os.scandir` raises."""
    key = str(folder)
    try:
        mtime = os.stat(folder).st_mtime_ns
    except OSError:
        mtime = None
    kept = _LISTED.get(key)
    if mtime is not None and kept is not None and kept[0] == mtime:
        return kept[1]
    entries: list[_Entry] = []
    for entry in sorted(os.scandir(folder), key=lambda e: e.name):
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
            is_file = not is_dir and entry.is_file()
            link = entry.is_symlink()
        except OSError:
            continue
        entries.append((entry.name, Path(entry.path), is_dir, is_file, link))
    if mtime is not None and time.time_ns() - mtime > SETTLED_NS:
        if len(_LISTED) >= KEPT_FOLDERS:
            _LISTED.clear()
        _LISTED[key] = (mtime, entries)
    else:
        _LISTED.pop(key, None)
    return entries


def _never(_: object) -> bool:
    return False


def walk(root: Path, max_depth: int, descend: Callable[[tuple[str, ...]], bool],
         accept: Callable[[Path], bool],
         on_error: Callable[[str, str], None]) -> Iterator[Path]:
    """Files under root (depth-limited, pruned by `descend`) that `accept` takes."""
    try:
        folder_root = root.is_dir()
    except OSError:
        folder_root = False
    if not folder_root:  # a file, nothing, or what cannot be read: as the walk does it
        yield from discovery.walk(root, max_depth, descend, accept, on_error)
        return
    stack: list[tuple[Path, tuple[str, ...]]] = [(root, ())]
    while stack:
        folder, parts = stack.pop()
        try:
            entries = _listing(folder)
        except OSError:
            # Said in the walk's own words (nothing, for a folder gone since).
            for _ in discovery.walk(folder, 1, _never, _never, on_error):
                pass
            continue
        for name, path, is_dir, is_file, link in entries:
            if link:
                try:
                    is_file = path.is_file()
                except OSError:
                    continue
            if is_dir and len(parts) + 1 < max_depth and descend((*parts, name)):
                stack.append((path, (*parts, name)))
            elif not is_dir and is_file and accept(path):
                yield path
