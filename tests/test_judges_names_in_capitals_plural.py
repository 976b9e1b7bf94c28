"""A name in capitals made plural in prose is the name code writes: "no TODOs in committed code"
bans `TODO`, which a change adds as "# TODO: ...", never as "TODOs". Checked for the plural, the
rule would pass every change that breaks it. Acronyms that name a kind of thing ("URLs",
"UUIDs") still give no term.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Origin
from skillsleep.tasks.judges.attempt import Attempt, FileChange
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import AVOIDS, Judged, judged

READ: tuple[tuple[str, Judged], ...] = (
    ("no TODOs in committed code, ever", {(AVOIDS, "TODO", True)}),
    ("no FIXMEs please", {(AVOIDS, "FIXME", False)}),
    ("from now on never leave XXXs in the code", {(AVOIDS, "XXX", True)}),
    ("never hardcode URLs", set()),
    ("use UUIDs for ids", set()),
)


@pytest.mark.parametrize(("words", "expected"), READ, ids=[w for w, _ in READ])
def test_a_plural_in_capitals_is_read_as_the_name(words: str, expected: Judged) -> None:
    assert judged(words) == expected


def _adding(line: str) -> Attempt:
    return Attempt(changes=[FileChange(path="src/app.py", added=[line])])


@pytest.mark.parametrize(("words", "line"), [
    ("no TODOs in committed code, ever", "    # TODO: retry on 503"),
    ("no FIXMEs please", "    // FIXME: the cache is never cleared"),
])
def test_the_ban_fails_a_change_that_adds_the_marker(words: str, line: str) -> None:
    (ban,) = derive([Quote(words, Origin("claude-code", "s", "r"))])
    assert ban.score(_adding(line)) == 0.0
    assert ban.score(_adding("    retries = 3")) == 1.0
