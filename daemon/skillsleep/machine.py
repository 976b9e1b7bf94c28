"""The one description of the machine the harnesses run on: HOME, the environment and the OS.

Every harness computes its folders (logs, hook files, config) from a Machine, so the same code
answers for this machine, for a test's made-up home, and for the environment a hook ran in (the
notice a hook leaves carries the variables that move a harness's folders, see `with_hints`).
Computing a path touches no disk.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path


def _platform() -> str:
    if sys.platform.startswith("win"):
        return "win32"
    return "darwin" if sys.platform == "darwin" else "linux"


@dataclass(frozen=True)
class Machine:
    home: Path
    environ: Mapping[str, str] = field(default_factory=dict)
    platform: str = "linux"      # "linux", "darwin" or "win32"

    @classmethod
    def current(cls) -> Machine:
        return cls(home=Path.home(), environ=dict(os.environ), platform=_platform())

    @property
    def windows(self) -> bool:
        return self.platform == "win32"

    def var(self, name: str) -> str | None:
        value = self.environ.get(name, "").strip()
        return value or None

    def path_var(self, name: str) -> Path | None:
        value = self.var(name)
        return Path(os.path.expanduser(value)) if value else None

    def with_environ(self, overrides: Mapping[str, str]) -> Machine:
        """The same machine with some variables set (empty values are ignored)."""
        extra = {k: v for k, v in overrides.items() if v.strip()}
        return replace(self, environ={**self.environ, **extra}) if extra else self

    def with_hints(self, headers: Mapping[str, str]) -> Machine:
        """The environment a hook ran in, from its notice: a header `codex-home` carries the
        hook's CODEX_HOME, `xdg-data-home` its XDG_DATA_HOME, and so on (the header is the
        variable's name in lower case with dashes)."""
        hinted = {key.upper().replace("-", "_"): value for key, value in headers.items()
                  if key.endswith(("-home", "-dir"))}
        return self.with_environ(hinted)

    # -- the usual folders ----------------------------------------------------------------

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
        elif self.windows:
            base = self.app_data()
        else:
            base = self.xdg_config()
        return [base / name for name in app_names]
