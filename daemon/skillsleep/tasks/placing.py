"""Rules said with a verb that places one code thing in, behind, through or off another.

"Always wrap outbound calls in `context.WithTimeout`", "route all calls through `ApiClient`",
"put new endpoints behind the `feature_flags` check", "hang every route off `router`", "funnel
all writes through `Repo`": the preposition after the object names the wrapper, the gate or the
way the object goes, never a place the rule is kept to ("in `X`" read as a place would keep the
rule to one symbol). The code term is what the work must use to do it, so these words are read
as "use `context.WithTimeout` to wrap outbound calls" is: the same check (the term added where
the work does it) and the same reach (a habit word or a kind of new work makes it a rule; a bare
"wrap every handler ..." is a change across the code that exists, as "add X to every Y" is).

Two more shapes are put the way the reader already reads them:
- "keep `console.log` out of committed code": a ban of the term in that code, as "avoid
  `console.log` in committed code" is. Only of code: "keep `node_modules` out of git" or
  "secrets out of `config.yaml`" name what is kept out of a commit or a file, no term of code.
- "not `moment`, not `dayjs`: always use `date-fns`": the sides turned away before the rule,
  said as "no `moment`, no `dayjs`: ..." is. Only when a rule follows the list: "not `moment`,
  not `dayjs` - which one does the repo use?" turns nothing away.

Only the verb that opens the person's ask is read so (after a habit word or a modal at most):
"the client wraps errors in `ErrX`", "we wrapped everything in `Promise.all`", "we always wrap
errors in `ErrX` and that's why ..." and "the flag is gated behind `X`" tell how the code is.
The object is a kind of thing in words: code ("route `/health` through the `public` group") or
one thing ("hide the button behind `isAdmin`") is the work at hand. The holder is a name in
code: a file or a folder is a place ("put the helper in `utils/`"), a tool or a command is run
("pipe the output through `jq`", "must go through `make check`"). With no code term ("wrap the
text in the card") nothing changes.

What a wrapper, a gate or a guard holds stays written inside it, so the rule's reach ("to wrap
outbound calls") names the work its check is in play for (`placed_what`); what is routed through
a client is written as a call of the client instead, so a route names none.
"""

from __future__ import annotations

import re

from .terms import has_file_extension, is_tool

_I = re.IGNORECASE

# Each verb with the prepositions that name what it places its object in, behind or through.
# "with" ("wrap errors with `%w`", "guard maps with `sync.Mutex`") is read as the means already,
# with what limits it said after it.
_VERBS: dict[str, str] = {
    "wrap": r"in|inside|into",
    "route": r"through|via",
    "funnel": r"through|via",
    "pipe": r"through",
    "send": r"through|via",
    "pass": r"through",
    "channel": r"through",
    "gate": r"behind",
    "guard": r"behind",
    "protect": r"behind",
    "hide": r"behind",
    "put": r"behind",
    "hang": r"off|from",
    "mount": r"on|off",
    "register": r"on",
}
# "put new endpoints behind `X`": what is put behind a check is gated by it; the person's own
# verb says the rest as it is.
_BEHIND_AS = "gate"

# Where a clause opens: the message's start, a sentence's or clause's mark, or after a habit
# word, a modal or a plea that opens the ask ("always wrap ...", "you should route ...").
_OPENS = (r"(?:^|(?<=[.;:!?,(\n])\s*|(?<=[—–])\s*|\s-\s|"
          r"\b(?:always|please|pls|just|also|and|then|to|should|must|now|on|forward)\s+)")
# The thing placed: a few plain words, no code, opening with no preposition of its own.
# A kind of thing ("outbound calls", "every handler", "shared state"), never one thing ("the
# button", "this call", "a blank line": the work at hand, no rule) nor a particle ("hang on").
_OBJECT = (r"(?P<obj>(?!(?:on|off|in|up|out|through|it|this|that|these|those|the|a|an|one|my|your|"
           r"his|her|its|their)\b)[a-z][\w'/-]*(?:\s+[a-z][\w'/-]*){0,5}?)")
# What it is placed in, behind or through, with the word that names its kind.
_HOLDER = (r"(?P<holder>(?:(?:the|a|an|our)\s+)?`(?P<term>[^`\n]+)`"
           r"(?:\s+(?:check|helper|wrapper|middleware|decorator|guard|flag|function|call|client|"
           r"hook|macro|component|method|class|context|lock|mutex|layer|pipeline|router|"
           r"group|service|gateway|boundary|block))?)")
_PLACED = re.compile(
    _OPENS + r"(?P<verb>" + "|".join(_VERBS) + r")\s+" + _OBJECT + r"\s+(?P<prep>[a-z]+)\s+"
    + _HOLDER + r"(?=[\s,;:.!)—–-]|$)"
    # "route every call through `X`, not `Y`": a contrast of two ways, read as one already
    r"(?!\s*,?\s*(?:not|never|instead\s+of|rather\s+than|over)\s)", _I)

# "thread `ctx` through every function that does I/O": the value handed to each of a kind.
_THREADED = re.compile(_OPENS + r"(?P<verb>thread)\s+(?P<value>`[^`\n]+`)\s+(?:through|into)\s+"
                       r"(?=(?:every|each|all|any)\b)", _I)

# "all outbound email must go through `X`": what a kind must go through is what it must use;
# "new admin routes go behind `X`": going behind a check is going through it.
_MUST_GO = re.compile(r"\b(?P<modal>must|should|has to|have to|needs? to)\s+go\s+"
                      r"(?:through|via|behind)\s+(?=(?:the\s+)?`(?P<term>[^`\n]+)`)", _I)
_GO_BEHIND = re.compile(r"\b(?P<go>go|goes)\s+behind\s+(?=(?:the\s+)?`(?P<term>[^`\n]+)`)", _I)

# "keep `console.log` out of committed code": a ban of the term in a kind of code.
_KEPT_OUT = re.compile(
    _OPENS + r"(?P<verb>keep)\s+(?P<what>`[^`\n]+`(?:\s+(?:calls?|statements?|blocks?))?)\s+"
    r"out\s+of\s+"
    r"(?P<place>(?:(?:the|our|any|all|every)\s+)?(?:[a-z][\w-]*\s+){0,3}?"
    r"(?:code|codebase|crate|package|module|library|lib|handlers?|components?|services?|"
    r"hot path|views?|models?|controllers?))\b", _I)

# "not `moment`, not `dayjs`: always use ...": the sides turned away, then the rule after its mark.
_SIDES = re.compile(r"(?:^|(?<=[.!?;\n])\s*)(?P<sides>not\s+`[^`\n]+`(?:\s*,\s*(?:and\s+)?not\s+"
                    r"`[^`\n]+`)*)(?=\s*(?::|\s[-—–]\s)\s*(?:please\s+)?(?:always|just|only|use|stick|"
                    r"prefer|go\s+with|switch\s+to|from\s+now\s+on)\b)", _I)


def _holds_code(term: str) -> bool:
    """Is the term a name in code, what a thing is wrapped in, gated behind or routed through?
    A file or a folder is where a thing goes ("put the helper in `utils/`"); a tool or a command
    is run ("pass the suite through `tox`", "go through `make check`"); a name with a space, a
    hyphen or a slash is a command, a package or a path ("`pre-commit`"), no identifier."""
    return re.search(r"[\s/-]", term.strip()) is None and not has_file_extension(term) \
        and not is_tool(term)


# "we always wrap errors in `ErrX`, that's why ...", "I always route requests through `mitmproxy`":
# what someone does, told; only the person's ask to the agent is read as the use it asks for.
_TOLD_BY = re.compile(r"\b(?:we|i|they|he|she|it|everyone|everybody|nobody|people|team)\s+"
                      r"(?:[a-z']+\s+){0,2}$", _I)


def _told(m: re.Match[str]) -> bool:
    return _TOLD_BY.search(m.string[:m.start("verb")]) is not None


def _opening(m: re.Match[str]) -> str:
    """What the match holds before its verb: the mark or the habit word it opens after."""
    return m.group(0)[:m.start("verb") - m.start()]


def _as_used(m: re.Match[str]) -> str:
    verb, prep = m.group("verb"), m.group("prep").lower()
    term = m.group("term")
    if not re.fullmatch(_VERBS[verb.lower()], prep) or not _holds_code(term) or _told(m):
        return m.group(0)
    said = _BEHIND_AS if prep == "behind" else verb
    # the kind word said with the term ("the `feature_flags` check") is the term itself
    return f"{_opening(m)}use `{term}` to {said} {m.group('obj')}"


# The reach a rule read so is written with ("to wrap outbound calls", "to gate new endpoints"),
# of the verbs whose holder goes around what it places: the call wrapped, the endpoint gated
# are still written inside it. What is routed or funnelled through a client is written as a
# call of the client instead ("`ApiClient.get`" in place of "`fetch(`"), so the raw call is no
# sign of the work the rule is about.
_AROUND = ("wrap", "gate", "guard", "protect", "hide")
_ENCLOSING_REACH = re.compile(r"^to\s+(?:" + "|".join(_AROUND) + r")\s+(?P<obj>[^`]+)$", _I)


def placed_what(reach: str) -> str:
    """What the reach of a rule said with a verb that puts a holder around its object places
    ("to wrap outbound calls": "outbound calls"), where its check is in play: the work that
    makes an outbound call is the work a wrapper of outbound calls is asked of; "" for any
    other reach."""
    m = _ENCLOSING_REACH.match(reach.strip())
    return m.group("obj").strip() if m else ""


def said_as_used(line: str) -> str:
    """The line with every rule said by a verb of placing put as the use, ban or turned-away
    sides it asks for; the rest of the line as it is."""
    if "`" not in line:
        return line
    line = _PLACED.sub(_as_used, line)
    line = _MUST_GO.sub(lambda m: f"{m.group('modal')} use " if _holds_code(m.group("term"))
                        else m.group(0), line)
    line = _GO_BEHIND.sub(lambda m: f"{m.group('go')} through " if _holds_code(m.group("term"))
                          else m.group(0), line)
    line = _THREADED.sub(lambda m: m.group(0) if _told(m)
                         else f"{_opening(m)}pass {m.group('value')} to ", line)
    line = _KEPT_OUT.sub(lambda m: m.group(0) if _told(m)
                         else f"{_opening(m)}avoid {m.group('what')} in {m.group('place')}", line)
    return _SIDES.sub(lambda m: re.sub(r"\bnot\s+(?=`)", "no ", m.group(0), flags=_I), line)
