"""The server's command line and its start-up: fast answers, nothing heavy imported, nothing
written to disk before there is something to show."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import IO

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from skillsleep import __version__
from skillsleep.edits import Edit

from helpers.lsp import Editor, copy_skill, propose, wait_for_diagnostics

SCRIPT = Path(sys.executable).parent / "skillopt-sleep-lsp"
HEAVY = ("litellm", "watchdog", "apscheduler", "skillsleep.models", "skillsleep.optimize")


def test_version_and_help_answer_without_starting_a_server() -> None:
    out = subprocess.run([str(SCRIPT), "--version"], capture_output=True, text=True, timeout=30)
    assert out.returncode == 0 and out.stdout.strip() == f"skillopt-sleep-lsp {__version__}"
    out = subprocess.run([str(SCRIPT), "--help"], capture_output=True, text=True, timeout=30)
    assert out.returncode == 0
    assert "usage: skillopt-sleep-lsp" in out.stdout and "SKILL.md" in out.stdout
    bad = subprocess.run([str(SCRIPT), "--tcp"], capture_output=True, text=True, timeout=30)
    assert bad.returncode == 2 and "unrecognized arguments: --tcp" in bad.stderr


def imported_modules(log: Path) -> set[str]:
    names = set()
    for line in log.read_text().splitlines():
        match = re.match(r"import time:\s+\d+ \|\s+\d+ \|\s*(\S+)", line)
        if match:
            names.add(match.group(1))
    return names


# `python -X importtime` reports every module the server imports, on stderr, into a file in the
# test's own HOME (conftest gives each test one).
_TRACED = ["/bin/sh", "-c", f"exec {shlex.quote(sys.executable)} -X importtime -m skillsleep_lsp "
           f"2>\"$HOME/lsp-importtime.log\""]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=_TRACED))
async def traced(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code")))
    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
@pytest.mark.skipif(sys.platform == "win32", reason="uses /bin/sh to capture stderr")
async def test_serving_a_proposal_imports_nothing_heavy(
        traced: LanguageClient, tmp_path: Path, isolated_home: Path) -> None:
    doc = copy_skill(tmp_path / "p")
    propose(doc, [Edit("replace", "## When to Use", "## When to use it")])
    uri = Editor(traced).open(doc)
    await wait_for_diagnostics(traced, uri, count=1)
    await traced.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    modules = imported_modules(isolated_home / "lsp-importtime.log")
    assert {"pygls.lsp.server", "skillsleep_lsp.features", "skillsleep.proposals"} <= modules
    assert not [m for m in modules if m.startswith(HEAVY)]


# What the answer to `initialize` does not need: the configuration (read once the editor has
# the answer), the platform's folders, the store and its proposals (read when a document needs
# them).
NOT_AT_START = ("skillsleep.config", "skillsleep.harnesses", "platformdirs", "skillsleep_lsp.index",
                "skillsleep.proposals", "skillsleep.store", "tinydb",
                # Nor the views of edits (nor what they need: edits, evidence, hashing).
                "skillsleep_lsp.views", "skillsleep.edits", "skillsleep.evidence", "hashlib")


def _message(body: dict) -> bytes:
    data = json.dumps(body).encode()
    return b"Content-Length: %d\r\n\r\n%s" % (len(data), data)


def _answer(out: IO[bytes]) -> dict:
    length = 0
    while (line := out.readline().strip()):
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
    return json.loads(out.read(length))


@pytest.mark.skipif(sys.platform == "win32", reason="uses /bin/sh to capture stderr")
def test_the_initialize_answer_loads_only_what_it_needs(isolated_home: Path) -> None:
    """The real server over stdio, told nothing but `initialize` until its answer is read."""
    server = subprocess.Popen(_TRACED, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert server.stdin is not None and server.stdout is not None
    try:
        server.stdin.write(_message({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                                     "params": {"capabilities": {}}}))
        server.stdin.flush()
        answer = _answer(server.stdout)
        modules = imported_modules(isolated_home / "lsp-importtime.log")
        server.stdin.write(_message({"jsonrpc": "2.0", "method": "exit"}))
        server.stdin.close()
        server.wait(timeout=30)
    finally:
        server.kill()
    assert answer["result"]["capabilities"]["codeLensProvider"] is not None
    assert {"pygls.lsp.server", "skillsleep_lsp.features"} <= modules
    assert not [m for m in modules if m.startswith(NOT_AT_START + HEAVY)]


@pytest_lsp.fixture(config=ClientServerConfig(
    server_command=[sys.executable, "-m", "skillsleep_lsp"]))
async def plain(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code")))
    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_without_a_store_the_server_writes_nothing(
        plain: LanguageClient, tmp_path: Path, sleep_home: Path) -> None:
    uri = Editor(plain).open(copy_skill(tmp_path / "p"))
    lenses = await plain.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert lenses is None
    assert not sleep_home.exists()


def test_how_editors_start_it_needs_no_parser_and_reads_the_same() -> None:
    from skillsleep_lsp.main import parse_args

    for argv in ([], ["--stdio"], ["--stdio", "--stdio"]):
        assert parse_args(argv).log_level == "warning"
    assert parse_args(["--stdio"]).stdio and not parse_args([]).stdio
    assert parse_args(["--stdio", "--log-level", "debug"]).log_level == "debug"
    with pytest.raises(SystemExit):
        parse_args(["--stdio", "--log-level", "loud"])
