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

from .. import harnesses
from ..atomic import atomic_write_bytes
from ..harnesses import HookFile
from ..machine import Machine
from ..paths import Paths
from . import jsonedit, scripts, tomledit
from .commandline import notify_argv, powershell_command, shell_command, split_notify
from .errors import HookConfigError
from .record import InstallRecord
from .status import installed_anywhere

COPILOT_TIMEOUT_SEC = 10
_MARKER = b"skillopt-sleep-"  # in every command of ours (the script names)


@dataclass
class FileChange:
    target: HookFile
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
            "reader": self.target.reader or harnesses.get(self.target.harness).label,
            "events": list(self.target.events),
            "retired": self.target.retired,
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
    notes: list[str] = field(default_factory=list)  # what the person must do once, after install
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
            "notes": self.notes,
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


def plan_install(paths: Paths, machine: Machine, harness: str, record: InstallRecord,
                 planned: Planned | None = None) -> HarnessPlan:
    planned = planned or Planned()
    h = harnesses.get(harness)
    plan = HarnessPlan(harness, "install", h.detected(machine))
    try:
        for target in h.hook_files(machine):
            path = _real(target.path)
            before = planned.read(path)
            if target.retired:
                # A place we no longer hook: take our entries out, never create it.
                change = _removal(target, path, before, record)
                if change is not None:
                    plan.changes.append(change)
                continue
            after = _installed_bytes(paths, machine, target, path, before)
            plan.changes.append(FileChange(target, path, before, after))
            if target.style == "codex-notify":
                plan.chained = tomledit.chained_program(path, after)
        plan.scripts = [p for p in scripts.pending(paths, harness) if p not in planned.scripts]
        if any(c.changed and not c.target.retired for c in plan.changes):
            plan.notes = h.install_notes(machine)
    except (HookConfigError, FileNotFoundError) as exc:
        plan.error = str(exc)
    planned.note(plan)
    return plan


def plan_uninstall(paths: Paths, machine: Machine, harness: str, record: InstallRecord,
                   planned: Planned | None = None) -> HarnessPlan:
    planned = planned or Planned()
    h = harnesses.get(harness)
    plan = HarnessPlan(harness, "uninstall", h.detected(machine))
    try:
        for target in h.hook_files(machine, every=True):
            path = _real(target.path)
            change = _removal(target, path, planned.read(path), record)
            if change is not None:
                plan.changes.append(change)
    except HookConfigError as exc:
        plan.error = str(exc)
    planned.note(plan)
    return plan


def _removal(target: HookFile, path: Path, before: bytes | None,
             record: InstallRecord) -> FileChange | None:
    """The change that takes our entries out of one file, or None when it holds none."""
    if before is None or _MARKER not in before:
        return None  # nothing of ours (even a malformed file is no business of ours then)
    after = _uninstalled_bytes(target, path, before)
    if after == before:
        return None
    change = FileChange(target, path, before, after)
    if not _holds_any_entries(target, path, after):
        restorable, original = record.original(path, before)
        if restorable and not _holds_any_entries(target, path, original):
            change.after, change.restored = original, True
        elif target.dedicated:
            change.after = None
    return change


def _installed_bytes(paths: Paths, machine: Machine, target: HookFile, path: Path,
                     before: bytes | None) -> bytes | None:
    if target.style == "codex-notify":
        prefix = notify_argv(paths.hooks_dir, target.harness, paths.spool_dir, [],
                             machine.windows)
        return tomledit.with_notify(path, before, prefix)
    root, style = jsonedit.load(path, before, target.comments)
    wanted = {event: _entry(paths, machine, target, event) for event in target.events}
    fresh: dict[str, Any] = {"hooks": {}}
    if target.style in ("versioned-command", "versioned-shells"):
        fresh = {"version": 1, "hooks": {}}
    new = jsonedit.with_entries(path, root, target.harness, wanted, fresh)
    if before is not None and new == root:
        return before
    return jsonedit.dump(new, style)


def _uninstalled_bytes(target: HookFile, path: Path, before: bytes) -> bytes | None:
    if target.style == "codex-notify":
        return tomledit.without_notify(path, before)
    root, style = jsonedit.load(path, before, target.comments)
    new = jsonedit.without_entries(path, root, target.harness)
    if new == root:
        return before
    return jsonedit.dump(new, style)


def _holds_any_entries(target: HookFile, path: Path, data: bytes | None) -> bool:
    """Does the file still hold a hook of any harness of ours (then it cannot be restored)?"""
    if data is None:
        return False
    if target.style == "codex-notify":
        return split_notify(tomledit.current_notify(path, data) or [])[0]
    root, _ = jsonedit.load(path, data, target.comments)
    return jsonedit.has_entries(root)


def _entry(paths: Paths, machine: Machine, target: HookFile, event: str) -> dict[str, Any]:
    args = [event, str(paths.spool_dir)]
    command = shell_command(paths.hooks_dir, target.harness, target.script, args,
                            machine.windows)
    if target.style == "versioned-command":
        return {"command": command}
    if target.style == "versioned-shells":
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
        if change.target.retired:
            _apply_removal(change, record)
            continue
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


def apply_uninstall(paths: Paths, machine: Machine, plan: HarnessPlan,
                    record: InstallRecord) -> None:
    """Write the plan (with a dry-run record, only the record in memory follows it)."""
    # Last written first: a folder install created for the first file empties only then.
    for change in reversed(plan.changes):
        _apply_removal(change, record)
    if not record.dry_run:
        others = {h for h in harnesses.IDS
                  if h != plan.harness and installed_anywhere(machine, h)}
        scripts.remove_scripts(paths, plan.harness, others)


def _apply_removal(change: FileChange, record: InstallRecord) -> None:
    if not change.changed:
        return
    known = record.get(change.path)
    if change.after is None or change.restored or not _holds_any_entries(
            change.target, change.path, change.after):
        record.forget(change.path)
    else:
        change.backup = record.wrote(change.path, change.before, change.after, [])
    if record.dry_run:
        return
    record.save()
    if change.after is None:
        change.path.unlink(missing_ok=True)
        for folder in reversed(known.created_dirs if known else []):
            with contextlib.suppress(OSError):
                Path(folder).rmdir()  # only when empty
    else:
        atomic_write_bytes(change.path, change.after)


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
