"""A scripted OpenAI Responses API (`POST /v1/responses`) on the loopback, for the real Codex
CLI (a `model_providers.<name>` entry with `wire_api = "responses"`) and the Copilot CLI
(`COPILOT_PROVIDER_TYPE=openai`).

It answers as the scripted agent of helpers.scripted_agent decides: `message` and
`function_call` output items, streamed as server-sent events (`response.created`,
`response.output_item.added`, `response.output_text.delta`, `response.output_item.done`,
`response.completed` with the usage), or one JSON response when no stream is asked for. The
usage of each answer is kept in `usage_sent`.
"""

from __future__ import annotations

import json
import re
from http.server import BaseHTTPRequestHandler
from typing import Any

from helpers import scripted_agent
from helpers.endpoint import Received, ScriptedEndpoint

# What Codex adds to the input as user messages that the person did not type.
_INJECTED = re.compile(r"^\s*(?:# AGENTS\.md instructions|<environment_context>|"
                       r"<user_instructions>|<permissions instructions>|<skills_instructions>)")


def conversation(body: dict[str, Any]) -> scripted_agent.Conversation:
    context: list[str] = []
    instructions = body.get("instructions")
    if isinstance(instructions, str):
        context.append(instructions)
    rounds: dict[str, scripted_agent.ToolRound] = {}
    request = ""
    items = body.get("input")
    if isinstance(items, str):
        items = [{"type": "message", "role": "user", "content": items}]
    for item in items or []:
        kind = item.get("type", "message")
        if kind == "message":
            for text in _texts(item.get("content")):
                context.append(text)
                if item.get("role") == "user" and not _INJECTED.match(text):
                    request = text
        elif kind == "function_call":
            try:
                arguments = json.loads(item.get("arguments") or "{}")
            except ValueError:
                arguments = {}
            call_id = str(item.get("call_id"))
            rounds[call_id] = scripted_agent.ToolRound(call_id, str(item.get("name")), arguments)
        elif kind == "function_call_output":
            found = rounds.get(str(item.get("call_id")))
            if found is not None:
                found.result = _output(item.get("output"))
    tools = {str(t.get("name")) for t in body.get("tools") or []
             if isinstance(t, dict) and t.get("name")}
    return scripted_agent.Conversation(tools, context, request, list(rounds.values()),
                                       str(body.get("model") or ""))


def _texts(content: Any) -> list[str]:
    if isinstance(content, str):
        return [content]
    return [str(c.get("text") or "") for c in content or [] if isinstance(c, dict)]


def _output(output: Any) -> str:
    if isinstance(output, str):
        return output
    return "\n".join(_texts(output))


class ResponsesAPI(ScriptedEndpoint):
    def __init__(self) -> None:
        super().__init__()
        self.usage_sent: list[dict[str, int]] = []

    def turns(self) -> list[Received]:
        return self.received("/responses")

    def answer(self, got: Received, handler: BaseHTTPRequestHandler) -> None:
        if not got.path.rstrip("/").endswith("/responses"):
            self.send_json(handler, 404, {"error": {"message": f"no route {got.path}"}})
            return
        body = got.body if isinstance(got.body, dict) else {}
        turn = scripted_agent.reply(conversation(body))
        usage = {"input_tokens": len(got.text) // 4 + 1,
                 "output_tokens": len(json.dumps(turn.text)) // 4 + 10 * len(turn.calls) + 1}
        with self._lock:
            self.usage_sent.append(usage)
            number = len(self.usage_sent)
        items: list[dict[str, Any]] = []
        if turn.text:
            items.append({"type": "message", "id": f"msg_{number}", "status": "completed",
                          "role": "assistant", "content": [
                              {"type": "output_text", "text": turn.text, "annotations": []}]})
        items += [{"type": "function_call", "id": f"fc_{number}_{i}", "status": "completed",
                   "call_id": c.call_id, "name": c.name, "arguments": json.dumps(c.arguments)}
                  for i, c in enumerate(turn.calls)]
        full_usage = {"input_tokens": usage["input_tokens"],
                      "input_tokens_details": {"cached_tokens": 0},
                      "output_tokens": usage["output_tokens"],
                      "output_tokens_details": {"reasoning_tokens": 0},
                      "total_tokens": usage["input_tokens"] + usage["output_tokens"]}
        response = {"id": f"resp_{number}", "object": "response", "created_at": 0,
                    "status": "in_progress", "model": body.get("model") or "scripted",
                    "output": []}
        done = {**response, "status": "completed", "output": items, "usage": full_usage}
        if not body.get("stream"):
            self.send_json(handler, 200, done)
            return
        events: list[tuple[str | None, Any]] = [
            ("response.created", {"type": "response.created", "response": response})]
        for i, item in enumerate(items):
            opened = {**item, "status": "in_progress"}
            if item["type"] == "message":
                opened["content"] = []
            events.append(("response.output_item.added", {
                "type": "response.output_item.added", "output_index": i, "item": opened}))
            if item["type"] == "message":
                events.append(("response.output_text.delta", {
                    "type": "response.output_text.delta", "item_id": item["id"],
                    "output_index": i, "content_index": 0, "delta": turn.text}))
            events.append(("response.output_item.done", {
                "type": "response.output_item.done", "output_index": i, "item": item}))
        events.append(("response.completed", {"type": "response.completed", "response": done}))
        self.send_events(handler, events)
