"""The editor clients: the VS Code extension builds with npm from a clean copy against its
locked dependencies, and the Neovim and Helix snippets start the installed server."""

from __future__ import annotations

import json
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from conftest import REPO

EXTENSION = REPO / "packaging" / "vscode"
NPM = shutil.which("npm")


@pytest.mark.slow  # npm ci fetches from the registry: about ten seconds
@pytest.mark.skipif(NPM is None, reason="npm is not installed")
def test_the_vscode_extension_builds(tmp_path: Path) -> None:
    assert NPM is not None
    work = tmp_path / "vscode"
    shutil.copytree(EXTENSION, work, ignore=shutil.ignore_patterns("node_modules", "out"))
    for args in (["ci", "--no-audit", "--no-fund"], ["run", "build"]):
        done = subprocess.run([NPM, *args], cwd=work, capture_output=True, text=True,
                              timeout=300)
        assert done.returncode == 0, done.stdout + done.stderr
    manifest = json.loads((work / "package.json").read_text())
    main = work / manifest["main"]
    assert main.is_file()
    compiled = main.read_text()
    assert 'require("vscode-languageclient/node")' in compiled
    assert "skillopt-sleep-lsp" in compiled
    resolved = subprocess.run(["node", "-e", "console.log(require.resolve("
                               "'vscode-languageclient/node'))"], cwd=work,
                              capture_output=True, text=True, timeout=60)
    assert resolved.returncode == 0 and "node_modules" in resolved.stdout


def test_the_helix_and_neovim_snippets_start_the_installed_server() -> None:
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["skillopt-sleep-lsp"] == "skillsleep_lsp.server:main"
    helix = tomllib.loads((REPO / "packaging" / "helix" / "languages.toml").read_text())
    assert helix["language-server"]["skillopt-sleep"]["command"] == "skillopt-sleep-lsp"
    markdown = next(lang for lang in helix["language"] if lang["name"] == "markdown")
    assert "skillopt-sleep" in markdown["language-servers"]
    lua = (REPO / "packaging" / "neovim" / "skillopt_sleep.lua").read_text()
    assert 'cmd = { "skillopt-sleep-lsp" }' in lua
    assert 'vim.lsp.enable("skillopt_sleep")' in lua
