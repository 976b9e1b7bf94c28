"""The harness CLIs a replay in a workspace can run, one small class each, chosen by the target
model's provider (the harness's model_provider, as in `claude-code/<model>`)."""

from __future__ import annotations

from .base import HarnessRunner, RunResult, RunSettings
from .claude_code import ClaudeCodeRunner
from .codex import CodexRunner

RUNNERS: dict[str, type[HarnessRunner]] = {r.provider: r for r in (ClaudeCodeRunner, CodexRunner)}

__all__ = ["RUNNERS", "HarnessRunner", "RunResult", "RunSettings", "runner_for"]


def runner_for(model: str, settings: RunSettings) -> HarnessRunner | None:
    """The runner of a target model string, or None when its provider is no harness CLI."""
    provider, _, name = model.partition("/")
    cls = RUNNERS.get(provider)
    return cls(name or "default", settings) if cls is not None else None
