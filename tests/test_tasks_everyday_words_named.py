"""A word of everyday English the person did not quote is no term an answer must mention: "use
unknown and narrow it" means the TypeScript type, and a check that the answer says "unknown"
(or a line "Use unknown." in an instruction document) would teach nothing. A tool's name, or a
coined name no word of English is, stays what the answer names.
"""

from __future__ import annotations

import pytest

from helpers.judged import judged

MENTION = "must_mention"

EVERYDAY = (
    "use unknown and narrow it",
    "no, never use any, use unknown and narrow it",
    "use result types, not exceptions",
    "use decimal for money",
    "just use optional here",
    "go with null for the empty case",
    "prefer promise chains",
    "use react",
)


@pytest.mark.parametrize("words", EVERYDAY)
def test_an_everyday_word_is_not_a_term_to_mention(words: str) -> None:
    assert not {t for k, t, _d in judged(words) if k == MENTION}, words


@pytest.mark.parametrize(("words", "term"), (
    ("use httpx, not requests", "httpx"),
    ("switch to zod for the schemas", "zod"),
    ("stick with pydantic", "pydantic"),
    ("use slog for logging", "slog"),
))
def test_a_tool_or_a_coined_name_is_still_mentioned(words: str, term: str) -> None:
    assert (MENTION, term) in {(k, t) for k, t, _d in judged(words)}, words
