"""A few changed documents of a large store file, written beside it instead of the whole file.

A harvest that adds one turn to one session changes one document of a session page of about a
megabyte; a harvest position changes one document of a file of every log's position. Rewriting
and fsyncing the whole file for that costs more than everything else a re-harvest does. So the
file of such a collection (`takes_delta`) takes a change of a few documents in its delta file,
`<name>.delta.json`: records of documents that differ from the
file (changed, or added after its last id), each document whole, in TinyDB's form, one record a
line. The first record names the size and CRC-32 of the file they apply to (`_base`) and is
written with the delta file itself (a new file renamed into place); each later write appends a
record of the documents it changed, and fsyncs the file: an append to a file whose name is
already on disk needs no fsync of its folder, where a new file renamed into place does (so a
turn costs one fsync per delta, not two, and no new file). The delta file is written anew,
compact (every document once), when an append would make it larger than half the file (half of
DELTA_MIN_BYTES for a smaller file: the harvest's record of under a kilobyte, written at every
harvest, takes some twenty appends between two writes anew, where it was written anew each time).
Reading the collection is reading the file with the delta's documents in place of its own
(a later record's over an earlier one's), in the same order a rewrite of the whole file would
have given; the delta holds every difference.

An appended record counts once its newline is on disk: a record cut short (a process killed
while it wrote, a power loss before its fsync) is not read, and the next write writes the delta
anew instead of appending after it. Every record before the last newline must read: one that
does not is damage, not a write cut short. An append is acknowledged only after its fsync, so
two appends made one after the other (a session's new turn, then its log's read position) reach
the disk in that order, whatever happens to the machine. The name of a delta file is on disk once
the folder was fsynced after its rename: the process that renamed it did so, unless it was killed
in between, so a process fsyncs the folder once before its first append to a delta file it did
not write (`Store._name_on_disk`). What this does not tell apart: a disk that cut a delta short
after one of its newlines loses the records after it silently, as a write cut short would; and a
version of the tool from before appends reads a delta of several records as damaged (`store
repair` then moves it aside, and the logs are read again).

The delta is folded into the file (the file rewritten whole, the delta then removed) when a write
removes a document, changes another table of the file, or would make the delta larger than half
the file (`weighed_against`), or, when the delta is written anew, when the documents earlier
writes left in it make a quarter of the file. A process killed between the rename of the folded
file and the removal of the delta leaves a delta whose `_base` names the file before the fold: it
is ignored, and replaced by the next write. A delta that does not parse is a damaged store file
like any other (the error names it); `store repair` moves it aside, and what it held is read again
from the logs.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path
from typing import Any

from .catalog import HARVEST_POSITIONS, HARVEST_RUNS, SESSIONS_PREFIX
from .errors import StoreCorruptError

# What the delta of a smaller file is weighed against: an appended record costs less than any file
# written anew (no new file, no fsync of the folder), so a small file takes some too.
DELTA_MIN_BYTES = 32 << 10
# The table of a delta file naming the version of the collection file it applies to.
BASE_TABLE = "_base"

Base = tuple[int, int]  # the size and CRC-32 of a collection file's bytes


def takes_delta(name: str) -> bool:
    """Whether a collection's writes may go to a delta: only the ones a harvest writes turn
    after turn (the session pages, the positions, the harvest's record). Another process
    watches some of the others by their file's version (the language server,
    `proposals.json`), so they are written whole."""
    return name.startswith(SESSIONS_PREFIX) or name in (HARVEST_POSITIONS, HARVEST_RUNS)


def weighed_against(size: int) -> int:
    """The size a delta of a collection file of `size` bytes is weighed against (a delta may
    weigh half of it): the file's, or DELTA_MIN_BYTES for a smaller file."""
    return max(size, DELTA_MIN_BYTES)


def base_of(raw: bytes) -> Base:
    """What identifies one version of a collection file's content (read only when a delta is
    written or read: about 0.2 ms a megabyte)."""
    return len(raw), zlib.crc32(raw)


def changed_documents(main: dict[str, Any], data: dict[str, Any],
                      name: str) -> dict[str, Any] | None:
    """The documents of table `name` in `data` that differ from the file's (`main`), when
    `data` is the file with exactly those documents in place (the same documents, in the same
    order, other tables unchanged); None when only a rewrite of the file can give `data`."""
    old: dict[str, Any] = main.get(name, {})
    new: dict[str, Any] = data.get(name, {})
    if len(new) < len(old) or any(data.get(t) != main.get(t) for t in {*data, *main} - {name}):
        return None
    # A document copied from the file is compared key by key, its values by identity first.
    changed = {k: v for k, v in new.items() if old.get(k) != v}
    if list(new) != [*old, *(k for k in changed if k not in old)]:
        return None  # a document removed, or the order moved
    return changed


def delta_document(base: Base, name: str, documents: dict[str, Any]) -> dict[str, Any]:
    return {BASE_TABLE: {"size": base[0], "crc": base[1]}, name: documents}


def records(raw: bytes) -> tuple[list[bytes], int]:
    """The complete records of a delta file's bytes, and how many bytes they take: the first
    is written with the file, so it is there whole (a delta written before records were
    appended is that one record, without a newline); an appended one counts once its newline
    is there."""
    first = raw.find(b"\n")
    if first < 0:
        return [raw], len(raw)
    end = raw.rfind(b"\n") + 1
    return raw[:end].split(b"\n")[:-1], end


def complete(raw: bytes) -> bytes:
    """A delta file's bytes without a record cut short at its end."""
    return raw[: records(raw)[1]]


def delta_documents(delta: list[dict[str, Any]], base: Base, name: str,
                    path: Path) -> dict[str, Any] | None:
    """The documents the parsed records of a delta file put in place in the collection file of
    `base` (a later record's over an earlier one's); None when it was left behind by a fold (it
    applies to an older version of the file)."""
    stated = delta[0].get(BASE_TABLE) if delta else None
    if not isinstance(stated, dict) or not isinstance(stated.get("size"), int) or \
            not isinstance(stated.get("crc"), int) or set(delta[0]) - {BASE_TABLE, name} or \
            any(set(record) - {name} for record in delta[1:]):
        raise StoreCorruptError(
            f"The store file {path} is damaged: it does not say which version of "
            f"{path.name.removesuffix('.delta.json')}.json it changes. Run `skillopt-sleep "
            f"store repair` to restore the last good version.")
    if (stated["size"], stated["crc"]) != base:
        return None
    if len(delta) == 1:
        return delta[0].get(name, {})
    documents: dict[str, Any] = {}
    for record in delta:
        documents.update(record.get(name, {}))
    return documents


def appended(name: str, documents: dict[str, Any]) -> dict[str, Any]:
    """The record a write appends: the documents it changed."""
    return {name: documents}


# How a delta file begins (`delta_document` as the store writes it).
_BASE_BYTES = re.compile(rb'\A\{"_base":\{"size":(\d+),"crc":(-?\d+)\}')


def applies(delta: bytes, base: Base) -> bool:
    """Whether a delta file's bytes apply to the collection file of `base`, told from its
    first bytes without parsing it (a delta that does not begin so applies to nothing)."""
    m = _BASE_BYTES.match(delta)
    return m is not None and (int(m.group(1)), int(m.group(2))) == base


def with_documents(main: dict[str, Any], name: str, documents: dict[str, Any]
                   ) -> dict[str, Any]:
    """The file's data with these documents in place, and the new ones after its own."""
    return {**main, name: {**main.get(name, {}), **documents}}
