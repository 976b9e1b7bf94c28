"""The reason for each line of a night's final edit: which kept candidate brought it.

The night's change is proposed as few edits on the base text, so one edit can hold lines that
several candidates brought (two instruction lines added at the end become one addition; the
epoch-end consolidation rewrites the kept lines as one list). Each added line is traced back to
the kept candidate it came from: the candidate whose text holds the line, else the one sharing
most of its words (a consolidated line is the model's rewording of a kept one). Its rationale
and origins are recorded next to the line (`evidence["lines"]`), so the person reads why each
line is there, in the words of whoever asked for it.
"""

from __future__ import annotations

import re
from typing import Any

from ..edits import Edit

# A consolidated line reworded from a kept one shares at least this part of its words.
MIN_OVERLAP = 0.3
_WORD = re.compile(r"\w+")


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text) if len(w) > 2}


def _norm(text: str) -> str:
    return " ".join(text.split()).lower()


def source_of(line: str, kept: list[Edit]) -> Edit | None:
    """The kept candidate that brought `line`, or None when none is close enough."""
    wanted = _norm(line)
    for edit in kept:
        if edit.op != "delete" and wanted and wanted in _norm(edit.new):
            return edit
    mine = _words(line)
    best, best_overlap = None, MIN_OVERLAP
    for edit in kept:
        theirs = _words(edit.new) if edit.op != "delete" else set()
        if not mine or not theirs:
            continue
        overlap = len(mine & theirs) / len(mine | theirs)
        if overlap >= best_overlap:
            best, best_overlap = edit, overlap
    return best


def line_evidence(edit: Edit, kept: list[Edit], fallback: str) -> list[dict[str, Any]]:
    """For each line the edit adds: its text, the reason of the candidate that brought it (or
    `fallback`), and where the person said it."""
    if edit.op == "delete":
        return []
    out = []
    for line in edit.new.splitlines():
        if not line.strip():
            continue
        source = source_of(line, kept)
        reason = (source.rationale if source is not None and source.rationale else fallback)
        origins = list(source.evidence.get("origins") or []) if source is not None else []
        out.append({"text": line, "reason": reason, "origins": origins})
    return out
