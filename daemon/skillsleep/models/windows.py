"""What a model can read at once, and how many tokens a text is to it.

The window comes from the model itself: llama.cpp's `n_ctx` for the embedded model, litellm's
model information (`max_input_tokens`) for every other provider, including models a user or a
plugin registered with `litellm.register_model`. The harness CLIs manage their own context, and a
model litellm knows nothing about has no known window: both get None, and their prompts are sent
whole.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from ..harnesses import MODEL_PROVIDERS
from . import local
from ._litellm import litellm

# A harness CLI manages its own context: its model provider has no window of ours to fill.
UNWINDOWED_PROVIDERS = tuple(MODEL_PROVIDERS)


@functools.lru_cache(maxsize=32)
def context_window(model: str) -> int | None:
    """Tokens the model reads at most (prompt and answer for llama.cpp), or None if unknown."""
    provider = model.partition("/")[0]
    if provider == "local":
        return local.context_tokens()
    if provider in UNWINDOWED_PROVIDERS:
        return None
    try:
        info = litellm().get_model_info(model)
    except Exception:  # litellm raises several error types for a model it has not mapped
        return None
    value = info.get("max_input_tokens") or info.get("max_tokens")
    return int(value) if value else None


def token_counter(model: str) -> Callable[[str], int]:
    """A function counting the tokens of a text for `model`."""
    if model.startswith("local/"):
        return local.count_tokens

    def count(text: str) -> int:
        try:
            return int(litellm().token_counter(model=model, text=text))
        except Exception:  # no tokenizer for this model: 3 bytes a token errs on the long side
            return len(text.encode("utf-8")) // 3 + 1

    return count
