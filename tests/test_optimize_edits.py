"""Reading the optimizer's output, bounding its edits, and stable splits."""

from __future__ import annotations

import pytest

from skillsleep.edits import Edit, apply_edits
from skillsleep.optimize.parse import parse_edits
from skillsleep.optimize.splits import split_tasks
from skillsleep.optimize.update import check_edit, derive_edits, protected_end
from skillsleep.tasks.taskdata import Task

DOC = """---
name: brief-writer
description: Brief Writer
---

# Brief Writer

When asked, write a short, clear research brief.
Lead with the answer.
"""


@pytest.mark.parametrize(("text", "issues", "ops"), [
    ('[{"op": "add", "anchor": "", "new": "Add a Key Risks section.", "why": "missing"}]',
     [], ["add"]),
    ('Here you go:\n```json\n{"edits": [{"op": "replace", "anchor": "Lead with the answer.", '
     '"new": "Lead with the answer, then the risks."}]}\n```', [], ["replace"]),
    ('[{"op": "add", "new": "One."}, {"op": "delete", "anchor": "Lead', ["half_json"], ["add"]),
    ("ADD: End with a line 'Confidence: high|medium|low'.\nDELETE \"Lead with the answer.\"",
     [], ["add", "delete"]),
    ("The document looks fine to me.", ["non_json"], []),
    ('[{"op": "add", "anchor": "", "new": "Always mention', ["half_json"], []),
    ("", ["empty_reply"], []),
    ("   \n", ["empty_reply"], []),
    ("I'm sorry, but I can't help with that request.", ["refusal"], []),
    ('[{"op": "explode", "anchor": "x"}, 42, {"op": "add", "new": ""}]',
     ["malformed_edit"] * 3, []),
    ('{"op": "add", "anchor": "", "new": "A"} trailing words', [], ["add"]),
])
def test_every_kind_of_model_output_is_read_or_counted(text: str, issues: list[str],
                                                       ops: list[str]) -> None:
    parsed = parse_edits(text)
    assert parsed.issues == issues
    assert [e.op for e in parsed.edits] == ops


def test_front_matter_is_protected() -> None:
    end = protected_end(DOC)
    assert DOC[:end].endswith("---\n") and DOC[:end].startswith("---\n")
    assert check_edit(DOC, Edit("replace", "name: brief-writer", "name: other"), 600) == \
        "protected_region"
    assert check_edit(DOC, Edit("add", "description: Brief Writer", "x: y"), 600) == \
        "protected_region"
    assert check_edit(DOC, Edit("delete", "---\n\n# Brief"), 600) == "protected_region"
    assert check_edit(DOC, Edit("add", "# Brief Writer", "Be concise."), 600) is None


def test_edits_are_anchored_and_bounded() -> None:
    assert check_edit(DOC, Edit("replace", "not in the doc", "x"), 600) == \
        "anchor_not_in_document"
    assert check_edit(DOC + "Lead with the answer.\n", Edit("delete", "Lead with the answer."),
                      600) == "anchor_not_in_document"  # ambiguous anchors are never guessed
    assert check_edit(DOC, Edit("add", "", "x" * 601), 600) == "edit_too_large"
    assert check_edit(DOC, Edit("replace", "Lead with the answer.", "Lead with the answer."),
                      600) == "no_change"
    assert check_edit(DOC, Edit("add", "", "Lead with the answer."), 600) == "no_change"


@pytest.mark.parametrize("final", [
    DOC + "Add a Key Risks section.\n",
    DOC.replace("Lead with the answer.\n", ""),
    DOC.replace("short, clear", "short") + "End with Confidence: high.\n",
    DOC.replace("# Brief Writer\n", "# Brief Writer\n\nAlways cite sources.\n"),
    DOC.replace("When asked", "Whenever asked").replace("Lead with", "Open with"),
    DOC + "x\n" * 3,
])
def test_final_text_becomes_edits_on_the_base(final: str) -> None:
    edits = derive_edits(DOC, final)
    assert edits
    assert apply_edits(DOC, edits) == (final, [])


def test_splits_are_stable_and_never_leave_train_or_val_empty() -> None:
    tasks = [Task(id=f"task-{i}", request=f"r{i}", harness="codex", session_id="s")
             for i in range(40)]
    a = split_tasks(tasks, 0.3, 0.2)
    b = split_tasks(list(reversed(tasks)) + tasks[:5], 0.3, 0.2)  # order and duplicates
    assert [t.id for t in a.val] == [t.id for t in b.val]
    assert [t.id for t in a.test] == [t.id for t in b.test]
    # Adding tasks never moves an existing one.
    more = split_tasks(tasks + [Task(id=f"new-{i}", request="r", harness="codex",
                                     session_id="s") for i in range(10)], 0.3, 0.2)
    assert {t.id for t in a.val} <= {t.id for t in more.val}
    for n in (2, 3, 4):
        small = split_tasks(tasks[:n], 0.3, 0.2)
        assert small.train and small.val
        assert len(small.train) + len(small.val) + len(small.test) == n


@pytest.mark.parametrize(("text", "new", "issues"), [
    ("## Always add a Key Risks section.\nmore text", "Always add a Key Risks section.", []),
    ('- "Keep answers under 200 words."', "Keep answers under 200 words.", []),
    ("The assistant's answer to the task is: no", None, ["not_an_instruction"]),
    ("ok", None, ["not_an_instruction"]),
    ("Always " + "really " * 200 + "check.", None, ["not_an_instruction"]),
    ("", None, ["empty_reply"]),
    ("I'm sorry, I can't do that.", None, ["refusal"]),
])
def test_a_small_models_instruction_line_is_read_tolerantly(text: str, new: str | None,
                                                            issues: list[str]) -> None:
    from skillsleep.optimize.parse import parse_instruction

    parsed = parse_instruction(text, 600)
    assert parsed.issues == issues
    assert [e.new for e in parsed.edits] == ([new] if new else [])
