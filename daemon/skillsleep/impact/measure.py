"""After every harvest: what each accepted edit did on the person's later sessions.

For each record of records.py, the tasks of its families done in its project (its repository,
in any of its worktrees) are split at the time of acceptance into two windows of the same
length: from the acceptance to now (or to the latest task, when a clock put one later), and as
long before it. In each, a task is a repeat when the person's own words in it state one of the
edit's preferences again, read the way mining reads them (tasks/standing.says_again: the same
check, or the same kind of check on the same terms in words the bundled encoder reads as the
same). The verdict (verdict.py) and the counts are stored in `edit_impact`, so `status` and the
language server only read them.

A record the store or the document no longer matches gets a state that says so, never a verdict:
the document edited by hand so the accepted text is gone, the proposal missing or not accepted
(a store restored from a backup), the family gone, or an acceptance later than every clock.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..acceptance import AcceptedEdit, iso, load_accepted, recover
from ..catalog import EDIT_IMPACT
from ..identity import workspace_of
from ..proposals import Proposal, load_proposals
from ..store import Store
from ..tasks.judges import Judge, judge_from_doc
from ..tasks.standing import Similar, says_again
from ..tasks.taskdata import Family, Task
from .verdict import LINE_REMOVED, NOT_MEASURABLE, NOT_YET_KNOWN, Verdict, Window, decide

DAY = 86_400.0
QUIET_DAYS = 14      # no task of the family for this long since: it may no longer recur
CLOCK_SLACK = DAY    # an acceptance later than now by more than this is not from this clock
MAX_SAID_AGAIN = 20  # the later sayings kept per edit, as evidence for the night


def _seconds(stamp: str | None) -> float | None:
    if not stamp:
        return None
    try:
        return datetime.fromisoformat(stamp).timestamp()
    except ValueError:
        return None


def _normal(text: str) -> str:
    return " ".join(text.split())


@dataclass
class _Preferences:
    judges: list[Judge]
    quotes: list[str]

    @classmethod
    def of(cls, record: AcceptedEdit) -> _Preferences:
        judges, quotes = [], []
        for doc in record.preferences:
            try:
                judges.append(judge_from_doc(doc))
            except ValueError:
                continue  # a kind this version does not know: the others still count
            quotes += [str(q) for q in doc.get("quotes") or [] if q]
        return cls(judges, list(dict.fromkeys(quotes)))

    def said_in(self, task: Task, similar: Similar | None) -> Judge | None:
        """The task's own judge that says a preference again, if any."""
        for said in task.judges:
            for pref in self.judges:
                if says_again(said, pref, self.quotes or [pref.quote], similar):
                    return said
        return None


def _ended(task: Task) -> str:
    """How a task ended, in the person's terms."""
    if any(j.followup and not j.standing for j in task.judges):
        return "corrected"
    return {"success": "succeeded", "failure": "failed", "mixed": "failed"}.get(
        task.outcome, "unknown")


def _problem(record: AcceptedEdit, proposals: dict[str, Proposal]) -> str | None:
    """Why the store no longer matches the record, if it does not."""
    proposal = proposals.get(record.proposal_id)
    if proposal is None:
        return (f"proposal {record.proposal_id} is not in the store (was it restored from a "
                f"backup taken before the proposal was made?)")
    if not 0 <= record.index < len(proposal.edits):
        return f"proposal {record.proposal_id} has no edit {record.edit_number}"
    status = proposal.edits[record.index].status
    if status != "accepted":
        return (f"the store says edit {record.edit_number} of proposal {record.proposal_id} "
                f"is {status}, not accepted (was it restored from a backup taken before the "
                f"edit was accepted?)")
    if not record.preferences:
        return "the edit answers no standing preference, so there is nothing to count"
    return None


def _line_gone(record: AcceptedEdit) -> str | None:
    """Why the document no longer has the accepted change, if it does not."""
    try:
        text = Path(record.target).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return f"{record.target} cannot be read ({exc}); the edit cannot be measured"
    present = _normal(record.text) in _normal(text)
    if record.op == "delete" and present:
        return f"the text this edit deleted is back in {Path(record.target).name}"
    if record.op != "delete" and not present:
        return (f"the accepted text is no longer in {Path(record.target).name} (edited by "
                f"hand?), so later sessions say nothing about it")
    return None


def _in_repository(project: str | None, tasks: list[Task]) -> set[str]:
    """The ids of the tasks done in the repository of `project` (all of them when None), in any
    of its worktrees: people go on with the work in another worktree than the one they said it
    in."""
    if project is None:
        return {t.id for t in tasks}
    home = workspace_of(project)
    known: dict[str | None, str] = {project: home}
    for t in tasks:
        if t.project not in known:
            known[t.project] = workspace_of(t.project)
    return {t.id for t in tasks if known[t.project] == home}


def measure(record: AcceptedEdit, proposals: dict[str, Proposal], tasks: list[Task],
            families: dict[str, Family], similar: Similar | None, now: float) -> dict[str, Any]:
    """The stored measurement of one accepted edit."""
    out: dict[str, Any] = {
        "id": record.id, "proposal_id": record.proposal_id, "edit": record.edit_number,
        "target": record.target, "accepted_at": record.accepted_at,
        "preference": record.preference_words, "measured_at": iso(now),
        "before": Window(0, 0).to_doc(), "after": Window(0, 0).to_doc(),
        "outcomes_after": {}, "said_again": []}
    accepted = _seconds(record.accepted_at) or 0.0
    problem = _problem(record, proposals)
    if problem is None and accepted > now + CLOCK_SLACK:
        problem = (f"it was accepted at {record.accepted_at}, later than this machine's clock "
                   f"({iso(now)}); was the store restored from another machine?")
    member_ids = set(record.family_tasks)
    fams = set(record.families) | {t.family_id for t in tasks
                                   if t.id in member_ids and t.family_id}
    if problem is None and not fams & set(families):
        problem = "its family is no longer among the families mined from your sessions"
    if problem is not None:
        return {**out, **Verdict(NOT_MEASURABLE, problem).to_doc()}
    gone = _line_gone(record)
    if gone is not None:
        return {**out, **Verdict(LINE_REMOVED, gone).to_doc()}
    prefs = _Preferences.of(record)
    mine = [t for t in tasks if t.family_id in fams]
    here = _in_repository(record.project, mine)
    timed = [(t, s) for t in mine if t.id in here and (s := _seconds(t.time)) is not None]
    after = [(t, s) for t, s in timed if s >= accepted]
    end = max([now, *(s for _, s in after)])
    before = [t for t, s in timed if 2 * accepted - end <= s < accepted]
    repeats_after = [(t, j) for t, _ in sorted(after, key=lambda x: x[1])
                     if (j := prefs.said_in(t, similar)) is not None]
    w_before = Window(len(before), sum(prefs.said_in(t, similar) is not None for t in before))
    w_after = Window(len(after), len(repeats_after))
    verdict = decide(w_before, w_after)
    days = (now - accepted) / DAY
    if not after and days >= QUIET_DAYS:
        verdict = Verdict(NOT_YET_KNOWN, f"no task of this family since it was accepted "
                          f"{days:.0f} days ago: the work may no longer recur", verdict.p_value,
                          verdict.needed)
    return {**out, **verdict.to_doc(), "before": w_before.to_doc(), "after": w_after.to_doc(),
            "outcomes_after": dict(Counter(_ended(t) for t, _ in after)),
            "said_again": [{"task": t.id, "harness": t.harness, "session": t.session_id,
                            "time": t.time, "project": t.project, "quote": j.quote[:300],
                            "origin": j.origin.to_doc() if j.origin else None}
                           for t, j in repeats_after[-MAX_SAID_AGAIN:]]}


def measure_all(store: Store, tasks: list[Task], families: Iterable[Family],
                similar: Similar | None, now: float | None = None) -> list[dict[str, Any]]:
    """Measure every accepted edit on these tasks and store the result (`edit_impact`)."""
    families = list(families)
    proposals = {p.id: p for p in load_proposals(store)}
    recover(store, list(proposals.values()), families)
    records = load_accepted(store)
    if not records:
        return []
    by_id = {f.id: f for f in families}
    when = time.time() if now is None else now
    docs = [measure(r, proposals, tasks, by_id, similar, when) for r in records]
    with store.collection(EDIT_IMPACT).write() as table:
        table.truncate()
        table.insert_multiple(docs)
    return docs
