"""A correction of the agent's naming, said as the team's way: "we call them handlers, not
controllers" after "I added `UserController`"; "never name a package `utils`".

The word turned down is said as people say it ("controllers", "a manager", "DTOs"); the form the
code would show is in the agent's message: the one name it gave that carries the word as its
first or last part (`UserController`). That part, in the code's letter case, is what the team
keeps out of the names it declares (`NameWithout`). A package named a word the team keeps out
needs no agent's message: the word is the package's whole name.

The contract: `name_corrections(text, reply)` returns the rules the words state, or none. Only
the team's way is read: a clause that says "we", "here", "in this codebase", "they're" or
"never" of the names; a rename of the one thing at hand ("call it a handler, not a controller",
"rename `X` to `Y`"), a question, someone else's words told or pasted, a description of code as
it is ("the old code calls them controllers"), and a word the agent's names do not carry, or
carry in two forms, give nothing: the word would then be only a word of conversation.
"""

from __future__ import annotations

import re

from .common_words import singular
from .instruction import instruction_of, split_sentences
from .judges.name_word import NameWithout, carries
from .terms import code_terms

_I = re.IGNORECASE

# A word of names as people say it: bare or in backticks.
_WORD = r"`?(?P<w>[A-Za-z][A-Za-z0-9_]*)`?"
# The shapes of a word of names turned down, in a clause of the team's way; those after the
# first two name no naming verb of their own.
_TURNED_DOWN = tuple(re.compile(p, _I) for p in (
    # "we call them handlers, not controllers", "it's `Handler` in this codebase, not
    # `Controller`", "they're stores here, not repositories"
    # (a verb of calling a thing, not of calling code: "we call the API directly, not a client")
    rf"(?:\b(?:call|calls|name|names)\s+(?:them|those|these|it|this|that|things|everything)|"
    rf"\b(?:called|named|we\s+say|they'?re|they\s+are)|\bit(?:'s|\s+is)\s+(?=`))"
    rf"[^.;?]*?,?\s+(?:and\s+)?not\s+(?:an?\s+)?{_WORD}\s*[.!]*\s*$",
    # "we never call anything a manager", "never name a class `Impl`"
    rf"\b(?:never|don'?t|do\s+not)\s+(?:ever\s+)?(?:call|name)\s+(?:anything|things|them|those|"
    rf"classes|types|structs|services|an?\s+(?:class|type|struct|service))\s+(?:an?\s+)?{_WORD}",
    # "we don't have controllers in Go, they're handlers", "we don't use the DTO suffix"
    rf"\bwe\s+(?:don'?t|do\s+not|never)\s+(?:have|use|do|write)\s+(?:any\s+)?(?:the\s+)?{_WORD}",
    # "no more Managers please"
    rf"^\W*no\s+more\s+{_WORD}",
))
# A clause about names, not about the thing ("we don't use a cache here" after `UserCache`).
_OF_NAMES = re.compile(r"\b(?:call|calls|called|name|names|named|naming|suffix|suffixes|prefix|"
                       r"prefixes|they'?re|they\s+are)\b", _I)
# The team's way, not a rename of the thing at hand.
_TEAMS = re.compile(r"\b(?:we|our|us|here|this\s+(?:codebase|repo|repository|project|app|team)|"
                    r"they'?re|they\s+are|never|anything|no\s+more)\b", _I)
# Someone else's words told, or code as it is described.
_TOLD = re.compile(r"\b(?:said|says|say\s+that|thinks?|wants?|suggested|according|used\s+to|"
                   r"old|legacy|existing|currently|still)\b", _I)
# A name of code: a letter or an underscore, then word characters; a path or a call is no name.
_NAME = re.compile(r"[A-Za-z_$][\w$]*")

# "never name a package `utils`", "no utils packages", "we don't do `helpers` packages",
# "don't ever create a package called `common`": the whole names a package is kept from.
_PACKAGE = r"(?:package|crate)s?"
# A list goes on after a comma only with a name in backticks: "utils, ever" is one name.
_NAMES = (r"(?P<names>`?[a-z][\w-]*`?(?:(?:\s*,\s*(?=`)|,?\s*\b(?:or|and)\b\s*|\s*/\s*)"
          r"`?[a-z][\w-]*`?)*)")
# Each shape, and whether a bare word after it is surely a name: after "name a package" or
# "named" it is; before "packages" it may be a word of what kind ("no new packages"), and is
# a name only in backticks or as a package of the agent's message.
_PACKAGE_BANNED = tuple((re.compile(p, _I), named) for p, named in (
    (rf"\b(?:never|don'?t|do\s+not)\s+(?:ever\s+)?(?:name|call)\s+(?:an?\s+|any\s+)?{_PACKAGE}\s+"
     rf"{_NAMES}", True),
    (rf"\b(?:never|don'?t|do\s+not)\s+(?:ever\s+)?(?:create|add|make)\s+(?:an?\s+|any\s+)?"
     rf"{_PACKAGE}\s+(?:named|called)\s+{_NAMES}", True),
    (rf"\bno\s+{_PACKAGE}\s+(?:named|called)\s+{_NAMES}", True),
    # in the plural: many packages of that name ("no `stress` package" keeps one dependency out)
    (rf"^\W*no\s+{_NAMES}\s+(?:packages|crates)\b", False),
    (rf"\b(?:we|you)\s+(?:don'?t|do\s+not|never)\s+(?:do|have|want|use)\s+{_NAMES}\s+"
     rf"(?:packages|crates)\b", False),
))


def _parts(name: str) -> tuple[str, str]:
    """The first and the last word of a name (`UserController`: User, Controller; `user_id`:
    user, id); a name of one word has no parts."""
    words = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", name)
    return (words[0], words[-1]) if len(words) >= 2 else ("", "")


def _part_named(word: str, reply: str) -> NameWithout | None:
    """The part of the agent's names the word turns down: one form, at one end of its names."""
    one = singular(word).lower()
    found: set[tuple[str, str]] = set()
    for term in code_terms(reply):
        if not _NAME.fullmatch(term.text):
            continue
        first, last = _parts(term.text)
        if last.lower() == one and carries(term.text, last, "suffix"):
            found.add((last, "suffix"))
        if first.lower() == one and carries(term.text, first, "prefix"):
            found.add((first, "prefix"))
    if len(found) != 1:
        return None
    part, place = found.pop()
    return NameWithout(word=part, place=place)


def _packages(clause: str, reply: str) -> list[NameWithout]:
    for shape, named in _PACKAGE_BANNED:
        m = shape.search(clause)
        if m is None:
            continue
        said = m.group("names")
        theirs = {p for t in code_terms(reply) for p in re.split(r"[/.]", t.text.lower())}
        names = [n.lower() for n in re.findall(r"`?[a-z][\w-]*`?", said, _I)
                 if n.lower().strip("`") not in ("or", "and")]
        return [NameWithout(word=n.strip("`"), place="whole", names="packages")
                for n in dict.fromkeys(names)
                if named or n.startswith("`") or n.strip("`") in theirs]
    return []


def name_corrections(text: str, reply: str) -> list[tuple[str, NameWithout]]:
    """(the sentence, its rule) of each word of names the words keep out; see the contract."""
    ins = instruction_of(text)
    if ins.payload or "?" in text or "```" in text:
        return []
    out: list[tuple[str, NameWithout]] = []
    for sentence in split_sentences(ins.words):
        clause = sentence.strip()
        if _TOLD.search(clause):
            continue
        # "never name a package `utils`": a package, any one, is the team's way already
        found = _packages(clause, reply)
        if not found and reply and _TEAMS.search(clause):
            for n, shape in enumerate(_TURNED_DOWN):
                m = shape.search(clause) if n < 2 or _OF_NAMES.search(clause) else None
                judge = _part_named(m.group("w"), reply) if m is not None else None
                if judge is not None:
                    found = [judge]
                    break
        out += [(clause, j) for j in found]
    return out
