"""Scripted models that stand in for remote providers in tests, registered with litellm's
custom-provider mechanism exactly as a real provider would be (`scripted/<name>`).

`scripted/obedient` answers a task by following the document's instructions literally: every
line "Always mention X." adds X to the answer. `scripted/optimizer` reads the failed checks in
the reflection prompt and proposes the line that fixes them. Other behaviour is set per test by
queuing replies or exceptions.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Reply = str | Exception


@dataclass
class Script:
    calls: list[dict[str, Any]] = field(default_factory=list)
    queues: dict[str, list[Reply]] = field(default_factory=dict)
    handlers: dict[str, Callable[[list[dict[str, Any]]], Reply]] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def queue(self, model: str, *replies: Reply) -> None:
        self.queues.setdefault(model, []).extend(replies)

    def calls_to(self, model: str) -> list[dict[str, Any]]:
        return [c for c in self.calls if c["model"] == model]


SCRIPT = Script()


def obedient(messages: list[dict[str, Any]]) -> str:
    system = next((m["content"] for m in messages if m["role"] == "system"), "")
    request = messages[-1]["content"]
    if re.search(r"^\s*Answer in one word\.", system, re.MULTILINE):
        return "OK"
    extras = re.findall(r"^\s*[-*]?\s*Always mention (.+?)\.?\s*$", system, re.MULTILINE)
    text = f"Here is my answer to a request of {len(request.split())} words."
    if extras:
        text += " I mention " + ", ".join(extras) + "."
    return text


def fixing_optimizer(messages: list[dict[str, Any]]) -> str:
    import json

    prompt = messages[-1]["content"]
    if "short notes" in prompt:
        return "Explicit 'Always mention' lines help this document.\nok"
    if prompt.startswith("Rewrite these instructions"):
        return "\n".join(line for line in prompt.splitlines() if line.startswith("- "))
    m = re.search(r"FAILED CHECKS: the answer must mention ([^;\n]+)", prompt)
    if not m:
        return "[]"
    terms = [t.strip() for t in m.group(1).split(",") if t.strip()]
    return json.dumps([{"op": "add", "anchor": "", "new": f"Always mention {t}.",
                        "why": f"answers forgot {t}"} for t in terms])


SCRIPT.handlers["obedient"] = obedient
SCRIPT.handlers["optimizer"] = fixing_optimizer


def _make_handler() -> Any:
    from skillsleep.models._litellm import litellm as load

    litellm = load()

    class Scripted(litellm.CustomLLM):  # type: ignore[misc]
        def completion(self, model: str, messages: list, *args: Any, **kw: Any) -> Any:
            with SCRIPT.lock:
                SCRIPT.calls.append({"model": model, "messages": messages,
                                     "params": dict(kw.get("optional_params") or {})})
                queue = SCRIPT.queues.get(model)
                reply: Reply = queue.pop(0) if queue else SCRIPT.handlers.get(
                    model, lambda _m: "ok")(messages)
            if isinstance(reply, Exception):
                raise reply
            response = kw["model_response"]
            response.choices[0].message.content = reply
            prompt = sum(len(str(m.get("content") or "")) for m in messages) // 4 + 1
            completion = len(reply) // 4 + 1
            response.usage = litellm.Usage(prompt_tokens=prompt, completion_tokens=completion,
                                           total_tokens=prompt + completion)
            return response

    return Scripted()


def install() -> Script:
    """Register `scripted/` with litellm (through our registry) and reset the script."""
    from skillsleep.models.providers import register_handler

    SCRIPT.calls.clear()
    SCRIPT.queues.clear()
    SCRIPT.handlers.clear()
    SCRIPT.handlers["obedient"] = obedient
    SCRIPT.handlers["optimizer"] = fixing_optimizer
    register_handler("scripted", _make_handler())
    return SCRIPT


def mention_scorer(task: Any, text: str) -> float | None:
    """The real scorer of a chat answer."""
    from skillsleep.tasks.judges import score_answer

    return score_answer(task, text)
