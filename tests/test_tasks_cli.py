"""`skillopt-sleep tasks` and `clusters`, run as a user runs them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from skillsleep.context import Context
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import save_sessions

from helpers.cli import run_cli, run_json

T0 = datetime(2026, 11, 4, 8, 0, tzinfo=UTC)
FAMILY_KEYS = ["id", "label", "size", "sessions", "harnesses", "projects", "outcomes",
               "examples", "targets", "kind", "standing"]


def _store_sessions(project: Path) -> None:
    asks = [("claude-code", "Write the release notes for version 2.3, use pnpm not npm"),
            ("codex", "Draft release notes for the 2.4 release"),
            ("copilot", "write release notes for v3.0 please"),
            ("codex", "Explain the retry logic in the HTTP client")]
    save_sessions(Context.create().store, [
        Session(h, f"s{n}", str(project), started=T0 + timedelta(hours=n),
                turns=[Turn("user", "request", text), Turn("user", "request", "no, that's wrong")])
        for n, (h, text) in enumerate(asks)])


def test_clusters_json_has_exactly_the_family_keys(tmp_path: Path) -> None:
    project = tmp_path / "app"
    project.mkdir()
    (project / "AGENTS.md").write_text("# App\nRelease notes go in CHANGELOG.md.\n")
    _store_sessions(project)
    families = run_json("clusters", "--update")
    assert len(families) == 1
    fam = families[0]
    assert list(fam) == FAMILY_KEYS
    assert fam["size"] == 3 and fam["sessions"] == 3
    assert fam["harnesses"] == ["claude-code", "codex", "copilot"]
    assert fam["projects"] == [str(project)]
    assert fam["outcomes"] == {"failure": 3}
    assert len(fam["examples"]) == 3
    assert fam["targets"][0]["path"] == str(project / "AGENTS.md")
    assert set(fam["targets"][0]) == {"path", "score", "reason"}
    assert len(run_json("clusters", "--min-size", "1")) == 2

    tasks = run_json("tasks", "--family", fam["id"])
    assert len(tasks) == 3 and {t["family_id"] for t in tasks} == {fam["id"]}
    first = next(t for t in tasks if t["harness"] == "claude-code")
    assert {j["kind"] for j in first["judges"]} == {"runs", "does_not_run"}
    assert first["outcome"] == "failure"
    assert len(run_json("tasks")) == 4


def test_people_output_and_clear_errors(tmp_path: Path) -> None:
    out = run_cli("clusters").stdout
    assert "no family yet; run `skillopt-sleep harvest`" in out
    assert "no tasks yet" in run_cli("tasks").stdout
    _store_sessions(tmp_path)
    out = run_cli("tasks", "--update").stdout
    assert "4 tasks (4 new)" in out and "release notes" in out.lower()
    out = run_cli("clusters").stdout
    assert "claude-code,codex,copilot" in out and "failure=3" in out
    bad = run_cli("tasks", "--family", "nope", check=False)
    assert bad.returncode == 2 and "There is no family 'nope'" in bad.stderr
    assert "Traceback" not in bad.stderr
    bad = run_cli("clusters", "--min-size", "0", check=False)
    assert bad.returncode == 2 and "--min-size must be 1 or more" in bad.stderr
