"""Families of tasks: one per built-in kind of work, and open clusters of the rest by meaning.

A task whose request asks for a known kind of work (`kinds.py`) belongs to that kind's family,
whatever its topic, project or harness; that needs no vectors and never changes once mined.
The other tasks are clustered by the meaning of their requests (the bundled encoder, a cosine
threshold, no fixed number of families): a full re-clustering on request and when they grew a
lot, else each new one joins the nearest family or starts its own. A family whose requests did
not change since the last time families were built in this process keeps its label and
typical requests (`_Described`).
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable
from typing import Any

import numpy as np

from .clustering import assign, cluster, label_for, representatives
from .encoders import Encoder
from .kinds import BY_ID
from .taskdata import Family, Task


def family_id(task_ids: list[str]) -> str:
    return "f" + hashlib.sha256(min(task_ids).encode()).hexdigest()[:10]


def kind_family_id(kind: str) -> str:
    """The family of a built-in kind has the same id for everyone and forever."""
    return "f" + hashlib.sha256(f"kind:{kind}".encode()).hexdigest()[:10]


def assign_kinds(tasks: list[Task]) -> None:
    for t in tasks:
        if t.kind in BY_ID:
            t.family_id = kind_family_id(t.kind)


def full_pass(tasks: list[Task], vecs: np.ndarray, encoder: Encoder,
              old: dict[str, str | None]) -> dict[str, np.ndarray]:
    """Re-cluster the given tasks; families keep the id of the old family they overlap most."""
    labels, cents = cluster(vecs, encoder.threshold)
    members: dict[int, list[int]] = {}
    for i, lab in enumerate(labels):
        members.setdefault(int(lab), []).append(i)
    overlaps = []
    for lab, idx in members.items():
        for fid, n in Counter(old.get(tasks[i].id) for i in idx).items():
            if fid:
                overlaps.append((n, fid, lab))
    overlaps.sort(key=lambda o: (-o[0], o[1], o[2]))
    names: dict[int, str] = {}
    taken: set[str] = set()
    for _, fid, lab in overlaps:
        if lab not in names and fid not in taken:
            names[lab] = fid
            taken.add(fid)
    centroids: dict[str, np.ndarray] = {}
    for lab, idx in members.items():
        fid = names.get(lab) or family_id([tasks[i].id for i in idx])
        for i in idx:
            tasks[i].family_id = fid
        centroids[fid] = cents[lab]
    return centroids


def incremental(tasks: list[Task], vecs: np.ndarray, encoder: Encoder,
                centroids: dict[str, np.ndarray], sizes: Counter[str]) -> None:
    """Each given task without a family joins the nearest one or starts its own."""
    fids = list(centroids)
    mat = np.array([centroids[f] for f in fids], np.float32).reshape(len(fids), vecs.shape[1])
    for i, task in enumerate(tasks):
        if task.family_id in centroids:
            continue
        j = assign(vecs[i], mat, encoder.threshold)
        if j is None:
            fid = family_id([task.id])
            fids.append(fid)
            mat = np.vstack([mat, vecs[i][None, :]])
            centroids[fid] = vecs[i]
            sizes[fid] = 1
        else:
            fid = fids[j]
            n = sizes[fid]
            mixed = mat[j] * n + vecs[i]
            mat[j] = mixed / (np.linalg.norm(mixed) or 1.0)
            centroids[fid] = mat[j]
            sizes[fid] = n + 1
        task.family_id = fid


class _Described:
    """What the last `build_families` computed of each family from its requests alone (its
    label, its typical requests) and from its tasks' ids (its sessions and harnesses: a
    task's id is a hash of its harness, session and request): after a harvest of one turn
    nearly every family has the very same ones, and is not described again. Only the current
    families' are kept."""

    def __init__(self) -> None:
        self.before: dict[tuple[str, Any], Any] = {}
        self.now: dict[tuple[str, Any], Any] = {}

    def get(self, what: str, key: Any, compute: Callable[[], Any]) -> Any:
        found = self.before.get((what, key))
        if found is None:
            found = compute()
        self.now[(what, key)] = found
        return found

    def done(self) -> None:
        self.before, self.now = self.now, {}


_DESCRIBED = _Described()


def build_families(tasks: list[Task], vectors: dict[str, np.ndarray],
                   centroids: dict[str, np.ndarray], old: dict[str, Family], min_size: int,
                   min_sessions: int) -> list[Family]:
    groups: dict[str, list[Task]] = {}
    for t in tasks:
        if t.family_id:
            groups.setdefault(t.family_id, []).append(t)
    families = []
    described = _DESCRIBED
    for fid, members in groups.items():
        requests = [t.request for t in members]
        kinds = Counter(t.kind for t in members if t.kind in BY_ID)
        kind = kinds.most_common(1)[0][0] if kinds and fid == kind_family_id(
            kinds.most_common(1)[0][0]) else None
        cent = centroids.get(fid)
        if cent is not None and all(t.id in vectors for t in members):
            examples = representatives(np.array([vectors[t.id] for t in members]), cent,
                                       requests)
        else:
            examples = list(described.get(
                "typical", tuple((t.request, t.time) for t in members),
                lambda members=members: _typical(members)))
        task_ids = [t.id for t in members]
        sessions, harnesses = described.get(
            "sessions", tuple(task_ids),
            lambda members=members: (sorted({f"{t.harness}:{t.session_id}" for t in members}),
                                     sorted({t.harness for t in members})))
        fam = Family(
            id=fid,
            label=BY_ID[kind].label if kind else described.get(
                "label", tuple(requests), lambda requests=requests: label_for(requests)),
            task_ids=task_ids,
            sessions=list(sessions),
            harnesses=list(harnesses),
            projects=sorted({t.project for t in members if t.project}),
            outcomes=dict(Counter(t.outcome for t in members)),
            examples=examples,
            targets=old[fid].targets if fid in old else [],
            kind=kind,
        )
        fam.recurring = fam.size >= min_size and len(fam.sessions) >= min_sessions
        families.append(fam)
    families.sort(key=lambda f: (-f.size, f.id))
    described.done()
    return families


def _typical(members: list[Task], count: int = 3) -> list[str]:
    """Short, distinct requests of the family: the ones a person recognizes at a glance."""
    seen: dict[str, str] = {}
    for t in sorted(members, key=lambda t: (len(t.request), t.time or "")):
        key = " ".join(t.request.lower().split())
        seen.setdefault(key, t.request)
    return list(seen.values())[:count]
