"""The `skillopt-sleep` command: argument parsing and printing; the work lives in other modules.

Each command group is a module `commands/<group>.py` with `register(subparsers)`; this file only
wires them together. Imports stay light here: `--version` and `--help` load no model library.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from . import __version__
from .errors import UserError
from .private import private_umask

# Command modules under skillsleep.commands, in the order `--help` lists them.
COMMAND_MODULES: tuple[str, ...] = (
    "status",
    "demo",
    "config",
    "store",
    "daemon",
    "service",
    "run",
    "proposals",
    "hooks",
    "harvest",
    "sessions",
    "tasks",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="skillopt-sleep",
        description="Improves your coding agents' instruction documents overnight, from the "
        "sessions you already had.",
    )
    parser.add_argument("--version", action="version", version=f"skillopt-sleep {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        module = importlib.import_module(f"skillsleep.commands.{name}")
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    # Everything this command (and a daemon or night it starts) writes is 0600/0700.
    with private_umask():
        return _main(argv)


def _main(argv: Sequence[str] | None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    try:
        return int(args.func(args) or 0)
    except UserError as exc:
        print(f"skillopt-sleep: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("skillopt-sleep: interrupted.", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader of our output went away (for example `| head`); nothing to report.
        return 0


if __name__ == "__main__":
    sys.exit(main())
