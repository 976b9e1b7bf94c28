"""The follow-up features search some patterns only in texts that hold one of their cue words:
the answer is the pattern's own on every text, whatever its case or script.

The texts are every string of the real harness logs in the fixtures (requests, replies, tool
output), each whole, as the tails the features read, upper-cased, and with the non-ASCII letters
that case-insensitive matching relates to ASCII ones.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks import followups
from skillsleep.tasks.cues import Cues, needs

from conftest import fixture_strings

GATED = {name: value for name, value in vars(followups).items()
         if isinstance(value, Cues)}


def _texts() -> list[str]:
    texts: list[str] = []
    for text in fixture_strings():
        texts += [text, text[-200:], text[-300:], text.upper()]
    return texts


HANDWRITTEN = [
    "", "?", " ? ", "NEED", "do we even NEED that", "Isn't it the other way round?",
    "is this really neceſſary",        # long s: matched as "s" case-insensitively
    "why did you rename it", "WHY DID YOU RENAME IT", "how come it changed",
    "\u212a\u212a", "I\u2019ve added the tests", "i've added the tests", "ive fixed it",
    "From now on always run the linter", "we use pnpm, not npm", "the same for the other one",
    "Want me to open a PR", "this is happening in PROD now", "customers keep seeing it",
    "I can also add tests", "summary of the changes", "all 12 tests pass",
    "tout est prêt ?", "это сделано", "已完成",
]


def test_every_pattern_is_gated_by_cues() -> None:
    assert {"_DOUBTS", "_OFFER", "_REPORTS_DONE", "_RULE_STATEMENT"} <= set(GATED)
    assert all(needs(p) for cued in GATED.values() for p in cued.patterns)


@pytest.mark.parametrize("name", sorted(GATED))
def test_a_gated_pattern_finds_what_a_search_finds(name: str) -> None:
    cued = GATED[name]
    texts = _texts() + HANDWRITTEN
    assert len(texts) > 1000
    wrong = [t[:80] for t in texts if cued.search(t) != (cued.regex.search(t) is not None)]
    assert wrong == []
    # the texts reach both answers, so the comparison can fail either way
    assert any(cued.search(t) for t in texts)
    assert not all(cued.search(t) for t in texts)
