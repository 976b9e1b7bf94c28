"""Which instruction documents govern a family: candidates at known paths, ranked by relevance.

Only fixed locations are looked at (no recursive scans): those `document_kinds` lists in each of
the family's projects and in the home folder; of those, only what `documents.checked_document`
accepts (regular files, or links that stay inside their repository). Relevance is the TF-IDF
cosine between the family's requests and the document (a skill's name and front-matter
description count three times), plus a prior for project-wide documents that the family's
harnesses read in every session. Given a `RankCache`, each document is read, redacted and
vectorized once per content, and a ranking whose inputs did not change since the last update is
not computed again.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np

from .. import harnesses
from ..document_kinds import HOME_LOCATIONS, PROJECT_LOCATIONS, Location
from ..documents import DocumentRefused, checked_document
from ..logs.redact import redact
from .clustering import _STOP, _stem
from .rankcache import RankCache, text_hash, tfidf_unit_vectors
from .taskdata import TargetDocument
from .text import words

MAX_DOC_CHARS = 20_000
MAX_DOC_BYTES = 2_000_000  # a bigger file is no instruction document
MAX_TARGETS = 5
MIN_SKILL_SIMILARITY = 0.08  # below this a skill is about something else
# An agent loads a skill when its description matches the request, so next to a skill that
# clearly matches the family, one matching less than half as well is about other work.
SKILL_RATIO = 0.5
# Part of every remembered ranking's key: a change to how ranking scores ranks everything again.
RANKING = "1"
_FRONT = re.compile(r"\A---\s*\n(.*?)\n---\s*\n", re.S)

@dataclass(frozen=True)
class Candidate:
    path: Path
    kind: str  # "skill", "project", "rules", "user"
    name: str
    description: str
    body: str
    read_by: frozenset[str] = frozenset()  # harnesses that read it on every session

    # Each candidate is ranked with every family of its folder: its profile is made, and
    # hashed, once.
    @cached_property
    def profile(self) -> str:
        head = f"{self.name} {self.description} "
        return head * 3 + self.body

    @cached_property
    def profile_key(self) -> str:
        return text_hash(self.profile)


def read_document(path: Path, limit: int = MAX_DOC_CHARS) -> str | None:
    """An instruction document's text (its first `limit` characters), redacted, or None when
    it is missing, too big or not a document at all (a link out of its repository is never
    read): what is read here ends up in families' reasons and standing preferences."""
    try:
        real = checked_document(path)
        if real.stat().st_size > MAX_DOC_BYTES:
            return None
        return _read_redacted(real, limit)
    except (OSError, DocumentRefused):
        return None


def _read_redacted(real: Path, limit: int = MAX_DOC_CHARS) -> str | None:
    text = _read_text(real, limit)
    return None if text is None else redact(text)


def _read_text(real: Path, limit: int = MAX_DOC_CHARS) -> str | None:
    try:
        with open(real, encoding="utf-8", errors="replace") as fh:
            return fh.read(limit)
    except OSError:
        return None


def read_cached(path: Path, cache: RankCache, limit: int = MAX_DOC_CHARS) -> str | None:
    """`read_document(path, limit)`, read and redacted again only when the file changed."""
    try:
        real = checked_document(path)
        info = os.stat(real)
    except (OSError, DocumentRefused):
        cache.missing(path, limit)
        return None
    if info.st_size > MAX_DOC_BYTES:
        cache.missing(path, limit)
        return None
    return cache.text(real, info, lambda r: _read_text(r, limit), redact, limit)


def _front_matter(text: str) -> tuple[dict[str, str], str]:
    m = _FRONT.match(text)
    if not m:
        return {}, text
    fields = {}
    for line in m.group(1).splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() and not key.startswith(" "):
            fields[key.strip().lower()] = value.strip().strip("\"'")
    return fields, text[m.end():]


def _candidate(path: Path, location: Location, cache: RankCache | None = None
               ) -> Candidate | None:
    text = read_document(path) if cache is None else read_cached(path, cache)
    if text is None:
        return None
    fields, body = _front_matter(text)
    name = fields.get("name") or (path.parent.name if path.name == "SKILL.md" else path.stem)
    return Candidate(path.absolute(), location.role, name, fields.get("description", ""), body,
                     frozenset(h.id for h in harnesses.ALL
                               if location.kind.label in h.reads_every_session))


def _sorted_glob(folder: Path, pattern: str) -> list[Path]:
    try:
        return sorted(folder.glob(pattern))[:200]
    except OSError:
        return []


def _paths(folder: Path, locations: tuple[Location, ...]) -> list[tuple[Path, Location]]:
    found: list[tuple[Path, Location]] = []
    for loc in locations:
        if loc.fixed:
            found.append((loc.under(folder), loc))
        else:
            found += [(p, loc) for p in _sorted_glob(folder, loc.pattern)]
    return found


def _documents(paths: list[tuple[Path, Location]], cache: RankCache | None) -> list[Candidate]:
    return [c for p, loc in paths if (c := _candidate(p, loc, cache)) is not None]


def project_documents(project: Path, cache: RankCache | None = None) -> list[Candidate]:
    if cache is None:
        return _documents(_paths(project, PROJECT_LOCATIONS), None)
    key = ("project", str(project))
    if key not in cache.listed:  # families share folders: each is looked at once an update
        cache.listed[key] = _documents(_paths(project, PROJECT_LOCATIONS), cache)
    return list(cache.listed[key])


def user_documents(home: Path, cache: RankCache | None = None) -> list[Candidate]:
    if cache is None:
        return _documents(_paths(home, HOME_LOCATIONS), None)
    key = ("user", str(home))
    if key not in cache.listed:
        cache.listed[key] = _documents(_paths(home, HOME_LOCATIONS), cache)
    return list(cache.listed[key])


def _shared_terms(family_words: Iterable[str], stems: frozenset[str], limit: int = 5
                  ) -> list[str]:
    """The family's words (each once, in order) that the document (the stems of its words)
    also uses ("migration" matches "migrations")."""
    out: list[str] = []
    seen: set[str] = set()
    for w in family_words:
        if _stem(w) in stems and w not in _STOP and len(w) > 2 and _stem(w) not in seen:
            seen.add(_stem(w))
            out.append(w)
        if len(out) == limit:
            break
    return out


def rank(requests: Sequence[str], harnesses: Iterable[str], projects: Iterable[str],
         home: Path | None, cache: RankCache | None = None) -> list[TargetDocument]:
    """The documents that govern a family with these requests, best first, each with a reason
    (the user-level ones too when `home` is given). `cache`: what earlier updates read and
    ranked (the same result, computed only for what changed)."""
    cache = cache if cache is not None else RankCache()
    candidates: list[Candidate] = []
    for project in dict.fromkeys(projects):
        if project:
            candidates += project_documents(Path(project).expanduser(), cache)
    if home is not None:
        candidates += user_documents(home, cache)
    if not candidates or not requests:
        return []
    family_text = "\n".join(requests)
    texts = [family_text] + [c.profile for c in candidates]
    keys = [text_hash(family_text)] + [c.profile_key for c in candidates]
    used_by = set(harnesses)
    inputs = [RANKING, keys[0], sorted(used_by),
              [[str(c.path), c.kind, sorted(c.read_by), k]
               for c, k in zip(candidates, keys[1:], strict=True)]]
    ranking, known = cache.ranking(inputs)
    if known is not None:
        for k in keys:
            cache.keep_profile(k)
        return [TargetDocument(path, score, reason) for path, score, reason in known]
    profiles = [cache.profile(t, document=n > 0, key=k)[1]
                for n, (t, k) in enumerate(zip(texts, keys, strict=True))]
    vectors = tfidf_unit_vectors(profiles)
    sims = vectors[1:] @ vectors[0]
    out: list[TargetDocument] = []
    sims = np.asarray(sims, dtype=float)
    family_words = list(dict.fromkeys(words(family_text)))  # for every candidate's reason
    best_skill = max((float(s) for c, s in zip(candidates, sims, strict=True)
                      if c.kind == "skill"), default=0.0)
    for cand, profile, sim in zip(candidates, profiles[1:], sims, strict=True):
        shared = _shared_terms(family_words, profile.stems)
        about = f"shares the words {', '.join(shared)}" if shared else "shares few words"
        if cand.kind == "skill":
            if sim < MIN_SKILL_SIMILARITY or sim < SKILL_RATIO * best_skill:
                continue
            score = float(sim)
            reason = (f"skill '{cand.name}' matches the family's requests "
                      f"(similarity {sim:.2f}; {about})")
        else:
            read_by = sorted(cand.read_by & used_by)
            prior = 0.3 if read_by else 0.1
            score = min(1.0, prior + 0.7 * float(sim))
            where = "user-level" if cand.kind == "user" else "project-wide"
            reader = (f"read by {', '.join(read_by)} in every session" if read_by
                      else "instructions for this project")
            reason = f"{where} {cand.path.name}, {reader} (similarity {sim:.2f}; {about})"
        out.append(TargetDocument(str(cand.path), round(score, 4), reason))
    out.sort(key=lambda t: (-t.score, t.path))
    out = out[:MAX_TARGETS]
    cache.remember(ranking, [[t.path, t.score, t.reason] for t in out])
    return out


def one_per_document(found: list[TargetDocument],
                     cache: RankCache | None = None) -> list[TargetDocument]:
    """A repository's document listed once whichever worktrees it was found in: at its best
    score, at the path in the repository's main checkout when it was found there (a worktree
    is what gets removed), with its other worktrees' paths as `copies`, where a night reads it
    if the listed path is gone."""
    identity = (cache if cache is not None else RankCache()).identity
    by_key: dict[str, list[TargetDocument]] = {}
    for d in sorted(found, key=lambda d: (-d.score, d.path)):
        by_key.setdefault(identity(d.path)[0], []).append(d)
    out = []
    for same in by_key.values():
        paths = list(dict.fromkeys(d.path for d in same))
        main = next((p for p in paths if identity(p)[1]), paths[0])
        best = same[0]
        out.append(TargetDocument(main, best.score, best.reason,
                                  [p for p in paths if p != main]))
    return out
