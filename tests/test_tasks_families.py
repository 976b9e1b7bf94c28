"""Recurring families from synthetic sessions with known families, across harnesses, kept up to
date incrementally and re-clustered in full when the corpus grew."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from skillsleep.context import Context
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import save_sessions
from skillsleep.tasks.pipeline import (
    load_families,
    load_tasks,
    recurring_families,
    tasks_for_document,
    update_tasks,
)

T0 = datetime(2026, 11, 3, 8, 0, tzinfo=UTC)

RELEASE = ["Write the release notes for version 2.3", "Draft release notes for the 2.4 release",
           "write release notes for v3.0 please", "Can you write up the release notes for 3.1?"]
TESTS = ["Fix the failing unit tests in the payments module",
         "The payments unit tests are failing, fix them",
         "fix the broken unit test in payments/refund.py"]
OTHER = ["Translate the French error messages into English"]
# Work of no built-in kind: clustered by meaning.
TRANSLATE = ["Translate the French error messages into English",
             "translate the French error messages to English",
             "Translate the French UI strings into English",
             "translate the German UI strings to English"]


def sessions(project: Path) -> list[Session]:
    out = []
    for n, text in enumerate(RELEASE + TESTS + OTHER):
        harness = "codex" if n % 2 else "claude-code"
        out.append(Session(harness, f"s{n}", str(project), started=T0 + timedelta(hours=n),
                           turns=[Turn("user", "request", text, T0 + timedelta(hours=n)),
                                  Turn("user", "request", "thanks", T0 + timedelta(hours=n))]))
    return out


def late_release_notes(project: Path) -> Session:
    """One more request of the release-notes family, a day later, in another harness."""
    return Session("copilot", "late", str(project), started=T0 + timedelta(days=1),
                   turns=[Turn("user", "request", "please write the release notes for 3.2")])


def by_request(ctx: Context) -> dict[str, str | None]:
    return {t.request: t.family_id for t in load_tasks(ctx.store)}


@pytest.fixture
def project(tmp_path: Path) -> Path:
    p = tmp_path / "shop"
    (p / ".claude" / "skills" / "release-notes").mkdir(parents=True)
    (p / ".claude" / "skills" / "release-notes" / "SKILL.md").write_text(
        "---\nname: release-notes\ndescription: Write release notes and changelogs for a new "
        "version\n---\n# Release notes\nList the changes since the last release.\n")
    (p / ".claude" / "skills" / "db-migrations").mkdir(parents=True)
    (p / ".claude" / "skills" / "db-migrations" / "SKILL.md").write_text(
        "---\nname: db-migrations\ndescription: Create database schema migrations\n---\n"
        "Use alembic revision --autogenerate.\n")
    (p / "CLAUDE.md").write_text("# Shop\nRun the unit tests with pytest before committing.\n")
    (p / "AGENTS.md").write_text("# Shop\nUse pnpm for the frontend.\n")
    return p


def test_known_families_come_out_and_span_two_harnesses(project: Path) -> None:
    ctx = Context.create()
    save_sessions(ctx.store, sessions(project))
    report = update_tasks(ctx)
    assert report.full and report.tasks == 8
    fam = by_request(ctx)
    assert len({fam[r] for r in RELEASE}) == 1
    assert len({fam[r] for r in TESTS}) == 1
    assert fam[RELEASE[0]] != fam[TESTS[0]] != fam[OTHER[0]]
    families = {f.id: f for f in load_families(ctx.store)}
    release = families[fam[RELEASE[0]]]
    assert release.harnesses == ["claude-code", "codex"]
    assert release.size == 4 and len(release.sessions) == 4
    assert release.recurring and families[fam[TESTS[0]]].recurring
    assert not families[fam[OTHER[0]]].recurring
    assert release.outcomes == {"success": 4}
    # Families are kinds of work: release notes are documentation, failing tests are checks.
    assert (release.kind, release.label) == ("docs", "write or update documentation")
    assert families[fam[TESTS[0]]].kind == "checks"
    assert families[fam[OTHER[0]]].kind is None
    assert set(release.examples) <= set(RELEASE) and len(release.examples) == 3
    assert {f.id for f in recurring_families(ctx.store)} == {fam[RELEASE[0]], fam[TESTS[0]]}


def test_recurring_families_map_to_documents_with_reasons(project: Path) -> None:
    ctx = Context.create()
    save_sessions(ctx.store, sessions(project))
    update_tasks(ctx)
    fam = by_request(ctx)
    families = {f.id: f for f in load_families(ctx.store)}
    release = families[fam[RELEASE[0]]]
    skill = str(project / ".claude" / "skills" / "release-notes" / "SKILL.md")
    assert release.targets[0].path == skill
    assert "release-notes" in release.targets[0].reason
    paths = [t.path for t in release.targets]
    assert str(project / ".claude" / "skills" / "db-migrations" / "SKILL.md") not in paths
    assert str(project / "CLAUDE.md") in paths
    claude = next(t for t in release.targets if t.path.endswith("CLAUDE.md"))
    assert "read by claude-code in every session" in claude.reason
    tests = families[fam[TESTS[0]]]
    assert tests.targets[0].path == str(project / "CLAUDE.md")  # it says how to run the tests
    assert {t.request for t in tasks_for_document(ctx.store, skill)} == set(RELEASE)
    assert tasks_for_document(ctx.store, project / "README.md") == []


def test_user_level_skills_are_candidates(project: Path, isolated_home: Path) -> None:
    skill = isolated_home / ".claude" / "skills" / "unit-tests" / "SKILL.md"
    skill.parent.mkdir(parents=True)
    skill.write_text("---\nname: unit-tests\ndescription: Fix failing unit tests\n---\nRun "
                     "the failing test first.\n")
    ctx = Context.create()
    save_sessions(ctx.store, sessions(project))
    update_tasks(ctx)
    tests = next(f for f in recurring_families(ctx.store) if f.kind == "checks")
    assert str(skill) in [t.path for t in tests.targets]


def test_new_task_joins_its_family_incrementally_and_ids_stay(project: Path) -> None:
    ctx = Context.create()
    save_sessions(ctx.store, sessions(project))
    update_tasks(ctx)
    before = by_request(ctx)
    save_sessions(ctx.store, [late_release_notes(project)])
    report = update_tasks(ctx)
    assert not report.full and report.new_tasks == 1
    after = by_request(ctx)
    assert after["please write the release notes for 3.2"] == before[RELEASE[0]]
    assert {r: after[r] for r in before} == before
    release = next(f for f in load_families(ctx.store) if f.id == before[RELEASE[0]])
    assert release.harnesses == ["claude-code", "codex", "copilot"]


def _translations(project: Path, texts: list[str], start: int = 0) -> list[Session]:
    return [Session("codex", f"t{start + n}", str(project),
                    started=T0 + timedelta(hours=start + n),
                    turns=[Turn("user", "request", text, T0 + timedelta(hours=start + n))])
            for n, text in enumerate(texts)]


def test_work_of_no_known_kind_is_clustered_by_meaning(project: Path) -> None:
    ctx = Context.create()
    save_sessions(ctx.store, sessions(project) + _translations(project, TRANSLATE[1:], 20))
    update_tasks(ctx)
    fam = by_request(ctx)
    assert len({fam[r] for r in TRANSLATE}) == 1
    family = next(f for f in load_families(ctx.store) if f.id == fam[TRANSLATE[0]])
    assert family.kind is None and family.size == 4 and "translate" in family.label


def test_growth_beyond_a_quarter_triggers_a_full_pass(project: Path) -> None:
    ctx = Context.create()
    save_sessions(ctx.store, _translations(project, TRANSLATE[:2]))
    assert update_tasks(ctx).full
    save_sessions(ctx.store, _translations(project, TRANSLATE[2:], 2))  # 2 -> 4 open tasks
    report = update_tasks(ctx)
    assert report.full
    assert not update_tasks(ctx).full
    assert update_tasks(ctx, full=True).full
    # Family ids survive a full pass: the translation family keeps its id.
    fam = by_request(ctx)
    assert len({fam[r] for r in TRANSLATE}) == 1


def test_a_family_across_projects_trains_each_projects_document_on_its_own_work(
        tmp_path: Path, isolated_home: Path) -> None:
    api, web = tmp_path / "api", tmp_path / "web"
    for p in (api, web):
        (p / "src").mkdir(parents=True)
        (p / "CLAUDE.md").write_text("# Project\nRun the unit tests before committing.\n")
    user_doc = isolated_home / ".claude" / "CLAUDE.md"
    user_doc.parent.mkdir(parents=True)
    user_doc.write_text("# Me\nFix the failing unit tests first.\n")
    ctx = Context.create()
    out = []
    for n, (project, text) in enumerate([(api, TESTS[0]), (api / "src", TESTS[1]),
                                         (web, TESTS[2]), (web, TESTS[0])]):
        out.append(Session("codex", f"x{n}", str(project), started=T0 + timedelta(hours=n),
                           turns=[Turn("user", "request", text, T0 + timedelta(hours=n))]))
    save_sessions(ctx.store, out)
    update_tasks(ctx)
    (family,) = [f for f in recurring_families(ctx.store) if f.kind == "checks"]
    paths = {t.path for t in family.targets}
    assert {str(api / "CLAUDE.md"), str(web / "CLAUDE.md"), str(user_doc)} <= paths
    # The api document learns from the work done in api (its subfolders included) only.
    assert {t.session_id for t in tasks_for_document(ctx.store, api / "CLAUDE.md")} == \
        {"x0", "x1"}
    assert {t.session_id for t in tasks_for_document(ctx.store, web / "CLAUDE.md")} == \
        {"x2", "x3"}
    assert len(tasks_for_document(ctx.store, user_doc)) == 4


def _stored_files(ctx: Context) -> dict[str, bytes]:
    return {n: (ctx.store.root / f"{n}.json").read_bytes()
            for n in ("tasks", "families", "tasks_meta")}


def test_a_failure_at_any_step_leaves_the_last_result_whole(
        project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from skillsleep.tasks import pipeline

    ctx = Context.create()
    save_sessions(ctx.store, sessions(project))
    update_tasks(ctx)
    before = _stored_files(ctx)
    save_sessions(ctx.store, [late_release_notes(project)])

    def fail(*_args: object) -> None:
        raise RuntimeError("the disk went away")

    for step in ("_mine", "_cluster", "_families"):
        with monkeypatch.context() as m:
            m.setattr(pipeline, step, fail)
            with pytest.raises(RuntimeError):
                update_tasks(ctx, sessions=["copilot:late"])
        assert _stored_files(ctx) == before, step

    # Killed in the middle of writing the result (after the first file is in place): the next
    # process to open the store finds the whole new result.
    child = subprocess.run([sys.executable, "-c", textwrap.dedent("""
        import os
        from skillsleep import store
        from skillsleep.context import Context
        from skillsleep.tasks.pipeline import update_tasks
        real = store.Collection._install_staged
        def install_then_die(self, data):
            real(self, data)
            os._exit(9)
        store.Collection._install_staged = install_then_die
        update_tasks(Context.create(), sessions=["copilot:late"])
    """)], capture_output=True, text=True, timeout=120)
    assert child.returncode == 9, child.stderr
    ctx = Context.create()
    tasks = {t.id: t for t in load_tasks(ctx.store)}
    families = load_families(ctx.store)
    assert "please write the release notes for 3.2" in {t.request for t in tasks.values()}
    assert {i for f in families for i in f.task_ids} == set(tasks)
    assert all(tasks[i].family_id == f.id for f in families for i in f.task_ids)
    assert update_tasks(ctx, sessions=[]).new_tasks == 0  # and the next update goes on from it
