"""A rule taken back by its term is looked for only in texts that may name the term.

Every way of taking a rule back by its term names the term ("forget the `gofmt` rule", "you can
use lodash again"), so the pattern of a rule's terms, compiled for each standing preference, is
built and run only for a text whose folded case holds one of them (`standing._may_name`). The
gate must never hide a match: it is checked here against the case-insensitive pattern itself,
on texts that name the term in other cases and in the letters `re.IGNORECASE` folds to ASCII.
"""

from __future__ import annotations

import re

import pytest

from skillsleep.tasks import standing
from skillsleep.tasks.judges import Judge
from skillsleep.tasks.judges.answer import MustNotMention
from skillsleep.tasks.taskdata import Task


def _term_pattern(terms: list[str]) -> re.Pattern[str]:
    return re.compile("(?:" + "|".join(re.escape(t) for t in sorted(terms)) + ")", re.I)


# (text, terms): each text names one of its terms, in some case.
NAMED = [
    ("forget the gofmt rule", ["gofmt"]),
    ("You can use Lodash again", ["lodash"]),
    ("the PRINT rule no longer applies", ["print"]),
    ("scrap what I said about `unwrap()`", ["unwrap()"]),
    ("STOP RUNNING MAKE LINT before each push", ["make lint"]),
    ("never mind the rule about Pytest.Mark.Parametrize", ["pytest.mark.parametrize"]),
    # Letters that a case-insensitive pattern matches to ASCII ones.
    ("forget the \u0130sort rule", ["isort"]),            # dotted capital I
    ("forget the \u0131sort rule", ["isort"]),            # dotless small i
    ("drop the ma\u017fter rule", ["master"]),            # long s
    ("the \u212aotlin rule is dropped", ["kotlin"]),      # Kelvin sign
    ("the `fmt.Println` rule is gone", ["fmt.println", "panic"]),
    # A term outside ASCII is always looked for by the pattern.
    ("vergiss die Regel zu Stra\u00dfe", ["stra\u00dfe"]),
    ("forget the r\u00e9sum\u00e9 rule", ["R\u00c9SUM\u00c9"]),
]

# (text, terms): texts that name none of the terms.
UNNAMED = [
    ("forget what I said about the imports", ["gofmt"]),
    ("add a retry to the upload client", ["lodash", "axios"]),
    ("", ["pytest"]),
    ("```\nmake test\n```", ["make lint"]),
]


@pytest.mark.parametrize(("text", "terms"), NAMED)
def test_a_text_that_names_a_term_is_read(text: str, terms: list[str]) -> None:
    assert _term_pattern(terms).search(text) is not None
    assert standing._may_name(text, terms)


@pytest.mark.parametrize(("text", "terms"), UNNAMED)
def test_a_text_that_names_no_term_is_let_go(text: str, terms: list[str]) -> None:
    assert _term_pattern(terms).search(text) is None
    assert not standing._may_name(text, terms)


def _task(n: int, request: str, judges: list[Judge] | None = None) -> Task:
    return Task(f"t{n}", request, "codex", f"s{n}", project="/work/app",
                time=f"2026-11-0{n}T09:00:00Z", judges=judges or [])


def _said(term: str) -> list[tuple[Task, Judge]]:
    judge = MustNotMention([term], quote=f"never use {term}")
    return [(_task(1, f"never use {term}", [judge]), judge)]


def test_no_pattern_is_built_when_no_later_text_names_the_term(
        monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[str] = []
    real = standing.Gated

    def counted(pattern: str) -> standing.Gated:
        built.append(pattern)
        return real(pattern)

    monkeypatch.setattr(standing, "Gated", counted)
    later = [_task(2, "add a retry to the upload client"), _task(3, "now write its tests")]
    assert not standing._taken_back(_said("lodash"), later, "/work/app", {})
    assert built == []
    later.append(_task(4, "you can use lodash again"))
    assert standing._taken_back(_said("lodash"), later, "/work/app", {})
    assert len(built) == 1
