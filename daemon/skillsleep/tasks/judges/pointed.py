"""An answer that points at the agent's code, read as if it named it.

"do that on every new field" under "I put `#[serde(default)]` on the new field" is the rule
"put `#[serde(default)]` on every new field": the word that points back ("that", "it", "the
same") stands where the code would. The readers of a rule's reach (`reach_of`,
`construct_of_reach`, `purpose_of_reach`, `place_at`) find a place, a construct or a purpose
by what is said right after the code; read with the pointer alone they miss it, and the line
written down would ask for the code everywhere. With the code set in the pointer's place, the
reach is read as in the person's own words, and the line says it.
"""

from __future__ import annotations

import re

from ..directives import HABIT_WORDS
from .conditions import own_words

# The pointer right after a verb that does, keeps or wants what was done ("do that", "keep
# doing it", "want it", "use that", "do the same"), and before what the rule goes on with: "use
# that flag" points with a noun of its own, which is no reach.
_POINTER = re.compile(r"\b(?:do|doing|does|did|done|use|using|want|wanted|apply|applying|keep|"
                      r"keeping|follow|following)\s+(?:that|this|it|the\s+same)"
                      r"(?=\s*(?:[,.;:!?)]|$)|\s+(?:in|inside|within|on|onto|to|for|from|"
                      r"whenever|when|every|each|again|too|always|ever|everywhere|going|"
                      r"please|across|throughout|under)\b)", re.I)
# A refusal said with no verb before its reach ("never in production code", "not in the tests,
# ever"): the code is what is refused.
_BARE_REFUSAL = re.compile(r"^\W*(?:(?:no|nope|nah)\W+)?(?:never|not)\s+(?:ever\s+)?"
                           r"(?=(?:in|inside|within|on|for)\s)", re.I)


def said_of(words: str, term: str) -> str:
    """The person's words with the code `term` in place of the word that points at it; the
    words as they are when they name the term already, or point at nothing."""
    said = own_words(words)
    if not term or term in said:
        return words
    found = _POINTER.search(said)
    if found is not None:
        return f"{said[:found.start()]}use `{term}`{said[found.end():]}"
    bare = _BARE_REFUSAL.match(said)
    if bare is not None:
        return f"{said[:bare.end()]}use `{term}` {said[bare.end():]}"
    return words


# "do that everywhere", "the same across the codebase": how far a change goes.
_EVERYWHERE = re.compile(r"\b(?:everywhere|across\s+the\s+(?:whole\s+)?(?:repo|codebase|"
                         r"project))\b", re.I)
_HABIT = re.compile(rf"\b(?:{HABIT_WORDS})\b", re.I)
# What the agent's message tells it did ("I added ...", "I've wrapped ..."), not what it offers.
_DEED = re.compile(r"^\W*(?:i|we)(?:'ve|\s+have|\s+just|\s+also)?\s+[a-z]+ed\b", re.I)


def as_far_as_the_change(words: str, reply: str) -> bool:
    """Do the words take up what the agent did only as far as the change at hand reaches? "do
    that everywhere" after "I added `X` to the handler" asks for it in the rest of this work, as
    a comment taken up "everywhere" does (`adopted`); a habit word, or an agent's message that
    offers a way for the work to come, makes a rule of it."""
    said = own_words(words)
    if not _EVERYWHERE.search(said) or _HABIT.search(said):
        return False
    told = [s for s in re.split(r"(?<=[.!?])\s+", reply.strip()) if s]
    return bool(told) and not any("?" in s for s in told) and all(_DEED.match(s) for s in told)
