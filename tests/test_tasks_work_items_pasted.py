"""A ticket, a story or a spec pasted below the line that asks for it ("implement this ticket:",
"here's the spec, build it:") is its author's text: its "never" and "always" are requirements of
that work, no rule the person set for all work, and none is written into an instruction
document. The person's own list under their own line ("here are my rules for this repo:") and
a paragraph they address to the agent after the paste are still theirs.
"""

from __future__ import annotations

import pytest

from helpers.judged import judged

PASTED = (
    "implement this ticket:\nNever store passwords in plain text, always hash them with `bcrypt`.",
    "here is the spec, implement it:\n- never store passwords in plain text, use `bcrypt`\n"
    "- always return 401 on a bad token",
    "pick up this Jira story:\n\nAs an admin I want exports to never include `deleted_at` rows."
    "\n\nThe CSV must always use `UTC` timestamps.",
    "ok, here's the issue:\nThe importer should never call `os.Exit` from library code; it must "
    "always return an error.",
    "can you work on this bug report:\nSteps: upload a file. The API must never return `500` for "
    "a bad MIME type, always `415`.",
    "please build the following PRD section:\n1. Never show `email` to other users.\n"
    "2. Always log the export with `audit.Record`.",
    "start on the RFC:\nServices must always expose `/healthz` and never log tokens.",
)


@pytest.mark.parametrize("words", PASTED)
def test_a_pasted_work_item_states_no_rule_for_all_work(words: str) -> None:
    assert not {(k, t) for k, t, durable in judged(words) if durable}, words


OWN = (
    ("here are my rules for this repo:\n- never use `float` for money", ("diff_avoids", "float")),
    ("implement it:\n- never use `float` for money", ("diff_avoids", "float")),
    ("implement this ticket:\nUsers can export their invoices as CSV.\n\nplease always run "
     "`make lint` before you commit, from now on", ("runs", "make lint")),
    ("the ticket is about exports. never use `float` for money", ("diff_avoids", "float")),
)


@pytest.mark.parametrize(("words", "rule"), OWN)
def test_the_persons_own_rules_around_it_still_stand(words: str, rule: tuple[str, str]) -> None:
    assert rule in {(k, t) for k, t, durable in judged(words) if durable}, words
