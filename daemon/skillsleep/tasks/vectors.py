"""A cache of request vectors and family centroids beside the store, so an update encodes only
new requests. It is a cache: when it is missing or damaged the next update rebuilds it.

A long-running process (the daemon) keeps the cache it last wrote or found unchanged, with the
version of its file (`keep`), and the next update takes it instead of reading the file again,
while no one replaced the file (`open`)."""

from __future__ import annotations

import contextlib
import os
import zipfile
from pathlib import Path

import numpy as np

from ..store import file_version


class VectorCache:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.vectors: dict[str, np.ndarray] = {}
        self.centroids: dict[str, np.ndarray] = {}

    @classmethod
    def open(cls, path: Path) -> VectorCache:
        """The cache at `path`: the one this process kept, when its file is still the version
        it was kept with (handed out once: the update that takes it changes it), else read."""
        global _KEPT
        kept, _KEPT = _KEPT, None
        if kept is not None and kept[1].path == path and kept[0] is not None \
                and kept[0] == file_version(path):
            return kept[1]
        return cls(path).load()

    def keep(self) -> None:
        """Keep this cache, which holds what its file holds (just written, or found the same)."""
        global _KEPT
        _KEPT = (file_version(self.path), self)

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


_KEPT: tuple[object, VectorCache] | None = None
