"""Builds the server: one SkillServer, every feature module registered on it.

The configuration is read once the editor has its `initialize` answer (which does not need it).
"""

from __future__ import annotations

from lsprotocol import types

from skillsleep.errors import ConfigError

from . import actions, commands, follow, hover, lens, sync
from .app import SkillServer


def create_server() -> SkillServer:
    server = SkillServer()
    for feature in (sync, hover, lens, actions, commands):
        feature.register(server)

    @server.feature(types.INITIALIZED)
    async def initialized(ls: SkillServer, params: types.InitializedParams) -> None:
        load_settings(ls)
        follow.start(ls)

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: SkillServer, params: None) -> None:
        follow.stop(ls)

    return server


def load_settings(ls: SkillServer) -> None:
    """The config's lsp section; a bad config is reported and the defaults are used."""
    from skillsleep.config import load_config

    try:
        ls.extra_globs = tuple(load_config(ls.paths).lsp.extra_globs)
    except ConfigError as exc:
        ls.tell(f"{exc} Until then the language server uses its default documents.",
                types.MessageType.Warning)
