"""Family bookkeeping for the pipeline: full re-clustering, incremental assignment, and each
family's members, label, examples and outcome mix."""

from __future__ import annotations

import hashlib
from collections import Counter

import numpy as np

from .clustering import assign, cluster, label_for, representatives
from .encoders import Encoder
from .model import Family, Task


def family_id(task_ids: list[str]) -> str:
    return "f" + hashlib.sha256(min(task_ids).encode()).hexdigest()[:10]


def full_pass(tasks: list[Task], vecs: np.ndarray, encoder: Encoder,
               old: dict[str, str | None]) -> dict[str, np.ndarray]:
    """Re-cluster every task; families keep the id of the old family they overlap most."""
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
    """Each task without a family joins the nearest one or starts its own."""
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


def build_families(tasks: list[Task], vecs: np.ndarray, centroids: dict[str, np.ndarray],
                    old: dict[str, Family], min_size: int, min_sessions: int) -> list[Family]:
    groups: dict[str, list[int]] = {}
    for i, t in enumerate(tasks):
        if t.family_id:
            groups.setdefault(t.family_id, []).append(i)
    families = []
    for fid, idx in groups.items():
        members = [tasks[i] for i in idx]
        requests = [t.request for t in members]
        cent = centroids.get(fid)
        examples = (representatives(vecs[idx], cent, requests) if cent is not None
                    else list(dict.fromkeys(requests))[:3])
        fam = Family(
            id=fid,
            label=label_for(requests),
            task_ids=[t.id for t in members],
            sessions=sorted({f"{t.harness}:{t.session_id}" for t in members}),
            harnesses=sorted({t.harness for t in members}),
            projects=sorted({t.project for t in members if t.project}),
            outcomes=dict(Counter(t.outcome for t in members)),
            examples=examples,
            targets=old[fid].targets if fid in old else [],
        )
        fam.recurring = fam.size >= min_size and len(fam.sessions) >= min_sessions
        families.append(fam)
    families.sort(key=lambda f: (-f.size, f.id))
    return families
