"""`skillopt-sleep demo`: the whole product, for real, in a throwaway home.

It writes the sample home (projects, instruction documents and sessions for all five harnesses),
then runs the same code a user's machine runs: harvest, task mining and clustering, one night of
the optimizer on the sample skill with the configured (by default the embedded local) model, and
prints the status, the proposal's diff and how to review it.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import throwaway
from ..config import parse_cli_value, set_value
from ..context import Context
from ..errors import UserError
from ..harvest import run_harvest
from ..models import check_models
from ..optimize.night import run_night
from ..proposals import load_proposals
from ..tasks.pipeline import load_families, update_tasks
from .samples import write_sample_home

# A short night: the demo should finish in minutes on a laptop with the 135M local model.
DEMO_SETTINGS: dict[str, Any] = {
    "optimizer.epochs": 1,
    "optimizer.batch_size": 4,
    "optimizer.samples": 1,
    "tasks.min_family_size": 3,
    "tasks.min_family_sessions": 2,
}


@dataclass
class DemoResult:
    root: Path
    sleep_home: Path
    document: Path
    harvest: dict[str, Any] = field(default_factory=dict)
    families: list[dict[str, Any]] = field(default_factory=list)
    night: dict[str, Any] = field(default_factory=dict)
    proposal: dict[str, Any] | None = None


def isolate(root: Path) -> tuple[Path, Path]:
    """Point this process at the demo's home: the harness logs and the tool's own state."""
    fake_home = root / "home"
    sleep_home = root / "skillopt-sleep"
    fake_home.mkdir(parents=True, exist_ok=True)
    throwaway.enter(fake_home, sleep_home)
    return fake_home, sleep_home


def run_demo(home: Path | None, model: str | None,
             say: Callable[[str], None]) -> DemoResult:
    root = (home.expanduser().absolute() if home
            else Path(tempfile.mkdtemp(prefix="skillopt-sleep-demo-")))
    if root.exists() and any(root.iterdir()) and not (root / "home").exists():
        raise UserError(f"{root} is not empty and is not an earlier demo home; give an empty "
                        f"or new folder to --home.")
    fake_home, sleep_home = isolate(root)

    say(f"[1/5] writing sample projects and sessions for 5 harnesses under {fake_home}")
    samples = write_sample_home(fake_home)
    paths_ctx = Context.create()
    for key, value in DEMO_SETTINGS.items():
        set_value(paths_ctx.paths.config_file, key, value)
    if model:
        for key in ("models.target", "models.optimizer"):
            set_value(paths_ctx.paths.config_file, key, parse_cli_value(key, model))
    ctx = Context.create()

    check_models(ctx.config)  # fail before any work when the model cannot run here

    result = DemoResult(root=root, sleep_home=sleep_home, document=samples.target_document)
    say("[2/5] harvesting the session logs")
    report = run_harvest(ctx)
    result.harvest = report.to_json()
    for harness, h in result.harvest["harnesses"].items():
        say(f"      {harness:<12} {h['files']} files, {h['sessions']} sessions, "
            f"{h['requests']} requests")

    say("[3/5] mining tasks and clustering recurring families")
    update_tasks(ctx)
    families = sorted(load_families(ctx.store), key=lambda f: -f.size)
    for fam in families:
        if fam.recurring:
            say(f"      {fam.label!r}: {fam.size} tasks, {len(fam.sessions)} sessions, "
                f"{', '.join(fam.harnesses)}")
    result.families = [f.to_doc() for f in families if f.recurring]

    say(f"[4/5] running a night on {samples.target_document} with {ctx.config.models.target}")
    night = run_night(ctx, skill=samples.target_document, progress=lambda m: say(f"      {m}"))
    result.night = night.to_doc()

    say("[5/5] done")
    pending = [p for p in load_proposals(ctx.store, target=str(samples.target_document))
               if p.status == "pending"]
    if pending:
        p = pending[0]
        result.proposal = {"id": p.id, "target": p.target, "diff": p.diff,
                           "val_before": p.val_before, "val_after": p.val_after,
                           "test_before": p.test_before, "test_after": p.test_after,
                           "edits": len(p.edits)}
    return result
