"""Harvest speed where a person waits: the first `harvest` command and its two parts against
the anchor, and re-harvests.

Figures, each measured side by side in the same run, every timed first harvest in a fresh
process (imports included, as a person starting the command pays them), best of --repeat, each
with the machine's load average when it was taken:
  * the first `harvest` command (harvest and mining, into a fresh store, in one process as the
    command runs them) as a ratio to the anchor (PyPI `skillopt` 0.2.0, whose harvester keeps
    only the prompts, mines nothing and stores nothing) reading the same files: goal at least 1;
  * its harvest part alone against the anchor: goal at least 2; and its mining part, with the
    CPUs idle as it started (on a busy machine one: the mining then forks no worker);
  * the harvest part against a bare pass that `json.loads` every line (the earlier baseline);
  * re-harvest after one appended turn, harvest and mining as the daemon runs them after a
    hook or a watch event: its cost beyond a re-harvest with nothing new, as a share of the
    first command (goal: at most 1 %), and of the harvest part alone; what follows the harvest
    part, and of it the mining of the session that grew; and what it writes to
    the store (files and bytes, each written file fsync'd: a figure the machine's load does not
    move, where the times above move with the disk's other writers);
  * the `skillopt-sleep harvest` command as a person runs it (a new process, imports included):
    first, with nothing new, and after one appended turn.

The corpus is either generated (Claude Code and Codex sessions, --mb megabytes), or a real
history (--home DIR, a HOME holding ~/.claude/projects), optionally laid out --copies times
under other session ids; each copy changes a common word in its texts, so that no cache sees
a copy's text again (the copies' duplicates are those of the real history, no more). With
--docs DIR (the real history's `project-docs/`), every session's folder (its `cwd`, moved
under the benchmark's home) holds a copy of those instruction documents, as a person's
checkouts and worktrees do, so mining maps families to documents as it does at home.

The anchor is taken from --anchor DIR, a folder it was installed into with
`pip install --no-deps --target DIR skillopt==0.2.0` (not into this virtualenv: its
`skillopt-sleep` console script would replace ours), or from the environment when importable.

With --workers N, every measured store's config sets `harvest.workers = N` (by default, one
worker per CPU that no other process is at work on now). With --busy N, N other processes
spin on a CPU each for the whole run: what a person gets while a build or a test suite runs.

    python benchmarks/harvest_bench.py [--mb 500 | --home DIR [--copies N] [--docs DIR]]
        [--anchor DIR] [--repeat 3] [--workers N] [--busy N] [--json]
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import platform
import random
import re
import resource
import shutil
import statistics
import string
import subprocess
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
GOAL_COMMAND = 1.0  # the whole first command against the anchor
GOAL_RATIO = 2.0    # its harvest part against the anchor
GOAL_MARGINAL = 0.01


# -- the generated corpus ---------------------------------------------------------------------

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


def generate(home: Path, mb: int, seed: int) -> int:
    """Write sessions until the corpus holds `mb` megabytes; returns its bytes."""
    rng = random.Random(seed)
    target = mb << 20
    total = 0
    start = datetime(2026, 9, 1, tzinfo=UTC)
    projects = [f"/home/dev/project{n}" for n in range(12)]
    n = 0
    while total < target:
        n += 1
        cwd = rng.choice(projects)
        when = start + timedelta(minutes=37 * n)
        if n % 2:
            sid, lines = claude_session(rng, when, cwd)
            path = home / ".claude" / "projects" / cwd.replace("/", "-") / f"{sid}.jsonl"
        else:
            sid, lines = codex_session(rng, when, cwd)
            path = (home / ".codex" / "sessions" / when.strftime("%Y/%m/%d") /
                    f"rollout-{when.strftime('%Y-%m-%dT%H-%M-%S')}-{sid}.jsonl")
        path.parent.mkdir(parents=True, exist_ok=True)
        data = ("\n".join(lines) + "\n").encode()
        path.write_bytes(data)
        total += len(data)
    return total


# -- a real history, laid out N times ---------------------------------------------------------

_SESSION_ID = re.compile(rb'("sessionId":")([0-9a-fA-F\-]{8,64})(")')


_CWD = re.compile(rb'"cwd":"(/[^"\\]*)"')


def lay_out_copies(src_home: Path, home: Path, copies: int, docs: Path | None = None) -> int:
    """The Claude Code projects of `src_home`, `copies` times: copy 0 unchanged, copy k under
    other session ids (and file names) and with " the " written " the~k " in every text.

    With `docs` (a folder of instruction documents, as `project-docs/` of the real history),
    every session's folder (its `cwd`) is moved under `home` and holds a copy of them, as a
    person's checkouts and worktrees hold their repository's documents."""
    src = src_home / ".claude" / "projects"
    dst = home / ".claude" / "projects"
    total = 0
    cwds: set[str] = set()
    for k in range(copies):
        def new_id(m: re.Match[bytes], k: int = k) -> bytes:
            if k == 0:
                return m.group(0)
            digest = hashlib.sha1(m.group(2) + b"/%d" % k).digest()[:16]
            return m.group(1) + str(uuid.UUID(bytes=digest)).encode() + m.group(3)

        for path in sorted(src.rglob("*.jsonl")):
            rel = path.relative_to(src)
            out = dst / (f"copy{k}{rel.parts[0]}" if k else rel.parts[0]) / Path(*rel.parts[1:])
            if k:
                out = out.with_name(f"copy{k}-{out.name}")
            out.parent.mkdir(parents=True, exist_ok=True)
            data = path.read_bytes()
            if k:
                data = _SESSION_ID.sub(new_id, data).replace(b" the ", b" the~%d " % k)
            if docs is not None:
                data = _CWD.sub(lambda m: b'"cwd":"' + str(home).encode() + m.group(1) + b'"',
                                data)
                cwds.update(m.group(1).decode() for m in _CWD.finditer(data))
            out.write_bytes(data)
            total += len(data)
    for cwd in sorted(cwds):
        shutil.copytree(docs, cwd, dirs_exist_ok=True)
    return total


# -- what each fresh process measures ---------------------------------------------------------

def _cpu() -> float:
    """CPU seconds of this process and of the worker processes it waited for."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def _timed(fn: Any) -> dict[str, float]:
    t0, c0 = time.perf_counter(), _cpu()
    out = fn()
    extra = out if isinstance(out, dict) else {}
    return {"wall": time.perf_counter() - t0, "cpu": _cpu() - c0, **extra}


def child(spec: dict[str, Any]) -> dict[str, Any]:
    """One measurement in this (fresh) process; the imports are part of what is timed."""
    home = Path(spec["home"])
    what = spec["what"]
    if what == "anchor":
        if spec.get("anchor"):
            sys.path.insert(0, spec["anchor"])

        def anchor() -> dict[str, Any]:
            from skillopt_sleep.harvest import harvest

            digests = harvest(str(home / ".claude" / "projects"), scope="all")
            return {"sessions": len(digests),
                    "prompts": sum(len(d.user_prompts) for d in digests)}
        return _timed(anchor)
    if what == "bare":
        def bare() -> dict[str, Any]:
            size = 0
            for p in sorted(home.rglob("*.jsonl")):
                with open(p, "rb") as fh:
                    for line in fh:
                        size += len(line)
                        if line.strip():
                            with contextlib.suppress(ValueError):  # a joined line
                                json.loads(line)
            return {"bytes": size}
        return _timed(bare)
    if what == "first":
        def first() -> dict[str, Any]:
            from skillsleep.context import Context
            from skillsleep.harvest import run_harvest

            report = run_harvest(Context.create(), harnesses=spec.get("harnesses"))
            return {"requests": sum(r.requests for r in report.harnesses.values()),
                    "bytes_read": report.bytes_read}
        return _timed(first)
    if what == "command":
        return _command_parts()
    if what == "again":
        return _again(home, Path(spec["log"]), int(spec["rounds"]))
    raise SystemExit(f"unknown measurement {what!r}")


def _command_parts() -> dict[str, Any]:
    """What `skillopt-sleep harvest` does, its two parts timed apart (imports included)."""
    def harvest() -> dict[str, Any]:
        from skillsleep.context import Context
        from skillsleep.harvest import run_harvest

        ctx = Context.create()
        return {"report": run_harvest(ctx), "ctx": ctx}

    harvested = _timed(harvest)
    report, ctx = harvested.pop("report"), harvested.pop("ctx")
    # Untimed: the CPUs the mining may spread over as it starts (on a busy machine, one: the
    # first mining then runs in one process, and is measured so).
    from skillsleep.cpus import idle_cpus

    idle = idle_cpus()

    def mine() -> dict[str, Any]:
        from skillsleep.after_harvest import after_harvest

        mined = after_harvest(ctx, report.changed)
        return {"recurring": mined.recurring if mined else 0,
                "tasks": mined.tasks if mined else 0}

    mined = _timed(mine)
    return {"wall": harvested["wall"] + mined["wall"], "cpu": harvested["cpu"] + mined["cpu"],
            "harvest_wall": harvested["wall"], "harvest_cpu": harvested["cpu"],
            "mining_wall": mined["wall"], "mining_cpu": mined["cpu"],
            "tasks": mined["tasks"], "recurring": mined["recurring"], "idle_cpus": idle,
            "requests": sum(r.requests for r in report.harnesses.values())}


def _again(home: Path, log: Path, rounds: int) -> dict[str, Any]:
    """A re-harvest with nothing new and one after a turn was appended, each harvest followed
    by mining what it changed, interleaved `rounds` times in this process (as the daemon runs
    them, in a store the first command filled, through the one context it keeps, whose store
    re-reads a file only when another process replaced it), and the daemon's path for one
    log."""
    from skillsleep.after_harvest import after_harvest
    from skillsleep.context import Context
    from skillsleep.harvest import run_harvest

    ctx = Context.create()

    def harvest_and_mine(**kw: Any) -> dict[str, float]:
        t0, c0 = time.perf_counter(), _cpu()
        report = run_harvest(ctx, **kw)
        t1, c1 = time.perf_counter(), _cpu()
        tasks = after_harvest(ctx, report.changed)
        return {"wall": time.perf_counter() - t0, "cpu": _cpu() - c0, "harvest_wall": t1 - t0,
                "harvest_cpu": c1 - c0,
                # (0 with a version of the product that does not report it)
                "mining_wall": getattr(tasks, "mining_seconds", 0.0) if tasks is not None else 0.0}

    harvest_and_mine()  # warm: imports and the libraries' first load
    rec = _user_record(log)
    nothing, appended, named = [], [], []
    store = ctx.paths.store_dir
    for n in range(rounds):
        nothing.append(harvest_and_mine())
        _append(log, rec, f"one more appended request {n}")
        before = _store_files(store)
        appended.append(harvest_and_mine())
        appended[-1].update(_written(before, _store_files(store)))
        _append(log, rec, f"and one more for the daemon {n}")
        named.append(harvest_and_mine(only_paths=[log]))
    report = run_harvest(Context.create())

    def median(runs: list[dict[str, float]], key: str) -> float:
        return statistics.median(r[key] for r in runs)

    return {f"{name}_{key}": median(runs, key) for name, runs in
            (("nothing_new", nothing), ("appended", appended), ("named_log", named))
            for key in ("wall", "cpu", "harvest_wall", "harvest_cpu", "mining_wall")} | {
        "left_over": sum(r.new_requests for r in report.harnesses.values()),
        "appended_files_written": median(appended, "files_written"),
        "appended_bytes_written": median(appended, "bytes_written")}


def _store_files(store: Path) -> dict[str, tuple[int, int, int]]:
    """Each file of the store (its `.prev` copies, hard links, left out) by its version."""
    out = {}
    for p in store.iterdir():
        if p.suffix == ".json":
            st = p.stat()
            out[p.name] = (st.st_ino, st.st_size, st.st_mtime_ns)
    return out


def _written(before: dict[str, tuple[int, int, int]],
             after: dict[str, tuple[int, int, int]]) -> dict[str, float]:
    """The store files a harvest wrote (every store write is a new file renamed into place)."""
    new = [v for name, v in after.items() if before.get(name) != v]
    return {"files_written": float(len(new)), "bytes_written": float(sum(v[1] for v in new))}


def _user_record(log: Path) -> dict[str, Any]:
    for line in log.read_text(encoding="utf-8").splitlines():
        if '"type":"user"' in line and "toolUseResult" not in line:
            try:
                rec = json.loads(line)
            except ValueError:
                continue
            if isinstance(rec.get("message", {}).get("content"), str):
                return rec
    raise SystemExit(f"{log} holds no typed request to copy")


def _append(log: Path, rec: dict[str, Any], text: str) -> None:
    rec = {**rec, "message": {"role": "user", "content": text}, "uuid": str(uuid.uuid4()),
           "timestamp": rec.get("timestamp")}
    with open(log, "ab") as fh:
        fh.write((json.dumps(rec, separators=(",", ":")) + "\n").encode())


def process_env(home: Path | None = None, state: Path | None = None) -> dict[str, str]:
    """The environment of a measured process: an installed product's, with its compiled
    bytecode (a shell's PYTHONDONTWRITEBYTECODE would have ours compiled at every start, the
    anchor's not), and `home` as the person's home when given (set here, so that the measured
    process imports nothing of ours before it is timed)."""
    from skillsleep import throwaway  # here: this file is also the measured process

    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if home is not None and state is not None:
        return throwaway.environment(home, state, env)
    return {k: v for k, v in env.items() if k not in throwaway.LOCATION_VARS}


def configure(state: Path, workers: int | None) -> None:
    """`harvest.workers` for the product run with `state` as its SKILLOPT_SLEEP_HOME, written
    in its config file as a person would (None: the product's default)."""
    if workers is not None:
        config = state / "config" / "config.toml"
        config.parent.mkdir(parents=True, exist_ok=True)
        config.write_text(f"[harvest]\nworkers = {workers}\n", encoding="utf-8")


def run_child(spec: dict[str, Any]) -> dict[str, Any]:
    configure(Path(spec["state"]), spec.get("workers"))
    out = subprocess.run([sys.executable, __file__, "--child", json.dumps(spec)],
                         capture_output=True, text=True, check=False,
                         env=process_env(Path(spec["home"]), Path(spec["state"])))
    if out.returncode != 0:
        raise SystemExit(f"measurement {spec['what']} failed:\n{out.stderr}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def load() -> float:
    """The machine's 1-minute load average (other people's work on a shared machine)."""
    return round(os.getloadavg()[0], 2)


def interleaved(specs: dict[str, dict[str, Any]], repeat: int) -> dict[str, dict[str, Any]]:
    """Each measurement `repeat` times, taking turns so that load hits them alike; for each,
    the best (lowest) of every figure, and the load average when its best wall time was
    taken. A spec with `fresh` gets a fresh store each time."""
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in specs}
    for n in range(repeat):
        for name, spec in specs.items():
            s = dict(spec)
            if s.pop("fresh", False):
                s["state"] = f"{spec['state']}-{n}"
            at = load()
            runs[name].append({**run_child(s), "load": at})
    out = {}
    for name, rs in runs.items():
        best_run = min(rs, key=lambda r: r["wall"])
        out[name] = {k: (min(r[k] for r in rs) if isinstance(v, float) and k != "load" else v)
                     for k, v in best_run.items()}
    return out


def command(home: Path, state: Path, *args: str) -> float:
    env = process_env(home, state)
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "skillsleep.cli", "harvest", "--json", *args],
                         capture_output=True, text=True, env=env, check=False)
    if out.returncode != 0:
        raise SystemExit(f"skillopt-sleep harvest failed:\n{out.stderr}")
    return time.perf_counter() - t0


def anchor_available(folder: str | None) -> bool:
    probe = "import skillopt_sleep.harvest"
    if folder:
        probe = f"import sys; sys.path.insert(0, {folder!r}); " + probe
    return subprocess.run([sys.executable, "-c", probe], capture_output=True, check=False,
                          env=process_env()).returncode == 0


# -- the whole run ----------------------------------------------------------------------------

def measure(args: argparse.Namespace, work: Path) -> dict[str, Any]:
    home = work / "home"
    t0 = time.perf_counter()
    if args.home:
        corpus = lay_out_copies(Path(args.home).resolve(), home, args.copies,
                                Path(args.docs).resolve() if args.docs else None)
        corpus_name = f"{args.home} x{args.copies}" + (" with its documents" if args.docs else "")
    else:
        corpus = generate(home, args.mb, args.seed)
        corpus_name = f"generated, seed {args.seed}"
    gen_s = time.perf_counter() - t0
    claude_mb = sum(p.stat().st_size for p in (home / ".claude").rglob("*.jsonl")) / 1e6
    common: dict[str, Any] = {"home": str(home), "workers": args.workers}
    run_child({**common, "what": "bare", "state": str(work / "warm")})  # warm the page cache
    result: dict[str, Any] = {"corpus": corpus_name, "mb": round(corpus / 1e6, 1),
                              "claude_code_mb": round(claude_mb, 1),
                              "generate_s": round(gen_s, 1), "repeat": args.repeat,
                              "machine": f"{platform.node()}, {os.cpu_count()} CPUs",
                              "load_average_1m": load(), "workers": args.workers}
    specs: dict[str, dict[str, Any]] = {
        "command": {**common, "what": "command", "state": str(work / "command"), "fresh": True},
        "bare": {**common, "what": "bare", "state": str(work / "bare")},
    }
    if anchor_available(args.anchor):
        specs["anchor"] = {**common, "what": "anchor", "anchor": args.anchor,
                           "state": str(work / "anchor")}
    found = interleaved(specs, args.repeat)
    ours, bare = found["command"], found["bare"]
    result["first_command"] = {**_figure(ours, claude_mb), "load": ours["load"],
                               "requests": ours["requests"], "tasks": ours["tasks"],
                               "recurring": ours["recurring"]}
    result["harvest_part"] = _figure({"wall": ours["harvest_wall"], "cpu": ours["harvest_cpu"]},
                                     claude_mb)
    result["mining_part"] = {"wall_s": round(ours["mining_wall"], 3),
                             "cpu_s": round(ours["mining_cpu"], 3),
                             "idle_cpus": ours["idle_cpus"]}
    result["bare_json"] = {**_figure(bare, claude_mb), "load": bare["load"]}
    result["harvest_ratio_to_bare_json"] = _ratios(bare, _part(ours, "harvest"))
    if "anchor" in found:
        anchor = found["anchor"]
        result["anchor"] = {**_figure(anchor, claude_mb), "load": anchor["load"],
                            "sessions": anchor["sessions"], "prompts": anchor["prompts"]}
        result["command_ratio_to_anchor"] = _ratios(anchor, ours)
        result["harvest_ratio_to_anchor"] = _ratios(anchor, _part(ours, "harvest"))
    else:
        result["anchor"] = None
    if not args.home:
        every = interleaved({"every": {**common, "what": "first", "harnesses": None,
                                       "state": str(work / "every"), "fresh": True}},
                            args.repeat)["every"]
        result["first_harvest_all_harnesses"] = _figure(every, corpus / 1e6)
    # Re-harvests, harvest and mining, in the store the first measured command filled.
    log = max((home / ".claude" / "projects").rglob("*.jsonl"), key=lambda p: p.stat().st_size)
    at = load()
    again = run_child({**common, "what": "again", "state": str(work / "command-0"),
                       "log": str(log), "rounds": args.rounds})
    result["reharvest"] = {
        "load": at,
        "nothing_new_s": round(again["nothing_new_wall"], 4),
        "one_appended_turn_s": round(again["appended_wall"], 4),
        # Wall time, as the person waits for both (the first harvest reads on every core).
        "marginal_fraction": round((again["appended_wall"] - again["nothing_new_wall"])
                                   / ours["wall"], 5),
        "marginal_cpu_fraction": round((again["appended_cpu"] - again["nothing_new_cpu"])
                                       / ours["cpu"], 5),
        "harvest_marginal_fraction": round(
            (again["appended_harvest_wall"] - again["nothing_new_harvest_wall"])
            / ours["harvest_wall"], 5),
        "named_log_s": round(again["named_log_wall"], 4),
        "named_log_fraction": round(again["named_log_wall"] / ours["wall"], 5),
        "left_over_requests": again["left_over"],
        "files_written": again["appended_files_written"],
        "kb_written": round(again["appended_bytes_written"] / 1e3, 1),
        "appended_to": log.name, "appended_to_mb": round(log.stat().st_size / 1e6, 1),
        # What follows the harvest part (mining, families, the store's write), and of it the
        # mining of the session that grew.
        "after_harvest_ms": round((again["appended_wall"] - again["appended_harvest_wall"])
                                  * 1000, 2),
        "mining_ms": round(again["appended_mining_wall"] * 1000, 2),
    }
    # The command as a person runs it: a new process each time.
    state = work / "cli"
    configure(state, args.workers)
    at = load()
    first_cmd = command(home, state)
    nothing_cmd = min(command(home, state) for _ in range(args.repeat))
    rec = _user_record(log)
    appended_cmd = []
    for n in range(args.repeat):
        _append(log, rec, f"one more request for the command {n}")
        appended_cmd.append(command(home, state))
    result["cli"] = {"load": at, "first_s": round(first_cmd, 2),
                     "nothing_new_s": round(nothing_cmd, 3),
                     "one_appended_turn_s": round(min(appended_cmd), 3)}
    store_bytes = sum(p.stat().st_size for p in (work / "command-0").rglob("*.json"))
    result["store_mb"] = round(store_bytes / 1e6, 1)
    result["load_average_1m_end"] = load()
    return result


def _part(run: dict[str, Any], part: str) -> dict[str, float]:
    return {"wall": run[f"{part}_wall"], "cpu": run[f"{part}_cpu"]}


def _figure(run: dict[str, Any], mb: float) -> dict[str, float]:
    return {"wall_s": round(run["wall"], 3), "cpu_s": round(run["cpu"], 3),
            "mb_per_s": round(mb / run["wall"], 1)}


def _ratios(base: dict[str, Any], ours: dict[str, Any]) -> dict[str, float]:
    """How many times faster ours is than `base` (above 1: faster)."""
    return {"wall": round(base["wall"] / ours["wall"], 3),
            "cpu": round(base["cpu"] / ours["cpu"], 3)}


def _met(ok: bool) -> str:
    return "met" if ok else "MISSED"


def report(r: dict[str, Any]) -> None:
    print(f"machine           {r['machine']}; load average {r['load_average_1m']} at the start, "
          f"{r['load_average_1m_end']} at the end")
    if r.get("workers") is not None:
        print(f"workers           harvest.workers = {r['workers']} in every measured store")
    if r.get("busy"):
        print(f"busy              {r['busy']} other processes at work on a CPU each, all along")
    print(f"corpus            {r['corpus']}: {r['mb']} MB ({r['claude_code_mb']} MB of Claude "
          f"Code logs); best of {r['repeat']}, each in a fresh process, taking turns")
    f, h, m = r["first_command"], r["harvest_part"], r["mining_part"]
    print(f"first command     {f['wall_s']} s wall, {f['cpu_s']} s CPU (load {f['load']}; "
          f"{f['requests']} requests, {f['tasks']} tasks, {f['recurring']} recurring families)")
    print(f"  harvest part    {h['wall_s']} s wall, {h['cpu_s']} s CPU ({h['mb_per_s']} MB/s)")
    print(f"  mining part     {m['wall_s']} s wall, {m['cpu_s']} s CPU "
          f"(idle CPUs as it started: {m['idle_cpus']})")
    if r["anchor"]:
        a, q, qh = r["anchor"], r["command_ratio_to_anchor"], r["harvest_ratio_to_anchor"]
        print(f"anchor            {a['wall_s']} s wall, {a['cpu_s']} s CPU (load {a['load']}; "
              f"{a['sessions']} sessions, {a['prompts']} prompts)")
        print(f"  command ratio   {q['wall']} wall, {q['cpu']} CPU (goal >= {GOAL_COMMAND:g}: "
              f"{_met(q['wall'] >= GOAL_COMMAND)})")
        print(f"  harvest ratio   {qh['wall']} wall, {qh['cpu']} CPU (goal >= {GOAL_RATIO:g}: "
              f"{_met(qh['wall'] >= GOAL_RATIO)})")
    else:
        print("anchor            not installed (see --anchor)")
    b, q = r["bare_json"], r["harvest_ratio_to_bare_json"]
    print(f"bare json.loads   {b['wall_s']} s wall, {b['cpu_s']} s CPU (load {b['load']}); "
          f"harvest part's ratio {q['wall']} wall, {q['cpu']} CPU")
    if "first_harvest_all_harnesses" in r:
        e = r["first_harvest_all_harnesses"]
        print(f"all harnesses     {e['wall_s']} s wall ({e['mb_per_s']} MB/s)")
    h = r["reharvest"]
    print(f"re-harvest        (load {h['load']}; harvest and mining, in one process as the "
          f"daemon runs them) nothing new {h['nothing_new_s'] * 1000:.1f} ms, one appended "
          f"turn {h['one_appended_turn_s'] * 1000:.1f} ms (to a {h['appended_to_mb']} MB log)")
    print(f"  marginal        {h['marginal_fraction']:.2%} of the first command (goal <= "
          f"{GOAL_MARGINAL:.0%}: {_met(h['marginal_fraction'] <= GOAL_MARGINAL)}; in CPU time "
          f"{h['marginal_cpu_fraction']:.2%}); the harvest part alone "
          f"{h['harvest_marginal_fraction']:.2%} of the first harvest part")
    print(f"  named log       {h['named_log_s'] * 1000:.1f} ms = {h['named_log_fraction']:.2%} "
          f"(the daemon's path after a hook or watch event)")
    print(f"  store writes    {h['files_written']:g} files, {h['kb_written']} kB for the "
          f"appended turn (each fsync'd)")
    print(f"  after harvest   {h['after_harvest_ms']} ms, of which {h['mining_ms']} ms mining "
          f"the session that grew")
    c = r["cli"]
    print(f"harvest command   (a new process each, load {c['load']}) first {c['first_s']} s, "
          f"nothing new {c['nothing_new_s']} s, one appended turn {c['one_appended_turn_s']} s")
    print(f"store             {r['store_mb']} MB")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mb", type=int, default=500, help="generated corpus size (500 MB)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--home", help="a real history: a HOME holding .claude/projects")
    ap.add_argument("--copies", type=int, default=1, help="lay the real history out N times")
    ap.add_argument("--docs", help="instruction documents to copy to every session's folder")
    ap.add_argument("--anchor", help="folder the anchor was pip-installed into (--target)")
    ap.add_argument("--repeat", type=int, default=3, help="best of N (3)")
    ap.add_argument("--rounds", type=int, default=5, help="re-harvest rounds (median of 5)")
    ap.add_argument("--json", action="store_true", help="print JSON")
    ap.add_argument("--workers", type=int, help="harvest.workers for every harvest measured "
                    "(default: the product's, one worker per CPU idle now)")
    ap.add_argument("--busy", type=int, default=0, help="keep N other processes at work on a "
                    "CPU each for the whole run, as a build another person runs would")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(json.loads(args.child))))
        return 0
    work = Path(tempfile.mkdtemp(prefix="skillsleep-harvest-bench-"))
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
                for _ in range(args.busy)]
    try:
        result = measure(args, work)
    finally:
        for p in spinners:
            p.kill()
            p.wait()
        shutil.rmtree(work, ignore_errors=True)
    result["busy"] = args.busy
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        report(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
