"""One night: plan the target documents to fit the budgets, run the loop on each, write
proposals, and record it all as it happens.

Only one night runs at a time (a cross-process lock). Nothing here writes a live document: the
result is proposals, the rejected-edit buffer, the optimizer's notes and the night record. The
record is written at the start and as soon as each document's outcome is decided, so a night
stopped by SIGTERM or SIGINT (the service stopping, a shutdown, Ctrl-C) keeps what it finished,
says why it stopped, and is resumed by the next night (record.py).
"""

from __future__ import annotations

import contextlib
import os
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..context import Context
from ..documents import DocumentRefused, checked_document
from ..errors import UserError
from ..identity import resolved
from ..impact.show import not_helped
from ..locks import held
from ..logs.redact import redact
from ..models import Interruption, ModelClient, NightInterrupted, check_models, client_from_config
from ..models.client import estimate_cost
from ..models.windows import context_window
from ..proposals import Proposal, build_proposal, content_hash, load_proposals, save_proposal
from ..rejected import RejectedBy, add_rejected, rejected_for
from ..tasks.pipeline import load_families, tasks_for_document, update_tasks
from ..usage import Usage
from ..workspace.night import clean_leftover_replays, document_replays
from .loop import LoopResult, LoopSettings, optimize_document, scorable
from .memory import Memory, inputs_fingerprint, load_memory, save_memory
from .plan import Left, PlannedDocument, call_cost, plan_night, share_of_time
from .provenance import describe_origins, family_labels, said_words
from .record import NightRecorder, close_dead_nights, last_pace, resumable
from .report import DocumentReport, LoopSummary, NightReport, NightStatus
from .targets import Target, mapped_families, recurring_targets, skill_target, standing_asks

if TYPE_CHECKING:
    from ..tasks.taskdata import Task
    from ..workspace.rollouts import WorkspaceRollouts

__all__ = ["DocumentReport", "NightReport", "night_lock", "run_night"]

MAX_DECISIONS_KEPT = 20


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@contextlib.contextmanager
def night_lock(lock_path: Path) -> Iterator[None]:
    """Hold the night lock, or raise a UserError naming the process that holds it."""
    with held(lock_path, what="A night", timeout=0,
              advice="wait for it to finish, or see `skillopt-sleep status`"):
        yield


def _update_tasks(ctx: Context, errors: Counter[str], say: Callable[[str], None]) -> None:
    say("updating tasks from harvested sessions")
    try:
        update_tasks(ctx)
    except Exception as exc:  # the night still runs on the tasks already stored
        errors["tasks_update_failed"] += 1
        say(f"tasks update failed: {exc}")


def _pick(ctx: Context, skill: Path | None) -> tuple[list[Target], str]:
    if skill is not None:
        path = skill.expanduser()
        if not path.exists():
            raise UserError(f"{path} is not a file; give the path of an instruction document "
                            f"(for example .claude/skills/NAME/SKILL.md).")
        target, why_not = skill_target(ctx.store, path)  # refuses what is not a document
        return ([target] if target.tasks else []), why_not
    targets = recurring_targets(ctx.store, ctx.config.night.max_documents)
    if not targets:
        return [], ("no recurring task family is mapped to an instruction document yet; "
                    "keep working with your agents and the tool will find some")
    return targets, ""


def read_document(path: str) -> str:
    """A target document's text as the night uses it: checked again as it is read (a link may
    have left its repository since the mapping), and redacted, since what goes to a model, a
    proposal or the store is the redacted text. Raises DocumentRefused, OSError or
    UnicodeDecodeError."""
    return redact(checked_document(path).read_text(encoding="utf-8"))


def _scope(skill: Path | None) -> str:
    return "all" if skill is None else str(resolved(skill))


def run_night(ctx: Context, skill: Path | None = None, dry_run: bool = False,
              progress: Callable[[str], None] | None = None,
              update: bool = True) -> NightReport:
    """Run one night now. With `dry_run` every step runs but nothing is written to the store;
    with `update=False` the night works on the tasks already stored, mining no new sessions.

    SIGTERM and SIGINT stop it at once; the returned report then has the status "interrupted"
    and the record says what was finished.
    """
    check_models(ctx.config)  # an unknown model is a clear error before any work
    interruption = Interruption()
    with interruption.installed(), night_lock(ctx.paths.night_lock):
        client = client_from_config(ctx.config, ctx.paths, interrupt=interruption)
        night = _Night(ctx, client, interruption, skill, dry_run, progress)
        return night.run(update)


@dataclass
class _Work:
    """One document of tonight's plan: its target, the tasks planned, and its place."""

    target: Target
    planned: PlannedDocument
    carried: DocumentReport | None = None  # finished by the night this one resumes


class _Night:
    def __init__(self, ctx: Context, client: ModelClient, interruption: Interruption,
                 skill: Path | None, dry_run: bool,
                 progress: Callable[[str], None] | None) -> None:
        config = ctx.config
        self.ctx = ctx
        self.client = client
        self.interruption = interruption
        self.skill = skill
        self.dry_run = dry_run
        self.say = progress or (lambda _m: None)
        self.settings = LoopSettings.from_config(config)
        self.started = time.monotonic()
        self.errors: Counter[str] = Counter()
        self.report = NightReport(
            id=uuid.uuid4().hex[:12], started=_now(), status=NightStatus.RUNNING, dry_run=dry_run,
            pid=os.getpid(), scope=_scope(skill),
            models={"target": config.models.target, "optimizer": config.models.optimizer,
                    "judge": config.models.judge},
            budget={"max_tokens": config.budget.max_tokens_per_night,
                    "max_usd": config.budget.max_usd_per_night,
                    "max_minutes": config.budget.max_minutes_per_night})
        self.recorder = NightRecorder(ctx.store, self._snapshot, not dry_run, interruption)
        client.after_call = self.recorder.tick
        self.current: _Work | None = None
        self.current_usage = Usage()
        self.done = 0
        # Per document: how its tasks are replayed (in a worktree or in chat).
        self.replays: dict[str, WorkspaceRollouts | None] = {}

    # -- the night's course ------------------------------------------------------------------

    def run(self, update: bool) -> NightReport:
        report = self.report
        try:
            previous = self._begin()
            self._clean_replays()
            if update:
                _update_tasks(self.ctx, self.errors, self.say)
            work = self._resume(previous) if previous else self._plan()
            for index, item in enumerate(work):
                if not self._document(work, index, item):
                    break
        except NightInterrupted as exc:
            self._interrupted(exc)
        except UserError:
            raise
        except Exception as exc:  # never lose the night's record to an unexpected failure
            self.errors["internal_error"] += 1
            report.status, report.reason = NightStatus.ERROR, f"{type(exc).__name__}: {exc}"
        try:
            with self.interruption.deferred():
                self._finish()
                self.recorder.write()
        except NightInterrupted:
            pass  # the night had already ended; its record is written
        return report

    def _begin(self) -> dict[str, Any] | None:
        """Record the night as running; the interrupted night it resumes, if any."""
        store = self.ctx.store
        previous = None
        if not self.dry_run:
            with self.interruption.deferred():
                close_dead_nights(store)
                previous = resumable(store, self.report.scope)
        self.recorder.write()
        if previous is not None:
            self.report.resumed_from = str(previous["id"])
            self.recorder.mark_resumed(previous, self.report.id)
            self.say(f"resuming the night of {previous.get('started')}, which was "
                     f"{previous.get('reason') or 'interrupted'}")
        return previous

    def _clean_replays(self) -> None:
        removed = clean_leftover_replays(self.ctx.paths)
        if removed:
            self.errors["replay_leftovers_removed"] += removed
            self.say(f"removed {removed} worktree(s) left by an interrupted night")

    def _replays(self, target: Target) -> WorkspaceRollouts | None:
        """How the document's tasks are replayed: in a worktree where their outcome is a
        change to code and the harness can, else in chat (skillsleep.workspace). None for a
        document that cannot be read (its report says why when its turn comes)."""
        if target.path not in self.replays:
            try:
                text = read_document(target.path)
            except (DocumentRefused, OSError, UnicodeDecodeError):
                text = None
            self.replays[target.path] = None if text is None else document_replays(
                self.ctx, target.path, text, target.tasks, self.client, self.say)
        return self.replays[target.path]

    def _plan(self) -> list[_Work]:
        targets, why_not = _pick(self.ctx, self.skill)
        if not targets:
            self.report.status, self.report.reason = NightStatus.NOTHING, why_not
            return []
        ledger, budget = self.client.ledger, self.client.ledger.budget
        window = context_window(self.settings.target_model)
        pace = last_pace(self.ctx.store)
        items = []
        for t in targets:
            try:
                size = Path(t.path).stat().st_size
            except OSError:
                size = 0  # unreadable: the document reports it when its turn comes
            items.append((t.path, scorable(t.tasks, self.settings, self._replays(t)),
                          call_cost(size, window, self.settings, pace, estimate_cost)))
        left = Left(ledger.seconds_left(),
                    (budget.max_tokens - ledger.tokens) if budget else float("inf"),
                    (budget.max_usd - ledger.cost_usd) if budget else float("inf"))
        plan = plan_night(items, self.settings, left)
        self.report.plan = plan.to_doc()
        self.report.later = plan.later
        if not plan.documents:
            self.report.status = NightStatus.BUDGET
            self.report.reason = ("left for a later night: " + "; ".join(
                f"{Path(d['path']).name}: {d['reason']}" for d in plan.later))
        by_path = {t.path: t for t in targets}
        return [_Work(by_path[p.path], p) for p in plan.documents]

    def _resume(self, previous: dict[str, Any]) -> list[_Work]:
        """The interrupted night's plan: its finished documents carried over, the rest to do."""
        self.report.plan = dict(previous.get("plan") or {})
        self.report.later = list(previous.get("later") or [])
        finished = {d["path"]: d for d in previous.get("documents") or []
                    if d.get("status") not in (NightStatus.INTERRUPTED, NightStatus.ERROR)}
        work = []
        families = load_families(self.ctx.store)  # read once for every planned document
        for doc in self.report.plan.get("documents") or []:
            planned = PlannedDocument.from_doc(doc)
            mapped = mapped_families(families, planned.path)
            target = Target.of(planned.path, tasks_for_document(self.ctx.store, planned.path),
                               [f.id for f in mapped], "resumed", standing_asks(mapped))
            carried = None
            if planned.path in finished:
                carried = DocumentReport.from_doc(finished[planned.path])
                carried.resumed_from = carried.resumed_from or str(previous["id"])
            work.append(_Work(target, planned, carried))
        return work

    def _document(self, work: list[_Work], index: int, item: _Work) -> bool:
        """Run (or carry over) one document; False when the night must stop after it."""
        if item.carried is not None and self._unchanged(item):
            self.say(f"{item.target.path}: finished by the night this one resumes")
            self._record_document(item.carried)
            return True
        ledger = self.client.ledger
        share = share_of_time(ledger.seconds_left(), [w.planned for w in work], index)
        name = Path(item.target.path).name
        ledger.set_share(share, f"{name} used its share of the time budget "
                                f"({(share or 0) / 60:.1f} min); the next documents get theirs")
        self.current = item
        self.current_usage = ledger.usage()
        self.recorder.write()
        doc, _, persist = self._run_document(item)
        self.current = None
        with self.interruption.deferred():
            if persist is not None:
                persist()
            self._record_document(doc)
        if doc.loop.status == NightStatus.BUDGET and doc.loop.stopped_for != "document":
            self.report.status, self.report.reason = NightStatus.BUDGET, doc.loop.reason
            return False
        return True

    def _tasks(self, item: _Work) -> list[Task]:
        """The planned tasks, and those no judge can score (the loop counts them as such)."""
        planned = set(item.planned.task_ids)
        usable = {t.id for t in scorable(item.target.tasks, self.settings,
                                         self._replays(item.target))}
        return [t for t in item.target.tasks if t.id in planned or t.id not in usable]

    def _unchanged(self, item: _Work) -> bool:
        """Whether a carried-over document's inputs are still those it was finished on."""
        path = item.target.path
        try:
            text = read_document(path)
        except (DocumentRefused, OSError, UnicodeDecodeError):
            return False
        buffer = rejected_for(self.ctx.store, path)
        inputs = inputs_fingerprint(text, self._tasks(item), buffer, asdict(self.settings))
        return load_memory(self.ctx.store, path, inputs, buffer).replay

    def _record_document(self, doc: DocumentReport) -> None:
        self.report.documents.append(doc)
        self.errors.update(doc.loop.issues)
        self.done += 1
        self.recorder.write()

    def _interrupted(self, exc: NightInterrupted) -> None:
        report = self.report
        report.status, report.interrupted_by = NightStatus.INTERRUPTED, exc.signal_name
        planned = len(report.plan.get("documents") or [])
        minutes = (time.monotonic() - self.started) / 60
        report.reason = (f"stopped by {exc.signal_name} after {minutes:.1f} min, with "
                         f"{self.done} of {planned} documents finished; the next night "
                         f"resumes it")
        if self.current is not None:
            report.documents.append(DocumentReport(
                path=self.current.target.path, loop=LoopSummary(
                    status=NightStatus.INTERRUPTED,
                    reason=f"stopped by {exc.signal_name} while working on it; the calls it "
                           f"had finished are in the response cache"),
                tasks=len(self.current.target.tasks),
                scorable_tasks=self.current.planned.tasks_available,
                planned_tasks=len(self.current.planned.task_ids),
                usage=self.client.ledger.usage().since(self.current_usage)))
        self.say(report.reason)

    def _finish(self) -> None:
        report, usage = self.report, self.client.ledger.snapshot()
        report.usage = self.client.ledger.summary()
        report.pace = {m: round(v["seconds"] / v["calls"], 3)
                       for m, v in usage["by_model"].items() if v.get("calls")}
        self.errors.update(usage["errors"])
        report.errors = dict(self.errors)
        report.ended = _now()
        report.seconds = round(time.monotonic() - self.started, 3)
        report.progress = {}
        docs = report.documents
        if report.status == NightStatus.RUNNING:
            report.status = NightStatus.OK
            if docs and all(d.loop.status == NightStatus.ERROR for d in docs):
                report.status, report.reason = NightStatus.ERROR, docs[0].loop.reason
            elif docs and all(d.loop.status == NightStatus.NOTHING for d in docs):
                report.status, report.reason = NightStatus.NOTHING, docs[0].loop.reason

    def _snapshot(self) -> dict[str, Any]:
        """The record as it stands, with the progress of a night still running."""
        if self.report.status == NightStatus.RUNNING:
            self.report.progress = {
                "document": self.current.target.path if self.current else None,
                "documents_done": self.done,
                "documents_planned": len(self.report.plan.get("documents") or []),
                **asdict(self.client.ledger.usage()),
                "seconds": round(time.monotonic() - self.started, 1), "updated": _now(),
            }
        return self.report.to_doc()

    # -- one document --------------------------------------------------------------------------

    def _run_document(self, item: _Work) -> tuple[DocumentReport, LoopResult | None,
                                                   Callable[[], None] | None]:
        """The document's outcome, and what writes it to the store (None: nothing to write)."""
        target = item.target
        doc = DocumentReport(path=target.path, families=target.families,
                             tasks=len(target.tasks),
                             scorable_tasks=item.planned.tasks_available,
                             planned_tasks=len(item.planned.task_ids),
                             repository_rules=target.repository_rules)
        try:
            text = read_document(target.path)
        except DocumentRefused as exc:
            doc.loop = LoopSummary.failed(str(exc), "not_a_document")
            return doc, None, None
        except (OSError, UnicodeDecodeError) as exc:
            doc.loop = LoopSummary.failed(f"cannot read {target.path}: {exc}",
                                          "unreadable_document")
            return doc, None, None
        tasks = self._tasks(item)
        planned = len(item.planned.task_ids)
        self.say(f"{target.path}: {planned} tasks"
                 + (f" of {doc.scorable_tasks}" if planned < doc.scorable_tasks else "")
                 + (f"; {target.repository_rules} rules said in one repository are left to"
                    f" its own documents" if target.repository_rules else ""))
        before = self.client.ledger.usage()
        buffer = rejected_for(self.ctx.store, target.path)
        inputs = inputs_fingerprint(text, tasks, buffer, asdict(self.settings))
        memory = load_memory(self.ctx.store, target.path, inputs, buffer)
        replays = self._replays(target)
        if replays is not None:  # the tasks as replayed, with the project's check as a judge
            tasks = [replays.plan.task(t) for t in tasks]
        try:
            result = optimize_document(
                text, tasks, self.client, self.settings, rejected=memory.buffer,
                notes=memory.notes, name=Path(target.path).name, progress=self.say,
                workspace=replays, not_helped=not_helped(self.ctx.store, target.path),
                standing=target.standing)
        except Exception as exc:  # one document's failure never ends the night
            doc.loop = LoopSummary.failed(f"{type(exc).__name__}: {exc}", "internal_error")
            return doc, None, None
        doc.loop = result.summary(MAX_DECISIONS_KEPT)
        if replays is not None:
            doc.replayed, doc.not_replayable = replays.counts(), replays.plan.reasons()
            doc.loop.issues = dict(Counter(doc.loop.issues) + replays.issues)
        doc.usage = self.client.ledger.usage().since(before)
        if self.dry_run:
            if result.edits:
                doc.diff = build_proposal(Path(target.path), text, result.edits).diff
            return doc, result, None
        return doc, result, lambda: self._persist(target, result, doc, memory, inputs)

    def _persist(self, target: Target, r: LoopResult, doc: DocumentReport, memory: Memory,
                 inputs: str) -> None:
        store = self.ctx.store
        save_memory(store, target.path, r.notes, memory.notes, inputs, memory.started)
        for edit, reason in r.rejected:
            add_rejected(store, target.path, [edit], reason=reason, source=RejectedBy.GATE)
        if not r.edits:
            return
        proposal = make_proposal(store, target, r, models=dict(self.report.models),
                                 night_id=self.report.id, tokens=doc.usage.tokens,
                                 cost_usd=doc.usage.cost_usd)
        same = _pending_twin(store, proposal)
        if same is not None:
            doc.proposal_id = same.id  # this night found the same change again
            return
        save_proposal(store, proposal)
        doc.proposal_id = proposal.id
        doc.diff = proposal.diff


def make_proposal(store: Any, target: Target, r: LoopResult, **fields: Any) -> Proposal:
    """The loop's result as a proposal, each origin its evidence cites told in words (the day,
    the project, the person's words, the log line) and its families by their labels."""
    describe_origins(store, r.edits, said_words(target.tasks))
    return build_proposal(
        Path(target.path), r.base_text, r.edits, val_before=r.val_before,
        val_after=r.val_after, test_before=r.test_before, test_after=r.test_after,
        families=target.families, family_labels=family_labels(store, target.families),
        seconds=r.seconds, **fields)


def _pending_twin(store: Any, proposal: Proposal) -> Proposal | None:
    for p in load_proposals(store, target=proposal.target):
        if (p.status == "pending" and p.base_hash == proposal.base_hash
                and content_hash(p.new_content) == content_hash(proposal.new_content)):
            return p
    return None

