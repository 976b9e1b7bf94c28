"""Weights learned from labelled sessions, instead of set by hand.

Some decisions of the miner weigh many plain cues at once (is this request a new task or a
follow-up?). Hand-set weights fit the sessions they were tuned on and score half as well on
anyone else's, so the weights are fitted: an L2-regularised logistic regression over named
features, trained at build time on a labelled history (`train.py`), shipped as a small JSON file
beside the code, and measured only by session-grouped cross-validation
(`benchmarks/signal_bench.py --folds 5`).

Scoring is pure Python (a dot product over a few dozen features), so the hot path needs no numpy;
fitting uses numpy and runs only at build time and in the benchmark.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..logs.jsonl import loads


@dataclass(frozen=True)
class LinearModel:
    """P(yes) = sigmoid(bias + sum of weight * feature); yes when it reaches `threshold`."""

    weights: dict[str, float]
    bias: float
    threshold: float = 0.5
    about: dict[str, Any] = field(default_factory=dict)  # what it was trained on, and how

    def probability(self, features: Mapping[str, float]) -> float:
        z = self.bias + sum(self.weights.get(k, 0.0) * v for k, v in features.items())
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def decide(self, features: Mapping[str, float]) -> bool:
        return self.probability(features) >= self.threshold

    def contributions(self, features: Mapping[str, float]) -> list[tuple[str, float]]:
        """Each present feature's share of the decision, largest first."""
        parts = [(k, self.weights.get(k, 0.0) * v) for k, v in features.items() if v]
        return sorted((p for p in parts if p[1]), key=lambda p: -abs(p[1]))

    def to_json(self) -> dict[str, Any]:
        return {"weights": {k: round(v, 5) for k, v in sorted(self.weights.items())},
                "bias": round(self.bias, 5), "threshold": self.threshold, "about": self.about}

    @classmethod
    def from_json(cls, doc: Any) -> LinearModel:
        if not isinstance(doc, dict) or not isinstance(doc.get("weights"), dict):
            raise ValueError("a model is an object with a weights object")
        weights = {str(k): float(v) for k, v in doc["weights"].items()}
        return cls(weights, float(doc.get("bias", 0.0)), float(doc.get("threshold", 0.5)),
                   dict(doc.get("about") or {}))

    @classmethod
    def load(cls, path: Path) -> LinearModel:
        try:
            return cls.from_json(loads(path.read_bytes()))
        except (OSError, ValueError, TypeError) as exc:
            raise RuntimeError(
                f"The miner's model file {path} cannot be read ({exc}); reinstall skillopt-sleep "
                f"to restore it.") from exc

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_json(), indent=1) + "\n", encoding="utf-8")


def fit(rows: Sequence[Mapping[str, float]], labels: Sequence[int], l2: float = 1.0,
        threshold: float = 0.5, iterations: int = 400,
        about: dict[str, Any] | None = None) -> LinearModel:
    """An L2-regularised logistic regression (Newton's method) over the features the rows
    name; the bias is not regularised."""
    import numpy as np  # heavy: only to fit

    names = sorted({k for r in rows for k in r})
    x = np.array([[float(r.get(n, 0.0)) for n in names] for r in rows], dtype=np.float64)
    x = np.hstack([x, np.ones((len(rows), 1))])
    y = np.asarray(labels, dtype=np.float64)
    w = np.zeros(x.shape[1])
    penalty = np.full(x.shape[1], float(l2))
    penalty[-1] = 0.0
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-np.clip(x @ w, -30, 30)))
        grad = x.T @ (p - y) + penalty * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.abs(step).max()) < 1e-8:
            break
    weights = {n: float(v) for n, v in zip(names, w[:-1], strict=True) if abs(v) > 1e-9}
    return LinearModel(weights, float(w[-1]), threshold, dict(about or {}))
