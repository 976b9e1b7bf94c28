"""Provider prompt caching for hosted models: the long document prefix is read once, not per task.

OpenAI, DeepSeek and xAI cache a long repeated prefix on their own; the providers below cache
only the part of a request marked with `cache_control`, which litellm adds to the system message
(the instruction document) when asked through `cache_control_injection_points`. The embedded
model has its own prompt cache (local.py); the harness CLIs manage theirs.
"""

from __future__ import annotations

import functools
from typing import Any

from ..harnesses import MODEL_PROVIDERS
from ._litellm import litellm

MARKED_PROVIDERS = ("anthropic", "bedrock", "vertex_ai", "gemini", "openrouter", "azure_ai",
                    "databricks")
SYSTEM_MESSAGE = [{"location": "message", "role": "system"}]


@functools.lru_cache(maxsize=32)
def _marked(model: str) -> bool:
    lm = litellm()
    try:
        provider = lm.get_llm_provider(model)[1]
        info = lm.get_model_info(model)
    except Exception:  # a model litellm cannot route or has not mapped: send it unmarked
        return False
    return provider in MARKED_PROVIDERS and bool(info.get("supports_prompt_caching"))


def cache_params(model: str) -> dict[str, Any]:
    """Extra litellm parameters that cache the system message of calls to `model`, if needed."""
    if model.partition("/")[0] in ("local", *MODEL_PROVIDERS):
        return {}
    return {"cache_control_injection_points": SYSTEM_MESSAGE} if _marked(model) else {}
