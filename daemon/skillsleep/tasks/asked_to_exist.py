"""Cue parts shared by the kinds of work that make a new thing (an environment, a component, a
warehouse's model): the verb that asks for it to exist, and the words between the verb and the
thing, which hold no place it is put in.

"add a staging environment" asks for one; "add the key to the staging env" adds a key, the
environment being where it goes. Each kind's cues read the thing by its own words; what asks
for it and what would make it a place are the same for every such kind, so they are said once
here, and a kind adds only the words that are its own ("stand up" an environment, "implement"
a component, a layer's "new" model).
"""

from __future__ import annotations

# Verbs that ask a thing to exist: made, or needed.
_MADE = ("add", "create", "build", "make", "write", "need", "needs", "want")
# Words that make the thing after them the place of other work.
_PLACES = ("to", "in", "into", "on", "onto", "from", "of")


def made(*more: str) -> str:
    """A verb that asks a thing to exist, or one of the kind's own (`more`), as a whole word."""
    return r"\b(?:" + "|".join((*_MADE, *more)) + r")\b"


def not_a_place(*more: str, span: int = 40) -> str:
    """Up to `span` characters of one sentence without a word that makes what follows a place
    (nor any of `more`, the kind's own words that make it other work)."""
    return rf"(?:(?!\b(?:{'|'.join((*_PLACES, *more))})\b)[^.?!\n]){{0,{span}}}?"
