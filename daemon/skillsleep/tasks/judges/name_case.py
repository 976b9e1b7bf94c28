"""A naming-case convention: the case style the names of one kind are written in.

"use snake_case for all function names", "branch names should be kebab-case", "React components
are PascalCase", "don't use camelCase for python variables", "constants are SCREAMING_CASE in
this codebase": a rule of how the team names a kind of thing, checked on the names of that kind
the work declares (`declared.py`) against the style named (`casing.py`). Work that declares no
name of the kind is work the rule is not about: its check says nothing of it (None), as every
judge says of what an attempt cannot show.

Read only where a style is named by its name and the words say it of a kind of name as a rule:
said of the kind ("X are Y", "X should be Y", "X: Y"), asked of it ("use Y for X", "name X in
Y", "never use Y for X", "no Y in X"). A description ("the old code used camelCase"), a
question, a paste, someone else's rule told ("the linter says constants should be UPPER_CASE"),
an ask to convert or rename one thing, and a style said of text (a title, a header, a message)
give nothing; so does a kind narrowed by a word no diff shows ("exported constants", "private
methods"): its check would read the names the rule is not about. Said of every name of a kind,
the rule holds beyond the work at hand: it stands by its scope, as a rule said with "always".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .attempt import Attempt
from .base import Judge, judge_kind
from .casing import STYLE_SAID, shape_of, style_called, style_named
from .declared import KINDS
from .naming import kind_as_said

_I = re.IGNORECASE

# The kinds of names, by the nouns people say them with: in the plural, or in the singular
# before "names" ("function names"). Kinds said in two words come first ("CSS classes").
_NOUNS: tuple[tuple[str, str, str], ...] = (
    ("css classes", r"css\s+classes", r"css\s+class"),
    ("json keys", r"json\s+(?:keys|fields|properties)", r"json\s+(?:key|field|property)"),
    ("env vars", r"env(?:ironment)?\s+var(?:iable)?s", r"env(?:ironment)?\s+var(?:iable)?"),
    ("flags", r"(?:cli\s+|command[- ]line\s+)?flags|(?:cli|command[- ]line)\s+options",
     r"(?:cli\s+|command[- ]line\s+)?flag|(?:cli|command[- ]line)\s+option"),
    ("functions", r"functions|methods|funcs|fns", r"function|method|func|fn"),
    ("variables", r"(?:local\s+)?variables|vars|locals", r"(?:local\s+)?variable|var|local"),
    ("constants", r"constants|consts|statics(?:\s+and\s+consts)?", r"constant|const"),
    ("types", r"classes|types|structs|interfaces|enums|traits|records|protocols",
     r"class|type|struct|interface|enum|trait|record|protocol"),
    ("components", r"components", r"component"),
    ("files", r"files|filenames|modules", r"file|filename|module"),
    ("packages", r"packages|crates", r"package|crate"),
    ("branches", r"branches", r"branch"),
    ("tables", r"tables", r"table"),
    ("columns", r"columns", r"column"),
)
_NOUN = "|".join(rf"(?:{plural})(?:\s+names)?|(?:{one})\s+names" for _, plural, one in _NOUNS)
# The same, each kind a group of its own, to tell which one was said.
_NOUN_NAMED = re.compile("|".join(rf"(?P<k{i}>(?:{plural})(?:\s+names)?|(?:{one})\s+names)"
                                  for i, (_, plural, one) in enumerate(_NOUNS)), re.IGNORECASE)

# Languages and stacks a kind is said with ("Python functions", "in Rust"): the files of a
# language are where its rule holds.
_LANGUAGE = {"python": "python", "py": "python", "go": "go", "golang": "go", "rust": "rust",
             "java": "java", "kotlin": "kotlin", "typescript": "typescript", "ts": "typescript",
             "javascript": "javascript", "js": "javascript", "swift": "swift", "ruby": "ruby",
             "php": "php", "scala": "scala", "elixir": "elixir", "sql": "sql", "css": "css",
             "bash": "bash", "shell": "bash"}
# Words said before a kind that keep its every name: whose they are, their language or stack,
# where they live. Any other word narrows the kind to names no diff shows ("exported
# constants", "private methods") and the words are not read.
_QUALIFIER = (r"(?:all|our|new|any|every|" + "|".join(_LANGUAGE) + r"|react|vue|svelte|angular|"
              r"django|rails|node|database|db|postgres|mysql|git|test|source|shell\s+script|"
              r"script|api)")
_LEAD_IN = rf"(?:(?:all|our|new|any|every)\s+(?:of\s+(?:our|the)\s+)?)?(?:{_QUALIFIER}\s+){{0,2}}"
_ONE_KIND = rf"{_LEAD_IN}(?:{_NOUN}|names\s+of\s+(?:all\s+)?(?:new\s+)?(?:{_NOUN}))"
_KINDS = rf"(?P<kinds>{_ONE_KIND}(?:\s*(?:,|&|/|\band\b|\bor\b)\s*(?:,\s*)?{_ONE_KIND})*)"
_STYLE = rf"(?<![\w-])(?P<style>{STYLE_SAID})(?![\w-])"
# Where the rule is said to hold, after the kind: "in Rust", "in our Go code", "in API
# responses", "in this codebase", "here".
_WHERE = (rf"(?P<where>\s+(?:in|across|for|on|within)\s+(?!{STYLE_SAID})"
          r"(?:this\s+(?:repo|repository|codebase|project|app|org)|(?:our|the|all|every)\s+"
          r"[\w#+.-]+(?:\s+[\w#+.-]+){0,2}?|[\w#+.-]+(?:\s+(?:code|files|projects?|services?|"
          r"apps?|responses?|payloads?))?)|\s+here|\s+everywhere)?")
_LEAD = (r"^\W*(?:(?:please|pls|also|and|so|btw|oh|ok|okay|note)\b[\s,:]*)*"
         rf"(?:(?:in|for)\s+(?:our\s+)?(?P<language>{'|'.join(_LANGUAGE)})(?:\s+code)?\s*,\s*)?"
         r"(?:(?P<we>we)\s+(?:always\s+)?|always\s+)?")
_TAIL = r"(?P<tail>(?:\s*[,;:(\u2014-]|\s+(?!to\b|from\b|into\b))[^?]*?)?\s*[.!]*\s*$"
_BAN = r"(?P<ban>(?:don'?t|do\s+not|never|avoid|no)\b\s*)"

_SHAPES = tuple(re.compile(p, _I) for p in (
    # "function names are snake_case", "constants should be SCREAMING_CASE", "variable names:
    # camelCase", "table names must not be camelCase", "constants go in UPPER_CASE"
    rf"{_LEAD}{_KINDS}{_WHERE}(?:\s*:\s*|\s*=\s*|\s+(?:(?:should|must|shall|will|ought\s+to|"
    rf"(?:need|have|has)\s+to|are\s+to)\s+(?:always\s+)?(?P<neg>not\s+|never\s+)?"
    rf"(?:be|use|follow|stay|go\s+in)|(?:are|is)(?:\s+always)?(?:\s+(?P<neg2>not|never))?|"
    rf"(?:always\s+)?(?:use|follow|go\s+in|get|take|stay))"
    rf"(?:\s+(?:written|named|spelled|kept|declared))?\s+(?:in\s+|as\s+|with\s+|using\s+)?"
    rf"(?:an?\s+)?){_STYLE}{_TAIL}",
    # "use snake_case for function names", "never use PascalCase for functions", "no camelCase
    # in column names", "snake_case for function names, please"
    rf"{_LEAD}(?:{_BAN}(?:use\s+|using\s+)?|(?:use|prefer|stick\s+(?:to|with)|go\s+with)\s+)?"
    rf"{_STYLE}(?:\s+names)?\s+(?:for|in|on|with)\s+{_KINDS}{_WHERE}{_TAIL}",
    # "name functions in snake_case", "keep file names lowercase", "we write module names in
    # lowercase", "never name functions in PascalCase"
    rf"{_LEAD}{_BAN}?(?:name|write|keep|spell|declare)\s+{_KINDS}{_WHERE}\s+"
    rf"(?:in\s+|as\s+|using\s+|with\s+)?(?:an?\s+)?{_STYLE}{_TAIL}",
))

# What after the style takes the rule back or narrows it ("unless it's a test", "except
# migrations", "but only in the new module"), or tells of the past.
_TAKEN_BACK = re.compile(r"\b(?:unless|except|but|if|when|other\s+than|apart\s+from|aside\s+from|"
                         r"used\s+to|was|were|for\s+now)\b", _I)
# Where a rule holds in the project as a whole: no narrower than the document it is written in.
_THE_PROJECT = re.compile(r"^\s*(?:(?:in|across|for|within)\s+this\s+(?:repo|repository|codebase|"
                          r"project|app|org)|here|everywhere)\s*$", _I)
# The rest of a sentence that goes on to another kind: "..., and types are UpperCamelCase".
_ANOTHER = re.compile(r"^\s*(?:[,;]\s*)?(?:and\s+|;\s*)(?P<rest>.+)$", _I)


@dataclass(frozen=True)
class CaseRule:
    """One rule read: the kind of name (a key of `declared.KINDS`), the kind as said, where it
    holds as said, the files it holds in (a reach `code.reaches` reads), the style and whether
    it is banned."""

    names: str
    said: str
    where: str
    reach: str
    style: str
    written: str
    banned: bool


def case_rules(clause: str) -> list[CaseRule]:
    """The naming-case rules a clause states, one for each kind it names."""
    text = re.sub(r"`([^`]*)`", r"\1", clause.strip())
    for shape in _SHAPES:
        m = shape.match(text)
        if m is not None:
            break
    else:
        return []
    tail = m.group("tail") or ""
    more = _ANOTHER.match(tail)
    if more is not None:
        tail = tail[:more.start("rest")]
    if _TAKEN_BACK.search(tail):
        return []
    style = style_named(m.group("style"))
    if style is None:
        return []
    where = (m.group("where") or "").strip()
    tail_where = re.match(r"^\s+((?:in|across|within)\s+[^,;.!?]+?)\s*(?:[,;.!?]|$)", tail)
    if not where and tail_where and not re.search(STYLE_SAID, tail_where.group(1), _I):
        where = tail_where.group(1)
    if _THE_PROJECT.match(where):
        where = ""
    language = m.group("language") or ""
    if language:
        where = f"in {language}" + (f" {where}" if where else "")
    banned = any(m.groupdict().get(g) for g in ("ban", "neg", "neg2"))
    kinds = m.group("kinds")
    out = [CaseRule(key, said, where, _reach(f"{kinds} {where}"), style.name, m.group("style"),
                    banned) for key, said in _kinds(kinds)]
    if more is not None:
        out += [r for r in case_rules(more.group("rest")) if r.names not in {o.names for o in out}]
    return out


def _kinds(kinds: str) -> list[tuple[str, str]]:
    """The kinds of name the words name, each once, in order, with the words that say it: the
    words said before the first ("Python" of "Python functions and variables") are said of
    each, and the nouns of one kind are said together ("statics and consts")."""
    found = list(_NOUN_NAMED.finditer(kinds))
    lead = kinds[:found[0].start()] if found else ""
    nouns: dict[str, list[str]] = {}
    for m in found:
        key = _NOUNS[int(next(k for k, v in m.groupdict().items() if v)[1:])][0]
        nouns.setdefault(key, []).append(m.group(0))
    return [(key, kind_as_said(f"{lead}{' and '.join(said)}")) for key, said in nouns.items()]


def _reach(words: str) -> str:
    """The files a rule said with these words holds in, as `code.reaches` reads a reach: those
    of the language named, or tests; "" for every file."""
    language = re.search(rf"\b({'|'.join(_LANGUAGE)})\b(?![/.+#-])", words, _I)
    if language:
        return f"in {_LANGUAGE[language.group(1).lower()]}"
    if re.search(r"\btest\b", words, _I):
        return "in tests"
    if re.search(r"\bshell\s+script", words, _I):
        return "in shell scripts"
    return ""


@judge_kind
@dataclass
class NameCase(Judge):
    """The names of one kind the work declares are written in a case style (or, `banned`, not
    in it): "Name functions in snake_case."."""

    kind = "name_case"
    reads = "code"
    held_by_scope = True
    names: str = "functions"    # the kind of name, a key of `declared.KINDS`
    style: str = "snake_case"   # the case style, by its usual name
    banned: bool = False
    said: str = ""              # the kind as said ("Python functions")
    where: str = ""             # where it holds, as said ("in API responses")
    written: str = ""           # the style as said ("UpperCamelCase")
    reach: str = ""             # the files it holds in, as `code.reaches` reads them

    def validate(self) -> None:
        if self.names not in KINDS:
            raise ValueError(f"names must be one of: {', '.join(KINDS)}")
        if style_called(self.style) is None:
            raise ValueError(f"unknown case style {self.style!r}")
        for name in ("said", "where", "written", "reach"):
            if not isinstance(getattr(self, name), str):
                raise ValueError(f"{name} must be a string")

    def params(self) -> dict[str, Any]:
        return {k: v for k, v in super().params().items() if v or k in ("names", "style")}

    def score(self, attempt: Attempt) -> float | None:
        style = style_called(self.style)
        found = KINDS[self.names].names(attempt, self.reach) if style else None
        if style is None or found is None:
            return None
        # a name with letters that have no case (中文), or with none, shows no style
        names = [n for n in found if shape_of(n)]
        if not names:
            return None  # the work declares no name of this kind: the rule is not in play
        if self.banned:
            return 0.0 if any(style.shows(n) for n in names) else 1.0
        return 1.0 if all(style.fits(n) for n in names) else 0.0

    def _kind_said(self) -> str:
        where = f" {self.where}" if self.where and self.where.lower() not in self.said.lower() \
            else ""
        return f"{self.said or self.names}{where}"

    def describe(self) -> str:
        never = "not " if self.banned else ""
        return (f"the {self._kind_said()} the change declares must {never}be named in "
                f"{self.written or self.style}")

    def instruction(self) -> str | None:
        said = f"name {self._kind_said()} in {self.written or self.style}."
        return f"Do not {said}" if self.banned else f"N{said[1:]}"

    def subject(self) -> tuple[str, ...]:
        # "functions in snake_case", then "no, camelCase for functions": one rule replaced
        return (self.kind, self.names, self.reach)

    def key_terms(self) -> list[str]:
        return [self.written or self.style]


@judge_kind
@dataclass
class NameCaseOfWork(NameCase):
    """A naming-case rule of names only a workspace shows: the files the work creates, the
    branches its commands create."""

    kind = "name_case_of_work"
    reads = "workspace"


def case_judges(clause: str) -> list[Judge]:
    """The naming-case judges a clause states."""
    return [(NameCaseOfWork if KINDS[r.names].reads == "workspace" else NameCase)(
        names=r.names, style=r.style, banned=r.banned, said=r.said, where=r.where,
        written=r.written, reach=r.reach) for r in case_rules(clause)]
