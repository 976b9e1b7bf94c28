"""The words sent to the models. Short and plain, so even a 135M-parameter model can follow."""

from __future__ import annotations

from typing import Any

from ..tasks.taskdata import Task

MAX_DOC_CHARS = 6000
MAX_ANSWER_CHARS = 700


def rollout_messages(document: str, task: Task) -> list[dict[str, Any]]:
    """The target model attempts the task with the document as its instructions."""
    messages: list[dict[str, Any]] = []
    if document.strip():
        messages.append({"role": "system", "content": document})
    messages.append({"role": "user", "content": task.request})
    return messages


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit] + " …"


def reflect_messages(document: str, task: Task, answer: str, score: float,
                     failed_checks: list[str], success: tuple[Task, str] | None,
                     avoid: list[str], notes: list[str], k: int) -> list[dict[str, Any]]:
    """The optimizer sees one failure (and one success), and proposes at most k edits."""
    parts = [f"DOCUMENT:\n<<<\n{_clip(document, MAX_DOC_CHARS)}\n>>>",
             f"TASK: {_clip(task.request, 600)}",
             f"ANSWER (score {score:.2f} of 1):\n{_clip(answer, MAX_ANSWER_CHARS)}"]
    if failed_checks:
        parts.append("FAILED CHECKS: " + "; ".join(failed_checks))
    if task.context:
        parts.append("THE USER THEN SAID: " + " | ".join(_clip(c, 200) for c in task.context[:3]))
    if success is not None:
        parts.append(f"A PASSING ANSWER (task: {_clip(success[0].request, 200)}):\n"
                     f"{_clip(success[1], 300)}")
    if avoid:
        parts.append("DO NOT PROPOSE AGAIN (rejected before):\n" + "\n".join(
            f"- {_clip(a, 160)}" for a in avoid[:8]))
    if notes:
        parts.append("NOTES FROM EARLIER NIGHTS:\n" + "\n".join(f"- {n}" for n in notes[:5]))
    parts.append(
        f"Propose at most {k} small edits to the DOCUMENT so that answers pass the checks. "
        'Reply with JSON only: [{"op": "add", "anchor": "", "new": "one instruction", '
        '"why": "reason"}]. op is add, replace or delete. anchor is text copied exactly from '
        'the DOCUMENT ("" adds at the end).'
    )
    return [
        {"role": "system", "content": "You improve instruction documents for an AI assistant. "
                                      "Reply with JSON only."},
        {"role": "user", "content": "\n\n".join(parts)},
    ]


def reflect_messages_compact(document: str, task: Task, failed_checks: list[str]
                             ) -> list[dict[str, Any]]:
    """For very small models: one plain question, answered by one instruction line."""
    why = "; ".join(failed_checks) if failed_checks else "it scored low"
    return [{"role": "user", "content":
             f"Here are instructions for an assistant:\n{_clip(document.strip(), 2000)}\n\n"
             f"The assistant's answer to '{_clip(task.request, 200)}' failed these checks: "
             f"{why}.\nWrite one short new instruction that fixes this. Reply with the "
             f"instruction only."}]


def consolidate_messages(rules: list[str], max_chars: int) -> list[dict[str, Any]]:
    joined = "\n".join(f"- {' '.join(r.split())}" for r in rules)
    return [{"role": "user", "content":
             f"Rewrite these instructions as one short list of bullet points, keeping every "
             f"instruction, at most {max_chars} characters. Reply with the bullets only.\n\n"
             f"{joined}"}]


def notes_messages(document_name: str, helped: list[str], failed: list[str],
                   old_notes: list[str]) -> list[dict[str, Any]]:
    parts = [f"You are tuning the instruction document {document_name}."]
    if old_notes:
        parts.append("Your notes so far:\n" + "\n".join(f"- {n}" for n in old_notes))
    if helped:
        parts.append("Edits that improved the scores:\n" + "\n".join(f"- {h}" for h in helped))
    if failed:
        parts.append("Edits that did not:\n" + "\n".join(f"- {f}" for f in failed))
    parts.append("Write at most 3 short notes on which kinds of edits help this document. "
                 "One note per line, nothing else.")
    return [{"role": "user", "content": "\n\n".join(parts)}]


def rubric_messages(rubric: str, task: Task, answer: str) -> list[dict[str, Any]]:
    return [{"role": "user", "content":
             f"TASK: {_clip(task.request, 600)}\n\nANSWER:\n{_clip(answer, 1500)}\n\n"
             f"How well does the ANSWER meet this requirement: {rubric}\n"
             f"Reply with one number from 0 (not at all) to 10 (fully)."}]
