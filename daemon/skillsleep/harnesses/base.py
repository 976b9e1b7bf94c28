"""What a harness is to skillopt-sleep: one class per harness, every fact about it in one place.

A harness package's description subclasses `Harness` and says where its logs are and how to
read them, whether it is on this machine, which config files its hooks go in, and how to
recognise the payload its hooks send. Everything is computed from a `Machine`, so nothing here
touches the disk except the few stat calls of `detected` and `hook_files`. The log readers
themselves are imported only when a log is read: listing the harnesses stays as light as the
standard library.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..machine import Machine
from .cli import HarnessCli

if TYPE_CHECKING:
    from ..logs.drafts import FileResult, ReadContext
    from ..logs.positions import LogPosition
    from ..replaykit.runner import HarnessRunner, RunSettings
    from .headless import CliReply

# The scripts a hook runs (copied from shells/<harness>/ into the data folder).
HOOK_SCRIPT = "skillopt-sleep-hook"
NOTIFY_SCRIPT = "skillopt-sleep-notify"


@dataclass(frozen=True)
class LogRoot:
    """A folder (or single file) where one harness writes logs."""

    harness: str
    path: Path
    kind: str


@dataclass(frozen=True)
class HookFile:
    """One config file a harness reads hooks from, and the hooks of ours it should hold."""

    harness: str  # whose hook this is (also the script folder name)
    path: Path
    # How the file lists hooks: "claude" (event -> groups of handlers), "versioned-command" and
    # "versioned-shells" (`{"version": 1}`, a command, or a bash and a powershell line each),
    # "codex-notify" (one notify argv in TOML).
    style: str
    events: tuple[str, ...]
    script: str = HOOK_SCRIPT
    reader: str = ""  # who reads the file, when not (only) the harness itself
    dedicated: bool = False  # the whole file is ours: uninstall deletes it
    matcher: bool = False  # groups carry `"matcher": ""` (Devin's documented shape)
    comments: bool = False  # the harness reads it as JSON with comments (edited as text then)
    # A place an older version of this tool hooked: install takes our entries out of it (and
    # never creates it); uninstall and status still look there.
    retired: bool = False


class Harness:
    id: str = ""
    label: str = ""
    # Environment variables that move the harness's folders: the hook scripts pass them on in
    # their notices, and a demo clears them so it never reads the person's real logs.
    env_vars: tuple[str, ...] = ()
    # Deepest folder level below a log root that can hold logs.
    max_depth: int = 1
    # Payload keys that name the session, in the order the harness's hooks use them.
    session_keys: tuple[str, ...] = ("session_id",)
    # The notice header with the project folder the harness gives its hooks (from its env).
    project_header: str = ""
    # Its command-line program (what `status` shows as found, and its npm package).
    cli: HarnessCli | None = None
    # The model provider that runs its CLI headless (`claude-code/<model>`), if there is one,
    # and what the CLI adds to every prompt (its system prompt and tools), for the budget.
    model_provider: str = ""
    model_overhead_tokens: int = 20_000
    # The instruction documents it reads at the start of every session (labels of
    # skillsleep.document_kinds): a family worked on with it is governed by them.
    reads_every_session: tuple[str, ...] = ()
    # Its reader needs nothing but the log itself (no stored session, no other log), so a long
    # harvest may read its logs in worker processes, several at once.
    reads_alone: bool = False

    # -- the model provider ---------------------------------------------------------------------

    def run_headless(self, model: str, messages: list[dict[str, Any]],
                     timeout: float) -> CliReply:
        """One answer of `model_provider/<model>`: its CLI run headless on the messages."""
        raise NotImplementedError(f"{self.label} has no model provider")

    def replay_runner(self, model: str, settings: RunSettings) -> HarnessRunner | None:
        """The runner of its CLI in a worktree for the target model `model_provider/<model>`,
        or None when a task cannot be replayed through this harness."""
        return None

    def check_headless(self) -> None:
        """A clear UserError now when its CLI cannot be run."""
        from .headless import require_binary  # start-up: status never calls a model

        if self.cli is not None:
            require_binary(self.cli.binary, self.model_provider)

    # -- logs ---------------------------------------------------------------------------------

    def log_roots(self, machine: Machine) -> list[LogRoot]:
        """Where the harness writes logs on this machine (cheap: no scanning)."""
        raise NotImplementedError

    def configured_roots(self, path: Path) -> list[LogRoot]:
        """Roots for a location the user configured (it may name a parent of the usual folder)."""
        return [LogRoot(self.id, path, "any")]

    def extra_roots(self, settings: Any) -> list[LogRoot]:
        """Roots that come from other settings of the `[harvest]` config than `paths`."""
        return []

    def descend(self, root: LogRoot, parts: tuple[str, ...]) -> bool:
        """Enter the folder `parts` (relative to the root) when looking for logs?"""
        return True

    def file_kind(self, path: Path) -> str | None:
        """What kind of log a file is ("transcript", "db", ...), or None when it is not one."""
        raise NotImplementedError

    def read(self, path: Path, kind: str, pos: LogPosition | None,
             ctx: ReadContext) -> FileResult:
        """What is new in one log since `pos`."""
        raise NotImplementedError

    # -- presence and hooks -------------------------------------------------------------------

    def detected(self, machine: Machine) -> bool:
        """Is the harness on this machine? A few stat calls."""
        raise NotImplementedError

    def hook_files(self, machine: Machine, every: bool = False) -> list[HookFile]:
        """The config files the harness is hooked through. `every` also lists those that do not
        apply right now (uninstall and status look in all of them)."""
        raise NotImplementedError

    def hook_problems(self, machine: Machine) -> list[str]:
        """What would keep an installed hook from running (a setting of the harness)."""
        return []

    def install_notes(self, machine: Machine) -> list[str]:
        """What the person must do once after install before the harness runs the hook."""
        return []

    # -- hook payloads ------------------------------------------------------------------------

    def recognise(self, payload: Mapping[str, Any], hook: str) -> str | None:
        """A caller label when this harness sent the payload (the hook file belongs to `hook`),
        or None. Several harnesses read some hook files, so the payload's shape decides."""
        return None

    def session_id(self, payload: Mapping[str, Any]) -> str | None:
        for key in self.session_keys:
            value = payload.get(key)
            if isinstance(value, str) and value:
                return value
        return None

    def project_dir(self, payload: Mapping[str, Any] | None,
                    headers: Mapping[str, str]) -> Path | None:
        """The project the hook ran for: the harness's own env hint, the payload, the hook's cwd."""
        if self.project_header and headers.get(self.project_header):
            return as_path(headers[self.project_header])
        found = self.payload_project(payload) if payload is not None else None
        return found or as_path(headers.get("cwd"))

    def payload_project(self, payload: Mapping[str, Any]) -> Path | None:
        return as_path(payload.get("cwd"))

    def transcripts_for(self, session_id: str, caller: str, machine: Machine,
                        when: Any) -> list[Path]:
        """The session's log when the payload names none: derived, and kept only if present."""
        return []


def as_path(value: Any) -> Path | None:
    if not isinstance(value, str) or not value.strip():
        return None
    return Path(value).expanduser()


def slashed(value: Any) -> str:
    return value.replace("\\", "/") if isinstance(value, str) else ""


def existing(paths: list[Path]) -> list[Path]:
    return [p for p in paths if p.is_file()]
