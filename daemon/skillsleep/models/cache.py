"""A content-addressed, size-bounded cache of model responses on disk.

The key is a hash of everything that decides the answer (model, messages, parameters, sample
index), so a rerun on unchanged inputs makes no call. Least recently used files are dropped when
the folder grows past its bound; a damaged entry is treated as a miss, never as an answer.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
from pathlib import Path
from typing import Any

from ..atomic import atomic_write_text

CACHE_VERSION = 1


def cache_key(model: str, messages: list[dict[str, Any]], params: dict[str, Any],
              sample: int) -> str:
    payload = json.dumps(
        {"v": CACHE_VERSION, "model": model, "messages": messages, "params": params,
         "sample": sample}, sort_keys=True, ensure_ascii=False, separators=(",", ":"),
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class ResponseCache:
    def __init__(self, root: Path, max_bytes: int) -> None:
        self.root = root
        self.max_bytes = max_bytes
        self._lock = threading.Lock()
        self._size: int | None = None  # measured on the first write, then kept up to date

    def _path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.json"

    def get(self, key: str) -> dict[str, Any] | None:
        path = self._path(key)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or not isinstance(data.get("text"), str):
            return None
        with contextlib.suppress(OSError):
            os.utime(path)  # recently used: evicted last
        return data

    def put(self, key: str, entry: dict[str, Any]) -> None:
        path = self._path(key)
        text = json.dumps(entry, ensure_ascii=False)
        with self._lock:
            if self._size is None:
                self._size = self._measure()
            path.parent.mkdir(parents=True, exist_ok=True)
            old = path.stat().st_size if path.exists() else 0
            atomic_write_text(path, text)
            self._size += len(text.encode("utf-8")) - old
            if self._size > self.max_bytes:
                self._evict()

    def _files(self) -> list[Path]:
        if not self.root.exists():
            return []
        return [p for p in self.root.glob("*/*.json") if p.is_file()]

    def _measure(self) -> int:
        total = 0
        for p in self._files():
            with contextlib.suppress(OSError):
                total += p.stat().st_size
        return total

    def _evict(self) -> None:
        """Drop the least recently used entries until the cache is at 90% of its bound."""
        entries = []
        for p in self._files():
            with contextlib.suppress(OSError):
                st = p.stat()
                entries.append((st.st_mtime, st.st_size, p))
        entries.sort()
        size = sum(e[1] for e in entries)
        goal = int(self.max_bytes * 0.9)
        for _, nbytes, p in entries:
            if size <= goal:
                break
            with contextlib.suppress(OSError):
                p.unlink()
                size -= nbytes
        self._size = size
