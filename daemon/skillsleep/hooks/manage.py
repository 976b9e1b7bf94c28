"""Installing and uninstalling the hooks: plan every file change first, then apply them.

A plan reads each config file once and computes its new bytes without touching the disk, so
`--dry-run` shows the exact diff, and a malformed file stops its harness before anything of
that harness is written. Applying copies the scripts first (a config never points at a missing
script), records a backup, then replaces each file atomically.
"""

from __future__ import annotations

import contextlib
import difflib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..atomic import atomic_write_bytes
from ..config import HARNESS_IDS
from ..paths import Paths
from . import jsonedit, scripts, tomledit
from .commandline import notify_argv, powershell_command, shell_command, split_notify
from .errors import HookConfigError
from .harnesses import LABELS, Locations, Target, detected, targets
from .record import InstallRecord
from .status import installed_anywhere

COPILOT_TIMEOUT_SEC = 10
_MARKER = b"skillopt-sleep-"  # in every command of ours (the script names)


@dataclass
class FileChange:
    target: Target
    path: Path  # the file written (a symlinked config is edited where it points)
    before: bytes | None
    after: bytes | None
    restored: bool = False  # uninstall put back the file as it was before our first change
    backup: Path | None = None

    @property
    def changed(self) -> bool:
        return self.before != self.after

    def to_dict(self) -> dict[str, Any]:
        return {
            "file": str(self.path),
            "reader": self.target.reader or LABELS[self.target.harness],
            "events": list(self.target.events),
            "changed": self.changed,
            "created": self.before is None and self.after is not None,
            "deleted": self.before is not None and self.after is None,
            "restored": self.restored,
            "backup": str(self.backup) if self.backup else None,
        }


@dataclass
class HarnessPlan:
    harness: str
    action: str  # install | uninstall
    detected: bool
    changes: list[FileChange] = field(default_factory=list)
    scripts: list[Path] = field(default_factory=list)  # copies written (or to write)
    chained: list[str] = field(default_factory=list)  # the Codex notify program we chain to
    error: str | None = None

    @property
    def changed(self) -> bool:
        return any(c.changed for c in self.changes) or bool(self.scripts)

    def to_dict(self) -> dict[str, Any]:
        return {
            "harness": self.harness,
            "action": self.action,
            "detected": self.detected,
            "changed": self.changed,
            "files": [c.to_dict() for c in self.changes],
            "scripts": [str(p) for p in self.scripts],
            "chained_notify": self.chained,
            "error": self.error,
        }


# --- planning -----------------------------------------------------------------------------------


@dataclass
class Planned:
    """What earlier plans of the same run will have written: several harnesses can share a
    file (VS Code reads Claude Code's settings.json), and a dry run must show the sum."""

    files: dict[Path, bytes | None] = field(default_factory=dict)
    scripts: set[Path] = field(default_factory=set)

    def read(self, path: Path) -> bytes | None:
        return self.files[path] if path in self.files else _read(path)

    def note(self, plan: HarnessPlan) -> None:
        if plan.error:
            return
        for change in plan.changes:
            self.files[change.path] = change.after
        self.scripts.update(plan.scripts)


def plan_install(paths: Paths, loc: Locations, harness: str,
                 planned: Planned | None = None) -> HarnessPlan:
    planned = planned or Planned()
    plan = HarnessPlan(harness, "install", detected(harness, loc))
    try:
        for target in targets(harness, loc):
            path = _real(target.path)
            before = planned.read(path)
            after = _installed_bytes(paths, loc, target, path, before)
            plan.changes.append(FileChange(target, path, before, after))
            if target.style == "codex-notify":
                plan.chained = tomledit.chained_program(path, after)
        plan.scripts = [p for p in scripts.pending(paths, harness) if p not in planned.scripts]
    except (HookConfigError, FileNotFoundError) as exc:
        plan.error = str(exc)
    planned.note(plan)
    return plan


def plan_uninstall(paths: Paths, loc: Locations, harness: str, record: InstallRecord,
                   planned: Planned | None = None) -> HarnessPlan:
    planned = planned or Planned()
    plan = HarnessPlan(harness, "uninstall", detected(harness, loc))
    try:
        for target in targets(harness, loc, every=True):
            path = _real(target.path)
            before = planned.read(path)
            if before is None or _MARKER not in before:
                continue  # nothing of ours (even a malformed file is no business of ours then)
            after = _uninstalled_bytes(target, path, before)
            if after == before:
                continue
            change = FileChange(target, path, before, after)
            if not _holds_any_entries(target, path, after):
                restorable, original = record.original(path, before)
                if restorable and not _holds_any_entries(target, path, original):
                    change.after, change.restored = original, True
                elif target.dedicated:
                    change.after = None
            plan.changes.append(change)
    except HookConfigError as exc:
        plan.error = str(exc)
    planned.note(plan)
    return plan


def _installed_bytes(paths: Paths, loc: Locations, target: Target, path: Path,
                     before: bytes | None) -> bytes | None:
    if target.style == "codex-notify":
        prefix = notify_argv(paths.hooks_dir, paths.spool_dir, [], loc.windows)
        return tomledit.with_notify(path, before, prefix)
    root, style = jsonedit.load(path, before)
    wanted = {event: _entry(paths, loc, target, event) for event in target.events}
    fresh: dict[str, Any] = {"hooks": {}}
    if target.style in ("cursor", "copilot"):
        fresh = {"version": 1, "hooks": {}}
    new = jsonedit.with_entries(path, root, target.harness, wanted, fresh)
    if before is not None and new == root:
        return before
    return jsonedit.dump(new, style)


def _uninstalled_bytes(target: Target, path: Path, before: bytes) -> bytes | None:
    if target.style == "codex-notify":
        return tomledit.without_notify(path, before)
    root, style = jsonedit.load(path, before)
    new = jsonedit.without_entries(path, root, target.harness)
    if new == root:
        return before
    return jsonedit.dump(new, style)


def _holds_any_entries(target: Target, path: Path, data: bytes | None) -> bool:
    """Does the file still hold a hook of any harness of ours (then it cannot be restored)?"""
    if data is None:
        return False
    if target.style == "codex-notify":
        return split_notify(tomledit.current_notify(path, data) or [])[0]
    root, _ = jsonedit.load(path, data)
    return jsonedit.has_entries(root)


def _entry(paths: Paths, loc: Locations, target: Target, event: str) -> dict[str, Any]:
    args = [event, str(paths.spool_dir)]
    command = shell_command(paths.hooks_dir, target.harness, target.script, args, loc.windows)
    if target.style == "cursor":
        return {"command": command}
    if target.style == "copilot":
        # The Copilot CLI runs `bash` on macOS and Linux and `powershell` on Windows.
        return {
            "type": "command",
            "bash": shell_command(paths.hooks_dir, target.harness, target.script, args, False),
            "powershell": powershell_command(paths.hooks_dir, target.harness, target.script,
                                             args),
            "timeoutSec": COPILOT_TIMEOUT_SEC,
        }
    handler = {"type": "command", "command": command}
    return {"matcher": "", "hooks": [handler]} if target.matcher else {"hooks": [handler]}


def _real(path: Path) -> Path:
    # A config kept in a dotfiles repository is often a symlink: edit the file, keep the link.
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        raise HookConfigError(path, "it is a folder, not a file") from None
    except OSError as exc:
        raise HookConfigError(path, f"it cannot be read ({exc.strerror})") from None


# --- applying -----------------------------------------------------------------------------------


def apply_install(paths: Paths, plan: HarnessPlan, record: InstallRecord) -> None:
    """Write the plan (with a dry-run record, only the record in memory follows it)."""
    dry = record.dry_run
    if not dry:
        scripts.copy_scripts(paths, plan.harness)
    for change in plan.changes:
        if not change.changed or change.after is None:
            continue
        created = _missing_parents(change.path)
        change.backup = record.wrote(change.path, change.before, change.after, created)
        if dry:
            continue
        # The record goes to disk before the file changes: a crash in between leaves a record
        # whose hash does not match, which only costs the byte-for-byte restore.
        record.save()
        change.path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(change.path, change.after)


def apply_uninstall(paths: Paths, loc: Locations, plan: HarnessPlan,
                    record: InstallRecord) -> None:
    """Write the plan (with a dry-run record, only the record in memory follows it)."""
    dry = record.dry_run
    for change in plan.changes:
        if not change.changed:
            continue
        known = record.get(change.path)
        if change.after is None or change.restored or not _holds_any_entries(
                change.target, change.path, change.after):
            record.forget(change.path)
        else:
            change.backup = record.wrote(change.path, change.before, change.after, [])
        if dry:
            continue
        record.save()
        if change.after is None:
            change.path.unlink(missing_ok=True)
            for folder in reversed(known.created_dirs if known else []):
                with contextlib.suppress(OSError):
                    Path(folder).rmdir()  # only when empty
        else:
            atomic_write_bytes(change.path, change.after)
    if not dry:
        others = {h for h in HARNESS_IDS if h != plan.harness and installed_anywhere(loc, h)}
        scripts.remove_scripts(paths, plan.harness, others)


def _missing_parents(path: Path) -> list[Path]:
    """The folders install will create for `path`, outermost first (uninstall removes them)."""
    missing = []
    for parent in path.parents:
        if parent.exists():
            break
        missing.append(parent)
    return list(reversed(missing))


# --- showing ------------------------------------------------------------------------------------


def render_diff(change: FileChange) -> str:
    """The exact change as a unified diff (as `diff -u` prints it, missing newlines marked)."""
    old = _lines(change.before)
    new = _lines(change.after)
    label = str(change.path)
    diff = difflib.unified_diff(old, new, label if change.before is not None else "/dev/null",
                                label if change.after is not None else "/dev/null")
    out = []
    for line in diff:
        if line.endswith("\n"):
            out.append(line)
        else:
            out.append(line + "\n\\ No newline at end of file\n")
    return "".join(out)


def _lines(data: bytes | None) -> list[str]:
    if data is None:
        return []
    return data.decode("utf-8", "replace").splitlines(keepends=True)
