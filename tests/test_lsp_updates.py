"""Proposals that arrive or break while the editor is open: store polling, the daemon's
events, and malformed data that must never crash the server."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from skillsleep.catalog import PROPOSALS
from skillsleep.daemon.ipc import Server
from skillsleep.edits import Edit
from skillsleep.paths import ensure_private_dir, resolve_paths
from skillsleep.proposals import content_hash

from helpers.daemon import running_daemon
from helpers.lsp import (
    Editor,
    copy_skill,
    propose,
    store,
    sync,
    wait_for_diagnostics,
    wait_until,
)

pytestmark = pytest.mark.asyncio

EDIT = Edit("replace", "## When to Use", "## When to use this skill")


async def test_a_new_proposal_appears_in_an_open_document(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    editor = Editor(client)
    uri = editor.open(doc)
    await sync(client, uri)
    assert uri not in client.diagnostics
    propose(doc, [EDIT])  # the optimizer writes to the store; no daemon runs
    diags = await wait_for_diagnostics(client, uri, count=1)
    assert "replaces \"## When to Use\"" in diags[0].message
    await wait_until(lambda: editor.lens_refreshes >= 1)  # VS Code re-asks for the code lens


async def test_malformed_proposals_are_skipped_with_a_logged_reason(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    good = propose(doc, [EDIT])
    with store().collection(PROPOSALS).write() as table:
        table.insert({"id": "broken", "target": 3, "edits": "nope"})
        table.insert({"id": "badop", "target": str(doc), "base_hash": content_hash("x"),
                      "edits": [{"op": "explode", "anchor": "## When to Use"}]})
        table.insert({"id": "badscore", "target": str(doc), "base_hash": content_hash("x"),
                      "val_before": "high", "families": [3, None],
                      "edits": [{"op": "delete", "anchor": "## When to Use"}]})
    uri = Editor(client).open(doc)
    diags = await wait_for_diagnostics(client, uri, count=1)
    assert diags[0].data["proposalId"] == good.id
    logged = [m.message for m in client.log_messages if "malformed proposal" in m.message]
    assert any("(broken)" in m and "no edit list" in m for m in logged)
    assert any("(badop)" in m and "explode" in m for m in logged)
    assert any("badscore" in m and "val_before is 'high'" in m for m in logged)


async def test_a_damaged_store_file_is_reported_and_the_server_keeps_serving(
        client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    propose(doc, [EDIT])
    proposals_file = resolve_paths().store_dir / f"{PROPOSALS}.json"
    proposals_file.write_text('{"proposals": {"1": {"id": "trunc')
    uri = Editor(client).open(doc)
    await sync(client, uri)
    assert uri not in client.diagnostics
    assert any("is damaged" in m.message and "store repair" in m.message
               for m in client.log_messages)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        position=types.Position(line=0, character=0)))
    assert hover is None
    # Once the store is repaired, new proposals show again without reopening the document.
    store().repair()
    propose(doc, [EDIT])
    await wait_for_diagnostics(client, uri, count=1)


async def test_with_the_daemon_running_its_events_bring_new_proposals(
        client: LanguageClient, tmp_path: Path) -> None:
    paths = resolve_paths()
    ensure_private_dir(paths.runtime_dir)
    daemon = Server(paths, handler=lambda method, params: {})
    daemon.start()
    try:
        doc = copy_skill(tmp_path / "p")
        uri = Editor(client).open(doc)
        await wait_until(lambda: daemon.subscriber_count == 1)
        # (once it has caught up with what was written before it subscribed)
        await wait_until(lambda: any("Connected to the daemon" in m.message
                                     for m in client.log_messages))
        # While subscribed the server trusts the daemon's events: a silent write waits...
        first = propose(doc, [EDIT])
        await asyncio.sleep(1.5)
        await sync(client, uri)
        assert uri not in client.diagnostics
        # ...and the event brings it at once.
        daemon.broadcast({"event": "proposals_changed", "target": str(doc)})
        diags = await wait_for_diagnostics(client, uri, count=1)
        assert diags[0].data["proposalId"] == first.id
    finally:
        daemon.close()
    # The daemon is gone: the server falls back to watching the store.
    await wait_until(lambda: any("watching the store" in m.message
                                 for m in client.log_messages))
    propose(doc, [Edit("add", "## Testing Approaches", "Prefer the automated suite.")])
    await wait_for_diagnostics(client, uri, count=2)


@pytest.fixture
def daemon() -> Iterator[None]:
    with running_daemon():
        yield


@pytest.mark.slow
async def test_with_the_real_daemon_proposals_arrive_through_its_events(
        daemon: None, client: LanguageClient, tmp_path: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    uri = Editor(client).open(doc)
    await wait_until(lambda: any("Connected to the daemon" in m.message
                                 for m in client.log_messages))
    propose(doc, [EDIT])
    diags = await wait_for_diagnostics(client, uri, count=1)
    assert "replaces \"## When to Use\"" in diags[0].message
