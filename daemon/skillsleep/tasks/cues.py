"""Case-insensitive cue patterns searched only where the words they need occur.

A kind of work is asked for by any of many cue patterns, and most of a history's requests ask
for few of them, so most searches fail after trying every pattern at every position of a long
request. Nearly every pattern needs one of a few literal strings ("commit", "rebas", "review"):
`needs` reads them from the pattern itself, as the regular-expression parser sees it, and
`Cues.search` runs a pattern only when one of them is in the text. A pattern made of several
parts needs a string of each ("address ... comments": one of the verbs and one of the nouns), and
is run only when the text holds one of every such set (`needs_each`): most texts that hold a
verb of it hold none of its nouns, and a failed search of a long pattern costs far more than
looking for a few strings. The strings are derived, never written beside the patterns, so the
two cannot drift apart (and each pattern is compiled from the parse they were read from: a
pattern is parsed once); a pattern that needs no literal (an optional part, a character class)
is always run. `Cues.search` answers exactly as the patterns' alternation would: a string of
each set the pattern needs is in every text it matches, case folded as `re.IGNORECASE` folds it.
A character without case ("→") is such a string too: the engine matches it as itself alone. A
long list (a kind's dozens of patterns) files its strings by their rarest three-letter part,
kept for the installation with the patterns: one set intersection with the text's parts, which
every kind's list reading the same words shares, leaves the few strings worth looking for.
"""

from __future__ import annotations

import re
from functools import cached_property, lru_cache
from typing import Any

from ..compiledpatterns import keeping, remembered

try:  # the regular-expression parser's own modules, as CPython 3.11 and later name them
    import re._compiler as sre_compile
    import re._constants as sre
    import re._parser as sre_parse
except ImportError:  # a Python without them: no pattern is gated, each runs on every text
    sre = sre_parse = sre_compile = None  # type: ignore[assignment]

# Does a character have a case? `re` compiles one without as itself alone under IGNORECASE.
# (The engine's own test, where this Python has it; without it, only ASCII gates.)
_iscased = getattr(getattr(sre_compile, "_sre", None), "unicode_iscased", None)
# Zero-width items: the characters on either side of them are next to each other in the text.
_ZERO_WIDTH = {sre.AT, sre.ASSERT, sre.ASSERT_NOT} if sre else set()
_REPEATS = {sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT} if sre else set()
# `re.IGNORECASE` matches "i" to "ı" and "İ", and "s" to "ſ", which `str.lower` keeps apart
# (and "İ" lowers to two characters): folded to their letters first, every match of a pattern's
# literal is a substring of the lowered text.
_FOLD = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s"})


def fold(text: str) -> str:
    """The text as `Cues.search` looks for the strings a pattern needs in it."""
    if text.isascii():
        return text.lower()
    # Translating costs a dictionary look-up per character; most non-ASCII text (an arrow, a
    # dash, an emoji) holds none of the three letters, each looked for at C speed.
    if "\u0130" in text or "\u0131" in text or "\u017f" in text:
        return text.translate(_FOLD).lower()
    return text.lower()


def _literal(op: Any, av: Any) -> str | None:
    """The one lowered character an item matches: an ASCII one, or one without case ("→"),
    which the engine matches as itself alone and lowering keeps; else None."""
    if op is sre.LITERAL:
        char = chr(av).lower()
    elif op is sre.IN and av and all(o is sre.LITERAL for o, _ in av) \
            and len({chr(a).lower() for _, a in av}) == 1:
        char = chr(av[0][1]).lower()  # "[Cc]": one letter in either case
    else:
        return None
    return char if char.isascii() or (_iscased is not None and not _iscased(ord(char))) \
        else None


def _best(sets: list[frozenset[str]]) -> frozenset[str]:
    """Of sets a text must meet, the one whose shortest string is longest: the rarest in text."""
    return max(sets, key=lambda f: min(map(len, f)))


def _needs(items: Any) -> list[frozenset[str]]:
    """Sets of strings a text matched by a sequence of parsed items holds one of each of."""
    found: list[frozenset[str]] = []
    run: list[str] = []
    for op, av in items:
        char = _literal(op, av)
        if char is not None:
            run.append(char)
            continue
        if op in _ZERO_WIDTH:
            continue  # "\bcommit\b": the run goes on across the boundary
        if run:
            found.append(frozenset({"".join(run)}))
            run = []
        if op is sre.SUBPATTERN:
            found += _needs(av[-1])
        elif op is sre.BRANCH:
            # One branch matches: a string of any branch's, if every branch needs one.
            branches = [_needs(b) for b in av[1]]
            if all(branches):
                found.append(frozenset().union(*map(_best, branches)))
        elif op in _REPEATS and av[0] >= 1:
            found += _needs(av[2])
    if run:
        found.append(frozenset({"".join(run)}))
    return found


def needs(pattern: str) -> tuple[str, ...]:
    """Lowered strings one of which is in every text `pattern` matches case-insensitively
    (the rarest such set the pattern shows), or () when it needs none."""
    each = needs_each(pattern)
    return each[0] if each else ()


# Kept per pattern: a pattern built for each standing preference ("take back `X`") is read
# again after every harvest, and parsing it costs as much as the rest of a re-harvest's mining.
@lru_cache(maxsize=512)
def needs_each(pattern: str) -> tuple[tuple[str, ...], ...]:
    """Sets of lowered strings, a string of each of which is in every text `pattern` matches
    case-insensitively: the rarest set first (what `needs` gives), then the others that a text
    holding the sets before them may still lack; () when it needs none."""
    if sre_parse is None:
        return ()
    return _needs_each_of(sre_parse.parse(pattern, re.I))


def _needs_each_of(parsed: Any) -> tuple[tuple[str, ...], ...]:
    found = _needs(parsed)
    if not found:
        return ()
    kept = [_best(found)]
    for strings in found:
        # A set of which every string of one kept holds one already is met wherever it is.
        if not any(all(any(s in k for s in strings) for k in held) for held in kept):
            kept.append(strings)
    return tuple(tuple(sorted(strings)) for strings in kept)


def holds_each(low: str, each: tuple[tuple[str, ...], ...]) -> bool:
    """Does the folded text hold a string of every set (as `needs_each` gives them)?"""
    for strings in each:  # plain loops: this runs for every text and gated pattern
        for string in strings:
            if string in low:
                break
        else:
            return False
    return True


def _gate(pattern: str) -> tuple[tuple[tuple[str, ...], ...], re.Pattern[str]]:
    """What `needs_each(pattern)` says, and the pattern compiled as `re.compile(pattern, re.I)`
    compiles it: from the one parse, which is half the cost of compiling (a process that
    mines builds hundreds of cues)."""
    if sre_parse is None:
        return (), re.compile(pattern, re.I)
    if keeping():
        # Both kept for the installation (compiledpatterns): no parse at all.
        return (remembered("cue-needs-each", pattern, lambda: needs_each(pattern), __file__),
                re.compile(pattern, _IGNORECASE))
    parsed = sre_parse.parse(pattern, _IGNORECASE)
    return _needs_each_of(parsed), sre_compile.compile(parsed, _IGNORECASE)


# `re.compile` hands its compiler the flags as a plain number: the flag enum's operators, at
# each step of compiling, would cost more than the parse saved.
_IGNORECASE = re.IGNORECASE.value


class Cues:
    """Patterns any one of which asks for something: `search` is the alternation's search."""

    def __init__(self, *patterns: str) -> None:
        self.patterns = patterns
        gated = [(p, *_gate(p)) for p in patterns]
        always = [p for p, n, _ in gated if not n]
        self._always = re.compile("|".join(f"(?:{p})" for p in always), re.I) if always else None
        # The rarest set apart: most texts lack any of its strings, and are let go at once.
        self._gated = tuple((n[0], n[1:], rx) for _, n, rx in gated if n)
        self._index: _Index | None = None
        self._indexed = sum(len(need) for need, _, _ in self._gated) >= _INDEXED
        if self._indexed and keeping():
            # Filed once for the installation, with the patterns: a process files nothing.
            key = "\x00".join(patterns)
            self._index = _Index(self._gated, remembered(
                "cue-index", key, lambda: _filing(self._gated), __file__))

    @cached_property
    def regex(self) -> re.Pattern[str]:
        """The patterns' alternation, whose search `search` answers as. Compiled when asked for
        (searching never needs it): compiling a kind's alternation costs milliseconds, and
        every process that reads requests would pay them."""
        return re.compile("|".join(f"(?:{p})" for p in self.patterns), re.I)

    def search(self, text: str, folded: str | None = None) -> bool:
        """Does any pattern match the text? `folded` is `fold(text)`, when the caller has it."""
        if self._always is not None and self._always.search(text):
            return True
        low = fold(text) if folded is None else folded
        if self._indexed:
            if self._index is None:
                self._index = _Index(self._gated, _filing(self._gated))
            return self._index.search(text, low)
        for need, more, rx in self._gated:  # plain loops: this runs for every request and kind
            for string in need:
                if string in low:
                    if (not more or holds_each(low, more)) and rx.search(text) is not None:
                        return True
                    break
        return False


# Strings of a cue list from which looking them up by their three-letter parts pays: below it,
# a text's parts cost more to list than looking for each string in it.
_INDEXED = 24
_GRAM = 3
_Gated = tuple[tuple[str, ...], tuple[tuple[str, ...], ...], re.Pattern[str]]
# The last text's three-letter parts: a request's words are read by every kind's cues in turn.
_last_grams: tuple[str, frozenset[str]] = ("", frozenset())


def _grams(low: str) -> frozenset[str]:
    global _last_grams
    last = _last_grams  # one read: a thread between two lines sees a whole pair
    if last[0] == low:
        return last[1]
    grams = frozenset([low[i:i + _GRAM] for i in range(len(low) - _GRAM + 1)])
    _last_grams = (low, grams)
    return grams


_Filing = tuple[dict[str, tuple[tuple[str, int], ...]], tuple[tuple[str, int], ...]]


def _filing(gated: tuple[_Gated, ...]) -> _Filing:
    """Each string of the patterns' rarest sets (with its pattern's place), under the part of it
    that the fewest of the strings share; and the strings shorter than a part."""
    parts = [{s[i:i + _GRAM] for i in range(len(s) - _GRAM + 1)}
             for need, _, _ in gated for s in need]
    shared: dict[str, int] = {}
    for each in parts:
        for part in each:
            shared[part] = shared.get(part, 0) + 1
    filed: dict[str, list[tuple[str, int]]] = {}
    short: list[tuple[str, int]] = []
    for n, (need, _, _) in enumerate(gated):
        for string in need:
            if len(string) < _GRAM:
                short.append((string, n))
                continue
            own = {string[i:i + _GRAM] for i in range(len(string) - _GRAM + 1)}
            filed.setdefault(min(own, key=lambda g: (shared[g], g)), []).append((string, n))
    return {part: tuple(strings) for part, strings in filed.items()}, tuple(short)


class _Index:
    """The patterns of a long cue list, found by the strings they need as a set's member is.

    A string is in a text only if each of its three-letter parts is: each string is filed under
    the part that the fewest of the list's strings share, and one set intersection with the
    text's parts leaves the few strings worth looking for; a string shorter than a part is
    looked for in every text. A pattern whose rarest set has a string in the text is run as
    `Cues.search` runs it; which first does not matter, as the answer is whether any matches."""

    def __init__(self, gated: tuple[_Gated, ...], filing: _Filing) -> None:
        self._gated = gated
        filed, self._short = filing
        self._filed = filed
        self._parts = frozenset(filed)

    def search(self, text: str, low: str) -> bool:
        tried: set[int] = set()
        gated = self._gated
        for string, n in self._short:
            if n not in tried and string in low:
                tried.add(n)
                _, more, rx = gated[n]
                if (not more or holds_each(low, more)) and rx.search(text) is not None:
                    return True
        for part in self._parts.intersection(_grams(low)):
            for string, n in self._filed[part]:
                if n not in tried and string in low:
                    tried.add(n)
                    _, more, rx = gated[n]
                    if (not more or holds_each(low, more)) and rx.search(text) is not None:
                        return True
        return False
