"""A run tied to a change of the work, said with the change first as a condition, read as
"whenever".

People tie a check or a generator to the files a change touches: "if you touch the migrations,
run `make migrate-check`", "when you modify anything under `api/`, run the linter". Said first
as "if" or "when", the condition reads as a musing or as one moment of the work at hand, yet it
is the same rule as "run `make migrate-check` whenever you touch the migrations": every piece
of work that changes those files runs it, and the rest need not. `as_whenever` says such a
sentence in that form, so that the reader takes the moment the way it takes every "whenever"
(`conditions.run_condition`) and the line written down keeps the files the rule is tied to.

Only a change the agent makes ("you", "we") to something named other than the work at hand
("it", "this file"), followed by an order to run, is read so: "if the migrations are touched,
CI runs ..." tells what happens. "After editing the Makefile, run `make all`" is as often the
next step of the work at hand as a rule, so "after" is a condition only where a habit's word
says it is one ("always run `make gen` after you edit `schema.sql`": `AFTER_A_CHANGE`).
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

# The verbs of changing files, as said after "you" (the base form) or as a participle.
# Not "move", as often the team's move to another platform ("if we move to Cloud Run, ...").
_VERBS = ("touch", "edit", "change", "modify", "update", "add", "remove", "delete", "rename",
          "bump", "alter")
CHANGE_VERBS = "|".join(_VERBS)
_ING = {v: (v[:-1] if v.endswith("e") else v) + "ing" for v in _VERBS}
_BASE = r"(?P<base>" + CHANGE_VERBS + r")(?:e?d|es|s)?"
# "after you edit", "after we've touched", "after editing": the moment after a change of files,
# said after the order ("always run `make gen` after you edit `schema.sql`") as "whenever" is.
AFTER_A_CHANGE = (r"after\s+(?:(?:you|we)(?:'ve|\s+have)?\s+(?:" + CHANGE_VERBS
                  + r")(?:e?d|es|s)?|(?:" + "|".join(_ING.values()) + r"))\b")
# What the change is to: not the work at hand ("it", "this file"), which makes a one-off.
_WHAT = (r"(?P<what>(?!(?:it|this|that|these|those|them)\b)[^,;:?!\n]{2,60}?)")
# The order that follows: a run, or an order to make sure one is done, with its habit words,
# and what is run (not the word of a name: "if we change to Cloud Run we ...").
_ORDER = (r"(?P<order>(?:(?:then|always|please|also|just)\s+)*"
          r"(?:run|re-?run|execute|make\s+sure\s+(?:to\s+)?(?:run|re-?run))\s+"
          r"(?:`|(?:the|it|them|all|our|your|both|each|every)\b).*)$")
_CHANGE_FIRST = re.compile(
    r"^\W*(?:if|when|whenever)\s+(?:you|we)(?:'ve|\s+have)?\s+(?:ever\s+)?" + _BASE + r"\s+"
    + _WHAT + r"\s*(?:,\s*|\s+)" + _ORDER, _I)


def as_whenever(sentence: str) -> str:
    """The sentence said as "whenever you <change> <what>, <order>" when it opens with a change
    of the work and orders a run; else the sentence as it is."""
    m = _CHANGE_FIRST.match(sentence)
    if m is None:
        return sentence
    return f"whenever you {m.group('base').lower()} {m.group('what').strip()}, {m.group('order')}"
