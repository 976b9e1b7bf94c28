"""Software talk is found word by word first: a request that names a plain code word ("test",
"commits", "Docs") talks about software exactly when the whole pattern says so.

The texts are every string of the real harness logs in the fixtures (requests, replies, tool
output), upper-cased too, and handwritten ones with the endings, neighbours and letters that make
a word no code word ("xcode", "code2", "red flag") or that case-insensitive matching relates to
ASCII ones.
"""

from __future__ import annotations

from skillsleep.tasks import kinds

from conftest import fixture_strings


def _texts() -> list[str]:
    return [t for text in fixture_strings() for t in (text, text.upper())]


HANDWRITTEN = [
    "", "-", "the tests", "THE TESTS", "Tests pass", "docs", "the doc", "commits", "committing",
    "xcode", "code2", "2code", "code_path", "codé", "écode", "red flag", "a flag",
    "tеst (a Cyrillic e)",
    "neceſſary ſearch", "\u212aubernetes", "K8S", "my cat", "book a flight to Paris",
    "what is my balance?", "the search box", "mark ENG-12 done", "git", "a 404",
]


def _by_the_pattern(text: str) -> bool:
    return kinds._SOFTWARE.search(text) is not None or kinds._CODE_SHAPES.search(text) is not None \
        or kinds._MOVES_A_DEPENDENCY.search(text)


def test_every_code_word_form_is_the_patterns_match_as_a_word() -> None:
    forms = kinds._CODE_WORD_FORMS
    assert {"test", "tests", "doc", "docs", "commits", "linting", "pytest"} <= forms
    # words named only with what is around them are not forms of their own
    assert not {"flag", "bar", "box", "search", "sign", "layout"} & forms
    wrong = [w for w in forms if not kinds._SOFTWARE.search(f"see the {w.upper()}, then")]
    assert wrong == []


def test_software_talk_is_what_the_pattern_finds() -> None:
    texts = _texts() + HANDWRITTEN
    assert len(texts) > 1000
    wrong = [t[:80] for t in texts if kinds.is_about_software(t) != _by_the_pattern(t)]
    assert wrong == []
    # the texts reach both answers, and both ways to the first one
    assert any(kinds._names_a_code_word(t) for t in texts)
    assert any(_by_the_pattern(t) and not kinds._names_a_code_word(t) for t in texts)
    assert not all(_by_the_pattern(t) for t in texts)
