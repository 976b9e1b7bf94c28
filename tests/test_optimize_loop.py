"""The SkillOpt loop's promises, with scripted models standing in for remote providers:
the gate accepts only strict val improvements, test never changes a decision, the budget holds,
the rejected-edit buffer works, and no model output crashes the loop or corrupts the text."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from skillsleep.edits import Edit
from skillsleep.models import Budget, Ledger, ModelClient
from skillsleep.models._litellm import litellm as _litellm
from skillsleep.optimize.evaluate import Evaluation, gate
from skillsleep.optimize.loop import LoopResult, LoopSettings, optimize_document
from skillsleep.optimize.splits import split_tasks
from skillsleep.rejected import RejectedBy, RejectedEdit
from skillsleep.tasks.judges.answer import MustMention, Rubric
from skillsleep.tasks.taskdata import Task

from helpers.scripted_models import install as install_script
from helpers.scripted_models import mention_scorer, obedient

DOC = "---\nname: setup\n---\n# Project setup\n\nHelp the user set up projects.\n"


def _tasks(n: int = 16, terms: tuple[str, ...] = ("pnpm",), prefix: str = "t") -> list[Task]:
    return [Task(id=f"{prefix}{i}", request=f"Set up project number {i}", harness="claude-code",
                 session_id=f"s{i % 3}",
                 judges=[MustMention(terms=list(terms), quote="the user said so")])
            for i in range(n)]


def _settings(**kw: Any) -> LoopSettings:
    # These tests are about the optimizer model's edits; derived edits have their own tests.
    base = {"target_model": "scripted/obedient", "optimizer_model": "scripted/optimizer",
            "epochs": 2, "batch_size": 4, "derived_edits": False}
    base.update(kw)
    return LoopSettings(**base)


def _run(tasks: list[Task], budget: Budget | None = None, **kw: Any) -> tuple[LoopResult,
                                                                               ModelClient]:
    rejected = kw.pop("rejected", None)
    notes = kw.pop("notes", None)
    client = ModelClient(Ledger(budget), None, timeout=5, sleep=lambda _s: None)
    result = optimize_document(DOC, tasks, client, _settings(**kw), scorer=mention_scorer,
                               rejected=rejected, notes=notes)
    return result, client


@pytest.fixture
def script():
    return install_script()


def _val_mean(document: str, tasks: list[Task]) -> float:
    """Score a document on val independently of the loop, with the same obedient model."""
    val = split_tasks(tasks, 0.3, 0.2).val
    scores = [mention_scorer(t, obedient([{"role": "system", "content": document},
                                          {"role": "user", "content": t.request}]))
              for t in val]
    return sum(scores) / len(scores)


def test_a_useful_edit_passes_the_gate_and_becomes_a_proposal_edit(script) -> None:
    tasks = _tasks()
    r, _ = _run(tasks)
    assert r.status == "ok"
    assert "Always mention pnpm." in r.final_text
    assert r.val_before == 0.0 and r.val_after == 1.0
    assert r.accepted_count == 1
    assert r.final_text.startswith("---\nname: setup\n---\n")  # front matter untouched
    edit = r.edits[0]
    assert edit.rationale and edit.evidence["tasks"]
    assert edit.evidence["val_before"] == 0.0 and edit.evidence["val_after"] == 1.0
    assert _val_mean(r.final_text, tasks) > _val_mean(DOC, tasks)


def test_the_gate_never_accepts_a_candidate_that_is_not_strictly_better(script) -> None:
    rng = random.Random(7)
    pool = [
        [{"op": "add", "anchor": "", "new": "Be friendly."}],               # neutral
        [{"op": "add", "anchor": "", "new": "Answer in one word."}],        # harmful
        [{"op": "add", "anchor": "", "new": "Always mention pnpm."}],       # useful
        [{"op": "add", "anchor": "", "new": "Always mention yarn."}],       # neutral
        [{"op": "replace", "anchor": "Help the user set up projects.",
          "new": "Answer in one word."}],                                   # harmful
    ]
    script.handlers["optimizer"] = lambda _m: json.dumps(rng.choice(pool))
    tasks = _tasks(24)
    for _ in range(5):
        r, _ = _run(tasks, epochs=3)
        for d in r.decisions:
            if d.accepted:
                assert d.val_after is not None and d.val_before is not None
                assert d.val_after > d.val_before
        assert "Answer in one word." not in r.final_text
        base, final = _val_mean(DOC, tasks), _val_mean(r.final_text, tasks)
        assert final > base if r.accepted_count else r.final_text == DOC


def test_gate_is_strict_on_ties_and_honours_no_regression() -> None:
    cur = Evaluation(per_task={"a": 0.5, "b": 0.5})
    assert gate(cur, Evaluation(per_task={"a": 0.5, "b": 0.5}), False)[0] is False
    assert gate(cur, Evaluation(per_task={"a": 1.0, "b": 0.25}), False)[0] is True
    assert gate(cur, Evaluation(per_task={"a": 1.0, "b": 0.25}), True)[0] is False
    assert gate(cur, Evaluation(per_task={"a": 1.0, "b": 1.0}, failed=1), False)[0] is False


def test_test_scores_never_change_a_decision(script) -> None:
    easy = _tasks(30)
    splits = split_tasks(easy, 0.3, 0.2)
    test_ids = {t.id for t in splits.test}
    assert test_ids
    # Same tasks, but every test task now has a judge nothing can satisfy.
    hard = [Task(**{**t.__dict__, "judges": [MustMention(terms=["zzz-never"], quote="x")]})
            if t.id in test_ids else t for t in easy]
    r1, _ = _run(easy)
    calls_easy = list(script.calls)
    script.calls.clear()
    r2, _ = _run(hard)
    assert [d.to_doc() for d in r1.decisions] == [d.to_doc() for d in r2.decisions]
    assert r1.final_text == r2.final_text
    assert r1.test_after == 1.0 and r2.test_after == 0.0
    # The optimizer never saw a test task.
    test_requests = {t.request for t in splits.test}
    for call in calls_easy + script.calls:
        if call["model"] == "optimizer":
            prompt = call["messages"][-1]["content"]
            assert not any(f"TASK: {req}\n" in prompt for req in test_requests)


@pytest.mark.parametrize("max_tokens", [50, 400, 1500, 4000])
def test_the_budget_is_never_exceeded_and_the_loop_stops_cleanly(script,
                                                                 max_tokens: int) -> None:
    r, client = _run(_tasks(20), budget=Budget(max_tokens=max_tokens, max_usd=1.0))
    assert client.ledger.tokens <= max_tokens
    assert r.status in ("budget_stopped", "ok")
    if r.status == "budget_stopped":
        assert "token budget" in r.reason
    # Whatever was reached, the text is the base or a gated improvement of it.
    assert r.final_text == DOC or r.accepted_count > 0


def test_the_rejected_edit_buffer_keeps_an_edit_from_coming_back(script) -> None:
    fp = Edit("add", "", "Always mention pnpm.").fingerprint()
    r, _ = _run(_tasks(), rejected=[RejectedEdit.from_doc(
        {"fingerprint": fp, "op": "add", "new": "Always mention pnpm.", "reason": "user"})])
    assert "Always mention pnpm." not in r.final_text
    assert r.issues["rejected_before"] > 0
    # The buffer is shown to the optimizer.
    prompts = [c["messages"][-1]["content"] for c in script.calls_to("optimizer")]
    assert any("DO NOT PROPOSE AGAIN" in p and "Always mention pnpm." in p for p in prompts)


def test_gate_rejections_are_reported_and_not_retried_in_the_same_night(script) -> None:
    script.handlers["optimizer"] = lambda _m: json.dumps(
        [{"op": "add", "anchor": "", "new": "Be friendly.", "why": "tone"}])
    r, _ = _run(_tasks(), epochs=2)
    assert r.accepted_count == 0 and r.final_text == DOC
    assert [e.new for e, _ in r.rejected] == ["Be friendly."]
    assert "not strictly better" in r.rejected[0][1]
    assert r.issues["rejected_before"] > 0


BAD_REPLIES: list[Callable[[], Any]] = [
    lambda: "",
    lambda: "I'm sorry, but I can't help with that.",
    lambda: '[{"op": "add", "anchor": "", "new": "Always mention',
    lambda: "Sure! Just make the document better.",
    lambda: json.dumps([{"op": "add", "anchor": "", "new": "x" * 5000}]),
    lambda: json.dumps([{"op": "replace", "anchor": "not there", "new": "y"}]),
    lambda: json.dumps([{"op": "replace", "anchor": "name: setup", "new": "name: hacked"}]),
    lambda: _litellm().RateLimitError(message="429", model="optimizer",
                                      llm_provider="scripted"),
    lambda: _litellm().Timeout(message="slow", model="optimizer", llm_provider="scripted"),
    lambda: RuntimeError("provider exploded"),
]


def test_every_kind_of_bad_optimizer_output_is_counted_and_harmless(script) -> None:
    script.queues["optimizer"] = [make() for make in BAD_REPLIES] * 3
    script.handlers["optimizer"] = lambda _m: "[]"  # once the bad replies are used up
    r, client = _run(_tasks(24), epochs=2, batch_size=2)
    assert r.status == "ok"
    assert r.final_text == DOC and r.edits == []
    seen = dict(r.issues) | dict(client.ledger.errors)
    for kind in ("empty_reply", "refusal", "half_json", "non_json", "edit_too_large",
                 "anchor_not_in_document", "protected_region", "rate_limit", "timeout",
                 "provider_error"):
        assert seen.get(kind, 0) > 0, kind


def test_a_failed_rollout_makes_the_gate_refuse(script) -> None:
    def target(messages: list[dict[str, Any]]) -> Any:
        if "Always mention pnpm." in messages[0]["content"]:
            raise RuntimeError("target down")
        return obedient(messages)

    script.handlers["obedient"] = target
    r, _ = _run(_tasks())
    assert r.accepted_count == 0 and r.final_text == DOC
    assert r.issues["rollout_failed"] > 0
    assert any("rollout" in reason for _, reason in r.rejected)


def test_repeated_samples_compare_means_and_report_the_spread(script) -> None:
    calls = {"n": 0}

    def noisy(messages: list[dict[str, Any]]) -> str:
        calls["n"] += 1
        text = obedient(messages)
        return text if calls["n"] % 3 else "I forgot."

    script.handlers["obedient"] = noisy
    r, _ = _run(_tasks(), samples=3, epochs=1)
    seeds = {c["params"].get("seed") for c in script.calls_to("obedient")}
    assert seeds == {0, 1, 2}
    assert r.val_spread_before >= 0.0
    assert r.val_after is not None and r.val_before is not None
    assert (r.val_after > r.val_before) == (r.accepted_count > 0)


def test_slow_update_must_pass_the_same_gate(script) -> None:
    r, _ = _run(_tasks(24, terms=("pnpm", "ruff")), epochs=1, batch_size=8)
    slow = [d for d in r.decisions if d.kind == "slow"]
    assert r.accepted_count >= 1
    if slow:  # a consolidation that only rewords cannot be strictly better
        assert all(not d.accepted for d in slow)
    assert "Always mention pnpm." in r.final_text and "Always mention ruff." in r.final_text


def test_meta_notes_are_written_and_fed_to_the_next_reflections(script) -> None:
    r, _ = _run(_tasks())
    assert r.notes and "Always mention" in r.notes[0]
    script.calls.clear()
    _run(_tasks(terms=("ruff",), prefix="u"), notes=r.notes)
    prompts = [c["messages"][-1]["content"] for c in script.calls_to("optimizer")]
    assert any("NOTES FROM EARLIER NIGHTS" in p and r.notes[0] in p for p in prompts)


def test_too_few_tasks_is_nothing_to_do(script) -> None:
    r, client = _run(_tasks(1))
    assert r.status == "nothing_to_do" and "too few tasks" in r.reason
    assert client.ledger.calls == 0


def test_rubric_judges_use_the_judge_model_only_when_one_is_configured(script) -> None:
    from collections import Counter

    from skillsleep.optimize.evaluate import EvalSettings, Evaluator

    task = Task(id="r1", request="Explain the change", harness="codex", session_id="s",
                judges=[MustMention(terms=["pnpm"], quote="x"),
                        Rubric(rubric="explains why", quote="y")])
    client = ModelClient(Ledger(), None, timeout=5)
    issues: Counter[str] = Counter()
    without = Evaluator(client, EvalSettings("scripted/obedient", 50), mention_scorer, issues)
    assert without.score(task, "use pnpm") == 1.0
    assert script.calls_to("judge") == []
    script.queue("judge", "6", "great answer!")
    settings = EvalSettings("scripted/obedient", 50, judge_model="scripted/judge")
    with_judge = Evaluator(client, settings, mention_scorer, issues)
    assert with_judge.score(task, "use pnpm") == pytest.approx(0.8)  # (1.0 + 0.6) / 2
    assert with_judge.score(task, "use pnpm", sample=1) == 1.0  # unreadable rubric is left out
    assert issues["rubric_unreadable"] == 1


def test_compact_reflection_turns_one_instruction_line_into_a_gated_edit(script) -> None:
    replies = iter(["Always mention pnpm.", "DOCUMENT: echo of the prompt", "", "ok"] * 10)
    script.handlers["optimizer"] = lambda _m: next(replies)
    r, _ = _run(_tasks(), compact_reflection=True)
    prompt = script.calls_to("optimizer")[0]["messages"][-1]["content"]
    assert "Reply with the instruction only." in prompt and "must mention pnpm" in prompt
    assert "Always mention pnpm." in r.final_text and r.val_after == 1.0


def test_the_buffer_also_stops_the_same_text_at_another_anchor(script) -> None:
    anchored = Edit("add", "Help the user set up projects.", "Always mention pnpm.")
    r, _ = _run(_tasks(), rejected=[RejectedEdit.of("doc", anchored, "no", RejectedBy.USER,
                                                    0.0)])
    assert "Always mention pnpm." not in r.final_text
    assert r.issues["rejected_before"] > 0


def test_a_judge_that_cannot_run_is_counted_not_fatal(script) -> None:
    def broken(_task: Task, _text: str) -> float | None:
        raise ValueError("bad pattern")

    client = ModelClient(Ledger(), None, timeout=5)
    r = optimize_document(DOC, _tasks(), client, _settings(), scorer=broken)
    assert r.status == "nothing_to_do" and r.issues["judge_error"] > 0
    assert r.final_text == DOC


def test_our_loop_needs_at_most_half_the_calls_of_a_naive_one_for_the_same_decisions(
        script) -> None:
    rng_replies = [json.dumps([{"op": "add", "anchor": "", "new": line}])
                   for line in ("Be friendly.", "Always mention pnpm.", "Use short words.",
                                "Always mention ruff.")]
    results = {}
    for naive in (False, True):
        replies = iter(rng_replies * 20)
        script.handlers["optimizer"] = lambda _m, it=replies: next(it)
        script.calls.clear()
        r, client = _run(_tasks(30, terms=("pnpm", "ruff")), epochs=2, naive=naive)
        results[naive] = (r, client.ledger.calls)
    ours, naive_run = results[False], results[True]
    assert [d.to_doc() for d in ours[0].decisions] == [d.to_doc() for d in naive_run[0].decisions]
    assert ours[0].final_text == naive_run[0].final_text
    assert ours[1] * 2 <= naive_run[1]


def test_the_loops_settings_are_the_configs_under_the_same_names() -> None:
    from dataclasses import replace

    from skillsleep.config import Config

    config = Config()
    defaults = LoopSettings.from_config(config)
    assert defaults == LoopSettings(config.models.target, config.models.optimizer)
    config.optimizer = replace(config.optimizer, epochs=7, derived_edits=False)
    config.models = replace(config.models, target_max_tokens=99, judge="scripted/judge")
    changed = LoopSettings.from_config(config)
    assert (changed.epochs, changed.derived_edits, changed.target_max_tokens,
            changed.judge_model) == (7, False, 99, "scripted/judge")
