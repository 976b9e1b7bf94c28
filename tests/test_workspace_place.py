"""Where a task happened, from sessions harvested in each harness's real format: the repository,
the branch and the commit; and the clear reason when a task cannot be replayed there."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest

from skillsleep.context import Context
from skillsleep.harvest import run_harvest
from skillsleep.harvest.merge import mark_own_calls
from skillsleep.logs.checks import checks_in, choose_check, is_check
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import get_session
from skillsleep.tasks.judges.answer import MustMention
from skillsleep.tasks.judges.work import AddsNothingMatching, Runs
from skillsleep.tasks.taskdata import Task
from skillsleep.workspace.place import NotReplayable, SessionFacts, locate, session_facts
from skillsleep.workspace.plan import CHAT, NONE, WORKSPACE, plan_replays

from conftest import SHARED
from helpers.replay import (
    SKILL,
    SKILL_REL,
    claude_session,
    codex_session,
    git,
    make_repo,
)

STARTED = datetime(2026, 1, 10, 10, 0, tzinfo=UTC)


@pytest.fixture
def repo(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    root = tmp_path / "work" / "app"
    return root, make_repo(root)


def test_the_harvest_keeps_the_branch_commit_and_checks_of_a_session(
        repo: tuple[Path, dict[str, str]], isolated_home: Path) -> None:
    root, commits = repo
    claude_session(isolated_home, "c1", str(root), ["add a test for ParseConfig"], 10,
                   branch="feature/render",
                   commands=("mise run lint", "cd /tmp && ls", "mise run fmt", "go test ./..."))
    codex_session(isolated_home, "019b0000-0000-7000-8000-000000000001", str(root),
                  "add a test for LoadSettings", 11, commit=commits["before_sessions"])
    ctx = Context.create()
    run_harvest(ctx)
    claude = get_session(ctx.store, "claude-code", "c1")
    assert claude is not None and claude.branch == "feature/render" and claude.commit is None
    # Only the project's own checks, in the order first run: no one-off, no formatter.
    assert claude.checks == ["mise run lint", "go test ./..."]
    codex = get_session(ctx.store, "codex", "019b0000-0000-7000-8000-000000000001")
    assert codex is not None and codex.branch == "main"
    assert codex.commit == commits["before_sessions"]
    facts = session_facts(ctx.store, {"claude-code:c1": "2026-01-10T10:00:00Z",
                                      "codex:019b0000-0000-7000-8000-000000000001": None})
    assert facts["claude-code:c1"].branch == "feature/render"
    assert locate(facts["codex:019b0000-0000-7000-8000-000000000001"]).commit == \
        commits["before_sessions"]


def test_a_session_that_ran_in_a_replay_worktree_is_never_the_persons_work() -> None:
    cwd = "/home/me/.cache/skillopt-sleep/replays/ab12/skillopt-sleep-headless-replay-ab12/cmd"
    session = mark_own_calls(Session("claude-code", "x", project=cwd,
                                     turns=[Turn("user", "request", "add a test for X")]))
    assert [t.kind for t in session.turns] == ["own_call"]


def test_the_real_labelled_history_records_branches(isolated_home: Path) -> None:
    """The real developer history: every Claude Code session records its branch."""
    src = SHARED / "realdata" / "entireio-dev" / "claude-home" / ".claude"
    projects = sorted((src / "projects").iterdir())[:6]
    for folder in projects:
        shutil.copytree(folder, isolated_home / ".claude" / "projects" / folder.name)
    ctx = Context.create()
    run_harvest(ctx, harnesses=["claude-code"])
    from skillsleep.sessions import iter_sessions

    sessions = [s for s in iter_sessions(ctx.store) if s.requests]
    assert sessions and all(s.branch for s in sessions)
    assert any("mise run" in c for s in sessions for c in s.checks)


def test_the_commit_is_the_newest_of_the_branch_at_the_sessions_start(
        repo: tuple[Path, dict[str, str]]) -> None:
    root, commits = repo
    place = locate(SessionFacts(project=str(root / "cmd"), started=STARTED, branch="main"))
    assert place.commit == commits["before_sessions"] and place.subdir == "cmd"
    assert place.repository == (root / ".git").resolve()
    # A branch that is gone: the default branch at that time.
    gone = locate(SessionFacts(project=str(root), started=STARTED, branch="fix/old"))
    assert gone.commit == commits["before_sessions"]
    assert "the default branch main" in gone.how and "fix/old is gone" in gone.how
    # A remote-tracking copy of the branch counts too.
    git(root, "update-ref", "refs/remotes/origin/shared", commits["start"])
    remote = locate(SessionFacts(project=str(root), started=STARTED, branch="shared"))
    assert remote.commit == commits["start"]


def test_a_worktree_that_is_gone_still_finds_its_repository(
        repo: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    root, commits = repo
    wt = root / ".worktrees" / "2"
    git(root, "worktree", "add", "-q", "-b", "wt-branch", str(wt), commits["start"])
    facts = SessionFacts(project=str(wt), started=STARTED, branch="wt-branch")
    assert locate(facts).commit == commits["start"]
    git(root, "worktree", "remove", str(wt))
    place = locate(facts)
    assert place.commit == commits["start"]
    assert "is gone, its repository is" in place.how


def test_a_repository_that_moved_or_a_commit_that_is_gone_is_not_replayable(
        repo: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    root, _ = repo
    moved = locate(SessionFacts(project=str(tmp_path / "old" / "place"), started=STARTED))
    assert moved == NotReplayable(
        f"the session's folder {tmp_path / 'old' / 'place'} no longer exists (the repository "
        f"moved or was deleted)")
    gone = locate(SessionFacts(project=str(root), commit="0123456789abcdef" * 2 + "01234567"))
    assert isinstance(gone, NotReplayable)
    assert gone.reason.startswith("the commit 0123456789ab the session started from is no "
                                  "longer in the repository")
    plain = tmp_path / "plain"
    plain.mkdir()
    assert locate(SessionFacts(project=str(plain), started=STARTED)) == NotReplayable(
        f"the session's folder {plain} is not in a git repository")
    too_early = locate(SessionFacts(project=str(root), branch="main",
                                    started=datetime(2020, 1, 1, tzinfo=UTC)))
    assert isinstance(too_early, NotReplayable) and "is older than the session's start" in \
        too_early.reason
    assert locate(SessionFacts(project=None)).reason == "the session recorded no working folder"


def test_each_task_is_planned_in_a_workspace_in_chat_or_not_at_all(
        repo: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    root, _ = repo

    def task(tid: str, judges: list, session: str = "s1") -> Task:
        return Task(id=tid, request="add a test for X", harness="claude-code",
                    session_id=session, judges=judges)

    facts = {"claude-code:s1": SessionFacts(project=str(root), started=STARTED, branch="main"),
             "claude-code:gone": SessionFacts(project=str(tmp_path / "moved"), started=STARTED)}
    tasks = [task("code", [AddsNothingMatching(term="testify")]),
             task("text", [MustMention(terms=["pnpm"])]),
             task("moved", [AddsNothingMatching(term="testify")], "gone"),
             task("cmds", [Runs(command="make lint")], "gone"),
             task("nothing", [])]
    plan = plan_replays(str(root / SKILL_REL), SKILL, tasks, facts, None, False)
    assert {t: plan.mode(t) for t in plan.entries} == {
        "code": WORKSPACE, "text": CHAT, "moved": CHAT, "cmds": NONE, "nothing": NONE}
    assert plan.doc_rel == SKILL_REL
    assert plan.reasons() == {f"the session's folder {tmp_path / 'moved'} no longer exists "
                              f"(the repository moved or was deleted)": 2}
    # Without a harness CLI, every task that needs a workspace says why.
    none = plan_replays(str(root / SKILL_REL), SKILL, tasks, facts, "no CLI", False)
    assert none.mode("code") == CHAT and none.reasons() == {"no CLI": 3}
    # A document outside the session's repository cannot be shown to a replay.
    other = tmp_path / "other"
    make_repo(other)
    elsewhere = plan_replays(str(other / SKILL_REL), SKILL, tasks[:1], facts, None, False)
    assert "is not in the session's repository" in next(iter(elsewhere.reasons()))
    home_doc = tmp_path / "home-doc" / "CLAUDE.md"
    home_doc.parent.mkdir()
    home_doc.write_text("# mine\n")
    user = plan_replays(str(home_doc), "x", tasks[:1], facts, None, False)
    assert "is not inside a repository" in next(iter(user.reasons()))


def test_a_code_task_with_a_known_check_is_judged_in_a_workspace_by_that_check(
        repo: tuple[Path, dict[str, str]]) -> None:
    root, _ = repo
    facts = {"claude-code:s1": SessionFacts(project=str(root), started=STARTED, branch="main",
                                            checks=("mise run lint",))}
    fix = Task(id="fix", request="fix the lint errors", harness="claude-code",
               session_id="s1", kind="checks")
    explain = Task(id="explain", request="explain the linter setup", harness="claude-code",
                   session_id="s1", kind="explain")
    plan = plan_replays(str(root / SKILL_REL), SKILL, [fix, explain], facts, None, False)
    assert plan.mode("fix") == WORKSPACE and plan.mode("explain") == NONE
    [judge] = plan.entries["fix"].task.judges
    assert (judge.kind, judge.command) == ("checks_pass", "mise run lint")
    assert judge.quote == "the project's check `mise run lint`, as the session ran it"
    # No check known: nothing can score it, in a worktree or in chat.
    facts["claude-code:s1"] = SessionFacts(project=str(root), started=STARTED, branch="main")
    assert plan_replays(str(root / SKILL_REL), SKILL, [fix], facts, None, False) \
        .mode("fix") == NONE


def test_the_check_is_the_one_asked_for_then_the_sessions_then_the_documents(
        repo: tuple[Path, dict[str, str]]) -> None:
    root, _ = repo
    facts = {"claude-code:s1": SessionFacts(project=str(root), started=STARTED, branch="main",
                                            checks=("go test ./...", "mise run lint"))}
    doc = SKILL + "\nBefore you finish, run `npm test`.\n"

    def planned(request: str, judges: list) -> str | None:
        t = Task(id="t", request=request, harness="claude-code", session_id="s1", judges=judges)
        return plan_replays(str(root / SKILL_REL), doc, [t], facts, None, False) \
            .entries["t"].check

    testify = AddsNothingMatching(term="testify")
    assert planned("fix the lint errors", [testify]) == "mise run lint"
    assert planned("add a test for X", [testify]) == "go test ./..."
    assert planned("add a test", [testify, Runs(command="make check")]) == "make check"
    facts["claude-code:s1"] = SessionFacts(project=str(root), started=STARTED, branch="main")
    assert planned("add a test for X", [testify]) == "npm test"


@pytest.mark.parametrize(("line", "check"), [
    ("mise run lint", True), ("mise run test:ci", True), ("go test ./cmd/entire/cli/", True),
    ("npm test", True), ("npm run build", True), ("pytest -q", True),
    ("FOO=1 make test", True), ("golangci-lint run", True),
    ("mise run fmt", False), ("make", False), ("git status", False), ("ls -la", False),
    ("cd /x && go test ./...", False), ("go test ./... 2>&1", False),
    ("go test /Users/me/app/...", False), ("go test $(go list ./...)", False),
    ("echo 'unterminated", False), ("", False), ("x" * 300, False),
    # Quoted or escaped words are read as the shell reads them.
    ('"npm" test', True), ("mise run 'lint'", True), ("m\\ake test", True),
    ("npm run 'build", False), ('go test "/abs/path"', False), ("make \\~/x", False),
])
def test_what_counts_as_a_projects_check(line: str, check: bool) -> None:
    assert is_check(line) is check


def test_the_checks_a_document_names() -> None:
    text = (SHARED / "realdata" / "entireio-dev" / "project-docs" / "CLAUDE.md").read_text()
    found = checks_in(text)
    assert found[:4] == ["mise run test", "mise run test:integration", "mise run test:ci",
                         "mise run lint"]
    assert "mise run fmt" not in found
    assert choose_check("fix the lint", found) == "mise run lint"
    assert choose_check("refactor the parser", found) == "mise run test"
    assert choose_check("anything", []) is None
