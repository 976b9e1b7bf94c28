"""What a night asks of replays: clean what a killed night left, and, per document, the plan of
how its tasks are replayed and the object that replays them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..tasks.taskdata import Task
from .area import ReplayArea
from .place import session_facts
from .plan import CODE_KINDS, needs_workspace, plan_replays
from .rollouts import WorkspaceRollouts
from .runners import RunSettings, runner_for

if TYPE_CHECKING:
    from ..context import Context
    from ..models import ModelClient
    from ..paths import Paths


def clean_leftover_replays(paths: Paths) -> int:
    """Remove the worktrees of replays whose night was killed; how many were removed."""
    return len(ReplayArea(paths.replays_dir).clean_leftovers())


def document_replays(ctx: Context, document: str, text: str, tasks: list[Task],
                     client: ModelClient,
                     progress: Callable[[str], None] | None = None) -> WorkspaceRollouts:
    """How the document's tasks are replayed this night, ready for the optimizer."""
    config = ctx.config
    settings = RunSettings(timeout_seconds=float(config.replay.timeout_seconds),
                           max_turns=config.replay.max_turns)
    runner = runner_for(config.models.target, settings)
    if not config.replay.workspace:
        problem: str | None = "replays in a workspace are turned off (replay.workspace)"
    elif runner is None:
        problem = (f"the target model {config.models.target} is not a harness CLI; set "
                   f"models.target to claude-code/<model> or codex/<model> to replay in a "
                   f"worktree")
    else:
        problem = runner.available()
    wanted = {f"{t.harness}:{t.session_id}": t.time for t in tasks
              if needs_workspace(t) or t.kind in CODE_KINDS}
    facts = session_facts(ctx.store, wanted) if wanted else {}
    plan = plan_replays(document, text, tasks, facts, problem, bool(config.models.judge))
    return WorkspaceRollouts(plan, ReplayArea(ctx.paths.replays_dir),
                             runner if problem is None else None, client,
                             check_timeout=float(config.replay.check_timeout_seconds),
                             progress=progress)
