"""Bounded edits to a candidate document: anchored, size-capped, never in a protected region.

Also turns the final document back into edits on the night's base text, because accepted edits
build on each other during the night while a proposal's edits must all apply to the base.
"""

from __future__ import annotations

import difflib
import re

from ..edits import Edit, Span, apply_edits, locate

# Kinds of rejected model edits, counted in the night report.
ANCHOR_MISSING = "anchor_not_in_document"
TOO_LARGE = "edit_too_large"
PROTECTED = "protected_region"
NO_CHANGE = "no_change"
REJECTED_BEFORE = "rejected_before"

_FRONT_MATTER = re.compile(r"\A---[ \t]*\r?\n.*?^(---|\.\.\.)[ \t]*(\r?\n|\Z)",
                           re.DOTALL | re.MULTILINE)


def protected_end(document: str) -> int:
    """End offset of the YAML front matter (0 when there is none): nothing before it changes."""
    m = _FRONT_MATTER.match(document)
    return m.end() if m else 0


def check_edit(document: str, edit: Edit, max_chars: int) -> str | None:
    """Why `edit` cannot be applied to `document`, or None when it can."""
    if len(edit.new) > max_chars or (edit.op != "add" and len(edit.anchor) > max_chars):
        return TOO_LARGE
    if edit.op == "replace" and edit.new.strip() == edit.anchor.strip():
        return NO_CHANGE
    if edit.op == "add" and edit.new.strip() and edit.new.strip() in document:
        return NO_CHANGE
    span = locate(document, edit)
    if span is None:
        return ANCHOR_MISSING
    if _in_protected(document, span):
        return PROTECTED
    return None


def _in_protected(document: str, span: Span) -> bool:
    end = protected_end(document)
    return end > 0 and span.start < end


def apply_candidate(document: str, edits: list[Edit]) -> tuple[str, list[Edit]]:
    """The candidate text and the edits that landed (overlapping later edits are dropped)."""
    text, stale = apply_edits(document, edits)
    return text, [e for i, e in enumerate(edits) if i not in stale]


def derive_edits(base: str, final: str, context_limit: int = 6) -> list[Edit]:
    """Edits on `base` that turn it into `final`, each anchored on text unique in `base`.

    Falls back to one whole-document replacement when a hunk cannot be anchored uniquely.
    """
    if base == final:
        return []
    a = base.splitlines(keepends=True)
    b = final.splitlines(keepends=True)
    edits: list[Edit] = []
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        edit = _hunk_edit(base, a, b, tag, i1, i2, j1, j2, context_limit)
        if edit is None:
            return [Edit(op="replace", anchor=base, new=final)] if base else [
                Edit(op="add", anchor="", new=final)]
        edits.append(edit)
    if apply_edits(base, edits) != (final, []):
        return [Edit(op="replace", anchor=base, new=final)] if base else [
            Edit(op="add", anchor="", new=final)]
    return edits


def _hunk_edit(base: str, a: list[str], b: list[str], tag: str, i1: int, i2: int, j1: int,
               j2: int, context_limit: int) -> Edit | None:
    new = "".join(b[j1:j2])
    if tag == "insert":
        if i1 == 0:
            # Nothing above to anchor on: replace the first line with the new lines + itself.
            return _replace_with_context(base, a, b, 0, 1, j1, j2, context_limit, prefix=True)
        for k in range(1, context_limit + 1):
            start = max(0, i1 - k)
            anchor = "".join(a[start:i1]).rstrip("\n")
            if anchor and base.count(anchor) == 1 and a[i1 - 1].endswith("\n"):
                return Edit(op="add", anchor=anchor, new=new)
            if start == 0:
                break
        return _replace_with_context(base, a, b, i1 - 1, i1, j1 - 1, j2, context_limit)
    anchor = "".join(a[i1:i2])
    if anchor and base.count(anchor) == 1:
        if tag == "delete":
            return Edit(op="delete", anchor=anchor)
        return Edit(op="replace", anchor=anchor, new=new)
    return _replace_with_context(base, a, b, i1, i2, j1, j2, context_limit)


def _replace_with_context(base: str, a: list[str], b: list[str], i1: int, i2: int, j1: int,
                          j2: int, context_limit: int, prefix: bool = False) -> Edit | None:
    """Grow the hunk with unchanged lines below it until its text is unique in `base`."""
    for k in range(context_limit + 1):
        extra = a[i2:i2 + k]
        old = "".join(a[i1:i2] + extra)
        new = "".join(b[j1:j2]) + old if prefix else "".join(b[j1:j2] + extra)
        if old and base.count(old) == 1:
            return Edit(op="replace", anchor=old, new=new)
        if i2 + k >= len(a):
            break
    return None
