"""Every model call in the product goes through here: litellm with our providers, a response
cache, provider prompt caching, a hard per-night budget (tokens, money, time), retries, stop
requests, and token, cost and time accounting.

Importing this package is cheap; litellm itself is imported on the first call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..logs.marker import HEADLESS_MARKER
from .cache import ResponseCache
from .client import CallResult, ModelClient
from .errors import BudgetExhausted, ModelCallError, NightInterrupted
from .interrupt import Interruption
from .ledger import Budget, Ledger

if TYPE_CHECKING:
    from ..config import Config
    from ..paths import Paths

__all__ = [
    "HEADLESS_MARKER", "Budget", "BudgetExhausted", "CallResult", "Interruption", "Ledger",
    "ModelCallError", "ModelClient", "NightInterrupted", "check_models", "client_from_config",
]


def client_from_config(config: Config, paths: Paths, use_cache: bool = True,
                       interrupt: Interruption | None = None) -> ModelClient:
    """A client with the night's budget, the configured timeout, retries, caches and prompt
    cache, stopping at `interrupt`'s request."""
    m, b = config.models, config.budget
    cache = ResponseCache(paths.model_cache_dir, m.cache_mb * 1024 * 1024) if use_cache else None
    ledger = Ledger(Budget(b.max_tokens_per_night, b.max_usd_per_night,
                           b.max_minutes_per_night * 60.0))
    if any(name.startswith("local/") for name in (m.target, m.optimizer, m.judge, m.miner)):
        # start-up: status imports this package; the embedded model loads with its first use
        from . import local

        local.configure(m.prompt_cache, m.local_prompt_cache_mb << 20)
    return ModelClient(ledger=ledger, cache=cache, timeout=float(m.timeout_seconds),
                       max_retries=m.max_retries, prompt_cache=m.prompt_cache,
                       interrupt=interrupt)


def check_models(config: Config) -> None:
    """Raise a UserError naming the setting when a configured model cannot be called."""
    from .providers import check_model  # start-up: the provider table loads with the first call

    check_model(config.models.target, "target")
    check_model(config.models.optimizer, "optimizer")
    if config.models.judge:
        check_model(config.models.judge, "judge")
    if config.models.miner:
        check_model(config.models.miner, "miner")
