"""A rule said of a place right after its term, or of new work of a kind, keeps it in its line.

"never use `Console.WriteLine` in the API" written as "Do not use `Console.WriteLine`." would
ban it in every project of the solution; the place is any name the person gives a part of their
code ("the API", "the shared types", "the daemon"), not only the kinds of code the reader knows
by name. The whole project ("in the codebase") and a time ("in the future") are no place.
"""

from __future__ import annotations

import pytest

from helpers.judged import AVOIDS, durable_lines, wider_than_said

PLACED = (
    ("never use `Console.WriteLine` in the API", "in the API"),
    ("always avoid `any` in the shared types", "in the shared types"),
    ("never call `os.Exit` in the library", "in the library"),
    ("never use `SELECT *` in the reporting queries", "in the reporting queries"),
    ("we always use `slog` in the daemon", "in the daemon"),
    ("don't ever use `dangerouslySetInnerHTML` in the storefront", "in the storefront"),
    ("never `panic!` inside the parser, return an error", "inside the parser"),
    ("no `Console.WriteLine` in the API, I told you yesterday", "in the API"),
    # new work of a kind as the subject of a convention in the present: for that work only
    ("New screens are `SwiftUI`", "new screens"),
    ("new endpoints use `zod` for validation", "new endpoints"),
    ("new tables get `identity` columns instead of `serial`", "new tables"),
    ("every new lambda takes `ctx` first", "new lambda"),
)


@pytest.mark.parametrize(("words", "place"), PLACED)
def test_the_line_keeps_the_place_said_after_the_term(words: str, place: str) -> None:
    assert wider_than_said(words, place) == [], words


@pytest.mark.parametrize("words", (
    "never use `eval` in the future",
    "never use `any` in the codebase",
    "we never use `var` in our code",
))
def test_the_whole_project_or_a_time_is_no_place(words: str) -> None:
    lines = durable_lines(words)
    assert [k for k, _, _ in lines] == [AVOIDS]
    assert " in " not in lines[0][2], lines
