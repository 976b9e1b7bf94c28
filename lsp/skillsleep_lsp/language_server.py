"""The language server object: its state, and how proposals reach the open documents.

Handlers live in the feature modules (sync, lens, actions, hover, commands), and the features
with state of their own (the follower and the settings; see feature.py) keep it; this class
holds what they all share: the paths, the documents it serves, the proposal index, the views of
each open document, and publishing. The paths, the index and the views are loaded when first
used, not at start-up: the answer to `initialize` needs none of them.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from lsprotocol import types
from pygls.capabilities import get_capability
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path
from pygls.workspace import TextDocument

from skillsleep import __version__

from .documents import is_instruction_document

if TYPE_CHECKING:
    from skillsleep.paths import Paths

    from .index import ProposalIndex
    from .views import EditView, Lines

log = logging.getLogger("skillsleep_lsp")

SOURCE = "skillopt-sleep"
_LOG_LEVELS = {types.MessageType.Error: logging.ERROR, types.MessageType.Warning: logging.WARNING,
               types.MessageType.Info: logging.INFO, types.MessageType.Log: logging.DEBUG}
NAME = "skillopt-sleep-lsp"


@dataclass
class DocumentViews:
    """The pending edits of one document version, located on its text."""

    uri: str
    document: TextDocument
    lines: Lines
    views: list[EditView]


class SkillServer(LanguageServer):
    def __init__(self, paths: Paths | None = None) -> None:
        super().__init__(NAME, __version__)
        self._paths = paths
        self._index: ProposalIndex | None = None
        self.extra_globs: tuple[str, ...] = ()
        self.published: set[str] = set()  # URIs whose last published diagnostics were not empty
        self._views: dict[str, tuple[Any, int, DocumentViews]] = {}

    @property
    def paths(self) -> Paths:
        if self._paths is None:
            from skillsleep.paths import resolve_paths

            self._paths = resolve_paths()
        return self._paths

    @property
    def index(self) -> ProposalIndex:
        """The pending proposals, read from the store when first asked for."""
        if self._index is None:
            from .index import ProposalIndex

            self._index = ProposalIndex(self.paths.store_dir, report=self.report)
        return self._index

    # -- talking to the person ------------------------------------------------------------------

    def report(self, message: str, level: types.MessageType = types.MessageType.Warning) -> None:
        """Into the editor's log for this server, and to stderr."""
        log.log(_LOG_LEVELS.get(level, logging.INFO), message)
        self.window_log_message(types.LogMessageParams(type=level, message=message))

    def tell(self, message: str, level: types.MessageType = types.MessageType.Info) -> None:
        """A message the person sees now (and a copy in the log)."""
        self.report(message, level)
        self.window_show_message(types.ShowMessageParams(type=level, message=message))

    def supports(self, capability: str) -> bool:
        return bool(get_capability(self.client_capabilities, capability, False))

    # -- which documents, and what is pending in them -------------------------------------------

    def served(self, uri: str) -> bool:
        """Instruction documents, plus any document a pending proposal targets."""
        path = to_fs_path(uri)
        if path is None:
            return False
        return (is_instruction_document(path, self.extra_globs)
                or self.index.has_target(path))

    def document_views(self, uri: str) -> DocumentViews | None:
        """The views of a document's current text; cached per (version, proposal generation)."""
        path = to_fs_path(uri)
        if path is None or not self.served(uri):
            return None
        doc = self.workspace.get_text_document(uri)
        key = (doc.version, self.index.generation)
        cached = self._views.get(uri)
        if cached is not None and doc.version is not None and cached[:2] == key:
            return cached[2]
        proposals = self.index.pending_for(path)
        if not proposals:
            self._views.pop(uri, None)
            return None
        try:
            text = doc.source
        except OSError:
            return None  # a closed document that no longer exists on disk
        from .views import Lines, edit_views

        lines = Lines(text)
        result = DocumentViews(uri, doc, lines, edit_views(proposals, lines))
        self._views[uri] = (*key, result)
        return result

    def forget(self, uri: str) -> None:
        self._views.pop(uri, None)

    # -- publishing ----------------------------------------------------------------------------

    def line_range(self, dv: DocumentViews, first: int, last: int) -> types.Range:
        """Whole lines, in the client's position units."""
        end = dv.document.position_codec.client_num_units(dv.lines.content(last))
        return types.Range(start=types.Position(line=first, character=0),
                           end=types.Position(line=last, character=end))

    def diagnostics(self, dv: DocumentViews) -> list[types.Diagnostic]:
        from .views import diagnostic_message

        return [
            types.Diagnostic(
                range=self.line_range(dv, v.first_line, v.last_line),
                message=diagnostic_message(v),
                severity=types.DiagnosticSeverity.Information,
                source=SOURCE,
                code="stale-edit" if v.stale else "proposed-edit",
                data={"proposalId": v.proposal.id, "edit": v.index, "stale": v.stale},
            )
            for v in dv.views
        ]

    def publish(self, uri: str) -> None:
        """Diagnostics of one open document; nothing at all for a document that never had any."""
        dv = self.document_views(uri)
        diags = self.diagnostics(dv) if dv else []
        if not diags and uri not in self.published:
            return
        if diags:
            self.published.add(uri)
        else:
            self.published.discard(uri)
        doc = self.workspace.text_documents.get(uri)
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
            uri=uri, diagnostics=diags, version=doc.version if doc else None))

    def clear(self, uri: str) -> None:
        self.forget(uri)
        if uri in self.published:
            self.published.discard(uri)
            self.text_document_publish_diagnostics(
                types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    async def refresh(self, force: bool = False) -> None:
        """Re-read the store if it changed; then bring every open document up to date."""
        if not self.index.refresh() and not force:
            return
        for uri in list(self.workspace.text_documents):
            self.publish(uri)
        if self.supports("workspace.code_lens.refresh_support"):
            try:
                await self.workspace_code_lens_refresh_async(None)
            except Exception as exc:  # a client that advertises it but fails must not stop us
                log.debug("codeLens/refresh failed: %s", exc)
