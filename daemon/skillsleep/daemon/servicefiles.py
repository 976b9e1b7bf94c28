"""Installing the daemon as a per-user service: systemd (Linux), launchd (macOS), Task Scheduler.

The files are rendered from the templates in `packaging/service/` (shipped in the wheel as
`skillsleep/_service`) with the absolute path of the current interpreter, so the service runs
the same installation the user ran `service install` from. Installing is two steps, `install`
(write the file) then `activate` (run the service manager's commands): the command in between
stops a daemon started by hand, which would make the service's own start refuse.
"""

from __future__ import annotations

import getpass
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from string import Template
from typing import Any
from xml.sax.saxutils import escape

from ..atomic import atomic_write_bytes
from ..errors import UserError
from ..paths import HOME_ENV, Paths
from .logs import stderr_file

UNIT_NAME = "skillopt-sleep.service"
LAUNCHD_LABEL = "com.skillopt-sleep.daemon"
TASK_NAME = "skillopt-sleep"
TEMPLATES = {
    "systemd": "skillopt-sleep.service",
    "launchd": "com.skillopt-sleep.daemon.plist",
    "windows-task": "skillopt-sleep-task.xml",
}


@dataclass
class ServiceFile:
    kind: str
    path: Path
    text: str
    encoding: str = "utf-8"
    activate: list[list[str]] = field(default_factory=list)
    deactivate: list[list[str]] = field(default_factory=list)


def templates_dir() -> Path:
    package = Path(__file__).resolve().parents[1]  # skillsleep/, where the wheel puts them
    bundled = package / "_service"
    if bundled.is_dir():
        return bundled
    checkout = package.parents[1] / "packaging" / "service"
    if checkout.is_dir():
        return checkout
    raise UserError("The service templates are missing from this installation; reinstall "
                    "skillopt-sleep.")


def platform_kind() -> str:
    if sys.platform == "darwin":
        return "launchd"
    if sys.platform == "win32":
        return "windows-task"
    return "systemd"


def daemon_argv() -> list[str]:
    return [sys.executable, "-m", "skillsleep.cli", "daemon", "run"]


def _service_env() -> dict[str, str]:
    """What the service needs from this shell: our home override, and PATH so a night finds
    the harness CLIs (`claude`, `codex`) the way the user's shell does."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    if os.environ.get(HOME_ENV):
        env[HOME_ENV] = os.environ[HOME_ENV]
    return env


def service_path(kind: str, paths: Paths) -> Path:
    home = Path.home()
    if kind == "systemd":
        base = Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config")
        return base / "systemd" / "user" / UNIT_NAME
    if kind == "launchd":
        return home / "Library" / "LaunchAgents" / f"{LAUNCHD_LABEL}.plist"
    # Task Scheduler keeps the task itself; we keep the XML we registered, to know and to show.
    return paths.data_dir / "service" / TEMPLATES["windows-task"]


def render(paths: Paths, kind: str | None = None) -> ServiceFile:
    kind = kind or platform_kind()
    template = Template((templates_dir() / TEMPLATES[kind]).read_text(encoding="utf-8"))
    target = service_path(kind, paths)
    env = _service_env()
    if kind == "systemd":
        text = template.substitute(
            exec_start=" ".join(_systemd_quote(a) for a in daemon_argv()),
            environment="\n".join(f"Environment={_systemd_quote(f'{k}={v}')}"
                                  for k, v in env.items()))
        return ServiceFile(kind, target, text, activate=[
            ["systemctl", "--user", "daemon-reload"],
            ["systemctl", "--user", "enable", "--now", UNIT_NAME],
        ], deactivate=[["systemctl", "--user", "disable", "--now", UNIT_NAME]])
    if kind == "launchd":
        uid = os.getuid() if hasattr(os, "getuid") else 0
        text = template.substitute(
            label=LAUNCHD_LABEL,
            program_arguments="\n".join(f"    <string>{escape(a)}</string>"
                                        for a in daemon_argv()),
            environment="\n".join(f"    <key>{escape(k)}</key>\n    <string>{escape(v)}</string>"
                                  for k, v in env.items()),
            stderr_log=escape(str(stderr_file(paths))))
        return ServiceFile(kind, target, text,
                           activate=[["launchctl", "bootstrap", f"gui/{uid}", str(target)]],
                           deactivate=[["launchctl", "bootout", f"gui/{uid}/{LAUNCHD_LABEL}"]])
    python = Path(sys.executable)
    pythonw = python.with_name("pythonw.exe")  # no console window at logon
    argv = daemon_argv()[1:]
    if HOME_ENV in env:
        argv += ["--home", env[HOME_ENV]]
    user = os.environ.get("USERDOMAIN", "") + "\\" + os.environ.get("USERNAME", "")
    text = template.substitute(
        user=escape(user.strip("\\")),
        command=escape(str(pythonw if pythonw.exists() else python)),
        arguments=escape(subprocess.list2cmdline(argv)))
    return ServiceFile(kind, target, text, encoding="utf-16", activate=[
        ["schtasks", "/Create", "/TN", TASK_NAME, "/XML", str(target), "/F"],
        ["schtasks", "/Run", "/TN", TASK_NAME],
    ], deactivate=[["schtasks", "/End", "/TN", TASK_NAME],
                   ["schtasks", "/Delete", "/TN", TASK_NAME, "/F"]])


def _systemd_quote(value: str) -> str:
    """Quote one word for a unit file: `%` is a specifier, `"` and `\\` need escapes."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("%", "%%")
    return f'"{escaped}"'


def install(paths: Paths, dry_run: bool = False) -> dict[str, Any]:
    """Write the service file (not with `dry_run`); `activate` then starts the service."""
    sf = render(paths)
    result: dict[str, Any] = {"kind": sf.kind, "path": str(sf.path), "text": sf.text,
                              "dry_run": dry_run, "commands": [" ".join(c) for c in sf.activate],
                              "ran": [], "stopped_manual_daemon": False,
                              "note": service_state(paths).get("note", "")}
    if dry_run:
        return result
    sf.path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(sf.path, sf.text.encode(sf.encoding), mode=0o644)
    return result


def activate(paths: Paths) -> list[dict[str, Any]]:
    """Run the service manager's commands that enable and start the installed service."""
    return _run_all(render(paths).activate)


def uninstall(paths: Paths, dry_run: bool = False, activate: bool = True) -> dict[str, Any]:
    kind = platform_kind()
    target = service_path(kind, paths)
    sf = render(paths, kind)
    result: dict[str, Any] = {"kind": kind, "path": str(target), "dry_run": dry_run,
                              "installed": target.exists(),
                              "commands": [" ".join(c) for c in sf.deactivate], "ran": []}
    if dry_run or not target.exists():
        return result
    if activate:
        result["ran"] = _run_all(sf.deactivate)
    target.unlink()
    if kind == "systemd" and activate:
        result["ran"] += _run_all([["systemctl", "--user", "daemon-reload"]])
    return result


def _run_all(commands: list[list[str]]) -> list[dict[str, Any]]:
    """Run each service-manager command; a missing or failing one is reported, not raised."""
    ran = []
    for cmd in commands:
        if shutil.which(cmd[0]) is None:
            ran.append({"command": " ".join(cmd), "ok": False,
                        "output": f"{cmd[0]} is not available here"})
            break
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=30, check=False)
        except (OSError, subprocess.TimeoutExpired) as exc:
            ran.append({"command": " ".join(cmd), "ok": False, "output": str(exc)})
            break
        output = (proc.stdout + proc.stderr).strip()
        ran.append({"command": " ".join(cmd), "ok": proc.returncode == 0, "output": output})
        if proc.returncode != 0:
            break
    return ran


# systemd keeps one file per user whose services run without a login session.
LINGER_DIR = Path("/var/lib/systemd/linger")


def _user() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        return os.environ.get("USER", "")


def linger_note(user: str) -> str:
    return (f"a systemd user service starts at login and stops at logout; to keep it running "
            f"without a login session (a server, a machine you reach over ssh), run "
            f"`loginctl enable-linger {user}`")


def service_state(paths: Paths) -> dict[str, Any]:
    """Installed or not, from the files alone: cheap enough for every `status`.

    For systemd, also whether the user lingers (its services run without a login session),
    which systemd records as a file named after the user in /var/lib/systemd/linger."""
    kind = platform_kind()
    target = service_path(kind, paths)
    state: dict[str, Any] = {"kind": kind, "path": str(target), "installed": target.exists()}
    if kind == "systemd":
        user = _user()
        state["linger"] = bool(user) and (LINGER_DIR / user).exists()
        state["note"] = "" if state["linger"] else linger_note(user or "$USER")
    return state
