"""What a person's next message says about the work before it.

A follow-up is one of: an approval ("thanks", "looks good"), a correction ("no, use pnpm",
"that's wrong", "not what I asked"), a revert ("revert that", "undo"), the same request asked
again, a refinement of the same task ("make it shorter", "also add tests"), or a new request.
Only a new request starts a task; everything else is context and evidence for the current one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from .gated import Gated
from .text import normalize, words

FollowUp = Literal["approval", "correction", "revert", "retry", "refinement", "new"]
SignalKind = Literal["approval", "correction", "revert", "retry", "interruption", "moved_on"]

NEGATIVE: frozenset[str] = frozenset({"correction", "revert", "retry", "interruption"})
POSITIVE: frozenset[str] = frozenset({"approval"})

_I = re.I
_APPROVAL = re.compile(
    r"^\W*(thanks?( you)?|thx|ty|cheers|great|perfect|awesome|excellent|nice|cool|good job|"
    r"well done|looks good|looks great|lgtm|that works|works( now| great| perfectly)?|"
    r"exactly|ship it|all good|that'?s (it|right|perfect|great)|yes,? (that'?s )?(it|right))\b", _I)
_CORRECTION = Gated(
    r"^\W*(no|nope|nah|wrong|incorrect)\b|^\W*too (long|short|verbose|wordy|much)\b|"
    r"\bthat'?s not\b|\b(use|using|prefer)\s+\S+(\s+here|\s+there)?,?\s+(not|instead of|"
    r"rather than)\b|"
    r"\b(that'?s|that is|this is|it'?s|it is) (wrong|incorrect|not right|broken|not correct)\b|"
    r"\bnot what i (asked|wanted|meant|said)\b|\bi (said|asked for|told you)\b|"
    r"\byou (didn'?t|did not|forgot|missed|broke|ignored)\b|"
    r"\b(still|it'?s still) (fail|failing|broken|wrong|not working)|"
    r"\b(doesn'?t|does not|didn'?t|did not) work\b|\bnot working\b|"
    r"\b(don'?t|do not|never|stop) (use|using|do|add|change|touch|call|run)\b|"
    r"\binstead\b|\bshould (be|have been|use)\b")
# Taking back something the person said before ("never mind what I said about tabs", "forget the
# earlier rule about `require`"): about their own words, not the work in progress, so no
# correction of it, whatever "I said" it holds; "don't forget the rule" reminds of it.
_TAKES_BACK = re.compile(
    r"(?<!n't )(?<!not )\b(forget|never\s*mind|nevermind|disregard|ignore|scrap|scratch|drop|"
    r"take back)\s+(about\s+)?(what i (said|asked|told you|wrote)|(the|my|that|our)\s+"
    r"([\w`.-]+\s+){0,2}(rule|requirement|preference|convention|ban|policy|instruction)s?)\b", _I)
_REVERT = re.compile(r"\b(revert|undo|roll ?back|put it back|restore (it|the))\b", _I)
_REFINEMENT = re.compile(
    r"^\W*(also|and|but|plus|additionally|actually|wait|ok(ay)?,? (now )?(also|make|add)|"
    r"make it|keep|shorter|longer|more|less|rather|only|just|again|same|use|with|"
    r"can you (also|make it)|could you (also|make it))\b", _I)
_CONSTRAINT = re.compile(
    r"\b(\d+\s+(words|characters|chars|lines)|json|bullets?|bullet points|numbered list|"
    r"code block|section|heading|"
    r"use \S+ (not|instead)|not \S+,? use)\b", _I)

_ACTION = re.compile(
    r"^\W*((now|then|next|ok(ay)?|also),?\s+)?(please\s+|can you\s+|could you\s+)?"
    r"(write|draft|create|add|fix|implement|build|make|generate|refactor|rename|update|explain|"
    r"describe|summari[sz]e|list|review|set up|install|delete|remove|migrate|run|deploy|bump|"
    r"document|translate|show|find)\b", _I)

SHORT = 12  # words: longer follow-ups are usually a new request, whatever they start with


@dataclass
class Signal:
    kind: SignalKind
    quote: str
    turn: int  # index of the turn in its session


def similar(a: str, b: str) -> float:
    """Jaccard similarity of the two requests' normalized words."""
    wa, wb = set(words(normalize(a))), set(words(normalize(b)))
    if not wa or not wb:
        return 0.0
    return len(wa & wb) / len(wa | wb)


def split_approval(text: str) -> tuple[bool, str]:
    """(whether it opens with an approval, what follows the approval)."""
    m = _APPROVAL.match(text)
    if not m:
        return False, text
    rest = text[m.end():].lstrip(" \t!.,;:-—\n")
    return True, rest


def classify(text: str, current_request: str | None) -> FollowUp:
    """How a request relates to the task in progress (`current_request`, None at the start)."""
    if current_request is None:
        return "new"
    n_words = len(words(text))
    approved, rest = split_approval(text)
    if approved and (len(words(rest)) < 3 or not (_ACTION.match(rest) or "?" in rest)):
        return "approval"  # "thanks, tests pass now"; but "thanks! now write the docs" is new
    if _REVERT.search(text) and n_words <= SHORT:
        return "revert"
    same = normalize(text).lower() == normalize(current_request).lower()
    if same or (n_words >= 3 and similar(text, current_request) >= 0.7):
        return "retry"
    if _TAKES_BACK.search(text):
        return "refinement"
    if _CORRECTION.search(text) and n_words <= 2 * SHORT:
        return "correction"
    if n_words <= SHORT and _REFINEMENT.match(text):
        return "refinement"
    # "as JSON please" refines the task in progress; "Draft the guide with a Testing section"
    # is new work that happens to carry a constraint.
    if _CONSTRAINT.search(text) and (n_words <= 4 or (n_words <= SHORT
                                                      and not _ACTION.match(text))):
        return "refinement"
    return "new"
