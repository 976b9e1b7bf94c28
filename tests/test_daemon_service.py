"""`skillopt-sleep service install|uninstall|status`: the files rendered from the templates."""

from __future__ import annotations

import configparser
import os
import plistlib
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from skillsleep.daemon.servicefiles import render
from skillsleep.liveness import pid_alive
from skillsleep.paths import resolve_paths

from helpers.cli import run_cli, run_json


def test_dry_run_prints_the_unit_and_writes_nothing(isolated_home: Path) -> None:
    out = run_cli("service", "install", "--dry-run").stdout
    unit = isolated_home / ".config" / "systemd" / "user" / "skillopt-sleep.service"
    if sys.platform.startswith("linux"):
        assert f"# would write {unit}" in out
        assert "systemctl --user enable --now skillopt-sleep.service" in out
    assert "skillsleep.cli" in out and "daemon run" in out
    assert not unit.exists()
    assert run_json("service", "status")["installed"] is False


def test_systemd_unit_runs_this_interpreter_with_this_home(isolated_home: Path,
                                                            sleep_home: Path) -> None:
    sf = render(resolve_paths(), "systemd")
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.read_string(sf.text)
    exec_start = parser["Service"]["ExecStart"]
    assert exec_start.startswith(f'"{sys.executable}" "-m" "skillsleep.cli" "daemon" "run"')
    assert f'"SKILLOPT_SLEEP_HOME={sleep_home}"' in sf.text
    assert parser["Service"]["RestartPreventExitStatus"] == "2"
    assert parser["Install"]["WantedBy"] == "default.target"


def test_launchd_agent_is_a_valid_plist() -> None:
    sf = render(resolve_paths(), "launchd")
    plist = plistlib.loads(sf.text.encode("utf-8"))
    assert plist["Label"] == "com.skillopt-sleep.daemon"
    assert plist["ProgramArguments"] == [sys.executable, "-m", "skillsleep.cli", "daemon", "run"]
    assert plist["KeepAlive"] == {"SuccessfulExit": False}
    assert "SKILLOPT_SLEEP_HOME" in plist["EnvironmentVariables"]
    assert sf.path.name == "com.skillopt-sleep.daemon.plist"


def test_windows_task_is_valid_xml_and_passes_the_home(sleep_home: Path) -> None:
    sf = render(resolve_paths(), "windows-task")
    assert sf.encoding == "utf-16"
    root = ET.fromstring(sf.text.replace('encoding="UTF-16"', ""))
    ns = {"t": "http://schemas.microsoft.com/windows/2004/02/mit/task"}
    args = root.find("t:Actions/t:Exec/t:Arguments", ns)
    assert args is not None and args.text is not None
    assert "-m skillsleep.cli daemon run --home" in args.text and str(sleep_home) in args.text
    assert root.find("t:Triggers/t:LogonTrigger", ns) is not None


def test_install_without_activation_then_uninstall(isolated_home: Path) -> None:
    installed = run_json("service", "install", "--no-activate")
    path = Path(installed["path"])
    assert path.exists() and installed["ran"] == []
    assert path.read_text(encoding=render(resolve_paths()).encoding) == installed["text"]
    assert run_json("service", "status")["installed"] is True
    status = run_json("daemon", "status")
    assert status["service"]["installed"] is True
    human = run_cli("service", "install", "--no-activate").stdout
    assert "run these to apply it" in human  # installing twice rewrites the same file
    removed = run_json("service", "uninstall", "--no-activate")
    assert removed["installed"] is True and not path.exists()
    assert "no service installed" in run_cli("service", "uninstall").stdout


def test_status_says_whether_the_systemd_user_lingers(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from skillsleep.daemon import servicefiles
    from skillsleep.paths import resolve_paths

    monkeypatch.setattr(servicefiles, "platform_kind", lambda: "systemd")
    monkeypatch.setattr(servicefiles, "LINGER_DIR", tmp_path / "linger")
    monkeypatch.setattr(servicefiles, "_user", lambda: "ana")
    state = servicefiles.service_state(resolve_paths())
    assert state["linger"] is False and "loginctl enable-linger ana" in state["note"]
    (tmp_path / "linger").mkdir()
    (tmp_path / "linger" / "ana").touch()  # what `loginctl enable-linger ana` leaves
    state = servicefiles.service_state(resolve_paths())
    assert state["linger"] is True and state["note"] == ""


@pytest.mark.skipif(sys.platform != "linux", reason="the systemd unit")
def test_install_stops_a_daemon_started_by_hand_before_activating(
        isolated_home: Path, tmp_path: Path) -> None:
    from helpers.daemon import running_daemon

    # No service manager on PATH: the activation is reported as impossible, not run.
    bare = tmp_path / "no-service-manager"
    bare.mkdir()
    env = {**os.environ, "PATH": str(bare)}
    with running_daemon() as started:
        installed = run_json("service", "install", env=env)
        assert installed["stopped_manual_daemon"] is True
        assert not pid_alive(started["pid"])
        assert run_json("daemon", "status")["running"] is False
        assert installed["ran"] == [{"command": "systemctl --user daemon-reload", "ok": False,
                                     "output": "systemctl is not available here"}]
        assert Path(installed["path"]).exists()
    human = run_cli("service", "install", env=env, check=False)
    assert human.returncode == 1 and "FAILED: systemctl --user daemon-reload" in human.stdout
    assert "stopped the daemon" not in human.stdout  # none was running this time
