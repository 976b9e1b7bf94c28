"""Pending edits as the editor sees them: where each lands in the live text, and how to say it.

Pure functions over a proposal and the document's current text (which may differ from disk):
no server, no I/O. Every edit is re-anchored by its text with `skillsleep.edits.locate`; one
whose anchor is missing or ambiguous is stale.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from skillsleep.edits import Edit, Span, locate

if TYPE_CHECKING:
    # Loaded with the first proposal, not at the server's start-up.
    from skillsleep.proposals import Proposal


@dataclass(frozen=True)
class EditView:
    proposal: Proposal
    index: int
    span: Span | None  # None: stale
    first_line: int
    last_line: int

    @property
    def edit(self) -> Edit:
        return self.proposal.edits[self.index]

    @property
    def stale(self) -> bool:
        return self.span is None

    @property
    def label(self) -> str:
        return f"edit {self.index + 1} of {len(self.proposal.edits)}"


class Lines:
    """Line starts of a text, split exactly as pygls splits it, for offset -> line lookups."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = text.splitlines(keepends=True)
        self.starts: list[int] = []
        pos = 0
        for line in self.lines:
            self.starts.append(pos)
            pos += len(line)

    def line_of(self, offset: int) -> int:
        return max(bisect_right(self.starts, offset) - 1, 0)

    def position(self, offset: int) -> tuple[int, int]:
        """(line, code-point column) of an offset; the end of the text may be a line past."""
        if offset >= len(self.text) and (not self.lines or self.text.endswith(("\n", "\r"))):
            return (len(self.lines), 0)
        line = self.line_of(offset)
        return (line, offset - self.starts[line])

    def content(self, line: int) -> str:
        """A line without its line break."""
        if not 0 <= line < len(self.lines):
            return ""
        return self.lines[line].rstrip("\r\n")


def edit_views(proposals: list[Proposal], lines: Lines) -> list[EditView]:
    """Every pending edit of the given proposals, located on the current text."""
    views = []
    for proposal in proposals:
        for i in proposal.pending_indexes:
            span = locate(lines.text, proposal.edits[i])
            if span is None:
                views.append(EditView(proposal, i, None, 0, 0))
                continue
            if span.start == span.end:
                # An insertion sits after the anchor's last line: point at that line.
                line = lines.line_of(span.start - 1) if span.start > 0 else 0
                views.append(EditView(proposal, i, span, line, line))
            else:
                views.append(EditView(proposal, i, span, lines.line_of(span.start),
                                      lines.line_of(span.end - 1)))
    return views


# -- words ------------------------------------------------------------------------------------

def _score(value: float | None) -> str:
    return "?" if value is None else f"{value:.2f}"


def score_move(proposal: Proposal) -> str:
    """How the validation score moved, e.g. "val 0.40 → 0.70 (+0.30)"."""
    before, after = proposal.val_before, proposal.val_after
    if before is None and after is None:
        return "validation score not recorded"
    text = f"val {_score(before)} → {_score(after)}"
    if before is not None and after is not None:
        text += f" ({after - before:+.2f})"
    return text


def diagnostic_message(view: EditView) -> str:
    what = view.edit.describe()
    if view.stale:
        return (f"Stale proposed edit ({view.label}): {what}. Its text is no longer found "
                f"exactly once in this document, so it cannot be accepted; reject it, or "
                f"wait for the next night to propose again.")
    return f"Proposed edit ({view.label}): {what}; {score_move(view.proposal)}."


def lens_title(proposal: Proposal, views: list[EditView]) -> str:
    mine = [v for v in views if v.proposal is proposal]
    stale = sum(v.stale for v in mine)
    count = f"{len(mine)} proposed edit" + ("s" if len(mine) != 1 else "")
    extra = f", {stale} stale" if stale else ""
    return f"skillopt-sleep: {count}{extra} · {score_move(proposal)} · show diff"


def _shorten(value: Any, limit: int = 160) -> str:
    text = " ".join(str(value).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _evidence_lines(evidence: dict[str, Any]) -> list[str]:
    out = []
    for key, value in evidence.items():
        name = str(key).replace("_", " ")
        if isinstance(value, list):
            shown = ", ".join(_shorten(v, 80) for v in value[:5])
            more = f" (+{len(value) - 5} more)" if len(value) > 5 else ""
            out.append(f"- {name}: {shown}{more}")
        elif isinstance(value, dict):
            inner = "; ".join(f"{k}: {_shorten(v, 60)}" for k, v in list(value.items())[:8])
            out.append(f"- {name}: {inner}")
        elif isinstance(value, float):
            out.append(f"- {name}: {value:.3g}")
        else:
            out.append(f"- {name}: {_shorten(value)}")
    return out


def _fence(text: str) -> str:
    fence = "```"
    while fence in text:
        fence += "`"
    return fence


def hover_markdown(view: EditView) -> str:
    edit, p = view.edit, view.proposal
    state = "**Stale** proposed edit" if view.stale else "Proposed edit"
    parts = [f"### {state} ({view.label}, proposal `{p.id}`)", "", f"It {edit.describe()}."]
    if edit.rationale:
        parts += ["", f"**Why:** {edit.rationale}"]
    diff = [f"- {line}" for line in edit.anchor.splitlines()] if edit.op != "add" else []
    diff += [f"+ {line}" for line in edit.new.splitlines()] if edit.op != "delete" else []
    if diff:
        body = "\n".join(diff)
        fence = _fence(body)
        parts += ["", f"{fence}diff", body, fence]
    evidence = _evidence_lines(edit.evidence)
    if evidence:
        parts += ["", "**Evidence**", *evidence]
    scores = [score_move(p)]
    if p.test_before is not None or p.test_after is not None:
        scores.append(f"test {_score(p.test_before)} → {_score(p.test_after)}")
    cost = f"{p.tokens} tokens, ${p.cost_usd:.4f}"
    if p.seconds:
        cost += f", {p.seconds:.0f} s"
    parts += ["", f"**Scores:** {'; '.join(scores)}  ", f"**Cost:** {cost}"]
    if p.families:
        parts.append(f"  \n**Task families:** {', '.join(map(str, p.families[:6]))}")
    if p.models:
        parts.append("  \n**Models:** " + ", ".join(f"{k} {v}" for k, v in p.models.items()))
    return "\n".join(parts)


# -- accepting --------------------------------------------------------------------------------

@dataclass(frozen=True)
class AcceptPlan:
    new_text: str
    chosen: list[int]
    spans: list[Span]  # in document order; applying them to the text gives new_text


def plan_spans(proposal: Proposal, text: str, indexes: list[int] | None) -> AcceptPlan:
    """What accepting means on this text: refuses stale edits (UserError from plan_accept).

    The spans let the editor change only the affected text (cursor, folds and undo stay put);
    when they would not reproduce plan_accept's result exactly, one span covering the changed
    region replaces them, so the client always ends with exactly plan_accept's text.
    """
    from skillsleep.proposals import plan_accept

    new_text, chosen = plan_accept(proposal, text, indexes)
    located = [(i, locate(text, proposal.edits[i])) for i in chosen]
    # apply_edits inserts later edits first at a shared position, so they end up earlier.
    spans = [s for _, s in sorted(((i, s) for i, s in located if s is not None),
                                  key=lambda x: (x[1].start, x[1].end, -x[0]))]
    if len(spans) != len(chosen) or _apply(text, spans) != new_text:
        spans = [_covering_span(text, new_text)]
    return AcceptPlan(new_text, chosen, spans)


def _apply(text: str, spans: list[Span]) -> str:
    out, pos = [], 0
    for s in spans:
        if s.start < pos:
            return ""  # overlapping: not expressible as separate text edits
        out.append(text[pos:s.start])
        out.append(s.text)
        pos = s.end
    out.append(text[pos:])
    return "".join(out)


def _covering_span(before: str, after: str) -> Span:
    prefix = 0
    limit = min(len(before), len(after))
    while prefix < limit and before[prefix] == after[prefix]:
        prefix += 1
    suffix = 0
    while (suffix < limit - prefix
           and before[len(before) - 1 - suffix] == after[len(after) - 1 - suffix]):
        suffix += 1
    return Span(prefix, len(before) - suffix, after[prefix:len(after) - suffix])
