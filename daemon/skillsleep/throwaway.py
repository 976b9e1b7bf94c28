"""A throwaway home: the environment in which the product takes a folder for a person's home.

The demo, the benchmarks and anything else that runs the product on other logs than the user's
own must keep it from reading or writing the real ones. Besides `HOME` (and `USERPROFILE` on
Windows), each harness has variables that point it somewhere else (`CODEX_HOME`, ...), and several
harnesses follow the XDG and Windows application-data folders: all of them are dropped, so every
location is derived from the throwaway home. The list comes from the harness registry, so a new
harness's variables are covered without touching this module.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from . import harnesses
from .paths import HOME_ENV

LOCATION_VARS: tuple[str, ...] = tuple(dict.fromkeys((
    *(v for h in harnesses.ALL for v in h.env_vars),
    "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME",
    "APPDATA", "LOCALAPPDATA",
)))


def environment(home: Path, sleep_home: Path,
                base: Mapping[str, str] | None = None) -> dict[str, str]:
    """`base` (the current environment by default) with `home` as the person's home and the
    product's own state in `sleep_home`."""
    env = {k: v for k, v in (os.environ if base is None else base).items()
           if k not in LOCATION_VARS}
    env.update({"HOME": str(home), "USERPROFILE": str(home), HOME_ENV: str(sleep_home)})
    return env


def enter(home: Path, sleep_home: Path) -> None:
    """Make this process's environment that of `environment(home, sleep_home)`."""
    env = environment(home, sleep_home)
    for var in set(os.environ) - set(env):
        del os.environ[var]
    os.environ.update(env)
