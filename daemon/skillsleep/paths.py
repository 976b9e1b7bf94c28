"""Where the tool keeps its own files.

platformdirs gives the per-OS locations; SKILLOPT_SLEEP_HOME puts every one of them under a
single folder instead (tests, demos, and users who want everything in one place).
"""

from __future__ import annotations

import hashlib
import os
import stat
import sys
import tempfile
import warnings
from dataclasses import dataclass
from pathlib import Path

from .errors import UserError
from .private import PRIVATE_DIR, make_private

APP_NAME = "skillopt-sleep"
HOME_ENV = "SKILLOPT_SLEEP_HOME"

# sun_path holds 108 bytes on Linux and 104 on macOS, including the terminating NUL.
_MAX_SOCKET_PATH = 100


@dataclass(frozen=True)
class Paths:
    config_dir: Path
    data_dir: Path
    state_dir: Path
    log_dir: Path
    cache_dir: Path
    runtime_dir: Path
    home: Path | None = None  # the one folder holding all of them, with SKILLOPT_SLEEP_HOME

    @property
    def config_file(self) -> Path:
        return self.config_dir / "config.toml"

    @property
    def store_dir(self) -> Path:
        return self.state_dir / "store"

    @property
    def spool_dir(self) -> Path:
        return self.state_dir / "spool"

    @property
    def backups_dir(self) -> Path:
        return self.data_dir / "backups"

    @property
    def hooks_dir(self) -> Path:
        return self.data_dir / "hooks"

    @property
    def model_cache_dir(self) -> Path:
        return self.cache_dir / "models"

    @property
    def replays_dir(self) -> Path:
        """Throwaway worktrees of replays (each removed after its replay)."""
        return self.cache_dir / "replays"

    @property
    def cli_versions_file(self) -> Path:
        """The versions harness CLIs printed when a harvest asked (by path and mtime)."""
        return self.state_dir / "cli-versions.json"

    @property
    def socket_path(self) -> Path:
        return self.runtime_dir / "daemon.sock"

    @property
    def pid_file(self) -> Path:
        return self.runtime_dir / "daemon.pid"

    @property
    def daemon_lock(self) -> Path:
        return self.runtime_dir / "daemon.lock"

    @property
    def night_lock(self) -> Path:
        return self.state_dir / "night.lock"

    def as_dict(self) -> dict[str, str]:
        return {
            "config_file": str(self.config_file),
            "config_dir": str(self.config_dir),
            "data_dir": str(self.data_dir),
            "state_dir": str(self.state_dir),
            "store_dir": str(self.store_dir),
            "spool_dir": str(self.spool_dir),
            "log_dir": str(self.log_dir),
            "cache_dir": str(self.cache_dir),
            "runtime_dir": str(self.runtime_dir),
            "socket": str(self.socket_path),
        }


def resolve_paths(environ: os._Environ[str] | dict[str, str] | None = None) -> Paths:
    """Compute the tool's locations without touching the disk."""
    env = os.environ if environ is None else environ
    home = env.get(HOME_ENV)
    if home:
        root = Path(home).expanduser().absolute()
        runtime = root / "run"
        if len(str(runtime / "daemon.sock")) > _MAX_SOCKET_PATH:
            runtime = _short_runtime_dir(root)
        return Paths(
            config_dir=root / "config",
            data_dir=root / "data",
            state_dir=root / "state",
            log_dir=root / "log",
            cache_dir=root / "cache",
            runtime_dir=runtime,
            home=root,
        )

    # start-up: --version, --help and a SKILLOPT_SLEEP_HOME never need it
    from platformdirs import PlatformDirs

    dirs = PlatformDirs(APP_NAME, appauthor=False)
    with warnings.catch_warnings():
        # A missing XDG_RUNTIME_DIR makes platformdirs warn; we check the folder ourselves.
        warnings.simplefilter("ignore")
        runtime = Path(dirs.user_runtime_dir)
    if len(str(runtime / "daemon.sock")) > _MAX_SOCKET_PATH:
        runtime = _short_runtime_dir(None)
    return Paths(
        config_dir=Path(dirs.user_config_dir),
        data_dir=Path(dirs.user_data_dir),
        state_dir=Path(dirs.user_state_dir),
        log_dir=Path(dirs.user_log_dir),
        cache_dir=Path(dirs.user_cache_dir),
        runtime_dir=runtime,
    )


def _short_runtime_dir(root: Path | None) -> Path:
    """A runtime folder whose socket path fits in sun_path, unique per user (and per home)."""
    tag = f"{os.getuid()}" if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
    if root is not None:
        tag += "-" + hashlib.sha256(str(root).encode()).hexdigest()[:10]
    return Path(tempfile.gettempdir()) / f"{APP_NAME}-{tag}"


def ensure_dirs(paths: Paths) -> None:
    """Create the tool's folders, all private to the user (0700), and tighten the modes of a
    home an older version wrote (see private.py)."""
    if paths.home is not None:
        # Private when the tool creates it; a folder the person chose keeps its own mode.
        _make_dir(paths.home, paths)
    for folder in (paths.config_dir, paths.data_dir, paths.state_dir, paths.log_dir,
                   paths.cache_dir, paths.store_dir, paths.spool_dir):
        _make_dir(folder, paths)
    ensure_private_dir(paths.runtime_dir)
    make_private([paths.config_dir, paths.data_dir, paths.state_dir, paths.log_dir,
                  paths.cache_dir, paths.runtime_dir], paths.state_dir)


def _make_dir(folder: Path, paths: Paths) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR)
    except OSError as exc:
        # A file in the way, a read-only or missing mount: the person chose the place (or its
        # parent), so the message names the setting that moves it.
        blocker = next((p for p in (folder, *folder.parents) if p.is_file()), None)
        why = f"{blocker} is a file" if blocker is not None else exc.strerror or str(exc)
        where = (f"{HOME_ENV} is {paths.home}: set it to a folder you can write"
                 if paths.home is not None else
                 f"set {HOME_ENV} to a folder you can write to keep them there instead")
        raise UserError(f"Cannot create the folder {folder} for skillopt-sleep's own files "
                        f"({why}); {where}.") from exc


def ensure_private_dir(folder: Path) -> None:
    """Create `folder` as 0700 and refuse one that another user owns or can enter."""
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    if sys.platform == "win32":
        return
    info = folder.stat()
    if info.st_uid != os.getuid():
        raise UserError(
            f"The runtime folder {folder} belongs to another user; remove it or set "
            f"{HOME_ENV} to a folder of your own."
        )
    if stat.S_IMODE(info.st_mode) != 0o700:
        os.chmod(folder, 0o700)
