"""A plain word a rule asks to use, said of a part of the work, a purpose or a moment.

"always use Postgres for new services" written as "Use postgres." asks for Postgres in every
later answer, wider than said, and no answer's words show that a service is new: the rule
gives no check on the answer's words. Said alone, or with the side it is chosen over, the word
is what the answer names, as before; and said for the task at hand ("use slog for the logging")
the task's own answer still names it.
"""

from __future__ import annotations

import pytest

from helpers.judged import judged

SAID_OF_MORE = [
    "always use Postgres for new services",
    "always use Intl for dates",
    "from now on use Postgres when you need a queue",
    "we always use Redis in the session layer",
    "we always prefer Kafka for anything event-driven",
    "always use Terraform to create buckets",
    "stick with Gradle in the android modules",
]

THE_WORD_ALONE = [
    ("always use Redis", "redis"),
    ("always use httpx instead", "httpx"),
    ("use httpx, not requests", "httpx"),
    ("use httpx instead of requests", "httpx"),
    ("we always use Kafka", "kafka"),
]


@pytest.mark.parametrize("words", SAID_OF_MORE)
def test_a_word_said_of_more_than_itself_is_no_word_the_answer_must_name(words: str) -> None:
    assert not {t for k, t, _ in judged(words, "") if k == "must_mention"}


@pytest.mark.parametrize(("words", "term"), THE_WORD_ALONE)
def test_the_word_alone_or_with_its_rival_is_what_the_answer_names(words: str,
                                                                   term: str) -> None:
    assert term in {t for k, t, _ in judged(words, "") if k == "must_mention"}


def test_said_for_the_task_at_hand_its_answer_still_names_it() -> None:
    assert ("must_mention", "slog", False) in judged("use slog for the logging", "")


def test_a_ban_said_with_it_keeps_its_check() -> None:
    assert ("diff_avoids", "moment", True) in judged("we never use `moment`, use Intl for dates",
                                                     "")
