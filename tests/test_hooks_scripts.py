"""The installed hook scripts, run the way each harness runs them.

Claude Code, Cursor, Devin and VS Code run the configured command through a shell with the JSON
payload on stdin; the Copilot CLI runs its `bash` field; Codex runs the notify argv directly with
the payload as the last argument and no stdin. Whatever happens the hook exits 0 at once, prints
nothing, and leaves a valid notice whenever the disk allows.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tomllib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from skillsleep.daemon.spool import Notice, list_notices, read_notice
from skillsleep.hooks import install
from skillsleep.paths import Paths, resolve_paths

from conftest import FIXTURES, REPO

BOM = b"\xef\xbb\xbf"
CLAUDE_END = {
    "session_id": "399366ae-4ecb-4e13-9972-e423b4a03df6",
    "transcript_path": "/Users/testuser/.claude/projects/-Users-testuser-workspace-demo-project/"
                       "399366ae-4ecb-4e13-9972-e423b4a03df6.jsonl",
    "cwd": "/Users/testuser/workspace/demo-project",
    "permission_mode": "default",
    "hook_event_name": "SessionEnd",
    "reason": "prompt_input_exit",
}
CODEX_TURN = {"type": "agent-turn-complete", "thread-id": "019a6b2c-3d4e-7f00-8a1b-2c3d4e5f6a7b",
              "turn-id": "12", "cwd": "/home/me/app", "client": "codex-tui",
              "input-messages": ["run the tests and fix what fails"],
              "last-assistant-message": "All 42 tests pass now. \"Done\" — 'really'."}


def _copilot_inputs() -> dict[str, dict]:
    """The real Copilot CLI hook inputs recorded in the fixture (hook.start events)."""
    found = {}
    events = FIXTURES / "copilot-cli" / "session-state" / "session-medium" / "events.jsonl"
    for line in events.read_text().splitlines():
        record = json.loads(line)
        if record["type"] == "hook.start":
            found[record["data"]["hookType"]] = record["data"]["input"]
    return found


@pytest.fixture
def hooked(isolated_home: Path) -> Paths:
    """A home where every harness is present and hooked (Codex with hooks.json enabled)."""
    for folder in (".claude", ".codex", ".copilot", ".cursor", ".config/devin",
                   ".config/Code/User"):
        (isolated_home / folder).mkdir(parents=True)
    (isolated_home / ".codex" / "config.toml").write_text('model = "gpt-5-codex"\n')
    paths = resolve_paths()
    plans = install(paths, ["claude-code", "codex", "copilot", "cursor", "devin"])
    assert [p.error for p in plans] == [None] * 5
    return paths


def _json(path: Path) -> dict:
    return json.loads(path.read_text())


def claude_style(config: Path, event: str, harness: str) -> str:
    groups = _json(config)["hooks"][event]
    return next(h["command"] for g in groups for h in g["hooks"]
                if f"/{harness}/skillopt-sleep-hook" in h["command"])


def commands(home: Path) -> dict[str, Callable[[], list[str]]]:
    """How each harness starts its hook: the argv, read back from the installed configs."""
    def sh(cmd: str) -> list[str]:
        return ["/bin/sh", "-c", cmd]
    copilot = home / ".copilot" / "hooks" / "skillopt-sleep.json"
    return {
        "claude-code": lambda: sh(claude_style(home / ".claude/settings.json", "SessionEnd",
                                               "claude-code")),
        # VS Code runs the `bash` command of a Copilot-format file on Linux and macOS.
        "vscode": lambda: ["bash", "-c", _json(copilot)["hooks"]["Stop"][0]["bash"]],
        "copilot-cli": lambda: ["bash", "-c", _json(copilot)["hooks"]["sessionEnd"][0]["bash"]],
        "cursor": lambda: sh(_json(home / ".cursor/hooks.json")["hooks"]["sessionEnd"][0]
                             ["command"]),
        "devin": lambda: sh(claude_style(home / ".config/devin/config.json", "SessionEnd",
                                         "devin")),
        "codex-hooks": lambda: sh(claude_style(home / ".codex/hooks.json", "SessionEnd",
                                               "codex")),
    }


def run_hook(argv: list[str], payload: bytes | None, cwd: Path | None = None,
             env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(argv, input=payload, capture_output=True, timeout=20, cwd=cwd,
                          env=env, stdin=None if payload is not None else subprocess.DEVNULL)


def notices(paths: Paths) -> list[Notice]:
    return [read_notice(p) for p in list_notices(paths.spool_dir)]


def codex_notify(home: Path) -> list[str]:
    return tomllib.loads((home / ".codex" / "config.toml").read_text())["notify"]


# --- real-shaped payloads -----------------------------------------------------------------------


def test_claude_code_session_end(hooked: Paths, isolated_home: Path, tmp_path: Path) -> None:
    project = tmp_path / "demo project"
    project.mkdir()
    payload = json.dumps(CLAUDE_END).encode()
    start = datetime.now(UTC).replace(microsecond=0)
    proc = run_hook(commands(isolated_home)["claude-code"](), payload, cwd=project)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
    [n] = notices(hooked)
    assert (n.harness, n.hook, n.event) == ("claude-code", "claude-code", "SessionEnd")
    assert n.payload_bytes == payload and n.payload == CLAUDE_END
    assert n.cwd == project
    assert n.time is not None and start <= n.time <= datetime.now(UTC) + timedelta(seconds=1)
    assert n.transcript_paths == [Path(CLAUDE_END["transcript_path"])]
    spool_files = list(hooked.spool_dir.iterdir())
    assert len(spool_files) == 1 and spool_files[0].stat().st_mode & 0o077 == 0  # private


def test_copilot_cli_session_end_with_its_recorded_payload(hooked: Paths,
                                                           isolated_home: Path) -> None:
    payload = json.dumps(_copilot_inputs()["sessionEnd"]).encode()
    proc = run_hook(commands(isolated_home)["copilot-cli"](), payload)
    assert proc.returncode == 0 and proc.stdout == b""
    [n] = notices(hooked)
    assert (n.harness, n.caller, n.event) == ("copilot", "copilot-cli", "sessionEnd")
    assert n.session_id == "66957610-db49-4dea-972d-c079e1898044"


def test_vscode_stop_through_copilot_hooks(hooked: Paths, isolated_home: Path) -> None:
    payload = {"timestamp": "2026-11-30T07:20:00.000Z", "cwd": "/home/me/app",
               "sessionId": "6d3d4c1e", "hookEventName": "Stop",
               "transcript_path": "/home/me/.config/Code/User/workspaceStorage/ab/"
                                  "chatSessions/6d3d4c1e.jsonl", "stop_hook_active": False}
    run_hook(commands(isolated_home)["vscode"](), json.dumps(payload).encode())
    [n] = notices(hooked)
    assert (n.harness, n.hook, n.caller, n.event) == ("copilot", "copilot", "vscode", "Stop")


def test_devin_names_itself_through_its_environment(hooked: Paths, isolated_home: Path) -> None:
    payload = {"hook_event_name": "SessionEnd", "reason": "session_complete",
               "session_id": "snowy-efraasia", "prompt_id": "p-1"}
    env = {"PATH": "/usr/bin:/bin", "DEVIN_PROJECT_DIR": "/home/me/src/app"}
    # Devin also reads ~/.claude/settings.json: its run of Claude Code's hook says "devin" too.
    for argv in (commands(isolated_home)["devin"](), commands(isolated_home)["claude-code"]()):
        assert run_hook(argv, json.dumps(payload).encode(), env=env).returncode == 0
    found = notices(hooked)
    assert sorted((n.harness, n.hook) for n in found) == [("devin", "claude-code"),
                                                          ("devin", "devin")]
    assert {n.project_dir for n in found} == {Path("/home/me/src/app")}


def test_cursor_with_a_windows_bom(hooked: Paths, isolated_home: Path) -> None:
    payload = {"conversation_id": "c-9", "generation_id": "g-1", "model": "claude-4-sonnet",
               "hook_event_name": "sessionEnd", "cursor_version": "3.2.16",
               "workspace_roots": ["/home/me/app"], "user_email": "me@example.com",
               "transcript_path": None, "session_id": "c-9", "reason": "user_close",
               "duration_ms": 61234, "is_background_agent": False, "final_status": "completed"}
    raw = BOM + json.dumps(payload).encode() + b"\r\n"
    assert run_hook(commands(isolated_home)["cursor"](), raw).returncode == 0
    [n] = notices(hooked)
    assert n.payload_bytes == raw and n.payload == payload and n.harness == "cursor"


def test_codex_notify_writes_a_notice_and_runs_the_users_program(isolated_home: Path,
                                                                 tmp_path: Path) -> None:
    seen = tmp_path / "seen"
    program = tmp_path / "my notify.sh"
    program.write_text(
        f'#!/bin/sh\nprintf "%s\\n" "$@" > "{seen}.tmp" && mv "{seen}.tmp" "{seen}"\n')
    program.chmod(0o755)
    (isolated_home / ".codex").mkdir()
    (isolated_home / ".codex" / "config.toml").write_text(
        f'notify = ["{program}", "--title", "Codex"]\n')
    paths = resolve_paths()
    install(paths, ["codex"])
    payload = json.dumps(CODEX_TURN, ensure_ascii=False)
    # Codex: argv + the payload, stdin/stdout/stderr null, no shell.
    proc = subprocess.run([*codex_notify(isolated_home), payload], stdin=subprocess.DEVNULL,
                          capture_output=True, timeout=20)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
    [n] = notices(paths)
    assert (n.harness, n.caller, n.event) == ("codex", "codex-notify", "notify")
    # The notice keeps the turn's ids and folder; the prompts and the reply stay out of it.
    assert n.payload == {k: CODEX_TURN[k] for k in ("type", "thread-id", "turn-id", "cwd",
                                                    "client")}
    assert n.session_id == CODEX_TURN["thread-id"] and n.project_dir == Path("/home/me/app")
    _wait_for(seen)
    assert seen.read_text() == f"--title\nCodex\n{payload}\n"


def test_codex_notices_keep_no_prompt_text_in_the_spool(isolated_home: Path) -> None:
    # No daemon runs: the notice waits in the spool, so it must hold nothing of the prompts.
    key = "sk-" + "proj-" + "Zq8wX2" * 8
    turn = {**CODEX_TURN, "input-messages": [f"deploy with OPENAI_API_KEY={key} now"],
            "last-assistant-message": f"Deployed; the key {key} works."}
    (isolated_home / ".codex").mkdir()
    paths = resolve_paths()
    install(paths, ["codex"])
    proc = run_hook([*codex_notify(isolated_home), json.dumps(turn)], None)
    assert proc.returncode == 0
    [n] = notices(paths)
    spooled = b"".join(p.read_bytes() for p in paths.spool_dir.rglob("*") if p.is_file())
    assert key.encode() not in spooled and b"deploy with" not in spooled
    assert b"Deployed" not in spooled
    assert (n.harness, n.session_id) == ("codex", CODEX_TURN["thread-id"])


def test_codex_hooks_json_session_end(hooked: Paths, isolated_home: Path) -> None:
    # Codex's SessionEnd input: session_id, transcript_path (null in --ephemeral), cwd, reason.
    # The rollout is in the folder of the day the thread started (its UUIDv7 says when), not
    # of the day the test runs.
    rollout = (isolated_home / ".codex" / "sessions" / "2025" / "11" / "10"
               / f"rollout-2025-11-10T00-30-52-{CODEX_TURN['thread-id']}.jsonl")
    rollout.parent.mkdir(parents=True)
    rollout.write_text("")
    payload = {"session_id": CODEX_TURN["thread-id"], "transcript_path": None,
               "cwd": "/home/me/app", "hook_event_name": "SessionEnd", "reason": "other"}
    run_hook(commands(isolated_home)["codex-hooks"](), json.dumps(payload).encode())
    [n] = notices(hooked)
    assert (n.harness, n.caller, n.event) == ("codex", "codex-hooks", "SessionEnd")
    assert n.session_id == CODEX_TURN["thread-id"] and n.transcript_paths == [rollout]
    assert n.project_dir == Path("/home/me/app")


# --- bad payloads and bad disks -----------------------------------------------------------------

CALLERS = ["claude-code", "vscode", "copilot-cli", "cursor", "devin", "codex-hooks", "codex"]
BAD_PAYLOADS = {
    "empty": b"",
    "garbage": b"}{ not json \xff\xfe",
    "bom-only": BOM,
    "bom-json": BOM + json.dumps(CLAUDE_END).encode(),
    "nul-bytes": b'{"a":1}\x00\x00tail',
    "no-final-newline-text": b"plain words",
}


# An argv cannot hold a NUL byte, so Codex's notify never receives one.
CASES = [(c, k) for c in CALLERS for k in BAD_PAYLOADS
         if not (c == "codex" and b"\x00" in BAD_PAYLOADS[k])]


@pytest.mark.parametrize(("caller", "kind"), CASES)
def test_any_payload_gives_exit_0_and_a_valid_notice(hooked: Paths, isolated_home: Path,
                                                     caller: str, kind: str) -> None:
    payload = BAD_PAYLOADS[kind]
    if caller == "codex":
        proc = run_hook([*codex_notify(isolated_home), payload.decode("utf-8", "surrogateescape")]
                        if payload else codex_notify(isolated_home), None)
    else:
        proc = run_hook(commands(isolated_home)[caller](), payload)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
    [n] = notices(hooked)
    if caller == "codex":
        # Only the turn's id fields are kept from Codex's JSON; nothing else of it.
        kept = {"cwd": CLAUDE_END["cwd"]} if kind == "bom-json" else ({} if payload else None)
        assert n.payload == kept
        return
    assert n.payload_bytes == payload
    assert (n.payload is not None) == (kind == "bom-json")


def test_a_large_binary_payload_is_kept_byte_for_byte(hooked: Paths, isolated_home: Path) -> None:
    payload = bytes(range(256)) * 4096  # 1 MiB, every byte value
    assert run_hook(commands(isolated_home)["claude-code"](), payload).returncode == 0
    [n] = notices(hooked)
    assert n.payload_bytes == payload


def test_a_missing_spool_is_created(hooked: Paths, isolated_home: Path) -> None:
    shutil.rmtree(hooked.state_dir, ignore_errors=True)
    assert run_hook(commands(isolated_home)["cursor"](), b"{}").returncode == 0
    assert len(notices(hooked)) == 1
    assert hooked.spool_dir.stat().st_mode & 0o777 == 0o700


def test_an_unwritable_spool_still_exits_0_and_drains_stdin(hooked: Paths,
                                                            isolated_home: Path) -> None:
    # A spool under a regular file cannot be created, not even by root.
    shutil.rmtree(hooked.state_dir, ignore_errors=True)
    hooked.state_dir.write_text("not a folder")
    for caller in ("claude-code", "copilot-cli", "devin"):
        proc = subprocess.Popen(commands(isolated_home)[caller](), stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert proc.stdin is not None
        # 4 MiB is far beyond a pipe's buffer: if the hook stopped reading, this write fails.
        proc.stdin.write(json.dumps({"x": "y" * (4 << 20)}).encode())
        proc.stdin.close()
        assert proc.stdout is not None and proc.stderr is not None
        out, err = proc.stdout.read(), proc.stderr.read()
        assert (proc.wait(timeout=20), out, err) == (0, b"", b"")
    proc = run_hook([*codex_notify(isolated_home), json.dumps(CODEX_TURN)], None)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
    assert hooked.state_dir.read_text() == "not a folder"


def test_a_full_disk_leaves_no_partial_notice(hooked: Paths, isolated_home: Path) -> None:
    # `ulimit -f` makes writes past 64 KiB fail the way a full disk does (EFBIG / SIGXFSZ).
    command = commands(isolated_home)["claude-code"]()[-1]
    payload = b"{" + b" " * (1 << 20) + b"}"
    proc = run_hook(["/bin/sh", "-c", f"ulimit -f 128; {command}"], payload)
    assert (proc.returncode, proc.stdout) == (0, b"")
    assert list(hooked.spool_dir.iterdir()) == []  # neither a notice nor a temporary
    # A payload that fits still gets through under the same limit.
    run_hook(["/bin/sh", "-c", f"ulimit -f 128; {command}"], b"{}")
    assert [n.payload_bytes for n in notices(hooked)] == [b"{}"]


def test_the_hook_survives_missing_library_and_odd_folders(hooked: Paths, isolated_home: Path,
                                                           tmp_path: Path) -> None:
    odd = tmp_path / "line\nbreak"
    odd.mkdir()
    assert run_hook(commands(isolated_home)["claude-code"](), b"{}", cwd=odd).returncode == 0
    [n] = notices(hooked)
    assert n.cwd is None and "cwd" not in n.headers  # a header cannot hold a newline
    shutil.rmtree(hooked.hooks_dir / "lib")
    proc = run_hook(commands(isolated_home)["claude-code"](), b"{}")
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")


def test_a_closed_stdin_still_gives_a_notice(hooked: Paths, isolated_home: Path) -> None:
    command = commands(isolated_home)["cursor"]()[-1]
    proc = run_hook(["/bin/sh", "-c", f"{command} 0<&-"], None)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
    [n] = notices(hooked)
    assert n.payload_bytes == b"" and n.event == "sessionEnd"


def test_a_minimal_environment_is_enough(hooked: Paths, isolated_home: Path) -> None:
    env = {"PATH": "/usr/bin:/bin"}
    assert run_hook(commands(isolated_home)["cursor"](), b"{}", env=env).returncode == 0
    assert len(notices(hooked)) == 1


def test_concurrent_hooks_never_share_a_notice(hooked: Paths, isolated_home: Path) -> None:
    argv = commands(isolated_home)["claude-code"]()
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda i: run_hook(argv, f'{{"n": {i}}}'.encode()), range(40)))
    assert {r.returncode for r in results} == {0}
    found = notices(hooked)
    assert sorted(n.payload["n"] for n in found if n.payload) == list(range(40))


def test_scripts_are_posix_sh() -> None:
    # dash is a strict POSIX shell; `-n` parses without running.
    for script in sorted((REPO / "shells").rglob("*.sh")):
        proc = subprocess.run(["dash", "-n", str(script)], capture_output=True, text=True)
        assert proc.returncode == 0, f"{script}: {proc.stderr}"


@pytest.mark.skipif(shutil.which("pwsh") is None, reason="PowerShell (pwsh) is not installed")
def test_powershell_scripts_parse() -> None:
    for script in sorted((REPO / "shells").rglob("*.ps1")):
        check = ("$e = $null; [void][System.Management.Automation.Language.Parser]::ParseFile("
                 f"'{script}', [ref]$null, [ref]$e); if ($e.Count) {{ $e; exit 1 }}")
        proc = subprocess.run(["pwsh", "-NoProfile", "-Command", check], capture_output=True,
                              text=True)
        assert proc.returncode == 0, f"{script}: {proc.stdout}{proc.stderr}"


def _wait_for(path: Path, seconds: float = 10) -> None:
    import time

    deadline = time.monotonic() + seconds
    while not path.exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert path.exists(), f"{path} never appeared"


def test_paths_with_spaces_and_quotes_work(isolated_home: Path, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # macOS keeps the data folder under "Application Support".
    monkeypatch.setenv("SKILLOPT_SLEEP_HOME", str(tmp_path / "Application Support" / "it's"))
    (isolated_home / ".claude").mkdir()
    (isolated_home / ".codex").mkdir()
    paths = resolve_paths()
    install(paths, ["claude-code", "codex"])
    run_hook(commands(isolated_home)["claude-code"](), json.dumps(CLAUDE_END).encode())
    run_hook([*codex_notify(isolated_home), json.dumps(CODEX_TURN)], None)
    assert sorted(n.harness for n in notices(paths)) == ["claude-code", "codex"]
