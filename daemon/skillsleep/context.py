"""What every command needs: the paths, the validated config and the opened store."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .compiledpatterns import kept

# Every command imports these, and with them about thirty-five patterns (the config's TOML
# reader's among them): their programs are kept for the installation, not compiled each start.
with kept("context"):
    from .config import Config, load_config
    from .paths import Paths, ensure_dirs, resolve_paths
    from .store import Store


@dataclass
class Context:
    paths: Paths

    @classmethod
    def create(cls) -> Context:
        return cls(resolve_paths())

    @cached_property
    def config(self) -> Config:
        return load_config(self.paths)

    @cached_property
    def store(self) -> Store:
        ensure_dirs(self.paths)
        return Store(self.paths.store_dir).open()
