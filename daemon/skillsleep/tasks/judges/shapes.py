"""Shapes of code a rule names only in words, and how an added line shows each.

"Never build SQL with string concatenation", "no bare excepts", "no empty catch blocks", "no
wildcard imports", "never leave TODOs without a ticket", "no nested ternaries", "no commented-out
code": no code term is said, yet each names a shape that one added line (or a catch and the line
that closes it) shows by itself in the common languages: a query string joined to a value or
formatted with one, `except:` alone, a catch block with nothing in it, `from m import *` or
`import a.b.*;`, a TODO comment with no ticket, a ternary inside another, a comment that is only
a line of code. A ban of such a shape is missed only on a line that shows it, kept by work that
holds what the shape is made of (a query string, an except clause, an import, a TODO) without
it, and says nothing of other work.

Shapes no line shows with precision are not here: a magic number (which literal is one?), the
mutation of an argument (which name is one?), errors swallowed in general (a logged and
dropped error is swallowed too, and no line says it), user input put into SQL (no line tells
input from a constant). A shape found where it is not would fail good work; one missed only
leaves the check silent, so each pattern keeps to what is unmistakable: SQL in upper case or
with the grammar of a statement in any case ("select id from users where"), an empty block
with no comment in it, a comment that reads as code and not as prose.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import pairwise

from ..code_line import is_code_line
from .code import (
    BOTH_COMMENTED,
    DASH_COMMENTED,
    HASH_COMMENTED,
    LANGUAGES,
    PROSE_FILES,
    SLASH_COMMENTED,
    SQL_IN_ANY_CASE,
)

# How code words are said after "never" and before the shape: "use", "write", "leave", ...
VERB = (r"(?:use|using|write|writing|add|adding|leave|leaving|commit|committing|keep|keeping|"
        r"introduce|introducing|have|allow|do|put|push|check\s+in|ship|merge)")
_ANY = r"(?:(?:any|a|an|the)\s+)?"


def _endings(*endings: str) -> str:
    return rf"(?:{'|'.join(re.escape(e) for e in endings)})$"


_PYTHON = _endings(*LANGUAGES["python"])
# The files whose comments open with each mark, as `code.py` reads them; PHP's open with either.
_SLASH_COMMENTS = _endings(*SLASH_COMMENTED, *BOTH_COMMENTED)
_HASH_COMMENTS = _endings(*HASH_COMMENTED, *BOTH_COMMENTED)
_DASH_COMMENTS = _endings(*DASH_COMMENTED)
# Languages whose ternary is `c ? a : b`: those of C's syntax but Go, Rust, Kotlin and Scala,
# which have none (nor has Python).
_NO_TERNARY = frozenset((*LANGUAGES["go"], *LANGUAGES["rust"], *LANGUAGES["kotlin"],
                         *LANGUAGES["scala"]))
_TERNARY_FILES = _endings(*(e for e in (*SLASH_COMMENTED, *BOTH_COMMENTED)
                            if e not in _NO_TERNARY))

# A string literal, its prefix (`f`, `$`, `@$`) and its quote.
_LITERAL = re.compile(r"(?P<pre>(?<![\w$@])(?:[fF][rR]?|[rR][fF]|\$@?|@\$)?)"
                      r"(?P<q>[\"'`])(?P<body>(?:\\.|(?!(?P=q)).)*)(?P=q)")
_BLANK_STRINGS = re.compile(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'|`(?:\\.|[^`\\])*`")


def _code(line: str) -> str:
    """The line with every string emptied: what a quote holds is no code of the line."""
    return _BLANK_STRINGS.sub('""', line)


@dataclass(frozen=True)
class Shape:
    """A shape of code a rule names in words: its name (as a check stores it), the words that
    name it (`said`: a pattern of the whole phrase after the ban's opening word), the line
    written for a ban of it (after "Do not"), and a pattern a line that shows it matches (kept
    with the check, for a reader that knows no shapes)."""

    name: str
    said: str
    line: str
    pattern: str
    files: str = ""     # the files the shape can be written in (a pattern of their paths)
    # `said`, compiled as the shapes are built, with the miner's other patterns (kept for the
    # installation), not at the first ban of a process that names one (as `purposes.Purpose`).
    said_whole: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "said_whole", re.compile(self.said, re.I))

    def named(self, phrase: str) -> bool:
        return self.said_whole.fullmatch(phrase) is not None

    def reads(self, path: str) -> bool:
        return not path.lower().endswith(PROSE_FILES) \
            and (not self.files or re.search(self.files, path, re.I) is not None)

    def shown(self, path: str, lines: list[str]) -> bool:
        """Does a line of the file (or a line and the next) show the shape?"""
        return any(re.search(self.pattern, ln) for ln in lines)

    def held(self, path: str, lines: list[str]) -> bool:
        """Do the lines hold what the shape is made of, so that work without it keeps the ban?"""
        raise NotImplementedError

    def verdict(self, files: list[tuple[str, list[str]]]) -> float | None:
        """0.0 where an added line shows the shape, 1.0 where the lines hold what it is made of
        without it, None for work that holds neither."""
        read = [(path, lines) for path, lines in files if self.reads(path)]
        if any(self.shown(path, lines) for path, lines in read):
            return 0.0
        return 1.0 if any(self.held(path, lines) for path, lines in read) else None


# -- SQL put together from strings --------------------------------------------------------------

# A statement as code writes it in a string: its keywords in upper case, or in any case where
# the words run as a statement's do ("select an item from" in lower case is a sentence as
# often). Not `SQL_VERBS` alone: a query a value is joined to is known by its verb with the
# clause that verb takes ("UPDATE t SET", "DELETE FROM"), and only the statements that read or
# write rows take values so.
_SQL = re.compile(r"(?-i:^\s*(?:SELECT\s+.+?\s+FROM\s|INSERT\s+INTO\s|UPDATE\s+[\w.\"`\[\]]+\s+"
                  r"SET\s|DELETE\s+FROM\s|WITH\s+\w+\s+AS\s*\())|"
                  # in lower case, by the grammar of a statement ("select id from users where")
                  r"^\s*(?:" + SQL_IN_ANY_CASE + ")")
# A value put into the string where it is written: Python's `{x}` of an f-string, `${x}` of a JS
# template or Kotlin/PHP string, `#{x}` of Ruby, `\(x)` of Swift.
_PUT_IN = re.compile(r"\{[A-Za-z_(]|\$\{|\$[A-Za-z_]|#\{|\\\(")
# A value joined to the string, or the string formatted with values.
_JOINED_AFTER = re.compile(r"^\s*\+\s*(?![\s\"'`+]|$)|^\s*\.format\(|^\s*%\s*[\w(\[{]")
_JOINED_BEFORE = re.compile(r"(?:[\w)\]]\s*\+|\b(?:Sprintf|sprintf|format|Format|format!)\s*\()"
                            r"\s*$")
_VERBS_OF_FORMAT = re.compile(r"%[-+ #0-9.]*[sdvqfi]|\{\d*\}")


@dataclass(frozen=True)
class SqlFromStrings(Shape):
    """A query string a value is joined to or formatted into; a placeholder (`?`, `$1`, `%s`
    passed apart, `:name`) keeps the ban, and a tagged template (sql`...${x}`) is a query
    built with parameters."""

    def _queries(self, line: str) -> list[re.Match[str]]:
        return [m for m in _LITERAL.finditer(line) if _SQL.match(m.group("body"))]

    def _built(self, line: str, m: re.Match[str]) -> bool:
        pre, quote, body = m.group("pre"), m.group("q"), m.group("body")
        if quote == "`":
            tagged = m.start() > 0 and re.match(r"[\w.)]", line[m.start() - 1]) is not None
            return not tagged and "${" in body
        if pre and _PUT_IN.search(body):
            return True  # f"...{x}", $"...{x}"
        if quote == '"' and re.search(r"#\{|\$\{|\\\(", body):
            return True  # Ruby, Kotlin, Swift put the value into a plain string
        before, after = line[:m.start()], line[m.end():]
        if _JOINED_AFTER.match(after) and not re.match(r"\s*%\s*\(\s*\)", after):
            return True
        return bool(_JOINED_BEFORE.search(before)) and (
            "+" in before[-3:] or _VERBS_OF_FORMAT.search(body) is not None)

    def shown(self, path: str, lines: list[str]) -> bool:
        return any(self._built(ln, m) for ln in lines for m in self._queries(ln))

    def held(self, path: str, lines: list[str]) -> bool:
        return any(self._queries(ln) for ln in lines)


# -- a bare except, an empty catch --------------------------------------------------------------

_EXCEPT = re.compile(r"^\s*except\b")


@dataclass(frozen=True)
class BareExcept(Shape):
    """Python's `except:` with no exception named."""

    def held(self, path: str, lines: list[str]) -> bool:
        return any(_EXCEPT.match(ln) for ln in lines)


# A catch clause of the C-like languages opened, with what it catches.
_CATCH_OPEN = r"\bcatch\b\s*(?:\([^)]*\)\s*)?\{"
# A catch clause of the C-like languages, of Python, of Ruby.
_CATCH = re.compile(rf"{_CATCH_OPEN}|{_EXCEPT.pattern}|^\s*rescue\b")
_EMPTY_ON_ONE = re.compile(rf"{_CATCH_OPEN}\s*\}}|"
                           r"^\s*except\b[^:#]*:\s*(?:pass|\.\.\.)\s*$")
_OPENS_EMPTY = re.compile(rf"{_CATCH_OPEN}\s*$|^\s*except\b[^:#]*:\s*$")
# What the next line holds when the block is empty: its end, or Python's `pass`. A comment in
# the block says the error is let go on purpose.
_CLOSES = re.compile(r"^\s*\}|^\s*(?:pass|\.\.\.)\s*$")


@dataclass(frozen=True)
class EmptyCatch(Shape):
    """A catch (or except) block with nothing in it: on one line, or its opening and the next
    added line that closes it."""

    def shown(self, path: str, lines: list[str]) -> bool:
        if any(_EMPTY_ON_ONE.search(ln) for ln in lines):
            return True
        return any(_OPENS_EMPTY.search(a) and _CLOSES.match(b) and not (
            a.lstrip().startswith("except") and b.strip() == "}") for a, b in pairwise(lines))

    def held(self, path: str, lines: list[str]) -> bool:
        return any(_CATCH.search(ln) for ln in lines)


# -- wildcard imports ---------------------------------------------------------------------------

# `from m import *`; `import a.b.*;` of Java, Kotlin, Groovy; `use m::*;` of Rust, but not
# `super::*` (a test module's way to see its parent) or a prelude (made to be imported whole).
_WILDCARD = (r"^\s*from\s+[\w.]+\s+import\s+\*|^\s*import\s+(?:static\s+)?[\w.]+\.\*\s*;?\s*$|"
             r"^\s*(?:pub\s+)?use\s+(?!super::\*)(?![\w:]*prelude::\*)[\w:]+::\*\s*;")
_IMPORT = re.compile(r"^\s*(?:from\s+[\w.]+\s+import\s|import\s|(?:pub\s+)?use\s+[\w:{])")


@dataclass(frozen=True)
class WildcardImport(Shape):
    """An import of everything a module has (TypeScript's `import * as m` names the module, and
    is no such import)."""

    def held(self, path: str, lines: list[str]) -> bool:
        return any(_IMPORT.match(ln) for ln in lines)


# -- TODO comments ------------------------------------------------------------------------------

_COMMENT_MARK = r"(?:#|//|/\*|\*|--|<!--)"
_TODO = re.compile(rf"{_COMMENT_MARK}\s*(?-i:TODO|FIXME)\b(?P<rest>.*)$")
# What points at a ticket: `#123`, `PAY-142`, a link, "issue 12".
_TICKET = re.compile(r"#\d+|\b[A-Z][A-Z0-9]+-\d+\b|https?://|\b(?:issue|ticket|bug|gh|jira)"
                     r"[\s#:-]*\d+", re.I)
_COMMENT = re.compile(rf"^\s*{_COMMENT_MARK}")


@dataclass(frozen=True)
class TodoWithoutTicket(Shape):
    """A TODO (or FIXME) comment that names no ticket."""

    def shown(self, path: str, lines: list[str]) -> bool:
        return any((m := _TODO.search(ln)) and not _TICKET.search(m.group("rest"))
                   for ln in lines)

    def held(self, path: str, lines: list[str]) -> bool:
        return any(_TODO.search(ln) for ln in lines)


@dataclass(frozen=True)
class TodoComment(Shape):
    """A TODO (or FIXME) comment of any kind."""

    def shown(self, path: str, lines: list[str]) -> bool:
        return any(_TODO.search(ln) for ln in lines)

    def held(self, path: str, lines: list[str]) -> bool:
        return any(_COMMENT.match(ln) for ln in lines)


# -- nested ternaries ---------------------------------------------------------------------------

# Signs with a `?` that are no ternary: `?.`, `??`, `??=`, an optional field (`x?: T`), Java's
# wildcard (`List<?>`), Kotlin's `?:`.
_NOT_TERNARY = re.compile(r"\?\?=?|\?\.|\?\s*:|<\?|\?(?=\s*[,>)\];])")
_BRACKETS = {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}


def _ternary_in_ternary(code: str) -> bool:
    """Is a `?` met again before the ternary it opens ends (at a `,` or `;` of its own level,
    or where its bracket closes)? `a ? (b ? 1 : 2) : 3` and `a ? 1 : b ? 2 : 3` are nested;
    `{ a: x ? 1 : 2, b: y ? 3 : 4 }` holds two ternaries side by side."""
    code = _NOT_TERNARY.sub(" ", code)
    for at, sign in enumerate(code):
        if sign != "?" or code[at:].count(":") < 2:
            continue  # a ternary inside another has two `:` after the first `?`
        depth = 0
        for ch in code[at + 1:]:
            depth += _BRACKETS.get(ch, 0)
            if depth < 0 or (depth == 0 and ch in ",;"):
                break
            if ch == "?":
                return True
    return False


# Python's conditional expression, twice in a line that is no `if` statement of its own.
_PY_NESTED = re.compile(r"^(?!\s*(?:el)?if\b).*\bif\b.+?\belse\b.+?\bif\b.+?\belse\b")
_PY_TERNARY = re.compile(r"^(?!\s*(?:el)?if\b).*\S\s+if\b.+?\belse\b")


@dataclass(frozen=True)
class NestedTernary(Shape):
    """A ternary inside another on one line; in Python, a conditional expression inside one."""

    files: str = rf"{_TERNARY_FILES}|{_PYTHON}"

    @staticmethod
    def _code(lines: list[str]) -> list[str]:
        return [c for ln in lines if not _COMMENT.match(c := _code(ln))]

    def shown(self, path: str, lines: list[str]) -> bool:
        python = re.search(_PYTHON, path, re.I) is not None
        return any(_PY_NESTED.search(c) if python else _ternary_in_ternary(c)
                   for c in self._code(lines))

    def held(self, path: str, lines: list[str]) -> bool:
        python = re.search(_PYTHON, path, re.I) is not None
        return any(_PY_TERNARY.search(c) if python else "?" in _NOT_TERNARY.sub(" ", c)
                   for c in self._code(lines))


# -- commented-out code -------------------------------------------------------------------------

# A comment alone on its line, by the marks of the file's language; not a doc comment (`///`,
# `//!`, whose examples are code on purpose), a directive (`//go:build`, `# type: ignore`,
# the linters' own marks, `// eslint-disable`) or a shebang.
_ALONE = ((_SLASH_COMMENTS, re.compile(r"^\s*//(?![/!])\s?(?P<c>.*)$")),
          (_HASH_COMMENTS, re.compile(r"^\s*#(?![!\[])\s?(?P<c>.*)$")),
          (_DASH_COMMENTS, re.compile(r"^\s*--\s?(?P<c>.*)$")))
_DIRECTIVE = re.compile(r"^(?:\w+:\w|type:|noqa|pragma|nolint|eslint-|prettier-|@ts-|-\*-|"
                        r"region\b|endregion\b|fmt:|pylint:|mypy:|isort:|NOSONAR|istanbul\b)")
def _commented_code(path: str, line: str) -> bool:
    for files, alone in _ALONE:
        if re.search(files, path, re.I) and (m := alone.match(line)):
            text = m.group("c").strip()
            return bool(text) and not _DIRECTIVE.match(text) \
                and is_code_line(text)
    return False


@dataclass(frozen=True)
class CommentedOutCode(Shape):
    """A comment alone on its line that is a line of code, not a sentence; any code the change
    adds is what the ban is about."""

    files: str = rf"{_SLASH_COMMENTS}|{_HASH_COMMENTS}|{_DASH_COMMENTS}"

    def shown(self, path: str, lines: list[str]) -> bool:
        return any(_commented_code(path, ln) for ln in lines)

    def held(self, path: str, lines: list[str]) -> bool:
        return any(ln.strip() for ln in lines)


# -- the table ----------------------------------------------------------------------------------

_SQL_SAID = r"(?:raw\s+)?(?:sql(?:\s+(?:queries|query|statements?|strings?))?|queries|db\s+queries)"
_STRINGS_BUILT = (r"(?:string\s+(?:concatenation|formatting|interpolation)|concatenation|"
                  r"f-?strings|(?:concatenating|formatting|interpolating)\s+strings|"
                  r"string\s+templates|template\s+(?:strings|literals))")
_CATCHES = r"(?:catch|except|rescue|exception)\s+(?:blocks?|clauses?|handlers?)|catch(?:es)?"

SHAPES: tuple[Shape, ...] = (
    SqlFromStrings(
        "sql from strings", line="build SQL by concatenating or formatting strings",
        pattern=r"(?-i:[\"'`]\s*(?:SELECT|INSERT|UPDATE|DELETE)\b[^\"'`]*[\"'`]\s*\+\s*\w)",
        said=(rf"(?:build|building|construct|constructing|compose|composing|assemble|"
              rf"assembling|write|writing|make|making|format|formatting|generate|generating)\s+"
              rf"{_ANY}{_SQL_SAID}\s+(?:with|by|using|via|through|from)\s+{_ANY}"
              rf"{_STRINGS_BUILT}|"
              rf"(?:concatenate|concatenating|interpolate|interpolating|format|formatting)\s+"
              rf"(?:strings\s+)?(?:into|in|to\s+(?:build|make)|for)\s+{_ANY}{_SQL_SAID}|"
              rf"(?:(?:use|using)\s+)?{_STRINGS_BUILT}\s+(?:in|for|to\s+(?:build|make))\s+"
              rf"{_ANY}{_SQL_SAID}|"
              rf"(?:concatenate|concatenating|concatenated)\s+(?:sql|query)\s+strings|"
              rf"string-(?:built|concatenated|formatted)\s+{_SQL_SAID}")),
    BareExcept(
        "bare except", line="write a bare `except:`", pattern=r"^\s*except\s*:", files=_PYTHON,
        said=(rf"(?:(?:{VERB}|catch|catching)\s+)?{_ANY}bare\s+(?:excepts?|except\s+(?:clauses?|"
              rf"blocks?|statements?)|except|exceptions)")),
    EmptyCatch(
        "empty catch", line="leave a catch block empty",
        pattern=rf"{_CATCH_OPEN}\s*\}}|^\s*except\b[^:#]*:\s*pass\s*$",
        said=(rf"(?:{VERB}\s+)?{_ANY}empty\s+(?:{_CATCHES})|"
              rf"(?:leave|leaving)\s+{_ANY}(?:{_CATCHES})\s+empty|"
              rf"(?:swallow|swallowing)\s+(?:errors|exceptions)\s+(?:with|in)\s+{_ANY}empty\s+"
              rf"(?:{_CATCHES})")),
    WildcardImport(
        "wildcard import", line="use wildcard imports", pattern=_WILDCARD,
        files=_endings(*LANGUAGES["python"], *LANGUAGES["java"], *LANGUAGES["kotlin"], ".groovy",
                       *LANGUAGES["rust"]),
        said=(rf"(?:{VERB}\s+)?{_ANY}(?:wildcard|star|glob)\s+imports?|"
              rf"(?:import|importing)\s+(?:with\s+{_ANY}(?:wildcard|star|glob)|\*)")),
    TodoWithoutTicket(
        "todo without ticket", line="leave a TODO without a ticket", pattern=_TODO.pattern,
        said=(rf"(?:{VERB}\s+)?{_ANY}(?:todos?|fixmes?)(?:\s+comments?)?\s+(?:without|with\s+no|"
              r"lacking)\s+(?:a\s+|an\s+)?(?:(?:linked|jira|github|tracking)\s+)?(?:ticket|"
              r"issue)(?:\s+(?:number|link|reference|id))?")),
    TodoComment(
        "todo comment", line="leave TODO comments", pattern=_TODO.pattern,
        said=rf"(?:{VERB}\s+)?{_ANY}(?:todos?|fixmes?)\s+comments?"),
    NestedTernary(
        "nested ternary", line="nest ternary expressions", pattern=r"\?[^?:;]*\?[^?;]*:[^?;]*:",
        said=(rf"(?:{VERB}\s+)?{_ANY}(?:nested|chained)\s+(?:ternar(?:y|ies)|ternary\s+"
              r"(?:operators?|expressions?)|conditional\s+expressions?)|"
              r"(?:nest|nesting|chain|chaining)\s+(?:ternar(?:y|ies)|ternary\s+(?:operators|"
              r"expressions)|conditional\s+expressions)")),
    CommentedOutCode(
        "commented-out code", line="leave commented-out code",
        pattern=r"^\s*(?://|#)\s*[A-Za-z_][\w.]*\(.*\)\s*;?\s*$",
        said=(rf"(?:{VERB}\s+)?{_ANY}(?:commented[\s-]out|dead)\s+code(?:\s+in\s+comments)?|"
              r"(?:comment|commenting)\s+out\s+code|(?:leave|leaving)\s+code\s+commented"
              r"(?:[\s-]out)?")),
)


def shape_called(name: str) -> Shape | None:
    """The shape of that name, as a check stores it."""
    return next((s for s in SHAPES if s.name == name), None)


def shape_named(phrase: str) -> Shape | None:
    """The shape the words name whole ("build SQL with string concatenation", "bare excepts"),
    or None."""
    words = " ".join(phrase.split())
    return next((s for s in SHAPES if s.named(words)), None)
