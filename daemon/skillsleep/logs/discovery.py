"""Finding the logs under a harness's log roots: a pruned, depth-limited walk.

Where the roots are is each harness's business (skillsleep.harnesses), or the config's
(`harvest.paths` replaces a harness's own locations).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path


def expand(text: str) -> Path:
    return Path(os.path.expandvars(os.path.expanduser(text)))


def walk(root: Path, max_depth: int, descend: Callable[[tuple[str, ...]], bool],
         accept: Callable[[Path], bool],
         on_error: Callable[[str, str], None]) -> Iterator[Path]:
    """Files under root (depth-limited, pruned by `descend`) that `accept` takes."""
    try:
        if root.is_file():
            if accept(root):
                yield root
            return
    except OSError as exc:
        on_error(f"cannot be read ({exc.strerror})", str(root))
        return
    stack: list[tuple[Path, tuple[str, ...]]] = [(root, ())]
    while stack:
        folder, parts = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except FileNotFoundError:
            continue
        except PermissionError:
            on_error("permission denied", str(folder))
            continue
        except OSError as exc:
            on_error(f"cannot be listed ({exc.strerror})", str(folder))
            continue
        for entry in sorted(entries, key=lambda e: e.name):
            try:
                is_dir = entry.is_dir(follow_symlinks=False)
                is_file = not is_dir and entry.is_file()
            except OSError:
                continue
            if is_dir:
                sub = (*parts, entry.name)
                if len(sub) < max_depth and descend(sub):
                    stack.append((Path(entry.path), sub))
            elif is_file:
                path = Path(entry.path)
                if accept(path):
                    yield path
