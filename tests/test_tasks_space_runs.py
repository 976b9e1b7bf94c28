"""A run of spaces (a pasted table's padding, an aligned column of a log) costs the rule readers
time in proportion to it, not to its cube, and every clause is read as before.

A pattern searched at every position that opens on `\\s*,?\\s+` ("..., in this repo", "...,
please") has two quantifiers that share a run of spaces with no comma in it: at every space of
the run the search tries every split of the rest (a clause of 80 spaces took 20 ms for one
pattern, one of 400 spaces four seconds for the reader). Written `(?:\\s*,)?\\s+` the pattern
matches the same texts and finds the same span in each, and each space is split once. (What it
saves is measured, not asserted: on a run of 400 spaces the reader took 4.1 s before, 0.23 s
after.)
"""

from __future__ import annotations

import random
import re

import pytest

from skillsleep.tasks import directives
from skillsleep.tasks.gated import Gated
from skillsleep.tasks.judges import mine

SPACES_THEN_COMMA = r"(?:\s*,)?\s+"
SPLIT_TWO_WAYS = r"\s*,?\s+"

# The readers' patterns searched at every position that open on spaces around a comma.
OPENING_ON_SPACES = [
    directives._PLEASE_AFTER,
]
# (`_EXCEPTED`, `_CONTRAST_CUT` and `_IF_YOU_WANT`, read from the start of a run only: the
# separator-run tests; `_PROJECT_SAID_LAST`, read so too: test_tasks_reader_worst_case.py, against
# its `(?:\s*,)?\s+` source.)
OPENING_ON_SPACES_OR_NONE: list[re.Pattern[str]] = []

# Of words the patterns look for, and of what stands around them in people's clauses.
PIECES = [" ", "  ", "\t", "\n", ",", ", ", " ,", ";", "in this repo", "in our code",
          "in our codebase", "please", "except", "other than", "not", "never", "and",
          "instead of", "if you want", "when you'd like", "it", "use", "`x`", ".", "!", "just",
          "base", "X", "é"]


def _texts(count: int) -> list[str]:
    rng = random.Random(24)
    return ["".join(rng.choice(PIECES) for _ in range(rng.randint(1, 9))) for _ in range(count)]


def _as_written_before(pattern: re.Pattern[str], now: str, before: str) -> re.Pattern[str]:
    assert pattern.pattern.startswith(now), pattern.pattern
    return re.compile(before + pattern.pattern[len(now):], pattern.flags)


@pytest.mark.parametrize("pattern", OPENING_ON_SPACES + OPENING_ON_SPACES_OR_NONE,
                         ids=lambda p: p.pattern[:30])
def test_spaces_opening_a_pattern_are_split_once_and_find_the_same(pattern):
    if pattern in OPENING_ON_SPACES:
        before = _as_written_before(pattern, SPACES_THEN_COMMA, SPLIT_TWO_WAYS)
    else:
        before = _as_written_before(pattern, r"\s*(?:,\s*)?", r"\s*,?\s*")
    matched = 0
    for text in _texts(5_000):
        found, expected = pattern.search(text), before.search(text)
        assert (found and found.span()) == (expected and expected.span()), text
        assert pattern.sub("", text) == before.sub("", text), text
        matched += found is not None
    assert matched > 20  # the texts hold what the pattern looks for, in many arrangements


def _patterns_of(module) -> list[tuple[str, str]]:
    found = []
    for name, value in vars(module).items():
        if isinstance(value, Gated):
            value = value.regex
        if isinstance(value, re.Pattern):
            found.append((name, value.pattern))
    return found


def test_no_reader_pattern_opens_on_spaces_split_two_ways():
    # Anchored ("^\s*,?\s+...") a pattern tries one position and is left as written.
    opening = re.compile(r"(?:\\s\*(?:,|\[[^\]]*\])\?\\s[*+])")
    offending = [f"{module.__name__}.{name}"
                 for module in (directives, mine)
                 for name, pattern in _patterns_of(module)
                 if opening.match(pattern)]
    assert offending == []
