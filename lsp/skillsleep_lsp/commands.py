"""Accept, reject and show the diff: the commands behind every code action and code lens.

Accepting is driven by the server so it can keep its promises in order: plan the edit on the
text the editor holds now (refusing stale edits), back that text up, ask the client to apply a
WorkspaceEdit pinned to the document version it was planned on, and record the acceptance only
once the client says it applied it. From reading the proposal to recording the decision, accept
and reject hold the decision lock a terminal's `proposals accept` holds, so an edit accepted in
both at once is applied once; the lock is awaited without blocking the server, and released
however the command ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs
from lsprotocol import types
from pygls.uris import from_fs_path, to_fs_path

from skillsleep.documents import checked_document
from skillsleep.errors import UserError
from skillsleep.identity import doc_key

from .language_server import SkillServer

if TYPE_CHECKING:
    # The store and the proposals load when a command first runs: the server's start-up (the
    # `initialize` answer) does not need them.
    from skillsleep.proposals import Proposal

    from .views import AcceptPlan

log = logging.getLogger("skillsleep_lsp")

ACCEPT = "skillopt-sleep.accept"
REJECT = "skillopt-sleep.reject"
SHOW_DIFF = "skillopt-sleep.showDiff"

# Offered when the client can ask the person; any answer (or none) still rejects the edit.
REJECT_REASONS = ("Wrong for this project", "Too vague", "Already covered", "No reason")
REASON_TIMEOUT = 300.0


@attrs.define
class DecisionArgs:
    """The one argument of each command; on the wire its keys are camelCase (proposalId)."""

    proposal_id: str
    uri: str | None = None
    edits: list[int] | None = None  # None: every pending edit (that still applies, to accept)
    reason: str | None = None  # None: ask, when the client can


def command(title: str, name: str, args: DecisionArgs) -> types.Command:
    return types.Command(title=title, command=name, arguments=[args])


Command = Callable[[SkillServer, DecisionArgs], Awaitable[dict[str, Any]]]


def told(failed: dict[str, Any], command: Command) -> Command:
    """`command`, with a UserError shown to the person and answered as `failed` and its reason."""
    @functools.wraps(command)  # pygls reads the argument's type from the signature
    async def run(ls: SkillServer, args: DecisionArgs) -> dict[str, Any]:
        try:
            return await command(ls, args)
        except UserError as exc:
            ls.tell(str(exc), types.MessageType.Error)
            return {**failed, "reason": str(exc)}

    return run


def register(server: SkillServer) -> None:
    # What each command answers when it could not do its job.
    for name, command, failed in ((ACCEPT, accept, {"applied": False}),
                                  (REJECT, reject_edits, {"rejected": []}),
                                  (SHOW_DIFF, show_diff, {"shown": False})):
        server.command(name)(told(failed, command))


# -- shared lookups ---------------------------------------------------------------------------

def _proposal(ls: SkillServer, proposal_id: str) -> Proposal:
    ls.index.refresh()
    proposal = ls.index.get(proposal_id)
    if proposal is None:
        raise UserError(f"Proposal {proposal_id} is no longer in the store; it may have been "
                        f"decided elsewhere. `skillopt-sleep proposals list` shows what is left.")
    return proposal


def _uri_for(ls: SkillServer, proposal: Proposal, given: str | None) -> str:
    if given:
        return given
    key = doc_key(proposal.target)
    for uri in ls.workspace.text_documents:
        path = to_fs_path(uri)
        if path is not None and doc_key(path) == key:
            return uri
    return from_fs_path(proposal.target) or Path(proposal.target).as_uri()


def _current_text(ls: SkillServer, uri: str, proposal: Proposal) -> tuple[str, int | None]:
    """The text the editor holds (or the file, for a document that is not open)."""
    doc = ls.workspace.get_text_document(uri)
    try:
        return doc.source, doc.version
    except OSError as exc:
        raise UserError(f"{proposal.target} cannot be read ({exc.strerror}); proposal "
                        f"{proposal.id} cannot be accepted. Reject it instead.") from exc


def _applicable(proposal: Proposal, text: str) -> list[int]:
    from .views import Lines, edit_views  # start-up: `initialize` needs none

    return [v.index for v in edit_views([proposal], Lines(text)) if not v.stale]


# -- accept -----------------------------------------------------------------------------------

async def accept(ls: SkillServer, args: DecisionArgs) -> dict[str, Any]:
    from skillsleep.proposals import decision_lock_async

    async with decision_lock_async(ls.index.store):
        proposal, plan, saved = await _accept_held(ls, args)
    await ls.refresh()
    ls.report(f"Accepted edit(s) {', '.join(str(i + 1) for i in plan.chosen)} of proposal "
              f"{proposal.id}; the previous text is backed up at {saved}.",
              types.MessageType.Info)
    return {"applied": True, "proposal": proposal.id, "accepted": plan.chosen,
            "backup": str(saved)}


async def _accept_held(ls: SkillServer, args: DecisionArgs) -> tuple[Proposal, AcceptPlan, Path]:
    """Plan, back up, have the editor apply and record: all under the decision lock."""
    from .views import plan_spans  # start-up: `initialize` needs none

    proposal = _proposal(ls, args.proposal_id)
    checked_document(proposal.target)  # a link out of its repository is never written
    if not ls.supports("workspace.apply_edit"):
        raise UserError(f"This editor cannot apply edits from a language server; accept in a "
                        f"terminal with `skillopt-sleep proposals accept {proposal.id}`.")
    uri = _uri_for(ls, proposal, args.uri)
    text, version = _current_text(ls, uri, proposal)
    indexes = args.edits
    if indexes is None:
        indexes = _applicable(proposal, text)
        if not indexes:
            raise UserError(f"None of the edits of proposal {proposal.id} applies to "
                            f"{Path(proposal.target).name} as it is now; reject them, or wait "
                            f"for the next night to propose again.")
    plan = plan_spans(proposal, text, indexes)  # UserError on a stale edit: nothing happens
    from skillsleep.proposals import backup, record_decision

    saved = backup(ls.paths.backups_dir, Path(proposal.target), text)
    try:
        result = await ls.workspace_apply_edit_async(types.ApplyWorkspaceEditParams(
            edit=_workspace_edit(ls, uri, version, text, plan),
            label=f"Accept {len(plan.chosen)} proposed edit(s) from skillopt-sleep"))
        applied, reason = result.applied, result.failure_reason
    except Exception as exc:  # the client answered with an error: treat as not applied
        applied, reason = False, str(exc)
    if not applied:
        with contextlib.suppress(OSError):
            saved.unlink()  # nothing changed, so the backup would only mislead
        raise UserError(f"The editor did not apply proposal {proposal.id} "
                        f"({reason or 'the document changed in the meantime'}); nothing was "
                        f"recorded. Try again.")
    record_decision(ls.index.store, proposal.id, plan.chosen, "accepted")
    return proposal, plan, saved


def _workspace_edit(ls: SkillServer, uri: str, version: int | None, text: str,
                    plan: AcceptPlan) -> types.WorkspaceEdit:
    from .views import Lines  # start-up: `initialize` needs none

    lines = Lines(text)
    codec = ls.workspace.get_text_document(uri).position_codec

    def position(offset: int) -> types.Position:
        line, column = lines.position(offset)
        return types.Position(line=line, character=codec.client_num_units(
            lines.lines[line][:column] if line < len(lines.lines) else ""))

    edits = [types.TextEdit(range=types.Range(start=position(s.start), end=position(s.end)),
                            new_text=s.text) for s in plan.spans]
    if ls.supports("workspace.workspace_edit.document_changes"):
        # Pinned to the version it was planned on: a client whose text moved on refuses it.
        return types.WorkspaceEdit(document_changes=[types.TextDocumentEdit(
            text_document=types.OptionalVersionedTextDocumentIdentifier(uri=uri, version=version),
            edits=list(edits))])
    return types.WorkspaceEdit(changes={uri: edits})


# -- reject -----------------------------------------------------------------------------------

async def reject_edits(ls: SkillServer, args: DecisionArgs) -> dict[str, Any]:
    proposal = _proposal(ls, args.proposal_id)
    reason = args.reason
    if reason is None:
        reason = await _ask_reason(ls, proposal, args.edits)
    # The person's answer is awaited before the lock: a terminal is never kept waiting on it.
    from skillsleep.proposals import decision_lock_async, reject_held

    async with decision_lock_async(ls.index.store):
        result = reject_held(ls.index.store, proposal.id, args.edits, reason=reason)
    await ls.refresh()
    ls.report(f"Rejected edit(s) {', '.join(str(i + 1) for i in result['rejected'])} of "
              f"proposal {proposal.id}; they will not be proposed again.",
              types.MessageType.Info)
    return {**result, "reason": reason}


async def _ask_reason(ls: SkillServer, proposal: Proposal, edits: list[int] | None) -> str:
    if not can_ask(ls):
        return ""
    which = "all pending edits" if edits is None else \
        "edit " + ", ".join(str(i + 1) for i in edits)
    try:
        answer = await asyncio.wait_for(ls.window_show_message_request_async(
            types.ShowMessageRequestParams(
                type=types.MessageType.Info,
                message=f"Rejecting {which} of proposal {proposal.id}. Why? (Optional; it is "
                        f"kept with the rejection so the optimizer learns from it.)",
                actions=[types.MessageActionItem(title=t) for t in REJECT_REASONS])),
            REASON_TIMEOUT)
    except Exception as exc:  # no answer, a timeout or a client error: reject without a reason
        log.debug("no reason for the rejection: %r", exc)
        return ""
    if answer is None or answer.title == "No reason":
        return ""
    return answer.title


def can_ask(ls: SkillServer) -> bool:
    """Whether the client can show a message with buttons (window/showMessageRequest)."""
    window = ls.client_capabilities.window
    return window is not None and window.show_message is not None


# -- show the diff ----------------------------------------------------------------------------

async def show_diff(ls: SkillServer, args: DecisionArgs) -> dict[str, Any]:
    proposal = _proposal(ls, args.proposal_id)
    uri = _uri_for(ls, proposal, args.uri)
    text, _ = _current_text(ls, uri, proposal)
    diff = render_diff(proposal, text)
    folder = ls.paths.cache_dir / "diffs"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{Path(proposal.target).stem}-{proposal.id}.diff"
    path.write_text(diff, encoding="utf-8")
    if ls.supports("window.show_document.support"):
        result = await ls.window_show_document_async(
            types.ShowDocumentParams(uri=path.as_uri(), take_focus=True))
        if result.success:
            return {"shown": True, "path": str(path)}
    # No showDocument: the whole diff goes to the log, where every client can read it.
    ls.report(diff, types.MessageType.Info)
    ls.window_show_message(types.ShowMessageParams(
        type=types.MessageType.Info,
        message=f"The diff of proposal {proposal.id} is in this server's log and at {path}."))
    return {"shown": False, "path": str(path), "diff": diff}


def render_diff(proposal: Proposal, text: str) -> str:
    """What accepting every applicable pending edit would change in the current text."""
    from .views import plan_spans, score_move  # start-up: `initialize` needs none

    applicable = _applicable(proposal, text)
    pending = proposal.pending_indexes
    stale = [i + 1 for i in pending if i not in applicable]
    header = [f"# skillopt-sleep proposal {proposal.id} for {proposal.target}",
              f"# {len(pending)} pending edit(s); {score_move(proposal)}"]
    if stale:
        header.append(f"# stale (no longer found in the document, not shown): "
                      f"{', '.join(map(str, stale))}")
    if applicable:
        try:
            new_text = plan_spans(proposal, text, applicable).new_text
            from skillsleep.proposals import unified_diff

            body = unified_diff(proposal.target, text, new_text)
        except UserError as exc:  # edits that overlap each other on this text
            header.append(f"# {exc}")
            body = proposal.diff
    else:
        header.append("# as proposed, against the text the proposal was made on:")
        body = proposal.diff
    return "\n".join(header) + "\n" + body
