"""`claude-code/<model>` and `codex/<model>`: the harness CLIs the user already pays for, headless.

Each call runs in an empty temporary folder with tools disabled (Claude Code) or a read-only
sandbox (Codex), and the prompt starts with HEADLESS_MARKER so harvesting skips these sessions
instead of learning from our own calls.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import UserError
from ..logs.marker import HEADLESS_CWD_PREFIX, HEADLESS_MARKER  # what harvesting skips
from ..private import original_umask

_RATE_LIMIT_WORDS = ("rate limit", "rate_limit", "429", "overloaded", "usage limit",
                     "too many requests")


@dataclass
class CliReply:
    text: str
    prompt_tokens: int
    completion_tokens: int
    cost_usd: float | None


class CliTimeout(Exception):
    pass


class CliRateLimited(Exception):
    pass


class CliFailed(Exception):
    pass


def require_binary(name: str, provider: str) -> str:
    path = shutil.which(name)
    if path is None:
        raise UserError(
            f"The model provider {provider}/ runs the `{name}` command, which is not on PATH; "
            f"install it and log in, or choose another model in the config (models.*)."
        )
    return path


def flatten(messages: list[dict[str, Any]]) -> str:
    """One prompt text from chat messages, starting with our marker."""
    parts = [HEADLESS_MARKER]
    for m in messages:
        content = str(m.get("content") or "")
        role = m.get("role", "user")
        if role == "system":
            parts.append(f"<instructions>\n{content}\n</instructions>")
        elif role == "assistant":
            parts.append(f"<previous_answer>\n{content}\n</previous_answer>")
        else:
            parts.append(content)
    return "\n\n".join(parts)


def _approx_tokens(text: str) -> int:
    return max(1, len(text) // 4)


def _run(argv: list[str], prompt: str, timeout: float, cwd: Path, check: bool = True,
         env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    umask = original_umask()
    try:
        # The harness writes its own files (its session log) with the person's own umask.
        proc = subprocess.run(argv, input=prompt, capture_output=True, text=True,
                              timeout=timeout, cwd=cwd, umask=-1 if umask is None else umask,
                              env=env)
    except subprocess.TimeoutExpired as exc:
        raise CliTimeout(f"{argv[0]} did not answer within {timeout:.0f} s") from exc
    except OSError as exc:
        raise CliFailed(f"cannot run {argv[0]}: {exc}") from exc
    if check and proc.returncode != 0:
        _raise_for_failure(argv[0], proc.returncode, proc.stderr + proc.stdout)
    return proc


def _raise_for_failure(name: str, code: int, output: str) -> None:
    low = output.lower()
    if any(w in low for w in _RATE_LIMIT_WORDS):
        raise CliRateLimited(f"{name} reports a rate limit: {output.strip()[:200]}")
    raise CliFailed(f"{name} exited with code {code}: {output.strip()[:300]}")


# Claude Code retries a rate-limited or overloaded API for minutes on its own; a call here gives
# up after a few, so the client's backoff and the night's budget decide, and a rate limit is
# reported as one instead of a timeout. A value the person set is theirs.
CLAUDE_RETRIES = "2"


def _claude_env() -> dict[str, str]:
    return {"CLAUDE_CODE_MAX_RETRIES": CLAUDE_RETRIES, **os.environ}


def run_claude(model: str, messages: list[dict[str, Any]], timeout: float) -> CliReply:
    binary = require_binary("claude", "claude-code")
    prompt = flatten(messages)
    with tempfile.TemporaryDirectory(prefix=HEADLESS_CWD_PREFIX) as tmp:
        argv = [binary, "-p", "--output-format", "json", "--max-turns", "1", "--tools", ""]
        if model and model != "default":
            argv += ["--model", model]
        proc = _run(argv, prompt, timeout, Path(tmp), check=False, env=_claude_env())
    try:
        data = json.loads(proc.stdout)
    except ValueError:
        data = None
    if not isinstance(data, dict):
        if proc.returncode != 0:
            _raise_for_failure("claude", proc.returncode, proc.stderr + proc.stdout)
        raise CliFailed(f"claude printed something that is not JSON: {proc.stdout[:200]}")
    text = str(data.get("result") or "")
    if data.get("is_error") or proc.returncode != 0:
        # Its result says what went wrong (the API's own error), more than its exit code.
        _raise_for_failure("claude", proc.returncode or 1, text or proc.stderr)
    usage = data.get("usage") or {}
    prompt_tokens = int(usage.get("input_tokens") or 0) + int(
        usage.get("cache_read_input_tokens") or 0) + int(
        usage.get("cache_creation_input_tokens") or 0)
    completion_tokens = int(usage.get("output_tokens") or 0)
    cost = data.get("total_cost_usd")
    return CliReply(text, prompt_tokens or _approx_tokens(prompt),
                    completion_tokens or _approx_tokens(text),
                    float(cost) if isinstance(cost, (int, float)) else None)


def run_codex(model: str, messages: list[dict[str, Any]], timeout: float) -> CliReply:
    binary = require_binary("codex", "codex")
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
        proc = _run(argv, prompt, timeout, work)
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
    return CliReply(text, prompt_tokens or _approx_tokens(prompt),
                    completion_tokens or _approx_tokens(text), None)
