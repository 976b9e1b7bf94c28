"""A naming-case convention: the case style the names of one kind are written in.

"use snake_case for all function names", "branch names should be kebab-case", "React components
are PascalCase", "don't use camelCase for python variables", "constants are SCREAMING_CASE in
this codebase": a rule of how the team names a kind of thing, checked on the names of that kind
the work declares (`declared.py`) against the style named (`casing.py`). Work that declares no
name of the kind is work the rule is not about: its check says nothing of it (None), as every
judge says of what an attempt cannot show.

Read only where a style is named by its name and the words say it of a kind of name as a rule: said
of the kind ("X are Y", "X should be Y", "X go in Y"), asked of it ("use Y for X", "name X in Y",
"never use Y for X", "no Y in X", "Y X only"), labelled ("X: Y", "X -> Y"), opened by "make sure" or
"remember to", with its reason after ("... to match the API"); the joints a style leaves out said
after it ("all lowercase, no underscores") are the style's, no banned word. A description ("the old
code used camelCase"), a question, a paste, someone else's rule told ("the linter says constants
should be UPPER_CASE"), an ask to convert or rename one thing, and a style said of text (a title, a
header, a message) give nothing; so does a kind narrowed by a word no diff shows ("exported
constants", "private methods"): its check would read the names the rule is not about. Said of every
name of a kind, the rule holds beyond the work at hand: it stands by its scope, as a rule said with
"always".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fnmatch import fnmatchcase
from typing import Any

from ..conventions_said import THE_CONVENTION_IS
from ..terms import FOR_NOW
from .attempt import Attempt
from .base import Judge, judge_kind
from .casing import STYLE_SAID, shape_of, style_called, style_named
from .code import LANGUAGES, SHORT_NAMES, is_test_path
from .declared import KINDS, created_files
from .naming import example_glob, kind_as_said

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
    # Not "enums" nor "records": said of an enum's members and of a table's rows as often as
    # of a type.
    ("types", r"classes|types|structs|interfaces|traits|protocols",
     r"class|type|struct|interface|trait|protocol"),
    ("components", r"components", r"component"),
    ("files", r"files|filenames|modules", r"file|filename|module"),
    ("packages", r"packages|crates", r"package|crate"),
    ("branches", r"branches", r"branch"),
    ("tables", r"tables", r"table"),
    ("columns", r"columns", r"column"),
)
_NOUN = "|".join(rf"(?:{plural})(?:\s+names)?|(?:{one})\s+names" for _, plural, one in _NOUNS)
# The same, each kind a group of its own, to tell which one was said; a whole word, never the
# start of another ("TypeScript" names no types).
_NOUN_NAMED = re.compile(r"(?<![\w-])(?:" + "|".join(
    rf"(?P<k{i}>(?:{plural})(?:\s+names)?|(?:{one})\s+names)"
    for i, (_, plural, one) in enumerate(_NOUNS)) + r")(?![\w-])", re.IGNORECASE)

# Languages and stacks a kind is said with ("Python functions", "in Rust"): the files of a
# language are where its rule holds (`code.reaches`), by its name or a short one people say.
_LANGUAGE = {**{name: name for name in LANGUAGES}, **SHORT_NAMES}
# Words said before a kind that keep its every name: whose they are, their language or stack,
# where they live. Any other word narrows the kind to names no diff shows ("exported
# constants", "private methods") and the words are not read.
_QUALIFIER = (r"(?:all|our|new|any|every|" + "|".join(_LANGUAGE) + r"|react|vue|svelte|angular|"
              r"django|rails|node|database|db|postgres|mysql|git|test|source|shell\s+script|"
              r"script|api)")
_LEAD_IN = rf"(?:(?:all|our|new|any|every)\s+(?:of\s+(?:our|the)\s+)?)?(?:{_QUALIFIER}\s+){{0,2}}"
_ONE_KIND = rf"{_LEAD_IN}(?:{_NOUN}|names\s+of\s+(?:all\s+)?(?:new\s+)?(?:{_NOUN}))"
# Read once, never given back: a list of kinds is no shorter list and a tail.
_KINDS = (rf"(?P<kinds>(?>{_ONE_KIND}(?:\s*(?:,|&|/|\band\b|\bor\b)\s*(?:,\s*)?"
          rf"{_ONE_KIND})*))")
_STYLE = rf"(?<![\w-])(?P<style>{STYLE_SAID})(?![\w-])"
# Where the rule is said to hold, after the kind: "in Rust", "in our Go code", "in API
# responses", "in this codebase", "here".
_WHERE = (rf"(?P<where>\s+(?:in|across|for|on|within)\s+(?!{STYLE_SAID})"
          r"(?:this\s+(?:repo|repository|codebase|project|app|org)|(?:our|the|all|every)\s+"
          r"[\w#+.-]+(?:\s+[\w#+.-]+){0,2}?|[\w#+.-]+(?:\s+(?:code|files|projects?|services?|"
          r"apps?|responses?|payloads?))?)|\s+here|\s+everywhere)?")
_LEAD = (r"^\W*(?:(?:please|pls|also|and|so|btw|oh|ok|okay|note|from\s+now\s+on|going\s+forward)"
         r"\b[\s,:]*)*"
         # "make sure new functions are snake_case", "remember to use kebab-case for branches"
         r"(?:(?:make\s+sure|ensure|remember)\b[\s,:]*(?:(?:that|to)\s+)?(?:you\s+)?)?"
         # "the standard here is snake_case for JSON fields": the team's way, opened as such
         rf"(?:{THE_CONVENTION_IS}\s*)?"
         rf"(?:(?:in|for)\s+(?:our\s+)?(?P<language>{'|'.join(_LANGUAGE)})(?:\s+code)?\s*,\s*)?"
         r"(?:(?P<we>we)\s+(?:always\s+)?|always\s+)?")
# What follows the style: nothing, or words that do not make it the end of a change from one
# style to another ("... to camelCase", "... from snake_case").
_TAIL = (r"(?P<tail>(?:\s*[,;:(\u2014-]|\s+(?!(?:to|into)\s+(?:an?\s+)?(?:[\w-]+[\s_-])?case\b|"
         rf"(?:to|into)\s+(?:{STYLE_SAID})|from\b(?!\s+now\s+on\b)))[^?]*?)?"
         r"\s*[.!]*\s*$")
# What may follow a style said right before its kind ("kebab-case branch names only"): words
# that say the rule holds, never a verb that makes the words a sentence about the names.
_BARE_TAIL = (r"(?P<tail>(?:\s*,?\s*(?:only|please|pls|always|everywhere|throughout|"
              r"across\s+the\s+board))*)\s*[.!]*\s*$")
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
    # "kebab-case branch names only", "no camelCase column names", "PascalCase component names
    # in the React app"
    rf"{_LEAD}(?:{_BAN}(?:use\s+|using\s+)?|(?:use|prefer|stick\s+(?:to|with)|go\s+with)\s+)?"
    rf"(?P<bare>{_STYLE})\s+{_KINDS}{_WHERE}{_BARE_TAIL}",
))
# A style said as a plain word is also a verb ("lowercase file names in the upload folder"):
# said before its kind and a place, it asks for one change there, not for a rule.
_VERB_STYLE = re.compile(r"(?:all\s+)?(?:lower|upper)[\s-]?case", _I)
# A kind and its style split by a colon or an arrow, read on the sentence as a whole, as a colon
# splits it into clauses ("DB columns: snake_case", "Packages: lowercase, no underscores",
# "branch names -> kebab-case"). Only a sentence that opens with the kind is read so: one that
# opens with a verb is an ask ("Rename: columns -> snake_case"); and what follows the style is
# set apart by a mark, as a label's value is, never words that go on ("snake_case ones are
# broken") nor an arrow to another style (a mapping, "snake_case -> camelCase").
_LABELLED = (re.compile(rf"{_LEAD}{_KINDS}{_WHERE}\s*(?::|->|=>|\u2192)\s*{_STYLE}"
                        r"(?P<tail>\s*[,;(\u2014](?!\s*(?:-|=)?>)[^?]*?)?\s*[.!]*\s*$", _I),)
# The joints a style leaves out, said after it ("all lowercase, no underscores"): part of the
# style, not a word banned from the work.
_JOINTS_LEFT_OUT = re.compile(r"^\W*(?:and\s+|but\s+)?(?:no|without|never)\s+(?:any\s+)?"
                              r"(?:underscores?|hyphens?|dashes?|spaces?)"
                              r"(?:\s*(?:,|or|and|/|nor)\s*(?:underscores?|hyphens?|dashes?|"
                              r"spaces?))*\W*$", _I)


def joints_left_out(clause: str) -> bool:
    """Is the clause the joints a case style leaves out ("no underscores"), said after it?"""
    return _JOINTS_LEFT_OUT.match(clause) is not None

# What around the style takes the rule back or narrows it ("unless it's a test", "except
# migrations", "but only in the new module"), tells of code as it is or was ("in the legacy
# module, which is why lint fails", "used to"), or of names another program gives ("in the
# payloads we get from Stripe").
_TAKEN_BACK = re.compile(rf"\b(?:unless|except|but|if|when|other\s+than|apart\s+from|aside\s+from|"
                         r"used\s+to|was|were|which|why|old|legacy|existing|"
                         r"current|previous|still|from(?!\s+now\s+on\b)|their|upstream|vendor\w*|"
                         # "... right now", "... so far", "... these days": the names as they
                         # stand, told, not the rule for new ones
                         rf"{FOR_NOW}|these\s+days|"
                         r"third[- ]party|generated)\b", _I)
# An exception said in the rule's sentence, in a clause of its own ("methods are camelCase, but
# getters can be snake_case"): the check would fail the names the person let off.
_EXCEPTED = re.compile(r"\b(?:unless|except|but|other\s+than|apart\s+from|aside\s+from|"
                       r"save\s+for|if|when)\b", _I)


def excepted(sentence: str) -> bool:
    """Does the sentence a naming rule is said in let some names of its kind off?"""
    return _EXCEPTED.search(sentence) is not None


# A cause, a time or a complaint said after the style tells of the names as they came to be, not
# the rule for new ones: "our constants are camelCase after the bad merge", "... and that's why
# the lookup fails", "..., thanks to whoever set up the DB", "... in theory", "..., oops".
# ("from now on" opens a rule; "now" alone tells the state.)
_TOLD_OF_NOW = re.compile(r"\b(?:after|because|since|thanks\s+to|due\s+to|in\s+theory|"
                          r"on\s+paper|oops|sadly|unfortunately|apparently|somehow|"
                          r"(?<!from\s)now(?!\s+on\b)|that'?s\s+(?:why|how|what|the\s+reason)|"
                          r"at\s+this\s+point|by\s+accident|by\s+mistake)\b", _I)


def told_of_now(sentence: str) -> bool:
    """Does the sentence tell how the names came to be, or complain of them, beside the style?"""
    return _TOLD_OF_NOW.search(sentence) is not None


# Where a rule holds in the project as a whole: no narrower than the document it is written in.
_THE_PROJECT = re.compile(r"^\s*(?:(?:in|across|for|within)\s+this\s+(?:repo|repository|codebase|"
                          r"project|app|org)|here|everywhere)\s*$", _I)
# The rest of a sentence that goes on to another kind: "..., and types are UpperCamelCase".
_ANOTHER = re.compile(r"^\s*(?:[,;]\s*)?(?:and\s+|;\s*)(?P<rest>.+)$", _I)


# A naming rule is said in a short clause; a longer one is read no further.
_LONGEST = 300


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


def case_rules(clause: str, shapes: tuple[re.Pattern[str], ...] = _SHAPES) -> list[CaseRule]:
    """The naming-case rules a clause states, one for each kind it names."""
    if len(clause) > _LONGEST:
        return []
    text = re.sub(r"`([^`]*)`", r"\1", clause.strip())
    for shape in shapes:
        m = shape.match(text)
        if m is not None:
            break
    else:
        return []
    tail = m.group("tail") or ""
    if m.groupdict().get("bare") and m.group("where") and _VERB_STYLE.fullmatch(m.group("style")):
        return []
    if told_of_now(tail):
        return []
    more = _ANOTHER.match(tail)
    if more is not None:
        tail = tail[:more.start("rest")]
    if _TAKEN_BACK.search(f"{m.group('where') or ''} {tail}"):
        return []
    style = style_named(m.group("style"))
    if style is None:
        return []
    where = _where(m, tail)
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


def _where(m: re.Match[str], tail: str) -> str:
    """Where the rule is said to hold, right after its kind or after what it asks ("in Java",
    "in the web app"); "" for the whole project ("here", "in this repo")."""
    where = (m.group("where") or "").strip()
    after = re.match(r"^\s+((?:in|across|within)\s+[^,;.!?]+?)\s*(?:[,;.!?]|$)", tail)
    if not where and after and not re.search(STYLE_SAID, after.group(1), _I):
        where = after.group(1)
    return "" if _THE_PROJECT.match(where) else where


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
    return _judges(case_rules(clause))


def labelled_case_judges(sentence: str) -> list[Judge]:
    """The naming-case judges a sentence states as a kind, a colon and a style."""
    return _judges(case_rules(sentence, _LABELLED))


def _judges(rules: list[CaseRule]) -> list[Judge]:
    return [(NameCaseOfWork if KINDS[r.names].reads == "workspace" else NameCase)(
        names=r.names, style=r.style, banned=r.banned, said=r.said, where=r.where,
        written=r.written, reach=r.reach) for r in rules]


# -- test files named by example: "test files should be named foo_test.go" ---------------------

# Tests, as a kind of file: the files test runners look for, which a path shows (`code.py`).
_TEST_FILES = (rf"(?P<kinds>{_LEAD_IN}(?:(?:test|spec)\s+(?:files|modules)|tests|specs)"
               r"(?:\s+names)?)")
_EXAMPLE = r"(?P<example>`[^`\s]+`|[\w.*<>{}\[\]-]+\.[A-Za-z]\w*)"
_NAMED_LIKE = tuple(re.compile(p, _I) for p in (
    # "test files should be named foo_test.go", "specs are called `<name>.spec.ts`"
    rf"{_LEAD}{_TEST_FILES}{_WHERE}\s+(?:are|is|should\s+be|must\s+be|(?:need|have)\s+to\s+be|"
    rf"get)\s+(?:always\s+)?(?:named|called)\s+(?:like\s+|after\s+|as\s+)?{_EXAMPLE}"
    rf"(?:\s+(?:pattern|convention|style))?{_TAIL}",
    # "name test files like `test_<module>.py`"
    rf"{_LEAD}name\s+{_TEST_FILES}{_WHERE}\s+(?:like\s+|as\s+|after\s+)?{_EXAMPLE}{_TAIL}",
    # "test modules follow the `test_*.py` pattern"
    rf"{_LEAD}{_TEST_FILES}{_WHERE}\s+(?:always\s+)?(?:follow|use)\s+(?:the\s+)?{_EXAMPLE}"
    rf"(?:\s+(?:pattern|convention|naming))?{_TAIL}",
))


@judge_kind
@dataclass
class TestFilesNamedLike(Judge):
    """The test files the work creates are named as the example the person gave (`glob`, read
    from "foo_test.go" as "*_test.go"): "Name test files like `foo_test.go`."."""

    __test__ = False  # not a test class, though its name opens so
    kind = "test_files_named_like"
    reads = "workspace"
    held_by_scope = True
    glob: str = "*"
    example: str = ""   # the name as given ("foo_test.go")
    said: str = ""      # the kind as said ("Go test files")
    where: str = ""
    reach: str = ""

    def validate(self) -> None:
        for name in ("glob", "example", "said", "where", "reach"):
            if not isinstance(getattr(self, name), str):
                raise ValueError(f"{name} must be a string")
        if "." not in self.glob:
            raise ValueError("glob must end in a file's ending")

    def params(self) -> dict[str, Any]:
        return {k: v for k, v in super().params().items() if v or k == "glob"}

    def score(self, attempt: Attempt) -> float | None:
        paths = created_files(attempt, self.reach)
        if paths is None:
            return None
        # the tests of the example's own ending: a rule of `.ts` specs says nothing of `.py`
        ending = "." + self.glob.rsplit(".", 1)[-1]
        tests = [p.rsplit("/", 1)[-1] for p in paths if is_test_path(p) and p.endswith(ending)]
        if not tests:
            return None
        return 1.0 if all(fnmatchcase(t, self.glob) for t in tests) else 0.0

    def _said(self) -> str:
        where = f" {self.where}" if self.where else ""
        return f"{self.said or 'test files'}{where} like `{self.example or self.glob}`"

    def describe(self) -> str:
        return f"the change must name {self._said()}"

    def instruction(self) -> str | None:
        return f"Name {self._said()}."

    def subject(self) -> tuple[str, ...]:
        return (self.kind, self.reach, self.glob.rsplit(".", 1)[-1])

    def key_terms(self) -> list[str]:
        # the pattern, not the example: "foo_test.go" would read as one file, and a rule about
        # one file is no rule of the project's
        return [self.glob]


def test_file_judges(clause: str) -> list[Judge]:
    """The rule a clause states of how test files are named, by example."""
    if len(clause) > _LONGEST:
        return []
    m = next((m for shape in _NAMED_LIKE if (m := shape.match(clause.strip()))), None)
    if m is None or _TAKEN_BACK.search(f"{m.group('where') or ''} {m.group('tail') or ''}"):
        return []
    example = m.group("example").strip("`")
    glob = example_glob(example)
    if not glob:
        return []
    where = _where(m, m.group("tail") or "")
    kinds = m.group("kinds")
    said = kind_as_said(re.sub(r"\b(?:tests|specs)$", lambda t: f"{t.group(0)[:-1]} files",
                               kinds))
    return [TestFilesNamedLike(glob=glob, example=example, said=said, where=where,
                               reach=_reach(f"{kinds} {where}".replace("test", "")))]
