"""The code lens at the top of a document: how many edits, the score move, and one-click actions."""

from __future__ import annotations

from lsprotocol import types

from .commands import ACCEPT, REJECT, SHOW_DIFF, DecisionArgs, command
from .language_server import SkillServer


def register(server: SkillServer) -> None:
    @server.feature(types.TEXT_DOCUMENT_CODE_LENS, types.CodeLensOptions(resolve_provider=False))
    def code_lens(ls: SkillServer, params: types.CodeLensParams) -> list[types.CodeLens] | None:
        uri = params.text_document.uri
        dv = ls.document_views(uri)
        if dv is None:
            return None
        from .views import lens_title  # start-up: `initialize` needs none

        top = types.Range(start=types.Position(line=0, character=0),
                          end=types.Position(line=0, character=0))
        lenses = []
        proposals = list({v.proposal.id: v.proposal for v in dv.views}.values())
        for p in proposals:
            mine = [v for v in dv.views if v.proposal is p]
            applicable = [v.index for v in mine if not v.stale]
            lenses.append(types.CodeLens(range=top, command=command(
                lens_title(p, dv.views), SHOW_DIFF, DecisionArgs(p.id, uri))))
            if applicable:
                lenses.append(types.CodeLens(range=top, command=command(
                    f"Accept all {len(applicable)}", ACCEPT,
                    DecisionArgs(p.id, uri, edits=applicable))))
            lenses.append(types.CodeLens(range=top, command=command(
                f"Reject all {len(mine)}", REJECT, DecisionArgs(p.id, uri))))
        return lenses
