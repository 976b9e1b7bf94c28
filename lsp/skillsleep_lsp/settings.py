"""The config's `lsp` section, read once the client is ready.

A config that cannot be read is reported to the person, and the server serves its built-in
documents until it is fixed; it never stops the server.
"""

from __future__ import annotations

from lsprotocol import types

from skillsleep.config import load_config
from skillsleep.errors import ConfigError

from .feature import Feature


class Settings(Feature):
    async def start(self) -> None:
        ls = self.server
        try:
            ls.extra_globs = tuple(load_config(ls.paths).lsp.extra_globs)
        except ConfigError as exc:
            ls.tell(f"{exc} Until then the language server uses its default documents.",
                    types.MessageType.Warning)
