"""Claude Code as a model (`claude-code/<model>`): `claude -p` in an empty folder, tools off."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from ...logs.marker import HEADLESS_CWD_PREFIX
from ..headless import (
    CliFailed,
    CliReply,
    approx_tokens,
    flatten,
    raise_for_failure,
    require_binary,
    run,
)

# Claude Code retries a rate-limited or overloaded API for minutes on its own; a call here gives
# up after a few, so the client's backoff and the night's budget decide, and a rate limit is
# reported as one instead of a timeout. A value the person set is theirs.
CLAUDE_RETRIES = "2"


def _claude_env() -> dict[str, str]:
    return {"CLAUDE_CODE_MAX_RETRIES": CLAUDE_RETRIES, **os.environ}


def run_claude(binary_name: str, provider: str, model: str, messages: list[dict[str, Any]],
               timeout: float) -> CliReply:
    binary = require_binary(binary_name, provider)
    prompt = flatten(messages)
    with tempfile.TemporaryDirectory(prefix=HEADLESS_CWD_PREFIX) as tmp:
        argv = [binary, "-p", "--output-format", "json", "--max-turns", "1", "--tools", ""]
        if model and model != "default":
            argv += ["--model", model]
        proc = run(argv, prompt, timeout, Path(tmp), check=False, env=_claude_env())
    try:
        data = json.loads(proc.stdout)
    except ValueError:
        data = None
    if not isinstance(data, dict):
        if proc.returncode != 0:
            raise_for_failure("claude", proc.returncode, proc.stderr + proc.stdout)
        raise CliFailed(f"claude printed something that is not JSON: {proc.stdout[:200]}")
    text = str(data.get("result") or "")
    if data.get("is_error") or proc.returncode != 0:
        # Its result says what went wrong (the API's own error), more than its exit code.
        raise_for_failure("claude", proc.returncode or 1, text or proc.stderr)
    usage = data.get("usage") or {}
    prompt_tokens = int(usage.get("input_tokens") or 0) + int(
        usage.get("cache_read_input_tokens") or 0) + int(
        usage.get("cache_creation_input_tokens") or 0)
    completion_tokens = int(usage.get("output_tokens") or 0)
    cost = data.get("total_cost_usd")
    return CliReply(text, prompt_tokens or approx_tokens(prompt),
                    completion_tokens or approx_tokens(text),
                    float(cost) if isinstance(cost, (int, float)) else None)
