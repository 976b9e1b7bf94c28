"""Aggregate and select: merge the mini-batch's proposed edits and keep the best k.

Duplicates (same fingerprint) merge and count as support; of two edits that touch the same text,
the better supported one wins; edits in the rejected-edit buffer never come back.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..edits import Edit, Span, locate


@dataclass
class Candidate:
    edit: Edit
    support: int = 1
    tasks: list[str] = field(default_factory=list)
    order: int = 0


def aggregate(proposed: list[tuple[Edit, str]]) -> list[Candidate]:
    """(edit, task id) pairs -> one candidate per distinct edit, with its support."""
    by_fp: dict[str, Candidate] = {}
    for i, (edit, task_id) in enumerate(proposed):
        fp = edit.fingerprint()
        if fp in by_fp:
            c = by_fp[fp]
            c.support += 1
            if task_id not in c.tasks:
                c.tasks.append(task_id)
            if not c.edit.rationale and edit.rationale:
                c.edit.rationale = edit.rationale
        else:
            by_fp[fp] = Candidate(edit=edit, tasks=[task_id], order=i)
    return list(by_fp.values())


def select(document: str, candidates: list[Candidate], k: int,
           rejected: set[str]) -> list[Candidate]:
    """The best k candidates that are not rejected and do not touch the same text."""
    ranked = sorted((c for c in candidates if c.edit.fingerprint() not in rejected),
                    key=lambda c: (-c.support, -len(c.tasks), len(c.edit.new), c.order))
    chosen: list[tuple[Candidate, Span]] = []
    for c in ranked:
        if len(chosen) >= k:
            break
        span = locate(document, c.edit)
        if span is None or any(_conflict(span, s) for _, s in chosen):
            continue
        chosen.append((c, span))
    return [c for c, _ in chosen]


def _conflict(a: Span, b: Span) -> bool:
    if a.start == a.end and b.start == b.end:
        return False  # two insertions at one place both land, one after the other
    if a.start == a.end or b.start == b.end:
        # An insertion inside text that another edit changes is a clash.
        return b.start < a.start < b.end or a.start < b.start < a.end
    return a.start < b.end and b.start < a.end
