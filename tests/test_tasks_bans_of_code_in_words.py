"""A ban of doing something with code, and the tool said in its place: "never bind `0.0.0.0` in
dev, use `127.0.0.1`", "never block on `future.get()` in the event loop, use `thenApply`". The ban
gives no check of its own (binding or blocking is no term a line holds), so the line of the tool
says it, as it does for a ban in words ("never handle money by hand, use `Decimal`"); written as
"Use `127.0.0.1`." it asked for the address in every change and lost where. A ban whose verb is
one of using the code ("never hardcode `localhost`, use ...") is a check of its own, paired with
the tool in one line.
"""

from __future__ import annotations

import pytest

from helpers.judged import durable_lines

LINES: tuple[tuple[str, set[str]], ...] = (
    ("never bind `0.0.0.0` in dev, use `127.0.0.1`",
     {"Do not bind `0.0.0.0` in dev; use `127.0.0.1`."}),
    ("never block on `future.get()` in the event loop, use `thenApply`",
     {"Do not block on `future.get()` in the event loop; use `thenApply`."}),
    ("never convert `float` to `Decimal` by hand, use `to_decimal`",
     {"Do not convert `float` to `Decimal` by hand; use `to_decimal`."}),
    ("never handle money by hand, use `Decimal`", {"Do not handle money by hand; use `Decimal`."}),
    ("never hardcode `localhost`, use `config.host`", {"Use `config.host`, not `localhost`."}),
    ("never use `float` for money, use `Decimal`", {"Use `Decimal` for money, not `float`."}),
)


@pytest.mark.parametrize(("words", "lines"), LINES, ids=[w for w, _ in LINES])
def test_the_tools_line_says_the_ban_it_replaces(words: str, lines: set[str]) -> None:
    assert {line for _, _, line in durable_lines(words)} == lines
