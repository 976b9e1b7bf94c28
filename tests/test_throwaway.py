"""A throwaway home hides every variable that could point the product at a person's real logs."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillsleep import harnesses, throwaway
from skillsleep.machine import Machine
from skillsleep.paths import HOME_ENV, resolve_paths


def test_every_harness_variable_is_dropped_and_the_base_is_left_alone(tmp_path: Path) -> None:
    base = {v: "/real/place" for v in throwaway.LOCATION_VARS} | {"PATH": "/bin", "LANG": "C"}
    env = throwaway.environment(tmp_path / "home", tmp_path / "state", base)
    for harness in harnesses.ALL:
        for var in harness.env_vars:
            assert var not in env, var
    assert not set(env) & set(throwaway.LOCATION_VARS)
    assert env["HOME"] == env["USERPROFILE"] == str(tmp_path / "home")
    assert env[HOME_ENV] == str(tmp_path / "state")
    assert env["PATH"] == "/bin" and env["LANG"] == "C"
    assert base["CODEX_HOME"] == "/real/place"  # the caller's mapping is not changed


def test_entering_moves_the_product_and_every_harness_root(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # Recorded, so that the test's end puts back what entering changes.
    for var in (*throwaway.LOCATION_VARS, "HOME", "USERPROFILE", HOME_ENV):
        monkeypatch.setenv(var, "/real/place")
    home, state = tmp_path / "home", tmp_path / "state"
    throwaway.enter(home, state)
    assert resolve_paths().home == state.absolute()
    machine = Machine.current()
    for harness in harnesses.ALL:
        for root in harness.log_roots(machine):
            assert "/real/" not in str(root.path), (harness.id, root.path)
