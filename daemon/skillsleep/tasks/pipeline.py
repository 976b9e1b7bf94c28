"""Tasks and recurring families, kept up to date from the harvested sessions.

update_tasks mines every stored session (mining is cheap and deterministic, and task ids are
stable, so re-mining finds the same tasks), encodes only requests it has not seen, and either
assigns them to the nearest family or re-clusters everything. A full pass happens on request, on
the first run, when the encoder changed, and when the number of tasks grew by more than a quarter
since the last full pass, so that early mistakes of incremental assignment do not last.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..store import Store
from .model import Family, Task

if TYPE_CHECKING:
    from ..context import Context
    from .encoders import Encoder

# Reading tasks and families stays light (no numpy): `status` and the language server call it.

TASKS = "tasks"
FAMILIES = "families"
META = "tasks_meta"
GROWTH_FOR_FULL = 1.25  # re-cluster everything when tasks grew by more than 25%


@dataclass
class TasksReport:
    tasks: int = 0
    new_tasks: int = 0
    removed_tasks: int = 0
    families: int = 0
    recurring: int = 0
    full: bool = False
    encoder: str = ""
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


# -- reading -----------------------------------------------------------------------------------

def load_tasks(store: Store) -> list[Task]:
    out = []
    for doc in store.collection(TASKS).all():
        try:
            out.append(Task.from_doc(dict(doc)))
        except (KeyError, TypeError, ValueError):
            continue  # a damaged document is rebuilt by the next update; never fatal here
    return out


def load_families(store: Store) -> list[Family]:
    out = []
    for doc in store.collection(FAMILIES).all():
        try:
            out.append(Family.from_doc(dict(doc)))
        except (KeyError, TypeError, ValueError):
            continue
    return out


def recurring_families(store: Store) -> list[Family]:
    return [f for f in load_families(store) if f.recurring]


def _same_path(a: str, b: str) -> bool:
    return Path(a).expanduser().resolve() == Path(b).expanduser().resolve()


def tasks_for_document(store: Store, path: str | Path) -> list[Task]:
    """The tasks of the recurring families mapped to this document."""
    wanted = str(path)
    ids = {tid for f in recurring_families(store)
           if any(_same_path(t.path, wanted) for t in f.targets) for tid in f.task_ids}
    return [t for t in load_tasks(store) if t.id in ids]


# -- updating ----------------------------------------------------------------------------------

def _encoder(ctx: Context, report: TasksReport) -> Encoder:
    from .encoders import get_encoder

    method = ctx.config.tasks.clustering
    if method == "embeddings":
        # Embeddings from a configured provider are not wired to the model client yet; the
        # bundled encoder gives the same kind of vectors offline.
        report.notes.append("clustering = embeddings is not available yet; used the bundled "
                            "MiniLM encoder")
        method = "minilm"
    return get_encoder(method)


def update_tasks(ctx: Context, full: bool = False) -> TasksReport:
    """Mine tasks from every stored session, cluster them into families, map recurring
    families to their documents, and store the result (collections `tasks` and `families`)."""
    import numpy as np
    from filelock import FileLock

    from ..sessions import iter_sessions
    from .families import build_families, full_pass, incremental
    from .mining import mine
    from .standing import apply_standing
    from .targets import rank
    from .vectors import VectorCache

    started = time.monotonic()
    report = TasksReport()
    store = ctx.store
    lock_path = ctx.paths.cache_dir / "tasks-update.lock"
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with FileLock(str(lock_path)):
        encoder = _encoder(ctx, report)
        report.encoder = encoder.name
        tasks = mine(iter_sessions(store))
        by_id: dict[str, Task] = {}
        for t in tasks:
            by_id.setdefault(t.id, t)
        tasks = list(by_id.values())
        stored = {t.id: t for t in load_tasks(store)}
        old_families = {f.id: f for f in load_families(store)}
        meta = store.collection(META).get(1) or {}
        report.tasks = len(tasks)
        report.new_tasks = sum(t.id not in stored for t in tasks)
        report.removed_tasks = sum(i not in by_id for i in stored)
        for t in tasks:
            prev = stored.get(t.id)
            if prev is not None:
                t.family_id = prev.family_id if prev.family_id in old_families else None
                # Rubrics cost a model call: keep those written before.
                t.judges += [j for j in prev.judges if j.kind == "rubric"]

        cache = VectorCache(ctx.paths.cache_dir / f"task-vectors-{encoder.name}.npz").load()
        if encoder.name == "hashed-tfidf":
            cache.vectors = {}  # every vector must share the IDF of this corpus
        missing = [t for t in tasks if t.id not in cache.vectors]
        if missing:
            for t, v in zip(missing, encoder.encode([t.request for t in missing]), strict=True):
                cache.vectors[t.id] = v
        dims = next(iter(cache.vectors.values())).shape[0] if cache.vectors else 1
        vecs = np.array([cache.vectors[t.id] for t in tasks], np.float32).reshape(-1, dims)
        old_assign = {t.id: t.family_id for t in tasks}
        last_full = int(meta.get("full_pass_tasks", 0))
        report.full = bool(
            full or not old_families or meta.get("encoder") != encoder.name
            or len(tasks) > GROWTH_FOR_FULL * max(1, last_full)
            or any(fid not in cache.centroids for fid in old_families)
            or encoder.name == "hashed-tfidf"  # its IDF changes with the corpus
        )
        if report.full:
            cache.centroids = full_pass(tasks, vecs, encoder, old_assign)
        else:
            sizes = Counter(t.family_id for t in tasks if t.family_id)
            cache.centroids = {f: c for f, c in cache.centroids.items() if f in sizes}
            incremental(tasks, vecs, encoder, cache.centroids, sizes)
        cfg = ctx.config.tasks
        families = build_families(tasks, vecs, cache.centroids, old_families,
                                   cfg.min_family_size, cfg.min_family_sessions)
        # Corrections on one task of a recurring family are the person's preferences for all.
        apply_standing(tasks, families)
        home = Path.home()
        by_task = {t.id: t for t in tasks}
        for fam in families:
            if fam.recurring:
                fam.targets = rank([by_task[i].request for i in fam.task_ids], fam.harnesses,
                                   fam.projects, home)
            else:
                fam.targets = []
        if ctx.config.models.judge:
            from .rubric import write_rubrics

            report.notes += write_rubrics(ctx, [by_task[i] for f in families if f.recurring
                                                for i in f.task_ids])
        cache.vectors = {t.id: cache.vectors[t.id] for t in tasks}
        cache.centroids = {f.id: cache.centroids[f.id] for f in families
                           if f.id in cache.centroids}
        _save(store, tasks, families, {
            "encoder": encoder.name,
            "full_pass_tasks": len(tasks) if report.full else last_full,
            "updated": time.time(),
        })
        cache.save()
        report.families = len(families)
        report.recurring = sum(f.recurring for f in families)
    report.seconds = round(time.monotonic() - started, 3)
    return report


def _save(store: Store, tasks: list[Task], families: list[Family], meta: dict[str, Any]) -> None:
    with store.collection(TASKS).write() as table:
        table.truncate()
        table.insert_multiple(t.to_doc() for t in tasks)
    with store.collection(FAMILIES).write() as table:
        table.truncate()
        table.insert_multiple(f.to_doc() for f in families)
    with store.collection(META).write() as table:
        table.truncate()
        table.insert(meta)
