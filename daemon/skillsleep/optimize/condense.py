"""Fitting a long document into the target model's window without hiding what is being judged.

A prompt longer than the window has to lose something. Cutting from the end loses the end of the
document, where edits usually go: the model never sees the instruction it is scored on, the edit
cannot pass the gate, and every call spent on it is wasted. When a document does not fit, its
view keeps, in the document's own order:

1. the front matter and the description (the text before the first heading, or the title
   heading and its paragraphs when nothing comes before it);
2. every section an edit touched (lines that differ from the night's base text): whole when it
   fits, else its heading and the changed lines with a little context around them;
3. the headings above the sections shown, so a line still says what it belongs to;
4. then the other sections, those sharing the most words with the document's tasks first,
   while they fit.

Each run of sections left out becomes one marker line, so the model knows the document goes on.
The view depends on the document alone, never on the task: every task of a night on one version
of the document sends the same prefix, which is what the providers' prompt caches reuse.
"""

from __future__ import annotations

import difflib
import hashlib
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from ..tasks.text import words

OMITTED = "[…]"
# Chat-template tokens around the document and the request, and a margin for the difference
# between counting pieces and counting their concatenation.
PROMPT_OVERHEAD_TOKENS = 64
CONTEXT_LINES = 2  # lines kept around a changed line when its section does not fit whole

_HEADING = re.compile(r"^(#{1,6})[ \t]+\S")
_FENCE = re.compile(r"^[ \t]*(```|~~~)")
_FRONT_MATTER = re.compile(r"\A---[ \t]*\r?\n.*?^(---|\.\.\.)[ \t]*(\r?\n|\Z)",
                           re.DOTALL | re.MULTILINE)


def rollout_budget(window: int | None, answer_tokens: int, request_tokens: int) -> int | None:
    """Tokens a document may take in a rollout prompt (None: the model's window is unknown)."""
    if window is None:
        return None
    return window - answer_tokens - request_tokens - PROMPT_OVERHEAD_TOKENS


@dataclass(frozen=True)
class Section:
    """Lines [start, end) of the document: the front matter, the text before the first
    heading, or one heading with the text up to the next heading."""

    start: int
    end: int
    level: int  # 0 for the front matter and the text before the first heading
    pinned: bool  # the front matter and the description (the text before the first heading,
    # or else the first heading's section): always shown


def split_sections(lines: list[str]) -> list[Section]:
    out: list[Section] = []
    text = "".join(lines)
    front = _FRONT_MATTER.match(text)
    first = text[:front.end()].count("\n") if front else 0
    if first:
        out.append(Section(0, first, 0, True))
    starts: list[tuple[int, int]] = []
    fenced = False
    for i in range(first, len(lines)):
        if _FENCE.match(lines[i]):
            fenced = not fenced
            continue
        m = None if fenced else _HEADING.match(lines[i])
        if m:
            starts.append((i, len(m.group(1))))
    head_end = starts[0][0] if starts else len(lines)
    described = any(line.strip() for line in lines[first:head_end])
    if head_end > first:
        out.append(Section(first, head_end, 0, True))
    for k, (i, level) in enumerate(starts):
        end = starts[k + 1][0] if k + 1 < len(starts) else len(lines)
        # With no text before it, the first heading and its paragraphs are the description.
        out.append(Section(i, end, level, k == 0 and not described))
    return out


def changed_lines(base: list[str], document: list[str]) -> set[int]:
    """Indexes of the document's lines that are not in the base, plus the line after each
    deletion (where the change shows)."""
    out: set[int] = set()
    matcher = difflib.SequenceMatcher(a=base, b=document, autojunk=False)
    for tag, _i1, _i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if j2 > j1:
            out.update(range(j1, j2))
        elif document:
            out.add(min(j1, len(document) - 1))
    return out


@dataclass
class View:
    text: str
    condensed: bool = False
    tokens: int = 0
    shows_changes: bool = True  # every changed line is in the view
    sections_left_out: int = 0


@dataclass
class Condenser:
    """The views of one night's documents: all versions of one base text, for one model."""

    base: str
    budget: int | None  # tokens a view may take; None: the window is unknown, send it whole
    count: Callable[[str], int]
    focus: str = ""  # the tasks' requests: their words rank the sections that are not required
    _views: dict[str, View] = field(default_factory=dict, repr=False)
    _focus: set[str] | None = field(default=None, repr=False)
    _counts: dict[str, int] = field(default_factory=dict, repr=False)

    def tokens(self, text: str) -> int:
        """`count`, remembered: the same sections are counted for every version."""
        got = self._counts.get(text)
        if got is None:
            got = self._counts[text] = self.count(text)
        return got

    def view(self, document: str) -> View:
        key = hashlib.sha256(document.encode("utf-8")).hexdigest()
        got = self._views.get(key)
        if got is None:
            got = self._views[key] = self._make(document)
        return got

    def _make(self, document: str) -> View:
        if self.budget is None:
            return View(document)
        total = self.tokens(document)
        if total <= self.budget:
            return View(document, tokens=total)
        return _Selection(self, document).view()

    def focus_words(self) -> set[str]:
        if self._focus is None:
            self._focus = {w for w in words(self.focus) if len(w) > 3}
        return self._focus


class _Selection:
    """Choosing what one condensed view shows."""

    def __init__(self, owner: Condenser, document: str) -> None:
        self.owner = owner
        self.lines = document.splitlines(keepends=True)
        if self.lines and not self.lines[-1].endswith("\n"):
            self.lines[-1] += "\n"
        self.sections = split_sections(self.lines)
        base_lines = owner.base.splitlines(keepends=True)
        if base_lines and not base_lines[-1].endswith("\n"):
            base_lines[-1] += "\n"
        self.changed = changed_lines(base_lines, self.lines)
        self.shown: dict[int, set[int]] = {}  # section index -> the line indexes shown
        self.used = 0
        self.marker = owner.tokens(OMITTED + "\n")

    def _cost(self, lines: set[int]) -> int:
        return self.owner.tokens("".join(self.lines[i] for i in sorted(lines))) if lines else 0

    def _try(self, index: int, lines: set[int]) -> bool:
        """Show `lines` of a section (beyond what it already shows) if they fit."""
        have = self.shown.get(index, set())
        more = lines - have
        if not more:
            return True
        cost = self._cost(more) + (0 if have else self.marker)  # a marker may be needed after
        if self.used + cost > (self.owner.budget or 0):
            return False
        self.shown[index] = have | more
        self.used += cost
        return True

    def _whole(self, s: Section) -> set[int]:
        return set(range(s.start, s.end))

    def _excerpt(self, s: Section) -> set[int]:
        keep = {s.start} if not s.pinned else set()
        for i in self.changed:
            if s.start <= i < s.end:
                keep.update(range(max(s.start, i - CONTEXT_LINES),
                                  min(s.end, i + CONTEXT_LINES + 1)))
        return keep

    def _ancestors(self, index: int) -> list[int]:
        out, level = [], self.sections[index].level
        for k in range(index - 1, -1, -1):
            s = self.sections[k]
            if not s.pinned and 0 < s.level < level:
                out.append(k)
                level = s.level
        return out

    def _relevance(self, s: Section) -> float:
        text = "".join(self.lines[s.start:s.end])
        shared = len(self.owner.focus_words() & set(words(text)))
        return shared / math.sqrt(1 + self.owner.tokens(text))

    def view(self) -> View:
        sections = self.sections
        for k, s in enumerate(sections):
            if s.pinned and not self._try(k, self._whole(s)):
                self._try(k, self._excerpt(s) | set(range(s.start, min(s.end, s.start + 3))))
        touched = [k for k, s in enumerate(sections)
                   if any(s.start <= i < s.end for i in self.changed)]
        for k in touched:
            if not self._try(k, self._whole(sections[k])):
                self._try(k, self._excerpt(sections[k]))
        for k in list(self.shown):
            for a in self._ancestors(k):
                self._try(a, {sections[a].start})
        rest = sorted((k for k, s in enumerate(sections) if k not in self.shown),
                      key=lambda k: (-self._relevance(sections[k]), k))
        for k in rest:
            if self._try(k, self._whole(sections[k])):
                for a in self._ancestors(k):
                    self._try(a, {sections[a].start})
        return self._assemble()

    def _assemble(self) -> View:
        shown_lines = set().union(*self.shown.values()) if self.shown else set()
        out: list[str] = []
        gap = False
        for i, line in enumerate(self.lines):
            if i in shown_lines:
                if gap:
                    out.append(OMITTED + "\n")
                out.append(line)
                gap = False
            else:
                gap = True
        if gap:
            out.append(OMITTED + "\n")
        text = "".join(out)
        left_out = sum(1 for k, s in enumerate(self.sections)
                       if not s.pinned and k not in self.shown)
        return View(text, condensed=True, tokens=self.owner.tokens(text),
                    shows_changes=self.changed <= shown_lines, sections_left_out=left_out)
