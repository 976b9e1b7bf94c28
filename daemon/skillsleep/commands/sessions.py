"""`skillopt-sleep sessions`: the harvested sessions and exactly which requests were taken."""

from __future__ import annotations

import argparse
import os
from collections import Counter
from typing import Any

from ..config import HARNESS_IDS
from ..context import Context
from ..output import emit_json, shorten
from ..sessiondata import Session


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("sessions", help="list harvested sessions and their requests")
    p.add_argument("--harness", choices=HARNESS_IDS, metavar="ID",
                   help=f"only this harness: {', '.join(HARNESS_IDS)}")
    p.add_argument("--project", metavar="PATH",
                   help="only sessions started in this folder or below it")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_sessions)


def _iso(value: Any) -> str | None:
    return value.isoformat().replace("+00:00", "Z") if value else None


def session_json(s: Session) -> dict[str, Any]:
    return {
        "harness": s.harness,
        "session_id": s.session_id,
        "project": s.project,
        "started": _iso(s.started),
        "ended": _iso(s.ended),
        "requests": [t.text for t in s.requests],
        "models": list(s.models),
        "sources": list(s.sources),
        # The tools the agent called (how often), and the commands it ran with how they ended.
        "tools": dict(Counter(c.name for c in s.tool_calls if c.name)),
        "commands": [{"command": c.command, "exit_code": c.exit_status, "ok": c.ok}
                     for c in s.tool_calls if c.command is not None],
    }


def cmd_sessions(args: argparse.Namespace) -> int:
    from ..sessions import iter_sessions  # start-up: see skillsleep/commands/__init__.py

    project = None
    if args.project:
        project = os.path.abspath(os.path.expanduser(args.project)).rstrip(os.sep) or os.sep
    sessions = list(iter_sessions(Context.create().store, harness=args.harness,
                                  project=project))
    if args.json:
        emit_json([session_json(s) for s in sessions])
        return 0
    if not sessions:
        print("no harvested sessions" + (" match" if args.harness or args.project else
                                         "; run `skillopt-sleep harvest`"))
        return 0
    for s in sessions:
        when = s.started.strftime("%Y-%m-%d %H:%M UTC") if s.started else "undated"
        print(f"{s.harness}  {s.session_id}  {when}  {s.project or '(project unknown)'}")
        for t in s.requests:
            print(f"    > {shorten(t.text, 100)}")
    return 0
