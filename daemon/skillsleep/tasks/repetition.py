"""Repetition: when two sayings are the same ask, and how many pieces of work asked it.

A person who has to ask for the same thing in one piece of work after another ("also run
`make lint`", "please run make lint before you finish", "make sure to run `make lint`") holds a
preference the instructions are missing, however each ask was worded. `standing.py` turns such
asks into standing preferences; this module says what counts:

- The same ask is the same check on the same terms, read from what the check names, not from
  the words around it: the term without the marks that only write it down (backticks, a
  decorator's `@`, a call's `()` or its arguments, its letter case unless the case is the
  point), and the ask's direction (use it, avoid it, keep it) whichever judge of the answer or
  of the change it gave ("use pnpm" and "use `pnpm`"). A check named in words ("run the
  linter", "run lint") is the command that does that check when that one command is said too
  ("run `make lint`"). A part of a check named in words is the part the work at hand touched
  ("run the model tests too", then "also run the credit note tests"; the unit tests, then the
  integration tests; "the linter on the web package"): two parts are two asks, and all of the
  check however much of it is said ("the whole test suite") is one. The bundled encoder reads
  two wordings of one ask as far apart as two different asks, and two different asks in one
  wording as the same (measured: "also run `make lint`" and "run make lint when you're done"
  score 0.31; "also run `make lint` before you finish" and the same with `make test` 1.00), so
  the terms decide, and the encoder only joins sayings of one kind of check that name no
  different terms (`standing._said`).
- Each piece of work counts once: one session, however often it was said there; and sessions
  on one feature branch are one piece of work resumed (people carry a change over several
  sessions, and its own details come up in each); sessions on a long-lived branch (main) are
  each their own.
- Some sayings never count: one said to hold for the work at hand only ("use `httpx` for
  this one only"), a rename (a change made once; said again, it is the same work going
  on), an ask the person kept to the piece of work at hand ("for this PR, use `slog`", "for
  now": `directives.said_once`), and an ask that is the task itself (a request whose first
  clause is to run a check asks for that work, it does not put a condition on other work;
  "also run it", "run it before you finish" are conditions, even when said on their own). A
  file the change is to edit is one file however it is named ("CHANGELOG.md", "the
  changelog": `EditsFile.subject`), and mining gives that check only for an ask made on top
  of the work (`file_asks`).
- How many: an ask made on top of the work (after the agent's answer, or in the request after
  the clause that asks for the work: "fix the pager, and run `make lint` when you're done", or
  set against what the code at hand has, in a request of its own: "can you use `errgroup`
  here", "`List.of` please, not an ArrayList") in
  `SAID_AGAIN` pieces of work, or an ask made at all in `MIN_ASKED`. An ask that is the work
  asked for each time ("add a `--json` flag to the export command", then to the import
  command) names what that work makes, not a condition on other work, and twice is as often
  two pieces of work that happen to make the same kind of thing.
- Asked again in words the reader of directives has no shape for ("log them with slog instead",
  "`%w` please", "fold them into one with `pytest.mark.parametrize`"): a request, in another
  piece of work, whose own words ask for the very term of an ask the reader did find
  (`asks_for`) is that ask said again. It only adds to an ask that was found, never makes one of
  its own: people word a correction differently each time they have to make it, and the term is
  what stays. A clause asks for the term when a verb of using governs it ("use", "add", "call"),
  or a word of means stands between its verb and the term ("rewrite it with", "go through", a
  change's "switch this to" or "swap this to", what the code is wrapped in: "wrap it in
  `context.WithTimeout`"), a command is the verb's own object ("run shellcheck on it"), a few
  words before it in one phrase ("add tests for the parser, the ones `tox -e lint` runs" asks
  for tests), or the term is asked for by itself ("httpx please", "clsx again please", "`uv
  run`, not python", the term and where it goes: "`set -euo pipefail` as the first line", or
  when it is wanted: "cargo fmt before you hand it back", "shellcheck it before you hand it
  back"), alone or with "again" after words that say it was asked before ("same as last time:
  anyhow", "like last time, `X` instead of patching"), or after an emoji, a greeting or the
  ticket the work is for ("🙏 `ruff format` please", "PAY-97: ..."); what the result must have
  ("make sure the PR has a changelog entry", "`npm run lint` needs to be clean": `required`), or
  the state the work must be left in ("make sure it's formatted", "keep it mypy-clean":
  `required.asks_as_state`); a clause in Spanish, German, French or Portuguese that asks for the
  very term (`other_languages`: people switch languages from one session to the next, and the
  term is what stays), or runs the check named in words by its noun there ("lass danach die
  Tests laufen": `other_languages.asks_for_check`); a verb that puts the term on the work at
  hand ("mark it `#[must_use]`"); and when no word before the term turns it away (removes,
  negates, sets it aside for another, tells it is missing) or makes it what the work is on
  ("upgrade `httpx`", "mock httpx", "tests for `parseConfig`"). A verb of reading or talking
  ("explain", "look at") asks about the term, not for it, but a verb of checking whose means is
  the term asks for it ("check the types with mypy"). The same holds for a command to run ("run
  it through `uv run`"), and for a file to edit ("you forgot the changelog again"). A verb
  phrase joined to the work's by "and" or "then" is read on its own ("fix the pager and run
  `make lint`", "stop using requests and use httpx"), and so is the term alone as the next step
  ("...; then `./gradlew detekt`", a step of a numbered list that is the command alone), the
  tool said as the verb with its object ("terraform fmt it too", "ruff check it"), what passes
  its check ("make it black-clean"), and a complaint that the agent left it out ("you forgot
  `ruff check` again", "you didn't run mypy": said of the agent, with the term as the object,
  not "I forgot to run it" nor "you forgot the httpx timeout").
- Where: each repository on its own (its worktrees are one). What a person asks in one
  repository is that codebase's convention, kept by its team; another repository, often of
  other people, keeps its own, and the preference is written into the repository's documents.
  A person's habit across repositories shows as a preference in each where it was asked enough.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from .branch_names import SHARED_BRANCHES
from .judges import Judge
from .judges.work import term_pattern
from .other_languages import CHECK_NOUNS, asks_for_check, asks_for_term
from .required import asks_as_required, asks_as_state
from .taskdata import Task
from .tickets import REFERENCES

SAID_AGAIN = 2   # pieces of work that asked it on top of the work
MIN_ASKED = 3    # pieces of work that asked it at all
# The direction of an ask, whatever judge it gave: of the answer or of the change.
_DIRECTION = {"diff_adds": "use", "must_mention": "use", "diff_avoids": "avoid",
              "must_not_mention": "avoid", "diff_keeps": "keep"}
# Checks whose term is a command, or a check named in words ("the linter").
COMMAND_KINDS = frozenset({"runs", "does_not_run"})


def plain_term(term: str) -> str:
    """A term without what only writes it down: "`@pytest.mark.parametrize`" and
    "pytest.mark.parametrize", "`t.Parallel()`" and "t.Parallel" are one term."""
    text = term.strip().strip("`'\"“”").strip()
    text = text.removeprefix("@")
    # A call's arguments are the occasion's: "`require.NoError(t, err)`" asks for the function.
    text = re.sub(r"(?<=[\w.])\([^()]*\)$", "", text)
    text = text.rstrip(",;:!?")
    # "go generate ./...": every package below, a path the dots are part of; any other
    # dots at the end end a sentence.
    return text if text.endswith("/...") else text.rstrip(".,;:!?")


def _cased(judge: Judge) -> bool:
    return bool(getattr(judge, "cased", False))


def ask_key(judge: Judge) -> tuple[str, ...]:
    """What a judge asks for, the same for every wording and judge of the same ask."""
    direction = _DIRECTION.get(judge.kind)
    if direction is not None:
        term = judge.key_terms()[0] if judge.key_terms() else ""
        term = plain_term(term)
        where = str(getattr(judge, "files", "") or "")
        return (direction, term if _cased(judge) else term.lower(), where)
    if judge.kind in COMMAND_KINDS:
        if named_in_words(judge):  # "the linter", "lint", "the linters": the check's pattern
            return (judge.kind, "", getattr(judge, "pattern", ""), part_named(judge))
        return (judge.kind, " ".join(plain_term(getattr(judge, "command", "")).lower().split()))
    return judge.subject()


# The ask that says the opposite of another on the same term: to use it or to avoid it, to run
# it or not to.
_OPPOSITE = {"use": "avoid", "avoid": "use", "runs": "does_not_run", "does_not_run": "runs"}


def opposite_key(judge: Judge) -> tuple[str, ...] | None:
    """The `ask_key` of the ask that says the opposite of this judge's ("never use `axios`"
    for "use `axios`"), or None when it has none (a check kept, a rubric)."""
    key = ask_key(judge)
    if not key or key[0] not in _OPPOSITE or (judge.kind in COMMAND_KINDS
                                               and named_in_words(judge)):
        return None
    return (_OPPOSITE[key[0]], *key[1:])


# Words around a check named in words that tell which part of it the ask is about, read up to
# the first of these: "the model tests", "the tests for the parser", "the linter on the web
# package". A determiner or a verb ends the words before the check, a word of time or manner
# the words after it.
_PART_BEFORE_END_WORDS = """
    the a an our my your their its this that these those all any every each run rerun re-run
    running execute also just only please pls and then now too again to with do can could
    would should you we i
"""
_PART_BEFORE_ENDS = frozenset(_PART_BEFORE_END_WORDS.split())
_PART_AFTER = re.compile(r"^\s+(?:for|of|in|on|under|against|inside)\s+"
                         r"(?!(?:every|each|all)\b)(?P<part>[^,;.!?\n]{1,60})", re.I)
# (A pasted run of spaces is read once: `directives._PROJECT_SAID_LAST`.)
_PART_AFTER_ENDS = re.compile(r"\s(?<!\s\s)\s*+(?:too|as well|again|also|before|after|when|"
                              r"once|while|please|pls|and|then|so|but|with|if|because|since)"
                              r"\b.*$", re.I)
# Words that say how much of a check, or name the check itself: "the whole suite" and "the
# full test suite" are all of the tests, as "the tests" are.
_NO_PART_WORDS = """
    the a an our my your their its this that these those all any every each whole full entire
    complete test tests suite suites linter linters lint formatter fmt format formatting build
    type typecheck typechecks checks check checker vet
"""
_NO_PART = frozenset(_NO_PART_WORDS.split())


def part_named(judge: Judge) -> str:
    """Which part of a check named in words an ask names ("model" of "run the model tests too",
    "parser" of "run the tests for the parser"), or "" when it names all of the check. Two asks
    that name different parts ("the model tests", then "the credit note tests"; "the unit
    tests", then "the integration tests") are different asks: each is the part the work at hand
    touched, not a run the person keeps asking for."""
    command = getattr(judge, "command", "")
    m = re.search(rf"(?<![\w-]){re.escape(command)}(?![\w-])", judge.quote, re.I) \
        if command else None
    if m is None:
        return ""
    before: list[str] = []
    # The words that name a part stand between the check and its determiner or verb ("run the
    # model tests"); a check said with its determiner has none before it, and words not closed
    # off by one are the clause's own ("make sure the suite passes", "don't finish until the
    # tests are green", "make sure lint is clean").
    closed = command.split()[0].lower() not in _PART_BEFORE_ENDS
    for word in reversed(re.findall(r"[\w/.'-]+|[,;:]", judge.quote[:m.start()])[-4:]
                         if closed else []):
        if word.lower() in _PART_BEFORE_ENDS or not re.match(r"[\w/]", word):
            break
        before.insert(0, word)
    else:
        before = []
    after = _PART_AFTER.match(judge.quote[m.end():])
    words = [*before, *command.split(),
             *(_PART_AFTER_ENDS.sub("", after.group("part")).split() if after else [])]
    return " ".join(w.lower().strip("`'\"") for w in words if w.lower() not in _NO_PART)


def named_in_words(judge: Judge) -> bool:
    """Is a command judge's command a check named in words ("the linter"), not a command?"""
    command = getattr(judge, "command", "")
    # A command's own pattern is the command as written (mining's, or the judge's default).
    return judge.kind in COMMAND_KINDS and bool(command) \
        and getattr(judge, "pattern", "") not in (term_pattern(command), re.escape(command))


# Arguments that pick the part of a check a command runs: a filter's flag, or a path or file
# ("pytest tests/test_upload.py", "go test -run TestRefund", "jest -t checkout"); "./..." and
# "." are every package.
_PICKS_A_PART = frozenset({"-k", "-m", "-t", "-run", "--filter", "--grep", "--tests",
                           "--testnamepattern", "--spec"})
_EVERY_PACKAGE = frozenset({".", "./", "./...", "..."})


def _runs_a_part(line: str) -> bool:
    """Does a command line run only a part of its check (a filter, a path, a file)?"""
    args = line.split()[1:]
    return any(a.lower() in _PICKS_A_PART for a in args) or any(
        not a.startswith("-") and a not in _EVERY_PACKAGE
        and ("/" in a or "::" in a or re.search(r"\.\w{1,5}$", a)) for a in args)


def does_check(words: Judge, command: Judge) -> bool:
    """Does a said command run the check another saying names in words ("`make lint`" for
    "the linter")? Both must ask the same way (to run it, or not to), and run the same part of
    it: all of it ("`pytest`" for "the tests"), or the part the words name ("`bin/rails test
    test/models`" for "the model tests"); "`pytest tests/test_upload.py`" runs no part "the
    tests" or "the model tests" name."""
    if words.kind != command.kind or not named_in_words(words) or named_in_words(command):
        return False
    line = getattr(command, "command", "")
    part = part_named(words)
    if (part and not all(w in line.lower() for w in part.split())) \
            or (not part and _runs_a_part(line)):
        return False
    try:
        return re.search(getattr(words, "pattern", ""), line, re.I) is not None
    except re.error:
        return False


@lru_cache(maxsize=4096)
def _first_asks_to_run(request: str) -> str:
    """The first clause of a request when it asks to run something, else ""."""
    from .directives import directives, own_clauses  # the grammar: compiled on first use

    clauses = own_clauses(request)
    if not clauses:
        return ""
    first = clauses[0][1]
    said = next((d for d in directives(request) if d.sentence == first), None)
    return first if said is not None and said.verb == "run" else ""


# Words that add a run to other work, or time it against that work: "also run X", "run X too",
# "run X before you finish" ask for it on top of the work, whatever was split off as a request;
# "run X on it" runs it on the work just done.
ADDED = re.compile(r"\b(?:also|too|as well|again|additionally|afterwards?|after that|before|"
                    r"once|when you(?:'re| are)?|at the end|on (?:it|them|that|those|these))\b",
                    re.I)


def is_the_task(task: Task, judge: Judge) -> bool:
    """Is the ask the work the task asks for ("run the tests and fix what fails"), not a
    condition on it? Only a command to run, said up front as the request's first clause, and
    not as an addition to other work ("also run the linter")."""
    if judge.followup or judge.kind != "runs":
        return False
    first = _first_asks_to_run(task.request)
    if ADDED.search(first):
        return False
    command = plain_term(getattr(judge, "command", "")).lower()
    return bool(first) and (command in first.lower() or named_in_words(judge))


def piece_of_work(task: Task) -> str:
    """The piece of work a task is part of, among the tasks of one workspace: its session, or
    its feature branch (every session on that branch, in whichever worktree)."""
    branch = (task.branch or "").strip()
    # sessions on a branch every piece of work lands on are not one piece of work
    if branch and branch.lower() not in SHARED_BRANCHES:
        return f"branch:{branch}"
    return f"session:{task.harness}:{task.session_id}"


# Checks that mining gives only for an ask made on top of the work or said as a rule
# (`file_asks`: "update the README to describe X" as the request is the work itself), and how
# the work is committed ("squash it into one commit"), a condition on work done whatever its
# words, never a thing the work makes.
ONLY_ON_TOP = frozenset({"edits_file", "one_commit"})


def added_to_the_work(task: Task, judge: Judge) -> bool:
    """Was the ask made on top of the work: after the agent's answer, in the request outside the
    clause that asks for the work (its first), or in words that add it to other work?"""
    if judge.followup or judge.kind in ONLY_ON_TOP:
        return True
    first = _first_clause(task.request).lower()
    terms = [t for t in (plain_term(k).lower() for k in judge.key_terms()) if t]
    if terms and not any(t in first for t in terms):
        return True
    # "can you use `errgroup` here", "`List.of` please, not an ArrayList": the term set against
    # what the work has, the code already there, split off on its own.
    at = next((m for t in terms if (m := term_at(first, t)) is not None), None)
    if at is not None and _AGAINST_WHAT_IS.search(first[at.end():]):
        return True
    # "fix the pager and `make lint` at the end": the term in a verb phrase joined after the
    # work's own.
    if at is not None and _last_joined(first[:at.start()]) != first[:at.start()]:
        return True
    return ADDED.search(first) is not None  # "also run `make lint`", split off on its own


# Words after a term that set it against what the code at hand already has.
_AGAINST_WHAT_IS = re.compile(r"\b(?:here|instead|not|rather\s+than)\b", re.I)


@lru_cache(maxsize=4096)
def _first_clause(request: str) -> str:
    from .directives import own_clauses  # the grammar: compiled on first use

    clauses = own_clauses(request)
    return clauses[0][1] if clauses else ""


# "use httpx for this one only", "only here": the person said it holds for the work at hand.
_AT_HAND = (r"(?:this one|this time|here|(?:for|in) this (?:one|file|function|test|module|"
            r"class|pr|change))")
_ONLY_HERE = re.compile(rf"\b(?:for\s+)?{_AT_HAND}\s+only\b|\bonly\s+(?:for\s+)?{_AT_HAND}\b",
                        re.I)


@dataclass(frozen=True)
class Count:
    """How often an ask was made: the pieces of work that made it, and those that made it on
    top of the work."""

    pieces: int
    added: int

    @property
    def enough(self) -> bool:
        return self.added >= SAID_AGAIN or self.pieces >= MIN_ASKED


def counts(said: Iterable[tuple[Task, Judge]]) -> Count:
    """How many pieces of work made the ask (the sayings of one workspace); sayings that never
    count are left out."""
    pieces: set[str] = set()
    added: set[str] = set()
    records: set[str] = set()
    for task, judge in said:
        if judge.once or is_the_task(task, judge) or _ONLY_HERE.search(judge.quote):
            continue
        record = judge.origin.record if judge.origin is not None else None
        if record:
            if record in records:
                continue  # one record copied into another log (a resumed conversation)
            records.add(record)
        piece = piece_of_work(task)
        pieces.add(piece)
        if added_to_the_work(task, judge):
            added.add(piece)
    return Count(len(pieces), len(added))


# -- asked again in other words ------------------------------------------------------------------

# "same as before", "like last time", "as usual": the ask was made before, and is made again.
_AS_BEFORE = r"(?:same|like|as)\s+(?:as\s+)?(?:before|last\s+time|usual|always)"
# Words that open a clause without being its verb: "ok, now use X", "no - use X", "can you
# rewrite it with X"; a greeting, an emoji or the ticket the work is for ("🙏 `X` please",
# "PAY-97: ...").
_OPENING = re.compile(r"^(?:\W*(?:(?:no|nope|nah)\s*[,.!:;-]|(?:ok(?:ay)?|yes|yeah|sure|so|and|"
                      r"also|then|now|again|please|pls|just|instead|can you|could you|"
                      r"(?:would|do) you mind|would you|"
                      r"will you|let'?s|hi|hey|hello|thanks|thank you|thx|cheers|"
                      r"(?:good\s+)?(?:morning|afternoon|evening)|" + _AS_BEFORE + r")\b|"
                      + REFERENCES.pattern + r")[\s,:;.!-]*)+|^[^\w`'\"@.]+",
                      re.I)
# Words that open a clause and are no verb of doing: who or what it speaks of, an auxiliary, a
# question word, a negation. A clause opened by one states or asks about something.
_NOT_A_VERB_WORDS = """
    i you we they he she it this that these those there here the a an my our your their its
    is are was were be been am does did has have had will would shall should can could may
    might must not no never what why how when where which who whose if unless because since
    though although as like per according maybe perhaps all every each any some both either
    neither only even still already
"""
_NOT_A_VERB = frozenset(_NOT_A_VERB_WORDS.split())
# Verbs of reading or talking about a term: what they govern is the topic, not what is asked.
_ABOUT_VERB_WORDS = """
    explain describe tell show look find search grep check investigate debug review read
    compare understand summarize summarise figure see note mention document ask answer list
    print trace inspect
"""
_ABOUT_VERBS = frozenset(_ABOUT_VERB_WORDS.split())
# A word anywhere before the term that turns the ask away from it: removes or bans it, negates
# the ask, sets the term aside for another, or tells that it is missing.
_TURNED_AWAY = re.compile(
    r"\b(?:not|no|never|without|stop|remove|removing|delete|drop|strip|revert|undo|disable|skip|"
    r"avoid|ban|replace|rid|instead of|rather than|except|forgot|forget|missing|lacks?)\b|n't\b",
    re.I)
# "it's missing `X`, put it in", "`X` would do here, switch to it": the term named, then asked
# for in the next clause of the sentence by a pronoun that can only be it. That the work lacks
# it ("missing", "forgot") is then why it is asked for, not a turning away.
_USED_AS_IT = re.compile(r"^[^.;!?\n]{0,40}?[,;-]\s*(?:(?:so|then|just|please|pls)\s+)*"
                         r"(?:(?:use|add|put|call|import|apply|adopt)\s+(?:it|that)|"
                         r"(?:switch|move|go|change|migrate|port)\s+(?:over\s+)?to\s+(?:it|that))"
                         r"(?:\s+(?:in|instead|back|please|too|there|here))*\W*$", re.I)
_TURNED_AWAY_FROM_IT = re.compile(
    r"\b(?:not|no|never|without|stop|remove|removing|delete|drop|strip|revert|undo|disable|skip|"
    r"avoid|ban|replace|rid|instead of|rather than|except)\b|n't\b", re.I)
# A word just before the term that makes it the topic or the place of the work ("tests for
# `parseConfig`", "the bug in `orders.go`"), not what the work uses.
_TOPIC = re.compile(r"\b(?:for|of|about|from|in|on|at|inside|within|around|into|than|over)\W*"
                    r"(?:(?:the|a|an|our|your|my|its|their|this|that|these|those|any|some|all)"
                    r"\s+)?\W*$", re.I)
# "wrap the sum in `COALESCE`", "wrap it in context.WithTimeout": what the work's code is wrapped
# in is what it uses, not a place of the work.
_WRAPPED_IN = r"\bwrap\b[^,;]*\bin\b"
_WRAPPED_IN_IT = re.compile(_WRAPPED_IN + r"\W*(?:(?:a|an|the)\s+)?\W*$", re.I)
_RUN_VERBS = frozenset(("run", "rerun"))
# "would you mind running mypy as well?", "do you mind adding `t.Parallel()`?": an ask whose verb
# is said as a gerund after it.
_MIND = re.compile(r"\b(?:would|do)\s+you\s+mind\W*$", re.I)
_SAID_AGAIN = re.compile(r"\b(?:again|" + _AS_BEFORE + r")\b", re.I)
# Verbs whose object is what the work is to use ("use X", "add X to these tests"); after any
# other verb the term is what the work is on ("upgrade `httpx`", "mock httpx", "test the httpx
# wrapper") unless a word of means stands between ("log them with X", "go through X").
_USING_VERB_WORDS = """
    use call add include import prefer adopt apply pick choose pass put
"""
_USING_VERBS = frozenset(_USING_VERB_WORDS.split())
# "mark it `#[must_use]`", "tag them `@slow`": a verb that puts the term on its object, asked for
# when the object is the work at hand ("mark `parse` as deprecated" is on the term).
_MARKING_VERBS = frozenset(("mark", "tag", "annotate", "decorate"))
_THE_WORK_AT_HAND = re.compile(r"\s*(?:it|them|this|that|these|those|each\s+of\s+them|"
                               r"(?:the|these|those)\s+new\s+ones?)\s*", re.I)
_MEANS = re.compile(r"\b(?:with|using|via|through|by)\b|\b(?:switch|swap|move|port|convert|"
                    r"migrate|change)\b.*\bto\b|" + _WRAPPED_IN, re.I)
_FIRST_WORD = re.compile(r"[a-z][a-z'-]*(?=\s|$)", re.I)
# "httpx please", "`%w` please", "`uv run`, not python": the term asked for by itself, or set
# against another in its place.
_A_VERB_OF_BEING = (r"(?:is|are|was|were|be|been|would|will|should|could|can|might|may|"
                    r"seems?|looks?|feels?|isn'?t|aren'?t|wasn'?t)\b")
_TERM_PLEASE = (r"[`()\s,]*"
                # "shellcheck it before you hand it back": a tool's name said as the verb.
                r"(?:(?:it|them|these|those)\s+)?"
                r"(?:(?:\b(?:again|too|as well)\b[\s,]*)?\b(?:please|pls|not|"
                r"instead of|rather than|over)\b"
                # "`anyhow` again", "`List.of` like last time": the term, said to be asked again.
                r"|\b(?:again|" + _AS_BEFORE + r")\W*$"
                # "cargo fmt before you hand it back please": the term and when it is wanted,
                # the whole clause.
                r"|\b(?:before|once|when)\s+(?:you|we)\b[^.;!?\n]*$"
                # "`set -euo pipefail` as the first line", "`Decimal` for the amounts": the term
                # and where it goes, the whole clause, a place of a few words and no verb
                # ("`httpx` for the whole thing is overkill" tells; "at the moment" is when).
                r"|\b(?:as|at|for|on)\s+(?:the|each|every|all|these|those)\s+"
                r"(?!(?:moment|time|minute)\b)(?:(?!" + _A_VERB_OF_BEING + r")[\w-]+\s+){0,2}"
                r"(?!" + _A_VERB_OF_BEING + r")[\w-]+(?:[\s,]+(?:please|pls))?\W*$)")


def _base_verb(gerund: str) -> str:
    """The verb of using or running a gerund is of ("running", "using", "adding"), or the
    gerund itself."""
    return next((v for v in _USING_VERBS | _RUN_VERBS
                 if gerund in (f"{v}ing", f"{v[:-1]}ing", f"{v}{v[-1]}ing")), gerund)


def term_at(clause: str, term: str) -> re.Match[str] | None:
    """Where the clause names the term, however it is written down (backticks, a decorator's
    `@`, a call's parentheses and arguments)."""
    return re.search(rf"(?<![\w.@-])@?{re.escape(term)}(?:\([^()]*\))?(?![\w-])", clause, re.I)


def _a_verb(word: str) -> bool:
    """Can the word that opens a clause be the verb of an imperative? Not a word of a closed
    class (a pronoun, an article, an auxiliary), nor a verb's past or gerund, nor a plural
    ("tests use `require`" tells how the tests are)."""
    w = word.lower()
    return bool(w) and w not in _NOT_A_VERB and not w.endswith(("ed", "ing", "'s")) \
        and not (w.endswith("s") and not w.endswith("ss"))


def _governs(between: str) -> bool:
    """Can a verb or a word of means govern a term with these words between them: a few (its
    object's article and words, "it with", "the split with"), in one phrase?"""
    return "," not in between and len(between.split()) <= 3


# "you forgot the changelog again", "again you forgot to run `buf generate`", "you didn't run
# mypy": a complaint that the work lacks what the person asks for each time is that ask made
# again. Said of the agent ("you"): "I forgot to run it" tells of the person's own work.
_FORGOT = re.compile(r"^\W*(?:(?:again|and|so|but|ugh|hm+|sigh)\W+)*(?:you|u)\s+(?:(?:forgot|"
                     r"missed|skipped|left\s+out)(?:\s+to\s+(?:run|use|add|update|do))?|"
                     r"(?:didn'?t|did\s+not)\s+(?:run|use|add|update|do))"
                     r"(?:\s+(?:the|a|an))?\W*$", re.I)
# What may follow the term of a complaint: the clause ends ("you forgot `X` again, ..."); a noun
# after it makes the term a modifier ("you forgot the httpx timeout").
_FORGOT_ENDS = re.compile(r"^[`'\"()]*(?:\s+(?:again|too|as\s+well|this\s+time|once\s+more|"
                          r"(?:on|in|for)\s+(?:it|this|that|them)))*\s*(?:[,;.!:-]|$)", re.I)
# "fix the pager and run `make lint`", "add the field, then `buf generate`": a clause joined to
# another by "and" or "then" is a verb phrase of its own, whose verb governs the term.
_JOINED = re.compile(r"(?:[,;]\s*|\s)(?:and(?:\s+then)?|then|after\s+that|afterwards|"
                     r"finally)\s+", re.I)
# "then `./gradlew detekt`", "and finally `make openapi`": the term alone as the next step.
_NEXT_STEP = re.compile(r"\b(?:then|finally|afterwards|after\s+that|next)\W*$", re.I)
# "terraform fmt it too", "ruff check it", "gofmt everything first": a tool's name said as the
# verb, with the work at hand (or all of the code) as its object.
_TOOL_AS_VERB = re.compile(r"^[`'\"\s]*(?:it|them|this|these|those|everything|all\s+of\s+(?:it|"
                           r"them))"
                           r"(?:\s+(?:too|again|also|as\s+well|please|pls|first))*\W*$", re.I)
# "make it black-clean", "keep the package clippy clean": what passes the tool's check.
_CLEAN_BY = (r"^\W*(?:(?:please|pls|and|also|then|now|just)\s+)*(?:make|keep|get|leave)\s+"
             r"(?:it|this|that|them|everything|all\s+of\s+it|(?:the|this|that)\s+[\w-]+"
             r"(?:\s+[\w-]+)?)\s+`?{term}`?[- ]clean\b")
# Verbs of checking, whose means is the tool that checks: "check the types with mypy".
_CHECKED_WITH = frozenset(("check", "verify"))


def _numbered_step(request: str, term: str) -> bool:
    """Is the term a step of a numbered list alone ("2. `make openapi`")?"""
    return re.search(rf"^\s*\d{{1,2}}[.)]\s+[`'\"]?{re.escape(term)}[`'\"]?\W*$", request,
                     re.I | re.M) is not None


def _last_joined(before: str) -> str:
    """The words before a term from the last verb phrase joined to another ("and run ", of
    "fix the pager and run "), or all of them when none is joined."""
    joined = list(_JOINED.finditer(before))
    if not joined:
        return before
    tail = before[joined[-1].end():]
    first = _FIRST_WORD.match(_OPENING.sub("", tail.strip()).lstrip("`'\"@ "))
    # The words after "and" must open with a verb, or be none ("and `make lint` at the end"):
    # "tests for the parser and the exporter" joins two nouns.
    return tail if not tail.strip(" `'\"") or (first and _a_verb(first.group(0))) else before


@lru_cache(maxsize=8192)
def asks_for(request: str, term: str) -> str:
    """The clause of the person's own words in a request that asks for `term` (a plain term,
    `plain_term`), however it is worded, or "" when none does (see the module's docstring)."""
    if term.lower() not in request.lower():
        return ""  # nearly every request: it never names the term
    from .directives import ONE_OFF, describes, hedged, own_clauses  # the grammar: compiled on use

    if term.lower() in CHECK_NOUNS:  # "die Tests laufen lassen": the check by its noun
        return next((c for _, c in own_clauses(request) if asks_for_check(c, term)), "")
    for sentence, clause in own_clauses(request):
        if ONE_OFF.search(sentence) or hedged(clause):
            continue
        if re.search(_CLEAN_BY.format(term=re.escape(term)), clause, re.I) \
                or asks_as_state(clause, term):
            return clause
        at = term_at(clause, term)
        if at is None:
            continue
        before = clause[:at.start()]
        if _FORGOT.search(before) and _FORGOT_ENDS.match(clause[at.end():]):
            return clause
        if asks_as_required(clause, at.start(), at.end()) \
                or asks_for_term(clause, at.start(), at.end()):
            return clause
        before = _last_joined(before)
        named = term_at(sentence, term)
        if named is not None and _USED_AS_IT.search(sentence[named.end():]) \
                and not _TURNED_AWAY_FROM_IT.search(before) and not _TOPIC.search(before):
            return sentence
        if describes(clause):
            continue
        if _TURNED_AWAY.search(before) or (_TOPIC.search(before)
                                           and not _WRAPPED_IN_IT.search(before)):
            continue
        opened = _OPENING.sub("", before.strip()).rstrip("`'\"@ ")
        first = _FIRST_WORD.match(opened)
        verb = first.group(0).lower() if first else ""
        if verb.endswith("ing") and _MIND.search(before[:before.lower().rfind(verb)]):
            verb = _base_verb(verb)  # "would you mind running mypy too?"
        after = clause[at.end():]
        if not verb:
            if (not opened or _MEANS.search(opened)) and re.match(_TERM_PLEASE, after, re.I):
                return clause
            bare = not after.strip(" `'\"()!.,:;")
            # The words before the term in its sentence: a clause split off after "then" is the
            # term alone ("add the cache, then `just check`").
            lead = sentence[:max(sentence.find(clause), 0)] + before
            if not opened and (_TOOL_AS_VERB.match(after) or (bare and (
                    _NEXT_STEP.search(lead) or _numbered_step(request, term)))):
                return clause
            # "same as last time: anyhow": the term alone, after words (in its clause or the
            # sentence's clauses before it) that say it was asked before.
            if _SAID_AGAIN.search(lead) and not _OPENING.sub("", lead.strip()).strip(" `'\"") \
                    and not after.strip(" `'\"()!.,:;"):
                return clause
            continue
        checked_with = verb in _CHECKED_WITH and any(
            _governs(opened[m.end():]) for m in _MEANS.finditer(opened))
        if (verb in _ABOUT_VERBS and not checked_with) or not _a_verb(verb) \
                or re.match(r"do\s+(?:you|we|i|they)\b", opened, re.I):
            continue
        # The term is what the verb or the word of means governs, a few words on and in the same
        # phrase: "add unit tests for the parser, the ones `tox -e lint` runs" asks for tests.
        # "switch this to zod": the verb of a change is read with its "to".
        # "run shellcheck on it": a command run is asked for when it is the verb's own object.
        if (verb in _USING_VERBS and _governs(opened[first.end():])) \
                or (verb in _RUN_VERBS and not opened[first.end():].strip()) \
                or (verb in _MARKING_VERBS
                    and _THE_WORK_AT_HAND.fullmatch(opened[first.end():])) \
                or any(_governs(opened[m.end():]) for m in _MEANS.finditer(opened)):
            return clause
    return ""
