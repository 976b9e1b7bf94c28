"""Does a request start a new task, or continue the one in progress?

Most of what people type in a long session is not a new task: "yes do it", "1", "now also handle
X", "no, keep the old name", "hmm, but what about Y?". Such a follow-up continues, refines,
corrects or approves the task in progress; it is that task's context and evidence, never a task of
its own. A new task asks for a kind of work of its own ("commit this", "now add tests for it").

The decision weighs plain cues of the wording, each worth a few points (`Cue`); a request starts
a new task when the points come out above zero. What counts as a cue is the same for every
person: the kind of work asked for (`kinds.py`) and whether it changes, answers and go-aheads,
words that lean on what was just said ("but", "this", "the same"), whether the agent's last reply
asked the person something, and the time since the last message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from .instruction import instruction_of
from .kinds import Kind, kind_of
from .signals import similar
from .text import normalize, words

_I = re.I
# Kinds that name one operation, asked for as such even in the middle of other work.
OPERATIONS = frozenset({"commit", "pr", "git-sync", "pr-feedback", "review", "tracker", "docs",
                        "checks"})

_ANSWER = re.compile(
    r"^\W*(?:y(?:es|eah|ep|up|a)|sure|sounds good|looks good|lgtm|go ahead|go for it|do it|"
    r"proceed|continue|correct|right|exactly|agreed|perfect|great|nice|cool|good|fine|works|"
    r"it works|that works|thanks?|thank you|ty|thx|nope|no|nah|not really|both|neither|either|"
    r"option\s*\w+|(?:the )?(?:first|second|third|last) (?:one|option)|[a-e1-9][).:=]?|"
    r"let'?s (?:do|go with|try|go)(?: (?:it|that|this|option\s*\w+|[a-e1-9]|the \w+ one))?|"
    r"let'?s go|go|please do|do that|do this|try (?:it|that)|i agree)\b", _I)
_CONTINUATION = re.compile(
    r"^\W*(?:and|but|also|plus|so|then|now|hmm+|hm+|um+|erm+|uh+|wait|actually|instead|still|"
    r"rather|same|again|ah+|oh+|true|fair|i mean|i meant|i also meant|what about|how about|"
    r"why not|not|no,|nope|that'?s|this is|it'?s|it is|they|those|these|that one|this one|"
    r"otherwise|if so|in that case|"
    r"i think (?:that'?s|it'?s|we|you)|i don'?t (?:like|think|see|get)|i haven'?t|i'?m confused|"
    r"the cleanest|my (?:main )?(?:issue|concern|question))\b", _I)
_NEW_TOPIC = re.compile(
    r"^\W*(?:ok(?:ay)?|alright|right|great|cool|perfect|nice|good),?\s+(?:now|next|then|new|"
    r"let'?s|can|could|please|i'?d|i want|we need)\b|\b(?:new change|another (?:thing|task|"
    r"change|topic)|different (?:topic|thing)|unrelated|separate(?:ly)? (?:task|change)|next "
    r"(?:task|step|thing)|switching gears)\b", _I)
_LEANS_BACK = re.compile(
    r"\bthat(?:'s| is| was| one| ones|\W*$)|\b(?:do|did|about|like|with|for|on|from|to|of|is|"
    r"was) that\b|"
    r"\b(?:this|it|those|these|them|there|the same|same thing|as well|you (?:said|mentioned|"
    r"suggested|proposed|did|just)|your (?:recommendation|suggestion|proposal|analysis|plan|"
    r"approach|change|fix)s?|the (?:one|ones|approach|option|fix|change|plan) (?:you|we|here|"
    r"above)|above|before|again|instead|either|too)\b", _I)
_AGENTS_WORK = re.compile(
    r"\b(?:did|have|had|were|didn'?t|haven'?t|weren'?t) you\b|\byou (?:did|added|changed|made|"
    r"wrote|removed|used|ran|looked at|found|just)\b|\b(?:why|how come)\b[^?\n]{0,40}\b(?:changed|"
    r"added|removed|adding|removing|changing)\b", _I)
_OFFER = re.compile(
    r"\?\s*$|\b(?:would you like|do you want|want me to|shall i|should i|let me know|"
    r"which (?:one|option|approach)|what do you (?:think|prefer)|ready to|your call|"
    r"go/no-go)\b", _I)
# A question is often about the answer just given; asking to be told or shown is a task.
_EXPLAIN_VERB = re.compile(r"\b(?:explain|show me|tell me|walk me through|describe|list me|"
                           r"how (?:does|do|is|are) (?:the|our|we)\b)", _I)
# "Bump the version number": work asked for in the imperative, of a kind the taxonomy lacks.
_IMPERATIVE = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|now|then|next|please|pls)[\s,]+)*(?:please\s+)?"
    r"(?:can you\s+|could you\s+)?"
    r"(?:add|write|create|draft|fix|implement|build|make|generate|update|bump|upgrade|"
    r"downgrade|install|uninstall|set up|setup|configure|migrate|deploy|rename|remove|delete|"
    r"move|convert|translate|port|summari[sz]e|document|find|search|list|show|print|clean|"
    r"prepare|research|investigate|benchmark|profile|measure|optimi[sz]e|speed up|replace|"
    r"split|merge|extract|change|adjust|set|enable|disable|allow|support|handle|ensure|explain|"
    r"describe|tell me|walk me through|review|check|look at|analy[sz]e|compare)\b", _I)
# "From now on, always run the linter": a rule for how the work in progress is done.
_RULE_STATEMENT = re.compile(
    r"^\W*(?:(?:and|also|so|ok(?:ay)?|please)[\s,]+)*(?:always|never|from now on|going forward|"
    r"in (?:the )?future)\b|\b(?:from now on|going forward)\b|\bwe (?:always|never)\b|"
    r"\bwe (?:use|prefer)\b[^.?!\n]{0,40}\b(?:not|instead of|rather than|over)\b", _I)
LONG_GAP_MINUTES = 45


@dataclass(frozen=True)
class Decision:
    new: bool
    kind: Kind | None
    points: int
    why: tuple[str, ...]  # the cues that decided, for people reading a task's evidence


@dataclass
class Previous:
    """What the request follows: the task in progress and the agent's last reply."""

    kind: Kind | None
    reply: str = ""
    time: datetime | None = None
    interrupted: bool = False
    request: str = ""  # the task's request, when there is a task in progress
    answered: bool = True  # the agent replied since the person's last message


def decide(text: str, previous: Previous | None, when: datetime | None = None) -> Decision:
    """New task or follow-up; with no task in progress every request is a new task."""
    kind = kind_of(text)
    if previous is None:
        return Decision(True, kind, 1, ("the first request",))
    # The same words again are a retry, except an operation asked for again after it was done
    # ("push", more work, "push").
    repeatable = kind is not None and kind.id in OPERATIONS and previous.answered
    lead_now = instruction_of(text).lead or text
    if previous.request and not repeatable and _same(lead_now, instruction_of(
            previous.request).lead or previous.request):
        return Decision(False, kind, -5, ("asks for the same thing again",))
    ins = instruction_of(text)
    lead = ins.lead or text.strip()
    if not _ANSWER.match(lead) and not _english(text):
        return Decision(True, kind, 1, ("written in words these cues do not read",))
    n_words = len(words(ins.words or text))
    points = 0
    why: list[str] = []

    def cue(value: int, reason: str) -> None:
        nonlocal points
        points += value
        why.append(f"{reason} ({value:+d})")

    answer = _ANSWER.match(lead)
    rest = lead[answer.end():].strip(" \t,.!-—:;") if answer else lead
    if answer:
        kind = kind_of(rest) if rest else None
    operation = kind is not None and kind.id in OPERATIONS
    if answer and len(words(rest)) <= 2:
        cue(-4, "an answer or a go-ahead")
    elif answer:
        cue(-1 if operation else -2, "opens by answering")
    if kind is None and _IMPERATIVE.match(rest if answer else lead):
        cue(2, "asks for work in the imperative")
    elif kind is None:
        cue(-2, "asks for no kind of work of its own")
    elif operation:
        # "commit this" again is a new commit, whatever came before.
        cue(3, f"asks for {kind.label}")
    else:
        explicit = (kind.id != "explain" or _EXPLAIN_VERB.search(lead) is not None
)
        cue(2 if explicit else 1, f"asks for {kind.label}")
        if previous.kind is not None and kind.id == previous.kind.id and explicit:
            cue(-1, "the same kind of work as the task in progress")
        elif previous.kind is not None and explicit:
            cue(1, "another kind of work than the task in progress")
    if _RULE_STATEMENT.search(lead):
        cue(-2, "states a rule for how the work is done")
    if _CONTINUATION.match(lead) and not answer:
        cue(-3, "goes on from what was said")
    if _NEW_TOPIC.search(lead):
        cue(2, "turns to something new")
    if _AGENTS_WORK.search(lead):
        cue(-1, "asks about what the agent just did")
    if _LEANS_BACK.search(lead) and n_words <= 25:
        cue(-1, "leans on what was just said")
    if previous.reply and _OFFER.search(previous.reply[-160:]):
        cue(-1, "the agent had asked something")
        if len(lead.split()) <= 3 and not operation and not answer:
            cue(-2, "a short reply to the agent's question")
    if previous.interrupted:
        cue(-1, "right after an interruption")
    if n_words >= 40:
        cue(1, "a long, self-contained request")
    if when and previous.time and (when - previous.time).total_seconds() > LONG_GAP_MINUTES * 60:
        cue(1, f"more than {LONG_GAP_MINUTES} minutes later")
    return Decision(points > 0, kind, points, tuple(why))


def _same(text: str, request: str) -> bool:
    if normalize(text).lower() == normalize(request).lower():
        return True
    return len(words(text)) >= 3 and similar(text, request) >= 0.7


# Common English words: a request with none of them is in a language the cues do not read.
_ENGLISH_WORDS = """
the a an and or but to of in on for with is are was be it this that we you i can could would
should please let lets do does did not no yes what why how where when which if then so also
just now all any some my our your me us there here have has"""
_ENGLISH = frozenset(_ENGLISH_WORDS.split())


def _english(text: str) -> bool:
    sample = text[:600]
    letters = [c for c in sample if c.isalpha()]
    if letters and sum(not c.isascii() for c in letters) > len(letters) // 2:
        return False  # another script
    ws = words(sample)
    if len(ws) < 6:
        return True  # "looks good, thanks", "check origin/main again": too short to tell
    return sum(w in _ENGLISH for w in ws) >= max(1, len(ws) // 12)
