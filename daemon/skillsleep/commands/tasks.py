"""`skillopt-sleep tasks` and `skillopt-sleep clusters`: mined tasks and recurring families."""

from __future__ import annotations

import argparse
from typing import Any

from ..context import Context
from ..errors import UserError
from ..output import emit_json, shorten, table
from ..tasks.taskdata import Family, Task


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("tasks", help="tasks mined from your sessions, by family")
    p.add_argument("--family", metavar="ID", help="only the tasks of this family")
    p.add_argument("--update", action="store_true",
                   help="mine the harvested sessions and re-cluster before printing")
    p.add_argument("--full", action="store_true",
                   help="with --update: re-cluster every task, not only the new ones")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_tasks)
    c = subparsers.add_parser("clusters", help="families of recurring tasks and their documents")
    c.add_argument("--min-size", type=int, metavar="N",
                   help="only families with at least N tasks (default: tasks.min_family_size)")
    c.add_argument("--update", action="store_true",
                   help="mine the harvested sessions and re-cluster before printing")
    c.add_argument("--json", action="store_true", help="print JSON")
    c.set_defaults(func=cmd_clusters, full=False)


def family_json(f: Family) -> dict[str, Any]:
    return {
        "id": f.id, "label": f.label, "size": f.size, "sessions": len(f.sessions),
        "harnesses": list(f.harnesses), "projects": list(f.projects),
        "outcomes": dict(f.outcomes), "examples": list(f.examples),
        "targets": [t.to_doc() for t in f.targets], "kind": f.kind,
        "standing": list(f.standing),
    }


def _maybe_update(ctx: Context, args: argparse.Namespace) -> None:
    if not args.update:
        return
    from ..tasks.pipeline import update_tasks  # start-up: see skillsleep/commands/__init__.py

    r = update_tasks(ctx, full=args.full)
    if not args.json:
        kind = "full re-clustering" if r.full else "incremental"
        print(f"{r.tasks} tasks ({r.new_tasks} new), {r.families} families, {r.recurring} "
              f"recurring; {kind} with {r.encoder} in {r.seconds:.1f}s")
        for note in r.notes:
            print(f"note: {note}")


def _outcomes(counts: dict[str, int]) -> str:
    order = ("success", "failure", "mixed", "unknown")
    return " ".join(f"{k}={counts[k]}" for k in order if counts.get(k))


def cmd_tasks(args: argparse.Namespace) -> int:
    # start-up: see skillsleep/commands/__init__.py
    from ..tasks.pipeline import load_families, load_tasks

    if args.full and not args.update:
        raise UserError("--full only works with --update: run `skillopt-sleep tasks --update "
                        "--full` to mine every stored session again and re-cluster.")
    ctx = Context.create()
    _maybe_update(ctx, args)
    tasks = load_tasks(ctx.store)
    families = {f.id: f for f in load_families(ctx.store)}
    if args.family:
        if args.family not in families:
            raise UserError(f"There is no family {args.family!r}; run `skillopt-sleep clusters` "
                            f"to list the family ids.")
        tasks = [t for t in tasks if t.family_id == args.family]
    tasks.sort(key=lambda t: (t.time or "", t.id))
    if args.json:
        emit_json([t.to_doc() for t in tasks])
        return 0
    if not tasks:
        print(_no_tasks_hint(ctx, bool(args.family)))
        return 0
    if args.family:
        f = families[args.family]
        print(f"family {f.id}: {f.label} ({f.size} tasks, {len(f.sessions)} sessions, "
              f"{_outcomes(f.outcomes)})")
    for t in tasks:
        _print_task(t, families.get(t.family_id or ""))
    return 0


def _no_tasks_hint(ctx: Context, one_family: bool) -> str:
    if one_family:
        return "that family has no tasks now; run `skillopt-sleep clusters` to list the families"
    from ..sessions import partitions  # start-up: see skillsleep/commands/__init__.py

    if partitions(ctx.store):
        # Sessions are stored but their tasks are gone (a store repaired, a file lost): a
        # harvest would mine only what it reads anew.
        return ("no tasks, though sessions are stored; run `skillopt-sleep tasks --update "
                "--full` to mine them")
    return "no tasks yet; run `skillopt-sleep harvest` (it mines the tasks of what it reads)"


def _print_task(t: Task, family: Family | None) -> None:
    fam = f"  [{family.id}]" if family else ""
    print(f"{t.id}  {t.outcome:<8} {t.harness}:{t.session_id}{fam}")
    print(f"    > {shorten(t.request, 100)}")
    for e in t.evidence[:2]:
        print(f"      {shorten(e, 100)}")
    for j in t.judges:
        mark = " (standing)" if j.standing else ""
        print(f"      judge: {j.describe()}{mark}")


def cmd_clusters(args: argparse.Namespace) -> int:
    from ..tasks.pipeline import load_families  # start-up: see skillsleep/commands/__init__.py

    ctx = Context.create()
    if args.min_size is not None and args.min_size < 1:
        raise UserError("--min-size must be 1 or more.")
    _maybe_update(ctx, args)
    min_size = args.min_size if args.min_size is not None else ctx.config.tasks.min_family_size
    every = load_families(ctx.store)
    families = [f for f in every if f.size >= min_size]
    families.sort(key=lambda f: (-f.size, f.id))
    if args.json:
        emit_json([family_json(f) for f in families])
        return 0
    # A preference stands however few tasks its family has; say where the others are.
    unseen = sum(len(f.standing) for f in every if f.size < min_size)
    if not families:
        if every:
            print(f"no family has {min_size} or more tasks yet; lower it with --min-size 1"
                  + (f" ({unseen} standing preference(s) among them)" if unseen else ""))
        else:
            print("no family yet; run `skillopt-sleep harvest` (it mines the tasks of what it "
                  "reads and groups them into families)")
        return 0
    rows = [[f.id, shorten(f.label, 40), str(f.size), str(len(f.sessions)),
             ",".join(f.harnesses), "yes" if f.recurring else "no", _outcomes(f.outcomes)]
            for f in families]
    print(table(rows, ["family", "label", "tasks", "sessions", "harnesses", "recurring",
                       "outcomes"]))
    for f in families:
        if not f.targets and not f.examples:
            continue
        print(f"\n{f.id} {f.label}")
        for e in f.examples:
            print(f"    e.g. {shorten(e, 100)}")
        for t in f.targets[:3]:
            print(f"    -> {t.path} ({t.score:.2f}): {shorten(t.reason, 120)}")
        for pref in f.standing:
            again = " (already in the document, said again)" if pref.get("repeated_in") else ""
            # A family of work done in several folders: a preference is only the repository's
            # it was said in.
            where = f" in {pref['project']}" if len(f.projects) > 1 and pref.get("project") \
                else ""
            print(f"    standing{where}: {pref.get('check', pref['kind'])}; "
                  f"{pref.get('why', '')}{again}")
    if unseen:
        print(f"\n{unseen} more standing preference(s) in families of fewer than {min_size} "
              "tasks: `skillopt-sleep clusters --min-size 1` lists them")
    return 0
