"""Which tasks of a real history can be replayed in a worktree, and what a replay's worktree
costs, against a plain `git worktree add` in the same run.

Harvests DIR as a person's HOME into a throwaway store and mines tasks exactly as
`skillopt-sleep harvest` does; clones the bundle of the repository the sessions worked in (the
person's repository, as far as a replay can tell); maps every session's folder to that clone
(the sessions ran in checkouts and worktrees of that one repository, at paths of another
machine); and places every task as a night would: the repository and the commit its session
started from, or the reason it cannot be replayed in a worktree.

Then, for up to --samples distinct commits, a replay's workspace (a private bare clone that
borrows the repository's objects, and a detached worktree of it) is made and removed, and so is
a plain `git worktree add --detach` of the same commit in the repository itself; times are
medians, disk is what the folders hold on disk (blocks). The repository is checked to be byte
for byte unchanged by the replays.

    python benchmarks/replay_bench.py [--home DIR] [--bundle FILE] [--samples N] [--json]

Figures (keys of --json): families (per kind of work: tasks; placed: repository and commit
found; exact: found on the session's own branch or recorded commit, not by falling back to the
default branch; workspace: tasks a night would judge in a worktree, since a judge reads the
change or a code task has a known check; and their shares), placed_how (how the commits were
found), unmapped_placed (tasks placed at the folders as the sessions recorded them, without
mapping them to the clone), not_replayable (reason -> tasks),
replay / plain (create_s, remove_s, disk_bytes medians), ratio (replay over plain), unchanged.
Offline; no model is called; no harness is run.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "daemon"))

from skillsleep import throwaway  # noqa: E402

REALDATA = REPO.parent / "shared" / "realdata" / "entireio-dev"


def mine(home: Path, state: Path) -> Any:
    throwaway.enter(home, state)  # everything as if DIR were the person's home
    from skillsleep.after_harvest import after_harvest
    from skillsleep.context import Context
    from skillsleep.harvest import run_harvest

    ctx = Context.create()
    report = run_harvest(ctx)
    after_harvest(ctx, report.changed)
    return ctx


def _how(place: Any, recorded: bool) -> str:
    """How the commit was found, as one of four cases."""
    if recorded:
        return "the commit the session recorded"
    if "the default branch" not in place.how or "(" not in place.how:
        return "the session's branch at its start"
    if "is gone" in place.how:
        return "the default branch at the start (the session's branch is gone)"
    return "the default branch at the start (the session's branch is newer)"


def place_tasks(ctx: Any, clone: Path, document: Path) -> dict[str, Any]:
    from dataclasses import replace

    from skillsleep.logs.checks import checks_in
    from skillsleep.sessiondata import parse_time
    from skillsleep.tasks.pipeline import load_tasks
    from skillsleep.workspace.place import NotReplayable, locate, session_facts
    from skillsleep.workspace.plan import project_check, wants_workspace

    tasks = load_tasks(ctx.store)
    facts = session_facts(ctx.store, {f"{t.harness}:{t.session_id}": t.time for t in tasks})
    doc_checks = checks_in(document.read_text(encoding="utf-8")) if document.is_file() else []
    families: dict[str, Counter[str]] = defaultdict(Counter)
    how: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    places: dict[str, Any] = {}
    for task in tasks:
        fam = families[task.kind or "other (clustered by meaning)"]
        fam["tasks"] += 1
        session = facts.get(f"{task.harness}:{task.session_id}")
        if session is None:
            reasons["session not stored"] += 1
            continue
        if not isinstance(locate(session, parse_time(task.time)), NotReplayable):
            fam["unmapped_placed"] += 1  # found where the session says it ran, as recorded
        check, _ = project_check(task, session, doc_checks)
        workspace = wants_workspace(task, check)
        fam["workspace"] += workspace
        # The sessions' folders are checkouts of this repository on another machine.
        mapped = replace(session, project=str(clone) if session.project else None)
        place = locate(mapped, parse_time(task.time))
        if isinstance(place, NotReplayable):
            reasons[place.reason.replace(str(clone), "<repo>")] += 1
            continue
        case = _how(place, bool(session.commit))
        exact = not case.startswith("the default branch")
        fam["placed"] += 1
        fam["exact"] += exact
        fam["placed_workspace"] += workspace
        fam["exact_workspace"] += workspace and exact
        how[case] += 1
        places.setdefault(place.commit, place)
    out = {k: {"tasks": v["tasks"], "placed": v["placed"], "exact": v["exact"],
               "share": _share(v["placed"], v["tasks"]),
               "exact_share": _share(v["exact"], v["tasks"]),
               "workspace": v["workspace"], "placed_workspace": v["placed_workspace"],
               "exact_workspace": v["exact_workspace"]}
           for k, v in sorted(families.items(), key=lambda kv: -kv[1]["tasks"])}
    totals = {key: sum(v[key] for v in families.values())
              for key in ("tasks", "placed", "exact", "workspace", "placed_workspace",
                          "exact_workspace", "unmapped_placed")}
    return {"families": out, **totals, "share": _share(totals["placed"], totals["tasks"]),
            "exact_share": _share(totals["exact"], totals["tasks"]),
            "placed_how": dict(how), "not_replayable": dict(reasons), "places": places}


def _share(part: int, whole: int) -> float | None:
    return round(part / whole, 3) if whole else None


def _disk(folder: Path) -> int:
    total = 0
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            with contextlib.suppress(OSError):
                total += os.lstat(os.path.join(root, name)).st_blocks * 512
    return total


def _snapshot(root: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        st = path.lstat()
        digest.update(f"{path.relative_to(root)} {st.st_mode} {st.st_mtime_ns}".encode())
        if path.is_file() and not path.is_symlink():
            digest.update(path.read_bytes())
    return digest.hexdigest()


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


def measure(clone: Path, places: list[Any], work: Path) -> dict[str, Any]:
    """Replays' workspaces first (the repository checked unchanged around them), then replay
    and plain worktrees of each commit in turn, alternating which goes first, so both see the
    same load on a shared machine."""
    from skillsleep.workspace.area import ReplayArea

    area = ReplayArea(work / "replays")
    before = _snapshot(clone)
    for place in places:
        with area.workspace(place):
            pass
    unchanged = _snapshot(clone) == before and not list((work / "replays").iterdir())
    runs: dict[str, dict[str, list[float]]] = {"replay": defaultdict(list),
                                               "plain": defaultdict(list)}

    def replay(place: Any, _i: int) -> None:
        t0 = time.perf_counter()
        with area.workspace(place) as ws:
            t1 = time.perf_counter()
            runs["replay"]["disk_bytes"].append(_disk(ws.folder))
        runs["replay"]["create_s"].append(t1 - t0)
        runs["replay"]["remove_s"].append(time.perf_counter() - t1)

    def plain(place: Any, i: int) -> None:
        path = work / f"plain-{i}"
        t0 = time.perf_counter()
        _git(clone, "worktree", "add", "--quiet", "--detach", str(path), place.commit)
        t1 = time.perf_counter()
        disk = _disk(path) + _disk(clone / ".git" / "worktrees" / path.name)
        t2 = time.perf_counter()
        _git(clone, "worktree", "remove", "--force", str(path))
        _git(clone, "worktree", "prune")
        runs["plain"]["disk_bytes"].append(disk)
        runs["plain"]["create_s"].append(t1 - t0)
        runs["plain"]["remove_s"].append(time.perf_counter() - t2)

    for i, place in enumerate(places):
        for step in ((replay, plain) if i % 2 == 0 else (plain, replay)):
            step(place, i)
    med = {name: {k: statistics.median(v) for k, v in r.items()} for name, r in runs.items()}
    ratio = {k: round(med["replay"][k] / med["plain"][k], 3) for k in med["plain"]
             if med["plain"][k]}
    return {**med, "ratio": ratio, "samples": len(places), "unchanged": unchanged}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--home", type=Path, default=REALDATA / "claude-home")
    ap.add_argument("--bundle", type=Path, default=REALDATA / "repo.bundle")
    ap.add_argument("--document", type=Path, default=REALDATA / "project-docs" / "CLAUDE.md",
                    help="the project document whose named checks count (as a night's would)")
    ap.add_argument("--samples", type=int, default=10)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="replay-bench-") as tmp:
        work = Path(tmp)
        clone = work / "repo"
        subprocess.run(["git", "clone", "--quiet", str(args.bundle), str(clone)], check=True)
        started = time.perf_counter()
        ctx = mine(args.home, work / "state")
        mined_s = time.perf_counter() - started
        placed = place_tasks(ctx, clone, args.document)
        places = list(placed.pop("places").values())[: args.samples]
        costs = measure(clone, places, work) if places else {}
    result = {**placed, **costs, "mine_s": round(mined_s, 2)}
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"tasks {result['tasks']}: placed at a commit {result['placed']} ({result['share']}),"
          f" on their own branch or recorded commit {result['exact']} "
          f"({result['exact_share']}); judged in a worktree {result['workspace']} "
          f"(placed {result['placed_workspace']}, exactly {result['exact_workspace']}); "
          f"placed at the folders as recorded, without mapping them: "
          f"{result['unmapped_placed']}")
    print(f"{'family':30} {'tasks':>5} {'placed':>6} {'share':>6} {'exact':>6} {'share':>6}"
          f" {'in ws':>6} {'placed':>6} {'exact':>6}")
    for kind, f in result["families"].items():
        print(f"{kind:30} {f['tasks']:5} {f['placed']:6} {f['share']!s:>6} {f['exact']:6} "
              f"{f['exact_share']!s:>6} {f['workspace']:6} {f['placed_workspace']:6} "
              f"{f['exact_workspace']:6}")
    print("how the commits were found: " + ", ".join(f"{k}: {v}"
                                                     for k, v in result["placed_how"].items()))
    for reason, n in result["not_replayable"].items():
        print(f"not replayable ({n}): {reason}")
    if costs:
        r, p, q = costs["replay"], costs["plain"], costs["ratio"]
        print(f"worktree cost, median of {costs['samples']} commits (replay vs plain "
              f"`git worktree add`):")
        for key, unit, scale in (("create_s", "s", 1), ("remove_s", "s", 1),
                                 ("disk_bytes", "MB", 1e-6)):
            print(f"  {key:10} {r[key] * scale:9.3f} {unit}  vs {p[key] * scale:9.3f} {unit}"
                  f"   ratio {q.get(key)}")
        print(f"  the repository byte for byte unchanged by the replays: {costs['unchanged']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
