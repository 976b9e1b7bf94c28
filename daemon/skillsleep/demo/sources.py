"""The kinds of log the demo writes, one writer each, and the harness each kind belongs to.

Copilot and Cursor write two kinds each (their editor's and their command line's); the other
harnesses one, named by the harness's id. Ids come from the harness packages, so a harness is
named in one place only.
"""

from __future__ import annotations

from skillsleep.harnesses.claude_code import HARNESS as CLAUDE_CODE_HARNESS
from skillsleep.harnesses.codex import HARNESS as CODEX_HARNESS
from skillsleep.harnesses.copilot import HARNESS as COPILOT_HARNESS
from skillsleep.harnesses.cursor import HARNESS as CURSOR_HARNESS
from skillsleep.harnesses.devin import HARNESS as DEVIN_HARNESS

CLAUDE_CODE = CLAUDE_CODE_HARNESS.id
CODEX = CODEX_HARNESS.id
COPILOT_VSCODE = "copilot-vscode"
COPILOT_CLI = "copilot-cli"
CURSOR_IDE = "cursor-ide"
CURSOR_CLI = "cursor-cli"
DEVIN = DEVIN_HARNESS.id

# Which product harness each kind's sessions belong to.
HARNESS_OF: dict[str, str] = {
    CLAUDE_CODE: CLAUDE_CODE_HARNESS.id, CODEX: CODEX_HARNESS.id,
    COPILOT_VSCODE: COPILOT_HARNESS.id, COPILOT_CLI: COPILOT_HARNESS.id,
    CURSOR_IDE: CURSOR_HARNESS.id, CURSOR_CLI: CURSOR_HARNESS.id, DEVIN: DEVIN_HARNESS.id,
}
