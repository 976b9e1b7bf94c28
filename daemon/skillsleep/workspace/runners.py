"""The harness CLI a replay in a workspace runs, chosen by the target model's provider (the
harness's model_provider, as in `claude-code/<model>`): each harness package holds its runner,
and the registry hands it out."""

from __future__ import annotations

from ..harnesses import MODEL_PROVIDERS
from ..replaykit.runner import HarnessRunner, RunResult, RunSettings

__all__ = ["HarnessRunner", "RunResult", "RunSettings", "runner_for"]


def runner_for(model: str, settings: RunSettings) -> HarnessRunner | None:
    """The runner of a target model string, or None when its provider is no harness CLI that
    can replay a task."""
    provider, _, name = model.partition("/")
    harness = MODEL_PROVIDERS.get(provider)
    return harness.replay_runner(name or "default", settings) if harness is not None else None
