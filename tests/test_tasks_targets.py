"""Mapping a family to the instruction documents that govern it: only the known locations,
ranked by relevance, each with the reason in words."""

from __future__ import annotations

from pathlib import Path

from skillsleep.context import Context
from skillsleep.tasks.pipeline import load_families, load_tasks
from skillsleep.tasks.targets import rank

REQUESTS = ["Write a database migration adding an index on orders.created_at",
            "create the schema migration for the new invoices table",
            "add a migration that drops the legacy users column"]


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_every_known_location_is_a_candidate_and_ranked(tmp_path: Path) -> None:
    p = tmp_path / "api"
    home = tmp_path / "home"
    _write(p / ".cursor" / "rules" / "migrations.mdc",
           "---\ndescription: Database schema migrations\n---\nEvery migration is reversible.")
    _write(p / ".github" / "instructions" / "frontend.instructions.md",
           "React components use hooks and CSS modules.")
    _write(p / ".github" / "copilot-instructions.md", "Run the tests with make test.")
    _write(p / "AGENTS.md", "# API\nMigrations live in db/migrations; never edit old ones.")
    _write(home / ".codex" / "AGENTS.md", "Answer briefly.")
    _write(home / ".claude" / "skills" / "migrations" / "SKILL.md",
           "---\nname: migrations\ndescription: Write database schema migrations\n---\nbody")
    _write(home / ".claude" / "skills" / "poems" / "SKILL.md",
           "---\nname: poems\ndescription: Write short poems about cats\n---\nrhymes")
    _write(p / "src" / "CLAUDE.md", "Not at a known location: never read.")
    targets = rank(REQUESTS, ["codex"], [str(p)], home)
    paths = [t.path for t in targets]
    assert paths[0] in {str(home / ".claude" / "skills" / "migrations" / "SKILL.md"),
                        str(p / "AGENTS.md"), str(p / ".cursor" / "rules" / "migrations.mdc")}
    assert str(p / "AGENTS.md") in paths
    assert str(home / ".claude" / "skills" / "poems" / "SKILL.md") not in paths
    assert str(p / "src" / "CLAUDE.md") not in paths
    assert len(targets) <= 5
    assert [t.score for t in targets] == sorted((t.score for t in targets), reverse=True)
    agents = next(t for t in targets if t.path == str(p / "AGENTS.md"))
    assert "read by codex in every session" in agents.reason
    assert "migration" in agents.reason
    assert all(0.0 <= t.score <= 1.0 and t.reason for t in targets)


def test_no_documents_or_no_project_means_no_targets(tmp_path: Path) -> None:
    assert rank(REQUESTS, ["codex"], [str(tmp_path / "missing")], tmp_path / "nohome") == []
    assert rank([], ["codex"], [], tmp_path) == []


def test_unreadable_and_binary_documents_are_skipped(tmp_path: Path) -> None:
    p = tmp_path / "api"
    (p / ".cursor" / "rules" / "folder.md").mkdir(parents=True)  # a folder, not a file
    (p / "CLAUDE.md").write_bytes(b"\xff\xfe\x00binary\x00migration")
    targets = rank(REQUESTS, ["claude-code"], [str(p)], tmp_path / "home")
    assert [t.path for t in targets] == [str(p / "CLAUDE.md")]


def test_damaged_task_documents_are_skipped_when_loading() -> None:
    store = Context.create().store
    with store.collection("tasks").write() as table:
        table.insert({"request": "no id"})
    with store.collection("families").write() as table:
        table.insert({"label": "no id"})
    assert load_tasks(store) == [] and load_families(store) == []


def test_a_skill_matching_half_as_well_as_the_best_skill_is_not_a_target(tmp_path: Path) -> None:
    home = tmp_path / "home"
    skills = home / ".claude" / "skills"
    _write(skills / "migrations" / "SKILL.md",
           "---\nname: migrations\ndescription: Write database schema migrations for the "
           "orders and invoices tables\n---\nEvery migration adds or drops one column or index.")
    # Shares a word or two with the family ("write", "table"), but is about other work.
    _write(skills / "changelog" / "SKILL.md",
           "---\nname: changelog\ndescription: Write a changelog entry as a table\n---\n"
           "Summarize the pull request.")
    targets = rank(REQUESTS, ["claude-code"], [], home)
    names = [Path(t.path).parent.name for t in targets]
    assert names == ["migrations"]


def test_a_document_at_each_location_of_the_one_list_is_a_candidate(tmp_path: Path) -> None:
    from skillsleep.document_kinds import HOME_LOCATIONS, PROJECT_LOCATIONS
    from skillsleep.tasks.targets import project_documents, user_documents

    for folder, locations, found in ((tmp_path / "proj", PROJECT_LOCATIONS, project_documents),
                                     (tmp_path / "home", HOME_LOCATIONS, user_documents)):
        written = []
        for loc in locations:
            path = Path(str(loc.under(folder)).replace("*", "build"))
            if path.name == "build":
                path = path.with_name("build.md")
            _write(path, f"Migrations for {loc.pattern}.")
            written.append(path)
        candidates = {c.path: c for c in found(folder)}
        assert set(candidates) == set(written)
        assert all(candidates[p].kind == loc.role
                   for p, loc in zip(written, locations, strict=True))


def test_each_harness_names_only_kinds_of_the_one_list() -> None:
    from skillsleep import harnesses
    from skillsleep.document_kinds import KINDS

    labels = {k.label for k in KINDS}
    assert all(set(h.reads_every_session) <= labels for h in harnesses.ALL)
    assert {h.id for h in harnesses.ALL if "CLAUDE.md" in h.reads_every_session} \
        == {"claude-code"}


def test_a_cursorrules_file_is_read_by_cursor_in_every_session(tmp_path: Path) -> None:
    p = tmp_path / "api"
    _write(p / ".cursorrules", "Database migrations are reversible; run make migrate-check.")
    [target] = rank(REQUESTS, ["cursor"], [str(p)], None)
    assert target.path == str(p / ".cursorrules")
    assert "read by cursor in every session" in target.reason
