"""Text given to edit is no rule: "here's the PR description I wrote, can you tighten it?",
"proofread this paragraph for the README:", "polish my release notes:" ending their line hand
over the paragraphs below as the text to work on. Their "always" and "never" are what the text
tells its readers; the person set no rule by pasting them. A line that names no text ("tighten
it up?"), or asks for work on code, introduces nothing: what follows is read as the person's.
"""

from __future__ import annotations

import pytest

from helpers.judged import judged

MATERIAL = (
    "This PR replaces moment with dayjs. All new code must use `dayjs`. Never import `moment` "
    "again."
)
RULES = "Contributors must run `make lint` before pushing. Never commit directly to `main`."
NOTES = "- We now always use `pgx`\n- Never use `lib/pq` again"

GIVEN_TO_EDIT = (
    f"Here's the PR description I wrote, can you tighten it?\n\n{MATERIAL}",
    f"here is my commit message, reword it so it reads better:\n\n{MATERIAL}",
    f"can you proofread this paragraph for the README?\n\n{RULES}",
    f"polish my release notes:\n\n{NOTES}",
    f"could you shorten this section of the contributing guide?\n\n{RULES}",
    f"please fix the grammar in this email to the team:\n\n{RULES}",
    f"rewrite the following announcement so it sounds less stiff:\n\n{NOTES}",
)


@pytest.mark.parametrize("words", GIVEN_TO_EDIT)
def test_text_given_to_edit_gives_no_rule(words: str) -> None:
    assert judged(words) == set()


# The same paragraphs below a line that hands over no text are the person's own.
OWN = (
    f"tighten it up?\n\n{MATERIAL}",
    f"ok, one more thing:\n\n{RULES}",
    f"rewrite the parser so it handles tabs?\n\n{RULES}",
)


@pytest.mark.parametrize("words", OWN)
def test_below_a_line_that_hands_over_no_text_the_words_are_the_persons(words: str) -> None:
    below = words.split("\n\n", 1)[1]
    assert judged(words) == judged(below) != set()
