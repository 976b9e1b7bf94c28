"""One night on a real developer history, with and without prompt caching, side by side.

The development split in ../shared/realdata/entireio-dev/ holds 105 real Claude Code transcripts
of one team and the project's own instruction documents, among them its 25 KB CLAUDE.md. The
sessions ran in many checkouts and worktrees of that one repository; here every session's `cwd`
is mapped to one folder holding `project-docs/`, in a copy of the transcripts under a throwaway
HOME, so the real documents are what the night works on. Then, as a user would, through the CLI:
`harvest`, `tasks --update`, and one `run` in each of two copies of the same store, one with
`models.prompt_cache = true` and one with false, each with an empty response cache, the same
models (the embedded local/smollm2 by default) and the same time budget.

Printed per night: wall time, model calls, seconds per call, response-cache hits, prompt-cache
hits and the prompt tokens they served, the documents finished, and whether the two nights made
the same gate decisions.

    python benchmarks/night_bench.py [--minutes 30] [--documents 1] [--model local/smollm2]
                                     [--data PATH] [--keep DIR] [--json]
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "daemon"))

from skillsleep import throwaway  # noqa: E402

DATA = REPO.parent / "shared" / "realdata" / "entireio-dev"
_CWD = re.compile(r'"cwd":"(?:[^"\\]|\\.)*"')


def prepare(data: Path, work: Path) -> tuple[Path, Path, Path]:
    """A HOME with the transcripts (every cwd mapped to one repo folder), the repo folder with
    the project's documents, and an empty tool home."""
    home, repo, sleep = work / "home", work / "repo", work / "sleep"
    shutil.copytree(data / "project-docs", repo)
    mapped = json.dumps(str(repo))
    source = data / "claude-home" / ".claude" / "projects"
    for log in sorted(source.glob("*/*.jsonl")):
        target = home / ".claude" / "projects" / log.parent.name / log.name
        target.parent.mkdir(parents=True, exist_ok=True)
        text = log.read_text(encoding="utf-8", errors="surrogateescape")
        target.write_text(_CWD.sub(f'"cwd":{mapped}', text), encoding="utf-8",
                          errors="surrogateescape")
    sleep.mkdir()
    return home, repo, sleep


def cli(env: dict[str, str], *args: str, timeout: float = 7200) -> tuple[Any, float]:
    started = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "skillsleep.cli", *args], env=env,
                          capture_output=True, text=True, timeout=timeout)
    seconds = time.monotonic() - started
    if proc.returncode not in (0, 130, 143):
        raise SystemExit(f"skillopt-sleep {' '.join(args)} exited {proc.returncode}:\n"
                         f"{proc.stderr[-3000:]}")
    try:
        return json.loads(proc.stdout), seconds
    except ValueError:
        return proc.stdout, seconds


def configure(sleep: Path, model: str, prompt_cache: bool, minutes: float,
              documents: int) -> None:
    cfg = sleep / "config" / "config.toml"
    cfg.parent.mkdir(parents=True, exist_ok=True)
    cfg.write_text(
        f'[models]\ntarget = "{model}"\noptimizer = "{model}"\n'
        f"prompt_cache = {'true' if prompt_cache else 'false'}\n"
        f"[budget]\nmax_minutes_per_night = {minutes}\nmax_tokens_per_night = 50000000\n"
        f"[night]\nmax_documents = {documents}\n", encoding="utf-8")


def night_figures(report: dict[str, Any], wall: float) -> dict[str, Any]:
    calls = int(report.get("calls") or 0)
    docs = report.get("documents") or []
    return {
        "status": report.get("status"), "reason": report.get("reason", ""),
        "wall_seconds": round(wall, 1), "night_seconds": report.get("seconds"),
        "calls": calls, "call_seconds": report.get("call_seconds"),
        "seconds_per_call": round(float(report.get("call_seconds") or 0.0) / calls, 2)
        if calls else None,
        "response_cache_hits": report.get("cache_hits"),
        "prompt_cache_hits": report.get("prompt_cache_hits"),
        "prompt_cache_tokens": report.get("prompt_cache_tokens"),
        "prompt_tokens": report.get("tokens"),
        "documents": [{"path": d.get("path"), "status": d.get("status"),
                       "tasks": d.get("scorable_tasks"), "planned_tasks": d.get("planned_tasks"),
                       "splits": d.get("splits"), "calls": d.get("calls"),
                       "condensed": d.get("condensed"), "val": [d.get("val_before"),
                                                                d.get("val_after")],
                       "decisions": [(x.get("accepted"), x.get("edits"))
                                     for x in d.get("decisions") or []],
                       "issues": d.get("issues")} for d in docs],
        "later": report.get("later"),
    }


def _answers(sleep: Path) -> dict[str, str]:
    """The night's answers by prompt, from its response cache (one file per prompt)."""
    out = {}
    for entry in sleep.glob("**/models/*/*.json"):
        try:
            out[entry.stem] = json.loads(entry.read_text(encoding="utf-8"))["text"]
        except (OSError, ValueError, KeyError):
            continue
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--model", default="local/smollm2")
    ap.add_argument("--minutes", type=float, default=30.0,
                    help="each night's budget.max_minutes_per_night")
    ap.add_argument("--documents", type=int, default=1, help="night.max_documents")
    ap.add_argument("--keep", type=Path, help="work in this folder and keep it")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    work = args.keep or Path(tempfile.mkdtemp(prefix="night-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        started = time.monotonic()
        home, _, sleep = prepare(args.data, work)
        base = {**throwaway.environment(home, sleep), "PYTHONPATH": str(REPO / "daemon")}
        configure(sleep, args.model, True, args.minutes, args.documents)
        prepared = time.monotonic() - started
        harvest, harvest_s = cli(base, "harvest", "--json", "--harness", "claude-code")
        _, mine_s = cli(base, "tasks", "--update")
        families, _ = cli(base, "clusters", "--json")
        nights: dict[str, dict[str, Any]] = {}
        for label, cached in (("prompt cache on", True), ("prompt cache off", False)):
            copy = work / f"sleep-{'on' if cached else 'off'}"
            if copy.exists():
                shutil.rmtree(copy)
            shutil.copytree(sleep, copy, ignore=shutil.ignore_patterns("models", "*.lock"))
            configure(copy, args.model, cached, args.minutes, args.documents)
            env = {**base, "SKILLOPT_SLEEP_HOME": str(copy)}
            report, wall = cli(env, "run", "--json", "--no-update")
            nights[label] = night_figures(report, wall)
        on, off = nights["prompt cache on"], nights["prompt cache off"]
        same = [d["decisions"] for d in on["documents"]] == [
            d["decisions"] for d in off["documents"]]
        answers_on, answers_off = (_answers(work / "sleep-on"), _answers(work / "sleep-off"))
        asked_both = set(answers_on) & set(answers_off)
        result = {
            "data": str(args.data), "model": args.model, "minutes": args.minutes,
            "prepare_seconds": round(prepared, 1), "harvest_seconds": round(harvest_s, 1),
            "mining_seconds": round(mine_s, 1),
            "sessions": sum(h.get("sessions", 0) for h in (harvest.get("harnesses") or {})
                            .values()) if isinstance(harvest, dict) else None,
            "recurring_families": [{"label": f.get("label"), "size": f.get("size"),
                                    "targets": [t.get("path") if isinstance(t, dict) else t
                                                for t in f.get("targets", [])][:3]}
                                   for f in (families.get("families", families)
                                             if isinstance(families, dict) else families)
                                   if f.get("recurring", True)][:8],
            "nights": nights, "same_decisions": same,
            "same_prompts": f"{len(asked_both)} of {max(len(answers_on), len(answers_off))}",
            "same_answers": f"{sum(answers_on[k] == answers_off[k] for k in asked_both)} of "
                            f"{len(asked_both)}",
            "seconds_per_call_ratio": (round(on["seconds_per_call"] / off["seconds_per_call"], 3)
                                       if on["seconds_per_call"] and off["seconds_per_call"]
                                       else None),
        }
        if args.json:
            print(json.dumps(result, indent=2, default=str))
        else:
            _print(result)
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)
    return 0


def _print(r: dict[str, Any]) -> None:
    print(f"history: {r['sessions']} sessions; harvest {r['harvest_seconds']} s, "
          f"mining {r['mining_seconds']} s; model {r['model']}; {r['minutes']:g} min a night")
    for f in r["recurring_families"]:
        print(f"  family {f['label']!r} ({f['size']} tasks) -> {', '.join(map(str, f['targets']))}")
    rows = [("status", "status"), ("wall time (s)", "wall_seconds"), ("model calls", "calls"),
            ("seconds per call", "seconds_per_call"), ("response-cache hits",
                                                        "response_cache_hits"),
            ("prompt-cache hits", "prompt_cache_hits"),
            ("prompt tokens from the cache", "prompt_cache_tokens"),
            ("tokens", "prompt_tokens")]
    on, off = r["nights"]["prompt cache on"], r["nights"]["prompt cache off"]
    print(f"{'':32}{'prompt cache on':>18}{'prompt cache off':>18}")
    for label, key in rows:
        print(f"{label:32}{on[key]!s:>18}{off[key]!s:>18}")
    print(f"seconds per call, on / off: {r['seconds_per_call_ratio']}; same gate decisions: "
          f"{r['same_decisions']}; same prompts {r['same_prompts']}, same answers "
          f"{r['same_answers']}")
    for label, night in r["nights"].items():
        for d in night["documents"]:
            print(f"  [{label}] {d['path']}: {d['status']}, {d['planned_tasks']} of "
                  f"{d['tasks']} tasks, splits {d['splits']}, {d['calls']} calls, val "
                  f"{d['val']}, condensed {bool(d['condensed'])}")
        if night["reason"]:
            print(f"  [{label}] {night['reason']}")


if __name__ == "__main__":
    sys.exit(main())
