"""What running a harness headless in a workspace is, whatever the harness.

A runner knows its CLI's command line and how to read its event stream; running it is common:
the prompt on standard input, the events written to a file in the replay's folder (read after
the run, so a huge or endless stream never fills memory or blocks a pipe), the process in a
session of its own so a time limit stops it and everything it started, the person's own umask,
and an environment without the keys that would let a replay reach their accounts on a code
host (the GitHub CLI's token and config, the ssh agent).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ..private import original_umask
from .command import Command

if TYPE_CHECKING:
    from ..workspace.area import Workspace

_RATE_LIMIT_WORDS = ("rate limit", "rate_limit", "429", "overloaded", "usage limit",
                     "too many requests")
# Variables through which a replayed agent could act as the person on a code host.
_ACCOUNT_VARS = ("GH_TOKEN", "GITHUB_TOKEN", "GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN",
                 "GITLAB_TOKEN", "SSH_AUTH_SOCK")
_GRACE_SECONDS = 5.0


@dataclass
class RunResult:
    text: str = ""                                     # the agent's final message
    commands: list[Command] = field(default_factory=list)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float | None = None
    failure: str | None = None   # None, or "timeout", "rate_limited", "failed"
    detail: str = ""

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


@dataclass(frozen=True)
class RunSettings:
    timeout_seconds: float = 900.0
    max_turns: int = 50


class _Cli(Protocol):
    @property
    def binary(self) -> str: ...


class HarnessFacts(Protocol):
    """What a runner needs of its harness's description, handed in by the description (which
    loads the runner), so that the runner never imports it back."""

    @property
    def model_provider(self) -> str: ...
    @property
    def cli(self) -> _Cli: ...
    @property
    def model_overhead_tokens(self) -> int: ...


class HarnessRunner:
    """One harness CLI, run headless in a workspace."""

    def __init__(self, model: str, settings: RunSettings, facts: HarnessFacts) -> None:
        self.model = model               # the part after the provider ("sonnet", "default")
        self.settings = settings
        self.provider = facts.model_provider  # the model prefix that selects it
        self.binary = facts.cli.binary        # the executable ("claude")
        # What the CLI adds to every prompt (its own system prompt and tools), for the budget's
        # estimate before the first replay of a night.
        self.overhead_tokens = facts.model_overhead_tokens

    @property
    def model_string(self) -> str:
        return f"{self.provider}/{self.model}"

    def available(self) -> str | None:
        """None when the CLI can be run, else why not (a sentence)."""
        if not hasattr(os, "killpg"):
            return "replays in a worktree run on Linux and macOS, not on this system"
        if shutil.which(self.binary) is None:
            return (f"the `{self.binary}` command of the target model {self.model_string} is "
                    f"not on PATH")
        return None

    def argv(self, binary: str, ws: Workspace) -> list[str]:
        raise NotImplementedError

    def parse(self, events: Iterator[dict[str, Any]], exit_code: int, stderr: str) -> RunResult:
        raise NotImplementedError

    def run(self, ws: Workspace, prompt: str, timeout: float | None = None) -> RunResult:
        """Run the CLI in the workspace with the prompt, for at most `timeout` seconds (the
        settings' limit when None)."""
        limit = self.settings.timeout_seconds if timeout is None else timeout
        binary = shutil.which(self.binary)
        if binary is None:
            return RunResult(failure="failed", detail=f"`{self.binary}` is not on PATH")
        events_path = ws.folder / "events.jsonl"
        stderr_path = ws.folder / "stderr.txt"
        with open(events_path, "wb") as out, open(stderr_path, "wb") as err:
            try:
                proc = subprocess.Popen(self.argv(binary, ws), cwd=ws.cwd, stdin=subprocess.PIPE,
                                        stdout=out, stderr=err, env=replay_env(ws),
                                        start_new_session=True, **_umask())
            except OSError as exc:
                return RunResult(failure="failed", detail=f"cannot run {self.binary}: {exc}")
            timed_out = False
            try:
                with contextlib.suppress(BrokenPipeError):
                    assert proc.stdin is not None
                    proc.stdin.write(prompt.encode("utf-8"))
                    proc.stdin.close()
                proc.wait(timeout=limit)
            except subprocess.TimeoutExpired:
                timed_out = True
                stop_group(proc)
            except BaseException:
                stop_group(proc)
                raise
            # What the agent started in the background goes with it.
            kill_group(proc.pid)
        stderr = stderr_path.read_text(encoding="utf-8", errors="replace")[-2000:]
        result = self.parse(read_events(events_path), proc.returncode, stderr)
        if timed_out:
            result.failure = "timeout"
            result.detail = f"{self.binary} did not finish within {limit:.0f} s"
        return result


def replay_env(ws: Workspace) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in _ACCOUNT_VARS}
    gh = ws.folder / "gh"
    gh.mkdir(mode=0o700, exist_ok=True)
    env.update({"GH_CONFIG_DIR": str(gh), "GIT_TERMINAL_PROMPT": "0",
                "GIT_LFS_SKIP_SMUDGE": "1"})
    return env


def _umask() -> dict[str, Any]:
    umask = original_umask()
    return {} if umask is None else {"umask": umask}


def stop_group(proc: subprocess.Popen[bytes]) -> None:
    """Stop the process and everything in its session: SIGTERM, then SIGKILL after a grace
    period."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except (ProcessLookupError, PermissionError):
        return
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.wait(timeout=_GRACE_SECONDS)
    kill_group(proc.pid)
    proc.wait()


def kill_group(pgid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


def read_events(path: Path) -> Iterator[dict[str, Any]]:
    """The JSON objects of a JSON-lines stream; other lines (a CLI's warnings) are skipped."""
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            for line in fh:
                event = _event(line)
                if event is not None:
                    yield event
    except OSError:
        return


def _event(line: str) -> dict[str, Any] | None:
    line = line.strip()
    if not line.startswith("{"):
        return None
    try:
        event = json.loads(line)
    except ValueError:
        return None
    return event if isinstance(event, dict) else None


def failure_kind(text: str) -> str:
    low = text.lower()
    return "rate_limited" if any(w in low for w in _RATE_LIMIT_WORDS) else "failed"


def as_int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0
