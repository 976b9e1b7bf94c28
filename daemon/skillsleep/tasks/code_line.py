"""Is a line source code, or a sentence? Told by the line's shape, never by its first word.

People paste code without a fence, and they open sentences with words that are keywords of
some language: "let users upload an avatar", "return the id instead of the object", "class
names should be PascalCase", "import the csv and dedupe it", "select the rows where status is
null". A line taken for code is dropped from the person's words (a request then names nothing,
a rule said in it is lost); a line of code taken for words puts the code's names and strings
among the person's (and may read as a rule they never said). So a line is code by the marks of
code around its keyword: a declaration's `=` (`let x = ...`), a definition's parenthesis or
block (`def f(x):`, `class Foo(Base):`, `class Foo {`), an import's names (`import os`,
`from a import b`), a block's head (`if err != nil {`, `for x in xs:`), a statement's end (`;`),
a line that opens with a closing bracket, SQL's keywords in capitals; and by having no sentence
in it: two plain words side by side with no sign between ("the rows", "names should") are a
sentence, outside strings and trailing comments, unless one is a keyword of a language (`return
new Foo()`, `for key in keys`, `if user is None`); a name in backticks stands in it as a word.

Everything that tells code from the person's words asks here: the words a request is made of
(text.py), the person's lines apart from a paste (instruction.py), a comment that is a line of
code (judges/shapes.py). A command at a shell's prompt, a log, a diff are other pastes, told
where they are read.
"""

from __future__ import annotations

import re

# Keywords of the common languages (and SQL's, and the shell's): words that stand next to each
# other in code ("public static void", "for key in keys", "select * from t where").
_KEYWORDS = frozenset((
    "new", "await", "return", "not", "and", "or", "in", "is", "if", "else", "elif", "for",
    "while", "let", "const", "var", "val", "mut", "def", "func", "fn", "fun", "lambda", "import",
    "from", "as", "yield", "raise", "throw", "throws", "del", "typeof", "instanceof", "function",
    "class", "struct", "enum", "trait", "impl", "interface", "type", "static", "final",
    "abstract", "public", "private", "protected", "internal", "override", "void", "async",
    "go", "defer", "with", "range", "match", "where", "pub", "use", "mod", "crate", "dyn", "ref",
    "extends", "implements", "export", "default", "package", "do", "done", "then", "fi", "try",
    "catch", "except", "finally", "switch", "case", "err", "nil", "none", "null", "true",
    "false", "self", "this", "super", "undefined", "select", "by", "on", "set", "into",
    "join", "limit", "order", "group", "local", "readonly", "assert", "del", "pass",
    "break", "continue",
))
# A word of a sentence: lower case, or with one capital first ("The"); a name with a capital
# inside (`UserRepository`) or in capitals (`FROM`) is code's.
_PLAIN = r"(?:[a-z]{2,}|[A-Z][a-z]+)"
# Two plain words with only spaces between, the second not a name that goes on (`sync.Mutex`,
# `main(`, `Vec<u8>`, `std::io`) and the first not the end of one (`a.b c`).
_PAIR = re.compile(rf"(?<![\w.:>$-])({_PLAIN})[^\S\n]+(?=({_PLAIN})(?![\w.(\[<:$]))")
# A string's text is no code of the line; an apostrophe inside a word ("user's") opens none.
_STRING = re.compile(r"\"(?:\\.|[^\"\\\n])*\"|(?<![A-Za-z])'(?:\\.|[^'\\\n])*'")
# A name in backticks stands in a sentence as a word does ("assert with `require` here"); in
# code, a template string stands where a value does, beside no word.
_INLINE_CODE = re.compile(r"`[^`\n]*`")
# A comment after the code, which may say a sentence: `x = 5  # the default`.
# (spaces: `directives._PROJECT_SAID_LAST`)
_TRAILING_COMMENT = re.compile(r"(?<!\s)\s++(?://|#|--)\s.*$")

_NAME = r"[A-Za-z_$][\w$]*"
_DOTTED = rf"{_NAME}(?:(?:\.|::|->|\?\.){_NAME})*"
# Words that may stand before a declaration or a definition: `export default async function`,
# `pub(crate) fn`, `public static void`.
_MODIFIERS = (r"(?:(?:export|default|async|pub(?:\([\w ]+\))?|public|private|protected|internal|"
              r"static|final|abstract|override|open|unsafe|extern|inline|virtual|const)\s+)*")
# Literals and names code says in a condition or after `return` with no other mark.
_CODE_VALUE = r"(?:nil|None|null|true|false|True|False|undefined|err|NULL)"
# The marks of code inside a condition or an expression.
_CODE_MARK = re.compile(r"[()\[\]{}=<>!&|%*+/;:?\"'`$]|\w\.\w|->|::|\b" + _CODE_VALUE + r"\b")

_SHAPES = re.compile(
    # A bracket that closes a block or a call opens the line: `});`, `} else {`, `]`; or the
    # line is brackets alone: `(`, `[`.
    r"^[})\]]|^[{(\[]+$|"
    # A statement's end, or a block's opening at the end: `return null;`, `match result {`.
    r"[;{]$|"
    # A declaration: `let x = ...`, `const { a, b } = ...`, `let v: Vec<u8> = ...`, `var mu
    # sync.Mutex` (Go), `export PATH=...` (the shell).
    rf"^{_MODIFIERS}(?:let|const|var|val|auto)\s+(?:mut\s+)?(?:{_NAME}|[{{\[(].*[}}\])])\s*"
    rf"(?::[^=]+)?(?:[-+*/]?=|;)|"
    rf"^var\s+{_NAME}\s+(?:[\w.]*[.*\[\]\d][\w.*\[\]]*|[A-Z][a-z]+[A-Z]\w*)$|"
    rf"^(?:export|local|readonly|declare)\s+{_NAME}=|"
    # A definition: `def f(x):`, `fn main() {`, `func (s *Server) Start() error {`, ending as
    # a signature does ("def test_login(): is failing" is a sentence about one).
    rf"^{_MODIFIERS}(?:def|fn|func|fun|function)\s*\*?\s*(?:\([^)]*\)\s*)?{_NAME}?\s*[(<]"
    r"(?:.*[:{(,;)>])?$|"
    # A type: `class Foo:`, `class Foo(Base):`, `class Foo extends Bar {`, `impl X for Y {`.
    rf"^{_MODIFIERS}class\s+{_NAME}:$|"
    rf"^{_MODIFIERS}(?:class|struct|enum|trait|interface|impl|type|object|record)\b"
    rf"(?:\s*<[^>]*>)?\s+{_DOTTED}(?:<[^>]*>)?\s*(?:[({{<=]|:\s*\w[\w.<>, ]*\{{$|extends\b|"
    r"implements\b|for\b)|"
    # An import: `import os`, `import numpy as np`, `import { a } from 'b'`, `from a import b`,
    # `use std::io;`, `package main`, `#include <x>`.
    rf"^import\s+(?:[\w.{{}}*, ]+|\w*\s*\"[^\"]*\"|'[^']*')(?:\s+as\s+{_NAME})?"
    r"(?:\s+from\s+\S+)?;?$|"
    r"^import\s*\($|"
    rf"^import\s+(?:type\s+)?{_NAME}\s*(?:,\s*\{{[^}}]*\}}\s*)?from\s+\S+;?$|"
    rf"^from\s+\.*[\w.]*\s+import\s+[\w, *()]+$|"
    rf"^(?:pub\s+)?use\s+(?:{_NAME}::\S+|{_DOTTED});$|"
    rf"^package\s+[\w.]+;?$|^#include\s*[<\"]|"
    # A call or an assignment: `print(x)`, `defer rows.Close()`, `x = 5`, `a, b := f()` (a
    # word, a space and a bracket is a sentence's aside: "explain (briefly)").
    rf"^(?:(?:return|await|defer|go|yield|throw|raise)\s+)?(?:new\s+)?{_DOTTED}(?:\[[^\]]*\])?"
    rf"\(.*\)[\w.()?!]*;?$|"
    rf"^[\w.\[\]\"']+(?:\s*,\s*[\w.]+)*\s*(?:[-+*/%|&]?=|:=)\s*[^=\s]|"
    # `except ValueError as e:`, `except (KeyError, IndexError):`.
    r"^#!/|^except\s+\(?[\w.]+(?:\s*,\s*[\w.]+)*\)?(?:\s+as\s+\w+)?:$|"
    # A decorator or an annotation: `@app.route("/")`, `@Override`.
    rf"^@{_DOTTED}\(.*\)$|^@[A-Z]\w+$")
# A block's head: a keyword, a condition with a mark of code, and the end of a head (or, in
# Python, the statement after it: `if x == 1: return`).
_HEAD = re.compile(r"^(?:\}\s*)?(?:if|elif|else\s+if|for|while|switch|match|with|unless|until|"
                   r"catch|except)\b(?P<rest>.*?)\s*(?::.*|\{|;\s*(?:then|do)|\bdo|;\s*done)$")
# A head that takes no condition: "try this:" is a sentence.
_BARE_HEAD = re.compile(r"^(?:\}\s*)?(?:else|try|finally|loop|do)\s*[:{]$")
_FOR_IN = re.compile(r"^for\s+[\w, ()]+\s+in\s+\S")
# A condition in parentheses that opens a block, as the C family writes it: `for (x of xs) {`.
_C_HEAD = re.compile(r"^(?:\}\s*)?(?:if|for|while|switch|catch|else\s+if)\s*\(.*\)\s*\{$")
# `return x`, `return nil, err`, `assert n == 1`: a value, or names joined by commas, after it.
_RETURNED = re.compile(r"^(?:return|yield|raise|throw|assert|del)\s+(?P<rest>.+?);?$")
_VALUES = re.compile(r"^[\w.]+(?:\s*,\s*[\w.]+)*$")
# Data as code writes it: `{"id": 1},`, `["a", "b"]` (not "[WIP] fix the login").
_DATA = re.compile(r"^[\[{].*[:,\"'].*[\]}],?$")
# The verbs a statement of SQL opens with, as code writes them, in capitals. Each names a statement
# (`TRUNCATE`, `GRANT`, `MERGE`, `UPSERT` as much as `SELECT`), so the one list serves a line of
# SQL here and, in `judges/code.py`, a string that opens as a query and a term of SQL. (Kept in
# this module, which imports nothing of the reader's, so that both may import it.)
SQL_VERBS = r"SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|TRUNCATE|MERGE|UPSERT|GRANT"
# SQL as it is written: an upper-case statement with an upper-case clause after it.
_SQL = re.compile(rf"^(?:{SQL_VERBS})\b.*\b(?:FROM|INTO|SET|TABLE|INDEX|VIEW|WHERE|VALUES|AS|ON|"
                  r"SCHEMA|DATABASE|COLUMN|TO)\b")


def reads_as_prose(line: str) -> bool:
    """Do two words stand side by side with no sign between, as in a sentence, outside the
    line's strings and its trailing comment ("n = number of items", "if the cache is cold:")?"""
    text = _TRAILING_COMMENT.sub("", _STRING.sub('""', _as_a_word(line)))
    return any(a.lower() not in _KEYWORDS and b.lower() not in _KEYWORDS
               for a, b in _PAIR.findall(text))


def is_code_line(line: str) -> bool:
    """Is the line a line of source code (or of SQL), by its shape, rather than the person's
    words?"""
    text = line.strip()
    if not text:
        return False
    if _SQL.match(text) or _C_HEAD.match(text):
        return True
    if reads_as_prose(text):
        return False
    if _SHAPES.search(text):
        return True
    if _BARE_HEAD.match(text):
        return True
    text = _as_a_word(text)
    if (head := _HEAD.match(text)) is not None:
        return _FOR_IN.match(text) is not None or _CODE_MARK.search(head.group("rest")) is not None
    if (returned := _RETURNED.match(text)) is not None:
        rest = returned.group("rest")
        return _CODE_MARK.search(rest) is not None or (
            _VALUES.match(rest) is not None and _looks_like_a_value(rest))
    return _DATA.match(text) is not None


def _as_a_word(line: str) -> str:
    return _INLINE_CODE.sub("it", line)


def _looks_like_a_value(values: str) -> bool:
    """`nil, err`, `None`, `user_id`, `self.total`: names of code, not a word said after "return"
    ("return early")."""
    # (A number alone may be said: "return 404".)
    return all(re.fullmatch(rf"{_CODE_VALUE}|(?=\d*[A-Za-z_])\w*[_\d]\w*|[a-z]+[A-Z]\w*|\w+\.\w+",
                            v.strip()) for v in values.split(","))
