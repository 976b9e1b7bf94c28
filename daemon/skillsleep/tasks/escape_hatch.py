"""A way around a checker the agent wrote, turned down in words of what it does.

To get a build or a lint run green, agents silence the checker (`# type: ignore`, `// @ts-ignore`,
`//nolint`, `#[allow(dead_code)]`, `@SuppressWarnings("unchecked")`, `#pragma warning disable`)
or cast a value past it (`as any`, `cast(User, row)`). People turn that down by what it does, not
by its name: "never silence the checker", "we don't suppress warnings", "never mute mypy like
that", "no casts like that". The words name no code; the agent's message names the one thing
they are about.

The contract: `hatch_banned(text, reply)` returns the ban of the agent's one silencing comment
or attribute when the words ban silencing, suppressing, muting or disabling a checker, its
warnings or its errors, and of the agent's one cast when they ban casts; for good when said with
"never", "ever", a habit word or as the team's way ("we don't ..."), or as a kind ("no casts like
that"), for the work at hand when kept to it ("no casts like that in this PR"). None when the
words ask, quote or name code of their own, and when the agent's message holds none of that
kind, or more than one (which one is a guess).
"""

from __future__ import annotations

import re

from .directives import ONE_OFF, SAID_FOR_GOOD, Directive, holds_only_sometimes, speaks_for_itself
from .instruction import split_sentences
from .terms import Term, blank_fences, callee, code_terms

_I = re.I

_OPENS = r"^\W*(?:(?:no|nope|nah)\b[\s,.!-]*)?(?:please\s+)?"
_NEVER = r"(?:we\s+)?(?:never|don'?t|do not|won'?t|shouldn'?t|no more)\s+(?:ever\s+)?"
# What is silenced: a checker by its kind or its name, or what it reports.
_CHECKER = (r"(?:the\s+|our\s+|a\s+|any\s+)?(?:type[- ]?checker|checkers?|linters?|compilers?|"
            r"analy[sz]ers?|warnings?|errors?|lint(?:\s+(?:errors|warnings|rules))?|"
            r"types?|mypy|pyright|ruff|flake8|pylint|eslint|tsc|typescript|clippy|rustc|"
            r"golangci(?:-lint)?|staticcheck|javac|sonar\w*|rubocop|[a-z]+\s+(?:checker|linter))")
_SILENCE_BAN = re.compile(
    rf"{_OPENS}{_NEVER}(?:silence|suppress|mute|hush|shut\s+up|disable|turn\s+off|ignore)\s+"
    rf"{_CHECKER}\b(?P<rest>[^?]*)$", _I)
# "no casts like that", "never cast like that", "we don't cast to any".
_CAST_BAN = re.compile(
    rf"{_OPENS}(?:no\s+(?:more\s+)?(?:casts|casting|type\s+casts)|{_NEVER}cast)\b"
    rf"(?P<rest>[^?]*)$", _I)
# "no casts like that", "never cast that way", "no casts, ever": the kind of the deed, said of
# all such work.
_KIND_SAID = re.compile(r"\b(?:like\s+(?:that|this)|that\s+way|this\s+way|ever)\b", _I)

# The code that silences a checker: a comment or an attribute named for it.
_SILENCER = re.compile(
    r"type:\s*ignore|@?ts-(?:ignore|expect-error|nocheck)|nolint|noqa|nosec|NOSONAR|"
    r"eslint-disable|pylint:\s*disable|rubocop:disable|istanbul\s+ignore|"
    r"#!?\[allow\(|@SuppressWarnings|#pragma\s+warning\s+disable|@Suppress\b|"
    r"pyright:\s*ignore|@SuppressLint", _I)
# A cast: `as any`, `as unknown as User`, `cast(User, row)`, `(Foo) obj`.
_CAST = re.compile(r"^(?:as\s+\w|.*\bas\s+(?:any|unknown)\b|(?:typing\.)?cast\(|\(\w+\)\s*\w)",
                   _I)


def _one_of(reply: str, shape: re.Pattern[str]) -> Term | None:
    found = {t.text: t for s in split_sentences(blank_fences(reply)) for t in code_terms(s)
             if t.code and shape.search(t.text)}
    return next(iter(found.values())) if len(found) == 1 else None


def hatch_banned(text: str, reply: str) -> Directive | None:
    """The ban of the agent's one way around a checker; see the module's contract."""
    words = text.strip()
    if not reply or speaks_for_itself(words):
        return None
    sentence = split_sentences(words)[0] if words else ""
    silenced, cast = _SILENCE_BAN.match(sentence), _CAST_BAN.match(sentence)
    m = silenced or cast
    if m is None or holds_only_sometimes(m.group("rest")):
        return None  # "we don't silence mypy on release days": when, which no check can see
    term = _one_of(reply, _SILENCER if silenced else _CAST)
    if term is None:
        return None
    held = (SAID_FOR_GOOD.search(words) or (cast and _KIND_SAID.search(m.group("rest")))) \
        and not ONE_OFF.search(words)
    scope = "rule" if held else "task"
    chosen = callee(term, words) if held else term
    return Directive(words, "avoid", "use", (chosen,), (), scope, "reply", "", chosen.text)
