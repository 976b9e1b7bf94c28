"""Provider prompt caching for hosted models, against stand-in Anthropic and OpenAI endpoints on
localhost (the real litellm client speaks to them over HTTP): the document prefix is marked with
cache_control where the provider needs it, never where it does not, the tokens the provider
served from its cache are counted, and they are priced as cache reads."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any, ClassVar

import pytest

from skillsleep.models import Budget, Ledger, ModelClient

DOC = "# Release\n\n" + "Follow the release checklist step by step. " * 300
MESSAGES = [{"role": "system", "content": DOC}, {"role": "user", "content": "Release 2.3"}]


class _Provider(BaseHTTPRequestHandler):
    """Answers like Anthropic's /v1/messages or OpenAI's /chat/completions; from the second
    request with the same system prompt on, says most of the prompt came from its cache."""

    bodies: ClassVar[list[dict[str, Any]]] = []
    seen: ClassVar[set[str]] = set()

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["content-length"])))
        type(self).bodies.append(body)
        system = json.dumps(body.get("system") or body["messages"][0])
        cached = 1500 if system in self.seen else 0
        self.seen.add(system)
        if self.path.endswith("/messages"):
            reply = {"id": "msg", "type": "message", "role": "assistant", "model": body["model"],
                     "content": [{"type": "text", "text": "Released."}], "stop_reason": "end_turn",
                     "usage": {"input_tokens": 20, "output_tokens": 3,
                               "cache_read_input_tokens": cached,
                               "cache_creation_input_tokens": 1500 - cached}}
        else:
            reply = {"id": "c", "object": "chat.completion", "created": 1, "model": body["model"],
                     "choices": [{"index": 0, "finish_reason": "stop",
                                  "message": {"role": "assistant", "content": "Released."}}],
                     "usage": {"prompt_tokens": 1520, "completion_tokens": 3,
                               "total_tokens": 1523,
                               "prompt_tokens_details": {"cached_tokens": cached}}}
        data = json.dumps(reply).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *_args: Any) -> None:
        pass


@pytest.fixture
def provider(monkeypatch: pytest.MonkeyPatch) -> Iterator[type[_Provider]]:
    _Provider.bodies, _Provider.seen = [], set()
    server = HTTPServer(("127.0.0.1", 0), _Provider)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
    monkeypatch.setenv("ANTHROPIC_API_BASE", base)
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    monkeypatch.setenv("OPENAI_BASE_URL", base + "/v1")
    yield _Provider
    server.shutdown()


def _client(prompt_cache: bool = True) -> ModelClient:
    return ModelClient(Ledger(Budget(10**9, 100.0)), None, timeout=10, max_retries=0,
                       prompt_cache=prompt_cache)


def test_anthropic_gets_the_document_marked_for_its_cache_and_cached_tokens_count(
        provider) -> None:
    client = _client()
    costs = []
    for task in ("Release 2.3", "Release 2.4"):
        before = client.ledger.cost_usd
        client.complete("anthropic/claude-sonnet-4-5",
                        [MESSAGES[0], {"role": "user", "content": task}], max_tokens=20)
        costs.append(client.ledger.cost_usd - before)
    system = provider.bodies[0]["system"]
    assert system[-1]["cache_control"] == {"type": "ephemeral"} and DOC in system[-1]["text"]
    assert all("cache_control" not in json.dumps(m) for m in provider.bodies[0]["messages"])
    ledger = client.ledger
    assert (ledger.prompt_cache_hits, ledger.prompt_cache_tokens) == (1, 1500)
    # The second call read the document from the provider's cache, and is priced as such.
    assert 0 < costs[1] < costs[0] / 3


def test_with_prompt_caching_off_nothing_is_marked(provider) -> None:
    _client(prompt_cache=False).complete("anthropic/claude-sonnet-4-5", MESSAGES, max_tokens=20)
    assert "cache_control" not in json.dumps(provider.bodies[0])


def test_openai_caches_on_its_own_and_is_sent_no_marker(provider) -> None:
    client = _client()
    for _ in range(2):
        client.complete("openai/gpt-4o-mini", [MESSAGES[0], {"role": "user", "content": "x"}],
                        max_tokens=20, sample=_)
    assert all("cache_control" not in json.dumps(b) for b in provider.bodies)
    assert provider.bodies[0]["messages"][0] == {"role": "system", "content": DOC}
    assert (client.ledger.prompt_cache_hits, client.ledger.prompt_cache_tokens) == (1, 1500)


def test_the_response_cache_key_does_not_depend_on_prompt_caching(tmp_path, provider) -> None:
    from skillsleep.models.cache import ResponseCache

    cache = ResponseCache(tmp_path, 10 << 20)
    ModelClient(Ledger(), cache, timeout=10, prompt_cache=True).complete(
        "anthropic/claude-sonnet-4-5", MESSAGES, max_tokens=20)
    again = ModelClient(Ledger(), cache, timeout=10, prompt_cache=False)
    assert again.complete("anthropic/claude-sonnet-4-5", MESSAGES, max_tokens=20).cached
    assert len(provider.bodies) == 1
