"""Tasks, their judges, and the recurring families they form: the optimizer's training data."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Outcome = Literal["success", "failure", "mixed", "unknown"]

JudgeKind = Literal[
    "must_mention",       # params: {"terms": [...]}; score: share of terms present
    "must_not_mention",   # params: {"terms": [...]}; 1 if none present, else 0
    "max_words",          # params: {"limit": int}
    "min_words",          # params: {"limit": int}
    "format",             # params: {"format": "json" | "bullets" | "numbered" | "code_block"}
    "required_sections",  # params: {"sections": [...]}; share of headings present
    "regex",              # params: {"pattern": str, "line"?: int}; 1 if it matches
    "max_line_chars",     # params: {"line": int (1 = first line, 0 = every line), "limit": int}
    "rubric",             # params: {"rubric": str}; scored by a judge model, never locally
]


@dataclass
class Judge:
    kind: JudgeKind
    params: dict[str, Any]
    source: str  # where it came from: the user's words and the session/turn that said them
    weight: float = 1.0
    # Said in a follow-up (a correction or refinement), not in the request itself: the person's
    # standing preference for work of this kind, which the task's family shares.
    standing: bool = False

    def to_doc(self) -> dict[str, Any]:
        doc = {"kind": self.kind, "params": self.params, "source": self.source,
               "weight": self.weight}
        if self.standing:
            doc["standing"] = True
        return doc

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> Judge:
        return cls(kind=doc["kind"], params=dict(doc.get("params", {})),
                   source=doc.get("source", ""), weight=float(doc.get("weight", 1.0)),
                   standing=bool(doc.get("standing", False)))


@dataclass
class Task:
    id: str                 # stable across nights: a hash of harness, session and request
    request: str            # the person's request, redacted
    harness: str
    session_id: str
    project: str | None = None
    time: str | None = None  # ISO-8601 UTC
    context: list[str] = field(default_factory=list)   # follow-ups that refined the request
    outcome: Outcome = "unknown"
    evidence: list[str] = field(default_factory=list)  # what decided the outcome
    judges: list[Judge] = field(default_factory=list)
    family_id: str | None = None

    def to_doc(self) -> dict[str, Any]:
        return {
            "id": self.id, "request": self.request, "harness": self.harness,
            "session_id": self.session_id, "project": self.project, "time": self.time,
            "context": list(self.context), "outcome": self.outcome,
            "evidence": list(self.evidence), "judges": [j.to_doc() for j in self.judges],
            "family_id": self.family_id,
        }

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> Task:
        return cls(
            id=doc["id"], request=doc["request"], harness=doc["harness"],
            session_id=doc["session_id"], project=doc.get("project"), time=doc.get("time"),
            context=list(doc.get("context", [])), outcome=doc.get("outcome", "unknown"),
            evidence=list(doc.get("evidence", [])),
            judges=[Judge.from_doc(j) for j in doc.get("judges", [])],
            family_id=doc.get("family_id"),
        )


@dataclass
class TargetDocument:
    path: str       # absolute path of the instruction document
    score: float    # relevance of the document to the family, 0..1
    reason: str     # why it was chosen, in words

    def to_doc(self) -> dict[str, Any]:
        return {"path": self.path, "score": self.score, "reason": self.reason}

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> TargetDocument:
        return cls(path=doc["path"], score=float(doc.get("score", 0.0)),
                   reason=doc.get("reason", ""))


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

    @property
    def size(self) -> int:
        return len(self.task_ids)

    def to_doc(self) -> dict[str, Any]:
        return {
            "id": self.id, "label": self.label, "task_ids": list(self.task_ids),
            "sessions": list(self.sessions), "harnesses": list(self.harnesses),
            "projects": list(self.projects), "outcomes": dict(self.outcomes),
            "examples": list(self.examples), "targets": [t.to_doc() for t in self.targets],
            "recurring": self.recurring,
        }

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> Family:
        return cls(
            id=doc["id"], label=doc.get("label", ""), task_ids=list(doc.get("task_ids", [])),
            sessions=list(doc.get("sessions", [])), harnesses=list(doc.get("harnesses", [])),
            projects=list(doc.get("projects", [])), outcomes=dict(doc.get("outcomes", {})),
            examples=list(doc.get("examples", [])),
            targets=[TargetDocument.from_doc(t) for t in doc.get("targets", [])],
            recurring=bool(doc.get("recurring", False)),
        )
