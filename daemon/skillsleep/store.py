"""The store: TinyDB files that survive crashes and concurrent writers.

Each collection (sessions, read positions, tasks, proposals, ...) is its own TinyDB JSON file, so a
write rewrites only that part. Every write:
  * holds an exclusive cross-process lock (filelock) for the whole read-modify-write;
  * re-reads the file inside the lock, so no other process's write is lost;
  * replaces the file atomically (temporary file, fsync, rename), keeping the previous good
    version as `<name>.json.prev`, so a kill -9 at any moment leaves the old or the new state.

What a crash leaves. A kill -9 at any moment leaves each file old or new, never a mix, and every
write that returned is there. A write returns only once its bytes are on disk: a file renamed
into place is fsynced before its rename and its folder after it (the new name is on disk); a
record appended to a delta file (below), whose name is on disk already, needs the fsync of the
file alone. So after an OS crash or a power loss as well, each file reads old or new, every
write that returned is there, and of two writes made one after the other the later is never
there without the earlier (a session's new turn, then its log's read position).

Files are standard compact JSON, read and written with orjson (several times faster than the
standard library, which matters for the session months a harvest rewrites); whatever orjson
refuses is handed to the standard library, so every file reads and every value writes as before,
except that a float that is not a number (NaN, infinity; never stored by the product) is written
as null.

Several collections that must change together (the tasks, their families and what mined them)
are replaced by `Store.replace_together`: each new file is written aside first, then a journal
naming them is written (the commit point), then each is renamed into place. A process killed
before the journal leaves every one of them old; killed after it, the next `open` (or the next
such write) finishes the renames, so every one of them is new. When only one of them changed,
its rename is the commit point and no journal is written (as for any single write).

A collection whose documents belong to sessions (the tasks) can be split into parts by a field
of its documents (`Parts`): its own file then holds only the list of parts, each part is a file
of its own (`<name>.partNN.json`), and a write rewrites only the parts whose documents changed,
so that a new turn in one session rewrites that session's part, not every task ever mined.
Reading is the same either way (every document, in the order of their ids); a document keeps
its id across writes while it keeps its place in the order, so an unchanged part stays the same
file. A collection written in one file is split when a write first asks for parts, in the same
one write (the old store opens as it is; nothing is read differently until then).

A collection a harvest writes turn after turn (the session pages, the positions, the harvest's
record) takes a change of a few of its documents in a delta file beside its file (`storedelta`):
a new turn then appends one session's document to the page's delta, its position to the
positions' delta and the harvest's record to its own, one fsync each and none of the folder,
instead of writing the month's page. Reading is the same.

A file that does not parse is never replaced by an empty one: the error names it, a copy is kept
aside, and `skillopt-sleep store repair` restores the last good version on request (and, with
`logs.positions.rewind_after_repair`, the harvest positions that go with it).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
from tinydb import TinyDB
from tinydb.storages import Storage
from tinydb.table import Document, Table

from . import storedelta
from .atomic import atomic_write_bytes, atomic_write_text, fsync_dir
from .errors import StoreCorruptError, StoreError, StoreLockTimeout
from .locks import held, held_async

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
META_FILE = "meta.json"
JOURNAL_FILE = ".replacing.json"  # the collections a replace_together is renaming into place
WRITER = "A store write by another skillopt-sleep process"
_NAME_RE = re.compile(r"^[a-z][a-z0-9_-]{0,63}$")
_PART_RE = re.compile(r"^([a-z][a-z0-9_-]{0,63})\.part(\d{2})$")  # a part of a split collection
PARTS_TABLE = "_parts"  # the table of a split collection's own file that lists its parts
_PARTS_LIST_MAX_BYTES = 512  # a split collection's own file is its list of parts, ~150 bytes

# Upgrades from schema N to N + 1, applied in order; each receives the store, under its lock.
MIGRATIONS: dict[int, Callable[[Store], None]] = {}

# (inode, size, mtime_ns) identifies one version of a file: every write is a rename, so a new
# version always has a new inode.
_Signature = tuple[int, int, int]


def file_version(path: Path) -> _Signature | None:
    """One version of a file, or None when there is none (every write here is a rename, so a
    new version has a new inode)."""
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns)


# The part of each document's values, as computed last (a session's tasks are written again
# and again): most updates hash nothing.
_PART_OF: dict[tuple[Parts, tuple[Any, ...]], int] = {}
_PART_OF_KEPT = 1 << 16


@dataclass(frozen=True)
class Parts:
    """How a collection is split into files: a document goes to the part that the values of
    its fields `by` hash to, of `count`; `identity` names the field that tells one document
    from another (a document that keeps its place in the order keeps its id)."""

    by: tuple[str, ...]
    identity: str
    count: int = 16

    def of(self, doc: dict[str, Any]) -> int:
        """The part a document belongs to (the same in every process)."""
        values = tuple(doc.get(f) for f in self.by)
        try:
            return _PART_OF[self, values]
        except TypeError:  # a value that is no key (a list): hashed every time
            return self._hashed(values)
        except KeyError:
            if len(_PART_OF) >= _PART_OF_KEPT:
                _PART_OF.clear()
            part = _PART_OF[self, values] = self._hashed(values)
            return part

    def _hashed(self, values: tuple[Any, ...]) -> int:
        digest = hashlib.blake2b(_dumps(list(values)), digest_size=8).digest()
        return int.from_bytes(digest, "big") % self.count

    def to_doc(self) -> dict[str, Any]:
        return {"by": list(self.by), "identity": self.identity, "count": self.count}

    @classmethod
    def from_doc(cls, doc: Any) -> Parts | None:
        if not isinstance(doc, dict):
            return None
        by, identity, count = doc.get("by"), doc.get("identity"), doc.get("count")
        if not isinstance(by, list) or not all(isinstance(f, str) for f in by) or \
                not isinstance(identity, str) or not isinstance(count, int) or \
                not 1 <= count <= 100:
            return None
        return cls(tuple(by), identity, count)


class _SnapshotStorage(Storage):
    """TinyDB storage over an in-memory snapshot; the collection decides when it hits the disk."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.dirty = False

    def read(self) -> dict[str, Any]:
        return self.data

    def write(self, data: dict[str, Any]) -> None:
        self.data = data
        self.dirty = True


class Collection:
    """One TinyDB file of the store."""

    def __init__(self, store: Store, name: str, whole: Collection | None = None) -> None:
        self.store = store
        self.name = name
        self.path = store.root / f"{name}.json"
        self.prev_path = store.root / f"{name}.json.prev"
        self.next_path = store.root / f".{name}.json.next"  # written by replace_together
        # A few changed documents of a large file (`storedelta`); a part never has one.
        self.delta_path = store.root / f"{name}.delta.json" \
            if whole is None and storedelta.takes_delta(name) else None
        # A part is guarded by the lock of the collection it is part of (`whole`).
        self._lock_path = whole._lock_path if whole is not None else store.root / f"{name}.lock"
        self._thread_lock = whole._thread_lock if whole is not None else threading.RLock()
        self._cache: tuple[Any, dict[str, Any]] | None = None
        # The file alone (without its delta): its version, data, and `storedelta.base_of`
        # (None until a delta needs it).
        self._main: tuple[_Signature, dict[str, Any], storedelta.Base | None] | None = None
        self._parts: dict[int, Collection] = {}
        # The version of the delta file as read, when a write may append to it (it applies
        # to the file, and ends with a whole record).
        self._appendable: _Signature | None = None
        # The documents of every part, merged, with the parts' data they were merged from.
        self._merged: tuple[tuple[dict[str, Any], ...], dict[str, Any]] | None = None
        # The ids stored by identity (`_ids`), with the table they were read from.
        self._index: tuple[dict[str, Any], str, dict[str, int], int] | None = None

    # -- reading -------------------------------------------------------------------------------

    def _signature(self) -> Any:
        """The version of the file, with its delta's when it has one (None: no file)."""
        own = file_version(self.path)
        if own is None or self.delta_path is None:
            return own
        delta = file_version(self.delta_path)
        return own if delta is None else (own, delta)

    def _load(self) -> dict[str, Any]:
        """The file's data (with its delta's documents in place), parsed at most once per
        version of the files."""
        sig = self._signature()
        while sig is not None and (self._cache is None or self._cache[0] != sig):
            data = self._read(sig)
            # Read without the lock: a file replaced while it was read is read again (a fold
            # renames the file before it removes the delta, so a delta gone meanwhile shows).
            now = self._signature()
            if now == sig:
                self._cache = (sig, data)
            sig = now
        return self._cache[1] if sig is not None and self._cache is not None else {}

    def _read(self, sig: Any) -> dict[str, Any]:
        self._appendable = None
        if isinstance(sig[0], int):  # no delta
            data = _parse_store_file(self.path)
            self._main = (sig, data, None)
            return data
        raw = _read_store_bytes(self.path)
        main = _parse_store_bytes(self.path, raw)
        base = storedelta.base_of(raw)
        self._main = (sig[0], main, base)
        assert self.delta_path is not None
        try:
            raw_delta = _read_store_bytes(self.delta_path)
        except FileNotFoundError:
            return main
        delta, whole = _parse_delta_bytes(self.delta_path, raw_delta)
        docs = storedelta.delta_documents(delta, base, self.name, self.delta_path)
        if docs is None:
            return main
        if whole == len(raw_delta) and raw_delta.endswith(b"\n"):
            self._appendable = sig[1]
        return storedelta.with_documents(main, self.name, docs)

    def parts(self) -> Parts | None:
        """How the collection is split into parts, as its file says; None when it is one file."""
        with self._thread_lock:
            return self._parts_in(self._load())

    def _parts_in(self, data: dict[str, Any]) -> Parts | None:
        table = data.get(PARTS_TABLE)
        if table is None:
            return None
        parts = Parts.from_doc(table.get("1"))
        if parts is None:
            raise StoreCorruptError(
                f"The store file {self.path} is damaged: its list of parts does not read. "
                f"Run `skillopt-sleep store repair` to restore the last good version.")
        return parts

    def _part(self, n: int) -> Collection:
        part = self._parts.get(n)
        if part is None:
            part = self._parts[n] = Collection(self.store, f"{self.name}.part{n:02d}", self)
        return part

    def _table(self) -> dict[str, Any]:
        """Every document by id (as text), in the order of their ids: this file's table, or
        every part's merged."""
        data = self._load()
        parts = self._parts_in(data)
        if parts is None:
            return data.get(self.name, {})
        loaded = tuple(self._part(n)._load() for n in range(parts.count))
        merged = self._merged
        if merged is None or len(merged[0]) != len(loaded) or \
                not all(a is b for a, b in zip(merged[0], loaded, strict=True)):
            docs = [(k, v) for n, d in enumerate(loaded)
                    for k, v in d.get(self._part(n).name, {}).items()]
            docs.sort(key=lambda kv: int(kv[0]))
            merged = self._merged = (loaded, dict(docs))
        return merged[1]

    def all(self) -> list[Document]:
        """Every document, read without taking the lock (writes are atomic renames)."""
        with self._thread_lock:
            return [Document(doc, int(doc_id)) for doc_id, doc in self._table().items()]

    def get(self, doc_id: int) -> Document | None:
        with self._thread_lock:
            doc = self._table().get(str(doc_id))
            return Document(doc, doc_id) if doc is not None else None

    def __len__(self) -> int:
        with self._thread_lock:
            return len(self._table())

    def version(self) -> Any:
        """The identity of the file (and of its parts) as it is now (None when there is
        none): equal to `known_version` when no process replaced it since this one last read
        or wrote it."""
        with self._thread_lock:
            own = file_version(self.path)
            # A split collection's own file lists its parts and holds no document: a larger
            # file is one of documents, told without parsing it (a month's sessions page).
            parts = self._parts_in(self._load()) if own is not None \
                and own[1] <= _PARTS_LIST_MAX_BYTES else None
            if parts is None:
                return self._signature()
            return (own, *(file_version(self._part(n).path) for n in range(parts.count)))

    def known_version(self) -> Any:
        """The identity of the version of the file (and of its parts) this process last read
        or wrote, or None. A caller that keeps what it decoded of that version reuses it while
        `version` is the same, and decodes the file again when another process (or anything
        else) changed it."""
        with self._thread_lock:
            if self._cache is None:
                return None
            parts = self._parts_in(self._cache[1])
            if parts is None:
                return self._cache[0]
            return (self._cache[0], *(self._part(n)._cache[0] if self._part(n)._cache
                                      else None for n in range(parts.count)))

    # -- writing -------------------------------------------------------------------------------

    @contextlib.contextmanager
    def write(self) -> Iterator[Table]:
        """A read-modify-write transaction: yields a TinyDB table; commits when the block ends.

        If the block raises, nothing is written.
        """
        with self._thread_lock, self.store.file_lock(self._lock_path):
            data = self._load()
            parts = self._parts_in(data)
            if parts is not None:
                # Its files are written as one (`Store._write_files`): one left half-renamed
                # by a killed process is finished first.
                self.store._finish_journal(self.store._held([self]))
                data = {self.name: self._table()}
            # TinyDB mutates what storage.read() returns, so work on a copy of the cached data.
            storage = _SnapshotStorage(
                {t: {k: dict(v) for k, v in docs.items()} for t, docs in data.items()}
            )
            db = TinyDB(storage=lambda: storage)  # type: ignore[arg-type,return-value]
            table = db.table(self.name, cache_size=0)
            yield table
            if storage.dirty and parts is None:
                self._save(storage.data)
            elif storage.dirty:
                docs = storage.data.get(self.name, {})
                self.store._write_files(self._split(
                    [(int(k), v) for k, v in sorted(docs.items(), key=lambda kv: int(kv[0]))],
                    parts))

    def _save(self, data: dict[str, Any]) -> None:
        """Make the file hold `data`: its changed documents in the delta when that is much
        smaller than the file (`storedelta`), else the whole file."""
        write = self._delta_write(data)
        if write is None:
            self._commit(data)
            return
        assert self.delta_path is not None
        payload, append = write
        if append:
            self._append(self.delta_path, payload)
        else:
            self._replace(self.delta_path, payload, keep_previous=False)
        sig = self._signature()
        self._cache = (sig, data) if sig else None
        self._appendable = sig[1] if sig and not isinstance(sig[0], int) else None

    def _delta_write(self, data: dict[str, Any]) -> tuple[bytes, bool] | None:
        """What to write to the delta file so that the file reads as `data`, and whether it
        is appended (else the delta is written anew); None when the whole file is to be
        written (see `storedelta`)."""
        main = self._main
        if self.delta_path is None or main is None or main[0] != file_version(self.path):
            return None
        room = storedelta.weighed_against(main[0][1])
        docs = storedelta.changed_documents(main[1], data, self.name)
        if docs is None:
            return None
        base = main[2]
        if base is None:
            base = storedelta.base_of(_read_store_bytes(self.path))
            self._main = (main[0], main[1], base)
        payload = _dumps(storedelta.delta_document(base, self.name, docs))
        if 2 * len(payload) > room:
            return None
        # What this write changes, against what was read (the file with its delta): a
        # document put back as the file holds it is among them.
        before = self._cache[1].get(self.name, {}) if self._cache is not None else {}
        now = {k: v for k, v in data.get(self.name, {}).items() if before.get(k) != v}
        appendable = self._appendable
        if appendable is not None and file_version(self.delta_path) == appendable:
            record = _dumps(storedelta.appended(self.name, now)) + b"\n"
            if 2 * (appendable[1] + len(record)) <= room:
                return record, True
        # Written anew, the documents earlier writes put in the delta are written again: once
        # they make a quarter of the file, one fold ends that (a first harvest's later
        # batches leave several sessions in a page's delta; a turn changes one or two).
        if len(now) < len(docs) and 4 * (len(payload) - len(_dumps(now))) > room:
            return None
        return payload + b"\n", False

    def _append(self, target: Path, record: bytes) -> None:
        """Append a record to a delta file and fsync it: its name is on disk already (the
        store's folder was fsynced after it was renamed into place), so the folder needs none."""
        assert self._appendable is not None
        self.store._name_on_disk(self._appendable[0])
        try:
            fd = os.open(target, os.O_WRONLY | os.O_APPEND)
            try:
                view = memoryview(record)
                while view:
                    view = view[os.write(fd, view):]
                os.fsync(fd)
            finally:
                os.close(fd)
        except BaseException:
            # A record cut short is not read, and is written over by the next write.
            self._cache = None
            self._appendable = None
            raise

    def _drop_delta(self) -> None:
        """After the file was rewritten whole: its delta is in it (or older than it)."""
        if self.delta_path is None:
            return
        self._appendable = None
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.delta_path)

    def _replace(self, target: Path, payload: bytes, keep_previous: bool) -> None:
        """Write `payload` beside `target`, fsync it and rename it over `target` (keeping the
        file's current version as `.prev` first, when asked)."""
        tmp = target.with_name(f".{target.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        try:
            _write_synced(tmp, payload)
            if keep_previous:
                self._keep_previous()
            os.replace(tmp, target)
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
            self._cache = None
            raise
        fsync_dir(target.parent)
        if target == self.delta_path:
            with contextlib.suppress(FileNotFoundError):
                self.store._names_on_disk.add(target.stat().st_ino)

    def _commit(self, data: dict[str, Any]) -> None:
        self._replace(self.path, _dumps(data), keep_previous=True)
        self._drop_delta()
        sig = file_version(self.path)
        self._cache = (sig, data) if sig else None
        self._main = (sig, data, None) if sig else None

    def _files(self, docs: list[dict[str, Any]], parts: Parts | None
               ) -> dict[Collection, dict[str, Any]]:
        """What each file of this collection would hold with exactly `docs`, in this order:
        one file (ids 1, 2, ...) unless it is, or is to be, split into `parts`."""
        parts = parts or self.parts()
        if parts is None:
            return {self: {**self._load(),
                           self.name: {str(i): doc for i, doc in enumerate(docs, 1)}}}
        return self._split(list(zip(self._ids(docs, parts.identity), docs, strict=True)),
                           parts)

    def _ids(self, docs: list[dict[str, Any]], identity: str) -> list[int]:
        """Ids for `docs` in this order, increasing: a document keeps the id stored with its
        `identity` while that keeps the order, so what did not move keeps its part as it is;
        the rest get ids after every id stored."""
        stored = self._table()
        index = self._index
        if index is None or index[0] is not stored or index[1] != identity:
            known: dict[str, int] = {}
            for doc_id, doc in stored.items():
                value = doc.get(identity)
                if isinstance(value, str):
                    known.setdefault(value, int(doc_id))
            index = self._index = (stored, identity, known, max(map(int, stored), default=0))
        known, top = index[2], index[3]
        last, out = 0, []
        for doc in docs:
            value = doc.get(identity)
            doc_id = known.get(value) if isinstance(value, str) else None
            if doc_id is None or doc_id <= last:
                top += 1
                doc_id = top
            last = doc_id
            out.append(doc_id)
        return out

    def _split(self, items: list[tuple[int, dict[str, Any]]], parts: Parts
               ) -> dict[Collection, dict[str, Any]]:
        """This collection's own file (the list of parts) and each part's, holding `items`."""
        tables: list[dict[str, Any]] = [{} for _ in range(parts.count)]
        for doc_id, doc in items:
            tables[parts.of(doc)][str(doc_id)] = doc
        files = {self: {PARTS_TABLE: {"1": parts.to_doc()}, self.name: {}}}
        for n, table in enumerate(tables):
            part = self._part(n)
            files[part] = {part.name: table}
        return files

    def _holds(self, data: dict[str, Any]) -> bool:
        """Whether the file holds `data` (an empty part needs no file)."""
        with self._thread_lock:
            if not self.path.exists():
                return _PART_RE.match(self.name) is not None and \
                    not any(data.get(self.name, {}))
            return self._load() == data

    def _stage(self, data: dict[str, Any]) -> None:
        """Write the file with `data` aside, at `next_path`."""
        _write_synced(self.next_path, _dumps(data))

    def _install_staged(self, data: dict[str, Any] | None) -> None:
        """Rename the staged file into place (`data`: its content, when known)."""
        self._keep_previous()
        os.replace(self.next_path, self.path)
        self._drop_delta()
        sig = file_version(self.path)
        self._cache = (sig, data) if sig and data is not None else None
        self._main = (sig, data, None) if sig and data is not None else None

    def _keep_previous(self) -> None:
        _keep_previous(self.path, self.prev_path)

    def size_bytes(self) -> int:
        """The size of the file and of its parts (and of its delta)."""
        total = 0
        for path in (self.path, *self.store.root.glob(f"{self.name}.part[0-9][0-9].json"),
                     *([self.delta_path] if self.delta_path else [])):
            with contextlib.suppress(FileNotFoundError):
                total += path.stat().st_size
        return total

    def content_bytes(self) -> int:
        """The size the file would have written whole (its own size without a delta)."""
        with self._thread_lock:
            sig = self._signature()
            if sig is None:
                return 0
            if isinstance(sig[0], int):
                return sig[1]
            return len(_dumps(self._load()))


def _keep_previous(path: Path, prev_path: Path) -> None:
    """Hard-link the current good file as `.prev`, for `store repair`; costs no copy."""
    if not path.exists():
        return
    link_tmp = prev_path.with_name(prev_path.name + f".{os.getpid()}.tmp")
    try:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(link_tmp)
        os.link(path, link_tmp)
        os.replace(link_tmp, prev_path)
    except OSError:
        # A filesystem without hard links only loses the repair copy, never data.
        with contextlib.suppress(OSError):
            os.unlink(link_tmp)


def _write_synced(path: Path, payload: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with open(fd, "wb") as fh:
        fh.write(payload)
        fh.flush()
        os.fsync(fh.fileno())


def _read_store_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except PermissionError as exc:
        raise StoreError(f"The store file {path} cannot be read (permission denied); "
                         f"check its owner and mode.") from exc


def _parse_store_file(path: Path) -> dict[str, Any]:
    return _parse_store_bytes(path, _read_store_bytes(path))


def _parse_store_bytes(path: Path, raw: bytes) -> dict[str, Any]:
    data, reason = _parsed(raw)
    if reason is None:
        return data
    raise _damage(path, raw, reason)


def _parsed(raw: bytes) -> tuple[Any, str | None]:
    """A store file's tables, or why they do not read."""
    if not raw.strip():
        return None, "it is empty"
    try:
        data = _loads(raw)
    except UnicodeDecodeError:
        return None, "it is not UTF-8 text"
    except json.JSONDecodeError as exc:
        return None, f"it is not valid JSON ({exc.msg} at byte {exc.pos})"
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        return None, "it does not hold TinyDB tables"
    return data, None


def _damage(path: Path, raw: bytes, reason: str) -> StoreCorruptError:
    kept = _keep_corrupt_copy(path, raw)
    return StoreCorruptError(
        f"The store file {path} is damaged: {reason}. A copy is kept at {kept}. "
        f"Run `skillopt-sleep store repair` to restore the last good version."
    )


def _parse_delta_bytes(path: Path, raw: bytes) -> tuple[list[dict[str, Any]], int]:
    """The complete records of a delta file (`storedelta.records`), parsed, and the bytes they
    take; one that does not read is damage, named as in any other store file."""
    lines, whole = storedelta.records(raw)
    delta = []
    for n, line in enumerate(lines, 1):
        data, reason = _parsed(line)
        if reason is not None:
            raise _damage(path, raw, reason if len(lines) == 1 else f"its record {n}: {reason}")
        delta.append(data)
    return delta, whole


def _loads(raw: bytes) -> Any:
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        # NaN, a byte-order mark, lone surrogates: read as before; a damaged file raises the
        # standard library's error, whose message the person sees.
        return json.loads(raw)


def _dumps(data: Any) -> bytes:
    try:
        return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS)
    except TypeError:
        # An integer beyond 64 bits, or a type orjson does not take: as before (or the same
        # TypeError for a value that is not JSON at all).
        return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _keep_corrupt_copy(path: Path, raw: bytes) -> Path:
    digest = hashlib.sha256(raw).hexdigest()[:12]
    kept = path.with_name(f"{path.name}.corrupt-{digest}")
    if not kept.exists():
        with contextlib.suppress(OSError):
            fd = os.open(kept, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with open(fd, "wb") as fh:
                fh.write(raw)
    return kept


class Store:
    """The tool's store folder: one TinyDB file per collection plus a schema version."""

    def __init__(self, root: Path, lock_timeout: float = 60.0) -> None:
        self.root = root
        self.lock_timeout = lock_timeout
        self._collections: dict[str, Collection] = {}
        self._guard = threading.Lock()
        self._opened = False
        # The inodes of the delta files whose names this process knows to be on disk: it
        # fsynced the folder after their rename.
        self._names_on_disk: set[int] = set()

    def open(self) -> Store:
        """Create the folder if needed and bring the schema up to date."""
        if self._opened:
            return self
        self.root.mkdir(parents=True, exist_ok=True, mode=0o700)
        with self.file_lock(self.root / "meta.lock"):
            meta = self._read_meta()
            version = int(meta.get("schema", SCHEMA_VERSION))
            if version > SCHEMA_VERSION:
                raise StoreError(
                    f"The store in {self.root} was written by a newer skillopt-sleep (schema "
                    f"{version}, this version knows {SCHEMA_VERSION}); upgrade skillopt-sleep."
                )
            if not meta:
                self._write_meta({"schema": SCHEMA_VERSION, "created": time.time()})
            elif version < SCHEMA_VERSION:
                self._migrate(meta, version)
        self._finish_replacing()
        self._opened = True
        return self

    def _name_on_disk(self, ino: int) -> None:
        """Make sure the name of the delta file of inode `ino` is on disk before a record is
        appended to it: the process that renamed it into place fsynced the folder after, unless
        it was killed in between. The first append of a process to a file another one wrote
        fsyncs the folder once, for every delta file there is then."""
        if ino in self._names_on_disk:
            return
        # Listed before the fsync: each of them was renamed before it.
        listed = set()
        for path in self.root.glob("*.delta.json"):
            with contextlib.suppress(FileNotFoundError):
                listed.add(path.stat().st_ino)
        fsync_dir(self.root)
        self._names_on_disk |= listed

    def collection(self, name: str) -> Collection:
        if not _NAME_RE.match(name):
            raise ValueError(f"invalid collection name {name!r}")
        with self._guard:
            if name not in self._collections:
                self._collections[name] = Collection(self, name)
            return self._collections[name]

    def replace_together(self, contents: dict[str, list[dict[str, Any]]],
                         parts: dict[str, Parts] | None = None) -> list[str]:
        """Make each named collection hold exactly its documents, in this order, as one write
        (see the module's docstring); a file that already holds them is not rewritten.
        `parts`: the collections to split so (one already split stays so). Returns the names
        of the files written (a part's: `<collection>.partNN`)."""
        cols = [self.collection(name) for name in sorted(contents)]
        with contextlib.ExitStack() as locks:
            for col in cols:
                locks.enter_context(col._thread_lock)
                locks.enter_context(self.file_lock(col._lock_path))
            self._finish_journal(self._held(cols))
            files: dict[Collection, dict[str, Any]] = {}
            for col in cols:
                files.update(col._files(contents[col.name], (parts or {}).get(col.name)))
            return self._write_files(files)

    def _held(self, cols: list[Collection]) -> set[str]:
        """The names of the files of these collections (with their parts, split or not)."""
        names = {col.name for col in cols}
        for col in cols:
            names.update(p.name[: -len(".json")]
                         for p in self.root.glob(f"{col.name}.part[0-9][0-9].json"))
            names.update(p.name[1: -len(".json.next")]
                         for p in self.root.glob(f".{col.name}.part[0-9][0-9].json.next"))
        return names

    def _file(self, name: str) -> Collection:
        """A collection's file, or a part's (`<collection>.partNN`)."""
        part = _PART_RE.match(name)
        if part is None:
            return self.collection(name)
        return self.collection(part.group(1))._part(int(part.group(2)))

    def _write_files(self, files: dict[Collection, dict[str, Any]]) -> list[str]:
        """With the locks of every file's collection held: make each file hold its data, as
        one write; returns the names of the files written."""
        changed = sorted((f for f, data in files.items() if not f._holds(data)),
                         key=lambda f: f.name)
        if not changed:
            return []
        try:
            for f in changed:
                f._stage(files[f])
        except BaseException:
            for f in changed:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(f.next_path)
            raise
        journal = self.root / JOURNAL_FILE
        if len(changed) == 1 and not journal.exists():
            # One file: its rename is the commit point, no journal needed (a journal left
            # damaged is replaced by the next one, below).
            changed[0]._install_staged(files[changed[0]])
            fsync_dir(self.root)
            return [changed[0].name]
        # The commit point (an atomic rename): from here on the new files win.
        atomic_write_bytes(journal, json.dumps([f.name for f in changed]).encode("utf-8"),
                           0o600)
        for f in changed:
            f._install_staged(files[f])
        fsync_dir(self.root)
        os.unlink(journal)
        return [f.name for f in changed]

    def _finish_replacing(self) -> None:
        """Finish a replace_together that a killed process left after its commit point."""
        names = self._journal_names()
        if names is None:
            return
        cols = list({self._file(name)._lock_path: self._file(name) for name in sorted(names)}
                    .values())
        with contextlib.ExitStack() as locks:
            for col in cols:
                locks.enter_context(col._thread_lock)
                locks.enter_context(self.file_lock(col._lock_path))
            self._finish_journal(set(names))

    def _finish_journal(self, held_names: set[str]) -> None:
        """With the locks of `held_names` held: finish the renames the journal names (they are
        all among them, or it waits for the next open), and drop staged files never committed."""
        names = self._journal_names()
        if names is not None and set(names) <= held_names:
            for name in names:
                col = self._file(name)
                if col.next_path.exists():
                    col._install_staged(None)
            fsync_dir(self.root)
            os.unlink(self.root / JOURNAL_FILE)
            names = None
        for name in held_names - set(names or ()):
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self._file(name).next_path)

    def _journal_names(self) -> list[str] | None:
        try:
            raw = (self.root / JOURNAL_FILE).read_bytes()
        except FileNotFoundError:
            return None
        try:
            names = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError):
            names = None
        if not isinstance(names, list) or not all(
                isinstance(n, str) and (_NAME_RE.match(n) or _PART_RE.match(n))
                for n in names):
            # It is written whole by a rename, so only the disk can have damaged it: the
            # collections are left as they are, and the next replace_together replaces it.
            log.warning("the store's journal %s is damaged; ignored", self.root / JOURNAL_FILE)
            return None
        return names

    def file_lock(self, path: Path) -> contextlib.AbstractContextManager[None]:
        return held(path, what=WRITER, timeout=self.lock_timeout, error=StoreLockTimeout,
                    name_holder=False)

    def file_lock_async(self, path: Path) -> contextlib.AbstractAsyncContextManager[None]:
        """`file_lock` for a coroutine: the event loop goes on while it waits."""
        return held_async(path, what=WRITER, timeout=self.lock_timeout,
                          error=StoreLockTimeout, name_holder=False)

    # -- schema --------------------------------------------------------------------------------

    def _read_meta(self) -> dict[str, Any]:
        path = self.root / META_FILE
        if not path.exists():
            return {}
        data = _parse_store_file_plain(path)
        return data

    def _write_meta(self, meta: dict[str, Any]) -> None:
        atomic_write_text(self.root / META_FILE, json.dumps(meta, sort_keys=True))

    def _migrate(self, meta: dict[str, Any], version: int) -> None:
        backup = self.root.parent / f"store-backup-schema{version}-{int(time.time())}"
        shutil.copytree(self.root, backup, ignore=shutil.ignore_patterns("*.lock"))
        while version < SCHEMA_VERSION:
            MIGRATIONS[version](self)
            version += 1
            self._write_meta({**meta, "schema": version, "migrated_from_backup": str(backup)})

    @property
    def schema_version(self) -> int:
        return int(self._read_meta().get("schema", SCHEMA_VERSION))

    # -- inspection and repair -----------------------------------------------------------------

    def collection_names(self) -> list[str]:
        return sorted(p.name[: -len(".json")] for p in self.root.glob("*.json")
                      if p.name != META_FILE and _NAME_RE.match(p.name[: -len(".json")]))

    def stats(self) -> dict[str, Any]:
        """Size and document count per collection; a damaged file is reported, not raised."""
        out: dict[str, Any] = {"path": str(self.root), "schema": SCHEMA_VERSION,
                               "bytes": 0, "collections": {}}
        for name in self.collection_names():
            col = self.collection(name)
            entry: dict[str, Any] = {"bytes": col.size_bytes()}
            try:
                entry["documents"] = len(col)
            except StoreError as exc:
                entry["error"] = str(exc)
            out["collections"][name] = entry
            out["bytes"] += entry["bytes"]
        return out

    def repair(self) -> list[str]:
        """Restore each damaged collection from its last good version; report what was done.

        The names of the collections restored (or emptied) are left in `self.repaired`, so
        the state derived from them (the harvest's positions) can be put back with them."""
        actions = []
        self.repaired: list[str] = []
        for name in self.collection_names():
            col = self.collection(name)
            # A split collection's parts each have their last good version too. A delta keeps
            # none (rotating one would cost as much as writing it): a damaged one is moved
            # aside, and what it held is read again from the logs
            # (`logs.positions.rewind_after_repair`).
            files: list[tuple[Collection, Path, Path | None]] = [
                (f, f.path, f.prev_path) for f in
                (col, *(self._file(p.name[: -len(".json")]) for p in
                        sorted(self.root.glob(f"{name}.part[0-9][0-9].json"))))]
            if col.delta_path is not None and col.delta_path.exists():
                files.append((col, col.delta_path, None))
            with self.file_lock(col._lock_path):
                for f, path, prev in files:
                    label = path.name.removesuffix(".json")
                    if not _damaged(path):
                        continue
                    if prev is not None and prev.exists() and not _damaged(prev):
                        shutil.copyfile(prev, path)
                        actions.append(f"{label}: restored the last good version from "
                                       f"{prev.name}")
                    else:
                        aside = path.with_name(f"{path.name}.damaged-{int(time.time())}")
                        os.replace(path, aside)
                        actions.append(
                            f"{label}: moved to {aside.name}; {name} reads as {f.path.name} "
                            f"holds it" if prev is None else
                            f"{label}: no good version to restore; the damaged file was moved "
                            f"to {aside.name} and {label} starts empty")
                    f._cache = f._main = None
                    if name not in self.repaired:
                        self.repaired.append(name)
        return actions


def _damaged(path: Path) -> bool:
    """Whether a store file does not read (a list of parts that does not read included)."""
    if path.name.endswith(".delta.json"):
        name = path.name.removesuffix(".delta.json")
        try:
            delta, _ = _parse_delta_bytes(path, _read_store_bytes(path))
            storedelta.delta_documents(delta, (0, 0), name, path)
        except (StoreError, FileNotFoundError):
            return True
        return False
    try:
        data = _parse_store_file(path)
    except (StoreError, FileNotFoundError):
        return True
    return PARTS_TABLE in data and Parts.from_doc(data[PARTS_TABLE].get("1")) is None


def _parse_store_file_plain(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_bytes())
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise StoreCorruptError(f"The store's schema file {path} is damaged ({exc}); "
                                f"restore it from a backup or write {{\"schema\": "
                                f"{SCHEMA_VERSION}}} into it.") from exc
    if not isinstance(data, dict):
        raise StoreCorruptError(f"The store's schema file {path} is damaged; write "
                                f"{{\"schema\": {SCHEMA_VERSION}}} into it.")
    return data

