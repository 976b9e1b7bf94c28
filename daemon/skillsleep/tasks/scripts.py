"""A script of the repository and the tool it runs: one check, named either way.

People name a check by the script their repository keeps for it ("run `npm run lint:fix`",
"make fmt", "just check", "task lint", "tox -e lint", "nox -s tests", "rake lint", "composer cs",
"cargo make lint") in one session and by the tool that script runs ("run eslint --fix too") in
another. The two are one ask only where the repository's own file says so: a `package.json` or
`composer.json` script, a Makefile target, a justfile recipe, a Taskfile task, a tox
environment, a nox session, a Rake task or a cargo-make task whose one command is the tool's.
Without such a file, when the script runs another tool, or runs several commands ("lint":
"eslint . && tsc") and the other saying names a part of them, they are two asks: a name alone
never says what a script does. A script of several plain commands (a Makefile target or a
justfile recipe of several lines, a package.json script joined by "&&": `Scripts.steps`) is
asked for by a saying that names every one of its tools as one list, by its command or its
program ("run ruff and mypy" for `make check` over `ruff check .` and `mypy .`:
`names_every_step`); a list that leaves one out, goes on to another tool, or runs them on a
part of the code is another ask. Each file is
read by its runner's own layout, only as far as it takes to find the one command (a line reader,
no interpreter: a file that says it another way gives no tie, never a wrong one).

A tool's command is compared without the paths that name all of the code ("eslint . --fix" is
"eslint --fix"), and a file is read from the top folder of the checkout the ask was said in,
once per `Scripts`, and only when an ask names a runner's script.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from ..identity import checkout_of
from ..logs.checks import LAUNCHER, SCRIPT_CALLS

MAX_BYTES = 256_000
# What names all of the code, when a tool is run on it: no part of what the command asks.
_ALL_OF_IT = frozenset({".", "./", "./...", "...", "./src", "src"})
# More than one command, or a command's output piped on.
_SEVERAL = re.compile(r"&&|\|\||[;|`]|\$\(")


def plain_command(line: str) -> str:
    """A command line as it is compared: its words, without the paths that name all of the
    code."""
    return " ".join(w for w in line.split() if w not in _ALL_OF_IT)


# Files each runner keeps its scripts in.
_PACKAGE = ("package.json",)
_COMPOSER = ("composer.json",)
_MAKEFILES = ("Makefile", "makefile", "GNUmakefile")
_JUSTFILES = ("justfile", "Justfile", ".justfile")
_TASKFILES = ("Taskfile.yml", "Taskfile.yaml", "taskfile.yml", "taskfile.yaml")
_TOX = ("tox.ini",)
_NOX = ("noxfile.py",)
_RAKEFILES = ("Rakefile", "rakefile", "Rakefile.rb")
_CARGO_MAKE = ("Makefile.toml",)
# A quoted string of a script's file: 'x' or "x".
_QUOTED = r"""(?:"(?P<dq>[^"\\\n]*)"|'(?P<sq>[^'\\\n]*)')"""


def _scripts_entry(text: str, name: str) -> str:
    """A `package.json` or `composer.json` script: one string (composer's list of one too)."""
    try:
        scripts = json.loads(text).get("scripts")
    except (ValueError, AttributeError):
        return ""
    body = scripts.get(name) if isinstance(scripts, dict) else None
    if isinstance(body, list) and len(body) == 1:
        body = body[0]
    return body if isinstance(body, str) else ""


def _recipe(text: str, name: str) -> str:
    """The one command of a Makefile target or a justfile recipe, or "" when it has none, or
    several."""
    body = _recipe_lines(text, name)
    return body[0] if len(body) == 1 else ""


def _recipe_lines(text: str, name: str) -> list[str]:
    """The commands of a Makefile target or a justfile recipe, one a line."""
    lines = text.splitlines()
    for n, line in enumerate(lines):
        if not re.match(rf"^{re.escape(name)}(?:\s+[\w-]+)*\s*:(?!=)", line):
            continue
        body = []
        for below in lines[n + 1:]:
            if not below.strip():
                break
            if not below[:1].isspace():
                break
            body.append(below.strip().lstrip("@-").strip())
        return body
    return []


def _indented_block(lines: list[str], n: int) -> list[str]:
    """The lines indented below line n, up to the next line indented as far or less (blank
    lines and comments skipped)."""
    depth = len(lines[n]) - len(lines[n].lstrip())
    block = []
    for below in lines[n + 1:]:
        if not below.strip() or below.lstrip().startswith("#"):
            continue
        if len(below) - len(below.lstrip()) <= depth:
            break
        block.append(below)
    return block


def _unquoted(value: str) -> str:
    value = value.strip()
    return value[1:-1] if len(value) > 1 and value[0] == value[-1] and value[0] in "'\"" \
        else value


def _taskfile_task(text: str, name: str) -> str:
    """A Taskfile task's one command: `cmd: X`, or `cmds:` with one item (a string, or
    `- cmd: X`). A task that calls other tasks, or runs several commands, has none."""
    lines = text.splitlines()
    top = next((n for n, line in enumerate(lines) if re.match(r"^tasks\s*:\s*$", line)), None)
    if top is None:
        return ""
    for n in range(top + 1, len(lines)):
        line = lines[n]
        if line.strip() and not line[:1].isspace():
            return ""  # past the tasks
        if not re.match(rf"^\s+['\"]?{re.escape(name)}['\"]?\s*:\s*$", line):
            continue
        block = _indented_block(lines, n)
        keys = {m.group(1): k for k, b in enumerate(block)
                if (m := re.match(r"^\s+(\w+)\s*:", b)) and
                len(b) - len(b.lstrip()) == len(block[0]) - len(block[0].lstrip())}
        if "deps" in keys:
            return ""  # other tasks run first
        if "cmd" in keys:
            return _unquoted(block[keys["cmd"]].split(":", 1)[1])
        if "cmds" not in keys:
            return ""
        items = [b.strip()[1:].strip() for b in _indented_block(block, keys["cmds"])
                 if b.strip().startswith("-")]
        if len(items) != 1:
            return ""
        item = re.sub(r"^cmd\s*:\s*", "", items[0])
        return "" if re.match(r"^task\s*:", item) else _unquoted(item)
    return ""


def _tox_env(text: str, name: str) -> str:
    """A tox environment's one command: `commands = X` on one line of `[testenv:NAME]`."""
    lines = text.splitlines()
    for n, line in enumerate(lines):
        if line.strip() != f"[testenv:{name}]":
            continue
        for k in range(n + 1, len(lines)):
            if lines[k].startswith("["):
                return ""
            m = re.match(r"^commands\s*=\s*(.*)$", lines[k])
            if m is None:
                continue
            rest = lines[k + 1:k + 2]
            # A line indented below is a second command.
            several = bool(rest) and rest[0][:1].isspace() and bool(rest[0].strip())
            return "" if several or not m.group(1).strip() else m.group(1).strip()
    return ""


def _nox_session(text: str, name: str) -> str:
    """A nox session's one `session.run(...)` of plain strings, as one command line."""
    lines = text.splitlines()
    for n, line in enumerate(lines):
        if not re.match(rf"^def\s+{re.escape(name)}\s*\(\s*session\b", line) \
                or not any(re.match(r"^@nox\.session\b", above.strip())
                           for above in lines[max(n - 3, 0):n]):
            continue
        runs = [b for b in _indented_block(lines, n) if "session.run" in b]
        if len(runs) != 1:
            return ""
        m = re.match(r"^\s*session\.run\((?P<args>[^()]*)\)\s*$", runs[0])
        if m is None:
            return ""
        args = [a.strip() for a in m.group("args").split(",") if a.strip()]
        words = [a[1:-1] for a in args if re.fullmatch(r"'[^'\\]*'|\"[^\"\\]*\"", a)]
        return " ".join(words) if words and len(words) == len(args) else ""
    return ""


def _rake_task(text: str, name: str) -> str:
    """A Rake task's one shell command: `task :NAME do` over one `sh "X"` (or `system`)."""
    lines = text.splitlines()
    opens = re.compile(rf"^\s*task\s*\(?\s*:{re.escape(name)}\b(?!\s*=>)[^\n]*\bdo\b"
                       rf"|^\s*task\s*\(?\s*['\"]{re.escape(name)}['\"][^\n]*\bdo\b")
    for n, line in enumerate(lines):
        if not opens.match(line):
            continue
        body = []
        for below in lines[n + 1:]:
            if re.match(r"^\s*end\b", below):
                break
            if below.strip() and not below.strip().startswith("#"):
                body.append(below.strip())
        if len(body) != 1:
            return ""
        m = re.fullmatch(r"(?:sh|system)\s*\(?\s*" + _QUOTED + r"\s*\)?", body[0])
        return (m.group("dq") or m.group("sq") or "") if m else ""
    return ""


def _cargo_make_task(text: str, name: str) -> str:
    """A cargo-make task's one command: `command` and its `args`, with no script, no
    dependencies."""
    try:
        task = tomllib.loads(text).get("tasks", {}).get(name)
    except (tomllib.TOMLDecodeError, AttributeError):
        return ""
    if not isinstance(task, dict) or set(task) - {"command", "args", "description"}:
        return ""
    command, args = task.get("command"), task.get("args", [])
    if not isinstance(command, str) or not isinstance(args, list) \
            or not all(isinstance(a, str) for a in args):
        return ""
    return " ".join([command, *args])


@dataclass(frozen=True)
class Runner:
    """A runner of a repository's scripts: how an ask names one, the files it keeps them in,
    and how the one command of a script is read from such a file."""

    names: re.Pattern[str]
    files: tuple[str, ...]
    read: Callable[[str, str], str]
    # The commands of a script of several, in order: its lines, or by default its one line
    # split at "&&".
    lines: Callable[[str, str], list[str]] | None = None

    def steps(self, text: str, name: str) -> list[str]:
        if self.lines is not None:
            return self.lines(text, name)
        return [step.strip() for step in self.read(text, name).split("&&")]


def _runner(call: str, name: str, files: tuple[str, ...], read: Callable[[str, str], str],
            lines: Callable[[str, str], list[str]] | None = None) -> Runner:
    """A runner of scripts, called by the words `SCRIPT_CALLS[call]` (said once, with the
    checks), a script's name written as `name` says in its file."""
    return Runner(re.compile(rf"^{SCRIPT_CALLS[call]}(?P<name>{name})$"), files, read, lines)


_RUNNERS: tuple[Runner, ...] = (
    _runner("package", r"[\w:.-]+", _PACKAGE, _scripts_entry),
    _runner("package-bare", r"[\w:.-]+", _PACKAGE, _scripts_entry),
    _runner("make", r"[\w.-]+", _MAKEFILES, _recipe, _recipe_lines),
    _runner("just", r"[\w-]+", _JUSTFILES, _recipe, _recipe_lines),
    _runner("task", r"[\w:.-]+", _TASKFILES, _taskfile_task),
    _runner("tox", r"[\w.-]+", _TOX, _tox_env),
    _runner("nox", r"\w+", _NOX, _nox_session),
    _runner("rake", r"[\w:-]+", _RAKEFILES, _rake_task),
    _runner("composer", r"[\w:.-]+", _COMPOSER, _scripts_entry),
    _runner("cargo-make", r"[\w-]+", _CARGO_MAKE, _cargo_make_task),
)


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace") \
            if path.is_file() and path.stat().st_size <= MAX_BYTES else ""
    except OSError:
        return ""


class Scripts:
    """The scripts of the repositories asks were said in, each file read once."""

    def __init__(self) -> None:
        self.texts: dict[Path, str] = {}  # every file looked for, "" when it has none

    def unchanged(self) -> bool:
        """Do the files read still read the same (what was found from them still holds)?"""
        return all(_read(path) == text for path, text in self.texts.items())

    def _text(self, path: Path) -> str:
        if path not in self.texts:
            self.texts[path] = _read(path)
        return self.texts[path]

    def _script(self, folder: str | None, command: str) -> tuple[Runner, str, str] | None:
        """The runner of the script `command` names, its file's text and the script's name."""
        if not folder:
            return None
        for runner in _RUNNERS:
            m = runner.names.match(" ".join(command.split()))
            if m is None:
                continue
            found = checkout_of(folder)
            root = found.root if found is not None else Path(folder)
            text = next((t for f in runner.files if (t := self._text(root / f))), "")
            return (runner, text, m.group("name")) if text else None
        return None

    def runs(self, folder: str | None, command: str) -> str:
        """The tool command the repository's script `command` runs (`plain_command`), or "".
        `folder`: where the ask was said."""
        script = self._script(folder, command)
        if script is None:
            return ""
        runner, text, name = script
        body = runner.read(text, name).strip()
        return plain_command(body) if body and not _SEVERAL.search(body) else ""

    def steps(self, folder: str | None, command: str) -> tuple[str, ...]:
        """The tool commands a script of several runs one after another (`plain_command`
        each), or () when it runs one, none, or any that is not a plain command (a pipe, a
        subshell, another script of the runner's)."""
        script = self._script(folder, command)
        if script is None:
            return ()
        runner, text, name = script
        steps = tuple(plain_command(step) for step in runner.steps(text, name))
        if len(steps) < 2 or any(not step or _SEVERAL.search(step)
                                 or runner.names.match(step) for step in steps):
            return ()
        return steps


# What starts a tool's command without being the tool ("npx eslint", "uv run mypy"), as the
# checks read it.
_LAUNCHER = re.compile(rf"^{LAUNCHER}")
# Between two tools of a list: "ruff and mypy", "`cargo fmt`, `cargo clippy`", "tsc + eslint".
_LIST_JOINT = re.compile(r"^[`'\"\s]*(?:,\s*(?:and|then|&|\+|plus)?|and|then|&|\+|plus)"
                         r"(?:\s+(?:then|also))?[`'\"\s]*$", re.I)


def program(step: str) -> str:
    """The tool a command runs: its first word past a launcher ("mypy" of "uv run mypy .")."""
    words = _LAUNCHER.sub("", step).split()
    return words[0] if words else ""


# "ruff and mypy on the api package": the tools run on a part of the code, not the script.
_ON_A_PART = re.compile(r"^[`'\"\s]*(?:on|in|for|against|under|inside)\s+(?!(?:it|them|this|that|"
                        r"these|those|everything|all\s+of\s+it)\b)", re.I)


def _named(clause: str, said: str) -> list[tuple[int, int]]:
    return [m.span() for m in re.finditer(rf"(?<![\w./-]){re.escape(said)}(?![\w/-])", clause,
                                          re.I)] if said else []


def names_every_step(clause: str, steps: tuple[str, ...]) -> bool:
    """Does the clause ask for the steps of a script as one list of tools, each named by its
    command or its program, in any order, and nothing else in the list ("run ruff and mypy",
    for a script that runs `ruff check` then `mypy`)? A list that names a part of the steps, or
    goes on to another tool, is another ask."""
    spans: list[tuple[int, int]] = []
    names = [program(step) for step in steps]
    for step, name in zip(steps, names, strict=True):
        # A program two steps share ("cargo fmt", "cargo clippy") names neither.
        found = _named(clause, step) or (_named(clause, name) if names.count(name) == 1 else [])
        if len(found) != 1:
            return False  # not named, or named twice: no one list
        spans.append(found[0])
    spans.sort()
    gaps = [clause[a[1]:b[0]] for a, b in pairwise(spans)]
    after = clause[spans[-1][1]:]
    return all(_LIST_JOINT.match(gap) for gap in gaps) and not _ON_A_PART.match(after) \
        and not re.match(r"^[`'\"\s]*(?:,|and\b|&|\+|plus\b)\s*[`'\"]?[\w./-]+"
                         r"(?!\s+(?:before|after|when|once|too|as\s+well|please)\b)", after, re.I)
