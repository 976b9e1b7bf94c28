"""The counters of model calls: what a night, and each of its documents, report using.

`models.ledger.Ledger` counts; a night's report (`optimize.report`) embeds its summary, and
each document's report the usage while it ran; their keys are the record's keys. Apart from the
models package so that reading a report (`skillopt-sleep status`) imports no model client.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Usage:
    """What a stretch of model calls used (a cache hit is a call answered from the cache)."""

    calls: int = 0
    cache_hits: int = 0
    tokens: int = 0
    cost_usd: float = 0.0

    def since(self, earlier: Usage) -> Usage:
        """What was used between `earlier` and this one."""
        return Usage(self.calls - earlier.calls, self.cache_hits - earlier.cache_hits,
                     self.tokens - earlier.tokens, round(self.cost_usd - earlier.cost_usd, 6))


@dataclass
class LedgerSummary(Usage):
    """The ledger's counters at one moment, as a night's report holds them."""

    unpriced_calls: int = 0  # calls whose model has no known price: tokens counted, cost 0
    call_seconds: float = 0.0  # time spent waiting for models (cache hits excluded)
    prompt_cache_hits: int = 0  # calls that reused a prefix cached by the provider
    prompt_cache_tokens: int = 0
