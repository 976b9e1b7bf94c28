"""Tools a project picks one of for a kind of work: its package manager, its test runner, its build.

"In this repo we only use pnpm" says which of the JavaScript package managers the agent runs
when it runs one: no word every answer must say, and no line every change must add (most work
installs nothing). The rule is about the commands the agent runs, and it says something only
in work that runs a tool of that kind, so the rule's check needs the kind's other tools: this
table. A tool of no kind here keeps the reading its words give, and so does a tool written as
code ("use `vitest`": code the change uses, as every name in code is).
"""

from __future__ import annotations

import re

# Each kind: the names of its tools as they are typed at the start of a command.
_KINDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("JavaScript package manager", ("npm", "pnpm", "yarn", "bun")),
    ("Python package manager", ("pip", "pipenv", "poetry", "uv", "pdm", "conda", "hatch")),
    ("JavaScript test runner", ("jest", "vitest", "mocha", "ava", "jasmine")),
    ("Python test runner", ("pytest", "nose2", "unittest")),
    ("JVM build", ("gradle", "mvn")),
)
_BY_TOOL = {tool: (kind, tools) for kind, tools in _KINDS for tool in tools}


def tool_kind(name: str) -> tuple[str, tuple[str, ...]] | None:
    """The kind of work a tool named alone is one of the tools for, and all of that kind's
    tools; None for any other name."""
    return _BY_TOOL.get(name.strip().strip("`").lower())


def runs_any(tools: tuple[str, ...]) -> str:
    """A pattern over command lines that finds a run of any of the `tools` ("npm" is not the
    end of "pnpm", nor "uv" a part of "uvicorn")."""
    return r"(?<![\w.-])(?:" + "|".join(re.escape(t) for t in tools) + r")(?![\w.-])"
