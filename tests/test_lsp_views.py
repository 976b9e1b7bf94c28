"""The pure part of the language server: where edits land, and the text edits sent to accept."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillsleep.edits import Edit, apply_edits
from skillsleep.errors import UserError
from skillsleep.proposals import build_proposal
from skillsleep_lsp.views import Lines, _covering_span, edit_views, plan_spans

from helpers.lsp import SKILLS

DOC = (SKILLS / "entireio-test-repo" / "SKILL.md").read_text(encoding="utf-8")


def apply_in_order(text: str, spans: list) -> str:  # type: ignore[type-arg]
    """LSP semantics: ranges refer to the original text, applied as one change."""
    out, pos = [], 0
    for s in spans:
        out += [text[pos:s.start], s.text]
        pos = s.end
    return "".join(out) + text[pos:]


def test_two_additions_after_the_same_line_land_in_the_order_accept_writes_them() -> None:
    edits = [Edit("add", "## When to Use", "first addition"),
             Edit("add", "## When to Use", "second addition"),
             Edit("replace", "## Testing Approaches", "## How to test")]
    proposal = build_proposal(Path("/p/SKILL.md"), DOC, edits)
    plan = plan_spans(proposal, DOC, None)
    assert plan.chosen == [0, 1, 2]
    assert len(plan.spans) == 3  # separate small edits, not one big replacement
    assert apply_in_order(DOC, plan.spans) == plan.new_text == apply_edits(DOC, edits)[0]


def test_a_stale_edit_is_refused_by_the_plan() -> None:
    proposal = build_proposal(Path("/p/SKILL.md"), DOC,
                              [Edit("replace", "## When to Use", "## When")])
    with pytest.raises(UserError, match="no longer applies"):
        plan_spans(proposal, DOC.replace("## When to Use", "## Usage"), [0])


def test_views_point_at_the_lines_each_edit_touches() -> None:
    edits = [Edit("add", "## When to Use", "x"), Edit("delete", "## Testing Approaches\n"),
             Edit("replace", "not in the document", "y"), Edit("add", "", "at the end")]
    proposal = build_proposal(Path("/p/SKILL.md"), DOC + "not in the document\n", edits)
    lines = Lines(DOC)
    views = edit_views([proposal], lines)
    when = DOC.splitlines().index("## When to Use")
    testing = DOC.splitlines().index("## Testing Approaches")
    assert [(v.first_line, v.last_line, v.stale) for v in views] == [
        (when, when, False), (testing, testing, False), (0, 0, True),
        (len(lines.lines) - 1, len(lines.lines) - 1, False)]


def test_positions_at_the_end_of_a_text() -> None:
    assert Lines("a\nb\n").position(4) == (2, 0)
    assert Lines("a\nb").position(3) == (1, 1)
    assert Lines("").position(0) == (0, 0)


@pytest.mark.parametrize(("before", "after"), [
    ("abcdef", "abXYef"), ("abc", "abc"), ("", "new"), ("old", ""), ("aaa", "aaaa"),
])
def test_the_covering_span_turns_before_into_after(before: str, after: str) -> None:
    span = _covering_span(before, after)
    assert before[:span.start] + span.text + before[span.end:] == after
