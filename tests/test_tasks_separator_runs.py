"""A pasted log's or table's run of spaces, tabs, newlines, commas, dots or dashes costs the rule
readers time in proportion to it (or its square where a pattern is searched at every position),
and every clause is read as before: each rewritten pattern finds the same span, groups, `sub`,
`split` and `finditer` cuts as its former writing on thousands of texts built from the words it
looks for and the separators around them.

A quantifier over a run followed by what can never be a character of the run took every length
of the run back before it failed; two sharing a run (`\\s*,?\\s+`, `\\s*(?:...|\\s-\\s|\\s+...)`,
`\\W*\\S+[\\s,.!-]+`) tried every split of it. The forms that find the same:
- `\\s++W` (possessive) where W opens on a word or a mark; searched everywhere,
  `(?<!\\s)\\s++W`: a match from inside a run is one from its start too, further left (not where
  a pattern is matched at a position of a sentence, or where `sub` goes on right after a match
  that ends in a space, as `[\\s,]+(?:even if|...)\\s` does);
- `(?:\\s*+,)?\\s++W` for `\\s*,?\\s+W`: the same strings, the comma or W decides the split;
- a banned action's trailing joins, `(?:\\s(?:and|but|so)\\s|\\s|[,;:-])*+`: each joining word with
  a space of its own on either side, read in one pass;
- a refusal said for good, `\\S+[\\s,.!-]+` as `(?:\\S*[^\\s,.!-]|[,.!-])[\\s,.!-]++`: where
  the word ends only the end of the separators after it tells what follows, so one end per run
  is tried.

Measured, never asserted (the project times in benchmarks/): the worst of search and sub on
texts with a run of 400 of one separator mixed with words, before -> after (ms):
  mine._FOR_GOOD 20300 (projected; 3800 measured on 300 dashes) -> 4.8,
  _WHAT_IT_SAYS 1269 -> 1.6, _REASON 748 -> 0.5, conditions._BANNED_ACTION 490 -> 3.9,
  _CONTRAST 74 -> 26 (what is left: one token of 400 dots or dashes, 20 ms before and after),
  _OBJECT_END 73 -> 0.2, _CLAUSE_SPLIT 61 -> 1.9, mine._NARROWS 53 -> 0.7, PHRASE_END 48 -> 0.2,
  _A_KIND_SHOWN_BY 40 -> 4.3, _CONCESSION 12 -> 0.8, _OFFERED_AFTER 0.4 -> 0.2.
"""

from __future__ import annotations

import random
import re

import pytest

from skillsleep.tasks import directives, terms
from skillsleep.tasks.judges import conditions, mine

# Of what stands around the patterns' words in people's clauses and in pasted text.
SEPARATORS = [" ", "  ", "   ", "\t", "\n", ",", ", ", " ,", ";", ":", "-", " - ", "—", ".",
              "!", "`", "'", '"', "x", "`x`", "use", "never", "and", "it", "é", "CLAUDE.md",
              "the build", "tests"]


def _words_of(pattern: str) -> list[str]:
    """The plain words and phrases a pattern looks for, as people would type them, in the order
    the pattern names them (words named together are read together: "done" before "run")."""
    found = re.findall(r"[a-z]+(?: [a-z]+)*", re.sub(r"\\[a-zA-Z]", " ", pattern))
    return list(dict.fromkeys(found))


def _texts(pattern: re.Pattern[str], count: int) -> list[str]:
    # Each text draws on the separators and on a few words of the pattern: every other text on
    # words it names side by side, the others on words from all over it.
    rng = random.Random(7)
    words = _words_of(pattern.pattern)
    texts = []
    for n in range(count):
        at = rng.randrange(len(words))
        near = words[max(0, at - 4):at + 4] if n % 2 else rng.sample(words, min(len(words), 12))
        pieces = SEPARATORS + near + [f" {word} " for word in near]
        texts.append("".join(rng.choice(pieces) for _ in range(rng.randint(1, 10))))
    return texts


_TYPED_ON = (r"(?:(?<=\bdone)|(?<=\bfinished)|(?<=\bready)|(?<=\bback))\s+"
             r"(?=(?:run|make sure|check|execute)\s)")
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
                                (r"\s*+(?:;|,", r"\s*(?:;|,"),
                                # The cut right after "done" is no longer one after spaces.
                                (r"(?<!/)\.\.\.|:\s+(?=[a-z]))|" + _TYPED_ON + r")\s*",
                                _TYPED_ON + r"|(?<!/)\.\.\.|:\s+(?=[a-z])))\s*")]),
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
    assert matched > 20  # the texts hold what the pattern looks for, in many arrangements


@pytest.mark.parametrize("pattern, parts", REWRITTEN, ids=lambda p: getattr(p, "pattern",
                                                                         str(p))[:24])
def test_no_rewritten_pattern_takes_back_its_run_again(pattern, parts):
    # The forms that split a run every way, or from each of its characters, are gone.
    assert [before for _, before in parts if before in pattern.pattern] == []
