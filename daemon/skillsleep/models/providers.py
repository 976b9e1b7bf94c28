"""Our litellm custom providers, and the check that every configured model can be called.

`local/` and each harness's model provider (harnesses.MODEL_PROVIDERS, its CLI run headless) are
registered with litellm's CustomLLM mechanism, so the rest of the product calls every model the
same way: `litellm.completion(model=...)`.
"""

from __future__ import annotations

import threading
from typing import Any

from ..errors import UserError
from ..harnesses import MODEL_PROVIDERS
from ..harnesses.headless import CliRateLimited, CliTimeout
from . import local
from ._litellm import litellm
from .local import gguf_path

LOCAL_MODELS = ("smollm2",)
OUR_PROVIDERS = ("local", *MODEL_PROVIDERS)

_lock = threading.Lock()
_extra: dict[str, Any] = {}  # provider name -> handler, registered by register_handler
_registered: set[str] = set()


def _response(model_response: Any, text: str, prompt_tokens: int, completion_tokens: int,
              cost_usd: float | None = None, cached_prompt_tokens: int = 0) -> Any:
    lm = litellm()
    model_response.choices[0].message.content = text
    details = {"cached_tokens": cached_prompt_tokens} if cached_prompt_tokens else None
    model_response.usage = lm.Usage(prompt_tokens=prompt_tokens,
                                    completion_tokens=completion_tokens,
                                    total_tokens=prompt_tokens + completion_tokens,
                                    prompt_tokens_details=details)
    if cost_usd is not None:
        model_response._hidden_params["skillsleep_cost_usd"] = cost_usd
    return model_response


def _timeout_seconds(timeout: Any) -> float:
    if isinstance(timeout, (int, float)):
        return float(timeout)
    return float(getattr(timeout, "read", None) or 120.0)


def _make_handlers() -> dict[str, Any]:
    lm = litellm()
    class LocalHandler(lm.CustomLLM):  # type: ignore[misc,name-defined]
        def completion(self, model: str, messages: list, *args: Any, **kw: Any) -> Any:
            opts = kw.get("optional_params") or {}
            if model not in LOCAL_MODELS:
                raise ValueError(f"unknown local model {model!r}")
            text, p, c, reused = local.complete(
                messages, max_tokens=int(opts.get("max_tokens") or 256),
                temperature=float(opts.get("temperature") or 0.0),
                seed=int(opts.get("seed") or 0),
            )
            return _response(kw["model_response"], text, p, c, 0.0, reused)

    def _cli_handler(run: Any, provider: str) -> Any:
        class CliHandler(lm.CustomLLM):  # type: ignore[misc,name-defined]
            def completion(self, model: str, messages: list, *args: Any, **kw: Any) -> Any:
                seconds = _timeout_seconds(kw.get("timeout"))
                try:
                    reply = run(model, messages, seconds)
                except CliTimeout as exc:
                    raise lm.Timeout(message=str(exc), model=model,
                                     llm_provider=provider) from exc
                except CliRateLimited as exc:
                    raise lm.RateLimitError(message=str(exc), model=model,
                                            llm_provider=provider) from exc
                return _response(kw["model_response"], reply.text, reply.prompt_tokens,
                                 reply.completion_tokens, reply.cost_usd)

        return CliHandler()

    return {"local": LocalHandler(),
            **{name: _cli_handler(harness.run_headless, name)
               for name, harness in MODEL_PROVIDERS.items()}}


def register_handler(provider: str, handler: Any) -> None:
    """Add a litellm CustomLLM handler under `provider/` (used for test doubles and plugins)."""
    with _lock:
        _extra[provider] = handler
        _registered.discard(provider)
    ensure_registered()


def ensure_registered() -> None:
    """Put our providers (once) into litellm's custom provider map."""
    lm = litellm()
    with _lock:
        wanted: dict[str, Any] = {}
        if not _registered.issuperset(OUR_PROVIDERS):
            wanted.update(_make_handlers())
        wanted.update({k: v for k, v in _extra.items() if k not in _registered})
        if not wanted:
            return
        current = [item for item in lm.custom_provider_map if item["provider"] not in wanted]
        current += [{"provider": k, "custom_handler": v} for k, v in wanted.items()]
        lm.custom_provider_map = current
        from litellm.utils import custom_llm_setup  # heavy: litellm

        custom_llm_setup()
        _registered.update(wanted)


def check_model(model: str, role: str) -> None:
    """A clear UserError now when `model` cannot be called, before any work starts."""
    setting = f"models.{role}"
    if not model.strip():
        raise UserError(f"No model is set in {setting}; set a litellm model string such as "
                        f"local/smollm2 or openai/gpt-4o-mini.")
    provider, _, name = model.partition("/")
    if provider == "local":
        if name not in LOCAL_MODELS:
            raise UserError(f"{setting} names the unknown embedded model {model!r}; the "
                            f"embedded models are: " + ", ".join(f"local/{m}" for m in LOCAL_MODELS)
                            + ".")
        gguf_path()
        return
    if provider in MODEL_PROVIDERS:
        MODEL_PROVIDERS[provider].check_headless()
        return
    with _lock:
        if provider in _extra:
            return
    lm = litellm()
    try:
        lm.get_llm_provider(model)
    except Exception as exc:  # litellm raises BadRequestError for names it cannot route
        raise UserError(
            f"{setting} is {model!r}, which names no known model provider; use a litellm model "
            f"string such as openai/gpt-4o-mini, anthropic/claude-sonnet-4-5, ollama/llama3.1, "
            f"or one of local/smollm2, {', '.join(f'{p}/<model>' for p in MODEL_PROVIDERS)}."
        ) from exc
    env = lm.validate_environment(model=model)
    missing = env.get("missing_keys") or []
    if missing:
        raise UserError(f"{setting} is {model!r}, which needs {', '.join(missing)} in the "
                        f"environment; set it, or choose another model.")
