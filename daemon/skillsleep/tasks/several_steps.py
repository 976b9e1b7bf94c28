"""Does an agent's plan or report hold several steps of work, so that an answer that points at
"it" or "that" cannot say which step it makes a rule of?

"I'll add `t.Parallel()` to the tests, bump `go.mod` to 1.22, and run `go mod tidy`. OK?"
"yes, every time": the yes takes the plan for this task, but "every time" may be of any of the
three steps, and the rule reader would write the first one into the person's CLAUDE.md as a
rule of all work. The same holds of a report: "I fixed it with `datetime.fromisoformat` and
added a test in `test_dates.py`." "great, always do that" may be of the test as well as of the
call. A wrong lesson costs more than a missed one, so a rule is read of "that" only where the
agent's words hold one step.

A step is a clause that opens with a verb of work on code (`STEP_VERBS`, said as an ask or as
done), after a comma, "and" or "then"; the words hold several steps when two or more of them
name code. A step that names none is the follow-through of the one before ("I ran `git add -A`
and committed everything", "I ran `cargo clippy` and fixed the two lints": "never do that" is of
the command). Two code terms side by side under one verb ("run `cargo fmt` and `cargo clippy`")
are one step of two things, which the answers by order read; a verb in a clause of purpose ("to
avoid ...", "so it retries") is no step of its own.
"""

from __future__ import annotations

import re

from .terms import code_terms

# Verbs of a step of work on code, as an ask and as done: a plan or a report lists its steps with
# them. This list differs in meaning from the two other lists of work verbs, so it is not one of
# them: `followups._ASK_VERB` holds the verbs that open a person's new ask (with "explain", "tell
# me", "find", and without the git operations an ask leans on the last reply with), imperative
# only; `directives._TASK_VERBS` holds the verbs whose object is the work itself, not a term to
# check ("commit", "touch", "do"). A step of a plan or a report is any of these work verbs, as
# asked or as done, together with "use" and "call", which open a step of their own in a plan
# ("then I'll use `cargo clippy --fix`"). A verb too many only makes a plan read as several steps,
# which makes no rule of "that": the side a wrong reading errs to. Sorted so the pattern is the
# same in every process.
STEP_VERBS: frozenset[str] = frozenset((
    "add", "added", "bump", "bumped", "call", "called", "change", "changed", "clean", "cleaned",
    "commit", "committed", "configure", "configured", "convert", "converted", "create",
    "created", "delete", "deleted", "deploy", "deployed", "disable", "disabled", "document",
    "documented", "drop", "dropped", "enable", "enabled", "extract", "extracted", "fix", "fixed",
    "format", "formatted", "handle", "handled", "install", "installed", "introduce",
    "introduced", "log", "logged", "mark", "marked", "merge", "merged", "migrate", "migrated",
    "move", "moved", "pin", "pinned", "push", "pushed", "rebase", "rebased", "refactor",
    "refactored", "regenerate", "regenerated", "remove", "removed", "rename", "renamed",
    "replace", "replaced", "rerun", "reran", "rewrite", "rewrote", "run", "ran", "set", "skip",
    "skipped", "simplify", "simplified", "split", "squash", "squashed", "switch", "switched",
    "tag", "tagged", "update", "updated", "upgrade", "upgraded", "use", "used", "wrap",
    "wrapped", "write", "wrote",
))

_VERB = "|".join(sorted(STEP_VERBS, key=lambda v: (-len(v), v)))
# ", bump ...", ", and run ...", " and added ...", " then commit", "; then I'll use ...": the
# opening of another step. A run of blanks is entered only at its first blank and never given
# back (`(?<!\s)`, `++`), so a long run is read once, not again from each of its blanks.
_NEXT_STEP = re.compile(rf"(?:[,;]\s*+(?:and\s++|then\s++)?|(?<!\s)\s++(?:and|then)\s++"
                        rf"(?:then\s++)?)(?:(?:i|we)(?:'ll|\s+will|'d)?\s++)?(?:also\s++)?"
                        rf"(?:{_VERB})\b(?=\s+\S|\W*$)", re.I)


def holds_several_steps(words: str) -> bool:
    """Do the agent's words (one plan, proposal or report sentence) list more than one step that
    names code?"""
    cuts = [m.start() for m in _NEXT_STEP.finditer(words)]
    if not cuts:
        return False
    steps = [words[a:b] for a, b in zip([0, *cuts], [*cuts, len(words)], strict=True)]
    return sum(1 for step in steps if code_terms(step)) > 1
