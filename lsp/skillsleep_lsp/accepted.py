"""Hover on the lines an accepted edit put in a document: did it help since?

"accepted 12 Nov: said again 0 times in 9 tasks since, 5 times in 11 before", with the verdict
and the test. Only reads what the harvest stored (skillsleep.impact.show), reloaded when the
store's files for accepted edits change; the store is opened only once they exist.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lsprotocol import types
from pygls.uris import to_fs_path

from skillsleep.catalog import ACCEPTED_EDITS, EDIT_IMPACT
from skillsleep.errors import StoreError
from skillsleep.identity import doc_key

from .language_server import SkillServer

if TYPE_CHECKING:
    # The store loads with the first hover on an accepted line, not at the server's start-up.
    from skillsleep.store import Store

log = logging.getLogger(__name__)


class AcceptedIndex:
    """The accepted edits of each document, as last stored."""

    def __init__(self, store_dir: Path) -> None:
        self.store_dir = store_dir
        self.files = [store_dir / f"{ACCEPTED_EDITS}.json", store_dir / f"{EDIT_IMPACT}.json"]
        self._signature: tuple[Any, ...] | None = None
        self._by_target: dict[str, list[dict[str, Any]]] = {}
        self._store: Store | None = None

    def _stat(self) -> tuple[Any, ...]:
        out: list[Any] = []
        for f in self.files:
            try:
                st = os.stat(f)
                out.append((st.st_ino, st.st_size, st.st_mtime_ns))
            except OSError:
                out.append(None)
        return tuple(out)

    def for_document(self, path: str) -> list[dict[str, Any]]:
        sig = self._stat()
        if sig != self._signature:
            self._signature = sig
            self._by_target = {}
            if sig[0] is not None:
                from skillsleep.impact.show import accepted_edits
                from skillsleep.store import Store

                try:
                    if self._store is None:
                        self._store = Store(self.store_dir).open()
                    entries = accepted_edits(self._store, None)
                except (StoreError, OSError, ValueError) as exc:
                    log.warning("cannot read the accepted edits: %s", exc)
                    entries = []
                for e in entries:
                    self._by_target.setdefault(doc_key(e["target"]), []).append(e)
        return self._by_target.get(doc_key(path), [])


_INDEXES: dict[Path, AcceptedIndex] = {}


def lines_of(text: str, accepted: str) -> tuple[int, int] | None:
    """The 0-based first and last lines of the accepted text in the document, if there."""
    needle = accepted.strip()
    pos = text.find(needle) if needle else -1
    if pos < 0:
        return None
    from .views import Lines  # start-up: `initialize` needs none

    lines = Lines(text)
    return lines.line_of(pos), lines.line_of(pos + len(needle) - 1)


def accepted_hover(ls: SkillServer, params: types.HoverParams) -> types.Hover | None:
    """The hover on an accepted edit's lines, or None off them."""
    uri = params.text_document.uri
    path = to_fs_path(uri)
    if path is None or not ls.served(uri):
        return None
    index = _INDEXES.setdefault(ls.paths.store_dir, AcceptedIndex(ls.paths.store_dir))
    entries = index.for_document(path)
    if not entries:
        return None
    try:
        text = ls.workspace.get_text_document(uri).source
    except OSError:
        return None
    line = params.position.line
    for e in entries:
        found = lines_of(text, e["text"])
        if found is not None and found[0] <= line <= found[1]:
            from skillsleep.impact.show import hover_text

            return types.Hover(
                contents=types.MarkupContent(kind=types.MarkupKind.Markdown,
                                             value=hover_text(e)),
                range=types.Range(start=types.Position(line=found[0], character=0),
                                  end=types.Position(line=found[1] + 1, character=0)))
    return None
