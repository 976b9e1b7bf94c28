"""What every sample-log writer shares: the planned sessions, deterministic ids and JSON lines.

A planned session says what the person asked and what the agent did, independent of any harness;
each harness writer turns it into that harness's own records in that harness's own place.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Literal

RequestKind = Literal["task", "correction", "approval"]


@dataclass(frozen=True)
class Tool:
    """One tool the agent ran, in harness-neutral terms; each writer picks its own tool names."""

    kind: Literal["shell", "read", "edit", "write"]
    target: str                  # the command for shell, a project-relative path otherwise
    output: str = ""             # what the tool printed or returned
    old: str = ""                # edit: replaced text
    new: str = ""                # edit / write: new text


@dataclass(frozen=True)
class Exchange:
    """One thing the person typed, and the agent's work and reply that followed."""

    text: str
    family: str | None           # recurring family id, None for a one-off request
    kind: RequestKind
    reply: str
    tools: tuple[Tool, ...] = ()
    thinking: str = ""
    # Harness-neutral markers the writers render in their own way.
    uses_skill: str | None = None        # the agent loads this skill before working
    interrupted: bool = False            # the person stopped the agent's tool call
    compacted_before: bool = False       # the context was compacted before this request
    slash_before: str | None = None      # a local slash command typed before this request


@dataclass
class PlannedSession:
    harness: str                 # writer id: claude-code, codex, copilot-vscode, copilot-cli,
                                 # cursor-ide, cursor-cli, devin
    project: str                 # key into the sample projects ("webapp", "api")
    start: datetime
    exchanges: list[Exchange]
    seed: str                    # per-session seed, so sessions do not depend on each other

    def rng(self, salt: str = "") -> random.Random:
        return random.Random(f"{self.seed}:{salt}")


@dataclass
class Written:
    """What a writer produced for one planned session."""

    session_id: str
    path: Path                   # the log (or database) that holds the session
    times: list[datetime]        # when each request was typed, in order
    files: list[Path] = field(default_factory=list)


class Ids:
    """Deterministic ids of the shapes the harnesses use, drawn from one seeded generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def uuid4(self) -> str:
        return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))

    def uuid7(self, at: datetime) -> str:
        # UUIDv7: 48-bit Unix milliseconds, then version, then random bits (Codex thread ids).
        ms = int(at.timestamp() * 1000)
        rand = self.rng.getrandbits(74)
        high, low = rand >> 62, rand & (2**62 - 1)
        value = (ms << 80) | (0x7 << 76) | (high << 64) | (0b10 << 62) | low
        return str(uuid.UUID(int=value))

    def hex(self, n: int) -> str:
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n))

    def token(self, n: int, alphabet: str = "") -> str:
        chars = alphabet or "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        return "".join(self.rng.choice(chars) for _ in range(n))

    def anthropic_msg(self) -> str:
        return "msg_01" + self.token(22)

    def anthropic_req(self) -> str:
        return "req_011C" + self.token(20)

    def tool_use(self) -> str:
        return "toolu_01" + self.token(22)

    def b64(self, n: int) -> str:
        return self.token(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")


def iso_ms(at: datetime) -> str:
    """RFC 3339 with milliseconds and Z, as Claude Code, Codex and the Copilot CLI write it."""
    return at.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{at.microsecond // 1000:03d}Z"


def epoch_ms(at: datetime) -> int:
    return int(at.timestamp() * 1000)


def later(at: datetime, rng: random.Random, low: float, high: float) -> datetime:
    """A moment low..high seconds after `at`, at millisecond precision like the real logs."""
    step = timedelta(milliseconds=int(rng.uniform(low, high) * 1000))
    return at + step


def compact_json(obj: Any) -> str:
    # Node's JSON.stringify and serde_json both write compact JSON with raw UTF-8.
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def write_jsonl(path: Path, records: list[dict[str, Any]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "".join(compact_json(r) + "\n" for r in records)
    path.write_bytes(text.encode("utf-8"))
    return path


def write_text(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8"))
    return path


def set_mtime(path: Path, at: datetime) -> None:
    """Logs without timestamps (Cursor transcripts) are dated by their file's mtime."""
    stamp = at.timestamp()
    os.utime(path, (stamp, stamp))


def slug_dashes(path: Path | str) -> str:
    """Every non-alphanumeric character to '-' (Claude Code's project folder name)."""
    return "".join(c if c.isalnum() else "-" for c in str(path))


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
