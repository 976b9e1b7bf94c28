"""Tasks and recurring families, kept up to date from the harvested sessions.

update_tasks runs right after each harvest on the sessions that harvest changed (mining is
deterministic and task ids are stable, so re-mining a session finds the same tasks), and on
every session when asked to, when the miner changed, or on the first run. Tasks of a built-in
kind of work join that kind's family at once; the rest are encoded (only requests not seen
before) and either join the nearest family or are all re-clustered. A full pass happens on
request, on the first run, when the encoder changed, and when those tasks grew by more than a
quarter since the last full pass, so that early mistakes of incremental assignment do not last.

Recurring families are mapped to their documents. An update of every session (a night,
`tasks --update`, the first run) looks at every family's documents again. An update after a
harvest looks again only at the families whose work changed (their tasks, in order, their
folders, whether they recur): the others keep the documents stored, and the lines of them that
already state a standing preference, without a file being listed or read, so that one new turn
costs the same on a history with one checkout as on one with hundreds of worktrees. Likewise
the repository of each session's folder (`identity.workspace_of`, which groups the families'
documents and the standing preferences) is looked up once and kept with the tasks; only a new
folder is looked up after a harvest. A document edited, or a worktree added or removed, since
is seen when its family next changes, or at the next update of every session.
Documents are read through a cache beside the store (`rankcache`), loaded only when a family's
documents are looked at: each is read, redacted and vectorized once per content, and a ranking
whose inputs did not change is not computed again. That cache and the task vectors' are written
back only when they changed. A large mining uses a second CPU when one is idle (`spread`), and
meanwhile this process loads what clustering needs. A long-running process (the daemon) keeps
the tasks and families it stored, and starts the next update from them while no one else
replaced their files (`_Kept`): a turn costs no decoding of the whole history. When the
tasks it mines are the very ones it stored (the agent's reply, a tool call, a follow-up that
changes no task), the stored families stand and nothing is clustered, ranked or written
(`_stands`). When they are not, what did not change is not done again: the standing
preferences are found again only when the judges they come from, or a family that has one,
changed (`standingcache`); a family keeps its label and typical requests while its requests
are the same (`families`); and the tasks are stored in parts by session (`TASK_PARTS`), so
only the part of a session that changed is written.
"""

from __future__ import annotations

import hashlib
import operator
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..catalog import FAMILIES, TASKS, TASKS_META
from ..collector import collector_paused
from ..cpus import import_numpy
from ..identity import doc_key, governs, workspace_of
from ..locks import held
from ..sessions import get_sessions, iter_session_documents
from ..store import Parts, Store, file_version
from .minerversion import MINER
from .taskdata import Family, TargetDocument, Task

if TYPE_CHECKING:
    from ..config import TasksConfig
    from ..context import Context
    from .encoders import Encoder
    from .learned import LinearModel
    from .rankcache import RankCache
    from .standing import Workspaces
    from .vectors import VectorCache

# Reading tasks and families stays light (no numpy): `status` and the language server call it.

GROWTH_FOR_FULL = 1.25  # re-cluster everything when tasks grew by more than 25%
# The tasks are stored in parts by session (`store.Parts`): an update after a harvest of one
# turn rewrites the part of the session that changed, not every task ever mined.
TASK_PARTS = Parts(by=("harness", "session_id"), identity="id")


@dataclass
class TasksReport:
    tasks: int = 0
    new_tasks: int = 0
    removed_tasks: int = 0
    families: int = 0
    recurring: int = 0
    standing: int = 0         # standing preferences found
    accepted_edits: int = 0   # accepted edits measured on the tasks (`then`, after a harvest)
    sessions_mined: int = -1  # sessions mined this time; -1 for all of them
    full: bool = False
    stood: bool = False       # the tasks mined were those stored: the stored result stands
    encoder: str = ""
    seconds: float = 0.0
    mining_seconds: float = 0.0  # of them, mining the sessions (all, or those that changed)
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


def tasks_for_document(store: Store, path: str | Path) -> list[Task]:
    """The tasks of the recurring families mapped to this document (in any worktree), done
    where the document governs."""
    wanted = doc_key(path)
    # Each family's own listing of the document (a link keeps the place it governs from).
    listed: dict[str, str] = {}
    for f in recurring_families(store):
        for t in f.targets:
            # The listed path, or a worktree's copy of it when the listed one is gone.
            where = next((p for p in (t.path, *t.copies) if doc_key(p) == wanted), None)
            if where is not None:
                listed.update((tid, where) for tid in f.task_ids)
    # A family spans projects; a project's document is trained on the work done in it.
    return [t for t in load_tasks(store)
            if t.id in listed and (not t.project or governs(listed[t.id], t.project))]


# -- updating ----------------------------------------------------------------------------------

def release_encoders() -> None:
    """Give back the memory of the encoder weights mining loaded, if it loaded any (a
    long-running process calls this between minings; nothing is imported to do it)."""
    encoders = sys.modules.get(f"{__package__}.encoders")
    if encoders is not None:
        encoders.release_loaded()


def _encoder(ctx: Context) -> Encoder:
    from .encoders import get_encoder  # heavy: numpy

    return get_encoder(ctx.config.tasks.clustering)


class _Preparation:
    """What follows mining needs, made ready once: numpy and the clustering modules imported,
    and the encoder; while a mining worker mines (a first mining, which has requests to
    encode), its weights are loaded too."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self._encoder: Encoder | None = None

    def __call__(self) -> Encoder:
        if self._encoder is None:
            import_numpy()  # first: with its BLAS on one thread
            from . import families, rankcache  # noqa: F401  heavy: numpy

            self._encoder = _encoder(self.ctx)
        return self._encoder

    def while_mining(self) -> None:
        self().load()


def _mine(ctx: Context, stored: dict[str, Task], meta: dict[str, Any],
          sessions: Iterable[str] | None, report: TasksReport,
          followups: LinearModel | None = None,
          prepare: _Preparation | None = None) -> list[Task]:
    """Every task: mined afresh for the sessions that changed (all of them when the miner
    changed or nothing was mined yet), kept from the store for the rest. `prepare`: made
    ready while a mining worker mines, if one does."""
    # start-up: compiling the miner's patterns would cost status ~40 ms
    from .spread import mine_spread

    wanted = None if sessions is None or meta.get("miner") != MINER or not stored \
        else set(sessions)
    if wanted is not None and not wanted:
        report.sessions_mined = 0
        return list(stored.values())
    # Only the pages that hold the wanted sessions are read; every session's document is
    # decoded by the process that mines it.
    started = time.monotonic()
    fresh = mine_spread(iter_session_documents(ctx.store) if wanted is None
                        else get_sessions(ctx.store, wanted), followups,
                        prepare.while_mining if prepare is not None else None)
    report.mining_seconds = round(time.monotonic() - started, 4)
    report.sessions_mined = len({f"{t.harness}:{t.session_id}" for t in fresh}) if wanted \
        is not None else -1
    mined_keys = wanted if wanted is not None else None
    tasks = [t for t in stored.values() if mined_keys is not None
             and f"{t.harness}:{t.session_id}" not in mined_keys]
    by_id: dict[str, Task] = {t.id: t for t in tasks}
    for t in fresh:
        prev = stored.get(t.id)
        if prev is not None:
            t.family_id = prev.family_id
            # Rubrics cost a model call: keep those written before.
            t.judges += [j for j in prev.judges if j.kind == "rubric" and not j.standing]
        by_id.setdefault(t.id, t)
    return list(by_id.values())


@dataclass
class _Stored:
    """What the last update stored: the result this one starts from."""

    tasks: dict[str, Task]
    families: dict[str, Family]
    meta: dict[str, Any]
    kept: _Kept | None = None  # when it is what the last update in this process stored

    @classmethod
    def read(cls, store: Store) -> _Stored:
        kept = _Kept.take(store)
        tasks, families = (kept.tasks, kept.families) if kept is not None \
            else (load_tasks(store), load_families(store))
        return cls({t.id: t for t in tasks}, {f.id: f for f in families},
                   dict(store.collection(TASKS_META).get(1) or {}), kept)


@dataclass
class _Kept:
    """The tasks and families the last update in this process stored, as objects, with the
    versions of the files they were stored in. A long-running process (the daemon) updates
    after every harvest: the next update starts from these instead of decoding every task
    again, as long as no one replaced either file since (another process's update, `store
    repair`, an editor). What is kept equals what reading the files gives (`Task.from_doc` of
    `Task.to_doc`), so an update gives the same result from either. The update that takes them
    changes them in place, so they are kept only once stored and handed out once.

    With them, what the result was made with (`settings`, `standing`, and the task vectors'
    file as it was written): when the next update mines the very tasks stored, with the same
    settings and vectors, it would store the same families again (`_stands`)."""

    root: Path
    versions: tuple[Any, Any]
    tasks: list[Task]
    families: list[Family]
    settings: TasksConfig | None = None
    standing: int = 0                       # standing preferences found
    vectors: tuple[Path, Any] | None = None  # the task vectors' file and its version

    @classmethod
    def take(cls, store: Store) -> _Kept | None:
        """The kept result when the files are still the versions it was stored in."""
        global _KEPT
        kept, _KEPT = _KEPT, None
        if kept is None or kept.root != store.root or None in kept.versions \
                or kept.versions != _versions(store, lambda c: c.version()):
            return None
        return kept

    @classmethod
    def keep(cls, store: Store, tasks: list[Task], families: list[Family],
             settings: TasksConfig | None = None, standing: int = 0) -> None:
        """Keep the result just stored (under the update's lock, right after the write)."""
        global _KEPT
        for t in tasks:
            t.said = []  # not stored: a task read back has none
        _KEPT = cls(store.root, _versions(store, lambda c: c.known_version()), tasks, families,
                    replace(settings) if settings is not None else None, standing)

    def stand(self, tasks: list[Task]) -> None:
        """Keep this result again, with the tasks mined anew in place of the same ones: the
        files are the versions it was taken with (`take` checked them; nothing wrote since)."""
        global _KEPT
        for t in tasks:
            t.said = []
        self.tasks = tasks
        _KEPT = self

    @staticmethod
    def vectors_written(path: Path) -> None:
        """The task vectors' file as the update that kept the result left it."""
        if _KEPT is not None:
            _KEPT.vectors = (path, file_version(path))


_KEPT: _Kept | None = None


class _Written:
    """The document each task was last stored as, with what it was made from: the task (the
    very object), its family and its judges (the very objects). A task kept from the last
    update with the same family and judges has the same document (its other fields are set
    when it is mined or read, and never after), so after a harvest of one turn only the tasks
    of the sessions mined, and those given another family or other standing copies, are
    written out again. The documents are the ones the store keeps for the file it wrote."""

    def __init__(self) -> None:
        self._last: dict[str, tuple[Task, str | None, tuple[Any, ...], dict[str, Any]]] = {}

    def docs(self, tasks: list[Task]) -> list[dict[str, Any]]:
        out, now = [], {}
        for t in tasks:
            judges = tuple(t.judges)
            last = self._last.get(t.id)
            if last is not None and last[0] is t and last[1] == t.family_id \
                    and len(last[2]) == len(judges) and all(map(operator.is_, last[2], judges)):
                doc = last[3]
            else:
                doc = t.to_doc()
            now[t.id] = (t, t.family_id, judges, doc)
            out.append(doc)
        self._last = now
        return out


_WRITTEN = _Written()


def _versions(store: Store, version: Callable[[Any], Any]) -> tuple[Any, Any]:
    return (version(store.collection(TASKS)), version(store.collection(FAMILIES)))


@dataclass
class _Clustered:
    """The open tasks' vectors and family centroids, and what the next full pass counts from."""

    cache: VectorCache
    open_tasks: list[Task]
    full_pass_tasks: int
    # What was loaded (the vectors' keys, each centroid), or None when the vectors were not
    # kept (TF-IDF encodes them all again each time).
    loaded: tuple[frozenset[str], dict[str, Any]] | None = None

    def save(self) -> None:
        """Write the cache back, unless it holds what was loaded (a vector never changes
        under its key: a task's or a saying's hash)."""
        import numpy as np  # heavy: numpy

        cache = self.cache
        if self.loaded is not None:
            keys, centroids = self.loaded
            if frozenset(cache.vectors) == keys and centroids.keys() == cache.centroids.keys() \
                    and all(np.array_equal(c, centroids[f]) for f, c in cache.centroids.items()):
                return
        cache.save()


# Run on the stored result, inside the same lock: the tasks, the families and how alike two
# sayings are (None without an encoder); returns how many accepted edits it measured. It reads
# them and changes none: they are what the next update in this process starts from (`_Kept`).
Then = Callable[[list[Task], list[Family], Callable[[str, str], float] | None], int]


def update_tasks(ctx: Context, full: bool = False, sessions: Iterable[str] | None = None,
                 followups: LinearModel | None = None, then: Then | None = None) -> TasksReport:
    """Mine tasks from the stored sessions (only `sessions`, by key, when given: the ones a
    harvest just changed), put them in families, find the standing preferences, map recurring
    families to their documents, and store the result (collections `tasks`, `families` and
    `tasks_meta`) in one write: a failure at any step leaves the previous result whole.
    `followups`: other weights for the follow-up decision than the shipped ones (the
    benchmark's cross-validation folds); `then`: what runs on the stored result, under the
    same lock (after a harvest: measuring the accepted edits, after_harvest.py)."""
    started = time.monotonic()
    report = TasksReport()
    store = ctx.store
    with _update_lock(ctx), collector_paused():
        before = _Stored.read(store)
        # numpy and the encoder are made ready after mining, or while a mining worker mines.
        prepare = _Preparation(ctx)
        tasks = _mine(ctx, before.tasks, before.meta, None if full else sessions, report,
                      followups, prepare)
        encoder = prepare()
        report.encoder = encoder.name
        ids = {t.id for t in tasks}
        report.tasks = len(tasks)
        report.new_tasks = sum(t.id not in before.tasks for t in tasks)
        report.removed_tasks = sum(i not in ids for i in before.tasks)
        if not full and _stands(ctx, before, tasks, report):
            _keep_standing(ctx, before, tasks, encoder, report, then)
        else:
            _store_anew(ctx, before, tasks, encoder, full, report, then)
    report.seconds = round(time.monotonic() - started, 3)
    return report


def _store_anew(ctx: Context, before: _Stored, tasks: list[Task], encoder: Encoder, full: bool,
                report: TasksReport, then: Then | None) -> None:
    """Put the tasks in families, find the standing preferences, map recurring families to
    their documents, store the result and run `then` on it."""
    from .families import assign_kinds  # heavy: numpy
    from .rankcache import FILE_NAME

    store = ctx.store
    assign_kinds(tasks)
    clustered = _cluster(ctx, tasks, before, encoder, full, report)
    documents = _documents_meta()
    # Every family's documents are looked at again when every session was mined, or when
    # they were mapped by another ranking or for another home folder.
    every = report.sessions_mined == -1 or before.meta.get("documents") != documents
    ranked = _Ranked(ctx.paths.cache_dir / FILE_NAME)
    workspaces = {} if every else _stored_workspaces(before.meta)
    families = _families(ctx, tasks, clustered, before, encoder, report, ranked, every,
                         workspaces)
    meta = {"encoder": encoder.name, "miner": MINER,
            "full_pass_tasks": clustered.full_pass_tasks, "documents": documents,
            "workspaces": {k: v for k, v in sorted(workspaces.items(), key=_by_folder)
                           if k}}
    # Rewritten (with its time) only when what it says changed.
    same = {k: v for k, v in before.meta.items() if k != "updated"} == meta
    meta["updated"] = before.meta["updated"] if same and "updated" in before.meta \
        else time.time()
    store.replace_together({
        TASKS: _WRITTEN.docs(tasks),
        FAMILIES: [f.to_doc() for f in families],
        TASKS_META: [meta],
    }, parts={TASKS: TASK_PARTS})
    _Kept.keep(store, tasks, families, ctx.config.tasks, report.standing)
    if then is not None:
        report.accepted_edits = _then(then, tasks, families,
                                      _meaning(encoder, clustered.cache, set()), report)
    # Derived from the stored result, and rebuilt from it when missing or behind.
    clustered.save()
    clustered.cache.keep()
    _Kept.vectors_written(clustered.cache.path)
    ranked.save(every)
    report.families = len(families)
    report.recurring = sum(f.recurring for f in families)


def _stands(ctx: Context, before: _Stored, tasks: list[Task], report: TasksReport) -> bool:
    """Whether storing anew would store what is stored: the tasks mined are the stored ones,
    each as stored and in the same order, and the stored result is what the last update in
    this process made of them (nothing replaced it since), with the same settings, the same
    task vectors and the same documents' ranking. Clustering, families, standing preferences
    and documents then come out as they are (nothing else goes into them), so after a turn
    that changed no task (the agent's reply, a tool call, a follow-up that says nothing new)
    they are not made again. A model that reads constraints or writes rubrics may answer
    another time what it could not before: with one, the update runs whole."""
    kept, config = before.kept, ctx.config
    if kept is None or report.sessions_mined == -1 or kept.vectors is None \
            or config.models.miner or config.models.judge or kept.settings != config.tasks \
            or config.tasks.clustering != "minilm" or before.meta.get("miner") != MINER \
            or file_version(kept.vectors[0]) != kept.vectors[1] \
            or before.meta.get("documents") != _documents_meta():
        return False
    if [t.id for t in tasks] != list(before.tasks):
        return False
    return all(t is before.tasks[t.id] or t.to_doc() == before.tasks[t.id].to_doc()
               for t in tasks)


def _keep_standing(ctx: Context, before: _Stored, tasks: list[Task], encoder: Encoder,
                   report: TasksReport, then: Then | None) -> None:
    """The stored result stands (`_stands`): nothing is written; `then` runs on it, with the
    task vectors loaded only if it compares sayings."""
    from .vectors import VectorCache

    kept = before.kept
    assert kept is not None and kept.vectors is not None
    families = list(before.families.values())
    report.stood = True
    report.standing = kept.standing
    kept.stand(tasks)
    if then is not None:
        # The vectors, and how alike two sayings are by them, when `then` first asks.
        opened: list[tuple[VectorCache, frozenset[str], Callable[[str, str], float]]] = []

        def similar(a: str, b: str) -> float:
            if not opened:
                cache = VectorCache.open(kept.vectors[0])
                meaning = _meaning(encoder, cache, set())
                assert meaning is not None  # the bundled encoder's (`_stands`)
                opened.append((cache, frozenset(cache.vectors), meaning))
            return opened[0][2](a, b)

        report.accepted_edits = _then(then, tasks, families, similar, report)
        if opened:
            cache, keys, _ = opened[0]
            if frozenset(cache.vectors) != keys:
                cache.save()  # the sayings `then` compared, kept for the next time
            cache.keep()
    _Kept.vectors_written(kept.vectors[0])
    report.families = len(families)
    report.recurring = sum(f.recurring for f in families)


def _cluster(ctx: Context, tasks: list[Task], before: _Stored, encoder: Encoder, full: bool,
             report: TasksReport) -> _Clustered:
    """Put the tasks no built-in kind fits in families by meaning: each joins the nearest
    family, or all are clustered again (a full pass, `report.full`)."""
    import numpy as np  # heavy: numpy

    from .families import full_pass, incremental
    from .vectors import VectorCache

    open_tasks = [t for t in tasks if t.kind is None]
    cache = VectorCache.open(ctx.paths.cache_dir / f"task-vectors-{encoder.name}.npz")
    loaded = (frozenset(cache.vectors), {f: c.copy() for f, c in cache.centroids.items()})
    if encoder.name == "hashed-tfidf":
        cache.vectors = {}  # every vector must share the IDF of this corpus
        loaded = None
    missing = [t for t in open_tasks if t.id not in cache.vectors]
    if missing:
        for t, v in zip(missing, encoder.encode([t.request for t in missing]), strict=True):
            cache.vectors[t.id] = v
    dims = next(iter(cache.vectors.values())).shape[0] if cache.vectors else 1
    vecs = np.array([cache.vectors[t.id] for t in open_tasks], np.float32).reshape(-1, dims)
    open_ids = {f for f in before.families if before.families[f].kind is None}
    old_assign = {t.id: (t.family_id if t.family_id in open_ids else None) for t in open_tasks}
    for t in open_tasks:
        t.family_id = old_assign[t.id]
    last_full = int(before.meta.get("full_pass_tasks", 0))
    report.full = bool(
        full or not before.families or before.meta.get("encoder") != encoder.name
        or before.meta.get("miner") != MINER
        or len(open_tasks) > GROWTH_FOR_FULL * max(1, last_full)
        or any(fid not in cache.centroids for fid in open_ids)
        or encoder.name == "hashed-tfidf"  # its IDF changes with the corpus
    )
    if report.full:
        cache.centroids = full_pass(open_tasks, vecs, encoder, old_assign)
    else:
        sizes = Counter(t.family_id for t in open_tasks if t.family_id)
        cache.centroids = {f: c for f, c in cache.centroids.items() if f in sizes}
        incremental(open_tasks, vecs, encoder, cache.centroids, sizes)
    return _Clustered(cache, open_tasks, len(open_tasks) if report.full else last_full, loaded)


_SAID = "said:"  # the vector cache's keys for the sayings of constraints


def _meaning(encoder: Encoder, cache: VectorCache, used: set[str]
             ) -> Callable[[str, str], float] | None:
    """How alike two sayings are by the bundled sentence encoder, or None for the TF-IDF
    fallback, whose scores do not measure meaning. Each saying is encoded once and kept in the
    vector cache (its keys are added to `used`), so an update with nothing new loads nothing."""
    if encoder.name != "minilm-l6":
        return None

    def vector(text: str) -> Any:
        key = _SAID + hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
        if key not in cache.vectors:
            cache.vectors[key] = encoder.encode([text])[0]
        used.add(key)
        return cache.vectors[key]

    return lambda a, b: float(vector(a) @ vector(b))


class _Ranked:
    """The rank cache of one update, loaded when a family's documents are first looked at."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.cache: RankCache | None = None

    def __call__(self) -> RankCache:
        if self.cache is None:
            from .rankcache import RankCache  # heavy: numpy

            self.cache = RankCache(self.path).load()
        return self.cache

    def save(self, every: bool) -> None:
        if self.cache is not None:
            self.cache.save(every)


def _documents_meta() -> dict[str, str]:
    """What the stored documents of families were mapped with, besides the families' work."""
    from .targets import RANKING  # heavy: numpy

    return {"ranking": RANKING, "home": str(Path.home())}


def _stored_workspaces(meta: dict[str, Any]) -> Workspaces:
    """Each folder's workspace as the last update found it (none when damaged)."""
    stored = meta.get("workspaces")
    if not isinstance(stored, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in stored.items()):
        return {}
    return dict(stored)


def _by_folder(item: tuple[str | None, str]) -> str:
    return item[0] or ""


def _same_work(family: Family, before: _Stored, by_task: dict[str, Task]) -> bool:
    """Whether the family is the one stored with the same work: the same tasks in the same
    order, each in the same folder, and recurring or not as before. Its documents, ranked
    from exactly these, are then the ones stored."""
    old = before.families.get(family.id)
    if old is None or old.task_ids != family.task_ids or old.recurring != family.recurring \
            or not all(_whole(t) for t in old.targets):
        return False
    for tid in family.task_ids:
        was = before.tasks.get(tid)
        if was is None or was.project != by_task[tid].project:
            return False
    return True


def _whole(target: TargetDocument) -> bool:
    """A stored target as an update writes it (a damaged one is mapped again)."""
    return isinstance(target.path, str) and isinstance(target.reason, str) and \
        isinstance(target.copies, list) and all(isinstance(c, str) for c in target.copies)


def _families(ctx: Context, tasks: list[Task], clustered: _Clustered, before: _Stored,
              encoder: Encoder, report: TasksReport, ranked: _Ranked, every: bool,
              workspaces: Workspaces) -> list[Family]:
    """The families, with their standing preferences, the documents the recurring ones map to
    (of every family when `every`, else only of those whose work changed; `ranked`: what
    earlier updates read and ranked), and (with a judge model) rubrics for their tasks.
    `workspaces`: each folder's, as found so far (the folders looked up are added)."""
    from .families import build_families  # heavy: numpy
    from .standing import mark_repeated
    from .standingcache import standing_preferences
    from .targets import read_cached

    cfg = ctx.config.tasks
    cache = clustered.cache
    if ctx.config.models.miner:
        # start-up: status imports this module; only a miner model needs the model library
        from .miner_model import read_constraints

        report.notes += read_constraints(ctx, tasks)
    families = build_families(tasks, cache.vectors, cache.centroids, before.families,
                              cfg.min_family_size, cfg.min_family_sessions)
    sayings: set[str] = set()
    prefs = standing_preferences(tasks, families, _meaning(encoder, cache, sayings), workspaces,
                                 encoder.name, sayings, cache.vectors)
    home = Path.home()
    by_task = {t.id: t for t in tasks}
    kept: set[str] = set()  # the families whose stored documents stand
    for fam in families:
        if not every and _same_work(fam, before, by_task):
            kept.add(fam.id)  # build_families gave it the stored documents
            continue
        fam.targets = (_targets([by_task[i] for i in fam.task_ids], fam.harnesses, home,
                                workspaces, ranked()) if fam.recurring else [])
    mark_repeated(families, prefs, lambda path, limit: read_cached(path, ranked(), limit),
                  before.families, kept)
    report.standing = len(prefs)
    if ctx.config.models.judge:
        # start-up: status imports this module; only a judge model needs rubrics
        from .rubric import write_rubrics

        report.notes += write_rubrics(ctx, [by_task[i] for f in families if f.recurring
                                            for i in f.task_ids])
    # The cache keeps what the stored result needs, no more.
    cache.vectors = {k: cache.vectors[k] for k in
                     [t.id for t in clustered.open_tasks] + sorted(sayings)}
    cache.centroids = {f.id: cache.centroids[f.id] for f in families if f.id in cache.centroids}
    return families


def _then(then: Then, tasks: list[Task], families: list[Family],
          similar: Callable[[str, str], float] | None, report: TasksReport) -> int:
    """Run `then` on the result as now stored. A failure there is reported and leaves the
    tasks, already stored, as they are."""
    try:
        return then(tasks, families, similar)
    except Exception as exc:  # the tasks are stored; the next harvest runs it again
        what = getattr(then, "__name__", "the step after the update").replace("_", " ")
        report.notes.append(f"{what} failed: {type(exc).__name__}: {exc}")
        return 0


LOCK_TIMEOUT_S = 600.0


def _update_lock(ctx: Context) -> AbstractContextManager[None]:
    return held(ctx.paths.cache_dir / "tasks-update.lock",
                what="A tasks update (the daemon or another command)", timeout=LOCK_TIMEOUT_S)


def _targets(members: list[Task], harnesses: list[str], home: Path,
             workspaces: Workspaces, ranked: RankCache) -> list[TargetDocument]:
    """A family's documents: each workspace's own, ranked with the tasks done there, and the
    user-level ones, ranked with all of them. `workspaces`: each folder's, as found so far."""
    from .targets import MAX_TARGETS, one_per_document, rank  # heavy: numpy

    groups: dict[str, list[Task]] = {}
    for t in members:
        if t.project not in workspaces:
            workspaces[t.project] = workspace_of(t.project)
        groups.setdefault(workspaces[t.project], []).append(t)
    out = [d for ts in groups.values()
           for d in rank([t.request for t in ts], harnesses,
                         sorted({t.project for t in ts if t.project}), None, ranked)]
    out += rank([t.request for t in members], harnesses, [], home, ranked)
    return one_per_document(out, ranked)[:MAX_TARGETS * max(1, len(groups))]
