"""A no said as a question: "why would we ever use `sleep` in a test?", "since when do we skip
hooks?".

People turn down what the agent proposes or did by asking why anyone would do such a thing. The
question asks nothing: it says the team never does it, for all such work, as "no, we never use
sleep in a test" would. Read as the question it is worded as, the no is lost, and with it a
rule whose terms are in the agent's message.

The contract: `as_a_no(text)` returns the words with their opening question said as the no it
states ("no, we never use sleep in a test", then the rest of the words as they were), or None
when they open with no such question. Only the shapes that speak for all work are read: "why
would we ever ...", "why would you ever ...", "why would anyone ...", "why on earth would we
...", "since when do we ..."; "why would we use that here?" may ask for the reason, and "why
would I want that?", "why?", "why not?" and "why did you ...?" ask, or turn down the once: they
are left as they are, as is a question whose verb phrase goes on with a comma ("why would we
ever use that, is it faster?").
"""

from __future__ import annotations

import re

# The opener that makes the question a no for all work: "ever", "anyone", "since when", "on
# earth"; "why would we use that here?" may ask for the reason, and is left as it is.
_ASKED_NO = re.compile(
    r"^\W*(?:why\s+would\s+(?:we|you)\s+ever|why\s+would\s+(?:anyone|anybody)(?:\s+ever)?|"
    r"why\s+on\s+earth\s+would\s+(?:we|anyone|anybody)(?:\s+ever)?|since\s+when\s+do\s+we)\s+"
    r"(?P<what>[a-z][^?\n]{2,150})\?+(?P<rest>(?:\s.*)?)$", re.I | re.S)
# "why would we ever not ...", "why would anyone, really, ...": no verb of doing opens it.
_NOT_A_DEED = frozenset(("i", "we", "you", "it", "that", "this", "not", "want", "need"))


def as_a_no(text: str) -> str | None:
    """The words with the question they open with said as the no it states; see the module's
    contract."""
    m = _ASKED_NO.match(text.strip())
    if m is None:
        return None
    what = m.group("what").strip()
    if what.split()[0].lower().strip(",") in _NOT_A_DEED or "," in what:
        return None
    rest = m.group("rest").strip()
    return f"no, we never {what}." + (f" {rest}" if rest else "")
