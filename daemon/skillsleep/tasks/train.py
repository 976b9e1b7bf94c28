"""Fit the miner's learned weights on a labelled history. Run by a maintainer, never at run time:

    python -m skillsleep.tasks.train DIR [--l2 X] [--threshold P]

DIR is laid out like `shared/realdata/entireio-dev`: `claude-home/` (a HOME with harness logs)
and `labels/requests.json` (each typed request labelled with its task family, `followup` or
`other`). The history is harvested into a throwaway store exactly as `skillopt-sleep harvest`
reads it; every request after the first of its session gives one example of the follow-up
decision (`followups.features`, with what it follows tracked by `followups.Exchange`, as mining
does): a family request is a new task, a `followup` is not. `other` requests (the rest) are
left out: fitted as new tasks they made the held-out folds worse.
The result replaces `tasks/data/followups-model.json`.

`examples` and `fit_followups` are also what `benchmarks/signal_bench.py --folds` calls on the
training folds, so the shipped weights and the cross-validated figures come from one procedure.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..sessiondata import Session
from .followups import MODEL_FILE, Exchange, english, features
from .learned import LinearModel, fit
from .mining import MAX_REQUEST_CHARS

# Chosen by session-grouped 5-fold cross-validation on the development split
# (benchmarks/signal_bench.py --folds 5): the regularisation at which the held-out folds score
# best, and the probability above which a request starts a task, set for recall of new tasks.
L2 = 3.0
THRESHOLD = 0.55


@dataclass
class Examples:
    rows: list[dict[str, float]] = field(default_factory=list)
    labels: list[int] = field(default_factory=list)
    sessions: list[str] = field(default_factory=list)


def read_labels(labels_dir: Path) -> dict[tuple[str, str], str]:
    """(session id, record id) -> family, `followup` or `other`."""
    path = labels_dir / "requests.json"
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        return {(r["sessionId"], r["uuid"]): r["family"] for r in doc["labels"]}
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise SystemExit(f"{path} is not a labels file shaped like "
                         f"shared/realdata/entireio-dev/labels/requests.json ({exc})") from exc


def examples(sessions: Iterable[Session], labels: dict[tuple[str, str], str]) -> Examples:
    """One example per labelled request that follows another in its session."""
    out = Examples()
    for session in sessions:
        exchange = Exchange()
        for turn in session.turns:
            if turn.kind != "request":
                exchange.see(turn)
                continue
            text = (turn.text or "").strip()[:MAX_REQUEST_CHARS]
            if not text:
                continue
            previous = exchange.previous()
            label = labels.get((session.session_id, turn.record or ""))
            if previous is not None and label not in (None, "other") and english(text):
                out.rows.append(features(text, previous, turn.time))
                out.labels.append(0 if label == "followup" else 1)
                out.sessions.append(session.session_id)
            exchange.asked(text, turn.time)
    return out


def fit_followups(data: Examples, l2: float = L2, threshold: float = THRESHOLD,
                  source: str = "") -> LinearModel:
    about = {"trained_on": source, "examples": len(data.rows), "new_tasks": sum(data.labels),
             "l2": l2, "how": "python -m skillsleep.tasks.train"}
    return fit(data.rows, data.labels, l2=l2, threshold=threshold, about=about)


def harvested(home: Path) -> list[Session]:
    """The sessions of a HOME folder, read into a throwaway store as a harvest would."""
    from .. import throwaway
    from ..context import Context
    from ..harvest import run_harvest
    from ..sessions import iter_sessions

    with tempfile.TemporaryDirectory(prefix="skillopt-train-") as state:
        throwaway.enter(home.resolve(), Path(state))
        ctx = Context.create()
        run_harvest(ctx)
        return list(iter_sessions(ctx.store))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dir", type=Path, help="a folder with claude-home/ and labels/")
    parser.add_argument("--l2", type=float, default=L2)
    parser.add_argument("--threshold", type=float, default=THRESHOLD)
    parser.add_argument("--out", type=Path, default=MODEL_FILE)
    args = parser.parse_args(argv)
    home, labels = args.dir / "claude-home", args.dir / "labels"
    if not home.is_dir():
        parser.error(f"{home} is not a folder")
    data = examples(harvested(home), read_labels(labels))
    if not data.rows:
        parser.error("no labelled request matched a harvested one")
    model = fit_followups(data, args.l2, args.threshold, source=args.dir.name)
    model.save(args.out)
    print(f"wrote {args.out}: {len(data.rows)} examples ({sum(data.labels)} new tasks), "
          f"{len(model.weights)} weights")
    return 0


if __name__ == "__main__":
    sys.exit(main())
