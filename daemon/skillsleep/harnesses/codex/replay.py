"""Codex, headless: `codex exec --json`.

The run writes no rollout (`--ephemeral`), runs no hook and no notifier (`-c features.hooks=false`,
`-c notify=[]`), and works in Codex's `workspace-write` sandbox rooted at the worktree, with the
private clone beside it writable too (so the agent can commit) and no network.

The stream is one JSON object per line: `thread.started`, `turn.started`, `item.started` /
`item.updated` / `item.completed` (items of type `agent_message`, `command_execution` with its
`command` (the model's line inside `/bin/bash -lc "..."`) and `exit_code`, `file_change`,
`reasoning`, ...), then `turn.completed` with the usage,
or `turn.failed` / `error`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...replaykit.command import Command
from ...replaykit.runner import HarnessRunner, RunResult, as_int, failure_kind
from ...shellwrap import unwrap_shell

if TYPE_CHECKING:
    from ...workspace.area import Workspace


class CodexRunner(HarnessRunner):
    def argv(self, binary: str, ws: Workspace) -> list[str]:
        argv = [binary, "exec", "--json", "--ephemeral", "--sandbox", "workspace-write",
                "--skip-git-repo-check", "--cd", str(ws.cwd),
                "-c", "notify=[]", "-c", "features.hooks=false",
                "-c", f"sandbox_workspace_write.writable_roots={json.dumps([str(ws.git_dir)])}"]
        if self.model and self.model != "default":
            argv += ["--model", self.model]
        argv.append("-")  # the prompt comes on standard input
        return argv

    def parse(self, events: Iterator[dict[str, Any]], exit_code: int, stderr: str) -> RunResult:
        out = RunResult()
        completed = False
        error = ""
        commands: dict[str, Command] = {}
        for event in events:
            kind = event.get("type")
            item = event.get("item") if isinstance(event.get("item"), dict) else None
            if kind == "item.completed" and item is not None:
                itype = item.get("type")
                if itype == "agent_message" and isinstance(item.get("text"), str):
                    out.text = item["text"]
                elif itype == "command_execution" and isinstance(item.get("command"), str):
                    code = item.get("exit_code")
                    cmd = Command(unwrap_shell(item["command"]),
                                  code if isinstance(code, int) else None)
                    key = str(item.get("id") or len(commands))
                    if key not in commands:
                        out.commands.append(cmd)
                    commands[key] = cmd
            elif kind == "turn.completed":
                completed = True
                usage = event.get("usage") if isinstance(event.get("usage"), dict) else {}
                out.prompt_tokens += as_int(usage.get("input_tokens"))
                out.completion_tokens += as_int(usage.get("output_tokens"))
            elif kind in ("turn.failed", "error"):
                err = event.get("error")
                error = str(err.get("message") if isinstance(err, dict) else
                            event.get("message") or "")
        if not completed:
            out.failure = failure_kind(f"{error} {stderr}")
            out.detail = (f"codex exited with code {exit_code} before the turn completed: "
                          f"{(error or stderr).strip()[:300]}")
        return out
