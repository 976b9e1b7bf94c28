"""Request text made comparable: paths, URLs, numbers, identifiers and code become plain words.

Two requests for the same kind of work differ in the file, the number or the snippet they name;
replacing those with placeholders lets both the sentence encoder and TF-IDF see the intent.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .code_line import is_code_line

MAX_CHARS = 2000  # longer requests are cut before encoding: the intent is in the first lines

_FENCE = re.compile(r"```.*?(```|$)", re.S)
_INLINE_CODE = re.compile(r"`[^`\n]{1,200}`")
_URL = re.compile(r"\bhttps?://\S+", re.I)
_PATH = re.compile(r"(?:(?<=\s)|^)(?:~|\.{1,2})?(?:/[\w.@+-]+){2,}/?|\b[\w-]+(?:/[\w.-]+)+\.\w+\b")
_EXTENSION = (r"\.(?:py|js|ts|tsx|jsx|go|rs|java|rb|c|h|cpp|md|json|ya?ml|toml|txt|sh|sql|html|"
              r"css|lock|cfg|ini)\b")
_FILE = re.compile(rf"\b[\w-]+{_EXTENSION}", re.I)
# These open on what they match, their word boundary checked behind it (each as first written
# in the comment beside it): a pattern that opens on a literal or a set of characters is looked
# for at C speed, one that opens on \b is tried at every character.
_NUMBER = re.compile(r"\d(?<!\w\d)\d*(?:[.,:]\d+)*\b")  # \b\d+(?:[.,:]\d+)*\b
# \b[0-9a-f]{7,40}\b with re.I: no other character folds to a hex digit's case.
_HEX = re.compile(r"[0-9a-fA-F](?<!\w[0-9a-fA-F])[0-9a-fA-F]{6,39}\b")
_DIGITS = re.compile(r"\d+")
# (?:\bnumber\b[\s.,:]*){2,}
_NUMBERS_RUN = re.compile(r"number(?<=\bnumber)\b[\s.,:]*(?:\bnumber\b[\s.,:]*)+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_IDENT = re.compile(r"\b\w+(?:[_.]\w+)+\b|\b[a-z]+(?:[A-Z][a-z0-9]*)+\b")
# What every match of a costly pattern holds, found by a pattern that opens on a literal or
# tries far less at each character: most texts lack it, and skip the pattern's scan.
_MAY_BE_FILE = re.compile(_EXTENSION, re.I)
_MAY_BE_IDENT = re.compile(r"[_.](?<=\w[_.])\w|[A-Z](?<=[a-z][A-Z])")  # \w[_.]\w|[a-z][A-Z]
_PROMPT = re.compile(r"^\s*\$ ")  # a command pasted with its shell's prompt: `$ npm test`
_WORD = re.compile(r"[^\W\d_]+", re.U)


def _split_identifier(match: re.Match[str]) -> str:
    return " ".join(p for p in re.split(r"[_.]", _CAMEL.sub(" ", match.group(0))) if p).lower()


def strip_code(text: str) -> str:
    """The text without fenced blocks and without lines of source code (by their shape: a line
    that opens with a keyword of a language may be the person's sentence)."""
    text = _FENCE.sub(" code ", text)
    lines = [ln for ln in text.splitlines() if not (_PROMPT.match(ln) or is_code_line(ln))]
    return "\n".join(lines)


def normalize(text: str) -> str:
    """The request as words: code, URLs, paths, hashes and numbers replaced by placeholders."""
    return _normalized(text[:MAX_CHARS])


# Mining asks for the same texts again and again (a request is compared with the one before
# and with the agent's reply in between): each is normalized, and split into words, once while
# it is recent. Keys are at most a few thousand characters, so the caches hold a few megabytes.
@lru_cache(maxsize=1024)
def _normalized(text: str) -> str:
    # Each replacement runs only on a text that can hold what it replaces (a scan of every
    # pattern over every text was a tenth of a first mining): the result is the same.
    text = strip_code(text)
    text = _INLINE_CODE.sub(" code ", text)
    if "://" in text:
        text = _URL.sub(" url ", text)
    if "/" in text:
        text = _PATH.sub(" path ", text)
    if _MAY_BE_FILE.search(text):
        text = _FILE.sub(" file ", text)
    text = _HEX.sub(" hash ", text)
    text = _NUMBER.sub(" number ", text)
    if _MAY_BE_IDENT.search(text):
        text = _IDENT.sub(_split_identifier, text)
    # Digits left inside words ("v2", "user12", "7am") are numbers too; runs collapse to one.
    text = _DIGITS.sub(" number ", text)
    text = _NUMBERS_RUN.sub("number ", text)
    # str.split cuts at the very characters \s matches (both ask Py_UNICODE_ISSPACE).
    return " ".join(text.split())


def words(text: str) -> list[str]:
    """Lower-case words of any script (no digits, no underscores)."""
    if len(text) > _MAX_REMEMBERED:
        return [w.lower() for w in _WORD.findall(text)]
    return list(_words(text))


_MAX_REMEMBERED = 2 * MAX_CHARS  # a request's words are asked for again; a document's are not


@lru_cache(maxsize=1024)
def _words(text: str) -> tuple[str, ...]:
    return tuple(w.lower() for w in _WORD.findall(text))


PLACEHOLDERS = frozenset({"code", "url", "path", "file", "hash", "number"})


def has_words(text: str, minimum: int = 2) -> bool:
    """True when the text, with its code removed, still says something in words."""
    count = 0
    for w in words(normalize(text)):
        if w in PLACEHOLDERS:
            continue
        # Scripts written without spaces (Japanese, Chinese) hold several words in one run.
        count += 1 if w.isascii() else max(1, len(w) // 2)
    return count >= minimum

