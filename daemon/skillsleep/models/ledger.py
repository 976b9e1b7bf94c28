"""Counting every call's tokens, cost and time, and refusing a call that could break the budget.

The budget is checked before a call with a pessimistic estimate, so a call that is made can never
push the night over: every byte of the prompt counted as a token plus the full `max_tokens`, the
price of that many tokens, and for time the longest of the model's recent calls. Besides the
night's own limits, the night may give the document it works on a share of the time
(`set_share`); a call that would end past it stops that document only.

What it has counted is read as a `usage.Usage` or a `usage.LedgerSummary`.
"""

from __future__ import annotations

import threading
import time
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from ..usage import LedgerSummary, Usage
from .errors import BudgetExhausted

RECENT_CALLS = 8  # how many of a model's last calls the time estimate looks at


@dataclass
class Budget:
    max_tokens: int
    max_usd: float
    max_seconds: float | None = None  # None: no time limit


@dataclass
class Share:
    """The part of the night's time the current document may use."""

    until: float  # on the ledger's clock
    label: str    # "the share of ... given to CLAUDE.md", for the stop reason


@dataclass
class Ledger:
    budget: Budget | None = None
    calls: int = 0
    cache_hits: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    unpriced_calls: int = 0  # calls whose model has no known price: tokens counted, cost 0
    call_seconds: float = 0.0  # time spent waiting for models (cache hits excluded)
    # The provider's own prompt cache: calls that reused a cached prefix, and its tokens.
    prompt_cache_hits: int = 0
    prompt_cache_tokens: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    by_model: dict[str, dict[str, float]] = field(default_factory=dict)
    clock: Callable[[], float] = field(default=time.monotonic, repr=False)
    started: float | None = None  # on `clock`; set on creation
    share: Share | None = None
    _recent: dict[str, deque[float]] = field(default_factory=dict, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def __post_init__(self) -> None:
        if self.started is None:
            self.started = self.clock()

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def elapsed(self) -> float:
        """Seconds since the ledger (the night) started."""
        return self.clock() - (self.started or 0.0)

    def seconds_left(self) -> float | None:
        """Seconds the night's time budget still allows (None: no time limit)."""
        if self.budget is None or self.budget.max_seconds is None:
            return None
        return max(0.0, self.budget.max_seconds - self.elapsed())

    def set_share(self, seconds: float | None, label: str = "") -> None:
        """Let the current document use `seconds` from now (None: no share of its own)."""
        with self._lock:
            self.share = None if seconds is None else Share(self.clock() + seconds, label)

    def expected_seconds(self, model: str) -> float:
        """How long the next call to `model` may take: its slowest recent call (0 before any)."""
        with self._lock:
            recent = self._recent.get(model)
            return max(recent) if recent else 0.0

    def reserve(self, model: str, est_tokens: int, est_usd: float) -> None:
        """Raise BudgetExhausted when a call of this size could exceed the budget."""
        if self.budget is None and self.share is None:
            return
        need = self.expected_seconds(model)
        with self._lock:
            b = self.budget
            if b is not None and self.tokens + est_tokens > b.max_tokens:
                raise BudgetExhausted(
                    f"token budget reached: {self.tokens} of {b.max_tokens} tokens "
                    f"used, and the next call to {model} could need {est_tokens}", "tokens")
            if b is not None and self.cost_usd + est_usd > b.max_usd:
                raise BudgetExhausted(
                    f"money budget reached: ${self.cost_usd:.4f} of "
                    f"${b.max_usd:.2f} used, and the next call to {model} could "
                    f"cost ${est_usd:.4f}", "usd")
            now = self.clock()
            if b is not None and b.max_seconds is not None and \
                    now - (self.started or 0.0) + need > b.max_seconds:
                raise BudgetExhausted(
                    f"time budget reached: {(now - (self.started or 0.0)) / 60:.1f} of "
                    f"{b.max_seconds / 60:g} minutes used, and the next call to {model} could "
                    f"take {need:.0f} s", "time")
            if self.share is not None and now + need > self.share.until:
                raise BudgetExhausted(self.share.label or "this document's share of the time "
                                      "budget is used up", "time", scope="document")

    def record(self, model: str, prompt_tokens: int, completion_tokens: int,
               cost_usd: float | None, seconds: float = 0.0,
               cached_prompt_tokens: int = 0) -> None:
        with self._lock:
            self.calls += 1
            self.prompt_tokens += prompt_tokens
            self.completion_tokens += completion_tokens
            self.call_seconds += seconds
            if cached_prompt_tokens > 0:
                self.prompt_cache_hits += 1
                self.prompt_cache_tokens += cached_prompt_tokens
            if cost_usd is None:
                self.unpriced_calls += 1
            else:
                self.cost_usd += cost_usd
            m = self.by_model.setdefault(
                model, {"calls": 0, "tokens": 0, "cost_usd": 0.0, "max_call_usd": 0.0,
                        "seconds": 0.0})
            m["calls"] += 1
            m["tokens"] += prompt_tokens + completion_tokens
            m["cost_usd"] += cost_usd or 0.0
            m["max_call_usd"] = max(m["max_call_usd"], cost_usd or 0.0)
            m["seconds"] = round(m.get("seconds", 0.0) + seconds, 3)
            self._recent.setdefault(model, deque(maxlen=RECENT_CALLS)).append(seconds)

    def count_error(self, kind: str, n: int = 1) -> None:
        with self._lock:
            self.errors[kind] += n

    def count_hit(self) -> None:
        with self._lock:
            self.cache_hits += 1

    def usage(self) -> Usage:
        with self._lock:
            return Usage(self.calls, self.cache_hits, self.tokens, round(self.cost_usd, 6))

    def summary(self) -> LedgerSummary:
        with self._lock:
            return LedgerSummary(
                self.calls, self.cache_hits, self.tokens, round(self.cost_usd, 6),
                self.unpriced_calls, round(self.call_seconds, 3), self.prompt_cache_hits,
                self.prompt_cache_tokens)

    def snapshot(self) -> dict[str, Any]:
        """The summary's keys, with the tokens split, the errors and the figures per model."""
        summary = self.summary()
        with self._lock:
            return {
                **asdict(summary),
                "prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
                "errors": dict(self.errors), "by_model": {k: dict(v) for k, v in
                                                          self.by_model.items()},
            }
