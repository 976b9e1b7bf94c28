"""A spelling pair is read as writing however it is said to hold.

A pair of forms of one word ("spell it 'email', not 'e-mail'", "`Github` should be `GitHub`")
said with no habit word of the team's is still a spelling, and holds as any contrast does; with
a word that carries it onwards ("from now on", "going forward") it is the team's rule; said of
one place or time at hand ("in this heading", "for now") it is none. Before, a pair said without
the team's habit fell to the reader of contrasts, which banned the wrong form as code ("Do not
use e-mail."), and a habit word before the team ("going forward we write 'e-mail' as 'email'")
turned the pair around ("Use e-mail."). Two names of code set against each other stay a rename,
not a spelling.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import ADDS, AVOIDS, HERE, Judged, durable_lines, judged

# (words, what they give): every one of these is read as writing (`written` judges).
PAIRS: tuple[tuple[str, Judged], ...] = (
    # a pair set against each other, as any contrast, holds beyond the work at hand
    ("spell it 'email' not 'e-mail'", {(ADDS, "email", True), (AVOIDS, "e-mail", True)}),
    ("in the README, spell it 'canceled' not 'cancelled'",
     {(ADDS, "canceled", True), (AVOIDS, "cancelled", True)}),
    ("call it 'GitHub', not 'Github'", {(ADDS, "GitHub", True), (AVOIDS, "Github", True)}),
    # said as the team's way onwards
    ("from now on spell it 'email' not 'e-mail'",
     {(ADDS, "email", True), (AVOIDS, "e-mail", True)}),
    ("from now on, spell it 'judgment', not 'judgement'",
     {(ADDS, "judgment", True), (AVOIDS, "judgement", True)}),
    ("going forward we write 'e-mail' as 'email'",
     {(ADDS, "email", True), (AVOIDS, "e-mail", True)}),
    ("please always spell it 'email' not 'e-mail'",
     {(ADDS, "email", True), (AVOIDS, "e-mail", True)}),
)


@pytest.mark.parametrize(("words", "expected"), PAIRS, ids=[w for w, _ in PAIRS])
def test_a_pair_of_one_word_is_read_as_writing(words: str, expected: Judged) -> None:
    assert judged(words) == expected
    assert all(j.params().get("written") for j in derive([Quote(words, HERE)]))
    for _, _, line in durable_lines(words):
        assert line.startswith("Write "), line


# (words, the one line the night writes for both sides)
JOINED = (
    ("`Github` should be `GitHub`", "Write `GitHub`, not `Github`."),
    ("'realise' should always be written 'realize'", "Write realize, not realise."),
    ("from now on spell it 'email' not 'e-mail'", "Write email, not e-mail."),
)


@pytest.mark.parametrize(("words", "line"), JOINED, ids=[w for w, _ in JOINED])
def test_both_sides_of_a_pair_are_one_line(words: str, line: str) -> None:
    assert {said for _, _, said in durable_lines(words)} == {line}


# Not a spelling: names of code set against each other, or nothing said of writing.
NOT_SPELLINGS = (
    "it's `UserStore`, not `UserStorage`",
    "`foo` should be `bar`",
    "spell it out in the docs",
    "the old docs spelled it 'e-mail', not 'email'",
    # one place or time at hand
    "write 'colour' as 'color' in this heading",
    "for now spell it 'email' not 'e-mail'",
)


@pytest.mark.parametrize("words", NOT_SPELLINGS)
def test_names_of_code_and_others_words_give_no_spelling(words: str) -> None:
    assert not any(line.startswith("Write ") for _, _, line in durable_lines(words))
    assert not {(k, t) for k, t, _ in judged(words)} & {
        (ADDS, "UserStore"), (AVOIDS, "UserStorage"), (ADDS, "bar"), (AVOIDS, "foo"),
        (ADDS, "email"), (AVOIDS, "e-mail")}


# A form said with the mark it is written without: the form as said is the one turned away.
LEFT_OUT: tuple[tuple[str, str], ...] = (
    ("we always write 'e-mail' without the hyphen", "email"),
    ("we always write 'e-mail' without the hyphen: 'email'", "email"),
    ("in the docs, always write 'data base' with no space", "database"),
    ("please always write 'open source' without a hyphen in the docs", "open source"),
)


@pytest.mark.parametrize(("words", "right"), LEFT_OUT, ids=[w for w, _ in LEFT_OUT])
def test_a_form_said_with_the_mark_it_is_written_without(words: str, right: str) -> None:
    assert {t for k, t, durable in judged(words) if k == ADDS and durable} == {right}


def test_a_spelling_kept_to_one_part_of_speech_gives_nothing() -> None:
    assert judged("in the docs we write 'set up' with no space when it's a noun") == set()
