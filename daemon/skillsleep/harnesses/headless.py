"""What every headless run of a harness CLI as a model shares (`claude-code/<model>`,
`codex/<model>`: the CLIs the user already pays for): the reply, the errors, the prompt made
from chat messages and the run itself. Each harness's own run is in its package (headless.py).

Each call runs in an empty temporary folder with tools disabled (Claude Code) or a read-only
sandbox (Codex), and the prompt starts with HEADLESS_MARKER so harvesting skips these sessions
instead of learning from our own calls.
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import UserError
from ..logs.marker import HEADLESS_MARKER  # what harvesting skips
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


def approx_tokens(text: str) -> int:
    return max(1, len(text) // 4)


def run(argv: list[str], prompt: str, timeout: float, cwd: Path, check: bool = True,
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
        raise_for_failure(argv[0], proc.returncode, proc.stderr + proc.stdout)
    return proc


def raise_for_failure(name: str, code: int, output: str) -> None:
    low = output.lower()
    if any(w in low for w in _RATE_LIMIT_WORDS):
        raise CliRateLimited(f"{name} reports a rate limit: {output.strip()[:200]}")
    raise CliFailed(f"{name} exited with code {code}: {output.strip()[:300]}")
