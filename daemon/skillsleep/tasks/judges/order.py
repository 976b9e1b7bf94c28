"""The order of two steps of a process, judged on the order of the agent's command lines.

People state the order their process goes in as a rule: "always run the linter before you
commit", "`cargo fmt` before `cargo clippy`", "run `go mod tidy` after `go get`", "`ruff format`,
then `ruff check`", "after `git pull`, run `bundle install`". Each is one order of two steps that
a command line shows; a chain of three ("format, then lint, then test") is read as its pairs.

The contract, for precision:

- the check reads a replay only where it takes the step the rule is said of: the later step of a
  rule said with "before" (the commit, the push, the run of the tests the earlier step must come
  before), the earlier step of one said with "after" (the `git pull`, the `go get` the later step
  must follow). A replay that never takes that step says nothing either way (None): a rule about
  what comes before a push is neither kept nor missed by work that never pushes;
- a rule said with "before" is kept when the earlier step runs before the first run of the later
  one; a rule said with "after", when the later step runs after the last run of the earlier one
  (the state the work is left in is the one the rule is about);
- steps are the commands of each line in order: "make lint && git commit" runs the linter first.
  A step is a run of X only when X is what it runs: not a path, a branch, a package installed or
  a file added that names X (`git add tests/x.py`, `npm i -D eslint`: `runs`, below).
  A part that only shows what it would do (`--dry-run`) takes no step, and quoted words (a commit
  message that says "lint") run nothing (`acting`, `run_text`, below).

`Runs` keeps a run said before a step of the work going out ("run the tests before pushing",
`workflow.operation_at`) and checks its order with `kept_before` here: one fact in one place.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .base import Checked, Judge, code_term, judge_kind

# Where one command of a shell line ends and the next begins.
NEXT_COMMAND = re.compile(r"\s*(?:&&|\|\||[|;&])\s*")

# A quoted argument of words: a message, a pattern to search for, text to print
# (`git commit -m "fix ruff check warnings"`, `grep -r "npm publish" docs/`), which runs
# nothing; unless a shell or a remote host is given it to run (`sh -c "..."`, `ssh box "..."`).
_QUOTED_WORDS = re.compile(r"""(?<![\w=])(["'])(?:\\.|(?!\1).)*?\s(?:\\.|(?!\1).)*?\1""")
_RUNS_QUOTED = re.compile(r"(?:(?<!\S)-l?c|\beval|\bexec|\bssh(?:\s+-\S+)*\s+\S+|\bwatch|"
                          r"\bxargs|\btime|\bnohup|\bsudo)\s+$")


def run_text(line: str) -> str:
    """A command line as what it runs: its quoted arguments of words blanked, unless they are
    handed to a shell or a host to run."""
    def blank(m: re.Match[str]) -> str:
        if _RUNS_QUOTED.search(line[:m.start()]):
            return m.group(0)
        return m.group(1) + " " * (len(m.group(0)) - 2) + m.group(1)
    return _QUOTED_WORDS.sub(blank, line)


# A run told only to show what it would do: `--dry-run`, `--dry-run=client` (not `=none`, which
# kubectl reads as a real run), `--dryrun`.
DRY_RUN = re.compile(r"(?<!\S)--dry-?run(?:=(?!none\b)\S+)?(?!\S)", re.I)


def acting(line: str) -> str:
    """A command line without its parts that only show what they would do (`npm publish
    --dry-run && npm publish`: the second publishes)."""
    parts = NEXT_COMMAND.split(line)
    return " ; ".join(p for p in parts if not DRY_RUN.search(p))


# A check named in words ("the tests", "the e2e suite"), not typed as a command line: no command
# line to set in backticks.
IN_WORDS = re.compile(r"(?:the|all|any)\s", re.I)


def _found(pattern: str, part: str) -> bool:
    try:
        return re.search(pattern, part, re.I) is not None
    except re.error:
        return pattern.lower() in part.lower()


# A program whose arguments are data, never a program it runs: git (its subcommand is the step
# it takes: `git add tests/x.py`, `git push origin fix/lint-x`), a reader, editor or mover of
# files (`cat tests/conftest.py`, `vim .eslintrc`), and an installer of packages (`npm i -D
# eslint`, `go install .../golangci-lint@latest`, `pip install pytest`). Its line is a run of X
# only when X is the program itself ("git push" in `git push -u origin x`).
_DATA_ARGS = re.compile(
    r"^(?:sudo\s+)?(?:\w+=\S*\s+)*(?:git\s+(?:-[cC]\s+\S+\s+|--\S+\s+)*[\w-]+|"
    r"cd|pushd|cat|less|more|head|tail|bat|vi|vim|nvim|nano|emacs|code|open|ls|tree|rm|cp|mv|"
    r"touch|mkdir|chmod|chown|echo|printf|grep|rg|ag|find|fd|sed|awk|wc|diff|stat|"
    r"(?:npm|pnpm|yarn|bun)\s+(?:i|install|add|remove|rm|uninstall|un)(?=\s+[^-\s])|"
    r"(?:npm|pnpm|yarn|bun)\s+(?:i|install|add)\s+-\S+|"
    r"(?:pip3?|uv\s+pip)\s+(?:install|uninstall)|uv\s+(?:add|remove)|poetry\s+(?:add|remove)|"
    r"cargo\s+(?:add|install|remove)|go\s+(?:get|install)|gem\s+install|bundle\s+add|"
    r"composer\s+(?:require|remove)|brew\s+install|apt(?:-get)?\s+install|dotnet\s+add)"
    r"(?![\w-])", re.I)


def runs(pattern: str, part: str) -> bool:
    """Is this step a run of what `pattern` finds: found in it, and not only in the arguments of
    a program whose arguments are data (a path, a branch, a package, a file added)?"""
    part = part.strip()
    head = _DATA_ARGS.match(part)
    if head is None:
        return _found(pattern, part)
    try:
        # found where the program is named ("git push" in `git push origin main`), its
        # lookaheads free to read the arguments
        return any(m.start() < head.end() for m in re.finditer(pattern, part, re.I))
    except re.error:
        return pattern.lower() in head.group(0).lower()


def steps(commands: list[Any]) -> list[str]:
    """The steps the agent took, in order: each command of each line, without the parts that
    only show what they would do and with quoted words blanked."""
    return [part for c in commands for part in NEXT_COMMAND.split(run_text(acting(c.line)))
            if part.strip()]


def kept_before(first: str, then: str, commands: list[Any]) -> float | None:
    """Does a step matching `first` come before the first step matching `then`? None when no
    step matches `then`."""
    taken = steps(commands)
    # a step that is the earlier one itself ("RAILS_ENV=test rails db:migrate" before the
    # tests) is no run of the later one
    at = next((i for i, part in enumerate(taken) if runs(then, part)
               and not runs(first, part)), None)
    if at is None:
        return None
    return 1.0 if any(runs(first, part) for part in taken[:at]) else 0.0


def kept_after(first: str, then: str, commands: list[Any]) -> float | None:
    """Does a step matching `then` come after the last step matching `first`? None when no step
    matches `first`."""
    taken = steps(commands)
    at = next((i for i in range(len(taken) - 1, -1, -1) if runs(first, taken[i])
               and not runs(then, taken[i])), None)
    if at is None:
        return None
    return 1.0 if any(runs(then, part) for part in taken[at + 1:]) else 0.0


# A step of git named by what the agent is doing ("pulling", "switching branches").
_DOING = re.compile(r"^[a-z]+ing\b")


def _named(step: str, quote: str) -> str:
    return step if IN_WORDS.match(step) else code_term(step, quote)


def _moment(step: str, quote: str) -> str:
    """The step as the moment another comes before or after: "switching branches", "the tests",
    "`go get`"."""
    return step if _DOING.match(step) else _named(step, quote)


@judge_kind
@dataclass
class RunsInOrder(Judge):
    """Two steps run in the order said: `first`, then `then` (each a pattern over the steps the
    agent took). `after`: the rule was said of the earlier step ("after `go get`, run `go mod
    tidy`"), which the replay must take for a verdict; otherwise of the later one ("run the
    linter before you commit")."""

    kind = "runs_in_order"
    reads = "workspace"
    first: str = ""            # as the person named it: "the linter", "go get"
    first_pattern: str = ""
    then: str = ""             # "git commit", "cargo clippy", "the tests"
    then_pattern: str = ""
    after: bool = False

    def __post_init__(self) -> None:
        self.first_pattern = self.first_pattern or re.escape(self.first)
        self.then_pattern = self.then_pattern or re.escape(self.then)

    def validate(self) -> None:
        Checked.pattern(self.first_pattern)
        Checked.pattern(self.then_pattern)

    def params(self) -> dict[str, Any]:
        params = super().params()
        if not self.after:
            params.pop("after", None)
        return params

    def score(self, attempt: Any) -> float | None:
        if attempt.commands is None:
            return None
        if self.after:
            return kept_after(self.first_pattern, self.then_pattern, attempt.commands)
        return kept_before(self.first_pattern, self.then_pattern, attempt.commands)

    def describe(self) -> str:
        if self.after:
            return f"after {_moment(self.first, self.quote)}, the agent must run " \
                f"{_named(self.then, self.quote)}"
        # a step of git is said as what the agent is doing ("before pushing"); any other as a run
        runs_it = "" if _DOING.match(self.then) else "it runs "
        return f"the agent must run {_named(self.first, self.quote)} before {runs_it}" \
            f"{_moment(self.then, self.quote)}"

    def instruction(self) -> str | None:
        if self.after:
            return f"After {_moment(self.first, self.quote)}, run {_named(self.then, self.quote)}."
        return f"Run {_named(self.first, self.quote)} before {_moment(self.then, self.quote)}."

    def subject(self) -> tuple[str, ...]:
        return (self.kind, self.first.lower(), self.then.lower())

    def key_terms(self) -> list[str]:
        return [self.then, self.first] if self.after else [self.first, self.then]
