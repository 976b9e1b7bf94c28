"""A night stopped with SIGTERM in the middle of a document, in a real `skillopt-sleep run`
process whose model is the real Claude Code CLI (from npm, its own model a scripted endpoint on
the loopback that takes its time over each answer): what it finished is recorded at once,
`status` shows it running and then interrupted, and the next night resumes it without asking
any model a question that was already answered."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from skillsleep.context import Context
from skillsleep.optimize.record import night_records
from skillsleep.tasks.judges.answer import MustMention
from skillsleep.tasks.taskdata import Family, TargetDocument, Task

from helpers import real_clis
from helpers.cli import run_cli
from helpers.daemon import wait_for
from helpers.messages_api import MessagesAPI

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")

SKILL = "---\nname: {name}\ndescription: {name} things\n---\n# {name}\n\nHelp with {name}.\n"


def _seed(ctx: Context, root: Path) -> list[Path]:
    """Two skills, each the target of a recurring family whose tasks want a word mentioned."""
    skills = []
    for name, size, word in (("release", 10, "pnpm"), ("review", 8, "tests")):
        skill = root / ".claude" / "skills" / name / "SKILL.md"
        skill.parent.mkdir(parents=True)
        skill.write_text(SKILL.format(name=name), encoding="utf-8")
        skills.append(skill)
        tasks = [Task(id=f"{name}-{i}", request=f"Please do {name} job number {i}",
                      harness="claude-code", session_id=f"{name}{i % 3}", family_id=name,
                      judges=[MustMention(terms=[word], quote=f"user: mention {word}")])
                 for i in range(size)]
        family = Family(id=name, label=name, task_ids=[t.id for t in tasks],
                        sessions=[f"claude-code:{name}{i}" for i in range(3)],
                        harnesses=["claude-code"], recurring=True,
                        targets=[TargetDocument(str(skill), 0.9, "project skill")])
        with ctx.store.collection("tasks").write() as table:
            table.insert_multiple(t.to_doc() for t in tasks)
        with ctx.store.collection("families").write() as table:
            table.insert(family.to_doc())
    return skills


@pytest.fixture
def claude(sleep_home: Path, real_clis_on_path: Path) -> Iterator[tuple[dict[str, str],
                                                                      MessagesAPI]]:
    """Nights on `claude-code/sonnet`: the real CLI, its model answering in 0.4 s a turn."""
    real_clis.night_config(sleep_home, "[optimizer]\nepochs = 1\nbatch_size = 4\n"
                                       "derived_edits = false\n")
    with MessagesAPI() as api:
        api.delay_seconds = 0.4
        yield {**os.environ, **real_clis.claude_env(api.url)}, api


def _nights() -> list[dict]:
    return night_records(Context.create().store)


def test_a_night_stopped_by_sigterm_keeps_what_it_finished_and_the_next_resumes_it(
        tmp_path: Path, claude: tuple[dict[str, str], MessagesAPI]) -> None:
    first, second = _seed(Context.create(), tmp_path / "project")
    env, api = claude

    night = subprocess.Popen([sys.executable, "-m", "skillsleep.cli", "run", "--json",
                              "--no-update"], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        # The first document's outcome is recorded as soon as it is decided.
        wait_for(lambda: _nights() and len(_nights()[-1]["documents"]) == 1, timeout=120,
                 what="the first document's outcome in the night record")
        running = json.loads(run_cli("status", "--json", env=env).stdout)
        now = running["night_in_progress"]
        assert now is not None and now["pid"] == night.pid
        assert now["document"] == str(second.resolve()) and now["documents_done"] == 1
        assert now["documents_planned"] == 2 and now["calls"] > 0
        assert "night in progress since" in run_cli("status", env=env).stdout
        # Stop it while a call of the second document is in flight.
        done_before = len(api.answered)
        wait_for(lambda: len(api.answered) >= done_before + 2
                 and len(api.turns()) > len(api.answered),
                 timeout=60, what="a call of the second document in flight")
        # What the night had its answer to before it was stopped (the call in flight is
        # answered by the endpoint after the CLI is gone, and must be asked again).
        answered_before = set(api.answered)
        night.send_signal(signal.SIGTERM)
        out, err = night.communicate(timeout=60)
    finally:
        if night.poll() is None:
            night.kill()
            night.wait()
    assert night.returncode == 128 + signal.SIGTERM, err
    report = json.loads(out)
    assert report["status"] == "interrupted" and report["interrupted_by"] == "SIGTERM"
    assert "1 of 2 documents finished" in report["reason"]

    record = _nights()[-1]
    assert record["id"] == report["id"] and record["status"] == "interrupted"
    done, cut = record["documents"]
    assert done["path"] == str(first.resolve()) and done["status"] == "ok"
    assert done["proposal_id"] and done["edits_accepted"] == 1
    assert cut["path"] == str(second.resolve()) and cut["status"] == "interrupted"
    assert cut["calls"] >= 2
    status = json.loads(run_cli("status", "--json", env=env).stdout)
    assert status["night_in_progress"] is None
    last = status["last_night"]
    assert last["status"] == "interrupted" and last["interrupted_by"] == "SIGTERM"
    assert "interrupted" in run_cli("status", env=env).stdout
    started_before = len(api.turns())

    # The next night picks it up: the finished document is carried over with no call, the
    # second one runs again from the response cache and then goes on.
    again = json.loads(run_cli("run", "--json", "--no-update", env=env, timeout=180).stdout)
    assert again["status"] == "ok", again
    assert again["resumed_from"] == report["id"]
    carried, finished = again["documents"]
    assert carried["resumed_from"] == report["id"]
    assert carried["proposal_id"] == done["proposal_id"]
    assert finished["status"] == "ok" and finished["proposal_id"]
    assert again["calls"] == finished["calls"]  # none for the carried-over document
    assert finished["cache_hits"] >= cut["calls"]
    asked_again = [MessagesAPI.request_of(t) for t in api.turns()[started_before:]]
    assert asked_again and not answered_before & set(asked_again)
    assert _nights()[-2]["resumed_by"] == again["id"]
    # Nothing is left to resume: a third night does not pick the old one up again.
    third = json.loads(run_cli("run", "--json", "--no-update", env=env, timeout=180).stdout)
    assert third["resumed_from"] is None and third["calls"] == 0
    assert len(json.loads(run_cli("proposals", "list", "--json", env=env).stdout)) == 2


def test_a_night_whose_process_died_shows_as_interrupted_and_is_resumed(
        tmp_path: Path, claude: tuple[dict[str, str], MessagesAPI]) -> None:
    """kill -9 leaves a record saying "running"; status and the next night know better."""
    _seed(Context.create(), tmp_path / "project")
    env, _ = claude
    night = subprocess.Popen([sys.executable, "-m", "skillsleep.cli", "run", "--json",
                              "--no-update"], env=env, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    try:
        wait_for(lambda: _nights() and len(_nights()[-1]["documents"]) == 1, timeout=120,
                 what="the first document's outcome in the night record")
        night.kill()
    finally:
        night.wait()
    assert _nights()[-1]["status"] == "running"
    time.sleep(0.1)
    status = json.loads(run_cli("status", "--json", env=env).stdout)
    assert status["night_in_progress"] is None
    assert status["last_night"]["status"] == "interrupted"
    again = json.loads(run_cli("run", "--json", "--no-update", env=env, timeout=180).stdout)
    assert again["resumed_from"] == _nights()[-2]["id"]
    assert _nights()[-2]["status"] == "interrupted"
    assert [d["status"] for d in again["documents"]] == ["ok", "ok"]


def test_ctrl_c_inside_a_model_call_stops_the_night_and_restores_the_handlers(
        tmp_path: Path, sleep_home: Path) -> None:
    from skillsleep.optimize.night import run_night

    from helpers.scripted_models import install as install_script
    from helpers.scripted_models import obedient

    script = install_script()
    cfg = sleep_home / "config" / "config.toml"
    cfg.parent.mkdir(parents=True, exist_ok=True)
    cfg.write_text('[models]\ntarget = "scripted/obedient"\noptimizer = "scripted/optimizer"\n'
                   "[optimizer]\nepochs = 1\nderived_edits = false\n", encoding="utf-8")
    first, _ = _seed(Context.create(), tmp_path / "project")
    calls = 0

    def ctrl_c_on_the_fifteenth(messages: list) -> str:
        nonlocal calls
        calls += 1
        if calls == 15:
            os.kill(os.getpid(), signal.SIGINT)
        return obedient(messages)

    script.handlers["obedient"] = ctrl_c_on_the_fifteenth
    before = signal.getsignal(signal.SIGINT)
    report = run_night(Context.create(), update=False)
    assert signal.getsignal(signal.SIGINT) is before
    assert report.status == "interrupted" and report.interrupted_by == "SIGINT"
    record = _nights()[-1]
    assert record["status"] == "interrupted" and record["progress"] == {}
    assert record["documents"][-1]["status"] == "interrupted"
    assert len(script.calls_to("obedient")) == 15  # the night stopped at once
    again = run_night(Context.create(), update=False)
    assert again.resumed_from == report.id and again.status == "ok"
    assert str(first.resolve()) in [d.path for d in again.documents]
