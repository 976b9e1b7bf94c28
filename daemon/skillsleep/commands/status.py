"""`skillopt-sleep status`: the whole state at a glance."""

from __future__ import annotations

import argparse

from ..context import Context
from ..output import emit_json


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("status", help="show the whole state at a glance")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_status)


def print_status(ctx: Context) -> None:
    # start-up: see skillsleep/commands/__init__.py
    from ..status import collect_status, render_status  # start-up

    print(render_status(collect_status(ctx)))


def cmd_status(args: argparse.Namespace) -> int:
    # start-up: see skillsleep/commands/__init__.py
    from ..status import collect_status, render_status  # start-up

    status = collect_status(Context.create())
    if args.json:
        emit_json(status)
        return 0
    print(render_status(status))
    return 0
