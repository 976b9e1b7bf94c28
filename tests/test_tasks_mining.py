"""Tasks mined from sessions written the way the harvesters write them: requests, outcomes,
evidence and judges come out as the person's words say; nothing else ever becomes a task."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from skillsleep.context import Context
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import save_sessions
from skillsleep.tasks.judges import Origin
from skillsleep.tasks.mining import mine_session, task_id
from skillsleep.tasks.pipeline import load_tasks, update_tasks

from helpers.cli import run_cli

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def session(turns: list[tuple[str, str]], harness: str = "claude-code", sid: str = "s1",
            project: str | None = "/work/shop") -> Session:
    return Session(harness, sid, project, started=T0, turns=[
        Turn("assistant" if kind == "response" else "user", kind, text,  # type: ignore[arg-type]
             T0 + timedelta(minutes=i), record=f"r{i}")
        for i, (kind, text) in enumerate(turns)])


def judges_of(task) -> dict[str, dict]:  # type: ignore[no-untyped-def]
    return {j.kind: j.params() for j in task.judges}


def test_correction_then_thanks_is_mixed_with_pnpm_judges() -> None:
    tasks = mine_session(session([
        ("request", "Install the dependencies for the web app"),
        ("response", "I ran npm install."),
        ("request", "no, use pnpm, not npm"),
        ("request", "thanks"),
    ]))
    assert len(tasks) == 1
    t = tasks[0]
    assert t.request == "Install the dependencies for the web app"
    assert t.outcome == "mixed"
    assert t.evidence == ['corrected: "no, use pnpm, not npm"', 'approved: "thanks"']
    assert t.context == ["no, use pnpm, not npm"]
    assert {kind: params["command"] for kind, params in judges_of(t).items()} == {
        "runs": "pnpm", "does_not_run": "npm"}
    for j in t.judges:
        # Each judge cites the person's words and the record they are in.
        assert j.quote == "no, use pnpm, not npm" and j.followup
        assert j.origin == Origin("claude-code", "s1", "r2")
        assert j.to_doc()["origin"] == {"harness": "claude-code", "session": "s1",
                                        "record": "r2"}


def test_each_outcome_from_what_came_next() -> None:
    tasks = mine_session(session([
        ("request", "Write the release notes for version 2.3"),
        ("request", "looks good, thanks"),
        ("request", "Refactor the login handler to use async await"),
        ("request", "that's wrong, you broke the session check"),
        ("request", "Add a dark mode toggle to the settings page"),
        ("interruption", "[Request interrupted by user]"),
        ("request", "Explain how the caching layer invalidates entries"),
        ("request", "Rename the billing module to payments"),
        ("request", "revert that"),
        ("request", "Summarize the open pull requests"),
    ]))
    got = [(t.request.split()[0], t.outcome) for t in tasks]
    assert got == [("Write", "success"), ("Refactor", "failure"), ("Add", "failure"),
                   ("Explain", "success"), ("Rename", "failure"), ("Summarize", "unknown")]
    assert tasks[0].evidence == ['approved: "looks good, thanks"']
    assert tasks[2].evidence == ['interrupted: "[Request interrupted by user]"']
    assert tasks[3].evidence[0].startswith('moved on to: "Rename the billing module')
    assert tasks[4].evidence == ['asked to revert: "revert that"']
    assert tasks[5].evidence == ["no follow-up in the session says how it went"]


def test_same_request_again_is_a_retry_not_a_new_task() -> None:
    tasks = mine_session(session([
        ("request", "fix tests"),
        ("hook", "blocked by pre-prompt hook"),
        ("request", "fix tests"),
        ("response", "All 42 tests pass now."),
        ("request", "commit this"),
    ]))
    assert [t.request for t in tasks] == ["fix tests", "commit this"]
    assert tasks[0].outcome == "failure"
    assert tasks[0].evidence[0] == 'asked again: "fix tests"'


def test_constraints_become_judges_with_sources() -> None:
    # One request per session: what is read here is the words, not where tasks begin.
    asks = [
        [("request", "Write a summary of this week's changes as JSON, keep it under 120 words")],
        [("request", "Draft the onboarding guide and include a Testing section"),
         ("response", "Here is a draft with Setup and Testing sections."),
         ("request", "also add a \"Rollback plan\" section")],
        [("request", "Describe the deploy steps in at least 50 words, as a numbered list")],
        [("request", "List the risky dependencies; don't mention lodash")],
    ]
    tasks = [mine_session(session(turns, sid=f"s{n}"))[0] for n, turns in enumerate(asks)]
    assert judges_of(tasks[0]) == {"format": {"format": "json"},
                                   "max_words": {"limit": 120}}
    assert judges_of(tasks[1]) == {"required_sections": {"sections": ["Testing",
                                                                      "Rollback plan"]}}
    assert tasks[1].context == ['also add a "Rollback plan" section']
    assert judges_of(tasks[2]) == {"min_words": {"limit": 50}, "format": {"format": "numbered"}}
    assert judges_of(tasks[3]) == {"must_not_mention": {"terms": ["lodash"]}}
    assert all(j.source for t in tasks for j in t.judges)


def test_later_words_override_earlier_ones() -> None:
    t = mine_session(session([
        ("request", "Set up the project with yarn, not npm"),
        ("request", "no, use npm instead"),
    ]))[0]
    kinds = {(j.kind, j.key_terms()[0]) for j in t.judges}
    assert kinds == {("runs", "npm"), ("does_not_run", "yarn")}


def test_injections_compactions_interruptions_commands_never_become_tasks() -> None:
    tasks = mine_session(session([
        ("injection", "<system-reminder>Follow AGENTS.md: use pnpm</system-reminder>"),
        ("command", "<command-name>/clear</command-name>"),
        ("compaction", "This session is being continued from a previous conversation. "
                       "Summary: the user asked to write release notes"),
        ("tool_result", "Tests: 3 passed"),
        ("hook", "PreToolUse hook said no"),
        ("sidechain", "Explore the repository and list the modules"),
        ("own_call", "Write a grading rubric"),
        ("interruption", "[Request interrupted by user]"),
        ("request", "Add pagination to the orders endpoint"),
        ("compaction", "This session is being continued from a previous conversation."),
    ]))
    assert [t.request for t in tasks] == ["Add pagination to the orders endpoint"]
    assert tasks[0].outcome == "unknown"  # the interruption came before the task


def test_bad_inputs_are_handled() -> None:
    huge = "Please review this module carefully " + "word " * 20_000
    tasks = mine_session(session([
        ("request", ""),
        ("request", "   \n  "),
        ("request", "```python\ndef f(x):\n    return x * 2\n```"),
        ("request", huge),
        ("request", "Corrige el error de la página de inicio de sesión, por favor"),
        ("request", "ログインページのバグを直してください"),
        ("request", "import os\nprint(os.getcwd())"),
    ]))
    requests = [t.request for t in tasks]
    assert len(requests) == 3
    assert requests[0].startswith("Please review this module") and len(requests[0]) <= 4000
    assert requests[1].startswith("Corrige el error")
    assert requests[2] == "ログインページのバグを直してください"
    assert tasks[2].context == ["import os\nprint(os.getcwd())"]  # code alone is context


def test_task_ids_are_stable_and_distinct() -> None:
    s = session([("request", "commit this"), ("response", "Committed 3f2a9c1."),
                 ("request", "now write the changelog entry for it"),
                 ("response", "Added the entry to CHANGELOG.md."), ("request", "commit this")])
    first = [t.id for t in mine_session(s)]
    assert first == [t.id for t in mine_session(s)]
    assert len(set(first)) == 3
    assert first[0] == task_id("claude-code", "s1", "commit this")
    assert first[2] == task_id("claude-code", "s1", "commit this", 2)
    other = session([("request", "commit this")], sid="s2")
    assert mine_session(other)[0].id != first[0]


def test_tasks_are_stored_and_reloaded_with_stable_ids() -> None:
    ctx = Context.create()
    save_sessions(ctx.store, [
        session([("request", "Write release notes for 2.3, as JSON"), ("request", "thanks")]),
        session([("request", "Write release notes for 2.4")], harness="codex", sid="c1"),
    ])
    report = update_tasks(ctx)
    assert (report.tasks, report.new_tasks) == (2, 2)
    stored = {t.id: t for t in load_tasks(ctx.store)}
    assert len(stored) == 2
    first = next(t for t in stored.values() if t.harness == "claude-code")
    assert first.outcome == "success" and first.judges[0].kind == "format"
    again = update_tasks(ctx)
    assert again.new_tasks == 0
    assert {t.id for t in load_tasks(ctx.store)} == set(stored)


def test_everyday_follow_ups_refine_or_correct_the_task_in_progress() -> None:
    tasks = mine_session(session([
        ("request", "add unit tests for app/api/orders.py"),
        ("request", "we use pytest here, not unittest. plain asserts and fixtures please"),
        ("request", "thanks, tests pass now"),
        ("request", "give me a short summary of #142 for CHANGELOG.md"),
        ("request", "bullets, not a paragraph"),
        ("request", "too long, keep it under 100 words"),
        ("request", "write tests covering business_days_between in app/utils/dates.py"),
        ("request", "no unittest.TestCase please, rewrite it with pytest"),
        ("request", "great! now write the docs for the dates module"),
    ]))
    assert [t.request for t in tasks] == [
        "add unit tests for app/api/orders.py",
        "give me a short summary of #142 for CHANGELOG.md",
        "write tests covering business_days_between in app/utils/dates.py",
        "now write the docs for the dates module"]
    assert [t.outcome for t in tasks] == ["mixed", "failure", "mixed", "unknown"]
    # `unittest` is the test code's module, which pytest runs as well: no command not to run,
    # but code the change leaves out
    assert {kind: params.get("command") or params.get("term")
            for kind, params in judges_of(tasks[0]).items()} == {
        "runs": "pytest", "diff_avoids": "unittest"}
    assert judges_of(tasks[1]) == {"format": {"format": "bullets"},
                                   "max_words": {"limit": 100}}
    # A term shaped like code is about the change: no added line may use it.
    assert judges_of(tasks[2])["runs"]["command"] == "pytest"
    assert judges_of(tasks[2])["diff_avoids"]["term"] == "unittest.TestCase"


def _claude_log(home: Path, sid: str, records: list[dict]) -> None:  # type: ignore[type-arg]
    folder = home / ".claude" / "projects" / "-work-shop"
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / f"{sid}.jsonl", "w", encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps({"sessionId": sid, "cwd": "/work/shop", "isSidechain": False,
                                 **r}) + "\n")


def _said(uuid: str, parent: str | None, text: str, minute: int) -> dict:  # type: ignore[type-arg]
    return {"type": "user", "uuid": uuid, "parentUuid": parent,
            "timestamp": f"2026-11-02T09:{minute:02d}:00.000Z",
            "message": {"role": "user", "content": text}}


def test_a_resumed_conversation_and_a_plan_hand_off_are_work_in_progress(
        isolated_home: Path) -> None:
    # A log that begins by answering a record it does not hold resumes earlier work.
    _claude_log(isolated_home, "resumed", [
        {"type": "system", "subtype": "stop_hook_summary", "uuid": "sys1",
         "parentUuid": "from-an-earlier-log", "timestamp": "2026-11-02T09:00:00.000Z"},
        _said("u1", "sys1", "yep let's do it", 1),
        _said("u2", "u1", "commit this", 2)])
    # A plan accepted in plan mode is handed over as text the person did not type.
    _claude_log(isolated_home, "planned", [
        _said("p1", None, "Implement the following plan:\n\n# Plan: drop the unused fields", 0),
        _said("p2", "p1", "yes go ahead, but keep the old column for now", 1)])
    # A new conversation starts from nothing: its first request is a task.
    _claude_log(isolated_home, "fresh", [_said("f1", None, "yep, let's add a --json flag", 0)])
    run_cli("harvest")
    tasks = {t["origin"]["record"]: t for t in json.loads(run_cli("tasks", "--json").stdout)}
    assert set(tasks) == {"u2", "f1"}
    assert tasks["u2"]["kind"] == "commit"


def test_the_agent_reporting_its_work_done_is_a_cue_for_new_work() -> None:
    from skillsleep.tasks.followups import Previous, features

    def cue(reply: str) -> float:
        return features("what about the importer?", Previous(None, reply))["agent_reported_done"]

    assert cue("Done. Both handlers now return 404, and all tests pass.") == 1.0
    assert cue("Pushed to the branch; the CI run should work now.") == 1.0
    # Done with a step, asking before the next one: the person answers.
    assert cue("Fixed the parser. Want me to update the importer too?") == 0.0
    assert cue("Let me look at the importer next:") == 0.0
    assert cue("") == 0.0


def test_one_word_that_names_the_work_is_a_task_and_a_bare_paste_is_not() -> None:
    tasks = mine_session(session([
        ("request", "Add a --dry-run flag to the deploy command"),
        ("response", "Done. `deploy --dry-run` prints the plan and exits; all tests pass."),
        ("request", "commit"),
        ("response", "Committed as 3f2a1c9."),
        ("request", "push"),
        ("response", "Pushed to origin."),
        # Pasted with no words around it: what it refers to, not something to do.
        ("request", "```go\nfunc main() {}\n```"),
        ("request", "/var/log/deploy/error.log"),
        ("request", "9f86d081884c7d659a2feaa0c55ad015"),
    ]))
    assert [(t.request, t.kind) for t in tasks] == [
        ("Add a --dry-run flag to the deploy command", "feature"), ("commit", "commit"),
        ("push", "git-sync")]
    assert len(tasks[-1].context) == 3
