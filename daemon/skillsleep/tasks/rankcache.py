"""What ranking needs of each instruction document, kept beside the store across updates.

Ranking a family's documents (`targets.rank`) reads, redacts and vectorizes every candidate;
on a history with many worktrees and checkouts that was most of an update, and it was paid
again for every family after each harvest. Here:

- a document's redacted text is kept by the hash of the text read, so the same document in
  every worktree of a repository is redacted once, and a file is read again only when its
  size, times or inode changed (an entry whose file changed or went is dropped at the next
  save);
- a profile's TF-IDF features (what `HashedTfidfEncoder` counts) are kept by the hash of the
  profile, so the same document in every worktree of a repository is vectorized once;
- a ranking's result is kept by the hash of everything it depends on (the requests, the
  harnesses, every candidate's path, kind and profile), so only a family whose tasks or
  documents changed is ranked again.

It is a cache: a missing or damaged file, or a damaged entry, is rebuilt, and whatever it
returns is what ranking computes without it. An update that ranked every family saves only
what it used. An update that ranked only some (after a harvest, the families whose tasks
changed) also keeps what it did not look at of the documents (their files, texts and
profiles), which the other families will need when they change, and drops the rest (rankings
and requests' profiles of families since changed, a document's text no file holds any more).
A profile is decoded when it is first used, so loading costs little more than reading the file.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import zipfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..identity import Checkout, doc_key, in_main_checkout
from .encoders import HashedTfidfEncoder, _features, _unit_rows, feature_hash

FILE_NAME = "target-documents.npz"
DIMS = HashedTfidfEncoder().dims  # the buckets ranking's TF-IDF vectors have


@dataclass(frozen=True)
class Profile:
    """A text's features, in the order HashedTfidfEncoder first meets them: each feature's
    64-bit hash (its bucket and sign are read from it) and its count; and its words' stems."""

    hashes: np.ndarray  # uint64
    counts: np.ndarray  # int64
    stems: frozenset[str]


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def profile_of(text: str, hashes: dict[str, int] | None = None) -> Profile:
    """`hashes`: features already hashed (the documents and families of one update share most
    of their words), added to."""
    from .clustering import _stem
    from .text import words

    counted = Counter(_features(text))
    known = hashes if hashes is not None else {}

    def hashed(feature: str) -> int:
        value = known.get(feature)
        if value is None:
            value = known[feature] = feature_hash(feature)
        return value

    return Profile(np.fromiter(map(hashed, counted), np.uint64, len(counted)),
                   np.fromiter(counted.values(), np.int64, len(counted)),
                   frozenset(map(_stem, set(words(text)))))


def _repeats(values: np.ndarray) -> bool:
    """Does any value come twice? (What `np.unique(values).size != values.size` says, without
    `unique`'s test for a masked array, whose first use imports `numpy.ma`: 15-20 ms of the
    first turn a process re-ranks a family in.)"""
    ordered = np.sort(values, axis=None)
    return bool((ordered[1:] == ordered[:-1]).any())


def tfidf_unit_vectors(profiles: list[Profile], dims: int = DIMS) -> np.ndarray:
    """What `HashedTfidfEncoder` fitted on these texts encodes them to, bit for bit: the IDF
    and log-count terms are the same doubles, each is added to its float32 bucket in the same
    order."""
    docs = len(profiles)
    every = np.concatenate([p.hashes for p in profiles]) if profiles else np.zeros(0, np.uint64)
    # Each feature's document count, by the place `unique` sorted it to: looking every feature
    # up again among the sorted ones (`searchsorted`) took twice as long as the sort.
    _, where, df = np.unique(every, return_inverse=True, return_counts=True)
    idf = np.array([math.log((1 + docs) / (1 + d)) + 1.0 for d in range(docs + 1)])
    top = max((int(p.counts.max()) for p in profiles if p.counts.size), default=1)
    log_tf = np.array([1.0 + math.log(tf) if tf else 0.0 for tf in range(top + 1)])
    out = np.zeros((docs, dims), np.float32)
    if every.size:
        # All rows in one `add.at`: it adds in the order given, so each bucket still gets its
        # row's values one after the other, in the row's order.
        counts = np.concatenate([p.counts for p in profiles])
        rows = np.repeat(np.arange(docs, dtype=np.intp), [p.hashes.size for p in profiles])
        sign = np.where((every >> np.uint64(63)) & np.uint64(1), 1.0, -1.0)
        value = sign * log_tf[counts] * idf[df[where]]
        np.add.at(out, (rows, (every % np.uint64(dims)).astype(np.intp)),
                  value.astype(np.float32))
    return _unit_rows(out)


def _stamp(info: os.stat_result) -> str:
    return f"{info.st_size}:{info.st_mtime_ns}:{info.st_ctime_ns}:{info.st_ino}"


class RankCache:
    """The cache of one update (`path` None: in memory only, for a single ranking)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self.files: dict[str, tuple[str, str]] = {}   # limit:real path -> (stamp, text hash)
        self.texts: dict[str, str] = {}               # hash of a text -> the text redacted
        self.profiles: dict[str, Profile] = {}        # profile hash -> features
        self.rankings: dict[str, list[list[Any]]] = {}  # inputs' hash -> [[path, score, reason]]
        # Profiles as loaded, not yet decoded: hash -> (hashes, counts, stems).
        self._packed: dict[str, tuple[np.ndarray, np.ndarray, str]] = {}
        self.documents: set[str] = set()  # the profiles that are documents' (not requests')
        self._missing: set[str] = set()  # files this update found gone or refused
        self._added = False  # anything read, computed or found gone since loading
        self._used: dict[str, set[str]] = {"files": set(), "texts": set(), "profiles": set(),
                                           "rankings": set()}
        self.listed: dict[tuple[str, str], Any] = {}  # this update's candidates of a folder
        self._identities: dict[str, tuple[str, bool]] = {}
        self._checkouts: dict[Path, Checkout | None] = {}  # this update's, by folder
        self._feature_hashes: dict[str, int] = {}  # this update's (`profile_of`)

    # -- what ranking asks ------------------------------------------------------------------------

    def text(self, real: Path, info: os.stat_result, read: Any, redact: Any,
             limit: int) -> str | None:
        """The redacted text of the file `real` (whose `os.stat` is `info`), its first `limit`
        characters: `read(real)` is called when the file is new or changed, `redact(text)`
        when no file held that text."""
        key, stamp = f"{limit}:{real}", _stamp(info)
        known = self.files.get(key)
        if known is None or known[0] != stamp or known[1] not in self.texts:
            raw = read(real)
            if raw is None:
                return None
            digest = text_hash(raw)
            if digest not in self.texts:
                self.texts[digest] = redact(raw)
            known = self.files[key] = (stamp, digest)
            self._added = True
        self._used["files"].add(key)
        self._used["texts"].add(known[1])
        return self.texts[known[1]]

    def missing(self, path: str | Path, limit: int) -> None:
        """The document `path` is gone (or no longer a document): its entry is not kept."""
        key = f"{limit}:{os.path.realpath(os.path.expanduser(path))}"
        self._missing.add(key)
        self._added = self._added or key in self.files

    def profile(self, text: str, document: bool = False, key: str | None = None
                ) -> tuple[str, Profile]:
        """The features of `text` (a candidate document's profile when `document`); `key`:
        its `text_hash`, when the caller has it."""
        key = text_hash(text) if key is None else key
        found = self.profiles.get(key) or self._unpack(key)
        if found is None:
            found = self.profiles[key] = profile_of(text, self._feature_hashes)
            self._added = True
        self._used["profiles"].add(key)
        if document:
            self.documents.add(key)
        return key, found

    def _unpack(self, key: str) -> Profile | None:
        """A loaded profile, decoded; None when there is none or it is damaged."""
        packed = self._packed.pop(key, None)
        if packed is None:
            return None
        hashes, counts, stems = packed
        if (counts.size and int(counts.min()) < 1) or _repeats(hashes):
            return None
        found = self.profiles[key] = Profile(hashes.astype(np.uint64), counts.astype(np.int64),
                                             frozenset(stems.split()))
        return found

    def identity(self, path: str) -> tuple[str, bool]:
        """(`doc_key`, is it in its repository's main checkout) of a document, looked up once
        an update: every family of a repository lists the same documents."""
        found = self._identities.get(path)
        if found is None:
            found = self._identities[path] = (doc_key(path, self._checkouts),
                                               in_main_checkout(path, self._checkouts))
        return found

    def keep_profile(self, key: str) -> None:
        """A profile a remembered ranking used: kept for when that family changes."""
        if key in self.profiles or key in self._packed:
            self._used["profiles"].add(key)

    def ranking(self, inputs: Any) -> tuple[str, list[list[Any]] | None]:
        key = text_hash(json.dumps(inputs))
        found = self.rankings.get(key)
        if found is not None:
            self._used["rankings"].add(key)
        return key, found

    def remember(self, key: str, result: list[list[Any]]) -> None:
        self.rankings[key] = result
        self._added = True
        self._used["rankings"].add(key)

    # -- on disk --------------------------------------------------------------------------------

    def load(self) -> RankCache:
        if self.path is None:
            return self
        try:
            with np.load(self.path, allow_pickle=False) as data:
                parts = {name: data[name] for name in data.files}
        except (OSError, KeyError, ValueError, zipfile.BadZipFile, EOFError):
            return self  # absent or damaged: start empty
        with contextlib.suppress(KeyError, ValueError, TypeError, json.JSONDecodeError):
            self._read_entries(parts)
        return self

    def _read_entries(self, parts: dict[str, np.ndarray]) -> None:
        """Every entry that is whole; a damaged one is left out (and rebuilt when needed)."""
        index = json.loads(parts["index"].tobytes().decode("utf-8"))
        for key, entry in index.get("files", {}).items():
            if isinstance(entry, list) and len(entry) == 2 and all(
                    isinstance(x, str) for x in entry):
                self.files[key] = (entry[0], entry[1])
        texts = index.get("texts", {})
        for key, (check, text) in texts.items():
            if isinstance(text, str) and check == text_hash(key + text):
                self.texts[key] = text
        for key, value in index.get("rankings", {}).items():
            if isinstance(value, list) and all(
                    isinstance(v, list) and len(v) == 3 and isinstance(v[0], str)
                    and isinstance(v[1], (int, float)) and isinstance(v[2], str) for v in value):
                self.rankings[key] = value
        self.documents = {k for k in index.get("documents", []) if isinstance(k, str)}
        hashes, counts, bounds = parts["hashes"], parts["counts"], parts["bounds"]
        for n, (key, stems) in enumerate(index.get("profiles", [])):
            lo, hi = int(bounds[n]), int(bounds[n + 1])
            if not (0 <= lo <= hi <= len(hashes)) or not isinstance(stems, str) or \
                    not isinstance(key, str):
                continue
            # Checked when first used (`_unpack`): most are not, in an update after a harvest.
            self._packed[key] = (hashes[lo:hi], counts[lo:hi], stems)

    def _kept(self, every: bool) -> dict[str, set[str]]:
        """What to save: what this update used and, unless it ranked `every` family, what it
        did not look at of the documents (see the module's docstring)."""
        kept = {kind: set(keys) for kind, keys in self._used.items()}
        if every:
            return kept
        kept["files"] |= set(self.files) - self._missing
        kept["texts"] |= {digest for _, digest in self.files.values()} & set(self.texts)
        kept["profiles"] |= self.documents & (set(self.profiles) | set(self._packed))
        return kept

    def save(self, every: bool = True) -> None:
        """Keep what this update used (and, unless it ranked `every` family, the documents'
        entries it did not look at); a document that changed or went is gone. An update of
        some families that read, computed and lost nothing leaves the file as it is."""
        if self.path is None or not (every or self._added):
            return
        kept = self._kept(every)
        profiles: list[tuple[str, np.ndarray, np.ndarray, str]] = []
        for k in sorted(kept["profiles"]):
            if k in self.profiles:
                p = self.profiles[k]
                profiles.append((k, p.hashes, p.counts, " ".join(sorted(p.stems))))
            else:
                profiles.append((k, *self._packed[k]))
        index = {
            "files": {k: list(self.files[k]) for k in sorted(kept["files"])},
            # Each with a check that it is whole (its key is the hash of the text before
            # redaction, which is not kept).
            "texts": {k: [text_hash(k + self.texts[k]), self.texts[k]]
                      for k in sorted(kept["texts"])},
            "rankings": {k: self.rankings[k] for k in sorted(kept["rankings"])},
            "profiles": [[k, stems] for k, _, _, stems in profiles],
            "documents": sorted(self.documents & kept["profiles"]),
        }
        sizes = [hashes.size for _, hashes, _, _ in profiles]
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_name(f".{self.path.stem}.{os.getpid()}.tmp.npz")
        try:
            np.savez(
                tmp, index=np.frombuffer(json.dumps(index).encode("ascii"), np.uint8),
                hashes=np.concatenate([p[1] for p in profiles]).astype(np.uint64) if profiles
                else np.zeros(0, np.uint64),
                counts=np.concatenate([p[2] for p in profiles]).astype(np.int64) if profiles
                else np.zeros(0, np.int64),
                bounds=np.concatenate([[0], np.cumsum(sizes, dtype=np.int64)]))
            os.replace(tmp, self.path)
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
