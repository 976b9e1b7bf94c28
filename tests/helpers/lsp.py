"""What the language-server tests share: proposals on copies of real skill documents, and a
client that applies the server's WorkspaceEdits the way an editor does."""

from __future__ import annotations

import asyncio
import shutil
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from lsprotocol import types
from pytest_lsp import LanguageClient, client_capabilities

from skillsleep.edits import Edit
from skillsleep.paths import resolve_paths
from skillsleep.proposals import Proposal, build_proposal, save_proposal
from skillsleep.store import Store

from conftest import FIXTURES

SERVER = [sys.executable, "-m", "skillsleep_lsp"]
SKILLS = FIXTURES / "skills"


def copy_skill(dest_dir: Path, source: str = "entireio-test-repo/SKILL.md",
               name: str = "SKILL.md") -> Path:
    """A copy of a real skill document (the originals are never touched)."""
    dest_dir.mkdir(parents=True, exist_ok=True)
    dest = dest_dir / name
    shutil.copyfile(SKILLS / source, dest)
    return dest


def store() -> Store:
    return Store(resolve_paths().store_dir).open()


def propose(target: Path, edits: list[Edit], **fields: Any) -> Proposal:
    """Build a proposal on the document's text as it is on disk and save it to the store."""
    fields.setdefault("val_before", 0.42)
    fields.setdefault("val_after", 0.71)
    p = build_proposal(target, target.read_text(encoding="utf-8"), edits, **fields)
    save_proposal(store(), p)
    return p


# -- the client side --------------------------------------------------------------------------

async def start(client: LanguageClient, editor: str = "visual-studio-code"
                ) -> types.InitializeResult:
    """Open the session the way this editor does."""
    structure_code_actions(client)
    return await client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities(editor)))


def structure_code_actions(client: LanguageClient) -> None:
    """lsprotocol turns any code action with a `command` key into a Command on the client side;
    tell the two apart by the command's type (see engineering-notes §1.3)."""
    conv = client.protocol._converter
    union = types.Command | types.CodeAction
    conv.register_structure_hook(
        union, lambda o, _: conv.structure(
            o, types.Command if isinstance(o.get("command"), str) else types.CodeAction))


def _units(ch: str, encoding: str) -> int:
    if encoding == types.PositionEncodingKind.Utf8:
        return len(ch.encode("utf-8"))
    if encoding == types.PositionEncodingKind.Utf32:
        return 1
    return 2 if ord(ch) > 0xFFFF else 1


def offset_at(text: str, pos: types.Position, encoding: str) -> int:
    lines = text.splitlines(keepends=True)
    if pos.line >= len(lines):
        return len(text)
    offset = sum(len(line) for line in lines[: pos.line])
    units = 0
    for ch in lines[pos.line]:
        if units >= pos.character or ch in "\r\n":
            break
        units += _units(ch, encoding)
        offset += 1
    return offset


def apply_text_edits(text: str, edits: list[types.TextEdit], encoding: str) -> str:
    """LSP semantics: ranges refer to the original text; equal starts keep their array order."""
    spans = [(offset_at(text, e.range.start, encoding), offset_at(text, e.range.end, encoding),
              n, e.new_text) for n, e in enumerate(edits)]
    for start, end, _, new in sorted(spans, key=lambda s: (s[0], s[2]), reverse=True):
        text = text[:start] + new + text[end:]
    return text


class Editor:
    """The open documents of the test client, changed only by the WorkspaceEdits it accepts."""

    def __init__(self, client: LanguageClient, encoding: str = "utf-16") -> None:
        self.client = client
        self.encoding = encoding
        self.texts: dict[str, str] = {}
        self.versions: dict[str, int] = {}
        self.applied: list[types.WorkspaceEdit] = []
        self.lens_refreshes = 0
        # Set `hold` to keep the server waiting for the answer to an applyEdit; `asked` is set
        # once the server has asked.
        self.hold: asyncio.Event | None = None
        self.asked = asyncio.Event()
        self.refuse = False

        @client.feature(types.WORKSPACE_APPLY_EDIT)
        async def apply_edit(params: types.ApplyWorkspaceEditParams
                             ) -> types.ApplyWorkspaceEditResult:
            self.asked.set()
            if self.hold is not None:
                await self.hold.wait()
            if self.refuse:
                return types.ApplyWorkspaceEditResult(applied=False,
                                                      failure_reason="the person said no")
            return self.apply(params.edit)

        @client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
        def lens_refresh(params: None) -> None:
            self.lens_refreshes += 1

    def open(self, path: Path) -> str:
        uri = path.as_uri()
        self.texts[uri] = path.read_text(encoding="utf-8")
        self.versions[uri] = 1
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="markdown", version=1,
                                                 text=self.texts[uri])))
        return uri

    def type(self, uri: str, new_text: str) -> None:
        """The person edits the document (a full-text change)."""
        self.versions[uri] += 1
        self.texts[uri] = new_text
        self.client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri,
                                                                version=self.versions[uri]),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=new_text)]))

    def apply(self, edit: types.WorkspaceEdit) -> types.ApplyWorkspaceEditResult:
        changes: list[tuple[str, int | None, list[types.TextEdit]]] = []
        for change in edit.document_changes or []:
            assert isinstance(change, types.TextDocumentEdit)
            changes.append((change.text_document.uri, change.text_document.version,
                            list(change.edits)))  # type: ignore[arg-type]
        for uri, edits in (edit.changes or {}).items():
            changes.append((uri, None, list(edits)))
        for uri, version, _ in changes:
            if version is not None and version != self.versions.get(uri):
                return types.ApplyWorkspaceEditResult(
                    applied=False, failure_reason="the document version changed")
        self.applied.append(edit)
        for uri, _, edits in changes:
            self.type(uri, apply_text_edits(self.texts[uri], edits, self.encoding))
        return types.ApplyWorkspaceEditResult(applied=True)


async def wait_for_diagnostics(client: LanguageClient, uri: str, timeout: float = 10.0,
                               count: int | None = None) -> list[types.Diagnostic]:
    """Wait until the server has published diagnostics for `uri` (optionally `count` of them)."""
    async def until() -> list[types.Diagnostic]:
        while True:
            diags = client.diagnostics.get(uri)
            if diags is not None and (count is None or len(diags) == count):
                return list(diags)
            await asyncio.sleep(0.02)

    return await asyncio.wait_for(until(), timeout)


async def sync(client: LanguageClient, uri: str) -> None:
    """A round trip: every notification sent before it has been handled by the server."""
    await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        position=types.Position(line=0, character=0)))


async def wait_until(condition: Callable[[], bool], timeout: float = 15.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("the condition was not met in time")
        await asyncio.sleep(0.05)
