"""A gated pattern answers as its compiled pattern does, and clauses are cut where they were."""

from __future__ import annotations

import re

import pytest

from skillsleep.tasks import directives, standing
from skillsleep.tasks.directives import _clauses
from skillsleep.tasks.gated import Gated

TEXTS = [
    "",
    "use `httpx`",
    "`requests` is DEPRECATED, use `httpx`",
    "`requests` is deprecated now",
    "maybe we should drop it",
    "MAYBE use X",
    "forget what I said about the imports",
    "don't forget what I said about the imports",
    "scrap the assertion rule, and never mind the mocks rule",
    "X is bad, any other ideas?",
    "what do you think?",
    # `re.IGNORECASE` matches "ſ" to "s", "ı" and "İ" to "i", and the Kelvin sign to "k".
    "ſcrap the mocking rule",
    "İf it fails, don't push",
    "the \u212aelvin setup is the problem",
    "no letters at all: 1234 ... ---",
    "ünïcödé wörds — déprecated ñame",
]

PATTERNS = [
    directives._DEPRECATED.regex.pattern,
    directives._MUSING.regex.pattern,
    directives._ASKS_FOR_OTHERS.regex.pattern,
    directives._INSTEAD_END.regex.pattern,
    standing._TAKEN_BACK_ABOUT.regex.pattern,
    r"(?:ab|\w+)c",  # needs no string: always run
]


def _spans(matches):
    return [(m.span(), m.groups()) for m in matches]


@pytest.mark.parametrize("pattern", PATTERNS)
def test_gated_answers_as_the_pattern(pattern):
    gated, plain = Gated(pattern), re.compile(pattern, re.I)
    for text in TEXTS:
        found, expected = gated.search(text), plain.search(text)
        assert (found and found.span()) == (expected and expected.span()), text
        found, expected = gated.match(text), plain.match(text)
        assert (found and found.span()) == (expected and expected.span()), text
        assert _spans(gated.finditer(text)) == _spans(plain.finditer(text)), text
        assert gated.sub("", text) == plain.sub("", text), text


def test_gate_skips_texts_without_a_needed_word():
    gated = Gated(r"\b(?:deprecated|obsolete)\b")
    assert not gated.may_match("use the new client")
    assert gated.may_match("the old client is OBSOLETE")
    assert gated.search("use the new client") is None
    assert gated.sub("", "use the new client") == "use the new client"
    assert list(gated.finditer("")) == []


def test_pattern_that_needs_no_word_always_runs():
    gated = Gated(r"[a-z]+\d")
    assert gated.may_match("")
    assert gated.search("v2").group(0) == "v2"


@pytest.mark.parametrize(("sentence", "clauses"), [
    ("use `x`  - don't use `y`", ["use `x`", "don't use `y`"]),
    ("fix the parser\tbut don't touch `a.py`", ["fix the parser", "don't touch `a.py`"]),
    # After a cut ends on spaces, a word cut ("but") needs spaces of its own.
    ("done; but don't push", ["done", "but don't push"]),
    ("run the tests , and then commit", ["run the tests", "commit"]),
    ("run the tests and then commit", ["run the tests", "commit"]),
    ("use pnpm... never npm", ["use pnpm", "never npm"]),
    ("note: use `ruff` , we always lint", ["note", "use `ruff`", "we always lint"]),
    ("use `x`, and don't add `y`", ["use `x`", "don't add `y`"]),
    ("use `a - b` as the name", ["use `a - b` as the name"]),
    ("   ", ["   "]),
    ("", [""]),
])
def test_clause_cuts(sentence, clauses):
    assert _clauses(sentence) == clauses
