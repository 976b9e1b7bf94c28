"""`skillopt-sleep service install|uninstall|status`: start the daemon at login."""

from __future__ import annotations

import argparse

from ..output import emit_json
from ..paths import resolve_paths


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("service", help="install the daemon as a login service "
                                              "(systemd, launchd or Task Scheduler)")
    sub = p.add_subparsers(dest="service_command", metavar="ACTION")
    for name, func, text in (("install", cmd_install, "write the service file and start it"),
                             ("uninstall", cmd_uninstall, "stop the service and remove its file"),
                             ("status", cmd_status, "is the service installed")):
        sp = sub.add_parser(name, help=text)
        sp.add_argument("--json", action="store_true", help="print JSON")
        if name != "status":
            sp.add_argument("--dry-run", action="store_true",
                            help="print the file and where it would go; change nothing")
            sp.add_argument("--no-activate", action="store_true",
                            help="only write or remove the file; print the service-manager "
                                 "commands instead of running them")
        sp.set_defaults(func=func)
    p.set_defaults(func=cmd_status, json=False)


def cmd_install(args: argparse.Namespace) -> int:
    from ..daemon.controls import stop_daemon  # start-up: see skillsleep/commands/__init__.py
    from ..daemon.servicefiles import activate, install

    paths = resolve_paths()
    result = install(paths, dry_run=args.dry_run)
    if not args.dry_run and not args.no_activate:
        # A daemon started by hand would make the service's own start refuse (one per user).
        result["stopped_manual_daemon"] = stop_daemon(paths)["was_running"]
        result["ran"] = activate(paths)
    if args.json:
        emit_json(result)
        return 0
    if args.dry_run:
        print(f"# would write {result['path']} ({result['kind']}):")
        print(result["text"], end="" if result["text"].endswith("\n") else "\n")
        print("# then run:")
        for cmd in result["commands"]:
            print(f"#   {cmd}")
        return 0
    print(f"wrote {result['path']}")
    if result.get("note"):
        print(f"note: {result['note']}")
    if result["stopped_manual_daemon"]:
        print("stopped the daemon started by hand; the service runs it from now on")
    return _report_commands(result)


def cmd_uninstall(args: argparse.Namespace) -> int:
    from ..daemon.servicefiles import uninstall  # start-up: see skillsleep/commands/__init__.py

    result = uninstall(resolve_paths(), dry_run=args.dry_run, activate=not args.no_activate)
    if args.json:
        emit_json(result)
        return 0
    if not result["installed"]:
        print(f"no service installed ({result['path']} does not exist)")
        return 0
    if args.dry_run:
        print(f"# would run: {'; '.join(result['commands'])}")
        print(f"# and remove {result['path']}")
        return 0
    print(f"removed {result['path']}")
    return _report_commands(result)


def _report_commands(result: dict) -> int:
    if not result["ran"]:
        print("run these to apply it:")
        for cmd in result["commands"]:
            print(f"  {cmd}")
        return 0
    for step in result["ran"]:
        mark = "ok" if step["ok"] else "FAILED"
        print(f"{mark}: {step['command']}" + (f"\n  {step['output']}" if step["output"] and
                                                not step["ok"] else ""))
    if not all(step["ok"] for step in result["ran"]):
        print("the file is in place; run the failed command yourself once the service manager "
              "is reachable")
        return 1
    return 0


def cmd_status(args: argparse.Namespace) -> int:
    from ..daemon.servicefiles import service_state  # start-up: see skillsleep/commands/__init__.py

    state = service_state(resolve_paths())
    if args.json:
        emit_json(state)
    else:
        print(f"{state['kind']}: " + (f"installed at {state['path']}" if state["installed"]
                                      else f"not installed (it would go to {state['path']})"))
        if state.get("note"):
            print(f"note: {state['note']}")
    return 0
