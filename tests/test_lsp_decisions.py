"""Accepting and rejecting from the editor, end to end over stdio, on a real skill document."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from skillsleep.edits import Edit, apply_edits
from skillsleep.paths import resolve_paths
from skillsleep.proposals import decision_lock, get_proposal, record_decision
from skillsleep.rejected import rejected_for

from helpers.lsp import (
    SERVER,
    Editor,
    copy_skill,
    propose,
    start,
    store,
    sync,
    wait_for_diagnostics,
)

pytestmark = pytest.mark.asyncio

BUILD = "go build -o /tmp/entire-bin ./cmd/entire\n"
STEP = "**Step 1: Build the CLI**"


def edits() -> list[Edit]:
    return [
        Edit("replace", STEP, "**Step 1: Build the CLI (from the repository root)**",
             rationale="Two sessions built from a subfolder and failed."),
        Edit("add", "## When to Use", "Read the whole procedure before the first step."),
    ]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def neovim(lsp_client: LanguageClient):
    await start(lsp_client, "neovim@0.8.0")
    yield
    await lsp_client.shutdown_session()


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n")


async def actions_at(client: LanguageClient, uri: str, line: int) -> list[Any]:
    where = types.Range(start=types.Position(line=line, character=0),
                        end=types.Position(line=line, character=0))
    diags = [d for d in client.diagnostics.get(uri, []) if d.range.start.line == line]
    result = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=where,
        context=types.CodeActionContext(diagnostics=diags)))
    return list(result or [])


async def run(client: LanguageClient, action: types.CodeAction) -> Any:
    assert action.command is not None
    return await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command=action.command.command, arguments=action.command.arguments))


def titled(actions: list[Any], prefix: str) -> types.CodeAction:
    return next(a for a in actions if a.title.startswith(prefix))


async def test_accepting_one_edit_applies_exactly_it_records_it_and_keeps_a_backup(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    text = doc.read_text()
    p = propose(doc, edits())
    editor = Editor(client)
    uri = editor.open(doc)
    await wait_for_diagnostics(client, uri, count=2)

    action = titled(await actions_at(client, uri, line_of(text, STEP)),
                    "Accept proposed edit 1 of 2")
    result = await run(client, action)

    assert result["applied"] is True and result["accepted"] == [0]
    expected, _ = apply_edits(text, [edits()[0]])
    assert editor.texts[uri] == expected  # exactly that edit, nothing else
    assert doc.read_text() == text  # the editor holds the change until the person saves
    assert [e.status for e in get_proposal(store(), p.id).edits] == ["accepted", "pending"]
    backup = Path(result["backup"])
    assert backup.parent == resolve_paths().backups_dir and backup.read_text() == text
    diags = await wait_for_diagnostics(client, uri, count=1)
    assert diags[0].range.start.line == line_of(expected, "## When to Use")


async def test_accept_all_from_the_code_lens_plans_on_the_editors_current_text(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    p = propose(doc, edits())
    editor = Editor(client)
    uri = editor.open(doc)
    await wait_for_diagnostics(client, uri, count=2)
    # Unsaved typing in the editor: the accept must land on this text, not on the file.
    typed = "<!-- local draft -->\n" + editor.texts[uri]
    editor.type(uri, typed)
    await sync(client, uri)
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    accept_all = next(lens for lens in lenses or [] if lens.command
                      and lens.command.title.startswith("Accept all"))
    assert accept_all.command is not None
    result = await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command=accept_all.command.command, arguments=accept_all.command.arguments))
    assert result["accepted"] == [0, 1]
    assert editor.texts[uri] == apply_edits(typed, edits())[0]
    assert get_proposal(store(), p.id).status == "accepted"
    assert Path(result["backup"]).read_text() == typed
    assert len(await wait_for_diagnostics(client, uri, count=0)) == 0


async def test_rejecting_records_the_edit_and_its_reason_in_the_buffer(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    text = doc.read_text()
    p = propose(doc, edits())
    editor = Editor(client)
    uri = editor.open(doc)
    await wait_for_diagnostics(client, uri, count=2)
    asked: list[types.ShowMessageRequestParams] = []

    @client.feature(types.WINDOW_SHOW_MESSAGE_REQUEST)
    def choose(params: types.ShowMessageRequestParams) -> types.MessageActionItem:
        asked.append(params)
        return types.MessageActionItem(title="Too vague")

    action = titled(await actions_at(client, uri, line_of(text, "## When to Use")),
                    "Reject proposed edit 2 of 2")
    result = await run(client, action)
    assert result["rejected"] == [1] and result["reason"] == "Too vague"
    assert len(asked) == 1 and "Why?" in asked[0].message
    buffer = rejected_for(store(), str(doc))
    assert [(b.op, b.new, b.reason) for b in buffer] == [
        ("add", "Read the whole procedure before the first step.", "Too vague")]
    assert [e.status for e in get_proposal(store(), p.id).edits] == ["pending", "rejected"]
    assert editor.texts[uri] == text  # rejecting never touches the document
    assert len(await wait_for_diagnostics(client, uri, count=1)) == 1

    # A reason given as the command's argument is used as is, without asking.
    await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="skillopt-sleep.reject",
        arguments=[{"proposalId": p.id, "edits": [0], "reason": "we build elsewhere"}]))
    assert len(asked) == 1
    assert rejected_for(store(), str(doc))[-1].reason == "we build elsewhere"
    assert get_proposal(store(), p.id).status == "rejected"


async def test_a_stale_edit_cannot_be_accepted(client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    p = propose(doc, edits())
    editor = Editor(client)
    uri = editor.open(doc)
    await wait_for_diagnostics(client, uri, count=2)
    edited = editor.texts[uri].replace(STEP, "**Step 1: Compile the CLI**")
    editor.type(uri, edited)
    await sync(client, uri)
    diags = await wait_for_diagnostics(client, uri)
    assert [d.code for d in diags].count("stale-edit") == 1

    actions = await actions_at(client, uri, 0)  # stale edits are shown on the first line
    accept = titled(actions, "Accept proposed edit 1 of 2")
    assert accept.disabled is not None and "Stale" in accept.disabled.reason
    assert accept.command is None
    assert any(a.title.startswith("Reject proposed edit 1 of 2 (stale)") for a in actions)

    # Even asked directly, the server refuses and changes nothing.
    result = await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="skillopt-sleep.accept", arguments=[{"proposalId": p.id, "edits": [0]}]))
    assert result["applied"] is False and "no longer applies" in result["reason"]
    assert editor.texts[uri] == edited and editor.applied == []
    assert [e.status for e in get_proposal(store(), p.id).edits] == ["pending", "pending"]
    assert not resolve_paths().backups_dir.exists() or \
        not any(resolve_paths().backups_dir.iterdir())
    assert any("no longer applies" in m.message for m in client.messages)


async def test_show_diff_opens_a_diff_file(client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    p = propose(doc, edits())
    uri = Editor(client).open(doc)
    await wait_for_diagnostics(client, uri, count=2)
    action = titled(await actions_at(client, uri, 0), f"Show the diff of proposal {p.id}")
    result = await run(client, action)
    assert result["shown"] is True
    shown = client.shown_documents[-1]
    path = Path(result["path"])
    assert shown.uri == path.as_uri() and path.suffix == ".diff"
    assert path.is_relative_to(resolve_paths().cache_dir)
    diff = path.read_text()
    assert "-" + STEP in diff and "+**Step 1: Build the CLI (from the repository root)**" in diff
    assert "+Read the whole procedure before the first step." in diff


async def test_without_code_lens_or_show_document_the_diff_goes_to_the_log(
        neovim: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    p = propose(doc, edits())
    editor = Editor(neovim)
    uri = editor.open(doc)
    await wait_for_diagnostics(neovim, uri, count=2)
    actions = await actions_at(neovim, uri, 0)
    result = await run(neovim, titled(actions, f"Show the diff of proposal {p.id}"))
    assert result["shown"] is False and neovim.shown_documents == []
    assert any("+Read the whole procedure" in m.message for m in neovim.log_messages)
    assert any(result["path"] in m.message for m in neovim.messages)
    # neovim 0.8 has no versioned document changes: the plain `changes` form is used.
    accepted = await run(neovim, titled(actions, "Accept all 2 applicable"))
    assert accepted["applied"] is True
    assert editor.applied[-1].document_changes is None
    assert editor.texts[uri] == apply_edits(doc.read_text(), edits())[0]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def neovim_utf8(lsp_client: LanguageClient):
    result = await start(lsp_client, "neovim@0.11.0")  # offers utf-8 positions first
    lsp_client.position_encoding = result.capabilities.position_encoding  # type: ignore
    yield
    await lsp_client.shutdown_session()


async def test_positions_follow_the_negotiated_encoding_past_non_ascii_text(
        neovim_utf8: LanguageClient, tmp_path: Path) -> None:
    encoding = neovim_utf8.position_encoding  # type: ignore[attr-defined]
    assert encoding == types.PositionEncodingKind.Utf8
    doc = copy_skill(tmp_path / "p")
    text = doc.read_text()
    edit = Edit("replace", "✗ None |", "✗ None (auto-commit keeps no shadow branch) |")
    propose(doc, [edit])
    editor = Editor(neovim_utf8, encoding=encoding)
    uri = editor.open(doc)
    diags = await wait_for_diagnostics(neovim_utf8, uri, count=1)
    line = text.splitlines()[diags[0].range.start.line]
    assert "✗ None |" in line
    assert diags[0].range.end.character == len(line.encode("utf-8"))
    result = await run(neovim_utf8, titled(
        await actions_at(neovim_utf8, uri, diags[0].range.start.line), "Accept proposed edit"))
    assert result["applied"] is True
    assert editor.texts[uri] == apply_edits(text, [edit])[0]


async def test_an_edit_the_editor_refuses_is_neither_recorded_nor_backed_up(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    p = propose(doc, edits())
    editor = Editor(client)
    uri = editor.open(doc)
    await wait_for_diagnostics(client, uri, count=2)
    editor.versions[uri] += 1  # the person typed; the server has not heard of it yet
    result = await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="skillopt-sleep.accept", arguments=[{"proposalId": p.id, "edits": [0]}]))
    assert result["applied"] is False and "document version changed" in result["reason"]
    assert editor.texts[uri] == doc.read_text()
    assert [e.status for e in get_proposal(store(), p.id).edits] == ["pending", "pending"]
    backups = resolve_paths().backups_dir
    assert not backups.exists() or not any(backups.iterdir())


async def test_unknown_proposals_and_edits_get_a_clear_message(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    p = propose(doc, edits())
    uri = Editor(client).open(doc)
    await wait_for_diagnostics(client, uri, count=2)
    gone = await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="skillopt-sleep.reject", arguments=[{"proposalId": "feedfacecafe"}]))
    assert "no longer in the store" in gone["reason"]
    wrong = await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="skillopt-sleep.accept", arguments=[{"proposalId": p.id, "edits": [7]}]))
    # Index 7 on the wire is edit 8 to the person, who is told the numbers there are.
    assert wrong["applied"] is False and "has edits 1 to 2; there is no edit 8" in wrong["reason"]
    assert [m.type for m in client.messages[-2:]] == [types.MessageType.Error] * 2
    with pytest.raises(Exception, match="Invalid"):
        await client.workspace_execute_command_async(types.ExecuteCommandParams(
            command="skillopt-sleep.accept", arguments=[{"proposalId": p.id, "edits": "all"}]))
    assert [e.status for e in get_proposal(store(), p.id).edits] == ["pending", "pending"]


# -- the decision lock, shared with the terminal ------------------------------------------------

def accept_command(proposal_id: str, edits: list[int]) -> types.ExecuteCommandParams:
    return types.ExecuteCommandParams(command="skillopt-sleep.accept",
                                      arguments=[{"proposalId": proposal_id, "edits": edits}])


async def terminal_accept(proposal_id: str, *edits: int) -> asyncio.subprocess.Process:
    """`skillopt-sleep proposals accept`, the real entry point in its own process, given the
    edits' indexes as the editor's command sends them (the terminal numbers them from 1)."""
    flags = [arg for i in edits for arg in ("--edit", str(i + 1))]
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "skillsleep.cli", "proposals", "accept", proposal_id, *flags,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)


async def test_an_edit_accepted_in_the_terminal_and_the_editor_at_once_is_applied_once(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    text = doc.read_text()
    p = propose(doc, edits())
    editor = Editor(client)
    editor.hold = asyncio.Event()
    uri = editor.open(doc)
    await wait_for_diagnostics(client, uri, count=2)

    in_editor = asyncio.create_task(client.workspace_execute_command_async(
        accept_command(p.id, [0])))
    await asyncio.wait_for(editor.asked.wait(), 15)  # the server has planned: the edit is its
    terminal = await terminal_accept(p.id, 0)
    # Time for the terminal to start, read the proposal and write the document, were it not
    # waiting for the decision lock the server holds until the editor answers.
    finished, _ = await asyncio.wait({asyncio.ensure_future(terminal.wait())}, timeout=8)
    assert not finished, "the terminal accepted while the editor was applying the same edit"
    editor.hold.set()
    result = await asyncio.wait_for(in_editor, 15)
    _, stderr = await asyncio.wait_for(terminal.communicate(), 60)

    assert result["applied"] is True and result["accepted"] == [0]
    assert terminal.returncode != 0 and "no pending edit" in stderr.decode()
    assert "Traceback" not in stderr.decode()
    expected, _ = apply_edits(text, [edits()[0]])
    assert editor.texts[uri] == expected  # applied once, in the editor
    assert doc.read_text() == text  # and not a second time on disk by the terminal
    assert [e.status for e in get_proposal(store(), p.id).edits] == ["accepted", "pending"]


async def test_the_editor_waits_for_a_terminal_decision_and_keeps_answering_meanwhile(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    p = propose(doc, edits())
    editor = Editor(client)
    uri = editor.open(doc)
    await wait_for_diagnostics(client, uri, count=2)

    with decision_lock(store()):  # a terminal deciding on the proposal right now
        in_editor = asyncio.create_task(client.workspace_execute_command_async(
            accept_command(p.id, [0])))
        await asyncio.sleep(1.0)
        await asyncio.wait_for(sync(client, uri), 5)  # the server still answers
        assert not in_editor.done() and not editor.asked.is_set()
        record_decision(store(), p.id, [0], "accepted")  # the terminal accepted it
    result = await asyncio.wait_for(in_editor, 15)

    assert result["applied"] is False and "no pending edit" in result["reason"]
    assert not editor.applied


@pytest.mark.parametrize("outcome", ["refused", "stale", "rejected"])
async def test_the_decision_lock_is_released_however_the_editor_command_ends(
        client: LanguageClient, tmp_path: Path, outcome: str) -> None:
    doc = copy_skill(tmp_path / "p")
    text = doc.read_text()
    p = propose(doc, edits())
    editor = Editor(client)
    editor.refuse = outcome == "refused"
    uri = editor.open(doc)
    await wait_for_diagnostics(client, uri, count=2)
    if outcome == "stale":
        editor.type(uri, text.replace(STEP, "**Step 1: Compile**"))
        await sync(client, uri)
    if outcome == "rejected":
        result = await client.workspace_execute_command_async(types.ExecuteCommandParams(
            command="skillopt-sleep.reject",
            arguments=[{"proposalId": p.id, "edits": [0], "reason": "Too vague"}]))
        assert result["rejected"] == [0]
    else:
        result = await client.workspace_execute_command_async(accept_command(p.id, [0]))
        assert result["applied"] is False

    terminal = await terminal_accept(p.id, 1)  # the lock is free: the terminal goes ahead
    _, stderr = await asyncio.wait_for(terminal.communicate(), 30)
    assert terminal.returncode == 0, stderr.decode()
    assert doc.read_text() == apply_edits(text, [edits()[1]])[0]
