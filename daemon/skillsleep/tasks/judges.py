"""Checkable rules from the person's own words, and scoring an answer against them.

"use pnpm, not npm" -> must_mention pnpm + must_not_mention npm; "keep it under 100 words" ->
max_words 100; "as JSON" -> format json; "include a Testing section" -> required_sections;
"use conventional commits: feat:/fix: prefix" -> a regex on the subject line; "keep the subject
under 72 characters" -> max_line_chars on line 1. Every judge records the words and the session
turn it came from, and whether they were said in a follow-up (a standing preference, see
`standing.py`). Scoring is local and deterministic for every kind except `rubric`, which needs a
judge model.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass

from .model import Judge, Task
from .text import shorten

_TERM = r"([A-Za-z][\w.+#-]{0,40}[\w+#]|[A-Za-z])"
_I = re.I
_USE_NOT = re.compile(rf"\b(?:use|with|using|prefer)\s+{_TERM}(?:\s+here|\s+there)?\s*,?\s+"
                      rf"(?:not|instead of|rather than|over)\s+{_TERM}", _I)
_NOT_USE = re.compile(rf"\b(?:not|no)\s+{_TERM}\s*[,;.!-]*\s*(?:use|but|it'?s)\s+{_TERM}", _I)
_USE_INSTEAD = re.compile(rf"\buse\s+{_TERM}\s+instead\b|\b(?:rewrite|redo|write|do) it "
                          rf"(?:with|using|in)\s+{_TERM}", _I)
_NO_TERM = re.compile(rf"^\W*no\s+{_TERM},?\s+please\b", _I)  # "no lodash please"
_NO_USE = re.compile(rf"^\W*(?:no|nope|wrong)\b[\s,.!-]*(?:please\s+)?(?:use|with)\s+{_TERM}", _I)
_AVOID = re.compile(
    rf"\b(?:(?:don'?t|do not|never|stop)\s+(?:use|using|mention|mentioning|import|install|"
    rf"add|call)|avoid(?:\s+using|\s+mentioning)?)\s+(?:the\s+|any\s+)?{_TERM}", _I)
_MAX_WORDS = re.compile(
    r"\b(?:under|at most|no more than|not more than|less than|fewer than|max(?:imum)?(?: of)?|"
    r"within|up to|below)\s+(\d{1,5})\s+words\b|\b(\d{1,5})\s+words\s+(?:or less|or fewer|"
    r"max(?:imum)?|at most)\b", _I)
_MIN_WORDS = re.compile(r"\b(?:at least|no fewer than|minimum(?: of)?|more than)\s+(\d{1,5})"
                        r"\s+words\b", _I)
_JSON = re.compile(r"\b(?:as|in|into|return|output|respond with|reply with|give me|only)\s+"
                   r"(?:valid\s+|a\s+|an\s+|the\s+|raw\s+)?json\b|\bjson\s+(?:format|object|"
                   r"only|output)\b", _I)
_BULLETS = re.compile(r"\b(?:as|in|with|use)\s+(?:a\s+)?bullet(?:ed)?(?:[- ]?points?|[- ]list)?\b|"
                      r"\bbullet(?:ed)?[- ]?(?:points|list)\b|^\W*bullets\b", _I)
_NUMBERED = re.compile(r"\bnumbered (?:list|steps)\b", _I)
_CODE_BLOCK = re.compile(r"\bin an? (?:fenced )?code block\b", _I)
_SECTION = re.compile(
    r"\b(?:include|add|with|have|needs?|must have|should have|contain|keep)\s+(?:a|an|the)\s+"
    r"[\"'`“]?([A-Za-z][\w &/-]{0,40}?)[\"'`”]?\s+(?:section|heading|header)\b", _I)
_SECTIONS_LIST = re.compile(r"\bsections?\s*(?:called|named|for|:)\s+([^.;\n]{2,200})", _I)
_CONVENTIONAL = re.compile(r"\bconventional[- ]commits?\b|(?<![\w/])(?:feat|fix)(?:\([\w-]*\))?:",
                           _I)
_LINE_CHARS = re.compile(
    r"\b(?:under|at most|no more than|not more than|less than|fewer than|max(?:imum)?(?: of)?|"
    r"within|up to|below)\s+(\d{1,4})\s*(?:characters|chars?)\b|\b(\d{1,4})\s*"
    r"(?:characters|chars?)\s+(?:or less|or fewer|max(?:imum)?|at most)\b", _I)
_FIRST_LINE = re.compile(r"\b(subject(?: line)?|first line|title|headline|summary line)\b", _I)
_EVERY_LINE = re.compile(r"\blines?\b", _I)

# The conventional-commits types (conventionalcommits.org and the Angular convention).
CONVENTIONAL_TYPES = ("feat", "fix", "docs", "style", "refactor", "perf", "test", "build", "ci",
                      "chore", "revert")
CONVENTIONAL_PATTERN = (rf"^(?:{'|'.join(CONVENTIONAL_TYPES)})s?(?:\([^)\n]*\))?!?:\s+\S")

# Words after "don't"/"avoid" that are verbs or fillers, not things to keep out of the answer.
_NOT_TERM_WORDS = """a an the it this that them any anything to be do does did make
change touch add remove write break use using mention call run import forget worry bother
include leave put go so too just please me my your you i we our more less"""
_NOT_TERMS = frozenset(_NOT_TERM_WORDS.split())


@dataclass
class Quote:
    text: str
    where: str  # "claude-code:abc123 turn 4"
    followup: bool = False  # said after the request: a correction or a refinement


def derive(quotes: Sequence[Quote]) -> list[Judge]:
    """Rule judges from the request and its follow-ups, later words overriding earlier ones."""
    must: dict[str, str] = {}
    must_not: dict[str, str] = {}
    limits: dict[str, tuple[int, str]] = {}
    formats: dict[str, str] = {}
    sections: dict[str, str] = {}
    lines: dict[int, tuple[int, str, str]] = {}  # line (1 or 0 = every) -> limit, words, src
    prefix: str | None = None
    said_later: set[str] = set()

    def want(term: str, src: str) -> None:
        must[term.lower()] = src
        must_not.pop(term.lower(), None)

    def refuse(term: str, src: str) -> None:
        if term.lower() in _NOT_TERMS:
            return
        must_not[term.lower()] = src
        must.pop(term.lower(), None)

    for q in quotes:
        text = q.text
        src = f'"{shorten(text, 160)}" ({q.where})'
        if q.followup:
            said_later.add(src)
        if _CONVENTIONAL.search(text):
            prefix = src
            # "use conventional commits" names a convention, not a word the answer must contain.
            text = re.sub(r"\bconventional[- ]commits?\b", "conventional-commits", text, flags=_I)
        for m in _LINE_CHARS.finditer(text):
            where_line = _FIRST_LINE.search(text)
            if where_line:
                name = where_line.group(1).lower()
                name = "subject line" if name == "subject" else name
                lines[1] = (int(m.group(1) or m.group(2)), name, src)
            elif _EVERY_LINE.search(text):
                lines[0] = (int(m.group(1) or m.group(2)), "every line", src)
        for m in _USE_NOT.finditer(text):
            want(m.group(1), src)
            refuse(m.group(2), src)
        for m in _NOT_USE.finditer(text):
            if m.group(1).lower() not in _NOT_TERMS and m.group(2).lower() not in _NOT_TERMS:
                refuse(m.group(1), src)
                want(m.group(2), src)
        m3 = _NO_TERM.search(text)
        if m3:
            refuse(m3.group(1), src)
        replacing = [m.group(1) or m.group(2) for m in _USE_INSTEAD.finditer(text)]
        m2 = _NO_USE.search(text)
        if m2 and m2.group(1).lower() not in _NOT_TERMS:
            replacing.append(m2.group(1))
        if replacing:
            # "no, use npm instead": what was wanted before is what it replaces.
            for old in [t for t in must if t not in {r.lower() for r in replacing}]:
                refuse(old, src)
            for term in replacing:
                want(term, src)
        for m in _AVOID.finditer(text):
            refuse(m.group(1), src)
        for m in _MAX_WORDS.finditer(text):
            limits["max_words"] = (int(m.group(1) or m.group(2)), src)
        for m in _MIN_WORDS.finditer(text):
            limits["min_words"] = (int(m.group(1)), src)
        for pattern, name in ((_JSON, "json"), (_BULLETS, "bullets"), (_NUMBERED, "numbered"),
                              (_CODE_BLOCK, "code_block")):
            if pattern.search(text):
                formats[name] = src
        for m in _SECTION.finditer(text):
            sections.setdefault(m.group(1).strip().strip("\"'`“”"), src)
        for m in _SECTIONS_LIST.finditer(text):
            for part in re.split(r",|\band\b", m.group(1)):
                name = part.strip().strip("\"'`“”").strip()
                if 0 < len(name) <= 40:
                    sections.setdefault(name, src)

    must = {t: s for t, s in must.items() if t != "conventional-commits"}
    judges: list[Judge] = []
    if prefix is not None:
        judges.append(Judge("regex", {
            "pattern": CONVENTIONAL_PATTERN, "line": 1,
            # A template with an example: even a small model follows that better than a name.
            "rule": "Write the subject line as `feat: <summary>` or `fix: <summary>`, for "
                    "example `fix: handle an empty cart`."}, prefix))
    for line, (limit, name, src) in lines.items():
        rule = (f"Keep the {name} under {limit} characters." if line else
                f"Keep every line under {limit} characters.")
        judges.append(Judge("max_line_chars", {"line": line, "limit": limit, "rule": rule}, src))
    for term, src in must.items():
        judges.append(Judge("must_mention", {"terms": [term]}, src))
    for term, src in must_not.items():
        judges.append(Judge("must_not_mention", {"terms": [term]}, src))
    for kind, (limit, src) in limits.items():
        judges.append(Judge(kind, {"limit": limit}, src))  # type: ignore[arg-type]
    for name, src in formats.items():
        judges.append(Judge("format", {"format": name}, src))
    if sections:
        judges.append(Judge("required_sections", {"sections": list(sections)},
                            "; ".join(dict.fromkeys(sections.values()))))
    for judge in judges:
        judge.standing = judge.source in said_later
    return judges


# -- scoring -----------------------------------------------------------------------------------

def _mentions(text: str, term: str) -> bool:
    # "npm" must not match inside "pnpm": the neighbours of a term are not word characters.
    return re.search(rf"(?<![\w-]){re.escape(term)}(?![\w-])", text, _I) is not None


def _word_count(text: str) -> int:
    return len(re.findall(r"\S+", text))


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


def message_lines(text: str) -> list[str]:
    """The lines of the message an answer holds, without the chatter around it.

    When the answer has a fenced block, the message is its content; otherwise a first line that
    only introduces what follows ("Here's a commit message:") is skipped. Markdown decoration at
    the start of a line (headings, quotes, bold, backticks) is not part of the line.
    """
    body = text.strip()
    fence = re.search(r"```[^\n]*\n(.*?)(?:```|\Z)", body, re.S)
    if fence and fence.group(1).strip():
        body = fence.group(1)
    lines = [re.sub(r"^(?:#{1,6}\s+|>\s*|\*\*|__|`)+", "", ln.strip()).rstrip("`* ")
             for ln in body.splitlines() if ln.strip()]
    lines = [ln for ln in lines if ln]
    if len(lines) > 1 and lines[0].endswith(":") and not fence:
        lines = lines[1:]
    return lines


def _pick_lines(text: str, line: int) -> list[str]:
    lines = message_lines(text)
    if line <= 0:
        return lines
    return lines[line - 1:line]


def _has_section(text: str, name: str) -> bool:
    esc = re.escape(name.strip())
    heading = rf"^\s*(?:#{{1,6}}\s*|\*\*|__)?\s*{esc}\b[^\n]*$"
    return re.search(heading, text, re.I | re.M) is not None


def score(judge: Judge, text: str) -> float | None:
    """How well `text` satisfies the judge, 0..1; None only for `rubric` (needs a model)."""
    p = judge.params
    if judge.kind == "must_mention":
        terms = [t for t in p.get("terms", []) if t]
        return sum(_mentions(text, t) for t in terms) / len(terms) if terms else 1.0
    if judge.kind == "must_not_mention":
        return 0.0 if any(_mentions(text, t) for t in p.get("terms", []) if t) else 1.0
    if judge.kind == "max_words":
        limit, count = max(1, int(p.get("limit", 1))), _word_count(text)
        return 1.0 if count <= limit else limit / count
    if judge.kind == "min_words":
        limit, count = max(1, int(p.get("limit", 1))), _word_count(text)
        return 1.0 if count >= limit else count / limit
    if judge.kind == "format":
        return _format_score(str(p.get("format", "")), text)
    if judge.kind == "required_sections":
        names = [s for s in p.get("sections", []) if s]
        return sum(_has_section(text, s) for s in names) / len(names) if names else 1.0
    if judge.kind == "regex":
        pattern = str(p.get("pattern", ""))
        if p.get("line") is not None:
            text = "\n".join(_pick_lines(text, int(p["line"])))
        try:
            found = re.search(pattern, text, re.I | re.M) is not None
        except re.error:
            found = pattern.lower() in text.lower()  # a broken pattern is read literally
        return 1.0 if found else 0.0
    if judge.kind == "max_line_chars":
        limit = max(1, int(p.get("limit", 1)))
        picked = _pick_lines(text, int(p.get("line", 1)))
        if not picked:
            return 0.0  # no message at all keeps no length limit worth the name
        # Graded like max_words, so that getting closer to the limit counts.
        return min(1.0 if len(ln) <= limit else limit / len(ln) for ln in picked)
    if judge.kind == "rubric":
        return None
    raise ValueError(f"unknown judge kind {judge.kind!r}")


def _format_score(fmt: str, text: str) -> float:
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if fmt == "json":
        return 1.0 if _is_json(text) else 0.0
    if fmt == "bullets":
        return 1.0 if sum(bool(re.match(r"\s*[-*•+]\s+\S", ln)) for ln in lines) >= 2 else 0.0
    if fmt == "numbered":
        return 1.0 if sum(bool(re.match(r"\s*\d+[.)]\s+\S", ln)) for ln in lines) >= 2 else 0.0
    if fmt == "code_block":
        return 1.0 if re.search(r"```[\s\S]*?```", text) else 0.0
    raise ValueError(f"unknown format {fmt!r}; expected json, bullets, numbered or code_block")


def score_task(task: Task, text: str) -> float | None:
    """Weighted mean over the task's rule judges; None when it has no rule judge."""
    total = weight = 0.0
    for judge in task.judges:
        value = score(judge, text)
        if value is None:
            continue
        total += value * judge.weight
        weight += judge.weight
    return total / weight if weight else None
