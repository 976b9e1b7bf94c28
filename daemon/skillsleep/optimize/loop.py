"""The SkillOpt loop over one document: plain tasks, document text and a model client in, a
result out. It never writes anything; the night runner turns the result into a proposal.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass, field, fields
from typing import Any

from ..config import Config, ModelsConfig, OptimizerConfig
from ..edits import Edit, apply_edits
from ..models import BudgetExhausted, ModelCallError, ModelClient
from ..models.windows import context_window, token_counter
from ..rejected import RejectedEdit
from ..tasks.judges import chat_can_judge, score_answer
from ..tasks.taskdata import Task
from . import parse, prompts
from .aggregate import Candidate, aggregate, select
from .condense import Condenser, rollout_budget
from .derived import SOURCE as DERIVED
from .derived import derived_edits
from .evaluate import EvalSettings, Evaluation, Evaluator, Scorer, WorkspaceReplays, gate
from .reasons import line_evidence
from .report import LoopSummary, NightStatus
from .splits import split_tasks, unit_hash
from .update import REJECTED_BEFORE, apply_candidate, check_edit, derive_edits

MAX_NOTES = 5
PERFECT = 1.0 - 1e-9
# A candidate whose change the target model cannot be shown (it does not fit the window) is
# never evaluated: its score could not say anything about the edit.
EDIT_NOT_VISIBLE = "edit_not_visible"


_OPTIMIZER = OptimizerConfig()
_MODELS = ModelsConfig()


@dataclass
class LoopSettings:
    """What the loop is told: the models, and the [optimizer] and [models] settings it uses,
    under the config's names and with the config's defaults (config.py holds them)."""

    target_model: str
    optimizer_model: str
    judge_model: str | None = None
    epochs: int = _OPTIMIZER.epochs
    batch_size: int = _OPTIMIZER.batch_size
    learning_rate: int = _OPTIMIZER.learning_rate
    lr_decay: float = _OPTIMIZER.lr_decay
    samples: int = _OPTIMIZER.samples
    val_fraction: float = _OPTIMIZER.val_fraction
    test_fraction: float = _OPTIMIZER.test_fraction
    no_regression: bool = _OPTIMIZER.no_regression
    max_edit_chars: int = _OPTIMIZER.max_edit_chars
    target_max_tokens: int = _MODELS.target_max_tokens
    optimizer_max_tokens: int = _MODELS.optimizer_max_tokens
    target_temperature: float = _MODELS.target_temperature
    # The cost benchmark's baseline: re-score everything at every step, remember nothing.
    naive: bool = False
    # Ask for one instruction line instead of JSON edits; None: only for embedded models.
    compact_reflection: bool | None = None
    # Also try instruction lines written from failing tasks' rule judges (derived.py).
    derived_edits: bool = _OPTIMIZER.derived_edits

    @classmethod
    def from_config(cls, config: Config) -> LoopSettings:
        """The settings of `config`: every field that [optimizer] or [models] names alike."""
        shared = {name: getattr(section, name)
                  for section in (config.optimizer, config.models)
                  for name in _shared_names(section)}
        return cls(target_model=config.models.target, optimizer_model=config.models.optimizer,
                   judge_model=config.models.judge or None, **shared)


def _shared_names(section: OptimizerConfig | ModelsConfig) -> list[str]:
    mine = {f.name for f in fields(LoopSettings)}
    return [f.name for f in fields(section) if f.name in mine]


@dataclass
class Decision:
    """One gate decision: the edits tried, the val means before and after, and the verdict."""

    epoch: int
    kind: str  # "step" or "slow" (the epoch-end consolidation)
    edits: list[Edit]
    accepted: bool
    reason: str
    val_before: float | None
    val_after: float | None
    step: int | None = None  # 1 for the epoch's first decision, 2 for the next, ...

    def to_doc(self) -> dict[str, Any]:
        return {"epoch": self.epoch, "step": self.step, "kind": self.kind,
                "accepted": self.accepted,
                "reason": self.reason, "val_before": self.val_before,
                "val_after": self.val_after,
                "edits": [e.describe() for e in self.edits]}


@dataclass
class LoopResult:
    base_text: str
    final_text: str
    edits: list[Edit] = field(default_factory=list)       # on base_text, ready for a proposal
    rejected: list[tuple[Edit, str]] = field(default_factory=list)  # gate rejections + reasons
    decisions: list[Decision] = field(default_factory=list)
    splits: dict[str, int] = field(default_factory=dict)
    val_before: float | None = None
    val_after: float | None = None
    val_spread_before: float = 0.0
    val_spread_after: float = 0.0
    test_before: float | None = None
    test_after: float | None = None
    notes: list[str] = field(default_factory=list)
    issues: Counter[str] = field(default_factory=Counter)
    # Candidate edits by where they came from ("model" or "derived") and what became of them:
    # "<source>_proposed", "<source>_accepted", "<source>_rejected".
    candidates: Counter[str] = field(default_factory=Counter)
    status: NightStatus = NightStatus.OK  # OK, NOTHING or BUDGET
    reason: str = ""
    # What the budget stop applied to: "night" (the whole night's budget is spent) or
    # "document" (only the time share this document was given).
    stopped_for: str = ""
    # When the document did not fit the target model's window: how it was shown (see
    # condense.py); empty when it was sent whole.
    condensed: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def accepted_count(self) -> int:
        return sum(len(d.edits) for d in self.decisions if d.accepted)

    @property
    def rejected_count(self) -> int:
        return sum(len(d.edits) for d in self.decisions if not d.accepted)

    def summary(self, decisions_kept: int) -> LoopSummary:
        """The run as the night reports it, with the last `decisions_kept` gate decisions."""
        return LoopSummary(
            status=self.status, reason=self.reason, stopped_for=self.stopped_for,
            splits=dict(self.splits), edits_accepted=self.accepted_count,
            edits_rejected=self.rejected_count, val_before=self.val_before,
            val_after=self.val_after, val_spread_before=round(self.val_spread_before, 4),
            val_spread_after=round(self.val_spread_after, 4), test_before=self.test_before,
            test_after=self.test_after,
            decisions=[d.to_doc() for d in self.decisions[-decisions_kept:]],
            issues=dict(self.issues), candidates=dict(self.candidates),
            condensed=dict(self.condensed), seconds=self.seconds)


class _Run:
    """The state of one loop run; methods are the loop's steps."""

    def __init__(self, text: str, tasks: list[Task], client: ModelClient,
                 settings: LoopSettings, scorer: Scorer, rejected: list[RejectedEdit],
                 notes: list[str], name: str, progress: Callable[[str], None],
                 workspace: WorkspaceReplays | None = None,
                 not_helped: list[dict[str, Any]] | None = None,
                 standing: Collection[tuple[str, ...]] = ()) -> None:
        self.s = settings
        # Accepted edits the person's later sessions showed did not help (derived.py).
        self.not_helped = not_helped or []
        # What the families' standing preferences ask for: only lessons become derived lines.
        self.standing = standing
        self.client = client
        self.name = name
        self.progress = progress
        self.result = LoopResult(base_text=text, final_text=text, notes=list(notes))
        self.issues = self.result.issues
        self.condenser = condenser_for(text, tasks, settings)
        self.evaluator = Evaluator(client, EvalSettings(
            target_model=settings.target_model, max_tokens=settings.target_max_tokens,
            temperature=settings.target_temperature, samples=settings.samples,
            judge_model=settings.judge_model, remember=not settings.naive,
        ), scorer, self.issues, self.condenser, workspace)
        self.splits = split_tasks(tasks, settings.val_fraction, settings.test_fraction)
        self.result.splits = self.splits.counts()
        self.rejected_fps = {r.fingerprint for r in rejected}
        # The same added text at another anchor is the same proposal to the person.
        self.rejected_texts = {_norm(r.new) for r in rejected
                               if r.op in ("add", "replace") and r.new}
        self.avoid = [r.describe() for r in rejected[-8:]]
        self.current = text
        self.cur_val = Evaluation()
        self.accepted_log: list[tuple[Edit, list[str], Decision]] = []
        self.helped: list[str] = []
        self.failed: list[str] = []
        self.derived_fps: set[str] = set()  # fingerprints of edits written from judges
        self.failures_seen = 0  # train rollouts below a perfect score, over every step

    # -- the steps -----------------------------------------------------------------------------

    def run(self) -> LoopResult:
        r = self.result
        if not self.splits.train or not self.splits.val:
            r.status = NightStatus.NOTHING
            r.reason = (f"too few tasks to train and validate ({len(self.splits.train)} train, "
                        f"{len(self.splits.val)} val)")
            unscorable = self.issues.get("tasks_without_checks", 0)
            if unscorable and not any(self.splits.counts().values()):
                # The document had tasks, but none with a check that could score an attempt.
                r.reason = f"none of its {unscorable} tasks has a check the night can score"
            return r
        try:
            self.cur_val = self._val(self.current)
            r.val_before, r.val_spread_before = self.cur_val.mean, self.cur_val.spread
            if r.val_before is None:
                r.status, r.reason = NightStatus.NOTHING, "no validation task could be scored"
                return r
            for epoch in range(self.s.epochs):
                if (self.cur_val.mean or 0.0) >= PERFECT:
                    break  # nothing left to gain on val
                self._epoch(epoch)
        except BudgetExhausted as exc:
            r.status, r.reason, r.stopped_for = NightStatus.BUDGET, exc.reason, exc.scope
        r.final_text = self.current
        r.val_after, r.val_spread_after = self.cur_val.mean, self.cur_val.spread
        if r.status == NightStatus.OK:
            self._score_test()
            if not r.decisions and not r.reason:
                r.reason = self._why_no_edit()
        self._note_condensed()
        r.edits = self._final_edits()
        return r

    def _why_no_edit(self) -> str:
        """Why a night that ran to its end put no edit to the gate, when the scores say it."""
        if (self.cur_val.mean or 0.0) >= PERFECT:
            return "the document already passes every validation check: nothing to gain"
        if not self.failures_seen:
            return (f"the document already passes the checks of its {len(self.splits.train)} "
                    f"training task(s): no failure to learn from")
        return ""

    def _note_condensed(self) -> None:
        """Say in the result how the document was shown, when it did not fit the window."""
        c = self.condenser
        if c is None or c.budget is None:
            return
        base = c.view(self.result.base_text)
        if not base.condensed:
            return
        self.result.condensed = {
            "model": self.s.target_model, "budget_tokens": c.budget,
            "document_tokens": c.tokens(self.result.base_text), "shown_tokens": base.tokens,
            "sections_left_out": base.sections_left_out,
            "rollouts": self.evaluator.condensed_rollouts,
        }

    def _val(self, document: str) -> Evaluation:
        if self.s.naive:
            # The baseline re-scores train and test too, as a loop without bookkeeping would.
            self.evaluator.evaluate(document, self.splits.train + self.splits.test)
        return self.evaluator.evaluate(document, self.splits.val)

    def _epoch(self, epoch: int) -> None:
        k = max(1, round(self.s.learning_rate * self.s.lr_decay ** epoch))
        order = sorted(self.splits.train, key=lambda t: unit_hash(f"{epoch}:{t.id}"))
        accepted_before = len(self.accepted_log)
        decided_before = len(self.result.decisions)
        for i in range(0, len(order), self.s.batch_size):
            self._step(epoch, order[i:i + self.s.batch_size], k)
            if (self.cur_val.mean or 0.0) >= PERFECT:
                break
        self._slow_update(epoch, self.accepted_log[accepted_before:])
        if len(self.result.decisions) > decided_before:
            self._meta_update()

    def _step(self, epoch: int, batch: list[Task], k: int) -> None:
        self.progress(f"{self.name}: epoch {epoch + 1}, mini-batch of {len(batch)}")
        if self.s.naive:
            self.cur_val = self._val(self.current)  # the baseline keeps no scores between steps
        rollouts = self.evaluator.evaluate(self.current, batch)
        failures = [t for t in batch if t.id in rollouts.per_task and
                    rollouts.per_task[t.id] < PERFECT]
        self.failures_seen += len(failures)
        successes = [t for t in batch if rollouts.per_task.get(t.id, 0.0) >= PERFECT]
        if not failures:
            return
        success = ((successes[0], rollouts.answers.get(successes[0].id, ""))
                   if successes else None)
        derived: list[tuple[Edit, str]] = []
        proposed: list[tuple[Edit, str]] = []
        for task in failures:
            derived.extend((e, task.id) for e in self._derive(task, rollouts))
            proposed.extend((e, task.id) for e in self._reflect(task, rollouts, success, k))
        self._try_derived(epoch, derived)
        if (self.cur_val.mean or 0.0) >= PERFECT:
            return
        # The document may have changed above: drop what no longer applies or is already in.
        proposed = [(e, t) for e, t in proposed
                    if not check_edit(self.current, e, self.s.max_edit_chars)]
        chosen = select(self.current, aggregate(proposed), k, self.rejected_fps)
        if not chosen:
            return
        self._try_chosen(epoch, chosen)

    def _try_derived(self, epoch: int, derived: list[tuple[Edit, str]]) -> None:
        """Each of the person's constraints is tried on its own, best supported first.

        One line per gate decision tells which constraint the document can teach the target
        model: a line that does not help never drags down one that does, and the rejected-edit
        buffer holds exactly the line that failed. Each distinct line costs at most one val
        evaluation per night, since it is then either in the document or in the buffer.
        """
        for cand in select(self.current, aggregate(derived), len(derived), self.rejected_fps):
            if (self.cur_val.mean or 0.0) >= PERFECT:
                return
            if check_edit(self.current, cand.edit, self.s.max_edit_chars):
                continue  # an earlier line of this step made it redundant or moved its anchor
            self._try_chosen(epoch, [cand])

    def _try_chosen(self, epoch: int, chosen: list[Candidate]) -> None:
        edits = [c.edit for c in chosen]
        candidate, landed = apply_candidate(self.current, edits)
        if candidate == self.current or not landed:
            return
        tasks_by_edit = {c.edit.fingerprint(): c.tasks for c in chosen}
        decision = self._try(epoch, "step", candidate, landed)
        if decision is not None and decision.accepted:
            for e in landed:
                self.accepted_log.append((e, tasks_by_edit.get(e.fingerprint(), []), decision))

    def _reflect(self, task: Task, rollouts: Evaluation, success: tuple[Task, str] | None,
                 k: int) -> list[Edit]:
        answer = rollouts.answers.get(task.id, "")
        checks = self.evaluator.failed_checks(task, answer)
        # A tiny embedded model cannot write JSON edits; it is asked for one instruction line.
        compact = (self.s.compact_reflection if self.s.compact_reflection is not None
                   else self.s.optimizer_model.startswith("local/"))
        messages = (prompts.reflect_messages_compact(self.current, task, checks) if compact
                    else prompts.reflect_messages(
                        self.current, task, answer, rollouts.per_task.get(task.id, 0.0),
                        checks, success, self.avoid, self.result.notes, k))
        try:
            reply = self.client.complete(self.s.optimizer_model, messages,
                                         max_tokens=self.s.optimizer_max_tokens)
        except ModelCallError as exc:
            self.issues[f"reflect_{exc.kind}"] += 1
            return []
        parsed = (parse.parse_instruction(reply.text, self.s.max_edit_chars) if compact
                  else parse.parse_edits(reply.text))
        self.issues.update(parsed.issues)
        good = self._admissible(parsed.edits)
        # The same line written from a judge is counted as derived, whoever else wrote it.
        self.result.candidates["model_proposed"] += sum(
            e.fingerprint() not in self.derived_fps for e in good)
        return good

    def _derive(self, task: Task, rollouts: Evaluation) -> list[Edit]:
        """The task's failing rule judges, said as instruction lines (no model call)."""
        if not self.s.derived_edits:
            return []
        answer = rollouts.answers.get(task.id, "")
        failing = self.evaluator.failing_judges(task, answer)
        edits = self._admissible(derived_edits(task, failing, self.current, self.not_helped,
                                               self.standing))
        for edit in edits:
            self.derived_fps.add(edit.fingerprint())
        self.result.candidates[f"{DERIVED}_proposed"] += len(edits)
        return edits

    def _admissible(self, edits: list[Edit]) -> list[Edit]:
        """The edits that were not rejected before and can be applied to the document."""
        good = []
        for edit in edits:
            if edit.fingerprint() in self.rejected_fps or (
                    edit.op != "delete" and _norm(edit.new) in self.rejected_texts):
                self.issues[REJECTED_BEFORE] += 1
                continue
            problem = check_edit(self.current, edit, self.s.max_edit_chars)
            if problem:
                self.issues[problem] += 1
                continue
            good.append(edit)
        return good

    def _source(self, edit: Edit) -> str:
        return DERIVED if edit.fingerprint() in self.derived_fps else "model"

    def _try(self, epoch: int, kind: str, candidate: str, edits: list[Edit]) -> Decision | None:
        """Evaluate a candidate on val and let the gate decide; remember what it said. None:
        the candidate was not evaluated, since the target model could not be shown its edit."""
        if not self.evaluator.sees_changes(candidate):
            self.issues[EDIT_NOT_VISIBLE] += len(edits)
            self.progress(f"{self.name}: {kind} skipped (the edit does not fit the target "
                          f"model's window)")
            return None
        cand_val = self._val(candidate)
        ok, reason = gate(self.cur_val, cand_val, self.s.no_regression)
        step = 1 + sum(d.epoch == epoch for d in self.result.decisions)
        decision = Decision(epoch, kind, edits, ok, reason, self.cur_val.mean, cand_val.mean,
                            step)
        self.result.decisions.append(decision)
        self.progress(f"{self.name}: {kind} {'accepted' if ok else 'rejected'} ({reason})")
        summary = "; ".join(e.describe() for e in edits)
        for e in edits:
            source = "consolidation" if kind == "slow" else self._source(e)
            self.result.candidates[f"{source}_{'accepted' if ok else 'rejected'}"] += 1
        if ok:
            self.current, self.cur_val = candidate, cand_val
            self.helped.append(summary)
        else:
            self.failed.append(summary)
            self.avoid.append(summary)
            for e in edits:
                self.rejected_fps.add(e.fingerprint())
                self.result.rejected.append((e, reason))
                if e.op != "delete":
                    self.rejected_texts.add(_norm(e.new))
        return decision

    def _slow_update(self, epoch: int, accepted: list[tuple[Edit, list[str], Decision]]) -> None:
        """Consolidate this epoch's added instructions into one compact block, if it passes."""
        adds = [e for e, _, _ in accepted
                if e.op == "add" and self.current.count(e.new.strip()) == 1]
        if len(adds) < 2:
            return
        try:
            reply = self.client.complete(
                self.s.optimizer_model,
                prompts.consolidate_messages([e.new for e in adds], self.s.max_edit_chars),
                max_tokens=self.s.optimizer_max_tokens)
        except ModelCallError as exc:
            self.issues[f"slow_update_{exc.kind}"] += 1
            return
        block = _clean_block(reply.text)
        if not block or len(block) > self.s.max_edit_chars:
            self.issues["slow_update_unusable"] += 1
            return
        edits = [Edit("delete", e.new.strip() + "\n", rationale="consolidated") for e in adds]
        edits.append(Edit("add", "", block, rationale="Consolidates this night's accepted "
                                                      "instructions into one compact list."))
        candidate, landed = apply_candidate(self.current, edits)
        if len(landed) != len(edits) or candidate == self.current:
            self.issues["slow_update_unusable"] += 1
            return
        self._try(epoch, "slow", candidate, [edits[-1]])

    def _meta_update(self) -> None:
        """The optimizer's own notes about what helps this document, kept for the next night."""
        try:
            reply = self.client.complete(
                self.s.optimizer_model,
                prompts.notes_messages(self.name, self.helped[-5:], self.failed[-5:],
                                       self.result.notes),
                max_tokens=min(200, self.s.optimizer_max_tokens))
        except ModelCallError as exc:
            self.issues[f"meta_update_{exc.kind}"] += 1
            return
        lines = [line.strip(" -*\t") for line in reply.text.splitlines()]
        notes = [line[:200] for line in lines if len(line.split()) >= 3][:3]
        if notes:
            self.result.notes = (notes + [n for n in self.result.notes
                                          if n not in notes])[:MAX_NOTES]
        else:
            self.issues["meta_update_unusable"] += 1

    def _score_test(self) -> None:
        """Test is scored once, after every decision, for the report only."""
        r = self.result
        if not self.splits.test:
            return
        try:
            before = self.evaluator.evaluate(r.base_text, self.splits.test)
            after = (before if r.final_text == r.base_text
                     else self.evaluator.evaluate(r.final_text, self.splits.test))
        except BudgetExhausted as exc:
            r.status, r.reason = NightStatus.BUDGET, f"{exc.reason} (while scoring test)"
            r.stopped_for = exc.scope
            return
        r.test_before, r.test_after = before.mean, after.mean

    def _final_edits(self) -> list[Edit]:
        """The night's change as edits on the base text, with rationale and evidence."""
        r = self.result
        if r.final_text == r.base_text:
            return []
        # Keep the accepted edits as the optimizer wrote them when they still land on the base
        # (so the rejected-edit buffer recognizes them); otherwise describe the net change.
        own = [Edit(e.op, e.anchor, e.new, e.rationale) for e, _, _ in self.accepted_log]
        if own and apply_edits(r.base_text, own) == (r.final_text, []):
            edits = own
        else:
            edits = derive_edits(r.base_text, r.final_text)
        for edit in edits:
            sources = [(e, tasks, d) for e, tasks, d in self.accepted_log
                       if (e.new.strip() and e.new.strip() in edit.new)
                       or (e.op != "add" and e.anchor.strip() and e.anchor.strip() in edit.anchor)]
            if not sources:
                sources = list(self.accepted_log)
            edit.rationale = " ".join(dict.fromkeys(
                e.rationale for e, _, _ in sources if e.rationale))[:600] or \
                "Raised the validation score."
            kept = [e for e, _, _ in self.accepted_log]
            steps = list({id(d): d for _, _, d in sources}.values())
            # The epoch-end consolidation that rewrote lines this edit adds kept them too.
            steps += [d for d in r.decisions if d.kind == "slow" and d.accepted
                      and _shares_a_line(edit.new, d.edits[0].new)]
            origins = [o for e, _, _ in sources for o in e.evidence.get("origins", [])]
            edit.evidence = {
                "tasks": sorted({t for _, tasks, _ in sources for t in tasks}),
                # Where the person said what a derived edit says (harness, session, record).
                "origins": list({json.dumps(o, sort_keys=True): o for o in origins}.values()),
                "steps": [d.to_doc() for d in steps],
                # The reason for each added line: the kept candidate that brought it.
                "lines": line_evidence(edit, kept, edit.rationale if len(sources) == 1 else
                                       "The optimizer wrote it with the lines around it; "
                                       "together they raised the validation score."),
                "val_before": r.val_before, "val_after": r.val_after,
                "test_before": r.test_before, "test_after": r.test_after,
            }
            # An accepted line that did not help, and the sessions that showed it (derived.py).
            unhelped = next((e.evidence["did_not_help"] for e, _, _ in sources
                             if "did_not_help" in e.evidence), None)
            if unhelped is not None:
                edit.evidence["did_not_help"] = unhelped
        return edits


def _shares_a_line(text: str, other: str) -> bool:
    mine = {line.strip() for line in text.splitlines() if line.strip()}
    return any(line.strip() in mine for line in other.splitlines())


def _norm(text: str) -> str:
    return " ".join(text.split()).lower()


def condenser_for(text: str, tasks: list[Task], settings: LoopSettings) -> Condenser | None:
    """How this night shows the document to the target model, from the model's own window."""
    window = context_window(settings.target_model)
    if window is None:
        return None
    count = token_counter(settings.target_model)
    longest = max((count(t.request) for t in tasks), default=0)
    return Condenser(text, rollout_budget(window, settings.target_max_tokens, longest), count,
                     focus="\n".join(t.request for t in tasks))


def _clean_block(text: str) -> str:
    body = text.strip()
    if body.startswith("```"):
        body = body.strip("`").split("\n", 1)[-1]
    lines = [line.rstrip() for line in body.splitlines() if line.strip()]
    return "\n".join(lines).strip()


def scorable(tasks: list[Task], settings: LoopSettings,
             workspace: WorkspaceReplays | None = None) -> list[Task]:
    """The tasks some judge can score, in chat or in the workspace that replays them: any other
    would cost rollouts and never count."""
    return [t for t in tasks if (workspace is not None and workspace.handles(t))
            or any(chat_can_judge(j) or (j.kind == "rubric" and settings.judge_model)
                   for j in t.judges)]


def optimize_document(text: str, tasks: list[Task], client: ModelClient,
                      settings: LoopSettings, scorer: Scorer | None = None,
                      rejected: list[RejectedEdit] | None = None,
                      notes: list[str] | None = None, name: str = "document",
                      progress: Callable[[str], None] | None = None,
                      workspace: WorkspaceReplays | None = None,
                      not_helped: list[dict[str, Any]] | None = None,
                      standing: Collection[tuple[str, ...]] = ()) -> LoopResult:
    """Run the loop on one document. `rejected` holds the rejected-edit buffer's entries;
    `scorer` scores an answer with a task's rule judges; `workspace` replays the tasks it
    handles in a worktree instead of in chat; `not_helped`: the document's accepted edits
    that did not help (impact/show.py entries), whose lines a derived edit strengthens;
    `standing`: what the families' standing preferences ask for (`targets.standing_asks`),
    whose judges may be written as lines even on the tasks that said them."""
    scorer = scorer or score_answer
    started = time.monotonic()
    usable = scorable(tasks, settings, workspace)
    run = _Run(text, usable, client, settings, scorer, rejected or [], notes or [], name,
               progress or (lambda _msg: None), workspace, not_helped, standing)
    if len(usable) < len(tasks):
        run.issues["tasks_without_checks"] += len(tasks) - len(usable)
    result = run.run()
    result.seconds = round(time.monotonic() - started, 3)
    return result
