"""One typed config, read from a TOML file; every key has a documented default.

A bad value never falls back silently: it stops with a message naming the key, the file and
what is allowed. Every number has a documented range (shown by `config keys`) and must be
finite: `nan` would turn a budget off, a huge timeout would overflow the socket's clock.
"""

from __future__ import annotations

import math
import re
import tomllib
import types
import typing
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

from .atomic import atomic_write_text
from .errors import ConfigError
from .harnesses import IDS as HARNESS_IDS
from .paths import HOME_ENV, Paths, resolve_paths

DEFAULT_SOURCE = "default"


def _key(default: Any, doc: str, **extra: Any) -> Any:
    """A config key: its default and the sentence that documents it."""
    meta = {"doc": doc, **extra}
    if isinstance(default, (list, dict)):
        return field(default_factory=lambda d=default: type(d)(d), metadata=meta)
    return field(default=default, metadata=meta)


@dataclass
class HarvestConfig:
    harnesses: list[str] = _key(
        list(HARNESS_IDS), "Harnesses whose session logs are harvested.", choices=HARNESS_IDS
    )
    paths: dict[str, list[str]] = _key(
        {}, "Per harness, log locations that replace the discovered ones "
        "(for example claude-code = [\"~/work/.claude/projects\"]).", keys=HARNESS_IDS
    )
    devin_export_dir: str = _key("", "A folder of exported Devin cloud session JSON files.")
    max_request_chars: int = _key(
        4000, "Longest request text kept in the store; longer ones are cut.",
        minimum=200, maximum=100_000,
    )
    workers: int = _key(
        0, "Processes that read logs at once during a long harvest (0: one per idle CPU, at "
        "most 4; 1: only the harvesting process).", minimum=0, maximum=32,
    )


@dataclass
class DaemonConfig:
    rescan_minutes: int = _key(
        5, "Minutes between full rescans of every harness log location.", minimum=1, maximum=1440
    )
    quiet_minutes: int = _key(
        15, "A missed night runs once no harness log was written for this many minutes.",
        minimum=0, maximum=1440,
    )
    log_level: Literal["debug", "info", "warning", "error"] = _key(
        "info", "How much the daemon writes to its log."
    )
    debounce_seconds: float = _key(
        0.25, "Seconds the daemon waits after a log changes before harvesting it (a burst of "
        "writes is read once).", minimum=0.0, maximum=60.0,
    )
    client_idle_seconds: int = _key(
        300, "Seconds after which the daemon drops a socket client that sends nothing "
        "(subscribers excepted).", minimum=1, maximum=86_400,
    )


@dataclass
class NightConfig:
    time: str = _key("03:17", "Local time (HH:MM) of the nightly optimization.",
                     pattern=r"^([01]\d|2[0-3]):[0-5]\d$")
    max_documents: int = _key(5, "Most instruction documents optimized in one night.",
                              minimum=1, maximum=100)


@dataclass
class ModelsConfig:
    target: str = _key(
        "local/smollm2", "The model that reads the instruction document (a litellm model string)."
    )
    optimizer: str = _key(
        "local/smollm2", "The model that proposes edits (a litellm model string)."
    )
    judge: str = _key("", "Optional model that writes rubric judges; empty for rule checks only.")
    miner: str = _key(
        "", "Optional model that reads the constraints the offline rules find in your requests "
        "(constraint or not, durable or one-off, its term and its check), with the agent's "
        "previous message; any litellm model string, or claude-code/... or codex/...; empty for "
        "the offline rules alone."
    )
    timeout_seconds: int = _key(120, "Timeout of one model call, in seconds.",
                                minimum=1, maximum=3600)
    max_retries: int = _key(2, "Retries of a model call on rate limits and timeouts.",
                            minimum=0, maximum=10)
    cache_mb: int = _key(200, "Size bound of the on-disk model response cache, in MB.",
                         minimum=1, maximum=100_000)
    target_max_tokens: int = _key(
        400, "Longest answer the target model may write for one task, in tokens.",
        minimum=16, maximum=32_768,
    )
    optimizer_max_tokens: int = _key(
        500, "Longest reply of the optimizer model (edits, notes), in tokens.",
        minimum=32, maximum=32_768,
    )
    target_temperature: float = _key(
        0.0, "Sampling temperature of the target model; above 0 with optimizer.samples > 1 the "
        "gate compares means over varied attempts.", minimum=0.0, maximum=2.0
    )
    prompt_cache: bool = _key(
        True, "Reuse the provider's cache of the document prefix that every task of a night "
        "shares: llama.cpp's prompt cache for the embedded model, cache_control for providers "
        "that need it (Anthropic, Bedrock, Vertex, Gemini, OpenRouter); OpenAI, DeepSeek and xAI "
        "cache long prefixes on their own."
    )
    local_prompt_cache_mb: int = _key(
        256, "Memory the embedded model's prompt cache may hold, in MB (about 60 MB per cached "
        "document prefix of 2,500 tokens).", minimum=1, maximum=65_536
    )


@dataclass
class BudgetConfig:
    max_tokens_per_night: int = _key(
        400_000, "Hard limit on model tokens (prompt + completion) in one night.",
        minimum=0, maximum=1_000_000_000,
    )
    max_usd_per_night: float = _key(
        1.0, "Hard limit on model cost in US dollars in one night.", minimum=0.0, maximum=10_000.0
    )
    max_minutes_per_night: float = _key(
        90.0, "Limit on a night's wall-clock time, in minutes: the night plans its documents and "
        "tasks to fit, best first, and stops cleanly before a model call that would end past it.",
        minimum=0.0, maximum=1440.0
    )


@dataclass
class OptimizerConfig:
    epochs: int = _key(2, "Passes over the training tasks in one night.", minimum=1, maximum=50)
    batch_size: int = _key(4, "Training tasks per mini-batch.", minimum=1, maximum=256)
    learning_rate: int = _key(
        3, "Most edits applied in one update (the textual learning rate).", minimum=1, maximum=50
    )
    lr_decay: float = _key(
        0.5, "Factor applied to the learning rate after each epoch.", minimum=0.0, maximum=1.0
    )
    samples: int = _key(
        1, "Rollouts per task, so the gate compares means when the model is not deterministic.",
        minimum=1, maximum=20,
    )
    val_fraction: float = _key(0.3, "Share of tasks held out for validation.",
                               minimum=0.05, maximum=0.9)
    test_fraction: float = _key(0.2, "Share of tasks held out for the final test.",
                                minimum=0.0, maximum=0.9)
    no_regression: bool = _key(
        False, "Also refuse a candidate under which any validation task scores lower."
    )
    max_edit_chars: int = _key(600, "Longest text one edit may add or replace.",
                               minimum=20, maximum=20_000)
    derived_edits: bool = _key(
        True, "Also try, with no model call, an instruction line written from each failing "
              "task's own constraints (the person's corrections); the same gate decides."
    )


@dataclass
class ReplayConfig:
    workspace: bool = _key(
        True, "Replay tasks whose outcome is a change to code in a throwaway git worktree at "
        "the session's commit, through the target model's harness CLI (claude-code/... or "
        "codex/...); off: such tasks are replayed in chat.")
    timeout_seconds: int = _key(
        900, "Time limit of one replay in a worktree (the agent's run), in seconds.",
        minimum=10, maximum=86_400)
    check_timeout_seconds: int = _key(
        300, "Time limit of the project's check run after the agent in a replay, in seconds.",
        minimum=1, maximum=86_400)
    max_turns: int = _key(
        50, "Most agent turns in one replay (Claude Code's --max-turns).",
        minimum=1, maximum=1000)


@dataclass
class TasksConfig:
    min_family_size: int = _key(3, "Tasks a family needs to count as recurring.",
                                minimum=1, maximum=10_000)
    min_family_sessions: int = _key(
        2, "Distinct sessions a family needs to count as recurring.", minimum=1, maximum=10_000
    )
    clustering: Literal["minilm", "tfidf"] = _key(
        "minilm", "How requests are grouped: the bundled offline MiniLM sentence encoder, or "
        "offline hashed TF-IDF (lighter, less accurate)."
    )


@dataclass
class LspConfig:
    extra_globs: list[str] = _key(
        [], "More file globs the language server treats as instruction documents."
    )


@dataclass
class Config:
    harvest: HarvestConfig = field(default_factory=HarvestConfig)
    daemon: DaemonConfig = field(default_factory=DaemonConfig)
    night: NightConfig = field(default_factory=NightConfig)
    models: ModelsConfig = field(default_factory=ModelsConfig)
    budget: BudgetConfig = field(default_factory=BudgetConfig)
    optimizer: OptimizerConfig = field(default_factory=OptimizerConfig)
    replay: ReplayConfig = field(default_factory=ReplayConfig)
    tasks: TasksConfig = field(default_factory=TasksConfig)
    lsp: LspConfig = field(default_factory=LspConfig)
    # "section.key" -> "default" or the path of the file that set it.
    sources: dict[str, str] = field(default_factory=dict, compare=False)
    path: Path | None = field(default=None, compare=False)

    def items(self) -> list[tuple[str, Any, str]]:
        """Every key as (dotted name, effective value, where it came from)."""
        out = []
        for section in _sections():
            obj = getattr(self, section.name)
            for f in fields(obj):
                name = f"{section.name}.{f.name}"
                out.append((name, getattr(obj, f.name), self.sources.get(name, DEFAULT_SOURCE)))
        return out


def _sections() -> list[Any]:
    return [f for f in fields(Config) if f.name not in ("sources", "path")]


def describe_keys() -> list[tuple[str, str, Any, str]]:
    """(dotted name, type description, default, doc) for every key, for docs and `config keys`."""
    out = []
    for section in _sections():
        obj = section.default_factory()
        hints = typing.get_type_hints(type(obj))
        for f in fields(obj):
            out.append((f"{section.name}.{f.name}", _type_name(hints[f.name], f),
                        getattr(obj, f.name), f.metadata["doc"]))
    return out


def load_config(paths: Paths | None = None, path: Path | None = None) -> Config:
    """Read the config file (absent means all defaults) and validate every value."""
    if path is None:
        path = (paths or resolve_paths()).config_file
    cfg = Config(path=path)
    try:
        raw_bytes = path.read_bytes()
    except FileNotFoundError:
        return cfg
    except NotADirectoryError as exc:
        blocker = next((p for p in path.parents if p.is_file()), None)
        where = f"{blocker} is a file, not a folder" if blocker else exc.strerror
        raise ConfigError(f"Cannot read the config file {path}: {where}. Move that file aside, or "
                          f"set {HOME_ENV} to another folder.") from exc
    except OSError as exc:
        raise ConfigError(f"Cannot read the config file {path}: {exc.strerror}.") from exc
    try:
        data = tomllib.loads(raw_bytes.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ConfigError(f"The config file {path} is not UTF-8 text; save it as UTF-8.") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"The config file {path} is not valid TOML: {exc}. Fix it or "
                          f"move it away to use the defaults.") from exc
    apply_values(cfg, data, str(path))
    return cfg


# Settings earlier versions offered that did nothing, and how a file that still sets them reads:
# as before, when it holds what `config init` wrote; otherwise it stops with what to do.
_RETIRED_KEYS = {
    # key -> (the value `config init` wrote, why it is gone)
    "tasks.embedding_model": ("", "it was never used (requests are grouped by the bundled "
                                  "encoder, see `tasks.clustering`); remove the line"),
}
_RETIRED_VALUES = {
    ("tasks.clustering", "embeddings"): "grouping by a model's embeddings is not offered (that "
    "value always used the bundled MiniLM encoder); set \"minilm\" for the same result",
}


def _retired(dotted: str, value: Any, source: str) -> bool:
    """True for a retired key holding its old default (skipped); raises for one that does not,
    and for a retired value."""
    if isinstance(value, str) and (dotted, value) in _RETIRED_VALUES:
        raise ConfigError(f"`{dotted}` in {source} is {value!r}: "
                          f"{_RETIRED_VALUES[dotted, value]}.")
    if dotted not in _RETIRED_KEYS:
        return False
    old_default, why = _RETIRED_KEYS[dotted]
    if value == old_default:
        return True
    raise ConfigError(f"`{dotted}` in {source} is no longer a setting: {why}.")


def apply_values(cfg: Config, data: dict[str, Any], source: str) -> None:
    sections = {s.name: s for s in _sections()}
    for section_name, section_values in data.items():
        if section_name not in sections:
            raise ConfigError(
                f"Unknown section [{section_name}] in {source}; the sections are: "
                f"{', '.join(sorted(sections))}."
            )
        if not isinstance(section_values, dict):
            raise ConfigError(f"`{section_name}` in {source} must be a table ([{section_name}]).")
        obj = getattr(cfg, section_name)
        hints = typing.get_type_hints(type(obj))
        known = {f.name: f for f in fields(obj)}
        for key, value in section_values.items():
            dotted = f"{section_name}.{key}"
            if _retired(dotted, value, source):
                continue
            if key not in known:
                raise ConfigError(
                    f"Unknown key `{dotted}` in {source}; the keys of [{section_name}] are: "
                    f"{', '.join(sorted(known))}."
                )
            checked = _check_value(dotted, value, hints[key], known[key], source)
            setattr(obj, key, checked)
            cfg.sources[dotted] = source


def parse_cli_value(dotted: str, text: str) -> Any:
    """Turn a value typed on the command line into the key's type (TOML syntax accepted)."""
    section_name, _, key = dotted.partition(".")
    sections = {s.name: s for s in _sections()}
    if section_name not in sections or not key:
        raise ConfigError(f"Unknown key `{dotted}`; run `skillopt-sleep config keys` to list them.")
    obj = sections[section_name].default_factory()
    known = {f.name: f for f in fields(obj)}
    if key not in known:
        raise ConfigError(f"Unknown key `{dotted}`; the keys of [{section_name}] are: "
                          f"{', '.join(sorted(known))}.")
    hint = typing.get_type_hints(type(obj))[key]
    try:
        value = tomllib.loads(f"v = {text}")["v"]
    except tomllib.TOMLDecodeError:
        value = text  # a bare word is a string
    return _check_value(dotted, value, hint, known[key], "the command line")


def _shown(value: Any) -> str:
    """A value as the person wrote it in TOML (`true`, not Python's `True`)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value)


def _check_value(dotted: str, value: Any, hint: Any, f: Any, source: str) -> Any:
    where = f"`{dotted}` in {source}"
    meta = f.metadata
    origin = get_origin(hint)
    if origin is Literal:
        allowed = get_args(hint)
        if value not in allowed:
            raise ConfigError(f"{where} is {value!r}; allowed values: "
                              f"{', '.join(map(repr, allowed))}.")
        return value
    if hint is bool:
        if not isinstance(value, bool):
            raise ConfigError(f"{where} must be true or false, not {value!r}.")
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ConfigError(f"{where} must be a whole number, not {_shown(value)}.")
        _check_range(where, value, meta)
        return value
    if hint is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ConfigError(f"{where} must be a number, not {_shown(value)}.")
        _check_range(where, float(value), meta)
        return float(value)
    if hint is str:
        if not isinstance(value, str):
            raise ConfigError(f"{where} must be a string, not {_shown(value)}.")
        pattern = meta.get("pattern")
        if pattern and not re.match(pattern, value):
            raise ConfigError(f"{where} is {value!r}; expected the form HH:MM (00:00 to 23:59)."
                              if "[0-5]" in pattern else f"{where} does not match {pattern}.")
        return value
    if origin is list:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ConfigError(f"{where} must be a list of strings, not {_shown(value)}.")
        choices = meta.get("choices")
        if choices:
            bad = [v for v in value if v not in choices]
            if bad:
                raise ConfigError(f"{where} holds {', '.join(map(repr, bad))}; allowed values: "
                                  f"{', '.join(map(repr, choices))}.")
        return list(value)
    if origin is dict:
        if not isinstance(value, dict):
            raise ConfigError(f"{where} must be a table, not {_shown(value)}.")
        keys = meta.get("keys")
        for k, v in value.items():
            if keys and k not in keys:
                raise ConfigError(f"{where} has the key {k!r}; allowed keys: "
                                  f"{', '.join(map(repr, keys))}.")
            if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
                raise ConfigError(f"`{dotted}.{k}` in {source} must be a list of strings.")
        return {k: list(v) for k, v in value.items()}
    raise ConfigError(f"{where} has a type this version cannot check ({hint}).")


def _check_range(where: str, value: float, meta: Any) -> None:
    lo, hi = meta.get("minimum"), meta.get("maximum")
    if not math.isfinite(value):
        raise ConfigError(f"{where} is {value}; it must be a finite number from {lo} to {hi}.")
    if lo is not None and value < lo:
        raise ConfigError(f"{where} is {value}; it must be at least {lo}.")
    if hi is not None and value > hi:
        raise ConfigError(f"{where} is {value}; it must be at most {hi}.")


def _type_name(hint: Any, f: Any) -> str:
    origin = get_origin(hint)
    if origin is Literal:
        return " | ".join(repr(a) for a in get_args(hint))
    if origin is list:
        choices = f.metadata.get("choices")
        return "list of " + (" | ".join(map(repr, choices)) if choices else "strings")
    if origin is dict:
        return "table of string lists"
    if hint in (int, float):
        name = "integer" if hint is int else "number"
        return f"{name}, {f.metadata.get('minimum')} to {f.metadata.get('maximum')}"
    if isinstance(hint, type):
        return {"str": "string", "bool": "boolean"}.get(hint.__name__, hint.__name__)
    if isinstance(hint, types.UnionType):
        return str(hint)
    return str(hint)


def default_toml() -> str:
    """A complete, commented config file holding every default."""
    import tomlkit  # heavy: tomlkit

    doc = tomlkit.document()
    doc.add(tomlkit.comment("skillopt-sleep configuration. Every key shows its default."))
    doc.add(tomlkit.comment("Remove a key to go back to its default."))
    current = None
    table = None
    for dotted, type_name, default, doc_text in describe_keys():
        section, key = dotted.split(".", 1)
        if section != current:
            if table is not None and current is not None:
                doc.add(current, table)
            table = tomlkit.table()
            current = section
        assert table is not None
        table.add(tomlkit.comment(f"{doc_text} ({type_name})"))
        table.add(key, default)
    if table is not None and current is not None:
        doc.add(current, table)
    return tomlkit.dumps(doc)


def set_value(path: Path, dotted: str, value: Any) -> None:
    """Set one key in the user's TOML file, keeping their comments and layout."""
    import tomlkit  # heavy: tomlkit

    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        text = ""
    try:
        doc = tomlkit.parse(text)
    except Exception as exc:  # tomlkit raises several parse error types
        raise ConfigError(
            f"The config file {path} is not valid TOML ({exc}); fix it first."
        ) from exc
    section, key = dotted.split(".", 1)
    if section not in doc:
        doc.add(section, tomlkit.table())
    doc[section][key] = value  # type: ignore[index]
    # Validate the result as a whole before writing anything.
    apply_values(Config(), tomllib.loads(tomlkit.dumps(doc)), str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, tomlkit.dumps(doc))
