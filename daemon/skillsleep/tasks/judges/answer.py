"""Judges of what the agent says: the answer, or the message it writes (commit, PR).

Each is scored locally and deterministically except `Rubric`, which needs a judge model.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from .attempt import Attempt
from .base import Checked, Judge, code_term, judge_kind

_I = re.I


def mentions(text: str, term: str) -> bool:
    # "npm" must not match inside "pnpm": the neighbours of a term are not word characters.
    return re.search(rf"(?<![\w-]){re.escape(term)}(?![\w-])", text, _I) is not None


def message_lines(text: str) -> list[str]:
    """The lines of the message an answer holds, without the chatter around it.

    When the answer has a fenced block, the message is its content, without the comment lines
    git would drop ("# Commit message"); otherwise a first line that only introduces what
    follows ("Here's a commit message:") is skipped. Markdown decoration at the start of a line
    (headings, quotes, bold, backticks) is not part of the line.
    """
    body = text.strip()
    fence = re.search(r"```[^\n]*\n(.*?)(?:```|\Z)", body, re.S)
    if fence and fence.group(1).strip():
        body = fence.group(1)
        # In a block that holds the message itself, git drops lines that start with "#".
        kept = [ln for ln in body.splitlines() if not ln.lstrip().startswith("#")]
        if any(ln.strip() for ln in kept):
            body = "\n".join(kept)
    lines = [re.sub(r"^(?:#{1,6}\s+|>\s*|\*\*|__|`)+", "", ln.strip()).rstrip("`* ")
             for ln in body.splitlines() if ln.strip()]
    lines = [ln for ln in lines if ln]
    if len(lines) > 1 and lines[0].endswith(":") and not fence:
        lines = lines[1:]
    return lines


def _message(attempt: Attempt, on: str) -> str:
    """The text a message judge reads: the commit messages of a workspace replay when it is
    about commits and there are some, else the answer."""
    if on == "commit" and attempt.commits:
        return "\n\n".join(attempt.commits)
    return attempt.text


def _words(text: str) -> int:
    return len(re.findall(r"\S+", text))


@judge_kind
@dataclass
class MustMention(Judge):
    kind = "must_mention"
    terms: list[str] = field(default_factory=list)

    def validate(self) -> None:
        Checked.terms(self.terms)

    def score(self, attempt: Attempt) -> float | None:
        terms = [t for t in self.terms if t]
        return sum(mentions(attempt.text, t) for t in terms) / len(terms) if terms else 1.0

    def describe(self) -> str:
        return "the answer must mention " + ", ".join(map(code_term, self.terms))

    def instruction(self) -> str | None:
        return f"Use {' and '.join(map(code_term, self.terms))}." if self.terms else None

    def subject(self) -> tuple[str, ...]:
        return ("term", *sorted(t.lower() for t in self.terms))

    def key_terms(self) -> list[str]:
        return list(self.terms)


# Words that set a thing aside just before it is named: "switched from requests to httpx",
# "instead of moment", "removed the old lodash import", "no more jest".
_ASIDE_BEFORE = (r"(?:\b(?:instead\s+of|rather\s+than|in\s+place\s+of|no\s+longer|no\s+more|"
                 r"without|away\s+from|off\s+of|not|replac\w*|remov\w*|drop\w*|ditch\w*|"
                 r"uninstall\w*|delet\w*|(?:switch|mov|migrat|port)\w*\s+(?:[\w-]+\s+){0,2}?"
                 r"(?:from|off))\s+(?:(?:the|all|its|our|old|existing|every|any|of)\s+){0,2})")
# Or just after it: "requests → httpx", "lodash is gone", "moment was replaced".
_ASIDE_AFTER = (r"(?:\s*(?:→|->|=>)|\s+(?:is|was|were|has\s+been|have\s+been|got|are)\s+"
                r"(?:now\s+|no\s+longer\s+\w+|fully\s+|completely\s+)?(?:replaced|removed|"
                r"dropped|gone|deleted|uninstalled)\b)")


def named_in_use(text: str, term: str) -> bool:
    """Is the term named in the text other than where it is set aside ("from requests to httpx",
    "instead of moment", "lodash is gone")?"""
    said = rf"(?<![\w-]){re.escape(term)}(?![\w-])"
    aside = re.compile(rf"{_ASIDE_BEFORE}`?{said}`?|`?{said}`?{_ASIDE_AFTER}", _I)
    return mentions(aside.sub(" ", text), term)


@judge_kind
@dataclass
class MustNotMention(MustMention):
    kind = "must_not_mention"
    # Said of a thing another replaces ("httpx, not requests"): the answer may name it as what
    # it sets aside ("switched from requests to httpx"), never as what it uses.
    replaced: bool = False

    def params(self) -> dict[str, object]:
        params = super().params()
        if not self.replaced:
            params.pop("replaced")  # stored as before for every word not to say
        return params

    def score(self, attempt: Attempt) -> float | None:
        found = named_in_use if self.replaced else mentions
        return 0.0 if any(found(attempt.text, t) for t in self.terms if t) else 1.0

    def describe(self) -> str:
        return "the answer must not mention " + ", ".join(map(code_term, self.terms))

    def instruction(self) -> str | None:
        # "we use vitest, not jest" bans the tool, not the word: an answer may still name it
        # ("this replaces the jest config"), so the line says no more than the person did.
        return (f"Do not use {' or '.join(map(code_term, self.terms))}."
                if self.terms else None)


@judge_kind
@dataclass
class MaxWords(Judge):
    kind = "max_words"
    # How long one answer may be fits the question asked: said again for another question, it
    # is that answer's length, no habit (said as a rule, "always keep answers under 100 words",
    # it stands).
    recurs = False
    limit: int = 1

    def validate(self) -> None:
        Checked.positive(self.limit, "limit")

    def score(self, attempt: Attempt) -> float | None:
        count = _words(attempt.text)
        return 1.0 if count <= self.limit else self.limit / count

    def describe(self) -> str:
        return f"at most {self.limit} words"

    def instruction(self) -> str | None:
        return f"Keep the answer under {self.limit} words."

    def subject(self) -> tuple[str, ...]:
        return (self.kind,)


@judge_kind
@dataclass
class MinWords(MaxWords):
    kind = "min_words"

    def score(self, attempt: Attempt) -> float | None:
        count = _words(attempt.text)
        return 1.0 if count >= self.limit else count / self.limit

    def describe(self) -> str:
        return f"at least {self.limit} words"

    def instruction(self) -> str | None:
        return f"Write at least {self.limit} words."


def _is_json(text: str) -> bool:
    body = text.strip()
    fence = re.fullmatch(r"```[\w-]*\n(.*?)\n?```", body, re.S)
    if fence:
        body = fence.group(1)
    try:
        json.loads(body)
    except ValueError:
        return False
    return True


_FORMATS = {
    "json": ("valid JSON", "Answer with valid JSON only.", _is_json),
    "bullets": ("bullet points", "Answer as bullet points.",
                lambda t: sum(bool(re.match(r"\s*[-*•+]\s+\S", ln))
                              for ln in t.splitlines()) >= 2),
    "numbered": ("a numbered list", "Answer as a numbered list.",
                 lambda t: sum(bool(re.match(r"\s*\d+[.)]\s+\S", ln))
                               for ln in t.splitlines()) >= 2),
    "code_block": ("a fenced code block", "Put the answer in a fenced code block.",
                   lambda t: re.search(r"```[\s\S]*?```", t) is not None),
}


@judge_kind
@dataclass
class Format(Judge):
    kind = "format"
    # The form of one answer fits its question (bullets for a list, a table or JSON for what is
    # read by a program): asked again for another answer, it is that answer's form, no habit.
    recurs = False
    format: str = "bullets"

    def validate(self) -> None:
        if self.format not in _FORMATS:
            raise ValueError(f"unknown format {self.format!r}; expected "
                             f"{', '.join(_FORMATS)}")

    def score(self, attempt: Attempt) -> float | None:
        return 1.0 if _FORMATS[self.format][2](attempt.text) else 0.0

    def describe(self) -> str:
        return f"the answer must be {_FORMATS[self.format][0]}"

    def instruction(self) -> str | None:
        return _FORMATS[self.format][1]

    def subject(self) -> tuple[str, ...]:
        return (self.kind,)


def _has_section(text: str, name: str) -> bool:
    esc = re.escape(name.strip())
    heading = rf"^\s*(?:#{{1,6}}\s*|\*\*|__)?\s*{esc}\b[^\n]*$"
    return re.search(heading, text, re.I | re.M) is not None


@judge_kind
@dataclass
class RequiredSections(Judge):
    kind = "required_sections"
    sections: list[str] = field(default_factory=list)

    def validate(self) -> None:
        Checked.terms(self.sections, "sections")

    def score(self, attempt: Attempt) -> float | None:
        names = [s for s in self.sections if s]
        return (sum(_has_section(attempt.text, s) for s in names) / len(names)
                if names else 1.0)

    def describe(self) -> str:
        return "sections: " + ", ".join(self.sections)

    def instruction(self) -> str | None:
        names = [s for s in self.sections if s.strip()]
        return f"Include these sections: {', '.join(names)}." if names else None

    def subject(self) -> tuple[str, ...]:
        return (self.kind,)

    def key_terms(self) -> list[str]:
        return list(self.sections)

    def combine(self, later: Judge) -> Judge | None:
        # "include a Testing section", then "also add a Rollback plan section": both.
        if not isinstance(later, RequiredSections):
            return None
        merged = list(dict.fromkeys([*self.sections, *later.sections]))
        return later.copy(sections=merged)


def _pick_lines(text: str, line: int) -> list[str]:
    lines = message_lines(text)
    return lines if line <= 0 else lines[line - 1:line]


@judge_kind
@dataclass
class Pattern(Judge):
    """A message line matches a pattern: `rule` says it in words ("Start the subject line with
    a conventional-commit type such as `feat:` or `fix:`.")."""

    kind = "regex"
    pattern: str = ""
    line: int | None = None    # 1 = the first line of the message; None = anywhere
    rule: str = ""
    on: str = "answer"         # "commit": the commit messages when the replay made commits

    def validate(self) -> None:
        Checked.pattern(self.pattern)

    def score(self, attempt: Attempt) -> float | None:
        text = _message(attempt, self.on)
        if self.line is not None:
            text = "\n".join(_pick_lines(text, int(self.line)))
        try:
            found = re.search(self.pattern, text, re.I | re.M) is not None
        except re.error:
            found = self.pattern.lower() in text.lower()  # a broken pattern is read literally
        return 1.0 if found else 0.0

    def describe(self) -> str:
        return self.rule or f"must match the pattern {self.pattern}"

    def instruction(self) -> str | None:
        return self.rule or None  # a bare regex says nothing a person would write

    def subject(self) -> tuple[str, ...]:
        return (self.kind, self.pattern, str(self.line))


@judge_kind
@dataclass
class LineLength(Judge):
    kind = "max_line_chars"
    line: int = 1              # 1 = the first line (the subject), 0 = every line
    limit: int = 72
    rule: str = ""
    on: str = "answer"

    def validate(self) -> None:
        Checked.positive(self.limit, "limit")
        if not isinstance(self.line, int) or self.line < 0:
            raise ValueError("line must be 0 (every line) or a line number")

    def score(self, attempt: Attempt) -> float | None:
        picked = _pick_lines(_message(attempt, self.on), self.line)
        if not picked:
            return 0.0  # no message at all keeps no length limit worth the name
        # Graded like max_words, so that getting closer to the limit counts.
        return min(1.0 if len(ln) <= self.limit else self.limit / len(ln) for ln in picked)

    def describe(self) -> str:
        which = "the first line" if self.line == 1 else "every line"
        return self.rule or f"{which} at most {self.limit} characters"

    def instruction(self) -> str | None:
        if self.rule:
            return self.rule
        return (f"Keep the first line under {self.limit} characters." if self.line == 1
                else f"Keep every line under {self.limit} characters.")

    def subject(self) -> tuple[str, ...]:
        return (self.kind, str(self.line))


@judge_kind
@dataclass
class Rubric(Judge):
    """Criteria written by the configured judge model; scored by that model, never locally."""

    kind = "rubric"
    reads = "model"
    rubric: str = ""

    def score(self, attempt: Attempt) -> float | None:
        return None

    def describe(self) -> str:
        return f"quality: {self.rubric}"

    def subject(self) -> tuple[str, ...]:
        return (self.kind, self.rubric)
