"""Where each harness keeps its logs on this machine, and finding them.

Locations come from HOME and each harness's own environment variables, per OS, or from the
config (`harvest.paths`, `harvest.devin_export_dir`), which replaces the discovered ones.
Computing the roots touches no disk beyond a few stats; scanning them is a pruned walk.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Env:
    """HOME, the environment and the OS, so discovery can be computed for any of them."""

    home: Path
    environ: Mapping[str, str] = field(default_factory=dict)
    platform: str = "linux"      # "linux", "darwin" or "win32"

    @classmethod
    def current(cls) -> Env:
        plat = "win32" if sys.platform.startswith("win") else (
            "darwin" if sys.platform == "darwin" else "linux")
        return cls(home=Path.home(), environ=dict(os.environ), platform=plat)

    def var(self, name: str) -> str | None:
        value = self.environ.get(name, "").strip()
        return value or None

    def path_var(self, name: str) -> Path | None:
        value = self.var(name)
        return Path(os.path.expanduser(value)) if value else None

    def xdg_config(self) -> Path:
        return self.path_var("XDG_CONFIG_HOME") or self.home / ".config"

    def xdg_data(self) -> Path:
        return self.path_var("XDG_DATA_HOME") or self.home / ".local" / "share"

    def app_data(self) -> Path:
        """Roaming application data: %APPDATA% on Windows."""
        return self.path_var("APPDATA") or self.home / "AppData" / "Roaming"

    def user_data_dirs(self, *app_names: str) -> list[Path]:
        """The per-OS user-data folder of an Electron app (VS Code, Cursor) for each name."""
        if self.platform == "darwin":
            base = self.home / "Library" / "Application Support"
        elif self.platform == "win32":
            base = self.app_data()
        else:
            base = self.xdg_config()
        return [base / name for name in app_names]


@dataclass(frozen=True)
class Root:
    """A folder (or single file) where one harness writes logs."""

    harness: str
    path: Path
    kind: str


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
