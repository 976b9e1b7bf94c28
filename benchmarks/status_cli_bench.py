"""What finding the harness CLIs and their versions costs `status`.

Runs `skillopt-sleep status --json` in a throwaway home, alternately with the three pinned
harness CLIs from npm first on PATH and without them, and times the lookup itself
(`harnesses.cli.locate` for every harness: `which`, one resolve, one package.json read) in
process. Prints medians (the two take turns, each first half the time). Needs the CLIs
installed: `python tests/helpers/real_clis.py`.

    python benchmarks/status_cli_bench.py [--runs 20]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from skillsleep.harnesses import ALL  # noqa: E402
from skillsleep.harnesses.cli import locate  # noqa: E402

from helpers import real_clis  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    problem = real_clis.install()
    if problem:
        sys.exit(problem)
    with tempfile.TemporaryDirectory() as tmp:
        base = {**os.environ, "HOME": tmp, "SKILLOPT_SLEEP_HOME": f"{tmp}/sleep"}
        envs = {"without": base,
                "with the CLIs": {**base, "PATH": real_clis.path_with_clis()}}
        times: dict[str, list[float]] = {name: [] for name in envs}
        for run in range(args.runs):
            # Each order half the time: the first process of a pair runs on a colder cache.
            for name, env in (list(envs.items()) if run % 2 else list(envs.items())[::-1]):
                started = time.perf_counter()
                subprocess.run([sys.executable, "-m", "skillsleep.cli", "status", "--json"],
                               env=env, capture_output=True, check=True)
                times[name].append(time.perf_counter() - started)
        os.environ["PATH"] = real_clis.path_with_clis()
        lookups = []
        for _ in range(200):
            started = time.perf_counter()
            for harness in ALL:
                if harness.cli:
                    locate(harness.cli, {})
            lookups.append(time.perf_counter() - started)
    for name, values in times.items():
        print(f"status --json {name}: median {statistics.median(values) * 1000:.1f} ms "
              f"({args.runs} runs)")
    print(f"the lookup of all five CLIs in process: median "
          f"{statistics.median(lookups) * 1e6:.0f} µs")


if __name__ == "__main__":
    main()
