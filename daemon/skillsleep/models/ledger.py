"""Counting every call's tokens and cost, and refusing a call that could break the budget.

The budget is checked before a call with a pessimistic estimate (every byte of the prompt counted
as a token, plus the full `max_tokens`), so a call that is made can never push the night over.
"""

from __future__ import annotations

import threading
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .errors import BudgetExhausted


@dataclass
class Budget:
    max_tokens: int
    max_usd: float


@dataclass
class Ledger:
    budget: Budget | None = None
    calls: int = 0
    cache_hits: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    unpriced_calls: int = 0  # calls whose model has no known price: tokens counted, cost 0
    errors: Counter[str] = field(default_factory=Counter)
    by_model: dict[str, dict[str, float]] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def reserve(self, model: str, est_tokens: int, est_usd: float) -> None:
        """Raise BudgetExhausted when a call of this size could exceed the budget."""
        if self.budget is None:
            return
        with self._lock:
            if self.tokens + est_tokens > self.budget.max_tokens:
                raise BudgetExhausted(
                    f"token budget reached: {self.tokens} of {self.budget.max_tokens} tokens "
                    f"used, and the next call to {model} could need {est_tokens}"
                )
            if self.cost_usd + est_usd > self.budget.max_usd:
                raise BudgetExhausted(
                    f"money budget reached: ${self.cost_usd:.4f} of "
                    f"${self.budget.max_usd:.2f} used, and the next call to {model} could "
                    f"cost ${est_usd:.4f}"
                )

    def record(self, model: str, prompt_tokens: int, completion_tokens: int,
               cost_usd: float | None) -> None:
        with self._lock:
            self.calls += 1
            self.prompt_tokens += prompt_tokens
            self.completion_tokens += completion_tokens
            if cost_usd is None:
                self.unpriced_calls += 1
            else:
                self.cost_usd += cost_usd
            m = self.by_model.setdefault(
                model, {"calls": 0, "tokens": 0, "cost_usd": 0.0, "max_call_usd": 0.0})
            m["calls"] += 1
            m["tokens"] += prompt_tokens + completion_tokens
            m["cost_usd"] += cost_usd or 0.0
            m["max_call_usd"] = max(m["max_call_usd"], cost_usd or 0.0)

    def count_error(self, kind: str, n: int = 1) -> None:
        with self._lock:
            self.errors[kind] += n

    def count_hit(self) -> None:
        with self._lock:
            self.cache_hits += 1

    def snapshot(self) -> dict[str, Any]:
        with self._lock:
            return {
                "calls": self.calls, "cache_hits": self.cache_hits, "tokens": self.tokens,
                "prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
                "cost_usd": round(self.cost_usd, 6), "unpriced_calls": self.unpriced_calls,
                "errors": dict(self.errors), "by_model": {k: dict(v) for k, v in
                                                          self.by_model.items()},
            }
