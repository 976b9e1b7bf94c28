"""What an attempt at a task produced, as far as the judges can see it.

A replay in chat produces only an answer. A replay in a workspace also produces a diff, the
commands the agent ran (with their exit codes), the commits it made and the exit codes of the
project's own checks run after it. Judges score the parts
they are about and say None when the attempt cannot show them: a rule about commands run cannot
be judged from a chat answer.

In chat, the code an answer proposes (its fenced blocks) stands for the lines it would add: "no
testify" is as visible in a proposed test as in a diff.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fnmatch import fnmatch

from ...replaykit.command import Command

_FENCED = re.compile(r"```[^\n]*\n(.*?)(?:```|\Z)", re.S)
# Documents in prose: what they say about code ("we no longer use `moment`", a rule written into
# CLAUDE.md) is no use of it.
PROSE_ENDINGS = (".md", ".mdx", ".markdown", ".rst", ".txt", ".adoc")


def is_prose(path: str) -> bool:
    return path.lower().endswith(PROSE_ENDINGS)


@dataclass
class FileChange:
    path: str                      # repository-relative, with forward slashes
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)


@dataclass
class Attempt:
    text: str = ""                                   # the final answer or message
    changes: list[FileChange] | None = None          # None: no workspace, so no diff
    commands: list[Command] | None = None            # None: no workspace, so no commands
    commits: list[str] | None = None                 # commit messages, oldest first
    checks: list[Command] | None = None              # the project's checks, run after the agent

    @classmethod
    def of_answer(cls, text: str) -> Attempt:
        return cls(text=text)

    def added_lines(self, files: str = "", code_only: bool = False) -> list[str] | None:
        """Lines the work adds (to files matching the glob `files`), or the code the answer
        proposes when there is no diff; None when there is neither. `code_only`: not the lines
        of documents in prose, and None when the change is only prose (it shows no code)."""
        if self.changes is not None:
            changes = [c for c in self.changes if not files or _matches(c.path, files)]
            if code_only:
                if changes and all(is_prose(c.path) for c in changes):
                    return None
                changes = [c for c in changes if not is_prose(c.path)]
            return [ln for c in changes for ln in c.added]
        blocks = _FENCED.findall(self.text)
        if not blocks:
            return None
        return [ln for b in blocks for ln in b.splitlines()]

    def changed_paths(self) -> list[str] | None:
        return None if self.changes is None else [c.path for c in self.changes]


def _matches(path: str, pattern: str) -> bool:
    name = path.rsplit("/", 1)[-1]
    return fnmatch(path, pattern) or fnmatch(name, pattern)


_FILE_HEADER = re.compile(r"^\+\+\+ (?:b/)?(.+?)\s*$")
_OLD_HEADER = re.compile(r"^--- (?:a/)?(.+?)\s*$")


def changes_from_diff(diff: str) -> list[FileChange]:
    """The files a unified diff (`git diff` output) changes, with their added and removed lines.
    A deleted file is listed under its old path."""
    changes: list[FileChange] = []
    current: FileChange | None = None
    old_path = ""
    in_hunk = False
    for line in diff.splitlines():
        if line.startswith("diff --git "):
            current, in_hunk, old_path = None, False, ""
            continue
        if not in_hunk or current is None:
            m_old = _OLD_HEADER.match(line)
            if m_old and line.startswith("--- "):
                old_path = m_old.group(1)
                continue
            m_new = _FILE_HEADER.match(line)
            if m_new and line.startswith("+++ "):
                path = m_new.group(1)
                current = FileChange(old_path if path == "/dev/null" else path)
                changes.append(current)
                continue
        if line.startswith("@@"):
            in_hunk = current is not None
            continue
        if not in_hunk or current is None:
            continue
        if line.startswith("+"):
            current.added.append(line[1:])
        elif line.startswith("-"):
            current.removed.append(line[1:])
    return changes
