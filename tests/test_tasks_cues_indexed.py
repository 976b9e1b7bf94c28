"""A long cue list is searched through its strings' three-letter parts, with the same answer.

`Cues.search` on a list of many patterns looks only for the strings whose rarest three-letter
part is in the text, then runs the patterns they belong to; it must answer as the patterns'
alternation on every text: strings shorter than a part, strings that share parts, texts that
fold in unusual ways, the empty text, one text after another (the last text's parts are kept).
A character without case ("→") is a literal the engine matches as itself alone, so a pattern
whose branches are such arrows is gated by them instead of being run on every text.
"""

from __future__ import annotations

from itertools import pairwise

import pytest

from skillsleep.tasks.cues import Cues, needs_each

# Many varied patterns, as a kind's cue list holds them: verbs and objects, short words,
# optional parts, a branch of arrows, a pattern with no literal at all.
PATTERNS = (
    r"\b(?:commit|push)\s+(?:the\s+)?(?:changes|fix|work)\b",
    r"\brebas\w*\s+(?:onto|on)\s+main\b",
    r"\bci\b[^.?!\n]{0,20}\b(?:red|fail\w*|broken)\b",
    r"\bgo\s+vet\b",
    r"\bpr\b",
    r"\b(?:bump|upgrade)\s+[\w-]+\s+(?:to\s+)?v?\d+(?:\.\d+)*",
    r"\bv?\d+(?:\.\d+)+\s*(?:->|→|=>)\s*v?\d",
    r"\bcargo\s+(?:update|upgrade)\b",
    r"\bnpm\s+(?:i|install|update)\s+[\w@/-]+@",
    r"\b(?:select|update|delete)\b[^;]{0,60}\bwhere\b",
    r"\bmigrat(?:e|ion)s?\b[^.?!\n]{0,30}\b(?:alembic|flyway|liquibase|knex)\b",
    r"\bflaky\s+(?:test|spec)s?\b",
    r"\b(?:add|write)\s+(?:unit\s+|integration\s+)?tests?\s+for\b",
    r"\bstash\b",
    r"\b(?:squash|fixup)\b",
    r"\b\d+\s*(?:ms|s)\s+(?:to|per)\b",
    r"[\"'`]\w+[\"'`]\s*:\s*\d",
)

TEXTS = [
    "", " ", "?", "pr", "PR", "a PR please", "the prompt is long",
    "commit the changes", "Commit The Fix", "commit, then push the work", "commitment issues",
    "rebase onto main", "REBASING on main now", "rebase it later",
    "CI is red again", "ci: all green", "the CI pipeline keeps failing on arm64",
    "run go vet ./...", "go  vet", "gov etc",
    "bump serde to 1.0.200", "upgrade react-dom 18.3", "bump the version",
    "axios 1.6.8 -> 1.7.2", "django 4.2 → 5.1", "tokio 1.37 => 1.38", "1.2 — 1.3",
    "cargo update -p rand", "CARGO UPGRADE", "npm i left-pad@1.3.0", "npm install",
    "SELECT id FROM users WHERE email = $1", "delete rows where stale", "update the readme",
    "write the migration with alembic", "migrate the db via Flyway first", "a migration",
    "flaky tests in checkout.spec.ts", "Flaky spec", "add tests for the parser",
    "write integration tests for OrderService", "git ſtash", "COMMİT THİS", "commıt the fix",
    "squash these", "fixup! typo", "takes 300 ms to load", "120s per request",
    "'retries': 3", "`timeout`:30", "ı" * 40, "K" * 10, "→", "->",
    "```go\nfunc main() { fmt.Println(\"commit\") }\n```",
    "2024-05-01T10:00:00Z ERROR pool exhausted\n" * 5,
]


@pytest.fixture(scope="module")
def cues() -> Cues:
    built = Cues(*PATTERNS)
    assert built._indexed  # a list this long is searched through its index
    return built


@pytest.mark.parametrize("text", TEXTS)
def test_the_indexed_search_answers_as_the_alternation(cues: Cues, text: str) -> None:
    assert cues.search(text) == (cues.regex.search(text) is not None)


def test_the_answer_does_not_depend_on_the_text_searched_before(cues: Cues) -> None:
    expected = [cues.regex.search(t) is not None for t in TEXTS]
    for order in (TEXTS, TEXTS[::-1], [t for pair in pairwise(TEXTS) for t in pair]):
        assert [cues.search(t) for t in order] == \
            [expected[TEXTS.index(t)] for t in order]


def test_a_text_is_searched_with_its_folded_form_given_or_not(cues: Cues) -> None:
    from skillsleep.tasks.cues import fold

    for text in TEXTS:
        assert cues.search(text, fold(text)) == cues.search(text)


def test_arrows_without_case_gate_a_pattern() -> None:
    assert needs_each(r"\d\s*(?:->|→|=>)\s*\d") == (("->", "=>", "→"),)
    assert needs_each(r"x\s*[→]") == (("x",), ("→",))


def test_a_cased_letter_outside_ascii_gates_nothing() -> None:
    # "É" and "é" fold to each other under IGNORECASE, and "ǅ" to two others: left ungated.
    assert needs_each(r"é") == ()
    assert needs_each(r"ǅ") == ()
