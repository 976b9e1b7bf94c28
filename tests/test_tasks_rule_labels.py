"""A rule under a label that calls it the team's ("house rule:", "team policy:", "our convention
is ...") holds for all the work, as a rule under "rules for this repo:" does.

People often name what they are about to say before saying it: "house rule: no `print`
statements", "team policy - no `SELECT *` in app code", "our convention is `snake_case` ...". The
label is the scope: the words after it hold for every piece of work, not only the one at hand. A
rule engine, a lint rule, someone else's policy, a question about a policy or a label whose rule
is kept to this work keep their own reading.

Written before the reader was changed for them: 1 of the 11 labelled rules stood (the one
labelled "convention"), and none of the 9 look-alikes made a rule stand; after, 11/11 and none. A
ban "in app queries" or "on shared branches", a place no check can tell, still gives nothing
with or without a label.
"""

from __future__ import annotations

import pytest

from helpers.judged import judged

# (words, (kind, term) that must be read as standing)
LABELLED = (
    ("house rule: no `print` statements, use the logger", ("diff_avoids", "print")),
    ("House rule — no `unwrap()` in library code", ("diff_avoids", "unwrap()")),
    ("team policy: no `print` in library code", ("diff_avoids", "print")),
    ("general rule: no `console.log` in committed code", ("diff_avoids", "console.log")),
    ("our rule is no `SELECT *` in queries", ("diff_avoids", "SELECT *")),
    ("team rule: no `var` in new JS", ("diff_avoids", "var")),
    ("standing rule: don't add `# type: ignore` comments", ("diff_avoids", "# type: ignore")),
    ("our policy is no `git push --force`, ever", ("does_not_run", "git push --force")),
    ("house rule: no `lodash`, we have native methods now", ("diff_avoids", "lodash")),
    ("Team convention: no `any` in exported types", ("diff_avoids", "any")),
    ("rule of thumb here: no `print` statements, use the logger", ("diff_avoids", "print")),
)

# Labels that name no way of the team's, or name it and keep the rule to this work.
NOT_STANDING = (
    "our rule engine skips `null` values, no idea why",
    "the lint rule `no-console` fires on `console.log` here, can you fix the three calls?",
    "their team policy: no `print` in library code. we don't have that rule",
    "policy question: should we ban `print` in library code?",
    "house rule for this PR only: no `print` statements",
    "our rule is broken: it flags `print` in tests too",
    "the house rule used to be no `lodash`, that's gone now",
    "our policy is not to comment on `print` calls in review, is that still true?",
    "the rule is: no `print` in the snippet you send me",
)


@pytest.mark.parametrize(("words", "rule"), LABELLED)
def test_a_rule_under_the_teams_label_stands(words: str, rule: tuple[str, str]) -> None:
    assert (*rule, True) in judged(words), (words, judged(words))


@pytest.mark.parametrize("words", NOT_STANDING)
def test_a_label_that_names_no_way_of_the_team_makes_nothing_stand(words: str) -> None:
    assert not [t for _k, t, durable in judged(words) if durable], (words, judged(words))
