"""The daemon's resident memory after its first harvest of a real history, as a user runs it.

A real `skillopt-sleep daemon start` in a temporary home holding a real history (--home, a HOME
holding ~/.claude/projects; by default the labelled one in shared/realdata, laid out --copies
times, with --docs copied to every session's folder: see harvest_bench.py). The daemon harvests
and mines it at start-up; its resident memory is sampled during that and then every 5 s over
--idle-seconds of idleness (the task encoder's weights are let go a minute after the last
mining). A first harvest of a large history is done by a child process of the daemon
(daemon/firstharvest.py): the peak is also given for the daemon and its children together. Next
to it, a bare Python interpreter's resident memory in the same run. Goal: idle memory under
80 MB. Linux only (/proc).

    python benchmarks/daemon_memory_bench.py [--home DIR] [--docs DIR] [--copies 1]
        [--idle-seconds 100] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

from daemon_bench import bare_python_rss, cli, rss_mb, status  # noqa: E402
from harvest_bench import lay_out_copies  # noqa: E402
from skillsleep import throwaway  # noqa: E402

REAL = REPO.parent / "shared" / "realdata" / "entireio-dev"
GOAL_MB = 80.0


def with_children_mb(pid: int) -> float:
    """The resident memory of a process and of every process under it."""
    total, todo = 0.0, [pid]
    while todo:
        p = todo.pop()
        try:
            total += rss_mb(p)
            for task in Path(f"/proc/{p}/task").iterdir():
                todo.extend(int(c) for c in (task / "children").read_text().split())
        except OSError:  # it ended meanwhile
            continue
    return total


def measure(args: argparse.Namespace, root: Path) -> dict[str, Any]:
    home = root / "home"
    mb = lay_out_copies(Path(args.home).resolve(), home, args.copies,
                        Path(args.docs).resolve() if args.docs else None) / 1e6
    env = throwaway.environment(home, root / "sleep")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed daemon runs compiled
    began = time.perf_counter()
    pid = json.loads(cli(env, "daemon", "start", "--json").stdout)["pid"]
    samples: list[float] = []
    together: list[float] = []
    try:
        while True:  # the start-up harvest and its mining
            samples.append(rss_mb(pid))
            together.append(with_children_mb(pid))
            s = status(env)
            last = s.get("last_harvest") or {}
            if last.get("trigger") == "start-up" and not s["ingesting"]:
                break
            time.sleep(0.5)
        first = time.perf_counter() - began
        load_idle = os.getloadavg()[0]
        idle_began = time.monotonic()
        while time.monotonic() - idle_began < args.idle_seconds:
            time.sleep(5)
            samples.append(rss_mb(pid))
    finally:
        subprocess.run([sys.executable, "-m", "skillsleep.cli", "daemon", "stop"], env=env,
                       capture_output=True, check=False)
    return {"corpus": f"{args.home} x{args.copies}" + (" with its documents" if args.docs
                                                        else ""),
            "mb": round(mb, 1), "first_harvest_s": round(first, 1),
            "idle_seconds": args.idle_seconds, "load_average_1m": load_idle,
            "idle_rss_mb": round(samples[-1], 1), "peak_rss_mb": round(max(samples), 1),
            "peak_with_children_mb": round(max(together), 1),
            "bare_python_rss_mb": round(bare_python_rss(), 1)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--home", default=str(REAL / "claude-home"))
    ap.add_argument("--docs", default=str(REAL / "project-docs"),
                    help="instruction documents to copy to every session's folder ('' for none)")
    ap.add_argument("--copies", type=int, default=1)
    ap.add_argument("--idle-seconds", type=float, default=100.0)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if not Path("/proc/self/stat").exists():
        raise SystemExit("this benchmark reads /proc; run it on Linux")
    with tempfile.TemporaryDirectory(prefix="daemon-memory-bench-") as tmp:
        r = measure(args, Path(tmp))
    if args.json:
        print(json.dumps(r, indent=2))
        return 0
    print(f"corpus      {r['corpus']}: {r['mb']} MB; start-up harvest and mining "
          f"{r['first_harvest_s']} s; load average {r['load_average_1m']:.2f}")
    print(f"memory      {r['idle_rss_mb']} MB resident after {r['idle_seconds']:g} s idle (goal "
          f"< {GOAL_MB:g} MB: {'met' if r['idle_rss_mb'] < GOAL_MB else 'MISSED'}), at most "
          f"{r['peak_rss_mb']} MB ({r['peak_with_children_mb']} MB with its children); a bare "
          f"Python interpreter {r['bare_python_rss_mb']} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
