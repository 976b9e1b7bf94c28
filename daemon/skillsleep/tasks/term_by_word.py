"""One of the agent's code terms, turned down by a word of its name: "never the sleep, poll
instead" after "I added `time.sleep(1)` before reading the file and `assert path.exists()`
after"; "we don't do the retry wrapper thing here" after `withRetry()`.

An agent tells what it did in prose that names several pieces of code. People turn one of them
down by a word of its name, as they would say it aloud ("the sleep", "the nolock hint", "no
sleeps"), not by the name itself. Read as typed, the words name no code, or take the bare word
for the code ("no `sleeps`"), and the rule is lost or wrong. Read with the term in the word's
place ("never `time.sleep(1)`"), the refusal is one of that term, with the reach the words give
it.

The contract: `said_with_term(text, reply)` returns the words with the phrase that names a term
by a word of it said as that term, or None. The phrase is a word of the term's own name (a part
of its last part after a dot, slash or colon, split at underscores and letter case, of three
letters or more; a term of several words, such as a command, only by all its words) after
"no", a verb of using ("use", "do"), or "never", "not" or "don't" with "the" or "that" between,
with the nouns people point at code by after it ("thing", "part", "bit", "hint", ...), and then
a stop or a word that goes on after a noun phrase ("in", "like", "here", "ever").

Only a refusal for good is read: a no ("never", "no", "not", "don't") with "never", a habit
word, ", ever" or "we don't". A "no" said alone is as often talk ("no problem", "no rush"), and
a refusal for the work at hand is left to the words as typed. Words with code or a question of
their own are left as they are, and a word is read only when it names exactly one code term of
the agent's message: a word two terms carry ("the sleep" after `time.sleep` and
`asyncio.sleep`) points at none. A word right after "never" is a verb ("never sleep in
tests"), after "a" a kind ("don't use a cache"), and before a noun of its own a modifier ("the
DTO suffix"): none names the agent's code. Words another reader takes against the agent's code
by their own words (a way around a checker, a flag, a name) are left to it. "do the X thing" is
said as "use `X`": doing a piece of code is using it.
"""

from __future__ import annotations

import re

from .common_words import singular
from .directives import HABIT_WORDS
from .escape_hatch import hatch_banned
from .flag_used import flag_banned
from .judges.base import FUNCTION_WORDS
from .name_corrected import name_corrections
from .terms import callee, code_terms

# What the phrase opens with: "no" ("no sleeps"), a verb of using ("use recover", "do the
# retry wrapper thing"), or a word of refusal with "the" or "that" after it ("never the sleep"):
# right after "never" or "don't" the word is a verb ("never sleep in tests"), and after "a" or
# "any" a kind of thing ("don't use a cache"), not a name pointed at.
_BEFORE = re.compile(r"\b(?:(?P<before>no|use|using|do|doing)\s+(?:(?:the|that|those)\s+)?"
                     r"|(?P<refused>never|not|don'?t)\s+(?:the|that|those)\s+)$", re.I)
# The nouns people point at a piece of code by, after a word of its name.
_POINTING = re.compile(r"(?:\s+(?:things?|parts?|bits?|hints?|calls?|ones?|stuff|wrappers?|"
                       r"approach|tricks?|patterns?|business|lines?)\b){0,2}", re.I)
# What may follow the phrase: a stop, or a word that goes on after a noun ("in tests", "like
# that", "here", "ever"); another noun makes the word a modifier of it ("the DTO suffix", "utils
# packages"), which names a kind of thing, not the agent's code.
_AFTER = re.compile(r"\s*(?:$|[^\w\s]|(?:in|on|at|for|like|here|there|ever|again|anymore|any\s+"
                    r"more|anywhere|everywhere|please|when|unless|with|inside|outside|from|"
                    r"either|at\s+all|in\s+general)\b)", re.I)
# A refusal for good: a habit word, or the team's way ("we don't", "we never"). Said without one,
# "no" is as often a word of talk ("no problem", "no rush") as a refusal, and is left alone.
_REFUSAL = re.compile(r"\b(?:never|no|not|don'?t|do\s+not|n't)\b", re.I)
_REFUSED_FOR_GOOD = re.compile(
    rf"\b(?:never|(?:{HABIT_WORDS})|we\s+(?:don'?t|do\s+not|never|won'?t))\b"
    # "no sleeps in tests, ever": "ever" said after the no, for all the work.
    r"|,\s*ever\b", re.I)
_MIN_PART = 3


def _parts(term: str) -> set[str]:
    """The words a term's own name is made of, lower case: `withRetry()` gives retry (a word of
    grammar, "with", names nothing: "never use with here" is no refusal of `withRetry()`). Only
    its last part after a dot, slash or colon is its own: `sinon.useFakeTimers()` is not named
    by "sinon", which names the library it belongs to, a thing of its own."""
    own = re.split(r"[./:]+", re.sub(r"\(.*", "", term).strip("./:"))[-1]
    words = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+", own)
    return {w.lower() for w in words if len(w) >= _MIN_PART and w.isalpha()} - FUNCTION_WORDS


def _names(word: str, term: str) -> bool:
    """Does a word of the answer (or the words, for a term made of words) name the term?"""
    low = word.lower()
    if " " in word or " " in term:
        # A command's words are its program's and subcommands' ("the audit" is no name of
        # `npm audit fix`): a term of words is named by all of them.
        return low == term.lower()
    stems = {low, singular(low).lower()}
    return bool(stems & _parts(term))


def said_with_term(text: str, reply: str) -> str | None:
    """The words with a word of one term's name said as the term; see the module's
    contract."""
    if not reply or "?" in text or not _REFUSAL.search(text) \
            or not _REFUSED_FOR_GOOD.search(text) \
            or any(t.code for t in code_terms(text)):
        return None
    if hatch_banned(text, reply) or flag_banned(text, reply) or name_corrections(text, reply):
        return None  # a way around a checker, a flag or a name, each read by its own words
    # A call is turned down whatever its arguments: they are the code at hand's.
    terms = {callee(t).text for t in code_terms(reply) if t.code}
    worded = [re.escape(t) for t in terms if re.fullmatch(r"[A-Za-z]+(?: [A-Za-z]+)+", t)]
    hits: list[tuple[int, int, str, str]] = []
    for m in re.finditer(rf"\b(?:{'|'.join([*worded, r'[A-Za-z][A-Za-z-]*'])})\b", text):
        opened = _BEFORE.search(text, 0, m.start())
        if opened is None:
            continue
        named = {t for t in terms if _names(m.group(0), t)}
        if len(named) > 1:
            return None
        end = _POINTING.match(text, m.end())
        stop = end.end() if end else m.end()
        if named and _AFTER.match(text, stop):
            hits.append((opened.start(), stop,
                         opened.group("before") or opened.group("refused"), named.pop()))
    if len({term for *_, term in hits}) != 1:
        return None
    start, end, before, term = hits[0]
    kept = "use " if before.lower() in {"do", "doing", "use", "using"} else f"{before} "
    return f"{text[:start]}{kept}`{term}`{text[end:]}"
