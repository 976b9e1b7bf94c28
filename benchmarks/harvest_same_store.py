"""Does a change to the harvest keep every stored file the same? The guard of speed work.

A speed change to the harvest part (reading logs, classifying records, redacting, storing) must
leave what it stores byte for byte as it was. This harvests the same history twice, each time in
a fresh process into a fresh store, once with the code of a base tree (for example a detached
worktree of main) and once with this tree's, and compares every file of the two stores after
normalizing the times a harvest writes about itself (`"time"` of a harvest run, `"created"` of
the store): a session's page, its key index, the log positions, the run records and the locks
must be the same bytes. The history is laid out as `harvest_bench.py` lays it out (`--docs`
puts the instruction documents in every session's folder), so both trees read the same files.

    python benchmarks/harvest_same_store.py --home DIR [--docs DIR] --base TREE
        [--tree TREE] [--workers N]

Exit status 0 when the stores are the same, 1 when a file differs or is missing in one.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import harvest_bench  # (the layout and the measured process's environment)

# What a harvest writes about itself, not about the logs: when it ran, when the store began.
_OWN_TIMES = re.compile(rb'"(time|created)": ?("[0-9T:.+\-Z]+"|[0-9.]+)')


def harvest(tree: Path, home: Path, state: Path, workers: int | None) -> dict[str, object]:
    """A first harvest of `home` by the code of `tree`, in a fresh process, into `state`."""
    harvest_bench.configure(state, workers)
    env = harvest_bench.process_env(home, state)
    env["PYTHONPATH"] = str(tree / "daemon")
    spec = {"home": str(home), "what": "first", "state": str(state), "harnesses": None}
    out = subprocess.run([sys.executable, str(tree / "benchmarks" / "harvest_bench.py"),
                          "--child", json.dumps(spec)],
                         capture_output=True, text=True, check=False, env=env)
    if out.returncode != 0:
        raise SystemExit(f"the harvest with {tree} failed:\n{out.stderr[-4000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def differences(a: Path, b: Path) -> list[str]:
    """The files of store `a` and store `b` that differ (or are in one only), times
    normalized."""
    files_a = {p.relative_to(a) for p in a.rglob("*") if p.is_file()}
    files_b = {p.relative_to(b) for p in b.rglob("*") if p.is_file()}
    out = [f"only in one store: {p}" for p in sorted(files_a ^ files_b)]
    for rel in sorted(files_a & files_b):
        if (_OWN_TIMES.sub(rb'"\1":"T"', (a / rel).read_bytes())
                != _OWN_TIMES.sub(rb'"\1":"T"', (b / rel).read_bytes())):
            out.append(f"differs: {rel}")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--home", required=True, help="a real history: a HOME holding .claude")
    ap.add_argument("--docs", help="instruction documents to copy to every session's folder")
    ap.add_argument("--base", required=True, help="the tree to compare with (its daemon/)")
    ap.add_argument("--tree", default=str(Path(__file__).resolve().parents[1]))
    ap.add_argument("--workers", type=int, default=1, help="harvest.workers (1: one process)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="same-store-") as tmp:
        work = Path(tmp)
        home = work / "home"
        harvest_bench.lay_out_copies(Path(args.home).resolve(), home, 1,
                                     Path(args.docs).resolve() if args.docs else None)
        found = {}
        for name, tree in (("base", args.base), ("tree", args.tree)):
            found[name] = harvest(Path(tree).resolve(), home, work / name, args.workers)
            print(name, tree, found[name])
        diff = differences(work / "base" / "state", work / "tree" / "state")
        files = sum(1 for p in (work / "base" / "state").rglob("*") if p.is_file())
        for line in diff:
            print(line)
        print(f"{files} stored files compared, {len(diff)} differences")
        return 1 if diff else 0


if __name__ == "__main__":
    raise SystemExit(main())
