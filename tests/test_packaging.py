"""The wheel is a real, installable artifact that carries the hook scripts."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

from conftest import REPO


def test_wheel_carries_both_packages_and_the_shell_hooks(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(tmp_path), str(REPO)],
        check=True, capture_output=True, text=True, timeout=300,
    )
    wheel = next(tmp_path.glob("skillopt_sleep-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "skillsleep/cli.py" in names
    assert "skillsleep_lsp/__init__.py" in names
    shells = [n for n in names if n.startswith("skillsleep/_shells/")]
    in_repo = [p for p in (REPO / "shells").rglob("*") if p.is_file()]
    assert len(shells) == len(in_repo) > 0
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "skillopt-sleep = skillsleep.cli:main" in text
    assert "skillopt-sleep-lsp = skillsleep_lsp.main:main" in text
