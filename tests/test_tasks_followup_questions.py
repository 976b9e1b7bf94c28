"""A question about the work in progress is a follow-up, not a new task: one that doubts or asks
to confirm what was just said ("isn't that ...?", "..., right?", "do we even need X?") weighs the
answer the person got; a question asked in the positive about something new can start work."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from skillsleep.sessiondata import Session, Turn
from skillsleep.tasks.followups import Previous, features
from skillsleep.tasks.mining import mine_session

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
REPLY = "Done. The upload now retries three times with a backoff, and all tests pass."


def _doubts(question: str) -> float:
    return features(question, Previous(None, REPLY))["doubts_what_was_said"]


@pytest.mark.parametrize("question", [
    "isn't that the same as the old behaviour?",
    "don't we already cache the response somewhere?",
    "but shouldn't the timeout come from the config?",
    "hmm, wasn't this handled by the middleware before?",
    "so the retry only runs once per upload, right?",
    "this keeps the old column, no?",
    "the backoff starts at one second, correct?",
    "do we even need the extra flag?",
    "is that really necessary?",
])
def test_a_question_that_doubts_or_confirms_what_was_said_is_a_cue(question: str) -> None:
    assert _doubts(question) == 1.0


@pytest.mark.parametrize("question", [
    "how does the scheduler pick the next job?",
    "where is the retry count configured?",
    # A negation inside the question's own clause asks about something, it doubts nothing.
    "why don't the tests run on windows?",
    "what happens when the file doesn't exist?",
    "can you check which endpoints don't have tests?",
    "which services do not have a health check yet?",
    "is there a way to run only the failing tests?",
    # A negation that is not a question.
    "no, don't rename the column",
    "we need a retry on the upload",
])
def test_a_question_asked_in_the_positive_is_no_such_cue(question: str) -> None:
    assert _doubts(question) == 0.0


def test_questions_that_weigh_the_agents_answer_stay_with_the_task_in_progress() -> None:
    said = [
        ("request", "add a --retries flag to the upload command"),
        ("response", "Done. `upload --retries N` retries a failed upload N times with a backoff; "
                     "all tests pass."),
        ("request", "do we even need the extra flag?"),
        ("response", "It lets scripts turn retries off; without it every upload retries three "
                     "times."),
        ("request", "but shouldn't the default come from the config file?"),
        ("response", "It can: the default is now read from `upload.retries` in the config, and "
                     "the flag overrides it."),
        ("request", "so a flag on the command line always wins, right?"),
        ("response", "Yes: the flag wins over the config, and the config over the default."),
        ("request", "is there a way to run only the failing tests?"),
    ]
    tasks = mine_session(Session("claude-code", "s1", "/work/shop", started=T0, turns=[
        Turn("assistant" if kind == "response" else "user", kind, text,  # type: ignore[arg-type]
             T0 + timedelta(minutes=i), record=f"r{i}") for i, (kind, text) in enumerate(said)]))
    assert [t.request for t in tasks] == ["add a --retries flag to the upload command",
                                          "is there a way to run only the failing tests?"]
    # The three questions are the first task's context, with the agent's answers.
    assert len(tasks[0].context) == 3
