"""Pending proposals show on the real skill documents: diagnostics, code lens, hover."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from skillsleep.edits import Edit

from helpers.lsp import Editor, copy_skill, propose, sync, wait_for_diagnostics

pytestmark = pytest.mark.asyncio

REPLACED = "Run the comprehensive integration test suite. Best for verifying correctness after " \
           "code changes."
AFTER = "- After making changes to strategy code"
DELETED = "**Optional: Set strategy** (defaults to `manual-commit`):\n"


def edits() -> list[Edit]:
    return [
        Edit("replace", REPLACED, REPLACED + " Run it before every push.",
             rationale="Three sessions pushed without the integration suite.",
             evidence={"tasks": ["t-101 run the integration tests", "t-117 validate rewind"],
                       "val_before": 0.42, "val_after": 0.71, "cost_usd": 0.0123}),
        Edit("add", AFTER, "- After changing the session hooks"),
        Edit("delete", DELETED),
    ]


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n")


async def test_each_pending_edit_is_a_diagnostic_on_the_lines_it_touches(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "proj" / ".claude" / "skills" / "test-repo")
    text = doc.read_text()
    propose(doc, edits())
    uri = Editor(client).open(doc)
    diags = await wait_for_diagnostics(client, uri)
    assert len(diags) == 3
    assert {d.severity for d in diags} == {types.DiagnosticSeverity.Information}
    assert {d.source for d in diags} == {"skillopt-sleep"}
    by_line = {d.range.start.line: d for d in diags}
    replaced = by_line[line_of(text, REPLACED)]
    assert replaced.message.startswith("Proposed edit (edit 1 of 3): replaces \"Run the")
    assert "val 0.42 → 0.71 (+0.29)" in replaced.message
    added = by_line[line_of(text, AFTER)]
    assert "adds \"- After changing the session hooks\"" in added.message
    assert line_of(text, DELETED) in by_line
    assert all(d.range.start.character == 0 for d in diags)
    assert replaced.range.end.character == len(REPLACED)


async def test_code_lens_summarises_the_proposal_with_accept_reject_and_diff(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    p = propose(doc, edits())
    uri = Editor(client).open(doc)
    await wait_for_diagnostics(client, uri)
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert lenses is not None
    titles = [lens.command.title for lens in lenses if lens.command]
    assert titles[0] == "skillopt-sleep: 3 proposed edits · val 0.42 → 0.71 (+0.29) · show diff"
    assert titles[1:] == ["Accept all 3", "Reject all 3"]
    assert {lens.range.start.line for lens in lenses} == {0}
    commands = [lens.command.command for lens in lenses if lens.command]
    assert commands == ["skillopt-sleep.showDiff", "skillopt-sleep.accept",
                        "skillopt-sleep.reject"]
    assert lenses[1].command.arguments[0]["proposalId"] == p.id


async def test_hover_on_an_affected_line_gives_rationale_and_evidence(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    text = doc.read_text()
    propose(doc, edits(), tokens=5400, cost_usd=0.0123)
    uri = Editor(client).open(doc)
    await wait_for_diagnostics(client, uri)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        position=types.Position(line=line_of(text, REPLACED), character=3)))
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    value = hover.contents.value
    assert "Three sessions pushed without the integration suite." in value
    # The evidence in words: its two tasks counted, its scores said, no ids and no reprs.
    assert "2 tasks of yours" in value and "t-101" not in value and "val_before" not in value
    assert "+ " + REPLACED + " Run it before every push." in value
    assert "5400 tokens, $0.0123" in value
    nothing = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        position=types.Position(line=line_of(text, "## When to Use"), character=0)))
    assert nothing is None


async def test_a_document_without_a_proposal_gets_nothing(
        client: LanguageClient, tmp_path: Path) -> None:
    with_proposal = copy_skill(tmp_path / "a")
    propose(with_proposal, edits())
    without = copy_skill(tmp_path / "b")  # same text, but no proposal targets it
    editor = Editor(client)
    quiet_uri = editor.open(without)
    busy_uri = editor.open(with_proposal)
    await wait_for_diagnostics(client, busy_uri)  # handled in order: the first one was too
    assert quiet_uri not in client.diagnostics
    ident = types.TextDocumentIdentifier(uri=quiet_uri)
    assert await client.text_document_code_lens_async(types.CodeLensParams(
        text_document=ident)) is None
    whole = types.Range(start=types.Position(line=0, character=0),
                        end=types.Position(line=200, character=0))
    assert await client.text_document_code_action_async(types.CodeActionParams(
        text_document=ident, range=whole,
        context=types.CodeActionContext(diagnostics=[]))) is None
    await sync(client, quiet_uri)
    assert quiet_uri not in client.diagnostics


async def test_editing_the_document_re_anchors_and_marks_vanished_edits_stale(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    text = doc.read_text()
    propose(doc, edits())
    editor = Editor(client)
    uri = editor.open(doc)
    await wait_for_diagnostics(client, uri)
    # Two new lines on top move every edit down; one anchor is edited away.
    changed = "# Local notes\n\n" + text.replace(AFTER, "- After touching strategy code")
    editor.type(uri, changed)
    await sync(client, uri)
    diags = await wait_for_diagnostics(client, uri)
    stale = [d for d in diags if d.code == "stale-edit"]
    live = [d for d in diags if d.code == "proposed-edit"]
    assert len(stale) == 1 and "cannot be accepted" in stale[0].message
    assert "adds" in stale[0].message
    assert {d.range.start.line for d in live} == {line_of(changed, REPLACED),
                                                  line_of(changed, DELETED)}
