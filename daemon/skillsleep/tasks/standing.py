"""Standing preferences: what a person wants for a kind of work, not only for one task.

Most constraints are one-off: "rename it to handleSessionStart" judges its own task and nothing
else. A constraint becomes a standing preference of the family and project it was said in on
evidence, of one of two kinds:

- the person said it as a rule: its words give it a scope beyond the task ("always", "never",
  "we use", "from now on", "in this repo", "everywhere", a convention about a kind of thing, a
  deprecation; the judge is `durable`; "for now", "this time", "here" keep it to the task),
  and it is not about one file or one pull request said once (a file the change is to edit,
  "always add an entry to CHANGELOG.md", is what the rule asks for, not where it applies);
- or the same ask was made in several pieces of work (two when it was asked on top of the work
  each time, after the agent's answer or beside what the request asks for; three otherwise),
  worded as a one-time request each time: the same check on the same terms however it was
  worded, or the same kind of check said in words the bundled encoder reads as the same
  (`similar`) and naming the same term (the encoder reads "use errors.Is" and "use errors.As"
  alike; only a command may also be named in words, "the linter"), or the term of an ask to use
  it asked for again in words that give no judge of their own ("log them with slog instead":
  `repetition.asks_for`), or a tool run by the repository's own script for it ("npm run
  lint:fix", then "eslint --fix", where package.json says the script runs that one command;
  "make check", then "run ruff and mypy", where the Makefile's target runs those two:
  `scripts`): what the person has to keep asking for is what the instructions are missing.
  A rule's term asked for in such words, before or after the rule, is a place the rule was
  said too, evidence only: it never makes a rule stand that would not stand alone. The
  encoder does not decide that two wordings are one ask: it scores two wordings of one
  correction ("use `structlog` for it", "please log with structlog instead of printing":
  0.10) below a question about the term ("would `structlog` be better here?": 0.36), and a
  ban of the term as close as a second wording of the ask. What counts as the
  same ask, as a piece of work (a session, or every session on one feature branch) and as
  enough of them is `repetition.py`'s; a rename, and a request that is itself the running of a
  check, never count; nor do asks that name a different thing of one kind each time by the
  kind's name ("call the rates API", "call the tax API"), nor asks about one file ("don't touch
  `settings/legacy.py`" in three sessions is that file's work going on; said as a rule, it is
  one; a script run by its path, "run `./scripts/check.sh` too", is a program, not a file; a
  check run on one file, "run `mypy ledger/billing.py` too", is about that file), nor an ask
  to edit a document of the work's own ("also update docs/refunds.md") made only in sessions
  of one day: that is its work going on over the day (a file every change keeps up, the
  changelog, the README, is asked for each change).

A call banned as code in a rule is said again where a later request bans it by its bare name
("never utcnow in this codebase" after "no `datetime.utcnow()` anywhere"): a name no reader takes
for code alone, known as code once the person banned it so.

What the person said last holds: a rule taken back by its term or by what it was about, or
replaced by a later rule that says the opposite on the same term ("we don't use `axios`", then
"we switched to `axios`, use it from now on"), is no preference; an opposite said for one task
("run `gh pr merge` this time") replaces no rule, but does replace what was only asked, task by
task ("add `t.Parallel()`", twice, then "stop adding `t.Parallel()`"); a step of the work given
up ("stop running `cargo deny`", "stop updating the changelog", "stop adding changelog entries")
takes back what was asked (and is itself a ban, which it does not take back); so does the tool
said as the verb and turned away from some of the code ("actually, don't gofmt the generated
files") after a command only asked for task by task: written down without the exception, the
line would send the agent to do what the person last said not to. An ask with no term of its own
("squash it into one commit") said each time of one pull request or ticket ("squash PR #482 into
one commit") is that work going on, not asked again.

Each preference carries every place it was said as evidence ("said in 3 sessions", each with
the folder it was said in), and every other task of the family in that workspace is then also
scored on it (a copy marked `standing`, with the original origin). A workspace is a
repository with all its git worktrees: people run their agents in several worktrees of one
repository, and a rule said in two of them is said twice in one codebase. A preference is the
workspace's, never the person's across workspaces: what is asked in one repository is its
team's convention, and another repository, often of other people, keeps its own (the
preference is written into the repository's own documents).

When a document that governs the work it was said in already states the preference and the
person still had to say it, the preference is reported as repeated, with the line that says it,
so that an edit strengthens that line instead of adding a second one (another repository's
document of the family that says it does not count: it instructs other work). A preference
stored with the same families, none of whose documents were looked at again (after a harvest,
only the families whose work changed are), keeps the lines found then: its documents are not
read again.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..identity import governs, workspace_of
from ..output import shorten
from .cues import fold, needs
from .gated import Gated
from .judges import Judge, Origin
from .judges.checks_named import check_said_again_by
from .judges.work import AddsMatching
from .repetition import (
    COMMAND_KINDS,
    SAID_AGAIN,
    ask_key,
    asks_for,
    counts,
    does_check,
    is_the_task,
    named_in_words,
    opposite_key,
    part_named,
    plain_term,
    term_at,
)
from .scripts import Scripts, names_every_step, plain_command, program
from .taskdata import Family, Task
from .terms import has_file_extension, runs_an_english_word
from .tickets import references

SAME_MEANING = 0.8    # cosine of two sayings' encodings above which they say the same thing
MAX_DOC_BYTES = 2_000_000
# A file or a pull request: a rule about it said once is about that place, however it is worded
# ("never touch config.yaml" while fixing one thing in it). A file's extension is in one letter
# case and one a file type has: "errors.Is", "fmt.Errorf", "time.sleep" are code, a package and
# its function.
_ONE_PLACE = re.compile(r"(?:[\w.-]*/)*[\w-]+\.(?:[a-z][a-z0-9]{0,7}|[A-Z][A-Z0-9]{0,7})|#?\d+")


# A program run by its path in the repository ("./scripts/check.sh", "bin/rails").
_RUN_BY_PATH = re.compile(r"\.{1,2}/|(?:vendor/)?bin/")
# Programs whose first argument is the script they run.
_INTERPRETER_WORDS = "python python3 node deno bun ruby perl php bash sh zsh run exec"
_INTERPRETERS = frozenset(_INTERPRETER_WORDS.split())
# Endings of what a program reads as its input (a playbook, a compose file, a config): the
# program's own, not a file of the work the check is run on.
_INPUT_ENDING_WORDS = "yml yaml json jsonc json5 toml ini cfg conf env lock xml csv"
_INPUT_ENDINGS = frozenset(_INPUT_ENDING_WORDS.split())


@dataclass
class Preference:
    judge: Judge                        # the latest time it was said
    project: str | None                 # the folder it was last said in
    workspace: str = ""                 # the repository of that folder (`workspace_of`)
    origins: list[Origin] = field(default_factory=list)
    # The folder each origin was said in: a family gathers one kind of work from several
    # repositories, and a preference is only that of the one it was said in.
    folders: dict[Origin, str | None] = field(default_factory=dict)
    quotes: list[str] = field(default_factory=list)
    sessions: list[str] = field(default_factory=list)
    families: set[str] = field(default_factory=set)
    tasks: set[str] = field(default_factory=set)
    repeated_in: list[dict[str, Any]] = field(default_factory=list)

    @property
    def why(self) -> str:
        where = f"said in {len(self.sessions)} session{'s' if len(self.sessions) != 1 else ''}"
        if self.judge.durable:
            return f'{where}, as a rule: "{shorten(self.judge.quote, 120)}"'
        return f"{where}, each time for the task at hand"

    def to_doc(self) -> dict[str, Any]:
        doc = self.judge.to_doc()
        doc.pop("standing", None)
        doc.update({
            "project": self.project,
            "origins": [{**o.to_doc(), "project": self.folders.get(o)} for o in self.origins],
            "quotes": list(self.quotes),
            "sessions": list(self.sessions),
            "why": self.why,
            "said_in": len(self.sessions),
            "repeated_in": list(self.repeated_in),
        })
        return doc


Similar = Callable[[str, str], float]

# Taking a rule back by its term: "forget the `require` rule", "scratch the rule about `X`",
# "never mind what I said about `lodash`", "the `print` rule no longer applies", "`moment` is fine
# after all", "you can use `print` again". A term alone after such
# a verb is no rule taken back ("drop `lodash`" bans it), nor is "don't forget the `X` rule".
# The nouns a person calls one of their rules by; "thing" only with the rule's term ("the
# `require` thing"), since "the config thing" names no rule.
_A_RULE = r"(?:rule|requirement|preference|convention|ban|policy)"
_RULE_NOUN = r"(?:thing|" + _A_RULE + ")"
# "the earlier rule", "my old `X` rule": which of the person's rules, said before the rule's noun.
_WHICH = r"(?:(?:earlier|old|previous|last|first|other)\s+)?"
_TAKEN_BACK = (r"(?<!n't )(?<!not )(?<!never )\b(?:(?:forget|never\s*mind|nevermind|disregard|"
               r"drop|scrap|scratch|ignore|cancel|lift|withdraw|stop\s+following)\s+(?:about\s+)?"
               r"(?:(?:the|my|that|our)\s+)?" + _WHICH + r"(?:{term}\s+" + _RULE_NOUN + r"|"
               + _RULE_NOUN + r"\s+(?:about|on)\s+{term})|(?:forget|never\s*mind|nevermind|"
               r"disregard|ignore|take\s+back)\s+what\s+i\s+said\s+about\s+{term})"
               # "the `print` rule no longer applies": said of the rule, not to the agent.
               r"|\b(?:the|that|my|our)\s+{term}\s+" + _RULE_NOUN + r"\s+(?:no\s+longer\s+"
               r"(?:applies|holds|stands)|doesn'?t\s+apply\s+any\s*more|is\s+(?:dropped|gone|"
               r"lifted|off|over|dead))\b"
               r"|{term}\s+(?:is|are)\s+(?:fine|ok|okay|allowed)\s+(?:after\s+all|again)"
               r"|\b(?:you\s+can|feel\s+free\s+to|we\s+can|ok\s+to|okay\s+to)\s+use\s+{term}"
               r"\s+again")
# "you can drop the `make itest` before pushing", "stop running `cargo deny` before each push",
# "stop updating the changelog", "stop adding changelog entries": a step of the work given up.
# Not for one piece of work ("you can skip `make lint` for this one"): the rule holds for the
# next. Every such words hold one of `_GIVEN_UP_WORDS`, which few texts hold ("drop" or "skip"
# alone would mark most tasks as possibly taking a rule back, and each follow-up to one reads
# every preference again).
_STOPPED = ("running", "updating", "editing", "adding")
_GIVEN_UP_WORDS = frozenset(f"{lead} {verb}" for lead in ("can", "to")
                            for verb in ("drop", "skip", "leave out",
                                         *(f"{stop} {step}" for stop in ("stop", "quit")
                                           for step in _STOPPED))) \
    | {f"stop {step}" for step in _STOPPED}
_STEP = "(?:" + "|".join(_STOPPED) + ")"
_STEP_GIVEN_UP = (r"(?:\b(?:you\s+can|feel\s+free\s+to|ok\s+to|okay\s+to)\s+(?:drop|skip|"
                  rf"leave\s+out|(?:stop|quit)\s+{_STEP})|(?<!n't )(?<!not )\bstop\s+{_STEP})"
                  r"\s+(?:the\s+)?{term}(?![^.;!?\n]*\b(?:today|tonight|this\s+(?:time|once|one|pr|"
                  r"branch|change)|for\s+(?:now|this|the\s+moment|a\s+while)|until)\b)")


# Taking a rule back by what it was about, without its term: "forget what I said about the
# imports", "scrap the assertion rule". Every word of what it was about must be a word of the
# rule as it was said ("imports" takes back "import through the `@/lib` alias"). Nearly every
# text of a history holds none of its verbs: it runs only on those that do (`Gated`).
_TAKEN_BACK_ABOUT = Gated(
    r"(?<!n't )(?<!not )(?<!never )\b(?:(?:forget|never\s*mind|nevermind|disregard|ignore|scrap|"
    r"scratch|take\s+back)\s+what\s+i\s+said\s+(?:earlier\s+|before\s+)?about\s+(?:the\s+|my\s+|our\s+)?"
    r"(?P<about>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?=\W|$)|(?:forget|never\s*mind|nevermind|"
    r"disregard|drop|scrap|scratch|ignore|lift|withdraw)\s+(?:about\s+)?(?:the|my|that|our)\s+"
    + _WHICH + r"(?:(?P<about2>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+" + _A_RULE + r"\b|"
    + _A_RULE + r"\s+(?:about|on)\s+(?:the\s+|my\s+|our\s+)?"
    r"(?P<about3>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?=\W|$))"
    # "forget the changelog entries I asked for", "never mind the since tags I told you to add":
    # what the person asked for before, named by its kind.
    r"|(?:forget|never\s*mind|nevermind|disregard|ignore|scrap|scratch|drop)\s+(?:about\s+)?"
    r"(?:the|those|these|that|my)\s+(?P<about4>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+"
    r"(?:that\s+|which\s+)?i\s+(?:asked|told)\b)")
_PLAIN_WORD = re.compile(r"[a-z][a-z-]+", re.I)


def _stems(text: str) -> set[str]:
    """The words of a text without their plural or -ing ending ("mocking" is about "mock")."""
    return {re.sub(r"(?<=\w{3})ing$", "", re.sub(r"(?<=\w{2})ies$", "y", w.lower())
                   .removesuffix("s"))
            for w in _PLAIN_WORD.findall(text)}


def taken_back_about(text: str, quotes: Iterable[str]) -> bool:
    """Does `text` take back, by what it was about, the rule said in the words of one of the
    `quotes`? The words that said the rule take back no rule they say."""
    abouts = [about for m in _TAKEN_BACK_ABOUT.finditer(text)
              if (about := _stems(m.group("about") or m.group("about2")
                                      or m.group("about3") or m.group("about4")))]
    return bool(abouts) and any(about <= _stems(q) for q in quotes if q not in text
                                for about in abouts)


def says_again(said: Judge, preference: Judge, quotes: Iterable[str],
               similar: Similar | None) -> bool:
    """Whether a judge mined from the person's words states the preference again: the same
    check on the same terms, or the same kind of check in words the encoder reads as meaning
    the same as one of the preference's `quotes` (as mining merges sayings)."""
    if said.standing or said.kind == "rubric":
        return False
    if ask_key(said) == ask_key(preference) or does_check(said, preference) \
            or does_check(preference, said):
        return True
    return (similar is not None and said.kind == preference.kind and bool(said.quote)
            and _may_be_one(said, preference)
            and any(similar(said.quote, q) >= SAME_MEANING for q in quotes if q))


Workspaces = dict[str | None, str]


def _workspace(project: str | None, known: Workspaces) -> str:
    if project not in known:
        known[project] = workspace_of(project)
    return known[project]


def _said(tasks: Iterable[Task], similar: Similar | None, known: Workspaces,
          scripts: Scripts) -> list[tuple[str, list[tuple[Task, Judge]]]]:
    """Each ask made in a workspace, with the tasks and judges that made it, oldest first: one
    group per ask (`repetition.ask_key`), a check named in words joined to the one command said
    for it, a tool joined to the script that runs it, and groups of one kind of check whose
    sayings mean the same merged."""
    groups: dict[tuple[Any, ...], list[tuple[Task, Judge]]] = {}
    for task in sorted(tasks, key=lambda t: (t.time or "", t.id)):
        for judge in task.judges:
            if judge.standing or judge.kind == "rubric":
                continue
            groups.setdefault((_workspace(task.project, known), *ask_key(judge)),
                              []).append((task, judge))
    for key, said in list(groups.items()):
        if not named_in_words(said[0][1]):
            continue
        commands = [k for k, g in groups.items() if k[0] == key[0] and k != key
                    and does_check(said[0][1], g[0][1])]
        if len(commands) == 1:  # "the linter" is `make lint` only when no other is said
            groups[commands[0]].extend(groups.pop(key))
    _join_scripts(groups, scripts)
    merged: list[tuple[str, list[tuple[Task, Judge]]]] = []
    for key, said in groups.items():
        said.sort(key=lambda tj: (tj[0].time or "", tj[0].id))
        project, kind = key[0], said[0][1].kind
        home = next((g for p, g in merged if similar is not None and p == project
                     and g[0][1].kind == kind and _may_be_one(g[0][1], said[0][1])
                     and similar(g[0][1].quote, said[0][1].quote) >= SAME_MEANING), None)
        if home is not None:
            home.extend(said)
        else:
            merged.append((project, list(said)))
    return merged


def _join_scripts(groups: dict[tuple[Any, ...], list[tuple[Task, Judge]]],
                  scripts: Scripts) -> None:
    """Join the asks to run a tool to the ask to run the repository's script that runs it
    ("eslint --fix" to "npm run lint:fix" where package.json says so: `scripts`), each as a
    saying of the script's ask: the script is the repository's own name for the check. A
    request that is itself the running of the tool is left out, as it would be alone."""
    for key, said in list(groups.items()):
        task, judge = said[0]
        if key not in groups or judge.kind not in COMMAND_KINDS or named_in_words(judge):
            continue
        tool = scripts.runs(task.project, getattr(judge, "command", ""))
        if not tool:
            _join_steps(groups, key, scripts.steps(task.project, getattr(judge, "command", "")))
            continue
        for other in [k for k, g in groups.items() if k[0] == key[0] and k != key
                      and g[0][1].kind == judge.kind and not named_in_words(g[0][1])
                      and plain_command(getattr(g[0][1], "command", "")) == tool]:
            said.extend((t, judge.copy(origin=j.origin, quote=j.quote, followup=j.followup,
                                       durable=j.durable, once=j.once))
                        for t, j in groups.pop(other) if not is_the_task(t, j))


def _join_steps(groups: dict[tuple[Any, ...], list[tuple[Task, Judge]]],
                key: tuple[Any, ...], steps: tuple[str, ...]) -> None:
    """Join to the ask to run a script of several tools ("make check": `ruff check`, then
    `mypy`) each saying that asks for all of its tools as one list ("run ruff and mypy"), as a
    saying of the script's ask; a saying of a part of them ("run ruff") stays its own ask."""
    if not steps:
        return
    said = groups[key]
    judge = said[0][1]
    programs = {program(step).lower() for step in steps} | {s.lower() for s in steps}
    joined: set[tuple[str, str]] = set()
    for other in [k for k, g in groups.items() if k[0] == key[0] and k != key
                  and g[0][1].kind == judge.kind and not named_in_words(g[0][1])
                  and plain_command(getattr(g[0][1], "command", "")).lower() in programs]:
        kept = []
        for t, j in groups[other]:
            if not names_every_step(j.quote, steps) or is_the_task(t, j):
                kept.append((t, j))
            elif (t.id, j.quote) not in joined:  # "ruff and mypy": one saying of the script
                joined.add((t.id, j.quote))
                said.append((t, judge.copy(origin=j.origin, quote=j.quote, followup=j.followup,
                                           durable=j.durable, once=j.once)))
        if kept:
            groups[other] = kept
        else:
            groups.pop(other)


def _may_be_one(a: Judge, b: Judge) -> bool:
    """Can two judges of one kind be the same constraint said twice? Not when they name
    different terms: "use errors.Is" and "use errors.As" read alike to the encoder but ask for
    different things. A command and a check named in words ("make lint", "the checks") may be
    one, so there the meaning decides; two commands never are (the encoder reads "also run
    `make lint` before you finish" and the same with `make test` as one sentence)."""
    if a.kind in COMMAND_KINDS:
        return named_in_words(a) != named_in_words(b)
    ta, tb = ({t.lower().strip("`") for t in j.key_terms()} for j in (a, b))
    return not ta or not tb or bool(ta & tb) or any(x in y or y in x for x in ta for y in tb)


def _about_one_place(judge: Judge) -> bool:
    if judge.kind == "edits_file":
        return False  # "always update CHANGELOG.md": the file is what is asked, not a place
    if judge.kind in COMMAND_KINDS:
        # "run `./scripts/check.sh` too": a program, run in every piece of work; "run `mypy
        # ledger/billing.py` too": a check of one file, that file's work going on.
        program, *args = getattr(judge, "command", "").split() or [""]
        if _RUN_BY_PATH.match(program):
            return False
        if args:
            # "python manage.py test", "go run main.go": the script an interpreter runs is
            # the program; "ansible-playbook site.yml": what it reads is its input.
            scripts = {n + 1 for n, a in enumerate([program, *args]) if a in _INTERPRETERS}
            return any(_a_file(a) and a.rpartition(".")[2].lower() not in _INPUT_ENDINGS
                       for n, a in enumerate(args, 1) if n not in scripts)
    terms = judge.key_terms()
    return bool(terms) and all(_one_place(t.strip("`")) for t in terms)


def _one_reference(said: list[tuple[Task, Judge]]) -> bool:
    """Does every saying of an ask with no term of its own ("squash it into one commit") name
    one pull request or ticket in common ("squash PR #482 into one commit", then "squash #482
    into a single commit please")? That is the one piece of work's going on, not an ask made
    again for other work; a different ticket each time is the ask made again."""
    if any(j.key_terms() for _, j in said):
        return False
    common: set[str] | None = None
    for _, judge in said:
        named = references(judge.quote or "")
        common = named if common is None else common & named
    return bool(common)


def _one_place(term: str) -> bool:
    return _ONE_PLACE.fullmatch(term) is not None and (
        term.lstrip("#").isdigit() or has_file_extension(term.rpartition("/")[2], asked=True))


def _one_document_one_day(said: list[tuple[Task, Judge]]) -> bool:
    """Was a file of the work's own (not one every change keeps up, "CHANGELOG.md", "the
    README": `EditsFile.subject`), "docs/refunds.md", asked to be edited only in sessions of
    one day? That is the work on what it documents going on over a day's sessions, not an ask
    made again for other work."""
    judge = said[-1][1]
    if judge.kind != "edits_file":
        return False
    path = getattr(judge, "path", "")
    of_its_own = judge.subject()[1:] == (path.removeprefix("./").lower(),)
    return of_its_own and len({(t.time or "")[:10] for t, _ in said}) == 1


def _a_file(term: str) -> bool:
    """Is the term one file (a path or a name with a file type's extension)?"""
    return not term.lstrip("#").isdigit() and _one_place(term)


def _stated(said: list[tuple[Task, Judge]]) -> Judge:
    """The judge a preference states, of all its sayings: the latest said as a rule (a command
    over a check named in words: "run `pnpm typecheck` before you finish", then "typecheck
    needs to be green before any commit" states the command); else a
    command over a check named in words, a check of the code over one of the answer (a term
    once written as code is code: "use `slog`" and "use slog"), the kind of check most sayings
    gave, and a term written plain ("pytest.mark.parametrize" finds
    "@pytest.mark.parametrize(...)", the pattern of "pytest.mark.parametrize()" does not),
    latest first."""
    durable = [j for _, j in said if j.durable]
    if durable:
        return ([j for j in durable if not named_in_words(j)] or durable)[-1]
    pool = [j for _, j in said if not named_in_words(j)] or [j for _, j in said]
    kinds = Counter(j.kind for j in pool)
    return max(reversed(pool), key=lambda j: (j.reads == "code", kinds[j.kind],
                                              _written_plain(j)))


# A word every taking back holds, whatever its term (read from the two patterns, the term
# standing for any text): a task whose texts hold none takes nothing back, and most hold none.
_TAKING_BACK_WORDS = frozenset(needs(_TAKEN_BACK.format(term=r"[\s\S]+"))) \
    | frozenset(needs(_TAKEN_BACK_ABOUT.regex.pattern)) | _GIVEN_UP_WORDS


def may_take_back(task: Task) -> bool:
    """Whether the task's words hold one a retraction needs: only such tasks are read for rules
    taken back (and only they can change what is taken back)."""
    folded = (fold(text) for text in (task.request, *task.context))
    return not _TAKING_BACK_WORDS or any(word in low for low in folded
                                         for word in _TAKING_BACK_WORDS)


def _taken_back(said: list[tuple[Task, Judge]], tasks: list[Task], workspace: str,
                known: Workspaces) -> bool:
    """Did the person take the rule back after they last said it, naming its term or what it
    was about, in a task of the same workspace? What they said last is what holds: a task is
    read up to its last follow-up, which may come days after it began (a session resumed)."""
    last = max(t.time or "" for t, _ in said)
    terms = {t.strip("`") for _, j in said for t in j.key_terms()} - {""}
    quotes = [j.quote for _, j in said if j.quote]
    if not terms and not quotes:
        return False
    term = "`?(?<![\\w-])(?:" + "|".join(re.escape(t) for t in sorted(terms)) + ")(?![\\w-])`?"
    # Searched in every later text of the workspace, most of which hold none of its words:
    # compiled (a pattern of its own for each rule) only for a text that may name a term.
    pattern: list[Gated] = []

    def names_it_back(text: str) -> bool:
        if not _may_name(text, terms):
            return False
        if not pattern:
            # A step given up takes back the ask to take it, not a ban of it ("stop adding
            # `X`" is itself one).
            given_up = "" if all(j.kind in _AGAINST for _, j in said) else f"|{_STEP_GIVEN_UP}"
            pattern.append(Gated(f"{_TAKEN_BACK}{given_up}".format(term=term)))
        return pattern[0].search(text) is not None

    return any(names_it_back(text) or taken_back_about(text, quotes)
               for t in tasks if (t.last_said or t.time or "") >= last
               and _workspace(t.project, known) == workspace
               for text in (t.request, *t.context))


# "actually, don't gofmt the generated files", "never rubocop the vendored gems": the tool said
# as the verb and turned away from some of the code, after it was asked for task by task. What
# was only asked carries no exception, and written down without it the line would send the agent
# to do what the person last said not to: no preference. (Said as a rule, it stands: the
# exception is the rule's to state.) No reader gives these words a judge of their own, so they
# are looked for here, in the later texts of the workspace that name the tool.
_TOOL_VERB_TURNED_AWAY = (r"(?<![\w-])(?:don'?t|do\s+not|never|no\s+need\s+to)\s+{tool}\s+"
                          r"(?:the|any|anything|these|those|our|my|it|them)\b")


def _narrowed(said: list[tuple[Task, Judge]], tasks: list[Task], workspace: str,
              known: Workspaces) -> bool:
    """Was a command asked for only task by task turned away, by its tool said as the verb,
    from some of the code after it was last asked (`_TOOL_VERB_TURNED_AWAY`)?"""
    if any(j.durable or j.kind != "runs" for _, j in said):
        return False
    tools = {program(getattr(j, "command", "")) for _, j in said} - {""}
    tools = {tool for tool in tools if not runs_an_english_word(tool)}  # "don't make the ..."
    if not tools:
        return False
    last = max(t.time or "" for t, _ in said)
    tool = "`?(?:" + "|".join(re.escape(t) for t in sorted(tools)) + ")`?"
    pattern = re.compile(_TOOL_VERB_TURNED_AWAY.format(tool=tool), re.I)
    return any(pattern.search(text)
               for t in tasks if (t.last_said or t.time or "") >= last
               and _workspace(t.project, known) == workspace
               for text in (t.request, *t.context) if _may_name(text, tools))


def _may_name(text: str, terms: Iterable[str]) -> bool:
    """May the text name one of the terms, as a case-insensitive pattern of them matches
    them? A term in ASCII is matched only where the text's folded case holds it (`cues.fold`);
    any other is looked for by the pattern itself."""
    low = fold(text)
    return any(not t.isascii() or t.lower() in low for t in terms)


# A plain term named after a determiner and a word that tells one thing of its kind from
# another: "the rates API", "the tax API".
_QUALIFIED = r"\b(?:the|a|an|our|this|that|my|its|their)\s+([\w-]+)\s+{term}(?![\w-])"


def _kinds_of_thing(said: list[tuple[Task, Judge]]) -> bool:
    """Do the sayings name different things of one kind by a name they share ("use the billing
    GraphQL client", "use the search GraphQL client")? The term names no one thing the work
    must use: each piece of work was about its own. A term written as code once is code. (An
    acronym of a kind of thing, "the rates API", is no term at all: `terms.names_a_concept`.)"""
    qualifiers: set[str] = set()
    for _, judge in said:
        terms = judge.key_terms()
        if len(terms) != 1 or not judge.quote or f"`{terms[0]}" in judge.quote:
            return False
        m = re.search(_QUALIFIED.format(term=re.escape(terms[0])), judge.quote, re.I)
        if m is None:
            return False
        qualifiers.add(m.group(1).lower())
    return len(qualifiers) > 1


Latest = dict[tuple[Any, ...], str]


def _overruled(said: list[tuple[Task, Judge]], later: Latest,
               workspace: str) -> bool:
    """Did the person later ask the opposite on the same term (`later`: when each ask was last
    made, by workspace and `ask_key`)? A rule is overruled by a later rule only ("we don't use
    `axios`", then "we switched to `axios`, use it from now on"; an opposite said for one task,
    "run `gh pr merge` this time", overrules nothing); an ask made again and again, by any
    later ask of the opposite ("add `t.Parallel()`" in two sessions, then "stop adding
    `t.Parallel()`, the tests share a database"): what was asked for each task at hand is no
    rule the person kept."""
    last = max(t.time or "" for t, _ in said)
    return any(later.get((workspace, *key), "") > last
               for key in {opposite_key(j) for _, j in said} if key is not None)


def _latest(tasks: list[Task], known: Workspaces) -> tuple[Latest, Latest]:
    """When each ask was last made as a rule, and when at all, by workspace and `ask_key`."""
    rules: Latest = {}
    asks: Latest = {}
    for task in tasks:
        for judge in task.judges:
            if judge.standing or judge.once:
                continue
            key = (_workspace(task.project, known), *ask_key(judge))
            when = task.time or ""
            asks[key] = max(asks.get(key, ""), when)
            if judge.durable:
                rules[key] = max(rules.get(key, ""), when)
    return rules, asks


# Asks whose term is said again by name: a term to use, a command to run, a file to edit.
_ASKED_BY_NAME = ("use", "runs", "edits_file")


def asked_terms(judge: Judge) -> list[str]:
    """The term an ask may be said again for in other words (`repetition.asks_for`): an ask to
    use a term, to run a command, to run a check named in words by the check's verb ("lint"
    for "the linter": `check_said_again_by`) or to edit a file ("you forgot the changelog
    again"), anywhere, for the task at hand or as a rule (a rule said once may have been asked
    for task by task before, in other words); [] for any other. A file is named as its ask is known
    (`EditsFile.subject`: "changelog" for "CHANGELOG.md" and "the changelog")."""
    if judge.kind == "runs" and named_in_words(judge):
        # "lint it before you hand it back" after "run the linter": the verb of the check, of
        # all of it (a part, "the model tests", is said by its name).
        pattern = getattr(judge, "pattern", "")
        # ... or, in another language, by the check's noun ("die Tests laufen lassen").
        verb = "" if judge.standing or part_named(judge) \
            else check_said_again_by(pattern)
        return [verb] if verb else []
    key = ask_key(judge)
    if judge.standing or key[0] not in _ASKED_BY_NAME or not key[1] \
            or key[2:] != ("",) * len(key[2:]) or getattr(judge, "cased", False):
        return []
    return [key[1] if judge.kind == "edits_file" else plain_term(judge.key_terms()[0])]


def terms_asked(tasks: Iterable[Task]) -> frozenset[str]:
    """The terms (in lower case) of the tasks' asks that may be said again in other words
    (`asked_terms`)."""
    return frozenset(t.lower() for task in tasks for j in task.judges if not j.standing
                     for t in asked_terms(j))


def named_in(texts: Iterable[str], terms: frozenset[str]) -> set[str]:
    """Which of the terms (in lower case) the texts name, as words or not: what may be read."""
    return {term for text in texts if text for low in (text.lower(),) for term in terms
            if term in low}


Named = dict[tuple[str, str], list[tuple[Task, int, str]]]


def _naming(tasks: list[Task], known: Workspaces) -> Named:
    """Every text of the tasks (its request, then its follow-ups) that names the term of an ask
    that may be said again, by workspace and term (lower case): read once for all the terms."""
    found: Named = {}
    terms = terms_asked(tasks)
    if not terms:
        return found
    for task in tasks:
        for n, text in enumerate((task.request, *task.context)):
            for name in named_in((text,), terms):
                found.setdefault((_workspace(task.project, known), name), []).append(
                    (task, n, text))
    return found


def _asked_again(said: list[tuple[Task, Judge]], named: Named, workspace: str,
                 ask: Judge | None = None) -> list[tuple[Task, Judge]]:
    """The words of other tasks in the workspace that ask for the term of an ask the reader
    found, in words it has no shape for (`repetition.asks_for`), each as a saying of that ask:
    its judge, quoting those words and citing where they were said (a follow-up's record is not
    kept: its session is). Only an ask to use a term or to run a command: what asks for a term
    is read from the words before it, what bans one is not. `named`: the texts that name each
    term; `ask`: the saying whose term is read (the first one's by default)."""
    first = said[0][1] if ask is None else ask
    terms = asked_terms(first)
    if not terms:
        return []
    term, opposite = terms[0], opposite_key(first)
    asked = {t.id for t, _ in said}
    out: dict[str, tuple[Task, Judge]] = {}
    for task, n, text in named.get((workspace, term.lower()), []):
        if task.id in asked or task.id in out \
                or any(ask_key(j) == opposite for j in task.judges if not j.standing):
            continue
        clause = asks_for(text, term)
        if clause:
            where = task.origin if n == 0 else Origin(task.harness, task.session_id)
            out[task.id] = (task, _saying(first, clause, term).copy(
                origin=where, quote=clause, followup=n > 0, durable=False, once=False))
    return list(out.values())


# "never utcnow in this codebase", "no `utcnow` here": a ban said again with the bare name of a
# banned call, a word no reader takes for code until the person has banned it as code once.
_BANNED_NAME = (r"\b(?:never|no|don'?t\s+use|do\s+not\s+use|stop\s+using|avoid)\s+`?{name}"
                r"(?:\(\))?`?(?![\w.-])(?![^.;!?\n]*\?)")


def _bare_name(judge: Judge) -> str:
    """The last name of a banned term written as code ("utcnow" of "datetime.utcnow()"), or ""
    when the term has no name of its own after a dot or is too short to tell from a word."""
    terms = judge.key_terms()
    if judge.kind != "diff_avoids" or not terms:
        return ""
    term = plain_term(terms[0])
    name = term.rsplit(".", 1)[-1]
    return name if name != term and re.fullmatch(r"[a-z_][a-z0-9_]{4,}", name) else ""


def _banned_again(said: list[tuple[Task, Judge]], tasks: list[Task], workspace: str,
                  known: Workspaces) -> list[tuple[Task, Judge]]:
    """The words of other tasks in the workspace that ban a rule's call again by its bare name
    (`_BANNED_NAME`), each as a saying of the rule. Only evidence for a ban said as a rule: a
    bare name alone makes none."""
    rule = next((j for _, j in said if j.durable), None)
    name = _bare_name(rule) if rule is not None else ""
    if not name:
        return []
    pattern = re.compile(_BANNED_NAME.format(name=re.escape(name)), re.I)
    asked = {t.id for t, _ in said}
    out: list[tuple[Task, Judge]] = []
    for task in tasks:
        if task.id in asked or _workspace(task.project, known) != workspace:
            continue
        for n, text in enumerate((task.request, *task.context)):
            if text and name in text.lower() and (m := pattern.search(text)):
                where = task.origin if n == 0 else Origin(task.harness, task.session_id)
                out.append((task, rule.copy(origin=where, quote=_sentence_at(text, m),
                                            followup=n > 0, durable=False, once=False)))
                break
    return out


def _sentence_at(text: str, m: re.Match[str]) -> str:
    """The sentence of the text the match is in."""
    start = max(text.rfind(c, 0, m.start()) for c in ".!?\n") + 1
    ends = [i for c in ".!?\n" if (i := text.find(c, m.end())) >= 0]
    return text[start:min(ends) + 1 if ends else len(text)].strip()


def _saying(found: Judge, clause: str, term: str) -> Judge:
    """The judge of an ask said again in `clause`: the one found, or a check of the code when
    either saying writes the term as code ("use data-testid" checks the answer, "select it by
    `data-testid`" the change), on the term as the clause writes it down plainly."""
    if found.kind in COMMAND_KINDS or found.kind == "edits_file":
        return found  # a command, a file: no code to write down
    written = plain_term(clause[m.start():m.end()]) if (m := term_at(clause, term)) else term
    if found.reads == "code" or f"`{written}" in clause or f"@{written}" in clause:
        return AddsMatching(term=written)
    return found


def _written_plain(judge: Judge) -> bool:
    return all(plain_term(t) == t for t in judge.key_terms())


def preferences(tasks: Iterable[Task], similar: Similar | None = None,
                known: Workspaces | None = None,
                scripts: Scripts | None = None) -> list[Preference]:
    """The standing preferences among these tasks' own judges. `similar(a, b)`: how alike two
    sayings are in meaning (0..1), or None to go by the check's terms alone; `known`: each
    folder's workspace, as found so far; `scripts`: the repositories' scripts, as read so far
    (the files read are added)."""
    out: list[Preference] = []
    tasks = list(tasks)
    known = {} if known is None else known
    rules, asks = _latest(tasks, known)
    taking_back = [t for t in tasks if may_take_back(t)]  # what `_taken_back` reads
    named = _naming(tasks, known)
    for workspace, group in _said(tasks, similar, known,
                                  Scripts() if scripts is None else scripts):
        # What is evidence: what was said as a rule, and asks that count as asks (a rename, or
        # a request that is itself the running of a check, does not).
        said = [(t, j) for t, j in group if not j.once
                and (j.durable or not is_the_task(t, j))]
        if not said:
            continue
        durable = [j for _, j in said if j.durable]
        if durable:
            said = sorted(said + _banned_again(said, tasks, workspace, known),
                          key=lambda tj: (tj[0].time or "", tj[0].id))
        else:
            said = sorted(said + _asked_again(said, named, workspace),
                          key=lambda tj: (tj[0].time or "", tj[0].id))
        count = counts(said)
        as_rule = bool(durable) and (count.pieces >= SAID_AGAIN
                                     or not _about_one_place(durable[-1]))
        if not as_rule and (not count.enough or not all(j.recurs for _, j in said)
                            or _kinds_of_thing(said) or _about_one_place(said[-1][1])
                            or _one_reference(said)
                            or _one_document_one_day(said)):
            continue
        if _taken_back(said, taking_back, workspace, known) \
                or _overruled(said, rules if as_rule else asks, workspace) \
                or _narrowed(said, tasks, workspace, known):
            continue
        if durable:
            # A rule asked for task by task in other words too: those are places it was said,
            # evidence only, read after what makes it a preference was decided.
            said = sorted(said + _asked_again(said, named, workspace, durable[-1]),
                          key=lambda tj: (tj[0].time or "", tj[0].id))
        stated = _stated(said)
        where = next(t.project for t, j in said if j is stated)
        sessions = list(dict.fromkeys(f"{t.harness}:{t.session_id}" for t, _ in said))
        pref = Preference(stated.copy(durable=as_rule), where, workspace, sessions=sessions)
        for t, j in said:
            if j.origin is not None and j.origin not in pref.origins:
                pref.origins.append(j.origin)
                pref.folders[j.origin] = t.project
            if j.quote and j.quote not in pref.quotes:
                pref.quotes.append(j.quote)
            if t.family_id:
                pref.families.add(t.family_id)
            pref.tasks.add(t.id)
        out.append(pref)
    return out


# "skip `make lint` for today, just commit", "no need to run the linter on this one": the rule
# set aside for the task at hand, by its term, which no check can read as the opposite rule but
# which the task's run must not be held to.
_SET_ASIDE = (r"\b(?:skip(?:ping)?|without(?:\s+(?:running|using))?|"
              r"no\s+need\s+(?:to\s+(?:run|use)|for)|"
              r"(?:don'?t|do\s+not)\s+(?:bother\s+(?:with|running|using)|run|use)|"
              r"hold\s+off\s+on(?:\s+running)?|leave\s+out)\s+(?:the\s+)?{term}")

_AGAINST = frozenset(("does_not_run", "diff_avoids", "must_not_mention", "files_unchanged"))


def _set_aside_by(judge: Judge) -> re.Pattern[str] | None:
    """The words that set the rule aside by its term ("skip `make lint` for today"), or None: a
    rule against a term is only said again by such words."""
    if judge.kind in _AGAINST:
        return None
    terms = sorted({t.strip("`") for t in judge.key_terms()} - {""})
    if not terms:
        return None
    term = "`?(?<![\\w-])(?:" + "|".join(re.escape(t) for t in terms) + ")(?![\\w-])`?"
    return re.compile(_SET_ASIDE.format(term=term), re.I)


def set_aside(task: Task, words: re.Pattern[str] | None) -> bool:
    """Do the task's own words set a rule aside (`words`: `_set_aside_by` the rule)?"""
    return words is not None and any(words.search(text)
                                     for text in (task.request, *task.context))


def apply_standing(tasks: list[Task], families: list[Family],
                   similar: Similar | None = None,
                   known: Workspaces | None = None,
                   scripts: Scripts | None = None) -> list[Preference]:
    """Give each family its standing preferences, and every other task of the family in the
    same project a copy of each; returns the preferences. `known`: each folder's workspace,
    as found so far (the folders looked up are added); `scripts`: the repositories' scripts
    (the files read are added)."""
    for t in tasks:
        t.judges = [j for j in t.judges if not j.standing]
    known = {} if known is None else known
    prefs = preferences(tasks, similar, known, scripts)
    by_family: dict[str, list[Preference]] = {}
    for pref in prefs:
        for fid in pref.families:
            by_family.setdefault(fid, []).append(pref)
    by_id = {t.id: t for t in tasks}
    for family in families:
        family.standing = [p.to_doc() for p in by_family.get(family.id, [])]
        for pref in by_family.get(family.id, []):
            key = ask_key(pref.judge)
            aside = _set_aside_by(pref.judge)
            for tid in family.task_ids:
                task = by_id.get(tid)
                if task is None or tid in pref.tasks \
                        or _workspace(task.project, known) != pref.workspace:
                    continue
                if any(ask_key(j) == key or does_check(pref.judge, j) or does_check(j, pref.judge)
                       for j in task.judges) or set_aside(task, aside):
                    continue  # the task's own words about the same thing win
                task.judges.append(pref.judge.copy(standing=True,
                                                   said_in=list(pref.origins)))
    return prefs


# A word that turns a term away: "never use `panic`", "not npm", "instead of requests",
# "`testify` is not allowed". Read within the clause around the term only, so that "use npm for
# installs; never commit `node_modules`" does not turn npm away.
_TURNED_AWAY = (r"(?:\b(?:no|not|never|nor|without|avoid\w*|stop|ban(?:s|ned)?|forbid\w*|"
                r"disallow\w*|prohibit\w*|deprecated|don'?t|doesn'?t|mustn'?t|shouldn'?t|"
                r"can'?t|cannot)\b|\bdo\s+not\b|\binstead\s+of\b|\brather\s+than\b)")
_CLAUSE = r"[^;.!?\n]{0,40}?"


def _sense(judge: Judge, terms: list[str]) -> Callable[[str], bool]:
    """Whether a line that holds every term says them the judge's way: a check against a term
    needs a word that turns each term away, a check for one needs no such word before any."""
    def before(t: str) -> str:
        return rf"{_TURNED_AWAY}{_CLAUSE}(?<![\w-]){re.escape(t)}"

    def after(t: str) -> str:
        return rf"(?<![\w-]){re.escape(t)}(?![\w-]){_CLAUSE}{_TURNED_AWAY}"

    if judge.kind in _AGAINST:
        away = [re.compile(f"{before(t)}|{after(t)}", re.I) for t in terms]
        return lambda line: all(p.search(line) for p in away)
    if judge.kind == "runs" or ask_key(judge)[:1] == ("use",):
        negated = [re.compile(before(t), re.I) for t in terms]
        return lambda line: not any(p.search(line) for p in negated)
    return lambda line: True


def stated_in(judge: Judge, text: str) -> list[tuple[int, str]]:
    """The lines of a document that already state the judge's constraint: every key term on
    one line, said the judge's way (`_sense`: "Go's test framework will panic if ..." holds
    `panic` but states no rule against it) (1-based line numbers)."""
    terms = [t for t in judge.key_terms() if t and len(t) < 80]
    if not terms:
        return []
    # Compiled once for all the lines (a family's documents can hold thousands).
    patterns = [re.compile(rf"(?<![\w-]){re.escape(t)}(?![\w-])", re.I) for t in terms]
    # A term found on a line is found in the whole text (a newline is no word character), so a
    # term the text lacks rules out every line at once.
    if not all(p.search(text) for p in patterns):
        return []
    found = []
    says = None
    for number, line in enumerate(text.splitlines(), 1):
        if all(p.search(line) for p in patterns):
            says = says or _sense(judge, terms)
            if says(line):
                found.append((number, line.strip()))
    return found


def _lines_found(stored: Mapping[str, Family]) -> dict[str, tuple[set[str], list[Any]]]:
    """Each stored preference (by what it says, without the lines found): the families it was
    stored with and the lines found then."""
    found: dict[str, tuple[set[str], list[Any]]] = {}
    for family in stored.values():
        for doc in family.standing:
            lines = doc.get("repeated_in")
            if not isinstance(lines, list) or not all(
                    isinstance(x, dict) and isinstance(x.get("path"), str)
                    and isinstance(x.get("line"), int) and isinstance(x.get("text"), str)
                    for x in lines):
                continue  # damaged: looked for again
            key = _said_key(doc)
            if key is not None:
                found.setdefault(key, (set(), lines))[0].add(family.id)
    return found


def _said_key(doc: dict[str, Any]) -> str | None:
    try:
        return json.dumps({k: v for k, v in doc.items() if k != "repeated_in"}, sort_keys=True)
    except (TypeError, ValueError):
        return None


def _governs_it(document: str, pref: Preference) -> bool:
    """Does the document govern the work the preference was said in (its repository's, in any
    worktree, or the person's own)? A family's documents are those of every repository its work
    was done in: another repository's line that says the same is that team's convention, not
    an instruction the person was given where they said it."""
    folders = {f for f in (pref.project, *pref.folders.values()) if f}
    return not folders or any(governs(document, f) for f in folders)


def mark_repeated(families: list[Family], prefs: list[Preference],
                  read: Callable[[Path, int], str | None] | None = None,
                  stored: Mapping[str, Family] | None = None,
                  kept: set[str] | frozenset[str] = frozenset()) -> None:
    """Record, on each family's standing preferences, the lines of its target documents that
    already say them. `read`: how a document's text is read (`read_document`, or the tasks
    update's cached reading); `stored`, `kept`: the families as last stored, and which of them
    kept the documents stored (the lines found then stand for a preference stored with the
    same families, all kept)."""
    if read is None:
        from .targets import read_document  # heavy: numpy; accepting an edit reads this module

        read = read_document
    earlier = _lines_found(stored) if stored and kept else {}
    texts: dict[str, str | None] = {}
    by_family = {f.id: f for f in families}
    for pref in prefs:
        if pref.families and pref.families <= kept:
            found = earlier.get(_said_key(pref.to_doc()) or "")
            if found is not None and found[0] == pref.families:
                pref.repeated_in = [dict(x) for x in found[1]]
                continue
        paths = dict.fromkeys(t.path for fid in sorted(pref.families) if fid in by_family
                              for t in by_family[fid].targets if _governs_it(t.path, pref))
        stated: dict[str, list[tuple[int, str]]] = {}  # one text at several paths (worktrees)
        for path in paths:
            if path not in texts:
                texts[path] = read(Path(path), MAX_DOC_BYTES)
            text = texts[path]
            if text is None:
                continue
            if text not in stated:
                stated[text] = stated_in(pref.judge, text)
            for number, line in stated[text]:
                pref.repeated_in.append({"path": path, "line": number, "text": line[:200]})
    for family in families:
        family.standing = [p.to_doc() for p in prefs if family.id in p.families]

