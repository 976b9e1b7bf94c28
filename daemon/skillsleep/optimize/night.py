"""One night: pick the target documents, run the loop on each, write proposals, record it all.

Only one night runs at a time (a cross-process lock). Nothing here writes a live document:
the result is proposals, the rejected-edit buffer, the optimizer's notes and the night record.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..context import Context
from ..documents import DocumentRefused, checked_document
from ..errors import UserError
from ..harvest.redact import redact
from ..models import ModelClient
from ..proposals import Proposal, build_proposal, content_hash, load_proposals, save_proposal
from ..rejected import add_rejected, rejected_for
from .loop import LoopResult, LoopSettings, optimize_document
from .memory import inputs_fingerprint, load_memory, record_night, save_memory
from .targets import Target, recurring_targets, skill_target

MAX_DECISIONS_KEPT = 20


@dataclass
class DocumentReport:
    path: str
    status: str  # ok | nothing_to_do | budget_stopped | error
    reason: str = ""
    families: list[str] = field(default_factory=list)
    tasks: int = 0
    splits: dict[str, int] = field(default_factory=dict)
    edits_accepted: int = 0
    edits_rejected: int = 0
    val_before: float | None = None
    val_after: float | None = None
    val_spread_before: float = 0.0
    val_spread_after: float = 0.0
    test_before: float | None = None
    test_after: float | None = None
    proposal_id: str | None = None
    diff: str = ""
    decisions: list[dict[str, Any]] = field(default_factory=list)
    issues: dict[str, int] = field(default_factory=dict)
    # Candidate edits by source: "model_proposed", "derived_accepted", ... (see loop.py).
    candidates: dict[str, int] = field(default_factory=dict)
    tokens: int = 0
    cost_usd: float = 0.0
    seconds: float = 0.0

    def to_doc(self, with_diff: bool = False) -> dict[str, Any]:
        doc = {k: v for k, v in self.__dict__.items() if k != "diff"}
        if with_diff:
            doc["diff"] = self.diff
        return doc


@dataclass
class NightReport:
    id: str
    started: str
    ended: str = ""
    status: str = "ok"  # ok | nothing_to_do | budget_stopped | error
    reason: str = ""
    dry_run: bool = False
    models: dict[str, str] = field(default_factory=dict)
    documents: list[DocumentReport] = field(default_factory=list)
    calls: int = 0
    tokens: int = 0
    cost_usd: float = 0.0
    cache_hits: int = 0
    unpriced_calls: int = 0
    errors: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def proposals(self) -> list[str]:
        return [d.proposal_id for d in self.documents if d.proposal_id]

    def to_doc(self, with_diff: bool = False) -> dict[str, Any]:
        doc = {k: v for k, v in self.__dict__.items() if k != "documents"}
        doc["documents"] = [d.to_doc(with_diff) for d in self.documents]
        doc["proposals"] = self.proposals
        return doc


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@contextlib.contextmanager
def night_lock(lock_path: Path) -> Iterator[None]:
    """Hold the night lock, or raise a UserError naming the process that holds it."""
    from filelock import FileLock, Timeout

    lock_path.parent.mkdir(parents=True, exist_ok=True)
    pid_file = lock_path.with_name(lock_path.name + ".pid")
    lock = FileLock(str(lock_path), timeout=0)
    try:
        lock.acquire()
    except Timeout as exc:
        try:
            holder = pid_file.read_text(encoding="utf-8").strip() or "unknown"
        except OSError:
            holder = "unknown"
        raise UserError(
            f"A night is already running (pid {holder}); wait for it to finish, or see "
            f"`skillopt-sleep status`."
        ) from exc
    try:
        pid_file.write_text(str(os.getpid()), encoding="utf-8")
        yield
    finally:
        with contextlib.suppress(OSError):
            pid_file.unlink()
        lock.release()


def _update_tasks(ctx: Context, errors: Counter[str], say: Callable[[str], None]) -> None:
    from ..tasks.pipeline import update_tasks

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


def run_night(ctx: Context, skill: Path | None = None, dry_run: bool = False,
              progress: Callable[[str], None] | None = None,
              update: bool = True) -> NightReport:
    """Run one night now. With `dry_run` every step runs but nothing is written to the store;
    with `update=False` the night works on the tasks already stored, mining no new sessions."""
    from ..models import check_models, client_from_config

    say = progress or (lambda _m: None)
    config = ctx.config
    check_models(config)  # an unknown model is a clear error before any work
    with night_lock(ctx.paths.night_lock):
        started = time.monotonic()
        report = NightReport(id=uuid.uuid4().hex[:12], started=_now(), dry_run=dry_run,
                             models={"target": config.models.target,
                                     "optimizer": config.models.optimizer,
                                     "judge": config.models.judge})
        errors: Counter[str] = Counter()
        client = client_from_config(config, ctx.paths)
        try:
            if update:
                _update_tasks(ctx, errors, say)
            targets, why_not = _pick(ctx, skill)
            if not targets:
                report.status, report.reason = "nothing_to_do", why_not
            for target in targets:
                doc = _run_document(ctx, target, client, report, dry_run, say)
                report.documents.append(doc)
                errors.update(doc.issues)
                if doc.status == "budget_stopped":
                    report.status, report.reason = "budget_stopped", doc.reason
                    break
        except UserError:
            raise
        except Exception as exc:  # never lose the night's record to an unexpected failure
            errors["internal_error"] += 1
            report.status, report.reason = "error", f"{type(exc).__name__}: {exc}"
        _finish(report, client.ledger.snapshot(), errors, started)
        if not dry_run:
            record_night(ctx.store, report.to_doc())
        return report


def _finish(report: NightReport, usage: dict[str, Any], errors: Counter[str],
            started: float) -> None:
    report.calls = usage["calls"]
    report.tokens = usage["tokens"]
    report.cost_usd = usage["cost_usd"]
    report.cache_hits = usage["cache_hits"]
    report.unpriced_calls = usage["unpriced_calls"]
    errors.update(usage["errors"])
    report.errors = dict(errors)
    report.ended = _now()
    report.seconds = round(time.monotonic() - started, 3)
    docs = report.documents
    if report.status == "ok" and docs:
        if all(d.status == "error" for d in docs):
            report.status, report.reason = "error", docs[0].reason
        elif all(d.status == "nothing_to_do" for d in docs):
            report.status, report.reason = "nothing_to_do", docs[0].reason


def _run_document(ctx: Context, target: Target, client: ModelClient, report: NightReport,
                  dry_run: bool, say: Callable[[str], None]) -> DocumentReport:
    doc = DocumentReport(path=target.path, status="ok", families=target.families,
                         tasks=len(target.tasks))
    try:
        # Checked again as it is read: a link may have left its repository since the mapping.
        # What goes to a model, a proposal or the store is the redacted text.
        text = redact(checked_document(target.path).read_text(encoding="utf-8"))
    except DocumentRefused as exc:
        doc.status, doc.reason = "error", str(exc)
        doc.issues = {"not_a_document": 1}
        return doc
    except (OSError, UnicodeDecodeError) as exc:
        doc.status, doc.reason = "error", f"cannot read {target.path}: {exc}"
        doc.issues = {"unreadable_document": 1}
        return doc
    name = Path(target.path).name
    say(f"{target.path}: {len(target.tasks)} tasks")
    before = client.ledger.snapshot()
    settings = LoopSettings.from_config(ctx.config)
    buffer = rejected_for(ctx.store, target.path)
    inputs = inputs_fingerprint(text, target.tasks, buffer, asdict(settings))
    memory = load_memory(ctx.store, target.path, inputs, buffer)
    try:
        result = optimize_document(
            text, target.tasks, client, settings, rejected=memory.buffer,
            notes=memory.notes, name=name, progress=say)
    except Exception as exc:  # one document's failure never ends the night
        doc.status, doc.reason = "error", f"{type(exc).__name__}: {exc}"
        doc.issues = {"internal_error": 1}
        return doc
    _fill(doc, result)
    after = client.ledger.snapshot()
    doc.tokens = after["tokens"] - before["tokens"]
    doc.cost_usd = round(after["cost_usd"] - before["cost_usd"], 6)
    if not dry_run:
        save_memory(ctx.store, target.path, result.notes, memory.notes, inputs, memory.started)
        _persist(ctx, target, result, doc, report)
    elif result.edits:
        doc.diff = build_proposal(Path(target.path), text, result.edits).diff
    return doc


def _fill(doc: DocumentReport, r: LoopResult) -> None:
    doc.status, doc.reason = r.status, r.reason
    doc.splits = r.splits
    doc.edits_accepted, doc.edits_rejected = r.accepted_count, r.rejected_count
    doc.val_before, doc.val_after = r.val_before, r.val_after
    doc.val_spread_before = round(r.val_spread_before, 4)
    doc.val_spread_after = round(r.val_spread_after, 4)
    doc.test_before, doc.test_after = r.test_before, r.test_after
    doc.decisions = [d.to_doc() for d in r.decisions[-MAX_DECISIONS_KEPT:]]
    doc.issues = dict(r.issues)
    doc.candidates = dict(r.candidates)
    doc.seconds = r.seconds


def _persist(ctx: Context, target: Target, r: LoopResult, doc: DocumentReport,
             report: NightReport) -> None:
    store = ctx.store
    for edit, reason in r.rejected:
        add_rejected(store, target.path, [edit], reason=reason, source="gate")
    if not r.edits:
        return
    proposal = build_proposal(
        Path(target.path), r.base_text, r.edits, val_before=r.val_before,
        val_after=r.val_after, test_before=r.test_before, test_after=r.test_after,
        models=dict(report.models), families=target.families, night_id=report.id,
        tokens=doc.tokens, cost_usd=doc.cost_usd, seconds=r.seconds,
    )
    same = _pending_twin(store, proposal)
    if same is not None:
        doc.proposal_id = same.id  # this night found the same change again
        return
    save_proposal(store, proposal)
    doc.proposal_id = proposal.id
    doc.diff = proposal.diff


def _pending_twin(store: Any, proposal: Proposal) -> Proposal | None:
    for p in load_proposals(store, target=proposal.target):
        if (p.status == "pending" and p.base_hash == proposal.base_hash
                and content_hash(p.new_content) == content_hash(proposal.new_content)):
            return p
    return None


def main(argv: list[str] | None = None) -> int:
    """`python -m skillsleep.optimize.night [--skill PATH] [--dry-run] [--json]`."""
    from ..cli import main as cli_main

    return cli_main(["run", *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    sys.exit(main())
