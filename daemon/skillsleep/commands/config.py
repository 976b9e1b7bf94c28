"""`skillopt-sleep config`: where the config lives, what is in effect, and changing it."""

from __future__ import annotations

import argparse
import json

from ..atomic import atomic_write_text
from ..config import Config, default_toml, describe_keys, parse_cli_value, set_value
from ..context import Context
from ..errors import UserError
from ..harnesses import night_models
from ..output import emit_json, table


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("config", help="show or change the configuration")
    sub = p.add_subparsers(dest="config_command", metavar="ACTION")
    sub.add_parser("path", help="print where the config file is").set_defaults(func=cmd_path)
    show = sub.add_parser("show", help="print the effective config and where each value came from")
    show.add_argument("--json", action="store_true", help="print JSON")
    show.set_defaults(func=cmd_show)
    keys = sub.add_parser("keys", help="list every key with its type, default and meaning")
    keys.add_argument("--json", action="store_true", help="print JSON")
    keys.set_defaults(func=cmd_keys)
    init = sub.add_parser("init", help="write a commented config file holding every default")
    init.add_argument("--force", action="store_true", help="overwrite an existing file")
    init.set_defaults(func=cmd_init)
    setp = sub.add_parser("set", help="set one key, keeping the file's comments")
    setp.add_argument("key", help="section.key, for example night.time")
    setp.add_argument("value", help="the value, in TOML syntax (strings may be bare)")
    setp.set_defaults(func=cmd_set)
    p.set_defaults(func=cmd_show, json=False)


def cmd_path(args: argparse.Namespace) -> int:
    print(Context.create().paths.config_file)
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    ctx = Context.create()
    cfg = ctx.config
    items = cfg.items()
    if args.json:
        emit_json({
            "file": str(cfg.path),
            "exists": bool(cfg.path and cfg.path.exists()),
            "values": {k: {"value": v, "source": s} for k, v, s in items},
        })
        return 0
    exists = cfg.path is not None and cfg.path.exists()
    print(f"config file: {cfg.path}" + ("" if exists else "  (absent: all defaults)"))
    rows = [[k, json.dumps(v), s] for k, v, s in items]
    print(table(rows, ["key", "value", "from"]))
    return 0


def cmd_keys(args: argparse.Namespace) -> int:
    keys = describe_keys()
    if args.json:
        emit_json([{"key": k, "type": t, "default": d, "doc": doc} for k, t, d, doc in keys])
        return 0
    for k, t, d, doc in keys:
        print(f"{k} = {json.dumps(d)}  ({t})\n    {doc}")
    return 0


def cmd_init(args: argparse.Namespace) -> int:
    path = Context.create().paths.config_file
    if path.exists() and not args.force:
        raise UserError(f"{path} already exists; pass --force to overwrite it, or edit it.")
    path.parent.mkdir(parents=True, exist_ok=True)
    text = default_toml()
    defaults = Config()
    hints = night_models.hint_lines(night_models.available(
        defaults.budget.max_tokens_per_night,
        current=(defaults.models.target, defaults.models.optimizer)),
        defaults.budget.max_tokens_per_night)
    if hints:
        # Said, not done: the embedded model stays the default until the person sets one.
        text += "\n# Harness CLIs on this machine that can be the night's model:\n" + "".join(
            f"#   {line}\n" for line in hints)
    atomic_write_text(path, text)
    print(f"wrote {path}")
    for line in hints:
        print(line)
    return 0


def cmd_set(args: argparse.Namespace) -> int:
    path = Context.create().paths.config_file
    value = parse_cli_value(args.key, args.value)
    set_value(path, args.key, value)
    print(f"{args.key} = {json.dumps(value)}  (in {path})")
    return 0
