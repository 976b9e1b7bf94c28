"""The model client: cache, budget, retries, and counting of bad replies (scripted providers)."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillsleep.models import Budget, BudgetExhausted, Ledger, ModelCallError, ModelClient
from skillsleep.models.cache import ResponseCache

from helpers.scripted_models import install

MSG = [{"role": "user", "content": "hello"}]


@pytest.fixture
def script():
    return install()


def _client(tmp_path: Path, budget: Budget | None = None, **kw) -> ModelClient:
    cache = ResponseCache(tmp_path / "cache", 10 * 1024 * 1024)
    return ModelClient(Ledger(budget), cache, timeout=5, **kw)


def test_rerun_hits_the_cache_with_no_new_call(tmp_path: Path, script) -> None:
    first = _client(tmp_path)
    a = first.complete("scripted/echo", MSG, max_tokens=20)
    assert not a.cached and len(script.calls) == 1
    again = _client(tmp_path)  # a new process would build a new client over the same folder
    b = again.complete("scripted/echo", MSG, max_tokens=20)
    assert b.cached and b.text == a.text
    assert len(script.calls) == 1
    assert again.ledger.calls == 0 and again.ledger.cache_hits == 1 and again.ledger.tokens == 0


def test_cache_key_includes_sample_params_and_model(tmp_path: Path, script) -> None:
    c = _client(tmp_path)
    c.complete("scripted/echo", MSG, max_tokens=20)
    c.complete("scripted/echo", MSG, max_tokens=20, sample=1)
    c.complete("scripted/echo", MSG, max_tokens=21)
    c.complete("scripted/other", MSG, max_tokens=20)
    assert len(script.calls) == 4
    assert script.calls[1]["params"]["seed"] == 1


def test_damaged_cache_entry_is_a_miss(tmp_path: Path, script) -> None:
    c = _client(tmp_path)
    c.complete("scripted/echo", MSG, max_tokens=20)
    for f in (tmp_path / "cache").glob("*/*.json"):
        f.write_text("{not json", encoding="utf-8")
    assert not _client(tmp_path).complete("scripted/echo", MSG, max_tokens=20).cached
    assert len(script.calls) == 2


def test_cache_stays_within_its_size_bound(tmp_path: Path, script) -> None:
    script.handlers["big"] = lambda _m: "x" * 2000
    cache = ResponseCache(tmp_path / "cache", 20_000)
    c = ModelClient(Ledger(), cache, timeout=5)
    for i in range(40):
        c.complete("scripted/big", [{"role": "user", "content": f"q{i}"}], max_tokens=10)
    total = sum(f.stat().st_size for f in (tmp_path / "cache").glob("*/*.json"))
    assert 0 < total <= 20_000
    # The most recent answer is still there.
    assert c.complete("scripted/big", [{"role": "user", "content": "q39"}], max_tokens=10).cached


def test_call_that_could_exceed_the_token_budget_is_never_made(tmp_path: Path, script) -> None:
    c = _client(tmp_path, Budget(max_tokens=300, max_usd=1.0))
    made = 0
    with pytest.raises(BudgetExhausted) as info:
        for i in range(100):
            c.complete("scripted/echo", [{"role": "user", "content": f"question {i}"}],
                       max_tokens=50)
            made += 1
    assert "token budget" in info.value.reason
    assert len(script.calls) == made > 0
    assert c.ledger.tokens <= 300


def test_money_budget_refuses_a_priced_call_before_it_is_made(tmp_path: Path, script) -> None:
    # gpt-4o-mini has a price in litellm's bundled table; no key is needed because no call is made.
    c = _client(tmp_path, Budget(max_tokens=10**9, max_usd=0.0000001))
    with pytest.raises(BudgetExhausted) as info:
        c.complete("openai/gpt-4o-mini", MSG, max_tokens=1000)
    assert "money budget" in info.value.reason
    assert c.ledger.calls == 0


def test_rate_limits_are_retried_with_backoff(tmp_path: Path, script) -> None:
    import litellm

    slept: list[float] = []
    c = _client(tmp_path, max_retries=2, backoff_seconds=1.5, sleep=slept.append)
    script.queue("flaky", litellm.RateLimitError(message="429", model="flaky",
                                                 llm_provider="scripted"),
                 litellm.RateLimitError(message="429", model="flaky", llm_provider="scripted"),
                 "finally")
    assert c.complete("scripted/flaky", MSG, max_tokens=10).text == "finally"
    assert slept == [1.5, 3.0]
    assert c.ledger.errors["rate_limit"] == 2 and c.ledger.calls == 1


def test_timeouts_give_up_after_the_bounded_retries(tmp_path: Path, script) -> None:
    import litellm

    c = _client(tmp_path, max_retries=1, sleep=lambda _s: None)
    script.queue("slow", *[litellm.Timeout(message="slow", model="slow", llm_provider="scripted")
                           for _ in range(5)])
    with pytest.raises(ModelCallError) as info:
        c.complete("scripted/slow", MSG, max_tokens=10)
    assert info.value.kind == "timeout"
    assert len(script.calls_to("slow")) == 2
    assert c.ledger.errors["timeout"] == 2


def test_provider_errors_are_not_retried(tmp_path: Path, script) -> None:
    c = _client(tmp_path, max_retries=3, sleep=lambda _s: None)
    script.queue("broken", RuntimeError("boom"))
    with pytest.raises(ModelCallError) as info:
        c.complete("scripted/broken", MSG, max_tokens=10)
    assert info.value.kind == "provider_error"
    assert len(script.calls_to("broken")) == 1


def test_empty_replies_and_refusals_are_counted_and_empty_is_not_cached(
        tmp_path: Path, script) -> None:
    c = _client(tmp_path)
    script.queue("odd", "", "I'm sorry, but I can't help with that.")
    assert c.complete("scripted/odd", MSG, max_tokens=10).text == ""
    c.complete("scripted/odd", [{"role": "user", "content": "again"}], max_tokens=10)
    assert c.ledger.errors["empty_reply"] == 1 and c.ledger.errors["refusal"] == 1
    assert not c.complete("scripted/odd", MSG, max_tokens=10).cached


def test_an_unwritable_cache_costs_only_the_saving(tmp_path: Path, script) -> None:
    folder = tmp_path / "cache"
    folder.write_text("a file where the cache folder should be", encoding="utf-8")
    c = ModelClient(Ledger(), ResponseCache(folder, 10_000), timeout=5)
    assert c.complete("scripted/echo", MSG, max_tokens=10).text == "ok"
    assert c.ledger.errors["cache_write_failed"] == 1
