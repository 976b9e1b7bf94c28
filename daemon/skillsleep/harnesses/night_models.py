"""The harness CLIs on this machine that could be the night's model, and what the budget allows.

A person with Claude Code or Codex installed already has a capable model: `claude-code/<model>`
and `codex/<model>` run it headless (and, as the target, replay code tasks in a worktree).
`config init` and `status` say so, with how many of its calls the night's token budget would
allow (each call carries the CLI's own system prompt and tools, `model_overhead_tokens`);
nothing switches by itself: the person sets `models.target` / `models.optimizer`.
"""

from __future__ import annotations

from typing import Any

from . import ALL
from .cli import locate


def available(max_tokens_per_night: int, recorded: dict[str, Any] | None = None,
              current: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """One entry per installed harness CLI that can be a model: the model string to set, the
    CLI as found, how many calls the budget allows, and whether the config already uses it."""
    out = []
    for harness in ALL:
        if not harness.model_provider or harness.cli is None:
            continue
        found = locate(harness.cli, recorded)
        if found is None:
            continue
        model = f"{harness.model_provider}/default"
        out.append({
            "model": model, "harness": harness.id, "cli": found.to_json(),
            "calls_within_budget": max_tokens_per_night // harness.model_overhead_tokens,
            "in_use": any(m.partition("/")[0] == harness.model_provider for m in current),
        })
    return out


def hint_lines(entries: list[dict[str, Any]], max_tokens_per_night: int) -> list[str]:
    """What to tell the person about them, one sentence each (nothing when already in use)."""
    lines = []
    for e in entries:
        if e["in_use"]:
            continue
        cli = e["cli"]
        version = f" {cli['version']}" if cli.get("version") else ""
        lines.append(
            f"{e['harness']}{version} is installed ({cli['path']}): it can be the night's model "
            f"with `skillopt-sleep config set models.target {e['model']}` (and "
            f"models.optimizer); the night's {max_tokens_per_night:,} tokens allow about "
            f"{e['calls_within_budget']} of its calls, which bill that CLI's account")
    return lines
