"""The project's tool of a kind, said in the shapes only a tool's rule takes.

"this project only uses yarn", "the repo uses `poetry` only", "we lint with ruff", "we format Go
code with gofumpt, not gofmt", "type-check with pyright, never mypy", "golangci-lint is our
linter", "our tests run on vitest, not jest": the tool of its kind (`tool_kinds`) the project
uses, said with the project as the subject, with the kind's work as the verb, or with the job as
what the tool is. Each shape holds only for a tool of a kind, whose work is the one said ("we
test with real postgres" names no test runner, "we build with gradle" a build tool), and only
when nothing but a place or the tool it replaces follows: "we lint with ruff but it misses
imports" tells the setup and its flaw.

The project as the subject says a rule only with "only" or a tool set against another: "this
project uses poetry" most often tells the setup before a question ("..., should we move to
`uv`?"); so does "the tests run with `vitest`" without the tool it is chosen over. The team's
code or its packages as the subject of the work done ("our Go is formatted with `gofumpt`",
"packages here are installed with `pnpm`") say the way. The work's verb in the imperative with
what it is done to ("format the code with `gofmt`") is this work, done with the tool once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .gated import Gated
from .terms import Term
from .tool_kinds import tool_kind, tools_listed

_I = re.I

_PROJECT_USES = re.compile(
    r"^(?:this|our|the)\s+(?:project|repo|repository|codebase|code base|monorepo|workspace)\s+"
    r"(?P<only>(?:only|just|exclusively)\s+)?uses\s+(?P<rest>.+)$", _I)
_WORK_WITH = re.compile(
    r"^(?P<we>we\s+(?:always\s+|only\s+)?|always\s+)?(?P<job>lint|format|type[- ]?check|build|"
    r"compile|test|install\s+(?:packages|dependencies|deps))\s+"
    r"(?P<obj>(?:(?!with\b|using\b|via\b)[\w.-]+\s+){0,3}?)(?:with|using|via)\s+(?P<rest>.+)$", _I)
_NAMED_BY_JOB = Gated(
    r"^(?P<rest>.+?)\s+is\s+(?:our|the)\s+(?:(?:only|one|standard|default)\s+)?(?:[a-z]+\s+)?"
    r"(?P<job>linter|formatter|type ?checker|test runner|package manager|build tool)"
    r"(?P<after>.*)$")
_TESTS_RUN_ON = re.compile(r"^(?:our|the|all)\s+(?:[a-z]+\s+)?tests\s+(?:run|are run)\s+(?:on|"
                           r"with|under|via|using)\s+(?P<rest>.+)$", _I)
# "our Go is formatted with `gofumpt`", "our Ruby is linted with standardrb", "packages here are
# installed with pnpm": the team's code or packages as the subject, the kind's work in the
# passive; some of the code ("our old scripts", "our generated code") is how that part is.
_OURS_DONE_WITH = re.compile(
    r"^(?:(?:all\s+(?:of\s+)?)?our\s+(?:(?!(?:old|older|legacy|existing|generated|vendored|"
    r"other|own)\b)[\w#+.-]+\s+){0,2}?(?:is|are)|(?:(?:all|our)\s+)?(?:packages|dependencies|"
    r"deps)(?:\s+here|\s+in\s+this\s+(?:repo|project|codebase))?\s+are)\s+"
    r"(?P<job>linted|formatted|type[- ]?checked|installed)\s+(?:with|using|via|through|by)\s+"
    r"(?P<rest>.+)$", _I)

# What may follow the tool: "only", a place, the project, then the tool it replaces.
_AFTER_THE_TOOL = re.compile(
    r"^\s*(?:(?:only|exclusively)\b\s*)?(?:(?:here|everywhere|in this (?:repo|project|codebase)|"
    r"in (?:the )?ci)\b\s*)?(?:,?\s*(?:not|never|instead of|rather than|over)\s+(?P<old>.+?))?"
    r"\W*$", _I)


@dataclass(frozen=True)
class ToolRule:
    tool: Term
    replaced: tuple[Term, ...]
    form: str       # "rule" as the project's way, "preference" or "imperative" as an order
    phrase: str


def _named(words: str) -> tuple[Term, str] | None:
    """The tool the words open with (one or two words, in backticks or not) and what follows."""
    m = re.match(r"\s*(`[^`\n]+`|[\w.+-]+(?:\s+[\w.+-]+)?)", words)
    if m is None:
        return None
    said = m.group(1)
    if said.startswith("`"):
        name = said.strip("`")
        return (Term(name, True), words[m.end():]) if tool_kind(name) else None
    first = said.split()[0]
    for name in (said, first):
        if tool_kind(name) is not None:
            return Term(name, False), words[words.index(name) + len(name):]
    return None


def _of_its_work(tool: Term, job: str) -> bool:
    found = tool_kind(tool.text)
    job = re.sub(r"[\s-]+", " ", job.lower())
    return found is not None and (
        re.search(rf"\b(?:{found.work})\b", job) is not None or job in found.kind.lower())


def _ruled(rest: str, job: str, form: str) -> ToolRule | None:
    named = _named(rest)
    if named is None or (job and not _of_its_work(named[0], job)):
        return None
    tool, after = named
    m = _AFTER_THE_TOOL.match(after)
    if m is None:
        return None
    replaced: tuple[Term, ...] = ()
    if m.group("old"):
        old = _named(m.group("old"))
        if old is None or old[1].strip(" .!") or not (job == "" or _of_its_work(old[0], job)):
            return None
        replaced = (old[0],)
        form = "preference" if form == "imperative" else form
    return ToolRule(tool, replaced, form, rest)


def tool_rule(body: str) -> ToolRule | None:
    """The project's tool of a kind, when the clause says it in one of these shapes."""
    if m := _PROJECT_USES.match(body):
        found = _ruled(m.group("rest"), "", "rule")
        return found if found and (m.group("only") or found.replaced or re.search(
            r"\b(?:only|exclusively)\W*$", m.group("rest"), _I)) else None
    if m := _WORK_WITH.match(body):
        # "format the code with `gofmt`": the work at hand, done with the tool once; "lint
        # with ruff" says how any linting is done, a rule with a habit word in its sentence.
        if not m.group("we") and m.group("obj"):
            return None
        return _ruled(m.group("rest"), m.group("job"), "rule" if m.group("we") else "imperative")
    if m := _OURS_DONE_WITH.match(body):
        return _ruled(m.group("rest"), m.group("job"), "rule")
    if m := _TESTS_RUN_ON.match(body):
        found = _ruled(m.group("rest"), "test", "rule")
        # "the tests run with `vitest` only" tells the setup; set against another, it is chosen.
        return found if found and found.replaced else None
    if m := _NAMED_BY_JOB.match(body):
        found = _ruled(m.group("rest"), m.group("job"), "rule")
        return found if found and not found.replaced and _AFTER_THE_TOOL.match(
            m.group("after")) else None
    return None


# (What is banned ends on a word character, or is one character: where only marks follow after
# a mark, they do after the first of a run of them, and from every one of a pasted run of tabs
# `\W*$` took the rest of it back.)
_BARE_BAN = re.compile(r"^(?:never|no)\s+(?P<rest>[^,;](?:[^,;]*?(?<=\w))??)\W*+$", _I)


def tools_banned(body: str) -> tuple[Term, ...]:
    """ "never mypy", "no `npm` or `yarn`": tools of a kind banned by their names alone, as the
    second half of "use pyright, never mypy" is said; () for anything else ("never mind")."""
    m = _BARE_BAN.match(body)
    if m is None:
        return ()
    rest = m.group("rest")
    listed = tools_listed(rest)
    named = re.sub(r"[^\w\s.+-]+", " ", rest).split()
    said = [w for t in listed for w in t.split()]
    if not listed or [w.lower() for w in named if w.lower() not in ("or", "and", "nor")] != said:
        return ()  # "never npm in CI": more than the tools
    return tuple(Term(t, "`" in rest) for t in listed)
