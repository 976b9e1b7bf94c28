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

# A consolidated line reworded from a kept one holds at least this part of the words of the
# shorter of the two.
MIN_OVERLAP = 0.5
_WORD = re.compile(r"\w+")
# Words every instruction line uses: sharing them says nothing about where a line came from.
_COMMON = frozenset((
    "a", "an", "and", "are", "as", "at", "be", "by", "do", "does", "for", "from", "in", "is",
    "it", "its", "of", "on", "or", "so", "that", "the", "this", "to", "use", "when", "with",
    "always", "never", "not", "no", "you", "your", "all", "any", "each"))


def _words(text: str) -> set[str]:
    return {w for w in (m.lower() for m in _WORD.findall(text)) if w not in _COMMON}


def _norm(text: str) -> str:
    return " ".join(text.split()).lower()


def source_of(line: str, kept: list[Edit]) -> Edit | None:
    """The kept candidate that brought `line`: the one whose text holds it, else the one whose
    distinctive words it shares most (a consolidated line rewords a kept one); None when none
    shares enough."""
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
        overlap = len(mine & theirs) / min(len(mine), len(theirs))
        if overlap > best_overlap or (overlap == best_overlap and best is None):
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
