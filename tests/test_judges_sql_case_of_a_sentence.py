"""A query in lower case is code; a sentence on a button is not.

Queries are written all in lower case or all in capitals (or with a capital at the start of
each keyword). A string whose first word has a capital only at the start ("Delete from cart",
"Select all from list") is a sentence of the interface: a rule against SQL built from strings
does not fail it, while a query built from strings still fails.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges.attempt import Attempt, FileChange
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import HERE

RULE = "never build SQL by concatenating strings"


def _score(line: str) -> float | None:
    [judge] = derive([Quote(RULE, HERE)])
    return judge.score(Attempt(changes=[FileChange("pkg/cart.go", added=[line], created=True)],
                               commands=[]))


@pytest.mark.parametrize("line", [
    'label := "Delete from cart " + name',
    'msg = "Select all from list" + suffix',
    'title := "Update " + item + " set to default"',
    'warn := "Drop table if you must, " + user',
])
def test_a_sentence_built_from_strings_is_no_query(line: str) -> None:
    assert _score(line) != 0.0


@pytest.mark.parametrize("line", [
    'q := "select id from users where id = " + id',
    'q := "SELECT id FROM users WHERE id = " + id',
    'q := "Select * From orders Where id = " + id',
    'q = "delete from sessions where token = \'" + token + "\'"',
])
def test_a_query_built_from_strings_fails(line: str) -> None:
    assert _score(line) == 0.0
