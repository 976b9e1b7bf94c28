"""Evidence in words: a proposed edit's evidence as a colleague would write it.

A proposal stores its evidence as data on each edit (`Edit.evidence`): where the person said
it (`origins`: harness, session, record, and since proposals carry them, the day, the project,
the person's words and the place in the session log), the gate's decisions that kept it
(`steps`), the tasks it was written from (`tasks`), and the reason for each line it adds
(`lines`). `proposals show`, the language server's hover, diagnostics and code actions (and so
the VS Code extension, which shows what the server sends) all say it with the sentences made
here, so they never disagree and never show a Python or JSON repr or a bare id.

A proposal stored before any of these keys existed still reads: each sentence says what its
data has and leaves out what it lacks. Standard library only: the language server imports this
at start-up.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .output import shorten

LATEST = 3  # where the person said it many times, the latest this many are quoted
QUOTE_CHARS = 120
# What rationales written before origins were rendered in words carried: "(claude-code:<session
# id> record <record id>)". The origin is said in words next to it now.
_RAW_ORIGIN = re.compile(r"\s*\((?:[\w.-]+):[0-9A-Za-z_-]{6,}(?: record [^()\s]+)?\)")


# -- numbering --------------------------------------------------------------------------------

def edit_number(index: int) -> int:
    """The number people see for the edit at `index` of a proposal: 1 for the first, in the
    editor, in `proposals show` and in `proposals accept/reject --edit`."""
    return index + 1


def edit_index(number: int, count: int, proposal_id: str) -> int:
    """The index of edit `number` (as people number them); a ValueError that says which
    numbers there are when it is not one of them."""
    if not 1 <= number <= count:
        have = "has no edits" if count == 0 else (
            "has only edit 1" if count == 1 else f"has edits 1 to {count}")
        raise ValueError(f"Proposal {proposal_id} {have}; there is no edit {number}. "
                         f"`skillopt-sleep proposals show {proposal_id}` numbers them.")
    return number - 1


def edit_label(index: int, count: int) -> str:
    return f"edit {edit_number(index)} of {count}"


# -- small words ------------------------------------------------------------------------------

def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def harness_name(origin: Mapping[str, Any]) -> str:
    """The harness as people call it: the label stored with the origin, else its id in words."""
    label = origin.get("harness_label")
    if isinstance(label, str) and label:
        return label
    harness = str(origin.get("harness") or "a harness")
    return " ".join(part.capitalize() for part in harness.split("-"))


def _when(value: Any) -> datetime | None:
    if not isinstance(value, str) or not value:
        return None
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def day(value: Any, now: datetime | None = None) -> str | None:
    """"2 Nov" for an ISO-8601 time this year, "2 Nov 2025" for another; None when unknown."""
    when = _when(value)
    if when is None:
        return None
    when = when.astimezone()
    year = (now or datetime.now().astimezone()).year
    text = f"{when.day} {when.strftime('%b')}"
    return text if when.year == year else f"{text} {when.year}"


def project_name(value: Any) -> str | None:
    if not isinstance(value, str) or not value.strip():
        return None
    return Path(value.rstrip("/\\")).name or value


def reason_words(text: str) -> str:
    """A stored rationale, without the raw origin ids that older ones carried."""
    return " ".join(_RAW_ORIGIN.sub("", str(text)).split())


# -- where the person said it -----------------------------------------------------------------

def where_words(origin: Mapping[str, Any]) -> str:
    """"Claude Code, 2 Nov, webapp": the harness, the day and the project, as far as known."""
    parts = [harness_name(origin)]
    when = day(origin.get("time"))
    if when:
        parts.append(when)
    project = project_name(origin.get("project"))
    if project:
        parts.append(project)
    if len(parts) == 1:
        return f"a {parts[0]} session"
    return ", ".join(parts)


def quote_words(origin: Mapping[str, Any], reason: str = "") -> str | None:
    """The person's words, quoted; None when unknown or already quoted in `reason`."""
    quote = origin.get("quote")
    if not isinstance(quote, str) or not quote.strip():
        return None
    if reason and shorten(quote, 60).rstrip("…") in " ".join(reason.split()):
        return None
    return f"\u201c{shorten(quote, QUOTE_CHARS)}\u201d"


def origin_words(origin: Mapping[str, Any], reason: str = "") -> str:
    """"Claude Code, 2 Nov, webapp: “shorter subject please, max 72 characters”"; without
    the words when the reason next to it already quotes them."""
    quote = quote_words(origin, reason)
    return f"{where_words(origin)}: {quote}" if quote else where_words(origin)


def log_place(origin: Mapping[str, Any]) -> tuple[str, int] | None:
    """The session log file and 1-based line of the record, when the night found them."""
    log, line = origin.get("log"), origin.get("line")
    if not isinstance(log, str) or not log:
        return None
    return log, line if isinstance(line, int) and not isinstance(line, bool) and line > 0 else 1


def _origins(value: Any) -> list[Mapping[str, Any]]:
    if not isinstance(value, list):
        return []
    return [o for o in value if isinstance(o, Mapping) and o.get("harness")]


def latest_first(origins: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """Each place once, the latest first (places without a day last, in their order)."""
    unique: dict[tuple[Any, ...], Mapping[str, Any]] = {}
    for o in origins:
        unique.setdefault((o.get("harness"), o.get("session"), o.get("record")), o)
    dated = sorted((o for o in unique.values() if _when(o.get("time"))),
                   key=lambda o: _when(o.get("time")) or datetime.min.replace(tzinfo=UTC),
                   reverse=True)
    return dated + [o for o in unique.values() if not _when(o.get("time"))]


@dataclass
class Said:
    """Where the person said what a line says: a headline and the places it quotes."""

    headline: str
    places: list[Mapping[str, Any]] = field(default_factory=list)


def said(origins: Any, latest: int = LATEST) -> Said | None:
    """"said in 5 sessions; the 3 latest:" with those three, or "said in 2 sessions:" with
    both, or "said in:" with the one place; None when nothing is known of where."""
    places = latest_first(_origins(origins))
    if not places:
        return None
    sessions = len({(o.get("harness"), o.get("session")) for o in places})
    if sessions <= 1 and len(places) == 1:
        return Said("said in", places)
    count = plural(sessions, "session") if sessions > 1 else plural(len(places), "place")
    if len(places) <= latest:
        return Said(f"said in {count}", places)
    dated = all(_when(o.get("time")) for o in places[:latest])
    which = f"the {latest} latest" if dated else f"{latest} of them"
    return Said(f"said in {count}; {which}", places[:latest])


# -- the gate's decisions ---------------------------------------------------------------------

def _score(value: Any) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return f"{value:.2f}"


def scores(before: float, after: float) -> tuple[str, str]:
    """Two scores with two decimals, or three when two would hide that they differ or by how
    much ("0.470 to 0.475", not "0.47 to 0.48 (+0.00)")."""
    hidden = f"{before:.2f}" == f"{after:.2f}" or f"{after - before:+.2f}" in ("+0.00", "-0.00")
    places = 3 if hidden and before != after else 2
    return f"{before:.{places}f}", f"{after:.{places}f}"


def score_change(before: float | None, after: float | None, missing: str = "n/a",
                 arrow: str = " -> ") -> str:
    """"0.536 -> 0.543": a score before and after, as `scores` shows them (a score not
    recorded shows as `missing`)."""
    if before is None or after is None:
        return arrow.join(missing if v is None else f"{v:.2f}" for v in (before, after))
    return arrow.join(scores(before, after))


def step_words(step: Mapping[str, Any]) -> str:
    """"kept at epoch 1, step 2: validation 0.47 to 0.61"."""
    verdict = "kept" if step.get("accepted", True) else "turned down"
    epoch = step.get("epoch")
    epoch_no = epoch + 1 if isinstance(epoch, int) and not isinstance(epoch, bool) else None
    number = step.get("step")
    if step.get("kind") == "slow":
        where = "when the night's kept lines were consolidated"
        if epoch_no is not None:
            where += f" at the end of epoch {epoch_no}"
    elif epoch_no is not None:
        where = f"at epoch {epoch_no}" + (f", step {number}" if isinstance(number, int) else "")
    else:
        where = "by the gate"
    before, after = _score(step.get("val_before")), _score(step.get("val_after"))
    if before and after:
        before, after = scores(step["val_before"], step["val_after"])
        return f"{verdict} {where}: validation {before} to {after}"
    if after:
        return f"{verdict} {where}: validation {after}"
    return f"{verdict} {where}"


def steps_words(steps: Any, latest: int = LATEST) -> list[str]:
    good = [s for s in steps if isinstance(s, Mapping)] if isinstance(steps, list) else []
    if len(good) <= latest:
        return [step_words(s) for s in good]
    return [f"kept over {len(good)} steps; the {latest} latest:",
            *(step_words(s) for s in good[-latest:])]


def tasks_words(tasks: Any) -> str | None:
    n = len(tasks) if isinstance(tasks, list) else 0
    if not n:
        return None
    return f"written while replaying {plural(n, 'task')} of yours that went wrong without it"


def families_words(ids: Iterable[str], labels: Mapping[str, str] | None) -> str | None:
    """The task families by their labels ("commit messages, pull requests"); by count when
    the proposal was stored without them."""
    ids = [i for i in ids if isinstance(i, str)]
    if not ids:
        return None
    labels = labels or {}
    named = [f"\u201c{shorten(labels[i], 60)}\u201d" for i in ids if labels.get(i)]
    unnamed = len(ids) - len(named)
    if not named:
        return "1 family of tasks" if unnamed == 1 else f"{unnamed} families of tasks"
    if len(named) > 6:
        unnamed, named = unnamed + len(named) - 6, named[:6]
    if unnamed:
        named.append("one other family" if unnamed == 1 else f"{unnamed} other families")
    return ", ".join(named)


# -- the reason for each line -----------------------------------------------------------------

@dataclass
class LineReason:
    """Consecutive lines an edit adds that came with one reason, and where it was said."""

    lines: list[str]
    reason: str
    origins: list[Mapping[str, Any]] = field(default_factory=list)


def added_lines(op: str, new: str) -> list[str]:
    """The lines an edit adds (none for a deletion), without blank ones."""
    if op == "delete":
        return []
    return [line for line in new.splitlines() if line.strip()]


def line_reasons(op: str, new: str, rationale: str, evidence: Mapping[str, Any]
                 ) -> list[LineReason]:
    """Every added line with its reason: from `evidence["lines"]` when the night recorded one
    per line (an edit that merged candidates), else the edit's one rationale for all of them.
    A line the record does not cover gets the edit's rationale, so none is left without; a
    deletion adds no line and gets one group, without lines, with the edit's rationale."""
    lines = added_lines(op, new)
    general = reason_words(rationale) or "It raised the validation score."
    if not lines:  # a deletion: one reason for the whole edit
        return [LineReason([], general, list(_origins(evidence.get("origins"))))]
    recorded: dict[str, Mapping[str, Any]] = {}
    stored = evidence.get("lines")
    for item in stored if isinstance(stored, list) else []:
        if isinstance(item, Mapping) and isinstance(item.get("text"), str):
            recorded.setdefault(" ".join(item["text"].split()), item)
    groups: list[LineReason] = []
    for line in lines:
        item = recorded.get(" ".join(line.split()))
        if item is not None and isinstance(item.get("reason"), str) and item["reason"].strip():
            reason, origins = reason_words(item["reason"]), _origins(item.get("origins"))
        else:
            reason, origins = general, _origins(evidence.get("origins"))
        if groups and groups[-1].reason == reason:
            groups[-1].lines.append(line)
            for o in origins:
                if o not in groups[-1].origins:
                    groups[-1].origins.append(o)
        else:
            groups.append(LineReason([line], reason, list(origins)))
    return groups
