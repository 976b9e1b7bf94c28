"""A tool's purpose is kept in its line when the person also says what the tool is used with
("always use `fmt.Errorf` with `%w` to wrap errors") or what the work is done with in words
("always wrap errors with context using `fmt.Errorf`"): "Use `fmt.Errorf`." alone would ask for
the call in every change.
"""

from __future__ import annotations

import pytest

from helpers.judged import durable_lines

LINES = (
    ("always use `fmt.Errorf` with `%w` to wrap errors",
     "Use `fmt.Errorf` with `%w` to wrap errors."),
    ("always use `structlog` with `bind()` to add request context",
     "Use `structlog` with `bind()` to add request context."),
    ("always wrap errors with context using `fmt.Errorf`",
     "Use `fmt.Errorf` to wrap errors with context."),
    ("always use `fmt.Errorf` to wrap errors", "Use `fmt.Errorf` to wrap errors."),
    ("always hash passwords using `bcrypt`", "Use `bcrypt` to hash passwords."),
)


@pytest.mark.parametrize(("words", "line"), LINES)
def test_the_purpose_is_kept_with_what_the_tool_is_used_with(words: str, line: str) -> None:
    assert [ln for _k, _t, ln in durable_lines(words)] == [line], words
