"""Common words of prose, told from the names people coin for code.

A library, a tool or a construct of code is mostly named by a word no dictionary holds ("pytest",
"zod", "axios", "namedtuple", "errgroup"), and when it is said in plain words, without backticks,
that is what tells it from a word of prose ("tabs", "composition", "mocks"). The list of common
words is the vocabulary of the sentence encoder's tokenizer (`data/minilm-tokenizer.json`): the
whole words of an uncased WordPiece vocabulary, about 23,000 of them, English and the proper
names common in general text. A word is common when it, its singular, or the word it negates
("untyped") is one of them, and a compound ("hand-written") when each part is; the names that
are also words ("requests", "moment", "fetch") are common, and only the words around them can
say they name code.

The file is read once, on first use, as JSON: no model is loaded.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import orjson

VOCABULARY_FILE = Path(__file__).resolve().parent / "data" / "minilm-tokenizer.json"


@lru_cache(maxsize=1)
def _vocabulary() -> frozenset[str]:
    try:
        vocab = _read_json(VOCABULARY_FILE.read_bytes())["model"]["vocab"]
    except (OSError, ValueError, KeyError, TypeError):
        return frozenset()
    # Pieces that continue a word ("##ing") and the tokenizer's own marks ("[CLS]") are no words.
    return frozenset(w for w in vocab if w.isalpha())


def _read_json(raw: bytes) -> Any:
    """The file's JSON, parsed by orjson (the half-megabyte file is read by every process that
    reads requests, and the standard library takes twice as long on it); what orjson refuses is
    read as before, as UTF-8 text by the standard library."""
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        return json.loads(raw.decode("utf-8"))


def known() -> bool:
    """Whether the list of common words could be read: without it no word is told apart."""
    return bool(_vocabulary())


def _forms(word: str) -> set[str]:
    """The word and the forms a dictionary holds it under: its singular, and what "un" or
    "non" negates."""
    forms = {word}
    if word.endswith("ies"):
        forms.add(word[:-3] + "y")
    if word.endswith("es"):
        forms.add(word[:-2])
    if word.endswith("s"):
        forms.add(word[:-1])
    for negation in ("un", "non"):
        if word.startswith(negation) and len(word) > len(negation) + 2:
            forms |= _forms(word[len(negation):].lstrip("-"))
    return forms


def is_common(word: str) -> bool:
    """A word of prose: in the vocabulary, or a compound of such words joined by hyphens."""
    vocabulary = _vocabulary()
    parts = [p for p in re.split(r"[-_]", word.strip().lower()) if p]
    return bool(parts) and all(_forms(p) & vocabulary for p in parts)
