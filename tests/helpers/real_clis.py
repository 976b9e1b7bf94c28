"""The real harness CLIs the tests run: Claude Code, Codex and the Copilot CLI from npm, at pinned
versions, installed into a cache folder, each pointed at a scripted model on the loopback.

The folder is `$SKILLOPT_SLEEP_TEST_CLIS` (which .ci/run sets), else `.cache/harness-clis` in
the repository. `.ci/run` installs them with `python tests/helpers/real_clis.py`; a test that
needs one installs them there on first use when npm is on PATH, and is skipped, saying so, only
when npm is not. Everything a CLI writes (its config, its logs, its transcripts) goes under the
test's own HOME.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import filelock

REPO = Path(__file__).resolve().parents[2]
# command -> (npm package, version). One place for the pins: .ci/run installs these.
PINS = {
    "claude": ("@anthropic-ai/claude-code", "2.1.328"),
    "codex": ("@openai/codex", "0.169.0"),
    "copilot": ("@github/copilot", "1.0.102"),
}
API_KEY = "sk-scripted-not-a-real-key"
SCRIPTED_MODEL = "scripted-model"


def folder() -> Path:
    configured = os.environ.get("SKILLOPT_SLEEP_TEST_CLIS")
    return Path(configured) if configured else REPO / ".cache" / "harness-clis"


def bin_dir() -> Path:
    return folder() / "node_modules" / ".bin"


def installed() -> bool:
    """Every pinned CLI is in the folder, at its pinned version."""
    for package, version in PINS.values():
        manifest = folder() / "node_modules" / package / "package.json"
        try:
            if json.loads(manifest.read_text(encoding="utf-8")).get("version") != version:
                return False
        except (OSError, ValueError):
            return False
    return all((bin_dir() / name).exists() for name in PINS)


def install() -> str | None:
    """Install the pinned CLIs (once; a lock keeps two test processes apart). None when they
    are there, else why they cannot be."""
    if installed():
        return None
    npm = shutil.which("npm")
    if npm is None:
        return "npm is not on PATH, so the real harness CLIs cannot be installed"
    target = folder()
    target.mkdir(parents=True, exist_ok=True)
    with filelock.FileLock(str(target / ".install.lock"), timeout=600):
        if installed():
            return None
        specs = [f"{package}@{version}" for package, version in PINS.values()]
        done = subprocess.run([npm, "install", "--no-save", "--no-audit", "--no-fund",
                               "--prefix", str(target), *specs],
                              capture_output=True, text=True, check=False)
        if done.returncode != 0 or not installed():
            return (f"npm install {' '.join(specs)} failed (exit {done.returncode}): "
                    f"{(done.stderr or done.stdout).strip()[-500:]}")
    return None


def path_with_clis(path: str | None = None) -> str:
    return f"{bin_dir()}{os.pathsep}{path if path is not None else os.environ.get('PATH', '')}"


def night_config(sleep_home: Path, sections: str = "") -> Path:
    """A config whose nights run on the real Claude Code CLI (`claude-code/sonnet`), with a
    budget a test's night never reaches, and `sections` (more TOML tables) after it."""
    cfg = sleep_home / "config" / "config.toml"
    cfg.parent.mkdir(parents=True, exist_ok=True)
    cfg.write_text('[models]\ntarget = "claude-code/sonnet"\noptimizer = "claude-code/sonnet"\n'
                   "[budget]\nmax_tokens_per_night = 50000000\nmax_usd_per_night = 100.0\n"
                   + sections, encoding="utf-8")
    return cfg


def claude_env(base_url: str) -> dict[str, str]:
    """Claude Code against the scripted Messages API (any key; nothing leaves the machine)."""
    return {"ANTHROPIC_BASE_URL": base_url, "ANTHROPIC_API_KEY": API_KEY,
            "DISABLE_AUTOUPDATER": "1", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
            "DISABLE_TELEMETRY": "1", "DISABLE_ERROR_REPORTING": "1"}


def copilot_env(base_url: str, provider_type: str = "anthropic") -> dict[str, str]:
    """The Copilot CLI offline, with the scripted endpoint as its custom provider."""
    return {"COPILOT_OFFLINE": "true", "COPILOT_PROVIDER_BASE_URL": base_url,
            "COPILOT_PROVIDER_TYPE": provider_type, "COPILOT_PROVIDER_API_KEY": API_KEY,
            "COPILOT_MODEL": "claude-sonnet-4.5" if provider_type == "anthropic"
            else SCRIPTED_MODEL, "COPILOT_AUTO_UPDATE": "false"}


def codex_provider_toml(base_url: str) -> str:
    """The config.toml lines that send Codex to the scripted Responses API."""
    return (f'model = "{SCRIPTED_MODEL}"\nmodel_provider = "scripted"\n\n'
            f'[model_providers.scripted]\nname = "Scripted"\nbase_url = "{base_url}/v1"\n'
            f'wire_api = "responses"\n')


def write_codex_config(codex_home: Path, base_url: str, extra: str = "") -> Path:
    codex_home.mkdir(parents=True, exist_ok=True)
    config = codex_home / "config.toml"
    config.write_text(extra + codex_provider_toml(base_url), encoding="utf-8")
    return config


def run(argv: list[str], cwd: Path, env: dict[str, str], stdin: str | None = None,
        timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run a real CLI as the person would, in the test's HOME, with the CLIs first on PATH."""
    full = {**os.environ, **env, "PATH": path_with_clis()}
    return subprocess.run(argv, cwd=cwd, env=full, input=stdin, capture_output=True, text=True,
                          timeout=timeout, check=False)


def claude_session(repo: Path, request: str, base_url: str,
                   *flags: str) -> subprocess.CompletedProcess[str]:
    """A headless Claude Code session in `repo`, as a person runs one (`claude -p REQUEST`)."""
    return run(["claude", "-p", "--output-format", "stream-json", "--verbose",
                "--permission-mode", "acceptEdits", *flags, request], repo, claude_env(base_url))


def codex_session(repo: Path, request: str, *flags: str) -> subprocess.CompletedProcess[str]:
    """`codex exec REQUEST` in `repo`, with the provider its config.toml names."""
    return run(["codex", "exec", "--json", "--skip-git-repo-check", "--sandbox",
                "workspace-write", *flags, request], repo, {})


def copilot_session(repo: Path, request: str, base_url: str, provider_type: str = "anthropic",
                    *flags: str) -> subprocess.CompletedProcess[str]:
    """`copilot -p REQUEST` in `repo`, offline, its model the scripted endpoint."""
    return run(["copilot", "-p", request, "--allow-all-tools", *flags], repo,
               copilot_env(base_url, provider_type))


if __name__ == "__main__":
    problem = install()
    if problem:
        print(problem, file=sys.stderr)
        sys.exit(1)
    print(f"harness CLIs in {bin_dir()}: "
          + ", ".join(f"{name} {version}" for name, (_, version) in PINS.items()))
