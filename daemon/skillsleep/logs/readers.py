"""Opening a log safely and handing its new records to a harness parser.

Three shapes of log exist: append-only JSON lines (read from the stored position on), whole
documents rewritten in place (read again when they change), and SQLite databases (see
sqlite_ro). Every failure to open or read becomes a skipped entry with a reason; nothing here
raises for bad input.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from .drafts import FileResult
from .jsonl import MAX_LINE, LineReader, looks_binary, parse_line, split_records
from .positions import LogPosition, head_hash, resume_offset

# Whole-document logs larger than this are not loaded (no real transcript document is near it).
MAX_DOCUMENT = 256 << 20

RecordSink = Callable[[Iterable[tuple[int, dict[str, Any]]], FileResult], None]


def os_reason(exc: OSError) -> str:
    if isinstance(exc, FileNotFoundError):
        return "file vanished before it could be read"
    if isinstance(exc, PermissionError):
        return "permission denied"
    if exc.errno == errno.EISDIR:
        return "is a folder, not a file"
    return f"cannot be read ({exc.strerror or exc})"


Prefilter = Callable[[bytes], "bool | dict[str, Any]"]


def tail_records(path: Path, pos: LogPosition | None, sink: RecordSink,
                 prefilter: Prefilter | None = None,
                 max_line: int = MAX_LINE) -> FileResult:
    """Parse the complete lines added since the stored position; `sink` turns records into drafts.

    `prefilter(line)` may reject a raw line before it is parsed (a record type that cannot hold
    anything harvested), or return the few fields needed from it as a small record, which keeps
    the cost near a bare scan for the bulk of a log.
    """
    result = FileResult()
    where = str(path)
    try:
        fh = open(path, "rb")  # noqa: SIM115 - closed in finally, after a possibly long read
    except OSError as exc:
        result.skip(os_reason(exc), where)
        result.offset = -1
        return result
    try:
        st = os.fstat(fh.fileno())
        head = head_hash(fh)
        start = resume_offset(pos, st, head)
        result.stat, result.head = st, head
        result.full = start == 0
        if pos is not None and start == pos.offset and start > 0:
            result.state = dict(pos.state)
        if st.st_size == 0:
            result.offset = 0
            return result
        if start == 0 and looks_binary(fh):
            result.skip("binary file, not JSON lines", where)
            result.offset = st.st_size
            return result

        def on_skip(reason: str, offset: int) -> None:
            result.skip(reason, f"{where} at byte {offset}")

        reader = LineReader(fh, start, st.st_size, on_skip, max_line)

        def records() -> Iterable[tuple[int, dict[str, Any]]]:
            for offset, line in reader:
                if prefilter is not None:
                    verdict = prefilter(line)
                    if verdict is False:
                        continue
                    if verdict is not True:
                        yield offset, verdict  # type: ignore[misc]
                        continue
                record, why = parse_line(line)
                if record is None:
                    joined = split_records(line) if why == "malformed JSON" else None
                    if joined is None:
                        on_skip(why or "unreadable", offset)
                        continue
                    for at, one in joined:
                        yield offset + at, one
                    continue
                yield offset, record

        sink(records(), result)
        result.offset = reader.consumed
    except OSError as exc:
        result.skip(os_reason(exc), where)
        result.offset = -1
    finally:
        fh.close()
    return result


def read_document(path: Path, pos: LogPosition | None, result: FileResult) -> bytes | None:
    """The whole file when it changed since `pos`, else None (with a skip on failure)."""
    where = str(path)
    try:
        with open(path, "rb") as fh:
            st = os.fstat(fh.fileno())
            if pos is not None and pos.unchanged(st):
                return None
            if st.st_size > MAX_DOCUMENT:
                result.skip(f"document larger than {MAX_DOCUMENT >> 20} MB", where)
                result.stat = st
                return None
            data = fh.read()
            result.stat, result.head = st, head_hash(fh)
    except OSError as exc:
        result.skip(os_reason(exc), where)
        result.offset = -1
        return None
    result.offset = len(data)
    if not data.strip():
        return None
    if b"\x00" in data[:4096]:
        result.skip("binary file, not JSON", where)
        return None
    return data


def stat_database(path: Path, result: FileResult) -> bool:
    """Record the database file's identity in `result`; False (with the reason) if it is gone."""
    try:
        result.stat = path.stat()
    except OSError as exc:
        result.skip(os_reason(exc), str(path))
        result.offset = -1
        return False
    return True
