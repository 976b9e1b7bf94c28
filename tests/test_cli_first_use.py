"""What a person meets on first use, through the real CLI in a subprocess: a home the tool cannot
create, a store file damaged on disk, a repair that empties the mined tasks, a flag given without
the one it needs, a configured log location that does not exist, and the night's reasons for
leaving a document alone."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from skillsleep.models import Ledger, ModelClient
from skillsleep.optimize.loop import LoopSettings, optimize_document
from skillsleep.optimize.plan import CallCost, Left, estimate_calls, plan_night
from skillsleep.paths import resolve_paths
from skillsleep.tasks.taskdata import Task

from conftest import SHARED
from helpers.cli import run_cli
from helpers.daemon import write_config

REAL_PROJECTS = SHARED / "realdata" / "entireio-dev" / "claude-home" / ".claude" / "projects"


def _no_traceback(proc) -> None:
    assert "Traceback" not in proc.stderr, proc.stderr


def test_a_home_with_a_file_in_the_way_is_a_clear_error(tmp_path: Path, monkeypatch) -> None:
    home = tmp_path / "sleep"
    home.mkdir()
    (home / "state").write_text("not a folder")
    monkeypatch.setenv("SKILLOPT_SLEEP_HOME", str(home))
    proc = run_cli("harvest", check=False)
    _no_traceback(proc)
    assert proc.returncode == 2
    assert f"{home / 'state'} is a file" in proc.stderr
    assert "SKILLOPT_SLEEP_HOME" in proc.stderr
    assert (home / "state").read_text() == "not a folder"  # nothing lost


def test_a_home_that_is_a_file_names_the_file(tmp_path: Path, monkeypatch) -> None:
    home = tmp_path / "sleep"
    home.write_text("a file")
    monkeypatch.setenv("SKILLOPT_SLEEP_HOME", str(home))
    proc = run_cli("status", check=False)
    _no_traceback(proc)
    assert proc.returncode == 2
    assert f"{home} is a file, not a folder" in proc.stderr
    assert home.read_text() == "a file"


def test_a_home_that_cannot_be_created_is_a_clear_error(monkeypatch) -> None:
    if not Path("/proc/self").is_dir():
        pytest.skip("needs /proc, where no folder can be created")
    monkeypatch.setenv("SKILLOPT_SLEEP_HOME", "/proc/skillopt-sleep-test")
    proc = run_cli("status", check=False)
    _no_traceback(proc)
    assert proc.returncode == 2
    assert "Cannot create the folder /proc/skillopt-sleep-test" in proc.stderr


def test_status_names_a_damaged_store_file() -> None:
    run_cli("status")
    tasks = resolve_paths().store_dir / "tasks.json"
    tasks.write_text('{"tasks": {"1": ')
    out = run_cli("status").stdout
    [line] = [line for line in out.splitlines() if line.startswith("damaged")]
    assert "tasks" in line and "skillopt-sleep store repair" in line
    assert json.loads(run_cli("status", "--json").stdout)["store"]["collections"]["tasks"][
        "error"]


def _real_sessions(home: Path) -> None:
    for name in ("-Users-dev-42", "-Users-dev-6c"):
        shutil.copytree(REAL_PROJECTS / name, home / ".claude" / "projects" / name)


def test_a_repair_that_empties_the_tasks_says_how_to_mine_them_again(
        isolated_home: Path) -> None:
    _real_sessions(isolated_home)
    run_cli("harvest")
    mined = json.loads(run_cli("tasks", "--json").stdout)
    assert mined
    (resolve_paths().store_dir / "tasks.json").write_text('{"tasks": {"1": ')

    repaired = run_cli("store", "repair").stdout
    assert "skillopt-sleep tasks --update --full" in repaired
    # A harvest reads nothing new, so it mines nothing: the hint must not send there.
    run_cli("harvest")
    empty = run_cli("tasks").stdout
    assert "skillopt-sleep tasks --update --full" in empty
    assert "run `skillopt-sleep harvest`" not in empty

    run_cli("tasks", "--update", "--full")
    again = json.loads(run_cli("tasks", "--json").stdout)
    assert sorted(t["id"] for t in again) == sorted(t["id"] for t in mined)


def test_no_tasks_on_a_fresh_home_still_points_at_harvest() -> None:
    assert "run `skillopt-sleep harvest`" in run_cli("tasks").stdout


def test_full_without_update_is_refused_not_ignored() -> None:
    proc = run_cli("tasks", "--full", check=False)
    _no_traceback(proc)
    assert proc.returncode == 2
    assert "skillopt-sleep tasks --update --full" in proc.stderr


def test_harvest_names_a_configured_location_that_does_not_exist(
        isolated_home: Path, tmp_path: Path) -> None:
    missing = tmp_path / "typo" / ".claude"
    write_config(f'[harvest]\npaths = {{claude-code = ["{missing}"]}}\n')
    out = run_cli("harvest").stdout
    assert f"harvest.paths names {missing} for claude-code, which does not exist" in out
    assert "no session log found" in out


def test_harvest_of_real_logs_adds_no_note(isolated_home: Path) -> None:
    _real_sessions(isolated_home)
    out = run_cli("harvest").stdout
    assert "note:" not in out and "no session log found" not in out


def _tasks(n: int) -> list[Task]:
    return [Task(id=f"t{i:02d}", request=f"request {i}", harness="claude-code",
                 session_id=f"s{i % 3}", outcome="success") for i in range(n)]


def test_a_document_left_for_later_says_how_many_tokens_it_needs() -> None:
    settings = LoopSettings(target_model="scripted/none", optimizer_model="scripted/none")
    cost = CallCost(seconds=0.0, tokens=2000, usd=0.0)
    plan = plan_night([("a.md", _tasks(30), cost)], settings,
                      Left(seconds=None, tokens=5000, usd=1.0))
    need = estimate_calls(4, settings) * 2000
    assert plan.later[0]["reason"] == (f"the tokens left (5,000) are short of the {need:,} its "
                                       f"smallest useful run needs")


def test_a_document_whose_tasks_have_no_check_says_so() -> None:
    client = ModelClient(Ledger(None), None, timeout=5, sleep=lambda _s: None)
    result = optimize_document("# Doc\n\nSome rules.\n", _tasks(15), client,
                               LoopSettings(target_model="scripted/none",
                                            optimizer_model="scripted/none"))
    assert result.reason == "none of its 15 tasks has a check the night can score"
    assert client.ledger.calls == 0


def test_status_says_why_a_night_did_nothing_on_a_document(tmp_path: Path) -> None:
    from skillsleep.context import Context
    from skillsleep.nightstatus import NightStatus
    from skillsleep.optimize.memory import record_night
    from skillsleep.optimize.report import DocumentReport, LoopSummary, NightReport

    worked, idle = str(tmp_path / "a" / "CLAUDE.md"), str(tmp_path / "b" / "CLAUDE.md")
    reason = "none of its 15 tasks has a check the night can score"
    night = NightReport(id="n1", started="2026-12-01T03:17:00+00:00", documents=[
        DocumentReport(worked, loop=LoopSummary(edits_accepted=1, val_before=0.4,
                                                val_after=0.6)),
        DocumentReport(idle, loop=LoopSummary(status=NightStatus.NOTHING, reason=reason))])
    record_night(Context.create().store, night.to_doc())
    out = run_cli("status").stdout.splitlines()
    first = out.index(next(line for line in out if line.startswith(f"  {worked}:")))
    assert "1 edit kept," in out[first]
    assert not out[first + 1].startswith("    nothing_to_do")
    second = out.index(next(line for line in out if line.startswith(f"  {idle}:")))
    assert out[second + 1] == f"    nothing_to_do: {reason}"


def test_status_says_when_it_shows_only_the_largest_families() -> None:
    # The real history read where it lies (harvest opens logs read-only).
    write_config(f'[harvest]\npaths = {{claude-code = ["{REAL_PROJECTS.parent}"]}}\n')
    run_cli("harvest")
    status = json.loads(run_cli("status", "--json").stdout)
    shown, recurring = len(status["families"]), status["tasks"]["recurring"]
    assert recurring > shown
    heading = next(line for line in run_cli("status").stdout.splitlines()
                   if line.startswith("recurring task families"))
    assert heading == (f"recurring task families (the {shown} largest of {recurring}; "
                       f"`skillopt-sleep clusters` lists them all)")


def test_harvest_with_no_harness_enabled_says_so(isolated_home: Path) -> None:
    _real_sessions(isolated_home)
    write_config("[harvest]\nharnesses = []\n")
    proc = run_cli("harvest", check=False)
    _no_traceback(proc)
    assert proc.returncode == 0
    assert "harvest.harnesses is empty" in proc.stdout
    assert json.loads(run_cli("harvest", "--json").stdout)["harnesses"] == {}
    # Naming one still reads it.
    named = json.loads(run_cli("harvest", "--harness", "claude-code", "--json").stdout)
    assert named["harnesses"]["claude-code"]["sessions"] > 0


def test_a_config_value_of_the_wrong_type_is_shown_as_it_was_typed() -> None:
    proc = run_cli("config", "set", "optimizer.epochs", "true", check=False)
    assert proc.returncode == 2
    assert proc.stderr.strip().endswith("must be a whole number, not true.")
    write_config("[night]\nmax_documents = false\n")
    proc = run_cli("status", check=False)
    _no_traceback(proc)
    assert proc.returncode == 2 and "must be a whole number, not false." in proc.stderr


def _mention_tasks(n: int, term_of: Callable[[str], str]) -> list[Task]:
    from skillsleep.tasks.judges.answer import MustMention

    return [Task(id=f"t{i:02d}", request=f"Set up project {i}", harness="claude-code",
                 session_id=f"s{i % 3}",
                 judges=[MustMention(terms=[term_of(f"t{i:02d}")], quote="said so")])
            for i in range(n)]


def _loop(document: str, tasks: list[Task]) -> Any:
    from helpers.scripted_models import install, mention_scorer

    install()
    client = ModelClient(Ledger(None), None, timeout=5, sleep=lambda _s: None)
    return optimize_document(document, tasks, client, _settings(), scorer=mention_scorer)


def _settings() -> LoopSettings:
    return LoopSettings(target_model="scripted/obedient", optimizer_model="scripted/optimizer",
                        epochs=2, batch_size=4)


def test_a_night_that_kept_nothing_because_nothing_failed_says_so() -> None:
    doc = "# Setup\n\nAlways mention pnpm.\n"
    perfect = _loop(doc, _mention_tasks(12, lambda _id: "pnpm"))
    assert perfect.status == "ok" and not perfect.decisions
    assert perfect.reason == "the document already passes every validation check: nothing to gain"

    from skillsleep.optimize.splits import split_tasks

    ids = _mention_tasks(12, lambda _id: "pnpm")
    s = _settings()
    train = {t.id for t in split_tasks(ids, s.val_fraction, s.test_fraction).train}
    # Training tasks ask for what the document says, validation for what it does not.
    mixed = _loop(doc, _mention_tasks(12, lambda i: "pnpm" if i in train else "bun"))
    assert mixed.status == "ok" and not mixed.decisions
    assert mixed.reason == (f"the document already passes the checks of its {len(train)} "
                            f"training task(s): no failure to learn from")


def test_the_demo_tells_a_command_that_runs_from_an_inactive_virtualenv(
        tmp_path: Path, monkeypatch) -> None:
    from skillsleep.commands.demo import program

    exe = tmp_path / "venv" / "bin" / "skillopt-sleep"
    exe.parent.mkdir(parents=True)
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    assert program(str(exe)) == str(exe)  # not on PATH: the path it was started by
    monkeypatch.setenv("PATH", f"{exe.parent}:/usr/bin:/bin")
    assert program(str(exe)) == "skillopt-sleep"  # activated: the name
    assert program(str(tmp_path / "cli.py")) == "skillopt-sleep"  # python -m skillsleep.cli


def test_status_says_a_model_that_is_not_set() -> None:
    run_cli("config", "set", "models.target", "")
    line = next(line for line in run_cli("status").stdout.splitlines()
                if line.startswith("budget"))
    assert "models (not set) (target), local/smollm2 (optimizer)" in line


def test_clusters_advice_fits_the_store() -> None:
    empty = run_cli("clusters", "--min-size", "1").stdout
    assert "lower it" not in empty and "run `skillopt-sleep harvest`" in empty
    write_config(f'[harvest]\npaths = {{claude-code = ["{REAL_PROJECTS.parent}"]}}\n')
    run_cli("harvest")
    assert "lower it with --min-size 1" in run_cli("clusters", "--min-size", "10000").stdout


def test_replay_counts_do_not_read_as_a_breakdown_of_the_tasks_not_replayed() -> None:
    from skillsleep.status import replay_summary

    why = "the target model local/smollm2 is not a harness CLI"
    text = replay_summary({"workspace": 0, "chat": 5, "none": 96}, {why: 63})
    assert text == ("tasks replayed: 0 in a worktree, 5 in chat, 96 not at all; 63 wanted a "
                    f"worktree and got none: 63 because {why}")


@pytest.mark.parametrize("night", [
    {"id": 5, "documents": "x"},
    {"id": 6, "started": 7, "documents": [3, {"path": 4, "val_before": "high"}],
     "later": "soon", "status": ["ok"]},
    {"id": 7, "status": "running", "pid": 1, "progress": "half", "documents": {"a": 1}},
])
def test_status_shows_a_night_record_of_the_wrong_shape_without_a_traceback(
        night: dict[str, Any]) -> None:
    """A night record edited by hand or damaged reads as what it holds of the right shape:
    status shows the rest, and the store file is left as it was."""
    run_cli("status")
    nights = resolve_paths().store_dir / "nights.json"
    text = json.dumps({"nights": {"1": night}})
    nights.write_text(text)
    for args in (("status",), ("status", "--json")):
        proc = run_cli(*args)
        _no_traceback(proc)
        assert proc.returncode == 0, proc.stderr
    assert nights.read_text() == text


def test_status_tells_apart_the_documents_of_two_checkouts(isolated_home: Path) -> None:
    """Each worktree holds its own CLAUDE.md: a family's document is shown by its place under
    the home folder, not by a file name every checkout shares."""
    from skillsleep.context import Context
    from skillsleep.status import collect_status, render_status

    write_config(f'[harvest]\npaths = {{claude-code = ["{REAL_PROJECTS.parent}"]}}\n')
    run_cli("harvest")
    status = collect_status(Context.create())
    one, other = (str(isolated_home / "work" / name / "CLAUDE.md") for name in ("api", "api-fix"))
    status["families"][0]["targets"], status["families"][1]["targets"] = [one], [other]
    lines = render_status(status).splitlines()
    assert any("-> ~/work/api/CLAUDE.md" in line for line in lines)
    assert any("-> ~/work/api-fix/CLAUDE.md" in line for line in lines)
