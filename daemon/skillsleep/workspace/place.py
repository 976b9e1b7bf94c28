"""Where a task happened: the person's repository and the commit its session started from.

The repository is the one holding the session's working folder (`git rev-parse
--git-common-dir`: the git folder all its worktrees share). The commit is the one the harness
recorded (Codex writes it in `session_meta`); otherwise the newest commit, at the session's
start, of the branch the session recorded (Claude Code's `gitBranch`), or of the repository's
default branch. A worktree the session ran in may be gone while its repository is still there:
then the repository is found from the nearest folder above it that still exists.

Everything here only reads the repository, with git's optional locks off. A task that cannot be
placed gets a `NotReplayable` whose reason is a sentence for the person.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..sessiondata import parse_time
from ..sessions import iter_documents
from ..store import Store
from .git import GitError, git, git_ok

_DEFAULT_BRANCHES = ("main", "master", "trunk", "develop")


@dataclass(frozen=True)
class SessionFacts:
    """What a stored session says about where it ran."""

    project: str | None = None
    started: datetime | None = None
    branch: str | None = None
    commit: str | None = None
    checks: tuple[str, ...] = ()

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> SessionFacts:
        def text(key: str) -> str | None:
            value = doc.get(key)
            return value if isinstance(value, str) and value else None

        checks = doc.get("checks")
        return cls(project=text("project"), started=parse_time(doc.get("started")),
                   branch=text("branch"), commit=text("commit"),
                   checks=tuple(c for c in checks if isinstance(c, str))
                   if isinstance(checks, list) else ())


def session_facts(store: Store, wanted: dict[str, str | None]) -> dict[str, SessionFacts]:
    """The facts of the sessions `wanted` (key -> a time in the session, for the month partition
    to look in first); sessions that are not stored are left out."""
    found: dict[str, SessionFacts] = {}
    if not wanted:
        return found
    for doc in iter_documents(store, months_first=[t[:7] for t in wanted.values() if t]):
        key = doc.get("key")
        if isinstance(key, str) and key in wanted and key not in found:
            found[key] = SessionFacts.from_doc(doc)
            if len(found) == len(wanted):
                break
    return found


@dataclass(frozen=True)
class Place:
    """Where to replay a task."""

    repository: Path        # the person's git folder (the common dir of all its worktrees)
    commit: str
    subdir: str = ""        # the session's folder inside the repository ("" for its top)
    branch: str | None = None
    how: str = ""           # how the commit was found, in words

    def to_doc(self) -> dict[str, Any]:
        return {"repository": str(self.repository), "commit": self.commit,
                "subdir": self.subdir, "branch": self.branch, "how": self.how}


@dataclass(frozen=True)
class NotReplayable:
    reason: str


@dataclass
class _Repo:
    common: Path
    subdir: str
    note: str = ""


def locate(facts: SessionFacts, when: datetime | None = None) -> Place | NotReplayable:
    """Where the session ran, as a repository and a commit; `when` (the task's time) stands in
    for a session that recorded no start."""
    repo = _repository(facts.project)
    if isinstance(repo, NotReplayable):
        return repo
    if facts.commit:
        if git_ok(repo.common, "cat-file", "-e", f"{facts.commit}^{{commit}}") is None:
            return NotReplayable(
                f"the commit {facts.commit[:12]} the session started from is no longer in the "
                f"repository {repo.common} (its history was rewritten or the commit was "
                f"garbage-collected)")
        return Place(repo.common, _full(repo.common, facts.commit), repo.subdir, facts.branch,
                     "the commit the session recorded" + repo.note)
    start = facts.started or when
    if start is None:
        return NotReplayable("the session recorded neither a commit nor a start time")
    before = start.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    tried: list[str] = []
    branch_refs = _branch_refs(repo.common, facts.branch) if facts.branch else []
    if facts.branch:
        for ref in branch_refs:
            commit = git_ok(repo.common, "rev-list", "-1", f"--before={before}", ref)
            if commit and commit.strip():
                return Place(repo.common, commit.strip(), repo.subdir, facts.branch,
                             f"the newest commit of {facts.branch} at the session's start"
                             + repo.note)
        tried.append(facts.branch)
    default = _default_branch(repo.common)
    if default is not None:
        name, ref = default
        commit = git_ok(repo.common, "rev-list", "-1", f"--before={before}", ref)
        if commit and commit.strip():
            why = (f" ({facts.branch} has no commit that old)" if branch_refs else
                   f" (the branch {facts.branch} is gone)" if facts.branch else "")
            return Place(repo.common, commit.strip(), repo.subdir, name,
                         f"the newest commit of the default branch {name} at the session's "
                         f"start{why}" + repo.note)
        tried.append(name)
    names = " or ".join(tried) or "any branch"
    return NotReplayable(f"no commit of {names} in {repo.common} is older than the session's "
                         f"start ({before})")


def _repository(project: str | None) -> _Repo | NotReplayable:
    if not project:
        return NotReplayable("the session recorded no working folder")
    folder = Path(project).expanduser()
    if not folder.is_dir():
        above = next((p for p in folder.parents if p.is_dir()), None)
        found = _rev_parse(above) if above is not None else None
        if found is None:
            return NotReplayable(
                f"the session's folder {project} no longer exists (the repository moved or "
                f"was deleted)")
        return _Repo(found[0], "", f"; the session's worktree {project} is gone, its "
                                   f"repository is {found[0]}")
    found = _rev_parse(folder)
    if found is None:
        return NotReplayable(f"the session's folder {project} is not in a git repository")
    return _Repo(found[0], found[1])


def _rev_parse(folder: Path) -> tuple[Path, str] | None:
    """(the repository's common git folder, the folder's path inside its worktree)."""
    try:
        out = git(folder, "rev-parse", "--path-format=absolute", "--git-common-dir")
    except GitError:
        return None
    prefix = git_ok(folder, "rev-parse", "--show-prefix") or ""
    return Path(out.strip()).resolve(), prefix.strip().strip("/")


def _branch_refs(common: Path, branch: str) -> list[str]:
    """The refs that can hold the branch: the local one, then remote-tracking copies."""
    refs = []
    if git_ok(common, "rev-parse", "--verify", "--quiet", f"refs/heads/{branch}^{{commit}}"):
        refs.append(f"refs/heads/{branch}")
    out = git_ok(common, "for-each-ref", "--format=%(refname)", f"refs/remotes/*/{branch}")
    refs += [r for r in (out or "").split() if r.endswith("/" + branch)]
    return refs


def _default_branch(common: Path) -> tuple[str, str] | None:
    head = git_ok(common, "symbolic-ref", "--quiet", "refs/remotes/origin/HEAD")
    if head and head.strip():
        ref = head.strip()
        return ref.removeprefix("refs/remotes/origin/"), ref
    for name in _DEFAULT_BRANCHES:
        for ref in (f"refs/heads/{name}", f"refs/remotes/origin/{name}"):
            if git_ok(common, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}"):
                return name, ref
    if git_ok(common, "rev-parse", "--verify", "--quiet", "HEAD^{commit}"):
        return "HEAD", "HEAD"
    return None


def _full(common: Path, commit: str) -> str:
    out = git_ok(common, "rev-parse", "--verify", f"{commit}^{{commit}}")
    return out.strip() if out else commit
