"""Target ranking kept across updates: each document read and vectorized once per content, a
family ranked again only when its requests or documents changed, and always the result that
ranking from scratch gives (a changed, removed or new document; worktrees of one repository;
a damaged cache)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from skillsleep.tasks import targets
from skillsleep.tasks.encoders import HashedTfidfEncoder
from skillsleep.tasks.rankcache import RankCache, profile_of, tfidf_unit_vectors
from skillsleep.tasks.targets import one_per_document, rank

from conftest import SHARED

DOCS = SHARED / "realdata" / "entireio-dev" / "project-docs"
REQUESTS = ["run the integration tests for the checkpoint command and fix what fails",
            "add a test for the resume command, then run mise run test",
            "the unit tests in strategy fail on CI, fix them"]


def _project(folder: Path) -> Path:
    shutil.copytree(DOCS, folder)
    return folder


def _ranked(cache: RankCache, project: Path, home: Path, requests: list[str] = REQUESTS
            ) -> list[tuple[str, float, str]]:
    found = rank(requests, ["claude-code"], [str(project)], home, cache)
    return [(t.path, t.score, t.reason) for t in found]


def _fresh(project: Path, home: Path, requests: list[str] = REQUESTS
           ) -> list[tuple[str, float, str]]:
    return [(t.path, t.score, t.reason)
            for t in rank(requests, ["claude-code"], [str(project)], home)]


def _update(path: Path, project: Path, home: Path, requests: list[str] = REQUESTS
            ) -> tuple[list[tuple[str, float, str]], RankCache]:
    """One update's ranking, as the tasks pipeline runs it: load, rank, save."""
    cache = RankCache(path).load()
    out = _ranked(cache, project, home, requests)
    cache.save()
    return out, cache


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What was read and what redacted (the real functions, counted): "read <path>" and
    "redact <first line>"."""
    seen: list[str] = []
    read, redact = targets._read_text, targets.redact

    def counted_read(path: Path, limit: int = targets.MAX_DOC_CHARS) -> str | None:
        seen.append(f"read {path}")
        return read(path, limit)

    def counted_redact(text: str) -> str:
        seen.append(f"redact {text.partition(chr(10))[0]}")
        return redact(text)

    monkeypatch.setattr(targets, "_read_text", counted_read)
    monkeypatch.setattr(targets, "redact", counted_redact)
    return seen


def test_vectors_are_those_of_the_tfidf_encoder_bit_for_bit() -> None:
    texts = ["\n".join(REQUESTS)] + [p.read_text(encoding="utf-8")
                                      for p in sorted(DOCS.rglob("*.md"))]
    texts += ["", "déjà vu, naïve café ñandú", "x" * 50]
    encoder = HashedTfidfEncoder()
    encoder.fit(texts)
    expected = encoder.encode(texts)
    got = tfidf_unit_vectors([profile_of(t) for t in texts])
    assert got.dtype == expected.dtype and np.array_equal(got, expected)
    # Profiled with the features one update already hashed: the same vectors.
    hashed: dict[str, int] = {}
    for _ in range(2):
        assert np.array_equal(tfidf_unit_vectors([profile_of(t, hashed) for t in texts]),
                              expected)
    assert hashed


def test_a_cached_ranking_is_the_ranking_and_reads_nothing_again(
        tmp_path: Path, reads: list[str]) -> None:
    project = _project(tmp_path / "cli")
    home = tmp_path / "home"
    path = tmp_path / "cache" / "targets.npz"
    first, _ = _update(path, project, home)
    assert first == _fresh(project, home) and first
    assert any("CLAUDE.md" in t[0] for t in first)
    reads.clear()
    again, cache = _update(path, project, home)
    assert again == first and reads == []
    # Another family's requests over the same documents: ranked, from the kept texts.
    other = ["write the docs for the new status flag", "update the README for the status flag"]
    expected = _fresh(project, home, other)
    reads.clear()
    assert _ranked(cache, project, home, other) == expected
    assert reads == []


def test_a_changed_removed_or_new_document_is_ranked_again(tmp_path: Path,
                                                          reads: list[str]) -> None:
    project = _project(tmp_path / "cli")
    home = tmp_path / "home"
    path = tmp_path / "cache" / "targets.npz"
    _update(path, project, home)
    # Changed: only that file is read again, and the ranking follows it.
    claude = project / "CLAUDE.md"
    claude.write_text("# CLI\nIntegration tests: run mise run test:integration and fix failing "
                      "checkpoint tests first.\n", encoding="utf-8")
    reads.clear()
    changed, _ = _update(path, project, home)
    assert reads == [f"read {claude.resolve()}", "redact # CLI"]
    assert changed == _fresh(project, home)
    assert "integration" in next(t[2] for t in changed if t[0] == str(claude))
    # Removed: gone from the ranking and, at the next save, from the cache.
    claude.unlink()
    removed, _ = _update(path, project, home)
    assert removed == _fresh(project, home)
    assert all(t[0] != str(claude) for t in removed)
    assert not any(k.endswith(str(claude.resolve())) for k in RankCache(path).load().files)
    # New: found and ranked.
    agents = project / "AGENTS.md"
    agents.write_text("# Agents\nFix failing tests in strategy before any commit; run the "
                      "integration tests.\n", encoding="utf-8")
    added, _ = _update(path, project, home)
    assert added == _fresh(project, home)
    assert any(t[0] == str(agents) for t in added)


def test_a_user_level_document_changed_is_ranked_again(tmp_path: Path) -> None:
    project = _project(tmp_path / "cli")
    home = tmp_path / "home"
    skill = home / ".claude" / "skills" / "tests" / "SKILL.md"
    skill.parent.mkdir(parents=True)
    skill.write_text("---\nname: tests\ndescription: Write poems\n---\nrhymes\n", "utf-8")
    path = tmp_path / "cache" / "targets.npz"
    before, _ = _update(path, project, home)
    assert all(t[0] != str(skill) for t in before)
    skill.write_text("---\nname: tests\ndescription: Run and fix the unit and integration "
                     "tests\n---\nmise run test\n", "utf-8")
    after, _ = _update(path, project, home)
    assert after == _fresh(project, home)
    assert any(t[0] == str(skill) for t in after)


def git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.email=dev@example.com", "-c", "user.name=Dev",
                    "-c", "init.defaultBranch=main", *args], cwd=cwd, check=True,
                   capture_output=True)


def test_a_repositorys_worktrees_are_one_document_read_once(tmp_path: Path,
                                                           reads: list[str]) -> None:
    main = _project(tmp_path / "cli")
    git(tmp_path, "init", "-q", str(main))
    git(main, "add", ".")
    git(main, "commit", "-qm", "docs")
    worktrees = [tmp_path / f"cli-{n}" for n in range(3)]
    for n, wt in enumerate(worktrees):
        git(main, "worktree", "add", "-q", "-b", f"b{n}", str(wt))
    home = tmp_path / "home"
    folders = [str(main)] + [str(w) for w in worktrees]
    fresh = rank(REQUESTS, ["claude-code"], folders, home)
    documents = [c for f in folders for c in targets.project_documents(Path(f))]
    reads.clear()
    cache = RankCache(tmp_path / "cache" / "targets.npz").load()
    found = rank(REQUESTS, ["claude-code"], folders, home, cache)
    assert found == fresh
    listed = one_per_document(found, cache)
    assert listed == one_per_document(fresh)
    # The tracked CLAUDE.md: one target at the main checkout, its worktrees' paths as copies.
    [claude] = [d for d in listed if d.path.endswith("/CLAUDE.md")]
    assert claude.path == str(main / "CLAUDE.md")
    assert set(claude.copies) <= {str(w / "CLAUDE.md") for w in worktrees}
    assert {cache.identity(str(w / "CLAUDE.md"))[0] for w in [main, *worktrees]} == {
        cache.identity(claude.path)[0]}
    # Each file is read, each distinct text redacted and vectorized once, whichever worktree.
    assert len([r for r in reads if r.startswith("read ")]) == len(documents)
    redacted = [r for r in reads if r.startswith("redact ")]
    assert len(redacted) == len(documents) // len(folders)
    assert len(cache.profiles) == len({c.profile for c in documents}) + 1  # and the requests


@pytest.mark.parametrize("damage", ["garbage", "truncated", "entries", "features"])
def test_a_damaged_cache_is_rebuilt(tmp_path: Path, damage: str, reads: list[str]) -> None:
    project = _project(tmp_path / "cli")
    home = tmp_path / "home"
    path = tmp_path / "cache" / "targets.npz"
    first, _ = _update(path, project, home)
    if damage == "garbage":
        path.write_bytes(b"not a cache at all")
    elif damage == "truncated":
        path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    elif damage == "features":
        _damage_features(path)
    else:
        _damage_entries(path)
    reads.clear()
    again, _ = _update(path, project, home, REQUESTS[:2])
    # What was lost was read again; damaged features are computed again from the texts kept.
    assert bool(reads) == (damage != "features")
    assert again == _fresh(project, home, REQUESTS[:2])
    # Rebuilt whole: the next update reads nothing.
    reads.clear()
    assert _update(path, project, home, REQUESTS[:2])[0] == again and reads == []
    assert _update(path, project, home)[0] == first


def _damage_entries(path: Path) -> None:
    """Every kind of entry damaged inside a file that still loads: a text that is not the one
    its hash names, a file entry of the wrong shape, a profile out of bounds, a ranking that
    is not a list of targets."""
    import json

    with np.load(path) as data:
        parts = {k: data[k] for k in data.files}
    index = json.loads(parts["index"].tobytes().decode())
    for key in index["texts"]:
        index["texts"][key] = "someone else's text"
    for key in index["files"]:
        index["files"][key] = ["stamp only"]
    for key in index["rankings"]:
        index["rankings"][key] = [["path", "not a score", 3]]
    parts["bounds"] = parts["bounds"] + 10 ** 9
    parts["index"] = np.frombuffer(json.dumps(index).encode(), np.uint8)
    np.savez(path, **parts)
    assert path.with_suffix(".npz").exists()


def _damage_features(path: Path) -> None:
    """Profiles whose features are impossible (a count of zero, one feature twice) in a file
    whose texts and files are whole: they are decoded when first used, and computed again."""
    with np.load(path) as data:
        parts = {k: data[k] for k in data.files}
    parts["counts"] = np.zeros_like(parts["counts"])
    parts["hashes"] = np.zeros_like(parts["hashes"])
    np.savez(path, **parts)


def test_a_partial_update_keeps_the_documents_it_did_not_look_at(tmp_path: Path,
                                                                  reads: list[str]) -> None:
    """An update that ranked some families only keeps the other documents' entries (and
    drops the requests' profiles and rankings it did not use); one of every family keeps only
    what it used."""
    project = _project(tmp_path / "cli")
    other = _project(tmp_path / "web")
    home = tmp_path / "home"
    path = tmp_path / "cache" / "targets.npz"
    cache = RankCache(path).load()
    _ranked(cache, project, home)
    rank(REQUESTS, ["claude-code"], [str(other)], None, cache)
    cache.save()
    both = RankCache(path).load()
    # Only the first folder's family ranked again, with other requests.
    partial = RankCache(path).load()
    _ranked(partial, project, home, REQUESTS[:2])
    partial.save(every=False)
    # Ranked again from what is kept, reading and computing nothing: the file stays as it is.
    written = path.stat()
    again = RankCache(path).load()
    _ranked(again, project, home, REQUESTS[:2])
    again.save(every=False)
    assert (path.stat().st_ino, path.stat().st_mtime_ns) == (written.st_ino,
                                                            written.st_mtime_ns)
    kept = RankCache(path).load()
    assert set(kept.files) == set(both.files)
    assert set(kept.texts) == set(both.texts)
    assert len(kept.rankings) == 1 and kept.rankings.keys() != both.rankings.keys()
    expected = rank(REQUESTS, ["claude-code"], [str(other)], None)
    reads.clear()
    assert rank(REQUESTS, ["claude-code"], [str(other)], None, kept) == expected
    assert reads == []
    # An update of every family: the other folder's documents are gone from the cache.
    every = RankCache(path).load()
    _ranked(every, project, home, REQUESTS[:2])
    every.save(every=True)
    assert not any(str(other.resolve()) in k for k in RankCache(path).load().files)


def test_the_tasks_pipeline_ranks_again_what_changed(tmp_path: Path) -> None:
    """Updates keep the cache beside the store; a family's targets after a document changed
    are those of an update that starts from nothing."""
    from datetime import UTC, datetime, timedelta

    from skillsleep.context import Context
    from skillsleep.sessiondata import Session, Turn
    from skillsleep.sessions import save_sessions
    from skillsleep.tasks.pipeline import load_families, update_tasks
    from skillsleep.tasks.rankcache import FILE_NAME

    project = _project(tmp_path / "cli")
    start = datetime(2026, 2, 1, tzinfo=UTC)
    ctx = Context.create()
    save_sessions(ctx.store, [
        Session("claude-code", f"s{n}", str(project), started=start + timedelta(hours=n),
                turns=[Turn("user", "request", text, start + timedelta(hours=n))])
        for n, text in enumerate(REQUESTS * 2)])

    def targets_now() -> dict[str, list[dict[str, object]]]:
        return {f.label: [t.to_doc() for t in f.targets] for f in load_families(ctx.store)
                if f.recurring}

    update_tasks(ctx)
    cache = ctx.paths.cache_dir / FILE_NAME
    assert cache.exists() and any(targets_now().values())
    (project / "CLAUDE.md").write_text("# CLI\nUnit tests in strategy: run mise run test and "
                                       "fix the failing tests first.\n", encoding="utf-8")
    update_tasks(ctx)
    cached = targets_now()
    cache.unlink()
    update_tasks(ctx)
    assert targets_now() == cached
    assert any("strategy" in t["reason"] or "unit" in t["reason"]
               for ts in cached.values() for t in ts if str(t["path"]).endswith("CLAUDE.md"))


@pytest.mark.parametrize("values", [
    np.array([], dtype=np.uint64), np.array([7], dtype=np.uint64),
    np.array([3, 1, 2], dtype=np.uint64), np.array([3, 1, 3], dtype=np.uint64),
    np.array([[1, 2], [2, 5]], dtype=np.int64), np.array([[1, 2], [3, 4]], dtype=np.int64),
    np.arange(10_000, dtype=np.uint64), np.append(np.arange(10_000, dtype=np.uint64), 9_999),
])
def test_a_repeated_feature_is_found_as_numpy_unique_finds_it(values: np.ndarray) -> None:
    from skillsleep.tasks.rankcache import _repeats
    assert _repeats(values) == (np.unique(values).size != values.size)


def test_reading_a_stored_profile_imports_no_masked_arrays(tmp_path: Path) -> None:
    # `np.unique` tests for a masked array, and that test imports `numpy.ma` (9-20 ms of the
    # first turn that ranks a family again); the check of repeats does not need it
    code = ("import sys, numpy as np\n"
            "from skillsleep.tasks.rankcache import _repeats\n"
            "_repeats(np.array([1, 2, 2], dtype=np.uint64))\n"
            "print('numpy.ma' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=tmp_path, env={**os.environ})
    assert out.stdout.strip() == "False"
