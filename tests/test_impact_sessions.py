"""Did an accepted edit help? Measured on the person's later sessions, end to end.

Six sessions of asking Claude Code for a test, four of them with the person correcting it to use
`t.Parallel()`, worded differently each time, are harvested from the logs Claude Code writes; the
correction becomes a standing preference, and the edit the optimizer writes from it (the same
code the night uses) is proposed and accepted with the real CLI. Later sessions of the same work
are then harvested and the verdict read from `status --json`, `status`, and `proposals show`:
with the person no longer saying it, with the person still saying it, and with too few of them;
and on the inputs that must never give a verdict (the line edited away by hand, work that no
longer recurs, a store restored from a backup).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from skillsleep.acceptance import iso, load_accepted
from skillsleep.context import Context
from skillsleep.proposals import get_proposal

from helpers import impact
from helpers.cli import run_cli, run_json
from helpers.impact import LINE
from helpers.replay import SKILL_REL, claude_session, make_repo

KEYS = {"proposal_id", "edit", "target", "accepted_at", "preference", "before", "after",
        "verdict", "p_value"}


def _accepted(proposal_id: str) -> dict[str, Any]:
    entries = run_json("status")["accepted_edits"]
    (entry,) = [e for e in entries if e["proposal_id"] == proposal_id]
    return entry


@pytest.fixture
def accepted(tmp_path: Path, isolated_home: Path) -> tuple[Path, str, datetime]:
    """The repository, the accepted proposal, and the time the sessions are dated from."""
    repo = tmp_path / "work" / "app"
    make_repo(repo)
    start = impact.now()
    impact.before(isolated_home, repo, start)
    run_cli("harvest")
    return repo, impact.propose_and_accept(repo), start


def test_the_acceptance_records_what_the_edit_was_for(accepted: Any) -> None:
    repo, pid, _ = accepted
    store = Context.create().store
    (record,) = load_accepted(store)
    assert (record.proposal_id, record.edit_number, record.text) == (
        pid, 1, LINE)
    assert record.target == str((repo / SKILL_REL).resolve()) or record.target.endswith(
        SKILL_REL)
    assert record.project == str(repo)
    (pref,) = record.preferences
    assert pref["kind"] == "diff_adds" and pref["family"] == record.families[0]
    # The corrections it answers, with where each was said.
    assert sorted(o["session"] for o in record.corrections) == ["s0", "s1", "s3", "s4"]
    entry = _accepted(pid)
    assert set(entry) >= KEYS
    assert entry["verdict"] == "not yet known" and "not measured yet" in entry["reason"]
    # Until a harvest measures it, status says so, with no counts that look like a measurement.
    line = next(x for x in run_cli("status").stdout.splitlines() if pid in x)
    assert "not measured yet" in line and " in 0 tasks" not in line


def test_six_later_sessions_without_it_say_it_helped(accepted: Any,
                                                     isolated_home: Path) -> None:
    repo, pid, start = accepted
    impact.after(isolated_home, repo, start, 6, said=False)
    run_cli("harvest")
    entry = _accepted(pid)
    assert set(entry) >= KEYS
    assert entry["edit"] == 1 and entry["preference"]
    assert entry["before"] == {"tasks": 6, "repeats": 4}
    assert entry["after"] == {"tasks": 6, "repeats": 0}
    assert entry["verdict"] == "helped"
    assert entry["p_value"] == pytest.approx(15 / 495, abs=1e-4)
    assert "Fisher" in entry["reason"]
    line = next(x for x in run_cli("status").stdout.splitlines() if pid in x)
    assert "helped" in line and "said again 0 times in 6 tasks since, 4 times in 6 before" \
        in line
    shown = run_cli("proposals", "show", pid).stdout
    assert "edit 1 accepted: helped" in shown
    assert run_json("proposals", "show", pid)["accepted_edits"][0]["verdict"] == "helped"


def test_six_later_sessions_still_saying_it_say_it_did_not_help(accepted: Any,
                                                                isolated_home: Path) -> None:
    repo, pid, start = accepted
    impact.after(isolated_home, repo, start, 6, said=True)
    run_cli("harvest")
    entry = _accepted(pid)
    assert entry["after"] == {"tasks": 6, "repeats": 6}
    assert entry["verdict"] == "did not help" and entry["p_value"] >= 0.1
    # The sessions where it was still said are kept, as evidence for the next night.
    assert sorted(s["session"] for s in entry["said_again"]) == [f"a{n}" for n in range(6)]
    assert "did not help" in run_cli("status").stdout


def test_two_later_sessions_are_not_yet_known_with_how_many_are_needed(
        accepted: Any, isolated_home: Path) -> None:
    repo, pid, start = accepted
    impact.after(isolated_home, repo, start, 2, said=False)
    run_cli("harvest")
    entry = _accepted(pid)
    assert entry["after"] == {"tasks": 2, "repeats": 0}
    assert entry["verdict"] == "not yet known"
    assert entry["needed"] and entry["needed"] >= 3 and "more" in entry["reason"]


def test_a_line_edited_away_by_hand_gives_no_verdict(accepted: Any,
                                                     isolated_home: Path) -> None:
    repo, pid, start = accepted
    doc = repo / SKILL_REL
    doc.write_text(doc.read_text(encoding="utf-8").replace(f"{LINE}\n", ""),
                   encoding="utf-8")
    impact.after(isolated_home, repo, start, 6, said=False)
    run_cli("harvest")
    entry = _accepted(pid)
    assert entry["verdict"] == "line removed" and entry["p_value"] is None
    assert "no longer in SKILL.md" in entry["reason"]


def test_work_that_no_longer_recurs_is_not_yet_known(accepted: Any,
                                                     isolated_home: Path) -> None:
    repo, pid, start = accepted
    # Later sessions, but of other work: nothing about the edit can be told from them.
    for n, what in enumerate(("explain how the config loader works",
                              "why does the build fail on CI?")):
        claude_session(isolated_home, f"o{n}", str(repo), [what], 0,
                       start=start + timedelta(hours=1 + n))
    run_cli("harvest")
    entry = _accepted(pid)
    assert entry["after"]["tasks"] == 0
    assert entry["verdict"] == "not yet known" and entry["needed"] == 5


def test_a_store_restored_from_a_backup_gives_a_clear_state(tmp_path: Path,
                                                            isolated_home: Path) -> None:
    repo = tmp_path / "work" / "app"
    make_repo(repo)
    start = impact.now()
    impact.before(isolated_home, repo, start)
    run_cli("harvest")
    pid = impact.propose(repo)
    store_dir = Context.create().paths.store_dir
    before_accept = tmp_path / "backup-before-accept"
    shutil.copytree(store_dir, before_accept)
    run_cli("proposals", "accept", pid, cwd=repo)
    decided = get_proposal(Context.create().store, pid).decided
    after_accept = tmp_path / "backup-after-accept"
    shutil.copytree(store_dir, after_accept)

    def restore(backup: Path, *lost: str) -> None:
        shutil.rmtree(store_dir)
        shutil.copytree(backup, store_dir)
        for name in lost:
            (store_dir / name).unlink(missing_ok=True)

    def one_more_session(sid: str, hours: int) -> None:
        claude_session(isolated_home, sid, str(repo), ["add a test for WalkTree"], 0,
                       start=start + timedelta(hours=hours))
        run_cli("harvest")

    # The proposals file restored from before the accept, the rest as it is: the store no
    # longer says the edit was accepted, and the verdict says why there is none.
    impact.after(isolated_home, repo, start, 6, said=False)
    shutil.copy2(before_accept / "proposals.json", store_dir / "proposals.json")
    run_cli("harvest")
    entry = _accepted(pid)
    assert entry["verdict"] == "not measurable" and entry["p_value"] is None
    assert "restored from a backup" in entry["reason"]
    # The whole store from before the accept: nothing is claimed about the edit.
    restore(before_accept)
    one_more_session("b0", 7)
    assert run_json("status")["accepted_edits"] == []
    # From after the accept, with its records lost: they are made again from the proposal,
    # dated by its decision, and measured.
    restore(after_accept, "accepted_edits.json", "edit_impact.json")
    one_more_session("b1", 8)
    entry = _accepted(pid)
    assert entry["accepted_at"] == iso(float(decided))  # type: ignore[arg-type]
    assert entry["verdict"] == "helped" and entry["after"] == {"tasks": 8, "repeats": 0}


def test_damaged_records_are_skipped_and_kept(accepted: Any, isolated_home: Path) -> None:
    repo, pid, start = accepted
    store = Context.create().store
    with store.collection("accepted_edits").write() as table:
        table.insert({"id": "x:0", "proposal_id": "x", "index": 0, "target": 7})
        table.insert({"id": "y:0", "proposal_id": "y", "index": 0, "target": "/t",
                      "accepted_at": "last tuesday"})
    impact.after(isolated_home, repo, start, 6, said=False)
    run_cli("harvest")
    with store.collection("edit_impact").write() as table:
        table.insert({"id": "z:0", "before": "many", "verdict": 3})
    (entry,) = run_json("status")["accepted_edits"]
    assert entry["proposal_id"] == pid and entry["verdict"] == "helped"
    assert len(store.collection("accepted_edits")) == 3  # nothing is thrown away
    assert pid in run_cli("status").stdout


def test_showing_verdicts_loads_nothing_heavy(accepted: Any, isolated_home: Path) -> None:
    repo, pid, start = accepted
    impact.after(isolated_home, repo, start, 6, said=False)
    run_cli("harvest")
    heavy = ("litellm", "llama_cpp", "numpy", "tokenizers", "skillsleep.tasks.encoders",
             "skillsleep.tasks.standing", "skillsleep.impact.measure")
    code = ("import sys\nfrom skillsleep.cli import main\nmain(['status', '--json'])\n"
            f"main(['proposals', 'show', {pid!r}])\n"
            "from skillsleep.paths import resolve_paths\n"
            "from skillsleep_lsp.accepted import AcceptedIndex\n"
            "found = AcceptedIndex(resolve_paths().store_dir).for_document("
            f"{str(repo / SKILL_REL)!r})\n"
            "print('FOUND', [e['verdict'] for e in found])\n"
            f"print('HEAVY', [m for m in {heavy!r} if m in sys.modules])\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert "FOUND ['helped']" in out and "HEAVY []" in out
