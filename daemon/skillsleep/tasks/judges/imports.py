"""A library named by a word code also uses for its own names, checked as the library brought in.

"`request` is deprecated here, switch to `undici`", "drop the `six` dependency", "we're moving off
the `mock` package": the term is a library, but its name is also what programs call their own
things (`export async function POST(request: Request)`, `path`, `time`, `debug`, `log`, `sort`).
Looked for as a word, the ban fails every handler with a parameter named `request`, and the
check of the replacement is in play on such work too. So such a library is looked for where a
change brings it in: an import (`import x`, `from x import`, `import ... from 'x'`,
`require('x')`, `use x::`, `extern crate x`, a Go import path ending in `/x`), or a manifest line
that adds it (package.json, requirements, pyproject, Cargo.toml, a Gemfile, a gemspec, go.mod).

A name reads so only when both hold:
- it is a plain name code also uses as an identifier: lower case, one word, and a common word of
  prose or at most four letters (`json`, `uuid`, `jwt`, `q`); a name no one writes for their
  own things (`lodash`, `axios`, `undici`) keeps the check of the word, which also finds its
  calls;
- the words say it is a library: a word for one next to it ("the `request` library", "the
  `mock` package", "the `six` dependency"), an act done to packages alone ("uninstall `chalk`",
  "don't import `time`"), or, for the side a move leaves, the move to a library ("`request` is
  deprecated, switch to `undici`": the other side is one by its name or by the words around
  it). The side moved to is often a part of the language ("from `axios` to `fetch`"), so only
  its own words make it a library;
- or, for a name turned away, the other side the words choose is a library by a name no word of
  code has ("no `moment` - use `date-fns`", "never `request`, use `undici`", "not `glob`,
  `fast-glob`", "no `mock`, use `unittest.mock`", "`structlog`, not `log`"): a lower-case name
  of a library (`undici`, `date-fns`, `@std/path`), or a module path that ends in the name
  turned away. A class (`Decimal`), a member or a call (`asyncio.sleep`) chosen says nothing
  of libraries, and neither does a program run at a shell on either side ("don't call `pip`,
  use `uv`").
A name turned away is also found where it is called by itself (`fetch(...)`, `print(...)`,
`moment()`): a library is called so as often as it is imported, and a part of the language
turned away for a library ("use `axios`, not `fetch`") is only called.
When unsure, the word is checked as before: a move between two words ("replace `print` with
`log`") says nothing of libraries.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..common_words import is_common
from ..terms import is_program_run, names_code

# A plain name, as a package is written: lower case, one word.
_PLAIN_NAME = re.compile(r"[a-z][a-z0-9_]*")
# Names this short are written for a program's own things as often as words are (`q`, `jwt`).
_SHORT = 4

# The words for a library, said right before or after its name.
_KIND = (r"(?:librar(?:y|ies)|lib|packages?|pkg|modules?|crates?|gems?|dependenc(?:y|ies)|deps?|"
         r"npm\s+packages?|pip\s+packages?|python\s+packages?|go\s+modules?)")
# An act done to packages alone: what is uninstalled, imported, depended on or installed.
_PACKAGE_ACT = re.compile(
    r"\b(?:uninstall\w*|un-?install\w*|(?:npm|yarn|pnpm|pip|poetry|cargo|gem|bundle|go)\s+"
    r"(?:remove|rm|uninstall|install|add|get)|depend(?:s|ing|ed)?\s+on)\s+(?:the\s+)?$", re.I)
# "import `x`", "don't import `x`": the module itself, not a name taken from one ("import `log`
# from our utils").
_IMPORT = re.compile(r"\bimport(?:s|ing|ed)?\s+(?:the\s+)?$", re.I)
_FROM_AFTER = re.compile(r"^`?\s+from\b", re.I)
# A move from one thing to another: what a project does to a library it leaves.
_MOVE = re.compile(
    r"\b(?:deprecat\w*|migrat\w*|mov(?:e|es|ed|ing)\s+(?:off|away|over)|switch\w*|replac\w*|"
    r"swap\w*|instead|in\s+favou?r\s+of|rip(?:ping)?\s+out|get(?:ting)?\s+rid\s+of|phas\w*\s+out|"
    r"port(?:ing|ed)?\s+(?:off|away))\b", re.I)
_BACKTICKED = re.compile(r"`([^`\n]+)`")


def everyday_name(name: str) -> bool:
    """Is the name one code also uses as an identifier: plain, lower case, and a common word
    or a very short one?"""
    return _PLAIN_NAME.fullmatch(name) is not None \
        and (len(name) <= _SHORT or is_common(name))


def _spots(name: str, said: str) -> list[tuple[str, str]]:
    """The words before and after each place the name is said, in backticks or not."""
    out = []
    for m in re.finditer(rf"`{re.escape(name)}`|(?<![\w`./-]){re.escape(name)}(?![\w`/-])", said):
        out.append((said[:m.start()], said[m.end():]))
    return out


def _said_as_library(name: str, said: str) -> bool:
    """A word for a library next to the name ("the `mock` package", "library `six`")."""
    return any(re.search(rf"\b{_KIND}\s+$", before, re.I)
               or re.match(rf"\s+{_KIND}\b", after, re.I) for before, after in _spots(name, said))


def _acted_on_as_package(name: str, said: str) -> bool:
    return any(_PACKAGE_ACT.search(before)
               or (_IMPORT.search(before) and not _FROM_AFTER.match(after))
               for before, after in _spots(name, said))


def is_library(name: str, said: str, others: Iterable[str] = (), left: bool = False) -> bool:
    """Do the words say the name is a library: by a word for one, by an act done to packages
    alone, or, for the side a move leaves (`left`), by the move to another side that is a
    library (`others`: the other terms the rule names). The side moved to is often no library
    ("switch from `axios` to `fetch`"): only its own words say it is one."""
    if _said_as_library(name, said) or _acted_on_as_package(name, said):
        return True
    if not left or not _MOVE.search(said):
        return False
    sides = _sides(name, said, others)
    return any(names_code(o) or _said_as_library(o, said) or _acted_on_as_package(o, said)
               for o in sides)


# The side a rule chooses, right after the word that chooses it ("use `undici`", "prefer
# `dayjs`", "not `glob`, `fast-glob`"), right before "instead" or "over" ("`date-fns` instead"),
# or set first against the side turned away ("`structlog`, not `log`").
_CHOOSES = re.compile(r"(?:\b(?:use|using|prefer|choose|pick|with|go\s+with|stick\s+(?:with|to)|"
                      r"try)|[,;:\u2013\u2014-])\s*$", re.I)
_CHOSEN_BEFORE = re.compile(r"^`?(?:\s+(?:instead|over|rather|in\s+favou?r)\b|\s*,?\s+not\s+`)",
                            re.I)
# A library's name as a registry holds it: lower case, of words joined by "-" (`date-fns`), or
# under a scope (`@std/path`).
_PACKAGE = re.compile(r"@?[a-z][a-z0-9]*(?:[-_/][a-z0-9]+)*")


def _chosen(other: str, said: str) -> bool:
    """Do the words choose the other side ("use `undici`", "`date-fns` instead")?"""
    return any(_CHOOSES.search(before) or _CHOSEN_BEFORE.match(after)
               for before, after in _spots(other, said))


def _a_library_by_name(other: str, name: str) -> bool:
    """Is the other side a library by its name alone, or a module of the name turned away
    (`unittest.mock` for `mock`)?"""
    if other.endswith(f".{name}") and re.fullmatch(r"[a-z][\w.]*", other):
        return True
    return _PACKAGE.fullmatch(other) is not None and names_code(other)


def _left_for_a_library(name: str, said: str, others: Iterable[str]) -> bool:
    """Is the name turned away for another side the words choose, a library by its name? A
    program run at a shell, on either side ("don't call `pip`, use `uv`"), is run, not
    imported."""
    if is_program_run(name):
        return False
    return any(_chosen(o, said) and _a_library_by_name(o, name) and not is_program_run(o)
               for o in _sides(name, said, others))


def _sides(name: str, said: str, others: Iterable[str]) -> set[str]:
    return {o for o in others if o and o != name} | \
        {m.group(1) for m in _BACKTICKED.finditer(said) if m.group(1) != name}


def read_by_import(name: str, said: str, others: Iterable[str] = (), left: bool = False) -> bool:
    """Is the term checked where a change brings the library in (`brings_in`)?"""
    return everyday_name(name) and (is_library(name, said, others, left)
                                    or (left and _left_for_a_library(name, said, others)))


def brought_in_or_called(name: str) -> str:
    """A pattern over an added line that brings the library in or calls it by its name alone
    (`moment()`, `fetch(url)`), not as a member (`root.glob(`) nor where a function of that
    name is made (`def request(`)."""
    call = (rf"(?-i:(?<![\w.$])(?<!def\s)(?<!fn\s)(?<!func\s)(?<!function\s)"
            rf"{re.escape(name)}\s*\()")
    return f"{brings_in(name)}|{call}"


def by_import(pattern: str, name: str) -> bool:
    """Is the pattern of the term the library's, found where it is brought in?"""
    return pattern in (brings_in(name), brought_in_or_called(name))


def brings_in(name: str) -> str:
    """A pattern over an added line that brings the library `name` in, in the languages and
    manifests agents write."""
    n = re.escape(name)
    quoted = rf"""['"](?:node:)?{n}(?:/[^'"\s]*)?['"]"""
    # a version as a manifest writes it, the whole string ("^1.2.3", "*", "workspace:*"): a
    # setting ("12:30", "2024-01-01") is none
    version = (r'"(?:[\^~=<>!v]*\s*\d+(?:\.[\dx*]+)*(?:-[a-z][\w.]*)?|\*|latest|next|'
               r'(?:workspace|npm|file|link|github|git\+\w+):[^"]*)"')
    forms = (
        # Python's import of the module by its name (a name bound from another module, as
        # JavaScript's `import request from "supertest"`, is none)
        rf"(?:^|;)\s*import\s+(?:[\w.]+(?:\s+as\s+\w+)?\s*,\s*)*{n}(?:\.[\w.]+)?"
        rf"(?:\s+as\s+\w+)?\s*(?:,\s*[\w.]+(?:\s+as\s+\w+)?\s*)*(?:;|#|$)",
        rf"\bfrom\s+{n}(?:\.[\w.]+)?\s+import\b",
        # JavaScript and TypeScript: import ... from 'x', import 'x', require('x'), import('x');
        # Ruby's require 'x'
        rf"\bfrom\s+{quoted}",
        rf"(?:^|;)\s*import\s+{quoted}",
        rf"\b(?:require|import)\s*\(?\s*{quoted}",
        # Rust
        rf"\b(?:use|extern\s+crate)\s+(?:::)?{n}\s*(?:::|;|as\b)",
        # Go: an import path that ends in the name, on an import line or in an import block
        rf"""^\s*(?:import\s+)?(?:[\w.]+\s+)?"(?:[\w.-]+/)*{n}(?:/v\d+)?"\s*(?://.*)?$""",
        # manifests, whose entries stand at the start of the line: package.json, requirements
        # and pyproject, Cargo.toml and poetry, Gemfile and gemspec, go.mod
        rf"""^\s*"{n}"\s*:\s*{version}""",
        rf"""^(?:\s*['"])?{n}(?:\[[\w,\s-]*\])?\s*(?:==|>=|<=|~=|!=|===|>|<)\s*\d""",
        rf"""^{n}\s*=\s*(?:{version}|\{{\s*(?:version|git|path|workspace)\b)""",
        rf"""^{n}\.workspace\s*=\s*true""",
        rf"""^\s*(?:gem|\w+\.add_(?:runtime_|development_)?dependency)\s*\(?\s*['"]{n}['"]""",
        rf"""^\s*(?:require\s+)?(?:[\w.-]+/)+{n}(?:/v\d+)?\s+v\d""",
    )
    return "|".join(f"(?:{f})" for f in forms)
