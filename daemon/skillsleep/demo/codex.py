"""Codex CLI rollouts: `~/.codex/sessions/YYYY/MM/DD/rollout-<local ts>-<thread uuid>.jsonl`.

Each line is `{"timestamp","type","payload"}`. The session opens with `session_meta`, the
developer permissions message and the injected AGENTS.md and `<environment_context>` user-role
messages; every turn has `task_started`, `turn_context` (where the model is named), the user's
message twice (a `response_item` and its `event_msg/user_message` mirror), reasoning, tool calls
and their outputs, `token_count`, the answer (again twice) and `task_complete`. Compaction is a
`compacted` record whose replacement history repeats earlier requests; an interrupted turn ends in
`turn_aborted`. The sample person works in UTC, so the file name's local time is UTC.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

from skillsleep.demo import sources
from skillsleep.demo.common import (
    Exchange,
    Ids,
    PlannedSession,
    Tool,
    Written,
    iso_ms,
    later,
    write_jsonl,
)

CLI_VERSION = "0.152.0"
MODEL = "gpt-5.3-codex"
BASE_INSTRUCTIONS = (
    "You are Codex, based on GPT-5. You are running as a coding agent in the Codex CLI on a "
    "user's computer.\n\n## General\n\n- When searching for text or files, prefer using `rg`.\n"
    "- Default to ASCII when editing or creating files.\n\n## Editing constraints\n\n"
    "- Use apply_patch for single file edits.\n- Never revert changes you did not make.\n")
PERMISSIONS = (
    "<permissions instructions>\nFilesystem sandboxing defines which files can be read or "
    "written. `sandbox_mode` is `workspace-write`: The sandbox permits reading files, and "
    "editing files in `cwd` and `writable_roots`. Network access is restricted.\n"
    "Approval policy is currently on-request.\n</permissions instructions>")
SUMMARY_PREFIX = (
    "Another language model started to solve this problem and produced a summary of its "
    "thinking process. You also have access to the state of the tools that were used by that "
    "language model. Use this to build on the work that has already been done and avoid "
    "duplicating work. Here is the summary produced by the other language model, use the "
    "information in this summary to assist with your own analysis:\n")


def _message(role: str, text: str, kind: str) -> dict[str, Any]:
    return {"type": "message", "role": role, "content": [{"type": kind, "text": text}]}


class _Rollout:
    def __init__(self, plan: PlannedSession, project: Path) -> None:
        self.plan = plan
        self.project = project
        self.rng = plan.rng(sources.CODEX)
        self.ids = Ids(self.rng)
        self.thread_id = self.ids.uuid7(plan.start)
        self.lines: list[dict[str, Any]] = []
        self.total = {"input_tokens": 0, "cached_input_tokens": 0, "output_tokens": 0,
                      "reasoning_output_tokens": 0, "total_tokens": 0}

    def add(self, at: datetime, kind: str, payload: dict[str, Any]) -> None:
        self.lines.append({"timestamp": iso_ms(at), "type": kind, "payload": payload})

    def item(self, at: datetime, payload: dict[str, Any]) -> None:
        self.add(at, "response_item", payload)

    def event(self, at: datetime, payload: dict[str, Any]) -> None:
        self.add(at, "event_msg", payload)

    def header(self, at: datetime) -> datetime:
        self.add(at, "session_meta", {
            "id": self.thread_id, "timestamp": iso_ms(at), "cwd": str(self.project),
            "originator": "codex_cli_rs", "cli_version": CLI_VERSION, "source": "cli",
            "model_provider": "openai", "base_instructions": {"text": BASE_INSTRUCTIONS},
            "git": {"commit_hash": self.ids.hex(40), "branch": "main",
                    "repository_url": f"git@github.com:acme/{self.project.name}.git"}})
        at = later(at, self.rng, 0.01, 0.05)
        self.item(at, _message("developer", PERMISSIONS, "input_text"))
        agents_md = self.project / "AGENTS.md"
        if agents_md.is_file():
            agents = agents_md.read_text(encoding="utf-8")
            self.item(at, _message("user", f"# AGENTS.md instructions for {self.project}\n\n"
                                   f"<INSTRUCTIONS>\n{agents}</INSTRUCTIONS>",
                                   "input_text"))
        env = (f"<environment_context>\n  <cwd>{self.project}</cwd>\n  <shell>bash</shell>\n"
               f"  <current_date>{at.date().isoformat()}</current_date>\n"
               "  <timezone>Etc/UTC</timezone>\n</environment_context>")
        self.item(at, _message("user", env, "input_text"))
        return at

    def token_count(self, at: datetime) -> None:
        last = {"input_tokens": 9000 + self.rng.randrange(6000),
                "cached_input_tokens": 0, "output_tokens": 60 + self.rng.randrange(500),
                "reasoning_output_tokens": self.rng.randrange(200), "total_tokens": 0}
        last["cached_input_tokens"] = last["input_tokens"] - 400 - self.rng.randrange(400)
        last["total_tokens"] = last["input_tokens"] + last["output_tokens"]
        for key, value in last.items():
            self.total[key] += value
        self.event(at, {"type": "token_count",
                        "info": {"total_token_usage": dict(self.total),
                                 "last_token_usage": last, "model_context_window": 258400},
                        "rate_limits": {"primary": {"used_percent": 12.0, "window_minutes": 300,
                                                    "resets_at": int(at.timestamp()) + 9000},
                                        "secondary": {"used_percent": 31.0,
                                                      "window_minutes": 10080,
                                                      "resets_at": int(at.timestamp()) + 400000}}})

    def tool(self, tool: Tool, at: datetime) -> tuple[str, datetime]:
        call_id = "call_" + self.ids.token(24)
        if tool.kind in ("shell", "read"):
            cmd = tool.target if tool.kind == "shell" else f"sed -n '1,200p' {tool.target}"
            self.item(at, {"type": "function_call", "name": "exec_command",
                           "arguments": json.dumps({"cmd": cmd, "workdir": str(self.project)}),
                           "call_id": call_id})
            return call_id, at
        verb = "Update" if tool.kind == "edit" else "Add"
        body = (f"@@\n-{tool.old}\n+{tool.new}" if tool.kind == "edit"
                else "\n".join("+" + line for line in tool.new.splitlines()))
        patch = f"*** Begin Patch\n*** {verb} File: {tool.target}\n{body}\n*** End Patch\n"
        self.item(at, {"type": "custom_tool_call", "status": "completed", "call_id": call_id,
                       "name": "apply_patch", "input": patch})
        return call_id, at

    def tool_output(self, tool: Tool, call_id: str, at: datetime) -> None:
        if tool.kind in ("shell", "read"):
            wall = round(self.rng.uniform(0.01, 2.5), 4)
            output = (f"Chunk ID: {self.ids.hex(6)}\nWall time: {wall} seconds\n"
                      f"Process exited with code 0\nOutput:\n{tool.output}")
            self.item(at, {"type": "function_call_output", "call_id": call_id, "output": output})
            return
        letter = "M" if tool.kind == "edit" else "A"
        result = {"output": f"Success. Updated the following files:\n{letter} {tool.target}\n",
                  "metadata": {"exit_code": 0, "duration_seconds": 0.0}}
        self.item(at, {"type": "custom_tool_call_output", "call_id": call_id,
                       "output": json.dumps(result)})

    def compaction(self, at: datetime, earlier: list[str]) -> datetime:
        history = [_message("user", text, "input_text") for text in earlier]
        summary = ("The user asked for a changelog summary of a pull request and then asked "
                   "for a shorter version; the PR was fetched with gh and summarized.")
        history.append(_message("user", SUMMARY_PREFIX + summary, "input_text"))
        self.add(at, "compacted", {"message": "", "replacement_history": history})
        self.event(at, {"type": "context_compacted"})
        return later(at, self.rng, 1, 5)

    def turn(self, ex: Exchange, at: datetime) -> datetime:
        turn_id = self.ids.uuid7(at)
        self.event(at, {"type": "task_started", "turn_id": turn_id,
                        "model_context_window": 258400})
        self.add(at, "turn_context", {
            "turn_id": turn_id, "cwd": str(self.project), "current_date": at.date().isoformat(),
            "timezone": "Etc/UTC", "approval_policy": "on-request",
            "sandbox_policy": {"type": "workspace-write", "writable_roots": [],
                               "network_access": False, "exclude_tmpdir_env_var": False,
                               "exclude_slash_tmp": False},
            "model": MODEL, "effort": "medium", "summary": "auto",
            "truncation_policy": {"mode": "tokens", "limit": 10000}})
        self.item(at, _message("user", ex.text, "input_text"))
        self.event(at, {"type": "user_message", "message": ex.text, "images": [],
                        "local_images": [], "text_elements": []})
        at = later(at, self.rng, 1.5, 5.0)
        title = ex.text.split()[0].capitalize()
        self.item(at, {"type": "reasoning",
                       "summary": [{"type": "summary_text", "text": f"**{title}ing the request**"}],
                       "content": None, "encrypted_content": "gAAAAAB" + self.ids.b64(360)})
        for tool in ex.tools:
            call_id, at = self.tool(tool, at)
            at = later(at, self.rng, 0.2, 4.0)
            if ex.interrupted:
                self.event(at, {"type": "turn_aborted", "turn_id": turn_id,
                                "reason": "interrupted"})
                return at
            self.tool_output(tool, call_id, at)
            self.token_count(at)
            at = later(at, self.rng, 1.0, 5.0)
        self.event(at, {"type": "agent_message", "message": ex.reply, "phase": "final_answer"})
        self.item(at, {**_message("assistant", ex.reply, "output_text"), "phase": "final_answer"})
        self.token_count(at)
        at = later(at, self.rng, 0.05, 0.2)
        self.event(at, {"type": "task_complete", "turn_id": turn_id,
                        "last_agent_message": ex.reply})
        return at


def write_session(plan: PlannedSession, home: Path, project: Path) -> Written:
    r = _Rollout(plan, project)
    at = r.header(plan.start)
    times: list[datetime] = []
    for i, ex in enumerate(plan.exchanges):
        at = later(at, r.rng, 2, 20) if i == 0 else later(at, r.rng, 30, 240)
        if ex.compacted_before:
            at = r.compaction(at, [e.text for e in plan.exchanges[:i]])
        times.append(at)
        at = r.turn(ex, at)
    start = plan.start
    folder = home / ".codex" / "sessions" / start.strftime("%Y/%m/%d")
    name = f"rollout-{start.strftime('%Y-%m-%dT%H-%M-%S')}-{r.thread_id}.jsonl"
    path = write_jsonl(folder / name, r.lines)
    return Written(r.thread_id, path, times, [path])
