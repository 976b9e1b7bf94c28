"""Where each edit's evidence was said, filled in from the store when the proposal is made.

An origin names a record of a session (harness, session id, record id): enough for the
machine, nothing a person can read. Before a proposal is saved, each origin its edits cite gets
what the morning review says of it (see skillsleep.evidence): the harness's label, the day the
words were typed, the project the session ran in, the person's words, and the session log file
and line that hold the record, so the editor can open the log there. Reading the cited
sessions' pages and log files belongs to the night, never to the review: the review only reads
what is stored here. An origin whose session is gone keeps what it had.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from .. import harnesses
from ..edits import Edit
from ..errors import UserError
from ..output import shorten
from ..sessiondata import Session, Turn
from ..sessions import get_sessions
from ..store import Store
from ..tasks.pipeline import load_families
from ..tasks.taskdata import Task

QUOTE_CHARS = 300
# The keys under which the harnesses' logs name a record by its own id (Claude Code's `uuid`,
# Copilot's `requestId`, Devin's `step_id` and `id`): what the harvest records as `record`.
RECORD_KEYS = (b"uuid", b"id", b"requestId", b"step_id")
_BYTE_OFFSET = re.compile(r"@(\d+)")
MAX_LOG_BYTES = 200_000_000  # a log file larger than this is not searched for the record


def cited_origins(edits: list[Edit]) -> Iterator[dict[str, Any]]:
    """Every origin dict the edits' evidence holds (the same dict may be met twice)."""
    for edit in edits:
        for origin in edit.evidence.get("origins") or []:
            if isinstance(origin, dict):
                yield origin
        for line in edit.evidence.get("lines") or []:
            if isinstance(line, dict):
                for origin in line.get("origins") or []:
                    if isinstance(origin, dict):
                        yield origin


def describe_origins(store: Store, edits: list[Edit],
                     quotes: Mapping[tuple[str, str, str | None], str] | None = None) -> None:
    """Add `harness_label`, `time`, `project`, `quote`, `log` and `line` to every origin the
    edits cite, from the stored sessions and their logs. `quotes`: the person's exact words
    per (harness, session, record), from the judges they became (a record's whole text may
    say more than the constraint)."""
    origins = list(cited_origins(edits))
    keys = {f"{o.get('harness')}:{o.get('session')}" for o in origins}
    sessions = {s.key: s for s in get_sessions(store, keys)} if keys else {}
    places: dict[tuple[str, str], tuple[str, int] | None] = {}
    for origin in origins:
        harness, record = str(origin.get("harness")), origin.get("record")
        origin.setdefault("harness_label", _label(harness))
        exact = (quotes or {}).get((harness, str(origin.get("session")), record))
        if exact and not origin.get("quote"):
            origin["quote"] = exact
        session = sessions.get(f"{harness}:{origin.get('session')}")
        if session is None:
            continue
        turn = _turn(session, record)
        when = (turn.time if turn and turn.time else session.started)
        if when is not None and not origin.get("time"):
            origin["time"] = when.isoformat().replace("+00:00", "Z")
        if session.project and not origin.get("project"):
            origin["project"] = session.project
        if turn is not None and turn.text.strip() and not origin.get("quote"):
            origin["quote"] = shorten(turn.text, QUOTE_CHARS)
        if isinstance(record, str) and record and not origin.get("log"):
            key = (session.key, record)
            if key not in places:
                places[key] = find_record(session.sources, record)
            if places[key] is not None:
                origin["log"], origin["line"] = places[key]


def _label(harness: str) -> str:
    try:
        return harnesses.get(harness).label or harness
    except UserError:
        return harness


def _turn(session: Session, record: Any) -> Turn | None:
    if not isinstance(record, str) or not record:
        return None
    return next((t for t in session.turns if t.record == record), None)


def find_record(sources: list[str], record: str) -> tuple[str, int] | None:
    """The log file among `sources` that holds the record, and the 1-based line it is on.

    Harness logs are JSON lines (or JSON files) that name each record by its id under a key of
    their own (`RECORD_KEYS`); other records refer to it under other keys (a Claude Code
    snapshot's `messageId`, a reply's `parentUuid`). The line that holds it under its own key
    is the record; without one, the first line that names it. A record named by where it
    starts in its file (`@<byte offset>`, Codex's rollouts) is the line that starts there."""
    at = _BYTE_OFFSET.fullmatch(record)
    if at is not None:
        return _line_at(sources, int(at.group(1)))
    needle = f'"{record}"'.encode()
    own = re.compile(rb'"(?:' + b"|".join(RECORD_KEYS) + rb')"\s*:\s*' + re.escape(needle))
    first: tuple[str, int] | None = None
    for source in sources:
        path = Path(source)
        try:
            if not _text_file(path):
                continue
            with path.open("rb") as f:
                for number, line in enumerate(f, 1):
                    if needle not in line:
                        continue
                    if own.search(line):
                        return str(path), number
                    first = first or (str(path), number)
        except OSError:
            continue
    return first


def _text_file(path: Path) -> bool:
    """A log whose lines mean something to a person in an editor: a text file of bounded size
    (not a database, as Cursor's and VS Code's state files are)."""
    if not path.is_file() or path.stat().st_size > MAX_LOG_BYTES:
        return False
    with path.open("rb") as f:
        return b"\0" not in f.read(4096)


def _line_at(sources: list[str], offset: int) -> tuple[str, int] | None:
    """The line that starts at byte `offset` of one of the files."""
    for source in sources:
        path = Path(source)
        try:
            if not _text_file(path) or path.stat().st_size <= offset:
                continue
            with path.open("rb") as f:
                before = f.read(offset)
        except OSError:
            continue
        if not before or before.endswith(b"\n"):
            return str(path), before.count(b"\n") + 1
    return None


def said_words(tasks: list[Task]) -> dict[tuple[str, str, str | None], str]:
    """The person's exact words per record, from the judges the tasks' constraints became."""
    out: dict[tuple[str, str, str | None], str] = {}
    for task in tasks:
        for judge in task.judges:
            o = judge.origin
            if o is not None and judge.quote and not judge.standing:
                out.setdefault((o.harness, o.session, o.record), judge.quote)
    return out


def family_labels(store: Store, ids: list[str]) -> dict[str, str]:
    """The labels of the task families a proposal serves, as the review names them."""
    wanted = set(ids)
    return {f.id: f.label for f in load_families(store) if f.id in wanted and f.label}
