"""Writes a realistic sample home: two projects, their instruction documents, and ten days of
sessions with all five harnesses, each log written where and how that harness writes it.

`write_sample_home` also returns what a correct harvester must extract (`expected`): per harness
the sessions with their project and the person's own requests in order, each tagged with the
recurring family it belongs to, so the demo and the tests downstream can check themselves.
"""

from __future__ import annotations

import json
import os
import pwd
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from skillsleep.demo import claude_code, codex, copilot, cursor, devin, sources
from skillsleep.demo.common import PlannedSession, RequestKind, Written
from skillsleep.demo.projects import write_projects
from skillsleep.demo.scenario import FAMILIES, plan_sessions
from skillsleep.errors import UserError
from skillsleep.harnesses import IDS
from skillsleep.sessiondata import to_utc

HARNESSES = IDS

# Lists what the last run wrote, so a rerun (another day, another seed) first removes its own
# old logs instead of leaving stale sessions beside the new ones. Nothing else is ever deleted.
MANIFEST = ".skillopt-sleep-demo.json"


Writer = Callable[[PlannedSession, Path, Path], Written]
_WRITERS: dict[str, Writer] = {
    sources.CLAUDE_CODE: claude_code.write_session,
    sources.CODEX: codex.write_session,
    sources.COPILOT_VSCODE: copilot.write_vscode_session,
    sources.COPILOT_CLI: copilot.write_cli_session,
    sources.CURSOR_CLI: cursor.write_cli_session,
}


@dataclass(frozen=True)
class ExpectedRequest:
    text: str
    family: str | None          # "commit-message", "unit-tests", "pr-summary"; None = one-off
    kind: RequestKind           # task (starts a unit of work), correction or approval
    time: datetime              # when it was typed (aware UTC)


@dataclass(frozen=True)
class ExpectedSession:
    harness: str                # product harness id
    source: str                 # which log kind: claude-code, codex, copilot-vscode, ...
    session_id: str
    project: Path
    path: Path                  # the log or database that holds it
    requests: tuple[ExpectedRequest, ...]

    @property
    def texts(self) -> list[str]:
        return [r.text for r in self.requests]


@dataclass
class SampleHome:
    home: Path
    projects: dict[str, Path]                  # "webapp", "api" -> folder
    documents: dict[str, Path]                 # "webapp/AGENTS.md", "~/.claude/skills/..."
    expected: dict[str, list[ExpectedSession]]  # product harness id -> sessions in time order
    files: list[Path] = field(default_factory=list)  # every file written

    @property
    def target_document(self) -> Path:
        """The document the demo's night works on: the commit-message skill, whose family recurs
        most (across Claude Code, Codex and Cursor) and whose text misses every correction."""
        return self.documents["webapp/.claude/skills/commit-message/SKILL.md"]

    def sessions(self) -> list[ExpectedSession]:
        return sorted((s for group in self.expected.values() for s in group),
                      key=lambda s: s.requests[0].time)

    def family_requests(self, family: str) -> list[tuple[ExpectedSession, ExpectedRequest]]:
        return [(s, r) for s in self.sessions() for r in s.requests if r.family == family]


def _real_home() -> Path | None:
    try:
        return Path(pwd.getpwuid(os.getuid()).pw_dir).resolve()
    except (KeyError, OSError):
        return None


def write_sample_home(home: Path, now: datetime | None = None, seed: int = 7) -> SampleHome:
    """Write the sample projects and session logs under `home`; deterministic for seed and now.

    Files the samples own are overwritten, so writing twice into the same folder gives the same
    bytes. `now` must be timezone-aware; sessions spread over the ten days before it.
    """
    home = Path(home).expanduser().absolute()
    real = _real_home()
    if real is not None and home.resolve() == real:
        raise UserError(f"Refusing to write sample sessions into your real home folder ({home}); "
                        "give the demo an empty folder instead, e.g. `--home /tmp/demo`.")
    moment = to_utc(now) if now is not None else datetime.now(UTC)
    assert moment is not None
    home.mkdir(parents=True, exist_ok=True)
    _remove_previous(home)
    projects, documents, files = write_projects(home)
    plans = plan_sessions(seed, moment)

    results: list[tuple[PlannedSession, Written]] = []
    devin_ids: set[str] = set()
    for plan in plans:
        project = projects[plan.project]
        if plan.harness == sources.DEVIN:
            results.append((plan, devin.write_session(plan, home, project, devin_ids)))
        elif plan.harness != sources.CURSOR_IDE:
            results.append((plan, _WRITERS[plan.harness](plan, home, project)))
    ide_plans = [p for p in plans if p.harness == sources.CURSOR_IDE]
    results.extend(zip(ide_plans, cursor.write_ide_sessions(ide_plans, home, projects),
                       strict=True))

    expected: dict[str, list[ExpectedSession]] = {h: [] for h in HARNESSES}
    for plan, written in sorted(results, key=lambda pair: pair[0].start):
        requests = tuple(ExpectedRequest(ex.text, ex.family, ex.kind, at)
                         for ex, at in zip(plan.exchanges, written.times, strict=True))
        harness = sources.HARNESS_OF[plan.harness]
        expected[harness].append(ExpectedSession(harness, plan.harness, written.session_id,
                                                 projects[plan.project], written.path, requests))
        files.extend(f for f in written.files if f not in files)
    manifest = home / MANIFEST
    manifest.write_text(json.dumps({
        "seed": seed, "now": moment.isoformat(),
        "files": sorted(str(f.relative_to(home)) for f in files)}, indent=2) + "\n",
        encoding="utf-8")
    files.append(manifest)
    return SampleHome(home, projects, documents, expected, files)


def _remove_previous(home: Path) -> None:
    try:
        listed = json.loads((home / MANIFEST).read_text(encoding="utf-8"))["files"]
    except (OSError, ValueError, KeyError, TypeError):
        return
    root = home.resolve()
    for rel in listed if isinstance(listed, list) else []:
        path = (home / str(rel)).resolve()
        if path.is_relative_to(root) and path != root and path.is_file():
            path.unlink()
            for suffix in ("-wal", "-shm"):  # SQLite side files a reader may have left
                Path(f"{path}{suffix}").unlink(missing_ok=True)


__all__ = ["FAMILIES", "HARNESSES", "ExpectedRequest", "ExpectedSession", "SampleHome",
           "write_sample_home"]
