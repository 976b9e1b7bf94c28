"""Every test runs in its own temporary HOME and SKILLOPT_SLEEP_HOME, never the real home."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest

from skillsleep import throwaway

# The language-server tests' `client` fixture.
pytest_plugins = ["helpers.lsp_client"]

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
FIXTURES = SHARED / "fixtures" / "real"



def fixture_strings() -> list[str]:
    """Every string of the real harness logs in the fixtures (requests, replies, tool output),
    as long as mining reads a request, sorted."""
    found: set[str] = set()
    for log in sorted(FIXTURES.rglob("*.jsonl")):
        for line in log.read_bytes().splitlines():
            try:
                record = orjson.loads(line)
            except orjson.JSONDecodeError:
                continue
            found.update(s[:4000] for s in _strings(record) if s.strip())
    return sorted(found)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


# Variables through which a harness or platformdirs could reach the real home.
_HOME_VARS = (*throwaway.LOCATION_VARS, "XDG_RUNTIME_DIR")


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    for var in _HOME_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("SKILLOPT_SLEEP_HOME", str(tmp_path / "sleep-home"))
    # Never reach a model provider from a test, whatever the developer's shell holds.
    for var in list(os.environ):
        if var.endswith("_API_KEY"):
            monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    return home


@pytest.fixture
def sleep_home(tmp_path: Path) -> Path:
    return tmp_path / "sleep-home"


@pytest.fixture
def python_exe() -> str:
    return sys.executable


@pytest.fixture(scope="session")
def harness_clis() -> Path:
    """The folder holding the real `claude`, `codex` and `copilot` (installed on first use)."""
    import shutil

    from helpers import real_clis

    problem = real_clis.install()
    if problem is not None:
        if shutil.which("npm") is None:
            pytest.skip(problem)
        pytest.fail(problem)
    return real_clis.bin_dir()


@pytest.fixture
def real_clis_on_path(harness_clis: Path, monkeypatch: pytest.MonkeyPatch,
                      tmp_path: Path) -> Path:
    """The real CLIs first on PATH, and a temporary folder of the test's own: Codex refuses to
    set up its sandbox helper when its home is inside the temporary folder."""
    monkeypatch.setenv("PATH", f"{harness_clis}{os.pathsep}{os.environ['PATH']}")
    scratch = tmp_path / "tmpdir"
    scratch.mkdir(exist_ok=True)
    monkeypatch.setenv("TMPDIR", str(scratch))
    return harness_clis
