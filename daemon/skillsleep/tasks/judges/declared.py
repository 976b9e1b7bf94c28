"""The names a piece of work gives things of one kind: its functions, variables, constants,
types, components, files, packages, branches, tables, columns, environment variables, flags, CSS
classes and JSON keys, read the same way in every language.

A name is read where the work declares it, not where it uses one: the line that opens a
declaration (`def`, `func`, `fn`, `function`, `let`, `var`, `const`, `class`, `struct`, `type`,
`interface`, `enum`, `CREATE TABLE`, `ADD COLUMN`, `add_argument("--...")`, `ENV`, `export`), the
path of a file the work creates, the branch a command line creates. A name the work only calls
or reads is someone else's, and a rule about how the team names things says nothing of it.

Each kind is one small class that reads one attempt (`NameKind.names`): None when the attempt
cannot show names of its kind (an answer holds no paths and no command lines), a list (maybe
empty) when it can. Declarations are read on the lines as `code.py` gives them, comments and
strings of prose blanked, and not in files a tool wrote or in files of prose. A declaration whose
keyword ends a line (`export default function` / `Checkout(`) is read with the next line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ClassVar

from ..branch_names import creates_branch
from .attempt import Attempt
from .code import PROSE_FILES, WELL_KNOWN_FILES, code_lines, made_by_tools, reaches
from .places import DOCKERFILES

_N = r"[^\W\d][\w$]*"          # a name: a letter or an underscore, then word characters
_MOD = (r"(?:(?:export|default|public|private|protected|internal|static|final|abstract|sealed|"
        r"data|open|partial|async|pub(?:\([\w:]+\))?|unsafe|const|extern(?:\s+\"C\")?|"
        r"declare|override|virtual|synchronized|suspend|inline|readonly)\s+)*")
# A literal a constant is bound to: a number, a string, a truth value.
_LITERAL = r"(?:-?\d|[\"'`]|true\b|false\b|True\b|False\b|None\b|nil\b|null\b)"
_KEYWORD_AT_END = re.compile(r"\b(?:def|func|fn|fun|function|class|struct|interface|enum|trait|"
                             r"type|const|let|var|val)\s*$")


def _readable(path: str, lines: list[str]) -> bool:
    """Is the file code the work wrote: not prose, not made by a tool?"""
    return not path.lower().endswith(PROSE_FILES) and not made_by_tools(path, lines)


def _joined(lines: list[str]) -> list[str]:
    """The lines, each one whose declaring keyword ends it read with the next."""
    out: list[str] = []
    for i, line in enumerate(lines):
        if _KEYWORD_AT_END.search(line) and i + 1 < len(lines):
            out.append(f"{line} {lines[i + 1].strip()}")
        else:
            out.append(line)
    return out


def _code(attempt: Attempt, reach: str) -> list[tuple[str, list[str]]] | None:
    """The code files the work adds lines to, where the rule holds, as declarations are read."""
    files = attempt.added_files()
    if files is None:
        return None
    hunks = {c.path: c.hunks for c in attempt.changes or []}
    return [(path, _joined(code_lines(path, lines, "name", True, hunks.get(path))))
            for path, lines in files if _readable(path, lines) and reaches(reach, path)]


class NameKind:
    """A kind of name, and how the names of that kind an attempt gives are read."""

    key: str
    # What the judge of this kind reads: "code" (added lines, or the code an answer proposes),
    # "workspace" (paths, command lines: only a replay in a workspace has them).
    reads: ClassVar[str] = "code"

    def names(self, attempt: Attempt, reach: str = "") -> list[str] | None:
        raise NotImplementedError


@dataclass(frozen=True)
class Declared(NameKind):
    """Names declared on a line of code: each pattern's first group is a name, a list of names
    split at commas, or a dotted name read part by part. `endings` (a pattern over paths) keeps
    the files read to those a kind lives in (stylesheets for CSS classes); `skip` leaves out
    names that are another kind's by the convention of every language that writes them so (a
    variable in capitals is a constant)."""

    key: str
    patterns: tuple[str, ...]
    endings: str = ""
    skip: Callable[[str], bool] | None = None
    compiled: tuple[re.Pattern[str], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "compiled", tuple(re.compile(p, re.M) for p in self.patterns))

    def names(self, attempt: Attempt, reach: str = "") -> list[str] | None:
        files = _code(attempt, reach)
        if files is None:
            return None
        out: list[str] = []
        for path, lines in files:
            if self.endings and not re.search(self.endings, path, re.I):
                continue
            out += self.read(path, lines)
        return [n for n in out if not (self.skip and self.skip(n))]

    def read(self, path: str, lines: list[str]) -> list[str]:
        out: list[str] = []
        for line in lines:
            for pattern in self.compiled:
                for m in pattern.finditer(line):
                    out += [n for n in re.split(r"[\s,.]+", m.group(1)) if n]
        return out


def _in_capitals(name: str) -> bool:
    core = name.strip("_$")
    return len(core) > 1 and core.upper() == core and any(c.isalpha() for c in core)


@dataclass(frozen=True)
class DeclaredInBlocks(Declared):
    """Names declared one a line inside a block a line opens and a line closes: Go's `const (`
    ... `)`, SQL's `CREATE TABLE t (` ... `);`. `opens` and `closes` find those lines, and the
    patterns read the lines between."""

    opens: str = ""
    closes: str = ""

    def read(self, path: str, lines: list[str]) -> list[str]:
        out: list[str] = []
        inside = False
        for line in lines:
            if inside:
                if re.match(self.closes, line):
                    inside = False
                    continue
                out += super().read(path, [line])
            elif re.search(self.opens, line):
                inside = True
        return out


@dataclass(frozen=True)
class DeclaredUnderKey(Declared):
    """Names declared as the entries of a YAML key a line opens (`env:`, `environment:`): the
    lines indented one step under it, read by the patterns, up to the first line indented no
    deeper than the key. Deeper lines are an entry's own (`value:` under `- name: API_KEY`),
    not names of the kind."""

    opens: str = ""

    def read(self, path: str, lines: list[str]) -> list[str]:
        out: list[str] = []
        key: int | None = None      # the key's indentation, inside its block
        step: int | None = None     # its entries' indentation
        for line in lines:
            if not line.strip():
                continue
            indent = len(line) - len(line.lstrip(" "))
            if key is not None and indent > key and step in (None, indent):
                step = indent
                out += super().read(path, [line])
                continue
            if key is not None and indent > key:
                continue
            key, step = (indent, None) if re.match(self.opens, line) else (None, None)
        return out


@dataclass(frozen=True)
class Components(NameKind):
    """Components: a function of a `.jsx` or `.tsx` file whose body returns markup, a class
    that extends a component, and the file a Vue or Svelte component is (its name is the
    file's)."""

    key: str = "components"

    def names(self, attempt: Attempt, reach: str = "") -> list[str] | None:
        files = _code(attempt, reach)
        if files is None:
            return None
        out: list[str] = []
        for path, lines in files:
            lower = path.lower()
            if lower.endswith((".vue", ".svelte")) and _created(attempt, path):
                out.append(_stem(path).split(".")[0])
            if lower.endswith((".jsx", ".tsx", ".js")):
                out += _rendering_functions(lines)
        return out


_DECLARES_FUNCTION = re.compile(
    rf"^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\s*\*?\s*({_N})|"
    rf"(?:const|let|var)\s+({_N})\s*(?::[^=]+)?=\s*(?:React\.)?(?:memo\(|forwardRef\()?"
    rf"(?:async\s+)?(?:\([^)]*\)|{_N})\s*(?::[^=]+)?=>)")
_EXTENDS_COMPONENT = re.compile(rf"^\s*(?:export\s+)?(?:default\s+)?class\s+({_N})\s+extends\s+"
                                rf"(?:React\.)?(?:Pure)?Component\b")
_RETURNS_MARKUP = re.compile(r"(?:\breturn|=>)\s*\(?\s*<[A-Za-z>]")


def _rendering_functions(lines: list[str]) -> list[str]:
    """The functions declared at the top of a file whose body returns markup."""
    out: list[str] = []
    name, body = "", []
    for line in [*lines, ""]:
        m = _DECLARES_FUNCTION.match(line)
        if m or (not line.strip() and not name):
            if name and _RETURNS_MARKUP.search("\n".join(body)):
                out.append(name)
            name, body = (m.group(1) or m.group(2), [line]) if m else ("", [])
            continue
        body.append(line)
        cls = _EXTENDS_COMPONENT.match(line)
        if cls:
            out.append(cls.group(1))
    if name and _RETURNS_MARKUP.search("\n".join(body)):
        out.append(name)
    return out


def _stem(path: str) -> str:
    """A file's name without its folder and its last ending ("user.service" of
    "src/user.service.ts")."""
    name = path.rsplit("/", 1)[-1]
    return name.rsplit(".", 1)[0] if "." in name.lstrip(".") else name


def _created(attempt: Attempt, path: str) -> bool:
    return any(c.path == path and c.created for c in attempt.changes or [])


@dataclass(frozen=True)
class Files(NameKind):
    """The files the work creates (or renames), by their names without their endings, each part
    between dots read as a name (`user-card.test` is `user-card` and `test`). Files known by a
    name every project gives them (`README`, `Makefile`, `__init__.py`), files whose name opens
    with a dot and files a tool wrote are not named by the work."""

    key: str = "files"
    reads: ClassVar[str] = "workspace"

    def names(self, attempt: Attempt, reach: str = "") -> list[str] | None:
        paths = created_files(attempt, reach)
        if paths is None:
            return None
        return [part for path in paths for part in _stem(path).split(".") if part]


def created_files(attempt: Attempt, reach: str = "") -> list[str] | None:
    """The paths of the files the work names (`Files`), where a rule said to hold `reach`
    holds; None when the attempt shows no paths."""
    if attempt.changes is None:
        return None
    out: list[str] = []
    for change in attempt.changes:
        name = change.path.rsplit("/", 1)[-1]
        if change.created and not name.startswith(".") and reaches(reach, change.path) \
                and not made_by_tools(change.path, change.added) and not _well_known(name):
            out.append(change.path)
    return out


_KNOWN = re.compile(rf"(?:{'|'.join(WELL_KNOWN_FILES)})(?:\.\w+)?|__\w+__\.py|"
                    r"(?:package|tsconfig|jsconfig|composer|go|Cargo|pyproject)\.\w+", re.I)


def _well_known(name: str) -> bool:
    return _KNOWN.fullmatch(name) is not None


@dataclass(frozen=True)
class Branches(NameKind):
    """The branches the agent's command lines create, each part between slashes read as a name
    (`feat/add-login` is `feat` and `add-login`); parts without a letter (`1.2`) name nothing."""

    key: str = "branches"
    reads: ClassVar[str] = "workspace"

    def names(self, attempt: Attempt, reach: str = "") -> list[str] | None:
        if attempt.commands is None:
            return None
        out: list[str] = []
        for command in attempt.commands:
            for m in _CREATED_BRANCH.finditer(command.line):
                out += [p for p in m.group("name").split("/") if re.search(r"[^\W\d_]", p)]
        return out


_CREATED_BRANCH = re.compile(rf"{creates_branch()}\s*['\"]?(?P<name>[^\s'\";&|-][^\s'\";&|]*)")

_SQL_FILES = r"\.(?:sql|psql|pgsql)$"
_STYLESHEETS = r"\.(?:css|scss|sass|less)$"
_PYTHON = r"\.pyi?$"
_JS = r"\.(?:[mc]?[jt]sx?|vue|svelte)$"
_SHELL = r"\.(?:sh|bash|zsh)$"
_GO = r"\.go$"
# `.env`, `.env.example`, `.env.production`: the variables a program is given.
_ENV_FILES = r"(?:^|/)\.env(?:\.[\w-]+)?$"
_YAML = r"\.ya?ml$"
_NOT_A_COLUMN = r"(?!(?:CONSTRAINT|PRIMARY|FOREIGN|UNIQUE|CHECK|INDEX|KEY|EXCLUDE|LIKE)\b)"


def _dunder(name: str) -> bool:
    """`__version__`, `__all__`: names a language gives their meaning, not the team."""
    return name.startswith("__") and name.endswith("__")


def _any(key: str, *readers: NameKind) -> NameKind:
    return readers[0] if len(readers) == 1 else _AlsoIn(key, readers)


@dataclass(frozen=True)
class _AlsoIn(NameKind):
    """A kind read by several readers, each in the files of its own languages."""

    key: str
    readers: tuple[NameKind, ...]

    def names(self, attempt: Attempt, reach: str = "") -> list[str] | None:
        found = [r.names(attempt, reach) for r in self.readers]
        if all(f is None for f in found):
            return None
        return [n for f in found if f for n in f]


# The JSON files a tool reads, whose keys are the tool's (`package.json`, `tsconfig.json`, an
# editor's settings, a linter's `.eslintrc.json`), not the names the team gives its data.
_TOOLS_JSON = re.compile(r"(?:^|/)(?:\.[^/]+/|[^/]*(?:config|rc|settings|manifest|package|"
                         r"composer|lock)[^/]*\.json$|\.[^/]*\.json$)", re.I)


@dataclass(frozen=True)
class _JsonData(NameKind):
    """The keys of the JSON data the work writes, in `.json` files no tool reads as its own."""

    key: str = "json keys"

    def names(self, attempt: Attempt, reach: str = "") -> list[str] | None:
        files = _code(attempt, reach)
        if files is None:
            return None
        return [m.group(1) for path, lines in files
                if path.lower().endswith(".json") and not _TOOLS_JSON.search(path)
                for line in lines for m in [re.match(r'^\s*"([^"]+)"\s*:', line)] if m]


# A method a class declares with no keyword, as JS/TS write one (`async fetchAll(): Promise<T> {`)
# and Java/C# one of the package's access (`void fetchAll() {`): a name, its parameters, a body
# opened on the line. The words that open a statement so (`if (ok) {`, `new Foo() {`) are no
# name; a call passed a callback (`it("x", () => {`) holds parentheses, and is not read.
_NOT_A_METHOD = (r"(?!(?:if|for|while|switch|catch|with|function|return|constructor|super|do|"
                 r"else|new|throw|await|yield|case|typeof|sizeof|using|lock|fixed|foreach)\b)")
_METHOD_JS = (rf"^\s+{_MOD}(?:get\s+|set\s+|\*\s*)?{_NOT_A_METHOD}({_N})\s*(?:<[^<>()]*>)?\s*"
              r"\([^()]*\)\s*(?::\s*[^={}();]+?)?\s*\{\s*$")
_METHOD_TYPED = (rf"^\s+(?:(?:static|final|abstract|synchronized|async|override|virtual|"
                 rf"sealed|default)\s+)*(?:<[^<>()]+>\s+)?{_NOT_A_METHOD}[\w<>\[\],.?]+\s+"
                 rf"{_NOT_A_METHOD}({_N})\s*\([^()]*\)\s*(?:throws\s+[\w., ]+)?\{{\s*$")
_JAVA_CS = r"\.(?:java|cs)$"


KINDS: dict[str, NameKind] = {kind.key: kind for kind in (
    _any("functions", Declared("functions", (
        rf"^\s*(?:async\s+)?def\s+({_N}[?!]?)",                             # Python, Ruby
        rf"^\s*func\s+(?:\([^)]*\)\s*)?({_N})",                             # Go, Swift
        rf"^\s*{_MOD}fn\s+({_N})",                                          # Rust
        rf"^\s*{_MOD}fun\s+(?:<[^>]*>\s*)?(?:[\w.]+\.)?({_N})",            # Kotlin
        rf"^\s*{_MOD}function\s*\*?\s*({_N})",                             # JS, TS, PHP
        rf"^\s*{_MOD}(?:const|let|var)\s+({_N})\s*(?::[^=]+)?=\s*(?:async\s+)?"
        rf"(?:\([^)]*\)|{_N})\s*(?::[^=]+)?=>",                            # arrow functions
        # Java, C#: an access modifier, others, a type, the name, its parameters
        rf"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|protected|internal)\s+)"
        rf"(?:(?:static|final|abstract|synchronized|async|override|virtual|sealed)\s+)*"
        rf"(?:<[^>]+>\s+)?[\w<>\[\],.?]+\s+({_N})\s*\(",
    )),
         Declared("functions", (_METHOD_JS,), endings=_JS),
         Declared("functions", (_METHOD_TYPED,), endings=_JAVA_CS)),
    _any("variables",
         Declared("variables", (
             rf"^\s*{_MOD}(?:let|var)\s+(?:mut\s+)?({_N})\b(?!\s*[(.])",  # JS, TS, Rust, Go
             rf"^\s+const\s+({_N})\s*(?::[^=]+)?=(?!.*=>)",                # a local const
             rf"^\s*(?:val|var)\s+({_N})\s*[:=]",                         # Kotlin, Scala
             rf"^\s*let\s+mut\s+({_N})",
         ), skip=_in_capitals),
         Declared("variables", (rf"^\s*({_N}(?:\s*,\s*{_N})*)\s*:=",), endings=_GO,
                  skip=_in_capitals),
         # an assignment is spaced (`count = 0`), a keyword argument on a line of its own is
         # not (`retryCount=3,`): the callee's name, not one the work gives
         Declared("variables", (rf"^\s+({_N})(?:\s*:\s*[\w\[\]., |]+?)?\s=\s(?!.*,\s*$)",),
                  endings=_PYTHON, skip=_in_capitals),
         Declared("variables", (rf"^\s*local\s+({_N})=",), endings=_SHELL,
                  skip=_in_capitals)),
    _any("constants",
         Declared("constants", (
             rf"^\s*{_MOD}(?:const|static)\s+(?:mut\s+)?({_N})\s*:",       # Rust
             rf"\bstatic\s+final\s+[\w<>\[\],.? ]+?\s+({_N})\s*=",       # Java
             rf"\bfinal\s+static\s+[\w<>\[\],.? ]+?\s+({_N})\s*=",
             rf"\bconst\s+val\s+({_N})",                                     # Kotlin
             rf"^#define\s+({_N})\s+\S",                                      # C
         )),
         Declared("constants", (rf"^\s*const\s+({_N})\b(?:\s+[\w.*\[\]]+)?\s*=",),
                  endings=_GO),
         DeclaredInBlocks("constants", (rf"^\s*({_N})\b(?:\s+[\w.*\[\]]+)?\s*=",),
                          endings=_GO, opens=r"^\s*const\s*\(\s*$", closes=r"^\s*\)"),
         Declared("constants", (rf"^(?:export\s+)?const\s+({_N})\s*(?::[^=]+)?=\s*{_LITERAL}",),
                  endings=_JS),                                               # at the top
         Declared("constants", (rf"^({_N})\s*(?::\s*(?:Final\b)?[\w\[\]., |]*)?=\s*{_LITERAL}",),
                  endings=_PYTHON, skip=_dunder)),
    Declared("types", (
        rf"^\s*(?:@\w+(?:\([^)]*\))?\s+)*{_MOD}(?:enum\s+class|annotation\s+class|class|struct|"
        rf"interface|enum|trait|record|protocol|union|object)\s+({_N})",
        rf"^\s*{_MOD}type\s+({_N})\s*(?:<[^>]*>\s*)?(?:=|struct\b|interface\b|"
        rf"(?:\*|\[\]|map\[)?[\w.\[\]]+\s*(?:\{{|$))",
    )),
    # The two kinds of types a rule of names most often sets apart: the interfaces (Java, C#,
    # TypeScript, Kotlin, PHP, Go's `type X interface`) and the classes.
    Declared("interfaces", (
        rf"^\s*(?:@\w+(?:\([^)]*\))?\s+)*{_MOD}(?:fun\s+)?interface\s+({_N})",
        rf"^\s*type\s+({_N})\s*(?:\[[^\]]*\]\s*)?interface\b",
    )),
    Declared("classes", (
        rf"^\s*(?:@\w+(?:\([^)]*\))?\s+)*{_MOD}(?:data\s+|case\s+|value\s+)?class\s+({_N})",
    )),
    # What a JavaScript or TypeScript module binds at its top, whatever the value: neither a
    # variable of a function's body nor a constant of a literal, and still a name it gives.
    Declared("bindings", (rf"^(?:export\s+)?(?:const|let|var)\s+({_N})\s*(?::[^=]+)?=",),
             endings=_JS),
    Components(),
    Files(),
    _any("packages",
         Declared("packages", (r"^\s*package\s+([\w.]+)\s*;?\s*$",)),   # Go, Java, Kotlin
         Declared("packages", (r"^\s*name\s*=\s*\"([^\"]+)\"",),
                  endings=r"(?:^|/)(?:Cargo|pyproject)\.toml$"),
         Declared("packages", (r"^\s*\"name\"\s*:\s*\"(?:@[\w.-]+/)?([^\"]+)\"",),
                  endings=r"(?:^|/)package\.json$")),
    Branches(),
    Declared("tables", (
        rf"\bCREATE\s+(?:TEMP(?:ORARY)?\s+|UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"
        rf"(?:[\w\"`]+\.)?[\"`\[]?({_N})",
        rf"\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(?:[\w\"`]+\.)?[\"`\[]?{_N}[\"`\]]?\s+"
        rf"RENAME\s+TO\s+[\"`\[]?({_N})",
        rf"\bcreate_table\s*\(?\s*[:\"']({_N})",                             # Rails
        rf"^\s*__tablename__\s*=\s*[\"']({_N})[\"']",                        # SQLAlchemy
        rf"^\s*db_table\s*=\s*[\"']({_N})[\"']",                             # Django
    )),
    _any("columns",
         Declared("columns", (
             rf"\bADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?{_NOT_A_COLUMN}[\"`\[]?({_N})"
             rf"[\"`\]]?\s+[A-Za-z]",
             rf"\bRENAME\s+COLUMN\s+[\"`\[]?{_N}[\"`\]]?\s+TO\s+[\"`\[]?({_N})",
             rf"^\s+({_N})\s*(?::\s*Mapped\[[^\]]*\])?\s*=\s*(?:sa\.|db\.|models\.)?"
             rf"(?:Column|mapped_column|\w+Field)\(",                       # SQLAlchemy, Django
             rf"^\s*t\.\w+\s+:({_N})",                                      # Rails
             rf"\badd_column\s*\(?\s*:{_N},\s*:({_N})",
         )),
         DeclaredInBlocks("columns", (rf"^\s*{_NOT_A_COLUMN}[\"`\[]?({_N})[\"`\]]?\s+[A-Za-z]",),
                          endings=_SQL_FILES,
                          opens=r"(?i)\bCREATE\s+(?:\w+\s+)?TABLE\b[^(]*\(\s*$",
                          closes=r"^\s*\)")),
    _any("env vars",
         Declared("env vars", (rf"^\s*(?:export\s+)?({_N})=",), endings=_ENV_FILES),
         Declared("env vars", (rf"^\s*export\s+({_N})=",), endings=_SHELL),
         Declared("env vars", (rf"^\s*(?:ENV|ARG)\s+({_N})[=\s]",), endings=DOCKERFILES),
         # CI workflows and compose files (`env:` / `environment:` mappings or `- KEY=value`
         # lists), Kubernetes manifests (`- name: KEY`)
         DeclaredUnderKey("env vars", (rf"^\s*({_N})\s*:", rf"^\s*-\s+[\"']?({_N})=",
                                       rf"^\s*-\s+name\s*:\s*[\"']?({_N})[\"']?\s*$"),
                          endings=_YAML, opens=r"^\s*(?:-\s+)?(?:env|environment)\s*:\s*$")),
    Declared("flags", (
        r"\badd_(?:argument|option)\(\s*(?:[\"']-\w[\"']\s*,\s*)?[\"']--([\w-]+)",
        r"\b(?:click\.option|\.option|\.requiredOption)\(\s*[\"'](?:-\w,?\s*)?--([\w-]+)",
        r"\bflag\.\w+\(\s*(?:&[\w.]+\s*,\s*)?\"([\w-]+)\"",                  # Go's flag
        r"\bFlags\(\)\.\w+\(\s*(?:&[\w.]+\s*,\s*)?\"([\w-]+)\"",             # cobra
        r"\blong\s*=\s*\"([\w-]+)\"",                                        # clap
    )),
    Declared("css classes", (
        r"(?:^|[\s,>+~(])\.(-?[^\W\d][\w-]*)(?=[^{};]*(?:\{|,\s*$))",
    ), endings=_STYLESHEETS),
    _any("json keys",
         Declared("json keys", (
             r"\bjson:\"([^\",-][^\",]*)",                                 # Go struct tags
             r"\bserde\(\s*rename\s*=\s*\"([^\"]+)\"",
             r"@(?:JsonProperty|SerializedName|JsonPropertyName)\(\s*(?:value\s*=\s*)?"
             r"\"([^\"]+)\"",
         )),
         _JsonData()),
)}

# The kinds a rule of names says its names are of, by the thing named, the last word of what it
# says ("interfaces", "TS interfaces", "service classes"): each is read where it is declared.
SAID_KINDS = ("interfaces", "classes", "types", "functions", "variables", "constants")


def kind_said(said: str) -> NameKind | None:
    """The kind of names a rule says it is of, or None when it names no kind read here
    ("booleans", "getters", "test doubles": a kind no declaration shows by itself)."""
    words = said.lower().split()
    return KINDS[words[-1]] if words and words[-1] in SAID_KINDS else None
