"""A pasted log's or table's run of spaces, tabs, newlines, commas or dashes costs the rule
readers time in proportion to it, and every clause is read as before.

A pattern searched at every position that opens on a run (`\\s+that ...`, `[\\s,]+even if`,
`\\s*,\\s*just`) tries the run from each of its characters, and takes every length of it back
before it fails: a run of 400 spaces cost the square of it, and two quantifiers sharing the run
(`\\s*,?\\s+`, `\\s*(?:...|\\s-\\s|\\s+...)`) the cube. The forms here find the same span in every
text, because what follows the run can never be a character of it:
- `(?<!\\s)\\s++W` for `\\s+W` where W opens on a word: a match starting inside a run is also a
  match from the run's start, which is further left, so a search never starts inside a run, and
  the run taken whole (possessive) is the only length that can be followed by W;
- `(?:\\s*+,)?\\s++W` for `\\s*,?\\s+W`: the same strings, and the comma or W decides the split.
Measured by the scan of every compiled pattern of the readers (search and sub on texts with a
run of 400 of one separator, mixed with words; not asserted here, timings in benchmarks/ only),
the worst text of each, before -> after:
  _WHAT_IT_SAYS 3083 ms -> 0.5 ms, _REASON 1160 ms -> 0.6 ms, _CONTRAST 150 ms -> 4 ms,
  _OBJECT_END 127 ms -> 0.3 ms, PHRASE_END 75 ms -> 0.3 ms, _CONCESSION 24 ms -> 0.2 ms,
  _OFFERED_AFTER 6 ms -> 0.2 ms.
"""

from __future__ import annotations

import random
import re

import pytest

from skillsleep.tasks import directives, terms
from skillsleep.tasks.judges import conditions, mine

# Of what stands around the patterns' words in people's clauses and in pasted text.
SEPARATORS = [" ", "  ", "   ", "\t", "\n", ",", ", ", " ,", ";", ":", "-", " - ", "—", ".",
              "!", "`", "'", '"', "x", "`x`", "use", "never", "and", "it", "é", "CLAUDE.md"]


def _words_of(pattern: str) -> list[str]:
    """The plain words and phrases a pattern looks for, as people would type them."""
    return sorted(set(re.findall(r"[a-z]+(?: [a-z]+)*", re.sub(r"\\[a-zA-Z]", " ", pattern))))


def _texts(pattern: re.Pattern[str], count: int) -> list[str]:
    rng = random.Random(7)
    words = _words_of(pattern.pattern)
    words = rng.sample(words, min(len(words), 12))
    pieces = SEPARATORS + words + [f" {word} " for word in words]
    return ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 10)))
            for _ in range(count)]


# Each reader's pattern, the parts of it rewritten, and each part as it was written before.
REWRITTEN = [
    (directives._OBJECT_END, [(r"(?<!\s)\s++(?:that", r"\s+(?:that")]),
    (terms.PHRASE_END, [(r"(?<!\s)\s++(?:in", r"\s+(?:in")]),
    (directives._OFFERED_AFTER, [(r"(?<!\s)\s*+,\s*+", r"\s*,\s*")]),
    (directives._CONCESSION, [(r"[\s,]++(?:even\s++", r"[\s,]+(?:even\s+")]),
    (directives._REASON.full, [(r"(?<!\s)(?:\s*+[,;—-])?\s*+", r"\s*(?:,|;|-|—)?\s*")]),
    (directives._CONTRAST.full, [(r"(?:\s*+,)?\s++(?:and", r"\s*,?\s+(?:and")]),
    (directives._WHAT_IT_SAYS, [(r"(?:\s*+[:—–]|\s++-\s|(?:\s*+,)?\s++(?:so",
                                 r"\s*(?:[:—–]|\s-\s|,?\s+(?:so")]),
    (directives._CLAUSE_SPLIT, [(r"(?:\s++(?:[-—–]", r"(?:\s+(?:[-—–]"),
                                (r"\s*+(?:;|,", r"\s*(?:;|,")]),
    (directives._A_KIND_SHOWN_BY, [(r"(?:\s*+,)?\s++(?:like", r"\s*,?\s+(?:like"),
                                   (r"(?:\s*+,)?\s++`", r"\s*,?\s+`")]),
    (conditions._BANNED_ACTION, [
        (r"(?:\s(?:and|but|so)\s|\s|[,;:\u2014\u2013-])*+(?:(?:just|instead|rather|always)\W++)*+$",
         r"\s*(?:[,;:\u2014\u2013-]\s*|\s+(?:and|but|so)\s+)*(?:(?:just|instead|rather|always)\W+)*$")]),
    (mine._FOR_GOOD, [(r"(?:\S*[^\s,.!-]|[,.!-])[\s,.!-]++", r"\S+[\s,.!-]+")]),
    (mine._NARROWS, [(r"`?\s*+(?:for|to)", r"`?\s*(?:for|to)"),
                     (r"`?\s*+(?!", r"`?\s*(?!")]),
]
# Matched at a position of a sentence (after a term or a file's name), where a lookbehind would
# see the text before it: these are rewritten without one.
MATCHED_WITHIN = {directives._WHAT_IT_SAYS, mine._NARROWS}


def _as_written_before(pattern: re.Pattern[str], parts: list[tuple[str, str]]
                       ) -> re.Pattern[str]:
    written = pattern.pattern
    for now, before in parts:
        assert written.count(now) == 1, (now, written)
        written = written.replace(now, before)
    return re.compile(written, pattern.flags)


@pytest.mark.parametrize("pattern, parts", REWRITTEN, ids=lambda p: getattr(p, "pattern",
                                                                         str(p))[:24])
def test_a_rewritten_pattern_finds_the_same_in_every_text(pattern, parts):
    old = _as_written_before(pattern, parts)
    matched = 0
    for text in _texts(pattern, 6_000):
        found, expected = pattern.search(text), old.search(text)
        assert (found and (found.span(), found.groupdict())) \
            == (expected and (expected.span(), expected.groupdict())), text
        assert pattern.sub("", text) == old.sub("", text), text
        assert [m.span() for m in pattern.finditer(text)] == \
            [m.span() for m in old.finditer(text)], text
        assert pattern.split(text, 1) == old.split(text, 1), text
        at = pattern.match(text)
        assert (at and at.span()) == ((m := old.match(text)) and m.span()), text
        if pattern in MATCHED_WITHIN:
            for pos in range(len(text)):
                at, m = pattern.match(text, pos), old.match(text, pos)
                assert (at and at.span()) == (m and m.span()), (text, pos)
        matched += found is not None
    assert matched > 50  # the texts hold what the pattern looks for, in many arrangements


@pytest.mark.parametrize("pattern, parts", REWRITTEN, ids=lambda p: getattr(p, "pattern",
                                                                         str(p))[:24])
def test_no_rewritten_pattern_takes_back_its_run_again(pattern, parts):
    # The forms that split a run every way, or from each of its characters, are gone.
    assert [before for _, before in parts if before in pattern.pattern] == []
