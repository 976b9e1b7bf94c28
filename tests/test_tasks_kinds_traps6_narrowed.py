"""The readings `test_tasks_kinds_traps6` added, narrowed to the shape they were added for.

A review of those readings found requests of other work given their kinds. Each table below
pairs the near-misses (`TRAPS`, each with the kind it must not be given) with the requests the
reading was added for (`KEEP`, each with its kind), written from how people word such things in
general (Go, Python, TS, Rust, Java, Ruby, PHP; polite, terse):

- work put on a branch of its own is `git-sync` only when what is moved is the work in git
  (it, this, these commits, my changes, the fix) or the branch is named; a branch of the code
  ("move the null case into its own branch") is a refactor's;
- the verbs that put documents together (assemble, put together, whip up, jot down, compile)
  give `docs` only with the document as their object ("put together the release notes"), not a
  document named anywhere near ("assemble the docker image as described in the docs"), and
  "compile" only of notes and changelogs gathered from history;
- "open a draft" after a branch or a push is a pull request's; after a commit alone it may be
  any draft ("commit the blog post and create a draft");
- a checker's findings ordered left alone ("the pylint issues are from upstream, ignore them")
  ask no fix, and "make sure the build passes then deploy" asks the work after "then";
- "psalm" (a PHP checker, and the Psalms) is settled a word of prose where a request is read:
  a checker only as a command typed (`terms.CHECKERS_BY_NAME` leaves it out);
- `singular` keeps a system's name whose capital "OS" is no plural ("macOS", "watchOS").

First sight (the readers as they were; rows written before the readers were looked at, one
trap row then swapped for a near twin because "the docs folder" is an older reading of its own):
`TRAPS` 6 of 30 kept off (branch 1/7, docs 1/9, draft 1/5, checks 3/9), `KEEP` 20 of 22
(gofumpt and basedpyright were no checkers in prose), `singular` 13 of 18. After: `TRAPS` 30
of 30, `KEEP` 22 of 22, `singular` 18 of 18. Still wrong and left: `singular` of a name whose
"s" is the word's own ("redis", "postgres", "kubernetes", "chaos", "lens", "kudos"): no rule
by letters holds, "repos", "todos", "emojis", "goroutines" being plurals of the same shapes.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.common_words import singular

from helpers.kinds_read import kinds_as_asked, kinds_not_given

TRAPS: list[tuple[str, str]] = [
    # A branch of the code, not of git.
    ("git-sync", "then move the null case into its own branch"),
    ("git-sync", "and move the error handling to a separate branch"),
    ("git-sync", "please put the fallback in a separate branch"),
    ("git-sync", "move the default case to its own branch"),
    ("git-sync", "just put the early return in a separate branch"),
    ("git-sync", "then shift the retry logic into a separate branch"),
    ("git-sync", "put the validation for empty strings on its own branch"),
    # A document named near other work: not the verb's object.
    ("docs", "compile the protobufs following the readme"),
    ("docs", "assemble the docker image as described in the docs"),
    ("docs", "put together a script that parses the changelog"),
    ("docs", "whip up a quick test for the README parser"),
    ("docs", "throw together a small CLI that prints the changelog"),
    ("docs", "jot down a TODO in the code where the readme says it's slow"),
    ("docs", "pull together the metrics mentioned in the runbook into a dashboard"),
    ("docs", "compile the docs example with -Werror"),
    ("docs", "assemble a jar per the guide"),
    # A draft after a commit alone: any draft.
    ("pr", "commit the blog post and create a draft."),
    ("pr", "save it, commit, then make a draft for review"),
    ("pr", "commit the newsletter copy, then start a draft"),
    ("pr", "committed the outline, now open a draft"),
    ("pr", "push the blog post to the CMS and create a draft"),
    # A checker's findings left alone; a check passing before other work.
    ("checks", "the pylint issues are from upstream, ignore them"),
    ("checks", "those eslint warnings are pre-existing, leave them"),
    ("checks", "rubocop errors in vendor/ are not ours, don't fix them"),
    ("checks", "ignore the mypy errors in the generated stubs"),
    ("checks", "make sure the build passes then deploy to staging"),
    ("checks", "make sure the tests pass, then tag v2.1.0"),
    ("checks", "make sure ci is green and then merge it"),
    # psalm, a word of prose.
    ("checks", "psalm 23 has errors in the translation we printed"),
    ("checks", "the psalm reading had problems with the audio"),
]
KEEP: list[tuple[str | None, str]] = [
    ("git-sync", "push it to a new branch"),
    ("git-sync", "then move these commits to a new branch"),
    ("git-sync", "and move my changes to a separate branch"),
    ("git-sync", "please put the fix on its own branch"),
    ("git-sync", "move the last three commits onto a fresh branch"),
    ("git-sync", "put the work on a new branch called feat/retry"),
    ("git-sync", "just push to a new branch"),
    ("git-sync", "move all of this to a separate branch"),
    ("docs", "put together the release notes for v3.2"),
    ("docs", "whip up a README for the new package"),
    ("docs", "jot down a runbook for the failover"),
    ("docs", "compile the changelog from the merged PRs"),
    ("docs", "assemble release notes for the 1.8 release"),
    ("docs", "pull together a migration guide for v2"),
    ("pr", "push it and open a draft"),
    ("pr", "put this on a new branch, then open a draft for review"),
    ("pr", "commit and push, then open a draft"),
    ("checks", "fix the pylint issues"),
    ("checks", "make sure the build passes"),
    ("checks", "phpstan reports errors on the new controller, fix them"),
    ("checks", "make sure gofumpt is happy"),
    ("checks", "basedpyright complains about the new module"),
]


def _id(text: str) -> str:
    return text[:60]


test_a_near_miss_is_not_given_the_kind = kinds_not_given(TRAPS)
test_the_readings_added_are_kept = kinds_as_asked(KEEP, ids=_id)


@pytest.mark.parametrize(("word", "one"), [
    # A system's name ending in a capital "OS": no plural.
    ("macOS", "macOS"), ("watchOS", "watchOS"), ("tvOS", "tvOS"), ("visionOS", "visionOS"),
    # Plurals still made singular.
    ("APIs", "API"), ("URIs", "URI"), ("repos", "repo"), ("todos", "todo"), ("videos", "video"),
    ("menus", "menu"), ("emojis", "emoji"), ("caches", "cache"), ("batches", "batch"),
    ("indexes", "index"), ("statuses", "status"), ("DTOs", "DTO"), ("IDs", "ID"),
    ("SDKs", "SDK"),
])
def test_singular_keeps_a_systems_name(word: str, one: str) -> None:
    assert singular(word) == one
