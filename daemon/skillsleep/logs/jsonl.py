"""Reading the new complete lines of a JSON-lines log, in large binary chunks.

Never loads more than one chunk plus one line into memory: a line longer than `max_line` is
skipped (counted, with its offset) while the reader scans on to the next newline. The reader
stops at the size the file had when it was opened, so a live writer cannot extend the read.
A final line without a newline is taken only when it is already a complete JSON object (some
tools write the last line without one); otherwise it waits for the next harvest.

Lines are parsed by orjson (three to four times faster than the standard library on these logs)
and, when it refuses a line, by the standard library, so a line is read exactly when it was
before: NaN, numbers out of a double's range, lone surrogates and a byte-order mark are all
still accepted. One difference remains: an integer beyond 64 bits is read as a float (no
harness writes one; a record id or a count that large is not used either way).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import Any, BinaryIO

import orjson


def loads(raw: bytes | str) -> Any:
    """One JSON value, as `json.loads` reads it (and raising what it raises), faster; a lone
    surrogate (`"\\ud800"`, which no UTF-8 text can hold, so nothing could store it) is read as
    U+FFFD."""
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        return _scrub(json.loads(raw))


_SURROGATE = re.compile("[\ud800-\udfff]")


def _scrub(value: Any) -> Any:
    if isinstance(value, str):
        return _SURROGATE.sub("\ufffd", value)
    if isinstance(value, list):
        return [_scrub(v) for v in value]
    if isinstance(value, dict):
        return {_scrub(k): _scrub(v) for k, v in value.items()}
    return value

# Read this much at a time: large enough that a read costs nothing next to its lines, small
# enough to fit the processor's cache, and to be reused by the allocator rather than mapped anew
# for each read (a first harvest's worker process faulted in twice the pages with 4 MB chunks).
CHUNK = 256 << 10
MAX_LINE = 16 << 20
# A file whose first bytes hold a NUL is not text, whatever its name says.
BINARY_PROBE = 4096


class LineReader:
    """Iterate over (offset, line) of the complete lines in [start, end)."""

    def __init__(self, fh: BinaryIO, start: int, end: int,
                 on_skip: Callable[[str, int], None], max_line: int = MAX_LINE) -> None:
        self.fh = fh
        self.start = start
        self.end = end
        self.on_skip = on_skip
        self.max_line = max_line
        self.consumed = start

    def __iter__(self) -> Iterator[tuple[int, bytes]]:
        fh, end = self.fh, self.end
        fh.seek(self.start)
        read_pos = self.start
        pending: list[bytes] = []      # pieces of the current unfinished line
        pending_len = 0
        line_start = self.start        # file offset where the current line begins
        skipping = False               # inside a line longer than max_line
        while read_pos < end:
            chunk = fh.read(min(CHUNK, end - read_pos))
            if not chunk:
                break                  # the file shrank under us; keep what was read
            chunk_pos = read_pos
            read_pos += len(chunk)
            nl = chunk.rfind(b"\n")
            if nl < 0:
                if not skipping:
                    pending.append(chunk)
                    pending_len += len(chunk)
                    if pending_len > self.max_line:
                        pending, pending_len, skipping = [], 0, True
                continue
            start = 0                  # where the chunk's next line begins
            if skipping:
                first = chunk.find(b"\n", 0, nl)
                self.on_skip(f"line longer than {self.max_line >> 20} MB", line_start)
                skipping = False
                start = nl if first < 0 else first + 1
            elif pending:
                first = chunk.find(b"\n", 0, nl + 1)
                line = b"".join(pending) + chunk[:first]
                pending, pending_len = [], 0
                if line and not line.isspace():
                    yield line_start, line
                start = first + 1
            # The chunk's other lines, cut one at a time where they are (the chunk is never
            # copied or split whole): each line is dropped before the next is cut, so the
            # allocator hands the same warm memory back.
            find = chunk.find
            while start < nl:
                stop = find(b"\n", start, nl)
                if stop < 0:
                    stop = nl
                if stop > start:
                    line = chunk[start:stop]
                    if not line.isspace():
                        yield chunk_pos + start, line
                start = stop + 1
            line_start = chunk_pos + nl + 1
            self.consumed = line_start
            tail = chunk[nl + 1:]
            if tail:
                pending, pending_len = [tail], len(tail)
                if pending_len > self.max_line:
                    pending, pending_len, skipping = [], 0, True
        if skipping:
            # A huge final line: take it as ended when it looks closed, so it is not rescanned.
            if read_pos >= end and _last_byte(fh, end) == b"}":
                self.on_skip(f"line longer than {self.max_line >> 20} MB", line_start)
                self.consumed = end
            return
        if pending and read_pos >= end:
            tail = b"".join(pending)
            if _is_complete_object(tail):
                yield line_start, tail
                self.consumed = end


def _last_byte(fh: BinaryIO, end: int) -> bytes:
    fh.seek(end - 1)
    return fh.read(1).strip() or b""


def _is_complete_object(raw: bytes) -> bool:
    # (Read as every line is: most logs end without a newline, and their last line is often a
    # long one, which the standard library alone would read several times slower.)
    text = raw.strip()
    if not text.startswith(b"{") or not text.endswith(b"}"):
        return False
    try:
        return isinstance(loads(text), dict)
    except (ValueError, RecursionError):
        return False


def parse_line(line: bytes) -> tuple[dict[str, Any] | None, str | None]:
    """(record, None) or (None, why it was skipped)."""
    try:
        value = loads(line)
    except ValueError as exc:
        # (json guesses UTF-16/32 from NUL bytes, so binary junk fails as a decode error too)
        if b"\x00" in line:
            return None, "binary data"
        if isinstance(exc, UnicodeDecodeError):
            return None, "not UTF-8 text"
        return None, "malformed JSON"
    except RecursionError:
        return None, "JSON nested too deeply"
    if not isinstance(value, dict):
        return None, "not a JSON object"
    return value, None


def split_records(line: bytes) -> list[tuple[int, dict[str, Any]]] | None:
    """Several JSON objects written on one line, as (byte offset in the line, record), or None
    when the line is not exactly a run of objects."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        return None
    decoder = json.JSONDecoder()
    found: list[tuple[int, dict[str, Any]]] = []
    i, n = 0, len(text)
    while i < n:
        try:
            value, end = decoder.raw_decode(text, i)
        except (ValueError, RecursionError):
            return None
        if not isinstance(value, dict):
            return None
        found.append((len(text[:i].encode("utf-8")), _scrub(value)))
        i = end
        while i < n and text[i].isspace():
            i += 1
    return found if len(found) > 1 else None


def looks_binary(fh: BinaryIO) -> bool:
    """A NUL in the first line, or NULs in a file that does not start like JSON lines.

    A single binary line further down a real log is skipped on its own, not the whole file.
    """
    fh.seek(0)
    probe = fh.read(BINARY_PROBE)
    if b"\x00" not in probe:
        return False
    nl = probe.find(b"\n")
    first = probe[:nl] if nl >= 0 else probe
    return b"\x00" in first or not first.lstrip(b"\xef\xbb\xbf \t\r").startswith(b"{")
