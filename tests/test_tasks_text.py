"""Request text made comparable: placeholders for code, paths and numbers, the same answer for
the same text however often it is asked (mining asks for recent texts again and again)."""

from __future__ import annotations

import random
import re

from skillsleep.tasks.text import MAX_CHARS, normalize, words


def test_paths_numbers_and_identifiers_become_words() -> None:
    said = "Fix `parse()` in src/app/main.py, line 42: getUserName returns None"
    assert normalize(said) == "Fix code in path , line number : get user name returns None"


def test_the_same_text_reads_the_same_every_time() -> None:
    text = "refactor the config loader, see https://example.com/issue/7 and commit deadbeef1"
    first = normalize(text)
    assert first == "refactor the config loader, see url and commit hash"
    assert all(normalize(text) == first for _ in range(3))


def test_only_the_first_characters_count_and_odd_input_is_no_error() -> None:
    head = "please update the docs " * (MAX_CHARS // 23 + 1)
    assert normalize(head + "```and then this code```") == normalize(head[:MAX_CHARS])
    assert normalize("") == ""
    assert normalize("   \n\t ") == ""
    assert normalize("```\nonly code\n```") == "code"


def test_words_are_lower_case_words_of_any_script_and_a_fresh_list_each_time() -> None:
    said = "Fix the Login bug in café_v2, then push to Zürich-Main; 日本語も"
    first = words(said)
    assert first == ["fix", "the", "login", "bug", "in", "café", "v", "then", "push", "to",
                     "zürich", "main", "日本語も"]
    first.append("changed by a caller")
    assert words(said) == first[:-1]
    long = "word " * (MAX_CHARS * 2)
    assert words(long) == ["word"] * (MAX_CHARS * 2)
    assert words("") == [] and words("123 _ 4.5") == []


# Every replacement as first written, each run over the whole text: what normalize must give,
# whichever texts it skips a replacement on and however its patterns open.
_AS_WRITTEN = (
    (r"`[^`\n]{1,200}`", " code ", 0),
    (r"\bhttps?://\S+", " url ", re.I),
    (r"(?:(?<=\s)|^)(?:~|\.{1,2})?(?:/[\w.@+-]+){2,}/?|\b[\w-]+(?:/[\w.-]+)+\.\w+\b", " path ", 0),
    (r"\b[\w-]+\.(?:py|js|ts|tsx|jsx|go|rs|java|rb|c|h|cpp|md|json|ya?ml|toml|txt|sh|sql|html|"
     r"css|lock|cfg|ini)\b", " file ", re.I),
    (r"\b[0-9a-f]{7,40}\b", " hash ", re.I),
    (r"\b\d+(?:[.,:]\d+)*\b", " number ", 0),
    (r"\b\w+(?:[_.]\w+)+\b|\b[a-z]+(?:[A-Z][a-z0-9]*)+\b", None, 0),
    (r"\d+", " number ", 0),
    (r"(?:\bnumber\b[\s.,:]*){2,}", "number ", 0),
    (r"\s+", " ", 0),
)


def _as_written(text: str) -> str:
    from skillsleep.tasks.text import _split_identifier, strip_code

    text = strip_code(text[:MAX_CHARS])
    for pattern, by, flags in _AS_WRITTEN:
        text = re.sub(pattern, by if by is not None else _split_identifier, text, flags=flags)
    return text.strip()


# Pieces that make each replacement apply, almost apply or not apply: paths with and without a
# slash, identifiers at a word's edge, typed "number"s, digits in words, every kind of space.
_PIECES = ("a", "B", "_", ".", "/", "://", "HTTP://x.io/a", "~/a/b", "../x/y", "src/app.py",
           "x.JSON", "7", "2.3", "1,5:9", "deadbeef12", "DEADBEEF", "number", "Number", " ",
           "\t", "\n", "\x1c", "\x85", "\u00a0", "\u2028", "\u3000", "`", "```", "getUserName",
           "e.g.", "v2", "é", "日本", "-", ",", ":", "def ", "__init__", "x_", "_y", "a.b.c")


def test_normalize_gives_what_every_replacement_run_over_the_whole_text_gives() -> None:
    rng = random.Random(11)
    texts = ["".join(rng.choice(_PIECES) for _ in range(rng.randint(0, 30)))
             for _ in range(3000)]
    texts += ["number number 4 and 5: number", "see user12 at 7am, v2.1.0 of fooBar_baz",
              "no slash, no digit, no code", "path/to\u00a0file.md\u2028next", ""]
    for text in texts:
        assert normalize(text) == _as_written(text), repr(text)


def test_a_text_without_what_a_replacement_needs_keeps_its_words() -> None:
    assert normalize("rename the flag and run the tests again") == \
        "rename the flag and run the tests again"
    assert normalize("the number of retries, e.g. three") == \
        "the number of retries, e g. three"
    assert normalize("use\u00a0the\u2028new\x1cflag\t\t") == "use the new flag"
