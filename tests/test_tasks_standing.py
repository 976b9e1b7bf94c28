"""Commit-message constraints become precise judges, and only what a person states as a rule, or
has to say again in another session, becomes a standing preference of the family: with every
place it was said, copied to the family's other tasks in that project, and reported as repeated
when the governing document already says it."""

from __future__ import annotations

import json
import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from skillsleep.context import Context
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import save_sessions
from skillsleep.tasks.judges import Origin
from skillsleep.tasks.judges.answer import message_lines
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.pipeline import load_families, load_tasks, update_tasks

from helpers.cli import run_cli

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
ORIGIN = Origin("codex", "s1", "r0")


def _derive(request: str, *follow_ups: str) -> list:  # type: ignore[type-arg]
    quotes = [Quote(request, ORIGIN)]
    quotes += [Quote(f, Origin("codex", "s1", f"r{i}"), followup=True)
               for i, f in enumerate(follow_ups, start=2)]
    return derive(quotes)


def _said(judge, text: str) -> float | None:  # type: ignore[no-untyped-def]
    from skillsleep.tasks.judges import Attempt

    return judge.score(Attempt.of_answer(text))


@pytest.mark.parametrize("words", [
    "no, use conventional commits: feat:/fix: prefix",
    "use conventional commits please, with the feat:/fix: type prefix",
    "that's not conventional commits. start with fix: or feat: like the rest of the history",
])
def test_conventional_commits_become_a_subject_line_pattern_not_a_word(words: str) -> None:
    judges = _derive("write a commit message for the staged changes", words)
    assert [j.kind for j in judges] == ["regex"]
    regex = judges[0]
    assert regex.line == 1 and regex.followup and regex.origin == Origin("codex", "s1", "r2")
    assert _said(regex, "feat(cart): show the amount missing for free shipping") == 1.0
    assert _said(regex, "Here's a commit message:\n\nfix: clear the timer\n\nbody") == 1.0
    assert _said(regex, "```\nchore(deps): bump vite to 5.4.8\n```") == 1.0
    # The type must open the subject line; anywhere else it does not count.
    assert _said(regex, "Updated the cart\n\nfeat: later line") == 0.0
    assert _said(regex, "features: add x") == 0.0
    # The instruction names the convention, with no example written for one project.
    assert "conventional commits" in regex.instruction()


def test_a_pasted_review_finding_that_says_fix_is_not_a_commit_convention() -> None:
    assert _derive("can you fix: 1. Critical: Duplicate Code in the handlers") == []


@pytest.mark.parametrize("words", [
    "keep the subject under 72 characters",
    "too long, the subject line has to stay under 72 chars",
    "shorter subject please, max 72 characters",
])
def test_subject_length_becomes_a_first_line_limit(words: str) -> None:
    (judge,) = _derive("commit msg for the staged diff please", words)
    assert judge.kind == "max_line_chars" and (judge.line, judge.limit) == (1, 72)
    assert _said(judge, "fix(hooks): clear timer on unmount\n\n" + "long body " * 30) == 1.0
    assert _said(judge, "x" * 144 + "\n\nbody") == 0.5


def test_message_lines_skip_lead_ins_and_decoration() -> None:
    assert message_lines("Here's a commit message:\n\n**feat: add x**\n\nbody") == \
        ["feat: add x", "body"]
    assert message_lines("Sure.\n```text\n# fix: y\n```") == ["fix: y"]


def _store(ctx: Context, sessions: list[tuple[str, str, list[tuple[str, str]]]]) -> None:
    save_sessions(ctx.store, [
        Session("claude-code", sid, project, started=T0 + timedelta(hours=h), turns=[
            Turn("assistant" if kind == "response" else "user", kind, text,  # type: ignore[arg-type]
                 T0 + timedelta(hours=h, minutes=m), record=f"{sid}-{m}")
            for m, (kind, text) in enumerate(turns)])
        for h, (sid, project, turns) in enumerate(sessions)])


def _tests_session(sid: str, project: str, correction: str | None) -> tuple[str, str, list]:  # type: ignore[type-arg]
    turns = [("request", f"add unit tests for the {sid} parser"),
             ("response", "Added tests using testify's assert package.")]
    if correction:
        turns.append(("request", correction))
    return sid, project, turns


def test_a_correction_said_in_two_sessions_is_one_preference_with_both_origins(
        isolated_home: Path) -> None:
    ctx = Context.create()
    _store(ctx, [
        _tests_session("a", "/work/api", "no testify please, plain stdlib testing"),
        _tests_session("b", "/work/api", None),
        _tests_session("c", "/work/api", "again: no testify"),
        _tests_session("d", "/work/web", None),
    ])
    update_tasks(ctx)
    (family,) = [f for f in load_families(ctx.store) if f.kind == "add-tests"]
    (pref,) = family.standing
    assert pref["kind"] == "diff_avoids" and pref["params"]["term"] == "testify"
    assert [o["session"] for o in pref["origins"]] == ["a", "c"]
    assert [o["record"] for o in pref["origins"]] == ["a-2", "c-2"]
    assert pref["origin"]["record"] == "c-2" and pref["project"] == "/work/api"
    assert "2 sessions" in pref["why"]
    tasks = {t.session_id: t for t in load_tasks(ctx.store)}
    copy = next(j for j in tasks["b"].judges if j.kind == "diff_avoids")
    assert copy.standing and copy.origin == Origin("claude-code", "c", "c-2")
    # Another project is another person's codebase: the preference stays where it was said.
    assert not any(j.kind == "diff_avoids" for j in tasks["d"].judges)


def test_one_correction_or_a_request_spec_stays_with_its_task(isolated_home: Path) -> None:
    ctx = Context.create()
    _store(ctx, [
        _tests_session("a", "/work/api", "no testify please"),
        _tests_session("b", "/work/api", None),
        ("c", "/work/api", [("request", "add a `--dry-run` flag to the sync command")]),
        ("d", "/work/api", [("request", "add a progress bar to the sync command")]),
    ])
    update_tasks(ctx)
    assert all(not f.standing for f in load_families(ctx.store))
    tasks = {t.session_id: t for t in load_tasks(ctx.store)}
    assert not tasks["b"].judges
    # A request's own spec judges its own task, no more.
    assert [j.kind for j in tasks["c"].judges] == ["diff_adds"] and not tasks["d"].judges


def test_a_rule_said_once_is_standing_and_the_document_saying_it_is_reported(
        isolated_home: Path) -> None:
    project = isolated_home / "api"
    (project / ".git").mkdir(parents=True)
    (project / "CLAUDE.md").write_text("# API\n\n- Tests: never use testify.\n- Run make lint.\n")
    ctx = Context.create()
    _store(ctx, [
        _tests_session("a", str(project), "we never use testify here"),
        _tests_session("b", str(project), None),
        _tests_session("c", str(project), None),  # three tasks: a recurring family
    ])
    update_tasks(ctx)
    (family,) = [f for f in load_families(ctx.store) if f.kind == "add-tests"]
    (pref,) = family.standing
    assert pref["durable"] and pref["why"].startswith("said in 1 session, as a rule")
    assert pref["repeated_in"] == [{"path": str(project / "CLAUDE.md"), "line": 3,
                                    "text": "- Tests: never use testify."}]


def test_a_rule_about_one_place_or_a_rename_said_once_stays_with_its_task(
        isolated_home: Path) -> None:
    ctx = Context.create()
    _store(ctx, [
        _tests_session("a", "/work/api", "always call `resetClock()` at the end of `TestMain`"),
        _tests_session("b", "/work/api",
                       "rename `parse_row` to `parseRow` in `rows.go`, we always use camelCase"),
        _tests_session("c", "/work/api", "use `t.TempDir()` everywhere in `store_test.go`"),
        _tests_session("d", "/work/api", None),
    ])
    update_tasks(ctx)
    (family,) = [f for f in load_families(ctx.store) if f.kind == "add-tests"]
    assert family.standing == []
    tasks = {t.session_id: t for t in load_tasks(ctx.store)}
    assert [j.key_terms() for j in tasks["a"].judges] == [["resetClock()"]]
    assert not tasks["a"].judges[0].durable and not tasks["d"].judges


def test_a_rule_about_one_place_said_in_two_sessions_is_a_preference(
        isolated_home: Path) -> None:
    ctx = Context.create()
    _store(ctx, [
        _tests_session("a", "/work/api", "always call `resetClock()` at the end of `TestMain`"),
        _tests_session("b", "/work/api", None),
        _tests_session("c", "/work/api", "again, always call `resetClock()` in `TestMain`"),
    ])
    update_tasks(ctx)
    (family,) = [f for f in load_families(ctx.store) if f.kind == "add-tests"]
    (pref,) = family.standing
    assert pref["params"]["term"] == "resetClock()" and pref["sessions"] == [
        "claude-code:a", "claude-code:c"]


def test_one_ask_worded_three_ways_in_three_sessions_is_one_preference(
        isolated_home: Path) -> None:
    ctx = Context.create()
    _store(ctx, [
        _tests_session("a", "/work/api", "compare the errors using `require.ErrorIs`"),
        _tests_session("b", "/work/api", "switch these checks to use `require.ErrorIs`"),
        _tests_session("c", "/work/api", None),
        _tests_session("d", "/work/api", "assert with `require.ErrorIs` here"),
    ])
    update_tasks(ctx)
    (family,) = [f for f in load_families(ctx.store) if f.kind == "add-tests"]
    (pref,) = family.standing
    assert pref["params"]["term"] == "require.ErrorIs" and not pref.get("durable")
    assert pref["sessions"] == ["claude-code:a", "claude-code:b", "claude-code:d"]
    assert "3 sessions" in pref["why"]


def test_clusters_json_carries_standing_with_provenance(isolated_home: Path) -> None:
    ctx = Context.create()
    _store(ctx, [_tests_session("a", "/work/api", "always run make lint before you finish"),
                 _tests_session("b", "/work/api", None)])
    update_tasks(ctx)
    families = json.loads(run_cli("clusters", "--json", "--min-size", "1").stdout)
    (fam,) = [f for f in families if f["kind"] == "add-tests"]
    (pref,) = fam["standing"]
    assert pref["kind"] == "runs" and pref["params"]["command"] == "make lint"
    assert pref["origin"] == {"harness": "claude-code", "session": "a", "record": "a-2"}
    assert pref["quote"] == "always run make lint before you finish"
    tasks = json.loads(run_cli("tasks", "--json").stdout)
    for task in tasks:
        for judge in task["judges"]:
            assert set(judge["origin"]) == {"harness", "session", "record"}


def test_a_correction_said_as_a_rule_in_three_sessions_is_one_preference_with_three_origins(
        isolated_home: Path) -> None:
    """Six sessions asking for a test; in three of them the person corrects the agent with a
    rule and a reason, worded differently each time."""
    corrections = {
        "t1": "no - always use `pytest.raises` for the error cases, we use that for every "
              "failure path",
        "t3": "no, always go with `pytest.raises` when checking errors; we rely on it so "
              "the tracebacks stay readable",
        "t5": "nope - always use `pytest.raises` there, we use it to keep the error tests "
              "uniform",
    }
    sessions = []
    for n in range(6):
        sid = f"t{n}"
        turns = [("request", f"write a unit test for the {sid} importer"),
                 ("response", "Added test_importer.py; it checks the error with try/except "
                              "and assert False.")]
        if sid in corrections:
            turns.append(("request", corrections[sid]))
        sessions.append((sid, "/work/api", turns))
    ctx = Context.create()
    _store(ctx, sessions)
    update_tasks(ctx)
    families = json.loads(run_cli("clusters", "--json", "--min-size", "1").stdout)
    (fam,) = [f for f in families if f["kind"] == "add-tests"]
    assert fam["size"] == 6
    (pref,) = fam["standing"]
    assert (pref["kind"], pref["params"]["term"], pref["durable"]) == (
        "diff_adds", "pytest.raises", True)
    assert [o["session"] for o in pref["origins"]] == ["t1", "t3", "t5"]
    assert pref["said_in"] == 3 and pref["why"].startswith("said in 3 sessions, as a rule")
    human = run_cli("clusters", "--min-size", "1").stdout
    assert "said in 3 sessions" in human
    # The three sessions that did not say it are scored on it too, citing all three places.
    tasks = {t.session_id: t for t in load_tasks(ctx.store)}
    copy = next(j for j in tasks["t0"].judges if j.standing)
    assert [o.session for o in copy.said_in] == ["t1", "t3", "t5"]


def test_a_tasks_own_shape_said_again_is_not_a_preference(isolated_home: Path) -> None:
    ctx = Context.create()
    _store(ctx, [(sid, "/work/api", [("request", "commit this"), ("response", "Committed."),
                                     ("request", "no, in two commits please")])
                 for sid in ("a", "b", "c")])
    update_tasks(ctx)
    assert all(not f.standing for f in load_families(ctx.store))
    said = [j for t in load_tasks(ctx.store) for j in t.judges]
    assert [j.kind for j in said] == ["commits"] * 3 and not any(j.standing for j in said)


def test_the_same_words_about_different_code_are_two_constraints(isolated_home: Path) -> None:
    """Two sessions correct the agent in near-identical words, each naming a different function
    (the encoder reads the two sayings as one): neither was said twice, so no preference."""
    said = {"u1": "no, use `errors.Is` to compare the errors in this handler",
            "u2": "no, use `errors.As` to compare the errors in this handler"}
    ctx = Context.create()
    _store(ctx, [(sid, "/work/api", [("request", f"fix the error handling in the {sid} handler"),
                                     ("response", "Compared the error strings."),
                                     ("request", words)])
                 for sid, words in said.items()])
    update_tasks(ctx)
    assert all(not f.standing for f in load_families(ctx.store))
    terms = sorted(j.key_terms()[0] for t in load_tasks(ctx.store) for j in t.judges)
    assert terms == ["errors.As", "errors.Is"]


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.com",
                    "-c", "init.defaultBranch=main", *args], cwd=cwd, check=True,
                   capture_output=True)


def test_a_correction_said_in_two_worktrees_of_one_repository_is_said_twice(
        isolated_home: Path, tmp_path: Path) -> None:
    """People work in several git worktrees of one repository: a correction said once in each
    is said twice in one codebase, and holds for the tasks of every worktree; another
    repository is another codebase."""
    main, other, elsewhere = tmp_path / "api", tmp_path / "api-wt", tmp_path / "web"
    for repo in (main, elsewhere):
        _git(tmp_path, "init", "-q", str(repo))
        (repo / "README.md").write_text("x\n")
        _git(repo, "add", "README.md")
        _git(repo, "commit", "-q", "-m", "start")
    _git(main, "worktree", "add", "-q", "-b", "feature", str(other))
    ctx = Context.create()
    _store(ctx, [
        _tests_session("a", str(main), "no testify please, plain stdlib testing"),
        _tests_session("b", str(other), "again: no testify"),
        _tests_session("c", str(other), None),
        _tests_session("d", str(elsewhere), None),
    ])
    update_tasks(ctx)
    (family,) = [f for f in load_families(ctx.store) if f.kind == "add-tests"]
    (pref,) = family.standing
    assert (pref["kind"], pref["params"]["term"]) == ("diff_avoids", "testify")
    assert [o["session"] for o in pref["origins"]] == ["a", "b"] and pref["said_in"] == 2
    assert pref["project"] == str(other)
    tasks = {t.session_id: t for t in load_tasks(ctx.store)}
    assert any(j.standing and j.kind == "diff_avoids" for j in tasks["c"].judges)
    assert not any(j.kind == "diff_avoids" for j in tasks["d"].judges)


def test_a_rename_said_again_in_another_session_is_the_same_work_not_a_habit(
        isolated_home: Path) -> None:
    ctx = Context.create()
    _store(ctx, [(sid, "/work/api", [("request", f"refactor the {sid} loader"),
                                     ("response", "Split the loader into two functions."),
                                     ("request", "no, rename `loadAll` to `loadEverything`")])
                 for sid in ("r1", "r2", "r3")])
    update_tasks(ctx)
    assert all(not f.standing for f in load_families(ctx.store))
    said = [j for t in load_tasks(ctx.store) for j in t.judges]
    assert [(j.kind, j.once, j.standing) for j in said] == [("diff_adds", True, False)] * 3


def test_a_long_rule_is_quoted_cut_with_an_ellipsis_on_one_line() -> None:
    from skillsleep.tasks.standing import Preference

    words = ("always run `make lint` and the whole unit test suite with the race detector "
             "turned on before you tell me that a change  is finished and ready for review "
             "by the rest of the team")
    [judge] = [j for j in _derive(words) if j.durable]
    why = Preference(judge, "/work/api", sessions=["s1"]).why
    quoted = why.split('"')[1]
    assert why.startswith("said in 1 session, as a rule: ")
    assert len(quoted) == 120 and quoted.endswith("…") and "  " not in quoted
    assert quoted.startswith("always run `make lint` and the whole unit test suite")


def test_a_task_that_sets_a_rule_aside_by_its_term_is_not_held_to_it(
        isolated_home: Path) -> None:
    ctx = Context.create()
    _store(ctx, [
        _tests_session("a", "/work/api", "from now on run `tox -e lint` before you commit"),
        ("b", "/work/api", [("request", "add unit tests for the b parser and commit, skip "
                                        "tox -e lint this time, the runner is down")]),
        ("c", "/work/api", [("request", "add unit tests for the c parser, no need to run "
                                        "`tox -e lint` today")]),
        # The same term named without setting it aside: the rule holds.
        ("d", "/work/api", [("request", "add unit tests for the d parser, the ones "
                                        "tox -e lint runs too")]),
        _tests_session("e", "/work/api", None),
    ])
    update_tasks(ctx)
    tasks = {t.session_id: t for t in load_tasks(ctx.store)}
    held = {sid for sid, t in tasks.items()
            if any(j.standing and j.kind == "runs" for j in t.judges)}
    assert held == {"d", "e"}
