"""Every rule judge kind scores answers locally and deterministically; rubric needs a model."""

from __future__ import annotations

import subprocess
import sys

import pytest

from skillsleep.tasks.judges import score, score_task
from skillsleep.tasks.model import Judge, Task


def j(kind: str, **params: object) -> Judge:
    return Judge(kind, dict(params), source="test")  # type: ignore[arg-type]


def test_must_and_must_not_mention_respect_word_edges() -> None:
    assert score(j("must_mention", terms=["pnpm"]), "Run pnpm install") == 1.0
    assert score(j("must_mention", terms=["pnpm", "vite"]), "Run pnpm install") == 0.5
    assert score(j("must_mention", terms=["pnpm"]), "Run npm install") == 0.0
    # "npm" inside "pnpm" is not a mention of npm.
    assert score(j("must_not_mention", terms=["npm"]), "Run pnpm install") == 1.0
    assert score(j("must_not_mention", terms=["npm"]), "Run NPM install") == 0.0


def test_word_limits_degrade_in_proportion() -> None:
    assert score(j("max_words", limit=5), "one two three") == 1.0
    assert score(j("max_words", limit=5), "one two three four five six seven eight nine ten") \
        == 0.5
    assert score(j("min_words", limit=4), "one two") == 0.5
    assert score(j("min_words", limit=2), "one two three") == 1.0


@pytest.mark.parametrize(("fmt", "good", "bad"), [
    ("json", '{"a": 1}', "a: 1"),
    ("json", '```json\n[1, 2]\n```', "```json\n[1, 2\n```"),
    ("bullets", "- one\n- two", "one, two"),
    ("numbered", "1. one\n2) two", "- one\n- two"),
    ("code_block", "Here:\n```\nls\n```", "run ls"),
])
def test_formats(fmt: str, good: str, bad: str) -> None:
    assert score(j("format", format=fmt), good) == 1.0
    assert score(j("format", format=fmt), bad) == 0.0


def test_required_sections_and_regex() -> None:
    judge = j("required_sections", sections=["Testing", "Rollback plan"])
    assert score(judge, "# Notes\n## Testing\nran it\n**Rollback plan**\nrevert") == 1.0
    assert score(judge, "## Testing\nran it; no rollback plan here") == 0.5
    assert score(j("regex", pattern=r"^Confidence: (high|low)$"), "x\nConfidence: high") == 1.0
    assert score(j("regex", pattern=r"ABC-\d+"), "no ticket") == 0.0
    assert score(j("regex", pattern="([unclosed"), "has ([unclosed in it") == 1.0


def test_rubric_needs_a_model_and_unknown_kinds_are_errors() -> None:
    assert score(j("rubric", rubric="- is polite"), "anything") is None
    with pytest.raises(ValueError, match="unknown judge kind"):
        score(j("nonsense"), "x")


def test_score_task_is_the_weighted_mean_of_rule_judges() -> None:
    task = Task("t1", "Install deps with pnpm", "claude-code", "s1", judges=[
        Judge("must_mention", {"terms": ["pnpm"]}, "s", weight=3.0),
        Judge("max_words", {"limit": 2}, "s", weight=1.0),
        Judge("rubric", {"rubric": "- short"}, "s"),
    ])
    assert score_task(task, "pnpm install now please") == pytest.approx((3 * 1 + 1 * 0.5) / 4)
    assert score_task(Task("t2", "x", "codex", "s"), "anything") is None
    only_rubric = Task("t3", "x", "codex", "s", judges=[Judge("rubric", {"rubric": "r"}, "s")])
    assert score_task(only_rubric, "anything") is None


def test_mining_and_judging_never_import_litellm() -> None:
    code = ("import sys; import skillsleep.tasks.judges, skillsleep.tasks.mining, "
            "skillsleep.tasks.pipeline, skillsleep.commands.tasks; "
            "print('litellm' in sys.modules, 'numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False", "False"]
