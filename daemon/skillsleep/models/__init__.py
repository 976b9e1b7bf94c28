"""Every model call in the product goes through here: litellm with our providers, a response
cache, a hard per-night budget, retries, and token and cost accounting.

Importing this package is cheap; litellm itself is imported on the first call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .client import CallResult, ModelClient
from .errors import BudgetExhausted, ModelCallError
from .harness_cli import HEADLESS_MARKER
from .ledger import Budget, Ledger

if TYPE_CHECKING:
    from ..config import Config
    from ..paths import Paths

__all__ = [
    "HEADLESS_MARKER", "Budget", "BudgetExhausted", "CallResult", "Ledger", "ModelCallError",
    "ModelClient", "check_models", "client_from_config",
]


def client_from_config(config: Config, paths: Paths, use_cache: bool = True) -> ModelClient:
    """A client with the night's budget, the configured timeout and retries, and the cache."""
    from .cache import ResponseCache

    cache = (ResponseCache(paths.model_cache_dir, config.models.cache_mb * 1024 * 1024)
             if use_cache else None)
    ledger = Ledger(Budget(config.budget.max_tokens_per_night, config.budget.max_usd_per_night))
    return ModelClient(ledger=ledger, cache=cache, timeout=float(config.models.timeout_seconds),
                       max_retries=config.models.max_retries)


def check_models(config: Config) -> None:
    """Raise a UserError naming the setting when a configured model cannot be called."""
    from .providers import check_model

    check_model(config.models.target, "target")
    check_model(config.models.optimizer, "optimizer")
    if config.models.judge:
        check_model(config.models.judge, "judge")
