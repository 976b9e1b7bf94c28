"""`skillopt-sleep status`: the whole state at a glance."""

from __future__ import annotations

import argparse

from ..context import Context
from ..output import emit_json, human_bytes
from ..status import collect_status


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("status", help="show the whole state at a glance")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_status)


def cmd_status(args: argparse.Namespace) -> int:
    status = collect_status(Context.create())
    if args.json:
        emit_json(status)
        return 0
    print(f"skillopt-sleep {status['version']}")
    cfg = status["config"]
    print(f"config  {cfg['file']}" + ("" if cfg["exists"] else "  (absent: all defaults)"))
    store = status["store"]
    print(f"store   {store['path']}  ({human_bytes(store['bytes'])}, schema {store['schema']})")
    for name, c in store["collections"].items():
        print(f"        {name}: {c.get('documents', 'damaged')} documents")
    return 0
