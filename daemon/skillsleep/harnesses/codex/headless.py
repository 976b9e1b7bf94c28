"""Codex as a model (`codex/<model>`): `codex exec` in an empty folder, sandbox read-only."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from ...logs.marker import HEADLESS_CWD_PREFIX
from ..headless import (
    CliReply,
    approx_tokens,
    flatten,
    require_binary,
    run,
)


def run_codex(binary_name: str, provider: str, model: str, messages: list[dict[str, Any]],
              timeout: float) -> CliReply:
    binary = require_binary(binary_name, provider)
    prompt = flatten(messages)
    # The answer file lives outside the working folder, which stays empty.
    with tempfile.TemporaryDirectory(prefix=HEADLESS_CWD_PREFIX) as tmp, \
            tempfile.TemporaryDirectory(prefix="skillopt-sleep-out-") as out_dir:
        out_file = Path(out_dir) / "last-message.txt"
        work = Path(tmp)
        argv = [binary, "exec", "--sandbox", "read-only", "--skip-git-repo-check",
                "--cd", str(work), "--json", "--output-last-message", str(out_file)]
        if model and model != "default":
            argv += ["--model", model]
        argv.append("-")  # the prompt comes on stdin
        proc = run(argv, prompt, timeout, work)
        text = out_file.read_text(encoding="utf-8") if out_file.exists() else ""
    prompt_tokens = completion_tokens = 0
    for line in proc.stdout.splitlines():
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if not isinstance(event, dict):
            continue
        if event.get("type") == "turn.completed" and isinstance(event.get("usage"), dict):
            prompt_tokens += int(event["usage"].get("input_tokens") or 0)
            completion_tokens += int(event["usage"].get("output_tokens") or 0)
        item = event.get("item")
        if not text and isinstance(item, dict) and item.get("type") == "agent_message":
            text = str(item.get("text") or "")
    return CliReply(text, prompt_tokens or approx_tokens(prompt),
                    completion_tokens or approx_tokens(text), None)
