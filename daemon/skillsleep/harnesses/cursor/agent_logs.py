"""The cursor-agent CLI: `~/.cursor/chats/<md5 of workspace>/<session>/store.db`.

`meta` key "0" holds the session's JSON (often hex-encoded): agentId, name, createdAt,
workspacePath, lastUsedModel. `blobs` holds content-addressed messages in rowid order: JSON
messages `{role, content, ...}` (read) and protobuf turn-graph state (not messages; passed over).
Rows are only added, so each harvest reads the rows after the last rowid it saw.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from typing import Any

from ...logs.classify import unwrap_user_query
from ...logs.drafts import Draft, FileResult, ReadContext
from ...logs.jsonl import loads
from ...logs.positions import LogPosition
from ...logs.readers import stat_database
from ...logs.sqlite_ro import DatabaseUnavailable, open_readonly
from ...sessiondata import parse_time
from .name import ID

HARNESS = ID


def _decode_meta(value: Any) -> dict[str, Any]:
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    if not isinstance(value, str):
        return {}
    text = value.strip()
    if text and not text.startswith("{"):
        try:
            text = bytes.fromhex(text).decode("utf-8", "replace")
        except ValueError:
            return {}
    try:
        data = loads(text)
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _message(data: Any) -> dict[str, Any] | None:
    if isinstance(data, str):
        data = data.encode("utf-8", "replace")
    if not isinstance(data, bytes) or not data.lstrip().startswith(b"{"):
        return None                                 # protobuf state, not a message
    try:
        msg = loads(data)
    except (ValueError, RecursionError):
        return None
    return msg if isinstance(msg, dict) and "role" in msg else None


def _texts(content: Any) -> tuple[list[str], int]:
    """Text parts and the number of tool results in a message's content."""
    if isinstance(content, str):
        return [content], 0
    texts, tools = [], 0
    if isinstance(content, list):
        for part in content:
            if not isinstance(part, dict):
                continue
            if part.get("type") == "text" and isinstance(part.get("text"), str):
                texts.append(part["text"])
            elif part.get("type") == "tool-result":
                tools += 1
    return texts, tools


def read(path: Path, kind: str, pos: LogPosition | None, ctx: ReadContext) -> FileResult:
    result = FileResult()
    source = str(path)
    if not stat_database(path, result):
        return result
    state = dict(pos.state) if pos is not None else {}
    last = int(state.get("rowid", 0))
    try:
        with open_readonly(path) as conn:
            tables = {r[0] for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
            if not {"blobs", "meta"} <= tables:
                result.skip("no blobs/meta tables (not a cursor-agent store)", source)
                result.offset = result.stat.st_size
                return result
            meta: dict[str, Any] = {}
            for key, value in conn.execute("SELECT key, value FROM meta"):
                if str(key) == "0":
                    meta = _decode_meta(value)
            rows = conn.execute("SELECT rowid, data FROM blobs WHERE rowid > ? ORDER BY rowid",
                                (last,)).fetchall()
    except DatabaseUnavailable as exc:
        result.skip(str(exc), source)
        result.offset = -1
        return result
    sid = str(meta.get("agentId") or path.parent.name)
    d = result.draft(HARNESS, sid, source, ctx.options)
    d.set_project(meta.get("workspacePath") if isinstance(meta.get("workspacePath"), str)
                  else None)
    base = parse_time(meta.get("createdAt"))
    d.see_time(base)
    d.add_model(meta.get("lastUsedModel"))
    for rowid, data in rows:
        last = max(last, int(rowid))
        msg = _message(data)
        if msg is not None:
            _add(msg, d, base, int(rowid))
    result.state = {"rowid": last}
    result.offset = result.stat.st_size
    result.full = pos is None
    return result


def _add(msg: dict[str, Any], d: Draft, base: Any, rowid: int) -> None:
    when = parse_time(msg.get("createdAt"))
    if when is None and base is not None:
        # No time on the message: a stable one from the session start and the row, so a
        # re-read recognizes the turn.
        when = base + timedelta(microseconds=rowid)
    opts = msg.get("providerOptions")
    if isinstance(opts, dict) and isinstance(opts.get("cursor"), dict):
        d.add_model(opts["cursor"].get("modelName"))
    role = msg.get("role")
    texts, tools = _texts(msg.get("content"))
    if role == "user":
        for t in texts:
            d.add_user_text(unwrap_user_query(t), when)
    elif role == "assistant":
        d.add_response("\n".join(texts), when)
    elif role == "tool":
        for _ in range(max(1, tools)):
            d.add_turn("user", "tool_result", "", when)
    else:
        d.see_time(when)
