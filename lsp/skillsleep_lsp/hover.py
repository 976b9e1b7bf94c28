"""Hover on an affected line: the edit's rationale and its evidence; on the lines an accepted edit
put in, whether it helped since (accepted.py)."""

from __future__ import annotations

from lsprotocol import types

from .accepted import accepted_hover
from .language_server import SkillServer


def register(server: SkillServer) -> None:
    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def hover(ls: SkillServer, params: types.HoverParams) -> types.Hover | None:
        dv = ls.document_views(params.text_document.uri)
        line = params.position.line
        hits = [v for v in dv.views if v.first_line <= line <= v.last_line] if dv else []
        if dv is None or not hits:
            return accepted_hover(ls, params)
        from .views import hover_markdown  # start-up: `initialize` needs none

        return types.Hover(
            contents=types.MarkupContent(kind=types.MarkupKind.Markdown,
                                         value="\n\n---\n\n".join(hover_markdown(v) for v in hits)),
            range=ls.line_range(dv, min(v.first_line for v in hits),
                                max(v.last_line for v in hits)),
        )
