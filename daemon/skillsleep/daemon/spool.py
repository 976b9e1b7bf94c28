"""The spool: notices the hook scripts leave for the daemon, and their parser.

A hook script (shells/) writes `.<name>.tmp` and renames it to `<name>.notice` in the spool folder,
name = `<epoch-seconds>-<pid>-<random>`. A notice is header lines `key: value`, one empty line, then
the harness's payload exactly as the hook received it (stdin or argv; possibly empty, malformed or
starting with a byte-order mark):

    skillopt-sleep-notice: 1
    harness: claude-code        the harness whose config holds the hook that ran
    event: SessionEnd           the event that config subscribed to
    time: 2026-11-30T07:20:00Z
    cwd: /where/the/hook/ran
    caller: devin               optional: the environment named another harness
    devin-project-dir: ...      optional hints: *-project-dir, codex-home, copilot-home, ...

Several harnesses read some hook files (VS Code, the Copilot CLI and Devin read Claude Code's
`settings.json`), so `Notice.harness` is the harness that really ran the hook, worked out from the
environment hints and the payload's shape (each harness's module recognises its own payloads);
`Notice.hook` is the header's harness. Nothing here imports more than the standard library and
the harness descriptions: the daemon parses notices on its hot path.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import harnesses
from ..machine import Machine
from ..sessiondata import parse_time

HARNESSES = harnesses.IDS
MAGIC = "skillopt-sleep-notice"
VERSION = "1"
NOTICE_SUFFIX = ".notice"
REASON_SUFFIX = ".reason"
REJECTED_DIR = "rejected"
# A header never comes close to this; a file without the empty line within it is not a notice.
MAX_HEADER_BYTES = 64 * 1024
_BOM = b"\xef\xbb\xbf"
_SAFE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$")


class NoticeError(ValueError):
    """A corrupt notice; `reason` says what is wrong with it."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Notice:
    harness: str  # the harness that ran the hook
    event: str
    time: datetime | None  # aware UTC
    cwd: Path | None
    payload_bytes: bytes  # exactly as received
    payload: dict[str, Any] | None  # the payload as JSON, when it is a JSON object
    transcript_paths: list[Path]  # session logs the payload names (derived ones only if present)
    hook: str = ""  # the harness whose config holds the hook (header `harness`)
    caller: str = ""  # how the caller was recognised: claude-code, vscode, copilot-cli, ...
    session_id: str | None = None
    project_dir: Path | None = None
    headers: dict[str, str] = field(default_factory=dict)


def parse_notice(data: bytes) -> Notice:
    """Parse one notice file's bytes; raise NoticeError when it is not a complete notice."""
    if not data:
        raise NoticeError("the notice is empty (the disk may have been full when it was written)")
    end = data.find(b"\n\n", 0, MAX_HEADER_BYTES)
    if end < 0:
        raise NoticeError("the notice has no empty line ending its header")
    headers = _parse_headers(data[:end])
    payload_bytes = data[end + 2 :]

    if headers.get(MAGIC) != VERSION:
        raise NoticeError(f"unsupported notice version {headers.get(MAGIC)!r}")
    hook = headers.get("harness", "")
    if hook not in HARNESSES:
        raise NoticeError(f"unknown harness {hook!r} in the notice header")
    event = headers.get("event", "")
    if not event:
        raise NoticeError("the notice names no event")

    payload = _decode_payload(payload_bytes)
    harness, caller = _resolve_caller(hook, headers, payload)
    who = harnesses.get(harness)
    session_id = who.session_id(payload) if payload is not None else None
    when = parse_time(headers.get("time"))
    return Notice(
        harness=harness,
        event=event,
        time=when,
        cwd=_path(headers.get("cwd")),
        payload_bytes=payload_bytes,
        payload=payload,
        transcript_paths=_transcript_paths(who, caller, headers, payload, session_id, when),
        hook=hook,
        caller=caller,
        session_id=session_id,
        project_dir=who.project_dir(payload, headers),
        headers=headers,
    )


def read_notice(path: Path) -> Notice:
    """Read and parse a notice file (FileNotFoundError if another reader already took it)."""
    return parse_notice(Path(path).read_bytes())


def list_notices(spool_dir: Path) -> list[Path]:
    """The complete notices in the spool, oldest first; temporaries and set-aside ones excluded."""
    found: list[tuple[int, str, Path]] = []
    try:
        entries = list(os.scandir(spool_dir))
    except (FileNotFoundError, NotADirectoryError):
        return []
    for entry in entries:
        name = entry.name
        if name.startswith(".") or not name.endswith(NOTICE_SUFFIX):
            continue
        with contextlib.suppress(OSError):
            if not entry.is_file(follow_symlinks=False):
                continue
            found.append((_epoch_of(name, entry), name, Path(entry.path)))
    found.sort(key=lambda item: (item[0], item[1]))
    return [path for _, _, path in found]

def spool_backlog(spool_dir: Path) -> int:
    """How many notices wait in the spool; a count only, cheap enough for every `status`."""
    try:
        with os.scandir(spool_dir) as it:
            return sum(1 for e in it if e.name.endswith(NOTICE_SUFFIX))
    except FileNotFoundError:
        return 0



def set_aside(path: Path, reason: str) -> Path:
    """Move a corrupt notice into `rejected/` beside it, with a `.reason` file; return its path."""
    path = Path(path)
    rejected = path.parent / REJECTED_DIR
    rejected.mkdir(mode=0o700, exist_ok=True)
    target = rejected / path.name
    os.replace(path, target)
    stamp = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    reason_file = rejected / (path.name.removesuffix(NOTICE_SUFFIX) + REASON_SUFFIX)
    reason_file.write_text(f"{stamp} {reason.strip()}\n", encoding="utf-8")
    return target


def clean_stale_temporaries(spool_dir: Path, max_age_seconds: float = 3600) -> int:
    """Delete `.<name>.tmp` files a hook left behind when it was killed mid-write; return count.

    A live hook finishes in milliseconds, so an hour-old temporary belongs to no one.
    """
    removed = 0
    now = datetime.now(UTC).timestamp()
    try:
        entries = list(os.scandir(spool_dir))
    except (FileNotFoundError, NotADirectoryError):
        return 0
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(".tmp")):
            continue
        with contextlib.suppress(OSError):
            if now - entry.stat(follow_symlinks=False).st_mtime > max_age_seconds:
                os.unlink(entry.path)
                removed += 1
    return removed


# --- header and payload -------------------------------------------------------------------------


def _parse_headers(block: bytes) -> dict[str, str]:
    headers: dict[str, str] = {}
    for number, raw in enumerate(block.split(b"\n"), start=1):
        # surrogateescape keeps a non-UTF-8 folder name intact for Path()
        line = raw.decode("utf-8", "surrogateescape").rstrip("\r")
        key, sep, value = line.partition(": ")
        if not sep or not key or key != key.strip():
            raise NoticeError(f"header line {number} is not 'key: value'")
        headers.setdefault(key.lower(), value)
    return headers


def _decode_payload(data: bytes) -> dict[str, Any] | None:
    text: str | None = None
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        with contextlib.suppress(UnicodeDecodeError):
            text = data.decode("utf-16")
    if text is None:
        if data.startswith(_BOM):
            data = data[len(_BOM) :]
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            return None
    text = text.lstrip("\ufeff").strip().strip("\x00")
    if not text.startswith("{"):
        return None
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def _path(value: Any) -> Path | None:
    if not isinstance(value, str) or not value.strip():
        return None
    return Path(value).expanduser()


def _epoch_of(name: str, entry: os.DirEntry[str]) -> int:
    head = name.split("-", 1)[0]
    if head.isdigit():
        return int(head)
    try:
        return int(entry.stat(follow_symlinks=False).st_mtime)
    except OSError:
        return 0


# --- who called ---------------------------------------------------------------------------------


def _resolve_caller(hook: str, headers: dict[str, str], payload: dict[str, Any] | None
                    ) -> tuple[str, str]:
    """(harness, caller label): the environment first, then the payload's shape, then the hook."""
    named = headers.get("caller", "")
    if named in HARNESSES:
        return named, named
    if payload is None:
        return hook, hook
    for harness in harnesses.ALL:
        caller = harness.recognise(payload, hook)
        if caller is not None:
            return harness.id, caller
    return hook, hook


# --- which session logs -------------------------------------------------------------------------


def _transcript_paths(harness: harnesses.Harness, caller: str, headers: dict[str, str],
                      payload: dict[str, Any] | None, session_id: str | None,
                      when: datetime | None) -> list[Path]:
    if payload is None:
        return []
    paths: list[Path] = []
    for key in ("transcript_path", "transcriptPath"):
        named = _path(payload.get(key))
        if named is not None and named not in paths:
            paths.append(named)
    if paths or session_id is None or not _SAFE_ID.match(session_id):
        return paths
    # No path in the payload: the harness's own location, seen from the hook's environment.
    machine = Machine.current().with_hints(headers)
    return harness.transcripts_for(session_id, caller, machine, when)
