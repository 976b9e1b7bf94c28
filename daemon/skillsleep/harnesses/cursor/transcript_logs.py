"""Cursor's agent transcripts: `~/.cursor/projects/<slug>/agent-transcripts/[<id>/]<id>.jsonl`.

Written by the IDE and by cursor-agent: `{role, message: {content}}` lines and `turn_ended`
markers, with no timestamps and no record ids.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from ...logs.classify import unwrap_user_query
from ...logs.drafts import FileResult, ReadContext
from ...logs.jsonl import loads
from ...logs.positions import LogPosition
from ...logs.readers import tail_records
from . import agent_logs as cursor_agent
from .name import ID

HARNESS = ID
# cursor-agent puts the local time the prompt was typed before it:
# <timestamp>Friday, Nov 28, 2026, 09:25 AM (UTC)</timestamp>
_STAMP = re.compile(r"<timestamp>\s*([^<]*?)\s*\((UTC|GMT)([+-]\d{1,2})?(?::?(\d{2}))?\)\s*"
                    r"</timestamp>")


def prompt_time(text: str, offset: int) -> datetime | None:
    """The time in a transcript prompt's <timestamp> (minute precision), made unique per line."""
    m = _STAMP.search(text)
    if not m:
        return None
    try:
        local = datetime.strptime(m.group(1), "%A, %b %d, %Y, %I:%M %p")
    except ValueError:
        return None
    hours = int(m.group(3) or 0)
    minutes = int(m.group(4) or 0) * (1 if hours >= 0 else -1)
    when = local.replace(tzinfo=UTC) - timedelta(hours=hours, minutes=minutes)
    return when + timedelta(microseconds=offset % 1_000_000)


def _transcript_project(path: Path) -> str | None:
    parts = path.parts
    slug_dir = Path(*parts[: parts.index("agent-transcripts")])
    try:
        info = loads((slug_dir / ".workspace-trusted").read_bytes())
    except (OSError, ValueError):
        return None
    p = info.get("workspacePath") if isinstance(info, dict) else None
    return p if isinstance(p, str) else None


def read(path: Path, kind: str, pos: LogPosition | None, ctx: ReadContext) -> FileResult:
    """agent-transcripts JSON lines: no timestamps on records, so a turn's time is the prompt's
    own <timestamp> when it has one, else the time the file was first read plus the line's
    byte offset; both are stable, so a re-read recognizes the turn."""
    source = str(path)
    known = ctx.lookup(HARNESS, path.stem)
    if known is not None and any(s.endswith("state.vscdb") for s in known.sources):
        # The IDE keeps the same chat in state.vscdb, read with exact times; taking the
        # transcript too would count its requests twice.
        result = FileResult()
        result.skip("chat already read from state.vscdb", source)
        try:
            result.stat = os.stat(path)
            result.offset = result.stat.st_size
        except OSError:
            result.offset = -1
        return result
    try:
        first_seen = (pos.state.get("t0") if pos is not None else None) or os.stat(path).st_mtime
    except OSError:
        first_seen = datetime.now(UTC).timestamp()
    base = datetime.fromtimestamp(float(first_seen), tz=UTC)
    project = _transcript_project(path)

    def sink(records: Iterable[tuple[int, dict[str, Any]]], result: FileResult) -> None:
        result.state["t0"] = first_seen
        d = result.draft(HARNESS, path.stem, source, ctx.options)
        d.set_project(project)
        for offset, r in records:
            when = base + timedelta(microseconds=offset)
            role = r.get("role")
            msg = r.get("message")
            content = msg.get("content") if isinstance(msg, dict) else None
            if role in ("user", "assistant"):
                texts, _ = cursor_agent._texts(content)
                if role == "user":
                    for t in texts:
                        d.add_user_text(unwrap_user_query(t), prompt_time(t, offset) or when)
                else:
                    d.add_response("\n".join(texts), when)
            elif r.get("type") == "turn_ended":
                d.see_time(when)
            else:
                result.skip(f"unknown record {role or r.get('type')!r}",
                            f"{source} at byte {offset}")

    result = tail_records(path, pos, sink)
    result.state.setdefault("t0", first_seen)
    return result

