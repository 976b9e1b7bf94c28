"""JSON with comments (and trailing commas), read and changed as text.

Some harnesses document their config as JSON with comments (Devin's own example starts with a
`//` line). Such a file is parsed into a tree that remembers where each value sits in the text,
and a change is written as the smallest text edit: members and items that stay are not touched,
so every comment, blank line and layout choice of the person stays where it was. Appending an
item and removing it again gives back the same bytes.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from json.decoder import scanstring
from typing import Any

_NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?")
_LITERALS = {"true": True, "false": False, "null": None}


class JsoncError(ValueError):
    def __init__(self, message: str, text: str, pos: int) -> None:
        line = text.count("\n", 0, pos) + 1
        col = pos - (text.rfind("\n", 0, pos) + 1) + 1
        super().__init__(f"{message} (line {line}, column {col})")
        self.lineno, self.colno, self.msg = line, col, message


@dataclass
class Node:
    """A value and where it is: text[start:end]."""

    value: Any
    start: int
    end: int
    # object members (key, key start, value) or array items, in text order
    members: list[tuple[str, int, Node]] = field(default_factory=list)
    items: list[Node] = field(default_factory=list)

    @property
    def is_object(self) -> bool:
        return isinstance(self.value, dict)

    @property
    def is_array(self) -> bool:
        return isinstance(self.value, list)

    def elements(self) -> list[tuple[int, int]]:
        """(start, end) of each member or item."""
        if self.is_object:
            return [(ks, v.end) for _, ks, v in self.members]
        return [(n.start, n.end) for n in self.items]


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def fail(self, message: str) -> JsoncError:
        return JsoncError(message, self.text, self.pos)

    def skip(self) -> None:
        text, n = self.text, len(self.text)
        while self.pos < n:
            c = text[self.pos]
            if c in " \t\r\n\ufeff":
                self.pos += 1
            elif text.startswith("//", self.pos):
                nl = text.find("\n", self.pos)
                self.pos = n if nl < 0 else nl + 1
            elif text.startswith("/*", self.pos):
                end = text.find("*/", self.pos + 2)
                if end < 0:
                    raise self.fail("a /* comment is not closed")
                self.pos = end + 2
            else:
                return

    def value(self, depth: int = 0) -> Node:
        if depth > 200:
            raise self.fail("nested too deeply")
        self.skip()
        text, start = self.text, self.pos
        if start >= len(text):
            raise self.fail("a value is missing")
        c = text[start]
        if c == "{":
            return self.container(start, "}", depth)
        if c == "[":
            return self.container(start, "]", depth)
        if c == '"':
            s, end = self.string()
            return Node(s, start, end)
        m = _NUMBER.match(text, start)
        if m:
            self.pos = m.end()
            return Node(json.loads(m.group(0)), start, m.end())
        for word, value in _LITERALS.items():
            if text.startswith(word, start):
                self.pos = start + len(word)
                return Node(value, start, self.pos)
        raise self.fail(f"unexpected {c!r}")

    def string(self) -> tuple[str, int]:
        try:
            s, end = scanstring(self.text, self.pos + 1, True)
        except json.JSONDecodeError as exc:
            self.pos = exc.pos
            raise self.fail(exc.msg) from None
        self.pos = end
        return s, end

    def container(self, start: int, close: str, depth: int) -> Node:
        obj = close == "}"
        node = Node({} if obj else [], start, start)
        self.pos += 1
        while True:
            self.skip()
            if self.pos >= len(self.text):
                raise self.fail(f"{'{' if obj else '['} is not closed")
            if self.text[self.pos] == close:
                self.pos += 1
                node.end = self.pos
                return node
            if obj:
                if self.text[self.pos] != '"':
                    raise self.fail("a member name must be a string in double quotes")
                key_start = self.pos
                key, _ = self.string()
                self.skip()
                if self.pos >= len(self.text) or self.text[self.pos] != ":":
                    raise self.fail("':' expected after a member name")
                self.pos += 1
                child = self.value(depth + 1)
                node.members.append((key, key_start, child))
                node.value[key] = child.value
            else:
                child = self.value(depth + 1)
                node.items.append(child)
                node.value.append(child.value)
            self.skip()
            if self.pos < len(self.text) and self.text[self.pos] == ",":
                self.pos += 1
            elif self.pos < len(self.text) and self.text[self.pos] != close:
                raise self.fail(f"',' or '{close}' expected")


def parse(text: str) -> Node:
    """The tree of a JSON-with-comments text; JsoncError (a ValueError) when it is not one."""
    p = _Parser(text)
    node = p.value()
    p.skip()
    if p.pos != len(text):
        raise p.fail("extra text after the value")
    return node


def loads(text: str) -> Any:
    return parse(text).value


# -- changing it as text ----------------------------------------------------------------------

@dataclass
class _Edit:
    start: int
    end: int
    text: str


def patch(text: str, new: Any, indent: int | str = 2, newline: str = "\n") -> str:
    """`text` changed so it holds `new`, touching only the parts that differ."""
    root = parse(text)
    edits: list[_Edit] = []
    _diff(text, root, new, edits, indent, newline)
    out = text
    for e in sorted(edits, key=lambda e: e.start, reverse=True):
        out = out[: e.start] + e.text + out[e.end:]
    return out


def _diff(text: str, node: Node, new: Any, edits: list[_Edit], unit: int | str,
          nl: str) -> None:
    if node.value == new and type(node.value) is type(new):
        return
    if node.is_object and isinstance(new, dict):
        _diff_object(text, node, new, edits, unit, nl)
    elif node.is_array and isinstance(new, list):
        _diff_array(text, node, new, edits, unit, nl)
    else:
        edits.append(_Edit(node.start, node.end, _render(new, _indent_at(text, node.start),
                                                         unit, nl)))


def _diff_object(text: str, node: Node, new: dict[str, Any], edits: list[_Edit],
                 unit: int | str, nl: str) -> None:
    keys = [k for k, _, _ in node.members]
    removed = set()
    for i, (key, _, child) in enumerate(node.members):
        if key not in new or keys.index(key) != i:  # gone (a repeated key: drop the repeat)
            removed.add(i)
        else:
            _diff(text, child, new[key], edits, unit, nl)
    indent = _child_indent(text, node, unit)
    added = [f"{json.dumps(k, ensure_ascii=False)}: {_render(v, indent, unit, nl)}"
             for k, v in new.items() if k not in keys]
    edits.extend(_container_edits(text, node, removed, added, indent, nl))


def _diff_array(text: str, node: Node, new: list[Any], edits: list[_Edit],
                unit: int | str, nl: str) -> None:
    old = [n.value for n in node.items]
    pairs = _common(old, new)
    kept_new = [j for _, j in pairs]
    if kept_new and any(j not in kept_new for j in range(max(kept_new))):
        # New items before kept ones: write the array again (our own changes only append).
        edits.append(_Edit(node.start, node.end, _render(new, _indent_at(text, node.start),
                                                         unit, nl)))
        return
    removed = set(range(len(old))) - {i for i, _ in pairs}
    indent = _child_indent(text, node, unit)
    added = [_render(v, indent, unit, nl) for j, v in enumerate(new) if j not in kept_new]
    edits.extend(_container_edits(text, node, removed, added, indent, nl))


def _common(old: list[Any], new: list[Any]) -> list[tuple[int, int]]:
    """Index pairs of a longest common subsequence of equal items."""
    n, m = len(old), len(new)
    best = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            best[i][j] = (best[i + 1][j + 1] + 1 if old[i] == new[j]
                          else max(best[i + 1][j], best[i][j + 1]))
    pairs, i, j = [], 0, 0
    while i < n and j < m:
        if old[i] == new[j]:
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif best[i + 1][j] >= best[i][j + 1]:
            i += 1
        else:
            j += 1
    return pairs


def _container_edits(text: str, node: Node, removed: set[int], added: list[str],
                     indent: str, nl: str) -> list[_Edit]:
    """Take out the `removed` elements (each with its separator) and append the `added` ones.

    Appending writes `,<newline><indent>element` after the last element, or fills an empty
    container with `<newline><indent>element<newline>`; removing is the exact inverse, so an
    install followed by an uninstall gives back the same text.
    """
    spans = node.elements()
    n = len(spans)
    edits: list[_Edit] = []
    body = ("," + nl + indent).join(added)
    closing = nl + _indent_at(text, node.start)
    inside = text[node.start + 1: node.end - 1]
    commented = "//" in inside or "/*" in inside
    if n and len(removed) == n:
        if not commented:
            filling = (nl + indent + body + closing) if added else ""
            return [_Edit(node.start + 1, node.end - 1, filling)]
        edits.append(_Edit(spans[0][0], _after_comma(text, spans[-1][1]), ""))
        spans_left: list[tuple[int, int]] = []
    else:
        for a, b in _runs(sorted(removed)):
            if a > 0:
                edits.append(_Edit(spans[a - 1][1], spans[b][1], ""))
            else:
                edits.append(_Edit(spans[0][0], spans[b + 1][0], ""))
        spans_left = [s for i, s in enumerate(spans) if i not in removed]
    if added:
        if spans_left:
            last = max(s[1] for s in spans_left)
            edits.append(_Edit(last, last, "," + nl + indent + body))
        elif inside.strip():          # only comments inside: keep them, add after them
            edits.append(_Edit(node.end - 1, node.end - 1, nl + indent + body + closing))
        else:
            edits.append(_Edit(node.start + 1, node.end - 1, nl + indent + body + closing))
    return edits


def _runs(indexes: list[int]) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    for i in indexes:
        if runs and runs[-1][1] == i - 1:
            runs[-1] = (runs[-1][0], i)
        else:
            runs.append((i, i))
    return runs


def _after_comma(text: str, pos: int) -> int:
    return pos + 1 if text[pos:pos + 1] == "," else pos


def _child_indent(text: str, node: Node, unit: int | str) -> str:
    spans = node.elements()
    if spans:
        return _indent_at(text, spans[0][0])
    return _indent_at(text, node.start) + _unit(unit)


def _unit(unit: int | str) -> str:
    return " " * unit if isinstance(unit, int) else unit


def _indent_at(text: str, pos: int) -> str:
    line_start = text.rfind("\n", 0, pos) + 1
    line = text[line_start:pos]
    return line[: len(line) - len(line.lstrip(" \t"))]


def _render(value: Any, indent: str, unit: int | str, nl: str) -> str:
    dumped = json.dumps(value, indent=unit, ensure_ascii=False)
    return dumped.replace("\n", nl + indent)
