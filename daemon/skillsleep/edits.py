"""Bounded text edits anchored on a document's own text, and how they land on a changed document.

An edit names the exact text it works on, never a line number, so it can be found again after
the document moved: `replace` and `delete` name the text they change, `add` names the text after
which the new text goes (an empty anchor adds at the end). An anchor that is missing or appears
more than once makes the edit stale: it is never guessed.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any, Literal

EditOp = Literal["add", "delete", "replace"]
EDIT_OPS: tuple[str, ...] = ("add", "delete", "replace")


@dataclass
class Edit:
    op: EditOp
    anchor: str
    new: str = ""
    rationale: str = ""
    evidence: dict[str, Any] = field(default_factory=dict)
    status: Literal["pending", "accepted", "rejected"] = "pending"

    def to_doc(self) -> dict[str, Any]:
        return {"op": self.op, "anchor": self.anchor, "new": self.new,
                "rationale": self.rationale, "evidence": self.evidence, "status": self.status}

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> Edit:
        op = doc.get("op")
        if op not in EDIT_OPS:
            raise ValueError(f"unknown edit operation {op!r}")
        if not isinstance(doc.get("anchor", ""), str) or not isinstance(doc.get("new", ""), str):
            raise ValueError("edit anchor and new text must be strings")
        return cls(op=op, anchor=doc.get("anchor", ""), new=doc.get("new", ""),
                   rationale=str(doc.get("rationale", "")),
                   evidence=dict(doc.get("evidence") or {}),
                   status=doc.get("status", "pending"))

    def describe(self) -> str:
        if self.op == "add":
            return f"adds {_words(self.new)}"
        if self.op == "delete":
            return f"deletes {_words(self.anchor)}"
        return f"replaces {_words(self.anchor)} with {_words(self.new)}"

    def fingerprint(self) -> str:
        """Identity of the change itself, used by the rejected-edit buffer."""
        norm = "\x1f".join([self.op, " ".join(self.anchor.split()), " ".join(self.new.split())])
        return hashlib.sha256(norm.encode("utf-8")).hexdigest()[:16]


def _words(text: str) -> str:
    words = text.split()
    n = len(words)
    preview = " ".join(words[:8]) + (" …" if n > 8 else "")
    return f"\"{preview}\"" if n else "nothing"


@dataclass(frozen=True)
class Span:
    """Where an edit lands in a text: characters [start, end) are replaced by `text`."""

    start: int
    end: int
    text: str


def locate(document: str, edit: Edit) -> Span | None:
    """The span the edit changes in `document`, or None when its anchor is missing or ambiguous."""
    if edit.op == "add":
        if edit.anchor == "":
            sep = "" if document.endswith("\n") or document == "" else "\n"
            return Span(len(document), len(document), sep + _with_newline(edit.new))
        pos = _unique(document, edit.anchor)
        if pos is None:
            return None
        end = pos + len(edit.anchor)
        # Insert after the end of the anchor's line, as a line (or block) of its own.
        line_end = document.find("\n", end)
        if line_end == -1:
            return Span(len(document), len(document), "\n" + _with_newline(edit.new))
        return Span(line_end + 1, line_end + 1, _with_newline(edit.new))
    pos = _unique(document, edit.anchor) if edit.anchor else None
    if pos is None:
        return None
    end = pos + len(edit.anchor)
    if edit.op == "delete":
        # Deleting whole lines also removes the line break they leave behind.
        whole_lines = pos == 0 or document[pos - 1] == "\n"
        if whole_lines and not edit.anchor.endswith("\n") and document[end:end + 1] == "\n":
            end += 1
        return Span(pos, end, "")
    return Span(pos, end, edit.new)


def _unique(document: str, needle: str) -> int | None:
    first = document.find(needle)
    if first == -1 or document.find(needle, first + 1) != -1:
        return None
    return first


def _with_newline(text: str) -> str:
    return text if text.endswith("\n") else text + "\n"


def apply_edits(document: str, edits: list[Edit]) -> tuple[str, list[int]]:
    """Apply every edit that lands cleanly; return the new text and the indexes that were stale.

    Spans are located on the original text and applied from the end, so edits do not shift each
    other; two edits whose spans overlap make the later one stale.
    """
    located: list[tuple[int, Span]] = []
    stale: list[int] = []
    for i, edit in enumerate(edits):
        span = locate(document, edit)
        if span is None or any(_overlaps(span, s) for _, s in located):
            stale.append(i)
        else:
            located.append((i, span))
    text = document
    for _, span in sorted(located, key=lambda x: (x[1].start, x[1].end), reverse=True):
        text = text[: span.start] + span.text + text[span.end:]
    return text, stale


def _overlaps(a: Span, b: Span) -> bool:
    a_insert, b_insert = a.start == a.end, b.start == b.end
    if a_insert and b_insert:
        return False
    if a_insert:
        return b.start < a.start < b.end
    if b_insert:
        return a.start < b.start < a.end
    return a.start < b.end and b.start < a.end
