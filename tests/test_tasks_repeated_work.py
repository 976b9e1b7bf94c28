"""Work the miner used to do twice on the same input: each is done once, with the same result.

- whether a document governs a folder walks the two paths' parent folders looking for `.git`;
  where the walks meet (a shared parent), the second walk stops at what the first found;
- how a clause says a word is written is read once per clause (the rule reader asks it of a
  clause as said and again without its openers, most often the same words);
- ranking's TF-IDF vectors of several texts are built in one pass over all their features,
  bit for bit those of one text at a time.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from skillsleep import identity
from skillsleep.tasks.encoders import HashedTfidfEncoder
from skillsleep.tasks.rankcache import profile_of, tfidf_unit_vectors
from skillsleep.tasks.spelling import written_convention


def _repo(root: Path) -> Path:
    (root / ".git").mkdir(parents=True)
    return root


@pytest.fixture
def probes(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every folder checked for a `.git` of its own."""
    seen: list[Path] = []
    is_dir = Path.is_dir

    def counted(self: Path) -> bool:
        if self.name == ".git":
            seen.append(self.parent)
        return is_dir(self)

    monkeypatch.setattr(Path, "is_dir", counted)
    identity.governs.cache_clear()
    return seen


@pytest.mark.parametrize("layout", [
    # (the document's folder, where the work was done, is the work in a repository), under
    # one parent; the document's folder is in none (its walk goes all the way up)
    ("notes/api", "work/web/src", False),
    ("docs", "docs-copy/cmd/server", False),
    ("code/go/service", "code/rust/cli/crates/core", True),
    ("a", "b/c/d/e", True),
])
def test_the_walks_of_a_document_and_a_folder_meet_once(
        tmp_path: Path, probes: list[Path], layout: tuple[str, str, bool]) -> None:
    doc_folder, work, in_repo = tmp_path / layout[0], tmp_path / layout[1], layout[2]
    doc_folder.mkdir(parents=True)
    document = doc_folder / "CLAUDE.md"
    document.write_text("# rules\n", encoding="utf-8")
    work.mkdir(parents=True)
    if in_repo:
        _repo(work.parent)
    # Not under the document's folder, no repository of its: not governed, as before.
    assert identity.governs(str(document), str(work)) is False
    assert probes and len(probes) == len(set(probes)), "a folder was probed twice"


def test_a_worktree_of_the_same_repository_is_still_governed(tmp_path: Path,
                                                             probes: list[Path]) -> None:
    main = _repo(tmp_path / "repo")
    document = main / "AGENTS.md"
    document.write_text("# rules\n", encoding="utf-8")
    git_dir = main / ".git" / "worktrees" / "feature"
    git_dir.mkdir(parents=True)
    (git_dir / "commondir").write_text("../..\n", encoding="utf-8")
    linked = tmp_path / "repo-feature"
    (linked / "pkg").mkdir(parents=True)
    (linked / ".git").write_text(f"gitdir: {git_dir}\n", encoding="utf-8")
    assert identity.governs(str(document), str(linked / "pkg")) is True
    assert identity.governs(str(document), str(tmp_path / "elsewhere")) is False


@pytest.mark.parametrize("clause", [
    "we always write 'GitHub', not 'Github'",
    "it's spelled 'colour' in our docs, not 'color'",
    "in the README we write TypeScript, never Typescript",
    "use `main` not `master`",
    "",
    "```\nSELECT * FROM users;\n```",
])
def test_a_clause_is_read_for_its_spelling_once(clause: str) -> None:
    written_convention.cache_clear()
    first = written_convention(clause)
    assert written_convention(clause) == first
    info = written_convention.cache_info()
    assert (info.hits, info.misses) == (1, 1)


@pytest.mark.parametrize("texts", [
    ["fix the flaky test in the go service", "", "run cargo clippy before you push"],
    ["", ""],
    ["one text alone, with words words words repeated"],
    ["SELECT id FROM orders WHERE total > 10", "déjà vu naïve café", "x" * 80, "", "y"],
])
def test_all_rows_at_once_are_the_encoders_vectors_bit_for_bit(texts: list[str]) -> None:
    encoder = HashedTfidfEncoder()
    encoder.fit(texts)
    expected = encoder.encode(texts)
    got = tfidf_unit_vectors([profile_of(t) for t in texts])
    assert got.dtype == expected.dtype and got.tobytes() == expected.tobytes()


def test_no_texts_give_no_rows() -> None:
    assert tfidf_unit_vectors([]).shape == (0, HashedTfidfEncoder().dims)
