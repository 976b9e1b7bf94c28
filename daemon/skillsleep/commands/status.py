"""`skillopt-sleep status`: the whole state at a glance."""

from __future__ import annotations

import argparse

from ..context import Context
from ..output import emit_json
from ..status import collect_status, render_status


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("status", help="show the whole state at a glance")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_status)


def print_status(ctx: Context) -> None:
    print(render_status(collect_status(ctx)))


def cmd_status(args: argparse.Namespace) -> int:
    status = collect_status(Context.create())
    if args.json:
        emit_json(status)
        return 0
    print(render_status(status))
    return 0
