"""Finding the logs again without listing the folders that did not change: the same files as
a walk that lists every folder, whatever changed in between (a file added anywhere, a folder
added, a file or a folder removed, a folder changed in the same moment it was listed), and a
folder that did not change is not listed again."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from skillsleep.harvest import listing
from skillsleep.logs.discovery import walk as walk_every_folder

from conftest import SHARED

REAL = SHARED / "realdata" / "entireio-dev" / "claude-home" / ".claude" / "projects"
PAST_NS = 1_700_000_000 * 10**9


def _settle(root: Path) -> None:
    """Every folder as one last changed long ago."""
    for folder, _, _ in os.walk(root):
        os.utime(folder, ns=(PAST_NS, PAST_NS))


def _found(root: Path, walker: object) -> list[str]:
    errors: list[tuple[str, str]] = []
    files = walker(root, 6, lambda parts: parts[-1] != "memory",  # type: ignore[operator]
                   lambda p: p.suffix == ".jsonl", lambda r, w: errors.append((r, w)))
    return [str(p.relative_to(root)) for p in files] + [f"{r}: {w}" for r, w in errors]


@pytest.fixture
def projects(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(listing, "_LISTED", {})
    root = tmp_path / "projects"
    shutil.copytree(REAL, root)
    _settle(root)
    return root


@pytest.fixture
def listed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The folders listed (the real `os.scandir`, counted)."""
    seen: list[str] = []
    real = os.scandir

    def scandir(path: str | Path) -> object:
        seen.append(str(path))
        return real(path)

    monkeypatch.setattr(listing.os, "scandir", scandir)
    return seen


def _same_as_every_folder(root: Path, listed: list[str]) -> list[str]:
    """What the walk finds (checked against listing every folder), with the folders it
    listed left in `listed`."""
    expected = _found(root, walk_every_folder)
    listed.clear()
    found = _found(root, listing.walk)
    assert found == expected
    return found


def test_the_same_files_as_listing_every_folder_whatever_changed(projects: Path,
                                                                 listed: list[str]) -> None:
    _same_as_every_folder(projects, listed)
    assert len(listed) > 3
    # Nothing changed: no folder is listed again, and a file grown is still found.
    log = next(projects.rglob("*.jsonl"))
    with open(log, "ab") as fh:
        fh.write(b"{}\n")
    _same_as_every_folder(projects, listed)
    assert listed == []

    # A new log in a folder, a new folder holding one, a log and a folder removed.
    some = sorted(p for p in projects.iterdir() if p.is_dir())
    (some[0] / "new-session.jsonl").write_text("{}\n")
    (some[1] / "sub" / "deeper").mkdir(parents=True)
    (some[1] / "sub" / "deeper" / "late.jsonl").write_text("{}\n")
    next(some[2].glob("*.jsonl")).unlink()
    shutil.rmtree(some[3])
    found = _same_as_every_folder(projects, listed)
    assert str(Path(some[0].name) / "new-session.jsonl") in found
    assert str(Path(some[1].name) / "sub" / "deeper" / "late.jsonl") in found
    assert set(listed) == {str(projects), str(some[0]), str(some[1]), str(some[1] / "sub"),
                           str(some[1] / "sub" / "deeper"), str(some[2])}


def test_a_folder_changed_in_the_moment_it_was_listed_is_listed_again(
        projects: Path, listed: list[str]) -> None:
    folder = next(p for p in projects.iterdir() if p.is_dir())
    now = time.time_ns()
    os.utime(folder, ns=(now, now))
    _found(projects, listing.walk)
    # A file added within the same tick of the clock leaves the folder's time as it was.
    (folder / "same-tick.jsonl").write_text("{}\n")
    os.utime(folder, ns=(now, now))
    found = _same_as_every_folder(projects, listed)
    assert str(Path(folder.name) / "same-tick.jsonl") in found
    assert listed == [str(folder)]


def test_a_folder_that_cannot_be_listed_is_reported_as_before(projects: Path) -> None:
    if os.geteuid() == 0:
        pytest.skip("root lists every folder")
    folder = next(p for p in projects.iterdir() if p.is_dir())
    folder.chmod(0)
    try:
        assert _found(projects, listing.walk) == _found(projects, walk_every_folder)
        assert f"permission denied: {folder}" in _found(projects, listing.walk)
    finally:
        folder.chmod(0o755)
