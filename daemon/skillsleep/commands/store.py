"""`skillopt-sleep store`: the store's size and health, and repair of a damaged file."""

from __future__ import annotations

import argparse

from ..catalog import FAMILIES, TASKS, TASKS_META
from ..context import Context
from ..output import emit_json, human_bytes, table
from ..paths import ensure_dirs
from ..store import Store

# The collections that mining writes together; one of them restored or emptied leaves the
# others out of step with it.
MINED = frozenset({TASKS, FAMILIES, TASKS_META})


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("store", help="inspect or repair the store")
    sub = p.add_subparsers(dest="store_command", metavar="ACTION")
    info = sub.add_parser("info", help="size and document count of each collection")
    info.add_argument("--json", action="store_true", help="print JSON")
    info.set_defaults(func=cmd_info)
    sub.add_parser("repair", help="restore damaged store files from their last good version"
                   ).set_defaults(func=cmd_repair)
    p.set_defaults(func=cmd_info, json=False)


def cmd_info(args: argparse.Namespace) -> int:
    stats = Context.create().store.stats()
    if args.json:
        emit_json(stats)
        return 0
    print(f"store: {stats['path']} (schema {stats['schema']}, {human_bytes(stats['bytes'])})")
    rows = [[name, str(c.get("documents", "damaged")), human_bytes(c["bytes"])]
            for name, c in stats["collections"].items()]
    if rows:
        print(table(rows, ["collection", "documents", "size"], indent="  "))
    for name, c in stats["collections"].items():
        if "error" in c:
            print(f"  {name}: {c['error']}")
    return 0


def cmd_repair(args: argparse.Namespace) -> int:
    # start-up: see skillsleep/commands/__init__.py
    from ..logs.positions import rewind_after_repair

    ctx = Context.create()
    ensure_dirs(ctx.paths)
    store = Store(ctx.paths.store_dir)
    actions = store.repair()
    # The harvest positions go back with the sessions they produced, or what was read after
    # the restored version would never be read again.
    actions += rewind_after_repair(store.open(), store.repaired)
    if MINED & set(store.repaired):
        # The mining's own bookkeeping says every stored session was mined, so neither a
        # harvest nor a plain update would mine them again.
        actions.append("tasks: run `skillopt-sleep tasks --update --full` to mine the stored "
                       "sessions again (a harvest mines only what it reads anew)")
    print("\n".join(actions) if actions else "every store file is readable; nothing to repair")
    return 0
