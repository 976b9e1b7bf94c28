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
  its own words make it a library.
When unsure, the word is checked as before: a move between two words ("replace `print` with
`log`") says nothing of libraries.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..common_words import is_common
from ..terms import names_code

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
    sides = {o for o in others if o and o != name} | \
        {m.group(1) for m in _BACKTICKED.finditer(said) if m.group(1) != name}
    return any(names_code(o) or _said_as_library(o, said) or _acted_on_as_package(o, said)
               for o in sides)


def read_by_import(name: str, said: str, others: Iterable[str] = (), left: bool = False) -> bool:
    """Is the term checked where a change brings the library in (`brings_in`)?"""
    return everyday_name(name) and is_library(name, said, others, left)


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
