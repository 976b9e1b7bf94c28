"""The step a rule of order names after its "before" or "after", and commands chained by "then".

A rule of the order of a process names two steps: the run it asks for, and the step that run
comes before or after ("run `cargo fmt` before `cargo clippy`", "run the linter before you
commit", "after `git pull`, run `bundle install`", "run `go mod tidy` after `go get`", "run
`pnpm install` after switching branches"). The other step is read here, as the words right
after "before"/"after" name it, and only when a command line shows it:

- a command in backticks, run or not by a verb ("before `npm test`", "before running `pytest`",
  "after you run `go get`");
- a check named in words ("before the tests", "before running the tests": `CHECK_NAMES`);
- a step of git a command line shows: the operations of the work going out
  (`workflow.operation_at`: commit, push, a pull request, a merge) and those that bring work in
  or move between branches (a pull, a fetch, a rebase, switching branches).

Anything else ("before lunch", "after editing the proto", "before you deploy", "before you say
it's done") is no step a command line shows: the reader gives None and the rule is read as it
was. Commands listed with "then" ("`ruff format`, then `ruff check`", "`make fmt` and then `make
lint`") are an order of their own, in pairs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .directives import CHECK_NAMES
from .workflow import OPERATIONS, operation_at

_I = re.I


@dataclass(frozen=True)
class Step:
    """A step as the words name it: `command` typed in backticks, or a check named in words (by
    the word `check` its kind is found by), or
    an operation of git by `pattern`, its `name` written down as what the agent is doing
    ("pulling", "switching branches")."""

    name: str
    command: str = ""
    check: str = ""
    pattern: str = ""


# The words that may open the step after "before"/"after": who takes it and the verb of running.
_LEAD = re.compile(r"^(?:(?:you|we|i)\s+)?"
                   r"(?P<run>(?:have\s+)?(?:run|ran|running|runs|do|doing)\s+)?"
                   r"(?P<the>(?:the|a|an|any|every|each)\s+)?", _I)
# Tests by the name RSpec and its kin give them, as `CHECK_NAMES` names the tests.
_SPECS = re.compile(r"(?:the\s+)?(?:(?:unit|request|feature|system|model)\s+)?specs\b", _I)
# A switch to another branch, which brings its tree in: `git switch develop`, `git checkout
# main`. Not a branch created from the one checked out (`-b`, `-c`, `--create`, `--orphan`: the
# same tree), nor files restored (`git checkout -- f`, `git checkout main -- f`, `git checkout .`,
# `git checkout src/app.ts`): these bring in nothing a run after a switch is for. Said of any run
# ("run the tests after switching branches" as much as "`npm install` after ..."), since what
# the switch brings in is the whole tree, its dependencies with it.
_SWITCH = (r"\bgit\s+(?:switch|checkout)\b(?![^;&|\n]*\s--(?:\s|$))"
           r"(?!(?:\s+-\S+)*\s+(?:-[bBcC]|--create|--force-create|--orphan)(?!\S))"
           r"(?:\s+-\S+)*\s+(?![-.]|\S*/\S*\.\w+(?!\S)|\S*\.[a-z]\w*(?!\S))\S")
# The operations of git that bring work in or move between branches, which a rule may order a
# run after ("after pulling", "after a git pull", "after you switch branches", "after you
# checkout a branch") or before ("before you rebase"): the words, the command lines
# (`workflow.OPERATIONS`, one fact in one place), the name written down.
_GIT = r"(?:git\s+)?"
# ("a new branch" is no switch: one made from the branch checked out brings nothing in)
_A_BRANCH = r"(?:(?:the|a|an|another|other|different|your|to)\s+)*branch(?:es)?"
_BRINGING_IN = (
    (rf"{_GIT}pull(?:s|ed|ing)?", OPERATIONS["git pull"].pattern, "pulling"),
    (rf"{_GIT}fetch(?:es|ed|ing)?", r"\bgit\s+fetch\b", "fetching"),
    (rf"{_GIT}rebas(?:e|es|ed|ing)", OPERATIONS["git rebase"].pattern, "rebasing"),
    (rf"(?:switch(?:es|ed|ing)?|chang(?:e|es|ed|ing))\s+{_A_BRANCH}|"
     rf"check(?:s|ed|ing)?\s*out\s+{_A_BRANCH}|git\s+(?:checkout|switch)(?!\s*-)",
     _SWITCH, "switching branches"),
)
# The operations of the work going out, by the name written down.
_GOING_OUT_NAMES = (("commit", "committing"), ("push", "pushing"), ("merg", "merging"))
# What the step's words are when a command line shows it: a word of the operation right after
# the lead ("before you push", "before pushing to main", "before opening a PR").
_GOING_OUT_SAID = re.compile(r"^(?:(?:open|creat|rais|fil|submitt?)(?:e|es|ed|ing)?\s+"
                             r"(?:(?:the|a|an|your|any|every|each)\s+)?)?"
                             r"(?:commit|push|merg|pr\b|prs\b|mr\b|mrs\b|pull\s+request|"
                             r"merge\s+request)", _I)


def step_at(words: str) -> Step | None:
    """The step named by the words said right after "before" or "after", or None when they name
    none a command line shows."""
    lead = _LEAD.match(words.strip())
    rest = words.strip()[lead.end():] if lead else words.strip()
    # a check is a step by its name as a noun ("the tests", "running tests"); "before you
    # build", "before you test" say a verb of the work, as often done by hand
    noun = bool(lead and (lead.group("run") or lead.group("the"))) \
        or not re.match(r"(?:you|we|i)\s", words.strip(), _I)
    typed = re.match(r"`([^`\n]+)`", rest)
    if typed:
        return Step(typed.group(1).strip(), command=typed.group(1).strip())
    specs = _SPECS.match(rest) if noun else None
    if specs:
        return Step(specs.group(0).strip(), check="tests")
    check = CHECK_NAMES.match(rest) if noun else None
    if check and not re.match(r"\s*(?:is|are|was|were|pass|passes|fail|fails)\b",
                              rest[check.end():], _I):
        # "before the tests" is a run of them; "before the build passes" is a gate on CI's
        # named with the article it was said with: "the build", not "build"
        article = lead.group("the") or "" if lead else ""
        return Step(f"{article}{check.group(0).strip()}", check=check.group(0).strip())
    brings_in = brought_in(rest)
    if brings_in is not None:
        return brings_in
    if _GOING_OUT_SAID.match(rest):
        pattern = operation_at(rest)
        if pattern:
            low = rest.lower()
            name = next((n for w, n in _GOING_OUT_NAMES if low.startswith(w)),
                        "opening a pull request")
            return Step(name, pattern=pattern)
    return None


# Commands in backticks joined by "then": "`ruff format` then `ruff check`", "`make fmt`, and then
# `make lint`", "`black .`, then `isort .`".
_THEN = re.compile(r"`([^`\n]+)`\s*,?\s*(?:and\s+)?then\s+(?:run\s+)?(?=`([^`\n]+)`)", _I)


def chained(words: str) -> list[tuple[str, str]]:
    """The commands the words chain by "then", as (earlier, later) pairs, in order."""
    return [(m.group(1).strip(), m.group(2).strip()) for m in _THEN.finditer(words)]


def brought_in(words: str) -> Step | None:
    """The operation of git that brings work in or moves between branches the words name right
    after "whenever"/"every time" ("you pull", "you switch branches"), or None. A run said at each
    of them is a run after it; one said at each commit or push is due before it, not after."""
    lead = _LEAD.match(words.strip())
    rest = words.strip()[lead.end():] if lead else words.strip()
    for said, pattern, name in _BRINGING_IN:
        if re.match(rf"(?:{said})\b", rest, _I):
            return Step(name, pattern=pattern)
    return None
