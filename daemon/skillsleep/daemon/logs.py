"""The daemon's log files: `daemon.log`, rotated, and `daemon.stderr.log`, each created 0600.

`daemon.log` gets one line per ingest, notice, night and error, and nothing while idle;
`daemon.stderr.log` gets what the process itself writes to stderr (a crash before logging
started, the thread stacks SIGUSR1 asks for), from `daemon start` or from the service manager.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from pathlib import Path
from typing import Any

from ..paths import Paths

LOG_FILE = "daemon.log"
STDERR_FILE = "daemon.stderr.log"
LOG_MAX_BYTES = 2 << 20
LOG_BACKUPS = 3


def log_file(paths: Paths) -> Path:
    return paths.log_dir / LOG_FILE


def stderr_file(paths: Paths) -> Path:
    return paths.log_dir / STDERR_FILE


class PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """Each log file (the current one and every rotated one) is created 0600."""

    def _open(self) -> Any:
        fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        return open(fd, self.mode, encoding=self.encoding, errors=self.errors)


def setup_logging(paths: Paths, level: str) -> Path:
    paths.log_dir.mkdir(parents=True, exist_ok=True)
    target = log_file(paths)
    handler = PrivateRotatingFileHandler(target, maxBytes=LOG_MAX_BYTES,
                                         backupCount=LOG_BACKUPS, encoding="utf-8")
    fmt = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    handler.setFormatter(fmt)
    root = logging.getLogger("skillsleep")
    root.setLevel(getattr(logging, level.upper()))
    root.addHandler(handler)
    if sys.stderr is not None and sys.stderr.isatty():
        console = logging.StreamHandler()
        console.setFormatter(fmt)
        root.addHandler(console)
    # The libraries' own INFO lines (every job run, every watch) would fill the log when idle.
    for noisy in ("apscheduler", "watchdog"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
        logging.getLogger(noisy).addHandler(handler)
    return target
