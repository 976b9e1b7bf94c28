"""A person's sessions around an accepted edit, written the way Claude Code writes them: six
sessions of asking for a test, four with the person correcting the agent to use `t.Parallel()`,
the edit the night writes from that standing preference proposed and accepted with the real
CLI, and later sessions of the same work with or without the correction."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from skillsleep.context import Context
from skillsleep.optimize.derived import derived_edits
from skillsleep.proposals import build_proposal, save_proposal
from skillsleep.tasks.pipeline import load_families, load_tasks

from helpers.cli import run_cli
from helpers.replay import SKILL_REL, claude_session

BEFORE_SUBJECTS = ("ParseConfig", "LoadSettings", "NormalizePath", "ParseDuration", "SplitArgs",
                   "RenderPage")
AFTER_SUBJECTS = ("MergeMaps", "TrimSpaces", "ReadManifest", "FormatBytes", "HashFile",
                  "OpenArchive")
# How people correct an agent that forgot their rule: worded anew each time.
CORRECTIONS = {
    0: "no - always call `t.Parallel()` in new tests, we use that for a fast CI",
    1: "no, always add `t.Parallel()` at the top of each test; we rely on it to keep the suite "
       "quick",
    3: "nope - always use `t.Parallel()` in these tests, we use it so the package runs tests "
       "side by side",
    4: "no, always include `t.Parallel()` in each test, that is how we keep CI fast",
}
# The line the night writes from the standing preference: the words of its latest saying.
LINE = "Use `t.Parallel()` in each test."
SAID_AGAIN = (
    "no - always call `t.Parallel()` in new tests, you left it out",
    "no, always use `t.Parallel()` in each test, as I said",
    "nope, always use `t.Parallel()` here too",
    "no - always add `t.Parallel()` to these tests please",
    "no, always call `t.Parallel()` at the start, like the others",
    "nope - always use `t.Parallel()` in new tests, same as before",
)

def now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def before(home: Path, repo: Path, start: datetime) -> None:
    """Six sessions in the five hours before `start`, four with the correction."""
    for n, subject in enumerate(BEFORE_SUBJECTS):
        texts = [f"add a test for {subject}"] + ([CORRECTIONS[n]] if n in CORRECTIONS else [])
        claude_session(home, f"s{n}", str(repo), texts, 0,
                       start=start - timedelta(hours=5) + timedelta(minutes=50 * n))


def after(home: Path, repo: Path, start: datetime, count: int, said: bool) -> None:
    """`count` sessions of the same work, an hour apart from an hour after `start`."""
    for n, subject in enumerate(AFTER_SUBJECTS[:count]):
        texts = [f"add a test for {subject}"] + ([SAID_AGAIN[n]] if said else [])
        claude_session(home, f"a{n}", str(repo), texts, 0,
                       start=start + timedelta(hours=1 + n))


def propose_and_accept(repo: Path) -> str:
    """The edit the night writes from the standing preference, proposed and then accepted with
    the real CLI; the proposal's id."""
    pid = propose(repo)
    run_cli("proposals", "accept", pid, cwd=repo)
    return pid


def propose(repo: Path) -> str:
    """The edit the night writes from the standing preference, as a pending proposal; its id."""
    store = Context.create().store
    (family,) = [f for f in load_families(store) if f.kind == "add-tests"]
    (pref,) = family.standing
    assert pref["params"]["term"] == "t.Parallel()" and pref["said_in"] == 4
    task = next(t for t in load_tasks(store)
                if t.family_id == family.id and any(j.standing for j in t.judges))
    doc = repo / SKILL_REL
    text = doc.read_text(encoding="utf-8")
    edits = derived_edits(task, [j for j in task.judges if j.standing], text)
    assert [e.new for e in edits] == [LINE]
    proposal = build_proposal(doc, text, edits, families=[family.id], val_before=0.25,
                              val_after=1.0)
    save_proposal(store, proposal)
    return proposal.id
