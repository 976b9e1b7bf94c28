"""The one place litellm is imported: lazily, offline, and without reading a stray `.env`.

Importing litellm costs seconds and hundreds of MB, so only processes that call models pay it.
"""

from __future__ import annotations

import os
import threading
from typing import Any

_lock = threading.Lock()
_module: Any = None


def litellm() -> Any:
    """The litellm module, configured for a quiet, offline-by-default daemon."""
    global _module
    with _lock:
        if _module is None:
            # Both must be set before the import: the cost map is otherwise fetched from the
            # network, and in DEV mode litellm loads `.env` from the working directory.
            os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
            os.environ.setdefault("LITELLM_MODE", "PRODUCTION")
            os.environ.setdefault("LITELLM_LOG", "ERROR")
            import litellm as module  # heavy: litellm

            module.suppress_debug_info = True
            module.disable_hf_tokenizer_download = True
            module.drop_params = True  # custom providers ignore OpenAI-only parameters
            _module = module
        return _module
