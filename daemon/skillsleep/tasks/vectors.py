"""A cache of request vectors and family centroids beside the store, so an update encodes only
new requests. It is a cache: when it is missing or damaged the next update rebuilds it."""

from __future__ import annotations

import contextlib
import os
import zipfile
from pathlib import Path

import numpy as np


class VectorCache:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.vectors: dict[str, np.ndarray] = {}
        self.centroids: dict[str, np.ndarray] = {}

    def load(self) -> VectorCache:
        try:
            with np.load(self.path, allow_pickle=False) as data:
                ids, mat = data["ids"], data["vectors"]
                fids, cents = data["family_ids"], data["centroids"]
        except (OSError, KeyError, ValueError, zipfile.BadZipFile, EOFError):
            return self  # absent or damaged: start empty and re-encode
        self.vectors = {str(i): mat[n] for n, i in enumerate(ids)}
        self.centroids = {str(i): cents[n] for n, i in enumerate(fids)}
        return self

    def save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        dims = next(iter(self.vectors.values())).shape[0] if self.vectors else 1
        ids = list(self.vectors)
        fids = list(self.centroids)
        tmp = self.path.with_name(f".{self.path.stem}.{os.getpid()}.tmp.npz")
        try:
            np.savez(
                tmp,
                ids=np.array(ids, dtype=str),
                vectors=np.array([self.vectors[i] for i in ids], np.float32).reshape(-1, dims),
                family_ids=np.array(fids, dtype=str),
                centroids=np.array([self.centroids[i] for i in fids],
                                   np.float32).reshape(-1, dims),
            )
            os.replace(tmp, self.path)
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
