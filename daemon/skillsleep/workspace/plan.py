"""How each of a document's tasks is replayed: in a workspace, in chat, or not at all, and why.

A task goes to a workspace when its outcome is a change to code that can be judged there: one
of its judges reads the work itself (the lines a change adds, the files, the commands, the
commits: `reads` "code" or "workspace"), or it asks for a change to code (fix the checks, write
tests, build, refactor, debug, address review comments) and the project's own check is known:
as the person asked for it ("run `make lint` before you say done"), as the session ran it, or
as the document names it, in that order. Its repository and commit must be found, the document
must be part of that repository (so the replay can show it the candidate at its own path
without touching the person's copy), and the target model must be a harness CLI. A workspace
replay is scored with all the task's judges, plus the project's check when one is known.

Otherwise a task whose judges can read an answer (or the code an answer proposes) is replayed in
chat, as before; a task no judge can score is not replayed at all.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..identity import checkout_of
from ..logs.checks import checks_in, choose_check, is_check
from ..sessiondata import parse_time
from ..tasks.judges import chat_can_judge
from ..tasks.judges.work import ChecksPass
from ..tasks.kinds import KINDS
from ..tasks.taskdata import Task
from .place import NotReplayable, Place, SessionFacts, locate

WORKSPACE = "workspace"
CHAT = "chat"
NONE = "none"
MODES = (WORKSPACE, CHAT, NONE)


# Kinds of work whose outcome is a change to code (each kind says so: `Kind.changes_code`).
CODE_KINDS = frozenset(k.id for k in KINDS if k.changes_code)


def needs_workspace(task: Task) -> bool:
    """A judge of the task reads what only a workspace shows well: the change, the commands."""
    return any(j.reads in ("code", "workspace") for j in task.judges)


def wants_workspace(task: Task, check: str | None) -> bool:
    return needs_workspace(task) or (task.kind in CODE_KINDS and check is not None)


@dataclass
class TaskPlan:
    task: Task              # with the check judge added for a workspace replay
    mode: str
    place: Place | None = None
    check: str | None = None
    why_not: str = ""       # why a task that needs a workspace is not replayed in one


@dataclass
class ReplayPlan:
    document: str
    doc_rel: str = ""       # the document's path inside its repository
    entries: dict[str, TaskPlan] = field(default_factory=dict)

    @property
    def tasks(self) -> list[Task]:
        return [e.task for e in self.entries.values()]

    def task(self, task: Task) -> Task:
        """The task as it is replayed (a workspace replay also judges the project's check)."""
        entry = self.entries.get(task.id)
        return entry.task if entry else task

    def mode(self, task_id: str) -> str:
        entry = self.entries.get(task_id)
        return entry.mode if entry else NONE

    def reasons(self) -> dict[str, int]:
        """Why tasks that need a workspace are not replayed in one: reason -> tasks."""
        return dict(Counter(e.why_not for e in self.entries.values() if e.why_not))


def plan_replays(document: str, text: str, tasks: list[Task],
                 facts: dict[str, SessionFacts], runner_problem: str | None,
                 judge_model: bool) -> ReplayPlan:
    """The plan for one document (`text` is what it says now); `runner_problem` is why no
    harness CLI can replay in a workspace (None when one can)."""
    doc_repo = checkout_of(Path(document).parent)
    plan = ReplayPlan(document)
    if doc_repo is not None:
        try:
            plan.doc_rel = Path(document).resolve().relative_to(doc_repo.root.resolve()).as_posix()
        except ValueError:
            doc_repo = None
    doc_checks = checks_in(text)
    for task in tasks:
        chat_ok = any(chat_can_judge(j) or (j.kind == "rubric" and judge_model)
                      for j in task.judges)
        fallback = CHAT if chat_ok else NONE
        session = facts.get(f"{task.harness}:{task.session_id}", SessionFacts())
        check, judge = project_check(task, session, doc_checks)
        if not wants_workspace(task, check):
            plan.entries[task.id] = TaskPlan(task, fallback)
            continue
        where = _where(task, facts, runner_problem, doc_repo, document)
        if isinstance(where, NotReplayable):
            plan.entries[task.id] = TaskPlan(task, fallback, why_not=where.reason)
            continue
        judges = [*task.judges, judge] if judge is not None else list(task.judges)
        plan.entries[task.id] = TaskPlan(replace(task, judges=judges), WORKSPACE, where, check)
    return plan


def _where(task: Task, facts: dict[str, SessionFacts], runner_problem: str | None,
           doc_repo: Any, document: str) -> Place | NotReplayable:
    if runner_problem:
        return NotReplayable(runner_problem)
    session = facts.get(f"{task.harness}:{task.session_id}")
    if session is None:
        return NotReplayable("its session is no longer stored")
    place = locate(session, parse_time(task.time))
    if isinstance(place, NotReplayable):
        return place
    if doc_repo is None:
        return NotReplayable(
            f"the document {document} is not inside a repository, so a replay could only show "
            f"the candidate by changing your own copy")
    if doc_repo.common_dir.resolve() != place.repository:
        return NotReplayable(f"the document {document} is not in the session's repository "
                             f"{place.repository}")
    return place


def project_check(task: Task, session: SessionFacts, doc_checks: list[str]
                  ) -> tuple[str | None, ChecksPass | None]:
    """The project's check for the task, and the judge of it (None, None when none is known)."""
    asked = [j for j in task.judges if j.kind == "runs" and is_check(getattr(j, "command", ""))]
    sources: list[tuple[list[str], str, Any]] = [
        ([getattr(j, "command", "") for j in asked], "as you asked for it",
         asked[0].origin if asked else None),
        (list(session.checks), "as the session ran it", task.origin),
        (doc_checks, "as the document names it", None),
    ]
    for candidates, how, origin in sources:
        command = choose_check(task.request, candidates)
        if command:
            return command, ChecksPass(command=command, origin=origin,
                                       quote=f"the project's check `{command}`, {how}")
    return None, None
