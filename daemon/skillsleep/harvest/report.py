"""What a harvest did, per harness, for people (`harvest`) and scripts (`harvest --json`)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..logs.drafts import UNKNOWN_TYPE

# How many skipped records and errors are listed one by one (all are counted).
DETAIL_LIMIT = 20


@dataclass
class HarnessReport:
    files: int = 0          # log files seen
    read: int = 0           # log files that had something new and were read
    sessions: int = 0       # sessions stored for this harness, after the harvest
    requests: int = 0       # the person's requests stored for this harness, after the harvest
    new_requests: int = 0   # requests added by this harvest
    request_delta: int = 0  # change of the stored count (requests can turn out to be own calls)
    skipped: list[tuple[str, str]] = field(default_factory=list)   # (reason, where)
    errors: list[str] = field(default_factory=list)
    changed: set[str] = field(default_factory=set)  # keys of sessions that gained turns

    def to_json(self) -> dict[str, Any]:
        reasons = Counter(reason for reason, _ in self.skipped)
        return {
            "files": self.files,
            "sessions": self.sessions,
            "requests": self.requests,
            "new_requests": self.new_requests,
            "skipped": len(self.skipped),
            "errors": len(self.errors),
            "files_read": self.read,
            "changed_sessions": len(self.changed),
            "skipped_reasons": dict(reasons.most_common()),
            # Record and event types this version does not know: a format change, by name.
            "unknown_types": unknown_types(reasons),
            "skipped_detail": [{"reason": r, "where": w}
                               for r, w in self.skipped[:DETAIL_LIMIT]],
            "error_detail": self.errors[:DETAIL_LIMIT],
        }


def unknown_types(reasons: Counter[str]) -> dict[str, int]:
    found: Counter[str] = Counter()
    for reason, count in reasons.items():
        m = UNKNOWN_TYPE.match(reason)
        if m:
            found[m.group(1).strip("'\"")] += count
    return dict(found.most_common())


@dataclass
class HarvestReport:
    harnesses: dict[str, HarnessReport] = field(default_factory=dict)
    unrecognized: list[str] = field(default_factory=list)   # paths no harness writes
    seconds: float = 0.0
    bytes_read: int = 0

    @property
    def changed(self) -> set[str]:
        """The sessions this harvest added turns to: what task mining must look at again."""
        return set().union(*(r.changed for r in self.harnesses.values()))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"harnesses": {h: r.to_json() for h, r in self.harnesses.items()}}
        if self.unrecognized:
            out["unrecognized"] = list(self.unrecognized)
        out["seconds"] = round(self.seconds, 3)
        out["bytes_read"] = self.bytes_read
        return out


@dataclass
class HarvestProgress:
    """Passed to the `progress` callback of run_harvest after each log file."""

    harness: str
    path: Path
    files_done: int
    files_total: int
    bytes_done: int
    bytes_total: int
