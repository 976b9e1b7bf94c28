"""Reading edits out of whatever the optimizer model wrote.

Model output is input: it may be JSON, JSON in a code fence, JSON cut off halfway, a few
`ADD:` / `REPLACE ... WITH ...` lines, prose, a refusal or nothing. Each case yields the edits
that can be read and the kinds of trouble met, which the night report counts.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from ..edits import Edit
from ..models.client import looks_like_refusal

EMPTY = "empty_reply"
REFUSAL = "refusal"
NON_JSON = "non_json"
HALF_JSON = "half_json"
MALFORMED = "malformed_edit"
NOT_AN_INSTRUCTION = "not_an_instruction"

_ECHO = re.compile(r"^(document|task|answer|failed checks|here are|here is|here's|the assistant)"
                   r"\b", re.IGNORECASE)

_OPS = {
    "add": "add", "insert": "add", "append": "add", "addition": "add",
    "delete": "delete", "remove": "delete", "drop": "delete",
    "replace": "replace", "edit": "replace", "change": "replace", "modify": "replace",
    "rewrite": "replace", "update": "replace",
}
_ANCHOR_KEYS = ("anchor", "old", "find", "target", "before", "after_text", "search")
_NEW_KEYS = ("new", "text", "content", "replacement", "replace_with", "with", "line")
_WHY_KEYS = ("rationale", "why", "reason", "because")


@dataclass
class Parsed:
    edits: list[Edit] = field(default_factory=list)
    issues: list[str] = field(default_factory=list)


def parse_edits(text: str) -> Parsed:
    out = Parsed()
    if not text or not text.strip():
        out.issues.append(EMPTY)
        return out
    if looks_like_refusal(text):
        out.issues.append(REFUSAL)
        return out
    body = _strip_fences(text)
    items, complete = _json_items(body)
    if items is not None and not complete:
        out.issues.append(HALF_JSON)
    for item in items or []:
        edit = _edit_from(item)
        if edit is None:
            out.issues.append(MALFORMED)
        else:
            out.edits.append(edit)
    if out.edits or complete:
        return out
    line_edits = _line_edits(body)
    if line_edits:
        out.edits.extend(line_edits)
    elif items is None:
        out.issues.append(NON_JSON)
    return out


def _strip_fences(text: str) -> str:
    fenced = re.findall(r"```(?:json|JSON)?\s*\n(.*?)```", text, re.DOTALL)
    return "\n".join(fenced) if fenced else text


def _json_items(body: str) -> tuple[list[Any] | None, bool]:
    """(edit-like objects, whether the JSON was whole); (None, False) when nothing looks like
    JSON, and ([...], False) for JSON that starts but breaks off (half JSON)."""
    start = min((i for i in (body.find("["), body.find("{")) if i != -1), default=-1)
    if start == -1:
        return None, False
    decoder = json.JSONDecoder()
    try:
        value, _ = decoder.raw_decode(body[start:])
        return _unwrap(value), True
    except ValueError:
        pass
    # Cut off or damaged: keep every top-level object that still parses on its own.
    objects = []
    for chunk in _balanced_objects(body[start:]):
        try:
            objects.extend(_unwrap(json.loads(chunk)))
        except ValueError:
            continue
    return objects, False


def _unwrap(value: Any) -> list[Any]:
    if isinstance(value, dict):
        for key in ("edits", "changes", "operations"):
            if isinstance(value.get(key), list):
                return list(value[key])
        return [value]
    if isinstance(value, list):
        return value
    return [value]


def _balanced_objects(text: str) -> list[str]:
    """Every complete `{...}` not nested in another complete one, in order."""
    spans: list[tuple[int, int]] = []
    stack: list[int] = []
    in_str = escaped = False
    for i, ch in enumerate(text):
        if in_str:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch == "{":
            stack.append(i)
        elif ch == "}" and stack:
            spans.append((stack.pop(), i + 1))
    outer = [s for s in spans if not any(o != s and o[0] <= s[0] and s[1] <= o[1]
                                         for o in spans)]
    return [text[a:b] for a, b in sorted(outer)]


def _first_str(item: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    for k in keys:
        if isinstance(item.get(k), str):
            return item[k]
    return None


def _edit_from(item: Any) -> Edit | None:
    if not isinstance(item, dict):
        return None
    low = {str(k).lower(): v for k, v in item.items()}
    raw_op = _first_str(low, ("op", "action", "type", "operation"))
    anchor = _first_str(low, _ANCHOR_KEYS) or ""
    new = _first_str(low, _NEW_KEYS) or ""
    op = _OPS.get((raw_op or "").strip().lower())
    if op is None:
        if raw_op:
            return None
        op = "replace" if anchor and new else "add" if new else "delete" if anchor else None
    if op is None or (op in ("add", "replace") and not new.strip()) or (
            op in ("delete", "replace") and not anchor.strip()):
        return None
    why = _first_str(low, _WHY_KEYS) or ""
    return Edit(op=op, anchor=anchor, new=new, rationale=why.strip()[:300])  # type: ignore[arg-type]


_LINE_PATTERNS = (
    (re.compile(r'^\s*[-*]?\s*REPLACE\s*[:]?\s*"(?P<a>.+?)"\s*(?:WITH|->|=>)\s*"(?P<n>.+)"\s*$',
                re.IGNORECASE), "replace"),
    (re.compile(r'^\s*[-*]?\s*DELETE\s*[:]?\s*"(?P<a>.+)"\s*$', re.IGNORECASE), "delete"),
    (re.compile(r'^\s*[-*]?\s*ADD\s+AFTER\s*"(?P<a>.+?)"\s*:\s*(?P<n>.+)$', re.IGNORECASE),
     "add"),
    (re.compile(r"^\s*[-*]?\s*ADD\s*:\s*(?P<n>.+)$", re.IGNORECASE), "add"),
)


def _line_edits(body: str) -> list[Edit]:
    edits = []
    for line in body.splitlines():
        for pattern, op in _LINE_PATTERNS:
            m = pattern.match(line)
            if m:
                groups = m.groupdict()
                new = (groups.get("n") or "").strip().strip('"')
                anchor = (groups.get("a") or "").strip()
                if op != "delete" and not new:
                    break
                edits.append(Edit(op=op, anchor=anchor, new=new))  # type: ignore[arg-type]
                break
    return edits


def parse_instruction(text: str, max_chars: int) -> Parsed:
    """The reply to the compact prompt: its first line, if it reads like an instruction."""
    out = Parsed()
    if not text or not text.strip():
        out.issues.append(EMPTY)
        return out
    if looks_like_refusal(text):
        out.issues.append(REFUSAL)
        return out
    first = next(line for line in text.splitlines() if line.strip())
    line = re.sub(r"^\s*(#+|[-*>]|\d+[.)]|instruction\s*:)\s*", "", first,
                  flags=re.IGNORECASE).strip().strip('"\'`').strip()
    # A line ending in a colon introduces something else ("Here's a sample message:"); it
    # instructs nothing by itself.
    if (len(line.split()) < 3 or len(line) > max_chars or _ECHO.match(line)
            or line.endswith(":")):
        out.issues.append(NOT_AN_INSTRUCTION)
        return out
    out.edits.append(Edit(op="add", anchor="", new=line))
    return out
