"""Quality and speed of task-family clustering, with the product's default configuration.

On CLINC150 val (3,000 real user utterances in 150 intents, CC BY 3.0) it prints the NMI and ARI
of our families against the intent labels: the clustering by meaning alone, and the families as
the product forms them (requests of a built-in kind of coding work join that kind's family, the
rest are clustered), with exact-match de-duplication as the baseline in the same run (and the
lighter hashed TF-IDF encoder for comparison), then the time to cluster 50,000 synthetic
requests and the per-request time of incremental assignment.

    python benchmarks/cluster_bench.py [--data PATH] [--synthetic 50000] [--json]

--data takes any JSON list of [text, label] pairs. Offline; no model provider is contacted.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "daemon"))

from skillsleep.config import TasksConfig  # noqa: E402
from skillsleep.tasks.clustering import assign, cluster  # noqa: E402
from skillsleep.tasks.encoders import get_encoder  # noqa: E402
from skillsleep.tasks.kinds import kind_of  # noqa: E402

DEFAULT_DATA = REPO.parent / "shared" / "benchdata" / "clinc150" / "val.json"


def _contingency(a: list[Any], b: list[Any]) -> np.ndarray:
    _, ai = np.unique(np.array(a, dtype=str), return_inverse=True)
    _, bi = np.unique(np.array(b, dtype=str), return_inverse=True)
    table = np.zeros((ai.max() + 1, bi.max() + 1))
    np.add.at(table, (ai, bi), 1)
    return table


def nmi(truth: list[Any], pred: list[Any]) -> float:
    """Normalized mutual information, arithmetic normalization (scikit-learn's default)."""
    c = _contingency(truth, pred)
    p = c / c.sum()
    pa, pb = p.sum(axis=1), p.sum(axis=0)
    nz = p > 0
    mi = float((p[nz] * np.log(p[nz] / np.outer(pa, pb)[nz])).sum())
    ha = float(-(pa[pa > 0] * np.log(pa[pa > 0])).sum())
    hb = float(-(pb[pb > 0] * np.log(pb[pb > 0])).sum())
    return 1.0 if ha + hb == 0 else 2 * mi / (ha + hb)


def ari(truth: list[Any], pred: list[Any]) -> float:
    """Adjusted Rand index."""
    c = _contingency(truth, pred)
    n = c.sum()

    def pairs(x: np.ndarray) -> float:
        return float((x * (x - 1) / 2).sum())

    index, rows, cols = pairs(c), pairs(c.sum(axis=1)), pairs(c.sum(axis=0))
    expected = rows * cols / (n * (n - 1) / 2)
    top = (rows + cols) / 2
    return 1.0 if top == expected else (index - expected) / (top - expected)


def exact_match(texts: list[str]) -> list[str]:
    return [" ".join(t.lower().split()) for t in texts]


def families(texts: list[str], method: str) -> tuple[list[int], np.ndarray, np.ndarray, float]:
    """Labels, vectors and centroids of a full clustering pass, and its time (encoding too)."""
    encoder = get_encoder(method)
    start = time.perf_counter()
    vecs = encoder.encode(texts)
    labels, cents = cluster(vecs, encoder.threshold)
    return labels.tolist(), vecs, cents, time.perf_counter() - start


def product_families(texts: list[str], vecs: np.ndarray, threshold: float) -> tuple[list[str],
                                                                                 int]:
    """Families as the product forms them: a request of a built-in kind of work joins that
    kind's family, the rest are clustered by meaning; and how many got a kind."""
    kinds = [kind_of(t) for t in texts]
    rest = [i for i, k in enumerate(kinds) if k is None]
    labels = [f"kind:{k.id}" if k else "" for k in kinds]
    if rest:
        open_labels, _ = cluster(vecs[rest], threshold)
        for i, lab in zip(rest, open_labels.tolist(), strict=True):
            labels[i] = f"open:{lab}"
    return labels, len(texts) - len(rest)


_ASKS = [
    "write release notes for {v}", "fix the failing test in {f}", "add type hints to {f}",
    "rename {i} to {j} everywhere", "bump {p} to {v} in the lockfile",
    "explain why {f} is slow", "add a unit test for {i}", "review the diff of PR {n}",
    "update the changelog for {v}", "migrate {f} from callbacks to async await",
    "set up CI caching for {p}", "write a commit message for the staged changes in {f}",
    "delete dead code in {f}", "summarize issue {n} in a few bullet points",
    "make {i} handle empty input", "translate the error messages in {f} to German",
    "add logging around {i}", "profile the memory use of {i}", "document {i} in the README",
    "upgrade {p} and fix the deprecation warnings",
]
_LEADS = ["", "please ", "can you ", "could you ", "hey, ", "now ", "quick one: "]
_TAILS = ["", " thanks", " asap", " and keep it short", " like last time", " again"]


def synthetic(n: int, seed: int = 7) -> list[str]:
    """Requests shaped like real ones: the same asks with other files, names and versions."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        ask = rng.choice(_ASKS).format(
            v=f"v{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}",
            f=f"src/{rng.choice(['api', 'core', 'ui', 'db'])}/mod_{rng.randint(0, 999)}.py",
            i=f"handle{rng.choice(['User', 'Order', 'Cart', 'Invoice'])}{rng.randint(0, 99)}",
            j=f"process_{rng.choice(['user', 'order', 'cart'])}_{rng.randint(0, 99)}",
            p=rng.choice(["react", "django", "numpy", "tokio", "pydantic"]),
            n=rng.randint(1, 9999),
        )
        out.append(rng.choice(_LEADS) + ask + rng.choice(_TAILS))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA,
                    help="JSON list of [text, label] pairs (default: CLINC150 val)")
    ap.add_argument("--synthetic", type=int, default=50_000,
                    help="synthetic requests for the scale test (0 skips it)")
    ap.add_argument("--json", action="store_true", help="print JSON")
    args = ap.parse_args(argv)
    try:
        pairs = json.loads(args.data.read_text(encoding="utf-8"))
        texts = [str(p[0]) for p in pairs]
        truth = [str(p[1]) for p in pairs]
    except (OSError, ValueError, IndexError, TypeError) as exc:
        print(f"cluster_bench: cannot read {args.data} as a JSON list of [text, label] pairs: "
              f"{exc}", file=sys.stderr)
        return 2
    method = TasksConfig().clustering  # the product's default
    started = time.perf_counter()
    labels, vecs, cents, seconds = families(texts, method)
    k = len(cents)
    base = exact_match(texts)
    tf_labels, _, tf_cents, tf_seconds = families(texts, "tfidf")
    tf_k = len(tf_cents)
    out: dict[str, Any] = {
        "nmi": round(nmi(truth, labels), 4), "ari": round(ari(truth, labels), 4),
        "baseline_nmi": round(nmi(truth, base), 4), "baseline_ari": round(ari(truth, base), 4),
        "n": len(texts), "seconds": round(seconds, 2),
        "method": method, "families": k, "true_labels": len(set(truth)),
        "baseline_families": len(set(base)),
        "tfidf_nmi": round(nmi(truth, tf_labels), 4), "tfidf_ari": round(ari(truth, tf_labels), 4),
        "tfidf_families": tf_k, "tfidf_seconds": round(tf_seconds, 2),
    }
    encoder = get_encoder(method)
    product, with_kind = product_families(texts, vecs, encoder.threshold)
    out.update({"product_nmi": round(nmi(truth, product), 4),
                "product_ari": round(ari(truth, product), 4),
                "product_requests_of_a_kind": with_kind})
    probe = texts[:200]
    t0 = time.perf_counter()
    for text in probe:
        assign(encoder.encode([text])[0], cents, encoder.threshold)
    out["incremental_ms_per_request"] = round(1000 * (time.perf_counter() - t0) / len(probe), 2)
    t0 = time.perf_counter()
    for v in vecs[:2000]:
        assign(v, cents, encoder.threshold)
    out["assign_ms_per_request"] = round(1000 * (time.perf_counter() - t0) / 2000, 4)
    if args.synthetic > 0:
        reqs = synthetic(args.synthetic)
        t0 = time.perf_counter()
        syn_vecs = encoder.encode(reqs)
        t1 = time.perf_counter()
        _, syn_cents = cluster(syn_vecs, encoder.threshold)
        t2 = time.perf_counter()
        out.update({"synthetic_n": len(reqs), "synthetic_seconds": round(t2 - t0, 2),
                    "synthetic_encode_seconds": round(t1 - t0, 2),
                    "synthetic_cluster_seconds": round(t2 - t1, 2),
                    "synthetic_families": len(syn_cents)})
    out["total_seconds"] = round(time.perf_counter() - started, 2)
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print(f"{args.data.name}: {out['n']} requests, {out['true_labels']} labels, method {method}")
    print(f"  ours      NMI {out['nmi']:.3f}  ARI {out['ari']:.3f}  {k} families  "
          f"{out['seconds']:.1f}s")
    print(f"  product   NMI {out['product_nmi']:.3f}  ARI {out['product_ari']:.3f}  "
          f"(built-in kinds first: {with_kind} requests got one; the rest clustered)")
    print(f"  baseline  NMI {out['baseline_nmi']:.3f}  ARI {out['baseline_ari']:.3f}  "
          f"(exact-match de-duplication, {out['baseline_families']} families)")
    print(f"  tfidf     NMI {out['tfidf_nmi']:.3f}  ARI {out['tfidf_ari']:.3f}  {tf_k} families  "
          f"{tf_seconds:.1f}s")
    print(f"  incremental: {out['incremental_ms_per_request']:.1f} ms per request "
          f"(encode + assign), assign alone {out['assign_ms_per_request']:.3f} ms")
    if args.synthetic > 0:
        print(f"  {out['synthetic_n']} synthetic requests: {out['synthetic_seconds']:.1f}s "
              f"(encode {out['synthetic_encode_seconds']:.1f}s, cluster "
              f"{out['synthetic_cluster_seconds']:.1f}s), {out['synthetic_families']} families")
    return 0


if __name__ == "__main__":
    sys.exit(main())
