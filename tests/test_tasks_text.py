"""Request text made comparable: placeholders for code, paths and numbers, the same answer for
the same text however often it is asked (mining asks for recent texts again and again)."""

from __future__ import annotations

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
