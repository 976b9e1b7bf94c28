"""A command banned over the whole tree ("never run `prettier` on the whole repo, only on the
files you touched") is banned only over the whole tree: a run that names its files or folders
is what the person asks for and keeps the rule; a run with an argument that names every file
(`.`, `./...`, `**/*.ts`, `--all-files`) or with no file at all (the tool's default is the
folder it runs in) breaks it. A ban said plainly, or of another place, still fails every run.
"""

from __future__ import annotations

import pytest

from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges import Attempt, Judge
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import HERE


def ran(*lines: str) -> Attempt:
    return Attempt(commands=[Command(line, 0) for line in lines])


def ban(words: str) -> list[Judge]:
    """The command bans the words give (at least one)."""
    judges = [j for j in derive([Quote(words, HERE)]) if j.kind == "does_not_run"]
    assert judges, words
    return judges


RULES = (
    ("never run `prettier` on the whole repo, only on the files you touched",
     ["npx prettier --write src/app.ts src/util.ts"],
     ["npx prettier --write ."]),
    ("don't run `eslint --fix` across the entire codebase",
     ["eslint --fix packages/web/src/Button.tsx"],
     ["eslint --fix"]),
    ("never run `go test ./...` over the whole monorepo, it takes an hour",
     ["go test ./services/billing/..."],
     ["go test ./..."]),
    ("please never run `ruff format` on the entire repository",
     ["ruff format app/models.py && ruff check app/models.py"],
     ["cd backend && ruff format ."]),
    ("never run `pre-commit run` on all the files, just the staged ones",
     ["pre-commit run --files api/views.py"],
     ["pre-commit run --all-files"]),
    ("we never run `black` on the whole project",
     ["black src/payments/ledger.py"],
     ["black '**/*.py'"]),
)


@pytest.mark.parametrize(("words", "keeps", "breaks"), RULES)
def test_a_ban_over_the_whole_tree_fails_only_runs_over_every_file(
        words: str, keeps: list[str], breaks: list[str]) -> None:
    for judge in ban(words):
        assert judge.score(ran(*keeps)) == 1.0, (words, keeps)
        assert judge.score(ran(*keeps, *breaks)) == 0.0, (words, breaks)
        assert judge.score(ran("git status")) == 1.0, words


@pytest.mark.parametrize(("words", "run"), (
    ("never run `prettier`", "npx prettier --write src/app.ts"),
    ("never run `kubectl delete` on the prod namespace", "kubectl delete ns prod"),
    ("don't run `npm publish`, ever", "npm publish ./dist"),
))
def test_a_ban_said_otherwise_still_fails_every_run(words: str, run: str) -> None:
    for judge in ban(words):
        assert judge.score(ran(run)) == 0.0, (words, run)


def test_the_check_says_what_it_bans() -> None:
    judge = ban("never run `prettier` on the whole repo, only on the files you touched")[0]
    assert "on the whole repo" in judge.describe()
