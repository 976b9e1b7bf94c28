"""How a request opens at a turn of the work in progress: redirected, taken up, picked, said
again, tried, dropped or headed as other work.

Each is a plain wording, the same for every person, that `followups` reads before any weight:

- said again because the reply missed it ("what I meant was ...", "let me rephrase: ...",
  "I think you misunderstood. by collapsible I mean ...", "this isn't quite it. ..."): the
  same request, a follow-up;
- taken up again after a pause ("ok where were we", "morning! carry on with the view switch"):
  a follow-up when what it names is what the exchange named;
- one of the options the reply laid out, picked and edited ("A is fine. use the simple
  config", "B, but run it as a sidecar"): a follow-up, checked against the reply's options;
  picked by a word the reply said of it or by its place ("the small one. and ...") when the
  reply asked for a choice;
- the piece tried by hand ("tried it, the button does nothing on Safari", "works in chrome, but
  the toast never shows on mobile"): an opening read as an aside is, its subject checked by
  `followups` as the piece's;
- dropped for other work ("actually forget the icons, can you bump node ...", "let's hold off
  on that. can you plan ..."): a new task when what follows asks for things not named;
- headed as other work ("new spec for the invoices page: ...", "ok that's fine. now the
  onboarding flow: ...", "thanks, now let's do the scheduler: ...", "pushed. now on to the
  config loader, ..."): a new task when the heading and what follows name things not named;
- acted on by a pronoun alone ("ok then change it", "go ahead and do that"): what the answer
  laid out, asked for, a follow-up;
- corrected by how it should be, said of it with no subject of its own ("should be
  is_archived, all our booleans start with is_", "it should return 404"): a follow-up;
- approved with a reservation ("ok but log a warning when it's missing"): a follow-up unless
  what follows turns to other work;
- said to be separate ("works now. also, separately, can you look at ...", "looks good.
  separate thing: ..."): other work, wherever the sentence stands, when it names things of
  its own;
- the checks reported ("CI is red on lint", "checks passed", "green, but the preview still
  shows the old date") after the reply pushed the work: what they said of it, a follow-up;
- one thing named as the next piece ("login page next", "next up, the audit log export"): a
  new task when the exchange did not name all of it;
- how the work goes on, said before it does ("before you go on: keep the prop names"): a
  follow-up when it leans on the work or names enough of it; other work put first ("actually
  before that, the login page is broken on safari, look at it first"): a new task when it
  names things of its own;
- the thing worked on judged the wrong one by a single noun ("wrong file - it's in pkg/auth",
  "that's the wrong endpoint, I meant v2"): the same work, its target set right, a follow-up;
- work asked of a pronoun that stands first ("check it with voiceover too"): the piece just
  made, a follow-up unless it is an operation or another ask follows.
- a failure tied by its time to the work just done ("mypy is unhappy now", "the request ids
  are gone"): what the work broke, a follow-up when `followups` finds it of the piece;
- a thing of its own kind asked for a pronoun standing first ("add a panel for it in
  grafana"): made for the piece just made, a follow-up;
- a heading that names only the sender of a message pasted below it ("a customer emailed:",
  "from support:"): what the message names decides.

This module holds the wordings only; what counts as named, new or leaning back is
`followups`'s, so every reading of the exchange stays in one place.
"""

from __future__ import annotations

import re

_I = re.I

# Openings that say nothing of their own before the words that count: "no,", "sorry,", "hmm".
_FILLER = r"(?:(?:no|nope|sorry|hmm+|ok(?:ay)?|ah+|oh|well|actually|wait|so|alright)[\s,.!;:—–-]+)*"

# What may open an ask after the work before its verb: "ok, can you also ", "thanks. please ".
_ASK_LEAD = (r"^\W*(?:(?:ok(?:ay)?|then|and|also|so|great|cool|nice|perfect|thanks)[\s,:.!]+)*"
             r"(?:(?:can|could|would) you\s+(?:also\s+|please\s+)?|please\s+|pls\s+|just\s+|"
             r"also\s+)?")

# "what I meant was", "let me rephrase:", "I think you misunderstood", "to be clearer:",
# "by collapsible I mean": the last request, said again.
RESTATES = re.compile(
    r"^\W*" + _FILLER + r"(?:"
    r"(?:i think |i guess |i'?m afraid |seems (?:like )?|looks like )?you(?:'ve| have)? "
    r"(?:misunderstood|misread|misunderstood me|got (?:it|me|that|this) wrong)|"
    r"(?:what|all) i (?:meant|mean|wanted|was asking for|asked for)(?: was| is)?|"
    r"(?:that'?s |this is |it'?s )?not (?:quite )?what i (?:meant|asked(?: for)?|wanted|"
    r"had in mind)|"
    # "this isn't quite it.", "that's not right:": the reply judged to miss, before the request
    # said again.
    r"(?:that|this|it)(?:'?s| is| was)?\s*(?:not|isn'?t|wasn'?t) (?:quite |really |exactly )?"
    r"(?:it|right|there)(?=\s*[,.;:!—–-])|"
    # "I meant to ask: ..." opens a question of its own.
    r"i (?:didn'?t|did not) mean|i meant\b(?! to (?:ask|say|mention|tell|add|bring))|"
    r"i (?:wasn'?t|was not) (?:clear|precise)|"
    r"i should have been (?:clearer|more (?:clear|precise|specific))|"
    r"(?:let me |to )(?:rephrase|reword|clarify|put it (?:another way|differently)|"
    r"try (?:again|that again|once more))|rephrasing|"
    r"to be (?:clearer|more (?:clear|precise|specific|explicit)|(?:clear|precise|specific))|"
    r"by [\w\s'\"-]{1,30} i (?:mean|meant))\b", _I)
# "wrong file - it's in pkg/auth", "that's the wrong endpoint, I meant v2", "wrong one, the
# redis password": the thing the work was done on, judged the wrong one by a single noun, before
# the words that name the right one. ("wrong totals on the invoice page" tells a defect: more
# than one word stands before any mark.)
WRONG_TARGET = re.compile(
    r"^\W*" + _FILLER + r"(?:(?:that'?s|this is|it'?s|you (?:\w+ )?)\s*)?(?:the |a )?wrong\s+"
    r"(?P<what>[\w./-]+)(?:\s+(?:again|there|here|though|sorry))?\s*(?:[,.;:!—–-]+\s*|$)", _I)
# What then names the right one: "it's in ...", "I meant ...", "do it in ...", "should be ...",
# "the public one", "not postgres".
REDIRECTED = re.compile(
    r"\b(?:it'?s|it is|they'?re|they are|that'?s|i meant|i mean|i was (?:talking about|asking "
    r"about|referring to)|(?:do|put|change|make|move|add) (?:it|them|this|that) (?:in|on|to|for|"
    r"at)|should (?:be|go)|needs to (?:be|go)|(?:was|is) supposed to|lives in|the right one|"
    r"the (?:[\w-]+ ){0,2}one\b|not\b)", _I)
# "can you put it on the grafana dashboard too?", "check it with voiceover", "run it for april
# too": an imperative whose object is a pronoun standing first in the request, so it can
# only point at the piece just made. (A word that asks or joins is no verb: "is it ...?".)
PRONOUN_OBJECT = re.compile(
    # ("now deploy it to staging" moves on to a next step, as "now" before an ask does.)
    _ASK_LEAD +
    r"(?!(?:is|are|was|were|do|does|did|will|would|can|could|should|has|have|had|about|for|"
    r"with|but|if|so|and|or|than|like|make|got|get|leave|let|forget|drop|skip|revert|undo)\b)"
    # "pushed it, took 12 minutes" tells of a trial: the verb asks, it does not tell. A command
    # named as a verb may be a shell's two words joined ("Remove-Migration it", "re-run it").
    r"(?P<verb>[a-z]+(?:-[a-z]+)?(?<!ed))\s+(?:it|them)\b"
    r"(?!\s+(?:up|out|down|off|away|back|over)\b|')", _I)
# "let me clarify the next feature: ...": a restatement that opens other work is not one.
OTHER_WORK_NAMED = re.compile(
    r"\b(?:next|new|another|other|different|separate)\s+(?:thing|feature|task|one|request|"
    r"ticket|spec|topic|bug|issue|story|change)\b", _I)

# "ok where were we", "morning! carry on with the view switch", "let's pick this up again",
# "back to the migration": the work left, taken up again; what follows names what to take up.
TAKES_UP = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|alright|right|back|i'?m back|hi|hey|hello|(?:good )?morning|"
    r"afternoon|and|now)[\s,.!:;—–-]+)*(?:(?:let'?s|please|pls|can you|could you|we can)\s+)?"
    r"(?:carry on|continue|keep going|go on|resume|proceed|get back to|back to|"
    r"pick(?:ing)? (?:(?:it|this|that|things) )?(?:back )?up|"
    r"finish(?: up| off)?|where (?:were we|did we (?:leave off|stop)))\b", _I)
# "where you left off", "from yesterday", "again": when, not what.
WHEN_LEFT = re.compile(
    r"\b(?:(?:from )?where (?:you|we|i) (?:left (?:it|off)|stopped|were)|"
    r"from (?:yesterday|last time|earlier|before|friday|the other day)|again|for today|"
    r"what'?s left(?: (?:on|of|to do|for))?|what remains(?: (?:on|of))?|"
    r"with it|with that|with this|(?:the|this|that) (?:work|task)|"
    r"(?:from |of )?(?:this|yesterday|last) (?:morning|afternoon|evening|night|week))\b", _I)
# "back to the billing export", "continue with the audit log", "resume the vite migration": the
# work taken up named, with a determiner. "back to the old version" or "back to the drawing
# board" names a state of the work in progress, not a piece of work.
TAKEN_UP = re.compile(
    r"^\s*(?:with |on |to )?(?P<object>(?:the|our|my|this|that) "
    r"(?!(?:old|previous|original|earlier|initial|first|default|last|same|drawing board|"
    r"beginning|start|basics|"
    # "continue with the next file", "back to the main task": a part of the work by its place.
    r"next|rest|remaining|other|second|third|final|main|current|actual|real)\b)"
    r"[^.!?,;:\n]{2,60})", _I)

# "A is fine.", "B, but ...", "go with option 2 and ...", "the first one, but ...": one option of
# several, picked; the letter or number stands before a mark or a joining word.
PICKS = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|sure|hmm+|so|i'?d say|let'?s)[\s,]+)*"
    r"(?:(?:let'?s )?(?:go|going) with |take |pick |i'?ll take |i pick |i prefer )?"
    r"(?:option\s+|plan\s+|approach\s+)?(?P<option>[a-e1-9])"
    r"(?:\s+(?:is|sounds|looks|seems) (?:fine|good|great|ok(?:ay)?|right|best|better))?"
    r"(?=\s*(?:[,.;:!—–-]|$)|\s+(?:but|and|then|with|though|except|minus|without)\b)", _I)

# "the small one.", "mui one please, and ...", "go with the postgres one but ...": one option of
# several, picked by a word the reply said of it, or by its place ("the second one").
# (After the leading marks, or from the last character of a run of `[@./-]` among them, where a
# greedy `^\W*` would have tried it first: from every dash of a pasted line, each option read
# the rest of the line. The note at `instruction._SCANNER_LINE`.)
PICKS_BY_WORD = re.compile(
    r"^(?:\W*+|\W*(?=[@./-](?![\w@./-])))"
    r"(?:(?:ok(?:ay)?|yes|yeah|yep|sure|hmm+|so|i'?d say|let'?s)[\s,]+)*"
    r"(?:(?:let'?s )?(?:go|going) with |take |pick |use |i'?ll take |i pick |i prefer )?"
    r"(?:the )?(?P<option>[\w@./-]+(?: [\w@./-]+)?) (?:one|option|version|variant|approach|"
    r"library|way)(?: (?:please|pls|is (?:fine|good|better)|sounds (?:good|right|better)))?"
    r"(?=\s*(?:[,.;:!—–-]|$)|\s+(?:but|and|then|with|though|except|minus|without)\b)", _I)
# The option by its place among those laid out.
PLACE = re.compile(r"^(?:first|second|third|last|other|former|latter|\d)$", _I)
# A reply's question that offers a choice: "should I use X or Y?", "which do you prefer?".
# (A dot inside a name, "BookingForm.tsx", ends no sentence.)
CHOICE_ASKED = re.compile(r"\b(?:or|which|whichever)\b(?:[^.?!\n]|\.(?=\S))*\?", _I)

# A letter or a number and a mark before words, as a list's items open (a request's lines are
# read joined): "1. rename the repo 2. add a codeowners file".
LIST_ITEM = re.compile(r"(?:^|\s)[a-e1-9][.)]\s+\w", _I)


def offers(reply: str, option: str) -> bool:
    """Whether the reply laid out `option` among others: a line that opens with it ("A. ...",
    "2) ...") or "option A" in its text."""
    x = re.escape(option)
    return re.search(rf"(?m)^\W*(?:option\s+)?{x}[.):]\s|\boption\s+{x}\b", reply, _I) \
        is not None


# "tried it,", "tested locally,", "pushed it,", "signed up with a test account,", "works in
# chrome and firefox, but": the person's own trial of the piece, before what was seen.
TRIED = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|hmm+|well|and|just)[\s,]+)*(?:(?:i|we)(?:'ve| have)? )?(?:just )?"
    r"(?:tried|tested|ran|checked|clicked|opened|installed|deployed|played with|poked at|"
    # "pushed it, the workflow failed ...": the piece tried where it runs.
    r"pushed|merged|shipped|released|rolled (?:it |this |that )?out|"
    r"signed (?:up|in)|logged in|uploaded|downloaded|gave it a (?:try|spin|go)|"
    r"(?:it |that |this )?works?(?: fine| now)?(?= (?:in|on|for|with|locally)\b))"
    r"[^,;.:!?\n]{0,50}[,;.:!—–-]+\s+(?:(?:but|and|though|however|yet)[\s,]+)?"
    # "set APP_DB__URL locally and it still reads the toml", "restarted it and it now hangs":
    # what was done, told by what the piece still or now does after it; "set the port and it
    # should work" is an ask.
    r"|^\W*(?:(?:ok(?:ay)?|so|hmm+|well|and|just)[\s,]+)*(?:(?:i|we)(?:'ve| have)? )?"
    r"(?:just )?(?:tried|tested|ran|checked|clicked|opened|installed|deployed|pushed|merged|"
    r"set(?! up)|changed|restarted|rebuilt|reloaded|refreshed|cleared|reinstalled|switched)\b"
    r"[^,;.:!?\n]{0,50}?\s+and\s+(?=(?:it|that|this|they)(?:'s|'re)?\s+"
    r"(?:still|now|again|never)\b)", _I)

# "actually forget the icons,", "let's hold off on that.", "leave the cache for now.", "cancel
# the upgrade,": the work in progress dropped, before what is asked instead. Put off ("hold
# off", "park", "for now") it stays to be done later, whatever it is called; thrown away ("drop
# that") it may be a way of doing the work, the next ask another way.
DROPS = re.compile(
    r"^\W*" + _FILLER + r"(?:(?:let'?s|just|please|we can)\s+)?"
    r"(?:(?P<off>park|pause|shelve|hold off(?: on)?|put (?P<held>that|this|it|"
    r"the [\w-]+(?: [\w-]+)?) on hold)|"
    r"forget(?: about)?|drop|scrap|leave|stop|cancel|skip|abandon|never ?mind|"
    # "don't bother with the docs.", "no need for the changelog,": what the reply offered, declined.
    r"don'?t bother(?: with)?|no need for)"
    r"(?:\s+(?:about\s+)?(?P<dropped>that|this|it|those|these|them|the [\w-]+(?: [\w-]+)?|"
    r"(?:your|the) (?:current|last) \w+))?"
    r"(?P<later>\s+(?:for now|for a (?:moment|sec(?:ond)?|bit)|for today|for the moment))?"
    r"\s*[,.;:!—–-]+\s+", _I)

# "new spec for the invoices page:", "next up:", "ok that's fine. now the onboarding flow:",
# "let me describe the next thing properly:": a heading that names the work it opens, or names
# none, then what that work should do.
HEADING = re.compile(
    # "pushed 👍 next: ...": a first sentence may end with a pictograph as with a full stop.
    r"^(?:[^.!?\n]{1,40}[.!?\u2600-\u27bf\U0001f300-\U0001faff]\s+)?"
    # "thanks, now the onboarding flow:": thanks before it, as a first sentence would be.
    r"(?:(?:ok(?:ay)?|so|and|alright|thanks?|thank you|great|cool|nice|perfect|good)[\s,!]+)*"
    r"(?:(?:next(?: up)?|new (?:thing|task|one|feature|spec|story|ticket|request|page|screen|"
    r"endpoint|issue|bug|report)(?: (?:for|from|in|on) (?P<of>[^:\n]{1,40}))?|"
    # "now the onboarding flow:", "now let's do the scheduler:": the piece the words turn to.
    r"now (?:for |let'?s (?:do|tackle|take|turn to) )?(?P<now>(?:the|a|an|our) [^:.,\n]{1,40})|"
    # "let me describe the next thing properly:", "here's the next feature:".
    r"[^:.!?\n]{0,40}\bnext (?:feature|task|thing|one|ticket|story|spec|item|request)\b"
    r"[^:.!?\n]{0,30})\s*:|"
    # "now on to the config loader, it should ...": turned to, a comma or a dash enough.
    r"(?:now |and |so )?(?:let'?s )?(?:mov(?:e|ing) )?on ?to (?P<onto>(?:the|a|an|our) "
    r"[^:.,;\n]{1,40})\s*[:,;—–-])\s+", _I)


# "ok then change it", "then do that", "makes sense, go ahead and apply it": the change the
# answer laid out, asked for by a pronoun and nothing else. Operations ("commit it", "push
# that") are asked for as such and are not among the verbs.
ACTS_ON_IT = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|alright|right|yes|yeah|yep|sure|fine|makes sense|got it|i see|"
    r"understood|gotcha)[\s,.!;:—–-]+)*(?:(?:then|so|in that case)[\s,]+)?"
    r"(?:(?:please|pls|just|go ahead and|let'?s|can you|could you)\s+)?"
    r"(?:(?:change|do|apply|make|implement|fix|use|add|try|update)\s+(?:it|that|this|them|those)"
    r"(?:\s+(?:then|please|pls|now|for me|instead))?|"
    # "run it on prod", "deploy that to staging", "run it for the whole range": the piece just
    # made, run where or over what it is meant for.
    r"(?:run|rerun|re-run|deploy|execute|launch|roll out)\s+(?:it|that|this|them|those)"
    r"\s+(?:on|in|to|against|for|over)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,2}"
    r"(?:\s+(?:then|please|pls|now|too))?)\W*$", _I)

# "should be is_archived", "it should return 404 here", "that needs to be a constant": how the
# piece just made should be, said with no subject of its own. "it should be possible to ..."
# wishes for a capability, other work as often as not.
SHOULD_BE = re.compile(
    r"^\W*" + _FILLER + r"(?:(?:it|that|this|they|those|these)\s+)?"
    r"(?:should|needs? to|has to|must)\s+(?:be|say|read|return|use|print|show|look like|live)\b"
    r"(?!\s+(?:possible|able|nice|great|good|easy|easier|cool)\b)", _I)

# "the settings default should be 1000 actually", "the timeout needs to be 30s instead": how a
# thing should be, said as a correction of what was made ("actually", "instead", "rather"); the
# thing is in group 1, whether the exchange named it is the caller's to weigh.
SHOULD_BE_INSTEAD = re.compile(
    r"^\W*" + _FILLER + r"(?:(?:the|that|this|these|those|our|your|an?|any)\s+)?"
    r"((?:[\w.-]+\s+){0,2}?[\w.-]+)"
    r"\s+(?:should|needs? to|has to|must)\s+(?:be|say|read|return|use|default to)\b"
    # "reason should be the error key not the message": what it is instead, said by "not";
    # "an invalid page_token should be a 400, right now it panics": by what it does now.
    r"(?=[^.?!\n]*\b(?:actually|instead|rather|not\s+(?:the|a|an|its|their|our)\b|"
    r"right now|currently|at the moment|as it is)\b)", _I)

# "ok but log a warning when ...", "fine, but keep the old name": approved, with a reservation
# on the same work; after a full stop ("ok. but ...") what follows may be anything.
APPROVED_BUT = re.compile(
    r"^\W*(?:ok(?:ay)?|fine|good|nice|great|looks good|lgtm|sure|yes|yeah|yep|sounds good|"
    r"makes sense|alright|cool|perfect)\s*,?\s+but\b", _I)


# "also, separately,", "on another note,", "separate thing:", "and then, as a separate task,": a
# sentence that says outright that what follows is other work, wherever it stands in the request.
# (Its marks and spaces are taken whole: a word comes after them.)
SEPARATE = re.compile(
    r"(?:^|[.!?;]\s++)\W*+(?:(?:and|also|oh|ok(?:ay)?|so|then|but)[\s,]++)*"
    r"(?:unrelated(?: but)?|on (?:an)?other note|on a different note|separately|"
    r"(?:as )?(?:a |an |one )?(?:separate|different|unrelated) (?:thing|task|issue|question|"
    r"topic|request|change)|(?:other|new) topic|switching gears|while i have you)"
    r"(?![\w-])[\s,.:;!—–-]*", _I)

# "CI is red on lint", "checks passed", "the build is green now", "lint fails on main.go": what
# the checks said, and nothing else but what still fails though they pass.
CHECKS_SAID = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|hmm+|well|and|fyi)[\s,]+)*(?:the\s+|all\s+)?"
    r"(?:ci|checks?|build|pipeline|workflow|actions|lint(?:er|ing)?|tests?|jobs?)"
    r"(?:\s+(?:job|run|step|checks?))?"
    r"(?:\s+(?:is|are|was|were|went|turned|came back|now|still|just))*\s+"
    r"(?:red|green|failing|failed|fails?|passed|passing|pass(?:es)?|broken|broke)"
    r"(?:\s+(?:now|again|on|in|at|for)\b(?:[^,;.!?\n]|\.(?=\w)){0,40})?"
    # "ci still red same err", "build failing again, same thing": the last failure, again.
    r"(?:[\s,;.—–-]+(?:(?:the )?same(?: (?:err(?:or)?|thing|failure|one|as before))?|again|"
    r"as before|like before))?"
    # "checks are green but the preview still shows the wrong day": green, yet not fixed.
    r"(?:\W*$|[\s,;.]+but\s+(?=[^.!?\n]*\bstill\b))", _I)
# "pushed to fix/date-picker; CI is running", "opened #91": the reply left the work to the checks.
LEFT_TO_CHECKS = re.compile(
    r"\b(?:pushed|CI|checks?|pipelines?|workflow|opened (?:(?:a |the )?(?:PR|pull request) )?#?\d+|"
    r"opened (?:a |the )?(?:PR|pull request))\b", _I)

# "login page next", "the export button is next", "next up, a health check endpoint", "now the
# export endpoint": one thing named as the next piece of work, nothing asked of the agent; what
# it names decides whether it is the next step the reply laid out or work of its own
# (`followups`).
NEXT_ITEM = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|k{1,2}|so|and|alright|great|cool|nice|perfect|thanks?|good)[\s,.!]+)*"
    # (what opens on a space and four more, but a line's end, reads as what opens a space
    # later, tried before it: a pasted run of spaces is not read again from each of them)
    r"(?!\s[^\S\n]{3}\s)(?:(?:next up|up next)[\s,:;—–-]+(?P<after>[^.!?\n]{3,80})|"
    # ("now the next step", "now the edge cases", "now the failing test": a part of the work in
    # progress, named by where it stands in it)
    r"now(?:,\s*|\s+)(?:for\s+)?(?!(?:the\s+|a\s+|an\s+)?(?:next|other|second|third|last|final|"
    r"remaining|rest|failing|broken|edge|empty|error|same)\b)(?P<now>[^.!?,;:\n]{3,60}?)"
    r"(?<!\bstep)(?<!\bsteps)(?<!\bpart)(?<!\bparts)(?<!\bphase)(?<!\bstage)(?<!\bbit)"
    r"(?<!\bpiece)(?<!\bhalf)(?<!\bcase)(?<!\bcases)(?<!\bhandling)[\s.!]*+$|"
    # "do the payments page next", "we fix the exports next": asked or told, not named.
    r"(?!(?:do|let'?s|we|i|you|they)\b)(?P<before>[^.!?,;:\n]{3,60}?)\s++(?:is |comes )?"
    r"(?:up )?next)[\s.!]*+$", _I)

# "before you go on:", "before continuing,", "actually before that,": what follows is said
# before the work in progress goes on, how it should or what comes first.
BEFORE_GOING_ON = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|wait|alright|actually|also)[\s,.!]+)*before (?:you |we )?"
    r"(?:go(?:ing)? on|continu(?:e|ing)|carry(?:ing)? on|proceed(?:ing)?|mov(?:e|ing) on|"
    r"keep going|do(?:ing)? the (?:rest|next (?:one|step|part))|"
    # "actually before that, ...", "before you start:": what follows comes first.
    r"that|this|(?:you |we )?start(?:ing)?|(?:you |we )?do(?:ing)? (?:that|this|it)|"
    # "wait, before I forget: ...": an aside put before the work goes on, of it or not.
    r"i forget)"
    r"[\s,:;—–-]+", _I)

# "no, 400 is wrong here", "nope, the index is wrong": what the answer said, judged wrong, before
# how it should be.
CORRECTED = re.compile(
    r"^\W*(?:no|nope|nah)[\s,.!—–-]+(?P<said>[^,.;:!?\n]{1,30}?)\s+(?:is|was|are|were|looks|"
    r"seems)\s+(?:(?:just|all|still|totally|completely)\s+)?(?:(?:the|a) )?"
    r"(?:wrong|incorrect|not right|off)\b",
    _I)

# "no, dont re-enable snippets. move those two to annotations": what the answer did refused, to
# the end of its clause.
REFUSED = re.compile(
    r"^\W*(?:no|nope|nah)[\s,.!—–-]+(?:please\s+|pls\s+)?(?:don'?t|do not|never|stop)\s+"
    r"(?P<said>[^,.;:!?\n]{1,40}?)\s*(?:[,.;:!?\n]|$)", _I)

# "this is from the android build, not your change", "unrelated to your fix": what the request
# is about said not to be the work in progress.
DISOWNS = re.compile(
    r"(?:\bnot (?:from |caused by |related to |due to |because of |part of )?|"
    r"n'?t (?:from|caused by|related to|due to|because of|part of) |\bunrelated to |"
    r"\b(?:has )?nothing to do with )(?:your|the|this|that) (?:last |latest |recent )?"
    r"(?:change|fix|work|pr|commit|code|edit|refactor)s?\b", _I)

# "mypy is unhappy now", "clippy has two new warnings after this", "the type check is red since
# your change", "the request ids are gone": a failure tied by its time to the work just done.
# ("since monday", "after a reload", "now that ..." tie it to nothing done here.)
SINCE_THE_WORK = re.compile(
    r"(?:^\W*now\b|\bnow\b(?!\s+that\b)|\b(?:anymore|any more|no longer)\b|"
    r"\b(?:since|after) (?:this|that|it|(?:your|the|this|that|my) (?:last |latest |recent )?"
    r"(?:change|fix|commit|edit|upgrade|update|refactor|pr|merge|deploy|version)s?)\b|"
    r"\b(?:in|on|of|for|from|about) (?:the|your) new\b|\bnew (?:warnings?|errors?|failures?)\b|"
    r"\b(?:is|are) (?:all )?gone\b)", _I)
# Of those, the ties that say a thing was there before and went with the work, whatever thing
# they are said of: "the request ids are gone", "--verbose doesn't do anything anymore".
LOST_WITH_THE_WORK = re.compile(
    r"\b(?:anymore|any more|no longer|(?:is|are) (?:all )?gone|since (?:your|this|that|the) "
    r"(?:last |latest |recent )?(?:change|fix|commit|edit|upgrade|update|refactor|pr|merge)s?)\b",
    _I)
# "now the build takes 4 minutes", "now every line has the job id twice", "now it logs twice":
# "now" before a clause, a subject and a verb that tells how things are, asking nothing: what
# the work just done changed. A verb that wants or plans ("now the admin page needs a search
# box", "now we should ...") asks other work; "now that ..." takes the work as done.
NOW_TOLD = re.compile(
    r"^\W*now[\s,]+(?!that\b|let'?s\b|we\b|i\b|you\b)(?:it|they|this|that|these|those|"
    r"(?:the|our|my|every|each|all(?: the| of the)?|a|an|no|half(?: of)?(?: the)?|some|most"
    r"(?: of)?(?: the)?)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+"
    r"(?!(?:needs?|wants?|requires?|deserves?|should|must|will|would|could|can|has to|have to|"
    r"is going to|are going to)\b)"
    r"(?:(?:is|are|was|were|has|have|had|does|do|did|still|never|always|only|just|already|"
    r"\w+n't|(?:do|does|did|is|are|was|were|has|have|had|ca|wo)nt)\b|"
    # A verb by its ending, with what a clause goes on with after it ("takes 4 minutes", "logs
    # twice", "gets charged"): "now the user settings page" is a noun phrase, not a clause.
    r"(?:\w+(?<![su])s|\w{3,}ed)\s+(?:a|an|the|my|our|its|their|every|each|all|no|some|twice|"
    r"forever|too|up|out|down|off|away|back|over|on|in|at|to|from|with|for|\d|\w+ly\b|\w{3,}ed\b))",
    _I)
# A branch the whole team works on: a check red there is the project's, not the piece's.
SHARED_BRANCH = re.compile(r"\b(?:on|in) (?:main|master|develop|trunk)\b", _I)

# "add a metric for it", "write a test for that", "add a panel for it in grafana": work asked
# whose object is a thing of its own kind, made for, on or around a pronoun that stands for the
# piece just made ("now" opens a next step as it does before `PRONOUN_OBJECT`).
FOR_IT = re.compile(
    _ASK_LEAD +
    r"(?P<verb>add|write|put|set up|create|make|build|wire up|hook up|draw|include|expose)\s+"
    r"(?:(?:a|an|one|some|more|a few|a couple of)\s+)?(?P<what>[\w-]+(?:\s+[\w-]+){0,3}?)\s+"
    # ("an alert on this when ..." points at what is pasted below as often as at the piece)
    r"(?:for|on|to|around|about|of|in|with|over)\s+(?:it|that|them)\b"
    # ("a parser for that log format": a determiner, not the piece)
    r"(?=\s*(?:$|[,;:.!?—–-]|(?:too|as well|also|in|on|at|for|with|when|if|so|that|which|to|"
    r"from|against|under|across|via|using|by|through|after|before|once|every|per|like|while|"
    r"until|please|pls|first|now|and|or)\b))", _I)

# "a customer emailed:", "a user wrote in:", "from support:", "from the ops channel:": a heading
# that names who sent the message pasted below it, and nothing of its matter.
SENDER = re.compile(
    r"^\W*(?:(?:(?:a|an|the|one|our|some|this)\s+)?(?:[\w@#-]+\s+){0,3}?"
    r"(?:emailed|e-mailed|mailed|wrote(?: in| to (?:us|me|support))?|sent|forwarded|passed on|"
    r"shared|said|says|reported|asked|posted|commented|messaged|replied|filed|opened|pinged|"
    r"texted)(?: (?:us|me))?(?: (?:this|these|that))?"
    r"(?:\s+(?:in|on|to|from|via|through)\s+[\w#@.-]+(?:\s+[\w#@.-]+)?)?|"
    r"(?:from|via)\s+(?:(?:a|an|the|one|our|some)\s+)?[\w#@.-]+(?:\s+[\w#@.-]+){0,3}?)"
    r"\s*:\s*$", _I)
