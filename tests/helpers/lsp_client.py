"""The `client` fixture of the language-server tests: the real server over stdio, started as VS
Code starts it, with the code actions it returns told apart from commands. A test module that
needs another editor or a configuration written first defines its own."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest_lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from helpers.lsp import SERVER, start


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def client(lsp_client: LanguageClient) -> AsyncIterator[None]:
    await start(lsp_client)
    yield
    await lsp_client.shutdown_session()
