"""Tasks, their judges, and the recurring families they form: the optimizer's training data."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from .judges import Judge, Origin, judge_from_doc

Outcome = Literal["success", "failure", "mixed", "unknown"]


@dataclass
class Task:
    id: str                 # stable across nights: a hash of harness, session and request
    request: str            # the person's request, redacted
    harness: str
    session_id: str
    project: str | None = None
    time: str | None = None  # ISO-8601 UTC
    context: list[str] = field(default_factory=list)   # follow-ups that refined the request
    # When the last follow-up was said (ISO-8601 UTC), None without one: a session resumed days
    # later can take back a rule said since the task began.
    last_said: str | None = None
    outcome: Outcome = "unknown"
    evidence: list[str] = field(default_factory=list)  # what decided the outcome
    judges: list[Judge] = field(default_factory=list)
    family_id: str | None = None
    kind: str | None = None        # the kind of work asked for (kinds.py), None when none fits
    origin: Origin | None = None   # the record the request came from
    # The git branch the session started on, when the harness records it: sessions on one
    # feature branch are one piece of work (`standing.py`).
    branch: str | None = None
    # The words the task was mined from (its request and follow-ups, each with the agent's
    # message before it), while it is being mined; not stored.
    said: list[Any] = field(default_factory=list, repr=False, compare=False)

    def to_doc(self) -> dict[str, Any]:
        return {
            "id": self.id, "request": self.request, "harness": self.harness,
            "session_id": self.session_id, "project": self.project, "time": self.time,
            "kind": self.kind, "origin": self.origin.to_doc() if self.origin else None,
            "context": list(self.context), "outcome": self.outcome,
            "evidence": list(self.evidence), "judges": [j.to_doc() for j in self.judges],
            "family_id": self.family_id,
            **({"branch": self.branch} if self.branch else {}),
            **({"last_said": self.last_said} if self.last_said else {}),
        }

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> Task:
        judges = []
        for j in doc.get("judges", []):
            try:
                judges.append(judge_from_doc(j))
            except ValueError:
                continue  # a damaged judge is dropped; the next update mines it again
        return cls(
            id=doc["id"], request=doc["request"], harness=doc["harness"],
            session_id=doc["session_id"], project=doc.get("project"), time=doc.get("time"),
            context=list(doc.get("context", [])), outcome=doc.get("outcome", "unknown"),
            evidence=list(doc.get("evidence", [])), judges=judges,
            family_id=doc.get("family_id"), kind=doc.get("kind"),
            origin=Origin.from_doc(doc.get("origin")),
            branch=doc["branch"] if isinstance(doc.get("branch"), str) else None,
            last_said=doc["last_said"] if isinstance(doc.get("last_said"), str) else None,
        )


@dataclass
class TargetDocument:
    path: str       # absolute path of the instruction document
    score: float    # relevance of the document to the family, 0..1
    reason: str     # why it was chosen, in words
    # The same document in the repository's other worktrees (read there when `path` is gone).
    copies: list[str] = field(default_factory=list)

    def to_doc(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"path": self.path, "score": self.score, "reason": self.reason}
        if self.copies:
            doc["copies"] = list(self.copies)
        return doc

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> TargetDocument:
        copies = doc.get("copies")
        return cls(path=doc["path"], score=float(doc.get("score", 0.0)),
                   reason=doc.get("reason", ""),
                   copies=[c for c in copies if isinstance(c, str)]
                   if isinstance(copies, list) else [])


@dataclass
class Family:
    id: str
    label: str
    task_ids: list[str] = field(default_factory=list)
    sessions: list[str] = field(default_factory=list)     # session keys "harness:id"
    harnesses: list[str] = field(default_factory=list)
    projects: list[str] = field(default_factory=list)
    outcomes: dict[str, int] = field(default_factory=dict)
    examples: list[str] = field(default_factory=list)
    targets: list[TargetDocument] = field(default_factory=list)
    recurring: bool = False
    kind: str | None = None   # the built-in kind of work, None for a family clustered by meaning
    # The person's standing preferences for this work (standing.py), as stored documents.
    standing: list[dict[str, Any]] = field(default_factory=list)

    @property
    def size(self) -> int:
        return len(self.task_ids)

    def to_doc(self) -> dict[str, Any]:
        return {
            "id": self.id, "label": self.label, "task_ids": list(self.task_ids),
            "sessions": list(self.sessions), "harnesses": list(self.harnesses),
            "projects": list(self.projects), "outcomes": dict(self.outcomes),
            "examples": list(self.examples), "targets": [t.to_doc() for t in self.targets],
            "recurring": self.recurring, "kind": self.kind, "standing": list(self.standing),
        }

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> Family:
        return cls(
            id=doc["id"], label=doc.get("label", ""), task_ids=list(doc.get("task_ids", [])),
            sessions=list(doc.get("sessions", [])), harnesses=list(doc.get("harnesses", [])),
            projects=list(doc.get("projects", [])), outcomes=dict(doc.get("outcomes", {})),
            examples=list(doc.get("examples", [])),
            targets=[TargetDocument.from_doc(t) for t in doc.get("targets", [])],
            recurring=bool(doc.get("recurring", False)), kind=doc.get("kind"),
            standing=[d for d in doc.get("standing", []) if isinstance(d, dict)],
        )
