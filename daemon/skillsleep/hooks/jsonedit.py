"""Editing a harness's JSON hook file: our entries in, our entries out, everything else kept.

The file is parsed, changed as data, and written back in the style it was found in (indent,
line endings, byte-order mark, final newline, key order), which is also the style the harnesses
write (JSON.stringify with two spaces). A file with comments or trailing commas (JSON with
comments, as Devin documents its config) is changed as text instead (see jsonc), so each comment
stays where it was.
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from . import jsonc
from .commandline import owners_in
from .errors import HookConfigError

_BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True)
class JsonStyle:
    indent: int | str | None = 2
    separators: tuple[str, str] = (",", ": ")
    newline: str = "\n"
    final_newline: bool = True
    bom: bool = False
    # The text as found, when it is JSON with comments: changes are then made as text edits.
    source: str | None = None


def load(path: Path, data: bytes | None, comments: bool = False
         ) -> tuple[dict[str, Any], JsonStyle]:
    """Parse a hook file's bytes (None: it does not exist yet); refuse anything but an object.

    `comments`: the harness reads the file as JSON with comments, so they are allowed (and
    kept); elsewhere a comment would break the harness's own reading, and the file is refused.
    """
    if data is None:
        return {}, JsonStyle()
    bom = data.startswith(_BOM)
    try:
        text = data[len(_BOM) if bom else 0:].decode("utf-8")
    except UnicodeDecodeError as exc:
        raise HookConfigError(
            path, f"it is not UTF-8 text ({exc.reason} at byte {exc.start})"
        ) from None
    if not text.strip():
        return {}, JsonStyle(bom=bom)
    source = None
    try:
        value = json.loads(text)
    except json.JSONDecodeError as plain:
        where: json.JSONDecodeError | jsonc.JsoncError = plain
        try:
            if comments:
                value, source = jsonc.loads(text), text
        except jsonc.JsoncError as exc:
            where = exc
        if source is None:
            raise HookConfigError(
                path, f"it is not valid JSON (line {where.lineno}, column {where.colno}: "
                      f"{where.msg})") from None
    if not isinstance(value, dict):
        raise HookConfigError(path, "its top level is not a JSON object")
    return value, replace(_style_of(text, bom), source=source)


def dump(value: dict[str, Any], style: JsonStyle) -> bytes:
    if style.source is not None:
        patched = jsonc.patch(style.source, value, style.indent or 2, style.newline)
        return (_BOM if style.bom else b"") + patched.encode("utf-8")
    text = json.dumps(value, indent=style.indent, separators=style.separators,
                      ensure_ascii=False)
    if style.final_newline:
        text += "\n"
    if style.newline != "\n":
        text = text.replace("\n", style.newline)
    return (_BOM if style.bom else b"") + text.encode("utf-8")


def _style_of(text: str, bom: bool) -> JsonStyle:
    newline = "\r\n" if "\r\n" in text else "\n"
    final = text.endswith("\n")
    body = text.strip()
    if "\n" not in body:
        # One line: JSON.stringify writes {"a":1,"b":2}; Python writes {"a": 1, "b": 2}.
        spaced = '": ' in body
        return JsonStyle(indent=None, separators=(", ", ": ") if spaced else (",", ":"),
                         newline=newline, final_newline=final, bom=bom)
    indent: int | str = 2
    for line in body.splitlines()[1:]:
        match = re.match(r"^([ \t]+)\S", line)
        if match:
            unit = match.group(1)
            indent = len(unit) if set(unit) == {" "} else unit
            break
    return JsonStyle(indent=indent, newline=newline, final_newline=final, bom=bom)


# --- our entries ---------------------------------------------------------------------------------


def events_map(path: Path, root: dict[str, Any]) -> dict[str, Any]:
    """root["hooks"], checked: an object whose values are lists."""
    hooks = root.get("hooks", {})
    if not isinstance(hooks, dict):
        raise HookConfigError(path, '"hooks" is not a JSON object')
    for event, entries in hooks.items():
        if not isinstance(entries, list):
            raise HookConfigError(path, f'"hooks"."{event}" is not a list')
    return hooks


def with_entries(path: Path, root: dict[str, Any], harness: str, wanted: dict[str, Any],
                 new_file_root: dict[str, Any]) -> dict[str, Any]:
    """A copy of `root` holding exactly `wanted` (event -> entry) as `harness`'s entries.

    An entry already equal to the wanted one stays where it is, so installing twice changes
    nothing; a stale one (other command, other event) is replaced by the wanted one at the end.
    """
    result = copy.deepcopy(root) if root else copy.deepcopy(new_file_root)
    hooks = events_map(path, result)
    for event in list(hooks):
        if event not in wanted:
            _remove_from(hooks, event, harness)
    for event, entry in wanted.items():
        entries = hooks.get(event, [])
        ours = [e for e in entries if harness in owners_in(e)]
        if ours == [entry]:
            continue
        if event in hooks:
            _remove_from(hooks, event, harness, prune=False)
        hooks.setdefault(event, []).append(copy.deepcopy(entry))
    result["hooks"] = hooks
    return result


def without_entries(path: Path, root: dict[str, Any], harness: str) -> dict[str, Any]:
    """A copy of `root` without `harness`'s entries; lists and maps that only held ours go too."""
    result = copy.deepcopy(root)
    if "hooks" not in result:
        return result
    hooks = events_map(path, result)
    for event in list(hooks):
        _remove_from(hooks, event, harness)
    if not hooks and root.get("hooks"):
        del result["hooks"]
    return result


def _remove_from(hooks: dict[str, Any], event: str, harness: str, prune: bool = True) -> None:
    entries = hooks[event]
    if not any(harness in owners_in(e) for e in entries):
        return
    kept = []
    for entry in entries:
        if harness not in owners_in(entry):
            kept.append(entry)
            continue
        # A Claude-style group the user also put their own handlers in: drop only ours.
        inner = entry.get("hooks") if isinstance(entry, dict) else None
        if isinstance(inner, list):
            rest = [h for h in inner if harness not in owners_in(h)]
            if rest:
                kept.append({**entry, "hooks": rest})
    if kept or not prune:
        hooks[event] = kept
    else:
        del hooks[event]


def has_entries(root: dict[str, Any], harness: str | None = None) -> bool:
    """Does the file hold entries of `harness` (of any harness when None)?"""
    owners = owners_in(root.get("hooks", {}))
    return bool(owners) if harness is None else harness in owners

