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

The words are read in `code_facts_said.py` (the miner's); the judge classes live here, registered
with the other judges (`judges/__init__.py`), so that a stored task keeps them in a process that
never imports the miner (status, the editor, the night).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..common_words import is_common
from .attempt import Attempt
from .base import Judge, judge_kind
from .code import LANGUAGES, code_lines, is_test_path, made_by_tools

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


# An assertion on a part of the output: a check that a string holds another, in the usual test
# tools of each language. Checks that only strings take (`strings.Contains`, `assert_match`,
# `toMatch`, `stringContaining`) always count; checks that work on lists and maps as well
# (`assertIn`, `in`, `toContain`, `include`, `assert.Contains`, `.contains`) count only when what
# is looked into is named as text (`out`, `stdout`, `body`, `message`, `err.Error()`), since
# `assertIn("id", resp.json())` or `expect(names).toContain("alice")` checks a member, which a
# rule of whole outputs says nothing of.
_Q = r"\s*[rbf]?[\"'`]"
_SUBSTRING = re.compile(
    r"\bstrings\.(?:Contains|HasPrefix|HasSuffix)\s*\(|\b(?:assert|require)\.(?:Not)?Regexp\s*\(|"
    r"\bassert(?:Not)?Regex\s*\(|\bassert_match\b|\.(?:toMatch)\s*\(|"
    r"\.toContain\s*\(\s*/|\bstringContaining\s*\(|\bto\s+(?:match\b|start_with\b|end_with\b)|"
    r"\bcontainsString\s*\(|"
    r"\bassert!\s*\([^\n]*\.(?:starts_with|ends_with)\s*\(")
_TEXT = r"[\w.()\[\]\"'&!:-]+?"
_CONTAINED = re.compile(
    rf"\b(?:assert|require)\.(?:Not)?Contains\s*\(\s*t\s*,\s*(?P<a>[^,]+),{_Q}|"
    rf"\bassert(?:Not)?In\s*\({_Q}(?:[^\"'`\\]|\\.)*[\"'`]\s*,\s*(?P<b>[^,)]+(?:\(\))?)|"
    rf"\bassert\s+{_Q}[^\n]*?[\"'`]\s+(?:not\s+)?in\s+(?P<c>{_TEXT})\s*(?:,|$)|"
    rf"\bexpect\s*\(\s*(?P<d>{_TEXT})\s*\)\s*\.(?:not\.)?toContain\s*\({_Q}|"
    rf"\bexpect\s*\(\s*(?P<e>{_TEXT})\s*\)\s*\.(?:to|not_to|to_not)\s+include\(?{_Q}|"
    rf"\bassert_includes\s*\(?\s*(?P<f>[^,]+),{_Q}|"
    r"\bassert!\s*\(\s*!?\s*(?P<g>[\w.()&]+?)\.contains\s*\(")
# What is named as text: the output, a stream, a body, a message, an error's string.
_TEXTUAL = re.compile(r"(?:^|[^A-Za-z]|(?<=[a-z])(?=[A-Z]))(?i:out|output|stdout|stderr|text|"
                      r"body|msg|message|html|content|log|logs|rendered|str|string|err|error|"
                      r"line|page)\W*$|\b(?:Error|String|to_s|to_string)\(?\)?\W*$|\bstr\(")


def _asserts_a_part(line: str) -> bool:
    """Does the line assert that a text holds a part of it?"""
    if _SUBSTRING.search(line):
        return True
    return any(_TEXTUAL.search(held.strip()) for m in _CONTAINED.finditer(line)
               for held in m.groups() if held)


# A line that asserts something, in any of the usual test tools.
_ASSERTS = re.compile(r"\b(?:assert\w*|expect|require|should|t\.(?:Error|Fatal)f?|"
                      r"assert_eq!|assert!|assertThat|assertEquals|check)\b|\bif\s+got\s*!=", _I)


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
        if any(_asserts_a_part(ln) for ln in tests):
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
# A message opening with a capital: the first word, when it is a word of prose ("Failed to ..."),
# not a name ("Postgres is down", "GitHub rejected ...") or an acronym ("HTTP 500").
_CAPITALIZED = re.compile(r"^[A-Z][a-z]+\b(?![\w-])")


def _opens_capitalized(message: str) -> bool:
    m = _CAPITALIZED.match(message)
    return m is not None and is_common(m.group(0))


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
               if (self.lowercase and _opens_capitalized(m))
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
# Finders of many return a collection, which the rule of one found or none says nothing of; a
# finder that returns a number, a text or a truth computes it (`findMax`, `findFirstWord`):
# nothing stored is looked up that may be missing.
_MANY = re.compile(r"^(?:java\.util\.)?(?:List|Set|Collection|Iterable|Stream|Page|Slice|"
                   r"Flux|Vec|Sequence|Map|HashMap|impl\s+Iterator)\b|\[\]$|^Mono\b|^void$|"
                   r"^(?:boolean|bool|Boolean|long|int|short|byte|char|double|float|Integer|Long|"
                   r"Short|Double|Float|Int|String|BigDecimal|BigInteger|usize|isize|[iuf](?:8|16|"
                   r"32|64|128)|&?'?\w*\s*str|&str|Character|Char)\??$")
# A finder looks up what is stored: by a key ("findById", "find_by_email", "findOne"), or any
# `find` of a repository, a DAO, a store, a finder or a query class.
_LOOKS_UP = re.compile(r"^find(?:One|First|Last)?(?:By|_by)|^find(?:One)?$|^find_one$")
_STORED_PATH = re.compile(r"(?i:repositor|repo\b|repos?/|dao|store|finder|quer)")


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
            stored = _STORED_PATH.search(path) is not None
            if path.endswith(LANGUAGES["rust"]):
                found = [(m.group(1), m.group(2).strip()) for m in _RUST_FINDER.finditer(code)]
            elif path.endswith(LANGUAGES["kotlin"]):
                # Kotlin says "none found" with `?`: the type named or a nullable one
                found = [(m.group(1), self.type if m.group(2).strip().endswith("?")
                          else m.group(2).strip()) for m in _KOTLIN_FINDER.finditer(code)]
            else:
                found = [(m.group(2), m.group(1)) for m in _JAVA_FINDER.finditer(code)
                         if m.group(1) not in ("return", "new")]
            returned += [kind for name, kind in found if stored or _LOOKS_UP.match(name)]
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
