"""The patterns that read a rule's words are compiled as the miner is imported (where they are
kept for the installation), never at a rule's reading: a purpose or an operator named in words
reads the same as ever, and reading it compiles nothing. The list of common words reads the same
whichever parser takes its file."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from re import _compiler

import pytest

from skillsleep.tasks import common_words
from skillsleep.tasks.judges.purposes import purpose_named
from skillsleep.tasks.operators_named import operator_named

PURPOSES = [
    ("for logging", "logging"),
    ("FOR LOGGING", "logging"),
    ("to compare errors", "error comparison"),
    ("when you make HTTP calls", "http call"),
    ("in SQL queries", "sql query"),
    ("for money", "money"),
    ("for file paths", "file path"),
    ("to wait for things", "waiting"),
    # Words that name no purpose one way of writing code shows.
    ("for the time being", None),
    ("for error handling", None),
    ("for `slog`", None),
    ("", None),
    ("   ", None),
]

OPERATORS = [
    ("the walrus operator", ":="),
    ("double bangs", "!!"),
    ("the spread operator in hot paths", "..."),
    ("Optional Chaining", "?."),
    ("NULLISH COALESCING", "??"),
    ("elvis operators", "?:"),
    ("the spaceship operator for sorting", "<=>"),
    ("the ternary", ""),
    ("spread", ""),
    ("", ""),
]


@pytest.fixture
def compiled() -> Iterator[list[object]]:
    """The patterns compiled while the test runs (`re`'s own cache emptied first)."""
    usual, seen = _compiler.compile, []

    def counting(pattern: object, flags: int = 0) -> object:
        seen.append(pattern)
        return usual(pattern, flags)

    re.purge()
    _compiler.compile = counting
    try:
        yield seen
    finally:
        _compiler.compile = usual


@pytest.mark.parametrize(("phrase", "purpose"), PURPOSES)
def test_a_purpose_named_in_words(phrase: str, purpose: str | None) -> None:
    found = purpose_named(phrase)
    assert (found.words[0] if found else None) == purpose


@pytest.mark.parametrize(("phrase", "sign"), OPERATORS)
def test_an_operator_named_in_words(phrase: str, sign: str) -> None:
    assert operator_named(phrase) == sign


def test_reading_a_purpose_compiles_no_pattern(compiled: list[object]) -> None:
    for phrase, _ in PURPOSES:
        purpose_named(phrase)
    assert not [p for p in compiled if "sentinel" in str(p) or "logg" in str(p)]


def test_reading_an_operator_compiles_no_pattern(compiled: list[object]) -> None:
    for phrase, _ in OPERATORS:
        operator_named(phrase)
    assert not [p for p in compiled if "walrus" in str(p) or "spaceship" in str(p)]


def _vocabulary_of(path: Path, monkeypatch: pytest.MonkeyPatch) -> frozenset[str]:
    monkeypatch.setattr(common_words, "VOCABULARY_FILE", path)
    # The words kept with the miner's patterns, when this process imported the miner first,
    # are the bundled file's: the file named here is read only without them.
    monkeypatch.setattr(common_words, "_KEPT", None)
    common_words._vocabulary.cache_clear()
    try:
        return common_words._vocabulary()
    finally:
        common_words._vocabulary.cache_clear()


@pytest.mark.parametrize("extra", [
    "",
    # A lone surrogate escaped: valid JSON to the standard library, refused by orjson.
    ', "\\ud800x": 9',
])
def test_the_common_words_read_from_the_tokenizer_file(tmp_path: Path, extra: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "tokenizer.json"
    path.write_text('{"model": {"vocab": {"[CLS]": 0, "##ing": 1, "retry": 2, "café": 3'
                    + extra + "}}}", encoding="utf-8")
    assert _vocabulary_of(path, monkeypatch) == {"retry", "café"}


@pytest.mark.parametrize("raw", [
    b"",
    b"{\"model\": {\"vocab\": [\"retry\"",          # cut short
    b"\xff\xfe{}",                                  # not UTF-8
    json.dumps({"model": {}}).encode(),
])
def test_a_tokenizer_file_that_cannot_be_read_gives_no_words(
        tmp_path: Path, raw: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "tokenizer.json"
    path.write_bytes(raw)
    assert _vocabulary_of(path, monkeypatch) == frozenset()


def test_the_shipped_tokenizer_file_holds_the_common_words() -> None:
    assert common_words.known() and common_words.is_common("logging")
    assert not common_words.is_common("errgroup")
