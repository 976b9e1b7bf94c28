"""Secrets never reach the store: each kind is redacted, ordinary text is left alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillsleep.harvest import run_harvest
from skillsleep.harvest.redact import redact

from helpers.harvest import fresh_context, slug, write_jsonl

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
