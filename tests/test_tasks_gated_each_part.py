"""A pattern of several parts is run only on texts that hold a string of each part it needs.

"address ... the comments" needs one of its verbs and one of its nouns: `needs_each` reads every
such set from the pattern, and a cue or a gated pattern skips a text that lacks every string of
any one set. The answer must be the plain pattern's on every text the readers hand it: the
requests of a real developer's history, each clause the rule reader cuts from them, the fixture
logs' strings, and texts that fold in unusual ways under `re.IGNORECASE`.
"""

from __future__ import annotations

import re
import sys

import pytest

import skillsleep.tasks.mining  # noqa: F401  imports every reader and its patterns
from skillsleep.tasks.cues import Cues, holds_each, needs, needs_each
from skillsleep.tasks.directives import own_clauses
from skillsleep.tasks.gated import Gated
from test_tasks_cues import HISTORY, ODD_FOLDS, _history_requests

from conftest import fixture_strings


@pytest.mark.parametrize(("pattern", "expected"), [
    # a verb and a noun, each one of several
    (r"\b(?:address|resolve)\b[^.\n]{0,25}\b(?:comments?|feedback)\b",
     (("address", "resolve"), ("comment", "feedback"))),
    (r"\bnever\s+(?:push|merge)\s+to\s+main\b",
     (("never",), ("merge", "push"), ("to",), ("main",))),
    # a set met wherever the first one is, is not looked for again
    (r"\bcommit\b.*\bcommits?\b", (("commit",),)),
    (r"\brevert(?:ed)?\b.*\brevert\b", (("revert",),)),
    # the rarest set first, as `needs` gives it
    (r"(?-i:ENG)-\d+ (?:is|was) (?:done|closed)",
     (("closed", "done"), ("eng",), ("-",), (" ",), ("is", "was"))),
    (r"(?:fix|\w+)ed", (("ed",),)),
    (r"[a-z]+\d", ()),
    (r"(?:please\s+)?", ()),
])
def test_a_pattern_needs_a_string_of_each_of_its_parts(pattern: str,
                                                       expected: tuple[tuple[str, ...], ...]):
    assert needs_each(pattern) == expected
    assert needs(pattern) == (expected[0] if expected else ())


@pytest.mark.parametrize(("text", "held"), [
    ("please address the review comments", True),
    ("ADDRESS THE FEEDBACK", True),
    ("address the failing test", False),       # the verb, none of the nouns
    ("the comments are stale", False),         # a noun, none of the verbs
    ("", False),
])
def test_a_text_must_hold_a_string_of_every_set(text: str, held: bool):
    each = needs_each(r"\b(?:address|resolve)\b[^.\n]{0,25}\b(?:comments?|feedback)\b")
    assert holds_each(text.lower(), each) is held


def test_a_gated_pattern_and_a_cue_skip_a_text_lacking_one_part():
    pattern = r"\b(?:address|resolve)\b[^.\n]{0,25}\b(?:comments?|feedback)\b"
    gated, cues = Gated(pattern), Cues(pattern)
    assert not gated.may_match("address the failing test")
    assert gated.may_match("address the comments")
    assert not cues.search("resolve the merge conflict")
    assert cues.search("resolve the feedback please")


def _module_patterns() -> list[tuple[str, Gated]]:
    """Every gated pattern the readers keep at module level."""
    return sorted(((f"{name}.{attr}", value) for name, module in list(sys.modules.items())
                   if name.startswith("skillsleep.tasks")
                   for attr, value in vars(module).items() if isinstance(value, Gated)),
                  key=lambda found: found[0])


def test_the_readers_costliest_patterns_are_gated():
    """The patterns that failed most often on clauses lacking one of their parts."""
    names = {name for name, _ in _module_patterns()}
    assert {"skillsleep.tasks.directives._MOCK_TAIL", "skillsleep.tasks.directives._ELSEWHERE",
            "skillsleep.tasks.directives._REPORTING", "skillsleep.tasks.judges.mine._REACH",
            "skillsleep.tasks.judges.mine._SCRATCH_THAT",
            "skillsleep.tasks.judges.said_after._CARVE_OUT_NEXT",
            "skillsleep.tasks.kinds._PASTIME", "skillsleep.tasks.signals._CORRECTION",
            "skillsleep.tasks.followups._UNDOES", "skillsleep.tasks.switches._REPLACED",
            "skillsleep.tasks.tool_rules._NAMED_BY_JOB"} <= names


def _spans(matches):
    return [(m.span(), m.groups()) for m in matches]


def _same_answers(texts: list[str]) -> int:
    """Every module-level gated pattern answers as its plain pattern on every text; how many
    times the gate let a text go without running the pattern."""
    skipped = 0
    patterns = _module_patterns()
    assert len(patterns) > 30
    for name, gated in patterns:
        plain = re.compile(gated.regex.pattern, re.I)
        for text in texts:
            skipped += not gated.may_match(text)
            found, expected = gated.search(text), plain.search(text)
            assert (found and found.span()) == (expected and expected.span()), (name, text[:200])
            found, expected = gated.match(text), plain.match(text)
            assert (found and found.span()) == (expected and expected.span()), (name, text[:200])
            assert _spans(gated.finditer(text)) == _spans(plain.finditer(text)), (name, text)
            assert gated.sub(" ", text) == plain.sub(" ", text), (name, text[:200])
    return skipped


def _with_clauses(texts: list[str]) -> list[str]:
    """The texts, and each sentence and clause the rule reader cuts from them."""
    out = list(texts)
    for text in texts:
        for sentence, clause in own_clauses(text[:4000]):
            out += [sentence, clause]
    return list(dict.fromkeys(out))


def test_gated_patterns_answer_as_plain_ones_on_written_and_odd_texts():
    texts = _with_clauses([
        *ODD_FOLDS,
        "address the review comments, but never push to main",
        "we always use `uv` in the other repos but here use `poetry run`",
        "forget that, scratch that - ignore me", "the linter says `any` is fine",
        "tell me a joke about kubernetes", "that's how we do it in this repo",
        "for every new handler we write, add a test", "no, wrong file"])
    assert _same_answers(texts) > 0


@pytest.mark.skipif(not HISTORY.is_dir(), reason="shared/realdata is not here")
def test_gated_patterns_answer_as_plain_ones_on_a_real_history():
    texts = _with_clauses([t[:4000] for t in _history_requests()])
    assert len(texts) > 500
    assert _same_answers(texts) > 0


def test_gated_patterns_answer_as_plain_ones_on_the_fixture_logs():
    texts = [t[:300] for t in fixture_strings()]
    if len(texts) < 100:
        pytest.skip("the fixture logs are not here")
    assert _same_answers(texts) > 0
