"""An ask said as what the result must have, not as what to do.

People ask for a check or a file edit as often by what the result must have as by an
imperative: "make sure the PR has a changelog entry", "the PR needs a changelog entry too",
"make sure `sqlfluff lint` is clean", "npm run lint needs to be green before you hand it back",
"don't forget the changelog". Said again for a term an ask was found for, each is that ask made
again (`repetition.asks_for`); this module reads the shapes, for the clause and the term in it:

- a verb of making sure ("make sure", "ensure", "be sure"), then the result of the work (the
  PR, the change, the commit, the diff, the branch) and a verb of having ("has", "includes",
  "comes with"), then the term;
- the result of the work, or a thing the work made named as new ("the new test", "each new
  handler"), then a verb of needing ("needs", "should have", "must include", "requires"), then
  the term ("the new test needs `t.Parallel()` as well");
- a verb of making sure, then the term as a check that passes ("passes", "is clean", "is
  green", "succeeds") or that is run ("make sure `./gradlew spotlessApply` is run"), or the
  term that "needs to" / "has to" / "must" pass or be clean;
- a reminder not to leave it out ("don't forget", "remember to run"), then the term;
- the work said to be in the state the check leaves it in: "make sure it's formatted", "keep
  it mypy-clean", "it should be lint-clean before you hand it back", "make sure it typechecks"
  (`asks_as_state`): the work ("it", "the code", "the change") is the subject, a verb of being
  or of making sure comes before, and the term is glued to the word of the state ("-clean",
  "clean", or the check's verb inflected: "formatted", "linted", "typechecks").

Only the term as the thing had may follow: an article before it, and after it at most a word
that names the edit of a file ("a changelog entry", "a CHANGELOG.md line") and words of when or
of politeness. "make sure the PR has a screenshot of the changelog" is about a screenshot.
"""

from __future__ import annotations

import re
from functools import lru_cache

# The result of the work, as people name it when they say what it must have.
_RESULT = (r"(?:(?:the|this|your|each|every|my|our)\s+)?(?:pr|mr|pull\s+request|merge\s+request|"
           r"change(?:set)?|commit|diff|patch|branch)")
_ENSURE = r"(?:(?:please|pls|and|also|just|then)\s+)*(?:make\s+sure|ensure|be\s+sure)(?:\s+that)?"
_HAS = r"(?:has|have|includes?|contains?|comes\s+with|gets?|got)"
_NEEDS = (r"(?:needs|requires|(?:should|must|has\s+to|needs\s+to)\s+(?:have|include|contain|"
          r"get|come\s+with))")
_ARTICLE = r"(?:(?:a|an|the|its|their)\s+)?"
# A check that passes, said of the term.
_PASSES = (r"(?:passes|is\s+(?:clean|green|happy|passing)|succeeds|comes\s+back\s+clean|"
           r"runs\s+clean)")
_MUST_PASS = (r"(?:needs|has|must|should)(?:\s+to)?\s+(?:pass|be\s+(?:clean|green|happy|"
              r"passing)|succeed|come\s+back\s+clean)")
_REMIND = (r"(?:(?:please|pls|and|also|oh|again)\W+)*(?:don'?t|do\s+not)\s+forget(?:\s+to\s+"
           r"(?:run|use|add|update|do))?|remember\s+to\s+(?:run|use|add|update|do)")
# What the work at hand made, named as new: "the new test", "these new handlers", "each new
# endpoint" (a thing of the code named otherwise, "the test", may be any).
_MADE = r"(?:the|these|those|each|every|this|that)\s+new\s+[\w-]+(?:\s+[\w-]+)?"
_MADE_NEEDS = (r"(?:needs?|requires?|(?:should|must|has\s+to|have\s+to|needs?\s+to)\s+(?:have|"
               r"include|get|call|use))")
# Before the term, the whole of the clause's words up to it.
_BEFORE = re.compile(rf"^\W*(?:{_ENSURE}\s+{_RESULT}\s+{_HAS}|{_RESULT}\s+{_NEEDS}"
                     rf"(?:\s+(?:also|too))?|{_MADE}\s+{_MADE_NEEDS}"
                     rf"(?:\s+(?:also|too))?|{_ENSURE}|{_REMIND})\s+{_ARTICLE}[`'\"]?$", re.I)
# The edit of a file named by the file: "a changelog entry".
_AN_EDIT = r"(?:\s+(?:entry|entries|note|line|bump))?"
# After the term: when, how often, politeness, to the clause's end.
_WHEN = (r"(?:(?:\s*,)?\s+(?:too|again|also|as\s+well|please|pls|this\s+time|each\s+time|"
         r"every\s+time)|\s+(?:before|once|when|after)\s+[^,;.!?]*)*\W*$")
_AFTER_HAD = re.compile(rf"^[`'\"]?{_AN_EDIT}{_WHEN}", re.I)
_AFTER_CHECK = re.compile(rf"^[`'\"]?\s+(?:{_PASSES}|{_MUST_PASS}){_WHEN}", re.I)
# "make sure `./gradlew spotlessApply` is run": the run itself, after a verb of making sure only
# ("`make lint` is run in CI" tells how things are).
_AFTER_RUN = re.compile(rf"^[`'\"]?\s+(?:is|gets|has\s+been)\s+run{_WHEN}", re.I)


def asks_as_required(clause: str, start: int, end: int) -> bool:
    """Does the clause ask for the term at clause[start:end] as what the result must have?"""
    before, after = clause[:start], clause[end:]
    if _BEFORE.match(before):
        ensure = re.match(rf"^\W*{_ENSURE}\s+{_ARTICLE}[`'\"]?$", before, re.I)
        # "make sure X" alone is of the check that passes: "make sure `X` is clean".
        if ensure:
            return (_AFTER_CHECK.match(after) or _AFTER_RUN.match(after)) is not None
        return _AFTER_HAD.match(after) is not None
    # "npm run lint needs to be clean before you hand it back": the term opens the clause.
    return not before.strip(" `'\"") and _AFTER_CHECK.match(after) is not None


# The work at hand, as the subject of what it must be.
_WORK = (r"(?:it|this|that|they|these|everything|all\s+of\s+it|(?:the|this|your|my)\s+"
         r"(?:code|change|changes|diff|patch|pr|branch|work))")
_OPENS = r"(?:(?:please|pls|and|also|then|now|just|oh)\W+)*"
# Before the term: "make sure it's", "keep it", "it should be", "it needs to", "make sure it".
_STATE_BEFORE = (rf"^\W*{_OPENS}(?:(?:{_ENSURE}\s+)?{_WORK}(?:'s|'re|\s+(?:is|are|stays?)|"
                 r"\s+(?:should|must|needs?\s+to|has\s+to|have\s+to)(?:\s+(?:be|stay))?)?|"
                 rf"(?:keep|leave)\s+{_WORK})\s+[`'\"]?")
# The term glued to the word of the state: "-clean", "formatted", "typechecks".
_STATE_OF = r"(?:[`'\"]?[- ]clean|(?:ted|ed|d|s)(?![\w-])|(?=\s+cleanly\b))(?:\s+cleanly)?"


@lru_cache(maxsize=1024)
def _state_pattern(term: str) -> re.Pattern[str]:
    return re.compile(rf"{_STATE_BEFORE}{re.escape(term)}{_STATE_OF}{_WHEN}", re.I)


def asks_as_state(clause: str, term: str) -> bool:
    """Does the clause ask for the check `term` names (a tool, or the verb of a kind of check:
    "format", "lint", "typecheck") by the state the work must be left in ("make sure it's
    formatted", "keep it mypy-clean", "it should typecheck cleanly when you're done")? A
    question or a report of how the code was ("was it mypy clean before?", "it's formatted
    with tabs") has the subject elsewhere or words after it that are no time nor politeness."""
    return _state_pattern(term).match(clause) is not None
