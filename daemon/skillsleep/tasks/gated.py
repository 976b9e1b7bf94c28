"""One case-insensitive pattern run only on texts that hold a string every match of it holds.

The rule readers try dozens of patterns on every clause of every request, and most clauses hold
none of the words a given pattern needs ("deprecated", "instead", "other ideas?"), yet a failed
search still tries the pattern at every position of the text. `Gated` reads the strings the
pattern needs from the pattern itself (`cues.needs`, as the regular-expression parser sees it)
and answers without running it when none of them is in the text: `search`, `match`, `finditer`
and `sub` give exactly what the compiled pattern gives. A pattern that needs no string always
runs. Inside a `compiledpatterns.kept` block (the miner's import) the strings are taken from
those kept for the installation, as the pattern's program is: the mining processes forked after
the import then parse no pattern each, where reading them at first use had every one of them
parse the same patterns again. Elsewhere they are read at the pattern's first use: importing the
readers parses no pattern.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from .. import compiledpatterns
from . import cues
from .cues import fold, needs


class Gated:
    """A compiled case-insensitive pattern whose searches skip texts it cannot match."""

    def __init__(self, pattern: str) -> None:
        self.regex = re.compile(pattern, re.I)
        self._needs: tuple[str, ...] | None = None
        if compiledpatterns.keeping():
            self._needs = compiledpatterns.remembered(
                "cue-needs", pattern, lambda: needs(pattern), cues.__file__)

    def may_match(self, text: str) -> bool:
        """Does the text hold a string the pattern needs (so that it may match)?"""
        if self._needs is None:
            self._needs = needs(self.regex.pattern)
        if not self._needs:
            return True
        low = fold(text)
        # No generator: this runs for every clause and pattern.
        return any(map(low.__contains__, self._needs))

    def search(self, text: str) -> re.Match[str] | None:
        return self.regex.search(text) if self.may_match(text) else None

    def match(self, text: str) -> re.Match[str] | None:
        return self.regex.match(text) if self.may_match(text) else None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.regex.finditer(text) if self.may_match(text) else iter(())

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str) -> str:
        return self.regex.sub(repl, text) if self.may_match(text) else text
