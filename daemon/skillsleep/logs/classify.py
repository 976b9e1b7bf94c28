"""Is a user-side text a request the person typed, or something the harness put there?

Each harness reader first uses the structure of its records (tool results, meta flags,
sidechains); this module covers what is only visible in the text itself, the same way for every
harness.
"""

from __future__ import annotations

import re

from ..sessiondata import TurnKind
from .marker import is_headless_text

COMPACTION_PREFIXES = (
    "This session is being continued from a previous conversation",
    "This conversation is being continued from a previous conversation",
)
INTERRUPTION_PREFIXES = (
    "[Request interrupted by user",
    "[Request cancelled by user",
    "<turn_aborted>",
)
COMMAND_PREFIXES = (
    "<command-name>", "<command-message>", "<command-args>", "<local-command-stdout>",
    "<local-command-stderr>", "<bash-input>", "<bash-stdout>", "<bash-stderr>",
    "<user_shell_command>",
)
HOOK_PREFIXES = (
    "Operation stopped by hook", "Stop hook feedback", "<user-prompt-submit-hook>",
    "UserPromptSubmit hook", "SessionStart hook", "PreToolUse hook", "PostToolUse hook",
    "<hook_output>",
)
PLAN_HANDOFF = "Implement the following plan:"
INJECTION_PREFIXES = (
    "Base directory for this skill", "<system-reminder>", "<system_reminder>",
    "<environment_context>", "<environment_info>", "# AGENTS.md instructions",
    "<user_instructions>", "<permissions instructions>", "<codex_internal_context",
    "<local-command-caveat>", "Caveat: The messages below were generated", "<user_info>",
    "<INSTRUCTIONS>", "<current_datetime>", "<reminder>", "<attachments>", "<context>",
    # Written by the harness for the person: a plan accepted in plan mode handed to the agent,
    # and the notice that a background task or subagent finished.
    PLAN_HANDOFF, "<task-notification>",
)
# Editor context a harness puts in front of the typed words, as blocks of their own (Claude Code
# in VS Code and JetBrains): the file the person has open, the lines they selected.
IDE_CONTEXT_PREFIXES = ("<ide_opened_file>", "<ide_selection>", "<ide_diagnostics>")


def typed_blocks(blocks: list[str]) -> list[str]:
    """The text blocks of one user record that the person typed, without editor context."""
    return [b for b in blocks if not b.lstrip().startswith(IDE_CONTEXT_PREFIXES)]


# A whole text that is one harness envelope tag such as <user_info>...</user_info>. Tags with
# `_` or `-` only, so HTML a person pastes (<div>...</div>) is not taken for an envelope.
_ENVELOPE = re.compile(r"^<([a-z]+[_\-][a-z_\-]+)(?:\s[^>]*)?>[\s\S]*</\1>$")


def classify_text(text: str) -> TurnKind | None:
    """The kind of a user-side text by its content alone; None for an empty text."""
    stripped = text.strip()
    if not stripped:
        return None
    if is_headless_text(stripped):
        return "own_call"
    if stripped.startswith(COMPACTION_PREFIXES):
        return "compaction"
    if stripped.startswith(INTERRUPTION_PREFIXES):
        return "interruption"
    if stripped.startswith(COMMAND_PREFIXES):
        return "command"
    if stripped.startswith(HOOK_PREFIXES):
        return "hook"
    if stripped.startswith(INJECTION_PREFIXES) or _ENVELOPE.match(stripped):
        return "injection"
    return "request"


# Harness wrappers around a typed prompt (Cursor's <user_query>, Copilot CLI's transformed
# content): the typed text is inside; the rest is injected context.
_USER_QUERY = re.compile(r"<user_query>\s*([\s\S]*?)\s*</user_query>")
_STRIP_BLOCKS = re.compile(
    r"<(current_datetime|system_reminder|system-reminder|timestamp|user_info|reminder|"
    r"attachments|environment_info)>[\s\S]*?</\1>"
)


def unwrap_user_query(text: str) -> str:
    """The typed prompt inside harness wrappers, or the text itself when there is none."""
    m = _USER_QUERY.search(text)
    if m:
        return m.group(1)
    return _STRIP_BLOCKS.sub("", text).strip() if "<" in text else text
