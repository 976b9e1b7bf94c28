"""One case-insensitive pattern run only on texts that hold a string every match of it holds.

The rule readers try dozens of patterns on every clause of every request, and most clauses hold
none of the words a given pattern needs ("deprecated", "instead", "other ideas?"), yet a failed
search still tries the pattern at every position of the text. `Gated` reads the strings the
pattern needs from the pattern itself (`cues.needs_each`, as the regular-expression parser sees
it: a string of each of its sets) and answers without running it when the text lacks every
string of one set: `search`, `match`, `finditer` and `sub` give exactly what the compiled
pattern gives. A pattern that needs no string always runs. Inside a `compiledpatterns.kept`
block (the miner's import) the strings are taken from those kept for the installation, as the
pattern's program is: the mining processes forked after the import then parse no pattern each,
where reading them at first use had every one of them parse the same patterns again. Elsewhere
they are read at the pattern's first use: importing the readers parses no pattern.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from .. import compiledpatterns
from . import cues
from .cues import fold, holds_each, needs_each


class Gated:
    """A compiled case-insensitive pattern whose searches skip texts it cannot match."""

    def __init__(self, pattern: str) -> None:
        self.regex = re.compile(pattern, re.I)
        self._needs: tuple[tuple[str, ...], ...] | None = None
        if compiledpatterns.keeping():
            self._needs = compiledpatterns.remembered(
                "cue-needs-each", pattern, lambda: needs_each(pattern), cues.__file__)

    def may_match(self, text: str) -> bool:
        """Does the text hold a string of each set the pattern needs (so that it may match)?"""
        if self._needs is None:
            self._needs = needs_each(self.regex.pattern)
        return not self._needs or holds_each(fold(text), self._needs)

    def search(self, text: str) -> re.Match[str] | None:
        return self.regex.search(text) if self.may_match(text) else None

    def match(self, text: str) -> re.Match[str] | None:
        return self.regex.match(text) if self.may_match(text) else None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.regex.finditer(text) if self.may_match(text) else iter(())

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str) -> str:
        return self.regex.sub(repl, text) if self.may_match(text) else text
