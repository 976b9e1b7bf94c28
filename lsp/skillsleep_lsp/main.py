"""`skillopt-sleep-lsp`: the language server over stdio.

Argument parsing happens before pygls is imported, so `--version` and `--help` answer at once;
started as editors start it (no argument, or `--stdio`), it needs no parser at all.
Start-up imports only pygls, lsprotocol and the light parts of skillsleep (paths, config, store,
proposals); the store is opened the first time a document needs it.
"""

from __future__ import annotations

import logging
import sys
from types import SimpleNamespace
from typing import Any

from skillsleep import __version__
from skillsleep.document_kinds import KINDS
from skillsleep.private import use_private_umask

DESCRIPTION = (
    "The skillopt-sleep language server. It shows the optimizer's pending proposals on your "
    f"instruction documents ({', '.join(k.label for k in KINDS)} and lsp.extra_globs) as "
    "diagnostics, a code lens, hovers and code actions to accept or reject each edit. Your "
    "editor starts it and talks to it over stdin and stdout."
)


DEFAULT_LOG_LEVEL = "warning"


def parse_args(argv: list[str] | None) -> Any:
    given = sys.argv[1:] if argv is None else argv
    if all(arg == "--stdio" for arg in given):
        # How editors start it: argparse (a few milliseconds to import) would answer the same.
        return SimpleNamespace(stdio=bool(given), log_level=DEFAULT_LOG_LEVEL)
    import argparse

    parser = argparse.ArgumentParser(prog="skillopt-sleep-lsp", description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=f"skillopt-sleep-lsp {__version__}")
    parser.add_argument("--stdio", action="store_true",
                        help="talk over stdin/stdout (the default and only transport; accepted "
                             "because some editors pass it)")
    parser.add_argument("--log-level", default=DEFAULT_LOG_LEVEL,
                        choices=["debug", "info", "warning", "error"],
                        help="how much to log to stderr (default: warning)")
    return parser.parse_args(given)


def main(argv: list[str] | None = None) -> None:
    use_private_umask()  # backups and anything else it writes are private (0600/0700)
    args = parse_args(argv)
    # stdout carries the protocol: every log line goes to stderr.
    logging.basicConfig(stream=sys.stderr, level=args.log_level.upper(),
                        format="skillopt-sleep-lsp %(levelname)s: %(message)s")
    from .features import create_server  # heavy: pygls

    create_server().start_io()


if __name__ == "__main__":
    main()
