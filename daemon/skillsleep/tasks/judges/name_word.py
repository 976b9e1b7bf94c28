"""A word the team keeps out of the names it declares: "we call them handlers, not controllers"
after the agent added `UserController`; "never name a package `utils`".

The rule is about names the work gives, so it is checked on them alone (`declared.py`): the types,
functions and components the work declares, or the packages it declares, never every line that
holds the word. An edit that calls the existing `UserController` gives no name and breaks no
rule; `class OrderController` does. A word of names is a part of one (`Controller` at the end of
`UserController`, `I` at the start of `IUserStore`, in the letter case the code writes it) or a
whole name (`utils`). Work that declares no name of the kind is work the rule is not about: its
check says nothing of it (None).

One identifier written anew ("it's `userId`, not `userID`") is the same kind of rule: the old
form is kept out of every name the work declares, and the line written says the form to write.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .attempt import Attempt
from .base import Judge, judge_kind
from .declared import KINDS
from .naming import article

# The names a word of code names is kept out of: those of code the work declares, or of packages.
# A name respelled ("`userId`, not `userID`") is kept out of every name the code declares, the
# variables, constants and a module's top bindings too.
_OF = {"code": ("types", "functions", "components"), "packages": ("packages",),
       "names": ("types", "functions", "components", "variables", "constants", "bindings")}
_PLACES = ("suffix", "prefix", "whole")


def carries(name: str, word: str, place: str) -> bool:
    """Does the name carry the word where the rule keeps it out? A part is one word of the name,
    in any case the name's style writes it (`Controller` ends `UserController` and
    `make_controller`, not `Controllers` nor `Recontroller`; `I` starts `IUserStore`, not
    `Index`); a whole name is the name, in any case (`utils`, `Utils`)."""
    if place == "whole":
        return name.lower() == word.lower()
    if len(name) <= len(word):
        return False
    if place == "suffix":
        start = len(name) - len(word)
        return name.lower().endswith(word.lower()) and (
            name[start - 1] in "_$" or (name[start].isupper() and not name[start - 1].isupper()))
    after = name[len(word)]
    return name.lower().startswith(word.lower()) and (
        after in "_$" or after.isdigit() or (after.isupper() and name[len(word) - 1].isupper()))


@judge_kind
@dataclass
class NameWithout(Judge):
    """The names the work declares do not carry `word` (at `place`): "Do not name types with a
    `Controller` suffix.", "Do not name a package `utils`."."""

    kind = "name_without"
    reads = "code"
    held_by_scope = True
    word: str = ""
    place: str = "suffix"   # "suffix", "prefix", or "whole" for a name as a whole
    names: str = "code"     # "code" (types, functions, components), "names" (those, the
    #                         variables, constants and a module's top bindings) or "packages"
    instead: str = ""       # the form a name respelled is written in ("userId" for "userID")

    def validate(self) -> None:
        if not isinstance(self.word, str) or not self.word.strip():
            raise ValueError("word must be a non-empty string")
        if self.place not in _PLACES:
            raise ValueError(f"place must be one of: {', '.join(_PLACES)}")
        if self.names not in _OF:
            raise ValueError(f"names must be one of: {', '.join(_OF)}")
        if not isinstance(self.instead, str):
            raise ValueError("instead must be a string")

    def params(self) -> dict[str, Any]:
        params = super().params()
        if not params["instead"]:
            params.pop("instead")  # stored as before for a word kept out of names
        return params

    def score(self, attempt: Attempt) -> float | None:
        found = [n for kind in _OF[self.names] for n in KINDS[kind].names(attempt) or []]
        if not found:
            return None  # the work declares no name of the kind: the rule is not in play
        return 0.0 if any(carries(n, self.word, self.place) for n in found) else 1.0

    def _said(self) -> str:
        if self.place == "whole":
            if self.names == "names":
                return f"name anything `{self.word}`"
            return f"name a {'package' if self.names == 'packages' else 'thing'} `{self.word}`"
        kind = "packages" if self.names == "packages" else "types or functions"
        return f"name {kind} with {article(self.word)} `{self.word}` {self.place}"

    def describe(self) -> str:
        return f"the change must not {self._said()}"

    def instruction(self) -> str | None:
        instead = f"; write `{self.instead}`" if self.instead else ""
        return f"Do not {self._said()}{instead}."

    def subject(self) -> tuple[str, ...]:
        return (self.kind, self.names, self.word.lower())

    def key_terms(self) -> list[str]:
        return [self.word]
