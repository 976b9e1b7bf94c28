"""The kinds of instruction document: the one list of their names and where each lives.

The tasks look for a family's documents only at fixed locations in each project and in the home
folder (no recursive scans); the language server recognizes a document of each kind at any depth
by its glob, since a skill or a rules file can sit wherever the person keeps it. Both read this
list, so a kind added here is found by the tasks, worked on by a night and shown in the editor.
Which harness reads which kind on every session, each harness says (`reads_every_session`).

Imported by the language server's start-up: the standard library only.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Role = Literal["skill", "project", "rules", "user"]


@dataclass(frozen=True)
class DocumentKind:
    label: str  # how the person names it
    glob: str  # how the editor recognizes it, at any depth (skillsleep_lsp.documents' globs)
    in_project: tuple[str, ...]  # where a project holds it, relative, `/`-separated; `*` globs
    at_home: tuple[str, ...]  # where the user-level one is, relative to the home folder
    role: Role  # in a project: "skill", "project" (read on every session) or "rules"


KINDS: tuple[DocumentKind, ...] = (
    DocumentKind("CLAUDE.md", "**/CLAUDE.md", ("CLAUDE.md", ".claude/CLAUDE.md"),
                 (".claude/CLAUDE.md",), "project"),
    DocumentKind("AGENTS.md", "**/AGENTS.md", ("AGENTS.md",), (".codex/AGENTS.md",), "project"),
    DocumentKind(".cursorrules", "**/.cursorrules", (".cursorrules",), (), "rules"),
    DocumentKind(".github/copilot-instructions.md", "**/.github/copilot-instructions.md",
                 (".github/copilot-instructions.md",), (".copilot/copilot-instructions.md",),
                 "project"),
    DocumentKind("SKILL.md", "**/SKILL.md", (".claude/skills/*/SKILL.md",),
                 (".claude/skills/*/SKILL.md", ".codex/skills/*/SKILL.md"), "skill"),
    DocumentKind(".cursor/rules/*", "**/.cursor/rules/**", (".cursor/rules/*",), (), "rules"),
    DocumentKind(".github/instructions/*.md", "**/.github/instructions/**/*.md",
                 (".github/instructions/*",), (), "rules"),
)


@dataclass(frozen=True)
class Location:
    """One place a document of `kind` may be, relative to a project or the home folder."""

    pattern: str
    kind: DocumentKind
    role: Role

    @property
    def fixed(self) -> bool:
        return "*" not in self.pattern

    def under(self, folder: Path) -> Path:
        return folder.joinpath(*self.pattern.split("/"))


def _ordered(locations: list[Location]) -> tuple[Location, ...]:
    # The single files first, then the folders globbed (at most a few hundred entries each).
    return tuple([loc for loc in locations if loc.fixed] +
                 [loc for loc in locations if not loc.fixed])


PROJECT_LOCATIONS = _ordered([Location(p, k, k.role) for k in KINDS for p in k.in_project])
HOME_LOCATIONS = _ordered([Location(p, k, "skill" if k.role == "skill" else "user")
                           for k in KINDS for p in k.at_home])
# Each kind at any depth, and each user-level location (~/.copilot/copilot-instructions.md
# is no .github file).
EDITOR_GLOBS: tuple[str, ...] = (*(k.glob for k in KINDS),
                                 *(f"~/{p}" for k in KINDS for p in k.at_home))
