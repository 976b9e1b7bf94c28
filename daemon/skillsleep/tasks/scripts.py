"""A script of the repository and the tool it runs: one check, named either way.

People name a check by the script their repository keeps for it ("run `npm run lint:fix`",
"make fmt", "just check") in one session and by the tool that script runs ("run eslint --fix
too") in another. The two are one ask only where the repository's own files say so: a
`package.json` script, a Makefile target or a justfile recipe whose one command is the tool's.
Without such a file, when the script runs another tool, or runs several commands ("lint":
"eslint . && tsc"), they are two asks: a name alone never says what a script does.

A tool's command is compared without the paths that name all of the code ("eslint . --fix" is
"eslint --fix"), and a file is read from the top folder of the checkout the ask was said in,
once per `Scripts`.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from ..identity import checkout_of

MAX_BYTES = 256_000
# What names all of the code, when a tool is run on it: no part of what the command asks.
_ALL_OF_IT = frozenset({".", "./", "./...", "...", "./src", "src"})
# More than one command, or a command's output piped on.
_SEVERAL = re.compile(r"&&|\|\||[;|`]|\$\(")
# How each runner names a script: the runner's words, then the script's name.
_PACKAGE = ("package.json",)
_MAKEFILES = ("Makefile", "makefile", "GNUmakefile")
_JUSTFILES = ("justfile", "Justfile", ".justfile")
_RUNNERS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(r"^(?:npm|pnpm|yarn|bun)\s+run\s+(?P<name>[\w:.-]+)$"), _PACKAGE),
    (re.compile(r"^(?:pnpm|yarn)\s+(?P<name>(?!run\b|add\b|install\b|remove\b)[\w:.-]+)$"),
     _PACKAGE),
    (re.compile(r"^make\s+(?P<name>[\w.-]+)$"), _MAKEFILES),
    (re.compile(r"^just\s+(?P<name>[\w-]+)$"), _JUSTFILES),
)


def plain_command(line: str) -> str:
    """A command line as it is compared: its words, without the paths that name all of the
    code."""
    return " ".join(w for w in line.split() if w not in _ALL_OF_IT)


def _package_script(text: str, name: str) -> str:
    try:
        scripts = json.loads(text).get("scripts")
    except (ValueError, AttributeError):
        return ""
    body = scripts.get(name) if isinstance(scripts, dict) else None
    return body if isinstance(body, str) else ""


def _recipe(text: str, name: str) -> str:
    """The one command of a Makefile target or a justfile recipe, or "" when it has none, or
    several."""
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
        return body[0] if len(body) == 1 else ""
    return ""


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

    def runs(self, folder: str | None, command: str) -> str:
        """The tool command the repository's script `command` runs (`plain_command`), or "".
        `folder`: where the ask was said."""
        if not folder:
            return ""
        for pattern, files in _RUNNERS:
            m = pattern.match(" ".join(command.split()))
            if m is None:
                continue
            found = checkout_of(folder)
            root = found.root if found is not None else Path(folder)
            read = _package_script if files is _PACKAGE else _recipe
            text = next((t for f in files if (t := self._text(root / f))), "")
            body = read(text, m.group("name")).strip()
            return plain_command(body) if body and not _SEVERAL.search(body) else ""
        return ""
