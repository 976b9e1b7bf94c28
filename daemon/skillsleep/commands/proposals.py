"""`skillopt-sleep proposals`: list, show, accept or reject the optimizer's proposals."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .. import evidence
from ..acceptance import iso
from ..context import Context
from ..edits import Edit
from ..impact.show import for_proposal, proposal_lines, unhelped_lines
from ..output import emit_json, shorten, table
from ..proposals import (
    Proposal,
    accept,
    current_status,
    edit_states,
    get_proposal,
    load_proposals,
    reject,
)


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("proposals", help="review the optimizer's proposals")
    sub = p.add_subparsers(dest="proposals_command", metavar="ACTION")
    ls = sub.add_parser("list", help="every proposal with its status and scores")
    ls.add_argument("--json", action="store_true", help="print JSON")
    ls.set_defaults(func=cmd_list)
    show = sub.add_parser("show", help="one proposal: its diff, edits and evidence")
    show.add_argument("id")
    show.add_argument("--json", action="store_true", help="print JSON")
    show.set_defaults(func=cmd_show)
    acc = sub.add_parser("accept", help="apply a proposal's edits (with a backup)")
    acc.add_argument("id")
    acc.add_argument("--edit", type=int, action="append", metavar="N",
                     help="accept only edit N, numbered from 1 as `proposals show` and the "
                          "editor number them (repeatable); default: every pending edit")
    acc.add_argument("--json", action="store_true", help="print JSON")
    acc.set_defaults(func=cmd_accept)
    rej = sub.add_parser("reject", help="reject a proposal's edits; they are not proposed again")
    rej.add_argument("id")
    rej.add_argument("--edit", type=int, action="append", metavar="N",
                     help="reject only edit N, numbered from 1 as `proposals show` and the "
                          "editor number them (repeatable); default: every pending edit")
    rej.add_argument("--reason", default="", help="why, kept with the rejected edits")
    rej.add_argument("--json", action="store_true", help="print JSON")
    rej.set_defaults(func=cmd_reject)
    p.set_defaults(func=cmd_list, json=False)


def _live_text(target: str) -> str | None:
    try:
        return Path(target).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _summary(p: Proposal) -> dict[str, Any]:
    return {
        "id": p.id, "target": p.target, "status": current_status(p, _live_text(p.target)),
        "edits": len(p.edits), "val_before": p.val_before, "val_after": p.val_after,
        "test_before": p.test_before, "test_after": p.test_after, "created": p.created,
        "created_at": iso(p.created) if p.created > 0 else None, "night_id": p.night_id,
    }


def cmd_list(args: argparse.Namespace) -> int:
    skipped: list[str] = []
    rows = [_summary(p) for p in load_proposals(Context.create().store, skipped=skipped)]
    if args.json:
        emit_json(rows)
        return 0
    if not rows:
        print("no proposals yet; `skillopt-sleep run` runs a night now")
    else:
        print(table([[r["id"], r["status"], str(r["edits"]),
                      evidence.score_change(r["val_before"], r["val_after"], "-", "->"),
                      evidence.score_change(r["test_before"], r["test_after"], "-", "->"),
                      (r["created_at"] or "-")[:16].replace("T", " "),
                      shorten(r["target"], 60)] for r in rows],
                    ["id", "status", "edits", "val", "test", "created (UTC)", "target"]))
    for s in skipped:
        print(f"skipped a damaged proposal: {s}")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    store = Context.create().store
    p = get_proposal(store, args.id)
    accepted = for_proposal(store, p.id)
    live = _live_text(p.target)
    states = edit_states(p, live) if live is not None else []
    if args.json:
        doc = p.to_doc()
        doc["status"] = current_status(p, live)
        doc["applicable"] = [s.applicable for s in states]
        doc["accepted_edits"] = accepted
        for i, edit_doc in enumerate(doc["edits"]):
            edit_doc["number"] = evidence.edit_number(i)
        emit_json(doc)
        return 0
    print(f"proposal {p.id} for {p.target}: {current_status(p, live)}")
    print(_costs(p))
    families = evidence.families_words(p.families, p.family_labels)
    if families:
        print(f"for the work you asked for in {families}")
    for i, e in enumerate(p.edits):
        applies = states[i].applicable if states else False
        print()
        print("\n".join(edit_lines(e, i, len(p.edits), applies)))
    impact = proposal_lines(accepted) + unhelped_lines(p.edits)
    if impact:
        print("\n" + "\n".join(impact))
    print("\n" + p.diff)
    return 0


def _costs(p: Proposal) -> str:
    """Scores, cost and models in one line; what the proposal did not record is left out."""
    parts = []
    for name, before, after in (("val", p.val_before, p.val_after),
                                ("test", p.test_before, p.test_after)):
        if before is not None or after is not None:
            parts.append(f"{name} {evidence.score_change(before, after, '-')}")
    first = ", ".join(parts) or "no validation score recorded"
    out = f"{first}; {p.tokens} tokens, ${p.cost_usd:.4f}, {p.seconds:.0f} s"
    models = ", ".join(f"{k} {v}" for k, v in p.models.items() if v)
    return out + (f"; models {models}" if models else "")


def edit_lines(e: Edit, index: int, count: int, applies: bool) -> list[str]:
    """One edit in words: each added line with its reason and where the person said it, then
    the gate's steps that kept it."""
    stale = "" if applies or e.status != "pending" else ", stale"
    out = [f"{evidence.edit_label(index, count)} [{e.status}{stale}]: {e.describe()}"]
    groups = evidence.line_reasons(e.op, e.new, e.rationale, e.evidence)
    for group in groups:
        out += [f"  + {line}" for line in group.lines]
        out.append(f"    why: {shorten(group.reason, 300)}")
        said = evidence.said(group.origins)
        if said is not None:
            if len(said.places) == 1:
                out.append(f"    {said.headline} "
                           f"{evidence.origin_words(said.places[0], group.reason)}")
            else:
                out.append(f"    {said.headline}:")
                out += [f"      - {evidence.origin_words(o, group.reason)}"
                        for o in said.places]
    out += [f"  {line}" for line in evidence.steps_words(e.evidence.get("steps"))]
    tasks = evidence.tasks_words(e.evidence.get("tasks"))
    if tasks:
        out.append(f"  {tasks}")
    return out


def _indexes(numbers: list[int] | None) -> list[int] | None:
    """`--edit` numbers (as `proposals show` and the editor number edits, from 1) as indexes;
    a number out of range is refused with the numbers there are when the proposal is read."""
    return None if numbers is None else [n - 1 for n in numbers]


def cmd_accept(args: argparse.Namespace) -> int:
    ctx = Context.create()
    # In a worktree of the document's repository, the copy there is the one written.
    result = accept(ctx.store, ctx.paths.backups_dir, args.id, _indexes(args.edit),
                    checkout=Path.cwd())
    result["accepted"] = [evidence.edit_number(i) for i in result["accepted"]]
    if args.json:
        emit_json(result)
        return 0
    print(f"accepted edit(s) {', '.join(map(str, result['accepted']))} of proposal "
          f"{result['id']} into {result['target']}; backup at {result['backup']}")
    return 0


def cmd_reject(args: argparse.Namespace) -> int:
    result = reject(Context.create().store, args.id, _indexes(args.edit), args.reason)
    result["rejected"] = [evidence.edit_number(i) for i in result["rejected"]]
    if args.json:
        emit_json(result)
        return 0
    print(f"rejected edit(s) {', '.join(map(str, result['rejected']))} of proposal "
          f"{result['id']}; they will not be proposed again")
    return 0
