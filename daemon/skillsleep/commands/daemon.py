"""`skillopt-sleep daemon start|stop|status|run`: the per-user background process."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path
from typing import Any

from ..context import Context
from ..output import emit_json
from ..paths import HOME_ENV, resolve_paths


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("daemon", help="start, stop or inspect the background daemon")
    sub = p.add_subparsers(dest="daemon_command", metavar="ACTION")
    start = sub.add_parser("start", help="start the daemon in the background")
    start.add_argument("--json", action="store_true", help="print JSON")
    start.set_defaults(func=cmd_start)
    stop = sub.add_parser("stop", help="stop the daemon gracefully")
    stop.add_argument("--json", action="store_true", help="print JSON")
    stop.set_defaults(func=cmd_stop)
    status = sub.add_parser("status", help="is the daemon running, and what is it doing")
    status.add_argument("--json", action="store_true", help="print JSON")
    status.set_defaults(func=cmd_status)
    run = sub.add_parser("run", help="run the daemon in the foreground (for service managers "
                                     "and debugging)")
    run.add_argument("--home", type=Path, help=f"use this folder as {HOME_ENV} (for service "
                                               "managers that cannot set variables)")
    run.set_defaults(func=cmd_run)
    p.set_defaults(func=cmd_status, json=False)


def cmd_start(args: argparse.Namespace) -> int:
    from ..daemon.controls import start_detached  # start-up: see skillsleep/commands/__init__.py

    status = start_detached(resolve_paths())
    if args.json:
        emit_json(status)
    else:
        print(f"daemon started (pid {status['pid']}), socket {status['socket']}")
        print(f"log: {status['log_file']}")
    return 0


def cmd_stop(args: argparse.Namespace) -> int:
    from ..daemon.controls import stop_daemon  # start-up: see skillsleep/commands/__init__.py

    result = stop_daemon(resolve_paths())
    if args.json:
        emit_json(result)
    elif result["was_running"]:
        print(f"daemon stopped (pid {result['pid']})")
    else:
        print("the daemon was not running")
    return 0


def cmd_status(args: argparse.Namespace) -> int:
    from ..daemon.controls import daemon_status  # start-up: see skillsleep/commands/__init__.py

    status = daemon_status(resolve_paths())
    if args.json:
        emit_json(status)
        return 0
    print(format_status(status))
    return 0 if status["running"] else 3


def cmd_run(args: argparse.Namespace) -> int:
    if args.home:
        # Set before anything resolves a path; the night's child process inherits it too.
        os.environ[HOME_ENV] = str(args.home.expanduser().absolute())
    from ..daemon.process import Daemon  # heavy: watchdog

    code = Daemon(Context.create()).run()
    # The daemon has stopped cleanly; a library's leftover worker thread must not hold the
    # process at interpreter exit (Python joins non-daemon threads there).
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def format_status(s: dict[str, Any]) -> str:
    service = s.get("service") or {}
    svc = (f"{service.get('kind')} service installed ({service.get('path')})"
           if service.get("installed") else "no service installed "
           "(`skillopt-sleep service install` starts the daemon at login)")
    if not s["running"]:
        lines = ["daemon: not running" + (f" (pid {s['pid']} exists but does not answer)"
                                          if s.get("unresponsive") else ""),
                 "  start it with `skillopt-sleep daemon start`",
                 f"  {svc}", f"  log: {s['log_file']}"]
        if s.get("spool_backlog"):
            lines.append(f"  {s['spool_backlog']} hook notice(s) wait in the spool")
        return "\n".join(lines)
    lines = [f"daemon: running, pid {s['pid']}, version {s['version']}, up "
             f"{_duration(s['uptime_seconds'])} (since {s['started']})",
             f"  socket: {s['socket']}", f"  log: {s['log_file']}", f"  {svc}"]
    for w in s.get("watched", []):
        if w["mode"] in ("recursive", "file"):
            how = "polling" if w["polling"] else "watching"
            lines.append(f"  {how} {w['path']} ({', '.join(w['harnesses'])})")
        elif w["mode"] == "parent":
            waiting = w["waiting_for"]
            more = f" and {len(waiting) - 1} more" if len(waiting) > 1 else ""
            lines.append(f"  waiting for {waiting[0]}{more} to appear "
                         f"({', '.join(w['harnesses'])})")
    last = s.get("last_harvest")
    if last:
        lines.append(f"  last harvest: {last['time']} ({last['trigger']}), "
                     f"{last['new_requests']} new request(s), {last['errors']} error(s)")
    night = s.get("night_running")
    if night:
        lines.append(f"  a night is running: pid {night['pid']} since {night['started']}")
    ln = s.get("last_night") or {}
    if ln.get("started"):
        outcome = ("ok" if ln.get("exit_code") == 0 else
                   "running" if ln.get("exit_code") is None else f"failed: {ln.get('error')}")
        lines.append(f"  last night: {ln['started']} ({ln.get('reason')}), {outcome}")
    nn = s.get("next_night") or {}
    if nn.get("catch_up_pending"):
        lines.append(f"  next night: the missed night of {nn['catch_up_pending']} runs after "
                     f"{nn['quiet_minutes']} quiet minutes")
    elif nn.get("scheduled"):
        lines.append(f"  next night: {nn['scheduled']}")
    lines.append(f"  spool backlog: {s.get('spool_backlog', 0)} notice(s)")
    return "\n".join(lines)


def _duration(seconds: float) -> str:
    seconds = int(seconds)
    if seconds < 120:
        return f"{seconds} s"
    if seconds < 7200:
        return f"{seconds // 60} min"
    return f"{seconds // 3600} h {seconds % 3600 // 60} min"
