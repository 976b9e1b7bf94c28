"""What a night reports: per document and for the whole night, as stored in the `nights` record
and printed by `skillopt-sleep run`."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

from ..nightstatus import NightStatus
from ..usage import LedgerSummary, Usage


@dataclass
class LoopSummary:
    """What the loop says of its run on one document (LoopResult.summary), as the night's report
    of the document shows it. A document the loop never ran on (unreadable, refused, a failure,
    stopped) has only a status, a reason and its issues."""

    status: NightStatus = NightStatus.OK
    reason: str = ""
    stopped_for: str = ""  # budget_stopped: "night" or "document" (its share of the time)
    splits: dict[str, int] = field(default_factory=dict)
    edits_accepted: int = 0
    edits_rejected: int = 0
    val_before: float | None = None
    val_after: float | None = None
    val_spread_before: float = 0.0
    val_spread_after: float = 0.0
    test_before: float | None = None
    test_after: float | None = None
    decisions: list[dict[str, Any]] = field(default_factory=list)
    issues: dict[str, int] = field(default_factory=dict)
    # Candidate edits by source: "model_proposed", "derived_accepted", ... (see loop.py).
    candidates: dict[str, int] = field(default_factory=dict)
    # How the document was shown when it did not fit the target model's window (condense.py).
    condensed: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0

    @classmethod
    def failed(cls, reason: str, issue: str) -> LoopSummary:
        return cls(status=NightStatus.ERROR, reason=reason, issues={issue: 1})


_SUMMARY_KEYS = frozenset(f.name for f in fields(LoopSummary))
_USAGE_KEYS = frozenset(f.name for f in fields(Usage))


@dataclass
class DocumentReport:
    """One document's part of a night: what the night planned and spent on it, around the
    loop's own summary. Its record (`to_doc`) is flat: the summary's keys sit beside the
    others, as they always have."""

    path: str
    loop: LoopSummary = field(default_factory=LoopSummary)
    families: list[str] = field(default_factory=list)
    tasks: int = 0
    scorable_tasks: int = 0  # of `tasks`, those a judge can score, in chat or in a worktree
    # Tasks the night's plan gave this document (fewer than `scorable_tasks` when the budgets
    # were short).
    planned_tasks: int = 0
    proposal_id: str | None = None
    diff: str = ""
    # How its tasks were replayed: {"workspace": n, "chat": n, "none": n}, and why tasks that
    # wanted a worktree were not replayed in one (reason -> tasks); see skillsleep.workspace.
    replayed: dict[str, int] = field(default_factory=dict)
    not_replayable: dict[str, int] = field(default_factory=dict)
    usage: Usage = field(default_factory=Usage)  # the calls made while working on it
    resumed_from: str | None = None  # finished by that (interrupted) night, carried over
    # Judges of a personal document's tasks left out as one repository's rules (personal.py).
    repository_rules: int = 0

    def to_doc(self, with_diff: bool = False) -> dict[str, Any]:
        doc = {k: v for k, v in self.__dict__.items() if k not in ("diff", "loop", "usage")}
        doc.update(asdict(self.usage))
        doc.update(self.loop.__dict__)
        if with_diff:
            doc["diff"] = self.diff
        return doc

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> DocumentReport:
        known = {f.name for f in fields(cls)} - {"loop", "usage"}
        loop = LoopSummary(**{k: v for k, v in doc.items() if k in _SUMMARY_KEYS})
        loop.status = NightStatus.read(doc.get("status"))
        usage = Usage(**{k: doc[k] for k in _USAGE_KEYS if k in doc})
        return cls(loop=loop, usage=usage, **{k: v for k, v in doc.items() if k in known})


@dataclass
class NightReport:
    id: str
    started: str
    ended: str = ""
    status: NightStatus = NightStatus.OK
    reason: str = ""
    dry_run: bool = False
    pid: int = 0
    scope: str = "all"  # "all" documents, or the one document given with --skill
    models: dict[str, str] = field(default_factory=dict)
    budget: dict[str, Any] = field(default_factory=dict)
    plan: dict[str, Any] = field(default_factory=dict)
    documents: list[DocumentReport] = field(default_factory=list)
    # Documents the budgets left no room for: {"path", "reason"}.
    later: list[dict[str, str]] = field(default_factory=list)
    # While running: which document, since when, the calls so far. Dropped at the end.
    progress: dict[str, Any] = field(default_factory=dict)
    interrupted_by: str = ""  # the signal that stopped the night
    resumed_from: str | None = None
    # The ledger's summary at the end (its keys sit flat in the record, beside these).
    usage: LedgerSummary = field(default_factory=LedgerSummary)
    pace: dict[str, float] = field(default_factory=dict)  # seconds per call, per model
    errors: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def proposals(self) -> list[str]:
        return [d.proposal_id for d in self.documents if d.proposal_id]

    def to_doc(self, with_diff: bool = False) -> dict[str, Any]:
        doc = {k: v for k, v in self.__dict__.items() if k not in ("documents", "usage")}
        doc.update(asdict(self.usage))
        doc["documents"] = [d.to_doc(with_diff) for d in self.documents]
        doc["proposals"] = self.proposals
        return doc
