"""Model calls of one night of our loop against a naive loop, for the same decisions.

Both loops run the same SkillOpt night (same tasks, same settings, same deterministic recording
models registered as a litellm custom provider) with no response cache. The naive loop keeps no
scores: at every step it re-scores the current document and the candidate on train, val and
test. Ours remembers every score of a document it already rolled out (the current document's
mini-batches and val), scores candidates on val only, and scores test once at the end.
The figure is ours_calls / naive_calls (goal: at most 0.5), checked on identical decisions.

    python benchmarks/cycle_cost_bench.py [--seed-dir PATH] [--epochs 2] [--samples 1] [--json]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "daemon"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from lift_bench import DEFAULT_SEEDS, find_seeds, load_seed, scorer_for  # noqa: E402
from skillsleep.models import Ledger, ModelClient  # noqa: E402
from skillsleep.models._litellm import litellm  # noqa: E402
from skillsleep.models.providers import register_handler  # noqa: E402
from skillsleep.optimize.loop import LoopSettings, optimize_document  # noqa: E402

USEFUL = {
    "Key Risks": "Always include a section headed '## Key Risks'.",
    "onfidence": "End with a line 'Confidence: high', 'medium' or 'low'.",
    "words": "Keep the answer under 150 words.",
    "search:": "Before answering, write a line 'search: <the question>' to check the notes.",
}
NEUTRAL = ["Write in plain language.", "Use short paragraphs.", "Be direct."]


def target_reply(messages: list[dict[str, Any]]) -> str:
    """A deterministic model that does what the document literally asks."""
    doc = next((m["content"] for m in messages if m["role"] == "system"), "")
    request = messages[-1]["content"].split("\n")[0]
    parts = []
    if "'search: <the question>'" in doc:
        parts.append(f"search: {request}")
    short = "under 150 words" in doc
    body = f"On {request}: the answer depends on cost and timing."
    parts.append(body if short else (body + " More detail follows. ") * 40)
    if "## Key Risks" in doc:
        parts.append("## Key Risks\n- timing")
    if "Confidence:" in doc:
        parts.append("Confidence: medium")
    return "\n\n".join(parts)


def optimizer_reply(messages: list[dict[str, Any]]) -> str:
    """Proposes a fix for a failed check, or (for some prompts) only a neutral edit."""
    prompt = messages[-1]["content"]
    if "short notes" in prompt:
        return "Explicit structure rules help."
    if prompt.startswith("Rewrite these instructions"):
        return "\n".join(line for line in prompt.splitlines() if line.startswith("- "))
    digest = int(hashlib.sha256(prompt.encode()).hexdigest(), 16)
    failed = re.search(r"FAILED CHECKS: (.*)", prompt)
    edits = [{"op": "add", "anchor": "", "new": NEUTRAL[digest % len(NEUTRAL)],
              "why": "clarity"}]
    if failed and digest % 3:
        for key, line in USEFUL.items():
            if key in failed.group(1) and line not in prompt:
                edits.append({"op": "add", "anchor": "", "new": line, "why": f"fails {key}"})
                break
    return json.dumps(edits)


def install_recording() -> dict[str, int]:
    lm = litellm()
    counts = {"calls": 0}

    class Recording(lm.CustomLLM):  # type: ignore[misc,name-defined]
        def completion(self, model: str, messages: list, *args: Any, **kw: Any) -> Any:
            counts["calls"] += 1
            text = target_reply(messages) if model == "target" else optimizer_reply(messages)
            r = kw["model_response"]
            r.choices[0].message.content = text
            p = sum(len(str(m.get("content") or "")) for m in messages) // 4 + 1
            c = len(text) // 4 + 1
            r.usage = lm.Usage(prompt_tokens=p, completion_tokens=c, total_tokens=p + c)
            return r

    register_handler("recording", Recording())
    return counts


def night(seed: Any, naive: bool, args: argparse.Namespace) -> tuple[Any, dict[str, Any]]:
    client = ModelClient(Ledger(), None, timeout=30)
    settings = LoopSettings(target_model="recording/target",
                            optimizer_model="recording/optimizer", epochs=args.epochs,
                            batch_size=args.batch_size, learning_rate=2,
                            samples=args.samples, naive=naive)
    tasks = seed.train + seed.held_out  # the night's tasks: train, val and test by hash
    result = optimize_document(seed.skill, tasks, client, settings, scorer=scorer_for(seed))
    return result, client.ledger.snapshot()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seed-dir", type=Path, default=DEFAULT_SEEDS)
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--batch-size", type=int, default=4)
    p.add_argument("--samples", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    install_recording()
    rows = []
    for folder in find_seeds(args.seed_dir):
        seed = load_seed(folder)
        ours, ours_use = night(seed, False, args)
        naive, naive_use = night(seed, True, args)
        rows.append({
            "seed": seed.name, "ours_calls": ours_use["calls"],
            "naive_calls": naive_use["calls"], "ours_tokens": ours_use["tokens"],
            "naive_tokens": naive_use["tokens"],
            "decisions": len(ours.decisions),
            "accepted": sum(d.accepted for d in ours.decisions),
            "same_decisions": [d.to_doc() for d in ours.decisions]
            == [d.to_doc() for d in naive.decisions] and ours.final_text == naive.final_text,
        })
    out = {
        "ours_calls": sum(r["ours_calls"] for r in rows),
        "naive_calls": sum(r["naive_calls"] for r in rows),
        "ours_tokens": sum(r["ours_tokens"] for r in rows),
        "naive_tokens": sum(r["naive_tokens"] for r in rows),
        "same_decisions": all(r["same_decisions"] for r in rows),
        "seeds": rows,
    }
    out["ratio"] = round(out["ours_calls"] / max(1, out["naive_calls"]), 4)
    out["token_ratio"] = round(out["ours_tokens"] / max(1, out["naive_tokens"]), 4)
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print(f"model calls: ours {out['ours_calls']}, naive {out['naive_calls']}, ratio "
          f"{out['ratio']:.3f} (goal <= 0.5); tokens ratio {out['token_ratio']:.3f}; "
          f"same decisions: {out['same_decisions']}")
    for r in rows:
        print(f"  {r['seed']}: {r['ours_calls']} vs {r['naive_calls']} calls, "
              f"{r['decisions']} gate decisions ({r['accepted']} accepted), same decisions "
              f"{r['same_decisions']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
