"""The words that state a shape of code as the team's way, and the judge each gives.

"`ctx` is the first parameter", "tests here are table-driven", "Ruby files open with `# frozen_
string_literal: true`", "error messages are lowercase", "finders return `Optional`", "service
objects expose a single `call` method": a shape said of a kind of code, with a mark of the rule
("here", "in this codebase", "our", "always", "every", "should", "must", a plain plural said of all
code of its kind). The judges themselves live in `code_facts.py`, registered with the others so
that a stored task loads them without this reader.

How a clause stands to what it says is the rule reader's (`directives`), read as every rule is:
- no rule at all (`states_no_rule`): a question, someone else's words, a musing or a condition,
  a one-off of the work at hand, what someone did, someone else's code;
- a ban (`said_as_ban`, read on the clause up to the shape said): "we don't write table-driven
  tests", "finders must not return `Optional`", "never lowercase error messages". No judge here
  can state the ban of a shape (none checks that tests are NOT table-driven), so a ban gives
  nothing, never the positive rule. The patterns that say a shape by banning its opposite
  ("don't capitalize error strings", "never assert on substrings") own their negation: only
  what comes before them is read for a ban.
What is left here is what those readings do not hold for a sentence that names no term: the
code as it is now ("already", "right now", "used to"), a judgement ("overkill"), a reason, an
exception, one file named, a pasted tool's label ("golint: ...").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ..directives import SAID_FOR_GOOD, said_as_ban, states_no_rule
from ..terms import FOR_NOW, is_program_run
from .base import Judge
from .code import LANGUAGES, SHORT_NAMES
from .code_facts import (
    ContextFirst,
    ErrorMessagesStyle,
    FileOpensWith,
    FindersReturn,
    ParametrizedTests,
    SingleCallMethod,
    TableDrivenTests,
    WholeOutputAsserted,
)

_I = re.IGNORECASE

# The code as it is, a judgement, a reason, an exception, one file, a pasted label: no rule of
# the team's, in words the rule reader reads per term elsewhere.
_NOT_A_RULE = re.compile(
    rf"\b(?:already|{FOR_NOW}|yet|used\s+to|was|were|"
    r"anymore|their|theirs|they|upstream|vendor'?s?|overkill|to\s+avoid|because|except|unless|"
    r"this\s+(?:one|test|file|function|func|method|class|module|service|assertion|helper|"
    r"finder|error|signature|PR|change)|that\s+(?:one|test|file|function))\b|"
    r"\bin\s+`[^`\s]+\.\w+`|\bin\s+[\w/]+\.\w{1,4}\b|"
    # "can we fix: ...", "could you make ...": an ask of the work or a question, however it ends
    # (the rule reader takes these as asks, which a shape said as the team's way is not)
    r"^\W*(?:can|could|would|should\s+we)\b|"
    # (a label read from the first character of its run: `instruction._SCANNER_LINE`)
    r"^\W*(?<![\w-])(?!(?:note|rule|reminder|fyi|also|pls|please|convention|style|"
    + "|".join(sorted({*LANGUAGES, *SHORT_NAMES})) + r")\b)[\w-]++:\s|"
    r"\bin\s+the\s+[A-Z]\w+\s+(?:codebase|repo|project)\b|\bI\s+(?:opened|saw|found|checked)\b",
    _I)
# The code that is there, pointed at ("the tests are table-driven"), unless a rule's own word says
# it is the way all such code is to be ("the context should always come first").
_POINTED = re.compile(r"^\W*(?:the|these|those|it|its)\s", _I)
_HERE = r"here|in\s+this\s+(?:codebase|repo|repository|project|crate|package|app)|our"
_STRONG = re.compile(rf"\b(?:should|must|always|every|each|{_HERE})\b", _I)
# A mark that the words say the team's way: where it holds, whose, how often (the habit words
# are the rule reader's). A bare ask ("use table-driven tests") is the work's, no rule that
# stands.
_RULE_MARK = re.compile(
    rf"\b(?:{_HERE}|we|house\s+style|convention|every|each|all|any|should|must|need\s+to|"
    # a ban of the opposite is a rule's mark too ("don't capitalize error strings"); whether
    # the shape itself is banned is `said_as_ban`'s
    r"has\s+to|have\s+to|make\s+sure|never|don'?t|do\s+not)\b|"
    # a plain plural said of all code of its kind: "Ruby files open with ...", "finders return"
    r"^\W*(?:[A-Z][\w#+]*\s+)?[a-z][\w-]*s\s+(?:[a-z]+\s+)?(?:open|start|begin|return|are|"
    r"expose|have|take|come|go)\b", _I)


@dataclass(frozen=True)
class _Reader:
    """One shape as people say it: the patterns that say it, those of them that say it by
    banning its opposite (`owns_ban`), and the judge they make."""

    name: str
    patterns: tuple[re.Pattern[str], ...]
    build: Callable[[re.Match[str], str], Judge | None]
    owns_ban: tuple[re.Pattern[str], ...] = ()

    def judge(self, clause: str) -> Judge | None:
        m = next((m for p in self.patterns if (m := p.search(clause))), None)
        if m is None:
            return None
        # a ban said before the shape ("we don't write table-driven tests") bans it
        if said_as_ban(clause[:m.start() if m.re in self.owns_ban else m.end()]):
            return None
        return self.build(m, clause)


def _rx(*patterns: str) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p, _I) for p in patterns)


_CTX = r"(?:`?ctx(?:\s+context\.Context)?`?|`?context\.Context`?|(?:the\s+)?context(?:\s+arg\w*)?)"
_PARAM = r"(?:param(?:eter)?s?|arg(?:ument)?s?)"
_BE = r"(?:is|should\s+(?:always\s+)?be|must\s+(?:always\s+)?be|always\s+is|is\s+always)"
_FIRST_SAID = _rx(
    rf"{_CTX}\s+(?:{_BE}|goes|comes|always\s+(?:goes|comes)|"
    rf"should\s+(?:always\s+)?(?:go|come))\s+(?:always\s+)?(?:the\s+)?first\b"
    rf"(?:\s+{_PARAM})?",
    rf"\b(?:pass|put|take|takes|accept|accepts|place)\s+{_CTX}\s+(?:as|in)\s+(?:the\s+|their\s+|"
    rf"its\s+)?first\s+(?:{_PARAM}|position|place)",
    rf"\btake\s+{_CTX}\s+first\b|\bfirst\s+{_PARAM}\s+{_BE}\s+(?:always\s+)?{_CTX}")

# "table-driven", or a table of cases said as the tests' parameters ("parametrized"): the
# second is read only where a language is named or spelled as pytest spells it (`_table_driven`).
_TABLE = r"(?:table[- ]driven|param(?:et)?eri[sz]ed|parametri[sz]ed)"
_TABLE_SAID = _rx(
    r"\btests?\b[^.;]{0,40}?\b(?:are|is|should(?:\s+always)?\s+be|must(?:\s+always)?\s+be|"
    r"always\s+are)\s+(?:always\s+)?"
    rf"{_TABLE}\b(?!\s+(?:by|with|over|on|from|through|via)\b(?!\s+(?:`|@|pytest|test\.each|"
    r"it\.each|junit)))",
    r"\b(?:write|use|prefer|keep|make)\s+(?:all\s+|our\s+|new\s+)?(?:the\s+)?(?:go\s+)?"
    r"table[- ]driven\s+(?:unit\s+)?tests\b",
    r"\btests?\b[^.;]{0,40}?\buse\s+(?:a\s+)?table[- ]driven\s+(?:style|tests|approach)\b")

_WHOLE_SAID = _rx(
    r"\b(?:compare|assert\s+on|assert|check|match)\s+(?:against\s+)?(?:the\s+)?(?:whole|full|"
    r"entire|complete|exact)\s+(?:\w+\s+)?(?:output|string|message|text|value|result|body|"
    r"response)",
    r"\b(?:expectations|assertions|expected\s+values)\s+are\s+(?:always\s+)?(?:literal|exact|"
    r"whole|full)\s+(?:strings|values|outputs?)\b",
    r"\btests\s+(?:check|compare|assert)\s+the\s+(?:complete|whole|full|entire|exact)\s+"
    r"(?:output|string|message|text)")
_NO_SUBSTRING = _rx(
    r"\b(?:don'?t|do\s+not|never|no)\s+(?:assert(?:ing|ions?)?|check(?:ing|s)?|match(?:ing|es)?)"
    r"\s+(?:on\s+|with\s+|against\s+)?(?:a\s+)?substrings?\b")

# The lines people name as a file's opening, and the language each belongs to.
_HEADERS = (
    (r"#\s*frozen_string_literal:\s*true", "ruby"),
    (r"from\s+__future__\s+import\s+annotations", "python"),
    (r"declare\(strict_types\s*=\s*1\);?", "php"),
    (r"[\"']use\s+strict[\"'];?", "javascript"),
    (r"set\s+-[euxo]+(?:\s+pipefail)?", "bash"),
)
# The words that name a language's files: its name, its short names, its endings (`code.py`);
# Node's name says JavaScript's files, "sh" a shell's.
_SPOKEN = {"javascript": ("node",), "bash": ("sh",)}
_LANGUAGE_WORDS = tuple(
    (language, "|".join(re.escape(w) for w in sorted(
        {language, *(s for s, full in SHORT_NAMES.items() if full == language),
         *_SPOKEN.get(language, ()), *endings})))
    for language, endings in LANGUAGES.items())
_HEADER = "|".join(h for h, _ in _HEADERS)
_LINE = rf"(?P<line>`[^`]{{4,80}}`|{_HEADER})"
_FILES = (r"(?P<kind>(?:(?:all|every|each|any|our|new|the)\s+)*(?:new\s+)?(?:[\w.#+]+\s+)?"
          r"(?:files?|modules?|scripts?|sources?))")
_OPENS_SAID = _rx(
    rf"{_FILES}\s+(?:(?:{_HERE})\s+)?"
    r"(?:should\s+|must\s+|always\s+|need\s+to\s+|have\s+to\s+)?(?:always\s+)?"
    rf"(?:open|opens|start|starts|begin|begins)\s+with\s+{_LINE}",
    rf"\bfirst\s+line\s+of\s+{_FILES}\s+(?:is|should\s+be|must\s+be)\s+{_LINE}",
    rf"(?:\b(?:put|add|keep)\s+)?{_LINE}\s+(?:goes\s+|belongs\s+|comes\s+)?(?:at|on)\s+(?:the\s+)?"
    rf"(?:top|first\s+line)\s+of\s+{_FILES}",
    rf"\b(?:open|start|begin)\s+{_FILES}\s+with\s+{_LINE}")

# Words between the errors and what is said of them, within one statement ("are logged and
# lowercase letters are fine" says two things).
_GAP = r"(?:(?!\b(?:and|but|while|though)\b)[^.;,]){0,30}?"
_ERRORS = r"(?:(?:go|rust|our|all|the)\s+)?(?:error\s+(?:messages|strings)|errors)"
_LOWERCASE = r"lower[- ]?case(?![\w-])"  # not "lowercased": what is done to them
_ERROR_SAID = _rx(
    rf"\b{_ERRORS}\s+(?:always\s+)?(?:are|should\s+(?:always\s+)?be|must\s+(?:always\s+)?be|"
    rf"start|begin|stay)\b{_GAP}\b{_LOWERCASE}",
    rf"\b(?:keep|use|write|prefer)\s+{_ERRORS}\b{_GAP}\b{_LOWERCASE}",
    rf"\b{_LOWERCASE}\s+{_ERRORS}\b",
    rf"\bkeep\s+{_ERRORS}\b")
_ERROR_BANS = _rx(
    rf"\b{_ERRORS}\b{_GAP}\b(?:not|never|don'?t)\s+(?:be\s+)?capitali[sz]ed?",
    rf"\b(?:don'?t|never|do\s+not)\s+capitali[sz]e\s+{_ERRORS}",
    rf"\b{_ERRORS}\b{_GAP}\b(?:never|don'?t|do\s+not|should\s+not|shouldn'?t|must\s+not)"
    r"\s+end\s+(?:in|with)\s+(?:a\s+)?(?:period|full\s+stop|dot|punctuation)")
_NO_PERIOD = re.compile(r"\b(?:no|without|never|not|don'?t)\b[^.;]{0,30}?\b(?:period|full\s+stop|"
                        r"dot|punctuation)\b|trailing\s+(?:period|dot)", _I)
_LOWER = re.compile(r"lower[- ]?case|capitali[sz]", _I)
# Errors a program shows or sends (a response body, JSON, a UI, users) or logs, not the errors Go
# and Rust code makes; and "lowercase" done to them at a moment or for a purpose ("before
# comparing", "when matching"): a step of the code, not how the messages are written.
_NOT_MADE_ERRORS = re.compile(
    r"\b(?:response|body|json|api|http|user[- ]facing|users?|ui|frontend|toasts?|forms?|"
    r"validation|shown|displayed|pages?|logs?|logged|alerts?|emails?)\b|"
    r"\b(?:before|when|whenever|after|while|once|until)\s+\w+ing\b|"
    r"\bto\s+(?:compare|match|check|normali[sz]e)\b|\blowercased\b", _I)

_FINDERS = r"(?:(?:our|all|the)\s+)?(?:finders?(?:\s+methods?)?|find(?:_\*|\*|By\w*)?\s+" \
           r"(?:methods|functions))"
_FINDERS_SAID = _rx(
    rf"\b{_FINDERS}\b[^.;]{{0,40}}?\b(?:return|returns|should\s+return|must\s+return|"
    rf"always\s+return)\s+(?:an?\s+)?`?(?P<type>Optional|Option)\b")

_CALL_SAID = _rx(
    r"\bservices?(?:\s+(?:objects?|classes))?\b[^.;]{0,30}?\b(?:expose|exposes|have|has|"
    r"define|defines)\s+(?:only\s+)?(?:a\s+single|one|only\s+one|just\s+one)\s+(?:public\s+)?"
    r"(?:method,?\s+)?`?(?:call|#call)`?",
    r"\bservices?(?:\s+(?:objects?|classes))?\b[^.;]{0,30}?\b(?:only\s+)?(?:have|has|expose)\s+"
    r"(?:a\s+)?(?:single\s+)?public\s+`?call`?")


# "context should be the first section of the doc": a context of prose, no parameter.
_OF_CODE = re.compile(r"\bctx\b|context\.Context|\b(?:param(?:eter)?s?|arg(?:ument)?s?|"
                      r"signatures?|funcs?|functions?|methods?)\b", _I)
# "check the full output of the build": a log read, not an assertion written.
_OF_TESTS = re.compile(r"\b(?:tests?|specs?|assert\w*|expect\w*)\b", _I)
# "check the full output of the test run", "the exact output of the test command": the output a
# run of the tests prints, read, not what a test asserts.
_A_RUN_READ = re.compile(
    r"\b(?:output|results?|logs?)\s+of\s+(?:the\s+|a\s+|each\s+)?(?:tests?|specs?|suite)\b|"
    r"\b(?:tests?|specs?)\s+(?:run|runs|command|commands|suite|output|results?|logs?)\b|"
    r"\brun(?:ning)?\s+(?:the\s+)?(?:tests|specs)\b", _I)
# Another language's tests, or their tools: the Go shape is checked, no other tables here.
_NOT_GO = re.compile(r"\b(?:" + "|".join(sorted(
    {*LANGUAGES, *SHORT_NAMES} - {"go", "golang"} | {"pytest", "jest", "rspec", "junit"}))
    + r")\b", _I)


def _context_first(m: re.Match[str], clause: str) -> Judge | None:
    return ContextFirst() if _OF_CODE.search(clause) else None


# The language a rule of table-driven tests is said of, by its name or its test framework's;
# RSpec's and Ruby's tests have no table of cases of their own (shared examples share steps).
_TABLE_LANGUAGES = (
    ("python", r"pytest|python|py|unittest|parametri[sz]e[ds]?"),
    ("javascript", r"jest|vitest|mocha|javascript|typescript|js|ts|tsx|node"),
    ("java", r"junit\d?|java|kotlin"),
    ("none", r"rspec|ruby|minitest"),
)


def _table_driven(m: re.Match[str], clause: str) -> Judge | None:
    language = next((lang for lang, words in _TABLE_LANGUAGES
                     if re.search(rf"(?<![\w.])(?:{words})\b", clause, _I)), "")
    if language == "none":
        return None
    if language:
        return ParametrizedTests(language=language)
    if not re.search(r"table[- ]driven", m.group(0), _I):
        return None  # "tests are parameterized": by what, no language says
    if _NOT_GO.search(clause):
        return None
    return TableDrivenTests(subtests=re.search(r"\bt\.Run\b|subtests?", clause, _I) is not None)


def _whole_output(m: re.Match[str], clause: str) -> Judge | None:
    if _A_RUN_READ.search(clause) or not _OF_TESTS.search(_A_RUN_READ.sub(" ", clause)):
        return None
    return WholeOutputAsserted()


def _opens_with(m: re.Match[str], clause: str) -> Judge | None:
    # a statement's `;` is the line's whether said or not (a clause may lose the last one)
    line = m.group("line").strip("`").strip().rstrip(";").rstrip()
    if is_program_run(line):
        return None  # "start python scripts with `uv run`": how a script is run, no line of it
    language = next((lang for header, lang in _HEADERS if re.fullmatch(header, line, _I)), "")
    said = next((lang for lang, words in _LANGUAGE_WORDS
                 if re.search(rf"(?<![\w.])(?:{words})\b", m.group("kind"), _I)), "")
    if said and language and said != language \
            and {said, language} != {"javascript", "typescript"}:
        return None
    language = said or language
    if not language:
        return None
    return FileOpensWith(line=line, language=language)


def _error_style(m: re.Match[str], clause: str) -> Judge | None:
    if _NOT_MADE_ERRORS.search(clause):
        return None
    lowercase = _LOWER.search(clause) is not None
    no_period = _NO_PERIOD.search(clause) is not None
    return ErrorMessagesStyle(lowercase=lowercase, no_period=no_period) \
        if lowercase or no_period else None


def _finders(m: re.Match[str], clause: str) -> Judge | None:
    return FindersReturn(type=m.group("type"))


def _single_call(m: re.Match[str], clause: str) -> Judge | None:
    return SingleCallMethod()


_READERS = (
    _Reader("context first", _FIRST_SAID, _context_first),
    _Reader("table-driven tests", _TABLE_SAID, _table_driven),
    _Reader("whole output asserted", _WHOLE_SAID + _NO_SUBSTRING, _whole_output, _NO_SUBSTRING),
    _Reader("file opens with", _OPENS_SAID, _opens_with),
    _Reader("error messages style", _ERROR_SAID + _ERROR_BANS, _error_style, _ERROR_BANS),
    _Reader("finders return", _FINDERS_SAID, _finders),
    _Reader("single call method", _CALL_SAID, _single_call),
)
# Words one of the readers' patterns holds: a clause with none is not read further.
CUE = re.compile(r"first|table|param|whole|full|entire|exact|literal|substring|open|start|"
                 r"begin|top|lower|capitali|period|full stop|punctuation|optional|option|call", _I)
_LONGEST = 300


def stated_as_rule(sentence: str) -> bool:
    """Does the whole sentence a clause was read from let it be a rule (no paste of a tool's
    output labelled "golint: ...", no question, no one else's words)?"""
    return _NOT_A_RULE.search(sentence) is None and not states_no_rule(sentence)


def code_fact_judges(clause: str) -> list[Judge]:
    """The judges of the shapes of code a clause states as the team's way (see the module
    docstring); none for a question, a description, someone else's rule, a one-off or a ban."""
    if len(clause) > _LONGEST or not CUE.search(clause) or _NOT_A_RULE.search(clause) \
            or states_no_rule(clause) \
            or not (_RULE_MARK.search(clause) or SAID_FOR_GOOD.search(clause)) \
            or (_POINTED.match(clause) and not _STRONG.search(clause)):
        return []
    return [j for r in _READERS if (j := r.judge(clause)) is not None]
