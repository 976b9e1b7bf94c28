"""Candidate edits written from the person's own constraints, with no model call.

When a rollout fails a rule judge, the judge already says what the person wanted ("no, use
conventional commits: feat:/fix: prefix" became a regex on the subject line), so the document can
simply say it too: one short instruction line, added at the end, whose rationale quotes the
person's words. These candidates are cheap and grounded in evidence; they go through the same
aggregate / select / update / evaluate gate, rejected-edit buffer and budget as the optimizer
model's proposals, so one is kept only when it really raises the validation score.
"""

from __future__ import annotations

import re

from ..edits import Edit
from ..tasks.model import Judge, Task
from ..tasks.standing import PREFIX

SOURCE = "derived"  # how the night report counts these candidates, next to "model"

_FORMATS = {
    "bullets": "Answer as bullet points.",
    "numbered": "Answer as a numbered list.",
    "json": "Answer with valid JSON only.",
    "code_block": "Put the answer in a fenced code block.",
}


def _terms(judge: Judge) -> list[str]:
    # A term that is not a plain word ("search:", "--no-verify") is set off in backticks, so the
    # sentence around it still reads as one.
    return [t if re.fullmatch(r"[\w.+#/-]*\w", t) else f"`{t}`"
            for t in (str(x).strip() for x in judge.params.get("terms", [])) if t]


def _origin(judge: Judge) -> str:
    """The person's words and where they were said, without the family-copy prefix."""
    return judge.source.removeprefix(PREFIX)


def instruction(judge: Judge, siblings: list[Judge]) -> str | None:
    """The judge as one instruction line, or None when it cannot be said plainly.

    `siblings` are the task's other judges: "use pnpm, not npm" became two judges from the same
    words, and reads best as one line.
    """
    p = judge.params
    rule = str(p.get("rule", "")).strip()
    if rule:
        return rule
    kind = judge.kind
    if kind in ("must_mention", "must_not_mention"):
        other_kind = "must_not_mention" if kind == "must_mention" else "must_mention"
        pair = [j for j in siblings if j.kind == other_kind and _origin(j) == _origin(judge)]
        if pair and _terms(judge) and _terms(pair[0]):
            use, avoid = ((judge, pair[0]) if kind == "must_mention" else (pair[0], judge))
            return f"Use {', '.join(_terms(use))}, not {', '.join(_terms(avoid))}."
        if not _terms(judge):
            return None
        terms = " and ".join(_terms(judge))
        return f"Use {terms}." if kind == "must_mention" else f"Do not use or mention {terms}."
    if kind == "max_words":
        return f"Keep the answer under {p.get('limit')} words."
    if kind == "min_words":
        return f"Write at least {p.get('limit')} words."
    if kind == "format":
        return _FORMATS.get(str(p.get("format", "")))
    if kind == "required_sections":
        names = [str(s) for s in p.get("sections", []) if str(s).strip()]
        return f"Include these sections: {', '.join(names)}." if names else None
    if kind == "max_line_chars":
        limit, line = p.get("limit"), int(p.get("line", 1))
        return (f"Keep the first line under {limit} characters." if line == 1
                else f"Keep every line under {limit} characters.")
    return None  # a bare regex or a rubric: no plain sentence says it


def derived_edits(task: Task, failing: list[Judge]) -> list[Edit]:
    """One add-at-the-end edit per failing rule judge that can be said as an instruction."""
    out: dict[str, Edit] = {}
    for judge in failing:
        line = instruction(judge, task.judges)
        if not line or line in out:
            continue
        out[line] = Edit(op="add", anchor="", new=line,
                         rationale=f"You asked for this: {_origin(judge)}."[:300])
    return list(out.values())
