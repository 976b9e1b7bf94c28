"""Harvest throughput against a bare `json.loads` of every line, and incremental cost.

Generates a realistic corpus (Claude Code and Codex sessions, about --mb megabytes) in a
temporary HOME, then measures in the same run:
  * a bare pass: read every log line by line and json.loads each line (the baseline);
  * the first harvest of the whole corpus into a fresh store (MB/s, and the ratio to the
    baseline, which is the figure that matters: the goal is at least 0.5);
  * the re-harvest after appending one turn to one session, as a fraction of the first
    harvest (it must scale with the appended bytes, not with the corpus).

    python benchmarks/harvest_bench.py [--mb 500] [--seed 1] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import string
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

WORDS = ("the", "test", "fails", "because", "handler", "returns", "none", "when", "config",
         "is", "missing", "add", "a", "check", "and", "update", "docs", "refactor", "module",
         "database", "query", "slow", "index", "build", "lint", "error", "function", "type")


def _text(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(words))


def _blob(rng: random.Random, size: int) -> str:
    """Code-like tool output of about `size` characters."""
    line = "".join(rng.choice(string.ascii_letters + "    (){}=._") for _ in range(72))
    return ("\n".join(line[i % 9:] + str(i) for i in range(size // 70 + 1)))[:size]


def _iso(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def claude_session(rng: random.Random, start: datetime, cwd: str) -> tuple[str, list[str]]:
    sid = str(uuid.UUID(int=rng.getrandbits(128)))
    base = {"isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": sid,
            "version": "2.1.40", "gitBranch": "main"}
    lines: list[str] = []
    t = start
    parent = None

    def add(rec: dict[str, Any]) -> None:
        nonlocal parent
        u = str(uuid.UUID(int=rng.getrandbits(128)))
        lines.append(json.dumps({"parentUuid": parent, **base, **rec, "uuid": u,
                                 "timestamp": _iso(t)}, separators=(",", ":")))
        parent = u

    for _ in range(rng.randint(3, 12)):
        t += timedelta(seconds=rng.randint(20, 600))
        lines.append(json.dumps({"type": "file-history-snapshot", "messageId": "m",
                                 "snapshot": {"trackedFileBackups": {}, "timestamp": _iso(t)}},
                                separators=(",", ":")))
        add({"type": "user", "message": {"role": "user", "content": _text(rng, rng.randint(5, 60))},
             "permissionMode": "default"})
        for _ in range(rng.randint(2, 9)):
            t += timedelta(seconds=rng.randint(1, 30))
            mid = "msg_" + uuid.UUID(int=rng.getrandbits(128)).hex[:24]
            usage = {"input_tokens": 3, "output_tokens": 200, "cache_read_input_tokens": 40000}
            add({"type": "assistant", "message": {
                "id": mid, "type": "message", "role": "assistant", "model": "claude-opus-4-6",
                "content": [{"type": "thinking", "thinking": _text(rng, 80),
                             "signature": "x" * 300}],
                "stop_reason": None, "usage": usage}})
            tool_id = "toolu_" + uuid.UUID(int=rng.getrandbits(128)).hex[:24]
            add({"type": "assistant", "message": {
                "id": mid, "type": "message", "role": "assistant", "model": "claude-opus-4-6",
                "content": [{"type": "tool_use", "id": tool_id, "name": "Read",
                             "input": {"file_path": f"{cwd}/src/mod{rng.randint(1, 50)}.py"}}],
                "stop_reason": "tool_use", "usage": usage}})
            for _ in range(rng.randint(0, 3)):
                hook = {"type": "hook_progress", "hookEvent": "PostToolUse",
                        "hookName": "PostToolUse:Read", "command": "x"}
                lines.append(json.dumps({"parentUuid": parent, **base, "type": "progress",
                                         "data": hook, "toolUseID": tool_id,
                                         "timestamp": _iso(t)}, separators=(",", ":")))
            output = _blob(rng, rng.choice((400, 1500, 4000, 12000, 30000)))
            add({"type": "user", "message": {"role": "user", "content": [
                {"tool_use_id": tool_id, "type": "tool_result", "content": output}]},
                "toolUseResult": {"type": "text", "file": {"filePath": "x", "content": output}}})
        t += timedelta(seconds=5)
        add({"type": "assistant", "message": {
            "id": "msg_end", "type": "message", "role": "assistant", "model": "claude-opus-4-6",
            "content": [{"type": "text", "text": _text(rng, 120)}], "stop_reason": "end_turn"}})
        lines.append(json.dumps({**base, "type": "system", "subtype": "turn_duration",
                                 "durationMs": 12000, "timestamp": _iso(t)}, separators=(",", ":")))
    return sid, lines


def codex_session(rng: random.Random, start: datetime, cwd: str) -> tuple[str, list[str]]:
    sid = str(uuid.UUID(int=rng.getrandbits(128)))
    lines: list[str] = []
    t = start

    def add(kind: str, payload: dict[str, Any]) -> None:
        lines.append(json.dumps({"timestamp": _iso(t), "type": kind, "payload": payload},
                                separators=(",", ":")))

    add("session_meta", {"id": sid, "timestamp": _iso(t), "cwd": cwd, "originator": "codex_cli_rs",
                         "cli_version": "0.77.0", "source": "cli", "model_provider": "openai",
                         "base_instructions": {"text": _text(rng, 1500)}})
    add("response_item", {"type": "message", "role": "user", "content": [
        {"type": "input_text", "text": f"<environment_context>\n<cwd>{cwd}</cwd>\n"
                                       f"</environment_context>"}]})
    for _ in range(rng.randint(3, 10)):
        t += timedelta(seconds=rng.randint(20, 600))
        prompt = _text(rng, rng.randint(5, 60))
        add("turn_context", {"cwd": cwd, "approval_policy": "on-request", "model": "gpt-5-codex",
                             "sandbox_policy": {"type": "workspace-write"}})
        add("response_item", {"type": "message", "role": "user",
                              "content": [{"type": "input_text", "text": prompt}]})
        add("event_msg", {"type": "user_message", "message": prompt, "images": []})
        for _ in range(rng.randint(2, 9)):
            t += timedelta(seconds=rng.randint(1, 30))
            secret = "gAAAAB" + _blob(rng, 3000).replace("\n", "")
            add("response_item", {"type": "reasoning", "summary": [],
                                  "encrypted_content": secret})
            add("response_item", {"type": "function_call", "name": "shell", "call_id": "call_1",
                                  "arguments": json.dumps({"command": ["rg", "handler"]})})
            add("response_item", {"type": "function_call_output", "call_id": "call_1",
                                  "output": json.dumps({"output": _blob(rng, rng.choice(
                                      (400, 1500, 4000, 12000, 30000))),
                                      "metadata": {"exit_code": 0}})})
            add("event_msg", {"type": "token_count", "info": {"total_token_usage": {
                "input_tokens": 5000, "output_tokens": 300}}, "rate_limits": None})
        text = _text(rng, 120)
        add("response_item", {"type": "message", "role": "assistant",
                              "content": [{"type": "output_text", "text": text}]})
        add("event_msg", {"type": "agent_message", "message": text})
    return sid, lines


def generate(home: Path, mb: int, seed: int) -> tuple[int, Path]:
    """Write sessions until the corpus holds `mb` megabytes; returns (bytes, one Claude log)."""
    rng = random.Random(seed)
    target = mb << 20
    total = 0
    start = datetime(2026, 9, 1, tzinfo=UTC)
    projects = [f"/home/dev/project{n}" for n in range(12)]
    one_claude: Path | None = None
    n = 0
    while total < target:
        n += 1
        cwd = rng.choice(projects)
        when = start + timedelta(minutes=37 * n)
        if n % 2:
            sid, lines = claude_session(rng, when, cwd)
            path = home / ".claude" / "projects" / cwd.replace("/", "-") / f"{sid}.jsonl"
            one_claude = one_claude or path
        else:
            sid, lines = codex_session(rng, when, cwd)
            path = (home / ".codex" / "sessions" / when.strftime("%Y/%m/%d") /
                    f"rollout-{when.strftime('%Y-%m-%dT%H-%M-%S')}-{sid}.jsonl")
        path.parent.mkdir(parents=True, exist_ok=True)
        data = ("\n".join(lines) + "\n").encode()
        path.write_bytes(data)
        total += len(data)
    assert one_claude is not None
    return total, one_claude


def bare_json_pass(home: Path) -> tuple[int, float, float]:
    """Read every log line by line and json.loads each line: the baseline.

    Returns (bytes, wall seconds, CPU seconds of this process)."""
    files = list(home.rglob("*.jsonl"))
    size = 0
    t0, c0 = time.perf_counter(), time.process_time()
    for p in files:
        with open(p, "rb") as fh:
            for line in fh:
                size += len(line)
                if line.strip():
                    json.loads(line)
    return size, time.perf_counter() - t0, time.process_time() - c0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mb", type=int, default=500, help="corpus size in megabytes (500)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print JSON")
    args = ap.parse_args()
    work = Path(tempfile.mkdtemp(prefix="skillsleep-harvest-bench-"))
    try:
        home = work / "home"
        os.environ["HOME"] = str(home)
        os.environ["SKILLOPT_SLEEP_HOME"] = str(work / "sleep")
        for var in ("CLAUDE_CONFIG_DIR", "CODEX_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
                    "COPILOT_HOME"):
            os.environ.pop(var, None)
        t0 = time.perf_counter()
        corpus, one_log = generate(home, args.mb, args.seed)
        gen_s = time.perf_counter() - t0
        # Warm the page cache so both passes read from memory alike.
        bare_json_pass(home)
        size, bare_s, bare_cpu = bare_json_pass(home)
        mb = size / 1e6

        from skillsleep.context import Context
        from skillsleep.harvest import run_harvest

        t0, c0 = time.perf_counter(), time.process_time()
        first = run_harvest(Context.create())
        first_s, first_cpu = time.perf_counter() - t0, time.process_time() - c0
        requests = sum(r.requests for r in first.harnesses.values())

        rec = json.loads(next(x for x in one_log.read_text().splitlines()
                              if '"type":"user"' in x))
        rec.update({"message": {"role": "user", "content": "one more appended request"},
                    "timestamp": "2027-01-01T00:00:00.000Z", "uuid": str(uuid.uuid4())})
        appended = (json.dumps(rec) + "\n").encode()
        with open(one_log, "ab") as fh:
            fh.write(appended)
        t0, c0 = time.perf_counter(), time.process_time()
        again = run_harvest(Context.create())
        incr_s, incr_cpu = time.perf_counter() - t0, time.process_time() - c0
        new = sum(r.new_requests for r in again.harnesses.values())
        # The daemon's path: a watch event or hook notice names the one log that changed.
        with open(one_log, "ab") as fh:
            fh.write(appended.replace(b"one more appended", b"and one more"))
        t0 = time.perf_counter()
        run_harvest(Context.create(), only_paths=[one_log])
        event_s = time.perf_counter() - t0
        store_bytes = sum(p.stat().st_size for p in (work / "sleep").rglob("*.json"))
        result = {
            "mb": round(mb, 1),
            "files": sum(r.files for r in first.harnesses.values()),
            "requests": requests,
            "json_loads_mb_per_s": round(mb / bare_s, 1),
            "mb_per_s": round(mb / first_s, 1),
            "ratio": round(bare_s / first_s, 3),
            "first_harvest_s": round(first_s, 2),
            "incremental_s": round(incr_s, 3),
            "incremental_fraction": round(incr_s / first_s, 4),
            # The same figures in CPU time, steadier on a busy machine.
            "cpu_ratio": round(bare_cpu / first_cpu, 3),
            "incremental_cpu_fraction": round(incr_cpu / first_cpu, 4),
            "event_harvest_s": round(event_s, 3),
            "event_fraction": round(event_s / first_s, 4),
            "appended_bytes": len(appended),
            "incremental_new_requests": new,
            "store_mb": round(store_bytes / 1e6, 1),
            "generate_s": round(gen_s, 1),
            "corpus_bytes": corpus,
        }
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"corpus           {result['mb']} MB in {result['files']} logs "
              f"({result['requests']} requests)")
        print(f"bare json.loads  {result['json_loads_mb_per_s']} MB/s")
        print(f"first harvest    {result['mb_per_s']} MB/s ({result['first_harvest_s']} s), "
              f"ratio {result['ratio']} (goal >= 0.5)")
        print(f"append one turn  re-harvest {result['incremental_s']} s = "
              f"{result['incremental_fraction']:.2%} of the first harvest "
              f"({result['incremental_new_requests']} new request)")
        print(f"one named log    re-harvest {result['event_harvest_s']} s = "
              f"{result['event_fraction']:.2%} (the daemon's path after a hook or watch event)")
        print(f"CPU time         ratio {result['cpu_ratio']}, incremental "
              f"{result['incremental_cpu_fraction']:.2%}")
        print(f"store            {result['store_mb']} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
