"""Rubric judges: written by the judge model only when one is configured; litellm is never
loaded otherwise. The judge model here is a scripted stand-in for a remote provider."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from skillsleep.config import set_value
from skillsleep.context import Context
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import save_sessions
from skillsleep.tasks.pipeline import load_tasks, update_tasks

from helpers.scripted_models import install as install_script

T0 = datetime(2026, 11, 5, 8, 0, tzinfo=UTC)
ASKS = ["Write the release notes for version 2.3", "Draft release notes for the 2.4 release",
        "write release notes for v3.0 please"]


def _sessions() -> list[Session]:
    return [Session("codex", f"r{n}", "/work/app", started=T0 + timedelta(hours=n),
                    turns=[Turn("user", "request", text)]) for n, text in enumerate(ASKS)]


def test_rubrics_are_written_once_with_their_source(tmp_path: Path) -> None:
    script = install_script()
    script.queue("judge", "- lists every change\n- names the version", "not a list at all",
                 "- groups changes by type")
    ctx = Context.create()
    set_value(ctx.paths.config_file, "models.judge", "scripted/judge")
    ctx = Context.create()
    save_sessions(ctx.store, _sessions())
    report = update_tasks(ctx)
    assert any("wrote 2 rubric judge(s) with scripted/judge" in n for n in report.notes)
    rubrics = {t.request: [j for j in t.judges if j.kind == "rubric"]
               for t in load_tasks(ctx.store)}
    assert sum(len(r) for r in rubrics.values()) == 2
    judge = next(r[0] for r in rubrics.values() if r)
    assert judge.quote.startswith("written by scripted/judge")
    assert judge.rubric.startswith("- ")
    calls = len(script.calls_to("judge"))
    assert calls == 3
    # Kept across updates, never duplicated; the task without one is asked again, and the
    # response cache answers that same question without another call.
    update_tasks(ctx)
    assert len(script.calls_to("judge")) == calls
    assert sum(j.kind == "rubric" for t in load_tasks(ctx.store) for j in t.judges) == 2


def test_without_a_judge_model_litellm_is_never_loaded(tmp_path: Path) -> None:
    ctx = Context.create()
    save_sessions(ctx.store, _sessions())
    code = ("import sys\nfrom skillsleep.context import Context\n"
            "from skillsleep.tasks.pipeline import update_tasks\n"
            "r = update_tasks(Context.create())\n"
            "print(r.recurring, 'litellm' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["1", "False"]


def test_a_failing_judge_model_never_stops_the_update(tmp_path: Path) -> None:
    script = install_script()
    script.queue("judge", RuntimeError("provider is down"))
    ctx = Context.create()
    set_value(ctx.paths.config_file, "models.judge", "scripted/judge")
    ctx = Context.create()
    save_sessions(ctx.store, _sessions())
    report = update_tasks(ctx)
    assert report.tasks == 3 and report.recurring == 1
    assert any(n.startswith("rubric writing stopped after 0") for n in report.notes)
    assert all(j.kind != "rubric" for t in load_tasks(ctx.store) for j in t.judges)
