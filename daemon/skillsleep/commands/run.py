"""`skillopt-sleep run`: run a night now, on every recurring target or on one document."""

from __future__ import annotations

import argparse
import signal
import sys
from pathlib import Path

from ..context import Context
from ..output import emit_json


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "run", help="run the nightly optimizer now",
        description="Run the nightly optimizer now: on every document mapped to a recurring "
        "task family, or on one document with --skill. The result is proposals to review "
        "with `skillopt-sleep proposals`; no document is changed.")
    p.add_argument("--skill", type=Path, metavar="PATH",
                   help="optimize only this instruction document")
    p.add_argument("--dry-run", action="store_true",
                   help="run every step but write nothing (no proposal, no record); model "
                   "calls are still made and cached")
    p.add_argument("--no-update", action="store_true",
                   help="work on the tasks already stored; do not mine new sessions first")
    p.add_argument("--json", action="store_true", help="print the night's report as JSON")
    p.set_defaults(func=cmd_run)


def cmd_run(args: argparse.Namespace) -> int:
    from ..optimize.night import run_night  # heavy: numpy
    from ..status import replay_summary  # start-up: see skillsleep/commands/__init__.py

    def progress(message: str) -> None:
        if not args.json:
            print(f"  {message}", file=sys.stderr, flush=True)

    report = run_night(Context.create(), skill=args.skill, dry_run=args.dry_run,
                       progress=progress, update=not args.no_update)
    if args.json:
        emit_json(report.to_doc(with_diff=args.dry_run))
        return exit_code(report.status, report.interrupted_by)
    print(f"night {report.id}: {report.status}" + (f" ({report.reason})" if report.reason
                                                    else ""))
    if report.resumed_from:
        print(f"  resumes the interrupted night {report.resumed_from}")
    for d in report.documents:
        s = d.loop
        print(f"- {d.path}: {s.status}" + (f" ({s.reason})" if s.reason else ""))
        if d.resumed_from:
            print(f"    finished by the night {d.resumed_from}; carried over")
            continue
        if d.planned_tasks < d.scorable_tasks:
            print(f"    {d.planned_tasks} of its {d.scorable_tasks} scorable tasks, to fit the "
                  f"budgets")
        if d.repository_rules:
            print(f"    {d.repository_rules} rules said in one repository left to its own "
                  f"documents (your own instructions learn what you say in two or more)")
        if s.condensed:
            c = s.condensed
            print(f"    condensed to fit {c['model']}'s window: {c['shown_tokens']} of its "
                  f"{c['document_tokens']} tokens shown, {c['sections_left_out']} sections "
                  f"left out, in {c['rollouts']} rollouts")
        if s.val_before is not None:
            print(f"    val {_f(s.val_before)} -> {_f(s.val_after)} (spread "
                  f"{s.val_spread_after:.3f}); test {_f(s.test_before)} -> {_f(s.test_after)}")
        print(f"    edits accepted {s.edits_accepted}, rejected by the gate {s.edits_rejected}")
        if s.candidates:
            print("    candidates " + candidate_summary(s.candidates))
        if d.replayed:
            print("    " + replay_summary(d.replayed, d.not_replayable))
        if d.proposal_id:
            print(f"    proposal {d.proposal_id}: `skillopt-sleep proposals show "
                  f"{d.proposal_id}`")
        if args.dry_run and d.diff:
            print(d.diff)
    for later in report.later:
        print(f"- {later['path']}: left for a later night ({later['reason']})")
    usage = report.usage
    print(f"calls {usage.calls} (cache hits {usage.cache_hits}), tokens {usage.tokens}, "
          f"cost ${usage.cost_usd:.4f}, {report.seconds:.1f} s")
    if usage.prompt_cache_hits:
        hits = usage.prompt_cache_hits
        print(f"prompt cache: {hits} call{'s' if hits != 1 else ''} reused "
              f"{usage.prompt_cache_tokens} prompt tokens")
    if report.errors:
        print("trouble: " + ", ".join(f"{k} {v}" for k, v in sorted(report.errors.items())))
    if args.dry_run:
        print("dry run: nothing was written")
    return exit_code(report.status, report.interrupted_by)


def exit_code(status: str, signal_name: str = "") -> int:
    """0, 1 for a night that failed, or 128 + the signal's number for one stopped by it, as a
    shell reports a process that signal ended."""
    from ..nightstatus import NightStatus  # start-up: see skillsleep/commands/__init__.py

    if status == NightStatus.INTERRUPTED:
        number = getattr(signal, signal_name, None) if signal_name.startswith("SIG") else None
        return 128 + int(number) if number is not None else 130
    return 1 if status == NightStatus.ERROR else 0


def candidate_summary(counts: dict[str, int]) -> str:
    """"model 3 proposed, 0 kept; derived 2 proposed, 1 kept": where the edits came from."""
    parts = []
    for source in ("model", "derived", "consolidation"):
        proposed = counts.get(f"{source}_proposed")
        kept = counts.get(f"{source}_accepted", 0)
        tried = kept + counts.get(f"{source}_rejected", 0)
        if proposed or tried:
            head = f"{source} {proposed} proposed, " if proposed is not None else f"{source} "
            parts.append(f"{head}{tried} tried, {kept} kept")
    return "; ".join(parts)


def _f(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"
