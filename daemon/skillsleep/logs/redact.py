"""Secrets are replaced by `[REDACTED:<kind>]` before any text is stored, shown or sent.

Two detectors run, in this order:
  * our rules, for what the library lacks (see `_RULES`): whole private-key blocks (the
    library flags only their first line), passwords in URLs with no user name or holding `/`
    or `@`, secrets in query strings and custom headers, `.pgpass` and `.netrc` lines, config
    values that start with `$` or are named `token`/`credentials`, registry `auth` entries,
    provider tokens it has no plugin for (Anthropic, Hugging Face, Vault, DigitalOcean, Slack
    app tokens, Stripe webhook secrets, ...) and a bare secret next to the words that name it;
  * detect-secrets (Yelp): every provider plugin it ships, its keyword detector and its base64
    entropy detector, so a provider it learns in a new release is covered without a change
    here. Its hex entropy detector is left out: in coding sessions a quoted hex string is a
    commit or a checksum far more often than a key (hex secrets are caught by their names).

A value a detector finds is replaced whole: the span grows over the token characters around
it, so a provider pattern of fixed length never leaves the tail of a longer token behind.

Cost: the library is imported on first use (about 0.05 s, without `requests`: see `offline`; in
the harvester and the night, never on a hook or a fast command) and only text that holds a
candidate (a trigger word or a long token) goes through it; ordinary prose costs a few substring
tests and one regex search (`benchmarks/redaction_bench.py` measures both). A rule or plugin
whose trigger is a common word, and the keyword detector's patterns, run only when the text
holds a part every match of theirs holds (a quick search): a quarter less time on the texts of a
real history. No pattern nests repeats and the lazy ones are bounded, so no text makes a rule
backtrack without end.

Redaction comes before any cut: `redact_bounded` redacts first and cuts after, so a secret
that straddles a length limit is never kept in part.
"""

from __future__ import annotations

import math
import re
import threading
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from ..compiledpatterns import kept
from .offline import load_without_requests

# (kind, pattern, group to replace: 0 = the whole match). Order matters: specific token shapes
# first, generic assignments last, so a known token keeps its precise label.
_RULES: list[tuple[str, re.Pattern[str], int]] = [
    # The library flags a key's BEGIN line only; the whole block is the secret (also a block
    # cut short, and one inside a JSON string with escaped newlines).
    ("private-key", re.compile(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
        r"(?:[\s\S]*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|[\s\S]*\Z)"), 0),
    ("private-key", re.compile(r"PuTTY-User-Key-File-\d:[\s\S]*?(?:Private-MAC: \S+|\Z)"), 0),
    ("private-key", re.compile(r"\bAGE-SECRET-KEY-1[0-9A-Z]{50,}"), 0),
    ("anthropic-key", re.compile(r"\bsk-ant-[A-Za-z0-9_\-]{16,}"), 0),
    # The library knows only the older OpenAI shape (with T3BlbkFJ in the middle).
    ("openai-key", re.compile(r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}"), 0),
    # The library's Stripe pattern is live keys of exactly 24 characters.
    ("stripe-key", re.compile(r"\b[rs]k_(?:live|test)_[A-Za-z0-9]{16,}"), 0),
    ("webhook-secret", re.compile(r"\bwhsec_[A-Za-z0-9+/=_\-]{16,}"), 0),
    ("github-token", re.compile(
        r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})"), 0),
    ("gitlab-token", re.compile(
        r"\bgl(?:pat|rt|dt|ft|soat|cbt|imt|ptt|agent|oas|ffct)-[A-Za-z0-9_\-]{20,}"), 0),
    ("slack-app-token", re.compile(r"\bxapp-\d-[A-Za-z0-9\-]{20,}"), 0),
    ("google-api-key", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}"), 0),
    ("google-oauth", re.compile(r"\bya29\.[0-9A-Za-z_\-]{20,}"), 0),
    ("huggingface-token", re.compile(r"\bhf_[A-Za-z]{30,}"), 0),
    ("vault-token", re.compile(r"\bhv[sbr]\.[A-Za-z0-9_\-]{20,}"), 0),
    ("digitalocean-token", re.compile(r"\bdo[opr]_v1_[a-f0-9]{64}\b"), 0),
    ("mailgun-key", re.compile(r"\bkey-[0-9a-f]{32}\b"), 0),
    # Authorization headers and bare bearer tokens.
    ("authorization", re.compile(
        r"(?i)(\b(?:proxy-)?authorization\b[\"']?\s*[:=]\s*[\"']?"
        r"(?:bearer|basic|token|digest|apikey|key)?\s*)([^\s\"',;]{6,})"), 2),
    ("bearer-token", re.compile(r"(?i)(\bbearer\s+)([A-Za-z0-9._~+/=\-]{12,})"), 2),
    # Custom headers that carry a key: X-Api-Key, X-Postmark-Server-Token, PRIVATE-TOKEN, ...
    ("header-secret", re.compile(
        r"(?i)(\b(?:x-[\w\-]*(?:token|key|secret|auth|signature)[\w\-]*|private-token|"
        r"api-key|apikey)\s*:\s*[\"']?)([^\s\"',;]{8,})"), 2),
    # user:password@host in URLs, also with no user (redis://:pw@host) and with a password
    # holding / or @ unescaped: the password runs to the last @ before the host.
    ("url-password", re.compile(
        r"(\b[a-zA-Z][a-zA-Z0-9+.\-]*://[^\s:/@\"'<>]{0,256}:)(\S{1,256}?)"
        r"(@[A-Za-z0-9.\-_\[\]]+(?=[:/?#\s\"'<>),;]|\Z))(?!\S{0,256}@[A-Za-z0-9.\-_\[\]]+"
        r"(?:[:/?#\s\"'<>),;]|\Z))"), 2),
    # ?sig=..., &password=..., &access_token=... in URLs and JDBC strings.
    ("url-query-secret", re.compile(
        r"(?i)([?&;](?:sig|signature|x-amz-signature|x-goog-signature|password|passwd|pwd|"
        r"secret|token|access_token|refresh_token|api_key|apikey|client_secret|key)=)"
        r"([^&\s\"'#;]{6,})"), 2),
    # ~/.docker/config.json "auth", .npmrc _auth / _password: base64 of user:password.
    ("registry-auth", re.compile(
        r"(?i)((?:\"auth\"\s*:\s*\"|(?:^|[\s:])_(?:auth|password)\s*=\s*))"
        r"([A-Za-z0-9+/=]{8,})", re.M), 2),
    # .pgpass: hostname:port:database:username:password, one entry a line.
    ("pgpass", re.compile(r"((?:^|(?<=\s))[^\s:#]+:(?:\d{1,5}|\*):[^\s:]+:[^\s:]+:)([^\s:]+)"
                          r"(?=\s|$)"), 2),
    # .netrc: machine NAME login NAME password SECRET (on one line or several).
    ("netrc", re.compile(
        r"(?i)(\b(?:machine|default)\b[^\n]*(?:\n[ \t]*(?:login|account)\b[^\n]*)*"
        r"[ \t\n]+password[ \t]+)(\S+)"), 2),
    # --password hunter2, --token=..., -p'...': secrets given as command-line flags.
    ("cli-secret", re.compile(
        r"(?i)((?:^|\s)--?(?:password|passwd|pass|token|secret|api-key|access-token|"
        r"auth-token|client-secret)(?:=|\s+)[\"']?)(?!-)([^\s\"']{4,})"), 2),
    # password = "...", API_KEY: ..., "client_secret": "...", GH_TOKEN=...: the library's keyword
    # detector knows no `token` or `credentials` names, and skips values that start with `$`.
    # A value that is a reference ($VAR, ${VAR}, $(cmd), os.environ[...], a call, <placeholder>)
    # or a number (max_tokens: 400) is kept.
    ("secret-assignment", re.compile(
        r"(?i)(\b[\w.\-]*(?:passw(?:or)?d|passwd|passphrase|pwd|secret|token|api[_\-]?key|"
        r"apikey|access[_\-]?key|private[_\-]?key|signing[_\-]?key|credentials?)[\w.\-]*"
        r"[\"']?\s*(?:=>|:=|[:=])\s*)"
        r"([\"'])?(?!\[REDACTED)(?!\$[{(]|(?-i:\$[A-Z_][A-Z0-9_]*\b)|\{|<|os\.|process\.env|env\.|"
        r"getenv|None\b|null\b|true\b|false\b|nil\b|[\w.]+[(\[]|\d+(?:\.\d+)?(?![\w.\-]))"
        r"((?(2)[^\"'\n]{4,512}?(?=[\"'])|[^\s\"',;)]{4,}))"), 3),
    # "my api token is 3f9a...", "the staging password is Hunter2!": a secret in a sentence.
    ("named-secret", re.compile(
        r"(?i)(\b(?:password|passwd|passphrase|token|secret|api[ _\-]?key|access[ _\-]?key|"
        r"private key|secret key|client secret|key)(?:\s+(?:is|was|=)|\s*:)\s+[\"'`]?)"
        r"([^\s\"'`,;]{6,})"), 2),
]

# Lower-case substrings without which a rule cannot match: a rule runs only when one of its
# triggers is in the text, so ordinary text costs a few substring tests.
_TRIGGERS: dict[str, tuple[str, ...]] = {
    "private-key": ("private key", "putty-user-key", "age-secret-key"),
    "anthropic-key": ("sk-ant-",),
    "openai-key": ("sk-",),
    "stripe-key": ("k_live_", "k_test_"),
    "webhook-secret": ("whsec_",),
    "github-token": ("gh", "github_pat_"),
    "gitlab-token": ("gl",),
    "slack-app-token": ("xapp-",),
    "google-api-key": ("aiza",),
    "google-oauth": ("ya29.",),
    "huggingface-token": ("hf_",),
    "vault-token": ("hvs.", "hvb.", "hvr."),
    "digitalocean-token": ("_v1_",),
    "mailgun-key": ("key-",),
    "authorization": ("authorization",),
    "bearer-token": ("bearer",),
    "header-secret": ("x-", "private-token", "api-key", "apikey"),
    "url-password": ("://",),
    "url-query-secret": ("=",),
    "registry-auth": ("auth", "_password"),
    "pgpass": (":",),
    "netrc": ("machine", "default"),
    "cli-secret": ("-p", "-t", "-s", "-a", "-c"),
    "secret-assignment": ("pass", "pwd", "secret", "token", "key", "credential"),
    "named-secret": ("pass", "token", "secret", "key"),
}

# Parts of a rule's pattern that every match holds, where a trigger word is common and the
# whole pattern is slow to fail (it starts with a repeat): the rule runs only when its part is in
# the text as it stands, found by one quick search. A `.pgpass` line holds `:PORT:`; an
# assignment holds its name's last word right before `=` or `:`; a flag its dash.
_GATES: dict[str, re.Pattern[str]] = {
    "pgpass": re.compile(r":(?:\d{1,5}|\*):"),
    "secret-assignment": re.compile(
        r"(?i)(?:pass|pwd|secret|token|key|credential)[\w.\-]*[\"']?\s*[:=]"),
    "cli-secret": re.compile(
        r"(?i)-(?:password|passwd|pass|token|secret|api-key|access-token|auth-token|"
        r"client-secret)"),
    "netrc": re.compile(r"(?i)password[ \t]"),
    "github-token": re.compile(r"gh[pousr]_|github_pat_"),
    "gitlab-token": re.compile(r"gl(?:pat|rt|dt|ft|soat|cbt|imt|ptt|agent|oas|ffct)-"),
}
# The same, searched in the lower-cased text, for rules that ignore case: a search that ignores
# case is several times slower, and these gates run on most texts that name a secret word (a
# third of the time our rules took on a real history). Used where lower-casing maps every
# letter to the one it matches ignoring case (see _FOLDED_ELSEWHERE), otherwise the gate in
# _GATES (or none) applies. A named secret holds its name's last word right before "is",
# "was", "=" or ":".
_LOWER_GATES: dict[str, re.Pattern[str]] = {
    "secret-assignment": re.compile(
        r"(?:pass|pwd|secret|token|key|credential)[\w.\-]*[\"']?\s*[:=]"),
    "named-secret": re.compile(
        r"(?:passw(?:or)?d|passphrase|token|secret|key)(?:\s+(?:is|was|=)|\s*:)"),
}

# Values that name a secret but are not one ("the password is required", "token: expired").
_PLAIN_WORD = re.compile(r"[a-z]+|[A-Z][a-z]+|[A-Z]+|\[REDACTED:[\w\-]+\]\W*")


def _plausible(kind: str, value: str) -> bool:
    """A named value must look like a secret: not a plain word, not a placeholder."""
    if kind not in ("named-secret", "cli-secret", "pgpass", "netrc"):
        return True
    if _PLAIN_WORD.fullmatch(value.rstrip(".,:;!?)")):
        return False
    if kind == "named-secret":
        has_digit = any(c.isdigit() for c in value)
        has_alpha = any(c.isalpha() for c in value)
        return (has_digit and has_alpha) or len(value) >= 16
    return True


def _our_rules(text: str, present: set[str], low: str) -> str:
    """`text` with our rules applied (`low`: the text lower-cased)."""
    plain = not any(c in text for c in _FOLDED_ELSEWHERE)
    for kind, pattern, group in _RULES:
        if present.isdisjoint(_TRIGGERS[kind]):
            continue
        lower_gate = _LOWER_GATES.get(kind) if plain else None
        if lower_gate is not None:
            if lower_gate.search(low) is None:
                continue
        else:
            gate = _GATES.get(kind)
            if gate is not None and gate.search(text) is None:
                continue
        label = f"[REDACTED:{kind}]"
        if group == 0:
            done = pattern.sub(label, text)
        else:
            done = pattern.sub(lambda m, g=group, k=kind, lb=label: _replace_group(m, g, k, lb),
                               text)
        if done != text:
            # (Labels are ASCII: the text still folds as plainly as it did.)
            text, low = done, done.lower()
    return text


def _replace_group(m: re.Match[str], group: int, kind: str, label: str) -> str:
    start, end = m.span(group)
    whole_start = m.start()
    s = m.group(0)
    value = m.group(group)
    if not value or value.startswith("[REDACTED") or not _plausible(kind, value):
        return s
    return s[: start - whole_start] + label + s[end - whole_start:]


# -- the candidate pre-filter ----------------------------------------------------------------------

# Text the library could flag holds one of these words, or a long run of token characters.
_LIBRARY_WORDS = frozenset(("key", "pass", "pwd", "secret", "token", "auth", "://", "begin",
                            "xox", "sk_", "npm_", "eyj", "-----", "contrase"))
_LONG_TOKEN = re.compile(r"[A-Za-z0-9+/=_\-]{20,}")


def _gated_words() -> tuple[tuple[str, ...], tuple[tuple[str, tuple[str, ...]], ...]]:
    """Every trigger word, grouped by a punctuation mark it holds: the words of a mark the
    text lacks are not tested at all (ordinary prose holds few `_`, `-` or `=`)."""
    words = sorted({t for ts in _TRIGGERS.values() for t in ts} | _LIBRARY_WORDS)
    gates = "_-=.:"
    gated = {g: tuple(w for w in words if w != g and next((c for c in gates if c in w), "") == g)
             for g in gates}
    plain = tuple(w for w in words if not any(c in w for c in gates) or w in gates)
    return plain, tuple(gated.items())


_PLAIN_WORDS, _GATED_WORDS = _gated_words()


def _present(low: str) -> set[str]:
    """The trigger words in `low` (a set of substring tests is the cheapest way Python has to
    see that ordinary prose needs no regex)."""
    found = {w for w in _PLAIN_WORDS if w in low}
    for gate, words in _GATED_WORDS:
        if gate in low:
            found.update(w for w in words if w in low)
    return found


def _candidate(text: str, present: set[str]) -> bool:
    return not _LIBRARY_WORDS.isdisjoint(present) or _long_token(text)


def _long_token(text: str) -> bool:
    # A long token needs a long run without spaces: split() finds out faster than the regex.
    longest = max(text.split(), key=len, default="")
    return len(longest) >= 20 and _LONG_TOKEN.search(text) is not None


# -- the library ---------------------------------------------------------------------------------

# A value grows over these on its left, and also over `=` (base64 padding) on its right: never
# over the `NAME=` in front of it.
_LEFT_CHAR = re.compile(r"[A-Za-z0-9_\-+]")
_RIGHT_CHAR = re.compile(r"[A-Za-z0-9_\-+=]")
_BASE64_RUN = re.compile(r"[A-Za-z0-9+/=_\-]{20,}")
_QUOTED = re.compile(r"([\"'])([A-Za-z0-9+/=_\-]{12,})\1")
# Secret types of the library as our kinds, where we already had a name for them.
_KINDS = {
    "AWS Access Key": "aws-access-key", "Basic Auth Credentials": "url-password",
    "Secret Keyword": "secret-assignment", "Base64 High Entropy String": "high-entropy",
    "JSON Web Token": "jwt", "Private Key": "private-key", "Slack Token": "slack-token",
    "NPM tokens": "npm-token", "GitHub Token": "github-token", "GitLab Token": "gitlab-token",
    "OpenAI Token": "openai-key", "Stripe Access Key": "stripe-key",
}
_SKIPPED_PLUGINS = ("IPPublicDetector", "HexHighEntropyString")
# Lower-case literals a plugin's patterns cannot match without (from the patterns of
# detect-secrets 1.5): a plugin runs on a line only when one is there. A plugin missing here
# (one a later release adds) runs on every candidate line.
_PLUGIN_TRIGGERS: dict[str, tuple[str, ...]] = {
    "ArtifactoryDetector": ("akc", "ap"),
    "AWSKeyDetector": ("a3t", "abia", "acca", "akia", "asia", "aws"),
    "AzureStorageKeyDetector": ("accountkey=",),
    "BasicAuthDetector": ("://",),
    "CloudantDetector": ("cl",),
    "GitHubTokenDetector": ("gh",),
    "GitLabTokenDetector": ("gl", "gr1348941"),
    "IbmCloudIamDetector": ("key", "pwd", "pass", "token"),
    "IbmCosHmacDetector": ("secret",),
    "JwtTokenDetector": ("eyj",),
    "MailchimpDetector": ("-us",),
    "NpmDetector": ("_authtoken=",),
    "OpenAIDetector": ("t3blbkfj",),
    "PrivateKeyDetector": ("begin", "putty"),
    "PypiTokenDetector": ("pypi-",),
    "SendGridDetector": ("sg.",),
    "SlackDetector": ("xox", "hooks.slack.com"),
    "SoftlayerDetector": ("sl",),
    "SquareOAuthDetector": ("sq0csp-",),
    "StripeDetector": ("k_live_",),
    "TelegramBotTokenDetector": (":",),
    "TwilioKeyDetector": ("ac", "sk"),
}
# Where a trigger above is a common word ("cl" is in every "claude" and "class") or the patterns
# are case-sensitive: a part every match of the plugin holds, searched in the line as written.
# A Cloudant key is assigned to a name like `cl_api_key` or `cloudant_password`, or sits in a
# cloudant.com URL; an Artifactory token starts with `AKC` or `AP` and a hex digit.
_PLUGIN_GATES: dict[str, re.Pattern[str]] = {
    "CloudantDetector": re.compile(r"cl(?:ou)?[_\-]?(?:api)?(?:key|pw|pass|token)|(?i:cloudant)"),
    "ArtifactoryDetector": re.compile(r"AKC|AP[\dABCDEF]"),
}
# The shortest run without a space a plugin's patterns can match, where it is longer than the
# 16 every provider shape needs (from the same patterns): a plugin runs on a line only when the
# line holds a run that long. An IBM Cloud IAM key is 44 characters, a Cloudant password 64 hex
# digits or its API key 24 letters, a Discord bot token at least 59 characters, a Telegram bot
# token 44.
_PLUGIN_SHORTEST: dict[str, int] = {
    "IbmCloudIamDetector": 44, "CloudantDetector": 24, "DiscordBotTokenDetector": 59,
    "TelegramBotTokenDetector": 44,
}
_LABEL = re.compile(r"\[REDACTED:[\w\-]+\]")
# Every word of the keyword detector's deny list holds one of these.
_KEYWORD_WORDS = ("key", "pass", "pwd", "secret", "contrase")
# The letters that match one of the deny list's letters ignoring case and that `str.lower` turns
# into another (or into two letters): İ and ı match `i`, ſ matches `s`. Every other letter
# matches a lower-case ASCII letter or `ñ` ignoring case exactly when lower-cased it is that
# letter (checked over all of Unicode), so a deny list spelled with those alone is found in
# the lower-cased line.
_FOLDED_ELSEWHERE = ("\u0130", "\u0131", "\u017f")
_FOLDS_PLAINLY = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_?ñ")
# The keyword detector's patterns (by their names in its module), each with what a line needs
# for it to match: the sign that assigns or compares. Most lines that name a secret word hold
# one sign or two, and the patterns are slow on long lines; one missing here runs on every line.
_KEYWORD_SIGNS: dict[str, re.Pattern[str]] = {
    "FOLLOWED_BY_COLON_REGEX": re.compile(":"),
    "FOLLOWED_BY_COLON_QUOTES_REQUIRED_REGEX": re.compile(":"),
    "FOLLOWED_BY_EQUAL_SIGNS_REGEX": re.compile("="),
    "FOLLOWED_BY_EQUAL_SIGNS_QUOTES_REQUIRED_REGEX": re.compile("="),
    "FOLLOWED_BY_ARROW_FUNCTION_SIGN_QUOTES_REQUIRED_REGEX": re.compile("="),
    "FOLLOWED_BY_QUOTES_AND_SEMICOLON_REGEX": re.compile(";"),
    "PRECEDED_BY_EQUAL_COMPARISON_SIGNS_QUOTES_REQUIRED_REGEX": re.compile("[!=]{2}"),
}


class _Library:
    """detect-secrets' plugins, used directly (thread-safe, no global settings changed)."""

    _lock = threading.Lock()
    _instance: _Library | None = None

    def __init__(self) -> None:
        # heavy: detect_secrets
        from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
        from detect_secrets.filters import heuristic
        from detect_secrets.plugins import keyword
        from detect_secrets.plugins.base import RegexBasedDetector
        from detect_secrets.plugins.high_entropy_strings import Base64HighEntropyString
        from detect_secrets.plugins.keyword import (
            CONFIG_DENYLIST_REGEX_TO_GROUP,
            DENYLIST,
            QUOTES_REQUIRED_DENYLIST_REGEX_TO_GROUP,
            KeywordDetector,
        )

        # (plugin, the literals one of which a line needs for it, or None: every line, the
        # shortest run without a space it can match, and the part a line needs, if known)
        self.regex_plugins: list[tuple[Any, tuple[str, ...] | None, int,
                                       re.Pattern[str] | None]] = []
        for cls in get_mapping_from_secret_type_to_class().values():
            if cls.__name__ in _SKIPPED_PLUGINS:
                continue
            if issubclass(cls, RegexBasedDetector):
                self.regex_plugins.append((cls(), _PLUGIN_TRIGGERS.get(cls.__name__),
                                           _PLUGIN_SHORTEST.get(cls.__name__, 16),
                                           _PLUGIN_GATES.get(cls.__name__)))
        self.keyword = KeywordDetector()
        # Every pattern of the keyword detector starts with one of its deny-list words (matched
        # ignoring case, as here): a line without one cannot match any of them. Searched in the
        # lower-cased line (ten times faster than ignoring case) where that finds the same.
        self.keyword_words = re.compile("|".join(DENYLIST), re.IGNORECASE)
        self.keyword_words_lower = re.compile("|".join(DENYLIST)) \
            if _FOLDS_PLAINLY.issuperset("".join(DENYLIST)) else None
        signs = {id(getattr(keyword, name, None)): sign for name, sign in _KEYWORD_SIGNS.items()}
        # Each form's patterns with the sign each needs (None: unknown, tried on every line).
        self.keyword_signs = [[(regex, group, signs.get(id(regex)))
                               for regex, group in form.items()]
                              for form in (CONFIG_DENYLIST_REGEX_TO_GROUP,
                                           QUOTES_REQUIRED_DENYLIST_REGEX_TO_GROUP)]
        self.entropy = Base64HighEntropyString()
        self.heuristic = heuristic

    @classmethod
    def get(cls) -> _Library:
        if cls._instance is None:
            with cls._lock:
                if cls._instance is None:
                    # (Its plugins' patterns compiled once per installation.)
                    with kept("redaction"):
                        cls._instance = load_without_requests(_Library, "detect_secrets")
        return cls._instance

    def findings(self, line: str, low: str) -> Iterable[tuple[str, str]]:
        """(kind, value) for every secret the library sees in one line (`low`: lower-cased)."""
        # Every provider shape is a run of 16 or more characters without a space (a key, a
        # token, a URL with its password); a line without one needs no provider plugin.
        longest = max(map(len, line.split()), default=0)
        has = low.__contains__
        for plugin, needs, shortest, gate in self.regex_plugins if longest >= 16 else ():
            if longest < shortest or (needs is not None and not any(map(has, needs))):
                continue
            if gate is not None and gate.search(line) is None:
                continue
            for value in plugin.analyze_string(line):
                if isinstance(value, str) and len(value) >= 4:
                    yield _KINDS.get(plugin.secret_type, _slug(plugin.secret_type)), value
        # The keyword detector's patterns are the slow ones; each needs one of its words and an
        # assignment (=, :, or a quoted value ending in ;), so a line without both is skipped.
        if (any(w in low for w in _KEYWORD_WORDS) and any(c in line for c in "=:;")
                and self._names_a_keyword(line)):
            yield from self._keywords(line)
        for value in self._entropic(line, longest):
            yield "high-entropy", value

    def _names_a_keyword(self, line: str) -> bool:
        """`keyword_words.search(line)`, in the lower-cased line unless it holds a letter that
        matches a deny-list letter ignoring case but is lower-cased to another (İ, ı, ſ)."""
        lower = self.keyword_words_lower
        if lower is None or any(c in line for c in _FOLDED_ELSEWHERE):
            return self.keyword_words.search(line) is not None
        return lower.search(line.lower()) is not None

    def _keywords(self, line: str) -> Iterable[tuple[str, str]]:
        h = self.heuristic
        for form in self.keyword_signs:
            # The detector tries each pattern of the form it is given: those of this form
            # that the line could match.
            patterns = {regex: group for regex, group, sign in form
                        if sign is None or sign.search(line)}
            if not patterns:
                continue
            for value in self.keyword.analyze_string(line, denylist_regex_to_group=patterns):
                if (len(value) >= 4 and not h.is_templated_secret(value)
                        and not h.is_indirect_reference(line)
                        and not value.startswith("[REDACTED")):
                    yield "secret-assignment", value

    def _entropic(self, line: str, longest: int) -> Iterable[str]:
        """Quoted strings and long base64 runs above the library's entropy limit (`longest`:
        the line's longest run without a space)."""
        h = self.heuristic
        limit = self.entropy.entropy_limit
        # A string of n characters has at most log2(n) bits of entropy a character.
        shortest = math.ceil(2 ** limit)
        if longest < shortest:
            return
        # Neither pattern matches a space: only the runs long enough to hold a value are
        # searched (joined by a space, which keeps them apart).
        runs = " ".join(run for run in line.split() if len(run) >= shortest)
        seen = {m.group(2) for m in _QUOTED.finditer(runs)}
        seen.update(m.group(0) for m in _BASE64_RUN.finditer(runs))
        # ... and of k distinct letters at most log2(k) bits: a path or a word with few distinct
        # letters cannot pass (the margin covers the rounding of the sum).
        fewest = 2 ** (limit - 1e-9)
        for value in seen:
            if (len(value) >= shortest and len(set(value)) > fewest and _entropy(value) > limit
                    and not h.is_potential_uuid(value) and not h.is_sequential_string(value)
                    and not h.is_likely_id_string(value, line)):
                yield value


def _entropy(value: str) -> float:
    """Shannon entropy in bits a character: the library's measure (its base64 alphabet is the
    one the candidate patterns take), counted in one pass instead of one per letter."""
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in Counter(value).values())


def load_library() -> None:
    """Import the library now (a harvest that forks workers does, so they share it)."""
    _Library.get()


def _slug(secret_type: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", secret_type.lower()).strip("-")


def _library(text: str) -> str:
    lib = _Library.get()
    found: list[tuple[str, str]] = []
    for line in text.splitlines():
        # Line by line, each line only if it holds a candidate (labels put in by our rules
        # do not count): the lines of a long reply that hold none cost no plugin.
        bare = _LABEL.sub(" ", line) if "[REDACTED:" in line else line
        low = bare.lower()
        if any(w in low for w in _LIBRARY_WORDS) or _long_token(bare):
            found.extend(lib.findings(line, low))
    if not found:
        return text
    # Provider shapes before entropy (a Telegram token is one value, not its random half), and
    # longest first, so a value that holds another is replaced whole.
    for kind, value in sorted(set(found), key=lambda kv: (kv[0] == "high-entropy", -len(kv[1]))):
        # A keyword value can be a short word ("password: hunter2"): only whole words count.
        text = _replace_value(text, value, f"[REDACTED:{kind}]",
                              whole_words=kind == "secret-assignment")
    return text


def _replace_value(text: str, value: str, label: str, whole_words: bool) -> str:
    """Every occurrence of `value`, grown over the token characters around it."""
    out: list[str] = []
    pos = 0
    while True:
        i = text.find(value, pos)
        if i < 0:
            break
        j = i + len(value)
        if whole_words and i > 0 and text[i - 1].isalnum() and value[0].isalnum():
            out.append(text[pos:j])
            pos = j
            continue
        while i > pos and _LEFT_CHAR.match(text[i - 1]):
            i -= 1
        while j < len(text) and _RIGHT_CHAR.match(text[j]):
            j += 1
        out.append(text[pos:i])
        out.append(label)
        pos = j
    out.append(text[pos:])
    return "".join(out)


# -- the entry points ----------------------------------------------------------------------------

def redact(text: str) -> str:
    """The text with every recognizable secret replaced by a `[REDACTED:<kind>]` label."""
    if not text:
        return text
    low = text.lower()
    present = _present(low)
    if present:
        text = _our_rules(text, present, low)
    if _candidate(text, present):
        text = _library(text)
    return text


# How far past a length limit redaction reads, so a secret that starts before the limit is seen
# whole: to the first space after SPAN_CHARS more (a quoted passphrase, a connection string),
# at most MARGIN_CHARS more (a long token: a JWT). A private key's rule runs to the text's end.
SPAN_CHARS = 160
MARGIN_CHARS = 1024
_SPACE = re.compile(r"\s")


def redact_bounded(text: str, limit: int, cut: Callable[[str, int], str] | None = None) -> str:
    """`text` redacted, then cut to `limit` characters (by `cut`, default: a plain slice).

    Only the head past the limit that a secret could reach is read, so a huge paste costs no
    more than its first few kilobytes; a token longer than the margin that the window would
    cut is dropped whole, never kept in part.
    """
    done = redact(_head_window(text, limit))
    if cut is not None:
        return cut(done, limit)
    return done[:limit]


def redact_ends(text: str, limit: int, cut: Callable[[str, int], str]) -> str:
    """`cut(text, limit)` of the redacted text, for a cut that keeps the start and the end of a
    long text: both ends are read with the margin a secret across either cut could reach."""
    if len(text) <= 2 * limit + 2 * SPAN_CHARS:
        return cut(redact(text), limit)
    # Each end as long as the whole limit: the cut may keep more of one end than of the other.
    head = redact(_head_window(text, limit))
    tail = redact(_head_window(text[::-1], limit)[::-1])
    return cut(f"{head} {tail}", limit)


def _head_window(text: str, limit: int) -> str:
    """The start of `text` that a secret beginning before `limit` can reach: to the first space
    after SPAN_CHARS more, at most MARGIN_CHARS more; a token longer than that is dropped whole
    (the window ends at the last space before it), never kept in part."""
    if len(text) <= limit + SPAN_CHARS:
        return text
    space = _SPACE.search(text, limit + SPAN_CHARS, limit + MARGIN_CHARS)
    if space is not None:
        return text[: space.start()]
    if len(text) <= limit + MARGIN_CHARS:
        return text
    head = text[: limit + SPAN_CHARS]
    last = max(head.rfind(" "), head.rfind("\n"))
    return head[:last] if last > 0 else head[:limit]
