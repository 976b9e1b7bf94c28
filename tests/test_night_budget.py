"""The time budget beside the token and money ones: the ledger refuses a call that would end past
the limit (the night's, or the share the night gave one document), the plan fits documents and
tasks into what is left, best first, and the key is validated and documented."""

from __future__ import annotations

import pytest

from skillsleep.config import Config, apply_values, describe_keys, load_config
from skillsleep.errors import ConfigError
from skillsleep.models import Budget, BudgetExhausted, Ledger
from skillsleep.optimize.loop import LoopSettings
from skillsleep.optimize.plan import (
    MIN_TASKS,
    CallCost,
    Left,
    by_value,
    estimate_calls,
    plan_night,
    share_of_time,
)
from skillsleep.tasks.judges.answer import MaxWords
from skillsleep.tasks.taskdata import Task

from helpers.daemon import write_config


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_call_that_would_end_past_the_time_budget_is_not_made() -> None:
    clock = Clock()
    ledger = Ledger(Budget(10**9, 10.0, max_seconds=60.0), clock=clock)
    ledger.reserve("m", 10, 0.0)  # no call measured yet: nothing to refuse
    ledger.record("m", 5, 5, 0.0, seconds=20.0)
    clock.now += 30
    ledger.reserve("m", 10, 0.0)  # 30 s used, the next could take 20: 50 of 60
    clock.now += 15
    with pytest.raises(BudgetExhausted, match=r"time budget reached: 0\.8 of 1 minutes") as exc:
        ledger.reserve("m", 10, 0.0)
    assert (exc.value.kind, exc.value.scope) == ("time", "night")
    assert ledger.seconds_left() == pytest.approx(15.0)
    ledger.reserve("other", 10, 0.0)  # another model's calls have not been slow


def test_a_documents_share_stops_only_that_document() -> None:
    clock = Clock()
    ledger = Ledger(Budget(10**9, 10.0, max_seconds=3600.0), clock=clock)
    ledger.record("m", 1, 1, 0.0, seconds=10.0)
    ledger.set_share(25.0, "SKILL.md used its share")
    ledger.reserve("m", 1, 0.0)
    clock.now += 20
    with pytest.raises(BudgetExhausted, match=r"SKILL\.md used its share") as exc:
        ledger.reserve("m", 1, 0.0)
    assert (exc.value.kind, exc.value.scope) == ("time", "document")
    ledger.set_share(None)
    ledger.reserve("m", 1, 0.0)


def test_the_time_estimate_is_the_slowest_recent_call() -> None:
    ledger = Ledger()
    for seconds in (1.0, 9.0, 2.0):
        ledger.record("m", 1, 1, 0.0, seconds=seconds)
    assert ledger.expected_seconds("m") == 9.0
    for _ in range(8):
        ledger.record("m", 1, 1, 0.0, seconds=1.0)
    assert ledger.expected_seconds("m") == 1.0  # an old outlier stops counting
    snap = ledger.snapshot()
    assert snap["call_seconds"] == pytest.approx(20.0)
    assert snap["by_model"]["m"]["seconds"] == pytest.approx(20.0)


def _tasks(n: int, failing: tuple[int, ...] = ()) -> list[Task]:
    return [Task(id=f"t{i:02d}", request=f"r{i}", harness="codex", session_id="s",
                 time=f"2026-11-{1 + i:02d}T00:00:00Z",
                 outcome="failure" if i in failing else "unknown",
                 judges=[MaxWords(limit=50, quote="x")]) for i in range(n)]


SETTINGS = LoopSettings("scripted/a", "scripted/b", epochs=2, batch_size=4)


def test_the_plan_takes_documents_whole_when_they_fit_best_first() -> None:
    cost = CallCost(seconds=2.0, tokens=1000, usd=0.0)
    need = estimate_calls(20, SETTINGS) + estimate_calls(10, SETTINGS)
    plan = plan_night([("a.md", _tasks(20), cost), ("b.md", _tasks(10), cost)], SETTINGS,
                      Left(seconds=need * 2.0 + 1, tokens=10**9, usd=1.0))
    assert [(d.path, len(d.task_ids)) for d in plan.documents] == [("a.md", 20), ("b.md", 10)]
    assert plan.later == []


def test_a_short_night_plans_fewer_tasks_and_leaves_the_rest_for_later() -> None:
    cost = CallCost(seconds=2.0, tokens=1000, usd=0.0)
    left = Left(seconds=estimate_calls(12, SETTINGS) * 2.0, tokens=10**9, usd=1.0)
    plan = plan_night([("a.md", _tasks(30, failing=(3, 17)), cost), ("b.md", _tasks(10), cost)],
                      SETTINGS, left)
    (first,) = plan.documents
    assert first.path == "a.md" and MIN_TASKS <= len(first.task_ids) <= 12
    assert {"t03", "t17"} <= set(first.task_ids)  # the corrected ones come first
    assert plan.later[0]["path"] == "b.md" and "time left" in plan.later[0]["reason"]


def test_tokens_and_money_size_the_plan_too() -> None:
    cost = CallCost(seconds=0.0, tokens=2000, usd=0.01)
    by_money = plan_night([("a.md", _tasks(30), cost)], SETTINGS,
                          Left(seconds=None, tokens=10**9, usd=0.3))
    assert len(by_money.documents[0].task_ids) < 30
    assert estimate_calls(len(by_money.documents[0].task_ids), SETTINGS) * 0.01 <= 0.3
    none = plan_night([("a.md", _tasks(30), cost)], SETTINGS,
                      Left(seconds=None, tokens=5000, usd=1.0))
    assert none.documents == [] and "tokens left" in none.later[0]["reason"]


def test_tasks_by_value_and_time_shares() -> None:
    tasks = _tasks(6, failing=(1,))
    tasks[4].outcome = "mixed"
    assert [t.id for t in by_value(tasks)][:2] == ["t01", "t04"]
    assert [t.id for t in by_value(tasks)][2:] == ["t05", "t03", "t02", "t00"]  # newest first
    plan = plan_night([("a.md", _tasks(8), CallCost(1.0, 10, 0.0)),
                       ("b.md", _tasks(8), CallCost(1.0, 10, 0.0))], SETTINGS,
                      Left(seconds=10_000, tokens=10**9, usd=1.0))
    assert share_of_time(600.0, plan.documents, 0) == pytest.approx(300.0)
    assert share_of_time(600.0, plan.documents, 1) == pytest.approx(600.0)
    assert share_of_time(None, plan.documents, 0) is None


def test_the_time_budget_key_is_validated_and_documented() -> None:
    keys = {k: (t, d, doc) for k, t, d, doc in describe_keys()}
    kind, default, doc = keys["budget.max_minutes_per_night"]
    assert kind.startswith("number") and default == 90.0 and "minutes" in doc
    assert "models.prompt_cache" in keys and keys["models.prompt_cache"][1] is True
    cfg = Config()
    apply_values(cfg, {"budget": {"max_minutes_per_night": 30}}, "test")
    assert cfg.budget.max_minutes_per_night == 30.0
    for bad, message in ((-1, "at least 0"), (2000, "at most 1440"), ("soon", "a number")):
        with pytest.raises(ConfigError, match=message):
            apply_values(Config(), {"budget": {"max_minutes_per_night": bad}}, "test")
    write_config("[budget]\nmax_minutes_per_night = 45.5\n")
    assert load_config().budget.max_minutes_per_night == 45.5
