"""`skillopt-sleep harvest`: read every harness's new session logs into the store now."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..config import HARNESS_IDS
from ..context import Context
from ..output import emit_json, shorten, table


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("harvest", help="read new session logs of every harness now")
    p.add_argument("--harness", action="append", choices=HARNESS_IDS, metavar="ID",
                   help=f"only this harness (repeatable): {', '.join(HARNESS_IDS)}")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_harvest)


class _Bar:
    """A one-line progress bar on stderr, only when stderr is a terminal."""

    def __init__(self) -> None:
        self.active = sys.stderr.isatty()
        self.shown = False

    def __call__(self, p: Any) -> None:
        if not self.active or p.bytes_total < (8 << 20):
            return
        width = 30
        frac = p.bytes_done / p.bytes_total if p.bytes_total else 1.0
        filled = int(width * frac)
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {frac:4.0%} "
                         f"{p.files_done}/{p.files_total} logs  {p.harness:<12}")
        sys.stderr.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            sys.stderr.write("\r" + " " * 72 + "\r")
            sys.stderr.flush()


def _tail(text: str, width: int) -> str:
    """The end of a long location, where the file name and offset are."""
    return text if len(text) <= width else "…" + text[-(width - 1):]


def _location_notes(ctx: Context, harnesses: dict[str, Any]) -> list[str]:
    """Why a harvest may have found nothing: no harness enabled, a location set in
    harvest.paths that does not exist (a typo reads as "no sessions"), or no log anywhere."""
    if not harnesses:
        return ["no harness is harvested: harvest.harnesses is empty (`skillopt-sleep config set "
                "harvest.harnesses '[\"claude-code\", \"codex\"]'` names the ones to read)"]
    notes = [f"note: harvest.paths names {where} for {h}, which does not exist"
             for h, wheres in ctx.config.harvest.paths.items() if h in harnesses
             for where in wheres if not Path(where).expanduser().exists()]
    if not any(r["files"] for r in harnesses.values()) and not any(
            r["sessions"] for r in harnesses.values()):
        notes.append("no session log found; if your agents keep their logs elsewhere, set "
                     "harvest.paths (`skillopt-sleep config keys` explains it)")
    return notes


def cmd_harvest(args: argparse.Namespace) -> int:
    from ..after_harvest import after_harvest
    from ..harvest import run_harvest  # start-up: see skillsleep/commands/__init__.py

    bar = None if args.json else _Bar()
    ctx = Context.create()
    try:
        report = run_harvest(ctx, harnesses=args.harness, progress=bar)
    finally:
        if bar is not None:
            bar.close()
    data = report.to_json()
    mined = after_harvest(ctx, report.changed)
    if mined is not None:
        data["tasks"] = mined.to_json()
    if args.json:
        emit_json(data)
        return 0
    rows = [[h, str(r["files"]), str(r["sessions"]), str(r["requests"]), str(r["new_requests"]),
             str(r["skipped"]), str(r["errors"])] for h, r in data["harnesses"].items()]
    print(table(rows, ["harness", "logs", "sessions", "requests", "new", "skipped", "errors"]))
    for h, r in data["harnesses"].items():
        for reason, count in r["skipped_reasons"].items():
            print(f"  {h}: skipped {count} × {reason}")
        for d in r["skipped_detail"][:5]:
            print(f"    {_tail(d['where'], 100)}")
        for e in r["error_detail"]:
            print(f"  {h}: error: {shorten(e, 110)}")
    print(f"harvested {data['bytes_read'] / 1e6:.1f} MB in {data['seconds']:.1f} s")
    for line in _location_notes(ctx, data["harnesses"]):
        print(line)
    if mined is not None:
        print(f"mined {mined.new_tasks} new task(s): {mined.tasks} in all, {mined.recurring} "
              f"recurring famil{'y' if mined.recurring == 1 else 'ies'} "
              f"(`skillopt-sleep clusters` lists them)")
    return 0
