"""Tools a project picks one of for a kind of work: its package manager, formatter, linter, type
checker, test runner, build.

"In this repo we only use pnpm", "we use black for formatting", "always use `uv`" say which of
the tools of a kind the agent runs when it runs one: no word every answer must say, and no line
every change must add (most work installs and formats nothing). The rule is about the commands
the agent runs, and it says something only in work that runs a tool of that kind, so the rule's
check needs the kind's other tools: this table, with how each is typed ("maven" is run as
`mvn`, "ruff" formats as `ruff format`). A name in two kinds ("ruff" lints and formats) is a
tool of both: the rule holds wherever either kind is run. A tool of no kind here keeps the
reading its words give.

A name that is also a word ("black") is a tool's only when it is said for no other purpose than
the kind's work (`for_its_work`): "use `black` for the text" picks a colour.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Each kind's work, as said after "for" or as the verb ("we lint with ruff").
_INSTALLS = r"install\w*|packages?|dependenc\w+|deps|lock ?files?|package management"
_FORMATS = r"format\w*|code style|styling"
_LINTS = r"lint\w*|code style|static analysis"
_TYPES = r"type[- ]?check\w*|types|typing"
_TESTS = r"tests?|testing|specs?|unit tests?"
_BUILDS = r"build\w*|compil\w+"
_SEARCHES = r"search\w*|look(?:ing)? (?:up|for)|find(?:ing)?|grep\w*"

# (language, job, the work's words, each tool: the name it is said by, then how it is typed
# when that differs). Linters come before formatters: a tool of both is "linter and formatter".
_KINDS: tuple[tuple[str, str, str, tuple[tuple[str, ...], ...]], ...] = (
    ("JavaScript", "package manager", _INSTALLS, (("npm",), ("pnpm",), ("yarn",), ("bun",))),
    ("Python", "package manager", _INSTALLS,
     (("pip",), ("pipenv",), ("poetry",), ("uv",), ("pdm",), ("conda",), ("hatch",))),
    ("JavaScript", "test runner", _TESTS,
     (("jest",), ("vitest",), ("mocha",), ("ava",), ("jasmine",))),
    # `unittest` is left out: a module of the standard library the test code is written with,
    # whose tests pytest runs as well ("this package uses `unittest`" is about the code).
    ("Python", "test runner", _TESTS, (("pytest",), ("nose",), ("nose2",))),
    ("Go", "test runner", _TESTS, (("go test",), ("gotestsum",))),
    ("Rust", "test runner", _TESTS,
     (("cargo test",), ("cargo nextest",), ("nextest", "cargo nextest"))),
    ("Ruby", "test runner", _TESTS, (("rspec",),)),
    ("JVM", "build tool", _BUILDS,
     (("gradle", "gradle", "gradlew"), ("maven", "mvn", "mvnw"), ("mvn", "mvn", "mvnw"))),
    ("Python", "linter", _LINTS, (("ruff", "ruff check"), ("flake8",), ("pylint",))),
    ("Python", "formatter", _FORMATS,
     (("ruff", "ruff format"), ("black",), ("yapf",), ("autopep8",))),
    ("Python", "type checker", _TYPES,
     (("mypy",), ("pyright",), ("basedpyright",), ("pytype",))),
    ("JavaScript", "linter", _LINTS, (("eslint",), ("biome", "biome lint"), ("oxlint",))),
    ("JavaScript", "formatter", _FORMATS, (("biome", "biome format"), ("prettier",), ("dprint",))),
    ("Go", "linter", _LINTS, (("golangci-lint",), ("staticcheck",), ("revive",))),
    ("Go", "formatter", _FORMATS, (("gofmt",), ("gofumpt",), ("goimports",))),
    ("Ruby", "linter", _LINTS, (("rubocop",), ("standardrb",))),
    # Python's import sorter is a kind of its own: run beside the formatter, not instead of it.
    ("Python", "import sorter", _FORMATS, (("isort",),)),
    ("Rust", "linter", _LINTS, (("clippy", "cargo clippy", "clippy-driver"), ("cargo clippy",))),
    ("Rust", "formatter", _FORMATS, (("rustfmt", "rustfmt", "cargo fmt"), ("cargo fmt",))),
    ("Kotlin", "linter", _LINTS, (("ktlint",), ("detekt",))),
    ("Kotlin", "formatter", _FORMATS, (("ktlint",), ("ktfmt",))),
    ("C/C++", "linter", _LINTS, (("clang-tidy",), ("cppcheck",))),
    ("C/C++", "formatter", _FORMATS, (("clang-format",),)),
    ("PHP", "linter", _LINTS, (("phpstan",), ("psalm",), ("phpcs",))),
    ("PHP", "formatter", _FORMATS, (("php-cs-fixer",), ("phpcbf",))),
    ("Swift", "linter", _LINTS, (("swiftlint",),)),
    ("Swift", "formatter", _FORMATS, (("swift-format",), ("swiftformat",))),
    # Spotless is a build plugin, run through the build's task ("./gradlew spotlessApply",
    # "mvn spotless:apply"); scalafmt as well through sbt ("sbt scalafmtAll").
    ("Java", "formatter", _FORMATS,
     (("google-java-format",), ("palantir-java-format",),
      ("spotless", "spotlessApply", "spotlessCheck", "spotless:apply", "spotless:check"))),
    ("Scala", "formatter", _FORMATS, (("scalafmt", "scalafmt", "scalafmtAll", "scalafmtCheck"),)),
    ("Elixir", "formatter", _FORMATS, (("mix format",),)),
    ("C#", "formatter", _FORMATS, (("dotnet format",), ("csharpier",))),
    # The agent's own searching of the tree: "use `rg` instead of `grep`" picks the command it
    # searches with, no line a change adds. ("ag", "ack" and "find" are left out: words of
    # prose a plain mention would make a tool's name.)
    ("", "code search tool", _SEARCHES,
     (("rg",), ("ripgrep", "rg"), ("grep",), ("git grep",))),
)


@dataclass(frozen=True)
class ToolKind:
    """The kind of work a named tool is one of the tools for."""

    kind: str                      # "Python formatter", "Python linter and formatter"
    commands: tuple[str, ...]      # how the named tool is typed
    all_commands: tuple[str, ...]  # how every tool of the kind is typed
    names: frozenset[str]          # every name the kind's tools are said by
    work: str                      # a pattern of the words the kind's work is said in

    def typed(self, name: str) -> tuple[str, ...]:
        """How the kind's tool said as `name` is typed; () for a name of no tool of the kind."""
        said = _said(name)
        return tuple(c for _, _, _, tools in _KINDS for n, *typed in tools if n == said
                     for c in (typed or [n]) if c in self.all_commands)


def _said(name: str) -> str:
    return " ".join(name.strip().strip("`").lower().split())


def tool_kind(name: str, words: str = "") -> ToolKind | None:
    """The kind of work a tool named alone is one of the tools for, and all of that kind's
    tools; None for any other name. A tool of two kinds is of the one whose work the `words`
    it was said in name ("we lint with ruff": its linter), or of both."""
    said = _said(name)
    kinds = [(lang, job, work, tools) for lang, job, work, tools in _KINDS
             if any(n == said for n, *_ in tools)]
    if not kinds:
        return None
    named = [k for k in kinds if re.search(rf"\b(?:{k[2]})\b", words, re.I)]
    kinds = named if len(named) == 1 else kinds
    lang = kinds[0][0]
    jobs = [job for _, job, _, _ in kinds]
    own = tuple(dict.fromkeys(c for _, _, _, tools in kinds for n, *typed in tools if n == said
                              for c in (typed or [n])))
    every = tuple(dict.fromkeys(c for _, _, _, tools in kinds for n, *typed in tools
                                for c in (typed or [n])))
    names = frozenset(n for _, _, _, tools in kinds for n, *_ in tools)
    work = "|".join(dict.fromkeys(w for _, _, w, _ in kinds))
    # a kind of every language's work is said by its job alone ("the code search tool")
    return ToolKind(f"{lang} {' and '.join(jobs)}".strip(), own, every, names, work)


def runs_any(tools: tuple[str, ...]) -> str:
    """A pattern over command lines that finds a run of any of the `tools` ("npm" is not the
    end of "pnpm", nor "uv" a part of "uvicorn")."""
    return r"(?<![\w.-])(?:" + "|".join(re.escape(t) for t in tools) + r")(?![\w.-])"


# What a tool may be used for or in besides its kind's work and still be the project's tool:
# the codebase or a part of it ("for the monorepo", "in the whole monorepo", "for the Java
# services"), or a way it is run ("in strict mode"). A file or a text ("in the README", "in
# docs", "in CI") is where its name is written: the change's lines, not the commands run.
_ANY_WORK = re.compile(
    r"^(?:(?:the|our|all|every|any|this|these|its|new|whole|entire)\s+)*(?:(?:[A-Z][\w.+#-]*|"
    r"python|js|javascript|typescript|ts|node|go|golang|rust|ruby|java|kotlin|jvm|frontend|"
    r"backend|web|server|client|api)\s+)?(?:repo|repository|project|projects|codebase|monorepo|"
    r"workspace|everything|all|code|services?|apps?|packages?|modules?|crates?|libraries|"
    r"library|frontend|backend|it|that|this|them|now)\b|^(?:[\w-]+\s+)?mode\b", re.I)
_FOR_OR_IN = re.compile(r"\b(?:for|in|inside|within|across|throughout)\s+(?P<what>[^,;.!?()]+)",
                        re.I)


def for_its_work(found: ToolKind, after: str) -> bool:
    """Whether the words after a tool's name ("for formatting", "in the monorepo", nothing)
    leave it the project's tool of its kind, not a word used for something else ("for the
    text", "for the background colour") or written somewhere ("in the README")."""
    m = _FOR_OR_IN.search(after)
    if m is None:
        return True
    what = m.group("what").strip()
    return bool(re.search(rf"\b(?:{found.work})\b", what, re.I) or _ANY_WORK.match(what))


# (A pasted run of spaces is read once: `directives._PROJECT_SAID_LAST`.)
_LISTED = re.compile(r"(?!(?<=\s)\s)\s*+(?:,\s*+(?:or|and|nor)?|/|\bor\b|\band\b|\bnor\b)\s*", re.I)


def tools_listed(phrase: str) -> list[str]:
    """The tools a phrase opens with, one or a list ("`npm` or `yarn`", "pip, pipenv and
    conda"), up to the first words that name none ("npm, this is a pnpm project": npm; "yarn
    here": yarn)."""
    out: list[str] = []
    for part in _LISTED.split(phrase.strip()):
        words = re.sub(r"[^\w\s.+-]+", " ", part).split()
        name = next((n for n in (" ".join(words[:2]), " ".join(words[:1]))
                     if n and tool_kind(n) is not None), "")
        if not name:
            break
        out.append(_said(name))
        if len(words) > len(name.split()):
            break  # "yarn here, it's npm": what follows the tool is no list of tools
    return out
