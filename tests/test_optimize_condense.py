"""Documents longer than the target model's window: the rollout sees the front matter, the
description and the sections an edit touches, the edit itself above all; an edit that cannot be
shown is never evaluated. Run on the real 25 KB CLAUDE.md of the development history, with a
stand-in provider whose window (declared through litellm's model registry, as a user or plugin
declares one) is far smaller, and which refuses a prompt longer than it, as providers do."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from skillsleep.models import Ledger, ModelClient
from skillsleep.models._litellm import litellm as _litellm
from skillsleep.models.windows import context_window, token_counter
from skillsleep.optimize.condense import OMITTED, Condenser, split_sections
from skillsleep.optimize.loop import EDIT_NOT_VISIBLE, LoopSettings, optimize_document
from skillsleep.tasks.judges.answer import MustMention
from skillsleep.tasks.taskdata import Task

from conftest import SHARED
from helpers.scripted_models import install as install_script
from helpers.scripted_models import mention_scorer, obedient

CLAUDE_MD = SHARED / "realdata" / "entireio-dev" / "project-docs" / "CLAUDE.md"
SMALL = "scripted/small-window"
WINDOW = 1500
EDIT = "Always mention pnpm."


@pytest.fixture
def small_window():
    """`scripted/small-window`: obedient, with a 1,500-token window it enforces."""
    script = install_script()
    lm = _litellm()
    lm.register_model({SMALL: {"max_input_tokens": WINDOW, "max_output_tokens": 256,
                               "litellm_provider": "scripted", "mode": "chat",
                               "input_cost_per_token": 0.0, "output_cost_per_token": 0.0}})
    context_window.cache_clear()
    prompts: list[int] = []

    def small(messages: list[dict[str, Any]]) -> str | Exception:
        size = lm.token_counter(model=SMALL, messages=messages)
        prompts.append(size)
        if size > WINDOW:
            return lm.ContextWindowExceededError(
                message=f"prompt of {size} tokens is longer than the {WINDOW}-token window",
                model=SMALL, llm_provider="scripted")
        return obedient(messages)

    script.handlers["small-window"] = small
    script.prompt_sizes = prompts  # type: ignore[attr-defined]
    yield script
    context_window.cache_clear()


def _tasks(n: int = 16) -> list[Task]:
    return [Task(id=f"c{i}", request=f"Write the commit message for change {i}",
                 harness="claude-code", session_id=f"s{i % 3}",
                 judges=[MustMention(terms=["pnpm"], quote="user: say pnpm")])
            for i in range(n)]


def _settings(**kw: Any) -> LoopSettings:
    base = {"target_model": SMALL, "optimizer_model": "scripted/optimizer", "epochs": 1,
            "batch_size": 4, "derived_edits": False, "target_max_tokens": 100}
    return LoopSettings(**{**base, **kw})


def test_the_window_comes_from_the_models_own_information(small_window) -> None:
    assert context_window(SMALL) == WINDOW
    assert context_window("openai/gpt-4o-mini") == 128_000  # litellm's model information
    assert context_window("claude-code/sonnet") is None  # the CLI manages its own context
    assert context_window("nosuch/model") is None


def test_an_edit_appended_to_the_real_claude_md_reaches_the_rollout_and_passes(
        small_window) -> None:
    text = CLAUDE_MD.read_text(encoding="utf-8")
    count = token_counter(SMALL)
    assert count(text) > 3 * WINDOW
    client = ModelClient(Ledger(), None, timeout=5)
    result = optimize_document(text, _tasks(), client, _settings(), scorer=mention_scorer)
    # Every rollout fitted the window: none was refused.
    assert result.issues.get("rollout_failed", 0) == 0
    assert max(small_window.prompt_sizes) <= WINDOW
    assert result.status == "ok" and result.accepted_count == 1
    assert result.val_before == 0.0 and result.val_after == 1.0
    assert result.final_text == text + EDIT + "\n" or result.final_text.endswith(EDIT + "\n")
    shown = [c["messages"][0]["content"] for c in small_window.calls_to("small-window")]
    with_edit = [s for s in shown if EDIT in s]
    assert with_edit and all(OMITTED in s for s in shown)
    c = result.condensed
    assert c["model"] == SMALL and c["document_tokens"] == count(text)
    assert c["shown_tokens"] < c["budget_tokens"] < WINDOW and c["sections_left_out"] > 0
    assert c["rollouts"] == len(shown)


def test_without_condensing_the_same_night_could_not_even_score_the_document(
        small_window) -> None:
    """The baseline: the whole document sent to the small model fails every rollout."""
    text = CLAUDE_MD.read_text(encoding="utf-8")
    client = ModelClient(Ledger(), None, timeout=5)
    reply = None
    try:
        client.complete(SMALL, [{"role": "system", "content": text},
                                {"role": "user", "content": "Write the commit message"}],
                        max_tokens=100)
    except Exception as exc:
        reply = exc
    assert reply is not None and "window" in str(reply)


def test_an_edit_the_model_cannot_be_shown_is_never_evaluated(small_window) -> None:
    text = CLAUDE_MD.read_text(encoding="utf-8")
    big = "Always mention pnpm. " + "Keep every commit small and focused on one change. " * 11
    small_window.handlers["optimizer"] = lambda _m: json.dumps(
        [{"op": "add", "anchor": "", "new": big.strip(), "why": "long"}])
    client = ModelClient(Ledger(), None, timeout=5)
    # A window that holds the front matter and the description, but not the edit.
    settings = _settings(target_max_tokens=WINDOW - 64 - 40 - 60, max_edit_chars=1000)
    result = optimize_document(text, _tasks(), client, settings, scorer=mention_scorer)
    assert result.issues[EDIT_NOT_VISIBLE] >= 1
    assert result.decisions == [] and result.rejected == [] and result.final_text == text
    assert result.issues.get("rollout_failed", 0) == 0


def test_sections_follow_headings_outside_code_fences() -> None:
    text = ("---\nname: x\n---\nIntro line.\n\n# Title\nbody\n```sh\n# not a heading\n```\n"
            "## Sub\nmore\n")
    lines = text.splitlines(keepends=True)
    got = [(s.start, s.end, s.level, s.pinned) for s in split_sections(lines)]
    assert got == [(0, 3, 0, True), (3, 5, 0, True), (5, 10, 1, False), (10, 12, 2, False)]
    titled = [s.pinned for s in split_sections(["# Title\n", "intro\n", "## A\n", "a\n"])]
    assert titled == [True, False]


def test_a_condensed_view_keeps_document_order_headings_and_marks_what_is_left_out() -> None:
    count = token_counter("openai/gpt-4o-mini")
    filler = "".join(f"## Topic {i}\n" + f"Words about topic number {i}. " * 30 + "\n"
                     for i in range(20))
    base = "# Guide\n\nHow we work.\n\n" + filler + "## Commits\n\n### Messages\nShort ones.\n"
    doc = base.replace("Short ones.\n", "Short ones.\nAlways mention pnpm.\n")
    c = Condenser(base, 300, count, focus="write the commit message")
    view = c.view(doc)
    assert view.condensed and view.shows_changes and view.tokens <= 300
    text = view.text
    assert text.startswith("# Guide\n\nHow we work.\n")
    # The touched section comes with the heading above it; what is left out is marked.
    assert "## Commits\n" in text and "### Messages\nShort ones.\nAlways mention pnpm.\n" in text
    assert text.index("## Commits") < text.index("### Messages")
    assert OMITTED in text and view.sections_left_out > 0
    # One view per version of the document, whatever the task: a prompt cache can reuse it.
    assert c.view(doc) is view
    small = Condenser(base, 10_000, count).view(doc)
    assert not small.condensed and small.text == doc


def test_a_touched_section_too_long_to_show_whole_shows_its_changed_lines() -> None:
    count = token_counter("openai/gpt-4o-mini")
    long_body = "".join(f"Line {i} of the long section.\n" for i in range(200))
    base = "# Guide\n\n## Long\n" + long_body
    doc = base.replace("Line 120 of the long section.\n",
                       "Line 120 of the long section.\nAlways mention pnpm.\n")
    view = Condenser(base, 120, count).view(doc)
    assert view.shows_changes and view.tokens <= 120
    assert "## Long\n" in view.text and "Always mention pnpm.\n" in view.text
    assert "Line 119 of the long section.\n" in view.text
    assert "Line 10 of the long section.\n" not in view.text


def test_a_window_that_cannot_hold_the_change_says_so() -> None:
    count = token_counter("openai/gpt-4o-mini")
    base = "# Guide\n\n" + "Intro words here. " * 10 + "\n## A\n" + "text " * 200 + "\n"
    doc = base + "Always mention pnpm, and " + "a very long instruction " * 40 + ".\n"
    view = Condenser(base, 60, count).view(doc)
    assert view.condensed and not view.shows_changes


@pytest.mark.parametrize("document", ["", "\n", "no headings at all, one long line " * 300])
def test_odd_documents_condense_without_error(document: str) -> None:
    view = Condenser("", 40, token_counter("openai/gpt-4o-mini")).view(document)
    assert isinstance(view.text, str)


def test_rollout_prompts_fit_even_the_longest_request(small_window) -> None:
    text = CLAUDE_MD.read_text(encoding="utf-8")
    long = Task(id="long", request="Write the commit message. " + "Context. " * 200,
                harness="claude-code", session_id="s9",
                judges=[MustMention(terms=["pnpm"], quote="x")])
    tasks = [*_tasks(8), long]
    client = ModelClient(Ledger(), None, timeout=5)
    result = optimize_document(text, tasks, client, _settings(), scorer=mention_scorer)
    assert result.issues.get("rollout_failed", 0) == 0
    assert max(small_window.prompt_sizes) <= WINDOW
    assert Path(CLAUDE_MD).read_text(encoding="utf-8") == text
