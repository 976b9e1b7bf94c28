"""How other work is brought into a branch, as a rule: "always rebase instead of merging" is how
to bring it in whenever the work does, not a rebase asked of every piece of work (its line had
been "Run `git rebase`.", and its check failed all work that brought nothing in). A merge ban
that names the branch merged ("never merge `main` into feature branches") bans that merge; one
that names only the branch merged into ("never merge into `main`") names the branch checked
out, which no command line shows, and gives no check (its check had failed `git merge main` run
on a feature branch, the very merge the rule allows).
"""

from __future__ import annotations

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges import Attempt, Judge
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import HERE, NOT_RUN, RUNS, judged


def ran(*lines: str) -> Attempt:
    return Attempt(commands=[Command(line, 0) for line in lines])


def the(kind: str, words: str) -> Judge:
    found = [j for j in derive([Quote(words, HERE)]) if j.kind == kind]
    assert len(found) == 1, (words, found)
    return found[0]


REBASE_RULES = (
    "please always rebase instead of merging",
    "always rebase, never merge",
    "we always rebase instead of merging",
    "from now on always rebase rather than merge",
)


@pytest.mark.parametrize("words", REBASE_RULES)
def test_rebasing_is_judged_only_where_other_work_is_brought_in(words: str) -> None:
    judge = the(RUNS, words)
    assert judge.durable
    assert judge.score(ran("npm test", "git commit -m 'fix'")) is None
    assert judge.score(ran("git fetch origin", "git rebase origin/main")) == 1.0
    assert judge.score(ran("git pull --rebase")) == 1.0
    assert judge.score(ran("git merge origin/main")) == 0.0
    assert judge.score(ran("git pull origin main")) == 0.0
    assert instruction(judge, [judge]) == "Rebase rather than merge when you bring in other work."


@pytest.mark.parametrize(("words", "line"), (
    ("always rebase on main before opening the PR", "Rebase onto `main` before opening the PR."),
    ("always rebase onto `develop`", "Rebase onto `develop`."),
))
def test_a_rebase_onto_a_branch_is_still_asked_of_the_work(words: str, line: str) -> None:
    judge = the(RUNS, words)
    assert judge.score(ran("npm test", "gh pr create --fill")) == 0.0
    assert instruction(judge, [judge]) == line


def test_a_rebase_before_a_step_is_owed_by_work_that_takes_it() -> None:
    judge = the(RUNS, "always rebase on main before opening the PR")
    assert judge.score(ran("npm test")) is None


def test_a_merge_of_a_named_branch_is_banned_that_merge() -> None:
    judge = the(NOT_RUN, "never merge main into feature branches")
    assert judge.score(ran("git merge main")) == 0.0
    assert judge.score(ran("git merge --no-ff feature/login")) == 1.0
    assert instruction(judge, [judge]) == "Do not merge `main` into feature branches."


@pytest.mark.parametrize("words", (
    "never merge into main",
    "don't merge anything into `release`",
    "never merge into `main` without a review",
))
def test_a_merge_into_the_branch_checked_out_gives_no_check(words: str) -> None:
    assert not {k for k, _t, _d in judged(words) if k == NOT_RUN}, words
