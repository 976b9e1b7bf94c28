"""Planning a night to fit its budgets: which documents, and how many of their tasks, best first.

A night's cost is its model calls, and the loop's calls grow with the number of tasks: every
train task is rolled out and reflected on each epoch, every candidate is scored on all of
validation, test is scored twice. So the plan estimates a document's calls from its task count,
the cost of one call from the document's size, the models' prices and the pace measured on
earlier nights, and takes the documents in order of value (the best supported first): whole when
they fit what is left of the time, token and money budgets, else with their most telling tasks
(corrected or failed ones first), else not at all, left for a later night. The plan only sizes
the work; the ledger's checks before every call are what keep the night inside its limits.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..tasks.taskdata import Task
from .loop import LoopSettings

# Seconds a call takes before any night measured it: the embedded model reads a condensed
# document in about 15 s without its prompt cache; hosted models answer in a few seconds.
FIRST_NIGHT_SECONDS_PER_CALL = {"local": 15.0}
DEFAULT_SECONDS_PER_CALL = 8.0
# Fewer tasks cannot fill train and validation and still say something.
MIN_TASKS = 4
TYPICAL_REQUEST_TOKENS = 150
_OUTCOME_VALUE = {"failure": 0, "mixed": 1, "unknown": 2, "success": 3}


@dataclass
class CallCost:
    """What one call of a document's night costs, at most as far as the plan can tell."""

    seconds: float
    tokens: int
    usd: float


@dataclass
class Left:
    """What the night's budgets still allow (seconds None: no time limit)."""

    seconds: float | None
    tokens: float
    usd: float

    def calls(self, cost: CallCost) -> float:
        limits = [self.tokens / max(1, cost.tokens)]
        if self.seconds is not None and cost.seconds > 0:
            limits.append(self.seconds / cost.seconds)
        if cost.usd > 0:
            limits.append(self.usd / cost.usd)
        return max(0.0, min(limits))

    def spend(self, calls: int, cost: CallCost) -> None:
        if self.seconds is not None:
            self.seconds -= calls * cost.seconds
        self.tokens -= calls * cost.tokens
        self.usd -= calls * cost.usd


@dataclass
class PlannedDocument:
    path: str
    task_ids: list[str]
    tasks_available: int
    est_calls: int
    est_seconds: float

    def to_doc(self) -> dict[str, Any]:
        return {"path": self.path, "task_ids": list(self.task_ids),
                "tasks_available": self.tasks_available, "est_calls": self.est_calls,
                "est_seconds": round(self.est_seconds, 1)}

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> PlannedDocument:
        return cls(str(doc["path"]), [str(t) for t in doc.get("task_ids", [])],
                   int(doc.get("tasks_available", 0)), int(doc.get("est_calls", 0)),
                   float(doc.get("est_seconds", 0.0)))


@dataclass
class Plan:
    documents: list[PlannedDocument] = field(default_factory=list)
    # Documents the budgets leave no room for tonight: {"path", "reason"}.
    later: list[dict[str, str]] = field(default_factory=list)

    def to_doc(self) -> dict[str, Any]:
        return {"documents": [d.to_doc() for d in self.documents], "later": list(self.later)}


def estimate_calls(n_tasks: int, s: LoopSettings) -> int:
    """Model calls the loop makes at most, near enough, on `n_tasks` tasks."""
    if n_tasks <= 0:
        return 0
    test = round(n_tasks * s.test_fraction)
    val = max(1, round(n_tasks * s.val_fraction))
    train = max(1, n_tasks - test - val)
    m = max(1, s.samples)
    steps = math.ceil(train / max(1, s.batch_size))
    # Rollouts and reflections on every train task, a derived and a model candidate scored on
    # validation per step, the epoch-end consolidation (one call and its score) and notes.
    per_epoch = train * m + train + steps * 2 * val * m + val * m + 2
    return val * m + s.epochs * per_epoch + 2 * test * m


def by_value(tasks: list[Task]) -> list[Task]:
    """Tasks the person corrected or that failed first, then those with more checks, newest."""
    newest_first = sorted(tasks, key=lambda t: (t.time or "", t.id), reverse=True)
    return sorted(newest_first, key=lambda t: (_OUTCOME_VALUE.get(t.outcome, 2),
                                               -sum(j.kind != "rubric" for j in t.judges)))


def plan_night(documents: list[tuple[str, list[Task], CallCost]], settings: LoopSettings,
               left: Left) -> Plan:
    """Fit the documents (best first) and their tasks into what the budgets allow."""
    plan = Plan()
    for path, tasks, cost in documents:
        if not tasks:
            # Nothing to spend on: the loop says why it could not work on this document.
            plan.documents.append(PlannedDocument(path, [], 0, 0, 0.0))
            continue
        affordable = left.calls(cost)
        n = len(tasks)
        while n > MIN_TASKS and estimate_calls(n, settings) > affordable:
            n -= 1
        if n == 0 or estimate_calls(n, settings) > affordable:
            plan.later.append({"path": path, "reason": _why_later(left, cost, tasks, settings)})
            continue
        chosen = tasks if n == len(tasks) else by_value(tasks)[:n]
        calls = estimate_calls(n, settings)
        plan.documents.append(PlannedDocument(path, sorted(t.id for t in chosen), len(tasks),
                                              calls, calls * cost.seconds))
        left.spend(calls, cost)
    return plan


def _why_later(left: Left, cost: CallCost, tasks: list[Task], s: LoopSettings) -> str:
    need = estimate_calls(min(len(tasks), MIN_TASKS), s)
    if left.seconds is not None and left.seconds < need * cost.seconds:
        return (f"the time left ({left.seconds / 60:.0f} min) is short of the "
                f"{need * cost.seconds / 60:.0f} min its smallest useful run needs")
    if cost.usd > 0 and left.usd < need * cost.usd:
        return (f"the money left (${max(0.0, left.usd):.2f}) is short of the "
                f"${need * cost.usd:.2f} its smallest useful run needs")
    return (f"the tokens left ({max(0.0, left.tokens):,.0f}) are short of the "
            f"{need * cost.tokens:,} its smallest useful run needs")


def share_of_time(seconds_left: float | None, planned: list[PlannedDocument],
                  index: int) -> float | None:
    """The time document `index` may use: what is left, split over it and the documents still
    to come in proportion to their estimates (time one document does not use goes on)."""
    if seconds_left is None:
        return None
    rest = planned[index:]
    total = sum(max(1.0, d.est_seconds) for d in rest)
    return seconds_left * max(1.0, rest[0].est_seconds) / total if total else seconds_left


def call_cost(text_bytes: int, window: int | None, settings: LoopSettings,
              pace: dict[str, float], price: Callable[[str, int, int], float | None]) -> CallCost:
    """The cost of an average call of one document's night."""
    prompt = text_bytes // 4 + TYPICAL_REQUEST_TOKENS
    if window is not None:
        prompt = min(prompt, window)
    answer = max(settings.target_max_tokens, settings.optimizer_max_tokens) // 2
    seconds = max(_pace(pace, settings.target_model), _pace(pace, settings.optimizer_model))
    usd = max(price(settings.target_model, prompt, answer) or 0.0,
              price(settings.optimizer_model, prompt, answer) or 0.0)
    return CallCost(seconds=seconds, tokens=prompt + answer, usd=usd)


def _pace(pace: dict[str, float], model: str) -> float:
    if pace.get(model):
        return float(pace[model])
    return FIRST_NIGHT_SECONDS_PER_CALL.get(model.partition("/")[0], DEFAULT_SECONDS_PER_CALL)
