"""The conditions a rule was said with, read from the sentence, for the line written down.

A judge checks what it can see; the sentence a night adds to someone's CLAUDE.md must say the
rule as they did, no wider. Three conditions change what a rule means and are easy to lose when
the rule is reduced to a term: when a run is due ("run it before every push", "whenever you edit
`schema.sql`"), that a ban holds until the person agrees ("never run `terraform destroy` without
asking me first") and where or for what a rule about code or a command holds ("no `unwrap()` in
library code", "never `float` for money", "never run `go mod tidy` on the vendored modules").
Each reader returns the words as the person typed them (or a fixed phrase), or nothing; none of
them changes what a judge scores, only how it is said.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ..change_first import AFTER_A_CHANGE
from ..terms import WEEKDAY

_I = re.IGNORECASE

# An answer's clause carries the agent's message it answers ("yes (to: \"Want me to ...\")"):
# what the agent said is no condition of the person's.
_ANSWERED = re.compile(r'\s*\(to: ".*"\)\s*$', re.S)


def answering(text: str, what: str) -> str:
    """The clause of an answer, with the agent's words it answers (`own_words` takes them off)."""
    return f"{text.strip()} (to: \"{what}\")"


def own_words(text: str) -> str:
    """The person's words of a clause, without the agent's message it answers."""
    return _ANSWERED.sub("", text)


# A word of a condition: a dot only inside a name ("go.mod", "schema.sql").
_W = r"(?:[^.;,:!?\n]|\.(?=\w))"
# Where a condition's words end: punctuation, or the next clause of the order ("before you say
# it's done, run ...", "before you push and tell me").
_END = (r"(?=\s*(?:[,.;:!?)](?![\w`])|\n|$)|"
        r"\s+(?:run|do|use|and|then|every\s+time|each\s+time|always|from\s+now\s+on|going\s+forward|please|pls|too|as\s+well|not\s+only)\b)")
# "before you commit", "before every push", "before pushing", "before opening the PR": the point
# of the work a run comes at; then "every time you touch go.mod", "whenever the spec changes".
_BEFORE = re.compile(
    r"\b(?:before|prior\s+to)\s+(?:(?:you|we|i)\s+[a-z]" + _W + r"{1,50}?|"
    # "before handing back", "before signing off": a verb and its particle
    r"(?:every|each|any|an?)\s+[a-z]+|[a-z]+ing(?:\s+(?:back|over|off|in|up|out))?"
    r"(?:\s+(?:an?|the|any)\s+[\w-]+)?)" + _END, _I)
# "whenever you want", "any time you get a chance": the moment left to the agent, no moment of
# the work.
AT_WILL = (r"(?!\s+(?:you|we)\s+(?:want|like|wish|please|prefer|feel\s+like|can|have\s+(?:the\s+)?"
           r"time|get\s+(?:a\s+|the\s+)?(?:chance|time|round\s+to)))")
_WHENEVER = re.compile(
    r"\b(?:whenever|every\s+time|each\s+time|any\s?time)" + AT_WILL
    + r"\s+(?!before\b)(?:you|we|the|an?|any)\s+[a-z]" + _W + r"{1,50}?" + _END, _I)
_AFTER_CHANGE = re.compile(r"\b" + AFTER_A_CHANGE + r"\s+[`a-z]" + _W + r"{1,50}?" + _END, _I)
# Words said after the condition that belong to the whole rule, not to the moment.
# (A pasted run of spaces is read once: `directives._PROJECT_SAID_LAST`.)
_TRAILING = re.compile(r"\s(?<!\s\s)\s*+(?:from\s+now\s+on|going\s+forward|every\s+time|"
                       r"always)\s*$", _I)


def run_condition(said: str, phrase: str = "") -> str:
    """When a run is due, as said in the sentence around the command (`phrase`, left out so
    that the command's own words are not read as the moment): "before every push", "whenever
    you edit `schema.sql`"; "" when the sentence names no moment."""
    said = own_words(said)
    rest = said.replace(phrase, ", ") if phrase else said
    found = _BEFORE.search(rest) or _WHENEVER.search(rest) or _AFTER_CHANGE.search(rest) \
        or _BEFORE.search(phrase) or _WHENEVER.search(phrase) or _AFTER_CHANGE.search(phrase)
    return tidy_condition(found.group(0)) if found else ""


def tidy_condition(when: str) -> str:
    """A condition without the words of habit said after it ("before you commit any migration
    from now on" is due before each such commit), in lower case where it opened the sentence."""
    when = _TRAILING.sub("", when.strip())
    return when[:1].lower() + when[1:]


# "without asking me first", "ask before adding a gem", "check with me before", "unless I say so".
_ASKS_FIRST = re.compile(
    r"\bwithout\s+(?:asking|checking(?:\s+with\s+(?:me|us))?|telling\s+(?:me|us)|"
    r"(?:(?:my|an?|our|explicit)\s+)?(?:ok|okay|approval|go-ahead|sign-off|heads[- ]up))\b|"
    r"\b(?:ask|check\s+with)\s+(?:me\s+|us\s+)?(?:first|before)\b|"
    r"\bunless\s+I\s+(?:say\s+so|ask|agree)\b", _I)


def asks_first(said: str) -> bool:
    """Does the ban hold only until the person agrees?"""
    return _ASKS_FIRST.search(own_words(said)) is not None


# "in library code", "in tests", "in the integration tests", "in request handlers", "for money",
# "straight from a view": code of a kind, or a kind of value, that a rule about a term holds in.
# A word that turns the phrase round ("not in tests", "even in tests", "except in `main()`")
# leaves the reach unsaid.
_KINDS_OF_CODE = (r"tests|specs|handlers|components|migrations|views|controllers|models|routes|"
                  r"resolvers|serializers|templates|middlewares?|reducers|workers|endpoints|"
                  r"helpers|loops|callbacks|fixtures|goroutines")
_KIND_OF_CODE = (r"test|spec|handler|component|migration|view|controller|model|route|resolver|"
                 r"serializer|template|middleware|reducer|worker|endpoint|helper|callback|"
                 r"fixture|goroutine")
# New work of a kind of code, said as the subject of a rule ("new endpoints", "any new migration",
# "new CLI commands"): what the work writes, not what the product holds ("new users", "new
# orders"), whose rules are the product's specification.
_NEW_WORK = re.compile(
    r"^(?:(?:all|every|each|any)\s+)?new\s+(?:[a-z][\w#+-]*\s+){0,2}?(?:" + _KIND_OF_CODE
    + r"|function|method|class|module|script|service|library|crate|package|job|hook|command|"
    r"table|column|index|file|type|struct|interface|api|screen|page|query)(?:s|es)?$", _I)


def new_work_of_a_kind(subject: str) -> bool:
    """Does the subject name new work of a kind of code ("new endpoints", "any new migration")?"""
    return _NEW_WORK.match(subject.strip()) is not None


# Words after a kind of code that end its phrase ("in a view, ...", "in a handler unless ..."),
# where any other word goes on with the noun ("in a view definition").
_NOT_A_NOUN = (r"(?:and|or|but|then|so|use|run|call|please|pls|ever|again|instead|rather|unless|"
               r"except|because|since|when|whenever|if|while|with|without|for|in|on|at|from|to|"
               r"by|via|anymore|either|too|as|going|is|are|be|it|that|which|where|even|also|"
               r"only|just|yet|not|never|always)\b")
_REACH = re.compile(
    r"(?<!\bnot\s)(?<!\bexcept\s)(?<!\beven\s)(?<!\balso\s)(?<!\bbut\s)"
    r"\b(?:(?:straight|directly)\s+)?(?:in|inside|for|from)\s+(?:the\s+|our\s+|any\s+)?(?:"
    # "in these tests", "in my tests" are the ones at hand, no kind of code
    r"(?:(?!(?:these|those|this|that|my|your|his|her|their)\s)[a-z][\w-]*\s+)?"
    rf"(?:{_KINDS_OF_CODE})|"
    # "in library code"; "in code", "in our code" are all of it
    r"(?!(?:our|the|any|all|my|this|your|new)\s)[a-z][\w-]*\s+code|new\s+code)(?![\w/.-])|"
    # "from a view", "in any handler": one of a kind, whichever it is; "in a route component",
    # "in a request handler": the kind with the word that narrows it, as the plural has it
    rf"\b(?:(?:straight|directly)\s+)?(?:in|inside|from)\s+(?:a|an|any|each|every)\s+"
    rf"(?:(?!(?:these|those|this|that|my|your|his|her|their)\s)[a-z][\w-]*\s+)?"
    # (the kind whole: "in a view definition" is no view, said whole by `_PLACE_AFTER_TERM`)
    rf"(?:{_KIND_OF_CODE})\b(?![/.-])(?!\s+(?!{_NOT_A_NOUN})[a-z])|"
    r"(?<!\bnot\s)(?<!\beven\s)\bfor\s+(?:money|amounts|prices|currency|currencies|secrets|"
    # ("for currency amounts": the values of it, said whole)
    r"passwords)(?:\s+(?:values|amounts|fields|data|math|calculations))?\b|"
    # "for anything new": all the code to come, as "in new code" says it
    r"\b(?:for|in)\s+(?:anything|everything)\s+new\b", _I)


# A part of the project a rule holds in, named with what it is: "in the CLI layer", "inside
# the domain package", "on the vendored modules", "in the docs folder", "in the web app", "in
# the frontend", "in the Dockerfile", "in Python files"; a folder ("under src/", "under
# `src/api`"); code of a kind said with "for" ("for public functions", "for new files"); a
# language or a system ("in TypeScript", "on Windows"); where a command is run ("on prod", "in
# CI", "to shared branches"). "In this service", "in our codebase" are the whole project, and
# "in this package" the one at hand: neither is a part.
# ("not just in CI", "rather than in CI": the place set aside, not where the rule holds)
_TURNED = (r"(?<!\bnot\s)(?<!\bexcept\s)(?<!\beven\s)(?<!\balso\s)(?<!\bbut\s)"
           r"(?<!\bnot just\s)(?<!\bnot only\s)(?<!\bthan\s)(?<!\binstead of\s)")
_PARTS = (r"layer|layers|package|packages|modules|folder|folders|directory|directories|crates?|"
          r"app|apps|suite|suites|files|scripts|services|processes|repo|frontend|backend")
# A folder by its path, said with a slash: "in lib/", "inside `app/models`", "under ./src/api",
# "under .husky/" (a tool's own folder, its name led by a dot), "under 3rdparty/"; a name with a
# letter in it, not "in 1/2 of the runs".
IN_A_FOLDER = (r"\b(?:under|in|inside|within)\s+`?(?:\./)?(?P<path>\.?(?=[\w-]*[a-z_])\w[\w.-]*/"
               r"(?:[\w.-]+/?)*)(?:`|(?![\w/.-]))")
_PART = re.compile(
    _TURNED + r"\b(?:in|inside|within|on|across)\s+(?:the|our|all(?:\s+the)?)\s+(?:"
    r"(?:frontend|backend|Dockerfile|Makefile|Jenkinsfile)\b|"
    r"(?!(?:these|those|this|that|my|your|same|other|new|old)\s)(?:[\w'’-]+\s+){1,2}?"
    rf"(?:{_PARTS})\b)(?![/.-])|"
    + _TURNED + r"\b(?:in|inside|within|for)\s+(?!(?:these|those|this|that|my|your|the|our|all|"
    r"some|both|two|three|a|an|any)\s)[\w-]+\s+(?:files|modules|packages|scripts|crates|services"
    r"|apps)\b(?![/.-])|"
    + _TURNED + IN_A_FOLDER + "|"
    # files of a kind by what they are or by their ending: "in Dockerfiles", "in Terraform",
    # "in the CI YAML", "in GitHub Actions workflows", "in .tsx files"
    + _TURNED + r"\b(?:in|inside|within|for|to)\s+(?:the\s+|our\s+|all\s+(?:the\s+)?)?(?:"
    r"(?:Dockerfiles|Containerfiles|Makefiles|Jenkinsfiles)\b|"
    r"(?:Terraform|HCL)(?:\s+(?:modules|files|code|configs?))?\b|YAML(?:\s+files)?\b|"
    r"(?:CI|GitHub\s+Actions|GitLab)(?:\s+[\w-]+)?\s+(?:workflows?|YAML|config|files|"
    r"pipelines?)\b|workflow\s+files\b|(?:[\w-]+\s+)?workflows\b|"
    r"`?\*?\.[a-z]\w{0,9}`?\s+files\b)(?![/.-])|"
    # ("return `Result` from public APIs": what a kind of code gives back)
    + _TURNED + r"\b(?:for|on|from)\s+(?:all\s+|any\s+)?"
    r"(?:(?!(?:these|those|this|that|my|your)\s)[a-z][\w-]*\s+)?(?:functions|methods|"
    r"helpers|classes|scripts|structs|interfaces|endpoints|dependencies|apis)\b|"
    + _TURNED + r"\bin\s+(?:TypeScript|JavaScript|Python|Go|Rust|Java|Kotlin|Swift|Ruby|PHP|"
    r"Scala|Elixir|Bash|shell\s+scripts|SQL)\b(?![/.+#-])|"
    + _TURNED + r"\bon\s+(?:Windows|macOS|Linux)\b|"
    + _TURNED + r"\b(?:on|in|against)\s+(?:prod|production|staging|CI)\b(?![/.-])|"
    + _TURNED + r"\b(?:to|on)\s+(?:the\s+)?(?:[\w-]+\s+)?branches\b", _I)


# "public functions must never return `interface{}`", "handlers shouldn't call `os.Exit`": a
# kind of code a ban is said of as its subject, where the ban holds ("the handlers" are the ones
# at hand).
_KIND_BANNED = re.compile(
    r"^\W*(?P<kind>(?:(?:all|every|new|our)\s+)?(?!(?:the|these|those|this|that|my|your|some|"
    r"most|old|existing)\s)(?:[a-z][\w-]*\s+){0,2}?(?:functions|methods|handlers|classes|"
    r"modules|components|migrations|tests|specs|scripts|helpers|controllers|views|models|routes|"
    r"resolvers|endpoints|workers|jobs|hooks|reducers|services|libraries|crates|packages|"
    # a kind the reader has no name for, in the plural ("reconcilers must never call ..."); not
    # whoever does the work ("agents", "devs") nor what the product serves ("users")
    r"(?!(?:agents|assistants|bots|devs|developers|engineers|people|folks|contributors|"
    r"reviewers|maintainers|users|customers|clients|admins|humans|teams|others|things|"
    r"changes|commits|prs)\b)[a-z][\w-]*[^s\W]s))\s+"
    r"(?:must|should|shall|may|can)(?:n'?t|\s+not|\s+never)\b", _I)


# Code spans hidden, each by as many letters, so that a word of an exception inside one
# ("`try/except`") is no exception and what is found can be cut from the words as typed.
_CODE_SPAN = re.compile(r"`[^`\n]*`")


def _masked(words: str) -> str:
    return _CODE_SPAN.sub(lambda m: "`" + "x" * (len(m.group(0)) - 2) + "`", words)


# A word of an exception's phrase: a name in backticks, or a word with a dot only inside a name.
_PHRASE = r"(?:`[^`\n]+`|[^.;,:!?\n`]|\.(?=\w))"
# Where the phrase ends: punctuation, or the next clause of the message.
_PHRASE_END = (r"(?=\s*(?:[,.;:!?)](?![\w`])|\n|$)|\s+(?:and|then|use|run|please|pls|ever|"
               r"instead|from\s+now\s+on|going\s+forward)\b)")
# A place named right after the term a rule is about, of any name: "never use `Console.WriteLine`
# in the API", "we always use `slog` in the daemon", "avoid `any` in the shared types", one of a
# kind ("never use `time.Sleep` in an operator", "never call `print` in a celery task"), or a
# kind in the plural ("never use `NOLOCK` in stored procedures"). The reader need not know the
# kind: the line says it as the person did. Not the whole project ("in the codebase"), nor a
# time, a manner or a case ("in the future", "in a hurry", "in any case", "in other words"),
# nor the things at hand ("in this file": the task's, `at_hand`), nor a piece of the work ("in
# every PR" says when).
_NO_PLACE = (r"(?!(?:whole|entire|same|first|long|meantime|future|past|end|interim|moment|"
             r"morning|evening|afternoon|beginning|case|cases|way|ways|process|world|slightest|"
             r"code|codebase|code\s?base|repo|repository|project|monorepo|source|sources|tree|"
             r"workspace|team|company|hurry|rush|pinch|nutshell|while|row|minute|minutes|"
             r"seconds?|hours?|days?|weeks?|months?|years?|times?|sense|form|shape|manner|"
             r"circumstances?|situations?|event|emergency|general|particular|practice|short|"
             r"fact|theory|summary|addition|order|place|places|words|terms|parts|details|doubt|"
             r"turn|advance|return|bulk|parallel(?!\s+[a-z])|sequence|other|retrospect|"
             r"hindsight|principle|"
             r"this|that|these|those|my|your|his|her|their|its|"
             # a piece of the work, when a rule is due ("in every PR"), not where in the code
             r"prs?|pull|commits?|changes?|changesets?|releases?|push|pushes|merges?|diffs?|"
             r"patch|patches|sessions?|tasks?|tickets?|iterations?|steps?|go|messages?|"
             r"replies|reply|responses?|answers?|conversations?|chats?)\b)")
# A word of a place's name, or a name in backticks; not a word of the clause going on ("in the
# components please", "in the UI it's `Sign in`", "on a window again").
_PW = (r"(?:`[^`\n]+`|(?!(?:it|it'?s|we|we'?re|you|i|they|there|is|are|was|were|be|should|must|"
       r"will|would|can|could|do|does|don'?t|not|no|never|always|use|please|pls|because|since|"
       r"unless|except|when|if|so|or|and|but|then|as|too|ever|again|anymore|either|yet|only|just|"
       r"even|also|that|which|where|who|with|without|for|to|from|of|on|at|by|via|in|like|"
       r"instead|rather|first|now|today|here)\b)[\w'’-]+)")
_PLACE_NAME = (r"(?:(?:the|our|an?|any|each|every)\s+" + _NO_PLACE + rf"(?:{_PW}\s+){{0,2}}{_PW}|"
               # with no article, a kind in the plural of up to three words ("in trait impls")
               + _NO_PLACE + rf"(?:{_PW}\s+){{0,2}}[\w’'-]*[a-z]s)")
_IN_A_PLACE = r"\s+(?:in|inside|within)\s+" + _PLACE_NAME + _PHRASE_END
# Each piece of code of a kind the term goes on or to ("`#[serde(default)]` on every new field",
# "`ON DELETE CASCADE` to each foreign key"): the kind, whatever its name; not a piece of the
# work ("on every push", "on each PR": when), which `_NO_PLACE` sets aside.
_ON_EACH = (r"\s+(?:on|onto|to)\s+(?:every|each|all|any)\s+(?:(?:the|our)\s+)?" + _NO_PLACE
            + rf"(?:{_PW}\s+){{0,2}}{_PW}" + _PHRASE_END)
_PLACE_AFTER_TERM = re.compile(r"`(?:" + _IN_A_PLACE + "|" + _ON_EACH + ")", _I)
_IN_PLACE = re.compile(r"^" + _IN_A_PLACE, _I)
# The same place opening the sentence before a comma: "In reconcilers, never call ...".
_PLACE_OPENING = re.compile(r"^\W*(?:in|inside|within)\s+" + _PLACE_NAME + r"(?=\s*,)", _I)
# Code a rule bans "from" one of a kind ("never return `null` from a mapper"): a place the line
# cannot say surely ("from" also says where a thing is taken from), which keeps the rule to its
# task when the line leaves it out (`place_left_out`).
_FROM_PLACE = re.compile(r"^\s+from\s+(?:an?|any|each|every)\s+" + _NO_PLACE
                         + rf"(?:{_PW}\s+){{0,2}}{_PW}" + _PHRASE_END, _I)


def place_left_out(said: str, term: str, line: str) -> str:
    """The place said right after the rule's own term ("in an operator", "inside a `forEach`
    callback", "from a mapper"), as typed, when `line` does not say it; "" otherwise. A line
    that leaves it out says the rule of all code."""
    words = own_words(said)
    for named in (f"`{term}`", term):
        at = words.find(named) if term else -1
        if at >= 0:
            after = words[at + len(named):]
            found = _IN_PLACE.match(after) or _FROM_PLACE.match(after)
            place = found.group(0).strip() if found else ""
            return place if place and _plain(place) not in _plain(line) else ""
    return ""


# "except in `main()`", "outside the `cmd` package", "other than in the plugin registry", "apart
# from the generated types", "except loop counters", "unless the change is docs-only": the part
# of the work a rule leaves out, which leaves it standing for the rest. "Except this one",
# "except here" are the work at hand, and "unless I say so" a ban until the person agrees
# (`asks_first`): neither is a part left out.
_LEFT_OUT = re.compile(
    r"\b(?:except|excepting|outside(?:\s+of)?|other\s+than|apart\s+from|aside\s+from|save\s+for|"
    r"unless)\s+(?!(?:this|that|these|those|it|them|here|now|I|we|you\s+(?:ask|say))\b)"
    r"(?!(?:in|for)\s+(?:this|that|these|those|here)\b)"
    + _PHRASE + r"{1,60}?" + _PHRASE_END, _I)
# "at the top level", "at the top level of a module": where in the code a rule holds.
_TOP_LEVEL = re.compile(r"\bat\s+(?:the\s+)?top[\s-]level(?:\s+of\s+(?:an?|the|each|every)\s+"
                        r"[\w-]+(?:\s+[\w-]+)?)?\b", _I)
# "wherever the type is obvious", "whenever the list is long": the cases of a kind it holds in.
_WHEREVER = re.compile(r"\b(?:wherever|whenever)\s+(?:the\s+)?[a-z][\w-]*\s+(?:is|are)\s+"
                       r"(?:not\s+)?[a-z][\w-]*\b", _I)
# "for anything user-facing", "for everything customer-facing": work of a kind.
_FOR_ANYTHING = re.compile(r"\bfor\s+(?:anything|everything|any\s+code|all\s+code)\s+"
                           r"(?:user|customer|client|public|external)[\s-]facing\b", _I)
# "for `Money`, always use `Decimal`", "for anything touching money, never use `float`": what a
# rule is for, opening its sentence before a comma: a name of the code, or work of a kind. Not
# "for anything else" (what is left of the work at hand).
_FOR_OPENING = re.compile(r"^\W*for\s+(?:`[^`\n]+`|(?:anything|everything)\s+(?!else\b|new\b)"
                          r"[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})(?=\s*,)", _I)


# "never use `try/except` for control flow", "no `setTimeout` for polling": what the banned code
# is not to be used for, which leaves every other use of it alone. Not a time ("for now"), the
# work at hand ("for this"), an example, or a reason ("for performance", "for security
# reasons"): said in the line, a reason would read as the only case the ban holds in.
_PURPOSE = re.compile(
    _TURNED + r"\bfor\s+(?!(?:now|this|that|these|those|it|them|the\s+moment|a\s+while|"
    r"the\s+time\s+being|today|example|instance|sure|good|ever|real|me|you|us|anything|"
    r"everything|any\s+reason|whatever|performance|speed|security|"
    r"safety|readability|consistency|clarity|simplicity|correctness|reliability|portability|"
    r"maintainability|style|reasons?)\b)(?:[a-z][\w-]*\s+){0,2}?(?!reasons?\b)[a-z][\w-]*"
    r"(?<!reasons)(?<!reason)"
    r"(?=\s*(?:[,;.!?)]|$)|\s+(?:in|inside|within|on|and|or|but|unless|except|outside|because|"
    r"since|as|use|please|we|you|always|never)\b)", _I)


def _found(pattern: re.Pattern[str], words: str, masked: str) -> str:
    found = pattern.search(masked)
    return words[found.start():found.end()] if found else ""


def limit_of(said: str) -> str:
    """The part of the work a rule leaves out, or where in the code it holds, as said ("except
    in `main()`", "unless the change is docs-only", "at the top level"); "" when the words say
    neither."""
    words = own_words(said)
    masked = _masked(words)
    kept = [_found(p, words, masked) for p in (_TOP_LEVEL, _LEFT_OUT, _WHEREVER)]
    return ", ".join(k for k in kept if k)


def reach_of(said: str) -> str:
    """Where or for what a rule about code or a command holds, as said ("in library code",
    "except in migrations", "on the vendored modules", "under src/"), or the kind of code a
    ban is said of ("in public functions"); "" for all code."""
    words = own_words(said)
    masked = _masked(words)
    # the part left out is no part the rule holds in ("apart from in tests")
    rest = _left_out_blanked(words, masked)
    found = _REACH.search(rest) or _PART.search(rest) or _FOR_ANYTHING.search(rest) \
        or _FOR_OPENING.search(rest)
    banned = _KIND_BANNED.match(rest)
    place = (_PLACE_AFTER_TERM.search(_masked(rest)) or _PLACE_OPENING.match(rest)) \
        if not (found or banned) else None
    reach = found.group(0) if found else (f"in {_inside(banned.group('kind'))}" if banned else
                                          re.sub(r"^\W+", "", rest[place.start():place.end()])
                                          if place else "")
    if found:
        # the noun the place ends on, said whole: "in production queries", not "in production"
        noun = _NOUN_ON.match(rest, found.end())
        reach += noun.group(0) if noun else ""
    reach = reach[:1].lower() + reach[1:]  # "In tests, ..." opened the sentence
    purpose = _PURPOSE.search(rest)
    if purpose is not None:
        # the verb "for" completes is part of the purpose: "to wait for things", "to check for
        # nulls"
        verb = _TO_VERB_BEFORE.search(rest, 0, purpose.start())
        purpose = _Said(rest[verb.start():purpose.end()], verb.start(), purpose.end()) \
            if verb else _Said(purpose.group(0), purpose.start(), purpose.end())
    if purpose is not None and not (found and purpose.start < found.end()
                                    and found.start() < purpose.end):
        # said in the order they were: "for synchronization in tests"
        both = sorted([(purpose.start, purpose.text), (found.start() if found else -1,
                                                        reach)])
        reach = " ".join(r for _, r in both if r)
        reach = reach[:1].lower() + reach[1:]  # "For logging, never ..." opened the sentence
    return ", ".join(r for r in (reach, limit_of(said)) if r)


# A reach said of some of a kind pointed at ("in the handlers", "in the integration tests",
# "straight from the views", "to the Dockerfiles"): the ones the work has at hand as often as
# every one of the kind. Its words open every reach `reach_of` gives (`_REACH`'s and `_PART`'s),
# so that the ones pointed at are told alike whichever said the reach.
THE_ONES = re.compile(r"^\W*(?:(?:straight|directly)\s+)?(?:in|inside|within|for|to|from)\s+the\s",
                      _I)
# Code said by where it is in the flow of work ("committed code", "merged code"): all of it.
_ALL_CODE = re.compile(r"\b(?:committed|pushed|merged|shipped|submitted|checked[\s-]in)\s+code\b",
                       _I)


def kind_of_code_said(said: str) -> bool:
    """Do the words say a kind of code or of value a rule holds in by what it is ("in library
    code", "in request handlers", "in non-test code", "for money"), not one place nor the ones
    at hand ("in the handlers", "in these tests", "in `retry.py`")?"""
    words = own_words(said)
    masked = _masked(words)
    rest = _left_out_blanked(words, masked)
    found = _REACH.search(rest)
    return found is not None and THE_ONES.match(found.group(0)) is None \
        and _ALL_CODE.search(found.group(0)) is None


@dataclass(frozen=True)
class _Said:
    """A piece of the words and where it is in them."""

    text: str
    start: int
    end: int


# One word more that goes on with the noun a place ends on ("in production queries", "in test
# helpers"), the phrase ending right after it; not a word that opens the next clause or says
# how or when ("in tests either", "in tests to wait").
_NOUN_ON = re.compile(rf"\s+(?!{_NOT_A_NOUN}|(?:here|there|now|anywhere|everywhere|directly|"
                      r"at|ok|okay|thanks|yourself|ourselves|though|today|first|later|period|"
                      r"whatsoever|altogether|entirely|completely|neither)\b)"
                      r"[a-z][\w-]*(?=\s*(?:[,;.!?)]|$))", _I)
# The verb right before the "for" of a purpose: "to wait for", "to look for".
_TO_VERB_BEFORE = re.compile(r"\bto\s+[a-z]+\s+$", _I)


def _spans(masked: str) -> set[int]:
    """The places of the words that leave a part out."""
    return {i for m in _LEFT_OUT.finditer(masked) for i in range(m.start(), m.end())}


def _left_out_blanked(words: str, masked: str) -> str:
    """The words with each character of a part left out read as a comma. The places are found
    once for the words: found again for each character, a long paste cost its length squared."""
    left_out = _spans(masked)
    return "".join(", " if i in left_out else c for i, c in enumerate(words))


# Limits a line written down must say as the person did, or the rule is not written down: a
# part left out, where in the code, "only in `main.go`", "in new code only" (said in the line
# without the "only"), "everywhere else" (the rest, after a part said before), what kind of text
# ("in commit messages").
_LIMITS = (_LEFT_OUT, _TOP_LEVEL, _FOR_ANYTHING, _FOR_OPENING, _WHEREVER,
           re.compile(r"\b(?:everywhere\s+else|elsewhere)\b", _I),
           re.compile(r"\bin\s+(?:the\s+|our\s+|all\s+)?(?:commit\s+messages|PR\s+(?:titles|"
                      r"descriptions)|pull\s+request\s+(?:titles|descriptions))\b", _I))
# "only in the build scripts", "for new code only": where a tool or a way is to be used. "Only in
# this repo" is the project, "only from now on" a habit, "in `vitest` only" the tool itself; and
# "never X, only on Y" says where the ban does not hold, which its line need not say.
_NOT_A_LIMIT = (r"(?!(?:this|our|the)\s+(?:repo|repository|project|codebase|monorepo|app|service|"
                r"team)\b|now\b|here\b|`)")
_ONLY_LIMITS = (
    re.compile(r"(?<![\w-])only\s+(?:in|for|on|at|inside|within|under|when)\s+" + _NOT_A_LIMIT
               + _PHRASE + r"{1,50}?" + _PHRASE_END, _I),
    re.compile(r"\b(?:in|for|on)\s+" + _NOT_A_LIMIT + r"(?:[\w-]+\s+){1,3}?only(?![\w-])", _I),
)
_ONLY = re.compile(r"(?<![\w-])only(?![\w-])", _I)


def _plain(text: str) -> str:
    return " ".join(text.replace("`", "").lower().split())


# "never merge without squashing", "never run `terraform apply` without a plan": what a ban
# lets the action go on with, which is no part of a ban of the action. Not a flag (said in
# backticks, part of the command banned), the person's go-ahead (`_ASKS_FIRST`, which the line
# says as "without asking first"), nor a review, which no change the agent makes on its own has
# ("never push to main without a review" bans its pushes to main).
_BANNED_WITHOUT = re.compile(r"\bwithout\s+(?!`)(?!(?:an?\s+|any\s+)?(?:code\s+|peer\s+)?"
                             r"reviews?\b)(?:[\w'-]+\s+){0,3}?[\w'-]+" + _PHRASE_END, _I)


def limit_left_out(said: str, line: str, ban: bool = False) -> str:
    """The first limit the words put on their rule that `line` does not say, as typed; "" when
    the line says them all (or the words put none). A `ban`'s "only in" is where it does not
    hold, and what it goes on "without" is where it does not hold either."""
    words = own_words(said)
    masked = _masked(words)
    if ban and not _ASKS_FIRST.search(words):
        found = _BANNED_WITHOUT.search(masked)
        if found is not None and _plain(words[found.start():found.end()]) not in _plain(line):
            return words[found.start():found.end()]
    only = () if ban else _ONLY_LIMITS
    for patterns, kept in ((_LIMITS, lambda t: t), (only, lambda t: _ONLY.sub(" ", t))):
        for pattern in patterns:
            for found in pattern.finditer(masked):
                limit = words[found.start():found.end()]
                if _plain(kept(limit)) not in _plain(line) and not _gate_of(limit, line):
                    return limit
    return ""


# "... unless `go test ./...` is green": the check the line runs, passing, is the gate of the
# rule, not a case it leaves out.
_GATE = re.compile(r"^\W*(?:unless|until)\s+(?P<check>`[^`\n]+`)\s+(?:is\s+|are\s+)?(?:green|"
                   r"clean|passing|passes|pass|succeeds?)\b", _I)


def _gate_of(limit: str, line: str) -> bool:
    found = _GATE.match(limit)
    return found is not None and found.group("check").lower() in line.lower()


# Where or when a command is run, which its command line does not show: "locally", "inside the
# container", "from your machine", "on Fridays", "during the code freeze". A ban said with one
# holds only there or then ("never run the e2e suite locally" leaves CI to run it), so the line
# written down keeps it.
_DAYS = rf"{WEEKDAY}s?"
_RUN_PLACE = re.compile(
    _TURNED + r"\b(?:locally|"
    r"(?:on|from)\s+(?:your|my|our|the|a)\s+(?:own\s+)?(?:local\s+)?(?:machine|laptop|"
    r"workstation|host|box)|"
    r"in(?:side)?\s+(?:the\s+|a\s+|any\s+)?(?:docker\s+|dev\s+)?containers?|in\s+docker|"
    rf"on\s+(?:a\s+)?{_DAYS}(?:\s+(?:morning|afternoon|evening|night)s?)?|"
    r"on\s+(?:the\s+)?weekends?|during\s+(?:business|office)\s+hours|"
    r"(?:during|in)\s+(?:the|a)\s+(?:code\s+)?freeze)\b(?![/.-])", _I)


# Of those, a time: no replay of the work shows the day or the hour it is run at.
_RUN_TIME = re.compile(
    rf"\b(?:on\s+(?:a\s+)?{_DAYS}|on\s+(?:the\s+)?weekends?|during\s+(?:business|office)\s+hours|"
    r"(?:during|in)\s+(?:the|a)\s+(?:code\s+)?freeze)\b", _I)


def is_a_run_time(reach: str) -> bool:
    """Does a run's reach say when it is run ("on a Friday afternoon", "during the freeze")?"""
    return _RUN_TIME.search(reach) is not None


# Of those and beyond them, a machine or a person no replay of the work shows: the host a
# command is run on or from ("from laptops", "on the CI box", "from the jump host", "on the build
# agents") and the user it is run as ("as root", "as the postgres user"). A replay runs in a
# workspace of its own, as no one in particular: a run of the command there is no run on that
# machine nor as that user, and gives no verdict. So is production ("in production", "against
# prod", "on the prod cluster", "on the production database"): a replay never acts on it, so a
# seed, a migration or a reset it runs is run elsewhere. "locally" and "in a container" are
# where a replay does run, and keep their check, and so does a thing of production the command
# names itself ("on the prod namespace": `kubectl delete ns prod`).
_UNSEEN_PLACE = re.compile(
    r"\b(?:on|from|in|inside)\s+(?:(?:the|a|an|any|your|my|our|their|this|that|some|a\s+shared)"
    r"\s+)?(?:[\w-]+\s+){0,2}?(?:machines?|laptops?|workstations?|desktops?|computers?|hosts?|"
    r"box(?:es)?|servers?|agents?|runners?|vms?)\b(?![/.-])|"
    r"\bas\s+(?:(?:the|a|an)\s+)?(?:root|admin|administrator|superuser|"
    r"(?:[\w-]+\s+)?(?:user|account))\b(?![\w-]|\s+(?:input|data|code|content|names?|ids?)\b)",
    _I)


def unseen_place(said: str) -> str:
    """The machine or the environment a command is said to be run on or from, or the user it
    is run as, which no replay shows, as typed; "" when the words name none."""
    own = own_words(said)
    found = _UNSEEN_PLACE.search(own) or _PRODUCTION.search(own)
    return found.group(0) if found else ""


def is_unseen(reach: str) -> bool:
    """Does a run's reach say when it is run, or where or as whom no replay shows?"""
    return is_a_run_time(reach) or _UNSEEN_PLACE.search(reach) is not None \
        or _PRODUCTION.search(reach) is not None


# What git acts on, picked out by a state of it no command line shows, as a verb's object:
# "pushed commits", "public branches", "already-pushed history". A commit's line names no commit,
# so "never amend pushed commits" bans no amend a replay shows.
GIT_STATE = r"(?:already[- ])?(?:pushed|shared|public|published|merged|released|protected)"
GIT_OBJECT = r"(?:commits?|branch(?:es)?|tags?|history)"
PICKED_OUT = re.compile(rf"\s*{GIT_STATE}\s+{GIT_OBJECT}\b", _I)


# Branches said by who works on them, not by name: "shared branches", "a public branch", "team
# branches", "protected branches": those every piece of work lands on
# (`branch_names.SHARED_BRANCHES`), not a feature branch of the work's own.
SHARED_SAID = re.compile(r"\b(?:shared|public|team|common|protected|long-?lived)\s+"
                         r"branch(?:es)?\b", _I)


def run_place(said: str) -> str:
    """Where or when the person said a command is to be run or not run, as said; "" when
    the words say neither."""
    found = _RUN_PLACE.search(own_words(said))
    return found.group(0) if found else ""


# What a banned command was said to act on, right after it: "never `go get` random packages",
# "never `pip install` unpinned packages", "never run go vet on vendor", "never run `kubectl
# delete` against the prod cluster". The ban holds for that only ("Do not run `go get`." would
# ban every dependency change), so its line keeps it. Words that open the next part of the
# sentence (a moment, a go-ahead, a reason, a habit) are no object, and neither is the work at
# hand ("on this branch") nor a name in backticks (a flag or an argument the command holds).
_AFTER_OBJECT = (r"without|unless|until|except|outside|before|after|because|since|so|as|when|"
                 r"whenever|while|if|and|or|but|then|please|pls|ever|again|anymore|any\s+more|"
                 r"at\s+all|yourself|from\s+now|going\s+forward|instead|rather|use|run|even|"
                 r"either|too|first|now|today|here|there|it|this|that|these|those|them|anything|"
                 r"everything|all|either|with|by|via|through|using|locally")
# Production, said as where a command is run: "in production", "against prod", "on the prod
# cluster", "on the production database", "in prod, ever". Said of a thing the command names
# itself ("on the prod namespace"), it is that thing, which a replay may show; so may a push "to
# prod", a branch as often as the place.
_PRODUCTION = re.compile(
    r"\b(?:in|on|against)\s+(?:the\s+|our\s+)?(?:prod|production)(?:\s+(?:clusters?|"
    r"databases?|dbs?|environments?|envs?|servers?|stacks?|instances?|sites?|systems?|data))?"
    r"(?![\w/.-])(?!\s+(?!(?:" + _AFTER_OBJECT + r")\b)[a-z])", _I)
# "`--no-verify` is off limits", "`git push -f` must never be used": the command said as the
# subject of what follows, no verb's object.
_SAID_OF_IT = (r"is|are|was|were|be|been|has|have|had|gets|got|must|should|shall|will|would|can|"
               r"could|may|might|stays|remains|isn'?t|aren'?t")
_RUN_OBJECT = re.compile(
    r"^\s+(?P<object>(?!(?:" + _AFTER_OBJECT + "|" + _SAID_OF_IT + r")\b)"
    r"(?:(?:on|against|in|inside|into|to|for|under|over|across|within)\s+)?"
    r"(?!(?:" + _AFTER_OBJECT + r")\b)(?:(?:the|a|an|any|our|my|all)\s+)?"
    r"(?!(?:" + _AFTER_OBJECT + r")\b)[a-z][\w-]*(?:\s+(?!(?:" + _AFTER_OBJECT + r")\b)"
    r"[a-z][\w/-]*){0,5}?/?)"
    r"(?=\s*(?:[,.;:!?)\u2014-](?![\w`])|\n|$)|\s+(?:" + _AFTER_OBJECT + r")\b)", _I)


_CUT_SHORT = re.compile(r"\b(?:on|in|to|for|of|at|by|from|into|onto|against|over|under|like|as|"
                        r"such|the|a|an|any|our|my|your|its|their|some|every|each|no|not)$", _I)


def _after_command(said: str, command: str) -> str | None:
    """The words after the command as said (in backticks or not), or None when it is not."""
    words = own_words(said)
    for named in (f"`{command}`", command):
        at = words.lower().find(named.lower())
        if at >= 0:
            return words[at + len(named):]
    return None


def run_object(said: str, command: str) -> str:
    """What the words say a banned command acts on or where, right after the command as said
    ("random packages", "on vendor"); "" when nothing follows it but the rest of the
    sentence."""
    after = _after_command(said, command)
    found = _RUN_OBJECT.match(after) if after is not None else None
    named = found.group("object") if found else ""
    # "never run `rm -rf` like that": a phrase cut short names nothing
    return "" if _CUT_SHORT.search(named) else named


# "never `go get` these packages", "never run `black` on that folder": the ones at hand ("in
# this repo" is the whole project).
_OBJECT_AT_HAND = re.compile(r"^\s+(?:(?:on|against|in|inside|into|to|for|under|over|across|"
                             r"within|from)\s+)?(?:this|these|that|those)\s+(?!(?:repo|"
                             r"repository|repositories|project|codebase|monorepo|team|company|"
                             r"org|organi[sz]ation|workspace)\b)[a-z]", _I)


# How an action is banned, which no check can see. A file not to be edited "by hand" or
# "manually" is one its tool rewrites ("never edit `db/schema.rb` by hand" leaves the migration
# free to change it, and a check that the file is unchanged fails exactly that work), and code
# not to be written by hand is written by a tool; a command the agent runs is run by hand
# whatever it is ("never run `make deploy` manually" bans its runs). A command not to be run "as
# root" or "with sudo" is no ban of the command.
_BY_HAND = re.compile(_TURNED + r"\b(?:by\s+hand|manually)\b", _I)
_AS_ROOT = re.compile(
    _TURNED + r"\b(?:as\s+(?:root|(?:an?\s+)?admin(?:istrator)?|superuser|sudo)|"
    r"(?:with|using|via|under|through)\s+sudo|with\s+(?:root|admin)\s+(?:rights|privileges|"
    r"access))\b", _I)


def banned_in_a_manner(said: str, kind: str) -> bool:
    """Do the words ban an action of this judge's `kind` only when done in a way its check
    cannot see?"""
    words = own_words(said)
    if kind == "does_not_run":
        return _AS_ROOT.search(words) is not None
    return _BY_HAND.search(words) is not None or _AS_ROOT.search(words) is not None


def run_object_at_hand(said: str, command: str) -> bool:
    """Do the words say a banned command acts on the things at hand, right after it?"""
    after = _after_command(said, command)
    return after is not None and _OBJECT_AT_HAND.match(after) is not None


# What a tool is for, or when or in what code it is used, said otherwise than with "for" or a
# place of `reach_of`; a line without it asks for the tool in every change ("wrap errors with
# `%w`" written as "Use `%w`." wants `%w` in every diff). Each reads as a phrase after "Use X":
# - a moment: "when comparing floats", "whenever we fire independent requests", "while waiting
#   for the server";
# - a purpose after the tool: "use `defer` to close files", "use `errors.Is` to compare errors";
# - the work the tool does, said as a verb and its object: "always wrap errors with `%w`" is
#   "to wrap errors" (a verb of running a tool, "run tests with", is the tool's own line);
# - where in the code: "at the boundaries", "at the edges";
# - the subject a rule is said of: "errors should be wrapped with `%w`" is "for errors", "test
#   helpers should call `t.Helper()`" is "in test helpers" (not a pronoun, the ones at hand, nor
#   whoever does the work: "agents must always use `pathlib`").
_END = r"(?=\s*(?:[,.;:!?)](?![\w`])|\n|$)|\s+(?:and|but|or|then|please|pls|not|never|instead|" \
       r"rather|from\s+now|going\s+forward|because|since|so\s+that)\b)"
_WORD = r"(?:`[^`\n]+`|[a-z][\w'-]*)"
_MOMENT = re.compile(
    _TURNED + r"\b(?:when(?:ever)?|while)\s+(?:(?:we|you)\s+)?(?!(?:it|that|this|there|needed|"
    r"possible|in\s+doubt|unsure|done|ready)\b)[a-z][\w-]*(?:\s+" + _WORD + r"){0,5}?" + _END,
    _I)
_USE = r"(?:use|using|call|calling|prefer|pick|choose|take|reach\s+for)"
_TO_DO = re.compile(
    # "use `fmt.Errorf` with `%w` to wrap errors": what the tool is used with goes with it
    rf"\b{_USE}\s+`[^`\n]+`\s+(?P<to>(?:(?:with|and)\s+`[^`\n]+`\s+)?"
    # "just to get CI green": the purpose whatever word plays it down
    r"(?:(?:just|only|simply|merely)\s+)?"
    # "to make CI pass" is a purpose; "to make it work", "to make sure" say none
    r"to\s+(?!(?:be|the|a|an|use|avoid|do|make\s+(?:it|this|that|them|sure|things)|it|this|"
    r"that|them|me|us|you)\b)[a-z][\w-]*(?:\s+" + _WORD + r"){0,4}?)" + _END, _I)
_NOT_WORK = (r"(?:use|prefer|replace|start|begin|stick|go|do|get|keep|run|execute|invoke|"
             r"launch|test|lint|build|install|deploy|manage|bump|check|compile|serve|commit|push|"
             r"sign|type-check|typecheck|write|come|be|import)\b")
_WORK_WITH = re.compile(
    # said with a habit word, or as the order the clause opens with ("validate the payloads with
    # `zod`", made a rule by what is said after it); not a subject and its verb ("we prefix
    # interfaces with `I`", "errors should be wrapped with `%w`", "tests mock time with ...")
    r"(?:\b(?:always|never)\s+|^\W*(?:(?:please|pls)\s+)?(?!(?:we|you|i|they|it|he|she|this|"
    r"that|these|those|there|our|my|your|their|the|a|an|each|every|all|any|some|new|old|"
    r"existing)\b|[a-z]*[^s\W]s\b)"
    r"(?!(?:[a-z][\w-]*\s+){1,4}?(?:should|must|shall|will|would|can|could|may|might|are|is|"
    r"be|were|was|get|gets)\b))"
    # ("never suffix classes with `Impl`": a part of names, no work done with it)
    r"(?P<verb>(?!" + _NOT_WORK + r"|(?:never\s+)?(?:prefix|suffix)\b)[a-z]+)\s+"
    r"(?P<object>(?:(?!with\b|using\b|via\b|through\b)[a-z][\w-]*\s+){0,3}?"
    # "always wrap errors with context using `fmt.Errorf`": what the work is done with, in words
    r"(?:with\s+[a-z][\w-]*\s+(?=(?:using|via|through)\s))?)"
    r"(?:with|using|via|through)\s+`[^`\n]+`", _I)
_AT_PLACE = re.compile(_TURNED + r"\bat\s+(?:the|each|every|all|our)\s+(?:[\w-]+\s+)?(?:boundary|"
                       r"boundaries|edges?|entry\s+points?|seams?)\b", _I)
_SUBJECT_NOUN = (r"^\W*(?P<subject>(?:(?:all|every|new|our)\s+)?(?!(?:the|these|those|this|that|"
                 r"my|your|we|you|i|it|they|he|she|everything|everyone|anything|something|"
                 r"nothing|some|most|there|what|which|who|why|how|where|when|should|must|do|does|"
                 r"please|just|always|never|also|only|usually|often|sometimes|now|then|so|and|"
                 r"but|or|if|ok|okay|yes|thanks|agents?|assistants?|claude|codex|copilot|cursor|"
                 r"gemini|ai|bots?|models?|devs?|developers?|engineers?|people|everybody|team|"
                 r"folks|contributors?)\b)(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*")
_SUBJECT = (_SUBJECT_NOUN + r")\s+(?:should|must|shall|need\s+to|have\s+to|has\s+to)\s+"
            r"(?:always\s+)?")
# A past participle: regular ("wrapped"), or one of the irregular ones a rule is said with
# ("config values should be read with `os.getenv`", "errors must be thrown with ...",
# "timeouts should be set with ...", "panics should be caught with ...").
_PARTICIPLE = (r"(?:[a-z]+(?:ed|en|wn|ne)|read|set|put|kept|run|built|caught|held|sent|made|"
               r"found|bound|cut|fed|hit|led|left|brought|taught|dealt|spelt|split|spread|"
               r"shut|stuck|struck|told|sold|laid|paid|said|meant)")
_SUBJECT_PASSIVE = re.compile(_SUBJECT + r"be\s+(?:" + _PARTICIPLE + r"\s+(?:with|using|as|via|"
                              r"through|in)\s+)?`", _I)
# ("new handlers should log with `slog`", "new files must start with `// @ts-check`": the verb
# and the word that joins the tool to it)
_SUBJECT_ACTIVE = re.compile(_SUBJECT + r"(?!be\b|not\b|never\b)[a-z]+\s+(?:(?:with|using|via|"
                             r"through)\s+)?`", _I)
# The same conventions said in the present, as how the project does it: "errors are wrapped
# with `fmt.Errorf`", "money is formatted by `formatMoney`" (for errors, for money); "tests use
# `require`", "all HTTP calls go through `httpClient`", of a kind in the plural (in tests).
_SUBJECT_PASSIVE_NOW = re.compile(
    _SUBJECT_NOUN + r")\s+(?:are|is)\s+(?:always\s+)?" + _PARTICIPLE
    + r"\s+(?:with|using|via|through|by|in)\s+`", _I)
# The work a tool does, said as how the team or a kind of code does it in the present: "we
# handle errors with `anyhow`" (to handle errors), "tests mock time with `freezegun`" (to mock
# time in tests). Not how things are named ("we prefix interfaces with `I`").
_DONE_NOW = (r"\s+(?:always\s+|usually\s+|normally\s+)?(?P<verb>(?!" + _NOT_WORK
             + r"|(?:prefix|suffix|name|call|spell|start|end|mark|tag|label|are|is|were|was|"
             r"been|being|should|must|shall|will|would|can|could|may|might|have|has|had|does|"
             r"did|need|needs|always|never|usually|normally|also|only|all|in|on|at|for|of|to|"
             r"from|by|with|under|inside|within|across|the|a|an|this|that|these|those|our|my|"
             r"and|or|but)\b)[a-z]+)\s+"
             r"(?P<object>(?:(?!with\b|using\b|via\b|through\b)[a-z][\w-]*\s+){1,3}?)"
             r"(?:with|using|via|through)\s+`")
_TEAM_DOES_WITH = re.compile(r"^\W*we" + _DONE_NOW, _I)
# A kind of code named in the plural ("tests", "all HTTP calls"), as the subject.
_KINDS = _SUBJECT_NOUN + r"(?<=[^sui\W]s))"
_KIND_DOES_WITH = re.compile(_KINDS + _DONE_NOW, _I)
_SUBJECT_ACTIVE_NOW = re.compile(
    _KINDS + r"\s+(?:always\s+)?(?:use|go\s+through|call|get|extend|"
    r"implement|return|carry|live\s+in)\s+`", _I)
# New work of a kind as the subject of a convention said in the present: "new screens are
# `SwiftUI`", "new endpoints use `zod`", "new tables get `identity` columns": for new screens.
_NEW_SUBJECT = re.compile(
    r"^\W*(?P<subject>(?:(?:all|every|any)\s+)?new\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+"
    # ("new tables need a `created_at`", "new modules must have `X`": what each one holds)
    r"(?:(?:should|must|shall)\s+(?:always\s+)?)?"
    r"(?:are|is|use|uses|get|gets|go|goes|live|lives|take|takes|call|calls|extend|extends|"
    r"implement|implements|return|returns|carry|carries|need|needs|have|has|"
    r"(?:are|is)\s+(?:written|built|made|done)\s+(?:in|with))\s+(?:an?\s+)?`", _I)


def _inside(subject: str) -> str:
    """A sentence's subject as said inside a line: its capital gone, unless it is an acronym's
    ("Errors" -> "errors", "HTTP calls" stays)."""
    first = subject.split(" ", 1)[0]
    return subject if first.isupper() and len(first) > 1 else subject[:1].lower() + subject[1:]


def purpose_of(said: str) -> str:
    """What the rule's tool is for, when or in what code it is used, as a line after "Use X"
    says it ("to wrap errors", "when comparing floats", "for errors", "in test helpers"); ""
    when the words say none of it."""
    words = own_words(said)
    masked = _masked(words)
    found = [_found(p, words, masked) for p in (_MOMENT, _AT_PLACE)]
    to_do = _TO_DO.search(masked)
    work = _WORK_WITH.search(masked)
    if to_do is not None:
        found.insert(0, words[to_do.start("to"):to_do.end("to")])
    elif work is not None and (work.group("object") or any(found)):
        said_object = words[work.start("object"):work.end("object")].strip()
        found.insert(0, " ".join(w for w in ("to", work.group("verb").lower(), said_object) if w))
    elif (done := _TEAM_DOES_WITH.search(masked) or _KIND_DOES_WITH.search(masked)) is not None:
        said_object = words[done.start("object"):done.end("object")].strip()
        kind = done.groupdict().get("subject")
        where = f" in {_inside(words[done.start('subject'):done.end('subject')])}" if kind else ""
        found.insert(0, f"to {done.group('verb').lower()} {said_object}{where}")
    passive = _SUBJECT_PASSIVE.search(masked) or _SUBJECT_PASSIVE_NOW.search(masked)
    active = _SUBJECT_ACTIVE.search(masked) or _SUBJECT_ACTIVE_NOW.search(masked)
    if passive is not None:
        found.insert(0, f"for {_inside(words[passive.start('subject'):passive.end('subject')])}")
    elif active is not None:
        found.insert(0, f"in {_inside(words[active.start('subject'):active.end('subject')])}")
    elif (new := _NEW_SUBJECT.search(masked)) is not None:
        found.insert(0, f"in {words[new.start('subject'):new.end('subject')].lower()}")
    return " ".join(f for f in found if f)


# A ban of an action said in words, right before the tool that replaces it: "never handle money
# by hand, use `Decimal`", "don't block the event loop, use `asyncio.to_thread`", "never throw
# from callbacks; return a `Result`". The tool is asked for where the work did what the ban
# names, so its line says the ban whole ("Use `Decimal`." would ask for `Decimal` in every
# change, and lose the money). A ban of a tool ("never use floats, use `Decimal`") is a rule of
# its own that the line pairs with the tool asked for; a ban that names code in backticks is one
# too.
_BAN_OPENS = r"(?P<not>never|don'?t|do\s+not|avoid|no\s+more)"
_BANNED_ACTION = re.compile(
    r"(?:^|[,;:.!?(\u2014\u2013]\s*|\b(?:and|but|so)\s+)(?:(?:we|you|please|pls)\s+)?"
    r"(?:(?:always|should|must)\s+)?" + _BAN_OPENS + r"\s+(?:ever\s+)?"
    r"(?P<action>(?!(?:use|using|call|calling|import|importing|add|adding|install|installing|"
    r"run|running|pull\s+in|bring\s+in|depend|rely|touch|change|edit|ever)\b)"
    # "don't worry, use `pnpm`", "don't overthink it": said to the person, no work banned
    r"(?!(?:worry|worrying|forget|bother|hesitate|mind|wait|be|get|think|overthink\w*|"
    r"overcomplicate\w*|stress|sweat|fret|feel|ask|guess|argue|apologi[sz]e|need|have)\b)"
    # the action may name code ("never bind `0.0.0.0` in dev, use `127.0.0.1`"); one whose verb
    # makes a ban of the code itself is told apart by `banned_before`'s caller
    r"[a-z](?:`[^`\n]{1,60}`|[^,;:`\n.!?\u2014\u2013]){2,80}?)"
    # What may end the clause, each joining word with a space of its own on either side, read
    # in one pass: a run of spaces split every way between the joins took the cube of it.
    r"(?:\s(?:and|but|so)\s|\s|[,;:\u2014\u2013-])*+(?:(?:just|instead|rather|always)\W++)*+$",
    _I)
# What the tool's clause opens with when it replaces the action banned before it.
_REPLACING = re.compile(r"^\W*(?:(?:just|instead|rather|always)\W+)*(?:use|prefer|go\s+through|"
                        r"return|wrap\s+(?:it|them)\s+in|reach\s+for|stick\s+(?:to|with)|"
                        r"call)\b", _I)
# The things at hand: "these callbacks", "this module", "that file", "here". A ban said of them
# is said of the code in front of the person, no rule of all work.
_AT_HAND = re.compile(r"\b(?:this|these|that|those|here)\b(?!\s+(?:repo|repository|"
                      r"repositories|project|codebase|code\s?base|monorepo|team|company)\b)", _I)


def banned_before(before: str, clause: str,
                  bans_its_term: Callable[[str], bool] = lambda _: False) -> str:
    """The action the words right before a tool's clause ban, which the tool replaces, as a line
    says it ("Do not handle money by hand"); "" when the clause asks for a tool on its own, or
    when the action names code that `bans_its_term` says the ban is a check of ("never hardcode
    `localhost`, use ...": a ban of its own, paired with the tool in its line)."""
    if not _REPLACING.match(own_words(clause)):
        return ""
    found = _BANNED_ACTION.search(own_words(before))
    if found is None:
        return ""
    if "`" in found.group("action") and bans_its_term(found.group("action")):
        return ""
    opener = "Avoid" if found.group("not").lower() == "avoid" else "Do not"
    return f"{opener} {found.group('action').strip()}"


def at_hand(words: str) -> bool:
    """Do the words point at the things in front of the person ("these callbacks", "here")?"""
    return _AT_HAND.search(own_words(words)) is not None
