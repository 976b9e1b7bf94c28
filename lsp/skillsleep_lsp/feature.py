"""A part of the language server that has state of its own and starts with the session.

As esbonio's LanguageFeature: the feature holds its state (not the server, not a module
global) and says what it does once the client is ready (`start`, after `initialized`) and at
`shutdown` (`stop`). Parts without state (sync, hover, lens, actions, commands) only register
their handlers.
"""

from __future__ import annotations

from .language_server import SkillServer


class Feature:
    def __init__(self, server: SkillServer) -> None:
        self.server = server

    async def start(self) -> None:
        """Once the client has said `initialized`."""

    def stop(self) -> None:
        """At `shutdown`: end whatever the feature runs."""
