"""The slips of fast typing, set right before a person's words are read for rules.

People type to a coding agent quickly, often in a language that is not their first: "dont",
"we doesnt", "pls", "u", "b4", "allways", "nver", "shoud", "dont't", "never NEVER", "is forbidden
to use", "please to use", "we are not using X anymore", "X instead Y". The directive grammar
(`directives.py`) is written for the words as a careful writer spells them; rather than teach
every pattern each slip, the words are mended once, before reading, into the spelling the grammar
knows.

The contract: `mend(text)` returns the text with only these slips set right, in prose only (a
code span, a fenced block and an indented line are someone's code and stay as typed), and returns
the very same string when there is nothing to mend. A mending only respells a word as the careful
writer would have written it (a contraction, a cue word, a text-speak word, a thumb that opens
the message for its yes or its no), rewrites a phrasing of another language into the English
one it stands for ("is forbidden to use" is "never use"),
or puts back the stop a run-on sentence left out before a rule ("fix the test also we use X")
and the comma after a place that opens an order ("for new stuff use X");
it adds no rule word the typed words do not already say, so what asks, describes or reports
stays a question, a description or a report. Capitals are left as typed: the grammar reads cue
words in any case, and a line in capitals ("RUN pip install") is more often pasted than shouted.
"""

from __future__ import annotations

import re

_I = re.I

# A contraction typed without its apostrophe, or with one in the wrong place. Only words that are
# no other English word ("wont", "cant", "its", "lets", "were", "id", "ill" are) are mended.
_CONTRACTIONS: dict[str, str] = {
    "dont": "don't", "dnt": "don't", "doesnt": "doesn't", "didnt": "didn't", "isnt": "isn't",
    "arent": "aren't", "wasnt": "wasn't", "werent": "weren't", "shouldnt": "shouldn't",
    "shoudnt": "shouldn't", "wouldnt": "wouldn't", "couldnt": "couldn't", "mustnt": "mustn't",
    "musnt": "mustn't", "havent": "haven't", "hasnt": "hasn't", "hadnt": "hadn't",
    "im": "I'm", "ive": "I've", "youre": "you're", "youve": "you've", "thats": "that's",
    "theres": "there's", "whats": "what's", "wouldve": "would've", "shouldve": "should've",
}
# The same, with a stray or doubled apostrophe: "dont't", "do'nt", "dont'".
_STRAY_APOSTROPHE = re.compile(r"\b(do|does|did|is|are|was|were|should|would|could|must|have|"
                               r"has|ca|wo)(?:'n't|n't'|n''t|'nt|nt't|n't't)(?![\w'])", _I)

# Cue words slipped in typing, and text-speak for a plain word.
_WORDS: dict[str, str] = {
    "allways": "always", "alway": "always", "alwyas": "always", "alwasy": "always",
    "awlays": "always", "alwys": "always", "alwaus": "always", "allway": "always",
    "nver": "never", "nevr": "never", "neveer": "never", "nevar": "never", "neer": "never",
    "shoud": "should", "shoudl": "should", "shuold": "should", "shold": "should",
    "shouldd": "should", "pls": "please", "plz": "please", "plss": "please", "plez": "please",
    "plese": "please", "pleae": "please", "pleasee": "please", "u": "you", "ur": "your",
    "thx": "thanks", "thnx": "thanks", "thanx": "thanks", "tnx": "thanks", "b4": "before",
    "useing": "using", "commiting": "committing", "anymor": "anymore", "evry": "every",
    "everytime": "every time",
}
# A hand sign that opens the message as its yes or its no: "👍 keep doing that", "👎 never
# again" (a skin tone or a variation selector may follow it). Said after the words ("always use
# `black` 👍") it only cheers them; a tick or a cross marks the items of a list as done or not.
_SIGNS: dict[str, str] = {"\U0001F44D": "ok", "\U0001F44C": "ok", "\U0001F44E": "no"}
_SIGN = re.compile("^(\\s*)(" + "|".join(_SIGNS) + ")[\U0001F3FB-\U0001F3FF\uFE0F]*")
_WORD = re.compile(r"(?<![\w'./\\-])(" + "|".join(
    sorted((*_CONTRACTIONS, *_WORDS), key=len, reverse=True)) + r")(?![\w'/\\-]|\.\w)", _I)
# "r" for "are", only between a pronoun and what it is: "we r using", "why r u".
_ARE = re.compile(r"\b(we|you|u|they|why|what|how|where)\s+r\b(?=\s+\w)", _I)
# "we doesnt": a verb agreed with the wrong person.
_AGREEMENT = re.compile(r"\b(we|you|they|i)\s+doesn't\b", _I)
# A word said twice, whatever its case: "never NEVER", "always always".
_TWICE = re.compile(r"\b(always|never|please|don't|do not|not)(\s+\1)+\b", _I)
# Phrasings of other languages, and the English they stand for.
_PLEASE_TO = re.compile(r"\bplease\s+to\s+(?=[a-z])", _I)
_FORBIDDEN = re.compile(r"(?:^|(?<=[.!;:,]\s))(?:it'?s\s+|it\s+is\s+|is\s+)"
                        r"(?:forbidden|prohibited|not allowed)\s+to\s+(?=[a-z])", _I | re.M)
_MANDATORY = re.compile(r"(?:^|(?<=[.!;:,]\s))(?:it'?s\s+|it\s+is\s+|is\s+)"
                        r"(?:mandatory|obligatory|compulsory)\s+to\s+(?=[a-z])", _I | re.M)
_NOT_USING_ANYMORE = re.compile(r"\bwe(?:\s+are|'re)\s+not\s+using\s+(?=[^.!?\n]*\banymore\b)", _I)
_INSTEAD = re.compile(r"\binstead\s+(?=`)", _I)
# Run-on sentences: a rule typed straight after the task, with no stop between them ("fix the
# flaky test also we use `X`"), and a second order straight after the first one's code ("never
# use `X` use `Y`"), on one line: an order on a line or a paragraph of its own is a sentence of
# its own already, whatever the line above it ends with.
# "I think also we should ..." stays one musing.
_RUN_ON = re.compile(r"(?<=[a-z`])(?<!\band)(?<!\bbut)(?<!\bso)(?<!\bthink)(?<!\bguess)"
                     r"(?<!\bmaybe)(?<!\bbelieve)\s+(?=(?:also|btw|oh and)\s+(?:we|you)\s)", _I)
_ORDER_AFTER_CODE = re.compile(r"(?<=`)[ \t]+(?=(?:use|prefer|run|call)\s+`)", _I)
# A place or a kind of work opening the sentence with no comma before the order: "for new stuff
# use `tokio`", "in library code never use `unwrap()`" ("in case", "in order" open no place).
_PLACE_OPENS = re.compile(r"(?:^|(?<=[.!?;]\s))(?:in|for|inside|within)\s")
# The place's words are no pronoun and no verb's. Only an order follows it: "in the old repo we
# always deployed with ..." tells of another place, "in this file we don't use X" of one file.
_PLACE_WORD = (r"(?!(?:we|you|they|i|he|she|it|us|them|me|is|are|was|were|do|does|did|should|"
               r"must|can|will|would|could|have|has|had)\b)[^\s,;:.!?']+")
_PLACE_AHEAD = re.compile(
    r"(?:^|(?<=[.!?;]\s))((?:in|for|inside|within)\s+(?!(?:case|order|a sec|now|a while)\b)"
    rf"(?:{_PLACE_WORD}\s+){{0,3}}?{_PLACE_WORD})\s+(?=(?:always|never|don't|do not|use|prefer|"
    r"avoid)\s)", _I | re.M)

_CODE = re.compile(r"```.*?(?:```|\Z)|`[^`\n]*`|^(?: {4}|\t).*$", re.S | re.M)
# Where a piece of code stood while the prose around it was mended.
_HELD = re.compile("`\ue000(\\d+)\ue001`")


# Each mending runs only where the text holds what its pattern cannot match without (most typed
# words need none, and a pasted log is long): the same text as running every one, in a fraction
# of the time a request's mining takes.
_MENDED_WORDS = frozenset((*_CONTRACTIONS, *_WORDS))
_TOKEN = re.compile(r"[a-z0-9]+")
_STRAYS = ("'n't", "n't'", "n''t", "'nt", "nt't")
_SAID_TWICE = ("always", "never", "please", "don't", "do not", "not")


def _mend_prose(prose: str) -> str:
    if prose.lstrip()[:1] in _SIGNS:
        prose = _SIGN.sub(lambda m: m.group(1) + _SIGNS[m.group(2)], prose, count=1)
    low = prose.lower()
    if "'" in low and any(s in low for s in _STRAYS):
        prose = _STRAY_APOSTROPHE.sub(lambda m: m.group(1) + "n't", prose)
        low = prose.lower()
    tokens = set(_TOKEN.findall(low))
    if not tokens.isdisjoint(_MENDED_WORDS):
        prose = _WORD.sub(_respelled, prose)
        low = prose.lower()
    if "r" in tokens:
        prose = _ARE.sub(lambda m: m.group(1) + " are", prose)
    if "doesn't" in low:
        prose = _AGREEMENT.sub(lambda m: m.group(1) + " don't", prose)
        low = prose.lower()
    if any(low.count(w) > 1 for w in _SAID_TWICE):
        prose = _TWICE.sub(lambda m: m.group(1), prose)
    if "please" in low:
        prose = _PLEASE_TO.sub("please ", prose)
    if "forbidden" in low or "prohibited" in low or "allowed" in low:
        prose = _FORBIDDEN.sub("never ", prose)
    if "mandatory" in low or "obligatory" in low or "compulsory" in low:
        prose = _MANDATORY.sub("always ", prose)
    if "anymore" in low:
        prose = _NOT_USING_ANYMORE.sub("we don't use ", prose)
    if "also" in low or "btw" in low or "oh and" in low:
        prose = _RUN_ON.sub(". ", prose)
    if "`" in prose:
        prose = _ORDER_AFTER_CODE.sub(", ", prose)
    if "instead" in low:
        prose = _INSTEAD.sub("instead of ", prose)
    if _PLACE_OPENS.search(low):
        prose = _PLACE_AHEAD.sub(r"\1, ", prose)
    return prose


def _respelled(m: re.Match[str]) -> str:
    word = m.group(1)
    low = word.lower()
    mended = _CONTRACTIONS.get(low) or _WORDS[low]
    # "U" alone in capitals is as likely a name (a grade, a unit) as "you".
    return word if word == "U" else mended


def mend(text: str) -> str:
    """The text with the slips of fast typing set right in its prose; code stays as typed."""
    code: list[str] = []

    def held(m: re.Match[str]) -> str:
        code.append(m.group(0))
        return f"`\ue000{len(code) - 1}\ue001`"

    mended = _mend_prose(_CODE.sub(held, text))
    mended = _HELD.sub(lambda m: code[int(m.group(1))], mended)
    return text if mended == text else mended
