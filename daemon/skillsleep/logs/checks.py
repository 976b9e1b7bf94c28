"""Which shell command lines are a project's own checks: its tests, linters, type checkers, builds.

A replay in a workspace runs the project's check after the agent, as the person ran it in the
session or as the governing document names it, and its exit code is an outcome the judges see.
Only plain, self-contained command lines count: one program with its arguments, run from the
repository (`mise run lint`, `go test ./...`, `npm test`, `pytest -q`). Anything that chains
commands, redirects, changes folder or names an absolute path is a one-off of that session, not
the project's check, and a formatter (`mise run fmt`) rewrites files instead of checking them.
"""

from __future__ import annotations

import re
import shlex

MAX_CHECK_CHARS = 200
MAX_SESSION_CHECKS = 8

# The programs that check a project by themselves (linters, type checkers, test runners of each
# ecosystem), each named by a word that means nothing else in a sentence. The one list: a command
# line that runs one is a check, and `tasks/terms.py` reads each name, said bare in prose ("run
# yamllint before you push"), as the program, as the kinds of work read it as a checker.
CHECKERS = ("actionlint", "basedpyright", "detekt", "dialyzer", "flake8", "golint", "hadolint",
            "ktlint", "markdownlint", "oxlint", "phpcs", "phpstan", "phpunit", "pylint", "rubocop",
            "shellcheck", "standardrb", "staticcheck", "stylelint", "swiftlint",
            "tflint", "vitest", "yamllint")
# Formatters named by such words: a run rewrites the files it reads and checks none of them.
FORMATTERS = ("gofmt", "gofumpt", "goimports", "isort")

# What starts a tool's command without being the tool: "npx eslint", "pnpm exec tsc", "uv run
# mypy", "bundle exec rspec", "python -m pytest". Said once: the scripts reader
# (`tasks/scripts.py`) strips it to find the tool a script runs, and a check is looked for past it.
LAUNCHER = (r"(?:(?:npx|pnpx|bunx|uvx)\s+|(?:pnpm|yarn)\s+(?:exec|dlx)\s+|"
            r"(?:uv|poetry|pipenv|pdm|hatch|bundle)\s+(?:run|exec)\s+|python3?\s+-m\s+)")
_LAUNCHED = re.compile(rf"^{LAUNCHER}")
# The runners of a repository's own scripts, by the words that call a script before its name:
# a package.json script, a Makefile target, a justfile recipe, a Taskfile task, a tox
# environment, a nox session, a Rake task, a composer script, a cargo-make task. Said once: the
# scripts reader reads each one's file for what the script runs; a call of a script whose name
# says a check ("tox -e lint", "cargo make test") is a check.
SCRIPT_CALLS: dict[str, str] = {
    "package": r"(?:npm|pnpm|yarn|bun)\s+run\s+",
    "package-bare": r"(?:pnpm|yarn)\s+(?!(?:run|add|install|remove|exec|dlx)\b)",
    "make": r"make\s+",
    "just": r"just\s+",
    "task": r"task\s+",
    "tox": r"tox\s+-e\s*",
    "nox": r"nox\s+-s\s+",
    "rake": r"(?:bundle\s+exec\s+)?rake\s+",
    "composer": r"composer\s+(?:run(?:-script)?\s+)?"
                r"(?!(?:install|require|update|remove|dump-autoload)\b)",
    "cargo-make": r"cargo\s+make\s+",
}
# A script's call, with the runner's own flags before the script's name (`npm run -s test`,
# `bun run --silent lint`, `make -j4 check`, `yarn --silent test`): flags that take no value
# of their own after a space (one that does, `make -C docs html`, names a folder, no check).
_A_SCRIPT = re.compile("^(?:" + "|".join(SCRIPT_CALLS.values()) + r")"
                       r"(?:--?[A-Za-z][\w-]*(?:=\S+)?\s+)*(?P<name>[^\s-][^\s]*)")
# Other runners followed by a target, a task or a script of theirs that names the check. (The
# launchers that run a project's script by its name, `pdm run lint`, `hatch run test:cov`, are
# LAUNCHER's that end in "run": read past it, in `is_check`.)
_RUNNERS = (
    "mise run", "mise", "npm", "bun", "./gradlew", "gradle", "mvn", "dotnet", "swift", "deno",
)
# The runners' words by their first word, longest runner first (`mise run` before `mise`): a
# command line is looked up by its program, not tested against every runner.
_RUNNER_WORDS: dict[str, tuple[list[str], ...]] = {
    first: tuple(r.split() for r in sorted(_RUNNERS, key=len, reverse=True)
                 if r.split()[0] == first)
    for first in sorted({r.split()[0] for r in _RUNNERS})}
_TARGET = re.compile(r"(?:^|[:_./-])(test|tests|lint|check|checks|vet|typecheck|type-check|"
                     r"verify|ci|build|e2e|integration|unit)(?:$|[:_./-])")
# A tool that is a check by itself (with its own arguments), past its launcher: the checkers
# named by words of their own, and those whose names are words or commands of more than a check.
_TOOLS = re.compile(
    r"^(?:go (?:test|vet|build)|cargo (?:test|check|clippy|build)|pytest|"
    r"ruff(?: check)?|mypy|pyright|golangci-lint(?: run)?|eslint|tsc|"
    r"jest|playwright test|rspec|ctest|" + "|".join(CHECKERS) + r")(?:\s|$)")
_CHAINED = re.compile(r"&&|\|\||[;|<>`\n]|\$\(")
_ENV_PREFIX = re.compile(r"^(?:[A-Z_][A-Z0-9_]*=\S*\s+)+")
_VERBS = ("lint", "test", "vet", "type", "build", "check", "e2e", "integration")


def normalize(line: str) -> str:
    return " ".join(line.split())


def is_check(line: str) -> bool:
    """Is this command line one of the project's own checks?"""
    text = normalize(line)
    if not text or len(text) > MAX_CHECK_CHARS or _CHAINED.search(text):
        return False
    text = _ENV_PREFIX.sub("", text)
    words = _words(text)
    if words is None:
        return False
    if not words or words[0] == "cd" or any(w.startswith(("/", "~")) for w in words):
        return False
    if _TOOLS.match(_LAUNCHED.sub("", text)):
        return True
    script = _A_SCRIPT.match(" ".join(words))  # read as the shell reads its words
    if script is not None:
        return bool(_TARGET.search(script.group("name").lower()))
    launcher = _LAUNCHED.match(text)
    if launcher is not None and launcher.group().split()[-1] == "run":
        # `uv run`, `pdm run`, `hatch run`...: what follows is a tool (above) or a script of
        # the project's, a check when its name says one.
        parts = len(launcher.group().split())
        return len(words) > parts and bool(_TARGET.search(words[parts].lower()))
    for parts in _RUNNER_WORDS.get(words[0], ()):
        if words[: len(parts)] == parts and len(words) > len(parts):
            return bool(_TARGET.search(words[len(parts)].lower()))
    return False


def _words(text: str) -> list[str] | None:
    """The shell words of a normalized command line (None: its quotes do not close). Without a
    quote or a backslash they are its words between spaces, found without the shell lexer,
    which costs more than all the rest of the test."""
    if "'" not in text and '"' not in text and "\\" not in text:
        return text.split()
    try:
        return shlex.split(text)
    except ValueError:
        return None


def checks_in(text: str) -> list[str]:
    """The check command lines a document names, in code spans or code blocks, in order."""
    found: list[str] = []
    for block in re.findall(r"```[^\n]*\n(.*?)```", text, re.S):
        found.extend(line.strip().lstrip("$ ").strip() for line in block.splitlines())
    found.extend(m.strip() for m in re.findall(r"(?<!`)`([^`\n]+)`(?!`)", text))
    out: list[str] = []
    for line in found:
        line = re.sub(r"\s+#.*$", "", line)  # a trailing shell comment
        if is_check(line) and normalize(line) not in out:
            out.append(normalize(line))
    return out


def choose_check(request: str, candidates: list[str]) -> str | None:
    """The check that tells best whether this request was done: one about what it asks for
    ("fix the lint" -> the lint check), else a test run, else the first one."""
    if not candidates:
        return None
    low = request.lower()
    for verb in _VERBS:
        if re.search(rf"\b{verb}", low):
            for cand in candidates:
                if verb in cand.lower():
                    return cand
    return next((c for c in candidates if "test" in c.lower()), candidates[0])
