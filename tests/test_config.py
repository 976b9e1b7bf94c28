from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from skillsleep.config import Config, default_toml, describe_keys, load_config, set_value
from skillsleep.errors import ConfigError
from skillsleep.paths import resolve_paths

from helpers.cli import run_cli, run_json


def write_config(text: str) -> Path:
    path = resolve_paths().config_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_absent_file_gives_every_default() -> None:
    cfg = load_config()
    assert cfg == Config()
    assert all(source == "default" for _, _, source in cfg.items())


def test_values_from_the_file_are_typed_and_sourced() -> None:
    path = write_config('[night]\ntime = "04:30"\n[budget]\nmax_usd_per_night = 2\n')
    cfg = load_config()
    assert cfg.night.time == "04:30"
    assert cfg.budget.max_usd_per_night == 2.0 and isinstance(cfg.budget.max_usd_per_night, float)
    sources = {k: s for k, _, s in cfg.items()}
    assert sources["night.time"] == str(path)
    assert sources["night.max_documents"] == "default"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[night]\ntime = 3\n", ["night.time", "string"]),
        ("[night]\ntime = \"27:00\"\n", ["night.time", "HH:MM"]),
        ("[night]\nwhen = \"03:00\"\n", ["night.when", "max_documents, time"]),
        ("[nightly]\ntime = \"03:00\"\n", ["[nightly]", "night"]),
        ("[daemon]\nlog_level = \"loud\"\n", ["daemon.log_level", "'debug'", "'error'"]),
        ("[harvest]\nharnesses = [\"claude-code\", \"emacs\"]\n", ["'emacs'", "'codex'"]),
        ("[optimizer]\nepochs = true\n", ["optimizer.epochs", "whole number"]),
        ("[optimizer]\nepochs = 0\n", ["optimizer.epochs", "at least 1"]),
        ("[harvest.paths]\nvim = [\"/x\"]\n", ["harvest.paths", "'vim'"]),
        ("night = 3\n", ["night", "table"]),
        ("[night\n", ["not valid TOML"]),
    ],
)
def test_bad_values_name_the_key_the_file_and_what_is_allowed(text: str,
                                                              expected: list[str]) -> None:
    path = write_config(text)
    with pytest.raises(ConfigError) as err:
        load_config()
    message = str(err.value)
    assert str(path) in message
    for part in expected:
        assert part in message


def test_non_utf8_config_is_refused_clearly() -> None:
    path = resolve_paths().config_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"[night]\ntime = \"\xff\xfe\"\n")
    with pytest.raises(ConfigError, match="not UTF-8"):
        load_config()


def test_default_toml_round_trips_to_the_defaults() -> None:
    write_config(default_toml())
    cfg = load_config()
    assert [(k, v) for k, v, _ in cfg.items()] == [(k, v) for k, v, _ in Config().items()]
    assert len(describe_keys()) == len(cfg.items())


def test_set_value_keeps_comments_and_refuses_bad_values() -> None:
    path = write_config("# my notes\n[night]\n# keep me\ntime = \"03:17\"\n")
    set_value(path, "night.time", "05:00")
    text = path.read_text()
    assert "# my notes" in text and "# keep me" in text and '"05:00"' in text
    with pytest.raises(ConfigError):
        set_value(path, "night.time", "99:99")
    assert '"05:00"' in path.read_text()


def test_cli_config_path_show_and_errors() -> None:
    path = run_cli("config", "path").stdout.strip()
    assert path == str(resolve_paths().config_file)
    shown = run_json("config", "show")
    assert shown["values"]["night.time"] == {"value": "03:17", "source": "default"}
    run_cli("config", "set", "optimizer.epochs", "3")
    assert run_json("config", "show")["values"]["optimizer.epochs"]["value"] == 3
    bad = run_cli("config", "set", "optimizer.epochs", "many", check=False)
    assert bad.returncode == 2
    assert "optimizer.epochs" in bad.stderr and "Traceback" not in bad.stderr
    write_config("[night]\ntime = 5\n")
    broken = run_cli("status", check=False)
    assert broken.returncode == 2
    assert "night.time" in broken.stderr and "Traceback" not in broken.stderr


NUMERIC_KEYS = [k for k, t, _d, _doc in describe_keys() if t.startswith(("integer", "number"))]


@pytest.mark.parametrize("key", NUMERIC_KEYS)
def test_every_number_has_a_documented_range_and_must_be_finite(key: str) -> None:
    section, name = key.split(".")
    [(kind, default)] = [(t, d) for k, t, d, _ in describe_keys() if k == key]
    assert " to " in kind  # `config keys` documents the range
    lo, hi = (float(x) for x in kind.split(", ", 1)[1].split(" to "))
    assert lo <= default <= hi
    bad = ["nan", "inf", "-inf", "1e30"] if kind.startswith("number") else [
        str(int(hi) + 1), "99999999999999999999"]
    for value in bad:
        write_config(f"[{section}]\n{name} = {value}\n")
        with pytest.raises(ConfigError) as err:
            load_config()
        assert f"`{key}`" in str(err.value), value
        path = resolve_paths().config_file
        path.unlink()
        with pytest.raises(ConfigError, match=key.replace(".", r"\.")):
            set_value(path, key, tomllib.loads(f"v = {value}")["v"])  # `config set` too
        assert not path.exists()


def test_a_budget_of_nan_is_refused_before_any_night() -> None:
    write_config("[budget]\nmax_usd_per_night = nan\n")
    proc = run_cli("run", "--dry-run", check=False)
    assert proc.returncode != 0 and "Traceback" not in proc.stderr
    assert "`budget.max_usd_per_night`" in proc.stderr and "finite" in proc.stderr


def test_a_huge_client_idle_time_is_refused_and_the_daemon_does_not_start() -> None:
    from helpers.daemon import kill_leftover

    write_config("[daemon]\nclient_idle_seconds = 100000000000000\n")
    try:
        proc = run_cli("daemon", "start", check=False)
    finally:
        kill_leftover(resolve_paths())
    assert proc.returncode != 0 and "`daemon.client_idle_seconds`" in proc.stderr
    assert "at most 86400" in proc.stderr


def test_retired_embedding_settings_read_as_written_by_config_init_or_say_what_to_do() -> None:
    # What `config init` wrote before these settings were removed: still reads, as defaults.
    path = write_config('[tasks]\nclustering = "minilm"\nembedding_model = ""\n'
                        'min_family_size = 4\n')
    cfg = load_config()
    assert cfg.tasks.clustering == "minilm" and cfg.tasks.min_family_size == 4
    assert "tasks.embedding_model" not in {k for k, _, _ in cfg.items()}
    assert "embedding_model" not in default_toml()

    path = write_config('[tasks]\nclustering = "embeddings"\n'
                        'embedding_model = "openai/text-embedding-3-small"\n')
    with pytest.raises(ConfigError) as caught:
        load_config()
    assert str(caught.value) == (
        f"`tasks.clustering` in {path} is 'embeddings': grouping by a model's embeddings is not "
        f"offered (that value always used the bundled MiniLM encoder); set \"minilm\" for the "
        f"same result.")
    write_config('[tasks]\nembedding_model = "openai/text-embedding-3-small"\n')
    with pytest.raises(ConfigError, match=r"^`tasks.embedding_model` in .* is no longer a "
                                          r"setting: it was never used .*; remove the line\.$"):
        load_config()
    # The command line says the same, and the file is left as the person wrote it.
    before = path.read_text(encoding="utf-8")
    proc = run_cli("harvest", check=False)
    assert proc.returncode == 2 and "no longer a setting" in proc.stderr
    assert "Traceback" not in proc.stderr and path.read_text(encoding="utf-8") == before
    write_config("")
    proc = run_cli("config", "set", "tasks.clustering", "embeddings", check=False)
    assert proc.returncode == 2 and "allowed values: 'minilm', 'tfidf'" in proc.stderr
    assert path.read_text(encoding="utf-8") == ""
