"""The name every new branch is given, as a team states it: "branch names are
`feat/<ticket>-<slug>`", "branches are named `feature/<JIRA-123>-short-description` here",
"branches you create are always prefixed with `claude/`", "prefix your branches with `bot/`".

What a command line shows of such a rule is the start of the name the agent gives a branch it
creates (`git checkout -b feat/PAY-12-refunds`): the literal words before the first hole of the
name, up to its first slash ("feat/"). Work that creates no branch says nothing either way.
Read as nothing: branches of one kind ("prefix fix branches with `fix/`", "release branches
are `release/x.y`": which branch is a fix, no command line says), a name that opens with a hole
("`<initials>/<topic>`", "`<type>/<slug>`"), a name with no separator to end its prefix at
(`main`), and a rule said with its exception ("..., unless it's a hotfix").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_I = re.I

# Branches in general, not of one kind: "branch names", "branches you create", "new branches".
_BRANCHES = (r"(?:(?:all|our|new|your)\s+)?(?:branch\s+names?|names\s+of\s+(?:new\s+)?branches|"
             r"branches(?:\s+(?:you|we)\s+(?:create|make|open|push|start|cut))?)")
_HERE = r"(?:\s+(?:here|in this (?:repo|repository|project|codebase|org)))?"
_NAME = r"(?P<name>`[^`\s]+`)"
# Said of the branches: "branch names are `X`", "branches are named `X` here", "branch names
# follow `X`", "branches are always prefixed with `X`", "branches get the `X` prefix".
_SAID_OF = re.compile(
    rf"^{_BRANCHES}{_HERE}\s+(?:(?:are|is|must|should)\s+(?:always\s+)?(?:be\s+)?)?(?:always\s+)?"
    r"(?:(?P<prefixed>(?:prefixed|start|starts|begin|begins)\s+with|gets?\s+(?:the|a))\s+|"
    r"(?:named|called|look\s+like|follow|have\s+the\s+form)\s+)?(?:like\s+)?"
    rf"{_NAME}{_HERE}(?P<tail>.*)$", _I)
# Said as an order: "name your branches `X`", "prefix every branch with `X`".
_EVERY = r"(?:(?:all|your|new|every|each)\s+)?"
_ORDERED = re.compile(
    rf"^(?:always\s+)?(?:(?P<prefixed>prefix)\s+{_EVERY}branch(?:es|\s+names?)?\s+with|"
    rf"name\s+{_EVERY}(?:new\s+)?branch(?:es)?(?:\s+like)?|"
    rf"(?P<starts>start|begin)\s+{_EVERY}branch\s+names\s+with)\s+{_NAME}(?P<tail>.*)$", _I)

# What a name leaves to be filled: "<ticket>", "{slug}", "*", "...".
_HOLE = re.compile(r"<[^<>\s]+>|\{[^{}\s]+\}|\*|\.\.\.|…")
# What follows the name and keeps the rule: nothing, an example, a reason; an exception, another
# project or a maker of the branches ("in the upstream repo", "there", "by the bot") does not.
_KEPT = re.compile(r"^\s*(?:$|[.!,;:(\u2014-]|e\.g\.|for (?:example|instance)\b|like\b)", _I)
_TAKEN_BACK = re.compile(r"\b(?:unless|except|but|if|when|only for|upstream|their|there|other|"
                         r"another|by)\b", _I)
_PREFIX = re.compile(r"[A-Za-z][\w.-]*[/_-]")


@dataclass(frozen=True)
class BranchName:
    """The start every new branch's name has (`prefix`), and the name as said (`name`)."""

    prefix: str
    name: str


def branch_name(body: str) -> BranchName | None:
    """The name the words give every new branch, or None."""
    m = _SAID_OF.match(body) or _ORDERED.match(body)
    if m is None or not _KEPT.match(m.group("tail")) or _TAKEN_BACK.search(m.group("tail")):
        return None
    name = m.group("name").strip("`")
    hole = _HOLE.search(name)
    head = name[:hole.start()] if hole else name
    if not (m.group("prefixed") or m.groupdict().get("starts")):
        # "named `feat/<ticket>-<slug>`": the name's first part, up to its slash, or the words
        # before its first hole ("`feat-<ticket>`").
        head = head[:head.find("/") + 1] if "/" in head else head if hole else ""
    if _PREFIX.fullmatch(head) is None:
        return None
    return BranchName(head, name)


# A command line that creates a branch: `git checkout -b`, `git switch -c`, `git worktree add
# -b`, and `git branch` given a name (with a flag it lists, deletes or renames).
_CREATES = (r"\bgit\s+(?:checkout\s+(?:-\S+\s+)*-[A-Za-z]*[bB]\b|switch\s+(?:-\S+\s+)*"
            r"(?:-[A-Za-z]*[cC]\b|--create\b|--force-create\b)|branch\s+(?=\w)|"
            r"worktree\s+add\s+(?:\S+\s+)*-[bB]\b)")


def creates_branch() -> str:
    """A pattern over command lines that create a branch."""
    return _CREATES


def creates_branch_named(prefix: str) -> str:
    """A pattern over command lines that create a branch whose name starts with `prefix`."""
    return rf"{_CREATES}.*?(?<![\w/.-]){re.escape(prefix)}"


# Branches every piece of work lands on, those of the project's flow: a feature branch is one
# piece of work's own.
SHARED_BRANCHES = frozenset({"main", "master", "trunk", "develop", "development", "dev",
                             "staging", "production", "prod", "release"})
# One of them named on a command line ("origin main", "HEAD:main"), a release line's too
# ("release/2.1", "release-3"); not a branch that only starts or ends with one ("feat/main-menu").
_A_SHARED_BRANCH = re.compile(
    rf"(?<![\w/.-])(?:{'|'.join(sorted(SHARED_BRANCHES - {'release'}))}|release(?:[/-][\w./-]*)?)"
    r"(?![\w-])", re.I)


def shared_branch(word: str) -> bool:
    """Is the word (bare or in backticks) the name of a branch every piece of work lands on?"""
    return word.strip().strip("`").lower() in SHARED_BRANCHES


def names_a_shared_branch(line: str) -> bool:
    """Does the command line name a branch every piece of work lands on?"""
    return _A_SHARED_BRANCH.search(line) is not None


def branch_pattern(branch: str) -> str | None:
    """A pattern for a branch as a command line names it: a name with a hole ("release/*",
    "hotfix/<version>") is any branch its words before the hole start; None when it opens with
    a hole ("<your-branch>"), which names no branch."""
    hole = _HOLE.search(branch)
    if hole is None:
        # `main` is not `main-backup` nor `hotfix-main`: a branch's name goes on past a dash
        return rf"(?<![\w-]){re.escape(branch)}(?![\w-])"
    head = branch[:hole.start()]
    return rf"(?<![\w/.-]){re.escape(head)}\S*" if head else None


def names_a_branch(sentence: str, term: str) -> bool:
    """Does the sentence give the term as a branch's name ("name the branch `fix/typo`", "use
    `fix/typo` as the branch name", "use `origin/main` as the base")? No line of the change holds
    it."""
    quoted = re.escape(f"`{term}`")
    return re.search(rf"\bbranch(?:\s+(?:name|called|named))?\s*:?\s*{quoted}|"
                     rf"{quoted}\s+(?:as|for)\s+(?:the|a|its|your)\s+(?:(?:new|base)\s+)?"
                     r"(?:branch\b|base(?=\s*(?:$|[.,;!?])))",
                     sentence, _I) is not None
