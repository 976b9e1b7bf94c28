"""Pending edits as the editor sees them: where each lands in the live text, and how to say it.

Pure functions over a proposal and the document's current text (which may differ from disk):
no server, no I/O. Every edit is re-anchored by its text with `skillsleep.edits.locate`; one
whose anchor is missing or ambiguous is stale.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from skillsleep import evidence
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
        return evidence.edit_label(self.index, len(self.proposal.edits))


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
    if before is None or after is None:
        return f"val {_score(before)} → {_score(after)}"
    shown_before, shown_after = evidence.scores(before, after)
    places = len(shown_after.split(".")[-1])
    return f"val {shown_before} → {shown_after} ({after - before:+.{places}f})"


def diagnostic_message(view: EditView) -> str:
    what = view.edit.describe()
    if view.stale:
        return (f"Stale proposed edit ({view.label}): {what}. Its text is no longer found "
                f"exactly once in this document, so it cannot be accepted; reject it, or "
                f"wait for the next night to propose again.")
    asked = _asked(view.edit)
    return f"Proposed edit ({view.label}): {what}; {score_move(view.proposal)}{asked}."


def _asked(edit: Edit) -> str:
    """"; you asked for it in Claude Code, 2 Nov, webapp": the latest place, when known."""
    groups = evidence.line_reasons(edit.op, edit.new, edit.rationale, edit.evidence)
    origins = [o for g in groups for o in g.origins]
    said = evidence.said(origins, latest=1)
    if said is None:
        return ""
    more = "" if said.headline == "said in" else f" ({said.headline.split(';')[0]})"
    return f"; you asked for it in {evidence.where_words(said.places[0])}{more}"


def lens_title(proposal: Proposal, views: list[EditView]) -> str:
    mine = [v for v in views if v.proposal is proposal]
    stale = sum(v.stale for v in mine)
    count = f"{len(mine)} proposed edit" + ("s" if len(mine) != 1 else "")
    extra = f", {stale} stale" if stale else ""
    return f"skillopt-sleep: {count}{extra} · {score_move(proposal)} · show diff"


def _fence(text: str) -> str:
    fence = "```"
    while fence in text:
        fence += "`"
    return fence


def _diff_block(lines: list[str]) -> list[str]:
    body = "\n".join(lines)
    fence = _fence(body)
    return [f"{fence}diff", body, fence]


def _md(text: str) -> str:
    """Words from a log or a model, safe inside Markdown prose (nothing turns into a link, a
    tag, code or emphasis)."""
    return re.sub(r"([`*\[\]<])", r"\\\1", text)


def origin_markdown(origin: Mapping[str, Any], reason: str = "") -> str:
    """Where the person said it, linked to that line of the session log when it is known."""
    where = _md(evidence.where_words(origin))
    place = evidence.log_place(origin)
    if place is not None:
        where = f"[{where}]({Path(place[0]).as_uri()}#L{place[1]})"
    quote = evidence.quote_words(origin, reason)
    return f"{where}: {_md(quote)}" if quote else where


def said_markdown(origins: list[Mapping[str, Any]], reason: str = "") -> list[str]:
    said = evidence.said(origins)
    if said is None:
        return []
    head = said.headline[0].upper() + said.headline[1:]
    if len(said.places) == 1:
        return [f"{head} {origin_markdown(said.places[0], reason)}"]
    return [f"{head}:", *(f"- {origin_markdown(o, reason)}" for o in said.places)]


def hover_markdown(view: EditView) -> str:
    edit, p = view.edit, view.proposal
    state = "**Stale** proposed edit" if view.stale else "Proposed edit"
    parts = [f"### {state} ({view.label}, proposal `{p.id}`)", "", f"It {edit.describe()}."]
    if edit.op != "add" and edit.anchor.strip():
        parts += ["", *_diff_block([f"- {line}" for line in edit.anchor.splitlines()])]
    groups = evidence.line_reasons(edit.op, edit.new, edit.rationale, edit.evidence)
    for group in groups:
        if group.lines:
            parts += ["", *_diff_block([f"+ {line}" for line in group.lines])]
        parts += ["", f"**Why:** {_md(group.reason)}"]
        said = said_markdown(group.origins, group.reason)
        if said:
            parts += ["", *said]
    steps = evidence.steps_words(edit.evidence.get("steps"))
    tasks = evidence.tasks_words(edit.evidence.get("tasks"))
    if steps or tasks:
        # A long list of steps comes with its headline ("kept over 5 steps; the 3 latest:").
        said = "; ".join(steps + ([tasks] if tasks else [])).replace(":; ", ": ")
        parts += ["", f"**How it was tested:** {said}."]
    scores = [score_move(p)]
    if p.test_before is not None or p.test_after is not None:
        scores.append(f"test {_score(p.test_before)} → {_score(p.test_after)}")
    cost = f"{p.tokens} tokens, ${p.cost_usd:.4f}"
    if p.seconds:
        cost += f", {p.seconds:.0f} s"
    parts += ["", f"**Scores:** {'; '.join(scores)}  ", f"**Cost:** {cost}"]
    families = evidence.families_words(p.families, p.family_labels)
    if families:
        parts.append(f"  \n**Task families:** {_md(families)}")
    if p.models:
        parts.append("  \n**Models:** " + ", ".join(f"{k} {v}" for k, v in p.models.items()
                                                     if v))
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
