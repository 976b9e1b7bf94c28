"""In the editor: an edit accepted there is recorded with what it was for, and hovering the line
it put in the document says whether it helped, from the verdict the harvest stored (the real
language server over stdio)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from skillsleep.acceptance import load_accepted

from helpers import impact
from helpers.cli import run_cli
from helpers.impact import LINE
from helpers.lsp import Editor, store, sync, wait_for_diagnostics
from helpers.replay import SKILL_REL, make_repo

pytestmark = pytest.mark.asyncio


async def _hover(client: LanguageClient, uri: str, line: int) -> types.Hover | None:
    return await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        position=types.Position(line=line, character=2)))


async def test_hover_on_the_accepted_line_says_whether_it_helped(
        client: LanguageClient, tmp_path: Path, isolated_home: Path) -> None:
    repo = tmp_path / "work" / "app"
    make_repo(repo)
    start = impact.now()
    impact.before(isolated_home, repo, start)
    run_cli("harvest")
    pid = impact.propose(repo)
    doc = repo / SKILL_REL
    editor = Editor(client)
    uri = editor.open(doc)
    await wait_for_diagnostics(client, uri, count=1)
    # Accepted in the editor, then saved: what it was for is recorded as from the terminal.
    result = await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="skillopt-sleep.accept", arguments=[{"proposalId": pid}]))
    assert result["applied"] is True
    doc.write_text(editor.texts[uri], encoding="utf-8")
    (record,) = load_accepted(store())
    assert record.proposal_id == pid and record.text == LINE
    assert sorted(o["session"] for o in record.corrections) == ["s0", "s1", "s3", "s4"]
    await sync(client, uri)
    lines = doc.read_text(encoding="utf-8").splitlines()
    accepted = lines.index(LINE)
    # Accepted, not measured yet: the hover says so.
    hover = await _hover(client, uri, accepted)
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    assert "not yet known" in hover.contents.value
    impact.after(isolated_home, repo, start, 6, said=False)
    run_cli("harvest")
    hover = await _hover(client, uri, accepted)
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    value = hover.contents.value
    assert "said again 0 times in 6 tasks since, 4 times in 6 before" in value
    assert re.match(r"\*\*accepted \d{1,2} [A-Z][a-z]{2}: ", value)
    assert "helped" in value and "Fisher" in value
    assert hover.range is not None and hover.range.start.line == accepted
    assert await _hover(client, uri, lines.index("# Go tests")) is None
