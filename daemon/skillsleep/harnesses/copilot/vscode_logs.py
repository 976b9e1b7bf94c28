"""VS Code Copilot Chat: `User/workspaceStorage/<id>/chatSessions/<session>.jsonl` (and legacy
`.json`), plus `globalStorage/emptyWindowChatSessions/`.

The JSONL file is a mutation log (kind 0 = whole state, 1 = set at a path, 2 = push, truncating
at `i` first, 3 = delete) that VS Code rewrites whole from time to time, so it is replayed from
the start whenever it changes. The typed prompt is `requests[n].message.text`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from ...logs.drafts import Draft, FileResult, ReadContext
from ...logs.jsonl import loads, parse_line
from ...logs.positions import LogPosition
from ...logs.readers import read_document
from ...sessiondata import parse_time
from .name import ID

HARNESS = ID
KNOWN_VERSION = 3
COPILOT_EXTENSION = "github.copilot-chat"


class _Bad(Exception):
    pass


def _walk(state: Any, keys: list[Any]) -> Any:
    node = state
    for k in keys:
        if isinstance(node, dict) and isinstance(k, str):
            node = node.setdefault(k, {})
        elif isinstance(node, list) and isinstance(k, int) and 0 <= k < len(node):
            node = node[k]
        else:
            raise _Bad(f"path {keys!r} does not exist")
    return node


def apply_mutation(state: Any, entry: dict[str, Any]) -> Any:
    kind = entry.get("kind")
    if kind == 0:
        return entry.get("v")
    keys = entry.get("k")
    if not isinstance(keys, list) or not keys or state is None:
        raise _Bad("a patch without a path or before the initial state")
    parent = _walk(state, keys[:-1])
    last = keys[-1]
    if kind == 1:
        if isinstance(parent, dict) and isinstance(last, str):
            parent[last] = entry.get("v")
        elif isinstance(parent, list) and isinstance(last, int) and 0 <= last <= len(parent):
            if last == len(parent):
                parent.append(entry.get("v"))
            else:
                parent[last] = entry.get("v")
        else:
            raise _Bad(f"cannot set at {keys!r}")
    elif kind == 2:
        if isinstance(parent, dict) and isinstance(last, str):
            target = parent.get(last)
            if not isinstance(target, list):
                target = parent[last] = []
        elif isinstance(parent, list) and isinstance(last, int) and 0 <= last < len(parent):
            target = parent[last]
            if not isinstance(target, list):
                raise _Bad(f"cannot push at {keys!r}")
        else:
            raise _Bad(f"cannot push at {keys!r}")
        cut = entry.get("i")
        if isinstance(cut, int):
            del target[cut:]
        values = entry.get("v")
        if isinstance(values, list):
            target.extend(values)
    elif kind == 3:
        if isinstance(parent, dict):
            parent.pop(last, None)
        elif isinstance(parent, list) and isinstance(last, int) and 0 <= last < len(parent):
            parent.pop(last)
    else:
        raise _Bad(f"unknown mutation kind {kind!r}")
    return state


def replay(data: bytes, result: FileResult, source: str) -> Any:
    state: Any = None
    offset = 0
    lines = data.split(b"\n")
    for n, line in enumerate(lines):
        here = offset
        offset += len(line) + 1
        if not line.strip():
            continue
        entry, why = parse_line(line)
        if entry is None:
            if n == len(lines) - 1:
                continue       # a last line still being written: read with the next change
            result.skip(why or "unreadable", f"{source} at byte {here}")
            continue
        try:
            state = apply_mutation(state, entry)
        except _Bad as exc:
            result.skip(f"unusable change ({exc})", f"{source} at byte {here}")
    return state


def workspace_project(chat_file: Path) -> str | None:
    """The folder of the workspace a chatSessions file belongs to, from workspace.json."""
    try:
        raw = (chat_file.parent.parent / "workspace.json").read_bytes()
        info = loads(raw)
    except (OSError, ValueError):
        return None
    if not isinstance(info, dict):
        return None
    uri = info.get("folder") or info.get("workspace")
    if not isinstance(uri, str):
        return None
    parsed = urlparse(uri)
    path = unquote(parsed.path) if parsed.scheme else uri
    if len(path) > 2 and path[0] == "/" and path[2] == ":":
        path = path[1:]                          # /c:/Users/... on Windows
    if info.get("workspace") and not info.get("folder"):
        path = str(Path(path).parent)            # a .code-workspace file: its folder
    return path or None


def read(path: Path, kind: str, pos: LogPosition | None, ctx: ReadContext) -> FileResult:
    result = FileResult()
    data = read_document(path, pos, result)
    if data is None:
        return result
    source = str(path)
    if path.suffix == ".jsonl":
        state = replay(data, result, source)
    else:
        try:
            state = loads(data)
        except (ValueError, RecursionError):
            result.skip("malformed JSON document", source)
            return result
    if not isinstance(state, dict):
        if state is not None:
            result.skip("not a chat session document", source)
        return result
    version = state.get("version")
    if isinstance(version, int) and version > KNOWN_VERSION:
        result.skip(f"newer chat session version {version} (known: {KNOWN_VERSION}); "
                    f"recognizable requests were still read", source)
    sid = str(state.get("sessionId") or path.stem)
    d = result.draft(HARNESS, sid, source, ctx.options)
    d.set_project(workspace_project(path))
    d.see_time(parse_time(state.get("creationDate")))
    requests = state.get("requests")
    if isinstance(requests, list):
        for req in requests:
            if isinstance(req, dict):
                _request(req, d)
    d.see_time(parse_time(state.get("lastMessageDate")))
    return result


def _request(req: dict[str, Any], d: Draft) -> None:
    when = parse_time(req.get("timestamp"))
    msg = req.get("message")
    text = msg.get("text") if isinstance(msg, dict) else msg
    if not isinstance(text, str):
        text = ""
    agent = req.get("agent")
    ext = agent.get("extensionId") if isinstance(agent, dict) else None
    ext_id = (ext.get("_lower") or str(ext.get("value", "")).lower()) if isinstance(ext, dict) \
        else None
    d.add_model(req.get("modelId"))
    if req.get("isSystemInitiated"):
        d.add_turn("user", "injection", text, when)
    elif ext_id and ext_id != COPILOT_EXTENSION:
        d.add_turn("user", "sidechain", text, when)   # another extension's chat participant
    else:
        d.add_user_text(text, when, record=req.get("requestId"))
    answer = _markdown(req.get("response"))
    state = req.get("modelState")
    done = parse_time(state.get("completedAt")) if isinstance(state, dict) else None
    if answer:
        d.add_response(answer, done or when)
    result = req.get("result")
    err = result.get("errorDetails") if isinstance(result, dict) else None
    if isinstance(err, dict) and str(err.get("message", "")).lower() in ("canceled", "cancelled"):
        d.add_turn("user", "interruption", "Canceled", done or when)
    else:
        d.see_time(done)


def _markdown(parts: Any) -> str:
    if not isinstance(parts, list):
        return ""
    out = []
    for p in parts:
        if isinstance(p, dict) and "kind" not in p and isinstance(p.get("value"), str):
            out.append(p["value"])
        elif isinstance(p, dict) and p.get("kind") == "markdownContent":
            content = p.get("content")
            if isinstance(content, dict) and isinstance(content.get("value"), str):
                out.append(content["value"])
    return "".join(out)
