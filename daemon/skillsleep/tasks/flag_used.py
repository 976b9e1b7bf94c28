"""A flag of a command the agent ran, turned down by pointing at it or in the flag's own words.

The agent reports a command it ran with a flag: "I ran `./deploy.sh --skip-tests` to get the fix
out", "I applied it with `terraform apply -auto-approve`", "I added `--legacy-peer-deps` to `npm
install`". People answer with a ban whose only term is that flag, pointed at ("never use that
flag", "drop that option, we never need it") or said in the flag's own words ("we don't skip
tests, ever" under `--skip-tests`, "we never run containers privileged" under `--privileged`).
Read alone the words name no code; read against the agent's message they ban the command run
with that flag, as "never run `./deploy.sh --skip-tests`" would: a flag means something to its
own command only, and what comes after it in the line (`pip install --user httpx`) is the work
at hand's.

The contract: `flag_banned(text, reply)` returns the directive not to run the command with the
flag, for good when the words say so ("never", "ever", a habit word, "we don't"), for the work at
hand otherwise ("drop that flag for now"); None when the words do not open with a ban, ask, quote,
paste or name code of their own, and when the agent's message holds no flag they point at, or
more than one ("I ran `pytest -x --lf`", "never use that flag": which one is a guess).

Skipping the hooks is read from the person's words alone: "never bypass the hooks" keeps
`--no-verify` off every command. The agent may have got past them otherwise, and said how: `git
commit -n` (the short form of the flag) or a variable set for the one run (`HUSKY=0 git commit`,
`SKIP=mypy git commit`). `hooks_skipped_otherwise(reply)` gives that run, up to the part that
skips the hooks, when the agent's message holds exactly one commit or push run so; the ban of
skipping the hooks bans it beside the flag.
"""

from __future__ import annotations

import re

from .directives import ONE_OFF, SAID_FOR_GOOD, Directive, holds_only_sometimes, speaks_for_itself
from .flags import FLAG, command_of, is_flag
from .instruction import split_sentences
from .terms import Term, blank_fences, code_terms

_I = re.I

# The words open with the ban: "never ...", "no, we don't ...", "drop that flag, ...".
_BAN = re.compile(r"^\W*(?:(?:no|nope|nah)\b[\s,.!-]*)?(?:please\s+)?(?:we\s+)?(?:never|don'?t|"
                  r"do not|drop|remove|lose|ditch|take out|stop)\b(?P<rest>.*)$", _I | re.S)
# "that flag", "this option": the one flag of the agent's message.
_POINTER = re.compile(r"\b(?:that|this|the)\s+(?:flag|option|switch)\b", _I)
# A Java system property's "-D" is no part of its name (`-DskipTests`).
_FLAG_NAME = re.compile(r"^--?(?:D(?=[a-z]))?")
# Words that say nothing of which flag: "we never skip the tests" names `-DskipTests`.
_FILLER = frozenset(("the", "a", "an", "any", "our", "with", "it", "them", "that", "this"))


def _flags_used(reply: str) -> dict[str, str]:
    """{flag: the command run with it, up to the flag} of the agent's message, from the code it
    names in backticks: a command line with its flags, or a flag handed to a command ("added
    `--legacy-peer-deps` to `npm install`")."""
    found: dict[str, str] = {}
    for sentence in split_sentences(blank_fences(reply)):
        for term in code_terms(sentence):
            if not term.code:
                continue
            words = term.text.split()
            if is_flag(term.text):
                command = command_of(sentence, sentence)
                if command and not any(is_flag(w) for w in command.split()[1:]):
                    found.setdefault(term.text, f"{command} {term.text}")
                continue
            if len(words) < 2 or is_flag(words[0]):
                continue
            for at, word in enumerate(words[1:], start=1):
                if FLAG.fullmatch(word):
                    found.setdefault(word, " ".join(words[:at + 1]))
    return found


def _named(rest: str, flag: str) -> bool:
    """Do the words name the flag, one to three words of them making up its name ("skip
    tests", "skip the tests" for `--skip-tests` and `-DskipTests`)?"""
    name = re.sub(r"[^a-z0-9]", "", _FLAG_NAME.sub("", flag.split("=")[0]).lower())
    words = [w for w in re.findall(r"[a-z0-9]+", rest.lower()) if w not in _FILLER]
    return len(name) >= 4 and any("".join(words[i:i + n]) == name
                                  for n in (1, 2, 3) for i in range(len(words)))


def flag_banned(text: str, reply: str) -> Directive | None:
    """The command the agent ran with the flag the words turn down; see the module's contract."""
    words = text.strip()
    m = _BAN.match(words)
    if m is None or not reply or speaks_for_itself(words) \
            or holds_only_sometimes(m.group("rest")):
        return None  # "we don't skip tests on fridays": when, which no check can see
    used = _flags_used(reply)
    if _POINTER.search(m.group("rest")):
        chosen = list(used.items())
    else:
        chosen = [(flag, command) for flag, command in used.items()
                  if _named(m.group("rest"), flag)]
    if len(chosen) != 1:
        return None
    command = chosen[0][1]
    scope = "rule" if SAID_FOR_GOOD.search(words) and not ONE_OFF.search(words) else "task"
    return Directive(words, "avoid", "run", (Term(command, True),), (), scope, "reply", "",
                     command)


# `git commit -n`, `HUSKY=0 git commit`, `SKIP=mypy git push`: a commit or a push run past its
# hooks by the short flag or by a variable set for the one run.
_PAST_THE_HOOKS = re.compile(r"^(?P<env>(?:[A-Z][A-Z0-9_]*=\S+\s+)+)?git\s+(?P<verb>commit|push)\b"
                             r"(?P<args>.*)$")


def hooks_skipped_otherwise(reply: str) -> Term | None:
    """The one commit or push of the agent's message run past the hooks other than with
    `--no-verify`; see the module's contract."""
    found: set[str] = set()
    for term in code_terms(blank_fences(reply)):
        m = _PAST_THE_HOOKS.match(term.text.strip()) if term.code else None
        if m is None or "--no-verify" in m.group("args").split():
            continue
        if m.group("env"):
            found.add(f"{m.group('env').strip()} git {m.group('verb')}")
        elif m.group("verb") == "commit" and "-n" in m.group("args").split():
            found.add("git commit -n")
    return Term(found.pop(), True) if len(found) == 1 else None
