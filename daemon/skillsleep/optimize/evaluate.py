"""Rollout and score: the target model attempts tasks under a document, the judges score it.

A document longer than the target model's window is condensed first (condense.py), so the model
reads the parts that matter, and the edit being judged among them. Scores are remembered per
(text shown, task, sample) for the whole night, so the current document is never rolled out
twice on the same task; a failed rollout is not remembered.

A task a workspace handles (see skillsleep.workspace) is replayed there instead of in chat: the
harness reads the whole document from the worktree, its answer is the outcome in words, and its
rule judges score the whole attempt (the diff, the commands, the commits, the checks) rather
than the text.
"""

from __future__ import annotations

import hashlib
import re
import statistics
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Protocol

from ..models import ModelCallError, ModelClient
from ..tasks.judges import Attempt, Judge, score_task
from ..tasks.taskdata import Task
from .condense import Condenser, View
from .prompts import rollout_messages, rubric_messages

Scorer = Callable[[Task, str], "float | None"]

ROLLOUT_FAILED = "rollout_failed"
JUDGE_ERROR = "judge_error"
RUBRIC_UNREADABLE = "rubric_unreadable"


@dataclass
class Evaluation:
    per_task: dict[str, float] = field(default_factory=dict)   # mean over samples
    sample_means: list[float] = field(default_factory=list)    # mean over tasks, per sample
    answers: dict[str, str] = field(default_factory=dict)      # sample 0's answer per task
    failed: int = 0                                            # rollouts that got no answer

    @property
    def mean(self) -> float | None:
        return statistics.fmean(self.per_task.values()) if self.per_task else None

    @property
    def spread(self) -> float:
        """Standard deviation of the mean over repeated samples (0 with one sample)."""
        return statistics.pstdev(self.sample_means) if len(self.sample_means) > 1 else 0.0


@dataclass
class EvalSettings:
    target_model: str
    max_tokens: int
    temperature: float = 0.0
    samples: int = 1
    judge_model: str | None = None
    remember: bool = True   # False only for the naive baseline of the cost benchmark


class WorkspaceReplays(Protocol):
    """Replays in a workspace (skillsleep.workspace.rollouts.WorkspaceRollouts)."""

    def handles(self, task: Task) -> bool: ...

    def rollout(self, document: str, task: Task, sample: int) -> tuple[str, Attempt] | None: ...

    def note(self, task_id: str, mode: str) -> None: ...


class Evaluator:
    def __init__(self, client: ModelClient, settings: EvalSettings, scorer: Scorer,
                 issues: Counter[str], condenser: Condenser | None = None,
                 workspace: WorkspaceReplays | None = None) -> None:
        self.client = client
        self.settings = settings
        self.scorer = scorer
        self.issues = issues
        self.condenser = condenser
        self.condensed_rollouts = 0  # rollouts made with a condensed view of the document
        self.workspace = workspace
        self._memo: dict[tuple[str, str, int], tuple[str, float | None]] = {}
        # A workspace replay's attempt by (task, its answer), for the judges to read.
        self._attempts: dict[tuple[str, str], Attempt] = {}

    def view(self, document: str) -> View:
        """What the target model is shown of `document`."""
        return self.condenser.view(document) if self.condenser else View(document)

    def sees_changes(self, document: str) -> bool:
        """Whether every line that differs from the night's base text reaches the model."""
        return self.view(document).shows_changes

    def evaluate(self, document: str, tasks: list[Task]) -> Evaluation:
        out = Evaluation()
        samples = max(1, self.settings.samples)
        per_sample: list[list[float]] = [[] for _ in range(samples)]
        for task in tasks:
            scores = []
            for s in range(samples):
                got = self.attempt(document, task, s)
                if got is None:
                    out.failed += 1
                    continue
                answer, score = got
                if s == 0:
                    out.answers[task.id] = answer
                if score is not None:
                    scores.append(score)
                    per_sample[s].append(score)
            if scores:
                out.per_task[task.id] = statistics.fmean(scores)
        out.sample_means = [statistics.fmean(v) for v in per_sample if v]
        return out

    def attempt(self, document: str, task: Task, sample: int) -> tuple[str, float | None] | None:
        """(answer, score) of one rollout, or None when the model gave no answer."""
        if self.workspace is not None and self.workspace.handles(task):
            return self._replay(document, task, sample)
        if self.workspace is not None:
            self.workspace.note(task.id, "chat")
        view = self.view(document)
        key = (hashlib.sha256(view.text.encode("utf-8")).hexdigest(), task.id, sample)
        if self.settings.remember and key in self._memo:
            return self._memo[key]
        try:
            result = self.client.complete(
                self.settings.target_model, rollout_messages(view.text, task),
                max_tokens=self.settings.max_tokens, temperature=self.settings.temperature,
                sample=sample,
            )
        except ModelCallError:
            self.issues[ROLLOUT_FAILED] += 1
            return None
        if view.condensed:
            self.condensed_rollouts += 1
        got = (result.text, self.score(task, result.text, sample))
        self._memo[key] = got
        return got

    def _replay(self, document: str, task: Task, sample: int
                ) -> tuple[str, float | None] | None:
        assert self.workspace is not None
        key = (hashlib.sha256(document.encode("utf-8")).hexdigest(), task.id, sample)
        if self.settings.remember and key in self._memo:
            return self._memo[key]
        replayed = self.workspace.rollout(document, task, sample)
        if replayed is None:
            self.issues[ROLLOUT_FAILED] += 1
            return None
        answer, work = replayed
        self._attempts[(task.id, answer)] = work
        got = (answer, self.score(task, answer, sample))
        self._memo[key] = got
        return got

    def score(self, task: Task, answer: str, sample: int = 0) -> float | None:
        """Rule judges locally; rubric judges only through a configured judge model."""
        rules = [j for j in task.judges if j.kind != "rubric"]
        rubrics = [j for j in task.judges if j.kind == "rubric"]
        parts: list[tuple[float, float]] = []
        if rules:
            rule_score = self._rule_score(replace(task, judges=rules), answer)
            if rule_score is not None:
                parts.append((rule_score, sum(j.weight for j in rules)))
        if rubrics and self.settings.judge_model:
            for judge in rubrics:
                value = self._rubric(task, answer, str(getattr(judge, "rubric", "")), sample)
                if value is not None:
                    parts.append((value, judge.weight))
        total = sum(w for _, w in parts)
        if not parts or total <= 0:
            return None
        return sum(s * w for s, w in parts) / total

    def _rule_score(self, task: Task, answer: str) -> float | None:
        """The scorer's verdict; a judge that cannot run (say, a bad pattern) scores nothing."""
        work = self._attempts.get((task.id, answer))
        try:
            value = (score_task(task.judges, work) if work is not None
                     else self.scorer(task, answer))
        except Exception:  # judges come from mined data; one bad judge never ends the night
            self.issues[JUDGE_ERROR] += 1
            return None
        if value is None:
            return None
        return min(1.0, max(0.0, float(value)))

    def _rubric(self, task: Task, answer: str, rubric: str, sample: int) -> float | None:
        assert self.settings.judge_model
        try:
            reply = self.client.complete(self.settings.judge_model,
                                         rubric_messages(rubric, task, answer), max_tokens=16,
                                         temperature=0.0, sample=sample).text
        except ModelCallError:
            self.issues[RUBRIC_UNREADABLE] += 1
            return None
        m = re.search(r"\d+(?:\.\d+)?", reply)
        if not m or float(m.group()) > 10:
            self.issues[RUBRIC_UNREADABLE] += 1
            return None
        return float(m.group()) / 10.0

    def failing_judges(self, task: Task, answer: str) -> list[Judge]:
        """The rule judges this answer does not fully satisfy."""
        out = []
        for judge in task.judges:
            if judge.kind == "rubric":
                continue
            s = self._rule_score(replace(task, judges=[judge]), answer)
            if s is not None and s < 1.0:
                out.append(judge)
        return out

    def failed_checks(self, task: Task, answer: str) -> list[str]:
        """The rule judges this answer fails, in words, for the reflection prompt."""
        return [j.describe() for j in self.failing_judges(task, answer)]


def gate(current: Evaluation, candidate: Evaluation, no_regression: bool) -> tuple[bool, str]:
    """Accept only a candidate whose val mean strictly beats the current document's.

    Both means are taken over the same tasks; a candidate with a failed rollout is refused,
    because an unscored task could hide a regression.
    """
    if candidate.failed:
        return False, f"{candidate.failed} validation rollout(s) failed"
    common = sorted(set(current.per_task) & set(candidate.per_task))
    if not common:
        return False, "no validation task could be scored"
    before = statistics.fmean(current.per_task[t] for t in common)
    after = statistics.fmean(candidate.per_task[t] for t in common)
    if after <= before + 1e-9:
        return False, f"validation {before:.3f} -> {after:.3f}: not strictly better"
    if no_regression:
        worse = [t for t in common if candidate.per_task[t] < current.per_task[t] - 1e-9]
        if worse:
            return False, f"validation improved but {len(worse)} task(s) regressed"
    return True, f"validation {before:.3f} -> {after:.3f}"
