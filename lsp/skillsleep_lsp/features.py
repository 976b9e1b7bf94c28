"""Builds the server: one SkillServer, every feature module registered on it.

The configuration is read once the editor has its `initialize` answer (which does not need it).
"""

from __future__ import annotations

from lsprotocol import types

from skillsleep.errors import ConfigError

from . import actions, commands, hover, lens, origins, sync
from .feature import Feature
from .follow import ProposalFollower
from .language_server import SkillServer


def create_server() -> SkillServer:
    server = SkillServer()
    for feature in (sync, hover, lens, actions, commands, origins):
        feature.register(server)
    # Started in this order: the settings say which documents are served before proposals
    # are followed; stopped the other way round.
    started: list[Feature] = [Settings(server), ProposalFollower(server)]

    @server.feature(types.INITIALIZED)
    async def initialized(ls: SkillServer, params: types.InitializedParams) -> None:
        for each in started:
            await each.start()

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: SkillServer, params: None) -> None:
        for each in reversed(started):
            each.stop()

    return server


class Settings(Feature):
    """Reads the settings once the client is ready."""

    async def start(self) -> None:
        load_settings(self.server)


def load_settings(ls: SkillServer) -> None:
    """The config's lsp section; a bad config is reported and the defaults are used."""
    from skillsleep.config import load_config

    try:
        ls.extra_globs = tuple(load_config(ls.paths).lsp.extra_globs)
    except ConfigError as exc:
        ls.tell(f"{exc} Until then the language server uses its default documents.",
                types.MessageType.Warning)
