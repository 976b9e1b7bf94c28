"""A go-ahead that says where the agent's code holds, with no word pointing at the code: "yes,
and always in the table tests", "sure, and on every new endpoint from now on", "ok, make that
the default for new services".

People say yes to what the agent did or proposed and, in the same breath, how far it reaches.
The reach is said bare, after the yes ("and always in ..."), or as making the code "the
default" for a kind of work. Read as it is typed, the yes alone takes up the code for the work
at hand and the reach is lost; said with a pointer ("yes, always do that in the table tests"),
the readers of an answer that points back (`directives._refers_back`, `judges.pointed`) find
the code in the agent's message and read the reach after it as the person's.

The contract: `pointed_reach(text)` returns the words with "do that" set where the reach begins
("yes, and always do that in the table tests"), or None when they are no such go-ahead. Only a
yes that opens the words and a reach of a kind of code or work that closes them are read:
whether the reach makes a rule, or keeps to the work at hand ("yes, and in this test too"), is
left to the readers of a reach, as for any answer that points back. "make that the default" is
read only with a reach of many of a kind after it ("for new services", "for every endpoint"):
alone, it may ask to change the code's own default value.
"""

from __future__ import annotations

import re

# "yes", "sure", "ok", "good", "great": a go-ahead opening the words, with "and" after it.
_YES = (r"(?:y(?:es|eah|ep|up)|sure|ok(?:ay)?|good|great|perfect|nice|agreed|right|correct|"
        r"exactly|definitely|absolutely)")
# A word of habit said before the reach ("and always in ...").
_HABIT_FIRST = r"(?:(?:always|from now on|going forward|in future|in the future)[\s,]+)?"
# The reach: a place or a kind of code after a preposition, to the end of the words.
_REACH = r"(?:in|on|for|inside|within|across|throughout)\s+[^?`\n]{2,80}?"
_BARE_REACH = re.compile(
    rf"^(?P<yes>\W*{_YES}(?:\s*(?:please|thanks))?(?:\s*[,.!-]\s*|\s+)(?:and\s+|but\s+)?)"
    rf"(?P<habit>{_HABIT_FIRST})(?P<reach>{_REACH})\W*$", re.I)
# "make that the default for new services": the code made the way of every piece of a kind.
_THE_DEFAULT = re.compile(
    rf"^(?P<yes>\W*(?:{_YES}\W+)?(?:(?:let'?s|please)\s+)?)make\s+(?:that|this|it)\s+(?:the|our)\s+"
    rf"default\s+(?P<reach>(?:for|in|on)\s+(?:(?:all|every|each|any)\s+(?:the\s+)?)?(?:new|future)"
    rf"\s+[^?`\n]{{2,60}}?|(?:for|in|on)\s+(?:all|every|each|any)\s+[^?`\n]{{2,60}}?)\W*$", re.I)


def pointed_reach(text: str) -> str | None:
    """The words with "do that" where their bare reach begins; see the module's contract."""
    said = text.strip()
    if "?" in said:
        return None  # "yes, in production?": the reach asked about, not said
    m = _BARE_REACH.match(said)
    if m is not None:
        return f"{m.group('yes')}{m.group('habit')}do that {m.group('reach')}"
    m = _THE_DEFAULT.match(said)
    if m is not None:
        return f"{m.group('yes')}always do that {m.group('reach')}"
    return None
