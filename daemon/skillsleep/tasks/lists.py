"""Lists in the person's typed words: their own rules item by item, or someone else's text.

People set out what they require as a list ("Requirements:\\n- use `httpx`\\n- don't touch
`vendor/`", "## Rules\\n1. Never commit to `main`."), bulleted or numbered, under a line that
introduces it or none. Each item is a sentence of its own, read as it would be typed alone, and
the line that introduces the list ("A few rules for this repo:", "From now on:", "In tests:") is
said of every item, so it can say how far the rules reach. An item that ends on a colon over
items indented below it ("- in the api package:" over "  - no `panic`") introduces them in the
same way. An open box of a checklist ("- [ ] rename X") is an item to do.

But a list is also what most pasted text looks like: review findings, a pull request's
description, the agent's plan quoted back, a changelog, a tool's output, a README section,
acceptance criteria from a ticket. Such a list is no rule of the person's, and none of its
items is read, when
- the line that introduces it names someone else's text or a tool's output ("the reviewer asked
  for:", "Lint errors:"), work done, put off or out of scope ("What I did:", "Next steps:"),
  a part of a ticket ("Acceptance criteria:", "Steps to reproduce:"), choices weighed
  ("Options:"), or asks a question;
- the text has a heading (or a line in bold alone) other than one people write over their own
  words ("## Rules", "## Constraints", "## Task"): a README section, a changelog, an
  instruction file, an issue's template;
- an item reports work done or describes code ("Replaced X", "Adds X", "the handler uses X"),
  ticks a box, is a finding's title or points at a line, or repeats a line of the agent's message;
- the line after it asks what the reader thinks of it ("thoughts?", "why the second one?"),
  says what happened (the list was the steps taken: "it fails at step 3"), or calls it
  someone's comments ("address these", "these comments from the review").
When unsure, the list is someone else's: a wrong rule costs more than a missed one. The line
that introduces such a list is no ask of its own either ("TODO for later, not now:"). Only an
item the person takes on afterwards, by its place and for all work ("and yes, point 3 is a rule
for the whole repo"), is theirs.
"""

from __future__ import annotations

import re

from .instruction import asks, split_sentences

_I = re.I

# "- x", "* x", "• x", "1. x", "2) x": a list item and its marker.
_ITEM = re.compile(r"^\s*(?:[-*•]|\d{1,2}[.)])\s+(?=\S)")
_HEADING = re.compile(r"^\s*#{1,6}\s+(?P<title>.*?)\s*#*\s*$")
_BOLD_LINE = re.compile(r"^\s*\*\*(?P<title>[^*\n]+?)\s*\*\*\s*:?\s*$")
# The headings people write over their own words to the agent; any other heading is a document's.
_OWN_HEADING = re.compile(
    r"^(?:(?:a few|some|our|my|the|house|ground|project|repo|coding|team|general|hard|"
    r"important|more|extra|additional)\s+)*(?:rules?|constraints?|requirements?|conventions?|"
    r"guidelines?|instructions?|notes?|reminders?|important|please|style|do'?s and don'?ts|"
    r"don'?ts|task|context|background|goal|problem|scope)"
    r"(?:\s+(?:for|in)\s+(?:this|the|our)\s+(?:repo|repository|project|codebase|code base|"
    r"task|change|pr))?\W*(?:[:—–-]\s.*)?$", _I)
# An introduction that makes the list someone else's text, a report or work not asked for now.
_NOT_OWN_INTRO = re.compile(
    r"\b(?:says|said|(?<!you )(?<!to )say|wrote|writes|asked for|asks for|asking for|"
    r"proposed|proposes|suggested|suggests?|suggestions?|recommended|recommends|found|reported|"
    r"listed|gave (?:me|us)|sent|prints?|printed|shows?|showed|returned|outputs?|logs?|"
    r"results?|errors|warnings|failures|failing|failed|findings?|issues|problems|bugs|"
    r"comments?|review(?:ed|ers?)?|nits?|copilot|coderabbit\w*|claude|gpt|gemini|the agent|"
    r"from (?:the|a|an|this|that|his|her|their|its)|according to|per the|copied|pasted|quoted|"
    r"quoting|ticket|jira|user story|as a user|acceptance|criteria|definition of done|"
    r"changelog|release notes|readme|docs|documentation|out of scope|(?:for )?later|someday|"
    r"eventually|next steps?|follow-?ups?|steps|"
    # "TODO for later:" is put off; "todo for this PR:" is the work asked for now.
    r"to-?dos?(?!\s+(?:for\s+(?:this|you|today|now)|now|today)\b)|repro\w*|expected|actual|summary|"
    # "Changes:", "Commits in this PR:"; "make these changes:" asks for them.
    r"(?<!these )(?<!following )(?<!few )(?<!some )(?<!more )changes|changed|commits|"
    r"commit (?:log|history)|git log|"
    # "Done:", "Already fixed:"; "before you say done:" introduces what to do first.
    r"(?<!say )(?<!you're )(?<!youre )(?<!are )(?<!until )(?<!when )"
    r"(?:done|completed|finished|fixed)(?!\s+\w)|"
    r"(?:what|things) (?:i|we|you) (?:did|tried|changed|found|learned)|tried|"
    r"pros|cons|options|alternatives|differences?|vs\.?|versus|maybe|perhaps|ideas?|plan|"
    r"proposals?|your|you (?:said|wrote|proposed|suggested|listed|gave|did|changed|tried|"
    r"found|recommended)|for reference|for context|fyi|see (?:below|this)|look at this)\b|"
    # "here:", "this:": what is shown, not said; "From Slack:": where it was copied from.
    r"^\W*(?:here|this|these|below)\W*$|"
    r"^\W*(?:from|via)\s+(?!now\b|here\b|today\b|this point\b|the start\b)", _I)
# What the words after a list say happened: the list was the steps taken ("it fails at step 3").
_OUTCOME = re.compile(
    r"^\W*(?:(?:and|then|but|now)\s+)?(?:it|this|that|the \w+)\s+(?:fails|failed|crashes|"
    r"crashed|breaks|broke|errors|errored|hangs|hung|works|worked|passes|passed|panics|"
    r"panicked)\b|\bstep \d|^\W*(?:expected|actual|result)\b", _I)
# What the words after a list call it: someone else's comments to act on ("address these",
# "can you address these comments from the review?", "apply the reviewer's suggestions").
_CALLED_OTHERS = re.compile(
    r"\b(?:address|resolve)\s+(?:all\s+(?:of\s+)?)?(?:these|those|them|the above|each|"
    r"every one)\b|"
    r"\b(?:these|those|the above|his|her|their)\s+(?:\w+\s+)?(?:comments?|suggestions?|"
    r"findings?|nits?|feedback|review notes|review points)\b|"
    r"\bthe\s+(?:review(?:er'?s)?|pr|mr)\s+(?:comments?|suggestions?|findings?|nits?|feedback)\b|"
    r"\bfrom\s+(?:the|a|her|his|their|my)\s+(?:\w+\s+)?(?:review|reviewer|ticket|issue|"
    r"spec|linter|audit)\b", _I)
# An item that reports work done or describes the code, in a changelog's, a summary's or a
# finding's tense: "Replaced X", "Adds X", "the handler uses X", "never calls X".
_REPORTS = re.compile(
    r"^\W*(?:(?!(?:need|embed|feed|seed|proceed|speed|shed|bleed|breed|exceed|succeed|shred)"
    r"\b)[a-z]+ed|ran|made|kept|wrote|took|left|built|brought|began|got|went|did|adds|fixes|"
    r"removes|uses|replaces|updates|bumps|introduces|improves|refactors|renames|moves|drops|"
    r"deprecates|implements|supports|allows|ensures|prevents|makes|changes|switches|migrates|"
    r"converts|extracts|wraps|handles|returns|calls|(?:never|always|now)\s+[a-z]+[^s\W]s)\b|"
    r"^\W*(?:the\s+\w+|`[^`]+`)\s+(?:uses|lacks|returns|calls|has(?!\s+been)|does|never|"
    r"always)\b", _I)
# A ticked or open box, a test runner's or a tool's status mark, a finding's bold title or
# severity, a review suggestion, a pointer at a line of a file.
_PASTED_ITEM = re.compile(
    r"^\s*(?:\[[ xX]\]|[✓✔✗✖✘❌✅⚠☐☑]|\*\*(?!(?:never|always|don'?t|do not|no|not|avoid|must|"
    r"only|please|important|note)\b)[^*\n]{2,60}\*\*|(?:critical|high|medium|low|minor|major|"
    r"nit|nitpick|blocker)\b\s*[:|-]|consider\b)|\b[\w/.-]+\.\w+:\d+|\blines? \d+", _I)
# An introduction that says when: it closes each item ("make sure X passes before you finish").
_WHEN = re.compile(r"^(?:before|after|once|when|whenever|while|until|each time|every time)\s",
                   _I)
# "can you do these?", "please also fix the test?": a question that asks for work, not an opinion.
_ASKS = re.compile(r"^\W*(?:(?:and|also|then|so|ok(?:ay)?)\W+)*(?:can|could|would|will)\s+"
                   r"(?:you|we)\b|^\W*please\b", _I)


# An open box of a markdown checklist: "- [ ] rename X" is an item to do, as "- rename X" is;
# a ticked one ("- [x] Tests added") is a form filled in, and left as it is typed.
_OPEN_BOX = re.compile(r"^\[ \]\s+(?=\S)")
# "- [ ] `cargo fmt --check` passes": a box to tick states what the work must reach, which
# said alone ("`cargo fmt --check` passes") is only how things are.
_STATE_TO_REACH = re.compile(r"^`[^`\n]+`\s+(?:passes|succeeds|is\s+(?:clean|green|happy)|"
                             r"runs\s+clean(?:ly)?)\b", _I)


def _item_text(line: str) -> str | None:
    m = _ITEM.match(line)
    if m is None:
        return None
    text = line[m.end():].strip()
    box = _OPEN_BOX.match(text)
    if box is None:
        return text
    text = text[box.end():]
    return f"make sure {text}" if _STATE_TO_REACH.match(text) else text


def _title(line: str) -> str | None:
    """The words of a markdown heading or a line in bold alone, else None."""
    m = _HEADING.match(line) or _BOLD_LINE.match(line)
    return m.group("title").strip(" *:") if m else None


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


def _echoed(item: str, reply_lines: list[list[str]]) -> bool:
    """Does the item repeat a line of the agent's message (most of that line, in its order)?"""
    ws = _words(item)
    if len(ws) < 2:
        return False
    joined = " ".join(ws)
    return any(len(ws) * 2 >= len(line) and f" {joined} " in f" {' '.join(line)} "
               for line in reply_lines)


# "todo:", "steps:", "my plan for this:": a bare label over a list, which names whose work it is
# no more than it says when: the person's own list of what to do, or steps to reproduce, work put
# off, someone else's checklist. Only its items tell.
_BARE_LABEL = re.compile(r"^\W*(?:(?:my|our)\s+)?(?:to-?dos?|steps|plan)(?:\s+for\s+(?:this(?:\s+"
                         r"(?:one|pr|change|branch|ticket))?|you|today|now))?\W*$", _I)
# An item that asks the agent for work: a verb in its plain form first ("add ...", "regenerate
# the stubs", "also run `make lint`"), or a command alone ("`make fmt`").
_OPENERS = r"(?:(?:also|then|and|please|pls|finally|next)\s+)*"
_CLOSED_WORDS = """
    i you we they he she it this that these those there here the a an my our your their its is
    are was were be been am do does did has have had will would shall should can could may might
    must not no never what why how when where which who if then so but and or nothing everything
"""
_CLOSED = frozenset(_CLOSED_WORDS.split())
# Verbs of using the app, which steps to reproduce a bug are made of ("open /cart", "click pay",
# "log in as admin"): a list with one is a reproduction, whoever typed it.
_USING_THE_APP_WORDS = """
    click tap open go navigate visit log sign scroll type enter press select submit hover refresh
    reload wait observe see notice try launch load drag upload choose fill
"""
_USING_THE_APP = frozenset(_USING_THE_APP_WORDS.split())


def _asks_for_work(item: str) -> bool:
    """Does a list item ask the agent for work (`_OPENERS`, then a plain verb or a command)?"""
    text = re.sub(rf"^{_OPENERS}", "", item.strip(), flags=_I)
    if re.fullmatch(r"`[^`\n]+`\W*", text):
        return True
    # In lower case, as quick notes to the agent are typed: a plan or a checklist pasted from an
    # agent's answer, a ticket or a document is written in capitals, and so is a name.
    m = re.match(r"([a-z][a-z-]*)\b", text)
    if m is None:
        return False
    word = m.group(1)
    plain = not word.endswith(("ed", "ing")) and not (word.endswith("s")
                                                     and not word.endswith("ss"))
    return plain and word not in _CLOSED and word not in _USING_THE_APP


def _own_work(intro: str, items: list[str], after: str) -> bool:
    """Is a list under a bare label ("todo:", "steps:", "plan:") the person's own list of work
    for the agent: each item asks for work, none is a step of using the app, and nothing follows
    it (steps to reproduce go on to what happened: "and the lint step hangs", "same hang as
    yesterday", in words no reader can tell from an ask)?"""
    return _BARE_LABEL.match(intro) is not None and bool(items) and not after \
        and all(_asks_for_work(i) for i in items)


def _someone_elses(intro: str, items: list[str], after: str, reply_lines: list[list[str]],
                   document: bool) -> bool:
    """Is the list someone else's text, a report or work not asked for (module docstring)?"""
    if document or asks(intro) or (_NOT_OWN_INTRO.search(intro)
                                   and not _own_work(intro, items, after)):
        return True
    if any(_REPORTS.search(i) or _PASTED_ITEM.search(i) or _echoed(i, reply_lines)
           for i in items):
        return True
    if _OUTCOME.search(after) or _CALLED_OTHERS.search(after):
        return True
    return asks(after) and not _ASKS.match(after)


def typed_lines(words: str, reply: str = "") -> list[tuple[str, str]]:
    """(introduction, line) for each line of the person's typed `words` to read: a line that is
    no list item as it is, with no introduction; an item of a list the person typed without its
    marker, with the line that introduces the list ("" when none); nothing of a list that is
    someone else's. `reply`: the agent's message, whose lines an echoed list repeats."""
    lines = [line for line in words.split("\n") if line.strip()]
    document = any(not _OWN_HEADING.match(title) for title in map(_title, lines)
                   if title is not None)
    reply_lines: list[list[str]] | None = None  # read at the first list: most words hold none
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(lines):
        if _item_text(lines[i]) is None:
            out.append(("", lines[i]))
            i += 1
            continue
        start = i
        while i < len(lines) and _item_text(lines[i]) is not None:
            i += 1
        items = [_item_text(line) or "" for line in lines[start:i]]
        before = lines[start - 1].strip() if start else ""
        after = lines[i].strip() if i < len(lines) else ""
        intro = _introduction(before)
        if reply_lines is None:
            reply_lines = [_words(_item_text(r) or r) for r in reply.split("\n") if r.strip()]
        if _someone_elses(_last_sentence(before), items, after, reply_lines, document):
            # "address these. and yes, point 3 is a rule for the whole repo": an item of
            # someone else's list the person takes on for all work is theirs.
            out += [("from now on", item) for item in _taken_on(items, lines[i:])]
            if intro and out and out[-1] == ("", lines[start - 1]):
                # "TODO for later, not now:": what introduces someone else's list, or work put
                # off, is no ask of its own; a sentence before it on its line still is.
                kept = split_sentences(lines[start - 1])[:-1]
                out[-1:] = [("", " ".join(kept))] if kept else []
            continue
        out += _nested(intro, lines[start:i], reply_lines)
    return out


# An item of a list named by its place: "point 3", "#2", "the first one", "the last comment".
_ITEM_NAMED = re.compile(
    r"\b(?:point|item|number|no\.|comment|nit|#)\s*(?P<n>\d{1,2})\b|"
    r"\bthe\s+(?P<ord>first|second|third|fourth|fifth|last)\s+(?:one|point|item|comment|nit)\b",
    _I)
# What makes it hold for all work: "is a rule for the whole repo", "goes for all our code from
# now on", "applies everywhere".
_FOR_ALL = re.compile(
    r"\b(?:(?:is|as)\s+a\s+(?:general\s+|house\s+|standing\s+)?rule|goes\s+for\s+(?:all|every)|"
    r"applies\s+(?:to\s+(?:all|every|the\s+whole)|everywhere)|from\s+now\s+on|going\s+forward|"
    r"for\s+the\s+whole\s+(?:repo|repository|codebase|project)|for\s+all\s+(?:our|the)\s+"
    r"(?:code|repos?|work))\b", _I)
_NEGATED = re.compile(r"\b(?:not|n't|never|no)\b|\?", _I)
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


def _taken_on(items: list[str], rest: list[str]) -> list[str]:
    """The items of someone else's list that the words after it take on for all work, each
    named by its place and said with what makes it hold everywhere, in one sentence."""
    out: list[str] = []
    for line in rest:
        for sentence in split_sentences(line):
            m = _ITEM_NAMED.search(sentence)
            if m is None or not _FOR_ALL.search(sentence[m.end():]) \
                    or _NEGATED.search(sentence[m.start():]):
                continue
            n = int(m.group("n")) if m.group("n") else (
                len(items) if m.group("ord").lower() == "last"
                else _ORDINALS[m.group("ord").lower()])
            if 1 <= n <= len(items) and items[n - 1] not in out:
                out.append(items[n - 1])
    return out


def pasted_taken_on(text: str, words: str) -> list[str]:
    """The items of a list set apart as pasted in `text` ("Feedback from the review:" over its
    points) that the person's typed `words` after it take on for all work ("address these. and
    yes, point 3 is a rule for the whole repo")."""
    typed = {line.strip() for line in words.split("\n") if line.strip()}
    lines = [line for line in text.split("\n") if line.strip()]
    out: list[str] = []
    i = 0
    while i < len(lines):
        if _item_text(lines[i]) is None:
            i += 1
            continue
        start = i
        while i < len(lines) and _item_text(lines[i]) is not None:
            i += 1
        if all(line.strip() in typed for line in lines[start:i]):
            continue  # typed, and read with its list (`typed_lines`)
        end = i
        while end < len(lines) and _item_text(lines[end]) is None:
            end += 1
        items = [_item_text(line) or "" for line in lines[start:i]]
        out += [item for item in _taken_on(items, [line for line in lines[i:end]
                                                    if line.strip() in typed])
                if item not in out]
    return out


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _nested(intro: str, block: list[str], reply_lines: list[list[str]]) -> list[tuple[str, str]]:
    """(introduction, item) for the items of one list: an item that ends on a colon over items
    indented below it ("- in the api package:" over "  - no `panic`") introduces them, as a
    line above a list does, within what introduces the whole list."""
    out: list[tuple[str, str]] = []
    k = 0
    while k < len(block):
        item = _item_text(block[k]) or ""
        below = k + 1
        while below < len(block) and _indent(block[below]) > _indent(block[k]):
            below += 1
        if below == k + 1 or not item.rstrip(" *").endswith(":"):
            out += _introduced(intro, [item])
            k += 1
            continue
        parent = item.rstrip(" *:")
        children = [_item_text(line) or "" for line in block[k + 1:below]]
        if not _someone_elses(parent, children, "", reply_lines, False):
            out += _introduced(f"{intro}, {parent}" if intro and not _WHEN.match(intro)
                               else parent, children)
        k = below
    return out


def _introduced(intro: str, items: list[str]) -> list[tuple[str, str]]:
    if _WHEN.match(intro):
        # "Before you finish:\n- make sure X passes": each item said with its time.
        return [("", f"{item.rstrip(' .;')} {intro}") for item in items]
    return [(intro, item) for item in items]


def _introduction(line: str) -> str:
    """What the line before a list says of every item: its last sentence, when it introduces
    the list (a heading, or words that end on a colon), without its marks ("" otherwise)."""
    title = _title(line)
    if title is not None:
        return title
    if not line.rstrip(" *").endswith(":"):
        return ""
    return _last_sentence(line).strip(" *:#")


def _last_sentence(line: str) -> str:
    return (split_sentences(line) or [""])[-1]


def one_list(words: str) -> tuple[str, list[str]] | None:
    """The line that introduces it ("" when none) and the items of the one list the typed
    `words` are, each without its marker; None when the words hold other lines than the list
    and one line over it, or fewer than two items."""
    lines = [line for line in words.split("\n") if line.strip()]
    texts = [_item_text(line) for line in lines]
    start = 1 if texts and texts[0] is None else 0
    items = texts[start:]
    if len(items) < 2 or any(t is None for t in items):
        return None
    return (lines[0].strip() if start else "", [t or "" for t in items])
