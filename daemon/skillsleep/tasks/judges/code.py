"""The part of an added line a term is code in, so that a check finds the term where it is used.

A rule about code names code ("never use `any`", "no `print`", "no `SELECT *`"), and many of its
terms are English words or short tokens that a change also writes in prose: in a comment ("//
accepts any JSON"), a docstring ("Retries failed requests"), a message it prints ("Save as
draft") or a README. Found there, the term is no use of the code, and a check that fails such a
change fails work that keeps the rule. So a term is looked for in the line with its comments
blanked, and, for a term that is a name ("any", "time.sleep", "unwrap()"), with the strings that
hold prose (words between spaces) blanked too, all but the code interpolated in them
(`f"{token}"`, `${token}`); a string without spaces is a name the code uses
(`require("lodash")`, an import path) and stays, and so does a query ("SELECT NOW() ...").
Blanks keep every other character where it was, so a term's boundaries are read as before.

Two kinds of term live where the rest are blanked: comment markers and directives (`TODO`,
`@ts-ignore`, `noqa`, `eslint-disable`) are only ever written in comments, and a term that is
not a name (`SELECT *`, `!important`) is code inside a string as much as outside one.

Lines are read file by file, in order, so a docstring, a block comment, a heredoc, a template or
a raw string that runs over several lines is known as one; a diff's hunks are read each from its
start, with the lines they keep, so one never carries a string into the next. Each language's
own forms are known where it has them: SQL's `--` comments, Rust's raw strings (`r#"..."#`),
Go's struct tags (code in a string), Swift's `\\(...)` (code inside a string), the text between
tags in markup, and a Dockerfile's instructions, written in capitals (`ADD` is not `apk add`).
The files of prose (Markdown, reStructuredText, plain text) hold code only in their code spans
and fences; a list of Python requirements, though it ends in ".txt", is a manifest. Files a tool
wrote (vendored modules, generated code, lock files) are told by their paths and by the line a
generator writes at their top.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..code_line import SQL_VERBS
from .conditions import IN_A_FOLDER, THE_ONES, kind_of_code_said, reach_of
from .places import CI_FILES, DOCKERFILES, MAKEFILES, place_said

# Only ever written in a comment: a marker of work left, or a directive to a tool.
_LIVES_IN_COMMENTS = re.compile(
    r"^(?:TODO|FIXME|XXX|HACK|BUG|NOTE)\b|^@ts-|^(?:eslint|tslint|jshint|pylint|stylelint|"
    r"biome|deno-lint|prettier|istanbul|c8)\b|^#?\s*(?:noqa|nolint|nosec|NOSONAR|"
    r"type:\s*ignore|pragma|fmt:\s*(?:off|skip))\b", re.I)
# A name, dotted or not, or a call of one: what a program names, not what it says.
_A_NAME = re.compile(r"[.$]?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*!?(?:\(\))?")
PROSE_FILES = (".md", ".mdx", ".markdown", ".rst", ".txt", ".adoc")
# A string that holds a query is code ("SELECT NOW() FROM jobs").
# A statement of SQL in any letter case, by its grammar, where its words run on: the columns and
# the table of a select, the table of an insert, an update or a delete, the schema changed
# ("select an item from the list", "delete from the menu", "update the widget" are sentences).
# Its first word is written all in lower case or all in capitals, or with a capital at the start
# as its next keyword is ("Select * From orders"): a capital only at the start is a sentence's
# ("Delete from cart", "Select all from list" on a button).
_TABLE = r"(?!(?:the|a|an|this|that|these|those|your|my|our|its|their|if)\b)[\w.\"`\[\]]+"
_STATEMENT_ENDS = (r"(?=\s*(?:$|[;)\"'`]|(?:where|join|inner|left|right|full|cross|order|group|"
                   r"limit|having|union|returning|on|using)\b))")


_NEXT_KEYWORD_CAPITAL = r"(?=[^\"'`\n]*?\s(?-i:From|Into|Set|Table|Index)\b)"


def _opening(*words: str) -> str:
    cases = [w for word in words
             for w in (word, word.upper(), word.title() + _NEXT_KEYWORD_CAPITAL)]
    return "(?-i:" + "|".join(cases) + ")"


SQL_IN_ANY_CASE = (
    r"(?i:\b" + _opening("select") + r"\s+(?:distinct\s+)?(?:\*|[\w.\"`]+(?:\s*,\s*[\w.\"`*]+)*)"
    r"\s+from\s+" + _TABLE + r"(?:\s+(?:as\s+)?[a-z]\w*)?" + _STATEMENT_ENDS + r"|\b"
    + _opening("insert") + r"\s+into\s+" + _TABLE + r"\s*(?:\(|values\b|select\b)|\b"
    + _opening("update") + r"\s+" + _TABLE + r"\s+set\s+[\w\"`.]+\s*=|\b"
    + _opening("delete") + r"\s+from\s+" + _TABLE + _STATEMENT_ENDS + r"|\b"
    + _opening("alter") + r"\s+table\s+" + _TABLE + r"\s+(?:add|drop|alter|rename)\b|\b"
    + _opening("create", "drop") + r"\s+(?:unique\s+)?(?:table|index)\s+"
    r"(?:if\s+(?:not\s+)?exists\s+)?" + _TABLE + ")")
_SQL = re.compile(rf"\s*(?:{SQL_VERBS})\s|\s*(?:" + SQL_IN_ANY_CASE + ")")
_STATEMENT = re.compile(SQL_IN_ANY_CASE)
# A term of SQL written in capitals ("SELECT *", "DROP COLUMN", "WITH (NOLOCK)", "MERGE INTO"):
# found in another case only in a statement, which may run over the lines after it; in lower
# case most of these verbs are also code's own words (`with`, `merge`, `update`).
_SQL_TERM = re.compile(rf"(?:{SQL_VERBS})\b")
_LINES_OF_A_STATEMENT = 6
_FENCE = re.compile(r"^\s*(?:```|~~~)")
_CODE_SPAN = re.compile(r"`[^`]+`")
# The files of a language a rule is said in ("never use `any` in TypeScript"), by their endings
# and by the tags of an answer's fenced blocks.
LANGUAGES = {
    "typescript": (".ts", ".tsx", ".mts", ".cts", ".typescript"),
    "javascript": (".js", ".jsx", ".mjs", ".cjs", ".javascript"),
    "python": (".py", ".pyi", ".python"),
    "go": (".go", ".golang"),
    "rust": (".rs", ".rust"),
    "java": (".java",),
    "kotlin": (".kt", ".kts", ".kotlin"),
    "swift": (".swift",),
    "ruby": (".rb", ".rake", ".ruby"),
    "php": (".php",),
    "scala": (".scala", ".sc"),
    "elixir": (".ex", ".exs", ".elixir"),
    "sql": (".sql",),
    "css": (".css", ".scss", ".sass", ".less"),
    "bash": (".sh", ".bash", ".zsh", ".shell"),
}
# The mark a line's comment opens with in each language: `#`, `//` (and C's `/* */`), either
# (PHP), `--` (SQL), and C's `/* */` alone in style sheets, where `#` opens a selector. Every
# reader of comments (`_Reader`, the shapes of code) takes a language's endings from `LANGUAGES`
# and its marks from here, so an ending one table knows the other reads alike (a test holds each
# language to a mark).
COMMENT_MARKS = {
    "typescript": "//", "javascript": "//", "go": "//", "rust": "//", "java": "//",
    "kotlin": "//", "swift": "//", "scala": "//", "python": "#", "ruby": "#", "elixir": "#",
    "bash": "#", "php": "#//", "sql": "--", "css": "/*",
}
# Endings of languages no rule names by their name, by their marks: R, Perl and Julia open
# comments with `#`; C, C++, C#, Dart and Groovy with `//`; Lua, Haskell, Elm and the dialects
# of SQL with `--`.
_OTHER_ENDINGS = {
    "#": (".r", ".pl", ".jl"),
    "//": (".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".cs", ".dart", ".groovy"),
    "--": (".lua", ".hs", ".elm", ".psql", ".pgsql"),
}


def _marked(mark: str) -> tuple[str, ...]:
    """The endings of the files whose comments open with `mark`, languages' first."""
    return (*(e for language, marks in COMMENT_MARKS.items() if marks == mark
              for e in LANGUAGES[language]), *_OTHER_ENDINGS.get(mark, ()))


def marks_of(ending: str) -> str:
    """The comment marks of the files with this ending ("" when no table knows it)."""
    return next((marks for language, marks in COMMENT_MARKS.items()
                 if ending in LANGUAGES[language]),
                next((m for m, endings in _OTHER_ENDINGS.items() if ending in endings), ""))


# The endings of files of code whose comments open with `#` only, with `//` only (and `/* */`),
# with either, and with `--` wherever they stand; an answer's fenced block is named by its tag
# ("block.python"), so the tags that spell a language out are among them.
HASH_COMMENTED = _marked("#")
SLASH_COMMENTED = _marked("//")
BOTH_COMMENTED = _marked("#//")
DASH_COMMENTED = _marked("--")
# Files of settings and of styles, with one mark of comment (`#` in YAML, `/* */` in CSS, where
# `#` opens a selector) and no program in them.
_HASH_SETTINGS = (".yml", ".yaml", ".toml", ".cfg", ".ini")
_STYLES = _marked("/*")
_HASH_COMMENTS = frozenset((*HASH_COMMENTED, *_HASH_SETTINGS))
_SLASH_COMMENTS = frozenset((*SLASH_COMMENTED, *_STYLES))
_DASH_COMMENTS = frozenset(DASH_COMMENTED)
# Files whose strings in backticks may run over lines: JavaScript's templates, Go's raw strings.
_LONG_BACKTICKS = frozenset((*LANGUAGES["typescript"], *LANGUAGES["javascript"],
                             *LANGUAGES["go"]))
# Files with heredocs (`<<~TEXT` ... `TEXT`): Ruby, the shells, Perl, PHP, and the files known by
# name alone (a Dockerfile's `RUN <<EOF`, a Makefile).
_HEREDOCS = frozenset((*LANGUAGES["ruby"], *LANGUAGES["bash"], *LANGUAGES["php"], ".pl", ""))
_HEREDOC = re.compile(r"(?<![\w)\]])<<[~-]?(['\"]?)([A-Z_][A-Z0-9_]*)\1")
# Markup, whose text between tags is what a page says (`<p>Pick any plan</p>`).
_MARKUP = frozenset((".html", ".htm", ".jsx", ".tsx", ".vue", ".svelte", ".erb", ".astro"))
_TEXT_NODE = re.compile(r"(?<=>)[^<>{}]*(?=</[A-Za-z])")

# Files a project knows by their name alone, whatever their extension ("the README" is
# README.md or README.rst). Said in lower case, only those no plain English word is.
WELL_KNOWN_FILES = ("README", "CHANGELOG", "CHANGES", "HISTORY", "NEWS", "LICENSE",
                    "CONTRIBUTING", "AUTHORS", "NOTICE", "CODEOWNERS", "Makefile", "Dockerfile",
                    "Containerfile", "Justfile", "Jenkinsfile", "Procfile", "Gemfile", "Rakefile",
                    "Vagrantfile")

# Comments that run until they are closed, in C's family and in markup.
_OPENERS = {"/*": "*/", "<!--": "-->"}
_CLOSERS = frozenset(_OPENERS.values())


def lives_in_comments(term: str) -> bool:
    return _LIVES_IN_COMMENTS.search(term) is not None


def is_a_name(term: str) -> bool:
    return _A_NAME.fullmatch(term) is not None


def _blank(text: str) -> str:
    return re.sub(r"\S", " ", text)


# The code inside a string: `${total}`, Ruby's `#{total}`, Swift's `\\(total)`, and `{total}` in
# an f-string.
_INTERPOLATED = re.compile(r"[$#]\{[^}]*\}|\\\((?:[^()]|\([^()]*\))*\)")
# A string of Go struct tags (`json:"id" db:"id"`): keys and values the code reads, no prose.
_TAGS = re.compile(r"(?:[\w.-]+:\"[^\"]*\"\s*)+")
_FORMATTED = re.compile(r"\{[^{}]*\}")


def _blank_text(string: str, formatted: bool) -> str:
    """A string of prose blanked, the code interpolated in it kept."""
    keep = _FORMATTED if formatted else _INTERPOLATED
    out, at = [], 0
    for m in keep.finditer(string):
        out += [_blank(string[at:m.start()]), m.group(0)]
        at = m.end()
    return "".join([*out, _blank(string[at:])])


class _Reader:
    """Reads one file's added lines in order, carrying a docstring or a block comment over."""

    def __init__(self, path: str, comments: bool, prose: bool) -> None:
        self.comments = comments     # keep comments (the term lives there)
        self.prose = prose           # keep strings that hold prose
        self.rust = path.endswith(".rs")
        ending = path.lower().rsplit("/", 1)[-1]
        ending = "." + ending.rsplit(".", 1)[-1] if "." in ending else ""
        # `//` divides in Python and `#` names a private field in JavaScript: each marks a
        # comment only in the languages whose comments it opens (either, when no ending says)
        self.slashes = ending not in _HASH_COMMENTS
        self.hashes = ending not in _SLASH_COMMENTS
        self.dashes = ending in _DASH_COMMENTS
        self.backticks = ending in _LONG_BACKTICKS
        self.heredocs = ending in _HEREDOCS
        self.markup = ending in _MARKUP
        self.open = ""               # the closer of a string or comment left open: '"""', "*/"
        self.heredoc = ""            # the word that closes a heredoc left open: "EOF"
        self.query: bool | None = None  # is the string left open a query? (its first words)

    def read(self, line: str) -> str:
        if self.heredoc:
            if line.strip() == self.heredoc:
                self.heredoc, self.query = "", None
                return _blank(line)
            return line if self._keeps(line, True) else _blank(line)
        if self.markup and not self.prose:
            line = _TEXT_NODE.sub(lambda m: _blank(m.group(0)), line)
        out = self._read(line)
        if self.heredocs and not self.open:
            opened = _HEREDOC.search(out)
            self.heredoc = opened.group(2) if opened else ""
        return out

    def _read(self, line: str) -> str:
        out: list[str] = []
        i, n = 0, len(line)
        while i < n:
            if self.open:
                end = _closing(line, i, self.open)
                stop = n if end < 0 else end + len(self.open)
                if self.open in _CLOSERS:
                    out.append(line[i:stop] if self.comments else _blank(line[i:stop]))
                elif self._keeps(line[i:stop], True):
                    out.append(line[i:stop])
                else:
                    out.append(_blank_text(line[i:stop], False) if self.open == "`"
                               else _blank(line[i:stop]))
                if end >= 0:
                    self.open, self.query = "", None
                i = stop
                continue
            rest = line[i:]
            at_word = i == 0 or line[i - 1].isspace()
            # after a word or a path, `/*` is a glob ("build/*"), no comment
            opened = next((o for o in _OPENERS if rest.startswith(o)), "")
            if opened and self.slashes and (at_word or line[i - 1] in ";,(){}"):
                self.open = _OPENERS[opened]
                out.append(opened if self.comments else _blank(opened))
                i += len(opened)
                continue
            if (self.slashes and rest.startswith("//") and (at_word or line[i - 1] in ";,){}")) \
                    or (self.hashes and rest.startswith("#") and at_word
                        and (len(rest) == 1 or rest[1] in " #\t")) \
                    or (not line[:i].strip() and re.match(r"--\s|\*(?:\s|$)", rest)) \
                    or (self.dashes and rest.startswith("--")):
                out.append(rest if self.comments else _blank(rest))
                break
            raw = re.match(r'(?:b?r)(#*)"', rest) if self.rust and not (
                i and (line[i - 1].isalnum() or line[i - 1] == "_")) else None
            if raw:
                # Rust's raw string, `r#"..."#`: the quotes inside it close nothing
                closer = '"' + raw.group(1)
                end = line.find(closer, i + raw.end())
                stop = n if end < 0 else end + len(closer)
                if end < 0:
                    self.open = closer
                out.append(line[i:stop] if self._keeps(line[i:stop], end < 0)
                           else _blank(line[i:stop]))
                i = stop
                continue
            if rest[:3] in ('"""', "'''"):
                end = line.find(rest[:3], i + 3)
                if end < 0:
                    self.open = rest[:3]
                    out.append(rest if self._keeps(rest, True) else _blank(rest))
                    break
                stop = end + 3
                out.append(line[i:stop] if self._keeps(line[i:stop], True)
                           else _blank(line[i:stop]))
                i = stop
                continue
            if rest[0] in "\"'`":
                stop = _string_end(line, i)
                if stop is None and rest[0] == "`" and self.backticks:
                    self.open = "`"  # a template or a raw string that goes on below
                    out.append(rest if self._keeps(rest, True) else _blank_text(rest, False))
                    break
                if stop is None or (self.rust and rest[0] == "'" and stop - i > 4):
                    out.append(rest[0])  # an apostrophe or a lifetime, no string
                    i += 1
                    continue
                formatted = re.search(r"(?<![\w])[rRbB]?[fF][rR]?$", line[:i]) is not None
                out.append(line[i:stop] if self._keeps(line[i:stop], False)
                           else _blank_text(line[i:stop], formatted))
                i = stop
                continue
            out.append(line[i])
            i += 1
        return "".join(out)

    def _keeps(self, string: str, long: bool) -> bool:
        """Is a string's text kept: always when the term may be code in one, else when it holds
        no prose (a module, a path, a key)."""
        if self.prose:
            return True
        body = re.sub(r"^b?r(?=#*\")", "", string).strip("\"'`#")
        if long and (self.open or self.heredoc):
            # a query over lines is code to its end: its first words tell
            if self.query is None and body.strip():
                self.query = _SQL.match(body) is not None
            if self.query:
                return True
        return _SQL.match(body) is not None or _TAGS.fullmatch(string.strip("`")) is not None \
            or (not long and not re.search(r"\s", body))


def _closing(line: str, start: int, closer: str) -> int:
    """Where the closer of a string or comment left open stands from `start`, -1 when not on
    the line: a backtick escaped in a template closes nothing."""
    end = line.find(closer, start)
    while closer == "`" and end > 0 and line[end - 1] == "\\":
        end = line.find(closer, end + 1)
    return end


def _string_end(line: str, start: int) -> int | None:
    """Where the string opened at `start` ends (after its closing quote), or None when it does
    not close on the line."""
    quote = line[start]
    i = start + 1
    while i < len(line):
        if line[i] == "\\":
            i += 2
            continue
        if line[i] == quote:
            return i + 1
        i += 1
    return None


def _prose_file(lines: Iterable[str]) -> list[str]:
    """A file of prose: its code spans, and the lines inside its fences."""
    out: list[str] = []
    fenced = False
    for line in lines:
        if _FENCE.match(line):
            fenced = not fenced
            out.append("")
            continue
        out.append(line if fenced else " ".join(_CODE_SPAN.findall(line)))
    return out


def code_lines(path: str, lines: list[str], term: str, ban: bool = True,
               hunks: list[list[str]] | None = None) -> list[str]:
    """The added lines of the file at `path`, as the term is looked for in them: comments and
    strings of prose blanked, as the term's kind calls for (see the module docstring). A file
    of prose is code only in its spans and fences for a `ban`; what is asked for may be said in
    words there ("fix:" opening a changelog entry).

    `hunks`, when the diff gave them, are the file's hunks as the new file shows them (added
    lines "+", kept ones " "): each is read from its start with the lines it keeps, so a
    docstring whose end the change did not touch closes where the file closes it, and one hunk
    never carries a string or a comment into the next."""
    if hunks and sum(ln.startswith("+") for h in hunks for ln in h) == len(lines):
        out: list[str] = []
        for hunk in hunks:
            read = _code_of(path, [ln[1:] for ln in hunk], term, ban)
            out += [code for ln, code in zip(hunk, read, strict=True) if ln.startswith("+")]
        return out
    return _code_of(path, lines, term, ban)


def _code_of(path: str, lines: list[str], term: str, ban: bool) -> list[str]:
    if lives_in_comments(term):
        return lines
    if path.lower().endswith(PROSE_FILES) and not _REQUIREMENTS.search(path):
        return _prose_file(lines) if ban else lines
    reader = _Reader(path, comments=False, prose=not is_a_name(term))
    read = [reader.read(line) for line in lines]
    if _DOCKERFILE.search(path) and re.fullmatch(r"[A-Z]{2,}", term):
        # A Dockerfile's instructions are written in capitals and the commands they run in
        # lower case: `ADD` is not `apk add`, `USER` not `useradd -m user`.
        other = re.compile(rf"(?i:{re.escape(term)})")
        read = [other.sub(lambda m: m.group(0) if m.group(0) == term else _blank(m.group(0)),
                          line) for line in read]
    if _SQL_TERM.match(term):
        read = _in_statements(read, term)
    return read


def _in_statements(read: list[str], term: str) -> list[str]:
    """The lines with each sight of an SQL `term` in another letter case blanked, but where its
    line and the lines after it hold a statement ("select *" over "from users")."""
    other = re.compile(re.escape(term), re.I)
    out = []
    for i, line in enumerate(read):
        if not any(m.group(0) != term for m in other.finditer(line)):
            out.append(line)
            continue
        words = " ".join(" ".join(read[i:i + _LINES_OF_A_STATEMENT]).split())
        out.append(line if _STATEMENT.search(words) else other.sub(
            lambda m: m.group(0) if m.group(0) == term else _blank(m.group(0)), line))
    return out


# A list of Python requirements is a manifest, each line a package, though it ends in ".txt".
_REQUIREMENTS = re.compile(r"(?:^|/)(?:requirements|constraints)[\w.-]*\.txt$", re.I)
_DOCKERFILE = re.compile(DOCKERFILES, re.I)


# Files a tool wrote, not the person or the agent: vendored modules, generated code, minified
# bundles and lock files. A rule about the code one writes is not kept or broken there.
# Of them, the code a generator wrote and the code copied in from another project, each by its
# paths (`run_parts.py` reads the one a run is kept off).
GENERATED_PATHS = (r"(?:^|/)(?:__generated__|generated)/|\.pb(?:\.gw)?\.go$|_pb2(?:_grpc)?\.pyi?$|"
                   r"\.(?:g|freezed)\.dart$|[._-]generated\.\w+$|\.designer\.cs$")
VENDORED_PATHS = r"(?:^|/)(?:vendor|vendored|third[_-]party|node_modules|bower_components)/"
_MADE_BY_TOOLS = re.compile(
    rf"{VENDORED_PATHS}|{GENERATED_PATHS}|\.min\.(?:js|css)$|(?:^|/)(?:package-lock\.json|"
    r"npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|Cargo\.lock|poetry\.lock|uv\.lock|"
    r"Pipfile\.lock|go\.sum|Gemfile\.lock|composer\.lock)$", re.I)
# The line a generator writes at the top of what it makes (Go's convention, `@generated`).
_GENERATED_MARK = re.compile(r"\bCode generated\b.*\bDO NOT EDIT\b|@generated\b|"
                             r"\bauto-?generated\b.*\bdo not (?:edit|modify)\b", re.I)


# The words for code a tool made, said once: generated (by hand, "auto-generated",
# "autogenerated"), codegen, vendored, third-party, minified, and lock files; and a generator's
# output ("the protobuf output", "the codegen output"). `vendor` is a folder's name as much as
# a word ("the vendor meeting"), so it is code only with a noun of code after it.
_TOOL_MADE = (r"(?:auto-?)?generated|codegen|code-?gen|vendored|third[- _]party|minified")
_NOUN_OF_CODE = r"(?:code|files?|sources?|types|clients?|modules?|output|bundles?|assets?|js|css)"
_OUTPUT = (r"\b(?:codegen|code-?gen|generator'?s?|protobuf|protoc|openapi|graphql-codegen|"
           r"swagger)\s+output\b")
_LOCK_FILES = r"\block\s*files?\b|\blockfiles?\b"
# That code said as a rule's reach: "in generated code", "in the codegen output", "in vendored
# code", "in the protobuf output", "in third-party code", "in lock files". Such a rule holds in
# those files alone: none the agent writes by hand is of them. Not "code generated by hand".
_MADE_BY_TOOLS_SAID = re.compile(
    rf"\b(?:{_TOOL_MADE}|vendor)\s+{_NOUN_OF_CODE}\b|{_OUTPUT}|{_LOCK_FILES}", re.I)
# The same code named anywhere in a rule ("even in vendored modules", "not even in autogenerated
# code", "including the protobuf output"): each word of it alone, and `vendor/` as a folder.
_MADE_BY_TOOLS_NAMED = re.compile(
    rf"\b(?:{_TOOL_MADE})\b(?!\s+by\s+hand)|\bvendor(?:/|\s+{_NOUN_OF_CODE}\b|\s+(?:folder|"
    rf"directory|dir)\b)|{_OUTPUT}|{_LOCK_FILES}", re.I)


def made_by_tools_said(reach: str) -> bool:
    """Is a rule's reach code a tool writes ("in generated code", "in vendored code"), and not
    only the part it leaves out ("except in generated code")?"""
    return _MADE_BY_TOOLS_SAID.search(_LEFT_OUT.split(reach, maxsplit=1)[0]) is not None


def mentions_made_by_tools(words: str) -> bool:
    """Do the words of a rule name code a tool writes, anywhere ("even in vendored code",
    "except in generated code")? Then such files are among those it is read in, where its reach
    still decides."""
    return _MADE_BY_TOOLS_NAMED.search(words) is not None


def made_by_tools(path: str, lines: list[str]) -> bool:
    """Is the file at `path` (whose added lines are `lines`) written by a tool?"""
    return _MADE_BY_TOOLS.search(path) is not None \
        or any(_GENERATED_MARK.search(ln) for ln in lines[:5])


# The short names people say a language by ("in TS", "for JS code").
SHORT_NAMES = {"py": "python", "golang": "go", "ts": "typescript", "js": "javascript",
               "shell": "bash"}
# A language a rule is said in, whoever's it is ("in TS", "in our TypeScript"), or for its code
# ("for Kotlin code", "for JS files"); "for CSS classes", "for SQL queries" say what a thing is
# for, in any language, and "in the TS config" is in a file of settings, not of the language.
_NAMED = "|".join((*LANGUAGES, *SHORT_NAMES))
_A_LANGUAGE = re.compile(rf"\bin\s+(?:(?:our|the|any|all)\s+)?({_NAMED})\b(?![/.+#-])"
                         r"(?!\s+(?:config|configs|configuration|settings|compiler|version)\b)|"
                         rf"\bfor\s+(?:(?:our|the|any|all)\s+)?({_NAMED})\s+(?:code|files|"
                         r"sources?|projects?|modules?|packages?|services?)\b", re.I)


# A language written inside the strings of every other as well as in files of its own: "in SQL",
# "in our SQL queries" reach the queries wherever a change writes them (a check of them is in
# play where one is written, `purposes.py`); "in SQL files" keeps to the files.
_EMBEDDED = frozenset({"sql"})
_ITS_FILES = re.compile(r"\s+files?\b", re.I)


def _only_its_files(language: re.Match[str], said: str) -> bool:
    """Does the language said keep the rule to its own files?"""
    named = (language.group(1) or language.group(2)).lower()
    return named not in _EMBEDDED or _ITS_FILES.match(said, language.end()) is not None


# A language said as the label of the rule after it ("Kotlin: never use `!!`", "TS - no `any`",
# "Go — never `panic`"): the rule is said in that language, as "in Kotlin" says it. Any other
# label ("Nit:", "Rule:", "API:") names no files.
_A_LABEL = re.compile(rf"^\s*(?:[-*•>]\s*)?({_NAMED})\s*(?::|\s[-–—]{{1,2}})\s", re.I)


def language_label(sentence: str) -> str:
    """ "in <the language>" when the sentence opens with a language as its label, or ""."""
    found = _A_LABEL.match(sentence)
    return f"in {found.group(1)}" if found else ""


def names_a_language(reach: str) -> bool:
    """Does the reach name a language the rule holds in?"""
    return _A_LANGUAGE.search(reach) is not None


def _files_of(language: str) -> tuple[str, ...]:
    """The endings of the files of a language said by its name or a short one."""
    named = language.lower()
    return LANGUAGES[SHORT_NAMES.get(named, named)]
# Files of a kind by their role in the project, in the layouts of the common frameworks: the
# schema's history (Rails' db/migrate, Django's and Laravel's migrations, Alembic's versions,
# Prisma's, Knex's and Flyway's migration folders, golang-migrate's up and down files), the data a
# database is seeded with (Rails' db/seeds.rb, Prisma's seed.ts, Laravel's seeders, Knex's
# seeds) and the data tests are given (fixtures folders, Go's testdata, pytest's conftest.py).
MIGRATIONS = (r"(?:^|/)[^/]*migrations?[^/]*(?:/|$)|(?:^|/)db/migrate/|(?:^|/)alembic/versions/|"
              r"\.(?:up|down)\.sql$")
SEEDS = r"(?:^|/)seed(?:s|ers)?(?:/|\.\w+$)|(?:^|/)seed[\w-]*\.\w+$"
FIXTURES = r"(?:^|/)(?:__)?fixtures?(?:__)?/|(?:^|/)testdata/|(?:^|/)conftest\.py$"
# Files of a kind a rule is said of by what they are, not by a language ("never use `latest` in
# Dockerfiles", "`set -euo pipefail` in shell scripts", "no `continue-on-error` in the CI YAML",
# "`for_each` in Terraform", "in .tsx files"): the word said, and the paths of such files. The
# same term in a file of another kind (`def add(` in Python, `models.CASCADE` in Django) is not
# what the rule is about.
_FILE_KINDS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(said, re.I), re.compile(path, re.I)) for said, path in (
        (r"\b(?:docker|container)files?\b", DOCKERFILES),
        (r"\bmakefiles?\b", MAKEFILES),
        (r"\bshell\s+scripts?\b", r"\.(?:sh|bash|zsh)$"),
        (r"\b(?:terraform|hcl)\b", r"\.(?:tf|tfvars|hcl)$"),
        (r"\b(?:ci|github\s+actions|gitlab)\b(?:\s+[\w-]+){0,2}?\s+(?:workflows?|ya?ml|"
         r"config(?:uration)?|files?|pipelines?|jobs?)\b|\bworkflows?(?:\s+files?)?\b|"
         r"\bpipelines?\s+files?\b", CI_FILES),
        (r"\bya?ml\b", r"\.ya?ml$"),
        (r"\bmigrations?\b", MIGRATIONS),
        (r"\bseed(?:s|ers?)?\b", SEEDS),
        (r"\bfixtures?\b", FIXTURES),
    ))
# "in .tsx files", "in `*.tf` files": files by the ending said.
_AN_ENDING = re.compile(r"(?<![\w/])`?\*?(\.[a-z][\w]{0,9})`?\s+files\b", re.I)
# Code of tests, by the folders and the file names the test runners of each language look for.
_TESTS = re.compile(r"\b(?:tests?|specs?|test\s+(?:files|code|suites?))\b", re.I)
# Languages whose tests live in files of their own (Rust keeps its unit tests in the file they
# test; SQL, style sheets and shell scripts have no runner that looks for files), by every ending
# the one table gives them (a Rake task, a Gradle script in Kotlin, a stub of Python's types are
# no tests), with C#'s and Dart's, whose languages no rule names.
TESTS_APART = ("typescript", "javascript", "python", "go", "java", "kotlin", "swift", "ruby", "php",
               "scala", "elixir")
_TESTS_APART = (*(e for language in TESTS_APART for e in LANGUAGES[language]), ".cs", ".dart")
# A test, by the folders test runners look in (in any case: Swift's packages keep theirs in
# `Tests/`) and the names they look for (in their case: "latest.java" is no test). The one
# definition: `purposes.py` reads it for the programs a print is the output of.
TEST_PATHS = (
    r"(?:^|/)(?i:tests?|__tests__|specs?|testing|e2e)/|(?:^|/)(?:test_[^/]*\.py|conftest\.py|"
    r"[^/]*_test\.\w+|[^/]*\.(?:test|spec)\.\w+|[^/]*Tests?\.(?:java|kt|cs|swift|scala)|"
    r"[^/]*_spec\.rb)$")
_TEST_PATH = re.compile(TEST_PATHS)
def is_test_path(path: str) -> bool:
    """Is the file at `path` a test, by the folders and names test runners look for?"""
    return _TEST_PATH.search(path) is not None


# Where a reach's words turn to the part left out ("in tests, except in fixtures").
_LEFT_OUT = re.compile(r"\b(?:except|excepting|outside|other\s+than|apart\s+from|aside\s+from|"
                       r"save\s+for|unless|not)\b", re.I)


def only_left_out(reach: str) -> bool:
    """Is the reach only a part left out ("unless you only changed the README", "except in
    `main()`")? Said after the moment of a run, it reads as the moment's exception."""
    found = _LEFT_OUT.match(reach.strip())
    return found is not None and found.group(0).lower() != "not"


# Code said as the code outside tests ("in production code", "in non-test code").
_NOT_TESTS = re.compile(r"\b(?:non-?tests?|production|prod)\b", re.I)


def said_part(reach: str) -> str:
    """The part of a reach that says where the rule holds, without the part it leaves out ("in
    tests, except in fixtures": "in tests, ")."""
    return _LEFT_OUT.split(reach, maxsplit=1)[0]


def of_a_kind_of_file(reach: str) -> bool:
    """Does the reach name files of a kind their paths show ("in shell scripts", "in
    Dockerfiles", "in .tf files"), so that a check reads only those?"""
    said = said_part(reach)
    return any(words.search(said) for words, _ in _FILE_KINDS) \
        or _AN_ENDING.search(said) is not None or _A_LANGUAGE.search(said) is not None


def of_a_kind(said: str) -> bool:
    """Does a rule's reach name code of a kind rather than one place of it: by what it is ("in
    library code", "in request handlers", "for money"), by its files ("in shell scripts", "in
    Dockerfiles", "in Kotlin code", "in .tsx files") or as the code outside tests ("outside of
    tests", "except in tests")? A folder, a package or a file named is one place."""
    reach = reach_of(said)
    if not reach or THE_ONES.match(reach):
        return False
    left_out = _LEFT_OUT.split(reach, maxsplit=1)
    tests_apart = len(left_out) > 1 and _TESTS.search(left_out[1]) is not None \
        and not left_out[0].strip(" ,")
    return kind_of_code_said(said) or tests_apart or of_a_kind_of_file(reach)


# A folder of the project a rule is said in: by its path ("under app/models", "in lib/", "in
# `src/api`"), or by the name of a package, module or folder ("in the `billing` package", "in
# the `app.payments` module", "inside the utils folder"), which names the folder in the layout of
# every language (Go's and Python's packages, Ruby's and Node's folders, Rust's crates).
_FOLDER_PATH = re.compile(IN_A_FOLDER, re.I)
_FOLDER_NAMED = re.compile(r"\b(?:in|inside|within|under|across)\s+(?:the\s+|our\s+)?(?:`(?P<code>"
                           r"[\w./-]+)`|(?P<word>[a-z_][\w-]*))\s+(?:package|module|folder|"
                           r"directory|dir|crate)\b", re.I)


def _folder_of(said: str) -> str:
    """The folder a reach names, as a path without the slashes at its ends ("app/models",
    "billing", "app/payments"), or ""."""
    found = _FOLDER_PATH.search(said)
    if found:
        return found.group("path").strip("/")
    named = _FOLDER_NAMED.search(said)
    if named is None:
        return ""
    code = named.group("code")
    # a Python module's dotted name is its path
    return code.replace(".", "/").strip("/") if code else named.group("word")


def _in_folder(folder: str, path: str) -> bool:
    """Is the file at `path` inside `folder`, wherever the folder sits in the tree, or the
    module file of that name ("payments" of `payments.py`), or the file named?"""
    at = re.escape(folder)
    return re.search(rf"(?:^|/){at}(?:/|\.\w+$|$)", path) is not None


def reaches(reach: str, path: str) -> bool:
    """Does a rule said to hold `reach` ("in tests", "in Go tests", "outside tests") hold in
    the file at `path`? A reach no file's name shows ("in library code", "for money") holds in
    every file, and so does an answer's untagged block and a file of a language whose tests
    may share it."""
    said, *left_out = _LEFT_OUT.split(reach, maxsplit=1)
    if path == "block":
        return True
    language = _A_LANGUAGE.search(said)
    if language and _only_its_files(language, said) \
            and not path.lower().endswith(_files_of(language.group(1) or language.group(2))):
        return False
    kind = next((files for words, files in _FILE_KINDS if words.search(said)), None)
    place = place_said(said) if kind is None else None
    if place is not None and place.files is not None:
        # "in CI", "in the pre-commit hook", "in our deploy script", "in cron jobs": the files
        # the program that runs there runs from
        kind = place.files
    if kind is not None and not kind.search(path):
        return False
    folder = _folder_of(said)
    if folder and not _in_folder(folder, path):
        return False
    ending = _AN_ENDING.search(said)
    if ending and not path.lower().endswith(ending.group(1).lower()):
        return False
    # Rust keeps its unit tests in the file they test: its files may all hold tests.
    apart = not path.startswith("block.") \
        and (path.lower().endswith(_TESTS_APART) or _TEST_PATH.search(path) is not None)
    if _NOT_TESTS.search(said) or (not _TESTS.search(said) and left_out
                                   and _TESTS.search(left_out[0])):
        return _TEST_PATH.search(path) is None  # "outside tests", "in production code"
    if _TESTS.search(said) and apart:
        return _TEST_PATH.search(path) is not None
    return True
