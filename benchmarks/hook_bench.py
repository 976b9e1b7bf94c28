"""Hook speed: each installed hook run as its harness runs it, against `true` run the same way.

In a throw-away HOME and SKILLOPT_SLEEP_HOME, every harness is hooked with the real installer,
then each hook command is read back from the harness config and started --runs times:
  * through `/bin/sh -c COMMAND` with a real-shaped JSON payload on stdin (Claude Code, Cursor,
    Devin, Codex hooks.json), or `bash -c` for the `bash` field of the Copilot hook file, which
    the Copilot CLI (sessionEnd) and VS Code (Stop) both read;
  * as a bare argv with the payload appended as the last argument (Codex `notify`).
The baseline is `true` started the same way with the same input (`sh -c true` / `bash -c true`
/ `true PAYLOAD`), interleaved run by run with the hook so machine load hits both alike.
Each time is the wall time of the whole start-to-exit, as the harness waits for it; the CPU
time of the hook's process tree is shown beside it, since on a loaded machine the wall time is
mostly waiting for a core (each program the hook starts waits again).

With --loaded N (default: one per CPU), every hook is measured a second time while N processes
spin on the CPUs, and both figures are shown side by side: the goal is met on an idle machine,
the loaded figure shows what a busy one costs (the one-minute load average is shown for each).

    python benchmarks/hook_bench.py [--runs 500] [--loaded N] [--json]

Goal: p99 under 20 ms on an idle machine.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path
from typing import Any

from skillsleep.hooks import Machine, install
from skillsleep.paths import resolve_paths

GOAL_P99_MS = 20.0

CLAUDE_END = {"session_id": "399366ae-4ecb-4e13-9972-e423b4a03df6",
              "transcript_path": "/home/me/.claude/projects/-home-me-app/"
                                 "399366ae-4ecb-4e13-9972-e423b4a03df6.jsonl",
              "cwd": "/home/me/app", "permission_mode": "default",
              "hook_event_name": "SessionEnd", "reason": "prompt_input_exit"}
PAYLOADS: dict[str, dict[str, Any]] = {
    "claude-code": CLAUDE_END,
    "vscode": {"timestamp": "2026-11-30T07:20:00.000Z", "cwd": "/home/me/app",
               "sessionId": "6d3d4c1e", "hookEventName": "Stop", "stop_hook_active": False,
               "transcript_path": "/home/me/.config/Code/User/workspaceStorage/ab/"
                                  "chatSessions/6d3d4c1e.jsonl"},
    "copilot-cli": {"sessionId": "66957610-db49-4dea-972d-c079e1898044",
                    "timestamp": 1778979975127, "cwd": "/home/me", "reason": "complete"},
    "cursor": {"conversation_id": "c-9", "generation_id": "g-1", "model": "claude-4-sonnet",
               "hook_event_name": "sessionEnd", "cursor_version": "3.2.16",
               "workspace_roots": ["/home/me/app"], "transcript_path": None,
               "session_id": "c-9", "reason": "user_close", "duration_ms": 61234},
    "devin": {"hook_event_name": "SessionEnd", "reason": "session_complete",
              "session_id": "snowy-efraasia", "prompt_id": "p-1"},
    "codex-hooks": {"cwd": "/home/me/app", "hook_event_name": "SessionEnd",
                    "model": "gpt-5-codex",
                    "last_assistant_message": "All tests pass.", "permission_mode": "default",
                    "session_id": "019a6b2c-3d4e-7f00-8a1b-2c3d4e5f6a7b",
                    "stop_hook_active": False, "transcript_path": None, "turn_id": "12"},
    "codex-notify": {"type": "agent-turn-complete",
                     "thread-id": "019a6b2c-3d4e-7f00-8a1b-2c3d4e5f6a7b", "turn-id": "12",
                     "cwd": "/home/me/app", "client": "codex-tui",
                     "input-messages": ["run the tests and fix what fails"],
                     "last-assistant-message": "All 42 tests pass now."},
}


def hooked_home(root: Path) -> tuple[dict[str, list[str]], Path]:
    """Hook every harness in a fresh home; return each caller's argv and the spool folder."""
    home = root / "home"
    for folder in (".claude", ".codex", ".copilot", ".cursor", ".config/devin",
                   ".config/Code/User"):
        (home / folder).mkdir(parents=True)
    (home / ".codex" / "config.toml").write_text("[features]\nhooks = true\n")
    paths = resolve_paths({"SKILLOPT_SLEEP_HOME": str(root / "sleep")})
    machine = Machine(home, {"HOME": str(home)})
    plans = install(paths, ["claude-code", "codex", "copilot", "cursor", "devin"],
                    machine=machine)
    errors = [p.error for p in plans if p.error]
    if errors:
        raise SystemExit("install failed: " + "; ".join(errors))

    def handler(config: Path, event: str, harness: str) -> str:
        groups = json.loads(config.read_text())["hooks"][event]
        return next(h["command"] for g in groups for h in g["hooks"]
                    if f"/{harness}/skillopt-sleep-hook" in h["command"])

    copilot = json.loads((home / ".copilot/hooks/skillopt-sleep.json").read_text())
    cursor = json.loads((home / ".cursor/hooks.json").read_text())
    argvs = {
        "claude-code": ["/bin/sh", "-c", handler(home / ".claude/settings.json", "SessionEnd",
                                                 "claude-code")],
        # VS Code reads the Copilot hook file too, and runs its `bash` field on its Stop.
        "vscode": ["bash", "-c", copilot["hooks"]["Stop"][0]["bash"]],
        "copilot-cli": ["bash", "-c", copilot["hooks"]["sessionEnd"][0]["bash"]],
        "cursor": ["/bin/sh", "-c", cursor["hooks"]["sessionEnd"][0]["command"]],
        "devin": ["/bin/sh", "-c", handler(home / ".config/devin/config.json", "SessionEnd",
                                           "devin")],
        "codex-hooks": ["/bin/sh", "-c", handler(home / ".codex/hooks.json", "SessionEnd",
                                                 "codex")],
        "codex-notify": tomllib.loads((home / ".codex/config.toml").read_text())["notify"],
    }
    return argvs, paths.spool_dir


def baseline_for(caller: str, argv: list[str]) -> list[str]:
    if caller == "codex-notify":
        return [shutil.which("true") or "/bin/true"]
    return [argv[0], "-c", "true"]


def timed(argv: list[str], payload: bytes, argv_payload: bool) -> tuple[float, float]:
    """(wall ms, CPU ms): the wall time the harness waits, and the CPU time the hook's whole
    process tree used (children's rusage), which machine load does not inflate."""
    cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    if argv_payload:
        subprocess.run([*argv, payload.decode()], stdin=subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    else:
        subprocess.run(argv, input=payload, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=False)
    wall = (time.perf_counter() - start) * 1000
    cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (cpu_after.ru_utime - cpu_before.ru_utime + cpu_after.ru_stime
           - cpu_before.ru_stime) * 1000
    return wall, cpu


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))
    return ordered[index]


def measure(argvs: dict[str, list[str]], spool: Path, runs: int) -> dict[str, dict[str, Any]]:
    results = {}
    for caller, argv in argvs.items():
        payload = json.dumps(PAYLOADS[caller]).encode()
        argv_payload = caller == "codex-notify"
        base = baseline_for(caller, argv)
        hook_ms, base_ms, hook_cpu, base_cpu = [], [], [], []
        before = len(list(spool.glob("*.notice"))) if spool.is_dir() else 0
        for _ in range(runs):
            wall, cpu = timed(base, payload, argv_payload)
            base_ms.append(wall)
            base_cpu.append(cpu)
            wall, cpu = timed(argv, payload, argv_payload)
            hook_ms.append(wall)
            hook_cpu.append(cpu)
        written = len(list(spool.glob("*.notice"))) - before
        results[caller] = {
            "runs": runs,
            "notices_written": written,
            "hook_median_ms": round(statistics.median(hook_ms), 2),
            "hook_p99_ms": round(percentile(hook_ms, 0.99), 2),
            "true_median_ms": round(statistics.median(base_ms), 2),
            "true_p99_ms": round(percentile(base_ms, 0.99), 2),
            "median_ratio": round(statistics.median(hook_ms) / statistics.median(base_ms), 2),
            "hook_cpu_mean_ms": round(statistics.fmean(hook_cpu), 2),
            "true_cpu_mean_ms": round(statistics.fmean(base_cpu), 2),
            "meets_goal": percentile(hook_ms, 0.99) < GOAL_P99_MS,
        }
    return results


def _load() -> float:
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")


def loaded(argvs: dict[str, list[str]], spool: Path, runs: int,
           spinners: int) -> tuple[dict[str, dict[str, Any]], float]:
    """The same measurement while `spinners` processes keep the CPUs busy."""
    spin = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
            for _ in range(spinners)]
    try:
        time.sleep(1.0)  # let the scheduler spread them
        results = measure(argvs, spool, runs)
        return results, _load()
    finally:
        for proc in spin:
            proc.kill()
            proc.wait()


def print_table(title: str, results: dict[str, dict[str, Any]], load: float) -> None:
    print(f"{title}; 1-minute load average {load:.2f}")
    header = (f"{'caller':<13} {'hook median':>11} {'hook p99':>9} {'true median':>11} "
              f"{'true p99':>9} {'ratio':>6} {'hook cpu':>9} {'true cpu':>9} {'notices':>8}"
              "  goal")
    print(header)
    for caller, r in results.items():
        print(f"{caller:<13} {r['hook_median_ms']:>9.2f}ms {r['hook_p99_ms']:>7.2f}ms "
              f"{r['true_median_ms']:>9.2f}ms {r['true_p99_ms']:>7.2f}ms "
              f"{r['median_ratio']:>5.1f}x {r['hook_cpu_mean_ms']:>7.2f}ms "
              f"{r['true_cpu_mean_ms']:>7.2f}ms {r['notices_written']:>8}  "
              f"{'met' if r['meets_goal'] else 'MISSED'}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=500, help="invocations per hook")
    parser.add_argument("--loaded", type=int, default=os.cpu_count() or 1,
                        help="busy processes for the loaded figures (0: none)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="hook-bench-"))
    try:
        argvs, spool = hooked_home(root)
        results = measure(argvs, spool, args.runs)
        load = _load()
        busy, busy_load = (loaded(argvs, spool, args.runs, args.loaded) if args.loaded
                           else ({}, float("nan")))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    if args.json:
        json.dump({"load_average_1m": load, "goal_p99_ms": GOAL_P99_MS, "hooks": results,
                   "loaded": {"spinners": args.loaded, "load_average_1m": busy_load,
                              "hooks": busy}},
                  sys.stdout, indent=2)
        print()
        return 0
    print(f"{args.runs} runs per hook; goal p99 < {GOAL_P99_MS:.0f} ms on an idle machine")
    print_table("as the machine is", results, load)
    if busy:
        print()
        print_table(f"loaded: {args.loaded} processes spinning", busy, busy_load)
    return 0


if __name__ == "__main__":
    sys.exit(main())
