"""Secrets are replaced by `[REDACTED:<kind>]` before any text is stored or shown.

Only text that is kept (requests and short excerpts) goes through here, so the cost is bounded
by what is stored, not by the size of the logs.
"""

from __future__ import annotations

import re

# (kind, pattern, group to replace: 0 = the whole match). Order matters: specific token shapes
# first, generic assignments last, so a known token keeps its precise label.
_RULES: list[tuple[str, re.Pattern[str], int]] = [
    ("private-key", re.compile(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
        r"(?:[\s\S]*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|[\s\S]*\Z)"), 0),
    ("anthropic-key", re.compile(r"\bsk-ant-[A-Za-z0-9_\-]{16,}"), 0),
    ("openai-key", re.compile(r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}"), 0),
    ("stripe-key", re.compile(r"\b[rs]k_(?:live|test)_[A-Za-z0-9]{16,}"), 0),
    ("github-token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})"),
     0),
    ("gitlab-token", re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}"), 0),
    ("aws-access-key", re.compile(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[0-9A-Z]{16}\b"), 0),
    ("slack-token", re.compile(r"\bxox[abposre]-[A-Za-z0-9\-]{10,}"), 0),
    ("slack-webhook", re.compile(r"https://hooks\.slack\.com/services/[A-Za-z0-9/_\-]+"), 0),
    ("google-api-key", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}"), 0),
    ("google-oauth", re.compile(r"\bya29\.[0-9A-Za-z_\-]{20,}"), 0),
    ("huggingface-token", re.compile(r"\bhf_[A-Za-z]{30,}"), 0),
    ("npm-token", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"), 0),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}"), 0),
    # Authorization headers and bare bearer tokens.
    ("authorization", re.compile(
        r"(?i)(\bauthorization\b[\"']?\s*[:=]\s*[\"']?(?:bearer|basic|token|digest)?\s*)"
        r"([^\s\"',;]{6,})"), 2),
    ("bearer-token", re.compile(r"(?i)(\bbearer\s+)([A-Za-z0-9._~+/=\-]{12,})"), 2),
    # user:password@host in URLs.
    ("url-password", re.compile(r"(\b[a-zA-Z][a-zA-Z0-9+.\-]*://[^\s:/@]+:)([^\s@/]+)(@)"), 2),
    # password = "...", API_KEY: ..., "client_secret": "..." and the like.
    ("secret-assignment", re.compile(
        r"(?i)(\b[\w.\-]*(?:passw(?:or)?d|passwd|pwd|secret|token|api[_\-]?key|apikey|"
        r"access[_\-]?key|private[_\-]?key|credentials?)[\w.\-]*[\"']?\s*(?:=>|:=|[:=])\s*)"
        r"([\"']?)(?!\[REDACTED)(?!\$|\{|<|os\.|process\.env|env\.|getenv|None\b|null\b|true\b|"
        r"false\b)([^\s\"',;)]{4,})"), 3),
]

# Lower-case substrings without which a rule cannot match: a rule runs only when one of its
# triggers is in the text, so ordinary text costs a few substring tests.
_TRIGGERS: dict[str, tuple[str, ...]] = {
    "private-key": ("private key",),
    "anthropic-key": ("sk-ant-",),
    "openai-key": ("sk-",),
    "stripe-key": ("k_live_", "k_test_"),
    "github-token": ("gh", "github_pat_"),
    "gitlab-token": ("glpat-",),
    "aws-access-key": ("akia", "asia", "agpa", "aida", "aroa"),
    "slack-token": ("xox",),
    "slack-webhook": ("hooks.slack.com",),
    "google-api-key": ("aiza",),
    "google-oauth": ("ya29.",),
    "huggingface-token": ("hf_",),
    "npm-token": ("npm_",),
    "jwt": ("eyj",),
    "authorization": ("authorization",),
    "bearer-token": ("bearer",),
    "url-password": ("://",),
    "secret-assignment": ("pass", "pwd", "secret", "token", "key", "credential"),
}


def redact(text: str) -> str:
    """The text with every recognizable secret replaced by a `[REDACTED:<kind>]` label."""
    if not text:
        return text
    low = text.lower()
    for kind, pattern, group in _RULES:
        if not any(t in low for t in _TRIGGERS[kind]):
            continue
        label = f"[REDACTED:{kind}]"
        if group == 0:
            text = pattern.sub(label, text)
        else:
            text = pattern.sub(lambda m, g=group, lb=label: _replace_group(m, g, lb), text)
    return text


def _replace_group(m: re.Match[str], group: int, label: str) -> str:
    start, end = m.span(group)
    whole_start = m.start()
    s = m.group(0)
    return s[: start - whole_start] + label + s[end - whole_start:]
