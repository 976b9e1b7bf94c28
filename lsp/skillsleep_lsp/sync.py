"""Document lifecycle: re-anchor the pending edits whenever the text changes."""

from __future__ import annotations

from lsprotocol import types

from .language_server import SkillServer


def register(server: SkillServer) -> None:
    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: SkillServer, params: types.DidOpenTextDocumentParams) -> None:
        ls.index.refresh()  # one stat(); a proposal written a moment ago shows at once
        ls.publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: SkillServer, params: types.DidChangeTextDocumentParams) -> None:
        ls.publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: SkillServer, params: types.DidCloseTextDocumentParams) -> None:
        ls.clear(params.text_document.uri)
