"""The way the code already does a thing, taken up when the person asks to match it.

An agent that wrote a new piece differently from the code around it often says so: "The
existing handlers wrap errors with `fmt.Errorf`; I used `errors.Wrap` in the new one." The
person answers "match the existing style" or "always follow the existing pattern", whose only
term is the one the agent named as the code's own.

The contract: `existing_way(text, reply)` returns the directive to use that term when the words
only ask to match, follow or keep to the existing style, convention, pattern or way, or to do
it like the others (with a habit word or a reach at most), and the agent's message sets one
clause that names the code's way (a clause not said by the agent of itself, holding one code
term and a word of what is there already: "existing", "other", "rest of", "the crate", ...)
against a clause of its own deed that names other code ("I used `X`"). None otherwise: with
nothing named, with the code's way named alone (nothing of the agent's to set it against), or
with two of the code's ways ("the older components use `A`, the newer `B`") the words point at
no one term. A habit word ("always", "from now on") makes it a rule; without one it holds for
the work at hand.
"""

from __future__ import annotations

import re

from .directives import HABIT_WORDS, Directive, read_clause
from .instruction import split_sentences
from .terms import callee, code_terms

_I = re.I

_MATCH = re.compile(r"^\W*(?:(?:ok(?:ay)?|please|hm+|yes|no)\W+)*(?:(?:always|just)\s+)?"
                    r"(?:(?:match|follow|stick\s+to|keep\s+to|go\s+with|stay\s+with|use)\s+"
                    r"(?:the\s+)?existing\s+(?:style|convention|pattern|way|approach)"
                    # "do it like the others": the code around it, said by what it is like
                    r"|(?:do|keep|write|make)\s+(?:it|them|this|that)\s+(?:just\s+)?like\s+the\s+"
                    r"(?:others|rest|other\s+ones|existing\s+ones))\b"
                    r"(?P<rest>[^?]*)$", _I)
_HABIT = re.compile(rf"\b(?:{HABIT_WORDS}|everywhere)\b", _I)
# What is there already: the code the agent found, not the agent's own.
_THERE_ALREADY = re.compile(r"\b(?:existing|other|rest of|elsewhere|already|older|the (?:crate|"
                            r"codebase|repo|repository|project|module|package|service|app))\b",
                            _I)
# "I used `X`", "I went with `X`": the agent's own deed.
_OWN = re.compile(r"^\s*(?:but\s+|and\s+)?i\s+(?:[a-z-]+ed|wrote|went with|made|hand-wrote)\b",
                  _I)


def _clauses(reply: str) -> list[str]:
    return [c for s in split_sentences(reply) for c in re.split(r";|,?\s+but\s+|,?\s+while\s+", s)
            if c.strip()]


def existing_way(text: str, reply: str) -> Directive | None:
    """The code's way the words ask to match; see the module's contract."""
    m = _MATCH.match(text.strip())
    if m is None or not reply:
        return None
    rest = re.sub(_HABIT, " ", m.group("rest"))
    if re.search(r"[a-z]", rest, _I) and not re.fullmatch(r"\W*(?:please|thanks)\W*", rest, _I):
        return None  # "match the existing style in the tests": more said than the match
    clauses = _clauses(reply)
    own = [c for c in clauses if _OWN.match(c) and any(t.code for t in code_terms(c))]
    there = [c for c in clauses if not _OWN.match(c) and _THERE_ALREADY.search(c)
             and len([t for t in code_terms(c) if t.code]) == 1]
    if len(own) != 1 or len(there) != 1:
        return None
    term = next(t for t in code_terms(there[0]) if t.code)
    if any(t.text == term.text for t in code_terms(own[0])):
        return None
    used = read_clause(f"use `{term.text}`", text)
    if used is None or not used.terms:
        return None
    # "convention" is a habit word of its own, but "the existing convention" is the code's.
    held = bool(_HABIT.search(m.group("rest"))
                or re.search(r"\balways\b", text[:m.start("rest")], _I))
    return Directive(text.strip(), used.polarity, used.verb,
                     (callee(used.terms[0], text) if held else used.terms[0],),
                     scope="rule" if held else "task", form="reply", phrase=term.text)

