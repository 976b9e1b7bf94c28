"""What the person's own instruction document learns: rules they keep in more than one
repository, never one repository's rules.

`~/.claude/CLAUDE.md` (or `~/.codex/AGENTS.md`) governs all of a person's work, so its tasks are
every repository's. "We never use testify here", said as a rule in one Go service, is that
repository's lesson: scored on the person's own document it would be written there and then
govern every other repository, the ones that use testify among them. So, for a personal
document, a rule said as a lesson (durable, a standing preference, or a copy of one) counts only
when the same ask (`ask_key`) is a lesson in two or more workspaces (`identity.workspace_of`,
shared by a repository's worktrees), or when its words say it holds in all the person's
repositories ("in all my projects, use `uv`", "across every repo I work on"); the others are left
out of its tasks' judges, where they would reward the line, and out of the asks derived lines
are written from. A task's own asks,
said once about its change, stay: they judge that task whatever document governs it, and are no
lesson anywhere (`derived.a_lesson`).
"""

from __future__ import annotations

import dataclasses
import re
from collections import defaultdict

from ..identity import workspace_of
from ..tasks.judges import Judge
from ..tasks.repetition import ask_key
from ..tasks.taskdata import Task

# Workspaces an ask must be a lesson in before the person's own document may learn it.
_WORKSPACES = 2


# "in all my projects", "across every repo I work on", "in each of our repositories": the rule's
# own words put it in every repository the person works in. Someone else's ("in all their
# repos") and one repository's parts ("in every package") are not.
_EVERY_REPOSITORY = re.compile(
    r"\b(?:in|for|across|throughout|on)\s+(?:all|every|each|any)\s+(?:(?:of\s+)?(?:my|our)\s+)?"
    r"(?:other\s+)?(?:projects?|repos?|repositories|codebases?)\b"
    r"|\b(?:wherever|everywhere)\s+I\s+(?:work|code)\b", re.I)


def _a_lesson_said(judge: Judge) -> bool:
    return not judge.once and (judge.durable or judge.standing)


def said_for_every_repository(judge: Judge) -> bool:
    """Do the rule's own words put it in all the person's repositories?"""
    return _a_lesson_said(judge) and _EVERY_REPOSITORY.search(judge.quote) is not None


def _workspaces(tasks: list[Task]) -> dict[str | None, str]:
    """Each task folder's workspace, looked up once."""
    return {project: workspace_of(project) for project in {t.project for t in tasks}}


def person_wide(tasks: list[Task], standing: set[tuple[str, ...]],
                workspaces: dict[str | None, str]) -> set[tuple[str, ...]]:
    """The asks that are lessons in `_WORKSPACES` or more workspaces: said as rules in the
    tasks (each folder's workspace in `workspaces`), or the standing preferences
    (`targets.standing_asks`: workspace, then ask); and those said for every repository."""
    where: dict[tuple[str, ...], set[str]] = defaultdict(set)
    for workspace, *key in standing:
        where[tuple(key)].add(workspace)
    everywhere: set[tuple[str, ...]] = set()
    for task in tasks:
        for judge in task.judges:
            if _a_lesson_said(judge):
                where[ask_key(judge)].add(workspaces[task.project])
            if said_for_every_repository(judge):
                everywhere.add(ask_key(judge))
    # A task whose folder is unknown ("") says nothing of where else the person holds a rule.
    return everywhere | {key for key, found in where.items()
                         if len(found - {""}) >= _WORKSPACES}


def scope_to_person(tasks: list[Task], standing: set[tuple[str, ...]]
                    ) -> tuple[list[Task], set[tuple[str, ...]], int]:
    """The tasks and standing asks a personal document is trained on, and how many judges
    were left out as one repository's rules. A task's stored judges are not changed: the
    tasks given back are copies where a judge was left out."""
    workspaces = _workspaces(tasks)
    wide = person_wide(tasks, standing, workspaces)
    kept_asks = {ask for ask in standing if tuple(ask[1:]) in wide}
    scoped, left_out = [], 0
    for task in tasks:
        workspace = workspaces[task.project]
        kept = [j for j in task.judges
                if ask_key(j) in wide
                or not (_a_lesson_said(j) or (workspace, *ask_key(j)) in standing)]
        left_out += len(task.judges) - len(kept)
        scoped.append(task if len(kept) == len(task.judges)
                      else dataclasses.replace(task, judges=kept))
    return scoped, kept_asks, left_out
