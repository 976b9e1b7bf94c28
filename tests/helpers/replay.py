"""A real git repository with history, sessions that ran in it in each harness's format, and the
processes of a replay, for the replay tests (which run the real harness CLIs: real_clis.py)."""

from __future__ import annotations

import hashlib
import json
import os
import stat
import subprocess
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

HELPERS = Path(__file__).resolve().parent
SKILL_REL = ".claude/skills/go-tests/SKILL.md"
SKILL_OLD = ("---\nname: go-tests\ndescription: Write Go unit tests for this project\n---\n"
             "# Go tests\n\nWrite tests.\n")
SKILL = ("---\nname: go-tests\ndescription: Write Go unit tests for this project\n---\n"
         "# Go tests\n\nWrite tests next to the code they test.\n")
SUBJECTS = ("ParseConfig", "LoadSettings", "NormalizePath", "ParseDuration", "SplitArgs",
            "RenderPage", "MergeMaps", "TrimSpaces")


def git(cwd: Path, *args: str, when: str | None = None) -> str:
    env = dict(os.environ)
    if when:
        env.update(GIT_AUTHOR_DATE=when, GIT_COMMITTER_DATE=when)
    return subprocess.run(["git", "-c", "user.email=dev@example.com", "-c", "user.name=Dev",
                           "-c", "init.defaultBranch=main", *args], cwd=cwd, env=env,
                          check=True, capture_output=True, text=True).stdout.strip()


def make_repo(root: Path) -> dict[str, str]:
    """A Go project with three commits on main (before, during and after the sessions) and a
    feature branch; returns the commits by name."""
    root.mkdir(parents=True)
    git(root.parent, "init", "-q", str(root))
    (root / "app.go").write_text("package app\n\nfunc ParseConfig(s string) string "
                                 "{ return s }\n", encoding="utf-8")
    (root / SKILL_REL).parent.mkdir(parents=True)
    (root / SKILL_REL).write_text(SKILL_OLD, encoding="utf-8")
    git(root, "add", ".")
    git(root, "commit", "-qm", "start", when="2026-01-01T09:00:00Z")
    commits = {"start": git(root, "rev-parse", "HEAD")}
    (root / "cmd").mkdir()
    (root / "cmd" / "main.go").write_text("package main\n\nfunc main() {}\n", encoding="utf-8")
    git(root, "add", ".")
    git(root, "commit", "-qm", "add the command", when="2026-01-09T09:00:00Z")
    commits["before_sessions"] = git(root, "rev-parse", "HEAD")
    git(root, "branch", "feature/render")
    git(root, "checkout", "-q", "feature/render")
    (root / "render.go").write_text("package app\n\nfunc RenderPage(s string) string "
                                    "{ return s }\n", encoding="utf-8")
    git(root, "add", ".")
    git(root, "commit", "-qm", "render pages", when="2026-01-12T09:00:00Z")
    commits["feature"] = git(root, "rev-parse", "HEAD")
    git(root, "checkout", "-q", "main")
    (root / SKILL_REL).write_text(SKILL, encoding="utf-8")
    (root / "later.go").write_text("package app\n", encoding="utf-8")
    git(root, "add", ".")
    git(root, "commit", "-qm", "after the sessions", when="2026-02-01T09:00:00Z")
    commits["after_sessions"] = git(root, "rev-parse", "HEAD")
    return commits


def claude_session(home: Path, sid: str, cwd: str, texts: list[str], day: int,
                   branch: str = "main", commands: tuple[str, ...] = (),
                   start: datetime | None = None) -> Path:
    """A Claude Code transcript as Claude Code writes it: on 2026-01-`day` at 10:00, or from
    `start` (UTC) when given, a minute between messages."""
    slug = "".join(c if c.isalnum() else "-" for c in cwd)
    path = home / ".claude" / "projects" / slug / f"{sid}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    base = {"cwd": cwd, "sessionId": sid, "gitBranch": branch, "isSidechain": False,
            "userType": "external", "version": "2.1.34"}
    lines: list[dict[str, Any]] = []
    minute = 0
    first = start or datetime(2026, 1, day, 10, tzinfo=UTC)

    def stamp(minute: int) -> str:
        return (first + timedelta(minutes=minute)).strftime("%Y-%m-%dT%H:%M:%S.000Z")

    for text in texts:
        lines.append({**base, "type": "user", "uuid": str(uuid.uuid4()),
                      "timestamp": stamp(minute),
                      "message": {"role": "user", "content": text}})
        minute += 1
        content: list[dict[str, Any]] = [{"type": "tool_use", "id": f"t{minute}-{i}",
                                          "name": "Bash", "input": {"command": c}}
                                         for i, c in enumerate(commands)]
        content.append({"type": "text", "text": "Done: I added the test."})
        lines.append({**base, "type": "assistant", "uuid": str(uuid.uuid4()),
                      "timestamp": stamp(minute),
                      "message": {"role": "assistant", "model": "claude-sonnet-4-5",
                                  "content": content}})
        minute += 1
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def codex_session(home: Path, sid: str, cwd: str, text: str, day: int, commit: str,
                  branch: str = "main") -> Path:
    """A Codex rollout as Codex writes it, with the commit in `session_meta.git`."""
    folder = home / ".codex" / "sessions" / "2026" / "01" / f"{day:02d}"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"rollout-2026-01-{day:02d}T10-00-00-{sid}.jsonl"
    ts = f"2026-01-{day:02d}T10:00:00.000Z"
    lines = [
        {"timestamp": ts, "type": "session_meta", "payload": {
            "id": sid, "timestamp": ts, "cwd": cwd, "originator": "codex_cli_rs",
            "cli_version": "0.77.0", "source": "cli",
            "git": {"commit_hash": commit, "branch": branch,
                    "repository_url": "git@example.com:dev/app.git"}}},
        {"timestamp": ts, "type": "turn_context", "payload": {"cwd": cwd, "model": "gpt-5"}},
        {"timestamp": ts, "type": "event_msg", "payload": {"type": "user_message",
                                                          "message": text, "kind": "plain"}},
        {"timestamp": ts, "type": "event_msg", "payload": {"type": "agent_message",
                                                          "message": "Done."}},
    ]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def snapshot(root: Path) -> dict[str, str]:
    """Every file and folder under `root` (its .git included): path -> mode and content hash."""
    out = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        st = path.lstat()
        if stat.S_ISDIR(st.st_mode):
            out[rel] = f"dir {stat.S_IMODE(st.st_mode):o} {st.st_mtime_ns}"
        elif stat.S_ISLNK(st.st_mode):
            out[rel] = f"link {os.readlink(path)}"
        else:
            out[rel] = (f"file {stat.S_IMODE(st.st_mode):o} "
                        f"{hashlib.sha256(path.read_bytes()).hexdigest()} {st.st_mtime_ns}")
    return out


def alive(pid: int) -> bool:
    """Is the process running (not exited, not a zombie waiting to be reaped)?"""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[-1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


def agents_in(folder: Path) -> list[int]:
    """The pids of the harness CLI processes working inside `folder` (a replay's worktree)."""
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cwd = os.readlink(proc / "cwd")
            cmdline = (proc / "cmdline").read_bytes()
        except OSError:
            continue
        if cwd.startswith(str(folder)) and (b"claude" in cmdline or b"codex" in cmdline):
            found.append(int(proc.name))
    return found


def wait_until(predicate: Any, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting")
        time.sleep(0.05)


