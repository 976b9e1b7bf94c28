"""Operators people name by words, and the sign each stands for.

"Never use double bangs", "don't use the walrus operator", "avoid the spread operator in hot
paths" ban an operator as surely as "never use `!!`" does: the words name one sign, the same in
every language that has it. Only names that point at one sign wherever they are said are here;
a name two languages give to different signs ("non-null assertion": Kotlin's `!!`, TypeScript's
`!`; "safe navigation": `?.` or Ruby's `&.`; "splat") or to no sign ("ternary", "pipe") names
none, and the words give no check.
"""

from __future__ import annotations

import re

# The name said (a pattern, singular or plural, "operator" or "syntax" after it or not), and the
# sign.
_NAMED = (
    (r"double[\s-]bangs?|bang[\s-]bang(?:\s+operators?)?", "!!"),
    (r"walrus(?:\s+operators?)?|assignment\s+expressions?", ":="),
    (r"spread\s+(?:operators?|syntax)|object\s+spreads?|array\s+spreads?", "..."),
    (r"null(?:ish)?[\s-]coalescing(?:\s+operators?)?", "??"),
    (r"optional[\s-]chaining(?:\s+operators?)?", "?."),
    (r"elvis(?:\s+operators?)?", "?:"),
    (r"spaceship(?:\s+operators?)?", "<=>"),
)
_DETERMINERS = re.compile(r"^(?:(?:the|a|an|any|all|every)\s+)+", re.I)


# Where the name ends: the end of the words, or the place or purpose said after it ("the
# spread operator in hot paths").
_END = r"(?=[\s,.;:!?]*$|\s+(?:in|inside|within|on|for|to|when|while|unless|except)\b)"


# Each name as it must end, compiled once, as the module is imported.
_NAMED_TO_END = tuple((re.compile(rf"(?:{said}){_END}", re.I), sign) for said, sign in _NAMED)


def operator_named(phrase: str) -> str:
    """The sign the phrase names as its object ("the walrus operator": ":="), or ""."""
    words = _DETERMINERS.sub("", " ".join(phrase.split()))
    return next((sign for said, sign in _NAMED_TO_END if said.match(words)), "")
