"""Cursor IDE: `User/globalStorage/state.vscdb`, a live SQLite key-value store.

`cursorDiskKV` holds `composerData:<id>` (one chat: order of bubbles, model, workspace) and
`bubbleId:<composer>:<bubble>` rows (type 1 = user, 2 = assistant). Rows are replaced in place,
so there is no offset: a composer is read again when its `lastUpdatedAt` changes, and the merge
keeps each bubble once. Opened read-only; a locked database is read as immutable.
"""

from __future__ import annotations

import sqlite3
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
KNOWN_COMPOSER_VERSION = 17


def _json(value: Any) -> Any:
    if value is None:
        return None
    try:
        return loads(value)
    except (ValueError, TypeError, RecursionError):
        return None


def _rows(conn: sqlite3.Connection, prefix: str) -> list[tuple[str, Any]]:
    # A key range (not LIKE) so SQLite uses the key's unique index.
    end = prefix[:-1] + chr(ord(prefix[-1]) + 1)
    return conn.execute("SELECT key, value FROM cursorDiskKV WHERE key >= ? AND key < ?",
                        (prefix, end)).fetchall()


def read(path: Path, kind: str, pos: LogPosition | None, ctx: ReadContext) -> FileResult:
    result = FileResult()
    source = str(path)
    if not stat_database(path, result):
        return result
    seen: dict[str, Any] = dict(pos.state.get("composers", {})) if pos is not None else {}
    subagents: set[str] = set(pos.state.get("subagents", [])) if pos is not None else set()
    try:
        with open_readonly(path) as conn:
            tables = {r[0] for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
            if "cursorDiskKV" not in tables:
                result.skip("no cursorDiskKV table (not a Cursor chat store)", source)
                result.offset = result.stat.st_size
                return result
            headers = _headers(conn) if "composerHeaders" in tables else {}
            changed = _changed_composers(conn, headers, seen, subagents, result, source,
                                         trust_headers=not ctx.thorough)
            for cid, data, stamp in changed:
                version = data.get("_v")
                if isinstance(version, int) and version > KNOWN_COMPOSER_VERSION:
                    result.skip(f"newer composer version {version} (known: "
                                f"{KNOWN_COMPOSER_VERSION}); recognizable bubbles were still "
                                f"read", f"{source} composer {cid}")
                _composer(conn, cid, data, headers.get(cid, {}), cid in subagents, result,
                          ctx, source)
                seen[cid] = stamp
    except DatabaseUnavailable as exc:
        result.skip(str(exc), source)
        result.offset = -1
        return result
    # A read that trusted the headers asks the next full harvest to look again.
    result.state = {"composers": seen, "subagents": sorted(subagents),
                    "recheck": not ctx.thorough}
    result.offset = result.stat.st_size
    result.full = pos is None
    return result


def _changed_composers(conn: sqlite3.Connection, headers: dict[str, dict[str, Any]],
                       seen: dict[str, Any], subagents: set[str], result: FileResult,
                       source: str, trust_headers: bool) -> list[tuple[str, dict[str, Any], Any]]:
    """The composers updated since the last read, as (id, composerData, stamp).

    A harvest after a change notice trusts composerHeaders.lastUpdatedAt and loads only the
    composers it says changed (the database changes on every keystroke while Cursor runs); a
    periodic full harvest loads every composer and compares its own lastUpdatedAt.
    """
    keys = [k for (k,) in conn.execute(
        "SELECT key FROM cursorDiskKV WHERE key >= 'composerData:' AND key < 'composerData;'")]
    changed = []
    for key in keys:
        cid = key.split(":", 1)[1]
        header_stamp = headers.get(cid, {}).get("_stamp")
        if trust_headers and header_stamp is not None and seen.get(cid) == header_stamp:
            continue
        row = conn.execute("SELECT value FROM cursorDiskKV WHERE key = ?", (key,)).fetchone()
        data = _json(row[0]) if row else None
        if not isinstance(data, dict):
            result.skip("unreadable composer row", f"{source} key {key}")
            continue
        stamp = data.get("lastUpdatedAt") or data.get("createdAt")
        if seen.get(cid) == stamp:
            continue
        subagents.update(str(s) for s in (data.get("subagentComposerIds")
                                          or data.get("subComposerIds") or [])
                         if isinstance(s, str))
        changed.append((cid, data, stamp))
    return changed


def _headers(conn: sqlite3.Connection) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    try:
        cur = conn.execute("SELECT * FROM composerHeaders")
    except sqlite3.Error:
        return out
    names = [d[0] for d in cur.description or []]
    for row in cur.fetchall():
        rec = dict(zip(names, row, strict=False))
        value = _json(rec.get("value"))
        info = value if isinstance(value, dict) else {}
        info["isSubagent"] = bool(rec.get("isSubagent") or info.get("isSubagent"))
        info["_stamp"] = rec.get("lastUpdatedAt") or info.get("lastUpdatedAt")
        cid = rec.get("composerId") or info.get("composerId")
        if isinstance(cid, str):
            out[cid] = info
    return out


def _fs_path(ident: Any) -> str | None:
    if isinstance(ident, dict):
        uri = ident.get("uri")
        if isinstance(uri, dict):
            p = uri.get("fsPath") or uri.get("path")
            if isinstance(p, str) and p:
                return p
    return None


def _project(data: dict[str, Any], header: dict[str, Any]) -> str | None:
    found = _fs_path(header.get("workspaceIdentifier")) or _fs_path(
        data.get("workspaceIdentifier"))
    if found:
        return found
    repos = data.get("trackedGitRepos")
    if isinstance(repos, list) and repos and isinstance(repos[0], dict):
        p = repos[0].get("repoPath")
        if isinstance(p, str):
            return p
    return None


def _composer(conn: sqlite3.Connection, cid: str, data: dict[str, Any], header: dict[str, Any],
              is_subagent: bool, result: FileResult, ctx: ReadContext, source: str) -> None:
    d = result.draft(HARNESS, cid, source, ctx.options)
    d.set_project(_project(data, header))
    d.see_time(parse_time(data.get("createdAt")))
    model = data.get("modelConfig")
    if isinstance(model, dict):
        d.add_model(model.get("modelName"))
    sidechain = is_subagent or bool(header.get("isSubagent"))
    bubbles: dict[str, dict[str, Any]] = {}
    for key, value in _rows(conn, f"bubbleId:{cid}:"):
        b = _json(value)
        if isinstance(b, dict):
            bubbles[key.rsplit(":", 1)[1]] = b
        else:
            result.skip("unreadable bubble row", f"{source} key {key}")
    order = data.get("fullConversationHeadersOnly")
    if isinstance(order, list) and order:
        seq = [bubbles.get(h.get("bubbleId")) or h for h in order if isinstance(h, dict)]
    elif isinstance(data.get("conversation"), list):
        seq = [b for b in data["conversation"] if isinstance(b, dict)]     # legacy inline
    else:
        seq = list(bubbles.values())
    for b in seq:
        _bubble(b, d, sidechain)
    d.see_time(parse_time(data.get("lastUpdatedAt")))


def _bubble(b: dict[str, Any], d: Draft, sidechain: bool) -> None:
    when = parse_time(b.get("createdAt"))
    btype = b.get("type")
    info = b.get("modelInfo")
    if isinstance(info, dict):
        d.add_model(info.get("modelName"))
    text = b.get("text") if isinstance(b.get("text"), str) else ""
    if btype == 1:
        if not text.strip():
            text = rich_text(b.get("richText"))
        text = unwrap_user_query(text)
        d.add_user_text(text, when, "sidechain" if sidechain and text.strip() else None,
                        b.get("bubbleId"))
    elif btype == 2:
        if sidechain:
            d.see_time(when)
        else:
            d.add_response(text, when)
    else:
        d.see_time(when)


def rich_text(value: Any) -> str:
    """The plain text of a Lexical editor state (Cursor's richText)."""
    doc = _json(value) if isinstance(value, str) else value
    out: list[str] = []

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("text"), str):
                out.append(node["text"])
            for child in node.get("children", []) or []:
                visit(child)
            if node.get("type") == "paragraph":
                out.append("\n")
        elif isinstance(node, list):
            for child in node:
                visit(child)

    visit(doc.get("root") if isinstance(doc, dict) else doc)
    return "".join(out).strip()
