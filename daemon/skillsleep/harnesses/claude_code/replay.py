"""Claude Code, headless: `claude -p --output-format stream-json --verbose`.

The run writes no session (`--no-session-persistence`), runs no hook (`--settings` with
`disableAllHooks`, which outranks the person's and the project's settings files), accepts file
edits only inside the worktree (`--permission-mode acceptEdits`), and runs shell commands in
Claude Code's sandbox, which lets them write only in the worktree and the private clone beside
it (`--add-dir`, and git allowed in its permissions, so the agent can commit); a command that
cannot run sandboxed is refused, since nobody is there to approve it.

The stream is one JSON object per line: `system` (init), `assistant` messages whose content
holds `text` and `tool_use` blocks, `user` messages holding the `tool_result` of each tool use,
and a final `result` with the answer, the usage and the cost. A Bash tool use is a command; its
result says how it ended (see the package's tool_outcome: "Exit code N", or an exit 1
that is no error, or a refusal).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...replaykit.command import Command
from ...replaykit.runner import HarnessRunner, RunResult, as_int, failure_kind
from .logs import tool_outcome
from .sandbox import linux_sandbox_problem

if TYPE_CHECKING:
    from ...workspace.area import Workspace

SETTINGS = {"disableAllHooks": True,
            "sandbox": {"enabled": True, "autoAllowBashIfSandboxed": True,
                        "allowUnsandboxedCommands": False},
            # Git writes need an approval the sandbox does not give, and nobody is there to
            # give it: in the replay's private clone (no remote) the agent may commit.
            "permissions": {"allow": ["Bash(git *)"]}}


class ClaudeCodeRunner(HarnessRunner):
    def available(self) -> str | None:
        return super().available() or linux_sandbox_problem()

    def argv(self, binary: str, ws: Workspace) -> list[str]:
        argv = [binary, "-p", "--output-format", "stream-json", "--verbose",
                "--no-session-persistence", "--permission-mode", "acceptEdits",
                "--settings", json.dumps(SETTINGS), "--add-dir", str(ws.git_dir),
                "--max-turns", str(self.settings.max_turns)]
        if self.model and self.model != "default":
            argv += ["--model", self.model]
        return argv

    def parse(self, events: Iterator[dict[str, Any]], exit_code: int, stderr: str) -> RunResult:
        out = RunResult()
        pending: dict[str, Command] = {}
        last_text = ""
        final: dict[str, Any] | None = None
        for event in events:
            kind = event.get("type")
            content = _content(event)
            if kind == "assistant":
                for block in content:
                    if block.get("type") == "text" and isinstance(block.get("text"), str):
                        last_text = block["text"]
                    elif block.get("type") == "tool_use" and block.get("name") == "Bash":
                        command = (block.get("input") or {}).get("command")
                        if isinstance(command, str):
                            cmd = Command(command)
                            out.commands.append(cmd)
                            pending[str(block.get("id"))] = cmd
            elif kind == "user":
                for block in content:
                    cmd = pending.pop(str(block.get("tool_use_id")), None)
                    if block.get("type") == "tool_result" and cmd is not None:
                        used = event.get("tool_use_result")
                        code, ok = tool_outcome(block, used.get("returnCodeInterpretation")
                                                if isinstance(used, dict) else None)
                        cmd.exit_code = code if code is not None else (0 if ok else 1)
            elif kind == "result":
                final = event
        if final is None:
            out.text = last_text
            out.failure = failure_kind(stderr)
            out.detail = (f"claude exited with code {exit_code} without a result: "
                          f"{stderr.strip()[:300]}")
            return out
        out.text = str(final.get("result") or last_text)
        usage = final.get("usage") if isinstance(final.get("usage"), dict) else {}
        out.prompt_tokens = (as_int(usage.get("input_tokens"))
                             + as_int(usage.get("cache_read_input_tokens"))
                             + as_int(usage.get("cache_creation_input_tokens")))
        out.completion_tokens = as_int(usage.get("output_tokens"))
        cost = final.get("total_cost_usd")
        out.cost_usd = float(cost) if isinstance(cost, (int, float)) else None
        subtype = str(final.get("subtype") or "")
        # Running out of turns ends the work where it stands: that is an outcome, not a failure.
        if final.get("is_error") and not subtype.startswith("error_max_turns"):
            out.failure = failure_kind(f"{out.text} {stderr}")
            out.detail = f"claude reported an error ({subtype}): {out.text[:300]}"
        return out


def _content(event: dict[str, Any]) -> list[dict[str, Any]]:
    message = event.get("message")
    content = message.get("content") if isinstance(message, dict) else None
    return [b for b in content if isinstance(b, dict)] if isinstance(content, list) else []
