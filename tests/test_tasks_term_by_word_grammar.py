"""A code term named by a word of its name: a word of grammar names none, and a plural names
the term as its singular does ("the retries thing" is `withRetry()`, "never use with here" is
no refusal of it)."""

from __future__ import annotations

import pytest

from skillsleep.tasks.term_by_word import said_with_term

RETRY = "I wrapped the call in `withRetry()` and added `time.sleep(1)` before reading."
BATCH = "I split the import into `processBatch()` calls of 500 rows."


@pytest.mark.parametrize(("words", "reply", "said"), [
    ("never use with here", RETRY, None),
    ("we never do the from thing", "I read it with `fromJson()`.", None),
    ("we never do the retries thing", RETRY, "we never use `withRetry()`"),
    ("we never use the batches thing", BATCH, "we never use `processBatch()`"),
    ("we don't do the retry wrapper thing here", RETRY, "we don't use `withRetry()` here"),
])
def test_a_word_of_the_name(words: str, reply: str, said: str | None) -> None:
    assert said_with_term(words, reply) == said
