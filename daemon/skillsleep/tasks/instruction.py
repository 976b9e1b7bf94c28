"""The person's own words in a request, apart from what they pasted into it.

Real requests carry payloads: failing test output, a stack trace, a diff, a review finding copied
from a pull request, a block of code. What kind of work is asked for, and which constraints the
person put on it, are in the words they typed around that payload ("fix this:", "can you address
the comment below?"), so everything downstream reads the `Instruction`: the typed sentences, the
payload kept apart, and what kind of payload it was.

The split is by line and deliberately simple: fenced blocks, diff and quote lines, log and
output lines, indented code, and a finding pasted from a code review are payload; the rest is
the person's words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

_FENCE = re.compile(r"^\s*(```|~~~|\"\"\")")
# Diff lines start at the margin with a sign and code; "- drop the quotes" is a typed list item.
_DIFF = re.compile(r"^(?:[+-](?:\t| {2,}|[{}()\[\];/#=<>*]|$)|@@ |diff --git |index [0-9a-f]{7})")
_QUOTE = re.compile(r"^\s*>")
_LOG = re.compile(
    r"^\s*(?:\d{4}-\d\d-\d\d[ T]\d\d:\d\d|\d\d:\d\d:\d\d|"
    r"(?:ERROR|WARN|INFO|DEBUG|FATAL|FAIL|PASS)\b|"
    r"ok {2,}|--- (?:FAIL|PASS)|=== RUN|panic:|goroutine \d|Traceback|  File \"|at \S+\(|"
    r"[\w./-]+\.\w+:\d+(?::\d+)?[: ]|\$ |❯ |(?:error|warning)(?:\[[\w-]+\])?:|\w+Error:|npm ERR!|"
    r"make: |go: |Error: Process completed with exit code|##\[(?:error|warning|group)\]|"
    # A linter's report: "  12:5  error  Unexpected any ...", "✖ 2 problems (2 errors, ...)".
    r"\d+:\d+\s+(?:error|warning|warn)\s|[✖✗×]\s+\d+\s+problems?\b)")
# A CI step as the runner prints it: "Run make check", a command and no sentence.
_STEP = re.compile(r"^Run (?:[\w./-]+)(?: [^.!?;,]*)?$")
_INDENTED = re.compile(r"^(?:\t| {4,})\S")
_CODE = re.compile(r"^\s*(?:[{}()\[\];]+,?\s*$|(?:def|class|func|import|package|return|const|"
                   r"var|public|private|static)\s+\S.*(?:[{;:=(]|\))\s*$|//\s|/\*|\*/|#include)")
_SEVERITY = re.compile(r"^\s*(?:\*\*)?(?:critical|high|medium|low|minor|major)\s+(?:severity|"
                       r"priority)\b", re.I)
# A finding copied from a review tool or a reviewer, in the third person about the code.
_FINDING_OPENING = re.compile(
    r"^\s*(?:the\s+(?:\w+\s+){0,6}?(?:function|method|comment|variable|test|file|code|call|"
    r"check|logic|loop|handler|script|entry point|field|struct|class|type|parameter|flag|"
    r"error|constant|import|condition)s?\b|(?:direct|missing|unused|duplicate[d]?|redundant|"
    r"potential|possible|inconsistent|outdated|unnecessary|incorrect)\s+\S+|[A-Z]\w+(?:\.\w+)*"
    r"(?:\(\))?\s+(?:is|are|lacks|uses|has|does|returns|skips|calls)\b)", re.I)
_FINDING_WORDS = re.compile(
    r"\b(?:consider|should be|could (?:allow|cause|lead)|this (?:causes|means|produces|could|"
    r"can|will|may)|lacks|instead of|however|potentially|line \d+|lines \d+|outdated|"
    r"never asserted|is not (?:used|needed|handled)|redundant|severity)\b", re.I)
# "gemini returns this message: ⚠ Agent execution blocked ...", "reviewer: ...": what follows
# is pasted output or someone else's words.
_INTRO = re.compile(r"\b(?:error|message|output|log|logs|says|said|returns|printed|prints|"
                    r"shows|following|trace|response|reviewers?|copilot|coderabbit|wrote|"
                    r"commented|suggested|suggests|warns|warned|complains|recommends|"
                    r"recommended)\s*:\s+(?=\S)", re.I)
# "coderabbitai bot commented:", "the reviewer wrote:" ending its line: what follows, paragraph
# after paragraph (a review bot's comment has several), is someone else's words, up to a
# paragraph addressed to the agent. (Output announced so, "the error:", is told by its lines.)
_SPEAKER_LINE_END = re.compile(r"\b(?:says|said|reviewers?|copilot|coderabbit\w*|wrote|commented|"
                               r"suggested|suggests|warns|warned|complains|recommends|"
                               r"recommended|flagged|reported|raised)"
                               r"(?:\s+(?:this|these|that|the following))?"
                               # "what you suggested last time:": the agent's words quoted back
                               r"(?:\s+(?:earlier|before|previously|last time|yesterday|today|"
                               r"in (?:the|an|another|your|my) (?:other |last |previous )?"
                               r"(?:session|chat|conversation|thread|answer|reply|pr|review)))?"
                               r"\s*:\s*$", re.I)
# A review's header as the forge shows it ("Copilot AI reviewed 2 out of 2 changed files in this
# pull request", "bugbot commented on line 12"): what follows is the reviewer's, as after
# `_SPEAKER_LINE_END`. Not "I reviewed ...": the person's own account.
_REVIEW_HEADER = re.compile(r"^\W*(?!(?:i|we|you)\b)[\w.-]+(?:\[bot\])?(?:\s+AI)?\s+(?:reviewed\s+"
                            r"\d+\s+out\s+of\s+\d+|commented\s+on\b|left\s+(?:a\s+)?(?:review\s+)?"
                            r"comments?\b|requested\s+changes\b)", re.I)
# In a pasted finding, a paragraph the person wrote to the agent.
_ADDRESSED = re.compile(r"^\W*(?:(?:can|could|would) (?:you|we)|please|let'?s|i (?:think|want|got|"
                        r"would)|(?:fix|address|resolve|check|evaluate|reply|ignore|apply)\b)|"
                        r"\?\s*$", re.I)
# "the README has a caveat: ...", "the ticket states: ...": what follows a named source's colon
# is its words (a subject with its article, so that a typed "Note: ..." stays the person's).
_SOURCE_WORDS = (
    r"\b(?:the|a|an|this|that|their|his|her|its|our)\s+(?:[\w.'-]+\s+){0,3}?(?:says|reads|"
    r"states|notes|mentions|warns|recommends|suggests|has (?:a|an|this|the|one)\s+(?:\w+\s+)?"
    r"(?:caveat|note|warning|comment|remark|line|section|rule))\s*:")
_SOURCE_INTRO = re.compile(_SOURCE_WORDS + r"\s+(?=\S)", re.I)
_SOURCE_LINE_END = re.compile(_SOURCE_WORDS + r"\s*$", re.I)
# Sentences end at . ! ? and line ends; people often write the next one in lower case, so the
# case of the next word is not required, but "e.g. x" and a "1." list marker do not end one.
_SENTENCE = re.compile(r"(?<=[.!?])(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bvs\.)(?<!\betc\.)(?<!\bcf\.)"
                       r"(?<!^\d\.)(?<![\s(]\d\.)(?<![\s(][a-z]\.)\s+(?=\S)|\n+")


@dataclass
class Instruction:
    words: str                    # the typed sentences, joined by newlines
    payload: str = ""             # what was pasted
    # What was pasted: "code", "diff", "log", "quote", "finding" (from a code review).
    payload_kinds: set[str] = field(default_factory=set)
    # False when nothing was typed around the paste and `words` is its first line, kept for
    # telling what the request is about: no constraint of the person's is in it.
    typed: bool = True

    @property
    def sentences(self) -> list[str]:
        return split_sentences(self.words)

    @cached_property  # asked for every kind of work in turn; an Instruction is never changed
    def lead(self) -> str:
        """The first typed sentences: where people state what they want."""
        return " ".join(self.sentences[:3])


def split_sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(text) if s and s.strip()]


def _line_kind(line: str) -> str | None:
    if _DIFF.match(line):
        return "diff"
    if _QUOTE.match(line):
        return "quote"
    if _LOG.match(line):
        return "log"
    if _INDENTED.match(line) or _CODE.match(line):
        return "code"
    return None


def _finding(paragraphs: list[str]) -> bool:
    """Is the request a finding pasted from a code review (a tool's or a reviewer's)?"""
    if any(_SEVERITY.match(p.lstrip().split("\n", 1)[0]) for p in paragraphs):
        return True
    first = paragraphs[0].lstrip().split("\n", 1)[0] if paragraphs else ""
    return (bool(_FINDING_OPENING.match(first))
            and len(_FINDING_WORDS.findall("\n".join(paragraphs))) >= 2)


@lru_cache(maxsize=4096)
def instruction_of(text: str) -> Instruction:
    """Split a request into the person's words and what they pasted."""
    kept: list[str] = []
    payload: list[str] = []
    kinds: set[str] = set()
    paragraphs = re.split(r"\n\s*\n", text.strip())
    finding = _finding(paragraphs)
    if finding:
        kinds.add("finding")
    in_fence = False
    announced = False  # a line ended by naming a speaker: their words follow (`_SPEAKER_...`)
    for para in paragraphs:
        if (finding or announced) and not in_fence \
                and not _ADDRESSED.search(para.strip().split("\n", 1)[0]):
            payload.append(para)
            continue
        announced = False
        lines = para.splitlines()
        pasting = False  # a paste goes on until the next blank line
        for at, line in enumerate(lines):
            if _FENCE.match(line):
                in_fence = not in_fence
                kinds.add("code")
                payload.append(line)
                continue
            if in_fence:
                payload.append(line)
                continue
            kind = _line_kind(line)
            if not kind and not in_fence and _STEP.match(line) and at + 1 < len(lines) \
                    and _line_kind(lines[at + 1]):
                kind = "log"  # a CI step's header over what the step printed
            if kind:
                kinds.add(kind)
                payload.append(line)
                pasting = True
            elif pasting:
                payload.append(line)
            elif _SPEAKER_LINE_END.search(line) or _SOURCE_LINE_END.search(line) \
                    or _REVIEW_HEADER.match(line):
                kept.append(line.strip())  # what was pasted tells its own kind
                pasting = announced = True
            elif line.strip():
                m = _INTRO.search(line) or _SOURCE_INTRO.search(line)
                if m:
                    kept.append(line[:m.end()].strip())
                    payload.append(line[m.end():])
                    kinds.add("log")
                    pasting = True
                else:
                    kept.append(line.strip())
    typed = bool(kept)
    if not kept and payload and not finding:
        # Only a paste: its first line is as close to words as the request has.
        kept.append(payload[0].strip())
    return Instruction("\n".join(kept), "\n".join(payload), kinds, typed)
