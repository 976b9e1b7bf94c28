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

The file is read once, on first use, as JSON: no model is loaded. It is read as the miner's model
file (`learned.py`) and the logs are (`logs.jsonl.loads`, from its bytes): by orjson, fast, on
this half-megabyte file every process that reads requests opens, and what orjson refuses (a
byte-order mark an editor wrote) by the standard library. A file that cannot be read leaves
every word uncommon (`known` says so, and the log once), never a reader that fails; the
failure is not kept with the miner's patterns, so the next process reads the file again.
"""

from __future__ import annotations

import logging
import re
from functools import lru_cache
from pathlib import Path

from ..compiledpatterns import keeping, remembered
from ..logs.jsonl import loads

VOCABULARY_FILE = Path(__file__).resolve().parent / "data" / "minilm-tokenizer.json"


log = logging.getLogger(__name__)


@lru_cache(maxsize=1)
def _vocabulary() -> frozenset[str]:
    """The common words, read once per process; a file that cannot be read is said once, in
    the log (every word is then uncommon), and read again by the next process."""
    words = _KEPT or _read_vocabulary()
    if not words:
        log.warning("the list of common words (%s) could not be read: no word of prose is told "
                    "from a name of code", VOCABULARY_FILE)
    return words or frozenset()


def _read_vocabulary() -> frozenset[str] | None:
    """The whole words of the file; None when it cannot be read or holds none (never kept
    with the patterns: `compiledpatterns.remembered`)."""
    try:
        vocab = loads(VOCABULARY_FILE.read_bytes())["model"]["vocab"]
        # Pieces that continue a word ("##ing") and the tokenizer's marks ("[CLS]") are no words.
        words = frozenset(w for w in vocab if w.isalpha())
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    return words or None


def _kept_vocabulary() -> frozenset[str] | None:
    """The vocabulary as kept with the miner's patterns (`compiledpatterns.remembered`), under
    the file's size and time and this module's: parsing the file and picking its words out
    took 15 ms of every mining process, where the kept set loads with the patterns."""
    try:
        info = VOCABULARY_FILE.stat()
    except OSError:
        return None
    return remembered("common-words", f"{info.st_size}:{info.st_mtime_ns}", _read_vocabulary,
                      __file__)


# Imported inside the miner's `kept` block, the words come from its file; imported elsewhere
# (or unreadable: None, never kept), they are read on first use, as before.
_KEPT = _kept_vocabulary() if keeping() else None


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


# Plurals no ending tells, and nouns the same in both numbers, whose "s" is their own: "news" is
# no plural of "new", nor "series" of a "sery" ("the news feed" names no `NewClient`).
_IRREGULAR = {"indices": "index", "indexes": "index", "matrices": "matrix", "vertices": "vertex",
              "children": "child", "people": "person", "analyses": "analysis", "news": "news",
              "series": "series", "species": "species"}
# Words whose "s" is their own though the dictionary holds a shorter word too, or no word at all:
# mass nouns and singulars of Latin and Greek ("chaos" is no plural of a "chao", "lens" of a
# "len", "kudos" of a "kudo"), and names of protocols, systems and tools that end in "s"
# ("https" is no plural of `http`, "cors" of a "cor", "postgres" of a "postgre"): read as a
# plural, the stem names another thing of the code (`HttpClient`, `len()`).
_OWN_S_WORDS = """
chaos lens kudos status alias canvas atlas bias bonus campus census consensus corpus virus
genus nexus focus radius apparatus syllabus surplus basis axis thesis crisis analysis synthesis
diagnosis emphasis hypothesis ethos pathos cosmos mathematics physics economics logistics
analytics ethics news means series species
https cors ios macos tvos ipados watchos visionos chromeos webos aws postgres kubernetes redis
jenkins axios pandas sass less express paas saas iaas faas dns sms gps cms graphics prometheus
"""
_OWN_S = frozenset(_OWN_S_WORDS.split())
# "-us" after a consonant is a Latin singular's ("nexus", "corpus", "prometheus") when the stem
# is no word of the dictionary; a plural's stem in "-u" is one ("menus"). Not "-is" or "-os",
# whose plurals of words no dictionary holds are common in code ("emojis", "repos", "todos").
_OWN_S_ENDING = re.compile(r"[^aeiou]us$")
# An "-es" that is the plural's own after these endings ("boxes", "batches", "classes"); after
# others the "e" is the word's ("caches", "files"), unless the dictionary says otherwise.
_ES_PLURAL = re.compile(r"(?:ss|x|z|ch|sh)es$")


def singular(word: str) -> str:
    """The singular of a plural noun, in the word's own letter case ("entries": entry, "Batches":
    Batch, "caches": cache, "DTOs": DTO, "indexes": index); the word itself when it is no plural
    ("class", "status": a word the dictionary holds whose shorter forms it does not). Of the
    forms the ending allows, the one the dictionary holds wins, so "caches" is a cache and
    "batches" a batch; without the dictionary the ending alone says. (`_forms` tries every
    form against the dictionary; this gives the one a name or a noun is said by.)"""
    low = word.lower()
    if low in _IRREGULAR:
        one = _IRREGULAR[low]
        return one.upper() if word.isupper() else one.title() if word[0].isupper() else one
    # A capital "S" closing a word in lower case too is a name's ("macOS", "watchOS", "NixOS"):
    # a plural's "s" is in lower case unless the whole word is in capitals.
    if word.endswith("S") and not word.isupper():
        return word
    # An acronym's plural, its "s" in lower case: "IDs", "PRs", "APIs".
    if len(word) >= 3 and word[-1] == "s" and word[:-1].isupper():
        return word[:-1]
    if len(low) <= 3 or not low.endswith("s") or low.endswith("ss") or low in _OWN_S:
        return word
    if low.endswith("ies") and len(low) > 4:
        return word[:-3] + ("Y" if word[-1].isupper() else "y")
    vocabulary = _vocabulary()
    if _OWN_S_ENDING.search(low) and low[:-1] not in vocabulary:
        return word
    shorter = [low[:-2]] if low.endswith("es") else []
    if low in vocabulary and not ({low[:-1], *shorter} & vocabulary):
        return word
    if shorter and low[:-1] not in vocabulary \
            and (shorter[0] in vocabulary or _ES_PLURAL.search(low)):
        return word[:-2]
    return word[:-1]


def is_common(word: str) -> bool:
    """A word of prose: in the vocabulary, or a compound of such words joined by hyphens."""
    vocabulary = _vocabulary()
    parts = [p for p in re.split(r"[-_]", word.strip().lower()) if p]
    return bool(parts) and all(_forms(p) & vocabulary for p in parts)
