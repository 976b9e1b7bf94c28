"""Harvested sessions in the store: per month, in pages of about a megabyte.

A session belongs to the month it started in (`partition_of`). Its document lives in one page of
that month, the collection `sessions-<month>` or `sessions-<month>-<n>` (n = 2, 3, ...). New
sessions fill the month's last page until it holds PAGE_BYTES, then open the next one; a session
stays in its page as it grows. So a harvest that adds a turn to a session writes that session's
document only, in its page's delta (`storedelta`), never the whole month: its cost does not grow
with the history. (A store written before pages existed holds each month in one page,
`sessions-<month>`, which stays as it is; new sessions of that month go to its next page.)

A session is in exactly one page. Callers that know where a session was read from say so
(`save_sessions(..., known=...)`); otherwise its month's pages are searched for its key, by a
byte scan of the page files rather than a parse: `"key":"` cannot occur inside a JSON string,
so each occurrence is a session document's own key. A process scans each version of a page file
once, so a long-running one (the daemon) reads only the page a turn changed.

A process also keeps the few sessions it saved last, decoded, with the version of the page file
it wrote them to (`kept_session`): the daemon harvests one growing session turn after turn and
mines it after each, and decodes it again only when another process rewrote its page.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections import OrderedDict, defaultdict
from collections.abc import Iterable, Iterator, Mapping, MutableMapping
from pathlib import Path
from typing import Any

import orjson
from tinydb import Query
from tinydb.table import Table

from . import storedelta
from .catalog import SESSIONS_PREFIX as PREFIX
from .sessiondata import Session, iso_time
from .store import Store

UNDATED = "undated"
# A page grows to about this size; then the month's next new session opens a new page.
PAGE_BYTES = 1 << 20

_PAGE = re.compile(r"^(\d{4}-\d{2}|undated)(?:-(\d+))?$")
_KEY = re.compile(rb'"key":"((?:[^"\\]|\\.)*)"')


def partition_of(session: Session) -> str:
    """The month a session belongs to (`YYYY-MM`, or `undated` without a start time)."""
    return session.started.strftime("%Y-%m") if session.started else UNDATED


def page_name(month: str, number: int) -> str:
    return month if number <= 1 else f"{month}-{number}"


def month_of(page: str) -> str:
    m = _PAGE.match(page)
    return m.group(1) if m else page


def _number(page: str) -> int:
    m = _PAGE.match(page)
    return int(m.group(2)) if m and m.group(2) else 1


def partitions(store: Store) -> list[str]:
    """Every session page, as names of collections (`sessions-...`), by month, then page."""
    names = [n for n in store.collection_names() if n.startswith(PREFIX)]
    return sorted(names, key=lambda n: (month_of(n[len(PREFIX):]), _number(n[len(PREFIX):])))


def pages_of(store: Store, month: str) -> list[str]:
    """The pages of one month (without the prefix), first page first."""
    return [n[len(PREFIX):] for n in partitions(store) if month_of(n[len(PREFIX):]) == month]


def page_documents(store: Store, page: str) -> dict[str, dict]:
    """The session documents of one page, by key (none for a page that does not exist)."""
    col = store.collection(PREFIX + page)
    if not col.path.exists():
        return {}
    return {d["key"]: d for d in col.all() if isinstance(d.get("key"), str)}


def count_sessions(store: Store, harness: str) -> tuple[int, int]:
    """Sessions and requests stored for a harness, counted over every page."""
    sessions = requests = 0
    for name in partitions(store):
        for doc in store.collection(name).all():
            if doc.get("harness") == harness:
                sessions += 1
                requests += sum(1 for t in doc.get("turns", []) if t.get("kind") == "request")
    return sessions, requests


def iter_documents(store: Store, months_first: Iterable[str] = ()) -> Iterator[dict]:
    """Every stored session document, unparsed; the pages of `months_first` first."""
    hints = list(months_first)
    names = partitions(store)
    for name in sorted(names, key=lambda n: (-hints.count(month_of(n[len(PREFIX):])), n)):
        yield from store.collection(name).all()


def keys_in_page(store: Store, page: str) -> frozenset[str]:
    """The keys of the sessions stored in a page, read from its bytes without parsing it, once
    per version of the file in a process (after a turn, only the page that changed is read: the
    cost of finding a session does not grow with the history)."""
    col = store.collection(PREFIX + page)
    # The version is taken before the bytes are read: a file replaced in between is read
    # again next time, never kept under the newer version.
    version = col.version()
    known = _PAGE_KEYS.get(col.path)
    if version is not None and known is not None and known[0] == version:
        return known[1]
    try:
        raw = col.path.read_bytes()
    except FileNotFoundError:
        return frozenset()
    # A session changed or added since the page was written whole is in its delta, unless that
    # was left behind by a fold (`storedelta`).
    with contextlib.suppress(FileNotFoundError):
        delta = col.delta_path.read_bytes() if col.delta_path else b""
        if delta and storedelta.applies(delta, storedelta.base_of(raw)):
            raw += storedelta.complete(delta)
    keys = frozenset(
        value.decode("utf-8", "replace") if b"\\" not in value
        else orjson.loads(b'"' + value + b'"')
        for value in (m.group(1) for m in _KEY.finditer(raw)))
    if version is not None:
        _PAGE_KEYS[col.path] = (version, keys)
    return keys


# The keys found in each page file, with the version of the file they were read from.
_PAGE_KEYS: dict[Path, tuple[object, frozenset[str]]] = {}


class PageIndex:
    """Which page holds each stored session, read from the page files once per month and kept
    up to date by the writes made through it (a harvest holds the harvest lock, so no other
    process writes sessions meanwhile)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._months: dict[str, dict[str, str]] = {}   # month -> key -> page

    def _month(self, month: str) -> dict[str, str]:
        found = self._months.get(month)
        if found is None:
            found = {key: page for page in pages_of(self.store, month)
                     for key in keys_in_page(self.store, page)}
            self._months[month] = found
        return found

    def page_of(self, key: str, month: str) -> str | None:
        """The page of `month` (or of the undated sessions) that holds the session `key`."""
        for m in dict.fromkeys((month, UNDATED)):
            page = self._month(m).get(key)
            if page is not None:
                return page
        return None

    def wrote(self, key: str, page: str) -> None:
        if month_of(page) in self._months:
            self._months[month_of(page)][key] = page

    def removed(self, key: str, page: str) -> None:
        index = self._months.get(month_of(page))
        if index is not None and index.get(key) == page:
            del index[key]


def find_page(store: Store, key: str, month: str) -> str | None:
    """The page of `month` (or of the undated sessions) that holds the session `key`."""
    return PageIndex(store).page_of(key, month)


def save_sessions(store: Store, sessions: Iterable[Session],
                  known: Mapping[str, str] | None = None,
                  index: PageIndex | None = None) -> dict[str, str]:
    """Insert or replace each session (by harness and id); one transaction per page touched.

    `known`: the page each session was read from, when the caller knows it; `index`: where the
    others are (a harvest keeps one for all its writes). A session whose month changed (an
    earlier turn moved its start) moves to a page of its new month. Returns the page of each
    session saved."""
    known = known or {}
    index = index or PageIndex(store)
    sessions_saved = list(sessions)
    by_month: dict[str, list[Session]] = defaultdict(list)
    for s in sessions_saved:
        by_month[partition_of(s)].append(s)
    placed: dict[str, str] = {}
    written: dict[str, dict[str, Any]] = {}
    leaving: dict[str, list[str]] = defaultdict(list)   # page -> keys that moved out of it
    for month, group in sorted(by_month.items()):
        writes = _place(store, month, group, known, index, leaving)
        for page, docs in sorted(writes.items(), key=lambda kv: _number(kv[0])):
            with store.collection(PREFIX + page).write() as table:
                _upsert(table, docs)
            for key, doc in docs:
                placed[key] = page
                written[key] = doc
                index.wrote(key, page)
    for page, keys in sorted(leaving.items()):
        with store.collection(PREFIX + page).write() as table:
            table.remove(Query().key.one_of(sorted(keys)))
        for key in keys:
            index.removed(key, page)
    _keep_saved(store, sessions_saved, placed, written)
    return placed


def _upsert(table: Table, docs: list[tuple[str, dict]]) -> None:
    """Each document in by its key, as TinyDB's `upsert(doc, Query().key == key)` once per
    document would leave the page (a stored one takes the new fields in its place, under its
    id; a new one is added under the next id, in order), in three passes over the page rather
    than one per document: a first harvest fills pages of hundreds of sessions."""
    new: dict[str, list[dict]] = defaultdict(list)
    for key, doc in docs:
        new[key].append(doc)
    held = {d.doc_id: d["key"] for d in table.all()
            if isinstance(d.get("key"), str) and d["key"] in new}

    def refresh(doc: MutableMapping[str, Any]) -> None:
        for fields in new[doc["key"]]:
            doc.update(fields)

    if held:
        table.update(refresh, doc_ids=list(held))
    fresh = []
    stored = set(held.values())
    for key, versions in new.items():
        if key not in stored:
            doc = dict(versions[0])
            for fields in versions[1:]:
                doc.update(fields)
            fresh.append(doc)
    if fresh:
        table.insert_multiple(fresh)


# A save of at most this many sessions keeps them decoded: a harvest of a few turns. A first
# harvest's hundreds would only hold memory.
KEEP_SESSIONS = 4
# Session key -> (page file, page, the file's version when this process wrote it, the session).
_SAVED: OrderedDict[str, tuple[Path, str, object, Session]] = OrderedDict()


def _keep_saved(store: Store, sessions: list[Session], placed: Mapping[str, str],
                written: Mapping[str, dict[str, Any]]) -> None:
    if len(sessions) > KEEP_SESSIONS:
        return
    for s in sessions:
        page = placed.get(s.key)
        if page is None:
            continue
        # The turns are written again with the next turn: their times as written now are kept.
        for turn, doc in zip(s.turns, written[s.key]["turns"], strict=True):
            turn.keep_written_time(doc["time"])
        col = store.collection(PREFIX + page)
        _SAVED[s.key] = (col.path, page, col.known_version(), s)
        _SAVED.move_to_end(s.key)
    while len(_SAVED) > KEEP_SESSIONS:
        _SAVED.popitem(last=False)


def kept_session(store: Store, key: str, take: bool = False) -> tuple[str, Session] | None:
    """The page and the session `key` as this process saved it last, while its page file is
    still the version it wrote; `take`: the caller will change the session, so it is no longer
    kept (a change that is never saved leaves nothing behind)."""
    entry = _SAVED.get(key)
    if entry is None:
        return None
    path, page, version, session = entry
    col = store.collection(PREFIX + page)
    current = version is not None and col.path == path and col.version() == version
    if take or not current:
        _SAVED.pop(key, None)
    return (page, session) if current else None


def _place(store: Store, month: str, group: list[Session], known: Mapping[str, str],
           index: PageIndex, leaving: dict[str, list[str]]) -> dict[str, list[tuple[str, dict]]]:
    """Which page each session of one month is written to: the page it is in, or the month's
    open page for a new one."""
    pages = pages_of(store, month)
    writes: dict[str, list[tuple[str, dict]]] = defaultdict(list)
    last = pages[-1] if pages else page_name(month, 1)
    size: int | None = None  # of the open page, measured when a new session needs it
    for s in group:
        doc = s.to_doc()
        page = known.get(s.key) or index.page_of(s.key, month)
        if page is not None and month_of(page) != month:
            leaving[page].append(s.key)
            page = None
        if page is None:
            if size is None:
                size = _size(store, last)
            added = len(orjson.dumps(doc))
            if size and size + added > PAGE_BYTES:
                last = page_name(month, _number(last) + 1)
                size = 0
            page = last
            size += added
        writes[page].append((s.key, doc))
    return writes


def _size(store: Store, page: str) -> int:
    return store.collection(PREFIX + page).content_bytes()


def iter_sessions(store: Store, harness: str | None = None,
                  project: str | None = None) -> Iterator[Session]:
    """Every stored session, oldest month first and by start within a month, optionally for one
    harness or one project folder: a session started in the folder or anywhere below it (people
    start their agents in a repository's subfolders as often as at its top)."""
    return map(Session.from_doc, iter_session_documents(store, harness, project))


def iter_session_documents(store: Store, harness: str | None = None,
                           project: str | None = None) -> Iterator[dict[str, Any]]:
    """The documents of the sessions `iter_sessions` gives, in its order, not yet decoded (for
    a caller that decodes them in several processes)."""
    by_month: dict[str, list[str]] = defaultdict(list)
    for name in partitions(store):
        by_month[month_of(name[len(PREFIX):])].append(name)
    for month in sorted(by_month):
        docs = [d for name in by_month[month] for d in store.collection(name).all()]
        for doc in sorted(docs, key=lambda d: d.get("started") or ""):
            if harness and doc.get("harness") != harness:
                continue
            if project and not _inside(doc.get("project"), project):
                continue
            yield doc


def _inside(where: object, folder: str) -> bool:
    if not isinstance(where, str) or not where:
        return False
    where = os.path.normpath(where)
    return where == folder or where.startswith(folder.rstrip(os.sep) + os.sep)


def get_session(store: Store, harness: str, session_id: str) -> Session | None:
    key = f"{harness}:{session_id}"
    for name in partitions(store):
        for doc in store.collection(name).all():
            if doc.get("key") == key:
                return Session.from_doc(doc)
    return None


def get_sessions(store: Store, keys: Iterable[str]) -> list[Session]:
    """The stored sessions of these keys, in the order iter_sessions gives them, reading only
    the pages that hold them."""
    wanted = set(keys)
    found: list[tuple[str, str, Session]] = []
    for key in list(wanted):
        hit = kept_session(store, key)
        if hit is not None:
            wanted.discard(key)
            found.append((month_of(hit[0]), iso_time(hit[1].started) or "", hit[1]))
    for name in partitions(store) if wanted else ():
        page = name[len(PREFIX):]
        if not keys_in_page(store, page).isdisjoint(wanted):
            found += [(month_of(page), d.get("started") or "", Session.from_doc(d))
                      for d in store.collection(name).all() if d.get("key") in wanted]
    found.sort(key=lambda found: found[:2])
    return [s for _, _, s in found]
