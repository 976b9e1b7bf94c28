"""The scripted model behind the loopback endpoints: it follows the documents it is shown and
asked for, literally, so a test can tell from what a real CLI did which document it was given.

The endpoints turn each API request into a `Conversation` (what the model was shown: the CLI's
own context, the instruction documents the CLI put in it, the person's request, the tool calls
made so far with their results) and turn the `Action` this module picks back into the API's
reply. One model turn is one request, so the agent is a plan replayed from the conversation:
the number of tool rounds already in it says which step comes next.

As an agent (the request holds tools it can write files with):

1. it asks for the skills whose name or description shares a word with the request (Claude
   Code's `Skill` tool); with another CLI it first reads the `SKILL.md` files of the working
   tree with the shell, as a model exploring a repository would;
2. "add a test for X" writes `x_test.go`: with testify, unless a document it saw says not to
   ("Do not use testify."), then a plain table-driven test; each "Use `CALL`." line of its
   documents puts that call at the top of the test;
3. each document line "Run `CMD` ..." runs CMD with the shell tool;
4. a request that says "commit" commits the work;
5. it ends with "I wrote <files> (<style>)." and every "Always mention X." of its documents.

In chat (no tool to write with, or a prompt that starts with our headless marker) it answers
like the scripted chat models: "Always mention X." lines of the instructions are followed, a
reflection prompt gets the edit that fixes its failed checks.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

HEADLESS_MARKER = "[skillopt-sleep:headless]"
SKILL_CALL = "skill"   # the id prefix of the calls that ask for documents
_WORD = re.compile(r"[a-z]{4,}")
_COMMON = {"this", "that", "with", "from", "your", "when", "what", "have", "will", "into",
           "them", "then", "than", "each", "only", "also", "about", "project", "code", "file",
           "files", "make", "using", "used", "user", "skill", "whenever"}


@dataclass
class ToolRound:
    call_id: str
    name: str
    arguments: dict[str, Any]
    result: str = ""


@dataclass
class Conversation:
    """What one request showed the model, whatever the API."""

    tools: set[str]
    context: list[str]          # the CLI's system text and the context it added to the request
    request: str                # what the person asked (the last text they typed)
    rounds: list[ToolRound] = field(default_factory=list)
    model: str = ""

    @property
    def shown(self) -> str:
        return "\n".join(self.context)


@dataclass
class ToolCall:
    call_id: str
    name: str
    arguments: dict[str, Any]


@dataclass
class Reply:
    text: str
    calls: list[ToolCall] = field(default_factory=list)


class Toolset:
    """How the agent writes a file, runs a command and asks for skills with one CLI's tools."""

    writes = ""

    def __init__(self, conv: Conversation) -> None:
        self.conv = conv

    def ask_for_skills(self, names: list[str]) -> list[ToolCall]:
        # No skill tool: look for them in the working tree, as a model exploring it would.
        return [self.shell(f"{SKILL_CALL}-find",
                           "find . -path '*skills/*' -name SKILL.md -exec cat {} +")]

    def write(self, call_id: str, path: str, text: str) -> ToolCall:
        raise NotImplementedError

    def shell(self, call_id: str, command: str) -> ToolCall:
        raise NotImplementedError


class ClaudeTools(Toolset):
    writes = "Write"

    def ask_for_skills(self, names: list[str]) -> list[ToolCall]:
        return [ToolCall(f"{SKILL_CALL}-{i}", "Skill", {"skill": n}) for i, n in enumerate(names)]

    def write(self, call_id: str, path: str, text: str) -> ToolCall:
        return ToolCall(call_id, "Write", {"file_path": _absolute(self.conv, path),
                                           "content": text})

    def shell(self, call_id: str, command: str) -> ToolCall:
        return ToolCall(call_id, "Bash", {"command": command, "description": "Run " + command})


class CopilotTools(Toolset):
    writes = "create"

    def write(self, call_id: str, path: str, text: str) -> ToolCall:
        return ToolCall(call_id, "create", {"path": _absolute(self.conv, path),
                                            "file_text": text})

    def shell(self, call_id: str, command: str) -> ToolCall:
        return ToolCall(call_id, "bash", {"command": command, "description": "Run a command",
                                          "mode": "sync", "initial_wait": 30})


class CodexTools(Toolset):
    writes = "exec_command"

    def write(self, call_id: str, path: str, text: str) -> ToolCall:
        return self.shell(call_id, f"cat > {path} <<'SCRIPTED_EOF'\n{text}SCRIPTED_EOF")

    def shell(self, call_id: str, command: str) -> ToolCall:
        return ToolCall(call_id, "exec_command", {"cmd": command, "tty": False})


TOOLSETS: tuple[type[Toolset], ...] = (ClaudeTools, CopilotTools, CodexTools)


def reply(conv: Conversation) -> Reply:
    """The model's next turn."""
    toolset = next((t(conv) for t in TOOLSETS if t.writes in conv.tools), None)
    # Our chat calls start with the marker; a replayed task ends with it.
    if toolset is None or conv.request.lstrip().startswith(HEADLESS_MARKER):
        return Reply(chat_answer(conv.request, conv.shown))
    return _agent_turn(conv, toolset)


# -- the agent ----------------------------------------------------------------------------------


def _agent_turn(conv: Conversation, tools: Toolset) -> Reply:
    steps: list[list[ToolCall]] = []
    asks = tools.ask_for_skills(_relevant_skills(conv))
    if asks:
        steps.append(asks)
    rules = documents(conv)
    plain = re.search(r"(?i)\b(?:do not|don't|never|no)\b[^.\n]*testify", rules) is not None
    written: list[str] = []
    if re.search(r"(?i)\btests?\b", conv.request):
        name = _subject(conv.request)
        path = f"{name.lower()}_test.go"
        uses = re.findall(r"(?im)^\W*use `([^`]+)`", rules)
        steps.append([tools.write("write-0", path, test_file(name, plain, uses))])
        written.append(path)
    for i, command in enumerate(re.findall(r"(?im)^\W*run `([^`]+)`", rules)):
        steps.append([tools.shell(f"run-{i}", command)])
    if re.search(r"(?i)\bcommit\b", conv.request) and written:
        # The files it wrote, by name, as agents do (a sandbox may hold other entries).
        steps.append([tools.shell("commit", f"git add {' '.join(written)} && git -c "
                                  "user.email=agent@example.com -c user.name=Agent commit -qm "
                                  f"'test: cover {_subject(conv.request)}'")])
    done = _rounds_done(conv, steps)
    if done < len(steps):
        return Reply("", steps[done])
    style = "a plain table-driven test" if plain else "a test with testify"
    text = f"I wrote {', '.join(written) or 'nothing'} ({style})."
    mentions = _mentions(rules)
    if mentions:
        text += " I mention " + ", ".join(mentions) + "."
    return Reply(text)


def _rounds_done(conv: Conversation, steps: list[list[ToolCall]]) -> int:
    """How many steps the conversation already holds (a step may be several calls at once)."""
    made = {r.call_id for r in conv.rounds}
    done = 0
    for step in steps:
        if not any(_same_call(c.call_id, made) for c in step):
            break
        done += 1
    return done


def _same_call(call_id: str, made: set[str]) -> bool:
    # A CLI may rename our call ids (prefixing or suffixing them); ours stay inside theirs.
    return any(call_id == m or call_id in m for m in made)


def documents(conv: Conversation) -> str:
    """The instruction documents the model was shown or asked for, as one text."""
    found: list[str] = []
    for text in conv.context:
        found += re.findall(r"Contents of [^\n]*?(?:CLAUDE|AGENTS)\.md[^\n]*:\n\n(.*?)"
                            r"(?=\n\nContents of |\n</system-reminder>|\Z)", text, re.S)
        found += re.findall(r"<INSTRUCTIONS>\n(.*?)</INSTRUCTIONS>", text, re.S)
        found += re.findall(r"<custom_instruction>\n(.*?)</custom_instruction>", text, re.S)
    found += [r.result for r in conv.rounds if r.call_id.startswith(SKILL_CALL)
              or SKILL_CALL + "-" in r.call_id]
    # Claude Code shows a skill it was asked for as a message of its own after the call.
    found += re.findall(r"Base directory for this skill: [^\n]*\n(.*)", conv.shown, re.S)
    return "\n".join(found)


def _relevant_skills(conv: Conversation) -> list[str]:
    wanted = _words(conv.request)
    names = []
    for name, description in re.findall(r"(?m)^- ([a-z0-9][a-z0-9:_-]*): (.+)$", conv.shown):
        if _words(f"{name} {description.split('.')[0]}") & wanted:
            names.append(name)
    return list(dict.fromkeys(names))


def _words(text: str) -> set[str]:
    return {w.rstrip("s") for w in _WORD.findall(text.lower()) if w not in _COMMON}


def _mentions(rules: str) -> list[str]:
    return re.findall(r"(?m)^\s*[-*]?\s*Always mention (.+?)\.?\s*$", rules)


def _subject(request: str) -> str:
    m = re.search(r"tests? for (?:the )?([A-Za-z_][A-Za-z0-9_]*)", request)
    return m.group(1) if m else "Thing"


def _absolute(conv: Conversation, path: str) -> str:
    m = re.search(r"(?:Primary working directory|Current working directory): (\S+)", conv.shown)
    if m is None:
        m = re.search(r"<cwd>([^<]+)</cwd>", conv.shown)
    return f"{m.group(1).rstrip('/')}/{path}" if m else path


def test_file(name: str, plain: bool, uses: list[str] | None = None) -> str:
    top = "".join(f"\t{call}\n" for call in uses or [])
    if plain:
        return (f"package app\n\nimport \"testing\"\n\nfunc Test{name}(t *testing.T) {{\n{top}"
                f"\ttests := []struct{{ in, want string }}{{{{\"a\", \"a\"}}}}\n"
                f"\tfor _, tt := range tests {{\n\t\tif got := {name}(tt.in); got != tt.want {{\n"
                f"\t\t\tt.Errorf(\"got %q, want %q\", got, tt.want)\n\t\t}}\n\t}}\n}}\n")
    return (f"package app\n\nimport (\n\t\"testing\"\n\n\t\"github.com/stretchr/testify/assert\"\n"
            f")\n\nfunc Test{name}(t *testing.T) {{\n{top}"
            f"\tassert.Equal(t, \"a\", {name}(\"a\"))\n}}\n")


# -- chat ---------------------------------------------------------------------------------------


def chat_answer(prompt: str, shown: str = "") -> str:
    """A chat answer: the instructions' "Always mention X." lines followed, a reflection answered
    with the edit that fixes its failed checks."""
    m = re.search(r"<instructions>\n(.*?)\n</instructions>", prompt, re.S)
    instructions = m.group(1) if m else shown
    if "FAILED CHECKS:" in prompt or "Propose at most" in prompt:
        got = re.search(r"FAILED CHECKS: the answer must mention ([^;\n]+)", prompt)
        terms = [t.strip() for t in got.group(1).split(",")] if got else []
        return json.dumps([{"op": "add", "anchor": "", "new": f"Always mention {t}.",
                            "why": f"answers forgot {t}"} for t in terms])
    if "short notes" in prompt:
        return "Explicit 'Always mention' lines help this document."
    if prompt.lstrip().split("\n", 2)[-1].startswith("Rewrite these instructions"):
        return "\n".join(line for line in prompt.splitlines() if line.startswith("- "))
    extras = _mentions(instructions)
    return "Here is my answer." + (" I mention " + ", ".join(extras) + "." if extras else "")
