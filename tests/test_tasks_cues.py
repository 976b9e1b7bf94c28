"""Cue patterns are searched only where the words they need occur, with the same answer.

`needs` reads from a pattern the strings one of which every text it matches holds, and
`Cues.search` skips a pattern whose strings are absent. The answer must be the alternation's on
every text: the kinds' own tables, a real developer's typed requests, and the texts that fold in
unusual ways under `re.IGNORECASE` ("İ", "ı", "ſ", "K").
"""

from __future__ import annotations

import json
import re

import pytest

import test_tasks_kinds
from skillsleep.tasks.cues import Cues, fold, needs
from skillsleep.tasks.instruction import instruction_of
from skillsleep.tasks.kinds import KINDS

from conftest import SHARED

HISTORY = SHARED / "realdata" / "entireio-dev" / "claude-home"


@pytest.mark.parametrize(("pattern", "expected"), [
    (r"\bcommit\b", ("commit",)),
    (r"\b(?:open|create)\s+(?:a\s+)?pr\b", ("create", "open")),
    (r"(?:foo)?barbaz", ("barbaz",)),
    (r"[Cc]ommit", ("commit",)),
    (r"(?!ab)stash", ("stash",)),
    (r"\brebas\w*", ("rebas",)),
    (r"(?:x+)y", ("x",)),              # a repeat that must occur once: its body
    (r"(?-i:ENG)-\d+", ("eng",)),      # a case-sensitive group: lowered for the folded text
    (r"\w+ing", ("ing",)),
    (r"[a-z]+\d", ()),                 # classes need no literal
    (r"(?:fix|\w+)ed", ("ed",)),       # a branch with no literal: only the rest is needed
    (r"(?:fix|\w+)", ()),
    (r"a?", ()),
    (r"→", ("→",)),                    # a character without case matches itself alone
    (r"é", ()),                        # a cased non-ASCII letter: IGNORECASE folds it its own way
    (r"(?:->|→|=>)\s*v?\d", ("->", "=>", "→")),
])
def test_a_pattern_needs_the_literal_strings_it_cannot_match_without(
        pattern: str, expected: tuple[str, ...]) -> None:
    assert needs(pattern) == expected


def _history_requests() -> list[str]:
    """Every text a person typed (or pasted) into the real history, as stored."""
    texts: list[str] = []
    for path in sorted(HISTORY.rglob("*.jsonl")):
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            if '"type":"user"' not in line:
                continue
            content = json.loads(line).get("message", {}).get("content")
            if isinstance(content, str):
                texts.append(content)
            elif isinstance(content, list):
                texts += [b["text"] for b in content
                          if isinstance(b, dict) and isinstance(b.get("text"), str)]
    return texts


def _table_texts() -> list[str]:
    tables = test_tasks_kinds
    return [t for _, t in tables.TABLE + tables.AT_BOUNDARY + tables.NOT_OF] + tables.NONE


ODD_FOLDS = ["COMMİT THİS", "commıt this", "ſtash my changes", "REBAſE onto main", "KEEPS crashing",
             "İ", "", "ı" * 50, "review\u0130the PR", "git ſtaſh"]


def _same_answer(texts: list[str], whole: bool = True) -> None:
    """The same answer on each text's lead and words (what `kind_of` searches), and with
    `whole` on the whole text too."""
    for text in dict.fromkeys(texts):
        ins = instruction_of(text)
        for part in {ins.lead, ins.words} | ({text} if whole else set()):
            for kind in KINDS:
                assert kind.words.search(part) == (kind.words.regex.search(part) is not None), \
                    (kind.id, part[:200])


def test_the_gated_search_answers_as_the_alternation_on_every_table_text() -> None:
    _same_answer(_table_texts() + ODD_FOLDS)


@pytest.mark.skipif(not HISTORY.is_dir(), reason="shared/realdata is not here")
def test_the_gated_search_answers_as_the_alternation_on_a_real_history() -> None:
    texts = _history_requests()
    assert len(texts) > 300
    _same_answer(texts, whole=False)


def test_a_text_is_folded_as_ignorecase_matches_it() -> None:
    for text in ODD_FOLDS:
        for literal in ("commit", "stash", "this", "rebase", "keeps"):
            matched = re.search(re.escape(literal), text, re.I) is not None
            assert matched <= (literal in fold(text)), (literal, text)


def test_cues_without_any_literal_are_always_searched() -> None:
    cues = Cues(r"[\"'`]\w+[\"'`]\s*(?:->|→)\s*[\"'`]\w+", r"\bsquash\b")
    assert cues.search("rename 'usr' → 'user'")
    assert cues.search("SQUASH them")
    assert not cues.search("rename usr to user")


def test_a_python_without_the_parser_modules_runs_every_pattern_with_the_same_answers() -> None:
    import os
    import subprocess
    import sys

    from skillsleep.tasks.kinds import kind_of

    from conftest import REPO

    script = """
import json, re, sys
sys.modules["re._parser"] = None  # as on a Python whose `re` is built otherwise
from skillsleep.tasks.cues import Cues, needs
from skillsleep.tasks.kinds import kind_of
cues = Cues(r"\\bcommit\\b", r"\\bopen\\s+a\\s+pr\\b")
kind = kind_of("commit and push the fix")
print(json.dumps([needs(r"\\bcommit\\b"), cues.search("please Commit this"),
                  cues.search("open a PR"), cues.search("nothing here"), kind and kind.id]))
"""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(REPO / "daemon"), os.environ.get("PYTHONPATH", "")])}
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env=env, timeout=120, check=True).stdout
    kind = kind_of("commit and push the fix")
    assert json.loads(out) == [[], True, True, False, kind and kind.id]


def test_each_gated_pattern_is_compiled_as_re_compile_compiles_it() -> None:
    """Compiled from the parse its strings were read from, a pattern is the one
    `re.compile(pattern, re.I)` gives: the same flags and groups, the same matches."""
    import gc

    import skillsleep.tasks.mining  # noqa: F401  builds every kind's and follow-up's cues

    texts = _table_texts() + ODD_FOLDS
    built = [o for o in gc.get_objects() if isinstance(o, Cues)]
    assert len(built) > 10
    gated = [(p, rx) for cues in built for p, (_, _, rx) in
             zip([p for p in cues.patterns if needs(p)], cues._gated, strict=True)]
    assert len(gated) > 100
    for pattern, rx in gated:
        plain = re.compile(pattern, re.I)
        assert (rx.flags, rx.groups, rx.groupindex) == \
            (plain.flags, plain.groups, plain.groupindex), pattern
        for text in texts:
            found, expected = rx.search(text), plain.search(text)
            assert (found and found.span()) == (expected and expected.span()), (pattern, text)
