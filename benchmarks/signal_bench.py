"""Does the product learn the right lessons from a real, labelled developer history?

Harvests DIR as a person's HOME (their harness logs, where the harnesses write them) into a
throwaway store, mines tasks and families exactly as `skillopt-sleep harvest` does, and scores
the result against a labels folder shaped like `shared/realdata/entireio-dev/labels/`:

- requests.json: every typed request labelled with its family, or `followup` / `other`, and the
  harness-injected records that are not requests;
- constraints.json: every request that states a checkable constraint (with its terms and
  whether it is `durable`), and the `traps` that a keyword miner misreads as constraints.

    python benchmarks/signal_bench.py --home DIR --labels DIR [--folds K [--thresholds P,P,...]]
                                      [--json] [--details]

With --folds K the figures that count are session-grouped K-fold cross-validation: the sessions
are split into K folds by a hash of their id; for each fold, everything the miner learns from
labels (the follow-up weights, `skillsleep.tasks.train`) is fitted on the other folds only, the
whole history is mined with those weights, and only the fold's own labels are scored. --json then
prints `folds` (each fold's figures), `mean` and `worst` (the lowest fold, the highest for
followups_as_tasks) under the keys auc, family_recall, followups_as_tasks, f1, judge_precision,
standing_precision, durable_recall (auc: how well the follow-up weights fitted without the fold
rank its new tasks above its follow-ups, whatever the threshold); a figure with nothing to
measure in a fold (no judge, no standing preference) is null there and left out of the mean.
--thresholds P,P,... adds `curve`: the mean and worst figures again at each of those follow-up
thresholds (the shipped one is `train.THRESHOLD`). Without --folds the shipped weights score
the whole split: the sessions they were fitted on, so an optimistic figure.

Figures (keys of --json): family_requests_as_tasks, followups_as_tasks (shares of those labels
that became tasks of their own), injected_as_tasks (a count), pairwise_precision /
pairwise_recall / pairwise_f1 (pairs of labelled family requests that became tasks: same family
predicted vs labelled), judges (distinct judges mined), judge_precision (share whose origin is a
labelled constraint and, where the label names terms, whose check names one of them),
judges_from_traps, standing (standing preferences), standing_precision (share with a
durable-labelled origin), durable_recall (share of durable-labelled constraints that are the
origin of a standing preference), seconds (harvest and mining, wall time). Offline; the default
configuration; no model is called.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "daemon"))

from skillsleep import throwaway  # noqa: E402

Key = tuple[str, str]  # (session id, record id)


def run_product(home: Path, state: Path) -> tuple[list[dict[str, Any]], list[dict[str, Any]],
                                                   float]:
    """Harvest and mine as `skillopt-sleep harvest` does; the tasks and families as the
    `tasks --json` and `clusters --json` commands print them."""
    throwaway.enter(home, state)  # everything as if DIR were the person's home
    from skillsleep.after_harvest import after_harvest
    from skillsleep.context import Context
    from skillsleep.harvest import run_harvest

    ctx = Context.create()
    started = time.perf_counter()
    report = run_harvest(ctx)
    after_harvest(ctx, report.changed)
    seconds = time.perf_counter() - started
    return (*_stored(ctx), seconds)


def _stored(ctx: Any) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    from skillsleep.commands.tasks import family_json
    from skillsleep.tasks.pipeline import load_families, load_tasks

    return ([t.to_doc() for t in load_tasks(ctx.store)],
            [family_json(f) for f in load_families(ctx.store)])


def fold_of(session: str, k: int) -> int:
    return int(hashlib.sha256(session.encode("utf-8")).hexdigest(), 16) % k


CV_KEYS = {"family_recall": "family_requests_as_tasks", "followups_as_tasks":
           "followups_as_tasks", "f1": "pairwise_f1", "judge_precision": "judge_precision",
           "standing_precision": "standing_precision", "durable_recall": "durable_recall"}
# Scored on a fold's own follow-up examples by the weights fitted without it, not by mining.
RANKING_KEYS = ("auc",)


def auc(probabilities: list[float], labels: list[int]) -> float | None:
    """The chance that a new task is ranked above a follow-up (ties count half): how well the
    follow-up model orders requests, whatever its threshold. None without both labels."""
    order = sorted(range(len(labels)), key=lambda i: probabilities[i])
    ranks = [0.0] * len(labels)
    i = 0
    while i < len(order):  # tied probabilities share their mean rank
        j = i
        while j + 1 < len(order) and probabilities[order[j + 1]] == probabilities[order[i]]:
            j += 1
        for m in range(i, j + 1):
            ranks[order[m]] = (i + j) / 2 + 1
        i = j + 1
    positives = sum(labels)
    negatives = len(labels) - positives
    if not positives or not negatives:
        return None
    rank_sum = sum(r for r, y in zip(ranks, labels, strict=True) if y)
    return (rank_sum - positives * (positives + 1) / 2) / (positives * negatives)


def cross_validate(home: Path, state: Path, labels: Path, k: int,
                   thresholds: list[float] | None = None) -> dict[str, Any]:
    """Session-grouped k-fold figures: fit on k-1 folds, mine, score the k-th. With
    `thresholds`, also the same figures at each of those follow-up thresholds (`curve`)."""
    throwaway.enter(home, state)
    from skillsleep.context import Context
    from skillsleep.harvest import run_harvest
    from skillsleep.sessions import iter_sessions
    from skillsleep.tasks.train import THRESHOLD, examples, read_labels

    ctx = Context.create()
    started = time.perf_counter()
    run_harvest(ctx)
    data = examples(iter_sessions(ctx.store), read_labels(labels))
    out = _folds(ctx, data, labels, k, THRESHOLD)
    if thresholds:
        out["curve"] = [{"threshold": t, **{key: v for key, v in _folds(
            ctx, data, labels, k, t).items() if key in ("mean", "worst")}} for t in thresholds]
    out["seconds"] = round(time.perf_counter() - started, 2)
    return out


def _folds(ctx: Any, data: Any, labels: Path, k: int, threshold: float) -> dict[str, Any]:
    from skillsleep.tasks.pipeline import update_tasks
    from skillsleep.tasks.train import Examples, fit_followups

    folds = []
    for fold in range(k):
        keep = [i for i, s in enumerate(data.sessions) if fold_of(s, k) != fold]
        model = fit_followups(Examples([data.rows[i] for i in keep],
                                       [data.labels[i] for i in keep]), threshold=threshold)
        update_tasks(ctx, full=True, followups=model)
        tasks, families = _stored(ctx)
        figures = score(tasks, families, labels,
                        only=lambda session, fold=fold: fold_of(session, k) == fold)
        held = [i for i, s in enumerate(data.sessions) if fold_of(s, k) == fold]
        ranked = auc([model.probability(data.rows[i]) for i in held],
                     [data.labels[i] for i in held])
        folds.append({"fold": fold, **{key: figures.get(name) for key, name in CV_KEYS.items()},
                      "auc": None if ranked is None else round(ranked, 3),
                      "counts": figures["counts"], "judges": figures["judges"],
                      "standing": figures["standing"],
                      "injected_as_tasks": figures["injected_as_tasks"],
                      "judges_from_traps": figures["judges_from_traps"]})
    out: dict[str, Any] = {"folds": folds, "mean": {}, "worst": {}}
    for key in (*RANKING_KEYS, *CV_KEYS):
        values = [f[key] for f in folds if f[key] is not None]
        out["mean"][key] = round(sum(values) / len(values), 3) if values else None
        out["worst"][key] = (max(values) if key == "followups_as_tasks" else min(values)) \
            if values else None
    for key in ("judges", "standing", "injected_as_tasks", "judges_from_traps"):
        out[key] = sum(f[key] for f in folds)  # over all folds
    return out


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9_.:/#+-]+", " ", text.lower()).strip()


def _core(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def names_a_term(judge: dict[str, Any], terms: list[str]) -> bool:
    """Does the judge's check name one of the label's terms? A term found in the check (its
    words or parameters) counts, as does the check's own term found inside a longer label term
    ("//nolint" for "//nolint:exhaustive")."""
    if not terms:
        return True
    check = _norm(f"{judge.get('check', '')} {json.dumps(judge.get('params', {}))}")
    own = [str(v) for v in judge.get("params", {}).values() if isinstance(v, str)]
    own += [str(t) for v in judge.get("params", {}).values() if isinstance(v, list) for t in v]
    for term in terms:
        if _norm(term) and _norm(term) in check:
            return True
        if len(_core(term)) >= 3 and _core(term) in _core(check):
            return True
        if any(len(_core(o)) >= 4 and _core(o) in _core(term) for o in own):
            return True
    return False


def _key(origin: Any) -> Key | None:
    if not isinstance(origin, dict) or not origin.get("record"):
        return None
    return (str(origin.get("session")), str(origin["record"]))


def score(tasks: list[dict[str, Any]], families: list[dict[str, Any]], labels: Path,
          details: bool = False, only: Callable[[str], bool] | None = None) -> dict[str, Any]:
    """The figures over the labels of the sessions `only` accepts (all by default). Judges
    and standing preferences count where one of their origins is such a session; whether they
    are right is read from every label."""
    requests = json.loads((labels / "requests.json").read_text(encoding="utf-8"))
    constraints = json.loads((labels / "constraints.json").read_text(encoding="utf-8"))
    keep = only or (lambda session: True)
    family_of: dict[Key, str] = {(r["sessionId"], r["uuid"]): r["family"]
                                 for r in requests["labels"] if keep(r["sessionId"])}
    excluded = {(r["sessionId"], r["uuid"]) for r in requests.get("excluded", [])
                if keep(r["sessionId"])}
    all_constraints: dict[Key, dict[str, Any]] = {(c["session"], c["uuid"]): c
                                                  for c in constraints["labels"]}
    constraint_of = {k: c for k, c in all_constraints.items() if keep(k[0])}
    traps = {(t["session"], t["uuid"]) for t in constraints.get("traps", [])}

    task_of: dict[Key, dict[str, Any]] = {}
    for t in tasks:
        k = _key(t.get("origin"))
        if k is not None:
            task_of[k] = t
    real = [k for k, f in family_of.items() if f not in ("followup", "other")]
    followups = [k for k, f in family_of.items() if f == "followup"]
    as_tasks = [k for k in real if k in task_of]

    tp = fp = fn = 0
    for a, b in itertools.combinations(as_tasks, 2):
        same_label = family_of[a] == family_of[b]
        same_family = task_of[a].get("family_id") == task_of[b].get("family_id")
        tp += same_label and same_family
        fp += same_family and not same_label
        fn += same_label and not same_family
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0

    judges: dict[tuple[Any, ...], dict[str, Any]] = {}
    for t in tasks:
        for j in t.get("judges", []):
            k = _key(j.get("origin"))
            if k is None or j.get("kind") == "rubric" or not keep(k[0]):
                continue
            judges.setdefault((k, j["kind"], json.dumps(j.get("params"), sort_keys=True)),
                              dict(j, _key=k))
    right = [j for j in judges.values() if j["_key"] in all_constraints
             and names_a_term(j, all_constraints[j["_key"]].get("terms", []))]
    from_traps = [j for j in judges.values() if j["_key"] in traps]

    standing: dict[tuple[Any, ...], dict[str, Any]] = {}
    for f in families:
        for s in f.get("standing", []):
            if not any((k := _key(o)) is not None and keep(k[0]) for o in s.get("origins", [])):
                continue
            standing.setdefault((s.get("project"), s["kind"],
                                 json.dumps(s.get("params"), sort_keys=True)), s)
    durable = [k for k, c in constraint_of.items() if c.get("durable")]

    def durable_origin(s: dict[str, Any]) -> bool:
        return any((k := _key(o)) in all_constraints and all_constraints[k].get("durable")
                   and names_a_term(s, all_constraints[k].get("terms", []))
                   for o in s.get("origins", []))

    standing_right = [s for s in standing.values() if durable_origin(s)]
    covered = {k for s in standing.values() for o in s.get("origins", [])
               if (k := _key(o)) is not None}

    out = {
        "family_requests_as_tasks": round(len(as_tasks) / len(real), 3) if real else 0.0,
        "followups_as_tasks": round(sum(k in task_of for k in followups) / len(followups), 3)
        if followups else 0.0,
        "injected_as_tasks": sum(k in task_of for k in excluded),
        "pairwise_precision": round(precision, 3),
        "pairwise_recall": round(recall, 3),
        "pairwise_f1": round(2 * precision * recall / (precision + recall), 3)
        if precision + recall else 0.0,
        "judges": len(judges),
        "judge_precision": round(len(right) / len(judges), 3) if judges else None,
        "judges_from_traps": len(from_traps),
        "standing": len(standing),
        "standing_precision": round(len(standing_right) / len(standing), 3) if standing
        else None,
        "durable_recall": round(sum(k in covered for k in durable) / len(durable), 3)
        if durable else None,
        "counts": {"family_requests": len(real), "followups": len(followups),
                   "injected": len(excluded), "tasks": len(tasks),
                   "durable_constraints": len(durable)},
    }
    if details:
        _print_details(tasks, task_of, family_of, judges, right, standing, standing_right,
                       all_constraints, traps)
    return out


def _print_details(tasks: list[dict[str, Any]], task_of: dict[Key, dict[str, Any]],
                   family_of: dict[Key, str], judges: dict[tuple[Any, ...], dict[str, Any]],
                   right: list[dict[str, Any]], standing: dict[tuple[Any, ...], dict[str, Any]],
                   standing_right: list[dict[str, Any]], constraint_of: dict[Key, Any],
                   traps: set[Key]) -> None:
    kinds: Counter[tuple[str, str]] = Counter()
    for k, fam in family_of.items():
        t = task_of.get(k)
        kinds[(fam, (t.get("kind") or "(clustered)") if t else "(not a task)")] += 1
    print("labelled family -> mined kind:")
    for (fam, kind), n in sorted(kinds.items()):
        mark = "" if fam == kind or (fam == "followup" and kind == "(not a task)") else "  <-"
        print(f"  {fam:12} {kind:14} {n:4}{mark}")
    ok = {id(j) for j in right}
    print("judges:")
    for j in judges.values():
        verdict = "right" if id(j) in ok else ("TRAP" if j["_key"] in traps else "wrong")
        label = constraint_of.get(j["_key"], {}).get("constraint", "")
        print(f"  {verdict:5} {j['kind']:16} {j.get('check', '')[:60]:60} | "
              f"{j.get('quote', '')[:70]!r} {('| label: ' + label[:60]) if label else ''}")
    good = {id(s) for s in standing_right}
    print("standing preferences:")
    for s in standing.values():
        print(f"  {'right' if id(s) in good else 'wrong':5} {s['kind']:16} "
              f"{s.get('check', '')[:60]:60} ({s.get('why', '')[:60]})")


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _thresholds(value: str) -> list[float]:
    try:
        out = [float(v) for v in value.split(",") if v.strip()]
    except ValueError:
        out = []
    if not out or not all(0.0 < t < 1.0 for t in out):
        raise argparse.ArgumentTypeError(
            f"{value!r} is not a list of probabilities; give them as 0.5,0.55,0.6")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--home", type=Path, required=True,
                        help="a folder laid out like a HOME with harness logs")
    parser.add_argument("--labels", type=Path, required=True,
                        help="a folder with requests.json and constraints.json")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--details", action="store_true",
                        help="also print the kind confusion, every judge and preference")
    parser.add_argument("--folds", type=int, metavar="K",
                        help="session-grouped K-fold cross-validation (the figures that count)")
    parser.add_argument("--thresholds", type=_thresholds, metavar="P,P,...",
                        help="with --folds: also the figures at each of these follow-up "
                             "thresholds, the trade-off between new tasks found and "
                             "follow-ups made tasks")
    args = parser.parse_args()
    if args.folds is not None and args.folds < 2:
        parser.error("--folds takes 2 or more")
    if args.thresholds and not args.folds:
        parser.error("--thresholds needs --folds: a curve is only worth reading when "
                     "cross-validated")
    for name in ("requests.json", "constraints.json"):
        if not (args.labels / name).is_file():
            parser.error(f"{args.labels / name} does not exist; --labels takes a folder "
                         f"shaped like shared/realdata/entireio-dev/labels/")
    if not args.home.is_dir():
        parser.error(f"{args.home} is not a folder")
    if args.folds:
        with tempfile.TemporaryDirectory(prefix="signal-bench-") as state:
            cv = cross_validate(args.home.resolve(), Path(state), args.labels, args.folds,
                                args.thresholds)
        if args.json:
            print(json.dumps(cv, indent=2))
            return 0
        print(f"session-grouped {args.folds}-fold cross-validation ({cv['seconds']} s)")
        print(f"  {'figure':<20} {'mean':>7} {'worst':>7}   folds")
        for key in (*RANKING_KEYS, *CV_KEYS):
            per = " ".join("  -  " if f[key] is None else f"{f[key]:.3f}" for f in cv["folds"])
            mean, worst = cv["mean"][key], cv["worst"][key]
            print(f"  {key:<20} {_num(mean):>7} {_num(worst):>7}   {per}")
        print(f"  over all folds: {cv['judges']} judges, {cv['standing']} standing preferences, "
              f"{cv['injected_as_tasks']} injected records as tasks, {cv['judges_from_traps']} "
              f"judges from traps")
        if cv.get("curve"):
            print("  by follow-up threshold (mean / worst):")
            for point in cv["curve"]:
                print(f"    {point['threshold']:.2f}  " + "   ".join(
                    f"{key} {_num(point['mean'][key])} / {_num(point['worst'][key])}"
                    for key in ("family_recall", "followups_as_tasks", "f1")))
        return 0
    with tempfile.TemporaryDirectory(prefix="signal-bench-") as state:
        tasks, families, seconds = run_product(args.home.resolve(), Path(state))
        figures = score(tasks, families, args.labels, details=args.details and not args.json)
    figures["seconds"] = round(seconds, 2)
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    counts = figures.pop("counts")
    print(f"on {counts['tasks']} mined tasks; labels: {counts['family_requests']} family "
          f"requests, {counts['followups']} follow-ups, {counts['injected']} injected records, "
          f"{counts['durable_constraints']} durable constraints")
    width = max(map(len, figures))
    for key, value in figures.items():
        print(f"  {key:<{width}}  {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
