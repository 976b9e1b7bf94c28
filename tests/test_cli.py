from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from skillsleep import __version__

from helpers.cli import run_cli, run_json


def test_version_and_help_load_no_model_library() -> None:
    code = (
        "import sys\n"
        "from skillsleep.cli import main\n"
        "try:\n    main(['--version'])\nexcept SystemExit:\n    pass\n"
        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
        "heavy = [m for m in ('litellm', 'openai', 'llama_cpp', 'pygls') if m in sys.modules]\n"
        "print('HEAVY', heavy)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert f"skillopt-sleep {__version__}" in out
    assert "HEAVY []" in out


def test_version_loads_no_command_implementation() -> None:
    # Every command builds the whole parser; the commands' own work loads with the command.
    parts = ("skillsleep.status", "skillsleep.daemon.controls", "skillsleep.harvest",
             "skillsleep.tasks.pipeline", "skillsleep.hooks", "skillsleep.sessions",
             "filelock", "tomlkit", "numpy")
    code = ("import sys\nfrom skillsleep.cli import main\n"
            "try:\n    main(['--version'])\nexcept SystemExit:\n    pass\n"
            f"print('LOADED', [m for m in {parts!r} if m in sys.modules])\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert "LOADED []" in out


def test_console_script_is_installed() -> None:
    import shutil

    bindir = str(Path(sys.executable).parent)
    exe = shutil.which("skillopt-sleep", path=bindir)
    assert exe, "the skillopt-sleep console script is not installed next to this python"
    out = subprocess.run([exe, "--version"], capture_output=True, text=True, check=True).stdout
    assert out.strip() == f"skillopt-sleep {__version__}"


def test_status_on_a_fresh_home_reports_paths_and_an_empty_store(sleep_home) -> None:
    status = run_json("status")
    assert status["version"] == __version__
    assert status["paths"]["config_file"].startswith(str(sleep_home))
    assert status["store"]["path"].startswith(str(sleep_home))
    human = run_cli("status").stdout
    assert "store" in human and str(sleep_home) in human


def test_unknown_command_is_a_usage_error_not_a_traceback() -> None:
    proc = run_cli("frobnicate", check=False)
    assert proc.returncode == 2
    assert "invalid choice" in proc.stderr and "Traceback" not in proc.stderr


def test_runtime_dir_is_private(sleep_home) -> None:
    import os
    import stat

    run_cli("status")
    runtime = sleep_home / "run"
    assert stat.S_IMODE(os.stat(runtime).st_mode) == 0o700
