"""Grouping request vectors into families: a threshold on cosine similarity, no fixed k.

The number of task families is unknown and grows over time, so a family is "everything within
`threshold` of its centroid". A full pass runs leader clustering (each vector joins the most
similar centroid above the threshold or starts its own), then a few refinement passes that
re-assign every vector to its best centroid and recompute the centroids, which removes most of
the order dependence of the first pass. Incremental assignment between full passes is one
matrix-vector product against the centroids.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np

from .text import PLACEHOLDERS, normalize, words

REFINE_PASSES = 3
_GROW = 256  # centroid rows allocated at a time during the first pass


def _normalized(m: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return m / norms


def centroids_of(vectors: np.ndarray, labels: np.ndarray, k: int) -> np.ndarray:
    sums = np.zeros((k, vectors.shape[1]), np.float32)
    np.add.at(sums, labels, vectors)
    return _normalized(sums).astype(np.float32)


def cluster(vectors: np.ndarray, threshold: float,
            passes: int = REFINE_PASSES) -> tuple[np.ndarray, np.ndarray]:
    """Labels 0..k-1 for each row (unit vectors) and the k centroids."""
    n, dims = vectors.shape
    if n == 0:
        return np.zeros(0, np.int64), np.zeros((0, dims), np.float32)
    labels = np.empty(n, np.int64)
    sums = np.zeros((_GROW, dims), np.float32)
    cents = np.zeros((_GROW, dims), np.float32)
    k = 0
    for i in range(n):
        v = vectors[i]
        if k:
            sims = cents[:k] @ v
            j = int(sims.argmax())
            if sims[j] >= threshold:
                labels[i] = j
                sums[j] += v
                cents[j] = sums[j] / (np.linalg.norm(sums[j]) or 1.0)
                continue
        if k == len(cents):
            sums = np.vstack([sums, np.zeros((_GROW, dims), np.float32)])
            cents = np.vstack([cents, np.zeros((_GROW, dims), np.float32)])
        labels[i] = k
        sums[k] = v
        cents[k] = v
        k += 1
    cents = cents[:k].copy()
    for _ in range(passes):
        labels, cents = _refine(vectors, cents, threshold)
    return labels, cents


def _refine(vectors: np.ndarray, cents: np.ndarray,
            threshold: float) -> tuple[np.ndarray, np.ndarray]:
    best = np.empty(len(vectors), np.int64)
    score = np.empty(len(vectors), np.float32)
    for start in range(0, len(vectors), 4096):  # bounded memory on large corpora
        sims = vectors[start:start + 4096] @ cents.T
        best[start:start + 4096] = sims.argmax(axis=1)
        score[start:start + 4096] = sims.max(axis=1)
    # A vector no centroid is close to any more keeps a family of its own.
    lonely = np.flatnonzero(score < threshold)
    best[lonely] = len(cents) + np.arange(len(lonely))
    _, labels = np.unique(best, return_inverse=True)
    k = int(labels.max()) + 1
    return labels.astype(np.int64), centroids_of(vectors, labels, k)


def assign(vector: np.ndarray, cents: np.ndarray, threshold: float) -> int | None:
    """The index of the family this vector joins, or None when it starts a new one."""
    if len(cents) == 0:
        return None
    sims = cents @ vector
    j = int(sims.argmax())
    return j if sims[j] >= threshold else None


def representatives(vectors: np.ndarray, centroid: np.ndarray, texts: Sequence[str],
                    count: int = 3) -> list[str]:
    """The distinct texts closest to the centroid, most typical first."""
    order = np.argsort(-(vectors @ centroid)) if len(vectors) else []
    out: list[str] = []
    seen: set[str] = set()
    for i in order:
        key = " ".join(texts[i].lower().split())
        if key in seen:
            continue
        seen.add(key)
        out.append(texts[i])
        if len(out) == count:
            break
    return out


_STOP_WORDS = """a an the and or but if then else of to in on at for from by with without
into onto about as is are was were be been being do does did done have has had this that these
those it its i me my we our you your he she they them their please can could would should will
shall may might must just also so not no yes some any all each every there here what which who
whom how why when where up down out over under again more most other such only own same than too
very s t now get make let want need like use using one two new hmm ok okay yeah yep hey
hi ah oh well lets ll ve re d m don didn doesn isn thing things stuff something"""
_STOP = frozenset(_STOP_WORDS.split())


def _stem(w: str) -> str:
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w


def label_for(texts: Sequence[str], max_words: int = 4) -> str:
    """A readable label: the words most of the family's requests share, in their usual order."""
    counts: Counter[str] = Counter()
    surface: dict[str, Counter[str]] = {}
    first_pos: dict[str, float] = {}
    for t in texts:
        ws = [w for w in words(normalize(t)) if w not in _STOP and w not in PLACEHOLDERS
              and len(w) > 1]
        # "test" and "tests" count as one word; the label shows the more frequent form.
        for w in dict.fromkeys(ws):
            surface.setdefault(_stem(w), Counter())[w] += 1
        for pos, key in enumerate(dict.fromkeys(_stem(w) for w in ws)):
            counts[key] += 1
            first_pos[key] = first_pos.get(key, 0.0) + pos
    if not counts:
        return (texts[0][:60].strip() if texts else "") or "(no words)"
    top = [w for w, _ in counts.most_common(max_words)]
    top.sort(key=lambda w: first_pos[w] / counts[w])
    return " ".join(surface[w].most_common(1)[0][0] for w in top)
