"""A capable model reads the candidate constraints when `models.miner` names one: its verdicts
replace the rules' reading of those words, each is asked once and kept, a broken answer leaves the
rules' reading in place, and without a miner model litellm is never loaded. The miner model here
is a scripted stand-in for a remote provider."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import UTC, datetime, timedelta

from skillsleep.config import set_value
from skillsleep.context import Context
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import save_sessions
from skillsleep.tasks.pipeline import load_tasks, update_tasks

from helpers.cli import run_json
from helpers.scripted_models import install as install_script

T0 = datetime(2026, 11, 5, 8, 0, tzinfo=UTC)


def _sessions() -> list[Session]:
    def said(n: int, *turns: tuple[str, str]) -> Session:
        return Session("codex", f"m{n}", "/work/app", started=T0 + timedelta(hours=n), turns=[
            Turn("assistant" if k == "response" else "user", k, text,  # type: ignore[arg-type]
                 T0 + timedelta(hours=n, minutes=i), record=f"m{n}-{i}")
            for i, (k, text) in enumerate(turns)])

    return [
        # The rules read no term here; the model does.
        said(0, ("request", "add a retry to the upload client"),
             ("response", "Added a loop that retries three times with time.sleep(1)."),
             ("request", "we have a backoff helper for that, use it")),
        # The rules read a judge here; the model says it is not a constraint.
        said(1, ("request", "write a test for the parser"),
             ("response", "Done: parser_test.go."),
             ("request", "no mocks please")),
        # Not a candidate at all: nothing is sent.
        said(2, ("request", "why is the build slow?")),
    ]


def _verdicts(messages: list[dict]) -> str:  # type: ignore[type-arg]
    prompt = messages[-1]["content"]
    out = []
    for number, words in enumerate(prompt.split("Developer: ")[1:], start=1):
        if "backoff helper" in words:
            out.append({"id": number, "constraint": True, "durable": True,
                        "check": "diff_adds", "term": "retry.Backoff"})
        else:
            out.append({"id": number, "constraint": False, "durable": False, "check": "",
                        "term": ""})
    return json.dumps(out)


def _configure() -> Context:
    ctx = Context.create()
    set_value(ctx.paths.config_file, "models.miner", "scripted/miner")
    return Context.create()


def test_the_miner_models_verdicts_replace_the_rules_reading_and_are_asked_once() -> None:
    script = install_script()
    script.handlers["miner"] = _verdicts
    ctx = _configure()
    save_sessions(ctx.store, _sessions())
    report = update_tasks(ctx)
    assert any("the miner model scripted/miner read 3 new candidate(s)" in n
               for n in report.notes), report.notes
    calls = script.calls_to("miner")
    assert len(calls) == 1
    sent = calls[0]["messages"][-1]["content"]
    # Each candidate goes with the agent's previous message; the question was not sent.
    assert "Added a loop that retries" in sent and "why is the build slow" not in sent
    tasks = {t.session_id: t for t in load_tasks(ctx.store)}
    (judge,) = tasks["m0"].judges
    assert (judge.kind, judge.term, judge.durable) == ("diff_adds", "retry.Backoff", True)
    assert "read by scripted/miner" in judge.quote and judge.origin.record == "m0-2"
    assert tasks["m1"].judges == []  # "no mocks" read as no constraint
    # Stored per candidate: mining again asks nothing.
    update_tasks(ctx, full=True)
    assert len(script.calls_to("miner")) == 1
    status = run_json("status")
    assert status["tasks"]["miner"] == {"model": "scripted/miner", "reads": 3}
    assert status["budget"]["models"]["miner"] == "scripted/miner"


def test_a_broken_answer_keeps_the_rules_reading() -> None:
    script = install_script()
    script.queue("miner", "Sure! Here are my thoughts on these requests...")
    ctx = _configure()
    save_sessions(ctx.store, _sessions())
    report = update_tasks(ctx)
    assert any("was not a list of verdicts" in n for n in report.notes), report.notes
    tasks = {t.session_id: t for t in load_tasks(ctx.store)}
    assert [(j.kind, j.term) for j in tasks["m1"].judges] == [("diff_avoids", "mocks")]


def test_a_failing_model_stops_with_a_note_and_loses_nothing() -> None:
    script = install_script()
    script.queue("miner", RuntimeError("503 Service Unavailable"))
    ctx = _configure()
    save_sessions(ctx.store, _sessions())
    report = update_tasks(ctx)
    assert any(n.startswith("the miner model stopped after 0 candidate(s)")
               for n in report.notes), report.notes
    assert len(load_tasks(ctx.store)) == 3


def test_without_a_miner_model_litellm_is_never_loaded() -> None:
    ctx = Context.create()
    save_sessions(ctx.store, _sessions())
    code = ("import sys\nfrom skillsleep.context import Context\n"
            "from skillsleep.tasks.pipeline import update_tasks\n"
            "update_tasks(Context.create())\n"
            "print('litellm' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False"]
