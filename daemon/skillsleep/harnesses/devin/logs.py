"""Devin: the CLI's ATIF transcripts and exported cloud sessions.

The CLI writes `<data>/devin/cli/transcripts/<session>.json` (ATIF, `schema_version`
"ATIF-v1.x") whole at session exit and rewrites it on resume, so a changed file is read again
and the merge keeps each step once. Cloud sessions have no local files; a folder the user names
(`harvest.devin_export_dir`) may hold exported session JSON: ATIF documents, or the API's
session objects (`messages` with `type`/`message`/`timestamp`) or message lists (`source`).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ...logs.drafts import Draft, FileResult, ReadContext
from ...logs.jsonl import loads
from ...logs.positions import LogPosition
from ...logs.readers import read_document
from ...sessiondata import parse_time
from .name import ID

HARNESS = ID
KNOWN_ATIF_MAJOR = 1
_ATIF = re.compile(r"^ATIF-v(\d+)(?:\.(\d+))?")
_WORKDIR = re.compile(r"Working directory:\s*(\S+)")
_USER_TYPES = {"user_message", "user", "initial_user_message"}
_AGENT_TYPES = {"devin_message", "devin", "agent", "assistant"}


def read(path: Path, kind: str, pos: LogPosition | None, ctx: ReadContext) -> FileResult:
    result = FileResult()
    data = read_document(path, pos, result)
    if data is None:
        return result
    source = str(path)
    try:
        doc = loads(data)
    except UnicodeDecodeError:
        result.skip("not UTF-8 text", source)
        return result
    except (ValueError, RecursionError):
        # Written whole at exit: a torn file is read again once it is complete.
        result.skip("malformed JSON document", source)
        result.offset = -1
        return result
    if isinstance(doc, list):
        doc = {"messages": doc}
    if not isinstance(doc, dict):
        result.skip("not a session document", source)
        return result
    sid = str(doc.get("session_id") or doc.get("devin_id") or doc.get("id") or path.stem)
    d = result.draft(HARNESS, sid, source, ctx.options)
    project = _project(doc)
    d.set_project(project)
    d.see_time(parse_time(doc.get("created_at")))
    if "steps" in doc:
        _atif(doc, d, result, source)
    elif isinstance(doc.get("messages") or doc.get("items"), list):
        _messages(doc.get("messages") or doc.get("items"), d, result, source)
    else:
        result.skip("no steps or messages (unknown Devin document)", source)
    d.see_time(parse_time(doc.get("updated_at")))
    return result


def _absolute(path: str) -> bool:
    return path.startswith(("/", "~")) or path[1:3] in (":\\", ":/")


def _project(doc: dict[str, Any]) -> str | None:
    for holder in (doc, doc.get("extra"), (doc.get("agent") or {}).get("extra")
                   if isinstance(doc.get("agent"), dict) else None):
        if isinstance(holder, dict):
            for key in ("cwd", "project_dir", "workspace", "working_directory"):
                if isinstance(holder.get(key), str) and _absolute(holder[key]):
                    return holder[key]
    return None


def _atif(doc: dict[str, Any], d: Draft, result: FileResult, source: str) -> None:
    version = str(doc.get("schema_version") or "")
    m = _ATIF.match(version)
    if m and int(m.group(1)) > KNOWN_ATIF_MAJOR:
        result.skip(f"newer transcript schema {version} (known: ATIF-v{KNOWN_ATIF_MAJOR}.x); "
                    f"recognizable steps were still read", source)
    agent = doc.get("agent")
    if isinstance(agent, dict):
        d.add_model(agent.get("model_name"))
    steps = doc.get("steps")
    if not isinstance(steps, list):
        result.skip("steps is not a list", source)
        return
    for i, step in enumerate(steps):
        if not isinstance(step, dict):
            result.skip("step is not an object", f"{source} step {i}")
            continue
        when = parse_time(step.get("timestamp"))
        d.add_model(step.get("model_name"))
        src = step.get("source")
        text = message_text(step.get("message"))
        if text is None:
            result.skip("step message is neither text nor a list of content parts",
                        f"{source} step {i}")
            text = ""
        if src == "user":
            # ATIF numbers its steps from 1; a step without its number gets its position.
            d.add_user_text(text, when, record=step.get("step_id") or i + 1)
        elif src == "agent":
            d.add_response(text, when)
        elif src == "system":
            d.add_turn("user", "injection", text, when)
            m = _WORKDIR.search(text)
            if m and _absolute(m.group(1)):
                d.set_project(m.group(1))
        else:
            result.skip(f"unknown step source {src!r}", f"{source} step {i}")


def message_text(message: Any) -> str | None:
    """An ATIF message: a string, or (ATIF 1.6+) a list of content parts `{type: "text", text}`
    and `{type: "image", source}`; the text parts joined. None for anything else."""
    if message is None:
        return ""
    if isinstance(message, str):
        return message
    if isinstance(message, list):
        return "\n".join(p["text"] for p in message if isinstance(p, dict)
                         and p.get("type") == "text" and isinstance(p.get("text"), str))
    return None


def _messages(items: list[Any], d: Draft, result: FileResult, source: str) -> None:
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            result.skip("message is not an object", f"{source} message {i}")
            continue
        when = parse_time(item.get("timestamp") or item.get("created_at"))
        who = item.get("type") or item.get("source") or item.get("role")
        text = message_text(item.get("message")) or ""
        if who in _USER_TYPES:
            d.add_user_text(text, when, record=item.get("id") or i + 1)
        elif who in _AGENT_TYPES:
            d.add_response(text, when)
        else:
            result.unknown("message", who, f"{source} message {i}")

