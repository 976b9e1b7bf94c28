"""What a replay produced, read from the worktree and the harness's events, as an `Attempt`.

The diff is everything the work changed since the commit the worktree started at, committed or
not (new files included, ignored ones not), except the instruction document the replay
wrote itself; if the agent edited that document too, its edit is part of the change. The commits
are the agent's own, oldest first. The project's check runs after all of it was read, so what the
check writes (build output, caches) is never taken for the agent's work.
"""

from __future__ import annotations

import contextlib
import difflib
import os
import signal
import subprocess
from pathlib import Path

from ..replaykit.runner import replay_env
from ..tasks.judges import Attempt, Command, FileChange
from ..tasks.judges.attempt import changes_from_diff
from .area import Workspace
from .git import GitError, git

MAX_DIFF_CHARS = 4_000_000
MAX_NEW_FILE_BYTES = 1_000_000
# How much of the outcome the optimizer sees in place of an answer (it clips it again).
SUMMARY_LINES = 40


def collect(ws: Workspace, doc_rel: str, document: str, text: str,
            commands: list[Command]) -> Attempt:
    """The attempt as the worktree shows it now. Read without writing a git object: the
    replay's objects come from the person's repository, and git re-stamps an object it
    writes again, even one it finds there."""
    changes: list[FileChange] = []
    commits: list[str] = []
    exclude = [f":(exclude){doc_rel}"] if doc_rel else []
    try:
        diff = git(ws.root, "diff", "--no-color", "--no-ext-diff", "--no-textconv",
                   "--no-renames", ws.commit, "--", ".", *exclude)[:MAX_DIFF_CHARS]
        changes = changes_from_diff(diff)
        names = git(ws.root, "diff", "--name-only", "--no-renames", ws.commit, "--", ".",
                    *exclude).splitlines()
        seen = {c.path for c in changes}
        changes += [FileChange(n) for n in names if n and n not in seen]  # binary files
        untracked = git(ws.root, "ls-files", "-z", "--others", "--exclude-standard", "--",
                        ".", *exclude)
        changes += [_new_file(ws.root, rel) for rel in untracked.split("\0") if rel]
        log = git(ws.root, "log", "--reverse", "--format=%B%x1e", f"{ws.commit}..HEAD")
        commits = [m.strip() for m in log.split("\x1e") if m.strip()]
    except GitError:
        pass  # an agent that broke the worktree's git still has its answer and commands
    doc_change = _document_change(ws.path(doc_rel), doc_rel, document) if doc_rel else None
    if doc_change is not None:
        changes.append(doc_change)
    return Attempt(text=text, changes=changes, commands=list(commands), commits=commits)


def _new_file(root: Path, rel: str) -> FileChange:
    """A file the agent created and did not add to git: every line of it is added."""
    change = FileChange(rel, created=True)
    try:
        data = (root / rel).read_bytes()[:MAX_NEW_FILE_BYTES]
    except OSError:
        return change
    if b"\0" not in data[:8192]:
        change.added = data.decode("utf-8", errors="replace").splitlines()
    return change


def _document_change(path: Path, rel: str, written: str) -> FileChange | None:
    try:
        now = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        now = ""
    if now == written:
        return None
    change = FileChange(rel)
    for line in difflib.ndiff(written.splitlines(), now.splitlines()):
        if line.startswith("+ "):
            change.added.append(line[2:])
        elif line.startswith("- "):
            change.removed.append(line[2:])
    return change


def run_check(ws: Workspace, command: str, timeout: float) -> Command:
    """The project's check, run in the session's folder of the worktree; exit code None when
    it did not finish in time."""
    try:
        proc = subprocess.Popen(["sh", "-c", command], cwd=ws.cwd, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                env=replay_env(ws), start_new_session=True)
    except OSError:
        return Command(command, 127)
    try:
        code = proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        code = None
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
    if code is None:
        proc.wait()
    return Command(command, code)


def describe(attempt: Attempt) -> str:
    """The outcome in words, as the optimizer and a rubric judge read an answer: what changed,
    what ran, what was committed, what the check said, and the final message."""
    lines: list[str] = []
    if attempt.changes:
        lines.append("CHANGED: " + ", ".join(
            f"{c.path} (+{len(c.added)} -{len(c.removed)})" for c in attempt.changes[:12]))
        added = [f"+ {ln}" for c in attempt.changes for ln in c.added if ln.strip()]
        lines += added[:SUMMARY_LINES]
    else:
        lines.append("CHANGED: nothing")
    if attempt.commands:
        lines.append("RAN: " + "; ".join(f"`{c.line[:80]}` (exit {c.exit_code})"
                                         for c in attempt.commands[:12]))
    if attempt.commits:
        lines.append("COMMITTED: " + " | ".join(m.splitlines()[0][:100]
                                                for m in attempt.commits[:5]))
    for check in attempt.checks or []:
        verdict = "did not finish" if check.exit_code is None else f"exit {check.exit_code}"
        lines.append(f"CHECK `{check.line}`: {verdict}")
    if attempt.text.strip():
        lines.append("SAID: " + " ".join(attempt.text.split())[:600])
    return "\n".join(lines)
