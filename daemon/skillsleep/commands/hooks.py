"""`skillopt-sleep hooks install|uninstall|list`: the shell hooks in each harness's config."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from .. import harnesses
from ..config import HARNESS_IDS
from ..context import Context
from ..errors import UserError
from ..machine import Machine
from ..output import emit_json, table

if TYPE_CHECKING:
    from ..hooks.manage import HarnessPlan

# Said after a change to a file of that name: what the harness needs before the hook runs.
_NOTES = {
    "settings.json": "Sessions already running pick the hook up when they restart.",
    "hooks.json": "The harness may ask you once to trust the new hook before it runs it.",
}


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("hooks", help="install, remove or list the harness hooks")
    sub = p.add_subparsers(dest="hooks_command", metavar="ACTION", required=True)
    for name, helptext in (("install", "hook harnesses so ended sessions reach the daemon"),
                           ("uninstall", "remove the hooks (files return to how they were)")):
        q = sub.add_parser(name, help=helptext)
        q.add_argument("harnesses", nargs="*", metavar="HARNESS",
                       help=f"one or more of: {', '.join(HARNESS_IDS)}")
        q.add_argument("--all", action="store_true",
                       help="every detected harness" if name == "install"
                       else "every harness hooked")
        q.add_argument("--dry-run", action="store_true",
                       help="print the exact changes as a diff; change nothing")
        q.add_argument("--json", action="store_true", help="print JSON")
        q.set_defaults(func=cmd_change, action=name)
    q = sub.add_parser("list", help="each harness: detected, config file, hooked, events")
    q.add_argument("--json", action="store_true", help="print JSON")
    q.set_defaults(func=cmd_list)


def _chosen(args: argparse.Namespace) -> list[str]:
    names = list(dict.fromkeys(args.harnesses))
    for name in names:
        if name not in HARNESS_IDS:
            raise UserError(f"Unknown harness {name!r}; choose from {', '.join(HARNESS_IDS)}.")
    if names and args.all:
        raise UserError("Name harnesses or pass --all, not both.")
    if names:
        return names
    if not args.all:
        raise UserError(f"Name the harnesses to {args.action} ({', '.join(HARNESS_IDS)}) "
                        "or pass --all.")
    if args.action == "uninstall":
        return list(HARNESS_IDS)
    machine = Machine.current()
    found = [h.id for h in harnesses.ALL if h.detected(machine)]
    if not found:
        raise UserError(f"No harness was found on this machine (none of "
                        f"{', '.join(h.label for h in harnesses.ALL)}); name one to hook it "
                        f"anyway.")
    return found


def cmd_change(args: argparse.Namespace) -> int:
    from .. import hooks  # start-up: see skillsleep/commands/__init__.py
    from ..hooks.manage import render_diff

    harnesses = _chosen(args)
    paths = Context.create().paths
    run = hooks.install if args.action == "install" else hooks.uninstall
    plans = run(paths, harnesses, dry_run=args.dry_run)
    failed = [p for p in plans if p.error]
    if args.json:
        emit_json({"dry_run": args.dry_run, "harnesses": [p.to_dict() for p in plans]})
        return 2 if failed else 0
    for plan in plans:
        if plan.error:
            print(f"skillopt-sleep: {plan.harness}: {plan.error}", file=sys.stderr)
            continue
        if args.dry_run:
            for change in plan.changes:
                if change.changed:
                    sys.stdout.write(render_diff(change))
            if plan.scripts:
                print(f"{plan.harness}: would copy {len(plan.scripts)} script(s) into "
                      f"{paths.hooks_dir}")
        for line in _summary(plan, args.dry_run):
            print(line)
    if args.dry_run:
        print("Dry run: nothing was changed.")
    return 2 if failed else 0


def _summary(plan: HarnessPlan, dry_run: bool) -> list[str]:
    h = plan.harness
    would = "would " if dry_run else ""
    lines = []
    if plan.action == "install":
        for change in plan.changes:
            events = ", ".join(change.target.events)
            via = f" (read by {change.target.reader})" if change.target.reader else ""
            if change.target.retired:
                lines.append(f"{h}: {would}take the old {events} hook{via} out of {change.path}")
                continue
            if not change.changed:
                lines.append(f"{h}: already hooked: {events} in {change.path}{via}")
                continue
            if change.before is None:
                lines.append(f"{h}: {would}create {change.path} with {events}{via}")
                continue
            lines.append(f"{h}: {would}add {events} to {change.path}{via}"
                         + (f"; backup {change.backup}" if change.backup else ""))
        if plan.chained:
            lines.append(f"{h}: your notify program is kept and still runs after ours: "
                         f"{' '.join(plan.chained)}")
        notes = {_NOTES.get(c.path.name) for c in plan.changes
                 if c.changed and not c.target.retired} - {None}
        if not dry_run:
            lines.extend(f"{h}: {note}" for note in [*plan.notes, *sorted(notes)])
        return lines
    if not plan.changes:
        return [f"{h}: not hooked; nothing to remove"]
    for change in plan.changes:
        if change.after is None:
            lines.append(f"{h}: {would}delete {change.path} (it held only our hooks)")
        elif change.restored:
            lines.append(f"{h}: {would}restore {change.path} as it was before install")
        else:
            lines.append(f"{h}: {would}remove our hooks from {change.path}")
    return lines


def cmd_list(args: argparse.Namespace) -> int:
    from ..hooks import hooks_status  # start-up: see skillsleep/commands/__init__.py

    status = hooks_status(Context.create())
    if args.json:
        emit_json(status)
        return 0
    rows = []
    for harness, item in status.items():
        hooked = "yes" if item["complete"] else ("partly" if item["installed"] else "no")
        rows.append([harness, "yes" if item["detected"] else "no", hooked,
                     ", ".join(item["events"]) or "-", item["config_file"]])
    print(table(rows, ["HARNESS", "DETECTED", "HOOKED", "EVENTS", "CONFIG"]))
    for harness, item in status.items():
        for problem in item["problems"]:
            print(f"{harness}: {problem}")
    return 0
