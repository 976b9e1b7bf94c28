"""What a tool a rule asks for is for, when the rule does not say it.

"Always use `slog`" asks for `slog` where the work logs: a change to a template or a query logs
nothing and says nothing of the rule, yet a check of the bare term fails it. The rule's words do
not say the purpose, so it is read from two places, in this order:
- the words around it, the person's message or the agent's reply it answers, naming the tool
  with what it is for ("the project also has `requestLogger` for logging", "for HTTP calls we
  moved to `httpClient`"); a purpose said there that no code shows ("`Decimal` for precision",
  "`httpx` for the time being") means the rule is checked as before;
- what the tool is known for across ecosystems: `KNOWN_TOOLS`, libraries whose one job is a
  purpose of `purposes.py` (a logging library, an HTTP client, a path, date, money, validation,
  JSON, SQL, retry, config, randomness or concurrency library). A name that is also an everyday
  word of code ("path", "time", "log", "uuid") or a name of another thing too ("arrow", the
  data format; "temporal", the workflow engine) is left out: the rule is then checked as before.
The purpose is found by name, lower case, as written or as the part of a call or a path that
names the library (`filepath.Join`: filepath; `github.com/rs/zerolog`: zerolog).
"""

from __future__ import annotations

import re

from .purposes import purpose_named

# Libraries whose one job is the purpose, by the purpose's name in `purposes.py`.
KNOWN_TOOLS: dict[str, tuple[str, ...]] = {
    "logging": (
        "slog", "zap", "zerolog", "logrus", "klog", "glog", "structlog", "loguru", "logging",
        "winston", "pino", "bunyan", "log4js", "loglevel", "consola", "tslog", "tracing",
        "env_logger", "log4j", "log4j2", "logback", "slf4j", "serilog", "nlog", "log4net",
        "rails.logger", "lograge", "monolog"),
    "http call": (
        "requests", "httpx", "aiohttp", "urllib3", "axios", "ky", "got", "superagent",
        "node-fetch", "undici", "ofetch", "reqwest", "ureq", "resty", "okhttp", "retrofit",
        "faraday", "httparty", "restsharp", "flurl", "httpclient", "webclient", "resttemplate",
        "guzzle"),
    "file path": ("pathlib", "filepath", "pathbuf", "pathname", "camino", "upath"),
    "date": (
        "dayjs", "date-fns", "luxon", "moment", "moment-timezone", "chrono", "jiff",
        "pendulum", "java.time", "joda-time", "nodatime", "dateutil"),
    "money": (
        "decimal", "bigdecimal", "rust_decimal", "dinero", "dinero.js", "big.js", "decimal.js",
        "bignumber.js", "currency.js", "moneta", "javamoney", "py-moneyed", "moneyed",
        "nodamoney", "money-rails"),
    "validation": (
        "zod", "yup", "joi", "valibot", "superstruct", "ajv", "class-validator", "pydantic",
        "cerberus", "voluptuous", "validator", "ozzo-validation", "express-validator",
        "arktype", "io-ts", "dry-validation", "fluentvalidation", "hibernate-validator",
        "garde"),
    "json": (
        "orjson", "ujson", "simplejson", "rapidjson", "serde_json", "jackson", "gson", "moshi",
        "jsoniter", "json-iterator", "go-json", "superjson", "newtonsoft.json",
        "system.text.json", "msgspec"),
    "sql query": (
        "sqlx", "pgx", "psycopg", "psycopg2", "psycopg3", "asyncpg", "knex", "kysely", "jooq",
        "jdbi", "dapper", "slonik", "squirrel", "goqu", "sqlalchemy", "diesel", "sqlc"),
    "retry": (
        "tenacity", "backoff", "retrying", "async-retry", "p-retry", "retry-go", "backon",
        "resilience4j", "retriable", "retryable"),
    "environment variable": (
        "viper", "envconfig", "envy", "dotenv", "python-dotenv", "godotenv", "dotenvy",
        "envalid", "koanf", "dynaconf", "decouple", "pydantic-settings", "figment", "dotenv-rails"),
    "randomness": ("secrets", "nanoid", "securerandom"),
    "concurrency": ("errgroup", "rayon", "crossbeam", "parking_lot", "p-limit", "p-map",
                    "trio", "anyio"),
}
_BY_TOOL = {tool: name for name, tools in KNOWN_TOOLS.items() for tool in tools}

# Where a library's name ends inside a call or a path: `filepath.Join`, `chrono::Utc`.
_NAMES = re.compile(r"[\w@-]+(?:\.(?:js|json))?", re.I)


def known_purpose(term: str) -> str:
    """The name of the purpose a tool is known for ("logging" for `slog`), or ""."""
    named = term.strip().lower()
    last = named.rsplit("/", 1)[-1]
    head = _NAMES.match(last)
    for name in (named, last, head.group(0) if head else ""):
        if name in _BY_TOOL:
            return _BY_TOOL[name]
    return ""


# Where a sentence ends, in a message or a reply.
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n+")
# A purpose said right after the tool, past a word of what it is ("`Money` class for amounts");
# "in" may say a place rather than a purpose ("in the API").
_AFTER = re.compile(r"^\s*(?:[a-z][\w-]*\s+)?(?P<open>for|to|when|whenever|while|in)\s+"
                    r"(?P<words>[^,.;:!?`()\n]+)", re.I)
# A purpose that opens the sentence the tool is named in ("for HTTP calls we moved to ...").
_BEFORE = re.compile(r"^\W*(?P<open>for|when|whenever|while)\s+(?P<words>[^,.;:!?`()\n]+)",
                     re.I)


def _leading(opening: str, words: str) -> str | None:
    """The name of the purpose the words name from their start ("for all HTTP calls last
    month": HTTP calls), the longest part first; None when no part names one."""
    said = words.split()
    for n in range(len(said), 0, -1):
        found = purpose_named(f"{opening} {' '.join(said[:n])}")
        if found is not None:
            return found.words[0]
    return None


def _said_of(term: str, sentence: str) -> str | None:
    """What the sentence says the tool is for: the name of a purpose ("logging"), "" when it
    says one no code shows ("for the time being"), None when it says nothing of it."""
    said = f"`{term}`"
    at = sentence.find(said)
    if at < 0:
        return None
    after = _AFTER.match(sentence[at + len(said):])
    if after is not None:
        named = _leading(after.group("open"), after.group("words"))
        if named is not None or after.group("open").lower() != "in":
            return named or ""
    before = _BEFORE.match(sentence[:at])
    return _leading(before.group("open"), before.group("words")) if before else None


def tool_purpose(term: str, text: str, reply: str = "") -> str:
    """The name of the purpose the tool a bare rule asks for is for: said of it in the message
    or the reply, else known of it; "" when neither says, or what they say no code shows."""
    for words in (text, reply):
        for sentence in _SENTENCE_END.split(words):
            said = _said_of(term, sentence)
            if said is not None:
                return said
    return known_purpose(term)
