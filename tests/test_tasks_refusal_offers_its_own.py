"""What the person offers after turning the agent's choice down is never what is banned: "no,
don't use that, we have `deepmerge`" under "I'll add `lodash` for the deep merge." had banned
`deepmerge`, the name the person wants, read as the object of "use". ", we have `X`" after a ban
says what the team already has, as ", we use `X`" does; the ban's object ends before it.
"""

from __future__ import annotations

import pytest

from helpers.judged import AVOIDS, judged

LODASH = "I'll add `lodash` for the deep merge."

OFFERED: tuple[tuple[str, str, str], ...] = (
    (LODASH, "no, don't use that, we have `deepmerge`", "deepmerge"),
    (LODASH, "don't use that, we already have `deepmerge` for it", "deepmerge"),
    ("I'll add `axios` for the calls.", "never add that, we have `ky`", "ky"),
    ("", "don't use `lodash`, we have `deepmerge`", "deepmerge"),
    ("", "no mocks, we've got `httptest`", "httptest"),
)


@pytest.mark.parametrize(("reply", "words", "offered"), OFFERED, ids=[w for _, w, _ in OFFERED])
def test_the_name_offered_after_a_ban_is_never_banned(reply: str, words: str,
                                                       offered: str) -> None:
    assert all(not (kind == AVOIDS and term == offered)
               for kind, term, _ in judged(words, reply))


def test_the_ban_itself_still_names_what_the_agent_chose() -> None:
    assert (AVOIDS, "lodash", False) in judged(
        "don't use that, we already have `deepmerge` for it", LODASH)
