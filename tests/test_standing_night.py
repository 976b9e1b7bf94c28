"""What a person keeps correcting becomes a line of their document: six sessions of asking the
agent for a test, harvested from the logs Claude Code writes; in three of them, in three
different sessions, the person corrects it with a rule and a reason, worded differently each
time (or, in the second history, asks for the same call as part of the request, with no word of
a rule). The ask becomes one standing preference with its three origins, and a night whose
target is the real Claude Code CLI (from npm, its model a scripted endpoint on the loopback that
follows the documents it is shown) replays the family's tasks in throwaway worktrees, keeps the
edit that states the preference because the replays under it pass, and proposes it."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from helpers import real_clis
from helpers.cli import run_cli, run_json
from helpers.messages_api import MessagesAPI
from helpers.replay import SKILL, SKILL_REL, SUBJECTS, claude_session, make_repo, snapshot

pytestmark = pytest.mark.usefixtures("real_clis_on_path")

CORRECTIONS = {
    0: "no - always call `t.Parallel()` in new tests, we use that for a fast CI",
    2: "no, always add `t.Parallel()` at the top of each test; we rely on it to keep the suite "
       "quick",
    4: "nope - always use `t.Parallel()` in these tests, we use it so the package runs tests "
       "side by side",
}
# The same call asked for as part of three requests, each time for the test at hand.
ASKED = {
    0: "add a test for {}; use `t.Parallel()` in it",
    2: "add a test for {}. Please call t.Parallel() at the top of it",
    4: "add a test for {} - and add `t.Parallel()` to it as well",
}


def _as_a_rule(n: int, subject: str) -> list[str]:
    return [f"add a test for {subject}"] + ([CORRECTIONS[n]] if n in CORRECTIONS else [])


def _asked_each_time(n: int, subject: str) -> list[str]:
    return [ASKED[n].format(subject) if n in ASKED else f"add a test for {subject}"]


@pytest.mark.parametrize(("history", "durable"), [(_as_a_rule, True),
                                                  (_asked_each_time, False)])
def test_what_is_said_in_three_sessions_is_learned_proposed_and_validated(
        tmp_path: Path, sleep_home: Path, isolated_home: Path,
        history: Callable[[int, str], list[str]], durable: bool) -> None:
    repo = tmp_path / "work" / "app"
    make_repo(repo)
    for n, subject in enumerate(SUBJECTS[:6]):
        claude_session(isolated_home, f"s{n}", str(repo), history(n, subject), 10 + n)
    real_clis.night_config(sleep_home, "[optimizer]\nepochs = 1\nbatch_size = 4\n"
                                       "[tasks]\nmin_family_size = 3\n")
    run_cli("harvest")

    (family,) = [f for f in run_json("clusters", "--min-size", "1") if f["kind"] == "add-tests"]
    assert family["size"] == 6
    (pref,) = family["standing"]
    assert (pref["kind"], pref["params"]["term"], bool(pref.get("durable"))) == (
        "diff_adds", "t.Parallel()", durable)
    assert [o["session"] for o in pref["origins"]] == ["s0", "s2", "s4"]
    assert pref["said_in"] == 3
    assert "said in 3 sessions" in run_cli("clusters").stdout

    before = snapshot(repo)
    with MessagesAPI() as api:
        env = {**os.environ, **real_clis.claude_env(api.url)}
        report = run_json("run", env=env, timeout=900)
    assert report["status"] == "ok", report
    [doc] = report["documents"]
    assert doc["path"] == str((repo / SKILL_REL).resolve())
    # Replayed in worktrees through the real CLI: without the line the tests it writes lack
    # the call, with it they have it, and the gate keeps the line on validation.
    assert doc["replayed"]["workspace"] >= 3
    assert doc["edits_accepted"] >= 1 and doc["val_after"] > doc["val_before"]
    kept = [e for d in doc["decisions"] if d["accepted"] for e in d["edits"]]
    assert any("t.Parallel()" in e for e in kept), doc["decisions"]
    shown = run_cli("proposals", "show", report["proposals"][0]).stdout
    assert "t.Parallel()" in shown and "said in 3 sessions" in shown
    # The CLI was given the candidate document in its worktree, never the person's checkout.
    assert any("Use `t.Parallel()`" in r.text for r in api.turns())
    assert snapshot(repo) == before
    assert (repo / SKILL_REL).read_text(encoding="utf-8") == SKILL
