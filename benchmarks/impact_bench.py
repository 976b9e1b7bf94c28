"""How often the verdict on an accepted edit is right, on histories whose effect is known.

Each history is one accepted edit that states a standing preference (a real judge), a real
document with the accepted line, and the family's tasks around the acceptance: spread over the
same length of time before and after it, each task a repeat (the person's own words state the
preference again, as mining would store them) with a known chance. Three kinds of history:

- `stops`: the person said it in about half the tasks before, and (almost) never after;
- `keeps`: the same chance before and after: the edit changed nothing;
- `few`: as `stops`, but only 1 to 4 tasks after.

Every history goes through the same code as the harvest (impact.measure.measure, with the
preference compared by its check), and the verdict is compared with the truth: `stops` should
be `helped`, `keeps` `did not help`, `few` `not yet known`. Prints, per kind, the share of each
verdict over the seeds, and the error rates that matter: a `helped` that is not true (the edit
is credited for nothing), and a `did not help` for an edit that did.

    python benchmarks/impact_bench.py [--seeds 400] [--rate-before 0.5] [--rate-after 0.05]
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from collections import Counter
from pathlib import Path

from skillsleep.acceptance import AcceptedEdit, iso
from skillsleep.edits import Edit
from skillsleep.impact.measure import measure
from skillsleep.impact.verdict import DID_NOT_HELP, HELPED, NOT_YET_KNOWN
from skillsleep.proposals import Proposal
from skillsleep.tasks.judges import Origin, judge_from_doc
from skillsleep.tasks.taskdata import Family, Task

PREFERENCE = {"kind": "diff_adds", "params": {"term": "t.Parallel()"},
              "quote": "always call t.Parallel() in new tests", "durable": True,
              "origins": [{"harness": "claude-code", "session": "s0", "record": None}],
              "quotes": ["always call t.Parallel() in new tests"]}
LINE = "Use `t.Parallel()`."
EXPECTED = {"stops": HELPED, "keeps": DID_NOT_HELP, "few": NOT_YET_KNOWN}
DAY = 86_400.0


def history(rng: random.Random, kind: str, rate_before: float, rate_after: float,
            accepted: float, span_days: float) -> list[Task]:
    """The family's tasks around the acceptance, each a repeat with the kind's chance."""
    n_before = rng.randint(5, 15)
    n_after = rng.randint(1, 4) if kind == "few" else rng.randint(5, 15)
    after_rate = rate_before if kind == "keeps" else rate_after
    tasks = []
    for n, start, rate in ((n_before, accepted - span_days * DAY, rate_before),
                           (n_after, accepted, after_rate)):
        for _ in range(n):
            when = start + rng.random() * span_days * DAY
            sid = f"s{len(tasks)}"
            task = Task(id=f"t{len(tasks)}", request="add a test for ParseConfig",
                        harness="claude-code", session_id=sid, project="/work/app",
                        time=iso(when), family_id="add-tests", outcome="success")
            if rng.random() < rate:
                said = judge_from_doc({**PREFERENCE, "durable": False})
                said.origin, said.followup = Origin("claude-code", sid), True
                said.quote = "no, use t.Parallel() here as well"
                task.judges.append(said)
            tasks.append(task)
    return tasks


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=400)
    parser.add_argument("--rate-before", type=float, default=0.5)
    parser.add_argument("--rate-after", type=float, default=0.05)
    args = parser.parse_args()
    span = 14.0
    with tempfile.TemporaryDirectory() as tmp:
        doc = Path(tmp) / "SKILL.md"
        doc.write_text(f"# Go tests\n\n{LINE}\n", encoding="utf-8")
        proposal = Proposal(target=str(doc), base_hash="-", new_content="", diff="",
                            edits=[Edit("add", "", LINE, status="accepted")], id="p1",
                            status="accepted")
        families = {"add-tests": Family(id="add-tests", label="add tests", recurring=True)}
        results: dict[str, Counter[str]] = {k: Counter() for k in EXPECTED}
        started = time.perf_counter()
        measured = 0
        for kind in EXPECTED:
            for seed in range(args.seeds):
                rng = random.Random(f"{kind}:{seed}")
                accepted = 1_780_000_000.0
                record = AcceptedEdit("p1", 0, "add", LINE, str(doc), iso(accepted),
                                      families=["add-tests"], project="/work/app",
                                      preferences=[PREFERENCE])
                tasks = history(rng, kind, args.rate_before, args.rate_after, accepted, span)
                out = measure(record, {"p1": proposal}, tasks, families, None,
                              accepted + span * DAY)
                results[kind][out["verdict"]] += 1
                measured += 1
        seconds = time.perf_counter() - started
    print(f"{args.seeds} histories per kind; repeat rate before {args.rate_before}, after "
          f"{args.rate_after} (stops/few) or unchanged (keeps); 5-15 tasks per window "
          f"(1-4 after for few); one-sided Fisher exact test, p < 0.1, at least 5 tasks after")
    print(f"{'kind':<6} {'expected':<14} {'helped':>7} {'not yet known':>14} "
          f"{'did not help':>13} {'error rate':>11}")
    for kind, counts in results.items():
        n = sum(counts.values())
        wrong = n - counts[EXPECTED[kind]]
        print(f"{kind:<6} {EXPECTED[kind]:<14} {counts[HELPED] / n:>7.3f} "
              f"{counts[NOT_YET_KNOWN] / n:>14.3f} {counts[DID_NOT_HELP] / n:>13.3f} "
              f"{wrong / n:>11.3f}")
    keeps, stops = results["keeps"], results["stops"]
    n = args.seeds
    print(f"false 'helped' (edit changed nothing): {keeps[HELPED] / n:.3f}; false 'helped' "
          f"with too few tasks: {results['few'][HELPED] / n:.3f}")
    print(f"false 'did not help' (person stopped): {stops[DID_NOT_HELP] / n:.3f}; "
          f"'not yet known' although the person stopped: {stops[NOT_YET_KNOWN] / n:.3f}")
    print(f"{measured} measurements in {seconds:.2f} s ({seconds / measured * 1000:.2f} ms each)")


if __name__ == "__main__":
    main()
