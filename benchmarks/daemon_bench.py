"""The daemon, measured as a user runs it: a real `skillopt-sleep daemon start` in a temporary home.

  * Latency from appending one request to a Claude Code log until that request is in the store
    (median and p95 over --appends appends, no command run), next to the baseline a user without
    the daemon has: running `skillopt-sleep harvest` by hand after the same kind of append.
  * The idle daemon over --idle-seconds with --sessions harvested sessions: CPU (user + system
    time of all its threads), resident memory, and how often its threads wake up; next to a bare
    Python interpreter's resident memory measured in the same run. Memory is given at the
    window's end (the task encoder's weights are let go a minute after the last mining) and at
    its largest. The periodic full rescan is
    measured separately (it runs every `daemon.rescan_minutes`, default 5), and its cost is
    spread over that interval.

Goals: median latency under 1 s, idle CPU under 1 %, idle memory under 80 MB. Linux only (/proc).

    python benchmarks/daemon_bench.py [--appends 100] [--sessions 1000] [--idle-seconds 90] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "daemon"))

from skillsleep import throwaway
from skillsleep.daemon.ingestor import ENCODER_IDLE_SECONDS

PROJECT = "/home/user/src/shop"
CLK_TCK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def user_line(session_id: str, text: str, n: int) -> str:
    return json.dumps({
        "parentUuid": None, "isSidechain": False, "type": "user",
        "message": {"role": "user", "content": text},
        "uuid": str(uuid.uuid5(uuid.NAMESPACE_URL, f"{session_id}/{n}")),
        "timestamp": f"2026-11-{1 + n % 28:02d}T10:{n // 60 % 60:02d}:{n % 60:02d}.000Z",
        "userType": "external", "entrypoint": "cli", "cwd": PROJECT, "sessionId": session_id,
        "version": "2.1.146", "gitBranch": "main",
    }) + "\n"


def assistant_line(session_id: str, text: str, n: int) -> str:
    return json.dumps({
        "parentUuid": None, "isSidechain": False, "type": "assistant",
        "message": {"role": "assistant", "model": "claude-sonnet-4-5",
                    "content": [{"type": "text", "text": text}]},
        "uuid": str(uuid.uuid5(uuid.NAMESPACE_URL, f"{session_id}/a{n}")),
        "timestamp": f"2026-11-{1 + n % 28:02d}T10:{n // 60 % 60:02d}:{n % 60:02d}.500Z",
        "cwd": PROJECT, "sessionId": session_id, "version": "2.1.146",
    }) + "\n"


def make_corpus(home: Path, sessions: int) -> list[Path]:
    folder = home / ".claude" / "projects" / PROJECT.replace("/", "-")
    folder.mkdir(parents=True)
    files = []
    for i in range(sessions):
        sid = str(uuid.uuid5(uuid.NAMESPACE_DNS, f"session-{i}"))
        lines = []
        for t in range(4):
            n = i * 10 + t
            lines.append(user_line(sid, f"Session {i} asks for change {t}: update the checkout "
                                        f"flow and keep the tests green", n))
            lines.append(assistant_line(sid, f"Done: changed step {t} of the checkout flow.", n))
        path = folder / f"{sid}.jsonl"
        path.write_text("".join(lines), encoding="utf-8")
        files.append(path)
    return files


def cli(env: dict[str, str], *args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "skillsleep.cli", *args], env=env,
                          capture_output=True, text=True, timeout=timeout, check=True)


# Connects to the daemon, says so, then (once told the SIGHUP is sent) polls `status` over that
# one connection until the last harvest is the rescan the signal asked for.
RESCAN_WATCHER = """
import sys, time
from skillsleep.daemon.ipc import try_connect
from skillsleep.paths import resolve_paths
client = try_connect(resolve_paths())
print("connected", flush=True)
sys.stdin.readline()
while (client.call("status").get("last_harvest") or {}).get("trigger") != "SIGHUP":
    time.sleep(0.02)
print("rescanned", flush=True)
"""


def status(env: dict[str, str]) -> dict[str, Any]:
    return json.loads(cli(env, "daemon", "status", "--json").stdout)


class StoreProbe:
    """Finds a text in the store's session files, re-reading a file only when it was replaced."""

    def __init__(self, store_dir: Path) -> None:
        self.store_dir = store_dir
        self.seen: dict[Path, tuple[int, int]] = {}

    def contains(self, needle: bytes) -> bool:
        for path in self.store_dir.glob("sessions-*.json"):
            try:
                st = path.stat()
            except FileNotFoundError:
                continue
            sig = (st.st_ino, st.st_mtime_ns)
            if self.seen.get(path) == sig:
                continue
            self.seen[path] = sig
            if needle in path.read_bytes():
                return True
        return False


def proc_times(pid: int) -> float:
    """User + system CPU seconds of the process (all its threads)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def context_switches(pid: int) -> int:
    """Voluntary context switches summed over threads: each is a thread waking up to sleep."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            for line in (task / "status").read_text().splitlines():
                if line.startswith("voluntary_ctxt_switches:"):
                    total += int(line.split()[1])
        except FileNotFoundError:
            continue
    return total


def bare_python_rss() -> float:
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3)"])
    time.sleep(1.0)
    value = rss_mb(proc.pid)
    proc.wait()
    return value


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


def measure_latency(log: Path, sid: str, probe: StoreProbe, count: int,
                    start_n: int) -> list[float]:
    latencies = []
    for i in range(count):
        text = f"Latency probe {i} {uuid.uuid4().hex}: rename the cart module"
        needle = text.encode()
        began = time.perf_counter()
        with open(log, "a", encoding="utf-8") as fh:
            fh.write(user_line(sid, text, start_n + i))
        deadline = began + 30
        while not probe.contains(needle):
            if time.perf_counter() > deadline:
                raise SystemExit(f"append {i} was not ingested within 30 s")
            time.sleep(0.002)
        latencies.append(time.perf_counter() - began)
        time.sleep(0.05)  # separate appends, as typed requests are
    return latencies


def measure_cli_baseline(env: dict[str, str], log: Path, sid: str, count: int,
                         start_n: int) -> list[float]:
    times = []
    for i in range(count):
        with open(log, "a", encoding="utf-8") as fh:
            fh.write(user_line(sid, f"Baseline probe {i}: rename the cart module", start_n + i))
        began = time.perf_counter()
        cli(env, "harvest", "--harness", "claude-code", "--json")
        times.append(time.perf_counter() - began)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--appends", type=int, default=100)
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--idle-seconds", type=float, default=90.0)
    parser.add_argument("--baseline-runs", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not Path("/proc/self/stat").exists():
        raise SystemExit("this benchmark reads /proc; run it on Linux")

    with tempfile.TemporaryDirectory(prefix="daemon-bench-") as tmp:
        root = Path(tmp)
        home = root / "home"
        env = throwaway.environment(home, root / "sleep")
        files = make_corpus(home, args.sessions)
        store_dir = root / "sleep" / "state" / "store"

        began = time.perf_counter()
        started = json.loads(cli(env, "daemon", "start", "--json").stdout)
        pid = started["pid"]
        try:
            while True:  # the start-up harvest of the whole corpus
                s = status(env)
                last = s.get("last_harvest") or {}
                if last.get("trigger") == "start-up" and not s["ingesting"]:
                    break
                time.sleep(0.2)
            first_harvest = time.perf_counter() - began

            log = files[0]
            sid = log.stem
            latencies = measure_latency(log, sid, StoreProbe(store_dir), args.appends, 10_000)

            # A full rescan with nothing new: what the periodic one costs. SIGHUP asks for one;
            # a watcher connected beforehand sees it end in the daemon's status.
            watcher = subprocess.Popen([sys.executable, "-c", RESCAN_WATCHER], env=env,
                                       stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
            assert watcher.stdout is not None and watcher.stdin is not None
            assert watcher.stdout.readline().strip() == "connected"
            cpu0 = proc_times(pid)
            t0 = time.perf_counter()
            os.kill(pid, signal.SIGHUP)
            watcher.stdin.write("go\n")
            watcher.stdin.flush()
            assert watcher.stdout.readline().strip() == "rescanned"
            rescan_wall = time.perf_counter() - t0
            watcher.wait(30)
            rescan_cpu = proc_times(pid) - cpu0

            time.sleep(3)  # let the last writes and debouncers settle
            cpu_start, cs_start, rss_samples = proc_times(pid), context_switches(pid), []
            t_start = time.monotonic()
            while time.monotonic() - t_start < args.idle_seconds:
                rss_samples.append(rss_mb(pid))
                time.sleep(min(5.0, args.idle_seconds / 4))
            idle_wall = time.monotonic() - t_start
            idle_cpu = proc_times(pid) - cpu_start
            wakeups = context_switches(pid) - cs_start
            rss_samples.append(rss_mb(pid))
            threads = len(list(Path(f"/proc/{pid}/task").iterdir()))
        finally:
            subprocess.run([sys.executable, "-m", "skillsleep.cli", "daemon", "stop"], env=env,
                           capture_output=True, timeout=60, check=False)

        baseline = measure_cli_baseline(env, log, sid, args.baseline_runs, 20_000)
        bare_rss = bare_python_rss()

    rescan_minutes = 5
    result = {
        "sessions": args.sessions,
        "appends": args.appends,
        "first_harvest_s": round(first_harvest, 2),
        "latency_median_s": round(statistics.median(latencies), 3),
        "latency_p95_s": round(percentile(latencies, 0.95), 3),
        "latency_max_s": round(max(latencies), 3),
        "cli_harvest_median_s": round(statistics.median(baseline), 3),
        "latency_vs_cli_harvest": round(statistics.median(latencies)
                                        / statistics.median(baseline), 2),
        "idle_seconds": round(idle_wall, 1),
        "idle_cpu_percent": round(100 * idle_cpu / idle_wall, 3),
        # /proc counts CPU time in clock ticks: below one tick the figure reads 0.
        "idle_cpu_resolution_percent": round(100 / CLK_TCK / idle_wall, 3),
        "idle_wakeups_per_s": round(wakeups / idle_wall, 2),
        # Settled: the encoder's weights are given back ENCODER_IDLE_SECONDS after the last
        # job, so the window's last sample is the idle daemon, its largest the busy one.
        "idle_rss_mb": round(rss_samples[-1], 1),
        "rss_peak_mb": round(max(rss_samples), 1),
        "encoder_keep_loaded_s": ENCODER_IDLE_SECONDS,
        "bare_python_rss_mb": round(bare_rss, 1),
        "rss_vs_bare_python": round(rss_samples[-1] / bare_rss, 2),
        "threads": threads,
        "rescan_wall_s": round(rescan_wall, 3),
        "rescan_cpu_s": round(rescan_cpu, 3),
        "rescan_cpu_percent_amortized": round(100 * rescan_cpu / (rescan_minutes * 60), 3),
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"corpus: {args.sessions} Claude Code sessions; start-up harvest "
          f"{result['first_harvest_s']} s")
    print(f"append -> in store ({args.appends} appends): median {result['latency_median_s']} s, "
          f"p95 {result['latency_p95_s']} s, max {result['latency_max_s']} s  (goal: median < 1 s)")
    print(f"  baseline `skillopt-sleep harvest` by hand: median {result['cli_harvest_median_s']} s"
          f"  (daemon/baseline = {result['latency_vs_cli_harvest']})")
    print(f"idle over {result['idle_seconds']} s: CPU {result['idle_cpu_percent']} % "
          f"(one tick = {result['idle_cpu_resolution_percent']} %; goal < 1 %), "
          f"{result['idle_wakeups_per_s']} thread wake-ups/s, "
          f"{result['threads']} threads")
    print(f"  resident memory {result['idle_rss_mb']} MB at the end (goal < 80 MB), at most "
          f"{result['rss_peak_mb']} MB while the encoder was kept loaded after mining "
          f"({result['encoder_keep_loaded_s']:.0f} s); bare Python "
          f"{result['bare_python_rss_mb']} MB (ratio {result['rss_vs_bare_python']})")
    print(f"full rescan with nothing new: {result['rescan_wall_s']} s wall, "
          f"{result['rescan_cpu_s']} s CPU = {result['rescan_cpu_percent_amortized']} % "
          f"spread over {rescan_minutes} min")
    return 0


if __name__ == "__main__":
    sys.exit(main())
