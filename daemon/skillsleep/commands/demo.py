"""`skillopt-sleep demo`: see the whole product work on sample data, offline."""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import sys
from pathlib import Path

from ..context import Context
from ..evidence import plural, score_change
from ..output import emit_json
from .run import candidate_summary
from .status import print_status


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "demo", help="run the whole product on realistic sample data in a throwaway home")
    p.add_argument("--home", type=Path, help="keep the demo's home in this folder "
                   "(sample projects, documents and the tool's state) to explore it afterwards")
    p.add_argument("--model", help="litellm model string for the night "
                   "(default: the configured model, the embedded local/smollm2 out of the box)")
    p.add_argument("--json", action="store_true", help="print the result as JSON at the end")
    p.set_defaults(func=cmd_demo)


def cmd_demo(args: argparse.Namespace) -> int:
    from ..demo.run import run_demo  # heavy: numpy (the demo runs a night)

    def say(message: str) -> None:
        print(message, file=sys.stderr if args.json else sys.stdout, flush=True)

    result = run_demo(args.home, args.model, say)
    if args.json:
        emit_json({"root": str(result.root), "sleep_home": str(result.sleep_home),
                   "document": str(result.document), "harvest": result.harvest,
                   "families": result.families, "night": result.night,
                   "proposal": result.proposal})
        return 0
    env = f"SKILLOPT_SLEEP_HOME={shlex.quote(str(result.sleep_home))} {program()}"
    print()
    print_status(Context.create())
    print()
    night = result.night
    if result.proposal:
        p = result.proposal
        print(f"Proposal {p['id']} for {p['target']}: {plural(p['edits'], 'edit')}, validation "
              f"{score_change(p['val_before'], p['val_after'])}, "
              f"test {score_change(p['test_before'], p['test_after'])}")
        for doc in night.get("documents", []):
            if doc.get("candidates"):
                # "derived" lines come from the person's own corrections, "model" from the
                # optimizer model; the same gate judged both.
                print("Candidate edits: " + candidate_summary(doc["candidates"]))
        print()
        print(p["diff"].rstrip())
        print()
        print("Review it from the command line:")
        print(f"  {env} proposals show {p['id']}")
        print(f"  {env} proposals accept {p['id']}")
        print(f"  {env} proposals reject {p['id']} --reason '...'")
        print("or in your editor: start it with that variable set, with the language server "
              "configured (see the README's Editor setup), and open")
        print(f"  {result.document}")
    else:
        reason = night.get("reason") or "the validation gate accepted no edit"
        print(f"No proposal this time: {reason}.")
        print("The gate keeps only edits that strictly improve the held-out score; try a "
              "stronger model with --model.")
    if not args.home:
        print(f"\nThe demo's files are in {result.root} (pass --home DIR to choose the folder).")
    return 0


def program(argv0: str | None = None) -> str:
    """The command to type again: `skillopt-sleep` when that name on PATH is this program,
    else the path it was started by (a virtualenv that is not activated)."""
    started = Path(argv0 if argv0 is not None else sys.argv[0])
    if started.name != "skillopt-sleep" or not started.is_file():
        return "skillopt-sleep"
    on_path = shutil.which("skillopt-sleep")
    if on_path and os.path.samefile(on_path, started):
        return "skillopt-sleep"
    return shlex.quote(str(started.absolute()))


