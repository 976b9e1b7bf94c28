""""don't `terraform apply`": a ban whose verb is the code itself, said with "don't".

"never `git push --force`" and "we don't `unwrap()` in library code" were read; the same ban
with a plain "don't" gave nothing ("don't `git reset --hard` without asking me"). Said so, the
term is the order banned: a command is not run, code is not added. What the term is done to
("don't `git add` the generated files", "don't `rm -rf` the build dir") makes it a manner of
doing something else, and nothing is banned. Said once with "don't" alone, the ban is the
work's; a habit word makes it a rule.

Written before the reader was changed for them: 0 of the 9 bans read, the 5 look-alikes gave
nothing; after, 9 of 9 and the look-alikes still nothing.
"""

from __future__ import annotations

import pytest

from helpers.judged import judged

NOT_RUN, AVOIDS = "does_not_run", "diff_avoids"

BANS = (
    ("don't `terraform apply`", (NOT_RUN, "terraform apply", False)),
    ("don't `git reset --hard` without asking me", (NOT_RUN, "git reset --hard", False)),
    ("don't `npm publish` without asking", (NOT_RUN, "npm publish", False)),
    ("please don't `helm upgrade` against prod", (NOT_RUN, "helm upgrade", False)),
    ("do not `docker system prune`, it wipes my cache", (NOT_RUN, "docker system prune", False)),
    ("don't `terraform apply` again, ever", (NOT_RUN, "terraform apply", True)),
    ("don't `print` in handlers", (AVOIDS, "print", False)),
    ("don't `console.log`, use the logger", (AVOIDS, "console.log", False)),
    ("from now on don't `unwrap()` in library code", (AVOIDS, "unwrap()", True)),
)

# The term is how something else is done to a thing named after it, or is no order at all.
LOOK_ALIKES = (
    "don't `git add` the generated files",
    "don't `rm -rf` the build dir, I need it",
    "don't `kubectl delete` anything in prod",
    "I don't `git pull` often, is that bad?",
    "they don't `npm ci` in that pipeline, which is why it drifts",
)


@pytest.mark.parametrize(("words", "ban"), BANS)
def test_dont_and_a_term_bans_the_term(words: str, ban: tuple[str, str, bool]) -> None:
    assert ban in judged(words), (words, judged(words))


@pytest.mark.parametrize("words", LOOK_ALIKES)
def test_a_term_done_to_something_or_told_of_bans_nothing(words: str) -> None:
    assert judged(words) == set(), (words, judged(words))
