"""Tasks and families from the real third-party logs, harvested from a temporary HOME laid out
exactly where each harness writes them."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillsleep.harvest import run_harvest
from skillsleep.sessions import iter_sessions
from skillsleep.tasks.pipeline import load_families, load_tasks, update_tasks

from helpers.harvest import fresh_context, lay_out_real_fixtures

INJECTED = ("<system-reminder>", "This session is being continued", "<command-name>",
            "<local-command", "[Request interrupted", "Caveat: The messages below")


@pytest.fixture(scope="module")
def mined(tmp_path_factory: pytest.TempPathFactory) -> tuple[list, list, list]:
    # One harvest and update for the whole module: the sentence encoder is the slow part.
    root = tmp_path_factory.mktemp("real")
    home = root / "home"
    home.mkdir()
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HOME", str(home))
        mp.setenv("SKILLOPT_SLEEP_HOME", str(root / "sleep-home"))
        lay_out_real_fixtures(home)
        ctx = fresh_context()
        run_harvest(ctx)
        report = update_tasks(ctx)
        assert report.tasks > 0 and report.full
        return (list(iter_sessions(ctx.store)), load_tasks(ctx.store),
                load_families(ctx.store))


def test_every_task_is_a_real_request(mined: tuple[list, list, list]) -> None:
    sessions, tasks, _ = mined
    requests = {(s.harness, s.session_id): [t.text for t in s.requests] for s in sessions}
    assert {t.harness for t in tasks} == {"claude-code", "codex", "copilot", "devin"}
    for t in tasks:
        said = requests[(t.harness, t.session_id)]
        assert any(t.request in r for r in said), t.request
        assert not t.request.startswith(INJECTED)
    assert len({t.id for t in tasks}) == len(tasks)


def test_retry_and_interruptions_decide_outcomes(mined: tuple[list, list, list]) -> None:
    _, tasks, _ = mined
    by_session: dict[str, list] = {}
    for t in tasks:
        by_session.setdefault(t.session_id, []).append(t)
    fix = by_session["1ecba475-5b18-4058-a0cb-e87703f6f792"]
    # "fix tests" typed twice (a hook blocked the first), then interrupted.
    first = next(t for t in fix if t.request == "fix tests")
    assert first.outcome == "failure"
    assert 'asked again: "fix tests"' in first.evidence
    assert any(e.startswith("interrupted:") for e in first.evidence)
    quarkus = by_session["0885a5a2-5c49-4a15-b22a-15d9ec401050"]
    assert [(t.request, t.outcome) for t in quarkus] == [("migrate to quarkus", "failure")]
    devin = by_session["demo-001"]
    assert devin[0].outcome == "unknown"


def test_the_same_ask_in_two_harnesses_is_one_family(mined: tuple[list, list, list]) -> None:
    _, tasks, families = mined
    greeter = [t for t in tasks if "demo-greeter/SKILL.md" in t.request]
    assert {t.harness for t in greeter} == {"claude-code", "copilot"}
    assert len({t.family_id for t in greeter}) == 1
    family = next(f for f in families if f.id == greeter[0].family_id)
    assert family.harnesses == ["claude-code", "copilot"]
    assert sum(f.size for f in families) == len(tasks)
    assert all(f.label for f in families)


def test_rerunning_on_the_same_logs_changes_nothing(tmp_path: Path, isolated_home: Path) -> None:
    lay_out_real_fixtures(isolated_home)
    ctx = fresh_context()
    run_harvest(ctx)
    update_tasks(ctx)
    before = {t.id: (t.family_id, t.outcome) for t in load_tasks(ctx.store)}
    run_harvest(ctx)
    report = update_tasks(ctx)
    assert report.new_tasks == 0 and not report.full
    assert {t.id: (t.family_id, t.outcome) for t in load_tasks(ctx.store)} == before
