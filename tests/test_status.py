"""`skillopt-sleep status`: the documented JSON keys and the human summary, with and without a
running daemon, on a store filled by a real harvest, tasks update and a recorded proposal."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from skillsleep.context import Context
from skillsleep.edits import Edit
from skillsleep.proposals import build_proposal, save_proposal

from helpers.cli import run_cli, run_json
from helpers.daemon import running_daemon

TOP_LEVEL = {"daemon", "harnesses", "families", "last_night", "next_night", "proposals", "budget"}


def test_status_json_has_the_documented_keys_without_a_daemon() -> None:
    status = run_json("status")
    assert set(status) >= TOP_LEVEL
    assert status["daemon"]["running"] is False
    assert set(status["harnesses"]) == {"claude-code", "codex", "copilot", "cursor", "devin"}
    assert status["families"] == [] and status["last_night"] is None
    assert status["proposals"]["pending"] == 0
    assert status["next_night"]["configured"] == "03:17"
    assert status["budget"]["max_tokens_per_night"] == 400_000


def test_status_json_has_the_documented_keys_with_a_daemon() -> None:
    with running_daemon():
        status = run_json("status")
        assert set(status) >= TOP_LEVEL
        assert status["daemon"]["running"] is True
        assert status["daemon"]["pid"]
        assert status["next_night"]["scheduled_by_daemon"] is True
        assert "running, pid" in run_cli("status").stdout


def test_status_tells_the_story_of_harvested_sessions_and_a_proposal(isolated_home: Path) -> None:
    from skillsleep.demo import write_sample_home

    samples = write_sample_home(isolated_home)
    run_cli("harvest")
    ctx = Context.create()
    from skillsleep.tasks.pipeline import update_tasks

    update_tasks(ctx)
    doc = samples.target_document
    text = doc.read_text()
    first_line = next(line for line in text.splitlines() if line.strip() and line[0].isalpha())
    save_proposal(ctx.store, build_proposal(doc, text, [
        Edit("add", first_line, "Use conventional commits (feat:, fix:).")],
        val_before=0.25, val_after=0.5))

    status = run_json("status")
    assert status["harnesses"]["claude-code"]["sessions"] == 6
    assert sum(h["requests"] for h in status["harnesses"].values()) > 30
    labels = " ".join(f["label"] for f in status["families"])
    assert "commit" in labels and "test" in labels
    assert status["proposals"]["pending"] == 1
    assert str(doc) in status["proposals"]["documents"]

    human = run_cli("status").stdout
    assert "recurring task families" in human and "pending proposals: 1" in human
    assert "skillopt-sleep proposals show" in human


def test_status_loads_no_model_library() -> None:
    # Nor the daemon's own parts: `status` asks the daemon, or reads its files.
    heavy = ("litellm", "llama_cpp", "numpy", "tokenizers", "watchdog", "apscheduler",
             "skillsleep.daemon.process", "skillsleep.daemon.ingestor",
             "skillsleep.daemon.watchers", "skillsleep.daemon.notifier")
    code = ("import sys\nfrom skillsleep.cli import main\nmain(['status', '--json'])\n"
            f"print('HEAVY', [m for m in {heavy!r} if m in sys.modules])\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert "HEAVY []" in out


def test_a_bad_config_stops_status_with_the_key_named() -> None:
    from helpers.daemon import write_config

    write_config("[night]\ntime = \"25:99\"\n")
    proc = run_cli("status", check=False)
    assert proc.returncode == 2 and "night.time" in proc.stderr
