"""Accepted edits and their verdicts, as `status`, `proposals show` and the editor show them.

Only reads what accepting and measuring stored (no encoder, no numpy): an edit accepted since
the last harvest is shown as not measured yet.
"""

from __future__ import annotations

import time
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import evidence
from ..acceptance import AcceptedEdit, load_accepted
from ..catalog import EDIT_IMPACT
from ..store import Store
from .verdict import NOT_YET_KNOWN, VERDICTS, Window

RECENT_DAYS = 30


def _measured(store: Store) -> dict[str, dict[str, Any]]:
    return {str(d.get("id")): dict(d) for d in store.collection(EDIT_IMPACT).all()}


def entry(record: AcceptedEdit, measured: dict[str, Any] | None) -> dict[str, Any]:
    """One accepted edit as `status --json` lists it."""
    m = measured or {}
    return {
        "proposal_id": record.proposal_id, "edit": record.edit_number,
        "target": record.target, "accepted_at": record.accepted_at,
        "preference": record.preference_words,
        "before": _window(m.get("before")), "after": _window(m.get("after")),
        "verdict": m.get("verdict", NOT_YET_KNOWN),
        "p_value": m.get("p_value"),
        "reason": m.get("reason",
                        "not measured yet: a harvest that brings new sessions measures it"),
        "needed": m.get("needed"), "measured_at": m.get("measured_at"),
        "outcomes_after": m.get("outcomes_after") or {},
        "said_again": m.get("said_again") or [],
        "text": record.text, "corrections": record.corrections,
    }


def _window(doc: Any) -> dict[str, int]:
    if not isinstance(doc, dict):
        return Window(0, 0).to_doc()
    try:
        return Window(int(doc.get("tasks", 0)), int(doc.get("repeats", 0))).to_doc()
    except (TypeError, ValueError):
        return Window(0, 0).to_doc()


def accepted_edits(store: Store, days: float | None = RECENT_DAYS, now: float | None = None,
                   skipped: list[str] | None = None) -> list[dict[str, Any]]:
    """The edits accepted in the last `days` (all of them with None), newest first."""
    since = (time.time() if now is None else now) - (days or 0) * 86_400
    measured = _measured(store)
    return [entry(r, measured.get(r.id)) for r in load_accepted(store, skipped)
            if days is None or datetime.fromisoformat(r.accepted_at).timestamp() >= since]


def for_proposal(store: Store, proposal_id: str) -> list[dict[str, Any]]:
    return [e for e in accepted_edits(store, None) if e["proposal_id"] == proposal_id]


def _times(n: int) -> str:
    return "once" if n == 1 else f"{n} times"


def _day(stamp: str) -> str:
    when = datetime.fromisoformat(stamp)
    return f"{when.day} {when:%b}"


def summary(e: dict[str, Any]) -> str:
    """"accepted 12 Nov: said again 0 times in 9 tasks since, 5 times in 11 before"."""
    b, a = e["before"], e["after"]
    return (f"accepted {_day(e['accepted_at'])}: said again {_times(a['repeats'])} in "
            f"{a['tasks']} task{'s' if a['tasks'] != 1 else ''} since, "
            f"{_times(b['repeats'])} in {b['tasks']} before")


def verdict_line(e: dict[str, Any]) -> str:
    return f"{e['verdict']}: {e['reason']}"


def _counted(e: dict[str, Any]) -> bool:
    """Whether the entry has counts to show (a measured verdict), not only a state."""
    return e["verdict"] in VERDICTS and e.get("measured_at") is not None


def _detail(e: dict[str, Any]) -> str:
    """The counts and the test in one line; for a state without a verdict, why."""
    if not _counted(e):
        return f"accepted {_day(e['accepted_at'])}: {e['reason']}"
    detail = summary(e)
    if e["p_value"] is not None:
        detail += f" (p = {e['p_value']:.3f})"
    if e["verdict"] == NOT_YET_KNOWN and e.get("needed"):
        detail += f"; about {e['needed']} more tasks needed"
    return detail


def status_lines(entries: list[dict[str, Any]]) -> list[str]:
    """A line per accepted edit."""
    if not entries:
        return []
    return [f"edits accepted in the last {RECENT_DAYS} days, and whether they helped:"] + [
        f"  {Path(e['target']).name} edit {e['edit']} of {e['proposal_id']}: {e['verdict']}; "
        f"{_detail(e)}" for e in entries]


def proposal_lines(entries: list[dict[str, Any]]) -> list[str]:
    """The section `proposals show` prints for an accepted proposal."""
    lines = []
    for e in entries:
        lines.append(f"edit {e['edit']} accepted: {verdict_line(e)}")
        if _counted(e):
            lines.append(f"  {summary(e)}")
        if e["preference"]:
            lines.append(f"  preference: \"{_short(e['preference'])}\" (said in "
                         f"{len(e['corrections'])} session(s) before)")
        ended = e["outcomes_after"]
        if ended:
            lines.append("  tasks since: " + ", ".join(
                f"{n} {'of unknown outcome' if k == 'unknown' else k}"
                for k, n in sorted(ended.items())))
        for said in e["said_again"][-5:]:
            lines.append(f"  said again: {evidence.origin_words(said)}")
    return lines


def unhelped_lines(edits: list[Any]) -> list[str]:
    """For a proposal's edits: those that strengthen an accepted line which did not help, with
    the later sessions where the person still had to say it."""
    lines = []
    for number, edit in enumerate(edits, 1):
        ev = edit.evidence.get("did_not_help")
        if not isinstance(ev, dict):
            continue
        after = ev.get("after") or {}
        sessions = [evidence.origin_words(s) for s in ev.get("sessions") or []
                    if isinstance(s, dict)]
        lines.append(f"edit {number} fixes edit {ev.get('edit')} of proposal "
                     f"{ev.get('proposal_id')}, accepted {str(ev.get('accepted_at'))[:10]}, "
                     f"which did not help: still said in {after.get('repeats', '?')} of "
                     f"{after.get('tasks', '?')} tasks since")
        if sessions:
            lines.append("  still said in: " + "; ".join(sessions[:5])
                         + (f"; and {len(sessions) - 5} more" if len(sessions) > 5 else ""))
    return lines


def hover_text(e: dict[str, Any]) -> str:
    """Markdown for a hover on the accepted lines."""
    head = summary(e) if _counted(e) else f"accepted {_day(e['accepted_at'])}"
    return (f"**{head}**\n\n{e['verdict']}: {e['reason']}"
            + (f"\n\nfor \"{_short(e['preference'])}\"" if e["preference"] else ""))


def _short(text: str, width: int = 120) -> str:
    one = " ".join(str(text).split())
    return one if len(one) <= width else one[: width - 1] + "…"


def not_helped(store: Store, target: str) -> list[dict[str, Any]]:
    """The accepted edits of this document that did not help: evidence for the next night."""
    from ..identity import doc_key
    from .verdict import DID_NOT_HELP

    key = doc_key(target)
    return [e for e in accepted_edits(store, None)
            if e["verdict"] == DID_NOT_HELP and doc_key(e["target"]) == key]
