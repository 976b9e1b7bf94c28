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
- where `sub` or `split` goes on from a match's end, the start it may go on from stays open:
  `(?<!\\s\\s)` after a match that ends on one space (`_CONTRAST_CUT`), `(?!(?<=\\s)\\s)` after
  one that takes the whole run and may meet a comma at once (`tool_kinds._LISTED`), and for
  marks then spaces (`kinds._FIX_IT`) no start right after a mark, nor one after a space but
  on a mark;
- `\\s(?<!\\s\\s)\\s*+W`: `(?<!\\s)\\s++W` opened on its first space, which the search looks for
  first (faster than the form before on a sentence; so is the stop that opens the words after
  a rule's sentence, `said_after._AFTER_A_STOP`, opened on the character of each way it opens,
  and not again on a space after a space or a new line after a new line);
- a token read from its first character, `(?<![\\w@./:+#-])[\\w@./:+#-]++` (`_CONTRAST`): what
  follows it is never a character of it, and from further in it the rest reads the same;
- `^(?P<old>.+?)\\s+(?:is|...)` (`_DEPRECATED`): what is named never ends on a space before
  another but its first character (one shorter, tried before, reads the same);
- `^\\W*` before a name of `[\\w.-]+` (`instruction._REVIEW_HEADER`): the name taken whole, and
  not opened on a dot or dash followed by another: opened one further on, tried before, it
  reads the same;
- `^\\W*` before a clause of up to 60 characters and spaces (`turning.NEXT_ITEM`): a clause
  that opens on a space and four more (but a line's end in the middle three) reads as the one
  opening a space later, tried before it; a run that only a word can follow taken whole.
The texts in `EDGES` are where each of the last three, written a little more greedily (a name
ending on any space before another, `\\W*+`, any five spaces), would find another match.

Measured, never asserted (the project times in benchmarks/): the worst of search and sub on
texts with a run of 400 of one separator mixed with words, before -> after (ms):
  mine._FOR_GOOD 20300 (projected; 3800 measured on 300 dashes) -> 4.8,
  _WHAT_IT_SAYS 1269 -> 1.6, _REASON 748 -> 0.5, conditions._BANNED_ACTION 490 -> 3.9,
  _CONTRAST 74 -> 26 (what was left, one token of 400 dots or dashes, is read once below),
  _OBJECT_END 73 -> 0.2, _CLAUSE_SPLIT 61 -> 1.9, mine._NARROWS 53 -> 0.7, PHRASE_END 48 -> 0.2,
  _A_KIND_SHOWN_BY 40 -> 4.3, _CONCESSION 12 -> 0.8, _OFFERED_AFTER 0.4 -> 0.2.
And (`benchmarks/pasted_shapes_bench.py`'s shapes: runs, a token, a URL, a table, traces) the
worst at 500 / 2,000 characters, before -> after (ms; `match` where the reader matches, on a
machine under load, the two forms timed side by side): turning.NEXT_ITEM 2210 / 31199 ->
0.6 / 4.9, turning.SEPARATE 121 / 1694 -> 0.02 / 0.08, _CONTRAST (token) 37 / 924 -> 0.02 /
0.09, repetition._PART_AFTER_ENDS 24 / 1267 -> 0.05 / 0.2, _OWNER_BEFORE 52 / 1077 -> 0.05 /
0.2, kinds._FIX_IT 62 / 1016 -> 0.08 / 0.3, tool_kinds._LISTED 35 / 984 -> 0.06 / 0.2,
_ASKS_FOR_OTHERS 63 / 905 -> 0.1 / 0.5, _CONTRAST_CUT 34 / 660 -> 0.1 / 0.4, _BAN_TAIL 26 / 494
-> 0.01 / 0.04, _EXCEPTED 11 / 482 -> 0.08 / 0.3, _HOUSE_AFTER 36 / 430 -> 0.03 / 0.1,
instruction._REVIEW_HEADER 10 / 399 -> 0.09 / 0.4, mine._IF_YOU_WANT 12 / 375 -> 0.04 / 0.2,
_INSTEAD_END 18 / 344 -> 0.02 / 0.07, conditions._TRAILING 13 / 227 -> 0.01 / 0.06,
_AS_THE_OTHERS 11 / 181 -> 0.01, _NOT_THAT_ONE 5 / 91 -> 0.01; on a run of new lines, the
words after a rule's sentence (said_after) 17-24 / 327-577 -> 0.05 / 0.2 for each of four;
_DEPRECATED (where it matches) 127 at 2,000 -> 0.16.
"""

from __future__ import annotations

import random
import re

import pytest

from skillsleep.tasks import directives, instruction, kinds, repetition, terms, tool_kinds, turning
from skillsleep.tasks.judges import conditions, mine, said_after

# Of what stands around the patterns' words in people's clauses and in pasted text.
SEPARATORS = [" ", "  ", "   ", "\t", "\n", ",", ", ", " ,", ";", ":", "-", " - ", "—", ".",
              "!", "`", "'", '"', "x", "`x`", "use", "never", "and", "it", "é", "CLAUDE.md",
              "the build", "tests"]
# And what stands in the texts some patterns read: a question's mark, a forge's review header.
AROUND = {directives._ASKS_FOR_OTHERS.regex: ["?", " ?", "any other ideas?", "thoughts?",
                                             "better ways ?", "got other options"],
          instruction._REVIEW_HEADER: ["2", "_", "__", "**", "@", "·", "[bot]", "AI", "i", "we",
                                       "Marta", "3 hours", "jlee reviewed", "..", "--",
                                       "ci-bot commented on", "i reviewed 2 out of 2"],
          directives._NOT_THAT_ONE: [" not `x`", ", never `db.Query`", "instead of `y`."],
          directives._HOUSE_AFTER: ["in this repo", "across our codebase", "around here"],
          directives._OWNER_BEFORE: ["JUnit's", "pandas'", "node.js's", "it's"],
          mine._IF_YOU_WANT: ["if you want", "when you'd like it", "if you prefer"],
          directives._DEPRECATED.regex: ["is deprecated", "'s legacy", "are now being phased out",
                                         "was retired", "use", "in favour of", "`y`"],
          said_after._ONLY_NEXT: ["Only in the web package", "just when you touch it", "Only"],
          said_after._APPLIES_NEXT: ["This applies to tests", "that's just for the worker",
                                     "it holds for", "the rule is only for"]}
# Texts where a form that reads a run once would find another match than the form before, were
# it written a little more greedily: a name of spaces alone, a clause of spaces before a line's
# end, a header whose name the reader finds only inside a run of dots.
EDGES = {directives._DEPRECATED.regex: ["  is deprecated", " \t are legacy", "x   is retired",
                                        "`x`  \n  is deprecated", "a  's legacy"],
         turning.NEXT_ITEM: ["   \n next", "    \t next", "-     up next", "     \n\n  next!"],
         instruction._REVIEW_HEADER: ["..i reviewed 2 out of 2 changed files",
                                      "--we commented on x", ".-you left a comment",
                                      "...marta__ reviewed"],
         # (after a question, a stop run together, a line's end or spaces before a new line)
         **{p: [f"use `x`{stop}{gap}{word} in tests" for stop in ("", ".", "!", "?", "..")
                for gap in ("\n\n", " \n \n", "  \t", "\n  ", " -- ", "\t—  ", ". \n")
                for word in ("except", "only", "this applies to", "when")]
            + [f"use `x`. {word} in tests \n{word} in docs" for word in (
                "except", "only", "this applies to", "when")]
            for p in (said_after._CARVE_OUT_NEXT.regex, said_after._FRAGMENT_NEXT,
                      said_after._ONLY_NEXT, said_after._APPLIES_NEXT)}}


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
        pieces = SEPARATORS + AROUND.get(pattern, []) + near + [f" {word} " for word in near]
        texts.append("".join(rng.choice(pieces) for _ in range(rng.randint(1, 10))))
    return texts


AFTER_A_STOP_BEFORE = r"(?<![.!?])(?:\.\s+|[ \t]*\n\s*|[ \t]+(?:\u2014|\u2013|--?)[ \t]+)"
_TYPED_ON = (r"(?:(?<=\bdone)|(?<=\bfinished)|(?<=\bready)|(?<=\bback))\s+"
             r"(?=(?:run|make sure|check|execute)\s)")
# Each reader's pattern, the parts of it rewritten, and each part as it was written before.
REWRITTEN = [
    (directives._OBJECT_END, [(r"(?<!\s)\s++(?:that", r"\s+(?:that")]),
    (terms.PHRASE_END, [(r"(?<!\s)\s++(?:in", r"\s+(?:in")]),
    (directives._OFFERED_AFTER, [(r"(?<!\s)\s*+,\s*+", r"\s*,\s*")]),
    (directives._CONCESSION, [(r"[\s,]++(?:even\s++", r"[\s,]+(?:even\s+")]),
    (directives._REASON.full, [(r"(?<!\s)(?:\s*+[,;—-])?\s*+", r"\s*(?:,|;|-|—)?\s*")]),
    (directives._CONTRAST.full, [(r"(?:\s*+,)?\s++(?:and", r"\s*,?\s+(?:and"),
                                 (r"(?<![\w@./:+#-])[\w@./:+#-]++(?:\(\))?)(?:\s+(?:module",
                                  r"[\w@./:+#-]+(?:\(\))?)(?:\s+(?:module")]),
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
    (turning.NEXT_ITEM, [(r")*(?!\s[^\S\n]{3}\s)(?:(?:next up", r")*(?:(?:next up"),
                         (r"(?<!\bhandling)[\s.!]*+$", r"(?<!\bhandling)[\s.!]*$"),
                         (r"{3,60}?)\s++(?:is", r"{3,60}?)\s+(?:is"),
                         (r"next)[\s.!]*+$", r"next)[\s.!]*$")]),
    (turning.SEPARATE, [(r"(?:^|[.!?;]\s++)\W*+", r"(?:^|[.!?;]\s+)\W*"),
                        (r"but)[\s,]++)*", r"but)[\s,]+)*")]),
    (instruction._REVIEW_HEADER, [(r"^\W*(?![.-][.-])(?!(?:i|we|you)\b)[\w.-]++",
                                   r"^\W*(?!(?:i|we|you)\b)[\w.-]+")]),
    (directives._ASKS_FOR_OTHERS.regex, [
        (r"(?<!\s)(?:\s*+[,;:-]\s*+|\s++)(?:(?:do", r"(?:\s*[,;:-]\s*|\s+)(?:(?:do"),
        (r"(?<!\s)\s*+[,;:-]\s*+(?:any\s+)?(?:thoughts",
         r"(?:\s*[,;:-]\s*)(?:any\s+)?(?:thoughts")]),
    (directives._INSTEAD_END.regex, [(r"\s(?<!\s\s)\s*+(?:instead", r"\s+(?:instead")]),
    (directives._AS_THE_OTHERS, [(r"^(?:\s*+,)?\s++(?:followed", r"^\s*,?\s+(?:followed")]),
    (directives._NOT_THAT_ONE, [(r"^(?:\s*+,)?\s*+(?:not|never|rather than|instead of)\s++",
                                 r"^\s*,?\s*(?:not|never|rather than|instead of)\s+")]),
    (directives._EXCEPTED, [(r"(?<!\s)(?:\s*+,)?\s++(?:except", r"(?:\s*,)?\s+(?:except"),
                            (r"(?<!\s)\s*+[,;]\s*+(?:just", r"\s*[,;]\s*(?:just")]),
    (directives._HOUSE_AFTER, [(r"\s(?<!\s\s)\s*+(?:(?:(?:on", r"\s+(?:(?:(?:on")]),
    (directives._CONTRAST_CUT, [(r"(?<!\s\s)(?:\s*+,)?\s++(?:and", r"(?:\s*,)?\s+(?:and")]),
    (directives._OWNER_BEFORE, [(r"(?:^|(?<!\s)\s++)", r"(?:^|\s+)")]),
    (directives._BAN_TAIL, [(r"^(?:(?:\s*+,)?\s*+(?:again", r"^(?:\s*,?\s*(?:again")]),
    (repetition._PART_AFTER_ENDS, [(r"\s(?<!\s\s)\s*+(?:too", r"\s+(?:too")]),
    (kinds._FIX_IT.regex, [
        (r"(?<![,.;!:-])(?!(?<=\s)[^,.;!:-])[,.;!:-]*+\s*+(?:(?:can|could|would) you\s++"
         r"(?:please\s++)?|please\s++)?(?:fix|look into|investigate|debug|sort out)\s++",
         r"[,.;!:-]*\s*(?:(?:can|could|would) you\s+(?:please\s+)?|please\s+)?"
         r"(?:fix|look into|investigate|debug|sort out)\s+")]),
    (tool_kinds._LISTED, [(r"(?!(?<=\s)\s)\s*+(?:,\s*+(?:or", r"\s*(?:,\s*(?:or")]),
    (conditions._TRAILING, [(r"\s(?<!\s\s)\s*+(?:from", r"\s+(?:from")]),
    (mine._IF_YOU_WANT, [(r"(?<!\s)\s*+(?:,\s*+)?(?:if", r"\s*(?:,\s*)?(?:if")]),
    (directives._DEPRECATED.regex, [
        (r"^(?P<old>.+?)(?!(?<=[\s\S]\s)\s)(?:\s++(?:is", r"^(?P<old>.+?)(?:\s+(?:is")]),
    *[(pattern, [(said_after._AFTER_A_STOP, AFTER_A_STOP_BEFORE)])
      for pattern in (said_after._CARVE_OUT_NEXT.regex, said_after._FRAGMENT_NEXT,
                      said_after._ONLY_NEXT, said_after._APPLIES_NEXT)],
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
    for text in EDGES.get(pattern, []) + _texts(pattern, 6_000):
        found, expected = pattern.search(text), old.search(text)
        assert (found and (found.span(), found.groupdict())) \
            == (expected and (expected.span(), expected.groupdict())), text
        assert pattern.sub("", text) == old.sub("", text), text
        assert [m.span() for m in pattern.finditer(text)] == \
            [m.span() for m in old.finditer(text)], text
        assert pattern.split(text, 1) == old.split(text, 1), text
        assert pattern.split(text) == old.split(text), text
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
