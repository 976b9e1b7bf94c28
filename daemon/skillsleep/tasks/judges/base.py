"""What a judge is: a check the person would sign, where its words came from, and how it is stored.

A judge exists only where the person's own words state a checkable constraint ("no testify",
"run the linter before you say done", "keep the subject under 72 characters"). Each judge knows
its origin (the harness, the session and the harness's own id of the record whose words it came
from) and the quoted words, so every decision made with it can be traced back and shown.

Each kind is one small class (see `answer.py` and `work.py`) that knows how to score an
`Attempt`, describe itself, say itself as an instruction line, and serialize itself. Classes
register under their `kind` name; `judge_from_doc` reads any stored judge back, and refuses
unknown kinds and bad parameters with a `ValueError` so that one damaged judge never breaks a
reader (callers skip it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, TypeVar

from ...output import shorten
from .attempt import Attempt

_REGISTRY: dict[str, type[Judge]] = {}
J = TypeVar("J", bound="type[Judge]")


def judge_kind(cls: J) -> J:
    """Register a judge class under its `kind`."""
    _REGISTRY[cls.kind] = cls
    return cls


def judge_kinds() -> list[str]:
    return sorted(_REGISTRY)


@dataclass(frozen=True)
class Origin:
    """Where words came from: `record` is the harness's own id of the record (Claude Code's
    `uuid`), None for sessions harvested before records were named."""

    harness: str
    session: str
    record: str | None = None

    def to_doc(self) -> dict[str, Any]:
        return {"harness": self.harness, "session": self.session, "record": self.record}

    @classmethod
    def from_doc(cls, doc: Any) -> Origin | None:
        if not isinstance(doc, dict) or not doc.get("harness") or not doc.get("session"):
            return None
        record = doc.get("record")
        return cls(str(doc["harness"]), str(doc["session"]),
                   str(record) if record is not None else None)

    def __str__(self) -> str:
        where = f"{self.harness}:{self.session}"
        return f"{where} record {self.record}" if self.record else where


# Words of English grammar that are also names in code (TypeScript's `any`, Python's `is` and
# `all`, Rust's `as`): bare in a line, "Do not use any." would read as a sentence of English.
FUNCTION_WORDS = frozenset({"a", "an", "the", "any", "all", "some", "none", "each", "every",
    "either", "neither", "both", "this", "that", "these", "those", "it", "its", "is", "are",
    "was", "be", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "and", "not",
    "no", "nor", "so", "to", "with", "without", "if", "then", "else", "when", "while", "do",
    "done"})


# A word shaped as a name in code: camelCase ("setTimeout") or snake_case ("unwrap_or_default").
_CODE_SHAPED = re.compile(r"[a-z0-9][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]")


def code_term(term: str, quote: str = "") -> str:
    """A term that is not a plain word ("search:", "t.Parallel()", "--dry-run"), a word of
    English grammar ("any", "as"), a word shaped as a name in code ("setTimeout"), or a word the
    person's words (`quote`) set in backticks, set off in backticks."""
    plain = re.fullmatch(r"(?!-)[\w+#-]*\w", term) and term.lower() not in FUNCTION_WORDS \
        and not _CODE_SHAPED.search(term) and f"`{term}`".lower() not in quote.lower()
    return term if plain else f"`{term}`"


# Nouns that say what kind of code a term is, said right after it in backticks ("`json` tags",
# "`key` props", "the `@Override` annotation"): a line that drops the noun reads as another rule
# ("Use `json` for struct fields.").
_WHAT_IT_IS = re.compile(r"\s+(?P<noun>(?:tag|prop|annotation|attribute|decorator|directive|"
                         r"pragma|macro|marker|header|comment|trait|derive|modifier)s?)\b", re.I)


def code_term_named(term: str, quote: str = "") -> str:
    """The term as `code_term` sets it off, with the noun the person said right after it that
    says what kind of code it is ("`json` tags"), when they said one."""
    said = code_term(term, quote)
    at = quote.lower().find(f"`{term}`".lower()) if term else -1
    noun = _WHAT_IT_IS.match(quote, at + len(term) + 2) if at >= 0 else None
    return f"{said} {noun.group('noun')}" if noun is not None else said


@dataclass
class Judge:
    """The fields every judge has; subclasses add their parameters as fields of their own."""

    kind: ClassVar[str] = ""
    # What the judge reads: "answer" (the text), "code" (added lines, or the code an answer
    # proposes), "workspace" (files, commands, commits: only a replay in a workspace has them),
    # "model" (a judge model).
    reads: ClassVar[str] = "answer"
    # Whether saying it again in another session makes it a standing preference: false for
    # checks of one task's own shape ("in two commits" fits the change at hand, not all work).
    recurs: ClassVar[bool] = True
    # Whether its words make it a rule beyond the task by what they are said of, with no habit
    # word: how every name of a kind is written ("function names are snake_case") is the
    # team's way, not the work's.
    held_by_scope: ClassVar[bool] = False
    origin: Origin | None = field(default=None, kw_only=True)
    quote: str = field(default="", kw_only=True)       # the person's words
    weight: float = field(default=1.0, kw_only=True)
    # Said as a rule for work of this kind ("always", "we use", "from now on"): a candidate
    # standing preference of the family, not only of its own task.
    durable: bool = field(default=False, kw_only=True)
    # Said in a follow-up, after the agent's answer: a correction or refinement of the work.
    followup: bool = field(default=False, kw_only=True)
    # Asks for a change made once ("rename X to Y"), only for the work at hand ("for this PR"),
    # or answers the agent's offer for it ("yes"): said again in another session, it is the same
    # work going on or the offer made again, not a habit, so repetition never makes it a
    # standing preference.
    once: bool = field(default=False, kw_only=True)
    # A copy of the family's standing preference on a task whose own words did not say it.
    standing: bool = field(default=False, kw_only=True)
    # On such a copy: every place the person said it (the preference's origins).
    said_in: list[Origin] = field(default_factory=list, kw_only=True)

    # -- what every kind implements -------------------------------------------------------------

    def score(self, attempt: Attempt) -> float | None:
        """0..1 for how well the attempt keeps the constraint; None when this attempt cannot
        show it (a diff judge on a chat answer with no code, a rubric without a judge model)."""
        raise NotImplementedError

    def describe(self) -> str:
        """The check in words, for reports and the optimizer's reflection prompt."""
        raise NotImplementedError

    def instruction(self) -> str | None:
        """The constraint as one instruction line for a document, or None when no plain
        sentence says it."""
        return None

    def subject(self) -> tuple[str, ...]:
        """What the judge is about: two judges with one subject cannot both hold for a task,
        and the same subject said in two sessions is one preference said twice."""
        return (self.kind, *(str(v).lower() for v in self.params().values()))

    def key_terms(self) -> list[str]:
        """Words that a document stating this constraint would contain."""
        return []

    def validate(self) -> None:
        """Refuse parameters of the wrong shape with a ValueError (read from stored data)."""

    def combine(self, later: Judge) -> Judge | None:
        """This judge and a later one about the same subject as one judge, or None when the
        later words simply replace these ("100 words", then "80 words")."""
        return None

    # -- storage --------------------------------------------------------------------------------

    def params(self) -> dict[str, Any]:
        base = {f.name for f in fields(Judge)}
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name not in base}

    @property
    def source(self) -> str:
        """The quoted words and where they were said, in one line."""
        where = f" ({self.origin})" if self.origin else ""
        return f'"{shorten(self.quote, 160)}"{where}' if self.quote else where.strip(" ()")

    def to_doc(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"kind": self.kind, "params": self.params(),
                               "check": self.describe(), "source": self.source,
                               "quote": self.quote, "weight": self.weight,
                               "origin": self.origin.to_doc() if self.origin else None}
        if self.durable:
            doc["durable"] = True
        if self.followup:
            doc["followup"] = True
        if self.once:
            doc["once"] = True
        if self.standing:
            doc["standing"] = True
        if self.said_in:
            doc["said_in"] = [o.to_doc() for o in self.said_in]
        return doc

    def copy(self, **changes: Any) -> Judge:
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        values.update(changes)
        return type(self)(**values)


def judge_from_doc(doc: Any) -> Judge:
    """A stored judge; ValueError for an unknown kind or parameters of the wrong shape."""
    if not isinstance(doc, dict):
        raise ValueError("a judge is an object")
    kind = doc.get("kind")
    cls = _REGISTRY.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown judge kind {kind!r}; known kinds: {', '.join(judge_kinds())}")
    params = doc.get("params")
    if not isinstance(params, dict):
        raise ValueError(f"judge {kind!r} has no parameters object")
    own = {f.name for f in fields(cls)} - {f.name for f in fields(Judge)}
    try:
        judge = cls(**{k: v for k, v in params.items() if k in own})
    except (TypeError, ValueError) as exc:
        raise ValueError(f"judge {kind!r} has bad parameters: {exc}") from exc
    judge.origin = Origin.from_doc(doc.get("origin"))
    judge.quote = str(doc.get("quote") or "")
    if not judge.quote and not judge.origin and doc.get("source"):
        judge.quote = str(doc["source"])  # stored before judges carried their origin
    try:
        judge.weight = float(doc.get("weight", 1.0))
    except (TypeError, ValueError):
        judge.weight = 1.0
    judge.durable = bool(doc.get("durable", False))
    judge.followup = bool(doc.get("followup", False))
    judge.once = bool(doc.get("once", False))
    judge.standing = bool(doc.get("standing", False))
    said = doc.get("said_in")
    judge.said_in = [o for o in map(Origin.from_doc, said if isinstance(said, list) else [])
                     if o is not None]
    judge.validate()
    return judge


class Checked:
    """Parameter checks shared by judge classes: called from `validate`."""

    @staticmethod
    def terms(values: Any, name: str = "terms") -> list[str]:
        if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
            raise ValueError(f"{name} must be a list of strings")
        return values

    @staticmethod
    def positive(value: Any, name: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(f"{name} must be a whole number of 1 or more")
        return value

    @staticmethod
    def pattern(value: Any, name: str = "pattern") -> str:
        if not isinstance(value, str):
            raise ValueError(f"{name} must be a regular expression")
        return value
