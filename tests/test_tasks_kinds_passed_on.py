"""A defect passed on in someone's quoted words is the work; what else they ask is theirs.

Words quoted after a verb of saying or naming are someone else's ('Dana wrote "open a PR and tag
the release"'): the request does not ask for their work. But a defect or failing checks they
report ('a customer wrote "the export button does nothing"', 'CI said "3 tests failed"') is
what the request passes on to be fixed. And a question about how a thing of work done to it is
(accessibility's labels, git's syncing) asks to be told, as for every such kind.
"""

from __future__ import annotations

import pytest

from helpers.kinds_read import kind_read

PASSED_ON = [
    ("checks", 'CI said "3 tests failed in the auth module"'),
    ("debug", 'a customer wrote "the export button does nothing on safari"'),
    ("debug", 'support ticket titled "login page crashes on submit" - please fix'),
    ("debug", 'QA wrote "the checkout page throws a 500 when a coupon is applied"'),
    ("checks", 'the bot commented "lint failed on 2 files" on the PR, sort it out'),
]

THEIRS = [
    (None, 'Dana wrote "open a PR and tag the release"'),
    (None, 'she said "write the docs for it next week"'),
    (None, 'the ticket titled "Add pagination to /v1/orders" - what does it need?'),
]

ASKED_ABOUT = [
    ("explain", "where do we set aria labels on the modals?"),
    ("explain", "where do we merge upstream changes into the fork?"),
    ("explain", "what is the rebase strategy for release branches?"),
    ("a11y", "why is the focus order broken on the modal?"),
    ("git-sync", "can you rebase on main?"),
]


@pytest.mark.parametrize(("kind", "words"), PASSED_ON + THEIRS + ASKED_ABOUT)
def test_the_kind_asked(kind: str | None, words: str) -> None:
    assert kind_read(words) == kind
