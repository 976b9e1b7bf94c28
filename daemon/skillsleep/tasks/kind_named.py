"""A refusal that names the agent's library by its kind: "no ORMs" after "I used `gorm` for the
repository layer", "no mocking library, use fakes" after `gomock`, "we don't use date
libraries" after `moment`.

People turn down a tool by the kind of thing it is, not its name: the name is in the agent's
message, and the kind is what the team keeps out of all its work. Read as typed, the words name
no code, and the rule is lost. Read with the agent's tool in the kind's place ("no `gorm`"), the
refusal is one of that tool, with the reach the words give it; a plain "no" before the kind,
which bans every tool of it, is the team's way ("we never use `gorm`"), and a word of the work
at hand after it ("no ORM this time") still keeps it to the task.

The contract: `kind_named(text, reply)` returns the words with the kind said as the one tool of
that kind the agent's message names, or None. Only kinds whose tools are known by name
(`KINDS`, and the purposes of `tool_purposes.KNOWN_TOOLS` said as a library) are read, and only
when the agent's message names exactly one tool of the kind: with two ("`sqlx` and `gorm`"), or
with none of its tools named, the words point at nothing. Words that speak for themselves
(`directives.speaks_for_itself`: asked, "no ORMs?", with code of their own, or a quoted line of
someone else's) are left as they are.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .directives import speaks_for_itself
from .judges.tool_purposes import KNOWN_TOOLS
from .terms import code_terms

# "library", "libraries", "lib", "framework", "package": what a tool of a kind is called.
_LIBRARY = r"(?:librar(?:y|ies)|libs?|frameworks?|packages?|crates?|gems?|modules?)"


# "an ORM", "any mocking libraries", "third-party date libraries": the kind, as one or all.
_ARTICLE = r"(?:(?:an?|any|the)\s+)?(?:(?:external|third[- ]party|extra|new)\s+)?"


@dataclass(frozen=True)
class Kind:
    """A kind of library: how people name it, and the names of its tools, lower case;
    `named`: the kind as words name it, with its article."""

    said: str
    tools: frozenset[str]
    named: re.Pattern[str]


def _kind(said: str, tools: tuple[str, ...]) -> Kind:
    # Compiled once, as the module is imported: every quote with an agent's message asks it.
    return Kind(said, frozenset(tools), re.compile(rf"\b{_ARTICLE}(?:{said})\b", re.I))


KINDS: tuple[Kind, ...] = (
    _kind(r"orms?|object[- ]relational mappers?", (
        "gorm", "ent", "sqlboiler", "bun", "sqlalchemy", "peewee", "tortoise", "tortoise-orm",
        "pony", "sqlmodel", "django orm", "prisma", "typeorm", "sequelize", "mikro-orm",
        "mikroorm", "drizzle", "drizzle-orm", "objection", "bookshelf", "waterline",
        "activerecord", "active record", "hibernate", "jpa", "eclipselink", "exposed",
        "entity framework", "entityframework", "ef core", "efcore", "nhibernate", "diesel",
        "sea-orm", "seaorm", "doctrine", "eloquent", "ecto")),
    _kind(rf"mock(?:ing)?\s+{_LIBRARY}|mock(?:ing)?\s+tools?", (
        "gomock", "mockgen", "mockery", "testify/mock", "counterfeiter", "minimock", "pegomock",
        "mockito", "mockk", "easymock", "jmock", "powermock", "sinon", "testdouble",
        "ts-mockito", "jest-mock-extended", "unittest.mock", "mock", "pytest-mock", "mocker",
        "flexmock", "mockall", "mockito-kotlin", "moq", "nsubstitute", "fakeiteasy",
        "rspec-mocks", "mocha", "phake", "prophecy", "mockery/mockery")),
    _kind(rf"assert(?:ion)?\s+{_LIBRARY}", (
        "testify/assert", "testify/require", "testify", "gomega", "assertj", "hamcrest",
        "truth", "chai", "should", "should.js", "expect.js", "power-assert", "assertpy",
        "fluentassertions", "shouldly", "pretty_assertions", "assert_matches")),
    _kind(rf"date(?:[- ]?time)?\s+{_LIBRARY}", KNOWN_TOOLS["date"]),
    _kind(rf"http(?:\s+client)?\s+{_LIBRARY}|http\s+clients?", KNOWN_TOOLS["http call"]),
    _kind(rf"logging\s+{_LIBRARY}|log\s+{_LIBRARY}", KNOWN_TOOLS["logging"]),
    _kind(rf"validation\s+{_LIBRARY}", KNOWN_TOOLS["validation"]),
    _kind(rf"retry\s+{_LIBRARY}", KNOWN_TOOLS["retry"]),
)

# "no ORMs", "no mocking library": every tool of the kind kept out, said with "no" alone.
_NO_FIRST = r"^\W*(?:nope|nah|no)?[\s,.!-]*no\s+$"


def _named(term: str) -> tuple[str, ...]:
    """The names a tool may be known by in a term: as written, its last path part, and the
    head of a call on it (`mocker.patch`: mocker)."""
    named = term.strip().lower()
    last = named.rsplit("/", 1)[-1]
    head = re.match(r"[\w@-]+", last)
    return (named, last, head.group(0) if head else "")


def _the_one_tool(kind: Kind, reply: str) -> str | None:
    """The one tool of the kind the agent's message names, as written; None for none or two."""
    found = {t.text for t in code_terms(reply) if any(n in kind.tools for n in _named(t.text))}
    return found.pop() if len(found) == 1 else None


def kind_named(text: str, reply: str) -> str | None:
    """The words with the kind they name said as the agent's one tool of it; see the module's
    contract."""
    if not reply or speaks_for_itself(text):
        return None
    for kind in KINDS:
        m = kind.named.search(text)
        if m is None:
            continue
        tool = _the_one_tool(kind, reply)
        if tool is None:
            return None
        before = text[:m.start()]
        if re.match(_NO_FIRST, before, re.I):
            return f"{before[:before.lower().rfind('no')]}we never use `{tool}`{text[m.end():]}"
        return f"{before}`{tool}`{text[m.end():]}"
    return None
