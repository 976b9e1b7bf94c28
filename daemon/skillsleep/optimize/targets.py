"""Which documents a night works on, and the tasks for each, from the tasks pipeline's store.

The tasks pipeline (`skillsleep.tasks.pipeline`) decides which families recur and which tasks
belong to a document; when it is not importable, the families and tasks it stored are read as
they are (a family's `recurring` flag and `targets`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..store import Store
from ..tasks.model import Family, Task


@dataclass
class Target:
    path: str
    tasks: list[Task]
    families: list[str] = field(default_factory=list)
    why: str = ""


def _same(a: str, b: str) -> bool:
    return Path(a).expanduser().resolve() == Path(b).expanduser().resolve()


def _all_families(store: Store) -> list[Family]:
    out = []
    for doc in store.collection("families").all():
        try:
            out.append(Family.from_doc(dict(doc)))
        except (KeyError, TypeError, ValueError):
            continue  # a damaged family is skipped, never fatal for the night
    return out


def _tasks_by_id(store: Store, ids: set[str]) -> list[Task]:
    out = []
    for doc in store.collection("tasks").all():
        if doc.get("id") in ids:
            try:
                out.append(Task.from_doc(dict(doc)))
            except (KeyError, TypeError, ValueError):
                continue
    return out


def _recurring_families(store: Store) -> list[Family]:
    try:
        from ..tasks.pipeline import recurring_families
    except ImportError:
        return [f for f in _all_families(store) if f.recurring]
    return recurring_families(store)


def _tasks_for_document(store: Store, path: str) -> list[Task]:
    try:
        from ..tasks.pipeline import tasks_for_document
    except ImportError:
        ids = {tid for f in _all_families(store) if f.recurring
               and any(_same(t.path, path) for t in f.targets) for tid in f.task_ids}
        return _tasks_by_id(store, ids)
    return tasks_for_document(store, path)


def recurring_targets(store: Store, limit: int) -> list[Target]:
    """Every document mapped to a recurring family, best supported first, at most `limit`."""
    weight: dict[str, float] = {}
    fams: dict[str, list[str]] = {}
    for family in _recurring_families(store):
        for t in family.targets:
            key = str(Path(t.path).expanduser().resolve())
            weight[key] = weight.get(key, 0.0) + t.score * family.size
            fams.setdefault(key, []).append(family.id)
    ranked = sorted(weight, key=lambda p: (-weight[p], p))[:limit]
    return [Target(p, _tasks_for_document(store, p), fams[p], "mapped to recurring families")
            for p in ranked]


def skill_target(store: Store, path: Path) -> tuple[Target, str]:
    """The one document given with --skill, and a sentence saying where its tasks came from."""
    key = str(path.expanduser().resolve())
    tasks = _tasks_for_document(store, key)
    families = [f.id for f in _all_families(store) if any(_same(t.path, key) for t in f.targets)]
    if tasks:
        return Target(key, tasks, families, "recurring families"), ""
    if not families:
        return Target(key, [], [], ""), (
            f"no task family is mapped to {key} yet; the optimizer learns only from tasks "
            f"harvested from your sessions that this document governs"
        )
    ids = {tid for f in _all_families(store) if f.id in families for tid in f.task_ids}
    tasks = _tasks_by_id(store, ids)
    if not tasks:
        return Target(key, [], families, ""), (
            f"the families mapped to {key} hold no stored tasks")
    return Target(key, tasks, families, "families mapped to it (not yet recurring)"), ""
