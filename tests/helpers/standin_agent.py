"""The body of the stand-in `claude` and `codex` executables (test doubles for the remote models
behind the real CLIs; the product never depends on them).

They behave like the documented CLIs, as far as a replay can see: the prompt comes on standard
input; `claude -p --output-format stream-json --verbose` prints `system` / `assistant` /
`user` / `result` lines, `claude -p --output-format json` one result object (a chat call), and
`codex exec --json` prints `thread.started`, `turn.started`, `item.*` and `turn.completed` lines.
As an agent, they read the instruction documents in their working tree (CLAUDE.md, AGENTS.md,
skills) and follow them literally:

- "add a test for X" writes `x_test.go`; it uses testify unless a document says not to
  ("Do not use testify."), then a plain table-driven test;
- a line "Run `CMD` ..." runs CMD in the working folder and reports its exit code;
- a request that says "commit" commits the work.

Like the real CLI, `claude` writes its session transcript under ~/.claude/projects unless it
is given `--no-session-persistence` ($STANDIN_PERSIST_ANYWAY writes it regardless, as a CLI
too old for the flag would).

What each run saw is appended to the JSON-lines file $STANDIN_LOG: argv, working folder, the
commit checked out, the documents and the prompt. With $STANDIN_SLEEP set, the agent writes its
test file, touches $STANDIN_READY and sleeps that long before finishing (to be killed).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

_DOCS = ("CLAUDE.md", "AGENTS.md")


def _git(*args: str) -> str:
    done = subprocess.run(["git", *args], capture_output=True, text=True, check=False)
    return done.stdout.strip()


def _documents(root: Path) -> dict[str, str]:
    found = {}
    for name in _DOCS:
        if (root / name).is_file():
            found[name] = (root / name).read_text(encoding="utf-8")
    for skill in sorted(root.glob(".claude/skills/*/SKILL.md")):
        found[skill.relative_to(root).as_posix()] = skill.read_text(encoding="utf-8")
    return found


def _log(entry: dict) -> None:
    path = os.environ.get("STANDIN_LOG")
    if path:
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(entry) + "\n")


def _subject(prompt: str) -> str:
    m = re.search(r"tests? for (?:the )?([A-Za-z_][A-Za-z0-9_]*)", prompt)
    return m.group(1) if m else "Thing"


def _test_file(name: str, plain: bool) -> str:
    if plain:
        return (f"package app\n\nimport \"testing\"\n\nfunc Test{name}(t *testing.T) {{\n"
                f"\ttests := []struct{{ in, want string }}{{{{\"a\", \"a\"}}}}\n"
                f"\tfor _, tt := range tests {{\n\t\tif got := {name}(tt.in); got != tt.want {{\n"
                f"\t\t\tt.Errorf(\"got %q, want %q\", got, tt.want)\n\t\t}}\n\t}}\n}}\n")
    return (f"package app\n\nimport (\n\t\"testing\"\n\n\t\"github.com/stretchr/testify/assert\"\n"
            f")\n\nfunc Test{name}(t *testing.T) {{\n\tassert.Equal(t, \"a\", {name}(\"a\"))\n}}\n")


def work(prompt: str) -> tuple[str, list[tuple[str, int]], list[str]]:
    """Do what the documents and the prompt say; (final message, commands run, files written)."""
    cwd = Path.cwd()
    root = Path(_git("rev-parse", "--show-toplevel") or cwd)
    docs = _documents(root)
    _log({"argv": sys.argv, "cwd": str(cwd), "head": _git("rev-parse", "HEAD"),
          "docs": docs, "prompt": prompt, "env_gh": os.environ.get("GH_CONFIG_DIR"),
          "env_token": os.environ.get("GH_TOKEN")})
    rules = "\n".join(docs.values())
    plain = re.search(r"(?i)\b(?:do not|don't|never|no)\b[^.\n]*testify", rules) is not None
    written: list[str] = []
    if re.search(r"(?i)\btests?\b", prompt):
        name = _subject(prompt)
        path = cwd / f"{name.lower()}_test.go"
        path.write_text(_test_file(name, plain), encoding="utf-8")
        written.append(path.name)
    if os.environ.get("STANDIN_SLEEP"):
        Path(os.environ["STANDIN_READY"]).write_text(str(os.getpid()), encoding="utf-8")
        time.sleep(float(os.environ["STANDIN_SLEEP"]))
    ran: list[tuple[str, int]] = []
    for command in re.findall(r"(?im)^\W*run `([^`]+)`", rules):
        done = subprocess.run(["sh", "-c", command], capture_output=True, check=False)
        ran.append((command, done.returncode))
    if re.search(r"(?i)\bcommit\b", prompt) and written:
        subprocess.run(["git", "add", "--all"], check=False)
        subprocess.run(["git", "-c", "user.email=agent@example.com", "-c", "user.name=Agent",
                        "commit", "-qm", f"test: cover {_subject(prompt)}"], check=False)
        ran.append(("git commit -m 'test: cover'", 0))
    style = "a plain table-driven test" if plain else "a test with testify"
    message = f"I wrote {', '.join(written) or 'nothing'} ({style})."
    return message, ran, written


def _persist(prompt: str, message: str) -> None:
    import uuid

    cwd = os.getcwd()
    sid = str(uuid.uuid4())
    folder = Path.home() / ".claude" / "projects" / re.sub(r"[^A-Za-z0-9]", "-", cwd)
    folder.mkdir(parents=True, exist_ok=True)
    base = {"cwd": cwd, "sessionId": sid, "isSidechain": False, "userType": "external",
            "timestamp": "2026-03-01T03:17:00.000Z", "gitBranch": "HEAD"}
    records = [{**base, "type": "user", "uuid": str(uuid.uuid4()),
                "message": {"role": "user", "content": prompt}},
               {**base, "type": "assistant", "uuid": str(uuid.uuid4()),
                "message": {"role": "assistant", "content": [{"type": "text",
                                                              "text": message}]}}]
    (folder / f"{sid}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))


def claude(argv: list[str]) -> int:
    if "--version" in argv:  # as the CLI answers it (a harvest asks, for status)
        print("2.1.34 (Claude Code)")
        return 0
    prompt = sys.stdin.read()
    fmt = argv[argv.index("--output-format") + 1] if "--output-format" in argv else "text"
    usage = {"input_tokens": 120, "output_tokens": 40, "cache_read_input_tokens": 1000}
    if fmt == "json":  # a chat call (the claude-code/ model provider)
        _log({"argv": argv, "cwd": os.getcwd(), "chat": True, "prompt": prompt})
        print(json.dumps({"type": "result", "subtype": "success", "is_error": False,
                          "result": "Here is my answer.", "usage": usage,
                          "total_cost_usd": 0.001}))
        return 0
    out = [{"type": "system", "subtype": "init", "session_id": "standin", "cwd": os.getcwd(),
            "tools": ["Bash", "Edit", "Write"], "model": "stand-in"}]
    message, ran, written = work(prompt)
    if "--no-session-persistence" not in argv or os.environ.get("STANDIN_PERSIST_ANYWAY"):
        _persist(prompt, message)
    for i, name in enumerate(written):
        out.append({"type": "assistant", "message": {"content": [
            {"type": "tool_use", "id": f"w{i}", "name": "Write",
             "input": {"file_path": name, "content": "..."}}]}})
        out.append({"type": "user", "message": {"content": [
            {"type": "tool_result", "tool_use_id": f"w{i}", "content": "written"}]}})
    for i, (command, code) in enumerate(ran):
        out.append({"type": "assistant", "message": {"content": [
            {"type": "tool_use", "id": f"b{i}", "name": "Bash", "input": {"command": command}}]}})
        result = {"type": "tool_result", "tool_use_id": f"b{i}", "content": "ok"}
        if code:
            result.update(is_error=True, content=f"Exit code {code}\nfailed")
        out.append({"type": "user", "message": {"content": [result]}})
    out.append({"type": "assistant", "message": {"content": [{"type": "text", "text": message}]}})
    out.append({"type": "result", "subtype": "success", "is_error": False, "result": message,
                "num_turns": len(out), "usage": usage, "total_cost_usd": 0.002})
    for event in out:
        print(json.dumps(event), flush=True)
    return 0


def codex(argv: list[str]) -> int:
    if "--version" in argv:
        print("codex-cli 0.77.0")
        return 0
    if "--cd" in argv:
        os.chdir(argv[argv.index("--cd") + 1])
    prompt = sys.stdin.read()
    print(json.dumps({"type": "thread.started", "thread_id": "standin-thread"}), flush=True)
    print(json.dumps({"type": "turn.started"}), flush=True)
    message, ran, written = work(prompt)
    n = 0
    if written:
        print(json.dumps({"type": "item.completed", "item": {
            "id": f"item_{n}", "type": "file_change", "status": "completed",
            "changes": [{"path": w, "kind": "add"} for w in written]}}))
        n += 1
    for command, code in ran:
        item = {"id": f"item_{n}", "type": "command_execution", "command": command,
                "aggregated_output": "", "exit_code": None, "status": "in_progress"}
        print(json.dumps({"type": "item.started", "item": item}))
        item.update(exit_code=code, status="completed" if code == 0 else "failed")
        print(json.dumps({"type": "item.completed", "item": item}))
        n += 1
    print(json.dumps({"type": "item.completed", "item": {
        "id": f"item_{n}", "type": "agent_message", "text": message}}))
    print(json.dumps({"type": "turn.completed", "usage": {
        "input_tokens": 200, "cached_input_tokens": 0, "output_tokens": 50}}), flush=True)
    return 0
