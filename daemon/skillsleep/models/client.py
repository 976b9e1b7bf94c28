"""Every model call of the product: cache, budget, retries with backoff, tokens, cost and time.

A call is answered from the on-disk cache when the same model, messages, parameters and sample
index were asked before; otherwise a stop request is honoured and the budget is checked first,
then litellm is called with a timeout, retrying rate limits and timeouts a bounded number of
times with exponential backoff. Where the provider caches prompt prefixes, the document prefix is
marked for it (prompt_cache.py), and the tokens it served from its cache are counted.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..harnesses import ALL as HARNESSES
from . import errors as kinds
from ._litellm import litellm
from .cache import ResponseCache, cache_key
from .errors import ModelCallError
from .interrupt import Interruption
from .ledger import Ledger

# What the harness CLIs add to every prompt (their own system prompt), counted pessimistically
# so the budget check before a call is not fooled by it.
PROVIDER_OVERHEAD_TOKENS = {h.model_provider: h.model_overhead_tokens
                            for h in HARNESSES if h.model_provider}
MAX_BACKOFF_SECONDS = 60.0

_REFUSAL = re.compile(
    r"^\s*(i'?m sorry|i am sorry|sorry, (but )?i can|i can(no|')t (help|assist|do)|"
    r"i cannot (help|assist|comply|do)|i'?m (not able|unable) to|as an ai\b)", re.IGNORECASE)


def looks_like_refusal(text: str) -> bool:
    return bool(_REFUSAL.match(text[:200]))


@dataclass
class CallResult:
    text: str
    model: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float | None = 0.0
    cached: bool = False
    cached_prompt_tokens: int = 0  # served from the provider's prompt cache


def estimate_prompt_tokens(model: str, messages: list[dict[str, Any]]) -> int:
    """An upper bound: byte-level tokenizers never make more tokens than UTF-8 bytes."""
    size = sum(len(str(m.get("content") or "").encode("utf-8")) + 8 for m in messages)
    return size + 32 + PROVIDER_OVERHEAD_TOKENS.get(model.partition("/")[0], 0)


class ModelClient:
    def __init__(self, ledger: Ledger | None = None, cache: ResponseCache | None = None,
                 timeout: float = 120.0, max_retries: int = 2, backoff_seconds: float = 2.0,
                 sleep: Callable[[float], None] = time.sleep, prompt_cache: bool = True,
                 interrupt: Interruption | None = None,
                 after_call: Callable[[], None] | None = None) -> None:
        self.ledger = ledger or Ledger()
        self.cache = cache
        self.timeout = timeout
        self.max_retries = max_retries
        self.backoff_seconds = backoff_seconds
        self.prompt_cache = prompt_cache
        self.interrupt = interrupt
        self.after_call = after_call  # told after every call made (the night's progress)
        self._sleep = sleep

    def complete(self, model: str, messages: list[dict[str, Any]], *, max_tokens: int,
                 temperature: float = 0.0, sample: int = 0) -> CallResult:
        """One answer. Raises NightInterrupted once a stop was asked for, BudgetExhausted
        before a call that could break the budget, and ModelCallError when the provider fails
        after its retries."""
        if self.interrupt is not None:
            self.interrupt.check()
        params = {"max_tokens": max_tokens, "temperature": temperature, "seed": sample}
        key = cache_key(model, messages, params, sample)
        if self.cache is not None:
            hit = self.cache.get(key)
            if hit is not None:
                self.ledger.count_hit()
                return CallResult(text=hit["text"], model=model, cached=True)
        est_prompt = estimate_prompt_tokens(model, messages)
        self.ledger.reserve(model, est_prompt + max_tokens,
                            self._estimate_usd(model, est_prompt, max_tokens))
        # The prompt cache changes how fast an answer comes, not what it says: it is not part
        # of the response cache's key.
        extra = _prompt_cache_params(model) if self.prompt_cache else {}
        started = time.monotonic()
        response = self._call_with_retries(model, messages, {**params, **extra})
        result = self._result(model, response)
        self.ledger.record(model, result.prompt_tokens, result.completion_tokens, result.cost_usd,
                           seconds=time.monotonic() - started,
                           cached_prompt_tokens=result.cached_prompt_tokens)
        if not result.text.strip():
            self.ledger.count_error(kinds.EMPTY)
        elif looks_like_refusal(result.text):
            self.ledger.count_error(kinds.REFUSAL)
        if self.cache is not None and result.text.strip():
            try:
                self.cache.put(key, {"text": result.text, "model": model,
                                     "prompt_tokens": result.prompt_tokens,
                                     "completion_tokens": result.completion_tokens,
                                     "cost_usd": result.cost_usd, "time": time.time()})
            except OSError:
                # A full or read-only cache folder costs a rerun its savings, never the answer.
                self.ledger.count_error("cache_write_failed")
        if self.after_call is not None:
            self.after_call()
        return result

    def _call_with_retries(self, model: str, messages: list[dict[str, Any]],
                           params: dict[str, Any]) -> Any:
        lm = litellm()
        # start-up: the provider table loads with the first call
        from .providers import ensure_registered

        ensure_registered()
        attempt = 0
        while True:
            try:
                return lm.completion(model=model, messages=messages, timeout=self.timeout,
                                     num_retries=0, **params)
            except Exception as exc:  # every provider error is mapped to a counted kind
                kind = _kind_of(lm, exc)
                self.ledger.count_error(kind)
                retryable = kind in (kinds.TIMEOUT, kinds.RATE_LIMIT)
                if not retryable or attempt >= self.max_retries:
                    raise ModelCallError(kind, f"{model}: {_first_line(exc)}") from exc
                self._sleep(min(MAX_BACKOFF_SECONDS, self.backoff_seconds * 2 ** attempt))
                attempt += 1

    def _result(self, model: str, response: Any) -> CallResult:
        try:
            text = response.choices[0].message.content or ""
        except (AttributeError, IndexError):
            text = ""
        usage = getattr(response, "usage", None)
        prompt_tokens = int(getattr(usage, "prompt_tokens", 0) or 0)
        completion_tokens = int(getattr(usage, "completion_tokens", 0) or 0)
        details = getattr(usage, "prompt_tokens_details", None)
        cached = int(getattr(details, "cached_tokens", 0) or 0)
        hidden = getattr(response, "_hidden_params", None) or {}
        cost = hidden.get("skillsleep_cost_usd")
        if cost is None:
            cost = _price(model, prompt_tokens, completion_tokens, cached)
        return CallResult(text=str(text), model=model, prompt_tokens=prompt_tokens,
                          completion_tokens=completion_tokens, cost_usd=cost,
                          cached_prompt_tokens=cached)

    def _estimate_usd(self, model: str, prompt_tokens: int, completion_tokens: int) -> float:
        price = _price(model, prompt_tokens, completion_tokens)
        if price is not None:
            return price
        # No price table (for example a harness CLI that reports its cost afterwards): assume
        # the next call costs as much as the dearest one so far.
        seen = self.ledger.by_model.get(model, {})
        calls = seen.get("calls", 0)
        return float(seen.get("max_call_usd", 0.0)) if calls else 0.0


def estimate_cost(model: str, prompt_tokens: int, completion_tokens: int) -> float | None:
    """The price of a call of this size in US dollars (None: the model has no known price)."""
    return _price(model, prompt_tokens, completion_tokens)


def _prompt_cache_params(model: str) -> dict[str, Any]:
    # start-up: status imports the client; this loads with the first call
    from .prompt_cache import cache_params

    return cache_params(model)


def _price(model: str, prompt_tokens: int, completion_tokens: int,
           cached_prompt_tokens: int = 0) -> float | None:
    if model.startswith("local/"):
        return 0.0
    try:
        p, c = litellm().cost_per_token(model=model, prompt_tokens=prompt_tokens,
                                        completion_tokens=completion_tokens,
                                        cache_read_input_tokens=cached_prompt_tokens)
    except Exception:  # litellm raises several error types for models without a price
        return None
    return float(p) + float(c)


def _kind_of(lm: Any, exc: Exception) -> str:
    if isinstance(exc, lm.Timeout) or "timeout" in type(exc).__name__.lower():
        return kinds.TIMEOUT
    if isinstance(exc, lm.RateLimitError):
        return kinds.RATE_LIMIT
    return kinds.PROVIDER


def _first_line(exc: Exception) -> str:
    text = str(exc).strip().splitlines()
    return text[0][:300] if text else type(exc).__name__
