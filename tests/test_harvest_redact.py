"""Secrets never reach the store: each kind is redacted, ordinary text is left alone.

The shapes come from the providers' documented formats (helpers/secret_shapes.py, also behind
benchmarks/redaction_bench.py); the end-to-end tests write them into every kind of record the
harnesses log and read the store back byte for byte after a real `skillopt-sleep harvest`.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skillsleep.harvest import run_harvest
from skillsleep.logs.redact import redact

from helpers.cli import run_cli, run_json
from helpers.harvest import fresh_context, slug, write_jsonl
from helpers.secret_shapes import KNOWN_MISSES, ORDINARY, Shape, corpus, leaked

# Built from pieces so that this file itself holds no scannable secret.
OPENAI = "sk-" + "proj-" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6"
ANTHROPIC = "sk-" + "ant-api03-" + "Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0"
GITHUB = "gh" + "p_" + "a" * 36
GITHUB_PAT = "github_" + "pat_" + "11ABCDEFG0" + "x" * 40
AWS = "AKIA" + "IOSFODNN7EXAMPLE"
SLACK = "xox" + "b-123456789012-abcdefABCDEF"
GOOGLE = "AIza" + "SyD-1234567890abcdefghijklmnopqrstu"
JWT = "eyJ" + "hbGciOiJIUzI1NiJ9.eyJ" + "zdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N"
KEY = ("-----BEGIN " + "OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n"
       "-----END " + "OPENSSH PRIVATE KEY-----")


@pytest.mark.parametrize(("text", "secret", "label"), [
    (f"use {OPENAI} for the client", OPENAI, "openai-key"),
    (f"export ANTHROPIC_API_KEY={ANTHROPIC}", ANTHROPIC, "anthropic-key"),
    (f"token {GITHUB} expired", GITHUB, "github-token"),
    (f"pat: {GITHUB_PAT}", GITHUB_PAT, "github-token"),
    (f"aws id {AWS}", AWS, "aws-access-key"),
    (f"slack {SLACK}", SLACK, "slack-token"),
    (f"maps key {GOOGLE}", GOOGLE, "google-api-key"),
    (f"the jwt is {JWT}", JWT, "jwt"),
    (f"my key:\n{KEY}\nthanks", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ", "private-key"),
    ("db is postgres://admin:hunter2secret@db.internal:5432/app", "hunter2secret",
     "url-password"),
    ("curl -H 'Authorization: Bearer abcdef123456.ghijkl' https://x", "abcdef123456.ghijkl",
     "authorization"),
    ("password = 'correct-horse-battery'", "correct-horse-battery", "secret-assignment"),
    ('{"client_secret": "s3cr3t-value-42"}', "s3cr3t-value-42", "secret-assignment"),
    ("DB_PASSWORD=Pa55word!", "Pa55word!", "secret-assignment"),
])
def test_each_secret_kind_is_redacted(text: str, secret: str, label: str) -> None:
    out = redact(text)
    assert secret not in out
    assert f"[REDACTED:{label}]" in out


@pytest.mark.parametrize("text", [
    "fix the flaky test in test_orders.py",
    "the password field must not accept empty input",
    "rename the token counter to tokenCount",
    "API_KEY = os.environ['API_KEY']",
    "see https://github.com/org/repo/pull/12 for the diff",
    "keep the sk-learn import",
])
def test_ordinary_text_is_untouched(text: str) -> None:
    assert redact(text) == text


def test_harvested_requests_are_redacted_before_storing(isolated_home: Path,
                                                       sleep_home: Path) -> None:
    cwd = "/home/dev/api"
    sid = "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6"
    write_jsonl(isolated_home / ".claude" / "projects" / slug(cwd) / f"{sid}.jsonl", [
        {"type": "user", "sessionId": sid, "cwd": cwd, "timestamp": "2026-11-23T10:00:00Z",
         "message": {"role": "user", "content": f"deploy with key {OPENAI} please"}},
        {"type": "assistant", "sessionId": sid, "cwd": cwd, "timestamp": "2026-11-23T10:00:05Z",
         "message": {"role": "assistant", "model": "m", "content": [
             {"type": "text", "text": f"Using {AWS} as asked."}]}},
    ])
    run_harvest(fresh_context(), harnesses=["claude-code"])
    stored = b"".join(p.read_bytes() for p in sleep_home.rglob("*.json"))
    assert OPENAI.encode() not in stored and AWS.encode() not in stored
    assert b"deploy with key [REDACTED:openai-key] please" in stored


# -- every documented shape, in every kind of record, through the real harvest -----------------

SHAPES = [s for s in corpus(13) if s.name not in KNOWN_MISSES]


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: s.name)
def test_every_documented_secret_shape_is_redacted_whole(shape: Shape) -> None:
    out = redact(shape.text)
    assert leaked(shape.secret, out) == 0, out
    assert "[REDACTED:" in out


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_requests_with_tricky_words_are_untouched(text: str) -> None:
    assert redact(text) == text


def _claude_records(sid: str, cwd: str, secrets: list[Shape]) -> list[dict]:
    """Each secret in each kind of record Claude Code writes: the person's text (plain and in
    blocks), queued steering, a reply, a tool's input, a failed tool's error, a compaction
    summary, an injected skill body, a slash command's output and a subagent's replay."""
    out: list[dict] = []
    base = {"sessionId": sid, "cwd": cwd, "isSidechain": False}

    def add(minute: int, rec: dict) -> None:
        out.append({**base, "timestamp": f"2026-11-23T10:{minute:02d}:00Z", **rec})

    for i, s in enumerate(secrets):
        m = i % 50
        tool = f"toolu_{i:04d}"
        add(m, {"type": "user", "message": {"role": "user", "content": f"please {s.text}"}})
        add(m, {"type": "user", "message": {"role": "user", "content": [
            {"type": "text", "text": f"also: {s.text}"}]}})
        add(m, {"type": "queue-operation", "operation": "remove", "content": s.text})
        add(m, {"type": "assistant", "message": {"role": "assistant", "model": "m", "content": [
            {"type": "text", "text": f"I used {s.text}"},
            {"type": "tool_use", "id": tool, "name": "Bash", "input": {"command": s.text}}]}})
        add(m, {"type": "user", "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": tool, "is_error": True,
             "content": f"Error: rejected {s.text}"}]},
            "toolUseResult": {"stderr": s.text}})
        add(m, {"type": "user", "isCompactSummary": True,
                "message": {"role": "user", "content": f"Summary: {s.text}"}})
        add(m, {"type": "user", "isMeta": True,
                "message": {"role": "user", "content": f"Base directory for this skill\n{s.text}"}})
        add(m, {"type": "system", "subtype": "local_command", "content": f"/login {s.text}"})
        add(m, {"type": "user", "isSidechain": True,
                "message": {"role": "user", "content": s.text}})
    return out


def _codex_records(sid: str, cwd: str, secrets: list[Shape]) -> list[dict]:
    def line(kind: str, payload: dict) -> dict:
        return {"timestamp": "2026-11-23T11:00:00.000Z", "type": kind, "payload": payload}

    out = [line("session_meta", {"id": sid, "timestamp": "2026-11-23T11:00:00.000Z",
                                 "cwd": cwd, "originator": "codex_cli_rs",
                                 "cli_version": "0.77.0", "source": "cli"})]
    for s in secrets:
        out += [
            line("response_item", {"type": "message", "role": "user",
                                   "content": [{"type": "input_text", "text": s.text}]}),
            line("event_msg", {"type": "user_message", "message": s.text, "images": []}),
            line("response_item", {"type": "function_call", "name": "shell", "call_id": "c",
                                   "arguments": json.dumps({"command": ["sh", "-c", s.text]})}),
            line("response_item", {"type": "function_call_output", "call_id": "c",
                                   "output": json.dumps({"output": s.text})}),
            line("response_item", {"type": "message", "role": "assistant",
                                   "content": [{"type": "output_text", "text": s.text}]}),
            line("event_msg", {"type": "agent_message", "message": s.text}),
            line("compacted", {"message": s.text, "replacement_history": []}),
        ]
    return out


def _everything_stored(root: Path) -> str:
    """Every byte the tool keeps, as text, with JSON string escapes undone."""
    parts = []
    for p in root.rglob("*"):
        if not p.is_file():
            continue
        raw = p.read_bytes().decode("utf-8", "replace")
        parts.append(raw)
        try:
            parts.append(json.dumps(json.loads(raw), ensure_ascii=False))
            parts.extend(_strings(json.loads(raw)))
        except ValueError:
            pass
    return "\n".join(parts)


def _strings(obj: object) -> list[str]:
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [s for v in obj.values() for s in _strings(v)]
    if isinstance(obj, list):
        return [s for v in obj for s in _strings(v)]
    return []


def test_no_secret_of_any_shape_reaches_the_store_from_any_record_kind(
        isolated_home: Path, sleep_home: Path) -> None:
    cwd = "/home/dev/shop"
    sid = "5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e"
    write_jsonl(isolated_home / ".claude" / "projects" / slug(cwd) / f"{sid}.jsonl",
                _claude_records(sid, cwd, SHAPES))
    thread = "019ab000-0000-7000-8000-0000000000aa"
    write_jsonl(isolated_home / ".codex" / "sessions" / "2026" / "11" / "23"
                / f"rollout-2026-11-23T12-00-00-{thread}.jsonl",
                _codex_records(thread, cwd, SHAPES))
    report = run_json("harvest", "--harness", "claude-code", "--harness", "codex")
    assert report["harnesses"]["claude-code"]["requests"] >= len(SHAPES)
    assert report["harnesses"]["codex"]["requests"] >= len(SHAPES)
    stored = _everything_stored(sleep_home)
    kept = {s.name: leaked(s.secret, stored) for s in SHAPES}
    assert {k: v for k, v in kept.items() if v} == {}
    sessions = run_json("sessions")
    assert any("[REDACTED:" in r for s in sessions for r in s.get("requests", []))


def test_a_secret_across_the_length_limit_is_redacted_before_the_cut(
        isolated_home: Path, sleep_home: Path) -> None:
    key = "sk-" + "ant-api03-" + "Qx7Lm2Np9Rs4Tv6Wy8Za1Bc3De5Fg" * 3
    cwd = "/home/dev/api"
    sid = "7c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f"
    (sleep_home / "config").mkdir(parents=True)
    (sleep_home / "config" / "config.toml").write_text("[harvest]\nmax_request_chars = 200\n")
    request = "x" * 190 + " " + key + " and more words after it"
    reply = "y " * 115 + key + " is the key I used"
    # A long reply keeps its start and its end: here the key straddles the cut of the end.
    long_reply = "w " * 1500 + key + " " + "z " * 50
    error = "e" * 230 + " " + key
    write_jsonl(isolated_home / ".claude" / "projects" / slug(cwd) / f"{sid}.jsonl", [
        {"type": "user", "sessionId": sid, "cwd": cwd, "timestamp": "2026-11-23T10:00:00Z",
         "message": {"role": "user", "content": request}},
        {"type": "assistant", "sessionId": sid, "cwd": cwd, "timestamp": "2026-11-23T10:00:05Z",
         "message": {"role": "assistant", "model": "m", "content": [
             {"type": "text", "text": reply},
             {"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": "x"}}]}},
        {"type": "assistant", "sessionId": sid, "cwd": cwd, "timestamp": "2026-11-23T10:00:07Z",
         "message": {"role": "assistant", "model": "m", "content": [
             {"type": "text", "text": long_reply}]}},
        {"type": "user", "sessionId": sid, "cwd": cwd, "timestamp": "2026-11-23T10:00:09Z",
         "message": {"role": "user", "content": [
             {"type": "tool_result", "tool_use_id": "t1", "is_error": True,
              "content": error}]}},
    ])
    run_cli("harvest")
    stored = _everything_stored(sleep_home)
    assert leaked(key, stored, window=6) == 0
    assert "x" * 190 in stored  # the text before the secret is kept
