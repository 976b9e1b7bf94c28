"""The server with every feature: one SkillServer, each part registered on it, the parts with
state of their own started once the client is ready and stopped at shutdown."""

from __future__ import annotations

from lsprotocol import types

from . import actions, commands, hover, lens, sync
from .feature import Feature
from .follow import ProposalFollower
from .language_server import SkillServer
from .settings import Settings


def create_server() -> SkillServer:
    server = SkillServer()
    for part in (sync, hover, lens, actions, commands):
        part.register(server)
    # In this order: the settings say which documents are served before proposals are followed.
    started: list[Feature] = [Settings(server), ProposalFollower(server)]

    @server.feature(types.INITIALIZED)
    async def initialized(ls: SkillServer, params: types.InitializedParams) -> None:
        for feature in started:
            await feature.start()

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: SkillServer, params: None) -> None:
        for feature in reversed(started):
            feature.stop()

    return server
