"""A command-line flag said in a rule, and what it is said of.

A flag ("`--frozen-lockfile`", "`-f`", "`-count=1`") is an option of a command the agent runs,
so a rule about one is about the runs of that command: "always pass `--frozen-lockfile` to `pnpm
install`" has the agent run `pnpm install` with it, and "never pass `-f` to `git push`" keeps
only that command with that flag out (an `rm -f` the change adds to a script is no concern of
it). The command is the one the clause hands the flag to ("to `go test`", "with pip install"), or
the one the sentence names around it ("for `docker run`, always add `--rm`", "when you run
pytest, always pass `-x`").

A flag said of a file the change edits ("in the CI workflow, always pass `--frozen-lockfile`",
"in the Dockerfile ...", "in `package.json` scripts ...") is written into that file: it stays a
check of the change. With neither a command nor a file no check knows which run the flag is about
("`--no-verify` is banned", "prefer `--force-with-lease` over a plain force"): such a rule is
read as nothing.
"""

from __future__ import annotations

import re

from .terms import command_line, has_file_extension, is_dotfile, is_tool
from .workflow import is_script, is_typed_command

_I = re.I

# A flag alone, with its value when it is joined by "=".
FLAG = re.compile(r"--?[A-Za-z][\w-]*(?:=\S+)?")


def is_flag(text: str) -> bool:
    return FLAG.fullmatch(text.strip()) is not None


# Where the words hand a flag to a command: "to", "with", "for", "when you run", "whenever we
# call".
_HANDED_TO = re.compile(
    r"\b(?:to|with|for|(?:when|whenever)\s+(?:you\s+|we\s+)?(?:run|call|invoke|use)|"
    r"(?:when|whenever)\s+(?:running|calling|invoking|using))\s+(?:the\s+)?", _I)
# "to make sure", "to go faster", "to just work": after "to" a tool's bare name is most often
# a verb.
_A_VERB_AFTER_TO = re.compile(r"(?:make|go|just|task)\b", _I)
# A command as typed, in backticks: lower-case words ("helm upgrade", "sed").
_COMMAND_WORDS = re.compile(r"[a-z][\w.-]*(?:\s+[\w:./=@+-]+)*")


def _command_at(text: str, after_to: bool) -> str:
    """The command the text opens with: in backticks, any command that is not a file or a flag;
    bare, one of the tools `terms` knows."""
    m = re.match(r"`([^`\n]+)`", text)
    if m:
        said = m.group(1).strip()
        if is_flag(said.split(" ")[0]) or (has_file_extension(said) and not is_script(said)) \
                or is_dotfile(said):
            return ""
        return said if is_tool(said) or is_script(said) or _COMMAND_WORDS.fullmatch(said) \
            else ""
    if after_to and _A_VERB_AFTER_TO.match(text):
        return ""
    return command_line(text)


def _commands_handed(text: str) -> list[str]:
    found: list[str] = []
    for m in _HANDED_TO.finditer(text):
        said = _command_at(text[m.end():], m.group(0).lower().startswith("to"))
        if said and said not in found:
            found.append(said)
    return found


def _commands_named(sentence: str) -> list[str]:
    """The commands the sentence names in backticks."""
    found: list[str] = []
    for m in re.finditer(r"`([^`\n]+)`", sentence):
        said = m.group(1).strip()
        if not is_flag(said.split(" ")[0]) and (is_tool(said) or is_typed_command(said)) \
                and said not in found:
            found.append(said)
    return found


def command_of(phrase: str, sentence: str) -> str:
    """The command a flag is said of: the one the clause hands it to, else the one the sentence
    hands it to or names; "" when there is none, or more than one."""
    for found in (_commands_handed(phrase), _commands_handed(sentence),
                  _commands_named(sentence)):
        if found:
            return found[0] if len(found) == 1 else ""
    return ""


# A file of the project a flag is written into: a CI workflow or pipeline, a container's or a
# build's file, the scripts of a package, a hook's config, or a file named by its path.
_FILE_WORDS = (
    r"(?:ci|ci\s+(?:config|workflows?|pipelines?|jobs?|files?)|(?:github\s+)?workflows?|"
    r"pipelines?|github\s+actions|gitlab(?:-ci)?|dockerfiles?|containerfiles?|makefiles?|"
    r"justfiles?|jenkinsfiles?|compose\s+files?|docker-compose(?:\.ya?ml)?|package\.json|"
    r"(?:npm\s+|package\s+|shell\s+|bash\s+|zsh\s+)?scripts?|pre-commit\s+config|"
    r"(?:install|build|test)\s+steps?|"
    r"`[^`\n]*(?:\.(?:ya?ml|json|toml|cfg|ini|sh|mk)|file)`)")
_IN_A_FILE = re.compile(
    rf"\b(?:in|inside|into|within|to|from)\s+(?:the\s+|our\s+|every\s+|all\s+|any\s+|each\s+|"
    rf"a\s+)?(?:`[^`\n]+`\s+)?{_FILE_WORDS}(?!\w)", _I)


def in_a_file(sentence: str) -> bool:
    """Does the sentence say a flag of a file the change edits ("in the CI workflow", "in the
    Dockerfile", "in `package.json` scripts")?"""
    return _IN_A_FILE.search(sentence) is not None
