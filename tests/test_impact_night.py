"""An accepted line that did not help is the next night's evidence: the later sessions where the
person still had to say it are what the night's proposal for that document must fix, and the
proposal says so.

The sessions are harvested from the logs Claude Code writes (helpers/impact.py); a night
proposes the line the person kept asking for and it is accepted with the real CLI; the person
still has to say it in every later session; the next night runs on that real store. Both nights
run through `run_night`, a scripted target model standing in for the remote agent: first it
follows the line, and then, like the agent of the later sessions, it reads past the plain line
and keeps to it only once it is marked as one it must not miss.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from skillsleep.context import Context
from skillsleep.optimize.night import run_night
from skillsleep.proposals import get_proposal

from helpers import impact
from helpers.cli import run_cli, run_json
from helpers.impact import LINE
from helpers.replay import SKILL_REL, make_repo
from helpers.scripted_models import install as install_script


class Agent:
    """Writes a Go test, with `t.Parallel()` when a line of the document asks for it; once it
    `reads_past_plain_lines`, only when that line is emphasised."""

    def __init__(self) -> None:
        self.reads_past_plain_lines = False

    def __call__(self, messages: list[dict[str, Any]]) -> str:
        system = next((m["content"] for m in messages if m["role"] == "system"), "")
        marker = r"\*\*Important:\*\*.*" if self.reads_past_plain_lines else ""
        asked = re.search(rf"^\s*{marker}.*t\.Parallel\(\)", system, re.MULTILINE)
        first = "\tt.Parallel()\n" if asked else ""
        return ("Here is the test:\n\n```go\nfunc TestIt(t *testing.T) {\n" + first
                + "\tif got := It(\"x\"); got != \"x\" {\n\t\tt.Fatal(got)\n\t}\n}\n```\n")


def _config(sleep_home: Path) -> None:
    cfg = sleep_home / "config" / "config.toml"
    cfg.parent.mkdir(parents=True, exist_ok=True)
    cfg.write_text('[models]\ntarget = "scripted/agent"\noptimizer = "scripted/optimizer"\n'
                   "[optimizer]\nepochs = 1\nbatch_size = 4\n[tasks]\nmin_family_size = 3\n",
                   encoding="utf-8")


def test_a_line_that_did_not_help_is_what_the_next_proposal_strengthens(
        tmp_path: Path, sleep_home: Path, isolated_home: Path) -> None:
    script = install_script()
    agent = Agent()
    script.handlers["agent"] = agent
    script.handlers["optimizer"] = lambda _m: "[]"  # only the person's own words make edits
    _config(sleep_home)
    repo = tmp_path / "work" / "app"
    make_repo(repo)
    start = impact.now()
    impact.before(isolated_home, repo, start)
    run_cli("harvest")
    # The night proposes the line the person keeps asking for; they accept it.
    first = run_night(Context.create(), update=False)
    assert first.status == "ok", first.reason
    (pid,) = first.proposals
    accepted = get_proposal(Context.create().store, pid)
    assert [e.new for e in accepted.edits] == [LINE]
    run_cli("proposals", "accept", pid, cwd=repo)
    # In the sessions since, their agent read past it, and they had to say it again each time.
    agent.reads_past_plain_lines = True
    impact.after(isolated_home, repo, start, 6, said=True)
    run_cli("harvest")
    (entry,) = run_json("status")["accepted_edits"]
    assert entry["verdict"] == "did not help"

    report = run_night(Context.create(), update=False)
    assert report.status == "ok", report.reason
    (new_id,) = report.proposals
    assert new_id != pid
    proposal = get_proposal(Context.create().store, new_id)
    (edit,) = [e for e in proposal.edits if "did_not_help" in e.evidence]
    # The accepted line, made one the agent cannot read past, in its place.
    assert (edit.op, edit.anchor, edit.new) == (
        "replace", LINE, f"**Important:** {LINE}")
    evidence = edit.evidence["did_not_help"]
    assert (evidence["proposal_id"], evidence["edit"]) == (pid, 1)
    assert sorted(s["session"] for s in evidence["sessions"]) == [f"a{n}" for n in range(6)]
    assert edit.rationale.startswith("Accepted on ")
    assert "did not help: it was still said in 6 of 6 tasks since" in edit.rationale
    shown = run_cli("proposals", "show", new_id).stdout
    assert "this line did not help" in shown
    assert f"edit 1 fixes edit 1 of proposal {pid}" in shown
    assert "which did not help: still said in 6 of 6 tasks since" in shown
    # Each later session told in words: the harness, the day, the project and what was said.
    (still,) = [line for line in shown.splitlines() if "still said in: " in line]
    assert still.count("Claude Code, ") == 5 and still.endswith("; and 1 more")
    assert "app: “" in still and "claude-code:" not in shown
    assert (repo / SKILL_REL).read_text(encoding="utf-8").endswith(f"{LINE}\n")
