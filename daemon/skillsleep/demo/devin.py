"""Devin CLI transcripts: `~/.local/share/devin/cli/transcripts/<session id>.json`, ATIF-v1.7.

One JSON document per session, rewritten whole when the session exits: `schema_version`, a
word-pair `session_id`, `agent`, `steps` and `final_metrics`. Steps have a `source` of system,
user or agent; the system steps carry the system prompt and the project's CLAUDE.md (Devin reads
Claude's instruction files), agent steps carry `tool_calls` (ids like `read_0`), the tools'
`observation.results` and `metrics` whose `prompt_tokens` include the cached ones. The document
holds no cwd: only the system prompt's environment block and the tools' absolute paths name the
project.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

from skillsleep.demo import sources
from skillsleep.demo.common import Ids, PlannedSession, Tool, Written, iso_ms, later, write_text
from skillsleep.harnesses.devin import HARNESS as DEVIN
from skillsleep.machine import Machine

VERSION = "3000.4.2"
MODEL = "SWE-1.7"
ADJECTIVES = ("snowy", "almond", "quiet", "amber", "misty", "brisk", "velvet", "lucky")
NOUNS = ("efraasia", "cylinder", "harbor", "meadow", "comet", "lantern", "orchid", "pebble")


class _Trajectory:
    def __init__(self, plan: PlannedSession, project: Path, taken: set[str]) -> None:
        self.plan = plan
        self.project = project
        self.rng = plan.rng(sources.DEVIN)
        self.ids = Ids(self.rng)
        self.session_id = f"{self.rng.choice(ADJECTIVES)}-{self.rng.choice(NOUNS)}"
        while self.session_id in taken:  # word pairs are few; two sessions must not share one
            self.session_id = f"{self.rng.choice(ADJECTIVES)}-{self.rng.choice(NOUNS)}"
        taken.add(self.session_id)
        self.steps: list[dict[str, Any]] = []
        self.calls: dict[str, int] = {}
        self.totals = {"prompt": 0, "completion": 0, "cached": 0}

    def step(self, source: str, at: datetime, message: str, **fields: Any) -> dict[str, Any]:
        record = {"step_id": len(self.steps) + 1, "timestamp": iso_ms(at), "source": source,
                  "message": message, **fields}
        self.steps.append(record)
        return record

    def metrics(self) -> dict[str, int]:
        cached = 11000 + self.rng.randrange(3000)
        prompt = cached + 200 + self.rng.randrange(1500)
        completion = 60 + self.rng.randrange(400)
        self.totals["prompt"] += prompt
        self.totals["completion"] += completion
        self.totals["cached"] += cached
        return {"prompt_tokens": prompt, "completion_tokens": completion, "cached_tokens": cached}

    def _call(self, tool: Tool) -> dict[str, Any]:
        name = {"shell": "exec", "read": "read", "edit": "edit", "write": "write"}[tool.kind]
        index = self.calls.get(name, 0)
        self.calls[name] = index + 1
        path = str(self.project / tool.target)
        if tool.kind == "shell":
            args: dict[str, Any] = {"command": tool.target}
        elif tool.kind == "read":
            args = {"file_path": path}
        elif tool.kind == "edit":
            args = {"file_path": path, "old_string": tool.old, "new_string": tool.new}
        else:
            args = {"file_path": path, "content": tool.new}
        return {"tool_call_id": f"{name}_{index}", "function_name": name, "arguments": args}

    def preamble(self, at: datetime) -> None:
        system = ("You are Devin, an autonomous software engineer working in the user's terminal."
                  f"\n\n<environment>\nWorking directory: {self.project}\nPlatform: linux\n"
                  f"Shell: bash\nDate: {at.date().isoformat()}\n</environment>")
        self.step("system", at, system)
        doc = self.project / "CLAUDE.md"
        if doc.is_file():
            self.step("system", at, f"<project_instructions source=\"{doc}\">\n"
                      f"{doc.read_text(encoding='utf-8')}</project_instructions>")


def write_session(plan: PlannedSession, home: Path, project: Path,
                  taken: set[str] | None = None) -> Written:
    t = _Trajectory(plan, project, taken if taken is not None else set())
    at = plan.start
    t.preamble(at)
    times = []
    for ex in plan.exchanges:
        at = later(at, t.rng, 2, 20) if not times else later(at, t.rng, 30, 240)
        times.append(at)
        t.step("user", at, ex.text, extra={"prompt_id": t.ids.uuid4()})
        for i, tool in enumerate(ex.tools):
            at = later(at, t.rng, 2, 8)
            call = t._call(tool)
            output = tool.output or f"Wrote {call['arguments'].get('file_path', tool.target)}"
            fields: dict[str, Any] = {"model_name": MODEL}
            if i == 0 and ex.thinking:
                fields["reasoning_content"] = ex.thinking
            t.step("agent", at, "", **fields, tool_calls=[call],
                   observation={"results": [{"source_call_id": call["tool_call_id"],
                                             "content": output}]},
                   metrics=t.metrics())
        at = later(at, t.rng, 2, 8)
        t.step("agent", at, ex.reply, model_name=MODEL, metrics=t.metrics())
    document = {
        "schema_version": "ATIF-v1.7", "session_id": t.session_id,
        "agent": {"name": DEVIN.id, "version": VERSION, "model_name": MODEL,
                  "extra": {"mode": "interactive"}},
        "steps": t.steps,
        "final_metrics": {"total_prompt_tokens": t.totals["prompt"],
                          "total_completion_tokens": t.totals["completion"],
                          "total_cached_tokens": t.totals["cached"],
                          "total_steps": len(t.steps)},
    }
    # Where the CLI writes on Linux without DEVIN_HOME: the harness description says.
    folder = DEVIN.log_roots(Machine(home))[0].path
    path = write_text(folder / f"{t.session_id}.json",
                      json.dumps(document, ensure_ascii=False, indent=2) + "\n")
    return Written(t.session_id, path, times, [path])
