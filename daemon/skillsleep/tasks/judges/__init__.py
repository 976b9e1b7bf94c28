"""Judges: checkable constraints from the person's own words, one small class per kind.

`base.py` holds what every judge is (origin, quote, storage), `answer.py` the judges of what the
agent says, `work.py` the judges of the change, the commits and the commands, `attempt.py` what
they score, and `mine.py` the table of patterns that finds them in a request and its follow-ups.
"""

from __future__ import annotations

from ...compiledpatterns import kept

# `status`, the editor and the night read judges without the miner: their patterns' programs are
# kept for this installation too (inside the miner's block, they go to the miner's file).
with kept("judges"):
    # (registers the judge kinds)
    from . import answer, code_facts, name_case, name_word, order, work  # noqa: F401
    from .attempt import Attempt, Command, FileChange
    from .base import Judge, Origin, judge_from_doc, judge_kinds

__all__ = [
    "Attempt",
    "Command",
    "FileChange",
    "Judge",
    "Origin",
    "chat_can_judge",
    "judge_from_doc",
    "judge_kinds",
    "score_answer",
    "score_task",
]


def score_task(judges: list[Judge], attempt: Attempt) -> float | None:
    """Weighted mean over the judges that can read this attempt; None when none can."""
    total = weight = 0.0
    for judge in judges:
        value = judge.score(attempt)
        if value is None:
            continue
        total += min(1.0, max(0.0, value)) * judge.weight
        weight += judge.weight
    return total / weight if weight else None


def score_answer(task: object, text: str) -> float | None:
    """A chat rollout's score: the task's judges on an attempt that is only an answer."""
    return score_task(list(getattr(task, "judges", [])), Attempt.of_answer(text))


def chat_can_judge(judge: Judge) -> bool:
    """Can a chat answer show whether the judge holds (an answer, or the code it proposes)?"""
    return judge.reads in ("answer", "code")
