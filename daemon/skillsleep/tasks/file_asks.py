"""Asks that the change edit a given file: "add an entry to CHANGELOG.md", "bump the version in
`pyproject.toml`", "document the new flag in the README", "also update CLAUDE.md".

Such an ask names a file the work must touch besides the code it changes, and is read by its
shape: a verb of editing whose object is a file term ("update / edit / touch / amend / bump
X"), or whose object goes in or to one ("add an entry / a line / a note to X", "bump the version
in X", "document / mention / note ... in X"), or a changelog entry ("add a changelog entry"),
also asked for by itself with words that ask or add it ("a changelog entry please", "and a
CHANGES.md line too"; "a changelog entry" alone may be a title or an answer). A file
term is a path or a file name with a file type's extension, a dotfile (".gitignore",
".env.example"), or a name a project's files are known by (README, CHANGELOG, Makefile,
Dockerfile: `work.WELL_KNOWN_FILES`). Only the person's own words count
(`directives.own_clauses`: no paste, question, musing or reported speech), so "did you update
the changelog?" and "the reviewer said to update the README" give nothing; a clause that says
how things are ("the changelog is out of date", "I updated the README") opens
with no such verb. The same asks said in the passive, with the file as their subject ("the
changelog should be updated too", "CHANGELOG.md needs an entry"), are read as the active ones;
what someone else updates ("... by the release job") is no ask.

An edit that is the work itself ("update the README to describe the new flags" as the request,
or after a first ask that is itself such an edit: "bump the version in pyproject.toml and add
an entry to CHANGELOG.md" is a release) is the task, not a condition on other work. A check is
given only for an ask made on top of the work: in a follow-up after the agent's answer, in the
request after the ask for other work ("fix the pager, and add an entry to CHANGELOG.md"), with
words that add it to the work ("also", "too", "before you finish": `repetition.ADDED`), or said
as a rule ("always update CHANGELOG.md", "whenever you add a flag, document it in the README").

An edit the person then says not to make ("actually, no need to update the changelog", "skip
the README": `declined_files`) takes back the ask made before it in the same task.

What is not one file in the repository gives nothing, and ends the reading of that ask: a
folder ("docs/"), a pattern ("docs/*.md"), a web address, a path outside the repository
("../notes.md", "/etc/hosts", "~/todo.md").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .directives import ONE_OFF, before_what_it_says, hedged, own_clauses
from .gated import Gated
from .judges.work import WELL_KNOWN_FILES, file_term_problem
from .repetition import ADDED
from .terms import has_file_extension, is_dotfile

_I = re.I


@dataclass(frozen=True)
class FileAsk:
    path: str          # the file as named: "CHANGELOG.md", "docs/migrations.md", "README"
    clause: str        # the words that ask it
    sentence: str      # the sentence they are part of
    rule: bool         # said as a rule for all work, not only this task


_BY_NAME = {n.lower(): n for n in WELL_KNOWN_FILES}
# Well-known names that are a file even in lower case ("the readme"); "news", "history",
# "license", "changes" in lower case are plain words.
_LOWER_CASE_WORDS = """readme changelog makefile dockerfile containerfile justfile jenkinsfile
procfile gemfile rakefile vagrantfile codeowners"""
_LOWER_CASE_OK = frozenset(_LOWER_CASE_WORDS.split())

# How a file is written down: in quotes, or a token that may turn out to be a path, a glob, a
# web address or a plain word (read by `_file_named`), taken whole: never a shorter part of it.
_TOKEN = r"(?P<file>`[^`\n]{1,160}`|\"[^\"\n]{1,160}\"|'[^'\n]{1,160}'|[\w.~/*?:\[\]{}@+%=\\-]++)"
# What may stand before the file's name: "the top-level README", "our CHANGELOG.md".
_BEFORE = (r"(?:(?:the|our|your|this|that|its|a|an)\s+)?(?:(?:root|top[- ]level|main|project'?s?|"
           r"repo'?s?|repository'?s?|existing)\s+)?")
# What may follow the file's name: the end, or a word that starts what goes with the ask ("with
# the new flag", "too", "so that"); another noun makes the name a modifier ("the README parser").
_AFTER = (r"(?=\s*(?:$|[,.;:!?)(]|(?:to|with|so|and|too|as|for|in|on|accordingly|also|please|"
          r"then|when|before|after|once|if|while|because|since|where|that|which|again|now|"
          r"right|under|below|above|at|file|section|entry|entries|page|this|here|either|"
          r"anymore|yet)\b))")
# "update CHANGELOG.md", "touch the README": the file is what the verb governs.
_EDITS = re.compile(rf"^(?:update|edit|touch|amend|modify|change|revise|extend|bump)\s+{_BEFORE}"
                    rf"{_TOKEN}{_AFTER}", _I)
# "add an entry to CHANGELOG.md", "bump the version in pyproject.toml", "mention it in the
# README": what the verb governs goes in or to the file. After a verb of changing, "to" names a
# new value ("update the path to config/app.yaml"), so only "in" names the file there. Verbs
# that may as well ask for an answer or for work elsewhere ("list the functions in utils.py",
# "explain what is in config.yaml", "fix the failing test in a_test.go") are not among them.
_INTO_VERBS = re.compile(r"^(?:add|append|insert|include|put|document|mention|note)\s", _I)
_IN_VERBS = re.compile(r"^(?:write|bump|increment|update|edit|change)\s", _I)
_INTO = re.compile(rf"(?:^|\s)(?P<prep>in|to|into|inside|within)\s+{_BEFORE}{_TOKEN}{_AFTER}",
                   _I)
_MAX_OBJECT_WORDS = 10   # between the verb and "in X": further on, X is about something else
# After a phrase that has a preposition of its own, "in X" may say where that thing is ("add a
# test for the bug in parser.py": the test goes elsewhere), not where the verb puts it.
# So does a question word ("mention what changed in parser.py").
_OWN_PREPOSITION = re.compile(r"\b(?:for|about|of|on|from|with|at|by|around|behind|what|how|"
                              r"why|which|where|whether|who|when)\b", _I)
# "add a changelog entry", "write a README note", "add a `CHANGELOG.md` entry", "add a
# CHANGELOG.md entry": the file named as the kind of entry.
_ENTRY = re.compile(r"^(?:add|write|include|put|append)\s+(?:a|an|one|the)\s+(?:new\s+|short\s+|"
                    r"brief\s+)?(?:(?P<name>changelog|readme)|`(?P<file>[^`\n]+)`|"
                    r"(?P<bare>[\w./-]+\.[A-Za-z]\w*))\s+(?:entry|line|note|item|bullet)\b", _I)

# "a changelog entry please", "and a CHANGELOG.md line too": the entry asked for by itself, with
# no verb, and words that ask or add it (a bare "a changelog entry" may be a title or an answer).
_ENTRY_ALONE = re.compile(r"^(?:(?:a|an|one|the)\s+)?(?:new\s+|short\s+)?(?P<what>(?:changelog|"
                          r"readme|`[^`\n]+`|[\w./-]+\.[A-Za-z]\w*)\s+(?:entry|line|note|item|"
                          r"bullet))(?:\s+(?:for\s+(?:it|this|that|them))|\s+too|\s+as\s+well|"
                          r"\s+again)*\s*,?\s+(?:please|pls)\W*$|^(?:(?:a|an|one|the)\s+)?"
                          r"(?:new\s+)?(?P<added>(?:changelog|readme|`[^`\n]+`|[\w./-]+\.[A-Za-z]\w*)"
                          r"\s+(?:entry|line|note|item|bullet))\s+(?:too|as\s+well)\W*$", _I)

# Words that open an ask without being its verb; after them the verb.
_LEADS = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|also|then|now|please|pls|plus|btw|oh|finally|lastly|just|yes|"
    r"yeah|great|thanks|good|perfect|nice|cool|one more thing)\b[\s,!.:-]*)+", _I)
_ASKING = re.compile(
    r"^(?:(?:can|could|would|will) you\s+(?:please\s+|also\s+)*|(?:please\s+)?(?:make sure|"
    r"be sure|ensure)(?:\s+to|\s+that you|\s+you)?\s+|(?:don'?t|do not) forget to\s+|"
    r"remember to\s+|go ahead and\s+|(?:you|we) (?:should|need to|must|have to)\s+|"
    r"i (?:want|need|would like|'d like) you to\s+)", _I)
_RULE_OPENING = re.compile(
    r"^(?:(?:(?:we|you)\s+(?:should\s+|must\s+)?)?always\s+|(?:from now on|from here on|"
    r"going forward|in (?:the )?future|every time|each time|by default|as a rule)\s*,?\s*)", _I)
# Words anywhere in the sentence that make the ask a habit. Narrower than the directives' habit
# words on purpose: "never" there belongs to a prohibition ("never touch X, but update the
# README"), and "convention", "in general", "our style" say how an edit is written ("update the
# README to follow our style"), not that it recurs; "with each release" does say so. Most
# sentences hold none of them: the pattern runs only where one is (`Gated`).
_HABIT = Gated(r"\b(?:always|from now on|from here on|going forward|in (?:the )?future|"
               r"every time|whenever|each time|as a rule|by default|(?:with|in|for|on) "
               r"(?:each|every) (?:change|pr|pull request|release|commit|feature))\b")
# Where one clause asks two things: "fix the pager, and add an entry to CHANGELOG.md". Spaces
# then "and"/"then", or spaces then "," or ";": the two cannot both match where a cut starts
# (the character after the spaces decides), so the cuts are those of
# `\s*(?:,...|;...|\s+and...|\s+then...)`, found without trying every alternative after a
# leading `\s*` at every character (fifteen times slower).
# (Opened at a run of spaces' first one and taken whole: `directives._PROJECT_SAID_LAST`.)
_SEGMENTS = re.compile(r"(?!(?<=\s)\s)(?:\s++(?:and\s++(?:then\s++)?|then\s++)|"
                       r"\s*+(?:,\s*+(?:and\s++)?(?:then\s++)?|;\s*+))", _I)


# "each PR must update CHANGELOG.md", "every change needs an entry in CHANGELOG.md": every piece
# of work is the subject, and what it must do or needs is the ask, for all of them.
_EVERY_WORK = re.compile(r"^(?:each|every|all|any)\s+(?:new\s+|single\s+)?(?:change|pr|"
                         r"pull request|commit|feature|release|fix)(?:e?s)?\s+(?:(?:must|should|"
                         r"has to|have to|needs? to)\s+(?:also\s+|always\s+)?|(?P<needs>needs?)"
                         # what goes into a file, not what the work has ("an owner in
                         # CODEOWNERS": its paths are owned)
                         r"\s+(?=(?:a|an|one)\s+(?:new\s+|short\s+)?(?:changelog\s+|release\s+)?"
                         r"(?:entry|line|note|mention|bullet|item)\b))", _I)


def _opened(words: str) -> tuple[str, bool]:
    """The words from their verb on, and whether they opened as a rule ("always ...")."""
    rule = False
    body = words.strip(" .!")
    for _ in range(3):
        before = body
        body = _LEADS.sub("", body)
        body = _ASKING.sub("", body)
        every = _EVERY_WORK.match(body)
        if every is not None:
            body = ("add " if every.group("needs") else "") + body[every.end():]
            rule = True
        opened = _RULE_OPENING.sub("", body)
        rule = rule or opened != body
        body = opened
        if body == before:
            break
    return body.strip(" ,.!"), rule


def _file_named(token: str) -> tuple[str | None, bool]:
    """(the file a token names, or None; whether it names something that is no file in the
    repository: a folder, a pattern, an address, a path outside)."""
    quoted = token[:1] in "`\"'"
    raw = token.strip("`\"'").rstrip(".,;:!?)")
    if not raw:
        return None, False
    looks_like_a_path = quoted or any(c in raw for c in "/.*?:~\\")
    if file_term_problem(raw):
        return None, looks_like_a_path
    name = raw.rsplit("/", 1)[-1]
    if name.lower() in _BY_NAME and "/" not in raw:
        known = _BY_NAME[name.lower()]
        if name == known or name.isupper() or name.lower() in _LOWER_CASE_OK:
            return known, False
        return None, False
    if is_dotfile(name):
        return raw.removeprefix("./"), False  # ".gitignore", ".env.example"
    if has_file_extension(name, asked=True):
        return raw.removeprefix("./"), False
    if "/" in raw and "." not in name:
        # "docs/guide" names a folder as often as a file without an extension.
        return None, True
    return None, False


# "the changelog should be updated too", "CHANGELOG.md needs an entry": the same asks in the
# passive, with the file as their subject; what someone else updates ("... by CI") is no ask.
_PASSIVE = re.compile(
    rf"^(?P<subject>{_BEFORE}{_TOKEN})\s+(?:(?:should|must|needs? to|has to|have to)\s+"
    r"(?:also\s+|always\s+)?be\s+(?:updated|edited|touched|amended|extended|revised)|"
    r"needs?\s+(?:updating|an update|(?:an?|one)\s+(?:new\s+)?(?P<what>entry|line|note|mention|"
    r"bullet|item)))\b(?P<rest>(?:(?!\bby\b).)*)$", _I)


def _active(body: str) -> str:
    """A passive ask said as the active one ("update the changelog too")."""
    m = _PASSIVE.match(body)
    if m is None:
        return body
    what = m.group("what")
    ask = f"add an {what} to" if what else "update"
    return f"{ask} {m.group('subject')}{m.group('rest')}"


def _asked_file(body: str) -> tuple[str | None, bool]:
    """The file an ask opening with a verb of editing names (or None), and whether it named
    something that is no file in the repository."""
    body = _active(body)
    alone = _ENTRY_ALONE.match(body)
    if alone is not None:
        body = f"add a {alone.group('what') or alone.group('added')}"
    entry = _ENTRY.match(body)
    if entry and (entry.group("file") or entry.group("bare")):
        return _file_named(entry.group("file") or entry.group("bare"))
    if entry:
        return _BY_NAME[entry.group("name").lower()], False
    direct = _EDITS.match(body)
    if direct:
        path, refused = _file_named(direct.group("file"))
        if path or refused:
            return path, refused
    into = _INTO_VERBS.match(body) is not None
    if not into and not _IN_VERBS.match(body):
        return None, False
    for m in _INTO.finditer(body):
        between = body[:m.start()]
        if len(between.split()) > _MAX_OBJECT_WORDS:
            break
        where = m.group("prep").lower()
        if where in ("to", "into") and not into:
            continue
        if where not in ("to", "into") and _OWN_PREPOSITION.search(between):
            continue
        path, refused = _file_named(m.group("file"))
        if path or refused:
            return path, refused
    return None, False


# "don't update the changelog", "no need to bump the version in package.json", "skip the
# README": an edit the person does not want (after asking for it, it is taken back).
_DECLINE = re.compile(r"^(?:(?:please\s+)?(?:don'?t|do not|never|stop)\s+(?:bother\s+)?|"
                      r"(?:there'?s\s+|you\s+don'?t\s+need\s+to\s+)?no need to\s+|"
                      r"(?:you|we) (?:don'?t|do not) need to\s+|leave out\s+)", _I)
_SKIP = re.compile(r"^skip\s+", _I)   # "skip the README": skip editing it
_GERUNDS = {"updating": "update", "editing": "edit", "touching": "touch", "bumping": "bump",
            "adding": "add", "changing": "change", "mentioning": "mention",
            "documenting": "document"}


def declined_files(text: str, reply: str = "") -> list[str]:
    """The files the person's own words say the change is not to edit."""
    out: list[str] = []
    for _, clause in own_clauses(text, reply):
        for segment in _SEGMENTS.split(clause):
            body = _LEADS.sub("", segment.strip(" .!")).strip()
            opening = _DECLINE.match(body) or _SKIP.match(body)
            if opening is None:
                continue
            rest = body[opening.end():]
            if opening.re is _SKIP:
                rest = f"update {rest}"
            first, _, tail = rest.partition(" ")
            rest = f"{_GERUNDS.get(first.lower(), first)} {tail}"
            path, _ = _asked_file(rest)
            if path:
                out.append(path)
    return out


def file_asks(text: str, reply: str = "", followup: bool = False) -> list[FileAsk]:
    """The files the person asks the change to edit on top of the work, in their own words
    `text` (`reply`: the agent's message they answer; `followup`: said after the agent's
    answer). An edit that is the work itself is left out."""
    out: list[FileAsk] = []
    first = True          # the request's first ask is the work
    work_is_edit = False  # and that work is itself the editing of a file
    for sentence, clause in own_clauses(text, reply):
        for segment in _SEGMENTS.split(clause):
            body, rule = _opened(segment)
            if not body:
                continue
            at_start, first = first, False
            path, _refused = _asked_file(body)
            if path is None or hedged(segment):
                continue  # "update the README if needed": left to the work
            said = before_what_it_says(sentence, path)
            rule = rule or (_HABIT.search(said) is not None and ONE_OFF.search(said) is None)
            if at_start:
                work_is_edit = True
            on_top = followup or rule or ADDED.search(segment) is not None \
                or not (at_start or work_is_edit)
            if on_top:
                out.append(FileAsk(path, segment.strip(" ,.!"), sentence, rule))
    return out
