"""Commit-message constraints become precise judges, and a recurring family's corrections are
its standing preferences: every task of the family is scored on them, with the source named."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from skillsleep.context import Context
from skillsleep.model import Session, Turn
from skillsleep.sessions import save_sessions
from skillsleep.tasks.judges import Quote, derive, message_lines, score
from skillsleep.tasks.model import Family, Judge, Task
from skillsleep.tasks.pipeline import load_tasks, update_tasks
from skillsleep.tasks.standing import PREFIX, apply_standing

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def _derive(request: str, *follow_ups: str) -> list[Judge]:
    quotes = [Quote(request, "codex:s1 turn 0")]
    quotes += [Quote(f, f"codex:s1 turn {i}", followup=True)
               for i, f in enumerate(follow_ups, start=2)]
    return derive(quotes)


@pytest.mark.parametrize("words", [
    "no, use conventional commits: feat:/fix: prefix",
    "use conventional commits please, with the feat:/fix: type prefix",
    "that's not conventional commits. start with fix: or feat: like the rest of the history",
])
def test_conventional_commits_become_a_subject_line_regex_not_a_word(words: str) -> None:
    judges = _derive("write a commit message for the staged changes", words)
    assert [j.kind for j in judges] == ["regex"]
    regex = judges[0]
    assert regex.params["line"] == 1 and regex.standing
    assert words[:40] in regex.source and "codex:s1 turn 2" in regex.source
    assert score(regex, "feat(cart): show the amount missing for free shipping") == 1.0
    assert score(regex, "Here's a commit message:\n\nfix: clear the timer\n\nbody") == 1.0
    assert score(regex, "```\nchore(deps): bump vite to 5.4.8\n```") == 1.0
    # The type must open the subject line; anywhere else it does not count.
    assert score(regex, "Updated the cart\n\nfeat: later line") == 0.0
    assert score(regex, "# Commit message\n[feat: something]") == 0.0
    assert score(regex, "features: add x") == 0.0


@pytest.mark.parametrize("words", [
    "keep the subject under 72 characters",
    "too long, the subject line has to stay under 72 chars",
    "shorter subject please, max 72 characters",
])
def test_subject_length_becomes_a_first_line_limit(words: str) -> None:
    (judge,) = _derive("commit msg for the staged diff please", words)
    assert judge.kind == "max_line_chars"
    assert (judge.params["line"], judge.params["limit"]) == (1, 72)
    short = "fix(hooks): clear pending debounce timer on unmount\n\n" + "long body " * 30
    assert score(judge, short) == 1.0
    long_subject = "x" * 144 + "\n\nbody"
    assert score(judge, long_subject) == 0.5  # graded: half again too long scores a half
    assert score(judge, "") == 0.0


def test_line_limits_without_a_subject_apply_to_every_line_and_totals_make_none() -> None:
    (judge,) = _derive("wrap the README", "keep lines under 80 characters")
    assert judge.params["line"] == 0
    assert score(judge, "short\n" + "y" * 160) == 0.5
    assert _derive("write a tweet", "under 280 characters please") == []


def test_constraints_in_the_request_itself_are_not_standing() -> None:
    judges = _derive("summarize PR #12 in under 50 words", "as bullet points")
    standing = {j.kind: j.standing for j in judges}
    assert standing == {"max_words": False, "format": True}


def test_message_lines_skip_lead_ins_and_decoration() -> None:
    assert message_lines("Here's a commit message:\n\n**feat: add x**\n\nbody") == \
        ["feat: add x", "body"]
    assert message_lines("Sure.\n```text\n# fix: y\n```") == ["fix: y"]
    assert message_lines("only line:") == ["only line:"]


def _task(tid: str, minutes: int, *judges: Judge) -> Task:
    return Task(id=tid, request=f"commit message {tid}", harness="codex", session_id=tid,
                time=(T0 + timedelta(minutes=minutes)).isoformat(), judges=list(judges))


def test_standing_judges_reach_the_family_and_own_judges_win() -> None:
    prefix = Judge("regex", {"pattern": "^feat:", "line": 1}, '"use conventional" (a)', 1.0,
                   standing=True)
    old_limit = Judge("max_words", {"limit": 100}, '"under 100 words" (b)', standing=True)
    new_limit = Judge("max_words", {"limit": 80}, '"under 80 words" (c)', standing=True)
    own = Judge("max_words", {"limit": 50}, '"a 50-word message" (d)')  # in the request
    asked_once = Judge("format", {"format": "json"}, '"as JSON" (e)')  # not standing
    tasks = [_task("a", 0, prefix), _task("b", 1, old_limit), _task("c", 2, new_limit),
             _task("d", 3, own), _task("e", 4, asked_once), _task("lone", 5)]
    fam = Family(id="f", label="commit", task_ids=["a", "b", "c", "d", "e"], recurring=True)
    other = Family(id="g", label="one-off", task_ids=["lone"], recurring=False)
    apply_standing(tasks, [fam, other])
    by_id = {t.id: {(j.kind, str(j.params)): j for j in t.judges} for t in tasks}
    for tid in "bcde":
        copy = by_id[tid][("regex", str(prefix.params))]
        assert copy.source == PREFIX + prefix.source and not copy.standing
    # The latest of two standing limits wins; a task's own limit is never overridden.
    assert ("max_words", "{'limit': 80}") in by_id["a"]
    assert ("max_words", "{'limit': 100}") not in by_id["a"]
    assert [k for k in by_id["d"] if k[0] == "max_words"] == [("max_words", "{'limit': 50}")]
    # What one task asked once stays with it; tasks outside recurring families are untouched.
    assert all(("format", "{'format': 'json'}") not in by_id[t] for t in "abcd")
    assert by_id["lone"] == {}
    # Task a keeps its own judge and gains the one standing limit, nothing more.
    assert len(tasks[0].judges) == 2


def test_update_tasks_stores_the_family_preferences(isolated_home: object) -> None:
    ctx = Context.create()
    turns = [
        [("request", "write a commit message for the staged changes"),
         ("request", "no, use conventional commits: feat:/fix: prefix"), ("request", "thanks")],
        [("request", "write the commit message for the staged changes please")],
        [("request", "commit message for the staged changes"),
         ("request", "keep the subject under 72 characters")],
    ]
    save_sessions(ctx.store, [
        Session("codex", f"s{i}", "/work/shop", started=T0 + timedelta(hours=i), turns=[
            Turn("user", kind, text, T0 + timedelta(hours=i, minutes=m))  # type: ignore[arg-type]
            for m, (kind, text) in enumerate(ts)])
        for i, ts in enumerate(turns)])
    update_tasks(ctx)
    tasks = load_tasks(ctx.store)
    assert len(tasks) == 3
    for task in tasks:
        kinds = sorted(j.kind for j in task.judges)
        assert kinds == ["max_line_chars", "regex"], (task.request, kinds)
    plain = next(t for t in tasks if t.session_id == "s1")
    assert all(j.source.startswith(PREFIX) and "codex:s" in j.source for j in plain.judges)
