"""The rules of an answer's or a message's form: each finds what it is written for, and every
word it matches holds the rule's cue, the look that spares the clauses saying nothing of form."""

from __future__ import annotations

import re

import pytest

from skillsleep.tasks.judges.mine import FORM_RULES, form_judges

# How people ask for a form, in the words each rule is written for (every alternative of a
# rule at least once, in various letter cases).
SAID = {
    "conventional commits": ["use Conventional Commits", "commit as feat(cli): ... or fix: ...",
                             "fix: for bugs, feat: for features"],
    "in N commits": ["split this into three commits", "make it separate commits",
                     "land it as 2 commits"],
    "line length": ["keep the subject line under 50 characters",
                    "wrap the commit message lines at most 72 chars",
                    "keep the summary line to 80 characters or less"],
    "max words": ["keep the answer under 100 words", "reply in 50 words or fewer"],
    "min words": ["the description needs at least 200 words"],
    "as JSON": ["answer as JSON", "respond with valid json", "JSON only, please"],
    "as bullets": ["answer as bullet points", "use a bulleted list", "bullets, no prose"],
    "numbered": ["give me a numbered list"],
    "code block": ["put it in a fenced code block"],
    "sections": ["include a \"Testing\" section", "sections: Summary, Risks and Rollout",
                 "the write-up must have a Motivation heading"],
    "name case": ["use snake_case for all function names", "React components are PascalCase",
                  "constants are SCREAMING_CASE in this codebase", "Env vars must be all caps",
                  "Go package names are lowercase", "branch names should be kebab-case"],
    "test files named like": ["test files should be named foo_test.go",
                              "Name Python test modules like test_<module>.py",
                              "Specs follow the `*.spec.ts` pattern"],
}


def test_every_rule_is_said_here_and_has_a_cue() -> None:
    assert {rule.name for rule in FORM_RULES} == set(SAID)
    assert all(rule.cue.strip() for rule in FORM_RULES)


@pytest.mark.parametrize("rule", FORM_RULES, ids=lambda r: r.name)
def test_each_rule_finds_its_form_and_every_match_holds_its_cue(rule) -> None:  # type: ignore[no-untyped-def]
    for clause in SAID[rule.name]:
        assert rule.name in [r.name for r, _ in form_judges(clause)], clause
    # Every match, in these words and in every other rule's.
    for clause in (c for said in SAID.values() for c in said):
        for m in rule.pattern.finditer(clause):
            assert re.search(rule.cue, m.group(0), re.I), (rule.name, m.group(0))


def test_a_clause_with_no_cue_has_no_form_and_odd_input_is_no_error() -> None:
    for clause in ("", "   ", "fix the login bug and run the tests", "日本語で答えて",
                   "x" * 20_000, "under 50", "at least 3"):
        assert form_judges(clause) == []
    # Case is read as the rules read it.
    assert [r.name for r, _ in form_judges("ANSWER AS JSON")] == ["as JSON"]
