"""A ban of a run said of a time judges no run, whichever reader reads it.

"we never deploy on fridays" says when, not whether: no replay of the work shows the day it is
run on. Its line keeps the time ("Do not run `make deploy` on fridays."), but its check had
failed every piece of work that ran the command, on any day, teaching the night that deploying
is wrong. The check now gives no verdict when the run's reach is a time (a day, the weekend,
office hours, a freeze). The readers that keep no reach in what they give (a flag the agent
used banned by its words, a way around a checker banned by what it does) give nothing for
such a ban, as they would otherwise write the ban without its time. A ban without a time, and
one said of a place or a go-ahead, judges as before (the last table), so nothing was killed by
a word. 10 of these 17 tests failed before.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges.attempt import Attempt, Command
from skillsleep.tasks.judges.mine import Origin, Quote, derive

from helpers.judged import judged

DEPLOYED = "I ran `make deploy` to ship it to production."
PUSHED = "Done: I pushed the branch with `git push origin main`."
SKIPPED = "I ran `./release.sh --skip-tests` so the fix went out quicker."
IGNORED = "I added `# type: ignore` on that line so mypy passes."

# (words, the agent's message, the command run in the replay). A time said with "during" is
# read as a condition of the ban and gives nothing; a day keeps the ban with its time.
AT_A_TIME = [
    ("we never deploy on fridays", DEPLOYED, "make deploy"),
    ("no, we never push on a friday", PUSHED, "git push origin main"),
    ("never run `terraform apply` on a Friday afternoon", "", "terraform apply -auto-approve"),
    ("never run `db:migrate` on Monday mornings", "", "rails db:migrate"),
    ("don't run `npm publish` during the code freeze", "", "npm publish"),
    ("never run `kubectl apply` during business hours", "", "kubectl apply -f k8s/"),
    ("we never run `make release` on a Sunday", "", "make release"),
]

NO_REACH_KEPT = [
    ("we don't skip tests on fridays", SKIPPED),
    ("we don't skip tests on a friday", SKIPPED),
    ("never use that flag during the freeze", SKIPPED),
    ("never silence the checker on release days", IGNORED),
    ("we don't silence mypy on a Friday", IGNORED),
]

KEPT = [
    ("we don't skip tests, ever", SKIPPED, "./release.sh --skip-tests"),
    ("never use that flag", SKIPPED, "./release.sh --skip-tests"),
    ("never run `terraform apply` without asking", "", "terraform apply"),
    ("never run `npm publish`", "", "npm publish"),
    ("we never deploy without asking", DEPLOYED, "make deploy"),
]


def _run_bans(words: str, reply: str) -> list:
    return [j for j in derive([Quote(words, Origin("h", "s", "r"), reply=reply)])
            if j.kind == "does_not_run"]


@pytest.mark.parametrize(("words", "reply", "ran"), AT_A_TIME, ids=[w for w, _, _ in AT_A_TIME])
def test_a_run_banned_at_a_time_keeps_its_time_and_judges_no_run(words: str, reply: str,
                                                                 ran: str) -> None:
    bans = _run_bans(words, reply)
    assert bans or " during " in words, "a ban on a day is read, with its day"
    for ban in bans:
        assert ban.reach and ban.reach.lower() in ban.instruction().lower()
        assert ban.score(Attempt(commands=[Command(ran, 0)])) is None
        assert ban.score(Attempt(commands=[Command("ls", 0)])) is None


@pytest.mark.parametrize(("words", "reply"), NO_REACH_KEPT, ids=[w for w, _ in NO_REACH_KEPT])
def test_a_reader_that_keeps_no_time_gives_nothing(words: str, reply: str) -> None:
    assert judged(words, reply) == set()


@pytest.mark.parametrize(("words", "reply", "ran"), KEPT, ids=[w for w, _, _ in KEPT])
def test_the_same_bans_without_a_time_still_judge(words: str, reply: str, ran: str) -> None:
    bans = _run_bans(words, reply)
    assert bans
    assert any(ban.score(Attempt(commands=[Command(ran, 0)])) == 0.0 for ban in bans)
    assert all(ban.score(Attempt(commands=[Command("ls", 0)])) == 1.0 for ban in bans)
