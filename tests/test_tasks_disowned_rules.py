"""A way of the team's that the sentence then disowns, reports or complains of is no rule.

"we prefer `tabs`, I don't", "we use `moment`, which nobody follows", "we prefer `X`, says the
wiki", "new code uses `X` since last year and it crashes": how things are, or someone else's
way, told with the person's own view of it. Written from how people talk about their team's
conventions in general; the same conventions said plainly still stand.
"""

from __future__ import annotations

import pytest

from helpers.judged import judged

DISOWNED = (
    "we prefer `tabs`, I don't",
    "the team prefers `unittest`, but I don't",
    "officially we use `black`, which nobody follows",
    "we use `moment` for dates, which nobody here respects",
    "we prefer `axios` over fetch, says the wiki",
    "all new services use `gRPC`, claims the architecture doc",
    "new code uses `EventBus` since last year and it crashes all the time",
    "we moved everything to `Celery` and it is a mess",
)


@pytest.mark.parametrize("words", DISOWNED)
def test_a_way_disowned_reported_or_complained_of_gives_no_rule(words: str) -> None:
    assert not [t for _k, t, durable in judged(words) if durable], words


@pytest.mark.parametrize("words", (
    "we prefer `tabs`",
    "always use `tabs`, I don't want spaces",
    "we use `black`, no exceptions",
    "we prefer `axios` over fetch",
))
def test_the_same_ways_said_plainly_stand(words: str) -> None:
    assert [t for _k, t, durable in judged(words) if durable], words
