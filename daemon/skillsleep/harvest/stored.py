"""The stored sessions a harvest merges into, read one page at a time."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..logs.positions import PositionBook
from ..sessiondata import Session
from ..sessions import UNDATED, PageIndex, kept_session, page_documents, save_sessions
from ..store import Store


class StoredSessions:
    """Stored sessions by key, reading only the pages a harvest touches (none for a session this
    process saved last and nobody rewrote since: `sessions.kept_session`).

    The positions remember in which page each harvested session was saved (a hint: it is
    checked); a session no position knows is looked for in the pages of its month and the
    undated ones, by their keys, without parsing the pages that do not hold it.
    """

    def __init__(self, store: Store, book: PositionBook) -> None:
        self.store = store
        self.where: dict[str, str] = {}          # key -> page it is saved in (a hint)
        for pos in book.by_path.values():
            self.where.update(pos.parts)
        self._docs: dict[str, dict[str, dict[str, Any]]] = {}
        self.sessions: dict[str, Session] = {}
        self.origin: dict[str, str] = {}         # key -> the page it was read from, or saved to
        self.added: dict[str, int] = {}          # harness -> sessions first stored in this run
        self.index = PageIndex(store)

    def _page(self, page: str) -> dict[str, dict[str, Any]]:
        docs = self._docs.get(page)
        if docs is None:
            docs = self._docs[page] = page_documents(self.store, page)
        return docs

    def get(self, key: str, month: str | None = None) -> Session | None:
        """The stored session `key` (`month`: the one it would be saved in), or None."""
        s = self.sessions.get(key)
        if s is not None:
            return s
        kept = kept_session(self.store, key, take=True)
        if kept is not None:
            self.origin[key], self.sessions[key] = kept
            return kept[1]
        page = self.where.get(key)
        doc = self._page(page).get(key) if page else None
        if doc is None:
            page = self.index.page_of(key, month or UNDATED)
            doc = self._page(page).get(key) if page else None
        if doc is None or page is None:
            return None
        s = self.sessions[key] = Session.from_doc(doc)
        self.origin[key] = page
        return s

    def put(self, before: Session | None, session: Session) -> None:
        if before is None:
            self.added[session.harness] = self.added.get(session.harness, 0) + 1
        self.sessions[session.key] = session

    def save(self, sessions: Iterable[Session]) -> None:
        """Store these sessions (each where it is, a new one in its month's open page)."""
        placed = save_sessions(self.store, sessions, self.origin, self.index)
        for page in set(placed.values()) | set(self.origin.values()):
            self._docs.pop(page, None)
        self.origin.update(placed)
        self.where.update(placed)

