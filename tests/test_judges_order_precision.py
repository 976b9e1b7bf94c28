"""The order judge and the run-on-a-part reader, held to precision.

A rule of order ("run the tests before pushing", "run `npm install` after switching branches")
is checked on the order of the agent's command lines. This module guards what such a check may
count, across stacks:

- a run of X is a step whose command runs X: not a path that names it (`git add tests/x.py`,
  `cat tests/conftest.py`), not a branch named after it (`git push -u origin fix/lint-x`), not
  the install of its package (`npm i -D eslint`, `go install .../golangci-lint`), not a file of
  its config added (`git add .golangci.yml`);
- the later step is the one the rule names: a merge of work ("before merging") is not a merge
  that syncs a shared branch in (`git merge origin/main`); a switch of branches brings a tree
  in, a branch created from the current one (`git checkout -b x`) or a file restored
  (`git checkout -- f`) brings nothing;
- a condition said with the rule ("if the build breaks", "unless it's a docs-only change", "to
  main", "after editing the proto") stays with it: judged where the replay shows it, else the
  check abstains, and no line is written wider than said.

And the part-of-the-tree reader's path pattern stays linear on a long token.
"""

from __future__ import annotations

import random
import re
import time

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges import Attempt, Origin
from skillsleep.tasks.judges.mine import Quote, derive

HERE = Origin("claude-code", "s", "r")


def _verdicts(words: str, runs: tuple[str, ...]) -> list[tuple[str, str, float | None]]:
    judges = derive([Quote(words, HERE)])
    attempt = Attempt(changes=[], commands=[Command(c, 0) for c in runs])
    return [(j.kind, instruction(j, judges) if j.durable else "", j.score(attempt))
            for j in judges]


# Correct work: no check may fail it (None or 1.0 only).
KEPT = [
    # a branch created from the current one, or a file restored, switches to no other tree
    ("always run `npm install` after switching branches",
     ("git checkout -b fix/x", "git commit -m x")),
    ("always run `npm install` after switching branches",
     ("git switch -c feat/y", "git commit -m x")),
    ("always run `npm install` after switching branches",
     ("git checkout -- package-lock.json", "ls")),
    ("run `bundle install` whenever you switch branches", ("git checkout -B hotfix", "rspec")),
    ("always run `yarn` after you change branches", ("git switch --create topic/a", "yarn test")),
    # a sync merge is not the merge of the work
    ("always run the tests before merging", ("git merge origin/main", "pytest", "gh pr merge 12")),
    ("run `go test ./...` before you merge",
     ("git merge main", "go test ./...", "git merge feature/x")),
    ("please run `cargo test` before merging",
     ("git merge upstream/master", "cargo test", "gh pr merge 3")),
    ("always run the specs before merging",
     ("git merge --abort", "bundle exec rspec", "glab mr merge 4")),
    # a condition the replay cannot show: no verdict against the work
    ("always run `make clean` then `make build` if the build breaks", ("make build",)),
    ("always run `make clean` then `make build` when the build breaks", ("make build",)),
    ("always run `go generate ./...` then `go build` after editing the proto", ("go build ./...",)),
    ("run `mvn clean` then `mvn package` if the build fails", ("mvn package",)),
    # an exception, and a push to another branch than the one named
    ("always run the tests before pushing, unless it's a docs-only change", ("git push",)),
    ("always run `pytest` before you push, but skip it for docs-only changes", ("git push",)),
    ("always run the tests before pushing to main", ("git push -u origin feat/x",)),
    ("run `npm test` before you push to master", ("git push origin fix/typo",)),
    ("always run the linter before pushing to develop", ("git push -u origin chore/deps",)),
    # common spellings of the after step, where the replay takes no such step
    ("always run `pnpm install` after you checkout a branch", ("pnpm test",)),
    ("always run `npm install` after a git pull", ("npm test",)),
    ("always run `npm install` after checking out a new branch", ("npm test",)),
    ("always run `npm install` after you switch to another branch", ("npm test",)),
    ("always run `npm install` after git checkout", ("npm test",)),
    ("always run `alembic upgrade head` after creating a migration", ("pytest",)),
    ("always run `composer install` after you pull", ("vendor/bin/phpunit",)),
]

# Wrong work: the check must fail it (a 0.0 from some judge).
MISSED = [
    ("always run the tests before pushing",
     ("git add tests/test_cache.py", "git commit -m x", "git push")),
    ("always run the tests before pushing", ("cat tests/conftest.py", "git push")),
    ("always run the linter before you push", ("npm i -D eslint", "git push")),
    ("always run the linter before you commit", ("git add .golangci.yml", "git commit -m x")),
    ("always run the linter before opening a PR",
     ("git push -u origin fix/lint-warnings", "gh pr create")),
    ("run the tests before you commit", ("vim spec/models/user_spec.rb", "git commit -m x")),
    ("always run the linter before committing",
     ("go install github.com/golangci/golangci-lint/cmd/golangci-lint@latest", "git commit -m x")),
    ("always run the tests before pushing", ("git checkout -b test-fixes", "git push")),
    ("run `npm install` after switching branches", ("git checkout main", "npm test")),
    ("always run `npm ci` after pulling", ("git pull --rebase", "npm ci", "git pull")),
    ("always run the tests before merging", ("git merge origin/main", "gh pr merge 12")),
    ("always run `pnpm install` after you checkout a branch",
     ("git checkout develop", "pnpm test")),
    ("always run `npm install` after a git pull", ("git pull", "npm test")),
    ("always run the tests before pushing to main", ("git push origin main",)),
]

# Real runs still count.
RUN = [
    ("always run the tests before pushing", ("python -m pytest -q", "git push")),
    ("always run the tests before pushing", ("bundle exec rspec spec/models", "git push")),
    ("always run the linter before you commit", ("npx eslint .", "git commit -m x")),
    ("always run the linter before you commit", ("make lint && git commit -m x",)),
    ("run the tests before you commit", ("./gradlew test", "git commit -m x")),
    ("always run the tests before merging",
     ("git merge origin/main", "go test ./...", "gh pr merge 7")),
    ("run `npm install` after switching branches", ("git checkout main", "npm install")),
    ("always run `npm install` after you switch to another branch",
     ("git switch develop", "npm install")),
]

# Lines that must keep what was said: (words, a word the line must hold when one is written).
KEPT_SAID = [
    ("always run `make clean` then `make build` if the build breaks", "break"),
    ("always run `make clean` then `make build` when the build breaks", "break"),
    ("always run `go generate ./...` then `go build` after editing the proto", "proto"),
    ("always run the tests before pushing, unless it's a docs-only change", "docs"),
    ("always run `pytest` before you push, but skip it for docs-only changes", "docs"),
    ("always run the tests before pushing to main", "main"),
    ("always run `pnpm install` after you checkout a branch", "branch"),
    ("always run `npm install` after a git pull", "pull"),
    ("always run `npm install` after checking out a new branch", "branch"),
    ("always run `npm install` after you switch to another branch", "branch"),
    ("always run `npm install` after git checkout", "branch"),
    ("always run `alembic upgrade head` after creating a migration", "migration"),
]


@pytest.mark.parametrize(("words", "runs"), KEPT)
def test_correct_work_is_not_failed(words: str, runs: tuple[str, ...]) -> None:
    assert all(score != 0.0 for _, _, score in _verdicts(words, runs)), _verdicts(words, runs)


@pytest.mark.parametrize(("words", "runs"), MISSED)
def test_wrong_work_is_failed(words: str, runs: tuple[str, ...]) -> None:
    assert any(score == 0.0 for _, _, score in _verdicts(words, runs)), _verdicts(words, runs)


@pytest.mark.parametrize(("words", "runs"), RUN)
def test_a_real_run_counts(words: str, runs: tuple[str, ...]) -> None:
    found = _verdicts(words, runs)
    assert found and all(score != 0.0 for _, _, score in found), found


@pytest.mark.parametrize(("words", "kept"), KEPT_SAID)
def test_no_line_wider_than_said(words: str, kept: str) -> None:
    lines = [line for _, line, _ in _verdicts(words, ()) if line]
    assert all(kept in line.lower() for line in lines), lines


# -- the part reader's path pattern -----------------------------------------------------------

_OLD_PATH = re.compile(r"(?<![\w/.*-])`?(?P<path>\.?[\w.-]*[a-z_][\w.-]*/(?:[\w.-]+/?)*)`?"
                       r"(?![\w/.-])", re.I)


def test_path_pattern_finds_the_same_spans() -> None:
    from skillsleep.tasks.judges.run_parts import _PATH
    rng = random.Random(11)
    alphabet = "ab_Z19.-/`* ,"
    for _ in range(100_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 18)))
        assert [m.span("path") for m in _PATH.finditer(text)] == \
            [m.span("path") for m in _OLD_PATH.finditer(text)], text


def test_path_pattern_is_linear() -> None:
    from skillsleep.tasks.judges.run_parts import _PATH

    def took(n: int) -> float:
        text = "never run prettier on " + "a1-." * (n // 4)
        best = float("inf")
        for _ in range(5):
            start = time.perf_counter()
            list(_PATH.finditer(text))
            best = min(best, time.perf_counter() - start)
        return best
    # the old pattern took 6 s on 20,000 characters; a linear one grows as the text does
    small, large = took(50_000), took(200_000)
    assert large < 0.5 and large / max(small, 1e-4) < 10, (small, large)


# Near misses: no line is written at all.
TRAPS = [
    "do I need to run `npm install` after switching branches?",
    "I ran `npm install` after switching branches and it still fails",
    "yesterday we ran `make clean` then `make build` because the build broke",
    "CI runs the tests before merging, unless the PR is docs-only",
    "should we run `alembic upgrade head` after creating a migration?",
    "the hook runs the linter before you push to main",
]


@pytest.mark.parametrize("words", TRAPS)
def test_near_misses_write_nothing(words: str) -> None:
    assert not [line for _, line, _ in _verdicts(words, ()) if line]
