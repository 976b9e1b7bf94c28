"""Judges of the work itself: the lines a change adds, the files it leaves alone or edits, the
commits it makes and the commands the agent runs.

Most of what people correct in real sessions is here ("no testify", "use the typed ID, not a
string", "run the linter before you say done", "don't commit it", "two commits please", "also
add an entry to CHANGELOG.md"). These are scored on a workspace replay's attempt; in chat, the
code an answer proposes stands for the added lines, and file, command and commit judges have
nothing to read (None). `checks_pass` reads the
project's own check, run by the replay after the agent: the outcome a request to change code
asks for, whatever words it used.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from fnmatch import fnmatch
from typing import Any

from ..branch_names import names_a_shared_branch
from ..change_first import AFTER_A_CHANGE
from ..terms import letters
from ..workflow import operation_at
from .attempt import Attempt
from .base import Checked, Judge, code_term, code_term_named, judge_kind
from .changed_files import tied_files
from .code import (
    PROSE_FILES,
    WELL_KNOWN_FILES,
    code_lines,
    is_test_path,
    made_by_tools,
    made_by_tools_said,
    mentions_made_by_tools,
    only_left_out,
    reaches,
)
from .conditions import SHARED_SAID, is_unseen
from .constructs import Construct, construct_named
from .declared import NameKind, kind_said
from .name_word import carries
from .naming import article
from .order import DRY_RUN, IN_WORDS, NEXT_COMMAND, acting, kept_before, run_text
from .purposes import Purpose, of_a_purpose, purpose_called, purpose_named
from .run_parts import WHOLE_TREE, in_part, only_the_work_files, run_part, targets
from .shapes import Shape, shape_called
from .tool_purposes import known_purpose


def _plain(words: str) -> str:
    """Words as compared with others: without backticks, in lower case."""
    return words.replace("`", "").lower()


def _search(pattern: str, line: str) -> bool:
    try:
        return re.search(pattern, line, re.I) is not None
    except re.error:
        return pattern.lower() in line.lower()


# Judges match without regard to letter case; a pattern that opens with this keeps it.
CASED = "(?-i:"


def term_pattern(term: str) -> str:
    """A pattern that finds the term as written, not inside a longer word; a term that ends in a
    flag ends where the flag does (`git push --force` is not `git push --force-with-lease`). A
    name is not the last part of a dotted one (`path` is not `os.path`), but a call said by its
    name alone (`.delay()`, `unwrap()`) is a method's as much as a function's, and its empty
    parentheses stand for every call of it (`print()` is `print("done")` too); so is a name
    called after a dot (`sleep` is `time.sleep(2)`)."""
    if term.endswith("()"):
        return rf"{term_start(term)}{re.escape(term[:-1])}"
    if term == "!":
        return _ASSERTED
    return rf"{term_start(term)}{re.escape(term)}{term_end(term)}"


# A "!" alone as a term is the assertion that a value is not null, written right after it
# (`config!.port`, `user!`), never the negation before a value (`!ok`), a comparison (`!=`) or a
# macro's call (`println!(`): a ban of it is of the assertion, which the negation is not.
_ASSERTED = r"(?<=[\w)\]])!(?![=(\w])"


# A call by its name alone, its dot kept or not: `unwrap()`, `.delay()` (".env" is a file).
_A_METHOD = re.compile(r"\.?[A-Za-z_]\w*!?\(\)")


def term_start(term: str) -> str:
    """Where a term starts: not inside a word, nor after a dot unless it is a method's or it is
    called there; an operator not inside a longer one (`==` is not in `===`)."""
    if _A_METHOD.fullmatch(term):
        return "" if term.startswith(".") else r"(?<!\w)"
    if term[:1] in _OPERATOR or _SIGIL.fullmatch(term):
        # an operator is written right after a name as often as after a space (`user!!.id`,
        # `a==b`, `order?.id`), never inside a longer one
        return rf"(?<![{re.escape(_OPERATOR)}?])"
    if re.fullmatch(r"[A-Za-z_]\w*", term):
        return rf"(?:(?<![\w.])|(?<=\.)(?={re.escape(term)}\s*\())"
    return r"(?<![\w.])"


# The characters operators are made of, where one ends next to another (`==`, `!==`, `<=`).
_OPERATOR = "=<>!&|"
# A term of signs alone (`?.`, `!!`, `??`): an operator, whatever sign it ends with.
_SIGIL = re.compile(r"[^\w\s`]+")


def term_end(term: str) -> str:
    """Where a term ends: at the end of a word, of a flag or of an operator."""
    if re.search(r"(?<!\S)--?[A-Za-z][\w-]*$", term):
        return r"(?![\w-])"
    if term[-1:] in _OPERATOR or _SIGIL.fullmatch(term):
        return rf"(?![{re.escape(_OPERATOR)}?])"
    if _TYPED_NAME_LAST.search(term):
        # `make deploy` is not `make deploy-docs`, nor `npm run build` `npm run build:css`: the
        # last name of a command typed in words, joined on, is another target, script or task
        return r"(?![\w-]|:\w)"
    return r"(?![\w])"


# A term of several words that ends in a name: a command as typed ("rails db:migrate").
_TYPED_NAME_LAST = re.compile(r"\S\s+[\w:.-]*\w$")


@dataclass(frozen=True)
class LineKind:
    """A kind of line a term is checked in: `opens` finds where such a line makes its call, and
    the term counts only after it ("never log `token`": `token` in a log call)."""

    name: str       # as said after "in": "log calls"
    opens: str


# Calls that write to a log or to the output, in the languages agents write.
LINE_KINDS = {"log": LineKind("log calls", (
    r"(?:\b(?:e?print(?:ln|f)?|puts|console\.\w+|fmt\.F?[Pp]rint\w*|"
    r"(?:log|logger|logging|slog|zap|logrus|klog|glog|log::\w+)(?:\.\w+)*|"
    r"(?:debug|info|warn|error|trace)!)|\.(?:debug|info|warn|warning|error|trace|fatal|"
    r"critical|exception|log)[fw]?)\s*!?\s*\(")),
              # Python's `except`, Ruby's `rescue`, the `catch` of C-like languages
              "catch": LineKind("catch clauses", r"\b(?:except|catch|rescue)\b")}


# Where a rule is said to hold that makes it about words, not code: "in the docs", "in
# user-facing strings", "in comments".
_OF_WORDS = re.compile(r"\b(?:in|inside|within|to|for|from)\s+(?:the\s+|our\s+|any\s+|all\s+)?"
                       r"(?:[\w-]+\s+)?(?:docs?|documentation|readmes?|changelogs?|comments?|"
                       r"docstrings?|messages?|strings?|copy|text|prose|wording|UI)\b", re.I)


def _moved(attempt: Attempt) -> Counter[str]:
    """The lines the change takes out, by their text: an added line with the same text is moved,
    not new."""
    return Counter(ln.strip() for c in attempt.changes or [] for ln in c.removed if ln.strip())


def _takes_moved(moved: Counter[str], line: str) -> bool:
    """Is an added line one the change moved (`_moved`)? Each line taken out answers for one."""
    if moved[line.strip()] > 0:
        moved[line.strip()] -= 1
        return True
    return False


@judge_kind
@dataclass
class AddsMatching(Judge):
    """Some line the change adds uses `term` (for example the typed ID the person asked for)."""

    kind = "diff_adds"
    reads = "code"
    term: str = ""
    pattern: str = ""
    files: str = ""     # a glob such as "*_test.go"; "" for every file
    within: str = ""    # a kind of line (`LINE_KINDS`) the term is checked in; "" for any line
    # Where or for what the person said the rule holds, in their words ("in library code", "for
    # money"): no glob finds library code, so the check reads every line, but the line written
    # down says the rule's reach, not a ban of `float` everywhere.
    reach: str = ""
    # A term said as a part of names ("carry a `Repo` suffix"): "prefix" or "suffix", and the
    # kind of name it is for as said ("repository interfaces"); the pattern finds such names.
    affix: str = ""
    names: str = ""
    # The term a durable rule sets this one against ("use `Decimal`, never `float`"): work that
    # uses neither is work the rule is not about, and the check says nothing of it.
    instead_of: str = ""
    # How that term is found when not as written: a library named by an everyday word, found
    # where the change brings it in (`imports.py`); "" for the term as written.
    against: str = ""
    # The action said banned right before the term, which the term replaces ("never handle
    # money by hand, use `Decimal`"), as a line says it: "Do not handle money by hand".
    replaces: str = ""
    # The construct the rule is said of ("struct fields", "every `requests.get`", "an index",
    # `constructs.py`), or what its term is for, with the word that opens it ("for logging",
    # "to compare errors", `purposes.py`): work whose added code holds none is work the rule is
    # not about, and the check says nothing of it. A ban said of a purpose ("never use `float`
    # for money") is missed only on a line that does the purpose.
    about: str = ""
    # The term is a word as the team writes it ("we spell it 'PostgreSQL', never 'Postgres'"):
    # found in prose as well as code, and said as writing, since "Do not use Postgres" in
    # someone's instructions would ban the database, not the spelling.
    written: bool = False
    # What the term is known to be for when the rule does not say it ("always use `slog`":
    # "logging"; `tool_purposes.py`), by the name of a purpose of `purposes.py`: work that does
    # none of it is work the rule is not about. The line says the rule as it was said.
    known_for: str = ""

    def __post_init__(self) -> None:
        self.pattern = self.pattern or term_pattern(self.term)

    def params(self) -> dict[str, Any]:
        params = super().params()
        for name in ("reach", "affix", "names", "instead_of", "against", "replaces", "about",
                     "written", "known_for"):
            if not params[name]:
                params.pop(name)  # stored as before for every rule said of all code
        return params

    def validate(self) -> None:
        Checked.pattern(self.pattern)
        if self.against:
            Checked.pattern(self.against)
        if self.within and self.within not in LINE_KINDS:
            raise ValueError(f"within must be one of: {', '.join(LINE_KINDS)}")
        if self.affix not in ("", "prefix", "suffix"):
            raise ValueError("affix must be prefix or suffix")
        if not isinstance(self.about, str) or (self.about and self._construct() is None):
            raise ValueError("about must name a construct of code: a code term, one of "
                             "struct, class, function, endpoint, migration, index, column, ... "
                             "or what code is for (for logging, to compare errors, ...)")
        if not isinstance(self.known_for, str) \
                or (self.known_for and purpose_called(self.known_for) is None):
            raise ValueError("known_for must name a purpose: logging, http call, money, ...")

    def _construct(self) -> Construct | None:
        if not self.about:
            return purpose_called(self.known_for) if self.known_for else None
        return construct_named(self.about, term_pattern) or purpose_named(self.about)

    def _purpose(self) -> Purpose | None:
        """The purpose the rule is said of ("for money", "to compare errors"), or None."""
        construct = self._construct()
        return construct if isinstance(construct, Purpose) else None

    def _in_play(self, attempt: Attempt, around: bool = False) -> bool:
        """Does the work hold the construct the rule is said of, in the lines it adds to the
        files the rule holds in? With `around` (a ban, a term kept), the lines the change keeps
        around them and those it takes out count too: `@Ignore` added over a test the change
        does not add is still put on a test. A rule said of no construct is in play for all
        work."""
        construct = self._construct()
        if construct is None:
            return True
        changes = {c.path: c for c in attempt.changes or []}
        for path, lines in self._files(attempt) or []:
            change = changes.get(path)
            if not around or change is None:
                if construct.found(path, lines, change.hunks if change else None):
                    return True
                continue
            kept = [[ln[1:] for ln in hunk] for hunk in change.hunks] or [lines]
            if any(construct.found(path, hunk) for hunk in [*kept, change.removed]):
                return True
        return False

    def _uses(self, line: str) -> bool:
        if not self.within:
            return _search(self.pattern, line)
        return _search(f"{LINE_KINDS[self.within].opens}.*?(?:{self.pattern})", line)

    def _files(self, attempt: Attempt) -> list[tuple[str, list[str]]] | None:
        """The files the rule holds in, with their added lines: those its reach names, not those
        a tool wrote (a vendored module, generated code) unless the rule is said of them."""
        files = attempt.added_files(self.files)
        if files is None:
            return None
        # A rule that names the files a tool writes anywhere ("even in lock files", "except in
        # generated code") keeps them among the files read (`code.mentions_made_by_tools`);
        # one whose reach is those files alone holds in nothing else (`made_by_tools_said`).
        tools = mentions_made_by_tools(f"{self.reach}\n{self.quote}")
        if made_by_tools_said(self.reach):
            # "try not to use `any` in generated code": those files alone, none of the agent's hand
            return [(path, lines) for path, lines in files if made_by_tools(path, lines)]
        return [(path, lines) for path, lines in files if reaches(self.reach, path)
                and (tools or not made_by_tools(path, lines))]

    def _code(self, attempt: Attempt) -> list[str] | None:
        """The added lines the rule holds in, as the term is code in them (`code.py`): comments
        and strings of prose blanked. A spelling ("`GitHub`, not `Github`") and a rule said of
        the docs or of text are about words: read whole. For a ban, a line the change takes out
        and puts back elsewhere (a file moved, a function moved down) is no new use. None: no
        code to read."""
        read = self._read(attempt)
        return None if read is None else [code for _, _, code in read]

    def _read(self, attempt: Attempt) -> list[tuple[str, str, str]] | None:
        """The added lines of `_code`, each with its file's path and as it was written."""
        files = self._files(attempt)
        if files is None:
            return None
        ban = isinstance(self, AddsNothingMatching)
        moved = _moved(attempt) if ban else Counter()
        words = not self.term or self.cased or self.written \
            or _OF_WORDS.search(f"{self.reach}\n{self.quote}")
        hunks = {c.path: c.hunks for c in attempt.changes or []}
        out: list[tuple[str, str, str]] = []
        for path, lines in files:
            read = lines if words else code_lines(path, lines, self.term, ban, hunks.get(path))
            for line, code in zip(lines, read, strict=True):
                if _takes_moved(moved, line):
                    continue
                out.append((path, line, code))
        return out

    def score(self, attempt: Attempt) -> float | None:
        lines = self._code(attempt)
        if lines is None:
            return None
        if self.reach and attempt.added_files(self.files) and not self._files(attempt):
            return None  # "in Go tests": the work touches none, the rule is not in play
        if not self._in_play(attempt) and not self._called_for_it(lines):
            return None  # "`json` tags on struct fields": the work adds no struct
        if self.written and not self._writes_the_word(lines):
            return None  # "always capitalize Kubernetes": the work writes no Kubernetes at all
        if any(self._uses(ln) for ln in lines):
            return 1.0
        against = self.against or term_pattern(self.instead_of)
        if self.instead_of and not any(_search(against, ln) for ln in lines):
            return None  # "use `Decimal`, never `float`": the work uses neither
        return 0.0

    def _called_for_it(self, lines: list[str]) -> bool:
        """Does a line call the project's own thing a rule of a purpose routes that work
        through ("route all HTTP calls through `ApiClient`": `ApiClient.get(...)` is such a
        call, whatever the wrapper is named)? A library known for the purpose is not its
        own proof: `Decimal("0.001")` is no money, `import httpx` no call."""
        if self._purpose() is None or known_purpose(self.term):
            return False
        called = rf"(?:{self.pattern})\s*[.(]"
        return any(_search(called, ln) for ln in lines)

    def _writes_the_word(self, lines: list[str]) -> bool:
        """Does some line write the word, in any letter case or spelling whose letters are the
        term's or the one it is set against ("Kubernetes", "kubernetes"; "email", "e-mail")?"""
        words = {letters(w) for w in (self.term, self.instead_of) if w} - {""}
        return any(w in letters(line) for line in lines for w in words)

    def _where(self) -> str:
        kind = f" in {LINE_KINDS[self.within].name}" if self.within in LINE_KINDS else ""
        reach = f" {self.reach}" if self.reach and not self.files else ""
        return kind + (f" in {self.files}" if self.files else "") + reach

    def _of(self, said: str) -> str:
        """The construct the rule is said of, for a line that does not say it yet: "for struct
        fields"; a purpose as it was said ("to compare errors")."""
        if not self.about or _plain(self.about) in _plain(said):
            return ""
        return f" {self.about}" if of_a_purpose(self.about) else f" for {self.about}"

    def _in_play_said(self, said: str) -> str:
        """The check in words with its construct: a construct the term itself holds ("`CREATE
        INDEX`" of `CREATE INDEX CONCURRENTLY`) is said as where the check is in play."""
        if self.about and _plain(self.about) in self.term.lower():
            return f"{said} wherever it adds {self.about}"
        return said + self._of(said)

    def _named(self) -> str:
        """The naming convention in words: "name test functions with a `test_` prefix"."""
        part = f"{article(self.term)} `{self.term}` {self.affix}"
        return f"name {self.names or 'things'} with {part}{self._where()}"

    @property
    def _verb(self) -> str:
        return "write" if self.written else "use"

    def describe(self) -> str:
        if self.affix:
            return f"the change must {self._named()}"
        return self._in_play_said(
            f"the change must {self._verb} {code_term(self.term)}{self._where()}")

    def instruction(self) -> str | None:
        if self.affix and self.term:
            said = self._named()
            return f"{said[:1].upper()}{said[1:]}."
        if not self.term:
            return None
        use = f"{self._verb} {code_term_named(self.term, self.quote)}{self._where()}"
        use = f"{use}{self._of(use)}."
        return f"{self.replaces}; {use}" if self.replaces else f"{use[:1].upper()}{use[1:]}"

    @property
    def cased(self) -> bool:
        """Is the term checked in its letter case ("`GitHub`, not `Github`")?"""
        return self.pattern.startswith(CASED)

    def subject(self) -> tuple[str, ...]:
        said = ("code", self.term if self.cased else self.term.lower(), self.files)
        return (*said, self.within) if self.within else said

    def key_terms(self) -> list[str]:
        return [self.term]


@judge_kind
@dataclass
class AddsNothingMatching(AddsMatching):
    """No line the change adds uses `term` ("no testify", "not a plain string")."""

    kind = "diff_avoids"
    # A shape of code banned in words, by its name in `shapes.py` ("sql from strings", "bare
    # except"), with no term: the lines that show it miss the rule. `pattern` keeps a pattern
    # of the shape for a reader that knows no shapes.
    shape: str = ""

    def params(self) -> dict[str, Any]:
        params = super().params()
        if not params["shape"]:
            params.pop("shape")  # stored as before for every ban of a term
        return params

    def validate(self) -> None:
        super().validate()
        if not isinstance(self.shape, str) or (self.shape and self._shape() is None):
            raise ValueError("shape must name a shape of code: sql from strings, bare except, "
                             "empty catch, wildcard import, ...")

    def _shape(self) -> Shape | None:
        return shape_called(self.shape) if self.shape else None

    def score(self, attempt: Attempt) -> float | None:
        if (shape := self._shape()) is not None:
            return self._shape_score(shape, attempt)
        if self.affix and (kind := kind_said(self.names)) is not None:
            return self._names_score(kind, attempt)
        read = self._read(attempt)
        if read is None:
            return None
        purpose = self._purpose()
        used = [(path, line) for path, line, code in read if self._uses(code)]
        if purpose is not None and used:
            # "never use `float` for money": a use on a line that handles money misses it; one
            # on lines that do something else (a ratio) may be for money or not: no verdict
            return 0.0 if any(purpose.done_by(path, line) for path, line in used) else None
        if not self._in_play(attempt, around=True):
            return None  # "never put `@Ignore` on tests": the work touches no test
        return 0.0 if used else 1.0

    def _names_score(self, kind: NameKind, attempt: Attempt) -> float | None:
        """A part kept out of the names of one kind ("no `I` prefix on interfaces") is judged on
        the names of that kind the change declares, never on another kind (`class IPAddress`),
        a comment, an import or a use of someone else's name; work that declares none is work
        the rule is not about."""
        names = kind.names(attempt, self.reach)
        if not names:
            return None
        return 0.0 if any(carries(n, self.term, self.affix) for n in names) else 1.0

    def _shape_score(self, shape: Shape, attempt: Attempt) -> float | None:
        """The shape's verdict on the lines the change adds to the files the rule holds in, as
        written: a query string or a comment is where some shapes are. A line moved is no new
        one. A line the change keeps, or a hunk's end, stands as an empty line between the added
        ones: a catch opened in one place and closed in another is not an empty one."""
        files = self._files(attempt)
        if files is None:
            return None
        moved = _moved(attempt)
        hunks = {c.path: c.hunks for c in attempt.changes or []}
        added: list[tuple[str, list[str]]] = []
        for path, lines in files:
            marked = [ln for hunk in hunks.get(path) or [] for ln in (*hunk, " ")] \
                or [f"+{ln}" for ln in lines]
            read: list[str] = []
            for mark in marked:
                line = mark[1:]
                new = mark.startswith("+") and not _takes_moved(moved, line)
                read.append(line if new else "")
            added.append((path, read))
        return shape.verdict(added)

    def describe(self) -> str:
        if (shape := self._shape()) is not None:
            return f"the change must not {shape.line}{self._where()}"
        if self.affix:
            return f"the change must not {self._named()}"
        return self._in_play_said(
            f"the change must not {self._verb} {code_term(self.term)}{self._where()}")

    def subject(self) -> tuple[str, ...]:
        return ("code", f"shape {self.shape}", self.files) if self.shape else super().subject()

    def key_terms(self) -> list[str]:
        return [self.shape] if self.shape else super().key_terms()

    def instruction(self) -> str | None:
        if (shape := self._shape()) is not None:
            return f"Do not {shape.line}{self._where()}."
        if self.affix and self.term:
            return f"Do not {self._named()}."
        said = f"Do not {self._verb} {code_term_named(self.term, self.quote)}{self._where()}"
        return f"{said}{self._of(said)}." if self.term else None


@judge_kind
@dataclass
class KeepsMatching(AddsMatching):
    """The change keeps what uses `term` ("keep the old name"): it may move such a line, never
    take it out without putting one back."""

    kind = "diff_keeps"
    # What is kept is one thing of the code the work at hand changes (a symbol another program
    # calls, a field a client reads): asked again in later sessions, that work is going on (a
    # session resumed on the shared branch), no habit. Said as a rule, it stands.
    recurs = False

    def score(self, attempt: Attempt) -> float | None:
        if attempt.changes is None:
            return None  # an answer's code shows what it adds, not what it takes out
        if not self._in_play(attempt, around=True):
            return None  # "keep the `json` tags on struct fields": the work touches no struct
        removed = any(_search(self.pattern, ln) for c in attempt.changes for ln in c.removed
                      if not self.files or fnmatch(c.path, self.files))
        if not removed:
            return 1.0
        added = attempt.added_lines(self.files) or []
        return 1.0 if any(_search(self.pattern, ln) for ln in added) else 0.0

    def describe(self) -> str:
        return self._in_play_said(f"the change must keep {code_term(self.term)}{self._where()}")

    def instruction(self) -> str | None:
        said = f"Keep {code_term_named(self.term, self.quote)}{self._where()}"
        return f"{said}{self._of(said)}." if self.term else None

    def subject(self) -> tuple[str, ...]:
        return ("keep", self.term if self.cased else self.term.lower(), self.files)


def _within(path: str, want: str) -> bool:
    """Is a changed repository path the file, glob or folder ("gen/") the person named?"""
    while want.startswith("./"):  # "./.github/" is ".github/": only the "./" goes
        want = want[2:]
    if want.endswith("/"):
        return path.startswith(want) or f"/{want}" in f"/{path}"
    return fnmatch(path, want) or path == want or path.endswith("/" + want)


@judge_kind
@dataclass
class LeavesFilesAlone(Judge):
    kind = "files_unchanged"
    reads = "workspace"
    paths: list[str] = field(default_factory=list)   # repository-relative paths or globs
    # Said of what goes into a commit ("never commit `.env`"): the change is what is committed,
    # so the check is the same, but the rule written down says "commit", since a file kept out
    # of git (a local `.env`) may still be edited.
    committed: bool = False
    # "never add a dependency to `pyproject.toml` without asking me first": the file may change
    # once the person agreed; the check cannot see the asking, the line written down says it.
    asks_first: bool = False

    def validate(self) -> None:
        Checked.terms(self.paths, "paths")

    def params(self) -> dict[str, Any]:
        params = super().params()
        if not self.committed:
            params.pop("committed")  # stored as before for every file left alone
        if not self.asks_first:
            params.pop("asks_first")
        return params

    def score(self, attempt: Attempt) -> float | None:
        changed = attempt.changed_paths()
        if changed is None:
            return None
        touched = [p for p in changed for want in self.paths if _within(p, want)]
        return 0.0 if touched else 1.0

    def _named(self) -> str:
        # A path is code even when it is one word ("Gemfile", "vendor/"): always in backticks.
        return ", ".join(f"`{p}`" for p in self.paths)

    def describe(self) -> str:
        unless = " without asking first" if self.asks_first else ""
        if self.committed:
            return f"the change must not commit {self._named()}{unless}"
        if self.asks_first:
            return f"the change must not touch {self._named()} without asking first"
        return f"the change must leave {self._named()} alone"

    def instruction(self) -> str | None:
        if not self.paths:
            return None
        unless = " without asking first" if self.asks_first else ""
        return (f"Do not commit {self._named()}{unless}." if self.committed
                else f"Do not change {self._named()}{unless}.")

    def subject(self) -> tuple[str, ...]:
        return (self.kind, *sorted(self.paths))

    def key_terms(self) -> list[str]:
        return list(self.paths)


_BY_NAME = {n.lower(): n for n in WELL_KNOWN_FILES}


def file_term_problem(path: str) -> str | None:
    """Why a term cannot name one file in the repository, or None when it can: a folder, a
    glob, a URL and a path outside the repository name no one file a change can edit."""
    if not path or path != path.strip() or any(c.isspace() for c in path):
        return "a file is named by its path, without spaces"
    if "://" in path or path.lower().startswith(("www.", "mailto:")):
        return f"{path!r} is an address on the web, not a file in the repository"
    if any(c in path for c in "*?[]{}"):
        return f"{path!r} is a pattern of names, not one file"
    if path.endswith(("/", "\\")):
        return f"{path!r} is a folder, not a file"
    if path.startswith(("/", "~", "\\")) or re.match(r"^[A-Za-z]:", path) \
            or ".." in re.split(r"[/\\]", path):
        return f"{path!r} is outside the repository; name the file by its path inside it"
    return None


def _stem(name: str) -> str:
    return name.split(".", 1)[0].lower()


@judge_kind
@dataclass
class EditsFile(Judge):
    """The change edits `path` ("add an entry to CHANGELOG.md", "also update the README"): a
    path inside the repository, a file name found in any folder, or a well-known name
    ("README") that stands for that file with any extension."""

    kind = "edits_file"
    reads = "workspace"
    path: str = ""
    # The changes the edit is asked for, as said ("for user-facing changes", "when you add a
    # flag"): no check tells such a change, so the line written down says it, and a change to
    # nothing but tests, docs, CI or files a tool wrote, which is none of them, is not judged.
    when: str = ""

    def validate(self) -> None:
        problem = file_term_problem(self.path) if isinstance(self.path, str) else \
            "path must be a string"
        if problem:
            raise ValueError(problem)
        if not isinstance(self.when, str):
            raise ValueError("when must be a string")

    def params(self) -> dict[str, Any]:
        params = super().params()
        if not self.when:
            params.pop("when")  # stored as before for every file asked for each change
        return params

    def _edits(self, changed: str) -> bool:
        want = self.path.removeprefix("./").lower()
        have = changed.lower()
        if "/" in want:
            return have == want or have.endswith("/" + want)
        name = have.rsplit("/", 1)[-1]
        if want in _BY_NAME:  # "README": README.md, readme.rst, README
            return _stem(name) == want
        return name == want

    def score(self, attempt: Attempt) -> float | None:
        changed = attempt.changed_paths()
        if changed is None:
            return None
        if any(self._edits(p) for p in changed):
            return 1.0
        if self.when and not _OF_UPKEEP.search(self.when) and all(map(_upkeep, changed)):
            return None  # "for user-facing changes": a change to the tests alone is none
        return 0.0

    def describe(self) -> str:
        return f"the change must edit `{self.path}`" + (f" {self.when}" if self.when else "")

    def instruction(self) -> str | None:
        if not self.path:
            return None
        return f"Also update `{self.path}` {self.when}." if self.when \
            else f"Also update `{self.path}` as part of the change."

    def subject(self) -> tuple[str, ...]:
        """One file however it was named: "CHANGELOG.md", "the changelog" and "CHANGELOG"
        are one ask; a path with a folder is its own file."""
        want = self.path.removeprefix("./")
        if "/" not in want and _stem(want) in _BY_NAME:
            return (self.kind, _stem(want))
        return (self.kind, want.lower())

    def key_terms(self) -> list[str]:
        return [self.path]


# Files that keep a project up rather than make what it ships: its tests, its docs, its CI.
_UPKEEP = re.compile(r"(?:^|/)(?:docs?|\.github|\.gitlab|\.circleci|\.buildkite)/|"
                     r"(?:^|/)(?:\.gitlab-ci\.yml|\.pre-commit-config\.yaml|Jenkinsfile|"
                     r"\.travis\.yml|azure-pipelines\.yml)$", re.I)
# A change said as one of those ("when you change the docs", "for every change").
_OF_UPKEEP = re.compile(r"\b(?:tests?|specs?|docs?|documentation|readmes?|ci|workflows?|"
                        r"pipelines?|every\s+change|all\s+changes|any\s+change)\b", re.I)


def _upkeep(path: str) -> bool:
    return _UPKEEP.search(path) is not None or is_test_path(path) \
        or path.lower().endswith(PROSE_FILES) or made_by_tools(path, [])


@judge_kind
@dataclass
class Commits(Judge):
    """The work is committed as at least `count` separate commits."""

    kind = "commits"
    reads = "workspace"
    recurs = False
    count: int = 2

    def validate(self) -> None:
        Checked.positive(self.count, "count")

    def score(self, attempt: Attempt) -> float | None:
        if attempt.commits is None:
            return None
        return min(1.0, len(attempt.commits) / self.count)

    def describe(self) -> str:
        return f"the work must be committed as {self.count} or more separate commits"

    def instruction(self) -> str | None:
        return f"Commit the work as {self.count} separate commits, one per change."

    def subject(self) -> tuple[str, ...]:
        return (self.kind,)


@judge_kind
@dataclass
class OneCommit(Judge):
    """The work is committed as one commit ("squash it into one commit", "a single commit
    please"). Work that commits nothing is not judged: the ask is of how it is committed."""

    kind = "one_commit"
    reads = "workspace"

    def score(self, attempt: Attempt) -> float | None:
        if not attempt.commits:
            return None
        return 1.0 if len(attempt.commits) == 1 else 0.0

    def describe(self) -> str:
        return "the work must be committed as one commit"

    def instruction(self) -> str | None:
        return "Commit the work as one commit: squash it before you hand it back."

    def subject(self) -> tuple[str, ...]:
        return (self.kind,)


def _ran(pattern: str, commands: list[Any]) -> bool:
    return any(_search(pattern, run_text(c.line)) for c in commands)


# The arguments that name every file: the folder it runs in, every package, a glob of every file.
_EVERY_FILE = re.compile(r"""['"]?(?:\.|\./|\.\.\.|\./\.\.\.|\*\*(?:/\*)?(?:\.[\w{},]+)?)['"]?|"""
                         r"--all(?:-files)?|-A|--workspace")


def _over_every_file(pattern: str, line: str) -> bool:
    """Does this run of the command (found by `pattern`) go over every file: an argument that
    names them all, or no file or folder named at all (the tool's default is the whole tree)?"""
    text = run_text(line)
    try:
        found = re.search(pattern, text, re.I)
    except re.error:
        return True  # a pattern that does not compile cannot tell a partial run: read as whole
    if found is None:
        return False
    args = NEXT_COMMAND.split(text[found.end():], maxsplit=1)[0].split()
    if any(_EVERY_FILE.fullmatch(a) for a in args):
        return True
    return not [a for a in args if not a.startswith("-")]


# A moment said as what the run comes after, that is no change of files read as one
# (`change_first.AFTER_A_CHANGE`): "after creating a migration", "after checking out a new branch".
_AFTER_UNREAD = re.compile(rf"(?!{AFTER_A_CHANGE})(?:after|once)\b", re.I)
# A moment said as what the run comes before ("before you push", "prior to merging").
_BEFORE_A_STEP = re.compile(r"(?:before|prior\s+to)\b", re.I)


def _on_the_part(pattern: str, line: str, paths: list[str]) -> bool:
    """Does a run of the command (found by `pattern`) in this line name a file or folder of the
    part of the tree (`run_parts.py`)? The arguments are read up to the next command of the
    line, as typed."""
    text = run_text(line)
    try:
        found = list(re.finditer(pattern, text, re.I))
    except re.error:
        return False  # a pattern that does not compile shows no run on the part
    for run in found:
        args = NEXT_COMMAND.split(line[run.end():], maxsplit=1)[0].split()
        if any(in_part(arg, paths) for arg in targets(args)):
            return True
    return False



@judge_kind
@dataclass
class Runs(Judge):
    """The agent runs `command` (as a pattern over its command lines)."""

    kind = "runs"
    reads = "workspace"
    command: str = ""       # how the person said it: "make lint", "gh pr create --draft"
    pattern: str = ""
    says: str = ""          # the check in words when the command alone does not say it
    rule: str = ""          # the instruction line when the command alone does not say it
    before: str = ""        # "before you finish": when it must run
    # "always pass `--frozen-lockfile` to `pnpm install`": how a command is run whenever it is
    # (the command's own pattern); work that never runs it says nothing either way.
    when_run: str = ""
    # "never run `terraform destroy` without asking me first": a ban until the person agrees.
    asks_first: bool = False
    # Where the person said the rule holds ("on the vendored modules", "on prod", "for
    # dependencies"): a command line does not show it, so the check reads every run, but the
    # line written down keeps it rather than ban the command everywhere.
    reach: str = ""

    def __post_init__(self) -> None:
        self.pattern = self.pattern or re.escape(self.command)

    def validate(self) -> None:
        Checked.pattern(self.pattern)
        if self.when_run:
            Checked.pattern(self.when_run)

    def params(self) -> dict[str, Any]:
        params = super().params()
        if not self.when_run:
            params.pop("when_run", None)  # stored as before for every other command
        if not self.asks_first:
            params.pop("asks_first", None)
        if not self.reach:
            params.pop("reach", None)  # stored as before for every command said of all work
        return params

    def score(self, attempt: Attempt) -> float | None:
        if attempt.commands is None:
            return None
        if self.when_run and not _ran(self.when_run, attempt.commands):
            return None
        if not self._owed(attempt):
            return None
        if self.reach and only_left_out(self.reach):
            # "before pushing, unless it's a docs-only change": the case left out is the work's,
            # which its command lines do not tell; any work may be it
            return None
        going_out = self._comes_before()
        if going_out:
            # "run the tests before pushing": run before the push, not after it
            return kept_before(self.pattern, going_out, attempt.commands)
        if self.reach and only_the_work_files(self.reach):
            # "run rubocop only on changed files": a run over every file is not the one asked
            return 1.0 if any(_ran(self.pattern, [c]) and not _over_every_file(self.pattern, c.line)
                              for c in attempt.commands) else 0.0
        return 1.0 if _ran(self.pattern, attempt.commands) else 0.0

    def _comes_before(self) -> str:
        """The pattern of the step of the work going out the run is said to come before ("before
        you push": `git push`), or "" ("whenever you push" says when, not in which order)."""
        if not _BEFORE_A_STEP.match(self.before):
            return ""
        return operation_at(self.before)

    def _owed(self, attempt: Attempt) -> bool:
        """Is the run owed by this work? A run tied to a change of some files ("whenever you
        touch the migrations") is owed only by work that changes one of them; the rest says
        nothing either way."""
        tied = tied_files(self.before) if self.before else None
        if tied is None and _AFTER_UNREAD.match(self.before):
            # "after creating a migration": a moment no command line or changed path shows;
            # the line keeps it, and no replay is held to it
            return False
        if tied is None:
            # "before you push", "before any PR": owed by work that does it; a replay that
            # stops short of it ran the check before no such step
            going_out = operation_at(self.before) if self.before else ""
            return not going_out or attempt.commands is None \
                or _ran(going_out, attempt.commands)
        paths = attempt.changed_paths()
        return paths is None or any(tied(p) for p in paths)

    def _named(self) -> str:
        """The command as written down: a check named in words ("the e2e suite") is no
        command line to type, so it is not set in backticks."""
        return self.command if IN_WORDS.match(self.command) \
            else code_term(self.command, self.quote)

    def _flagged(self) -> tuple[str, str] | None:
        """The command and the flags a rule of how it is run adds ("pnpm install",
        "--frozen-lockfile"), when the rule is one."""
        words = self.command.split()
        at = next((i for i, w in enumerate(words) if w.startswith("-")), 0)
        if not self.when_run or at == 0:
            return None
        return " ".join(words[:at]), " ".join(words[at:])

    def describe(self) -> str:
        flagged = self._flagged()
        if self.says or not flagged:
            return self.says or f"the agent must run {self._named()}"
        command, flags = flagged
        return f"when it runs {code_term(command)}, the agent passes {code_term(flags)}"

    def _kept(self, rule: str) -> str:
        """A line said for the tool's kind ("Use `pnpm` as the JavaScript package manager."),
        kept to where the person said it holds."""
        return f"{rule.rstrip('.')} {self.reach}." if self.reach else rule

    def instruction(self) -> str | None:
        if self.rule or not self.command:
            return self._kept(self.rule) if self.rule else None
        flagged = self._flagged()
        if flagged:
            # "always pass `--frozen-lockfile` to `pnpm install`" says how it is run whenever
            # it is, not that it must be run.
            command, flags = flagged
            where = f" {self.reach}" if self.reach else ""
            return f"When you run {code_term(command)}{where}, pass {code_term(flags)}."
        when = f" {self.before}" if self.before else ""
        where = f" {self.reach}" if self.reach else ""
        if when and only_left_out(self.reach):
            # "before committing, unless you only changed the README": the moment, then the
            # case it leaves out
            return f"Run {self._named()}{when},{where}."
        return f"Run {self._named()}{where}{when}."

    def subject(self) -> tuple[str, ...]:
        return (self.kind, self.command.lower())

    def key_terms(self) -> list[str]:
        return [self.command]


@judge_kind
@dataclass
class DoesNotRun(Runs):
    kind = "does_not_run"

    def score(self, attempt: Attempt) -> float | None:
        if attempt.commands is None or (self.reach and is_unseen(self.reach)):
            # "never run `terraform apply` on a Friday", "never push from the CI box", "never
            # run `psql` as root": the line says when, where or as whom, which no replay of the
            # work shows; a run on any other day, host or user is no miss
            return None
        if self.reach and only_left_out(self.reach) and not self.asks_first:
            # "never push to main, other than version bumps", "don't run `npm install` except
            # to add a dependency": the case left out is the work's, which its command line
            # does not tell; any run may be it
            return None
        commands = [replace(c, line=acting(c.line)) for c in attempt.commands] \
            if not DRY_RUN.search(self.command) else attempt.commands
        if self.reach and WHOLE_TREE.search(self.reach):
            return 0.0 if any(_over_every_file(self.pattern, c.line) for c in commands) else 1.0
        paths = run_part(self.reach) if self.reach else None
        if paths is not None:
            # "never run gofmt on generated files": only the runs that name such a file
            return 0.0 if any(_on_the_part(self.pattern, c.line, paths) for c in commands) \
                else 1.0
        if self.reach and SHARED_SAID.search(self.reach):
            return _on_shared_branches(self.pattern, commands)
        return 0.0 if _ran(self.pattern, commands) else 1.0

    def describe(self) -> str:
        unless = " without asking first" if self.asks_first else ""
        over = f" {self.reach}" if self.reach and (WHOLE_TREE.search(self.reach)
                                                  or run_part(self.reach) is not None) else ""
        return self.says or f"the agent must not run {self._named()}{over}{unless}"

    def instruction(self) -> str | None:
        if self.rule or not self.command:
            return self._kept(self.rule) if self.rule else None
        unless = " without asking first" if self.asks_first else ""
        where = f" {self.reach}" if self.reach else ""
        return f"Do not run {self._named()}{where}{unless}."


_PUSH = re.compile(r"\bgit\s+push\b")


def _on_shared_branches(pattern: str, commands: list[Any]) -> float | None:
    """A ban's runs on the shared branches: a push names the branch it goes to, and misses the
    rule on one shared by name; a rebase, a reset or an amend acts on the branch checked out,
    which its line does not name: no verdict."""
    banned = [c.line for c in commands if _ran(pattern, [c])]
    if any(not _PUSH.search(line) for line in banned):
        return None
    return 0.0 if any(names_a_shared_branch(line) for line in banned) else 1.0


# Exit codes of a shell that could not run the command at all: the check says nothing then.
_CANNOT_RUN = (126, 127)


@judge_kind
@dataclass
class ChecksPass(Judge):
    """The project's check `command` passes once the agent is done (exit code 0)."""

    kind = "checks_pass"
    reads = "workspace"
    command: str = ""

    def score(self, attempt: Attempt) -> float | None:
        if attempt.checks is None:
            return None
        for check in attempt.checks:
            if check.line == self.command:
                if check.exit_code is None or check.exit_code in _CANNOT_RUN:
                    return None  # timed out or missing a tool: no verdict either way
                return 1.0 if check.exit_code == 0 else 0.0
        return None

    def describe(self) -> str:
        return f"the project's check {code_term(self.command)} must pass after the change"

    def instruction(self) -> str | None:
        return (f"Run {code_term(self.command)} and make it pass before you finish."
                if self.command else None)

    def subject(self) -> tuple[str, ...]:
        return (self.kind, self.command.lower())

    def key_terms(self) -> list[str]:
        return [self.command]
