"""The miner's costly patterns are searched behind a cheap one that every match contains: they
find exactly what they found searched alone, in any case and script, and a request's lead reads
the same however often it is asked for."""

from __future__ import annotations

import pytest

from skillsleep.tasks import directives
from skillsleep.tasks.instruction import instruction_of, split_sentences

CLAUSES = [
    "use pnpm, not npm",
    "use `ruff` instead of `flake8` everywhere",
    "Prefer httpx over requests in tests",
    "keep the old flag in favour of backwards compatibility",
    "write it in Go rather than Python",
    "pin the versions so that the build is reproducible",
    "add a retry, because the upload fails at times",
    "squash the commits - to keep the history readable",
    "run the linter first; otherwise CI fails",
    "USE YARN, NOT NPM — SINCE THE LOCKFILE IS YARN'S",
    "rename the module as it clashes with the stdlib",
    "fix the typo",
    "not now",
    "a clause with no rule at all",
    "",
    "   ",
    "so\nthat the second line has it",
    "use ſed, not awk, becauſe it is there",   # long s: a case-insensitive match of "s"
    "use \u212aubectl rather than the dashboard",  # the Kelvin sign matches "k" in any case
    "utilise pnpm\tinstead of\tnpm",
    "x" * 3000 + " so that it scales",
]


@pytest.mark.parametrize("pattern", [directives._REASON, directives._CONTRAST],
                         ids=["reason", "contrast"])
def test_prefiltered_patterns_find_what_they_find_alone(pattern: directives._Prefiltered) -> None:
    found = 0
    for clause in CLAUSES:
        alone = pattern.full.search(clause)
        got = pattern.search(clause)
        assert (got is None) == (alone is None), clause
        if got is not None and alone is not None:
            found += 1
            assert got.span() == alone.span() and got.groupdict() == alone.groupdict()
    assert found >= 5  # the clauses above hold reasons and contrasts: the test sees matches


def test_a_lead_is_the_first_three_sentences_every_time() -> None:
    ins = instruction_of("Fix the login bug. Then add a test. Run it. Push when green.")
    assert ins.lead == " ".join(split_sentences(ins.words)[:3])
    assert ins.lead == "Fix the login bug. Then add a test. Run it."
    assert instruction_of("").lead == ""


def test_a_kind_is_found_in_the_lead_or_in_later_sentences() -> None:
    from skillsleep.tasks.kinds import kind_of

    # All its words are its lead: looked for once.
    assert kind_of("commit the current changes").id == "commit"
    assert kind_of("what is my balance?") is None
    # (Slowness told is performance work: the lead here tells nothing of a kind.)
    assert kind_of("The parser module is old. It has grown. It has many callers.") is None
    # Past the first three sentences of the typed words.
    later = ("The parser module is old. It has grown. It has many callers. "
             "Please write unit tests for the parser module.")
    assert instruction_of(later).lead != instruction_of(later).words
    assert kind_of(later).id == "add-tests"
