"""Mining speed where a person waits: tasks and families after each harvest.

On a real history (--home, a HOME holding ~/.claude/projects; by default the labelled one in
shared/realdata, laid out --copies times under other session ids, see harvest_bench.py), the
logs are harvested once into a fresh store, then, in this process (as the daemon runs it):
  * first mining: `update_tasks` on every session the harvest changed (goal: at most 20 ms a
    request on two cores);
  * nothing new: `update_tasks` with no changed session (goal: at most 0.5 s) and the same
    sessions mined again with nothing new in them; a harvest that finds nothing new reports no
    changed session and mines nothing at all;
  * ten new requests: one request appended to each of ten sessions, harvested, and mined
    (goal: at most 1 s), and the same in one session;
and in fresh processes, the `skillopt-sleep harvest` command (harvest and mining) with
nothing new and after ten new requests. Offline, the default configuration, no model call.

    python benchmarks/mining_bench.py [--home DIR] [--copies 6] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

from harvest_bench import lay_out_copies, process_env  # noqa: E402

DEFAULT_HOME = REPO.parent / "shared" / "realdata" / "entireio-dev" / "claude-home"
GOALS = {"first_ms_per_request": 20.0, "nothing_new_s": 0.5, "ten_new_s": 1.0}


def _timed(fn: Any) -> tuple[float, Any]:
    t0 = time.perf_counter()
    out = fn()
    return time.perf_counter() - t0, out


def _typed_request(log: Path) -> dict[str, Any] | None:
    for line in log.read_text(encoding="utf-8").splitlines():
        if '"type":"user"' not in line or "toolUseResult" in line:
            continue
        try:
            rec = json.loads(line)
        except ValueError:
            continue
        if isinstance(rec.get("message", {}).get("content"), str) and not rec.get("isMeta"):
            return rec
    return None


def append_requests(logs: list[Path], per_log: int, tag: str) -> int:
    """Append `per_log` typed requests to each log, as Claude Code writes them."""
    added = 0
    for n, log in enumerate(logs):
        rec = _typed_request(log)
        if rec is None:
            continue
        with open(log, "ab") as fh:
            for k in range(per_log):
                new = {**rec, "uuid": str(uuid.uuid4()), "message": {
                    "role": "user", "content": f"please also document the flag {tag} {n}.{k}"}}
                fh.write((json.dumps(new, separators=(",", ":")) + "\n").encode())
                added += 1
    return added


def _logs_with_requests(home: Path, count: int) -> list[Path]:
    logs = sorted((home / ".claude" / "projects").rglob("*.jsonl"),
                  key=lambda p: p.stat().st_size)
    return [p for p in logs if "subagents" not in p.parts and _typed_request(p)][:count]


def command(home: Path, state: Path) -> tuple[float, dict[str, Any]]:
    env = process_env(home, state)
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "skillsleep.cli", "harvest", "--json"],
                         capture_output=True, text=True, env=env, check=False)
    if out.returncode != 0:
        raise SystemExit(f"skillopt-sleep harvest failed:\n{out.stderr}")
    return time.perf_counter() - t0, json.loads(out.stdout)


def measure(args: argparse.Namespace, work: Path) -> dict[str, Any]:
    home, state = work / "home", work / "state"
    corpus = lay_out_copies(Path(args.home).resolve(), home, args.copies)
    from skillsleep import throwaway

    throwaway.enter(home, state)  # before the product reads its settings
    from skillsleep.after_harvest import after_harvest
    from skillsleep.context import Context
    from skillsleep.harvest import run_harvest
    from skillsleep.tasks.pipeline import update_tasks

    harvest_s, report = _timed(lambda: run_harvest(Context.create()))
    changed = sorted(report.changed)
    requests = sum(r.requests for r in report.harnesses.values())
    first_s, first = _timed(lambda: update_tasks(Context.create(), sessions=changed))
    empty_s, _ = _timed(lambda: update_tasks(Context.create(), sessions=[]))
    skipped_s, skipped = _timed(lambda: after_harvest(Context.create(), []))
    again_s, _ = _timed(lambda: update_tasks(Context.create(), sessions=changed))

    ten = _logs_with_requests(home, 10)
    append_requests(ten, 1, "ten")
    ten_report = run_harvest(Context.create())
    ten_s, ten_mined = _timed(lambda: update_tasks(Context.create(),
                                                   sessions=sorted(ten_report.changed)))
    append_requests(ten[:1], 10, "one")
    one_report = run_harvest(Context.create())
    one_s, _ = _timed(lambda: update_tasks(Context.create(),
                                           sessions=sorted(one_report.changed)))

    cmd_state = work / "command"
    cmd_first_s, _ = command(home, cmd_state)
    cmd_nothing_s, cmd_nothing = command(home, cmd_state)
    append_requests(ten, 1, "cmd")
    cmd_ten_s, cmd_ten = command(home, cmd_state)
    return {
        "corpus": f"{args.home} x{args.copies}", "mb": round(corpus / 1e6, 1),
        "requests": requests, "sessions": len(changed), "tasks": first.tasks,
        "families": first.families, "recurring": first.recurring,
        "load_average_1m": round(os.getloadavg()[0], 2),
        "harvest_s": round(harvest_s, 2),
        "first_s": round(first_s, 2),
        "first_ms_per_request": round(1000 * first_s / max(1, requests), 2),
        "nothing_new_s": round(empty_s, 3),
        "nothing_new_after_harvest_s": round(skipped_s, 4), "mined_after_empty_harvest":
            skipped is not None,
        "same_sessions_again_s": round(again_s, 3),
        "ten_new_s": round(ten_s, 3), "ten_new_sessions": len(ten_report.changed),
        "ten_new_tasks": ten_mined.new_tasks,
        "ten_in_one_session_s": round(one_s, 3),
        "command": {"first_s": round(cmd_first_s, 2),
                    "nothing_new_s": round(cmd_nothing_s, 3),
                    "nothing_new_mined": "tasks" in cmd_nothing,
                    "ten_new_s": round(cmd_ten_s, 3),
                    "ten_new_requests": sum(h["new_requests"]
                                            for h in cmd_ten["harnesses"].values())},
    }


def report(r: dict[str, Any]) -> None:
    def verdict(key: str, value: float) -> str:
        return f"goal <= {GOALS[key]:g}: {'met' if value <= GOALS[key] else 'MISSED'}"

    print(f"corpus            {r['corpus']}: {r['mb']} MB, {r['sessions']} sessions, "
          f"{r['requests']} requests -> {r['tasks']} tasks, {r['families']} families "
          f"({r['recurring']} recurring); load average {r['load_average_1m']}")
    print(f"first mining      {r['first_s']} s = {r['first_ms_per_request']} ms a request "
          f"({verdict('first_ms_per_request', r['first_ms_per_request'])})")
    print(f"nothing new       update_tasks {r['nothing_new_s']} s "
          f"({verdict('nothing_new_s', r['nothing_new_s'])}); after a harvest that changed "
          f"nothing: {'mined' if r['mined_after_empty_harvest'] else 'skipped'} "
          f"({r['nothing_new_after_harvest_s'] * 1000:.1f} ms); every session again "
          f"{r['same_sessions_again_s']} s")
    print(f"10 new requests   in {r['ten_new_sessions']} sessions {r['ten_new_s']} s "
          f"({verdict('ten_new_s', r['ten_new_s'])}); in one session "
          f"{r['ten_in_one_session_s']} s")
    c = r["command"]
    print(f"harvest command   first {c['first_s']} s (harvest and mining), nothing new "
          f"{c['nothing_new_s']} s ({'mined' if c['nothing_new_mined'] else 'no mining'}), "
          f"10 new requests {c['ten_new_s']} s")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--home", default=str(DEFAULT_HOME), help="a HOME holding .claude/projects")
    ap.add_argument("--copies", type=int, default=6, help="lay the history out N times (6)")
    ap.add_argument("--json", action="store_true", help="print JSON")
    args = ap.parse_args()
    work = Path(tempfile.mkdtemp(prefix="skillsleep-mining-bench-"))
    try:
        result = measure(args, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        report(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
