"""A recurring family's standing constraints: what the person keeps asking for in follow-ups.

The rule. A judge that came from a follow-up (a correction or refinement said after the agent's
answer, `Judge.standing`) says how this person wants this kind of work done, not only that one
answer: "no, use conventional commits" on one commit message is meant for every commit message.
So every other task of the same recurring family gets a copy, whose source says it is the
family's standing preference and quotes the words and the session turn it came from.

What stays put:
- Constraints stated in the request itself belong to that task ("a 50-word summary of #12").
- A task's own judges win: no copy lands on a task that already has a judge about the same
  thing (the same term either way, the same line, the same kind of limit or format).
- When tasks of the family said different things about the same thing (100 words, later 80),
  the most recent one is the standing preference.
- Model-written rubrics are never copied: they were written for one task.
"""

from __future__ import annotations

from collections.abc import Iterable

from .model import Family, Judge, Task

PREFIX = "standing preference of this family, from "


def subject(judge: Judge) -> tuple[str, ...] | None:
    """What a judge is about; two judges with one subject cannot both hold for a task."""
    p = judge.params
    kind = judge.kind
    if kind in ("must_mention", "must_not_mention"):
        return ("term", *sorted(str(t).lower() for t in p.get("terms", [])))
    if kind in ("max_words", "min_words", "format", "required_sections"):
        return (kind,)
    if kind == "regex":
        return (kind, str(p.get("pattern", "")), str(p.get("line", "")))
    if kind == "max_line_chars":
        return (kind, str(p.get("line", 1)))
    return None  # rubric, or a kind this rule does not know


def standing_judges(tasks: Iterable[Task]) -> dict[tuple[str, ...], tuple[Judge, str]]:
    """Subject -> (the latest standing judge about it, the task that said it)."""
    out: dict[tuple[str, ...], tuple[Judge, str]] = {}
    for task in sorted(tasks, key=lambda t: (t.time or "", t.id)):
        for judge in task.judges:
            key = subject(judge)
            if judge.standing and key is not None:
                out[key] = (judge, task.id)
    return out


def apply_standing(tasks: list[Task], families: Iterable[Family]) -> int:
    """Give each recurring family's tasks the family's standing judges; returns copies made.

    Tasks are mined afresh on every update, so this runs on judges that hold no copies yet.
    """
    by_id = {t.id: t for t in tasks}
    copies = 0
    for family in families:
        if not family.recurring:
            continue
        members = [by_id[i] for i in family.task_ids if i in by_id]
        standing = standing_judges(members)
        for task in members:
            own = {subject(j) for j in task.judges}
            for key, (judge, origin) in standing.items():
                if origin == task.id or key in own:
                    continue
                task.judges.append(Judge(judge.kind, dict(judge.params), PREFIX + judge.source,
                                         judge.weight))
                copies += 1
    return copies
