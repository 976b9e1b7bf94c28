"""The item of the agent's list an answer turns down: a step of its plan, or a line of what it
reports it did.

Agents lay out a plan as steps ("My plan: 1. ... 2. ...") and report what they did as a list
("Done: - ... - ..."). People answer one item of it by its place or a word of its code, then say
why as a rule: "skip step 2, we never touch the lockfile", "the sleep one - we never sleep in
tests", "revert the bit about `.env`, never commit those". Read against the whole message the
answer points at no one proposal; read against the item, it is the no to a plan ("I'll ...") or
to a deed ("I ...") that the reader already knows.

The contract: `item_answered(text, reply)` returns (the answer as a no to one item, the item as
the agent's own sentence) when the words open with a pointer to exactly one item of a list of
two or more in `reply` (by its number, its order, or a word of a code term only that item
names) and go on, after a comma, colon or dash, with words of their own (that turn it down
when no verb before the pointer does: "the sleep one - we never ..."); None otherwise. A
list the agent asks the person to choose from ("Which?") is options, whose pick is read
elsewhere; a list in a fenced block is code shown; an item that opens with no verb (a name
alone) is no plan or deed; and a pointer with nothing after it ("revert the second one") or a
time ("skip step 2 for now") says no rule, and is left as it is.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .terms import blank_fences, code_terms

_I = re.I

# "1. Bump `serde`", "2) Run `go mod vendor`", "- added `set -x` ...": a line of a list.
_ITEM = re.compile(r"^\s*(?:(?P<n>\d{1,2})[.)]|[-*•+])\s+(?P<what>\S.*?)\s*$")
# "Which do you prefer?": the list is options to choose from.
_ASKS_WHICH = re.compile(r"\b(?:which|prefer\w*|either)\b[^\n]*\?", _I)
# The verbs that take one item out; said without one, the words after the pointer say it.
_TAKE_OUT = (r"(?:skip|drop|undo|revert|remove|take out|leave out|cut|lose|back out|no to|"
             r"not)")
_NOUN = r"(?:one|part|bit|item|step|change|line|thing|point)"
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_POINTER = re.compile(
    rf"^\W*(?:(?P<verb>{_TAKE_OUT})\s+)?(?:the\s+)?(?:"
    rf"(?:step|item|point|number|#)\s*(?P<n>\d{{1,2}})|(?P<bare>\d{{1,2}})|"
    rf"(?P<ord>first|second|third|fourth|fifth|last)(?:\s+{_NOUN})?|"
    rf"{_NOUN}\s+(?:about|with|for|on)\s+`?(?P<about>[\w.@#/-]*\w)`?|"
    rf"`?(?P<word>[\w.@#/-]*\w)`?\s+{_NOUN}|"
    rf"`?(?P<plain>[\w.@#/-]*\w)`?)"
    r"\s*(?:[,:;]|\.(?=\s)|\s[-—–]+)\s*(?P<rest>\S.*)$", _I | re.S)
# "never ...", "we don't ...": the words after a pointer said with no verb turn the item down.
_TURNS_DOWN = re.compile(r"^(?:no|nope|nah|never|don'?t|do not|not|we\s+(?:don'?t|do not|never|"
                         r"wouldn'?t|won'?t))\b", _I)
# Irregular past forms a report opens with; the rest end in "-ed".
_PAST = frozenset(("ran", "wrote", "made", "put", "set", "left", "kept", "built", "took",
                   "did", "gave", "brought", "split", "cut"))


class Item(NamedTuple):
    """An answer to one item: the answer as a no to it, and the item as the agent's sentence."""

    answer: str
    sentence: str


def _items(reply: str) -> list[tuple[int, str]]:
    """(place, text) of the lines of the first list in `reply`, by number when numbered."""
    out: list[tuple[int, str]] = []
    for line in blank_fences(reply).splitlines():
        m = _ITEM.match(line)
        if m:
            out.append((int(m.group("n")) if m.group("n") else len(out) + 1, m.group("what")))
        elif out and line.strip():
            break  # the list ends at the first other line
    return out


def _names(word: str, item: str) -> bool:
    """A word the person says names one of the item's code terms: as a word of it, or as the
    stem of one ("vendoring" for `go mod vendor`)."""
    stem = re.sub(r"(?:ing|ed|s)$", "", word.lower()) if len(word) > 5 else word.lower()
    return any(re.search(rf"(?<![\w-]){re.escape(stem)}", t.text, _I)
               for t in code_terms(item) if t.code)


def _as_said(item: str) -> str | None:
    """The item as the agent's sentence: "I added ..." for a deed, "I'll add ..." for a step."""
    item = re.sub(r"\*\*|__", "", item).strip().rstrip(".;")
    first = item.split(" ", 1)[0]
    if not re.fullmatch(r"[A-Za-z]+", first):
        return None
    said = f"{first.lower()}{item[len(first):]}"
    past = first.lower() in _PAST or first.lower().endswith("ed")
    return f"I {said}." if past else f"I'll {said}."


def item_answered(text: str, reply: str) -> Item | None:
    """The answer to one item of the agent's list; see the module's contract."""
    m = _POINTER.match(text.strip())
    if m is None or not reply or _ASKS_WHICH.search(blank_fences(reply)):
        return None
    items = _items(reply)
    if len(items) < 2:
        return None
    place = m.group("n") or m.group("bare")
    word = m.group("about") or m.group("word") or m.group("plain")
    if m.group("bare") and not m.group("verb"):
        return None  # "2, always": a number alone picks, it does not turn down
    if m.group("plain") and not m.group("verb"):
        return None  # "sleep - ...": a word alone is no pointer
    if place:
        chosen = [what for n, what in items if n == int(place)]
    elif m.group("ord"):
        n = len(items) if m.group("ord").lower() == "last" else _ORDINALS[m.group("ord").lower()]
        chosen = [items[n - 1][1]] if n <= len(items) else []
    else:
        chosen = [what for _, what in items if _names(word, what)]
    if len(chosen) != 1:
        return None
    rest = m.group("rest").strip()
    if not m.group("verb") and not _TURNS_DOWN.match(rest):
        return None  # "the first one, always": a pick or a yes, which this reading is not
    sentence = _as_said(chosen[0])
    if sentence is None:
        return None
    return Item(f"no, {rest}" if m.group("verb") else rest, sentence)
