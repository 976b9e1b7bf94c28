"""Bans of a shape of code said only in words.

"Never build SQL with string concatenation", "no bare excepts", "we don't do star imports",
"never leave TODOs without a ticket" name no code term, so no term reader finds them; the whole
of what follows the ban's opening names a shape (`judges/shapes.py`), and the ban is read as a
ban of that shape. Only the person's own words that open with a ban ("never", "no", "don't",
"we don't", "avoid", "stop") and say nothing but the shape, with at most where all code is
("in commits", "in the codebase") and a word of emphasis after it, are read: a description ("the
linter flags every bare except"), a question, someone else's rule and a shape said of one part
of the work ("in the pricing code", "user input into SQL") give nothing. It holds beyond the
task when said for good ("never", "we don't", "stop ...") as every ban does.
"""

from __future__ import annotations

import re

from .directives import ONE_OFF, SAID_FOR_GOOD, Directive, describes, hedged, own_clauses
from .judges.shapes import Shape, shape_named
from .terms import Term

_OPENING = re.compile(
    r"^\s*(?:(?:please|pls|and|also|so|but|oh,?)\s+)*(?P<open>(?:we\s+|i\s+)?(?:never|"
    r"(?:don'?t|do\s+not)(?:\s+ever)?)|no|(?:always\s+)?avoid|stop|(?:you\s+)?(?:must|should)"
    # (what is banned ends on one of its characters that is no space, or is one character:
    # where the rest holds only spaces after a space, it does after the first of them, and
    # tried at every space of a pasted run, the rest took the run back each time)
    r"\s+(?:never|not))\s+(?P<what>.(?:.*?(?<!\s))??)"
    # where all code is, which narrows nothing
    r"(?:\s+(?:in|to|into)\s+(?:the\s+|our\s+|any\s+|a\s+)?(?:code|codebase|code\s+base|repo|"
    r"repository|project|commits?|prs?|pull\s+requests?|changes?|diffs?|main))?"
    r"(?:\s+(?:behind|around|lying\s+around|anywhere|anymore|any\s+more|again|ever|please|"
    r"at\s+all|thanks))*[\s.!]*$", re.I)
# A ban said for good: "never", "we don't", "stop".
_FOR_GOOD = re.compile(r"^(?:(?:we|i)\s+)?never|^we\s+(?:don'?t|do\s+not)|\bever$|^stop$", re.I)


# Why it is said, after the ban: "never write nested ternaries, they're unreadable".
# (spaces: `directives._PROJECT_SAID_LAST`)
_WHY_AFTER = re.compile(r"(?<!\s)(?:(?:\s*+[,;:]|\s++-++)\s*+(?:because|since|as|they|it|that|"
                        r"this|those|these)|\s++(?:because|since))\b.*$", re.I)


def shape_banned(clause: str) -> tuple[Shape, bool] | None:
    """The shape the clause bans, and whether its opening says the ban for good, or None."""
    m = _OPENING.match(_WHY_AFTER.sub("", clause))
    if m is None:
        return None
    shape = shape_named(m.group("what"))
    return None if shape is None else (shape, _FOR_GOOD.search(m.group("open")) is not None)


def shape_bans(text: str, reply: str = "") -> list[Directive]:
    """The bans of a shape in the person's own clauses, each as a directive whose one term is
    the shape's name."""
    out: list[Directive] = []
    for sentence, clause in own_clauses(text, reply):
        if "`" in clause or sentence.rstrip().endswith("?") or describes(clause) \
                or hedged(clause):
            continue  # a term in code is read as a term; a question asks
        found = shape_banned(clause)
        if found is None:
            continue
        shape, for_good = found
        rule = (for_good or SAID_FOR_GOOD.search(sentence) is not None) \
            and ONE_OFF.search(sentence) is None
        out.append(Directive(clause, "avoid", "use", (Term(shape.name, False),),
                             scope="rule" if rule else "task", form="prohibition",
                             phrase=clause.strip(), said_in=sentence))
    return out
