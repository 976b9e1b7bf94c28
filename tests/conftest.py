"""Every test runs in its own temporary HOME and SKILLOPT_SLEEP_HOME, never the real home."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from skillsleep import throwaway

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
FIXTURES = SHARED / "fixtures" / "real"

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
