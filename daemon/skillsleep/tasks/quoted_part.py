"""The part of the agent's message an answer quotes, and the answer to it.

People answer one step of a longer proposal by quoting it first: a "> " line copied from the
agent's message, or the words in double quotes, then "yes, always", "never", "ok this once".
The answer is to that part alone: read against the whole message, a yes would take the last
proposal the message makes, which may be another step, and "never" would turn down all of it.

The contract: `quoted_part(text, reply)` returns the answer, the agent's sentence that holds
the quote and where in it the quote stands, when the words open with a quote found in the
agent's message and go on with an answer; the reader joins the words that open that sentence as
a proposal or a plan ("I'll", "should I") to the quote ("I'll ... and run `make check`", quoted
as "run `make check`", answers "I'll run `make check`"). It returns None when there is no quote,
the quote is not the agent's (a log, a reviewer, the person's own words), or nothing follows it.
"""

from __future__ import annotations

import re
from typing import NamedTuple

# "> run `make check`\n> before finishing\nyes, always": quote lines, then the answer.
_QUOTE_LINES = re.compile(r"^\s*(?P<quote>(?:>[^\n]*(?:\n|$))+)(?P<answer>.*)$", re.S)
# "\"add `X`\" - never", "“run the linter”: always": words in double quotes, then the answer.
_QUOTE_MARKS = re.compile(r"^\s*[\"“](?P<quote>[^\"“”\n]{4,300})[\"”]\s*(?:[-—–:,]+|=>|->)?\s*"
                          r"(?P<answer>\S.*)$", re.S)


class Quoted(NamedTuple):
    """An answer to part of the agent's message: the answer, the agent's sentence that holds
    the part, and where the part starts and ends in that sentence."""

    answer: str
    sentence: str
    start: int
    end: int


# Where a sentence of the agent's message starts: after a stop, or on a new line.
_SENTENCE_START = re.compile(r"(?:[.!?](?=\s)|\n)\s*")


def quoted_part(text: str, reply: str) -> Quoted | None:
    """The answer and the part of `reply` it quotes, or None: see the module's contract."""
    if not reply or not text.lstrip().startswith((">", '"', "“")):
        return None
    m = _QUOTE_LINES.match(text) or _QUOTE_MARKS.match(text)
    if m is None or not m.group("answer").strip():
        return None
    quote = re.sub(r"(?m)^\s*>\s?", " ", m.group("quote")).strip(" \n.,;:!?")
    words = quote.split()
    if len(words) < 2:
        return None  # one word is found in any message; it points at no part of it
    found = re.search(r"\s+".join(re.escape(w) for w in words), reply, re.I)
    if found is None:
        return None
    starts = [s.end() for s in _SENTENCE_START.finditer(reply, 0, found.start())]
    start = starts[-1] if starts else 0
    ends = [s.start() for s in _SENTENCE_START.finditer(reply, found.end())]
    sentence = reply[start:ends[0] + 1 if ends else len(reply)]
    return Quoted(m.group("answer").strip(), sentence, found.start() - start,
                  found.end() - start)
