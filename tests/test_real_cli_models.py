"""The harness-CLI model providers (`claude-code/...`, `codex/...`) through the real CLIs from
npm, their model a scripted endpoint on the loopback: the answer, the tokens and the cost are
the ones the real CLI reports, and an endpoint that fails or answers garbage is a clear error."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from skillsleep.logs.marker import HEADLESS_CWD_PREFIX
from skillsleep.models import HEADLESS_MARKER, Ledger, ModelCallError, ModelClient

from helpers import real_clis
from helpers.messages_api import MessagesAPI
from helpers.responses_api import ResponsesAPI

pytestmark = pytest.mark.usefixtures("real_clis_on_path")
MESSAGES = [{"role": "system", "content": "Be brief.\nAlways mention pnpm."},
            {"role": "user", "content": "Which package manager should I use?"}]


@pytest.fixture
def claude_api(monkeypatch: pytest.MonkeyPatch):
    with MessagesAPI() as api:
        for key, value in real_clis.claude_env(api.url).items():
            monkeypatch.setenv(key, value)
        yield api


def test_claude_code_answers_with_the_tokens_and_cost_it_reports(claude_api: MessagesAPI,
                                                                 isolated_home: Path) -> None:
    client = ModelClient(Ledger(), None, timeout=60)
    r = client.complete("claude-code/sonnet", MESSAGES, max_tokens=50)
    assert r.text == "Here is my answer. I mention pnpm."
    [turn] = claude_api.turns()
    sent = claude_api.usage_sent[0]
    assert (r.prompt_tokens, r.completion_tokens) == (sent["input_tokens"],
                                                      sent["output_tokens"])
    assert r.cost_usd is not None and r.cost_usd > 0   # priced by the CLI itself
    assert client.ledger.cost_usd == pytest.approx(r.cost_usd)
    # Headless: our marker first, no tool offered, the model named as asked, in an empty
    # folder of its own that is gone afterwards.
    assert not turn.body.get("tools")
    assert HEADLESS_MARKER in turn.text and "sonnet" in turn.body["model"]  # the CLI's alias
    cwd = Path(re.search(r"Primary working directory: (\S+?)(?:\\n|\s)", turn.text).group(1))
    assert cwd.name.startswith(HEADLESS_CWD_PREFIX) and not cwd.exists()


def test_codex_answers_with_the_tokens_it_reports(isolated_home: Path) -> None:
    with ResponsesAPI() as api:
        real_clis.write_codex_config(isolated_home / ".codex", api.url)
        client = ModelClient(Ledger(), None, timeout=60)
        r = client.complete("codex/scripted-model", MESSAGES, max_tokens=50)
    assert r.text == "Here is my answer. I mention pnpm."
    sent = api.usage_sent[-1]
    assert (r.prompt_tokens, r.completion_tokens) == (sent["input_tokens"],
                                                      sent["output_tokens"])
    assert not r.cost_usd           # Codex reports no price (litellm has none for it)
    # Read-only, in an empty folder of its own, as Codex itself tells its model.
    shown = "\n".join(t.text for t in api.received("/v1/responses"))
    assert "`sandbox_mode` is `read-only`" in shown
    cwd = Path(re.search(r"<cwd>([^<]+)</cwd>", shown).group(1))
    assert cwd.name.startswith(HEADLESS_CWD_PREFIX) and not cwd.exists()


def test_a_rate_limit_is_retried_then_reported_as_one(claude_api: MessagesAPI) -> None:
    claude_api.fail_next(429, json.dumps({"type": "error", "error": {
        "type": "rate_limit_error", "message": "rate limited"}}), times=100)
    client = ModelClient(Ledger(), None, timeout=120, max_retries=1, sleep=lambda _s: None)
    with pytest.raises(ModelCallError) as info:
        client.complete("claude-code/sonnet", MESSAGES, max_tokens=10)
    # The CLI's own retries are few, so the rate limit comes back as one, not as a timeout.
    assert info.value.kind == "rate_limit"
    assert client.ledger.errors["rate_limit"] == 2


def test_a_model_that_does_not_answer_is_a_timeout(claude_api: MessagesAPI) -> None:
    claude_api.hold_after = 0
    client = ModelClient(Ledger(), None, timeout=5, max_retries=0)
    with pytest.raises(ModelCallError) as info:
        client.complete("claude-code/sonnet", MESSAGES, max_tokens=10)
    claude_api.released.set()
    assert info.value.kind == "timeout"


def test_an_endpoint_that_refuses_the_request_is_a_clear_error(claude_api: MessagesAPI) -> None:
    claude_api.fail_next(400, json.dumps({"type": "error", "error": {
        "type": "invalid_request_error", "message": "prompt is malformed"}}), times=5)
    client = ModelClient(Ledger(), None, timeout=60, max_retries=0)
    with pytest.raises(ModelCallError) as info:
        client.complete("claude-code/sonnet", MESSAGES, max_tokens=50)
    assert "prompt is malformed" in str(info.value) or "400" in str(info.value)


def test_an_endpoint_that_answers_garbage_is_a_clear_error(claude_api: MessagesAPI) -> None:
    claude_api.fail_next(200, b"\x00 this is not an event stream", times=5)
    client = ModelClient(Ledger(), None, timeout=60, max_retries=0)
    with pytest.raises(ModelCallError):
        client.complete("claude-code/sonnet", MESSAGES, max_tokens=50)
