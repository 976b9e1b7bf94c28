"""Which documents a night works on, and the tasks for each, from the tasks pipeline's store."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..documents import checked_document, is_document
from ..identity import doc_key, is_personal, workspace_of
from ..store import Store
from ..tasks.judges import judge_from_doc
from ..tasks.pipeline import load_families, load_tasks, recurring_families, tasks_for_document
from ..tasks.repetition import ask_key
from ..tasks.taskdata import Family, Task
from .personal import scope_to_person


@dataclass
class Target:
    path: str
    tasks: list[Task]
    families: list[str] = field(default_factory=list)
    why: str = ""
    # What the families' standing preferences ask for, each in its workspace (`standing_asks`):
    # the lessons of their tasks that may be written into the document as they were said
    # (optimize/derived.py).
    standing: set[tuple[str, ...]] = field(default_factory=set)
    # Judges left out of a personal document's tasks as one repository's rules (personal.py).
    repository_rules: int = 0

    @classmethod
    def of(cls, path: str, tasks: list[Task], families: list[str], why: str,
           standing: set[tuple[str, ...]]) -> Target:
        """The target for the document at `path`; a personal document's is trained only on
        the lessons said in more than one repository (`personal.scope_to_person`)."""
        if not is_personal(path):
            return cls(path, tasks, families, why, standing)
        tasks, standing, left_out = scope_to_person(tasks, standing)
        return cls(path, tasks, families, why, standing, left_out)


def standing_asks(families: list[Family]) -> set[tuple[str, ...]]:
    """What these families' standing preferences ask for: the workspace each was said in
    (`identity.workspace_of` its folder), then its `ask_key`. A family gathers one kind of work
    from several repositories, and a preference is only its own repository's: the same words
    said once in another are that task's own."""
    asks = set()
    known: dict[str, str] = {}
    for family in families:
        for doc in family.standing:
            project = doc.get("project")
            if not isinstance(project, str):
                continue  # said nowhere known: no task's words are its
            try:
                key = ask_key(judge_from_doc(doc))
            except ValueError:
                continue  # a kind this version does not know: no line is written from it
            if project not in known:
                known[project] = workspace_of(project)
            asks.add((known[project], *key))
    return asks


def recurring_targets(store: Store, limit: int) -> list[Target]:
    """Every document mapped to a recurring family, best supported first, at most `limit`.

    A repository's document is one target whichever worktrees its families' sessions ran in;
    it is read (and proposed on) at the first of its paths that is a document."""
    weight: dict[str, float] = {}
    fams: dict[str, list[str]] = {}
    where: dict[str, str] = {}
    recurring = recurring_families(store)
    for family in recurring:
        for t in family.targets:
            # Read at a path that is a document now: not a worktree that is gone (then at the
            # copy in another worktree), never a link that left its repository since mapped.
            path = next((p for p in (t.path, *t.copies) if is_document(p)), t.path)
            key = doc_key(path)
            weight[key] = weight.get(key, 0.0) + t.score * family.size
            if family.id not in fams.setdefault(key, []):
                fams[key].append(family.id)
            if key not in where and is_document(path):
                where[key] = str(checked_document(path))
    ranked = sorted(where, key=lambda k: (-weight[k], where[k]))[:limit]
    return [Target.of(where[k], tasks_for_document(store, where[k]), fams[k],
                   "mapped to recurring families",
                   standing_asks([f for f in recurring if f.id in fams[k]])) for k in ranked]


def mapped_families(families: list[Family], path: str) -> list[Family]:
    """Those of `families` mapped to the document at `path`, in any of its repository's
    worktrees."""
    wanted = doc_key(path)
    return [f for f in families if any(doc_key(t.path) == wanted for t in f.targets)]


def skill_target(store: Store, path: Path) -> tuple[Target, str]:
    """The one document given with --skill, and a sentence saying where its tasks came from.

    Raises DocumentRefused (a clear UserError) for a path that is not a document."""
    key = str(checked_document(path))
    tasks = tasks_for_document(store, key)
    mapped = mapped_families(load_families(store), key)
    families, standing = [f.id for f in mapped], standing_asks(mapped)
    if tasks:
        return Target.of(key, tasks, families, "recurring families", standing), ""
    if not families:
        return Target(key, [], [], ""), (
            f"no task family is mapped to {key} yet; the optimizer learns only from tasks "
            f"harvested from your sessions that this document governs"
        )
    ids = {tid for f in mapped for tid in f.task_ids}
    tasks = [t for t in load_tasks(store) if t.id in ids]
    if not tasks:
        return Target(key, [], families, ""), (
            f"the families mapped to {key} hold no stored tasks")
    return Target.of(key, tasks, families, "families mapped to it (not yet recurring)",
                     standing), ""
