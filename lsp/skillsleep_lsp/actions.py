"""Code actions: accept or reject the edit under the cursor, or the whole proposal, and open
the session log where the person said what the edit says.

Each action runs a server command (see commands.py) rather than carrying the edit itself, so the
edit is planned on the text at the moment the person chooses it, after a backup. A stale edit
gets no accept action (a disabled one, with the reason, where the client can show it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types

from .commands import ACCEPT, REJECT, SHOW_DIFF, DecisionArgs, command
from .language_server import DocumentViews, SkillServer
from .origins import log_actions

if TYPE_CHECKING:
    from .views import EditView

QUICKFIX = types.CodeActionKind.QuickFix
SOURCE_KIND = types.CodeActionKind.Source


def register(server: SkillServer) -> None:
    @server.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(code_action_kinds=[QUICKFIX, SOURCE_KIND]),
    )
    def code_actions(
        ls: SkillServer, params: types.CodeActionParams
    ) -> list[types.CodeAction | types.Command] | None:
        dv = ls.document_views(params.text_document.uri)
        if dv is None:
            return None
        actions = build_actions(ls, dv, params)
        if not ls.supports("text_document.code_action.code_action_literal_support"):
            return [a.command for a in actions if a.command and a.disabled is None]
        return actions or None


def build_actions(ls: SkillServer, dv: DocumentViews,
                  params: types.CodeActionParams) -> list[types.CodeAction]:
    first, last = params.range.start.line, params.range.end.line
    only = params.context.only
    wants_source = bool(only) and any(k.startswith(SOURCE_KIND) for k in only)
    wants_quickfix = not only or any(k.startswith(QUICKFIX) for k in only)
    hit = [v for v in dv.views if v.first_line <= last and v.last_line >= first]
    actions: list[types.CodeAction] = []
    if wants_quickfix:
        for v in hit:
            actions += _edit_actions(ls, dv, v, params)
            actions += log_actions(v)
    # The whole proposal: from any of its lines, from the top line, or as a source action.
    for p_id, views in _by_proposal(dv.views).items():
        touched = any(v in hit for v in views) or first == 0
        if wants_source or (wants_quickfix and touched):
            actions += _proposal_actions(dv, p_id, views,
                                         SOURCE_KIND if wants_source else QUICKFIX)
    return actions


def _by_proposal(views: list[EditView]) -> dict[str, list[EditView]]:
    out: dict[str, list[EditView]] = {}
    for v in views:
        out.setdefault(v.proposal.id, []).append(v)
    return out


def _matching_diagnostics(v: EditView, params: types.CodeActionParams) -> list[types.Diagnostic]:
    out = []
    for d in params.context.diagnostics:
        data = d.data if isinstance(d.data, dict) else {}
        if data.get("proposalId") == v.proposal.id and data.get("edit") == v.index:
            out.append(d)
    return out


def _edit_actions(ls: SkillServer, dv: DocumentViews, v: EditView,
                  params: types.CodeActionParams) -> list[types.CodeAction]:
    args = DecisionArgs(v.proposal.id, dv.uri, edits=[v.index])
    diags = _matching_diagnostics(v, params) or None
    what = v.edit.describe()
    out = []
    if not v.stale:
        out.append(types.CodeAction(
            title=f"Accept proposed {v.label}: {what}", kind=QUICKFIX, diagnostics=diags,
            is_preferred=True, command=command("Accept proposed edit", ACCEPT, args)))
    elif ls.supports("text_document.code_action.disabled_support"):
        out.append(types.CodeAction(
            title=f"Accept proposed {v.label}", kind=QUICKFIX, diagnostics=diags,
            disabled=types.CodeActionDisabled(
                reason="Stale: its text is no longer found exactly once in this document.")))
    out.append(types.CodeAction(
        title=f"Reject proposed {v.label}" + (" (stale)" if v.stale else ""), kind=QUICKFIX,
        diagnostics=diags, command=command("Reject proposed edit", REJECT, args)))
    return out


def _proposal_actions(dv: DocumentViews, proposal_id: str, views: list[EditView],
                      kind: str) -> list[types.CodeAction]:
    from .views import score_move  # start-up: `initialize` needs none

    proposal = views[0].proposal
    applicable = [v.index for v in views if not v.stale]
    n = len(views)
    out = []
    if applicable:
        out.append(types.CodeAction(
            title=f"Accept all {len(applicable)} applicable proposed edit(s) "
                  f"({score_move(proposal)})",
            kind=kind, command=command("Accept proposal", ACCEPT,
                                       DecisionArgs(proposal_id, dv.uri, edits=applicable))))
    out.append(types.CodeAction(
        title=f"Reject all {n} proposed edit(s)", kind=kind,
        command=command("Reject proposal", REJECT, DecisionArgs(proposal_id, dv.uri))))
    out.append(types.CodeAction(
        title=f"Show the diff of proposal {proposal_id}", kind=kind,
        command=command("Show diff", SHOW_DIFF, DecisionArgs(proposal_id, dv.uri))))
    return out
