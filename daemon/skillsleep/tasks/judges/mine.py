"""Judges from the person's own words: each directive becomes the judges of its kind of check.

`directives.py` reads what a sentence asks for by its grammar (polarity, verb, terms, what the
terms replace, scope). Here each directive is handed to the one builder of its kind of check,
chosen by what it governs, never by how it was phrased:

- commands to run or not to run ("run the linter before you say done", "don't push"), and the
  operations of git and of the forge's client a workflow rule names with its branch or flag
  ("always rebase on main before opening the PR", "sign off every commit": `workflow.py`), and
  a command a flag is said of ("never pass `-f` to `git push`": `flags.py`): `runs`,
  `does_not_run`;
- the name every new branch is given ("branch names are `feat/<ticket>-<slug>`":
  `branch_names.py`): `runs` of a command that creates a branch whose name starts so, whenever
  the work creates one;
- a command said of a place where another program runs it ("always use `npm ci` in CI", "the
  Makefile should call `go vet`", "in the pre-commit hook run `ruff`": `places.py`): the lines
  the change adds to that place's files, `diff_adds`, `diff_avoids`; nothing when no path shows
  them ("on the build server");
- files to leave alone ("don't touch gen/"): `files_unchanged`;
- a file the change is to edit on top of the work ("also add an entry to CHANGELOG.md",
  `file_asks.py`): `edits_file`;
- code terms the change must use, keep or avoid ("use errors.Is", "no testify", "Y -> X"):
  `diff_adds`, `diff_keeps`, `diff_avoids`; a term not to log ("never log `password`") is
  avoided in the log calls the change adds; a name chosen over its rival in plain words, when
  the words name code ("go with axios instead of fetch", "prefer dataclasses over namedtuples",
  `terms.names_code`), reads as it does in backticks;
- the one tool of its kind the project uses ("we only use pnpm", "always use `uv`", "we lint
  with ruff", "poetry, not pip"): `runs` where a tool of that kind is run, and `does_not_run` of
  the one it replaces (`tool_kinds`, `tool_rules`; a rival of no kind that names code, "pytest
  here, not unittest", is code the change leaves out); a tool of a kind banned ("never use
  `npm`"): `does_not_run`;
- plain words the answer must or must not say ("httpx, not requests"): `must_mention`,
  `must_not_mention`;
- the form of the answer or the message, where a clause is about the answer ("under 100 words",
  "as bullet points", "keep the subject under 72 characters", "in two commits", "conventional
  commits"): `max_words`, `format`, `max_line_chars`, `regex`, `commits`, `required_sections`.

Precision comes first: no judge is better than a wrong one. A directive whose terms a check cannot
find yields nothing. A directive said as a rule ("always", "we use", a convention) marks its
judges `durable`, candidates for the family's standing preferences (`standing.py`).

A follow-up that only accepts what the agent proposed ("yes, do that", "sounds good, go ahead")
takes its directive from the agent's proposal ("Want me to add `t.Parallel()` to these tests?", or
the change described just before "want me to do that?", or a plan followed by "OK?" or "sound
good?", or what the agent did before "want me to do the same for the others?"); one that only picks
one of the options the agent listed ("let's go with 2") takes that option's; a bare refusal ("no,
leave it", "no, stay on `requests`") keeps the proposed term out of the change. The exchange is the
input, the person's words give the consent and the scope: a yes holds for the work to come when it
says so ("yes, for all new tests", "make that the default", "that's how we do it here"), or when
the agent proposed a habit ("... from now on?") and the yes takes in every case ("for all of them",
"every time"); a no that says what the team never does ("no, we never mock the database"), calls
the proposal retired ("no, that one's frozen") or gives the team's rule in its place ("no,
`encoding/json` is what we use") is a rule against the proposal, and so is a no whose ban names
the proposed code in the person's own words, by a part of it or by its kind ("no, we never use
mocks for this" under a plan to test with `gomock`): the ban is of the code proposed, never of the
plain word. A yes that takes a proposed call for all work takes the call, not the arguments of
the code at hand.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from ..adopted import adopted
from ..answered_in_english import in_english
from ..ask_first import asked_first
from ..asked_no import as_a_no
from ..branch_names import branch_pattern, creates_branch, creates_branch_named, names_a_branch
from ..common_words import is_common
from ..directives import (
    CHAINED,
    CHECK_NAMES,
    HABIT_WORDS,
    NAMES_BRANCHES,
    OF_A_MESSAGE,
    ONE_OFF,
    Directive,
    describes,
    directive_shaped,
    directives,
    file_named_last,
    governs_a_term,
    keeps_out_of_commits,
    narrates,
    of_a_part_at_hand,
    own_clauses,
    read_clause,
    renamed,
    said_before_left_out,
    said_once,
)
from ..escape_hatch import hatch_banned
from ..existing_way import existing_way
from ..file_asks import declined_files, file_asks
from ..flag_used import flag_banned, hooks_skipped_otherwise
from ..flags import command_of, in_a_file, is_flag
from ..gated import Gated
from ..instruction import split_sentences
from ..kind_named import kind_named
from ..listed_item import item_answered
from ..memo import Remembered, digest
from ..name_corrected import name_corrections
from ..placing import placed_what
from ..quoted_part import quoted_part
from ..reach_taken_up import pointed_reach
from ..several_steps import holds_several_steps
from ..shapes_named import shape_bans
from ..slips import mend
from ..step_order import Step, brought_in, chained, step_at
from ..switches import WHEN
from ..term_by_word import said_with_term
from ..terms import (
    FLAGGED_COMMAND,
    FOR_NOW,
    ONWARDS,
    Term,
    blank_fences,
    callee,
    checker_subcommand,
    code_terms,
    command_line,
    has_file_extension,
    is_command_line,
    is_dotfile,
    is_package_path,
    is_tool,
    letters,
    names_a_construct_in_words,
    names_a_kind,
    names_code,
    names_no_library,
    names_one_thing,
    sets_its_shell,
    traces_the_shell,
)
from ..tool_kinds import ToolKind, for_its_work, runs_any, tool_kind, tools_listed
from ..workflow import (
    BRANCH,
    BRANCH_NAMES,
    OPERATIONS,
    flag_pattern,
    flags_of,
    is_script,
    is_typed_command,
    operation_at,
)
from .answer import (
    Format,
    LineLength,
    MaxWords,
    MinWords,
    MustMention,
    MustNotMention,
    Pattern,
    RequiredSections,
)
from .base import Judge, Origin, code_term
from .casing import STYLE_SAID
from .checks_named import CHECK_WORDS
from .code import language_label, names_a_language, of_a_kind_of_file
from .code_facts_said import CUE, code_fact_judges, stated_as_rule
from .conditions import (
    answering,
    asks_first,
    at_hand,
    banned_before,
    banned_in_a_manner,
    limit_left_out,
    limit_of,
    own_words,
    place_left_out,
    purpose_of,
    reach_of,
    run_condition,
    run_object,
    run_object_at_hand,
    run_place,
    tidy_condition,
    unseen_place,
)
from .constructs import construct_after, construct_leading, construct_of_reach, placed_on
from .imports import brings_in, brought_in_or_called, by_import, everyday_name, read_by_import
from .name_case import (
    NameCase,
    TestFilesNamedLike,
    case_judges,
    joints_left_out,
    labelled_case_judges,
    test_file_judges,
    told_of_now,
)
from .name_case import excepted as naming_excepted
from .name_word import NameWithout
from .naming import affix_of, affix_pattern, affixes
from .order import RunsInOrder
from .places import Said, place_at, place_in, place_reach
from .pointed import as_far_as_the_change, said_of
from .purposes import purpose_after, purpose_named, purpose_of_reach, purpose_routed
from .run_parts import part_after, part_unseen
from .said_after import as_typed, joined, narrowed_after, opens_narrowing, part_left_out
from .shapes import shape_called
from .tool_purposes import tool_purpose
from .work import (
    CASED,
    AddsMatching,
    AddsNothingMatching,
    Commits,
    DoesNotRun,
    EditsFile,
    KeepsMatching,
    LeavesFilesAlone,
    OneCommit,
    Runs,
    file_term_problem,
    term_end,
    term_pattern,
)

_I = re.I


@dataclass(frozen=True)
class Quote:
    """Words the person said, and where: the request, or a follow-up in the same task. `reply`
    is the agent's message they answer (what "yes, do that" agrees to)."""

    text: str
    origin: Origin | None = None
    followup: bool = False
    reply: str = ""


# -- builders, one per kind of check ---------------------------------------------------------------

_WHEN = re.compile(r"\b(?:before|prior to|after|once)\s+(?P<when>[^.;,\n]{3,60})", _I)
# A program run by its path comes first ("./gradlew ktlintCheck", "bin/rails test test/models").
# An argument may hold a selector's graph operator at either end ("dbt build --select
# state:modified+", "dbt run -s +orders"), as a name's characters.
# An argument may name a build alias or a scope by an "@" ("dune build @fmt", "nx run @app"),
# or be code in quotes the program runs ("julia -e 'using Pkg; Pkg.test()'", "psql -c \"...\"").
_ARGUMENT = r"""(?:\+?[\w.:/=@-]+\+?|'[^'\n]*'|"[^"\n]*")"""
_COMMAND_SHAPE = re.compile(r"^(?:(?:\.{1,2}/)?[\w.-]+(?:/[\w.-]+)*\s+)?(?:[\w.-]+\s+)*"
                            rf"(?:{_ARGUMENT}\s+)*{_ARGUMENT}$")
_GIT_ACTIONS = {"commit": OPERATIONS["git commit"].pattern, "push": OPERATIONS["git push"].pattern,
                "merge": r"\bgit\s+merge\b", "rebase": OPERATIONS["git rebase"].pattern,
                "amend": r"\bgit\s+commit\b(?=.*\s--amend\b)",
                "deploy": r"\bdeploy\b", "publish": r"\bpublish\b", "release": r"\brelease\b"}
_BRANCH = re.compile(rf"\b(?:to|on|into)\s+(?:the\s+)?(?P<branch>{BRANCH_NAMES}|`[^`]+`)", _I)


# "run `go vet ./...` and `golangci-lint run`": commands listed one after another, each a run
# of its own ("run `pytest` on `tests/unit/`" names a command and what it runs on).
_LISTED = re.compile(r"^`[^`\n]+`(?:\s*(?:,|;|&&|\band\b|\bthen\b|,\s*and\b|,\s*then\b)\s*"
                     r"`[^`\n]+`)+", _I)

# "the whole suite", "all the tests": a ban on running all of a check, not any of it.
_ALL_OF_IT = re.compile(r"\b(?:whole|full|entire|complete|all(?:\s+of)?\s+the|every)\b", _I)


# Suites of tests by their kind: kept apart in a ban ("never run the e2e tests" leaves the unit
# tests free to run), while "run the integration tests" is met by whatever runs the tests.
_SUITE_WORDS = {
    "e2e": r"\be2e\b|end-to-end|playwright|cypress",
    "end-to-end": r"\be2e\b|end-to-end|playwright|cypress",
    "integration": r"integration",
    "smoke": r"\bsmoke\b",
    "acceptance": r"acceptance",
}


def _check_pattern(name: str, banned: bool = False) -> str:
    low = name.lower()
    suite = next((p for w, p in _SUITE_WORDS.items() if re.search(rf"\b{w}\b", low)), "")
    if suite and banned:
        return suite
    for word, pattern in CHECK_WORDS.items():
        if word in low or (word == "format" and "fmt" in low):
            return pattern
    return suite or term_pattern(name)


_WITHOUT_FLAG = re.compile(r"\bwithout\s+`--?[\w-]+`", _I)


def _runs(d: Directive) -> list[Judge]:
    """ "run X before you finish", "don't run the e2e tests": commands and checks, with the flags
    said with them ("run `cargo test` with `--all-features`": that command with that flag; "never
    run `terraform apply` with `-auto-approve`" bans only the applies that skip the prompt)."""
    when_m = _WHEN.search(d.phrase)
    when = tidy_condition(f"before {when_m.group('when').strip()}") if when_m \
        and d.polarity == "do" and when_m.group(0).lower().startswith(("before", "prior")) else ""
    if not when and d.polarity == "do":
        # "before every commit, run `cargo fmt`", "run it each time before you push": the moment
        # said around the command, which the line written down keeps.
        when = run_condition(d.said_in or d.sentence, d.phrase)
    own = own_words(d.sentence)
    moment = run_condition(own, d.phrase) if d.polarity == "avoid" else ""
    if _BEFORE_SAID.match(moment) and moment.lower() in own.lower():
        # "stop running the tests before every push", "don't run `eslint` before each commit":
        # a ban of the run at that moment in the person's own clause (not in the agent's
        # proposal a "never" answers), which a ban of every run of it would be wider than
        return []
    if d.polarity == "avoid" and _WITHOUT_FLAG.search(d.phrase):
        # "never run `make deploy` without `--dry-run`": the run without the flag, which is no
        # ban of the command, nor of the flag
        return []
    cls = Runs if d.polarity == "do" else DoesNotRun
    # "run `make lint` without `--fix`": a flag said after "without" is no part of the run
    flags = [t.text for t in d.terms if t.code and is_flag(t.text)
             and not re.search(rf"\bwithout\s+`{re.escape(t.text)}`", d.phrase, _I)]
    listed = _LISTED.match(d.phrase)
    said = "" if listed else command_line(d.phrase)
    if not said and not listed and not d.terms and d.polarity == "do":
        # "run clippy too": a checker run as its toolchain's subcommand, named bare (the
        # agent's own command for it, when its message names one, is already the term)
        said = checker_subcommand(d.phrase)
    commands = [said] if said else [t.text for t in d.terms if t.code and not is_flag(t.text)
                                     and _COMMAND_SHAPE.match(t.text)]
    # "run `make lint && make test`": each command of a chain asked for is run; a chain banned
    # ("never `git add . && git commit`") is no ban of each part.
    chain = [part for t in d.terms if t.code for part in CHAINED.split(t.text)] \
        if d.polarity == "do" and any(CHAINED.search(t.text) for t in d.terms if t.code) else []
    if chain and all(_COMMAND_SHAPE.match(part) for part in chain):
        commands = chain
    if not commands and flags and d.polarity == "do":
        # "run the tests with `-race`": whatever runs them, the flag is on the line
        commands, flags = flags[:1], []
    out: list[Judge] = []
    for i, command in enumerate(commands):
        program, thing = _program_and_thing(command, d)
        if thing:
            # "always gofmt the changed files": the program, run on what the words point at,
            # which no command line spells; "never gofmt the generated files" bans it only
            # there, and a ban of every run of it would be wider than said.
            if d.polarity == "avoid":
                continue
            command = program
        # A ban said of several commands with a flag is of each with it; a run asked for, of
        # the one the flag follows.
        with_flags = flags if d.polarity == "avoid" or i == len(commands) - 1 else []
        out.append(_flagged(cls, command, with_flags, before=when))
    if not out:
        head = _WHEN.sub("", d.phrase)
        # "run `devtools::check()`, not just `devtools::test()`": a check is named in words; a
        # word inside code is the code's.
        m = CHECK_NAMES.search(_BACKTICKED.sub(lambda c: " " * len(c.group()), head))
        # "never run the e2e suite, it spins up the whole stack": what is said of the check
        # after its name is no part of it
        if d.polarity == "avoid" and (flags or _ALL_OF_IT.search(head[:m.end()] if m else head)):
            # "don't run the whole suite", "don't run the tests with `--no-cov`": some of the
            # tests may run, no check shows which
            return out
        if m:
            name = m.group(0).strip()
            out.append(cls(command=name, pattern=_check_pattern(name, d.polarity == "avoid"),
                           before=when))
    return _in_order(d, out) if d.polarity == "do" else out


# "after `git pull`, always run `bundle install`": the step a run is said after, opening the
# sentence before the run, with the words of habit or politeness between.
_AFTER_LEAD = re.compile(r"\bafter\s+(?P<step>[^.;,\n]{2,60}?)\s*,?\s*(?:(?:always|please|pls|"
                         r"make\s+sure\s+(?:you|to)|remember\s+to|you\s+(?:should|must)|then|"
                         r"run)\s+)*$", _I)
_AFTER_SAID = re.compile(r"\bafter\s+(?P<step>[^.;,\n]{2,60})", _I)
# Where the words of a moment said after a run end: the next piece of the order.
_MOMENT_END = re.compile(r"\s+(?:and|then|please|pls|too|as\s+well|run|always|every\s+time|"
                         r"each\s+time|from\s+now\s+on|going\s+forward|unless|except|but)\b.*$",
                         _I | re.S)
# A case the rule leaves out, said after the run and its moment ("..., unless it's a docs-only
# change", "..., but skip it for docs-only changes"): the case, as "unless"/"except" opens it.
_EXCEPTION = re.compile(r"(?:,\s*|\s+)(?:(?P<unless>unless|except)\s+(?P<case>[^.;\n]{3,80})|"
                        r"but\s+(?:skip|don'?t\s+run|do\s+not\s+run|no\s+need\s+to\s+run)"
                        r"(?:\s+(?:it|them|this|that))?\s+(?P<skipped>(?:for|on|when|if|with)\s+"
                        r"[^.;\n]{3,80}))", _I)
# A condition said with a chain of commands ("`make clean` then `make build` if the build
# breaks", "... after editing the proto"): the order holds in that case only.
_CHAIN_CONDITION = re.compile(r"\b(?:if|when|whenever|unless|once|in\s+case|after|until|except|"
                              r"only\s+for)\b", _I)


def _exception(said: str) -> str:
    """The case a rule leaves out, said after it, as the line writes it ("unless it's a
    docs-only change", "except for docs-only changes"), or ""."""
    m = _EXCEPTION.search(said)
    if m is None:
        return ""
    if m.group("skipped"):
        case = m.group("skipped").strip()
        return f"except {case}"
    return f"{m.group('unless').lower()} {m.group('case').strip()}"
_BEFORE_SAID = re.compile(r"^(?:before|prior\s+to)\s+", _I)
_EACH_TIME = re.compile(r"^(?:whenever|every\s+time|each\s+time|any\s?time)\s+", _I)


def _step_pattern(step: Step) -> str:
    if step.command:
        return _flagged(Runs, step.command, []).pattern
    if step.check:
        return _check_pattern(step.check)
    return step.pattern


def _in_order(d: Directive, runs: list[Judge]) -> list[Judge]:
    """ "run `cargo fmt` before `cargo clippy`", "run `go mod tidy` after `go get`", "after
    pulling, run `npm ci`", "`ruff format`, then `ruff check`": runs said in an order with
    another step a command line shows are checked in that order, where the replay takes the
    step the rule is said of (`order.RunsInOrder`). A run said before a step of the work going
    out ("before you push") stays a `Runs` due then, which checks the order itself; a moment
    that names no step a command line shows ("before lunch", "after editing the proto") leaves
    the runs as they were."""
    said = own_words(d.said_in or d.sentence)
    at = said.find(d.phrase) if d.phrase else -1
    lead = _AFTER_LEAD.search(said[:at]) if at > 0 else None
    after_m = _AFTER_SAID.search(d.phrase) or lead
    after = step_at(after_m.group("step")) if after_m else None
    if after is not None and after.check:
        # "run the tests after the build": the build named in words is any `make` run, too
        # wide a step to hold every run after it to the rule
        after = None
    # "after creating a migration", "after checking out a new branch": a moment no step a
    # command line shows, kept with the run (the line says it, the check gives no verdict)
    unread = tidy_condition(_MOMENT_END.sub("", f"after {after_m.group('step').strip()}")) \
        if after_m and after is None else ""
    left_out = _exception(said[at:] if at >= 0 else said)
    out: list[Judge] = []
    for run in runs:
        if not isinstance(run, Runs) or run.when_run or run.reach:
            out.append(run)
            continue
        if left_out and run.before and f"`{run.command.split()[0]}".lower() \
                not in left_out.lower() and left_out.lower() not in run.before.lower():
            # "run the tests before pushing, unless it's a docs-only change": the case left out
            # stays with the moment, once ("unless `go test` is green" names the run: its gate)
            run = replace(run, reach=left_out)
            out.append(run)
            continue
        then = step_at(_BEFORE_SAID.sub("", run.before)) \
            if _BEFORE_SAID.match(run.before) and not operation_at(run.before) else None
        # "run `bundle install` whenever you switch branches": after each such step
        since = brought_in(_EACH_TIME.sub("", run.before)) if _EACH_TIME.match(run.before) \
            else None
        if since is not None:
            out.append(RunsInOrder(first=since.name, first_pattern=since.pattern,
                                   then=run.command, then_pattern=run.pattern, after=True))
        elif then is not None:
            out.append(RunsInOrder(first=run.command, first_pattern=run.pattern, then=then.name,
                                   then_pattern=_step_pattern(then)))
        elif after is not None and not run.before:
            out.append(RunsInOrder(first=after.name, first_pattern=_step_pattern(after),
                                   then=run.command, then_pattern=run.pattern, after=True))
        elif unread and not run.before:
            out.append(replace(run, before=unread))
        else:
            out.append(run)
    return _chained(said, out)


def _chained(said: str, runs: list[Judge]) -> list[Judge]:
    """Commands chained by "then" ("`ruff format`, then `ruff check`"), of which the directive
    runs the first: each pair in its order. A run said with no moment of its own is owed only
    where the next command of the chain is run; one said with a moment ("before every commit,
    run `gofmt -l .` and then `go vet ./...`") stays due then, as does the next."""
    pairs = chained(said)
    mine = {r.command: r for r in runs if isinstance(r, Runs) and not r.when_run}
    if not pairs or pairs[0][0] not in mine:
        return runs
    steps = {command for pair in pairs for command in pair}
    out = [r for r in runs if not (isinstance(r, Runs) and r.command in steps and not r.before)]
    due = mine[pairs[0][0]].before
    # "`make clean` then `make build` if the build breaks", "... after editing the proto": the
    # order holds in a case the order judge does not read; no order is written wider than said
    # (a run kept with its moment stays, as does the next of the chain)
    outside = _BACKTICKED.sub(" ", said)
    conditional = _CHAIN_CONDITION.search(outside) is not None and not _BEFORE_SAID.match(due)
    for first, then in pairs:
        later = _flagged(Runs, then, [], before=due)
        if due and then not in mine:
            out.append(later)
        if not conditional:
            out.append(RunsInOrder(first=first, first_pattern=_flagged(Runs, first, []).pattern,
                                   then=then, then_pattern=later.pattern))
    return out


# Words that open a noun phrase: after a program named in prose they point at what it is run
# on ("gofmt the generated files", "eslint our dist folder"), never at its arguments.
# ("all" is left out: `make all`, `cabal build all` are targets.)
_DETERMINER = re.compile(r"\s(?:the|a|an|our|my|your|their|its|these|those)\s", _I)


def _program_and_thing(command: str, d: Directive) -> tuple[str, str]:
    """A command read from prose, cut where a noun phrase opens: the program and the thing
    it is run on ("gofmt the generated files": gofmt, the generated files). A command typed in
    backticks is the person's own spelling and is kept whole."""
    if any(command in typed for typed in _BACKTICKED.findall(d.said_in or d.sentence)):
        return command, ""
    m = _DETERMINER.search(f"{command} ")
    if m is None or m.start() == 0:
        return command, ""
    return command[:m.start()].strip(), command[m.start():].strip()


def _flagged(cls: type[Runs], command: str, flags: Sequence[str], before: str = "") -> Runs:
    """The command run with the flags ("pnpm install --frozen-lockfile"): the command, then each
    flag anywhere after it on the line."""
    # "never `git push --force`": the flag found in either of its spellings (`-f`)
    command, spelled = flags_of(command)
    extra = [f for f in dict.fromkeys([*spelled, *flags]) if f not in command.split()]
    pattern = term_pattern(command) if not extra else \
        r"(?<![\w.])" + r"\s+".join(map(re.escape, command.split())) + term_end(command) \
        + "".join(flag_pattern(f, command) for f in extra)
    return cls(command=" ".join([command, *extra]), pattern=pattern, before=before)


# "main into feature branches", "`develop` into your branch": a branch merged into others.
_MERGED_INTO = re.compile(
    rf"^(?:the\s+)?(?P<src>{BRANCH_NAMES}|`[^`]+`)\s+into\s+(?P<into>[^,;.]+)", _I)
# What a git action kept off a branch is, in words.
_ON_A_BRANCH = {"commit": "commit directly on", "amend": "amend commits on",
                "push": "push directly to"}


# "never merge your own PR": a pull request is merged on the platform that hosts it, which no
# `git merge` shows (and the agent's `git merge main` into its branch is no such merge).
_A_PULL_REQUEST = re.compile(r"\b(?:prs?|pull\s+requests?|merge\s+requests?|mrs?)\b", _I)


# "never rebase `main`", "don't push tags": the action done to a branch or to tags, which its
# command line does not show (`git rebase main` rebases the branch checked out onto `main`; a
# tag is pushed by its own name), not every such action.
_DONE_TO = re.compile(rf"^(?:(?:the|any|new|our)\s+)?(?:release\s+)?(?:tags?\b|--tags\b|"
                      rf"(?P<branch>{BRANCH_NAMES}|`[^`]+`)(?!\s+into\b))", _I)


def _git_action(d: Directive) -> list[Judge]:
    """ "don't commit yet", "never push to main": a git or release action not to take."""
    if d.verb == "merge" and _A_PULL_REQUEST.search(d.phrase):
        return []
    done_to = _DONE_TO.match(d.phrase)
    if done_to is not None and (d.verb == "rebase" or not done_to.group("branch")):
        return []
    if _WITHOUT_FLAG.search(d.phrase):
        # "never push without `--force-with-lease`": the action taken without the flag, which
        # is no ban of the action, nor of the flag
        return []
    pattern = _GIT_ACTIONS[d.verb]
    command = f"git {d.verb}" if d.verb in ("commit", "push", "merge", "rebase") else \
        "git commit --amend" if d.verb == "amend" else d.verb
    flags: list[str] = []
    if d.verb == "push" and re.search(r"--force(?![\w-])|(?<!\S)-f\b", d.phrase):
        # "never force-push": a push that forces, not every push, and not one that forces with
        # a lease.
        pattern += r"(?=.*(?:--force(?![\w-])|(?<!\S)-f\b))"
        command += " --force"
        flags.append("--force")
    for flag in [t.text for t in d.terms if t.code and re.fullmatch(r"--?[\w-]+", t.text)]:
        # "never commit with `--no-verify`": the action taken with that flag, not every one.
        if flag not in command:
            pattern += rf"(?=.*(?<!\S){re.escape(flag)}(?![\w-]))"
            command += f" {flag}"
            flags.append(flag)
    merged = _MERGED_INTO.match(d.phrase) if d.verb == "merge" else None
    if merged is not None and (named := branch_pattern(merged.group("src").strip("`"))):
        # "never merge main into feature branches": that merge, not every one (the branch
        # merged into is the one checked out, which the command line does not name).
        src, into = merged.group("src").strip("`"), merged.group("into").rstrip(" .,;!")
        return [DoesNotRun(command=f"git merge … {src}", pattern=f"{pattern}.*{named}",
                           rule=f"Do not merge `{src}` into {into}.",
                           says=f"the agent must not merge `{src}` into {into}")]
    if d.verb == "merge" and re.match(r"(?:anything\s+|stuff\s+)?into\s", d.phrase, _I):
        return []  # "never merge into main": the branch merged into is the one checked out
    # "never push `main`": the branch pushed, as "to `main`" names it
    branch = _BRANCH.search(d.phrase) or (done_to if d.verb == "push" else None)
    if branch:
        target = branch.group("branch").strip("`")
        named = branch_pattern(target)
        if named is None:
            return []  # "never push to `<your-branch>`": no branch a command line names
        pattern += f".*{named}"
        command += f" … {target}"
        done = _ON_A_BRANCH.get(d.verb)
        if done and flags:
            # "never force-push to `main`": the action with its flags is what stays off the
            # branch; "push directly to" would keep every push off it.
            done = "force-push to" if flags == ["--force"] else \
                f"{d.verb} with {' '.join(f'`{f}`' for f in flags)} on"
        if done:
            # Written down in the person's terms, not as a command line no one would type
            # ("git commit … main": a commit's line does not even name its branch).
            return [DoesNotRun(command=command, pattern=pattern,
                               rule=f"Do not {done} `{target}`.",
                               says=f"the agent must not {done} `{target}`")]
    return [DoesNotRun(command=command, pattern=pattern)]


# "never `git push --force` to `main`": a git action typed as its command line (a rebase's or a
# merge's line names the branch taken from, not the one it is done on).
_GIT_TYPED = re.compile(r"git\s+(?P<verb>commit|push)(?P<flags>(?:\s+--?[\w-]+)*)")


def _git_typed_off_a_branch(d: Directive) -> Directive | None:
    """A ban of a git command typed in full and kept off a branch, as the action said in words
    ("never force-push to `main`"): the branch is part of the ban, which the command alone would
    hold on every branch."""
    m = _GIT_TYPED.fullmatch(d.terms[0].text.strip("`")) if d.terms else None
    if m is None or d.polarity != "avoid" or (branch := _BRANCH.search(d.phrase)) is None \
            or any(t.text != branch.group("branch").strip("`") for t in d.terms[1:]):
        return None
    # the push's own `--force` is read from the words, as it is when said in them
    flags = tuple(Term(f, code=True) for f in m.group("flags").split()
                  if m.group("verb") != "push" or f not in ("-f", "--force"))
    return replace(d, verb=m.group("verb"), terms=flags)


def _branches_named(d: Directive) -> list[Judge]:
    """ "branch names are `feat/<ticket>-<slug>`": every branch the agent creates starts its
    name with the prefix; work that creates none says nothing."""
    prefix, name = d.terms[0].text, d.terms[1].text
    said = f"Name every new branch `{name}`." if name != prefix else \
        f"Start the name of every new branch with `{prefix}`."
    return [Runs(command=f"git checkout -b {prefix}…", pattern=creates_branch_named(prefix),
                 when_run=creates_branch(), rule=said,
                 says=f"every branch the agent creates is named `{name}`" if name != prefix
                 else f"every branch the agent creates starts with `{prefix}`")]


# "never commit `.env`", "don't check in `dist/`": the files are kept out of what is committed.
_COMMITTED = re.compile(r"\b(?:commit|check\s+in|push)\s*$", _I)


# Other work brought into a branch: a rebase, a merge, a pull (which merges unless it rebases).
_BRINGS_IN = r"\bgit\s+(?:rebase|merge|pull)\b"
_REBASES = r"\bgit\s+(?:rebase\b|pull\b(?=.*(?<!\S)(?:--rebase|-r)(?![\w-])))"


def _git_done(d: Directive) -> list[Judge]:
    """ "always rebase on main before opening the PR", "sign off every commit": an operation the
    work goes out with, as a rule; asked once, the operation is the work itself, which the
    request already names."""
    if d.scope != "rule":
        return []
    op = OPERATIONS[d.verb]
    pattern, command = op.pattern, op.command
    flags = list(dict.fromkeys(t.text for t in d.terms))
    for flag in flags:
        pattern += flag_pattern(flag)
        command += f" {flag}"
    before = run_condition(d.said_in or d.sentence, d.phrase)
    # Written down as the operation it is, not as an order to run it: "sign off every commit"
    # is how to commit whenever committing, not a call to commit now.
    rule = says = ""
    if flags:
        named = code_term(" ".join(flags))
        rule = f"When you run `{op.command}`, pass {named}."
        says = f"when it runs `{op.command}`, the agent passes {named}"
    branch = BRANCH.search(d.phrase) if d.verb == "git rebase" else None
    if branch:
        target = branch.group("branch").strip("`")
        named = branch_pattern(target)
        if named is None:
            return []
        pattern += f".*{named}"
        command += f" … {target}"
        rule = f"Rebase onto `{target}`{' ' + before if before else ''}."
        says = f"the agent must rebase onto `{target}`"
    elif d.verb == "git rebase" and not (flags or before):
        # "always rebase instead of merging": how other work is brought in whenever it is, not
        # a rebase in every piece of work; work that brings none in says nothing of it.
        return [Runs(command=command, pattern=_REBASES, when_run=_BRINGS_IN,
                     rule="Rebase rather than merge when you bring in other work.",
                     says="when it brings in other work, the agent rebases rather than merges"),
                *(_flagged(DoesNotRun, op.command, [t.text]) for t in d.replaced[:1])]
    return [Runs(command=command, pattern=pattern, before=before, rule=rule, says=says),
            *(_flagged(DoesNotRun, op.command, [t.text]) for t in d.replaced[:1])]


# "don't touch `db/schema.rb` by hand, let the migration regenerate it": the file is to change,
# by its tool, in this very work; a check that it is left alone would fail what was asked. Said
# after the file, as "it" points back ("let the CI regenerate it, but don't touch `go.sum`" keeps
# the file).
_REGENERATED = re.compile(r"\b(?:re-?)?generat(?:e|es)\s+(?:it|them|the files?)\b|"
                          r"\blet\s+(?:it|them)\s+(?:re-?)?generate\b", _I)


def _regenerated(d: Directive) -> bool:
    said = d.said_in or d.sentence
    at = max((said.find(t.text) + len(t.text) for t in d.terms if t.text in said), default=-1)
    return at >= 0 and _REGENERATED.search(said, at) is not None


def _files(d: Directive) -> list[Judge]:
    if not d.terms or _regenerated(d):
        return []
    at = d.sentence.find(d.phrase) if d.phrase else -1
    committed = (at > 0 and _COMMITTED.search(d.sentence[:at]) is not None) \
        or keeps_out_of_commits(d.sentence, pointed=at < 0)
    return [LeavesFilesAlone(paths=[t.text for t in d.terms], committed=committed)]


def _not_logged(d: Directive) -> list[Judge]:
    """ "never log `password`": no log call the change adds names the term."""
    if d.polarity != "avoid" or not d.terms or not d.terms[0].code:
        return []
    return [AddsNothingMatching(term=d.terms[0].text, pattern=_pattern_of(d.terms[0]),
                                within="log")]


# A term that is itself the catch ("`except:`", "`rescue Exception`"): its own words say so.
_A_CATCH = re.compile(r"^\W*(?:except|catch|rescue)\b", _I)


def _not_caught(d: Directive) -> list[Judge]:
    """ "don't catch `Exception`": no catch clause the change adds names the type (a `raise
    Exception(...)` or a class deriving from it is no concern of the rule)."""
    if d.polarity != "avoid" or not d.terms or not d.terms[0].code:
        return []
    term = d.terms[0]
    return [AddsNothingMatching(term=term.text, pattern=_pattern_of(term),
                                within="" if _A_CATCH.match(term.text) else "catch")]


def _shape_banned(d: Directive) -> list[Judge]:
    """ "never build SQL with string concatenation": a ban of the shape its one term names
    (`shapes_named.py`)."""
    shape = shape_called(d.terms[0].text) if d.terms else None
    return [] if shape is None else [AddsNothingMatching(shape=shape.name, pattern=shape.pattern)]


def _edits(d: Directive) -> list[Judge]:
    """ "also add an entry to CHANGELOG.md": a file the change must edit, when it is one."""
    if d.polarity != "do" or not d.terms or file_term_problem(d.terms[0].text):
        return []
    return [EditsFile(path=d.terms[0].text)]


# A name with holes in it ("*_test.go", "TestXxx", "feature/<ticket>", "vX.Y.Z", "{service}-{env}",
# "YYYY-MM-DD"): a naming convention, which no added line shows by containing it as written. A
# hole in angle brackets is in one letter case ("<ticket>", "<TICKET>", an example id "<JIRA-123>"):
# "<BrowserRouter>" is code.
# A star that stands alone ("SELECT *", "import *", "count(*)") is the code's own, no hole.
_TEMPLATE = re.compile(r"(?<=[\w./*-])\*|\*(?=[\w./*-])|"
                       r"(?<![A-Z])Xxx|<[a-z][a-z _-]*>|<[A-Z][A-Z_ -]*(?:-\d+)?>|\.\.\.|…|"
                       r"(?<![A-Za-z])[A-Z](?:\.[A-Z]){1,2}(?![A-Za-z])|"
                       r"(?<![A-Za-z_])(?:MAJOR|MINOR|PATCH|YYYY)(?![A-Za-z_])|"
                       r"\{[a-z_][a-z_-]*\}|(?<![A-Za-z])(?:MM|DD|HH)(?=[-:/.])")


# A type's parameters in angle brackets straight after its name ("`ILogger<T>`", "`Vec<u8>`",
# "`Map<String, List<T>>`"): code, not a hole. The name is a type's, in mixed case; an opening in
# capitals or lower case ("`JIRA<ID>`", "`v<N>`") is a template's, and so is a word in capitals
# in the brackets ("`Test<NAME>`").
_GENERIC = re.compile(r"(?P<type>\b[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)"
                      r"<(?![A-Z][A-Z_ -]+(?:-\d+)?>)[^<>`]*>")


# A block comment's marks ("`/* istanbul ignore next */`", "`/** @deprecated */`"): the code's
# own stars, no holes.
_BLOCK_COMMENT = re.compile(r"^/\*\*?(?=\s)|(?<=\s)\*/$")


def is_template(text: str) -> bool:
    text = _BLOCK_COMMENT.sub("", text)
    while (plain := _GENERIC.sub(r"\g<type>", text)) != text:
        text = plain
    return _TEMPLATE.search(text) is not None


# A call whose arguments are left to fill ("`pytest.raises(ValueError, match=...)`"); a string
# among them ("`fmt.Errorf("...: %w", err)`") holds what the rule is about, which the name
# alone would lose.
_CALL = re.compile(r"(?P<callee>[A-Za-z_][\w.]*\w)\((?P<args>[^\"'`]*)\)")


def _called(text: str) -> str:
    """The name called, when the term is a call with holes in its arguments only; "" else."""
    m = _CALL.fullmatch(text)
    return m.group("callee") if m and is_template(m.group("args")) \
        and not is_template(m.group("callee")) else ""


def _plain_pattern(term: Term) -> str:
    """A plain word banned in the plural ("no sleeps", "no mocks", "no panics") names a call or
    a construct: code writes it in the singular, after a dot and in any case (`time.Sleep(`,
    `jest.mock(`, `panic(`); a longer name that holds it (`sleepFor`) is another thing."""
    word = term.text
    if term.code or not names_a_kind(word) or not re.fullmatch(r"[A-Za-z]+", word):
        return _pattern_of(term)
    stems = [word[:-1]] + ([word[:-2]] if word.lower().endswith("es") else [])
    return rf"(?<![\w])(?:{'|'.join(map(re.escape, stems))})s?(?![a-z])"


def _used(term: Term, d: Directive, left: bool = False) -> str:
    """The pattern of a term the change must use or must not (`left`: a term turned away): a
    library named by a word code also uses for its own things ("the `request` library") is
    found where the change brings it in (`imports.py`), any other term where it is written."""
    if term.alternatives or term.cased:
        return _pattern_of(term)
    others = [t.text for t in (*d.terms, *d.replaced)]
    if read_by_import(term.text, d.said_in or d.sentence, others, left):
        return brought_in_or_called(term.text) if left else brings_in(term.text)
    return _pattern_of(term)


def _pattern_of(term: Term) -> str:
    either = "|".join(term_pattern(o) for o in term.options)
    return f"{CASED}{either})" if term.cased else either


# "a typed ID, not `string`", "an enum rather than `int`": a built-in type or value turned away
# is named by every other change for other reasons, so no added line shows it was avoided.
_BUILT_IN = re.compile(r"(?:string|str|int\d*|uint\d*|float\d*|double|bool(?:ean)?|byte|rune|"
                       r"char|number|object|dict|list|map|slice|array|tuple|set|error|nil|null|"
                       r"none|undefined|true|false|any|interface\{\}|void)(?:\[\])?", _I)


# "never `head` or `tail`", "no raw `new` or `delete`", "never `eval`, `exec` or `compile`": names
# banned one or the other, at the head of what is banned, each banned alike. Not "and" ("don't
# use `A` and `B` together" bans the pair), nor a name with a verb before it ("`A`, or use `B`").
# A list joined by commas ends on "or": "never use `any`, `unknown` instead" offers the second.
_EITHER = r"(?:(?!(?:use|call|add|write|try|just|only|rather|instead)\b)[a-z][\w-]*\s+)?`[^`\n]+`"
_EITHER_BANNED = re.compile(rf"\s*{_EITHER}(?:\s*,\s*{_EITHER})*\s*,?\s+(?:or|nor)\s+{_EITHER}",
                            _I)


_TOGETHER = re.compile(r"\s+(?:together|at once|combined|with each other|in the same)\b", _I)


def _banned_alike(d: Directive) -> tuple[Term, ...]:
    """The terms a ban names one or the other at its head, or its first term alone."""
    # The phrase may stop at the first name ("no raw `malloc`, `calloc` or `free`"): the names
    # are read on from where it starts in the sentence.
    at = d.sentence.find(d.phrase) if d.phrase else -1
    said, start = (d.sentence, at) if at >= 0 else (d.phrase, 0)
    m = _EITHER_BANNED.match(said, start) if d.polarity == "avoid" and d.terms else None
    if m is None or _TOGETHER.match(said, m.end()):
        return d.terms[:1]
    alike = code_terms(m.group())
    return alike if alike and alike[0].text == d.terms[0].text else d.terms[:1]


def _code(d: Directive) -> list[Judge]:
    """Code terms the change must use (or keep), and the ones it must not add."""
    out: list[Judge] = []
    keep = d.verb == "keep"
    # One term per directive: a second code-shaped token in the same words is most often what
    # the first is about ("add KEY=value", "use X for Y"), not a second requirement; a ban of
    # one or the other bans each.
    for said in _banned_alike(d):
        # "`pytest.raises(ValueError, match=...)`": the call, whatever its arguments.
        term = replace(said, text=_called(said.text)) if _called(said.text) else said
        if not (term.code or d.form in ("replacement", "deprecation")) or is_template(term.text):
            continue
        if d.polarity == "do" and names_a_branch(d.sentence, term.text):
            continue  # "name the branch `fix/typo`": a branch's name, in no line of the change
        if d.polarity == "do" and not term.alternatives and _is_file(term.text) \
                and not (keep and term.text.startswith("/")) and not _MODULE.fullmatch(term.text):
            # "use foo.go as the model": a file to look at, not a term to write; a route kept
            # ("keep the `/v1` routes") stays in the code.
            continue
        if d.polarity == "avoid":
            if not (_operator_narrowed(term, d) or _a_version_of(term, d)
                    or _sign_alone(term.text)):
                out.append(AddsNothingMatching(term=term.text, pattern=_used(term, d, True),
                                               written=term.written))
        elif keep:
            out.append(KeepsMatching(term=term.text, pattern=_pattern_of(term)))
        else:
            out.append(AddsMatching(term=term.text, pattern=_used(term, d),
                                    written=term.written))
    # What a contrast or a deprecation turns away is part of the rule ("pytest, not unittest");
    # the old name of a rename is only where the work starts. Each rival listed is turned away
    # ("`fetch`, not `axios` or `got`").
    if d.verb not in ("rename", "replace") or d.form == "deprecation":
        for n, term in enumerate(d.replaced):
            pattern = _used(term, d, True)
            if n and everyday_name(term.text) and not by_import(pattern, term.text):
                # a rival listed on that code also uses as a word ("not `axios` or `got`":
                # `got := ...` in a Go test) is banned only where the change brings it in
                continue
            if (term.code or out) and not is_template(term.text) \
                    and (d.form == "deprecation" or not _BUILT_IN.fullmatch(term.text)) \
                    and not _operator_narrowed(term, d):
                out.append(AddsNothingMatching(term=term.text, pattern=pattern,
                                               written=term.written))
    _name_parts(out, d.sentence)
    return _names_respelled(out, d)


# A name of code: a letter or an underscore, then word characters.
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# A name of several words joined as code joins them: a capital inside it, or an underscore
# ("skyctl" and "Skyctl" are one word capitalised, as prose does).
_WORDS_JOINED = re.compile(r"[a-z0-9][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]")


def _respelled_as(old: str, d: Directive) -> list[str]:
    """The forms the directive names of the identifier `old` written anew: the same letters, in
    another case or with other joints ("`userId`, not `userID`", "`userId`, not `user_id`")."""
    if not _IDENTIFIER.fullmatch(old):
        return []
    return [t.text for t in d.terms
            if t.text != old and letters(t.text) == letters(old) and renamed(old, t.text)
            and (_WORDS_JOINED.search(old) or _WORDS_JOINED.search(t.text))]


def _names_respelled(judges: list[Judge], d: Directive) -> list[Judge]:
    """A ban of one identifier written anew is kept out of the names the change declares
    (`NameWithout`), and the form chosen is asked of them alone: a string, a comment, a column
    of a query or a field of someone else's API that writes either form is no name the team
    gives, so no check of every line says anything of it."""
    old = {j.term: new for j in judges if type(j) is AddsNothingMatching and not j.affix
           and (new := _respelled_as(j.term, d))}
    if not old:
        return judges
    chosen = {n for new in old.values() for n in new}
    return [NameWithout(word=j.term, place="whole", names="names", instead=old[j.term][0])
            if type(j) is AddsNothingMatching and j.term in old else j
            for j in judges if not (type(j) is AddsMatching and j.term in chosen)]


def _name_parts(judges: list[Judge], clause: str) -> None:
    """Terms the clause says are a prefix or a suffix of names are checked and said so."""
    said = [j for j in judges if isinstance(j, AddsMatching) and not isinstance(j, KeepsMatching)]
    for judge, affix in zip(said, affixes(clause, [j.term for j in said]), strict=True):
        if affix is not None:
            judge.affix, judge.names = affix.place, affix.names
            judge.pattern = affix_pattern(judge.term, affix.place)


# A text of the work other than the answer: what is said in it no check of the answer sees.
_ELSEWHERE = re.compile(
    r"\b(?:in|inside|within|from)\s+(?:the\s+|any\s+|your\s+|our\s+|a\s+)?(?:commit(?:s| "
    r"messages?| titles?| bodies)?|pr(?:s| titles?| descriptions?| bod(?:y|ies))?|pull requests?|"
    r"(?:pr |pull request )?descriptions?|changelogs?|release notes|(?:code )?comments?|"
    r"docstrings?|the code|code|docs|documentation|readme|logs?|log messages?|error messages?|"
    r"tests?|branch names?|issues?|tickets?)\b", _I)


# A span in backticks: how a person who marks code marks it.
_BACKTICKED = re.compile(r"`[^`\n]+`")


# "no lodash, use `deepmerge`", "no panics, return `Result` instead", "no testify, use the
# standard `testing` package": quoted code offered in the bare word's place is its counterpart,
# so the word names code too.
_IN_ITS_PLACE = re.compile(r"\b(?:use|prefer|switch to|go with|stick (?:to|with))\s+"
                           r"(?:[\w-]+\s+){0,3}?`|"
                           r"\binstead\b", _I)


def _quotes_its_code(sentence: str, phrase: str, word: str) -> bool:
    """Does the sentence put code in backticks outside the directive's `phrase`, which holds
    `word` bare? Whoever marks the names they mean as code writes the words they leave bare as
    prose."""
    if not _BACKTICKED.search(sentence) or _BACKTICKED.search(phrase) \
            or _IN_ITS_PLACE.search(sentence):
        return False
    bare = _BACKTICKED.sub(" ", sentence)
    return re.search(rf"(?<![\w`'\"]){re.escape(word)}(?![\w`'\"])", bare, _I) is not None


# The verbs a flag is handed to a command with: "pass", "add", "use", "prefer".
_FLAG_VERBS = frozenset({"use", "pass", "add", "prefer", "include", "apply", "switch to",
                         "stick to", "stick with", "go with"})


def _of_flags(d: Directive) -> bool:
    """Is the directive about flags: the first of its terms is one, and any other is a flag
    or the command it goes with ("use `--force` with `npm install`")?"""
    return d.verb in _FLAG_VERBS and bool(d.terms) and is_flag(d.terms[0].text) \
        and all(is_flag(t.text) or is_tool(t.text) or is_typed_command(t.text)
                for t in (*d.terms[1:], *d.replaced)) \
        and all(is_flag(t.text) for t in d.replaced)


# "add a `--json` flag", "the flag should be named `--dry-run`": a flag of the program the
# change writes, not of a command the agent runs.
_A_FLAG_NOUN = re.compile(r"\b(?:flags?|options?|switch(?:es)?|arguments?|args?|params?|"
                          r"parameters?)\b", _I)
_ITS_NAME = re.compile(r"\b(?:named|called|renamed?|spelled|spelt)\b", _I)


def _flag_of(d: Directive) -> list[Judge]:
    """ "always pass `--frozen-lockfile` to `pnpm install`", "never pass `-f` to `git push`": a
    flag is an option of a command the agent runs (`flags.py`), so the rule is that command run
    with it, or never with it; one said of a file the change edits ("in the CI workflow, ...")
    is written into the change, and so is one added to the program the change writes ("add a
    `--json` flag to `list`"); with neither, no check knows which run it is about."""
    sentence = d.said_in or d.sentence
    if in_a_file(sentence):
        return _code(d) if d.polarity == "do" else []
    if affix_of(d.sentence, d.terms[0].text) is not None:
        return _code(d)  # "CSS custom properties carry the `--ds-` prefix": a part of names
    # the command the flag was given to, said in the sentence or taken from the agent's run
    command = command_of(d.phrase, sentence) \
        or next((t.text for t in d.terms[1:] if not is_flag(t.text)), "")
    if _A_FLAG_NOUN.search(sentence) and (d.verb in ("add", "include")
                                          or _ITS_NAME.search(sentence)):
        return _code(d)
    if d.verb in ("add", "include"):
        # A flag added once goes into a file or the program ("add `--json` to `list`"); as a
        # rule, into every run of a command the agent runs ("always add `--no-cache` to
        # `docker build`"), and no check can name the run of a command that is none.
        if d.scope != "rule":
            return _code(d)
        if not (is_tool(command) or is_typed_command(command)):
            return []
    flags = [t.text for t in d.terms if is_flag(t.text)]
    if not command:
        return _banned_everywhere(d, flags)
    if d.polarity == "avoid":
        return [_flagged(DoesNotRun, command, flags)]
    runs = _flagged(Runs, command, flags)
    if d.scope == "rule":
        # A rule of how the command is run holds where it is run, and says nothing where not.
        runs.when_run = _flagged(Runs, command, []).pattern
    return [runs, *(_flagged(DoesNotRun, command, [t.text]) for t in d.replaced[:1])]


# A long flag of several words ("--no-verify", "--skip-tests"): one letter ("-f") means something
# else to each command, and so does a flag of one word ("--force" rewrites history to `git push`,
# skips the peer checks of `npm install`, removes without asking to `rm`; "--yes", "--quiet",
# "--insecure"), so a ban of either said of no command has no one meaning.
_LONG_FLAG = re.compile(r"--[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+")


# What follows a flag and puts a limit on its ban: where, on what, when ("on main", "in the deploy
# scripts", "for containers", "when releasing", "unless ...").
_AFTER_THE_FLAG = re.compile(
    r"`\s+(?:on|in|inside|within|under|for|to|into|against|at|from|when(?:ever)?|while|unless|"
    r"except|outside|during|if|before|after)\b", _I)


def _banned_everywhere(d: Directive, flags: list[str]) -> list[Judge]:
    """ "never use `--no-verify`": a long flag banned as a rule and said of no command is kept
    off every command line, which is what the words say; a flag asked for with no command
    names no run to check, and a ban of one letter no one flag. A ban said with a limit ("never
    use `--force` on main", "never pass `--yes` in the deploy scripts") holds only there, where
    no command line shows whether it is: nothing is written."""
    if d.polarity != "avoid" or len(flags) != 1 or d.replaced \
            or not _LONG_FLAG.fullmatch(flags[0]):
        return []
    # "don't skip hooks" said once names the flag in words, not in backticks, for the work at
    # hand: a check of the task ("don't use `--no-verify` this time" names no more than a run).
    hooks = flags[0] not in d.phrase and re.search(r"\bhooks?\b", d.phrase, _I) is not None
    if d.scope != "rule" and not hooks:
        return []
    flag = flags[0]
    said = d.said_in or d.sentence
    after = said.find(f"`{flag}`")
    if reach_of(said) or run_place(said) or purpose_of(said) \
            or (after >= 0 and _AFTER_THE_FLAG.match(said, after + len(flag) + 1)):
        return []
    return [DoesNotRun(command=flag, pattern=r"^" + flag_pattern(flag),
                       rule=f"Never pass `{flag}` to any command.",
                       says=f"the agent must not pass `{flag}` to any command")]


def _words(d: Directive) -> list[Judge]:
    """Plain words: what the answer must say, or must not ("httpx, not requests", "no
    emojis")."""
    plain = [t for t in d.terms if not t.code]
    avoided = [t for t in d.replaced if not t.code]
    if d.verb == "mention" and _ELSEWHERE.search(d.phrase):
        return []  # "don't mention Claude in commit messages": not the answer, which is checked
    if d.polarity == "avoid" and plain and d.verb == "mention":
        return [MustNotMention(terms=[plain[0].text.lower()])]
    if d.polarity == "avoid":
        # A word after "no" or "don't use" in coding work is a library, a tool or a construct:
        # it is about the change; unless the sentence quotes its code elsewhere and leaves the
        # word and its clause bare, where the word is English ("no drama, just revert
        # `a1b2c3d`"; "no testify in `pkg/api`" quotes the place of the ban, in the ban).
        if not plain or _quotes_its_code(d.said_in or d.sentence, d.phrase, plain[0].text) \
                or names_a_construct_in_words(plain[0].text):
            return []
        return [AddsNothingMatching(term=plain[0].text, pattern=_plain_pattern(plain[0]))]
    out: list[Judge] = []
    # What the answer is to name is one tool or thing ("use httpx"); a kind of thing in the
    # plural ("use tabs", "use mocks") is a practice no word in the answer shows, and what it
    # was set against ("spaces, not tabs") goes with it. A word of everyday English that names
    # no tool ("use unknown and narrow it", "use decimal") is code the person did not quote,
    # which no answer's words show either.
    if plain and d.verb in ("use", "mention", "prefer", "go with", "stick to", "stick with",
                            "switch to", "include") and not names_a_kind(plain[0].text) \
            and (not is_common(plain[0].text) or tool_kind(plain[0].text) is not None) \
            and not (d.scope == "rule" and _said_of_more(d.phrase, plain[0].text)):
        out.append(MustMention(terms=[plain[0].text.lower()]))
    if avoided and out:
        out.append(MustNotMention(terms=[avoided[0].text.lower()], replaced=True))
    return out


# What may follow the word a plain "use X" names, and leave the rule as wide as "Use X.": the
# side it is chosen over, and words that say nothing of where ("instead", "please").
_NOTHING_MORE = re.compile(r"^[\s,;.!-]*(?:(?:not|over|rather than|instead of|in place of)\b.*|"
                           r"(?:instead|please|pls|then|too|as well|again)?[\s.!]*)$", _I)


def _said_of_more(phrase: str, word: str) -> bool:
    """Is the word said of a part of the work, a purpose or a moment ("always use Postgres for
    new services", "we use Redis in the session layer")? A rule written "Use postgres." would
    ask for it in all work, wider than said, and no answer's words show the part; the task's own
    answer may still name it ("use slog for the logging")."""
    at = phrase.lower().find(word.lower())
    return at >= 0 and _NOTHING_MORE.match(phrase[at + len(word):]) is None


_GIT_VERBS = frozenset(_GIT_ACTIONS)
# A path ("src/app.ts", "./cmd/"); a file's name is read by its ending (`has_file_extension`).
_PATH = re.compile(r"(?:~|\.{1,2})?(?:[\w.@-]*/)+[\w.@-]*")


# "use `internal/db`", "use log/slog": names joined by slashes, with no file's ending, no folder's
# closing slash and no root, are a module or a package the code imports, not a file to look at.
_MODULE = re.compile(r"[A-Za-z_][\w-]*(?:/[A-Za-z_][\w-]*)+")


# An operator: a term of punctuation alone ("&&", "||", "==").
_OPERATOR = re.compile(r"[^\w\s`]+")
# What narrows an operator to one use when said right after it: a purpose ("for defaults", "to
# compare errors") or the construct it is part of ("the `&&` chain"); a place or a language it
# is banned in ("in JavaScript"), or a noun that names the operator itself, does not.
_NARROWS = re.compile(r"`?\s*+(?:for|to)\s+\w|`?\s*+(?!(?:in|inside|within|across|on|at|anywhere|"
                      r"ever|again|here|there|anymore|any|please|when|if|unless|except|outside|"
                      r"and|or|but|even|at|operators?|signs?|symbols?|syntax|tokens?|"
                      r"characters?|chars?)\b)[a-z]+\b", _I)


# A library named with the version or the style of it turned away ("no `unittest`-style
# tests", "no pre-1.13 `errors` handling", "no `pydantic` v1 validators", "no `webpack` 4
# config"): the ban is of that version's code, which the library's bare name does not show (the
# later version is written with the same name). A name of code itself said as a style ("the
# `React.FC` style") is that code.
_STYLE_AFTER = re.compile(r"^`?(?:-|\s+)(?:style|styled|era)\b", _I)
_VERSION_AFTER = re.compile(r"^`?\s+v?\d+(?:\.(?:\d+|x))*(?![\w.])", _I)
_VERSION_BEFORE = re.compile(r"\b(?:pre|post)-?\s*v?\d+(?:\.(?:\d+|x))*\s+`?$", _I)
_LIBRARY_NAME = re.compile(r"[a-z][a-z0-9_-]*")


# One sign alone is part of too many constructs for a line to show the one a rule is about:
# `_` is Go's blank identifier and the joint of every snake_case name, `.` every call, `-` every
# flag, `@` every decorator, `/` every path. Such a rule is about where its words put the sign
# (a package's name, a key, a file's name: "never use `_` in package names"), which no added line
# shows. Three signs are operators by themselves, kept: `!` (a value asserted not null, its own
# shape: `work.term_pattern`), `;` (a statement's end a style leaves out), `?` (an error passed
# up).
_OPERATORS_ALONE = frozenset("!;?")


def _sign_alone(text: str) -> bool:
    return len(text) == 1 and not text.isalnum() and text not in _OPERATORS_ALONE


def _a_version_of(term: Term, d: Directive) -> bool:
    """Is the term a library said with the version or the style of it the rule is about?"""
    said = d.sentence
    for m in re.finditer(rf"`?{re.escape(term.text)}`?", said):
        before, after = said[:m.start()], said[m.end():]
        if _VERSION_AFTER.match(after) or _VERSION_BEFORE.search(before) \
                or (_STYLE_AFTER.match(after) and _LIBRARY_NAME.fullmatch(term.text)):
            return True
    return False


def _operator_narrowed(term: Term, d: Directive) -> bool:
    """ "rather than the `&&` chain", "never use `||` for defaults", "don't use `==` to compare
    errors": an operator named with the construct or the use it is turned away in. Every other
    line that adds it is not that use, so no added line may be held against it; said bare or of
    a place ("never use `==` in JavaScript"), it is banned. A use the languages write one way
    ("to compare errors", `purposes.py`) is no narrowing the check cannot see: it is judged on
    the lines that do it."""
    if _OPERATOR.fullmatch(term.text) is None:
        return False
    said = d.phrase or d.sentence
    at = said.find(term.text)
    return at >= 0 and _NARROWS.match(said, at + len(term.text)) is not None \
        and not purpose_after(said, term.text)


def _is_file(text: str) -> bool:
    return (_PATH.fullmatch(text) is not None or has_file_extension(text) or is_dotfile(text)) \
        and not is_package_path(text)


def _use_commands(d: Directive) -> list[Judge]:
    """ "use `npm ci`, not `npm install`": a command to run, and the one it replaces not to."""
    out: list[Judge] = [Runs(command=d.terms[0].text, pattern=term_pattern(d.terms[0].text))]
    for term in d.replaced[:1]:
        if is_tool(term.text):
            out.append(DoesNotRun(command=term.text, pattern=term_pattern(term.text)))
    return out


_TOOL_VERBS = frozenset(("use", "prefer", "switch to", "stick to", "stick with", "go with"))
# "pytest fixtures", "jest mocks": a name in front of a noun names a part of the tool's code.
_NAMES_ITS_PART = re.compile(r"^\s+(?!(?:for|in|on|not|never|instead|over|rather|only|"
                             r"exclusively|here|there|everywhere|from|with|to|as|and|or|nor|plus|when|"
                             r"whenever|across|throughout|going|always|now|please|too|again|"
                             r"anymore|directly|locally|at|but|because|since|so|then|if|unless|"
                             r"until|is|are|was)\b)[a-z][\w-]*", _I)


_WHEN_AFTER = re.compile(rf"^\s+(?:{WHEN})(?=\W|$)", _I)
# "whatever `prettier` outputs", "what `black` produces": what the tool makes is the way, said
# by the verb of its making; the tool is run, its name is no part of the code.
_ITS_OUTPUT = re.compile(r"^\s+(?:outputs?|produces?|generates?|gives(?:\s+you)?|emits|prints|"
                         r"spits\s+out|says|writes|does)\b", _I)


def _tool_named(d: Directive, term: Term) -> ToolKind | None:
    """The kind of the tool a directive's term names (`tool_kinds`), when it is named as the
    tool for its kind's work: not a part of it ("`pytest` fixtures"), not a word used for
    something else ("`black` for the text"), not a line of a file the change edits ("in the
    Dockerfile, use `pip`")."""
    found = tool_kind(term.text, d.said_in or d.sentence)
    # A name the agent's message held ("always do that" after "switched the tests to `pytest`
    # fixtures") comes without the words around it there, which may name a part of the tool.
    if found is None or d.form == "reply" or in_a_file(d.said_in or d.sentence):
        return None
    said = d.phrase or d.said_in or d.sentence
    at = said.lower().find(term.text.lower())
    after = said[at + len(term.text):].lstrip("`") if at >= 0 else ""
    after = _WHEN_AFTER.sub("", after)  # "... to `gradle` two years ago": when, no part of it
    after = _ITS_OUTPUT.sub("", after)  # "whatever `prettier` outputs": the tool, run
    if _NAMES_ITS_PART.match(after) or not for_its_work(found, after):
        return None
    return found


def _output_of(d: Directive, term: Term) -> bool:
    """ "whatever `php-cs-fixer` spits out": the term is a program whose output is the way; its
    name is no word the change must hold."""
    said = d.phrase or d.said_in or d.sentence
    at = said.lower().find(term.text.lower())
    return at >= 0 and _ITS_OUTPUT.match(said[at + len(term.text):].lstrip("`")) is not None


def _one_of_its_kind(d: Directive, found: ToolKind) -> list[Judge]:
    """ "we only use pnpm", "stick with `poetry`", "we lint with ruff": which tool of its kind
    (`tool_kinds`) the agent runs, in work that runs one of that kind, and the one it replaces
    is not run; no word every answer must say, and no name every change must add."""
    tool = " ".join(d.terms[0].text.strip("`").lower().split())
    out: list[Judge] = [Runs(command=tool, pattern=runs_any(found.commands),
                             when_run=runs_any(found.all_commands),
                             says=f"when it runs a {found.kind}, the agent runs `{tool}`",
                             rule=f"Use `{tool}` as the {found.kind}.")]
    # "we ditched `eslint` and `prettier` for `biome`": each tool of the kind left is not run.
    rivals = [t for t in d.replaced[1:] if found.typed(" ".join(t.text.strip("`").lower().split()))]
    for term in [*d.replaced[:1], *rivals]:
        other = " ".join(term.text.strip("`").lower().split())
        if found.typed(other) and other != tool:
            out.append(DoesNotRun(command=other, pattern=runs_any(found.typed(other))))
        elif (term.code or names_code(term.text)) and tool_kind(other) is None:
            # "`pytest`, not `unittest`", "pytest here, not unittest": what it replaces is no
            # tool of the kind, but code the change leaves out.
            out.append(AddsNothingMatching(term=term.text, pattern=_plain_pattern(term)))
    return out


# "`pnpm` or `yarn`", "`ruff`/`flake8`", "either `jest` or `vitest`": tools offered as
# alternatives, of which the agent runs one.
_ALTERNATIVES = re.compile(r"\bor\b|\beither\b|`\s*/\s*`", _I)


def _each_of_its_kind(d: Directive, found: ToolKind) -> list[Judge]:
    """ "always use `black`, `isort`, `ruff` and `mypy`": each tool of a list asked for is run
    in work that runs one of its kind, not the first alone. Tools offered as alternatives, a
    list that also names what is no tool, or one said against what it replaces keep the
    reading of the first."""
    out = _one_of_its_kind(d, found)
    if len(d.terms) < 2 or d.replaced or _ALTERNATIVES.search(d.phrase or d.sentence):
        return out
    kinds = [_tool_named(d, term) for term in d.terms[1:]]
    if any(k is None for k in kinds):
        return out
    for term, kind in zip(d.terms[1:], kinds, strict=True):
        if kind is not None:
            out.extend(_one_of_its_kind(replace(d, terms=(term,)), kind))
    return out


def _not_run(d: Directive) -> list[Judge]:
    """ "never use `npm`", "we don't use yarn here", "no poetry": a tool of a kind banned is a
    tool the agent does not run, each of those listed ("never `npm` or `yarn`"); no word the
    change must leave out (its README may well name it)."""
    out: list[Judge] = []
    for tool in tools_listed(d.phrase or d.terms[0].text):
        found = tool_kind(tool)
        if found is not None:
            out.append(DoesNotRun(command=tool, pattern=runs_any(found.commands)))
    return out


def _a_tool_banned(d: Directive) -> bool:
    """A ban of using a tool of a kind whose ban is of running it: a test runner banned is as
    often the code written for it ("never use `unittest`": no `TestCase`), so it keeps the
    reading of code."""
    if d.polarity != "avoid" or d.verb != "use" or not d.terms:
        return False
    found = _tool_named(d, d.terms[0])
    return found is not None and "test runner" not in found.kind


# "in the description", said of a pull request named in the same clause.
_IN_ITS_DESCRIPTION = re.compile(r"\b(?:pr|pull request|merge request)s?\b[^.;]*\b(?:in|to|into)"
                                 r"\s+(?:the|its|their)\s+(?:description|body|summary|title)\b",
                                 _I)


def _text_of_a_message(d: Directive) -> bool:
    """Does the directive ask for text in a commit message or in a pull request's title or
    description? No line of the change holds it, so a check that the diff adds it would fail
    all the work done right. (Text kept out of a message is kept out of the diff as well:
    "no, we never skip CI", said of adding `[skip ci]` to the commit message.)"""
    return d.polarity == "do" and bool(OF_A_MESSAGE.search(d.sentence)
                                       or _IN_ITS_DESCRIPTION.search(d.sentence))


def judges_of(d: Directive) -> list[Judge]:
    """The judges one directive asks for: of a command said of a place where another program
    runs it ("always use `npm ci` in CI", "the Makefile should call `go vet`"), the lines the
    change adds to that place's files (`places.py`), not the agent's own runs."""
    out = _judges_of(d)
    said = place_in(d.sentence, d.said_in or d.sentence) if _names_a_command(d) else None
    if said is not None and d.polarity == "avoid" and _WITHOUT_A_FLAG.search(d.sentence):
        # "in Jenkins, never run `mvn deploy` without `-DskipTests=false`": the run without the
        # flag, which is no ban of the command
        return []
    return out if said is None else _in_its_place(out, said, d)


# "without `--dry-run`", "without `-DskipTests=false`": a flag the run goes without.
_WITHOUT_A_FLAG = re.compile(r"\bwithout\s+`-", _I)
# The verbs a command is run with, whatever its name looks like ("call `flock`").
_RUN_VERB = frozenset({"run", "call", "invoke", "execute"})


def _names_a_command(d: Directive) -> bool:
    """Is the directive about a command: one run ("run the e2e suite"), or a term typed as one
    ("`npm ci`", "`go vet ./...`"), or a tool's name?"""
    return d.verb == "run" or any(t.code and not is_flag(t.text) and (
        d.verb in _RUN_VERB or is_command_line(t.text) or is_typed_command(t.text)
        or is_tool(t.text)) for t in (*d.terms, *d.replaced))


def _in_its_place(out: list[Judge], said: Said, d: Directive) -> list[Judge]:
    """The judges of a rule about a command said of a place where another program runs it: a
    run asked for or banned is a line the place's files hold or leave out, and a line of code is
    kept to those files; nothing when no path shows them, when the place is the only one the
    command may run in ("run `npm publish` in CI only"), and for a check named in words ("run
    the tests in CI"), which no line holds."""
    if said.place.files is None or said.only:
        return []
    typed = [t.text.strip("`").lower() for t in (*d.terms, *d.replaced) if t.code]
    placed: list[Judge] = []
    for judge in out:
        if isinstance(judge, Runs):
            # a command typed in the words, not a check they name ("the e2e suite")
            named = any(judge.command.lower().startswith(t) for t in typed)
            written = _written_in(judge, bool(d.replaced)) if named else None
            if written is None:
                continue
            judge = written
        elif not isinstance(judge, AddsMatching) or (
                type(judge) is AddsMatching and not d.replaced and tool_kind(judge.term)):
            continue  # "in CI we use `pnpm`": see `_written_in`
        judge.reach = judge.reach or said.words
        placed.append(judge)
    return placed


def _written_in(run: Runs, rival: bool) -> AddsMatching | None:
    """A run of a command as a line a file holds (or, banned, leaves out); a command with flags
    is judged where the file runs the command ("`pip install`" without `--no-cache-dir`). The
    tool of a kind the place uses ("in CI we use `pnpm`") is judged only against the rival
    named: a file that runs no tool of the kind, or runs another to set it up (`npm i -g
    pnpm`), breaks no such rule, and no line shows which."""
    command = run.command
    if not (is_typed_command(command) or is_command_line(command) or is_tool(command)):
        return None
    if isinstance(run, DoesNotRun):
        return AddsNothingMatching(term=command, pattern=run.pattern)
    words = command.split()
    at = next((i for i, w in enumerate(words) if w.startswith("-")), 0)
    if run.when_run and not at and not rival:
        return None
    return AddsMatching(term=command, pattern=run.pattern,
                        instead_of=" ".join(words[:at]) if at else "")


# A command named as the means of other work: "... with `make openapi`", "using `buf generate`".
_BY_MEANS_OF = r"\b(?:with|using|via|through)\s+`?{term}`?(?![\w-])"


def _judges_of(d: Directive) -> list[Judge]:
    """The judges one directive asks for, of its kind of check."""
    if (typed := _git_typed_off_a_branch(d)) is not None:
        return _git_action(typed)
    if d.polarity == "do" and d.verb in ("run", "use") and d.terms \
            and traces_the_shell(d.terms[0].text):
        # "use `set -x` when you debug": a switch for one session, which the script should not
        # keep and which run alone shows nothing a check could see. Banned ("no `set -x` in
        # deploy scripts") it is a line the scripts leave out, read as any line.
        return []
    if d.verb in ("run", "use") and d.terms and sets_its_shell(d.terms[0].text):
        # "every script starts with `set -euo pipefail`": a line the scripts hold, whatever the
        # verb; an agent running it alone changes nothing a check could see.
        return _code(replace(d, verb="use"))
    if d.verb == "run":
        return _runs(d)
    if d.verb in OPERATIONS:
        return _git_done(d) if d.polarity == "do" else []
    if d.verb == NAMES_BRANCHES:
        return _branches_named(d)
    # "apply migrations with `alembic upgrade head`": a command applied is run ("add `npm ci` to
    # the workflow" writes it into the change).
    if d.polarity == "do" and d.verb in _TOOL_VERBS and d.terms \
            and (found := _tool_named(d, d.terms[0])) is not None:
        return _each_of_its_kind(d, found)
    if d.polarity == "do" and d.terms and _output_of(d, d.terms[0]):
        return []  # "whatever `rustfmt` gives you", of a tool of no kind known: nothing to add
    if _a_tool_banned(d):
        return _not_run(d)
    if d.polarity == "do" and d.verb in ("use", "prefer", "switch to", "stick to", "stick with",
                                         "go with", "apply") \
            and d.terms and (is_command_line(d.terms[0].text) or is_script(d.terms[0].text)
                             or FLAGGED_COMMAND.fullmatch(d.terms[0].text)):
        # "always use `set -euo pipefail` in shell scripts": a line those files hold, not a
        # command the agent runs
        said = d.said_in or d.sentence
        return _code(d) if in_a_file(said) and of_a_kind_of_file(reach_of(said)) \
            else _use_commands(d)
    if d.polarity == "do" and d.verb == "add" and d.terms and is_command_line(d.terms[0].text) \
            and re.search(_BY_MEANS_OF.format(term=re.escape(d.terms[0].text.strip("`"))),
                          d.phrase or d.sentence, _I):
        # "add the endpoint and regenerate the client with `make openapi`": the command is
        # how other work is done, run, not a line the change adds.
        return _use_commands(d)
    if d.verb in _GIT_VERBS and d.polarity == "avoid":
        return _git_action(d)
    if d.verb == "touch":
        return _files(d)
    if d.verb == "edit":
        return _edits(d)
    if d.verb == "log":
        return _not_logged(d)
    if d.verb == "catch":
        return _not_caught(d)
    if _of_flags(d):
        return _flag_of(d)
    if _text_of_a_message(d):
        return []
    named = _rivals_named(d)
    if named is not None:
        return named
    if any(t.code for t in (*d.terms, *d.replaced)) or d.form in ("replacement", "deprecation"):
        return _code(d)
    return _words(d)


def _versions_of_one(a: str, b: str) -> bool:
    """ "junit5 over junit4", "vue3, not vue2": two versions of one name, which the code that
    uses either need not spell."""
    letters = [re.sub(r"[\d.]+", "", t.strip("`").lower()) for t in (a, b)]
    return letters[0] == letters[1] and a.lower() != b.lower()


def _rivals_named(d: Directive) -> list[Judge] | None:
    """ "go with axios instead of fetch", "prefer dataclasses over namedtuples", "pathlib
    rather than `os.path`": a name chosen over its rival in plain words reads as it does in
    backticks, when the words name code (`names_code`): one of two plain sides, and the other a
    name too or one thing ("fetch", "moment": a word of prose that, set against a library,
    names its rival); a plain side set against code, on its own. Two words of prose ("tabs over
    spaces"), a kind of thing ("httpx, not requests"), a word of programming in general
    ("monorepo") or a language or system ("kotlin rather than java") keep the reading of
    words. None when the directive is no such choice."""
    if d.polarity != "do" or d.verb not in _TOOL_VERBS or not d.terms or not d.replaced:
        return None
    chosen, rival = d.terms[0], d.replaced[0]
    plain = [t for t in (chosen, rival) if not t.code]
    if not plain or any(t.alternatives for t in (chosen, rival)) \
            or any(names_no_library(t.text) for t in plain):
        return None
    if len(plain) == 1:
        named = names_code(plain[0].text)
    else:
        named = any(names_code(t.text) for t in plain) and all(
            names_code(t.text) or (names_one_thing(t.text) and not names_a_kind(t.text))
            for t in plain)
    if not named or _versions_of_one(chosen.text, rival.text):
        return None
    out = _code(replace(d, terms=(replace(chosen, code=True), *d.terms[1:]),
                        replaced=(replace(rival, code=True), *d.replaced[1:])))
    said_plain = {t.text for t in plain}
    for judge in out:
        if isinstance(judge, AddsMatching) and judge.term in said_plain:
            # "namedtuples": code writes the construct in the singular (`namedtuple(`).
            judge.pattern = _plain_pattern(Term(judge.term, False))
    return out


# -- the form of the answer or the message ---------------------------------------------------------

CONVENTIONAL_TYPES = ("feat", "fix", "docs", "style", "refactor", "perf", "test", "build", "ci",
                      "chore", "revert")
CONVENTIONAL_PATTERN = rf"^(?:{'|'.join(CONVENTIONAL_TYPES)})s?(?:\([^)\n]*\))?!?:\s+\S"
_FIRST_LINE = re.compile(r"\b(subject(?: line)?|first line|title|headline|summary line)s?\b", _I)
# A clause about the answer or a message, not about what the code should print.
_ABOUT_ANSWER = re.compile(
    r"\b(?:answer|reply|response|summary|summari[sz]e|description|message|subject|title|"
    r"changelog|release notes|explanation|write-?up|notes|it|that|this|them|list)\b", _I)
# A message whose lines a limit may be about: the answer, a commit or a pull request's text.
_MESSAGE = re.compile(r"\b(?:commit|message|answer|reply|response|summary|description|"
                      r"write-?up|release notes)\b", _I)
_MAX_ANSWER_WORDS = 10  # longer clauses about form are usually a specification of the work
# "add a `--json` flag that prints the fields as JSON", "the endpoint returns a numbered list":
# the form of what the program the work changes prints or returns, not of the answer. A flag, a
# place the program's output goes, or a verb of it in the third person says so; the imperative
# ("print it as JSON", "give me the output as JSON") is still asked of the answer.
_PROGRAM_OUTPUT = re.compile(
    r"(?:^|\s)`?--?[a-z][\w-]*|\b(?:prints|outputs|emits|returns|writes|dumps|serializes|"
    r"serialises|renders|logs|responds|exports|saves|sends|produces|generates|accepts|parses|"
    r"loads|reads)\b|"
    # "the list of changed files as JSON": what the answer lists, not where the output goes.
    r"(?<!\bof\s)(?<!\bof\sthe\s)(?<!\bof\sall\s)\b(?:flags?|options?|endpoints?|api|apis|"
    r"routes?|handlers?|payloads?|stdout|stderr|(?:request|response) body|subcommands?)\b|"
    # "to a file", "into `out.json`": where the program's output goes.
    r"\b(?:to|into|in)\s+(?:(?:a|an|the)\s+)?(?:[\w-]+\s+)?files?\b|[\w/-]+\.json\b|"
    # "so I can pipe it to jq", "our dashboard ingests it": another program reads the output,
    # and no program reads the answer.
    r"\b(?:pipe|piped|piping|ingest|ingests|machine[- ]readable)\b|"
    # "make `report.py` print a numbered list", "have it output YAML": the thing made to print
    # is the program; "let me see it as bullets" is the person reading.
    r"\b(?:make|have|let|get)\s+(?!me\b|us\b)(?:\S+\s+){1,4}?(?:print|output|return|emit|"
    r"write|render|respond|export|dump|log|produce|generate|display)\b", _I)


# "the bot should answer in under 50 words", "the generated summary should be under 200 words",
# "each notification should be under 20 words": the form of a thing the work builds, said of it
# as the subject, is its specification, not the form of the agent's answer.
_BUILT_THING = re.compile(
    r"^\W*(?:the|our|its|their|each|every|all|any|a|an)\s+(?:[\w'’-]+\s+){0,2}?(?:"
    r"(?:generated|auto-?generated|rendered|exported|outgoing|automated)\s+[\w-]+|bots?|"
    r"chatbots?|templates?|e-?mails?|tooltips?|pages?|screens?|buttons?|labels?|banners?|"
    r"notifications?|popups?|pop-ups?|modals?|dialogs?|widgets?|cards?|toasts?|alerts?|"
    r"forms?|prompts?|emails?|newsletters?|digests?|reports?|dashboards?|sidebars?|menus?|"
    r"placeholders?|headers?|footers?|onboarding\s+[\w-]+)s?\b[^,;]{0,40}?\s+"
    r"(?:should|must|has to|have to|needs?|will|shall|is to|are to|gets?|has|have|shows?|"
    r"uses?|contains?|lists?)\b", _I)
_ANSWERS_SUBJECT = re.compile(r"^\W*(?:your|the)\s+(?:answer|reply|response|summary|"
                              r"explanation|write-?up)s?\b", _I)


@dataclass(frozen=True)
class FormRule:
    name: str
    pattern: re.Pattern[str]
    build: Callable[[re.Match[str], str], list[Judge]]
    # Words every match of `pattern` holds one of (read without regard to case, as the
    # pattern is): a clause with none of any rule's is not read further.
    cue: str
    anywhere: bool = False   # also in a long clause that does not speak of the answer


def _g(m: re.Match[str], *names: str) -> str:
    return next((m.group(n) for n in names if n in m.re.groupindex and m.group(n)), "")


def _conventional(m: re.Match[str], _: str) -> list[Judge]:
    return [Pattern(pattern=CONVENTIONAL_PATTERN, line=1, on="commit",
                    # A template with the convention's own example: even a small model
                    # follows that better than the convention's name.
                    rule="Write the subject line as `feat: <summary>` or `fix: <summary>` "
                         "(conventional commits), for example `feat: add a search box`.")]


def _line_chars(m: re.Match[str], clause: str) -> list[Judge]:
    limit = int(m.group("n1") or m.group("n2"))
    where = _FIRST_LINE.search(clause)
    if where:
        name = where.group(1).lower()
        name = "subject line" if name == "subject" else name
        return [LineLength(line=1, limit=limit, on="commit",
                           rule=f"Keep the {name} under {limit} characters.")]
    message = _MESSAGE.search(clause)
    if message and re.search(r"\blines?\b", clause, _I):
        # "wrap the commit message lines at 72 characters"; lines of code ("keep lines under
        # 120 characters") are no message's, and no judge reads their length.
        return [LineLength(line=0, limit=limit, on="commit" if "commit" in message.group(0).lower()
                           else "answer", rule=f"Keep every line under {limit} characters.")]
    return []


def _max_words(m: re.Match[str], _: str) -> list[Judge]:
    return [MaxWords(limit=int(m.group("n1") or m.group("n2")))]


def _min_words(m: re.Match[str], _: str) -> list[Judge]:
    return [MinWords(limit=int(m.group("n")))]


def _format(name: str) -> Callable[[re.Match[str], str], list[Judge]]:
    return lambda m, s: [Format(format=name)]


def _sections(m: re.Match[str], _: str) -> list[Judge]:
    found = _g(m, "names", "list")
    names = [p.strip().strip("\"'`“”").strip() for p in re.split(r",|\band\b", found)]
    names = [n for n in names if 0 < len(n) <= 40]
    return [RequiredSections(sections=names)] if names else []


def _commits(m: re.Match[str], _: str) -> list[Judge]:
    said = _g(m, "count", "count2").lower()
    count = {"two": 2, "three": 3, "four": 4, "five": 5}.get(said)
    if count is None:
        count = int(said) if said.isdigit() else 2
    return [Commits(count=max(2, count))]


# "... unless it's a big refactor", "..., except when the PR touches the schema": one commit with
# a case left out, which a line of "one commit" alone would drop; "... and then the docs in a
# second commit": one commit of a part, with another beside it. Either way no single commit is
# asked of all the work, and a rule written without its exception is a wrong lesson. Read over the
# whole sentence: its clauses are read apart.
_ONE_COMMIT_BUT = re.compile(r"\b(?:unless|except|excepting|other\s+than|apart\s+from|but\s+not|"
                             r"only\s+if)\b|\b(?:second|another|separate|other|next|extra|"
                             r"follow-?up|two|2)\s+(?:[\w-]+\s+)?commits?\b", _I)


_NAMING = (NameCase, TestFilesNamedLike)
# "our constants ...", "all our branches ...": every name of a kind the team makes.
_OURS_OF_A_KIND = re.compile(r"^\W*(?:all\s+(?:of\s+)?)?our\s+(?!own\b)[a-z]", re.I)


def _name_case(m: re.Match[str], clause: str) -> list[Judge]:
    return case_judges(clause)


def _test_files_named(m: re.Match[str], clause: str) -> list[Judge]:
    return test_file_judges(clause)


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, _I)


# How an ask of one commit opens: politeness, "also", or "always" for a rule of it.
_ASKED_OPENING = (r"(?:(?:please|pls|and|also|then|now|just|can\s+you|could\s+you|always|"
                  r"from\s+now\s+on,?)\s+)*")
# All of the work, or nothing said ("your fixups" squashed, or "the migration", is a part of it).
_ALL_THE_WORK = (r"(?:it|them|this|these|those|that|everything|(?:it\s+)?all(?:\s+of\s+"
                 r"(?:it|them))?|(?:all\s+)?(?:the|my|these|those)\s+(?:whole\s+)?"
                 r"(?:work|changes?|commits|branch))")
# Every commit of the work, by a determiner alone ("all the commits", "my commits").
_ALL_THE_COMMITS = r"(?:all\s+(?:of\s+)?)?(?:(?:the|my|these|those|your)\s+)?commits"
# Where an ask of one commit ends: the clause, or a word of when or how it is asked ("make it
# one commit before you push"), not a thing of that commit ("make this one commit smaller").
_ENDS_THE_ASK = (r"(?!\s+(?!(?:before|after|please|pls|and|then|first|when|once|instead|only)\b)"
                 r"\w)")
# One commit counted, not a thing of one commit ("one commit message", "the one commit's
# hash") nor one for each of several ("one commit per service", "... for each package").
_ONE_COMMIT = (r"(?:just\s+)?(?:one|a\s+single|1)\s+commit\b(?!'s|\s+(?:message|subject|title|"
               r"hash|per|each|for\s+(?:each|every))\b)")
_LIMIT = (r"(?:under|at most|no more than|not more than|less than|fewer than|max(?:imum)?"
          r"(?: of)?|within|up to|below)")
FORM_RULES: tuple[FormRule, ...] = (
    FormRule("conventional commits", _rx(r"\bconventional[- ]commits?\b|"
                                         r"\bfeat(?:\([\w-]*\))?:.{0,40}\bfix(?:\([\w-]*\))?:|"
                                         r"\bfix(?:\([\w-]*\))?:.{0,40}\bfeat(?:\([\w-]*\))?:"),
             _conventional, cue="conventional|feat", anywhere=True),
    # "separate commits please" asks for them; "the individual commits" are ones already made
    # ("they want the individual commits kept", "push my separate commits"), no count of the
    # work's.
    FormRule("in N commits", _rx(r"\b(?:in|into|as)\s+(?P<count>two|three|four|five|\d+|"
                                 r"separate|individual|multiple)\s+commits\b|"
                                 r"(?<!\bthe\s)(?<!\bmy\s)(?<!\bour\s)(?<!\byour\s)"
                                 r"(?<!\bthose\s)(?<!\bthese\s)(?<!\btheir\s)"
                                 r"\b(?P<count2>separate|individual)\s+commits\b"),
             _commits, cue="commits", anywhere=True),
    # "squash it into one commit", "a single commit please", "put it all in one commit": one
    # commit asked for by its count. "squash" alone is also a way to merge ("always squash"):
    # only the commit counted says which.
    # Asked by a verb of committing that opens the clause, not told of a commit that exists
    # ("the bug came in one commit", "it's all in one commit already").
    FormRule("one commit", _rx(
        rf"^\W*{_ASKED_OPENING}(?:squash|put|commit|land|fold|combine|collapse|push|ship|do)\s+"
        rf"(?:{_ALL_THE_WORK}(?:\s+(?:down|together|up))?\s+)?(?:in|into|as|to)\s+"
        rf"{_ONE_COMMIT}|"
        # "make it one commit", "keep it to a single commit": the work made or kept so
        rf"^\W*{_ASKED_OPENING}(?:make|keep)\s+{_ALL_THE_WORK}\s+(?:(?:in|into|as|to)\s+)?"
        rf"{_ONE_COMMIT}{_ENDS_THE_ASK}|"
        # "squash all the commits into one": the commits squashed, counted with no noun after
        # the count ("the fixup commits" are a part of the work, and "the two migrations
        # into one" no commits at all)
        rf"^\W*{_ASKED_OPENING}(?:squash|combine|collapse|fold)\s+{_ALL_THE_COMMITS}\s+"
        r"(?:down\s+)?(?:in|into|to)\s+(?:just\s+)?(?:one|a\s+single(?:\s+one)?)\b"
        rf"{_ENDS_THE_ASK}|"
        r"^\W*(?:just\s+)?(?:one|a\s+single|single)\s+commit\s*,?\s+(?:please|pls|only)\b"),
             lambda m, s: [OneCommit()], cue="commit", anywhere=True),
    FormRule("line length", _rx(
        rf"\b{_LIMIT}\s+(?P<n1>\d{{1,4}})\s*(?:characters|chars?)\b|\b(?P<n2>\d{{1,4}})\s*"
        r"(?:characters|chars?)\s+(?:or less|or fewer|max(?:imum)?|at most)\b"), _line_chars,
        cue="char", anywhere=True),
    FormRule("max words", _rx(
        rf"\b{_LIMIT}\s+(?P<n1>\d{{1,5}})\s+words\b|\b(?P<n2>\d{{1,5}})\s+words\s+(?:or "
        r"less|or fewer|max(?:imum)?|at most)\b"), _max_words, cue="words"),
    FormRule("min words", _rx(r"\b(?:at least|no fewer than|minimum(?: of)?)\s+(?P<n>\d{1,5})"
                              r"\s+words\b"), _min_words, cue="words"),
    FormRule("as JSON", _rx(r"\b(?:as|in|into|respond with|reply with|give me)\s+(?:valid\s+|"
                            r"a\s+|an\s+|raw\s+)?json\b|\bjson\s+(?:only|output)\b"),
             _format("json"), cue="json"),
    FormRule("as bullets", _rx(r"\b(?:as|in|with|use)\s+(?:a\s+)?bullet(?:ed)?(?:[- ]?points?|"
                               r"[- ]list)?\b|\bbullet(?:ed)?[- ]?(?:points|list)\b|^\W*bullets\b"),
             _format("bullets"), cue="bullet"),
    FormRule("numbered", _rx(r"\bnumbered (?:list|steps)\b"), _format("numbered"), cue="numbered"),
    FormRule("code block", _rx(r"\bin an? (?:fenced )?code block\b"), _format("code_block"),
             cue="code block"),
    FormRule("sections", _rx(r"\b(?:include|add|with|have|needs?|must have|should have|contain)\s+"
                             r"(?:a|an|the)\s+[\"'“]?(?P<names>[A-Za-z][\w &/-]{0,40}?)[\"'”]?\s+"
                             r"(?:section|heading|header)\b|\bsections?\s*(?:called|named|:)\s+"
                             r"(?P<list>[^.;\n]{2,200})"), _sections,
             cue="section|heading|header"),
    # "function names are snake_case", "use kebab-case for branch names": a style said of a
    # kind of name, wherever the clause says it.
    FormRule("name case", _rx(rf"^.*?(?<![\w-])(?:{STYLE_SAID})(?![\w-])"), _name_case,
             cue="case|caps", anywhere=True),
    # "test files should be named foo_test.go": test files named by example.
    FormRule("test files named like",
             _rx(r"\b(?:tests?|specs?)\b.*"),
             _test_files_named, cue="test|spec", anywhere=True),
)
# Most clauses say nothing of form: one look for the cues spares them every rule's, and that
# look runs only where a word of the cues is (`Gated`).
_FORM_CUES = Gated("|".join(rule.cue for rule in FORM_RULES))


# "commit subjects in the upstream repo follow Conventional Commits": the form of another
# project's work, told, not asked of this one.
# "conventional commits are what the upstream project uses": whichever way round it is said.
_OTHERS_FORM = re.compile(r"\b(?:in|of|for|at)\s+(?:the\s+)?(?:upstream|their|another|other|"
                          r"someone else'?s)\b[^,;]*?\s(?:follow|follows|use|uses|are|is)\b|"
                          r"\b(?:upstream|their|another|other|someone else'?s)\s+(?:[\w-]+\s+)?"
                          r"(?:follow|follows|followed|use|uses|used)\b", _I)


def form_judges(clause: str) -> list[tuple[FormRule, Judge]]:
    """Judges of the answer's or the message's form in one clause; rules run in table order and
    words one rule used are not read again."""
    if _FORM_CUES.search(clause) is None:
        return []
    short = len(clause.split()) <= _MAX_ANSWER_WORDS
    about = (short or _ABOUT_ANSWER.search(clause) is not None) \
        and _PROGRAM_OUTPUT.search(clause) is None \
        and (_BUILT_THING.match(clause) is None or _ANSWERS_SUBJECT.match(clause) is not None)
    used: list[tuple[int, int]] = []
    out: list[tuple[FormRule, Judge]] = []
    for rule in FORM_RULES:
        if not (rule.anywhere or about):
            continue
        for m in rule.pattern.finditer(clause):
            if any(m.start() < end and start < m.end() for start, end in used):
                continue
            found = rule.build(m, clause)
            if found:
                used.append(m.span())
                out.extend((rule, judge) for judge in found)
    return out


# -- the exchange: "yes, do that" ------------------------------------------------------------------

_CONSENT = re.compile(
    r"^\W*(?:y(?:es|eah|ep|up)|sure|ok(?:ay)?|sounds good|looks good|lgtm|go ahead|go for it|"
    r"do it|please do|do that|let'?s do (?:it|that|this)|perfect|great|agreed|that works|"
    # "Should I also run `go vet`?" "always": a habit word alone is the yes, said for good, and
    # "just this once" the yes for the work at hand; asked back ("always?") it is no answer.
    r"please|(?:always|every time|each time)(?![^?]*\?)|(?:just |only )?this once|"
    r"just this time)\b(?:[\s,.!-]+(?:please|go ahead|do it|do that|yes|thanks|let'?s do it|sure|"
    r"and|always|from now on|going forward|every time|without asking(?: me)?(?: first)?|"
    # "yes every time you touch terraform": each time the work comes to it.
    r"(?:every|each) time (?:you|we) [a-z]+(?: [\w./-]+){0,2}|"
    # "yes, always before pushing": the point of the work it comes at, which the check holds
    # ("after a merge" it holds no point of, and would be said wider).
    r"before (?:(?:you|we) [a-z]+(?: [\w./-]+){0,2}|(?:every|each) [a-z]+|"
    r"[a-z]+ing(?: (?:an?|the|any) [a-z][\w-]*)?)|"
    # "yes, just in this test": a yes for the work at hand, and nothing more.
    r"(?:just|only) (?:here|this (?:once|time)|(?:in|for) this (?:test|file|function|one|module|"
    r"component|class|service|package|endpoint|method|page|script|case))|"
    # "yes, this component only": kept to the place the proposal names.
    r"(?:(?:in|for) )?this (?:test|file|function|one|module|component|class|service|package|"
    r"endpoint|method|page|script|case) only|"
    r"for now|this time))*\W*$", _I)
# "yeah that makes sense, do it", "ok let's go with your suggestion": a yes in other words. It
# opens with agreement and says nothing else than agreement, politeness and words that point
# back at the proposal; a word of its own ("do it in the other module") makes it more than a yes.
_AGREES_WORDS = """yes yeah yep yup ya sure ok okay agreed agree perfect great good nice cool fine
lgtm absolutely definitely go please pls sounds"""
_POINTING_BACK_WORDS = """that this it that's it's thats its do go ahead for with thanks thank you
let's lets let us your the suggestion suggested proposal proposed approach plan idea way change
changes fix make apply implement and then all of them those these too also as well same one
looks makes sense works i i'd id like want would love proceed continue now from on always going use
forward in future every time we all every here prefer everywhere switch swap each single add
include"""
_AGREES = frozenset(_AGREES_WORDS.split())
_POINTING_BACK = _AGREES | frozenset(_POINTING_BACK_WORDS.split())


# "of course": a yes in two words.
_OF_COURSE = re.compile(r"\bof course\b", _I)
# "same as before", "like last time", "as always": the proposal is what was done before, said
# again; the habit word in it ("always", "every time") is still read as one.
# "match what you did there": the same, said by the deed.
_AS_BEFORE = re.compile(r"\bmatch what you did(?:\s+(?:there|before|last time|earlier))?\b|"
                        r"\b(?:(?:the )?same as|just like|like|as)\s+(?:before|last time|always|"
                        r"usual|every time|the last (?:one|time))\b", _I)


def _agrees(text: str) -> bool:
    # "on every builder", "everywhere we touch dates": where a yes reaches is no word of its own.
    text = _PLACE_OF_REACH.sub(" ", _REACH.sub(" ", text))
    # Said first, "same as before" is itself the yes to doing it again.
    text = _AS_BEFORE.sub(lambda m: (" yes" if not text[:m.start()].strip(" ,.!-") else "") + (
        " always " if re.search(r"always|every", m.group(0)) else " "),
        _OF_COURSE.sub(" yes ", text))
    ws = re.findall(r"[a-z']+", text.lower())
    # "always, yes": the habit word said first, then the yes ("always? yes" asks back first).
    # "always. that's the rule": the habit word alone, once its reach is read past.
    opens = ws[0] in _AGREES or (ws[0] == "always" and "?" not in text
                                 and (len(ws) == 1 or any(w in _AGREES for w in ws[1:]))) \
        if ws else False
    return opens and all(w in _POINTING_BACK for w in ws) and len(ws) <= 14


# "no, never run that without asking", "don't ever run that", "never run that yourself": the
# proposal turned down by a verb of doing it and a pronoun that points at it; "yourself" leaves
# it to the person, "without asking" until the person says so, and the flag is the one the
# proposed command is run with (`_THAT_FLAG`).
_THAT_REFUSED = (r"(?:you (?:should|must) )?(?:don'?t|do not|never)(?: ever)? "
                 r"(?:do|run|use|add|pass) (?:that|this|it)(?: one)?(?: (?:flag|option|switch))?"
                 r"(?: yourself)?(?: without asking(?: me)?(?: first)?)?(?: ever| again)?")
# "no, leave it": turning down what the agent proposed, and nothing more.
_REFUSAL = re.compile(
    rf"^\W*(?:(?:god|hell)\s+no|no|nope|nah|no thanks|no thank you|{_THAT_REFUSED}|"
    # "Should I also bump the version?" "never": the no, said for good in one word.
    r"please don'?t|don'?t|no need|never(?: ever)?)\b(?:[\s,.!-]+"
    r"(?:thanks|thank you|please|don'?t|do not|never|no need|not needed|leave it|keep it|"
    # "no, we don't do that here": turned down as something the team does not do.
    r"we (?:don'?t|do not|never|wouldn'?t|won'?t) (?:do|use|want|like|need|add) (?:that|this|"
    r"it|those|these|them)(?: here| in this (?:repo|repository|codebase|project))?|"
    r"(?:leave|keep) (?:it|them) as (?:it is|they are|is)|(?:leave|keep) them|it'?s fine|"
    r"that'?s fine|"
    # "no, stay on `requests`": the proposal turned down by what it would have replaced.
    r"(?:keep using|stay (?:on|with)|stick (?:with|to)) `[^`\n]+`|"
    rf"don'?t do that|never do that|not that|always|ever|from now on|going forward|{_THAT_REFUSED}|"
    # "no, never in library code": where the no holds, a kind of code the reach is kept to.
    r"(?:never|not) (?:in|outside(?: of)?) (?:(?:the|any|our) )?(?:[a-z]+ )?(?:code|tests)"
    # "never run that yourself?": asked back, no refusal.
    r"))*[^\w?]*$", _I)
# "no, never do that", "don't, ever": a no said for good.
_NEVER_SAID = re.compile(r"\b(?:never|ever)\b", _I)
# "don't run that": the proposed command turned down by the verb of running it.
_RUN_THAT = re.compile(r"\b(?:don'?t|do not|never)(?: ever)? run (?:that|this|it)\b", _I)
_THAT_FLAG = re.compile(r"\b(?:that|this) (?:flag|option|switch)\b", _I)
_PROPOSAL = re.compile(
    r"(?:want me to|should i|shall i|would you like me to|do you want me to|i can|i could|"
    r"i'?d suggest|i suggest|i recommend|i'?d recommend|let me know if you(?:'d like| want) me "
    r"to|should we|shall we|(?:i'?m )?happy to|we could(?: also)?|ok(?:ay)? to|"
    # "the cleanest fix would be to X", "recommendation: X", "I'd go with X" (the verb stays).
    r"\b(?:the|a|one)\s+(?:\w+\s+)?(?:fix|option|approach|way|solution)\s+(?:is|would be|"
    r"will be)\s+to|(?:^|\n)\W*(?:recommendation|suggestion|suggested fix|proposed fix)\s*:|"
    r"\bi'?d(?=\s+(?:go with|use|pick)\b))\s+"
    r"(?P<what>(?:[^?.!\n]|\.(?=[\w(`])){4,200})", _I)  # a dot inside code goes on
# "I'll use `moment` for the date math.": what the agent says it is about to do.
_PLAN = re.compile(r"(?:^|(?<=[.!:]\s))\s*(?:next,?\s+)?(?:i'?ll|i will|i'?m going to|i plan to)\s+"
                   r"(?P<what>(?:[^?.!\n]|\.(?=[\w(`])){4,200})[.!]?\s*$", _I)
# Asking whether a described change is all right.
_APPROVAL = (r"(?:ok(?:ay)?|alright|all right|sounds? (?:good|ok(?:ay)?|right)|does that (?:work|"
             r"sound (?:good|ok(?:ay)?|right))|good with (?:that|you)|fine(?: with you)?)")
# "Want me to do that?", "Shall I proceed?": the proposal is the sentence before.
_POINTS_BACK = re.compile(r"^(?:go ahead and\s+)?(?:do|make|apply|implement|try|go with|go "
                          r"ahead with)\s+(?:that|this|it|those|these|the (?:same|change|"
                          r"changes|fix|switch))(?:\s+(?:change|changes|for you|now|too))*\W*$|"
                          r"^(?:proceed|go ahead|continue)(?:\s+with (?:that|this|it|the (?:change|"
                          r"changes|fix|plan)))?\W*$|^" + _APPROVAL + r"\W*$|"
                          # "Shall I?", "Want me to?": asked of the sentence before.
                          r"^(?:shall|should) i\W*$|^want me to\W*$|"
                          # "Want me to switch?": the verb alone, its object said before.
                          r"^(?:switch|change|swap|migrate|convert)(?: (?:it|them|over))?\W*$", _I)
# "... Proceed?", "... OK?", "... Sound good?": asked on its own after the change was described.
_BARE_GO = re.compile(r"(?:^|(?<=[.!?:]\s))\s*(?P<what>proceed|go ahead|continue|"
                      + _APPROVAL + r"|(?:shall|should) i|want me to)\?\s*$", _I)
# "Want the same here?", "Same for these?", "Same now?": the agent offers to do again what it
# says it did before, in the sentence before the question (`_done_before`).
_SAME_AGAIN = re.compile(r"(?:^|(?<=[.!:]\s))\s*(?P<what>(?:(?:do you )?want(?: me to do)?\s+|"
                         r"(?:should|shall) i do\s+)?(?:the\s+)?same(?:\s+(?:thing|approach|way))?"
                         r"(?:\s+(?:here|now|again|(?:for|with|in)\s+(?:these|this(?:\s+one)?|"
                         r"them|th(?:is|ese)\s+[a-z]+)))?)\s*\?\s*$", _I)
# "same, always": the answer to "Same here?" said with its own word, as a yes.
_SAME_SAID = re.compile(r"^\W*(?:the\s+)?same\b(?!\s+as\b)", _I)
# How an agent words a change it could make, before the change itself.
_SUGGESTS = re.compile(r"^(?:(?:so|then|alternatively|instead),?\s+)?(?:i|we) (?:could|can|"
                       r"might|would|should)\s+|^(?:i'?d|i would) (?:suggest|recommend)"
                       r"(?: that we| we| you)?\s+|^(?:one|a (?:simpler|cleaner|better)) "
                       r"(?:option|fix|approach) (?:is|would be) to\s+|"
                       r"^(?:next,?\s+)?(?:i'?ll|i will|i'?m going to|i plan to|"
                       r"i'?m planning to|i'?d like to|i would like to|i want to)\s+|"
                       # "I'd rename X to Y. Shall I?": what the agent would do.
                       r"^(?:i'?d|i would)\s+(?!(?:rather|prefer|say|think|guess|like|love|"
                       r"need|have|be|not|never)\b)(?=[a-z]+\s)", _I)
# "if you want" closes an offer: the agent's politeness, not a condition on the change. (The
# spaces around the comma as `directives._PROJECT_SAID_LAST` explains.)
_IF_YOU_WANT = re.compile(r"(?<!\s)\s*+(?:,\s*+)?(?:if|when) you(?:'d)? (?:want|like|prefer)"
                          r"(?: it)?\W*$", _I)


_TO_A_NEW_PLACE = re.compile(
    r"^(?:extract|move|rename|convert|switch|change|refactor|migrate|split|wrap|turn|replace|"
    r"fold|merge|combine|collapse|rewrite)\b"
    r".{0,80}?\b(?:into|to|with|as|in)\s+(?P<new>.{1,120})|"
    # "silence this with X", "fix it using X": the means the change is made by.
    r"^(?:fix|silence|suppress|handle|solve|patch|guard|work around|disable|skip|mute|mark|"
    r"annotate|decorate)\b.{0,80}?\b(?:with|using)"
    r"\s+(?P<means>.{1,120})", _I)


def _destination(proposal: str, text: str) -> Directive | None:
    """ "extract it into `newServer()`", "move these to `internal/db`", "fold them into one
    with `X`": what the proposed change creates is the first code term after where it goes."""
    m = _TO_A_NEW_PLACE.match(re.sub(r"^(?:also|then|just)\s+", "", proposal.strip(), flags=_I))
    if not m:
        return None
    terms = [t for t in code_terms(m.group("new") or m.group("means")) if t.code]
    if not terms:
        return None
    return Directive(proposal, "do", "use", (terms[0],), form="reply",
                     phrase=m.group("new") or m.group("means"), said_in=text)


# "Option 2: use X", "2. **Use X** - ...", "B) keep X", "(b) return `null`": one of the options
# an agent lists.
_OPTION = re.compile(r"^\s*(?:[-*]\s+)?(?:\*\*|__)?(?:option|approach|choice)?\s*"
                     r"(?:\((?=[1-9a-d]\)))?"
                     r"(?P<n>[1-9]|[A-Da-d](?=\W))(?:[.):]|\*\*|\s+[-—–:])+\s*(?P<what>.+)$", _I)
_INLINE_OPTION = re.compile(r"(?:^|(?<=[\s:,;]))\((?P<n>[1-9]|[a-d])\)\s*(?P<what>[^()\n]+?)"
                            r"(?=\s*,?\s*(?:or\s+)?\((?:[1-9]|[a-d])\)|[.?!;](?:\s|$)|$)", _I)
# "Option 1: `pg_dump`. Option 2: `pg_basebackup`.": options named by the word inside one line,
# each up to the next or to the end of its sentence.
_NAMED_INLINE = re.compile(r"\b(?:option|approach|choice)\s+(?P<n>[1-9]|[a-d])\s*[:.)—–-]\s*"
                           r"(?P<what>[^\n]+?)(?=\s*[.,;]?\s*(?:or\s+)?(?:option|approach|"
                           r"choice)\s+(?:[1-9]|[a-d])\s*[:.)—–-]|[.?!;](?:\s|$)|$)", _I)
# "Two options: 1. switch it to `update!`, 2. keep it.": options numbered inside one line, as a
# harvest keeps an agent's message.
_INLINE_NUMBERED = re.compile(r"(?:^|(?<=[\s:]))(?P<n>[1-9])[.)]\s+(?P<what>[^\n]+?)"
                              r"(?=,?\s*(?:or\s+)?[1-9][.)]\s|[.?!;](?:\s|$)|$)", _I)
# "the former", "the latter": the first and the second of two options (of more, "the latter"
# is no one of them).
_ORDINALS = {"first": "1", "second": "2", "third": "3", "fourth": "4", "former": "1",
             "latter": "2"}
_OF_TWO = frozenset(("former", "latter"))
# "2", "option B", "let's go with 2", "the second one please": a choice and nothing more.
_CHOICE = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|sure|let'?s|go with|do|use|pick|i'?d (?:go with|pick|"
    r"prefer)|i (?:prefer|pick|choose)|prefer)[\s,]+)*(?:(?:option|approach|choice|number|#)\s*"
    r"(?P<named>[1-9a-d])|(?P<n>[1-9])|the (?P<ord>first|second|third|fourth)(?: one| option| "
    r"approach)?)\b(?:[\s,.!-]+(?:please|then|thanks|sounds good|looks good|for now|go ahead|"
    # "2, and for every crate going forward": the pick, and how far it reaches.
    r"do it|and|always|from now on|going forward|everywhere|(?:(?:use|do) (?:it|that|this) )?"
    r"(?:for|in|on) (?:every|all|each|any) (?:new )?[a-z][\w-]*(?: (?:you|we) [a-z]+)?))*\W*$",
    _I)

# "b": a letter alone picks a lettered option; with other words around it, it is the article.
_LETTER_ALONE = re.compile(r"^\W*(?P<named>[a-d])(?P<n>)(?P<ord>)\W*(?:please|thanks)?\W*$", _I)


# "keep them": the one option that opens with this verb, named by it.
_BY_ITS_VERB = re.compile(r"^\W*(?:(?:ok(?:ay)?|yes|yeah|sure|let'?s)[\s,]+)?(?P<verb>[a-z]+)\s+"
                          r"(?:it|them|those|these)(?:[\s,.!-]+(?:please|thanks|for now))*\W*$", _I)


# "option 2, and do it that way everywhere", "B, and make that the standard for every new query":
# the pick, then words that only agree, point back at it, or say how far it reaches. An option's
# capital letter is a pick only before a stop or a word of the pick ("A for this module"), where
# the article would go on with a noun.
_PICK_HEAD = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|sure|let'?s|go with|do|use|pick|i'?d (?:go with|pick|"
    r"prefer)|i (?:prefer|pick|choose)|prefer)[\s,]+)*(?:(?:option|approach|choice|number|#)\s*"
    r"(?P<named>[1-9a-d])\b|(?P<n>[1-9])\b|(?:the )?(?P<ord>first|second|third|fourth|former|"
    r"latter)\b(?: one\b| option\b| approach\b)?|(?-i:(?P<upper>[A-D]))(?=\s*(?:[,.;:!—–]|-\s|$)|"
    rf"\s+(?:please|for|and|then|always|{ONWARDS})\b)|"
    # "b, always", "let's do c this time", "b from now on": a small letter is the article only
    # before its noun.
    # "b - make it the rule": a letter before a dash, set apart as a stop sets it.
    r"(?-i:(?P<letter>[a-d]))(?=\s*(?:[,.;:!—–]|-\s|$)|\s+(?:please|and|then|always|this (?:time|"
    rf"once)|{ONWARDS})\b))(?P<rest>[^?]*)$", _I)
# "for this module", "just in this test": a pick kept to the place at hand.
_AT_HAND = re.compile(r"\b(?:(?:just|only)\s+)?(?:in|for)\s+this\s+(?:test|file|function|one|"
                      r"module|component|class|service|package|endpoint|method|page|script|case|"
                      r"pr|branch)(?:\s+only)?\b", _I)


def _stretched_pick(text: str) -> re.Match[str] | None:
    """The pick the words open with, when all they say after it agrees, points back or says how
    far the pick reaches; None otherwise."""
    m = _PICK_HEAD.match(text.strip())
    if m is None:
        return None
    rest = _AT_HAND.sub(" ", _PLACE_OF_REACH.sub(" ", _REACH.sub(" ", m.group("rest"))))
    words = re.findall(r"[a-z']+", rest.lower())
    return m if all(w in _POINTING_BACK or w in _PICK_WORDS for w in words) else None


def _choice(text: str) -> re.Match[str] | None:
    if text.strip().endswith("?"):
        return None  # "2, always?": the pick asked back, not made
    return _CHOICE.match(text.strip()) or _LETTER_ALONE.match(text.strip()) \
        or _stretched_pick(text)


def _chosen_key(text: str, options: dict[str, str]) -> str:
    """The key of the option the words pick: by its number, letter or order, or by the verb
    only that option opens with ("keep them"); "" when they pick none."""
    m = _choice(text)
    if m:
        letter = next((m.group(g) for g in ("upper", "letter")
                       if g in m.re.groupindex and m.group(g)), None)
        if (m.group("ord") or "").lower() in _OF_TWO and len(options) != 2:
            return ""
        return (m.group("named") or m.group("n") or letter
                or _ORDINALS.get((m.group("ord") or "").lower(), "")).lower()
    m = _BY_ITS_VERB.match(text.strip())
    if m is None:
        return ""
    verb = m.group("verb").lower()
    keys = [k for k, what in options.items() if what.lower().split(" ", 1)[0] == verb]
    return keys[0] if len(keys) == 1 else ""


def _options(reply: str) -> dict[str, str]:
    """The options an agent's message lists, by their number or letter (lowercase); the lines
    of a fenced block are code shown, not options ("1. `npm ci`" inside one is a step)."""
    reply = blank_fences(reply)
    out: dict[str, str] = {}
    for line in reply.splitlines():
        m = _OPTION.match(line)
        if m:
            what = re.sub(r"\*\*|__", "", m.group("what")).strip()
            # "**Separate branch** - park it first": what the option does follows its title.
            what = re.split(r"\s+[-—–:]\s+", what, maxsplit=1)[-1]
            out.setdefault(m.group("n").lower(), what)
    if len(out) < 2:
        # "Two options: (1) keep X, or (2) drop it.": the options numbered inside one sentence.
        inline = {m.group("n").lower(): m.group("what").strip()
                  for m in _INLINE_OPTION.finditer(reply)}
        if len(inline) >= 2:
            return inline
        named = _named_inline(reply)
        if named:
            return named
        numbered = _numbered_inline(reply)
        if numbered:
            return numbered
        return _bulleted(reply) or _either(reply) or out
    return out


def _named_inline(reply: str) -> dict[str, str]:
    """The options named "Option 1", "Option 2", ... (or by letters) in a row inside one line;
    {} when there are fewer than two or they do not run from the first in order."""
    found = [(m.group("n").lower(), m.group("what").strip()) for m in
             _NAMED_INLINE.finditer(reply)]
    keys = [k for k, _ in found]
    first = keys[0] if keys else ""
    runs = "123456789" if first.isdigit() else "abcd"
    if len(found) < 2 or runs[:len(keys)] != "".join(keys):
        return {}
    return dict(found)


# "- a `sync.Mutex` around the map": a bulleted line that names code.
_BULLET = re.compile(r"^\s*[-*•+]\s+(?P<what>.*`[^`\n]+`.*)$")
# "Which do you prefer?", "Preference?": the question after a list that makes it a choice.
_ASKS_WHICH = re.compile(r"\b(?:which|prefer\w*)\b[^\n]*\?", _I)


def _bulleted(reply: str) -> dict[str, str]:
    """The options of a bulleted list that each name code, by their order ("1", "2", ...), when
    a question after the list asks which; {} otherwise (a list of what was done is no choice)."""
    lines = reply.splitlines()
    bullets = [(n, m.group("what").strip()) for n, line in enumerate(lines)
               if (m := _BULLET.match(line))]
    if len(bullets) < 2 or len(bullets) != sum(bool(re.match(r"\s*[-*•+]\s", ln))
                                               for ln in lines):
        return {}
    if not _ASKS_WHICH.search("\n".join(lines[bullets[-1][0] + 1:])):
        return {}
    return {str(k): what for k, (_, what) in enumerate(bullets, 1)}


# "Two options:", "a few ways to do it:": what says the numbers that follow are choices, not
# the steps of what was done.
_OFFERED = re.compile(r"\b(?:options?|ways|approaches|choices|alternatives|either)\b[^.?!\n]{0,40}"
                      r":?\s*$", _I)


def _numbered_inline(reply: str) -> dict[str, str]:
    """The options numbered 1, 2, ... in a row inside one line of the agent's message, said to
    be options and asked about after; {} when there are fewer than two, the numbers do not run
    from 1 (a version, a step count), or they list what was done."""
    out: dict[str, str] = {}
    end = 0
    for m in _INLINE_NUMBERED.finditer(reply):
        if m.group("n") != str(len(out) + 1):
            if out:
                break
            continue
        if not out and not _OFFERED.search(reply[max(0, m.start() - 80):m.start()]):
            return {}
        out[m.group("n")] = m.group("what").strip()
        end = m.end()
    return out if len(out) >= 2 and "?" in reply[end:] else {}


# "I can fix it with X, or switch to Y": two changes offered in one sentence, by their order.
_OR_ELSE = re.compile(r",?\s+or(?:\s+(?:else|instead))?\s+(?:i\s+(?:could|can)\s+)?(?=[a-z]+\s)",
                      _I)


def _either(reply: str) -> dict[str, str]:
    """The two changes the agent's last offer weighs, "1" and "2", when each names code; {}
    when the offer is no choice between two changes."""
    for sentence in reversed(split_sentences(reply)):
        body = sentence.rstrip(" ?.!")
        opened = _SUGGESTS.match(body) or re.match(r"^(?:should|shall) (?:i|we)\s+", body, _I)
        if opened is None:
            continue
        # "I can either use `X` or `Y`": "either" only opens the choice.
        offered = re.sub(r"^either\s+", "", body[opened.end():], flags=_I)
        sides = _OR_ELSE.split(offered)
        if len(sides) != 2 and "`" in body:
            # "use `unittest.mock` or `pytest-mock`": the verb said once, for both names.
            sides = re.split(r"(?<=`),?\s+or\s+(?=`)", offered)
            verb = re.match(r"^(?:use|add|run|keep|pick)\s+(?=`)", sides[0], _I)
            if len(sides) != 2 or verb is None or not re.match(r"`[^`\n]+`", sides[1].strip()):
                return {}
            sides = [sides[0], f"{verb.group(0)}{sides[1].strip()}"]
        if len(sides) != 2 or not all(code_terms(side) for side in sides):
            return {}
        return {"1": sides[0].strip(), "2": sides[1].strip()}
    return {}


def choice_directive(text: str, reply: str) -> Directive | None:
    """What the person picks when their words only choose one of the options the agent listed
    ("let's go with 2"): that option's directive, when it names a term."""
    if not reply or not (_choice(text) or _BY_ITS_VERB.match(text.strip())):
        return None
    options = _options(reply)
    key = _chosen_key(text, options)
    if len(options) < 2 or key not in options:
        return None
    what = options[key]
    if _A_SETTING.fullmatch(what.strip(" .`")):
        return None  # "1. `true`": a value picked is what a setting is set to, no code used
    if re.fullmatch(r"`[^`\n]+`", what.strip(" .")):
        # "1. `Newtonsoft.Json`": an option that is a name alone is that name, used.
        what = f"use {what.strip(' .')}"
    what = _as_imperative(what)
    proposed = read_clause(what, text) or _destination(what, text) or _the_one_named(what, text)
    if proposed is None or not proposed.terms:
        return None
    scope = "rule" if _HABIT_SAID.search(text) or _REACH.search(text) else "task"
    return Directive(answering(text, what[:160]), proposed.polarity, proposed.verb,
                     proposed.terms, proposed.replaced, scope, proposed.form, proposed.reason,
                     proposed.phrase)


def _the_one_named(option: str, text: str) -> Directive | None:
    """ "`UUID` ids", "a `sync.Mutex` around the map", "return `Optional.empty()`": an option
    whose work is not read, naming one piece of code, is that code, used; None when it names
    more than one, or a file, a path or a value."""
    named = [t for t in code_terms(option) if t.code]
    if len(named) != 1 or "/" in named[0].text or has_file_extension(named[0].text) \
            or _A_SETTING.fullmatch(named[0].text):
        return None
    return read_clause(f"use `{named[0].text}`", text)


# "`httpx`, for every service we write": one of the names the agent's question weighs, picked by
# its name, with nothing more than politeness, a habit word or how far it reaches.
_NAMED_PICK = re.compile(r"^\W*(?:(?:ok(?:ay)?|yes|yeah|sure|let'?s (?:go with|use)|go with|use|"
                         r"i'?d (?:go with|pick|use)|prefer|(?P<keep>keep|stay with|stick with))"
                         r"[\s,]+)*(?:`(?P<term>[^`\n]+)`|"
                         # "pytest-mock, ...": the name as the question spells it, unquoted.
                         r"(?P<bare>[\w.@/-]*[\w@/-]))(?P<rest>[^`?]*)$", _I)
_PICK_WORDS = frozenset(("please", "thanks", "then", "always", "from", "now", "on", "going",
                        "forward", "definitely", "of", "course", "and", "here", "too", "the",
                        "one", "for", "sure",
                        # "1 is fine for now", "2, and keep doing that": the pick agreed to.
                        "is", "keep", "doing",
                        # "pgx, and stick with it from here on": the pick, kept to.
                        "stick", "stay"))
# "`httpx` or `aiohttp`", "`ruff`, `flake8` or `pylint`": names side by side, one to be picked;
# the verb may be said again after the "or" ("switch to `httpx` or keep `requests`").
_NAMES_OR = re.compile(r"`[^`\n]+`(?:\s*,\s*`[^`\n]+`)*,?\s+or\s+(?:(?:keep|use|stay with|"
                       r"stick with|switch to|go with|with)\s+)?`[^`\n]+`", _I)


# ("Do you want `main` or `develop` as the base?" weighs values, not code: "want" is no such verb.)
_TO_USE = re.compile(r"\b(?:use|using|run|pick|choose|go with|prefer|add|install|depend on|"
                     r"keep|switch to|stay with|stick with)\b", _I)
# "Which do you prefer?", "Which one?": a question that weighs the names of the sentence before.
_WHICH = re.compile(r"^\W*(?:(?:which|what)(?: one| do you prefer| would you prefer| should i "
                    r"(?:use|go with|pick))?|(?:any\s+)?preferences?)\W*$", _I)


def _question_weighing(reply: str) -> str:
    """The agent's last question, with the sentence before it when it only asks which."""
    sentences = split_sentences(reply)
    asked = [n for n, s in enumerate(sentences) if s.rstrip().endswith("?")]
    if not asked:
        return ""
    last = asked[-1]
    if last and _WHICH.match(sentences[last]):
        return f"{sentences[last - 1]} {sentences[last]}"
    return sentences[last]


def _named_pick(text: str, reply: str) -> Directive | None:
    """The name the person picks, by itself, among those the agent's last question sets side by
    side ("Which client, `httpx` or `aiohttp`?" "`httpx`"); None when the words say more than
    the pick or the question weighs no such names."""
    m = _NAMED_PICK.match(text.strip())
    if m is None:
        return None
    rest = _PLACE_OF_REACH.sub(" ", _REACH.sub(" ", m.group("rest")))
    # "chi. let's use that one from now on": the pick, then words that only point back at it.
    if any(w not in _PICK_WORDS and w not in _POINTING_BACK
           for w in re.findall(r"[a-z']+", rest.lower())):
        return None
    asked = _question_weighing(reply)
    # "`main` or `develop` as the base branch?" weighs no code to use.
    names = _NAMES_OR.search(asked) if _TO_USE.search(asked) else None
    if m.group("bare") and m.group("bare").lower() in _POINTING_BACK:
        return None  # "yup" to "`zod` or `yup`?" is as much a yes
    term = (m.group("term") or m.group("bare")).strip()
    if names is None or f"`{term}`" not in names.group(0) or "/" in term \
            or has_file_extension(term):
        return None  # a file picked is where the work goes, no code it holds
    # "requests, we use it everywhere": the pick reaches all the code.
    scope = "rule" if _HABIT_SAID.search(text) or _REACH.search(text) or re.search(
        r"\beverywhere\b", rest, _I) else "task"
    # "... or keep `requests`?" "requests": the name picked is the one to keep.
    kept = m.group("keep") or re.search(rf"\b(?:keep|stay with|stick with)\s+`{re.escape(term)}`",
                                        names.group(0), _I)
    verb = "run" if is_command_line(term) else "keep" if kept else "use"
    return Directive(text.strip(), "do", verb, (Term(term, True),), scope=scope, form="reply",
                     phrase=term)


# "never the first one", "never option 2": one of the options the agent weighs, banned for good.
_NEVER_OPTION = re.compile(r"^\W*(?:(?:no|nope|nah)\W+)?never\s+(?:(?:option|approach|choice|"
                           r"number|#)\s*(?P<named>[1-9a-d])|(?P<n>[1-9])|the (?P<ord>first|"
                           r"second|third|fourth)(?: one| option| approach)?)\b(?P<rest>[^?]*)$",
                           _I)


def _option_banned(text: str, reply: str) -> Directive | None:
    """The code of the option a "never" picks among those the agent lists or weighs, kept out
    of all such work; None when more is said than where the ban holds."""
    m = _NEVER_OPTION.match(text.strip())
    if m is None:
        return None
    rest = _IN_THE_PROJECT.sub(" ", m.group("rest"))
    if any(w not in _PICK_WORDS for w in re.findall(r"[a-z']+", rest.lower())):
        return None
    options = _options(reply)
    key = (m.group("named") or m.group("n")
           or _ORDINALS.get((m.group("ord") or "").lower(), "")).lower()
    what = options.get(key, "") if len(options) >= 2 else ""
    if re.fullmatch(r"`[^`\n]+`", what.strip(" .")):
        what = f"use {what.strip(' .')}"
    proposed = read_clause(_as_imperative(what), text) if what else None
    if proposed is None or proposed.polarity != "do" or proposed.verb != "use" \
            or not proposed.terms:
        return None
    return Directive(text.strip(), "avoid", "use", proposed.terms[:1], scope="rule",
                     form="reply", phrase=proposed.terms[0].text)


# "in this codebase", "here": where a ban holds is the project.
_IN_THE_PROJECT = re.compile(r"\b(?:here|in\s+this\s+(?:repo|repository|codebase|project|"
                             r"service|app))\b", _I)


# "use `unittest` rather than `pytest`": what the agent proposes, and the rival it sets aside.
_RATHER = re.compile(r"\b(?P<verb>use|run|add|pick|keep)\s+`(?P<one>[^`\n]+)`\s+(?:rather than|"
                     r"instead of|over)\s+`(?P<other>[^`\n]+)`", _I)
# "no, the other one, always": the rival picked, by pointing at it.
_THE_OTHER = re.compile(r"^\W*(?:(?:no|nope|nah)\W+)?(?:(?:use|go with|pick)\s+)?the other "
                        r"(?:one|option)\b(?P<rest>[^?]*)$", _I)


def _the_other(text: str, reply: str) -> Directive | None:
    """ "no, the other one" to "I'll use `X` rather than `Y`": the rival the agent set aside is
    what the person picks, with nothing more than a habit word or how far it reaches; None when
    the message weighs no rival ("`X` or `Y`?" leaves "the other one" pointing at neither)."""
    m = _THE_OTHER.match(text.strip())
    if m is None:
        return None
    rest = _PLACE_OF_REACH.sub(" ", _REACH.sub(" ", m.group("rest")))
    if any(w not in _POINTING_BACK and w not in _PICK_WORDS
           for w in re.findall(r"[a-z']+", rest.lower())):
        return None
    offers = [sentence for sentence in split_sentences(reply)
              if _SUGGESTS.match(sentence.strip()) or _PROPOSAL.search(sentence)]
    rivals = [(sentence, r) for sentence in offers if (r := _RATHER.search(sentence))]
    if len(rivals) != 1:
        return None
    sentence, rival = rivals[0]
    picked = read_clause(f"{rival.group('verb')} `{rival.group('other')}`", text)
    if picked is None or not picked.terms:
        return None
    scope = "rule" if _HABIT_SAID.search(text) or _REACH.search(text) else "task"
    # The rival with the words after it in the agent's sentence: what they say it is for
    # ("`pytest` for these tests") tells a tool of a kind from a part of it ("`pytest` fixtures").
    return Directive(text.strip(), picked.polarity, picked.verb, picked.terms[:1],
                     scope=scope, form=picked.form,
                     phrase=sentence[rival.start("other") - 1:].rstrip(" .?!"))


# "not requests, the other one. always": one of two names the agent weighs, turned down by its
# name, and the other picked by pointing at it.
_NOT_THAT_ONE = re.compile(r"^\W*(?:(?:no|nope|nah)\W+)?not\s+`?(?P<name>[\w.@/-]*[\w@/-])`?"
                           r"\s*[,.;:!-]+\s*(?:(?:use|go with|pick)\s+)?the other(?: one| option)?"
                           r"\b(?P<rest>[^?]*)$", _I)


def _not_that_one(text: str, reply: str) -> Directive | None:
    """ "not `X`, the other one" when the agent weighs two options, one of them naming `X`: the
    other is picked, read as its pick by number or by name would be; None when the agent weighs
    no two options, or the name is in neither or both."""
    m = _NOT_THAT_ONE.match(text.strip())
    if m is None:
        return None
    name = re.compile(rf"(?<![\w-]){re.escape(m.group('name'))}(?![\w-])", _I)
    options = _options(reply)
    if len(options) == 2:
        others = [k for k, what in options.items()
                  if not any(name.search(t.text) for t in code_terms(what))]
        picked = choice_directive(f"{others[0]}{m.group('rest')}", reply) \
            if len(others) == 1 else None
    else:
        weighed = _NAMES_OR.search(_question_weighing(reply))
        names = re.findall(r"`([^`\n]+)`", weighed.group(0)) if weighed else []
        others = [n for n in names if not name.search(n)]
        picked = _named_pick(f"`{others[0]}`{m.group('rest')}", reply) \
            if len(names) == 2 and len(others) == 1 else None
    return replace(picked, sentence=text.strip()) if picked is not None else None


# "nah, `uv venv`, that's what we use everywhere": a no, then the person's own name in its place.
_COUNTER = re.compile(r"^\W*(?:no|nope|nah)\s*[,.;:!-]+\s*(?:(?:use|run|try|go with)\s+)?"
                      r"`(?P<term>[^`\n]+)`(?:\s+instead)?(?P<rest>[^`?]*)$", _I)


# What the agent does the work with: "run `X`", "with `X`", "add `X`". A branch it pushes to or
# a value it sets ("to `develop`", "to `10s`") is no means another name replaces.
_A_MEANS = re.compile(r"\b(?:run|use|using|with|via|add|install|call|import)\s*`?$", _I)
_A_SETTING = re.compile(r"-?\d[\w.:]*|true|false|null|nil|none", _I)


def _counter_pick(text: str, reply: str) -> Directive | None:
    """The name a no puts in place of what the agent proposed or is about to do, with nothing
    more than politeness, a habit word, the team's way or how far it reaches ("no, `rg` please,
    always"); None when the agent's message names it already (the no is then about that name)
    or names no code to replace. Run when what it replaces is a command, or it is one."""
    m = _COUNTER.match(text.strip())
    if m is None or not (_PROPOSAL.search(reply) or _PLAN.search(reply)):
        return None
    rest = _PLACE_OF_REACH.sub(" ", _REACH.sub(" ", m.group("rest")))
    if any(w not in _PICK_WORDS and w not in _POINTING_BACK and w != "instead"
           for w in re.findall(r"[a-z']+", rest.lower())):
        return None
    term = m.group("term").strip()
    replaced = [t for t in _proposed_thing(reply) if _A_MEANS.search(
        reply[:reply.rfind(f"`{t.text}`")] if f"`{t.text}`" in reply else "")]
    if not replaced or any(t.text.lower() == term.lower() for t in code_terms(reply)) \
            or "/" in term or has_file_extension(term) or _A_SETTING.fullmatch(term):
        return None
    # `grep -r`: a name typed with a flag is run as well.
    ran = is_command_line(term) or any(is_command_line(t.text) or FLAGGED_COMMAND.fullmatch(
        t.text) for t in replaced)
    scope = "rule" if _HABIT_SAID.search(text) or _REACH.search(text) else "task"
    return Directive(text.strip(), "do", "run" if ran else "use", (Term(term, True),),
                     scope=scope, form="reply", phrase=term)


def _file_edit(proposal: str, text: str) -> Directive | None:
    """ "Want me to add an entry to CHANGELOG.md as well?": a file the proposed work edits
    (proposed after the work, so on top of it)."""
    asks = file_asks(proposal, followup=True)
    if not asks:
        return None
    path = asks[0].path
    return Directive(proposal, "do", "edit", (Term(path, True),), form="reply", phrase=path,
                     said_in=text)


# "no, `encoding/json` is what we use": a no, and the team's rule that turns the proposal down.
_NO_AND = re.compile(r"^\W*(?:no|nope|nah)\s*[,.;:!-]+\s*(?P<rest>\S.*)$", _I | re.S)


def _own_rule_after_no(text: str) -> str:
    """The words after a no that state a rule of their own, naming a term ("no, `X` is what we
    use"); "" when the text is no such no."""
    m = _NO_AND.match(text.strip())
    if m is None or _MORE_THAN_A_NO.search(m.group("rest")):
        return ""
    said = directives(m.group("rest"))
    return m.group("rest") if said and all(d.scope == "rule" and d.polarity == "do" and d.terms
                                           for d in said) else ""


# What may follow a refusal after a comma and still be a clause of its own: no reason, condition
# or time that the refusal would hang on ("no, never do that, unless the build is red").
_HANGS_ON = re.compile(r"^(?:because|since|as|so|but|until|unless|if|when|except|only|just|not|"
                       r"for now|yet|this time|today|right now|at least|even|ever|always)\b", _I)


# "no, never do that": a no said for good, after the word it opens with ("no, fix it instead" is
# a no for now, and the ask after it). Where the word ends, only the end of the run of separators
# after it tells what follows (each character of the run has the same end), so the run is taken
# whole and the word ends before a run, or is one separator opening it: a pasted line of dashes
# was split every way three times over (seconds for 300 dashes).
_FOR_GOOD = re.compile(r"^\W*(?:\S*[^\s,.!-]|[,.!-])[\s,.!-]++(?:.*\s)?(?:never|don'?t|do not)\b",
                       _I)


def _refusal_then_ask(sentence: str) -> tuple[str, str] | None:
    """ "no, never do that, fix the types instead": (the refusal, the ask after its comma) when
    the sentence opens with a whole refusal and goes on with other work; None otherwise."""
    if "?" in sentence:
        return None
    for comma in (m.start() for m in re.finditer(r",", sentence)):
        head, rest = sentence[:comma].strip(), sentence[comma + 1:].strip()
        if not rest or _HANGS_ON.match(rest):
            continue
        # "don't run that, you'll wipe my changes": the command turned down by name of its
        # verb, for the task at hand, whatever follows.
        if _REFUSAL.match(head) and (_FOR_GOOD.match(head) or _RUN_THAT.match(head)):
            return head, rest
    return None


def refusal_first(text: str) -> tuple[str, str]:
    """(the refusal a message opens with, the sentences after it) when its first sentence
    only turns the proposal down ("no, never do that. fix the type"), or turns it down by a
    rule of the team's ("no, `X` is what we use": the rule is read after it); else (text,
    "")."""
    sentences = split_sentences(text.strip())
    own = _own_rule_after_no(sentences[0]) if sentences else ""
    if own:
        return sentences[0], " ".join([own, *sentences[1:]])
    if sentences and (split := _refusal_then_ask(sentences[0])):
        return split[0], " ".join([split[1], *sentences[1:]])
    if len(sentences) >= 2 and _REFUSAL.match(sentences[0]) and (
            _refused_as_a_rule(joined_no := f"{sentences[0]} {sentences[1]}")
            or _REFUSAL.match(sentences[1])):
        # "no. we never use that for passwords": the no, and the rule it is turned down by;
        # "no. never": the no, said again for good.
        return joined_no, " ".join(sentences[2:])
    if len(sentences) < 2 or not (_REFUSAL.match(sentences[0]) or _refused_as_a_rule(sentences[0])):
        return text, ""
    return sentences[0], " ".join(sentences[1:])


# "yes, but always run `terraform plan` first": a yes, then a rule of the person's own.
# "yes. and never ...", "yes, all 14. and ...", "yes, convert it. from now on ...", "yes, do
# that. and ...": the yes, with what it is to ("do it", "convert it", "all of them"), then the
# rest in a sentence of its own ("ok, and always run ..." adds a rule to a yes that gives nothing);
# "go for it. and ...", "please do. never ...": a yes in other words.
_YES_BUT = re.compile(r"^\W*(?P<yes>(?:y(?:es|eah|ep)|sure|ok(?:ay)?|fine|go ahead|sounds good|"
                      r"lgtm|go for it|please do)"
                      r"(?:[\s,]+(?:please|go ahead|do it|all (?:of them|\d+)|"
                      r"(?!(?:leave|keep|skip|drop|ignore|revert|undo)\b)[a-z]+\s+(?:it|them|"
                      r"that|this|those|these|both)))*)\s*(?:[,.;:!-]+\s*but\s+|[.;!]+\s*(?:(?:and|also|"
                      r"plus)\s+)?)(?P<rest>\S.*)$", _I | re.S)


# "never with `--force`": a flag the command the yes is to must never be run with.
_NEVER_WITH = re.compile(r"^(?:never|don'?t\s+ever|do not ever)\s+(?:with|pass|add|use)\s+"
                         r"`(?P<flag>--?[a-z][\w-]*)`\W*$", _I)


def consent_then_rule(text: str, reply: str = "") -> tuple[str, str]:
    """(the yes, the rule after its "but") when the words say yes to the proposal and add a rule
    of their own that names a term ("yes, but never commit with `--no-verify`"), or a flag the
    proposed command is never run with ("yes, but never with `--force`"); (text, "") when the
    "but" holds anything else: a time, a doubt, a fact ("yes, but not until Monday")."""
    m = _YES_BUT.match(text.strip())
    if m is None or "?" in text:
        return text, ""
    flag = _NEVER_WITH.match(m.group("rest").strip())
    commands = [t.text for t in _proposed_thing(reply) if is_command_line(t.text)] \
        if flag and reply else []
    if flag and len(commands) == 1:
        return m.group("yes"), f"never run `{commands[0]} {flag.group('flag')}`"
    said = directives(m.group("rest"))
    if said and all(d.scope == "rule" and d.terms for d in said):
        return m.group("yes"), m.group("rest")
    return text, ""


# "1. and never `update_column` in the controllers": one of the agent's options picked by its
# number, then a rule of the person's own.
_PICK_THEN = re.compile(r"^\W*(?P<pick>(?:(?:go with|let'?s go with|option)\s+)?[1-9]|"
                        # "the second one - we never use `moment`": a pick by its order.
                        r"(?:(?:go with|let'?s go with)\s+)?the\s+(?:first|second|third|fourth)"
                        r"(?:\s+one)?)\s*"
                        r"[.,:;)—–-]+\s*(?:(?:and|also|plus)\s+)?(?P<rest>\S.*)$", _I | re.S)


def pick_then_rule(text: str, reply: str = "") -> tuple[str, str]:
    """(the pick, the rule after it) when the words pick one of the options the agent's message
    numbers and go on with rules of their own, each naming its term ("1. and never
    `update_column` in the controllers"); (text, "") otherwise: words that only stretch the
    pick ("2, and for every new service") or ask."""
    m = _PICK_THEN.match(text.strip())
    if m is None or "?" in text or not reply:
        return text, ""
    options = _options(reply)
    if len(options) < 2 or _chosen_key(m.group("pick"), options) not in options:
        return text, ""
    rest = m.group("rest")
    banned = _NEVER_THE_OTHER.match(rest.strip())
    if banned:
        # "2. and never the first one, ever": the option not picked, banned by its order, as
        # the rule that names its code.
        key = _chosen_key(banned.group("other"), options)
        named = code_terms(options.get(key, "")) if key != _chosen_key(m.group("pick"),
                                                                       options) else []
        if not named or not named[0].code:
            return text, ""
        rest = f"never use `{named[0].text}`"
    said = directives(rest)
    if said and all(d.scope == "rule" and d.terms for d in said):
        return m.group("pick"), rest
    return text, ""


# "2, never the first one, ever", "the second - and never the other one": the option not picked,
# banned for good by its order.
_NEVER_THE_OTHER = re.compile(r"^(?:never|don'?t ever|do not ever)\s+(?:use\s+)?"
                              r"(?P<other>the\s+(?:first|second|third|fourth)(?:\s+one)?)"
                              r"(?:[\s,]+(?:ever|again))?\W*$", _I)


# "yes to the first, no to the second", "first one always, second one never": an answer to each
# of two things one proposal names, by their order.
_ORDERED = r"(?P<ord>first|second|1st|2nd|former|latter)"
_ANSWER_BY_ORDER = (
    re.compile(rf"^(?P<answer>[a-z ]{{2,30}}?)\s+(?:to|for|on)\s+(?:the\s+)?{_ORDERED}"
               r"(?:\s+one)?$", _I),
    re.compile(rf"^(?:the\s+)?{_ORDERED}(?:\s+one)?\s*[:-]?\s*(?P<answer>[a-z ]{{2,30}})$", _I))
_BY_ORDER = {"first": 0, "1st": 0, "former": 0, "second": 1, "2nd": 1, "latter": 1}
# "`go mod tidy` and `go get -u ./...`": the two things, side by side in one proposal.
_TWO_NAMED = re.compile(r"`[^`\n]+`(?:,)?\s+(?:and|&|plus)\s+`[^`\n]+`")


def answers_by_order(text: str, reply: str) -> list[Directive]:
    """What the words say to each of two things the agent's last proposal names side by side
    ("Should I run `cargo fmt` and `cargo update`?" "first one always, second one never"), each
    part read as the whole answer to a proposal of its one thing; [] when the words are not two
    such parts, ask back, or the proposal names no two things."""
    if "?" in text or not reply:
        return []  # (asked before the words are cut: every quote of a request is asked this)
    parts = [p for p in re.split(r"\s*[,;.]\s*(?:(?:and|but)\s+)?|\s+(?:and|but)\s+",
                                 text.strip().rstrip(".!")) if p]
    if len(parts) != 2:
        return []
    found = _BARE_GO.search(reply) or next(reversed(list(_PROPOSAL.finditer(reply))), None)
    if found is None:
        return []
    # To its question mark: a name may hold dots the proposal's own reading stops at ("./...").
    end = reply.find("?", found.start())
    asked = reply[found.start():end if end >= 0 else len(reply)]
    two = _TWO_NAMED.search(asked)
    if two is None:
        return []
    names = re.findall(r"`[^`\n]+`", two.group(0))
    out: list[Directive] = []
    for part in parts:
        m = next((m for rx in _ANSWER_BY_ORDER if (m := rx.match(part.strip()))), None)
        if m is None:
            return []
        one = f"{asked.replace(two.group(0), names[_BY_ORDER[m.group('ord').lower()]])}?"
        said = proposal_directive(m.group("answer").strip(), one)
        if said is not None:
            out.append(replace(said, sentence=answering(part, one.strip())))
    return out


def proposal_directive(text: str, reply: str) -> Directive | None:
    """What the person consents to when their words only say yes to the agent's proposal, or
    the opposite when they only turn it down ("no, keep it": what was proposed is to stay out
    of the change)."""
    if not reply:
        return None
    chosen = choice_directive(text, reply) or _named_pick(text, reply) \
        or _the_other(text, reply) or _not_that_one(text, reply) \
        or _counter_pick(text, reply) or _option_banned(text, reply) \
        or existing_way(text, reply) or flag_banned(text, reply) or hatch_banned(text, reply)
    if chosen is not None:
        return chosen
    own_rule = _own_rule_after_no(text)
    refused_as_a_rule = _refused_as_a_rule(text) or bool(own_rule)
    refused = _REFUSAL.match(text.strip()) is not None or refused_as_a_rule
    same_again = _SAME_AGAIN.search(reply)
    yes = _SAME_SAID.sub("yes", text.strip()) if same_again else text
    if not refused and not _CONSENT.match(yes.strip()) and not _agrees(yes):
        return None
    if not refused and "?" in text:
        return None  # "yes, always?", "ok, from now on?": the yes asked back, no answer yet
    proposals = list(_PROPOSAL.finditer(reply))
    found = proposals[-1] if proposals else None  # the last proposal is the one answered
    again = _VERB_OF_IT.match(found.group("what").strip()) if found else None
    if again and len(proposals) > 1 and proposals[-2].group("what").lower().startswith(
            f"{again.group('verb').lower()} "):
        # "The fix is to add `X` for the parsing. OK to add it?": "it" is what was proposed
        # with the same verb just before.
        found = proposals[-2]
    found = same_again or _BARE_GO.search(reply) or found
    if found is None and (refused_as_a_rule or (refused and (
            _NEVER_SAID.search(text) or _RUN_THAT.search(text))) or (
            not refused and (_HABIT_SAID.search(text) or _REACH.search(text)))):
        # "I'll use `moment` for the date math." "no, we never use that here", "no, never do
        # that": a plan turned down, or taken up, for good, and "don't run that" turns a plan's
        # command down for the task; a plain yes or no to a plan says no more than go or wait.
        plans = list(_PLAN.finditer(reply))
        found = plans[-1] if plans else None
    if found is None or re.search(r"\bor\b", found.group("what"), _I):
        return None  # "X, or Y?": a yes does not say which
    what = _IF_YOU_WANT.sub("", found.group("what"))
    asked = found.group(0).strip()  # the agent's words the answer is quoted with
    if found.re is _SAME_AGAIN:
        # "I used `tenacity` in the payments service. Want the same here?": what is offered
        # again is what the agent says it did, with the code it names ("I ran the tests and
        # they fail the same way. Same here?" offers no deed to repeat); the answer is quoted
        # with that deed, which names what it says yes to.
        what = _done_before(reply[:found.start()])
        if "`" not in what:
            return None
        asked = f"{split_sentences(reply[:found.start()])[-1].strip()} {asked}"
    elif _POINTS_BACK.match(what.strip()):
        what = _said_before(reply[:found.start()])
        if not what:
            return None
    elif _THE_SAME_ELSEWHERE.match(what.strip()):
        # "I wrapped the error with `X`. Want me to do the same in the other handlers?": what
        # is offered again is what the agent did or proposed just before.
        what = _said_before(reply[:found.start()]) or _done_before(reply[:found.start()])
        if not what:
            return None
    elif _HABIT_PROPOSED.search(what) and (this := _DO_THIS.search(what)):
        # "I ran `go vet ./...`. Should I always do this from now on?": the habit offered is
        # what the agent just did or proposed.
        done = _said_before(reply[:found.start()]) or _done_before(reply[:found.start()])
        if not done or (this.group("verb") and not done.lower().startswith(
                f"{this.group('verb').lower()} ")):
            return None  # "run it" after "I added X" points at nothing run
        what = f"{what[:this.start()]}{done}{what[this.end():]}"
    what, proposed = _read_proposed(what, text)
    if proposed is None and refused and _EDIT_THERE.match(what.strip()):
        # "`config/prod.yaml` has it too. Should I update it as well?" "no, leave it": the file
        # the agent pointed at stays as it is.
        path = file_named_last(reply[:found.end()])
        if path is None:
            return None
        return Directive(answering(text, asked), "avoid", "touch",
                         (path,), form="reply", phrase=path.text)
    if proposed is None and refused_as_a_rule and not own_rule:
        proposed = _means_banned(what, text)
        if proposed is not None:
            return replace(proposed, sentence=answering(text, asked))
    if proposed is None:
        return None
    scope = "rule" if _HABIT_SAID.search(text) or _REACH.search(text) or refused_as_a_rule or (
        _REACH_OF_A_HABIT.search(text) and _HABIT_PROPOSED.search(what)) else proposed.scope
    if proposed.form == "preference" and not _HABIT_PROPOSED.search(what) and not (
            _HABIT_SAID.search(text) or _REACH.search(text)):
        # "I'd recommend X over Y here": the agent weighs two things for the task at hand; a
        # yes takes the choice, not a preference for all work.
        scope = "task"
    several = holds_several_steps(what)
    if several and scope == "rule" and not refused:
        # "I'll add `X`, bump `go.mod` and run `go mod tidy`. OK?" "yes, every time": the yes
        # takes the plan for this task; which step "every time" is of, it does not say.
        scope = "task"
    if refused:
        # "Should I always run X from now on?" "no thanks": the habit words are the agent's;
        # a no holds for all work only in the person's own.
        scope = "rule" if _HABIT_SAID.search(text) or _REACH.search(text) \
            or refused_as_a_rule or _NEVER_SAID.search(text) else "task"
        if several and scope == "rule":
            return None  # "no, never do that" to several steps bans none of them by name
        if scope == "rule" and ONE_OFF.search(text):
            # "no, we don't use it in this one spec": the "we" answers for the piece at hand.
            scope = "task"
        if _THAT_FLAG.search(text) and not (proposed.verb == "run" and proposed.terms and any(
                is_flag(w) for w in proposed.terms[0].text.split()[1:])):
            return None  # "that flag" points at no flag of a proposed command
        if proposed.polarity == "do" and proposed.verb == "run" and proposed.terms \
                and (scope == "rule" or _RUN_THAT.search(text)) and not own_rule:
            # "Should I run `cargo update`?" "no, never run that": the command is banned, and
            # "no, don't run that" bans it in the task at hand; a plain "no" may only say "not
            # now", and names no term of the change.
            return Directive(answering(text, asked), "avoid",
                             "run", proposed.terms[:1], (), scope, "reply", "", proposed.phrase)
        if proposed.polarity != "do" or not proposed.terms \
                or proposed.verb in ("run", "keep", "edit"):
            return None  # what a refused removal, command or edit keeps is no term of the change
        if own_rule and any(t.text == proposed.terms[0].text for d in directives(own_rule)
                            for t in d.terms):
            return None  # "no, `X` is what we use already": the rule is the proposal's
        if own_rule and is_command_line(proposed.terms[0].text):
            # "Should I add it with `npm install zod`?" "no, we use `yarn` in this repo": the
            # rule says what runs instead; a command line is no code a change leaves out.
            return None
        if scope == "task" and _MORE_OF_IT.search(what) and (
                proposed.terms[0].text in reply[:found.start()] or _ELSEWHERE_TOO.search(what)):
            # "I switched the client to `httpx`. Want me to use `httpx` in the other services
            # too?" "no, leave them": the change made so far holds the term; what is turned
            # down is taking it further. ("Should I add `lodash` too?" "no" still bans it, and
            # "no, we never mock the db" bans what the change holds.)
            return None
        # "I added `Thread.sleep(500)`." "we don't do that here": the call is banned, whatever
        # it was called with.
        return Directive(answering(text, asked), "avoid", "use",
                         tuple(callee(t, text) for t in proposed.terms[:1]) if scope == "rule"
                         else proposed.terms[:1], (), scope, "reply", "", proposed.phrase)
    terms = proposed.terms
    if scope == "rule" and proposed.polarity == "do":
        terms = tuple(callee(t, text) for t in terms)
    return Directive(answering(text, asked), proposed.polarity,
                     proposed.verb, terms, proposed.replaced, scope, proposed.form,
                     proposed.reason, proposed.phrase)


# "evaluate the expression with `eval()`": the one name the work is done with, in a plan whose
# verb says the work, not the taking in of code.
_WITH_MEANS = re.compile(r"\b(?:with|using|via|through)\s+(?:the\s+)?`(?P<term>[^`\n]+)`", _I)
# The verbs of taking code in or running it, which a ban of the means is said with.
_TAKES_IN = re.compile(r"\b(?:use|pull|bring|put|ship|include|install|run|allow|rely on|"
                       r"depend on|add)\b", _I)


def _means_banned(what: str, text: str) -> Directive | None:
    """ "I'll evaluate the expression with `eval()`." "we never use that": what a plan is done
    with, turned down for good by words that point at it; None when the plan names more than
    one code term (which one "that" is would be a guess), or a file, branch or value, and when
    the words turn down the work itself ("I'll test it with `pytest`." "no, we never do that"
    says no test, not no `pytest`)."""
    if not _TAKES_IN.search(text):
        return None
    means = list(_WITH_MEANS.finditer(what))
    if len(means) != 1 or len([t for t in code_terms(what) if t.code]) != 1:
        return None
    term = means[0].group("term").strip()
    if "/" in term or has_file_extension(term) or _A_SETTING.fullmatch(term):
        return None
    return Directive(text.strip(), "avoid", "run" if is_command_line(term) else "use",
                     (Term(term, True),), scope="rule", form="reply", phrase=term)


# "add it", "switch them": a proposal whose object is the one said before it.
_VERB_OF_IT = re.compile(r"^(?P<verb>[a-z]+)\s+(?:it|them|that|this)\W*$", _I)


# "update it as well", "add it there directly": an edit of the file the agent just named.
_EDIT_THERE = re.compile(r"^(?:(?:update|edit|change|modify|touch|fix)\s+(?:it|that|that file|"
                         r"this file)|(?:add|put)\s+(?:it|them)\s+there)(?:\s+(?:as well|too|"
                         r"also|directly|there|now))*\W*$", _I)


# Words that make a yes or a no to a proposal hold for all such work: the habit words of any wish,
# and a "we don't" that answers for the project.
_HABIT_SAID = re.compile(rf"\b(?:{HABIT_WORDS}|we (?:don'?t|do not|never|wouldn'?t|won'?t))\b", _I)
# Words that stretch a yes to the work to come: "for all new tests", "make that the default",
# "in general", "for future ones too".
_REACH = Gated(r"\b(?:"
               # "for every new handler we write": the kind and the work that makes it, as
               # one reach, tried before the kind alone would leave "write" behind.
               r"(?:for|to|in|on|with)\s+(?:every|each|any|all)\s+(?:new\s+)?[a-z][\w-]*\s+"
               r"(?:you|we)\s+(?!\w*ed\b|(?:had|did|made|wrote|ran|saw|got|built|found|left|"
               r"took|kept|put|set)\b)[a-z]+|"
               # "yes, and on every new endpoint too", "and every new route": all of the kind
               # the work will make.
               r"(?:(?:for|to|in|on)\s+|(?<=\band\s))(?:all|every|any|each)\s+(?:new|future)"
               r"(?:\s+[a-z]+){1,2}|"
               # "everywhere we touch dates": wherever the project does that kind of work.
               r"everywhere\s+(?:we|you)\s+[a-z]+\s+[a-z]+|"
               r"(?:make|made)\s+(?:that|it|this)\s+(?:the|a|our)\s+(?:default|rule|habit|"
               r"norm|standard)|in general|as a rule|by default|for (?:the )?future(?: ones)?|"
               r"future ones|"
               # "do it that way everywhere": the way the work was done, for all such work.
               r"(?:do|write|handle|build|structure)\s+(?:it|that|this|them|things)\s+"
               r"(?:that|this|the\s+same)\s+way\s+(?:everywhere|(?:in|for|on|across)\s+"
               r"(?:every|all|each|any)\s+(?:new\s+)?[a-z][\w-]*)|"
               # "it's what we use everywhere": the team's tool, wherever it fits.
               r"(?:it|that)(?:'?s| is) what we use(?:\s+(?:everywhere|here|(?:in|across)\s+"
               r"(?:this|the)\s+(?:repo|repository|codebase|project|board)))?|"
               # "for every service we write": each one of a kind the work will make.
               r"(?:for|to|in|on|with)\s+(?:every|each|any|all)\s+(?:new\s+)?[a-z][\w-]*\s+"
               r"(?:you|we)\s+(?!\w*ed\b|(?:had|did|made|wrote|ran|saw|got|built|found|left|"
               r"took|kept|put|set)\b)[a-z]+|"
               # "yes, that's how we do it in this repo": the team's way, not this once.
               # "that's how we always do it", "that's how we always want them": said for good.
               r"that'?s\s+(?:how|the\s+way)\s+we\s+(?:(?:always\s+)?(?:do|write|handle)|always\s+"
               r"(?:want|like))\s+(?:it|things|that|them)(?:\s+(?:here|everywhere|"
               r"in\s+this\s+(?:repo|repository|codebase|project|service|package)))?|"
               # "B. that's our convention": the pick is the team's standing way.
               r"(?:that|this|it)(?:'?s|\s+is)\s+(?:our|the)\s+(?:convention|house\s+style|"
               r"standard|rule)(?:\s+(?:here|in\s+this\s+(?:repo|repository|codebase|project)))?|"
               # "that's our default now", "it's the default for new features": the team's own
               # default, or one for all the work to come ("that's the default" alone may say
               # what a setting already is).
               r"(?:that|this|it)(?:'?s|\s+is)\s+(?:our\s+(?:new\s+)?(?:default|norm)|the\s+"
               r"default\s+(?:for|in)\s+(?:all\s+|every\s+|any\s+)?(?:new|future)\s+[a-z]+)|"
               # "that's how we retire functions in this codebase": the team's way with a
               # kind of code, in a verb of its own ("that's how we fixed it" is what was
               # done once).
               r"that'?s\s+(?:how|the\s+way)\s+we\s+(?!(?:did|had|got|went|were|was|"
               r"found|made|ended|came|lost|broke|left|took|wrote|ran|saw|spent|built|"
               r"sold|paid|kept|began|thought|brought|caught|fell|gave|knew|let|put|"
               r"said|set|told|won|hit|cut|shut|used to)\b)[a-z]+(?<!ed)\s+"
               r"(?:(?:all|our|new)\s+)?"
               r"[a-z][\w-]*s\b(?:\s+(?:here|in\s+this\s+(?:repo|repository|codebase|"
               r"project|service|package)))?)\b")
# "on every builder", "in tests", "for each handler": the kind of place a yes reaches, which
# stretches it to the work to come only with a habit word ("from now on") beside it; the "on" of
# "from now on every ..." belongs to the habit word.
_PLACE_OF_REACH = Gated(r"\b(?:(?:(?<!now )on|for|in|to|with)\s+(?:every|all|each|any)\s+"
                        # "for every public enum", "for every error case": a kind in two words.
                        r"(?:new\s+)?[a-z]+(?:\s+(?!(?:you|we|going|from|too|and|then|as|"
                        r"please|now|in|on|for|to|with|that|this|it)\b)[a-z]+)?|"
                        r"in\s+(?:tests|new code|the tests)|"
                        # "every multi-table write goes through it": the kind of code, as
                        # the subject that takes what was proposed.
                        r"(?:every|each|any|all)\s+(?:new\s+)?[a-z][\w-]*(?:\s+[a-z]+)?"
                        r"(?:\s+that\s+[a-z]+)?\s+(?:goes|go|gets|get|uses|use|takes|take|"
                        r"needs|need)\s+"
                        r"(?:through\s+)?(?:it|that|this|them))\b"
                        # "to every helper you write": the kind, and what the work does to it.
                        r"(?:\s+(?:you|we)\s+[a-z]+)?")
# A yes to a habit the agent proposed ("add `t.Parallel()` to new tests from now on?") is
# stretched to it by words that take in every case: "for all of them", "every time". Said to a
# change of what exists now ("... to these tests?"), the same words reach only those.
_REACH_OF_A_HABIT = re.compile(r"\b(?:(?:for )?all of them|for all|every time|each time|"
                               r"everywhere)\b", _I)
_HABIT_PROPOSED = re.compile(rf"\b(?:{HABIT_WORDS}|for (?:all |any |every )?(?:new|future))\b",
                             _I)
# "no, we never mock the database", "no, we stick to the standard library": turned down as what
# the team does not do, in words that name no term of their own.
_REFUSED_AS_A_RULE = re.compile(
    r"^\W*(?:no|nope|nah|no thanks|please don'?t|don'?t)\b[\s,.!—–-]+(?P<rest>we\s+(?:(?:don'?t|"
    # "we don't stub http calls here": faking what the work talks to, as mocking it.
    r"do not|never)\s+(?:use|mock|stub|fake|add|call|import|write|do|want|allow|touch|"
    # "no, we never silence the linter like that": what the proposal was for, never done here.
    r"silence|suppress|skip|disable|mute|bypass)|stick (?:to|with)|"
    r"only use|keep to|avoid)\b[^?.!;]{0,80}|"
    # "no, that one's frozen": what was proposed is retired in the project.
    r"(?:that|it|this)(?: one)?(?:'s|’s|\s+is)\s+(?:frozen|deprecated|legacy|obsolete|being "
    r"phased out|on (?:its|the) way out|going away))\W*$|"
    # "nope, not in this codebase, ever", "no, never here": turned down as what the project
    # holds, for good; "not here" alone may be said of the file at hand.
    # "Should I also add `X`?" "not in this repo": the no is in the place it is kept out of.
    r"^\W*(?:(?:no|nope|nah)\b[\s,.!-]+)?(?:(?:not|never)\s+in\s+(?:this|our)\s+(?:repo|repository|"
    r"codebase|project)|never\s+here|not\s+here(?=[\s,.!-]+ever\b))(?:[\s,.!-]+(?:ever|please|"
    r"thanks))*\W*$|"
    # "we never pull that in", "no, we don't ever put those on services": a verb of taking code
    # in or running it, whose object points back at what the agent proposed; with no "no"
    # before it, only a "never" or an "ever" makes it a ban rather than a fact ("we don't use
    # that" is as often said of what is unused). What is pushed, committed or touched is the
    # object the work acts on, not code the change takes in.
    r"^\W*(?:(?:no|nope|nah|no thanks|please don'?t|don'?t)\b[\s,.!-]+(?=we\b)|"
    r"(?=we\s+(?:never|(?:don'?t|do not)\s+ever)\b))"
    r"(?P<pointed>we\s+(?:never|don'?t|do not)\s+(?:ever\s+)?(?:(?:pull|bring|put|ship|include|"
    r"install|allow|rely on|depend on|use|add|do|want)\s+(?:that|this|it|those|these|them)\b"
    r"(?:\s+(?:in|on|into))?\b[^?.!;]{0,60}|"
    # "we never run that": where it is not run ("in CI", "on prod") is no place a check of the
    # runs of the work knows, so only the project is said with it.
    r"run\s+(?:that|this|it|those|these|them)(?:\s+(?:here|again|ever|in\s+this\s+(?:repo|"
    r"repository|codebase|project)))*))\W*$", _I)


# What an offer to take the change further says ("too", "as well", "in the other services").
_MORE_OF_IT = re.compile(r"\b(?:too|as well|also|elsewhere|everywhere else|anywhere else|"
                         r"(?:in|to|for|across) (?:all )?the (?:other|rest|remaining)\b|"
                         r"other (?:files|services|places|modules|packages|tests|handlers|"
                         r"components|endpoints|call ?sites|callers|scripts))\b", _I)


# "... in the CI workflow too?": the change offered again in another place.
_ELSEWHERE_TOO = re.compile(r"\b(?:in|to|for|across|into)\s+(?:the\s+|our\s+|all\s+)?"
                            r"(?:other\s+)?[\w./`-]+(?:\s+[\w./`-]+)?\s+(?:too|as well)\b", _I)


# "... because the suite is flaky", "... for now": a reason or a time of its own makes it more
# than a refusal.
_MORE_THAN_A_NO = re.compile(r"\b(?:because|since|as|so|but|until|unless|if|when|yet|for now|"
                             r"right now|this time|today)\b", _I)


def _refused_as_a_rule(text: str) -> bool:
    m = _REFUSED_AS_A_RULE.match(text.strip())
    rest = (m.group("rest") or m.group("pointed") or "") if m is not None else ""
    # "no, we never mock anything? really?": asked back, it states nothing.
    # "no, we never skip tests": a rule in plain words names no code of its own, so the code the
    # proposal names is what it turns down; a rule with code ("no, we never use `X`") is its own.
    return m is not None and "?" not in m.group(0) and not _MORE_THAN_A_NO.search(rest) \
        and not _at_hand(text) and not any(t.code for d in directives(rest) for t in d.terms)


# How an agent opens a proposal with a gerund ("I'd recommend switching to X"): the verb.
_PROPOSED_GERUND = {"switching": "switch", "adding": "add", "using": "use", "replacing": "replace",
                    "moving": "move", "wrapping": "wrap", "extracting": "extract",
                    "renaming": "rename", "converting": "convert", "changing": "change",
                    "migrating": "migrate", "calling": "call", "keeping": "keep",
                    "removing": "remove", "splitting": "split", "passing": "pass"}


def _as_imperative(what: str) -> str:
    """ "switching the client to `httpx`" as "switch the client to `httpx`"."""
    first, _, rest = what.strip().partition(" ")
    verb = _PROPOSED_GERUND.get(first.lower())
    return f"{verb} {rest}" if verb else what


# "keep using `X`", "continue adding `X`": going on with the work is the work asked for.
_GOING_ON = re.compile(r"^(?:keep(?:\s+on)?|continue|carry\s+on)\s+(?=[a-z]{3,}ing\s)", _I)


def _imperatives(what: str) -> list[str]:
    """The ways a proposal that opens with a gerund reads as an ask: the known verb, else the
    stems its spelling allows ("caching" as "cach", "cache"; "pinning" as "pinn", "pin")."""
    what = _GOING_ON.sub("", what.strip(), count=1)
    # "put `@Valid` on the request body": code placed on other code is code added.
    what = re.sub(r"^(?:put|place)\s+(?=`)", "add ", what, count=1, flags=_I)
    first, _, rest = what.strip().partition(" ")
    said = _as_imperative(what)
    if said != what or not rest or not re.fullmatch(r"[a-z]{3,}ing", first, _I):
        return [said]
    stem = first[:-3]
    stems = [stem, *([stem[:-1]] if len(stem) > 2 and stem[-1] == stem[-2] else []), f"{stem}e"]
    return [what, *(f"{v} {rest}" for v in stems)]


def _read_proposed(what: str, text: str) -> tuple[str, Directive | None]:
    """(the proposal as an ask, what it asks for) for the first reading of it that names
    something (`_imperatives`); the plain reading and None when none does."""
    asks = _imperatives(what)
    for ask in asks:
        proposed = read_clause(ask, text) or _destination(ask, text) or _file_edit(ask, text)
        if proposed is not None:
            return ask, proposed
    return asks[0], None


def _said_before(reply: str) -> str:
    """The change an agent described in the sentence before "want me to do that?", without
    the words that offer it ("I could ...", "I'd suggest ..."); "" when that sentence is no
    suggestion, or offers a choice."""
    sentences = split_sentences(reply)
    if not sentences:
        return ""
    last = sentences[-1].strip()
    m = _SUGGESTS.match(last)
    if m is None or re.search(r"\bor\b", last, _I):
        return ""
    return last[m.end():].rstrip(" .!:")


# "do the same in the other handlers", "do the same for the rest": what was done, done again in
# other code of the task.
_THE_SAME_ELSEWHERE = re.compile(r"^(?:do|apply)\s+the\s+same(?:\s+(?:thing|change|fix))?\s+"
                                 r"(?:in|for|to|with|across)\s+(?:the\s+|all\s+(?:the\s+)?)?"
                                 r"(?:other|rest|remaining)\b[\w\s-]{0,40}$", _I)
# "always do this from now on": the habit offered points back at what was said before it.
# "Should I run it before every commit from now on?": the same, by the verb of what was done.
_DO_THIS = re.compile(r"\b(?:do|keep doing)\s+(?:this|that|it|the same)\b|"
                      r"\b(?P<verb>run|use|add)\s+(?:it|that|this)\b", _I)
# "I also ran `go vet ./...` and it is clean.": what the agent reports it did, and the verb it
# did it with as one asks for it.
# "In the payments service I used `X`", "Last time I ran `Y`": the place or the time it was done,
# said first.
_DONE = re.compile(r"^(?:(?:(?:in|for|on|with)\s+(?:`[^`\n]+`|[^,.`]){1,60}?|last\s+time|earlier|"
                   r"previously|yesterday),?\s+(?=i(?:'?ve)?\s))?"
                   r"(?:and\s+)?(?:i|i'?ve|i have)\s+(?:also\s+)?(?P<verb>[a-z]+)\s+"
                   r"(?P<rest>.+?)(?:\s*,?\s+(?:and|so|which|but)\s+.*)?\W*$", _I)
_DONE_VERBS = {"ran": "run", "added": "add", "used": "use", "wrapped": "wrap", "called": "call",
               "formatted": "format", "moved": "move", "switched": "switch", "pinned": "pin",
               "replaced": "replace", "updated": "update", "removed": "remove", "kept": "keep",
               "wrote": "write", "made": "make", "linted": "lint", "sorted": "sort",
               "generated": "generate"}


def _done_before(reply: str) -> str:
    """What the agent reports it did in the sentence before its offer, as an ask ("run `go vet
    ./...`"); "" when that sentence reports no deed of its own."""
    sentences = split_sentences(reply)
    sentence = sentences[-1].strip() if sentences else ""
    m = _DONE.match(sentence)
    verb = _DONE_VERBS.get(m.group("verb").lower()) if m else None
    if not (m and verb):
        return ""
    rest = m.group("rest")
    if rest.count("`") % 2:
        # "... with `alembic revision --autogenerate`.": the code up to its closing backtick,
        # which the stop after it took.
        rest = sentence[m.start("rest"):sentence.find("`", m.end("rest")) + 1]
    return f"{verb} {rest}"


def _to_the_part_quoted(quote: Quote) -> Quote:
    """The quote as the answer to the part of the agent's message it quotes ("> run `make
    check` before finishing\nyes, always"), or the quote itself when it quotes none. The part
    keeps the words its sentence opens with as a proposal or a plan ("I'll", "should I"), and
    none of the other steps the sentence holds."""
    quoted = quoted_part(quote.text, quote.reply)
    if quoted is None:
        return quote
    said = quoted.sentence
    body = said.lstrip()
    proposed, planned = _PROPOSAL.match(body), _SUGGESTS.match(body)
    opened = proposed.start("what") if proposed else planned.end() if planned else 0
    opener = said[:len(said) - len(body) + opened]
    part = said[:quoted.end] if quoted.start <= len(opener) \
        else f"{opener}{said[quoted.start:quoted.end]}"
    return replace(quote, text=quoted.answer, reply=part.strip())


def _as_answered(quote: Quote) -> Quote:
    """The quote as the answer it is: an answer in another language said in English; to the
    part of the agent's message it quotes, or to the item of the agent's list it points at; and
    a no asked as a question ("why would we ever ...?") said as the no it states, a term of the
    agent's named by a word of it said as the term, and "always ask before that" said with the
    deed it leaves out."""
    if quote.reply and (english := in_english(quote.text)):
        quote = replace(quote, text=english)
    read = _to_the_part_quoted(quote)
    if read is quote and quote.reply and (item := item_answered(quote.text, quote.reply)):
        read = replace(quote, text=item.answer, reply=item.sentence)
    # The short words first: whether the agent's long message tells or offers is asked only
    # of words that point at a reach.
    if read.reply and (said := as_a_no(read.text) or (
            (reach := pointed_reach(read.text)) and _tells_or_offers(read.reply) and reach)
                       or kind_named(read.text, read.reply)
                       or said_with_term(read.text, read.reply)
                       or asked_first(read.text)):
        read = replace(read, text=said)
    return read


def _tells_or_offers(reply: str) -> bool:
    """Does the agent's message tell what it did, or offer a way, rather than ask a question of
    fact? "yes, on every push" to "Does CI run `clippy` already?" says how things are."""
    return "?" not in reply or bool(_PROPOSAL.search(reply) or _BARE_GO.search(reply))


def is_candidate(quote: Quote) -> bool:
    """Could these words hold a constraint? Yes when the rules read one, when a clause is worded
    as a directive, or when they consent to something the agent proposed."""
    quote = _as_answered(quote)
    if (_CONSENT.match(quote.text.strip()) or _REFUSAL.match(refusal_first(quote.text)[0])
            or _agrees(quote.text)
            or _refused_as_a_rule(quote.text)) \
            and (_PROPOSAL.search(quote.reply) or _BARE_GO.search(quote.reply)):
        return True
    if (_choice(quote.text) or _BY_ITS_VERB.match(quote.text.strip())) \
            and _chosen_key(quote.text, options := _options(quote.reply)) and len(options) >= 2:
        return True
    if quote.reply and (_named_pick(quote.text, quote.reply) or _the_other(
            quote.text, quote.reply) or _not_that_one(quote.text, quote.reply)
            or _counter_pick(quote.text, quote.reply) or existing_way(quote.text, quote.reply)
            or _option_banned(quote.text, quote.reply)):
        return True
    if quote.reply and (ban_of_the_proposal(quote.text, quote.reply) is not None
                        or answers_by_order(quote.text, quote.reply)):
        return True
    return any(directive_shaped(c, s) for s, c in own_clauses(quote.text, quote.reply))


# -- reading one task ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Verdict:
    """What a capable model (`models.miner`) read in one candidate: whether it states a
    constraint, whether it is meant for all such work, and the check with its term."""

    constraint: bool
    durable: bool = False
    check: str = ""
    term: str = ""
    reader: str = ""      # the model that read it


# The checks a verdict may name: (polarity, verb, whether the term is code).
VERDICT_CHECKS: dict[str, tuple[str, str, bool]] = {
    "diff_adds": ("do", "use", True), "diff_avoids": ("avoid", "use", True),
    "diff_keeps": ("do", "keep", True), "runs": ("do", "run", True),
    "does_not_run": ("avoid", "run", True), "must_mention": ("do", "mention", False),
    "must_not_mention": ("avoid", "mention", False), "files_unchanged": ("avoid", "touch", True),
    "edits_file": ("do", "edit", True),
}


def quote_key(quote: Quote) -> str:
    """One candidate's identity: where it was said and what it says."""
    digest = hashlib.sha256(f"{quote.text}\0{quote.reply}".encode()).hexdigest()[:16]
    return f"{quote.origin}\0{digest}"


def _from_verdict(quote: Quote, verdict: Verdict) -> list[tuple[Directive | None, str, Judge]]:
    shape = VERDICT_CHECKS.get(verdict.check)
    term = verdict.term.strip().strip("`").strip()
    if not verdict.constraint or shape is None or not term or len(term) > 80:
        return []
    polarity, verb, code = shape
    d = Directive(quote.text.strip(), polarity, verb, (Term(term, code),),
                  scope="rule" if verdict.durable else "task", form="read", phrase=term)  # type: ignore[arg-type]
    found = judges_of(d)
    for judge in found:
        judge.quote = f"{quote.text.strip()[:300]} (read by {verdict.reader})"
    return [(d, judge.quote, judge) for judge in found]


def _found_in(quote: Quote, verdict: Verdict | None = None
              ) -> list[tuple[Directive | None, str, Judge]]:
    """(directive or None for a form rule, the words, judge) for each judge the quote gives;
    a model's `verdict` on the quote, when there is one, decides instead of the rules. What
    the rules find in the same words after the same message is found once (`memo`): each call
    gets judges of its own, which the caller completes."""
    if verdict is not None:
        return _from_verdict(quote, verdict)
    found = _FOUND.get((quote.text, digest(quote.reply), quote.followup),
                       lambda: _read_rules(quote))
    return [(d, words, judge.copy(said_in=list(judge.said_in))) for d, words, judge in found]


_FOUND: Remembered[list[tuple[Directive | None, str, Judge]]] = Remembered()


# "I want json output": the noun, which names a program's output as often as the answer's, unlike
# "as json", "in json", "json only" or "respond with json", which are said of the answer.
_JSON_OUTPUT = re.compile(r"\bjson\s+output\b", _I)
_JSON_ANSWER = re.compile(r"\b(?:as|in|into|respond with|reply with|give me)\s+(?:valid\s+|"
                          r"a\s+|an\s+|raw\s+)?json\b|\bjson\s+only\b", _I)
# The program's logs, which a request about its logging or its logger sets the form of.
_LOGGING = re.compile(r"\blogg(?:ing|ers?)\b", _I)
_USES = frozenset(("use", "switch to", "stick with", "stick to", "go with", "prefer"))


def _programs_output(clause: str, text: str, said: list[Directive]) -> bool:
    """ "use `loguru` across the service, I want json output", "move the logging to structlog.
    I want json output": the output a request names as a noun is the program's when the request
    is about which library the program uses or about its logging; the answer's form is asked
    in the words of the answer ("as json", "json only")."""
    if _JSON_OUTPUT.search(clause) is None or _JSON_ANSWER.search(clause) is not None:
        return False
    return _LOGGING.search(text) is not None or any(
        d.polarity == "do" and d.verb in _USES and d.terms for d in said)


def _once_if_of_the_task(answered: Directive) -> list[Judge]:
    """The judges of a yes (or a no) to what the agent offered: for the task at hand, the
    agent's idea answered, which offered again in other work is no ask of the person's."""
    judges = judges_of(answered)
    for j in judges:
        j.once = answered.scope == "task"
    return judges


def _labelled_naming(clauses: Sequence[tuple[str, str]]) -> list[tuple[str, Judge]]:
    """The naming-case judges of the sentences said as a kind, a colon (or an arrow) and a style
    ("DB columns: snake_case"), which the colon splits into clauses no one of which says the
    rule."""
    sentences = dict.fromkeys(s for s, _ in clauses)
    return [(s, j) for s in sentences
            if not describes(s) and not naming_excepted(s) and not _OTHERS_FORM.search(s)
            for j in labelled_case_judges(s)]


def _read_rules(quote: Quote) -> list[tuple[Directive | None, str, Judge]]:
    # "pls dont use `moment`": the slips of fast typing are set right before the words are read.
    mended = mend(quote.text)
    if mended is not quote.text:
        quote = replace(quote, text=mended)
    named = name_corrections(quote.text, quote.reply)
    if named:
        # "we call them handlers, not controllers": a word kept out of the names the work
        # declares, never a word banned from every line; the other sentences are read alone.
        said = {sentence for sentence, _ in named}
        rest = " ".join(s for s in split_sentences(quote.text.strip()) if s.strip() not in said)
        return [(None, sentence, j) for sentence, j in named] + (
            _read_rules(replace(quote, text=rest)) if rest else [])
    out: list[tuple[Directive | None, str, Judge]] = []
    banned = ban_of_the_proposal(quote.text, quote.reply) if quote.reply else None
    if banned is not None:
        # What follows the no's first sentence is read on its own; the rest of that sentence
        # says how the work is done instead.
        rest = " ".join(split_sentences(quote.text.strip())[1:])
        return [(banned, banned.sentence, j) for j in judges_of(banned)] + (
            _read_rules(Quote(rest, quote.origin, quote.followup, quote.reply)) if rest else [])
    by_order = answers_by_order(quote.text, quote.reply)
    if by_order:
        return [(d, d.sentence, j) for d in by_order for j in _once_if_of_the_task(d)]
    head, rest = refusal_first(quote.text)
    if not rest:
        head, rest = consent_then_rule(quote.text, quote.reply)
    if not rest:
        head, rest = pick_then_rule(quote.text, quote.reply)
    proposal = proposal_directive(head, quote.reply)
    if proposal is not None:
        out += [(proposal, proposal.sentence, j) for j in _once_if_of_the_task(proposal)]
        # "no, never do that. fix the type": what follows the no is read on its own.
        return out + (_read_rules(Quote(rest, quote.origin, quote.followup, quote.reply))
                      if rest else [])
    formed: set[str] = set()
    said = directives(quote.text, quote.reply)
    clauses = own_clauses(quote.text, quote.reply)
    labelled = _labelled_naming(clauses)
    named = {sentence for sentence, _ in labelled}
    for sentence, clause in clauses:
        if sentence in named:
            # the rest of a sentence said as a rule of names is the rule's, not a form of its own
            if joints_left_out(clause):
                formed.add(clause)
            continue
        told = narrates(clause)
        found = form_judges(clause if told is None else told)
        if found and describes(clause):
            # "our constants are SCREAMING_SNAKE_CASE": the team's names of a kind said in a
            # style are its naming convention (`name_case` reads only that shape); anything
            # else a description holds ("our reports are JSON") is how the product is.
            found = [(rule, j) for rule, j in found if isinstance(j, _NAMING)] \
                if _OURS_OF_A_KIND.match(clause) else []
        if found and _OTHERS_FORM.search(clause):
            found = []
        if found and (naming_excepted(sentence) or told_of_now(sentence)):
            # "methods are camelCase, but getters can be snake_case": the exception is a clause
            # of its own, and a naming rule read without it fails the names it lets off
            found = [(rule, j) for rule, j in found if not isinstance(j, _NAMING)]
        if found and _ONE_COMMIT_BUT.search(sentence):
            found = [(rule, j) for rule, j in found if not isinstance(j, OneCommit)]
        if found and _programs_output(clause, quote.text, said):
            found = [(rule, j) for rule, j in found
                     if not (isinstance(j, Format) and j.format == "json")]
        if found:
            formed.add(clause)
            out += [(None, sentence, j) for _, j in found]
            if any(isinstance(j, NameCase) for _, j in found):
                formed |= {c for s, c in clauses if s == sentence and joints_left_out(c)}
    out += [(None, sentence, j) for sentence, j in labelled]
    shaped = shape_bans(quote.text, quote.reply)
    # "never commit commented-out code": what goes into a commit, not the commit, is banned
    held_in = {d.sentence for d in shaped}
    for d in said:
        if d.sentence in held_in and d.verb in _GIT_VERBS and not d.terms:
            continue
        if d.sentence not in formed:
            d = _command_the_flag_went_to(_run_of_the_command_named(d, quote.reply), quote.reply)
            out += [(d, d.said_in or d.sentence, j) for j in judges_of(d)]
            if (past := _past_the_hooks_too(d, quote.reply)) is not None:
                out += [(past, past.said_in or past.sentence, j) for j in judges_of(past)]
    read = {d.sentence for d, _, _ in out if d is not None}  # a term's judge was found
    for d in shaped:
        if d.sentence not in read and d.sentence not in formed:
            out += [(d, d.said_in, j) for j in _shape_banned(d)]
    for ask in file_asks(quote.text, quote.reply, quote.followup):
        d = Directive(ask.clause, "do", "edit", (Term(ask.path, True),),
                      scope="rule" if ask.rule else "task",
                      form="rule" if ask.rule else "imperative", phrase=ask.path,
                      said_in=ask.sentence)
        out += [(d, ask.sentence, j) for j in judges_of(d)]
    banned = None if out or not quote.reply else _ban_in_plain_words(quote.text, quote.reply)
    if banned is not None:
        out += [(banned, banned.sentence, j) for j in judges_of(banned)]
    # "the Time.current one, agreed, let's do that everywhere": a pasted comment taken up.
    for d in adopted(quote.text):
        out += [(d, d.said_in, j) for j in judges_of(d)]
    return out + _shapes_of_code(clauses, out)


def _shapes_of_code(clauses: Sequence[tuple[str, str]],
                    read: list[tuple[Directive | None, str, Judge]],
                    ) -> list[tuple[Directive | None, str, Judge]]:
    """ "`ctx` is the first parameter", "Ruby files open with `# frozen_string_literal: true`":
    a shape of code said as the team's way, in a sentence nothing else was read in
    (`code_facts_said` reads the words and its traps). A sentence read otherwise keeps its reading:
    the shape is the reader's last resort, never a rival of a term's check."""
    said = [words for _, words, _ in read if words]
    out: list[tuple[Directive | None, str, Judge]] = []
    # each sentence is read once, and only for a clause that may say a shape (a long paste of
    # list marks is many clauses of one sentence)
    ruled: dict[str, bool] = {}
    for sentence, clause in clauses:
        if not CUE.search(clause) or any(sentence in words or words in sentence
                                         for words in said) or _OTHERS_FORM.search(clause):
            continue
        if sentence not in ruled:
            ruled[sentence] = stated_as_rule(sentence)
        if ruled[sentence]:
            out += [(None, sentence, j) for j in code_fact_judges(clause)]
    return out


def _past_the_hooks_too(d: Directive, reply: str) -> Directive | None:
    """ "never bypass the hooks" under "I ran `HUSKY=0 git commit`": the ban of `--no-verify` the
    words are read as, and the way the agent got past the hooks, banned beside it."""
    if d.polarity != "avoid" or [t.text for t in d.terms] != ["--no-verify"] \
            or "--no-verify" in d.sentence or not reply:
        return None
    past = hooks_skipped_otherwise(reply)
    return replace(d, verb="run", terms=(past,), phrase=past.text) if past is not None else None


def _command_the_flag_went_to(d: Directive, reply: str) -> Directive:
    """ "never pass `--force`" under "I ran `npm install --force`": a flag of one word or one
    letter said of no command is the flag of the one command the agent's message ran with it,
    which the directive then names beside it; the directive as it is when the sentence names a
    command, or the message holds the flag in none of its commands or in more than one (which
    would be a guess)."""
    flags = [t for t in d.terms if is_flag(t.text)]
    if not reply or len(flags) != 1 or len(d.terms) != 1 or d.replaced \
            or command_of(d.phrase, d.said_in or d.sentence):
        return d
    flag = flags[0].text
    if _LONG_FLAG.fullmatch(flag):
        return d  # a flag of several words has its one meaning on every command it is given to
    commands = {line[:line.find(f" {flag}")] for t in code_terms(reply)
                if t.code and is_command_line(line := t.text)
                and flag in line.split()[1:] and not is_flag(line.split()[0])}
    if len(commands) != 1:
        return d
    return replace(d, terms=(flags[0], Term(commands.pop(), True)))


def _run_of_the_command_named(d: Directive, reply: str) -> Directive:
    """ "always run clippy before you hand back" under "I ran `cargo fmt`, `cargo clippy` and
    `cargo test`": a run whose tool is said by a plain word of one of the commands the agent's
    message gives runs that command; the directive as it is when the word is in none of them,
    or in more than one (which would be a guess)."""
    if d.verb != "run" or d.terms or not reply:
        return d
    word = re.match(r"[a-z][\w-]*", d.phrase.strip(), _I)
    if word is None or is_common(word.group(0)):
        return d
    commands = {t.text for t in code_terms(reply) if t.code and is_command_line(t.text)
                and word.group(0).lower() in t.text.lower().split()}
    if len(commands) != 1:
        return d
    return replace(d, terms=(Term(commands.pop(), True),))


# "we don't skip tests to get green, ever": a ban in plain words, whose verb is inside the one
# name the agent's message gives (`@pytest.mark.skip`, `time.sleep`, `unittest.mock`).
_PLAIN_BAN = re.compile(r"^\W*(?:(?:no|nope|nah)\W+)?(?:please\s+)?(?P<team>we\s+)?"
                        r"(?:don'?t|do not|never)\s+(?:ever\s+)?(?P<verb>[a-z]{4,})\b"
                        r"(?P<rest>[^?]*)$", _I)
# Verbs of any work, or of a term's own name ("we don't use hooks" and `useEffect`).
_ANY_WORK = frozenset(("use", "make", "have", "need", "want", "like", "know", "think", "care",
                       "worry", "mind", "touch", "change", "call", "look", "test", "write",
                       "read", "open", "close", "keep", "take", "give", "send", "even", "really",
                       "just", "ever", "always", "usually"))
# A condition or a time it holds in, or a joke ("never sleep on the job, haha").
_HOLDS_WHEN = re.compile(r"\b(?:unless|until|if|when|without|except|but|before|after|yet|"
                         r"anymore|for now|this time|today|haha\w*|lol|jk)\b|:\)", _I)


def _ban_in_plain_words(text: str, reply: str) -> Directive | None:
    """The agent's one term banned by words that name none ("we never sleep in tests" under
    "I added `time.sleep(1)`"), when the ban's verb is part of that term; None otherwise."""
    sentences = split_sentences(text.strip())
    m = _PLAIN_BAN.match(sentences[0]) if len(sentences) == 1 else None
    if m is None or m.group("verb").lower() in _ANY_WORK or _HOLDS_WHEN.search(m.group("rest")) \
            or code_terms(text):
        return None
    for sentence in reversed(split_sentences(reply)):
        named = {t.text: t for t in code_terms(sentence)
                 if not ("/" in t.text or has_file_extension(t.text))}
        if named:
            break
    else:
        return None
    if len(named) != 1:
        return None
    term = next(iter(named.values()))
    if not re.search(rf"(?<![a-z]){re.escape(m.group('verb').lower())}", term.text.lower()):
        return None
    held = m.group("team") or re.search(r"\b(?:never|ever)\b", text, _I)
    # Banned for good, a call is banned whatever it was called with.
    return Directive(text.strip(), "avoid", "run" if is_command_line(term.text) else "use",
                     (callee(term, text) if held else term,), scope="rule" if held else "task",
                     form="reply", phrase=term.text)


# "no, we never type components with React.FC here": a no, then the team's ban, said for good,
# of the thing the agent proposed or did, in the person's own words.
_NO_THEN_BAN = re.compile(r"^\W*(?:no|nope|nah)\b[\s,.!-]+(?P<team>we\s+)?(?P<never>never|don'?t|"
                          r"do not)\s+(?:ever\s+)?"
                          # the verbs of taking code in ("we don't care about X" bans nothing)
                          r"(?P<verb>use|add|mock|call|import|install|pin|wrap|type|put|ship|"
                          r"commit|allow|include|bring|pull|depend|write|want|need|do|"
                          # "we never leave prints in", "we don't disable lint rules": what the
                          # code holds, or what it was put there for
                          r"leave|disable|silence|suppress)\b"
                          r"(?P<what>(?:[^,;.?!]|\.(?=\w)){1,80})", _I)  # a dot inside code goes on
# "we don't need it for this one": a no for the work at hand.
_THIS_ONCE = re.compile(r"\b(?:(?:this|that) (?:one|time|pr|branch|case|change|file|commit)|"
                        rf"{FOR_NOW})\b", _I)
# "no, we don't want it in this package", "no, we don't need that": with no "never", a no of
# what one part of the project wants, or of what the work needs, turns down the proposal at
# hand; "no, we don't use that" and "no, we never want it in this crate" speak for all work.
_WE_DONT = re.compile(r"\bwe\s+(?:don'?t|do\s+not)\s+(?P<verb>[a-z]+)\b(?P<what>[^.;!?]*)", _I)
_HABIT_SAID = re.compile(rf"\b(?:{HABIT_WORDS})\b", _I)
# Words of the ban that name where or how much, never the thing itself.
_NO_THING_WORDS = """this that these those them here there with from into anything something
stuff things thing ever again anymore repo repository codebase project code like kind sort just
only really please every each other ones"""
_NO_THING = frozenset(_NO_THING_WORDS.split())


def _proposed_thing(reply: str) -> list[Term]:
    """The code terms of the last sentence of the agent's message that names code, when that
    message proposes or reports a change; [] otherwise."""
    sentences = split_sentences(reply)
    if not (_PROPOSAL.search(reply) or _BARE_GO.search(reply) or _PLAN.search(reply)
            or (sentences and _DONE.match(sentences[-1].strip()))):
        return []
    for sentence in reversed(sentences):
        named = [t for t in code_terms(sentence) if t.code and t.text.lower() not in _AGREES
                 and not ("/" in t.text or has_file_extension(t.text))]
        if named:
            return named if (_SUGGESTS.match(sentence.strip()) or _PROPOSAL.search(sentence)
                             or _DONE.match(sentence.strip())) else []
    return []


def _at_hand(text: str) -> bool:
    """Is the no, said with "we don't" and no habit word, of the proposal at hand: what the
    work needs, or what is wanted or done in the piece at hand or one part of the project
    ("that one", "in this package", "in the core module")?"""
    if _HABIT_SAID.search(text):
        return False
    m = _WE_DONT.search(text)
    if m is None:
        return False
    verb, what = m.group("verb").lower(), m.group("what")
    # "we don't use X in this service" is the team's way in all of it; what it wants there,
    # or what one piece needs, is the proposal's.
    return verb == "need" or ONE_OFF.search(what) is not None \
        or _THIS_ONCE.search(what) is not None or (verb == "want" and of_a_part_at_hand(what))


def ban_of_the_proposal(text: str, reply: str) -> Directive | None:
    """ "no, never add type: ignore in this repo" under "Want me to add `# type: ignore`?": a no
    whose ban, said for good ("never", "we don't"), names in the person's words the code the
    agent proposed or did: that code is kept out of all such work. The person's spelling stands
    when it is inside the proposed term ("React.FC" of `React.FC<Props>`, "lodash" of
    `lodash.debounce`). None when the ban names none of the proposed code, holds only
    sometimes, or is asked, and when what it names is a command ("never add strict checks to
    pre-commit" under "`mypy --strict`" says where it runs, not that it never does)."""
    sentences = split_sentences(text.strip())
    m = _NO_THEN_BAN.match(sentences[0]) if sentences else None
    if m is None or not (m.group("team") or m.group("never").lower() == "never") \
            or _HOLDS_WHEN.search(m.group("what")) or _THIS_ONCE.search(m.group("what")) \
            or "?" in text or _at_hand(sentences[0]):
        return None
    proposed = _proposed_thing(reply)
    if not proposed:
        return None
    what = m.group("what")
    ban = m.group(0)[m.start("never") - m.start(0):]
    own = [t for t in code_terms(what) if t.code] + [t for d in directives(ban)
                                                     if d.polarity == "avoid" for t in d.terms]
    # "mocks" names `gomock`: a word of the ban, or its singular, inside the proposed term.
    words = [w[:-1] if len(w) > 4 and w.endswith("s") else w
             for w in re.findall(r"[a-z][a-z-]{3,}", what.lower()) if w not in _NO_THING]
    for term in proposed:
        said = next((t for t in own if t.text.lower() in term.text.lower()), None)
        if said is not None or any(w in term.text.lower() for w in words):
            # "no, we never sleep in tests" under `time.Sleep(2 * time.Second)`: the call is
            # banned, whatever it was called with.
            chosen = said or callee(term, what)
            if is_command_line(chosen.text):
                return None
            return Directive(m.group(0).strip(), "avoid", "use", (chosen,), scope="rule",
                             form="reply", phrase=chosen.text)
    return None


_OPPOSITE: dict[type[Judge], type[Judge]] = {MustMention: MustNotMention,
                                             AddsMatching: AddsNothingMatching,
                                             Runs: DoesNotRun}


def _replaced(judge: Judge) -> Judge:
    """What a wanted term becomes once another replaces it: a term to keep out (a tool of its
    kind: a tool not to run)."""
    if isinstance(judge, Runs):
        return DoesNotRun(command=judge.command, pattern=judge.pattern)
    other = _OPPOSITE[type(judge)]
    flipped = other(**{k: v for k, v in vars(judge).items()})
    if isinstance(flipped, MustNotMention):
        flipped.replaced = True  # a thing another now replaces, named as set aside or not
    return flipped


_NEGATIVE_OF = {v: k for k, v in _OPPOSITE.items()}


def _flips(judge: Judge) -> bool:
    """Can later words turn the judge around? A term wanted or avoided, and of the commands
    only a tool of its kind ("yarn, not npm", then "no, use npm instead"): other commands
    are run or not by steps of the work, which later words add to."""
    return (type(judge) in _OPPOSITE or type(judge) in _NEGATIVE_OF) and (
        not isinstance(judge, Runs) or tool_kind(judge.command) is not None)


def _supersede(by_subject: dict[tuple[str, ...], Judge], judge: Judge, d: Directive,
               before: set[tuple[str, ...]]) -> None:
    """Earlier judges that later words overrule: what was wanted and is now replaced ("X, not
    Y" after "use Y"; "use npm instead" after "yarn"), and what was avoided and is now wanted.
    A wish with no contrast of its own ("instead", "wrap errors with X") overrules only what
    earlier messages (`before`) wanted: rules set side by side in one message, as a list sets
    them, each hold."""
    wanted = {t.lower() for t in judge.key_terms()} \
        if type(judge) in _OPPOSITE and _flips(judge) else set()
    # A term whose letter case is the point turns away only that spelling ("`GitHub`, not
    # `Github`").
    turned_away = {t.text.lower() for t in d.replaced if not t.cased}
    spelled_away = {t.text for t in d.replaced if t.cased}
    for key, old in list(by_subject.items()):
        if key == judge.subject():
            continue
        terms = {t.lower() for t in old.key_terms()}
        if not _flips(old):
            continue
        if type(old) in _NEGATIVE_OF and terms & wanted:
            del by_subject[key]  # avoided before, wanted now
        elif type(old) in _OPPOSITE and (terms & turned_away or set(old.key_terms()) & spelled_away
                                         or (
                d.form == "instead" and wanted and not terms & wanted and key in before)):
            flipped = _replaced(old)
            flipped.origin, flipped.quote, flipped.followup = (judge.origin, judge.quote,
                                                               judge.followup)
            by_subject[key] = flipped


# What makes a rule of form hold beyond the task: a habit word, or the team's way in this project
# ("we write commit messages as conventional commits here", "commit subjects here follow
# conventional commits", "commit messages follow Conventional Commits").
_FORM_HELD = re.compile(r"\b(?:always|never|from now on|every time|by default)\b|"
                        r"\bwe\b[^.;]*\b(?:here|in this (?:repo|repository|codebase|project))\b|"
                        r"\b[a-z]+s\s+(?:here|in this (?:repo|repository|codebase|project))\s+"
                        r"(?:follow|use|are|get)\b|"
                        # "commit messages follow Conventional Commits": all of the team's
                        # commits, said as they are made.
                        r"^\W*(?:(?:our|all)\s+)?(?:commit\s+(?:messages|subjects|titles)|"
                        r"commits|pr\s+titles)\s+(?:always\s+)?(?:follow|use)\b", _I)


@lru_cache(maxsize=16)  # asked of the same request for each rule read in it
def _typed_right(text: str) -> bool:
    """Does the text hold no slip `slips.mend` sets right?"""
    return mend(text) is text


def _as_typed(words: str, text: str) -> str:
    """The sentence of `text` as the person typed it that `words` were read from: rules are
    read in the words `slips.mend` sets right ("pls dont use"), but what a preference shows as
    its evidence is what the person said."""
    if words in text or _typed_right(text):
        return words
    for sentence in split_sentences(text):
        if words in mend(sentence):
            return sentence
    return words


# "scratch that", "forget that, ...", "never mind what I just said": the person's own words just
# before are taken back, whatever they asked for. "ignore that" is as often said of a warning the
# work meets, and "that" followed by a noun points at a thing ("forget that flag").
_SCRATCH_THAT = Gated(
    r"(?<!n't )(?<!not )\b(?:(?:scratch|forget|disregard|cancel)\s+(?:all\s+)?that|never\s*mind\s+"
    r"(?:that|what\s+i\s+(?:just\s+)?said)|forget\s+what\s+i\s+just\s+said)"
    r"(?=\s*(?:[,.;:!?\u2014-]|$))")
# A turn that takes back the words just before it in the same message ("use `black`. Never
# mind, ignore that", "run `go vet` first — actually never mind", "ignore me", "take that
# back"); opening a message of its own, "never mind" is as often said of a question or a bug.
_TAKEN_BACK_AFTER = Gated(
    r"(?<!n't )(?<!not )\b(?:never\s*mind|nvm|ignore\s+me|(?:i\s+)?take\s+(?:that|it)\s+back)"
    r"(?=\s*(?:[,.;:!?\u2014-]|$))")
# What may come before it in its sentence: a word that opens a turn.
_BEFORE_SCRATCH = re.compile(r"(?:^|[.!?;\n\u2014])\W*(?:(?:ok(?:ay)?|actually|wait|hmm+|oh|sorry|"
                             r"no|nah|err?m?|um+|never\s*mind|nvm|that'?s\s+(?:wrong|not\s+right)"
                             r")\W+)*$", _I)


def _scratched_at(text: str) -> int | None:
    """Where in `text` the words before are taken back ("... scratch that, ..."), or None."""
    for m in sorted((*_SCRATCH_THAT.finditer(text), *_TAKEN_BACK_AFTER.finditer(text)),
                    key=lambda m: m.start()):
        if _BEFORE_SCRATCH.search(text[:m.start()]) and (
                m.re is _SCRATCH_THAT.regex or text[:m.start()].strip(" \t\n,.!?;:-")):
            return m.start()
    return None


def derive(quotes: Sequence[Quote], verdicts: Mapping[str, Verdict] | None = None
           ) -> list[Judge]:
    """The judges of one task, from its request and follow-ups; later words about the same thing
    replace earlier ones ("use npm", then "no, pnpm, not npm"). `verdicts`: what the miner model
    read in some of the quotes (by `quote_key`)."""
    by_subject: dict[tuple[str, ...], Judge] = {}
    last: list[tuple[str, ...]] = []  # what the quote before added
    for quote in quotes:
        verdict = verdicts.get(quote_key(quote)) if verdicts else None
        scratched = _scratched_at(quote.text)
        if scratched is not None and not quote.text[:scratched].strip(" \t\n,.!?;:-"):
            for key in last:  # "scratch that" opens the message: the one before is taken back
                by_subject.pop(key, None)
        if opens_narrowing(quote.text):
            for key in last:  # "Except in the CLI, that's fine.": the rule before, narrowed
                if key in by_subject:
                    by_subject[key].durable = False
        before = set(by_subject)
        for path in declined_files(quote.text, quote.reply):
            # "actually, don't update the changelog": an edit asked before is taken back.
            by_subject.pop(EditsFile(path=path).subject(), None)
        # "never use `print`. Except in the CLI": the part carved out is read with the rule
        read = quote if (said := joined(quote.text)) == quote.text else replace(quote, text=said)
        read = _as_answered(read)
        for d, words, judge in _found_in(read, verdict):
            if judge.kind in _BANS and banned_in_a_manner(words if d is None else d.sentence,
                                                          judge.kind):
                continue  # "never edit `schema.rb` by hand": its tool may change it
            durable = (d.scope == "rule") if d is not None else (
                (_FORM_HELD.search(words) is not None or judge.held_by_scope)
                and not ONE_OFF.search(words))
            judge.origin, judge.quote = quote.origin, _as_typed(words, quote.text)
            if read is not quote:
                judge.quote = as_typed(judge.quote, quote.text)
            if d is not None and d.form == "reply" and as_far_as_the_change(d.sentence,
                                                                             quote.reply):
                durable = False  # "do that everywhere" after what the agent did: this work's
            judge.durable = durable
            clause, sentence = _clause_of(d, words)
            _say_conditions(judge, clause, sentence)
            if isinstance(judge, DoesNotRun) and judge.reach and part_unseen(judge.reach):
                continue  # "never run black on legacy code": no run's line shows where it went
            _say_what_it_is_for(judge, quote.text, quote.reply)
            wider = _wider_than_said(judge, clause, sentence, read.text, quote.text)
            # A rule its line would say wider than the person did ("never call `os.Exit` except
            # in `main()`" as "Do not use `os.Exit`.") is kept to the task, and, said again, is
            # no standing rule either: the preference would be written with the same line.
            judge.durable = durable and not wider
            judge.once = judge.once or (d is not None and said_once(d)) or wider
            if _replaces_at_hand(judge):
                judge.once, judge.durable = True, False
            judge.followup = quote.followup
            if d is not None:
                _supersede(by_subject, judge, d, before)
            if scratched is not None and (
                    _words_before(judge.quote, quote.text, scratched)
                    or (d is not None and _words_before(d.sentence, quote.text, scratched))):
                continue  # "use X. scratch that, ...", "run X — never mind": taken back
            earlier = by_subject.pop(judge.subject(), None)
            combined = earlier.combine(judge) if earlier is not None else None
            by_subject[judge.subject()] = combined or judge
        last = [k for k in by_subject if k not in before]
    judges = list(by_subject.values())
    _set_against(judges)
    return judges


def _clause_of(d: Directive | None, words: str) -> tuple[str, str]:
    """The clause and the sentence a judge's conditions are read from. An answer whose code is
    the agent's ("do that on every new field", "we never do that in the public API") is read
    as if it named it, so that the reach said after the pointer is read as after the code."""
    if d is None:
        return words, words
    sentence = d.said_in or d.sentence
    if not d.terms or not d.phrase or d.phrase in sentence:
        return d.sentence, sentence
    return said_of(d.sentence, d.terms[0].text), said_of(sentence, d.terms[0].text)


def _set_against(judges: list[Judge]) -> None:
    """A durable rule that asks for one term and bans another in the same words ("use `Decimal`,
    never `float`", "prefer `httpx` over `requests`") asks for the term where the work does
    what the banned one did: its check of the term knows the banned one, and says nothing of
    work that uses neither (a change to a template, to the docs). Said with a rival, what the
    tool is known for is not read for it: the rival says where it holds, or, for the task's
    own ask, the check stays as it was."""
    for judge in judges:
        if type(judge) is not AddsMatching or judge.affix or judge.within:
            continue
        banned = [j for j in judges if type(j) is AddsNothingMatching and j.quote == judge.quote
                  and j.term.lower() != judge.term.lower()]
        if banned:
            judge.known_for = ""
        if banned and judge.durable:
            judge.instead_of = banned[0].term
            if by_import(banned[0].pattern, banned[0].term) or len(banned) > 1:
                # a library found where it is brought in; each rival listed ("not `axios` or
                # `got`") is what the term is asked for in place of
                judge.against = "|".join(f"(?:{b.pattern})" for b in banned)


# A reach that names a place of the code, not what the tool is for: "in library code", "in tests".
_A_PLACE = re.compile(r"^(?:in|inside|within|across|throughout|under)\s", re.I)


def _say_what_it_is_for(judge: Judge, text: str, reply: str) -> None:
    """A "use X" that says nothing of what X is for, puts it on no construct and sets it against
    no rival ("always use `slog`", "use `httpx`") asks for X in work that does what X is for:
    what the message or the reply says it is for, or what it is known for
    (`tool_purposes.py`). A rule said with a purpose or a moment of its own ("for the time
    being") or a ban it replaces keeps the reach it was said with."""
    if type(judge) is not AddsMatching or judge.about or judge.affix or judge.within \
            or judge.written or judge.replaces \
            or (judge.reach and _A_PLACE.match(judge.reach) is None):
        return
    judge.known_for = tool_purpose(judge.term, text, reply)


def _command_on_something(judge: Judge, said: str) -> bool:
    """Is the judge a ban of a command as code the change holds, said of what the command acts
    on ("never `brew install` random tools"), or a ban of a command said of the things at hand
    ("never `go get` these packages")? Its line, "Do not use `brew install`.", would ban the
    command on everything, and a place for the code is no place for the command's object: the
    rule judges its own task."""
    if isinstance(judge, DoesNotRun):
        return run_object_at_hand(said, judge.command)
    # "never run `npm install` in CI": the place is where, not what it acts on
    acted_on = run_object(said, judge.term) if isinstance(judge, AddsNothingMatching) else ""
    return isinstance(judge, AddsNothingMatching) and " " in judge.term \
        and is_typed_command(judge.term) and bool(acted_on) and place_at(acted_on) is None


def _placed_kind(reach: str) -> str:
    """The construct or the purpose of what a rule said with a verb of placing places ("to wrap
    outbound calls": outbound calls, "to gate new endpoints": new endpoints), or ""."""
    placed = placed_what(reach)
    if not placed:
        return ""
    return construct_of_reach(f"in {placed}") or (placed if purpose_named(placed) else "")


def _say_conditions(judge: Judge, clause: str, sentence: str) -> None:
    """What the person's words say of the rule's reach that the check does not hold, kept for
    the line written down: a ban until they agree (said anywhere in the sentence: "never run
    that without asking"), and the code a rule about a term is for (said in its own clause: in
    "no ad-hoc checks in components; forms validate through `zod`" the components are the
    checks', not zod's)."""
    if isinstance(judge, (DoesNotRun, LeavesFilesAlone)) and asks_first(sentence):
        judge.asks_first = True
    if isinstance(judge, AddsNothingMatching) and judge.shape:
        return  # the words after the ban name the shape whole, no place of it
    if isinstance(judge, AddsMatching) and not (judge.files or judge.within or judge.reach):
        clause, sentence = _said_as_code(clause, judge.term), _said_as_code(sentence, judge.term)
        if type(judge) is AddsMatching:
            # "never handle money by hand, use `Decimal`": the line says the ban it replaces,
            # with the place it was said of
            judge.replaces = banned_before(sentence[:max(sentence.find(clause.strip()), 0)],
                                           clause, governs_a_term)
        own = _with_place_before(reach_of(clause) or place_reach(clause, sentence), clause,
                                 sentence)
        before = "" if judge.replaces else _reach_before(clause, sentence)
        # "in tests, always use `freezegun` for dates": the place that opens the sentence holds
        # beside what the tool is for, said in the clause.
        judge.reach = f"{before} {own}" if own and before and before.lower() not in \
            own.lower() else own or before
        purpose = purpose_of(clause) or _rival_purpose(clause, sentence) \
            or _moment_before(clause, sentence)
        if purpose and purpose.lower() not in judge.reach.lower():
            # a place said inside the purpose ("when debugging in production") is said once;
            # the part left out closes the line ("for variables, except loop counters")
            kept = [r for r in judge.reach.split(", ") if r and r.lower() not in purpose.lower()]
            limits = [r for r in kept if r in limit_of(clause).split(", ")]
            reach = " ".join((", ".join(r for r in kept if r not in limits), purpose)).strip()
            judge.reach = ", ".join((reach, *limits))
    label = language_label(sentence) if isinstance(judge, AddsMatching) else ""
    if label and not names_a_language(judge.reach):
        # "Kotlin: never use `!!`": the rule is said in the language its label names
        judge.reach = f"{label} {judge.reach}".strip()
    placed = placed_on(clause, judge.term) if type(judge) is AddsMatching \
        and not (judge.files or judge.within) else ""
    if placed and judge.reach.lower() in placed.lower() and _OF_A_KIND.match(placed):
        # "put `#[must_use]` on functions that return a builder": where it goes, said whole
        # ("to the sync command" is the one thing the work is on)
        judge.reach = placed
    if isinstance(judge, AddsMatching) and not (judge.affix or judge.about):
        # "`json` tags to struct fields", "in every new endpoint", "`CREATE INDEX` CONCURRENTLY":
        # the construct the rule is said of, which work must hold for the rule to be in play
        # ("no `print` in request handlers" holds in the body of a handler, which lines added to
        # one do not show; "use `zod` in every new endpoint" asks it of each one the work adds)
        # A ban said of a purpose ("never use `float` for money") holds where the work does it.
        ask = type(judge) is AddsMatching
        of_purpose = ask or type(judge) is AddsNothingMatching
        judge.about = construct_after(clause, judge.term, ban=not ask) \
            or (construct_of_reach(judge.reach) if ask else "") \
            or (purpose_of_reach(judge.reach) if of_purpose else "") \
            or (purpose_routed(clause, judge.term) if of_purpose else "") \
            or (_placed_kind(judge.reach) if ask else "") \
            or (purpose_after(clause, judge.term) if of_purpose and not judge.reach else "") \
            or construct_leading(judge.term)
    elif isinstance(judge, EditsFile) and not judge.when:
        # "always write a changelog entry for user-facing changes": the changes it is for
        when = reach_of(clause) or purpose_of(clause)
        judge.when = when if re.match(r"(?:for|when|whenever|if|after)\s", when, re.I) else ""
    elif isinstance(judge, Runs) and not judge.reach:
        # "never run gofmt on generated files", "run rubocop only on changed files": the part of
        # the tree said right after the program (`run_parts.py`)
        reach = part_after(clause, judge.command) \
            or _with_place_before(reach_of(clause), clause, sentence, command=True) \
            or run_place(said_before_left_out(clause)) \
            or _reach_before(clause, sentence, command=True) \
            or (run_object(clause, judge.command) if isinstance(judge, DoesNotRun) else "") \
            or (unseen_place(clause) if isinstance(judge, DoesNotRun) else "")
        # "only use `vitest` for tests": what a tool of its kind is for is in its line already;
        # a part left out said with when the run is due is in the line with it.
        reach = "" if judge.rule and reach.lower().startswith("for ") else reach
        # "never say it's done unless `go test ./...` is green": the case that names the
        # command run is the gate itself, not a case the rule leaves out
        judge.reach = ", ".join(r for r in reach.split(", ") if r.lower() not in
                                (judge.before or "").lower()
                                and f"`{judge.command}`".lower() not in r.lower())


# A place said as a kind of code, not as the one thing at hand ("on foreign keys", not "to the
# sync command").
_OF_A_KIND = re.compile(r"^\w+\s+(?!(?:the|this|that|these|those|it|its|my|your)\b)", re.I)


def _wider_than_said(judge: Judge, clause: str, sentence: str, text: str, typed: str) -> bool:
    """Would the judge's line say its rule wider than the person did? A limit of the sentence
    the line leaves out, a command said of what it acts on, what a tool is for left out, or
    the words after the sentence (`text` as read, `typed` as typed) narrowing or softening it
    ("never use `print`. Except in the CLI entry point")."""
    line = judge.instruction() or ""
    if isinstance(judge, AddsNothingMatching) and judge.shape:
        # the words after the ban name the shape whole: only the words around it may narrow it
        return narrowed_after(clause, text) or part_left_out(sentence, typed, line)
    if limit_left_out(_up_to(clause, sentence), line, ban=judge.kind in _BANS) \
            or _command_on_something(judge, clause):
        return True
    if (isinstance(judge, AddsMatching) or type(judge) is MustMention) \
            and not _says_purpose(judge, clause, sentence):
        return True
    # a rule held by its scope says what it is said of in its own line, in its own words
    # ("no camelCase in column names": "Do not name columns in camelCase.")
    for term in [] if judge.held_by_scope else judge.key_terms()[:1]:
        # "never use `time.Sleep` in an operator": the place said right after the term, of
        # whatever kind, is in the line or the rule is the task's
        if place_left_out(_said_as_code(clause, term), term, line):
            return True
    placed = placed_on(clause, judge.term).partition(" ")[2] \
        if type(judge) is AddsMatching else ""
    if placed and placed.lower() not in line.lower():
        return True  # "always add `X` to foreign keys" written as "Use `X`."
    return narrowed_after(clause, text) or part_left_out(sentence, typed, line)


def _said_as_code(words: str, term: str) -> str:
    """The words with the term set in backticks where they say it bare, as the rule's code:
    "we never use setState in the render path" holds where "never use `setState` in the render
    path" does."""
    if not term or f"`{term}" in words:
        return words
    return re.sub(rf"(?<![\w`.]){re.escape(term)}(?![\w`])", lambda _: f"`{term}`", words,
                  count=1)


def _replaces_at_hand(judge: Judge) -> bool:
    """Does the judge ask for a tool in place of an action banned of the things at hand ("never
    throw from these callbacks, use `Result`")? It is said of the code in front of the person:
    its task's only, never a rule of all work."""
    return isinstance(judge, AddsMatching) and bool(judge.replaces) and at_hand(judge.replaces)


def _rival_purpose(clause: str, sentence: str) -> str:
    """What the tool the clause sets aside is for, said of the one asked for just before it:
    "always use `logger` when logging, never `print`" bans `print` when logging."""
    if not _RIVAL.match(clause):
        return ""
    said = clause.strip()
    part = next((p for p in sentence.split(";") if said and said in p), "")
    return purpose_of(part[:part.find(said)]) if part else ""


def _moment_before(clause: str, sentence: str) -> str:
    """A moment that opens the sentence and holds for the clause after it: "when writing
    tests, always use `pytest.raises`"."""
    said = clause.strip()
    part = next((p for p in sentence.split(";") if said and said in p), "")
    before = part[:part.find(said)] if part else ""
    moment = purpose_of(before)
    opens = moment.lower().startswith(("when", "while"))
    return moment if opens and before.strip(" \t\n,.:-*>").lower() == moment.lower() else ""


def _says_purpose(judge: Judge, clause: str, sentence: str) -> bool:
    """Does the line written for a rule about code say what the tool is for, or when or where
    it is used, as the person did ("wrap errors with `%w`" written as "Use `%w`." would ask for
    `%w` in every change)? A rule whose line cannot say it judges its own task only."""
    for term in judge.key_terms()[:1]:
        clause, sentence = _said_as_code(clause, term), _said_as_code(sentence, term)
    purpose = purpose_of(clause) or _moment_before(clause, sentence)
    return not purpose or purpose.lower() in (judge.instruction() or "").lower()


def _with_place_before(reach: str, clause: str, sentence: str, command: bool = False) -> str:
    """The reach of the clause; when it is only a part left out ("never `test()` at the top
    level"), with the place its sentence opened with ("in the Jest suites we use ..., never
    `test()` at the top level")."""
    if not reach or reach != limit_of(clause):
        return reach
    before = _reach_before(clause, sentence, command=command)
    return ", ".join(r for r in dict.fromkeys((*before.split(", "), *reach.split(", "))) if r)


# Kinds that ban: "never X, only on Y" says where such a rule does not hold, no limit of it.
_BANS = frozenset({"diff_avoids", "does_not_run", "must_not_mention", "files_unchanged"})


def _up_to(clause: str, sentence: str) -> str:
    """The clause with what its sentence says before it ("in commit messages, always mention
    `JIRA-` ids": the place opening the sentence is the clause's too)."""
    part = next((p for p in sentence.split(";") if clause.strip() and clause.strip() in p), "")
    return part[:part.find(clause.strip())] + clause if part else clause


# Words that join a clause of its own to what came before ("..., and run `make check`").
_JOINED = re.compile(r"\b(?:and|then|also|plus|or|but|after\s+that)\b", re.I)


def _reach_before(clause: str, sentence: str, command: bool = False) -> str:
    """Where the rule holds, said before the clause in its sentence: the place the sentence
    opens with ("In migrations, never import `app.models`"; "for public functions, return
    `Result` and never `panic!`"), or the reach of the ban the clause puts a tool in the place
    of ("never use `print` in tests, use `caplog`"). A clause joined on with "and" after a ban
    is a rule of its own ("never use `print` in tests, and run `make lint` before pushing"); a
    `command` is held to a place only by the words that open its own clause ("in the
    frontend, always use `pnpm`"), or by the reach of the clause it is the rival of ("run `npm
    ci` in CI, never `npm install`"). In "no ad-hoc checks in components; forms validate through
    `zod`" the components are not zod's."""
    said = clause.strip()
    part = next((p for p in sentence.split(";") if said and said in p), "")
    before = part[:part.find(said)] if part else ""
    reach = reach_of(before)
    if not reach:
        return ""
    at = before.lower().rfind(reach.split(", ")[0].lower())
    between = before[at + len(reach.split(", ")[0]):] if at >= 0 else before
    opens = at >= 0 and not before[:at].strip(" \t\n,.:-*>")
    if command and not _RIVAL.match(said):
        return reach if opens and not between.strip(" \t\n,:-*") else ""
    return reach if opens or not _JOINED.search(between) else ""


# A rival set against what the clause before asked for, with no verb of its own: "always run
# `npm ci` in CI, never `npm install`".
_RIVAL = re.compile(r"^\W*(?:never|not|no|instead\s+of|rather\s+than)\s+`", re.I)


def _words_before(words: str, text: str, at: int) -> bool:
    """Were the words a judge was read from said wholly before `at` in the text?"""
    where = text.find(words)
    return where >= 0 and where + len(words) <= at
