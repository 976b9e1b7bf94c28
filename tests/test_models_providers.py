"""Provider checks before work starts: unknown providers, missing keys, missing CLIs, the
embedded model without its extra. (The harness CLI providers themselves run the real CLIs in
test_real_cli_models.py.)"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from skillsleep.errors import UserError
from skillsleep.models.providers import check_model


def test_unknown_provider_is_a_clear_error() -> None:
    with pytest.raises(UserError, match=r"models\.target is 'nosuch/model'"):
        check_model("nosuch/model", "target")


def test_missing_api_key_is_named() -> None:
    with pytest.raises(UserError, match="OPENAI_API_KEY"):
        check_model("openai/gpt-4o-mini", "optimizer")


def test_unknown_embedded_model_lists_the_known_ones() -> None:
    with pytest.raises(UserError, match="local/smollm2"):
        check_model("local/gpt5", "target")


def test_local_model_without_the_extra_says_how_to_install(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "llama_cpp" else real(name, *a))
    with pytest.raises(UserError, match=r"pip install 'skillopt-sleep\[local\]'"):
        check_model("local/smollm2", "target")


def test_harness_cli_missing_from_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(UserError, match="`claude` command"):
        check_model("claude-code/sonnet", "optimizer")
    with pytest.raises(UserError, match="`codex` command"):
        check_model("codex/gpt-5", "optimizer")


def test_importing_the_models_package_does_not_import_litellm() -> None:
    code = ("import sys, skillsleep.models, skillsleep.optimize.night, skillsleep.cli; "
            "sys.exit(1 if 'litellm' in sys.modules else 0)")
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


def test_the_headless_marker_is_the_one_harvesting_skips() -> None:
    from skillsleep.harnesses import headless as harness_cli
    from skillsleep.logs import marker

    assert marker.is_headless_text(harness_cli.flatten([{"role": "user", "content": "x"}]))
