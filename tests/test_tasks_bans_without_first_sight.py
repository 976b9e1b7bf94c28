"""Bans of an action "without" something, and merges of pull requests, at first sight.

A first-sight batch, written from how developers keep an agent from git and release actions
unless something comes first: "never merge without approval", "never force-push without a
heads-up", "never merge a pull request without a review", "never run `make deploy` without
`--dry-run`", "don't commit without running `make lint`". What follows "without" is what the
action may go on with, so the ban is of the action without it, never of the action: a line
"Do not run `git merge`." written for "never merge a pull request without a review" forbids
every merge the person wanted done after a review, and "Do not run `npm publish`." for "never
run `npm publish` without `--dry-run` first" says the opposite of what they asked. The person's
go-ahead ("without approval", "without telling me", "without a heads-up") is said in the line
as "without asking first", as "without asking" already was; a check to run first ("without
running `make lint`") is the check, run before the work goes out. A pull request is merged on
the platform that hosts it, which no `git merge` shows: "never merge your own PR" is no ban of
the agent's `git merge main` into its branch.

Measured on the reader before it was changed for them: 8 of 20 read right; 10 gave a standing
line wider than said or the opposite of it ("never commit without running `make lint`" as "Do
not run `git commit`.", "never merge without approval" as "Do not run `git merge`."), 2 a wrong
check kept to the task; after: 20/20.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from helpers.judged import NOT_RUN, RUNS, Judged, check_read, durable_lines, judged

BANS: tuple[tuple[str, str, Judged], ...] = (
    # a pull request merged: no `git merge`
    ("your own PR", "never merge your own PR", set()),
    ("PRs yourself", "don't merge PRs yourself, I merge them", set()),
    ("a PR without a review", "never merge a pull request without a review", set()),
    ("the MR before QA", "never merge an MR without QA signing it off", set()),
    # what the action may go on with: no ban of the action
    ("merge without squashing", "never merge without squashing", set()),
    ("deploy without a flag", "never run `make deploy` without `--dry-run`", set()),
    ("publish without dry run first", "never run `npm publish` without `--dry-run` first",
     set()),
    ("push without a lease", "never push without `--force-with-lease`", set()),
    ("apply without a plan", "never run `terraform apply` without a plan", set()),
    ("reset without a backup", "never use `git reset --hard` without a backup branch", set()),
    ("drop without a snapshot", "never run `dropdb` without a snapshot", set()),
    # the person's go-ahead: the ban holds until they agree
    ("merge without approval", "never merge without approval", {(NOT_RUN, "git merge", True)}),
    ("push asking first", "never push without asking me first", {(NOT_RUN, "git push", True)}),
    ("commit without my ok", "never commit without my ok", {(NOT_RUN, "git commit", True)}),
    ("force push heads-up", "never force-push without a heads-up",
     {(NOT_RUN, "git push --force", True)}),
    ("force push telling me", "never force push without telling me",
     {(NOT_RUN, "git push --force", True)}),
    ("clean without asking", "never run `git clean -fdx` without asking",
     {(NOT_RUN, "git clean -fdx", True)}),
    # a check to run first
    ("commit without running lint", "don't commit without running `make lint`",
     {(RUNS, "make lint", False)}),
    ("never commit without running lint", "never commit without running `make lint`",
     {(RUNS, "make lint", True)}),
    ("push without cargo test first", "never push without running `cargo test` first",
     {(RUNS, "cargo test", True)}),
)

KNOWN_MISSES: frozenset[str] = frozenset()


@pytest.mark.parametrize(("name", "words", "expected"), BANS, ids=[r[0] for r in BANS])
def test_a_ban_without_something_is_read_as_said(name: str, words: str,
                                                  expected: Judged) -> None:
    check_read(name, judged(words), expected, KNOWN_MISSES)


def test_the_go_ahead_is_said_in_the_line() -> None:
    for words, command in (("never merge without approval", "git merge"),
                           ("never force-push without a heads-up", "git push --force"),
                           ("never force push without telling me", "git push --force")):
        assert durable_lines(words) == [
            (NOT_RUN, command, f"Do not run `{command}` without asking first.")]


def test_a_merge_of_the_main_branch_is_still_a_git_merge() -> None:
    assert judged("never merge main into your branch, rebase instead") == {
        (NOT_RUN, "git merge … main", False)}
    assert durable_lines("never merge") == [(NOT_RUN, "git merge", "Do not run `git merge`.")]
