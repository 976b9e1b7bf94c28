"""Which harnesses are hooked, read cheaply enough for `skillopt-sleep status`.

A handful of stat calls and small file reads with the standard library (json, tomllib); no
tomlkit, no scan. A config that cannot be read is reported, never raised.
"""

from __future__ import annotations

import tomllib
from typing import Any

from .. import harnesses
from ..harnesses import HookFile
from ..machine import Machine
from ..paths import Paths
from . import jsonc, scripts
from .commandline import owners_in, split_notify


def hooks_status(ctx: Any, machine: Machine | None = None) -> dict[str, dict[str, Any]]:
    """Per harness: detected, config_file, installed, events (plus files, scripts, problems).

    `ctx` is a Context (or anything with `.paths`); only its paths are used.
    """
    paths: Paths = ctx.paths if hasattr(ctx, "paths") else ctx
    machine = machine or Machine.current()
    return {h: harness_status(paths, machine, h) for h in harnesses.IDS}


def harness_status(paths: Paths, machine: Machine, harness: str) -> dict[str, Any]:
    h = harnesses.get(harness)
    applicable = [t for t in h.hook_files(machine) if not t.retired]
    wanted = {t.path for t in applicable}
    files = []
    events: list[str] = []
    problems: list[str] = []
    for target in h.hook_files(machine, every=True):
        found, problem = _events_in(target, harness)
        if target.path not in wanted and not found:
            continue
        if problem:
            problems.append(problem)
        if target.retired and found:
            problems.append(f"{target.path} still holds the {', '.join(found)} hook an older "
                            f"version put there for {target.reader or h.label}; run "
                            f"`skillopt-sleep hooks install {harness}` to move it")
        files.append({
            "file": str(target.path),
            "reader": target.reader or h.label,
            "exists": target.path.exists(),
            "events": found,
            "missing": [e for e in target.events if e not in found],
        })
        events.extend(e for e in found if e not in events)
    installed = bool(events)
    if installed:
        problems.extend(h.hook_problems(machine))
    wanted_names = {str(p) for p in wanted}
    script_names = {t.script for t in applicable}
    scripts_ok = all(scripts.present(paths, harness, s) for s in script_names)
    if installed and not scripts_ok:
        problems.append(f"the hook scripts are missing from {paths.hooks_dir / harness}; "
                        f"run `skillopt-sleep hooks install {harness}`")
    return {
        "label": h.label,
        "detected": h.detected(machine),
        "config_file": str(applicable[0].path),
        "installed": installed,
        "complete": installed and scripts_ok and all(not f["missing"] for f in files
                                                     if f["file"] in wanted_names),
        "events": events,
        "files": files,
        "scripts": scripts_ok,
        "problems": problems,
    }


def installed_anywhere(machine: Machine, harness: str) -> bool:
    return any(_events_in(t, harness)[0]
               for t in harnesses.get(harness).hook_files(machine, every=True))


def _events_in(target: HookFile, harness: str) -> tuple[list[str], str | None]:
    """Our events in the target file, and a problem if the file cannot be read."""
    try:
        data = target.path.read_bytes()
    except FileNotFoundError:
        return [], None
    except OSError as exc:
        return [], f"{target.path} cannot be read ({exc.strerror})"
    try:
        text = data.decode("utf-8-sig")
        if target.style == "codex-notify":
            notify = tomllib.loads(text).get("notify")
            ours = isinstance(notify, list) and split_notify([str(x) for x in notify])[0]
            return (["notify"] if ours else []), None
        root = jsonc.loads(text) if text.strip() else {}
    except (UnicodeDecodeError, ValueError) as exc:
        return [], f"{target.path} is malformed ({exc})"
    hooks = root.get("hooks") if isinstance(root, dict) else None
    if not isinstance(hooks, dict):
        return [], None
    found = [event for event, entries in hooks.items()
             if isinstance(entries, list) and harness in owners_in(entries)]
    if found and root.get("disableAllHooks") is True:
        return found, f"{target.path} sets disableAllHooks, so no hook in it runs"
    return found, None
