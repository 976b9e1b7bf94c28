"""Candidate edits written from the person's own constraints, with no model call.

When a rollout fails a rule judge, the judge already says what the person wanted ("no testify"
became a judge that the change adds no line using testify), so the document can simply say it
too: one short instruction line whose rationale quotes the person's words and cites where they
said them. When the document already has a line that says it, and the person still had to say
it, the candidate strengthens that line instead of adding a second one. These candidates are
cheap and grounded in evidence; they go through the same aggregate / select / update / evaluate
gate, rejected-edit buffer and budget as the optimizer model's proposals, so one is kept only
when it really raises the validation score.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Any

from ..edits import Edit
from ..identity import workspace_of
from ..tasks.judges import Judge
from ..tasks.judges.base import code_term
from ..tasks.repetition import ask_key
from ..tasks.standing import stated_in
from ..tasks.taskdata import Task

SOURCE = "derived"  # how the night report counts these candidates, next to "model"
_STRONG = "**Important:** "
_BULLET = re.compile(r"^(\s*(?:[-*+]|\d+[.)])\s+)?(.*)$")


_OPPOSITE = {"must_mention": "must_not_mention", "must_not_mention": "must_mention",
             "diff_adds": "diff_avoids", "diff_avoids": "diff_adds",
             "runs": "does_not_run", "does_not_run": "runs"}
_USING = frozenset(("must_mention", "diff_adds", "runs"))


def _pairs(judge: Judge, siblings: list[Judge]) -> Judge | None:
    """The judge said in the same words with the opposite sense, as the rival of its side ("use
    X, not Y"), not as a rule of its own beside it ("always run `make lint`, never run `git
    push --force`" are two rules, and "Run `make lint`, not `git push --force`." says another)."""
    opposite = _OPPOSITE.get(judge.kind)
    for other in siblings:
        use, avoided = (judge, other) if judge.kind in _USING else (other, judge)
        if other.kind == opposite and other.origin == judge.origin \
                and other.quote == judge.quote \
                and (_rivals(avoided, judge.quote) or _set_against(use, avoided)):
            return other
    return None


def _set_against(use: Judge, avoided: Judge) -> bool:
    """Did the reader itself set the use against the avoided term, said before it ("never use
    `any`, use `unknown`": the use's `instead_of`)? A ban joined on after the use ("return
    `Result` and never `panic!`") is a rule of its own."""
    against = str(use.params().get("instead_of", "")).strip("`").lower()
    if not against or against not in (t.strip("`").lower() for t in avoided.key_terms()):
        return False
    quote, term = use.quote.lower(), (use.key_terms() or [""])[0].strip("`").lower()
    return -1 < quote.find(against) < quote.find(term)


# Rivals listed after one word of contrast: "never `npm` or `yarn`", "not npm, yarn or bun".
_LISTED = r"(?:`?[\w.@/+-]+`?(?:\s*,\s*|\s+(?:or|nor|and)\s+)){0,3}"


def _rivals(avoided: Judge, quote: str) -> bool:
    """Whether the words set the avoided side against the other: right after a word of contrast
    in the same clause (", not npm", "over requests", "instead of `npm`", "never `npm` or
    `yarn`"; not "and never `git push --force`", nor ", never run ..."), or as what is left
    ("from `npm` to", "replace moment with"), or as the form the other should be ("`Github`
    should be `GitHub`")."""
    for term in avoided.key_terms():
        # quoted in any of the ways people quote ("never 'Postgres'"), or bare
        said = rf"[`'\"“]?{re.escape(term.strip('`'))}(?![\w-])"
        if re.search(rf"(?<!\w)(?<!\band\s)(?<!\balso\s)(?<!\bbut\s)(?:not|never|"
                     rf"instead\s+of|rather\s+than|over|than)\s+(?:use\s+)?(?:the\s+|plain\s+)?{_LISTED}"
                     rf"{said}", quote, re.I) \
                or re.search(rf"\b(?:from|replace|swap)\s+(?:the\s+)?{said}`?\s+(?:to|with|for)\b",
                             quote, re.I) \
                or re.search(rf"(?<![\w`'\"“]){said}[`'\"”]?\s+(?:should|must|needs\s+to|has\s+to)"
                             rf"\s+(?:always\s+)?be\s+(?:(?:written|spelled|spelt)\s+(?:as\s+)?)?"
                             rf"[`'\"“]", quote, re.I):
            return True
    return False


def instruction(judge: Judge, siblings: list[Judge]) -> str | None:
    """The judge as one instruction line, or None when it cannot be said plainly.

    `siblings` are the task's other judges: "use pnpm, not npm" became two judges from the same
    words, and reads best as one line; "always use `pnpm`, never `npm` or `yarn`" became three,
    and reads best as one line too.
    """
    other = _pairs(judge, siblings)
    if other is not None and _reach(judge) == _reach(other):
        use = judge if judge.kind in _USING else other
        avoids = [s for s in siblings if _pairs(s, [use]) is use and _reach(s) == _reach(use)]
        if judge is not use and not any(s is judge for s in avoids):
            avoids.append(judge)
        said_use = use.instruction()
        if said_use and avoids and all(a.instruction() for a in avoids):
            # "Use pnpm." + "Do not use or mention npm." -> "Use pnpm, not npm."
            return f"{said_use.rstrip('.')}, not {listed(list(map(_what, avoids)))}."
    return judge.instruction()


def _reach(judge: Judge) -> dict[str, object]:
    """Where a judge holds, as its parameters say: "we never `println!` in library code, use
    `log`" joined as "Use log, not `println!`." would lose the library code, so only two sides
    said of the same code are joined."""
    params = judge.params()
    # the construct a side is said of is part of where it holds, unless its reach says it
    # already ("in tests": the tests a ban holds in are the ones a use is asked of)
    about = str(params.get("about", "")).replace("`", "").lower()
    if about and about in str(params.get("reach", "")).replace("`", "").lower():
        params = {k: v for k, v in params.items() if k != "about"}
    # a ban until the person agrees is not the plain "not Y" of a pair either
    return {k: params[k] for k in ("files", "within", "reach", "asks_first", "about")
            if params.get(k)}


def listed(names: list[str]) -> str:
    """Names said one or the other as a sentence lists them: "a", "a or b", "a, b or c"."""
    return names[0] if len(names) < 2 else f"{', '.join(names[:-1])} or {names[-1]}"


def _what(judge: Judge) -> str:
    terms = judge.key_terms()
    if judge.params().get("affix"):
        return " or ".join(f"`{t}`" for t in terms)  # a part of names is never a word
    return " or ".join(code_term(t, judge.quote) for t in terms)


def _evidence(judge: Judge) -> dict[str, list[dict[str, str | None]]]:
    """Every place the person said it; the place these words come from carries them."""
    origins = judge.said_in or ([judge.origin] if judge.origin else [])
    docs = []
    for origin in origins:
        doc = origin.to_doc()
        if origin == judge.origin and judge.quote:
            doc["quote"] = judge.quote
        docs.append(doc)
    return {"origins": docs} if docs else {}


def rationale(judge: Judge) -> str:
    """The person's words; where they said them is in the edit's evidence, said in words."""
    said = judge.quote or judge.describe()
    sessions = len({(o.harness, o.session) for o in judge.said_in})
    if judge.standing and sessions > 1:
        prefix = f"You keep asking for this (said in {sessions} sessions)"
    else:
        prefix = "You keep asking for this" if judge.standing else "You asked for this"
    return f'{prefix}: "{said[:200]}".'[:300]


def strengthen(line: str) -> str | None:
    """The existing line, marked so that an agent cannot read past it; None when it already is."""
    m = _BULLET.match(line)
    bullet, body = (m.group(1) or ""), (m.group(2) if m else line)
    if body.startswith(_STRONG.strip()) or body.startswith("**"):
        return None
    return f"{bullet}{_STRONG}{body}"


def _not_helped(line: str, not_helped: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
    """The accepted edit that put this line in the document and did not help, if one did."""
    for entry in not_helped:
        text = " ".join(str(entry.get("text") or "").split())
        if text and text in " ".join(line.split()):
            return entry
    return None


def _still_said(entry: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """Why, and the evidence that, an accepted line did not help: the later sessions where
    the person still had to say it."""
    after = entry.get("after") or {}
    said = entry.get("said_again") or []
    why = (f"Accepted on {str(entry.get('accepted_at'))[:10]}, this line did not help: it was "
           f"still said in {after.get('repeats', len(said))} of {after.get('tasks', '?')} tasks "
           f"since. ")
    return why, {"proposal_id": entry.get("proposal_id"), "edit": entry.get("edit"),
                 "accepted_at": entry.get("accepted_at"), "after": dict(after),
                 "p_value": entry.get("p_value"),
                 "sessions": [{**(s.get("origin") or {}), **{
                     k: s.get(k) for k in ("harness", "session", "time", "project", "quote")}}
                     for s in said],
                 "quotes": [s.get("quote") for s in said if s.get("quote")][:5]}


def a_lesson(judge: Judge, standing: Collection[tuple[str, ...]] = (),
             workspace: str = "") -> bool:
    """Whether a judge says something for all work of its kind, and so may be written into an
    instruction document: said as a rule ("always", "we use"), or said again in other sessions
    (a standing preference of the task's `workspace`; `standing` holds what the families'
    preferences ask for, by workspace (`targets.standing_asks`), since the tasks that said one
    keep their own judge of it, not a copy). "Rename fetchUser to loadUser", or "no testify"
    said once about one change, judges its own task; written into CLAUDE.md it would be a
    wrong lesson, and so is an ask said once in one repository that another repository keeps
    as its preference."""
    if judge.once:
        return False
    return judge.durable or judge.standing or (workspace, *ask_key(judge)) in standing


def derived_edits(task: Task, failing: list[Judge], document: str = "",
                  not_helped: Sequence[dict[str, Any]] = (),
                  standing: Collection[tuple[str, ...]] = ()) -> list[Edit]:
    """One edit per failing rule judge that is a lesson (`a_lesson`) and can be said as an
    instruction: a line added at the end, or, when the document already states it, that line
    strengthened. `not_helped`: the accepted edits the person's later sessions showed did not
    help (impact/show.py entries); the line one of them put in is strengthened with those
    sessions as its evidence."""
    out: dict[str, Edit] = {}
    workspace = workspace_of(task.project) if standing else ""
    for judge in failing:
        if not a_lesson(judge, standing, workspace):
            continue
        stated = stated_in(judge, document) if document else []
        if stated:
            _, line = stated[0]
            stronger = strengthen(line)
            if stronger is None or stronger in out:
                continue
            why = "The document says this already, yet it had to be said again. "
            evidence = _evidence(judge)
            unhelped = _not_helped(line, not_helped)
            if unhelped is not None:
                why, evidence["did_not_help"] = _still_said(unhelped)
            out[stronger] = Edit(op="replace", anchor=line, new=stronger,
                                 rationale=(why + rationale(judge))[:300], evidence=evidence)
            continue
        said = instruction(judge, task.judges)
        if not said or said in out:
            continue
        out[said] = Edit(op="add", anchor="", new=said, rationale=rationale(judge),
                         evidence=_evidence(judge))
    return list(out.values())
