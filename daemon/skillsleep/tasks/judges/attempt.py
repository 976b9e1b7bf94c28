"""What an attempt at a task produced, as far as the judges can see it.

A replay in chat produces only an answer. A replay in a workspace also produces a diff, the
commands the agent ran (with their exit codes), the commits it made and the exit codes of the
project's own checks run after it. Judges score the parts
they are about and say None when the attempt cannot show them: a rule about commands run cannot
be judged from a chat answer.

In chat, the code an answer proposes (its fenced blocks) stands for the lines it would add: "no
testify" is as visible in a proposed test as in a diff. A block that shows a diff adds only its
"+" lines: the lines it takes out are what the answer does away with. A diff read from `git diff`
also keeps its hunks with the lines they keep, so a check can tell where a string or a comment
an added line stands in opens and closes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fnmatch import fnmatch

from ...replaykit.command import Command

_FENCED = re.compile(r"```([^\n]*)\n(.*?)(?:```|\Z)", re.S)
# A block that shows a diff: tagged so, or opening as `git diff` prints one.
_DIFF_TAG = re.compile(r"\s*(?:diff|patch|udiff)\b", re.I)
_DIFF_HEAD = re.compile(r"^(?:diff --git |--- |\+\+\+ |@@ )", re.M)


def _block_name(tag: str) -> str:
    """A fenced block's name as a file: "block.ts" for a block tagged `ts`, "block" untagged."""
    words = tag.split()
    return f"block.{words[0].lower()}" if words else "block"


def _block_lines(tag: str, body: str) -> list[str]:
    """The lines a fenced block of an answer adds."""
    lines = body.splitlines()
    if not (_DIFF_TAG.match(tag) or _DIFF_HEAD.match(body)):
        return lines
    return [ln[1:] for ln in lines if ln.startswith("+") and not ln.startswith("+++")]


@dataclass
class FileChange:
    path: str                      # repository-relative, with forward slashes
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    # The hunks of a diff as the new file shows them, each line marked "+" (added) or " " (kept):
    # where a string or a comment an added line is in opens and closes. Empty when unknown.
    hunks: list[list[str]] = field(default_factory=list)
    # The work creates the file (or gives an existing one this path, renaming it): the file's
    # name is one the work gives.
    created: bool = False


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

    def added_lines(self, files: str = "") -> list[str] | None:
        """Lines the work adds (to files matching the glob `files`), or the code the answer
        proposes when there is no diff; None when there is neither."""
        if self.changes is not None:
            return [ln for c in self.changes if not files or _matches(c.path, files)
                    for ln in c.added]
        proposed = self.added_files()
        return None if proposed is None else [ln for _, lines in proposed for ln in lines]

    def added_files(self, files: str = "") -> list[tuple[str, list[str]]] | None:
        """The lines the work adds, file by file and in order, as (path, lines): a fenced block
        of an answer is named `block.<its tag>` ("block.ts"); None when there are none."""
        if self.changes is not None:
            return [(c.path, c.added) for c in self.changes
                    if not files or _matches(c.path, files)]
        blocks = _FENCED.findall(self.text)
        if not blocks:
            return None
        return [(_block_name(tag), _block_lines(tag, body)) for tag, body in blocks]

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
    old_path = renamed = ""
    in_hunk = False
    for line in [*diff.splitlines(), "diff --git "]:
        if line.startswith("diff --git "):
            if renamed and current is None:
                changes.append(FileChange(renamed, created=True))  # renamed, its lines kept
            current, in_hunk, old_path, renamed = None, False, "", ""
            continue
        if not in_hunk and line.startswith("rename to "):
            renamed = line[len("rename to "):].strip()
            continue
        if not in_hunk or current is None:
            m_old = _OLD_HEADER.match(line)
            if m_old and line.startswith("--- "):
                old_path = m_old.group(1)
                continue
            m_new = _FILE_HEADER.match(line)
            if m_new and line.startswith("+++ "):
                path = m_new.group(1)
                current = FileChange(old_path if path == "/dev/null" else path,
                                     created=old_path == "/dev/null" or bool(renamed))
                changes.append(current)
                continue
        if line.startswith("@@"):
            in_hunk = current is not None
            if current is not None:
                current.hunks.append([])
            continue
        if not in_hunk or current is None:
            continue
        if line.startswith("+"):
            current.added.append(line[1:])
            current.hunks[-1].append(line)
        elif line.startswith("-"):
            current.removed.append(line[1:])
        elif line.startswith(" ") or not line:
            current.hunks[-1].append(" " + line[1:])
    return changes
