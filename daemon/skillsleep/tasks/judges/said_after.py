"""What a person adds to a rule right after it: a part carved out, a limit, a condition, or
words that soften it, said in the next sentence, on the next line or after a dash.

People type a rule and then narrow it as a fragment of its own: "never use `print` for
debugging. Except in the CLI entry point, that's fine", "always run `make e2e` before pushing.
Well, only when you touched the API", "use `Decimal` everywhere. For money, I mean", "prefer
`httpx`. Not a hard rule though". The rule's own clause reads as a rule of all work, and a line
written from it alone bans or asks for the term wider than the person did, a wrong lesson that
costs more than a missed one. So a rule whose next words narrow or soften it is kept to its task:
`narrowed_after` says whether they do. It reads only the words that open the next sentence (or
the part after a dash), and a fragment that opens with a place or a case ("In the public types")
counts only when it ends on a word that marks it as said of the rule before ("at least", "I
mean", "only", "that is"): "In tests, use `pytest`." is a rule of its own.

A part carved out with "except", "unless", "other than", "apart from" or "outside" is what a rule
said in one sentence already says, and the reader writes those with their part or keeps them to
the task: `joined` puts such a part back onto its rule's sentence (the comment after it, "that's
fine", left off) before the rule is read, and so a place or a case said alone and marked as said
of the rule ("For money, I mean." without the mark), and the part a sentence says the rule
applies to only ("This applies to tests only."); `part_left_out` keeps a rule to its task
when the line written for it still leaves the part out, and `as_typed` gives the words back as
typed for the evidence a preference shows. A follow-up message that opens with such words
(`opens_narrowing`) narrows the rule of the message before the same way.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..gated import Gated

_I = re.IGNORECASE

# Words that open a turn before what it adds ("well, only when ...", "but only if ...").
_FILLERS = r"(?:(?:well|but|oh|ah|and|hmm+|ok(?:ay)?|i mean|though|wait|actually|also|so)\W+)*"

# A part carved out of the rule, or the rule kept to a part or a case.
_CARVED_OUT = re.compile(
    r"^\W*" + _FILLERS + r"(?:except|unless|apart from|other than|outside|besides|save for|"
    r"barring|excluding|only|just\s+(?:in|on|for|when|if|at|inside|within|the)|at least|"
    r"(?:mostly|mainly)\s+(?:in|on|for|when))\b"
    # "other than that, ...", "only because ...": what follows is no part of the rule
    r"(?!\s+(?:that|this|it|because|since|so|to)\b(?!'))", _I)

# A place or a case said on its own, which is the rule's only when it ends on a word marking it
# as said of what came before.
_FRAGMENT = re.compile(
    r"^\W*" + _FILLERS + r"(?:in|on|for|within|inside|when|whenever|if|where|at)\b"
    r"(?!\s+(?:example|instance|context|reference|the record|fact|other words|short|general|"
    r"any case|top|the other hand|what it'?s worth)\b)", _I)
_SAID_OF_BEFORE = re.compile(
    r"(?:,\s*|\s)(?:i mean|that is|at least|anyway|specifically|only|obviously|mostly|though|"
    r"i guess|to be clear)\W*$", _I)
# A case said alone as a whole sentence ("When dependencies changed.").
_BARE_CASE = re.compile(r"^\W*(?:when|whenever|if)\s+[^,;:]{1,60}$", _I)

# Words that make the rule less than a rule.
_SOFTENED = Gated(
    r"\b(?:not\s+(?:a\s+)?(?:hard|strict|firm|fixed)\s+(?:rule|requirement)|not\s+strictly|"
    r"(?:more\s+of\s+)?a\s+guideline|rule\s+of\s+thumb|not\s+a\s+big\s+deal\s+if|"
    r"not\s+(?:required|mandatory|a\s+must|essential|enforced)|"
    r"no\s+need\s+to\s+(?:rewrite|change|convert|update|touch|migrate)\s+(?:everything|all|"
    r"existing|the\s+old)|"
    r"where(?:ver)?\s+(?:it'?s\s+|it\s+is\s+)?(?:easy|possible|practical|feasible|convenient|"
    r"reasonable|it\s+makes\s+sense)|"
    r"when(?:ever)?\s+(?:you\s+can|possible|practical|convenient|it\s+makes\s+sense)|"
    r"if\s+(?:you\s+can|possible|practical|you\s+have\s+(?:the\s+)?time|it'?s\s+easy|"
    r"convenient)|nice\s+to\s+have|just\s+a\s+(?:suggestion|preference)|up\s+to\s+you|"
    r"your\s+call|not\s+always|within\s+reason)\b")

# The end of a sentence, or a dash that adds to it.
_SENTENCE_END = re.compile(r"[.!?]+(?=\s|$)|\n")
_DASH = re.compile(r"^\s*(?:\u2014|\u2013|--?)\s+")


def _next_words(clause: str, text: str) -> str:
    """The words said right after the sentence holding `clause`: the part after a dash that
    follows the clause, or else the next sentence; "" when none or the clause is not found."""
    at = text.find(clause.strip()) if clause.strip() else -1
    if at < 0:
        return ""
    rest = text[at + len(clause.strip()):]
    dash = _DASH.match(rest)
    if dash is not None:
        end = _SENTENCE_END.search(rest, dash.end())
        return rest[dash.end():end.start() if end else len(rest)].strip()
    end = _SENTENCE_END.search(rest)
    if end is None:
        return ""
    after = rest[end.end():].lstrip()
    stop = _SENTENCE_END.search(after)
    return after[:stop.start() if stop else len(after)].strip()


def narrows(after: str) -> bool:
    """Whether `after`, the words said right after a rule, carve a part out of it, keep it to
    a part or a case, or soften it."""
    if not after:
        return False
    if _CARVED_OUT.search(after) or _SOFTENED.search(after):
        return True
    return _FRAGMENT.search(after) is not None and (
        _SAID_OF_BEFORE.search(after) is not None or _BARE_CASE.match(after) is not None)


def opens_narrowing(text: str) -> bool:
    """Whether a message opens by narrowing or softening the rule of the message before
    ("Except in the CLI, that's fine.", "Not a hard rule though.")."""
    stop = _SENTENCE_END.search(text)
    return narrows(text[:stop.start() if stop else len(text)].strip())


def narrowed_after(clause: str, text: str) -> bool:
    """Whether the words right after the rule said in `clause` carve a part out of it, keep it
    to a part or a case, or soften it."""
    return narrows(_next_words(clause, text))


# Where the words after a rule's sentence open: after a full stop, on a new line or after a dash.
# (What follows it is always a word, so a run of spaces is taken whole; and it is not opened on
# a new line after another, nor on a space or tab after another, but after a stop: from one
# character back, tried before, it reads the same, and a pasted run is not read again from each
# of its characters. No match ends between two spaces or two new lines, so where `finditer`
# goes on from is never left out. Each way of opening starts on its own character, which the
# search looks for first.)
_AFTER_A_STOP = (r"(?<![.!?])(?:\.\s++|\n(?<![^.!?]\n\n)\s*+|[ \t](?<![^.!?][ \t]{2})"
                 r"(?:[ \t]*+\n\s*+|[ \t]*+(?:\u2014|\u2013|--?)[ \t]++))")
# A part carved out, opening the words after a rule's sentence: they are joined onto the rule
# ("never use `print`. Except in the CLI, that's fine" is read as "never use `print`, except in
# the CLI"), so the line written keeps it or the rule stays the task's. The boundary is a full
# stop, a new line or a dash, never a question ("why `print` here? Except in the CLI ...").
_CARVE_OUT_NEXT = Gated(
    _AFTER_A_STOP + r"(?:(?:well|but|oh|and|though)\W+)*"
    r"(?P<out>(?:except|unless|apart\s+from|other\s+than|outside(?:\s+of)?)\b"
    # "other than that, ...", "except that it ...": no part of the rule named
    r"(?!\s+(?:that|this|it)\b(?!'))[^.!?\n]*)(?=[.!\n]|$)")
# Where a sentence ends: a stop followed by a space (not the dot of `os.Exit`), or a new line.
_STOP = re.compile(r"[.!?](?=\s)|\n")
# What is said of the part after a comma ("..., that's fine", "..., those are too slow"): a
# comment, not part of the limit.
_COMMENT = re.compile(r",[^,`]*$")
# Code in backticks, whose words are no words of the sentence.
_CODE = re.compile(r"`[^`\n]*`")
# A place or a case said alone after a rule, marked as said of it ("For money, I mean.",
# "— in the request handlers at least", "When dependencies changed."): joined on without the
# mark, as if said in the rule's sentence.
_FRAGMENT_NEXT = re.compile(
    _AFTER_A_STOP + r"(?P<out>(?:in|on|for|within|inside|when|whenever|if)\b[^.!?\n]*)"
    r"(?=[.!\n]|$)", _I)


# A part or a case a rule is kept to with "only" or "just" after it ("Always use `pnpm`. Only in
# the web package though.", "Run `mvn verify` before pushing. Just when you touched the API."):
# joined on as if said in the rule's sentence, so the line keeps it. Not the
# things at hand ("only in this package" is the task's), and not after a ban: "never use `eval`.
# Only in the sandbox" may as well say where `eval` is allowed.
_ONLY_NEXT = re.compile(
    _AFTER_A_STOP + r"(?:(?:well|but|oh|and|though)\W+)*(?:only|just)\s+"
    r"(?P<out>(?:in|on|for|when|whenever|if|at|inside|within|under)\b"
    r"(?!\s+(?:(?:this|these|that|those|here|now|it|today|once)\b|(?:the\s+)?(?:moment|time\s+"
    r"being|record)\b))[^.!?\n]*)(?=[.!\n]|$)", _I)
# The rule said to hold in one part only, as a sentence of its own ("Never use `print`. This
# applies to tests only.", "Use `structlog`. That's just for the worker service."): the part is
# joined on with "in", for a ban too, as if said in the rule's sentence. Not the things at hand,
# the project, nor every one of a kind ("that applies to every service" widens the rule).
_APPLIES_NEXT = re.compile(
    _AFTER_A_STOP + r"(?:(?:well|but|oh|and|though)\W+)*(?:this|that|it|the\s+rule)\s*"
    r"(?:(?:only\s+)?(?:applies|holds)\s+(?:only\s+|just\s+)?(?:to|for|in)|"
    r"(?:['’]s|\s+is)\s+(?:only|just)\s+(?:for|in))\s+"
    r"(?!(?:this|these|that|those|here|now|it|today|every|each|all|any|our\s+(?:repos?|"
    r"repositories|projects?|codebases?))\b|(?:the\s+)?(?:repo|repository|project|codebase|"
    r"moment|time\s+being|record)\b)"
    r"(?P<out>[a-z][^.!?\n,;]*?)(?:\s+only)?(?=\s*(?:[.!\n]|$))", _I)
_A_CASE = re.compile(r"(?:when|whenever|if)\b", _I)
_A_BAN = re.compile(r"\b(?:never|no|not|don'?t|avoid|stop|mustn'?t|shouldn'?t|can'?t|cannot|"
                    r"forbid\w*|ban\w*|disallow\w*)\b", _I)


def joins(text: str) -> list[tuple[str, str, str]]:
    """(the words as read, as typed, the part) of each part carved out of a rule in the words
    after its sentence: the rule's sentence with the part joined on, the same two sentences as
    typed, and the part carved out."""
    return list(_joins(text))


@lru_cache(maxsize=16)  # asked of the same request for each rule read in it
def _joins(text: str) -> tuple[tuple[str, str, str], ...]:
    found_joins: list[tuple[str, str, str]] = []
    carved = [(found, ", ") for found in _CARVE_OUT_NEXT.finditer(text)]
    placed = [(found, " ") for found in _FRAGMENT_NEXT.finditer(text)
              if _FRAGMENT.match(found.group("out")) and (
                  _SAID_OF_BEFORE.search(found.group("out"))
                  or _BARE_CASE.match(found.group("out")))]
    # "only" stays before a place (a line that leaves out where the rule holds is wider than
    # said); a case ("when you touched the API") is read as the rule's own condition
    limited = [(found, " " if _A_CASE.match(found.group("out")) else " only ")
               for found in _ONLY_NEXT.finditer(text)]
    applied = [(found, " in ") for found in _APPLIES_NEXT.finditer(text)]
    for found, joint in sorted(carved + placed + limited + applied,
                               key=lambda f: f[0].start()):
        stops = [m.end() for m in _STOP.finditer(text, 0, found.start())]
        start = stops[-1] if stops else 0
        rule = text[start:found.start()]
        if "`" not in rule or rule.count("`") % 2:
            continue  # a rule names what it is about in code
        if found.re is _ONLY_NEXT and _A_BAN.search(_CODE.sub("", rule)):
            continue
        part = found.group("out") if joint == ", " else _SAID_OF_BEFORE.sub(
            "", found.group("out"))
        part = _COMMENT.sub("", part).strip()
        part = part[:1].lower() + part[1:]
        found_joins.append((f"{rule}{joint}{part}".strip(), text[start:found.end()].strip(),
                            part))
    return tuple(found_joins)


def joined(text: str) -> str:
    """`text` with each part carved out of a rule in the words after its sentence joined onto
    the rule's sentence; the same text when there is none."""
    for read, typed, _ in _joins(text):
        text = text.replace(typed, read, 1)
    return text


def as_typed(words: str, text: str) -> str:
    """The words a rule was read from in the joined text, as `text` has them typed."""
    for read, typed, _ in _joins(text):
        if read in words:
            return words.replace(read, typed, 1)
    return words


def _plain(text: str) -> str:
    return " ".join(text.replace("`", "").lower().split())


def part_left_out(words: str, text: str, line: str) -> bool:
    """Whether a part joined onto the sentence `words` were read from is missing from the
    `line` written for its rule ("unless I say so" is said as asking first)."""
    for read, _, part in _joins(text):
        if (read in words or words in read) and _plain(part) not in _plain(line) \
                and "without asking" not in line.lower():
            return True
    return False
