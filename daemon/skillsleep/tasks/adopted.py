"""Someone else's comment, pasted, that the person takes up as a rule of their own.

A reviewer's "please don't use `Time.now` here, use `Time.current`" pasted into a request is the
reviewer's words about one change: no rule of the person's (`instruction` keeps it apart from
what they typed). It becomes one when the person's own words take it up for all work ("the
Time.current one, agreed, let's do that everywhere from now on", "make that one a rule"): then
the comment is read as if they had said it, with the reach they gave it.

Which comment is taken up must be plain: the one the person names by a word of it ("the
Time.current one"), or the only comment of the paste that asks for anything. A word that is in
more than one comment, or a paste with several comments and no name, takes up nothing: the
person's words say "that", and a rule of the wrong comment costs more than none.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .directives import Directive, directives
from .instruction import asks, instruction_of, line_kind, split_sentences
from .terms import ONWARDS

# "let's do that everywhere from now on", "apply the same in all new code", "make it our rule":
# the person's own words that take what was said up for all work; "do that everywhere",
# "apply it across the codebase" take it up as far as this change reaches, and only a word of
# time to come ("from now on", "new code") makes it a rule, as for any change asked.
_TAKEN_UP = re.compile(
    r"\b(?:(?:do|apply|follow|use|want)\s+(?:that|this|it|the same)\s+(?:(?:one|rule|thing)\s+)?"
    r"(?:\w+\s+){0,2}?(?P<reach>everywhere|from now on|going forward|across the (?:code ?base|"
    r"repo|repository|project)|in all (?:the |new |our )?code|for all (?:new )?code)|"
    r"make\s+(?:it|that|this)\s+(?:one\s+)?(?:ours|our rule|a rule|the rule|a standing rule|a team "
    r"rule|a convention)|"
    r"(?:that|this|it)\s+(?:is|'s)\s+(?:our|the)\s+rule\s+(?:now|from now on))\b", re.I)
_TIME_TO_COME = re.compile(rf"\b(?:{ONWARDS}|new code)\b", re.I)
# "he wants us to do that everywhere": someone else's wish, told.
_OTHERS_WANT = re.compile(r"\b(?:wants?|wanted|thinks?|thought|says?|said|suggests?|suggested|"
                          r"asks?|asked|proposes?|proposed|would like|insists?)\b", re.I)
# "the Time.current one", "the `find_each` comment": a comment named by a word of it.
_NAMED = re.compile(r"\bthe\s+`?(?P<word>[\w.:#/!?-]{3,40})`?\s+(?:one|comment|point|"
                    r"suggestion|nit|remark)\b", re.I)
# What opens a pasted comment's line: quote marks, a bold file name, the reviewer's name, a nit.
_OPENING = re.compile(r"^\s*(?:>\s*)*(?:\*\*[^*\n]+\*\*\s*)?(?:@?[\w.-]{1,30}(?:\[bot\])?:\s+)?"
                      r"(?:nit(?:pick)?:\s*)?", re.I)


def _asking(line: str) -> list[Directive]:
    return [d for d in directives(line) if d.terms and d.polarity in ("do", "avoid")]


def _prose(payload: str) -> list[str]:
    """The pasted lines someone wrote to people: no code, log or diff line, nothing fenced (a
    tool's "hint: use X" taken up is the tool's advice, not a comment)."""
    out: list[str] = []
    fenced = False
    for line in payload.splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        elif not fenced and line_kind(line) in (None, "quote"):
            out.append(line)
    return out


def adopted(text: str) -> list[Directive]:
    """The directives of a pasted comment the person's own words take up, read as rules when
    taken up for all work, as the change's own when only as far as it reaches; none when no
    comment is taken up, or which one is not plain."""
    ins = instruction_of(text)
    if not ins.typed or not ins.payload:
        return []
    taking = [(s, m) for s in split_sentences(ins.words) if (m := _TAKEN_UP.search(s))
              and not asks(s) and not _OTHERS_WANT.search(s[:m.start()])]
    if not taking:
        return []
    said, taken = taking[0]
    comments = [(line, found) for raw in _prose(ins.payload)
                if (line := _OPENING.sub("", raw).strip()) and (found := _asking(line))]
    named = _NAMED.search(said)
    if named is not None:
        word = named.group("word").lower()
        comments = [(line, found) for line, found in comments if word in line.lower()]
    if len(comments) != 1:
        return []
    scope = "task" if taken.group("reach") and not _TIME_TO_COME.search(said) else "rule"
    return [replace(d, scope=scope, said_in=said) for d in comments[0][1]]
