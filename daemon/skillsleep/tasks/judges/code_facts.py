"""Rules about the shape of code said as a fact of the project, and the checks a diff holds.

"`ctx` is the first parameter", "tests here are table-driven", "compare the whole output, don't
assert on substrings", "Ruby files open with `# frozen_string_literal: true`", "error messages
are lowercase with no trailing period", "finders return `Optional`", "service objects expose a
single `call` method": no banned or required term makes these rules (a test that holds `t.Run`
may still hold no table, and `Optional` anywhere in a change says nothing of its finders), yet
each names a shape the added lines of one language show with precision. Each shape is one small
judge class here, with its own verdict on the lines the work adds:

- `ContextFirst`: a Go `func` the work declares that takes a `context.Context` takes it first.
- `TableDrivenTests`: a Go `TestXxx` the work adds loops over a table (`range`), each row run
  with `t.Run` when that was said.
- `ParametrizedTests`: a test the work adds in Python, JavaScript/TypeScript or Java/Kotlin runs
  over a table of cases in its framework's own way (`@pytest.mark.parametrize` or a `subTest`
  loop, `test.each` / `it.each` / `describe.each`, `@ParameterizedTest`): the same rule as
  Go's, said of another language or its test framework ("our pytest tests are table-driven",
  "JUnit tests must be parameterized").
- `WholeOutputAsserted`: the assertions the work adds to tests compare no substring
  (`strings.Contains`, `assert.Contains`, `assertIn`, `toContain`, `include(`, `x in out`).
- `FileOpensWith`: a file of the language the work creates opens with the line named, before
  any code (after a shebang, blank lines, comments and a module docstring).
- `ErrorMessagesStyle`: the messages of the errors the work makes in Go (`errors.New`,
  `fmt.Errorf`) and Rust (`anyhow!`, `bail!`, `#[error(...)]`) open in lower case and/or end
  with no period.
- `FindersReturn`: a Java/Kotlin `find...` method or a Rust `find_...` function the work declares
  returns the type named (`Optional`, `Option`); finders of many (lists, streams) are left out.
- `SingleCallMethod`: a Ruby service class the work creates has no public method but `call`.

Each judge says nothing (None) of work that shows nothing of its kind: no Go func taking a
context, no Go test, no assertion in a test, no file of the language created, no error made, no
finder, no service class. "Functions that can fail return `Result`" is left out: no line tells
which functions can fail.

The words are read here too (`code_fact_judges`): a shape said of a kind of code as the team's
way, with a mark of the rule ("here", "in this codebase", "our", "always", "every", "should",
"must", a plain plural said of all code of its kind, an ask), and never a question, the code as
it is now ("already", "currently", "the tests are ..."), what used to be, someone else's code or
words, a reason "to avoid" something, or one thing of the work ("this test", "in `parse.go`").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ..terms import FOR_NOW
from .attempt import Attempt
from .base import Judge, judge_kind
from .code import LANGUAGES, SHORT_NAMES, code_lines, is_test_path, made_by_tools

_I = re.IGNORECASE


def _files(attempt: Attempt, endings: tuple[str, ...]) -> list[tuple[str, list[str]]] | None:
    """The added lines of the files of these endings, file by file, none a tool wrote; None
    when the attempt shows no code."""
    found = attempt.added_files()
    if found is None:
        return None
    return [(p, lines) for p, lines in found
            if p.lower().endswith(endings) and not made_by_tools(p, lines)]


def _balanced(text: str, start: int) -> int:
    """The index just past the parenthesis that closes the one at `start` (or the text's end)."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] in "([{":
            depth += 1
        elif text[i] in ")]}":
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


def _top_level(params: str) -> list[str]:
    """The parameters of a list, split at the commas no bracket holds."""
    out, depth, last = [], 0, 0
    for i, ch in enumerate(params):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(params[last:i])
            last = i + 1
    out.append(params[last:])
    return [p.strip() for p in out if p.strip()]


# -- the judges ------------------------------------------------------------------------------


@dataclass
class _CodeFact(Judge):
    """What every judge of a shape shares: it reads code, and it is said of every piece of code
    of its kind, so its words make it the team's way."""

    reads = "code"
    held_by_scope = True

    def validate(self) -> None:
        for name, value in self.params().items():
            if not isinstance(value, str | bool):
                raise ValueError(f"{name} must be a string or a truth value")


_GO_FUNC = re.compile(r"\bfunc\s*(?:\([^()]*\)\s*)?[A-Za-z_]\w*\s*(?:\[[^\]]*\]\s*)?(?=\()")
_GO_CONTEXT = re.compile(r"(?:^|\s)\*?context\.Context$")


@judge_kind
@dataclass
class ContextFirst(_CodeFact):
    """A Go function the work declares that takes a `context.Context` takes it first."""

    kind = "context_first"

    def score(self, attempt: Attempt) -> float | None:
        files = _files(attempt, LANGUAGES["go"])
        if files is None:
            return None
        verdicts: list[bool] = []
        for path, lines in files:
            code = "\n".join(code_lines(path, lines, "context.Context"))
            for m in _GO_FUNC.finditer(code):
                params = _top_level(code[m.end() + 1:_balanced(code, m.end()) - 1])
                # `ctx, other context.Context` is one parameter list's first, written short
                at = next((i for i, p in enumerate(params) if _GO_CONTEXT.search(p)), None)
                if at is not None:
                    verdicts.append(all(" " not in params[i].strip() for i in range(at))
                                    if at else True)
        return None if not verdicts else float(all(verdicts))

    def describe(self) -> str:
        return "a Go function the change declares that takes a `context.Context` takes it first"

    def instruction(self) -> str | None:
        return "In Go, pass `ctx context.Context` as a function's first parameter."

    def key_terms(self) -> list[str]:
        return ["context.Context"]


_GO_TEST = re.compile(r"^func\s+(Test\w*)\s*\(\s*\w+\s+\*testing\.T\s*\)", re.M)


@judge_kind
@dataclass
class TableDrivenTests(_CodeFact):
    """Each Go test function the work adds runs over a table of cases (`range`), and, when
    said, runs each row as a subtest (`t.Run`)."""

    kind = "table_driven_tests"
    subtests: bool = False

    def score(self, attempt: Attempt) -> float | None:
        files = _files(attempt, ("_test.go",))
        if files is None:
            return None
        verdicts: list[bool] = []
        for path, lines in files:
            code = "\n".join(code_lines(path, lines, "t.Run"))
            starts = [m.start() for m in _GO_TEST.finditer(code)]
            for start, end in zip(starts, [*starts[1:], len(code)][:len(starts)], strict=True):
                body = code[start:end]
                body = body[:m.start()] if (m := re.search(r"^func\b", body[4:], re.M)) \
                    else body
                table = re.search(r"\brange\b", body) is not None
                verdicts.append(table and (not self.subtests or ".Run(" in body))
        return None if not verdicts else float(all(verdicts))

    def describe(self) -> str:
        rows = ", each row run with `t.Run`" if self.subtests else ""
        return f"each Go test the change adds is table-driven{rows}"

    def instruction(self) -> str | None:
        rows = ", running each case with `t.Run`" if self.subtests else ""
        return f"Write Go tests as table-driven tests{rows}."

    def key_terms(self) -> list[str]:
        return ["table-driven"]


@dataclass(frozen=True)
class _TableShape:
    """How one language's test framework declares a test, and a test over a table of cases."""

    endings: tuple[str, ...]
    # A test declared, by its name or its annotation (one match a test); its group "table", when
    # it matched, says the test is declared over a table (`test.each`, `@ParameterizedTest`).
    test: re.Pattern[str]
    # What, written before the test, puts it over a table: its decorator (looked for since the
    # test before it) or a block of tests over one (`describe.each`, looked for in all the code
    # above it, whose blocks no line-reader closes).
    table_before: re.Pattern[str] | None
    since_last_test: bool
    # Code inside the test's body that runs it over a table (unittest's `subTest` loop).
    table_within: re.Pattern[str] | None
    instruction: str


# pytest's `@pytest.mark.parametrize` (and pytest-cases' `@parametrize_with_cases`) over a
# `def test_...`, or unittest's `self.subTest` inside one; Jest's and Vitest's `test.each`,
# `it.each`, and plain tests inside a `describe.each`; JUnit's `@ParameterizedTest` in place of
# `@Test` (in Java and in Kotlin). RSpec's shared examples share steps, not a table: not here.
_TABLE_SHAPES: dict[str, _TableShape] = {
    "python": _TableShape(
        endings=LANGUAGES["python"],
        test=re.compile(r"^[ \t]*(?:async[ \t]+)?def[ \t]+test\w*[ \t]*\(", re.M),
        table_before=re.compile(r"^[ \t]*@[\w.]*\bparametri[sz]e\w*\b", re.M),
        since_last_test=True,
        table_within=re.compile(r"\.subTest\(|\bsubtests\.test\("),
        instruction="Write pytest tests table-driven: one test over a table of cases with "
                    "`@pytest.mark.parametrize`, not a test per case."),
    "javascript": _TableShape(
        endings=(*LANGUAGES["javascript"], *LANGUAGES["typescript"]),
        test=re.compile(r"^[ \t]*(?:it|test)(?:\.(?:only|skip|concurrent))*(?P<table>\.each)?"
                        r"[ \t]*[(`]", re.M),
        table_before=re.compile(r"^[ \t]*describe(?:\.\w+)*\.each\b", re.M),
        since_last_test=False,
        table_within=None,
        instruction="Write tests table-driven: one `test.each` (or `it.each`) over a table of "
                    "cases, not a test per case."),
    "java": _TableShape(
        endings=(*LANGUAGES["java"], *LANGUAGES["kotlin"]),
        test=re.compile(r"^[ \t]*@(?P<table>Parameterized)?Test\b", re.M),
        table_before=None,
        since_last_test=True,
        table_within=None,
        instruction="Write JUnit tests table-driven: one `@ParameterizedTest` over a table of "
                    "cases (`@CsvSource`, `@MethodSource`), not a `@Test` per case."),
}


def _over_a_table(shape: _TableShape, code: str) -> list[bool]:
    """For each test the code declares, whether it runs over a table of cases."""
    found = list(shape.test.finditer(code))
    verdicts = []
    for i, m in enumerate(found):
        start = found[i - 1].end() if i and shape.since_last_test else 0
        end = found[i + 1].start() if i + 1 < len(found) else len(code)
        verdicts.append(
            ("table" in m.re.groupindex and m.group("table") is not None)
            or (shape.table_before is not None
                and shape.table_before.search(code, start, m.start()) is not None)
            or (shape.table_within is not None
                and shape.table_within.search(code, m.end(), end) is not None))
    return verdicts


@judge_kind
@dataclass
class ParametrizedTests(_CodeFact):
    """Each test the work adds in a test file of the language runs over a table of cases, in
    that language's framework's own way (`_TABLE_SHAPES`): the table-driven tests of Python,
    JavaScript/TypeScript and Java/Kotlin, as `TableDrivenTests` is Go's."""

    kind = "parametrized_tests"
    language: str = "python"

    def validate(self) -> None:
        super().validate()
        if self.language not in _TABLE_SHAPES:
            raise ValueError(f"no table-driven shape known for {self.language!r}")

    def score(self, attempt: Attempt) -> float | None:
        shape = _TABLE_SHAPES[self.language]
        files = _files(attempt, shape.endings)
        if files is None:
            return None
        verdicts = [v for path, lines in files if is_test_path(path)
                    for v in _over_a_table(shape, "\n".join(code_lines(path, lines,
                                                                          "parametrize")))]
        return None if not verdicts else float(all(verdicts))

    def describe(self) -> str:
        return f"each {self.language} test the change adds runs over a table of cases"

    def instruction(self) -> str | None:
        return _TABLE_SHAPES[self.language].instruction

    def key_terms(self) -> list[str]:
        return [self.language]


# An assertion on a part of the output: a check that a string holds another, in the usual test
# tools of each language.
# Checks that work on lists as well (`toContain`, `include`, `in`, `assert.Contains`) count only
# with a string literal looked for, which only a string can hold as a part.
_Q = r"\s*[rbf]?[\"'`]"
_SUBSTRING = re.compile(
    r"\bstrings\.(?:Contains|HasPrefix|HasSuffix)\s*\(|\b(?:assert|require)\.(?:Contains|"
    rf"NotContains)\s*\(\s*t\s*,[^,]+,{_Q}|\b(?:assert|require)\.Regexp\s*\(|"
    rf"\bassert(?:Not)?In\s*\({_Q}|\bassert_includes\b[^,]+,{_Q}|\bassert_match\b|"
    rf"\.(?:toContain|toMatch)\s*\({_Q}|\.(?:toContain|toMatch)\s*\(\s*/|\bstringContaining\s*\(|"
    rf"\bto\s+(?:include\(?{_Q}|match\b|start_with\b|end_with\b)|\bcontainsString\s*\(|"
    rf"\bassert\s+{_Q}[^\n]*?[\"'`]\s+(?:not\s+)?in\s|"
    r"\bassert!\s*\([^\n]*\.(?:contains|starts_with|ends_with)\s*\(")
# A line that asserts something, in any of the usual test tools.
_ASSERTS = re.compile(r"\b(?:assert\w*|expect|require|should|t\.(?:Error|Fatal)f?|"
                      r"assert_eq!|assert!|assertThat|assertEquals|check)\b|\bif\s+got\s*!=", _I)


@judge_kind
@dataclass
class WholeOutputAsserted(_CodeFact):
    """The assertions the work adds to tests compare the whole value, never a substring of
    it."""

    kind = "whole_output_asserted"

    def score(self, attempt: Attempt) -> float | None:
        found = attempt.added_files()
        if found is None:
            return None
        # an answer's block is a test when it holds a test's marks; a diff's file by its path
        tests = [ln for path, lines in found
                 if (is_test_path(path) if attempt.changes is not None
                     else path.startswith("block"))
                 for ln in code_lines(path, lines, "assert")]
        if any(_SUBSTRING.search(ln) for ln in tests):
            return 0.0
        return 1.0 if any(_ASSERTS.search(ln) for ln in tests) else None

    def describe(self) -> str:
        return "the tests the change adds compare whole values, never a substring of them"

    def instruction(self) -> str | None:
        return "In tests, assert on the whole expected output, not on a substring of it."

    def key_terms(self) -> list[str]:
        return ["whole output"]


# Lines that may come before the first line of code and say nothing of it.
_PREAMBLE = re.compile(r"^\s*(?:$|#!|#(?!\[)|//|/\*|\*|<\?php\s*$|--)")
_DOCSTRING = re.compile(r"^\s*[rRbBuU]?(\"\"\"|''')")


@judge_kind
@dataclass
class FileOpensWith(_CodeFact):
    """Each file of a language the work creates opens with the line named, before any code."""

    kind = "file_opens_with"
    line: str = ""
    language: str = ""

    def validate(self) -> None:
        super().validate()
        if not self.line or self.language not in LANGUAGES:
            raise ValueError("line must be given and language must be a known language")

    def _opens(self, lines: list[str]) -> bool:
        # one line however spaced, quoted ('use strict' or "use strict") or ended (`;`)
        wanted = " ".join(self.line.split()).rstrip(";").replace('"', "'")
        quote = ""
        for line in lines:
            said = " ".join(line.split()).rstrip(";").replace('"', "'")
            if quote:  # inside a module docstring
                quote = "" if quote in line else quote
                continue
            if said.startswith(wanted) or (wanted.startswith("declare(") and wanted in said):
                return True
            if (m := _DOCSTRING.match(line)) and self.language == "python":
                quote = "" if line.count(m.group(1)) > 1 else m.group(1)
                continue
            if not _PREAMBLE.match(line):
                return False
        return False

    def score(self, attempt: Attempt) -> float | None:
        if attempt.changes is None:
            return None  # an answer's block may be a part of a file
        made = [c.added for c in attempt.changes if c.created and c.added
                and c.path.lower().endswith(LANGUAGES[self.language])
                and not made_by_tools(c.path, c.added)
                and not c.path.rsplit("/", 1)[-1].startswith("__init__.")]
        if not made:
            return None
        return float(all(self._opens(lines) for lines in made))

    def describe(self) -> str:
        return f"each {self.language} file the change creates opens with `{self.line}`"

    def instruction(self) -> str | None:
        return f"Open every new {self.language.capitalize()} file with `{self.line}`."

    def subject(self) -> tuple[str, ...]:
        return (self.kind, self.language)

    def key_terms(self) -> list[str]:
        return [self.line]


# The calls that make an error with a message, in the languages whose convention it is.
_ERROR_MADE = re.compile(r"\b(?:errors\.New|fmt\.Errorf|anyhow!|bail!|ensure!\s*\([^,]*,|"
                         r"eyre!|#\[error)\s*\(?\s*\"((?:[^\"\\]|\\.)*)\"")
_CAPITALIZED = re.compile(r"^[A-Z][a-z]")


@judge_kind
@dataclass
class ErrorMessagesStyle(_CodeFact):
    """The messages of the errors the work makes (Go, Rust) open in lower case
    (`lowercase`) and end with no period (`no_period`)."""

    kind = "error_messages_style"
    lowercase: bool = True
    no_period: bool = True

    def score(self, attempt: Attempt) -> float | None:
        files = _files(attempt, (*LANGUAGES["go"], *LANGUAGES["rust"]))
        if files is None:
            return None
        messages = [m.group(1) for _, lines in files for ln in lines
                    if not ln.lstrip().startswith("//") for m in _ERROR_MADE.finditer(ln)]
        messages = [m for m in messages if m.strip()]
        if not messages:
            return None
        bad = [m for m in messages
               if (self.lowercase and _CAPITALIZED.match(m))
               or (self.no_period and re.search(r"(?<!\.)\.(?:\\n)?$", m))]
        return 0.0 if bad else 1.0

    def _style(self) -> str:
        parts = (["open in lower case"] if self.lowercase else []) + (
            ["end with no period"] if self.no_period else [])
        return " and ".join(parts)

    def describe(self) -> str:
        return f"the error messages the change writes {self._style()}"

    def instruction(self) -> str | None:
        return f"Error messages {self._style()}."

    def key_terms(self) -> list[str]:
        return ["lowercase" if self.lowercase else "period"]


_JAVA_FINDER = re.compile(r"^\s*(?:(?:public|protected|private|static|default|abstract|final|"
                          r"synchronized)\s+)*(?:<[^>]*>\s+)?([\w.]+(?:<.*>)?(?:\[\])?)\s+"
                          r"(find(?!All)[A-Z]\w*)\s*\(", re.M)
_KOTLIN_FINDER = re.compile(r"\bfun\s+(find(?!All)[A-Z]\w*)\s*\([^)]*\)\s*:\s*([\w.<>?, ]+)")
_RUST_FINDER = re.compile(r"\bfn\s+(find_(?!all)\w+)\s*(?:<[^>]*>)?\s*\([^)]*\)\s*->\s*([^{;\n]+)")
# Finders of many return a collection, which the rule of one found or none says nothing of.
_MANY = re.compile(r"^(?:java\.util\.)?(?:List|Set|Collection|Iterable|Stream|Page|Slice|"
                   r"Flux|Vec|Sequence|Map|HashMap|impl\s+Iterator)\b|\[\]$|^Mono\b|^void$|"
                   r"^boolean$|^bool$|^(?:long|int)$")


@judge_kind
@dataclass
class FindersReturn(_CodeFact):
    """Each finder of one thing the work declares (`findX` in Java/Kotlin, `find_x` in Rust)
    returns the type named (`Optional`, `Option`)."""

    kind = "finders_return"
    type: str = "Optional"

    def score(self, attempt: Attempt) -> float | None:
        files = _files(attempt, (*LANGUAGES["java"], *LANGUAGES["kotlin"], *LANGUAGES["rust"]))
        if files is None:
            return None
        returned: list[str] = []
        for path, lines in files:
            code = "\n".join(code_lines(path, lines, self.type))
            if path.endswith(LANGUAGES["rust"]):
                returned += [m.group(2).strip() for m in _RUST_FINDER.finditer(code)]
            elif path.endswith(LANGUAGES["kotlin"]):
                # Kotlin says "none found" with `?`: the type named or a nullable one
                returned += [self.type if m.group(2).strip().endswith("?") else m.group(2).strip()
                             for m in _KOTLIN_FINDER.finditer(code)]
            else:
                returned += [m.group(1) for m in _JAVA_FINDER.finditer(code)
                             if m.group(1) not in ("return", "new")]
        returned = [r.removeprefix("java.util.") for r in returned if not _MANY.search(r)]
        if not returned:
            return None
        return float(all(re.match(rf"{re.escape(self.type)}\b", r) for r in returned))

    def describe(self) -> str:
        return f"the finders the change declares return `{self.type}`"

    def instruction(self) -> str | None:
        return f"Finders return `{self.type}`."

    def key_terms(self) -> list[str]:
        return [self.type]


# A service object's file: in a folder of services, or named after one, with Ruby's endings.
_SERVICE_PATH = re.compile(r"(?:^|/)services?/|_service(?:"
                           + "|".join(re.escape(e) for e in LANGUAGES["ruby"]) + ")$")
_RUBY_DEF = re.compile(r"^\s*def\s+(self\.)?([\w?!=]+)")
_RUBY_PRIVATE = re.compile(r"^\s*(?:private|protected)\s*$")


@judge_kind
@dataclass
class SingleCallMethod(_CodeFact):
    """A Ruby service class the work creates has no public method but `call` (and its
    constructor)."""

    kind = "single_call_method"

    def score(self, attempt: Attempt) -> float | None:
        if attempt.changes is None:
            return None
        made = [c for c in attempt.changes
                if c.created and c.path.lower().endswith(LANGUAGES["ruby"])
                and _SERVICE_PATH.search(c.path) and not is_test_path(c.path)]
        verdicts: list[bool] = []
        for change in made:
            public: list[str] = []
            hidden = False
            for line in change.added:
                if _RUBY_PRIVATE.match(line):
                    hidden = True
                elif re.match(r"^\s*class\s", line):
                    hidden = False
                elif (m := _RUBY_DEF.match(line)) and not hidden:
                    public.append(m.group(2))
            if public:
                verdicts.append(set(public) <= {"call", "initialize"} and "call" in public)
        return None if not verdicts else float(all(verdicts))

    def describe(self) -> str:
        return "a service object the change creates exposes one public method, `call`"

    def instruction(self) -> str | None:
        return "Service objects expose a single public `call` method."

    def key_terms(self) -> list[str]:
        return ["call"]


CODE_FACTS: tuple[type[Judge], ...] = (ContextFirst, TableDrivenTests, ParametrizedTests,
                                       WholeOutputAsserted, FileOpensWith, ErrorMessagesStyle,
                                       FindersReturn, SingleCallMethod)


# -- the words -------------------------------------------------------------------------------

# Code as it is, a question, someone else's, a time, a reason, a report: no rule of the team's.
_NOT_A_RULE = re.compile(
    r"\?\s*$|^\W*(?:is|are|do|does|did|should\s+we|can|could|would|why|how|what|which|where)\b|"
    rf"\b(?:already|{FOR_NOW}|yet|used\s+to|was|were|"
    r"anymore|their|theirs|they|upstream|vendor'?s?|(?:the\s+)?(?:linter|reviewer|lint)\s+"
    r"(?:says|said|output|complains)|said|says|told|overkill|to\s+avoid|because|why|"
    r"except|unless|"
    r"this\s+(?:one|test|file|function|func|method|class|module|service|assertion|helper|"
    r"finder|error|signature|PR|change)|that\s+(?:one|test|file|function)|"
    r"in\s+`[^`]+\.\w+`|in\s+[\w/]+\.\w{1,4}\b)\b|"
    # (a label read from the first character of its run: `instruction._SCANNER_LINE`)
    r"^\W*(?<![\w-])(?!(?:note|rule|reminder|fyi|also|pls|please|convention|style|go|golang|"
    r"python|py|ruby|rust|java|kotlin|php|typescript|ts|javascript|js)\b)[\w-]++:\s|"
    r"\bin\s+the\s+[A-Z]\w+\s+(?:codebase|"
    r"repo|project)\b|\bI\s+(?:opened|saw|found|checked)\b", _I)
# The code that is there, pointed at ("the tests are table-driven"), unless a rule's own word says
# it is the way all such code is to be ("the context should always come first").
_POINTED = re.compile(r"^\W*(?:the|these|those|it|its)\s", _I)
_STRONG = re.compile(r"\b(?:should|must|always|every|each|here|our|in\s+this\s+(?:codebase|"
                     r"repo|repository|project|crate))\b", _I)
# A mark that the words say the team's way: where it holds, whose, how often. A bare ask ("use
# table-driven tests", "please compare the whole output") is the work's, no rule that stands.
_RULE_MARK = re.compile(
    r"\b(?:here|in\s+this\s+(?:codebase|repo|repository|project|crate|package|app)|our|we|"
    r"house\s+style|convention|always|every|each|all|any|should|must|need\s+to|has\s+to|"
    r"have\s+to|never|don'?t|do\s+not|no|make\s+sure)\b|"
    # a plain plural said of all code of its kind: "Ruby files open with ...", "finders return"
    r"^\W*(?:[A-Z][\w#+]*\s+)?[a-z][\w-]*s\s+(?:[a-z]+\s+)?(?:open|start|begin|return|are|"
    r"expose|have|take|come|go)\b", _I)


@dataclass(frozen=True)
class _Reader:
    """One shape as people say it: the patterns that say it and the judge they make."""

    name: str
    patterns: tuple[re.Pattern[str], ...]
    build: Callable[[re.Match[str], str], Judge | None]

    def judge(self, clause: str) -> Judge | None:
        m = next((m for p in self.patterns if (m := p.search(clause))), None)
        return None if m is None else self.build(m, clause)


def _rx(*patterns: str) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p, _I) for p in patterns)


_CTX = r"(?:`?ctx(?:\s+context\.Context)?`?|`?context\.Context`?|(?:the\s+)?context(?:\s+arg\w*)?)"
_PARAM = r"(?:param(?:eter)?s?|arg(?:ument)?s?)"
_FIRST_SAID = _rx(
    rf"{_CTX}\s+(?:is|should\s+be|must\s+be|always\s+is|goes|comes|always\s+(?:goes|comes)|"
    rf"should\s+(?:always\s+)?(?:go|come)|is\s+always)\s+(?:always\s+)?(?:the\s+)?first\b"
    rf"(?:\s+{_PARAM})?",
    rf"\b(?:pass|put|take|takes|accept|accepts|place)\s+{_CTX}\s+(?:as|in)\s+(?:the\s+|their\s+|"
    rf"its\s+)?first\s+(?:{_PARAM}|position|place)",
    rf"\btake\s+{_CTX}\s+first\b|\bfirst\s+{_PARAM}\s+(?:is|should\s+be|must\s+be)\s+(?:always\s+)?"
    rf"{_CTX}")

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
    r"\b(?:don'?t|do\s+not|never|no)\s+(?:assert(?:ing|ions?)?|check(?:ing|s)?|match(?:ing|es)?)"
    r"\s+(?:on\s+|with\s+|against\s+)?(?:a\s+)?substrings?\b",
    r"\btests\s+(?:check|compare|assert)\s+the\s+(?:complete|whole|full|entire|exact)\s+"
    r"(?:output|string|message|text)")

# The lines people name as a file's opening, and the language each belongs to.
_HEADERS = (
    (r"#\s*frozen_string_literal:\s*true", "ruby"),
    (r"from\s+__future__\s+import\s+annotations", "python"),
    (r"declare\(strict_types\s*=\s*1\);?", "php"),
    (r"[\"']use\s+strict[\"'];?", "javascript"),
    (r"set\s+-[euxo]+(?:\s+pipefail)?", "bash"),
)
# The words a rule names the files of a language by ("Ruby files", "py modules", ".ts files"):
# its name, the short names people say it by and its endings, from the one table of each;
# Node's name says JavaScript's files, "sh" a shell's.
_SPOKEN = {"javascript": ("node",), "bash": ("sh",)}
_LANGUAGE_WORDS = tuple(
    (language, "|".join((language, *(short for short, named in SHORT_NAMES.items()
                                      if named == language),
                         *_SPOKEN.get(language, ()), *map(re.escape, LANGUAGES[language]))))
    for language in ("ruby", "python", "php", "javascript", "typescript", "go", "rust", "bash"))
_HEADER = "|".join(h for h, _ in _HEADERS)
_LINE = rf"(?P<line>`[^`]{{4,80}}`|{_HEADER})"
_FILES = (r"(?P<kind>(?:(?:all|every|each|any|our|new|the)\s+)*(?:new\s+)?(?:[\w.#+]+\s+)?"
          r"(?:files?|modules?|scripts?|sources?))")
_OPENS_SAID = _rx(
    rf"{_FILES}\s+(?:here\s+|in\s+this\s+(?:codebase|repo|repository|project|app)\s+)?"
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
_ERROR_SAID = _rx(
    rf"\b{_ERRORS}\s+(?:always\s+)?(?:are|should\s+be|must\s+be|start|begin|stay)\b{_GAP}"
    r"\blower[- ]?case",
    rf"\b{_ERRORS}\b{_GAP}\b(?:not|never|don'?t)\s+(?:be\s+)?capitali[sz]ed?",
    rf"\b(?:don'?t|never|do\s+not)\s+capitali[sz]e\s+{_ERRORS}",
    rf"\b(?:lower[- ]?case|keep)\s+{_ERRORS}\b",
    rf"\blower[- ]?case\s+(?:{_ERRORS})",
    rf"\b{_ERRORS}\b{_GAP}\b(?:never|don'?t|do\s+not|should\s+not|shouldn'?t|must\s+not)"
    r"\s+end\s+(?:in|with)\s+(?:a\s+)?(?:period|full\s+stop|dot|punctuation)")
_NO_PERIOD = re.compile(r"\b(?:no|without|never|not|don'?t)\b[^.;]{0,30}?\b(?:period|full\s+stop|"
                        r"dot|punctuation)\b|trailing\s+(?:period|dot)", _I)
_LOWER = re.compile(r"lower[- ]?case|capitali[sz]", _I)

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
    return TableDrivenTests(subtests=re.search(r"\bt\.Run\b|subtests?", clause, _I) is not None)


def _whole_output(m: re.Match[str], clause: str) -> Judge | None:
    return WholeOutputAsserted() if _OF_TESTS.search(clause) else None


def _opens_with(m: re.Match[str], clause: str) -> Judge | None:
    # a statement's `;` is the line's whether said or not (a clause may lose the last one)
    line = m.group("line").strip("`").strip().rstrip(";").rstrip()
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
    _Reader("whole output asserted", _WHOLE_SAID, _whole_output),
    _Reader("file opens with", _OPENS_SAID, _opens_with),
    _Reader("error messages style", _ERROR_SAID, _error_style),
    _Reader("finders return", _FINDERS_SAID, _finders),
    _Reader("single call method", _CALL_SAID, _single_call),
)
# Words one of the readers' patterns holds: a clause with none is not read further.
CUE = (r"first|table|param|whole|full|entire|exact|literal|substring|open|start|begin|top|lower|"
       r"capitali|period|full stop|punctuation|optional|option|call")
_LONGEST = 300


def stated_as_rule(sentence: str) -> bool:
    """Does the whole sentence a clause was read from let it be a rule (no paste of a tool's
    output labelled "golint: ...", no question, no one else's words)?"""
    return _NOT_A_RULE.search(sentence) is None


def code_fact_judges(clause: str) -> list[Judge]:
    """The judges of the shapes of code a clause states as the team's way (see the module
    docstring); none for a question, a description, someone else's rule or a one-off."""
    if len(clause) > _LONGEST or _NOT_A_RULE.search(clause) or not _RULE_MARK.search(clause) \
            or (_POINTED.match(clause) and not _STRONG.search(clause)):
        return []
    found = [j for r in _READERS if (j := r.judge(clause)) is not None]
    return found
