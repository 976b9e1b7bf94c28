"""Which files the language server treats as instruction documents."""

from __future__ import annotations

from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from skillsleep.document_kinds import HOME_LOCATIONS, KINDS, PROJECT_LOCATIONS, Location
from skillsleep.edits import Edit
from skillsleep.paths import resolve_paths
from skillsleep_lsp.documents import is_instruction_document

from helpers.lsp import SERVER, Editor, copy_skill, propose, wait_for_diagnostics


@pytest.mark.parametrize("path", [
    "/home/me/proj/.claude/skills/build/SKILL.md",
    "/SKILL.md",
    "/home/me/proj/CLAUDE.md",
    "/home/me/proj/sub/AGENTS.md",
    "/home/me/proj/.cursor/rules/python.mdc",
    "/home/me/proj/.cursor/rules/nested/style.mdc",
    "/home/me/proj/.github/copilot-instructions.md",
    "/home/me/proj/.github/instructions/tests.instructions.md",
    "/home/me/proj/.github/instructions/deep/api.md",
    "/home/me/proj/.cursorrules",
])
def test_the_harnesses_documents_are_served(path: str) -> None:
    assert is_instruction_document(path)


@pytest.mark.parametrize("location", [*PROJECT_LOCATIONS, *HOME_LOCATIONS],
                         ids=lambda loc: f"{loc.role}:{loc.pattern}")
def test_every_kind_the_tasks_look_for_is_recognized_by_the_editor(location: Location) -> None:
    folder = Path.home() if location in HOME_LOCATIONS else Path("/home/me/proj")
    path = location.under(folder).as_posix().replace("*", "build")
    if path.endswith("/build"):  # a file of a rules folder
        path += ".md"
    assert is_instruction_document(path)


def test_every_kind_has_a_place_the_tasks_look_at() -> None:
    assert all(kind.in_project or kind.at_home for kind in KINDS)
    assert {loc.kind for loc in PROJECT_LOCATIONS} | {loc.kind for loc in HOME_LOCATIONS} \
        == set(KINDS)


@pytest.mark.parametrize("path", [
    "/home/me/proj/README.md",
    "/home/me/proj/MY_SKILL.md",
    "/home/me/proj/SKILL.md.bak",
    "/home/me/proj/.github/instructions/notes.txt",
    "/home/me/proj/.github/workflows/ci.md",
    "/home/me/proj/cursor/rules/x.mdc",
])
def test_other_files_are_not(path: str) -> None:
    assert not is_instruction_document(path)


def test_extra_globs_match_at_any_depth_or_from_home(monkeypatch: pytest.MonkeyPatch) -> None:
    globs = [".claude/agents/*.md", "~/notes/**/prompt-?.md", "/abs/[ab]*.txt"]
    monkeypatch.setenv("HOME", "/home/me")
    assert is_instruction_document("/home/me/proj/.claude/agents/dev.md", globs)
    assert not is_instruction_document("/home/me/proj/.claude/agents/x/dev.md", globs)
    assert is_instruction_document("/home/me/notes/a/b/prompt-1.md", globs)
    assert is_instruction_document("/home/me/notes/prompt-2.md", globs)
    assert not is_instruction_document("/elsewhere/notes/prompt-1.md", globs)
    assert is_instruction_document("/abs/b1.txt", globs)
    assert not is_instruction_document("/abs/c1.txt", globs)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def client(lsp_client: LanguageClient):
    config = resolve_paths().config_file
    config.parent.mkdir(parents=True)
    config.write_text("[lsp]\nextra_globs = 3\n")
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code")))
    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_a_bad_config_is_reported_and_proposals_still_show(
        client: LanguageClient, tmp_path: Path) -> None:
    # A Claude Code subagent file: not a built-in name, but the target of a proposal.
    doc = copy_skill(tmp_path / "proj" / ".claude" / "agents", "entireio-agents/dev.md",
                     name="dev.md")
    propose(doc, [Edit("add", "## Core Principles", "Keep each change small.")])
    uri = Editor(client).open(doc)
    await wait_for_diagnostics(client, uri, count=1)
    warning = next(m for m in client.messages if "lsp.extra_globs" in m.message)
    assert warning.type == types.MessageType.Warning
    assert "default documents" in warning.message
