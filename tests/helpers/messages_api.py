"""A scripted Anthropic Messages API (`POST /v1/messages`) on the loopback, for the real Claude
Code and Copilot CLIs (`ANTHROPIC_BASE_URL`, `COPILOT_PROVIDER_TYPE=anthropic`).

It answers as the scripted agent of helpers.scripted_agent decides: `text` and `tool_use`
content blocks, streamed as the API streams them (`message_start`, `content_block_start`,
`content_block_delta` with `text_delta` / `input_json_delta`, `content_block_stop`,
`message_delta` with the stop reason and the usage, `message_stop`) when the request asks for a
stream, one JSON message otherwise. `count_tokens` is answered too. The usage it reports for each
answer is kept in `usage_sent`, so a test can compare it with what the CLI says it used.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler
from typing import Any

from helpers import scripted_agent
from helpers.endpoint import Received, ScriptedEndpoint


def conversation(body: dict[str, Any]) -> scripted_agent.Conversation:
    """What a Messages API request shows the model."""
    context: list[str] = []
    system = body.get("system")
    if isinstance(system, str):
        context.append(system)
    elif isinstance(system, list):
        context += [b.get("text", "") for b in system if isinstance(b, dict)]
    rounds: dict[str, scripted_agent.ToolRound] = {}
    request = ""
    for message in body.get("messages") or []:
        content = message.get("content")
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else content
        typed: list[str] = []
        has_results = False
        for block in blocks or []:
            kind = block.get("type")
            if kind == "text":
                text = str(block.get("text") or "")
                if message.get("role") != "assistant":  # Claude Code also sends "system" ones
                    context.append(text)
                if message.get("role") == "user" and not text.startswith("<system-reminder>"):
                    typed.append(_strip_tags(text))
            elif kind == "tool_use":
                rounds[str(block.get("id"))] = scripted_agent.ToolRound(
                    str(block.get("id")), str(block.get("name")), block.get("input") or {})
            elif kind == "tool_result":
                has_results = True
                found = rounds.get(str(block.get("tool_use_id")))
                if found is not None:
                    found.result = _text_of(block.get("content"))
        if message.get("role") == "user" and typed and not has_results:
            request = typed[-1]
    tools = {str(t.get("name")) for t in body.get("tools") or [] if isinstance(t, dict)}
    return scripted_agent.Conversation(tools, context, request, list(rounds.values()),
                                       str(body.get("model") or ""))


def _strip_tags(text: str) -> str:
    """Copilot puts `<current_datetime>...</current_datetime>` before what the person typed."""
    import re

    return re.sub(r"^(?:\s*<([a-z_]+)>.*?</\1>)+\s*", "", text, flags=re.S)


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(b.get("text", "")) for b in content if isinstance(b, dict))
    return ""


class MessagesAPI(ScriptedEndpoint):
    def __init__(self) -> None:
        super().__init__()
        self.usage_sent: list[dict[str, int]] = []
        self.hold_after: int | None = None   # answer this many model turns, then hold the next
        self.released = threading.Event()
        self.delay_seconds = 0.0   # a model that takes this long over each turn
        self.answered: list[str] = []   # the person's words of each turn answered, in order

    @staticmethod
    def request_of(got: Received) -> str:
        """The person's words of a turn, as `answered` holds them."""
        return conversation(got.body if isinstance(got.body, dict) else {}).request

    def turns(self) -> list[Received]:
        return [r for r in self.received("/v1/messages") if "count_tokens" not in r.path]

    def answer(self, got: Received, handler: BaseHTTPRequestHandler) -> None:
        if "/v1/messages" not in got.path:
            self.send_json(handler, 404, {"type": "error", "error": {
                "type": "not_found_error", "message": f"no route {got.path}"}})
            return
        body = got.body if isinstance(got.body, dict) else {}
        if "count_tokens" in got.path:
            self.send_json(handler, 200, {"input_tokens": len(got.text) // 4})
            return
        self._maybe_hold()
        if self.delay_seconds:
            time.sleep(self.delay_seconds)
        conv = conversation(body)
        turn = scripted_agent.reply(conv)
        usage = {"input_tokens": len(got.text) // 4 + 1,
                 "output_tokens": len(json.dumps(turn.text)) // 4 + 10 * len(turn.calls) + 1}
        with self._lock:
            self.usage_sent.append(usage)
            self.answered.append(conv.request)
            number = len(self.usage_sent)
        message = {"id": f"msg_scripted_{number}", "type": "message", "role": "assistant",
                   "model": body.get("model") or "scripted", "content": [],
                   "stop_reason": None, "stop_sequence": None,
                   "usage": {"input_tokens": usage["input_tokens"], "output_tokens": 1}}
        blocks: list[dict[str, Any]] = []
        if turn.text:
            blocks.append({"type": "text", "text": turn.text})
        blocks += [{"type": "tool_use", "id": c.call_id, "name": c.name, "input": c.arguments}
                   for c in turn.calls]
        stop = "tool_use" if turn.calls else "end_turn"
        if not body.get("stream"):
            message.update(content=blocks, stop_reason=stop, usage=usage)
            self.send_json(handler, 200, message)
            return
        events: list[tuple[str | None, Any]] = [("message_start", {"type": "message_start",
                                                                   "message": message})]
        for i, block in enumerate(blocks):
            if block["type"] == "text":
                start = {"type": "text", "text": ""}
                delta = {"type": "text_delta", "text": block["text"]}
            else:
                start = {**block, "input": {}}
                delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
            events += [("content_block_start", {"type": "content_block_start", "index": i,
                                                "content_block": start}),
                       ("content_block_delta", {"type": "content_block_delta", "index": i,
                                                "delta": delta}),
                       ("content_block_stop", {"type": "content_block_stop", "index": i})]
        events += [("message_delta", {"type": "message_delta",
                                      "delta": {"stop_reason": stop, "stop_sequence": None},
                                      "usage": {"output_tokens": usage["output_tokens"]}}),
                   ("message_stop", {"type": "message_stop"})]
        self.send_events(handler, events)

    def _maybe_hold(self) -> None:
        with self._lock:
            answered = len(self.usage_sent)
        if self.hold_after is not None and answered >= self.hold_after:
            # A model that takes its time: the CLI waits on the open request.
            deadline = time.monotonic() + 600
            while not self.released.wait(0.1) and time.monotonic() < deadline:
                pass
